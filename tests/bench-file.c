/* SPDX-License-Identifier: GPL-3.0-or-later */
#include "config.h"

#include <glib/gstdio.h>
#include <stdio.h>

#include "tactics.h"
#include "bench-helpers.h"
#include "tactics-file-private.h"
#include "tactics-scenario-file-private.h"

/* Figures for loading and saving a big map (1024 × 1024 cells, one-byte
 * ids unless told otherwise): each step of a load, a whole save, and
 * `tactics-cli validate` against `xmllint --noout` as whole processes;
 * then a scenario on that map whose regions hold every cell of it (one
 * run a row) and every other cell (half a million single cells).
 * Prints figures only; nothing here fails on time.
 *
 *   bench-file [SIZE [ID_LENGTH [ROUNDS]]] */

static int map_size = 1024;
static int id_length = 1;
static int rounds = 15;

static TacticsMap *
make_map (int size)
{
  g_autoptr(TacticsRuleset) ruleset = tactics_ruleset_new ();
  g_autoptr(TacticsMovetype) movetype = tactics_movetype_new ("foot", "Foot");
  g_autofree guint16 *cells = g_new (guint16, (gsize) size * (gsize) size);
  g_autoptr(GRand) rand = g_rand_new_with_seed (42);
  TacticsMap *map;

  tactics_ruleset_insert_movetype (ruleset, 0, movetype);
  for (int i = 0; i < 8; i++)
    {
      g_autoptr(GString) id = g_string_new (NULL);
      g_autoptr(TacticsTerrain) terrain = NULL;

      g_string_append_c (id, "pfhmswrb"[i]);
      while ((int) id->len < id_length)
        g_string_append_c (id, 'x');
      terrain = tactics_terrain_new (id->str, id->str, "#808080");
      tactics_terrain_set_cost (terrain, "foot", (guint) i + 1);
      tactics_ruleset_insert_terrain (ruleset, G_MAXUINT, terrain);
    }

  for (gsize i = 0; i < (gsize) size * (gsize) size; i++)
    cells[i] = (guint16) g_rand_int_range (rand, 0, 8);

  map = tactics_map_new (size, size, TACTICS_TOPOLOGY_SQUARE, ruleset);
  tactics_map_set_cells (map, cells);
  return map;
}

typedef void (*Step) (gpointer data);

static double
time_step (const char *label,
           Step        step,
           gpointer    data)
{
  g_autofree double *times = g_new (double, rounds);
  double result;

  for (int i = 0; i < rounds; i++)
    {
      gint64 start = g_get_monotonic_time ();

      step (data);
      times[i] = (g_get_monotonic_time () - start) / 1000.0;
    }

  result = bench_median (times, rounds);
  g_print ("  %-34s %8.2f ms (median of %d)\n", label, result, rounds);
  return result;
}

typedef struct {
  GBytes     *bytes;
  const char *path;
  GFile      *file;
  TacticsMap *map;
  xmlDoc     *doc;
} Context;

static void
step_parse (gpointer data)
{
  Context *context = data;
  g_autoptr(GError) error = NULL;
  gsize size;
  const char *text = g_bytes_get_data (context->bytes, &size);
  xmlDoc *doc = tactics_xml_parse (text, size, "bench", &error);

  g_assert_no_error (error);
  xmlFreeDoc (doc);
}

static void
step_validate (gpointer data)
{
  Context *context = data;
  g_autoptr(GError) error = NULL;

  if (!tactics_xml_validate (context->doc, "map.rng", "bench", &error))
    g_error ("%s", error->message);
}

static void
step_read_model (gpointer data)
{
  Context *context = data;
  g_autoptr(GError) error = NULL;
  g_autoptr(TacticsMap) map = NULL;

  map = tactics_map_from_xml (xmlDocGetRootElement (context->doc), "bench", NULL, NULL, &error);
  g_assert_no_error (error);
}

static void
step_load (gpointer data)
{
  Context *context = data;
  g_autoptr(GError) error = NULL;
  g_autoptr(TacticsMap) map = tactics_map_load (context->file, &error);

  g_assert_no_error (error);
}

static void
step_validate_file (gpointer data)
{
  Context *context = data;
  g_autoptr(GError) error = NULL;

  if (!tactics_file_validate (context->file, &error))
    g_error ("%s", error->message);
}

static void
step_to_bytes (gpointer data)
{
  Context *context = data;
  g_autoptr(GBytes) bytes = tactics_map_to_bytes (context->map);
}

static void
step_save (gpointer data)
{
  Context *context = data;
  g_autoptr(GError) error = NULL;

  if (!tactics_map_save (context->map, context->file, &error))
    g_error ("%s", error->message);
}

typedef struct {
  GFile           *file;
  TacticsMap      *map;
  TacticsScenario *scenario;
  xmlDoc          *doc;
} ScenarioContext;

/* Two regions: the whole map, and a checkerboard of single cells. */
static TacticsScenario *
make_scenario (TacticsMap *map)
{
  TacticsScenario *scenario = tactics_scenario_new (map);
  int size = tactics_map_get_width (map);
  g_autoptr(GArray) all = g_array_new (FALSE, FALSE, sizeof (TacticsCell));
  g_autoptr(GArray) checker = g_array_new (FALSE, FALSE, sizeof (TacticsCell));
  g_autoptr(TacticsRegion) whole = tactics_region_new ("whole", "The Whole Map");
  g_autoptr(TacticsRegion) half = tactics_region_new ("checker", "Every Other Cell");

  for (int y = 0; y < size; y++)
    for (int x = 0; x < size; x++)
      {
        TacticsCell cell = { x, y };

        g_array_append_val (all, cell);
        if ((x + y) % 2 == 0)
          g_array_append_val (checker, cell);
      }
  tactics_region_set_cells (whole, (TacticsCell *) (gpointer) all->data, all->len, TRUE);
  tactics_region_set_cells (half, (TacticsCell *) (gpointer) checker->data, checker->len, TRUE);
  tactics_scenario_insert_region (scenario, 0, whole);
  tactics_scenario_insert_region (scenario, 1, half);

  for (int i = 0; i < 2; i++)
    {
      g_autoptr(TacticsSide) side = tactics_side_new (i == 0 ? "a" : "b", NULL);

      tactics_side_set_team (side, (guint) i);
      tactics_side_set_start_zone (side, i == 0 ? "whole" : "checker");
      tactics_scenario_insert_side (scenario, (guint) i, side);
    }

  tactics_scenario_set_map_path (scenario, "big.map.xml");
  return scenario;
}

static void
step_scenario_load (gpointer data)
{
  ScenarioContext *context = data;
  g_autoptr(GError) error = NULL;
  g_autoptr(TacticsScenario) scenario = tactics_scenario_load (context->file, &error);

  g_assert_no_error (error);
}

static void
step_scenario_read (gpointer data)
{
  ScenarioContext *context = data;
  g_autoptr(GError) error = NULL;
  g_autoptr(TacticsScenario) scenario = NULL;

  if (!tactics_xml_read_scenario_element (xmlDocGetRootElement (context->doc), "bench",
                                          context->map, NULL, &scenario, &error))
    g_error ("%s", error->message);
}

static void
step_scenario_to_bytes (gpointer data)
{
  ScenarioContext *context = data;
  g_autoptr(GBytes) bytes = tactics_scenario_to_bytes (context->scenario);
}

/* The wall time of a whole process, median of @rounds runs. */
static double
time_command (const char         *label,
              const char * const *argv)
{
  g_autofree double *times = g_new (double, rounds);
  double result;

  for (int i = 0; i < rounds; i++)
    {
      g_autoptr(GError) error = NULL;
      gint64 start = g_get_monotonic_time ();
      int status;

      g_spawn_sync (NULL, (char **) argv, NULL,
                    G_SPAWN_STDOUT_TO_DEV_NULL | G_SPAWN_STDERR_TO_DEV_NULL,
                    NULL, NULL, NULL, NULL, &status, &error);
      times[i] = (g_get_monotonic_time () - start) / 1000.0;
      g_assert_no_error (error);
      if (!g_spawn_check_wait_status (status, NULL))
        g_error ("%s failed on the map", argv[0]);
    }

  result = bench_median (times, rounds);
  g_print ("  %-34s %8.2f ms (median of %d)\n", label, result, rounds);
  return result;
}

int
main (int   argc,
      char *argv[])
{
  g_autoptr(GError) error = NULL;
  g_autofree char *folder = NULL;
  g_autofree char *path = NULL;
  g_autofree char *saved_path = NULL;
  g_autofree char *xmllint = g_find_program_in_path ("xmllint");
  g_autoptr(GFile) saved_file = NULL;
  g_autoptr(TacticsMap) map = NULL;
  const char *cli = g_getenv ("TACTICS_CLI");
  Context context = { 0, };
  double parse_ms, validate_ms, model_ms;

  tactics_init ();

  if (argc > 1)
    map_size = CLAMP (atoi (argv[1]), 1, TACTICS_MAX_MAP_SIZE);
  if (argc > 2)
    id_length = CLAMP (atoi (argv[2]), 1, 32);
  if (argc > 3)
    rounds = CLAMP (atoi (argv[3]), 1, 1000);

  folder = g_dir_make_tmp ("tactics-bench-file-XXXXXX", &error);
  g_assert_no_error (error);
  path = g_build_filename (folder, "big.map.xml", NULL);
  saved_path = g_build_filename (folder, "saved.map.xml", NULL);

  map = make_map (map_size);
  context.map = map;
  context.bytes = tactics_map_to_bytes (map);
  g_file_set_contents (path, g_bytes_get_data (context.bytes, NULL),
                       (gssize) g_bytes_get_size (context.bytes), &error);
  g_assert_no_error (error);
  context.path = path;
  context.file = g_file_new_for_path (path);

  g_print ("map %d × %d, ids of %d byte(s), file %.1f MiB\n", map_size, map_size, id_length,
           g_bytes_get_size (context.bytes) / 1048576.0);

  g_print ("loading, step by step:\n");
  parse_ms = time_step ("parse (libxml2 + guards)", step_parse, &context);
  context.doc = tactics_xml_parse (g_bytes_get_data (context.bytes, NULL),
                                   g_bytes_get_size (context.bytes), "bench", &error);
  g_assert_no_error (error);
  validate_ms = time_step ("RELAX NG validation", step_validate, &context);
  model_ms = time_step ("semantic read (grid, model)", step_read_model, &context);
  g_print ("  validation is %.0f %% and the model %.0f %% of the parse time\n",
           100 * validate_ms / parse_ms, 100 * model_ms / parse_ms);
  time_step ("tactics_map_load (whole)", step_load, &context);
  time_step ("tactics_file_validate (whole)", step_validate_file, &context);
  g_clear_pointer (&context.doc, xmlFreeDoc);

  g_print ("saving:\n");
  time_step ("tactics_map_to_bytes", step_to_bytes, &context);
  saved_file = g_file_new_for_path (saved_path);
  g_clear_object (&context.file);
  context.file = g_object_ref (saved_file);
  time_step ("tactics_map_save (atomic, synced)", step_save, &context);

  g_print ("whole processes on the same file:\n");
  if (xmllint != NULL && cli != NULL)
    {
      /* libxml2 refuses text nodes over 10 MB unless told --huge; the
       * library parses with that option too. */
      gboolean huge = g_bytes_get_size (context.bytes) > 10 * 1000 * 1000;
      const char *xmllint_argv[5] = { xmllint, "--noout", NULL, };
      const char *cli_argv[] = { cli, "validate", path, NULL };
      int n_args = 2;
      double xmllint_ms;
      double cli_ms;

      if (huge)
        xmllint_argv[n_args++] = "--huge";
      xmllint_argv[n_args++] = path;
      xmllint_argv[n_args] = NULL;

      xmllint_ms = time_command (huge ? "xmllint --noout --huge" : "xmllint --noout",
                                 xmllint_argv);
      cli_ms = time_command ("tactics-cli validate", cli_argv);

      g_print ("  tactics-cli validate / xmllint --noout = %.2f (the goal is at most 2)\n",
               cli_ms / xmllint_ms);
    }
  else
    g_print ("  skipped: needs xmllint in PATH and TACTICS_CLI\n");

  {
    g_autofree char *scenario_path = g_build_filename (folder, "big.scenario.xml", NULL);
    g_autoptr(TacticsScenario) scenario = make_scenario (map);
    g_autoptr(GBytes) bytes = tactics_scenario_to_bytes (scenario);
    ScenarioContext scenario_context = { 0, };

    g_file_set_contents (scenario_path, g_bytes_get_data (bytes, NULL),
                         (gssize) g_bytes_get_size (bytes), &error);
    g_assert_no_error (error);
    scenario_context.file = g_file_new_for_path (scenario_path);
    scenario_context.map = map;
    scenario_context.scenario = scenario;
    scenario_context.doc = tactics_xml_parse (g_bytes_get_data (bytes, NULL),
                                              g_bytes_get_size (bytes), "bench", &error);
    g_assert_no_error (error);

    g_print ("a scenario on this map, regions of %u and %u cells, file %.1f MiB:\n",
             tactics_region_get_n_cells (tactics_scenario_lookup_region (scenario, "whole")),
             tactics_region_get_n_cells (tactics_scenario_lookup_region (scenario, "checker")),
             g_bytes_get_size (bytes) / 1048576.0);
    time_step ("semantic read (regions, sides)", step_scenario_read, &scenario_context);
    time_step ("tactics_scenario_load (with the map)", step_scenario_load, &scenario_context);
    time_step ("tactics_scenario_to_bytes", step_scenario_to_bytes, &scenario_context);

    g_clear_pointer (&scenario_context.doc, xmlFreeDoc);
    g_clear_object (&scenario_context.file);
    g_unlink (scenario_path);
  }

  g_unlink (path);
  g_unlink (saved_path);
  g_rmdir (folder);
  g_clear_object (&context.file);
  g_bytes_unref (context.bytes);

  return 0;
}
