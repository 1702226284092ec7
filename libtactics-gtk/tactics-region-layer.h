/* SPDX-License-Identifier: GPL-3.0-or-later */
#pragma once

#if !defined(TACTICS_GTK_INSIDE) && !defined(TACTICS_GTK_COMPILATION)
# error "Only <tactics-gtk.h> can be included directly."
#endif

#include "tactics-board-layer.h"

G_BEGIN_DECLS

/* A scenario's regions over the terrain, each in its own colour: a light
 * wash of it, framed along the region's edge. It follows the list and
 * each region as they change (cells, colour), so an editor can paint
 * regions and see them at once. Property: "regions" (a GListModel of
 * TacticsRegion, NULL for none). */
#define TACTICS_TYPE_REGION_LAYER (tactics_region_layer_get_type ())
TACTICS_GTK_AVAILABLE_IN_ALL
G_DECLARE_FINAL_TYPE (TacticsRegionLayer, tactics_region_layer,
                      TACTICS, REGION_LAYER, TacticsBoardLayer)

TACTICS_GTK_AVAILABLE_IN_ALL
TacticsRegionLayer *tactics_region_layer_new         (void);
TACTICS_GTK_AVAILABLE_IN_ALL
GListModel         *tactics_region_layer_get_regions (TacticsRegionLayer *self);
TACTICS_GTK_AVAILABLE_IN_ALL
void                tactics_region_layer_set_regions (TacticsRegionLayer *self,
                                                      GListModel         *regions);

G_END_DECLS
