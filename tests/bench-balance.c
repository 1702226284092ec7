/* SPDX-License-Identifier: GPL-3.0-or-later */
/* The balance report's speed: 1,000 matches on the bundled Skirmish map
 * with one job and with two, in alternating rounds (1 then 2, then 2 then
 * 1, …) so that a change in the machine's load weighs on both alike.
 * Budgets: at most 15 s with two jobs, and two jobs at least 1.7 times as
 * fast as one (when there are two processors to run them), in the best
 * round. The median is printed too.
 *
 * Wall time on a machine shared with other work says little by itself, so
 * each run also prints its threads' processor time: a thread that waits,
 * for a lock or for a processor, spends wall time but no processor time.
 * Two figures follow from it: the work ratio (one job's processor time
 * over two jobs' summed: below 1 when two threads cost each other work,
 * as contention or false sharing would) and the processor-time speed-up
 * (one job's time over the busier thread's of two: what two idle
 * processors would give, stragglers and uneven splits included).
 *
 * `bench-balance [ROUNDS]` (default 3). Exits 1 when a budget is missed. */
#include "config.h"

#include <stdio.h>
#include <stdlib.h>

#include "match-helpers.h"
#include "tactics-arena-private.h"

#define N_MATCHES 1000
#define DEFAULT_ROUNDS 3
#define BUDGET_SECONDS 15.0
#define BUDGET_SPEEDUP 1.7

typedef struct {
  double wall;
  double cpu_total;   /* the threads' processor time, summed */
  double cpu_busiest; /* the busiest thread's */
} Timing;

static void
print_load (void)
{
  g_autofree char *load = NULL;

  if (g_file_get_contents ("/proc/loadavg", &load, NULL, NULL))
    g_print ("load average: %s", load);
}

static Timing
time_run (TacticsMap *map,
          guint       n_jobs,
          char      **described)
{
  g_autoptr(TacticsArena) arena = tactics_arena_new_for_map (map, NULL, 2);
  g_autoptr(TacticsArenaResult) result = NULL;
  g_autoptr(GError) error = NULL;
  g_autoptr(GString) threads = g_string_new (NULL);
  TacticsArenaRunStats stats = { 0 };
  Timing timing = { 0 };

  tactics_arena_set_n_matches (arena, N_MATCHES);
  tactics_arena_set_n_jobs (arena, n_jobs);
  result = tactics_arena_run_measured (arena, NULL, &stats, &error);
  g_assert_no_error (error);

  timing.wall = stats.wall_seconds;
  for (guint j = 0; j < stats.n_jobs; j++)
    {
      timing.cpu_total += stats.thread_cpu_seconds[j];
      timing.cpu_busiest = MAX (timing.cpu_busiest, stats.thread_cpu_seconds[j]);
      g_string_append_printf (threads, "%sthread %u: %u matches, %.2f s processor time",
                              j > 0 ? "; " : "", j + 1, stats.thread_matches[j],
                              stats.thread_cpu_seconds[j]);
    }
  *described = g_strdup_printf ("slot 1 %u wins, slot 2 %u wins, %u unfinished",
                                tactics_arena_result_get_wins (result, 0),
                                tactics_arena_result_get_wins (result, 1),
                                tactics_arena_result_get_n_unfinished (result));
  g_print ("  %u job%s: %.2f s wall (setup %.3f s), %.0f matches/s; %s; processor time over "
           "wall %.2f (%s)\n", n_jobs, n_jobs == 1 ? "" : "s", timing.wall, stats.setup_seconds,
           N_MATCHES / timing.wall, threads->str, timing.cpu_total / timing.wall, *described);
  tactics_arena_run_stats_clear (&stats);
  return timing;
}

static int
compare_doubles (gconstpointer a,
                 gconstpointer b)
{
  double x = *(const double *) a, y = *(const double *) b;

  return (x > y) - (x < y);
}

static double
median (double *values,
        guint   n)
{
  qsort (values, n, sizeof *values, (int (*) (const void *, const void *)) compare_doubles);
  return n % 2 == 1 ? values[n / 2] : (values[n / 2 - 1] + values[n / 2]) / 2;
}

static double
best (const double *values,
      guint         n,
      gboolean      highest)
{
  double found = values[0];

  for (guint i = 1; i < n; i++)
    found = highest ? MAX (found, values[i]) : MIN (found, values[i]);
  return found;
}

int
main (int   argc,
      char *argv[])
{
  g_autoptr(TacticsMap) map = NULL;
  guint n_processors = g_get_num_processors ();
  guint n_rounds = argc > 1 ? (guint) g_ascii_strtoull (argv[1], NULL, 10) : DEFAULT_ROUNDS;
  g_autofree double *two_walls = NULL;
  g_autofree double *speedups = NULL;
  g_autofree double *cpu_speedups = NULL;
  g_autofree double *work_ratios = NULL;
  g_autofree char *first_result = NULL;
  gboolean same_results = TRUE;
  double best_two, best_speedup;
  gboolean ok = TRUE;

  if (n_rounds == 0)
    {
      g_printerr ("usage: bench-balance [ROUNDS], ROUNDS at least 1\n");
      return 2;
    }
  tactics_init ();
  map = match_helpers_load_map ("skirmish.map.xml");
  two_walls = g_new (double, n_rounds);
  speedups = g_new (double, n_rounds);
  cpu_speedups = g_new (double, n_rounds);
  work_ratios = g_new (double, n_rounds);

  g_print ("%u processors, %u matches on skirmish per run, %u rounds\n", n_processors, N_MATCHES,
           n_rounds);
  for (guint r = 0; r < n_rounds; r++)
    {
      g_autofree char *one_result = NULL;
      g_autofree char *two_result = NULL;
      Timing one, two;

      g_print ("round %u: ", r + 1);
      print_load ();
      if (r % 2 == 0)
        {
          one = time_run (map, 1, &one_result);
          two = time_run (map, 2, &two_result);
        }
      else
        {
          two = time_run (map, 2, &two_result);
          one = time_run (map, 1, &one_result);
        }
      two_walls[r] = two.wall;
      speedups[r] = one.wall / two.wall;
      cpu_speedups[r] = one.cpu_total / two.cpu_busiest;
      work_ratios[r] = one.cpu_total / two.cpu_total;
      g_print ("  speed-up %.2fx; processor-time speed-up %.2fx, work ratio %.2f\n", speedups[r],
               cpu_speedups[r], work_ratios[r]);
      same_results &= g_strcmp0 (one_result, two_result) == 0;
      if (first_result == NULL)
        first_result = g_strdup (one_result);
      same_results &= g_strcmp0 (first_result, one_result) == 0;
    }
  print_load ();

  if (!same_results)
    {
      g_print ("results differ between runs: MISSED\n");
      ok = FALSE;
    }
  best_two = best (two_walls, n_rounds, FALSE);
  best_speedup = best (speedups, n_rounds, TRUE);
  g_print ("1,000 matches with 2 jobs: best %.2f s, median %.2f s (budget %.0f s): %s\n",
           best_two, median (two_walls, n_rounds), BUDGET_SECONDS,
           best_two <= BUDGET_SECONDS ? "met" : "MISSED");
  ok &= best_two <= BUDGET_SECONDS;
  g_print ("processor-time speed-up: best %.2fx, median %.2fx; work ratio: best %.2f, "
           "median %.2f\n", best (cpu_speedups, n_rounds, TRUE), median (cpu_speedups, n_rounds),
           best (work_ratios, n_rounds, TRUE), median (work_ratios, n_rounds));
  if (n_processors >= 2)
    {
      g_print ("speed-up of 2 jobs over 1: best %.2fx, median %.2fx (budget %.1fx): %s\n",
               best_speedup, median (speedups, n_rounds), BUDGET_SPEEDUP,
               best_speedup >= BUDGET_SPEEDUP ? "met" : "MISSED");
      ok &= best_speedup >= BUDGET_SPEEDUP;
    }
  else
    {
      g_print ("speed-up of 2 jobs over 1: best %.2fx (one processor: no budget)\n",
               best_speedup);
    }
  return ok ? 0 : 1;
}
