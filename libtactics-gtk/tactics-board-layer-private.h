/* SPDX-License-Identifier: GPL-3.0-or-later */
#pragma once

#include "tactics-board-layer.h"

G_BEGIN_DECLS

/* The layer's drawing for @context: the kept node when the context is the
 * one it was drawn for and nothing was invalidated since, else a fresh one.
 * NULL when the layer draws nothing. (transfer none) */
GskRenderNode *tactics_board_layer_get_node         (TacticsBoardLayer              *self,
                                                     const TacticsBoardLayerContext *context);
/* How many times the layer has been drawn; lets tests check the cache. */
guint          tactics_board_layer_get_draw_count   (TacticsBoardLayer              *self);

G_END_DECLS
