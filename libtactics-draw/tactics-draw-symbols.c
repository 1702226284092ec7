/* SPDX-License-Identifier: GPL-3.0-or-later */
/* The terrain symbols: grass, trees, peaks… each drawn with inks taken from
 * the ground colour, in a box from −1 to 1. */
#include "config.h"

#include <glib/gi18n-lib.h>
#include <math.h>

#include "tactics-draw.h"
#include "tactics-draw-symbols-private.h"


/* A darker line colour; on very dark grounds a lighter one so it shows. */
static void
ink (const TacticsDrawColor *ground,
     TacticsDrawColor       *out)
{
  if (tactics_draw_color_get_luminance (ground) < 0.18)
    tactics_draw_color_mix (ground, 1, 1, 1, 0.45, 0.85, out);
  else
    tactics_draw_color_mix (ground, 0, 0, 0, 0.5, 0.8, out);
}

static void
shade (const TacticsDrawColor *ground,
       double                  amount,
       TacticsDrawColor       *out)
{
  if (amount >= 0)
    tactics_draw_color_mix (ground, 1, 1, 1, amount, 1.0, out);
  else
    tactics_draw_color_mix (ground, 0, 0, 0, -amount, 1.0, out);
}

static void
set_ink (cairo_t                *cr,
         const TacticsDrawColor *ground)
{
  TacticsDrawColor color;

  ink (ground, &color);
  tactics_draw_color_set_source (cr, &color);
}

static void
set_shade (cairo_t                *cr,
           const TacticsDrawColor *ground,
           double                  amount)
{
  TacticsDrawColor color;

  shade (ground, amount, &color);
  tactics_draw_color_set_source (cr, &color);
}

/* Symbols draw in a box from −1 to 1 each way (y down), the largest square
 * that fits well inside the cell. */

static void
draw_grass (cairo_t                *cr,
            const TacticsDrawColor *ground,
            double                  line_width)
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
draw_trees (cairo_t                *cr,
            const TacticsDrawColor *ground,
            double                  line_width)
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
draw_hills (cairo_t                *cr,
            const TacticsDrawColor *ground,
            double                  line_width)
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
draw_peaks (cairo_t                *cr,
            const TacticsDrawColor *ground,
            double                  line_width)
{
  TacticsDrawColor rock;

  cairo_set_line_join (cr, CAIRO_LINE_JOIN_ROUND);
  cairo_set_line_width (cr, line_width);

  /* the far peak */
  cairo_move_to (cr, 0.05, 0.75);
  cairo_line_to (cr, 0.5, -0.35);
  cairo_line_to (cr, 0.95, 0.75);
  cairo_close_path (cr);
  tactics_draw_color_mix (ground, 0.35, 0.33, 0.32, 0.55, 1.0, &rock);
  shade (&rock, -0.2, &rock);
  tactics_draw_color_set_source (cr, &rock);
  cairo_fill_preserve (cr);
  set_ink (cr, ground);
  cairo_stroke (cr);

  /* the main peak, lit on the left */
  cairo_move_to (cr, -0.9, 0.75);
  cairo_line_to (cr, -0.15, -0.8);
  cairo_line_to (cr, 0.6, 0.75);
  cairo_close_path (cr);
  tactics_draw_color_mix (ground, 0.45, 0.43, 0.42, 0.55, 1.0, &rock);
  tactics_draw_color_set_source (cr, &rock);
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
boulder (cairo_t                *cr,
         const TacticsDrawColor *ground,
         double                  x,
         double                  y,
         double                  size,
         double                  line_width)
{
  TacticsDrawColor stone;

  cairo_move_to (cr, x - size, y + size * 0.5);
  cairo_line_to (cr, x - size * 0.8, y - size * 0.3);
  cairo_line_to (cr, x - size * 0.2, y - size * 0.75);
  cairo_line_to (cr, x + size * 0.6, y - size * 0.5);
  cairo_line_to (cr, x + size, y + size * 0.5);
  cairo_close_path (cr);
  tactics_draw_color_mix (ground, 0.55, 0.53, 0.5, 0.35, 1.0, &stone);
  tactics_draw_color_set_source (cr, &stone);
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
draw_rocks (cairo_t                *cr,
            const TacticsDrawColor *ground,
            double                  line_width)
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
draw_waves (cairo_t                *cr,
            const TacticsDrawColor *ground,
            double                  line_width)
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
draw_ripples (cairo_t                *cr,
              const TacticsDrawColor *ground,
              double                  line_width)
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
draw_sand (cairo_t                *cr,
           const TacticsDrawColor *ground,
           double                  line_width)
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
draw_swamp (cairo_t                *cr,
            const TacticsDrawColor *ground,
            double                  line_width)
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
draw_road (cairo_t                *cr,
           const TacticsDrawColor *ground,
           double                  line_width)
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
draw_bricks (cairo_t                *cr,
             const TacticsDrawColor *ground,
             double                  line_width)
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
draw_snow (cairo_t                *cr,
           const TacticsDrawColor *ground,
           double                  line_width)
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
draw_ice (cairo_t                *cr,
          const TacticsDrawColor *ground,
          double                  line_width)
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
draw_lava (cairo_t                *cr,
           const TacticsDrawColor *ground,
           double                  line_width)
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
house (cairo_t                *cr,
       const TacticsDrawColor *ground,
       double                  x,
       double                  base,
       double                  size,
       double                  line_width)
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
draw_village (cairo_t                *cr,
              const TacticsDrawColor *ground,
              double                  line_width)
{
  house (cr, ground, 0.35, 0.05, 0.7, line_width);
  house (cr, ground, -0.35, 0.75, 0.8, line_width);
}

static void
draw_castle (cairo_t                *cr,
             const TacticsDrawColor *ground,
             double                  line_width)
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
draw_cave (cairo_t                *cr,
           const TacticsDrawColor *ground,
           double                  line_width)
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
draw_bridge (cairo_t                *cr,
             const TacticsDrawColor *ground,
             double                  line_width)
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
draw_farm (cairo_t                *cr,
           const TacticsDrawColor *ground,
           double                  line_width)
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

const TacticsTerrainSymbol tactics_terrain_symbols[] = {
  /* Translators: the name of a drawing on terrain cells: tufts of grass. */
  { "grass", NC_("terrain symbol", "Grass"), draw_grass },
  /* Translators: the name of a drawing on terrain cells: a few conifers, for forests. */
  { "trees", NC_("terrain symbol", "Trees"), draw_trees },
  /* Translators: the name of a drawing on terrain cells: rounded hills. */
  { "hills", NC_("terrain symbol", "Hills"), draw_hills },
  /* Translators: the name of a drawing on terrain cells: snow-capped mountain peaks. */
  { "peaks", NC_("terrain symbol", "Peaks"), draw_peaks },
  /* Translators: the name of a drawing on terrain cells: scattered boulders. */
  { "rocks", NC_("terrain symbol", "Rocks"), draw_rocks },
  /* Translators: the name of a drawing on terrain cells: wavy lines of deep water. */
  { "waves", NC_("terrain symbol", "Waves"), draw_waves },
  /* Translators: the name of a drawing on terrain cells: small ripples, for fords. */
  { "ripples", NC_("terrain symbol", "Ripples"), draw_ripples },
  /* Translators: the name of a drawing on terrain cells: grains of sand and a dune. */
  { "sand", NC_("terrain symbol", "Sand"), draw_sand },
  /* Translators: the name of a drawing on terrain cells: reeds in marshy water. */
  { "swamp", NC_("terrain symbol", "Swamp"), draw_swamp },
  /* Translators: the name of a drawing on terrain cells: a road with stones between its edges. */
  { "road", NC_("terrain symbol", "Road"), draw_road },
  /* Translators: the name of a drawing on terrain cells: a brick wall. */
  { "bricks", NC_("terrain symbol", "Bricks"), draw_bricks },
  /* Translators: the name of a drawing on terrain cells: snowflakes. */
  { "snow", NC_("terrain symbol", "Snow"), draw_snow },
  /* Translators: the name of a drawing on terrain cells: cracked ice. */
  { "ice", NC_("terrain symbol", "Ice"), draw_ice },
  /* Translators: the name of a drawing on terrain cells: glowing streams of lava. */
  { "lava", NC_("terrain symbol", "Lava"), draw_lava },
  /* Translators: the name of a drawing on terrain cells: a few houses. */
  { "village", NC_("terrain symbol", "Village"), draw_village },
  /* Translators: the name of a drawing on terrain cells: a castle with towers. */
  { "castle", NC_("terrain symbol", "Castle"), draw_castle },
  /* Translators: the name of a drawing on terrain cells: the mouth of a cave. */
  { "cave", NC_("terrain symbol", "Cave"), draw_cave },
  /* Translators: the name of a drawing on terrain cells: a wooden bridge. */
  { "bridge", NC_("terrain symbol", "Bridge"), draw_bridge },
  /* Translators: the name of a drawing on terrain cells: furrows of a ploughed field. */
  { "farm", NC_("terrain symbol", "Farm"), draw_farm },
};

const guint tactics_terrain_n_symbols = G_N_ELEMENTS (tactics_terrain_symbols);
