/* SPDX-License-Identifier: GPL-3.0-or-later */
/* The editor's play-test: the real game plays a copy of the document, in
 * a process of its own, from a private copy that goes when the game does;
 * a game that cannot be found or cannot play the copy says why. */
#include "config.h"

#include <glib/gstdio.h>

#include "tactics-editor-play-test.h"
#include "tactics.h"
#include "ui-test-display.h"
#include "ui-test-helpers.h"
#include "required-tools.h"

typedef struct {
  gboolean  finished;
  gboolean  ok;
  char     *message;
} Outcome;

static void
on_finished (TacticsEditorPlayTest *play_test,
             gboolean               ok,
             const char            *message,
             Outcome               *outcome)
{
  outcome->finished = TRUE;
  outcome->ok = ok;
  outcome->message = g_strdup (message);
}

static GBytes *
ford_document (void)
{
  g_autofree char *path = g_build_filename (g_getenv ("TACTICS_DATADIR"), "scenarios",
                                            "hold-the-ford.scenario.xml", NULL);
  g_autoptr(GFile) file = g_file_new_for_path (path);
  g_autoptr(GError) error = NULL;
  g_autoptr(TacticsScenario) scenario = tactics_scenario_load (file, &error);

  g_assert_no_error (error);
  return tactics_scenario_to_self_contained_bytes (scenario);
}

/* The game opens the scenario's match (its window titled with it), and
 * goes when stopped, its copy with it. */
static void
test_plays_and_stops (void)
{
  g_autoptr(TacticsEditorPlayTest) play_test = tactics_editor_play_test_new ();
  g_autoptr(GBytes) document = ford_document ();
  g_autoptr(GError) error = NULL;
  g_autofree char *xdotool = g_find_program_in_path ("xdotool");
  g_autofree char *window_id = NULL;
  Outcome outcome = { 0 };
  g_autoptr(GDir) tmp = NULL;
  const char *name;

  g_signal_connect (play_test, "finished", G_CALLBACK (on_finished), &outcome);
  g_assert_true (tactics_editor_play_test_start (play_test, document, &error));
  g_assert_no_error (error);
  g_assert_true (tactics_editor_play_test_is_running (play_test));
  /* One at a time. */
  g_assert_false (tactics_editor_play_test_start (play_test, document, &error));
  g_assert_error (error, G_IO_ERROR, G_IO_ERROR_BUSY);

  if (xdotool != NULL)
    window_id = ui_test_display_find_window ("Hold the Ford — Tactics", 60);
  else
    required_tool_noted ("xdotool", "not installed: the window is not looked for");

  tactics_editor_play_test_stop (play_test);
  while (!outcome.finished)
    g_main_context_iteration (NULL, TRUE);
  g_assert_true (outcome.ok);
  g_assert_false (tactics_editor_play_test_is_running (play_test));

  /* No copy left behind (this test's own temporary folder: others run
   * beside it). */
  tmp = g_dir_open (g_get_tmp_dir (), 0, NULL);
  while (tmp != NULL && (name = g_dir_read_name (tmp)) != NULL)
    g_assert_false (g_str_has_prefix (name, "tactics-play-test-"));
  g_free (outcome.message);
}

/* A copy the game cannot play: it says why, and the editor is told. */
static void
test_bad_copy (void)
{
  g_autoptr(TacticsEditorPlayTest) play_test = tactics_editor_play_test_new ();
  g_autoptr(GBytes) document = g_bytes_new_static ("<tactics-map", 12);
  g_autoptr(GError) error = NULL;
  Outcome outcome = { 0 };

  g_signal_connect (play_test, "finished", G_CALLBACK (on_finished), &outcome);
  g_assert_true (tactics_editor_play_test_start (play_test, document, &error));
  while (!outcome.finished)
    g_main_context_iteration (NULL, TRUE);
  g_assert_false (outcome.ok);
  g_assert_nonnull (outcome.message);
  g_assert_nonnull (strstr (outcome.message, "play-test.map.xml"));
  g_free (outcome.message);
}

/* No game to be found: the start says so. */
static void
test_no_game (void)
{
  g_autoptr(TacticsEditorPlayTest) play_test = tactics_editor_play_test_new ();
  g_autoptr(GBytes) document = ford_document ();
  g_autoptr(GError) error = NULL;
  g_autofree char *game = g_strdup (g_getenv ("TACTICS_GAME"));

  g_setenv ("TACTICS_GAME", "/nonexistent/tactics-game", TRUE);
  g_assert_false (tactics_editor_play_test_start (play_test, document, &error));
  g_assert_nonnull (error);
  g_assert_false (tactics_editor_play_test_is_running (play_test));
  g_setenv ("TACTICS_GAME", game, TRUE);
}

int
main (int   argc,
      char *argv[])
{
  char private_tmp[] = "/tmp/tactics-test-play-XXXXXX";
  int status;

  /* Before anything asks GLib for the temporary folder. */
  g_assert_nonnull (g_mkdtemp (private_tmp));
  g_setenv ("TMPDIR", private_tmp, TRUE);
  ui_test_init (&argc, &argv);
  tactics_init ();

  g_test_add_func ("/editor-play-test/plays-and-stops", test_plays_and_stops);
  g_test_add_func ("/editor-play-test/bad-copy", test_bad_copy);
  g_test_add_func ("/editor-play-test/no-game", test_no_game);

  status = g_test_run ();
  g_rmdir (private_tmp);
  return status;
}
