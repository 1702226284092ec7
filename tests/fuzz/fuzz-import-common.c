/* SPDX-License-Identifier: GPL-3.0-or-later */
#include "config.h"

#include "fuzz-import-common.h"

TacticsRuleset *
fuzz_import_get_ruleset (void)
{
  static TacticsRuleset *ruleset;

  if (ruleset == NULL)
    {
      g_autoptr(GFile) file = tactics_data_find_file ("default.ruleset.xml");
      g_autoptr(GError) error = NULL;

      g_assert_nonnull (file);
      ruleset = tactics_ruleset_load (file, &error);
      g_assert_no_error (error);
    }
  return ruleset;
}

void
fuzz_import_check (TacticsImportContext *context,
                   TacticsMap           *map)
{
  guint n_terrains = tactics_ruleset_get_n_terrains (context->ruleset);
  const guint16 *cells = tactics_map_get_cells (map);
  int width = tactics_map_get_width (map);
  int height = tactics_map_get_height (map);
  g_autoptr(TacticsScenario) scenario = NULL;
  g_auto(GStrv) notes = NULL;
  GListModel *regions;

  g_assert_cmpint (width, >=, 1);
  g_assert_cmpint (width, <=, TACTICS_MAX_MAP_SIZE);
  g_assert_cmpint (height, >=, 1);
  g_assert_cmpint (height, <=, TACTICS_MAX_MAP_SIZE);
  for (gsize i = 0; i < (gsize) width * (gsize) height; i++)
    g_assert_cmpuint (cells[i], <, n_terrains);

  scenario = tactics_import_context_finish (context, map);
  regions = tactics_scenario_get_regions (scenario);
  g_assert_cmpuint (g_list_model_get_n_items (regions), <=, TACTICS_MAX_SCENARIO_REGIONS);
  for (guint i = 0; i < g_list_model_get_n_items (regions); i++)
    {
      g_autoptr(TacticsRegion) region = g_list_model_get_item (regions, i);
      guint n_cells;
      const TacticsCell *region_cells = tactics_region_get_cells (region, &n_cells);

      for (guint j = 0; j < n_cells; j++)
        g_assert_true (tactics_map_contains (map, region_cells[j]));
    }
  g_assert_cmpuint (g_list_model_get_n_items (tactics_scenario_get_sides (scenario)), <=,
                    TACTICS_MAX_SCENARIO_SIDES);

  notes = tactics_import_context_steal_notes (context);
  for (guint i = 0; notes[i] != NULL; i++)
    {
      g_assert_true (g_utf8_validate (notes[i], -1, NULL));
      g_assert_null (strchr (notes[i], '\n'));
    }
}
