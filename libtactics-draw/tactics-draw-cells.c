/* SPDX-License-Identifier: GPL-3.0-or-later */
#include "config.h"

#include "tactics-draw.h"

/**
 * tactics_draw_append_cell_path:
 * @cr: a cairo context
 * @topology: square or hex
 * @cell_size: the cell size, in pixels
 * @center_x: the horizontal position of the cell's centre
 * @center_y: the vertical position of the cell's centre
 * @inset: how many pixels to shrink the outline by
 *
 * Appends a cell's outline (a square, or a pointy-top hex) to the path of
 * @cr.
 */
void
tactics_draw_append_cell_path (cairo_t         *cr,
                               TacticsTopology  topology,
                               double           cell_size,
                               double           center_x,
                               double           center_y,
                               double           inset)
{
  g_return_if_fail (cr != NULL);

  double inset_size = tactics_cell_inset_size (topology, cell_size, inset);

  if (topology == TACTICS_TOPOLOGY_HEX)
    {
      for (int corner = 0; corner < 6; corner++)
        {
          double x, y;

          tactics_cell_corner (topology, inset_size, center_x, center_y, corner, &x, &y);

          if (corner == 0)
            cairo_move_to (cr, x, y);
          else
            cairo_line_to (cr, x, y);
        }
      cairo_close_path (cr);
    }
  else
    {
      double half = inset_size / 2.0;

      cairo_rectangle (cr, center_x - half, center_y - half, 2 * half, 2 * half);
    }
}

