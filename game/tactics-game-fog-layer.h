/* SPDX-License-Identifier: GPL-3.0-or-later */
#pragma once

#include "tactics-gtk.h"

G_BEGIN_DECLS

/* The fog of war over the terrain, as one player knows the board: ground
 * it knows but does not see now dimmed and hatched, ground it never saw
 * black, and a light edge round what it sees (tactics_draw_fog()). It
 * follows its view's "changed" signal; without a view it draws nothing. */
#define TACTICS_TYPE_GAME_FOG_LAYER (tactics_game_fog_layer_get_type ())
G_DECLARE_FINAL_TYPE (TacticsGameFogLayer, tactics_game_fog_layer, TACTICS, GAME_FOG_LAYER,
                      TacticsBoardLayer)

TacticsGameFogLayer *tactics_game_fog_layer_new      (void);
/* Shows what @view's player knows of @map's cells; NULL for no fog. */
void                 tactics_game_fog_layer_set_view (TacticsGameFogLayer *self,
                                                      TacticsMap          *map,
                                                      TacticsView         *view);
/* (transfer none) (nullable) */
TacticsView         *tactics_game_fog_layer_get_view (TacticsGameFogLayer *self);

G_END_DECLS
