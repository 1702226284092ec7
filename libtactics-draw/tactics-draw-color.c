/* SPDX-License-Identifier: GPL-3.0-or-later */
#include "config.h"

#include <pango/pango.h>
#include <stdio.h>

#include "tactics-draw.h"

/**
 * TacticsDrawColor:
 * @red: the red part, from 0 to 1
 * @green: the green part, from 0 to 1
 * @blue: the blue part, from 0 to 1
 * @alpha: the opacity, from 0 (transparent) to 1
 *
 * A colour as the drawing library uses it, with straight (not
 * premultiplied) alpha.
 */
G_DEFINE_BOXED_TYPE (TacticsDrawColor, tactics_draw_color,
                     tactics_draw_color_copy, tactics_draw_color_free)

/**
 * tactics_draw_color_copy:
 * @color: a colour
 *
 * Copies a colour.
 *
 * Returns: (transfer full): a copy of @color
 */
TacticsDrawColor *
tactics_draw_color_copy (const TacticsDrawColor *color)
{
  g_return_val_if_fail (color != NULL, NULL);

  return g_memdup2 (color, sizeof *color);
}

/**
 * tactics_draw_color_free:
 * @color: (nullable): a colour from tactics_draw_color_copy()
 *
 * Frees a copied colour.
 */
void
tactics_draw_color_free (TacticsDrawColor *color)
{
  g_free (color);
}

/* "rgb(r, g, b)" with parts from 0 to 255, "rgba(r, g, b, a)" with alpha
 * from 0 to 1: the CSS forms a designer may have copied. */
static gboolean
parse_function (TacticsDrawColor *color,
                const char       *text)
{
  double r, g, b, a = 1.0;
  char end = '\0';

  if (sscanf (text, "rgba ( %lf , %lf , %lf , %lf %c", &r, &g, &b, &a, &end) == 5 && end == ')')
    ;
  else if (sscanf (text, "rgb ( %lf , %lf , %lf %c", &r, &g, &b, &end) == 4 && end == ')')
    ;
  else
    return FALSE;

  if (r < 0 || r > 255 || g < 0 || g > 255 || b < 0 || b > 255 || a < 0 || a > 1)
    return FALSE;
  *color = (TacticsDrawColor) { r / 255.0, g / 255.0, b / 255.0, a };
  return TRUE;
}

/**
 * tactics_draw_color_parse:
 * @color: (out caller-allocates): the colour read
 * @text: a colour: "#rgb", "#rrggbb", "#rrggbbaa", "rgb(r,g,b)",
 *   "rgba(r,g,b,a)" or a name such as "gold"
 *
 * Reads a colour as maps and rulesets write them.
 *
 * Returns: %TRUE when @text is a colour; else @color is left untouched
 */
gboolean
tactics_draw_color_parse (TacticsDrawColor *color,
                          const char       *text)
{
  PangoColor pango;
  guint16 alpha = 0xffff;

  g_return_val_if_fail (color != NULL, FALSE);

  if (text == NULL)
    return FALSE;
  if (g_str_has_prefix (text, "rgb"))
    return parse_function (color, text);
  if (!pango_color_parse_with_alpha (&pango, &alpha, text))
    return FALSE;

  *color = (TacticsDrawColor) { pango.red / 65535.0, pango.green / 65535.0,
                                pango.blue / 65535.0, alpha / 65535.0 };
  return TRUE;
}

/**
 * tactics_draw_color_set_source:
 * @cr: a cairo context
 * @color: a colour
 *
 * Makes @color the source of @cr.
 */
void
tactics_draw_color_set_source (cairo_t                *cr,
                               const TacticsDrawColor *color)
{
  g_return_if_fail (cr != NULL);
  g_return_if_fail (color != NULL);

  cairo_set_source_rgba (cr, color->red, color->green, color->blue, color->alpha);
}

/**
 * tactics_draw_color_set_source_with_opacity:
 * @cr: a cairo context
 * @color: a colour
 * @opacity: what to multiply the colour's alpha by, 0 to 1
 *
 * Makes @color, made more transparent by @opacity, the source of @cr: a
 * wash of a colour.
 */
void
tactics_draw_color_set_source_with_opacity (cairo_t                *cr,
                                            const TacticsDrawColor *color,
                                            double                  opacity)
{
  g_return_if_fail (cr != NULL);
  g_return_if_fail (color != NULL);

  cairo_set_source_rgba (cr, color->red, color->green, color->blue, color->alpha * opacity);
}

/**
 * tactics_draw_color_get_luminance:
 * @color: a colour
 *
 * Gives a colour's relative luminance, to pick an ink that reads on it.
 *
 * Returns: from 0 (black) to 1 (white)
 */
double
tactics_draw_color_get_luminance (const TacticsDrawColor *color)
{
  g_return_val_if_fail (color != NULL, 0.0);

  return 0.2126 * color->red + 0.7152 * color->green + 0.0722 * color->blue;
}

/**
 * tactics_draw_color_mix:
 * @color: a colour
 * @r: the red part to move towards
 * @g: the green part to move towards
 * @b: the blue part to move towards
 * @amount: how far to move, from 0 (@color) to 1 (r, g, b)
 * @alpha: the result's opacity
 * @out: (out caller-allocates): the mixed colour
 *
 * Moves a colour towards another: inks are derived from the ground this
 * way, so every drawing suits any colour a designer picks.
 */
void
tactics_draw_color_mix (const TacticsDrawColor *color,
                        double                  r,
                        double                  g,
                        double                  b,
                        double                  amount,
                        double                  alpha,
                        TacticsDrawColor       *out)
{
  g_return_if_fail (color != NULL);
  g_return_if_fail (out != NULL);

  out->red = color->red + (r - color->red) * amount;
  out->green = color->green + (g - color->green) * amount;
  out->blue = color->blue + (b - color->blue) * amount;
  out->alpha = alpha;
}
