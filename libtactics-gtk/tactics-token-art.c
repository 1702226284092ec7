/* SPDX-License-Identifier: GPL-3.0-or-later */
#include "config.h"

#include "tactics-gtk.h"
#include "tactics-draw.h"

/* The token itself is drawn by libtactics-draw (tactics-draw-token.c),
 * as in pictures; the board adds the icon, which needs GTK's icon theme. */
G_STATIC_ASSERT ((int) TACTICS_TOKEN_SHAPE_CIRCLE == (int) TACTICS_DRAW_TOKEN_CIRCLE);
G_STATIC_ASSERT ((int) TACTICS_TOKEN_SHAPE_OCTAGON == (int) TACTICS_DRAW_TOKEN_OCTAGON);
G_STATIC_ASSERT ((int) TACTICS_TOKEN_SHAPE_SHIELD == (int) TACTICS_DRAW_TOKEN_SHIELD);

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
  tactics_draw_append_token_shape (cr, (TacticsDrawTokenShape) shape, cx, cy, radius);
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
  TacticsDrawColor draw_ink;
  GdkRGBA ink;
  double icon_size = size * 0.56;
  double icon_y = cy;
  TacticsDrawColor draw_color;
  TacticsDrawTokenFlags draw_flags = TACTICS_DRAW_TOKEN_PLAIN;
  cairo_t *cr;

  g_return_if_fail (GTK_IS_SNAPSHOT (snapshot));
  g_return_if_fail (color != NULL);

  if (flags & TACTICS_TOKEN_DIMMED)
    gtk_snapshot_push_opacity (snapshot, 0.55);

  cr = gtk_snapshot_append_cairo (snapshot, &bounds);
  draw_color = (TacticsDrawColor) { color->red, color->green, color->blue, color->alpha };
  /* The glyph's ink, which the icon takes too. */
  tactics_draw_token_get_ink (&draw_color, &draw_ink);
  ink = (GdkRGBA) { draw_ink.red, draw_ink.green, draw_ink.blue, draw_ink.alpha };
  if (flags & TACTICS_TOKEN_SELECTED)
    draw_flags |= TACTICS_DRAW_TOKEN_SELECTED;
  if (flags & TACTICS_TOKEN_ACTIVE)
    draw_flags |= TACTICS_DRAW_TOKEN_ACTIVE;
  tactics_draw_token (cr, (TacticsDrawTokenShape) shape, &draw_color, icon == NULL ? glyph : NULL,
                      cx, cy, size, draw_flags);
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
