/* SPDX-License-Identifier: GPL-3.0-or-later */
/* Playing a match: movement, actions, elimination, the end of a match,
 * turns and rounds, undo, initiative mode, events and queries. Boards and
 * rules are built here so every case is known cell by cell. */
#include "config.h"

#include "match-test-helpers.h"
#include "tactics-match-private.h"

/* Movement */

static void
test_move_rules (void)
{
  static const char * const rows[] = {
    "..f.....",
    "..f.....",
    "..#.....",
    "........",
    NULL
  };
  /* Red: soldier 0 at 0,0, soldier 1 at 1,1; Blue: soldier 2 at 5,0,
   * soldier 3 at 4,3. */
  const TacticsCell cells[] = { { 0, 0 }, { 1, 1 }, { 5, 0 }, { 4, 3 } };
  g_autoptr(TacticsMatch) match = arranged_match (rows, "soldier,soldier", "soldier,soldier",
                                                  cells, TACTICS_MATCH_MODE_TURNS);
  const TacticsEvent *moved;
  TacticsCommand command;
  guint moves_before;

  /* Wrong player, another player's unit, no such unit. */
  tactics_command_init_move (&command, 1, 2, (TacticsCell) { 5, 1 });
  assert_refused (match, &command, TACTICS_MATCH_ERROR_WRONG_PLAYER);
  tactics_command_init_move (&command, 0, 2, (TacticsCell) { 5, 1 });
  assert_refused (match, &command, TACTICS_MATCH_ERROR_WRONG_PLAYER);
  tactics_command_init_move (&command, 0, 9, (TacticsCell) { 5, 1 });
  assert_refused (match, &command, TACTICS_MATCH_ERROR_WRONG_UNIT);

  /* Impassable, off the board, its own cell, an ally's cell. */
  tactics_command_init_move (&command, 0, 1, (TacticsCell) { 2, 2 });
  assert_refused (match, &command, TACTICS_MATCH_ERROR_BLOCKED);
  tactics_command_init_move (&command, 0, 1, (TacticsCell) { 1, -1 });
  assert_refused (match, &command, TACTICS_MATCH_ERROR_BLOCKED);
  tactics_command_init_move (&command, 0, 1, (TacticsCell) { 1, 1 });
  assert_refused (match, &command, TACTICS_MATCH_ERROR_BLOCKED);
  tactics_command_init_move (&command, 0, 1, (TacticsCell) { 0, 0 });
  assert_refused (match, &command, TACTICS_MATCH_ERROR_BLOCKED);

  /* Too costly: 3 points, but the forest at 2,1 costs 2: 1,1 → 4,1 costs 2+1+1. */
  tactics_command_init_move (&command, 0, 1, (TacticsCell) { 4, 1 });
  assert_refused (match, &command, TACTICS_MATCH_ERROR_TOO_FAR);
  /* 1,1 → 3,1 through the forest spends all 3 points (2+1): one move event,
   * its path the 3 cells from 1,1 to 3,1, and 1,1 left empty. */
  moves_before = count_events (match, TACTICS_EVENT_UNIT_MOVED);
  move (match, 0, 1, 3, 1);
  moved = last_event_of_kind (match, TACTICS_EVENT_UNIT_MOVED);
  g_assert_cmpuint (count_events (match, TACTICS_EVENT_UNIT_MOVED), ==, moves_before + 1);
  g_assert_cmpint (moved->unit, ==, 1);
  g_assert_cmpint (moved->amount, ==, 3);
  g_assert_cmpint (moved->from.x, ==, 1);
  g_assert_cmpint (moved->to.x, ==, 3);
  g_assert_nonnull (moved->path);
  g_assert_cmpuint (moved->path->len, ==, 3);
  g_assert_true (tactics_unit_has_moved (tactics_match_get_unit (match, 1)));
  g_assert_null (tactics_match_get_unit_at (match, (TacticsCell) { 1, 1 }));

  /* A second move in the same turn. */
  tactics_command_init_move (&command, 0, 1, (TacticsCell) { 3, 2 });
  assert_refused (match, &command, TACTICS_MATCH_ERROR_ALREADY_DONE);

  /* Ending the turn hands it to Blue, whose units have not moved. */
  end_turn (match, 0);
  g_assert_cmpint (tactics_match_get_current_player (match), ==, 1);
  g_assert_false (tactics_unit_has_moved (tactics_match_get_unit (match, 2)));

  /* Blue's soldier 2 cannot reach the forest at 2,0: 5,0 → 4,0 → 3,0 → 2,0
   * costs 1+1+2 = 4 > 3. */
  tactics_command_init_move (&command, 1, 2, (TacticsCell) { 2, 0 });
  assert_refused (match, &command, TACTICS_MATCH_ERROR_TOO_FAR);
  end_turn (match, 1);

  /* Red's unit 0 goes down to 0,3, then a round passes so that both Red
   * units may move again. */
  move (match, 0, 0, 0, 3);
  end_turn (match, 0);
  end_turn (match, 1);
  /* Crossing an ally: unit 1 goes 3,1 → 2,3; then unit 0 goes 0,3 → 3,3,
   * whose only 3-point way passes 2,3 (2,2 is rock). */
  move (match, 0, 1, 2, 3);
  move (match, 0, 0, 3, 3);
  moved = last_event_of_kind (match, TACTICS_EVENT_UNIT_MOVED);
  g_assert_cmpint (moved->amount, ==, 3);
  g_assert_cmpuint (moved->path->len, ==, 4);
  g_assert_cmpint (g_array_index (moved->path, TacticsCell, 2).x, ==, 2);
  g_assert_cmpint (g_array_index (moved->path, TacticsCell, 2).y, ==, 3);
}

static void
test_move_blocked_by_enemies (void)
{
  static const char * const rows[] = {
    ".#...",
    ".#...",
    "...#.",
    NULL
  };
  /* Red soldier at 0,0 must pass 0,1 → 0,2 → 1,2 → 2,2 ...; Blue's
   * soldiers stand on 0,2 and 4,0. */
  const TacticsCell cells[] = { { 0, 0 }, { 0, 2 }, { 4, 0 } };
  g_autoptr(TacticsMatch) match = arranged_match (rows, "soldier", "soldier,soldier", cells,
                                                  TACTICS_MATCH_MODE_TURNS);
  TacticsCommand command;

  /* The only way out goes through the enemy at 0,2. */
  tactics_command_init_move (&command, 0, 0, (TacticsCell) { 1, 2 });
  assert_refused (match, &command, TACTICS_MATCH_ERROR_BLOCKED);
  /* Still free to go where the enemy does not block. */
  move (match, 0, 0, 0, 1);
}

static void
test_move_onto_enemy (void)
{
  /* Red soldier at 1,1; Blue soldiers at 2,1 (adjacent) and 5,1. */
  const TacticsCell cells[] = { { 1, 1 }, { 2, 1 }, { 5, 1 } };
  g_autoptr(TacticsMatch) match = arranged_match (open_field, "soldier", "soldier,soldier", cells,
                                                  TACTICS_MATCH_MODE_TURNS);
  g_autoptr(GError) error = NULL;
  TacticsCommand command, performed;

  /* Out of the sword's reach: refused, nothing spent. */
  tactics_command_init_move (&command, 0, 0, (TacticsCell) { 5, 1 });
  assert_refused (match, &command, TACTICS_MATCH_ERROR_BLOCKED);

  /* Moving onto an enemy in reach becomes an attack with the
   * default action. */
  tactics_command_init_move (&command, 0, 0, (TacticsCell) { 2, 1 });
  g_assert_cmpint (tactics_match_perform (match, &command, &performed, &error), ==,
                   TACTICS_COMMAND_RESULT_ALTERNATIVE);
  g_assert_no_error (error);
  g_assert_cmpint (performed.kind, ==, TACTICS_COMMAND_ACT);
  g_assert_cmpuint (performed.unit, ==, 0);
  g_assert_cmpuint (performed.action, ==, 0);
  g_assert_cmpint (performed.cell.x, ==, 2);
  g_assert_cmpint (tactics_unit_get_hp (tactics_match_get_unit (match, 1)), ==, 6);
  /* The unit did not move and may still; it has acted. */
  g_assert_false (tactics_unit_has_moved (tactics_match_get_unit (match, 0)));
  g_assert_true (tactics_unit_has_acted (tactics_match_get_unit (match, 0)));
  /* The log keeps what was performed. */
  g_assert_true (tactics_command_equal (tactics_match_get_command (match, 0), &performed));

  /* Once it has acted, the same move is refused. */
  assert_refused (match, &command, TACTICS_MATCH_ERROR_BLOCKED);
  move (match, 0, 0, 1, 2);
}

static void
test_move_default_action (void)
{
  /* The archer's default action is its first damaging one, the bow
   * (range 2–3): an adjacent enemy is out of its reach. The medic's is its
   * sword, its first damaging action after a heal. */
  const TacticsCell cells[] = { { 1, 1 }, { 4, 4 }, { 2, 1 }, { 3, 1 } };
  g_autoptr(TacticsMatch) match = arranged_match (open_field, "archer,medic", "soldier,soldier",
                                                  cells, TACTICS_MATCH_MODE_TURNS);
  TacticsCommand command, performed;

  g_assert_cmpint (tactics_match_get_default_action (match, tactics_match_get_unit (match, 0)),
                   ==, 0);
  g_assert_cmpint (tactics_match_get_default_action (match, tactics_match_get_unit (match, 1)),
                   ==, 1);
  tactics_command_init_move (&command, 0, 0, (TacticsCell) { 2, 1 });
  assert_refused (match, &command, TACTICS_MATCH_ERROR_BLOCKED);
  tactics_command_init_move (&command, 0, 0, (TacticsCell) { 3, 1 });
  g_assert_cmpint (tactics_match_perform (match, &command, &performed, NULL), ==,
                   TACTICS_COMMAND_RESULT_ALTERNATIVE);
  g_assert_cmpuint (performed.action, ==, 0);
  g_assert_cmpint (tactics_unit_get_hp (tactics_match_get_unit (match, 3)), ==, 7);
}

/* Actions */

static void
test_act_rules (void)
{
  /* Red: archer 0 at 0,0, medic 1 at 0,1; Blue: soldier 2 at 1,0 and 3
   * at 3,0. */
  const TacticsCell cells[] = { { 0, 0 }, { 0, 1 }, { 1, 0 }, { 3, 0 } };
  g_autoptr(TacticsMatch) match = arranged_match (open_field, "archer,medic", "soldier,soldier",
                                                  cells, TACTICS_MATCH_MODE_TURNS);
  TacticsCommand command;

  /* The bow reaches 2 to 3 cells: 1,0 is too close, 4,0 too far. */
  tactics_command_init_act (&command, 0, 0, 0, (TacticsCell) { 1, 0 });
  assert_refused (match, &command, TACTICS_MATCH_ERROR_OUT_OF_RANGE);
  tactics_command_init_act (&command, 0, 0, 0, (TacticsCell) { 4, 0 });
  assert_refused (match, &command, TACTICS_MATCH_ERROR_OUT_OF_RANGE);
  tactics_command_init_act (&command, 0, 0, 0, (TacticsCell) { 9, 9 });
  assert_refused (match, &command, TACTICS_MATCH_ERROR_OFF_BOARD);
  tactics_command_init_act (&command, 0, 0, 5, (TacticsCell) { 3, 0 });
  assert_refused (match, &command, TACTICS_MATCH_ERROR_NO_SUCH_ACTION);
  tactics_command_init_act (&command, 1, 2, 0, (TacticsCell) { 0, 0 });
  assert_refused (match, &command, TACTICS_MATCH_ERROR_WRONG_PLAYER);

  act (match, 0, 0, 0, 3, 0);
  g_assert_cmpint (tactics_unit_get_hp (tactics_match_get_unit (match, 3)), ==, 7);
  g_assert_cmpint (last_event_of_kind (match, TACTICS_EVENT_UNIT_DAMAGED)->amount, ==, 3);
  g_assert_cmpint (last_event_of_kind (match, TACTICS_EVENT_UNIT_DAMAGED)->source, ==, 0);
  g_assert_cmpint (last_event_of_kind (match, TACTICS_EVENT_ACTION_PERFORMED)->action, ==, 0);

  /* A second action in the same turn, even another one. */
  tactics_command_init_act (&command, 0, 0, 1, (TacticsCell) { 1, 0 });
  assert_refused (match, &command, TACTICS_MATCH_ERROR_ALREADY_DONE);

  /* Acting first, then moving, is allowed. */
  move (match, 0, 0, 0, 2);
  g_assert_true (tactics_unit_has_moved (tactics_match_get_unit (match, 0)));

  /* An action on an empty cell is spent for nothing. */
  act (match, 0, 1, 1, 1, 1);
  g_assert_true (tactics_unit_has_acted (tactics_match_get_unit (match, 1)));
}

static void
test_act_heal (void)
{
  /* Red: medic 0 at 1,1, soldier 1 at 2,1; Blue: bomber 2 at 4,1. */
  const TacticsCell cells[] = { { 1, 1 }, { 2, 1 }, { 4, 1 } };
  g_autoptr(TacticsMatch) match = arranged_match (open_field, "medic,soldier", "bomber", cells,
                                                  TACTICS_MATCH_MODE_TURNS);
  TacticsUnit *soldier = tactics_match_get_unit (match, 1);
  TacticsUnit *medic = tactics_match_get_unit (match, 0);
  guint heals;

  end_turn (match, 0);
  /* Blue's bomb at 2,1 hits everyone near it: the soldier there and the
   * medic at 1,1, 3 damage each. */
  act (match, 1, 2, 0, 2, 1);
  g_assert_cmpint (tactics_unit_get_hp (soldier), ==, 7);
  g_assert_cmpint (tactics_unit_get_hp (medic), ==, 3);
  end_turn (match, 1);

  /* Healing never goes past the maximum: 7 + 5 → 10, healed by 3. */
  act (match, 0, 0, 0, 2, 1);
  g_assert_cmpint (tactics_unit_get_hp (soldier), ==, 10);
  g_assert_cmpint (last_event_of_kind (match, TACTICS_EVENT_UNIT_HEALED)->amount, ==, 3);
  g_assert_cmpint (last_event_of_kind (match, TACTICS_EVENT_UNIT_HEALED)->hp, ==, 10);
  end_turn (match, 0);
  end_turn (match, 1);

  /* Heal affects allies only: aimed at an enemy it does nothing. */
  heals = count_events (match, TACTICS_EVENT_UNIT_HEALED);
  move (match, 0, 0, 3, 2);
  act (match, 0, 0, 0, 4, 1);
  g_assert_cmpuint (count_events (match, TACTICS_EVENT_UNIT_HEALED), ==, heals);
  g_assert_cmpint (tactics_unit_get_hp (tactics_match_get_unit (match, 2)), ==, 10);
  end_turn (match, 0);
  end_turn (match, 1);

  /* A full unit is not healed; the medic heals itself (range 0). */
  act (match, 0, 0, 0, 3, 2);
  g_assert_cmpint (tactics_unit_get_hp (medic), ==, 6);
  for (guint i = 0; i < tactics_match_get_n_units (match); i++)
    {
      TacticsUnit *unit = tactics_match_get_unit (match, i);

      g_assert_cmpint (tactics_unit_get_hp (unit), <=, tactics_unit_get_max_hp (unit));
    }
}

static void
test_act_area_and_elimination (void)
{
  /* Red: bomber 0 at 0,2, soldier 1 at 3,1; Blue: soldiers 2, 3 at 2,2
   * and 3,3 (hp 10 each), medic 4 far away at 7,5. */
  const TacticsCell cells[] = { { 0, 2 }, { 3, 1 }, { 2, 2 }, { 3, 3 }, { 7, 5 } };
  g_autoptr(TacticsMatch) match = arranged_match (open_field, "bomber,soldier",
                                                  "soldier,soldier,medic", cells,
                                                  TACTICS_MATCH_MODE_TURNS);
  TacticsUnit *target = tactics_match_get_unit (match, 2);
  guint damaged;

  /* The bomb at 2,2 covers 1..3 × 1..3: both Blue soldiers and Red's own
   * soldier at 3,1 (it affects all). */
  damaged = count_events (match, TACTICS_EVENT_UNIT_DAMAGED);
  act (match, 0, 0, 0, 2, 2);
  g_assert_cmpuint (count_events (match, TACTICS_EVENT_UNIT_DAMAGED), ==, damaged + 3);
  g_assert_cmpint (tactics_unit_get_hp (target), ==, 7);
  g_assert_cmpint (tactics_unit_get_hp (tactics_match_get_unit (match, 3)), ==, 7);
  g_assert_cmpint (tactics_unit_get_hp (tactics_match_get_unit (match, 1)), ==, 7);

  /* The sword aimed at the empty 2,1 hits nobody; from 2,1 it takes the
   * soldier at 2,2 down to 3, then below 0 HP: eliminated. */
  act (match, 0, 1, 0, 2, 1);
  g_assert_cmpint (tactics_unit_get_hp (target), ==, 7);
  move (match, 0, 1, 2, 1);
  g_assert_cmpint (tactics_unit_get_hp (target), ==, 7);
  end_turn (match, 0);
  end_turn (match, 1);
  act (match, 0, 1, 0, 2, 2);
  g_assert_cmpint (tactics_unit_get_hp (target), ==, 3);
  end_turn (match, 0);
  end_turn (match, 1);
  act (match, 0, 1, 0, 2, 2);
  g_assert_cmpint (tactics_unit_get_hp (target), ==, -1);
  g_assert_false (tactics_unit_is_alive (target));
  g_assert_false (tactics_unit_is_on_board (target));
  g_assert_null (tactics_match_get_unit_at (match, (TacticsCell) { 2, 2 }));
  g_assert_cmpint (last_event_of_kind (match, TACTICS_EVENT_UNIT_ELIMINATED)->unit, ==, 2);
  g_assert_false (tactics_player_is_out (tactics_match_get_player (match, 1)));
  g_assert_cmpint (tactics_match_get_phase (match), ==, TACTICS_MATCH_PHASE_PLAYING);

  /* An eliminated unit takes no commands. */
  end_turn (match, 0);
  {
    TacticsCommand command;

    tactics_command_init_move (&command, 1, 2, (TacticsCell) { 2, 3 });
    assert_refused (match, &command, TACTICS_MATCH_ERROR_WRONG_UNIT);
  }
}

static void
test_win_and_draw (void)
{
  /* Red soldier 0 at 1,1 next to Blue soldier 1 at 2,1 with 4 HP left
   * after one more blow… give it three blows. */
  const TacticsCell cells[] = { { 1, 1 }, { 2, 1 } };
  g_autoptr(TacticsMatch) match = arranged_match (open_field, "soldier", "soldier", cells,
                                                  TACTICS_MATCH_MODE_TURNS);
  const TacticsCell doom_cells[] = { { 0, 0 }, { 3, 3 } };
  g_autoptr(TacticsMatch) doom = NULL;
  TacticsCommand command;

  for (guint i = 0; i < 2; i++)
    {
      act (match, 0, 0, 0, 2, 1);
      end_turn (match, 0);
      end_turn (match, 1);
    }
  act (match, 0, 0, 0, 2, 1);
  g_assert_cmpint (tactics_match_get_phase (match), ==, TACTICS_MATCH_PHASE_OVER);
  g_assert_cmpint (tactics_match_get_outcome (match), ==, TACTICS_MATCH_OUTCOME_WIN);
  g_assert_cmpint (tactics_match_get_winner (match), ==, 0);
  g_assert_true (tactics_player_is_out (tactics_match_get_player (match, 1)));
  g_assert_cmpint (last_event_of_kind (match, TACTICS_EVENT_PLAYER_OUT)->player, ==, 1);
  g_assert_cmpint (last_event_of_kind (match, TACTICS_EVENT_GAME_OVER)->player, ==, 0);
  g_assert_cmpint (tactics_match_get_current_player (match), ==, -1);
  tactics_command_init_end_turn (&command, 0);
  assert_refused (match, &command, TACTICS_MATCH_ERROR_WRONG_PHASE);

  /* Both last units out at once: a draw. */
  doom = arranged_match (open_field, "doom", "soldier", doom_cells, TACTICS_MATCH_MODE_TURNS);
  act (doom, 0, 0, 0, 0, 0);
  g_assert_cmpint (tactics_match_get_outcome (doom), ==, TACTICS_MATCH_OUTCOME_DRAW);
  g_assert_cmpint (tactics_match_get_winner (doom), ==, -1);
  g_assert_cmpuint (count_events (doom, TACTICS_EVENT_PLAYER_OUT), ==, 2);
  g_assert_cmpint (last_event_of_kind (doom, TACTICS_EVENT_GAME_OVER)->player, ==, -1);
}

static void
test_turns (void)
{
  static const char * const rows[] = { "........", NULL };
  /* Three players, one soldier each. */
  g_autoptr(TacticsRuleset) ruleset = make_rules ();
  g_autoptr(TacticsMap) map = make_map (ruleset, rows);
  g_autoptr(TacticsMatch) match = tactics_match_new (map, NULL, 1, TACTICS_MATCH_MODE_TURNS, 9);
  const TacticsCell cells[] = { { 0, 0 }, { 3, 0 }, { 7, 0 } };
  const char *army[] = { "soldier", NULL };
  TacticsCommand command;

  for (guint p = 0; p < 3; p++)
    {
      tactics_match_add_player (match, "P", "#000000", TACTICS_PLAYER_HUMAN, 0, NULL);
      tactics_match_set_formation (match, p, army, NULL);
    }
  tactics_match_set_round_limit (match, 3);
  g_assert_cmpuint (tactics_match_get_round (match), ==, 0);
  g_assert_true (tactics_match_start_arranged (match, cells, NULL));

  /* A round is each player's turn once, in the turn order. */
  for (guint turn = 1; turn <= 9; turn++)
    {
      guint player = (turn - 1) % 3;
      guint round = (turn - 1) / 3 + 1;

      g_assert_cmpuint (tactics_match_get_turn (match), ==, turn);
      g_assert_cmpuint (tactics_match_get_round (match), ==, round);
      g_assert_cmpuint (last_event_of_kind (match, TACTICS_EVENT_TURN_STARTED)->round, ==, round);
      g_assert_cmpint (tactics_match_get_current_player (match), ==, (int) player);
      tactics_command_init_end_turn (&command, (player + 1) % 3);
      assert_refused (match, &command, TACTICS_MATCH_ERROR_WRONG_PLAYER);
      end_turn (match, player);
      g_assert_cmpuint (last_event_of_kind (match, TACTICS_EVENT_TURN_ENDED)->round, ==, round);
    }
  /* The round limit ends the match unfinished once its last round is over. */
  g_assert_cmpint (tactics_match_get_outcome (match), ==, TACTICS_MATCH_OUTCOME_UNFINISHED);
  g_assert_cmpint (tactics_match_get_phase (match), ==, TACTICS_MATCH_PHASE_OVER);
  g_assert_cmpuint (tactics_match_get_round (match), ==, 3);
  g_assert_cmpuint (count_events (match, TACTICS_EVENT_TURN_STARTED), ==, 9);
  g_assert_cmpuint (count_events (match, TACTICS_EVENT_TURN_ENDED), ==, 9);
  g_assert_cmpuint (last_event_of_kind (match, TACTICS_EVENT_GAME_OVER)->round, ==, 3);
}

static void
test_turn_skips_players_out (void)
{
  static const char * const rows[] = { "........", NULL };
  g_autoptr(TacticsRuleset) ruleset = make_rules ();
  g_autoptr(TacticsMap) map = make_map (ruleset, rows);
  g_autoptr(TacticsMatch) match = tactics_match_new (map, NULL, 1, TACTICS_MATCH_MODE_TURNS, 9);
  const TacticsCell cells[] = { { 0, 0 }, { 1, 0 }, { 7, 0 } };
  const char *army[] = { "soldier", NULL };

  for (guint p = 0; p < 3; p++)
    {
      tactics_match_add_player (match, "P", "#000000", TACTICS_PLAYER_HUMAN, 0, NULL);
      tactics_match_set_formation (match, p, army, NULL);
    }
  g_assert_true (tactics_match_start_arranged (match, cells, NULL));
  /* Player 0 knocks player 1 out over three turns; from then on turns go
   * 0 → 2 → 0, and a round is those two turns. */
  for (guint round = 0; round < 3; round++)
    {
      g_assert_cmpuint (tactics_match_get_round (match), ==, round + 1);
      act (match, 0, 0, 0, 1, 0);
      end_turn (match, 0);
      if (round < 2)
        {
          end_turn (match, 1);
          end_turn (match, 2);
        }
    }
  g_assert_true (tactics_player_is_out (tactics_match_get_player (match, 1)));
  g_assert_cmpint (tactics_match_get_phase (match), ==, TACTICS_MATCH_PHASE_PLAYING);
  g_assert_cmpint (tactics_match_get_current_player (match), ==, 2);
  g_assert_cmpuint (tactics_match_get_round (match), ==, 3);
  end_turn (match, 2);
  g_assert_cmpint (tactics_match_get_current_player (match), ==, 0);
  g_assert_cmpuint (tactics_match_get_round (match), ==, 4);
  g_assert_cmpuint (tactics_match_get_turn (match), ==, 9);
}

static void
test_move_and_act_once_per_turn (void)
{
  const TacticsCell cells[] = { { 1, 1 }, { 6, 4 } };
  g_autoptr(TacticsMatch) match = arranged_match (open_field, "soldier", "soldier", cells,
                                                  TACTICS_MATCH_MODE_TURNS);
  TacticsCommand command;

  move (match, 0, 0, 2, 1);
  act (match, 0, 0, 0, 3, 1);
  tactics_command_init_move (&command, 0, 0, (TacticsCell) { 3, 1 });
  assert_refused (match, &command, TACTICS_MATCH_ERROR_ALREADY_DONE);
  tactics_command_init_act (&command, 0, 0, 0, (TacticsCell) { 2, 2 });
  assert_refused (match, &command, TACTICS_MATCH_ERROR_ALREADY_DONE);
  end_turn (match, 0);
  end_turn (match, 1);
  /* A new turn: both again. */
  g_assert_false (tactics_unit_has_moved (tactics_match_get_unit (match, 0)));
  g_assert_false (tactics_unit_has_acted (tactics_match_get_unit (match, 0)));
  move (match, 0, 0, 2, 2);
  act (match, 0, 0, 0, 2, 3);
}

/* The units that may still move or act: what an early end of the turn
 * would leave unused. */
static void
test_count_ready_units (void)
{
  const TacticsCell cells[] = { { 1, 1 }, { 6, 4 } };
  g_autoptr(TacticsMatch) match = arranged_match (open_field, "soldier", "soldier", cells,
                                                  TACTICS_MATCH_MODE_TURNS);
  const TacticsCell initiative_cells[] = { { 0, 0 }, { 7, 5 }, { 7, 0 } };
  g_autoptr(TacticsMatch) initiative = arranged_match (open_field, "archer,soldier", "soldier",
                                                       initiative_cells,
                                                       TACTICS_MATCH_MODE_INITIATIVE);

  g_assert_cmpuint (tactics_match_count_ready_units (match, 0), ==, 1);
  /* Not the other player's turn. */
  g_assert_cmpuint (tactics_match_count_ready_units (match, 1), ==, 0);
  move (match, 0, 0, 2, 1);
  /* Moved, it may still act. */
  g_assert_cmpuint (tactics_match_count_ready_units (match, 0), ==, 1);
  act (match, 0, 0, 0, 3, 1);
  g_assert_cmpuint (tactics_match_count_ready_units (match, 0), ==, 0);
  end_turn (match, 0);
  g_assert_cmpuint (tactics_match_count_ready_units (match, 1), ==, 1);

  /* In initiative mode only the unit whose turn it is. */
  g_assert_cmpuint (tactics_match_count_ready_units (
                      initiative, (guint) tactics_match_get_current_player (initiative)), ==, 1);
}

/* Whether one unit may still move or act: the question the board asks
 * of each unit to mark it. */
static void
test_unit_is_ready (void)
{
  const TacticsCell cells[] = { { 1, 1 }, { 6, 4 } };
  g_autoptr(TacticsMatch) match = arranged_match (open_field, "soldier", "soldier", cells,
                                                 TACTICS_MATCH_MODE_TURNS);
  const TacticsCell initiative_cells[] = { { 0, 0 }, { 7, 5 }, { 7, 0 } };
  g_autoptr(TacticsMatch) initiative = arranged_match (open_field, "archer,soldier", "soldier",
                                                      initiative_cells,
                                                      TACTICS_MATCH_MODE_INITIATIVE);
  TacticsUnit *mine = tactics_match_get_unit (match, 0);
  TacticsUnit *theirs = tactics_match_get_unit (match, 1);
  TacticsUnit *active;
  guint n_ready = 0;

  g_assert_true (tactics_match_unit_is_ready (match, mine));
  /* Not its owner's turn. */
  g_assert_false (tactics_match_unit_is_ready (match, theirs));
  move (match, 0, 0, 2, 1);
  /* Moved, it may still act. */
  g_assert_true (tactics_match_unit_is_ready (match, mine));
  act (match, 0, 0, 0, 3, 1);
  g_assert_false (tactics_match_unit_is_ready (match, mine));
  end_turn (match, 0);
  g_assert_true (tactics_match_unit_is_ready (match, theirs));
  g_assert_false (tactics_match_unit_is_ready (match, mine));

  /* In initiative mode only the unit whose turn it is, even among its
   * owner's units. */
  active = tactics_match_get_active_unit (initiative);
  g_assert_nonnull (active);
  for (guint i = 0; i < tactics_match_get_n_units (initiative); i++)
    {
      TacticsUnit *unit = tactics_match_get_unit (initiative, i);

      if (tactics_match_unit_is_ready (initiative, unit))
        {
          g_assert_true (unit == active);
          n_ready++;
        }
    }
  g_assert_cmpuint (n_ready, ==, 1);
}

/* Undo */

static void
test_undo (void)
{
  const TacticsCell cells[] = { { 1, 1 }, { 1, 2 }, { 6, 4 } };
  g_autoptr(TacticsMatch) match = arranged_match (open_field, "soldier,soldier", "soldier", cells,
                                                  TACTICS_MATCH_MODE_TURNS);
  g_autoptr(GError) error = NULL;
  g_autofree char *before = NULL;
  g_autofree char *after = NULL;
  TacticsUnit *unit = tactics_match_get_unit (match, 0);
  const TacticsEvent *undone;
  guint n_commands;

  g_assert_false (tactics_match_can_undo (match));
  g_assert_false (tactics_match_undo (match, &error));
  g_assert_error (error, TACTICS_MATCH_ERROR, TACTICS_MATCH_ERROR_CANNOT_UNDO);
  g_clear_error (&error);

  n_commands = tactics_match_get_n_commands (match);
  move (match, 0, 0, 3, 1);
  g_assert_true (tactics_match_can_undo (match));
  g_assert_true (tactics_match_undo (match, &error));
  g_assert_no_error (error);
  g_assert_cmpint (tactics_unit_get_cell (unit).x, ==, 1);
  g_assert_false (tactics_unit_has_moved (unit));
  g_assert_true (tactics_match_get_unit_at (match, (TacticsCell) { 1, 1 }) == unit);
  g_assert_null (tactics_match_get_unit_at (match, (TacticsCell) { 3, 1 }));
  g_assert_cmpuint (tactics_match_get_n_commands (match), ==, n_commands);
  undone = last_event_of_kind (match, TACTICS_EVENT_MOVE_UNDONE);
  g_assert_nonnull (undone);
  g_assert_cmpint (undone->from.x, ==, 3);
  g_assert_cmpint (undone->to.x, ==, 1);

  /* It may move again; after it acts, its move stays. */
  move (match, 0, 0, 2, 1);
  act (match, 0, 0, 0, 3, 1);
  g_assert_false (tactics_match_can_undo (match));
  before = snapshot (match);
  g_assert_false (tactics_match_undo (match, &error));
  g_assert_error (error, TACTICS_MATCH_ERROR, TACTICS_MATCH_ERROR_CANNOT_UNDO);
  after = snapshot (match);
  g_assert_cmpstr (before, ==, after);

  /* Nor across the end of a turn. */
  move (match, 0, 1, 1, 4);
  end_turn (match, 0);
  g_assert_false (tactics_match_can_undo (match));
}

/* A failed command spends nothing; an alternative is done. */

static void
test_failure_spends_nothing (void)
{
  const TacticsCell cells[] = { { 1, 1 }, { 2, 1 }, { 6, 4 } };
  g_autoptr(TacticsMatch) match = arranged_match (open_field, "soldier", "soldier,soldier", cells,
                                                  TACTICS_MATCH_MODE_TURNS);
  TacticsCommand command;

  /* A refused move leaves the unit free to move; a refused act leaves it
   * free to act; a refused end-turn leaves the turn. */
  tactics_command_init_move (&command, 0, 0, (TacticsCell) { 7, 5 });
  assert_refused (match, &command, TACTICS_MATCH_ERROR_TOO_FAR);
  g_assert_false (tactics_unit_has_moved (tactics_match_get_unit (match, 0)));
  tactics_command_init_act (&command, 0, 0, 0, (TacticsCell) { 6, 4 });
  assert_refused (match, &command, TACTICS_MATCH_ERROR_OUT_OF_RANGE);
  g_assert_false (tactics_unit_has_acted (tactics_match_get_unit (match, 0)));
  tactics_command_init_end_turn (&command, 1);
  assert_refused (match, &command, TACTICS_MATCH_ERROR_WRONG_PLAYER);
  g_assert_cmpint (tactics_match_get_current_player (match), ==, 0);

  move (match, 0, 0, 1, 4);
  act (match, 0, 0, 0, 1, 5);
}

/* Initiative mode */

static void
test_initiative (void)
{
  /* The archer (speed 10) acts twice as often as the soldiers (speed 5). */
  const TacticsCell cells[] = { { 0, 0 }, { 7, 5 }, { 7, 0 } };
  g_autoptr(TacticsMatch) match = arranged_match (open_field, "archer,soldier", "soldier", cells,
                                                  TACTICS_MATCH_MODE_INITIATIVE);
  guint turns_of[3] = { 0, 0, 0 };
  TacticsCommand command;
  TacticsUnit *active;

  for (guint turn = 0; turn < 40; turn++)
    {
      active = tactics_match_get_active_unit (match);
      g_assert_nonnull (active);
      g_assert_cmpint (tactics_match_get_current_player (match), ==,
                       (int) tactics_unit_get_owner (active));
      g_assert_cmpuint (tactics_unit_get_energy (active), >=, TACTICS_INITIATIVE_THRESHOLD);
      g_assert_cmpint (last_event_of_kind (match, TACTICS_EVENT_TURN_STARTED)->unit, ==,
                       (int) tactics_unit_get_id (active));
      turns_of[tactics_unit_get_id (active)]++;

      /* Only the active unit takes commands. */
      for (guint id = 0; id < 3; id++)
        {
          TacticsUnit *other = tactics_match_get_unit (match, id);

          if (other == active || tactics_unit_get_owner (other) != tactics_unit_get_owner (active))
            continue;
          tactics_command_init_move (&command, tactics_unit_get_owner (other), id,
                                     (TacticsCell) { 4, 3 });
          assert_refused (match, &command, TACTICS_MATCH_ERROR_WRONG_UNIT);
        }
      end_turn (match, tactics_unit_get_owner (active));
    }
  g_assert_cmpuint (turns_of[0], ==, 2 * turns_of[1]);
  g_assert_cmpuint (turns_of[1], ==, turns_of[2]);
  g_assert_cmpuint (turns_of[0] + turns_of[1] + turns_of[2], ==, 40);
}

/* In initiative mode a round lasts until every living unit has had a turn
 * in it: the archer (speed 10) has two turns in each round, the soldiers
 * (speed 5) one. A unit eliminated before its turn does not hold the round
 * open. */
static void
test_initiative_rounds (void)
{
  const TacticsCell cells[] = { { 0, 0 }, { 7, 5 }, { 3, 0 } };
  g_autoptr(TacticsMatch) match = arranged_match (open_field, "archer", "soldier,soldier", cells,
                                                  TACTICS_MATCH_MODE_INITIATIVE);
  /* Round 1: the archer twice, then both soldiers. Round 2: the archer
   * twice, its bow finishing soldier 2 (4 arrows of 3 against 10 HP), then
   * soldier 1 ends the round. */
  const struct {
    guint unit;
    guint round;
    gboolean shoots;
  } turns[] = {
    { 0, 1, TRUE }, { 0, 1, TRUE }, { 1, 1, FALSE }, { 2, 1, FALSE },
    { 0, 2, TRUE }, { 0, 2, TRUE }, { 1, 2, FALSE },
    { 0, 3, FALSE }, { 0, 3, FALSE }, { 1, 3, FALSE },
    { 0, 4, FALSE },
  };

  for (guint i = 0; i < G_N_ELEMENTS (turns); i++)
    {
      TacticsUnit *active = tactics_match_get_active_unit (match);
      guint owner = tactics_unit_get_owner (active);

      g_assert_cmpuint (tactics_unit_get_id (active), ==, turns[i].unit);
      g_assert_cmpuint (tactics_match_get_round (match), ==, turns[i].round);
      g_assert_cmpuint (tactics_match_get_turn (match), ==, i + 1);
      g_assert_cmpuint (last_event_of_kind (match, TACTICS_EVENT_TURN_STARTED)->round, ==,
                        turns[i].round);
      if (turns[i].shoots)
        act (match, owner, 0, 0, 3, 0);
      if (tactics_match_get_phase (match) == TACTICS_MATCH_PHASE_PLAYING)
        end_turn (match, owner);
    }
  g_assert_false (tactics_unit_is_alive (tactics_match_get_unit (match, 2)));
}

/* The round limit counts rounds in initiative mode too: with limit 2 the
 * match ends when soldier 1 ends the second round, the sixth turn. */
static void
test_initiative_round_limit (void)
{
  g_autoptr(TacticsRuleset) ruleset = make_rules ();
  g_autoptr(TacticsMap) map = make_map (ruleset, open_field);
  g_autoptr(TacticsMatch) match = tactics_match_new (map, NULL, 1, TACTICS_MATCH_MODE_INITIATIVE,
                                                     9);
  const TacticsCell cells[] = { { 0, 0 }, { 7, 5 } };
  const char *archer[] = { "archer", NULL };
  const char *soldier[] = { "soldier", NULL };

  tactics_match_add_player (match, "A", "#000000", TACTICS_PLAYER_HUMAN, 0, NULL);
  tactics_match_add_player (match, "B", "#000000", TACTICS_PLAYER_HUMAN, 0, NULL);
  g_assert_true (tactics_match_set_formation (match, 0, archer, NULL));
  g_assert_true (tactics_match_set_formation (match, 1, soldier, NULL));
  tactics_match_set_round_limit (match, 2);
  g_assert_cmpuint (tactics_match_get_round_limit (match), ==, 2);
  g_assert_true (tactics_match_start_arranged (match, cells, NULL));

  while (tactics_match_get_phase (match) == TACTICS_MATCH_PHASE_PLAYING)
    {
      g_assert_cmpuint (tactics_match_get_turn (match), <=, 6);
      end_turn (match, (guint) tactics_match_get_current_player (match));
    }
  g_assert_cmpint (tactics_match_get_outcome (match), ==, TACTICS_MATCH_OUTCOME_UNFINISHED);
  g_assert_cmpuint (tactics_match_get_turn (match), ==, 6);
  g_assert_cmpuint (tactics_match_get_round (match), ==, 2);
  g_assert_cmpint (last_event_of_kind (match, TACTICS_EVENT_TURN_ENDED)->unit, ==, 1);
}

static void
test_initiative_ties (void)
{
  /* Equal speeds: all ready on the same tick. Ties go to the owner that
   * comes first in the turn order (here the players' order), then to the
   * lower id; a unit that has just acted waits for the others. */
  const TacticsCell cells[] = { { 0, 0 }, { 1, 0 }, { 7, 0 } };
  g_autoptr(TacticsMatch) match = arranged_match (open_field, "soldier,soldier", "soldier", cells,
                                                  TACTICS_MATCH_MODE_INITIATIVE);
  const guint expected[] = { 0, 1, 2, 0, 1, 2 };

  for (guint i = 0; i < G_N_ELEMENTS (expected); i++)
    {
      TacticsUnit *active = tactics_match_get_active_unit (match);

      g_assert_cmpuint (tactics_unit_get_id (active), ==, expected[i]);
      move (match, tactics_unit_get_owner (active), expected[i],
            tactics_unit_get_cell (active).x, 1 + (int) (i % 2));
      end_turn (match, tactics_unit_get_owner (active));
    }
}

/* Events */

typedef struct {
  guint all;
  guint moved;
  guint turn_started;
} EventCounts;

static void
on_event (TacticsMatch        *match,
          const TacticsEvent *event,
          gpointer            user_data)
{
  EventCounts *counts = user_data;

  counts->all++;
  g_assert_true (event == tactics_match_get_event (match, tactics_match_get_n_events (match) - 1));
}

static void
on_moved (TacticsMatch        *match,
          const TacticsEvent *event,
          gpointer            user_data)
{
  EventCounts *counts = user_data;

  g_assert_cmpint (event->kind, ==, TACTICS_EVENT_UNIT_MOVED);
  counts->moved++;
}

static void
on_turn_started (TacticsMatch        *match,
                 const TacticsEvent *event,
                 gpointer            user_data)
{
  EventCounts *counts = user_data;

  g_assert_cmpint (event->kind, ==, TACTICS_EVENT_TURN_STARTED);
  counts->turn_started++;
}

static void
test_events_signal (void)
{
  const TacticsCell cells[] = { { 1, 1 }, { 6, 4 } };
  g_autoptr(TacticsMatch) match = arranged_match (open_field, "soldier", "soldier", cells,
                                                  TACTICS_MATCH_MODE_TURNS);
  EventCounts counts = { 0 };
  guint n_events = tactics_match_get_n_events (match);
  g_autoptr(TacticsEvent) copy = NULL;

  g_signal_connect (match, "event", G_CALLBACK (on_event), &counts);
  g_signal_connect (match, "event::unit-moved", G_CALLBACK (on_moved), &counts);
  g_signal_connect (match, "event::turn-started", G_CALLBACK (on_turn_started), &counts);

  move (match, 0, 0, 2, 2);
  end_turn (match, 0);
  move (match, 1, 1, 5, 4);
  g_assert_cmpuint (counts.moved, ==, 2);
  g_assert_cmpuint (counts.turn_started, ==, 1);
  g_assert_cmpuint (counts.all, ==, 4);
  g_assert_cmpuint (tactics_match_get_n_events (match), ==, n_events + 4);

  copy = tactics_event_copy (last_event_of_kind (match, TACTICS_EVENT_UNIT_MOVED));
  g_assert_nonnull (copy->path);
  g_assert_cmpuint (copy->path->len, ==, 2);
}

static void
test_queries (void)
{
  const TacticsCell cells[] = { { 1, 1 }, { 2, 1 }, { 6, 4 } };
  g_autoptr(TacticsMatch) match = arranged_match (open_field, "soldier,archer", "soldier", cells,
                                                  TACTICS_MATCH_MODE_TURNS);
  g_autoptr(TacticsReach) reach = tactics_reach_new ();
  TacticsUnit *soldier = tactics_match_get_unit (match, 0);
  TacticsUnit *archer;
  TacticsPattern pattern;

  g_assert_cmpint (tactics_match_get_occupancy (match, 0, (TacticsCell) { 2, 1 }), ==,
                   TACTICS_OCCUPANCY_ALLY);
  g_assert_cmpint (tactics_match_get_occupancy (match, 0, (TacticsCell) { 6, 4 }), ==,
                   TACTICS_OCCUPANCY_ENEMY);
  g_assert_cmpint (tactics_match_get_occupancy (match, 0, (TacticsCell) { 3, 3 }), ==,
                   TACTICS_OCCUPANCY_FREE);

  tactics_match_compute_reach (match, soldier, reach);
  /* Its own cell is a destination; its ally's is not. */
  g_assert_cmpint (tactics_reach_get_cost (reach, (TacticsCell) { 1, 1 }), ==, 0);
  g_assert_cmpint (tactics_reach_get_cost (reach, (TacticsCell) { 2, 1 }), ==, -1);
  g_assert_cmpint (tactics_reach_get_cost (reach, (TacticsCell) { 3, 1 }), ==, 2);

  archer = tactics_match_get_unit (match, 1);
  g_assert_cmpuint (tactics_match_get_n_unit_actions (match, archer), ==, 2);
  g_assert_cmpstr (tactics_action_get_id (tactics_match_get_unit_action (match, archer, 1)), ==,
                   "sword");
  g_assert_null (tactics_match_get_unit_action (match, soldier, 1));
  g_assert_true (tactics_match_get_action_pattern (match, soldier, 0, &pattern));
  g_assert_true (tactics_pattern_focus_allowed (&pattern, (TacticsCell) { 1, 1 },
                                                (TacticsCell) { 1, 2 }));
  g_assert_false (tactics_match_get_action_pattern (match, soldier, 1, &pattern));
}


int
main (int   argc,
      char *argv[])
{
  g_test_init (&argc, &argv, NULL);
  tactics_init ();
  g_test_add_func ("/match/move/rules", test_move_rules);
  g_test_add_func ("/match/move/blocked-by-enemies", test_move_blocked_by_enemies);
  g_test_add_func ("/match/move/onto-enemy", test_move_onto_enemy);
  g_test_add_func ("/match/move/default-action", test_move_default_action);
  g_test_add_func ("/match/act/rules", test_act_rules);
  g_test_add_func ("/match/act/heal", test_act_heal);
  g_test_add_func ("/match/act/area-and-elimination", test_act_area_and_elimination);
  g_test_add_func ("/match/end/win-and-draw", test_win_and_draw);
  g_test_add_func ("/match/turns/rounds-and-limit", test_turns);
  g_test_add_func ("/match/turns/skip-players-out", test_turn_skips_players_out);
  g_test_add_func ("/match/turns/once-per-turn", test_move_and_act_once_per_turn);
  g_test_add_func ("/match/turns/count-ready-units", test_count_ready_units);
  g_test_add_func ("/match/turns/unit-is-ready", test_unit_is_ready);
  g_test_add_func ("/match/undo", test_undo);
  g_test_add_func ("/match/failure-spends-nothing", test_failure_spends_nothing);
  g_test_add_func ("/match/initiative/speed", test_initiative);
  g_test_add_func ("/match/initiative/ties", test_initiative_ties);
  g_test_add_func ("/match/initiative/rounds", test_initiative_rounds);
  g_test_add_func ("/match/initiative/round-limit", test_initiative_round_limit);
  g_test_add_func ("/match/events/signal", test_events_signal);
  g_test_add_func ("/match/queries", test_queries);

  return g_test_run ();
}
