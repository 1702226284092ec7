/* SPDX-License-Identifier: GPL-3.0-or-later */
/* A scenario's snapshot for undo: what it matches, and a restore that puts
 * back the same sides, regions and objectives with their values. */
#include "config.h"

#include <locale.h>

#include "model-test-helpers.h"

static TacticsScenario *
make_scenario (void)
{
  g_autoptr(TacticsRuleset) ruleset = tactics_ruleset_new ();
  g_autoptr(TacticsMap) map = tactics_map_new (8, 6, TACTICS_TOPOLOGY_SQUARE, ruleset);
  TacticsScenario *scenario = tactics_scenario_new (map);
  g_autoptr(TacticsSide) blue = tactics_side_new ("blue", "Blue");
  g_autoptr(TacticsSide) red = tactics_side_new ("red", "Red");
  g_autoptr(TacticsRegion) tower = tactics_region_new ("tower", "the Old Tower");
  g_autoptr(TacticsObjective) hold = tactics_objective_new (TACTICS_OBJECTIVE_HOLD_REGION);
  g_autoptr(TacticsPlacedUnit) king = tactics_placed_unit_new ("king", "infantry",
                                                               (TacticsCell) { 1, 1 });
  const TacticsCell cells[] = { { 2, 2 }, { 3, 2 } };

  tactics_scenario_set_name (scenario, "The Tower");
  tactics_scenario_set_round_limit (scenario, 10);
  tactics_region_set_cells (tower, cells, G_N_ELEMENTS (cells), TRUE);
  tactics_scenario_insert_region (scenario, 0, tower);
  tactics_objective_set_region (hold, "tower");
  tactics_objective_set_rounds (hold, 3);
  tactics_side_insert_objective (blue, 0, hold);
  tactics_side_insert_placed_unit (red, 0, king);
  tactics_side_set_team (red, 1);
  tactics_scenario_insert_side (scenario, 0, blue);
  tactics_scenario_insert_side (scenario, 1, red);
  return scenario;
}

static void
test_snapshot_matches (void)
{
  g_autoptr(TacticsScenario) scenario = make_scenario ();
  g_autoptr(TacticsScenarioSnapshot) snapshot = tactics_scenario_snapshot_new (scenario);
  g_autoptr(TacticsSide) red = g_list_model_get_item (tactics_scenario_get_sides (scenario), 1);
  g_autoptr(TacticsRegion) tower = g_list_model_get_item (tactics_scenario_get_regions (scenario),
                                                          0);
  TacticsSide *blue = tactics_scenario_lookup_side (scenario, "blue");
  g_autoptr(TacticsObjective) hold = g_list_model_get_item (tactics_side_get_objectives (blue), 0);
  g_autoptr(TacticsPlacedUnit) moved = NULL;

  g_assert_true (tactics_scenario_snapshot_matches (snapshot, scenario));

  /* Each kind of value, edited and edited back. */
  tactics_scenario_set_round_limit (scenario, 11);
  g_assert_false (tactics_scenario_snapshot_matches (snapshot, scenario));
  tactics_scenario_set_round_limit (scenario, 10);
  g_assert_true (tactics_scenario_snapshot_matches (snapshot, scenario));

  tactics_objective_set_rounds (hold, 4);
  g_assert_false (tactics_scenario_snapshot_matches (snapshot, scenario));
  tactics_objective_set_rounds (hold, 3);

  tactics_region_set_cells (tower, &(TacticsCell) { 0, 0 }, 1, TRUE);
  g_assert_false (tactics_scenario_snapshot_matches (snapshot, scenario));
  tactics_region_set_cells (tower, &(TacticsCell) { 0, 0 }, 1, FALSE);
  g_assert_true (tactics_scenario_snapshot_matches (snapshot, scenario));

  tactics_region_set_revealed (tower, TRUE);
  g_assert_false (tactics_scenario_snapshot_matches (snapshot, scenario));
  tactics_region_set_revealed (tower, FALSE);
  g_assert_true (tactics_scenario_snapshot_matches (snapshot, scenario));

  moved = tactics_placed_unit_copy (tactics_side_get_placed_unit (red, 0));
  moved->cell.x = 5;
  tactics_side_remove_placed_unit (red, 0);
  tactics_side_insert_placed_unit (red, 0, moved);
  g_assert_false (tactics_scenario_snapshot_matches (snapshot, scenario));
}

static void
test_snapshot_restore (void)
{
  g_autoptr(TacticsScenario) scenario = make_scenario ();
  g_autoptr(TacticsScenarioSnapshot) before = tactics_scenario_snapshot_new (scenario);
  g_autoptr(TacticsScenarioSnapshot) after = NULL;
  GListModel *sides = tactics_scenario_get_sides (scenario);
  g_autoptr(TacticsSide) blue = g_list_model_get_item (sides, 0);
  g_autoptr(TacticsSide) red = g_list_model_get_item (sides, 1);
  g_autoptr(TacticsSide) green = tactics_side_new ("green", "Green");
  g_autoptr(TacticsObjective) hold = g_list_model_get_item (tactics_side_get_objectives (blue), 0);
  g_autoptr(TacticsRegion) tower = g_list_model_get_item (tactics_scenario_get_regions (scenario),
                                                          0);
  g_autoptr(TacticsObjective) survive = NULL;
  const char *allowed[] = { "archer", NULL };
  guint n_cells;

  /* Many edits at once: the restore undoes them all. */
  tactics_scenario_set_name (scenario, "The Keep");
  tactics_scenario_set_victory_text (scenario, "Won!");
  tactics_scenario_remove_side (scenario, 0);
  tactics_scenario_insert_side (scenario, 1, green);
  tactics_side_set_name (red, "Crimson");
  tactics_side_set_budget (red, 4);
  tactics_side_set_allowed_units (red, allowed);
  tactics_side_remove_placed_unit (red, 0);
  tactics_objective_set_kind (hold, TACTICS_OBJECTIVE_SURVIVE_ROUNDS);
  tactics_region_set_name (tower, "the Keep");
  tactics_region_set_revealed (tower, TRUE);
  tactics_region_clear (tower);
  tactics_scenario_remove_region (scenario, 0);
  after = tactics_scenario_snapshot_new (scenario);

  tactics_scenario_snapshot_restore (before, scenario);
  g_assert_true (tactics_scenario_snapshot_matches (before, scenario));
  g_assert_cmpstr (tactics_scenario_get_name (scenario), ==, "The Tower");
  g_assert_null (tactics_scenario_get_victory_text (scenario));
  g_assert_cmpuint (g_list_model_get_n_items (sides), ==, 2);
  /* The very objects, not copies. */
  g_assert_true (tactics_scenario_lookup_side (scenario, "blue") == blue);
  g_assert_true (tactics_scenario_lookup_region (scenario, "tower") == tower);
  g_assert_null (tactics_scenario_lookup_side (scenario, "green"));
  g_assert_cmpstr (tactics_side_get_name (red), ==, "Red");
  g_assert_cmpuint (tactics_side_get_budget (red), ==, 0);
  g_assert_null (tactics_side_get_allowed_units (red));
  g_assert_cmpuint (tactics_side_get_n_placed_units (red), ==, 1);
  g_assert_cmpstr (tactics_side_get_placed_unit (red, 0)->id, ==, "king");
  survive = g_list_model_get_item (tactics_side_get_objectives (blue), 0);
  g_assert_true (survive == hold);
  g_assert_cmpint (tactics_objective_get_kind (hold), ==, TACTICS_OBJECTIVE_HOLD_REGION);
  g_assert_cmpstr (tactics_region_get_name (tower), ==, "the Old Tower");
  g_assert_false (tactics_region_get_revealed (tower));
  tactics_region_get_cells (tower, &n_cells);
  g_assert_cmpuint (n_cells, ==, 2);

  /* And forward again. */
  tactics_scenario_snapshot_restore (after, scenario);
  g_assert_true (tactics_scenario_snapshot_matches (after, scenario));
  g_assert_false (tactics_scenario_snapshot_matches (before, scenario));
  g_assert_cmpstr (tactics_side_get_name (red), ==, "Crimson");
  g_assert_cmpuint (g_list_model_get_n_items (tactics_scenario_get_regions (scenario)), ==, 0);
}

int
main (int   argc,
      char *argv[])
{
  setlocale (LC_ALL, "");
  g_test_init (&argc, &argv, NULL);

  g_test_add_func ("/scenario-snapshot/matches", test_snapshot_matches);
  g_test_add_func ("/scenario-snapshot/restore", test_snapshot_restore);

  return g_test_run ();
}
