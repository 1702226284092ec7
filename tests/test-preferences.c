/* SPDX-License-Identifier: GPL-3.0-or-later */
#include "config.h"

#include <glib/gstdio.h>

#include "tactics-gtk.h"
#include "ui-test-helpers.h"

/* The preferences window over each program's schema, with the memory
 * settings backend the test environment sets. */

typedef struct {
  GSettings *settings;
  GtkWidget *dialog;
} PreferencesFixture;

static void
preferences_set_up (PreferencesFixture *fixture,
                    gconstpointer       data)
{
  const char *schema_id = data;

  fixture->settings = g_settings_new (schema_id);
  /* Each test starts from the defaults. */
  g_settings_delay (fixture->settings);
  g_settings_revert (fixture->settings);
  g_settings_apply (fixture->settings);
  {
    g_autoptr(GSettingsSchema) schema = NULL;
    g_auto(GStrv) keys = NULL;

    g_object_get (fixture->settings, "settings-schema", &schema, NULL);
    keys = g_settings_schema_list_keys (schema);
    for (guint i = 0; keys[i] != NULL; i++)
      g_settings_reset (fixture->settings, keys[i]);
  }
  fixture->dialog = tactics_preferences_dialog_new (NULL, fixture->settings);
  gtk_window_present (GTK_WINDOW (fixture->dialog));
  ui_test_wait_for_widget (fixture->dialog);
}

static void
preferences_tear_down (PreferencesFixture *fixture,
                       gconstpointer       data)
{
  GtkWidget *dialog = fixture->dialog;

  g_object_add_weak_pointer (G_OBJECT (dialog), (gpointer *) &dialog);
  gtk_window_destroy (GTK_WINDOW (fixture->dialog));
  ui_test_iterate ();
  g_assert_null (dialog);
  g_clear_object (&fixture->settings);
}

/* The control a row's label is for, found by the label's text. */
static GtkWidget *
find_control (GtkWidget  *root,
              const char *label_text)
{
  for (GtkWidget *child = gtk_widget_get_first_child (root);
       child != NULL;
       child = gtk_widget_get_next_sibling (child))
    {
      GtkWidget *found;

      if (GTK_IS_LABEL (child) && g_strcmp0 (gtk_label_get_text (GTK_LABEL (child)),
                                             label_text) == 0)
        {
          GtkWidget *parent = gtk_widget_get_parent (child);
          int column;
          int row;

          g_assert_true (GTK_IS_GRID (parent));
          gtk_grid_query_child (GTK_GRID (parent), child, &column, &row, NULL, NULL);
          return gtk_grid_get_child_at (GTK_GRID (parent), 1, row);
        }
      found = find_control (child, label_text);
      if (found != NULL)
        return found;
    }
  return NULL;
}

static GtkWidget *
find_descendant (GtkWidget *root,
                 GType      type,
                 guint      nth)
{
  for (GtkWidget *child = gtk_widget_get_first_child (root);
       child != NULL;
       child = gtk_widget_get_next_sibling (child))
    {
      if (G_TYPE_CHECK_INSTANCE_TYPE (child, type))
        {
          if (nth == 0)
            return child;
          nth--;
        }
      else
        {
          GtkWidget *found = find_descendant (child, type, nth);

          if (found != NULL)
            return found;
          /* Count the matches below @child before going on. */
          for (guint skipped = 0; find_descendant (child, type, skipped) != NULL; skipped++)
            nth--;
        }
    }
  return NULL;
}

static void
test_game_rows (PreferencesFixture *fixture,
                gconstpointer       data)
{
  GtkWidget *grid_switch = find_control (fixture->dialog, "Show grid lines");
  GtkWidget *speed = find_control (fixture->dialog, "Animation speed");

  /* The game has no new-map keys: no such rows. */
  g_assert_null (find_control (fixture->dialog, "Columns"));
  g_assert_true (GTK_IS_SWITCH (grid_switch));
  g_assert_true (GTK_IS_DROP_DOWN (speed));

  /* Both ways: the window changes the setting, the setting the window. */
  g_assert_true (gtk_switch_get_active (GTK_SWITCH (grid_switch)));
  gtk_switch_set_active (GTK_SWITCH (grid_switch), FALSE);
  g_assert_false (g_settings_get_boolean (fixture->settings, "show-grid"));
  g_settings_set_boolean (fixture->settings, "show-grid", TRUE);
  g_assert_true (gtk_switch_get_active (GTK_SWITCH (grid_switch)));

  g_assert_cmpuint (gtk_drop_down_get_selected (GTK_DROP_DOWN (speed)), ==, 2);
  gtk_drop_down_set_selected (GTK_DROP_DOWN (speed), 0);
  g_assert_cmpint (g_settings_get_enum (fixture->settings, "animation-speed"), ==, 0);
  g_settings_set_string (fixture->settings, "animation-speed", "slow");
  g_assert_cmpuint (gtk_drop_down_get_selected (GTK_DROP_DOWN (speed)), ==, 3);
  g_assert_cmpstr (gtk_string_object_get_string (
                     gtk_drop_down_get_selected_item (GTK_DROP_DOWN (speed))), ==, "Slow");

  ui_test_save_screenshot (fixture->dialog, "preferences-game");
}

static void
test_editor_rows (PreferencesFixture *fixture,
                  gconstpointer       data)
{
  GtkWidget *columns = find_control (fixture->dialog, "Columns");
  GtkWidget *rows = find_control (fixture->dialog, "Rows");
  GtkWidget *cells = find_control (fixture->dialog, "Cells");

  g_assert_null (find_control (fixture->dialog, "Animation speed"));
  g_assert_true (GTK_IS_SPIN_BUTTON (columns));
  g_assert_true (GTK_IS_SPIN_BUTTON (rows));
  g_assert_true (GTK_IS_DROP_DOWN (cells));

  g_assert_cmpint (gtk_spin_button_get_value_as_int (GTK_SPIN_BUTTON (columns)), ==, 16);
  gtk_spin_button_set_value (GTK_SPIN_BUTTON (columns), 40);
  g_assert_cmpint (g_settings_get_int (fixture->settings, "new-map-width"), ==, 40);
  /* The schema's range bounds the spin button: a typed 9999 becomes 4096. */
  gtk_editable_set_text (GTK_EDITABLE (rows), "9999");
  gtk_spin_button_update (GTK_SPIN_BUTTON (rows));
  g_assert_cmpint (g_settings_get_int (fixture->settings, "new-map-height"), ==, 4096);

  gtk_drop_down_set_selected (GTK_DROP_DOWN (cells), 1);
  g_assert_cmpint (g_settings_get_enum (fixture->settings, "new-map-topology"), ==,
                   TACTICS_TOPOLOGY_HEX);

  ui_test_save_screenshot (fixture->dialog, "preferences-editor");
}

static void
test_default_ruleset (PreferencesFixture *fixture,
                      gconstpointer       data)
{
  TacticsPreferencesDialog *dialog = TACTICS_PREFERENCES_DIALOG (fixture->dialog);
  GtkWidget *row = find_control (fixture->dialog, "Default rules");
  GtkWidget *name_label = gtk_widget_get_first_child (row);
  GtkWidget *reset = gtk_widget_get_last_child (row);
  g_autofree char *folder = g_dir_make_tmp ("tactics-preferences-XXXXXX", NULL);
  g_autofree char *bad_path = g_build_filename (folder, "broken.ruleset.xml", NULL);
  g_autoptr(GFile) bad = g_file_new_for_path (bad_path);
  g_autoptr(GFile) good = g_file_new_build_filename (g_getenv ("TACTICS_DATADIR"),
                                                     "default.ruleset.xml", NULL);
  g_autofree char *good_uri = g_file_get_uri (good);
  g_autofree char *uri = NULL;
  g_autoptr(GError) error = NULL;
  GtkWidget *error_label;

  g_assert_cmpstr (gtk_label_get_text (GTK_LABEL (name_label)), ==, "The bundled rules");
  g_assert_false (gtk_widget_get_sensitive (reset));

  g_assert_true (tactics_preferences_dialog_set_default_ruleset (dialog, good, &error));
  g_assert_no_error (error);
  uri = g_settings_get_string (fixture->settings, "default-ruleset");
  g_assert_cmpstr (uri, ==, good_uri);
  g_assert_cmpstr (gtk_label_get_text (GTK_LABEL (name_label)), ==, "default.ruleset.xml");
  g_assert_true (gtk_widget_get_sensitive (reset));

  /* A bad file is refused with its error shown; the setting stays. */
  g_assert_true (g_file_set_contents (bad_path, "<tactics-ruleset version=\"1\">\n<terrains>\n",
                                      -1, NULL));
  g_assert_false (tactics_preferences_dialog_set_default_ruleset (dialog, bad, &error));
  g_assert_error (error, TACTICS_FILE_ERROR, TACTICS_FILE_ERROR_MALFORMED);
  error_label = gtk_widget_get_next_sibling (gtk_widget_get_next_sibling (
                                               gtk_widget_get_prev_sibling (row)));
  g_assert_true (GTK_IS_LABEL (error_label));
  g_assert_true (gtk_widget_get_visible (error_label));
  g_assert_nonnull (strstr (gtk_label_get_text (GTK_LABEL (error_label)), "broken.ruleset.xml"));
  g_clear_pointer (&uri, g_free);
  uri = g_settings_get_string (fixture->settings, "default-ruleset");
  g_assert_cmpstr (uri, ==, good_uri);
  ui_test_save_screenshot (fixture->dialog, "preferences-ruleset-error");

  /* "Bundled" goes back to the rules that come with Tactics. */
  g_signal_emit_by_name (reset, "clicked");
  g_clear_pointer (&uri, g_free);
  uri = g_settings_get_string (fixture->settings, "default-ruleset");
  g_assert_cmpstr (uri, ==, "");
  g_assert_false (gtk_widget_get_visible (error_label));
  g_assert_false (gtk_widget_get_sensitive (reset));

  g_assert_cmpint (g_unlink (bad_path), ==, 0);
  g_assert_cmpint (g_rmdir (folder), ==, 0);
}

static void
test_recent_files (PreferencesFixture *fixture,
                   gconstpointer       data)
{
  const char *uris[] = { "file:///tmp/a.map.xml", "file:///tmp/b.map.xml", NULL };
  GtkWidget *row = find_control (fixture->dialog, "Recent files");
  GtkWidget *count = gtk_widget_get_first_child (row);
  GtkWidget *clear = gtk_widget_get_last_child (row);
  g_auto(GStrv) left = NULL;

  g_assert_cmpstr (gtk_label_get_text (GTK_LABEL (count)), ==, "None");
  g_assert_false (gtk_widget_get_sensitive (clear));
  g_settings_set_strv (fixture->settings, "recent-files", uris);
  g_assert_cmpstr (gtk_label_get_text (GTK_LABEL (count)), ==, "2 files");
  g_assert_true (gtk_widget_get_sensitive (clear));

  g_signal_emit_by_name (clear, "clicked");
  left = g_settings_get_strv (fixture->settings, "recent-files");
  g_assert_cmpuint (g_strv_length (left), ==, 0);
  g_assert_cmpstr (gtk_label_get_text (GTK_LABEL (count)), ==, "None");
}

/* Escape closes the window, as the close button does. */
static void
test_escape_closes (void)
{
  g_autoptr(GSettings) settings = g_settings_new ("io.tactics.Game");
  GtkWidget *dialog = tactics_preferences_dialog_new (NULL, settings);

  g_object_add_weak_pointer (G_OBJECT (dialog), (gpointer *) &dialog);
  gtk_window_present (GTK_WINDOW (dialog));
  ui_test_wait_for_widget (dialog);
  g_assert_true (gtk_widget_activate_action (find_descendant (dialog, GTK_TYPE_SWITCH, 0),
                                             "window.close", NULL));
  ui_test_iterate ();
  g_assert_null (dialog);
}

int
main (int   argc,
      char *argv[])
{
  ui_test_init (&argc, &argv);

  g_test_add ("/preferences/game/rows", PreferencesFixture, "io.tactics.Game",
              preferences_set_up, test_game_rows, preferences_tear_down);
  g_test_add ("/preferences/editor/rows", PreferencesFixture, "io.tactics.Editor",
              preferences_set_up, test_editor_rows, preferences_tear_down);
  g_test_add ("/preferences/game/default-ruleset", PreferencesFixture, "io.tactics.Game",
              preferences_set_up, test_default_ruleset, preferences_tear_down);
  g_test_add ("/preferences/editor/default-ruleset", PreferencesFixture, "io.tactics.Editor",
              preferences_set_up, test_default_ruleset, preferences_tear_down);
  g_test_add ("/preferences/editor/recent-files", PreferencesFixture, "io.tactics.Editor",
              preferences_set_up, test_recent_files, preferences_tear_down);
  g_test_add_func ("/preferences/escape-closes", test_escape_closes);

  return g_test_run ();
}
