/* SPDX-License-Identifier: GPL-3.0-or-later */
#include "config.h"

#include <glib/gstdio.h>
#include <math.h>

#include "tactics-gtk.h"
#include "tactics-draw.h"
#include "ui-test-helpers.h"

/* The picture tactics-cli render writes is what the board shows: the
 * board's own rendering of a bundled map, at the same cell size, pixel for
 * pixel wherever the picture is opaque (the ragged edges of hex boards
 * show the window's background through on the board). */

typedef struct {
  const char *map;
  int         cell_size;
  gboolean    grid;
} Case;

static const Case cases[] = {
  { "skirmish.map.xml", 16, FALSE },
  { "skirmish.map.xml", 24, TRUE },       /* symbols and grid lines */
  { "islands.map.xml", 12, TRUE },        /* hex, no symbols */
  { "mountain-pass.map.xml", 20, FALSE }, /* hex with symbols */
  { "crossroads.map.xml", 3, FALSE },     /* cells of a few pixels */
};

static cairo_surface_t *
render_with_cli (const Case *test,
                 const char *map_path)
{
  g_autofree char *folder = g_dir_make_tmp ("tactics-board-picture-XXXXXX", NULL);
  g_autofree char *out = g_build_filename (folder, "board.png", NULL);
  g_autofree char *cell = g_strdup_printf ("%d", test->cell_size);
  g_autofree char *err = NULL;
  g_autoptr(GError) error = NULL;
  const char *argv[] = {
    g_getenv ("TACTICS_CLI"), "render", map_path, "-o", out, "--cell", cell,
    test->grid ? "--overlay" : NULL, "grid", NULL
  };
  cairo_surface_t *surface;
  int status;

  g_assert_nonnull (argv[0]);
  g_spawn_sync (NULL, (char **) argv, NULL, G_SPAWN_STDOUT_TO_DEV_NULL, NULL, NULL, NULL, &err,
                &status, &error);
  g_assert_no_error (error);
  g_assert_cmpstr (err, ==, "");
  g_assert_true (g_spawn_check_wait_status (status, NULL));

  surface = cairo_image_surface_create_from_png (out);
  g_assert_cmpint (cairo_surface_status (surface), ==, CAIRO_STATUS_SUCCESS);
  g_unlink (out);
  g_rmdir (folder);
  return surface;
}

static void
test_board_matches_picture (gconstpointer data)
{
  const Case *test = data;
  g_autofree char *map_path = g_test_build_filename (G_TEST_DIST, "..", "data", "maps", test->map,
                                                     NULL);
  g_autoptr(GFile) file = g_file_new_for_path (map_path);
  g_autoptr(GError) error = NULL;
  g_autoptr(TacticsMap) map = tactics_map_load (file, &error);
  g_autoptr(GdkTexture) texture = NULL;
  cairo_surface_t *picture;
  TacticsViewport *viewport;
  GtkWidget *window;
  GtkWidget *board;
  double left;
  double top;
  int width;
  int height;
  int stride;
  int view_width;
  int view_height;
  const guint32 *expected;
  g_autofree guint32 *shown = NULL;
  guint compared = 0;
  guint differing = 0;

  g_assert_no_error (error);
  picture = render_with_cli (test, map_path);
  width = cairo_image_surface_get_width (picture);
  height = cairo_image_surface_get_height (picture);

  window = gtk_window_new ();
  board = tactics_board_new ();
  gtk_window_set_default_size (GTK_WINDOW (window), width + 40, height + 40);
  gtk_window_set_child (GTK_WINDOW (window), board);
  tactics_board_set_map (TACTICS_BOARD (board), map);
  tactics_board_set_show_grid (TACTICS_BOARD (board), test->grid);
  tactics_board_set_show_hover (TACTICS_BOARD (board), FALSE);
  gtk_window_present (GTK_WINDOW (window));
  ui_test_wait_for_widget (board);

  /* The cell size asked for, the board's corner on a whole pixel. */
  viewport = tactics_board_get_viewport (TACTICS_BOARD (board));
  tactics_viewport_set_cell_size (viewport, test->cell_size);
  tactics_viewport_board_to_widget (viewport, 0, 0, &left, &top);
  tactics_viewport_set_center (viewport,
                               tactics_viewport_get_center_x (viewport)
                               + (left - floor (left)) / test->cell_size,
                               tactics_viewport_get_center_y (viewport)
                               + (top - floor (top)) / test->cell_size);
  tactics_viewport_board_to_widget (viewport, 0, 0, &left, &top);
  g_assert_cmpfloat (tactics_viewport_get_cell_size (viewport), ==, test->cell_size);
  g_assert_cmpfloat (left, ==, floor (left));
  g_assert_cmpfloat (top, ==, floor (top));

  texture = ui_test_render_widget (board);
  view_width = gdk_texture_get_width (texture);
  view_height = gdk_texture_get_height (texture);
  g_assert_cmpint (left, >=, 0);
  g_assert_cmpint (top, >=, 0);
  g_assert_cmpint (left + width, <=, view_width);
  g_assert_cmpint (top + height, <=, view_height);
  shown = g_new (guint32, (gsize) view_width * view_height);
  gdk_texture_download (texture, (guchar *) shown, (gsize) view_width * 4);

  cairo_surface_flush (picture);
  expected = (const guint32 *) cairo_image_surface_get_data (picture);
  stride = cairo_image_surface_get_stride (picture) / 4;
  for (int y = 0; y < height; y++)
    for (int x = 0; x < width; x++)
      {
        guint32 want = expected[y * stride + x];
        guint32 got = shown[(gsize) (y + (int) top) * view_width + x + (int) left];

        if ((want >> 24) != 0xff)
          continue;
        compared++;
        if (!ui_test_colors_close (want, got, 0))
          {
            if (differing < 5)
              g_test_message ("%d,%d: picture %08x, board %08x", x, y, want, got);
            differing++;
          }
      }

  g_test_message ("%s at %d px: %u pixels compared, %u differ", test->map, test->cell_size,
                  compared, differing);
  /* Opaque but for half-hexes along the edges. */
  g_assert_cmpuint (compared, >=, (guint) (width * height * 0.85));
  g_assert_cmpuint (differing, ==, 0);

  cairo_surface_destroy (picture);
  gtk_window_destroy (GTK_WINDOW (window));
}

/* Pictures draw units in the teams' colours and shapes from the drawing
 * library's palette; the programs' team art must name the same ones. */
static void
test_team_palette (void)
{
  for (guint team = 0; team < TACTICS_N_TEAMS; team++)
    {
      GdkRGBA board;
      TacticsDrawColor picture;

      tactics_team_get_rgba (team, &board);
      tactics_draw_team_get_color (team, &picture);
      g_assert_cmpfloat_with_epsilon (board.red, picture.red, 0.5 / 255);
      g_assert_cmpfloat_with_epsilon (board.green, picture.green, 0.5 / 255);
      g_assert_cmpfloat_with_epsilon (board.blue, picture.blue, 0.5 / 255);
      g_assert_cmpint (tactics_team_get (team)->shape, ==, tactics_draw_team_get_shape (team));
    }
}

int
main (int   argc,
      char *argv[])
{
  ui_test_init (&argc, &argv);

  for (guint i = 0; i < G_N_ELEMENTS (cases); i++)
    {
      g_autofree char *path = g_strdup_printf ("/board-picture/%s/%d%s", cases[i].map,
                                               cases[i].cell_size, cases[i].grid ? "/grid" : "");

      g_test_add_data_func (path, &cases[i], test_board_matches_picture);
    }
  g_test_add_func ("/board-picture/team-palette", test_team_palette);
  return g_test_run ();
}
