/* SPDX-License-Identifier: GPL-3.0-or-later */
/* Opening a big map in the editor: the editor first looks for a scenario
 * in the file, and reads it as a scenario only when one may be there, so a
 * plain map costs the map's own load and a quick scan. Prints the load of
 * a 4096 × 4096 map by the library, the editor's scan and the editor's
 * load, then the same map holding a small scenario. */
#include "config.h"

#include <glib/gstdio.h>

#include "tactics-editor-document.h"

static double
time_load (GFile   *file,
           gboolean editor)
{
  double best = G_MAXDOUBLE;

  for (guint i = 0; i < 3; i++)
    {
      g_autoptr(GError) error = NULL;
      gint64 start = g_get_monotonic_time ();
      GObject *loaded = editor ? G_OBJECT (tactics_editor_document_load (file, &error))
                               : G_OBJECT (tactics_map_load (file, &error));
      double seconds = (g_get_monotonic_time () - start) / 1e6;

      g_assert_no_error (error);
      g_object_unref (loaded);
      best = MIN (best, seconds);
    }
  return best;
}

int
main (int   argc,
      char *argv[])
{
  g_autoptr(GError) error = NULL;
  g_autofree char *folder = g_dir_make_tmp ("tactics-bench-open-XXXXXX", &error);
  g_autofree char *rules_path = g_build_filename (g_getenv ("TACTICS_DATADIR"),
                                                  "default.ruleset.xml", NULL);
  g_autoptr(GFile) rules_file = g_file_new_for_path (rules_path);
  g_autoptr(TacticsRuleset) ruleset = NULL;
  g_autoptr(TacticsMap) map = NULL;
  g_autoptr(TacticsScenario) scenario = NULL;
  g_autofree char *plain_path = NULL;
  g_autofree char *holding_path = NULL;
  g_autoptr(GFile) plain = NULL;
  g_autoptr(GFile) holding = NULL;
  g_autoptr(TacticsSide) first = tactics_side_new ("a", "A");
  g_autoptr(TacticsSide) second = tactics_side_new ("b", "B");
  g_autoptr(TacticsEditorDocument) document = NULL;
  int size = 4096;

  g_assert_no_error (error);
  tactics_init ();
  ruleset = tactics_ruleset_load (rules_file, &error);
  g_assert_no_error (error);
  map = tactics_map_new (size, size, TACTICS_TOPOLOGY_SQUARE, ruleset);
  tactics_map_set_ruleset_path (map, rules_path);
  for (int y = 0; y < size; y += 7)
    {
      TacticsCell cells[64];

      for (int i = 0; i < 64; i++)
        cells[i] = (TacticsCell) { (y * 13 + i * 61) % size, y };
      tactics_map_paint_cells (map, cells, G_N_ELEMENTS (cells), 2);
    }

  plain_path = g_build_filename (folder, "big.map.xml", NULL);
  plain = g_file_new_for_path (plain_path);
  g_assert_true (tactics_map_save (map, plain, &error));
  g_assert_no_error (error);

  scenario = tactics_scenario_new (map);
  tactics_side_set_team (second, 1);
  tactics_scenario_insert_side (scenario, 0, first);
  tactics_scenario_insert_side (scenario, 1, second);
  holding_path = g_build_filename (folder, "big-scenario.map.xml", NULL);
  holding = g_file_new_for_path (holding_path);
  g_assert_true (tactics_scenario_save (scenario, holding, &error));
  g_assert_no_error (error);

  document = tactics_editor_document_load (holding, &error);
  g_assert_no_error (error);
  g_assert_nonnull (tactics_editor_document_get_scenario (document));

  g_print ("%d × %d map, best of 3:\n", size, size);
  g_print ("  plain map, library load:      %.3f s\n", time_load (plain, FALSE));
  g_print ("  plain map, editor load:       %.3f s\n", time_load (plain, TRUE));
  g_print ("  map holding a scenario, editor load: %.3f s\n", time_load (holding, TRUE));

  g_remove (plain_path);
  g_remove (holding_path);
  g_rmdir (folder);
  return 0;
}
