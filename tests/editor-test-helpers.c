/* SPDX-License-Identifier: GPL-3.0-or-later */
/* The fixtures of the editor window tests: the application, a window on
 * a new map (test-editor.c, test-editor-documents.c, test-editor-history.c)
 * or on the bundled ruleset (test-editor-ruleset.c, test-editor-actions.c,
 * test-editor-pickers.c), and the window's actions and tools used as a
 * user would. */
#include "config.h"

#include <glib/gstdio.h>

#include "editor-test-helpers.h"

TacticsEditorApplication *app;
char *scratch;

void
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

void
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

guint
terrain_at (EditorFixture *fixture,
            int            x,
            int            y)
{
  return tactics_map_get_terrain_index (fixture->map, (TacticsCell) { x, y });
}

void
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

void
use_tool (EditorFixture *fixture,
          const char    *tool)
{
  activate (fixture, "editor.tool", g_variant_new_string (tool));
  g_assert_cmpstr (tactics_editor_tool_to_string (tactics_editor_window_get_tool (fixture->window)),
                   ==, tool);
}

void
click (EditorFixture *fixture,
       int            x,
       int            y)
{
  ui_test_drag_cells (fixture->board, (TacticsCell[]) { { x, y } }, 1);
}

GtkWidget *
field (EditorFixture *fixture,
       const char    *name)
{
  return ui_test_find_widget (GTK_WIDGET (fixture->window), name);
}

const char *
undo_label (EditorFixture *fixture)
{
  return tactics_editor_document_get_undo_label (fixture->document);
}

GtkWidget *
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

void
editor_test_init (int    *argc,
                  char ***argv)
{
  g_autoptr(GError) error = NULL;

  /* Settings, recent files and recovery files go to a scratch folder,
   * which is home too: tests may write files "in the home folder". */
  scratch = g_dir_make_tmp ("tactics-editor-test-XXXXXX", &error);
  g_assert_no_error (error);
  g_setenv ("HOME", scratch, TRUE);
  g_setenv ("XDG_STATE_HOME", scratch, TRUE);
  g_setenv ("XDG_DATA_HOME", scratch, TRUE);
  g_setenv ("XDG_CONFIG_HOME", scratch, TRUE);
  g_setenv ("TACTICS_EDITOR_AUTOSAVE_SECONDS", "3600", TRUE);

  ui_test_init (argc, argv);

  app = tactics_editor_application_new ();
  g_application_set_flags (G_APPLICATION (app),
                           G_APPLICATION_NON_UNIQUE | G_APPLICATION_HANDLES_OPEN);
  g_assert_true (g_application_register (G_APPLICATION (app), NULL, &error));
  g_assert_no_error (error);
}

void
editor_test_clean_up (void)
{
  g_clear_object (&app);
  g_rmdir (scratch);
  g_free (scratch);
}

void
editor_fixture_open (EditorFixture *fixture,
                     GFile         *file)
{
  g_autoptr(GError) error = NULL;

  fixture->document = tactics_editor_document_load (file, &error);
  g_assert_no_error (error);
  fixture->map = tactics_editor_document_get_map (fixture->document);
  fixture->window = tactics_editor_window_new (GTK_APPLICATION (app), fixture->document);
  g_object_add_weak_pointer (G_OBJECT (fixture->window), (gpointer *) &fixture->window);
  fixture->board = tactics_editor_window_get_board (fixture->window);
  gtk_window_set_default_size (GTK_WINDOW (fixture->window), 1400, 900);
  gtk_window_present (GTK_WINDOW (fixture->window));
  ui_test_wait_for_widget (GTK_WIDGET (fixture->board));
}

/* The ruleset pages' fixture */

void
ruleset_fixture_set_up (RulesetFixture *fixture,
                        gconstpointer   data)
{
  g_autofree char *path = g_build_filename (g_getenv ("TACTICS_DATADIR"), "default.ruleset.xml",
                                            NULL);
  g_autoptr(GFile) file = g_file_new_for_path (path);
  g_autoptr(GError) error = NULL;

  fixture->document = tactics_editor_document_load (file, &error);
  g_assert_no_error (error);
  fixture->ruleset = tactics_editor_document_get_ruleset (fixture->document);
  fixture->window = tactics_editor_window_new (GTK_APPLICATION (app), fixture->document);
  g_object_add_weak_pointer (G_OBJECT (fixture->window), (gpointer *) &fixture->window);
  gtk_window_set_default_size (GTK_WINDOW (fixture->window), 1200, 800);
  gtk_window_present (GTK_WINDOW (fixture->window));
  ui_test_wait_for_widget (GTK_WIDGET (fixture->window));
}

void
ruleset_fixture_tear_down (RulesetFixture *fixture,
                           gconstpointer   data)
{
  if (fixture->window != NULL)
    {
      tactics_editor_document_set_modified (fixture->document, FALSE);
      gtk_window_destroy (GTK_WINDOW (fixture->window));
      ui_test_iterate ();
    }
  g_assert_null (fixture->window);
  g_clear_object (&fixture->document);
}

GtkWidget *
ruleset_field (RulesetFixture *fixture,
               const char     *name)
{
  return ui_test_find_widget (GTK_WIDGET (fixture->window), name);
}

void
ruleset_type_text (RulesetFixture *fixture,
                   const char     *name,
                   const char     *text)
{
  gtk_editable_set_text (GTK_EDITABLE (ruleset_field (fixture, name)), text);
}

gboolean
ruleset_shows_error (RulesetFixture *fixture,
                     const char     *name)
{
  g_autofree char *error_name = g_strconcat (name, "_error", NULL);
  GtkWidget *message = ruleset_field (fixture, error_name);

  return gtk_widget_has_css_class (ruleset_field (fixture, name), "error")
         && gtk_widget_get_visible (message)
         && *gtk_label_get_text (GTK_LABEL (message)) != '\0';
}
