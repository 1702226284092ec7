/* SPDX-License-Identifier: GPL-3.0-or-later */
/* Runs the built tactics-cli (TACTICS_CLI) as a user would and checks what
 * it prints and how it exits: the program's options and usage errors,
 * reach, path, pattern and validate. simulate and the bundled data are in
 * test-cli-simulate.c. */
#include "config.h"

#include <string.h>

#include <glib/gstdio.h>

#include "cli-test-helpers.h"
#include "tactics.h"

/* A corridor with a single way through, and a forest on it; "boat" may
 * only enter water, "walk" never. */
static const char corridor_map[] =
  "<?xml version=\"1.0\" encoding=\"UTF-8\"?>\n"
  "<tactics-map version=\"1\" name=\"Corridor\" width=\"5\" height=\"3\" topology=\"square\">\n"
  "  <terrains>\n"
  "    <movetype id=\"walk\" name=\"Walk\"/>\n"
  "    <movetype id=\"boat\" name=\"Boat\"/>\n"
  "    <terrain id=\"0\" name=\"Plains\" color=\"#a5d66f\"><cost movetype=\"walk\" value=\"1\"/>"
  "</terrain>\n"
  "    <terrain id=\"1\" name=\"Rock\" color=\"#555555\"/>\n"
  "    <terrain id=\"2\" name=\"Forest\" color=\"#2e7d32\"><cost movetype=\"walk\" value=\"2\"/>"
  "</terrain>\n"
  "    <terrain id=\"w\" name=\"Water\" color=\"#3b7dd8\"><cost movetype=\"boat\" value=\"1\"/>"
  "</terrain>\n"
  "  </terrains>\n"
  "  <grid>\n"
  "0,1,0,0,0\n"
  "0,1,2,1,w\n"
  "0,0,0,1,w\n"
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

/* Well-formed, but the grid names a terrain that does not exist. */
static const char unknown_terrain_map[] =
  "<?xml version=\"1.0\" encoding=\"UTF-8\"?>\n"
  "<tactics-map version=\"1\" name=\"Unknown\" width=\"3\" height=\"2\" topology=\"square\">\n"
  "  <terrains>\n"
  "    <movetype id=\"foot\" name=\"Foot\"/>\n"
  "    <terrain id=\"0\" name=\"Plains\" color=\"#a5d66f\"><cost movetype=\"foot\" value=\"1\"/>"
  "</terrain>\n"
  "  </terrains>\n"
  "  <grid>\n"
  "0,0,0\n"
  "0,Z,0\n"
  "  </grid>\n"
  "</tactics-map>\n";

static char *corridor_path;
static char *truncated_path;
static char *unknown_terrain_path;

/* --- program-level ------------------------------------------------------- */

static void
test_version (void)
{
  g_auto(CliResult) result = { 0 };

  run_cli (&result, "--version", NULL);
  assert_success (&result, "tactics-cli " PACKAGE_VERSION "\n");
}

static void
test_help (void)
{
  static const char * const commands[] = { "validate", "check", "reach", "path", "pattern" };
  g_auto(CliResult) result = { 0 };

  run_cli (&result, "--help", NULL);
  assert_success (&result, NULL);
  g_assert_nonnull (strstr (result.out, "COMMAND"));
  for (gsize i = 0; i < G_N_ELEMENTS (commands); i++)
    {
      g_autofree char *line = g_strdup_printf ("\n  %s ", commands[i]);

      g_assert_nonnull (strstr (result.out, line));
    }

  for (gsize i = 0; i < G_N_ELEMENTS (commands); i++)
    {
      g_auto(CliResult) command_result = { 0 };
      g_autofree char *usage = g_strdup_printf ("tactics-cli %s [OPTION", commands[i]);

      run_cli (&command_result, commands[i], "--help", NULL);
      assert_success (&command_result, NULL);
      g_assert_nonnull (strstr (command_result.out, usage));
      g_assert_nonnull (strstr (command_result.out, "Exit status"));
    }
}

/* "--" ends the options, before the command and within it; what follows
 * may start with a dash. */
static void
test_double_dash (void)
{
  g_autofree char *dash_path = g_build_filename (temp_dir, "-dash.map.xml", NULL);
  const char * const before_command[] = {
    "--", "reach", example_path, "--from", "2,2", "--move", "2", NULL
  };
  const char * const dash_map[] = {
    "reach", "--from", "2,2", "--move", "2", "--", "-dash.map.xml", NULL
  };
  const char * const dash_maps[] = {
    "--", "validate", "--", "-dash.map.xml", "--", NULL
  };
  g_autofree char *twice_path = g_build_filename (temp_dir, "--", NULL);
  g_auto(CliResult) first = { 0 };
  g_auto(CliResult) second = { 0 };
  g_auto(CliResult) third = { 0 };
  g_autoptr(GError) error = NULL;

  g_file_set_contents (dash_path, example_map, -1, &error);
  g_assert_no_error (error);
  g_file_set_contents (twice_path, example_map, -1, &error);
  g_assert_no_error (error);

  run_cli_argv (before_command, &first);
  assert_success (&first, "reachable 9\nremaining-sum 5\n");

  run_cli_argv_in (temp_dir, dash_map, &second);
  assert_success (&second, "reachable 9\nremaining-sum 5\n");

  /* Only the first "--" ends the options: a second one is a file name. */
  run_cli_argv_in (temp_dir, dash_maps, &third);
  assert_success (&third, "-dash.map.xml: ok\n--: ok\n");

  g_remove (dash_path);
  g_remove (twice_path);
}

/* Each row: the arguments (MAP stands for the example map), then a word
 * the message must contain (NULL: anything). All must exit with 2. */
typedef struct {
  const char *args[16];
  const char *mention;
} UsageCase;

static const UsageCase usage_cases[] = {
  { { NULL }, NULL },
  { { "frobnicate", NULL }, "frobnicate" },
  { { "--frobnicate", NULL }, NULL },
  { { "validate", NULL }, NULL },
  { { "validate", "--frobnicate", "MAP", NULL }, NULL },
  { { "reach", "MAP", "--move", "2", NULL }, "--from" },
  { { "reach", "MAP", "--from", "2,2", NULL }, "--move" },
  { { "reach", "--from", "2,2", "--move", "2", NULL }, NULL },
  { { "reach", "MAP", "MAP", "--from", "2,2", "--move", "2", NULL }, NULL },
  { { "reach", "MAP", "--from", "abc", "--move", "2", NULL }, "--from" },
  { { "reach", "MAP", "--from", "2", "--move", "2", NULL }, "--from" },
  { { "reach", "MAP", "--from", "2,", "--move", "2", NULL }, "--from" },
  { { "reach", "MAP", "--from", ",2", "--move", "2", NULL }, "--from" },
  { { "reach", "MAP", "--from=-1,2", "--move", "2", NULL }, "--from" },
  { { "reach", "MAP", "--from", "2,-1", "--move", "2", NULL }, "--from" },
  { { "reach", "MAP", "--from", "2,2,2", "--move", "2", NULL }, "--from" },
  { { "reach", "MAP", "--from", " 2,2", "--move", "2", NULL }, "--from" },
  { { "reach", "MAP", "--from", "+2,2", "--move", "2", NULL }, "--from" },
  { { "reach", "MAP", "--from", "0x2,2", "--move", "2", NULL }, "--from" },
  { { "reach", "MAP", "--from", "2,2", "--move", "-3", NULL }, "--move" },
  { { "reach", "MAP", "--from", "2,2", "--move", "3x", NULL }, "--move" },
  { { "reach", "MAP", "--from", "2,2", "--move", "", NULL }, "--move" },
  { { "reach", "MAP", "--from", "2,2", "--move", "18446744073709551617", NULL }, "--move" },
  { { "reach", "MAP", "--from", "2,2", "--move", "2", "--repeat", "0", NULL }, "--repeat" },
  { { "reach", "MAP", "--from", "2,2", "--move", "2", "--repeat", "many", NULL }, "--repeat" },
  { { "reach", "MAP", "--from", "2,2", "--move", "2", "--bogus", NULL }, NULL },
  { { "path", "MAP", "--from", "0,0", NULL }, "--to" },
  { { "path", "MAP", "--to", "0,0", NULL }, "--from" },
  { { "path", "MAP", "--from", "0,0", "--to", "5;3", NULL }, "--to" },
  { { "path", "--from", "0,0", "--to", "5,3", NULL }, NULL },
  { { "pattern", "--size", "7,7", "--unit", "3,3", "--range", "1-1", "--shape", "linear",
      "--extent", "3", NULL }, "--topology" },
  { { "pattern", "--topology", "square", "--unit", "3,3", "--range", "1-1", "--shape", "linear",
      "--extent", "3", NULL }, "--size" },
  { { "pattern", "--topology", "square", "--size", "7,7", "--range", "1-1", "--shape", "linear",
      "--extent", "3", NULL }, "--unit" },
  { { "pattern", "--topology", "square", "--size", "7,7", "--unit", "3,3", "--shape", "linear",
      "--extent", "3", NULL }, "--range" },
  { { "pattern", "--topology", "square", "--size", "7,7", "--unit", "3,3", "--range", "1-1",
      "--extent", "3", NULL }, "--shape" },
  { { "pattern", "--topology", "square", "--size", "7,7", "--unit", "3,3", "--range", "1-1",
      "--shape", "linear", NULL }, "--extent" },
  { { "pattern", "--topology", "triangle", "--size", "7,7", "--unit", "3,3", "--range", "1-1",
      "--shape", "linear", "--extent", "3", NULL }, "--topology" },
  { { "pattern", "--topology", "square", "--size", "7x7", "--unit", "3,3", "--range", "1-1",
      "--shape", "linear", "--extent", "3", NULL }, "--size" },
  { { "pattern", "--topology", "square", "--size", "0,7", "--unit", "3,3", "--range", "1-1",
      "--shape", "linear", "--extent", "3", NULL }, "--size" },
  { { "pattern", "--topology", "square", "--size", "7,5000", "--unit", "3,3", "--range", "1-1",
      "--shape", "linear", "--extent", "3", NULL }, "--size" },
  { { "pattern", "--topology", "square", "--size", "7,7", "--unit", "3.5,3", "--range", "1-1",
      "--shape", "linear", "--extent", "3", NULL }, "--unit" },
  { { "pattern", "--topology", "square", "--size", "7,7", "--unit", "3,3", "--range", "3-1",
      "--shape", "linear", "--extent", "3", NULL }, "--range" },
  { { "pattern", "--topology", "square", "--size", "7,7", "--unit", "3,3", "--range", "1",
      "--shape", "linear", "--extent", "3", NULL }, "--range" },
  { { "pattern", "--topology", "square", "--size", "7,7", "--unit", "3,3", "--range", "1-2-3",
      "--shape", "linear", "--extent", "3", NULL }, "--range" },
  { { "pattern", "--topology", "square", "--size", "7,7", "--unit", "3,3", "--range", "-1-2",
      "--shape", "linear", "--extent", "3", NULL }, "--range" },
  { { "pattern", "--topology", "square", "--size", "7,7", "--unit", "3,3", "--range", "1-100",
      "--shape", "linear", "--extent", "3", NULL }, "--range" },
  { { "pattern", "--topology", "square", "--size", "7,7", "--unit", "3,3", "--range", "1-1",
      "--shape", "cone", "--extent", "3", NULL }, "--shape" },
  { { "pattern", "--topology", "square", "--size", "7,7", "--unit", "3,3", "--range", "1-1",
      "--shape", "linear", "--extent", "0", NULL }, "--extent" },
  { { "pattern", "--topology", "square", "--size", "7,7", "--unit", "3,3", "--range", "1-1",
      "--shape", "linear", "--extent", "3", "--metric", "euclid", NULL }, "--metric" },
  { { "pattern", "--topology", "square", "--size", "7,7", "--unit", "3,3", "--range", "1-1",
      "--shape", "linear", "--extent", "3", "--metric", "hex", NULL }, "--metric" },
  { { "pattern", "--topology", "hex", "--size", "7,7", "--unit", "3,3", "--range", "1-1",
      "--shape", "linear", "--extent", "3", "--metric", "manhattan", NULL }, "--metric" },
  { { "pattern", "--topology", "square", "--size", "7,7", "--unit", "3,3", "--range", "1-1",
      "--shape", "linear", "--extent", "3", "--focus", "4", NULL }, "--focus" },
  { { "pattern", "--topology", "square", "--size", "7,7", "--unit", "3,3", "--range", "1-1",
      "--shape", "linear", "--extent", "3", "extra", NULL }, "extra" },
};

static void
test_usage_errors (void)
{
  for (gsize i = 0; i < G_N_ELEMENTS (usage_cases); i++)
    {
      const UsageCase *usage = &usage_cases[i];
      g_autoptr(GPtrArray) args = g_ptr_array_new ();
      g_auto(CliResult) result = { 0 };

      for (gsize j = 0; usage->args[j] != NULL; j++)
        {
          const char *arg = usage->args[j];

          g_ptr_array_add (args, (gpointer) (g_str_equal (arg, "MAP") ? example_path : arg));
        }
      g_ptr_array_add (args, NULL);

      run_cli_argv ((const char * const *) args->pdata, &result);
      g_assert_cmpint (result.status, ==, 2);
      g_assert_cmpstr (result.out, ==, "");
      g_assert_cmpstr (result.err, !=, "");
      if (usage->mention != NULL)
        g_assert_nonnull (strstr (result.err, usage->mention));
      /* Each message points the way to the help. */
      g_assert_nonnull (strstr (result.err, "--help"));
    }
}

/* --- reach ----------------------------------------------------------------- */

/* doc/rules.md, byte for byte. */
static const char example_reach[] =
  "-1 -1 -1 -1 -1 -1\n"
  "-1  0  1  0 -1 -1\n"
  "-1  1  2  1  0 -1\n"
  "-1  0 -1  0 -1 -1\n"
  "-1 -1 -1 -1 -1 -1\n"
  "reachable 9\n"
  "remaining-sum 5\n";

static void
test_reach_example (void)
{
  g_auto(CliResult) result = { 0 };

  run_cli (&result, "reach", example_path, "--from", "2,2", "--move", "2", "--print", NULL);
  assert_success (&result, example_reach);
}

static void
test_reach_without_print (void)
{
  g_auto(CliResult) result = { 0 };
  g_auto(CliResult) zero = { 0 };

  run_cli (&result, "reach", example_path, "--from", "2,2", "--move", "2", NULL);
  assert_success (&result, "reachable 9\nremaining-sum 5\n");

  /* No move points: the start alone. */
  run_cli (&zero, "reach", example_path, "--move", "0", "--from", "0,4", NULL);
  assert_success (&zero, "reachable 1\nremaining-sum 0\n");
}

static void
test_reach_repeat (void)
{
  g_auto(CliResult) result = { 0 };

  run_cli (&result, "reach", example_path, "--from", "2,2", "--move", "2", "--print",
           "--repeat", "25", NULL);
  assert_success (&result, example_reach);
}

static void
test_reach_movetype (void)
{
  g_auto(CliResult) foot = { 0 };
  g_auto(CliResult) unknown = { 0 };
  g_auto(CliResult) walk = { 0 };
  g_auto(CliResult) boat = { 0 };

  run_cli (&foot, "reach", example_path, "--from", "2,2", "--move", "2", "--print",
           "--movetype", "foot", NULL);
  assert_success (&foot, example_reach);

  run_cli (&unknown, "reach", example_path, "--from", "2,2", "--move", "2",
           "--movetype", "hovercraft", NULL);
  assert_invalid_input (&unknown, "hovercraft");

  /* The corridor's first movement type is "walk": the forest costs 2 and
   * the water is closed. */
  run_cli (&walk, "reach", corridor_path, "--from", "0,0", "--move", "6", "--print", NULL);
  assert_success (&walk,
                  " 6 -1 -1 -1 -1\n"
                  " 5 -1  0 -1 -1\n"
                  " 4  3  2 -1 -1\n"
                  "reachable 6\n"
                  "remaining-sum 20\n");

  run_cli (&boat, "reach", corridor_path, "--from", "4,2", "--move", "5", "--print",
           "--movetype", "boat", NULL);
  assert_success (&boat,
                  "-1 -1 -1 -1 -1\n"
                  "-1 -1 -1 -1  4\n"
                  "-1 -1 -1 -1  5\n"
                  "reachable 2\n"
                  "remaining-sum 9\n");
}

/* Whole numbers off the example board: just past it, past the largest
 * board (4096), past an int. */
static const char * const far_cells[] = {
  "4096,0", "0,4096", "30,0", "4294967298,2", "2,4294967296", "99999999999999999999,2",
};

static void
test_reach_bad_start (void)
{
  g_auto(CliResult) off_board = { 0 };
  g_auto(CliResult) off_board_y = { 0 };
  g_auto(CliResult) rock = { 0 };
  g_auto(CliResult) water = { 0 };

  run_cli (&off_board, "reach", example_path, "--from", "6,0", "--move", "2", NULL);
  assert_invalid_input (&off_board, "6,0");

  run_cli (&off_board_y, "reach", example_path, "--from", "0,5", "--move", "2", NULL);
  assert_invalid_input (&off_board_y, "0,5");

  /* Past every board too: invalid input, quoted as written (never
   * wrapped around to a cell on the board). */
  for (gsize i = 0; i < G_N_ELEMENTS (far_cells); i++)
    {
      g_auto(CliResult) far = { 0 };
      g_autofree char *mention = g_strdup_printf ("start cell %s is off the board",
                                                  far_cells[i]);

      run_cli (&far, "reach", example_path, "--from", far_cells[i], "--move", "2", NULL);
      assert_invalid_input (&far, mention);
    }

  run_cli (&rock, "reach", example_path, "--from", "2,0", "--move", "2", NULL);
  assert_invalid_input (&rock, "2,0");

  run_cli (&water, "reach", corridor_path, "--from", "4,1", "--move", "2", NULL);
  assert_invalid_input (&water, "4,1");
}

static void
test_reach_bad_map (void)
{
  g_autofree char *missing = g_build_filename (temp_dir, "missing.map.xml", NULL);
  g_autofree char *missing_prefix = g_strconcat (missing, ": error: ", NULL);
  g_autofree char *truncated_prefix = g_strconcat (truncated_path, ":", NULL);
  g_auto(CliResult) absent = { 0 };
  g_auto(CliResult) truncated = { 0 };

  run_cli (&absent, "reach", missing, "--from", "0,0", "--move", "2", NULL);
  assert_invalid_input (&absent, NULL);
  g_assert_true (g_str_has_prefix (absent.err, missing_prefix));

  run_cli (&truncated, "reach", truncated_path, "--from", "0,0", "--move", "2", NULL);
  assert_invalid_input (&truncated, NULL);
  g_assert_true (g_str_has_prefix (truncated.err, truncated_prefix));
}

/* --- path ------------------------------------------------------------------ */

typedef struct {
  int          cost;
  guint        steps;
  GArray      *cells;
} ParsedPath;

static void
parse_path_output (const char *out,
                   ParsedPath *path)
{
  g_auto(GStrv) lines = g_strsplit (out, "\n", -1);
  guint n_lines = g_strv_length (lines);

  g_assert_cmpuint (n_lines, >=, 3);
  g_assert_cmpstr (lines[n_lines - 1], ==, "");
  g_assert_true (sscanf (lines[0], "cost %d", &path->cost) == 1);
  g_assert_true (sscanf (lines[1], "steps %u", &path->steps) == 1);

  path->cells = g_array_new (FALSE, FALSE, sizeof (TacticsCell));
  for (guint i = 2; i + 1 < n_lines; i++)
    {
      TacticsCell cell;
      g_auto(GStrv) parts = g_strsplit (lines[i], ",", -1);

      g_assert_cmpuint (g_strv_length (parts), ==, 2);
      cell.x = atoi (parts[0]);
      cell.y = atoi (parts[1]);
      g_array_append_val (path->cells, cell);
    }
}

static void
test_path_example (void)
{
  /* Terrain "1" is rock, the rest plains (cost 1). */
  static const char * const grid[] = {
    "001111", "000011", "100001", "001000", "000000",
  };
  g_auto(CliResult) result = { 0 };
  ParsedPath path = { 0 };
  int total = 0;

  run_cli (&result, "path", example_path, "--from", "0,0", "--to", "5,3", NULL);
  assert_success (&result, NULL);
  parse_path_output (result.out, &path);

  /* Several cheapest paths exist; any will do if it is one. */
  g_assert_cmpint (path.cost, ==, 8);
  g_assert_cmpuint (path.steps, ==, 8);
  g_assert_cmpuint (path.cells->len, ==, path.steps + 1);
  g_assert_cmpint (g_array_index (path.cells, TacticsCell, 0).x, ==, 0);
  g_assert_cmpint (g_array_index (path.cells, TacticsCell, 0).y, ==, 0);
  g_assert_cmpint (g_array_index (path.cells, TacticsCell, 8).x, ==, 5);
  g_assert_cmpint (g_array_index (path.cells, TacticsCell, 8).y, ==, 3);
  for (guint i = 1; i < path.cells->len; i++)
    {
      TacticsCell a = g_array_index (path.cells, TacticsCell, i - 1);
      TacticsCell b = g_array_index (path.cells, TacticsCell, i);

      g_assert_cmpint (ABS (a.x - b.x) + ABS (a.y - b.y), ==, 1);
      g_assert_true (b.x >= 0 && b.x < 6 && b.y >= 0 && b.y < 5);
      g_assert_cmpint (grid[b.y][b.x], ==, '0');
      total += 1;
    }
  g_assert_cmpint (total, ==, path.cost);

  g_array_unref (path.cells);
}

static void
test_path_exact (void)
{
  g_auto(CliResult) corridor = { 0 };
  g_auto(CliResult) same = { 0 };
  g_auto(CliResult) unreachable = { 0 };
  g_auto(CliResult) rock = { 0 };
  g_auto(CliResult) boat = { 0 };

  /* The only way round the rocks, through the forest (cost 2). */
  run_cli (&corridor, "path", corridor_path, "--from", "0,0", "--to", "4,0", NULL);
  assert_success (&corridor,
                  "cost 9\nsteps 8\n"
                  "0,0\n0,1\n0,2\n1,2\n2,2\n2,1\n2,0\n3,0\n4,0\n");

  run_cli (&same, "path", example_path, "--from", "2,2", "--to", "2,2", NULL);
  assert_success (&same, "cost 0\nsteps 0\n2,2\n");

  /* Water is closed to "walk": unreachable, but not an error. */
  run_cli (&unreachable, "path", corridor_path, "--from", "0,0", "--to", "4,2", NULL);
  assert_success (&unreachable, "cost -1\nsteps 0\n");

  run_cli (&rock, "path", example_path, "--from", "2,2", "--to", "3,0", NULL);
  assert_success (&rock, "cost -1\nsteps 0\n");

  run_cli (&boat, "path", corridor_path, "--from", "4,1", "--to", "4,2",
           "--movetype", "boat", NULL);
  assert_success (&boat, "cost 1\nsteps 1\n4,1\n4,2\n");
}

static void
test_path_errors (void)
{
  g_auto(CliResult) goal_off = { 0 };
  g_auto(CliResult) start_rock = { 0 };
  g_auto(CliResult) start_off = { 0 };
  g_auto(CliResult) movetype = { 0 };

  run_cli (&goal_off, "path", example_path, "--from", "0,0", "--to", "9,9", NULL);
  assert_invalid_input (&goal_off, "9,9");

  run_cli (&start_off, "path", example_path, "--from", "0,7", "--to", "0,0", NULL);
  assert_invalid_input (&start_off, "0,7");

  run_cli (&start_rock, "path", example_path, "--from", "0,2", "--to", "0,0", NULL);
  assert_invalid_input (&start_rock, "0,2");

  run_cli (&movetype, "path", example_path, "--from", "0,0", "--to", "1,1",
           "--movetype", "boat", NULL);
  assert_invalid_input (&movetype, "boat");

  for (gsize i = 0; i < G_N_ELEMENTS (far_cells); i++)
    {
      g_auto(CliResult) far_start = { 0 };
      g_auto(CliResult) far_goal = { 0 };

      run_cli (&far_start, "path", example_path, "--from", far_cells[i], "--to", "0,0", NULL);
      assert_invalid_input (&far_start, far_cells[i]);
      run_cli (&far_goal, "path", example_path, "--from", "0,0", "--to", far_cells[i], NULL);
      assert_invalid_input (&far_goal, far_cells[i]);
    }
}

/* reach and path must agree on a real map: for every cell within reach,
 * the cheapest path costs the move points minus what reach says is left. */
static void
test_reach_path_agree (void)
{
  g_autofree char *map = g_build_filename (g_getenv ("TACTICS_DATADIR"), "maps",
                                           "skirmish.map.xml", NULL);
  g_auto(CliResult) reach = { 0 };
  g_auto(GStrv) lines = NULL;
  guint checked = 0;

  run_cli (&reach, "reach", map, "--from", "3,8", "--move", "5", "--print", NULL);
  assert_success (&reach, NULL);
  lines = g_strsplit (reach.out, "\n", -1);

  for (int y = 0; lines[y] != NULL && !g_str_has_prefix (lines[y], "reachable"); y++)
    {
      g_auto(GStrv) values = g_strsplit_set (lines[y], " ", -1);
      int x = 0;

      for (guint i = 0; values[i] != NULL; i++)
        {
          int remaining;
          g_autofree char *to = NULL;
          g_auto(CliResult) path = { 0 };
          ParsedPath parsed = { 0 };

          if (values[i][0] == '\0')
            continue;
          remaining = atoi (values[i]);
          /* A sample keeps the test quick: every reachable cell in a
           * checkerboard, and the unreachable ones on the start's row. */
          if (remaining >= 0 ? (x + y) % 2 == 0 : y == 8)
            {
              to = g_strdup_printf ("%d,%d", x, y);
              run_cli (&path, "path", map, "--from", "3,8", "--to", to, NULL);
              assert_success (&path, NULL);
              parse_path_output (path.out, &parsed);
              if (remaining >= 0)
                g_assert_cmpint (parsed.cost, ==, 5 - remaining);
              else
                g_assert_true (parsed.cost == -1 || parsed.cost > 5);
              g_array_unref (parsed.cells);
              checked++;
            }
          x++;
        }
    }
  g_assert_cmpuint (checked, >=, 10);
}

/* --- pattern --------------------------------------------------------------- */

typedef struct {
  const char *name;
  const char *args[24];
  const char *expected;
} PatternCase;

static const PatternCase pattern_cases[] = {
  /* doc/rules.md, figure 1 (byte for byte): flame-thrower to the east. */
  { "rules-figure-1",
    { "--topology", "square", "--size", "7,7", "--unit", "3,3", "--range", "1-1",
      "--shape", "linear", "--extent", "3", "--focus", "4,3", NULL },
    ". . . . . . .\n"
    ". . . . . . .\n"
    ". . o o o . .\n"
    ". . o U F * *\n"
    ". . o o o . .\n"
    ". . . . . . .\n"
    ". . . . . . .\n" },
  /* doc/rules.md, figure 2: grenade, the 3×3 block around a focus two away. */
  { "rules-figure-2",
    { "--topology", "square", "--size", "7,7", "--unit", "3,3", "--range", "2-2",
      "--shape", "circular", "--extent", "2", "--focus", "1,2", NULL },
    ". . . . . . .\n"
    "* * * o o o .\n"
    "* F * . . o .\n"
    "* * * U . o .\n"
    ". o . . . o .\n"
    ". o o o o o .\n"
    ". . . . . . .\n" },
  /* Figure 1 before aiming, and with the metric said out loud. */
  { "rules-figure-1-no-focus",
    { "--topology", "square", "--size", "7,7", "--unit", "3,3", "--range", "1-1",
      "--shape", "linear", "--extent", "3", "--metric", "chebyshev", NULL },
    ". . . . . . .\n"
    ". . . . . . .\n"
    ". . o o o . .\n"
    ". . o U o . .\n"
    ". . o o o . .\n"
    ". . . . . . .\n"
    ". . . . . . .\n" },
  /* Diagonal flame: the line runs off the board and is cut. */
  { "square-linear-diagonal-clipped",
    { "--topology", "square", "--size", "5,4", "--unit", "1,1", "--range", "1-1",
      "--shape", "linear", "--extent", "3", "--focus", "0,0", NULL },
    "F o o . .\n"
    "o U o . .\n"
    "o o o . .\n"
    ". . . . .\n" },
  { "manhattan-single",
    { "--topology", "square", "--size", "7,7", "--unit", "3,3", "--range", "1-2",
      "--shape", "single", "--extent", "1", "--metric", "manhattan", NULL },
    ". . . . . . .\n"
    ". . . o . . .\n"
    ". . o o o . .\n"
    ". o o U o o .\n"
    ". . o o o . .\n"
    ". . . o . . .\n"
    ". . . . . . .\n" },
  { "manhattan-linear",
    { "--topology", "square", "--size", "7,7", "--unit", "3,3", "--range", "1-2",
      "--shape", "linear", "--extent", "2", "--metric", "manhattan", "--focus", "3,1", NULL },
    ". . . * . . .\n"
    ". . . F . . .\n"
    ". . . o . . .\n"
    ". o o U o o .\n"
    ". . . o . . .\n"
    ". . . o . . .\n"
    ". . . . . . .\n" },
  { "manhattan-circular",
    { "--topology", "square", "--size", "9,5", "--unit", "1,2", "--range", "2-3",
      "--shape", "circular", "--extent", "3", "--metric", "manhattan", "--focus", "4,2", NULL },
    "o o o . * . . . .\n"
    "o . o * * * . . .\n"
    ". U * * F * * . .\n"
    "o . o * * * . . .\n"
    "o o o . * . . . .\n" },
  /* Hex, odd-r rows: the six neighbours of an odd-row cell, flame east. */
  { "hex-linear-east",
    { "--topology", "hex", "--size", "7,7", "--unit", "3,3", "--range", "1-1",
      "--shape", "linear", "--extent", "3", "--focus", "4,3", NULL },
    ". . . . . . .\n"
    ". . . . . . .\n"
    ". . . o o . .\n"
    ". . o U F * *\n"
    ". . . o o . .\n"
    ". . . . . . .\n"
    ". . . . . . .\n" },
  /* Hex lines zigzag through the offset rows: north-east. */
  { "hex-linear-north-east",
    { "--topology", "hex", "--size", "7,7", "--unit", "3,3", "--range", "1-3",
      "--shape", "linear", "--extent", "3", "--metric", "hex", "--focus", "4,2", NULL },
    ". . o . . * .\n"
    ". . o . * . .\n"
    ". . . o F . .\n"
    "o o o U o o o\n"
    ". . . o o . .\n"
    ". . o . o . .\n"
    ". . o . . o .\n" },
  /* A grenade on hex: the ring of twelve, the focus and its six neighbours. */
  { "hex-circular",
    { "--topology", "hex", "--size", "7,7", "--unit", "3,3", "--range", "2-2",
      "--shape", "circular", "--extent", "2", "--focus", "3,1", NULL },
    ". . . * * . .\n"
    ". . * F * . .\n"
    ". . o * * o .\n"
    ". o . U . o .\n"
    ". . o . . o .\n"
    ". . o o o . .\n"
    ". . . . . . .\n" },
  /* From an even row, near the board's edges. */
  { "hex-circular-even-row",
    { "--topology", "hex", "--size", "8,6", "--unit", "2,2", "--range", "1-2",
      "--shape", "circular", "--extent", "2", "--focus", "3,4", NULL },
    ". o o o . . . .\n"
    "o o o o . . . .\n"
    "o o U o o . . .\n"
    "o o * * . . . .\n"
    ". o * F * . . .\n"
    ". . * * . . . .\n" },
};

static void
test_pattern (gconstpointer data)
{
  const PatternCase *pattern = data;
  g_autoptr(GPtrArray) args = g_ptr_array_new ();
  g_auto(CliResult) result = { 0 };

  g_ptr_array_add (args, (gpointer) "pattern");
  for (gsize i = 0; pattern->args[i] != NULL; i++)
    g_ptr_array_add (args, (gpointer) pattern->args[i]);
  g_ptr_array_add (args, NULL);

  run_cli_argv ((const char * const *) args->pdata, &result);
  assert_success (&result, pattern->expected);
}

static void
test_pattern_bad_focus (void)
{
  g_auto(CliResult) out_of_range = { 0 };
  g_auto(CliResult) off_line = { 0 };
  g_auto(CliResult) hex_off_line = { 0 };
  g_auto(CliResult) focus_off_board = { 0 };
  g_auto(CliResult) unit_off_board = { 0 };
  g_auto(CliResult) too_close = { 0 };

  run_cli (&out_of_range, "pattern", "--topology", "square", "--size", "7,7", "--unit", "3,3",
           "--range", "1-1", "--shape", "linear", "--extent", "3", "--focus", "5,3", NULL);
  assert_invalid_input (&out_of_range, "5,3");

  /* Within range, but a knight's move from the unit. */
  run_cli (&off_line, "pattern", "--topology", "square", "--size", "7,7", "--unit", "3,3",
           "--range", "1-3", "--shape", "linear", "--extent", "3", "--focus", "5,4", NULL);
  assert_invalid_input (&off_line, "5,4");

  run_cli (&hex_off_line, "pattern", "--topology", "hex", "--size", "7,7", "--unit", "3,3",
           "--range", "1-3", "--shape", "linear", "--extent", "3", "--focus", "5,2", NULL);
  assert_invalid_input (&hex_off_line, "5,2");

  run_cli (&too_close, "pattern", "--topology", "square", "--size", "7,7", "--unit", "3,3",
           "--range", "2-2", "--shape", "circular", "--extent", "2", "--focus", "3,2", NULL);
  assert_invalid_input (&too_close, "3,2");

  for (gsize i = 0; i < G_N_ELEMENTS (far_cells); i++)
    {
      g_auto(CliResult) far_unit = { 0 };
      g_auto(CliResult) far_focus = { 0 };

      run_cli (&far_unit, "pattern", "--topology", "square", "--size", "7,7", "--unit",
               far_cells[i], "--range", "1-1", "--shape", "single", "--extent", "1", NULL);
      assert_invalid_input (&far_unit, far_cells[i]);
      run_cli (&far_focus, "pattern", "--topology", "square", "--size", "7,7", "--unit", "3,3",
               "--range", "1-9", "--shape", "single", "--extent", "1", "--focus", far_cells[i],
               NULL);
      assert_invalid_input (&far_focus, far_cells[i]);
    }

  run_cli (&focus_off_board, "pattern", "--topology", "square", "--size", "7,7", "--unit", "3,3",
           "--range", "1-9", "--shape", "single", "--extent", "1", "--focus", "7,3", NULL);
  assert_invalid_input (&focus_off_board, "7,3");

  run_cli (&unit_off_board, "pattern", "--topology", "hex", "--size", "7,7", "--unit", "3,7",
           "--range", "1-1", "--shape", "single", "--extent", "1", NULL);
  assert_invalid_input (&unit_off_board, "3,7");
}

/* --- validate -------------------------------------------------------------- */

static void
test_validate_data (void)
{
  g_autoptr(GPtrArray) paths = list_data_files ();
  g_autoptr(GPtrArray) args = g_ptr_array_new ();
  g_autoptr(GString) expected = g_string_new (NULL);
  g_auto(CliResult) result = { 0 };

  /* The ruleset and at least four maps. */
  g_assert_cmpuint (paths->len, >=, 5);

  g_ptr_array_add (args, (gpointer) "validate");
  for (guint i = 0; i < paths->len; i++)
    {
      g_ptr_array_add (args, paths->pdata[i]);
      g_string_append_printf (expected, "%s: ok\n", (const char *) paths->pdata[i]);
    }
  g_ptr_array_add (args, NULL);

  run_cli_argv ((const char * const *) args->pdata, &result);
  assert_success (&result, expected->str);
}

static void
assert_file_error (const char *err,
                   const char *path,
                   gboolean    with_line)
{
  g_autofree char *escaped_path = g_regex_escape_string (path, -1);
  g_autofree char *pattern = g_strdup_printf ("^%s%s: error: \\S.*\n$", escaped_path,
                                              with_line ? ":[1-9][0-9]*" : "");

  /* One line, nothing before or after it. */
  if (!g_regex_match_simple (pattern, err, G_REGEX_DOLLAR_ENDONLY, 0))
    g_error ("“%s” does not match “%s”", err, pattern);
}

static void
test_validate_bad (void)
{
  g_autofree char *missing = g_build_filename (temp_dir, "missing.ruleset.xml", NULL);
  g_autofree char *ok_line = g_strdup_printf ("%s: ok\n", example_path);
  g_auto(CliResult) truncated = { 0 };
  g_auto(CliResult) unknown = { 0 };
  g_auto(CliResult) absent = { 0 };
  g_auto(CliResult) mixed = { 0 };

  run_cli (&truncated, "validate", truncated_path, NULL);
  g_assert_cmpint (truncated.status, ==, 1);
  g_assert_cmpstr (truncated.out, ==, "");
  assert_file_error (truncated.err, truncated_path, TRUE);

  run_cli (&unknown, "validate", unknown_terrain_path, NULL);
  g_assert_cmpint (unknown.status, ==, 1);
  g_assert_cmpstr (unknown.out, ==, "");
  assert_file_error (unknown.err, unknown_terrain_path, TRUE);
  g_assert_nonnull (strstr (unknown.err, "Z"));

  run_cli (&absent, "validate", missing, NULL);
  g_assert_cmpint (absent.status, ==, 1);
  g_assert_cmpstr (absent.out, ==, "");
  assert_file_error (absent.err, missing, FALSE);

  /* Every file gets its line, in order; one bad file fails the run. */
  run_cli (&mixed, "validate", example_path, truncated_path, corridor_path, NULL);
  g_assert_cmpint (mixed.status, ==, 1);
  g_assert_true (g_str_has_prefix (mixed.out, ok_line));
  g_assert_true (g_str_has_suffix (mixed.out, "corridor.map.xml: ok\n"));
  assert_file_error (mixed.err, truncated_path, TRUE);
}

/* Numbers in files are digits after a "-" at most: a space or a "+" is
 * refused like any other stray character, with the file and line. */
static void
test_validate_numbers (void)
{
  static const char * const widths[] = { " 6", "+6", "6 ", "-+6" };

  for (gsize i = 0; i < G_N_ELEMENTS (widths); i++)
    {
      g_autofree char *attribute = g_strdup_printf ("width=\"%s\"", widths[i]);
      g_autoptr(GString) contents = g_string_new (example_map);
      g_autofree char *path = NULL;
      g_autofree char *expected = NULL;
      g_auto(CliResult) result = { 0 };

      g_assert_cmpuint (g_string_replace (contents, "width=\"6\"", attribute, 1), ==, 1);
      path = write_temp_file ("number.map.xml", contents->str);
      expected = g_strdup_printf ("%s:2: error: width “%s” is not a whole number\n", path,
                                  widths[i]);

      run_cli (&result, "validate", path, NULL);
      g_assert_cmpint (result.status, ==, 1);
      g_assert_cmpstr (result.out, ==, "");
      g_assert_cmpstr (result.err, ==, expected);
      g_remove (path);
    }
}

int
main (int   argc,
      char *argv[])
{
  int status;

  if (!cli_test_init (&argc, &argv))
    return 1;

  corridor_path = write_temp_file ("corridor.map.xml", corridor_map);
  truncated_path = write_temp_file ("truncated.map.xml", truncated_map);
  unknown_terrain_path = write_temp_file ("unknown-terrain.map.xml", unknown_terrain_map);

  g_test_add_func ("/cli/version", test_version);
  g_test_add_func ("/cli/help", test_help);
  g_test_add_func ("/cli/usage-errors", test_usage_errors);
  g_test_add_func ("/cli/double-dash", test_double_dash);
  g_test_add_func ("/cli/reach/example", test_reach_example);
  g_test_add_func ("/cli/reach/without-print", test_reach_without_print);
  g_test_add_func ("/cli/reach/repeat", test_reach_repeat);
  g_test_add_func ("/cli/reach/movetype", test_reach_movetype);
  g_test_add_func ("/cli/reach/bad-start", test_reach_bad_start);
  g_test_add_func ("/cli/reach/bad-map", test_reach_bad_map);
  g_test_add_func ("/cli/reach/agrees-with-path", test_reach_path_agree);
  g_test_add_func ("/cli/path/example", test_path_example);
  g_test_add_func ("/cli/path/exact", test_path_exact);
  g_test_add_func ("/cli/path/errors", test_path_errors);
  for (gsize i = 0; i < G_N_ELEMENTS (pattern_cases); i++)
    {
      g_autofree char *name = g_strdup_printf ("/cli/pattern/%s", pattern_cases[i].name);

      g_test_add_data_func (name, &pattern_cases[i], test_pattern);
    }
  g_test_add_func ("/cli/pattern/bad-focus", test_pattern_bad_focus);
  g_test_add_func ("/cli/validate/data", test_validate_data);
  g_test_add_func ("/cli/validate/bad", test_validate_bad);
  g_test_add_func ("/cli/validate/numbers", test_validate_numbers);

  status = g_test_run ();

  g_remove (corridor_path);
  g_remove (truncated_path);
  g_remove (unknown_terrain_path);

  g_clear_pointer (&corridor_path, g_free);
  g_clear_pointer (&truncated_path, g_free);
  g_clear_pointer (&unknown_terrain_path, g_free);

  cli_test_clean_up ();
  return status;
}
