/* SPDX-License-Identifier: GPL-3.0-or-later */
/* Matches that play a scenario: set-up (sides, budgets, allowed units,
 * pre-placed units, start zones, round limit). */
#include "config.h"

#include "scenario-test-helpers.h"
#include "tactics-match-private.h"

/* Set-up */

static void
test_setup_refused (void)
{
  g_autoptr(TacticsScenario) scenario = new_scenario (open_field);
  g_autoptr(TacticsScenario) other = NULL;
  g_autoptr(TacticsMatch) match = NULL;
  g_autoptr(GError) error = NULL;
  const char * const rocky[] = { "#.......", "........", "........", "........", "........",
                                 "........", NULL };
  const char * const small[] = { "....", "....", NULL };

  /* Player i plays side i: as many players as sides. */
  match = scenario_match (scenario, 3, TACTICS_MATCH_MODE_TURNS, 1, &error);
  g_assert_error (error, TACTICS_MATCH_ERROR, TACTICS_MATCH_ERROR_SETUP);
  g_assert_nonnull (strstr (error->message, "2 sides"));
  g_clear_error (&error);

  /* Objectives name what the scenario has. */
  add_objective (scenario, 0, TACTICS_OBJECTIVE_HOLD_REGION, "tower", NULL, 2, 0);
  match = scenario_match (scenario, 2, TACTICS_MATCH_MODE_TURNS, 1, &error);
  g_assert_error (error, TACTICS_MATCH_ERROR, TACTICS_MATCH_ERROR_SETUP);
  g_assert_nonnull (strstr (error->message, "“tower”"));
  g_clear_error (&error);
  add_region (scenario, "tower", "the Old Tower", 3, 2, 1, 1);
  add_objective (scenario, 1, TACTICS_OBJECTIVE_ELIMINATE_UNIT, NULL, "king", 0, 0);
  match = scenario_match (scenario, 2, TACTICS_MATCH_MODE_TURNS, 1, &error);
  g_assert_error (error, TACTICS_MATCH_ERROR, TACTICS_MATCH_ERROR_SETUP);
  g_assert_nonnull (strstr (error->message, "“king”"));
  g_clear_error (&error);

  /* A unit to eliminate is an enemy's. */
  add_placed (scenario, 1, "king", "soldier", 7, 5, 0);
  match = scenario_match (scenario, 2, TACTICS_MATCH_MODE_TURNS, 1, &error);
  g_assert_error (error, TACTICS_MATCH_ERROR, TACTICS_MATCH_ERROR_SETUP);
  g_clear_error (&error);
  tactics_side_remove_placed_unit (side_at (scenario, 1), 0);
  add_placed (scenario, 0, "king", "soldier", 7, 5, 0);
  match = scenario_match (scenario, 2, TACTICS_MATCH_MODE_TURNS, 1, &error);
  g_assert_no_error (error);
  g_assert_nonnull (match);
  g_clear_object (&match);

  /* Pre-placed units: a type the rules have, a cell it can stand on, HP
   * its type has. */
  add_placed (scenario, 1, "ghost", "wraith", 2, 2, 0);
  match = scenario_match (scenario, 2, TACTICS_MATCH_MODE_TURNS, 1, &error);
  g_assert_error (error, TACTICS_MATCH_ERROR, TACTICS_MATCH_ERROR_SETUP);
  g_assert_nonnull (strstr (error->message, "“wraith”"));
  g_clear_error (&error);
  tactics_side_remove_placed_unit (side_at (scenario, 1), 0);
  add_placed (scenario, 1, "guard", "soldier", 7, 5, 0);
  match = scenario_match (scenario, 2, TACTICS_MATCH_MODE_TURNS, 1, &error);
  g_assert_error (error, TACTICS_MATCH_ERROR, TACTICS_MATCH_ERROR_SETUP);
  g_assert_nonnull (strstr (error->message, "7,5"));
  g_clear_error (&error);
  tactics_side_remove_placed_unit (side_at (scenario, 1), 0);
  add_placed (scenario, 1, "guard", "soldier", 6, 5, 11);
  match = scenario_match (scenario, 2, TACTICS_MATCH_MODE_TURNS, 1, &error);
  g_assert_error (error, TACTICS_MATCH_ERROR, TACTICS_MATCH_ERROR_SETUP);
  g_assert_nonnull (strstr (error->message, "11 HP"));
  g_clear_error (&error);

  other = new_scenario (rocky);
  add_placed (other, 0, "guard", "soldier", 0, 0, 0);
  match = scenario_match (other, 2, TACTICS_MATCH_MODE_TURNS, 1, &error);
  g_assert_error (error, TACTICS_MATCH_ERROR, TACTICS_MATCH_ERROR_SETUP);
  g_assert_nonnull (strstr (error->message, "0,0"));
  g_clear_error (&error);
  g_clear_object (&other);

  /* A player added afterwards has no side: the start refuses. */
  tactics_side_remove_placed_unit (side_at (scenario, 1), 0);
  match = scenario_match (scenario, 2, TACTICS_MATCH_MODE_TURNS, 1, &error);
  g_assert_no_error (error);
  tactics_match_add_player (match, "Late", "#123456", TACTICS_PLAYER_HUMAN,
                            TACTICS_AI_LEVEL_NORMAL, NULL);
  for (guint p = 0; p < 3; p++)
    set_army (match, p, "soldier");
  g_assert_false (tactics_match_start (match, &error));
  g_assert_error (error, TACTICS_MATCH_ERROR, TACTICS_MATCH_ERROR_SETUP);
  g_clear_error (&error);
  g_clear_object (&match);

  /* A map of another size. */
  {
    g_autoptr(TacticsRuleset) ruleset = make_rules ();
    g_autoptr(TacticsMap) map = make_map (ruleset, small);
    g_autoptr(TacticsMatch) elsewhere = tactics_match_new (map, NULL, 4, TACTICS_MATCH_MODE_TURNS,
                                                          1);

    other = new_scenario (open_field);
    tactics_match_add_player (elsewhere, "A", "#123456", TACTICS_PLAYER_HUMAN,
                              TACTICS_AI_LEVEL_NORMAL, NULL);
    tactics_match_add_player (elsewhere, "B", "#123456", TACTICS_PLAYER_HUMAN,
                              TACTICS_AI_LEVEL_NORMAL, NULL);
    g_assert_false (tactics_match_set_scenario (elsewhere, other, &error));
    g_assert_error (error, TACTICS_MATCH_ERROR, TACTICS_MATCH_ERROR_SETUP);
    g_clear_error (&error);
    g_assert_null (tactics_match_get_scenario (elsewhere));
  }
}

/* The match plays its own copy: the editor may go on editing. */
static void
test_setup_copy_and_round_limit (void)
{
  g_autoptr(TacticsScenario) scenario = new_scenario (open_field);
  g_autoptr(TacticsMatch) match = NULL;
  g_autoptr(TacticsMatch) limited = NULL;
  TacticsScenario *copy;

  add_region (scenario, "tower", "the Old Tower", 3, 2, 1, 1);
  add_objective (scenario, 0, TACTICS_OBJECTIVE_HOLD_REGION, "tower", NULL, 2, 0);
  tactics_scenario_set_round_limit (scenario, 9);
  match = scenario_match (scenario, 2, TACTICS_MATCH_MODE_TURNS, 1, NULL);
  copy = tactics_match_get_scenario (match);
  g_assert_true (copy != scenario);
  g_assert_cmpuint (tactics_match_get_round_limit (match), ==, 9);

  tactics_side_set_name (side_at (scenario, 0), "Crimson");
  tactics_side_remove_objective (side_at (scenario, 0), 0);
  tactics_scenario_remove_region (scenario, 0);
  g_assert_cmpstr (tactics_side_get_name (side_at (copy, 0)), ==, "Red");
  g_assert_cmpuint (tactics_match_get_n_objectives (match, 0), ==, 1);
  g_assert_nonnull (tactics_scenario_lookup_region (copy, "tower"));
  assert_state (match, 0, 0, TACTICS_OBJECTIVE_STATE_PENDING, 0, 2);

  /* The caller's round limit wins, set before or after. */
  tactics_match_set_round_limit (match, 4);
  g_assert_cmpuint (tactics_match_get_round_limit (match), ==, 4);
  limited = tactics_match_new (tactics_scenario_get_map (scenario), NULL, 4,
                               TACTICS_MATCH_MODE_TURNS, 1);
  tactics_match_set_round_limit (limited, 3);
  tactics_match_add_player (limited, "A", "#123456", TACTICS_PLAYER_HUMAN,
                            TACTICS_AI_LEVEL_NORMAL, NULL);
  tactics_match_add_player (limited, "B", "#123456", TACTICS_PLAYER_HUMAN,
                            TACTICS_AI_LEVEL_NORMAL, NULL);
  g_assert_true (tactics_match_set_scenario (limited, scenario, NULL));
  g_assert_cmpuint (tactics_match_get_round_limit (limited), ==, 3);
}

static void
test_setup_budget_and_allowed_units (void)
{
  g_autoptr(TacticsScenario) scenario = new_scenario (open_field);
  g_autoptr(TacticsMatch) match = NULL;
  g_autoptr(GError) error = NULL;
  const char * const two[] = { "soldier", "soldier", NULL };
  const char * const five[] = { "archer", "archer", "archer", "archer", "archer", NULL };
  const char * const mixed[] = { "archer", "soldier", NULL };
  const char * const allowed[] = { "archer", NULL };

  tactics_side_set_budget (side_at (scenario, 0), 1);
  tactics_side_set_budget (side_at (scenario, 1), 5);
  tactics_side_set_allowed_units (side_at (scenario, 1), allowed);
  match = scenario_match (scenario, 2, TACTICS_MATCH_MODE_TURNS, 1, NULL);

  /* Red's budget of 1 replaces the match's 4; Blue's 5 goes beyond it. */
  g_assert_false (tactics_match_set_formation (match, 0, two, &error));
  g_assert_error (error, TACTICS_MATCH_ERROR, TACTICS_MATCH_ERROR_FORMATION);
  g_clear_error (&error);
  set_army (match, 0, "soldier");
  g_assert_true (tactics_match_set_formation (match, 1, five, &error));
  g_assert_no_error (error);

  /* Blue may form archers only. */
  g_assert_false (tactics_match_set_formation (match, 1, mixed, &error));
  g_assert_error (error, TACTICS_MATCH_ERROR, TACTICS_MATCH_ERROR_FORMATION);
  g_assert_cmpstr (error->message, ==, "Blue may not form soldier units in this scenario.");
  g_clear_error (&error);

  g_assert_true (tactics_match_start (match, &error));
  g_assert_no_error (error);
  g_assert_cmpuint (tactics_match_get_n_units (match), ==, 6);
}

/* A placed unit the scenario names goes by that name; every other unit
 * by its type's, armies' units included. */
static void
test_unit_names (void)
{
  g_autoptr(TacticsScenario) scenario = new_scenario (open_field);
  g_autoptr(TacticsPlacedUnit) captain = tactics_placed_unit_new ("captain", "archer",
                                                                  (TacticsCell) { 7, 5 });
  g_autoptr(TacticsMatch) match = NULL;
  const TacticsCell cells[] = { { 1, 1 }, { 6, 4 } };
  TacticsUnit *army;
  TacticsUnit *guard;
  TacticsUnit *named;

  add_placed (scenario, 0, "guard", "archer", 0, 0, 0);
  captain->name = g_strdup ("Captain Ilsa");
  tactics_side_insert_placed_unit (side_at (scenario, 1), G_MAXUINT, captain);
  match = arranged_scenario (scenario, "soldier", "soldier", cells);

  army = tactics_match_get_unit (match, 0);
  guard = tactics_match_lookup_placed_unit (match, "guard");
  named = tactics_match_lookup_placed_unit (match, "captain");
  g_assert_nonnull (guard);
  g_assert_nonnull (named);
  g_assert_null (tactics_match_get_unit_name (match, army));
  g_assert_null (tactics_match_get_unit_name (match, guard));
  g_assert_cmpstr (tactics_match_get_unit_name (match, named), ==, "Captain Ilsa");
  g_assert_cmpstr (tactics_match_get_unit_display_name (match, named), ==, "Captain Ilsa");
  g_assert_cmpstr (tactics_match_get_unit_display_name (match, guard), ==,
                   tactics_unit_type_get_name (tactics_unit_get_unit_type (guard)));
  g_assert_cmpstr (tactics_match_get_unit_display_name (match, army), ==,
                   tactics_unit_type_get_name (tactics_unit_get_unit_type (army)));
}

static void
test_setup_placed_units (void)
{
  g_autoptr(TacticsScenario) scenario = new_scenario (open_field);
  g_autoptr(TacticsMatch) match = NULL;
  g_autoptr(TacticsMatch) drawn = NULL;
  g_autoptr(GError) error = NULL;
  const TacticsCell cells[] = { { 1, 1 }, { 6, 4 } };
  TacticsUnit *guard;

  add_placed (scenario, 0, "guard", "archer", 0, 0, 5);
  add_placed (scenario, 1, "wall", "soldier", 7, 5, 0);
  match = arranged_scenario (scenario, "soldier", "soldier", cells);

  /* After the armies' units, with their HP, on their cells, placed. */
  g_assert_cmpuint (tactics_match_get_n_units (match), ==, 4);
  guard = tactics_match_get_unit (match, 2);
  g_assert_cmpuint (tactics_unit_get_owner (guard), ==, 0);
  g_assert_cmpint (tactics_unit_get_hp (guard), ==, 5);
  g_assert_cmpint (tactics_unit_get_cell (guard).x, ==, 0);
  g_assert_true (tactics_unit_is_placed (guard));
  g_assert_true (tactics_match_get_unit_at (match, (TacticsCell) { 7, 5 }) ==
                 tactics_match_get_unit (match, 3));
  g_assert_cmpint (tactics_unit_get_hp (tactics_match_get_unit (match, 3)), ==, 10);
  g_assert_cmpuint (count_events (match, TACTICS_EVENT_UNIT_PLACED), ==, 4);
  /* Found by the ids objectives name them by. */
  g_assert_true (tactics_match_lookup_placed_unit (match, "guard") == guard);
  g_assert_true (tactics_match_lookup_placed_unit (match, "wall") ==
                 tactics_match_get_unit (match, 3));
  g_assert_null (tactics_match_lookup_placed_unit (match, "nobody"));

  /* They are the side's units: Red's guard may act. */
  act (match, 0, 2, 0, 2, 2);

  /* A drawn start never puts an army on them, whatever the seed. */
  for (guint64 seed = 1; seed <= 20; seed++)
    {
      drawn = scenario_match (scenario, 2, TACTICS_MATCH_MODE_TURNS, seed, &error);
      set_army (drawn, 0, "soldier,soldier,soldier");
      set_army (drawn, 1, "soldier,soldier,soldier");
      g_assert_true (tactics_match_start (drawn, &error));
      g_assert_no_error (error);
      while (tactics_match_get_phase (drawn) == TACTICS_MATCH_PHASE_PLACEMENT)
        g_assert_true (tactics_match_place_all (drawn, &error));
      g_assert_true (tactics_match_get_unit_at (drawn, (TacticsCell) { 0, 0 }) ==
                     tactics_match_get_unit (drawn, 6));
      g_assert_true (tactics_match_get_unit_at (drawn, (TacticsCell) { 7, 5 }) ==
                     tactics_match_get_unit (drawn, 7));
      g_assert_true (tactics_match_lookup_placed_unit (drawn, "guard") ==
                     tactics_match_get_unit (drawn, 6));
      g_clear_object (&drawn);
    }
}

/* A side that may form no unit type plays with its pre-placed units: it
 * forms an empty army and the match starts; without placed units either,
 * it has no units and the match does not start. */
static void
test_setup_placed_units_only (void)
{
  g_autoptr(TacticsScenario) scenario = new_scenario (open_field);
  g_autoptr(TacticsScenario) empty = new_scenario (open_field);
  g_autoptr(GError) error = NULL;
  const char * const none[] = { NULL };

  tactics_side_set_allowed_units (side_at (scenario, 1), none);
  add_placed (scenario, 1, "wall", "soldier", 7, 5, 0);
  tactics_side_set_allowed_units (side_at (empty, 1), none);

  for (guint64 seed = 1; seed <= 5; seed++)
    {
      g_autoptr(TacticsMatch) match = scenario_match (scenario, 2, TACTICS_MATCH_MODE_TURNS, seed,
                                                      &error);
      g_auto(GStrv) army = NULL;

      g_assert_no_error (error);
      g_assert_cmpuint (tactics_side_get_army_size (side_at (scenario, 1),
                                                    tactics_match_get_ruleset (match), 4), ==, 0);
      g_assert_cmpuint (tactics_match_get_army_limit (match, 1), ==, 0);
      army = tactics_ai_suggest_army (match, 1);
      g_assert_nonnull (army);
      g_assert_cmpuint (g_strv_length (army), ==, 0);
      g_assert_true (tactics_match_set_formation (match, 1, (const char * const *) army, &error));
      g_assert_no_error (error);
      set_army (match, 0, "soldier,archer");

      g_assert_true (tactics_match_start (match, &error));
      g_assert_no_error (error);
      while (tactics_match_get_phase (match) == TACTICS_MATCH_PHASE_PLACEMENT)
        g_assert_true (tactics_match_place_all (match, &error));
      g_assert_cmpint (tactics_match_get_phase (match), ==, TACTICS_MATCH_PHASE_PLAYING);
      g_assert_cmpuint (tactics_match_get_n_units (match), ==, 3);
      g_assert_true (tactics_match_get_unit_at (match, (TacticsCell) { 7, 5 }) ==
                     tactics_match_get_unit (match, 2));
      g_assert_cmpuint (tactics_unit_get_owner (tactics_match_get_unit (match, 2)), ==, 1);
    }

  /* No placed units either: nothing to play with. */
  {
    g_autoptr(TacticsMatch) match = scenario_match (empty, 2, TACTICS_MATCH_MODE_TURNS, 1, &error);

    g_assert_no_error (error);
    g_assert_true (tactics_match_set_formation (match, 1, none, &error));
    set_army (match, 0, "soldier");
    g_assert_false (tactics_match_start (match, &error));
    g_assert_error (error, TACTICS_MATCH_ERROR, TACTICS_MATCH_ERROR_FORMATION);
    g_assert_cmpstr (error->message, ==,
                     "Blue has no units: it forms none and has no placed units.");
  }
}

/* A pre-placed unit walled in: its side's army is drawn elsewhere, not
 * squeezed round it. */
static void
test_setup_placed_unit_walled_in (void)
{
  const char * const rows[] = { "#.##....", "####....", ".#......", "........", "........",
                                "........", NULL };
  g_autoptr(TacticsScenario) scenario = new_scenario (rows);
  g_autoptr(TacticsMatch) match = NULL;
  g_autoptr(GError) error = NULL;

  add_placed (scenario, 1, "hermit", "soldier", 1, 0, 0);
  for (guint64 seed = 1; seed <= 5; seed++)
    {
      match = scenario_match (scenario, 2, TACTICS_MATCH_MODE_TURNS, seed, NULL);
      set_army (match, 0, "soldier,soldier");
      set_army (match, 1, "soldier,soldier");
      g_assert_true (tactics_match_start (match, &error));
      g_assert_no_error (error);
      while (tactics_match_get_phase (match) == TACTICS_MATCH_PHASE_PLACEMENT)
        g_assert_true (tactics_match_place_all (match, &error));
      g_clear_object (&match);
    }
}

static gboolean
inside_columns (TacticsCell cell,
                int         first,
                int         last)
{
  return cell.x >= first && cell.x <= last;
}

static void
test_setup_start_zones (void)
{
  g_autoptr(TacticsScenario) scenario = new_scenario (open_field);
  g_autoptr(TacticsScenario) cramped = new_scenario (open_field);
  g_autoptr(TacticsMatch) match = NULL;
  g_autoptr(GError) error = NULL;

  add_region (scenario, "west", "the West Camp", 0, 0, 2, 6);
  add_region (scenario, "east", "the East Camp", 6, 0, 2, 6);
  tactics_side_set_start_zone (side_at (scenario, 0), "west");
  tactics_side_set_start_zone (side_at (scenario, 1), "east");

  for (guint64 seed = 1; seed <= 30; seed++)
    {
      g_autoptr(GArray) cells = g_array_new (FALSE, FALSE, sizeof (TacticsCell));
      g_autofree char *hint = NULL;
      int player, first_column;
      TacticsUnit *first, *next;
      TacticsCommand command;
      TacticsCell suggested;

      match = scenario_match (scenario, 2, TACTICS_MATCH_MODE_TURNS, seed, NULL);
      set_army (match, 0, "soldier,archer,soldier,medic");
      set_army (match, 1, "soldier,archer,soldier,medic");
      g_assert_true (tactics_match_start (match, &error));
      g_assert_no_error (error);

      /* The first units were drawn inside the zones. */
      g_assert_true (inside_columns (tactics_unit_get_cell (tactics_match_get_unit (match, 0)),
                                     0, 1));
      g_assert_true (inside_columns (tactics_unit_get_cell (tactics_match_get_unit (match, 4)),
                                     6, 7));

      /* The player placing is told about its zone, offered its cells only,
       * and refused a cell near its unit but outside. */
      player = tactics_match_get_current_player (match);
      first_column = player == 0 ? 0 : 6;
      first = tactics_match_get_unit (match, player == 0 ? 0 : 4);
      next = tactics_match_get_unit (match, player == 0 ? 1 : 5);
      hint = tactics_match_dup_placement_hint (match);
      g_assert_nonnull (strstr (hint, player == 0 ? "the West Camp" : "the East Camp"));
      tactics_match_get_placement_cells (match, next, cells);
      g_assert_cmpuint (cells->len, >, 0);
      for (guint i = 0; i < cells->len; i++)
        g_assert_true (inside_columns (g_array_index (cells, TacticsCell, i), first_column,
                                       first_column + 1));
      g_assert_true (tactics_match_suggest_placement (match, tactics_unit_get_id (next),
                                                      &suggested));
      g_assert_true (inside_columns (suggested, first_column, first_column + 1));
      tactics_command_init_place (&command, (guint) player, tactics_unit_get_id (next),
                                  (TacticsCell) { player == 0 ? 2 : 5,
                                                  tactics_unit_get_cell (first).y });
      assert_refused (match, &command, TACTICS_MATCH_ERROR_TOO_FAR);

      while (tactics_match_get_phase (match) == TACTICS_MATCH_PHASE_PLACEMENT)
        g_assert_true (tactics_match_place_all (match, &error));
      for (guint i = 0; i < 8; i++)
        g_assert_true (inside_columns (tactics_unit_get_cell (tactics_match_get_unit (match, i)),
                                       i < 4 ? 0 : 6, i < 4 ? 1 : 7));
      g_clear_object (&match);
    }

  /* A zone too small for the army. */
  add_region (cramped, "hut", "the Hut", 0, 0, 2, 1);
  tactics_side_set_start_zone (side_at (cramped, 0), "hut");
  match = scenario_match (cramped, 2, TACTICS_MATCH_MODE_TURNS, 1, NULL);
  set_army (match, 0, "soldier,soldier,soldier");
  set_army (match, 1, "soldier");
  g_assert_false (tactics_match_start (match, &error));
  g_assert_error (error, TACTICS_MATCH_ERROR, TACTICS_MATCH_ERROR_NO_ROOM);
  g_assert_cmpstr (error->message, ==,
                   "The start zone the Hut of Red has room for 2 units, but its army has 3.");
  g_assert_cmpint (tactics_match_get_phase (match), ==, TACTICS_MATCH_PHASE_SETUP);

  /* Refused for a zone beside the West Camp, then told to play the camps:
   * the refused zone is gone, Red places in its camp only. */
  g_clear_object (&match);
  g_clear_error (&error);
  add_region (cramped, "ditch", "the Ditch", 2, 0, 1, 6);
  tactics_side_set_start_zone (side_at (cramped, 0), "ditch");
  tactics_side_set_budget (side_at (cramped, 0), 7);
  match = scenario_match (cramped, 2, TACTICS_MATCH_MODE_TURNS, 1, NULL);
  set_army (match, 0, "soldier,soldier,soldier,soldier,soldier,soldier,soldier");
  set_army (match, 1, "soldier");
  g_assert_false (tactics_match_start (match, &error));
  g_assert_error (error, TACTICS_MATCH_ERROR, TACTICS_MATCH_ERROR_NO_ROOM);
  g_clear_error (&error);
  g_assert_true (tactics_match_set_scenario (match, scenario, &error));
  g_assert_no_error (error);
  set_army (match, 0, "soldier,soldier");
  set_army (match, 1, "soldier");
  g_assert_true (tactics_match_start (match, &error));
  g_assert_no_error (error);
  while (tactics_match_get_phase (match) == TACTICS_MATCH_PHASE_PLACEMENT
         && tactics_match_get_current_player (match) != 0)
    g_assert_true (tactics_match_place_all (match, &error));
  if (tactics_match_get_phase (match) == TACTICS_MATCH_PHASE_PLACEMENT)
    {
      g_autoptr(GArray) cells = g_array_new (FALSE, FALSE, sizeof (TacticsCell));

      tactics_match_get_placement_cells (match, tactics_match_get_unit (match, 1), cells);
      g_assert_cmpuint (cells->len, >, 0);
      for (guint i = 0; i < cells->len; i++)
        g_assert_true (inside_columns (g_array_index (cells, TacticsCell, i), 0, 1));
    }
  g_assert_true (inside_columns (tactics_unit_get_cell (tactics_match_get_unit (match, 0)), 0, 1));
}

int
main (int   argc,
      char *argv[])
{
  g_test_init (&argc, &argv, NULL);
  tactics_init ();
  g_test_add_func ("/match-scenario/setup/refused", test_setup_refused);
  g_test_add_func ("/match-scenario/setup/copy-and-round-limit",
                   test_setup_copy_and_round_limit);
  g_test_add_func ("/match-scenario/setup/budget-and-allowed-units",
                   test_setup_budget_and_allowed_units);
  g_test_add_func ("/match-scenario/setup/placed-units", test_setup_placed_units);
  g_test_add_func ("/match-scenario/setup/unit-names", test_unit_names);
  g_test_add_func ("/match-scenario/setup/placed-units-only", test_setup_placed_units_only);
  g_test_add_func ("/match-scenario/setup/placed-unit-walled-in",
                   test_setup_placed_unit_walled_in);
  g_test_add_func ("/match-scenario/setup/start-zones", test_setup_start_zones);

  return g_test_run ();
}
