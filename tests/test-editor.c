/* SPDX-License-Identifier: GPL-3.0-or-later */
#include "config.h"

#include <fcntl.h>
#include <glib/gstdio.h>
#include <string.h>
#include <sys/stat.h>

#include "tactics-gtk.h"
#include "tactics-editor-application.h"
#include "tactics-editor-recovery.h"
#include "tactics-editor-new-map-dialog.h"
#include "tactics-editor-resize-dialog.h"
#include "tactics-editor-terrains-page.h"
#include "tactics-editor-window-private.h"
#include "ui-test-helpers.h"

/* The editor window driven through its real widgets: the board's
 * controllers paint, actions undo and save, the close guard asks. */

static TacticsEditorApplication *app;
static char *scratch;

/* Terrains of the bundled ruleset, by position. */
enum {
  PLAINS = 0,
  ROAD = 1,
  FOREST = 2,
  HILLS = 3,
  WATER = 7,
};

typedef struct {
  TacticsEditorWindow   *window;
  TacticsBoard          *board;
  TacticsEditorDocument *document;
  TacticsMap            *map;
} EditorFixture;

static void
editor_fixture_set_up (EditorFixture *fixture,
                       gconstpointer  data)
{
  TacticsTopology topology = GPOINTER_TO_INT (data);
  g_autoptr(TacticsRuleset) bundled = tactics_editor_application_load_default_ruleset ();
  g_autoptr(TacticsRuleset) ruleset = tactics_editor_copy_terrains (bundled);
  g_autoptr(TacticsMap) map = tactics_map_new (12, 9, topology, ruleset);

  g_assert_cmpstr (tactics_terrain_get_id (tactics_ruleset_get_terrain (ruleset, FOREST)), ==, "f");
  g_assert_cmpstr (tactics_terrain_get_id (tactics_ruleset_get_terrain (ruleset, WATER)), ==, "w");

  fixture->document = tactics_editor_document_new_for_map (map);
  fixture->map = map;
  fixture->window = tactics_editor_window_new (GTK_APPLICATION (app), fixture->document);
  g_object_add_weak_pointer (G_OBJECT (fixture->window), (gpointer *) &fixture->window);
  fixture->board = tactics_editor_window_get_board (fixture->window);
  gtk_window_set_default_size (GTK_WINDOW (fixture->window), 1100, 720);
  gtk_window_present (GTK_WINDOW (fixture->window));
  ui_test_wait_for_widget (GTK_WIDGET (fixture->board));
}

static void
editor_fixture_tear_down (EditorFixture *fixture,
                          gconstpointer  data)
{
  if (fixture->window != NULL)
    {
      /* Nothing to ask about: close for good. */
      tactics_editor_document_set_modified (fixture->document, FALSE);
      gtk_window_destroy (GTK_WINDOW (fixture->window));
      ui_test_iterate ();
    }
  g_assert_null (fixture->window);
  g_clear_object (&fixture->document);
}

static guint
terrain_at (EditorFixture *fixture,
            int            x,
            int            y)
{
  return tactics_map_get_terrain_index (fixture->map, (TacticsCell) { x, y });
}

static void
activate (EditorFixture *fixture,
          const char    *action,
          GVariant      *parameter)
{
  /* A widget-class action gets the parameter as given and nothing sinks a
   * floating one, so own it here. */
  g_autoptr(GVariant) owned = parameter != NULL ? g_variant_ref_sink (parameter) : NULL;

  g_assert_true (gtk_widget_activate_action_variant (GTK_WIDGET (fixture->window), action,
                                                     owned));
}

static void
use_tool (EditorFixture *fixture,
          const char    *tool)
{
  activate (fixture, "editor.tool", g_variant_new_string (tool));
  g_assert_cmpstr (tactics_editor_tool_to_string (tactics_editor_window_get_tool (fixture->window)),
                   ==, tool);
}

static void
click (EditorFixture *fixture,
       int            x,
       int            y)
{
  ui_test_drag_cells (fixture->board, (TacticsCell[]) { { x, y } }, 1);
}

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
test_save_reopen (EditorFixture *fixture,
                  gconstpointer  data)
{
  g_autofree char *path = g_build_filename (scratch, "saved.map.xml", NULL);
  g_autoptr(GFile) file = g_file_new_for_path (path);
  g_autoptr(TacticsMap) reloaded = NULL;
  g_autoptr(GError) error = NULL;
  TacticsEditorDocument *reopened;

  activate (fixture, "editor.select-terrain", g_variant_new_uint32 (FOREST));
  use_tool (fixture, "rectangle");
  ui_test_drag_cells (fixture->board, (TacticsCell[]) { { 2, 2 }, { 6, 5 } }, 2);
  tactics_map_set_name (fixture->map, "Saved Map");

  g_assert_true (tactics_editor_window_save_to_file (fixture->window, file));
  g_assert_false (tactics_editor_document_get_modified (fixture->document));
  g_assert_cmpstr (gtk_window_get_title (GTK_WINDOW (fixture->window)), ==,
                   "Saved Map — Tactics Editor");

  reloaded = tactics_map_load (file, &error);
  g_assert_no_error (error);
  g_assert_true (tactics_map_equal (fixture->map, reloaded));

  /* Opened again in the window, it is the same map. */
  g_assert_true (tactics_editor_window_open_file (fixture->window, file));
  reopened = tactics_editor_window_get_document (fixture->window);
  g_assert_true (reopened != fixture->document);
  g_assert_true (tactics_map_equal (tactics_editor_document_get_map (reopened), reloaded));
  g_assert_true (tactics_board_get_map (fixture->board)
                 == tactics_editor_document_get_map (reopened));
  g_set_object (&fixture->document, reopened);
  fixture->map = tactics_editor_document_get_map (reopened);

  g_unlink (path);
}

static GtkWidget *
find_dialog_for (GtkWindow *window)
{
  GListModel *toplevels = gtk_window_get_toplevels ();

  for (guint i = 0; i < g_list_model_get_n_items (toplevels); i++)
    {
      g_autoptr(GtkWindow) toplevel = g_list_model_get_item (toplevels, i);

      if (GTK_IS_MESSAGE_DIALOG (toplevel)
          && gtk_window_get_transient_for (toplevel) == window
          && gtk_widget_get_visible (GTK_WIDGET (toplevel)))
        return GTK_WIDGET (toplevel);
    }
  return NULL;
}

static void
test_unsaved_guard (EditorFixture *fixture,
                    gconstpointer  data)
{
  GtkWidget *dialog;

  /* Unmodified: closes without asking. The fixture's own window is kept,
   * so try it on a second window. */
  {
    g_autoptr(TacticsEditorDocument) other =
      tactics_editor_application_new_default_document (app);
    TacticsEditorWindow *quiet = tactics_editor_window_new (GTK_APPLICATION (app), other);

    g_object_add_weak_pointer (G_OBJECT (quiet), (gpointer *) &quiet);
    gtk_window_present (GTK_WINDOW (quiet));
    ui_test_iterate ();
    gtk_window_close (GTK_WINDOW (quiet));
    ui_test_iterate ();
    g_assert_null (quiet);
  }

  activate (fixture, "editor.select-terrain", g_variant_new_uint32 (WATER));
  click (fixture, 3, 3);
  g_assert_true (tactics_editor_document_get_modified (fixture->document));

  /* Closing asks; Cancel keeps the window and the work. */
  gtk_window_close (GTK_WINDOW (fixture->window));
  ui_test_iterate ();
  dialog = find_dialog_for (GTK_WINDOW (fixture->window));
  g_assert_nonnull (dialog);
  ui_test_save_screenshot (dialog, "editor-unsaved-changes");
  gtk_dialog_response (GTK_DIALOG (dialog), GTK_RESPONSE_CANCEL);
  ui_test_iterate ();
  g_assert_nonnull (fixture->window);
  g_assert_null (find_dialog_for (GTK_WINDOW (fixture->window)));
  g_assert_cmpuint (terrain_at (fixture, 3, 3), ==, WATER);

  /* Closing without saving closes. */
  gtk_window_close (GTK_WINDOW (fixture->window));
  ui_test_iterate ();
  dialog = find_dialog_for (GTK_WINDOW (fixture->window));
  g_assert_nonnull (dialog);
  gtk_dialog_response (GTK_DIALOG (dialog), GTK_RESPONSE_REJECT);
  ui_test_iterate ();
  g_assert_null (fixture->window);
}

static void
test_bad_file (EditorFixture *fixture,
               gconstpointer  data)
{
  g_autofree char *path = g_build_filename (scratch, "broken.map.xml", NULL);
  g_autoptr(GFile) file = g_file_new_for_path (path);
  const char *error;

  g_assert_true (g_file_set_contents (path,
                                      "<?xml version=\"1.0\" encoding=\"UTF-8\"?>\n"
                                      "<tactics-map version=\"1\" name=\"Bad\" width=\"2\"\n"
                                      "  height=\"2\" topology=\"square\">\n"
                                      "  <grid>0,0\n0,0</grod>\n"
                                      "</tactics-map>\n",
                                      -1, NULL));

  g_assert_false (tactics_editor_window_open_file (fixture->window, file));
  error = tactics_editor_window_get_error (fixture->window);
  g_assert_nonnull (error);
  g_test_message ("shown: %s", error);
  /* File, line, what. */
  g_assert_true (g_regex_match_simple ("broken\\.map\\.xml:[0-9]+: .*grod", error, 0, 0));
  /* The document is untouched. */
  g_assert_true (tactics_editor_window_get_document (fixture->window) == fixture->document);
  ui_test_iterate ();
  ui_test_save_screenshot (GTK_WIDGET (fixture->window), "editor-bad-file");

  g_unlink (path);
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

static void
test_new_map_dialog (EditorFixture *fixture,
                     gconstpointer  data)
{
  g_autoptr(TacticsRuleset) bundled = tactics_editor_application_load_default_ruleset ();
  g_autofree char *bundled_path = g_build_filename (g_getenv ("TACTICS_DATADIR"),
                                                    "default.ruleset.xml", NULL);
  g_autoptr(GFile) bundled_file = g_file_new_for_path (bundled_path);
  g_autofree char *rules_folder = g_build_filename (scratch, "rules", NULL);
  g_autofree char *rules_path = g_build_filename (rules_folder, "shared.ruleset.xml", NULL);
  g_autoptr(GFile) rules = g_file_new_for_path (rules_path);
  g_autofree char *folder = g_build_filename (scratch, "maps", NULL);
  g_autofree char *map_path = g_build_filename (folder, "linked.map.xml", NULL);
  g_autoptr(GFile) map_file = g_file_new_for_path (map_path);
  g_autoptr(TacticsMap) copied = NULL;
  g_autoptr(TacticsMap) linked = NULL;
  g_autoptr(TacticsMap) reloaded = NULL;
  g_autoptr(TacticsEditorDocument) document = NULL;
  g_autoptr(GError) error = NULL;
  GtkWidget *dialog = tactics_editor_new_map_dialog_new (GTK_WINDOW (fixture->window), bundled);

  g_assert_cmpint (g_mkdir_with_parents (rules_folder, 0755), ==, 0);
  g_assert_true (g_file_copy (bundled_file, rules, G_FILE_COPY_OVERWRITE, NULL, NULL, NULL, NULL));

  gtk_window_present (GTK_WINDOW (dialog));
  ui_test_wait_for_widget (dialog);
  ui_test_save_screenshot (dialog, "editor-new-map");

  /* Size, grid, fill: the default terrains copied into the map. */
  gtk_editable_set_text (GTK_EDITABLE (ui_test_find_widget (dialog, "name_entry")), "Fresh");
  tactics_editor_new_map_dialog_set_size (TACTICS_EDITOR_NEW_MAP_DIALOG (dialog), 21, 13, TACTICS_TOPOLOGY_HEX);
  tactics_editor_new_map_dialog_set_fill (TACTICS_EDITOR_NEW_MAP_DIALOG (dialog), WATER);
  copied = tactics_editor_new_map_dialog_create_map (TACTICS_EDITOR_NEW_MAP_DIALOG (dialog));
  g_assert_cmpstr (tactics_map_get_name (copied), ==, "Fresh");
  g_assert_cmpint (tactics_map_get_width (copied), ==, 21);
  g_assert_cmpint (tactics_map_get_height (copied), ==, 13);
  g_assert_cmpint (tactics_map_get_topology (copied), ==, TACTICS_TOPOLOGY_HEX);
  g_assert_cmpuint (tactics_map_get_terrain_index (copied, (TacticsCell) { 20, 12 }), ==, WATER);
  g_assert_null (tactics_map_get_ruleset_path (copied));
  g_assert_cmpuint (g_list_model_get_n_items (
                      tactics_ruleset_get_unit_types (tactics_map_get_ruleset (copied))), ==, 0);

  /* Linked to a ruleset file: saved, the reference is relative. */
  g_assert_true (tactics_editor_new_map_dialog_set_ruleset_file (TACTICS_EDITOR_NEW_MAP_DIALOG (dialog),
                                                         rules, TRUE));
  tactics_editor_new_map_dialog_set_size (TACTICS_EDITOR_NEW_MAP_DIALOG (dialog), 6, 4, TACTICS_TOPOLOGY_SQUARE);
  linked = tactics_editor_new_map_dialog_create_map (TACTICS_EDITOR_NEW_MAP_DIALOG (dialog));
  g_assert_true (g_path_is_absolute (tactics_map_get_ruleset_path (linked)));
  gtk_window_destroy (GTK_WINDOW (dialog));

  g_assert_cmpint (g_mkdir_with_parents (folder, 0755), ==, 0);
  document = tactics_editor_document_new_for_map (linked);
  g_assert_true (tactics_editor_document_save_as (document, map_file, &error));
  g_assert_no_error (error);
  g_assert_cmpstr (tactics_map_get_ruleset_path (linked), ==, "../rules/shared.ruleset.xml");
  reloaded = tactics_map_load (map_file, &error);
  g_assert_no_error (error);
  g_assert_cmpuint (tactics_ruleset_get_n_terrains (tactics_map_get_ruleset (reloaded)), ==,
                    tactics_ruleset_get_n_terrains (bundled));

  g_unlink (map_path);
  g_rmdir (folder);
  g_unlink (rules_path);
  g_rmdir (rules_folder);
}

/* The new map's size fields refuse text that is no number, 0 and sizes
 * over the largest map, naming the field and the range; Create waits, and
 * no map is ever made of a coerced size. */
static void
test_new_map_refused (EditorFixture *fixture,
                      gconstpointer  data)
{
  g_autoptr(TacticsRuleset) bundled = tactics_editor_application_load_default_ruleset ();
  GtkWidget *dialog = tactics_editor_new_map_dialog_new (GTK_WINDOW (fixture->window), bundled);
  TacticsEditorNewMapDialog *new_map = TACTICS_EDITOR_NEW_MAP_DIALOG (dialog);
  const char *refused[] = { "abc", "0", "9999", "" };
  GtkWidget *height_spin;
  GtkWidget *message;

  gtk_window_present (GTK_WINDOW (dialog));
  ui_test_wait_for_widget (dialog);
  tactics_editor_new_map_dialog_set_size (new_map, 20, 10, TACTICS_TOPOLOGY_SQUARE);
  height_spin = ui_test_find_widget (dialog, "height_spin");
  message = ui_test_find_widget (dialog, "size_error");
  g_assert_false (gtk_widget_get_visible (message));
  g_assert_true (tactics_editor_new_map_dialog_is_valid (new_map));

  for (guint i = 0; i < G_N_ELEMENTS (refused); i++)
    {
      g_autoptr(TacticsMap) map = NULL;
      const char *text;

      gtk_editable_set_text (GTK_EDITABLE (height_spin), refused[i]);
      text = gtk_label_get_text (GTK_LABEL (message));
      g_assert_true (gtk_widget_get_visible (message));
      g_assert_nonnull (strstr (text, gtk_widget_get_tooltip_text (height_spin)));
      g_assert_nonnull (strstr (text, "4096"));
      g_assert_false (tactics_editor_new_map_dialog_is_valid (new_map));

      gtk_spin_button_update (GTK_SPIN_BUTTON (height_spin));
      map = tactics_editor_new_map_dialog_create_map (new_map);
      g_assert_cmpint (tactics_map_get_height (map), ==, 10);
    }

  gtk_editable_set_text (GTK_EDITABLE (height_spin), "15");
  g_assert_false (gtk_widget_get_visible (message));
  g_assert_true (tactics_editor_new_map_dialog_is_valid (new_map));
  gtk_window_destroy (GTK_WINDOW (dialog));
}

static void
test_resize (EditorFixture *fixture,
             gconstpointer  data)
{
  GListModel *toplevels = gtk_window_get_toplevels ();
  GtkWidget *dialog = NULL;
  int width;
  int height;
  int offset_x;
  int offset_y;
  guint fill;

  tactics_map_set_terrain_index (fixture->map, (TacticsCell) { 0, 0 }, FOREST);
  activate (fixture, "editor.resize", NULL);
  for (guint i = 0; i < g_list_model_get_n_items (toplevels); i++)
    {
      g_autoptr(GtkWindow) toplevel = g_list_model_get_item (toplevels, i);

      if (TACTICS_IS_EDITOR_RESIZE_DIALOG (toplevel))
        dialog = GTK_WIDGET (toplevel);
    }
  g_assert_nonnull (dialog);
  ui_test_wait_for_widget (dialog);
  ui_test_save_screenshot (dialog, "editor-resize");

  /* Anchored at the bottom right, the old map ends up there. */
  tactics_editor_resize_dialog_set_size (TACTICS_EDITOR_RESIZE_DIALOG (dialog), 16, 12);
  tactics_editor_resize_dialog_set_anchor (TACTICS_EDITOR_RESIZE_DIALOG (dialog), 2, 2);
  tactics_editor_resize_dialog_get_result (TACTICS_EDITOR_RESIZE_DIALOG (dialog), &width, &height,
                                    &offset_x, &offset_y, &fill);
  g_assert_cmpint (width, ==, 16);
  g_assert_cmpint (height, ==, 12);
  g_assert_cmpint (offset_x, ==, 4);
  g_assert_cmpint (offset_y, ==, 3);
  g_assert_cmpuint (fill, ==, 0);

  /* OK resizes the map, as one undoable step. */
  gtk_dialog_response (GTK_DIALOG (dialog), GTK_RESPONSE_OK);
  ui_test_iterate ();
  g_assert_cmpint (tactics_map_get_width (fixture->map), ==, 16);
  g_assert_cmpint (tactics_map_get_height (fixture->map), ==, 12);
  g_assert_cmpuint (terrain_at (fixture, 4, 3), ==, FOREST);
  g_assert_cmpint (tactics_viewport_get_board_width (tactics_board_get_viewport (fixture->board)),
                   ==, 16);
  activate (fixture, "editor.undo", NULL);
  g_assert_cmpint (tactics_map_get_width (fixture->map), ==, 12);
  g_assert_cmpuint (terrain_at (fixture, 0, 0), ==, FOREST);
}

/* A size that is no number, 0 or over the largest map is refused with a
 * reason naming the field and the range; Resize waits, and committing the
 * spin button (what leaving it does) neither coerces nor clamps it. */
static void
test_resize_refused (EditorFixture *fixture,
                     gconstpointer  data)
{
  GListModel *toplevels = gtk_window_get_toplevels ();
  const char *refused[] = { "abc", "0", "9999", "" };
  GtkWidget *dialog = NULL;
  GtkWidget *width_spin;
  GtkWidget *message;
  TacticsEditorResizeDialog *resize;
  int width;

  activate (fixture, "editor.resize", NULL);
  for (guint i = 0; i < g_list_model_get_n_items (toplevels); i++)
    {
      g_autoptr(GtkWindow) toplevel = g_list_model_get_item (toplevels, i);

      if (TACTICS_IS_EDITOR_RESIZE_DIALOG (toplevel))
        dialog = GTK_WIDGET (toplevel);
    }
  g_assert_nonnull (dialog);
  ui_test_wait_for_widget (dialog);
  resize = TACTICS_EDITOR_RESIZE_DIALOG (dialog);
  width_spin = ui_test_find_widget (dialog, "width_spin");
  message = ui_test_find_widget (dialog, "size_error");
  g_assert_false (gtk_widget_get_visible (message));

  for (guint i = 0; i < G_N_ELEMENTS (refused); i++)
    {
      const char *text;

      gtk_editable_set_text (GTK_EDITABLE (width_spin), refused[i]);
      text = gtk_label_get_text (GTK_LABEL (message));
      g_assert_true (gtk_widget_get_visible (message));
      g_assert_nonnull (strstr (text, "Width"));
      g_assert_nonnull (strstr (text, "4096"));
      g_assert_false (tactics_editor_resize_dialog_is_valid (resize));

      gtk_spin_button_update (GTK_SPIN_BUTTON (width_spin));
      tactics_editor_resize_dialog_get_result (resize, &width, NULL, NULL, NULL, NULL);
      g_assert_cmpint (width, ==, 12);
    }

  /* Resize does nothing while the width is refused. */
  gtk_editable_set_text (GTK_EDITABLE (width_spin), "abc");
  gtk_dialog_response (GTK_DIALOG (dialog), GTK_RESPONSE_OK);
  ui_test_iterate ();
  g_assert_cmpint (tactics_map_get_width (fixture->map), ==, 12);

  gtk_editable_set_text (GTK_EDITABLE (width_spin), "20");
  g_assert_false (gtk_widget_get_visible (message));
  g_assert_true (tactics_editor_resize_dialog_is_valid (resize));
  gtk_dialog_response (GTK_DIALOG (dialog), GTK_RESPONSE_OK);
  ui_test_iterate ();
  g_assert_cmpint (tactics_map_get_width (fixture->map), ==, 20);
}

/* Moving a terrain in its list moves it in place: the map's cells keep
 * it, under its new index. */
static void
test_move_terrain (EditorFixture *fixture,
                   gconstpointer  data)
{
  TacticsRuleset *ruleset = tactics_map_get_ruleset (fixture->map);
  TacticsTerrain *forest = tactics_ruleset_get_terrain (ruleset, FOREST);
  GtkWidget *page = fixture->window->terrains_page;

  tactics_map_set_terrain_index (fixture->map, (TacticsCell) { 2, 3 }, FOREST);
  tactics_editor_window_show_page (fixture->window, "terrains");
  tactics_editor_terrains_page_select_terrain (TACTICS_EDITOR_TERRAINS_PAGE (page), FOREST);
  g_signal_emit_by_name (ui_test_find_widget (page, "terrains"), "move", 1);

  g_assert_true (tactics_ruleset_get_terrain (ruleset, FOREST + 1) == forest);
  g_assert_cmpuint (terrain_at (fixture, 2, 3), ==, FOREST + 1);
  g_assert_true (tactics_map_get_terrain (fixture->map, (TacticsCell) { 2, 3 }) == forest);
  g_assert_cmpuint (terrain_at (fixture, 0, 0), ==, PLAINS);
}

static void
test_map_properties (EditorFixture *fixture,
                     gconstpointer  data)
{
  GListModel *toplevels = gtk_window_get_toplevels ();
  GtkWidget *dialog = NULL;

  activate (fixture, "editor.properties", NULL);
  for (guint i = 0; i < g_list_model_get_n_items (toplevels); i++)
    {
      g_autoptr(GtkWindow) toplevel = g_list_model_get_item (toplevels, i);

      if (GTK_IS_DIALOG (toplevel) && gtk_window_get_transient_for (toplevel)
                                      == GTK_WINDOW (fixture->window))
        dialog = GTK_WIDGET (toplevel);
    }
  g_assert_nonnull (dialog);

  /* The name is the title, and changing it is unsaved work. */
  gtk_editable_set_text (GTK_EDITABLE (ui_test_find_widget (dialog, "map_name")), "Valley");
  g_assert_cmpstr (tactics_map_get_name (fixture->map), ==, "Valley");
  g_assert_cmpstr (gtk_window_get_title (GTK_WINDOW (fixture->window)), ==,
                   "*Valley — Tactics Editor");
  gtk_dialog_response (GTK_DIALOG (dialog), GTK_RESPONSE_CLOSE);
  ui_test_iterate ();
}

static void
test_recent_files (EditorFixture *fixture,
                   gconstpointer  data)
{
  g_autofree char *path = g_build_filename (scratch, "recent.map.xml", NULL);
  g_autoptr(GFile) file = g_file_new_for_path (path);
  g_autofree char *uri = g_file_get_uri (file);
  GMenuModel *recent = tactics_editor_application_get_recent_menu ();
  g_autoptr(GVariant) target = NULL;

  g_assert_true (tactics_editor_window_save_to_file (fixture->window, file));
  g_assert_cmpint (g_menu_model_get_n_items (recent), >=, 1);
  target = g_menu_model_get_item_attribute_value (recent, 0, G_MENU_ATTRIBUTE_TARGET,
                                                  G_VARIANT_TYPE_STRING);
  g_assert_cmpstr (g_variant_get_string (target, NULL), ==, uri);
  g_unlink (path);
}

static GtkWidget *
find_toplevel_of_type (GType type)
{
  GListModel *toplevels = gtk_window_get_toplevels ();

  for (guint i = 0; i < g_list_model_get_n_items (toplevels); i++)
    {
      g_autoptr(GtkWindow) toplevel = g_list_model_get_item (toplevels, i);

      if (G_TYPE_CHECK_INSTANCE_TYPE (toplevel, type)
          && gtk_widget_get_visible (GTK_WIDGET (toplevel)))
        return GTK_WIDGET (toplevel);
    }
  return NULL;
}

/* The menu's Preferences opens the window on the editor's settings; what is
 * changed there is what the editor then does. */
static void
test_preferences (EditorFixture *fixture,
                  gconstpointer  data)
{
  GSettings *settings = tactics_editor_application_get_settings ();
  GMenuModel *recent = tactics_editor_application_get_recent_menu ();
  g_autofree char *path = g_build_filename (scratch, "rules.ruleset.xml", NULL);
  g_autoptr(GFile) file = g_file_new_for_path (path);
  g_autoptr(TacticsRuleset) rules = NULL;
  g_autoptr(TacticsRuleset) chosen = NULL;
  g_autoptr(TacticsEditorDocument) document = NULL;
  g_autoptr(TacticsTerrain) swamp = tactics_terrain_new ("swamp", "Swamp", "#556b2f");
  g_autoptr(GError) error = NULL;
  GtkWidget *dialog;

  g_assert_nonnull (settings);
  g_assert_true (g_action_group_get_action_enabled (G_ACTION_GROUP (app), "preferences"));
  g_action_group_activate_action (G_ACTION_GROUP (app), "preferences", NULL);
  ui_test_iterate ();
  dialog = find_toplevel_of_type (TACTICS_TYPE_PREFERENCES_DIALOG);
  g_assert_nonnull (dialog);
  g_assert_true (gtk_window_get_transient_for (GTK_WINDOW (dialog)) ==
                 GTK_WINDOW (fixture->window));
  g_assert_true (tactics_preferences_dialog_get_settings (TACTICS_PREFERENCES_DIALOG (dialog)) ==
                 settings);

  /* A default ruleset chosen there is what new maps are painted with. */
  rules = tactics_editor_application_load_default_ruleset ();
  tactics_terrain_set_cost (swamp, "foot", 3);
  tactics_ruleset_insert_terrain (rules, G_MAXUINT, swamp);
  g_assert_true (tactics_ruleset_save (rules, file, &error));
  g_assert_no_error (error);
  g_assert_true (tactics_preferences_dialog_set_default_ruleset (TACTICS_PREFERENCES_DIALOG (dialog),
                                                                 file, &error));
  g_assert_no_error (error);
  chosen = tactics_editor_application_load_default_ruleset ();
  g_assert_nonnull (tactics_ruleset_lookup_terrain (chosen, "swamp"));
  document = tactics_editor_application_new_default_document (app);
  g_assert_nonnull (tactics_ruleset_lookup_terrain (
                      tactics_map_get_ruleset (tactics_editor_document_get_map (document)),
                      "swamp"));
  g_settings_reset (settings, "default-ruleset");

  /* Clearing the recent files there empties the menu at once. */
  tactics_editor_application_add_recent (file);
  g_assert_cmpint (g_menu_model_get_n_items (recent), >=, 1);
  g_settings_set_strv (settings, "recent-files", NULL);
  g_assert_cmpint (g_menu_model_get_n_items (recent), ==, 0);

  gtk_window_destroy (GTK_WINDOW (dialog));
  ui_test_iterate ();
  g_unlink (path);
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

static GtkWidget *
find_recovery_dialog (void)
{
  GListModel *toplevels = gtk_window_get_toplevels ();

  for (guint i = 0; i < g_list_model_get_n_items (toplevels); i++)
    {
      g_autoptr(GtkWindow) toplevel = g_list_model_get_item (toplevels, i);

      if (g_strcmp0 (gtk_widget_get_name (GTK_WIDGET (toplevel)), "recovery-dialog") == 0
          && gtk_widget_get_visible (GTK_WIDGET (toplevel)))
        return GTK_WIDGET (toplevel);
    }
  return NULL;
}

static void
test_recovery (EditorFixture *fixture,
               gconstpointer  data)
{
  g_autofree char *path = g_build_filename (scratch, "recovered.map.xml", NULL);
  g_autoptr(GFile) file = g_file_new_for_path (path);
  g_autoptr(GFile) recovery = NULL;
  g_autoptr(GPtrArray) items = NULL;
  g_autoptr(TacticsMap) painted = NULL;
  GtkWidget *dialog;
  GList *windows;
  TacticsEditorWindow *recovered = NULL;
  TacticsEditorDocument *document;

  /* Saved once, then changed: the work to lose. */
  g_assert_true (tactics_editor_window_save_to_file (fixture->window, file));
  activate (fixture, "editor.select-terrain", g_variant_new_uint32 (WATER));
  use_tool (fixture, "brush");
  ui_test_drag_cells (fixture->board, (TacticsCell[]) { { 2, 2 }, { 7, 2 } }, 2);
  g_assert_true (tactics_editor_document_get_modified (fixture->document));

  /* The minute's autosave writes the work next to a note of where it
   * belongs. */
  tactics_editor_window_autosave (fixture->window);
  recovery = g_object_ref (tactics_editor_window_get_recovery_file (fixture->window));
  g_assert_true (g_file_query_exists (recovery, NULL));
  items = tactics_editor_recovery_list ();
  g_assert_cmpuint (items->len, ==, 1);
  g_assert_true (g_file_equal (((TacticsEditorRecoveryItem *) items->pdata[0])->original, file));

  /* The editor "crashes": the window goes without cleaning up. */
  {
    g_autoptr(GBytes) bytes = tactics_editor_document_to_bytes (fixture->document);

    painted = tactics_map_load_from_bytes (bytes, "painted", NULL, NULL);
  }
  g_clear_object (&fixture->window->recovery_file);
  tactics_editor_document_set_modified (fixture->document, FALSE);
  gtk_window_destroy (GTK_WINDOW (fixture->window));
  ui_test_iterate ();
  g_assert_null (fixture->window);
  g_assert_true (g_file_query_exists (recovery, NULL));

  /* At the next start the work is offered back. */
  tactics_editor_application_offer_recovery (app, NULL);
  ui_test_iterate ();
  dialog = find_recovery_dialog ();
  g_assert_nonnull (dialog);
  ui_test_save_screenshot (dialog, "editor-recovery");
  gtk_dialog_response (GTK_DIALOG (dialog), GTK_RESPONSE_ACCEPT);
  ui_test_iterate ();

  windows = gtk_application_get_windows (GTK_APPLICATION (app));
  for (GList *l = windows; l != NULL; l = l->next)
    if (TACTICS_IS_EDITOR_WINDOW (l->data))
      recovered = l->data;
  g_assert_nonnull (recovered);
  document = tactics_editor_window_get_document (recovered);
  g_assert_true (tactics_editor_document_get_modified (document));
  g_assert_true (g_file_equal (tactics_editor_document_get_file (document), file));
  g_assert_true (tactics_map_equal (tactics_editor_document_get_map (document), painted));
  g_assert_cmpuint (tactics_map_get_terrain_index (tactics_editor_document_get_map (document),
                                                   (TacticsCell) { 5, 2 }), ==, WATER);

  /* Saving it makes the copy useless: it goes. */
  g_assert_true (tactics_editor_window_save_to_file (recovered, file));
  g_assert_false (g_file_query_exists (recovery, NULL));
  g_clear_pointer (&items, g_ptr_array_unref);
  items = tactics_editor_recovery_list ();
  g_assert_cmpuint (items->len, ==, 0);

  gtk_window_destroy (GTK_WINDOW (recovered));
  ui_test_iterate ();
  g_unlink (path);
}

/* Writes @name in the recovery folder, last modified @age ago. */
static void
write_recovery_file (const char *name,
                     const char *contents,
                     GTimeSpan   age)
{
  g_autoptr(GFile) folder = tactics_editor_recovery_get_folder ();
  g_autofree char *path = g_build_filename (g_file_peek_path (folder), name, NULL);
  g_autoptr(GError) error = NULL;
  time_t when = (time_t) ((g_get_real_time () - age) / G_USEC_PER_SEC);
  struct timespec times[2] = { { when, 0 }, { when, 0 } };

  g_assert_cmpint (g_mkdir_with_parents (g_file_peek_path (folder), 0700), ==, 0);
  g_file_set_contents (path, contents, -1, &error);
  g_assert_no_error (error);
  g_assert_cmpint (utimensat (AT_FDCWD, path, times, 0), ==, 0);
}

static gboolean
recovery_folder_has (const char *name)
{
  g_autoptr(GFile) folder = tactics_editor_recovery_get_folder ();
  g_autoptr(GFile) file = g_file_get_child (folder, name);

  return g_file_query_exists (file, NULL);
}

/* Crashes leave files the offer does not list: the sweep removes the old
 * ones, never listed work, never a running editor's fresh files. */
static void
test_recovery_sweep (void)
{
  const char *keys = "[Recovery]\nKind=map\nTitle=Kept\nTime=1700000000\n";
  GTimeSpan old = TACTICS_EDITOR_RECOVERY_LEFTOVER_AGE + G_TIME_SPAN_MINUTE;
  g_autoptr(GPtrArray) items = NULL;
  g_autoptr(GFile) listed = NULL;

  write_recovery_file ("listed.xml", "<tactics-map", G_TIME_SPAN_DAY * 30);
  write_recovery_file ("listed.xml.ini", keys, G_TIME_SPAN_DAY * 30);
  write_recovery_file ("partial.xml", "<tactics-m", old);
  write_recovery_file ("partial-fresh.xml", "<tactics-m", G_TIME_SPAN_MINUTE);
  write_recovery_file ("cut.xml", "<tactics-map", old);
  write_recovery_file ("cut.xml.ini", "[Recovery]\nKind=map\nTi", old);
  write_recovery_file ("lone.xml.ini", keys, old);
  write_recovery_file (".goutputstream-4ZQ1C2", "<tactics", old);
  write_recovery_file ("listed.xml.ini.k3Jd9a", "[Recovery]\n", old);

  g_assert_cmpuint (tactics_editor_recovery_sweep (TACTICS_EDITOR_RECOVERY_LEFTOVER_AGE), ==, 6);

  g_assert_true (recovery_folder_has ("listed.xml"));
  g_assert_true (recovery_folder_has ("listed.xml.ini"));
  g_assert_true (recovery_folder_has ("partial-fresh.xml"));
  g_assert_false (recovery_folder_has ("partial.xml"));
  g_assert_false (recovery_folder_has ("cut.xml"));
  g_assert_false (recovery_folder_has ("cut.xml.ini"));
  g_assert_false (recovery_folder_has ("lone.xml.ini"));
  g_assert_false (recovery_folder_has (".goutputstream-4ZQ1C2"));
  g_assert_false (recovery_folder_has ("listed.xml.ini.k3Jd9a"));

  items = tactics_editor_recovery_list ();
  g_assert_cmpuint (items->len, ==, 1);
  listed = g_object_ref (((TacticsEditorRecoveryItem *) items->pdata[0])->file);
  g_assert_cmpstr (((TacticsEditorRecoveryItem *) items->pdata[0])->title, ==, "Kept");

  /* A second sweep finds nothing left to take. */
  g_assert_cmpuint (tactics_editor_recovery_sweep (TACTICS_EDITOR_RECOVERY_LEFTOVER_AGE), ==, 0);

  tactics_editor_recovery_discard (listed);
  g_assert_cmpuint (tactics_editor_recovery_sweep (0), ==, 1);
  g_assert_false (recovery_folder_has ("partial-fresh.xml"));
}

int
main (int   argc,
      char *argv[])
{
  g_autoptr(GError) error = NULL;
  int status;

  /* Settings, recent files and recovery files go to a scratch folder. */
  scratch = g_dir_make_tmp ("tactics-editor-test-XXXXXX", &error);
  g_assert_no_error (error);
  g_setenv ("XDG_STATE_HOME", scratch, TRUE);
  g_setenv ("XDG_DATA_HOME", scratch, TRUE);
  g_setenv ("XDG_CONFIG_HOME", scratch, TRUE);
  g_setenv ("TACTICS_EDITOR_AUTOSAVE_SECONDS", "3600", TRUE);

  ui_test_init (&argc, &argv);

  app = tactics_editor_application_new ();
  g_application_set_flags (G_APPLICATION (app),
                           G_APPLICATION_NON_UNIQUE | G_APPLICATION_HANDLES_OPEN);
  g_assert_true (g_application_register (G_APPLICATION (app), NULL, &error));
  g_assert_no_error (error);

#define ADD_EDITOR_TEST(path, topology, func) \
  g_test_add (path, EditorFixture, GINT_TO_POINTER (topology), \
              editor_fixture_set_up, func, editor_fixture_tear_down)

  ADD_EDITOR_TEST ("/editor/square/brush", TACTICS_TOPOLOGY_SQUARE, test_brush);
  ADD_EDITOR_TEST ("/editor/hex/brush", TACTICS_TOPOLOGY_HEX, test_brush);
  ADD_EDITOR_TEST ("/editor/square/line", TACTICS_TOPOLOGY_SQUARE, test_line);
  ADD_EDITOR_TEST ("/editor/hex/line", TACTICS_TOPOLOGY_HEX, test_line);
  ADD_EDITOR_TEST ("/editor/square/rectangle", TACTICS_TOPOLOGY_SQUARE, test_rectangle);
  ADD_EDITOR_TEST ("/editor/square/fill", TACTICS_TOPOLOGY_SQUARE, test_fill);
  ADD_EDITOR_TEST ("/editor/hex/fill", TACTICS_TOPOLOGY_HEX, test_fill);
  ADD_EDITOR_TEST ("/editor/square/eraser-eyedropper", TACTICS_TOPOLOGY_SQUARE,
                   test_eraser_and_eyedropper);
  ADD_EDITOR_TEST ("/editor/square/mirror", TACTICS_TOPOLOGY_SQUARE, test_mirror);
  ADD_EDITOR_TEST ("/editor/hex/mirror", TACTICS_TOPOLOGY_HEX, test_mirror);
  ADD_EDITOR_TEST ("/editor/square/reach", TACTICS_TOPOLOGY_SQUARE, test_reach);
  ADD_EDITOR_TEST ("/editor/square/undo-redo", TACTICS_TOPOLOGY_SQUARE, test_undo_redo);
  ADD_EDITOR_TEST ("/editor/square/save-reopen", TACTICS_TOPOLOGY_SQUARE, test_save_reopen);
  ADD_EDITOR_TEST ("/editor/hex/save-reopen", TACTICS_TOPOLOGY_HEX, test_save_reopen);
  ADD_EDITOR_TEST ("/editor/square/unsaved-guard", TACTICS_TOPOLOGY_SQUARE, test_unsaved_guard);
  ADD_EDITOR_TEST ("/editor/square/bad-file", TACTICS_TOPOLOGY_SQUARE, test_bad_file);
  ADD_EDITOR_TEST ("/editor/square/recovery", TACTICS_TOPOLOGY_SQUARE, test_recovery);
  g_test_add_func ("/editor/recovery-sweep", test_recovery_sweep);
  ADD_EDITOR_TEST ("/editor/square/new-map-dialog", TACTICS_TOPOLOGY_SQUARE, test_new_map_dialog);
  ADD_EDITOR_TEST ("/editor/square/resize", TACTICS_TOPOLOGY_SQUARE, test_resize);
  ADD_EDITOR_TEST ("/editor/square/resize-refused", TACTICS_TOPOLOGY_SQUARE, test_resize_refused);
  ADD_EDITOR_TEST ("/editor/square/new-map-refused", TACTICS_TOPOLOGY_SQUARE,
                   test_new_map_refused);
  ADD_EDITOR_TEST ("/editor/square/move-terrain", TACTICS_TOPOLOGY_SQUARE, test_move_terrain);
  ADD_EDITOR_TEST ("/editor/square/recent-files", TACTICS_TOPOLOGY_SQUARE, test_recent_files);
  ADD_EDITOR_TEST ("/editor/square/map-properties", TACTICS_TOPOLOGY_SQUARE, test_map_properties);
  ADD_EDITOR_TEST ("/editor/square/preferences", TACTICS_TOPOLOGY_SQUARE, test_preferences);
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

  status = g_test_run ();

  g_clear_object (&app);
  g_rmdir (scratch);
  g_free (scratch);
  return status;
}
