/* SPDX-License-Identifier: GPL-3.0-or-later */
/* The fixtures of the command line tests (test-cli.c, test-cli-simulate.c):
 * tactics-cli run as a program and what it printed, a temporary folder, and
 * the list of the bundled maps and rulesets. */
#include "config.h"

#include <stdarg.h>
#include <string.h>

#include <glib/gstdio.h>

#include "cli-test-helpers.h"
#include "tactics.h"

/* The example map of doc/file-formats.md and doc/rules.md. */
const char example_map[] =
  "<?xml version=\"1.0\" encoding=\"UTF-8\"?>\n"
  "<tactics-map version=\"1\" name=\"Example\" width=\"6\" height=\"5\" topology=\"square\">\n"
  "  <terrains>\n"
  "    <movetype id=\"foot\" name=\"Foot\"/>\n"
  "    <terrain id=\"0\" name=\"Plains\" color=\"#a5d66f\"><cost movetype=\"foot\" value=\"1\"/>"
  "</terrain>\n"
  "    <terrain id=\"1\" name=\"Rock\" color=\"#555555\"/>\n"
  "    <terrain id=\"2\" name=\"Forest\" color=\"#2e7d32\"><cost movetype=\"foot\" value=\"2\"/>"
  "</terrain>\n"
  "  </terrains>\n"
  "  <grid>\n"
  "0,0,1,1,1,1\n"
  "0,0,0,0,1,1\n"
  "1,0,0,0,0,1\n"
  "0,0,1,0,0,0\n"
  "0,0,0,0,0,0\n"
  "  </grid>\n"
  "</tactics-map>\n";

char *temp_dir;
char *example_path;

void
cli_result_clear (CliResult *result)
{
  g_clear_pointer (&result->out, g_free);
  g_clear_pointer (&result->err, g_free);
}

/* Runs tactics-cli with @args (NULL-terminated) in @cwd (NULL: this
 * folder), with $TACTICS_DATADIR set to @datadir (NULL: as it is), and
 * waits for it. A crash or a sanitizer report fails the test right here. */
void
run_cli_argv_full (const char         *cwd,
                   const char         *datadir,
                   const char * const *args,
                   CliResult          *result)
{
  const char *cli = g_getenv ("TACTICS_CLI");
  g_autoptr(GPtrArray) argv = g_ptr_array_new ();
  g_autoptr(GSubprocessLauncher) launcher = NULL;
  g_autoptr(GSubprocess) process = NULL;
  g_autoptr(GError) error = NULL;

  g_assert_nonnull (cli);

  g_ptr_array_add (argv, (gpointer) cli);
  for (gsize i = 0; args[i] != NULL; i++)
    g_ptr_array_add (argv, (gpointer) args[i]);
  g_ptr_array_add (argv, NULL);

  launcher = g_subprocess_launcher_new (G_SUBPROCESS_FLAGS_STDOUT_PIPE
                                        | G_SUBPROCESS_FLAGS_STDERR_PIPE);
  if (cwd != NULL)
    g_subprocess_launcher_set_cwd (launcher, cwd);
  if (datadir != NULL)
    g_subprocess_launcher_setenv (launcher, "TACTICS_DATADIR", datadir, TRUE);
  process = g_subprocess_launcher_spawnv (launcher, (const char * const *) argv->pdata, &error);
  g_assert_no_error (error);

  g_subprocess_communicate_utf8 (process, NULL, NULL, &result->out, &result->err, &error);
  g_assert_no_error (error);

  if (!g_subprocess_get_if_exited (process))
    g_error ("tactics-cli was killed by signal %d; stderr:\n%s",
             g_subprocess_get_term_sig (process), result->err);
  result->status = g_subprocess_get_exit_status (process);

  g_test_message ("exit %d\nstdout:\n%s\nstderr:\n%s", result->status, result->out, result->err);

  /* Sanitizer builds report leaks and UB on stderr: no command may cause
   * any. */
  g_assert_null (strstr (result->err, "ERROR: AddressSanitizer"));
  g_assert_null (strstr (result->err, "ERROR: LeakSanitizer"));
  g_assert_null (strstr (result->err, "runtime error:"));
}

void
run_cli_argv_in (const char         *cwd,
                 const char * const *args,
                 CliResult          *result)
{
  run_cli_argv_full (cwd, NULL, args, result);
}

void
run_cli_argv (const char * const *args,
              CliResult          *result)
{
  run_cli_argv_full (NULL, NULL, args, result);
}

void
run_cli (CliResult *result,
         ...)
{
  g_autoptr(GPtrArray) args = g_ptr_array_new ();
  va_list ap;
  const char *arg;

  va_start (ap, result);
  while ((arg = va_arg (ap, const char *)) != NULL)
    g_ptr_array_add (args, (gpointer) arg);
  va_end (ap);
  g_ptr_array_add (args, NULL);

  run_cli_argv ((const char * const *) args->pdata, result);
}

char *
write_temp_file (const char *name,
                 const char *contents)
{
  char *path = g_build_filename (temp_dir, name, NULL);
  g_autoptr(GError) error = NULL;

  g_file_set_contents (path, contents, -1, &error);
  g_assert_no_error (error);
  return path;
}

void
assert_success (const CliResult *result,
                const char      *expected_out)
{
  g_assert_cmpstr (result->err, ==, "");
  g_assert_cmpint (result->status, ==, 0);
  if (expected_out != NULL)
    g_assert_cmpstr (result->out, ==, expected_out);
}

/* Exit 1, nothing on stdout, a message on stderr containing @mention. */
void
assert_invalid_input (const CliResult *result,
                      const char      *mention)
{
  g_assert_cmpint (result->status, ==, 1);
  g_assert_cmpstr (result->out, ==, "");
  g_assert_cmpstr (result->err, !=, "");
  if (mention != NULL)
    g_assert_nonnull (strstr (result->err, mention));
}

static void
collect_data_files (GFile     *folder,
                    GPtrArray *paths)
{
  g_autoptr(GFileEnumerator) children = NULL;
  g_autoptr(GError) error = NULL;
  GFileInfo *info;
  GFile *child;

  children = g_file_enumerate_children (folder, G_FILE_ATTRIBUTE_STANDARD_NAME ","
                                        G_FILE_ATTRIBUTE_STANDARD_TYPE,
                                        G_FILE_QUERY_INFO_NONE, NULL, &error);
  g_assert_no_error (error);

  while (g_file_enumerator_iterate (children, &info, &child, NULL, &error) && info != NULL)
    {
      const char *name = g_file_info_get_name (info);

      if (g_file_info_get_file_type (info) == G_FILE_TYPE_DIRECTORY)
        collect_data_files (child, paths);
      else if (g_str_has_suffix (name, ".map.xml") || g_str_has_suffix (name, ".ruleset.xml") ||
               g_str_has_suffix (name, ".scenario.xml"))
        g_ptr_array_add (paths, g_file_get_path (child));
    }
  g_assert_no_error (error);
}

GPtrArray *
list_data_files (void)
{
  g_autoptr(GFile) data = g_file_new_for_path (g_getenv ("TACTICS_DATADIR"));
  GPtrArray *paths = g_ptr_array_new_with_free_func (g_free);

  collect_data_files (data, paths);
  g_ptr_array_sort (paths, (GCompareFunc) g_strcmp0);
  return paths;
}

gboolean
cli_test_init (int    *argc,
               char ***argv)
{
  g_autoptr(GError) error = NULL;

  g_test_init (argc, argv, NULL);
  tactics_init ();

  if (g_getenv ("TACTICS_CLI") == NULL || g_getenv ("TACTICS_DATADIR") == NULL)
    {
      g_printerr ("TACTICS_CLI and TACTICS_DATADIR must be set (meson test sets them)\n");
      return FALSE;
    }

  temp_dir = g_dir_make_tmp ("tactics-test-cli-XXXXXX", &error);
  g_assert_no_error (error);
  example_path = write_temp_file ("example.map.xml", example_map);
  return TRUE;
}

void
cli_test_clean_up (void)
{
  g_remove (example_path);
  g_rmdir (temp_dir);

  g_clear_pointer (&example_path, g_free);
  g_clear_pointer (&temp_dir, g_free);
}
