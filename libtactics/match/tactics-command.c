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

TacticsCommand *
tactics_command_copy (const TacticsCommand *command)
{
  g_return_val_if_fail (command != NULL, NULL);

  return g_memdup2 (command, sizeof *command);
}

void
tactics_command_free (TacticsCommand *command)
{
  g_free (command);
}

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
