/* SPDX-License-Identifier: GPL-3.0-or-later */
/* The board's layers and painters on their own, without a board: cell
 * layers, token layers, unit tokens and terrain symbols. */
#include "config.h"

#include <math.h>

#include "tactics-gtk.h"
#include "tactics-board-layer-private.h"
#include "tactics-board-private.h"
#include "ui-test-helpers.h"

static void
count_invalidations (TacticsBoardLayer *layer,
                     guint             *count)
{
  (*count)++;
}

/* One painter for unit tokens: the colour fills the team's shape, the
 * glyph reads in black or white on it, halos only when asked. */
static GdkTexture *
render_token (TacticsTokenShape  shape,
              const char        *color,
              const char        *glyph,
              TacticsTokenFlags  flags)
{
  g_autoptr(GtkSnapshot) snapshot = gtk_snapshot_new ();
  g_autoptr(GskRenderNode) node = NULL;
  g_autoptr(GskRenderer) renderer = gsk_cairo_renderer_new ();
  GdkTexture *texture;
  GdkRGBA rgba;

  g_assert_true (gdk_rgba_parse (&rgba, color));
  g_assert_true (gsk_renderer_realize (renderer, NULL, NULL));
  tactics_token_art_snapshot (snapshot, shape, &rgba, NULL, glyph, 40, 40, 40, flags);
  node = gtk_snapshot_free_to_node (g_steal_pointer (&snapshot));
  texture = gsk_renderer_render_texture (renderer, node, &GRAPHENE_RECT_INIT (0, 0, 80, 80));
  gsk_renderer_unrealize (renderer);
  return texture;
}

static void
test_cell_layer (void)
{
  g_autoptr(TacticsCellLayer) layer = tactics_cell_layer_new (TACTICS_CELL_STYLE_PATH);
  const TacticsCell cells[] = { { 1, 1 }, { 2, 1 }, { 1, 1 }, { 3, 1 } };
  guint invalidations = 0;
  GdkRGBA color;
  GdkRGBA red = { 1, 0, 0, 1 };

  g_signal_connect (layer, "invalidated", G_CALLBACK (count_invalidations), &invalidations);

  tactics_cell_layer_set_cells (layer, cells, G_N_ELEMENTS (cells));
  g_assert_cmpuint (invalidations, ==, 1);
  /* Held once each, in order. */
  g_assert_cmpuint (tactics_cell_layer_get_n_cells (layer), ==, 3);
  g_assert_cmpint (tactics_cell_layer_get_cell (layer, 2).x, ==, 3);
  g_assert_true (tactics_cell_layer_contains (layer, (TacticsCell) { 2, 1 }));
  g_assert_false (tactics_cell_layer_contains (layer, (TacticsCell) { 2, 2 }));

  tactics_cell_layer_add_cell (layer, (TacticsCell) { 2, 1 });
  g_assert_cmpuint (invalidations, ==, 1);
  tactics_cell_layer_set_label (layer, (TacticsCell) { 2, 1 }, "3");
  g_assert_cmpstr (tactics_cell_layer_get_label (layer, (TacticsCell) { 2, 1 }), ==, "3");
  g_assert_cmpuint (invalidations, ==, 2);

  tactics_cell_layer_remove_cell (layer, (TacticsCell) { 2, 1 });
  g_assert_cmpuint (tactics_cell_layer_get_n_cells (layer), ==, 2);
  g_assert_null (tactics_cell_layer_get_label (layer, (TacticsCell) { 2, 1 }));
  g_assert_cmpuint (invalidations, ==, 3);

  tactics_cell_layer_get_color (layer, &color);
  tactics_cell_layer_set_color (layer, &red);
  tactics_cell_layer_get_color (layer, &color);
  g_assert_true (gdk_rgba_equal (&color, &red));
  tactics_cell_layer_set_color (layer, &red);
  g_assert_cmpuint (invalidations, ==, 4);

  tactics_board_layer_set_visible (TACTICS_BOARD_LAYER (layer), FALSE);
  g_assert_false (tactics_board_layer_get_visible (TACTICS_BOARD_LAYER (layer)));

  tactics_cell_layer_clear (layer);
  tactics_cell_layer_clear (layer);
  g_assert_cmpuint (tactics_cell_layer_get_n_cells (layer), ==, 0);
}

/* Many cells close together (a big rectangle, with repeats and a hole)
 * are held and looked up as a few: the same answers, and one cell at a
 * time afterwards still works. */
static void
test_cell_layer_many (void)
{
  g_autoptr(TacticsCellLayer) layer = tactics_cell_layer_new (TACTICS_CELL_STYLE_BRUSH);
  g_autoptr(GArray) cells = g_array_new (FALSE, FALSE, sizeof (TacticsCell));

  for (int y = 10; y < 110; y++)
    for (int x = -5; x < 95; x++)
      if (x != 40 || y != 50)
        g_array_append_val (cells, ((TacticsCell) { x, y }));
  g_array_append_val (cells, ((TacticsCell) { 7, 12 }));
  tactics_cell_layer_set_cells (layer, (const TacticsCell *) cells->data, cells->len);

  g_assert_cmpuint (tactics_cell_layer_get_n_cells (layer), ==, 100 * 100 - 1);
  g_assert_cmpint (tactics_cell_layer_get_cell (layer, 0).x, ==, -5);
  g_assert_cmpint (tactics_cell_layer_get_cell (layer, 0).y, ==, 10);
  g_assert_true (tactics_cell_layer_contains (layer, (TacticsCell) { -5, 10 }));
  g_assert_true (tactics_cell_layer_contains (layer, (TacticsCell) { 94, 109 }));
  g_assert_false (tactics_cell_layer_contains (layer, (TacticsCell) { 40, 50 }));
  g_assert_false (tactics_cell_layer_contains (layer, (TacticsCell) { 95, 50 }));
  g_assert_false (tactics_cell_layer_contains (layer, (TacticsCell) { 40, 9 }));
  g_assert_false (tactics_cell_layer_contains (layer, (TacticsCell) { -6, 50 }));

  tactics_cell_layer_add_cell (layer, (TacticsCell) { 40, 50 });
  tactics_cell_layer_add_cell (layer, (TacticsCell) { 200, 3 });
  tactics_cell_layer_remove_cell (layer, (TacticsCell) { 0, 10 });
  g_assert_cmpuint (tactics_cell_layer_get_n_cells (layer), ==, 100 * 100);
  g_assert_true (tactics_cell_layer_contains (layer, (TacticsCell) { 40, 50 }));
  g_assert_true (tactics_cell_layer_contains (layer, (TacticsCell) { 200, 3 }));
  g_assert_false (tactics_cell_layer_contains (layer, (TacticsCell) { 0, 10 }));
  g_assert_true (tactics_cell_layer_contains (layer, (TacticsCell) { 1, 10 }));

  tactics_cell_layer_clear (layer);
  g_assert_false (tactics_cell_layer_contains (layer, (TacticsCell) { 1, 10 }));
}

static void
test_token_layer (void)
{
  g_autoptr(TacticsTokenLayer) layer = tactics_token_layer_new ();
  GdkRGBA red = { 1, 0, 0, 1 };

  tactics_token_layer_set_token (layer, (TacticsCell) { 1, 2 }, &red, "A");
  tactics_token_layer_set_token (layer, (TacticsCell) { 3, 2 }, &red, "B");
  g_assert_cmpuint (tactics_token_layer_get_n_tokens (layer), ==, 2);

  tactics_token_layer_move_token (layer, (TacticsCell) { 1, 2 }, (TacticsCell) { 3, 2 });
  g_assert_cmpuint (tactics_token_layer_get_n_tokens (layer), ==, 1);
  g_assert_false (tactics_token_layer_has_token (layer, (TacticsCell) { 1, 2 }));
  g_assert_true (tactics_token_layer_has_token (layer, (TacticsCell) { 3, 2 }));

  tactics_token_layer_set_health (layer, (TacticsCell) { 3, 2 }, 0.5);
  tactics_token_layer_set_selected (layer, (TacticsCell) { 3, 2 }, TRUE);
  tactics_token_layer_remove_token (layer, (TacticsCell) { 3, 2 });
  g_assert_cmpuint (tactics_token_layer_get_n_tokens (layer), ==, 0);
}

static void
test_terrain_symbols (void)
{
  g_autoptr(TacticsTerrain) forest = tactics_terrain_new ("f", "Dark Forest", "#2e7d32");
  g_autoptr(TacticsTerrain) plain = tactics_terrain_new ("0", "Plains", "#a5d66f");
  g_autoptr(TacticsTerrain) odd = tactics_terrain_new ("q", "Quux", "not a colour");
  g_autoptr(GdkTexture) swatch = NULL;
  const char * const *symbols = tactics_terrain_art_list_symbols ();
  GdkRGBA color;

  g_assert_cmpstr (tactics_terrain_art_get_symbol (forest), ==, "trees");
  g_assert_cmpstr (tactics_terrain_art_get_symbol (plain), ==, "grass");
  g_assert_null (tactics_terrain_art_get_symbol (odd));

  /* An icon wins over the name; a synonym works too. */
  tactics_terrain_set_icon (plain, "waves");
  g_assert_cmpstr (tactics_terrain_art_get_symbol (plain), ==, "waves");
  tactics_terrain_set_icon (plain, "mountain");
  g_assert_cmpstr (tactics_terrain_art_get_symbol (plain), ==, "peaks");

  tactics_terrain_art_get_color (odd, &color);
  g_assert_cmpfloat (color.alpha, ==, 1.0);

  g_assert_true (g_strv_contains (symbols, "bricks"));
  g_assert_cmpuint (g_strv_length ((char **) symbols), >=, 9);

  swatch = tactics_terrain_art_render_swatch (forest, TACTICS_TOPOLOGY_HEX, 24, 2);
  g_assert_cmpint (gdk_texture_get_width (swatch), ==, 48);
}

static void
test_token_art (void)
{
  guint32 red = ui_test_rgb ("#c81e1e");
  guint32 yellow = ui_test_rgb ("#f0e442");
  g_autoptr(GdkTexture) circle = render_token (TACTICS_TOKEN_SHAPE_CIRCLE, "#c81e1e", NULL,
                                               TACTICS_TOKEN_NORMAL);
  g_autoptr(GdkTexture) square = render_token (TACTICS_TOKEN_SHAPE_SQUARE, "#c81e1e", NULL,
                                               TACTICS_TOKEN_NORMAL);
  g_autoptr(GdkTexture) selected = render_token (TACTICS_TOKEN_SHAPE_CIRCLE, "#c81e1e", NULL,
                                                 TACTICS_TOKEN_SELECTED);
  g_autoptr(GdkTexture) dark_glyph = render_token (TACTICS_TOKEN_SHAPE_CIRCLE, "#f0e442", "W",
                                                   TACTICS_TOKEN_NORMAL);
  gboolean found_ink = FALSE;

  g_assert_true (ui_test_colors_close (ui_test_texture_pixel (circle, 40, 40), red, 4));
  /* Near a corner: inside the square, outside the circle. */
  g_assert_true (ui_test_colors_close (ui_test_texture_pixel (square, 52, 26), red, 4));
  g_assert_false (ui_test_colors_close (ui_test_texture_pixel (circle, 52, 26), red, 40));
  /* The halo of a selected token, beyond its rim. */
  g_assert_cmpuint (ui_test_texture_pixel (circle, 40, 17) >> 24, ==, 0);
  g_assert_cmpuint (ui_test_texture_pixel (selected, 40, 17) >> 24, >, 0);
  /* On a light colour the glyph is dark. */
  for (int x = 30; x <= 50 && !found_ink; x++)
    for (int y = 30; y <= 50 && !found_ink; y++)
      found_ink = ui_test_colors_close (ui_test_texture_pixel (dark_glyph, x, y),
                                        ui_test_rgb ("#1a1a1a"), 30);
  g_assert_true (found_ink);
  g_assert_true (ui_test_colors_close (ui_test_texture_pixel (dark_glyph, 40, 25), yellow, 4));
}

int
main (int   argc,
      char *argv[])
{
  ui_test_init (&argc, &argv);

  g_test_add_func ("/layer/cells", test_cell_layer);
  g_test_add_func ("/layer/cells/many", test_cell_layer_many);
  g_test_add_func ("/layer/tokens", test_token_layer);
  g_test_add_func ("/token-art/shapes", test_token_art);
  g_test_add_func ("/terrain-art/symbols", test_terrain_symbols);

  return g_test_run ();
}
