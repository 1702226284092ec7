/* SPDX-License-Identifier: GPL-3.0-or-later */
#pragma once

#include <gtk/gtk.h>

#include "tactics.h"

G_BEGIN_DECLS

/* The side panel while a human places an army: where the draw put the
 * first unit and the rule for the others, the units left to place (the
 * one the next click places picked out), and "Place for Me"
 * ("battle.place-for-me").
 *
 * Signals: "unit-chosen" (int unit) when the player picks another unit
 * to place. */
#define TACTICS_TYPE_GAME_PLACEMENT_PANEL (tactics_game_placement_panel_get_type ())
G_DECLARE_FINAL_TYPE (TacticsGamePlacementPanel, tactics_game_placement_panel, TACTICS,
                      GAME_PLACEMENT_PANEL, GtkWidget)

/* Shows what @player of @match has left to place; @placing_unit is picked
 * out. The list takes clicks only when @sensitive. */
void tactics_game_placement_panel_update (TacticsGamePlacementPanel *self,
                                          TacticsMatch              *match,
                                          int                        player,
                                          int                        placing_unit,
                                          gboolean                   sensitive);

G_END_DECLS
