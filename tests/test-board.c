/* SPDX-License-Identifier: GPL-3.0-or-later */
#include "config.h"

#include <math.h>

#include "tactics-gtk.h"
#include "tactics-board-layer-private.h"
#include "tactics-board-private.h"
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

/* The board widget */

typedef struct {
  GtkWidget      *window;
  TacticsBoard   *board;
  TacticsRuleset *ruleset;
  TacticsMap     *map;
  GString        *log;
} BoardFixture;

/* Terrains without a symbol ("Alpha", "Beta") make pixel checks exact;
 * the others show the symbols in screenshots. */
static TacticsRuleset *
make_ruleset (void)
{
  return ui_test_make_ruleset ("a:Alpha:#d4c27a:1",
                               "b:Beta:#6a1b9a:1",
                               "g:Grass:#8bc34a:1",
                               "f:Forest:#4c8c3c:2",
                               "h:Hills:#a1b06a:2",
                               "m:Mountains:#8d8070:3",
                               "w:Water:#3f88c5:0",
                               "s:Sand:#e6d39c:2",
                               "r:Road:#c8b48a:1",
                               "k:Swamp:#6f8f72:3",
                               "x:Wall:#9e6b55:0",
                               NULL);
}

static void
paint_demo_map (TacticsMap *map)
{
  int width = tactics_map_get_width (map);
  int height = tactics_map_get_height (map);

  /* A small landscape: water on the left, a road across, hills and
   * forest, mountains at the top right, a wall, sand by the water. */
  for (int y = 0; y < height; y++)
    for (int x = 0; x < width; x++)
      {
        guint terrain = 2;

        if (x < 2 || (x == 2 && y % 3 == 0))
          terrain = 6;
        else if (x == 2 || (x == 3 && y % 2 == 0))
          terrain = 7;
        else if (y == height / 2)
          terrain = 8;
        else if (x > width - 4 && y < 3)
          terrain = 5;
        else if (x > width - 5 && y < 4)
          terrain = 4;
        else if (x >= 4 && x <= 6 && y > height / 2)
          terrain = 3;
        else if (x == width - 3 && y > height / 2)
          terrain = 10;
        else if (x >= 7 && x <= 8 && y < 2)
          terrain = 9;
        tactics_map_set_terrain_index (map, (TacticsCell) { x, y }, terrain);
      }
}

static void
board_fixture_set_up (BoardFixture  *fixture,
                      gconstpointer  data)
{
  TacticsTopology topology = GPOINTER_TO_INT (data);

  fixture->log = g_string_new (NULL);
  fixture->ruleset = make_ruleset ();
  fixture->map = tactics_map_new (12, 9, topology, fixture->ruleset);
  fixture->board = TACTICS_BOARD (tactics_board_new ());
  fixture->window = gtk_window_new ();
  gtk_window_set_default_size (GTK_WINDOW (fixture->window), 480, 360);
  gtk_window_set_child (GTK_WINDOW (fixture->window), GTK_WIDGET (fixture->board));
  tactics_board_set_map (fixture->board, fixture->map);
  gtk_window_present (GTK_WINDOW (fixture->window));
  ui_test_wait_for_widget (GTK_WIDGET (fixture->board));
}

static void
board_fixture_tear_down (BoardFixture  *fixture,
                         gconstpointer  data)
{
  TacticsBoard *board = fixture->board;

  g_object_add_weak_pointer (G_OBJECT (board), (gpointer *) &board);
  gtk_window_destroy (GTK_WINDOW (fixture->window));
  ui_test_iterate ();
  /* The board goes with its window: nothing else holds it. */
  g_assert_null (board);

  g_clear_object (&fixture->map);
  g_clear_object (&fixture->ruleset);
  g_string_free (fixture->log, TRUE);
}

static void
test_board_fits_map (BoardFixture  *fixture,
                     gconstpointer  data)
{
  TacticsViewport *viewport = tactics_board_get_viewport (fixture->board);
  int width = gtk_widget_get_width (GTK_WIDGET (fixture->board));
  int height = gtk_widget_get_height (GTK_WIDGET (fixture->board));
  double extent_width;
  double extent_height;
  double fitted;

  g_assert_cmpint (tactics_viewport_get_view_width (viewport), ==, width);
  g_assert_cmpint (tactics_viewport_get_view_height (viewport), ==, height);
  g_assert_cmpint (tactics_viewport_get_board_width (viewport), ==, 12);
  g_assert_cmpint (tactics_viewport_get_board_height (viewport), ==, 9);

  tactics_viewport_get_board_extent (viewport, &extent_width, &extent_height);
  fitted = MIN ((width - 32.0) / extent_width, (height - 32.0) / extent_height);
  g_assert_cmpfloat_with_epsilon (tactics_viewport_get_cell_size (viewport), fitted, 1e-9);

  /* ctrl+0 (the fit action) brings it back after a zoom. */
  tactics_viewport_zoom_at (viewport, 3.0, 5, 5);
  g_assert_true (gtk_widget_activate_action (GTK_WIDGET (fixture->board), "board.zoom-fit", NULL));
  g_assert_cmpfloat_with_epsilon (tactics_viewport_get_cell_size (viewport), fitted, 1e-9);
}

static void
on_hover_changed (TacticsBoard *board,
                  BoardFixture *fixture)
{
  TacticsCell cell;

  if (tactics_board_get_hover_cell (board, &cell))
    g_string_append_printf (fixture->log, "hover %d,%d;", cell.x, cell.y);
  else
    g_string_append (fixture->log, "hover none;");
}

static void
on_cells_changed_check_hover (TacticsMap *map,
                              int         x,
                              int         y,
                              int         width,
                              int         height,
                              gpointer    data)
{
  TacticsCell cell;

  if (tactics_board_get_hover_cell (data, &cell))
    g_assert_true (tactics_map_contains (map, cell));
  if (tactics_board_get_cursor (data, &cell))
    g_assert_true (tactics_map_contains (map, cell));
}

static void
test_board_hover (BoardFixture  *fixture,
                  gconstpointer  data)
{
  GtkEventController *motion = ui_test_find_controller (GTK_WIDGET (fixture->board),
                                                        GTK_TYPE_EVENT_CONTROLLER_MOTION);
  TacticsCell cell;

  g_signal_connect (fixture->board, "hover-changed", G_CALLBACK (on_hover_changed), fixture);
  g_assert_false (tactics_board_get_hover_cell (fixture->board, NULL));

  ui_test_hover_cell (fixture->board, (TacticsCell) { 3, 4 });
  g_assert_true (tactics_board_get_hover_cell (fixture->board, &cell));
  g_assert_cmpint (cell.x, ==, 3);
  g_assert_cmpint (cell.y, ==, 4);

  /* The same cell again: no new signal. */
  ui_test_hover_cell (fixture->board, (TacticsCell) { 3, 4 });
  ui_test_hover_cell (fixture->board, (TacticsCell) { 11, 8 });
  /* Off the board (the top-left margin), then away. */
  g_signal_emit_by_name (motion, "motion", 1.0, 1.0);
  ui_test_hover_cell (fixture->board, (TacticsCell) { 0, 0 });
  g_signal_emit_by_name (motion, "leave");

  g_assert_cmpstr (fixture->log->str, ==,
                   "hover 3,4;hover 11,8;hover none;hover 0,0;hover none;");

  /* The map made smaller under a still pointer (an undone resize) and a
   * keyboard cursor left beyond it: neither names a cell off the map, even
   * to a window that asks while the map's cells change, before the board
   * hears of its new size. */
  ui_test_hover_cell (fixture->board, (TacticsCell) { 11, 8 });
  tactics_board_set_cursor (fixture->board, (TacticsCell) { 11, 8 }, TRUE);
  g_assert_true (tactics_board_get_hover_cell (fixture->board, NULL));
  g_assert_true (tactics_board_get_cursor (fixture->board, NULL));
  g_signal_connect (tactics_board_get_map (fixture->board), "cells-changed",
                    G_CALLBACK (on_cells_changed_check_hover), fixture->board);
  tactics_map_resize (tactics_board_get_map (fixture->board), 6, 5, 0, 0, 0);
  g_signal_handlers_disconnect_by_func (tactics_board_get_map (fixture->board),
                                        on_cells_changed_check_hover, fixture->board);
  g_assert_false (tactics_board_get_hover_cell (fixture->board, NULL));
  {
    TacticsCell cursor;

    if (tactics_board_get_cursor (fixture->board, &cursor))
      g_assert_true (tactics_map_contains (tactics_board_get_map (fixture->board), cursor));
  }
}

static void
on_cell_pressed (TacticsBoard    *board,
                 int              x,
                 int              y,
                 guint            button,
                 GdkModifierType  state,
                 BoardFixture    *fixture)
{
  g_string_append_printf (fixture->log, "press %d,%d b%u;", x, y, button);
}

static void
on_cell_dragged (TacticsBoard *board,
                 int           x,
                 int           y,
                 BoardFixture *fixture)
{
  g_string_append_printf (fixture->log, "drag %d,%d;", x, y);
}

static void
on_cell_released (TacticsBoard *board,
                  int           x,
                  int           y,
                  BoardFixture *fixture)
{
  g_string_append_printf (fixture->log, "release %d,%d;", x, y);
}

static void
on_cell_activated (TacticsBoard *board,
                   int           x,
                   int           y,
                   BoardFixture *fixture)
{
  g_string_append_printf (fixture->log, "activate %d,%d;", x, y);
}

static void
test_board_cell_signals (BoardFixture  *fixture,
                         gconstpointer  data)
{
  const TacticsCell stroke[] = { { 1, 1 }, { 2, 1 }, { 2, 1 }, { 3, 2 }, { 4, 2 } };
  GtkEventController *click = ui_test_find_controller (GTK_WIDGET (fixture->board),
                                                       GTK_TYPE_GESTURE_CLICK);
  double x;
  double y;

  g_signal_connect (fixture->board, "cell-pressed", G_CALLBACK (on_cell_pressed), fixture);
  g_signal_connect (fixture->board, "cell-dragged", G_CALLBACK (on_cell_dragged), fixture);
  g_signal_connect (fixture->board, "cell-released", G_CALLBACK (on_cell_released), fixture);
  g_signal_connect (fixture->board, "cell-activated", G_CALLBACK (on_cell_activated), fixture);

  ui_test_drag_cells (fixture->board, stroke, G_N_ELEMENTS (stroke));
  g_assert_cmpstr (fixture->log->str, ==,
                   "press 1,1 b1;drag 2,1;drag 3,2;drag 4,2;release 4,2;");
  /* The board took the focus so its keys work. (The window's focus, not
   * gtk_widget_has_focus(): that also needs the window to be the active one,
   * which another test's window on the same display may be.) */
  g_assert_true (gtk_window_get_focus (GTK_WINDOW (fixture->window)) ==
                 GTK_WIDGET (fixture->board));

  g_string_truncate (fixture->log, 0);
  tactics_viewport_cell_center (tactics_board_get_viewport (fixture->board),
                                (TacticsCell) { 5, 6 }, &x, &y);
  g_signal_emit_by_name (click, "pressed", 2, x, y);
  g_assert_cmpstr (fixture->log->str, ==, "activate 5,6;");
}

static void
on_cursor_moved (TacticsBoard *board,
                 BoardFixture *fixture)
{
  TacticsCell cell;

  g_assert_true (tactics_board_get_cursor (board, &cell));
  g_string_append_printf (fixture->log, "cursor %d,%d;", cell.x, cell.y);
}

static gboolean
press_key (BoardFixture    *fixture,
           guint            keyval,
           GdkModifierType  state)
{
  GtkEventController *key = ui_test_find_controller (GTK_WIDGET (fixture->board),
                                                     GTK_TYPE_EVENT_CONTROLLER_KEY);
  gboolean handled = FALSE;

  g_signal_emit_by_name (key, "key-pressed", keyval, 0, state, &handled);
  if (keyval == GDK_KEY_space)
    g_signal_emit_by_name (key, "key-released", keyval, 0, state);
  return handled;
}

/* The keyboard cursor: the first arrow shows it, the next move it within
 * the map, Return and space activate its cell, screen readers hear where
 * it is, and the mouse takes the board back. */
static void
test_board_cursor (BoardFixture  *fixture,
                   gconstpointer  data)
{
  g_autofree char *expected = NULL;
  TacticsCell cell;
  GtkEventController *drag = ui_test_find_controller (GTK_WIDGET (fixture->board),
                                                      GTK_TYPE_GESTURE_DRAG);

  g_signal_connect (fixture->board, "cell-activated", G_CALLBACK (on_cell_activated), fixture);
  g_signal_connect (fixture->board, "cursor-moved", G_CALLBACK (on_cursor_moved), fixture);
  ui_test_leave_board (fixture->board);

  /* Hidden in the middle of the map at first. */
  g_assert_false (tactics_board_get_cursor (fixture->board, &cell));
  g_assert_cmpint (cell.x, ==, 6);
  g_assert_cmpint (cell.y, ==, 4);

  /* Return with the cursor hidden shows it and activates nothing. */
  g_assert_true (press_key (fixture, GDK_KEY_Return, 0));
  g_assert_true (press_key (fixture, GDK_KEY_Right, 0));
  g_assert_true (press_key (fixture, GDK_KEY_Down, GDK_SHIFT_MASK));
  g_assert_cmpstr (fixture->log->str, ==, "cursor 6,4;cursor 7,4;cursor 7,5;");
  expected = tactics_board_describe_cell (fixture->board, (TacticsCell) { 7, 5 });
  g_assert_cmpstr (tactics_board_get_announcement (fixture->board), ==, expected);
  gtk_test_accessible_assert_property (GTK_ACCESSIBLE (fixture->board),
                                       GTK_ACCESSIBLE_PROPERTY_DESCRIPTION, expected);

  g_string_truncate (fixture->log, 0);
  g_assert_true (press_key (fixture, GDK_KEY_Return, 0));
  g_assert_true (press_key (fixture, GDK_KEY_space, 0));
  g_assert_cmpstr (fixture->log->str, ==, "activate 7,5;activate 7,5;");

  /* It is drawn on its cell, and only while shown. */
  tactics_board_set_show_hover (fixture->board, FALSE);
  {
    g_autoptr(GdkTexture) shown = ui_test_render_widget (GTK_WIDGET (fixture->board));
    g_autoptr(GdkTexture) hidden = NULL;
    double center_x;
    double center_y;
    double far_x;
    double far_y;
    double size = tactics_viewport_get_cell_size (tactics_board_get_viewport (fixture->board));
    gboolean differs = FALSE;

    tactics_board_set_cursor (fixture->board, (TacticsCell) { 7, 5 }, FALSE);
    hidden = ui_test_render_widget (GTK_WIDGET (fixture->board));
    tactics_viewport_cell_center (tactics_board_get_viewport (fixture->board),
                                  (TacticsCell) { 7, 5 }, &center_x, &center_y);
    for (int dx = (int) -size; dx <= (int) size; dx++)
      differs |= ui_test_texture_pixel (shown, (int) center_x + dx, (int) center_y) !=
                 ui_test_texture_pixel (hidden, (int) center_x + dx, (int) center_y);
    g_assert_true (differs);
    tactics_viewport_cell_center (tactics_board_get_viewport (fixture->board),
                                  (TacticsCell) { 1, 1 }, &far_x, &far_y);
    g_assert_cmphex (ui_test_texture_pixel (shown, (int) far_x, (int) far_y), ==,
                     ui_test_texture_pixel (hidden, (int) far_x, (int) far_y));
    tactics_board_set_cursor (fixture->board, (TacticsCell) { 7, 5 }, TRUE);
  }

  /* It stops at the edges; with ctrl the arrows pan instead. */
  for (int i = 0; i < 20; i++)
    g_assert_true (press_key (fixture, GDK_KEY_Up, 0));
  g_assert_true (tactics_board_get_cursor (fixture->board, &cell));
  g_assert_cmpint (cell.x, ==, 7);
  g_assert_cmpint (cell.y, ==, 0);
  g_assert_false (press_key (fixture, GDK_KEY_Left, GDK_CONTROL_MASK));
  g_assert_false (press_key (fixture, GDK_KEY_b, 0));

  /* A real pointer motion hides it and the board describes the map again;
   * the next arrow shows it under the pointer. */
  ui_test_hover_cell (fixture->board, (TacticsCell) { 2, 3 });
  g_assert_false (tactics_board_get_cursor (fixture->board, NULL));
  g_assert_false (g_str_has_prefix (tactics_board_get_announcement (fixture->board), "Column"));
  g_assert_true (press_key (fixture, GDK_KEY_Left, 0));
  g_assert_true (tactics_board_get_cursor (fixture->board, &cell));
  g_assert_cmpint (cell.x, ==, 2);
  g_assert_cmpint (cell.y, ==, 3);

  /* A click hides it too, so a double click's activation is not the
   * keys'. */
  g_signal_emit_by_name (drag, "drag-begin", 20.0, 20.0);
  g_signal_emit_by_name (drag, "drag-end", 0.0, 0.0);
  g_assert_false (tactics_board_get_cursor (fixture->board, NULL));

  /* Set by the program: kept on the map; a new map puts it back in its
   * middle, hidden. */
  tactics_board_set_cursor (fixture->board, (TacticsCell) { 40, -3 }, TRUE);
  g_assert_true (tactics_board_get_cursor (fixture->board, &cell));
  g_assert_cmpint (cell.x, ==, 11);
  g_assert_cmpint (cell.y, ==, 0);
  tactics_map_resize (fixture->map, 10, 9, 0, 0, 0);
  tactics_board_set_map (fixture->board, NULL);
  g_assert_false (tactics_board_get_cursor (fixture->board, NULL));
  tactics_board_set_map (fixture->board, fixture->map);
  g_assert_false (tactics_board_get_cursor (fixture->board, &cell));
  g_assert_cmpint (cell.x, ==, 5);
  g_assert_cmpint (cell.y, ==, 4);
}

static void
test_board_space_drag_pans (BoardFixture  *fixture,
                            gconstpointer  data)
{
  TacticsViewport *viewport = tactics_board_get_viewport (fixture->board);
  GtkEventController *key = ui_test_find_controller (GTK_WIDGET (fixture->board),
                                                     GTK_TYPE_EVENT_CONTROLLER_KEY);
  GtkEventController *drag = ui_test_find_controller (GTK_WIDGET (fixture->board),
                                                      GTK_TYPE_GESTURE_DRAG);
  double size;
  double center_x;
  double center_y;
  gboolean handled = FALSE;

  g_signal_connect (fixture->board, "cell-pressed", G_CALLBACK (on_cell_pressed), fixture);
  tactics_viewport_zoom_at (viewport, 2.0, 240, 180);
  size = tactics_viewport_get_cell_size (viewport);
  center_x = tactics_viewport_get_center_x (viewport);
  center_y = tactics_viewport_get_center_y (viewport);

  g_signal_emit_by_name (key, "key-pressed", GDK_KEY_space, 0, 0, &handled);
  g_assert_true (handled);
  g_signal_emit_by_name (drag, "drag-begin", 100.0, 100.0);
  g_signal_emit_by_name (drag, "drag-update", 10.0, 0.0);
  g_signal_emit_by_name (drag, "drag-update", 30.0, -20.0);
  g_signal_emit_by_name (drag, "drag-end", 30.0, -20.0);
  g_signal_emit_by_name (key, "key-released", GDK_KEY_space, 0, 0);

  /* The board followed the pointer; no cell was pressed. */
  g_assert_cmpfloat_with_epsilon (tactics_viewport_get_center_x (viewport),
                                  center_x - 30.0 / size, 1e-9);
  g_assert_cmpfloat_with_epsilon (tactics_viewport_get_center_y (viewport),
                                  center_y + 20.0 / size, 1e-9);
  g_assert_cmpstr (fixture->log->str, ==, "");
}

static void
test_board_scroll_and_keys (BoardFixture  *fixture,
                            gconstpointer  data)
{
  TacticsViewport *viewport = tactics_board_get_viewport (fixture->board);
  GtkEventController *scroll = ui_test_find_controller (GTK_WIDGET (fixture->board),
                                                        GTK_TYPE_EVENT_CONTROLLER_SCROLL);
  GtkEventController *zoom = ui_test_find_controller (GTK_WIDGET (fixture->board),
                                                      GTK_TYPE_GESTURE_ZOOM);
  gboolean handled = FALSE;
  double size;
  double center_y;

  tactics_viewport_zoom_at (viewport, 3.0, 240, 180);
  size = tactics_viewport_get_cell_size (viewport);

  /* A plain wheel notch down shows what is below. */
  center_y = tactics_viewport_get_center_y (viewport);
  g_signal_emit_by_name (scroll, "scroll", 0.0, 1.0, &handled);
  g_assert_true (handled);
  g_assert_cmpfloat (tactics_viewport_get_center_y (viewport), >, center_y);

  /* Keys: zoom in and out around the middle, arrows pan. */
  g_assert_true (gtk_widget_activate_action (GTK_WIDGET (fixture->board), "board.zoom-in", NULL));
  g_assert_cmpfloat (tactics_viewport_get_cell_size (viewport), >, size);
  g_assert_true (gtk_widget_activate_action (GTK_WIDGET (fixture->board), "board.zoom-out", NULL));
  g_assert_cmpfloat_with_epsilon (tactics_viewport_get_cell_size (viewport), size, 1e-9);

  center_y = tactics_viewport_get_center_y (viewport);
  g_assert_true (gtk_widget_activate_action (GTK_WIDGET (fixture->board), "board.pan",
                                             "(ii)", 0, -1));
  g_assert_cmpfloat_with_epsilon (tactics_viewport_get_center_y (viewport),
                                  center_y - 64.0 / size, 1e-9);

  /* A pinch to a quarter larger. */
  g_signal_emit_by_name (zoom, "begin", NULL);
  g_signal_emit_by_name (zoom, "scale-changed", 1.25);
  g_assert_cmpfloat_with_epsilon (tactics_viewport_get_cell_size (viewport), size * 1.25, 1e-9);
}

static void
test_board_caches_terrain (BoardFixture  *fixture,
                           gconstpointer  data)
{
  g_autoptr(TacticsCellLayer) reach = tactics_cell_layer_new (TACTICS_CELL_STYLE_REACH);
  TacticsBoardLayer *layer = TACTICS_BOARD_LAYER (reach);
  TacticsViewport *viewport = tactics_board_get_viewport (fixture->board);
  GdkTexture *texture;
  guint terrain_draws;
  guint layer_draws;

  tactics_board_add_layer (fixture->board, layer);
  tactics_viewport_set_cell_size (viewport, 64.0);
  tactics_viewport_set_center (viewport, 6.0 * (data ? 1.73 : 1.0), 4.5);

  texture = ui_test_render_widget (GTK_WIDGET (fixture->board));
  g_object_unref (texture);
  terrain_draws = tactics_board_get_terrain_draw_count (fixture->board);
  layer_draws = tactics_board_layer_get_draw_count (layer);
  g_assert_cmpuint (terrain_draws, >=, 2);

  /* Another frame with no change draws nothing again. */
  texture = ui_test_render_widget (GTK_WIDGET (fixture->board));
  g_object_unref (texture);
  g_assert_cmpuint (tactics_board_get_terrain_draw_count (fixture->board), ==, terrain_draws);
  g_assert_cmpuint (tactics_board_layer_get_draw_count (layer), ==, layer_draws);

  /* An overlay change redraws that layer, not the terrain. */
  tactics_cell_layer_set_cells (reach, (TacticsCell[]) { { 5, 4 }, { 6, 4 } }, 2);
  texture = ui_test_render_widget (GTK_WIDGET (fixture->board));
  g_object_unref (texture);
  g_assert_cmpuint (tactics_board_get_terrain_draw_count (fixture->board), ==, terrain_draws);
  g_assert_cmpuint (tactics_board_layer_get_draw_count (layer), ==, layer_draws + 1);

  /* Setting the same cells again is no change at all. */
  tactics_cell_layer_set_cells (reach, (TacticsCell[]) { { 5, 4 }, { 6, 4 } }, 2);
  texture = ui_test_render_widget (GTK_WIDGET (fixture->board));
  g_object_unref (texture);
  g_assert_cmpuint (tactics_board_layer_get_draw_count (layer), ==, layer_draws + 1);

  /* A small pan reuses the layer's drawing. */
  tactics_viewport_pan (viewport, 3.0, 2.0);
  texture = ui_test_render_widget (GTK_WIDGET (fixture->board));
  g_object_unref (texture);
  g_assert_cmpuint (tactics_board_layer_get_draw_count (layer), ==, layer_draws + 1);
  terrain_draws = tactics_board_get_terrain_draw_count (fixture->board);

  /* Painting one cell redraws only the tiles under it. */
  tactics_map_set_terrain_index (fixture->map, (TacticsCell) { 6, 4 }, 1);
  texture = ui_test_render_widget (GTK_WIDGET (fixture->board));
  g_object_unref (texture);
  g_assert_cmpuint (tactics_board_get_terrain_draw_count (fixture->board), >, terrain_draws);
  g_assert_cmpuint (tactics_board_get_terrain_draw_count (fixture->board), <=, terrain_draws + 4);
  g_assert_cmpuint (tactics_board_layer_get_draw_count (layer), ==, layer_draws + 1);

  /* A zoom redraws everything at the new size. */
  terrain_draws = tactics_board_get_terrain_draw_count (fixture->board);
  tactics_viewport_zoom_at (viewport, 0.5, 10, 10);
  texture = ui_test_render_widget (GTK_WIDGET (fixture->board));
  g_object_unref (texture);
  g_assert_cmpuint (tactics_board_get_terrain_draw_count (fixture->board), >, terrain_draws);
  g_assert_cmpuint (tactics_board_layer_get_draw_count (layer), ==, layer_draws + 2);
}

static guint32
rgb_of (const char *spec)
{
  GdkRGBA color;

  g_assert_true (gdk_rgba_parse (&color, spec));
  return 0xff000000u
         | ((guint32) lround (color.red * 255) << 16)
         | ((guint32) lround (color.green * 255) << 8)
         | (guint32) lround (color.blue * 255);
}

static void
test_board_draws_cells (BoardFixture  *fixture,
                        gconstpointer  data)
{
  TacticsViewport *viewport = tactics_board_get_viewport (fixture->board);
  g_autoptr(TacticsCellLayer) effect = tactics_cell_layer_new (TACTICS_CELL_STYLE_EFFECT);
  g_autoptr(GdkTexture) plain = NULL;
  g_autoptr(GdkTexture) marked = NULL;
  guint32 alpha = rgb_of ("#d4c27a");
  guint32 beta = rgb_of ("#6a1b9a");
  int width = tactics_map_get_width (fixture->map);
  int height = tactics_map_get_height (fixture->map);

  /* A checkerboard of the two plain terrains. */
  for (int y = 0; y < height; y++)
    for (int x = 0; x < width; x++)
      tactics_map_set_terrain_index (fixture->map, (TacticsCell) { x, y }, (x + y) % 2);
  tactics_board_set_show_grid (fixture->board, FALSE);
  tactics_board_set_show_hover (fixture->board, FALSE);
  ui_test_iterate ();

  plain = ui_test_render_widget (GTK_WIDGET (fixture->board));
  for (int y = 0; y < height; y++)
    for (int x = 0; x < width; x++)
      {
        double center_x;
        double center_y;
        guint32 pixel;

        tactics_viewport_cell_center (viewport, (TacticsCell) { x, y }, &center_x, &center_y);
        pixel = ui_test_texture_pixel (plain, (int) center_x, (int) center_y);
        /* Shades vary a few percent from cell to cell. */
        if (!ui_test_colors_close (pixel, (x + y) % 2 ? beta : alpha, 12))
          g_error ("cell %d,%d is %08x, expected about %08x",
                   x, y, pixel, (x + y) % 2 ? beta : alpha);
      }

  /* An effect overlay tints its cell red and leaves the others. */
  tactics_board_add_layer (fixture->board, TACTICS_BOARD_LAYER (effect));
  tactics_cell_layer_add_cell (effect, (TacticsCell) { 4, 4 });
  marked = ui_test_render_widget (GTK_WIDGET (fixture->board));
  {
    double x;
    double y;
    guint32 before;
    guint32 after;

    tactics_viewport_cell_center (viewport, (TacticsCell) { 4, 4 }, &x, &y);
    before = ui_test_texture_pixel (plain, (int) x, (int) y);
    after = ui_test_texture_pixel (marked, (int) x, (int) y);
    g_assert_cmpuint ((after >> 16) & 0xff, >, (before >> 16) & 0xff);
    g_assert_cmpuint (after & 0xff, <, before & 0xff);

    tactics_viewport_cell_center (viewport, (TacticsCell) { 7, 2 }, &x, &y);
    g_assert_cmphex (ui_test_texture_pixel (plain, (int) x, (int) y), ==,
                     ui_test_texture_pixel (marked, (int) x, (int) y));
  }
}

static int
luminance (guint32 pixel)
{
  return (int) ((((pixel >> 16) & 0xff) * 299 + ((pixel >> 8) & 0xff) * 587 +
                 (pixel & 0xff) * 114) / 1000);
}

/* Placement cells read on every terrain: each framed by a dark line and a
 * light one, whatever the ground's colour. */
static void
test_board_placement_readable (BoardFixture  *fixture,
                               gconstpointer  data)
{
  /* Pale, dark, grass, water, sand, forest: two columns each. */
  static const guint terrains[] = { 0, 1, 2, 6, 7, 3 };
  TacticsViewport *viewport = tactics_board_get_viewport (fixture->board);
  g_autoptr(TacticsCellLayer) placement = tactics_cell_layer_new (TACTICS_CELL_STYLE_PLACEMENT);
  g_autoptr(GdkTexture) texture = NULL;
  double size;
  double line_width;

  for (int y = 0; y < tactics_map_get_height (fixture->map); y++)
    for (int x = 0; x < tactics_map_get_width (fixture->map); x++)
      tactics_map_set_terrain_index (fixture->map, (TacticsCell) { x, y },
                                     terrains[(x / 2) % G_N_ELEMENTS (terrains)]);
  for (int y = 3; y <= 5; y++)
    for (int x = 0; x < tactics_map_get_width (fixture->map); x++)
      tactics_cell_layer_add_cell (placement, (TacticsCell) { x, y });
  tactics_board_add_layer (fixture->board, TACTICS_BOARD_LAYER (placement));
  tactics_board_set_show_grid (fixture->board, FALSE);
  tactics_board_set_show_hover (fixture->board, FALSE);
  gtk_window_set_default_size (GTK_WINDOW (fixture->window), 12 * 48, 9 * 48);
  ui_test_iterate ();

  texture = ui_test_render_widget (GTK_WIDGET (fixture->board));
  /* As the board laid itself out for that picture. */
  size = tactics_viewport_get_cell_size (viewport);
  line_width = CLAMP (size * 0.05, 1.0, 2.5);
  ui_test_save_screenshot (GTK_WIDGET (fixture->board), "board-placement-terrains");
  for (int x = 0; x < tactics_map_get_width (fixture->map); x++)
    {
      double center_x;
      double center_y;
      int left;
      guint32 ground;
      guint32 dark;
      guint32 light;

      tactics_viewport_cell_center (viewport, (TacticsCell) { x, 4 }, &center_x, &center_y);
      if (center_x - size / 2 < 0 || center_x + size / 2 > gtk_widget_get_width (
                                                              GTK_WIDGET (fixture->board)))
        continue;
      left = (int) (center_x - size / 2);
      tactics_viewport_cell_center (viewport, (TacticsCell) { x, 1 }, &center_x, &center_y);
      ground = ui_test_texture_pixel (texture, left + 2, (int) center_y);
      tactics_viewport_cell_center (viewport, (TacticsCell) { x, 4 }, &center_x, &center_y);
      /* Where the layer draws the two lines (inset from the cell's edge). */
      dark = ui_test_texture_pixel (texture, (int) (center_x - size / 2 + line_width),
                                    (int) center_y);
      light = ui_test_texture_pixel (texture, (int) (center_x - size / 2 + line_width * 2.0 + 0.5),
                                     (int) center_y);
      /* The dark line is darker than any ground, the light one lighter. */
      if (luminance (dark) > 60 || luminance (light) < 215)
        g_error ("placement frame on terrain %u: ground %08x, dark %08x, light %08x",
                 terrains[(x / 2) % G_N_ELEMENTS (terrains)], ground, dark, light);
    }
}

static void
test_board_screenshot (BoardFixture  *fixture,
                       gconstpointer  data)
{
  TacticsTopology topology = GPOINTER_TO_INT (data);
  g_autoptr(TacticsCellLayer) reach = tactics_cell_layer_new (TACTICS_CELL_STYLE_REACH);
  g_autoptr(TacticsCellLayer) path = tactics_cell_layer_new (TACTICS_CELL_STYLE_PATH);
  g_autoptr(TacticsCellLayer) effect = tactics_cell_layer_new (TACTICS_CELL_STYLE_EFFECT);
  g_autoptr(TacticsTokenLayer) tokens = tactics_token_layer_new ();
  g_autoptr(TacticsReach) search = tactics_reach_new ();
  const TacticsCostGrid *grid;
  TacticsCell start = { 5, 3 };
  g_autoptr(GArray) route = g_array_new (FALSE, FALSE, sizeof (TacticsCell));

  gtk_window_set_default_size (GTK_WINDOW (fixture->window), 720, 540);
  paint_demo_map (fixture->map);
  ui_test_iterate ();
  tactics_board_zoom_fit (fixture->board);

  /* The engine's reach from a unit, a path to a destination, an enemy
   * under an attack's effect. */
  grid = tactics_map_get_cost_grid (fixture->map, "foot");
  g_assert_nonnull (grid);
  tactics_reach_compute (search, grid, start, 4, NULL, NULL);
  for (guint i = 0; i < tactics_reach_get_n_destinations (search); i++)
    {
      int cost;
      TacticsCell cell = tactics_reach_get_destination (search, i, &cost);
      g_autofree char *label = g_strdup_printf ("%d", 4 - cost);

      tactics_cell_layer_add_cell (reach, cell);
      tactics_cell_layer_set_label (reach, cell, label);
    }
  g_assert_true (tactics_reach_get_path (search, (TacticsCell) { 7, 5 }, route));
  tactics_cell_layer_set_cells (path, (const TacticsCell *) route->data, route->len);
  tactics_cell_layer_set_cells (effect, (TacticsCell[]) { { 9, 6 }, { 10, 6 } }, 2);

  tactics_token_layer_set_token (tokens, start, &(GdkRGBA) { 0.78, 0.16, 0.16, 1 }, "I");
  tactics_token_layer_set_health (tokens, start, 0.8);
  tactics_token_layer_set_selected (tokens, start, TRUE);
  tactics_token_layer_set_token (tokens, (TacticsCell) { 9, 6 },
                                 &(GdkRGBA) { 0.16, 0.35, 0.78, 1 }, "K");
  tactics_token_layer_set_health (tokens, (TacticsCell) { 9, 6 }, 0.35);

  tactics_board_add_layer (fixture->board, TACTICS_BOARD_LAYER (reach));
  tactics_board_add_layer (fixture->board, TACTICS_BOARD_LAYER (effect));
  tactics_board_add_layer (fixture->board, TACTICS_BOARD_LAYER (path));
  tactics_board_add_layer (fixture->board, TACTICS_BOARD_LAYER (tokens));
  ui_test_wait_for_widget (GTK_WIDGET (fixture->board));
  ui_test_iterate ();
  tactics_board_zoom_fit (fixture->board);
  ui_test_hover_cell (fixture->board, (TacticsCell) { 10, 2 });

  g_test_message ("widget %d×%d, view %d×%d, cell %.1f",
                  gtk_widget_get_width (GTK_WIDGET (fixture->board)),
                  gtk_widget_get_height (GTK_WIDGET (fixture->board)),
                  tactics_viewport_get_view_width (tactics_board_get_viewport (fixture->board)),
                  tactics_viewport_get_view_height (tactics_board_get_viewport (fixture->board)),
                  tactics_viewport_get_cell_size (tactics_board_get_viewport (fixture->board)));
  ui_test_save_screenshot (GTK_WIDGET (fixture->board),
                           topology == TACTICS_TOPOLOGY_HEX ? "board-hex" : "board-square");
}

/* Layers on their own */

static void
count_invalidations (TacticsBoardLayer *layer,
                     guint             *count)
{
  (*count)++;
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

/* Screen readers get the map's name as the board's label and, as its
 * description, the map's size or what a keyboard cursor is on. */
static void
test_board_accessible (BoardFixture  *fixture,
                       gconstpointer  data)
{
  GtkAccessible *board = GTK_ACCESSIBLE (fixture->board);
  TacticsCell cell = { 4, 7 };
  g_autofree char *expected = NULL;
  g_autofree char *text = NULL;
  const char *summary = GPOINTER_TO_INT (data) == TACTICS_TOPOLOGY_HEX
                        ? "12 by 9 hexagonal cells" : "12 by 9 square cells";

  g_assert_true (gtk_test_accessible_has_role (board, GTK_ACCESSIBLE_ROLE_IMG));
  gtk_test_accessible_assert_property (board, GTK_ACCESSIBLE_PROPERTY_LABEL, "Map");
  gtk_test_accessible_assert_property (board, GTK_ACCESSIBLE_PROPERTY_DESCRIPTION, summary);

  tactics_map_set_name (fixture->map, "Crossing");
  gtk_test_accessible_assert_property (board, GTK_ACCESSIBLE_PROPERTY_LABEL, "Map: Crossing");

  expected = g_strdup_printf ("Column 4, row 7: %s",
                              tactics_terrain_get_name (tactics_map_get_terrain (fixture->map,
                                                                                 cell)));
  text = tactics_board_describe_cell (fixture->board, cell);
  g_assert_cmpstr (text, ==, expected);
  g_clear_pointer (&text, g_free);
  /* Off the board there is no terrain to tell. */
  text = tactics_board_describe_cell (fixture->board, (TacticsCell) { 40, -1 });
  g_assert_cmpstr (text, ==, "Column 40, row -1");

  tactics_board_announce (fixture->board, expected);
  g_assert_cmpstr (tactics_board_get_announcement (fixture->board), ==, expected);
  gtk_test_accessible_assert_property (board, GTK_ACCESSIBLE_PROPERTY_DESCRIPTION, expected);

  /* A resize keeps what was announced; NULL goes back to the summary, which
   * follows the new size. */
  tactics_map_resize (fixture->map, 10, 9, 0, 0, 0);
  gtk_test_accessible_assert_property (board, GTK_ACCESSIBLE_PROPERTY_DESCRIPTION, expected);
  tactics_board_announce (fixture->board, NULL);
  gtk_test_accessible_assert_property (board, GTK_ACCESSIBLE_PROPERTY_DESCRIPTION,
                                       GPOINTER_TO_INT (data) == TACTICS_TOPOLOGY_HEX
                                       ? "10 by 9 hexagonal cells" : "10 by 9 square cells");

  /* Another map: announcements about the old one go. */
  tactics_board_announce (fixture->board, "something");
  tactics_board_set_map (fixture->board, NULL);
  gtk_test_accessible_assert_property (board, GTK_ACCESSIBLE_PROPERTY_LABEL, "Map");
  g_assert_cmpstr (tactics_board_get_announcement (fixture->board), ==, "");
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
test_token_art (void)
{
  guint32 red = rgb_of ("#c81e1e");
  guint32 yellow = rgb_of ("#f0e442");
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
                                        rgb_of ("#1a1a1a"), 30);
  g_assert_true (found_ink);
  g_assert_true (ui_test_colors_close (ui_test_texture_pixel (dark_glyph, 40, 25), yellow, 4));
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

#define ADD_BOARD_TEST(path, topology, func) \
  g_test_add (path, BoardFixture, GINT_TO_POINTER (topology), \
              board_fixture_set_up, func, board_fixture_tear_down)

  ADD_BOARD_TEST ("/board/square/fits-map", TACTICS_TOPOLOGY_SQUARE, test_board_fits_map);
  ADD_BOARD_TEST ("/board/hex/fits-map", TACTICS_TOPOLOGY_HEX, test_board_fits_map);
  ADD_BOARD_TEST ("/board/square/hover", TACTICS_TOPOLOGY_SQUARE, test_board_hover);
  ADD_BOARD_TEST ("/board/hex/hover", TACTICS_TOPOLOGY_HEX, test_board_hover);
  ADD_BOARD_TEST ("/board/square/cell-signals", TACTICS_TOPOLOGY_SQUARE,
                  test_board_cell_signals);
  ADD_BOARD_TEST ("/board/hex/cell-signals", TACTICS_TOPOLOGY_HEX, test_board_cell_signals);
  ADD_BOARD_TEST ("/board/square/cursor", TACTICS_TOPOLOGY_SQUARE, test_board_cursor);
  ADD_BOARD_TEST ("/board/hex/cursor", TACTICS_TOPOLOGY_HEX, test_board_cursor);
  ADD_BOARD_TEST ("/board/square/space-drag-pans", TACTICS_TOPOLOGY_SQUARE,
                  test_board_space_drag_pans);
  ADD_BOARD_TEST ("/board/square/scroll-and-keys", TACTICS_TOPOLOGY_SQUARE,
                  test_board_scroll_and_keys);
  ADD_BOARD_TEST ("/board/square/caches-terrain", TACTICS_TOPOLOGY_SQUARE,
                  test_board_caches_terrain);
  ADD_BOARD_TEST ("/board/hex/caches-terrain", TACTICS_TOPOLOGY_HEX, test_board_caches_terrain);
  ADD_BOARD_TEST ("/board/square/draws-cells", TACTICS_TOPOLOGY_SQUARE, test_board_draws_cells);
  ADD_BOARD_TEST ("/board/hex/draws-cells", TACTICS_TOPOLOGY_HEX, test_board_draws_cells);
  ADD_BOARD_TEST ("/board/square/placement-readable", TACTICS_TOPOLOGY_SQUARE,
                  test_board_placement_readable);
  ADD_BOARD_TEST ("/board/square/screenshot", TACTICS_TOPOLOGY_SQUARE, test_board_screenshot);
  ADD_BOARD_TEST ("/board/hex/screenshot", TACTICS_TOPOLOGY_HEX, test_board_screenshot);
  ADD_BOARD_TEST ("/board/square/accessible", TACTICS_TOPOLOGY_SQUARE, test_board_accessible);
  ADD_BOARD_TEST ("/board/hex/accessible", TACTICS_TOPOLOGY_HEX, test_board_accessible);

  g_test_add_func ("/layer/cells", test_cell_layer);
  g_test_add_func ("/layer/cells/many", test_cell_layer_many);
  g_test_add_func ("/layer/tokens", test_token_layer);
  g_test_add_func ("/token-art/shapes", test_token_art);
  g_test_add_func ("/terrain-art/symbols", test_terrain_symbols);

  return g_test_run ();
}
