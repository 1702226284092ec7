/* SPDX-License-Identifier: GPL-3.0-or-later */
#include "config.h"

#include <glib/gstdio.h>
#include <sys/resource.h>

#include "tactics.h"
#include "tactics-draw.h"
#include "tactics-draw-png-private.h"
#include "bench-helpers.h"

/* The picture budgets: a 4096 × 4096 map drawn at one pixel a cell by
 * `tactics-cli render` in at most 2 s, and a 256-pixel preview of any
 * bundled map or scenario by `tactics-thumbnailer` in at most 50 ms, each
 * a whole process. Also prints where the time goes in-process (reading,
 * drawing, PNG encoding). Prints figures; the budgets are printed beside
 * them, never asserted, since timings depend on the machine. */

#define BIG_SIZE 4096
#define BIG_BUDGET_MS 2000.0
#define THUMBNAIL_BUDGET_MS 50.0
#define N_BIG_RUNS 3
#define N_THUMBNAIL_RUNS 5

static const char *terrain_colors[] = {
  "#a5d66f", "#2e7d32", "#d4a017", "#555555", "#3b7dd8", "#eadb9c",
};

static TacticsMap *
make_big_map (void)
{
  g_autoptr(TacticsRuleset) ruleset = tactics_ruleset_new ();
  g_autoptr(TacticsMovetype) foot = tactics_movetype_new ("foot", "Foot");
  g_autofree guint16 *cells = g_new (guint16, (gsize) BIG_SIZE * BIG_SIZE);
  g_autoptr(GRand) rand = g_rand_new_with_seed (2024);
  TacticsMap *map;

  tactics_ruleset_insert_movetype (ruleset, G_MAXUINT, foot);
  for (guint i = 0; i < G_N_ELEMENTS (terrain_colors); i++)
    {
      char id[2] = { (char) ('a' + i), '\0' };
      g_autofree char *name = g_strdup_printf ("Terrain %c", id[0]);
      g_autoptr(TacticsTerrain) terrain = tactics_terrain_new (id, name, terrain_colors[i]);

      tactics_terrain_set_cost (terrain, "foot", 1);
      tactics_ruleset_insert_terrain (ruleset, G_MAXUINT, terrain);
    }
  /* Runs of one terrain, like real maps, rather than pure noise. */
  for (gsize i = 0; i < (gsize) BIG_SIZE * BIG_SIZE; )
    {
      guint16 terrain = (guint16) g_rand_int_range (rand, 0, G_N_ELEMENTS (terrain_colors));
      gsize run = (gsize) g_rand_int_range (rand, 1, 40);

      for (; run > 0 && i < (gsize) BIG_SIZE * BIG_SIZE; run--, i++)
        cells[i] = terrain;
    }
  map = tactics_map_new (BIG_SIZE, BIG_SIZE, TACTICS_TOPOLOGY_SQUARE, ruleset);
  tactics_map_set_name (map, "Benchmark");
  tactics_map_set_cells (map, cells);
  return map;
}

static double
children_cpu_ms (void)
{
  struct rusage usage;

  getrusage (RUSAGE_CHILDREN, &usage);
  return (usage.ru_utime.tv_sec + usage.ru_stime.tv_sec) * 1000.0
         + (usage.ru_utime.tv_usec + usage.ru_stime.tv_usec) / 1000.0;
}

/* CPU milliseconds (user and system) of one run of @argv, or a negative
 * value if it failed: on a machine shared with other work the wall clock
 * mostly measures the neighbours. */
static double
time_process (const char * const *argv)
{
  g_autoptr(GError) error = NULL;
  g_autofree char *err = NULL;
  double start = children_cpu_ms ();
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
  return children_cpu_ms () - start;
}

static double
median_process_time (const char * const *argv,
                     guint               n_runs)
{
  double times[8];

  g_assert (n_runs <= G_N_ELEMENTS (times));
  /* One warm-up run so that every timed run finds the files in the cache. */
  if (time_process (argv) < 0)
    return -1;
  for (guint i = 0; i < n_runs; i++)
    if ((times[i] = time_process (argv)) < 0)
      return -1;
  return bench_median (times, n_runs);
}

static const char *
verdict (double ms,
         double budget)
{
  return ms >= 0 && ms <= budget ? "met" : "OVER";
}

/* Where the time of the big picture goes, in this process. */
static void
print_big_breakdown (const char *path)
{
  g_autoptr(GFile) file = g_file_new_for_path (path);
  g_autoptr(TacticsPicture) picture = NULL;
  g_autoptr(GError) error = NULL;
  cairo_surface_t *surface;
  cairo_t *cr;
  gint64 start = g_get_monotonic_time ();
  gint64 loaded;
  gint64 drawn;
  gint64 encoded;

  picture = tactics_picture_new_for_file (file, &error);
  g_assert_no_error (error);
  loaded = g_get_monotonic_time ();
  surface = cairo_image_surface_create (CAIRO_FORMAT_ARGB32, BIG_SIZE, BIG_SIZE);
  cr = cairo_create (surface);
  tactics_picture_draw (picture, cr, 1.0);
  cairo_destroy (cr);
  drawn = g_get_monotonic_time ();
  {
    g_autoptr(GByteArray) png = g_byte_array_new ();

    tactics_draw_png_encode (surface, png, &error);
    g_assert_no_error (error);
    encoded = g_get_monotonic_time ();
    g_print ("  PNG file: %.1f MB\n", png->len / 1e6);
  }
  cairo_surface_destroy (surface);

  g_print ("  in-process: read %.0f ms, draw %.0f ms, PNG encoding %.0f ms\n",
           (loaded - start) / 1000.0, (drawn - loaded) / 1000.0, (encoded - drawn) / 1000.0);
}

int
main (int   argc,
      char *argv[])
{
  const char *cli = g_getenv ("TACTICS_CLI");
  const char *thumbnailer = g_getenv ("TACTICS_THUMBNAILER");
  const char *datadir = g_getenv ("TACTICS_DATADIR");
  g_autoptr(GError) error = NULL;
  g_autofree char *dir = NULL;
  g_autofree char *big_path = NULL;
  g_autofree char *big_png = NULL;
  g_autofree char *thumbnail = NULL;
  static const char *bundled[] = {
    "maps/crossroads.map.xml", "maps/islands.map.xml", "maps/mountain-pass.map.xml",
    "maps/skirmish.map.xml", "scenarios/hold-the-ford.scenario.xml",
    "scenarios/king-of-the-isle.scenario.xml", "scenarios/the-heirs-escape.scenario.xml",
  };
  double worst = 0;
  double ms;

  tactics_init ();
  if (cli == NULL || thumbnailer == NULL || datadir == NULL)
    {
      g_printerr ("TACTICS_CLI, TACTICS_THUMBNAILER and TACTICS_DATADIR must be set "
                  "(meson test sets them)\n");
      return 1;
    }

  dir = g_dir_make_tmp ("tactics-bench-render-XXXXXX", &error);
  g_assert_no_error (error);
  big_path = g_build_filename (dir, "big.map.xml", NULL);
  big_png = g_build_filename (dir, "big.png", NULL);
  thumbnail = g_build_filename (dir, "thumbnail.png", NULL);

  {
    g_autoptr(TacticsMap) map = make_big_map ();
    g_autoptr(GFile) file = g_file_new_for_path (big_path);

    tactics_map_save (map, file, &error);
    g_assert_no_error (error);
  }

  g_print ("tactics-cli render of a %d x %d map at 1 px a cell (median of %d runs):\n",
           BIG_SIZE, BIG_SIZE, N_BIG_RUNS);
  ms = median_process_time ((const char *[]) { cli, "render", big_path, "-o", big_png,
                                               "--cell", "1", NULL }, N_BIG_RUNS);
  g_print ("  whole process %.0f ms of CPU  [budget %.0f ms: %s]\n", ms, BIG_BUDGET_MS,
           verdict (ms, BIG_BUDGET_MS));
  print_big_breakdown (big_path);

  g_print ("tactics-thumbnailer -s 256, CPU time (median of %d runs):\n", N_THUMBNAIL_RUNS);
  for (guint i = 0; i < G_N_ELEMENTS (bundled); i++)
    {
      g_autofree char *path = g_build_filename (datadir, bundled[i], NULL);

      ms = median_process_time ((const char *[]) { thumbnailer, "-s", "256", path, thumbnail,
                                                   NULL }, N_THUMBNAIL_RUNS);
      g_print ("  %-40s %6.1f ms\n", bundled[i], ms);
      worst = ms < 0 ? G_MAXDOUBLE : MAX (worst, ms);
    }
  g_print ("  slowest %.1f ms  [budget %.0f ms: %s]\n", worst, THUMBNAIL_BUDGET_MS,
           verdict (worst, THUMBNAIL_BUDGET_MS));

  g_unlink (big_path);
  g_unlink (big_png);
  g_unlink (thumbnail);
  g_rmdir (dir);
  return 0;
}
