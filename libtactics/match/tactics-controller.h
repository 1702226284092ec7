/* SPDX-License-Identifier: GPL-3.0-or-later */
#pragma once

#if !defined(TACTICS_INSIDE) && !defined(TACTICS_COMPILATION)
# error "Only <tactics.h> can be included directly."
#endif

#include <glib-object.h>

#include "tactics-command.h"
#include "tactics-macros.h"
#include "tactics-match.h"

G_BEGIN_DECLS

/* Whatever gives a player's commands (the hero and the monsters are the
 * same kind of actor). A computer player (TacticsAi) works out a command
 * from the game; a human controller (TacticsHumanController) hands over
 * the command its player clicked, or nothing yet. A TacticsMatchDriver asks
 * the controller of the current player and performs what it gives: the
 * game never waits on a controller. */
#define TACTICS_TYPE_CONTROLLER (tactics_controller_get_type ())
TACTICS_AVAILABLE_IN_ALL
G_DECLARE_INTERFACE (TacticsController, tactics_controller, TACTICS, CONTROLLER, GObject)

/**
 * TacticsControllerInterface:
 * @parent_iface: the parent interface
 * @next_command: gives the next command of the match's current player:
 *   returns %TRUE with the command filled in, or %FALSE when it has none
 *   yet; see tactics_controller_next_command()
 * @command_refused: hears that the match refused a command it gave, and
 *   why: returns %TRUE when its player should pass instead, %FALSE when it
 *   will give another; see tactics_controller_command_refused(). Optional:
 *   a controller without it passes
 *
 * The virtual methods a controller implements. A controller written in
 * Python subclasses `GObject.Object` with `Tactics.Controller` and
 * implements `do_next_command (self, game)`, returning a pair: whether it
 * has a command, and the #TacticsCommand, made with `Tactics.Command()`
 * and its fields set one by one (`command.cell` takes a whole
 * #TacticsCell; a unit's cell reads best from its #TacticsUnit:cell
 * property). It may implement
 * `do_command_refused (self, game, command, error)`.
 */
struct _TacticsControllerInterface
{
  GTypeInterface parent_iface;

  gboolean (*next_command)    (TacticsController    *self,
                               TacticsMatch         *match,
                               TacticsCommand       *command);
  gboolean (*command_refused) (TacticsController    *self,
                               TacticsMatch         *match,
                               const TacticsCommand *command,
                               const GError         *error);
};

/* The next command for the game's current player, or FALSE when the
 * controller has none (yet). */
TACTICS_AVAILABLE_IN_ALL
gboolean tactics_controller_next_command    (TacticsController    *self,
                                             TacticsMatch         *match,
                                             TacticsCommand       *command);
/* Tells the controller the game refused @command with @error. Returns TRUE
 * when its player should pass instead (a computer player, which would only
 * give the same command again: the default) or FALSE when it will give
 * another (a human picks again). */
TACTICS_AVAILABLE_IN_ALL
gboolean tactics_controller_command_refused (TacticsController    *self,
                                             TacticsMatch         *match,
                                             const TacticsCommand *command,
                                             const GError         *error);

G_END_DECLS
