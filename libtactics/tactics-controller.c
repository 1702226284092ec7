/* SPDX-License-Identifier: GPL-3.0-or-later */
#include "config.h"

#include "tactics.h"

G_DEFINE_INTERFACE (TacticsController, tactics_controller, G_TYPE_OBJECT)

static void
tactics_controller_default_init (TacticsControllerInterface *iface)
{
}

/**
 * tactics_controller_next_command:
 * @self: a controller
 * @game: the match, waiting on the player this controller plays
 * @command: (out caller-allocates): where the command goes
 *
 * Asks for the next command of the match's current player.
 *
 * Returns: %TRUE when @command holds one, %FALSE when the controller has
 *   none (yet)
 */
gboolean
tactics_controller_next_command (TacticsController *self,
                                 TacticsMatch       *game,
                                 TacticsCommand    *command)
{
  TacticsControllerInterface *iface;

  g_return_val_if_fail (TACTICS_IS_CONTROLLER (self), FALSE);
  g_return_val_if_fail (TACTICS_IS_MATCH (game), FALSE);
  g_return_val_if_fail (command != NULL, FALSE);

  iface = TACTICS_CONTROLLER_GET_IFACE (self);
  if (iface->next_command == NULL)
    return FALSE;
  return iface->next_command (self, game, command);
}

/**
 * tactics_controller_command_refused:
 * @self: a controller
 * @game: the match
 * @command: the command the match refused
 * @error: why
 *
 * Tells the controller the match refused @command.
 *
 * Returns: %TRUE when its player should pass instead (the default),
 *   %FALSE when the controller will give another command
 */
gboolean
tactics_controller_command_refused (TacticsController    *self,
                                    TacticsMatch         *game,
                                    const TacticsCommand *command,
                                    const GError         *error)
{
  TacticsControllerInterface *iface;

  g_return_val_if_fail (TACTICS_IS_CONTROLLER (self), TRUE);
  g_return_val_if_fail (TACTICS_IS_MATCH (game), TRUE);
  g_return_val_if_fail (command != NULL, TRUE);
  g_return_val_if_fail (error != NULL, TRUE);

  iface = TACTICS_CONTROLLER_GET_IFACE (self);
  if (iface->command_refused == NULL)
    return TRUE;
  return iface->command_refused (self, game, command, error);
}
