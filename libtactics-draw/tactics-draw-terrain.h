/* SPDX-License-Identifier: GPL-3.0-or-later */
#pragma once

#if !defined(TACTICS_DRAW_INSIDE) && !defined(TACTICS_DRAW_COMPILATION)
# error "Only <tactics-draw.h> can be included directly."
#endif

#include <cairo.h>

#include "tactics.h"
#include "tactics-draw-color.h"
#include "tactics-draw-macros.h"

G_BEGIN_DECLS

/* How terrains look: a ground colour plus a small drawing per kind of
 * ground ("symbol"), chosen from the terrain's icon, id or name, its inks
 * taken from the ground so any colour a designer picks works. */

/* The symbols known: "grass", "trees", "hills", "peaks"… */
TACTICS_DRAW_AVAILABLE_IN_ALL
const char * const *tactics_draw_terrain_list_symbols    (void);
/* A symbol's name for people, translated ("Peaks"), or NULL. */
TACTICS_DRAW_AVAILABLE_IN_ALL
const char         *tactics_draw_terrain_get_symbol_name (const char             *symbol);
/* The symbol drawn for a terrain, or NULL for plain ground. */
TACTICS_DRAW_AVAILABLE_IN_ALL
const char         *tactics_draw_terrain_get_symbol      (TacticsTerrain         *terrain);
/* The terrain's colour; grey when it has none or it does not parse. */
TACTICS_DRAW_AVAILABLE_IN_ALL
void                tactics_draw_terrain_get_color       (TacticsTerrain         *terrain,
                                                          TacticsDrawColor       *color);
/* A symbol for a cell centred at (center_x, center_y); @variant 1
 * mirrors it. */
TACTICS_DRAW_AVAILABLE_IN_ALL
void                tactics_draw_terrain_symbol          (cairo_t                *cr,
                                                          const char             *symbol_name,
                                                          const TacticsDrawColor *ground,
                                                          TacticsTopology         topology,
                                                          double                  cell_size,
                                                          double                  center_x,
                                                          double                  center_y,
                                                          guint                   variant);
/* One whole cell: ground, symbol and a thin outline, for swatches. */
TACTICS_DRAW_AVAILABLE_IN_ALL
void                tactics_draw_terrain_cell            (cairo_t                *cr,
                                                          TacticsTerrain         *terrain,
                                                          TacticsTopology         topology,
                                                          double                  cell_size,
                                                          double                  center_x,
                                                          double                  center_y);

G_END_DECLS
