/* SPDX-License-Identifier: GPL-3.0-or-later */
/* Asking the rules of a match without playing: the dry run of a command,
 * actions aimed off the board, the wording of a start without room, the
 * placement rule and the threat map; and the match driver, which asks each
 * player's controller for commands. */
#include "config.h"

#include "match-test-helpers.h"

/* Asking the rules */

/* A dry run answers what performing answers, error and alternative
 * included, and changes nothing. */
static void
test_check_command (void)
{
  /* Red: soldier 0 at 0,0, archer 1 at 0,1; Blue: soldier 2 at 1,0 and 3
   * at 5,5. */
  const TacticsCell cells[] = { { 0, 0 }, { 0, 1 }, { 1, 0 }, { 5, 5 } };
  g_autoptr(TacticsMatch) match = arranged_match (open_field, "soldier,archer", "soldier,soldier",
                                                  cells, TACTICS_MATCH_MODE_TURNS);
  TacticsCommand commands[9];
  guint n = 0;

  tactics_command_init_move (&commands[n++], 0, 0, (TacticsCell) { -1, 0 });
  tactics_command_init_act (&commands[n++], 0, 1, 0, (TacticsCell) { 9, 9 });
  tactics_command_init_act (&commands[n++], 0, 1, 0, (TacticsCell) { 0, 2 });
  tactics_command_init_move (&commands[n++], 1, 2, (TacticsCell) { 2, 0 });
  tactics_command_init_move (&commands[n++], 0, 0, (TacticsCell) { 1, 0 });
  tactics_command_init_act (&commands[n++], 0, 0, 0, (TacticsCell) { 1, 0 });
  tactics_command_init_move (&commands[n++], 0, 0, (TacticsCell) { 7, 5 });
  tactics_command_init_move (&commands[n++], 0, 0, (TacticsCell) { 0, 2 });
  tactics_command_init_end_turn (&commands[n++], 0);
  g_assert_cmpuint (n, ==, G_N_ELEMENTS (commands));

  for (guint i = 0; i < n; i++)
    {
      g_autofree char *before = snapshot (match);
      g_autofree char *after = NULL;
      g_autoptr(GError) dry_error = NULL;
      g_autoptr(GError) error = NULL;
      TacticsCommand would = { 0 }, performed = { 0 };
      TacticsCommandResult dry, result;

      dry = tactics_match_check_command (match, &commands[i], &would, &dry_error);
      after = snapshot (match);
      g_assert_cmpstr (before, ==, after);

      result = tactics_match_perform (match, &commands[i], &performed, &error);
      g_assert_cmpint (dry, ==, result);
      if (result == TACTICS_COMMAND_RESULT_FAILURE)
        {
          g_assert_nonnull (dry_error);
          g_assert_error (error, dry_error->domain, dry_error->code);
          g_assert_cmpstr (dry_error->message, ==, error->message);
        }
      else
        {
          g_assert_no_error (dry_error);
          g_assert_true (tactics_command_equal (&would, &performed));
        }
    }

  /* The move onto the enemy became the attack; the end of the turn went
   * through. */
  g_assert_cmpint (tactics_match_get_command (match, 0)->kind, ==, TACTICS_COMMAND_ACT);
  g_assert_cmpint (tactics_match_get_current_player (match), ==, 1);
}

/* An action aimed off the board is refused as such, whatever its range. */
static void
test_act_off_board (void)
{
  const TacticsCell cells[] = { { 0, 0 }, { 3, 0 } };
  g_autoptr(TacticsMatch) match = arranged_match (open_field, "archer", "soldier", cells,
                                                  TACTICS_MATCH_MODE_TURNS);
  TacticsCommand command;

  /* Two cells left of the archer: within the bow's range, off the board. */
  tactics_command_init_act (&command, 0, 0, 0, (TacticsCell) { -2, 0 });
  assert_refused (match, &command, TACTICS_MATCH_ERROR_OFF_BOARD);
  tactics_command_init_act (&command, 0, 0, 0, (TacticsCell) { 0, 6 });
  assert_refused (match, &command, TACTICS_MATCH_ERROR_OFF_BOARD);
}

/* "room for 1 unit", not "1 units". */
static void
test_start_no_room_plural (void)
{
  static const char * const rows[] = { "#.#", NULL };
  g_autoptr(GError) error = NULL;
  g_autoptr(TacticsMatch) match = drawn_match (rows, 1, "soldier", 2, 1, &error);

  g_assert_null (match);
  g_assert_error (error, TACTICS_MATCH_ERROR, TACTICS_MATCH_ERROR_NO_ROOM);
  g_assert_cmpstr (error->message, ==, "This map has room for 1 unit, but the armies have 2.");
}

static void
test_placement_rule (void)
{
  g_autoptr(GError) error = NULL;
  g_autoptr(TacticsMatch) match = drawn_match (open_field, 2, "soldier,soldier", 2, 7, &error);
  g_autofree char *hint = NULL;
  TacticsUnit *first = NULL;
  TacticsCommand command;
  guint player;

  g_assert_no_error (error);
  hint = tactics_match_dup_placement_hint (match);
  g_assert_cmpstr (hint, ==,
                   "Place each unit within 2 steps of one of your units already on the board.");
  g_assert_cmpint (tactics_match_get_movement_metric (match), ==, TACTICS_METRIC_MANHATTAN);

  /* The refusal counts the same way. */
  player = (guint) tactics_match_get_current_player (match);
  first = tactics_match_get_unit (match, player * 2);
  g_assert_true (tactics_unit_is_placed (first));
  for (int y = 0; y < 6; y++)
    for (int x = 0; x < 8; x++)
      {
        TacticsCell cell = { x, y };
        g_autoptr(GError) refusal = NULL;

        if (tactics_distance (TACTICS_METRIC_MANHATTAN, tactics_unit_get_cell (first), cell) !=
              TACTICS_PLACEMENT_DISTANCE + 1 ||
            tactics_match_get_unit_at (match, cell) != NULL)
          continue;
        tactics_command_init_place (&command, player, player * 2 + 1, cell);
        g_assert_cmpint (tactics_match_check_command (match, &command, NULL, &refusal), ==,
                         TACTICS_COMMAND_RESULT_FAILURE);
        g_assert_error (refusal, TACTICS_MATCH_ERROR, TACTICS_MATCH_ERROR_TOO_FAR);
        g_assert_cmpstr (refusal->message, ==,
                         "A unit must be placed within 2 steps of one of its own.");
      }
}

static gboolean
threat_contains (GArray      *threats,
                 TacticsCell  cell,
                 guint       *damage)
{
  for (guint i = 0; i < threats->len; i++)
    {
      const TacticsThreat *threat = &g_array_index (threats, TacticsThreat, i);

      if (threat->cell.x == cell.x && threat->cell.y == cell.y)
        {
          *damage = threat->damage;
          return TRUE;
        }
    }
  return FALSE;
}

/* A soldier (move 3, sword at 1 for 4) threatens every cell within 4
 * steps; a bomber's blast reaches past where it may aim. */
static void
test_threat (void)
{
  const TacticsCell cells[] = { { 0, 0 }, { 5, 2 }, { 7, 5 } };
  g_autoptr(TacticsMatch) match = arranged_match (open_field, "soldier", "soldier,bomber", cells,
                                                  TACTICS_MATCH_MODE_TURNS);
  g_autoptr(GArray) threats = g_array_new (FALSE, FALSE, sizeof (TacticsThreat));
  g_autoptr(GArray) all = g_array_new (FALSE, FALSE, sizeof (TacticsCell));
  g_autoptr(GArray) effect = g_array_new (FALSE, FALSE, sizeof (TacticsCell));
  g_autoptr(GArray) foci = g_array_new (FALSE, FALSE, sizeof (TacticsCell));
  TacticsUnit *soldier = tactics_match_get_unit (match, 1);
  TacticsUnit *bomber = tactics_match_get_unit (match, 2);
  TacticsPattern pattern;
  guint damage = 0;

  tactics_match_compute_unit_threat (match, soldier, 0, threats);
  for (int y = 0; y < 6; y++)
    for (int x = 0; x < 8; x++)
      {
        TacticsCell cell = { x, y };
        gboolean near = tactics_distance (TACTICS_METRIC_MANHATTAN, cells[1], cell) <= 4;

        g_assert_cmpint (threat_contains (threats, cell, &damage), ==, near);
        if (near)
          g_assert_cmpuint (damage, ==, 4);
      }
  for (guint i = 1; i < threats->len; i++)
    {
      TacticsCell a = g_array_index (threats, TacticsThreat, i - 1).cell;
      TacticsCell b = g_array_index (threats, TacticsThreat, i).cell;

      g_assert_true (a.y < b.y || (a.y == b.y && a.x < b.x));
    }

  /* Its own player is not threatened by it. */
  g_array_set_size (threats, 0);
  tactics_match_compute_unit_threat (match, soldier, 1, threats);
  g_assert_cmpuint (threats->len, ==, 0);

  /* Every cell a bomb aimed from where the bomber stands would hit. */
  g_array_set_size (threats, 0);
  tactics_match_compute_unit_threat (match, bomber, 0, threats);
  g_assert_true (tactics_match_get_action_pattern (match, bomber, 0, &pattern));
  tactics_pattern_get_foci (&pattern, cells[2], foci);
  g_assert_cmpuint (foci->len, >, 0);
  for (guint f = 0; f < foci->len; f++)
    {
      g_array_set_size (effect, 0);
      g_assert_true (tactics_match_preview_action (match, bomber, 0,
                                                   g_array_index (foci, TacticsCell, f),
                                                   effect, NULL));
      for (guint c = 0; c < effect->len; c++)
        g_assert_true (threat_contains (threats, g_array_index (effect, TacticsCell, c),
                                        &damage));
    }

  /* The whole: the soldier's cells and the bomber's, each once. */
  tactics_match_compute_threat (match, 0, all);
  g_array_set_size (threats, 0);
  tactics_match_compute_unit_threat (match, soldier, 0, threats);
  tactics_match_compute_unit_threat (match, bomber, 0, threats);
  for (int y = 0; y < 6; y++)
    for (int x = 0; x < 8; x++)
      {
        TacticsCell cell = { x, y };

        g_assert_cmpint (match_helpers_cells_contain (all, cell), ==,
                         threat_contains (threats, cell, &damage));
      }
}

/* The match driver */

/* Gives the same command whenever asked; a refusal makes it pass (the
 * interface's default). */
#define FIXED_TYPE_CONTROLLER (fixed_controller_get_type ())
G_DECLARE_FINAL_TYPE (FixedController, fixed_controller, FIXED, CONTROLLER, GObject)

struct _FixedController
{
  GObject        parent_instance;
  TacticsCommand command;
  guint          asked;
};

static gboolean
fixed_controller_next_command (TacticsController *controller,
                               TacticsMatch      *match,
                               TacticsCommand    *command)
{
  FixedController *self = FIXED_CONTROLLER (controller);

  self->asked++;
  *command = self->command;
  return TRUE;
}

static void
fixed_controller_iface_init (TacticsControllerInterface *iface)
{
  iface->next_command = fixed_controller_next_command;
}

G_DEFINE_FINAL_TYPE_WITH_CODE (FixedController, fixed_controller, G_TYPE_OBJECT,
                               G_IMPLEMENT_INTERFACE (TACTICS_TYPE_CONTROLLER,
                                                      fixed_controller_iface_init))

static void
fixed_controller_class_init (FixedControllerClass *klass)
{
}

static void
fixed_controller_init (FixedController *self)
{
}

static void
on_driver_performed (TacticsMatchDriver   *driver,
                     const TacticsCommand *command,
                     TacticsCommandResult  result,
                     gpointer              user_data)
{
  GArray *performed = user_data;

  g_array_append_vals (performed, command, 1);
}

/* A human's refused command is refused as perform refuses it, changes
 * nothing and is not passed for; the next one goes through. */
static void
test_driver_human (void)
{
  const TacticsCell cells[] = { { 0, 0 }, { 5, 5 } };
  g_autoptr(TacticsMatch) match = arranged_match (open_field, "soldier", "soldier", cells,
                                                  TACTICS_MATCH_MODE_TURNS);
  g_autoptr(TacticsMatchDriver) driver = tactics_match_driver_new (match);
  g_autoptr(TacticsHumanController) human = tactics_human_controller_new ();
  g_autoptr(GArray) performed = g_array_new (FALSE, FALSE, sizeof (TacticsCommand));
  g_autoptr(GError) error = NULL;
  g_autoptr(GError) expected = NULL;
  g_autofree char *before = NULL;
  g_autofree char *after = NULL;
  TacticsCommand command;

  g_signal_connect (driver, "performed", G_CALLBACK (on_driver_performed), performed);
  /* Nobody plays player 0 yet; then nothing has been chosen. */
  g_assert_cmpint (tactics_match_driver_step (driver, &error), ==, TACTICS_MATCH_DRIVER_WAITING);
  tactics_match_driver_set_controller (driver, 0, TACTICS_CONTROLLER (human));
  g_assert_true (tactics_match_driver_get_controller (driver, 0) ==
                 TACTICS_CONTROLLER (human));
  g_assert_cmpint (tactics_match_driver_step (driver, &error), ==, TACTICS_MATCH_DRIVER_WAITING);
  g_assert_no_error (error);

  /* Too far: 0,0 → 4,0 costs 4 of its 3 points. */
  tactics_command_init_move (&command, 0, 0, (TacticsCell) { 4, 0 });
  g_assert_cmpint (tactics_match_check_command (match, &command, NULL, &expected), ==,
                   TACTICS_COMMAND_RESULT_FAILURE);
  tactics_human_controller_submit (human, &command);
  g_assert_true (tactics_human_controller_has_command (human));
  before = snapshot (match);
  g_assert_cmpint (tactics_match_driver_step (driver, &error), ==, TACTICS_MATCH_DRIVER_REFUSED);
  g_assert_error (error, expected->domain, expected->code);
  g_assert_cmpstr (error->message, ==, expected->message);
  after = snapshot (match);
  g_assert_cmpstr (before, ==, after);
  g_assert_false (tactics_human_controller_has_command (human));
  g_assert_cmpuint (performed->len, ==, 0);
  g_clear_error (&error);

  tactics_command_init_move (&command, 0, 0, (TacticsCell) { 3, 0 });
  tactics_human_controller_submit (human, &command);
  g_assert_cmpint (tactics_match_driver_step (driver, &error), ==,
                   TACTICS_MATCH_DRIVER_PERFORMED);
  g_assert_no_error (error);
  g_assert_cmpuint (performed->len, ==, 1);
  g_assert_true (tactics_command_equal (&g_array_index (performed, TacticsCommand, 0), &command));
  g_assert_cmpint (tactics_unit_get_cell (tactics_match_get_unit (match, 0)).x, ==, 3);
}

/* A computer player whose command is refused passes: in play its turn
 * ends, in placement its units are placed for it. */
static void
test_driver_pass (void)
{
  const TacticsCell cells[] = { { 0, 0 }, { 5, 5 } };
  g_autoptr(TacticsMatch) match = arranged_match (open_field, "soldier", "soldier", cells,
                                                  TACTICS_MATCH_MODE_TURNS);
  g_autoptr(TacticsMatchDriver) driver = tactics_match_driver_new (match);
  g_autoptr(FixedController) fixed = g_object_new (FIXED_TYPE_CONTROLLER, NULL);
  g_autoptr(GArray) performed = g_array_new (FALSE, FALSE, sizeof (TacticsCommand));
  g_autoptr(GError) error = NULL;
  g_autoptr(TacticsMatch) drawn = NULL;
  g_autoptr(TacticsMatchDriver) placing = NULL;
  guint player;

  g_signal_connect (driver, "performed", G_CALLBACK (on_driver_performed), performed);
  tactics_command_init_move (&fixed->command, 0, 0, (TacticsCell) { -1, 0 });
  tactics_match_driver_set_controller (driver, 0, TACTICS_CONTROLLER (fixed));
  g_assert_cmpint (tactics_match_driver_step (driver, &error), ==, TACTICS_MATCH_DRIVER_PASSED);
  g_assert_no_error (error);
  g_assert_cmpint (tactics_match_get_current_player (match), ==, 1);
  g_assert_cmpuint (performed->len, ==, 1);
  g_assert_cmpint (g_array_index (performed, TacticsCommand, 0).kind, ==,
                   TACTICS_COMMAND_END_TURN);
  /* Player 1 has nobody to play it. */
  g_assert_cmpint (tactics_match_driver_run (driver, &error), ==, TACTICS_MATCH_DRIVER_WAITING);
  g_assert_no_error (error);

  drawn = drawn_match (open_field, 3, "soldier,soldier,soldier", 2, 7, &error);
  g_assert_no_error (error);
  player = (guint) tactics_match_get_current_player (drawn);
  placing = tactics_match_driver_new (drawn);
  tactics_command_init_end_turn (&fixed->command, player);
  tactics_match_driver_set_controller (placing, player, TACTICS_CONTROLLER (fixed));
  g_assert_cmpint (tactics_match_driver_step (placing, &error), ==, TACTICS_MATCH_DRIVER_PASSED);
  g_assert_no_error (error);
  g_assert_cmpint (tactics_match_get_current_player (drawn), !=, (int) player);
  for (guint i = 0; i < tactics_match_get_n_units (drawn); i++)
    if (tactics_unit_get_owner (tactics_match_get_unit (drawn, i)) == player)
      g_assert_true (tactics_unit_is_placed (tactics_match_get_unit (drawn, i)));
}

/* Computer players run by the driver play a match to its end. */
static void
test_driver_run (void)
{
  g_autoptr(GError) error = NULL;
  g_autoptr(TacticsMatch) match = drawn_match (open_field, 2, "soldier,archer", 2, 3, &error);
  g_autoptr(TacticsMatchDriver) driver = NULL;
  g_autoptr(GArray) performed = g_array_new (FALSE, FALSE, sizeof (TacticsCommand));

  g_assert_no_error (error);
  driver = tactics_match_driver_new (match);
  g_assert_true (tactics_match_driver_get_match (driver) == match);
  for (guint p = 0; p < 2; p++)
    {
      g_autoptr(TacticsAi) ai = tactics_ai_new (TACTICS_AI_LEVEL_NORMAL);

      tactics_match_driver_set_controller (driver, p, TACTICS_CONTROLLER (ai));
    }
  g_signal_connect (driver, "performed", G_CALLBACK (on_driver_performed), performed);
  g_assert_cmpint (tactics_match_driver_run (driver, &error), ==, TACTICS_MATCH_DRIVER_OVER);
  g_assert_no_error (error);
  g_assert_cmpint (tactics_match_get_phase (match), ==, TACTICS_MATCH_PHASE_OVER);
  /* Every command performed was announced, in order. */
  g_assert_cmpuint (performed->len, ==, tactics_match_get_n_commands (match));
  for (guint i = 0; i < performed->len; i++)
    g_assert_true (tactics_command_equal (&g_array_index (performed, TacticsCommand, i),
                                          tactics_match_get_command (match, i)));
  g_assert_cmpint (tactics_match_driver_step (driver, &error), ==, TACTICS_MATCH_DRIVER_OVER);
}

int
main (int   argc,
      char *argv[])
{
  g_test_init (&argc, &argv, NULL);
  tactics_init ();
  g_test_add_func ("/match/rules/check-command", test_check_command);
  g_test_add_func ("/match/rules/act-off-board", test_act_off_board);
  g_test_add_func ("/match/rules/no-room-plural", test_start_no_room_plural);
  g_test_add_func ("/match/rules/placement", test_placement_rule);
  g_test_add_func ("/match/rules/threat", test_threat);
  g_test_add_func ("/match/driver/human", test_driver_human);
  g_test_add_func ("/match/driver/pass", test_driver_pass);
  g_test_add_func ("/match/driver/run", test_driver_run);

  return g_test_run ();
}
