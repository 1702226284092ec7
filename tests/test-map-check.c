/* SPDX-License-Identifier: GPL-3.0-or-later */
/* The map check: pockets of a plain map, then each problem of a scenario
 * and its absence on good data. Boards are drawn in ASCII: '.' plains
 * (Walk 1), '#' rock (nobody), '~' water (Boat 1). Scenarios are built with
 * the model API. */
#include "config.h"

#include <locale.h>

#include "tactics.h"
#include "tactics-check-private.h"

#define N_UNITS 2

static TacticsRuleset *
make_check_ruleset (void)
{
  TacticsRuleset *ruleset = tactics_ruleset_new ();
  g_autoptr(TacticsMovetype) walk = tactics_movetype_new ("walk", "Walk");
  g_autoptr(TacticsMovetype) boat = tactics_movetype_new ("boat", "Boat");
  g_autoptr(TacticsTerrain) plains = tactics_terrain_new ("0", "Plains", "#a5d66f");
  g_autoptr(TacticsTerrain) rock = tactics_terrain_new ("1", "Rock", "#555555");
  g_autoptr(TacticsTerrain) water = tactics_terrain_new ("2", "Water", "#3b7dd8");
  g_autoptr(TacticsUnitType) soldier = tactics_unit_type_new ("soldier", "Soldier");
  g_autoptr(TacticsUnitType) gunboat = tactics_unit_type_new ("gunboat", "Gunboat");

  tactics_terrain_set_cost (plains, "walk", 1);
  tactics_terrain_set_cost (water, "boat", 1);
  tactics_unit_type_set_movetype (soldier, "walk");
  tactics_unit_type_set_movetype (gunboat, "boat");
  tactics_ruleset_insert_movetype (ruleset, G_MAXUINT, walk);
  tactics_ruleset_insert_movetype (ruleset, G_MAXUINT, boat);
  tactics_ruleset_insert_terrain (ruleset, G_MAXUINT, plains);
  tactics_ruleset_insert_terrain (ruleset, G_MAXUINT, rock);
  tactics_ruleset_insert_terrain (ruleset, G_MAXUINT, water);
  tactics_ruleset_insert_unit_type (ruleset, G_MAXUINT, soldier);
  tactics_ruleset_insert_unit_type (ruleset, G_MAXUINT, gunboat);
  return ruleset;
}

/* @rows, NULL-terminated, all of one width. */
static TacticsMap *
make_map (TacticsTopology     topology,
          const char * const *rows)
{
  g_autoptr(TacticsRuleset) ruleset = make_check_ruleset ();
  int height = (int) g_strv_length ((char **) rows);
  int width = (int) strlen (rows[0]);
  TacticsMap *map = tactics_map_new (width, height, topology, ruleset);

  for (int y = 0; y < height; y++)
    for (int x = 0; x < width; x++)
      {
        const char *index = strchr (".#~", rows[y][x]);

        g_assert_nonnull (index);
        tactics_map_set_terrain_index (map, (TacticsCell) { x, y }, (guint) (index - ".#~"));
      }
  return map;
}

static void
add_region (TacticsScenario *scenario,
            const char      *id,
            const char      *name,
            int              x,
            int              y,
            int              width,
            int              height)
{
  g_autoptr(TacticsRegion) region = tactics_region_new (id, name);
  g_autoptr(GArray) cells = g_array_new (FALSE, FALSE, sizeof (TacticsCell));

  for (int j = y; j < y + height; j++)
    for (int i = x; i < x + width; i++)
      g_array_append_val (cells, ((TacticsCell) { i, j }));
  tactics_region_set_cells (region, (const TacticsCell *) cells->data, cells->len, TRUE);
  tactics_scenario_insert_region (scenario, G_MAXUINT, region);
}

static TacticsSide *
add_side (TacticsScenario *scenario,
          const char      *id,
          const char      *name,
          const char      *zone)
{
  g_autoptr(TacticsSide) side = tactics_side_new (id, name);

  tactics_side_set_start_zone (side, zone);
  tactics_scenario_insert_side (scenario, G_MAXUINT, side);
  return side;   /* the scenario holds it */
}

static void
place_unit (TacticsSide *side,
            const char  *id,
            const char  *unit_type,
            int          x,
            int          y)
{
  g_autoptr(TacticsPlacedUnit) unit = NULL;

  unit = tactics_placed_unit_new (id, unit_type, (TacticsCell) { x, y });
  /* Named as its id, so that messages tell units of one type apart. */
  unit->name = g_strdup (id);
  tactics_side_insert_placed_unit (side, G_MAXUINT, unit);
}

static TacticsObjective *
add_objective (TacticsSide          *side,
               TacticsObjectiveKind  kind)
{
  g_autoptr(TacticsObjective) objective = tactics_objective_new (kind);

  tactics_side_insert_objective (side, G_MAXUINT, objective);
  return objective;   /* the side holds it */
}

/* Two banks of plains by a river that ends in row 1, so that one walks
 * round it; Blue starts on the west bank, Red on the east. */
static const char * const river[] = {
  "...~~...",
  "...~~...",
  "........",
  "........",
  NULL
};

static TacticsScenario *
make_river_scenario (const char * const *rows)
{
  g_autoptr(TacticsMap) map = make_map (TACTICS_TOPOLOGY_SQUARE, rows);
  TacticsScenario *scenario = tactics_scenario_new (map);
  int height = tactics_map_get_height (map);

  add_region (scenario, "west", "West bank", 0, 0, 2, height);
  add_region (scenario, "east", "East bank", 6, 0, 2, height);
  add_side (scenario, "blue", "Blue", "west");
  add_side (scenario, "red", "Red", "east");
  return scenario;
}

/* The problems of @kind, in order. */
static GPtrArray *
find_problems (GListModel         *problems,
               TacticsProblemKind  kind)
{
  GPtrArray *found = g_ptr_array_new_with_free_func (g_object_unref);

  for (guint i = 0; i < g_list_model_get_n_items (problems); i++)
    {
      g_autoptr(TacticsProblem) problem = g_list_model_get_item (problems, i);

      if (tactics_problem_get_kind (problem) == kind)
        g_ptr_array_add (found, g_object_ref (problem));
    }
  return found;
}

static guint
count_problems (GListModel         *problems,
                TacticsProblemKind  kind)
{
  g_autoptr(GPtrArray) found = find_problems (problems, kind);

  return found->len;
}

/* The one problem of @kind, with its severity and message. */
static TacticsProblem *
assert_one_problem (GListModel             *problems,
                    TacticsProblemKind      kind,
                    TacticsProblemSeverity  severity,
                    const char             *message)
{
  g_autoptr(GPtrArray) found = find_problems (problems, kind);
  TacticsProblem *problem;

  g_assert_cmpuint (found->len, ==, 1);
  problem = g_ptr_array_index (found, 0);
  g_assert_cmpint (tactics_problem_get_severity (problem), ==, severity);
  if (message != NULL)
    g_assert_cmpstr (tactics_problem_get_message (problem), ==, message);
  /* The list holds it. */
  return problem;
}

static void
assert_no_problems (GListModel *problems)
{
  for (guint i = 0; i < g_list_model_get_n_items (problems); i++)
    {
      g_autoptr(TacticsProblem) problem = g_list_model_get_item (problems, i);

      g_test_message ("unexpected: %s", tactics_problem_get_message (problem));
    }
  g_assert_cmpuint (g_list_model_get_n_items (problems), ==, 0);
}

static void
assert_cells (TacticsProblem    *problem,
              const TacticsCell *expected,
              guint              n_expected)
{
  guint n_cells;
  const TacticsCell *cells = tactics_problem_get_cells (problem, &n_cells);

  g_assert_cmpuint (n_cells, ==, n_expected);
  for (guint i = 0; i < n_cells; i++)
    {
      g_assert_cmpint (cells[i].x, ==, expected[i].x);
      g_assert_cmpint (cells[i].y, ==, expected[i].y);
    }
}

/* --- plain maps ---------------------------------------------------------- */

static void
test_map_good (void)
{
  g_autoptr(TacticsMap) map = make_map (TACTICS_TOPOLOGY_SQUARE, river);
  g_autoptr(GListModel) problems = tactics_map_check (map);

  /* One land for Walk, one river for Boat. */
  assert_no_problems (problems);
}

static void
test_map_pocket (void)
{
  const char * const rows[] = {
    "......",
    "####..",
    "..#...",
    "###...",
    NULL
  };
  g_autoptr(TacticsMap) map = make_map (TACTICS_TOPOLOGY_SQUARE, rows);
  g_autoptr(GListModel) problems = tactics_map_check (map);
  const TacticsCell pocket[] = { { 0, 2 }, { 1, 2 } };
  TacticsProblem *problem;

  problem = assert_one_problem (problems, TACTICS_PROBLEM_POCKET, TACTICS_PROBLEM_WARNING,
                                "Walk units can enter 2 cells cut off from the largest area "
                                "they can cross.");
  assert_cells (problem, pocket, G_N_ELEMENTS (pocket));
  g_assert_cmpstr (tactics_problem_get_movetype (problem), ==, "walk");
  g_assert_null (tactics_problem_get_side (problem));
  g_assert_cmpuint (tactics_problems_count_errors (problems), ==, 0);
}

static void
test_map_pocket_per_movetype (void)
{
  /* Two lakes: the smaller is a pocket for Boat; the land is one. */
  const char * const rows[] = {
    "~~....",
    "~~...~",
    "......",
    NULL
  };
  g_autoptr(TacticsMap) map = make_map (TACTICS_TOPOLOGY_SQUARE, rows);
  g_autoptr(GListModel) problems = tactics_map_check (map);
  const TacticsCell pocket[] = { { 5, 1 } };
  TacticsProblem *problem;

  problem = assert_one_problem (problems, TACTICS_PROBLEM_POCKET, TACTICS_PROBLEM_WARNING,
                                "Boat units can enter 1 cell cut off from the largest area "
                                "they can cross.");
  assert_cells (problem, pocket, G_N_ELEMENTS (pocket));
  g_assert_cmpstr (tactics_problem_get_movetype (problem), ==, "boat");
}

static void
test_map_pocket_hex (void)
{
  /* Diagonal neighbours on a square board are not; on a hex board the
   * cells below an even row's cell are its neighbours. */
  const char * const rows[] = {
    "#.",
    ".#",
    NULL
  };
  g_autoptr(TacticsMap) square = make_map (TACTICS_TOPOLOGY_SQUARE, rows);
  g_autoptr(TacticsMap) hex = make_map (TACTICS_TOPOLOGY_HEX, rows);
  g_autoptr(GListModel) square_problems = tactics_map_check (square);
  g_autoptr(GListModel) hex_problems = tactics_map_check (hex);
  const TacticsCell pocket[] = { { 0, 1 } };

  assert_cells (assert_one_problem (square_problems, TACTICS_PROBLEM_POCKET,
                                    TACTICS_PROBLEM_WARNING, NULL),
                pocket, G_N_ELEMENTS (pocket));
  assert_no_problems (hex_problems);
}

static void
test_map_unused_movetype (void)
{
  /* Without a unit type that sails, lakes are scenery. */
  const char * const rows[] = {
    "~.~",
    NULL
  };
  g_autoptr(TacticsMap) map = make_map (TACTICS_TOPOLOGY_SQUARE, rows);
  g_autoptr(GListModel) problems = NULL;

  tactics_ruleset_remove_unit_type (tactics_map_get_ruleset (map), 1);
  problems = tactics_map_check (map);
  assert_no_problems (problems);
}

/* The areas the check finds agree with a plain walk over
 * tactics_neighbours() on random boards of both topologies: neighbours
 * share their label, each area is one walk, and areas are numbered in
 * reading order of their first cell. */
static void
test_areas_random (void)
{
  g_autoptr(GRand) rand = g_rand_new_with_seed (7);

  for (guint round = 0; round < 400; round++)
    {
      TacticsTopology topology = round % 2 ? TACTICS_TOPOLOGY_HEX : TACTICS_TOPOLOGY_SQUARE;
      int width = g_rand_int_range (rand, 1, 12);
      int height = g_rand_int_range (rand, 1, 10);
      int walls = g_rand_int_range (rand, 10, 70);
      g_autoptr(TacticsCostGrid) grid = tactics_cost_grid_new (width, height, topology);
      g_autofree guint32 *walked = g_new0 (guint32, (gsize) width * height);
      g_autoptr(GArray) stack = g_array_new (FALSE, FALSE, sizeof (TacticsCell));
      TacticsComponents components;
      guint32 n_walks = 0;

      for (int y = 0; y < height; y++)
        for (int x = 0; x < width; x++)
          tactics_cost_grid_set (grid, x, y, g_rand_int_range (rand, 0, 100) < walls ? 0 : 1);
      tactics_components_init (&components, grid, NULL);

      for (int y = 0; y < height; y++)
        for (int x = 0; x < width; x++)
          {
            TacticsCell start = { x, y };
            guint32 label = tactics_components_get (&components, start);
            guint32 size = 0;

            if (tactics_cost_grid_get (grid, x, y) == 0)
              {
                g_assert_cmpuint (label, ==, 0);
                continue;
              }
            if (walked[y * width + x] != 0)
              {
                g_assert_cmpuint (label, ==, walked[y * width + x]);
                continue;
              }
            /* A new area, the next number. */
            g_assert_cmpuint (label, ==, ++n_walks);
            walked[y * width + x] = label;
            g_array_append_val (stack, start);
            while (stack->len > 0)
              {
                TacticsCell cell = g_array_index (stack, TacticsCell, stack->len - 1);
                TacticsCell near[TACTICS_MAX_NEIGHBOURS];
                guint n = tactics_neighbours (topology, cell, near);

                g_array_set_size (stack, stack->len - 1);
                size++;
                for (guint k = 0; k < n; k++)
                  if (near[k].x >= 0 && near[k].y >= 0 && near[k].x < width
                      && near[k].y < height && tactics_cost_grid_get (grid, near[k].x, near[k].y)
                      && walked[near[k].y * width + near[k].x] == 0)
                    {
                      walked[near[k].y * width + near[k].x] = label;
                      g_array_append_val (stack, near[k]);
                    }
              }
            g_assert_cmpuint (components.sizes[label], ==, size);
          }
      g_assert_cmpuint (components.n_components, ==, n_walks);
      tactics_components_clear (&components);
    }
}

/* --- scenarios ----------------------------------------------------------- */

static void
test_scenario_good (void)
{
  g_autoptr(TacticsScenario) scenario = make_river_scenario (river);
  TacticsSide *blue = tactics_scenario_lookup_side (scenario, "blue");
  TacticsSide *red = tactics_scenario_lookup_side (scenario, "red");
  TacticsObjective *objective;
  g_autoptr(GListModel) problems = NULL;

  /* Neither zone has water: both form soldiers only. */
  tactics_side_set_allowed_units (red, (const char *[]) { "soldier", NULL });
  tactics_side_set_allowed_units (blue, (const char *[]) { "soldier", NULL });
  tactics_side_set_budget (blue, 3);
  place_unit (red, "captain", "soldier", 7, 3);
  place_unit (blue, "ship", "gunboat", 3, 0);
  add_region (scenario, "ford", "the Ford", 3, 2, 2, 1);
  objective = add_objective (blue, TACTICS_OBJECTIVE_HOLD_REGION);
  tactics_objective_set_region (objective, "ford");
  tactics_objective_set_rounds (objective, 2);
  objective = add_objective (red, TACTICS_OBJECTIVE_PROTECT_UNIT);
  tactics_objective_set_unit (objective, "captain");
  objective = add_objective (blue, TACTICS_OBJECTIVE_ELIMINATE_UNIT);
  tactics_objective_set_unit (objective, "captain");
  add_region (scenario, "mouth", "the Mouth", 4, 1, 1, 1);
  objective = add_objective (blue, TACTICS_OBJECTIVE_REACH_REGION);
  tactics_objective_set_region (objective, "mouth");
  tactics_objective_set_unit (objective, "ship");
  objective = add_objective (red, TACTICS_OBJECTIVE_SURVIVE_ROUNDS);
  tactics_objective_set_rounds (objective, 10);

  problems = tactics_scenario_check (scenario, N_UNITS);
  assert_no_problems (problems);
}

/* A scenario is told only of the pockets of units its sides can field:
 * a lake apart is nothing to a side of soldiers, a pocket for one that
 * may form boats. */
static void
test_scenario_pockets_fielded (void)
{
  const char * const rows[] = {
    "..~~....~",
    "..~~.....",
    ".........",
    NULL
  };
  g_autoptr(TacticsScenario) scenario = make_river_scenario (rows);
  TacticsSide *blue = tactics_scenario_lookup_side (scenario, "blue");
  TacticsSide *red = tactics_scenario_lookup_side (scenario, "red");
  g_autoptr(GListModel) soldiers = NULL;
  g_autoptr(GListModel) boats = NULL;
  g_autoptr(GPtrArray) pockets = NULL;

  tactics_side_set_allowed_units (red, (const char *[]) { "soldier", NULL });
  tactics_side_set_allowed_units (blue, (const char *[]) { "soldier", NULL });
  soldiers = tactics_scenario_check (scenario, N_UNITS);
  assert_no_problems (soldiers);

  place_unit (blue, "ship", "gunboat", 2, 0);
  boats = tactics_scenario_check (scenario, N_UNITS);
  pockets = find_problems (boats, TACTICS_PROBLEM_POCKET);
  g_assert_cmpuint (pockets->len, ==, 1);
  g_assert_cmpstr (tactics_problem_get_movetype (g_ptr_array_index (pockets, 0)), ==, "boat");
}

static void
test_scenario_enemy_unreachable (void)
{
  /* No ford: the banks never meet on foot. */
  const char * const rows[] = {
    "...~~...",
    "...~~...",
    "...~~...",
    NULL
  };
  g_autoptr(TacticsScenario) scenario = make_river_scenario (rows);
  g_autoptr(GListModel) problems = NULL;
  g_autoptr(GPtrArray) found = NULL;
  TacticsProblem *problem;
  guint n_cells;

  tactics_side_set_allowed_units (tactics_scenario_lookup_side (scenario, "blue"),
                                  (const char *[]) { "soldier", NULL });
  tactics_side_set_allowed_units (tactics_scenario_lookup_side (scenario, "red"),
                                  (const char *[]) { "soldier", NULL });
  problems = tactics_scenario_check (scenario, N_UNITS);
  /* The map's problems come first: the east bank is a pocket on foot. */
  problem = g_list_model_get_item (problems, 0);
  g_assert_cmpint (tactics_problem_get_kind (problem), ==, TACTICS_PROBLEM_POCKET);
  g_object_unref (problem);
  found = find_problems (problems, TACTICS_PROBLEM_ENEMY_UNREACHABLE);
  g_assert_cmpuint (found->len, ==, 2);
  problem = g_ptr_array_index (found, 0);
  g_assert_cmpint (tactics_problem_get_severity (problem), ==, TACTICS_PROBLEM_ERROR);
  g_assert_cmpstr (tactics_problem_get_message (problem), ==,
                   "Blue’s start zone “West bank” cannot reach an enemy for Walk units.");
  g_assert_cmpstr (tactics_problem_get_side (problem), ==, "blue");
  g_assert_cmpstr (tactics_problem_get_region (problem), ==, "west");
  g_assert_cmpstr (tactics_problem_get_movetype (problem), ==, "walk");
  tactics_problem_get_cells (problem, &n_cells);
  g_assert_cmpuint (n_cells, ==, 6);
  g_assert_cmpuint (tactics_problems_count_errors (problems), ==, 2);
}

static void
test_scenario_enemy_next_to (void)
{
  /* Blue's boats start on the river: they reach Red's bank by its shore,
   * and so meet Red; Red's soldiers walk to the river's edge. */
  const char * const rows[] = {
    "..~~..",
    "..~~..",
    NULL
  };
  g_autoptr(TacticsMap) map = make_map (TACTICS_TOPOLOGY_SQUARE, rows);
  g_autoptr(TacticsScenario) scenario = tactics_scenario_new (map);
  g_autoptr(GListModel) problems = NULL;

  add_region (scenario, "river", "River", 2, 0, 2, 2);
  add_region (scenario, "east", "East bank", 4, 0, 2, 2);
  tactics_side_set_allowed_units (add_side (scenario, "blue", "Blue", "river"),
                                  (const char *[]) { "gunboat", NULL });
  tactics_side_set_allowed_units (add_side (scenario, "red", "Red", "east"),
                                  (const char *[]) { "soldier", NULL });
  problems = tactics_scenario_check (scenario, N_UNITS);
  g_assert_cmpuint (count_problems (problems, TACTICS_PROBLEM_ENEMY_UNREACHABLE), ==, 0);
  g_assert_cmpuint (tactics_problems_count_errors (problems), ==, 0);
}

static void
test_scenario_boat_cannot_reach (void)
{
  /* Blue may form gunboats, but its zone has no water to launch them. */
  g_autoptr(TacticsScenario) scenario = make_river_scenario (river);
  g_autoptr(GListModel) problems = tactics_scenario_check (scenario, N_UNITS);
  g_autoptr(GPtrArray) found = find_problems (problems, TACTICS_PROBLEM_ZONE_WITHOUT_ROOM);

  g_assert_cmpuint (found->len, ==, 2);
  g_assert_cmpstr (tactics_problem_get_message (g_ptr_array_index (found, 0)), ==,
                   "Blue’s start zone “West bank” has no free cell where Boat units can "
                   "stand.");
  g_assert_cmpstr (tactics_problem_get_movetype (g_ptr_array_index (found, 1)), ==, "boat");
  /* Red's too; neither is then told it cannot reach with boats. */
  g_assert_cmpuint (tactics_problems_count_errors (problems), ==, 2);
}

static void
test_scenario_room (void)
{
  const char * const rows[] = {
    "#.......",
    "........",
    NULL
  };
  g_autoptr(TacticsScenario) scenario = make_river_scenario (rows);
  TacticsSide *blue = tactics_scenario_lookup_side (scenario, "blue");
  TacticsSide *red = tactics_scenario_lookup_side (scenario, "red");
  g_autoptr(GListModel) fits = NULL;
  g_autoptr(GListModel) too_many = NULL;
  g_autoptr(GListModel) placed = NULL;

  tactics_side_set_allowed_units (blue, (const char *[]) { "soldier", NULL });
  tactics_side_set_allowed_units (red, (const char *[]) { "soldier", NULL });
  /* The west bank: 4 cells, one of them rock. */
  tactics_side_set_budget (blue, 3);
  fits = tactics_scenario_check (scenario, N_UNITS);
  assert_no_problems (fits);

  tactics_side_set_budget (blue, 4);
  too_many = tactics_scenario_check (scenario, N_UNITS);
  assert_one_problem (too_many, TACTICS_PROBLEM_ZONE_TOO_SMALL, TACTICS_PROBLEM_ERROR,
                      "Blue forms 4 units, but its start zone “West bank” has room for 3.");

  /* A placed unit takes a cell of the zone. */
  tactics_side_set_budget (blue, 3);
  place_unit (blue, "scout", "soldier", 1, 1);
  placed = tactics_scenario_check (scenario, N_UNITS);
  assert_one_problem (placed, TACTICS_PROBLEM_ZONE_TOO_SMALL, TACTICS_PROBLEM_ERROR,
                      "Blue forms 3 units, but its start zone “West bank” has room for 2.");
}

static void
test_scenario_shared_zone (void)
{
  const char * const rows[] = {
    "......",
    NULL
  };
  g_autoptr(TacticsMap) map = make_map (TACTICS_TOPOLOGY_SQUARE, rows);
  g_autoptr(TacticsScenario) scenario = tactics_scenario_new (map);
  g_autoptr(GListModel) problems = NULL;
  g_autoptr(GListModel) overlap = NULL;
  TacticsSide *green;
  TacticsProblem *problem;

  /* Blue and Red share 4 cells; each army fits alone, not both. */
  add_region (scenario, "camp", "Camp", 0, 0, 4, 1);
  add_region (scenario, "east", "East", 2, 0, 4, 1);
  add_side (scenario, "blue", "Blue", "camp");
  add_side (scenario, "red", "Red", "camp");
  for (guint i = 0; i < 2; i++)
    {
      g_autoptr(TacticsSide) side = NULL;

      side = g_list_model_get_item (tactics_scenario_get_sides (scenario), i);

      tactics_side_set_allowed_units (side, (const char *[]) { "soldier", NULL });
      tactics_side_set_budget (side, 3);
    }
  problems = tactics_scenario_check (scenario, N_UNITS);
  problem = assert_one_problem (problems, TACTICS_PROBLEM_ZONE_TOO_SMALL, TACTICS_PROBLEM_ERROR,
                                "Blue, Red form 6 units together, but their start zones have "
                                "room for 4.");
  g_assert_null (tactics_problem_get_side (problem));

  /* Green's zone overlaps the camp: all three need 9 cells of 6. */
  tactics_side_set_start_zone (tactics_scenario_lookup_side (scenario, "red"), "east");
  green = add_side (scenario, "green", "Green", "camp");
  tactics_side_set_allowed_units (green, (const char *[]) { "soldier", NULL });
  tactics_side_set_budget (green, 3);
  overlap = tactics_scenario_check (scenario, N_UNITS);
  /* Blue with Green already needs 6 cells of the camp's 4. */
  assert_one_problem (overlap, TACTICS_PROBLEM_ZONE_TOO_SMALL, TACTICS_PROBLEM_ERROR,
                      "Blue, Green form 6 units together, but their start zones have room "
                      "for 4.");
}

static void
test_scenario_region_unreachable (void)
{
  const char * const rows[] = {
    "......",
    "....#.",
    "...#.#",
    "....#.",
    NULL
  };
  g_autoptr(TacticsMap) map = make_map (TACTICS_TOPOLOGY_SQUARE, rows);
  g_autoptr(TacticsScenario) scenario = tactics_scenario_new (map);
  TacticsSide *blue, *red;
  TacticsObjective *objective;
  g_autoptr(GListModel) problems = NULL;
  TacticsProblem *problem;
  const TacticsCell shrine[] = { { 4, 2 } };

  add_region (scenario, "west", "West", 0, 0, 2, 4);
  add_region (scenario, "shrine", "the Shrine", 4, 2, 1, 1);
  add_region (scenario, "hill", "the Hill", 5, 0, 1, 1);
  blue = add_side (scenario, "blue", "Blue", "west");
  /* Starting anywhere, Red could start in the shrine: it starts west too. */
  red = add_side (scenario, "red", "Red", "west");
  tactics_side_set_allowed_units (blue, (const char *[]) { "soldier", NULL });
  tactics_side_set_allowed_units (red, (const char *[]) { "soldier", NULL });
  objective = add_objective (blue, TACTICS_OBJECTIVE_HOLD_REGION);
  tactics_objective_set_region (objective, "shrine");
  tactics_objective_set_rounds (objective, 1);
  objective = add_objective (blue, TACTICS_OBJECTIVE_REACH_REGION);
  tactics_objective_set_region (objective, "hill");
  objective = add_objective (red, TACTICS_OBJECTIVE_REACH_REGION);
  tactics_objective_set_region (objective, "shrine");

  problems = tactics_scenario_check (scenario, N_UNITS);
  {
    g_autoptr(GPtrArray) found = find_problems (problems, TACTICS_PROBLEM_REGION_UNREACHABLE);

    g_assert_cmpuint (found->len, ==, 2);
    problem = g_ptr_array_index (found, 0);
    g_assert_cmpstr (tactics_problem_get_message (problem), ==,
                     "Blue must hold “the Shrine”, but none of its units can get there.");
    assert_cells (problem, shrine, 1);
    g_assert_cmpstr (tactics_problem_get_region (problem), ==, "shrine");
    problem = g_ptr_array_index (found, 1);
    g_assert_cmpstr (tactics_problem_get_message (problem), ==,
                     "Red must reach “the Shrine”, but none of its units can get there.");
  }
}

static void
test_scenario_unit_reaches (void)
{
  /* The named unit must get there itself: the hero is walled in. */
  const char * const rows[] = {
    ".#....",
    "##....",
    NULL
  };
  g_autoptr(TacticsMap) map = make_map (TACTICS_TOPOLOGY_SQUARE, rows);
  g_autoptr(TacticsScenario) scenario = tactics_scenario_new (map);
  TacticsSide *blue;
  TacticsObjective *objective;
  g_autoptr(GListModel) problems = NULL;

  add_region (scenario, "gate", "the Gate", 5, 0, 1, 1);
  blue = add_side (scenario, "blue", "Blue", NULL);
  add_side (scenario, "red", "Red", NULL);
  place_unit (blue, "hero", "soldier", 0, 0);
  objective = add_objective (blue, TACTICS_OBJECTIVE_REACH_REGION);
  tactics_objective_set_region (objective, "gate");
  tactics_objective_set_unit (objective, "hero");
  problems = tactics_scenario_check (scenario, N_UNITS);
  assert_one_problem (problems, TACTICS_PROBLEM_REGION_UNREACHABLE, TACTICS_PROBLEM_ERROR,
                      "Blue must reach “the Gate” with hero, but that unit cannot get there.");
}

static void
test_scenario_placed_units (void)
{
  g_autoptr(TacticsScenario) scenario = make_river_scenario (river);
  TacticsSide *blue = tactics_scenario_lookup_side (scenario, "blue");
  TacticsSide *red = tactics_scenario_lookup_side (scenario, "red");
  g_autoptr(GListModel) problems = NULL;
  TacticsProblem *problem;
  const TacticsCell water[] = { { 3, 0 } };

  tactics_side_set_allowed_units (blue, (const char *[]) { "soldier", NULL });
  tactics_side_set_allowed_units (red, (const char *[]) { "soldier", NULL });
  place_unit (blue, "wader", "soldier", 3, 0);
  place_unit (blue, "guard", "soldier", 1, 1);
  place_unit (red, "spy", "soldier", 1, 1);
  place_unit (red, "ghost", "soldier", 8, 0);
  place_unit (red, "dragon", "dragon", 6, 0);

  problems = tactics_scenario_check (scenario, N_UNITS);
  problem = assert_one_problem (problems, TACTICS_PROBLEM_UNIT_ON_IMPASSABLE,
                                TACTICS_PROBLEM_ERROR,
                                "The placed unit wader of Blue stands on Water, where Walk units "
                                "cannot stand.");
  assert_cells (problem, water, 1);
  g_assert_cmpstr (tactics_problem_get_unit (problem), ==, "wader");
  assert_one_problem (problems, TACTICS_PROBLEM_UNITS_SHARE_CELL, TACTICS_PROBLEM_ERROR,
                      "The placed units guard and spy stand on the same cell.");
  assert_one_problem (problems, TACTICS_PROBLEM_UNIT_OFF_MAP, TACTICS_PROBLEM_ERROR,
                      "The placed unit ghost of Red stands outside the map.");
  assert_one_problem (problems, TACTICS_PROBLEM_UNKNOWN_UNIT_TYPE, TACTICS_PROBLEM_ERROR,
                      "The placed unit dragon of Red is of type “dragon”, but the ruleset "
                      "has no such unit type.");
}

static void
test_scenario_references (void)
{
  g_autoptr(TacticsScenario) scenario = make_river_scenario (river);
  TacticsSide *blue = tactics_scenario_lookup_side (scenario, "blue");
  TacticsSide *red = tactics_scenario_lookup_side (scenario, "red");
  TacticsObjective *objective;
  g_autoptr(GListModel) problems = NULL;
  g_autoptr(GPtrArray) missing = NULL;
  g_autoptr(GPtrArray) unknown_regions = NULL;

  tactics_side_set_start_zone (red, "north");
  tactics_side_set_allowed_units (blue, (const char *[]) { "soldier", "knight", NULL });
  place_unit (blue, "captain", "soldier", 0, 0);
  objective = add_objective (blue, TACTICS_OBJECTIVE_HOLD_REGION);
  tactics_objective_set_region (objective, "tower");
  tactics_objective_set_rounds (objective, 1);
  add_objective (blue, TACTICS_OBJECTIVE_REACH_REGION);
  add_objective (blue, TACTICS_OBJECTIVE_ELIMINATE_UNIT);
  objective = add_objective (blue, TACTICS_OBJECTIVE_PROTECT_UNIT);
  tactics_objective_set_unit (objective, "king");
  objective = add_objective (red, TACTICS_OBJECTIVE_PROTECT_UNIT);
  tactics_objective_set_unit (objective, "captain");
  objective = add_objective (blue, TACTICS_OBJECTIVE_ELIMINATE_UNIT);
  tactics_objective_set_unit (objective, "captain");
  add_objective (red, TACTICS_OBJECTIVE_MOST_POINTS);

  problems = tactics_scenario_check (scenario, N_UNITS);
  unknown_regions = find_problems (problems, TACTICS_PROBLEM_UNKNOWN_REGION);
  g_assert_cmpuint (unknown_regions->len, ==, 2);
  g_assert_cmpstr (tactics_problem_get_message (g_ptr_array_index (unknown_regions, 0)), ==,
                   "Red’s start zone is “north”, but no region has that id.");
  g_assert_cmpstr (tactics_problem_get_message (g_ptr_array_index (unknown_regions, 1)), ==,
                   "An objective of Blue names the region “tower”, but no region has that id.");
  assert_one_problem (problems, TACTICS_PROBLEM_UNKNOWN_UNIT_TYPE, TACTICS_PROBLEM_ERROR,
                      "Blue may form units of type “knight”, but the ruleset has no such "
                      "unit type.");
  assert_one_problem (problems, TACTICS_PROBLEM_UNKNOWN_UNIT, TACTICS_PROBLEM_ERROR,
                      "An objective of Blue names the unit “king”, but no placed unit has "
                      "that id.");
  missing = find_problems (problems, TACTICS_PROBLEM_MISSING_FIELD);
  g_assert_cmpuint (missing->len, ==, 2);
  g_assert_cmpstr (tactics_problem_get_message (g_ptr_array_index (missing, 0)), ==,
                   "An objective of Blue must name a region.");
  g_assert_cmpstr (tactics_problem_get_message (g_ptr_array_index (missing, 1)), ==,
                   "An objective of Blue must name a unit.");
  {
    g_autoptr(GPtrArray) wrong = find_problems (problems, TACTICS_PROBLEM_WRONG_UNIT_SIDE);

    g_assert_cmpuint (wrong->len, ==, 2);
    g_assert_cmpstr (tactics_problem_get_message (g_ptr_array_index (wrong, 0)), ==,
                     "Blue must eliminate captain, one of its own units.");
    g_assert_cmpstr (tactics_problem_get_message (g_ptr_array_index (wrong, 1)), ==,
                     "Red must protect captain, a unit of another side.");
  }
  assert_one_problem (problems, TACTICS_PROBLEM_NO_ROUND_LIMIT, TACTICS_PROBLEM_ERROR,
                      "Red plays for the most points, but the scenario has no round limit to "
                      "end the match.");
}

static void
test_scenario_empty_regions (void)
{
  g_autoptr(TacticsScenario) scenario = make_river_scenario (river);
  TacticsObjective *objective;
  g_autoptr(GListModel) problems = NULL;
  g_autoptr(GPtrArray) found = NULL;

  add_region (scenario, "nowhere", "Nowhere", 0, 0, 0, 0);
  tactics_side_set_start_zone (tactics_scenario_lookup_side (scenario, "red"), "nowhere");
  objective = add_objective (tactics_scenario_lookup_side (scenario, "blue"),
                             TACTICS_OBJECTIVE_REACH_REGION);
  tactics_objective_set_region (objective, "nowhere");
  problems = tactics_scenario_check (scenario, N_UNITS);
  found = find_problems (problems, TACTICS_PROBLEM_EMPTY_REGION);
  g_assert_cmpuint (found->len, ==, 2);
  g_assert_cmpstr (tactics_problem_get_message (g_ptr_array_index (found, 0)), ==,
                   "Red’s start zone “Nowhere” has no cells.");
  g_assert_cmpstr (tactics_problem_get_message (g_ptr_array_index (found, 1)), ==,
                   "An objective of Blue names the region “Nowhere”, which has no cells.");
  /* Nothing else is said of the empty region. */
  g_assert_cmpuint (count_problems (problems, TACTICS_PROBLEM_REGION_UNREACHABLE), ==, 0);
}

static void
test_scenario_sides (void)
{
  g_autoptr(TacticsMap) map = make_map (TACTICS_TOPOLOGY_SQUARE, river);
  g_autoptr(TacticsScenario) scenario = tactics_scenario_new (map);
  g_autoptr(GListModel) one_side = NULL;
  g_autoptr(GListModel) nobody = NULL;
  g_autoptr(GListModel) duplicate = NULL;
  TacticsSide *red;

  add_side (scenario, "blue", "Blue", NULL);
  one_side = tactics_scenario_check (scenario, N_UNITS);
  assert_one_problem (one_side, TACTICS_PROBLEM_TOO_FEW_SIDES, TACTICS_PROBLEM_ERROR,
                      "The scenario has 1 side; it needs at least 2.");
  /* Said once: not also as an enemy out of reach. */
  g_assert_cmpuint (tactics_problems_count_errors (one_side), ==, 1);

  /* With no unit count, a side of budget 0 forms nothing. */
  red = add_side (scenario, "red", "Red", NULL);
  tactics_side_set_budget (red, 2);
  nobody = tactics_scenario_check (scenario, 0);
  assert_one_problem (nobody, TACTICS_PROBLEM_NO_UNITS, TACTICS_PROBLEM_ERROR,
                      "Blue has no units: it forms none and has no placed units.");
  /* No unit type allowed is no unit either. */
  tactics_side_set_allowed_units (red, (const char *[]) { NULL });
  g_clear_object (&nobody);
  nobody = tactics_scenario_check (scenario, N_UNITS);
  assert_one_problem (nobody, TACTICS_PROBLEM_NO_UNITS, TACTICS_PROBLEM_ERROR,
                      "Red has no units: it forms none and has no placed units.");

  tactics_side_set_allowed_units (red, NULL);
  add_side (scenario, "blue", "Navy", NULL);
  add_region (scenario, "west", "West", 0, 0, 1, 1);
  add_region (scenario, "west", "West again", 1, 0, 1, 1);
  duplicate = tactics_scenario_check (scenario, N_UNITS);
  {
    g_autoptr(GPtrArray) found = find_problems (duplicate, TACTICS_PROBLEM_DUPLICATE_ID);

    g_assert_cmpuint (found->len, ==, 2);
    g_assert_cmpstr (tactics_problem_get_message (g_ptr_array_index (found, 0)), ==,
                     "Two sides have the id “blue”.");
    g_assert_cmpstr (tactics_problem_get_message (g_ptr_array_index (found, 1)), ==,
                     "Two regions have the id “west”.");
  }
}

static void
test_scenario_region_off_map (void)
{
  g_autoptr(TacticsScenario) scenario = make_river_scenario (river);
  g_autoptr(GListModel) problems = NULL;

  tactics_side_set_allowed_units (tactics_scenario_lookup_side (scenario, "blue"),
                                  (const char *[]) { "soldier", NULL });
  tactics_side_set_allowed_units (tactics_scenario_lookup_side (scenario, "red"),
                                  (const char *[]) { "soldier", NULL });
  /* The map shrinks by two columns under the east bank. */
  tactics_map_resize (tactics_scenario_get_map (scenario), 6, 4, 0, 0, 0);
  add_region (scenario, "far", "Far away", 10, 10, 1, 1);
  problems = tactics_scenario_check (scenario, N_UNITS);
  {
    g_autoptr(GPtrArray) found = find_problems (problems, TACTICS_PROBLEM_REGION_OFF_MAP);

    g_assert_cmpuint (found->len, ==, 2);
    g_assert_cmpstr (tactics_problem_get_message (g_ptr_array_index (found, 0)), ==,
                     "The region “East bank” has 8 cells outside the map.");
    g_assert_cmpint (tactics_problem_get_severity (g_ptr_array_index (found, 0)), ==,
                     TACTICS_PROBLEM_WARNING);
    g_assert_cmpstr (tactics_problem_get_message (g_ptr_array_index (found, 1)), ==,
                     "The region “Far away” has 1 cell outside the map.");
  }
  /* Red's zone is gone: its units cannot start. */
  assert_one_problem (problems, TACTICS_PROBLEM_ZONE_TOO_SMALL, TACTICS_PROBLEM_ERROR,
                      "Red forms 2 units, but its start zone “East bank” has room for 0.");
}

static void
test_scenario_rounds_past_limit (void)
{
  g_autoptr(TacticsScenario) scenario = make_river_scenario (river);
  TacticsObjective *objective;
  g_autoptr(GListModel) problems = NULL;

  tactics_side_set_allowed_units (tactics_scenario_lookup_side (scenario, "blue"),
                                  (const char *[]) { "soldier", NULL });
  tactics_side_set_allowed_units (tactics_scenario_lookup_side (scenario, "red"),
                                  (const char *[]) { "soldier", NULL });
  tactics_scenario_set_round_limit (scenario, 10);
  objective = add_objective (tactics_scenario_lookup_side (scenario, "red"),
                             TACTICS_OBJECTIVE_SURVIVE_ROUNDS);
  tactics_objective_set_rounds (objective, 12);
  problems = tactics_scenario_check (scenario, N_UNITS);
  assert_one_problem (problems, TACTICS_PROBLEM_ROUNDS_PAST_LIMIT, TACTICS_PROBLEM_WARNING,
                      "An objective of Red counts 12 rounds, more than the round limit of 10 "
                      "lets pass.");
  /* A warning does not stop play. */
  g_assert_cmpuint (tactics_problems_count_errors (problems), ==, 0);
}

static void
test_problem_cells (void)
{
  const TacticsCell cells[] = { { 2, 1 }, { 0, 0 }, { 2, 1 }, { 1, 0 } };
  const TacticsCell sorted[] = { { 0, 0 }, { 1, 0 }, { 2, 1 } };
  g_autoptr(TacticsProblem) problem = NULL;
  g_autofree char *message = NULL;

  problem = tactics_problem_new (TACTICS_PROBLEM_WARNING, TACTICS_PROBLEM_POCKET, "Pocket.",
                                 cells, G_N_ELEMENTS (cells), "blue", NULL, NULL, "walk");
  assert_cells (problem, sorted, G_N_ELEMENTS (sorted));
  g_object_get (problem, "message", &message, NULL);
  g_assert_cmpstr (message, ==, "Pocket.");
  g_assert_cmpstr (tactics_problem_get_side (problem), ==, "blue");
  g_assert_null (tactics_problem_get_region (problem));
}

int
main (int argc, char *argv[])
{
  /* The messages in English, whatever the machine's language. */
  g_setenv ("LANGUAGE", "C", TRUE);
  setlocale (LC_ALL, "C.UTF-8");

  g_test_init (&argc, &argv, NULL);
  tactics_init ();

  g_test_add_func ("/map-check/problem-cells", test_problem_cells);
  g_test_add_func ("/map-check/areas-random", test_areas_random);
  g_test_add_func ("/map-check/map/good", test_map_good);
  g_test_add_func ("/map-check/map/pocket", test_map_pocket);
  g_test_add_func ("/map-check/map/pocket-per-movetype", test_map_pocket_per_movetype);
  g_test_add_func ("/map-check/map/pocket-hex", test_map_pocket_hex);
  g_test_add_func ("/map-check/scenario/pockets-fielded", test_scenario_pockets_fielded);
  g_test_add_func ("/map-check/map/unused-movetype", test_map_unused_movetype);
  g_test_add_func ("/map-check/scenario/good", test_scenario_good);
  g_test_add_func ("/map-check/scenario/enemy-unreachable", test_scenario_enemy_unreachable);
  g_test_add_func ("/map-check/scenario/enemy-next-to", test_scenario_enemy_next_to);
  g_test_add_func ("/map-check/scenario/boat-cannot-reach", test_scenario_boat_cannot_reach);
  g_test_add_func ("/map-check/scenario/room", test_scenario_room);
  g_test_add_func ("/map-check/scenario/shared-zone", test_scenario_shared_zone);
  g_test_add_func ("/map-check/scenario/region-unreachable", test_scenario_region_unreachable);
  g_test_add_func ("/map-check/scenario/unit-reaches", test_scenario_unit_reaches);
  g_test_add_func ("/map-check/scenario/placed-units", test_scenario_placed_units);
  g_test_add_func ("/map-check/scenario/references", test_scenario_references);
  g_test_add_func ("/map-check/scenario/empty-regions", test_scenario_empty_regions);
  g_test_add_func ("/map-check/scenario/sides", test_scenario_sides);
  g_test_add_func ("/map-check/scenario/region-off-map", test_scenario_region_off_map);
  g_test_add_func ("/map-check/scenario/rounds-past-limit", test_scenario_rounds_past_limit);

  return g_test_run ();
}
