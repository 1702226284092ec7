/* SPDX-License-Identifier: GPL-3.0-or-later */
#include "config.h"

#include <glib/gi18n-lib.h>

#include "tactics-data.h"
#include "tactics-file-private.h"
#include "tactics-file-reference-private.h"
#include "tactics-file.h"
#include "tactics-xml-parser-private.h"

/* Whether @file is the file at @path (an absolute path; a display name
 * that is not one names no file on disk). */
static gboolean
is_same_file (GFile      *file,
              const char *path)
{
  g_autoptr(GFile) other = NULL;
  g_autoptr(GFileInfo) info = NULL;
  g_autoptr(GFileInfo) other_info = NULL;
  const char *id, *other_id;

  if (path == NULL || !g_path_is_absolute (path))
    return FALSE;

  other = g_file_new_for_path (path);
  if (g_file_equal (file, other))
    return TRUE;

  /* Links and hard links name the same file differently. */
  info = g_file_query_info (file, G_FILE_ATTRIBUTE_ID_FILE, G_FILE_QUERY_INFO_NONE, NULL, NULL);
  other_info = g_file_query_info (other, G_FILE_ATTRIBUTE_ID_FILE, G_FILE_QUERY_INFO_NONE,
                                  NULL, NULL);
  if (info == NULL || other_info == NULL)
    return FALSE;

  id = g_file_info_get_attribute_string (info, G_FILE_ATTRIBUTE_ID_FILE);
  other_id = g_file_info_get_attribute_string (other_info, G_FILE_ATTRIBUTE_ID_FILE);
  return id != NULL && g_strcmp0 (id, other_id) == 0;
}

/* Each message is written out whole per kind, for translators. */
static void
set_reference_error (GError               **error,
                     TacticsFileReference   kind,
                     const char            *path,
                     int                    line,
                     const char            *reference,
                     GFile                 *file,
                     const GError          *cause)
{
  gboolean ruleset = kind == TACTICS_FILE_REFERENCE_RULESET;

  if (*reference == '\0')
    tactics_file_set_error (error, TACTICS_FILE_ERROR_REFERENCE, path, line, "%s",
                            ruleset ? _("the ruleset reference is empty")
                                    : _("the map reference is empty"));
  else if (file == NULL && ruleset)
    tactics_file_set_error (error, TACTICS_FILE_ERROR_REFERENCE, path, line,
                            /* Translators: %s is a ruleset's file name as the map gives it,
                             * e.g. "my-rules.ruleset.xml". */
                            _("cannot look for the ruleset “%s”: the map is not in a folder"),
                            reference);
  else if (file == NULL)
    tactics_file_set_error (error, TACTICS_FILE_ERROR_REFERENCE, path, line,
                            /* Translators: %s is a map's file name as the scenario gives it,
                             * e.g. "skirmish.map.xml". */
                            _("cannot look for the map “%s”: the scenario is not in a folder"),
                            reference);
  else if (cause == NULL && ruleset)
    tactics_file_set_error (error, TACTICS_FILE_ERROR_REFERENCE, path, line,
                            /* Translators: %s is a ruleset's file name as the map gives it,
                             * e.g. "skirmish.ruleset.xml". */
                            _("the ruleset “%s” is the map itself"), reference);
  else if (cause == NULL)
    tactics_file_set_error (error, TACTICS_FILE_ERROR_REFERENCE, path, line,
                            /* Translators: %s is a map's file name as the scenario gives
                             * it, e.g. "tower.scenario.xml". */
                            _("the map “%s” is the scenario itself"), reference);
  else if (ruleset)
    tactics_file_set_error (error, TACTICS_FILE_ERROR_REFERENCE, path, line,
                            /* Translators: a ruleset's file name as the map gives it, then
                             * why, e.g. "cannot use the ruleset “my-rules.ruleset.xml”:
                             * cannot open the file: No such file or directory". */
                            _("cannot use the ruleset “%s”: %s"), reference,
                            tactics_file_error_get_detail (cause));
  else
    tactics_file_set_error (error, TACTICS_FILE_ERROR_REFERENCE, path, line,
                            /* Translators: a map's file name as the scenario gives it, then
                             * why, e.g. "cannot use the map “skirmish.map.xml”: cannot
                             * open the file: No such file or directory". */
                            _("cannot use the map “%s”: %s"), reference,
                            tactics_file_error_get_detail (cause));
}

xmlDoc *
tactics_file_parse_reference (TacticsFileReference   kind,
                              xmlNode               *root,
                              const char            *path,
                              GFile                 *folder,
                              const char            *reference,
                              GFile                **file,
                              gboolean              *bundled_instead,
                              GError               **error)
{
  g_autoptr(GFile) referenced = NULL;
  g_autoptr(GError) local_error = NULL;
  xmlDoc *doc;
  int line = tactics_xml_get_line (root);

  *file = NULL;
  if (bundled_instead != NULL)
    *bundled_instead = FALSE;
  if (*reference == '\0' || folder == NULL)
    {
      set_reference_error (error, kind, path, line, reference, NULL, NULL);
      return NULL;
    }

  referenced = g_file_resolve_relative_path (folder, reference);
  /* Nothing there: the bundled file of that name, as an include path
   * would find it. Only a missing file; one that is there but unusable is
   * still an error, never quietly replaced. */
  if (kind == TACTICS_FILE_REFERENCE_RULESET
      && g_file_query_file_type (referenced, G_FILE_QUERY_INFO_NONE, NULL) == G_FILE_TYPE_UNKNOWN)
    {
      g_autofree char *name = g_path_get_basename (reference);
      g_autoptr(GFile) bundled = tactics_data_find_file (name);

      if (bundled != NULL && !is_same_file (bundled, path))
        {
          g_set_object (&referenced, bundled);
          if (bundled_instead != NULL)
            *bundled_instead = TRUE;
        }
    }
  if (is_same_file (referenced, path))
    {
      set_reference_error (error, kind, path, line, reference, referenced, NULL);
      return NULL;
    }

  doc = tactics_file_parse (referenced, &local_error);
  if (doc == NULL)
    {
      /* The file cannot be used at all: the referring file's problem.
       * Anything found inside it is reported in it. */
      if (g_error_matches (local_error, TACTICS_FILE_ERROR, TACTICS_FILE_ERROR_IO)
          || (g_error_matches (local_error, TACTICS_FILE_ERROR, TACTICS_FILE_ERROR_TOO_LARGE)
              && tactics_file_error_get_line (local_error) == 0))
        set_reference_error (error, kind, path, line, reference, referenced, local_error);
      else
        g_propagate_error (error, g_steal_pointer (&local_error));
      return NULL;
    }

  *file = g_steal_pointer (&referenced);
  return doc;
}
