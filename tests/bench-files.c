/* SPDX-License-Identifier: GPL-3.0-or-later */
#include "config.h"


#include <glib/gstdio.h>

#include "tactics.h"
#include "bench-helpers.h"

/* How long a big map takes to save, and to check as a whole process
 * (`tactics-cli validate`) compared with libxml2's own parser run alone
 * (`xmllint --noout`). Prints figures; the budgets are printed beside them,
 * never asserted, since timings depend on the machine. */

#define MAP_SIZE 1024
#define N_TERRAINS 8
#define N_RUNS 7

#define SAVE_BUDGET_MS 30.0
#define VALIDATE_RATIO_BUDGET 2.0

/* Terrain ids are single characters, as the bundled maps use them, so the
 * file is about two bytes a cell. */
static TacticsMap *
make_big_map (void)
{
  g_autoptr(TacticsRuleset) ruleset = tactics_ruleset_new ();
  g_autoptr(TacticsMovetype) foot = tactics_movetype_new ("foot", "Foot");
  g_autofree guint16 *cells = g_new (guint16, (gsize) MAP_SIZE * MAP_SIZE);
  g_autoptr(GRand) rand = g_rand_new_with_seed (2024);
  TacticsMap *map;

  tactics_ruleset_insert_movetype (ruleset, G_MAXUINT, foot);
  for (guint i = 0; i < N_TERRAINS; i++)
    {
      char id[2] = { (char) ('a' + i), '\0' };
      g_autofree char *name = g_strdup_printf ("Terrain %c", id[0]);
      g_autoptr(TacticsTerrain) terrain = tactics_terrain_new (id, name, "#808080");

      if (i + 1 < N_TERRAINS)
        tactics_terrain_set_cost (terrain, "foot", i + 1);
      tactics_ruleset_insert_terrain (ruleset, G_MAXUINT, terrain);
    }

  /* Runs of one terrain, like real maps, rather than pure noise. */
  for (gsize i = 0; i < (gsize) MAP_SIZE * MAP_SIZE; )
    {
      guint16 terrain = (guint16) g_rand_int_range (rand, 0, N_TERRAINS);
      gsize run = (gsize) g_rand_int_range (rand, 1, 12);

      for (; run > 0 && i < (gsize) MAP_SIZE * MAP_SIZE; run--, i++)
        cells[i] = terrain;
    }

  map = tactics_map_new (MAP_SIZE, MAP_SIZE, TACTICS_TOPOLOGY_SQUARE, ruleset);
  tactics_map_set_name (map, "Benchmark");
  tactics_map_set_cells (map, cells);
  return map;
}

/* Milliseconds for one run of @argv, or a negative value if it failed. */
static double
time_process (const char * const *argv)
{
  g_autoptr(GError) error = NULL;
  g_autofree char *err = NULL;
  gint64 start = g_get_monotonic_time ();
  int wait_status;

  if (!g_spawn_sync (NULL, (char **) argv, NULL, G_SPAWN_STDOUT_TO_DEV_NULL, NULL, NULL,
                     NULL, &err, &wait_status, &error))
    {
      g_printerr ("# cannot run %s: %s\n", argv[0], error->message);
      return -1;
    }
  if (!g_spawn_check_wait_status (wait_status, &error))
    {
      g_printerr ("# %s failed: %s\n%s", argv[0], error->message, err);
      return -1;
    }
  return (double) (g_get_monotonic_time () - start) / 1000.0;
}

static double
median_process_time (const char * const *argv)
{
  double times[N_RUNS];

  /* One warm-up run so that every timed run finds the file in the cache. */
  if (time_process (argv) < 0)
    return -1;
  for (guint i = 0; i < N_RUNS; i++)
    {
      times[i] = time_process (argv);
      if (times[i] < 0)
        return -1;
    }
  return bench_median (times, N_RUNS);
}

/* The saver may leave other files beside the map (a backup, say). */
static void
remove_temp_dir (const char *dir_path)
{
  g_autoptr(GDir) dir = g_dir_open (dir_path, 0, NULL);
  const char *name;

  while (dir != NULL && (name = g_dir_read_name (dir)) != NULL)
    {
      g_autofree char *child = g_build_filename (dir_path, name, NULL);

      g_remove (child);
    }
  g_rmdir (dir_path);
}

int
main (int   argc,
      char *argv[])
{
  const char *cli = g_getenv ("TACTICS_CLI");
  g_autofree char *xmllint = g_find_program_in_path ("xmllint");
  g_autoptr(GError) error = NULL;
  g_autofree char *temp_dir = NULL;
  g_autofree char *path = NULL;
  g_autoptr(GFile) file = NULL;
  g_autoptr(TacticsMap) map = NULL;
  double save_times[N_RUNS], load_times[N_RUNS], validate_times[N_RUNS];
  double save_ms, load_ms, validate_in_process_ms, validate_ms, xmllint_ms = -1;
  GStatBuf info;

  tactics_init ();

  temp_dir = g_dir_make_tmp ("tactics-bench-files-XXXXXX", &error);
  g_assert_no_error (error);
  path = g_build_filename (temp_dir, "big.map.xml", NULL);
  file = g_file_new_for_path (path);

  map = make_big_map ();

  for (guint i = 0; i < N_RUNS; i++)
    {
      gint64 start = g_get_monotonic_time ();

      if (!tactics_map_save (map, file, &error))
        g_error ("saving %s: %s", path, error->message);
      save_times[i] = (double) (g_get_monotonic_time () - start) / 1000.0;
    }
  save_ms = bench_median (save_times, N_RUNS);

  for (guint i = 0; i < N_RUNS; i++)
    {
      gint64 start = g_get_monotonic_time ();
      g_autoptr(TacticsMap) loaded = tactics_map_load (file, &error);

      if (loaded == NULL)
        g_error ("loading %s: %s", path, error->message);
      load_times[i] = (double) (g_get_monotonic_time () - start) / 1000.0;
    }
  load_ms = bench_median (load_times, N_RUNS);

  /* The same checks as the CLI runs, without starting a process. */
  for (guint i = 0; i < N_RUNS; i++)
    {
      gint64 start = g_get_monotonic_time ();

      if (!tactics_file_validate (file, &error))
        g_error ("validating %s: %s", path, error->message);
      validate_times[i] = (double) (g_get_monotonic_time () - start) / 1000.0;
    }
  validate_in_process_ms = bench_median (validate_times, N_RUNS);

  if (g_stat (path, &info) != 0)
    g_error ("cannot stat %s", path);

  g_print ("files: a %dx%d square map, %d single-character terrain ids, %.2f MB; "
           "medians of %d runs\n",
           MAP_SIZE, MAP_SIZE, N_TERRAINS, (double) info.st_size / 1e6, N_RUNS);
  g_print ("  tactics_map_save             %8.2f ms  (budget <= %.0f ms: %s)\n",
           save_ms, SAVE_BUDGET_MS, save_ms <= SAVE_BUDGET_MS ? "within" : "OVER");
  g_print ("  tactics_map_load             %8.2f ms\n", load_ms);
  g_print ("  tactics_file_validate        %8.2f ms\n", validate_in_process_ms);

  if (cli == NULL)
    {
      g_print ("  tactics-cli validate         skipped: TACTICS_CLI is not set\n");
      validate_ms = -1;
    }
  else
    {
      const char * const validate_argv[] = { cli, "validate", path, NULL };

      validate_ms = median_process_time (validate_argv);
      g_print ("  tactics-cli validate FILE    %8.2f ms  (whole process)\n", validate_ms);
    }

  if (xmllint == NULL)
    {
      g_print ("  xmllint --noout FILE         skipped: xmllint is not installed\n");
    }
  else
    {
      const char * const xmllint_argv[] = { xmllint, "--noout", path, NULL };

      xmllint_ms = median_process_time (xmllint_argv);
      g_print ("  xmllint --noout FILE         %8.2f ms  (whole process)\n", xmllint_ms);
    }

  if (validate_ms > 0 && xmllint_ms > 0)
    {
      double ratio = validate_ms / xmllint_ms;

      g_print ("  validate / xmllint           %8.2f    (budget <= %.1f: %s)\n",
               ratio, VALIDATE_RATIO_BUDGET, ratio <= VALIDATE_RATIO_BUDGET ? "within" : "OVER");
    }

  remove_temp_dir (temp_dir);
  return validate_ms < 0 || (xmllint != NULL && xmllint_ms < 0) ? 1 : 0;
}
