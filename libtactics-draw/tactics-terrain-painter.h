/* SPDX-License-Identifier: GPL-3.0-or-later */
#pragma once

#if !defined(TACTICS_DRAW_INSIDE) && !defined(TACTICS_DRAW_COMPILATION)
# error "Only <tactics-draw.h> can be included directly."
#endif

#include <cairo.h>
#include <glib-object.h>

#include "tactics.h"
#include "tactics-draw-macros.h"

G_BEGIN_DECLS

/* Paints a map's terrain in square tiles of device pixels: the board keeps
 * the tiles as render nodes, the CLI paints them into its picture, so both
 * show the same pixels. It learns each terrain's colours and symbol once
 * and keeps the symbols' pictures for the cell size last painted. */
#define TACTICS_TYPE_TERRAIN_PAINTER (tactics_terrain_painter_get_type ())

typedef struct _TacticsTerrainPainter TacticsTerrainPainter;

/* Tile side in device pixels. */
#define TACTICS_TERRAIN_TILE_SIZE 256

TACTICS_DRAW_AVAILABLE_IN_ALL
TacticsTerrainPainter *tactics_terrain_painter_new          (TacticsMap            *map);
TACTICS_DRAW_AVAILABLE_IN_ALL
GType                  tactics_terrain_painter_get_type     (void) G_GNUC_CONST;
TACTICS_DRAW_AVAILABLE_IN_ALL
TacticsTerrainPainter *tactics_terrain_painter_ref          (TacticsTerrainPainter *self);
TACTICS_DRAW_AVAILABLE_IN_ALL
void                   tactics_terrain_painter_unref        (TacticsTerrainPainter *self);
TACTICS_DRAW_AVAILABLE_IN_ALL
TacticsMap            *tactics_terrain_painter_get_map      (TacticsTerrainPainter *self);
/* Forgets what was learnt from the ruleset (colours, symbols): call when
 * terrains or the board's shape change. */
TACTICS_DRAW_AVAILABLE_IN_ALL
void                   tactics_terrain_painter_forget       (TacticsTerrainPainter *self);
/* A tile of the board drawn at @cell_size device pixels a cell, or NULL
 * when it shows no cell. Opaque (RGB24) where the board covers it all. */
TACTICS_DRAW_AVAILABLE_IN_ALL
cairo_surface_t       *tactics_terrain_painter_paint_tile   (TacticsTerrainPainter *self,
                                                             double                 cell_size,
                                                             gboolean               show_grid,
                                                             int                    tile_x,
                                                             int                    tile_y);
/* Draws the terrain of the board pixels from (@x, @y), @width × @height,
 * at (@x, @y) of @cr, from tiles as the board shows them. */
TACTICS_DRAW_AVAILABLE_IN_ALL
void                   tactics_terrain_painter_draw         (TacticsTerrainPainter *self,
                                                             cairo_t               *cr,
                                                             double                 cell_size,
                                                             gboolean               show_grid,
                                                             double                 x,
                                                             double                 y,
                                                             double                 width,
                                                             double                 height);

G_DEFINE_AUTOPTR_CLEANUP_FUNC (TacticsTerrainPainter, tactics_terrain_painter_unref)

G_END_DECLS
