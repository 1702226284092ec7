/* SPDX-License-Identifier: GPL-3.0-or-later */
#pragma once

#if !defined(TACTICS_DRAW_INSIDE) && !defined(TACTICS_DRAW_COMPILATION)
# error "Only <tactics-draw.h> can be included directly."
#endif

#include <cairo.h>

#include "tactics.h"
#include "tactics-draw-macros.h"

G_BEGIN_DECLS

/* A cell's outline (a square, or a pointy-top hex) centred at
 * (center_x, center_y), @inset pixels in from its edge. */
TACTICS_DRAW_AVAILABLE_IN_ALL
void tactics_draw_append_cell_path (cairo_t         *cr,
                                    TacticsTopology  topology,
                                    double           cell_size,
                                    double           center_x,
                                    double           center_y,
                                    double           inset);

G_END_DECLS
