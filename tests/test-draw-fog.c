/* SPDX-License-Identifier: GPL-3.0-or-later */
/* The fog as the drawing library paints it: unseen ground clearly dimmer
 * and greyer than seen ground on every bundled terrain, shroud near-black,
 * and the edge of what is seen readable at every zoom. */
#include "config.h"

#include <math.h>
#include <string.h>

#include "tactics-draw.h"
#include "match-helpers.h"
#include "tactics-match-private.h"

/* Mean luminance and mean saturation (max - min) of a square of @surface. */
static void
measure (cairo_surface_t *surface,
         int              x0,
         int              y0,
         int              size,
         double          *luminance,
         double          *saturation)
{
  const guint8 *data = cairo_image_surface_get_data (surface);
  int stride = cairo_image_surface_get_stride (surface);
  double lum = 0.0;
  double sat = 0.0;

  cairo_surface_flush (surface);
  for (int y = y0; y < y0 + size; y++)
    for (int x = x0; x < x0 + size; x++)
      {
        guint32 pixel = *(const guint32 *) (data + y * stride + x * 4);
        double r = ((pixel >> 16) & 0xff) / 255.0;
        double g = ((pixel >> 8) & 0xff) / 255.0;
        double b = (pixel & 0xff) / 255.0;

        lum += 0.2126 * r + 0.7152 * g + 0.0722 * b;
        sat += MAX (r, MAX (g, b)) - MIN (r, MIN (g, b));
      }
  *luminance = lum / (size * size);
  *saturation = sat / (size * size);
}

/* A row of three square cells of @color: seen, unseen, unknown. */
static cairo_surface_t *
paint_row (const TacticsDrawColor *color,
           double                  cell_size)
{
  const guint8 states[] = { TACTICS_DRAW_FOG_SEEN, TACTICS_DRAW_FOG_UNSEEN,
                            TACTICS_DRAW_FOG_UNKNOWN };
  TacticsDrawCellMask mask = { TACTICS_TOPOLOGY_SQUARE, 3, 1, states };
  cairo_surface_t *surface =
    cairo_image_surface_create (CAIRO_FORMAT_RGB24, (int) (3 * cell_size), (int) cell_size);
  cairo_t *cr = cairo_create (surface);

  tactics_draw_color_set_source (cr, color);
  cairo_paint (cr);
  tactics_draw_fog (cr, &mask, cell_size, 0, 0, 2, 0);
  cairo_destroy (cr);
  return surface;
}

static void
test_every_terrain_dims (void)
{
  g_autoptr(TacticsRuleset) ruleset = match_helpers_load_ruleset ();
  guint n = tactics_ruleset_get_n_terrains (ruleset);
  double cell = 48.0;

  g_assert_cmpuint (n, >, 5);
  for (guint i = 0; i < n; i++)
    {
      TacticsTerrain *terrain = tactics_ruleset_get_terrain (ruleset, i);
      TacticsDrawColor color;
      cairo_surface_t *surface;
      double seen_lum, seen_sat, unseen_lum, unseen_sat, unknown_lum, unknown_sat;

      g_assert_true (tactics_draw_color_parse (&color, tactics_terrain_get_color (terrain)));
      surface = paint_row (&color, cell);
      /* The middle of each cell, clear of the edge. */
      measure (surface, 12, 12, 24, &seen_lum, &seen_sat);
      measure (surface, 48 + 12, 12, 24, &unseen_lum, &unseen_sat);
      measure (surface, 96 + 12, 12, 24, &unknown_lum, &unknown_sat);
      g_test_message ("%s: seen %.3f/%.3f unseen %.3f/%.3f unknown %.3f",
                      tactics_terrain_get_id (terrain), seen_lum, seen_sat, unseen_lum,
                      unseen_sat, unknown_lum);
      /* Clearly dimmer, light and dark terrains alike, and greyer. */
      g_assert_cmpfloat (unseen_lum, <, seen_lum * 0.72);
      g_assert_cmpfloat (seen_lum - unseen_lum, >, 0.07);
      /* Greyer too, where there is colour to lose. */
      if (seen_sat > 0.1)
        g_assert_cmpfloat (unseen_sat, <, seen_sat * 0.6);
      /* Still ground, not a hole: brighter than the shroud. */
      g_assert_cmpfloat (unseen_lum, >, unknown_lum);
      g_assert_cmpfloat (unknown_lum, <, 0.1);
      cairo_surface_destroy (surface);
    }
}

/* Along the edge between the seen cell and the unseen one there is a line
 * that stands out of both sides, at any cell size. */
static void
test_edge_at_every_zoom (void)
{
  const double sizes[] = { 4.0, 8.0, 16.0, 32.0, 96.0 };
  TacticsDrawColor sand;

  g_assert_true (tactics_draw_color_parse (&sand, "#eadb9c"));
  for (guint i = 0; i < G_N_ELEMENTS (sizes); i++)
    {
      cairo_surface_t *plain = paint_row (&sand, sizes[i]);
      int edge = (int) sizes[i];
      int stride = cairo_image_surface_get_stride (plain);
      const guint8 *data = cairo_image_surface_get_data (plain);
      int row = (int) (sizes[i] / 2);
      int found = 0;

      cairo_surface_flush (plain);
      /* The light line sits just inside the seen cell, over a dark halo:
       * in the three pixels of the seen cell next to the edge, one differs from the
       * seen ground by a clear step. */
      for (int x = MAX (0, edge - 3); x < edge; x++)
        {
          guint32 pixel = *(const guint32 *) (data + row * stride + x * 4);
          guint32 ground = *(const guint32 *) (data + row * stride + 0);
          int step = abs ((int) ((pixel >> 8) & 0xff) - (int) ((ground >> 8) & 0xff)) +
                     abs ((int) (pixel & 0xff) - (int) (ground & 0xff));

          found = MAX (found, step);
        }
      g_test_message ("cell %g: edge step %d", sizes[i], found);
      g_assert_cmpint (found, >, 40);
      cairo_surface_destroy (plain);
    }
}

/* The view of a player under shroud, read cell by cell: seen around its
 * unit, the rest unknown. */
static void
test_read_view (void)
{
  g_autoptr(TacticsRuleset) ruleset = match_helpers_load_ruleset ();
  g_autoptr(TacticsMap) map = tactics_map_new (16, 3, TACTICS_TOPOLOGY_SQUARE, ruleset);
  g_autoptr(TacticsMatch) match = tactics_match_new (map, NULL, 1, TACTICS_MATCH_MODE_TURNS, 1);
  const char * const army[] = { "infantry", NULL };
  const TacticsCell cells[] = { { 0, 1 }, { 15, 1 } };
  g_autoptr(GError) error = NULL;
  guint8 states[16 * 3];
  TacticsView *view;
  guint counts[3] = { 0, 0, 0 };

  g_assert_nonnull (tactics_match_add_player (match, "Ann", "#0072b2", TACTICS_PLAYER_HUMAN,
                                             TACTICS_AI_LEVEL_NORMAL, &error));
  g_assert_nonnull (tactics_match_add_player (match, "Bob", "#d55e00", TACTICS_PLAYER_HUMAN,
                                             TACTICS_AI_LEVEL_NORMAL, &error));
  g_assert_true (tactics_match_set_formation (match, 0, army, &error));
  g_assert_true (tactics_match_set_formation (match, 1, army, &error));
  tactics_match_set_fog (match, TACTICS_FOG_MODE_SHROUD);
  g_assert_true (tactics_match_start_arranged (match, cells, &error));
  g_assert_no_error (error);

  view = tactics_match_get_view (match, 0);
  memset (states, 0xff, sizeof states);
  tactics_draw_fog_read_view (view, 16, 3, states);
  for (int y = 0; y < 3; y++)
    for (int x = 0; x < 16; x++)
      {
        TacticsCell cell = { x, y };
        guint8 state = states[y * 16 + x];
        guint8 expected = tactics_view_is_visible (view, cell) ? TACTICS_DRAW_FOG_SEEN
                          : tactics_view_is_known (view, cell) ? TACTICS_DRAW_FOG_UNSEEN
                          : TACTICS_DRAW_FOG_UNKNOWN;

        g_assert_cmpuint (state, ==, expected);
        counts[state]++;
      }
  /* Infantry sees 4 cells round it: columns 0 to 4 seen, the rest never. */
  g_assert_cmpuint (counts[TACTICS_DRAW_FOG_SEEN], ==, 15);
  g_assert_cmpuint (counts[TACTICS_DRAW_FOG_UNKNOWN], ==, 33);
}

/* A picture drawn from Ann's view leaves out Bob's unit she does not
 * see, and dims the ground she does not see. */
static void
test_picture_view (void)
{
  g_autoptr(TacticsRuleset) ruleset = match_helpers_load_ruleset ();
  g_autoptr(TacticsMap) map = tactics_map_new (16, 3, TACTICS_TOPOLOGY_SQUARE, ruleset);
  g_autoptr(TacticsMatch) match = tactics_match_new (map, NULL, 1, TACTICS_MATCH_MODE_TURNS, 1);
  const char * const army[] = { "infantry", NULL };
  const TacticsCell cells[] = { { 0, 1 }, { 15, 1 } };
  g_autoptr(GError) error = NULL;
  g_autoptr(TacticsPicture) picture = NULL;
  double seen_lum, seen_sat, hidden_lum, hidden_sat, open_lum, open_sat;

  g_assert_nonnull (tactics_match_add_player (match, "Ann", "#0072b2", TACTICS_PLAYER_HUMAN,
                                             TACTICS_AI_LEVEL_NORMAL, &error));
  g_assert_nonnull (tactics_match_add_player (match, "Bob", "#d55e00", TACTICS_PLAYER_HUMAN,
                                             TACTICS_AI_LEVEL_NORMAL, &error));
  g_assert_true (tactics_match_set_formation (match, 0, army, &error));
  g_assert_true (tactics_match_set_formation (match, 1, army, &error));
  tactics_match_set_fog (match, TACTICS_FOG_MODE_FOG);
  g_assert_true (tactics_match_start_arranged (match, cells, &error));
  g_assert_no_error (error);

  picture = tactics_picture_new (tactics_match_get_map (match));
  tactics_picture_set_match (picture, match);
  tactics_picture_set_layers (picture, TACTICS_PICTURE_UNITS);
  for (guint pass = 0; pass < 2; pass++)
    {
      cairo_surface_t *surface = cairo_image_surface_create (CAIRO_FORMAT_RGB24, 16 * 32, 3 * 32);
      cairo_t *cr = cairo_create (surface);

      tactics_picture_set_view (picture, pass == 0 ? NULL : tactics_match_get_view (match, 0));
      tactics_picture_draw (picture, cr, 32.0);
      cairo_destroy (cr);
      /* Bob's token on 15,1; plain ground on 12,1 (hidden) and 2,0 (seen). */
      measure (surface, 15 * 32 + 10, 32 + 10, 12, &hidden_lum, &hidden_sat);
      measure (surface, 12 * 32 + 10, 32 + 10, 12, &open_lum, &open_sat);
      measure (surface, 2 * 32 + 10, 10, 12, &seen_lum, &seen_sat);
      if (pass == 0)
        {
          /* The token's colour stands apart from the ground's. */
          g_assert_cmpfloat (fabs (hidden_lum - open_lum) + fabs (hidden_sat - open_sat), >, 0.1);
        }
      else
        {
          g_assert_cmpfloat (fabs (hidden_lum - open_lum), <, 0.02);
          g_assert_cmpfloat (fabs (hidden_sat - open_sat), <, 0.02);
          g_assert_cmpfloat (open_lum, <, seen_lum * 0.72);
        }
      cairo_surface_destroy (surface);
    }
}

int
main (int   argc,
      char *argv[])
{
  g_test_init (&argc, &argv, NULL);

  g_test_add_func ("/draw-fog/every-terrain-dims", test_every_terrain_dims);
  g_test_add_func ("/draw-fog/edge-at-every-zoom", test_edge_at_every_zoom);
  g_test_add_func ("/draw-fog/read-view", test_read_view);
  g_test_add_func ("/draw-fog/picture-view", test_picture_view);

  return g_test_run ();
}
