/* SPDX-License-Identifier: GPL-3.0-or-later */
#pragma once

#include <gtk/gtk.h>

#include "tactics.h"

G_BEGIN_DECLS

/* The top of the battle's side panel: whose turn it is (the team's token,
 * the player, the turn and the unit acting, a spinner while a computer
 * plays), when the match ends if it has a turn limit, the result once it
 * is over, and the turn order drawn with the players who are out struck
 * through. */
#define TACTICS_TYPE_GAME_TURN_HEADER (tactics_game_turn_header_get_type ())
G_DECLARE_FINAL_TYPE (TacticsGameTurnHeader, tactics_game_turn_header, TACTICS,
                      GAME_TURN_HEADER, GtkWidget)

/* Shows @match as it is now; NULL shows nothing new. */
void tactics_game_turn_header_update (TacticsGameTurnHeader *self,
                                      TacticsMatch           *match);

G_END_DECLS
