/* SPDX-License-Identifier: GPL-3.0-or-later */
#include "config.h"

#include <string.h>

#include "tactics.h"
#include "tactics-game-data.h"

/* Root elements are near the top; a comment or two may come first. */
#define SNIFF_BYTES 4096

GFile *
tactics_game_data_get_default_ruleset (void)
{
  g_autofree char *dir = tactics_data_get_dir ();
  g_autofree char *path = g_build_filename (dir, "default.ruleset.xml", NULL);

  return g_file_new_for_path (path);
}

GFile *
tactics_game_data_get_default_map (void)
{
  g_autofree char *dir = tactics_data_get_dir ();
  g_autofree char *path = g_build_filename (dir, "maps", "skirmish.map.xml", NULL);

  return g_file_new_for_path (path);
}

static int
compare_files (gconstpointer a,
               gconstpointer b)
{
  g_autofree char *name_a = g_file_get_basename (*(GFile * const *) a);
  g_autofree char *name_b = g_file_get_basename (*(GFile * const *) b);

  return g_strcmp0 (name_a, name_b);
}

/* The files of the data folder @folder whose names end in @suffix. */
static GPtrArray *
list_files (const char *folder,
            const char *suffix)
{
  g_autofree char *dir = tactics_data_get_dir ();
  g_autofree char *path = g_build_filename (dir, folder, NULL);
  g_autoptr(GPtrArray) files = g_ptr_array_new_with_free_func (g_object_unref);
  g_autoptr(GDir) listing = g_dir_open (path, 0, NULL);
  const char *name;

  if (listing == NULL)
    return g_steal_pointer (&files);

  while ((name = g_dir_read_name (listing)) != NULL)
    {
      g_autofree char *file_path = NULL;

      if (!g_str_has_suffix (name, suffix))
        continue;
      file_path = g_build_filename (path, name, NULL);
      g_ptr_array_add (files, g_file_new_for_path (file_path));
    }
  g_ptr_array_sort (files, compare_files);
  return g_steal_pointer (&files);
}

GPtrArray *
tactics_game_data_list_maps (void)
{
  return list_files ("maps", ".map.xml");
}

GPtrArray *
tactics_game_data_list_scenarios (void)
{
  return list_files ("scenarios", ".scenario.xml");
}

TacticsGameFileKind
tactics_game_data_sniff_file (GFile *file)
{
  g_autoptr(GFileInputStream) stream = NULL;
  char buffer[SNIFF_BYTES + 1];
  gsize n_read = 0;
  const char *cursor;

  g_return_val_if_fail (G_IS_FILE (file), TACTICS_GAME_FILE_UNKNOWN);

  stream = g_file_read (file, NULL, NULL);
  if (stream == NULL ||
      !g_input_stream_read_all (G_INPUT_STREAM (stream), buffer, SNIFF_BYTES, &n_read, NULL, NULL))
    return TACTICS_GAME_FILE_UNKNOWN;
  buffer[n_read] = '\0';

  /* The first element that is not the XML declaration, a comment or a
   * processing instruction. */
  cursor = buffer;
  while ((cursor = strchr (cursor, '<')) != NULL)
    {
      if (g_str_has_prefix (cursor, "<!--"))
        {
          cursor = strstr (cursor, "-->");
          if (cursor == NULL)
            break;
          continue;
        }
      if (g_str_has_prefix (cursor, "<?") || g_str_has_prefix (cursor, "<!"))
        {
          cursor++;
          continue;
        }
      if (g_str_has_prefix (cursor, "<tactics-map") && !g_ascii_isalnum (cursor[12]))
        return TACTICS_GAME_FILE_MAP;
      if (g_str_has_prefix (cursor, "<tactics-ruleset") && !g_ascii_isalnum (cursor[16]))
        return TACTICS_GAME_FILE_RULESET;
      if (g_str_has_prefix (cursor, "<tactics-save") && !g_ascii_isalnum (cursor[13]))
        return TACTICS_GAME_FILE_SAVE;
      if (g_str_has_prefix (cursor, "<tactics-scenario") && !g_ascii_isalnum (cursor[17]))
        return TACTICS_GAME_FILE_SCENARIO;
      return TACTICS_GAME_FILE_UNKNOWN;
    }
  return TACTICS_GAME_FILE_UNKNOWN;
}
