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

/* A cell's outline (a square, or a pointy-top hex) centred at
 * (center_x, center_y), @inset pixels in from its edge. */
TACTICS_DRAW_AVAILABLE_IN_ALL
void tactics_draw_append_cell_path (cairo_t         *cr,
                                    TacticsTopology  topology,
                                    double           cell_size,
                                    double           center_x,
                                    double           center_y,
                                    double           inset);

/**
 * TacticsDrawCellMask:
 * @topology: the board's topology
 * @width: the board's width, in cells
 * @height: the board's height, in cells
 * @cells: (array): one byte a cell, row by row, non-zero for a cell in the set
 * @x: the column of the board the mask's first column stands for
 * @y: the row of the board the mask's first row stands for
 *
 * A set of cells of a board, one byte a cell over a rectangle of the
 * board (the whole board when @x and @y are 0 and the size is the
 * board's, or the part of it on screen): a million cells cost a
 * megabyte, not a million lookups.
 */
typedef struct {
  TacticsTopology  topology;
  int              width;
  int              height;
  const guint8    *cells;
  int              x;
  int              y;
} TacticsDrawCellMask;

/* The cells of @mask washed in @color at @fill_alpha and outlined along
 * the set's edge in @color over a dark halo (dashed when @dashed). */
TACTICS_DRAW_AVAILABLE_IN_ALL
void        tactics_draw_cell_area          (cairo_t                   *cr,
                                             const TacticsDrawCellMask *mask,
                                             double                     cell_size,
                                             const TacticsDrawColor    *color,
                                             double                     fill_alpha,
                                             gboolean                   dashed);
/* The cells of @mask filled with @color, nothing else. */
TACTICS_DRAW_AVAILABLE_IN_ALL
void        tactics_draw_cell_fill          (cairo_t                   *cr,
                                             const TacticsDrawCellMask *mask,
                                             double                     cell_size,
                                             const TacticsDrawColor    *color);
/* @text in white with a dark halo, centred at (center_x, center_y), sized
 * for cells of @cell_size; nothing on cells too small to read it. */
TACTICS_DRAW_AVAILABLE_IN_ALL
void        tactics_draw_cell_label         (cairo_t                   *cr,
                                             const char                *text,
                                             double                     cell_size,
                                             double                     center_x,
                                             double                     center_y);
/* The size tactics_draw_cell_label() covers around its centre. */
TACTICS_DRAW_AVAILABLE_IN_ALL
void        tactics_draw_measure_cell_label (const char                *text,
                                             double                     cell_size,
                                             double                    *width,
                                             double                    *height);
/* Of @cells, the one nearest their middle: where a region's name goes. */
TACTICS_DRAW_AVAILABLE_IN_ALL
TacticsCell tactics_draw_find_label_cell    (const TacticsCell         *cells,
                                             guint                      n_cells);

G_END_DECLS
