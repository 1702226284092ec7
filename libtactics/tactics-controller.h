/* SPDX-License-Identifier: GPL-3.0-or-later */
#pragma once

#if !defined(TACTICS_INSIDE) && !defined(TACTICS_COMPILATION)
# error "Only <tactics.h> can be included directly."
#endif

#include <glib-object.h>

#include "tactics-command.h"
#include "tactics-match.h"
#include "tactics-macros.h"

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
