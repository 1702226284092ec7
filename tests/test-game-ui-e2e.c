/* SPDX-License-Identifier: GPL-3.0-or-later */
/* The real tactics-game binary under Xvfb: a computer match with
 * --autoplay, and one human move typed with xdotool. */
#include "config.h"

#include <glib/gstdio.h>
#include <string.h>

#include "tactics.h"
#include "required-tools.h"
#include "test-game-ui-helpers.h"
#include "ui-test-display.h"

/* A match ends in seconds; under valgrind, in minutes. */
#define RUN_TIMEOUT_S (g_getenv ("TACTICS_TEST_VALGRIND") != NULL ? 900 : 60)

static const char *
game_binary (void)
{
  const char *path = g_getenv ("TACTICS_GAME");

  g_assert_nonnull (path);
  return path;
}

static char *
data_path (const char *first,
           ...) G_GNUC_NULL_TERMINATED;

static char *
data_path (const char *first,
           ...)
{
  const char *root = g_getenv ("TACTICS_DATADIR");
  g_autoptr(GPtrArray) parts = g_ptr_array_new ();
  va_list args;

  g_ptr_array_add (parts, (gpointer) (root != NULL ? root : SOURCE_DATADIR));
  va_start (args, first);
  for (const char *part = first; part != NULL; part = va_arg (args, const char *))
    g_ptr_array_add (parts, (gpointer) part);
  va_end (args);
  g_ptr_array_add (parts, NULL);
  return g_build_filenamev ((char **) parts->pdata);
}

static gboolean
on_run_timeout (gpointer data)
{
  *(gboolean *) data = TRUE;
  return G_SOURCE_REMOVE;
}

static void
on_communicated (GObject      *source,
                 GAsyncResult *result,
                 gpointer      data)
{
  GAsyncResult **out = data;

  *out = g_object_ref (result);
}

/* Runs the game with @argv, waiting for it to end; returns its exit status
 * and its standard output. */
static int
run_game (const char * const  *argv,
          char               **out,
          char               **err)
{
  g_autoptr(GError) error = NULL;
  g_autoptr(GSubprocess) process = NULL;
  g_autoptr(GAsyncResult) result = NULL;
  gboolean timed_out = FALSE;
  guint timeout;

  process = g_subprocess_newv (argv, G_SUBPROCESS_FLAGS_STDOUT_PIPE |
                                     G_SUBPROCESS_FLAGS_STDERR_PIPE, &error);
  g_assert_no_error (error);
  g_subprocess_communicate_utf8_async (process, NULL, NULL, on_communicated, &result);
  timeout = g_timeout_add_seconds ((guint) RUN_TIMEOUT_S, on_run_timeout, &timed_out);
  while (result == NULL && !timed_out)
    g_main_context_iteration (NULL, TRUE);
  if (timed_out)
    {
      g_subprocess_force_exit (process);
      g_error ("%s did not finish in %d s", argv[0], RUN_TIMEOUT_S);
    }
  g_source_remove (timeout);
  g_assert_true (g_subprocess_communicate_utf8_finish (process, result, out, err, &error));
  g_assert_no_error (error);
  g_subprocess_wait (process, NULL, &error);
  g_assert_no_error (error);
  g_assert_true (g_subprocess_get_if_exited (process));
  return g_subprocess_get_exit_status (process);
}

/* Waits for @process to exit, at most @timeout_s seconds: a game that did
 * not quit (a question left open) fails the test rather than holding it
 * until meson's timeout. */
static void
wait_for_exit (GSubprocess *process,
               guint        timeout_s)
{
  g_autoptr(GAsyncResult) result = NULL;
  g_autoptr(GError) error = NULL;
  gboolean timed_out = FALSE;
  guint timeout;

  g_subprocess_wait_async (process, NULL, on_communicated, &result);
  timeout = g_timeout_add_seconds (timeout_s, on_run_timeout, &timed_out);
  while (result == NULL && !timed_out)
    g_main_context_iteration (NULL, TRUE);
  if (timed_out)
    {
      g_subprocess_force_exit (process);
      g_error ("the game did not quit in %u s", timeout_s);
    }
  g_source_remove (timeout);
  g_assert_true (g_subprocess_wait_finish (process, result, &error));
  g_assert_no_error (error);
  g_assert_true (g_subprocess_get_if_exited (process));
  g_assert_cmpint (g_subprocess_get_exit_status (process), ==, 0);
}

/* The match the window plays, played again with the engine alone: the
 * set-up screen's defaults (two computers, four units each, turns), the
 * computer's armies, the same seed. */
static TacticsMatch *
replay_with_engine (const char *map_path,
                    guint64     seed)
{
  g_autoptr(GFile) file = g_file_new_for_path (map_path);
  g_autoptr(GError) error = NULL;
  g_autoptr(TacticsMap) map = tactics_map_load (file, &error);
  g_autoptr(TacticsMatch) match = NULL;
  g_auto(GStrv) army = NULL;
  TacticsAi *ai[2] = { NULL, NULL };

  g_assert_no_error (error);
  match = tactics_match_new (map, NULL, 4, TACTICS_MATCH_MODE_TURNS, seed);
  tactics_match_set_round_limit (match, 500);
  g_assert_nonnull (tactics_match_add_player (match, "Blue", "#0072b2", TACTICS_PLAYER_COMPUTER,
                                             TACTICS_AI_LEVEL_NORMAL, &error));
  g_assert_nonnull (tactics_match_add_player (match, "Vermilion", "#d55e00",
                                             TACTICS_PLAYER_COMPUTER, TACTICS_AI_LEVEL_NORMAL,
                                             &error));
  army = tactics_ai_suggest_formation (tactics_match_get_ruleset (match), map, 4);
  for (guint p = 0; p < 2; p++)
    {
      g_assert_true (tactics_match_set_formation (match, p, (const char * const *) army, &error));
      ai[p] = tactics_ai_new (TACTICS_AI_LEVEL_NORMAL);
    }
  g_assert_true (tactics_match_start (match, &error));

  for (guint n = 0; n < 100000 && tactics_match_get_phase (match) != TACTICS_MATCH_PHASE_OVER; n++)
    {
      TacticsCommand command;
      int player = tactics_match_get_current_player (match);

      g_assert_cmpint (player, >=, 0);
      g_assert_true (tactics_ai_next_command (ai[player], match, &command));
      g_assert_cmpint (tactics_match_perform (match, &command, NULL, &error), !=,
                       TACTICS_COMMAND_RESULT_FAILURE);
      g_assert_no_error (error);
    }
  g_assert_cmpint (tactics_match_get_phase (match), ==, TACTICS_MATCH_PHASE_OVER);
  g_object_unref (ai[0]);
  g_object_unref (ai[1]);
  return g_steal_pointer (&match);
}

/* Under valgrind (its test setup sets TACTICS_TEST_VALGRIND), a match on the
 * skirmish map takes a quarter of an hour: there the same whole match, from
 * the set-up screen to the result, is played on a small field of plains. */
static char *
save_small_field (const char *folder)
{
  g_autofree char *ruleset_path = data_path ("default.ruleset.xml", NULL);
  g_autofree char *path = g_build_filename (folder, "field.map.xml", NULL);
  g_autoptr(GFile) file = g_file_new_for_path (path);
  g_autoptr(GError) error = NULL;
  g_autoptr(TacticsMap) map = game_ui_make_field (10, 7);

  tactics_map_set_ruleset_path (map, ruleset_path);
  g_assert_true (tactics_map_save (map, file, &error));
  g_assert_no_error (error);
  return g_steal_pointer (&path);
}

static void
test_autoplay (gconstpointer data)
{
  guint64 seed = GPOINTER_TO_UINT (data);
  gboolean small = g_getenv ("TACTICS_TEST_VALGRIND") != NULL;
  g_autofree char *folder = small ? g_dir_make_tmp ("tactics-game-e2e-XXXXXX", NULL) : NULL;
  g_autofree char *map = small ? save_small_field (folder)
                               : data_path ("maps", "skirmish.map.xml", NULL);
  g_autofree char *seed_text = g_strdup_printf ("%" G_GUINT64_FORMAT, seed);
  const char * const argv[] = {
    game_binary (), "--autoplay", "--seed", seed_text, "--quit-at-end", map, NULL
  };
  g_autofree char *out = NULL;
  g_autofree char *err = NULL;
  g_autofree char *expected = NULL;
  g_autoptr(TacticsMatch) match = NULL;
  int status;

  status = run_game (argv, &out, &err);
  g_test_message ("stdout: %s", out);
  if (status != 0)
    g_test_message ("stderr: %s", err);
  g_assert_cmpint (status, ==, 0);
  g_assert_true (g_regex_match_simple ("^(winner [12]|draw|unfinished) rounds [0-9]+\n$", out,
                                       0, 0));

  match = replay_with_engine (map, seed);
  if (tactics_match_get_outcome (match) == TACTICS_MATCH_OUTCOME_WIN)
    expected = g_strdup_printf ("winner %d rounds %u\n", tactics_match_get_winner (match) + 1,
                                tactics_match_get_round (match));
  else if (tactics_match_get_outcome (match) == TACTICS_MATCH_OUTCOME_DRAW)
    expected = g_strdup_printf ("draw rounds %u\n", tactics_match_get_round (match));
  else
    expected = g_strdup_printf ("unfinished rounds %u\n", tactics_match_get_round (match));
  g_assert_cmpstr (out, ==, expected);

  if (small)
    {
      g_assert_cmpint (g_remove (map), ==, 0);
      g_assert_cmpint (g_rmdir (folder), ==, 0);
    }
}

/* The real game plays a scenario's sides to the end the engine reaches
 * with the same computers, and says so in the same words, what decided it
 * included. */
static void
test_autoplay_scenario (void)
{
  g_autofree char *path = data_path ("scenarios", "the-heirs-escape.scenario.xml", NULL);
  g_autoptr(GFile) file = g_file_new_for_path (path);
  g_autoptr(GError) error = NULL;
  g_autoptr(TacticsScenario) scenario = tactics_scenario_load (file, &error);
  g_autoptr(TacticsMatch) match = NULL;
  g_autoptr(TacticsMatchDriver) driver = NULL;
  g_autofree char *result = NULL;
  g_autofree char *expected = NULL;
  g_autofree char *out = NULL;
  g_autofree char *err = NULL;
  const char * const argv[] = {
    game_binary (), "--autoplay", "--seed", "4", "--quit-at-end", path, NULL
  };
  GListModel *sides;

  g_assert_no_error (error);
  sides = tactics_scenario_get_sides (scenario);
  match = tactics_match_new (tactics_scenario_get_map (scenario), NULL, 4,
                             TACTICS_MATCH_MODE_TURNS, 4);
  driver = tactics_match_driver_new (match);
  for (guint p = 0; p < g_list_model_get_n_items (sides); p++)
    g_assert_nonnull (tactics_match_add_player (match, "P", "#0072b2", TACTICS_PLAYER_COMPUTER,
                                               TACTICS_AI_LEVEL_NORMAL, &error));
  g_assert_true (tactics_match_set_scenario (match, scenario, &error));
  for (guint p = 0; p < g_list_model_get_n_items (sides); p++)
    {
      g_auto(GStrv) army = tactics_ai_suggest_army (match, p);
      g_autoptr(TacticsAi) ai = tactics_ai_new (TACTICS_AI_LEVEL_NORMAL);

      g_assert_true (tactics_match_set_formation (match, p, (const char * const *) army, &error));
      tactics_match_driver_set_controller (driver, p, TACTICS_CONTROLLER (ai));
    }
  g_assert_true (tactics_match_start (match, &error));
  g_assert_cmpint (tactics_match_driver_run (driver, &error), ==, TACTICS_MATCH_DRIVER_OVER);
  g_assert_no_error (error);
  result = tactics_match_dup_result_line (match);
  expected = g_strdup_printf ("%s\n", result);

  g_assert_cmpint (run_game (argv, &out, &err), ==, 0);
  g_assert_cmpstr (out, ==, expected);
}

/* Autoplay stops an endless match at 500 rounds, as tactics-cli simulate
 * does: a stop, not a round limit, so a points game without a limit of its
 * own ends unfinished rather than on points. */
static void
test_autoplay_points_without_limit (void)
{
  g_autofree char *path = g_test_build_filename (G_TEST_DIST, "data", "scenarios", "good",
                                                 "peace.map.xml", NULL);
  const char * const argv[] = {
    game_binary (), "--autoplay", "--seed", "1", "--quit-at-end", path, NULL
  };
  g_autofree char *out = NULL;
  g_autofree char *err = NULL;

  g_assert_cmpint (run_game (argv, &out, &err), ==, 0);
  g_assert_cmpstr (out, ==, "unfinished rounds 500\n");
}

static void
test_autoplay_bad_map (void)
{
  const char * const argv[] = {
    game_binary (), "--autoplay", "--quit-at-end", "/nonexistent/nowhere.map.xml", NULL
  };
  g_autofree char *out = NULL;
  g_autofree char *err = NULL;

  g_assert_cmpint (run_game (argv, &out, &err), ==, 1);
  g_assert_cmpstr (out, ==, "");
  g_assert_nonnull (strstr (err, "nowhere.map.xml"));
}

static void
test_bad_usage (void)
{
  const char * const argv[] = { game_binary (), "--quit-at-end", NULL };
  g_autofree char *out = NULL;
  g_autofree char *err = NULL;

  g_assert_cmpint (run_game (argv, &out, &err), ==, 2);
  g_assert_nonnull (strstr (err, "--autoplay"));
}

/* xdotool */

static void
xdotool (const char *first,
         ...) G_GNUC_NULL_TERMINATED;

static void
xdotool (const char *first,
         ...)
{
  g_autoptr(GPtrArray) argv = g_ptr_array_new ();
  g_autofree char *out = NULL;
  g_autofree char *err = NULL;
  va_list args;

  g_ptr_array_add (argv, (gpointer) "xdotool");
  va_start (args, first);
  for (const char *arg = first; arg != NULL; arg = va_arg (args, const char *))
    g_ptr_array_add (argv, (gpointer) arg);
  va_end (args);
  g_ptr_array_add (argv, NULL);
  /* Under the same deadline as the game: xdotool waits for ever for a
   * window that never comes. */
  if (run_game ((const char * const *) argv->pdata, &out, &err) != 0)
    g_error ("xdotool %s failed: %s", first, err);
}

/* The editor's play-test: the game starts the scenario's match at once in
 * a window of its own (not handed to a game already open); without a
 * file, or with one that does not load, it says why and exits. */
static void
test_play_test (void)
{
  g_autofree char *path = data_path ("scenarios", "hold-the-ford.scenario.xml", NULL);
  g_autofree char *missing = data_path ("scenarios", "nowhere.scenario.xml", NULL);
  const char * const no_file[] = { game_binary (), "--play-test", NULL };
  const char * const bad_file[] = { game_binary (), "--play-test", missing, NULL };
  const char * const both[] = { game_binary (), "--play-test", "--autoplay", path, NULL };
  g_autofree char *xdotool_path = g_find_program_in_path ("xdotool");
  g_autoptr(GSubprocess) process = NULL;
  g_autoptr(GError) error = NULL;
  g_autofree char *out = NULL;
  g_autofree char *err = NULL;
  g_autofree char *window_id = NULL;

  g_assert_cmpint (run_game (no_file, &out, &err), ==, 2);
  g_assert_nonnull (strstr (err, "--play-test"));
  g_clear_pointer (&out, g_free);
  g_clear_pointer (&err, g_free);
  g_assert_cmpint (run_game (bad_file, &out, &err), ==, 1);
  g_assert_nonnull (strstr (err, "nowhere.scenario.xml"));
  g_clear_pointer (&out, g_free);
  g_clear_pointer (&err, g_free);
  g_assert_cmpint (run_game (both, &out, &err), ==, 2);

  if (xdotool_path == NULL)
    {
      required_tool_missing ("xdotool", "not installed");
      return;
    }
  /* The match's window, titled with the scenario: no set-up page first. */
  process = g_subprocess_new (G_SUBPROCESS_FLAGS_NONE, &error, game_binary (), "--play-test",
                              path, NULL);
  g_assert_no_error (error);
  window_id = ui_test_display_find_window ("Hold the Ford — Tactics", 60);
  g_subprocess_force_exit (process);
  g_subprocess_wait (process, NULL, NULL);
}

/* A saved match on a small field where it is the human's turn: one
 * infantry each, the computer having played its turn when it came first. */
static TacticsMatch *
make_human_turn (TacticsCell *destination)
{
  g_autofree char *ruleset_path = data_path ("default.ruleset.xml", NULL);
  g_autoptr(GFile) ruleset_file = g_file_new_for_path (ruleset_path);
  g_autoptr(GError) error = NULL;
  g_autoptr(TacticsRuleset) ruleset = tactics_ruleset_load (ruleset_file, &error);
  g_autoptr(TacticsMap) map = NULL;
  g_autoptr(TacticsMatch) match = NULL;
  g_autoptr(TacticsAi) ai = tactics_ai_new (TACTICS_AI_LEVEL_NORMAL);
  g_autoptr(TacticsReach) reach = tactics_reach_new ();
  const char * const army[] = { "infantry", NULL };
  TacticsUnit *unit;
  int plains;

  g_assert_no_error (error);
  map = tactics_map_new (9, 6, TACTICS_TOPOLOGY_SQUARE, ruleset);
  tactics_map_set_name (map, "Field");
  plains = tactics_ruleset_get_terrain_index (ruleset, "p");
  for (int y = 0; y < 6; y++)
    for (int x = 0; x < 9; x++)
      tactics_map_set_terrain_index (map, (TacticsCell) { x, y }, (guint) plains);

  match = tactics_match_new (map, NULL, 1, TACTICS_MATCH_MODE_TURNS, 11);
  g_assert_nonnull (tactics_match_add_player (match, "Ann", "#0072b2", TACTICS_PLAYER_HUMAN,
                                             TACTICS_AI_LEVEL_NORMAL, &error));
  g_assert_nonnull (tactics_match_add_player (match, "Bob", "#d55e00", TACTICS_PLAYER_COMPUTER,
                                             TACTICS_AI_LEVEL_NORMAL, &error));
  g_assert_true (tactics_match_set_formation (match, 0, army, &error));
  g_assert_true (tactics_match_set_formation (match, 1, army, &error));
  g_assert_true (tactics_match_start (match, &error));
  while (tactics_match_get_current_player (match) == 1)
    {
      TacticsCommand command;

      g_assert_true (tactics_ai_next_command (ai, match, &command));
      g_assert_cmpint (tactics_match_perform (match, &command, NULL, &error), !=,
                       TACTICS_COMMAND_RESULT_FAILURE);
    }
  g_assert_cmpint (tactics_match_get_phase (match), ==, TACTICS_MATCH_PHASE_PLAYING);
  g_assert_cmpint (tactics_match_get_current_player (match), ==, 0);

  /* The farthest free cell it can reach. */
  unit = tactics_match_get_unit (match, 0);
  tactics_match_compute_reach (match, unit, reach);
  *destination = tactics_reach_get_destination (reach,
                                                tactics_reach_get_n_destinations (reach) - 1,
                                                NULL);
  g_assert_false (destination->x == tactics_unit_get_cell (unit).x &&
                  destination->y == tactics_unit_get_cell (unit).y);
  return g_steal_pointer (&match);
}

static void
test_xdotool_move (void)
{
  g_autofree char *dir = g_dir_make_tmp ("tactics-game-e2e-XXXXXX", NULL);
  g_autofree char *path = g_build_filename (dir, "turn.save.xml", NULL);
  g_autoptr(GFile) file = g_file_new_for_path (path);
  g_autoptr(GError) error = NULL;
  g_autoptr(TacticsMatch) match = NULL;
  g_autoptr(GSubprocess) process = NULL;
  g_autoptr(TacticsSave) save = NULL;
  g_autofree char *window_id = NULL;
  g_autofree char *before = NULL;
  TacticsCell start;
  TacticsCell destination;
  guint n_commands;
  const TacticsCommand *last;
  gint64 deadline;
  g_autofree char *xdotool_path = g_find_program_in_path ("xdotool");

  if (xdotool_path == NULL)
    {
      required_tool_missing ("xdotool", "not installed");
      return;
    }

  match = make_human_turn (&destination);
  start = tactics_unit_get_cell (tactics_match_get_unit (match, 0));
  n_commands = tactics_match_get_n_commands (match);
  g_assert_true (tactics_match_save (match, file, &error));
  g_assert_no_error (error);
  g_assert_true (g_file_get_contents (path, &before, NULL, NULL));

  process = g_subprocess_new (G_SUBPROCESS_FLAGS_NONE, &error, game_binary (), path, NULL);
  g_assert_no_error (error);
  window_id = ui_test_display_find_window ("Field — Tactics", 60);
  /* Keys go to the focused window: until it is, they would be lost. */
  ui_test_display_focus_window (window_id, 30);

  /* Tab selects the infantry and puts the cursor on it; the arrows walk
   * the cursor to the cell; Return moves there; Ctrl+S saves. */
  xdotool ("key", "--delay", "120", "Tab", NULL);
  for (int dx = destination.x - start.x; dx != 0; dx += dx > 0 ? -1 : 1)
    xdotool ("key", "--delay", "80", dx > 0 ? "Right" : "Left", NULL);
  for (int dy = destination.y - start.y; dy != 0; dy += dy > 0 ? -1 : 1)
    xdotool ("key", "--delay", "80", dy > 0 ? "Down" : "Up", NULL);
  xdotool ("key", "--delay", "120", "Return", NULL);
  g_usleep (1500 * 1000);
  xdotool ("key", "--delay", "120", "ctrl+s", NULL);

  deadline = g_get_monotonic_time () + 30 * G_USEC_PER_SEC;
  while (g_get_monotonic_time () < deadline)
    {
      g_autofree char *now = NULL;

      if (g_file_get_contents (path, &now, NULL, NULL) && g_strcmp0 (now, before) != 0)
        break;
      g_usleep (200 * 1000);
    }
  xdotool ("key", "ctrl+q", NULL);
  wait_for_exit (process, 30);

  save = tactics_save_load (file, &error);
  g_assert_no_error (error);
  for (guint i = 0; i < tactics_save_get_n_commands (save); i++)
    {
      const TacticsCommand *c = tactics_save_get_command (save, i);

      g_test_message ("command %u: %s of player %u, unit %u, cell %d,%d", i,
                      tactics_enum_to_string (TACTICS_TYPE_COMMAND_KIND, (int) c->kind),
                      c->player, c->unit, c->cell.x, c->cell.y);
    }
  g_test_message ("start %d,%d destination %d,%d", start.x, start.y, destination.x, destination.y);
  g_assert_cmpuint (tactics_save_get_n_commands (save), ==, n_commands + 1);
  last = tactics_save_get_command (save, n_commands);
  g_assert_cmpint (last->kind, ==, TACTICS_COMMAND_MOVE);
  g_assert_cmpuint (last->unit, ==, 0);
  g_assert_cmpint (last->cell.x, ==, destination.x);
  g_assert_cmpint (last->cell.y, ==, destination.y);

  g_assert_cmpint (g_remove (path), ==, 0);
  g_assert_cmpint (g_rmdir (dir), ==, 0);
}

/* The game on the saved match at @path, with criticals made fatal, once
 * its window (titled @title) is laid out and has the focus. */
static GSubprocess *
launch_strict (const char *path,
               const char *title,
               char      **window_id)
{
  g_autoptr(GSubprocessLauncher) launcher = g_subprocess_launcher_new (G_SUBPROCESS_FLAGS_NONE);
  g_autoptr(GError) error = NULL;
  GSubprocess *process;

  g_subprocess_launcher_setenv (launcher, "G_DEBUG", "fatal-criticals", TRUE);
  process = g_subprocess_launcher_spawn (launcher, &error, game_binary (), path, NULL);
  g_assert_no_error (error);
  *window_id = ui_test_display_find_window (title, 60);
  /* Keys go to the focused window: until it is, they would be lost. */
  ui_test_display_focus_window (*window_id, 30);
  /* Let it lay the board out. */
  g_usleep (1500 * 1000);
  return process;
}

/* Quitting with a match open closes cleanly, whether it asks first (a
 * move not saved: Ctrl+Q, then Leave Match) or not (nothing to lose). */
static void
test_quit_with_match_open (void)
{
  g_autofree char *dir = g_dir_make_tmp ("tactics-game-e2e-XXXXXX", NULL);
  g_autofree char *path = g_build_filename (dir, "turn.save.xml", NULL);
  g_autoptr(GFile) file = g_file_new_for_path (path);
  g_autoptr(GError) error = NULL;
  g_autoptr(TacticsMatch) match = NULL;
  g_autofree char *xdotool_path = g_find_program_in_path ("xdotool");
  TacticsCell destination;
  TacticsCell start;
  const char *step;

  if (xdotool_path == NULL)
    {
      required_tool_missing ("xdotool", "not installed");
      return;
    }
  match = make_human_turn (&destination);
  g_assert_true (tactics_match_save (match, file, &error));
  g_assert_no_error (error);
  /* One cell towards a free cell it can reach, on open ground. */
  start = tactics_unit_get_cell (tactics_match_get_unit (match, 0));
  step = destination.x > start.x ? "Right" : destination.x < start.x ? "Left"
         : destination.y > start.y ? "Down" : "Up";

  for (guint moved = 0; moved < 2; moved++)
    {
      g_autoptr(GSubprocess) process = NULL;
      g_autofree char *window_id = NULL;

      g_test_message ("quitting %s", moved ? "after a move, leaving the match" : "at once");
      process = launch_strict (path, "Field — Tactics", &window_id);
      if (moved)
        {
          /* Tab selects the infantry, an arrow and Return move it. */
          xdotool ("key", "--delay", "120", "Tab", step, "Return", NULL);
          g_usleep (1000 * 1000);
        }
      xdotool ("key", "ctrl+q", NULL);
      if (moved)
        {
          /* It asks, and waits for the answer: the question's Leave
           * Match, by its mnemonic. */
          g_usleep (1000 * 1000);
          g_assert_nonnull (g_subprocess_get_identifier (process));
          xdotool ("key", "--delay", "120", "alt+l", NULL);
        }
      wait_for_exit (process, 30);
    }

  g_assert_cmpint (g_remove (path), ==, 0);
  g_assert_cmpint (g_rmdir (dir), ==, 0);
}

/* Keys reach the board again once the menu is closed: F10 opens the menu,
 * Escape closes it, E ends the turn (Return answers the question about the
 * unit that could still move, End Turn being its default), Ctrl+S saves. */
static void
test_keys_after_menu (void)
{
  g_autofree char *dir = g_dir_make_tmp ("tactics-game-e2e-XXXXXX", NULL);
  g_autofree char *path = g_build_filename (dir, "turn.save.xml", NULL);
  g_autoptr(GFile) file = g_file_new_for_path (path);
  g_autoptr(GError) error = NULL;
  g_autoptr(TacticsMatch) match = NULL;
  g_autoptr(GSubprocess) process = NULL;
  g_autoptr(TacticsSave) save = NULL;
  g_autofree char *window_id = NULL;
  g_autofree char *before = NULL;
  g_autofree char *xdotool_path = g_find_program_in_path ("xdotool");
  const TacticsCommand *next;
  TacticsCell destination;
  guint n_commands;
  gint64 deadline;

  if (xdotool_path == NULL)
    {
      required_tool_missing ("xdotool", "not installed");
      return;
    }
  match = make_human_turn (&destination);
  n_commands = tactics_match_get_n_commands (match);
  g_assert_true (tactics_match_save (match, file, &error));
  g_assert_no_error (error);
  g_assert_true (g_file_get_contents (path, &before, NULL, NULL));

  process = launch_strict (path, "Field — Tactics", &window_id);
  xdotool ("key", "F10", NULL);
  g_usleep (500 * 1000);
  xdotool ("key", "Escape", NULL);
  g_usleep (300 * 1000);
  xdotool ("key", "--delay", "120", "e", NULL);
  g_usleep (800 * 1000);
  xdotool ("key", "Return", NULL);
  g_usleep (1500 * 1000);
  xdotool ("key", "ctrl+s", NULL);

  deadline = g_get_monotonic_time () + 30 * G_USEC_PER_SEC;
  while (g_get_monotonic_time () < deadline)
    {
      g_autofree char *now = NULL;

      if (g_file_get_contents (path, &now, NULL, NULL) && g_strcmp0 (now, before) != 0)
        break;
      g_usleep (200 * 1000);
    }
  /* The computer plays on after the save: quitting would ask about its
   * moves (quitting is tried in quit-with-match-open). */
  g_subprocess_force_exit (process);
  g_subprocess_wait (process, NULL, NULL);

  save = tactics_save_load (file, &error);
  g_assert_no_error (error);
  g_assert_cmpuint (tactics_save_get_n_commands (save), >, n_commands);
  next = tactics_save_get_command (save, n_commands);
  g_assert_cmpint (next->kind, ==, TACTICS_COMMAND_END_TURN);
  g_assert_cmpuint (next->player, ==, 0);

  g_assert_cmpint (g_remove (path), ==, 0);
  g_assert_cmpint (g_rmdir (dir), ==, 0);
}

int
main (int   argc,
      char *argv[])
{
  /* The game and xdotool on a display of this test's own, and gone when
   * it ends, whatever way. */
  ui_test_display_start ();
  g_test_init (&argc, &argv, NULL);
  tactics_init ();

  g_test_add_data_func ("/game-ui-e2e/autoplay/seed-1", GUINT_TO_POINTER (1), test_autoplay);
  g_test_add_data_func ("/game-ui-e2e/autoplay/seed-42", GUINT_TO_POINTER (42), test_autoplay);
  /* Under GL, a frame can take longer than the frame clock's interval:
   * several seeds, so that a match which waits on drawing is caught. */
  g_test_add_data_func ("/game-ui-e2e/autoplay/seed-5", GUINT_TO_POINTER (5), test_autoplay);
  g_test_add_data_func ("/game-ui-e2e/autoplay/seed-7", GUINT_TO_POINTER (7), test_autoplay);
  g_test_add_data_func ("/game-ui-e2e/autoplay/seed-8", GUINT_TO_POINTER (8), test_autoplay);
  g_test_add_func ("/game-ui-e2e/autoplay/bad-map", test_autoplay_bad_map);
  g_test_add_func ("/game-ui-e2e/autoplay/scenario", test_autoplay_scenario);
  g_test_add_func ("/game-ui-e2e/autoplay/points-without-limit",
                   test_autoplay_points_without_limit);
  g_test_add_func ("/game-ui-e2e/bad-usage", test_bad_usage);
  g_test_add_func ("/game-ui-e2e/play-test", test_play_test);
  g_test_add_func ("/game-ui-e2e/xdotool-move", test_xdotool_move);
  g_test_add_func ("/game-ui-e2e/quit-with-match-open", test_quit_with_match_open);
  g_test_add_func ("/game-ui-e2e/keys-after-menu", test_keys_after_menu);

  return g_test_run ();
}
