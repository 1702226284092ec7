/* SPDX-License-Identifier: GPL-3.0-or-later */
#pragma once

#if !defined(TACTICS_DRAW_INSIDE) && !defined(TACTICS_DRAW_COMPILATION)
# error "Only <tactics-draw.h> can be included directly."
#endif

#include <cairo.h>

#include "tactics.h"
#include "tactics-draw-cells.h"
#include "tactics-draw-macros.h"

G_BEGIN_DECLS

/**
 * TacticsDrawFog:
 * @TACTICS_DRAW_FOG_SEEN: the player sees the cell now: drawn as it is
 * @TACTICS_DRAW_FOG_UNSEEN: the player knows the cell's terrain but does
 *   not see it now: the terrain dimmed and hatched
 * @TACTICS_DRAW_FOG_UNKNOWN: the player has never seen the cell (shroud):
 *   near-black
 *
 * What a player knows of a cell, as the fog is drawn over it.
 */
typedef enum {
  TACTICS_DRAW_FOG_SEEN,
  TACTICS_DRAW_FOG_UNSEEN,
  TACTICS_DRAW_FOG_UNKNOWN,
} TacticsDrawFog;

/* Fills @states (@width × @height bytes, row by row) with a TacticsDrawFog
 * a cell from what @view's player knows: a TacticsDrawCellMask of these
 * bytes holds the fogged cells. */
TACTICS_DRAW_AVAILABLE_IN_ALL
void tactics_draw_fog_read_view (TacticsView               *view,
                                 int                        width,
                                 int                        height,
                                 guint8                    *states);
/* Draws the fog of the cells of @states (TacticsDrawFog bytes) from
 * (@first_x, @first_y) to (@last_x, @last_y) over their terrain: unseen
 * cells dimmed and hatched, unknown ones near-black, and a light edge with
 * a dark halo where a seen cell meets one that is not. */
TACTICS_DRAW_AVAILABLE_IN_ALL
void tactics_draw_fog           (cairo_t                   *cr,
                                 const TacticsDrawCellMask *states,
                                 double                     cell_size,
                                 int                        first_x,
                                 int                        first_y,
                                 int                        last_x,
                                 int                        last_y);

G_END_DECLS
