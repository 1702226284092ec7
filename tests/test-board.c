/* SPDX-License-Identifier: GPL-3.0-or-later */
#include "config.h"

#include <math.h>

#include "tactics-gtk.h"
#include "tactics-board-layer-private.h"
#include "tactics-board-private.h"
#include "ui-test-helpers.h"

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

static void
test_board_draws_cells (BoardFixture  *fixture,
                        gconstpointer  data)
{
  TacticsViewport *viewport = tactics_board_get_viewport (fixture->board);
  g_autoptr(TacticsCellLayer) effect = tactics_cell_layer_new (TACTICS_CELL_STYLE_EFFECT);
  g_autoptr(GdkTexture) plain = NULL;
  g_autoptr(GdkTexture) marked = NULL;
  guint32 alpha = ui_test_rgb ("#d4c27a");
  guint32 beta = ui_test_rgb ("#6a1b9a");
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

/* A scenario's regions: each washes its cells in its colour, its name
 * written on its middle cell, and the layer follows a region's cells and
 * the list as they change. */
static void
test_board_regions (BoardFixture  *fixture,
                    gconstpointer  data)
{
  TacticsViewport *viewport = tactics_board_get_viewport (fixture->board);
  g_autoptr(TacticsRegionLayer) layer = tactics_region_layer_new ();
  g_autoptr(GListStore) regions = g_list_store_new (TACTICS_TYPE_REGION);
  g_autoptr(TacticsRegion) tower = tactics_region_new ("tower", "the Tower");
  const TacticsCell inside = { 1, 1 }, middle = { 2, 2 }, added = { 6, 5 };
  g_autoptr(GdkTexture) plain = NULL;
  g_autoptr(GdkTexture) shown = NULL;
  g_autoptr(GdkTexture) grown = NULL;
  g_autoptr(GdkTexture) gone = NULL;
  double ix, iy, ax, ay, mx, my;
  guint n_white = 0;

  for (int y = 0; y < tactics_map_get_height (fixture->map); y++)
    for (int x = 0; x < tactics_map_get_width (fixture->map); x++)
      tactics_map_set_terrain_index (fixture->map, (TacticsCell) { x, y }, 0);
  tactics_board_set_show_grid (fixture->board, FALSE);
  tactics_board_set_show_hover (fixture->board, FALSE);
  tactics_board_add_layer (fixture->board, TACTICS_BOARD_LAYER (layer));
  tactics_region_set_color (tower, "#0000ff");
  for (int y = 1; y <= 3; y++)
    for (int x = 1; x <= 3; x++)
      tactics_region_set_cells (tower, &(TacticsCell) { x, y }, 1, TRUE);
  ui_test_iterate ();
  plain = ui_test_render_widget (GTK_WIDGET (fixture->board));
  tactics_viewport_cell_center (viewport, inside, &ix, &iy);
  tactics_viewport_cell_center (viewport, added, &ax, &ay);
  tactics_viewport_cell_center (viewport, middle, &mx, &my);

  tactics_region_layer_set_regions (layer, G_LIST_MODEL (regions));
  g_list_store_append (regions, tower);
  shown = ui_test_render_widget (GTK_WIDGET (fixture->board));
  /* Bluer inside, the terrain still there: washed, not covered. */
  g_assert_cmpuint (ui_test_texture_pixel (shown, (int) ix, (int) iy) & 0xff, >,
                    (ui_test_texture_pixel (plain, (int) ix, (int) iy) & 0xff) + 10);
  g_assert_false (ui_test_colors_close (ui_test_texture_pixel (shown, (int) ix, (int) iy),
                                        ui_test_rgb ("#0000ff"), 40));
  g_assert_cmphex (ui_test_texture_pixel (shown, (int) ax, (int) ay), ==,
                   ui_test_texture_pixel (plain, (int) ax, (int) ay));
  /* Its name, in white, across its middle cell. */
  for (int dx = -8; dx <= 8; dx++)
    n_white += ui_test_colors_close (ui_test_texture_pixel (shown, (int) mx + dx, (int) my),
                                     ui_test_rgb ("#ffffff"), 30);
  g_assert_cmpuint (n_white, >, 2);
  ui_test_save_screenshot (GTK_WIDGET (fixture->board), "board-regions");

  tactics_region_set_cells (tower, &added, 1, TRUE);
  grown = ui_test_render_widget (GTK_WIDGET (fixture->board));
  g_assert_cmpuint (ui_test_texture_pixel (grown, (int) ax, (int) ay) & 0xff, >,
                    (ui_test_texture_pixel (plain, (int) ax, (int) ay) & 0xff) + 10);

  g_list_store_remove (regions, 0);
  gone = ui_test_render_widget (GTK_WIDGET (fixture->board));
  g_assert_cmphex (ui_test_texture_pixel (gone, (int) ix, (int) iy), ==,
                   ui_test_texture_pixel (plain, (int) ix, (int) iy));
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

int
main (int   argc,
      char *argv[])
{
  ui_test_init (&argc, &argv);

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
  ADD_BOARD_TEST ("/board/square/regions", TACTICS_TOPOLOGY_SQUARE, test_board_regions);
  ADD_BOARD_TEST ("/board/square/screenshot", TACTICS_TOPOLOGY_SQUARE, test_board_screenshot);
  ADD_BOARD_TEST ("/board/hex/screenshot", TACTICS_TOPOLOGY_HEX, test_board_screenshot);
  ADD_BOARD_TEST ("/board/square/accessible", TACTICS_TOPOLOGY_SQUARE, test_board_accessible);
  ADD_BOARD_TEST ("/board/hex/accessible", TACTICS_TOPOLOGY_HEX, test_board_accessible);

  return g_test_run ();
}
