/* SPDX-License-Identifier: GPL-3.0-or-later */
/* Where the editor offers files, as users see it: the file choosers'
 * first folder and the folders of Open Recent. Not under valgrind (see
 * tests/meson.build): GTK 4.8's file chooser leaks in its own background
 * file listing, and a menu shown and taken down at valgrind's pace trips
 * over GTK's own timers. */
#include "config.h"

#include <glib/gstdio.h>

#include "editor-test-helpers.h"

static void
set_true (gboolean *flag)
{
  *flag = TRUE;
}

/* Runs the main loop for @ms milliseconds. */
static void
run_for (guint ms)
{
  gboolean done = FALSE;

  g_timeout_add_once (ms, (GSourceOnceFunc) set_true, &done);
  while (!done)
    g_main_context_iteration (NULL, TRUE);
}

/* The Open Recent menu names each file's folder: two castles differ. */
static void
test_recent_folders (EditorFixture *fixture,
                     gconstpointer   data)
{
  GSettings *settings = tactics_editor_application_get_settings ();
  GMenuModel *recent = tactics_editor_application_get_recent_menu ();
  g_autofree char *in_home = g_build_filename (g_get_home_dir (), "maps", "castle.map.xml", NULL);
  g_autoptr(GFile) home_castle = g_file_new_for_path (in_home);
  g_autoptr(GFile) other_castle = g_file_new_for_path ("/srv/campaign/castle.map.xml");
  g_autofree char *first = NULL;
  g_autofree char *second = NULL;

  tactics_editor_application_add_recent (home_castle);
  tactics_editor_application_add_recent (other_castle);
  g_assert_true (g_menu_model_get_item_attribute (recent, 0, G_MENU_ATTRIBUTE_LABEL, "s", &first));
  g_assert_true (g_menu_model_get_item_attribute (recent, 1, G_MENU_ATTRIBUTE_LABEL, "s",
                                                  &second));
  g_assert_cmpstr (first, ==, "castle.map.xml — /srv/campaign");
  g_assert_cmpstr (second, ==, "castle.map.xml — ~/maps");

  /* As the menu shows them. */
  {
    GtkWidget *menu = gtk_popover_menu_new_from_model (recent);

    gtk_widget_set_parent (menu, GTK_WIDGET (fixture->board));
    gtk_popover_popup (GTK_POPOVER (menu));
    ui_test_wait_for_widget (menu);
    ui_test_save_screenshot (gtk_widget_get_first_child (menu), "recent-folders");
    gtk_popover_popdown (GTK_POPOVER (menu));
    /* GTK's own timers of the shown menu run before its surface goes. */
    run_for (300);
    gtk_widget_unparent (menu);
    ui_test_iterate ();
  }
  g_settings_set_strv (settings, "recent-files", NULL);
}

/* The file chooser shown now, or fails. */
static GtkFileChooser *
shown_chooser (void)
{
  GtkWidget *dialog;

  ui_test_iterate ();
  dialog = find_toplevel_of_type (GTK_TYPE_FILE_CHOOSER_DIALOG);
  g_assert_nonnull (dialog);
  return GTK_FILE_CHOOSER (dialog);
}

static void
assert_chooser_in (GtkFileChooser *chooser,
                   GFile          *expected)
{
  g_autoptr(GFile) folder = gtk_file_chooser_get_current_folder (chooser);
  g_autofree char *shown = folder != NULL ? g_file_get_path (folder) : NULL;
  g_autofree char *wanted = g_file_get_path (expected);

  g_assert_cmpstr (shown, ==, wanted);
}

/* File choosers start in the documents folder (else the home folder), then
 * where a file was last chosen; never in the working directory. */
static void
test_chooser_folder (EditorFixture *fixture,
                     gconstpointer   data)
{
  GSettings *settings = tactics_editor_application_get_settings ();
  const char *documents = g_get_user_special_dir (G_USER_DIRECTORY_DOCUMENTS);
  g_autofree char *folder_path = g_build_filename (scratch, "maps", NULL);
  g_autofree char *path = g_build_filename (folder_path, "castle.map.xml", NULL);
  g_autoptr(GFile) folder = g_file_new_for_path (folder_path);
  g_autoptr(GFile) file = g_file_new_for_path (path);
  g_autoptr(GFile) start = g_file_new_for_path (documents != NULL
                                                && g_file_test (documents, G_FILE_TEST_IS_DIR)
                                                ? documents : g_get_home_dir ());
  g_autofree char *uri = g_file_get_uri (folder);
  g_autofree char *remembered = NULL;
  GtkFileChooser *chooser;

  g_assert_nonnull (settings);
  g_settings_reset (settings, "last-folder");
  g_assert_cmpint (g_mkdir (folder_path, 0700), ==, 0);

  /* Nothing chosen yet: Save As and Open start in the documents folder. */
  activate (fixture, "editor.save-as", NULL);
  chooser = shown_chooser ();
  assert_chooser_in (chooser, start);
  ui_test_save_screenshot (GTK_WIDGET (chooser), "chooser-save-as");
  gtk_dialog_response (GTK_DIALOG (chooser), GTK_RESPONSE_CANCEL);
  ui_test_iterate ();
  g_action_group_activate_action (G_ACTION_GROUP (app), "open", NULL);
  chooser = shown_chooser ();
  assert_chooser_in (chooser, start);
  gtk_dialog_response (GTK_DIALOG (chooser), GTK_RESPONSE_CANCEL);
  ui_test_iterate ();

  /* Saved somewhere through the chooser: that folder is remembered ... */
  activate (fixture, "editor.save-as", NULL);
  chooser = shown_chooser ();
  g_assert_true (gtk_file_chooser_set_current_folder (chooser, folder, NULL));
  gtk_file_chooser_set_current_name (chooser, "castle.map.xml");
  /* The chooser loads the folder in the background. */
  for (int i = 0; i < 200; i++)
    {
      g_autoptr(GFile) chosen = gtk_file_chooser_get_file (chooser);

      if (chosen != NULL && g_file_equal (chosen, file))
        break;
      ui_test_iterate ();
      g_usleep (10000);
    }
  {
    g_autoptr(GFile) chosen = gtk_file_chooser_get_file (chooser);

    /* Never a file outside the scratch folder. */
    g_assert_true (chosen != NULL && g_file_equal (chosen, file));
  }
  gtk_dialog_response (GTK_DIALOG (chooser), GTK_RESPONSE_ACCEPT);
  /* It looks whether the file exists first, in the background too. */
  for (int i = 0; i < 200 && !g_file_query_exists (file, NULL); i++)
    {
      ui_test_iterate ();
      g_usleep (10000);
    }
  g_assert_true (g_file_query_exists (file, NULL));
  remembered = g_settings_get_string (settings, "last-folder");
  g_assert_cmpstr (remembered, ==, uri);

  /* ... and the next chooser, even for a new map, starts there. */
  activate (fixture, "app.new", NULL);
  g_action_group_activate_action (G_ACTION_GROUP (app), "open", NULL);
  chooser = shown_chooser ();
  assert_chooser_in (chooser, folder);
  ui_test_save_screenshot (GTK_WIDGET (chooser), "chooser-open-last-folder");
  gtk_dialog_response (GTK_DIALOG (chooser), GTK_RESPONSE_CANCEL);
  ui_test_iterate ();

  /* A folder since removed is passed over. */
  g_assert_cmpint (g_unlink (path), ==, 0);
  g_assert_cmpint (g_rmdir (folder_path), ==, 0);
  g_action_group_activate_action (G_ACTION_GROUP (app), "open", NULL);
  chooser = shown_chooser ();
  assert_chooser_in (chooser, start);
  gtk_dialog_response (GTK_DIALOG (chooser), GTK_RESPONSE_CANCEL);
  ui_test_iterate ();
  g_settings_reset (settings, "last-folder");
}

int
main (int   argc,
      char *argv[])
{
  int status;

  editor_test_init (&argc, &argv);

  ADD_EDITOR_TEST ("/editor/square/recent-folders", TACTICS_TOPOLOGY_SQUARE, test_recent_folders);
  ADD_EDITOR_TEST ("/editor/square/chooser-folder", TACTICS_TOPOLOGY_SQUARE, test_chooser_folder);

  status = g_test_run ();

  editor_test_clean_up ();
  return status;
}
