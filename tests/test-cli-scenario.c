/* SPDX-License-Identifier: GPL-3.0-or-later */
/* tactics-cli simulate --scenario: every bundled scenario plays to an end
 * told on the last line (with what decided it), the same every time; the
 * log tells the objectives; the save loads; options that cannot go with a
 * scenario are refused, and so is a scenario the check finds errors in,
 * unless --force. */
#include "config.h"

#include <glib/gstdio.h>
#include <string.h>

#include "cli-test-helpers.h"
#include "tactics.h"

static char *
scenario_path (const char *name)
{
  return g_build_filename (g_getenv ("TACTICS_DATADIR"), "scenarios", name, NULL);
}

static const char *
last_line (const char *out)
{
  const char *end = out + strlen (out);
  const char *start;

  g_assert_true (end > out && end[-1] == '\n');
  for (start = end - 1; start > out && start[-1] != '\n'; start--)
    ;
  return start;
}

static void
test_bundled (void)
{
  static const char * const names[] = {
    "hold-the-ford.scenario.xml", "the-heirs-escape.scenario.xml", "king-of-the-isle.scenario.xml",
  };

  for (guint i = 0; i < G_N_ELEMENTS (names); i++)
    {
      g_autofree char *path = scenario_path (names[i]);
      g_auto(CliResult) first = { 0 };
      g_auto(CliResult) second = { 0 };

      run_cli (&first, "simulate", "--scenario", path, "--seed", "4", NULL);
      assert_success (&first, NULL);
      g_test_message ("%s: %s", names[i], last_line (first.out));
      g_assert_true (g_regex_match_simple ("^(winner [1-8] rounds [0-9]+( by (P[1-8] objective "
                                           "[0-9]+ [a-z-]+|points|elimination))?|"
                                           "draw rounds [0-9]+|unfinished rounds [0-9]+)\n$",
                                           last_line (first.out), 0, 0));
      run_cli (&second, "simulate", "--scenario", path, "--seed", "4", NULL);
      assert_success (&second, first.out);
    }
}

static void
test_log_and_save (void)
{
  g_autofree char *path = scenario_path ("hold-the-ford.scenario.xml");
  g_autofree char *save = g_build_filename (temp_dir, "ford.save.xml", NULL);
  g_autoptr(GFile) save_file = g_file_new_for_path (save);
  g_autoptr(GError) error = NULL;
  g_auto(CliResult) logged = { 0 };
  g_auto(CliResult) plain = { 0 };

  run_cli (&logged, "simulate", "--scenario", path, "--seed", "2", "--ai", "hard,normal", "--log",
           "--save", save, NULL);
  assert_success (&logged, NULL);
  /* The West's captain is where the scenario puts it from the start. */
  g_assert_nonnull (strstr (logged.out, "unit-placed unit 9 infantry of P1 at 2,8\n"));
  g_assert_true (g_regex_match_simple ("\n  objective-(progress|met|failed) P[12] objective [12]",
                                       logged.out, 0, 0));
  g_assert_true (tactics_file_validate (save_file, &error));
  g_assert_no_error (error);

  /* The log adds lines, not a different match. */
  run_cli (&plain, "simulate", "--scenario", path, "--seed", "2", "--ai", "hard,normal", NULL);
  assert_success (&plain, NULL);
  g_assert_cmpstr (last_line (plain.out), ==, last_line (logged.out));
}

/* tests/data/scenarios/good/peace.map.xml: two sides of monks, who
 * cannot hurt anyone, playing for points without a round limit. */
static char *
peace_map_path (void)
{
  return g_test_build_filename (G_TEST_DIST, "data", "scenarios", "good", "peace.map.xml", NULL);
}

/* The default of --max-rounds stops an endless match unfinished: it is no
 * round limit, and a points game without one is not won on points there.
 * The check calls points without a round limit an error, so the match is
 * played with --force. */
static void
test_default_stop (void)
{
  g_autofree char *path = peace_map_path ();
  g_auto(CliResult) stopped = { 0 };
  g_auto(CliResult) limited = { 0 };

  run_cli (&stopped, "simulate", "--force", "--scenario", path, "--seed", "1", NULL);
  assert_success (&stopped, NULL);
  g_assert_cmpstr (last_line (stopped.out), ==, "unfinished rounds 500\n");

  /* A limit the players chose is a rule: the points decide. */
  run_cli (&limited, "simulate", "--force", "--scenario", path, "--seed", "1",
           "--max-rounds", "3", NULL);
  assert_success (&limited, NULL);
  g_assert_cmpstr (last_line (limited.out), ==,
                   "winner 1 rounds 3 by P1 objective 1 most-points\n");
}

/* A side that may form no unit type plays with its pre-placed units: the
 * check, the start and the save all take it. */
static void
test_placed_units_only (void)
{
  g_autofree char *peace_path = peace_map_path ();
  g_autofree char *peace_text = NULL;
  g_autoptr(GString) text = NULL;
  g_autofree char *path = NULL;
  g_autofree char *save = g_build_filename (temp_dir, "only.save.xml", NULL);
  g_autoptr(GFile) save_file = g_file_new_for_path (save);
  g_autoptr(GError) error = NULL;
  g_auto(CliResult) checked = { 0 };
  g_auto(CliResult) played = { 0 };

  g_assert_true (g_file_get_contents (peace_path, &peace_text, NULL, &error));
  text = g_string_new (peace_text);
  g_string_replace (text, "<scenario name=\"Peace\">",
                    "<scenario name=\"Peace\" round-limit=\"3\">", 1);
  g_string_replace (text, "budget=\"1\">\n        <objective kind=\"most-points\"/>\n      </side>",
                    "budget=\"1\">\n        <allowed-units></allowed-units>\n"
                    "        <unit id=\"hermit\" type=\"monk\" x=\"5\" y=\"3\"/>\n"
                    "        <objective kind=\"most-points\"/>\n      </side>", 1);
  g_assert_nonnull (strstr (text->str, "hermit"));
  path = write_temp_file ("only.map.xml", text->str);

  run_cli (&checked, "check", path, NULL);
  assert_success (&checked, "");
  run_cli (&played, "simulate", "--scenario", path, "--seed", "1", "--save", save, NULL);
  assert_success (&played, NULL);
  g_assert_cmpstr (last_line (played.out), ==,
                   "winner 1 rounds 3 by P1 objective 1 most-points\n");
  g_assert_true (tactics_file_validate (save_file, &error));
  g_assert_no_error (error);
  g_remove (save);
  g_remove (path);
}

static void
test_usage (void)
{
  g_autofree char *path = scenario_path ("hold-the-ford.scenario.xml");
  g_autofree char *missing = g_build_filename (temp_dir, "missing.scenario.xml", NULL);
  g_auto(CliResult) with_map = { 0 };
  g_auto(CliResult) with_ruleset = { 0 };
  g_auto(CliResult) players = { 0 };
  g_auto(CliResult) absent = { 0 };
  g_auto(CliResult) levels = { 0 };

  run_cli (&with_map, "simulate", "--scenario", path, "--map", path, "--seed", "1", NULL);
  g_assert_cmpint (with_map.status, ==, 2);
  g_assert_nonnull (strstr (with_map.err, "--map and --scenario"));

  run_cli (&with_ruleset, "simulate", "--scenario", path, "--ruleset", path, "--seed", "1",
           NULL);
  g_assert_cmpint (with_ruleset.status, ==, 2);
  g_assert_nonnull (strstr (with_ruleset.err, "--ruleset and --scenario"));

  run_cli (&players, "simulate", "--scenario", path, "--players", "3", "--seed", "1", NULL);
  g_assert_cmpint (players.status, ==, 2);
  g_assert_nonnull (strstr (players.err, "--players is 3, but the scenario has 2 sides"));

  /* One level per side, or one for all. */
  run_cli (&levels, "simulate", "--scenario", path, "--ai", "hard,hard,hard", "--seed", "1",
           NULL);
  g_assert_cmpint (levels.status, ==, 2);
  g_assert_nonnull (strstr (levels.err, "(2)"));

  run_cli (&absent, "simulate", "--scenario", missing, "--seed", "1", NULL);
  assert_invalid_input (&absent, missing);
}

/* A scenario the check finds an error in: refused with the check's error
 * lines, as the editor's play-test refuses it, unless --force. */
static void
test_check_errors (void)
{
  g_autofree char *source = scenario_path ("hold-the-ford.scenario.xml");
  g_autofree char *map = g_build_filename (g_getenv ("TACTICS_DATADIR"), "maps",
                                           "skirmish.map.xml", NULL);
  g_autofree char *map_attribute = g_strdup_printf ("map=\"%s\"", map);
  g_autofree char *path = g_build_filename (temp_dir, "nowhere.scenario.xml", NULL);
  g_autofree char *contents = NULL;
  g_autofree char *expected = NULL;
  g_autoptr(GString) text = NULL;
  g_autoptr(GError) error = NULL;
  g_auto(CliResult) refused = { 0 };
  g_auto(CliResult) forced = { 0 };

  g_assert_true (g_file_get_contents (source, &contents, NULL, &error));
  g_assert_no_error (error);
  text = g_string_new (contents);
  g_assert_cmpuint (g_string_replace (text, "map=\"../maps/skirmish.map.xml\"", map_attribute,
                                      1), ==, 1);
  /* West must hold a region of no cells: the scenario loads, the check
   * finds the error, and the match can still be played. */
  g_assert_cmpuint (g_string_replace (text, "<regions>\n", "<regions>\n    <region id=\"nowhere\" "
                                      "name=\"Nowhere\" color=\"#000000\"><cells></cells>"
                                      "</region>\n", 1), ==, 1);
  g_assert_cmpuint (g_string_replace (text, "region=\"ford\" rounds=\"3\"",
                                      "region=\"nowhere\" rounds=\"3\"", 1), ==, 1);
  g_assert_true (g_file_set_contents (path, text->str, -1, &error));
  g_assert_no_error (error);

  run_cli (&refused, "simulate", "--scenario", path, "--seed", "4", NULL);
  g_assert_cmpint (refused.status, ==, 1);
  g_assert_cmpstr (refused.out, ==, "");
  expected = g_strdup_printf ("%s: error: An objective of West names the region “Nowhere”, "
                              "which has no cells.\n"
                              "tactics-cli simulate: the scenario has 1 error and is not played; "
                              "--force plays it anyway\n", path);
  g_assert_cmpstr (refused.err, ==, expected);

  run_cli (&forced, "simulate", "--scenario", path, "--seed", "4", "--force", NULL);
  assert_success (&forced, NULL);
  g_assert_true (g_regex_match_simple ("^(winner|draw|unfinished) ", last_line (forced.out), 0,
                                       0));
}

int
main (int   argc,
      char *argv[])
{
  int status;

  if (!cli_test_init (&argc, &argv))
    return 1;

  g_test_add_func ("/cli/simulate-scenario/bundled", test_bundled);
  g_test_add_func ("/cli/simulate-scenario/log-and-save", test_log_and_save);
  g_test_add_func ("/cli/simulate-scenario/usage", test_usage);
  g_test_add_func ("/cli/simulate-scenario/check-errors", test_check_errors);
  g_test_add_func ("/cli/simulate-scenario/default-stop", test_default_stop);
  g_test_add_func ("/cli/simulate-scenario/placed-units-only", test_placed_units_only);

  status = g_test_run ();

  cli_test_clean_up ();
  return status;
}
