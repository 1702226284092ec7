/* SPDX-License-Identifier: GPL-3.0-or-later */
#include "config.h"

#include "tactics-command.h"
#include "tactics-geometry.h"

G_DEFINE_ENUM_TYPE (TacticsCommandKind, tactics_command_kind,
  G_DEFINE_ENUM_VALUE (TACTICS_COMMAND_PLACE, "place"),
  G_DEFINE_ENUM_VALUE (TACTICS_COMMAND_MOVE, "move"),
  G_DEFINE_ENUM_VALUE (TACTICS_COMMAND_ACT, "act"),
  G_DEFINE_ENUM_VALUE (TACTICS_COMMAND_END_TURN, "end-turn"))

G_DEFINE_ENUM_TYPE (TacticsCommandResult, tactics_command_result,
  G_DEFINE_ENUM_VALUE (TACTICS_COMMAND_RESULT_SUCCESS, "success"),
  G_DEFINE_ENUM_VALUE (TACTICS_COMMAND_RESULT_FAILURE, "failure"),
  G_DEFINE_ENUM_VALUE (TACTICS_COMMAND_RESULT_ALTERNATIVE, "alternative"))

G_DEFINE_BOXED_TYPE (TacticsCommand, tactics_command, tactics_command_copy, tactics_command_free)

/**
 * tactics_command_copy:
 * @command: a command
 *
 * Copies @command, for the boxed type; a #TacticsCommand is a plain value.
 *
 * Returns: (transfer full): a copy, freed with tactics_command_free()
 */
TacticsCommand *
tactics_command_copy (const TacticsCommand *command)
{
  g_return_val_if_fail (command != NULL, NULL);

  return g_memdup2 (command, sizeof *command);
}

/**
 * tactics_command_free:
 * @command: (nullable): a command from tactics_command_copy()
 *
 * Frees a copied command.
 */
void
tactics_command_free (TacticsCommand *command)
{
  g_free (command);
}

/**
 * tactics_command_init_place:
 * @command: the command to fill in
 * @player: the player giving the command
 * @unit: the id of the unit to place
 * @cell: where to put it
 *
 * Makes @command a place command, for the placement phase. Fields the kind
 * does not use are set to 0.
 */
void
tactics_command_init_place (TacticsCommand *command,
                            guint           player,
                            guint           unit,
                            TacticsCell     cell)
{
  g_return_if_fail (command != NULL);

  *command = (TacticsCommand) {
    .kind = TACTICS_COMMAND_PLACE,
    .player = player,
    .unit = unit,
    .cell = cell,
  };
}

/**
 * tactics_command_init_move:
 * @command: the command to fill in
 * @player: the player giving the command
 * @unit: the id of the unit to move
 * @destination: where it goes
 *
 * Makes @command a move command. Fields the kind does not use are set to 0.
 */
void
tactics_command_init_move (TacticsCommand *command,
                           guint           player,
                           guint           unit,
                           TacticsCell     destination)
{
  g_return_if_fail (command != NULL);

  *command = (TacticsCommand) {
    .kind = TACTICS_COMMAND_MOVE,
    .player = player,
    .unit = unit,
    .cell = destination,
  };
}

/**
 * tactics_command_init_act:
 * @command: the command to fill in
 * @player: the player giving the command
 * @unit: the id of the acting unit
 * @action: the position of the action in the unit type's action list
 * @focus: the cell the action is aimed at
 *
 * Makes @command an act command. Fields the kind does not use are set to 0.
 */
void
tactics_command_init_act (TacticsCommand *command,
                          guint           player,
                          guint           unit,
                          guint           action,
                          TacticsCell     focus)
{
  g_return_if_fail (command != NULL);

  *command = (TacticsCommand) {
    .kind = TACTICS_COMMAND_ACT,
    .player = player,
    .unit = unit,
    .action = action,
    .cell = focus,
  };
}

/**
 * tactics_command_init_end_turn:
 * @command: the command to fill in
 * @player: the player ending its turn
 *
 * Makes @command an end-turn command: @player ends its turn (its active
 * unit's, in initiative mode). Fields the kind does not use are set to 0.
 */
void
tactics_command_init_end_turn (TacticsCommand *command,
                               guint           player)
{
  g_return_if_fail (command != NULL);

  *command = (TacticsCommand) {
    .kind = TACTICS_COMMAND_END_TURN,
    .player = player,
  };
}

/**
 * tactics_command_equal:
 * @a: a command
 * @b: another command
 *
 * Compares every field of two commands.
 *
 * Returns: %TRUE when @a and @b ask for the same thing
 */
gboolean
tactics_command_equal (const TacticsCommand *a,
                       const TacticsCommand *b)
{
  g_return_val_if_fail (a != NULL, FALSE);
  g_return_val_if_fail (b != NULL, FALSE);

  return a->kind == b->kind &&
         a->player == b->player &&
         a->unit == b->unit &&
         a->action == b->action &&
         a->cell.x == b->cell.x &&
         a->cell.y == b->cell.y;
}
