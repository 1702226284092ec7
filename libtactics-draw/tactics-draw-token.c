/* SPDX-License-Identifier: GPL-3.0-or-later */
#include "config.h"

#include <math.h>
#include <pango/pangocairo.h>

#include "tactics-draw.h"

/* Okabe and Ito's palette, ordered so that the first teams differ most. */
static const struct {
  TacticsDrawColor      color;
  TacticsDrawTokenShape shape;
} teams[TACTICS_DRAW_N_TEAMS] = {
  { { 0x00 / 255.0, 0x72 / 255.0, 0xb2 / 255.0, 1.0 }, TACTICS_DRAW_TOKEN_CIRCLE },
  { { 0xd5 / 255.0, 0x5e / 255.0, 0x00 / 255.0, 1.0 }, TACTICS_DRAW_TOKEN_SQUARE },
  { { 0x00 / 255.0, 0x9e / 255.0, 0x73 / 255.0, 1.0 }, TACTICS_DRAW_TOKEN_DIAMOND },
  { { 0xf0 / 255.0, 0xe4 / 255.0, 0x42 / 255.0, 1.0 }, TACTICS_DRAW_TOKEN_TRIANGLE },
  { { 0xcc / 255.0, 0x79 / 255.0, 0xa7 / 255.0, 1.0 }, TACTICS_DRAW_TOKEN_HEXAGON },
  { { 0x56 / 255.0, 0xb4 / 255.0, 0xe9 / 255.0, 1.0 }, TACTICS_DRAW_TOKEN_STAR },
  { { 0xe6 / 255.0, 0x9f / 255.0, 0x00 / 255.0, 1.0 }, TACTICS_DRAW_TOKEN_SHIELD },
  { { 0x33 / 255.0, 0x33 / 255.0, 0x33 / 255.0, 1.0 }, TACTICS_DRAW_TOKEN_OCTAGON },
};

/**
 * TACTICS_DRAW_N_TEAMS:
 *
 * How many teams the palette has.
 */

/**
 * tactics_draw_team_get_color:
 * @team: a team number, taken modulo %TACTICS_DRAW_N_TEAMS
 * @color: (out caller-allocates): the team's colour
 *
 * Gives a team's colour, from Okabe and Ito's palette, which colour-blind
 * players tell apart.
 */
void
tactics_draw_team_get_color (guint             team,
                             TacticsDrawColor *color)
{
  g_return_if_fail (color != NULL);

  *color = teams[team % G_N_ELEMENTS (teams)].color;
}

/**
 * tactics_draw_team_get_shape:
 * @team: a team number, taken modulo %TACTICS_DRAW_N_TEAMS
 *
 * Gives a team's token shape.
 *
 * Returns: the shape
 */
TacticsDrawTokenShape
tactics_draw_team_get_shape (guint team)
{
  return teams[team % G_N_ELEMENTS (teams)].shape;
}

/**
 * tactics_draw_token_get_ink:
 * @color: a token's colour
 * @ink: (out caller-allocates): the colour that reads on it
 *
 * Gives near-black on light colours, white on dark ones: the colour of a
 * token's glyph or icon.
 */
void
tactics_draw_token_get_ink (const TacticsDrawColor *color,
                            TacticsDrawColor       *ink)
{
  g_return_if_fail (color != NULL && ink != NULL);

  if (tactics_draw_color_get_luminance (color) > 0.45)
    *ink = (TacticsDrawColor) { 0.1, 0.1, 0.1, 1.0 };
  else
    *ink = (TacticsDrawColor) { 1.0, 1.0, 1.0, 1.0 };
}

static void
append_polygon (cairo_t *cr,
                double   cx,
                double   cy,
                double   radius,
                guint    n_corners,
                double   first_angle)
{
  for (guint i = 0; i < n_corners; i++)
    {
      double angle = first_angle + 2.0 * G_PI * i / n_corners;
      double x = cx + radius * cos (angle);
      double y = cy + radius * sin (angle);

      if (i == 0)
        cairo_move_to (cr, x, y);
      else
        cairo_line_to (cr, x, y);
    }
  cairo_close_path (cr);
}

/**
 * tactics_draw_append_token_shape:
 * @cr: a cairo context
 * @shape: the token's outline
 * @cx: the horizontal position of the centre
 * @cy: the vertical position of the centre
 * @radius: about how far the outline is from the centre
 *
 * Appends @shape's outline to the path of @cr.
 */
void
tactics_draw_append_token_shape (cairo_t               *cr,
                                 TacticsDrawTokenShape  shape,
                                 double                 cx,
                                 double                 cy,
                                 double                 radius)
{
  switch (shape)
    {
    case TACTICS_DRAW_TOKEN_CIRCLE:
      cairo_new_sub_path (cr);
      cairo_arc (cr, cx, cy, radius * 0.95, 0, 2 * G_PI);
      cairo_close_path (cr);
      break;

    case TACTICS_DRAW_TOKEN_SQUARE:
      {
        double half = radius * 0.84;
        double corner = radius * 0.18;

        cairo_new_sub_path (cr);
        cairo_arc (cr, cx + half - corner, cy - half + corner, corner, -G_PI / 2, 0);
        cairo_arc (cr, cx + half - corner, cy + half - corner, corner, 0, G_PI / 2);
        cairo_arc (cr, cx - half + corner, cy + half - corner, corner, G_PI / 2, G_PI);
        cairo_arc (cr, cx - half + corner, cy - half + corner, corner, G_PI, 3 * G_PI / 2);
        cairo_close_path (cr);
      }
      break;

    case TACTICS_DRAW_TOKEN_DIAMOND:
      append_polygon (cr, cx, cy, radius * 1.08, 4, -G_PI / 2);
      break;

    case TACTICS_DRAW_TOKEN_TRIANGLE:
      /* Its centroid sits low; move it up so it looks centred. */
      append_polygon (cr, cx, cy + radius * 0.18, radius * 1.2, 3, -G_PI / 2);
      break;

    case TACTICS_DRAW_TOKEN_HEXAGON:
      /* Flat-topped, unlike the board's pointy-topped cells. */
      append_polygon (cr, cx, cy, radius, 6, 0);
      break;

    case TACTICS_DRAW_TOKEN_STAR:
      for (guint i = 0; i < 10; i++)
        {
          double angle = -G_PI / 2 + G_PI * i / 5;
          double r = (i % 2 == 0) ? radius * 1.12 : radius * 0.62;
          double x = cx + r * cos (angle);
          double y = cy + r * sin (angle) + radius * 0.06;

          if (i == 0)
            cairo_move_to (cr, x, y);
          else
            cairo_line_to (cr, x, y);
        }
      cairo_close_path (cr);
      break;

    case TACTICS_DRAW_TOKEN_SHIELD:
      {
        double half = radius * 0.86;
        double top = cy - radius * 0.9;

        cairo_move_to (cr, cx - half, top);
        cairo_line_to (cr, cx + half, top);
        cairo_line_to (cr, cx + half, cy + radius * 0.05);
        cairo_curve_to (cr, cx + half, cy + radius * 0.6, cx + radius * 0.3, cy + radius * 0.85,
                        cx, cy + radius * 1.05);
        cairo_curve_to (cr, cx - radius * 0.3, cy + radius * 0.85, cx - half, cy + radius * 0.6,
                        cx - half, cy + radius * 0.05);
        cairo_close_path (cr);
      }
      break;

    case TACTICS_DRAW_TOKEN_OCTAGON:
    default:
      append_polygon (cr, cx, cy, radius * 0.98, 8, G_PI / 8);
      break;
    }
}

static void
append_glyph (cairo_t    *cr,
              const char *glyph,
              double      cx,
              double      cy,
              double      radius)
{
  g_autoptr(PangoLayout) layout = pango_cairo_create_layout (cr);
  PangoFontDescription *font = pango_font_description_from_string ("Sans Bold");
  PangoRectangle extent;

  pango_font_description_set_absolute_size (font, radius * 1.1 * PANGO_SCALE);
  pango_layout_set_font_description (layout, font);
  pango_font_description_free (font);
  pango_layout_set_text (layout, glyph, -1);
  pango_layout_get_pixel_extents (layout, &extent, NULL);
  cairo_move_to (cr, cx - extent.width / 2.0 - extent.x, cy - extent.height / 2.0 - extent.y);
  pango_cairo_layout_path (cr, layout);
}

/**
 * tactics_draw_token:
 * @cr: a cairo context
 * @shape: the token's outline
 * @color: the token's colour
 * @glyph: (nullable): a short text to write on the token
 * @cx: the horizontal position of the centre
 * @cy: the vertical position of the centre
 * @size: the token's width
 * @flags: how the token stands out
 *
 * Draws a unit token: its colour and shape with a rim that reads on any
 * ground, a shadow, and @glyph on it in black or white, whichever reads
 * better on the colour.
 */
void
tactics_draw_token (cairo_t                *cr,
                    TacticsDrawTokenShape   shape,
                    const TacticsDrawColor *color,
                    const char             *glyph,
                    double                  cx,
                    double                  cy,
                    double                  size,
                    TacticsDrawTokenFlags   flags)
{
  double radius = size / 2.0;
  double rim = MAX (1.0, size / 22.0);
  gboolean light = tactics_draw_color_get_luminance (color) > 0.45;
  TacticsDrawColor ink;

  g_return_if_fail (cr != NULL);
  g_return_if_fail (color != NULL);

  tactics_draw_token_get_ink (color, &ink);
  cairo_save (cr);
  if (flags & TACTICS_DRAW_TOKEN_SELECTED)
    {
      /* A bright halo that reads on every terrain. */
      tactics_draw_append_token_shape (cr, shape, cx, cy, radius + rim * 3.5);
      cairo_set_source_rgba (cr, 1.0, 0.93, 0.35, 0.95);
      cairo_fill (cr);
    }
  else if (flags & TACTICS_DRAW_TOKEN_ACTIVE)
    {
      tactics_draw_append_token_shape (cr, shape, cx, cy, radius + rim * 2.2);
      cairo_set_source_rgba (cr, 1.0, 1.0, 1.0, 0.75);
      cairo_fill (cr);
    }

  /* Shadow, so tokens stand off the ground. */
  tactics_draw_append_token_shape (cr, shape, cx + rim * 0.8, cy + rim * 1.4, radius);
  cairo_set_source_rgba (cr, 0, 0, 0, 0.35);
  cairo_fill (cr);

  tactics_draw_append_token_shape (cr, shape, cx, cy, radius - rim / 2);
  tactics_draw_color_set_source (cr, color);
  cairo_fill_preserve (cr);
  cairo_set_line_width (cr, rim);
  cairo_set_line_join (cr, CAIRO_LINE_JOIN_ROUND);
  if (light)
    cairo_set_source_rgba (cr, 0.15, 0.15, 0.15, 0.9);
  else
    cairo_set_source_rgba (cr, 1.0, 1.0, 1.0, 0.95);
  cairo_stroke (cr);

  if (glyph != NULL && glyph[0] != '\0' && radius >= 5.0)
    {
      append_glyph (cr, glyph, cx, cy, radius * 0.9);
      tactics_draw_color_set_source (cr, &ink);
      cairo_fill (cr);
    }
  cairo_restore (cr);
}
