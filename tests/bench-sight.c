/* SPDX-License-Identifier: GPL-3.0-or-later */
#include "tactics.h"
#include "bench-helpers.h"

#include <stdio.h>
#include <string.h>

/* Field of view benchmark: prints microseconds per tactics_sight_field()
 * call, asserts nothing about time. Run with `meson test --benchmark`, in
 * an optimized build. Each figure is the median of RUNS rounds, a round
 * being one call from each of N_ORIGINS origins spread over a 256 × 256
 * board: open (nothing blocks, the window check answers), sparse (5% of
 * cells block, like woods dotted over plains) and forest (30% block). */

#define SIZE 256
#define RUNS 9
#define N_ORIGINS 2000

static guint8 *
make_blocks (int     percent,
             guint32 seed)
{
  g_autoptr(GRand) rand = g_rand_new_with_seed (seed);
  guint8 *blocks = g_new0 (guint8, SIZE * SIZE);

  for (int i = 0; i < SIZE * SIZE; i++)
    blocks[i] = g_rand_int_range (rand, 0, 100) < percent;
  return blocks;
}

static void
measure (TacticsTopology topology,
         const char     *board,
         int             percent,
         int             range)
{
  g_autofree guint8 *blocks = make_blocks (percent, 7);
  g_autofree guint8 *seen = g_new0 (guint8, SIZE * SIZE);
  TacticsSightGrid grid = { topology, SIZE, SIZE, percent > 0 ? blocks : NULL };
  TacticsCell origins[N_ORIGINS];
  double times[RUNS];
  g_autoptr(GRand) rand = g_rand_new_with_seed (11);
  guint64 marked = 0;

  for (int i = 0; i < N_ORIGINS; i++)
    origins[i] = (TacticsCell) { g_rand_int_range (rand, 0, SIZE),
                                 g_rand_int_range (rand, 0, SIZE) };
  for (int run = 0; run < RUNS; run++)
    {
      double start = bench_cpu_seconds ();

      for (int i = 0; i < N_ORIGINS; i++)
        marked += tactics_sight_field (&grid, origins[i], range, seen);
      times[run] = (bench_cpu_seconds () - start) / N_ORIGINS;
    }
  printf ("%-6s %-7s range %2d: %8.2f µs a field, %6.1f cells seen\n",
          topology == TACTICS_TOPOLOGY_HEX ? "hex" : "square", board, range,
          bench_median (times, RUNS) * 1e6, (double) marked / (RUNS * N_ORIGINS));
}

int
main (void)
{
  static const int ranges[] = { 4, 6, 10, 20 };
  static const struct {
    const char *name;
    int         percent;
  } boards[] = { { "open", 0 }, { "sparse", 5 }, { "forest", 30 } };

  printf ("tactics_sight_field on %d × %d boards (budget: well under 20 µs at range 6)\n",
          SIZE, SIZE);
  for (int t = 0; t < 2; t++)
    for (guint b = 0; b < G_N_ELEMENTS (boards); b++)
      for (guint r = 0; r < G_N_ELEMENTS (ranges); r++)
        measure (t == 0 ? TACTICS_TOPOLOGY_SQUARE : TACTICS_TOPOLOGY_HEX,
                 boards[b].name, boards[b].percent, ranges[r]);
  return 0;
}
