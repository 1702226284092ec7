/* SPDX-License-Identifier: GPL-3.0-or-later */
#include "config.h"

#include <glib/gstdio.h>
#include <string.h>

#include "tactics-gtk.h"
#include "tactics-editor-application.h"
#include "tactics-editor-window-private.h"
#include "tactics-editor-terrains-page.h"
#include "tactics-editor-units-page.h"
#include "editor-test-helpers.h"
#include "ui-test-helpers.h"

/* Which files the editor writes: each ruleset page names the file it
 * edits, Save names the map and ruleset files before writing a changed
 * ruleset, a bundled ruleset is never written in place, and a file open
 * in a window is not opened a second time. */


static char *
bundled_ruleset_path (void)
{
  return g_build_filename (g_getenv ("TACTICS_DATADIR"), "default.ruleset.xml", NULL);
}

/* A map in the scratch folder: the bundled Skirmish, using @ruleset_ref. */
static GFile *
write_map (const char *name,
           const char *ruleset_ref)
{
  g_autofree char *source = g_build_filename (g_getenv ("TACTICS_DATADIR"), "maps",
                                              "skirmish.map.xml", NULL);
  g_autofree char *path = g_build_filename (scratch, name, NULL);
  g_autofree char *contents = NULL;
  g_autofree char *attribute = g_strdup_printf ("ruleset=\"%s\"", ruleset_ref);
  g_auto(GStrv) parts = NULL;
  g_autofree char *joined = NULL;
  g_autoptr(GError) error = NULL;

  g_assert_true (g_file_get_contents (source, &contents, NULL, &error));
  g_assert_no_error (error);
  parts = g_strsplit (contents, "ruleset=\"../default.ruleset.xml\"", 2);
  g_assert_cmpuint (g_strv_length (parts), ==, 2);
  joined = g_strjoinv (attribute, parts);
  g_assert_true (g_file_set_contents (path, joined, -1, &error));
  g_assert_no_error (error);
  return g_file_new_for_path (path);
}

static TacticsEditorWindow *
open_window (GFile *file)
{
  g_autoptr(GError) error = NULL;
  g_autoptr(TacticsEditorDocument) document = tactics_editor_document_load (file, &error);
  TacticsEditorWindow *window;

  g_assert_no_error (error);
  window = tactics_editor_window_new (GTK_APPLICATION (app), document);
  gtk_window_set_default_size (GTK_WINDOW (window), 1200, 800);
  gtk_window_present (GTK_WINDOW (window));
  ui_test_wait_for_widget (GTK_WIDGET (window));
  return window;
}

/* Closes @window, which must then be finalized: nothing kept it alive. */
static void
close_window (TacticsEditorWindow *window)
{
  tactics_editor_document_set_modified (tactics_editor_window_get_document (window), FALSE);
  g_object_add_weak_pointer (G_OBJECT (window), (gpointer *) &window);
  gtk_window_destroy (GTK_WINDOW (window));
  ui_test_iterate ();
  g_assert_null (window);
}

/* The line above @page naming the file it edits. */
static const char *
source_of (GtkWidget *page)
{
  return gtk_label_get_text (GTK_LABEL (ui_test_find_widget (gtk_widget_get_parent (page),
                                                             "ruleset_source")));
}

/* Sets the first unit type's hit points on the Units page, then Ctrl+S. */
static void
edit_hp_and_save (TacticsEditorWindow *window,
                  const char          *hp)
{
  tactics_editor_window_show_page (window, "units");
  tactics_editor_units_page_select (TACTICS_EDITOR_UNITS_PAGE (window->units_page), 0);
  gtk_editable_set_text (GTK_EDITABLE (ui_test_find_widget (GTK_WIDGET (window), "unit_hp")), hp);
  g_assert_true (tactics_editor_document_get_modified (
                   tactics_editor_window_get_document (window)));
  g_assert_true (gtk_widget_activate_action (GTK_WIDGET (window), "editor.save", NULL));
  ui_test_iterate ();
}

static char *
secondary_text (GtkWidget *dialog)
{
  char *text = NULL;

  g_object_get (dialog, "secondary-text", &text, NULL);
  g_test_message ("asked: %s", text);
  return text;
}

static guint
infantry_hp (GFile *map_file)
{
  g_autoptr(GError) error = NULL;
  g_autoptr(TacticsMap) map = tactics_map_load (map_file, &error);

  g_assert_no_error (error);
  return tactics_unit_type_get_max_hp (
    tactics_ruleset_lookup_unit_type (tactics_map_get_ruleset (map), "infantry"));
}

/* Editing the units of a map that uses the bundled ruleset and saving
 * leaves that ruleset as it was: Save asks, and the edit goes to a copy
 * beside the map, which the map then uses. */
/* @path as the editor writes it: "~/…" under the home folder (the
 * scratch folder is home). Lives as long as the test. */
static const char *
shown (const char *path)
{
  const char *home = g_get_home_dir ();
  char *text;

  g_assert_true (g_str_has_prefix (path, home) && path[strlen (home)] == G_DIR_SEPARATOR);
  text = g_strconcat ("~", path + strlen (home), NULL);
  g_test_queue_free (text);
  return text;
}

static void
test_bundled_ruleset_never_written (void)
{
  g_autofree char *bundled_path = bundled_ruleset_path ();
  g_autoptr(GFile) map_file = write_map ("bundled-user.map.xml", bundled_path);
  g_autofree char *copy_path = g_build_filename (scratch, "bundled-user.ruleset.xml", NULL);
  g_autoptr(GFile) copy = g_file_new_for_path (copy_path);
  g_autofree char *bundled = NULL;
  g_autofree char *after = NULL;
  g_autofree char *details = NULL;
  TacticsEditorWindow *window;
  TacticsEditorDocument *document;
  TacticsMap *map;
  GtkWidget *dialog;

  g_assert_true (g_file_get_contents (bundled_path, &bundled, NULL, NULL));
  window = open_window (map_file);
  document = tactics_editor_window_get_document (window);
  map = tactics_editor_document_get_map (document);

  /* Every ruleset page names the file it edits. */
  g_assert_cmpstr (source_of (window->units_page), ==,
                   "Rules from default.ruleset.xml (bundled; changes are saved as a copy)");
  g_assert_cmpstr (source_of (window->actions_page), ==, source_of (window->units_page));
  g_assert_cmpstr (source_of (window->terrains_page), ==, source_of (window->units_page));

  edit_hp_and_save (window, "26");
  g_assert_true (g_file_get_contents (bundled_path, &after, NULL, NULL));
  g_assert_cmpstr (after, ==, bundled);
  g_clear_pointer (&after, g_free);

  /* It asked instead, naming both files. */
  dialog = ui_test_find_dialog (GTK_WINDOW (window));
  g_assert_nonnull (dialog);
  details = secondary_text (dialog);
  g_assert_nonnull (strstr (details, "bundled-user.map.xml"));
  g_assert_nonnull (strstr (details, "default.ruleset.xml"));
  ui_test_save_screenshot (dialog, "ruleset-bundled-save");
  gtk_dialog_response (GTK_DIALOG (dialog), GTK_RESPONSE_CANCEL);
  ui_test_iterate ();
  g_assert_true (tactics_editor_document_get_modified (document));

  /* Writing the map directly refuses too, rather than write the ruleset. */
  g_assert_false (tactics_editor_window_save_to_file (window, map_file));
  g_assert_nonnull (strstr (tactics_editor_window_get_error (window), "never changed in place"));
  g_assert_true (g_file_get_contents (bundled_path, &after, NULL, NULL));
  g_assert_cmpstr (after, ==, bundled);
  g_clear_pointer (&after, g_free);

  /* Save Ruleset As: the copy is written, the map refers to it. */
  g_assert_true (tactics_editor_window_save_ruleset_to_file (window, copy));
  g_assert_cmpstr (tactics_map_get_ruleset_path (map), ==, "bundled-user.ruleset.xml");
  g_assert_cmpstr (source_of (window->units_page), ==, "Rules from bundled-user.ruleset.xml");
  g_assert_true (tactics_editor_document_get_modified (document));

  /* The map is saved without asking now, and loads with the copy. */
  g_assert_true (gtk_widget_activate_action (GTK_WIDGET (window), "editor.save", NULL));
  ui_test_iterate ();
  g_assert_null (ui_test_find_dialog (GTK_WINDOW (window)));
  g_assert_false (tactics_editor_document_get_modified (document));
  g_assert_cmpuint (infantry_hp (map_file), ==, 26);
  g_assert_true (g_file_get_contents (bundled_path, &after, NULL, NULL));
  g_assert_cmpstr (after, ==, bundled);

  close_window (window);
  g_unlink (copy_path);
  g_file_delete (map_file, NULL, NULL);
}

/* A window closed while Save waits for an answer goes with its question,
 * and nothing is written. */
static void
test_close_while_asking (void)
{
  g_autofree char *bundled_path = bundled_ruleset_path ();
  g_autoptr(GFile) map_file = write_map ("unanswered.map.xml", bundled_path);
  g_autofree char *map_path = g_file_get_path (map_file);
  g_autofree char *before = NULL;
  g_autofree char *after = NULL;
  TacticsEditorWindow *window;
  GtkWidget *dialog;

  g_assert_true (g_file_get_contents (map_path, &before, NULL, NULL));
  window = open_window (map_file);
  edit_hp_and_save (window, "26");
  dialog = ui_test_find_dialog (GTK_WINDOW (window));
  g_assert_nonnull (dialog);
  g_object_add_weak_pointer (G_OBJECT (dialog), (gpointer *) &dialog);
  close_window (window);
  g_assert_null (dialog);
  g_assert_true (g_file_get_contents (map_path, &after, NULL, NULL));
  g_assert_cmpstr (after, ==, before);
  g_file_delete (map_file, NULL, NULL);
}

/* Or the ruleset changes are discarded and only the map is saved. */
static void
test_bundled_ruleset_discard (void)
{
  g_autofree char *bundled_path = bundled_ruleset_path ();
  g_autoptr(GFile) bundled_file = g_file_new_for_path (bundled_path);
  g_autoptr(GFile) map_file = write_map ("discard.map.xml", bundled_path);
  g_autoptr(TacticsRuleset) original = tactics_ruleset_load (bundled_file, NULL);
  g_autofree char *bundled = NULL;
  g_autofree char *after = NULL;
  TacticsEditorWindow *window;
  TacticsEditorDocument *document;
  GtkWidget *dialog;
  guint hp = tactics_unit_type_get_max_hp (tactics_ruleset_lookup_unit_type (original,
                                                                             "infantry"));

  g_assert_true (g_file_get_contents (bundled_path, &bundled, NULL, NULL));
  window = open_window (map_file);
  tactics_editor_document_set_modified (tactics_editor_window_get_document (window), FALSE);
  edit_hp_and_save (window, hp == 26 ? "27" : "26");
  dialog = ui_test_find_dialog (GTK_WINDOW (window));
  g_assert_nonnull (dialog);
  gtk_dialog_response (GTK_DIALOG (dialog), GTK_RESPONSE_REJECT);
  ui_test_iterate ();

  document = tactics_editor_window_get_document (window);
  g_assert_false (tactics_editor_document_get_modified (document));
  g_assert_cmpuint (tactics_unit_type_get_max_hp (
                      tactics_ruleset_lookup_unit_type (
                        tactics_editor_document_get_ruleset (document), "infantry")), ==, hp);
  g_assert_cmpuint (infantry_hp (map_file), ==, hp);
  g_assert_true (g_file_get_contents (bundled_path, &after, NULL, NULL));
  g_assert_cmpstr (after, ==, bundled);

  close_window (window);
  g_file_delete (map_file, NULL, NULL);
}

/* A new map, not saved yet, can drop its ruleset changes too. */
static void
test_new_map_discard (void)
{
  g_autofree char *bundled_path = bundled_ruleset_path ();
  g_autoptr(GFile) bundled_file = g_file_new_for_path (bundled_path);
  g_autoptr(TacticsRuleset) ruleset = tactics_ruleset_load (bundled_file, NULL);
  g_autoptr(TacticsMap) map = tactics_map_new (6, 4, TACTICS_TOPOLOGY_SQUARE, ruleset);
  g_autoptr(TacticsEditorDocument) document = NULL;
  g_autofree char *map_path = g_build_filename (scratch, "new.map.xml", NULL);
  g_autoptr(GFile) map_file = g_file_new_for_path (map_path);
  g_autofree char *bundled = NULL;
  g_autofree char *after = NULL;
  TacticsEditorWindow *window;
  GtkWidget *dialog;
  guint hp = tactics_unit_type_get_max_hp (tactics_ruleset_lookup_unit_type (ruleset,
                                                                             "infantry"));

  g_assert_true (g_file_get_contents (bundled_path, &bundled, NULL, NULL));
  tactics_map_set_ruleset_path (map, bundled_path);
  document = tactics_editor_document_new_for_map (map);
  window = tactics_editor_window_new (GTK_APPLICATION (app), document);
  gtk_window_present (GTK_WINDOW (window));
  ui_test_wait_for_widget (GTK_WIDGET (window));
  g_assert_cmpstr (source_of (window->units_page), ==,
                   "Rules from default.ruleset.xml (bundled; changes are saved as a copy)");

  tactics_editor_window_show_page (window, "units");
  tactics_editor_units_page_select (TACTICS_EDITOR_UNITS_PAGE (window->units_page), 0);
  gtk_editable_set_text (GTK_EDITABLE (ui_test_find_widget (GTK_WIDGET (window), "unit_hp")),
                         hp == 26 ? "27" : "26");
  /* What Save As runs once the file is chosen. */
  g_assert_false (tactics_editor_window_save_checked (window, map_file, FALSE));
  dialog = ui_test_find_dialog (GTK_WINDOW (window));
  g_assert_nonnull (dialog);
  gtk_dialog_response (GTK_DIALOG (dialog), GTK_RESPONSE_REJECT);
  ui_test_iterate ();

  g_assert_null (tactics_editor_window_get_error (window));
  g_assert_false (tactics_editor_document_get_modified (
                    tactics_editor_window_get_document (window)));
  g_assert_cmpuint (infantry_hp (map_file), ==, hp);
  g_assert_true (g_file_get_contents (bundled_path, &after, NULL, NULL));
  g_assert_cmpstr (after, ==, bundled);

  close_window (window);
  g_unlink (map_path);
}

/* A ruleset file of the user's own: Save lists both files and asks, and
 * writes both only when told. */
static void
test_save_lists_both_files (void)
{
  g_autofree char *bundled_path = bundled_ruleset_path ();
  g_autofree char *rules_path = g_build_filename (scratch, "own.ruleset.xml", NULL);
  g_autoptr(GFile) map_file = NULL;
  g_autofree char *map_path = NULL;
  g_autofree char *rules = NULL;
  g_autofree char *map_before = NULL;
  g_autofree char *contents = NULL;
  g_autofree char *details = NULL;
  TacticsEditorWindow *window;
  TacticsEditorDocument *document;
  GtkWidget *dialog;

  g_assert_true (g_file_get_contents (bundled_path, &rules, NULL, NULL));
  g_assert_true (g_file_set_contents (rules_path, rules, -1, NULL));
  map_file = write_map ("own.map.xml", "own.ruleset.xml");
  map_path = g_file_get_path (map_file);
  g_assert_true (g_file_get_contents (map_path, &map_before, NULL, NULL));

  window = open_window (map_file);
  document = tactics_editor_window_get_document (window);
  g_assert_cmpstr (source_of (window->units_page), ==, "Rules from own.ruleset.xml");

  edit_hp_and_save (window, "26");
  dialog = ui_test_find_dialog (GTK_WINDOW (window));
  g_assert_nonnull (dialog);
  details = secondary_text (dialog);
  g_assert_nonnull (strstr (details, shown (map_path)));
  g_assert_nonnull (strstr (details, shown (rules_path)));
  ui_test_save_screenshot (dialog, "ruleset-save-both");

  /* Cancel writes nothing. */
  gtk_dialog_response (GTK_DIALOG (dialog), GTK_RESPONSE_CANCEL);
  ui_test_iterate ();
  g_assert_true (g_file_get_contents (rules_path, &contents, NULL, NULL));
  g_assert_cmpstr (contents, ==, rules);
  g_clear_pointer (&contents, g_free);
  g_assert_true (g_file_get_contents (map_path, &contents, NULL, NULL));
  g_assert_cmpstr (contents, ==, map_before);
  g_assert_true (tactics_editor_document_get_modified (document));

  /* Save Both writes both. */
  g_assert_true (gtk_widget_activate_action (GTK_WIDGET (window), "editor.save", NULL));
  ui_test_iterate ();
  dialog = ui_test_find_dialog (GTK_WINDOW (window));
  g_assert_nonnull (dialog);
  gtk_dialog_response (GTK_DIALOG (dialog), GTK_RESPONSE_ACCEPT);
  ui_test_iterate ();
  g_assert_false (tactics_editor_document_get_modified (document));
  g_assert_cmpuint (infantry_hp (map_file), ==, 26);

  close_window (window);
  g_unlink (rules_path);
  g_unlink (map_path);
}

/* Saving a ruleset file in which a terrain got another id names it: the
 * other maps that use the file and have cells of it no longer open. */
static void
test_save_names_lost_terrains (void)
{
  g_autofree char *bundled_path = bundled_ruleset_path ();
  g_autofree char *rules_path = g_build_filename (scratch, "lost.ruleset.xml", NULL);
  g_autofree char *rules = NULL;
  g_autofree char *details = NULL;
  g_autoptr(GFile) map_file = NULL;
  g_autoptr(GFile) other_file = NULL;
  g_autoptr(TacticsMap) other = NULL;
  g_autoptr(GError) error = NULL;
  TacticsEditorWindow *window;
  TacticsEditorDocument *document;
  TacticsRuleset *ruleset;
  GtkWidget *dialog;
  int forest;

  g_assert_true (g_file_get_contents (bundled_path, &rules, NULL, NULL));
  g_assert_true (g_file_set_contents (rules_path, rules, -1, NULL));
  map_file = write_map ("lost.map.xml", "lost.ruleset.xml");
  other_file = write_map ("other.map.xml", "lost.ruleset.xml");

  window = open_window (map_file);
  document = tactics_editor_window_get_document (window);
  ruleset = tactics_editor_document_get_ruleset (document);
  tactics_editor_window_show_page (window, "terrains");
  forest = tactics_ruleset_get_terrain_index (ruleset, "f");
  g_assert_cmpint (forest, >=, 0);
  tactics_editor_terrains_page_select_terrain (TACTICS_EDITOR_TERRAINS_PAGE (window->terrains_page),
                                               (guint) forest);
  gtk_editable_set_text (GTK_EDITABLE (ui_test_find_widget (GTK_WIDGET (window), "terrain_id")),
                         "forest");
  g_assert_nonnull (tactics_ruleset_lookup_terrain (ruleset, "forest"));

  g_assert_true (gtk_widget_activate_action (GTK_WIDGET (window), "editor.save", NULL));
  ui_test_iterate ();
  dialog = ui_test_find_dialog (GTK_WINDOW (window));
  g_assert_nonnull (dialog);
  details = secondary_text (dialog);
  g_assert_nonnull (strstr (details, "Forest (f)"));
  gtk_dialog_response (GTK_DIALOG (dialog), GTK_RESPONSE_ACCEPT);
  ui_test_iterate ();
  g_assert_false (tactics_editor_document_get_modified (document));

  /* This map followed the new id; the other one did not, as the dialog said. */
  g_assert_cmpuint (infantry_hp (map_file), >, 0);
  other = tactics_map_load (other_file, &error);
  g_assert_null (other);
  g_assert_nonnull (error);
  g_test_message ("the other map: %s", error->message);

  close_window (window);
  g_unlink (rules_path);
  g_file_delete (map_file, NULL, NULL);
  g_file_delete (other_file, NULL, NULL);
}

/* The same ruleset file edited on its own: Save names the terrains the
 * maps may miss, and writes only when told. */
static void
test_ruleset_save_names_lost_terrains (void)
{
  g_autofree char *bundled_path = bundled_ruleset_path ();
  g_autofree char *rules_path = g_build_filename (scratch, "alone.ruleset.xml", NULL);
  g_autoptr(GFile) rules_file = g_file_new_for_path (rules_path);
  g_autofree char *rules = NULL;
  g_autofree char *contents = NULL;
  g_autofree char *details = NULL;
  g_autoptr(TacticsRuleset) reloaded = NULL;
  TacticsEditorWindow *window;
  TacticsRuleset *ruleset;
  GtkWidget *dialog;
  int forest;

  g_assert_true (g_file_get_contents (bundled_path, &rules, NULL, NULL));
  g_assert_true (g_file_set_contents (rules_path, rules, -1, NULL));
  window = open_window (rules_file);
  g_assert_cmpstr (source_of (window->terrains_page), ==, "Rules from alone.ruleset.xml");
  ruleset = tactics_editor_document_get_ruleset (tactics_editor_window_get_document (window));
  forest = tactics_ruleset_get_terrain_index (ruleset, "f");
  g_assert_cmpint (forest, >=, 0);
  tactics_editor_terrains_page_select_terrain (TACTICS_EDITOR_TERRAINS_PAGE (window->terrains_page),
                                               (guint) forest);
  gtk_editable_set_text (GTK_EDITABLE (ui_test_find_widget (GTK_WIDGET (window), "terrain_id")),
                         "forest");

  g_assert_false (tactics_editor_window_save (window, FALSE));
  dialog = ui_test_find_dialog (GTK_WINDOW (window));
  g_assert_nonnull (dialog);
  details = secondary_text (dialog);
  g_assert_nonnull (strstr (details, "Forest (f)"));
  gtk_dialog_response (GTK_DIALOG (dialog), GTK_RESPONSE_CANCEL);
  ui_test_iterate ();
  g_assert_true (g_file_get_contents (rules_path, &contents, NULL, NULL));
  g_assert_cmpstr (contents, ==, rules);

  g_assert_false (tactics_editor_window_save (window, FALSE));
  gtk_dialog_response (GTK_DIALOG (ui_test_find_dialog (GTK_WINDOW (window))),
                       GTK_RESPONSE_ACCEPT);
  ui_test_iterate ();
  reloaded = tactics_ruleset_load (rules_file, NULL);
  g_assert_nonnull (tactics_ruleset_lookup_terrain (reloaded, "forest"));

  close_window (window);
  g_unlink (rules_path);
}

/* A map with terrains of its own says so where the ruleset would be. */
static void
test_inline_terrains_source (void)
{
  g_autoptr(TacticsRuleset) bundled = tactics_editor_application_load_default_ruleset ();
  g_autoptr(TacticsRuleset) terrains = tactics_editor_copy_terrains (bundled);
  g_autoptr(TacticsMap) map = tactics_map_new (8, 8, TACTICS_TOPOLOGY_SQUARE, terrains);
  g_autoptr(TacticsEditorDocument) document = tactics_editor_document_new_for_map (map);
  TacticsEditorWindow *window = tactics_editor_window_new (GTK_APPLICATION (app), document);

  gtk_window_present (GTK_WINDOW (window));
  ui_test_wait_for_widget (GTK_WIDGET (window));
  g_assert_cmpstr (source_of (window->terrains_page), ==, "Terrains inline in the map");
  /* No other map has these terrains, nor their ids. */
  g_assert_cmpstr (gtk_label_get_text (GTK_LABEL (ui_test_find_widget (window->terrains_page,
                                                                       "terrain_id_error"))),
                   ==, "");

  /* No other map has these terrains: an unused one goes without asking. */
  tactics_editor_terrains_page_select_terrain (TACTICS_EDITOR_TERRAINS_PAGE (window->terrains_page),
                                               1);
  g_signal_emit_by_name (ui_test_find_widget (window->terrains_page, "terrains"), "remove");
  ui_test_iterate ();
  g_assert_null (ui_test_find_dialog (GTK_WINDOW (window)));
  g_assert_cmpuint (tactics_ruleset_get_n_terrains (terrains), ==,
                    tactics_ruleset_get_n_terrains (bundled) - 1);
  close_window (window);
}

/* The Units and Actions pages of a map with terrains of its own and no
 * unit types say why they are empty, and add them on demand: to the map,
 * or in a ruleset file. */
static void
test_inline_terrains_make_ruleset (void)
{
  g_autoptr(TacticsRuleset) bundled = tactics_editor_application_load_default_ruleset ();
  g_autoptr(TacticsRuleset) terrains = tactics_editor_copy_terrains (bundled);
  g_autoptr(TacticsMap) map = tactics_map_new (8, 8, TACTICS_TOPOLOGY_HEX, terrains);
  g_autoptr(TacticsEditorDocument) document = tactics_editor_document_new_for_map (map);
  TacticsEditorWindow *window = tactics_editor_window_new (GTK_APPLICATION (app), document);
  g_autofree char *path = g_build_filename (scratch, "own.ruleset.xml", NULL);
  g_autoptr(GFile) file = g_file_new_for_path (path);
  g_autoptr(TacticsRuleset) written = NULL;
  g_autoptr(GError) error = NULL;
  GtkWidget *status;

  gtk_window_set_default_size (GTK_WINDOW (window), 1000, 700);
  gtk_window_present (GTK_WINDOW (window));
  ui_test_wait_for_widget (GTK_WIDGET (window));
  tactics_editor_window_show_page (window, "units");
  ui_test_iterate ();
  status = gtk_widget_get_next_sibling (window->units_page);
  g_assert_cmpstr (gtk_widget_get_name (status), ==, "rules_unavailable");
  g_assert_true (gtk_widget_get_visible (status));
  g_assert_false (gtk_widget_get_visible (window->units_page));
  g_assert_true (gtk_widget_get_visible (gtk_widget_get_next_sibling (window->actions_page)));
  ui_test_save_screenshot (GTK_WIDGET (window), "inline-terrains-units");

  /* In the map itself, as one step. */
  g_assert_true (gtk_widget_activate_action (GTK_WIDGET (window), "editor.add-bundled-rules",
                                             NULL));
  ui_test_iterate ();
  g_assert_false (gtk_widget_get_visible (status));
  g_assert_nonnull (tactics_ruleset_lookup_unit_type (terrains, "archer"));
  g_assert_null (tactics_map_get_ruleset_path (map));
  g_assert_true (gtk_widget_activate_action (GTK_WIDGET (window), "editor.undo", NULL));
  ui_test_iterate ();
  g_assert_true (gtk_widget_get_visible (status));

  /* In a ruleset file the map then uses. */
  g_assert_true (tactics_editor_window_make_ruleset_file_at (window, file));
  g_assert_false (gtk_widget_get_visible (status));
  g_assert_true (gtk_widget_get_visible (window->units_page));
  g_assert_nonnull (tactics_ruleset_lookup_unit_type (terrains, "archer"));
  g_assert_cmpstr (tactics_map_get_ruleset_path (map), ==, path);
  written = tactics_ruleset_load (file, &error);
  g_assert_no_error (error);
  g_assert_true (tactics_ruleset_equal (written, terrains));

  /* One step: undone, the map's own terrains are as they were. */
  g_assert_cmpstr (tactics_editor_document_get_undo_label (document), ==,
                   "Add the Unit Types and Actions of Tactics");
  g_assert_true (gtk_widget_activate_action (GTK_WIDGET (window), "editor.undo", NULL));
  g_assert_cmpuint (g_list_model_get_n_items (tactics_ruleset_get_unit_types (terrains)), ==, 0);
  close_window (window);
}

/* Opening a file that a window already shows presents that window, from
 * Open, Open Recent and the command line alike. */
static void
test_open_twice (void)
{
  g_autofree char *bundled_path = bundled_ruleset_path ();
  g_autoptr(GFile) map_file = write_map ("twice.map.xml", bundled_path);
  g_autofree char *uri = g_file_get_uri (map_file);
  g_autofree char *path = g_file_get_path (map_file);
  g_autoptr(GFile) same = g_file_new_for_path (path);
  GList *windows;
  TacticsEditorWindow *window;
  guint n_windows;

  tactics_editor_application_open_file (app, map_file);
  ui_test_iterate ();
  windows = gtk_application_get_windows (GTK_APPLICATION (app));
  window = windows->data;
  n_windows = g_list_length (windows);
  g_assert_true (g_file_equal (tactics_editor_document_get_file (
                                 tactics_editor_window_get_document (window)), map_file));
  /* Unsaved work there stays as it is. */
  tactics_editor_document_set_modified (tactics_editor_window_get_document (window), TRUE);

  tactics_editor_application_open_file (app, same);
  ui_test_iterate ();
  g_assert_cmpuint (g_list_length (gtk_application_get_windows (GTK_APPLICATION (app))), ==,
                    n_windows);
  g_assert_true (gtk_application_get_windows (GTK_APPLICATION (app))->data == window);

  g_action_group_activate_action (G_ACTION_GROUP (app), "open-recent", g_variant_new_string (uri));
  ui_test_iterate ();
  g_assert_cmpuint (g_list_length (gtk_application_get_windows (GTK_APPLICATION (app))), ==,
                    n_windows);

  g_application_open (G_APPLICATION (app), &same, 1, "");
  ui_test_iterate ();
  g_assert_cmpuint (g_list_length (gtk_application_get_windows (GTK_APPLICATION (app))), ==,
                    n_windows);
  g_assert_true (tactics_editor_document_get_modified (
                   tactics_editor_window_get_document (window)));

  close_window (window);
  g_file_delete (map_file, NULL, NULL);
}

/* A scenario file in the scratch folder naming @map_name there. */
static GFile *
write_scenario (const char *name,
                const char *map_name)
{
  g_autofree char *path = g_build_filename (scratch, name, NULL);
  g_autofree char *contents = g_strdup_printf (
    "<?xml version=\"1.0\" encoding=\"UTF-8\"?>\n"
    "<tactics-scenario version=\"1\" name=\"Fort\" map=\"%s\">\n"
    "  <sides>\n"
    "    <side id=\"a\" name=\"A\" team=\"0\" controller=\"human\" level=\"normal\"/>\n"
    "    <side id=\"b\" name=\"B\" team=\"1\" controller=\"computer\" level=\"normal\"/>\n"
    "  </sides>\n"
    "</tactics-scenario>\n", map_name);

  g_assert_true (g_file_set_contents (path, contents, -1, NULL));
  return g_file_new_for_path (path);
}

static char *
read_file (GFile *file)
{
  char *contents = NULL;

  g_assert_true (g_file_load_contents (file, NULL, &contents, NULL, NULL, NULL));
  return contents;
}

/* Paints a cell of the scenario's map and saves with @action: Save asks
 * before it writes the map file too, naming both files, and writes
 * nothing until answered. The dialog, shown. */
static GtkWidget *
paint_and_save (TacticsEditorWindow *window,
                const char          *action,
                GFile               *scenario_file,
                GFile               *map_file)
{
  TacticsEditorDocument *document = tactics_editor_window_get_document (window);
  g_autofree char *scenario_before = read_file (scenario_file);
  g_autofree char *map_before = read_file (map_file);
  g_autofree char *scenario_after = NULL;
  g_autofree char *map_after = NULL;
  g_autofree char *details = NULL;
  g_autofree char *scenario_path = g_file_get_path (scenario_file);
  g_autofree char *map_path = g_file_get_path (map_file);
  TacticsMap *map = tactics_editor_document_get_map (document);
  TacticsCell cell = { 1, 1 };
  GtkWidget *dialog;

  /* Another terrain than the cell has. */
  g_assert_cmpuint (tactics_editor_document_paint (document, &cell, 1,
                                                   tactics_map_get_terrain_index (map, cell) == 2
                                                   ? 3 : 2), ==, 1);
  g_assert_true (gtk_widget_activate_action (GTK_WIDGET (window), action, NULL));
  ui_test_iterate ();
  dialog = ui_test_find_dialog (GTK_WINDOW (window));
  g_assert_nonnull (dialog);
  details = secondary_text (dialog);
  g_assert_nonnull (strstr (details, shown (scenario_path)));
  g_assert_nonnull (strstr (details, shown (map_path)));
  scenario_after = read_file (scenario_file);
  map_after = read_file (map_file);
  g_assert_cmpstr (scenario_after, ==, scenario_before);
  g_assert_cmpstr (map_after, ==, map_before);
  return dialog;
}

/* A scenario file whose map was painted: Save and Save As ask before
 * writing the map file; Cancel writes nothing, Save Both both files, and
 * Save Map As a copy of the map that the scenario names from then on,
 * the old map file left as it was. */
static void
test_scenario_map_asked (void)
{
  g_autoptr(GFile) map_file = write_map ("fort.map.xml", bundled_ruleset_path ());
  g_autoptr(GFile) scenario_file = write_scenario ("fort.scenario.xml", "fort.map.xml");
  g_autofree char *copy_path = g_build_filename (scratch, "fort-copy.map.xml", NULL);
  g_autoptr(GFile) copy_file = g_file_new_for_path (copy_path);
  g_autofree char *map_before = read_file (map_file);
  g_autofree char *map_after = NULL;
  g_autofree char *chosen_name = NULL;
  g_autoptr(TacticsScenario) loaded = NULL;
  g_autoptr(GError) error = NULL;
  TacticsEditorWindow *window = open_window (scenario_file);
  TacticsEditorDocument *document = tactics_editor_window_get_document (window);
  GtkFileChooser *chooser;
  GtkWidget *dialog;

  /* Cancel: nothing written, still modified. */
  dialog = paint_and_save (window, "editor.save", scenario_file, map_file);
  ui_test_save_screenshot (dialog, "scenario-map-save-both");
  gtk_dialog_response (GTK_DIALOG (dialog), GTK_RESPONSE_CANCEL);
  ui_test_iterate ();
  g_assert_true (tactics_editor_document_get_modified (document));

  /* Save Both. */
  g_assert_true (gtk_widget_activate_action (GTK_WIDGET (window), "editor.save", NULL));
  ui_test_iterate ();
  dialog = ui_test_find_dialog (GTK_WINDOW (window));
  g_assert_nonnull (dialog);
  gtk_dialog_response (GTK_DIALOG (dialog), GTK_RESPONSE_ACCEPT);
  ui_test_iterate ();
  g_assert_false (tactics_editor_document_get_modified (document));
  map_after = read_file (map_file);
  g_assert_cmpstr (map_after, !=, map_before);
  g_clear_pointer (&map_before, g_free);
  map_before = g_steal_pointer (&map_after);

  /* Save Map As: a copy, the chooser beside the map, named after it. */
  dialog = paint_and_save (window, "editor.save", scenario_file, map_file);
  gtk_dialog_response (GTK_DIALOG (dialog), GTK_RESPONSE_APPLY);
  ui_test_iterate ();
  chooser = GTK_FILE_CHOOSER (find_toplevel_of_type (GTK_TYPE_FILE_CHOOSER_DIALOG));
  g_assert_nonnull (chooser);
  chosen_name = gtk_file_chooser_get_current_name (chooser);
  g_assert_cmpstr (chosen_name, ==, "fort.map.xml");
  gtk_file_chooser_set_current_name (chooser, "fort-copy.map.xml");
  /* The chooser loads the folder in the background. */
  for (int i = 0; i < 200; i++)
    {
      g_autoptr(GFile) chosen = gtk_file_chooser_get_file (chooser);

      if (chosen != NULL && g_file_equal (chosen, copy_file))
        break;
      ui_test_iterate ();
      g_usleep (10000);
    }
  gtk_dialog_response (GTK_DIALOG (chooser), GTK_RESPONSE_ACCEPT);
  for (int i = 0; i < 200 && tactics_editor_document_get_modified (document); i++)
    {
      ui_test_iterate ();
      g_usleep (10000);
    }
  g_assert_false (tactics_editor_document_get_modified (document));
  g_assert_null (tactics_editor_window_get_error (window));
  map_after = read_file (map_file);
  g_assert_cmpstr (map_after, ==, map_before);
  loaded = tactics_scenario_load (scenario_file, &error);
  g_assert_no_error (error);
  g_assert_cmpstr (tactics_scenario_get_map_path (loaded), ==, "fort-copy.map.xml");
  g_assert_cmpuint (tactics_map_get_terrain_index (tactics_scenario_get_map (loaded),
                                                   (TacticsCell) { 1, 1 }), ==,
                    tactics_map_get_terrain_index (tactics_editor_document_get_map (document),
                                                   (TacticsCell) { 1, 1 }));

  /* Saving as another scenario file (Save As) asks as well. */
  {
    g_autofree char *other_path = g_build_filename (scratch, "fort-other.scenario.xml", NULL);
    g_autoptr(GFile) other = g_file_new_for_path (other_path);
    TacticsCell cell = { 2, 1 };
    TacticsMap *map = tactics_editor_document_get_map (document);

    g_assert_cmpuint (tactics_editor_document_paint (document, &cell, 1,
                                                     tactics_map_get_terrain_index (map, cell) == 2
                                                     ? 3 : 2), ==, 1);
    g_assert_false (tactics_editor_window_save_checked (window, other, FALSE));
    dialog = ui_test_find_dialog (GTK_WINDOW (window));
    g_assert_nonnull (dialog);
    g_assert_false (g_file_query_exists (other, NULL));
    gtk_dialog_response (GTK_DIALOG (dialog), GTK_RESPONSE_CANCEL);
    ui_test_iterate ();
  }

  close_window (window);
  g_unlink (copy_path);
  g_assert_cmpint (g_unlink (g_file_peek_path (scenario_file)), ==, 0);
  g_assert_cmpint (g_unlink (g_file_peek_path (map_file)), ==, 0);
}

/* A bundled map copied to the user's folder names "../default.ruleset.xml",
 * which is not there: it opens on the bundled ruleset, the bar says so,
 * the ruleset pages name the bundled file (changes go to a copy), and the map saved
 * names that file, so it opens again without the notice. */
static void
test_copied_bundled_map (void)
{
  g_autoptr(GFile) file = write_map ("copied.map.xml", "../default.ruleset.xml");
  g_autofree char *bundled = bundled_ruleset_path ();
  g_autofree char *expected = g_strdup_printf ("copied.map.xml: the ruleset "
                                               "“../default.ruleset.xml” is not there: using "
                                               "the bundled one, %s", bundled);
  g_autoptr(TacticsMap) saved = NULL;
  g_autoptr(GError) error = NULL;
  TacticsEditorWindow *window = open_window (file);
  TacticsEditorDocument *document = tactics_editor_window_get_document (window);
  TacticsCell cell = { 0, 0 };

  g_assert_cmpstr (tactics_editor_window_get_error (window), ==, expected);
  g_assert_cmpstr (source_of (window->units_page), ==,
                   "Rules from default.ruleset.xml (bundled; changes are saved as a copy)");

  tactics_editor_document_paint (document, &cell, 1, 2);
  g_assert_true (tactics_editor_window_save_checked (window, file, FALSE));
  saved = tactics_map_load (file, &error);
  g_assert_no_error (error);
  g_assert_null (tactics_map_get_ruleset_fallback (saved));
  {
    g_autoptr(GFile) folder = g_file_get_parent (file);
    g_autoptr(GFile) rules = g_file_resolve_relative_path (folder,
                                                           tactics_map_get_ruleset_path (saved));
    g_autoptr(GFile) bundled_file = g_file_new_for_path (bundled);

    g_assert_true (g_file_equal (rules, bundled_file));
  }

  close_window (window);
  g_assert_cmpint (g_unlink (g_file_peek_path (file)), ==, 0);
}

int
main (int   argc,
      char *argv[])
{
  int status;

  editor_test_init (&argc, &argv);

  g_test_add_func ("/files/bundled-ruleset-never-written", test_bundled_ruleset_never_written);
  g_test_add_func ("/files/bundled-ruleset-discard", test_bundled_ruleset_discard);
  g_test_add_func ("/files/close-while-asking", test_close_while_asking);
  g_test_add_func ("/files/new-map-discard", test_new_map_discard);
  g_test_add_func ("/files/save-lists-both", test_save_lists_both_files);
  g_test_add_func ("/files/save-names-lost-terrains", test_save_names_lost_terrains);
  g_test_add_func ("/files/ruleset-save-names-lost-terrains",
                   test_ruleset_save_names_lost_terrains);
  g_test_add_func ("/files/inline-terrains", test_inline_terrains_source);
  g_test_add_func ("/files/inline-terrains-make-ruleset", test_inline_terrains_make_ruleset);
  g_test_add_func ("/files/open-already-open", test_open_twice);
  g_test_add_func ("/files/scenario-map-asked", test_scenario_map_asked);
  g_test_add_func ("/files/copied-bundled-map", test_copied_bundled_map);

  status = g_test_run ();

  editor_test_clean_up ();
  return status;
}
