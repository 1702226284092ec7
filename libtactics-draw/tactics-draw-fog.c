/* SPDX-License-Identifier: GPL-3.0-or-later */
#include "config.h"

#include <math.h>

#include "tactics-draw.h"

/* Unseen ground is mixed with this dark blue-grey: darker than every
 * bundled terrain, so the darkest (walls, forest) still dims, and grey,
 * so the colours fade as well as darken. */
#define UNSEEN_RED   0.07
#define UNSEEN_GREEN 0.075
#define UNSEEN_BLUE  0.095
#define UNSEEN_ALPHA 0.62

/* Never-seen ground: near-black, a shade lighter in its texture. */
#define UNKNOWN_SHADE 0.055

/**
 * tactics_draw_fog_read_view:
 * @view: a player's view of a match
 * @width: the board's width, in cells
 * @height: the board's height, in cells
 * @states: (array) (out caller-allocates): @width × @height bytes, row by
 *   row, set to a #TacticsDrawFog each
 *
 * Reads what @view's player knows of each cell, as the fog is drawn.
 */
void
tactics_draw_fog_read_view (TacticsView *view,
                            int          width,
                            int          height,
                            guint8      *states)
{
  g_return_if_fail (TACTICS_IS_VIEW (view));
  g_return_if_fail (width >= 0 && height >= 0);
  g_return_if_fail (states != NULL || width * height == 0);

  for (int y = 0; y < height; y++)
    for (int x = 0; x < width; x++)
      {
        TacticsCell cell = { x, y };
        guint8 state = TACTICS_DRAW_FOG_SEEN;

        if (!tactics_view_is_visible (view, cell))
          state = tactics_view_is_known (view, cell) ? TACTICS_DRAW_FOG_UNSEEN
                                                     : TACTICS_DRAW_FOG_UNKNOWN;
        states[(gsize) y * width + x] = state;
      }
}

static guint8
state_at (const TacticsDrawCellMask *states,
          TacticsCell                cell)
{
  if (cell.x < 0 || cell.y < 0 || cell.x >= states->width || cell.y >= states->height)
    return TACTICS_DRAW_FOG_SEEN;
  return states->cells[(gsize) cell.y * states->width + cell.x];
}

/* The cells of the range in state @state, as one path. */
static gboolean
append_cells (cairo_t                   *cr,
              const TacticsDrawCellMask *states,
              double                     cell_size,
              guint8                     state,
              int                        first_x,
              int                        first_y,
              int                        last_x,
              int                        last_y)
{
  gboolean any = FALSE;

  for (int y = first_y; y <= last_y; y++)
    for (int x = first_x; x <= last_x; x++)
      {
        double cx;
        double cy;

        if (state_at (states, (TacticsCell) { x, y }) != state)
          continue;
        tactics_cell_to_pixel (states->topology, cell_size, (TacticsCell) { x, y }, &cx, &cy);
        /* Half a pixel out: the terrain's antialiased rim along the
         * board's edge stays under the fog, not a thread of colour. */
        tactics_draw_append_cell_path (cr, states->topology, cell_size, cx, cy, -0.5);
        any = TRUE;
      }
  return any;
}

/* Parallel lines across the clip, @spacing apart, rising (x + y = c) or
 * falling (x - y = c). Anchored to the board, not to the clip, so the
 * lines do not crawl as the board scrolls. */
static void
stroke_hatch (cairo_t *cr,
              double   spacing,
              gboolean rising)
{
  double x1;
  double y1;
  double x2;
  double y2;
  double from;
  double to;

  cairo_clip_extents (cr, &x1, &y1, &x2, &y2);
  from = rising ? x1 + y1 : x1 - y2;
  to = rising ? x2 + y2 : x2 - y1;
  for (double c = floor (from / spacing) * spacing; c <= to; c += spacing)
    {
      if (rising)
        {
          cairo_move_to (cr, c - y2, y2);
          cairo_line_to (cr, c - y1, y1);
        }
      else
        {
          cairo_move_to (cr, c + y1, y1);
          cairo_line_to (cr, c + y2, y2);
        }
    }
  cairo_stroke (cr);
}

/* Covers the cells in @state: known but unseen ground dimmed, with a faint
 * light hatch so the fog reads as fog in greyscale too and on the darkest
 * ground; never-seen ground near-black, with a subtle cross-hatch so the
 * shroud reads as cloth, not a hole. */
static void
draw_state (cairo_t                   *cr,
            const TacticsDrawCellMask *states,
            guint8                     state,
            double                     cell_size,
            int                        first_x,
            int                        first_y,
            int                        last_x,
            int                        last_y)
{
  gboolean unseen = state == TACTICS_DRAW_FOG_UNSEEN;
  double spacing = unseen ? MAX (5.0, cell_size / 5.0) : MAX (6.0, cell_size / 4.0);

  cairo_save (cr);
  if (append_cells (cr, states, cell_size, state, first_x, first_y, last_x, last_y))
    {
      cairo_clip (cr);
      if (unseen)
        cairo_set_source_rgba (cr, UNSEEN_RED, UNSEEN_GREEN, UNSEEN_BLUE, UNSEEN_ALPHA);
      else
        cairo_set_source_rgb (cr, UNKNOWN_SHADE, UNKNOWN_SHADE, UNKNOWN_SHADE * 1.25);
      cairo_paint (cr);
      if (unseen)
        cairo_set_source_rgba (cr, 0.85, 0.88, 0.95, 0.13);
      else
        cairo_set_source_rgba (cr, 1.0, 1.0, 1.0, 0.05);
      cairo_set_line_width (cr, MAX (1.0, cell_size / (unseen ? 24.0 : 28.0)));
      stroke_hatch (cr, spacing, TRUE);
      if (!unseen)
        stroke_hatch (cr, spacing, FALSE);
    }
  cairo_new_path (cr);
  cairo_restore (cr);
}

/* The edges of seen cells whose neighbour across is on the board and not
 * seen. */
static gboolean
append_border (cairo_t                   *cr,
               const TacticsDrawCellMask *states,
               double                     cell_size,
               double                     inset,
               int                        first_x,
               int                        first_y,
               int                        last_x,
               int                        last_y)
{
  gboolean hex = states->topology == TACTICS_TOPOLOGY_HEX;
  TacticsMetric metric = hex ? TACTICS_METRIC_HEX : TACTICS_METRIC_MANHATTAN;
  int n_edges = hex ? 6 : 4;
  double shrink = tactics_cell_inset_size (states->topology, cell_size, inset);
  gboolean any = FALSE;

  for (int y = first_y; y <= last_y; y++)
    for (int x = first_x; x <= last_x; x++)
      {
        TacticsCell cell = { x, y };
        double cx;
        double cy;

        if (state_at (states, cell) != TACTICS_DRAW_FOG_SEEN)
          continue;
        tactics_cell_to_pixel (states->topology, cell_size, cell, &cx, &cy);
        for (int edge = 0; edge < n_edges; edge++)
          {
            TacticsCell other = tactics_step (metric, cell, edge, 1);
            double sx, sy, tx, ty;

            if (state_at (states, other) == TACTICS_DRAW_FOG_SEEN)
              continue;
            tactics_cell_corner (states->topology, shrink, cx, cy, edge, &sx, &sy);
            tactics_cell_corner (states->topology, shrink, cx, cy, edge + 1, &tx, &ty);
            cairo_move_to (cr, sx, sy);
            cairo_line_to (cr, tx, ty);
            any = TRUE;
          }
      }
  return any;
}

/**
 * tactics_draw_fog:
 * @cr: a cairo context, in board pixels, over the terrain
 * @states: the board's cells, each byte a #TacticsDrawFog (see
 *   tactics_draw_fog_read_view())
 * @cell_size: the cell size, in pixels
 * @first_x: the first column to draw
 * @first_y: the first row to draw
 * @last_x: the last column to draw
 * @last_y: the last row to draw
 *
 * Draws the fog over the terrain of a range of cells: known ground not
 * seen now dimmed (darker and greyer on every terrain colour) under a
 * faint hatch, never-seen ground near-black with a subtle texture, and
 * where seen cells meet the others a light edge over a dark halo, at
 * least a pixel and a half wide whatever the zoom.
 */
void
tactics_draw_fog (cairo_t                   *cr,
                  const TacticsDrawCellMask *states,
                  double                     cell_size,
                  int                        first_x,
                  int                        first_y,
                  int                        last_x,
                  int                        last_y)
{
  double line_width = CLAMP (cell_size * 0.06, 1.5, 3.5);

  g_return_if_fail (cr != NULL);
  g_return_if_fail (states != NULL && (states->cells != NULL ||
                                       states->width * states->height == 0));
  g_return_if_fail (cell_size > 0.0);

  first_x = MAX (first_x, 0);
  first_y = MAX (first_y, 0);
  last_x = MIN (last_x, states->width - 1);
  last_y = MIN (last_y, states->height - 1);
  if (first_x > last_x || first_y > last_y)
    return;

  draw_state (cr, states, TACTICS_DRAW_FOG_UNSEEN, cell_size, first_x, first_y, last_x, last_y);
  draw_state (cr, states, TACTICS_DRAW_FOG_UNKNOWN, cell_size, first_x, first_y, last_x, last_y);

  /* The edge sits inside the seen cells: the halo darkens the fog side. */
  cairo_save (cr);
  if (append_border (cr, states, cell_size, line_width / 2.0,
                     first_x, first_y, last_x, last_y))
    {
      cairo_set_line_cap (cr, CAIRO_LINE_CAP_ROUND);
      cairo_set_line_width (cr, line_width + 2.0);
      cairo_set_source_rgba (cr, 0.0, 0.0, 0.0, 0.6);
      cairo_stroke_preserve (cr);
      cairo_set_line_width (cr, line_width);
      cairo_set_source_rgba (cr, 0.96, 0.94, 0.86, 0.9);
      cairo_stroke (cr);
    }
  cairo_restore (cr);
}
