/* SPDX-License-Identifier: GPL-3.0-or-later */
/* The editor window's live map check and its play-test (F5): problems
 * follow the scenario's edits in the panel under the minimap; activating
 * one shows its cells on the map; F5 is refused with the reason while
 * there are errors, and otherwise opens the real game on the document as
 * it is now; the game goes when the window does. */
#include "config.h"

#include <glib/gstdio.h>
#include <string.h>

#include "editor-test-helpers.h"
#include "tactics-editor-problems-panel.h"
#include "tactics-editor-window-private.h"
#include "ui-test-display.h"
#include "ui-test-helpers.h"
#include "required-tools.h"

static void
open_bundled (EditorFixture *fixture,
              gconstpointer  data)
{
  g_autofree char *path = g_build_filename (g_getenv ("TACTICS_DATADIR"), "scenarios",
                                            "hold-the-ford.scenario.xml", NULL);
  g_autoptr(GFile) file = g_file_new_for_path (path);

  editor_fixture_open (fixture, file);
}

/* Lets the check's pause pass and the panel show what it found. */
static const char *
checked_summary (EditorFixture *fixture)
{
  TacticsEditorProblemsPanel *panel =
    TACTICS_EDITOR_PROBLEMS_PANEL (fixture->window->problems_panel);
  gint64 until = g_get_monotonic_time () + 600 * 1000;

  while (g_get_monotonic_time () < until)
    ui_test_iterate ();
  return tactics_editor_problems_panel_get_summary (panel);
}

static void
test_live_check (EditorFixture *fixture,
                 gconstpointer  data)
{
  TacticsScenario *scenario = tactics_editor_document_get_scenario (fixture->document);
  g_autoptr(TacticsSide) west = g_list_model_get_item (tactics_scenario_get_sides (scenario), 0);
  GtkWidget *list;
  GtkListBoxRow *row;

  g_assert_cmpstr (checked_summary (fixture), ==, "No problems found");
  g_assert_true (gtk_widget_get_visible (fixture->window->problems_panel));

  /* An army larger than its start zone: an error, at once in the panel. */
  tactics_side_set_budget (west, 99);
  g_assert_cmpstr (checked_summary (fixture), ==, "1 error");
  ui_test_save_screenshot (GTK_WIDGET (fixture->window), "editor-problems");

  /* Activated, its cells are shown on the map. */
  list = ui_test_find_widget (fixture->window->problems_panel, "GtkListBox");
  row = gtk_list_box_get_row_at_index (GTK_LIST_BOX (list), 0);
  g_signal_emit_by_name (list, "row-activated", row);
  g_assert_cmpuint (tactics_cell_layer_get_n_cells (fixture->window->problem_layer), >, 0);
  g_assert_cmpstr (gtk_stack_get_visible_child_name (fixture->window->pages), ==, "map");

  /* F5 says why it cannot play, and plays nothing. */
  activate (fixture, "editor.play-test", NULL);
  g_assert_nonnull (tactics_editor_window_get_error (fixture->window));
  g_assert_true (g_str_has_prefix (tactics_editor_window_get_error (fixture->window),
                                   "This cannot be played yet: "));
  g_assert_false (tactics_editor_play_test_is_running (fixture->window->play_test));

  /* Put right, the scenario checks clean again. */
  tactics_side_set_budget (west, 4);
  g_assert_cmpstr (checked_summary (fixture), ==, "No problems found");
}

static void
test_play_test (EditorFixture *fixture,
                gconstpointer  data)
{
  g_autofree char *xdotool = g_find_program_in_path ("xdotool");
  g_autofree char *window_id = NULL;

  activate (fixture, "editor.play-test", NULL);
  g_assert_null (tactics_editor_window_get_error (fixture->window));
  g_assert_true (tactics_editor_play_test_is_running (fixture->window->play_test));
  if (xdotool == NULL)
    {
      required_tool_noted ("xdotool", "not installed: the game's window is not looked for");
      return;
    }
  window_id = ui_test_display_find_window ("Hold the Ford — Tactics", 60);
  /* One at a time. */
  activate (fixture, "editor.play-test", NULL);
  g_assert_nonnull (strstr (tactics_editor_window_get_error (fixture->window), "already"));

  /* Closed, the window takes the game and its copy of the document with
   * it, at once. */
  gtk_window_destroy (GTK_WINDOW (fixture->window));
  {
    g_autoptr(GDir) tmp = g_dir_open (g_get_tmp_dir (), 0, NULL);
    const char *name;

    while (tmp != NULL && (name = g_dir_read_name (tmp)) != NULL)
      g_assert_false (g_str_has_prefix (name, "tactics-play-test-"));
  }
}

int
main (int   argc,
      char *argv[])
{
  char private_tmp[] = "/tmp/tactics-test-check-XXXXXX";
  int status;

  /* A temporary folder of its own, before anything asks GLib for one:
   * other tests' play-tests run beside this one. */
  g_assert_nonnull (g_mkdtemp (private_tmp));
  g_setenv ("TMPDIR", private_tmp, TRUE);
  editor_test_init (&argc, &argv);

  g_test_add ("/editor-check/live", EditorFixture, NULL, open_bundled, test_live_check,
              editor_fixture_tear_down);
  g_test_add ("/editor-check/play-test", EditorFixture, NULL, open_bundled, test_play_test,
              editor_fixture_tear_down);

  status = g_test_run ();
  editor_test_clean_up ();
  g_rmdir (private_tmp);
  return status;
}
