/* SPDX-License-Identifier: GPL-3.0-or-later */
#pragma once

#include <gtk/gtk.h>

#include "tactics.h"

G_BEGIN_DECLS

/* The unit the player is looking at, in the battle's side panel: its
 * token, kind and player, its hit points, its numbers and resistances,
 * the terrain defence it would have under the pointer, whether it may
 * still move and act, and a button per action (1–9 on the keyboard).
 *
 * Signals: "action-chosen" (guint index) when an action's button is
 * clicked. */
#define TACTICS_TYPE_GAME_UNIT_CARD (tactics_game_unit_card_get_type ())
G_DECLARE_FINAL_TYPE (TacticsGameUnitCard, tactics_game_unit_card, TACTICS, GAME_UNIT_CARD,
                      GtkWidget)

/* Shows @unit of @match, or hides the card when @unit is NULL or off the
 * board. @commanding: the player whose turn it is has it selected, so the
 * actions it may still use are sensitive; @chosen_action is the one being
 * aimed, or -1. */
void tactics_game_unit_card_show_unit (TacticsGameUnitCard *self,
                                       TacticsMatch        *match,
                                       TacticsUnit         *unit,
                                       gboolean             commanding,
                                       int                  chosen_action);

/* Says the terrain defence the unit shown would have on @cell (the cell
 * under the pointer, or its own), as the engine counts it
 * (tactics_match_get_defence_at()). */
void tactics_game_unit_card_show_defence (TacticsGameUnitCard *self,
                                          TacticsMatch        *match,
                                          TacticsUnit         *unit,
                                          TacticsCell          cell);
G_END_DECLS
