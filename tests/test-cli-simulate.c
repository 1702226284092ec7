/* SPDX-License-Identifier: GPL-3.0-or-later */
/* tactics-cli simulate where it meets the file system: saving through a
 * symbolic link and not into a FIFO, and the bundled ruleset found under
 * $TACTICS_DATADIR only; then the bundled data itself (TACTICS_DATADIR),
 * checked through the engine: the default ruleset and every map. */
#include "config.h"

#include <glib/gstdio.h>
#include <sys/stat.h>
#include <unistd.h>

#include "cli-test-helpers.h"
#include "tactics.h"

/* --- simulate --save ----------------------------------------------------------- */

static void
run_simulate_saving (CliResult  *result,
                     const char *save_path)
{
  g_autofree char *map = g_build_filename (g_getenv ("TACTICS_DATADIR"), "maps",
                                           "skirmish.map.xml", NULL);

  run_cli (result, "simulate", "--map", map, "--players", "2", "--units", "1", "--seed", "3",
           "--max-rounds", "2", "--save", save_path, NULL);
}

/* A FIFO is refused and stays a FIFO; a symbolic link is saved through. */
static void
test_simulate_save_path (void)
{
  g_autofree char *fifo = g_build_filename (temp_dir, "fifo.tactics-save", NULL);
  g_autofree char *real = g_build_filename (temp_dir, "real.tactics-save", NULL);
  g_autofree char *link = g_build_filename (temp_dir, "link.tactics-save", NULL);
  g_autofree char *expected_err = NULL;
  g_autoptr(GFile) real_file = g_file_new_for_path (real);
  g_autoptr(GError) error = NULL;
  g_auto(CliResult) refused = { 0 };
  g_auto(CliResult) through = { 0 };
  GStatBuf info;

  g_assert_cmpint (mkfifo (fifo, 0600), ==, 0);
  g_assert_cmpint (symlink ("real.tactics-save", link), ==, 0);

  run_simulate_saving (&refused, fifo);
  g_assert_cmpint (refused.status, ==, 1);
  g_assert_true (g_str_has_suffix (refused.out, " rounds 2\n"));
  expected_err = g_strdup_printf ("%s: error: cannot save: this is not a regular file (a device, "
                                  "a pipe or a socket)\n", fifo);
  g_assert_cmpstr (refused.err, ==, expected_err);
  g_assert_cmpint (g_lstat (fifo, &info), ==, 0);
  g_assert_true (S_ISFIFO (info.st_mode));

  run_simulate_saving (&through, link);
  assert_success (&through, refused.out);
  g_assert_cmpint (g_lstat (link, &info), ==, 0);
  g_assert_true (S_ISLNK (info.st_mode));
  g_assert_true (tactics_file_validate (real_file, &error));
  g_assert_no_error (error);

  g_remove (link);
  g_remove (real);
  g_remove (fifo);
}

/* simulate takes the bundled ruleset, for a map without units, from
 * $TACTICS_DATADIR when it is set, and from nowhere else. */
static void
test_simulate_datadir (void)
{
  g_autofree char *datadir = g_build_filename (temp_dir, "datadir", NULL);
  g_autofree char *ruleset = g_build_filename (datadir, "default.ruleset.xml", NULL);
  g_autofree char *expected_prefix = g_strconcat (ruleset, ":", NULL);
  const char * const args[] = {
    "simulate", "--map", example_path, "--players", "2", "--units", "1", "--seed", "1", NULL
  };
  g_auto(CliResult) empty = { 0 };
  g_auto(CliResult) broken = { 0 };
  g_autoptr(GError) error = NULL;

  g_assert_cmpint (g_mkdir (datadir, 0700), ==, 0);

  run_cli_argv_full (NULL, datadir, args, &empty);
  assert_invalid_input (&empty, "the bundled ruleset was not found");

  g_file_set_contents (ruleset, "<tactics-ruleset version=\"1\">\n<units>\n", -1, &error);
  g_assert_no_error (error);
  run_cli_argv_full (NULL, datadir, args, &broken);
  assert_invalid_input (&broken, NULL);
  g_assert_true (g_str_has_prefix (broken.err, expected_prefix));

  g_remove (ruleset);
  g_rmdir (datadir);
}

/* --- the bundled data, through the engine ---------------------------------- */

static void
test_data_ruleset (void)
{
  g_autofree char *path = g_build_filename (g_getenv ("TACTICS_DATADIR"),
                                            "default.ruleset.xml", NULL);
  g_autoptr(GFile) file = g_file_new_for_path (path);
  g_autoptr(GError) error = NULL;
  g_autoptr(TacticsRuleset) ruleset = NULL;
  static const char * const movetypes[] = { "foot", "mounted", "flying", "aquatic" };
  TacticsAction *flame, *grenade;
  guint n_damage = 0, n_heal = 0, n_linear = 0, n_circular = 0;
  GListModel *actions;

  ruleset = tactics_ruleset_load (file, &error);
  g_assert_no_error (error);

  for (gsize i = 0; i < G_N_ELEMENTS (movetypes); i++)
    g_assert_nonnull (tactics_ruleset_lookup_movetype (ruleset, movetypes[i]));
  g_assert_cmpuint (tactics_ruleset_get_n_terrains (ruleset), >=, 6);
  g_assert_cmpuint (g_list_model_get_n_items (tactics_ruleset_get_unit_types (ruleset)), >=, 6);

  actions = tactics_ruleset_get_actions (ruleset);
  g_assert_cmpuint (g_list_model_get_n_items (actions), >=, 8);
  for (guint i = 0; i < g_list_model_get_n_items (actions); i++)
    {
      g_autoptr(TacticsAction) action = g_list_model_get_item (actions, i);

      n_damage += tactics_action_get_effect (action) == TACTICS_EFFECT_DAMAGE;
      n_heal += tactics_action_get_effect (action) == TACTICS_EFFECT_HEAL;
      n_linear += tactics_action_get_shape (action) == TACTICS_SHAPE_LINEAR;
      n_circular += tactics_action_get_shape (action) == TACTICS_SHAPE_CIRCULAR;
    }
  g_assert_cmpuint (n_damage, >, 0);
  g_assert_cmpuint (n_heal, >=, 2);
  g_assert_cmpuint (n_linear, >, 0);
  g_assert_cmpuint (n_circular, >, 0);

  /* The two examples of doc/rules.md, as it states them. */
  flame = tactics_ruleset_lookup_action (ruleset, "flame-thrower");
  g_assert_nonnull (flame);
  g_assert_cmpuint (tactics_action_get_range_min (flame), ==, 1);
  g_assert_cmpuint (tactics_action_get_range_max (flame), ==, 1);
  g_assert_cmpint (tactics_action_get_shape (flame), ==, TACTICS_SHAPE_LINEAR);
  g_assert_cmpuint (tactics_action_get_extent (flame), ==, 3);
  grenade = tactics_ruleset_lookup_action (ruleset, "grenade");
  g_assert_nonnull (grenade);
  g_assert_cmpuint (tactics_action_get_range_min (grenade), ==, 2);
  g_assert_cmpuint (tactics_action_get_range_max (grenade), ==, 2);
  g_assert_cmpint (tactics_action_get_shape (grenade), ==, TACTICS_SHAPE_CIRCULAR);
  g_assert_cmpuint (tactics_action_get_extent (grenade), ==, 2);
}

/* Every map: the default ruleset, and no ground a foot soldier can stand
 * on that it cannot walk to from anywhere else. */
static void
test_data_maps (void)
{
  g_autoptr(GPtrArray) paths = list_data_files ();
  g_autoptr(TacticsReach) reach = tactics_reach_new ();
  guint n_square = 0, n_hex = 0, n_large = 0;
  gboolean have_skirmish = FALSE;

  for (guint i = 0; i < paths->len; i++)
    {
      const char *path = paths->pdata[i];
      g_autoptr(GFile) file = NULL;
      g_autoptr(GError) error = NULL;
      g_autoptr(TacticsMap) map = NULL;
      const TacticsCostGrid *grid;
      TacticsCell start = { -1, -1 };
      guint n_passable = 0;
      int width, height;

      if (!g_str_has_suffix (path, ".map.xml"))
        continue;

      g_test_message ("%s", path);
      file = g_file_new_for_path (path);
      map = tactics_map_load (file, &error);
      g_assert_no_error (error);

      g_assert_cmpstr (tactics_map_get_ruleset_path (map), ==, "../default.ruleset.xml");
      width = tactics_map_get_width (map);
      height = tactics_map_get_height (map);
      if (tactics_map_get_topology (map) == TACTICS_TOPOLOGY_SQUARE)
        n_square++;
      else
        n_hex++;
      if (width >= 40 && height >= 30)
        n_large++;
      if (g_str_has_suffix (path, "/skirmish.map.xml"))
        have_skirmish = TRUE;

      grid = tactics_map_get_cost_grid (map, "foot");
      g_assert_nonnull (grid);
      for (int y = 0; y < height; y++)
        for (int x = 0; x < width; x++)
          {
            if (tactics_cost_grid_get (grid, x, y) == 0)
              continue;
            n_passable++;
            if (start.x < 0)
              start = (TacticsCell) { x, y };
          }
      g_assert_cmpuint (n_passable, >, (guint) (width * height) / 4);

      tactics_reach_compute (reach, grid, start, TACTICS_MAX_COST * width * height, NULL, NULL);
      g_assert_cmpuint (tactics_reach_get_n_destinations (reach), ==, n_passable);
    }

  g_assert_cmpuint (n_square, >=, 2);
  g_assert_cmpuint (n_hex, >=, 2);
  g_assert_cmpuint (n_large, >=, 1);
  g_assert_true (have_skirmish);
}

int
main (int   argc,
      char *argv[])
{
  int status;

  if (!cli_test_init (&argc, &argv))
    return 1;

  g_test_add_func ("/cli/simulate/save-path", test_simulate_save_path);
  g_test_add_func ("/cli/simulate/datadir", test_simulate_datadir);
  g_test_add_func ("/data/ruleset", test_data_ruleset);
  g_test_add_func ("/data/maps", test_data_maps);

  status = g_test_run ();

  cli_test_clean_up ();
  return status;
}
