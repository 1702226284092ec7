/* SPDX-License-Identifier: GPL-3.0-or-later */
#pragma once

#if !defined(TACTICS_INSIDE) && !defined(TACTICS_COMPILATION)
# error "Only <tactics.h> can be included directly."
#endif

#include <glib-object.h>

#include "tactics-controller.h"
#include "tactics-macros.h"
#include "tactics-match.h"

G_BEGIN_DECLS

/**
 * TacticsMatchDriverStep:
 * @TACTICS_MATCH_DRIVER_PERFORMED: the controller's command was performed
 *   (or its alternative)
 * @TACTICS_MATCH_DRIVER_PASSED: it was refused, so the player passed: its
 *   turn ended, or in placement its units were placed for it
 * @TACTICS_MATCH_DRIVER_REFUSED: it was refused and the controller will
 *   give another
 * @TACTICS_MATCH_DRIVER_WAITING: no controller, or it has no command yet
 * @TACTICS_MATCH_DRIVER_OVER: nobody is to play: the match is over or not
 *   started
 * @TACTICS_MATCH_DRIVER_STUCK: refused, and passing was refused too
 *
 * What one step of a driver did. Nicks "performed", "passed", "refused",
 * "waiting", "over", "stuck".
 */
typedef enum {
  TACTICS_MATCH_DRIVER_PERFORMED,
  TACTICS_MATCH_DRIVER_PASSED,
  TACTICS_MATCH_DRIVER_REFUSED,
  TACTICS_MATCH_DRIVER_WAITING,
  TACTICS_MATCH_DRIVER_OVER,
  TACTICS_MATCH_DRIVER_STUCK,
} TacticsMatchDriverStep;

#define TACTICS_TYPE_MATCH_DRIVER_STEP (tactics_match_driver_step_get_type ())
TACTICS_AVAILABLE_IN_ALL
GType tactics_match_driver_step_get_type (void) G_GNUC_CONST;

/* The one loop that plays a match: it asks the controller of the current
 * player for a command and performs it. When the game refuses it, the
 * controller hears why (tactics_controller_command_refused()) and either
 * picks again or passes: the driver ends its turn, or in placement places
 * its units for it, so that a computer player that errs never stalls the
 * match. If even that is refused, the match is stuck.
 *
 * A window steps it one command at a time, at the pace of its
 * animations, with a TacticsHumanController for the player at the screen;
 * the command line and the tests run it to the end.
 *
 * Signals: "performed" (const TacticsCommand *command, TacticsCommandResult
 * result) for every command the driver got performed, a pass included, in
 * order, as performed (ALTERNATIVE: not the command given); "refused" (const
 * TacticsCommand *command, const GError *error) for every command of a
 * controller the game refused. Property: "match" (construct-only). */
#define TACTICS_TYPE_MATCH_DRIVER (tactics_match_driver_get_type ())
TACTICS_AVAILABLE_IN_ALL
G_DECLARE_FINAL_TYPE (TacticsMatchDriver, tactics_match_driver, TACTICS, MATCH_DRIVER, GObject)

TACTICS_AVAILABLE_IN_ALL
TacticsMatchDriver     *tactics_match_driver_new            (TacticsMatch        *match);
TACTICS_AVAILABLE_IN_ALL
TacticsMatch           *tactics_match_driver_get_match      (TacticsMatchDriver  *self);
/* Who gives @player's commands (NULL: nobody yet, and the driver waits). */
TACTICS_AVAILABLE_IN_ALL
void                    tactics_match_driver_set_controller (TacticsMatchDriver  *self,
                                                             guint                player,
                                                             TacticsController   *controller);
TACTICS_AVAILABLE_IN_ALL
TacticsController      *tactics_match_driver_get_controller (TacticsMatchDriver  *self,
                                                             guint                player);
/* One command of the current player's controller, performed, refused or
 * passed for; @error is set for REFUSED and STUCK (the reason). Not from a
 * handler of the match's "event" signal. */
TACTICS_AVAILABLE_IN_ALL
TacticsMatchDriverStep  tactics_match_driver_step           (TacticsMatchDriver  *self,
                                                             GError             **error);
/* Steps until the match is over (OVER), a controller has nothing to give
 * (WAITING) or the match is stuck (STUCK, with @error set). A controller
 * that keeps giving refused commands and never passes keeps it going. */
TACTICS_AVAILABLE_IN_ALL
TacticsMatchDriverStep  tactics_match_driver_run            (TacticsMatchDriver  *self,
                                                             GError             **error);

G_END_DECLS
