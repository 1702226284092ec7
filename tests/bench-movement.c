/* SPDX-License-Identifier: GPL-3.0-or-later */
#include "tactics.h"
#include "bench-helpers.h"
#include "tactics-search-private.h"

#include <stdio.h>
#include <string.h>

/* Movement benchmarks: prints figures next to their budgets, asserts
 * nothing about time. Run with `meson test --benchmark`, in an optimized
 * build, on a quiet machine.
 *
 * Reach is measured against a yardstick, a plain binary-heap Dijkstra,
 * on the same map from the same starts, so that the ratios mean the same
 * on a fast machine and a slow one. Every figure is per call: the median
 * of repeated calls on one map (warm), and the first call of a fresh
 * TacticsReach on a freshly built map (cold), as a program that answers
 * one question pays it. */

#define SIZE 1024
#define RUNS 9
#define RUNS_PLAIN 3
#define COLD_RUNS 5
#define COLD_RUNS_LOCAL 25
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

/* A new grid with @grid's costs, built the way a map builds one: what a
 * program has in hand just after loading a map. */
static TacticsCostGrid *
copy_grid (const TacticsCostGrid *grid)
{
  TacticsCostGrid *copy = tactics_cost_grid_new (grid->width, grid->height, grid->topology);

  memcpy (copy->costs, grid->costs, tactics_search_n_indices (grid));
  tactics_cost_grid_update_bounds (copy);
  return copy;
}

/* A budget of 0 marks a figure given for information only. */
static void
report (const char *what,
        double      value,
        const char *unit,
        double      budget)
{
  if (budget > 0)
    printf ("%-64s %9.3f %-2s (budget %g %s)%s\n", what, value, unit, budget, unit,
            value <= budget ? "" : "  OVER BUDGET");
  else
    printf ("%-64s %9.3f %-2s (no budget)\n", what, value, unit);
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

/* The yardstick: Dijkstra as a textbook writes it, with a binary heap of
 * (cost, cell) pairs, stale pairs skipped when they come out, and a
 * distance per cell of the grid. The distances are filled once when
 * allocated, and after each call only the cells it set are put back, so
 * that a small search costs the cells it reaches here too. */
typedef struct {
  guint32 *distance;
  gsize n_distance;
  GArray *heap;     /* guint64: cost << 32 | index */
  GArray *touched;  /* guint32: indices whose distance was set */
} PlainDijkstra;

static void
plain_dijkstra_init (PlainDijkstra *plain)
{
  plain->distance = NULL;
  plain->n_distance = 0;
  plain->heap = g_array_new (FALSE, FALSE, sizeof (guint64));
  plain->touched = g_array_new (FALSE, FALSE, sizeof (guint32));
}

static void
plain_dijkstra_clear (PlainDijkstra *plain)
{
  g_clear_pointer (&plain->distance, g_free);
  g_clear_pointer (&plain->heap, g_array_unref);
  g_clear_pointer (&plain->touched, g_array_unref);
}

/* Cells within @budget of @start: returns how many it reached, the start
 * included. */
static guint
plain_dijkstra_run (PlainDijkstra         *plain,
                    const TacticsCostGrid *grid,
                    TacticsCell            start,
                    guint32                budget)
{
  gsize n = tactics_search_n_indices (grid);
  gboolean hex = grid->topology == TACTICS_TOPOLOGY_HEX;
  GArray *heap = plain->heap;
  guint32 *distance;
  int deltas[2][6];
  guint n_reached = 0;
  guint32 first;
  guint64 item;

  if (plain->n_distance < n)
    {
      g_free (plain->distance);
      plain->distance = g_new (guint32, n);
      plain->n_distance = n;
      for (gsize i = 0; i < n; i++)
        plain->distance[i] = G_MAXUINT32;
    }
  distance = plain->distance;

  if (hex)
    tactics_search_hex_deltas (grid->stride, deltas);
  else
    tactics_search_square_deltas (grid->stride, deltas[0]);

  g_array_set_size (heap, 0);
  g_array_set_size (plain->touched, 0);
  first = (guint32) tactics_cost_grid_index (grid, start.x, start.y);
  distance[first] = 0;
  g_array_append_val (plain->touched, first);
  item = first;
  g_array_append_val (heap, item);

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
          guint j;

          if (grid->costs[next] == 0 || next_cost > budget || next_cost >= distance[next])
            continue;
          if (distance[next] == G_MAXUINT32)
            g_array_append_val (plain->touched, next);
          distance[next] = next_cost;
          item = ((guint64) next_cost << 32) | next;
          /* Push: sift up from the end. */
          g_array_set_size (heap, heap->len + 1);
          items = (guint64 *) heap->data;
          for (j = heap->len - 1; j > 0 && items[(j - 1) / 2] > item; j = (j - 1) / 2)
            items[j] = items[(j - 1) / 2];
          items[j] = item;
        }
    }

  for (guint t = 0; t < plain->touched->len; t++)
    distance[g_array_index (plain->touched, guint32, t)] = G_MAXUINT32;
  return n_reached;
}

/* Pushes what a test left out of the caches by writing more than they
 * hold, so that a cold call finds a map just built in memory, not in the
 * caches (after copying a small map, all of it would still be there). */
#define EVICT_BYTES ((gsize) 64 << 20)

static void
evict_caches (void)
{
  static guint8 *buffer;
  static guint8 round;

  if (buffer == NULL)
    buffer = g_malloc (EVICT_BYTES);
  memset (buffer, ++round, EVICT_BYTES);
}

/* Time of the first call of a fresh search on a fresh copy of @grid, in
 * ms: the median of @n_runs, each on a new copy, from @starts in turn. */
static double
time_cold_reach (const TacticsCostGrid *grid,
                 const TacticsCell     *starts,
                 guint                  n_starts,
                 guint                  move,
                 guint                  n_runs)
{
  double times[COLD_RUNS_LOCAL];

  g_assert (n_runs <= COLD_RUNS_LOCAL);
  for (guint i = 0; i < n_runs; i++)
    {
      g_autoptr(TacticsCostGrid) fresh = copy_grid (grid);
      TacticsReach *reach;
      double t0;

      evict_caches ();
      t0 = bench_cpu_seconds ();

      reach = tactics_reach_new ();
      tactics_reach_compute (reach, fresh, starts[i % n_starts], move, NULL, NULL);
      tactics_reach_free (reach);
      times[i] = (bench_cpu_seconds () - t0) * 1e3;
    }
  return bench_median (times, n_runs);
}

static double
time_cold_plain (const TacticsCostGrid *grid,
                 TacticsCell            start,
                 guint                  move)
{
  double times[COLD_RUNS];

  for (int i = 0; i < COLD_RUNS; i++)
    {
      g_autoptr(TacticsCostGrid) fresh = copy_grid (grid);
      PlainDijkstra plain;
      double t0;

      evict_caches ();
      t0 = bench_cpu_seconds ();

      plain_dijkstra_init (&plain);
      plain_dijkstra_run (&plain, fresh, start, move);
      plain_dijkstra_clear (&plain);
      times[i] = (bench_cpu_seconds () - t0) * 1e3;
    }
  return bench_median (times, COLD_RUNS);
}

/* A whole-map reach from the middle of @grid, timed per call by
 * bench_full_scaling(), against the yardstick from the same start: cold,
 * then the median of repeated calls. */
static void
report_full_reach (const TacticsReach    *reach,
                   const TacticsCostGrid *grid,
                   const char            *label,
                   double                 warm_ms,
                   double                 cold_ms)
{
  TacticsCell start = middle_cell (grid);
  PlainDijkstra plain;
  double times[RUNS_PLAIN];
  double plain_ms, plain_cold_ms;
  guint n_plain;
  g_autofree char *what = NULL;
  g_autofree char *what_cold = NULL;
  g_autofree char *what_plain = NULL;
  g_autofree char *what_plain_cold = NULL;
  g_autofree char *ratio = NULL;
  g_autofree char *ratio_cold = NULL;

  plain_cold_ms = time_cold_plain (grid, start, G_MAXUINT);

  plain_dijkstra_init (&plain);
  n_plain = plain_dijkstra_run (&plain, grid, start, G_MAXUINT32);
  /* The yardstick reaches the same cells (the start included). */
  g_assert_cmpuint (n_plain, ==, tactics_reach_get_n_destinations (reach));
  for (int i = 0; i < RUNS_PLAIN; i++)
    {
      double t0 = bench_cpu_seconds ();

      plain_dijkstra_run (&plain, grid, start, G_MAXUINT32);
      times[i] = (bench_cpu_seconds () - t0) * 1e3;
    }
  plain_ms = bench_median (times, RUNS_PLAIN);
  plain_dijkstra_clear (&plain);

  what = g_strdup_printf ("whole-map reach %dx%d, %s, per call (%u cells)", grid->width,
                          grid->height, label, tactics_reach_get_n_destinations (reach));
  what_cold = g_strdup_printf ("  cold first call, fresh map and search");
  what_plain = g_strdup_printf ("  plain binary-heap Dijkstra, per call");
  what_plain_cold = g_strdup_printf ("  plain binary-heap Dijkstra, cold first call");
  ratio = g_strdup_printf ("  reach / plain Dijkstra %dx%d, %s", grid->width, grid->height,
                           label);
  ratio_cold = g_strdup_printf ("  reach / plain Dijkstra %dx%d, %s, cold", grid->width,
                                grid->height, label);
  report (what, warm_ms, "ms", 0);
  report (what_cold, cold_ms, "ms", 0);
  report (what_plain, plain_ms, "ms", 0);
  report (what_plain_cold, plain_cold_ms, "ms", 0);
  report (ratio, warm_ms / plain_ms, "x", 0.25);
  report (ratio_cold, cold_ms / plain_cold_ms, "x", 0.25);
}

/* Whole-map reach at 1024 × 1024 and 2048 × 2048: it should grow with the
 * cells, at most 4.5 times for 4 times the cells, warm and cold.
 *
 * The two sizes are timed in alternate rounds, not one after the other:
 * on a shared machine the builds running beside the benchmark come and
 * go over seconds, and each size's median then sees the same of them.
 * Each warm call follows an untimed call of its own search on its own
 * map, as in a loop of calls; each cold one is a fresh search on a fresh
 * copy of the map, out of the caches. */
static void
bench_full_scaling (TacticsTopology  topology,
                    const char      *label)
{
  g_autofree char *growth = g_strdup_printf ("  whole-map reach 2048x2048 / 1024x1024, %s", label);
  g_autofree char *growth_cold = g_strdup_printf ("  whole-map reach 2048x2048 / 1024x1024, %s, "
                                                  "cold", label);
  TacticsCostGrid *grids[2];
  TacticsReach *reaches[2];
  TacticsCell starts[2];
  double warm[2][RUNS], cold[2][COLD_RUNS];
  double warm_ms[2], cold_ms[2];

  for (int s = 0; s < 2; s++)
    {
      grids[s] = make_grid (topology, 2024, s == 0 ? 1024 : 2048);
      reaches[s] = tactics_reach_new ();
      starts[s] = middle_cell (grids[s]);
    }

  for (int r = 0; r < COLD_RUNS; r++)
    for (int s = 0; s < 2; s++)
      cold[s][r] = time_cold_reach (grids[s], &starts[s], 1, G_MAXUINT, 1);

  for (int r = 0; r < RUNS; r++)
    for (int s = 0; s < 2; s++)
      {
        double t0;

        tactics_reach_compute (reaches[s], grids[s], starts[s], G_MAXUINT, NULL, NULL);
        t0 = bench_cpu_seconds ();
        tactics_reach_compute (reaches[s], grids[s], starts[s], G_MAXUINT, NULL, NULL);
        warm[s][r] = (bench_cpu_seconds () - t0) * 1e3;
      }

  for (int s = 0; s < 2; s++)
    {
      warm_ms[s] = bench_median (warm[s], RUNS);
      cold_ms[s] = bench_median (cold[s], COLD_RUNS);
      report_full_reach (reaches[s], grids[s], label, warm_ms[s], cold_ms[s]);
      if (s == 0)
        report ("  reach search state per cell",
                tactics_reach_get_state_bytes_per_cell (reaches[s]), "B", 12);
    }
  report (growth, warm_ms[1] / warm_ms[0], "x", 4.5);
  report (growth_cold, cold_ms[1] / cold_ms[0], "x", 4.5);

  for (int s = 0; s < 2; s++)
    {
      tactics_reach_free (reaches[s]);
      tactics_cost_grid_free (grids[s]);
    }
}

static TacticsCell *
random_starts (const TacticsCostGrid *grid)
{
  g_autoptr(GRand) rand = g_rand_new_with_seed (7);
  TacticsCell *starts = g_new (TacticsCell, N_LOCAL_STARTS);

  for (int i = 0; i < N_LOCAL_STARTS; i++)
    {
      do
        starts[i] = (TacticsCell) { g_rand_int_range (rand, 0, grid->width),
                                    g_rand_int_range (rand, 0, grid->height) };
      while (tactics_cost_grid_get (grid, starts[i].x, starts[i].y) == 0);
    }
  return starts;
}

/* A unit's move from N_LOCAL_STARTS random starts, per call: reach and
 * the yardstick on the same starts, warm; then the cold first call on a
 * fresh 1024 × 1024 map and on a fresh 2048 × 2048 one, which should cost
 * the same: a small search costs the cells it reaches, not the map. */
static void
bench_local_reach (TacticsReach    *reach,
                   TacticsTopology  topology,
                   const char      *label)
{
  g_autoptr(TacticsCostGrid) grid = make_grid (topology, 2024, SIZE);
  g_autoptr(TacticsCostGrid) large = make_grid (topology, 2024, 2 * SIZE);
  g_autofree TacticsCell *starts = random_starts (grid);
  g_autofree TacticsCell *large_starts = random_starts (large);
  g_autofree char *what = NULL;
  g_autofree char *plain_what = NULL;
  g_autofree char *ratio = NULL;
  g_autofree char *cold = NULL;
  g_autofree char *cold_large = NULL;
  g_autofree char *cold_growth = NULL;
  PlainDijkstra plain;
  double times[RUNS];
  double reach_us, plain_us, cold_us, cold_large_us;
  guint64 reached = 0, plain_reached = 0;

  plain_dijkstra_init (&plain);
  for (int i = 0; i < N_LOCAL_STARTS; i++)
    {
      tactics_reach_compute (reach, grid, starts[i], LOCAL_MOVE, NULL, NULL);
      reached += tactics_reach_get_n_destinations (reach);
      plain_reached += plain_dijkstra_run (&plain, grid, starts[i], LOCAL_MOVE);
    }
  g_assert_cmpuint (reached, ==, plain_reached);

  for (int r = 0; r < RUNS; r++)
    {
      double t0 = bench_cpu_seconds ();

      for (int i = 0; i < N_LOCAL_STARTS; i++)
        tactics_reach_compute (reach, grid, starts[i], LOCAL_MOVE, NULL, NULL);
      times[r] = (bench_cpu_seconds () - t0) * 1e6 / N_LOCAL_STARTS;
    }
  reach_us = bench_median (times, RUNS);

  for (int r = 0; r < RUNS_PLAIN; r++)
    {
      double t0 = bench_cpu_seconds ();

      for (int i = 0; i < N_LOCAL_STARTS; i++)
        plain_dijkstra_run (&plain, grid, starts[i], LOCAL_MOVE);
      times[r] = (bench_cpu_seconds () - t0) * 1e6 / N_LOCAL_STARTS;
    }
  plain_us = bench_median (times, RUNS_PLAIN);
  plain_dijkstra_clear (&plain);

  cold_us = time_cold_reach (grid, starts, N_LOCAL_STARTS, LOCAL_MOVE, COLD_RUNS_LOCAL) * 1e3;
  cold_large_us = time_cold_reach (large, large_starts, N_LOCAL_STARTS, LOCAL_MOVE,
                                   COLD_RUNS_LOCAL) * 1e3;

  what = g_strdup_printf ("reach, move %d, %s %dx%d, per call (avg %u cells)", LOCAL_MOVE,
                          label, SIZE, SIZE, (guint) (reached / N_LOCAL_STARTS));
  plain_what = g_strdup_printf ("  plain binary-heap Dijkstra, move %d, per call", LOCAL_MOVE);
  ratio = g_strdup_printf ("  reach / plain Dijkstra, move %d, %s", LOCAL_MOVE, label);
  cold = g_strdup_printf ("  cold first call, fresh %dx%d map and search", SIZE, SIZE);
  cold_large = g_strdup_printf ("  cold first call, fresh %dx%d map and search",
                                2 * SIZE, 2 * SIZE);
  cold_growth = g_strdup_printf ("  cold first call, %dx%d / %dx%d", 2 * SIZE, 2 * SIZE,
                                 SIZE, SIZE);
  report (what, reach_us, "us", 0);
  report (plain_what, plain_us, "us", 0);
  report (ratio, reach_us / plain_us, "x", 0.2);
  report (cold, cold_us, "us", 0);
  report (cold_large, cold_large_us, "us", 0);
  report (cold_growth, cold_large_us / cold_us, "x", 1.5);
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

/* Whether to run @part: every part without arguments, else the parts
 * named (local, full, path). */
static gboolean
wants (int         argc,
       char       *argv[],
       const char *part)
{
  if (argc < 2)
    return TRUE;
  for (int i = 1; i < argc; i++)
    if (g_str_equal (argv[i], part))
      return TRUE;
  return FALSE;
}

int
main (int argc, char *argv[])
{
  g_autoptr(TacticsReach) reach = tactics_reach_new ();

  printf ("# %dx%d maps (and 2048x2048), 20%% walls, costs 1-3, seed 2024; per call: medians\n"
          "# of repeated calls (warm) and of first calls of a fresh search on a fresh map\n"
          "# (cold), in this thread's CPU time (builds running beside it do not count)\n",
          SIZE, SIZE);

  if (wants (argc, argv, "local"))
    {
      bench_local_reach (reach, TACTICS_TOPOLOGY_SQUARE, "square");
      bench_local_reach (reach, TACTICS_TOPOLOGY_HEX, "hex");
    }

  if (wants (argc, argv, "full"))
    {
      bench_full_scaling (TACTICS_TOPOLOGY_SQUARE, "square");
      bench_full_scaling (TACTICS_TOPOLOGY_HEX, "hex");
    }

  if (wants (argc, argv, "path"))
    {
      g_autoptr(TacticsCostGrid) square = make_grid (TACTICS_TOPOLOGY_SQUARE, 2024, SIZE);
      g_autoptr(TacticsCostGrid) hex = make_grid (TACTICS_TOPOLOGY_HEX, 2024, SIZE);
      g_autoptr(TacticsPathFinder) finder = tactics_path_finder_new ();

      bench_path (finder, square, "square", 30);
      bench_path (finder, hex, "hex", 0);
      report ("  A* search state per cell",
              tactics_path_finder_get_state_bytes_per_cell (finder), "B", 12);
    }

  return 0;
}
