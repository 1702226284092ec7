/* SPDX-License-Identifier: GPL-3.0-or-later */
#include "config.h"

#include <glib/gi18n-lib.h>
#include <string.h>

#include "tactics-file-private.h"
#include "tactics-file.h"
#include "tactics-map.h"
#include "tactics-model-enum-types.h"
#include "tactics-model-enums.h"
#include "tactics-objective.h"
#include "tactics-scenario-file-private.h"
#include "tactics-scenario-reader-private.h"
#include "tactics-scenario.h"
#include "tactics-translatable-file-private.h"
#include "tactics-translatable-private.h"
#include "tactics-xml-parser-private.h"
#include "tactics-xml-reader-private.h"

/* --- The reader's state --------------------------------------------------------- */

void
tactics_scenario_reader_clear (ScenarioReader *reader)
{
  g_clear_pointer (&reader->region_lines, g_hash_table_unref);
  g_clear_pointer (&reader->side_lines, g_hash_table_unref);
  g_clear_pointer (&reader->unit_lines, g_hash_table_unref);
  g_clear_pointer (&reader->unit_cells, g_hash_table_unref);
  g_clear_pointer (&reader->unit_refs, g_ptr_array_unref);
  g_clear_pointer (&reader->seen_cells, g_free);
}

char *
tactics_scenario_reader_shorten (const char *text)
{
  g_autofree char *valid = g_utf8_make_valid (text, -1);

  return g_utf8_substring (valid, 0, MIN (g_utf8_strlen (valid, -1), 40));
}

/* --- Elements and attributes ------------------------------------------------------ */

/* Checks that the attributes of @node are among @allowed (NULL-terminated):
 * a scenario inside another file is not checked against a schema. */
gboolean
tactics_scenario_reader_check_attributes (xmlNode             *node,
                                          const char * const  *allowed,
                                          const char          *path,
                                          GError             **error)
{
  for (xmlAttr *attribute = node->properties; attribute != NULL; attribute = attribute->next)
    {
      if (attribute->ns == NULL && g_strv_contains (allowed, (const char *) attribute->name))
        continue;

      tactics_file_set_error (error, TACTICS_FILE_ERROR_INVALID, path,
                              tactics_xml_get_line (node),
                              /* Translators: an XML attribute's name, then its element's, e.g.
                               * "unexpected attribute “colour” in <side>". */
                              _("unexpected attribute “%s” in <%s>"),
                              (const char *) attribute->name, (const char *) node->name);
      return FALSE;
    }

  return TRUE;
}

gboolean
tactics_scenario_reader_check_child_order (xmlNode          *node,
                                           const ChildRule  *rules,
                                           guint             n_rules,
                                           const char       *path,
                                           GError          **error)
{
  const char *names[16] = { NULL, };
  guint previous_rank = 0;
  xmlNode *previous = NULL;

  g_assert (n_rules < G_N_ELEMENTS (names));
  for (guint i = 0; i < n_rules; i++)
    names[i] = rules[i].name;
  if (!tactics_xml_check_children (node, names, path, error))
    return FALSE;

  for (xmlNode *child = tactics_xml_element_from (node->children);
       child != NULL;
       child = tactics_xml_element_from (child->next))
    {
      guint rank = 0;

      while (!g_str_equal (rules[rank].name, (const char *) child->name))
        rank++;

      if (previous != NULL && rank < previous_rank)
        {
          tactics_file_set_error (error, TACTICS_FILE_ERROR_INVALID, path,
                                  tactics_xml_get_line (child),
                                  /* Translators: two XML elements' names, e.g. "<victory> must
                                   * come before <regions>". */
                                  _("<%s> must come before <%s>"),
                                  (const char *) child->name, (const char *) previous->name);
          return FALSE;
        }
      if (previous != NULL && rank == previous_rank && !rules[rank].repeats)
        {
          tactics_file_set_error (error, TACTICS_FILE_ERROR_INVALID, path,
                                  tactics_xml_get_line (child),
                                  /* Translators: two XML elements' names, e.g. "<side> has more
                                   * than one <allowed-units>". */
                                  _("<%s> has more than one <%s>"),
                                  (const char *) node->name, (const char *) child->name);
          return FALSE;
        }

      previous = child;
      previous_rank = rank;
    }

  return TRUE;
}

/* An optional attribute of at most TACTICS_MAX_NAME_LENGTH characters. */
gboolean
tactics_scenario_reader_read_name (ScenarioReader  *reader,
                                   xmlNode         *node,
                                   char           **name,
                                   GError         **error)
{
  g_autofree char *value = tactics_xml_get_attribute (node, "name");

  if (!tactics_xml_check_length (node, "name", value, TACTICS_MAX_NAME_LENGTH,
                                 reader->path, error))
    return FALSE;

  *name = g_steal_pointer (&value);
  return TRUE;
}

/* The text of an optional child; NULL when absent or empty. */
static gboolean
read_text (ScenarioReader  *reader,
           xmlNode         *parent,
           const char      *element,
           char           **text,
           GError         **error)
{
  xmlNode *node = tactics_xml_find_child (parent, element);
  static const char * const no_children[] = { NULL };
  g_autofree char *value = NULL;

  if (node == NULL)
    return TRUE;

  if (!tactics_xml_check_children (node, no_children, reader->path, error))
    return FALSE;

  value = tactics_xml_get_text (node);
  if (!tactics_xml_check_length (node, element, value, TACTICS_MAX_DESCRIPTION_LENGTH,
                                 reader->path, error))
    return FALSE;

  if (*value != '\0')
    *text = g_steal_pointer (&value);
  return TRUE;
}

/* --- The scenario ---------------------------------------------------------------- */

gboolean
tactics_xml_read_scenario_element (xmlNode           *node,
                                   const char        *path,
                                   TacticsMap        *map,
                                   const char        *domain,
                                   TacticsScenario  **scenario_out,
                                   GError           **error)
{
  static const char * const root_attributes[] = {
    "version", "name", "map", "round-limit", "fog", "translation-domain", NULL
  };
  static const char * const embedded_attributes[] = { "name", "round-limit", "fog", NULL };
  static const ChildRule children[] = {
    { "description", FALSE }, { "victory", FALSE }, { "defeat", FALSE },
    { "regions", FALSE }, { "sides", FALSE },
  };
  g_autoptr(TacticsScenario) scenario = NULL;
  g_auto(ScenarioReader) reader = { 0, };
  g_autofree char *own_domain = NULL;
  g_autofree char *name = NULL;
  g_autofree char *description = NULL;
  g_autofree char *victory = NULL;
  g_autofree char *defeat = NULL;
  gboolean root;
  xmlNode *regions;
  xmlNode *sides;
  gint64 round_limit = 0;
  int fog = TACTICS_FOG_MODE_NONE;

  g_return_val_if_fail (node != NULL, FALSE);
  g_return_val_if_fail (TACTICS_IS_MAP (map), FALSE);
  g_return_val_if_fail (scenario_out != NULL && *scenario_out == NULL, FALSE);
  g_return_val_if_fail (error == NULL || *error == NULL, FALSE);

  root = tactics_xml_is_element (node, "tactics-scenario");
  if (root)
    {
      if (!tactics_xml_check_root (node, "tactics-scenario", path, error)
          || !tactics_translatable_read_domain (node, path, &own_domain, error))
        return FALSE;
      domain = own_domain;
    }

  if (!tactics_scenario_reader_check_attributes (node,
                                                 root ? root_attributes : embedded_attributes,
                                                 path, error)
      || !tactics_scenario_reader_check_child_order (node, children, G_N_ELEMENTS (children),
                                                     path, error))
    return FALSE;

  scenario = tactics_scenario_new (map);
  reader.path = path;
  reader.ruleset = tactics_map_get_ruleset (map);
  reader.scenario = scenario;
  reader.width = tactics_map_get_width (map);
  reader.height = tactics_map_get_height (map);
  reader.region_lines = g_hash_table_new_full (g_str_hash, g_str_equal, g_free, NULL);
  reader.side_lines = g_hash_table_new_full (g_str_hash, g_str_equal, g_free, NULL);
  reader.unit_lines = g_hash_table_new_full (g_str_hash, g_str_equal, g_free, NULL);
  reader.unit_cells = g_hash_table_new (NULL, NULL);
  reader.unit_refs = g_ptr_array_new ();

  if (!tactics_scenario_reader_read_name (&reader, node, &name, error)
      || !tactics_xml_get_int_attribute (node, "round-limit", "round-limit", 0,
                                         TACTICS_MAX_ROUND_LIMIT, TRUE, path,
                                         &round_limit, error)
      || !tactics_xml_get_enum_attribute (node, "fog", TACTICS_TYPE_FOG_MODE, TRUE, path,
                                          &fog, error)
      || !read_text (&reader, node, "description", &description, error)
      || !read_text (&reader, node, "victory", &victory, error)
      || !read_text (&reader, node, "defeat", &defeat, error))
    return FALSE;

  regions = tactics_xml_find_child (node, "regions");
  if (regions != NULL && !tactics_scenario_reader_read_regions (&reader, regions, error))
    return FALSE;

  sides = tactics_xml_find_child (node, "sides");
  if (sides == NULL)
    {
      tactics_file_set_error (error, TACTICS_FILE_ERROR_INVALID, path,
                              tactics_xml_get_line (node),
                              /* Translators: two XML elements' names, e.g. "<region> lacks a
                               * <cells>". */
                              _("<%s> lacks a <%s>"), (const char *) node->name, "sides");
      return FALSE;
    }
  if (!tactics_scenario_reader_read_sides (&reader, sides, domain, error)
      || !tactics_scenario_reader_check_unit_references (&reader, error))
    return FALSE;

  tactics_scenario_set_name (scenario, name);
  tactics_scenario_set_description (scenario, description);
  tactics_scenario_set_victory_text (scenario, victory);
  tactics_scenario_set_defeat_text (scenario, defeat);
  tactics_scenario_set_round_limit (scenario, (guint) round_limit);
  tactics_scenario_set_fog (scenario, fog);
  tactics_scenario_set_translation_domain (scenario, domain);

  if (domain != NULL)
    {
      static const char * const texts[] = {
        "name", "description", "victory-text", "defeat-text"
      };
      GListModel *list = tactics_scenario_get_regions (scenario);

      for (guint i = 0; i < G_N_ELEMENTS (texts); i++)
        tactics_translatable_translate (G_OBJECT (scenario), texts[i], domain,
                                        TACTICS_TRANSLATION_CONTEXT_SCENARIO);
      for (guint i = 0, n = g_list_model_get_n_items (list); i < n; i++)
        {
          g_autoptr(GObject) region = g_list_model_get_item (list, i);

          tactics_translatable_translate (region, "name", domain,
                                          TACTICS_TRANSLATION_CONTEXT_SCENARIO);
        }
    }

  *scenario_out = g_steal_pointer (&scenario);
  return TRUE;
}
