/* SPDX-License-Identifier: GPL-3.0-or-later */
/* The board's viewport: cells and pixels, zooming, fitting and the cells
 * in view, without a window. */
#include "config.h"

#include <math.h>

#include "tactics-gtk.h"
#include "ui-test-helpers.h"

/* The viewport model */

static void
count_changes (TacticsViewport *viewport,
               guint           *count)
{
  (*count)++;
}

static TacticsViewport *
make_viewport (TacticsTopology topology)
{
  TacticsViewport *viewport = tactics_viewport_new ();

  tactics_viewport_set_board (viewport, topology, 20, 10);
  tactics_viewport_set_view_size (viewport, 400, 300);
  return viewport;
}

static void
test_viewport_conversions (void)
{
  g_autoptr(TacticsViewport) viewport = make_viewport (TACTICS_TOPOLOGY_SQUARE);
  double board_x;
  double board_y;
  double widget_x;
  double widget_y;
  TacticsCell cell;

  tactics_viewport_set_cell_size (viewport, 20.0);
  tactics_viewport_set_center (viewport, 10.0, 5.0);

  /* The middle of the view shows the centre. */
  tactics_viewport_widget_to_board (viewport, 200, 150, &board_x, &board_y);
  g_assert_cmpfloat_with_epsilon (board_x, 10.0, 1e-9);
  g_assert_cmpfloat_with_epsilon (board_y, 5.0, 1e-9);

  tactics_viewport_widget_to_board (viewport, 0, 0, &board_x, &board_y);
  g_assert_cmpfloat_with_epsilon (board_x, 0.0, 1e-9);
  g_assert_cmpfloat_with_epsilon (board_y, -2.5, 1e-9);

  tactics_viewport_board_to_widget (viewport, board_x, board_y, &widget_x, &widget_y);
  g_assert_cmpfloat_with_epsilon (widget_x, 0.0, 1e-9);
  g_assert_cmpfloat_with_epsilon (widget_y, 0.0, 1e-9);

  /* Cell (3, 4) spans widget x 60..80 and y 130..150. */
  g_assert_true (tactics_viewport_cell_at (viewport, 61, 131, &cell));
  g_assert_cmpint (cell.x, ==, 3);
  g_assert_cmpint (cell.y, ==, 4);
  tactics_viewport_cell_center (viewport, cell, &widget_x, &widget_y);
  g_assert_cmpfloat_with_epsilon (widget_x, 70.0, 1e-9);
  g_assert_cmpfloat_with_epsilon (widget_y, 140.0, 1e-9);

  /* Above the board: a cell, but not on the board. */
  g_assert_false (tactics_viewport_cell_at (viewport, 61, 10, &cell));
  g_assert_cmpint (cell.y, <, 0);
}

static void
test_viewport_hex_cell_at (void)
{
  g_autoptr(TacticsViewport) viewport = make_viewport (TACTICS_TOPOLOGY_HEX);

  tactics_viewport_set_cell_size (viewport, 15.0);
  tactics_viewport_set_center (viewport, 12.3, 7.9);

  for (int y = 0; y < 10; y++)
    for (int x = 0; x < 20; x++)
      {
        TacticsCell cell = { x, y };
        TacticsCell found;
        double widget_x;
        double widget_y;

        /* Every hex's centre, and points well inside it, map back to it. */
        tactics_viewport_cell_center (viewport, cell, &widget_x, &widget_y);
        for (int corner = 0; corner < 6; corner++)
          {
            double angle = G_PI / 3 * corner;
            double px = widget_x + cos (angle) * 15.0 * 0.8;
            double py = widget_y + sin (angle) * 15.0 * 0.8;

            g_assert_true (tactics_viewport_cell_at (viewport, px, py, &found));
            g_assert_cmpint (found.x, ==, x);
            g_assert_cmpint (found.y, ==, y);
          }
      }
}

static void
test_viewport_zoom_at (void)
{
  g_autoptr(TacticsViewport) viewport = make_viewport (TACTICS_TOPOLOGY_SQUARE);
  double before_x;
  double before_y;
  double after_x;
  double after_y;

  tactics_viewport_set_cell_size (viewport, 16.0);
  tactics_viewport_set_center (viewport, 8.0, 4.0);

  tactics_viewport_widget_to_board (viewport, 123, 77, &before_x, &before_y);
  tactics_viewport_zoom_at (viewport, 1.5, 123, 77);
  g_assert_cmpfloat_with_epsilon (tactics_viewport_get_cell_size (viewport), 24.0, 1e-9);
  tactics_viewport_widget_to_board (viewport, 123, 77, &after_x, &after_y);
  g_assert_cmpfloat_with_epsilon (before_x, after_x, 1e-9);
  g_assert_cmpfloat_with_epsilon (before_y, after_y, 1e-9);

  /* Clamped to the limits. */
  tactics_viewport_zoom_at (viewport, 1000.0, 10, 10);
  g_assert_cmpfloat (tactics_viewport_get_cell_size (viewport), ==,
                     tactics_viewport_get_max_cell_size (viewport));
  tactics_viewport_zoom_at (viewport, 0.00001, 10, 10);
  g_assert_cmpfloat (tactics_viewport_get_cell_size (viewport), ==,
                     tactics_viewport_get_min_cell_size (viewport));
}

/* A board too large to fit at the smallest cell size still zooms out to
 * its fit, and no further. */
static void
test_viewport_zoom_to_fit_largest (void)
{
  g_autoptr(TacticsViewport) viewport = tactics_viewport_new ();
  double fitted;

  tactics_viewport_set_board (viewport, TACTICS_TOPOLOGY_HEX, TACTICS_MAX_MAP_SIZE,
                              TACTICS_MAX_MAP_SIZE);
  tactics_viewport_set_view_size (viewport, 400, 300);
  tactics_viewport_fit_within (viewport, 20, 0, 20, 0);
  fitted = tactics_viewport_get_cell_size (viewport);
  g_assert_cmpfloat (fitted, <, tactics_viewport_get_min_cell_size (viewport));

  tactics_viewport_set_cell_size (viewport, 16.0);
  tactics_viewport_zoom_at (viewport, 0.00001, 10, 10);
  g_assert_cmpfloat_with_epsilon (tactics_viewport_get_cell_size (viewport), fitted, 1e-9);
}

static void
test_viewport_changed_once (void)
{
  g_autoptr(TacticsViewport) viewport = make_viewport (TACTICS_TOPOLOGY_SQUARE);
  guint changes = 0;

  g_signal_connect (viewport, "changed", G_CALLBACK (count_changes), &changes);

  /* Size and centre both move: one signal. */
  tactics_viewport_zoom_at (viewport, 2.0, 10, 10);
  g_assert_cmpuint (changes, ==, 1);

  tactics_viewport_fit (viewport);
  g_assert_cmpuint (changes, ==, 2);

  /* Nothing moves: no signal. */
  tactics_viewport_fit (viewport);
  tactics_viewport_set_cell_size (viewport, tactics_viewport_get_cell_size (viewport));
  g_assert_cmpuint (changes, ==, 2);

  tactics_viewport_pan (viewport, 5, 0);
  g_assert_cmpuint (changes, ==, 3);
}

static void
test_viewport_center_clamped (void)
{
  g_autoptr(TacticsViewport) viewport = make_viewport (TACTICS_TOPOLOGY_SQUARE);

  tactics_viewport_set_center (viewport, -50.0, 1000.0);
  g_assert_cmpfloat (tactics_viewport_get_center_x (viewport), ==, 0.0);
  g_assert_cmpfloat (tactics_viewport_get_center_y (viewport), ==, 10.0);

  tactics_viewport_set_cell_size (viewport, 10.0);
  tactics_viewport_pan (viewport, -100000.0, 0.0);
  g_assert_cmpfloat (tactics_viewport_get_center_x (viewport), ==, 20.0);

  /* Shrinking the board pulls the centre back onto it. */
  tactics_viewport_set_board (viewport, TACTICS_TOPOLOGY_SQUARE, 5, 5);
  g_assert_cmpfloat (tactics_viewport_get_center_x (viewport), ==, 5.0);
  g_assert_cmpfloat (tactics_viewport_get_center_y (viewport), ==, 5.0);
}

static void
test_viewport_fit (gconstpointer data)
{
  TacticsTopology topology = GPOINTER_TO_INT (data);
  g_autoptr(TacticsViewport) viewport = make_viewport (topology);
  double left;
  double top;
  double right;
  double bottom;
  double extent_width;
  double extent_height;

  tactics_viewport_fit (viewport);
  tactics_viewport_get_board_extent (viewport, &extent_width, &extent_height);
  tactics_viewport_board_to_widget (viewport, 0, 0, &left, &top);
  tactics_viewport_board_to_widget (viewport, extent_width, extent_height, &right, &bottom);

  /* Inside the view, touching it on one axis less the margin, centred. */
  g_assert_cmpfloat (left, >=, 0.0);
  g_assert_cmpfloat (top, >=, 0.0);
  g_assert_cmpfloat (right, <=, 400.0);
  g_assert_cmpfloat (bottom, <=, 300.0);
  g_assert_true (fabs (right - left - (400 - 32)) < 1e-6
                 || fabs (bottom - top - (300 - 32)) < 1e-6);
  g_assert_cmpfloat_with_epsilon (left, 400.0 - right, 1e-6);
  g_assert_cmpfloat_with_epsilon (top, 300.0 - bottom, 1e-6);
}

/* A fit within bands along the edges keeps the board out of them, centred
 * in the room left. */
static void
test_viewport_fit_within (gconstpointer data)
{
  TacticsTopology topology = GPOINTER_TO_INT (data);
  g_autoptr(TacticsViewport) viewport = make_viewport (topology);
  double left;
  double top;
  double right;
  double bottom;
  double extent_width;
  double extent_height;

  tactics_viewport_fit_within (viewport, 60, 10, 20, 40);
  tactics_viewport_get_board_extent (viewport, &extent_width, &extent_height);
  tactics_viewport_board_to_widget (viewport, 0, 0, &left, &top);
  tactics_viewport_board_to_widget (viewport, extent_width, extent_height, &right, &bottom);

  g_assert_cmpfloat (left, >=, 40.0 - 1e-6);
  g_assert_cmpfloat (top, >=, 60.0 - 1e-6);
  g_assert_cmpfloat (right, <=, 400.0 - 10.0 + 1e-6);
  g_assert_cmpfloat (bottom, <=, 300.0 - 20.0 + 1e-6);
  g_assert_true (fabs (right - left - (400 - 50 - 32)) < 1e-6
                 || fabs (bottom - top - (300 - 80 - 32)) < 1e-6);
  g_assert_cmpfloat_with_epsilon (left - 40.0, 390.0 - right, 1e-6);
  g_assert_cmpfloat_with_epsilon (top - 60.0, 280.0 - bottom, 1e-6);
}

static void
test_viewport_visible_cells (void)
{
  g_autoptr(TacticsViewport) viewport = make_viewport (TACTICS_TOPOLOGY_SQUARE);
  int first_x;
  int first_y;
  int last_x;
  int last_y;

  tactics_viewport_set_cell_size (viewport, 50.0);
  tactics_viewport_set_center (viewport, 10.0, 5.0);
  g_assert_true (tactics_viewport_get_visible_cells (viewport, &first_x, &first_y,
                                                     &last_x, &last_y));
  /* 8 × 6 cells show (x 6..13, y 2..7); one more on each side is allowed. */
  g_assert_cmpint (first_x, >=, 5);
  g_assert_cmpint (first_x, <=, 6);
  g_assert_cmpint (last_x, >=, 13);
  g_assert_cmpint (last_x, <=, 14);
  g_assert_cmpint (first_y, >=, 1);
  g_assert_cmpint (first_y, <=, 2);
  g_assert_cmpint (last_y, >=, 7);
  g_assert_cmpint (last_y, <=, 8);

  tactics_viewport_fit (viewport);
  g_assert_true (tactics_viewport_get_visible_cells (viewport, &first_x, &first_y,
                                                     &last_x, &last_y));
  g_assert_cmpint (first_x, ==, 0);
  g_assert_cmpint (first_y, ==, 0);
  g_assert_cmpint (last_x, ==, 19);
  g_assert_cmpint (last_y, ==, 9);
}

int
main (int   argc,
      char *argv[])
{
  ui_test_init (&argc, &argv);

  g_test_add_func ("/viewport/conversions", test_viewport_conversions);
  g_test_add_func ("/viewport/hex-cell-at", test_viewport_hex_cell_at);
  g_test_add_func ("/viewport/zoom-at", test_viewport_zoom_at);
  g_test_add_func ("/viewport/zoom-to-fit-largest", test_viewport_zoom_to_fit_largest);
  g_test_add_func ("/viewport/changed-once", test_viewport_changed_once);
  g_test_add_func ("/viewport/center-clamped", test_viewport_center_clamped);
  g_test_add_data_func ("/viewport/fit/square", GINT_TO_POINTER (TACTICS_TOPOLOGY_SQUARE),
                        test_viewport_fit);
  g_test_add_data_func ("/viewport/fit/hex", GINT_TO_POINTER (TACTICS_TOPOLOGY_HEX),
                        test_viewport_fit);
  g_test_add_data_func ("/viewport/fit-within/square",
                        GINT_TO_POINTER (TACTICS_TOPOLOGY_SQUARE), test_viewport_fit_within);
  g_test_add_data_func ("/viewport/fit-within/hex", GINT_TO_POINTER (TACTICS_TOPOLOGY_HEX),
                        test_viewport_fit_within);
  g_test_add_func ("/viewport/visible-cells", test_viewport_visible_cells);

  return g_test_run ();
}
