/* SPDX-License-Identifier: GPL-3.0-or-later */
/* The balance report's speed: 1,000 matches on the bundled Skirmish map
 * with one job and with two. Budgets: at most 15 s with every processor,
 * and two jobs at least 1.7 times as fast as one (when there are two
 * processors to run them). Prints the figures and the load average, since
 * a busy machine slows both runs; exits 1 when a budget is missed. */
#include "config.h"

#include <stdio.h>
#include <sys/resource.h>

#include "match-helpers.h"

#define N_MATCHES 1000
#define BUDGET_SECONDS 15.0
#define BUDGET_SPEEDUP 1.7

/* The processor time of the process so far: on a machine shared with
 * other work, matches per processor second still say how fast the code
 * is when the wall clock does not. */
static double
cpu_seconds (void)
{
  struct rusage usage;

  getrusage (RUSAGE_SELF, &usage);
  return usage.ru_utime.tv_sec + usage.ru_utime.tv_usec / 1e6 +
         usage.ru_stime.tv_sec + usage.ru_stime.tv_usec / 1e6;
}

static double
time_run (TacticsMap *map,
          guint       n_jobs,
          char      **described)
{
  g_autoptr(TacticsArena) arena = tactics_arena_new_for_map (map, NULL, 2);
  g_autoptr(TacticsArenaResult) result = NULL;
  g_autoptr(GError) error = NULL;
  gint64 start = g_get_monotonic_time ();
  double cpu_start = cpu_seconds ();
  double seconds, cpu;

  tactics_arena_set_n_matches (arena, N_MATCHES);
  tactics_arena_set_n_jobs (arena, n_jobs);
  result = tactics_arena_run (arena, NULL, &error);
  g_assert_no_error (error);
  seconds = (g_get_monotonic_time () - start) / 1e6;
  cpu = cpu_seconds () - cpu_start;
  *described = g_strdup_printf ("slot 1 %u wins, slot 2 %u wins, %u unfinished",
                                tactics_arena_result_get_wins (result, 0),
                                tactics_arena_result_get_wins (result, 1),
                                tactics_arena_result_get_n_unfinished (result));
  g_print ("%u matches on skirmish, %u job%s: %.2f s, %.0f matches/s; processor time %.2f s, "
           "%.0f matches per processor second (%s)\n", N_MATCHES, n_jobs, n_jobs == 1 ? "" : "s",
           seconds, N_MATCHES / seconds, cpu, N_MATCHES / cpu, *described);
  return seconds;
}

static void
print_load (void)
{
  g_autofree char *load = NULL;

  if (g_file_get_contents ("/proc/loadavg", &load, NULL, NULL))
    g_print ("load average: %s", load);
}

int
main (int   argc,
      char *argv[])
{
  g_autoptr(TacticsMap) map = NULL;
  g_autofree char *one_result = NULL;
  g_autofree char *two_result = NULL;
  guint n_processors = g_get_num_processors ();
  double one, two, speedup;
  gboolean ok = TRUE;

  tactics_init ();
  map = match_helpers_load_map ("skirmish.map.xml");

  g_print ("%u processors\n", n_processors);
  print_load ();
  one = time_run (map, 1, &one_result);
  two = time_run (map, 2, &two_result);
  print_load ();
  speedup = one / two;

  if (g_strcmp0 (one_result, two_result) != 0)
    {
      g_print ("results differ between 1 and 2 jobs: MISSED\n");
      ok = FALSE;
    }
  g_print ("1,000 matches with %u jobs: %.2f s (budget %.0f s): %s\n", MIN (n_processors, 2),
           n_processors >= 2 ? two : one, BUDGET_SECONDS,
           (n_processors >= 2 ? two : one) <= BUDGET_SECONDS ? "met" : "MISSED");
  ok &= (n_processors >= 2 ? two : one) <= BUDGET_SECONDS;
  if (n_processors >= 2)
    {
      g_print ("speed-up of 2 jobs over 1: %.2fx (budget %.1fx): %s\n", speedup, BUDGET_SPEEDUP,
               speedup >= BUDGET_SPEEDUP ? "met" : "MISSED");
      ok &= speedup >= BUDGET_SPEEDUP;
    }
  else
    {
      g_print ("speed-up of 2 jobs over 1: %.2fx (one processor: no budget)\n", speedup);
    }
  return ok ? 0 : 1;
}
