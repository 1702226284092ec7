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

/* Where the bar goes under a token @size wide centred at (cx, cy), its
 * frame left out. */
static void
get_bar_rect (double  cx,
              double  cy,
              double  size,
              double *left,
              double *top,
              double *width,
              double *height)
{
  double radius = size / 2.0;

  *width = radius * 1.6;
  *height = MAX (radius * 0.2, 3.0);
  *left = cx - *width / 2.0;
  *top = cy + radius * 0.82;
}

/* Green when healthy, through yellow, to red. */
static void
set_health_source (cairo_t *cr,
                   double   fraction)
{
  cairo_set_source_rgb (cr,
                        fraction > 0.5 ? 2.0 * (1.0 - fraction) : 1.0,
                        fraction > 0.5 ? 0.8 : 1.6 * fraction,
                        0.15);
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
  g_return_if_fail (cr != NULL);

  tactics_draw_health_bar_forecast (cr, fraction, fraction, cx, cy, size);
}

/**
 * tactics_draw_health_bar_forecast:
 * @cr: a cairo context
 * @fraction: how full the bar is now, from 0 to 1 (clamped)
 * @predicted_fraction: how full it would be after an action, from 0 to 1
 *   (clamped); @fraction when nothing would change
 * @cx: the horizontal position of the token's centre
 * @cy: the vertical position of the token's centre
 * @size: the token's width
 *
 * Draws the health bar of tactics_draw_health_bar() with what an action
 * would change. Health it would take away is striped white and red over
 * the bar, which takes the colour of what would be left; health it would
 * give back follows the bar in pale green.
 */
void
tactics_draw_health_bar_forecast (cairo_t *cr,
                                  double   fraction,
                                  double   predicted_fraction,
                                  double   cx,
                                  double   cy,
                                  double   size)
{
  double left;
  double top;
  double width;
  double height;

  g_return_if_fail (cr != NULL);

  fraction = CLAMP (fraction, 0.0, 1.0);
  predicted_fraction = CLAMP (predicted_fraction, 0.0, 1.0);
  get_bar_rect (cx, cy, size, &left, &top, &width, &height);

  cairo_save (cr);
  cairo_rectangle (cr, left - 1, top - 1, width + 2, height + 2);
  cairo_set_source_rgba (cr, 0, 0, 0, 0.7);
  cairo_fill (cr);

  if (predicted_fraction < fraction)
    {
      double stripe = MAX (2.0, height);
      double lost_left = left + width * predicted_fraction;
      double lost_width = width * (fraction - predicted_fraction);

      cairo_rectangle (cr, left, top, width * predicted_fraction, height);
      set_health_source (cr, predicted_fraction);
      cairo_fill (cr);
      /* What the action would take: white and red stripes. */
      cairo_rectangle (cr, lost_left, top, lost_width, height);
      cairo_clip (cr);
      for (double x = lost_left; x < lost_left + lost_width; x += 2 * stripe)
        {
          cairo_rectangle (cr, x, top, stripe, height);
          cairo_set_source_rgba (cr, 1.0, 1.0, 1.0, 0.95);
          cairo_fill (cr);
          cairo_rectangle (cr, x + stripe, top, stripe, height);
          cairo_set_source_rgba (cr, 0.85, 0.1, 0.1, 0.95);
          cairo_fill (cr);
        }
      cairo_restore (cr);
      return;
    }

  cairo_rectangle (cr, left, top, width * fraction, height);
  set_health_source (cr, fraction);
  cairo_fill (cr);
  if (predicted_fraction > fraction)
    {
      /* Healing: what it would give back. */
      cairo_rectangle (cr, left + width * fraction, top, width * (predicted_fraction - fraction),
                       height);
      cairo_set_source_rgba (cr, 0.7, 1.0, 0.7, 0.95);
      cairo_fill (cr);
    }
  cairo_restore (cr);
}

/**
 * tactics_draw_health_bar_extents:
 * @cx: the horizontal position of the token's centre
 * @cy: the vertical position of the token's centre
 * @size: the token's width
 * @x: (out): the left edge of the bar's frame
 * @y: (out): the top edge of the bar's frame
 * @width: (out): the frame's width
 * @height: (out): the frame's height
 *
 * Gives the rectangle the health bar of a token covers, its frame
 * included: what a caller drawing the bar alone has to leave room for.
 */
void
tactics_draw_health_bar_extents (double  cx,
                                 double  cy,
                                 double  size,
                                 double *x,
                                 double *y,
                                 double *width,
                                 double *height)
{
  double left;
  double top;
  double bar_width;
  double bar_height;

  g_return_if_fail (x != NULL && y != NULL && width != NULL && height != NULL);

  get_bar_rect (cx, cy, size, &left, &top, &bar_width, &bar_height);
  *x = left - 1;
  *y = top - 1;
  *width = bar_width + 2;
  *height = bar_height + 2;
}
