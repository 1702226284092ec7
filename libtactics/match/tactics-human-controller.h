/* SPDX-License-Identifier: GPL-3.0-or-later */
#pragma once

#if !defined(TACTICS_INSIDE) && !defined(TACTICS_COMPILATION)
# error "Only <tactics.h> can be included directly."
#endif

#include <glib-object.h>

#include "tactics-command.h"
#include "tactics-macros.h"

G_BEGIN_DECLS

/* The controller of a player at the screen: a window hands it the command
 * its player chose (tactics_human_controller_submit()), then steps its
 * TacticsMatchDriver, which takes the command from here. Until then it has
 * none, and the driver waits. A refused command is dropped and the player
 * chooses again: a human never passes for having misclicked. */
#define TACTICS_TYPE_HUMAN_CONTROLLER (tactics_human_controller_get_type ())
TACTICS_AVAILABLE_IN_ALL
G_DECLARE_FINAL_TYPE (TacticsHumanController, tactics_human_controller,
                      TACTICS, HUMAN_CONTROLLER, GObject)

TACTICS_AVAILABLE_IN_ALL
TacticsHumanController *tactics_human_controller_new         (void);
/* Keeps @command for the driver's next step, in place of any not taken
 * yet. */
TACTICS_AVAILABLE_IN_ALL
void                    tactics_human_controller_submit      (TacticsHumanController *self,
                                                              const TacticsCommand   *command);
/* Whether a command waits to be taken. */
TACTICS_AVAILABLE_IN_ALL
gboolean                tactics_human_controller_has_command (TacticsHumanController *self);
/* Drops the command not taken yet, if any. */
TACTICS_AVAILABLE_IN_ALL
void                    tactics_human_controller_clear       (TacticsHumanController *self);

G_END_DECLS
