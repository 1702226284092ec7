/* SPDX-License-Identifier: GPL-3.0-or-later */
/* Saving maps: what is saved loads back; a save that fails, is interrupted
 * or meets a special file, a link or a read-only folder leaves the old file
 * whole; and stale temporary files are removed. */
#include "config.h"

#include <fcntl.h>
#include <glib/gstdio.h>
#include <signal.h>
#include <sys/resource.h>
#include <sys/stat.h>
#include <sys/sysmacros.h>
#include <unistd.h>

#include "tactics.h"
#include "tactics-file-private.h"
#include "file-test-helpers.h"

/* --- Saving ---------------------------------------------------------------- */

static void
test_save_and_load (void)
{
  g_autofree char *folder = make_temp_folder ();
  g_autofree char *map_path = g_build_filename (folder, "saved.map.xml", NULL);
  g_autofree char *ruleset_path = g_build_filename (folder, "saved.ruleset.xml", NULL);
  g_autoptr(GFile) map_file = g_file_new_for_path (map_path);
  g_autoptr(GFile) ruleset_file = g_file_new_for_path (ruleset_path);
  g_autoptr(GFile) source = fixture_file ("good", "hex.map.xml");
  g_autoptr(GError) error = NULL;
  g_autoptr(TacticsMap) map = tactics_map_load (source, &error);
  g_autoptr(TacticsMap) loaded = NULL;
  g_autoptr(TacticsMap) referencing = NULL;
  g_autoptr(TacticsRuleset) ruleset = NULL;
  g_autoptr(GBytes) original = read_fixture ("good", "hex.map.xml");
  g_autofree char *contents = NULL;
  gsize length;

  g_assert_no_error (error);

  /* Twice: the second one replaces the first. */
  g_assert_true (tactics_map_save (map, map_file, &error));
  g_assert_no_error (error);
  g_assert_true (tactics_map_save (map, map_file, &error));
  g_assert_no_error (error);
  g_file_get_contents (map_path, &contents, &length, &error);
  g_assert_no_error (error);
  g_assert_cmpmem (contents, length, g_bytes_get_data (original, NULL),
                   g_bytes_get_size (original));
  /* No temporary file left behind. */
  g_assert_cmpuint (count_folder_entries (folder), ==, 1);

  loaded = tactics_map_load (map_file, &error);
  g_assert_no_error (error);
  g_assert_true (tactics_map_equal (map, loaded));

  /* Split the rules into their own file and refer to it. */
  g_assert_true (tactics_ruleset_save (tactics_map_get_ruleset (map), ruleset_file, &error));
  g_assert_no_error (error);
  tactics_map_set_ruleset_path (map, "saved.ruleset.xml");
  g_assert_true (tactics_map_save (map, map_file, &error));
  g_assert_no_error (error);
  referencing = tactics_map_load (map_file, &error);
  g_assert_no_error (error);
  g_assert_true (tactics_map_equal (map, referencing));
  ruleset = tactics_ruleset_load (ruleset_file, &error);
  g_assert_no_error (error);
  g_assert_true (tactics_ruleset_equal (ruleset, tactics_map_get_ruleset (referencing)));

  remove_temp_folder (folder);
}

static void
assert_save_fails (TacticsMap *map,
                   const char *path,
                   const char *detail)
{
  g_autoptr(GFile) file = g_file_new_for_path (path);
  g_autoptr(GError) error = NULL;

  g_assert_false (tactics_map_save (map, file, &error));
  g_test_message ("%s", error->message);
  assert_file_error (error, TACTICS_FILE_ERROR_IO, path, 0, detail);
}

static void
test_save_failures (void)
{
  g_autofree char *folder = make_temp_folder ();
  g_autofree char *missing = g_build_filename (folder, "no-such-folder", "x.map.xml", NULL);
  g_autofree char *plain = g_build_filename (folder, "plain", NULL);
  g_autofree char *under_plain = g_build_filename (plain, "x.map.xml", NULL);
  g_autofree char *sub = g_build_filename (folder, "sub", NULL);
  g_autoptr(GError) error = NULL;
  g_autoptr(GFile) source = fixture_file ("good", "example.map.xml");
  g_autoptr(TacticsMap) map = tactics_map_load (source, &error);

  g_assert_no_error (error);
  g_file_set_contents (plain, "plain", -1, &error);
  g_assert_no_error (error);
  g_assert_cmpint (g_mkdir (sub, 0700), ==, 0);

  assert_save_fails (map, missing, "cannot save: the folder does not exist");
  assert_save_fails (map, under_plain, "cannot save: a part of the path is not a folder");
  assert_save_fails (map, sub, "cannot save: this is a folder");

  g_assert_false (g_file_test (missing, G_FILE_TEST_EXISTS));
  g_assert_true (g_file_test (sub, G_FILE_TEST_IS_DIR));
  g_assert_cmpuint (count_folder_entries (folder), ==, 2);
  g_assert_cmpuint (count_folder_entries (sub), ==, 0);

  remove_temp_folder (folder);
}

static const char old_contents[] = "the old file, whole\n";

static const char not_regular[] =
  "cannot save: this is not a regular file (a device, a pipe or a socket)";

/* A FIFO, a character device (when this user may make one) and a link to
 * a FIFO are refused and stay what they were; nothing else appears. */
static void
test_save_special_files (void)
{
  g_autofree char *folder = make_temp_folder ();
  g_autofree char *fifo = g_build_filename (folder, "fifo.map.xml", NULL);
  g_autofree char *device = g_build_filename (folder, "null.map.xml", NULL);
  g_autofree char *link = g_build_filename (folder, "link.map.xml", NULL);
  g_autoptr(GFile) fifo_file = g_file_new_for_path (fifo);
  g_autoptr(GBytes) bytes = g_bytes_new_static ("x", 1);
  g_autoptr(GFile) source = fixture_file ("good", "example.map.xml");
  g_autoptr(GError) error = NULL;
  g_autoptr(TacticsMap) map = tactics_map_load (source, &error);
  gboolean have_device;
  GStatBuf info;

  g_assert_no_error (error);
  g_assert_cmpint (mkfifo (fifo, 0600), ==, 0);
  g_assert_cmpint (symlink ("fifo.map.xml", link), ==, 0);
  /* Like /dev/null; only the superuser may usually make one. */
  have_device = mknod (device, S_IFCHR | 0666, makedev (1, 3)) == 0;
  if (!have_device)
    g_test_message ("no character device: %s", g_strerror (errno));

  assert_save_fails (map, fifo, not_regular);
  assert_save_fails (map, link, not_regular);
  if (have_device)
    assert_save_fails (map, device, not_regular);

  g_assert_cmpint (g_lstat (fifo, &info), ==, 0);
  g_assert_true (S_ISFIFO (info.st_mode));
  g_assert_cmpint (g_lstat (link, &info), ==, 0);
  g_assert_true (S_ISLNK (info.st_mode));
  if (have_device)
    {
      g_assert_cmpint (g_lstat (device, &info), ==, 0);
      g_assert_true (S_ISCHR (info.st_mode));
    }
  g_assert_cmpuint (count_folder_entries (folder), ==, have_device ? 3 : 2);

  /* The public writer decides the same. */
  g_assert_false (tactics_file_replace_contents (fifo_file, bytes, 0600, &error));
  assert_file_error (error, TACTICS_FILE_ERROR_IO, fifo, 0, not_regular);

  remove_temp_folder (folder);
}

static char *
read_link (const char *path)
{
  g_autoptr(GError) error = NULL;
  char *target = g_file_read_link (path, &error);

  g_assert_no_error (error);
  return target;
}

/* A symbolic link is saved through: the file it points to is replaced,
 * even down a chain of relative links or when it does not exist yet, and
 * the links stay links. */
static void
test_save_through_links (void)
{
  g_autofree char *folder = make_temp_folder ();
  g_autofree char *sub = g_build_filename (folder, "sub", NULL);
  g_autofree char *real = g_build_filename (sub, "real.map.xml", NULL);
  g_autofree char *link = g_build_filename (folder, "link.map.xml", NULL);
  g_autofree char *chain = g_build_filename (folder, "chain.map.xml", NULL);
  g_autofree char *dangling = g_build_filename (folder, "dangling.map.xml", NULL);
  g_autofree char *created = g_build_filename (sub, "new.map.xml", NULL);
  g_autofree char *loop = g_build_filename (folder, "loop.map.xml", NULL);
  g_autoptr(GFile) source = fixture_file ("good", "example.map.xml");
  g_autoptr(GBytes) expected = read_fixture ("good", "example.map.xml");
  g_autoptr(GError) error = NULL;
  g_autoptr(TacticsMap) map = tactics_map_load (source, &error);
  const char *links[] = { link, chain, dangling };
  const char *targets[] = { "sub/real.map.xml", "link.map.xml", "sub/new.map.xml" };

  g_assert_no_error (error);
  g_assert_cmpint (g_mkdir (sub, 0700), ==, 0);
  g_file_set_contents (real, old_contents, -1, &error);
  g_assert_no_error (error);
  g_assert_cmpint (g_chmod (real, 0640), ==, 0);
  for (guint i = 0; i < G_N_ELEMENTS (links); i++)
    g_assert_cmpint (symlink (targets[i], links[i]), ==, 0);
  g_assert_cmpint (symlink ("loop.map.xml", loop), ==, 0);

  for (guint i = 0; i < G_N_ELEMENTS (links); i++)
    {
      g_autoptr(GFile) file = g_file_new_for_path (links[i]);
      g_autofree char *target = NULL;
      g_autofree char *contents = NULL;
      gsize length;
      GStatBuf info;

      g_assert_true (tactics_map_save (map, file, &error));
      g_assert_no_error (error);

      target = read_link (links[i]);
      g_assert_cmpstr (target, ==, targets[i]);
      g_file_get_contents (i == 2 ? created : real, &contents, &length, &error);
      g_assert_no_error (error);
      g_assert_cmpmem (contents, length, g_bytes_get_data (expected, NULL),
                       g_bytes_get_size (expected));
      g_assert_cmpint (g_stat (real, &info), ==, 0);
      g_assert_cmpint (info.st_mode & 0777, ==, 0640);
    }

  assert_save_fails (map, loop, "cannot save: …");

  /* The links, the loop, the folder and what it holds: no temporary file. */
  g_assert_cmpuint (count_folder_entries (folder), ==, 5);
  g_assert_cmpuint (count_folder_entries (sub), ==, 2);

  remove_temp_folder (folder);
}

/* A read-only folder: the old file stays whole, nothing else appears. The
 * superuser may write anywhere, so then this cannot be tested. */
static void
test_save_read_only_folder (void)
{
  g_autofree char *folder = make_temp_folder ();
  g_autofree char *path = g_build_filename (folder, "old.map.xml", NULL);
  g_autoptr(GError) error = NULL;
  g_autoptr(GFile) source = fixture_file ("good", "example.map.xml");
  g_autoptr(TacticsMap) map = tactics_map_load (source, &error);
  g_autofree char *contents = NULL;

  g_assert_no_error (error);
  g_file_set_contents (path, old_contents, -1, &error);
  g_assert_no_error (error);
  g_assert_cmpint (g_chmod (folder, 0500), ==, 0);

  if (access (folder, W_OK) == 0)
    {
      remove_temp_folder (folder);
      g_test_skip ("running as a user who may write into read-only folders");
      return;
    }

  assert_save_fails (map, path, "cannot save: permission denied: the folder is read-only");
  g_file_get_contents (path, &contents, NULL, &error);
  g_assert_no_error (error);
  g_assert_cmpstr (contents, ==, old_contents);
  g_assert_cmpuint (count_folder_entries (folder), ==, 1);

  remove_temp_folder (folder);
}

/* A write that fails half-way (the file size limit stops it, even for the
 * superuser): the old file stays whole and no partial file is left. Run
 * in a child so that the limit does not outlive the test. */
static void
test_save_interrupted (void)
{
  g_autofree char *folder = NULL;
  g_autofree char *path = NULL;
  g_autofree char *contents = NULL;
  g_autoptr(GError) error = NULL;

  if (g_test_subprocess ())
    {
      g_autoptr(TacticsMap) map = make_big_map (300, 300);
      struct rlimit limit = { 64 * 1024, 64 * 1024 };

      folder = g_strdup (g_getenv ("TACTICS_TEST_FOLDER"));
      path = g_build_filename (folder, "old.map.xml", NULL);
      signal (SIGXFSZ, SIG_IGN);
      g_assert_cmpint (setrlimit (RLIMIT_FSIZE, &limit), ==, 0);
      assert_save_fails (map, path, "cannot save: …");
      return;
    }

  folder = make_temp_folder ();
  path = g_build_filename (folder, "old.map.xml", NULL);
  g_file_set_contents (path, old_contents, -1, &error);
  g_assert_no_error (error);

  g_setenv ("TACTICS_TEST_FOLDER", folder, TRUE);
  g_test_trap_subprocess (NULL, 0, G_TEST_SUBPROCESS_INHERIT_STDERR);
  g_unsetenv ("TACTICS_TEST_FOLDER");
  g_test_trap_assert_passed ();

  g_file_get_contents (path, &contents, NULL, &error);
  g_assert_no_error (error);
  g_assert_cmpstr (contents, ==, old_contents);
  g_assert_cmpuint (count_folder_entries (folder), ==, 1);

  remove_temp_folder (folder);
}

/* Writes @name in @folder, last modified @age ago. */
static void
write_aged_file (const char *folder,
                 const char *name,
                 GTimeSpan   age)
{
  g_autofree char *path = g_build_filename (folder, name, NULL);
  g_autoptr(GError) error = NULL;
  time_t when = (time_t) ((g_get_real_time () - age) / G_USEC_PER_SEC);
  struct timespec times[2] = { { when, 0 }, { when, 0 } };

  g_file_set_contents (path, "<tactics-map", -1, &error);
  g_assert_no_error (error);
  g_assert_cmpint (utimensat (AT_FDCWD, path, times, 0), ==, 0);
}

static gboolean
folder_has (const char *folder,
            const char *name)
{
  g_autofree char *path = g_build_filename (folder, name, NULL);

  return g_file_test (path, G_FILE_TEST_EXISTS);
}

/* Saves killed before their rename left temporary files: the next save of
 * the same file removes the old ones, and nothing else. */
static void
test_save_removes_stale_temporaries (void)
{
  g_autofree char *folder = make_temp_folder ();
  g_autofree char *path = g_build_filename (folder, "old.map.xml", NULL);
  g_autoptr(GFile) file = g_file_new_for_path (path);
  g_autoptr(GFile) source = fixture_file ("good", "example.map.xml");
  g_autoptr(GError) error = NULL;
  g_autoptr(TacticsMap) map = tactics_map_load (source, &error);
  GTimeSpan stale = TACTICS_FILE_STALE_TEMPORARY_AGE + G_TIME_SPAN_MINUTE;

  g_assert_no_error (error);
  write_aged_file (folder, "old.map.xml", stale);
  write_aged_file (folder, ".old.map.xml.save-a1B2c3", stale);
  write_aged_file (folder, ".old.map.xml.save-ZZZZZZ", G_TIME_SPAN_DAY * 400);
  /* A save of the same file that may still be running. */
  write_aged_file (folder, ".old.map.xml.save-Fresh1", G_TIME_SPAN_MINUTE);
  /* Not a temporary file of this one. */
  write_aged_file (folder, ".other.map.xml.save-a1B2c3", stale);
  write_aged_file (folder, "old.map.xml.backup", stale);
  write_aged_file (folder, "old.map.xml.a1B2c3", stale);
  write_aged_file (folder, ".old.map.xml.save-a1B2c", stale);
  write_aged_file (folder, ".old.map.xml.save-a1-2c3", stale);
  write_aged_file (folder, ".old.map.xml.save-a1B2c3.xml", stale);

  g_assert_true (tactics_map_save (map, file, &error));
  g_assert_no_error (error);

  g_assert_true (folder_has (folder, "old.map.xml"));
  g_assert_false (folder_has (folder, ".old.map.xml.save-a1B2c3"));
  g_assert_false (folder_has (folder, ".old.map.xml.save-ZZZZZZ"));
  g_assert_true (folder_has (folder, ".old.map.xml.save-Fresh1"));
  g_assert_true (folder_has (folder, ".other.map.xml.save-a1B2c3"));
  g_assert_true (folder_has (folder, "old.map.xml.backup"));
  g_assert_true (folder_has (folder, "old.map.xml.a1B2c3"));
  g_assert_true (folder_has (folder, ".old.map.xml.save-a1B2c"));
  g_assert_true (folder_has (folder, ".old.map.xml.save-a1-2c3"));
  g_assert_true (folder_has (folder, ".old.map.xml.save-a1B2c3.xml"));
  g_assert_cmpuint (count_folder_entries (folder), ==, 8);

  remove_temp_folder (folder);
}

int
main (int   argc,
      char *argv[])
{
  tactics_init ();
  g_test_init (&argc, &argv, NULL);

  g_test_add_func ("/file/save/round-trip", test_save_and_load);
  g_test_add_func ("/file/save/failures", test_save_failures);
  g_test_add_func ("/file/save/read-only-folder", test_save_read_only_folder);
  g_test_add_func ("/file/save/interrupted", test_save_interrupted);
  g_test_add_func ("/file/save/stale-temporaries", test_save_removes_stale_temporaries);
  g_test_add_func ("/file/save/special-files", test_save_special_files);
  g_test_add_func ("/file/save/through-links", test_save_through_links);

  return g_test_run ();
}
