/* SPDX-License-Identifier: GPL-3.0-or-later */
/* The Map page's selection, copy, cut and paste through the system
 * clipboard: between two windows, turned and flipped as a stamp, with
 * regions and units, each paste or cut one named step; and a clipboard
 * that holds something else, or something broken. */
#include "config.h"

#include <string.h>

#include "editor-test-helpers.h"
#include "tactics-editor-document-private.h"

static void
paint (EditorFixture *fixture,
       int            x,
       int            y,
       guint          terrain)
{
  tactics_editor_document_paint (fixture->document, &(TacticsCell) { x, y }, 1, terrain);
}

static void
select_cells (EditorFixture *fixture,
              TacticsCell    from,
              TacticsCell    to)
{
  use_tool (fixture, "select");
  ui_test_drag_cells (fixture->board, (TacticsCell[]) { from, to }, 2);
  ui_test_iterate ();
}

static gboolean
on_tick (gpointer data)
{
  return G_SOURCE_CONTINUE;
}

/* Ctrl+V: runs the main loop until the clipboard is read (a stamp, or the
 * error bar saying why not). */
static void
paste (EditorFixture *fixture)
{
  gint64 end = g_get_monotonic_time () + 10 * G_USEC_PER_SEC;
  guint tick = g_timeout_add (20, on_tick, NULL);

  if (tactics_editor_window_get_stamp (fixture->window) != NULL)
    activate (fixture, "editor.select-none", NULL);
  tactics_editor_window_show_error (fixture->window, NULL);
  activate (fixture, "editor.paste", NULL);
  while (tactics_editor_window_get_stamp (fixture->window) == NULL
         && tactics_editor_window_get_error (fixture->window) == NULL)
    {
      g_assert_cmpint (g_get_monotonic_time (), <, end);
      g_main_context_iteration (NULL, TRUE);
    }
  g_source_remove (tick);
}

static void
set_clipboard (EditorFixture *fixture,
               const char    *mime_type,
               const char    *text)
{
  g_autoptr(GBytes) bytes = g_bytes_new (text, strlen (text));
  g_autoptr(GdkContentProvider) provider = gdk_content_provider_new_for_bytes (mime_type, bytes);

  gdk_clipboard_set_content (gtk_widget_get_clipboard (GTK_WIDGET (fixture->window)), provider);
}

/* What the Map page's shortcut controller does with @keyval: the first of
 * its shortcuts for the key whose action runs (a disabled action does
 * not, and lets the key go on). */
static void
press_key (EditorFixture   *fixture,
           guint            keyval,
           GdkModifierType  modifiers)
{
  GtkWidget *page = fixture->window->map_page;
  GtkEventController *controller = ui_test_find_controller (page, GTK_TYPE_SHORTCUT_CONTROLLER);
  GListModel *shortcuts = G_LIST_MODEL (controller);

  for (guint i = 0; i < g_list_model_get_n_items (shortcuts); i++)
    {
      g_autoptr(GtkShortcut) shortcut = g_list_model_get_item (shortcuts, i);
      GtkShortcutTrigger *trigger = gtk_shortcut_get_trigger (shortcut);

      if (!GTK_IS_KEYVAL_TRIGGER (trigger)
          || gtk_keyval_trigger_get_keyval (GTK_KEYVAL_TRIGGER (trigger)) != keyval
          || gtk_keyval_trigger_get_modifiers (GTK_KEYVAL_TRIGGER (trigger)) != modifiers)
        continue;
      if (gtk_shortcut_action_activate (gtk_shortcut_get_action (shortcut), 0, page,
                                        gtk_shortcut_get_arguments (shortcut)))
        return;
    }
  g_error ("no shortcut took key %u", keyval);
}

/* R and F choose the rectangle and the fill, unless a stamp is out: then
 * they turn and flip it. */
static void
test_keys (EditorFixture *fixture,
           gconstpointer  data)
{
  paint (fixture, 1, 1, FOREST);
  paint (fixture, 2, 1, WATER);
  press_key (fixture, GDK_KEY_r, 0);
  g_assert_cmpint (tactics_editor_window_get_tool (fixture->window), ==,
                   TACTICS_EDITOR_TOOL_RECTANGLE);
  press_key (fixture, GDK_KEY_s, 0);
  g_assert_cmpint (tactics_editor_window_get_tool (fixture->window), ==,
                   TACTICS_EDITOR_TOOL_SELECT);
  press_key (fixture, GDK_KEY_a, GDK_CONTROL_MASK);
  g_assert_true (tactics_editor_window_get_selection (fixture->window, NULL, NULL));
  tactics_editor_window_set_selection (fixture->window, (TacticsCell) { 1, 1 },
                                       (TacticsCell) { 2, 1 });
  press_key (fixture, GDK_KEY_c, GDK_CONTROL_MASK);
  paste (fixture);
  g_assert_nonnull (tactics_editor_window_get_stamp (fixture->window));

  /* Anchored on (1,1): the water east of it turns south, then flips north. */
  press_key (fixture, GDK_KEY_r, 0);
  press_key (fixture, GDK_KEY_f, GDK_SHIFT_MASK);
  g_assert_cmpint (tactics_editor_window_get_tool (fixture->window), ==,
                   TACTICS_EDITOR_TOOL_SELECT);
  g_assert_true (tactics_editor_window_place_stamp (fixture->window, (TacticsCell) { 6, 6 }));
  g_assert_cmpuint (terrain_at (fixture, 6, 6), ==, FOREST);
  g_assert_cmpuint (terrain_at (fixture, 6, 5), ==, WATER);

  /* Escape: the stamp goes, then the selection; then F is the fill again. */
  press_key (fixture, GDK_KEY_Escape, 0);
  g_assert_null (tactics_editor_window_get_stamp (fixture->window));
  g_assert_true (tactics_editor_window_get_selection (fixture->window, NULL, NULL));
  press_key (fixture, GDK_KEY_Escape, 0);
  g_assert_false (tactics_editor_window_get_selection (fixture->window, NULL, NULL));
  press_key (fixture, GDK_KEY_f, 0);
  g_assert_cmpint (tactics_editor_window_get_tool (fixture->window), ==,
                   TACTICS_EDITOR_TOOL_FILL);
  /* With nothing to let go, Escape is still the reach preview's. */
  press_key (fixture, GDK_KEY_Escape, 0);
}

/* Copied in one window, pasted in another, turned a quarter, put down
 * twice as a stamp; each paste is one step. */
static void
test_copy_between_maps (EditorFixture *fixture,
                        gconstpointer  data)
{
  EditorFixture other = { 0 };
  TacticsCell start, end;

  paint (fixture, 1, 1, FOREST);
  paint (fixture, 2, 1, WATER);
  paint (fixture, 1, 2, HILLS);
  select_cells (fixture, (TacticsCell) { 1, 1 }, (TacticsCell) { 2, 2 });
  g_assert_true (tactics_editor_window_get_selection (fixture->window, &start, &end));
  g_assert_cmpint (start.x, ==, 1);
  g_assert_cmpint (end.y, ==, 2);
  ui_test_save_screenshot (GTK_WIDGET (fixture->window), "editor-clipboard-selection");
  activate (fixture, "editor.copy", NULL);

  editor_fixture_set_up (&other, GINT_TO_POINTER (TACTICS_TOPOLOGY_SQUARE));
  g_assert_false (tactics_editor_window_get_selection (other.window, NULL, NULL));
  paste (&other);
  g_assert_null (tactics_editor_window_get_error (other.window));
  g_assert_nonnull (tactics_editor_window_get_stamp (other.window));
  g_assert_cmpuint (tactics_fragment_get_n_cells (tactics_editor_window_get_stamp (other.window)),
                    ==, 4);

  /* A quarter turn clockwise about its anchor, the forest. */
  activate (&other, "editor.rotate-stamp", g_variant_new_int32 (1));
  /* The stamp under the pointer: its cells outlined, clipped at the edge. */
  ui_test_hover_cell (other.board, (TacticsCell) { 0, 5 });
  ui_test_iterate ();
  g_assert_cmpuint (tactics_cell_layer_get_n_cells (other.window->brush_layer), ==, 2);
  ui_test_hover_cell (other.board, (TacticsCell) { 5, 5 });
  ui_test_iterate ();
  g_assert_cmpuint (tactics_cell_layer_get_n_cells (other.window->brush_layer), ==, 4);
  ui_test_save_screenshot (GTK_WIDGET (other.window), "editor-clipboard-stamp");
  click (&other, 5, 5);
  g_assert_cmpuint (terrain_at (&other, 5, 5), ==, FOREST);
  g_assert_cmpuint (terrain_at (&other, 5, 6), ==, WATER);
  g_assert_cmpuint (terrain_at (&other, 4, 5), ==, HILLS);
  g_assert_cmpuint (terrain_at (&other, 4, 6), ==, PLAINS);
  g_assert_cmpstr (undo_label (&other), ==, "Paste 4 Cells");
  /* Still a stamp: a second click puts down another, clipped at the edge. */
  g_assert_nonnull (tactics_editor_window_get_stamp (other.window));
  click (&other, 0, 0);
  g_assert_cmpuint (terrain_at (&other, 0, 0), ==, FOREST);
  g_assert_cmpuint (terrain_at (&other, 0, 1), ==, WATER);
  g_assert_cmpstr (undo_label (&other), ==, "Paste 2 Cells");

  activate (&other, "editor.undo", NULL);
  g_assert_cmpuint (terrain_at (&other, 0, 0), ==, PLAINS);
  g_assert_cmpuint (terrain_at (&other, 5, 5), ==, FOREST);
  activate (&other, "editor.undo", NULL);
  g_assert_cmpuint (terrain_at (&other, 5, 5), ==, PLAINS);
  g_assert_cmpuint (terrain_at (&other, 5, 6), ==, PLAINS);
  activate (&other, "editor.redo", NULL);
  g_assert_cmpuint (terrain_at (&other, 5, 6), ==, WATER);

  /* Escape puts the stamp away; the first window's cells never moved. */
  activate (&other, "editor.select-none", NULL);
  g_assert_null (tactics_editor_window_get_stamp (other.window));
  g_assert_cmpuint (terrain_at (fixture, 1, 1), ==, FOREST);
  g_assert_cmpuint (terrain_at (fixture, 2, 1), ==, WATER);
  /* Escape again: the selection goes too. */
  activate (fixture, "editor.select-none", NULL);
  g_assert_false (tactics_editor_window_get_selection (fixture->window, NULL, NULL));

  editor_fixture_tear_down (&other, NULL);
}

/* On a hex map the stamp turns by sixths and flips, keeping each cell's
 * neighbours, on rows of either parity; a square piece is refused. */
static void
test_hex (EditorFixture *fixture,
          gconstpointer  data)
{
  EditorFixture square = { 0 };

  paint (fixture, 3, 3, FOREST);
  paint (fixture, 4, 3, WATER);
  select_cells (fixture, (TacticsCell) { 3, 3 }, (TacticsCell) { 4, 3 });
  activate (fixture, "editor.copy", NULL);
  paste (fixture);
  g_assert_nonnull (tactics_editor_window_get_stamp (fixture->window));

  /* East turned a sixth clockwise is south-east: (6,5) under the even row 4. */
  activate (fixture, "editor.rotate-stamp", g_variant_new_int32 (1));
  tactics_editor_window_place_stamp (fixture->window, (TacticsCell) { 6, 4 });
  g_assert_cmpuint (terrain_at (fixture, 6, 4), ==, FOREST);
  g_assert_cmpuint (terrain_at (fixture, 6, 5), ==, WATER);
  /* Five more sixths: east again, on an odd row. */
  for (int i = 0; i < 5; i++)
    activate (fixture, "editor.rotate-stamp", g_variant_new_int32 (1));
  tactics_editor_window_place_stamp (fixture->window, (TacticsCell) { 2, 7 });
  g_assert_cmpuint (terrain_at (fixture, 2, 7), ==, FOREST);
  g_assert_cmpuint (terrain_at (fixture, 3, 7), ==, WATER);
  /* Flipped left and right: west. */
  activate (fixture, "editor.flip-stamp", g_variant_new_string ("left-right"));
  tactics_editor_window_place_stamp (fixture->window, (TacticsCell) { 9, 1 });
  g_assert_cmpuint (terrain_at (fixture, 9, 1), ==, FOREST);
  g_assert_cmpuint (terrain_at (fixture, 8, 1), ==, WATER);
  g_assert_cmpstr (undo_label (fixture), ==, "Paste 2 Cells");

  /* A square map's cells do not fit a hex map. */
  editor_fixture_set_up (&square, GINT_TO_POINTER (TACTICS_TOPOLOGY_SQUARE));
  activate (&square, "editor.select-all", NULL);
  activate (&square, "editor.copy", NULL);
  paste (fixture);
  g_assert_null (tactics_editor_window_get_stamp (fixture->window));
  g_assert_cmpstr (tactics_editor_window_get_error (fixture->window), ==,
                   "Cannot paste: Cells copied from a square map cannot go on a hex map");
  editor_fixture_tear_down (&square, NULL);
}

/* The bundled skirmish map: the bundled rules, with unit types. */
static void
skirmish_set_up (EditorFixture *fixture,
                 gconstpointer  data)
{
  g_autofree char *path = g_build_filename (g_getenv ("TACTICS_DATADIR"), "maps",
                                            "skirmish.map.xml", NULL);
  g_autoptr(GFile) file = g_file_new_for_path (path);

  editor_fixture_open (fixture, file);
}

static TacticsScenario *
scenario_of (EditorFixture *fixture)
{
  return tactics_editor_document_get_scenario (fixture->document);
}

/* A cut takes the terrain (to the eraser's), the regions' cells and the
 * units; one Undo puts all of it back. Pasted, they come back together. */
static void
test_cut_scenario (EditorFixture *fixture,
                   gconstpointer  data)
{
  g_autoptr(TacticsRegion) ford = tactics_region_new ("ford", "Ford");
  TacticsUnitType *type;
  TacticsRegion *pasted_region;
  EditorFixture plain = { 0 };
  guint was;

  g_assert_cmpint (tactics_map_get_topology (fixture->map), ==, TACTICS_TOPOLOGY_SQUARE);
  activate (fixture, "editor.add-scenario", NULL);
  activate (fixture, "editor.page", g_variant_new_string ("map"));
  tactics_region_set_cells (ford, (TacticsCell[]) { { 2, 2 }, { 3, 2 }, { 6, 6 } }, 3, TRUE);
  tactics_scenario_insert_region (scenario_of (fixture), 0, ford);
  tactics_editor_document_commit_scenario_edit (fixture->document);
  type = tactics_ruleset_lookup_unit_type (tactics_map_get_ruleset (fixture->map), "infantry");
  g_assert_nonnull (type);
  g_assert_true (tactics_editor_window_place_unit (fixture->window, type, (TacticsCell) { 3, 3 }));
  paint (fixture, 2, 2, FOREST);
  paint (fixture, 3, 3, HILLS);

  select_cells (fixture, (TacticsCell) { 3, 3 }, (TacticsCell) { 2, 2 });
  activate (fixture, "editor.cut", NULL);
  g_assert_cmpstr (undo_label (fixture), ==, "Cut 2 × 2 Cells");
  g_assert_cmpuint (terrain_at (fixture, 2, 2), ==, PLAINS);
  g_assert_cmpuint (terrain_at (fixture, 3, 3), ==, PLAINS);
  g_assert_false (tactics_region_contains (ford, (TacticsCell) { 2, 2 }));
  g_assert_false (tactics_region_contains (ford, (TacticsCell) { 3, 2 }));
  g_assert_true (tactics_region_contains (ford, (TacticsCell) { 6, 6 }));
  g_assert_null (tactics_scenario_lookup_placed_unit_at (scenario_of (fixture),
                                                         (TacticsCell) { 3, 3 }, NULL));

  /* Pasted with its anchor, the top left cell, on (8,5). */
  was = terrain_at (fixture, 8, 5);
  paste (fixture);
  g_assert_nonnull (tactics_editor_window_get_stamp (fixture->window));
  click (fixture, 8, 5);
  g_assert_cmpstr (undo_label (fixture), ==, "Paste 4 Cells");
  g_assert_cmpuint (terrain_at (fixture, 8, 5), ==, FOREST);
  g_assert_cmpuint (terrain_at (fixture, 9, 6), ==, HILLS);
  pasted_region = tactics_scenario_lookup_region (scenario_of (fixture), "ford");
  g_assert_true (tactics_region_contains (pasted_region, (TacticsCell) { 8, 5 }));
  g_assert_true (tactics_region_contains (pasted_region, (TacticsCell) { 9, 5 }));
  g_assert_nonnull (tactics_scenario_lookup_placed_unit_at (scenario_of (fixture),
                                                            (TacticsCell) { 9, 6 }, NULL));
  /* The same place again: a unit stands there; nothing changes. */
  click (fixture, 8, 5);
  g_assert_cmpstr (tactics_editor_window_get_error (fixture->window), ==,
                   "Cannot paste here: A unit already stands on 9,6");
  g_assert_cmpstr (undo_label (fixture), ==, "Paste 4 Cells");

  /* One Undo each, terrain, regions and units together. */
  activate (fixture, "editor.undo", NULL);
  g_assert_cmpuint (terrain_at (fixture, 8, 5), ==, was);
  g_assert_null (tactics_scenario_lookup_placed_unit_at (scenario_of (fixture),
                                                         (TacticsCell) { 9, 6 }, NULL));
  pasted_region = tactics_scenario_lookup_region (scenario_of (fixture), "ford");
  g_assert_false (tactics_region_contains (pasted_region, (TacticsCell) { 8, 5 }));
  g_assert_cmpstr (undo_label (fixture), ==, "Cut 2 × 2 Cells");
  activate (fixture, "editor.undo", NULL);
  g_assert_cmpuint (terrain_at (fixture, 2, 2), ==, FOREST);
  g_assert_cmpuint (terrain_at (fixture, 3, 3), ==, HILLS);
  g_assert_nonnull (tactics_scenario_lookup_placed_unit_at (scenario_of (fixture),
                                                            (TacticsCell) { 3, 3 }, NULL));
  pasted_region = tactics_scenario_lookup_region (scenario_of (fixture), "ford");
  g_assert_true (tactics_region_contains (pasted_region, (TacticsCell) { 2, 2 }));
  activate (fixture, "editor.redo", NULL);
  g_assert_null (tactics_scenario_lookup_placed_unit_at (scenario_of (fixture),
                                                         (TacticsCell) { 3, 3 }, NULL));
  g_assert_cmpuint (terrain_at (fixture, 2, 2), ==, PLAINS);

  /* On a map without a scenario only the terrain goes, and the bar says so. */
  editor_fixture_set_up (&plain, GINT_TO_POINTER (TACTICS_TOPOLOGY_SQUARE));
  paste (&plain);
  g_assert_true (tactics_editor_window_place_stamp (plain.window, (TacticsCell) { 1, 1 }));
  g_assert_cmpuint (terrain_at (&plain, 1, 1), ==, FOREST);
  g_assert_nonnull (strstr (tactics_editor_window_get_error (plain.window), "no scenario"));
  editor_fixture_tear_down (&plain, NULL);

  /* A unit pasted onto its own terrain changes the scenario only: the map
   * file has nothing new to write. */
  g_assert_true (tactics_editor_window_place_unit (fixture->window, type,
                                                   (TacticsCell) { 12, 12 }));
  paint (fixture, 13, 12, terrain_at (fixture, 12, 12));
  tactics_editor_window_set_selection (fixture->window, (TacticsCell) { 12, 12 },
                                       (TacticsCell) { 12, 12 });
  activate (fixture, "editor.copy", NULL);
  tactics_editor_document_set_modified (fixture->document, FALSE);
  paste (fixture);
  g_assert_true (tactics_editor_window_place_stamp (fixture->window, (TacticsCell) { 13, 12 }));
  g_assert_cmpstr (undo_label (fixture), ==, "Paste 1 Cell");
  g_assert_nonnull (tactics_scenario_lookup_placed_unit_at (scenario_of (fixture),
                                                            (TacticsCell) { 13, 12 }, NULL));
  g_assert_true (tactics_editor_document_get_modified (fixture->document));
  g_assert_false (tactics_editor_document_map_changed (fixture->document));
  activate (fixture, "editor.select-none", NULL);
}

/* What the clipboard holds is read like any file: refused with where and
 * what, never a crash, and nothing changes. */
static void
test_malformed_clipboard (EditorFixture *fixture,
                          gconstpointer  data)
{
  static const struct {
    const char *mime_type;
    const char *text;
    const char *error;
  } cases[] = {
    { TACTICS_FRAGMENT_MIME_TYPE, "<tactics-fragment version=\"1\"",
      "Cannot paste: the clipboard:1: " },
    { TACTICS_FRAGMENT_MIME_TYPE, "",
      "Cannot paste: the clipboard" },
    { TACTICS_FRAGMENT_MIME_TYPE,
      "<tactics-fragment version=\"1\" topology=\"square\" width=\"2\" height=\"1\">\n"
      "<grid x=\"0\" y=\"0\" columns=\"2\" rows=\"1\">p</grid></tactics-fragment>",
      "Cannot paste: the clipboard:2: row 1 of the grid does not have 2 entries" },
    { TACTICS_FRAGMENT_MIME_TYPE,
      "<tactics-fragment version=\"1\" topology=\"square\" width=\"1\" height=\"1\">\n"
      "<grid x=\"0\" y=\"0\" columns=\"1\" rows=\"1\">lava</grid></tactics-fragment>",
      "Cannot paste: The map’s ruleset has no terrain “lava”" },
    { "text/plain;charset=utf-8", "f,f,f",
      "Nothing to paste: the clipboard holds no map cells" },
  };
  g_autofree guint16 *before = g_memdup2 (tactics_map_get_cells (fixture->map),
                                          12 * 9 * sizeof (guint16));

  for (guint i = 0; i < G_N_ELEMENTS (cases); i++)
    {
      const char *error;

      set_clipboard (fixture, cases[i].mime_type, cases[i].text);
      paste (fixture);
      error = tactics_editor_window_get_error (fixture->window);
      g_assert_null (tactics_editor_window_get_stamp (fixture->window));
      g_assert_nonnull (error);
      if (!g_str_has_prefix (error, cases[i].error))
        g_error ("case %u: “%s” does not start with “%s”", i, error, cases[i].error);
    }
  g_assert_cmpmem (tactics_map_get_cells (fixture->map), 12 * 9 * sizeof (guint16),
                   before, 12 * 9 * sizeof (guint16));
  g_assert_false (tactics_editor_document_can_undo (fixture->document));
}

int
main (int   argc,
      char *argv[])
{
  int status;

  editor_test_init (&argc, &argv);

  ADD_EDITOR_TEST ("/editor-clipboard/copy-between-maps", TACTICS_TOPOLOGY_SQUARE,
                   test_copy_between_maps);
  ADD_EDITOR_TEST ("/editor-clipboard/keys", TACTICS_TOPOLOGY_SQUARE, test_keys);
  ADD_EDITOR_TEST ("/editor-clipboard/hex", TACTICS_TOPOLOGY_HEX, test_hex);
  g_test_add ("/editor-clipboard/cut-scenario", EditorFixture, NULL, skirmish_set_up,
              test_cut_scenario, editor_fixture_tear_down);
  ADD_EDITOR_TEST ("/editor-clipboard/malformed", TACTICS_TOPOLOGY_SQUARE,
                   test_malformed_clipboard);

  status = g_test_run ();
  editor_test_clean_up ();
  return status;
}
