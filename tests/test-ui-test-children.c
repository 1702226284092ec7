/* SPDX-License-Identifier: GPL-3.0-or-later */
/* A window test that fails ends at once, and everything it started with
 * it: its X server, the programs it drives, xdotool, a session bus. Each
 * case runs a test that starts such children and then fails (or passes)
 * in a session of its own, and looks at what is left of that session. */
#include "config.h"

#include <errno.h>
#include <fcntl.h>
#include <poll.h>
#include <signal.h>
#include <stdlib.h>
#include <stdio.h>
#include <string.h>
#include <sys/wait.h>
#include <unistd.h>

#include <gio/gio.h>

#include "ui-test-display.h"
#include "required-tools.h"

/* Longer than a failing test needs, far shorter than the harness's
 * timeout; a child left holding the output would keep it open for
 * minutes. */
#define DEADLINE_S 60
#define FAST_ENOUGH_S 30

static const char *no_window[] = {
  "xdotool", "search", "--sync", "--name", "no window is ever called this", NULL
};

/* The failing window test, C: what test-game-ui-e2e.c does when xdotool
 * cannot find the game's window. */
static int
run_window_test (gboolean fail)
{
  const char *holder[] = { "sh", "-c", "sleep 600 & sleep 600", NULL };
  const char *geometry[] = { "xdotool", "getdisplaygeometry", NULL };
  g_autoptr(GSubprocess) waiting = NULL;
  g_autoptr(GError) error = NULL;
  int status = 0;

  ui_test_display_start ();
  /* Waits for ever, its output the test's. */
  waiting = g_subprocess_newv (no_window, G_SUBPROCESS_FLAGS_NONE, &error);
  g_assert_no_error (error);
  /* Holds the test's output open, with a child of its own. */
  g_assert_true (g_spawn_async (NULL, (char **) holder, NULL, G_SPAWN_SEARCH_PATH, NULL, NULL,
                                NULL, &error));
  /* The children reach this test's display. */
  g_assert_true (g_spawn_sync (NULL, (char **) geometry, NULL, G_SPAWN_SEARCH_PATH, NULL, NULL,
                               NULL, NULL, &status, &error));
  g_assert_true (g_spawn_check_wait_status (status, NULL));
  printf ("children started\n");
  fflush (stdout);
  if (fail)
    g_assert_not_reached ();
  return 0;
}

/* The same in Python, as test-editor-e2e.py and test-languages.py: a
 * session bus started for the editor too. */
static const char python_window_test[] =
  "import shutil, subprocess, sys\n"
  "sys.path.insert(0, sys.argv[1])\n"
  "import ui_test_session\n"
  "env = ui_test_session.start()\n"
  "subprocess.Popen(['xdotool', 'search', '--sync', '--name', 'no window is ever called this'],"
  " env=env)\n"
  "subprocess.Popen(['sh', '-c', 'sleep 600 & sleep 600'])\n"
  "if shutil.which('dbus-run-session'):\n"
  "    subprocess.Popen(['dbus-run-session', '--', 'sleep', '600'], env=env)\n"
  "subprocess.run(['xdotool', 'getdisplaygeometry'], env=env, check=True, timeout=30)\n"
  "print('children started', flush=True)\n"
  "raise AssertionError('the window never came')\n";

static void
new_session (gpointer data)
{
  setsid ();
}

/* The processes, zombies aside, of session @session. */
static GPtrArray *
session_processes (pid_t session)
{
  GPtrArray *found = g_ptr_array_new_with_free_func (g_free);
  g_autoptr(GDir) proc = g_dir_open ("/proc", 0, NULL);
  const char *name;

  g_assert_nonnull (proc);
  while ((name = g_dir_read_name (proc)) != NULL)
    {
      g_autofree char *stat_path = g_build_filename ("/proc", name, "stat", NULL);
      g_autofree char *cmdline_path = g_build_filename ("/proc", name, "cmdline", NULL);
      g_autofree char *stat = NULL;
      g_autofree char *cmdline = NULL;
      gsize length = 0;
      const char *after_name;
      char state;
      int parent;
      int group;
      int process_session;

      if (!g_ascii_isdigit (name[0]) || !g_file_get_contents (stat_path, &stat, NULL, NULL))
        continue;
      /* pid (comm) state ppid pgrp session …; comm may hold anything. */
      after_name = strrchr (stat, ')');
      if (after_name == NULL
          || sscanf (after_name + 1, " %c %d %d %d", &state, &parent, &group,
                     &process_session) != 4
          || process_session != session || state == 'Z')
        continue;
      if (g_file_get_contents (cmdline_path, &cmdline, &length, NULL))
        for (gsize i = 0; i + 1 < length; i++)
          if (cmdline[i] == '\0')
            cmdline[i] = ' ';
      g_ptr_array_add (found, g_strdup_printf ("%s: %s", name, cmdline != NULL ? cmdline : ""));
    }
  return found;
}

/* Runs @argv in a session of its own; checks that it fails (or passes,
 * @passes), that it ends within seconds with its output closed, and that
 * nothing of its session is left. */
static void
check_test_ends_with_children (const char * const *argv,
                               gboolean            passes)
{
  g_autoptr(GError) error = NULL;
  g_autoptr(GString) output = g_string_new (NULL);
  g_autoptr(GPtrArray) left = NULL;
  gint64 start = g_get_monotonic_time ();
  gint64 deadline = start + DEADLINE_S * G_USEC_PER_SEC;
  gboolean closed = FALSE;
  GPid pid;
  int out_fd;
  int status = 0;
  double seconds;

  if (!g_spawn_async_with_pipes (NULL, (char **) argv, NULL,
                                 G_SPAWN_SEARCH_PATH | G_SPAWN_DO_NOT_REAP_CHILD
                                 | G_SPAWN_STDERR_TO_DEV_NULL,
                                 new_session, NULL, &pid, NULL, &out_fd, NULL, &error))
    g_error ("%s: %s", argv[0], error->message);

  /* Its output closes when the test and every child holding it are gone. */
  while (!closed && g_get_monotonic_time () < deadline)
    {
      struct pollfd ready = { out_fd, POLLIN, 0 };
      char buffer[512];
      gssize got;

      if (poll (&ready, 1, 200) <= 0)
        continue;
      got = read (out_fd, buffer, sizeof buffer);
      if (got < 0 && errno == EINTR)
        continue;
      if (got <= 0)
        closed = TRUE;
      else
        g_string_append_len (output, buffer, got);
    }
  close (out_fd);
  while (waitpid (pid, &status, WNOHANG) == 0 && g_get_monotonic_time () < deadline)
    g_usleep (50 * 1000);
  seconds = (g_get_monotonic_time () - start) / (double) G_USEC_PER_SEC;
  /* Reparented children are reaped by someone else: give them a moment. */
  for (int round = 0; round < 20; round++)
    {
      g_clear_pointer (&left, g_ptr_array_unref);
      left = session_processes (pid);
      if (left->len == 0)
        break;
      g_usleep (100 * 1000);
    }
  /* Whatever is left goes now: this test must not leave it either. */
  for (guint i = 0; i < left->len; i++)
    kill (atoi (g_ptr_array_index (left, i)), SIGKILL);
  kill (pid, SIGKILL);
  waitpid (pid, NULL, WNOHANG);

  g_test_message ("%s ended in %.1f s, its output: %s", argv[0], seconds, output->str);
  for (guint i = 0; i < left->len; i++)
    g_test_message ("left running: %s", (const char *) g_ptr_array_index (left, i));
  g_assert_nonnull (strstr (output->str, "children started"));
  g_assert_true (closed);
  g_assert_cmpfloat (seconds, <, FAST_ENOUGH_S);
  g_assert_cmpuint (left->len, ==, 0);
  if (passes)
    g_assert_true (WIFEXITED (status) && WEXITSTATUS (status) == 0);
  else
    g_assert_false (WIFEXITED (status) && WEXITSTATUS (status) == 0);
}

static char *
self_path (void)
{
  return g_file_read_link ("/proc/self/exe", NULL);
}

static void
test_c_fails (void)
{
  g_autofree char *self = self_path ();
  const char *argv[] = { self, "--window-test=fail", NULL };

  check_test_ends_with_children (argv, FALSE);
}

/* The game's -default-renderer tests: the test under dbus-run-session. */
static char **
under_session_bus (const char *mode)
{
  g_autofree char *runner = g_find_program_in_path ("dbus-run-session");
  g_autofree char *daemon = g_test_build_filename (G_TEST_DIST, "dbus-daemon-stderr.sh", NULL);
  g_autofree char *daemon_option = g_strconcat ("--dbus-daemon=", daemon, NULL);
  g_autofree char *self = self_path ();
  g_autoptr(GStrvBuilder) argv = g_strv_builder_new ();

  if (runner == NULL)
    return NULL;
  g_strv_builder_add_many (argv, runner, daemon_option, "--", self, mode, NULL);
  return g_strv_builder_end (argv);
}

static void
test_c_fails_on_session_bus (void)
{
  g_auto(GStrv) argv = under_session_bus ("--window-test=fail");

  if (argv == NULL)
    {
      required_tool_missing ("dbus-run-session", "not installed");
      return;
    }
  check_test_ends_with_children ((const char * const *) argv, FALSE);
}

/* Ending the children does not change a passing test's status, which
 * dbus-run-session hands on. */
static void
test_c_passes_on_session_bus (void)
{
  g_auto(GStrv) argv = under_session_bus ("--window-test=pass");

  if (argv == NULL)
    {
      required_tool_missing ("dbus-run-session", "not installed");
      return;
    }
  check_test_ends_with_children ((const char * const *) argv, TRUE);
}

static void
test_python_fails (void)
{
  g_autofree char *python = g_find_program_in_path ("python3");
  const char *argv[] = { python, "-c", python_window_test, g_test_get_dir (G_TEST_DIST), NULL };

  if (python == NULL)
    {
      required_tool_missing ("python3", "not installed");
      return;
    }
  check_test_ends_with_children (argv, FALSE);
}

/* Without xdotool none of the cases can run: one case says so. */
static void
test_tool_missing (gconstpointer data)
{
  required_tool_missing (data, "not installed");
}

int
main (int   argc,
      char *argv[])
{
  g_autofree char *xdotool = NULL;

  if (argc == 2 && g_str_has_prefix (argv[1], "--window-test="))
    return run_window_test (strcmp (argv[1], "--window-test=fail") == 0);

  g_test_init (&argc, &argv, NULL);
  xdotool = g_find_program_in_path ("xdotool");
  if (xdotool == NULL)
    {
      g_test_add_data_func ("/ui-test-children/xdotool", "xdotool", test_tool_missing);
      return g_test_run ();
    }
  g_test_add_func ("/ui-test-children/c", test_c_fails);
  g_test_add_func ("/ui-test-children/c-on-session-bus", test_c_fails_on_session_bus);
  g_test_add_func ("/ui-test-children/c-passing-on-session-bus", test_c_passes_on_session_bus);
  g_test_add_func ("/ui-test-children/python", test_python_fails);
  return g_test_run ();
}
