/* SPDX-License-Identifier: GPL-3.0-or-later */
#include "config.h"

#include "fuzz-common.h"
#include "tactics-file-private.h"

/* The map loader on any bytes. Beyond "no crash, no leak, no UB", it checks
 * that a refusal is a proper file error, that what is accepted is a sound
 * map, and that the check-only path `tactics-cli validate` takes agrees
 * with a full load. References resolve in the sandbox, beside the bundled
 * maps. */

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
check_map (TacticsMap *map)
{
  TacticsRuleset *ruleset = tactics_map_get_ruleset (map);
  GListModel *movetypes = tactics_ruleset_get_movetypes (ruleset);
  guint n_terrains = tactics_ruleset_get_n_terrains (ruleset);
  int width = tactics_map_get_width (map);
  int height = tactics_map_get_height (map);
  const guint16 *cells = tactics_map_get_cells (map);
  g_autoptr(GBytes) bytes = NULL;

  g_assert_cmpint (width, >=, 1);
  g_assert_cmpint (width, <=, TACTICS_MAX_MAP_SIZE);
  g_assert_cmpint (height, >=, 1);
  g_assert_cmpint (height, <=, TACTICS_MAX_MAP_SIZE);
  g_assert_cmpuint (n_terrains, >=, 1);
  g_assert_cmpuint (n_terrains, <=, TACTICS_MAX_RULESET_ITEMS);

  for (gsize i = 0; i < (gsize) width * (gsize) height; i++)
    g_assert_cmpuint (cells[i], <, n_terrains);

  /* What the game asks of every map first. */
  for (guint i = 0; i < g_list_model_get_n_items (movetypes); i++)
    {
      g_autoptr(TacticsMovetype) movetype = g_list_model_get_item (movetypes, i);
      const TacticsCostGrid *grid;

      grid = tactics_map_get_cost_grid (map, tactics_movetype_get_id (movetype));
      g_assert_nonnull (grid);
      g_assert_cmpint (grid->width, ==, width);
      g_assert_cmpint (grid->height, ==, height);
    }

  bytes = tactics_map_to_bytes (map);
  g_assert_nonnull (bytes);
}

int
LLVMFuzzerTestOneInput (const uint8_t *data,
                        size_t         size)
{
  g_autoptr(GBytes) bytes = g_bytes_new_static (data, size);
  g_autoptr(GError) error = NULL;
  g_autoptr(GError) check_error = NULL;
  g_autoptr(TacticsMap) map = NULL;
  g_autoptr(xmlDoc) doc = NULL;
  gboolean checked;

  map = tactics_map_load_from_bytes (bytes, "fuzz.map.xml", maps_folder, &error);
  g_assert_true ((map == NULL) != (error == NULL));

  if (map != NULL)
    check_map (map);
  else
    fuzz_assert_file_error (error);

  /* The same bytes, checked only. */
  doc = tactics_xml_parse ((const char *) data, size, "fuzz.map.xml", &check_error);
  if (doc != NULL)
    checked = tactics_map_read_doc (doc, "fuzz.map.xml", maps_folder, NULL, &check_error);
  else
    checked = FALSE;

  if (checked != (map != NULL))
    g_error ("Loading says %s, checking says %s",
             error != NULL ? error->message : "good",
             check_error != NULL ? check_error->message : "good");
  if (!checked)
    {
      fuzz_assert_file_error (check_error);
      g_assert_cmpint (check_error->code, ==, error->code);
      g_assert_cmpstr (check_error->message, ==, error->message);
    }

  return 0;
}
