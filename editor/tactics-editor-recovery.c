/* SPDX-License-Identifier: GPL-3.0-or-later */
#include "config.h"

#include <glib/gi18n.h>
#include <string.h>

#include "tactics-editor-document-private.h"
#include "tactics-editor-recovery.h"

#define GROUP "Recovery"

void
tactics_editor_recovery_item_free (TacticsEditorRecoveryItem *item)
{
  if (item == NULL)
    return;

  g_clear_object (&item->file);
  g_clear_object (&item->original);
  g_clear_pointer (&item->map_path, g_free);
  g_clear_pointer (&item->title, g_free);
  g_clear_pointer (&item->time, g_date_time_unref);
  g_free (item);
}

GFile *
tactics_editor_recovery_get_folder (void)
{
  return g_file_new_build_filename (g_get_user_state_dir (), "tactics-editor", "recovery", NULL);
}

static GFile *
key_file_for (GFile *file)
{
  g_autofree char *path = g_file_get_path (file);
  g_autofree char *key_path = g_strconcat (path, ".ini", NULL);

  return g_file_new_for_path (key_path);
}

gboolean
tactics_editor_recovery_write (TacticsEditorDocument  *document,
                               GFile                 **file,
                               GError                **error)
{
  g_autoptr(GBytes) bytes = NULL;
  g_autoptr(GKeyFile) keys = NULL;
  g_autoptr(GFile) folder = NULL;
  g_autoptr(GFile) key_file = NULL;
  g_autoptr(GBytes) key_bytes = NULL;
  g_autofree char *key_data = NULL;
  gsize key_length;
  GFile *original;
  TacticsScenario *scenario;
  g_autofree char *map_path = NULL;

  g_return_val_if_fail (TACTICS_IS_EDITOR_DOCUMENT (document), FALSE);
  g_return_val_if_fail (file != NULL, FALSE);

  folder = tactics_editor_recovery_get_folder ();
  if (!g_file_make_directory_with_parents (folder, NULL, error))
    {
      if (!g_error_matches (*error, G_IO_ERROR, G_IO_ERROR_EXISTS))
        return FALSE;
      g_clear_error (error);
    }

  if (*file == NULL)
    {
      g_autofree char *uuid = g_uuid_string_random ();
      g_autofree char *name = g_strconcat (uuid, ".xml", NULL);

      *file = g_file_get_child (folder, name);
    }

  /* A scenario file naming its map, when the map was edited: the map goes
   * with it, the scenario inside, or the map's edits would be lost. */
  scenario = tactics_editor_document_get_scenario (document);
  if (scenario != NULL && tactics_scenario_get_map_path (scenario) != NULL
      && tactics_editor_document_map_changed (document))
    {
      map_path = g_strdup (tactics_scenario_get_map_path (scenario));
      tactics_scenario_set_map_path (scenario, NULL);
      bytes = tactics_scenario_to_bytes (scenario);
      tactics_scenario_set_map_path (scenario, map_path);
    }
  else
    {
      bytes = tactics_editor_document_to_bytes (document);
    }
  /* The library's writer, as for every save: whole or not at all, and
   * never over something that is not a regular file. */
  if (!tactics_file_replace_contents (*file, bytes, 0600, error))
    return FALSE;

  keys = g_key_file_new ();
  original = tactics_editor_document_get_file (document);
  if (original != NULL)
    {
      g_autofree char *uri = g_file_get_uri (original);

      g_key_file_set_string (keys, GROUP, "Original", uri);
    }
  if (map_path != NULL)
    g_key_file_set_string (keys, GROUP, "Map", map_path);
  g_key_file_set_string (keys, GROUP, "Kind",
                         tactics_editor_document_get_map (document) != NULL ? "map" : "ruleset");
  g_key_file_set_string (keys, GROUP, "Title", tactics_editor_document_get_title (document));
  g_key_file_set_int64 (keys, GROUP, "Time", g_get_real_time () / G_USEC_PER_SEC);
  key_data = g_key_file_to_data (keys, &key_length, NULL);
  key_bytes = g_bytes_new_take (g_steal_pointer (&key_data), key_length);
  key_file = key_file_for (*file);
  /* The key file is what makes the copy count: a crash while it is
   * written must not leave it empty, which would load as a key file
   * without the original. */
  return tactics_file_replace_contents (key_file, key_bytes, 0600, error);
}

void
tactics_editor_recovery_discard (GFile *file)
{
  g_autoptr(GFile) key_file = NULL;

  if (file == NULL)
    return;

  key_file = key_file_for (file);
  g_file_delete (file, NULL, NULL);
  g_file_delete (key_file, NULL, NULL);
}

/* Whether @file is a copy with a whole key file: what the list offers. */
static gboolean
is_listed (GFile    *file,
           GKeyFile *keys)
{
  g_autoptr(GFile) key_file = key_file_for (file);

  /* Half-written leftovers without their key file are not offered, nor a
   * key file left empty or cut short (Time comes last). */
  return g_key_file_load_from_file (keys, g_file_peek_path (key_file), G_KEY_FILE_NONE, NULL)
         && g_key_file_has_key (keys, GROUP, "Time", NULL);
}

guint
tactics_editor_recovery_sweep (GTimeSpan min_age)
{
  g_autoptr(GFile) folder = tactics_editor_recovery_get_folder ();
  g_autoptr(GFileEnumerator) children = NULL;
  gint64 now = g_get_real_time ();
  GFileInfo *info;
  guint removed = 0;

  children = g_file_enumerate_children (folder,
                                        G_FILE_ATTRIBUTE_STANDARD_NAME ","
                                        G_FILE_ATTRIBUTE_STANDARD_TYPE ","
                                        G_FILE_ATTRIBUTE_TIME_MODIFIED,
                                        G_FILE_QUERY_INFO_NOFOLLOW_SYMLINKS, NULL, NULL);
  if (children == NULL)
    return 0;

  while ((info = g_file_enumerator_next_file (children, NULL, NULL)) != NULL)
    {
      g_autoptr(GFileInfo) owned = info;
      const char *name = g_file_info_get_name (info);
      g_autoptr(GFile) file = g_file_get_child (folder, name);
      g_autoptr(GKeyFile) keys = g_key_file_new ();
      gint64 modified;

      if (g_file_info_get_file_type (info) != G_FILE_TYPE_REGULAR
          || !g_file_info_has_attribute (info, G_FILE_ATTRIBUTE_TIME_MODIFIED))
        continue;
      /* Younger files may be another editor's work in progress. */
      modified = (gint64) g_file_info_get_attribute_uint64 (info, G_FILE_ATTRIBUTE_TIME_MODIFIED);
      if (now - modified * G_USEC_PER_SEC < min_age)
        continue;

      if (g_str_has_suffix (name, ".xml"))
        {
          g_autoptr(GFile) key_file = NULL;

          if (is_listed (file, keys))
            continue;
          /* A key file cut short goes with its copy. */
          key_file = key_file_for (file);
          if (g_file_delete (key_file, NULL, NULL))
            removed++;
        }
      else if (g_str_has_suffix (name, ".xml.ini"))
        {
          g_autofree char *copy_name = g_strndup (name, strlen (name) - strlen (".ini"));
          g_autoptr(GFile) copy = g_file_get_child (folder, copy_name);

          if (g_file_query_exists (copy, NULL))
            continue;
        }
      /* Anything else is a temporary file a rename never took in. */
      if (g_file_delete (file, NULL, NULL))
        removed++;
    }

  return removed;
}

static int
compare_items (gconstpointer a,
               gconstpointer b)
{
  const TacticsEditorRecoveryItem *first = *(TacticsEditorRecoveryItem * const *) a;
  const TacticsEditorRecoveryItem *second = *(TacticsEditorRecoveryItem * const *) b;

  return -g_date_time_compare (first->time, second->time);
}

GPtrArray *
tactics_editor_recovery_list (void)
{
  g_autoptr(GFile) folder = tactics_editor_recovery_get_folder ();
  g_autoptr(GFileEnumerator) children = NULL;
  GPtrArray *items = g_ptr_array_new_with_free_func ((GDestroyNotify) tactics_editor_recovery_item_free);
  GFileInfo *info;

  children = g_file_enumerate_children (folder, G_FILE_ATTRIBUTE_STANDARD_NAME,
                                        G_FILE_QUERY_INFO_NONE, NULL, NULL);
  if (children == NULL)
    return items;

  while ((info = g_file_enumerator_next_file (children, NULL, NULL)) != NULL)
    {
      g_autoptr(GFileInfo) owned = info;
      const char *name = g_file_info_get_name (info);
      g_autoptr(GFile) file = NULL;
      g_autoptr(GKeyFile) keys = g_key_file_new ();
      g_autofree char *original = NULL;
      TacticsEditorRecoveryItem *item;

      if (!g_str_has_suffix (name, ".xml"))
        continue;
      file = g_file_get_child (folder, name);
      if (!is_listed (file, keys))
        continue;

      item = g_new0 (TacticsEditorRecoveryItem, 1);
      item->file = g_steal_pointer (&file);
      original = g_key_file_get_string (keys, GROUP, "Original", NULL);
      if (original != NULL && *original != '\0')
        item->original = g_file_new_for_uri (original);
      item->map_path = g_key_file_get_string (keys, GROUP, "Map", NULL);
      item->title = g_key_file_get_string (keys, GROUP, "Title", NULL);
      if (item->title == NULL)
        item->title = g_strdup (_("Untitled"));
      item->time = g_date_time_new_from_unix_local (g_key_file_get_int64 (keys, GROUP, "Time",
                                                                          NULL));
      g_ptr_array_add (items, item);
    }

  g_ptr_array_sort (items, compare_items);
  return items;
}

TacticsEditorDocument *
tactics_editor_recovery_load (TacticsEditorRecoveryItem  *item,
                              GError              **error)
{
  g_autoptr(GBytes) bytes = NULL;
  g_autoptr(GFile) folder = NULL;
  g_autofree char *display_name = NULL;
  g_autoptr(TacticsMap) map = NULL;
  g_autoptr(TacticsRuleset) ruleset = NULL;
  g_autoptr(GError) map_error = NULL;
  g_autoptr(GError) scenario_error = NULL;
  g_autoptr(TacticsScenario) scenario = NULL;
  TacticsEditorDocument *document;

  g_return_val_if_fail (item != NULL, NULL);

  bytes = g_file_load_bytes (item->file, NULL, NULL, error);
  if (bytes == NULL)
    return NULL;

  display_name = g_file_get_parse_name (item->file);
  /* A map's ruleset reference is relative to where the map belongs: beside
   * the original, or where the scenario file's map is. */
  if (item->original != NULL)
    folder = g_file_get_parent (item->original);
  if (folder != NULL && item->map_path != NULL)
    {
      g_autoptr(GFile) map_file = g_file_resolve_relative_path (folder, item->map_path);

      g_object_unref (folder);
      folder = g_file_get_parent (map_file);
    }

  /* A scenario (or a map holding one) comes back with it, so that saving
   * the map cannot leave it behind. */
  scenario = tactics_scenario_load_from_bytes (bytes, display_name, folder, &scenario_error);
  if (scenario != NULL)
    {
      /* The edited map came inside the copy; the scenario still names it. */
      if (item->map_path != NULL)
        tactics_scenario_set_map_path (scenario, item->map_path);
      document = tactics_editor_document_new_for_scenario (scenario, item->original);
      tactics_editor_document_set_modified (document, TRUE);
      return document;
    }
  if (!g_error_matches (scenario_error, TACTICS_FILE_ERROR, TACTICS_FILE_ERROR_WRONG_KIND))
    {
      g_propagate_error (error, g_steal_pointer (&scenario_error));
      return NULL;
    }

  map = tactics_map_load_from_bytes (bytes, display_name, folder, &map_error);
  if (map == NULL)
    {
      if (!g_error_matches (map_error, TACTICS_FILE_ERROR, TACTICS_FILE_ERROR_WRONG_KIND))
        {
          g_propagate_error (error, g_steal_pointer (&map_error));
          return NULL;
        }
      ruleset = tactics_ruleset_load_from_bytes (bytes, display_name, error);
      if (ruleset == NULL)
        return NULL;
    }

  document = tactics_editor_document_new_full (map, ruleset, item->original);
  tactics_editor_document_set_modified (document, TRUE);
  return document;
}
