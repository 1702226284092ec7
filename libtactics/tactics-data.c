/* SPDX-License-Identifier: GPL-3.0-or-later */
#include "config.h"

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
