/* SPDX-License-Identifier: GPL-3.0-or-later */
#include "config.h"

#include "fuzz-common.h"
#include "tactics-file-private.h"

/* The scenario loader on any bytes, as a scenario file or as a map holding
 * a <scenario>. Beyond "no crash, no leak, no UB", it checks that a refusal
 * is a proper file error, that what is accepted keeps the promises of the
 * format (sides, ids, cells on the map), and that saving it gives a file
 * that loads back to the very same bytes. Map references resolve in the
 * sandbox, beside the bundled maps and the test scenarios' map. */

static GFile *maps_folder;

int
LLVMFuzzerInitialize (int    *argc,
                      char ***argv)
{
  fuzz_init ();
  maps_folder = g_file_new_for_path (fuzz_get_sandbox_maps ());
  return 0;
}

static void
check_scenario (TacticsScenario *scenario)
{
  TacticsMap *map = tactics_scenario_get_map (scenario);
  GListModel *sides = tactics_scenario_get_sides (scenario);
  GListModel *regions = tactics_scenario_get_regions (scenario);
  guint n_sides = g_list_model_get_n_items (sides);
  g_autoptr(GBytes) bytes = NULL;
  g_autoptr(GBytes) again_bytes = NULL;
  g_autoptr(TacticsScenario) again = NULL;
  g_autoptr(GError) error = NULL;

  g_assert_cmpuint (n_sides, >=, TACTICS_MIN_SCENARIO_SIDES);
  g_assert_cmpuint (n_sides, <=, TACTICS_MAX_SCENARIO_SIDES);

  for (guint i = 0; i < g_list_model_get_n_items (regions); i++)
    {
      g_autoptr(TacticsRegion) region = g_list_model_get_item (regions, i);
      guint n_cells;
      const TacticsCell *cells = tactics_region_get_cells (region, &n_cells);

      g_assert_true (tactics_scenario_lookup_region (scenario, tactics_region_get_id (region))
                     == region);
      for (guint j = 0; j < n_cells; j++)
        g_assert_true (tactics_map_contains (map, cells[j]));
    }

  for (guint i = 0; i < n_sides; i++)
    {
      g_autoptr(TacticsSide) side = g_list_model_get_item (sides, i);
      GListModel *objectives = tactics_side_get_objectives (side);

      g_assert_cmpuint (tactics_side_get_team (side), <=, TACTICS_MAX_SIDE_TEAM);
      if (tactics_side_get_start_zone (side) != NULL)
        g_assert_nonnull (tactics_scenario_lookup_region (scenario,
                                                          tactics_side_get_start_zone (side)));

      for (guint j = 0; j < tactics_side_get_n_placed_units (side); j++)
        {
          const TacticsPlacedUnit *unit = tactics_side_get_placed_unit (side, j);

          g_assert_true (tactics_map_contains (map, unit->cell));
          g_assert_nonnull (tactics_ruleset_lookup_unit_type (tactics_map_get_ruleset (map),
                                                              unit->unit_type));
        }

      for (guint j = 0; j < g_list_model_get_n_items (objectives); j++)
        {
          g_autoptr(TacticsObjective) objective = g_list_model_get_item (objectives, j);
          const char *unit = tactics_objective_get_unit (objective);
          g_autofree char *sentence = NULL;

          if (unit != NULL)
            g_assert_nonnull (tactics_scenario_lookup_placed_unit (scenario, unit, NULL));
          sentence = tactics_scenario_dup_objective_sentence (scenario, side, objective);
          g_assert_true (g_utf8_validate (sentence, -1, NULL));
        }
    }

  /* Saved, it loads back, and saves the same again. */
  bytes = tactics_scenario_to_bytes (scenario);
  again = tactics_scenario_load_from_bytes (bytes, "saved.scenario.xml", maps_folder, &error);
  if (again == NULL)
    g_error ("A saved scenario does not load: %s\n%.*s", error->message,
             (int) g_bytes_get_size (bytes), (const char *) g_bytes_get_data (bytes, NULL));
  again_bytes = tactics_scenario_to_bytes (again);
  fuzz_assert_bytes_equal (bytes, again_bytes, "the scenario saved twice");
}

int
LLVMFuzzerTestOneInput (const uint8_t *data,
                        size_t         size)
{
  g_autoptr(GBytes) bytes = g_bytes_new_static (data, size);
  g_autoptr(GError) error = NULL;
  g_autoptr(TacticsScenario) scenario = NULL;

  scenario = tactics_scenario_load_from_bytes (bytes, "fuzz.scenario.xml", maps_folder, &error);
  g_assert_true ((scenario == NULL) != (error == NULL));

  if (scenario != NULL)
    check_scenario (scenario);
  else
    fuzz_assert_file_error (error);

  return 0;
}
