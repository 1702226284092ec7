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

/* A route through @cells in order: a line over a dark halo, a ring on the
 * first cell and an arrowhead along the last step. */
TACTICS_DRAW_AVAILABLE_IN_ALL
void tactics_draw_path (cairo_t                *cr,
                        TacticsTopology         topology,
                        double                  cell_size,
                        const TacticsCell      *cells,
                        guint                   n_cells,
                        const TacticsDrawColor *color);

G_END_DECLS
