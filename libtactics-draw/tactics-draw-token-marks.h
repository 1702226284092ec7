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

/* What the board draws round a unit token on a cell, as pictures do: the
 * token's size on a cell, a ring in its team's colour, a health bar. */

/* The width of a unit token standing on a cell of @cell_size. */
TACTICS_DRAW_AVAILABLE_IN_ALL
double tactics_draw_token_size_on_cell (TacticsTopology         topology,
                                        double                  cell_size);
/* A ring in @color round a token @size wide centred at (cx, cy). */
TACTICS_DRAW_AVAILABLE_IN_ALL
void   tactics_draw_token_ring         (cairo_t                *cr,
                                        const TacticsDrawColor *color,
                                        double                  cx,
                                        double                  cy,
                                        double                  size);
/* A bar @fraction full (0 to 1) under a token @size wide centred at
 * (cx, cy): green when healthy, through yellow, to red. */
TACTICS_DRAW_AVAILABLE_IN_ALL
void   tactics_draw_health_bar         (cairo_t                *cr,
                                        double                  fraction,
                                        double                  cx,
                                        double                  cy,
                                        double                  size);
/* The bar of tactics_draw_health_bar() showing what an action would do:
 * the part it would take away striped white and red, the part it would
 * give back in pale green. */
TACTICS_DRAW_AVAILABLE_IN_ALL
void   tactics_draw_health_bar_forecast (cairo_t               *cr,
                                         double                 fraction,
                                         double                 predicted_fraction,
                                         double                 cx,
                                         double                 cy,
                                         double                 size);
/* The rectangle the health bar of a token @size wide centred at (cx, cy)
 * covers, its frame included. */
TACTICS_DRAW_AVAILABLE_IN_ALL
void   tactics_draw_health_bar_extents  (double                 cx,
                                         double                 cy,
                                         double                 size,
                                         double                *x,
                                         double                *y,
                                         double                *width,
                                         double                *height);

G_END_DECLS
