/* SPDX-License-Identifier: GPL-3.0-or-later */
/* `tactics-cli simulate`: its output, its determinism, its saves and its
 * exit statuses ($TACTICS_CLI names the program under test). */
#include "config.h"

#include <glib/gstdio.h>
#include <string.h>

#include "match-helpers.h"

typedef struct {
  int   status;
  char *out;
  char *err;
} Run;

static void
run_clear (Run *run)
{
  g_free (run->out);
  g_free (run->err);
}

G_DEFINE_AUTO_CLEANUP_CLEAR_FUNC (Run, run_clear)

static void
run_cli (Run        *run,
         const char *first_argument,
         ...)
{
  const char *cli = g_getenv ("TACTICS_CLI");
  g_autoptr(GPtrArray) argv = g_ptr_array_new ();
  g_autoptr(GError) error = NULL;
  va_list args;
  int wait_status;

  if (cli == NULL)
    cli = "tactics-cli";
  g_ptr_array_add (argv, (gpointer) cli);
  va_start (args, first_argument);
  for (const char *argument = first_argument; argument != NULL;
       argument = va_arg (args, const char *))
    g_ptr_array_add (argv, (gpointer) argument);
  va_end (args);
  g_ptr_array_add (argv, NULL);

  g_spawn_sync (NULL, (char **) argv->pdata, NULL, G_SPAWN_DEFAULT, NULL, NULL,
                &run->out, &run->err, &wait_status, &error);
  g_assert_no_error (error);
  run->status = WIFEXITED (wait_status) ? WEXITSTATUS (wait_status) : -1;
}

static const char *
last_line (const char *text)
{
  gsize length = strlen (text);
  const char *start;

  g_assert_cmpuint (length, >, 0);
  g_assert_cmpint (text[length - 1], ==, '\n');
  for (start = text + length - 1; start > text && start[-1] != '\n'; start--)
    ;
  return start;
}

static void
test_result_line (void)
{
  g_autofree char *map = match_helpers_data_path ("maps", "skirmish.map.xml", NULL);
  g_auto(Run) run = { 0 };
  g_autoptr(GRegex) pattern = g_regex_new ("^(winner [1-2]|draw|unfinished) rounds [0-9]+\n$",
                                           0, 0, NULL);

  run_cli (&run, "simulate", "--map", map, "--players", "2", "--units", "4", "--seed", "1",
           NULL);
  g_assert_cmpint (run.status, ==, 0);
  g_assert_cmpstr (run.err, ==, "");
  /* Without --log, only the result. */
  g_assert_true (g_regex_match (pattern, run.out, 0, NULL));
}

/* The help names every ending the result line can tell. */
static void
test_help (void)
{
  g_auto(Run) run = { 0 };

  run_cli (&run, "simulate", "--help", NULL);
  g_assert_cmpint (run.status, ==, 0);
  g_assert_nonnull (strstr (run.out, "“winner P rounds R”"));
  g_assert_nonnull (strstr (run.out, "“draw rounds R”"));
  g_assert_nonnull (strstr (run.out, "“unfinished rounds R”"));
  g_assert_nonnull (strstr (run.out, "objective K KIND”"));
  g_assert_nonnull (strstr (run.out, "“… by elimination”"));
  g_assert_nonnull (strstr (run.out, "“… by points”"));
}

static void
test_log_and_determinism (void)
{
  g_autofree char *map = match_helpers_data_path ("maps", "mountain-pass.map.xml", NULL);
  g_auto(Run) first = { 0 };
  g_auto(Run) second = { 0 };
  g_auto(Run) other = { 0 };
  g_autoptr(GRegex) result = g_regex_new ("^(winner [1-3]|draw|unfinished) rounds [0-9]+\n$",
                                          0, 0, NULL);
  g_auto(GStrv) lines = NULL;
  guint commands = 0, events = 0;

  run_cli (&first, "simulate", "--map", map, "--players", "3", "--units", "3", "--seed", "42",
           "--ai", "normal,hard,normal", "--mode", "initiative", "--log", NULL);
  run_cli (&second, "simulate", "--map", map, "--players", "3", "--units", "3", "--seed", "42",
           "--ai", "normal,hard,normal", "--mode", "initiative", "--log", NULL);
  run_cli (&other, "simulate", "--map", map, "--players", "3", "--units", "3", "--seed", "43",
           "--ai", "normal,hard,normal", "--mode", "initiative", "--log", NULL);
  g_assert_cmpint (first.status, ==, 0);
  /* The same arguments give the same bytes; another seed, another match. */
  g_assert_cmpstr (first.out, ==, second.out);
  g_assert_cmpstr (first.out, !=, other.out);
  g_assert_true (g_regex_match (result, last_line (first.out), 0, NULL));

  /* One line per command (a player first) and per event (indented). */
  lines = g_strsplit (first.out, "\n", -1);
  for (guint i = 0; lines[i] != NULL && lines[i + 1] != NULL; i++)
    {
      if (g_str_has_prefix (lines[i], "  "))
        events++;
      else if (lines[i][0] == 'P')
        commands++;
    }
  g_assert_cmpuint (commands, >, 10);
  g_assert_cmpuint (events, >, commands);
  g_assert_nonnull (strstr (first.out, "\nP1 place unit "));
  g_assert_nonnull (strstr (first.out, "  turn-started round 1 P"));
  g_assert_nonnull (strstr (first.out, "  turn-ended round 2 P"));
  g_assert_nonnull (strstr (first.out, " unit-damaged unit "));
  g_assert_nonnull (strstr (first.out, "  game-over "));
}

/* --max-rounds counts rounds: 5 rounds of 4 players are 20 turns. The
 * option that counted turns is refused, naming the new one. */
static void
test_round_limit (void)
{
  g_autofree char *map = match_helpers_data_path ("maps", "crossroads.map.xml", NULL);
  g_auto(Run) run = { 0 };
  g_auto(Run) old = { 0 };
  g_auto(GStrv) lines = NULL;
  guint turns = 0;

  run_cli (&run, "simulate", "--map", map, "--players", "4", "--units", "6", "--seed", "3",
           "--max-rounds", "5", "--log", NULL);
  g_assert_cmpint (run.status, ==, 0);
  g_assert_cmpstr (last_line (run.out), ==, "unfinished rounds 5\n");
  lines = g_strsplit (run.out, "\n", -1);
  for (guint i = 0; lines[i] != NULL; i++)
    turns += g_str_has_prefix (lines[i], "  turn-started ");
  g_assert_cmpuint (turns, ==, 20);
  g_assert_nonnull (strstr (run.out, "  turn-started round 5 P"));
  g_assert_null (strstr (run.out, "  turn-started round 6 "));

  run_cli (&old, "simulate", "--map", map, "--players", "4", "--units", "6", "--seed", "3",
           "--max-turns", "5", NULL);
  g_assert_cmpint (old.status, ==, 2);
  g_assert_cmpstr (old.out, ==, "");
  g_assert_nonnull (strstr (old.err, "--max-rounds"));
}

static void
test_save (void)
{
  g_autofree char *map = match_helpers_data_path ("maps", "islands.map.xml", NULL);
  g_autofree char *folder = g_dir_make_tmp ("tactics-simulate-XXXXXX", NULL);
  g_autofree char *path = g_build_filename (folder, "match.save", NULL);
  g_autoptr(GFile) file = g_file_new_for_path (path);
  g_autoptr(TacticsSave) save = NULL;
  g_autoptr(TacticsMatch) match = NULL;
  g_autoptr(GError) error = NULL;
  g_autofree char *expected = NULL;
  g_auto(Run) run = { 0 };
  g_auto(Run) check = { 0 };

  run_cli (&run, "simulate", "--map", map, "--players", "2", "--units", "3", "--seed", "7",
           "--ai", "hard", "--save", path, NULL);
  g_assert_cmpint (run.status, ==, 0);

  run_cli (&check, "validate", path, NULL);
  g_assert_cmpint (check.status, ==, 0);

  /* The saved match, resumed, ended as the output says. */
  save = tactics_save_load (file, &error);
  g_assert_no_error (error);
  match = tactics_save_resume (save);
  g_assert_cmpint (tactics_match_get_phase (match), ==, TACTICS_MATCH_PHASE_OVER);
  if (tactics_match_get_outcome (match) == TACTICS_MATCH_OUTCOME_WIN)
    expected = g_strdup_printf ("winner %d rounds %u\n", tactics_match_get_winner (match) + 1,
                                tactics_match_get_round (match));
  else
    expected = g_strdup_printf ("%s rounds %u\n",
                                tactics_match_get_outcome (match) == TACTICS_MATCH_OUTCOME_DRAW
                                  ? "draw" : "unfinished",
                                tactics_match_get_round (match));
  g_assert_cmpstr (run.out, ==, expected);
  g_assert_cmpint (tactics_player_get_level (tactics_match_get_player (match, 1)), ==,
                   TACTICS_AI_LEVEL_HARD);

  g_remove (path);
  g_rmdir (folder);
}

/* A map with inline terrains and no units plays with the bundled rules. */
static void
test_default_ruleset (void)
{
  g_autofree char *folder = g_dir_make_tmp ("tactics-simulate-XXXXXX", NULL);
  g_autofree char *path = g_build_filename (folder, "field.map.xml", NULL);
  const char *text =
    "<?xml version=\"1.0\" encoding=\"UTF-8\"?>\n"
    "<tactics-map version=\"1\" name=\"Field\" width=\"8\" height=\"6\" topology=\"square\">\n"
    "  <terrains>\n"
    "    <movetype id=\"foot\" name=\"Foot\"/>\n"
    "    <movetype id=\"mounted\" name=\"Mounted\"/>\n"
    "    <terrain id=\"0\" name=\"Plains\" color=\"#a5d66f\">"
    "<cost movetype=\"foot\" value=\"1\"/><cost movetype=\"mounted\" value=\"1\"/></terrain>\n"
    "  </terrains>\n"
    "  <grid>\n"
    "0,0,0,0,0,0,0,0\n0,0,0,0,0,0,0,0\n0,0,0,0,0,0,0,0\n"
    "0,0,0,0,0,0,0,0\n0,0,0,0,0,0,0,0\n0,0,0,0,0,0,0,0\n"
    "  </grid>\n"
    "</tactics-map>\n";
  g_auto(Run) run = { 0 };

  g_assert_true (g_file_set_contents (path, text, -1, NULL));
  run_cli (&run, "simulate", "--map", path, "--players", "2", "--units", "3", "--seed", "1",
           "--log", NULL);
  g_assert_cmpint (run.status, ==, 0);
  /* Infantry and cavalry, the bundled ruleset's foot and mounted units;
   * nothing that flies or swims on a map without those movement types. */
  g_assert_nonnull (strstr (run.out, " infantry of P1"));
  g_assert_nonnull (strstr (run.out, " cavalry of P1"));
  g_assert_null (strstr (run.out, "griffin"));
  g_remove (path);
  g_rmdir (folder);
}

static void
test_errors (void)
{
  g_autofree char *map = match_helpers_data_path ("maps", "skirmish.map.xml", NULL);
  struct {
    int status;
    const char *arguments[16];
  } cases[] = {
    { 2, { "simulate", "--players", "2", "--units", "4", "--seed", "1", NULL } },
    { 2, { "simulate", "--map", map, "--units", "4", "--seed", "1", NULL } },
    { 2, { "simulate", "--map", map, "--players", "2", "--seed", "1", NULL } },
    { 2, { "simulate", "--map", map, "--players", "2", "--units", "4", NULL } },
    { 2, { "simulate", "--map", map, "--players", "1", "--units", "4", "--seed", "1", NULL } },
    { 2, { "simulate", "--map", map, "--players", "9", "--units", "4", "--seed", "1", NULL } },
    { 2, { "simulate", "--map", map, "--players", "2", "--units", "0", "--seed", "1", NULL } },
    { 2, { "simulate", "--map", map, "--players", "2", "--units", "4", "--seed", "-1", NULL } },
    { 2, { "simulate", "--map", map, "--players", "2", "--units", "4", "--seed", "1",
           "--ai", "genius", NULL } },
    { 2, { "simulate", "--map", map, "--players", "3", "--units", "4", "--seed", "1",
           "--ai", "hard,normal", NULL } },
    { 2, { "simulate", "--map", map, "--players", "2", "--units", "4", "--seed", "1",
           "--mode", "chess", NULL } },
    { 2, { "simulate", "--map", map, "--players", "2", "--units", "4", "--seed", "1",
           "--max-rounds", "0", NULL } },
    { 2, { "simulate", "--map", map, "--players", "2", "--units", "4", "--seed", "1",
           "--max-rounds", "10000", NULL } },
    { 2, { "simulate", "--map", map, "--players", "2", "--units", "4", "--seed", "1",
           "--max-turns", "10", NULL } },
    { 1, { "simulate", "--map", "/nonexistent.map.xml", "--players", "2", "--units", "4",
           "--seed", "1", NULL } },
    /* 2 × 200 units on 24 × 16 cells: the map cannot hold the armies. */
    { 1, { "simulate", "--map", map, "--players", "2", "--units", "200", "--seed", "1",
           NULL } },
  };

  for (guint i = 0; i < G_N_ELEMENTS (cases); i++)
    {
      g_autoptr(GPtrArray) argv = g_ptr_array_new ();
      g_autoptr(GError) error = NULL;
      g_autofree char *out = NULL;
      g_autofree char *err = NULL;
      const char *cli = g_getenv ("TACTICS_CLI");
      int wait_status;

      g_ptr_array_add (argv, (gpointer) (cli != NULL ? cli : "tactics-cli"));
      for (guint a = 0; cases[i].arguments[a] != NULL; a++)
        g_ptr_array_add (argv, (gpointer) cases[i].arguments[a]);
      g_ptr_array_add (argv, NULL);
      g_spawn_sync (NULL, (char **) argv->pdata, NULL, G_SPAWN_DEFAULT, NULL, NULL,
                    &out, &err, &wait_status, &error);
      g_assert_no_error (error);
      g_assert_true (WIFEXITED (wait_status));
      if (WEXITSTATUS (wait_status) != cases[i].status)
        g_error ("case %u: exit %d, expected %d; stderr: %s", i, WEXITSTATUS (wait_status),
                 cases[i].status, err);
      g_assert_cmpstr (out, ==, "");
      g_assert_true (g_str_has_prefix (err, "tactics-cli simulate: ") ||
                     strstr (err, "error") != NULL);
    }
}

int
main (int   argc,
      char *argv[])
{
  g_test_init (&argc, &argv, NULL);
  tactics_init ();

  g_test_add_func ("/simulate/result-line", test_result_line);
  g_test_add_func ("/simulate/help", test_help);
  g_test_add_func ("/simulate/log-and-determinism", test_log_and_determinism);
  g_test_add_func ("/simulate/round-limit", test_round_limit);
  g_test_add_func ("/simulate/save", test_save);
  g_test_add_func ("/simulate/default-ruleset", test_default_ruleset);
  g_test_add_func ("/simulate/errors", test_errors);

  return g_test_run ();
}
