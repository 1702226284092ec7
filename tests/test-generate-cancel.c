/* SPDX-License-Identifier: GPL-3.0-or-later */
/* The map generator stopped midway: cancelled before it starts, or from
 * another thread while it makes the largest map, it ends with
 * G_IO_ERROR_CANCELLED and no map; a cancellable left alone changes no
 * byte of what it makes. How soon it stops is printed, not asserted: in
 * processor time of the generating thread, which a busy machine does not
 * stretch as it stretches the clock. */
#include "config.h"

#include <pthread.h>
#include <time.h>

#include "generate-test-helpers.h"

static TacticsRuleset *default_ruleset;

static void
init_options (TacticsGenerateOptions *options,
              int                     size)
{
  tactics_generate_options_init (options);
  options->topology = TACTICS_TOPOLOGY_HEX;
  options->symmetry = TACTICS_SYMMETRY_ROTATE_180;
  options->style = TACTICS_MAP_STYLE_RIVERS;
  options->width = options->height = size;
  options->seed = 77;
}

static void
test_cancelled_before (void)
{
  TacticsGenerateOptions options;
  g_autoptr(GCancellable) cancellable = g_cancellable_new ();
  g_autoptr(GError) error = NULL;
  g_autoptr(TacticsScenario) scenario = NULL;

  init_options (&options, 64);
  g_cancellable_cancel (cancellable);
  scenario = tactics_generate_scenario_cancellable (&options, default_ruleset, cancellable,
                                                    &error);
  g_assert_error (error, G_IO_ERROR, G_IO_ERROR_CANCELLED);
  g_assert_null (scenario);
}

/* A cancellable nobody cancels: the same bytes as without one, at sizes
 * where every step (pockets included) has work to do. */
static void
test_left_alone (void)
{
  const int sizes[] = { 24, 61, 300 };

  for (guint i = 0; i < G_N_ELEMENTS (sizes); i++)
    {
      TacticsGenerateOptions options;
      g_autoptr(GCancellable) cancellable = g_cancellable_new ();
      g_autoptr(GError) error = NULL;
      g_autoptr(TacticsScenario) plain = NULL;
      g_autoptr(TacticsScenario) with = NULL;
      g_autofree char *plain_digest = NULL;
      g_autofree char *with_digest = NULL;

      init_options (&options, sizes[i]);
      options.n_players = 2;
      plain = tactics_generate_scenario (&options, default_ruleset, &error);
      g_assert_no_error (error);
      with = tactics_generate_scenario_cancellable (&options, default_ruleset, cancellable,
                                                    &error);
      g_assert_no_error (error);
      plain_digest = generate_test_digest (plain);
      with_digest = generate_test_digest (with);
      g_assert_cmpstr (plain_digest, ==, with_digest);
    }
}

typedef struct {
  GCancellable *cancellable;
  double        delay;            /* in processor time of the generating thread */
  clockid_t     generator_clock;  /* that thread's processor time */
  double        cancelled_at;     /* on that clock */
  gint64        cancelled_at_us;  /* on the monotonic clock */
} Canceller;

static double
clock_seconds (clockid_t clock)
{
  struct timespec now;

  if (clock_gettime (clock, &now) != 0)
    return 0.0;
  return now.tv_sec + now.tv_nsec / 1e9;
}

/* Cancels once the generator has worked @delay seconds: on a busy machine
 * the clock runs on while it waits for a processor, its own time does
 * not, so the cancel falls in the same step however busy the machine. */
static gpointer
cancel_later (gpointer data)
{
  Canceller *canceller = data;
  double start = clock_seconds (canceller->generator_clock);

  while (clock_seconds (canceller->generator_clock) - start < canceller->delay)
    g_usleep (500);
  canceller->cancelled_at = clock_seconds (canceller->generator_clock);
  canceller->cancelled_at_us = g_get_monotonic_time ();
  g_cancellable_cancel (canceller->cancellable);
  return NULL;
}

/* The largest map, cancelled at several moments of its making (in the
 * noise, and later steps on a machine that makes the whole map in a
 * second or more): each run ends with the error. */
static void
test_cancelled_midway (void)
{
  const double delays_ms[] = { 5, 250, 600 };

  for (guint i = 0; i < G_N_ELEMENTS (delays_ms); i++)
    {
      TacticsGenerateOptions options;
      g_autoptr(GCancellable) cancellable = g_cancellable_new ();
      g_autoptr(GError) error = NULL;
      g_autoptr(TacticsScenario) scenario = NULL;
      Canceller canceller = { cancellable, delays_ms[i] / 1000.0, 0, 0.0, 0 };
      GThread *thread;
      double ended;
      gint64 ended_us;

      g_assert_cmpint (pthread_getcpuclockid (pthread_self (), &canceller.generator_clock), ==, 0);
      init_options (&options, TACTICS_MAX_MAP_SIZE);
      thread = g_thread_new ("cancel-later", cancel_later, &canceller);
      scenario = tactics_generate_scenario_cancellable (&options, default_ruleset, cancellable,
                                                        &error);
      ended = clock_seconds (canceller.generator_clock);
      ended_us = g_get_monotonic_time ();
      g_thread_join (thread);
      g_assert_error (error, G_IO_ERROR, G_IO_ERROR_CANCELLED);
      g_assert_null (scenario);
      g_test_message ("cancelled after %.0f ms of work: stopped after %.1f ms more of "
                      "processor time (%.1f ms on the clock)", delays_ms[i],
                      (ended - canceller.cancelled_at) * 1000.0,
                      (ended_us - canceller.cancelled_at_us) / 1000.0);
    }
}

int
main (int   argc,
      char *argv[])
{
  int status;

  g_test_init (&argc, &argv, NULL);
  tactics_init ();
  default_ruleset = generate_test_load_default_ruleset ();

  g_test_add_func ("/generate-cancel/before", test_cancelled_before);
  g_test_add_func ("/generate-cancel/left-alone", test_left_alone);
  g_test_add_func ("/generate-cancel/midway", test_cancelled_midway);

  status = g_test_run ();
  g_clear_object (&default_ruleset);
  return status;
}
