/* SPDX-License-Identifier: GPL-3.0-or-later */
#pragma once

#include <gtk/gtk.h>

#include "tactics.h"

G_BEGIN_DECLS

/* The board's terrain drawn once into square images ("tiles") per zoom
 * level and reused: panning draws only the tiles that come into view, an
 * overlay change draws none, a painted cell redraws the tiles under it. */
typedef struct _TacticsTerrainCache TacticsTerrainCache;

/* Tile side in device pixels: TACTICS_TERRAIN_TILE_SIZE, as the
 * painter (libtactics-draw) draws them. */

TacticsTerrainCache *tactics_terrain_cache_new               (void);
void                 tactics_terrain_cache_free              (TacticsTerrainCache   *self);
/* The map drawn (borrowed: the caller keeps it alive); drops every tile. */
void                 tactics_terrain_cache_set_map           (TacticsTerrainCache   *self,
                                                              TacticsMap            *map);
/* Drops every tile and what was learnt from the ruleset (colours,
 * symbols): call when terrains or the board's shape change. */
void                 tactics_terrain_cache_clear             (TacticsTerrainCache   *self);
/* Drops the tiles that show any of these cells. */
void                 tactics_terrain_cache_invalidate_cells  (TacticsTerrainCache   *self,
                                                              int                    x,
                                                              int                    y,
                                                              int                    width,
                                                              int                    height);
/* Appends the tiles covering @area (board pixels at @cell_size, logical)
 * as render nodes positioned in board pixels. Missing tiles are drawn for
 * at most @budget_us microseconds (negative: no limit); those left are
 * shown from the previous zoom level, scaled, and FALSE is returned: draw
 * another frame soon. With no previous level every tile is drawn. */
gboolean             tactics_terrain_cache_snapshot          (TacticsTerrainCache   *self,
                                                              GtkSnapshot           *snapshot,
                                                              double                 cell_size,
                                                              int                    scale_factor,
                                                              gboolean               show_grid,
                                                              const graphene_rect_t *area,
                                                              gint64                 budget_us);
/* How many tiles have been drawn so far, and how many are kept. */
guint                tactics_terrain_cache_get_draw_count    (TacticsTerrainCache   *self);
guint                tactics_terrain_cache_get_n_tiles       (TacticsTerrainCache   *self);

G_DEFINE_AUTOPTR_CLEANUP_FUNC (TacticsTerrainCache, tactics_terrain_cache_free)

G_END_DECLS
