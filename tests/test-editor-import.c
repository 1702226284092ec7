/* SPDX-License-Identifier: GPL-3.0-or-later */
#include "config.h"

#include "tactics-gtk.h"
#include "tactics-editor-application.h"
#include "tactics-editor-import.h"
#include "tactics-editor-window-private.h"
#include "editor-test-helpers.h"
#include "ui-test-helpers.h"

/* File → Import…: a Wesnoth map becomes a new, unsaved document with its
 * start zones, the approximations listed in a dialog; a file that cannot
 * be read shows its error and opens nothing. */

static GFile *
import_data (const char *name)
{
  g_autofree char *path = g_test_build_filename (G_TEST_DIST, "data", "import", name, NULL);

  return g_file_new_for_path (path);
}

static void
close_dialog (GtkWidget *dialog)
{
  g_assert_true (GTK_IS_MESSAGE_DIALOG (dialog));
  gtk_window_destroy (GTK_WINDOW (dialog));
  ui_test_iterate ();
}

static void
test_import_wesnoth (EditorFixture *fixture,
                     gconstpointer  data)
{
  g_autoptr(GFile) file = import_data ("starts.map");
  TacticsEditorDocument *document;
  TacticsScenario *scenario;
  TacticsMap *map;
  GtkWindow *window;
  GtkWidget *dialog;

  g_assert_true (g_action_group_has_action (G_ACTION_GROUP (app), "import"));

  window = tactics_editor_import_file (app, file);
  g_assert_true (TACTICS_IS_EDITOR_WINDOW (window));
  /* The untouched new map's window takes it. */
  g_assert_true (window == GTK_WINDOW (fixture->window));

  document = tactics_editor_window_get_document (TACTICS_EDITOR_WINDOW (window));
  map = tactics_editor_document_get_map (document);
  g_assert_cmpint (tactics_map_get_topology (map), ==, TACTICS_TOPOLOGY_HEX);
  g_assert_cmpint (tactics_map_get_width (map), ==, 3);
  g_assert_cmpint (tactics_map_get_height (map), ==, 4);
  scenario = tactics_editor_document_get_scenario (document);
  g_assert_nonnull (scenario);
  g_assert_cmpuint (g_list_model_get_n_items (tactics_scenario_get_sides (scenario)), ==, 2);
  /* Never written over the file it came from. */
  g_assert_null (tactics_editor_document_get_file (document));

  /* "Zz" is unknown: the dialog says where. */
  dialog = find_toplevel_of_type (GTK_TYPE_MESSAGE_DIALOG);
  g_assert_nonnull (dialog);
  {
    g_autofree char *secondary = NULL;

    g_object_get (dialog, "secondary-text", &secondary, NULL);
    g_assert_nonnull (strstr (secondary, "“Zz”"));
    g_assert_nonnull (strstr (secondary, " at 3,2: "));
  }
  close_dialog (dialog);
}

static void
test_import_error (EditorFixture *fixture,
                   gconstpointer  data)
{
  g_autofree char *path = g_build_filename (scratch, "uneven.map", NULL);
  g_autoptr(GFile) file = NULL;
  TacticsMap *before = tactics_editor_document_get_map (fixture->document);
  GtkWindow *window;

  g_assert_true (g_file_set_contents (path, "Gg, Gg, Gg\nGg, Gg\nGg, Gg, Gg\n", -1, NULL));
  file = g_file_new_for_path (path);
  window = tactics_editor_import_file (app, file);
  g_assert_true (GTK_IS_MESSAGE_DIALOG (window));
  {
    g_autofree char *secondary = NULL;

    g_object_get (window, "secondary-text", &secondary, NULL);
    g_assert_nonnull (strstr (secondary, "uneven.map:2: "));
  }
  /* Nothing replaced the window's map. */
  g_assert_true (tactics_editor_document_get_map (
                   tactics_editor_window_get_document (fixture->window)) == before);
  close_dialog (GTK_WIDGET (window));
}

int
main (int   argc,
      char *argv[])
{
  int status;

  editor_test_init (&argc, &argv);

  ADD_EDITOR_TEST ("/editor/import/wesnoth", TACTICS_TOPOLOGY_SQUARE, test_import_wesnoth);
  ADD_EDITOR_TEST ("/editor/import/error", TACTICS_TOPOLOGY_SQUARE, test_import_error);

  status = g_test_run ();

  editor_test_clean_up ();
  return status;
}
