/* SPDX-License-Identifier: GPL-3.0-or-later */
/* tactics-cli generate, run as a program: the same arguments write the
 * same bytes, the bytes the engine's generator gives for the same
 * options; maps and scenarios that load and check clean; usage errors
 * (exit 2) and unusable input (exit 1) with their messages. */
#include "config.h"

#include <string.h>

#include <glib/gstdio.h>

#include "cli-test-helpers.h"
#include "tactics.h"

static char *
read_output (const char *path)
{
  g_autoptr(GError) error = NULL;
  char *contents = NULL;

  g_file_get_contents (path, &contents, NULL, &error);
  g_assert_no_error (error);
  return contents;
}

static void
test_same_bytes_as_engine (void)
{
  g_autofree char *first = g_build_filename (temp_dir, "first.map.xml", NULL);
  g_autofree char *second = g_build_filename (temp_dir, "second.map.xml", NULL);
  g_autofree char *first_text = NULL;
  g_autofree char *second_text = NULL;
  g_autoptr(GFile) ruleset_file = tactics_data_find_file ("default.ruleset.xml");
  g_autoptr(TacticsRuleset) ruleset = NULL;
  g_autoptr(TacticsScenario) scenario = NULL;
  g_autoptr(GBytes) engine_bytes = NULL;
  g_autoptr(GError) error = NULL;
  TacticsGenerateOptions options;
  g_auto(CliResult) a = { 0 };
  g_auto(CliResult) b = { 0 };

  run_cli (&a, "generate", "--topology", "hex", "--size", "50,40", "--players", "4",
           "--symmetry", "rotate-180", "--style", "rivers", "--seed", "18446744073709551615",
           "-o", first, NULL);
  assert_success (&a, "");
  run_cli (&b, "generate", "--seed", "18446744073709551615", "--style", "rivers",
           "--symmetry", "rotate-180", "--players", "4", "--size", "50,40",
           "--topology", "hex", "--output", second, NULL);
  assert_success (&b, "");
  first_text = read_output (first);
  second_text = read_output (second);
  g_assert_cmpstr (first_text, ==, second_text);

  /* The engine, given the same options, writes the same map: what the
   * editor's preview shows is what the command line saves. */
  ruleset = tactics_ruleset_load (ruleset_file, &error);
  g_assert_no_error (error);
  tactics_generate_options_init (&options);
  options.topology = TACTICS_TOPOLOGY_HEX;
  options.width = 50;
  options.height = 40;
  options.n_players = 4;
  options.symmetry = TACTICS_SYMMETRY_ROTATE_180;
  options.style = TACTICS_MAP_STYLE_RIVERS;
  options.seed = G_MAXUINT64;
  scenario = tactics_generate_scenario (&options, ruleset, &error);
  g_assert_no_error (error);
  engine_bytes = tactics_map_to_self_contained_bytes (tactics_scenario_get_map (scenario));
  g_assert_cmpmem (first_text, strlen (first_text),
                   g_bytes_get_data (engine_bytes, NULL), g_bytes_get_size (engine_bytes));

  g_unlink (first);
  g_unlink (second);
}

static void
test_map_and_scenario_load (void)
{
  g_autofree char *map_path = g_build_filename (temp_dir, "made.map.xml", NULL);
  g_autofree char *scenario_path = g_build_filename (temp_dir, "made.scenario.xml", NULL);
  g_autoptr(GFile) map_file = g_file_new_for_path (map_path);
  g_autoptr(GFile) scenario_file = g_file_new_for_path (scenario_path);
  g_autoptr(TacticsMap) map = NULL;
  g_autoptr(TacticsScenario) scenario = NULL;
  g_autoptr(GError) error = NULL;
  g_auto(CliResult) made_map = { 0 };
  g_auto(CliResult) made_scenario = { 0 };
  g_auto(CliResult) checked = { 0 };

  run_cli (&made_map, "generate", "--topology", "square", "--size", "36,36", "--players", "8",
           "--symmetry", "rotate-90", "--style", "mountains", "-o", map_path, NULL);
  assert_success (&made_map, "");
  map = tactics_map_load (map_file, &error);
  g_assert_no_error (error);
  g_assert_cmpint (tactics_map_get_width (map), ==, 36);
  g_assert_cmpint (tactics_map_get_topology (map), ==, TACTICS_TOPOLOGY_SQUARE);

  run_cli (&made_scenario, "generate", "--topology", "hex", "--size", "45,45", "--players", "6",
           "--symmetry", "rotate-120", "--style", "islands", "--scenario", "-o", scenario_path,
           NULL);
  assert_success (&made_scenario, "");
  scenario = tactics_scenario_load (scenario_file, &error);
  g_assert_no_error (error);
  g_assert_cmpuint (g_list_model_get_n_items (tactics_scenario_get_sides (scenario)), ==, 6);
  g_assert_cmpuint (g_list_model_get_n_items (tactics_scenario_get_regions (scenario)), ==, 6);

  /* The map check has nothing to say about either. */
  run_cli (&checked, "check", map_path, scenario_path, NULL);
  assert_success (&checked, NULL);

  g_unlink (map_path);
  g_unlink (scenario_path);
}

static void
test_usage_errors (void)
{
  g_autofree char *path = g_build_filename (temp_dir, "never.map.xml", NULL);
  const struct {
    const char *args[16];
    const char *message;
  } cases[] = {
    { { "generate", "--topology", "square", "--size", "30,30", "--players", "2",
        "--symmetry", "none", NULL },
      "tactics-cli generate: --output is required" },
    { { "generate", "--topology", "square", "--size", "30,30", "--players", "2", "-o", path,
        NULL },
      "tactics-cli generate: --symmetry is required" },
    { { "generate", "--topology", "hex", "--size", "30,30", "--players", "4", "--symmetry",
        "rotate-90", "-o", path, NULL },
      "rotate-90 is not a symmetry of a hex grid" },
    { { "generate", "--topology", "square", "--size", "30,30", "--players", "3", "--symmetry",
        "rotate-180", "-o", path, NULL },
      "3 players cannot share a map with rotate-180 evenly: use a multiple of 2" },
    { { "generate", "--topology", "square", "--size", "30,30", "--players", "2", "--symmetry",
        "spiral", "-o", path, NULL },
      "--symmetry: “spiral” is not one of none, mirror-h, mirror-v, rotate-180, rotate-90, "
      "rotate-120" },
    { { "generate", "--topology", "square", "--size", "30,30", "--players", "2", "--symmetry",
        "none", "--style", "desert", "-o", path, NULL },
      "--style: “desert” is not one of open, rivers, islands, mountains" },
    { { "generate", "--topology", "square", "--size", "30,30", "--players", "2", "--symmetry",
        "none", "--seed", "-1", "-o", path, NULL },
      "--seed takes a number from 0 to 18446744073709551615" },
    { { "generate", "--topology", "square", "--size", "4,30", "--players", "2", "--symmetry",
        "none", "-o", path, NULL },
      "--size" },
    { { "generate", "--topology", "square", "--size", "30,30", "--players", "9", "--symmetry",
        "none", "-o", path, NULL },
      "--players" },
  };

  for (guint i = 0; i < G_N_ELEMENTS (cases); i++)
    {
      g_auto(CliResult) result = { 0 };

      run_cli_argv (cases[i].args, &result);
      g_assert_cmpint (result.status, ==, 2);
      g_assert_cmpstr (result.out, ==, "");
      if (strstr (result.err, cases[i].message) == NULL)
        g_error ("case %u: “%s” does not say “%s”", i, result.err, cases[i].message);
      g_assert_false (g_file_test (path, G_FILE_TEST_EXISTS));
    }
}

static void
test_input_errors (void)
{
  g_autofree char *path = g_build_filename (temp_dir, "never.map.xml", NULL);
  g_autofree char *missing = g_build_filename (temp_dir, "no-such.ruleset.xml", NULL);
  g_autofree char *folder = g_build_filename (temp_dir, "a-folder", NULL);
  g_auto(CliResult) no_ruleset = { 0 };
  g_auto(CliResult) no_room = { 0 };
  g_auto(CliResult) not_a_file = { 0 };

  run_cli (&no_ruleset, "generate", "--topology", "square", "--size", "30,30", "--players", "2",
           "--symmetry", "none", "--ruleset", missing, "-o", path, NULL);
  assert_invalid_input (&no_ruleset, "no-such.ruleset.xml");

  run_cli (&no_room, "generate", "--topology", "square", "--size", "8,8", "--players", "8",
           "--symmetry", "none", "-o", path, NULL);
  assert_invalid_input (&no_room, "a 8 × 8 map has no room for 8 start zones");
  g_assert_false (g_file_test (path, G_FILE_TEST_EXISTS));

  g_assert_cmpint (g_mkdir (folder, 0700), ==, 0);
  run_cli (&not_a_file, "generate", "--topology", "square", "--size", "30,30", "--players", "2",
           "--symmetry", "none", "-o", folder, NULL);
  assert_invalid_input (&not_a_file, "cannot write");
  g_assert_true (g_file_test (folder, G_FILE_TEST_IS_DIR));
  g_rmdir (folder);
}

int
main (int   argc,
      char *argv[])
{
  int status;

  if (!cli_test_init (&argc, &argv))
    return 1;

  g_test_add_func ("/cli/generate/same-bytes-as-engine", test_same_bytes_as_engine);
  g_test_add_func ("/cli/generate/map-and-scenario", test_map_and_scenario_load);
  g_test_add_func ("/cli/generate/usage-errors", test_usage_errors);
  g_test_add_func ("/cli/generate/input-errors", test_input_errors);

  status = g_test_run ();
  cli_test_clean_up ();
  return status;
}
