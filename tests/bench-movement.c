/* SPDX-License-Identifier: GPL-3.0-or-later */
#include "tactics.h"
#include "tactics-search-private.h"

#include <stdio.h>
#include <stdlib.h>
#include <time.h>

/* Movement benchmarks: prints figures next to their budgets, asserts
 * nothing about time. Run with `meson test --benchmark`, in an optimized
 * build, on a quiet machine. */

#define SIZE 1024
#define RUNS 9
#define LOCAL_MOVE 40
#define N_LOCAL_STARTS 2000

/* CPU time of this thread: the other engineers' builds share the machine,
 * and time spent descheduled is not the search's. */
static double
now_seconds (void)
{
  struct timespec ts;

  clock_gettime (CLOCK_THREAD_CPUTIME_ID, &ts);
  return ts.tv_sec + ts.tv_nsec * 1e-9;
}

static int
compare_doubles (const void *a,
                 const void *b)
{
  double x = *(const double *) a, y = *(const double *) b;

  return (x > y) - (x < y);
}

static double
median (double *values,
        int     n)
{
  qsort (values, n, sizeof (double), compare_doubles);
  return n % 2 ? values[n / 2] : (values[n / 2 - 1] + values[n / 2]) / 2;
}

/* 20% walls, the rest costing 1 to 3, always the same for a seed. */
static TacticsCostGrid *
make_grid (TacticsTopology topology,
           guint32         seed)
{
  g_autoptr(GRand) rand = g_rand_new_with_seed (seed);
  TacticsCostGrid *grid = tactics_cost_grid_new (SIZE, SIZE, topology);

  for (int y = 0; y < SIZE; y++)
    for (int x = 0; x < SIZE; x++)
      tactics_cost_grid_set (grid, x, y,
                             g_rand_int_range (rand, 0, 100) < 20
                             ? 0 : (guint) g_rand_int_range (rand, 1, 4));
  /* The corners stay open for the corner-to-corner paths. */
  tactics_cost_grid_set (grid, 0, 0, 1);
  tactics_cost_grid_set (grid, SIZE - 1, SIZE - 1, 1);
  tactics_cost_grid_update_bounds (grid);
  return grid;
}

/* A budget of 0 marks a figure given for information only. */
static void
report (const char *what,
        double      value,
        const char *unit,
        double      budget)
{
  if (budget > 0)
    printf ("%-60s %9.3f %-2s (budget %g %s)%s\n", what, value, unit, budget, unit,
            value <= budget ? "" : "  OVER BUDGET");
  else
    printf ("%-60s %9.3f %-2s (no budget)\n", what, value, unit);
}

static void
bench_full_reach (TacticsReach          *reach,
                  const TacticsCostGrid *grid,
                  const char            *label,
                  double                 budget_ms)
{
  double times[RUNS];
  g_autofree char *what = NULL;
  TacticsCell start = { SIZE / 2, SIZE / 2 };

  while (tactics_cost_grid_get (grid, start.x, start.y) == 0)
    start.x++;

  /* Warm up: first-touch page faults are not the search's cost. */
  tactics_reach_compute (reach, grid, start, G_MAXUINT, NULL, NULL);

  for (int i = 0; i < RUNS; i++)
    {
      double t0 = now_seconds ();

      tactics_reach_compute (reach, grid, start, G_MAXUINT, NULL, NULL);
      times[i] = (now_seconds () - t0) * 1e3;
    }

  what = g_strdup_printf ("full reach, %s %dx%d (%u cells reached)", label, SIZE, SIZE,
                          tactics_reach_get_n_destinations (reach));
  report (what, median (times, RUNS), "ms", budget_ms);
}

static void
bench_local_reach (TacticsReach          *reach,
                   const TacticsCostGrid *grid,
                   const char            *label,
                   double                 budget_us)
{
  g_autoptr(GRand) rand = g_rand_new_with_seed (7);
  g_autofree TacticsCell *starts = g_new (TacticsCell, N_LOCAL_STARTS);
  g_autofree char *what = NULL;
  double times[RUNS];
  guint64 reached = 0;

  for (int i = 0; i < N_LOCAL_STARTS; i++)
    {
      do
        starts[i] = (TacticsCell) { g_rand_int_range (rand, 0, SIZE),
                                    g_rand_int_range (rand, 0, SIZE) };
      while (tactics_cost_grid_get (grid, starts[i].x, starts[i].y) == 0);
    }

  for (int i = 0; i < N_LOCAL_STARTS; i++)
    {
      tactics_reach_compute (reach, grid, starts[i], LOCAL_MOVE, NULL, NULL);
      reached += tactics_reach_get_n_destinations (reach);
    }

  for (int r = 0; r < RUNS; r++)
    {
      double t0 = now_seconds ();

      for (int i = 0; i < N_LOCAL_STARTS; i++)
        tactics_reach_compute (reach, grid, starts[i], LOCAL_MOVE, NULL, NULL);
      times[r] = (now_seconds () - t0) * 1e6 / N_LOCAL_STARTS;
    }

  what = g_strdup_printf ("reach, move %d, %s, per call, %d starts (avg %u cells)",
                          LOCAL_MOVE, label, N_LOCAL_STARTS,
                          (guint) (reached / N_LOCAL_STARTS));
  report (what, median (times, RUNS), "us", budget_us);
}

static void
bench_path (TacticsPathFinder     *finder,
            const TacticsCostGrid *grid,
            const char            *label,
            double                 budget_ms)
{
  TacticsCell from = { 0, 0 };
  TacticsCell to = { SIZE - 1, SIZE - 1 };
  g_autoptr(GArray) path = g_array_new (FALSE, FALSE, sizeof (TacticsCell));
  g_autofree char *what = NULL;
  double times[RUNS];
  int cost;

  cost = tactics_path_finder_find (finder, grid, from, to, NULL, NULL, path);
  for (int i = 0; i < RUNS; i++)
    {
      double t0 = now_seconds ();

      g_array_set_size (path, 0);
      tactics_path_finder_find (finder, grid, from, to, NULL, NULL, path);
      times[i] = (now_seconds () - t0) * 1e3;
    }

  what = g_strdup_printf ("A* corner to corner, %s (cost %d, %u steps)", label, cost,
                          path->len > 0 ? path->len - 1 : 0);
  report (what, median (times, RUNS), "ms", budget_ms);
}

int
main (int argc, char *argv[])
{
  g_autoptr(TacticsCostGrid) square = make_grid (TACTICS_TOPOLOGY_SQUARE, 2024);
  g_autoptr(TacticsCostGrid) hex = make_grid (TACTICS_TOPOLOGY_HEX, 2024);
  g_autoptr(TacticsReach) reach = tactics_reach_new ();
  g_autoptr(TacticsPathFinder) finder = tactics_path_finder_new ();

  printf ("# %dx%d maps, 20%% walls, costs 1-3, seed 2024; medians of %d runs of this\n"
          "# thread's CPU time (builds running beside it do not count)\n",
          SIZE, SIZE, RUNS);

  bench_full_reach (reach, square, "square", 25);
  report ("  reach search state per cell (square)",
          tactics_reach_get_state_bytes_per_cell (reach), "B", 12);
  bench_full_reach (reach, hex, "hex", 30);
  report ("  reach search state per cell (hex)",
          tactics_reach_get_state_bytes_per_cell (reach), "B", 12);

  bench_local_reach (reach, square, "square", 30);
  bench_local_reach (reach, hex, "hex", 0);

  bench_path (finder, square, "square", 30);
  bench_path (finder, hex, "hex", 0);
  report ("  A* search state per cell",
          tactics_path_finder_get_state_bytes_per_cell (finder), "B", 12);

  return 0;
}
