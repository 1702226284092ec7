/* SPDX-License-Identifier: GPL-3.0-or-later */
/* Check Balance… in the editor: the dialog plays its matches in the
 * background while the window keeps handling events, then shows the
 * result; closing it cancels the run; a scenario with errors is refused
 * with the reason, as the play-test is. */
#include "config.h"

#include <string.h>

#include "editor-test-helpers.h"
#include "tactics-editor-balance-dialog.h"
#include "tactics-editor-window-private.h"
#include "ui-test-display.h"
#include "ui-test-helpers.h"

static void
open_file (EditorFixture *fixture,
           const char    *folder,
           const char    *name)
{
  g_autofree char *path = g_build_filename (g_getenv ("TACTICS_DATADIR"), folder, name, NULL);
  g_autoptr(GFile) file = g_file_new_for_path (path);

  editor_fixture_open (fixture, file);
}

static void
open_skirmish (EditorFixture *fixture,
               gconstpointer  data)
{
  open_file (fixture, "maps", "skirmish.map.xml");
}

static void
open_ford (EditorFixture *fixture,
           gconstpointer  data)
{
  open_file (fixture, "scenarios", "hold-the-ford.scenario.xml");
}

static void
on_finished (TacticsEditorBalanceDialog *dialog,
             gboolean                   *finished)
{
  *finished = TRUE;
}

/* Iterates the main loop until @finished; returns how many iterations it
 * took, each one a chance for the window to handle its events. */
static guint
wait_finished (gboolean *finished)
{
  gint64 until = g_get_monotonic_time () + 120 * G_USEC_PER_SEC;
  guint iterations = 0;

  while (!*finished && g_get_monotonic_time () < until)
    {
      g_main_context_iteration (NULL, FALSE);
      g_usleep (1000);
      iterations++;
    }
  g_assert_true (*finished);
  return iterations;
}

/* @data: the language to show the dialog in; its picture is saved as
 * editor-balance-LANGUAGE.png, to look at. */
static void
test_dialog (EditorFixture *fixture,
             gconstpointer  data)
{
  const char *language = data;
  g_autoptr(TacticsArena) arena = tactics_arena_new_for_map (fixture->map, NULL, 2);
  const char * const names[] = { "Player 1", "Player 2", NULL };
  g_autofree char *screenshot = g_strdup_printf ("editor-balance-%s", language);
  TacticsEditorBalanceDialog *dialog;
  gboolean finished = FALSE;
  guint iterations;

  ui_test_use_language (language);

  tactics_arena_set_n_matches (arena, 24);
  dialog = TACTICS_EDITOR_BALANCE_DIALOG (
             tactics_editor_balance_dialog_new (GTK_WINDOW (fixture->window), arena, names,
                                                FALSE));
  g_object_ref (dialog);
  g_signal_connect (dialog, "finished", G_CALLBACK (on_finished), &finished);
  gtk_window_present (GTK_WINDOW (dialog));
  g_assert_true (tactics_editor_balance_dialog_is_running (dialog));
  g_assert_null (tactics_editor_balance_dialog_get_result (dialog));
  g_assert_cmpstr (tactics_editor_balance_dialog_get_verdict (dialog), ==, "");

  /* The matches run in other threads: the dialog came back before they
   * ended, and the main loop turns until they do.  How many turns depends
   * on the machine's speed, so only that there was one is checked. */
  g_assert_false (finished);
  iterations = wait_finished (&finished);
  g_assert_cmpuint (iterations, >=, 1);
  g_assert_false (tactics_editor_balance_dialog_is_running (dialog));
  g_assert_nonnull (tactics_editor_balance_dialog_get_result (dialog));
  g_assert_cmpuint (tactics_arena_result_get_n_matches (
                      tactics_editor_balance_dialog_get_result (dialog)), ==, 24);
  g_assert_cmpstr (tactics_editor_balance_dialog_get_verdict (dialog), !=, "");
  /* It heads the window: a sentence, not the CLI's "verdict: …" tail. */
  if (g_str_equal (language, "en"))
    g_assert_true (g_ascii_isupper (tactics_editor_balance_dialog_get_verdict (dialog)[0]));
  ui_test_save_screenshot (GTK_WIDGET (dialog), screenshot);

  gtk_window_close (GTK_WINDOW (dialog));
  g_object_unref (dialog);
}

/* The menu's action on a scenario: a dialog with one slot per side; closed
 * at once, its run is cancelled and ends without a result. */
static void
test_action_cancel (EditorFixture *fixture,
                    gconstpointer  data)
{
  TacticsEditorBalanceDialog *dialog;
  gboolean finished = FALSE;

  activate (fixture, "editor.check-balance", NULL);
  dialog = TACTICS_EDITOR_BALANCE_DIALOG (find_toplevel_of_type (
                                            TACTICS_TYPE_EDITOR_BALANCE_DIALOG));
  g_assert_nonnull (dialog);
  g_object_ref (dialog);
  g_signal_connect (dialog, "finished", G_CALLBACK (on_finished), &finished);
  g_assert_true (tactics_editor_balance_dialog_is_running (dialog));

  gtk_window_close (GTK_WINDOW (dialog));
  wait_finished (&finished);
  g_assert_false (tactics_editor_balance_dialog_is_running (dialog));
  g_assert_null (tactics_editor_balance_dialog_get_result (dialog));
  g_object_unref (dialog);
}

/* A scenario the map check finds errors in is not measured. */
static void
test_refused (EditorFixture *fixture,
              gconstpointer  data)
{
  TacticsScenario *scenario = tactics_editor_document_get_scenario (fixture->document);
  g_autoptr(TacticsSide) west = g_list_model_get_item (tactics_scenario_get_sides (scenario), 0);

  tactics_side_set_budget (west, 99);
  activate (fixture, "editor.check-balance", NULL);
  g_assert_null (find_toplevel_of_type (TACTICS_TYPE_EDITOR_BALANCE_DIALOG));
}

int
main (int   argc,
      char *argv[])
{
  int status;

  /* Before the library binds its text domain: the Japanese dialog. */
  ui_test_use_built_catalogues ();
  editor_test_init (&argc, &argv);

  g_test_add ("/editor-balance/dialog", EditorFixture, "en", open_skirmish, test_dialog,
              editor_fixture_tear_down);
  g_test_add ("/editor-balance/dialog-ja", EditorFixture, "ja", open_skirmish, test_dialog,
              editor_fixture_tear_down);
  g_test_add ("/editor-balance/action-cancel", EditorFixture, NULL, open_ford,
              test_action_cancel, editor_fixture_tear_down);
  g_test_add ("/editor-balance/refused", EditorFixture, NULL, open_ford, test_refused,
              editor_fixture_tear_down);

  status = g_test_run ();
  editor_test_clean_up ();
  return status;
}
