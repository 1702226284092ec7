/* SPDX-License-Identifier: GPL-3.0-or-later */
#include "config.h"

#include "tactics-draw.h"

/* The cells as a path, @inset pixels in from their edges. Squares side by
 * side in a row are one rectangle when filled whole (no inset). */
static void
append_cells (cairo_t           *cr,
              TacticsTopology    topology,
              double             cell_size,
              const TacticsCell *cells,
              guint              n_cells,
              double             inset)
{
  for (guint i = 0; i < n_cells; i++)
    {
      double center_x;
      double center_y;
      double last_x;
      guint end = i;

      tactics_cell_to_pixel (topology, cell_size, cells[i], &center_x, &center_y);
      while (topology == TACTICS_TOPOLOGY_SQUARE && inset == 0.0 && end + 1 < n_cells
             && cells[end + 1].y == cells[i].y && cells[end + 1].x == cells[end].x + 1)
        end++;
      if (end == i)
        {
          tactics_draw_append_cell_path (cr, topology, cell_size, center_x, center_y, inset);
          continue;
        }
      tactics_cell_to_pixel (topology, cell_size, cells[end], &last_x, &center_y);
      cairo_rectangle (cr, center_x - cell_size / 2.0, center_y - cell_size / 2.0,
                       last_x - center_x + cell_size, cell_size);
      i = end;
    }
}

/**
 * tactics_draw_cell_frames:
 * @cr: a cairo context, in board pixels
 * @topology: square or hex
 * @cell_size: the cell size, in pixels
 * @cells: (array length=n_cells): the cells to mark
 * @n_cells: how many
 * @color: the frames' colour
 * @fill_alpha: the opacity of a wash of @color under the frames; 0 for none
 *
 * Marks cells one by one (single cells of note, the cells an action
 * hits): each framed in @color over a dark line.
 */
void
tactics_draw_cell_frames (cairo_t                *cr,
                          TacticsTopology         topology,
                          double                  cell_size,
                          const TacticsCell      *cells,
                          guint                   n_cells,
                          const TacticsDrawColor *color,
                          double                  fill_alpha)
{
  double line_width = CLAMP (cell_size * 0.08, 1.5, 4.0);

  g_return_if_fail (cr != NULL);
  g_return_if_fail (cells != NULL || n_cells == 0);
  g_return_if_fail (color != NULL);

  cairo_save (cr);
  if (fill_alpha > 0.0)
    {
      append_cells (cr, topology, cell_size, cells, n_cells, 0.0);
      tactics_draw_color_set_source_with_opacity (cr, color, fill_alpha);
      cairo_fill (cr);
    }

  cairo_set_line_join (cr, CAIRO_LINE_JOIN_ROUND);
  append_cells (cr, topology, cell_size, cells, n_cells, line_width / 2.0 + 0.5);
  cairo_set_line_width (cr, line_width + 1.5);
  cairo_set_source_rgba (cr, 0, 0, 0, 0.35);
  cairo_stroke_preserve (cr);
  cairo_set_line_width (cr, line_width);
  tactics_draw_color_set_source_with_opacity (cr, color, 1.0);
  cairo_stroke (cr);
  cairo_restore (cr);
}

/**
 * tactics_draw_cell_double_frames:
 * @cr: a cairo context, in board pixels
 * @topology: square or hex
 * @cell_size: the cell size, in pixels
 * @cells: (array length=n_cells): the cells to mark
 * @n_cells: how many
 * @color: the inner frames' colour
 *
 * Marks cells where no single colour reads on every terrain (a green
 * outline vanishes on grass, a white one on snow): a light wash, then each
 * cell framed by a dark line with one of @color inside it, so one of the
 * two always stands out.
 */
void
tactics_draw_cell_double_frames (cairo_t                *cr,
                                 TacticsTopology         topology,
                                 double                  cell_size,
                                 const TacticsCell      *cells,
                                 guint                   n_cells,
                                 const TacticsDrawColor *color)
{
  double line_width = CLAMP (cell_size * 0.05, 1.0, 2.5);

  g_return_if_fail (cr != NULL);
  g_return_if_fail (cells != NULL || n_cells == 0);
  g_return_if_fail (color != NULL);

  cairo_save (cr);
  append_cells (cr, topology, cell_size, cells, n_cells, 0.0);
  tactics_draw_color_set_source_with_opacity (cr, color, 0.3);
  cairo_fill (cr);

  cairo_set_line_join (cr, CAIRO_LINE_JOIN_ROUND);
  append_cells (cr, topology, cell_size, cells, n_cells, line_width + 0.5);
  cairo_set_line_width (cr, line_width * 3.0);
  cairo_set_source_rgba (cr, 0.05, 0.05, 0.08, 0.85);
  cairo_stroke (cr);
  append_cells (cr, topology, cell_size, cells, n_cells, line_width * 2.0 + 0.5);
  cairo_set_line_width (cr, line_width);
  tactics_draw_color_set_source_with_opacity (cr, color, 1.0);
  cairo_stroke (cr);
  cairo_restore (cr);
}

/**
 * tactics_draw_target:
 * @cr: a cairo context, in board pixels
 * @cell_size: the cell size, in pixels
 * @cx: the horizontal position of the target's centre
 * @cy: the vertical position of the target's centre
 *
 * Draws a target ring (a circle and four ticks, white over a dark line):
 * where an action is aimed, told from the cells hit around it. Nothing is
 * drawn on cells smaller than about 14 pixels.
 */
void
tactics_draw_target (cairo_t *cr,
                     double   cell_size,
                     double   cx,
                     double   cy)
{
  double radius = cell_size * 0.22;

  g_return_if_fail (cr != NULL);

  if (radius < 3.0)
    return;

  cairo_save (cr);
  cairo_new_sub_path (cr);
  cairo_arc (cr, cx, cy, radius, 0, 2 * G_PI);
  cairo_move_to (cr, cx - radius * 1.6, cy);
  cairo_line_to (cr, cx - radius * 0.5, cy);
  cairo_move_to (cr, cx + radius * 0.5, cy);
  cairo_line_to (cr, cx + radius * 1.6, cy);
  cairo_move_to (cr, cx, cy - radius * 1.6);
  cairo_line_to (cr, cx, cy - radius * 0.5);
  cairo_move_to (cr, cx, cy + radius * 0.5);
  cairo_line_to (cr, cx, cy + radius * 1.6);
  cairo_set_line_cap (cr, CAIRO_LINE_CAP_ROUND);
  cairo_set_line_width (cr, MAX (radius * 0.35, 2.5));
  cairo_set_source_rgba (cr, 0, 0, 0, 0.5);
  cairo_stroke_preserve (cr);
  cairo_set_line_width (cr, MAX (radius * 0.18, 1.5));
  cairo_set_source_rgba (cr, 1, 1, 1, 0.95);
  cairo_stroke (cr);
  cairo_restore (cr);
}
