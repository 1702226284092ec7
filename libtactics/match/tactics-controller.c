/* SPDX-License-Identifier: GPL-3.0-or-later */
#include "config.h"

#include "tactics-controller.h"
#include "tactics-command.h"
#include "tactics-match.h"

/**
 * TacticsController:
 *
 * Whatever gives a player's commands: a computer player (#TacticsAi) works
 * out a command from the match, a human controller
 * (#TacticsHumanController) hands over the command its player clicked, or
 * nothing yet.
 *
 * A #TacticsMatchDriver asks the controller of the current player and
 * performs what it gives: the match never waits on a controller. A bot
 * written in another language implements this interface.
 */
G_DEFINE_INTERFACE (TacticsController, tactics_controller, G_TYPE_OBJECT)

static void
tactics_controller_default_init (TacticsControllerInterface *iface)
{
}

/**
 * tactics_controller_next_command:
 * @self: a controller
 * @match: the match, whose current player the controller plays for
 * @command: (out caller-allocates): where the command goes
 *
 * Asks the controller for the next command of the match's current player.
 * A controller without one yet (a human who has not chosen) returns
 * %FALSE; the match never waits on it.
 *
 * Returns: %TRUE with @command filled in, %FALSE when the controller has no
 *   command (yet)
 */
gboolean
tactics_controller_next_command (TacticsController *self,
                                 TacticsMatch       *match,
                                 TacticsCommand    *command)
{
  TacticsControllerInterface *iface;

  g_return_val_if_fail (TACTICS_IS_CONTROLLER (self), FALSE);
  g_return_val_if_fail (TACTICS_IS_MATCH (match), FALSE);
  g_return_val_if_fail (command != NULL, FALSE);

  iface = TACTICS_CONTROLLER_GET_IFACE (self);
  if (iface->next_command == NULL)
    return FALSE;
  return iface->next_command (self, match, command);
}

/**
 * tactics_controller_command_refused:
 * @self: a controller
 * @match: the match that refused the command
 * @command: the command the match refused
 * @error: why the match refused it, a #TACTICS_MATCH_ERROR
 *
 * Tells the controller that the match refused @command with @error. A
 * controller that does not implement #TacticsControllerInterface.command_refused
 * passes.
 *
 * Returns: %TRUE when its player should pass instead (a computer player,
 *   which would only give the same command again), %FALSE when it will
 *   give another (a human picks again)
 */
gboolean
tactics_controller_command_refused (TacticsController    *self,
                                    TacticsMatch         *match,
                                    const TacticsCommand *command,
                                    const GError         *error)
{
  TacticsControllerInterface *iface;

  g_return_val_if_fail (TACTICS_IS_CONTROLLER (self), TRUE);
  g_return_val_if_fail (TACTICS_IS_MATCH (match), TRUE);
  g_return_val_if_fail (command != NULL, TRUE);
  g_return_val_if_fail (error != NULL, TRUE);

  iface = TACTICS_CONTROLLER_GET_IFACE (self);
  if (iface->command_refused == NULL)
    return TRUE;
  return iface->command_refused (self, match, command, error);
}
