/* SPDX-License-Identifier: GPL-3.0-or-later */
#include "config.h"

#include <errno.h>
#include <fcntl.h>
#include <signal.h>
#include <stdlib.h>
#include <string.h>
#include <sys/prctl.h>
#include <sys/wait.h>
#include <unistd.h>

#include "ui-test-children.h"
#include "ui-test-display.h"

static GPid display_server;

static void
stop_display_server (void)
{
  if (display_server > 0)
    {
      kill (display_server, SIGTERM);
      waitpid (display_server, NULL, 0);
    }
}

/* Run in the server's process, a direct child (no double fork, whose
 * middle process would exit and send the signal at once). */
static void
die_with_parent (gpointer data)
{
  /* Even a test killed with SIGKILL takes its server with it. */
  prctl (PR_SET_PDEATHSIG, SIGTERM);
}

/* On a shared display, one test's windows and selections reach another
 * test's (a field's primary selection is read by another test's fields),
 * and a test started without one fails in every child it starts. */
void
ui_test_display_start (void)
{
  g_autofree char *xvfb = g_find_program_in_path ("Xvfb");
  /* -noreset: a server resets when its last client leaves, and a program
   * connecting just then cannot open the display; a test that only runs
   * programs (game-ui-e2e) has none of its own between them. */
  const char *argv[] = { "Xvfb", "-displayfd", NULL, "-screen", "0", "1600x1000x24",
                         "-nolisten", "tcp", "-noreset", NULL };
  g_autofree char *fd_text = NULL;
  g_autoptr(GError) error = NULL;
  g_autofree char *display = NULL;
  int fds[2];
  char number[32] = "";
  gsize length = 0;
  int null_fd;

  ui_test_children_end_with_test ();
  if (xvfb == NULL || g_strcmp0 (g_getenv ("TACTICS_TEST_DISPLAY"), "shared") == 0)
    return;

  g_assert_no_errno (pipe (fds));
  null_fd = open ("/dev/null", O_RDWR);
  g_assert_cmpint (null_fd, >=, 0);
  argv[0] = xvfb;
  /* The child keeps the pipe's end at the same number. */
  fd_text = g_strdup_printf ("%d", fds[1]);
  argv[2] = fd_text;
  if (!g_spawn_async_with_pipes_and_fds (NULL, argv, NULL, G_SPAWN_DO_NOT_REAP_CHILD,
                                         die_with_parent, NULL, null_fd, null_fd, null_fd,
                                         &fds[1], &fds[1], 1, &display_server,
                                         NULL, NULL, NULL, &error))
    g_error ("Xvfb: %s", error->message);
  close (fds[1]);
  close (null_fd);
  /* Xvfb writes the display's number and a newline once it listens. */
  while (length < sizeof number - 1)
    {
      gssize got = read (fds[0], number + length, 1);

      if (got < 0 && errno == EINTR)
        continue;
      if (got <= 0 || number[length] == '\n')
        break;
      length++;
    }
  number[length] = '\0';
  close (fds[0]);
  if (length == 0)
    g_error ("Xvfb ended before it named its display");
  atexit (stop_display_server);
  display = g_strconcat (":", number, NULL);
  g_setenv ("DISPLAY", display, TRUE);
  /* Nothing the test starts may pick another display server. */
  g_unsetenv ("WAYLAND_DISPLAY");
}

/* xdotool's output, or NULL when it fails. */
static char *
run_xdotool (const char * const *args)
{
  g_autoptr(GPtrArray) argv = g_ptr_array_new ();
  g_autoptr(GError) error = NULL;
  g_autofree char *out = NULL;
  int status = 0;

  g_ptr_array_add (argv, (gpointer) "xdotool");
  for (guint i = 0; args[i] != NULL; i++)
    g_ptr_array_add (argv, (gpointer) args[i]);
  g_ptr_array_add (argv, NULL);
  if (!g_spawn_sync (NULL, (char **) argv->pdata, NULL,
                     G_SPAWN_SEARCH_PATH | G_SPAWN_STDERR_TO_DEV_NULL, NULL, NULL, &out, NULL,
                     &status, &error))
    g_error ("xdotool: %s", error->message);
  if (!g_spawn_check_wait_status (status, NULL))
    return NULL;
  return g_strstrip (g_steal_pointer (&out));
}

char *
ui_test_display_find_window (const char *title,
                             guint       timeout_s)
{
  g_autofree char *xdotool = g_find_program_in_path ("xdotool");
  /* A regular expression, the title word for word. */
  g_autofree char *quoted = g_regex_escape_string (title, -1);
  g_autofree char *pattern = g_strdup_printf ("^%s$", quoted);
  /* Without --sync, which would wait for ever for a program that died. */
  const char *search[] = { "search", "--onlyvisible", "--name", pattern, NULL };
  gint64 deadline = g_get_monotonic_time () + timeout_s * G_USEC_PER_SEC;

  if (xdotool == NULL)
    return NULL;
  while (TRUE)
    {
      g_autofree char *out = run_xdotool (search);

      if (out != NULL && out[0] != '\0')
        {
          char *end = strchr (out, '\n');

          if (end != NULL)
            *end = '\0';
          return g_steal_pointer (&out);
        }
      if (g_get_monotonic_time () > deadline)
        g_error ("no window titled “%s” after %u s", title, timeout_s);
      g_usleep (100 * 1000);
    }
}

void
ui_test_display_focus_window (const char *window_id,
                              guint       timeout_s)
{
  const char *focus[] = { "windowfocus", window_id, NULL };
  const char *focused[] = { "getwindowfocus", NULL };
  gint64 deadline = g_get_monotonic_time () + timeout_s * G_USEC_PER_SEC;

  while (TRUE)
    {
      g_autofree char *set = run_xdotool (focus);
      g_autofree char *now = run_xdotool (focused);

      if (g_strcmp0 (now, window_id) == 0)
        return;
      if (g_get_monotonic_time () > deadline)
        g_error ("the window %s does not take the keyboard after %u s", window_id, timeout_s);
      g_usleep (100 * 1000);
    }
}
