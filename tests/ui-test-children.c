/* SPDX-License-Identifier: GPL-3.0-or-later */
#include "config.h"

#include <signal.h>
#include <stdlib.h>
#include <sys/prctl.h>
#include <unistd.h>

#include "ui-test-children.h"

/* The group this process leads, once it leads one. */
static pid_t group;

/* What ended the test: these end its children first. */
static const int ending_signals[] = {
  SIGABRT, SIGSEGV, SIGBUS, SIGFPE, SIGILL, SIGTRAP, SIGTERM, SIGINT, SIGHUP,
};
static struct sigaction previous[G_N_ELEMENTS (ending_signals)];

/* Async-signal-safe: called from signal handlers. */
static void
end_group (void)
{
  /* A child forked but not yet exec'd runs this too: only the leader may. */
  if (group <= 0 || getpid () != group)
    return;
  /* The test itself goes on to its own end (its status, a sanitizer's
   * report): it alone ignores the signal it sends its group. */
  signal (SIGTERM, SIG_IGN);
  kill (-group, SIGTERM);
}

static void
on_ending_signal (int signal_number)
{
  end_group ();
  for (guint i = 0; i < G_N_ELEMENTS (ending_signals); i++)
    if (ending_signals[i] == signal_number)
      sigaction (signal_number, &previous[i], NULL);
  /* A fault raised by an instruction comes back when the handler returns,
   * to the handler that was there before (a sanitizer's, which reports
   * it); abort() raises its signal again by itself. The others are sent
   * again. */
  if (signal_number == SIGTERM || signal_number == SIGINT || signal_number == SIGHUP
      || signal_number == SIGTRAP)
    raise (signal_number);
}

void
ui_test_children_end_with_test (void)
{
  struct sigaction action = { 0 };

  g_assert (group == 0);
  /* Already a leader when the harness started it in a session of its own
   * (meson test does); under dbus-run-session, a group of its own, so
   * that ending it spares the session bus's runner, which reports the
   * test's status and ends the bus. */
  if (getpgrp () != getpid ())
    {
      if (setpgid (0, 0) != 0)
        g_error ("the test cannot lead a process group of its own");
      /* Out of its parent's group, it would be missed by a harness that
       * kills that group on a timeout: its parent's end reaches it. */
      prctl (PR_SET_PDEATHSIG, SIGTERM);
    }
  group = getpid ();

  atexit (end_group);
  action.sa_handler = on_ending_signal;
  sigemptyset (&action.sa_mask);
  for (guint i = 0; i < G_N_ELEMENTS (ending_signals); i++)
    sigaction (ending_signals[i], &action, &previous[i]);
}
