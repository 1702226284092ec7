/* SPDX-License-Identifier: GPL-3.0-or-later */
/* Computer players in scenario matches play to the objectives: they go for
 * the region to hold or reach (and block the enemy's), keep the unit they
 * must protect out of a blow that would finish it, hunt the unit they must
 * eliminate before a nearer one, go for the objectives that score most in
 * a points game, and place their army near the region. */
#include "config.h"

#include "scenario-test-helpers.h"
#include "tactics-match-private.h"

/* Ten columns by six rows of plains. */
static const char * const field[] = {
  "..........",
  "..........",
  "..........",
  "..........",
  "..........",
  "..........",
  NULL
};

/* Lets a computer player of @level play the current turn to its end. */
static void
play_turn (TacticsMatch   *match,
           TacticsAiLevel  level)
{
  g_autoptr(TacticsAi) ai = tactics_ai_new (level);
  g_autoptr(GArray) commands = match_helpers_play_ai_turn (match, ai);
}

static int
distance_to (TacticsMatch *match,
             guint        unit,
             TacticsCell  cell)
{
  return tactics_distance (TACTICS_METRIC_MANHATTAN,
                           tactics_unit_get_cell (tactics_match_get_unit (match, unit)), cell);
}

static gboolean
unit_in (TacticsMatch *match,
         guint        unit,
         int          x,
         int          y,
         int          width,
         int          height)
{
  TacticsCell cell = tactics_unit_get_cell (tactics_match_get_unit (match, unit));

  return cell.x >= x && cell.x < x + width && cell.y >= y && cell.y < y + height;
}

/* Red must hold the ford in the bottom-left corner; Blue's soldier stands
 * the other way. Red walks to the ford rather than to Blue, stays in it,
 * and holds it to the win. */
static void
test_hold_region (gconstpointer data)
{
  TacticsAiLevel level = GPOINTER_TO_INT (data);
  g_autoptr(TacticsScenario) scenario = new_scenario (field);
  g_autoptr(TacticsMatch) match = NULL;
  const TacticsCell cells[] = { { 3, 0 }, { 9, 0 } };

  add_region (scenario, "ford", "ford", 0, 4, 2, 2);
  add_objective (scenario, 0, TACTICS_OBJECTIVE_HOLD_REGION, "ford", NULL, 2, 0);
  match = arranged_scenario (scenario, "soldier", "archer", cells);

  play_turn (match, level);
  g_assert_cmpint (distance_to (match, 0, (TacticsCell) { 1, 4 }), ==, 3);
  play_turn (match, TACTICS_AI_LEVEL_NORMAL);
  play_turn (match, level);
  g_assert_true (unit_in (match, 0, 0, 4, 2, 2));
  for (guint i = 0; i < 8 && tactics_match_get_phase (match) == TACTICS_MATCH_PHASE_PLAYING; i++)
    {
      play_turn (match, TACTICS_AI_LEVEL_NORMAL);
      play_turn (match, level);
    }
  g_assert_cmpint (tactics_match_get_outcome (match), ==, TACTICS_MATCH_OUTCOME_WIN);
  g_assert_cmpint (tactics_match_get_winner (match), ==, 0);
}

/* Red must bring its scout to the gate: the scout goes there, not one of
 * the soldiers nearer to it. */
static void
test_reach_region_named (gconstpointer data)
{
  TacticsAiLevel level = GPOINTER_TO_INT (data);
  g_autoptr(TacticsScenario) scenario = new_scenario (field);
  g_autoptr(TacticsMatch) match = NULL;
  const TacticsCell cells[] = { { 4, 1 }, { 9, 5 } };

  add_region (scenario, "gate", "gate", 0, 0, 1, 1);
  add_placed (scenario, 0, "scout", "soldier", 6, 0, 0);
  add_objective (scenario, 0, TACTICS_OBJECTIVE_REACH_REGION, "gate", "scout", 0, 0);
  match = arranged_scenario (scenario, "soldier", "soldier", cells);

  /* Units 0 and 1 are the armies', 2 the scout. */
  play_turn (match, level);
  g_assert_cmpint (distance_to (match, 2, (TacticsCell) { 0, 0 }), ==, 3);
  play_turn (match, TACTICS_AI_LEVEL_NORMAL);
  play_turn (match, level);
  g_assert_cmpint (tactics_match_get_outcome (match), ==, TACTICS_MATCH_OUTCOME_WIN);
  g_assert_cmpint (tactics_match_get_winner (match), ==, 0);
}

/* Red's king has 4 HP: one sword blow. Blue's soldier could reach it
 * anywhere within four steps. Red is far the stronger, which makes it
 * bold, but the king does not walk into that blow, and Blue's turn leaves
 * it alive. */
static void
test_protect_unit (gconstpointer data)
{
  TacticsAiLevel level = GPOINTER_TO_INT (data);
  g_autoptr(TacticsScenario) scenario = new_scenario (field);
  g_autoptr(TacticsMatch) match = NULL;
  const TacticsCell cells[] = { { 1, 4 }, { 1, 5 }, { 0, 5 }, { 7, 2 } };

  add_placed (scenario, 0, "king", "soldier", 1, 2, 4);
  add_objective (scenario, 0, TACTICS_OBJECTIVE_PROTECT_UNIT, NULL, "king", 0, 0);
  add_objective (scenario, 0, TACTICS_OBJECTIVE_ELIMINATE_ALL, NULL, NULL, 0, 0);
  match = arranged_scenario (scenario, "soldier,soldier,soldier", "soldier", cells);

  /* Units 0 to 2 are Red's army, 3 Blue's soldier, 4 the king. */
  play_turn (match, level);
  play_turn (match, TACTICS_AI_LEVEL_NORMAL);
  g_assert_true (tactics_unit_is_alive (tactics_match_get_unit (match, 4)));
  g_assert_cmpint (tactics_match_get_phase (match), ==, TACTICS_MATCH_PHASE_PLAYING);
}

/* Red's envoy, which it must protect, must reach the gate. Blue's soldier
 * stands by the gate, but getting there wins at once: the envoy goes,
 * however careful the level. */
static void
test_reach_region_wins (gconstpointer data)
{
  TacticsAiLevel level = GPOINTER_TO_INT (data);
  g_autoptr(TacticsScenario) scenario = new_scenario (field);
  g_autoptr(TacticsMatch) match = NULL;
  const TacticsCell cells[] = { { 0, 5 }, { 6, 3 } };

  add_region (scenario, "gate", "gate", 5, 3, 1, 1);
  add_placed (scenario, 0, "envoy", "soldier", 3, 2, 4);
  add_objective (scenario, 0, TACTICS_OBJECTIVE_PROTECT_UNIT, NULL, "envoy", 0, 0);
  add_objective (scenario, 0, TACTICS_OBJECTIVE_REACH_REGION, "gate", "envoy", 0, 0);
  match = arranged_scenario (scenario, "soldier", "soldier", cells);

  play_turn (match, level);
  g_assert_cmpint (tactics_match_get_outcome (match), ==, TACTICS_MATCH_OUTCOME_WIN);
  g_assert_cmpint (tactics_match_get_winner (match), ==, 0);
}

/* Red's archer must eliminate Blue's warlord, a bomber: it strikes the
 * warlord, not the soldier that stands nearer and is worth more. */
static void
test_hunt_unit (gconstpointer data)
{
  TacticsAiLevel level = GPOINTER_TO_INT (data);
  g_autoptr(TacticsScenario) scenario = new_scenario (field);
  g_autoptr(TacticsMatch) match = NULL;
  const TacticsCell cells[] = { { 3, 2 }, { 5, 2 } };

  add_placed (scenario, 1, "warlord", "bomber", 3, 5, 0);
  add_objective (scenario, 0, TACTICS_OBJECTIVE_ELIMINATE_UNIT, NULL, "warlord", 0, 0);
  match = arranged_scenario (scenario, "archer", "soldier", cells);

  /* Unit 0 is Red's archer, 1 Blue's soldier, 2 the warlord. */
  play_turn (match, level);
  g_assert_cmpint (tactics_unit_get_hp (tactics_match_get_unit (match, 1)), ==, 10);
  g_assert_cmpint (tactics_unit_get_hp (tactics_match_get_unit (match, 2)), <, 10);
}

/* Out of reach of both, Red's soldier walks to the warlord, away from the
 * nearer soldier. */
static void
test_hunt_unit_walk (gconstpointer data)
{
  TacticsAiLevel level = GPOINTER_TO_INT (data);
  g_autoptr(TacticsScenario) scenario = new_scenario (field);
  g_autoptr(TacticsMatch) match = NULL;
  const TacticsCell cells[] = { { 4, 3 }, { 9, 3 } };

  add_placed (scenario, 1, "warlord", "soldier", 0, 0, 0);
  add_objective (scenario, 0, TACTICS_OBJECTIVE_ELIMINATE_UNIT, NULL, "warlord", 0, 0);
  match = arranged_scenario (scenario, "soldier", "soldier", cells);

  /* Seven steps away: three of them taken. */
  play_turn (match, level);
  g_assert_cmpint (distance_to (match, 0, (TacticsCell) { 0, 0 }), ==, 4);
}

/* Blue must reach the gate; Red has no objective of its own but stands in
 * Blue's way instead of walking to Blue's soldier. */
static void
test_block_region (gconstpointer data)
{
  TacticsAiLevel level = GPOINTER_TO_INT (data);
  g_autoptr(TacticsScenario) scenario = new_scenario (field);
  g_autoptr(TacticsMatch) match = NULL;
  const TacticsCell cells[] = { { 3, 5 }, { 9, 0 } };

  add_region (scenario, "gate", "gate", 0, 5, 1, 1);
  add_objective (scenario, 1, TACTICS_OBJECTIVE_REACH_REGION, "gate", NULL, 0, 0);
  match = arranged_scenario (scenario, "soldier", "soldier", cells);

  play_turn (match, level);
  g_assert_cmpint (distance_to (match, 0, (TacticsCell) { 0, 5 }), <, 3);
}

/* In a points game Red's soldier stands between the shrine, worth 1
 * point, and the tower, worth 9, as far from each: it goes for the tower,
 * away from Blue's soldier. */
static void
test_most_points (gconstpointer data)
{
  TacticsAiLevel level = GPOINTER_TO_INT (data);
  g_autoptr(TacticsScenario) scenario = new_scenario (field);
  g_autoptr(TacticsMatch) match = NULL;
  const TacticsCell cells[] = { { 5, 2 }, { 0, 2 } };

  add_region (scenario, "shrine", "shrine", 1, 2, 1, 1);
  add_region (scenario, "tower", "tower", 9, 2, 1, 1);
  add_objective (scenario, 0, TACTICS_OBJECTIVE_REACH_REGION, "shrine", NULL, 0, 1);
  add_objective (scenario, 0, TACTICS_OBJECTIVE_REACH_REGION, "tower", NULL, 0, 9);
  add_objective (scenario, 0, TACTICS_OBJECTIVE_MOST_POINTS, NULL, NULL, 0, 0);
  tactics_scenario_set_round_limit (scenario, 5);
  match = arranged_scenario (scenario, "soldier", "soldier", cells);

  play_turn (match, level);
  g_assert_cmpint (distance_to (match, 0, (TacticsCell) { 9, 2 }), <, 4);
  play_turn (match, TACTICS_AI_LEVEL_NORMAL);
  play_turn (match, level);
  g_assert_cmpuint (tactics_match_get_points (match, 0), ==, 9);
}

/* Placed inside its start zone, each unit of a side that must hold a
 * region takes the zone's cell nearest to the region. */
static void
test_placement (void)
{
  g_autoptr(TacticsScenario) scenario = new_scenario (field);
  g_autoptr(TacticsMatch) match = NULL;
  g_autoptr(TacticsAi) ai = tactics_ai_new (TACTICS_AI_LEVEL_NORMAL);
  g_autoptr(GError) error = NULL;
  guint placed = 0;

  add_region (scenario, "camp", "camp", 0, 0, 10, 2);
  add_region (scenario, "camp-blue", "camp-blue", 0, 4, 10, 2);
  add_region (scenario, "ford", "ford", 9, 2, 1, 2);
  tactics_side_set_start_zone (side_at (scenario, 0), "camp");
  tactics_side_set_start_zone (side_at (scenario, 1), "camp-blue");
  add_objective (scenario, 0, TACTICS_OBJECTIVE_HOLD_REGION, "ford", NULL, 2, 0);
  match = scenario_match (scenario, 2, TACTICS_MATCH_MODE_TURNS, 1, &error);
  g_assert_no_error (error);
  set_army (match, 0, "soldier,soldier,soldier,soldier");
  set_army (match, 1, "soldier,soldier,soldier,soldier");
  g_assert_true (tactics_match_start (match, &error));
  g_assert_no_error (error);

  while (tactics_match_get_phase (match) == TACTICS_MATCH_PHASE_PLACEMENT)
    {
      TacticsCommand command;

      g_assert_true (tactics_ai_next_command (ai, match, &command));
      if (command.kind == TACTICS_COMMAND_PLACE && command.player == 0)
        {
          g_autoptr(GArray) cells = g_array_new (FALSE, FALSE, sizeof (TacticsCell));
          int nearest = G_MAXINT;

          tactics_match_get_placement_cells (match, tactics_match_get_unit (match, command.unit),
                                             cells);
          for (guint i = 0; i < cells->len; i++)
            nearest = MIN (nearest, tactics_distance (TACTICS_METRIC_MANHATTAN,
                                                      g_array_index (cells, TacticsCell, i),
                                                      (TacticsCell) { 9, 2 }));
          g_assert_cmpint (tactics_distance (TACTICS_METRIC_MANHATTAN, command.cell,
                                             (TacticsCell) { 9, 2 }), ==, nearest);
          placed++;
        }
      g_assert_cmpint (tactics_match_perform (match, &command, NULL, &error), !=,
                       TACTICS_COMMAND_RESULT_FAILURE);
      g_assert_no_error (error);
    }
  g_assert_cmpuint (placed, >, 0);
}

int
main (int   argc,
      char *argv[])
{
  g_test_init (&argc, &argv, NULL);
  tactics_init ();

  for (TacticsAiLevel level = TACTICS_AI_LEVEL_NORMAL; level <= TACTICS_AI_LEVEL_HARD; level++)
    {
      const char *name = level == TACTICS_AI_LEVEL_NORMAL ? "normal" : "hard";
      g_autofree char *hold = g_strdup_printf ("/ai-objectives/%s/hold-region", name);
      g_autofree char *reach = g_strdup_printf ("/ai-objectives/%s/reach-region-named", name);
      g_autofree char *protect = g_strdup_printf ("/ai-objectives/%s/protect-unit", name);
      g_autofree char *hunt = g_strdup_printf ("/ai-objectives/%s/hunt-unit", name);
      g_autofree char *walk = g_strdup_printf ("/ai-objectives/%s/hunt-unit-walk", name);
      g_autofree char *points = g_strdup_printf ("/ai-objectives/%s/most-points", name);
      g_autofree char *block = g_strdup_printf ("/ai-objectives/%s/block-region", name);

      g_test_add_data_func (hold, GINT_TO_POINTER (level), test_hold_region);
      g_test_add_data_func (reach, GINT_TO_POINTER (level), test_reach_region_named);
      g_test_add_data_func (protect, GINT_TO_POINTER (level), test_protect_unit);
      g_test_add_data_func (hunt, GINT_TO_POINTER (level), test_hunt_unit);
      g_test_add_data_func (walk, GINT_TO_POINTER (level), test_hunt_unit_walk);
      g_test_add_data_func (points, GINT_TO_POINTER (level), test_most_points);
      g_test_add_data_func (block, GINT_TO_POINTER (level), test_block_region);
    }
  /* Normal takes a single enemy's reply for granted anyway. */
  g_test_add_data_func ("/ai-objectives/hard/reach-region-wins",
                        GINT_TO_POINTER (TACTICS_AI_LEVEL_HARD), test_reach_region_wins);
  g_test_add_func ("/ai-objectives/placement", test_placement);
  return g_test_run ();
}
