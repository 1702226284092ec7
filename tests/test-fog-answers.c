/* SPDX-License-Identifier: GPL-3.0-or-later */
/* Fog of war: what the match answers a player, on small drawn boards
 * (doc/rules.md, "Fog of war"): actions are aimed only at cells it sees,
 * previews and forecasts list only the units it sees while the blow lands
 * on every unit, the threat counts only the enemies it sees, an unseen
 * enemy contests no region, sides of one team share vision and cells
 * revealed before the start are known. */
#include "config.h"

#include <string.h>

#include "scenario-test-helpers.h"
#include "match-test-helpers.h"
#include "tactics-match-private.h"

/* Twelve columns by six rows of plains. */
static const char * const field[] = {
  "............",
  "............",
  "............",
  "............",
  "............",
  "............",
  NULL
};

static void
set_sight (TacticsRuleset *ruleset,
           guint           sight)
{
  GListModel *types = tactics_ruleset_get_unit_types (ruleset);

  for (guint t = 0; t < g_list_model_get_n_items (types); t++)
    {
      g_autoptr(TacticsUnitType) type = g_list_model_get_item (types, t);

      tactics_unit_type_set_sight (type, sight);
    }
}

/* Two humans on @rows with @army0 and @army1 on @cells, every unit type
 * seeing 2 cells, with @fog; in play, player 0 first. */
static TacticsMatch *
fog_match (const char         *army0,
           const char         *army1,
           const TacticsCell  *cells,
           TacticsFogMode      fog)
{
  g_autoptr(TacticsRuleset) ruleset = make_rules ();
  g_autoptr(TacticsMap) map = NULL;
  g_autoptr(TacticsMatch) match = NULL;
  g_autoptr(GError) error = NULL;
  const char *armies[] = { army0, army1 };

  set_sight (ruleset, 2);
  map = make_map (ruleset, field);
  match = tactics_match_new (map, NULL, 4, TACTICS_MATCH_MODE_TURNS, 1);
  for (guint p = 0; p < 2; p++)
    {
      g_auto(GStrv) types = g_strsplit (armies[p], ",", -1);

      g_assert_nonnull (tactics_match_add_player (match, p == 0 ? "Red" : "Blue", "#808080",
                                                 TACTICS_PLAYER_HUMAN, TACTICS_AI_LEVEL_NORMAL,
                                                 &error));
      g_assert_true (tactics_match_set_formation (match, p, (const char * const *) types,
                                                  &error));
    }
  tactics_match_set_fog (match, fog);
  g_assert_true (tactics_match_start_arranged (match, cells, &error));
  g_assert_no_error (error);
  return g_steal_pointer (&match);
}

static void
test_aim_unseen (void)
{
  /* Red's archer sees 2 cells; Blue's soldier stands 3 away, in bow range. */
  const TacticsCell cells[] = { { 0, 0 }, { 3, 0 } };
  g_autoptr(TacticsMatch) foggy = fog_match ("archer", "soldier", cells, TACTICS_FOG_MODE_FOG);
  g_autoptr(TacticsMatch) clear = fog_match ("archer", "soldier", cells, TACTICS_FOG_MODE_NONE);
  TacticsCell target = { 3, 0 };
  TacticsCell empty_unseen = { 0, 3 };
  TacticsCell seen = { 2, 0 };
  g_autoptr(GError) error = NULL;
  g_autoptr(GArray) hits = g_array_new (FALSE, FALSE, sizeof (TacticsHit));
  TacticsUnit *archer = tactics_match_get_unit (foggy, 0);
  TacticsCommand command;

  g_assert_false (tactics_view_sees_unit (tactics_match_get_view (foggy, 0),
                                          tactics_match_get_unit (foggy, 1)));

  /* Refused, with the reason, whether or not anything stands there. */
  tactics_command_init_act (&command, 0, 0, 0, target);
  g_assert_cmpint (tactics_match_check_command (foggy, &command, NULL, &error), ==,
                   TACTICS_COMMAND_RESULT_FAILURE);
  g_assert_error (error, TACTICS_MATCH_ERROR, TACTICS_MATCH_ERROR_OUT_OF_RANGE);
  g_assert_cmpstr (error->message, ==, "bow cannot be aimed at a cell you do not see now.");
  g_clear_error (&error);
  assert_refused (foggy, &command, TACTICS_MATCH_ERROR_OUT_OF_RANGE);
  tactics_command_init_act (&command, 0, 0, 0, empty_unseen);
  assert_refused (foggy, &command, TACTICS_MATCH_ERROR_OUT_OF_RANGE);
  g_assert_false (tactics_match_preview_action (foggy, archer, 0, target, NULL, hits));
  g_assert_null (tactics_match_forecast_action (foggy, archer, 0, &target));

  /* A cell it sees may be aimed at, empty as it is. */
  tactics_command_init_act (&command, 0, 0, 0, seen);
  g_assert_cmpint (tactics_match_check_command (foggy, &command, NULL, &error), ==,
                   TACTICS_COMMAND_RESULT_SUCCESS);
  g_assert_no_error (error);

  /* Without fog the soldier is shot. */
  act (clear, 0, 0, 0, 3, 0);
  g_assert_cmpint (tactics_unit_get_hp (tactics_match_get_unit (clear, 1)), ==, 7);
}

static gboolean
hits_unit (GArray *hits,
           guint   unit)
{
  for (guint i = 0; i < hits->len; i++)
    if (g_array_index (hits, TacticsHit, i).unit == unit)
      return TRUE;
  return FALSE;
}

static void
test_area_preview (void)
{
  /* Red's bomber at 0,2 aims at 2,2 (seen); the blast reaches 3,2, which
   * it does not see. Blue's soldiers: 2,3 seen, 3,2 unseen. */
  const TacticsCell cells[] = { { 0, 2 }, { 2, 3 }, { 3, 2 } };
  g_autoptr(TacticsMatch) match = fog_match ("bomber", "soldier,soldier", cells,
                                             TACTICS_FOG_MODE_FOG);
  g_autoptr(GArray) hits = g_array_new (FALSE, FALSE, sizeof (TacticsHit));
  g_autoptr(TacticsForecast) forecast = NULL;
  TacticsUnit *bomber = tactics_match_get_unit (match, 0);
  TacticsUnit *hidden = tactics_match_get_unit (match, 2);
  TacticsView *view = tactics_match_get_view (match, 0);
  TacticsCell focus = { 2, 2 };
  const TacticsEvent *damaged;
  gboolean found = FALSE;

  g_assert_false (tactics_view_sees_unit (view, hidden));
  g_assert_true (tactics_view_sees_unit (view, tactics_match_get_unit (match, 1)));
  g_assert_true (tactics_match_preview_action (match, bomber, 0, focus, NULL, hits));
  g_assert_true (hits_unit (hits, 1));
  g_assert_false (hits_unit (hits, 2));
  forecast = tactics_match_forecast_action (match, bomber, 0, &focus);
  g_assert_nonnull (forecast);
  g_assert_cmpuint (tactics_forecast_get_n_hits (forecast), ==, hits->len);

  /* Performed, the blow lands on the unseen soldier too, and the player
   * witnesses the damage through its bomber's cell. */
  act (match, 0, 0, 0, 2, 2);
  g_assert_cmpint (tactics_unit_get_hp (hidden), ==, 7);
  g_assert_false (tactics_view_sees_unit (view, hidden));
  for (guint i = 0; i < tactics_match_get_n_events (match); i++)
    {
      const TacticsEvent *event = tactics_match_get_event (match, i);

      if (event->kind == TACTICS_EVENT_UNIT_DAMAGED && event->unit == 2)
        {
          damaged = event;
          g_assert_cmpint (damaged->amount, ==, 3);
          g_assert_true (tactics_view_witnessed (view, i));
          found = TRUE;
        }
    }
  g_assert_true (found);
}

static void
test_threat (void)
{
  const TacticsCell cells[] = { { 0, 0 }, { 4, 0 } };
  g_autoptr(TacticsMatch) foggy = fog_match ("archer", "soldier", cells, TACTICS_FOG_MODE_FOG);
  g_autoptr(TacticsMatch) clear = fog_match ("archer", "soldier", cells, TACTICS_FOG_MODE_NONE);
  g_autoptr(GArray) threat = g_array_new (FALSE, FALSE, sizeof (TacticsCell));
  g_autoptr(GArray) unit_threat = g_array_new (FALSE, FALSE, sizeof (TacticsThreat));

  tactics_match_compute_threat (clear, 0, threat);
  g_assert_cmpuint (threat->len, >, 0);
  g_array_set_size (threat, 0);
  tactics_match_compute_threat (foggy, 0, threat);
  g_assert_cmpuint (threat->len, ==, 0);
  tactics_match_compute_unit_threat (foggy, tactics_match_get_unit (foggy, 1), 0, unit_threat);
  g_assert_cmpuint (unit_threat->len, ==, 0);

  /* Once seen, its threat counts. */
  move (foggy, 0, 0, 2, 0);
  tactics_match_compute_threat (foggy, 0, threat);
  g_assert_true (match_helpers_cells_contain (threat, (TacticsCell) { 2, 0 }));
}

/* An enemy the holder does not see contests nothing; one it sees does. */
static void
test_hold_unseen (void)
{
  const TacticsCell cells[] = { { 4, 2 }, { 0, 5 }, { 7, 2 }, { 7, 5 } };
  TacticsFogMode modes[] = { TACTICS_FOG_MODE_FOG, TACTICS_FOG_MODE_NONE };

  for (guint m = 0; m < G_N_ELEMENTS (modes); m++)
    {
      g_autoptr(TacticsScenario) scenario = new_scenario (open_field);
      TacticsRuleset *ruleset = tactics_map_get_ruleset (tactics_scenario_get_map (scenario));
      g_autoptr(TacticsMatch) match = NULL;

      set_sight (ruleset, 1);
      add_region (scenario, "tower", "the Old Tower", 4, 2, 3, 1);
      add_objective (scenario, 0, TACTICS_OBJECTIVE_HOLD_REGION, "tower", NULL, 3, 0);
      tactics_scenario_set_fog (scenario, modes[m]);
      match = arranged_scenario (scenario, "soldier,soldier", "archer,soldier", cells);

      /* Round 1: Red holds the tower alone. */
      end_turn (match, 0);
      end_turn (match, 1);
      assert_state (match, 0, 0, TACTICS_OBJECTIVE_STATE_PENDING, 1, 3);
      /* Round 2: Blue's archer steps into the tower's far end, 2 cells
       * from Red's soldier, which sees 1. */
      end_turn (match, 0);
      move (match, 1, 2, 6, 2);
      end_turn (match, 1);
      if (modes[m] == TACTICS_FOG_MODE_FOG)
        {
          g_assert_false (tactics_view_sees_unit (tactics_match_get_view (match, 0),
                                                  tactics_match_get_unit (match, 2)));
          assert_state (match, 0, 0, TACTICS_OBJECTIVE_STATE_PENDING, 2, 3);
          assert_progress_text (match, 0, 0, "Hold the Old Tower: 2 of 3 rounds");
        }
      else
        assert_state (match, 0, 0, TACTICS_OBJECTIVE_STATE_PENDING, 0, 3);
      /* Round 3: Red's soldier steps next to it: seen, it contests. */
      move (match, 0, 0, 5, 2);
      end_turn (match, 0);
      end_turn (match, 1);
      assert_state (match, 0, 0, TACTICS_OBJECTIVE_STATE_PENDING, 0, 3);
    }
}

static void
test_teams (void)
{
  g_autoptr(TacticsScenario) scenario = new_scenario (open_field);
  g_autoptr(TacticsSide) third = tactics_side_new ("green", "Green");
  g_autoptr(TacticsSide) fourth = tactics_side_new ("white", "White");
  g_autoptr(TacticsMatch) match = NULL;
  g_autoptr(GError) error = NULL;

  tactics_scenario_insert_side (scenario, G_MAXUINT, third);
  tactics_scenario_insert_side (scenario, G_MAXUINT, fourth);
  /* Red and Green on team 2; Blue and White on team 0, which shares
   * nothing. */
  tactics_side_set_team (side_at (scenario, 0), 2);
  tactics_side_set_team (side_at (scenario, 1), 0);
  tactics_side_set_team (third, 2);
  tactics_side_set_team (fourth, 0);
  tactics_scenario_set_fog (scenario, TACTICS_FOG_MODE_FOG);
  match = scenario_match (scenario, 4, TACTICS_MATCH_MODE_TURNS, 1, &error);
  g_assert_no_error (error);
  g_assert_true (tactics_match_shares_vision (match, 0, 2));
  g_assert_true (tactics_match_shares_vision (match, 2, 0));
  g_assert_false (tactics_match_shares_vision (match, 1, 3));
  g_assert_false (tactics_match_shares_vision (match, 0, 1));
  g_assert_false (tactics_match_shares_vision (match, 0, 3));
}

static void
test_reveal (void)
{
  const TacticsCell cells[] = { { 0, 0 }, { 11, 5 } };
  const TacticsCell revealed[] = { { 8, 0 }, { 9, 0 }, { 11, 5 } };
  TacticsFogMode modes[] = { TACTICS_FOG_MODE_SHROUD, TACTICS_FOG_MODE_NONE };

  for (guint m = 0; m < G_N_ELEMENTS (modes); m++)
    {
      g_autoptr(TacticsRuleset) ruleset = make_rules ();
      g_autoptr(TacticsMap) map = make_map (ruleset, field);
      g_autoptr(TacticsMatch) match = tactics_match_new (map, NULL, 1, TACTICS_MATCH_MODE_TURNS,
                                                         1);
      g_autoptr(GError) error = NULL;
      const char * const army[] = { "soldier", NULL };
      TacticsView *view;

      for (guint p = 0; p < 2; p++)
        {
          g_assert_nonnull (tactics_match_add_player (match, "P", "#808080", TACTICS_PLAYER_HUMAN,
                                                     TACTICS_AI_LEVEL_NORMAL, &error));
          g_assert_true (tactics_match_set_formation (match, p, army, &error));
        }
      tactics_match_set_fog (match, modes[m]);
      tactics_match_reveal_cells (match, 0, revealed, G_N_ELEMENTS (revealed));
      tactics_match_reveal_cells (match, 0, NULL, 0);
      g_assert_true (tactics_match_start_arranged (match, cells, &error));
      g_assert_no_error (error);

      view = tactics_match_get_view (match, 0);
      g_assert_true (tactics_view_is_known (view, (TacticsCell) { 8, 0 }));
      g_assert_true (tactics_view_is_explored (view, (TacticsCell) { 9, 0 }));
      if (modes[m] == TACTICS_FOG_MODE_NONE)
        continue;
      /* Known, not seen: the enemy on a revealed cell stays unseen. */
      g_assert_false (tactics_view_is_visible (view, (TacticsCell) { 11, 5 }));
      g_assert_false (tactics_view_sees_unit (view, tactics_match_get_unit (match, 1)));
      g_assert_false (tactics_view_is_known (view, (TacticsCell) { 7, 0 }));
      /* Only for that player. */
      g_assert_false (tactics_view_is_known (tactics_match_get_view (match, 1),
                                             (TacticsCell) { 8, 0 }));
    }
}

/* An enemy's reach as a player knows the board: the enemy's ally that the
 * player does not see does not stand in it. */
static void
test_enemy_reach (void)
{
  const TacticsCell cells[] = { { 0, 0 }, { 2, 1 }, { 4, 1 } };
  g_autoptr(TacticsMatch) match = fog_match ("archer", "soldier,soldier", cells,
                                             TACTICS_FOG_MODE_FOG);
  TacticsView *view = tactics_match_get_view (match, 0);
  TacticsUnit *seen = tactics_match_get_unit (match, 1);
  g_autoptr(TacticsReach) as_blue = tactics_reach_new ();
  g_autoptr(TacticsReach) as_red = tactics_reach_new ();

  g_assert_true (tactics_view_sees_unit (view, seen));
  g_assert_false (tactics_view_sees_unit (view, tactics_match_get_unit (match, 2)));
  tactics_match_compute_reach (match, seen, as_blue);
  tactics_match_compute_reach_as (match, seen, 0, as_red);
  /* Blue knows its other soldier stands there; Red does not. */
  g_assert_cmpint (tactics_reach_get_cost (as_blue, cells[2]), ==, -1);
  g_assert_cmpint (tactics_reach_get_cost (as_red, cells[2]), >, 0);
}

/* A scenario's region marked revealed is known to every side from the
 * start under shroud; the cells around it are not; its units stay unseen. */
static void
test_revealed_region (void)
{
  const TacticsCell cells[] = { { 0, 5 }, { 7, 5 } };
  g_autoptr(TacticsScenario) scenario = new_scenario (open_field);
  TacticsRuleset *ruleset = tactics_map_get_ruleset (tactics_scenario_get_map (scenario));
  g_autoptr(TacticsRegion) region = NULL;
  g_autoptr(TacticsMatch) match = NULL;

  set_sight (ruleset, 1);
  add_region (scenario, "tower", "the Old Tower", 3, 0, 2, 2);
  region = g_list_model_get_item (tactics_scenario_get_regions (scenario), 0);
  tactics_region_set_revealed (region, TRUE);
  tactics_scenario_set_fog (scenario, TACTICS_FOG_MODE_SHROUD);
  match = arranged_scenario (scenario, "soldier", "soldier", cells);
  for (guint p = 0; p < 2; p++)
    {
      TacticsView *view = tactics_match_get_view (match, p);

      for (int y = 0; y < 2; y++)
        for (int x = 3; x < 5; x++)
          {
            g_assert_true (tactics_view_is_known (view, (TacticsCell) { x, y }));
            g_assert_false (tactics_view_is_visible (view, (TacticsCell) { x, y }));
          }
      g_assert_false (tactics_view_is_known (view, (TacticsCell) { 5, 0 }));
      g_assert_false (tactics_view_is_known (view, (TacticsCell) { 3, 2 }));
    }

  /* Unmarked, the same region stays shrouded. */
  {
    g_autoptr(TacticsMatch) plain = NULL;

    tactics_region_set_revealed (region, FALSE);
    plain = arranged_scenario (scenario, "soldier", "soldier", cells);
    g_assert_false (tactics_view_is_known (tactics_match_get_view (plain, 0), (TacticsCell) { 3, 0 }));
  }
}

int
main (int    argc,
      char **argv)
{
  g_test_init (&argc, &argv, NULL);
  tactics_init ();

  g_test_add_func ("/fog-answers/aim-unseen", test_aim_unseen);
  g_test_add_func ("/fog-answers/area-preview", test_area_preview);
  g_test_add_func ("/fog-answers/threat", test_threat);
  g_test_add_func ("/fog-answers/hold-unseen", test_hold_unseen);
  g_test_add_func ("/fog-answers/teams", test_teams);
  g_test_add_func ("/fog-answers/reveal", test_reveal);
  g_test_add_func ("/fog-answers/revealed-region", test_revealed_region);
  g_test_add_func ("/fog-answers/enemy-reach", test_enemy_reach);
  return g_test_run ();
}
