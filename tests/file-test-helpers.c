/* SPDX-License-Identifier: GPL-3.0-or-later */
/* The fixtures of the file tests: the files of tests/data/, temporary
 * folders, the checks of a file error, and a big generated map. */
#include "config.h"

#include <glib/gstdio.h>
#include <string.h>

#include "file-test-helpers.h"

char *
fixture_path (const char *folder,
              const char *name)
{
  return g_test_build_filename (G_TEST_DIST, "data", folder, name, NULL);
}

GFile *
fixture_file (const char *folder,
              const char *name)
{
  g_autofree char *path = fixture_path (folder, name);

  return g_file_new_for_path (path);
}

GBytes *
read_fixture (const char *folder,
              const char *name)
{
  g_autofree char *path = fixture_path (folder, name);
  g_autoptr(GError) error = NULL;
  char *contents;
  gsize length;

  g_file_get_contents (path, &contents, &length, &error);
  g_assert_no_error (error);

  return g_bytes_new_take (contents, length);
}

void
assert_bytes_equal (GBytes *expected,
                    GBytes *actual)
{
  if (!g_bytes_equal (expected, actual))
    {
      g_autofree char *expected_text = g_strndup (g_bytes_get_data (expected, NULL),
                                                  g_bytes_get_size (expected));
      g_autofree char *actual_text = g_strndup (g_bytes_get_data (actual, NULL),
                                                g_bytes_get_size (actual));

      g_assert_cmpstr (actual_text, ==, expected_text);
      g_assert_not_reached ();
    }
}

char *
make_temp_folder (void)
{
  g_autoptr(GError) error = NULL;
  char *folder = g_dir_make_tmp ("tactics-test-file-XXXXXX", &error);

  g_assert_no_error (error);
  return folder;
}

void
remove_temp_folder (const char *folder)
{
  g_autoptr(GDir) dir = g_dir_open (folder, 0, NULL);
  const char *name;

  g_chmod (folder, 0700);
  while (dir != NULL && (name = g_dir_read_name (dir)) != NULL)
    {
      g_autofree char *path = g_build_filename (folder, name, NULL);

      if (g_file_test (path, G_FILE_TEST_IS_DIR) && !g_file_test (path, G_FILE_TEST_IS_SYMLINK))
        remove_temp_folder (path);
      else
        g_unlink (path);
    }
  g_rmdir (folder);
}

guint
count_folder_entries (const char *folder)
{
  g_autoptr(GDir) dir = g_dir_open (folder, 0, NULL);
  guint n = 0;

  g_assert_nonnull (dir);
  while (g_dir_read_name (dir) != NULL)
    n++;

  return n;
}

/* Checks @error's detail: the whole of it, or its start when @expected
 * ends with '…'. */
static void
assert_detail (const GError *error,
               const char   *expected)
{
  const char *detail = tactics_file_error_get_detail (error);

  if (g_str_has_suffix (expected, "…"))
    {
      g_autofree char *start = g_strndup (expected, strlen (expected) - strlen ("…"));

      if (!g_str_has_prefix (detail, start))
        g_assert_cmpstr (detail, ==, expected);
    }
  else
    g_assert_cmpstr (detail, ==, expected);
}

void
assert_file_error (const GError     *error,
                   TacticsFileError  code,
                   const char       *path,
                   int               line,
                   const char       *detail)
{
  g_autofree char *message = NULL;

  g_assert_error (error, TACTICS_FILE_ERROR, (int) code);
  g_assert_cmpstr (tactics_file_error_get_path (error), ==, path);
  g_assert_cmpint (tactics_file_error_get_line (error), ==, line);
  if (detail != NULL)
    assert_detail (error, detail);

  if (line > 0)
    message = g_strdup_printf ("%s:%d: %s", path, line, tactics_file_error_get_detail (error));
  else
    message = g_strdup_printf ("%s: %s", path, tactics_file_error_get_detail (error));
  g_assert_cmpstr (error->message, ==, message);
}

TacticsMap *
make_big_map (int width,
              int height)
{
  g_autoptr(TacticsRuleset) ruleset = tactics_ruleset_new ();
  g_autoptr(TacticsMovetype) movetype = tactics_movetype_new ("foot", "Foot");
  g_autofree guint16 *cells = g_new (guint16, (gsize) width * (gsize) height);
  static const char * const ids[] = { "p", "f", "h", "w", "long-terrain-id.2" };
  TacticsMap *map;

  tactics_ruleset_insert_movetype (ruleset, 0, movetype);
  for (guint i = 0; i < G_N_ELEMENTS (ids); i++)
    {
      g_autoptr(TacticsTerrain) terrain = tactics_terrain_new (ids[i], ids[i], "#808080");

      tactics_terrain_set_cost (terrain, "foot", i + 1);
      tactics_ruleset_insert_terrain (ruleset, G_MAXUINT, terrain);
    }

  for (gsize i = 0; i < (gsize) width * (gsize) height; i++)
    cells[i] = (guint16) ((i * 7 + i / 13) % 4);
  cells[0] = 4;

  map = tactics_map_new (width, height, TACTICS_TOPOLOGY_SQUARE, ruleset);
  tactics_map_set_cells (map, cells);
  return map;
}
