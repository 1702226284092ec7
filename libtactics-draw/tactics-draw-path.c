/* SPDX-License-Identifier: GPL-3.0-or-later */
#include "config.h"

#include <math.h>

#include "tactics-draw.h"

/**
 * tactics_draw_path:
 * @cr: a cairo context, in board pixels
 * @topology: square or hex
 * @cell_size: the cell size, in pixels
 * @cells: (array length=n_cells): the route's cells, in order
 * @n_cells: how many
 * @color: the route's colour
 *
 * Draws a route through cells' centres: a line in @color over a dark
 * halo, a ring on the first cell (where it starts) and an arrowhead along
 * the last step (where it goes).
 */
void
tactics_draw_path (cairo_t                *cr,
                   TacticsTopology         topology,
                   double                  cell_size,
                   const TacticsCell      *cells,
                   guint                   n_cells,
                   const TacticsDrawColor *color)
{
  double line_width = CLAMP (cell_size * 0.12, 2.0, 8.0);
  double end_x = 0;
  double end_y = 0;
  double previous_x = 0;
  double previous_y = 0;
  double x;
  double y;

  g_return_if_fail (cr != NULL);
  g_return_if_fail (cells != NULL || n_cells == 0);
  g_return_if_fail (color != NULL);

  if (n_cells == 0)
    return;

  cairo_save (cr);
  for (guint i = 0; i < n_cells; i++)
    {
      tactics_cell_to_pixel (topology, cell_size, cells[i], &x, &y);
      if (i == 0)
        cairo_move_to (cr, x, y);
      else
        cairo_line_to (cr, x, y);
      previous_x = end_x;
      previous_y = end_y;
      end_x = x;
      end_y = y;
    }

  cairo_set_line_cap (cr, CAIRO_LINE_CAP_ROUND);
  cairo_set_line_join (cr, CAIRO_LINE_JOIN_ROUND);
  cairo_set_line_width (cr, line_width + 3.0);
  cairo_set_source_rgba (cr, 0, 0, 0, 0.45);
  cairo_stroke_preserve (cr);
  cairo_set_line_width (cr, line_width);
  tactics_draw_color_set_source_with_opacity (cr, color, 0.95);
  cairo_stroke (cr);

  /* the start, a ring */
  tactics_cell_to_pixel (topology, cell_size, cells[0], &x, &y);
  cairo_new_sub_path (cr);
  cairo_arc (cr, x, y, line_width * 1.2, 0, 2 * G_PI);
  cairo_set_source_rgba (cr, 0, 0, 0, 0.45);
  cairo_set_line_width (cr, line_width * 0.9);
  cairo_stroke_preserve (cr);
  tactics_draw_color_set_source_with_opacity (cr, color, 1.0);
  cairo_set_line_width (cr, line_width * 0.5);
  cairo_stroke (cr);

  /* the goal, an arrowhead along the last step */
  if (n_cells > 1)
    {
      double angle = atan2 (end_y - previous_y, end_x - previous_x);
      double length = MAX (cell_size * 0.38, line_width * 2.5);

      cairo_save (cr);
      cairo_translate (cr, end_x, end_y);
      cairo_rotate (cr, angle);
      cairo_move_to (cr, length * 0.45, 0);
      cairo_line_to (cr, -length * 0.55, -length * 0.5);
      cairo_line_to (cr, -length * 0.55, length * 0.5);
      cairo_close_path (cr);
      cairo_restore (cr);
      cairo_set_line_width (cr, 2.0);
      cairo_set_source_rgba (cr, 0, 0, 0, 0.55);
      cairo_stroke_preserve (cr);
      tactics_draw_color_set_source_with_opacity (cr, color, 1.0);
      cairo_fill (cr);
    }
  cairo_restore (cr);
}
