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

/* Cells marked one by one rather than as an area: each framed in @color
 * over a dark line, on a wash of @fill_alpha (0: none). */
TACTICS_DRAW_AVAILABLE_IN_ALL
void tactics_draw_cell_frames        (cairo_t                *cr,
                                      TacticsTopology         topology,
                                      double                  cell_size,
                                      const TacticsCell      *cells,
                                      guint                   n_cells,
                                      const TacticsDrawColor *color,
                                      double                  fill_alpha);
/* A light wash, then each cell framed dark with @color inside: one of
 * the two reads on any terrain. */
TACTICS_DRAW_AVAILABLE_IN_ALL
void tactics_draw_cell_double_frames (cairo_t                *cr,
                                      TacticsTopology         topology,
                                      double                  cell_size,
                                      const TacticsCell      *cells,
                                      guint                   n_cells,
                                      const TacticsDrawColor *color);
/* A target ring centred at (cx, cy), sized for cells of @cell_size:
 * where an action is aimed. Nothing on cells too small for it. */
TACTICS_DRAW_AVAILABLE_IN_ALL
void tactics_draw_target             (cairo_t                *cr,
                                      double                  cell_size,
                                      double                  cx,
                                      double                  cy);

G_END_DECLS
