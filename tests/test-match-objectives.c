/* SPDX-License-Identifier: GPL-3.0-or-later */
/* Matches that play a scenario: set-up (sides, budgets, allowed units,
 * pre-placed units, start zones, round limit) and the objectives judged
 * after every command and at every round's end. */
#include "config.h"

#include "match-test-helpers.h"
#include "tactics-match-private.h"

/* Scenarios on the test rules: sides Red and Blue. */

static TacticsScenario *
new_scenario (const char * const *rows)
{
  g_autoptr(TacticsRuleset) ruleset = make_rules ();
  g_autoptr(TacticsMap) map = make_map (ruleset, rows);
  TacticsScenario *scenario = tactics_scenario_new (map);
  const char *names[] = { "Red", "Blue" };

  tactics_scenario_set_name (scenario, "Test");
  for (guint i = 0; i < G_N_ELEMENTS (names); i++)
    {
      g_autofree char *id = g_ascii_strdown (names[i], -1);
      g_autoptr(TacticsSide) side = tactics_side_new (id, names[i]);

      tactics_scenario_insert_side (scenario, G_MAXUINT, side);
    }
  return scenario;
}

static TacticsSide *
side_at (TacticsScenario *scenario,
         guint            index)
{
  g_autoptr(TacticsSide) side = g_list_model_get_item (tactics_scenario_get_sides (scenario),
                                                       index);

  return side;
}

/* A region of the @width × @height cells from @x, @y. */
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

  for (int dy = 0; dy < height; dy++)
    for (int dx = 0; dx < width; dx++)
      tactics_region_set_cells (region, &(TacticsCell) { x + dx, y + dy }, 1, TRUE);
  tactics_scenario_insert_region (scenario, G_MAXUINT, region);
}

static void
add_objective (TacticsScenario      *scenario,
               guint                 side,
               TacticsObjectiveKind  kind,
               const char           *region,
               const char           *unit,
               guint                 rounds,
               guint                 points)
{
  g_autoptr(TacticsObjective) objective = tactics_objective_new (kind);

  tactics_objective_set_region (objective, region);
  tactics_objective_set_unit (objective, unit);
  if (rounds != 0)
    tactics_objective_set_rounds (objective, rounds);
  tactics_objective_set_points (objective, points);
  tactics_side_insert_objective (side_at (scenario, side), G_MAXUINT, objective);
}

static void
add_placed (TacticsScenario *scenario,
            guint            side,
            const char      *id,
            const char      *unit_type,
            int              x,
            int              y,
            guint            hp)
{
  g_autoptr(TacticsPlacedUnit) unit = tactics_placed_unit_new (id, unit_type,
                                                               (TacticsCell) { x, y });

  unit->hp = hp;
  tactics_side_insert_placed_unit (side_at (scenario, side), G_MAXUINT, unit);
}

/* A match of @n_players humans on the scenario's map, in set-up, told to
 * play @scenario; NULL and @error when refused. */
static TacticsMatch *
scenario_match (TacticsScenario   *scenario,
                guint              n_players,
                TacticsMatchMode   mode,
                guint64            seed,
                GError           **error)
{
  g_autoptr(TacticsMatch) game = tactics_match_new (tactics_scenario_get_map (scenario), NULL, 4,
                                                   mode, seed);

  for (guint p = 0; p < n_players; p++)
    {
      g_autofree char *name = g_strdup_printf ("P%u", p);

      g_assert_nonnull (tactics_match_add_player (game, name, "#123456", TACTICS_PLAYER_HUMAN,
                                                 TACTICS_AI_LEVEL_NORMAL, NULL));
    }
  if (!tactics_match_set_scenario (game, scenario, error))
    return NULL;
  return g_steal_pointer (&game);
}

static void
set_army (TacticsMatch *game,
          guint        player,
          const char  *army)
{
  g_auto(GStrv) types = g_strsplit (army, ",", -1);
  g_autoptr(GError) error = NULL;

  g_assert_true (tactics_match_set_formation (game, player, (const char * const *) types, &error));
  g_assert_no_error (error);
}

/* The armies' units on @cells (the pre-placed units on their own), Red
 * playing first. */
static TacticsMatch *
arranged_scenario (TacticsScenario   *scenario,
                   const char        *army0,
                   const char        *army1,
                   const TacticsCell *cells)
{
  g_autoptr(GError) error = NULL;
  g_autoptr(TacticsMatch) game = scenario_match (scenario, 2, TACTICS_MATCH_MODE_TURNS, 1,
                                                 &error);

  g_assert_no_error (error);
  set_army (game, 0, army0);
  set_army (game, 1, army1);
  g_assert_true (tactics_match_start_arranged (game, cells, &error));
  g_assert_no_error (error);
  return g_steal_pointer (&game);
}

static void
assert_deciding (TacticsMatch *game,
                 gboolean     decided,
                 int          player,
                 int          index)
{
  int decided_player = -2, decided_index = -2;

  g_assert_cmpint (tactics_match_get_deciding_objective (game, &decided_player, &decided_index),
                   ==, decided);
  g_assert_cmpint (decided_player, ==, player);
  g_assert_cmpint (decided_index, ==, index);
}

static void
assert_state (TacticsMatch          *game,
              guint                  player,
              guint                  index,
              TacticsObjectiveState  state,
              guint                  progress,
              guint                  goal)
{
  guint got_progress = G_MAXUINT, got_goal = G_MAXUINT;

  g_assert_cmpint (tactics_match_get_objective_state (game, player, index, &got_progress,
                                                      &got_goal), ==, state);
  g_assert_cmpuint (got_progress, ==, progress);
  g_assert_cmpuint (got_goal, ==, goal);
}

static void
assert_progress_text (TacticsMatch *game,
                      guint        player,
                      guint        index,
                      const char  *text)
{
  g_autofree char *got = tactics_match_dup_objective_progress (game, player, index);

  g_assert_cmpstr (got, ==, text);
}

/* Set-up */

static void
test_setup_refused (void)
{
  g_autoptr(TacticsScenario) scenario = new_scenario (open_field);
  g_autoptr(TacticsScenario) other = NULL;
  g_autoptr(TacticsMatch) game = NULL;
  g_autoptr(GError) error = NULL;
  const char * const rocky[] = { "#.......", "........", "........", "........", "........",
                                 "........", NULL };
  const char * const small[] = { "....", "....", NULL };

  /* Player i plays side i: as many players as sides. */
  game = scenario_match (scenario, 3, TACTICS_MATCH_MODE_TURNS, 1, &error);
  g_assert_error (error, TACTICS_MATCH_ERROR, TACTICS_MATCH_ERROR_SETUP);
  g_assert_nonnull (strstr (error->message, "2 sides"));
  g_clear_error (&error);

  /* Objectives name what the scenario has. */
  add_objective (scenario, 0, TACTICS_OBJECTIVE_HOLD_REGION, "tower", NULL, 2, 0);
  game = scenario_match (scenario, 2, TACTICS_MATCH_MODE_TURNS, 1, &error);
  g_assert_error (error, TACTICS_MATCH_ERROR, TACTICS_MATCH_ERROR_SETUP);
  g_assert_nonnull (strstr (error->message, "“tower”"));
  g_clear_error (&error);
  add_region (scenario, "tower", "the Old Tower", 3, 2, 1, 1);
  add_objective (scenario, 1, TACTICS_OBJECTIVE_ELIMINATE_UNIT, NULL, "king", 0, 0);
  game = scenario_match (scenario, 2, TACTICS_MATCH_MODE_TURNS, 1, &error);
  g_assert_error (error, TACTICS_MATCH_ERROR, TACTICS_MATCH_ERROR_SETUP);
  g_assert_nonnull (strstr (error->message, "“king”"));
  g_clear_error (&error);

  /* A unit to eliminate is an enemy's. */
  add_placed (scenario, 1, "king", "soldier", 7, 5, 0);
  game = scenario_match (scenario, 2, TACTICS_MATCH_MODE_TURNS, 1, &error);
  g_assert_error (error, TACTICS_MATCH_ERROR, TACTICS_MATCH_ERROR_SETUP);
  g_clear_error (&error);
  tactics_side_remove_placed_unit (side_at (scenario, 1), 0);
  add_placed (scenario, 0, "king", "soldier", 7, 5, 0);
  game = scenario_match (scenario, 2, TACTICS_MATCH_MODE_TURNS, 1, &error);
  g_assert_no_error (error);
  g_assert_nonnull (game);
  g_clear_object (&game);

  /* Pre-placed units: a type the rules have, a cell it can stand on, HP
   * its type has. */
  add_placed (scenario, 1, "ghost", "wraith", 2, 2, 0);
  game = scenario_match (scenario, 2, TACTICS_MATCH_MODE_TURNS, 1, &error);
  g_assert_error (error, TACTICS_MATCH_ERROR, TACTICS_MATCH_ERROR_SETUP);
  g_assert_nonnull (strstr (error->message, "“wraith”"));
  g_clear_error (&error);
  tactics_side_remove_placed_unit (side_at (scenario, 1), 0);
  add_placed (scenario, 1, "guard", "soldier", 7, 5, 0);
  game = scenario_match (scenario, 2, TACTICS_MATCH_MODE_TURNS, 1, &error);
  g_assert_error (error, TACTICS_MATCH_ERROR, TACTICS_MATCH_ERROR_SETUP);
  g_assert_nonnull (strstr (error->message, "7,5"));
  g_clear_error (&error);
  tactics_side_remove_placed_unit (side_at (scenario, 1), 0);
  add_placed (scenario, 1, "guard", "soldier", 6, 5, 11);
  game = scenario_match (scenario, 2, TACTICS_MATCH_MODE_TURNS, 1, &error);
  g_assert_error (error, TACTICS_MATCH_ERROR, TACTICS_MATCH_ERROR_SETUP);
  g_assert_nonnull (strstr (error->message, "11 HP"));
  g_clear_error (&error);

  other = new_scenario (rocky);
  add_placed (other, 0, "guard", "soldier", 0, 0, 0);
  game = scenario_match (other, 2, TACTICS_MATCH_MODE_TURNS, 1, &error);
  g_assert_error (error, TACTICS_MATCH_ERROR, TACTICS_MATCH_ERROR_SETUP);
  g_assert_nonnull (strstr (error->message, "0,0"));
  g_clear_error (&error);
  g_clear_object (&other);

  /* A player added afterwards has no side: the start refuses. */
  tactics_side_remove_placed_unit (side_at (scenario, 1), 0);
  game = scenario_match (scenario, 2, TACTICS_MATCH_MODE_TURNS, 1, &error);
  g_assert_no_error (error);
  tactics_match_add_player (game, "Late", "#123456", TACTICS_PLAYER_HUMAN,
                            TACTICS_AI_LEVEL_NORMAL, NULL);
  for (guint p = 0; p < 3; p++)
    set_army (game, p, "soldier");
  g_assert_false (tactics_match_start (game, &error));
  g_assert_error (error, TACTICS_MATCH_ERROR, TACTICS_MATCH_ERROR_SETUP);
  g_clear_error (&error);
  g_clear_object (&game);

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
  g_autoptr(TacticsMatch) game = NULL;
  g_autoptr(TacticsMatch) limited = NULL;
  TacticsScenario *copy;

  add_region (scenario, "tower", "the Old Tower", 3, 2, 1, 1);
  add_objective (scenario, 0, TACTICS_OBJECTIVE_HOLD_REGION, "tower", NULL, 2, 0);
  tactics_scenario_set_round_limit (scenario, 9);
  game = scenario_match (scenario, 2, TACTICS_MATCH_MODE_TURNS, 1, NULL);
  copy = tactics_match_get_scenario (game);
  g_assert_true (copy != scenario);
  g_assert_cmpuint (tactics_match_get_round_limit (game), ==, 9);

  tactics_side_set_name (side_at (scenario, 0), "Crimson");
  tactics_side_remove_objective (side_at (scenario, 0), 0);
  tactics_scenario_remove_region (scenario, 0);
  g_assert_cmpstr (tactics_side_get_name (side_at (copy, 0)), ==, "Red");
  g_assert_cmpuint (tactics_match_get_n_objectives (game, 0), ==, 1);
  g_assert_nonnull (tactics_scenario_lookup_region (copy, "tower"));
  assert_state (game, 0, 0, TACTICS_OBJECTIVE_STATE_PENDING, 0, 2);

  /* The caller's round limit wins, set before or after. */
  tactics_match_set_round_limit (game, 4);
  g_assert_cmpuint (tactics_match_get_round_limit (game), ==, 4);
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
  g_autoptr(TacticsMatch) game = NULL;
  g_autoptr(GError) error = NULL;
  const char * const two[] = { "soldier", "soldier", NULL };
  const char * const five[] = { "archer", "archer", "archer", "archer", "archer", NULL };
  const char * const mixed[] = { "archer", "soldier", NULL };
  const char * const allowed[] = { "archer", NULL };

  tactics_side_set_budget (side_at (scenario, 0), 1);
  tactics_side_set_budget (side_at (scenario, 1), 5);
  tactics_side_set_allowed_units (side_at (scenario, 1), allowed);
  game = scenario_match (scenario, 2, TACTICS_MATCH_MODE_TURNS, 1, NULL);

  /* Red's budget of 1 replaces the match's 4; Blue's 5 goes beyond it. */
  g_assert_false (tactics_match_set_formation (game, 0, two, &error));
  g_assert_error (error, TACTICS_MATCH_ERROR, TACTICS_MATCH_ERROR_FORMATION);
  g_clear_error (&error);
  set_army (game, 0, "soldier");
  g_assert_true (tactics_match_set_formation (game, 1, five, &error));
  g_assert_no_error (error);

  /* Blue may form archers only. */
  g_assert_false (tactics_match_set_formation (game, 1, mixed, &error));
  g_assert_error (error, TACTICS_MATCH_ERROR, TACTICS_MATCH_ERROR_FORMATION);
  g_assert_cmpstr (error->message, ==, "Blue may not form soldier units in this scenario.");
  g_clear_error (&error);

  g_assert_true (tactics_match_start (game, &error));
  g_assert_no_error (error);
  g_assert_cmpuint (tactics_match_get_n_units (game), ==, 6);
}

static void
test_setup_placed_units (void)
{
  g_autoptr(TacticsScenario) scenario = new_scenario (open_field);
  g_autoptr(TacticsMatch) game = NULL;
  g_autoptr(TacticsMatch) drawn = NULL;
  g_autoptr(GError) error = NULL;
  const TacticsCell cells[] = { { 1, 1 }, { 6, 4 } };
  TacticsUnit *guard;

  add_placed (scenario, 0, "guard", "archer", 0, 0, 5);
  add_placed (scenario, 1, "wall", "soldier", 7, 5, 0);
  game = arranged_scenario (scenario, "soldier", "soldier", cells);

  /* After the armies' units, with their HP, on their cells, placed. */
  g_assert_cmpuint (tactics_match_get_n_units (game), ==, 4);
  guard = tactics_match_get_unit (game, 2);
  g_assert_cmpuint (tactics_unit_get_owner (guard), ==, 0);
  g_assert_cmpint (tactics_unit_get_hp (guard), ==, 5);
  g_assert_cmpint (tactics_unit_get_cell (guard).x, ==, 0);
  g_assert_true (tactics_unit_is_placed (guard));
  g_assert_true (tactics_match_get_unit_at (game, (TacticsCell) { 7, 5 }) ==
                 tactics_match_get_unit (game, 3));
  g_assert_cmpint (tactics_unit_get_hp (tactics_match_get_unit (game, 3)), ==, 10);
  g_assert_cmpuint (count_events (game, TACTICS_EVENT_UNIT_PLACED), ==, 4);

  /* They are the side's units: Red's guard may act. */
  act (game, 0, 2, 0, 2, 2);

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
      g_clear_object (&drawn);
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
  g_autoptr(TacticsMatch) game = NULL;
  g_autoptr(GError) error = NULL;

  add_placed (scenario, 1, "hermit", "soldier", 1, 0, 0);
  for (guint64 seed = 1; seed <= 5; seed++)
    {
      game = scenario_match (scenario, 2, TACTICS_MATCH_MODE_TURNS, seed, NULL);
      set_army (game, 0, "soldier,soldier");
      set_army (game, 1, "soldier,soldier");
      g_assert_true (tactics_match_start (game, &error));
      g_assert_no_error (error);
      while (tactics_match_get_phase (game) == TACTICS_MATCH_PHASE_PLACEMENT)
        g_assert_true (tactics_match_place_all (game, &error));
      g_clear_object (&game);
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
  g_autoptr(TacticsMatch) game = NULL;
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

      game = scenario_match (scenario, 2, TACTICS_MATCH_MODE_TURNS, seed, NULL);
      set_army (game, 0, "soldier,archer,soldier,medic");
      set_army (game, 1, "soldier,archer,soldier,medic");
      g_assert_true (tactics_match_start (game, &error));
      g_assert_no_error (error);

      /* The first units were drawn inside the zones. */
      g_assert_true (inside_columns (tactics_unit_get_cell (tactics_match_get_unit (game, 0)),
                                     0, 1));
      g_assert_true (inside_columns (tactics_unit_get_cell (tactics_match_get_unit (game, 4)),
                                     6, 7));

      /* The player placing is told about its zone, offered its cells only,
       * and refused a cell near its unit but outside. */
      player = tactics_match_get_current_player (game);
      first_column = player == 0 ? 0 : 6;
      first = tactics_match_get_unit (game, player == 0 ? 0 : 4);
      next = tactics_match_get_unit (game, player == 0 ? 1 : 5);
      hint = tactics_match_dup_placement_hint (game);
      g_assert_nonnull (strstr (hint, player == 0 ? "the West Camp" : "the East Camp"));
      tactics_match_get_placement_cells (game, next, cells);
      g_assert_cmpuint (cells->len, >, 0);
      for (guint i = 0; i < cells->len; i++)
        g_assert_true (inside_columns (g_array_index (cells, TacticsCell, i), first_column,
                                       first_column + 1));
      g_assert_true (tactics_match_suggest_placement (game, tactics_unit_get_id (next),
                                                      &suggested));
      g_assert_true (inside_columns (suggested, first_column, first_column + 1));
      tactics_command_init_place (&command, (guint) player, tactics_unit_get_id (next),
                                  (TacticsCell) { player == 0 ? 2 : 5,
                                                  tactics_unit_get_cell (first).y });
      assert_refused (game, &command, TACTICS_MATCH_ERROR_TOO_FAR);

      while (tactics_match_get_phase (game) == TACTICS_MATCH_PHASE_PLACEMENT)
        g_assert_true (tactics_match_place_all (game, &error));
      for (guint i = 0; i < 8; i++)
        g_assert_true (inside_columns (tactics_unit_get_cell (tactics_match_get_unit (game, i)),
                                       i < 4 ? 0 : 6, i < 4 ? 1 : 7));
      g_clear_object (&game);
    }

  /* A zone too small for the army. */
  add_region (cramped, "hut", "the Hut", 0, 0, 2, 1);
  tactics_side_set_start_zone (side_at (cramped, 0), "hut");
  game = scenario_match (cramped, 2, TACTICS_MATCH_MODE_TURNS, 1, NULL);
  set_army (game, 0, "soldier,soldier,soldier");
  set_army (game, 1, "soldier");
  g_assert_false (tactics_match_start (game, &error));
  g_assert_error (error, TACTICS_MATCH_ERROR, TACTICS_MATCH_ERROR_NO_ROOM);
  g_assert_cmpstr (error->message, ==,
                   "The start zone the Hut of Red has room for 2 units, but its army has 3.");
  g_assert_cmpint (tactics_match_get_phase (game), ==, TACTICS_MATCH_PHASE_SETUP);
}

/* Objectives */

static void
test_reach_region (void)
{
  g_autoptr(TacticsScenario) scenario = new_scenario (open_field);
  g_autoptr(TacticsMatch) game = NULL;
  const TacticsCell cells[] = { { 2, 0 }, { 7, 4 }, { 0, 2 } };
  const TacticsEvent *met;

  add_region (scenario, "gate", "the Gate", 5, 0, 1, 1);
  add_objective (scenario, 0, TACTICS_OBJECTIVE_REACH_REGION, "gate", NULL, 0, 0);
  game = arranged_scenario (scenario, "soldier", "soldier,soldier", cells);
  assert_progress_text (game, 0, 0, "Reach the Gate");
  assert_state (game, 0, 0, TACTICS_OBJECTIVE_STATE_PENDING, 0, 1);

  move (game, 0, 0, 5, 0);
  met = last_event_of_kind (game, TACTICS_EVENT_OBJECTIVE_MET);
  g_assert_cmpint (met->player, ==, 0);
  g_assert_cmpint (met->objective, ==, 0);
  g_assert_cmpint (met->unit, ==, -1);
  g_assert_cmpint (tactics_match_get_outcome (game), ==, TACTICS_MATCH_OUTCOME_WIN);
  g_assert_cmpint (tactics_match_get_winner (game), ==, 0);
  g_assert_cmpint (last_event_of_kind (game, TACTICS_EVENT_GAME_OVER)->player, ==, 0);
  assert_state (game, 0, 0, TACTICS_OBJECTIVE_STATE_MET, 1, 1);
  assert_deciding (game, TRUE, 0, 0);
}

/* A unit standing in the region when play begins has reached it. */
static void
test_reach_region_at_start (void)
{
  g_autoptr(TacticsScenario) scenario = new_scenario (open_field);
  g_autoptr(TacticsMatch) game = NULL;
  const TacticsCell cells[] = { { 0, 0 }, { 7, 5 } };

  add_region (scenario, "gate", "the Gate", 7, 5, 1, 1);
  add_objective (scenario, 1, TACTICS_OBJECTIVE_REACH_REGION, "gate", NULL, 0, 0);
  game = arranged_scenario (scenario, "soldier", "soldier", cells);
  g_assert_cmpint (tactics_match_get_outcome (game), ==, TACTICS_MATCH_OUTCOME_WIN);
  g_assert_cmpint (tactics_match_get_winner (game), ==, 1);
}

/* A named unit must get there itself; once it falls the objective fails. */
static void
test_reach_region_named (void)
{
  g_autoptr(TacticsScenario) scenario = new_scenario (open_field);
  g_autoptr(TacticsMatch) game = NULL;
  const TacticsCell cells[] = { { 2, 0 }, { 1, 5 } };
  const TacticsEvent *failed;

  add_region (scenario, "gate", "the Gate", 5, 0, 1, 1);
  add_placed (scenario, 0, "scout", "soldier", 0, 5, 1);
  add_objective (scenario, 0, TACTICS_OBJECTIVE_REACH_REGION, "gate", "scout", 0, 0);
  game = arranged_scenario (scenario, "soldier", "soldier", cells);
  assert_progress_text (game, 0, 0, "Bring soldier to the Gate");

  move (game, 0, 0, 5, 0);
  g_assert_cmpuint (count_events (game, TACTICS_EVENT_OBJECTIVE_MET), ==, 0);
  end_turn (game, 0);
  act (game, 1, 1, 0, 0, 5);
  failed = last_event_of_kind (game, TACTICS_EVENT_OBJECTIVE_FAILED);
  g_assert_cmpint (failed->player, ==, 0);
  g_assert_cmpint (failed->objective, ==, 0);
  assert_state (game, 0, 0, TACTICS_OBJECTIVE_STATE_FAILED, 0, 1);
  /* Red still has a unit: the match goes on. */
  g_assert_cmpint (tactics_match_get_phase (game), ==, TACTICS_MATCH_PHASE_PLAYING);
}

static void
test_hold_region (void)
{
  g_autoptr(TacticsScenario) scenario = new_scenario (open_field);
  g_autoptr(TacticsMatch) game = NULL;
  const TacticsCell cells[] = { { 1, 2 }, { 1, 3 }, { 7, 2 }, { 7, 5 } };
  const int expected[] = { 1, 0, 1, 2 };
  guint n_progress = 0;

  add_region (scenario, "tower", "the Old Tower", 4, 2, 2, 1);
  add_objective (scenario, 0, TACTICS_OBJECTIVE_HOLD_REGION, "tower", NULL, 2, 0);
  game = arranged_scenario (scenario, "soldier,soldier", "archer,soldier", cells);

  /* Round 1: Red walks in and holds it at the round's end. */
  move (game, 0, 0, 4, 2);
  move (game, 0, 1, 4, 3);
  end_turn (game, 0);
  g_assert_cmpuint (count_events (game, TACTICS_EVENT_OBJECTIVE_PROGRESS), ==, 0);
  end_turn (game, 1);
  assert_state (game, 0, 0, TACTICS_OBJECTIVE_STATE_PENDING, 1, 2);
  assert_progress_text (game, 0, 0, "Hold the Old Tower: 1 of 2 rounds");

  /* Round 2: Blue's archer stands in it too: the count starts again. */
  end_turn (game, 0);
  move (game, 1, 2, 5, 2);
  end_turn (game, 1);
  assert_state (game, 0, 0, TACTICS_OBJECTIVE_STATE_PENDING, 0, 2);

  /* Round 3: Red drives it out; round 4 makes two rounds in a row. */
  act (game, 0, 0, 0, 5, 2);
  move (game, 0, 1, 5, 3);
  act (game, 0, 1, 0, 5, 2);
  g_assert_false (tactics_unit_is_alive (tactics_match_get_unit (game, 2)));
  end_turn (game, 0);
  end_turn (game, 1);
  assert_state (game, 0, 0, TACTICS_OBJECTIVE_STATE_PENDING, 1, 2);
  end_turn (game, 0);
  end_turn (game, 1);

  for (guint i = 0; i < tactics_match_get_n_events (game); i++)
    {
      const TacticsEvent *event = tactics_match_get_event (game, i);

      if (event->kind != TACTICS_EVENT_OBJECTIVE_PROGRESS)
        continue;
      g_assert_cmpuint (n_progress, <, G_N_ELEMENTS (expected));
      g_assert_cmpint (event->player, ==, 0);
      g_assert_cmpint (event->objective, ==, 0);
      g_assert_cmpint (event->amount, ==, expected[n_progress]);
      g_assert_cmpint (event->total, ==, 2);
      g_assert_cmpuint (event->round, ==, n_progress + 1);
      n_progress++;
    }
  g_assert_cmpuint (n_progress, ==, G_N_ELEMENTS (expected));
  assert_state (game, 0, 0, TACTICS_OBJECTIVE_STATE_MET, 2, 2);
  g_assert_cmpint (tactics_match_get_outcome (game), ==, TACTICS_MATCH_OUTCOME_WIN);
  g_assert_cmpint (tactics_match_get_winner (game), ==, 0);
  assert_deciding (game, TRUE, 0, 0);
  g_assert_cmpuint (last_event_of_kind (game, TACTICS_EVENT_GAME_OVER)->round, ==, 4);
}

/* Losing the unit to protect puts the side out at once, its other units
 * with it. */
static void
test_protect_unit (void)
{
  g_autoptr(TacticsScenario) scenario = new_scenario (open_field);
  g_autoptr(TacticsMatch) game = NULL;
  const TacticsCell cells[] = { { 2, 3 }, { 7, 5 }, { 7, 0 } };
  const TacticsEvent *failed;

  add_placed (scenario, 1, "king", "soldier", 3, 3, 1);
  add_objective (scenario, 1, TACTICS_OBJECTIVE_PROTECT_UNIT, NULL, "king", 0, 0);
  game = arranged_scenario (scenario, "soldier", "soldier,soldier", cells);
  assert_progress_text (game, 1, 0, "Protect soldier");

  act (game, 0, 0, 0, 3, 3);
  failed = last_event_of_kind (game, TACTICS_EVENT_OBJECTIVE_FAILED);
  g_assert_cmpint (failed->player, ==, 1);
  g_assert_cmpint (failed->objective, ==, 0);
  g_assert_false (tactics_unit_is_alive (tactics_match_get_unit (game, 1)));
  g_assert_false (tactics_unit_is_alive (tactics_match_get_unit (game, 2)));
  g_assert_null (tactics_match_get_unit_at (game, (TacticsCell) { 7, 5 }));
  g_assert_cmpint (last_event_of_kind (game, TACTICS_EVENT_PLAYER_OUT)->player, ==, 1);
  g_assert_cmpint (tactics_match_get_outcome (game), ==, TACTICS_MATCH_OUTCOME_WIN);
  g_assert_cmpint (tactics_match_get_winner (game), ==, 0);
  assert_deciding (game, TRUE, 1, 0);
}

static void
test_eliminate_unit (void)
{
  g_autoptr(TacticsScenario) scenario = new_scenario (open_field);
  g_autoptr(TacticsMatch) game = NULL;
  const TacticsCell cells[] = { { 2, 3 }, { 7, 5 } };

  add_placed (scenario, 1, "warlord", "soldier", 3, 3, 1);
  tactics_side_insert_placed_unit (side_at (scenario, 1), G_MAXUINT,
                                   &(TacticsPlacedUnit) { (char *) "guard", (char *) "Big Guard",
                                                          (char *) "soldier", { 7, 0 }, 0 });
  add_objective (scenario, 0, TACTICS_OBJECTIVE_ELIMINATE_UNIT, NULL, "warlord", 0, 0);
  game = arranged_scenario (scenario, "soldier", "soldier", cells);

  act (game, 0, 0, 0, 3, 3);
  g_assert_cmpint (last_event_of_kind (game, TACTICS_EVENT_OBJECTIVE_MET)->objective, ==, 0);
  g_assert_cmpint (tactics_match_get_outcome (game), ==, TACTICS_MATCH_OUTCOME_WIN);
  g_assert_cmpint (tactics_match_get_winner (game), ==, 0);
  /* Blue still had units: the objective won it. */
  g_assert_cmpuint (count_events (game, TACTICS_EVENT_PLAYER_OUT), ==, 0);
  assert_deciding (game, TRUE, 0, 0);
}

/* Surviving to the round limit wins instead of leaving it unfinished. */
static void
test_survive_rounds (void)
{
  g_autoptr(TacticsScenario) scenario = new_scenario (open_field);
  g_autoptr(TacticsMatch) game = NULL;
  const TacticsCell cells[] = { { 0, 0 }, { 7, 5 } };

  add_objective (scenario, 1, TACTICS_OBJECTIVE_SURVIVE_ROUNDS, NULL, NULL, 2, 0);
  tactics_scenario_set_round_limit (scenario, 2);
  game = arranged_scenario (scenario, "soldier", "soldier", cells);
  assert_progress_text (game, 1, 0, "Survive: 0 of 2 rounds");

  end_turn (game, 0);
  end_turn (game, 1);
  assert_state (game, 1, 0, TACTICS_OBJECTIVE_STATE_PENDING, 1, 2);
  g_assert_cmpint (last_event_of_kind (game, TACTICS_EVENT_OBJECTIVE_PROGRESS)->amount, ==, 1);
  assert_progress_text (game, 1, 0, "Survive: 1 of 2 rounds");
  end_turn (game, 0);
  end_turn (game, 1);
  assert_state (game, 1, 0, TACTICS_OBJECTIVE_STATE_MET, 2, 2);
  g_assert_cmpint (tactics_match_get_outcome (game), ==, TACTICS_MATCH_OUTCOME_WIN);
  g_assert_cmpint (tactics_match_get_winner (game), ==, 1);
  assert_deciding (game, TRUE, 1, 0);
}

/* Two sides meeting objectives at the same round's end draw. */
static void
test_draw (void)
{
  g_autoptr(TacticsScenario) scenario = new_scenario (open_field);
  g_autoptr(TacticsMatch) game = NULL;
  const TacticsCell cells[] = { { 0, 0 }, { 7, 5 } };

  add_region (scenario, "west", "the West Hill", 0, 0, 1, 1);
  add_region (scenario, "east", "the East Hill", 7, 5, 1, 1);
  add_objective (scenario, 0, TACTICS_OBJECTIVE_HOLD_REGION, "west", NULL, 1, 0);
  add_objective (scenario, 1, TACTICS_OBJECTIVE_HOLD_REGION, "east", NULL, 1, 0);
  game = arranged_scenario (scenario, "soldier", "soldier", cells);

  end_turn (game, 0);
  end_turn (game, 1);
  g_assert_cmpuint (count_events (game, TACTICS_EVENT_OBJECTIVE_MET), ==, 2);
  g_assert_cmpint (tactics_match_get_outcome (game), ==, TACTICS_MATCH_OUTCOME_DRAW);
  g_assert_cmpint (tactics_match_get_winner (game), ==, -1);
  assert_deciding (game, FALSE, -1, -1);
}

/* In a points game meeting an objective scores; the round limit decides. */
static void
points_game (guint                blue_points,
             TacticsMatchOutcome  outcome,
             int                  winner)
{
  g_autoptr(TacticsScenario) scenario = new_scenario (open_field);
  g_autoptr(TacticsMatch) game = NULL;
  const TacticsCell cells[] = { { 2, 0 }, { 7, 5 } };
  const TacticsEvent *met;

  add_region (scenario, "gate", "the Gate", 5, 0, 1, 1);
  add_region (scenario, "hill", "the Hill", 7, 5, 1, 1);
  add_objective (scenario, 0, TACTICS_OBJECTIVE_REACH_REGION, "gate", NULL, 0, 3);
  add_objective (scenario, 0, TACTICS_OBJECTIVE_MOST_POINTS, NULL, NULL, 0, 0);
  add_objective (scenario, 1, TACTICS_OBJECTIVE_HOLD_REGION, "hill", NULL, 1, blue_points);
  add_objective (scenario, 1, TACTICS_OBJECTIVE_MOST_POINTS, NULL, NULL, 0, 0);
  tactics_scenario_set_round_limit (scenario, 2);
  game = arranged_scenario (scenario, "soldier", "soldier", cells);

  move (game, 0, 0, 5, 0);
  met = last_event_of_kind (game, TACTICS_EVENT_OBJECTIVE_MET);
  g_assert_cmpint (met->amount, ==, 3);
  g_assert_cmpint (met->total, ==, 3);
  g_assert_cmpuint (tactics_match_get_points (game, 0), ==, 3);
  assert_progress_text (game, 0, 1, "Most points: 3 points so far");
  /* Scored, not won; and the scoring move stays. */
  g_assert_cmpint (tactics_match_get_phase (game), ==, TACTICS_MATCH_PHASE_PLAYING);
  g_assert_false (tactics_match_can_undo (game));
  end_turn (game, 0);
  end_turn (game, 1);
  g_assert_cmpuint (tactics_match_get_points (game, 1), ==, blue_points);
  g_assert_cmpint (tactics_match_get_phase (game), ==, TACTICS_MATCH_PHASE_PLAYING);
  end_turn (game, 0);
  end_turn (game, 1);

  g_assert_cmpint (tactics_match_get_outcome (game), ==, outcome);
  g_assert_cmpint (tactics_match_get_winner (game), ==, winner);
  if (winner >= 0)
    {
      assert_deciding (game, TRUE, winner, 1);
      assert_state (game, (guint) winner, 1, TACTICS_OBJECTIVE_STATE_MET, 1, 1);
    }
  else
    {
      assert_deciding (game, FALSE, -1, -1);
    }
}

static void
test_points (void)
{
  points_game (2, TACTICS_MATCH_OUTCOME_WIN, 0);
  points_game (5, TACTICS_MATCH_OUTCOME_WIN, 1);
  points_game (3, TACTICS_MATCH_OUTCOME_DRAW, -1);
}

/* Elimination still ends the match; what the loser played for fails. */
static void
test_elimination (void)
{
  g_autoptr(TacticsScenario) scenario = new_scenario (open_field);
  g_autoptr(TacticsMatch) game = NULL;
  const TacticsCell cells[] = { { 2, 3 }, { 3, 2 }, { 3, 3 } };

  add_region (scenario, "tower", "the Old Tower", 6, 0, 1, 1);
  add_objective (scenario, 0, TACTICS_OBJECTIVE_HOLD_REGION, "tower", NULL, 3, 0);
  add_objective (scenario, 1, TACTICS_OBJECTIVE_SURVIVE_ROUNDS, NULL, NULL, 5, 0);
  add_objective (scenario, 1, TACTICS_OBJECTIVE_ELIMINATE_ALL, NULL, NULL, 0, 0);
  game = arranged_scenario (scenario, "soldier,soldier", "medic", cells);
  assert_progress_text (game, 1, 1, "Eliminate every enemy: 0 of 1 side out");

  act (game, 0, 0, 0, 3, 3);
  act (game, 0, 1, 0, 3, 3);
  g_assert_cmpint (tactics_match_get_outcome (game), ==, TACTICS_MATCH_OUTCOME_WIN);
  g_assert_cmpint (tactics_match_get_winner (game), ==, 0);
  assert_deciding (game, TRUE, 0, -1);
  assert_state (game, 1, 0, TACTICS_OBJECTIVE_STATE_FAILED, 0, 5);
  assert_state (game, 1, 1, TACTICS_OBJECTIVE_STATE_FAILED, 0, 1);
  assert_state (game, 0, 0, TACTICS_OBJECTIVE_STATE_PENDING, 0, 3);
  g_assert_cmpuint (count_events (game, TACTICS_EVENT_OBJECTIVE_FAILED), ==, 2);
}

/* A side whose only objective is to eliminate every enemy: met, and named
 * as what decided it. */
static void
test_eliminate_all (void)
{
  g_autoptr(TacticsScenario) scenario = new_scenario (open_field);
  g_autoptr(TacticsMatch) game = NULL;
  const TacticsCell cells[] = { { 2, 3 }, { 3, 2 }, { 3, 3 } };

  add_objective (scenario, 0, TACTICS_OBJECTIVE_ELIMINATE_ALL, NULL, NULL, 0, 0);
  game = arranged_scenario (scenario, "soldier,soldier", "medic", cells);
  act (game, 0, 0, 0, 3, 3);
  act (game, 0, 1, 0, 3, 3);
  assert_state (game, 0, 0, TACTICS_OBJECTIVE_STATE_MET, 1, 1);
  assert_deciding (game, TRUE, 0, 0);
}

/* A move that met nothing is taken back as in any match. */
static void
test_undo (void)
{
  g_autoptr(TacticsScenario) scenario = new_scenario (open_field);
  g_autoptr(TacticsMatch) game = NULL;
  const TacticsCell cells[] = { { 2, 0 }, { 7, 5 } };

  add_region (scenario, "gate", "the Gate", 5, 0, 1, 1);
  add_objective (scenario, 0, TACTICS_OBJECTIVE_REACH_REGION, "gate", NULL, 0, 1);
  add_objective (scenario, 0, TACTICS_OBJECTIVE_MOST_POINTS, NULL, NULL, 0, 0);
  game = arranged_scenario (scenario, "soldier", "soldier", cells);

  move (game, 0, 0, 4, 0);
  g_assert_true (tactics_match_can_undo (game));
  g_assert_true (tactics_match_undo (game, NULL));
  move (game, 0, 0, 5, 0);
  g_assert_false (tactics_match_can_undo (game));
  g_assert_cmpuint (tactics_match_get_points (game, 0), ==, 1);
}

/* Scenario matches played to the end by computer players, with the same
 * events every time and when their commands are replayed (saves of
 * scenario matches: test-save-scenario.c). */
static TacticsScenario *
contest (void)
{
  TacticsScenario *scenario = new_scenario (open_field);

  add_region (scenario, "west", "the West Camp", 0, 0, 2, 6);
  add_region (scenario, "east", "the East Camp", 6, 0, 2, 6);
  add_region (scenario, "tower", "the Old Tower", 3, 2, 2, 2);
  tactics_side_set_start_zone (side_at (scenario, 0), "west");
  tactics_side_set_start_zone (side_at (scenario, 1), "east");
  add_placed (scenario, 1, "king", "archer", 7, 0, 0);
  add_objective (scenario, 0, TACTICS_OBJECTIVE_HOLD_REGION, "tower", NULL, 2, 0);
  add_objective (scenario, 1, TACTICS_OBJECTIVE_PROTECT_UNIT, NULL, "king", 0, 0);
  add_objective (scenario, 1, TACTICS_OBJECTIVE_SURVIVE_ROUNDS, NULL, NULL, 12, 0);
  tactics_scenario_set_round_limit (scenario, 20);
  return scenario;
}

static TacticsMatch *
contest_match (TacticsScenario  *scenario,
               TacticsMatchMode  mode,
               guint64           seed)
{
  g_autoptr(TacticsMatch) game = scenario_match (scenario, 2, mode, seed, NULL);
  g_autoptr(GError) error = NULL;

  set_army (game, 0, "soldier,archer,soldier");
  set_army (game, 1, "soldier,medic,lancer");
  g_assert_true (tactics_match_start (game, &error));
  g_assert_no_error (error);
  return g_steal_pointer (&game);
}

static void
assert_same_events (TacticsMatch *first,
                    TacticsMatch *second)
{
  g_assert_cmpuint (tactics_match_get_n_events (first), ==, tactics_match_get_n_events (second));
  for (guint i = 0; i < tactics_match_get_n_events (first); i++)
    {
      const TacticsEvent *a = tactics_match_get_event (first, i);
      const TacticsEvent *b = tactics_match_get_event (second, i);

      g_assert_cmpint (a->kind, ==, b->kind);
      g_assert_cmpint (a->player, ==, b->player);
      g_assert_cmpint (a->unit, ==, b->unit);
      g_assert_cmpint (a->objective, ==, b->objective);
      g_assert_cmpint (a->amount, ==, b->amount);
      g_assert_cmpint (a->total, ==, b->total);
      g_assert_cmpint (a->to.x, ==, b->to.x);
      g_assert_cmpint (a->to.y, ==, b->to.y);
      g_assert_cmpuint (a->round, ==, b->round);
    }
}

static void
test_computer_players (void)
{
  g_autoptr(TacticsScenario) scenario = contest ();

  for (guint m = 0; m < 2; m++)
    for (guint64 seed = 1; seed <= 6; seed++)
      {
        TacticsMatchMode mode = m == 0 ? TACTICS_MATCH_MODE_TURNS : TACTICS_MATCH_MODE_INITIATIVE;
        g_autoptr(TacticsMatch) first = NULL;
        g_autoptr(TacticsMatch) second = NULL;
        TacticsMatch **games[2] = { &first, &second };
        g_autoptr(TacticsMatch) replay = contest_match (scenario, mode, seed);
        g_autoptr(GError) error = NULL;
        int player, index;

        for (guint g = 0; g < 2; g++)
          {
            g_autoptr(TacticsMatchDriver) driver = NULL;
            g_autoptr(TacticsAi) red = tactics_ai_new (TACTICS_AI_LEVEL_NORMAL);
            g_autoptr(TacticsAi) blue = tactics_ai_new (TACTICS_AI_LEVEL_HARD);

            *games[g] = contest_match (scenario, mode, seed);
            driver = tactics_match_driver_new (*games[g]);
            tactics_match_driver_set_controller (driver, 0, TACTICS_CONTROLLER (red));
            tactics_match_driver_set_controller (driver, 1, TACTICS_CONTROLLER (blue));
            g_assert_cmpint (tactics_match_driver_run (driver, &error), ==,
                             TACTICS_MATCH_DRIVER_OVER);
            g_assert_no_error (error);
          }
        g_assert_cmpint (tactics_match_get_outcome (first), !=, TACTICS_MATCH_OUTCOME_NONE);
        tactics_match_get_deciding_objective (first, &player, &index);
        g_test_message ("%s seed %" G_GUINT64_FORMAT ": outcome %d, winner %d, round %u, "
                        "decided by side %d objective %d",
                        m == 0 ? "turns" : "initiative", seed, tactics_match_get_outcome (first),
                        tactics_match_get_winner (first), tactics_match_get_round (first),
                        player, index);
        assert_same_events (first, second);

        for (guint i = 0; i < tactics_match_get_n_commands (first); i++)
          g_assert_cmpint (tactics_match_perform (replay, tactics_match_get_command (first, i),
                                                  NULL, &error),
                           !=, TACTICS_COMMAND_RESULT_FAILURE);
        assert_same_events (first, replay);
      }
}

int
main (int   argc,
      char *argv[])
{
  g_test_init (&argc, &argv, NULL);
  tactics_init ();
  g_test_add_func ("/match-objectives/setup/refused", test_setup_refused);
  g_test_add_func ("/match-objectives/setup/copy-and-round-limit",
                   test_setup_copy_and_round_limit);
  g_test_add_func ("/match-objectives/setup/budget-and-allowed-units",
                   test_setup_budget_and_allowed_units);
  g_test_add_func ("/match-objectives/setup/placed-units", test_setup_placed_units);
  g_test_add_func ("/match-objectives/setup/placed-unit-walled-in",
                   test_setup_placed_unit_walled_in);
  g_test_add_func ("/match-objectives/setup/start-zones", test_setup_start_zones);
  g_test_add_func ("/match-objectives/reach-region", test_reach_region);
  g_test_add_func ("/match-objectives/reach-region-at-start", test_reach_region_at_start);
  g_test_add_func ("/match-objectives/reach-region-named", test_reach_region_named);
  g_test_add_func ("/match-objectives/hold-region", test_hold_region);
  g_test_add_func ("/match-objectives/protect-unit", test_protect_unit);
  g_test_add_func ("/match-objectives/eliminate-unit", test_eliminate_unit);
  g_test_add_func ("/match-objectives/survive-rounds", test_survive_rounds);
  g_test_add_func ("/match-objectives/draw", test_draw);
  g_test_add_func ("/match-objectives/points", test_points);
  g_test_add_func ("/match-objectives/elimination", test_elimination);
  g_test_add_func ("/match-objectives/eliminate-all", test_eliminate_all);
  g_test_add_func ("/match-objectives/undo", test_undo);
  g_test_add_func ("/match-objectives/computer-players", test_computer_players);
  return g_test_run ();
}
