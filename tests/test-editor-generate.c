/* SPDX-License-Identifier: GPL-3.0-or-later */
/* The editor's Generate Map… dialog driven through its widgets: the
 * preview follows every change of an option, Another draws a new seed,
 * options that make no map say why and keep Create off, the preview is
 * what tactics-cli generate writes for the same options, and Create opens
 * the map and its scenario as a new, unsaved document, named in the
 * editor's language. */
#include "config.h"

#include <glib/gstdio.h>
#include <string.h>

#include "editor-test-helpers.h"
#include "tactics-editor-generate-dialog.h"
#include "tactics-editor-size-field.h"

static TacticsMap *
preview_map (GtkWidget *dialog)
{
  return tactics_minimap_get_map (TACTICS_MINIMAP (ui_test_find_widget (dialog, "preview")));
}

/* Runs the main loop until the preview shows another map than @before:
 * the dialog's own timer must bring it, nobody asks. */
static void
wait_for_new_preview (GtkWidget  *dialog,
                      TacticsMap *before)
{
  gint64 give_up = g_get_monotonic_time () + 10 * G_USEC_PER_SEC;

  while (preview_map (dialog) == before)
    {
      g_assert_cmpint (g_get_monotonic_time (), <, give_up);
      g_main_context_iteration (NULL, FALSE);
      g_usleep (5000);
    }
}

static GtkWidget *
new_dialog (EditorFixture *fixture)
{
  g_autoptr(TacticsRuleset) bundled = tactics_editor_application_load_default_ruleset ();
  GtkWidget *dialog = tactics_editor_generate_dialog_new (GTK_WINDOW (fixture->window), bundled);

  gtk_window_present (GTK_WINDOW (dialog));
  ui_test_wait_for_widget (dialog);
  return dialog;
}

static GBytes *
cli_generate (const char **options)
{
  g_autofree char *path = g_build_filename (scratch, "cli.map.xml", NULL);
  g_autoptr(GPtrArray) argv = g_ptr_array_new ();
  g_autoptr(GError) error = NULL;
  g_autofree char *contents = NULL;
  gsize length;
  int status;

  g_ptr_array_add (argv, (gpointer) g_getenv ("TACTICS_CLI"));
  g_ptr_array_add (argv, (gpointer) "generate");
  for (guint i = 0; options[i] != NULL; i++)
    g_ptr_array_add (argv, (gpointer) options[i]);
  g_ptr_array_add (argv, (gpointer) "-o");
  g_ptr_array_add (argv, path);
  g_ptr_array_add (argv, NULL);
  g_spawn_sync (NULL, (char **) argv->pdata, NULL, G_SPAWN_DEFAULT, NULL, NULL, NULL, NULL,
                &status, &error);
  g_assert_no_error (error);
  g_assert_true (g_spawn_check_wait_status (status, NULL));
  g_file_get_contents (path, &contents, &length, &error);
  g_assert_no_error (error);
  g_unlink (path);
  return g_bytes_new_take (g_steal_pointer (&contents), length);
}

static void
test_preview_follows (EditorFixture *fixture,
                      gconstpointer  data)
{
  GtkWidget *dialog = new_dialog (fixture);
  GtkWidget *seed = ui_test_find_widget (dialog, "seed_entry");
  const char *seed_before;
  g_autofree char *drawn_seed = NULL;
  TacticsMap *map;

  ui_test_save_screenshot (dialog, "editor-generate");
  map = preview_map (dialog);
  g_assert_nonnull (map);
  g_assert_cmpint (tactics_map_get_width (map), ==, 32);

  /* Each option, changed in its widget, brings a new map. */
  gtk_drop_down_set_selected (GTK_DROP_DOWN (ui_test_find_widget (dialog, "topology_dropdown")),
                              1);
  wait_for_new_preview (dialog, map);
  map = preview_map (dialog);
  g_assert_cmpint (tactics_map_get_topology (map), ==, TACTICS_TOPOLOGY_HEX);

  gtk_spin_button_set_value (GTK_SPIN_BUTTON (ui_test_find_widget (dialog, "players_spin")), 4);
  wait_for_new_preview (dialog, map);
  map = preview_map (dialog);
  g_assert_cmpuint (g_list_model_get_n_items (tactics_scenario_get_sides (
    tactics_editor_generate_dialog_get_scenario (TACTICS_EDITOR_GENERATE_DIALOG (dialog)))),
    ==, 4);

  gtk_drop_down_set_selected (GTK_DROP_DOWN (ui_test_find_widget (dialog, "style_dropdown")),
                              TACTICS_MAP_STYLE_ISLANDS);
  wait_for_new_preview (dialog, map);
  map = preview_map (dialog);

  tactics_editor_size_field_set_size (TACTICS_EDITOR_SIZE_FIELD (
                                        ui_test_find_widget (dialog, "size_field")), 40, 30);
  wait_for_new_preview (dialog, map);
  map = preview_map (dialog);
  g_assert_cmpint (tactics_map_get_width (map), ==, 40);

  gtk_editable_set_text (GTK_EDITABLE (seed), "77");
  wait_for_new_preview (dialog, map);
  map = preview_map (dialog);

  /* Another: a new seed in the field, and its map. */
  seed_before = gtk_editable_get_text (GTK_EDITABLE (seed));
  drawn_seed = g_strdup (seed_before);
  g_signal_emit_by_name (ui_test_find_widget (dialog, "another_button"), "clicked");
  g_assert_cmpstr (gtk_editable_get_text (GTK_EDITABLE (seed)), !=, drawn_seed);
  wait_for_new_preview (dialog, map);
  gtk_window_destroy (GTK_WINDOW (dialog));
}

static void
test_preview_is_cli (EditorFixture *fixture,
                     gconstpointer  data)
{
  GtkWidget *dialog = new_dialog (fixture);
  const char *options[] = {
    "--topology", "hex", "--size", "36,28", "--players", "3", "--symmetry", "rotate-120",
    "--style", "mountains", "--seed", "2024", NULL
  };
  g_autoptr(GBytes) cli = cli_generate (options);
  g_autoptr(GBytes) preview = NULL;
  TacticsMap *map = preview_map (dialog);

  gtk_drop_down_set_selected (GTK_DROP_DOWN (ui_test_find_widget (dialog, "topology_dropdown")),
                              1);
  tactics_editor_size_field_set_size (TACTICS_EDITOR_SIZE_FIELD (
                                        ui_test_find_widget (dialog, "size_field")), 36, 28);
  gtk_spin_button_set_value (GTK_SPIN_BUTTON (ui_test_find_widget (dialog, "players_spin")), 3);
  gtk_drop_down_set_selected (GTK_DROP_DOWN (ui_test_find_widget (dialog, "symmetry_dropdown")),
                              5);
  gtk_drop_down_set_selected (GTK_DROP_DOWN (ui_test_find_widget (dialog, "style_dropdown")),
                              TACTICS_MAP_STYLE_MOUNTAINS);
  gtk_editable_set_text (GTK_EDITABLE (ui_test_find_widget (dialog, "seed_entry")), "2024");
  wait_for_new_preview (dialog, map);

  preview = tactics_map_to_self_contained_bytes (preview_map (dialog));
  g_assert_cmpmem (g_bytes_get_data (preview, NULL), g_bytes_get_size (preview),
                   g_bytes_get_data (cli, NULL), g_bytes_get_size (cli));
  gtk_window_destroy (GTK_WINDOW (dialog));
}

/* Another ruleset's terrains, here one without roles (guessed from the
 * names): still the command line's map for it. */
static void
test_ruleset_file (EditorFixture *fixture,
                   gconstpointer  data)
{
  GtkWidget *dialog = new_dialog (fixture);
  g_autofree char *bundled_path = g_build_filename (g_getenv ("TACTICS_DATADIR"),
                                                    "default.ruleset.xml", NULL);
  g_autofree char *path = g_build_filename (scratch, "no-roles.ruleset.xml", NULL);
  g_autoptr(GFile) file = g_file_new_for_path (path);
  g_autoptr(GFile) missing = g_file_new_for_path ("/no/such/folder/x.ruleset.xml");
  g_autoptr(GRegex) roles = g_regex_new (" role=\"[a-z]+\"", 0, 0, NULL);
  g_autofree char *contents = NULL;
  g_autofree char *stripped = NULL;
  g_autoptr(GBytes) cli = NULL;
  g_autoptr(GBytes) preview = NULL;
  g_autoptr(GError) error = NULL;
  TacticsMap *map = preview_map (dialog);
  const char *options[] = {
    "--topology", "square", "--size", "32,24", "--players", "2", "--symmetry", "mirror-h",
    "--style", "open", "--seed", "0", "--ruleset", path, NULL
  };

  g_file_get_contents (bundled_path, &contents, NULL, &error);
  g_assert_no_error (error);
  stripped = g_regex_replace_literal (roles, contents, -1, 0, "", 0, &error);
  g_assert_no_error (error);
  g_assert_null (strstr (stripped, " role="));
  g_file_set_contents (path, stripped, -1, &error);
  g_assert_no_error (error);

  g_assert_false (tactics_editor_generate_dialog_set_ruleset_file (
                    TACTICS_EDITOR_GENERATE_DIALOG (dialog), missing));
  g_assert_true (gtk_widget_get_visible (ui_test_find_widget (dialog, "error_label")));
  g_assert_true (tactics_editor_generate_dialog_set_ruleset_file (
                   TACTICS_EDITOR_GENERATE_DIALOG (dialog), file));
  g_assert_cmpstr (gtk_label_get_text (GTK_LABEL (ui_test_find_widget (dialog, "ruleset_label"))),
                   ==, "no-roles.ruleset.xml");
  wait_for_new_preview (dialog, map);

  cli = cli_generate (options);
  preview = tactics_map_to_self_contained_bytes (preview_map (dialog));
  g_assert_cmpmem (g_bytes_get_data (preview, NULL), g_bytes_get_size (preview),
                   g_bytes_get_data (cli, NULL), g_bytes_get_size (cli));
  gtk_window_destroy (GTK_WINDOW (dialog));
  g_unlink (path);
}

static void
test_refused (EditorFixture *fixture,
              gconstpointer  data)
{
  GtkWidget *dialog = new_dialog (fixture);
  GtkWidget *create = gtk_dialog_get_widget_for_response (GTK_DIALOG (dialog), GTK_RESPONSE_OK);
  GtkWidget *error_label = ui_test_find_widget (dialog, "error_label");
  TacticsMap *map = preview_map (dialog);

  g_assert_true (gtk_widget_get_sensitive (create));
  gtk_drop_down_set_selected (GTK_DROP_DOWN (ui_test_find_widget (dialog, "topology_dropdown")),
                              1);
  gtk_drop_down_set_selected (GTK_DROP_DOWN (ui_test_find_widget (dialog, "symmetry_dropdown")),
                              4);
  wait_for_new_preview (dialog, map);
  g_assert_null (preview_map (dialog));
  g_assert_false (gtk_widget_get_sensitive (create));
  g_assert_true (gtk_widget_get_visible (error_label));
  g_assert_cmpstr (gtk_label_get_text (GTK_LABEL (error_label)), ==,
                   "rotate-90 is not a symmetry of a hex grid: use rotate-180 or rotate-120");

  /* A seed that is no number: said, and Create stays off. */
  gtk_drop_down_set_selected (GTK_DROP_DOWN (ui_test_find_widget (dialog, "symmetry_dropdown")),
                              3);
  gtk_editable_set_text (GTK_EDITABLE (ui_test_find_widget (dialog, "seed_entry")), "-5");
  g_assert_null (tactics_editor_generate_dialog_get_scenario (
                   TACTICS_EDITOR_GENERATE_DIALOG (dialog)));
  g_assert_false (gtk_widget_get_sensitive (create));
  g_assert_true (gtk_widget_get_visible (error_label));
  gtk_window_destroy (GTK_WINDOW (dialog));
}

/* The window whose document's map is named @name. */
static TacticsEditorWindow *
window_with_map (const char *name)
{
  GListModel *toplevels = gtk_window_get_toplevels ();

  for (guint i = 0; i < g_list_model_get_n_items (toplevels); i++)
    {
      g_autoptr(GtkWindow) toplevel = g_list_model_get_item (toplevels, i);

      if (TACTICS_IS_EDITOR_WINDOW (toplevel)
          && g_strcmp0 (tactics_map_get_name (tactics_editor_document_get_map (
                          tactics_editor_window_get_document (TACTICS_EDITOR_WINDOW (toplevel)))),
                        name) == 0)
        return TACTICS_EDITOR_WINDOW (toplevel);
    }
  return NULL;
}

/* Generate Map… from the application's menu, shown, with the seed 5. */
static GtkWidget *
open_generate_seed_5 (void)
{
  GtkWidget *dialog;

  g_action_group_activate_action (G_ACTION_GROUP (app), "generate", NULL);
  dialog = find_toplevel_of_type (TACTICS_TYPE_EDITOR_GENERATE_DIALOG);
  g_assert_nonnull (dialog);
  ui_test_wait_for_widget (dialog);
  gtk_editable_set_text (GTK_EDITABLE (ui_test_find_widget (dialog, "seed_entry")), "5");
  return dialog;
}

static void
test_create (EditorFixture *fixture,
             gconstpointer  data)
{
  GtkWidget *dialog;
  TacticsScenario *scenario;
  TacticsEditorWindow *window;
  TacticsEditorDocument *document;
  g_autoptr(GBytes) expected = NULL;
  g_autoptr(GBytes) opened = NULL;

  dialog = open_generate_seed_5 ();
  scenario = tactics_editor_generate_dialog_get_scenario (TACTICS_EDITOR_GENERATE_DIALOG (dialog));
  g_assert_nonnull (scenario);
  expected = tactics_scenario_to_self_contained_bytes (scenario);

  gtk_dialog_response (GTK_DIALOG (dialog), GTK_RESPONSE_OK);
  ui_test_iterate ();
  g_assert_null (find_toplevel_of_type (TACTICS_TYPE_EDITOR_GENERATE_DIALOG));

  window = window_with_map ("Generated map");
  g_assert_nonnull (window);
  document = tactics_editor_window_get_document (window);
  /* New and unsaved, with the scenario, as generated. */
  g_assert_null (tactics_editor_document_get_file (document));
  g_assert_nonnull (tactics_editor_document_get_scenario (document));
  opened = tactics_scenario_to_self_contained_bytes (
    tactics_editor_document_get_scenario (document));
  g_assert_true (g_bytes_equal (opened, expected));

  /* An ordinary document: nothing to undo yet, a paint undone gives the
   * generated map back. */
  g_assert_false (tactics_editor_document_can_undo (document));
  g_assert_cmpuint (tactics_editor_document_paint (document, &(TacticsCell) { 15, 11 }, 1, WATER)
                    + tactics_editor_document_paint (document, &(TacticsCell) { 16, 11 }, 1,
                                                     PLAINS), >, 0);
  g_assert_true (tactics_editor_document_get_modified (document));
  while (tactics_editor_document_can_undo (document))
    tactics_editor_document_undo (document);
  g_clear_pointer (&opened, g_bytes_unref);
  opened = tactics_scenario_to_self_contained_bytes (
    tactics_editor_document_get_scenario (document));
  g_assert_true (g_bytes_equal (opened, expected));
  if (window != fixture->window)
    gtk_window_destroy (GTK_WINDOW (window));
}

/* In another language, Create names the map, the scenario, its sides and
 * their start zones in that language, as the editor names what it adds;
 * the description keeps the options in the command's words. */
static void
in_japanese_set_up (EditorFixture *fixture,
                    gconstpointer  data)
{
  ui_test_use_language ("ja");
  editor_fixture_set_up (fixture, data);
}

static void
test_names_in_language (EditorFixture *fixture,
                        gconstpointer  data)
{
  GtkWidget *dialog;
  TacticsEditorWindow *window;
  TacticsScenario *scenario;
  GListModel *sides;

  dialog = open_generate_seed_5 ();
  g_assert_nonnull (
    tactics_editor_generate_dialog_get_scenario (TACTICS_EDITOR_GENERATE_DIALOG (dialog)));
  gtk_dialog_response (GTK_DIALOG (dialog), GTK_RESPONSE_OK);
  ui_test_iterate ();

  window = window_with_map ("生成されたマップ");
  g_assert_nonnull (window);
  scenario = tactics_editor_document_get_scenario (tactics_editor_window_get_document (window));
  g_assert_cmpstr (tactics_scenario_get_name (scenario), ==, "生成された戦い");
  g_assert_true (g_str_has_prefix (tactics_scenario_get_description (scenario), "Generated: "));
  sides = tactics_scenario_get_sides (scenario);
  g_assert_cmpuint (g_list_model_get_n_items (sides), ==, 2);
  for (guint i = 0; i < 2; i++)
    {
      g_autoptr(TacticsSide) side = g_list_model_get_item (sides, i);
      TacticsRegion *zone = tactics_scenario_lookup_region (scenario,
                                                            tactics_side_get_start_zone (side));
      g_autofree char *player = g_strdup_printf ("プレイヤー %u", i + 1);
      g_autofree char *start = g_strdup_printf ("開始 %u", i + 1);

      g_assert_cmpstr (tactics_side_get_name (side), ==, player);
      g_assert_nonnull (zone);
      g_assert_cmpstr (tactics_region_get_name (zone), ==, start);
    }
  if (window != fixture->window)
    gtk_window_destroy (GTK_WINDOW (window));
  ui_test_use_language ("en");
}

/* A big preview is made away from the main loop, which keeps turning
 * meanwhile; when the fields change during it, its map is dropped and the
 * newest options' shown instead. Closing the dialog then leaves nothing
 * behind. */
static void
test_preview_in_background (EditorFixture *fixture,
                            gconstpointer  data)
{
  GtkWidget *dialog = new_dialog (fixture);
  TacticsMap *first = preview_map (dialog);
  TacticsGenerateOptions options;
  gint64 give_up = g_get_monotonic_time () + 120 * G_USEC_PER_SEC;
  gint64 big_asked;
  guint iterations = 0;

  tactics_generate_options_init (&options);
  options.width = options.height = 4096;
  options.seed = 7;
  tactics_editor_generate_dialog_set_options (TACTICS_EDITOR_GENERATE_DIALOG (dialog), &options);
  /* Past the dialog's typing delay: the big map is on its way. */
  big_asked = g_get_monotonic_time ();
  while (g_get_monotonic_time () < big_asked + 400 * 1000)
    {
      g_main_context_iteration (NULL, FALSE);
      g_usleep (5000);
      iterations++;
    }
  /* The loop was not held up by the big map. */
  g_assert_cmpuint (iterations, >, 10);
  g_assert_true (preview_map (dialog) == first);

  options.width = 40;
  options.height = 30;
  options.seed = 8;
  tactics_editor_generate_dialog_set_options (TACTICS_EDITOR_GENERATE_DIALOG (dialog), &options);
  while (preview_map (dialog) == first || tactics_map_get_width (preview_map (dialog)) != 40)
    {
      /* The big map, asked for before, never shows. */
      g_assert_true (preview_map (dialog) == first ||
                     tactics_map_get_width (preview_map (dialog)) != 4096);
      g_assert_cmpint (g_get_monotonic_time (), <, give_up);
      g_main_context_iteration (NULL, FALSE);
      g_usleep (5000);
    }
  g_assert_cmpint (tactics_map_get_height (preview_map (dialog)), ==, 30);
  g_assert_true (tactics_editor_generate_dialog_get_scenario (
                   TACTICS_EDITOR_GENERATE_DIALOG (dialog)) != NULL);

  /* Closed while another preview is on its way. */
  options.seed = 9;
  tactics_editor_generate_dialog_set_options (TACTICS_EDITOR_GENERATE_DIALOG (dialog), &options);
  big_asked = g_get_monotonic_time ();
  while (g_get_monotonic_time () < big_asked + 200 * 1000)
    g_main_context_iteration (NULL, FALSE);
  gtk_window_destroy (GTK_WINDOW (dialog));
  ui_test_iterate ();
}

/* What the opener of the dialog sees of an answer: which, and how long
 * asking for the scenario then held the main loop. */
typedef struct {
  int      response;
  guint    n_responses;
  gint64   asked_us;
  int      width;
} Answer;

static void
on_answer (TacticsEditorGenerateDialog *dialog,
           int                          response,
           Answer                      *answer)
{
  gint64 start = g_get_monotonic_time ();
  TacticsScenario *scenario = tactics_editor_generate_dialog_get_scenario (dialog);

  answer->asked_us = g_get_monotonic_time () - start;
  answer->response = response;
  answer->n_responses++;
  answer->width = scenario != NULL ? tactics_map_get_width (tactics_scenario_get_map (scenario))
                                   : 0;
}

/* Create pressed while the preview of a big map is being made: the
 * dialog shows it works and answers once the map is made, the main loop
 * turning meanwhile; its opener then finds the map at once. Cancel
 * during another big preview gives it up without making it. */
static void
test_create_waits (EditorFixture *fixture,
                   gconstpointer  data)
{
  GtkWidget *dialog = new_dialog (fixture);
  GtkWidget *working = ui_test_find_widget (dialog, "working");
  TacticsGenerateOptions options;
  Answer answer = { 0 };
  gint64 give_up = g_get_monotonic_time () + 120 * G_USEC_PER_SEC;
  gint64 asked;
  guint iterations = 0;

  g_signal_connect (dialog, "response", G_CALLBACK (on_answer), &answer);
  g_assert_false (gtk_widget_get_visible (working));
  tactics_generate_options_init (&options);
  options.width = options.height = 2048;
  options.seed = 7;
  tactics_editor_generate_dialog_set_options (TACTICS_EDITOR_GENERATE_DIALOG (dialog), &options);
  /* At once, before the dialog's typing delay has even started the map. */
  gtk_dialog_response (GTK_DIALOG (dialog), GTK_RESPONSE_OK);
  g_assert_cmpuint (answer.n_responses, ==, 0);
  g_assert_true (gtk_widget_get_visible (working));
  ui_test_save_screenshot (dialog, "editor-generate-working");
  while (answer.n_responses == 0)
    {
      g_assert_cmpint (g_get_monotonic_time (), <, give_up);
      g_main_context_iteration (NULL, FALSE);
      g_usleep (5000);
      iterations++;
    }
  g_assert_cmpint (answer.response, ==, GTK_RESPONSE_OK);
  g_assert_cmpuint (answer.n_responses, ==, 1);
  g_assert_cmpint (answer.width, ==, 2048);
  /* The map was there: nothing made on the main loop. */
  g_assert_cmpint (answer.asked_us, <, 100 * 1000);
  g_assert_cmpuint (iterations, >, 10);
  g_assert_false (gtk_widget_get_visible (working));

  /* Cancel while the next big map is being made. */
  options.seed = 8;
  tactics_editor_generate_dialog_set_options (TACTICS_EDITOR_GENERATE_DIALOG (dialog), &options);
  /* Past the typing delay: the map is on its way. */
  asked = g_get_monotonic_time ();
  while (g_get_monotonic_time () < asked + 300 * 1000)
    {
      g_main_context_iteration (NULL, FALSE);
      g_usleep (5000);
    }
  gtk_dialog_response (GTK_DIALOG (dialog), GTK_RESPONSE_CANCEL);
  g_assert_cmpuint (answer.n_responses, ==, 2);
  g_assert_cmpint (answer.response, ==, GTK_RESPONSE_CANCEL);
  g_assert_cmpint (answer.asked_us, <, 100 * 1000);
  gtk_window_destroy (GTK_WINDOW (dialog));
  ui_test_iterate ();
}

int
main (int   argc,
      char *argv[])
{
  int status;

  /* Before the library binds its text domain: the names in Japanese. */
  ui_test_use_built_catalogues ();
  editor_test_init (&argc, &argv);

  ADD_EDITOR_TEST ("/editor/generate/preview-follows", TACTICS_TOPOLOGY_SQUARE,
                   test_preview_follows);
  ADD_EDITOR_TEST ("/editor/generate/preview-is-cli", TACTICS_TOPOLOGY_SQUARE,
                   test_preview_is_cli);
  ADD_EDITOR_TEST ("/editor/generate/ruleset-file", TACTICS_TOPOLOGY_SQUARE, test_ruleset_file);
  ADD_EDITOR_TEST ("/editor/generate/refused", TACTICS_TOPOLOGY_SQUARE, test_refused);
  ADD_EDITOR_TEST ("/editor/generate/create", TACTICS_TOPOLOGY_SQUARE, test_create);
  ADD_EDITOR_TEST ("/editor/generate/create-waits", TACTICS_TOPOLOGY_SQUARE, test_create_waits);
  g_test_add ("/editor/generate/names-in-language", EditorFixture,
              GINT_TO_POINTER (TACTICS_TOPOLOGY_SQUARE), in_japanese_set_up,
              test_names_in_language, editor_fixture_tear_down);
  ADD_EDITOR_TEST ("/editor/generate/preview-in-background", TACTICS_TOPOLOGY_SQUARE,
                   test_preview_in_background);

  status = g_test_run ();

  editor_test_clean_up ();
  return status;
}
