/* SPDX-License-Identifier: GPL-3.0-or-later */
/* The map generator stopped midway: cancelled before it starts, or from
 * another thread while it makes the largest map, wherever it is (the map
 * check it runs at the end included), it ends with G_IO_ERROR_CANCELLED
 * and no map, soon; a cancellable left alone changes no byte of what it
 * makes. The map check on its own stops the same way. How soon is
 * measured in processor time of the working thread, which a busy machine
 * does not stretch as it stretches the clock. */
#include "config.h"

#include <malloc.h>
#include <pthread.h>
#include <time.h>

#include "generate-test-helpers.h"

static TacticsRuleset *default_ruleset;

/* Processor time the work may take after the cancel: it aims at 20 ms on
 * the largest map and is asserted with room for a busy machine; a check
 * that ran to its end took 200 to 600 ms. A sanitizer build runs the same
 * code several times slower. */
#if defined(__SANITIZE_ADDRESS__)
#define STOP_BUDGET_MS 400.0
#else
#define STOP_BUDGET_MS 100.0
#endif

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
  int           work_done;        /* set once the work returned: no cancel then */
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
 * not, so the cancel falls in the same step however busy the machine.
 * Work that ends first stops that thread's clock: the wait ends then too. */
static gpointer
cancel_later (gpointer data)
{
  Canceller *canceller = data;
  double start = clock_seconds (canceller->generator_clock);

  while (clock_seconds (canceller->generator_clock) - start < canceller->delay)
    {
      if (g_atomic_int_get (&canceller->work_done))
        return NULL;
      g_usleep (500);
    }
  canceller->cancelled_at = clock_seconds (canceller->generator_clock);
  canceller->cancelled_at_us = g_get_monotonic_time ();
  g_cancellable_cancel (canceller->cancellable);
  return NULL;
}

typedef TacticsScenario *(*WorkFunc) (gpointer   data,
                                       GCancellable *cancellable,
                                       GError    **error);

/* Runs @work in this thread, cancelled from another once it has worked
 * @delay_ms of processor time; returns what it made (NULL with @error
 * when cancelled) and sets @stopped_ms to the processor time it took
 * after the cancel (negative when it ended before the cancel). */
static gpointer
run_cancelled (WorkFunc   work,
               gpointer   data,
               double     delay_ms,
               double    *stopped_ms,
               GError   **error)
{
  g_autoptr(GCancellable) cancellable = g_cancellable_new ();
  Canceller canceller = { cancellable, delay_ms / 1000.0, FALSE, 0, 0.0, 0 };
  GThread *thread;
  gpointer made;
  double ended;
  gint64 ended_us;

  g_assert_cmpint (pthread_getcpuclockid (pthread_self (), &canceller.generator_clock), ==, 0);
  thread = g_thread_new ("cancel-later", cancel_later, &canceller);
  made = work (data, cancellable, error);
  ended = clock_seconds (canceller.generator_clock);
  ended_us = g_get_monotonic_time ();
  g_atomic_int_set (&canceller.work_done, TRUE);
  g_thread_join (thread);
  if (made != NULL)
    {
      *stopped_ms = -1.0;
      return made;
    }
  *stopped_ms = (ended - canceller.cancelled_at) * 1000.0;
  g_test_message ("cancelled after %.0f ms of work: stopped after %.1f ms more of "
                  "processor time (%.1f ms on the clock)", delay_ms, *stopped_ms,
                  (ended_us - canceller.cancelled_at_us) / 1000.0);
  return NULL;
}

static TacticsScenario *
generate_largest (gpointer       data,
                  GCancellable  *cancellable,
                  GError       **error)
{
  TacticsGenerateOptions options;

  init_options (&options, TACTICS_MAX_MAP_SIZE);
  return tactics_generate_scenario_cancellable (&options, default_ruleset, cancellable, error);
}

static TacticsScenario *
check_scenario (gpointer       data,
                GCancellable  *cancellable,
                GError       **error)
{
  GListModel *problems = tactics_scenario_check_cancellable (data, TACTICS_GENERATE_ARMY_SIZE,
                                                             cancellable, error);

  /* Anything not NULL stands for "it ran to its end". */
  return problems != NULL ? (TacticsScenario *) problems : NULL;
}

static double
thread_ms (void)
{
  clockid_t clock;

  g_assert_cmpint (pthread_getcpuclockid (pthread_self (), &clock), ==, 0);
  return clock_seconds (clock) * 1000.0;
}

/* The largest map, made once whole to time its making and its check
 * (which ends it), then cancelled at moments spread over its making: in
 * the noise, the rivers and roads, and inside the final check. Every
 * run ends with the error within the budget. The check on its own,
 * cancelled at moments spread over it, too. */
static void
test_cancelled_midway (void)
{
  const double generate_at[] = { 0.002, 0.45 };
  /* Before the end by these parts of the check's time: inside it. */
  const double check_left[] = { 0.7, 0.4 };
  const double check_at[] = { 0.1, 0.45, 0.8 };
  g_autoptr(GError) error = NULL;
  g_autoptr(TacticsScenario) whole = NULL;
  g_autoptr(GListModel) problems = NULL;
  double start, made_ms, check_ms, stopped_ms;
  double worst = 0.0;

  start = thread_ms ();
  whole = generate_largest (NULL, NULL, &error);
  g_assert_no_error (error);
  made_ms = thread_ms () - start;
  start = thread_ms ();
  problems = tactics_scenario_check_cancellable (whole, TACTICS_GENERATE_ARMY_SIZE, NULL, &error);
  g_assert_no_error (error);
  check_ms = thread_ms () - start;
  g_assert_cmpuint (g_list_model_get_n_items (problems), ==, 0);
  g_test_message ("the largest map: made in %.0f ms, checked in %.0f ms of processor time",
                  made_ms, check_ms);

  for (guint i = 0; i < G_N_ELEMENTS (generate_at) + G_N_ELEMENTS (check_left); i++)
    {
      g_autoptr(GError) cancelled = NULL;
      g_autoptr(TacticsScenario) scenario = NULL;
      double delay = i < G_N_ELEMENTS (generate_at)
                     ? made_ms * generate_at[i]
                     : made_ms - check_ms * check_left[i - G_N_ELEMENTS (generate_at)];

      scenario = run_cancelled (generate_largest, NULL, delay, &stopped_ms, &cancelled);
      if (scenario != NULL)
        {
          /* The machine ran it faster than the timing run, by more than
           * the check's last part (a tenth of the whole, a few per cent of
           * processor time on a busy machine): the cancel came after the
           * end, which is no failure of the generator's. The check's own
           * moments are tried below on the check alone. The first moments
           * come long before the end, on any machine. */
          g_test_message ("made before the cancel at %.0f ms", delay);
          g_assert_cmpuint (i, >=, G_N_ELEMENTS (generate_at));
          continue;
        }
      g_assert_error (cancelled, G_IO_ERROR, G_IO_ERROR_CANCELLED);
      worst = MAX (worst, stopped_ms);
    }

  for (guint i = 0; i < G_N_ELEMENTS (check_at); i++)
    {
      g_autoptr(GError) cancelled = NULL;
      g_autoptr(GListModel) checked = NULL;

      checked = run_cancelled (check_scenario, whole, check_ms * check_at[i], &stopped_ms,
                               &cancelled);
      if (checked != NULL)
        {
          g_test_message ("checked before the cancel at %.0f ms", check_ms * check_at[i]);
          continue;
        }
      g_assert_error (cancelled, G_IO_ERROR, G_IO_ERROR_CANCELLED);
      worst = MAX (worst, stopped_ms);
    }
  g_test_message ("the slowest stop: %.1f ms of processor time after the cancel", worst);
  g_assert_cmpfloat (worst, <=, STOP_BUDGET_MS);
}

/* A cancel due after the work's end never comes, and the run ends with
 * what the work made: a fast machine gets there for the later moments
 * above. (The wait for the cancel once counted the working thread's
 * processor time, which stops at the end: it waited for ever.) */
static void
test_cancel_after_the_end (void)
{
  TacticsGenerateOptions options;
  g_autoptr(GError) error = NULL;
  g_autoptr(TacticsScenario) scenario = NULL;
  g_autoptr(GListModel) checked = NULL;
  double stopped_ms = 0.0;

  init_options (&options, 24);
  scenario = tactics_generate_scenario (&options, default_ruleset, &error);
  g_assert_no_error (error);
  checked = run_cancelled (check_scenario, scenario, 60000.0, &stopped_ms, &error);
  g_assert_no_error (error);
  g_assert_nonnull (checked);
  g_assert_cmpfloat (stopped_ms, <, 0.0);
}

/* A check cancelled before it starts, and one left alone, which finds
 * what tactics_scenario_check() finds. */
static void
test_check_cancellable (void)
{
  TacticsGenerateOptions options;
  g_autoptr(GCancellable) cancellable = g_cancellable_new ();
  g_autoptr(GError) error = NULL;
  g_autoptr(TacticsScenario) scenario = NULL;
  g_autoptr(GListModel) plain = NULL;
  g_autoptr(GListModel) with = NULL;
  g_autoptr(GListModel) none = NULL;
  TacticsMap *map;
  TacticsRuleset *rules;
  int water;

  init_options (&options, 40);
  scenario = tactics_generate_scenario (&options, default_ruleset, &error);
  g_assert_no_error (error);
  /* Problems to find: a wall of water across the map. */
  map = tactics_scenario_get_map (scenario);
  rules = tactics_map_get_ruleset (map);
  water = tactics_ruleset_get_terrain_index (
    rules, tactics_terrain_get_id (tactics_generate_find_terrain (rules,
                                                                  TACTICS_TERRAIN_ROLE_WATER)));
  g_assert_cmpint (water, >=, 0);
  for (int y = 0; y < 40; y++)
    tactics_map_set_terrain_index (map, (TacticsCell) { 20, y }, (guint) water);
  plain = tactics_scenario_check (scenario, TACTICS_GENERATE_ARMY_SIZE);
  with = tactics_scenario_check_cancellable (scenario, TACTICS_GENERATE_ARMY_SIZE, cancellable,
                                             &error);
  g_assert_no_error (error);
  g_assert_cmpuint (g_list_model_get_n_items (plain), >, 0);
  g_assert_cmpuint (g_list_model_get_n_items (with), ==, g_list_model_get_n_items (plain));
  for (guint i = 0; i < g_list_model_get_n_items (plain); i++)
    {
      g_autoptr(TacticsProblem) a = g_list_model_get_item (plain, i);
      g_autoptr(TacticsProblem) b = g_list_model_get_item (with, i);

      g_assert_cmpstr (tactics_problem_get_message (a), ==, tactics_problem_get_message (b));
    }

  g_cancellable_cancel (cancellable);
  none = tactics_scenario_check_cancellable (scenario, TACTICS_GENERATE_ARMY_SIZE, cancellable,
                                             &error);
  g_assert_error (error, G_IO_ERROR, G_IO_ERROR_CANCELLED);
  g_assert_null (none);
}

int
main (int   argc,
      char *argv[])
{
  int status;

  /* Processor time after a cancel is what is measured: the byte-by-byte
   * filling of every allocation that MALLOC_PERTURB_ (which meson test
   * sets) asks of glibc takes hundreds of milliseconds on the largest
   * map's arrays, wherever they are allocated, and is not the generator's. */
#ifdef M_PERTURB
  mallopt (M_PERTURB, 0);
#endif
  g_test_init (&argc, &argv, NULL);
  tactics_init ();
  default_ruleset = generate_test_load_default_ruleset ();

  g_test_add_func ("/generate-cancel/before", test_cancelled_before);
  g_test_add_func ("/generate-cancel/left-alone", test_left_alone);
  g_test_add_func ("/generate-cancel/midway", test_cancelled_midway);
  g_test_add_func ("/generate-cancel/check", test_check_cancellable);
  g_test_add_func ("/generate-cancel/after-the-end", test_cancel_after_the_end);

  status = g_test_run ();
  g_clear_object (&default_ruleset);
  return status;
}
