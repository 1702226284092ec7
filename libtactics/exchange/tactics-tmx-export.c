/* SPDX-License-Identifier: GPL-3.0-or-later */
/* Tactics maps as Tiled maps: what tactics_import_load() reads back into
 * the same map. Tiles are numbered by terrain position (gid 1 is terrain
 * 0); hex maps are staggered on odd rows, which is our layout as it is. */
#include "config.h"

#include <glib/gi18n-lib.h>
#include <string.h>

#include "tactics-enum-names.h"
#include "tactics-exchange-path-private.h"
#include "tactics-file-private.h"
#include "tactics-region.h"
#include "tactics-terrain.h"
#include "tactics-tmx-export.h"

/* Tile sizes in pixels: squares, and pointy-top hexes close to regular
 * (Tiled draws a hex of side 16 in a 28 × 32 tile). */
#define SQUARE_SIZE 32
#define HEX_WIDTH   28
#define HEX_HEIGHT  32
#define HEX_SIDE    16

static void
append_property (GString    *out,
                 guint       indent,
                 const char *name,
                 const char *type,
                 const char *value)
{
  if (value == NULL)
    return;
  tactics_xml_append_indent (out, indent);
  g_string_append (out, "<property");
  tactics_xml_append_attribute (out, "name", name);
  tactics_xml_append_attribute (out, "type", type);
  tactics_xml_append_attribute (out, "value", value);
  g_string_append (out, "/>\n");
}

static void
append_start_zones (GString         *out,
                    TacticsMap      *map,
                    TacticsScenario *scenario,
                    guint           *next_object)
{
  GListModel *sides = tactics_scenario_get_sides (scenario);
  gboolean hex = tactics_map_get_topology (map) == TACTICS_TOPOLOGY_HEX;
  int width = hex ? HEX_WIDTH : SQUARE_SIZE;
  int height = hex ? HEX_HEIGHT : SQUARE_SIZE;
  int row = hex ? (HEX_HEIGHT + HEX_SIDE) / 2 : SQUARE_SIZE;

  g_string_append (out, " <objectgroup id=\"2\" name=\"Start zones\">\n");
  for (guint s = 0; s < g_list_model_get_n_items (sides); s++)
    {
      g_autoptr(TacticsSide) side = g_list_model_get_item (sides, s);
      const char *zone = tactics_side_get_start_zone (side);
      TacticsRegion *region = zone != NULL ? tactics_scenario_lookup_region (scenario, zone)
                                           : NULL;
      const TacticsCell *cells;
      guint n_cells;

      if (region == NULL)
        continue;
      cells = tactics_region_get_cells (region, &n_cells);
      /* One small rectangle around each cell's centre: any shape of
       * zone, on either grid. */
      for (guint i = 0; i < n_cells; i++)
        {
          int cx = cells[i].x * width + width / 2 + (hex && cells[i].y % 2 == 1 ? width / 2 : 0);
          int cy = cells[i].y * row + height / 2;

          g_string_append (out, "  <object");
          tactics_xml_append_uint_attribute (out, "id", (*next_object)++);
          tactics_xml_append_attribute (out, "name", tactics_region_get_id (region));
          tactics_xml_append_attribute (out, "type", "start");
          g_string_append_printf (out, " x=\"%d\" y=\"%d\" width=\"4\" height=\"4\"/>\n",
                                  cx - 2, cy - 2);
        }
    }
  g_string_append (out, " </objectgroup>\n");
}

/**
 * tactics_tmx_export_to_bytes:
 * @map: a map
 * @scenario: (nullable): a scenario on @map, whose sides' start zones are
 *   written as rectangles typed "start" (named by the region's id)
 * @ruleset_reference: (nullable): the ruleset file as the Tiled map should
 *   name it (property "tactics-ruleset"), relative to the Tiled map
 *
 * Writes @map as a Tiled map: one CSV layer, the terrains as an embedded
 * tileset whose tiles carry the properties "terrain" (the id), "name" and
 * "color", the map's name and description as properties. Square maps are
 * orthogonal, hex maps hexagonal staggered on odd rows.
 *
 * Returns: (transfer full): the `.tmx` document
 */
GBytes *
tactics_tmx_export_to_bytes (TacticsMap      *map,
                             TacticsScenario *scenario,
                             const char      *ruleset_reference)
{
  TacticsRuleset *ruleset;
  GString *out;
  gboolean hex;
  int width, height;
  guint n_terrains;
  guint next_object = 1;
  const guint16 *cells;

  g_return_val_if_fail (TACTICS_IS_MAP (map), NULL);
  g_return_val_if_fail (scenario == NULL || TACTICS_IS_SCENARIO (scenario), NULL);

  ruleset = tactics_map_get_ruleset (map);
  n_terrains = tactics_ruleset_get_n_terrains (ruleset);
  hex = tactics_map_get_topology (map) == TACTICS_TOPOLOGY_HEX;
  width = tactics_map_get_width (map);
  height = tactics_map_get_height (map);
  cells = tactics_map_get_cells (map);
  out = g_string_sized_new ((gsize) width * (gsize) height * 3 + 4096);

  g_string_append (out, "<?xml version=\"1.0\" encoding=\"UTF-8\"?>\n<map version=\"1.10\"");
  tactics_xml_append_attribute (out, "orientation", hex ? "hexagonal" : "orthogonal");
  tactics_xml_append_attribute (out, "renderorder", "right-down");
  tactics_xml_append_uint_attribute (out, "width", (guint) width);
  tactics_xml_append_uint_attribute (out, "height", (guint) height);
  tactics_xml_append_uint_attribute (out, "tilewidth", hex ? HEX_WIDTH : SQUARE_SIZE);
  tactics_xml_append_uint_attribute (out, "tileheight", hex ? HEX_HEIGHT : SQUARE_SIZE);
  if (hex)
    {
      tactics_xml_append_uint_attribute (out, "hexsidelength", HEX_SIDE);
      tactics_xml_append_attribute (out, "staggeraxis", "y");
      tactics_xml_append_attribute (out, "staggerindex", "odd");
    }
  tactics_xml_append_attribute (out, "infinite", "0");
  g_string_append (out, " nextlayerid=\"3\"");
  g_string_append (out, ">\n <properties>\n");
  append_property (out, 2, "name", NULL, tactics_map_get_name (map));
  append_property (out, 2, "description", NULL, tactics_map_get_description (map));
  append_property (out, 2, "tactics-ruleset", "file", ruleset_reference);
  g_string_append (out, " </properties>\n");

  g_string_append (out, " <tileset firstgid=\"1\" name=\"Tactics terrains\"");
  tactics_xml_append_uint_attribute (out, "tilewidth", hex ? HEX_WIDTH : SQUARE_SIZE);
  tactics_xml_append_uint_attribute (out, "tileheight", hex ? HEX_HEIGHT : SQUARE_SIZE);
  tactics_xml_append_uint_attribute (out, "tilecount", n_terrains);
  g_string_append (out, " columns=\"0\">\n  <grid orientation=\"orthogonal\" width=\"1\" "
                   "height=\"1\"/>\n");
  for (guint i = 0; i < n_terrains; i++)
    {
      TacticsTerrain *terrain = tactics_ruleset_get_terrain (ruleset, i);
      g_autofree char *color = NULL;
      const char *rgb = tactics_terrain_get_color (terrain);

      /* Tiled writes colours as #AARRGGBB. */
      if (rgb != NULL && rgb[0] == '#' && strlen (rgb) == 7)
        color = g_strdup_printf ("#ff%s", rgb + 1);
      g_string_append (out, "  <tile");
      tactics_xml_append_uint_attribute (out, "id", i);
      g_string_append (out, ">\n   <properties>\n");
      append_property (out, 4, "terrain", NULL, tactics_terrain_get_id (terrain));
      append_property (out, 4, "name", NULL, tactics_terrain_get_name (terrain));
      append_property (out, 4, "color", "color", color);
      g_string_append (out, "   </properties>\n  </tile>\n");
    }
  g_string_append (out, " </tileset>\n");

  g_string_append (out, " <layer id=\"1\" name=\"Terrain\"");
  tactics_xml_append_uint_attribute (out, "width", (guint) width);
  tactics_xml_append_uint_attribute (out, "height", (guint) height);
  g_string_append (out, ">\n  <data encoding=\"csv\">\n");
  {
    /* Each terrain's tile number as text once: a big map's layer is
     * millions of them. */
    g_autoptr(GPtrArray) numbers = g_ptr_array_new_with_free_func (g_free);

    for (guint i = 0; i < n_terrains; i++)
      g_ptr_array_add (numbers, g_strdup_printf ("%u", i + 1));
    for (int y = 0; y < height; y++)
      {
        for (int x = 0; x < width; x++)
          {
            guint index = cells[(gsize) y * width + x];

            g_string_append (out, g_ptr_array_index (numbers, index < n_terrains ? index : 0));
            if (x + 1 < width || y + 1 < height)
              g_string_append_c (out, ',');
          }
        g_string_append_c (out, '\n');
      }
  }
  g_string_append (out, "</data>\n </layer>\n");

  if (scenario != NULL)
    append_start_zones (out, map, scenario, &next_object);

  g_string_append (out, "</map>\n");
  return g_string_free_to_bytes (out);
}

/**
 * tactics_tmx_export:
 * @map: a map
 * @scenario: (nullable): a scenario on @map, for its start zones
 * @source: (nullable): the file @map was read from, against which its
 *   ruleset path is resolved; %NULL: the path is taken as it is
 * @destination: the `.tmx` file to write
 * @error: return location for a #TACTICS_FILE_ERROR
 *
 * Writes tactics_tmx_export_to_bytes() atomically to @destination, naming
 * the map's ruleset file relative to it.
 *
 * Returns: %TRUE when written
 */
gboolean
tactics_tmx_export (TacticsMap       *map,
                    TacticsScenario  *scenario,
                    GFile            *source,
                    GFile            *destination,
                    GError          **error)
{
  g_autoptr(GBytes) bytes = NULL;
  g_autofree char *reference = NULL;
  const char *ruleset_path;

  g_return_val_if_fail (TACTICS_IS_MAP (map), FALSE);
  g_return_val_if_fail (source == NULL || G_IS_FILE (source), FALSE);
  g_return_val_if_fail (G_IS_FILE (destination), FALSE);
  g_return_val_if_fail (error == NULL || *error == NULL, FALSE);

  ruleset_path = tactics_map_get_ruleset_path (map);
  if (ruleset_path != NULL)
    {
      g_autoptr(GFile) source_folder = source != NULL ? g_file_get_parent (source) : NULL;
      g_autoptr(GFile) destination_folder = g_file_get_parent (destination);
      g_autoptr(GFile) ruleset_file = tactics_exchange_resolve (source_folder, ruleset_path);

      reference = ruleset_file != NULL
                  ? tactics_exchange_reference_to (destination_folder, ruleset_file)
                  : g_strdup (ruleset_path);
    }

  bytes = tactics_tmx_export_to_bytes (map, scenario, reference);
  return tactics_file_write_bytes (destination, bytes, error);
}
