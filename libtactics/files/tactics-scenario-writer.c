/* SPDX-License-Identifier: GPL-3.0-or-later */
#include "config.h"

#include "tactics-enum-names.h"
#include "tactics-file-private.h"
#include "tactics-geometry.h"
#include "tactics-model-enum-types.h"
#include "tactics-model-enums.h"
#include "tactics-objective.h"
#include "tactics-player-kind.h"
#include "tactics-region.h"
#include "tactics-scenario-file-private.h"
#include "tactics-scenario.h"
#include "tactics-side.h"
#include "tactics-translatable-private.h"
#include "tactics-xml-writer-private.h"

/* Scenarios as text: the element tactics-scenario-file.c reads. */

/* --- Writing ------------------------------------------------------------------------ */

static void
write_text (GString    *out,
            guint       indent,
            const char *element,
            const char *text)
{
  if (text == NULL || *text == '\0')
    return;

  tactics_xml_append_indent (out, indent);
  g_string_append_printf (out, "<%s>", element);
  tactics_xml_append_escaped (out, text, FALSE);
  g_string_append_printf (out, "</%s>\n", element);
}

/* Cells are many: numbers are written without printf. */
static void
append_number (GString *out,
               int      value)
{
  char digits[16];
  int n = 0;

  g_assert (value >= 0);
  do
    {
      digits[n++] = (char) ('0' + value % 10);
      value /= 10;
    }
  while (value > 0);

  while (n > 0)
    g_string_append_c (out, digits[--n]);
}

/* One line a row, with runs of neighbouring cells as X1-X2,Y. */
static void
write_cells (TacticsRegion *region,
             GString       *out,
             guint          indent)
{
  guint n_cells;
  const TacticsCell *cells = tactics_region_get_cells (region, &n_cells);

  tactics_xml_append_indent (out, indent);
  if (n_cells == 0)
    {
      g_string_append (out, "<cells/>\n");
      return;
    }

  g_string_append (out, "<cells>\n");
  for (guint i = 0; i < n_cells;)
    {
      int y = cells[i].y;

      tactics_xml_append_indent (out, indent + 2);
      while (i < n_cells && cells[i].y == y)
        {
          guint end = i;

          while (end + 1 < n_cells && cells[end + 1].y == y && cells[end + 1].x == cells[end].x + 1)
            end++;
          append_number (out, cells[i].x);
          if (end > i)
            {
              g_string_append_c (out, '-');
              append_number (out, cells[end].x);
            }
          g_string_append_c (out, ',');
          append_number (out, y);
          i = end + 1;
          g_string_append_c (out, i < n_cells && cells[i].y == y ? ' ' : '\n');
        }
    }
  tactics_xml_append_indent (out, indent);
  g_string_append (out, "</cells>\n");
}

static void
write_side (TacticsSide *side,
            GString     *out,
            guint        indent,
            const char  *domain)
{
  const char * const *allowed = tactics_side_get_allowed_units (side);
  GListModel *objectives = tactics_side_get_objectives (side);
  guint n_units = tactics_side_get_n_placed_units (side);
  guint n_objectives = g_list_model_get_n_items (objectives);

  tactics_xml_append_indent (out, indent);
  g_string_append (out, "<side");
  tactics_xml_append_attribute (out, "id", tactics_side_get_id (side));
  tactics_xml_append_attribute (out, "name",
                                tactics_translatable_get_source (G_OBJECT (side), "name",
                                                                 tactics_side_get_name (side),
                                                                 domain));
  tactics_xml_append_uint_attribute (out, "team", tactics_side_get_team (side));
  tactics_xml_append_attribute (out, "controller",
                                tactics_enum_to_string (TACTICS_TYPE_PLAYER_KIND,
                                                        tactics_side_get_player_kind (side)));
  tactics_xml_append_attribute (out, "level",
                                tactics_enum_to_string (TACTICS_TYPE_AI_LEVEL,
                                                        tactics_side_get_level (side)));
  if (tactics_side_get_budget (side) > 0)
    tactics_xml_append_uint_attribute (out, "budget", tactics_side_get_budget (side));
  tactics_xml_append_attribute (out, "start-zone", tactics_side_get_start_zone (side));

  if (allowed == NULL && n_units == 0 && n_objectives == 0)
    {
      g_string_append (out, "/>\n");
      return;
    }
  g_string_append (out, ">\n");

  if (allowed != NULL)
    {
      tactics_xml_append_indent (out, indent + 2);
      if (allowed[0] == NULL)
        g_string_append (out, "<allowed-units/>\n");
      else
        {
          g_autofree char *joined = g_strjoinv (" ", (char **) allowed);

          g_string_append (out, "<allowed-units>");
          tactics_xml_append_escaped (out, joined, FALSE);
          g_string_append (out, "</allowed-units>\n");
        }
    }

  for (guint i = 0; i < n_units; i++)
    {
      const TacticsPlacedUnit *unit = tactics_side_get_placed_unit (side, i);
      g_autofree char *key = g_strconcat ("unit:", unit->id, NULL);

      tactics_xml_append_indent (out, indent + 2);
      g_string_append (out, "<unit");
      tactics_xml_append_attribute (out, "id", unit->id);
      tactics_xml_append_attribute (out, "name",
                                    tactics_translatable_get_source (G_OBJECT (side), key,
                                                                     unit->name, domain));
      tactics_xml_append_attribute (out, "type", unit->unit_type);
      tactics_xml_append_uint_attribute (out, "x", (guint) unit->cell.x);
      tactics_xml_append_uint_attribute (out, "y", (guint) unit->cell.y);
      if (unit->hp > 0)
        tactics_xml_append_uint_attribute (out, "hp", unit->hp);
      g_string_append (out, "/>\n");
    }

  for (guint i = 0; i < n_objectives; i++)
    {
      g_autoptr(TacticsObjective) objective = g_list_model_get_item (objectives, i);
      TacticsObjectiveKind kind = tactics_objective_get_kind (objective);

      tactics_xml_append_indent (out, indent + 2);
      g_string_append (out, "<objective");
      tactics_xml_append_attribute (out, "kind",
                                    tactics_enum_to_string (TACTICS_TYPE_OBJECTIVE_KIND, kind));
      if (tactics_objective_kind_uses_region (kind))
        tactics_xml_append_attribute (out, "region", tactics_objective_get_region (objective));
      if (tactics_objective_kind_uses_unit (kind))
        tactics_xml_append_attribute (out, "unit", tactics_objective_get_unit (objective));
      if (tactics_objective_kind_uses_rounds (kind))
        tactics_xml_append_uint_attribute (out, "rounds",
                                           tactics_objective_get_rounds (objective));
      if (tactics_objective_get_points (objective) > 0)
        tactics_xml_append_uint_attribute (out, "points",
                                           tactics_objective_get_points (objective));
      g_string_append (out, "/>\n");
    }

  tactics_xml_append_indent (out, indent);
  g_string_append (out, "</side>\n");
}

void
tactics_xml_write_scenario_element (TacticsScenario *scenario,
                                    GString         *out,
                                    guint            indent,
                                    gboolean         root,
                                    const char      *domain)
{
  GObject *object = G_OBJECT (scenario);
  const char *name;
  GListModel *regions;
  GListModel *sides;
  guint n_regions, n_sides;

  g_return_if_fail (TACTICS_IS_SCENARIO (scenario));
  g_return_if_fail (out != NULL);

  if (root)
    domain = tactics_scenario_get_translation_domain (scenario);

  tactics_xml_append_indent (out, indent);
  g_string_append (out, root ? "<tactics-scenario" : "<scenario");
  if (root)
    tactics_xml_append_uint_attribute (out, "version", TACTICS_FILE_VERSION);
  name = tactics_scenario_get_name (scenario);
  tactics_xml_append_attribute (out, "name",
                                tactics_translatable_get_source (object, "name", name, domain));
  if (root)
    tactics_xml_append_attribute (out, "map", tactics_scenario_get_map_path (scenario));
  if (tactics_scenario_get_round_limit (scenario) > 0)
    tactics_xml_append_uint_attribute (out, "round-limit",
                                       tactics_scenario_get_round_limit (scenario));
  if (tactics_scenario_get_fog (scenario) != TACTICS_FOG_MODE_NONE)
    tactics_xml_append_attribute (out, "fog",
                                  tactics_enum_to_string (TACTICS_TYPE_FOG_MODE,
                                                          tactics_scenario_get_fog (scenario)));
  if (root)
    tactics_xml_append_attribute (out, "translation-domain", domain);
  g_string_append (out, ">\n");

  write_text (out, indent + 2, "description",
              tactics_translatable_get_source (object, "description",
                                               tactics_scenario_get_description (scenario),
                                               domain));
  write_text (out, indent + 2, "victory",
              tactics_translatable_get_source (object, "victory-text",
                                               tactics_scenario_get_victory_text (scenario),
                                               domain));
  write_text (out, indent + 2, "defeat",
              tactics_translatable_get_source (object, "defeat-text",
                                               tactics_scenario_get_defeat_text (scenario),
                                               domain));

  regions = tactics_scenario_get_regions (scenario);
  n_regions = g_list_model_get_n_items (regions);
  if (n_regions > 0)
    {
      tactics_xml_append_indent (out, indent + 2);
      g_string_append (out, "<regions>\n");
      for (guint i = 0; i < n_regions; i++)
        {
          g_autoptr(TacticsRegion) region = g_list_model_get_item (regions, i);
          const char *region_name = tactics_region_get_name (region);

          tactics_xml_append_indent (out, indent + 4);
          g_string_append (out, "<region");
          tactics_xml_append_attribute (out, "id", tactics_region_get_id (region));
          tactics_xml_append_attribute (out, "name",
                                        tactics_translatable_get_source (G_OBJECT (region), "name",
                                                                         region_name, domain));
          tactics_xml_append_attribute (out, "color", tactics_region_get_color (region));
          if (tactics_region_get_revealed (region))
            tactics_xml_append_attribute (out, "revealed", "true");
          g_string_append (out, ">\n");
          write_cells (region, out, indent + 6);
          tactics_xml_append_indent (out, indent + 4);
          g_string_append (out, "</region>\n");
        }
      tactics_xml_append_indent (out, indent + 2);
      g_string_append (out, "</regions>\n");
    }

  sides = tactics_scenario_get_sides (scenario);
  n_sides = g_list_model_get_n_items (sides);
  tactics_xml_append_indent (out, indent + 2);
  g_string_append (out, "<sides>\n");
  for (guint i = 0; i < n_sides; i++)
    {
      g_autoptr(TacticsSide) side = g_list_model_get_item (sides, i);

      write_side (side, out, indent + 4, domain);
    }
  tactics_xml_append_indent (out, indent + 2);
  g_string_append (out, "</sides>\n");

  tactics_xml_append_indent (out, indent);
  g_string_append (out, root ? "</tactics-scenario>\n" : "</scenario>\n");
}
