/* SPDX-License-Identifier: GPL-3.0-or-later */
#include "config.h"

#include <math.h>
#include <pango/pangocairo.h>

#include "tactics-gtk.h"

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
 * tactics_token_art_append_shape:
 * @cr: a cairo context
 * @shape: the token's outline
 * @cx: the horizontal position of the centre
 * @cy: the vertical position of the centre
 * @radius: about how far the outline is from the centre
 *
 * Appends @shape's outline to the path of @cr.
 */
void
tactics_token_art_append_shape (cairo_t           *cr,
                                TacticsTokenShape  shape,
                                double             cx,
                                double             cy,
                                double             radius)
{
  switch (shape)
    {
    case TACTICS_TOKEN_SHAPE_CIRCLE:
      cairo_new_sub_path (cr);
      cairo_arc (cr, cx, cy, radius * 0.95, 0, 2 * G_PI);
      cairo_close_path (cr);
      break;

    case TACTICS_TOKEN_SHAPE_SQUARE:
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

    case TACTICS_TOKEN_SHAPE_DIAMOND:
      append_polygon (cr, cx, cy, radius * 1.08, 4, -G_PI / 2);
      break;

    case TACTICS_TOKEN_SHAPE_TRIANGLE:
      /* Its centroid sits low; move it up so it looks centred. */
      append_polygon (cr, cx, cy + radius * 0.18, radius * 1.2, 3, -G_PI / 2);
      break;

    case TACTICS_TOKEN_SHAPE_HEXAGON:
      /* Flat-topped, unlike the board's pointy-topped cells. */
      append_polygon (cr, cx, cy, radius, 6, 0);
      break;

    case TACTICS_TOKEN_SHAPE_STAR:
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

    case TACTICS_TOKEN_SHAPE_SHIELD:
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

    case TACTICS_TOKEN_SHAPE_OCTAGON:
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
 * tactics_token_art_snapshot:
 * @snapshot: where to draw
 * @shape: the token's outline
 * @color: the token's colour
 * @icon: (nullable): a picture to draw on the token, drawn as a symbolic
 *   icon when it is one
 * @glyph: (nullable): a short text to draw when there is no @icon
 * @cx: the horizontal position of the centre
 * @cy: the vertical position of the centre
 * @size: the token's width
 * @flags: how the token stands out
 *
 * Draws a unit token: its colour and shape with a rim that reads on any
 * ground, a shadow, and on it @icon, else @glyph, else nothing, in black or
 * white, whichever reads better on the colour.
 */
void
tactics_token_art_snapshot (GtkSnapshot       *snapshot,
                            TacticsTokenShape  shape,
                            const GdkRGBA     *color,
                            GdkPaintable      *icon,
                            const char        *glyph,
                            double             cx,
                            double             cy,
                            double             size,
                            TacticsTokenFlags  flags)
{
  double radius = size / 2.0;
  double rim = MAX (1.0, size / 22.0);
  double margin = radius * 0.5 + rim * 2;
  graphene_rect_t bounds = GRAPHENE_RECT_INIT (cx - radius - margin, cy - radius - margin,
                                               size + 2 * margin, size + 2 * margin);
  gboolean light = tactics_rgba_get_luminance (color) > 0.45;
  GdkRGBA ink = light ? (GdkRGBA) { 0.1, 0.1, 0.1, 1.0 } : (GdkRGBA) { 1.0, 1.0, 1.0, 1.0 };
  double icon_size = size * 0.56;
  double icon_y = cy;
  cairo_t *cr;

  g_return_if_fail (GTK_IS_SNAPSHOT (snapshot));
  g_return_if_fail (color != NULL);

  if (flags & TACTICS_TOKEN_DIMMED)
    gtk_snapshot_push_opacity (snapshot, 0.55);

  cr = gtk_snapshot_append_cairo (snapshot, &bounds);

  if (flags & TACTICS_TOKEN_SELECTED)
    {
      /* A bright halo that reads on every terrain. */
      tactics_token_art_append_shape (cr, shape, cx, cy, radius + rim * 3.5);
      cairo_set_source_rgba (cr, 1.0, 0.93, 0.35, 0.95);
      cairo_fill (cr);
    }
  else if (flags & TACTICS_TOKEN_ACTIVE)
    {
      tactics_token_art_append_shape (cr, shape, cx, cy, radius + rim * 2.2);
      cairo_set_source_rgba (cr, 1.0, 1.0, 1.0, 0.75);
      cairo_fill (cr);
    }

  /* Shadow, so tokens stand off the ground. */
  tactics_token_art_append_shape (cr, shape, cx + rim * 0.8, cy + rim * 1.4, radius);
  cairo_set_source_rgba (cr, 0, 0, 0, 0.35);
  cairo_fill (cr);

  tactics_token_art_append_shape (cr, shape, cx, cy, radius - rim / 2);
  gdk_cairo_set_source_rgba (cr, color);
  cairo_fill_preserve (cr);
  cairo_set_line_width (cr, rim);
  cairo_set_line_join (cr, CAIRO_LINE_JOIN_ROUND);
  if (light)
    cairo_set_source_rgba (cr, 0.15, 0.15, 0.15, 0.9);
  else
    cairo_set_source_rgba (cr, 1.0, 1.0, 1.0, 0.95);
  cairo_stroke (cr);

  if (icon == NULL && glyph != NULL && glyph[0] != '\0' && radius >= 5.0)
    {
      append_glyph (cr, glyph, cx, cy, radius * 0.9);
      gdk_cairo_set_source_rgba (cr, &ink);
      cairo_fill (cr);
    }
  cairo_destroy (cr);

  /* Shapes with a narrow top or sides take a smaller icon, lower. */
  if (shape == TACTICS_TOKEN_SHAPE_TRIANGLE)
    {
      icon_size = size * 0.44;
      icon_y = cy + radius * 0.22;
    }
  else if (shape == TACTICS_TOKEN_SHAPE_STAR)
    {
      icon_size = size * 0.42;
      icon_y = cy + radius * 0.08;
    }
  else if (shape == TACTICS_TOKEN_SHAPE_DIAMOND)
    {
      icon_size = size * 0.5;
    }

  if (icon != NULL)
    {
      gtk_snapshot_save (snapshot);
      gtk_snapshot_translate (snapshot,
                              &GRAPHENE_POINT_INIT (cx - icon_size / 2, icon_y - icon_size / 2));
      if (GTK_IS_SYMBOLIC_PAINTABLE (icon))
        gtk_symbolic_paintable_snapshot_symbolic (GTK_SYMBOLIC_PAINTABLE (icon), snapshot,
                                                  icon_size, icon_size, &ink, 1);
      else
        gdk_paintable_snapshot (icon, snapshot, icon_size, icon_size);
      gtk_snapshot_restore (snapshot);
    }

  if (flags & TACTICS_TOKEN_DIMMED)
    gtk_snapshot_pop (snapshot);
}
