/* SPDX-License-Identifier: GPL-3.0-or-later */
#include "config.h"

#include <stdlib.h>

#include "tactics.h"

/* What tells an installed data folder from an empty one left behind. */
#define MARKER_FILE "default.ruleset.xml"

char *
tactics_data_get_dir (void)
{
  const char *from_env = g_getenv ("TACTICS_DATADIR");
  g_autofree char *installed_marker = NULL;

  if (from_env != NULL && from_env[0] != '\0')
    return g_strdup (from_env);

  installed_marker = g_build_filename (PKGDATADIR, MARKER_FILE, NULL);
  if (g_file_test (installed_marker, G_FILE_TEST_IS_REGULAR))
    return g_strdup (PKGDATADIR);

  return g_strdup (SOURCE_DATADIR);
}

/**
 * tactics_data_find_file:
 * @relative: a path in the data folder, e.g. "maps/skirmish.map.xml"
 *
 * Returns: (transfer full) (nullable): the file, or %NULL when no regular
 *   file is there
 */
GFile *
tactics_data_find_file (const char *relative)
{
  g_autofree char *dir = NULL;
  g_autofree char *path = NULL;

  g_return_val_if_fail (relative != NULL, NULL);
  g_return_val_if_fail (!g_path_is_absolute (relative), NULL);

  dir = tactics_data_get_dir ();
  path = g_build_filename (dir, relative, NULL);
  if (!g_file_test (path, G_FILE_TEST_IS_REGULAR))
    return NULL;

  return g_file_new_for_path (path);
}

/* @path with symbolic links and ".." resolved, so that a link into the
 * data folder counts as inside it. A file not there yet is resolved
 * through the folders that are: a new file in a linked data folder is in
 * the data folder all the same. */
static char *
real_path (const char *path)
{
  g_autofree char *canonical = g_canonicalize_filename (path, NULL);
  g_autofree char *parent = NULL;
  g_autofree char *real_parent = NULL;
  g_autofree char *name = NULL;
  char *resolved = realpath (canonical, NULL);
  char *copy;

  if (resolved != NULL)
    {
      copy = g_strdup (resolved);
      free (resolved);
      return copy;
    }

  parent = g_path_get_dirname (canonical);
  if (g_str_equal (parent, canonical))
    return g_steal_pointer (&canonical);
  name = g_path_get_basename (canonical);
  real_parent = real_path (parent);
  return g_build_filename (real_parent, name, NULL);
}

gboolean
tactics_data_is_bundled (GFile *file)
{
  /* Every folder a program may take its bundled data from, not only the
   * one tactics_data_get_dir() picks now: all of them are shipped files. */
  const char *folders[] = { g_getenv ("TACTICS_DATADIR"), PKGDATADIR, SOURCE_DATADIR };
  g_autofree char *path = NULL;
  g_autofree char *real = NULL;

  g_return_val_if_fail (G_IS_FILE (file), FALSE);

  path = g_file_get_path (file);
  if (path == NULL)
    return FALSE;
  real = real_path (path);
  for (guint i = 0; i < G_N_ELEMENTS (folders); i++)
    {
      g_autofree char *folder = NULL;
      g_autofree char *prefix = NULL;

      if (folders[i] == NULL || *folders[i] == '\0')
        continue;
      folder = real_path (folders[i]);
      prefix = g_str_has_suffix (folder, G_DIR_SEPARATOR_S)
               ? g_strdup (folder) : g_strconcat (folder, G_DIR_SEPARATOR_S, NULL);
      /* The folder itself is bundled data too: nothing is written into it. */
      if (g_str_has_prefix (real, prefix) || g_str_equal (real, folder))
        return TRUE;
    }
  return FALSE;
}
