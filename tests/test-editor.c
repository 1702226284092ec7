/* SPDX-License-Identifier: GPL-3.0-or-later */
/* The editor window driven through its real widgets, painting: the board's
 * controllers and the tools (brush, line, rectangle, fill, eraser and
 * eyedropper, mirror, reach), undo and redo, painting from the keyboard and
 * the shortcuts window, the minimap, and screenshots. The map as a
 * document (files, recovery, dialogs, preferences) is in
 * test-editor-documents.c. */
#include "config.h"

#include "editor-test-helpers.h"

static void
test_brush (EditorFixture *fixture,
            gconstpointer  data)
{
  /* The key 3 picks the third terrain, as the palette shows. */
  activate (fixture, "editor.select-terrain", g_variant_new_uint32 (FOREST));
  g_assert_cmpuint (tactics_editor_window_get_terrain (fixture->window), ==, FOREST);
  use_tool (fixture, "brush");

  /* A fast stroke jumps from (2, 1) to (5, 1): the cells between are
   * painted too. */
  ui_test_drag_cells (fixture->board, (TacticsCell[]) { { 1, 1 }, { 2, 1 }, { 5, 1 } }, 3);
  for (int x = 1; x <= 5; x++)
    g_assert_cmpuint (terrain_at (fixture, x, 1), ==, FOREST);
  g_assert_cmpuint (terrain_at (fixture, 6, 1), ==, PLAINS);
  g_assert_cmpuint (terrain_at (fixture, 1, 2), ==, PLAINS);

  /* A brush of size 2: a 2 × 2 block of squares, or a hex and its six
   * neighbours. */
  activate (fixture, "editor.brush-bigger", NULL);
  click (fixture, 7, 5);
  {
    g_autoptr(GArray) brush = g_array_new (FALSE, FALSE, sizeof (TacticsCell));
    TacticsTopology topology = tactics_map_get_topology (fixture->map);

    tactics_editor_brush_cells (topology, (TacticsCell) { 7, 5 }, 2, brush);
    g_assert_cmpuint (brush->len, ==, topology == TACTICS_TOPOLOGY_HEX ? 7 : 4);
    for (int y = 2; y < 9; y++)
      for (int x = 0; x < 12; x++)
        {
          gboolean in_brush = FALSE;

          for (guint i = 0; i < brush->len; i++)
            in_brush |= g_array_index (brush, TacticsCell, i).x == x
                        && g_array_index (brush, TacticsCell, i).y == y;
          g_assert_cmpuint (terrain_at (fixture, x, y), ==, in_brush ? FOREST : PLAINS);
        }

    /* The outline follows the pointer with the brush's shape. */
    ui_test_hover_cell (fixture->board, (TacticsCell) { 3, 7 });
    g_assert_cmpuint (tactics_cell_layer_get_n_cells (fixture->window->brush_layer), ==,
                      brush->len);
  }

  g_assert_true (g_str_has_prefix (gtk_window_get_title (GTK_WINDOW (fixture->window)), "*"));
}

static void
test_line (EditorFixture *fixture,
           gconstpointer  data)
{
  g_autoptr(GArray) expected = g_array_new (FALSE, FALSE, sizeof (TacticsCell));
  TacticsTopology topology = tactics_map_get_topology (fixture->map);

  activate (fixture, "editor.select-terrain", g_variant_new_uint32 (ROAD));
  use_tool (fixture, "line");

  /* Nothing is painted until the button comes up. */
  ui_test_drag_cells (fixture->board, (TacticsCell[]) { { 0, 8 }, { 4, 6 }, { 9, 2 } }, 3);
  tactics_line (topology, (TacticsCell) { 0, 8 }, (TacticsCell) { 9, 2 }, expected);
  for (int y = 0; y < 9; y++)
    for (int x = 0; x < 12; x++)
      {
        gboolean on_line = FALSE;

        for (guint i = 0; i < expected->len; i++)
          on_line |= g_array_index (expected, TacticsCell, i).x == x
                     && g_array_index (expected, TacticsCell, i).y == y;
        g_assert_cmpuint (terrain_at (fixture, x, y), ==, on_line ? ROAD : PLAINS);
      }
}

static void
test_rectangle (EditorFixture *fixture,
                gconstpointer  data)
{
  activate (fixture, "editor.select-terrain", g_variant_new_uint32 (HILLS));
  use_tool (fixture, "rectangle");

  ui_test_drag_cells (fixture->board, (TacticsCell[]) { { 1, 1 }, { 3, 3 }, { 4, 3 } }, 3);
  for (int y = 1; y <= 3; y++)
    for (int x = 1; x <= 4; x++)
      g_assert_cmpuint (terrain_at (fixture, x, y), ==, HILLS);
  g_assert_cmpuint (terrain_at (fixture, 5, 3), ==, PLAINS);

  /* An outline leaves the inside alone. */
  {
    gboolean filled = TRUE;

    /* A boolean property action toggles. */
    activate (fixture, "editor.rectangle-filled", NULL);
    g_object_get (fixture->window, "rectangle-filled", &filled, NULL);
    g_assert_false (filled);
  }
  activate (fixture, "editor.select-terrain", g_variant_new_uint32 (WATER));
  ui_test_drag_cells (fixture->board, (TacticsCell[]) { { 6, 2 }, { 10, 6 } }, 2);
  g_assert_cmpuint (terrain_at (fixture, 6, 2), ==, WATER);
  g_assert_cmpuint (terrain_at (fixture, 10, 6), ==, WATER);
  g_assert_cmpuint (terrain_at (fixture, 8, 2), ==, WATER);
  g_assert_cmpuint (terrain_at (fixture, 8, 4), ==, PLAINS);
}

/* The colour drawn at a cell's centre. */
static guint32
board_pixel_at (EditorFixture *fixture,
                GdkTexture    *texture,
                TacticsCell    cell)
{
  double x;
  double y;

  tactics_viewport_cell_center (tactics_board_get_viewport (fixture->board), cell, &x, &y);
  return ui_test_texture_pixel (texture, (int) x, (int) y);
}

static guint32
terrain_pixel (EditorFixture *fixture,
               guint          terrain)
{
  TacticsRuleset *ruleset = tactics_map_get_ruleset (fixture->map);

  return ui_test_rgb (tactics_terrain_get_color (tactics_ruleset_get_terrain (ruleset, terrain)));
}

/* While a rectangle or a line is dragged, the cells it will paint show the
 * terrain's colour (a little translucent) under the outline, not an
 * outline alone; the map itself changes only at the release. */
static void
test_shape_preview (EditorFixture *fixture,
                    gconstpointer  data)
{
  const char *tools[] = { "rectangle", "line" };
  guint32 water = terrain_pixel (fixture, WATER);

  activate (fixture, "editor.select-terrain", g_variant_new_uint32 (WATER));
  for (guint t = 0; t < G_N_ELEMENTS (tools); t++)
    {
      g_autoptr(GdkTexture) before = NULL;
      g_autoptr(GdkTexture) dragging = NULL;
      g_autofree char *name = g_strdup_printf ("%s-preview-%s", tools[t],
                                               tactics_map_get_topology (fixture->map)
                                               == TACTICS_TOPOLOGY_HEX ? "hex" : "square");
      GdkRGBA fill;

      use_tool (fixture, tools[t]);
      ui_test_leave_board (fixture->board);
      before = ui_test_render_widget (GTK_WIDGET (fixture->board));
      g_signal_emit_by_name (fixture->board, "cell-pressed", 2, 4, GDK_BUTTON_PRIMARY, 0);
      g_signal_emit_by_name (fixture->board, "cell-dragged", 8, 4);
      g_assert_true (tactics_cell_layer_get_fill (fixture->window->brush_layer, &fill));
      dragging = ui_test_render_widget (GTK_WIDGET (fixture->board));
      ui_test_save_screenshot (GTK_WIDGET (fixture->board), name);

      /* Nothing painted yet; the covered cells look like water, those
       * beside them as before. */
      g_assert_cmpuint (terrain_at (fixture, 5, 4), ==, PLAINS);
      for (int x = 2; x <= 8; x++)
        {
          guint32 shown = board_pixel_at (fixture, dragging, (TacticsCell) { x, 4 });

          g_test_message ("%s: cell %d,4 shows %08x, water is %08x", tools[t], x, shown, water);
          g_assert_true (ui_test_colors_close (shown, water, 60));
        }
      g_assert_true (ui_test_colors_close (board_pixel_at (fixture, dragging, (TacticsCell) { 5, 6 }),
                                           board_pixel_at (fixture, before, (TacticsCell) { 5, 6 }),
                                           4));

      g_signal_emit_by_name (fixture->board, "cell-released", 8, 4);
      g_assert_cmpuint (terrain_at (fixture, 5, 4), ==, WATER);
      g_assert_false (tactics_cell_layer_get_fill (fixture->window->brush_layer, NULL));
      activate (fixture, "editor.undo", NULL);
    }
}

/* A 1000 × 1000 rectangle dragged over a 4096 × 4096 map: the preview of
 * each step of the drag (cells, then a frame) is printed, not asserted. */
static void
test_shape_preview_large (EditorFixture *fixture,
                          gconstpointer  data)
{
  TacticsTopology topology = GPOINTER_TO_INT (data);
  g_autoptr(TacticsMap) map = tactics_map_new (TACTICS_MAX_MAP_SIZE, TACTICS_MAX_MAP_SIZE, topology,
                                               tactics_map_get_ruleset (fixture->map));
  g_autoptr(GTimer) timer = g_timer_new ();

  tactics_editor_document_set_modified (fixture->document, FALSE);
  g_clear_object (&fixture->document);
  fixture->document = tactics_editor_document_new_for_map (map);
  fixture->map = map;
  tactics_editor_window_set_document (fixture->window, fixture->document);
  activate (fixture, "editor.zoom-fit", NULL);
  ui_test_iterate ();
  activate (fixture, "editor.select-terrain", g_variant_new_uint32 (WATER));
  use_tool (fixture, "rectangle");

  g_signal_emit_by_name (fixture->board, "cell-pressed", 1000, 1000, GDK_BUTTON_PRIMARY, 0);
  for (int step = 0; step < 5; step++)
    {
      g_autoptr(GdkTexture) frame = NULL;
      double cells_time;

      g_timer_start (timer);
      g_signal_emit_by_name (fixture->board, "cell-dragged", 1995 + step, 1995 + step);
      cells_time = g_timer_elapsed (timer, NULL);
      frame = ui_test_render_widget (GTK_WIDGET (fixture->board));
      g_test_message ("drag to %d: cells %.1f ms, with the frame %.1f ms (%u cells)",
                      1995 + step, cells_time * 1000.0, g_timer_elapsed (timer, NULL) * 1000.0,
                      tactics_cell_layer_get_n_cells (fixture->window->brush_layer));
    }
  g_assert_cmpuint (tactics_cell_layer_get_n_cells (fixture->window->brush_layer), ==,
                    1000 * 1000);
  /* Water shows across it, even with cells under a pixel. */
  {
    g_autoptr(GdkTexture) frame = ui_test_render_widget (GTK_WIDGET (fixture->board));

    g_assert_true (ui_test_colors_close (board_pixel_at (fixture, frame,
                                                         (TacticsCell) { 1500, 1500 }),
                                         terrain_pixel (fixture, WATER), 60));
  }
  ui_test_save_screenshot (GTK_WIDGET (fixture->window),
                           topology == TACTICS_TOPOLOGY_HEX ? "rectangle-preview-large-hex"
                                                            : "rectangle-preview-large");
  /* Closer, where cells show their shape. */
  for (int i = 0; i < 8; i++)
    activate (fixture, "editor.zoom-in", NULL);
  ui_test_save_screenshot (GTK_WIDGET (fixture->board),
                           topology == TACTICS_TOPOLOGY_HEX ? "rectangle-preview-large-hex-close"
                                                            : "rectangle-preview-large-close");
  /* Cells a few pixels wide, by the rectangle's corner. */
  tactics_viewport_set_cell_size (tactics_board_get_viewport (fixture->board), 4.5);
  tactics_viewport_center_on_cell (tactics_board_get_viewport (fixture->board),
                                   (TacticsCell) { 1990, 1990 });
  ui_test_save_screenshot (GTK_WIDGET (fixture->board),
                           topology == TACTICS_TOPOLOGY_HEX ? "rectangle-preview-large-hex-corner"
                                                            : "rectangle-preview-large-corner");
  g_signal_emit_by_name (fixture->board, "cell-released", 1999, 1999);
  g_assert_cmpuint (terrain_at (fixture, 1500, 1500), ==, WATER);
}

static void
test_fill (EditorFixture *fixture,
           gconstpointer  data)
{
  /* A wall of water in column 4 splits the plains. */
  activate (fixture, "editor.select-terrain", g_variant_new_uint32 (WATER));
  use_tool (fixture, "brush");
  ui_test_drag_cells (fixture->board, (TacticsCell[]) { { 4, 0 }, { 4, 8 } }, 2);
  tactics_map_set_terrain_index (fixture->map, (TacticsCell) { 9, 7 }, WATER);

  activate (fixture, "editor.select-terrain", g_variant_new_uint32 (FOREST));
  use_tool (fixture, "fill");
  click (fixture, 0, 0);
  for (int y = 0; y < 9; y++)
    {
      g_assert_cmpuint (terrain_at (fixture, 0, y), ==, FOREST);
      g_assert_cmpuint (terrain_at (fixture, 3, y), ==, FOREST);
      g_assert_cmpuint (terrain_at (fixture, 4, y), ==, WATER);
      g_assert_cmpuint (terrain_at (fixture, 5, y), ==, PLAINS);
    }

  /* With shift, every water cell, connected or not. */
  activate (fixture, "editor.select-terrain", g_variant_new_uint32 (ROAD));
  g_signal_emit_by_name (fixture->board, "cell-pressed", 4, 4, GDK_BUTTON_PRIMARY, GDK_SHIFT_MASK);
  g_signal_emit_by_name (fixture->board, "cell-released", 4, 4);
  g_assert_cmpuint (terrain_at (fixture, 4, 0), ==, ROAD);
  g_assert_cmpuint (terrain_at (fixture, 9, 7), ==, ROAD);
  g_assert_cmpuint (terrain_at (fixture, 5, 5), ==, PLAINS);

  /* One fill, one undo. */
  activate (fixture, "editor.undo", NULL);
  g_assert_cmpuint (terrain_at (fixture, 4, 0), ==, WATER);
  g_assert_cmpuint (terrain_at (fixture, 9, 7), ==, WATER);
}

static void
test_eraser_and_eyedropper (EditorFixture *fixture,
                            gconstpointer  data)
{
  activate (fixture, "editor.select-terrain", g_variant_new_uint32 (FOREST));
  use_tool (fixture, "brush");
  ui_test_drag_cells (fixture->board, (TacticsCell[]) { { 1, 3 }, { 8, 3 } }, 2);

  /* The eraser paints its own terrain, whatever the palette holds. */
  g_object_set (fixture->window, "eraser-terrain", (guint) ROAD, NULL);
  use_tool (fixture, "eraser");
  ui_test_drag_cells (fixture->board, (TacticsCell[]) { { 3, 3 }, { 5, 3 } }, 2);
  g_assert_cmpuint (terrain_at (fixture, 2, 3), ==, FOREST);
  g_assert_cmpuint (terrain_at (fixture, 3, 3), ==, ROAD);
  g_assert_cmpuint (terrain_at (fixture, 5, 3), ==, ROAD);
  g_assert_cmpuint (terrain_at (fixture, 6, 3), ==, FOREST);
  g_assert_cmpuint (tactics_editor_window_get_terrain (fixture->window), ==, FOREST);

  /* The eyedropper takes a terrain and gives the tool back. */
  use_tool (fixture, "eyedropper");
  click (fixture, 4, 3);
  g_assert_cmpuint (tactics_editor_window_get_terrain (fixture->window), ==, ROAD);
  g_assert_cmpuint (tactics_editor_window_get_tool (fixture->window), ==,
                    TACTICS_EDITOR_TOOL_ERASER);

  /* So does a right click, with any tool. */
  use_tool (fixture, "brush");
  g_signal_emit_by_name (fixture->board, "cell-pressed", 1, 3, GDK_BUTTON_SECONDARY, 0);
  g_assert_cmpuint (tactics_editor_window_get_terrain (fixture->window), ==, FOREST);
}

static void
test_mirror (EditorFixture *fixture,
             gconstpointer  data)
{
  TacticsTopology topology = GPOINTER_TO_INT (data);
  TacticsCell images[3];
  guint n_images;

  activate (fixture, "editor.select-terrain", g_variant_new_uint32 (WATER));
  use_tool (fixture, "brush");
  activate (fixture, "editor.mirror", g_variant_new_string ("point"));

  click (fixture, 1, 2);
  n_images = tactics_editor_mirror_cell (topology, 12, 9, TACTICS_EDITOR_MIRROR_POINT,
                                         (TacticsCell) { 1, 2 }, images);
  g_assert_cmpuint (n_images, ==, 1);
  g_assert_cmpuint (terrain_at (fixture, 1, 2), ==, WATER);
  g_assert_cmpuint (terrain_at (fixture, images[0].x, images[0].y), ==, WATER);
  if (topology == TACTICS_TOPOLOGY_SQUARE)
    {
      g_assert_cmpint (images[0].x, ==, 10);
      g_assert_cmpint (images[0].y, ==, 6);
    }

  /* Four ways: the cell and three images. */
  activate (fixture, "editor.mirror", g_variant_new_string ("four-way"));
  activate (fixture, "editor.select-terrain", g_variant_new_uint32 (FOREST));
  click (fixture, 2, 1);
  n_images = tactics_editor_mirror_cell (topology, 12, 9, TACTICS_EDITOR_MIRROR_FOUR_WAY,
                                         (TacticsCell) { 2, 1 }, images);
  g_assert_cmpuint (n_images, ==, 3);
  for (guint i = 0; i < n_images; i++)
    g_assert_cmpuint (terrain_at (fixture, images[i].x, images[i].y), ==, FOREST);
}

/* A mirrored fill changes only cells of the terrain it starts on: neither
 * every cell of a terrain (Shift) nor a connected area paints the water
 * and hills their mirror images fall on. */
static void
test_mirror_fill (EditorFixture *fixture,
                  gconstpointer  data)
{
  use_tool (fixture, "brush");
  activate (fixture, "editor.select-terrain", g_variant_new_uint32 (WATER));
  click (fixture, 1, 2);
  activate (fixture, "editor.select-terrain", g_variant_new_uint32 (HILLS));
  click (fixture, 9, 4);
  g_assert_cmpuint (terrain_at (fixture, 10, 2), ==, PLAINS);
  g_assert_cmpuint (terrain_at (fixture, 2, 4), ==, PLAINS);

  use_tool (fixture, "fill");
  activate (fixture, "editor.mirror", g_variant_new_string ("left-right"));
  activate (fixture, "editor.select-terrain", g_variant_new_uint32 (FOREST));
  for (guint shift = 0; shift < 2; shift++)
    {
      g_signal_emit_by_name (fixture->board, "cell-pressed", 0, 0, GDK_BUTTON_PRIMARY,
                             shift ? GDK_SHIFT_MASK : 0);
      g_signal_emit_by_name (fixture->board, "cell-released", 0, 0);
      ui_test_iterate ();
      for (int y = 0; y < 9; y++)
        for (int x = 0; x < 12; x++)
          g_assert_cmpuint (terrain_at (fixture, x, y), ==,
                            x == 1 && y == 2 ? WATER : x == 9 && y == 4 ? HILLS : FOREST);
      activate (fixture, "editor.undo", NULL);
      g_assert_cmpuint (terrain_at (fixture, 0, 0), ==, PLAINS);
    }

  /* Each image of the cell clicked fills its own area: the hills' image
   * is plains, so the plains are filled, and the hills too. */
  g_signal_emit_by_name (fixture->board, "cell-pressed", 9, 4, GDK_BUTTON_PRIMARY, 0);
  g_signal_emit_by_name (fixture->board, "cell-released", 9, 4);
  g_assert_cmpuint (terrain_at (fixture, 9, 4), ==, FOREST);
  g_assert_cmpuint (terrain_at (fixture, 2, 4), ==, FOREST);
  g_assert_cmpuint (terrain_at (fixture, 1, 2), ==, WATER);
}

static void
test_reach (EditorFixture *fixture,
            gconstpointer  data)
{
  TacticsCellLayer *reach = fixture->window->reach_layer;
  g_autoptr(TacticsReach) engine = tactics_reach_new ();
  guint before;

  use_tool (fixture, "reach");
  gtk_spin_button_set_value (fixture->window->move_points_spin, 3);
  click (fixture, 5, 4);
  ui_test_iterate ();

  /* Plains cost 1 on foot: everything within 3 steps. */
  tactics_reach_compute (engine, tactics_map_get_cost_grid (fixture->map, "foot"),
                         (TacticsCell) { 5, 4 }, 3, NULL, NULL);
  g_assert_cmpuint (tactics_cell_layer_get_n_cells (reach), ==,
                    tactics_reach_get_n_destinations (engine));
  g_assert_true (tactics_cell_layer_contains (reach, (TacticsCell) { 5, 1 }));
  g_assert_cmpstr (tactics_cell_layer_get_label (reach, (TacticsCell) { 5, 4 }), ==, "3");
  before = tactics_cell_layer_get_n_cells (reach);

  /* Painting a wall of water updates the reach as it goes. */
  activate (fixture, "editor.select-terrain", g_variant_new_uint32 (WATER));
  use_tool (fixture, "brush");
  ui_test_drag_cells (fixture->board, (TacticsCell[]) { { 6, 0 }, { 6, 8 } }, 2);
  ui_test_iterate ();
  g_assert_cmpuint (tactics_cell_layer_get_n_cells (reach), <, before);
  g_assert_false (tactics_cell_layer_contains (reach, (TacticsCell) { 6, 4 }));
  g_assert_false (tactics_cell_layer_contains (reach, (TacticsCell) { 7, 4 }));

  activate (fixture, "editor.clear-reach", NULL);
  g_assert_cmpuint (tactics_cell_layer_get_n_cells (reach), ==, 0);
}

static void
test_undo_redo (EditorFixture *fixture,
                gconstpointer  data)
{
  activate (fixture, "editor.select-terrain", g_variant_new_uint32 (FOREST));
  use_tool (fixture, "brush");
  g_assert_false (tactics_editor_document_can_undo (fixture->document));

  /* Two strokes; each undoes at once, however many cells it painted. */
  ui_test_drag_cells (fixture->board,
                      (TacticsCell[]) { { 0, 0 }, { 1, 0 }, { 2, 0 }, { 3, 0 }, { 3, 1 } }, 5);
  activate (fixture, "editor.select-terrain", g_variant_new_uint32 (WATER));
  ui_test_drag_cells (fixture->board, (TacticsCell[]) { { 0, 5 }, { 5, 5 } }, 2);
  g_assert_cmpuint (terrain_at (fixture, 3, 1), ==, FOREST);
  g_assert_cmpuint (terrain_at (fixture, 5, 5), ==, WATER);

  activate (fixture, "editor.undo", NULL);
  g_assert_cmpuint (terrain_at (fixture, 5, 5), ==, PLAINS);
  g_assert_cmpuint (terrain_at (fixture, 0, 5), ==, PLAINS);
  g_assert_cmpuint (terrain_at (fixture, 3, 1), ==, FOREST);

  activate (fixture, "editor.undo", NULL);
  g_assert_cmpuint (terrain_at (fixture, 3, 1), ==, PLAINS);
  g_assert_cmpuint (terrain_at (fixture, 0, 0), ==, PLAINS);
  g_assert_false (tactics_editor_document_get_modified (fixture->document));
  g_assert_false (g_str_has_prefix (gtk_window_get_title (GTK_WINDOW (fixture->window)), "*"));

  activate (fixture, "editor.redo", NULL);
  activate (fixture, "editor.redo", NULL);
  g_assert_cmpuint (terrain_at (fixture, 3, 1), ==, FOREST);
  g_assert_cmpuint (terrain_at (fixture, 5, 5), ==, WATER);
  g_assert_true (g_str_has_prefix (gtk_window_get_title (GTK_WINDOW (fixture->window)), "*"));
}
static void
test_screenshot (EditorFixture *fixture,
                 gconstpointer  data)
{
  TacticsTopology topology = GPOINTER_TO_INT (data);
  g_autofree char *path = g_build_filename (g_getenv ("TACTICS_DATADIR"), "maps",
                                            topology == TACTICS_TOPOLOGY_HEX
                                            ? "islands.map.xml" : "skirmish.map.xml", NULL);
  g_autoptr(GFile) file = g_file_new_for_path (path);

  g_assert_true (tactics_editor_window_open_file (fixture->window, file));
  g_set_object (&fixture->document, tactics_editor_window_get_document (fixture->window));
  fixture->map = tactics_editor_document_get_map (fixture->document);
  ui_test_iterate ();

  /* A reach preview and the brush outline, as while working. */
  use_tool (fixture, "reach");
  click (fixture, tactics_map_get_width (fixture->map) / 2,
         tactics_map_get_height (fixture->map) / 2);
  use_tool (fixture, "brush");
  activate (fixture, "editor.brush-bigger", NULL);
  ui_test_hover_cell (fixture->board, (TacticsCell) { 2, 2 });
  ui_test_iterate ();

  ui_test_save_screenshot (GTK_WIDGET (fixture->window),
                           topology == TACTICS_TOPOLOGY_HEX ? "editor-map-hex" : "editor-map");
}

/* The minimap beside the board: the document's map, redrawn as it is
 * painted; a click there moves the board's view; Ctrl+M's action hides it. */
static void
test_minimap (EditorFixture *fixture,
              gconstpointer  data)
{
  TacticsTopology topology = GPOINTER_TO_INT (data);
  TacticsMinimap *minimap = fixture->window->minimap;
  TacticsViewport *viewport = tactics_board_get_viewport (fixture->board);
  GtkEventController *drag = ui_test_find_controller (GTK_WIDGET (minimap),
                                                      GTK_TYPE_GESTURE_DRAG);
  g_autofree char *path = g_build_filename (g_getenv ("TACTICS_DATADIR"), "maps",
                                            topology == TACTICS_TOPOLOGY_HEX
                                            ? "mountain-pass.map.xml" : "crossroads.map.xml",
                                            NULL);
  g_autoptr(GFile) file = g_file_new_for_path (path);
  TacticsCell target;
  TacticsCell middle;
  guint renders;
  guint paint;
  double bx;
  double by;
  double x;
  double y;

  g_assert_true (gtk_widget_get_mapped (GTK_WIDGET (minimap)));
  g_assert_true (tactics_minimap_get_map (minimap) == tactics_board_get_map (fixture->board));
  g_assert_true (tactics_minimap_get_viewport (minimap) == viewport);

  /* Another document: the minimap follows the board to its map. */
  g_assert_true (tactics_editor_window_open_file (fixture->window, file));
  g_set_object (&fixture->document, tactics_editor_window_get_document (fixture->window));
  fixture->map = tactics_editor_document_get_map (fixture->document);
  ui_test_iterate ();
  g_assert_true (tactics_minimap_get_map (minimap) == fixture->map);
  g_assert_true (tactics_board_get_map (fixture->board) == fixture->map);

  /* Painting redraws it. */
  paint = terrain_at (fixture, 4, 2) == WATER ? FOREST : WATER;
  renders = tactics_minimap_get_n_renders (minimap);
  use_tool (fixture, "brush");
  activate (fixture, "editor.select-terrain", g_variant_new_uint32 (paint));
  ui_test_drag_cells (fixture->board, (TacticsCell[]) { { 2, 2 }, { 6, 2 } }, 2);
  ui_test_iterate ();
  g_assert_cmpuint (terrain_at (fixture, 4, 2), ==, paint);
  /* It draws its new picture at the next frame. */
  {
    gint64 deadline = g_get_monotonic_time () + 5 * G_USEC_PER_SEC;

    while (tactics_minimap_get_n_renders (minimap) == renders &&
           g_get_monotonic_time () < deadline)
      {
        gtk_widget_queue_draw (GTK_WIDGET (minimap));
        g_main_context_iteration (NULL, FALSE);
        g_usleep (1000);
      }
  }
  g_assert_cmpuint (tactics_minimap_get_n_renders (minimap), >, renders);

  /* Zoomed in, a click on the far corner looks there. */
  for (guint i = 0; i < 4; i++)
    activate (fixture, "editor.zoom-in", NULL);
  tactics_board_center_on (fixture->board, (TacticsCell) { 2, 2 });
  target = (TacticsCell) { tactics_map_get_width (fixture->map) - 6,
                           tactics_map_get_height (fixture->map) - 5 };
  tactics_cell_to_pixel (topology, 1.0, target, &bx, &by);
  g_assert_true (tactics_minimap_from_board (minimap, bx, by, &x, &y));
  g_signal_emit_by_name (drag, "drag-begin", x, y);
  g_signal_emit_by_name (drag, "drag-end", 0.0, 0.0);
  ui_test_iterate ();
  g_assert_true (tactics_viewport_cell_at (viewport,
                                           gtk_widget_get_width (GTK_WIDGET (fixture->board)) / 2.0,
                                           gtk_widget_get_height (GTK_WIDGET (fixture->board)) / 2.0,
                                           &middle));
  g_assert_cmpint (ABS (middle.x - target.x), <=, 1);
  g_assert_cmpint (ABS (middle.y - target.y), <=, 1);
  ui_test_save_screenshot (GTK_WIDGET (fixture->window),
                           topology == TACTICS_TOPOLOGY_HEX ? "editor-minimap-hex"
                                                            : "editor-minimap");

  activate (fixture, "editor.show-minimap", NULL);
  g_assert_false (gtk_widget_get_visible (GTK_WIDGET (minimap)));
  activate (fixture, "editor.show-minimap", NULL);
  g_assert_true (gtk_widget_get_visible (GTK_WIDGET (minimap)));
}

/* ctrl+? shows the shortcuts window, which lists the tools' keys. */
static void
test_shortcuts_window (EditorFixture *fixture,
                       gconstpointer  data)
{
  GtkShortcutsWindow *overlay =
    gtk_application_window_get_help_overlay (GTK_APPLICATION_WINDOW (fixture->window));
  GtkWidget *shown;

  g_assert_nonnull (overlay);
  activate (fixture, "win.show-help-overlay", NULL);
  ui_test_iterate ();
  shown = find_toplevel_of_type (GTK_TYPE_SHORTCUTS_WINDOW);
  g_assert_true (shown == GTK_WIDGET (overlay));
  ui_test_save_screenshot (shown, "editor-shortcuts");
  /* It fits a 1280 × 800 screen, its title bar and a panel's room. */
  g_test_message ("shortcuts window: %d × %d", gtk_widget_get_width (shown),
                  gtk_widget_get_height (shown));
  g_assert_cmpint (gtk_widget_get_width (shown), <=, 1280);
  g_assert_cmpint (gtk_widget_get_height (shown), <=, 760);
  /* The Map page's keys are a section of their own, the same size. */
  g_object_set (shown, "section-name", "map", NULL);
  ui_test_iterate ();
  ui_test_save_screenshot (shown, "editor-shortcuts-map");
  g_assert_cmpint (gtk_widget_get_width (shown), <=, 1280);
  g_assert_cmpint (gtk_widget_get_height (shown), <=, 760);
  gtk_widget_set_visible (shown, FALSE);
}

static gboolean
press_board_key (EditorFixture *fixture,
                 guint          keyval)
{
  g_autoptr(GListModel) controllers =
    gtk_widget_observe_controllers (GTK_WIDGET (fixture->board));
  gboolean handled = FALSE;

  gtk_widget_grab_focus (GTK_WIDGET (fixture->board));
  for (guint i = 0; i < g_list_model_get_n_items (controllers); i++)
    {
      g_autoptr(GtkEventController) controller = g_list_model_get_item (controllers, i);

      /* The window's, ahead of the board's own. */
      if (GTK_IS_EVENT_CONTROLLER_KEY (controller)
          && gtk_event_controller_get_propagation_phase (controller) == GTK_PHASE_CAPTURE)
        {
          g_signal_emit_by_name (controller, "key-pressed", keyval, 0, 0, &handled);
          return handled;
        }
    }
  g_assert_not_reached ();
  return FALSE;
}

/* Painting without a mouse: the arrows move a cursor that screen readers
 * hear about, Return uses the tool there. */
static void
test_keyboard_painting (EditorFixture *fixture,
                        gconstpointer  data)
{
  const char *description;

  use_tool (fixture, "brush");
  activate (fixture, "editor.select-terrain", g_variant_new_uint32 (FOREST));

  /* The first arrow shows the cursor in the middle when the pointer is
   * not on the board (Xvfb's may be, where the window opened). */
  ui_test_leave_board (fixture->board);
  g_assert_true (press_board_key (fixture, GDK_KEY_Right));
  g_assert_true (press_board_key (fixture, GDK_KEY_Right));
  g_assert_true (press_board_key (fixture, GDK_KEY_Down));
  description = tactics_board_get_announcement (fixture->board);
  g_test_message ("%s", description);
  g_assert_true (g_str_has_prefix (description, "Column 7, row 5: Plains; Foot 1 move point"));
  g_assert_true (press_board_key (fixture, GDK_KEY_Return));
  g_assert_cmpuint (terrain_at (fixture, 7, 5), ==, FOREST);
  g_assert_true (g_str_has_prefix (tactics_board_get_announcement (fixture->board),
                                   "Column 7, row 5: Forest"));

  /* A line: Return at its start, arrows, Return at its end. */
  use_tool (fixture, "line");
  activate (fixture, "editor.select-terrain", g_variant_new_uint32 (WATER));
  g_assert_true (press_board_key (fixture, GDK_KEY_Left));
  g_assert_true (press_board_key (fixture, GDK_KEY_Return));
  g_assert_cmpuint (terrain_at (fixture, 6, 5), !=, WATER);
  for (int i = 0; i < 3; i++)
    g_assert_true (press_board_key (fixture, GDK_KEY_Left));
  g_assert_true (press_board_key (fixture, GDK_KEY_Return));
  for (int x = 3; x <= 6; x++)
    g_assert_cmpuint (terrain_at (fixture, x, 5), ==, WATER);
  g_assert_cmpuint (terrain_at (fixture, 7, 5), ==, FOREST);
  /* One step to undo, as with the mouse. */
  activate (fixture, "editor.undo", NULL);
  g_assert_cmpuint (terrain_at (fixture, 4, 5), !=, WATER);

  /* The cursor stops at the edges. */
  for (int i = 0; i < 20; i++)
    g_assert_true (press_board_key (fixture, GDK_KEY_Up));
  g_assert_true (g_str_has_prefix (tactics_board_get_announcement (fixture->board),
                                   "Column 3, row 0: "));
  /* Other keys (and arrows with ctrl) are not the cursor's. */
  g_assert_false (press_board_key (fixture, GDK_KEY_b));
}
/* Where the map lies in @board, in its widget pixels. */
static graphene_rect_t
map_bounds (TacticsBoard *board)
{
  TacticsViewport *viewport = tactics_board_get_viewport (board);
  double width;
  double height;
  double left;
  double top;
  double right;
  double bottom;

  tactics_viewport_get_board_extent (viewport, &width, &height);
  tactics_viewport_board_to_widget (viewport, 0, 0, &left, &top);
  tactics_viewport_board_to_widget (viewport, width, height, &right, &bottom);
  return GRAPHENE_RECT_INIT (left, top, right - left, bottom - top);
}

/* The largest map fits in the window at the smallest zoom, clear of the
 * zoom buttons; zooming out goes down to that fit and no further. */
static void
test_zoom_fits_largest (EditorFixture *fixture,
                        gconstpointer  data)
{
  TacticsTopology topology = GPOINTER_TO_INT (data);
  TacticsViewport *viewport = tactics_board_get_viewport (fixture->board);
  g_autoptr(TacticsMap) map = tactics_map_new (TACTICS_MAX_MAP_SIZE, TACTICS_MAX_MAP_SIZE, topology,
                                               tactics_map_get_ruleset (fixture->map));
  GtkWidget *buttons = fixture->window->zoom_controls;
  graphene_rect_t view = GRAPHENE_RECT_INIT (0, 0,
                                             gtk_widget_get_width (GTK_WIDGET (fixture->board)),
                                             gtk_widget_get_height (GTK_WIDGET (fixture->board)));
  graphene_rect_t shown;
  graphene_rect_t covered;
  double fitted;

  g_assert_cmpint (TACTICS_MAX_MAP_SIZE, ==, 4096);
  tactics_editor_document_set_modified (fixture->document, FALSE);
  g_clear_object (&fixture->document);
  fixture->document = tactics_editor_document_new_for_map (map);
  fixture->map = map;
  tactics_editor_window_set_document (fixture->window, fixture->document);
  ui_test_iterate ();
  /* Water on the right half, to tell the halves apart at fit. */
  {
    gsize n_cells = (gsize) TACTICS_MAX_MAP_SIZE * TACTICS_MAX_MAP_SIZE;
    g_autofree guint16 *cells = g_new0 (guint16, n_cells);

    for (gsize i = 0; i < n_cells; i++)
      cells[i] = i % TACTICS_MAX_MAP_SIZE >= TACTICS_MAX_MAP_SIZE / 2 ? WATER : PLAINS;
    tactics_map_set_cells (map, cells);
  }

  /* Fitted: the whole map in view, no button over it. */
  activate (fixture, "editor.zoom-fit", NULL);
  ui_test_iterate ();
  fitted = tactics_viewport_get_cell_size (viewport);
  shown = map_bounds (fixture->board);
  /* Cells far smaller than a pixel still show their terrain. */
  {
    g_autoptr(GdkTexture) picture = ui_test_render_widget (GTK_WIDGET (fixture->board));
    int y = (int) (shown.origin.y + shown.size.height / 2);
    guint32 left = ui_test_texture_pixel (picture, (int) (shown.origin.x + shown.size.width / 4), y);
    guint32 right = ui_test_texture_pixel (picture,
                                           (int) (shown.origin.x + shown.size.width * 3 / 4), y);

    g_assert_true (ui_test_colors_close (right, terrain_pixel (fixture, WATER), 40));
    g_assert_true (ui_test_colors_close (left, terrain_pixel (fixture, PLAINS), 40));
  }
  g_test_message ("fitted cell size %.4f, map at %.1f,%.1f %.1f × %.1f in %.0f × %.0f", fitted,
                  shown.origin.x, shown.origin.y, shown.size.width, shown.size.height,
                  view.size.width, view.size.height);
  g_assert_true (graphene_rect_contains_rect (&view, &shown));
  g_assert_true (gtk_widget_compute_bounds (buttons, GTK_WIDGET (fixture->board), &covered));
  g_assert_false (graphene_rect_intersection (&shown, &covered, NULL));
  ui_test_save_screenshot (GTK_WIDGET (fixture->window),
                           topology == TACTICS_TOPOLOGY_HEX ? "zoom-fit-4096-hex"
                                                            : "zoom-fit-4096");

  /* Zooming out stops at the fit. */
  activate (fixture, "editor.zoom-out", NULL);
  g_assert_cmpfloat_with_epsilon (tactics_viewport_get_cell_size (viewport), fitted, 1e-9);

  /* And comes back down to it from closer. */
  for (int i = 0; i < 10; i++)
    activate (fixture, "editor.zoom-in", NULL);
  g_assert_cmpfloat (tactics_viewport_get_cell_size (viewport), >, fitted);
  for (int i = 0; i < 40; i++)
    activate (fixture, "editor.zoom-out", NULL);
  g_assert_cmpfloat_with_epsilon (tactics_viewport_get_cell_size (viewport), fitted, 1e-9);
  shown = map_bounds (fixture->board);
  g_assert_true (graphene_rect_contains_rect (&view, &shown));

  /* A map of the view's shape would reach into the corner under the
   * buttons: it stops above them. */
  if (topology == TACTICS_TOPOLOGY_SQUARE)
    {
      int height = (int) (TACTICS_MAX_MAP_SIZE * view.size.height / view.size.width);
      g_autoptr(TacticsMap) wide = tactics_map_new (TACTICS_MAX_MAP_SIZE, height, topology,
                                                    tactics_map_get_ruleset (map));

      tactics_editor_document_set_modified (fixture->document, FALSE);
      g_clear_object (&fixture->document);
      fixture->document = tactics_editor_document_new_for_map (wide);
      fixture->map = wide;
      tactics_editor_window_set_document (fixture->window, fixture->document);
      activate (fixture, "editor.zoom-fit", NULL);
      ui_test_iterate ();
      shown = map_bounds (fixture->board);
      g_assert_true (graphene_rect_contains_rect (&view, &shown));
      g_assert_false (graphene_rect_intersection (&shown, &covered, NULL));
      ui_test_save_screenshot (GTK_WIDGET (fixture->window), "zoom-fit-4096-wide");
    }
}

int
main (int   argc,
      char *argv[])
{
  int status;

  editor_test_init (&argc, &argv);

  ADD_EDITOR_TEST ("/editor/square/brush", TACTICS_TOPOLOGY_SQUARE, test_brush);
  ADD_EDITOR_TEST ("/editor/hex/brush", TACTICS_TOPOLOGY_HEX, test_brush);
  ADD_EDITOR_TEST ("/editor/square/line", TACTICS_TOPOLOGY_SQUARE, test_line);
  ADD_EDITOR_TEST ("/editor/hex/line", TACTICS_TOPOLOGY_HEX, test_line);
  ADD_EDITOR_TEST ("/editor/square/rectangle", TACTICS_TOPOLOGY_SQUARE, test_rectangle);
  ADD_EDITOR_TEST ("/editor/square/shape-preview", TACTICS_TOPOLOGY_SQUARE, test_shape_preview);
  ADD_EDITOR_TEST ("/editor/hex/shape-preview", TACTICS_TOPOLOGY_HEX, test_shape_preview);
  ADD_EDITOR_TEST ("/editor/square/shape-preview-large", TACTICS_TOPOLOGY_SQUARE,
                   test_shape_preview_large);
  ADD_EDITOR_TEST ("/editor/hex/shape-preview-large", TACTICS_TOPOLOGY_HEX,
                   test_shape_preview_large);
  ADD_EDITOR_TEST ("/editor/square/fill", TACTICS_TOPOLOGY_SQUARE, test_fill);
  ADD_EDITOR_TEST ("/editor/hex/fill", TACTICS_TOPOLOGY_HEX, test_fill);
  ADD_EDITOR_TEST ("/editor/square/eraser-eyedropper", TACTICS_TOPOLOGY_SQUARE,
                   test_eraser_and_eyedropper);
  ADD_EDITOR_TEST ("/editor/square/mirror", TACTICS_TOPOLOGY_SQUARE, test_mirror);
  ADD_EDITOR_TEST ("/editor/hex/mirror", TACTICS_TOPOLOGY_HEX, test_mirror);
  ADD_EDITOR_TEST ("/editor/square/mirror-fill", TACTICS_TOPOLOGY_SQUARE, test_mirror_fill);
  ADD_EDITOR_TEST ("/editor/hex/mirror-fill", TACTICS_TOPOLOGY_HEX, test_mirror_fill);
  ADD_EDITOR_TEST ("/editor/square/reach", TACTICS_TOPOLOGY_SQUARE, test_reach);
  ADD_EDITOR_TEST ("/editor/square/undo-redo", TACTICS_TOPOLOGY_SQUARE, test_undo_redo);
  ADD_EDITOR_TEST ("/editor/square/keyboard-painting", TACTICS_TOPOLOGY_SQUARE,
                   test_keyboard_painting);
  ADD_EDITOR_TEST ("/editor/hex/keyboard-painting", TACTICS_TOPOLOGY_HEX,
                   test_keyboard_painting);
  ADD_EDITOR_TEST ("/editor/square/shortcuts-window", TACTICS_TOPOLOGY_SQUARE,
                   test_shortcuts_window);
  ADD_EDITOR_TEST ("/editor/square/screenshot", TACTICS_TOPOLOGY_SQUARE, test_screenshot);
  ADD_EDITOR_TEST ("/editor/hex/screenshot", TACTICS_TOPOLOGY_HEX, test_screenshot);
  ADD_EDITOR_TEST ("/editor/square/minimap", TACTICS_TOPOLOGY_SQUARE, test_minimap);
  ADD_EDITOR_TEST ("/editor/hex/minimap", TACTICS_TOPOLOGY_HEX, test_minimap);
  ADD_EDITOR_TEST ("/editor/square/zoom-fits-largest", TACTICS_TOPOLOGY_SQUARE,
                   test_zoom_fits_largest);
  ADD_EDITOR_TEST ("/editor/hex/zoom-fits-largest", TACTICS_TOPOLOGY_HEX, test_zoom_fits_largest);

  status = g_test_run ();

  editor_test_clean_up ();
  return status;
}
