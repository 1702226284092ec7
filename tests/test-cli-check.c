/* SPDX-License-Identifier: GPL-3.0-or-later */
/* tactics-cli check, run as a program: its lines and exit status for a
 * map with pockets, a good map, one that does not load and a mix, a
 * scenario, and the bundled maps and scenarios, which must have no
 * error. */
#include "config.h"

#include <string.h>

#include <glib/gstdio.h>

#include "cli-test-helpers.h"
#include "tactics.h"

/* A wall cuts two cells off the rest for Foot units; the lake is one. */
static const char pocket_map[] =
  "<?xml version=\"1.0\" encoding=\"UTF-8\"?>\n"
  "<tactics-map version=\"1\" name=\"Pocket\" width=\"5\" height=\"3\" topology=\"square\">\n"
  "  <terrains>\n"
  "    <movetype id=\"foot\" name=\"Foot\"/>\n"
  "    <movetype id=\"boat\" name=\"Boat\"/>\n"
  "    <terrain id=\"0\" name=\"Plains\" color=\"#a5d66f\"><cost movetype=\"foot\" value=\"1\"/>"
  "</terrain>\n"
  "    <terrain id=\"1\" name=\"Rock\" color=\"#555555\"/>\n"
  "    <terrain id=\"w\" name=\"Water\" color=\"#3b7dd8\"><cost movetype=\"boat\" value=\"1\"/>"
  "</terrain>\n"
  "  </terrains>\n"
  "  <units>\n"
  "    <unit id=\"infantry\" name=\"Infantry\" hp=\"20\" move=\"4\" movetype=\"foot\" speed=\"5\" "
  "color=\"#c62828\"/>\n"
  "    <unit id=\"boat\" name=\"Gunboat\" hp=\"20\" move=\"4\" movetype=\"boat\" speed=\"5\" "
  "color=\"#1565c0\"/>\n"
  "  </units>\n"
  "  <grid>\n"
  "0,0,1,w,w\n"
  "1,1,1,0,w\n"
  "0,0,0,0,0\n"
  "  </grid>\n"
  "</tactics-map>\n";

/* Malformed: the grid is never closed. */
static const char truncated_map[] =
  "<?xml version=\"1.0\" encoding=\"UTF-8\"?>\n"
  "<tactics-map version=\"1\" name=\"Broken\" width=\"2\" height=\"1\" topology=\"square\">\n"
  "  <terrains>\n"
  "    <movetype id=\"foot\" name=\"Foot\"/>\n"
  "    <terrain id=\"0\" name=\"Plains\" color=\"#a5d66f\"/>\n"
  "  </terrains>\n"
  "  <grid>\n"
  "0,0\n";

/* A scenario on the pocket map whose West has room for two units but
 * forms three. */
static const char crowded_scenario[] =
  "<?xml version=\"1.0\" encoding=\"UTF-8\"?>\n"
  "<tactics-scenario version=\"1\" name=\"Crowded\" map=\"pocket.map.xml\">\n"
  "  <regions>\n"
  "    <region id=\"corner\" name=\"the Corner\" color=\"#d4a017\">\n"
  "      <cells>\n"
  "        0-1,2\n"
  "      </cells>\n"
  "    </region>\n"
  "  </regions>\n"
  "  <sides>\n"
  "    <side id=\"west\" name=\"West\" team=\"0\" controller=\"human\" level=\"normal\" "
  "budget=\"3\" start-zone=\"corner\">\n"
  "      <allowed-units>infantry</allowed-units>\n"
  "    </side>\n"
  "    <side id=\"east\" name=\"East\" team=\"1\" controller=\"computer\" level=\"normal\">\n"
  "      <allowed-units>infantry</allowed-units>\n"
  "    </side>\n"
  "  </sides>\n"
  "</tactics-scenario>\n";

static char *pocket_path;
static char *truncated_path;
static char *crowded_path;

static void
test_check_pocket (void)
{
  g_autofree char *expected = g_strdup_printf ("%s: 0,0: warning: Foot units can enter 2 cells "
                                               "cut off from the largest area they can "
                                               "cross.\n", pocket_path);
  g_auto(CliResult) result = { 0 };

  /* A warning does not fail the run. */
  run_cli (&result, "check", pocket_path, NULL);
  assert_success (&result, expected);
}

static void
test_check_good (void)
{
  g_auto(CliResult) result = { 0 };

  /* Nothing to say, nothing said. */
  run_cli (&result, "check", example_path, NULL);
  assert_success (&result, "");
}

static void
test_check_bad (void)
{
  g_autofree char *pattern = g_strdup_printf ("^%s:[1-9][0-9]*: error: \\S.*\n$",
                                              truncated_path);
  g_autofree char *missing = g_build_filename (temp_dir, "missing.map.xml", NULL);
  g_autofree char *missing_prefix = g_strdup_printf ("%s: error: ", missing);
  g_auto(CliResult) truncated = { 0 };
  g_auto(CliResult) absent = { 0 };
  g_auto(CliResult) mixed = { 0 };

  run_cli (&truncated, "check", truncated_path, NULL);
  g_assert_cmpint (truncated.status, ==, 1);
  g_assert_cmpstr (truncated.out, ==, "");
  g_assert_true (g_regex_match_simple (pattern, truncated.err, G_REGEX_DOLLAR_ENDONLY, 0));

  run_cli (&absent, "check", missing, NULL);
  g_assert_cmpint (absent.status, ==, 1);
  g_assert_true (g_str_has_prefix (absent.err, missing_prefix));

  /* Each file is checked, in order; one that does not load fails the run. */
  run_cli (&mixed, "check", pocket_path, truncated_path, example_path, NULL);
  g_assert_cmpint (mixed.status, ==, 1);
  g_assert_true (g_str_has_prefix (mixed.out, pocket_path));
  g_assert_cmpuint (strlen (mixed.out), >, 0);
  g_assert_true (g_regex_match_simple (pattern, mixed.err, G_REGEX_DOLLAR_ENDONLY, 0));
}

/* A scenario file gets the scenario's check: its errors fail the run. */
static void
test_check_scenario (void)
{
  g_autofree char *prefix = g_strdup_printf ("%s: 0,2: error: ", crowded_path);
  g_auto(CliResult) result = { 0 };

  run_cli (&result, "check", crowded_path, NULL);
  g_assert_cmpint (result.status, ==, 1);
  g_assert_nonnull (strstr (result.out, prefix));
  g_assert_nonnull (strstr (result.out, "the Corner"));
}

static void
test_check_usage (void)
{
  g_auto(CliResult) none = { 0 };
  g_auto(CliResult) units = { 0 };
  g_auto(CliResult) help = { 0 };

  run_cli (&none, "check", NULL);
  g_assert_cmpint (none.status, ==, 2);
  g_assert_nonnull (strstr (none.err, "no file given"));

  run_cli (&units, "check", "--units", "0", example_path, NULL);
  g_assert_cmpint (units.status, ==, 2);
  g_assert_nonnull (strstr (units.err, "--units"));

  run_cli (&help, "check", "--help", NULL);
  assert_success (&help, NULL);
  g_assert_nonnull (strstr (help.out, "tactics-cli check [OPTION"));
  g_assert_nonnull (strstr (help.out, "Exit status"));
}

/* Every bundled map and scenario is ready to play: no error. Lakes that
 * boats cannot leave are the maps' own design, and only warnings. */
static void
test_check_data (void)
{
  g_autoptr(GPtrArray) paths = list_data_files ();
  g_autoptr(GPtrArray) args = g_ptr_array_new ();
  g_auto(CliResult) result = { 0 };
  guint n_maps = 0;
  guint n_scenarios = 0;

  g_ptr_array_add (args, (gpointer) "check");
  for (guint i = 0; i < paths->len; i++)
    if (g_str_has_suffix (paths->pdata[i], ".map.xml") ||
        g_str_has_suffix (paths->pdata[i], ".scenario.xml"))
      {
        g_ptr_array_add (args, paths->pdata[i]);
        if (g_str_has_suffix (paths->pdata[i], ".map.xml"))
          n_maps++;
        else
          n_scenarios++;
      }
  g_ptr_array_add (args, NULL);
  g_assert_cmpuint (n_maps, >=, 4);
  g_assert_cmpuint (n_scenarios, >=, 1);

  run_cli_argv ((const char * const *) args->pdata, &result);
  assert_success (&result, NULL);
  g_assert_null (strstr (result.out, ": error: "));
}

/* A bundled map copied elsewhere names "../default.ruleset.xml", which is
 * not there: check and simulate use the bundled ruleset and say so on
 * standard error. */
static void
test_ruleset_fallback (void)
{
  g_autofree char *source = g_build_filename (g_getenv ("TACTICS_DATADIR"), "maps",
                                              "skirmish.map.xml", NULL);
  g_autofree char *ruleset = g_build_filename (g_getenv ("TACTICS_DATADIR"),
                                               "default.ruleset.xml", NULL);
  g_autofree char *contents = NULL;
  g_autofree char *copy = NULL;
  g_autofree char *expected = NULL;
  g_auto(CliResult) checked = { 0 };
  g_auto(CliResult) simulated = { 0 };

  g_assert_true (g_file_get_contents (source, &contents, NULL, NULL));
  copy = write_temp_file ("skirmish-copy.map.xml", contents);
  expected = g_strdup_printf ("%s: warning: the ruleset “../default.ruleset.xml” is not there: "
                              "using the bundled one, %s\n", copy, ruleset);

  run_cli (&checked, "check", copy, NULL);
  g_assert_cmpint (checked.status, ==, 0);
  g_assert_cmpstr (checked.err, ==, expected);

  run_cli (&simulated, "simulate", "--map", copy, "--players", "2", "--units", "1", "--seed",
           "1", "--max-rounds", "2", NULL);
  g_assert_cmpint (simulated.status, ==, 0);
  g_assert_cmpstr (simulated.err, ==, expected);
  g_assert_true (g_str_has_suffix (simulated.out, "rounds 2\n"));

  g_assert_cmpint (g_remove (copy), ==, 0);
}

int
main (int   argc,
      char *argv[])
{
  int status;

  if (!cli_test_init (&argc, &argv))
    return 1;

  pocket_path = write_temp_file ("pocket.map.xml", pocket_map);
  truncated_path = write_temp_file ("truncated.map.xml", truncated_map);
  crowded_path = write_temp_file ("crowded.scenario.xml", crowded_scenario);

  g_test_add_func ("/cli/check/pocket", test_check_pocket);
  g_test_add_func ("/cli/check/good", test_check_good);
  g_test_add_func ("/cli/check/bad", test_check_bad);
  g_test_add_func ("/cli/check/scenario", test_check_scenario);
  g_test_add_func ("/cli/check/usage", test_check_usage);
  g_test_add_func ("/cli/check/data", test_check_data);
  g_test_add_func ("/cli/check/ruleset-fallback", test_ruleset_fallback);

  status = g_test_run ();

  g_remove (pocket_path);
  g_remove (truncated_path);
  g_remove (crowded_path);
  g_clear_pointer (&pocket_path, g_free);
  g_clear_pointer (&truncated_path, g_free);
  g_clear_pointer (&crowded_path, g_free);

  cli_test_clean_up ();
  return status;
}
