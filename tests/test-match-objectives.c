/* SPDX-License-Identifier: GPL-3.0-or-later */
/* Matches that play a scenario: the objectives judged after every command
 * and at every round's end (set-up: test-match-scenario.c). */
#include "config.h"

#include "scenario-test-helpers.h"
#include "tactics-match-private.h"

/* Objectives */

static void
test_reach_region (void)
{
  g_autoptr(TacticsScenario) scenario = new_scenario (open_field);
  g_autoptr(TacticsMatch) match = NULL;
  const TacticsCell cells[] = { { 2, 0 }, { 7, 4 }, { 0, 2 } };
  const TacticsEvent *met;

  add_region (scenario, "gate", "the Gate", 5, 0, 1, 1);
  add_objective (scenario, 0, TACTICS_OBJECTIVE_REACH_REGION, "gate", NULL, 0, 0);
  match = arranged_scenario (scenario, "soldier", "soldier,soldier", cells);
  g_assert_false (tactics_match_is_points_game (match));
  assert_progress_text (match, 0, 0, "Reach the Gate");
  assert_state (match, 0, 0, TACTICS_OBJECTIVE_STATE_PENDING, 0, 1);

  move (match, 0, 0, 5, 0);
  met = last_event_of_kind (match, TACTICS_EVENT_OBJECTIVE_MET);
  g_assert_cmpint (met->player, ==, 0);
  g_assert_cmpint (met->objective, ==, 0);
  g_assert_cmpint (met->unit, ==, -1);
  g_assert_cmpint (tactics_match_get_outcome (match), ==, TACTICS_MATCH_OUTCOME_WIN);
  g_assert_cmpint (tactics_match_get_winner (match), ==, 0);
  g_assert_cmpint (last_event_of_kind (match, TACTICS_EVENT_GAME_OVER)->player, ==, 0);
  assert_state (match, 0, 0, TACTICS_OBJECTIVE_STATE_MET, 1, 1);
  assert_deciding (match, TRUE, 0, 0);
}

/* A unit standing in the region when play begins has reached it. */
static void
test_reach_region_at_start (void)
{
  g_autoptr(TacticsScenario) scenario = new_scenario (open_field);
  g_autoptr(TacticsMatch) match = NULL;
  const TacticsCell cells[] = { { 0, 0 }, { 7, 5 } };

  add_region (scenario, "gate", "the Gate", 7, 5, 1, 1);
  add_objective (scenario, 1, TACTICS_OBJECTIVE_REACH_REGION, "gate", NULL, 0, 0);
  match = arranged_scenario (scenario, "soldier", "soldier", cells);
  g_assert_cmpint (tactics_match_get_outcome (match), ==, TACTICS_MATCH_OUTCOME_WIN);
  g_assert_cmpint (tactics_match_get_winner (match), ==, 1);
}

/* A named unit must get there itself; once it falls the objective fails. */
static void
test_reach_region_named (void)
{
  g_autoptr(TacticsScenario) scenario = new_scenario (open_field);
  g_autoptr(TacticsMatch) match = NULL;
  const TacticsCell cells[] = { { 2, 0 }, { 1, 5 } };
  const TacticsEvent *failed;

  add_region (scenario, "gate", "the Gate", 5, 0, 1, 1);
  add_placed (scenario, 0, "scout", "soldier", 0, 5, 1);
  add_objective (scenario, 0, TACTICS_OBJECTIVE_REACH_REGION, "gate", "scout", 0, 0);
  match = arranged_scenario (scenario, "soldier", "soldier", cells);
  assert_progress_text (match, 0, 0, "Bring soldier to the Gate");

  move (match, 0, 0, 5, 0);
  g_assert_cmpuint (count_events (match, TACTICS_EVENT_OBJECTIVE_MET), ==, 0);
  end_turn (match, 0);
  act (match, 1, 1, 0, 0, 5);
  failed = last_event_of_kind (match, TACTICS_EVENT_OBJECTIVE_FAILED);
  g_assert_cmpint (failed->player, ==, 0);
  g_assert_cmpint (failed->objective, ==, 0);
  assert_state (match, 0, 0, TACTICS_OBJECTIVE_STATE_FAILED, 0, 1);
  /* Red still has a unit: the match goes on. */
  g_assert_cmpint (tactics_match_get_phase (match), ==, TACTICS_MATCH_PHASE_PLAYING);
}

static void
test_hold_region (void)
{
  g_autoptr(TacticsScenario) scenario = new_scenario (open_field);
  g_autoptr(TacticsMatch) match = NULL;
  const TacticsCell cells[] = { { 1, 2 }, { 1, 3 }, { 7, 2 }, { 7, 5 } };
  const int expected[] = { 1, 0, 1, 2 };
  guint n_progress = 0;

  add_region (scenario, "tower", "the Old Tower", 4, 2, 2, 1);
  add_objective (scenario, 0, TACTICS_OBJECTIVE_HOLD_REGION, "tower", NULL, 2, 0);
  match = arranged_scenario (scenario, "soldier,soldier", "archer,soldier", cells);

  /* Round 1: Red walks in and holds it at the round's end. */
  move (match, 0, 0, 4, 2);
  move (match, 0, 1, 4, 3);
  end_turn (match, 0);
  g_assert_cmpuint (count_events (match, TACTICS_EVENT_OBJECTIVE_PROGRESS), ==, 0);
  end_turn (match, 1);
  assert_state (match, 0, 0, TACTICS_OBJECTIVE_STATE_PENDING, 1, 2);
  assert_progress_text (match, 0, 0, "Hold the Old Tower: 1 of 2 rounds");

  /* Round 2: Blue's archer stands in it too: the count starts again. */
  end_turn (match, 0);
  move (match, 1, 2, 5, 2);
  end_turn (match, 1);
  assert_state (match, 0, 0, TACTICS_OBJECTIVE_STATE_PENDING, 0, 2);

  /* Round 3: Red drives it out; round 4 makes two rounds in a row. */
  act (match, 0, 0, 0, 5, 2);
  move (match, 0, 1, 5, 3);
  act (match, 0, 1, 0, 5, 2);
  g_assert_false (tactics_unit_is_alive (tactics_match_get_unit (match, 2)));
  end_turn (match, 0);
  end_turn (match, 1);
  assert_state (match, 0, 0, TACTICS_OBJECTIVE_STATE_PENDING, 1, 2);
  end_turn (match, 0);
  end_turn (match, 1);

  for (guint i = 0; i < tactics_match_get_n_events (match); i++)
    {
      const TacticsEvent *event = tactics_match_get_event (match, i);

      if (event->kind != TACTICS_EVENT_OBJECTIVE_PROGRESS)
        continue;
      g_assert_cmpuint (n_progress, <, G_N_ELEMENTS (expected));
      g_assert_cmpint (event->player, ==, 0);
      g_assert_cmpint (event->objective, ==, 0);
      g_assert_cmpint (event->amount, ==, expected[n_progress]);
      g_assert_cmpint (event->total, ==, 2);
      g_assert_cmpuint (event->round, ==, n_progress + 1);
      /* Told again later (a loaded match's log), as it stood then. */
      {
        g_autofree char *then = tactics_match_dup_objective_progress_at (match, 0, 0,
                                                                         (guint) event->amount,
                                                                         (guint) event->total);
        g_autofree char *expected_text =
          g_strdup_printf ("Hold the Old Tower: %d of 2 rounds", expected[n_progress]);

        g_assert_cmpstr (then, ==, expected_text);
      }
      n_progress++;
    }
  g_assert_cmpuint (n_progress, ==, G_N_ELEMENTS (expected));
  assert_state (match, 0, 0, TACTICS_OBJECTIVE_STATE_MET, 2, 2);
  g_assert_cmpint (tactics_match_get_outcome (match), ==, TACTICS_MATCH_OUTCOME_WIN);
  g_assert_cmpint (tactics_match_get_winner (match), ==, 0);
  assert_deciding (match, TRUE, 0, 0);
  g_assert_cmpuint (last_event_of_kind (match, TACTICS_EVENT_GAME_OVER)->round, ==, 4);
}

/* Losing the unit to protect puts the side out at once, its other units
 * with it. */
static void
test_protect_unit (void)
{
  g_autoptr(TacticsScenario) scenario = new_scenario (open_field);
  g_autoptr(TacticsMatch) match = NULL;
  const TacticsCell cells[] = { { 2, 3 }, { 7, 5 }, { 7, 0 } };
  const TacticsEvent *failed;

  add_placed (scenario, 1, "king", "soldier", 3, 3, 1);
  add_objective (scenario, 1, TACTICS_OBJECTIVE_PROTECT_UNIT, NULL, "king", 0, 0);
  match = arranged_scenario (scenario, "soldier", "soldier,soldier", cells);
  assert_progress_text (match, 1, 0, "Protect soldier");

  act (match, 0, 0, 0, 3, 3);
  failed = last_event_of_kind (match, TACTICS_EVENT_OBJECTIVE_FAILED);
  g_assert_cmpint (failed->player, ==, 1);
  g_assert_cmpint (failed->objective, ==, 0);
  g_assert_false (tactics_unit_is_alive (tactics_match_get_unit (match, 1)));
  g_assert_false (tactics_unit_is_alive (tactics_match_get_unit (match, 2)));
  g_assert_null (tactics_match_get_unit_at (match, (TacticsCell) { 7, 5 }));
  g_assert_cmpint (last_event_of_kind (match, TACTICS_EVENT_PLAYER_OUT)->player, ==, 1);
  /* The out event names the objective that put the side out. */
  g_assert_cmpint (last_event_of_kind (match, TACTICS_EVENT_PLAYER_OUT)->objective, ==, 0);
  g_assert_cmpint (tactics_match_get_outcome (match), ==, TACTICS_MATCH_OUTCOME_WIN);
  g_assert_cmpint (tactics_match_get_winner (match), ==, 0);
  assert_deciding (match, TRUE, 1, 0);
}

static void
test_eliminate_unit (void)
{
  g_autoptr(TacticsScenario) scenario = new_scenario (open_field);
  g_autoptr(TacticsMatch) match = NULL;
  const TacticsCell cells[] = { { 2, 3 }, { 7, 5 } };

  add_placed (scenario, 1, "warlord", "soldier", 3, 3, 1);
  tactics_side_insert_placed_unit (side_at (scenario, 1), G_MAXUINT,
                                   &(TacticsPlacedUnit) { (char *) "guard", (char *) "Big Guard",
                                                          (char *) "soldier", { 7, 0 }, 0 });
  add_objective (scenario, 0, TACTICS_OBJECTIVE_ELIMINATE_UNIT, NULL, "warlord", 0, 0);
  match = arranged_scenario (scenario, "soldier", "soldier", cells);

  act (match, 0, 0, 0, 3, 3);
  g_assert_cmpint (last_event_of_kind (match, TACTICS_EVENT_OBJECTIVE_MET)->objective, ==, 0);
  g_assert_cmpint (tactics_match_get_outcome (match), ==, TACTICS_MATCH_OUTCOME_WIN);
  g_assert_cmpint (tactics_match_get_winner (match), ==, 0);
  /* Blue still had units: the objective won it. */
  g_assert_cmpuint (count_events (match, TACTICS_EVENT_PLAYER_OUT), ==, 0);
  assert_deciding (match, TRUE, 0, 0);
}

/* Surviving to the round limit wins instead of leaving it unfinished. */
static void
test_survive_rounds (void)
{
  g_autoptr(TacticsScenario) scenario = new_scenario (open_field);
  g_autoptr(TacticsMatch) match = NULL;
  const TacticsCell cells[] = { { 0, 0 }, { 7, 5 } };

  add_objective (scenario, 1, TACTICS_OBJECTIVE_SURVIVE_ROUNDS, NULL, NULL, 2, 0);
  tactics_scenario_set_round_limit (scenario, 2);
  match = arranged_scenario (scenario, "soldier", "soldier", cells);
  assert_progress_text (match, 1, 0, "Survive: 0 of 2 rounds");

  end_turn (match, 0);
  end_turn (match, 1);
  assert_state (match, 1, 0, TACTICS_OBJECTIVE_STATE_PENDING, 1, 2);
  g_assert_cmpint (last_event_of_kind (match, TACTICS_EVENT_OBJECTIVE_PROGRESS)->amount, ==, 1);
  assert_progress_text (match, 1, 0, "Survive: 1 of 2 rounds");
  end_turn (match, 0);
  end_turn (match, 1);
  assert_state (match, 1, 0, TACTICS_OBJECTIVE_STATE_MET, 2, 2);
  g_assert_cmpint (tactics_match_get_outcome (match), ==, TACTICS_MATCH_OUTCOME_WIN);
  g_assert_cmpint (tactics_match_get_winner (match), ==, 1);
  assert_deciding (match, TRUE, 1, 0);
}

/* Holding and surviving met at the same final round: two sides draw, as
 * any objectives met at one moment; one side wins by the one it lists
 * first. */
static void
test_hold_and_survive_at_limit (void)
{
  const TacticsCell cells[] = { { 7, 5 }, { 0, 0 } };

  {
    g_autoptr(TacticsScenario) scenario = new_scenario (open_field);
    g_autoptr(TacticsMatch) match = NULL;

    add_region (scenario, "hill", "the Hill", 7, 5, 1, 1);
    add_objective (scenario, 0, TACTICS_OBJECTIVE_HOLD_REGION, "hill", NULL, 2, 0);
    add_objective (scenario, 1, TACTICS_OBJECTIVE_SURVIVE_ROUNDS, NULL, NULL, 2, 0);
    tactics_scenario_set_round_limit (scenario, 2);
    match = arranged_scenario (scenario, "soldier", "soldier", cells);
    for (guint round = 0; round < 2; round++)
      {
        end_turn (match, 0);
        end_turn (match, 1);
      }
    assert_state (match, 0, 0, TACTICS_OBJECTIVE_STATE_MET, 2, 2);
    assert_state (match, 1, 0, TACTICS_OBJECTIVE_STATE_MET, 2, 2);
    g_assert_cmpint (tactics_match_get_outcome (match), ==, TACTICS_MATCH_OUTCOME_DRAW);
    assert_deciding (match, FALSE, -1, -1);
  }
  {
    g_autoptr(TacticsScenario) scenario = new_scenario (open_field);
    g_autoptr(TacticsMatch) match = NULL;

    add_region (scenario, "hill", "the Hill", 7, 5, 1, 1);
    add_objective (scenario, 0, TACTICS_OBJECTIVE_SURVIVE_ROUNDS, NULL, NULL, 2, 0);
    add_objective (scenario, 0, TACTICS_OBJECTIVE_HOLD_REGION, "hill", NULL, 2, 0);
    tactics_scenario_set_round_limit (scenario, 2);
    match = arranged_scenario (scenario, "soldier", "soldier", cells);
    for (guint round = 0; round < 2; round++)
      {
        end_turn (match, 0);
        end_turn (match, 1);
      }
    assert_state (match, 0, 1, TACTICS_OBJECTIVE_STATE_MET, 2, 2);
    g_assert_cmpint (tactics_match_get_outcome (match), ==, TACTICS_MATCH_OUTCOME_WIN);
    assert_deciding (match, TRUE, 0, 0);
  }
}

/* Two sides meeting objectives at the same round's end draw. */
static void
test_draw (void)
{
  g_autoptr(TacticsScenario) scenario = new_scenario (open_field);
  g_autoptr(TacticsMatch) match = NULL;
  const TacticsCell cells[] = { { 0, 0 }, { 7, 5 } };

  add_region (scenario, "west", "the West Hill", 0, 0, 1, 1);
  add_region (scenario, "east", "the East Hill", 7, 5, 1, 1);
  add_objective (scenario, 0, TACTICS_OBJECTIVE_HOLD_REGION, "west", NULL, 1, 0);
  add_objective (scenario, 1, TACTICS_OBJECTIVE_HOLD_REGION, "east", NULL, 1, 0);
  match = arranged_scenario (scenario, "soldier", "soldier", cells);

  end_turn (match, 0);
  end_turn (match, 1);
  g_assert_cmpuint (count_events (match, TACTICS_EVENT_OBJECTIVE_MET), ==, 2);
  g_assert_cmpint (tactics_match_get_outcome (match), ==, TACTICS_MATCH_OUTCOME_DRAW);
  g_assert_cmpint (tactics_match_get_winner (match), ==, -1);
  assert_deciding (match, FALSE, -1, -1);
}

/* In a points game meeting an objective scores; the round limit decides. */
static void
points_game (guint                blue_points,
             TacticsMatchOutcome  outcome,
             int                  winner)
{
  g_autoptr(TacticsScenario) scenario = new_scenario (open_field);
  g_autoptr(TacticsMatch) match = NULL;
  const TacticsCell cells[] = { { 2, 0 }, { 7, 5 } };
  const TacticsEvent *met;

  add_region (scenario, "gate", "the Gate", 5, 0, 1, 1);
  add_region (scenario, "hill", "the Hill", 7, 5, 1, 1);
  add_objective (scenario, 0, TACTICS_OBJECTIVE_REACH_REGION, "gate", NULL, 0, 3);
  add_objective (scenario, 0, TACTICS_OBJECTIVE_MOST_POINTS, NULL, NULL, 0, 0);
  add_objective (scenario, 1, TACTICS_OBJECTIVE_HOLD_REGION, "hill", NULL, 1, blue_points);
  add_objective (scenario, 1, TACTICS_OBJECTIVE_MOST_POINTS, NULL, NULL, 0, 0);
  tactics_scenario_set_round_limit (scenario, 2);
  match = arranged_scenario (scenario, "soldier", "soldier", cells);
  g_assert_true (tactics_match_is_points_game (match));

  move (match, 0, 0, 5, 0);
  met = last_event_of_kind (match, TACTICS_EVENT_OBJECTIVE_MET);
  g_assert_cmpint (met->amount, ==, 3);
  g_assert_cmpint (met->total, ==, 3);
  g_assert_cmpuint (tactics_match_get_points (match, 0), ==, 3);
  assert_progress_text (match, 0, 1, "Most points: 3 points so far");
  /* Scored, not won; and the scoring move stays. */
  g_assert_cmpint (tactics_match_get_phase (match), ==, TACTICS_MATCH_PHASE_PLAYING);
  g_assert_false (tactics_match_can_undo (match));
  end_turn (match, 0);
  end_turn (match, 1);
  g_assert_cmpuint (tactics_match_get_points (match, 1), ==, blue_points);
  g_assert_cmpint (tactics_match_get_phase (match), ==, TACTICS_MATCH_PHASE_PLAYING);
  end_turn (match, 0);
  end_turn (match, 1);

  g_assert_cmpint (tactics_match_get_outcome (match), ==, outcome);
  g_assert_cmpint (tactics_match_get_winner (match), ==, winner);
  if (winner >= 0)
    {
      assert_deciding (match, TRUE, winner, 1);
      assert_state (match, (guint) winner, 1, TACTICS_OBJECTIVE_STATE_MET, 1, 1);
    }
  else
    {
      assert_deciding (match, FALSE, -1, -1);
    }
}

static void
test_points (void)
{
  points_game (2, TACTICS_MATCH_OUTCOME_WIN, 0);
  points_game (5, TACTICS_MATCH_OUTCOME_WIN, 1);
  points_game (3, TACTICS_MATCH_OUTCOME_DRAW, -1);
}

/* Points win for a side that scores without a most-points objective of its
 * own: the points decided it, not elimination (every unit is alive). */
static void
test_points_without_own_objective (void)
{
  g_autoptr(TacticsScenario) scenario = new_scenario (open_field);
  g_autoptr(TacticsMatch) match = NULL;
  g_autofree char *line = NULL;
  const TacticsCell cells[] = { { 2, 0 }, { 7, 5 } };

  add_region (scenario, "hill", "the Hill", 7, 5, 1, 1);
  add_objective (scenario, 0, TACTICS_OBJECTIVE_MOST_POINTS, NULL, NULL, 0, 0);
  add_objective (scenario, 1, TACTICS_OBJECTIVE_HOLD_REGION, "hill", NULL, 1, 4);
  tactics_scenario_set_round_limit (scenario, 2);
  match = arranged_scenario (scenario, "soldier", "soldier", cells);

  for (guint round = 0; round < 2; round++)
    {
      end_turn (match, 0);
      end_turn (match, 1);
    }

  g_assert_cmpint (tactics_match_get_outcome (match), ==, TACTICS_MATCH_OUTCOME_WIN);
  g_assert_cmpint (tactics_match_get_winner (match), ==, 1);
  g_assert_cmpuint (count_events (match, TACTICS_EVENT_PLAYER_OUT), ==, 0);
  g_assert_true (tactics_match_is_decided_by_points (match));
  assert_deciding (match, TRUE, 1, -1);
  line = tactics_match_dup_result_line (match);
  g_assert_cmpstr (line, ==, "winner 2 rounds 2 by points");
}

/* A tool's stop is no round limit: a points game without one ends there
 * unfinished, not on points. */
static void
test_points_stop_round (void)
{
  g_autoptr(TacticsScenario) scenario = new_scenario (open_field);
  g_autoptr(TacticsMatch) match = NULL;
  g_autoptr(GError) error = NULL;
  g_autofree char *line = NULL;
  const TacticsCell cells[] = { { 2, 0 }, { 7, 5 } };

  add_region (scenario, "hill", "the Hill", 7, 5, 1, 1);
  add_objective (scenario, 0, TACTICS_OBJECTIVE_MOST_POINTS, NULL, NULL, 0, 0);
  add_objective (scenario, 1, TACTICS_OBJECTIVE_HOLD_REGION, "hill", NULL, 1, 4);
  match = scenario_match (scenario, 2, TACTICS_MATCH_MODE_TURNS, 1, &error);
  g_assert_no_error (error);
  tactics_match_set_stop_round (match, 2);
  set_army (match, 0, "soldier");
  set_army (match, 1, "soldier");
  g_assert_true (tactics_match_start_arranged (match, cells, &error));
  g_assert_no_error (error);

  for (guint round = 0; round < 2; round++)
    {
      end_turn (match, 0);
      end_turn (match, 1);
    }

  g_assert_cmpuint (tactics_match_get_points (match, 1), ==, 4);
  g_assert_cmpint (tactics_match_get_outcome (match), ==, TACTICS_MATCH_OUTCOME_UNFINISHED);
  g_assert_false (tactics_match_is_decided_by_points (match));
  line = tactics_match_dup_result_line (match);
  g_assert_cmpstr (line, ==, "unfinished rounds 2");
}

/* Elimination still ends the match; what the loser played for fails. */
static void
test_elimination (void)
{
  g_autoptr(TacticsScenario) scenario = new_scenario (open_field);
  g_autoptr(TacticsMatch) match = NULL;
  const TacticsCell cells[] = { { 2, 3 }, { 3, 2 }, { 3, 3 } };

  add_region (scenario, "tower", "the Old Tower", 6, 0, 1, 1);
  add_objective (scenario, 0, TACTICS_OBJECTIVE_HOLD_REGION, "tower", NULL, 3, 0);
  add_objective (scenario, 1, TACTICS_OBJECTIVE_SURVIVE_ROUNDS, NULL, NULL, 5, 0);
  add_objective (scenario, 1, TACTICS_OBJECTIVE_ELIMINATE_ALL, NULL, NULL, 0, 0);
  match = arranged_scenario (scenario, "soldier,soldier", "medic", cells);
  assert_progress_text (match, 1, 1, "Eliminate every enemy: 0 of 1 side out");

  act (match, 0, 0, 0, 3, 3);
  act (match, 0, 1, 0, 3, 3);
  g_assert_cmpint (tactics_match_get_outcome (match), ==, TACTICS_MATCH_OUTCOME_WIN);
  g_assert_cmpint (tactics_match_get_winner (match), ==, 0);
  assert_deciding (match, TRUE, 0, -1);
  assert_state (match, 1, 0, TACTICS_OBJECTIVE_STATE_FAILED, 0, 5);
  assert_state (match, 1, 1, TACTICS_OBJECTIVE_STATE_FAILED, 0, 1);
  assert_state (match, 0, 0, TACTICS_OBJECTIVE_STATE_PENDING, 0, 3);
  g_assert_cmpuint (count_events (match, TACTICS_EVENT_OBJECTIVE_FAILED), ==, 2);
}

/* A side whose only objective is to eliminate every enemy: met, and named
 * as what decided it. */
static void
test_eliminate_all (void)
{
  g_autoptr(TacticsScenario) scenario = new_scenario (open_field);
  g_autoptr(TacticsMatch) match = NULL;
  const TacticsCell cells[] = { { 2, 3 }, { 3, 2 }, { 3, 3 } };

  add_objective (scenario, 0, TACTICS_OBJECTIVE_ELIMINATE_ALL, NULL, NULL, 0, 0);
  match = arranged_scenario (scenario, "soldier,soldier", "medic", cells);
  act (match, 0, 0, 0, 3, 3);
  act (match, 0, 1, 0, 3, 3);
  assert_state (match, 0, 0, TACTICS_OBJECTIVE_STATE_MET, 1, 1);
  assert_deciding (match, TRUE, 0, 0);
}

/* A move that met nothing is taken back as in any match. */
static void
test_undo (void)
{
  g_autoptr(TacticsScenario) scenario = new_scenario (open_field);
  g_autoptr(TacticsMatch) match = NULL;
  const TacticsCell cells[] = { { 2, 0 }, { 7, 5 } };

  add_region (scenario, "gate", "the Gate", 5, 0, 1, 1);
  add_objective (scenario, 0, TACTICS_OBJECTIVE_REACH_REGION, "gate", NULL, 0, 1);
  add_objective (scenario, 0, TACTICS_OBJECTIVE_MOST_POINTS, NULL, NULL, 0, 0);
  match = arranged_scenario (scenario, "soldier", "soldier", cells);

  move (match, 0, 0, 4, 0);
  g_assert_true (tactics_match_can_undo (match));
  g_assert_true (tactics_match_undo (match, NULL));
  move (match, 0, 0, 5, 0);
  g_assert_false (tactics_match_can_undo (match));
  g_assert_cmpuint (tactics_match_get_points (match, 0), ==, 1);
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
  g_autoptr(TacticsMatch) match = scenario_match (scenario, 2, mode, seed, NULL);
  g_autoptr(GError) error = NULL;

  set_army (match, 0, "soldier,archer,soldier");
  set_army (match, 1, "soldier,medic,lancer");
  g_assert_true (tactics_match_start (match, &error));
  g_assert_no_error (error);
  return g_steal_pointer (&match);
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
        TacticsMatch **matches[2] = { &first, &second };
        g_autoptr(TacticsMatch) replay = contest_match (scenario, mode, seed);
        g_autoptr(GError) error = NULL;
        int player, index;

        for (guint g = 0; g < 2; g++)
          {
            g_autoptr(TacticsMatchDriver) driver = NULL;
            g_autoptr(TacticsAi) red = tactics_ai_new (TACTICS_AI_LEVEL_NORMAL);
            g_autoptr(TacticsAi) blue = tactics_ai_new (TACTICS_AI_LEVEL_HARD);

            *matches[g] = contest_match (scenario, mode, seed);
            driver = tactics_match_driver_new (*matches[g]);
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
  g_test_add_func ("/match-objectives/reach-region", test_reach_region);
  g_test_add_func ("/match-objectives/reach-region-at-start", test_reach_region_at_start);
  g_test_add_func ("/match-objectives/reach-region-named", test_reach_region_named);
  g_test_add_func ("/match-objectives/hold-region", test_hold_region);
  g_test_add_func ("/match-objectives/protect-unit", test_protect_unit);
  g_test_add_func ("/match-objectives/eliminate-unit", test_eliminate_unit);
  g_test_add_func ("/match-objectives/survive-rounds", test_survive_rounds);
  g_test_add_func ("/match-objectives/draw", test_draw);
  g_test_add_func ("/match-objectives/hold-and-survive-at-limit",
                   test_hold_and_survive_at_limit);
  g_test_add_func ("/match-objectives/points", test_points);
  g_test_add_func ("/match-objectives/points-without-own-objective",
                   test_points_without_own_objective);
  g_test_add_func ("/match-objectives/points-stop-round", test_points_stop_round);
  g_test_add_func ("/match-objectives/elimination", test_elimination);
  g_test_add_func ("/match-objectives/eliminate-all", test_eliminate_all);
  g_test_add_func ("/match-objectives/undo", test_undo);
  g_test_add_func ("/match-objectives/computer-players", test_computer_players);
  return g_test_run ();
}
