/* SPDX-License-Identifier: GPL-3.0-or-later */
#include "tactics.h"
#include "bench-helpers.h"
#include "tactics-search-private.h"

#include <stdio.h>

/* Movement benchmarks: prints figures next to their budgets, asserts
 * nothing about time. Run with `meson test --benchmark`, in an optimized
 * build, on a quiet machine. */

#define SIZE 1024
#define RUNS 9
#define RUNS_PLAIN 3
#define LOCAL_MOVE 40
#define N_LOCAL_STARTS 2000

/* 20% walls, the rest costing 1 to 3, always the same for a seed. */
static TacticsCostGrid *
make_grid (TacticsTopology topology,
           guint32         seed,
           int             size)
{
  g_autoptr(GRand) rand = g_rand_new_with_seed (seed);
  TacticsCostGrid *grid = tactics_cost_grid_new (size, size, topology);

  for (int y = 0; y < size; y++)
    for (int x = 0; x < size; x++)
      tactics_cost_grid_set (grid, x, y,
                             g_rand_int_range (rand, 0, 100) < 20
                             ? 0 : (guint) g_rand_int_range (rand, 1, 4));
  /* The corners stay open for the corner-to-corner paths. */
  tactics_cost_grid_set (grid, 0, 0, 1);
  tactics_cost_grid_set (grid, size - 1, size - 1, 1);
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

/* A passable cell near the middle of @grid. */
static TacticsCell
middle_cell (const TacticsCostGrid *grid)
{
  TacticsCell start = { grid->width / 2, grid->height / 2 };

  while (tactics_cost_grid_get (grid, start.x, start.y) == 0)
    start.x++;
  return start;
}

static double
minimum (const double *values,
         int           n)
{
  double best = values[0];

  for (int i = 1; i < n; i++)
    best = MIN (best, values[i]);
  return best;
}

/* Time of a whole-map reach from the middle of @grid, in ms: the median of
 * RUNS, or their minimum when @best. */
static double
time_full_reach (TacticsReach          *reach,
                 const TacticsCostGrid *grid,
                 gboolean               best)
{
  double times[RUNS];
  TacticsCell start = middle_cell (grid);

  /* Warm up: first-touch page faults are not the search's cost. */
  tactics_reach_compute (reach, grid, start, G_MAXUINT, NULL, NULL);

  for (int i = 0; i < RUNS; i++)
    {
      double t0 = bench_cpu_seconds ();

      tactics_reach_compute (reach, grid, start, G_MAXUINT, NULL, NULL);
      times[i] = (bench_cpu_seconds () - t0) * 1e3;
    }
  return best ? minimum (times, RUNS) : bench_median (times, RUNS);
}

static void
bench_full_reach (TacticsReach          *reach,
                  const TacticsCostGrid *grid,
                  const char            *label,
                  double                 budget_ms)
{
  double ms = time_full_reach (reach, grid, FALSE);
  g_autofree char *what = NULL;

  what = g_strdup_printf ("full reach, %s %dx%d (%u cells reached)", label, grid->width,
                          grid->height, tactics_reach_get_n_destinations (reach));
  report (what, ms, "ms", budget_ms);
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
      double t0 = bench_cpu_seconds ();

      for (int i = 0; i < N_LOCAL_STARTS; i++)
        tactics_reach_compute (reach, grid, starts[i], LOCAL_MOVE, NULL, NULL);
      times[r] = (bench_cpu_seconds () - t0) * 1e6 / N_LOCAL_STARTS;
    }

  what = g_strdup_printf ("reach, move %d, %s, per call, %d starts (avg %u cells)",
                          LOCAL_MOVE, label, N_LOCAL_STARTS,
                          (guint) (reached / N_LOCAL_STARTS));
  report (what, bench_median (times, RUNS), "us", budget_us);
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
      double t0 = bench_cpu_seconds ();

      g_array_set_size (path, 0);
      tactics_path_finder_find (finder, grid, from, to, NULL, NULL, path);
      times[i] = (bench_cpu_seconds () - t0) * 1e3;
    }

  what = g_strdup_printf ("A* corner to corner, %s (cost %d, %u steps)", label, cost,
                          path->len > 0 ? path->len - 1 : 0);
  report (what, bench_median (times, RUNS), "ms", budget_ms);
}

/* The yardstick: Dijkstra as a textbook writes it, with a binary heap of
 * (cost, cell) pairs, stale pairs skipped when they come out, and a
 * distance per cell of the grid. Returns how many cells it reached. */
static guint
plain_dijkstra (const TacticsCostGrid *grid,
                TacticsCell            start,
                guint32               *distance,
                GArray                *heap)
{
  gsize n = tactics_search_n_indices (grid);
  gboolean hex = grid->topology == TACTICS_TOPOLOGY_HEX;
  int deltas[2][6];
  guint n_reached = 0;
  guint64 first;

  if (hex)
    tactics_search_hex_deltas (grid->stride, deltas);
  else
    tactics_search_square_deltas (grid->stride, deltas[0]);
  for (gsize i = 0; i < n; i++)
    distance[i] = G_MAXUINT32;

  g_array_set_size (heap, 0);
  first = (guint64) tactics_cost_grid_index (grid, start.x, start.y);
  distance[first] = 0;
  g_array_append_val (heap, first);

  while (heap->len > 0)
    {
      guint64 *items = (guint64 *) heap->data;
      guint64 top = items[0], last = items[heap->len - 1];
      guint32 cell = (guint32) (top & 0xffffffff), cost = (guint32) (top >> 32);
      guint len = heap->len - 1, i = 0;
      int row;

      /* Pop: sift the last item down from the root. */
      for (;;)
        {
          guint child = 2 * i + 1;

          if (child >= len)
            break;
          if (child + 1 < len && items[child + 1] < items[child])
            child++;
          if (items[child] >= last)
            break;
          items[i] = items[child];
          i = child;
        }
      if (len > 0)
        items[i] = last;
      g_array_set_size (heap, len);

      if (cost > distance[cell])
        continue;
      n_reached++;
      row = (int) (cell / (guint32) grid->stride) - 1;
      for (guint k = 0; k < (hex ? 6u : 4u); k++)
        {
          guint32 next = cell + (guint32) deltas[hex ? (row & 1) : 0][k];
          guint32 next_cost = cost + grid->costs[next];
          guint64 item = ((guint64) next_cost << 32) | next;
          guint j;

          if (grid->costs[next] == 0 || next_cost >= distance[next])
            continue;
          distance[next] = next_cost;
          /* Push: sift up from the end. */
          g_array_set_size (heap, heap->len + 1);
          items = (guint64 *) heap->data;
          for (j = heap->len - 1; j > 0 && items[(j - 1) / 2] > item; j = (j - 1) / 2)
            items[j] = items[(j - 1) / 2];
          items[j] = item;
        }
    }
  return n_reached;
}

static double
time_plain_dijkstra (const TacticsCostGrid *grid,
                     guint                 *n_reached)
{
  g_autofree guint32 *distance = g_new (guint32, tactics_search_n_indices (grid));
  g_autoptr(GArray) heap = g_array_new (FALSE, FALSE, sizeof (guint64));
  TacticsCell start = middle_cell (grid);
  double times[RUNS_PLAIN];

  *n_reached = plain_dijkstra (grid, start, distance, heap);
  for (int i = 0; i < RUNS_PLAIN; i++)
    {
      double t0 = bench_cpu_seconds ();

      plain_dijkstra (grid, start, distance, heap);
      times[i] = (bench_cpu_seconds () - t0) * 1e3;
    }
  return minimum (times, RUNS_PLAIN);
}

/* Whole-map reach at 1024 × 1024 and 2048 × 2048: it should grow with the
 * cells (at most 4.5 times for 4 times the cells) and take at most a
 * quarter of the yardstick's time at each size. Ratios of the best runs:
 * on a shared machine the others' work also fills the caches, more so the
 * bigger the board, and the best run is the one least disturbed. */
static void
bench_reach_scaling (TacticsReach    *reach,
                     TacticsTopology  topology,
                     const char      *label)
{
  g_autofree char *growth = g_strdup_printf ("  reach 2048x2048 / 1024x1024, %s", label);
  double reach_ms[2];

  for (int s = 0; s < 2; s++)
    {
      int size = s == 0 ? 1024 : 2048;
      g_autoptr(TacticsCostGrid) grid = make_grid (topology, 2024, size);
      g_autofree char *what = g_strdup_printf ("reach %dx%d, %s", size, size, label);
      g_autofree char *plain = g_strdup_printf ("  plain binary-heap Dijkstra %dx%d, %s",
                                                size, size, label);
      g_autofree char *ratio = g_strdup_printf ("  reach / plain Dijkstra %dx%d, %s",
                                                size, size, label);
      double plain_ms;
      guint n_plain;

      reach_ms[s] = time_full_reach (reach, grid, TRUE);
      plain_ms = time_plain_dijkstra (grid, &n_plain);
      /* The yardstick reaches the same cells (the start included). */
      g_assert_cmpuint (n_plain, ==, tactics_reach_get_n_destinations (reach));

      report (what, reach_ms[s], "ms", 0);
      report (plain, plain_ms, "ms", 0);
      report (ratio, reach_ms[s] / plain_ms, "x", 0.25);
    }
  report (growth, reach_ms[1] / reach_ms[0], "x", 4.5);
}

int
main (int argc, char *argv[])
{
  g_autoptr(TacticsCostGrid) square = make_grid (TACTICS_TOPOLOGY_SQUARE, 2024, SIZE);
  g_autoptr(TacticsCostGrid) hex = make_grid (TACTICS_TOPOLOGY_HEX, 2024, SIZE);
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

  bench_reach_scaling (reach, TACTICS_TOPOLOGY_SQUARE, "square");
  bench_reach_scaling (reach, TACTICS_TOPOLOGY_HEX, "hex");

  return 0;
}
