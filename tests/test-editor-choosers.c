/* SPDX-License-Identifier: GPL-3.0-or-later */
/* Where the editor offers files, as users see it: the file choosers'
 * first folder, never a folder of bundled data for saving, and the
 * folders of Open Recent. Not under valgrind (see
 * tests/meson.build): GTK 4.8's file chooser leaks in its own background
 * file listing, and a menu shown and taken down at valgrind's pace trips
 * over GTK's own timers. */
#include "config.h"

#include <glib/gstdio.h>
#include <string.h>

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
  g_autofree char *maps = g_build_filename (g_get_home_dir (), "maps", NULL);
  g_autofree char *in_home = g_build_filename (maps, "castle.map.xml", NULL);
  g_autofree char *campaign = g_dir_make_tmp ("campaign-XXXXXX", NULL);
  g_autofree char *elsewhere = g_build_filename (campaign, "castle.map.xml", NULL);
  g_autoptr(GFile) home_castle = g_file_new_for_path (in_home);
  g_autoptr(GFile) other_castle = g_file_new_for_path (elsewhere);
  g_autofree char *expected = g_strconcat ("castle.map.xml — ", campaign, NULL);
  g_autofree char *first = NULL;
  g_autofree char *second = NULL;

  /* The menu offers files that are there. */
  g_assert_nonnull (campaign);
  g_assert_cmpint (g_mkdir_with_parents (maps, 0700), ==, 0);
  g_assert_true (g_file_set_contents (in_home, "<tactics-map", -1, NULL));
  g_assert_true (g_file_set_contents (elsewhere, "<tactics-map", -1, NULL));
  tactics_editor_application_add_recent (home_castle);
  tactics_editor_application_add_recent (other_castle);
  g_assert_true (g_menu_model_get_item_attribute (recent, 0, G_MENU_ATTRIBUTE_LABEL, "s", &first));
  g_assert_true (g_menu_model_get_item_attribute (recent, 1, G_MENU_ATTRIBUTE_LABEL, "s",
                                                  &second));
  g_assert_cmpstr (first, ==, expected);
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
  g_assert_cmpint (g_unlink (in_home), ==, 0);
  g_assert_cmpint (g_unlink (elsewhere), ==, 0);
  g_assert_cmpint (g_rmdir (maps), ==, 0);
  g_assert_cmpint (g_rmdir (campaign), ==, 0);
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

/* Also that the chooser could show the folder: GTK says when it could
 * not, in a dialog of its own. */
static void
assert_chooser_in (GtkFileChooser *chooser,
                   GFile          *expected)
{
  g_autoptr(GFile) folder = NULL;
  g_autofree char *shown = NULL;
  g_autofree char *wanted = g_file_get_path (expected);

  /* It lists the folder in the background. */
  run_for (300);
  g_assert_null (find_toplevel_of_type (GTK_TYPE_MESSAGE_DIALOG));
  folder = gtk_file_chooser_get_current_folder (chooser);
  shown = folder != NULL ? g_file_get_path (folder) : NULL;
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
  g_action_group_activate_action (G_ACTION_GROUP (app), "open-other", NULL);
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
  g_action_group_activate_action (G_ACTION_GROUP (app), "open-other", NULL);
  chooser = shown_chooser ();
  assert_chooser_in (chooser, folder);
  ui_test_save_screenshot (GTK_WIDGET (chooser), "chooser-open-last-folder");
  gtk_dialog_response (GTK_DIALOG (chooser), GTK_RESPONSE_CANCEL);
  ui_test_iterate ();

  /* A folder since removed is passed over. */
  g_assert_cmpint (g_unlink (path), ==, 0);
  g_assert_cmpint (g_rmdir (folder_path), ==, 0);
  g_action_group_activate_action (G_ACTION_GROUP (app), "open-other", NULL);
  chooser = shown_chooser ();
  assert_chooser_in (chooser, start);
  gtk_dialog_response (GTK_DIALOG (chooser), GTK_RESPONSE_CANCEL);
  ui_test_iterate ();
  g_settings_reset (settings, "last-folder");
}

/* --- Bundled files are never a save target ------------------------------- */

/* A copy of the bundled data that stands in for it ($TACTICS_DATADIR) for
 * the whole program, set before GTK starts its threads: a save that
 * should have been refused writes nothing into the source tree. */
static char *bundled;

static char *
bundled_copy_new (void)
{
  static const char * const files[] = {
    "default.ruleset.xml", "maps/skirmish.map.xml", "scenarios/hold-the-ford.scenario.xml",
  };
  g_autoptr(GError) error = NULL;
  char *folder = g_dir_make_tmp ("tactics-bundled-XXXXXX", &error);

  g_assert_no_error (error);

  for (guint i = 0; i < G_N_ELEMENTS (files); i++)
    {
      g_autofree char *source = g_build_filename (g_getenv ("TACTICS_DATADIR"), files[i], NULL);
      g_autofree char *copy = g_build_filename (folder, files[i], NULL);
      g_autofree char *copy_folder = g_path_get_dirname (copy);
      g_autofree char *contents = NULL;
      gsize length;

      g_assert_cmpint (g_mkdir_with_parents (copy_folder, 0700), ==, 0);
      g_assert_true (g_file_get_contents (source, &contents, &length, &error));
      g_assert_true (g_file_set_contents (copy, contents, (gssize) length, &error));
      g_assert_no_error (error);
    }
  return folder;
}

static void
bundled_copy_free (char *folder)
{
  static const char * const paths[] = {
    "default.ruleset.xml", "maps/skirmish.map.xml", "scenarios/hold-the-ford.scenario.xml",
    "maps", "scenarios", "",
  };

  for (guint i = 0; i < G_N_ELEMENTS (paths); i++)
    {
      g_autofree char *path = g_build_filename (folder, paths[i], NULL);

      g_assert_cmpint (g_remove (path), ==, 0);
    }
  g_free (folder);
}

static char *
read_text (const char *path)
{
  char *contents = NULL;

  g_assert_true (g_file_get_contents (path, &contents, NULL, NULL));
  return contents;
}

/* Where choosers start when nothing was chosen yet. */
static GFile *
user_folder (void)
{
  const char *documents = g_get_user_special_dir (G_USER_DIRECTORY_DOCUMENTS);

  return g_file_new_for_path (documents != NULL && g_file_test (documents, G_FILE_TEST_IS_DIR)
                              ? documents : g_get_home_dir ());
}

/* Chooses @file in @chooser as a user would (the folder, then the name),
 * and presses Return. */
static void
choose_and_accept (GtkFileChooser *chooser,
                   GFile          *file)
{
  g_autoptr(GFile) folder = g_file_get_parent (file);
  g_autofree char *name = g_file_get_basename (file);

  g_assert_true (gtk_file_chooser_set_current_folder (chooser, folder, NULL));
  gtk_file_chooser_set_current_name (chooser, name);
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

    g_assert_true (chosen != NULL && g_file_equal (chosen, file));
  }
  gtk_dialog_response (GTK_DIALOG (chooser), GTK_RESPONSE_ACCEPT);
  ui_test_iterate ();
}

/* A window on @file, a map, a scenario or a ruleset alone (which has no
 * board to wait for). */
static void
open_document (EditorFixture *fixture,
               GFile         *file)
{
  g_autoptr(GError) error = NULL;

  fixture->document = tactics_editor_document_load (file, &error);
  g_assert_no_error (error);
  fixture->window = tactics_editor_window_new (GTK_APPLICATION (app), fixture->document);
  g_object_add_weak_pointer (G_OBJECT (fixture->window), (gpointer *) &fixture->window);
  gtk_window_set_default_size (GTK_WINDOW (fixture->window), 1400, 900);
  gtk_window_present (GTK_WINDOW (fixture->window));
  ui_test_wait_for_widget (GTK_WIDGET (fixture->window));
}

/* Chooses the bundled @file in @chooser, presses Return and Replace: the
 * window refuses, saying why. */
static void
replace_refused (GtkFileChooser      *chooser,
                 TacticsEditorWindow *window,
                 GFile               *file)
{
  choose_and_accept (chooser, file);
  /* The chooser looks at the file in the background, asks whether to
   * replace it (Replace), then answers. */
  for (int i = 0; i < 300 && tactics_editor_window_get_error (window) == NULL; i++)
    {
      GtkWidget *confirm = find_toplevel_of_type (GTK_TYPE_MESSAGE_DIALOG);

      if (confirm != NULL)
        gtk_dialog_response (GTK_DIALOG (confirm), GTK_RESPONSE_ACCEPT);
      ui_test_iterate ();
      g_usleep (10000);
    }
  g_assert_nonnull (tactics_editor_window_get_error (window));
  g_assert_nonnull (strstr (tactics_editor_window_get_error (window), "comes with Tactics"));
}

typedef struct {
  const char *open;      /* the bundled file opened, in the data folder */
  const char *action;    /* the window action that asks where to save */
  const char *name;      /* the name the chooser offers */
  const char *replace;   /* the bundled file then chosen over all the same */
} BundledCase;

static const BundledCase bundled_cases[] = {
  { "maps/skirmish.map.xml", "editor.save-as", "skirmish.map.xml", "maps/skirmish.map.xml" },
  { "maps/skirmish.map.xml", "editor.save", "skirmish.map.xml", "maps/skirmish.map.xml" },
  { "default.ruleset.xml", "editor.save-as", "default.ruleset.xml", "default.ruleset.xml" },
  { "scenarios/hold-the-ford.scenario.xml", "editor.save-as", "hold-the-ford.scenario.xml",
    "scenarios/hold-the-ford.scenario.xml" },
  { "maps/skirmish.map.xml", "editor.save-ruleset-as", "skirmish.ruleset.xml",
    "default.ruleset.xml" },
};

/* Opened from the bundled folder, which the next chooser would start in:
 * every save chooser starts in the user's folder instead, the name filled
 * in; the bundled file chosen all the same is refused, and stays as it
 * was. */
static void
test_bundled_never_target (gconstpointer data)
{
  const BundledCase *test = data;
  g_autofree char *open_path = g_build_filename (bundled, test->open, NULL);
  g_autofree char *replace_path = g_build_filename (bundled, test->replace, NULL);
  g_autofree char *before = read_text (replace_path);
  g_autofree char *after = NULL;
  g_autofree char *name = NULL;
  g_autoptr(GFile) open_file = g_file_new_for_path (open_path);
  g_autoptr(GFile) open_folder = g_file_get_parent (open_file);
  g_autoptr(GFile) replace_file = g_file_new_for_path (replace_path);
  g_autoptr(GFile) start = user_folder ();
  g_autofree char *open_folder_uri = g_file_get_uri (open_folder);
  GSettings *settings = tactics_editor_application_get_settings ();
  EditorFixture fixture = { 0, };
  GtkFileChooser *chooser;

  open_document (&fixture, open_file);
  /* As opening it through the Open chooser leaves it. */
  g_settings_set_string (settings, "last-folder", open_folder_uri);

  activate (&fixture, test->action, NULL);
  chooser = shown_chooser ();
  assert_chooser_in (chooser, start);
  name = gtk_file_chooser_get_current_name (chooser);
  g_assert_cmpstr (name, ==, test->name);

  replace_refused (chooser, fixture.window, replace_file);
  after = read_text (replace_path);
  g_assert_cmpstr (after, ==, before);

  editor_fixture_tear_down (&fixture, NULL);
  g_settings_reset (settings, "last-folder");
}

/* A scenario of the user's on a bundled map, the map painted: Save asks for a copy of
 * the map, whose chooser starts in the user's folder; the bundled map
 * chosen all the same is refused. */
static void
test_bundled_map_copy (void)
{
  g_autofree char *scenario_path = g_build_filename (scratch, "on-bundled.scenario.xml", NULL);
  g_autofree char *map_path = g_build_filename (bundled, "maps", "skirmish.map.xml", NULL);
  g_autofree char *scenario_text = g_strdup_printf (
    "<?xml version=\"1.0\" encoding=\"UTF-8\"?>\n"
    "<tactics-scenario version=\"1\" name=\"On Skirmish\" map=\"%s\">\n"
    "  <sides>\n"
    "    <side id=\"a\" name=\"A\" team=\"0\" controller=\"human\" level=\"normal\"/>\n"
    "    <side id=\"b\" name=\"B\" team=\"1\" controller=\"computer\" level=\"normal\"/>\n"
    "  </sides>\n"
    "</tactics-scenario>\n", map_path);
  g_autofree char *before = read_text (map_path);
  g_autofree char *after = NULL;
  g_autofree char *name = NULL;
  g_autoptr(GFile) scenario_file = g_file_new_for_path (scenario_path);
  g_autoptr(GFile) map_file = g_file_new_for_path (map_path);
  g_autoptr(GFile) map_folder = g_file_get_parent (map_file);
  g_autofree char *map_folder_uri = g_file_get_uri (map_folder);
  g_autoptr(GFile) start = user_folder ();
  GSettings *settings = tactics_editor_application_get_settings ();
  EditorFixture fixture = { 0, };
  TacticsCell cell = { 1, 1 };
  GtkFileChooser *chooser;
  GtkWidget *dialog;

  g_assert_true (g_file_set_contents (scenario_path, scenario_text, -1, NULL));
  open_document (&fixture, scenario_file);
  g_settings_set_string (settings, "last-folder", map_folder_uri);
  g_assert_cmpuint (tactics_editor_document_paint (fixture.document, &cell, 1,
                                                   tactics_map_get_terrain_index (
                                                     tactics_editor_document_get_map (
                                                       fixture.document), cell) == 2 ? 3 : 2),
                    ==, 1);

  activate (&fixture, "editor.save", NULL);
  ui_test_iterate ();
  dialog = ui_test_find_dialog (GTK_WINDOW (fixture.window));
  g_assert_nonnull (dialog);
  ui_test_save_screenshot (dialog, "scenario-bundled-map");
  gtk_dialog_response (GTK_DIALOG (dialog), GTK_RESPONSE_APPLY);
  chooser = shown_chooser ();
  assert_chooser_in (chooser, start);
  name = gtk_file_chooser_get_current_name (chooser);
  g_assert_cmpstr (name, ==, "skirmish.map.xml");

  replace_refused (chooser, fixture.window, map_file);
  after = read_text (map_path);
  g_assert_cmpstr (after, ==, before);

  editor_fixture_tear_down (&fixture, NULL);
  g_settings_reset (settings, "last-folder");
  g_assert_cmpint (g_remove (scenario_path), ==, 0);
}

/* Save As and Save Ruleset As on a map of the user's start in the map's
 * folder, the ruleset named after the map; Save Ruleset As also for a
 * scenario file whose map is in another folder. */
static void
test_ruleset_chooser_folder (void)
{
  g_autofree char *maps_path = g_build_filename (scratch, "ruleset-maps", NULL);
  g_autofree char *scenarios_path = g_build_filename (scratch, "ruleset-scenarios", NULL);
  g_autofree char *map_path = g_build_filename (maps_path, "fort.map.xml", NULL);
  g_autofree char *scenario_path = g_build_filename (scenarios_path, "fort.scenario.xml", NULL);
  g_autofree char *ruleset_path = g_build_filename (g_getenv ("TACTICS_DATADIR"),
                                                    "default.ruleset.xml", NULL);
  g_autofree char *map_text = NULL;
  g_autofree char *scenario_text = g_strdup_printf (
    "<?xml version=\"1.0\" encoding=\"UTF-8\"?>\n"
    "<tactics-scenario version=\"1\" name=\"Fort\" map=\"../ruleset-maps/fort.map.xml\">\n"
    "  <sides>\n"
    "    <side id=\"a\" name=\"A\" team=\"0\" controller=\"human\" level=\"normal\"/>\n"
    "    <side id=\"b\" name=\"B\" team=\"1\" controller=\"computer\" level=\"normal\"/>\n"
    "  </sides>\n"
    "</tactics-scenario>\n");
  g_autoptr(GFile) maps = g_file_new_for_path (maps_path);
  const char *opened[] = { map_path, scenario_path };

  map_text = g_strdup_printf ("<?xml version=\"1.0\" encoding=\"UTF-8\"?>\n"
                              "<tactics-map version=\"1\" name=\"Fort\" width=\"2\" height=\"1\" "
                              "topology=\"square\" ruleset=\"%s\">\n"
                              "  <grid>\np,p\n  </grid>\n"
                              "</tactics-map>\n", ruleset_path);
  g_assert_cmpint (g_mkdir_with_parents (maps_path, 0700), ==, 0);
  g_assert_cmpint (g_mkdir_with_parents (scenarios_path, 0700), ==, 0);
  g_assert_true (g_file_set_contents (map_path, map_text, -1, NULL));
  g_assert_true (g_file_set_contents (scenario_path, scenario_text, -1, NULL));

  for (guint i = 0; i < G_N_ELEMENTS (opened); i++)
    {
      g_autoptr(GFile) file = g_file_new_for_path (opened[i]);
      g_autofree char *name = NULL;
      EditorFixture fixture = { 0, };
      GtkFileChooser *chooser;

      editor_fixture_open (&fixture, file);
      /* Save As on the map itself: its folder and name. */
      if (i == 0)
        {
          g_autofree char *map_name = NULL;

          activate (&fixture, "editor.save-as", NULL);
          chooser = shown_chooser ();
          assert_chooser_in (chooser, maps);
          map_name = gtk_file_chooser_get_current_name (chooser);
          g_assert_cmpstr (map_name, ==, "fort.map.xml");
          gtk_dialog_response (GTK_DIALOG (chooser), GTK_RESPONSE_CANCEL);
          ui_test_iterate ();
        }
      activate (&fixture, "editor.save-ruleset-as", NULL);
      chooser = shown_chooser ();
      assert_chooser_in (chooser, maps);
      name = gtk_file_chooser_get_current_name (chooser);
      g_assert_cmpstr (name, ==, "fort.ruleset.xml");
      gtk_dialog_response (GTK_DIALOG (chooser), GTK_RESPONSE_CANCEL);
      ui_test_iterate ();
      editor_fixture_tear_down (&fixture, NULL);
    }

  g_assert_cmpint (g_remove (scenario_path), ==, 0);
  g_assert_cmpint (g_remove (map_path), ==, 0);
  g_assert_cmpint (g_rmdir (scenarios_path), ==, 0);
  g_assert_cmpint (g_rmdir (maps_path), ==, 0);
}

int
main (int   argc,
      char *argv[])
{
  int status;

  bundled = bundled_copy_new ();
  g_setenv ("TACTICS_DATADIR", bundled, TRUE);
  editor_test_init (&argc, &argv);

  ADD_EDITOR_TEST ("/editor/square/recent-folders", TACTICS_TOPOLOGY_SQUARE, test_recent_folders);
  ADD_EDITOR_TEST ("/editor/square/chooser-folder", TACTICS_TOPOLOGY_SQUARE, test_chooser_folder);
  for (guint i = 0; i < G_N_ELEMENTS (bundled_cases); i++)
    {
      g_autofree char *path = g_strdup_printf ("/editor/bundled-never-target/%u", i);

      g_test_add_data_func (path, &bundled_cases[i], test_bundled_never_target);
    }
  g_test_add_func ("/editor/ruleset-chooser-folder", test_ruleset_chooser_folder);
  g_test_add_func ("/editor/bundled-map-copy", test_bundled_map_copy);

  status = g_test_run ();

  editor_test_clean_up ();
  bundled_copy_free (bundled);
  return status;
}
