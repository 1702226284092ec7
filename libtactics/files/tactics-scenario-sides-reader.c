/* SPDX-License-Identifier: GPL-3.0-or-later */
#include "config.h"

#include <glib/gi18n-lib.h>
#include <string.h>

#include "tactics-enum-names.h"
#include "tactics-file-private.h"
#include "tactics-file.h"
#include "tactics-geometry.h"
#include "tactics-model-enum-types.h"
#include "tactics-model-enums.h"
#include "tactics-objective.h"
#include "tactics-player-kind.h"
#include "tactics-ruleset.h"
#include "tactics-scenario-file-private.h"
#include "tactics-scenario-reader-private.h"
#include "tactics-scenario.h"
#include "tactics-side.h"
#include "tactics-translatable-private.h"
#include "tactics-unit-type.h"
#include "tactics-xml-parser-private.h"
#include "tactics-xml-reader-private.h"

/* A scenario file's sides: their armies' limits, placed units and
 * objectives, read with the checks of tactics-scenario-file.c. */

/* --- Sides -------------------------------------------------------------------------- */

static gboolean
check_region_reference (ScenarioReader  *reader,
                        xmlNode         *node,
                        const char      *region,
                        GError         **error)
{
  g_autofree char *shown = NULL;

  if (tactics_scenario_lookup_region (reader->scenario, region) != NULL)
    return TRUE;

  shown = tactics_scenario_reader_shorten (region);
  tactics_file_set_error (error, TACTICS_FILE_ERROR_SEMANTIC, reader->path,
                          tactics_xml_get_line (node),
                          /* Translators: %s is a region's id, e.g. "unknown region “tower”". */
                          _("unknown region “%s”"), shown);
  return FALSE;
}

static gboolean
read_allowed_units (ScenarioReader  *reader,
                    xmlNode         *node,
                    TacticsSide     *side,
                    GError         **error)
{
  static const char * const attributes[] = { NULL };
  static const char * const no_children[] = { NULL };
  g_autofree char *text = NULL;
  g_autoptr(GPtrArray) ids = g_ptr_array_new ();
  char *word;

  if (!tactics_scenario_reader_check_attributes (node, attributes, reader->path, error)
      || !tactics_xml_check_children (node, no_children, reader->path, error))
    return FALSE;

  text = tactics_xml_get_text (node);
  g_strdelimit (text, "\t\r\n", ' ');

  /* Words cut in place: a file of spaces makes no list of empty words. */
  for (char *rest = text; (word = strsep (&rest, " ")) != NULL;)
    {
      if (*word == '\0')
        continue;

      if (tactics_ruleset_lookup_unit_type (reader->ruleset, word) == NULL)
        {
          g_autofree char *shown = tactics_scenario_reader_shorten (word);

          tactics_file_set_error (error, TACTICS_FILE_ERROR_SEMANTIC, reader->path,
                                  tactics_xml_get_line (node),
                                  /* Translators: %s is a unit type's id, e.g. "unknown unit type
                                   * “dragon”". */
                                  _("unknown unit type “%s”"), shown);
          return FALSE;
        }
      for (guint j = 0; j < ids->len; j++)
        if (g_str_equal (ids->pdata[j], word))
          {
            tactics_file_set_error (error, TACTICS_FILE_ERROR_SEMANTIC, reader->path,
                                    tactics_xml_get_line (node),
                                    /* Translators: %s is a unit type's id, e.g. "unit type
                                     * “knight” is allowed twice". */
                                    _("unit type “%s” is allowed twice"), word);
            return FALSE;
          }

      g_ptr_array_add (ids, word);
    }

  g_ptr_array_add (ids, NULL);
  tactics_side_set_allowed_units (side, (const char * const *) ids->pdata);
  return TRUE;
}

static gboolean
read_placed_unit (ScenarioReader  *reader,
                  xmlNode         *node,
                  TacticsSide     *side,
                  const char      *domain,
                  GError         **error)
{
  static const char * const attributes[] = { "id", "name", "type", "x", "y", "hp", NULL };
  static const char * const no_children[] = { NULL };
  g_autoptr(TacticsPlacedUnit) unit = NULL;
  g_autofree char *id = NULL;
  g_autofree char *name = NULL;
  g_autofree char *type = NULL;
  TacticsUnitType *unit_type;
  gint64 x, y, hp = 0;
  const char *other;
  gpointer key;

  if (!tactics_scenario_reader_check_attributes (node, attributes, reader->path, error)
      || !tactics_xml_check_children (node, no_children, reader->path, error))
    return FALSE;

  if (tactics_side_get_n_placed_units (side) >= TACTICS_MAX_UNITS_PER_PLAYER)
    {
      tactics_file_set_error (error, TACTICS_FILE_ERROR_TOO_LARGE, reader->path,
                              tactics_xml_get_line (node),
                              /* Translators: the most elements allowed, then an XML element's
                               * name, e.g. "more than 256 <terrain> elements". */
                              _("more than %d <%s> elements"), TACTICS_MAX_UNITS_PER_PLAYER,
                              "unit");
      return FALSE;
    }

  id = tactics_xml_read_item_id (node, reader->path, reader->unit_lines, G_MAXUINT, error);
  if (id == NULL || !tactics_scenario_reader_read_name (reader, node, &name, error))
    return FALSE;

  type = tactics_xml_require_attribute (node, "type", reader->path, error);
  if (type == NULL)
    return FALSE;
  unit_type = tactics_ruleset_lookup_unit_type (reader->ruleset, type);
  if (unit_type == NULL)
    {
      g_autofree char *shown = tactics_scenario_reader_shorten (type);

      tactics_file_set_error (error, TACTICS_FILE_ERROR_SEMANTIC, reader->path,
                              tactics_xml_get_line (node),
                              /* Translators: %s is a unit type's id, e.g. "unknown unit type
                               * “dragon”". */
                              _("unknown unit type “%s”"), shown);
      return FALSE;
    }

  if (!tactics_xml_get_int_attribute (node, "x", "x", 0, reader->width - 1, FALSE,
                                      reader->path, &x, error)
      || !tactics_xml_get_int_attribute (node, "y", "y", 0, reader->height - 1, FALSE,
                                         reader->path, &y, error)
      || !tactics_xml_get_int_attribute (node, "hp", "hp", 1,
                                         tactics_unit_type_get_max_hp (unit_type), TRUE,
                                         reader->path, &hp, error))
    return FALSE;

  key = GSIZE_TO_POINTER ((gsize) y * (gsize) reader->width + (gsize) x + 1);
  other = g_hash_table_lookup (reader->unit_cells, key);
  if (other != NULL)
    {
      tactics_file_set_error (error, TACTICS_FILE_ERROR_SEMANTIC, reader->path,
                              tactics_xml_get_line (node),
                              /* Translators: two units' ids, then a cell's column and row, e.g.
                               * "units “king” and “guard” are both on cell (3, 4)". */
                              _("units “%s” and “%s” are both on cell (%d, %d)"),
                              other, id, (int) x, (int) y);
      return FALSE;
    }

  unit = tactics_placed_unit_new (id, type, (TacticsCell) { (int) x, (int) y });
  unit->hp = (guint) hp;
  if (name != NULL && domain != NULL)
    {
      g_autofree char *key_name = g_strconcat ("unit:", id, NULL);
      const char *translated;

      translated = tactics_translatable_translate_string (G_OBJECT (side), key_name, name, domain,
                                                          TACTICS_TRANSLATION_CONTEXT_SCENARIO);
      unit->name = g_strdup (translated);
    }
  else
    unit->name = g_steal_pointer (&name);

  tactics_side_insert_placed_unit (side, G_MAXUINT, unit);
  /* The id stays alive as the key of unit_lines. */
  g_hash_table_lookup_extended (reader->unit_lines, id, (gpointer *) &other, NULL);
  g_hash_table_insert (reader->unit_cells, key, (gpointer) other);
  return TRUE;
}

/* Reads an attribute that @kind uses only when @uses (and needs when
 * @needs): one it must not have is an error. */
static gboolean
check_objective_attribute (ScenarioReader  *reader,
                           xmlNode         *node,
                           const char      *kind,
                           const char      *attribute,
                           gboolean         uses,
                           gboolean         needs,
                           GError         **error)
{
  g_autofree char *value = tactics_xml_get_attribute (node, attribute);

  if (value != NULL && !uses)
    {
      tactics_file_set_error (error, TACTICS_FILE_ERROR_SEMANTIC, reader->path,
                              tactics_xml_get_line (node),
                              /* Translators: a kind of objective (a word of the file), then an
                               * XML attribute's name, e.g. "objective kind “survive-rounds”
                               * cannot have the attribute “region”". */
                              _("objective kind “%s” cannot have the attribute “%s”"),
                              kind, attribute);
      return FALSE;
    }
  if (value == NULL && needs)
    {
      tactics_file_set_error (error, TACTICS_FILE_ERROR_INVALID, reader->path,
                              tactics_xml_get_line (node),
                              /* Translators: a kind of objective (a word of the file), then an
                               * XML attribute's name, e.g. "objective kind “hold-region” needs
                               * the attribute “region”". */
                              _("objective kind “%s” needs the attribute “%s”"), kind,
                              attribute);
      return FALSE;
    }

  return TRUE;
}

static gboolean
read_objective (ScenarioReader  *reader,
                xmlNode         *node,
                TacticsSide     *side,
                GError         **error)
{
  static const char * const attributes[] = {
    "kind", "region", "unit", "rounds", "points", NULL
  };
  static const char * const no_children[] = { NULL };
  g_autoptr(TacticsObjective) objective = NULL;
  g_autofree char *region = NULL;
  g_autofree char *unit = NULL;
  TacticsObjectiveKind kind;
  const char *kind_name;
  gint64 rounds = 0, points = 0;
  int value;

  if (!tactics_scenario_reader_check_attributes (node, attributes, reader->path, error)
      || !tactics_xml_check_children (node, no_children, reader->path, error))
    return FALSE;

  if (g_list_model_get_n_items (tactics_side_get_objectives (side))
      >= TACTICS_MAX_SIDE_OBJECTIVES)
    {
      tactics_file_set_error (error, TACTICS_FILE_ERROR_TOO_LARGE, reader->path,
                              tactics_xml_get_line (node),
                              /* Translators: the most elements allowed, then an XML element's
                               * name, e.g. "more than 256 <terrain> elements". */
                              _("more than %d <%s> elements"), TACTICS_MAX_SIDE_OBJECTIVES,
                              "objective");
      return FALSE;
    }

  if (!tactics_xml_get_enum_attribute (node, "kind", TACTICS_TYPE_OBJECTIVE_KIND, FALSE,
                                       reader->path, &value, error))
    return FALSE;
  kind = value;
  kind_name = tactics_enum_to_string (TACTICS_TYPE_OBJECTIVE_KIND, kind);

  if (!check_objective_attribute (reader, node, kind_name, "region",
                                  tactics_objective_kind_uses_region (kind),
                                  tactics_objective_kind_uses_region (kind), error)
      || !check_objective_attribute (reader, node, kind_name, "unit",
                                     tactics_objective_kind_uses_unit (kind),
                                     kind == TACTICS_OBJECTIVE_PROTECT_UNIT
                                     || kind == TACTICS_OBJECTIVE_ELIMINATE_UNIT, error)
      || !check_objective_attribute (reader, node, kind_name, "rounds",
                                     tactics_objective_kind_uses_rounds (kind),
                                     tactics_objective_kind_uses_rounds (kind), error))
    return FALSE;

  if (!tactics_xml_get_int_attribute (node, "rounds", "rounds", 1, TACTICS_MAX_OBJECTIVE_ROUNDS,
                                      TRUE, reader->path, &rounds, error)
      || !tactics_xml_get_int_attribute (node, "points", "points", 0,
                                         TACTICS_MAX_OBJECTIVE_POINTS, TRUE, reader->path,
                                         &points, error))
    return FALSE;

  region = tactics_xml_get_attribute (node, "region");
  if (region != NULL && !check_region_reference (reader, node, region, error))
    return FALSE;

  /* Units of later sides are not read yet: checked at the end. */
  unit = tactics_xml_get_attribute (node, "unit");
  if (unit != NULL)
    g_ptr_array_add (reader->unit_refs, node);

  objective = tactics_objective_new (kind);
  tactics_objective_set_region (objective, region);
  tactics_objective_set_unit (objective, unit);
  if (rounds > 0)
    tactics_objective_set_rounds (objective, (guint) rounds);
  tactics_objective_set_points (objective, (guint) points);
  tactics_side_insert_objective (side, G_MAXUINT, objective);
  return TRUE;
}

static gboolean
read_side (ScenarioReader  *reader,
           xmlNode         *node,
           const char      *domain,
           GError         **error)
{
  static const char * const attributes[] = {
    "id", "name", "team", "controller", "level", "budget", "start-zone", NULL
  };
  static const ChildRule children[] = {
    { "allowed-units", FALSE }, { "unit", TRUE }, { "objective", TRUE },
  };
  g_autoptr(TacticsSide) side = NULL;
  g_autofree char *id = NULL;
  g_autofree char *name = NULL;
  g_autofree char *start_zone = NULL;
  gint64 team, budget = 0;
  int player_kind, level = TACTICS_AI_LEVEL_NORMAL;

  if (!tactics_scenario_reader_check_attributes (node, attributes, reader->path, error)
      || !tactics_scenario_reader_check_child_order (node, children, G_N_ELEMENTS (children),
                                                     reader->path, error))
    return FALSE;

  id = tactics_xml_read_item_id (node, reader->path, reader->side_lines,
                                        TACTICS_MAX_SCENARIO_SIDES, error);
  if (id == NULL
      || !tactics_scenario_reader_read_name (reader, node, &name, error)
      || !tactics_xml_get_int_attribute (node, "team", "team", 0, TACTICS_MAX_SIDE_TEAM, FALSE,
                                         reader->path, &team, error)
      || !tactics_xml_get_enum_attribute (node, "controller", TACTICS_TYPE_PLAYER_KIND, FALSE,
                                          reader->path, &player_kind, error)
      || !tactics_xml_get_enum_attribute (node, "level", TACTICS_TYPE_AI_LEVEL, TRUE,
                                          reader->path, &level, error)
      || !tactics_xml_get_int_attribute (node, "budget", "budget", 0,
                                         TACTICS_MAX_UNITS_PER_PLAYER, TRUE, reader->path,
                                         &budget, error))
    return FALSE;

  start_zone = tactics_xml_get_attribute (node, "start-zone");
  if (start_zone != NULL && !check_region_reference (reader, node, start_zone, error))
    return FALSE;

  side = tactics_side_new (id, name);
  tactics_side_set_name (side, name);
  tactics_side_set_team (side, (guint) team);
  tactics_side_set_player_kind (side, player_kind);
  tactics_side_set_level (side, level);
  tactics_side_set_budget (side, (guint) budget);
  tactics_side_set_start_zone (side, start_zone);
  if (domain != NULL)
    tactics_translatable_translate (G_OBJECT (side), "name", domain,
                                    TACTICS_TRANSLATION_CONTEXT_SCENARIO);

  for (xmlNode *child = tactics_xml_element_from (node->children);
       child != NULL;
       child = tactics_xml_element_from (child->next))
    {
      gboolean ok;

      if (tactics_xml_is_element (child, "allowed-units"))
        ok = read_allowed_units (reader, child, side, error);
      else if (tactics_xml_is_element (child, "unit"))
        ok = read_placed_unit (reader, child, side, domain, error);
      else
        ok = read_objective (reader, child, side, error);
      if (!ok)
        return FALSE;
    }

  tactics_scenario_insert_side (reader->scenario, G_MAXUINT, side);
  return TRUE;
}

gboolean
tactics_scenario_reader_read_sides (ScenarioReader  *reader,
                                    xmlNode         *node,
                                    const char      *domain,
                                    GError         **error)
{
  static const char * const attributes[] = { NULL };
  static const char * const children[] = { "side", NULL };
  guint n_sides;

  if (!tactics_scenario_reader_check_attributes (node, attributes, reader->path, error)
      || !tactics_xml_check_children (node, children, reader->path, error))
    return FALSE;

  for (xmlNode *child = tactics_xml_element_from (node->children);
       child != NULL;
       child = tactics_xml_element_from (child->next))
    if (!read_side (reader, child, domain, error))
      return FALSE;

  n_sides = g_list_model_get_n_items (tactics_scenario_get_sides (reader->scenario));
  if (n_sides < TACTICS_MIN_SCENARIO_SIDES)
    {
      tactics_file_set_error (error, TACTICS_FILE_ERROR_SEMANTIC, reader->path,
                              tactics_xml_get_line (node),
                              /* Translators: the fewest sides a scenario may have, then how many
                               * this one has, e.g. "a scenario needs at least 2 sides, this one
                               * has 1". */
                              _("a scenario needs at least %d sides, this one has %u"),
                              TACTICS_MIN_SCENARIO_SIDES, n_sides);
      return FALSE;
    }

  return TRUE;
}

/* The units objectives name, once every side's units are known. */
gboolean
tactics_scenario_reader_check_unit_references (ScenarioReader  *reader,
                                               GError         **error)
{
  for (guint i = 0; i < reader->unit_refs->len; i++)
    {
      xmlNode *node = g_ptr_array_index (reader->unit_refs, i);
      g_autofree char *unit = tactics_xml_get_attribute (node, "unit");
      g_autofree char *kind = tactics_xml_get_attribute (node, "kind");
      g_autofree char *side_id = tactics_xml_get_attribute (node->parent, "id");
      g_autofree char *shown = NULL;
      TacticsSide *owner = NULL;

      if (g_hash_table_contains (reader->unit_lines, unit))
        {
          /* A side loses when the unit it protects falls, as if it were
           * eliminated: the unit must be its own. */
          tactics_scenario_lookup_placed_unit (reader->scenario, unit, &owner);
          if (g_strcmp0 (kind, "protect-unit") != 0 || owner == NULL
              || g_strcmp0 (tactics_side_get_id (owner), side_id) == 0)
            continue;

          shown = tactics_scenario_reader_shorten (unit);
          tactics_file_set_error (error, TACTICS_FILE_ERROR_SEMANTIC, reader->path,
                                  tactics_xml_get_line (node),
                                  /* Translators: %s is a placed unit's id, e.g. "a side may
                                   * protect only its own units, and “king” is another side’s". */
                                  _("a side may protect only its own units, and “%s” is another "
                                    "side’s"), shown);
          return FALSE;
        }

      shown = tactics_scenario_reader_shorten (unit);
      tactics_file_set_error (error, TACTICS_FILE_ERROR_SEMANTIC, reader->path,
                              tactics_xml_get_line (node),
                              /* Translators: %s is a placed unit's id, e.g. "unknown unit
                               * “king”: no side places it". */
                              _("unknown unit “%s”: no side places it"), shown);
      return FALSE;
    }

  return TRUE;
}
