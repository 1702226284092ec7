/* SPDX-License-Identifier: GPL-3.0-or-later */
/* The editor's recovery copies go through the library's writer: never over
 * something that is not a regular file, through symbolic links, private. */
#include "config.h"

#include <glib/gstdio.h>
#include <sys/stat.h>
#include <unistd.h>

#include "tactics-editor-recovery.h"

static TacticsEditorDocument *
make_document (void)
{
  g_autofree char *path = g_test_build_filename (G_TEST_DIST, "data", "good", "example.map.xml",
                                                 NULL);
  g_autoptr(GFile) file = g_file_new_for_path (path);
  g_autoptr(GError) error = NULL;
  g_autoptr(TacticsMap) map = tactics_map_load (file, &error);

  g_assert_no_error (error);
  return tactics_editor_document_new_for_map (map);
}

static char *
recovery_path (const char *name)
{
  g_autoptr(GFile) folder = tactics_editor_recovery_get_folder ();
  g_autofree char *folder_path = g_file_get_path (folder);

  g_assert_cmpint (g_mkdir_with_parents (folder_path, 0700), ==, 0);
  return g_build_filename (folder_path, name, NULL);
}

/* A FIFO where the copy or its key file goes is refused and stays. */
static void
test_special_files (void)
{
  g_autoptr(TacticsEditorDocument) document = make_document ();
  g_autofree char *copy = recovery_path ("fifo.xml");
  g_autofree char *keys = recovery_path ("keys.xml.ini");
  g_autofree char *keys_copy = recovery_path ("keys.xml");
  g_autoptr(GFile) copy_file = g_file_new_for_path (copy);
  g_autoptr(GFile) keys_copy_file = g_file_new_for_path (keys_copy);
  g_autoptr(GError) error = NULL;
  GStatBuf info;

  g_assert_cmpint (mkfifo (copy, 0600), ==, 0);
  g_assert_false (tactics_editor_recovery_write (document, &copy_file, &error));
  g_assert_error (error, TACTICS_FILE_ERROR, TACTICS_FILE_ERROR_IO);
  g_assert_cmpstr (tactics_file_error_get_path (error), ==, copy);
  g_clear_error (&error);
  g_assert_cmpint (g_lstat (copy, &info), ==, 0);
  g_assert_true (S_ISFIFO (info.st_mode));

  g_assert_cmpint (mkfifo (keys, 0600), ==, 0);
  g_assert_false (tactics_editor_recovery_write (document, &keys_copy_file, &error));
  g_assert_error (error, TACTICS_FILE_ERROR, TACTICS_FILE_ERROR_IO);
  g_assert_cmpstr (tactics_file_error_get_path (error), ==, keys);
  g_assert_cmpint (g_lstat (keys, &info), ==, 0);
  g_assert_true (S_ISFIFO (info.st_mode));

  g_remove (copy);
  g_remove (keys);
  g_remove (keys_copy);
}

/* A copy and its key file reached through symbolic links replace what the
 * links point to; new files are the user's alone. */
static void
test_links (void)
{
  g_autoptr(TacticsEditorDocument) document = make_document ();
  g_autofree char *link = recovery_path ("link.xml");
  g_autofree char *keys = recovery_path ("link.xml.ini");
  g_autofree char *target = recovery_path ("target.xml");
  g_autofree char *keys_target = recovery_path ("target.xml.ini");
  g_autoptr(GFile) file = g_file_new_for_path (link);
  g_autoptr(GError) error = NULL;
  g_autoptr(GPtrArray) items = NULL;
  GStatBuf info;

  g_assert_cmpint (symlink ("target.xml", link), ==, 0);
  g_assert_cmpint (symlink ("target.xml.ini", keys), ==, 0);

  g_assert_true (tactics_editor_recovery_write (document, &file, &error));
  g_assert_no_error (error);

  g_assert_cmpint (g_lstat (link, &info), ==, 0);
  g_assert_true (S_ISLNK (info.st_mode));
  g_assert_cmpint (g_lstat (keys, &info), ==, 0);
  g_assert_true (S_ISLNK (info.st_mode));
  g_assert_cmpint (g_lstat (target, &info), ==, 0);
  g_assert_true (S_ISREG (info.st_mode));
  g_assert_cmpint (info.st_mode & 0777, ==, 0600);
  g_assert_cmpint (g_lstat (keys_target, &info), ==, 0);
  g_assert_true (S_ISREG (info.st_mode));
  g_assert_cmpint (info.st_mode & 0777, ==, 0600);

  /* Listed under both names, each a whole copy. */
  items = tactics_editor_recovery_list ();
  g_assert_cmpuint (items->len, ==, 2);

  g_remove (link);
  g_remove (keys);
  g_remove (target);
  g_remove (keys_target);
}

int
main (int   argc,
      char *argv[])
{
  g_autoptr(GError) error = NULL;
  g_autofree char *state = NULL;
  g_autofree char *folder = NULL;
  g_autofree char *editor_folder = NULL;
  int status;

  /* The recovery folder is under a temporary $XDG_STATE_HOME, set before
   * GLib reads it (GLib 2.74's G_TEST_OPTION_ISOLATE_DIRS leaks its old
   * paths at each test). */
  state = g_dir_make_tmp ("tactics-editor-recovery-XXXXXX", &error);
  g_assert_no_error (error);
  g_setenv ("XDG_STATE_HOME", state, TRUE);
  g_test_init (&argc, &argv, NULL);
  tactics_init ();

  g_test_add_func ("/editor-recovery/special-files", test_special_files);
  g_test_add_func ("/editor-recovery/links", test_links);

  status = g_test_run ();
  folder = g_build_filename (state, "tactics-editor", "recovery", NULL);
  editor_folder = g_build_filename (state, "tactics-editor", NULL);
  g_rmdir (folder);
  g_rmdir (editor_folder);
  g_rmdir (state);
  return status;
}
