/* SPDX-License-Identifier: GPL-3.0-or-later */
/* The health bar as the drawing library paints it for pictures and the
 * game's board: with a forecast, the health an action would take striped
 * white and red, the health it would give back pale green, and nothing
 * outside the extents it reports. */
#include "config.h"

#include "tactics-draw.h"

#define SIDE 200
#define CX 100.0
#define CY 100.0
#define TOKEN 100.0

static cairo_surface_t *
draw_bar (double fraction,
          double predicted,
          gboolean forecast)
{
  cairo_surface_t *surface = cairo_image_surface_create (CAIRO_FORMAT_ARGB32, SIDE, SIDE);
  cairo_t *cr = cairo_create (surface);

  if (forecast)
    tactics_draw_health_bar_forecast (cr, fraction, predicted, CX, CY, TOKEN);
  else
    tactics_draw_health_bar (cr, fraction, CX, CY, TOKEN);
  g_assert_cmpint (cairo_status (cr), ==, CAIRO_STATUS_SUCCESS);
  cairo_destroy (cr);
  cairo_surface_flush (surface);
  return surface;
}

/* The pixel at (x, y), unpremultiplied to 0–255 channels. */
static void
pixel_at (cairo_surface_t *surface,
          int              x,
          int              y,
          guint           *r,
          guint           *g,
          guint           *b,
          guint           *a)
{
  const guint8 *data = cairo_image_surface_get_data (surface);
  guint32 pixel = *(const guint32 *) (data + y * cairo_image_surface_get_stride (surface) + x * 4);

  *a = pixel >> 24;
  *r = *a > 0 ? ((pixel >> 16) & 0xff) * 255 / *a : 0;
  *g = *a > 0 ? ((pixel >> 8) & 0xff) * 255 / *a : 0;
  *b = *a > 0 ? (pixel & 0xff) * 255 / *a : 0;
}

/* The bar's inside, from the extents: its frame is 1 pixel wide. */
static void
bar_inside (double *left,
            double *top,
            double *width,
            double *height)
{
  tactics_draw_health_bar_extents (CX, CY, TOKEN, left, top, width, height);
  *left += 1;
  *top += 1;
  *width -= 2;
  *height -= 2;
}

/* Without a change to show, the forecast bar is the plain bar. */
static void
test_plain_same (void)
{
  static const double fractions[] = { 0.0, 0.2, 0.5, 0.75, 1.0 };

  for (guint i = 0; i < G_N_ELEMENTS (fractions); i++)
    {
      cairo_surface_t *plain = draw_bar (fractions[i], fractions[i], FALSE);
      cairo_surface_t *forecast = draw_bar (fractions[i], fractions[i], TRUE);

      g_assert_cmpmem (cairo_image_surface_get_data (plain),
                       cairo_image_surface_get_stride (plain) * SIDE,
                       cairo_image_surface_get_data (forecast),
                       cairo_image_surface_get_stride (forecast) * SIDE);
      cairo_surface_destroy (plain);
      cairo_surface_destroy (forecast);
    }
}

/* Damage: what is left in the colour of what is left, the loss striped
 * white and red, the rest of the bar only its dark ground. */
static void
test_damage_striped (void)
{
  cairo_surface_t *surface = draw_bar (0.9, 0.3, TRUE);
  cairo_surface_t *left_only = draw_bar (0.3, 0.3, FALSE);
  double left, top, width, height;
  int y;
  guint white = 0;
  guint red = 0;
  guint r, g, b, a;
  guint r2, g2, b2, a2;

  bar_inside (&left, &top, &width, &height);
  y = (int) (top + height / 2);

  /* What would be left: as the plain bar at 30 %. */
  pixel_at (surface, (int) (left + width * 0.15), y, &r, &g, &b, &a);
  pixel_at (left_only, (int) (left + width * 0.15), y, &r2, &g2, &b2, &a2);
  g_assert_cmpuint (a, ==, 255);
  g_assert_cmpuint (r, ==, r2);
  g_assert_cmpuint (g, ==, g2);
  g_assert_cmpuint (b, ==, b2);

  /* The loss, from 30 % to 90 %. */
  for (int x = (int) (left + width * 0.3) + 1; x < (int) (left + width * 0.9) - 1; x++)
    {
      pixel_at (surface, x, y, &r, &g, &b, &a);
      g_assert_cmpuint (a, >, 200);
      if (r > 230 && g > 230 && b > 230)
        white++;
      else if (r > 180 && g < 60 && b < 60)
        red++;
    }
  g_assert_cmpuint (white, >, 8);
  g_assert_cmpuint (red, >, 8);

  /* Past 90 %: the dark ground only. */
  pixel_at (surface, (int) (left + width * 0.95), y, &r, &g, &b, &a);
  g_assert_cmpuint (MAX (r, MAX (g, b)), <, 10);

  cairo_surface_destroy (left_only);
  cairo_surface_destroy (surface);
}

/* Healing: the bar as it is, then what would come back in pale green. */
static void
test_healing_pale (void)
{
  cairo_surface_t *surface = draw_bar (0.4, 0.8, TRUE);
  double left, top, width, height;
  int y;
  guint r, g, b, a;

  bar_inside (&left, &top, &width, &height);
  y = (int) (top + height / 2);
  pixel_at (surface, (int) (left + width * 0.6), y, &r, &g, &b, &a);
  g_assert_cmpuint (a, >, 240);
  g_assert_cmpuint (g, >, 245);
  g_assert_cmpuint (r, >, 160);
  g_assert_cmpuint (r, <, 200);
  g_assert_cmpuint (b, >, 160);
  g_assert_cmpuint (b, <, 200);
  pixel_at (surface, (int) (left + width * 0.9), y, &r, &g, &b, &a);
  g_assert_cmpuint (MAX (r, MAX (g, b)), <, 10);
  cairo_surface_destroy (surface);
}

/* Every painted pixel lies within the extents, and the frame reaches
 * their edges. */
static void
test_extents (void)
{
  static const double cases[][2] = { { 1.0, 1.0 }, { 0.9, 0.1 }, { 0.2, 1.0 }, { 0.0, 0.0 } };
  double x, y, width, height;

  tactics_draw_health_bar_extents (CX, CY, TOKEN, &x, &y, &width, &height);
  g_assert_cmpfloat (width, >, 0);
  g_assert_cmpfloat (height, >, 0);
  for (guint i = 0; i < G_N_ELEMENTS (cases); i++)
    {
      cairo_surface_t *surface = draw_bar (cases[i][0], cases[i][1], TRUE);
      guint r, g, b, a;

      for (int py = 0; py < SIDE; py++)
        for (int px = 0; px < SIDE; px++)
          {
            gboolean inside = px >= (int) x && px < (int) (x + width + 0.999) &&
                              py >= (int) y && py < (int) (y + height + 0.999);

            pixel_at (surface, px, py, &r, &g, &b, &a);
            if (!inside)
              g_assert_cmpuint (a, ==, 0);
          }
      pixel_at (surface, (int) x, (int) y, &r, &g, &b, &a);
      g_assert_cmpuint (a, >, 0);
      pixel_at (surface, (int) (x + width) - 1, (int) (y + height) - 1, &r, &g, &b, &a);
      g_assert_cmpuint (a, >, 0);
      cairo_surface_destroy (surface);
    }
}

int
main (int    argc,
      char **argv)
{
  g_test_init (&argc, &argv, NULL);

  g_test_add_func ("/draw-token-marks/plain-same", test_plain_same);
  g_test_add_func ("/draw-token-marks/damage-striped", test_damage_striped);
  g_test_add_func ("/draw-token-marks/healing-pale", test_healing_pale);
  g_test_add_func ("/draw-token-marks/extents", test_extents);
  return g_test_run ();
}
