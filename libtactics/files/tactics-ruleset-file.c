/* SPDX-License-Identifier: GPL-3.0-or-later */
#include "config.h"

#include <glib/gi18n-lib.h>

#include "tactics-action.h"
#include "tactics-combat.h"
#include "tactics-damage-type.h"
#include "tactics-cost-grid.h"
#include "tactics-enum-names.h"
#include "tactics-file-private.h"
#include "tactics-file.h"
#include "tactics-geometry-enum-types.h"
#include "tactics-geometry-enums.h"
#include "tactics-model-enum-types.h"
#include "tactics-model-private.h"
#include "tactics-movetype.h"
#include "tactics-ruleset.h"
#include "tactics-terrain.h"
#include "tactics-translatable-file-private.h"
#include "tactics-translatable-private.h"
#include "tactics-unit-type.h"
#include "tactics-xml-parser-private.h"
#include "tactics-xml-reader-private.h"
#include "tactics-xml-writer-private.h"

/* Reading. Every attribute the schema constrains is checked again here, so
 * that these readers are safe on a subtree nobody validated (a game save)
 * and so that a file failing the schema can be explained precisely. */

typedef struct {
  TacticsRuleset *ruleset;
  const char     *path;
  GHashTable     *movetype_ids;  /* id → line of its definition */
  GHashTable     *terrain_ids;
  GHashTable     *unit_ids;
  GHashTable     *action_ids;
  GHashTable     *damage_type_ids;
} RulesetReader;

static void
ruleset_reader_clear (RulesetReader *reader)
{
  g_clear_pointer (&reader->movetype_ids, g_hash_table_unref);
  g_clear_pointer (&reader->terrain_ids, g_hash_table_unref);
  g_clear_pointer (&reader->unit_ids, g_hash_table_unref);
  g_clear_pointer (&reader->action_ids, g_hash_table_unref);
  g_clear_pointer (&reader->damage_type_ids, g_hash_table_unref);
}

G_DEFINE_AUTO_CLEANUP_CLEAR_FUNC (RulesetReader, ruleset_reader_clear)

/* A required name of at most TACTICS_MAX_NAME_LENGTH characters. */
static char *
read_name (RulesetReader  *reader,
           xmlNode        *node,
           const char     *attribute,
           GError        **error)
{
  g_autofree char *name = NULL;

  name = tactics_xml_require_attribute (node, attribute, reader->path, error);
  if (name == NULL)
    return NULL;

  if (!tactics_xml_check_length (node, attribute, name, TACTICS_MAX_NAME_LENGTH,
                                 reader->path, error))
    return NULL;

  return g_steal_pointer (&name);
}

static gboolean
read_color (RulesetReader  *reader,
            xmlNode        *node,
            char          **color,
            GError        **error)
{
  g_autofree char *value = NULL;

  value = tactics_xml_require_attribute (node, "color", reader->path, error);
  if (value == NULL)
    return FALSE;

  if (!tactics_xml_is_valid_color (value))
    {
      g_autofree char *shown = g_utf8_substring (value, 0, MIN (g_utf8_strlen (value, -1), 40));

      tactics_file_set_error (error, TACTICS_FILE_ERROR_SEMANTIC, reader->path,
                              tactics_xml_get_line (node),
                              /* Translators: %s is the colour as written, e.g. "colour “green”
                               * is not of the form #rrggbb". */
                              _("colour “%s” is not of the form #rrggbb"), shown);
      return FALSE;
    }

  *color = g_steal_pointer (&value);
  return TRUE;
}

/* An optional symbol name (icons). */
static gboolean
read_optional_name (RulesetReader  *reader,
                    xmlNode        *node,
                    const char     *attribute,
                    char          **value,
                    GError        **error)
{
  g_autofree char *text = tactics_xml_get_attribute (node, attribute);

  if (!tactics_xml_check_length (node, attribute, text, TACTICS_MAX_NAME_LENGTH,
                                 reader->path, error))
    return FALSE;

  *value = g_steal_pointer (&text);
  return TRUE;
}

/* The optional <description> child; an empty one counts as none. */
static gboolean
read_description (const char  *path,
                  xmlNode     *node,
                  char       **description,
                  GError     **error)
{
  xmlNode *child = tactics_xml_find_child (node, "description");
  g_autofree char *text = NULL;

  *description = NULL;
  if (child == NULL)
    return TRUE;

  text = tactics_xml_get_text (child);
  if (!tactics_xml_check_length (child, "description", text, TACTICS_MAX_DESCRIPTION_LENGTH,
                                 path, error))
    return FALSE;

  if (*text != '\0')
    *description = g_steal_pointer (&text);
  return TRUE;
}

static gboolean
read_movetype (RulesetReader  *reader,
               xmlNode        *node,
               GError        **error)
{
  g_autoptr(TacticsMovetype) movetype = NULL;
  g_autofree char *id = NULL;
  g_autofree char *name = NULL;

  static const char * const no_children[] = { NULL };

  if (!tactics_xml_check_children (node, no_children, reader->path, error))
    return FALSE;

  id = tactics_xml_read_item_id (node, reader->path, reader->movetype_ids,
                                 TACTICS_MAX_RULESET_ITEMS, error);
  if (id == NULL)
    return FALSE;

  name = read_name (reader, node, "name", error);
  if (name == NULL)
    return FALSE;

  movetype = tactics_movetype_new (id, name);
  tactics_ruleset_insert_movetype (reader->ruleset, G_MAXUINT, movetype);
  return TRUE;
}

static gboolean
read_cost (RulesetReader   *reader,
           xmlNode         *node,
           TacticsTerrain  *terrain,
           GError         **error)
{
  g_autofree char *movetype = NULL;
  int line = tactics_xml_get_line (node);
  gint64 value;
  gint64 defence = 0;

  movetype = tactics_xml_require_attribute (node, "movetype", reader->path, error);
  if (movetype == NULL)
    return FALSE;

  if (!g_hash_table_contains (reader->movetype_ids, movetype))
    {
      g_autofree char *shown = g_utf8_substring (movetype, 0,
                                                 MIN (g_utf8_strlen (movetype, -1), 40));

      tactics_file_set_error (error, TACTICS_FILE_ERROR_SEMANTIC, reader->path, line,
                              /* Translators: a movement type's id, then a terrain's id, e.g.
                               * "unknown movement type “swim” in a cost of terrain “forest”". */
                              _("unknown movement type “%s” in a cost of terrain “%s”"),
                              shown, tactics_terrain_get_id (terrain));
      return FALSE;
    }

  if (tactics_terrain_get_cost (terrain, movetype) != 0)
    {
      tactics_file_set_error (error, TACTICS_FILE_ERROR_SEMANTIC, reader->path, line,
                              /* Translators: a terrain's id, then a movement type's id, e.g.
                               * "terrain “forest” has two costs for movement type “foot”". */
                              _("terrain “%s” has two costs for movement type “%s”"),
                              tactics_terrain_get_id (terrain), movetype);
      return FALSE;
    }

  if (!tactics_xml_get_int_attribute (node, "value", _("cost"), 1, TACTICS_MAX_COST, FALSE,
                                      reader->path, &value, error)
      || !tactics_xml_get_int_attribute (node, "defence", _("defence"), 0, TACTICS_MAX_DEFENCE,
                                         TRUE, reader->path, &defence, error))
    return FALSE;

  tactics_terrain_set_cost (terrain, movetype, (guint) value);
  tactics_terrain_set_defence (terrain, movetype, (guint) defence);
  return TRUE;
}

static gboolean
read_terrain (RulesetReader  *reader,
              xmlNode        *node,
              GError        **error)
{
  g_autoptr(TacticsTerrain) terrain = NULL;
  g_autofree char *id = NULL;
  g_autofree char *name = NULL;
  g_autofree char *color = NULL;
  g_autofree char *icon = NULL;
  g_autofree char *description = NULL;
  int role = TACTICS_TERRAIN_ROLE_NONE;
  gboolean blocks_sight = FALSE;

  static const char * const children[] = { "description", "cost", NULL };

  if (!tactics_xml_check_children (node, children, reader->path, error))
    return FALSE;

  id = tactics_xml_read_item_id (node, reader->path, reader->terrain_ids,
                                 TACTICS_MAX_RULESET_ITEMS, error);
  if (id == NULL)
    return FALSE;

  name = read_name (reader, node, "name", error);
  if (name == NULL
      || !read_color (reader, node, &color, error)
      || !read_optional_name (reader, node, "icon", &icon, error)
      || !tactics_xml_get_enum_attribute (node, "role", TACTICS_TYPE_TERRAIN_ROLE, TRUE,
                                          reader->path, &role, error)
      || !tactics_xml_get_boolean_attribute (node, "blocks-sight", reader->path, &blocks_sight,
                                             error)
      || !read_description (reader->path, node, &description, error))
    return FALSE;

  terrain = tactics_terrain_new (id, name, color);
  tactics_terrain_set_icon (terrain, icon);
  tactics_terrain_set_role (terrain, role);
  tactics_terrain_set_blocks_sight (terrain, blocks_sight);
  tactics_terrain_set_description (terrain, description);

  for (xmlNode *child = tactics_xml_element_from (node->children);
       child != NULL;
       child = tactics_xml_element_from (child->next))
    {
      if (tactics_xml_is_element (child, "cost") && !read_cost (reader, child, terrain, error))
        return FALSE;
    }

  tactics_ruleset_insert_terrain (reader->ruleset, G_MAXUINT, terrain);
  return TRUE;
}

static gboolean
read_action (RulesetReader  *reader,
             xmlNode        *node,
             GError        **error)
{
  g_autoptr(TacticsAction) action = NULL;
  g_autofree char *id = NULL;
  g_autofree char *name = NULL;
  g_autofree char *description = NULL;
  gint64 range_min, range_max, extent, amount;
  int metric = TACTICS_METRIC_CHEBYSHEV;
  int shape, effect, affects;
  g_autofree char *damage_type = NULL;
  gboolean answers = FALSE, provokes = FALSE;
  const char *path = reader->path;
  int line = tactics_xml_get_line (node);

  static const char * const children[] = { "description", NULL };

  if (!tactics_xml_check_children (node, children, path, error))
    return FALSE;

  id = tactics_xml_read_item_id (node, reader->path, reader->action_ids,
                                 TACTICS_MAX_RULESET_ITEMS, error);
  if (id == NULL)
    return FALSE;

  name = read_name (reader, node, "name", error);
  if (name == NULL
      || !tactics_xml_get_int_attribute (node, "range-min", "range-min", 0, TACTICS_MAX_RANGE,
                                         FALSE, path, &range_min, error)
      || !tactics_xml_get_int_attribute (node, "range-max", "range-max", 0, TACTICS_MAX_RANGE,
                                         FALSE, path, &range_max, error)
      || !tactics_xml_get_enum_attribute (node, "metric", TACTICS_TYPE_METRIC, TRUE,
                                          path, &metric, error)
      || !tactics_xml_get_enum_attribute (node, "shape", TACTICS_TYPE_SHAPE, FALSE,
                                          path, &shape, error)
      || !tactics_xml_get_int_attribute (node, "extent", "extent", 1, TACTICS_MAX_EXTENT,
                                         FALSE, path, &extent, error)
      || !tactics_xml_get_enum_attribute (node, "effect", TACTICS_TYPE_EFFECT, FALSE,
                                          path, &effect, error)
      || !tactics_xml_get_int_attribute (node, "amount", "amount", 1, TACTICS_MAX_AMOUNT,
                                         FALSE, path, &amount, error)
      || !tactics_xml_get_enum_attribute (node, "affects", TACTICS_TYPE_AFFECTS, FALSE,
                                          path, &affects, error)
      || !tactics_xml_get_boolean_attribute (node, "answers", path, &answers, error)
      || !tactics_xml_get_boolean_attribute (node, "provokes", path, &provokes, error)
      || !read_description (path, node, &description, error))
    return FALSE;

  damage_type = tactics_xml_get_attribute (node, "damage-type");
  if (damage_type != NULL && !g_hash_table_contains (reader->damage_type_ids, damage_type))
    {
      g_autofree char *shown = g_utf8_substring (damage_type, 0,
                                                 MIN (g_utf8_strlen (damage_type, -1), 40));

      tactics_file_set_error (error, TACTICS_FILE_ERROR_SEMANTIC, path, line,
                              /* Translators: an action's id, then a damage type's id, e.g.
                               * "action “bow” deals an unknown damage type “fire”". */
                              _("action “%s” deals an unknown damage type “%s”"), id, shown);
      return FALSE;
    }
  /* Heals ignore resistances and never answer: the file says nothing
   * that does nothing. */
  if (effect == TACTICS_EFFECT_HEAL && (damage_type != NULL || answers))
    {
      tactics_file_set_error (error, TACTICS_FILE_ERROR_SEMANTIC, path, line,
                              damage_type != NULL
                              /* Translators: %s is an action's id; damage-type is the file's
                               * attribute name: keep it. */
                              ? _("action “%s” heals: it cannot have a damage-type")
                              /* Translators: %s is an action's id; answers is the file's
                               * attribute name: keep it. */
                              : _("action “%s” heals: it cannot have answers=\"true\""),
                              id);
      return FALSE;
    }

  if (range_min > range_max)
    {
      tactics_file_set_error (error, TACTICS_FILE_ERROR_SEMANTIC, path,
                              tactics_xml_get_line (node),
                              /* Translators: the two numbers as written; range-min and range-max
                               * are the file's attribute names: keep them. */
                              _("range-min %d is above range-max %d"),
                              (int) range_min, (int) range_max);
      return FALSE;
    }

  action = tactics_action_new (id, name);
  tactics_action_set_description (action, description);
  tactics_action_set_range_min (action, (guint) range_min);
  tactics_action_set_range_max (action, (guint) range_max);
  tactics_action_set_metric (action, metric);
  tactics_action_set_shape (action, shape);
  tactics_action_set_extent (action, (guint) extent);
  tactics_action_set_effect (action, effect);
  tactics_action_set_amount (action, (guint) amount);
  tactics_action_set_affects (action, affects);
  tactics_action_set_damage_type (action, damage_type);
  tactics_action_set_answers (action, answers);
  tactics_action_set_provokes (action, provokes);

  tactics_ruleset_insert_action (reader->ruleset, G_MAXUINT, action);
  return TRUE;
}

static gboolean
read_resistance (RulesetReader    *reader,
                 xmlNode          *node,
                 TacticsUnitType  *unit_type,
                 GError          **error)
{
  g_autofree char *type = NULL;
  const char *path = reader->path;
  int line = tactics_xml_get_line (node);
  gint64 value;

  type = tactics_xml_require_attribute (node, "type", path, error);
  if (type == NULL)
    return FALSE;
  if (!g_hash_table_contains (reader->damage_type_ids, type))
    {
      g_autofree char *shown = g_utf8_substring (type, 0, MIN (g_utf8_strlen (type, -1), 40));

      tactics_file_set_error (error, TACTICS_FILE_ERROR_SEMANTIC, path, line,
                              /* Translators: a unit type's id, then a damage type's id, e.g.
                               * "unit “archer” resists an unknown damage type “fire”". */
                              _("unit “%s” resists an unknown damage type “%s”"),
                              tactics_unit_type_get_id (unit_type), shown);
      return FALSE;
    }
  if (tactics_unit_type_get_resistance (unit_type, type) != 0)
    {
      tactics_file_set_error (error, TACTICS_FILE_ERROR_SEMANTIC, path, line,
                              /* Translators: a unit type's id, then a damage type's id, e.g.
                               * "unit “archer” has two resistances to “fire”". */
                              _("unit “%s” has two resistances to “%s”"),
                              tactics_unit_type_get_id (unit_type), type);
      return FALSE;
    }
  if (!tactics_xml_get_int_attribute (node, "value", _("resistance"), TACTICS_MIN_RESISTANCE,
                                      TACTICS_MAX_RESISTANCE, FALSE, path, &value, error))
    return FALSE;
  /* 0 is the same as no resistance; it is not kept, so not written back. */
  tactics_unit_type_set_resistance (unit_type, type, (int) value);
  return TRUE;
}

static gboolean
read_unit_children (RulesetReader    *reader,
                    xmlNode          *node,
                    TacticsUnitType  *unit_type,
                    GError          **error)
{
  g_autoptr(GPtrArray) action_refs = g_ptr_array_new_with_free_func (g_free);
  g_autoptr(GHashTable) attributes = g_hash_table_new_full (g_str_hash, g_str_equal,
                                                            g_free, NULL);
  const char *path = reader->path;

  for (xmlNode *child = tactics_xml_element_from (node->children);
       child != NULL;
       child = tactics_xml_element_from (child->next))
    {
      int line = tactics_xml_get_line (child);

      if (tactics_xml_is_element (child, "action"))
        {
          g_autofree char *ref = tactics_xml_require_attribute (child, "ref", path, error);

          if (ref == NULL)
            return FALSE;
          if (!g_hash_table_contains (reader->action_ids, ref))
            {
              g_autofree char *shown = g_utf8_substring (ref, 0,
                                                         MIN (g_utf8_strlen (ref, -1), 40));

              tactics_file_set_error (error, TACTICS_FILE_ERROR_SEMANTIC, path, line,
                                      /* Translators: a unit type's id, then an action's id, e.g.
                                       * "unit “archer” refers to an unknown action “bow”". */
                                      _("unit “%s” refers to an unknown action “%s”"),
                                      tactics_unit_type_get_id (unit_type), shown);
              return FALSE;
            }
          if (action_refs->len >= TACTICS_MAX_RULESET_ITEMS)
            {
              tactics_file_set_error (error, TACTICS_FILE_ERROR_TOO_LARGE, path, line,
                                      /* Translators: a unit type's id, then the most actions
                                       * allowed, e.g. "unit “archer” has more than 256 actions". */
                                      _("unit “%s” has more than %d actions"),
                                      tactics_unit_type_get_id (unit_type),
                                      TACTICS_MAX_RULESET_ITEMS);
              return FALSE;
            }
          g_ptr_array_add (action_refs, g_steal_pointer (&ref));
        }
      else if (tactics_xml_is_element (child, "attribute"))
        {
          g_autofree char *name = NULL;
          g_autofree char *value = NULL;

          name = tactics_xml_require_attribute (child, "name", path, error);
          if (name == NULL)
            return FALSE;
          if (!tactics_model_is_valid_id (name, strlen (name)))
            {
              g_autofree char *shown = g_utf8_substring (name, 0,
                                                         MIN (g_utf8_strlen (name, -1), 40));

              tactics_file_set_error (error, TACTICS_FILE_ERROR_SEMANTIC, path, line,
                                      /* Translators: %s is an attribute's name as written, e.g.
                                       * "attribute name “my speed” is not …". */
                                      _("attribute name “%s” is not 1 to 32 letters, digits, "
                                        "“_”, “-” or “.”"), shown);
              return FALSE;
            }
          if (g_hash_table_contains (attributes, name))
            {
              tactics_file_set_error (error, TACTICS_FILE_ERROR_SEMANTIC, path, line,
                                      /* Translators: a unit type's id, then an attribute's name,
                                       * e.g. "unit “archer” has two attributes named “speed”". */
                                      _("unit “%s” has two attributes named “%s”"),
                                      tactics_unit_type_get_id (unit_type), name);
              return FALSE;
            }
          if (g_hash_table_size (attributes) >= TACTICS_MAX_RULESET_ITEMS)
            {
              tactics_file_set_error (error, TACTICS_FILE_ERROR_TOO_LARGE, path, line,
                                      /* Translators: a unit type's id, then the most attributes
                                       * allowed, e.g. "unit “archer” has more than 256
                                       * attributes". */
                                      _("unit “%s” has more than %d attributes"),
                                      tactics_unit_type_get_id (unit_type),
                                      TACTICS_MAX_RULESET_ITEMS);
              return FALSE;
            }

          value = tactics_xml_require_attribute (child, "value", path, error);
          if (value == NULL
              || !tactics_xml_check_length (child, "value", value, TACTICS_MAX_NAME_LENGTH,
                                            path, error))
            return FALSE;

          tactics_unit_type_set_attribute (unit_type, name, value);
          g_hash_table_add (attributes, g_steal_pointer (&name));
        }
      else if (tactics_xml_is_element (child, "resistance"))
        {
          if (!read_resistance (reader, child, unit_type, error))
            return FALSE;
        }
    }

  g_ptr_array_add (action_refs, NULL);
  tactics_unit_type_set_actions (unit_type, (const char * const *) action_refs->pdata);
  return TRUE;
}

static gboolean
read_unit (RulesetReader  *reader,
           xmlNode        *node,
           GError        **error)
{
  g_autoptr(TacticsUnitType) unit_type = NULL;
  g_autofree char *id = NULL;
  g_autofree char *name = NULL;
  g_autofree char *movetype = NULL;
  g_autofree char *color = NULL;
  g_autofree char *glyph = NULL;
  g_autofree char *icon = NULL;
  g_autofree char *description = NULL;
  gint64 hp, move, speed, sight = TACTICS_DEFAULT_SIGHT;
  const char *path = reader->path;
  int line = tactics_xml_get_line (node);

  static const char * const children[] = {
    "description", "action", "attribute", "resistance", NULL
  };

  if (!tactics_xml_check_children (node, children, path, error))
    return FALSE;

  id = tactics_xml_read_item_id (node, reader->path, reader->unit_ids,
                                 TACTICS_MAX_RULESET_ITEMS, error);
  if (id == NULL)
    return FALSE;

  name = read_name (reader, node, "name", error);
  if (name == NULL
      || !tactics_xml_get_int_attribute (node, "hp", "hp", 1, TACTICS_MAX_HP, FALSE,
                                         path, &hp, error)
      || !tactics_xml_get_int_attribute (node, "move", "move", 0, TACTICS_MAX_MOVE, FALSE,
                                         path, &move, error))
    return FALSE;

  movetype = tactics_xml_require_attribute (node, "movetype", path, error);
  if (movetype == NULL)
    return FALSE;
  if (!g_hash_table_contains (reader->movetype_ids, movetype))
    {
      g_autofree char *shown = g_utf8_substring (movetype, 0,
                                                 MIN (g_utf8_strlen (movetype, -1), 40));

      tactics_file_set_error (error, TACTICS_FILE_ERROR_SEMANTIC, path, line,
                              /* Translators: a unit type's id, then a movement type's id, e.g.
                               * "unit “knight” has an unknown movement type “swim”". */
                              _("unit “%s” has an unknown movement type “%s”"), id, shown);
      return FALSE;
    }

  if (!tactics_xml_get_int_attribute (node, "speed", "speed", 1, TACTICS_MAX_SPEED, FALSE,
                                      path, &speed, error)
      || !tactics_xml_get_int_attribute (node, "sight", "sight", 0, TACTICS_MAX_SIGHT, TRUE,
                                         path, &sight, error)
      || !read_color (reader, node, &color, error)
      || !read_optional_name (reader, node, "icon", &icon, error)
      || !read_description (path, node, &description, error))
    return FALSE;

  glyph = tactics_xml_get_attribute (node, "glyph");
  if (glyph != NULL && (*glyph == '\0' || g_utf8_strlen (glyph, 3) > 2))
    {
      g_autofree char *shown = g_utf8_substring (glyph, 0, MIN (g_utf8_strlen (glyph, -1), 40));

      tactics_file_set_error (error, TACTICS_FILE_ERROR_SEMANTIC, path, line,
                              /* Translators: %s is the glyph as written, e.g. "glyph “ABC” is
                               * not one or two characters". */
                              _("glyph “%s” is not one or two characters"), shown);
      return FALSE;
    }

  unit_type = tactics_unit_type_new (id, name);
  tactics_unit_type_set_description (unit_type, description);
  tactics_unit_type_set_max_hp (unit_type, (guint) hp);
  tactics_unit_type_set_move (unit_type, (guint) move);
  tactics_unit_type_set_movetype (unit_type, movetype);
  tactics_unit_type_set_speed (unit_type, (guint) speed);
  tactics_unit_type_set_sight (unit_type, (guint) sight);
  tactics_unit_type_set_color (unit_type, color);
  tactics_unit_type_set_glyph (unit_type, glyph);
  tactics_unit_type_set_icon (unit_type, icon);

  if (!read_unit_children (reader, node, unit_type, error))
    return FALSE;

  tactics_ruleset_insert_unit_type (reader->ruleset, G_MAXUINT, unit_type);
  return TRUE;
}

typedef gboolean (*ReadItemFunc) (RulesetReader  *reader,
                                  xmlNode        *node,
                                  GError        **error);

/* Reads every <@item_name> inside every <@block_name> child of @parent. */
static gboolean
read_items (RulesetReader  *reader,
            xmlNode        *parent,
            const char     *block_name,
            const char     *item_name,
            ReadItemFunc    read_item,
            GError        **error)
{
  static const char * const terrains_children[] = { "movetype", "terrain", NULL };
  static const char * const units_children[] = { "unit", NULL };
  static const char * const actions_children[] = { "action", NULL };
  static const char * const combat_children[] = { "damage-type", NULL };

  for (xmlNode *block = tactics_xml_element_from (parent->children);
       block != NULL;
       block = tactics_xml_element_from (block->next))
    {
      const char * const *allowed;

      if (!tactics_xml_is_element (block, block_name))
        continue;

      if (g_str_equal (block_name, "terrains"))
        allowed = terrains_children;
      else if (g_str_equal (block_name, "units"))
        allowed = units_children;
      else if (g_str_equal (block_name, "combat"))
        allowed = combat_children;
      else
        allowed = actions_children;
      if (!tactics_xml_check_children (block, allowed, reader->path, error))
        return FALSE;

      for (xmlNode *item = tactics_xml_element_from (block->children);
           item != NULL;
           item = tactics_xml_element_from (item->next))
        {
          if (tactics_xml_is_element (item, item_name) && !read_item (reader, item, error))
            return FALSE;
        }
    }

  return TRUE;
}

static gboolean
read_damage_type (RulesetReader  *reader,
                  xmlNode        *node,
                  GError        **error)
{
  g_autoptr(TacticsDamageType) damage_type = NULL;
  g_autofree char *id = NULL;
  g_autofree char *name = NULL;

  id = tactics_xml_read_item_id (node, reader->path, reader->damage_type_ids,
                                 TACTICS_MAX_RULESET_ITEMS, error);
  if (id == NULL)
    return FALSE;
  name = read_name (reader, node, "name", error);
  if (name == NULL)
    return FALSE;

  damage_type = tactics_damage_type_new (id, name);
  tactics_ruleset_insert_damage_type (reader->ruleset, G_MAXUINT, damage_type);
  return TRUE;
}

/* The <combat> block: the chance to hit and the damage types. */
static gboolean
read_combat (RulesetReader  *reader,
             xmlNode        *parent,
             GError        **error)
{
  xmlNode *block = tactics_xml_find_child (parent, "combat");
  gint64 hit_chance = 100;

  if (block == NULL)
    return TRUE;
  if (!tactics_xml_get_int_attribute (block, "hit-chance", "hit-chance", TACTICS_MIN_HIT_CHANCE,
                                      100, TRUE, reader->path, &hit_chance, error))
    return FALSE;
  tactics_ruleset_set_hit_chance (reader->ruleset, (guint) hit_chance);
  return read_items (reader, parent, "combat", "damage-type", read_damage_type, error);
}

gboolean
tactics_ruleset_read_xml_blocks (TacticsRuleset  *ruleset,
                                 xmlNode         *parent,
                                 const char      *path,
                                 GError         **error)
{
  g_auto(RulesetReader) reader = { 0, };

  g_assert (TACTICS_IS_RULESET (ruleset));
  g_assert (parent != NULL);

  reader.ruleset = ruleset;
  reader.path = path;
  reader.movetype_ids = g_hash_table_new_full (g_str_hash, g_str_equal, g_free, NULL);
  reader.terrain_ids = g_hash_table_new_full (g_str_hash, g_str_equal, g_free, NULL);
  reader.unit_ids = g_hash_table_new_full (g_str_hash, g_str_equal, g_free, NULL);
  reader.action_ids = g_hash_table_new_full (g_str_hash, g_str_equal, g_free, NULL);
  reader.damage_type_ids = g_hash_table_new_full (g_str_hash, g_str_equal, g_free, NULL);

  /* Kinds that others refer to come first, whatever the order in the
   * file: costs name movement types, units name movement types and
   * actions, actions and resistances name damage types. */
  return read_combat (&reader, parent, error)
         && read_items (&reader, parent, "terrains", "movetype", read_movetype, error)
         && read_items (&reader, parent, "terrains", "terrain", read_terrain, error)
         && read_items (&reader, parent, "actions", "action", read_action, error)
         && read_items (&reader, parent, "units", "unit", read_unit, error);
}

/* A ruleset file cannot refer to other files (only maps do, to rulesets),
 * so reading one can never loop. */
TacticsRuleset *
tactics_ruleset_from_xml (xmlNode     *root,
                          const char  *path,
                          GError     **error)
{
  g_autoptr(TacticsRuleset) ruleset = NULL;
  g_autofree char *name = NULL;
  g_autofree char *description = NULL;
  g_autofree char *translation_domain = NULL;

  g_return_val_if_fail (error == NULL || *error == NULL, NULL);

  static const char * const children[] = {
    "description", "terrains", "combat", "units", "actions", NULL
  };

  if (!tactics_xml_check_root (root, "tactics-ruleset", path, error)
      || !tactics_xml_check_children (root, children, path, error))
    return NULL;

  name = tactics_xml_get_attribute (root, "name");
  if (!tactics_xml_check_length (root, "name", name, TACTICS_MAX_NAME_LENGTH, path, error)
      || !tactics_translatable_read_domain (root, path, &translation_domain, error)
      || !read_description (path, root, &description, error))
    return NULL;

  ruleset = tactics_ruleset_new ();
  tactics_ruleset_set_name (ruleset, name);
  tactics_ruleset_set_description (ruleset, description);

  if (!tactics_ruleset_read_xml_blocks (ruleset, root, path, error))
    return NULL;

  tactics_translatable_translate_ruleset (ruleset, translation_domain);

  return g_steal_pointer (&ruleset);
}

/* Writing: the layout of doc/file-formats.md, attributes in its order. */

/* Names and descriptions as the file should hold them: see
 * tactics_translatable_get_source(). */
static const char *
source_string (gpointer    object,
               const char *property,
               const char *value,
               const char *domain)
{
  return tactics_translatable_get_source (object, property, value, domain);
}

static void
append_description_line (GString    *out,
                         const char *description,
                         guint       indent)
{
  if (description == NULL || *description == '\0')
    return;

  tactics_xml_append_indent (out, indent);
  g_string_append (out, "<description>");
  tactics_xml_append_escaped (out, description, FALSE);
  g_string_append (out, "</description>\n");
}

/* A defence of 0 is left out, so files without any stay as they were. */
static void
append_cost (GString        *out,
             TacticsTerrain *terrain,
             const char     *movetype_id)
{
  guint defence = tactics_terrain_get_defence (terrain, movetype_id);

  g_string_append (out, "<cost");
  tactics_xml_append_attribute (out, "movetype", movetype_id);
  tactics_xml_append_uint_attribute (out, "value", tactics_terrain_get_cost (terrain, movetype_id));
  if (defence != 0)
    tactics_xml_append_uint_attribute (out, "defence", defence);
  g_string_append (out, "/>");
}

static void
write_terrain (TacticsRuleset *ruleset,
               TacticsTerrain *terrain,
               GString        *out,
               guint           indent,
               const char     *domain)
{
  GListModel *movetypes = tactics_ruleset_get_movetypes (ruleset);
  g_autofree const char **cost_movetypes = tactics_terrain_get_cost_movetypes (terrain);
  g_autoptr(GHashTable) written = g_hash_table_new (g_str_hash, g_str_equal);
  const char *description = source_string (terrain, "description",
                                           tactics_terrain_get_description (terrain), domain);
  gboolean has_children;

  tactics_xml_append_indent (out, indent);
  g_string_append (out, "<terrain");
  tactics_xml_append_attribute (out, "id", tactics_terrain_get_id (terrain));
  tactics_xml_append_attribute (out, "name",
                                source_string (terrain, "name",
                                               tactics_terrain_get_name (terrain), domain));
  tactics_xml_append_attribute (out, "color", tactics_terrain_get_color (terrain));
  tactics_xml_append_attribute (out, "icon", tactics_terrain_get_icon (terrain));
  if (tactics_terrain_get_role (terrain) != TACTICS_TERRAIN_ROLE_NONE)
    tactics_xml_append_attribute (out, "role",
                                  tactics_enum_to_string (TACTICS_TYPE_TERRAIN_ROLE,
                                                          tactics_terrain_get_role (terrain)));
  if (tactics_terrain_get_blocks_sight (terrain))
    tactics_xml_append_attribute (out, "blocks-sight", "true");

  has_children = (description != NULL && *description != '\0') || cost_movetypes[0] != NULL;
  if (!has_children)
    {
      g_string_append (out, "/>\n");
      return;
    }

  /* One terrain a line, so its children stay on it. */
  g_string_append_c (out, '>');
  if (description != NULL && *description != '\0')
    {
      g_string_append (out, "<description>");
      tactics_xml_append_escaped (out, description, FALSE);
      g_string_append (out, "</description>");
    }

  /* Costs in the order of the movement types, which reads best; then any
   * cost for a movement type the ruleset does not have (only possible
   * through the API), sorted. */
  for (guint i = 0; i < g_list_model_get_n_items (movetypes); i++)
    {
      g_autoptr(TacticsMovetype) movetype = g_list_model_get_item (movetypes, i);
      const char *id = tactics_movetype_get_id (movetype);
      guint cost;

      if (id == NULL || g_hash_table_contains (written, id))
        continue;
      cost = tactics_terrain_get_cost (terrain, id);
      if (cost == 0)
        continue;

      g_hash_table_add (written, (gpointer) id);
      append_cost (out, terrain, id);
    }

  for (guint i = 0; cost_movetypes[i] != NULL; i++)
    {
      if (g_hash_table_contains (written, cost_movetypes[i]))
        continue;

      append_cost (out, terrain, cost_movetypes[i]);
    }

  g_string_append (out, "</terrain>\n");
}

static void
write_unit (gpointer    item,
            GString    *out,
            guint       indent,
            const char *domain)
{
  TacticsUnitType *unit_type = item;
  const char * const *actions = tactics_unit_type_get_actions (unit_type);
  g_autofree const char **attribute_names = tactics_unit_type_get_attribute_names (unit_type);
  g_autofree const char **resistance_types = tactics_unit_type_get_resistance_types (unit_type);
  const char *description = source_string (unit_type, "description",
                                           tactics_unit_type_get_description (unit_type),
                                           domain);

  tactics_xml_append_indent (out, indent);
  g_string_append (out, "<unit");
  tactics_xml_append_attribute (out, "id", tactics_unit_type_get_id (unit_type));
  tactics_xml_append_attribute (out, "name",
                                source_string (unit_type, "name",
                                               tactics_unit_type_get_name (unit_type), domain));
  tactics_xml_append_uint_attribute (out, "hp", tactics_unit_type_get_max_hp (unit_type));
  tactics_xml_append_uint_attribute (out, "move", tactics_unit_type_get_move (unit_type));
  tactics_xml_append_attribute (out, "movetype", tactics_unit_type_get_movetype (unit_type));
  tactics_xml_append_uint_attribute (out, "speed", tactics_unit_type_get_speed (unit_type));
  if (tactics_unit_type_get_sight (unit_type) != TACTICS_DEFAULT_SIGHT)
    tactics_xml_append_uint_attribute (out, "sight", tactics_unit_type_get_sight (unit_type));
  tactics_xml_append_attribute (out, "color", tactics_unit_type_get_color (unit_type));
  tactics_xml_append_attribute (out, "glyph", tactics_unit_type_get_glyph (unit_type));
  tactics_xml_append_attribute (out, "icon", tactics_unit_type_get_icon (unit_type));

  if ((description == NULL || *description == '\0')
      && (actions == NULL || actions[0] == NULL)
      && attribute_names[0] == NULL
      && resistance_types[0] == NULL)
    {
      g_string_append (out, "/>\n");
      return;
    }

  g_string_append (out, ">\n");
  append_description_line (out, description, indent + 2);

  for (guint i = 0; actions != NULL && actions[i] != NULL; i++)
    {
      tactics_xml_append_indent (out, indent + 2);
      g_string_append (out, "<action");
      tactics_xml_append_attribute (out, "ref", actions[i]);
      g_string_append (out, "/>\n");
    }

  for (guint i = 0; attribute_names[i] != NULL; i++)
    {
      tactics_xml_append_indent (out, indent + 2);
      g_string_append (out, "<attribute");
      tactics_xml_append_attribute (out, "name", attribute_names[i]);
      tactics_xml_append_attribute (out, "value",
                                    tactics_unit_type_get_attribute (unit_type,
                                                                     attribute_names[i]));
      g_string_append (out, "/>\n");
    }

  for (guint i = 0; resistance_types[i] != NULL; i++)
    {
      tactics_xml_append_indent (out, indent + 2);
      g_string_append (out, "<resistance");
      tactics_xml_append_attribute (out, "type", resistance_types[i]);
      g_string_append_printf (out, " value=\"%d\"/>\n",
                              tactics_unit_type_get_resistance (unit_type, resistance_types[i]));
    }

  tactics_xml_append_indent (out, indent);
  g_string_append (out, "</unit>\n");
}

static void
write_action (gpointer    item,
              GString    *out,
              guint       indent,
              const char *domain)
{
  TacticsAction *action = item;
  const char *description = source_string (action, "description",
                                           tactics_action_get_description (action), domain);

  tactics_xml_append_indent (out, indent);
  g_string_append (out, "<action");
  tactics_xml_append_attribute (out, "id", tactics_action_get_id (action));
  tactics_xml_append_attribute (out, "name",
                                source_string (action, "name",
                                               tactics_action_get_name (action), domain));
  tactics_xml_append_uint_attribute (out, "range-min", tactics_action_get_range_min (action));
  tactics_xml_append_uint_attribute (out, "range-max", tactics_action_get_range_max (action));
  tactics_xml_append_attribute (out, "metric",
                                tactics_enum_to_string (TACTICS_TYPE_METRIC,
                                                        tactics_action_get_metric (action)));
  tactics_xml_append_attribute (out, "shape",
                                tactics_enum_to_string (TACTICS_TYPE_SHAPE,
                                                        tactics_action_get_shape (action)));
  tactics_xml_append_uint_attribute (out, "extent", tactics_action_get_extent (action));
  tactics_xml_append_attribute (out, "effect",
                                tactics_enum_to_string (TACTICS_TYPE_EFFECT,
                                                        tactics_action_get_effect (action)));
  tactics_xml_append_uint_attribute (out, "amount", tactics_action_get_amount (action));
  tactics_xml_append_attribute (out, "affects",
                                tactics_enum_to_string (TACTICS_TYPE_AFFECTS,
                                                        tactics_action_get_affects (action)));
  /* Only what a ruleset uses: without them the file is as it always was.
   * What files refuse on a heal is not written either. */
  if (tactics_action_get_effect (action) == TACTICS_EFFECT_DAMAGE)
    {
      tactics_xml_append_attribute (out, "damage-type", tactics_action_get_damage_type (action));
      if (tactics_action_get_answers (action))
        tactics_xml_append_attribute (out, "answers", "true");
    }
  if (tactics_action_get_provokes (action))
    tactics_xml_append_attribute (out, "provokes", "true");

  if (description == NULL || *description == '\0')
    {
      g_string_append (out, "/>\n");
      return;
    }

  g_string_append (out, ">\n");
  append_description_line (out, description, indent + 2);
  tactics_xml_append_indent (out, indent);
  g_string_append (out, "</action>\n");
}

typedef void (*ItemWriter) (gpointer    item,
                            GString    *out,
                            guint       indent,
                            const char *domain);

/* <ELEMENT> with each of @items in it, or nothing when there are none. */
static void
write_list_block (GString    *out,
                  guint       indent,
                  const char *element,
                  GListModel *items,
                  ItemWriter  write_item,
                  const char *domain)
{
  guint n_items = g_list_model_get_n_items (items);

  if (n_items == 0)
    return;

  tactics_xml_append_indent (out, indent);
  g_string_append_printf (out, "<%s>\n", element);
  for (guint i = 0; i < n_items; i++)
    {
      g_autoptr(GObject) item = g_list_model_get_item (items, i);

      write_item (item, out, indent + 2, domain);
    }
  tactics_xml_append_indent (out, indent);
  g_string_append_printf (out, "</%s>\n", element);
}

/* Nothing for a ruleset without combat depth, as files were before. */
static void
write_combat (TacticsRuleset *ruleset,
              GString        *out,
              guint           indent,
              const char     *domain)
{
  GListModel *damage_types = tactics_ruleset_get_damage_types (ruleset);
  guint n_damage_types = g_list_model_get_n_items (damage_types);
  guint hit_chance = tactics_ruleset_get_hit_chance (ruleset);

  if (n_damage_types == 0 && hit_chance == 100)
    return;

  tactics_xml_append_indent (out, indent);
  g_string_append (out, "<combat");
  if (hit_chance != 100)
    tactics_xml_append_uint_attribute (out, "hit-chance", hit_chance);
  if (n_damage_types == 0)
    {
      g_string_append (out, "/>\n");
      return;
    }
  g_string_append (out, ">\n");
  for (guint i = 0; i < n_damage_types; i++)
    {
      g_autoptr(TacticsDamageType) damage_type = g_list_model_get_item (damage_types, i);

      tactics_xml_append_indent (out, indent + 2);
      g_string_append (out, "<damage-type");
      tactics_xml_append_attribute (out, "id", tactics_damage_type_get_id (damage_type));
      tactics_xml_append_attribute (out, "name",
                                    source_string (damage_type, "name",
                                                   tactics_damage_type_get_name (damage_type),
                                                   domain));
      g_string_append (out, "/>\n");
    }
  tactics_xml_append_indent (out, indent);
  g_string_append (out, "</combat>\n");
}

void
tactics_ruleset_write_xml_blocks (TacticsRuleset *ruleset,
                                  GString        *out,
                                  guint           indent,
                                  const char     *domain)
{
  GListModel *movetypes = tactics_ruleset_get_movetypes (ruleset);
  GListModel *terrains = tactics_ruleset_get_terrains (ruleset);
  guint n_movetypes = g_list_model_get_n_items (movetypes);
  guint n_terrains = g_list_model_get_n_items (terrains);

  if (n_movetypes > 0 || n_terrains > 0)
    {
      tactics_xml_append_indent (out, indent);
      g_string_append (out, "<terrains>\n");

      for (guint i = 0; i < n_movetypes; i++)
        {
          g_autoptr(TacticsMovetype) movetype = g_list_model_get_item (movetypes, i);

          tactics_xml_append_indent (out, indent + 2);
          g_string_append (out, "<movetype");
          tactics_xml_append_attribute (out, "id", tactics_movetype_get_id (movetype));
          tactics_xml_append_attribute (out, "name",
                                        source_string (movetype, "name",
                                                       tactics_movetype_get_name (movetype),
                                                       domain));
          g_string_append (out, "/>\n");
        }

      for (guint i = 0; i < n_terrains; i++)
        {
          g_autoptr(TacticsTerrain) terrain = g_list_model_get_item (terrains, i);

          write_terrain (ruleset, terrain, out, indent + 2, domain);
        }

      tactics_xml_append_indent (out, indent);
      g_string_append (out, "</terrains>\n");
    }

  write_combat (ruleset, out, indent, domain);

  write_list_block (out, indent, "units", tactics_ruleset_get_unit_types (ruleset), write_unit,
                    domain);
  write_list_block (out, indent, "actions", tactics_ruleset_get_actions (ruleset), write_action,
                    domain);
}

void
tactics_ruleset_to_xml (TacticsRuleset *ruleset,
                        GString        *out,
                        guint           indent)
{
  const char *domain;

  g_return_if_fail (TACTICS_IS_RULESET (ruleset));
  g_return_if_fail (out != NULL);

  domain = tactics_ruleset_get_translation_domain (ruleset);

  tactics_xml_append_indent (out, indent);
  g_string_append (out, "<tactics-ruleset");
  tactics_xml_append_uint_attribute (out, "version", TACTICS_FILE_VERSION);
  tactics_xml_append_attribute (out, "name",
                                source_string (ruleset, "name",
                                               tactics_ruleset_get_name (ruleset), domain));
  tactics_xml_append_attribute (out, "translation-domain", domain);
  g_string_append (out, ">\n");

  append_description_line (out,
                           source_string (ruleset, "description",
                                          tactics_ruleset_get_description (ruleset), domain),
                           indent + 2);
  tactics_ruleset_write_xml_blocks (ruleset, out, indent + 2, domain);

  tactics_xml_append_indent (out, indent);
  g_string_append (out, "</tactics-ruleset>\n");
}
