/* SPDX-License-Identifier: GPL-3.0-or-later */
#pragma once

#include "tactics-gtk.h"

G_BEGIN_DECLS

/* Cells crossed by diagonal stripes over a faint wash: the threat view.
 * Stripes rather than a fill so that it reads apart from the movement and
 * action overlays without relying on colour, and shows the ground and
 * the other overlays through it. */
#define TACTICS_TYPE_GAME_HATCH_LAYER (tactics_game_hatch_layer_get_type ())
G_DECLARE_FINAL_TYPE (TacticsGameHatchLayer, tactics_game_hatch_layer, TACTICS, GAME_HATCH_LAYER,
                      TacticsBoardLayer)

TacticsGameHatchLayer *tactics_game_hatch_layer_new       (void);
void                   tactics_game_hatch_layer_set_cells (TacticsGameHatchLayer *self,
                                                           const TacticsCell     *cells,
                                                           guint                  n_cells);
guint                  tactics_game_hatch_layer_get_n_cells (TacticsGameHatchLayer *self);
gboolean               tactics_game_hatch_layer_contains  (TacticsGameHatchLayer *self,
                                                           TacticsCell            cell);

G_END_DECLS
