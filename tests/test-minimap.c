/* SPDX-License-Identifier: GPL-3.0-or-later */
/* The minimap under Xvfb: its picture shows the map's terrain where the
 * board has it, follows edits, and a click or a drag moves the board's
 * viewport there. */
#include "config.h"

#include "ui-test-helpers.h"

#define GRASS 0xff3c8c3c
#define WATER 0xff2850c8

typedef struct {
  GtkWindow       *window;
  TacticsMinimap  *minimap;
  TacticsMap      *map;
  TacticsViewport *viewport;
} Fixture;

static void
set_up (Fixture         *f,
        TacticsTopology  topology)
{
  g_autoptr(TacticsRuleset) ruleset = ui_test_make_ruleset ("grass:Grass:#3c8c3c:1",
                                                            "water:Water:#2850c8:0", NULL);

  f->map = tactics_map_new (40, 30, topology, ruleset);
  f->viewport = tactics_viewport_new ();
  tactics_viewport_set_board (f->viewport, topology, 40, 30);
  tactics_viewport_set_view_size (f->viewport, 300, 200);
  tactics_viewport_set_cell_size (f->viewport, 20.0);

  f->minimap = TACTICS_MINIMAP (tactics_minimap_new ());
  tactics_minimap_set_map (f->minimap, f->map);
  tactics_minimap_set_viewport (f->minimap, f->viewport);
  f->window = GTK_WINDOW (gtk_window_new ());
  gtk_window_set_default_size (f->window, 240, 180);
  gtk_window_set_child (f->window, GTK_WIDGET (f->minimap));
  gtk_window_present (f->window);
  ui_test_wait_for_widget (GTK_WIDGET (f->minimap));
}

static void
set_up_square (Fixture       *f,
               gconstpointer  data)
{
  set_up (f, TACTICS_TOPOLOGY_SQUARE);
}

static void
set_up_hex (Fixture       *f,
            gconstpointer  data)
{
  set_up (f, TACTICS_TOPOLOGY_HEX);
}

static void
tear_down (Fixture       *f,
           gconstpointer  data)
{
  g_autoptr(GtkWidget) minimap = g_object_ref (GTK_WIDGET (f->minimap));

  gtk_window_destroy (f->window);
  g_object_add_weak_pointer (G_OBJECT (minimap), (gpointer *) &f->minimap);
  g_clear_object (&minimap);
  g_assert_null (f->minimap);
  g_object_unref (f->viewport);
  g_object_unref (f->map);
}

/* The colour the minimap shows where @cell's centre is. */
static guint32
color_at_cell (Fixture     *f,
               TacticsCell  cell)
{
  g_autoptr(GdkTexture) picture = ui_test_render_widget (GTK_WIDGET (f->minimap));
  double bx;
  double by;
  double x;
  double y;

  tactics_cell_to_pixel (tactics_map_get_topology (f->map), 1.0, cell, &bx, &by);
  g_assert_true (tactics_minimap_from_board (f->minimap, bx, by, &x, &y));
  return ui_test_texture_pixel (picture, (int) x, (int) y);
}

static void
test_shows_terrain (Fixture       *f,
                    gconstpointer  data)
{
  TacticsCell lake = { 31, 22 };
  guint renders;

  g_assert_true (ui_test_colors_close (color_at_cell (f, lake), GRASS, 8));
  renders = tactics_minimap_get_n_renders (f->minimap);

  /* An edit shows at once; a viewport change draws no new picture. */
  tactics_map_set_terrain_index (f->map, lake, 1);
  g_assert_true (ui_test_colors_close (color_at_cell (f, lake), WATER, 8));
  g_assert_cmpuint (tactics_minimap_get_n_renders (f->minimap), ==, renders + 1);
  tactics_viewport_set_center (f->viewport, 10.0, 8.0);
  ui_test_iterate ();
  g_assert_true (ui_test_colors_close (color_at_cell (f, (TacticsCell) { 25, 25 }), GRASS, 8));
  g_assert_cmpuint (tactics_minimap_get_n_renders (f->minimap), ==, renders + 1);

  /* A terrain's new colour, which the ruleset changes, not the map. */
  tactics_terrain_set_color (tactics_ruleset_lookup_terrain (tactics_map_get_ruleset (f->map),
                                                             "water"), "#c81e1e");
  g_assert_true (ui_test_colors_close (color_at_cell (f, lake), 0xffc81e1e, 8));
}

static void
test_click_and_drag (Fixture       *f,
                     gconstpointer  data)
{
  GtkEventController *drag = ui_test_find_controller (GTK_WIDGET (f->minimap),
                                                      GTK_TYPE_GESTURE_DRAG);
  TacticsCell target = { 30, 20 };
  double bx;
  double by;
  double x;
  double y;

  tactics_cell_to_pixel (tactics_map_get_topology (f->map), 1.0, target, &bx, &by);
  g_assert_true (tactics_minimap_from_board (f->minimap, bx, by, &x, &y));
  g_signal_emit_by_name (drag, "drag-begin", x, y);
  g_assert_cmpfloat_with_epsilon (tactics_viewport_get_center_x (f->viewport), bx, 1e-6);
  g_assert_cmpfloat_with_epsilon (tactics_viewport_get_center_y (f->viewport), by, 1e-6);

  /* Dragging to the map's first cell follows the pointer there. */
  tactics_cell_to_pixel (tactics_map_get_topology (f->map), 1.0, (TacticsCell) { 5, 4 },
                         &bx, &by);
  {
    double x2;
    double y2;

    g_assert_true (tactics_minimap_from_board (f->minimap, bx, by, &x2, &y2));
    g_signal_emit_by_name (drag, "drag-update", x2 - x, y2 - y);
  }
  g_signal_emit_by_name (drag, "drag-end", 0.0, 0.0);
  g_assert_cmpfloat_with_epsilon (tactics_viewport_get_center_x (f->viewport), bx, 1e-6);
  g_assert_cmpfloat_with_epsilon (tactics_viewport_get_center_y (f->viewport), by, 1e-6);
}

/* The visible area's frame is drawn where the viewport looks: its light
 * edge on the left side of the view, terrain well inside it. */
static void
test_view_rectangle (Fixture       *f,
                     gconstpointer  data)
{
  g_autoptr(GdkTexture) picture = NULL;
  double bx;
  double by;
  double x;
  double y;
  double mx;
  double my;

  tactics_viewport_set_center (f->viewport, 20.0, 15.0);
  ui_test_iterate ();
  picture = ui_test_render_widget (GTK_WIDGET (f->minimap));
  ui_test_save_screenshot (GTK_WIDGET (f->minimap), "minimap");
  tactics_viewport_widget_to_board (f->viewport, 0, 100, &bx, &by);
  g_assert_true (tactics_minimap_from_board (f->minimap, bx, by, &x, &y));
  tactics_viewport_widget_to_board (f->viewport, 150, 100, &bx, &by);
  g_assert_true (tactics_minimap_from_board (f->minimap, bx, by, &mx, &my));
  g_assert_true (ui_test_colors_close (ui_test_texture_pixel (picture, (int) (x + 0.5),
                                                              (int) y), 0xffffffff, 40));
  g_assert_true (ui_test_colors_close (ui_test_texture_pixel (picture, (int) mx, (int) my),
                                       GRASS, 8));
}

static void
test_markers (Fixture       *f,
              gconstpointer  data)
{
  TacticsMinimapMarker marker = { { 10, 10 }, { 1.0f, 0.0f, 0.0f, 1.0f } };

  tactics_minimap_set_markers (f->minimap, &marker, 1);
  g_assert_cmpuint (tactics_minimap_get_n_markers (f->minimap), ==, 1);
  g_assert_true (ui_test_colors_close (color_at_cell (f, marker.cell), 0xffff0000, 8));
  tactics_minimap_set_markers (f->minimap, NULL, 0);
  g_assert_true (ui_test_colors_close (color_at_cell (f, marker.cell), GRASS, 8));
}

int
main (int   argc,
      char *argv[])
{
  ui_test_init (&argc, &argv);

  g_test_add ("/minimap/square/terrain", Fixture, NULL, set_up_square, test_shows_terrain,
              tear_down);
  g_test_add ("/minimap/hex/terrain", Fixture, NULL, set_up_hex, test_shows_terrain, tear_down);
  g_test_add ("/minimap/square/click-and-drag", Fixture, NULL, set_up_square,
              test_click_and_drag, tear_down);
  g_test_add ("/minimap/hex/click-and-drag", Fixture, NULL, set_up_hex, test_click_and_drag,
              tear_down);
  g_test_add ("/minimap/view-rectangle", Fixture, NULL, set_up_square, test_view_rectangle,
              tear_down);
  g_test_add ("/minimap/markers", Fixture, NULL, set_up_square, test_markers, tear_down);

  return g_test_run ();
}
