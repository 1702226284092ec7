/* SPDX-License-Identifier: GPL-3.0-or-later */
#include "config.h"

#include "tactics-draw.h"

/* A token keeps at least this radius while the cell has room for it. */
#define MIN_READABLE_RADIUS 10.0

/**
 * tactics_draw_token_size_on_cell:
 * @topology: square or hex
 * @cell_size: the cell size, in pixels
 *
 * Gives how wide a unit token standing on a cell is drawn: most of the
 * cell, and no smaller than a readable token (about 20 pixels across)
 * while the cell has room for one.
 *
 * Returns: the token's width, in pixels
 */
double
tactics_draw_token_size_on_cell (TacticsTopology topology,
                                 double          cell_size)
{
  double half = tactics_cell_breadth (topology, cell_size) / 2.0;

  return 2.0 * MAX (half * 0.72, MIN (MIN_READABLE_RADIUS, half * 0.94));
}

/**
 * tactics_draw_token_ring:
 * @cr: a cairo context
 * @color: the ring's colour, a team's
 * @cx: the horizontal position of the token's centre
 * @cy: the vertical position of the token's centre
 * @size: the token's width
 *
 * Draws a ring round a token, in the colour of the team it belongs to.
 */
void
tactics_draw_token_ring (cairo_t                *cr,
                         const TacticsDrawColor *color,
                         double                  cx,
                         double                  cy,
                         double                  size)
{
  double radius = size / 2.0;

  g_return_if_fail (cr != NULL);
  g_return_if_fail (color != NULL);

  cairo_save (cr);
  tactics_draw_append_token_shape (cr, TACTICS_DRAW_TOKEN_CIRCLE, cx, cy, radius);
  cairo_set_line_width (cr, MAX (radius * 0.22, 2.0));
  tactics_draw_color_set_source (cr, color);
  cairo_stroke (cr);
  cairo_restore (cr);
}

/**
 * tactics_draw_health_bar:
 * @cr: a cairo context
 * @fraction: how full the bar is, from 0 to 1 (clamped)
 * @cx: the horizontal position of the token's centre
 * @cy: the vertical position of the token's centre
 * @size: the token's width
 *
 * Draws a unit's health under its token: a dark frame and a bar
 * @fraction full, green when healthy, through yellow, to red.
 */
void
tactics_draw_health_bar (cairo_t *cr,
                         double   fraction,
                         double   cx,
                         double   cy,
                         double   size)
{
  double radius = size / 2.0;
  double width = radius * 1.6;
  double height = MAX (radius * 0.2, 3.0);
  double left = cx - width / 2.0;
  double top = cy + radius * 0.82;

  g_return_if_fail (cr != NULL);

  fraction = CLAMP (fraction, 0.0, 1.0);
  cairo_save (cr);
  cairo_rectangle (cr, left - 1, top - 1, width + 2, height + 2);
  cairo_set_source_rgba (cr, 0, 0, 0, 0.7);
  cairo_fill (cr);
  cairo_rectangle (cr, left, top, width * fraction, height);
  cairo_set_source_rgb (cr,
                        fraction > 0.5 ? 2.0 * (1.0 - fraction) : 1.0,
                        fraction > 0.5 ? 0.8 : 1.6 * fraction,
                        0.15);
  cairo_fill (cr);
  cairo_restore (cr);
}
