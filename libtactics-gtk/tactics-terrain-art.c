/* SPDX-License-Identifier: GPL-3.0-or-later */
#include "config.h"

#include <math.h>
#include <string.h>

#include "tactics-gtk.h"
#include "tactics-terrain-art-private.h"

#define SQRT3 1.7320508075688772

typedef void (*SymbolDrawFunc) (cairo_t       *cr,
                                const GdkRGBA *ground,
                                double         line_width);

typedef struct {
  const char     *name;
  SymbolDrawFunc  draw;
} Symbol;

typedef struct {
  const char *word;
  const char *symbol;
} SymbolWord;

/* Inks are derived from the ground so every symbol suits any colour a
 * designer picks. */
static void
mix (const GdkRGBA *color,
     double         r,
     double         g,
     double         b,
     double         amount,
     double         alpha,
     GdkRGBA       *out)
{
  out->red = color->red + (r - color->red) * amount;
  out->green = color->green + (g - color->green) * amount;
  out->blue = color->blue + (b - color->blue) * amount;
  out->alpha = alpha;
}

double
tactics_rgba_get_luminance (const GdkRGBA *color)
{
  g_return_val_if_fail (color != NULL, 0.0);

  return 0.2126 * color->red + 0.7152 * color->green + 0.0722 * color->blue;
}

/* A darker line colour; on very dark grounds a lighter one so it shows. */
static void
ink (const GdkRGBA *ground,
     GdkRGBA       *out)
{
  if (tactics_rgba_get_luminance (ground) < 0.18)
    mix (ground, 1, 1, 1, 0.45, 0.85, out);
  else
    mix (ground, 0, 0, 0, 0.5, 0.8, out);
}

static void
shade (const GdkRGBA *ground,
       double         amount,
       GdkRGBA       *out)
{
  if (amount >= 0)
    mix (ground, 1, 1, 1, amount, 1.0, out);
  else
    mix (ground, 0, 0, 0, -amount, 1.0, out);
}

static void
set_ink (cairo_t       *cr,
         const GdkRGBA *ground)
{
  GdkRGBA color;

  ink (ground, &color);
  gdk_cairo_set_source_rgba (cr, &color);
}

static void
set_shade (cairo_t       *cr,
           const GdkRGBA *ground,
           double         amount)
{
  GdkRGBA color;

  shade (ground, amount, &color);
  gdk_cairo_set_source_rgba (cr, &color);
}

/* Symbols draw in a box from −1 to 1 each way (y down), the largest square
 * that fits well inside the cell. */

static void
draw_grass (cairo_t       *cr,
            const GdkRGBA *ground,
            double         line_width)
{
  static const double tufts[][2] = { { -0.5, 0.05 }, { 0.38, -0.3 }, { 0.15, 0.6 } };

  cairo_set_line_width (cr, line_width);
  cairo_set_line_cap (cr, CAIRO_LINE_CAP_ROUND);
  for (guint i = 0; i < G_N_ELEMENTS (tufts); i++)
    {
      double x = tufts[i][0];
      double y = tufts[i][1];

      cairo_move_to (cr, x - 0.16, y - 0.22);
      cairo_curve_to (cr, x - 0.1, y - 0.12, x - 0.05, y - 0.05, x, y);
      cairo_curve_to (cr, x - 0.01, y - 0.12, x, y - 0.24, x + 0.02, y - 0.32);
      cairo_move_to (cr, x, y);
      cairo_curve_to (cr, x + 0.05, y - 0.08, x + 0.1, y - 0.15, x + 0.18, y - 0.2);
    }
  set_ink (cr, ground);
  cairo_stroke (cr);
}

static void
conifer (cairo_t *cr,
         double   x,
         double   base,
         double   height)
{
  double half = height * 0.36;

  cairo_move_to (cr, x, base - height);
  cairo_line_to (cr, x + half * 0.7, base - height * 0.55);
  cairo_line_to (cr, x + half * 0.45, base - height * 0.55);
  cairo_line_to (cr, x + half, base - height * 0.18);
  cairo_line_to (cr, x - half, base - height * 0.18);
  cairo_line_to (cr, x - half * 0.45, base - height * 0.55);
  cairo_line_to (cr, x - half * 0.7, base - height * 0.55);
  cairo_close_path (cr);
}

static void
draw_trees (cairo_t       *cr,
            const GdkRGBA *ground,
            double         line_width)
{
  static const double trees[][3] = {
    { 0.05, 0.2, 1.0 }, { -0.48, 0.75, 1.05 }, { 0.5, 0.82, 1.15 },
  };

  for (guint i = 0; i < G_N_ELEMENTS (trees); i++)
    {
      double x = trees[i][0];
      double base = trees[i][1];
      double height = trees[i][2];

      /* trunk */
      cairo_rectangle (cr, x - 0.05, base - height * 0.2, 0.1, height * 0.2);
      cairo_set_source_rgba (cr, 0.36, 0.25, 0.16, 0.95);
      cairo_fill (cr);

      conifer (cr, x, base, height);
      set_shade (cr, ground, -0.45);
      cairo_fill_preserve (cr);
      cairo_set_line_width (cr, line_width * 0.7);
      cairo_set_line_join (cr, CAIRO_LINE_JOIN_ROUND);
      set_ink (cr, ground);
      cairo_stroke (cr);

      /* a lit edge on the left gives the tree some volume */
      cairo_move_to (cr, x - 0.02, base - height * 0.9);
      cairo_line_to (cr, x - height * 0.2, base - height * 0.6);
      cairo_set_line_width (cr, line_width * 0.6);
      set_shade (cr, ground, 0.25);
      cairo_stroke (cr);
    }
}

static void
hill (cairo_t *cr,
      double   x,
      double   base,
      double   half_width,
      double   height)
{
  cairo_move_to (cr, x - half_width, base);
  cairo_curve_to (cr, x - half_width * 0.5, base - height * 1.3,
                  x + half_width * 0.5, base - height * 1.3,
                  x + half_width, base);
}

static void
draw_hills (cairo_t       *cr,
            const GdkRGBA *ground,
            double         line_width)
{
  cairo_set_line_width (cr, line_width);
  cairo_set_line_cap (cr, CAIRO_LINE_CAP_ROUND);

  hill (cr, 0.3, 0.25, 0.6, 0.55);
  cairo_close_path (cr);
  set_shade (cr, ground, -0.12);
  cairo_fill_preserve (cr);
  set_ink (cr, ground);
  cairo_stroke (cr);

  hill (cr, -0.3, 0.7, 0.65, 0.6);
  cairo_close_path (cr);
  set_shade (cr, ground, -0.06);
  cairo_fill_preserve (cr);
  set_ink (cr, ground);
  cairo_stroke (cr);

  /* a few strokes on the slope */
  cairo_move_to (cr, -0.5, 0.45);
  cairo_line_to (cr, -0.4, 0.35);
  cairo_move_to (cr, 0.15, 0.0);
  cairo_line_to (cr, 0.25, -0.1);
  set_shade (cr, ground, 0.3);
  cairo_stroke (cr);
}

static void
draw_peaks (cairo_t       *cr,
            const GdkRGBA *ground,
            double         line_width)
{
  GdkRGBA rock;

  cairo_set_line_join (cr, CAIRO_LINE_JOIN_ROUND);
  cairo_set_line_width (cr, line_width);

  /* the far peak */
  cairo_move_to (cr, 0.05, 0.75);
  cairo_line_to (cr, 0.5, -0.35);
  cairo_line_to (cr, 0.95, 0.75);
  cairo_close_path (cr);
  mix (ground, 0.35, 0.33, 0.32, 0.55, 1.0, &rock);
  shade (&rock, -0.2, &rock);
  gdk_cairo_set_source_rgba (cr, &rock);
  cairo_fill_preserve (cr);
  set_ink (cr, ground);
  cairo_stroke (cr);

  /* the main peak, lit on the left */
  cairo_move_to (cr, -0.9, 0.75);
  cairo_line_to (cr, -0.15, -0.8);
  cairo_line_to (cr, 0.6, 0.75);
  cairo_close_path (cr);
  mix (ground, 0.45, 0.43, 0.42, 0.55, 1.0, &rock);
  gdk_cairo_set_source_rgba (cr, &rock);
  cairo_fill_preserve (cr);
  set_ink (cr, ground);
  cairo_stroke (cr);

  cairo_move_to (cr, -0.15, -0.8);
  cairo_line_to (cr, 0.6, 0.75);
  cairo_line_to (cr, -0.05, 0.75);
  cairo_line_to (cr, -0.1, 0.0);
  cairo_close_path (cr);
  cairo_set_source_rgba (cr, 0, 0, 0, 0.18);
  cairo_fill (cr);

  /* snow cap */
  cairo_move_to (cr, -0.15, -0.8);
  cairo_line_to (cr, 0.09, -0.3);
  cairo_line_to (cr, -0.05, -0.38);
  cairo_line_to (cr, -0.15, -0.26);
  cairo_line_to (cr, -0.27, -0.38);
  cairo_line_to (cr, -0.39, -0.3);
  cairo_close_path (cr);
  cairo_set_source_rgba (cr, 0.97, 0.97, 1.0, 0.95);
  cairo_fill (cr);
}

static void
boulder (cairo_t       *cr,
         const GdkRGBA *ground,
         double         x,
         double         y,
         double         size,
         double         line_width)
{
  GdkRGBA stone;

  cairo_move_to (cr, x - size, y + size * 0.5);
  cairo_line_to (cr, x - size * 0.8, y - size * 0.3);
  cairo_line_to (cr, x - size * 0.2, y - size * 0.75);
  cairo_line_to (cr, x + size * 0.6, y - size * 0.5);
  cairo_line_to (cr, x + size, y + size * 0.5);
  cairo_close_path (cr);
  mix (ground, 0.55, 0.53, 0.5, 0.35, 1.0, &stone);
  gdk_cairo_set_source_rgba (cr, &stone);
  cairo_fill_preserve (cr);
  cairo_set_line_width (cr, line_width);
  cairo_set_line_join (cr, CAIRO_LINE_JOIN_ROUND);
  set_ink (cr, ground);
  cairo_stroke (cr);

  cairo_move_to (cr, x - size * 0.7, y - size * 0.2);
  cairo_line_to (cr, x - size * 0.2, y - size * 0.55);
  set_shade (cr, &stone, 0.45);
  cairo_stroke (cr);
}

static void
draw_rocks (cairo_t       *cr,
            const GdkRGBA *ground,
            double         line_width)
{
  boulder (cr, ground, 0.3, -0.25, 0.45, line_width);
  boulder (cr, ground, -0.35, 0.35, 0.5, line_width);
  boulder (cr, ground, 0.45, 0.55, 0.28, line_width);
}

static void
wave_line (cairo_t *cr,
           double   x,
           double   y,
           double   length)
{
  double step = length / 4.0;

  cairo_move_to (cr, x, y);
  for (int i = 0; i < 2; i++)
    {
      double start = x + i * 2 * step;

      cairo_curve_to (cr, start + step * 0.4, y - step * 0.55,
                      start + step * 0.6, y - step * 0.55,
                      start + step, y);
      cairo_curve_to (cr, start + step * 1.4, y + step * 0.55,
                      start + step * 1.6, y + step * 0.55,
                      start + step * 2, y);
    }
}

static void
draw_waves (cairo_t       *cr,
            const GdkRGBA *ground,
            double         line_width)
{
  cairo_set_line_width (cr, line_width);
  cairo_set_line_cap (cr, CAIRO_LINE_CAP_ROUND);
  wave_line (cr, -0.75, -0.45, 0.9);
  wave_line (cr, -0.2, 0.05, 0.95);
  wave_line (cr, -0.8, 0.55, 0.85);
  set_shade (cr, ground, 0.45);
  cairo_stroke (cr);
}

static void
draw_ripples (cairo_t       *cr,
              const GdkRGBA *ground,
              double         line_width)
{
  static const double rings[][3] = {
    { -0.35, -0.3, 0.3 }, { 0.4, 0.35, 0.25 }, { -0.3, 0.5, 0.18 },
  };

  cairo_set_line_width (cr, line_width);
  cairo_set_line_cap (cr, CAIRO_LINE_CAP_ROUND);
  for (guint i = 0; i < G_N_ELEMENTS (rings); i++)
    {
      double x = rings[i][0];
      double y = rings[i][1];
      double radius = rings[i][2];

      /* Flattened circles, as ripples seen from above at an angle. */
      cairo_save (cr);
      cairo_translate (cr, x, y);
      cairo_scale (cr, 1.0, 0.5);
      cairo_new_sub_path (cr);
      cairo_arc (cr, 0, 0, radius, 0, 2 * G_PI);
      cairo_new_sub_path (cr);
      cairo_arc (cr, 0, 0, radius * 0.5, 0, 2 * G_PI);
      cairo_restore (cr);
    }
  set_shade (cr, ground, 0.55);
  cairo_stroke (cr);

  /* stepping stones */
  cairo_save (cr);
  cairo_translate (cr, 0.25, -0.35);
  cairo_scale (cr, 0.14, 0.09);
  cairo_arc (cr, 0, 0, 1, 0, 2 * G_PI);
  cairo_restore (cr);
  cairo_set_source_rgba (cr, 0.55, 0.52, 0.48, 0.95);
  cairo_fill (cr);
}

static void
draw_sand (cairo_t       *cr,
           const GdkRGBA *ground,
           double         line_width)
{
  static const double dots[][2] = {
    { -0.6, -0.55 }, { 0.1, -0.7 }, { 0.55, -0.4 }, { -0.2, -0.2 }, { 0.35, 0.05 },
    { -0.65, 0.15 }, { 0.0, 0.4 }, { 0.6, 0.55 }, { -0.4, 0.7 },
  };

  for (guint i = 0; i < G_N_ELEMENTS (dots); i++)
    {
      cairo_new_sub_path (cr);
      cairo_arc (cr, dots[i][0], dots[i][1], 0.055, 0, 2 * G_PI);
    }
  set_ink (cr, ground);
  cairo_fill (cr);

  /* a dune ridge */
  cairo_move_to (cr, -0.8, 0.3);
  cairo_curve_to (cr, -0.4, 0.05, 0.0, 0.05, 0.25, 0.25);
  cairo_set_line_width (cr, line_width);
  cairo_set_line_cap (cr, CAIRO_LINE_CAP_ROUND);
  set_shade (cr, ground, -0.25);
  cairo_stroke (cr);
}

static void
draw_swamp (cairo_t       *cr,
            const GdkRGBA *ground,
            double         line_width)
{
  static const double reeds[][2] = { { -0.35, 0.3 }, { -0.15, 0.35 }, { 0.35, 0.05 } };

  cairo_set_line_cap (cr, CAIRO_LINE_CAP_ROUND);
  cairo_set_line_width (cr, line_width);

  /* pools */
  cairo_move_to (cr, -0.8, 0.45);
  cairo_line_to (cr, 0.1, 0.45);
  cairo_move_to (cr, -0.4, 0.7);
  cairo_line_to (cr, 0.55, 0.7);
  cairo_move_to (cr, 0.2, 0.3);
  cairo_line_to (cr, 0.8, 0.3);
  set_shade (cr, ground, 0.4);
  cairo_stroke (cr);

  for (guint i = 0; i < G_N_ELEMENTS (reeds); i++)
    {
      double x = reeds[i][0];
      double y = reeds[i][1];

      cairo_move_to (cr, x, y);
      cairo_line_to (cr, x + 0.03, y - 0.75);
      set_ink (cr, ground);
      cairo_stroke (cr);

      cairo_save (cr);
      cairo_translate (cr, x + 0.025, y - 0.55);
      cairo_scale (cr, 0.06, 0.16);
      cairo_arc (cr, 0, 0, 1, 0, 2 * G_PI);
      cairo_restore (cr);
      cairo_set_source_rgba (cr, 0.35, 0.22, 0.12, 0.95);
      cairo_fill (cr);
    }
}

static void
draw_road (cairo_t       *cr,
           const GdkRGBA *ground,
           double         line_width)
{
  static const double stones[][2] = {
    { -0.7, -0.05 }, { -0.35, 0.12 }, { 0.0, -0.08 }, { 0.35, 0.1 }, { 0.7, -0.04 },
  };

  cairo_set_line_width (cr, line_width);
  cairo_move_to (cr, -1.0, -0.32);
  cairo_line_to (cr, 1.0, -0.32);
  cairo_move_to (cr, -1.0, 0.32);
  cairo_line_to (cr, 1.0, 0.32);
  set_ink (cr, ground);
  cairo_stroke (cr);

  for (guint i = 0; i < G_N_ELEMENTS (stones); i++)
    {
      cairo_save (cr);
      cairo_translate (cr, stones[i][0], stones[i][1]);
      cairo_scale (cr, 0.12, 0.08);
      cairo_arc (cr, 0, 0, 1, 0, 2 * G_PI);
      cairo_restore (cr);
    }
  set_shade (cr, ground, -0.25);
  cairo_fill (cr);
}

static void
draw_bricks (cairo_t       *cr,
             const GdkRGBA *ground,
             double         line_width)
{
  const double top = -0.8;
  const double row = 0.4;

  cairo_set_line_width (cr, line_width);
  for (int i = 0; i <= 4; i++)
    {
      cairo_move_to (cr, -0.85, top + i * row);
      cairo_line_to (cr, 0.85, top + i * row);
    }
  /* joints staggered by half a brick from one course to the next */
  for (int i = 0; i < 4; i++)
    for (double x = (i % 2) ? -0.55 : -0.25; x < 0.85; x += 0.6)
      {
        cairo_move_to (cr, x, top + i * row);
        cairo_line_to (cr, x, top + (i + 1) * row);
      }
  set_ink (cr, ground);
  cairo_stroke (cr);

  /* mortar highlight under each course */
  for (int i = 0; i < 4; i++)
    {
      cairo_move_to (cr, -0.82, top + i * row + line_width * 1.2);
      cairo_line_to (cr, 0.82, top + i * row + line_width * 1.2);
    }
  cairo_set_line_width (cr, line_width * 0.6);
  set_shade (cr, ground, 0.3);
  cairo_stroke (cr);
}

static void
flake (cairo_t *cr,
       double   x,
       double   y,
       double   size)
{
  for (int i = 0; i < 3; i++)
    {
      double angle = G_PI / 2 + i * G_PI / 3;

      cairo_move_to (cr, x - cos (angle) * size, y - sin (angle) * size);
      cairo_line_to (cr, x + cos (angle) * size, y + sin (angle) * size);
    }
}

static void
draw_snow (cairo_t       *cr,
           const GdkRGBA *ground,
           double         line_width)
{
  cairo_set_line_width (cr, line_width);
  cairo_set_line_cap (cr, CAIRO_LINE_CAP_ROUND);
  flake (cr, -0.4, -0.35, 0.25);
  flake (cr, 0.45, -0.05, 0.2);
  flake (cr, -0.1, 0.5, 0.22);
  cairo_set_source_rgba (cr, 0.55, 0.68, 0.85, 0.9);
  cairo_stroke (cr);
}

static void
draw_ice (cairo_t       *cr,
          const GdkRGBA *ground,
          double         line_width)
{
  cairo_set_line_width (cr, line_width);
  cairo_set_line_cap (cr, CAIRO_LINE_CAP_ROUND);
  cairo_move_to (cr, -0.7, 0.1);
  cairo_line_to (cr, -0.1, -0.5);
  cairo_move_to (cr, -0.45, 0.5);
  cairo_line_to (cr, 0.45, -0.4);
  cairo_move_to (cr, 0.1, 0.6);
  cairo_line_to (cr, 0.6, 0.1);
  cairo_set_source_rgba (cr, 1, 1, 1, 0.85);
  cairo_stroke (cr);

  cairo_move_to (cr, -0.2, 0.75);
  cairo_line_to (cr, 0.0, 0.45);
  cairo_line_to (cr, -0.1, 0.2);
  set_ink (cr, ground);
  cairo_set_line_width (cr, line_width * 0.6);
  cairo_stroke (cr);
}

static void
draw_lava (cairo_t       *cr,
           const GdkRGBA *ground,
           double         line_width)
{
  cairo_set_line_width (cr, line_width * 1.2);
  cairo_set_line_cap (cr, CAIRO_LINE_CAP_ROUND);
  cairo_set_line_join (cr, CAIRO_LINE_JOIN_ROUND);
  cairo_move_to (cr, -0.8, -0.4);
  cairo_line_to (cr, -0.3, -0.2);
  cairo_line_to (cr, -0.1, 0.2);
  cairo_line_to (cr, 0.4, 0.3);
  cairo_line_to (cr, 0.8, 0.7);
  cairo_move_to (cr, -0.3, -0.2);
  cairo_line_to (cr, 0.2, -0.6);
  cairo_move_to (cr, -0.1, 0.2);
  cairo_line_to (cr, -0.5, 0.6);
  cairo_set_source_rgba (cr, 1.0, 0.85, 0.25, 0.95);
  cairo_stroke (cr);
}

static void
house (cairo_t       *cr,
       const GdkRGBA *ground,
       double         x,
       double         base,
       double         size,
       double         line_width)
{
  cairo_set_line_width (cr, line_width);
  cairo_set_line_join (cr, CAIRO_LINE_JOIN_ROUND);

  cairo_rectangle (cr, x - size * 0.5, base - size * 0.7, size, size * 0.7);
  cairo_set_source_rgba (cr, 0.93, 0.87, 0.74, 1.0);
  cairo_fill_preserve (cr);
  set_ink (cr, ground);
  cairo_stroke (cr);

  cairo_move_to (cr, x - size * 0.65, base - size * 0.65);
  cairo_line_to (cr, x, base - size * 1.2);
  cairo_line_to (cr, x + size * 0.65, base - size * 0.65);
  cairo_close_path (cr);
  cairo_set_source_rgba (cr, 0.7, 0.25, 0.18, 1.0);
  cairo_fill_preserve (cr);
  set_ink (cr, ground);
  cairo_stroke (cr);

  cairo_rectangle (cr, x - size * 0.12, base - size * 0.35, size * 0.24, size * 0.35);
  cairo_set_source_rgba (cr, 0.35, 0.22, 0.12, 1.0);
  cairo_fill (cr);
}

static void
draw_village (cairo_t       *cr,
              const GdkRGBA *ground,
              double         line_width)
{
  house (cr, ground, 0.35, 0.05, 0.7, line_width);
  house (cr, ground, -0.35, 0.75, 0.8, line_width);
}

static void
draw_castle (cairo_t       *cr,
             const GdkRGBA *ground,
             double         line_width)
{
  const double left = -0.6;
  const double right = 0.6;
  const double top = -0.45;
  const double bottom = 0.75;
  const double merlon = 0.24;

  cairo_move_to (cr, left, bottom);
  cairo_line_to (cr, left, top - merlon);
  for (int i = 0; i < 5; i++)
    {
      double x = left + i * merlon;

      cairo_line_to (cr, x + merlon, i % 2 == 0 ? top - merlon : top);
      cairo_line_to (cr, x + merlon, i % 2 == 0 ? top : top - merlon);
    }
  cairo_line_to (cr, right, bottom);
  cairo_close_path (cr);
  cairo_set_source_rgba (cr, 0.72, 0.7, 0.66, 1.0);
  cairo_fill_preserve (cr);
  cairo_set_line_width (cr, line_width);
  cairo_set_line_join (cr, CAIRO_LINE_JOIN_MITER);
  set_ink (cr, ground);
  cairo_stroke (cr);

  /* gate */
  cairo_move_to (cr, -0.2, bottom);
  cairo_line_to (cr, -0.2, 0.35);
  cairo_arc (cr, 0.0, 0.35, 0.2, G_PI, 2 * G_PI);
  cairo_line_to (cr, 0.2, bottom);
  cairo_close_path (cr);
  cairo_set_source_rgba (cr, 0.25, 0.18, 0.12, 1.0);
  cairo_fill (cr);
}

static void
draw_cave (cairo_t       *cr,
           const GdkRGBA *ground,
           double         line_width)
{
  cairo_move_to (cr, -0.85, 0.7);
  cairo_curve_to (cr, -0.8, -0.6, 0.8, -0.6, 0.85, 0.7);
  cairo_close_path (cr);
  set_shade (cr, ground, -0.35);
  cairo_fill (cr);

  cairo_move_to (cr, -0.5, 0.7);
  cairo_curve_to (cr, -0.45, -0.2, 0.45, -0.2, 0.5, 0.7);
  cairo_close_path (cr);
  cairo_set_source_rgba (cr, 0.08, 0.07, 0.07, 0.95);
  cairo_fill (cr);
}

static void
draw_bridge (cairo_t       *cr,
             const GdkRGBA *ground,
             double         line_width)
{
  cairo_rectangle (cr, -0.9, -0.4, 1.8, 0.8);
  cairo_set_source_rgba (cr, 0.62, 0.45, 0.28, 1.0);
  cairo_fill (cr);

  cairo_set_line_width (cr, line_width * 0.7);
  for (double x = -0.6; x < 0.9; x += 0.3)
    {
      cairo_move_to (cr, x, -0.4);
      cairo_line_to (cr, x, 0.4);
    }
  cairo_set_source_rgba (cr, 0.35, 0.23, 0.13, 0.9);
  cairo_stroke (cr);

  cairo_set_line_width (cr, line_width * 1.3);
  cairo_move_to (cr, -1.0, -0.45);
  cairo_line_to (cr, 1.0, -0.45);
  cairo_move_to (cr, -1.0, 0.45);
  cairo_line_to (cr, 1.0, 0.45);
  cairo_set_source_rgba (cr, 0.3, 0.2, 0.1, 1.0);
  cairo_stroke (cr);
}

static void
draw_farm (cairo_t       *cr,
           const GdkRGBA *ground,
           double         line_width)
{
  cairo_set_line_width (cr, line_width);
  cairo_set_line_cap (cr, CAIRO_LINE_CAP_ROUND);
  for (int i = -3; i <= 3; i++)
    {
      double offset = i * 0.3;

      cairo_move_to (cr, -0.75 + offset, 0.75);
      cairo_line_to (cr, 0.0 + offset, -0.75);
    }
  cairo_save (cr);
  cairo_rectangle (cr, -0.85, -0.85, 1.7, 1.7);
  cairo_clip (cr);
  set_ink (cr, ground);
  cairo_stroke (cr);
  cairo_restore (cr);
}

static const Symbol symbols[] = {
  { "grass", draw_grass },
  { "trees", draw_trees },
  { "hills", draw_hills },
  { "peaks", draw_peaks },
  { "rocks", draw_rocks },
  { "waves", draw_waves },
  { "ripples", draw_ripples },
  { "sand", draw_sand },
  { "swamp", draw_swamp },
  { "road", draw_road },
  { "bricks", draw_bricks },
  { "snow", draw_snow },
  { "ice", draw_ice },
  { "lava", draw_lava },
  { "village", draw_village },
  { "castle", draw_castle },
  { "cave", draw_cave },
  { "bridge", draw_bridge },
  { "farm", draw_farm },
};

/* Words found in icon names, ids and names, in the order they are tried
 * ("mountain pass" is peaks before road). */
static const SymbolWord symbol_words[] = {
  { "mountain", "peaks" }, { "peak", "peaks" }, { "cliff", "peaks" },
  { "forest", "trees" }, { "wood", "trees" }, { "tree", "trees" }, { "jungle", "trees" },
  { "pine", "trees" },
  { "hill", "hills" },
  { "rock", "rocks" }, { "stone", "rocks" }, { "boulder", "rocks" },
  { "swamp", "swamp" }, { "marsh", "swamp" }, { "bog", "swamp" }, { "fen", "swamp" },
  { "reed", "swamp" },
  { "ripple", "ripples" }, { "ford", "ripples" }, { "shallow", "ripples" },
  { "water", "waves" }, { "wave", "waves" }, { "sea", "waves" }, { "ocean", "waves" },
  { "lake", "waves" }, { "river", "waves" }, { "deep", "waves" },
  { "sand", "sand" }, { "desert", "sand" }, { "beach", "sand" }, { "dune", "sand" },
  { "bridge", "bridge" },
  { "road", "road" }, { "path", "road" }, { "track", "road" },
  { "wall", "bricks" }, { "brick", "bricks" }, { "building", "bricks" },
  { "snow", "snow" }, { "tundra", "snow" },
  { "ice", "ice" }, { "glacier", "ice" },
  { "lava", "lava" }, { "magma", "lava" },
  { "village", "village" }, { "house", "village" }, { "town", "village" },
  { "castle", "castle" }, { "fort", "castle" }, { "keep", "castle" }, { "tower", "castle" },
  { "cave", "cave" },
  { "farm", "farm" }, { "crop", "farm" }, { "field", "farm" },
  { "grass", "grass" }, { "plain", "grass" }, { "meadow", "grass" },
};

static const Symbol *
find_symbol (const char *name)
{
  if (name == NULL)
    return NULL;

  for (guint i = 0; i < G_N_ELEMENTS (symbols); i++)
    if (g_str_equal (symbols[i].name, name))
      return &symbols[i];
  return NULL;
}

static const char *
guess_symbol (const char *text)
{
  g_autofree char *folded = NULL;

  if (text == NULL || *text == '\0')
    return NULL;

  folded = g_ascii_strdown (text, -1);
  for (guint i = 0; i < G_N_ELEMENTS (symbol_words); i++)
    if (strstr (folded, symbol_words[i].word) != NULL)
      return symbol_words[i].symbol;
  return NULL;
}

const char * const *
tactics_terrain_art_list_symbols (void)
{
  static const char *names[G_N_ELEMENTS (symbols) + 1];

  if (names[0] == NULL)
    {
      for (guint i = 0; i < G_N_ELEMENTS (symbols); i++)
        names[i] = symbols[i].name;
    }
  return names;
}

const char *
tactics_terrain_art_get_symbol (TacticsTerrain *terrain)
{
  const char *icon;
  const char *guess;
  const Symbol *symbol;

  g_return_val_if_fail (TACTICS_IS_TERRAIN (terrain), NULL);

  icon = tactics_terrain_get_icon (terrain);
  symbol = find_symbol (icon);
  if (symbol != NULL)
    return symbol->name;

  if ((guess = guess_symbol (icon)) != NULL)
    return guess;
  /* The id is often a word too ("forest"), the name the most telling. */
  if ((guess = guess_symbol (tactics_terrain_get_name (terrain))) != NULL)
    return guess;
  return guess_symbol (tactics_terrain_get_id (terrain));
}

void
tactics_terrain_art_get_color (TacticsTerrain *terrain,
                               GdkRGBA        *color)
{
  const char *text;

  g_return_if_fail (TACTICS_IS_TERRAIN (terrain));
  g_return_if_fail (color != NULL);

  text = tactics_terrain_get_color (terrain);
  if (text == NULL || !gdk_rgba_parse (color, text))
    *color = (GdkRGBA) { 0.6, 0.6, 0.6, 1.0 };
}

void
tactics_append_cell_path (cairo_t         *cr,
                          TacticsTopology  topology,
                          double           cell_size,
                          double           center_x,
                          double           center_y,
                          double           inset)
{
  g_return_if_fail (cr != NULL);

  if (topology == TACTICS_TOPOLOGY_HEX)
    {
      /* Pointy-top: corners at −30°, 30°, 90°… from the centre. Moving an
       * edge in by @inset moves a corner by inset / cos 30°. */
      /* cos and sin of −30°, 30°, 90°, 150°, 210°, 270° */
      static const double corners[6][2] = {
        { SQRT3 / 2, -0.5 }, { SQRT3 / 2, 0.5 }, { 0.0, 1.0 },
        { -SQRT3 / 2, 0.5 }, { -SQRT3 / 2, -0.5 }, { 0.0, -1.0 },
      };
      double radius = MAX (cell_size - inset * 2.0 / SQRT3, 0.0);

      for (int corner = 0; corner < 6; corner++)
        {
          double x = center_x + radius * corners[corner][0];
          double y = center_y + radius * corners[corner][1];

          if (corner == 0)
            cairo_move_to (cr, x, y);
          else
            cairo_line_to (cr, x, y);
        }
      cairo_close_path (cr);
    }
  else
    {
      double half = MAX (cell_size / 2.0 - inset, 0.0);

      cairo_rectangle (cr, center_x - half, center_y - half, 2 * half, 2 * half);
    }
}

void
tactics_terrain_art_draw_symbol (cairo_t         *cr,
                                 const char      *symbol_name,
                                 const GdkRGBA   *ground,
                                 TacticsTopology  topology,
                                 double           cell_size,
                                 double           center_x,
                                 double           center_y,
                                 guint            variant)
{
  const Symbol *symbol;
  double radius;
  double line_width;

  g_return_if_fail (cr != NULL);
  g_return_if_fail (ground != NULL);

  symbol = find_symbol (symbol_name);
  if (symbol == NULL || cell_size <= 0.0)
    return;

  /* Half the side of the square the drawing fills: inside a square cell,
   * or inside a hex's inscribed circle. */
  if (topology == TACTICS_TOPOLOGY_HEX)
    radius = cell_size * SQRT3 / 2.0 * 0.72;
  else
    radius = cell_size / 2.0 * 0.8;

  /* About a pixel and a half at small sizes, thicker when zoomed in. */
  line_width = CLAMP (cell_size * 0.045, 1.1, 3.0) / radius;

  cairo_save (cr);
  cairo_new_path (cr);
  cairo_translate (cr, center_x, center_y);
  cairo_scale (cr, (variant & 1) ? -radius : radius, radius);
  symbol->draw (cr, ground, line_width);
  cairo_restore (cr);
}

void
tactics_terrain_art_draw_cell (cairo_t         *cr,
                               TacticsTerrain  *terrain,
                               TacticsTopology  topology,
                               double           cell_size,
                               double           center_x,
                               double           center_y)
{
  GdkRGBA ground;
  GdkRGBA edge;

  g_return_if_fail (cr != NULL);
  g_return_if_fail (TACTICS_IS_TERRAIN (terrain));

  tactics_terrain_art_get_color (terrain, &ground);

  cairo_save (cr);
  tactics_append_cell_path (cr, topology, cell_size, center_x, center_y, 0.5);
  gdk_cairo_set_source_rgba (cr, &ground);
  cairo_fill_preserve (cr);
  /* Clipping uses the path up: the symbol starts from an empty one. */
  cairo_clip (cr);
  tactics_terrain_art_draw_symbol (cr, tactics_terrain_art_get_symbol (terrain), &ground,
                                   topology, cell_size, center_x, center_y, 0);
  cairo_restore (cr);

  cairo_save (cr);
  tactics_append_cell_path (cr, topology, cell_size, center_x, center_y, 0.5);
  mix (&ground, 0, 0, 0, 0.45, 1.0, &edge);
  gdk_cairo_set_source_rgba (cr, &edge);
  cairo_set_line_width (cr, 1.0);
  cairo_stroke (cr);
  cairo_restore (cr);
}

GdkTexture *
tactics_texture_new_for_surface (cairo_surface_t *surface)
{
  g_autoptr(GBytes) bytes = NULL;
  int width;
  int height;
  int stride;

  g_return_val_if_fail (surface != NULL, NULL);
  g_return_val_if_fail (cairo_surface_get_type (surface) == CAIRO_SURFACE_TYPE_IMAGE, NULL);
  g_return_val_if_fail (cairo_image_surface_get_format (surface) == CAIRO_FORMAT_ARGB32, NULL);

  cairo_surface_flush (surface);
  width = cairo_image_surface_get_width (surface);
  height = cairo_image_surface_get_height (surface);
  stride = cairo_image_surface_get_stride (surface);
  /* The texture shares the pixels and keeps the surface alive. */
  bytes = g_bytes_new_with_free_func (cairo_image_surface_get_data (surface),
                                      (gsize) stride * height,
                                      (GDestroyNotify) cairo_surface_destroy,
                                      cairo_surface_reference (surface));

  /* Cairo's ARGB32 is premultiplied native-endian 32-bit, which GDK calls
   * GDK_MEMORY_DEFAULT. */
  return gdk_memory_texture_new (width, height, GDK_MEMORY_DEFAULT, bytes, stride);
}

GdkTexture *
tactics_terrain_art_render_swatch (TacticsTerrain  *terrain,
                                   TacticsTopology  topology,
                                   int              size,
                                   int              scale_factor)
{
  cairo_surface_t *surface;
  cairo_t *cr;
  GdkTexture *texture;
  double cell_size;
  int pixels;

  g_return_val_if_fail (TACTICS_IS_TERRAIN (terrain), NULL);
  g_return_val_if_fail (size > 0, NULL);

  scale_factor = MAX (scale_factor, 1);
  pixels = size * scale_factor;
  surface = cairo_image_surface_create (CAIRO_FORMAT_ARGB32, pixels, pixels);
  cr = cairo_create (surface);

  /* The largest cell that fits: a square fills the box, a hex is 2·size
   * high. */
  cell_size = topology == TACTICS_TOPOLOGY_HEX ? pixels / 2.0 : pixels;
  tactics_terrain_art_draw_cell (cr, terrain, topology, cell_size, pixels / 2.0, pixels / 2.0);

  cairo_destroy (cr);
  texture = tactics_texture_new_for_surface (surface);
  cairo_surface_destroy (surface);
  return texture;
}
