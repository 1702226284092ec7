/* SPDX-License-Identifier: GPL-3.0-or-later */
/* The editor window driven through its real widgets, the map as a
 * document: saving and reopening, the close guard asking about unsaved
 * work, bad files, recovering work after a crash and sweeping old recovery
 * files, the new map, resize and map properties dialogs, moving a terrain,
 * recent files, and preferences. */
#include "config.h"

#include <fcntl.h>
#include <glib/gstdio.h>
#include <string.h>
#include <sys/stat.h>

#include "editor-test-helpers.h"
#include "tactics-editor-recovery.h"
#include "tactics-editor-new-map-dialog.h"
#include "tactics-editor-resize-dialog.h"
#include "tactics-editor-terrains-page.h"

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

  /* Redone: the same map as the resize made, cell for cell. */
  activate (fixture, "editor.redo", NULL);
  g_assert_cmpint (tactics_map_get_width (fixture->map), ==, 16);
  g_assert_cmpint (tactics_map_get_height (fixture->map), ==, 12);
  for (int y = 0; y < 12; y++)
    for (int x = 0; x < 16; x++)
      g_assert_cmpuint (terrain_at (fixture, x, y), ==,
                        x == 4 && y == 3 ? FOREST : PLAINS);
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
      /* Named as the New Map dialog names it: both ask through one field. */
      g_assert_nonnull (strstr (text, "Columns"));
      g_assert_cmpstr (gtk_widget_get_tooltip_text (width_spin), ==, "Columns");
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
  /* The description takes several lines. */
  g_object_set (gtk_text_view_get_buffer (GTK_TEXT_VIEW (ui_test_find_widget (dialog,
                                                                              "map_description"))),
                "text", "A river valley.\nTwo fords cross it.", NULL);
  g_assert_cmpstr (tactics_map_get_description (fixture->map), ==,
                   "A river valley.\nTwo fords cross it.");
  ui_test_save_screenshot (dialog, "editor-map-properties");
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
  int status;

  editor_test_init (&argc, &argv);

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

  status = g_test_run ();

  editor_test_clean_up ();
  return status;
}
