/* SPDX-License-Identifier: GPL-3.0-or-later */
#include "tactics.h"
#include "bench-helpers.h"

#include <stdio.h>

/* The map check's benchmarks: prints figures next to their budgets,
 * asserts nothing about time. The check runs live in the editor after
 * every edit, so a 1024 × 1024 map must be checked well under 100 ms,
 * cost grid included (an edit rebuilds it). Run with
 * `meson test --benchmark map-check`, in an optimized build. */

#define RUNS 5
#define BUDGET_1024_MS 100.0

static void
report (const char *what,
        double      ms,
        double      budget_ms)
{
  if (budget_ms > 0)
    printf ("%-66s %9.2f ms (budget %g ms)%s\n", what, ms, budget_ms,
            ms <= budget_ms ? "" : "  OVER BUDGET");
  else
    printf ("%-66s %9.2f ms (no budget)\n", what, ms);
}

/* Two movement types (Foot on plains and forest, Boat on water) and a
 * unit type of each; @walls percent of the cells rock, as many water,
 * always the same for a size. Random walls cut the land into many
 * pockets: the check's worst case, as it lists every cut-off cell. */
static TacticsMap *
make_map (int size,
          int walls)
{
  g_autoptr(TacticsRuleset) ruleset = tactics_ruleset_new ();
  g_autoptr(TacticsMovetype) foot = tactics_movetype_new ("foot", "Foot");
  g_autoptr(TacticsMovetype) boat = tactics_movetype_new ("boat", "Boat");
  g_autoptr(TacticsTerrain) plains = tactics_terrain_new ("p", "Plains", "#a5d66f");
  g_autoptr(TacticsTerrain) rock = tactics_terrain_new ("r", "Rock", "#555555");
  g_autoptr(TacticsTerrain) water = tactics_terrain_new ("w", "Water", "#3b7dd8");
  g_autoptr(TacticsUnitType) infantry = tactics_unit_type_new ("infantry", "Infantry");
  g_autoptr(TacticsUnitType) gunboat = tactics_unit_type_new ("gunboat", "Gunboat");
  g_autoptr(GRand) rand = g_rand_new_with_seed ((guint32) size);
  g_autofree guint16 *cells = g_new (guint16, (gsize) size * size);
  TacticsMap *map;

  tactics_terrain_set_cost (plains, "foot", 1);
  tactics_terrain_set_cost (water, "boat", 1);
  tactics_unit_type_set_movetype (infantry, "foot");
  tactics_unit_type_set_movetype (gunboat, "boat");
  tactics_ruleset_insert_movetype (ruleset, G_MAXUINT, foot);
  tactics_ruleset_insert_movetype (ruleset, G_MAXUINT, boat);
  tactics_ruleset_insert_terrain (ruleset, G_MAXUINT, plains);
  tactics_ruleset_insert_terrain (ruleset, G_MAXUINT, rock);
  tactics_ruleset_insert_terrain (ruleset, G_MAXUINT, water);
  tactics_ruleset_insert_unit_type (ruleset, G_MAXUINT, infantry);
  tactics_ruleset_insert_unit_type (ruleset, G_MAXUINT, gunboat);

  for (gsize i = 0; i < (gsize) size * size; i++)
    {
      int roll = g_rand_int_range (rand, 0, 100);

      cells[i] = roll < walls ? 1 : roll < 2 * walls ? 2 : 0;
    }
  map = tactics_map_new (size, size, TACTICS_TOPOLOGY_SQUARE, ruleset);
  tactics_map_set_cells (map, cells);
  return map;
}

/* A side on each of two opposite corners, with a zone of 32 × 32 cells,
 * an objective to hold the middle. */
static TacticsScenario *
make_scenario (TacticsMap *map)
{
  int size = tactics_map_get_width (map);
  TacticsScenario *scenario = tactics_scenario_new (map);
  const char *ids[] = { "west", "east", "middle" };
  int corners[][2] = { { 0, 0 }, { size - 32, size - 32 }, { size / 2 - 16, size / 2 - 16 } };

  for (guint r = 0; r < G_N_ELEMENTS (ids); r++)
    {
      g_autoptr(TacticsRegion) region = tactics_region_new (ids[r], ids[r]);
      g_autoptr(GArray) cells = g_array_new (FALSE, FALSE, sizeof (TacticsCell));

      for (int y = corners[r][1]; y < corners[r][1] + 32; y++)
        for (int x = corners[r][0]; x < corners[r][0] + 32; x++)
          g_array_append_val (cells, ((TacticsCell) { x, y }));
      tactics_region_set_cells (region, (const TacticsCell *) cells->data, cells->len, TRUE);
      tactics_scenario_insert_region (scenario, G_MAXUINT, region);
    }
  for (guint s = 0; s < 2; s++)
    {
      g_autoptr(TacticsSide) side = tactics_side_new (ids[s], ids[s]);
      g_autoptr(TacticsObjective) hold = tactics_objective_new (TACTICS_OBJECTIVE_HOLD_REGION);

      tactics_side_set_start_zone (side, ids[s]);
      tactics_objective_set_region (hold, "middle");
      tactics_side_insert_objective (side, 0, hold);
      tactics_scenario_insert_side (scenario, G_MAXUINT, side);
    }
  return scenario;
}

/* Time of a map check after a change of one cell, which drops the
 * cost grids: what the editor pays after an edit. */
static double
time_map_check (TacticsMap *map,
                guint      *n_problems,
                guint      *n_cells)
{
  double times[RUNS];

  for (int run = 0; run < RUNS; run++)
    {
      TacticsCell corner = { 0, 0 };
      g_autoptr(GListModel) problems = NULL;
      double start;

      tactics_map_set_terrain_index (map, corner, run % 2);
      start = bench_cpu_seconds ();
      problems = tactics_map_check (map);
      times[run] = (bench_cpu_seconds () - start) * 1000;

      *n_problems = g_list_model_get_n_items (problems);
      *n_cells = 0;
      for (guint i = 0; i < *n_problems; i++)
        {
          g_autoptr(TacticsProblem) problem = g_list_model_get_item (problems, i);
          guint n;

          tactics_problem_get_cells (problem, &n);
          *n_cells += n;
        }
    }
  return bench_median (times, RUNS);
}

/* The part of it that builds the cost grids, which the check only reads. */
static double
time_cost_grids (TacticsMap *map)
{
  double times[RUNS];

  for (int run = 0; run < RUNS; run++)
    {
      TacticsCell corner = { 0, 0 };
      double start;

      tactics_map_set_terrain_index (map, corner, run % 2);
      start = bench_cpu_seconds ();
      tactics_map_get_cost_grid (map, "foot");
      tactics_map_get_cost_grid (map, "boat");
      times[run] = (bench_cpu_seconds () - start) * 1000;
    }
  return bench_median (times, RUNS);
}

static double
time_scenario_check (TacticsScenario *scenario,
                     guint           *n_problems)
{
  double times[RUNS];

  for (int run = 0; run < RUNS; run++)
    {
      TacticsCell corner = { 0, 0 };
      g_autoptr(GListModel) problems = NULL;
      double start;

      tactics_map_set_terrain_index (tactics_scenario_get_map (scenario), corner, run % 2);
      start = bench_cpu_seconds ();
      problems = tactics_scenario_check (scenario, 4);
      times[run] = (bench_cpu_seconds () - start) * 1000;
      *n_problems = g_list_model_get_n_items (problems);
    }
  return bench_median (times, RUNS);
}

static void
bench_size (int    size,
            int    walls,
            double budget_ms)
{
  g_autoptr(TacticsMap) map = make_map (size, walls);
  g_autoptr(TacticsScenario) scenario = make_scenario (map);
  g_autofree char *what = NULL;
  guint n_problems, n_cells;
  double ms;

  ms = time_map_check (map, &n_problems, &n_cells);
  what = g_strdup_printf ("map check, %d×%d, %d%% rock (%u warnings, %u cells)",
                          size, size, walls, n_problems, n_cells);
  report (what, ms, budget_ms);
  g_free (what);
  what = g_strdup_printf ("  of which building the cost grids, %d×%d", size, size);
  report (what, time_cost_grids (map), 0);
  g_free (what);

  ms = time_scenario_check (scenario, &n_problems);
  what = g_strdup_printf ("scenario check, %d×%d, %d%% rock, 2 sides (%u problems)",
                          size, size, walls, n_problems);
  report (what, ms, 0);
}

int
main (int   argc,
      char *argv[])
{
  tactics_init ();

  bench_size (1024, 0, BUDGET_1024_MS);
  bench_size (1024, 20, BUDGET_1024_MS);
  bench_size (4096, 0, 0);
  bench_size (4096, 20, 0);
  return 0;
}
