/* SPDX-License-Identifier: GPL-3.0-or-later */
/* Mapping files: other tools' terrain names and tiles to Tactics terrains. */
#include "config.h"

#include <glib/gi18n-lib.h>
#include <string.h>

#include "tactics-file-private.h"
#include "tactics-import-mapping-private.h"

/* Longest name or code a rule may match: Wesnoth's are under ten
 * characters, Tiled's names are what designers type. */
#define MAX_FROM_LENGTH 256

struct _TacticsImportMapping {
  char       *path;
  char       *fallback;
  int         fallback_line;
  GPtrArray  *rules;       /* TacticsImportRule */
  GHashTable *exact;       /* from → rule */
  GPtrArray  *tile_rules;  /* TacticsImportTileRule */
  GHashTable *tiles;       /* "ID\x1fTILESET" → tile rule */
};

static char *
tile_key (const char *tileset,
          guint       id)
{
  return g_strdup_printf ("%u\x1f%s", id, tileset);
}

static void
rule_free (gpointer data)
{
  TacticsImportRule *rule = data;

  g_free (rule->from);
  g_free (rule->to);
  g_free (rule);
}

static void
tile_rule_free (gpointer data)
{
  TacticsImportTileRule *rule = data;

  g_free (rule->tileset);
  g_free (rule->to);
  g_free (rule);
}

void
tactics_import_mapping_free (TacticsImportMapping *mapping)
{
  if (mapping == NULL)
    return;
  g_free (mapping->path);
  g_free (mapping->fallback);
  g_clear_pointer (&mapping->exact, g_hash_table_unref);
  g_clear_pointer (&mapping->tiles, g_hash_table_unref);
  g_clear_pointer (&mapping->rules, g_ptr_array_unref);
  g_clear_pointer (&mapping->tile_rules, g_ptr_array_unref);
  g_free (mapping);
}

static gboolean
read_to (xmlNode     *node,
         gboolean     may_be_empty,
         const char  *path,
         char       **to,
         GError     **error)
{
  *to = tactics_xml_require_attribute (node, "to", path, error);
  if (*to == NULL)
    return FALSE;
  if (**to == '\0' && !may_be_empty)
    {
      tactics_file_set_error (error, TACTICS_FILE_ERROR_SEMANTIC, path,
                              tactics_xml_get_line (node),
                              _("“to” is empty: name a terrain by its id"));
      return FALSE;
    }
  return tactics_xml_check_length (node, "to", *to, MAX_FROM_LENGTH, path, error);
}

static gboolean
read_terrain_rule (TacticsImportMapping  *mapping,
                   xmlNode               *node,
                   const char            *path,
                   GError               **error)
{
  g_autofree char *from = NULL;
  g_autofree char *to = NULL;
  TacticsImportRule *rule;
  gsize length;
  gboolean prefix;

  from = tactics_xml_require_attribute (node, "from", path, error);
  if (from == NULL
      || !tactics_xml_check_length (node, "from", from, MAX_FROM_LENGTH, path, error))
    return FALSE;
  length = strlen (from);
  prefix = length > 0 && from[length - 1] == '*';
  if (prefix)
    from[length - 1] = '\0';
  if (*from == '\0' && !prefix)
    {
      tactics_file_set_error (error, TACTICS_FILE_ERROR_SEMANTIC, path,
                              tactics_xml_get_line (node),
                              _("“from” is empty: name a terrain or a code"));
      return FALSE;
    }
  /* Only an overlay ("^Efm") may keep the base terrain under it. */
  if (!read_to (node, from[0] == '^', path, &to, error))
    return FALSE;

  if (!prefix && g_hash_table_contains (mapping->exact, from))
    {
      tactics_file_set_error (error, TACTICS_FILE_ERROR_SEMANTIC, path,
                              tactics_xml_get_line (node),
                              /* Translators: %s is a terrain name or code, e.g. "Gg". */
                              _("“%s” is mapped twice"), from);
      return FALSE;
    }

  rule = g_new0 (TacticsImportRule, 1);
  rule->from = g_steal_pointer (&from);
  rule->prefix = prefix;
  rule->to = g_steal_pointer (&to);
  rule->line = tactics_xml_get_line (node);
  g_ptr_array_add (mapping->rules, rule);
  if (!prefix)
    g_hash_table_insert (mapping->exact, rule->from, rule);
  return TRUE;
}

static gboolean
read_tile_rule (TacticsImportMapping  *mapping,
                xmlNode               *node,
                const char            *path,
                GError               **error)
{
  g_autofree char *tileset = NULL;
  g_autofree char *to = NULL;
  g_autofree char *key = NULL;
  TacticsImportTileRule *rule;
  gint64 id = 0;

  tileset = tactics_xml_require_attribute (node, "tileset", path, error);
  if (tileset == NULL
      || !tactics_xml_check_length (node, "tileset", tileset, MAX_FROM_LENGTH, path, error)
      || !tactics_xml_get_int_attribute (node, "id", "id", 0, G_MAXINT32, FALSE, path, &id,
                                         error)
      || !read_to (node, FALSE, path, &to, error))
    return FALSE;

  key = tile_key (tileset, (guint) id);
  if (g_hash_table_contains (mapping->tiles, key))
    {
      g_autofree char *shown = g_strdup_printf ("%s:%u", tileset, (guint) id);

      tactics_file_set_error (error, TACTICS_FILE_ERROR_SEMANTIC, path,
                              tactics_xml_get_line (node),
                              _("“%s” is mapped twice"), shown);
      return FALSE;
    }

  rule = g_new0 (TacticsImportTileRule, 1);
  rule->tileset = g_steal_pointer (&tileset);
  rule->id = (guint) id;
  rule->to = g_steal_pointer (&to);
  rule->line = tactics_xml_get_line (node);
  g_ptr_array_add (mapping->tile_rules, rule);
  g_hash_table_insert (mapping->tiles, g_steal_pointer (&key), rule);
  return TRUE;
}

TacticsImportMapping *
tactics_import_mapping_parse (const char  *data,
                              gsize        size,
                              const char  *path,
                              GError     **error)
{
  g_autoptr(TacticsImportMapping) mapping = NULL;
  g_autoptr(xmlDoc) doc = NULL;
  static const char * const children[] = { "terrain", "tile", NULL };
  xmlNode *root;
  guint n_rules = 0;

  g_assert (path != NULL);

  doc = tactics_xml_parse (data, size, path, error);
  if (doc == NULL)
    return NULL;
  root = xmlDocGetRootElement (doc);
  if (!tactics_xml_check_root (root, "tactics-mapping", path, error)
      || !tactics_xml_check_children (root, children, path, error))
    return NULL;

  mapping = g_new0 (TacticsImportMapping, 1);
  mapping->path = g_strdup (path);
  mapping->rules = g_ptr_array_new_with_free_func (rule_free);
  mapping->tile_rules = g_ptr_array_new_with_free_func (tile_rule_free);
  mapping->exact = g_hash_table_new (g_str_hash, g_str_equal);
  mapping->tiles = g_hash_table_new_full (g_str_hash, g_str_equal, g_free, NULL);
  mapping->fallback = tactics_xml_get_attribute (root, "fallback");
  mapping->fallback_line = tactics_xml_get_line (root);

  for (xmlNode *node = tactics_xml_element_from (root->children); node != NULL;
       node = tactics_xml_element_from (node->next))
    {
      if (++n_rules > TACTICS_IMPORT_MAPPING_MAX_RULES)
        {
          tactics_file_set_error (error, TACTICS_FILE_ERROR_TOO_LARGE, path,
                                  tactics_xml_get_line (node),
                                  /* Translators: %d is the most rules a mapping file may hold. */
                                  _("more than %d rules"), TACTICS_IMPORT_MAPPING_MAX_RULES);
          return NULL;
        }
      if (tactics_xml_is_element (node, "terrain")
          ? !read_terrain_rule (mapping, node, path, error)
          : !read_tile_rule (mapping, node, path, error))
        return NULL;
    }

  return g_steal_pointer (&mapping);
}

TacticsImportMapping *
tactics_import_mapping_load (GFile   *file,
                             GError **error)
{
  g_autoptr(GBytes) bytes = NULL;
  g_autofree char *display_name = NULL;
  gsize size;
  const char *data;

  g_assert (G_IS_FILE (file));

  bytes = tactics_file_read_bytes (file, error);
  if (bytes == NULL)
    return NULL;
  display_name = tactics_file_get_display_name (file);
  data = g_bytes_get_data (bytes, &size);
  return tactics_import_mapping_parse (data, size, display_name, error);
}

const char *
tactics_import_mapping_get_path (TacticsImportMapping *mapping)
{
  return mapping->path;
}

const char *
tactics_import_mapping_get_fallback (TacticsImportMapping *mapping,
                                     int                  *line)
{
  if (line != NULL)
    *line = mapping->fallback_line;
  return mapping->fallback;
}

const TacticsImportRule *
tactics_import_mapping_lookup (TacticsImportMapping *mapping,
                               const char           *name)
{
  const TacticsImportRule *best = NULL;
  gsize best_length = 0;

  best = g_hash_table_lookup (mapping->exact, name);
  if (best != NULL)
    return best;

  for (guint i = 0; i < mapping->rules->len; i++)
    {
      const TacticsImportRule *rule = g_ptr_array_index (mapping->rules, i);
      gsize length;

      if (!rule->prefix || !g_str_has_prefix (name, rule->from))
        continue;
      length = strlen (rule->from);
      if (best == NULL || length > best_length)
        {
          best = rule;
          best_length = length;
        }
    }
  return best;
}

const TacticsImportTileRule *
tactics_import_mapping_lookup_tile (TacticsImportMapping *mapping,
                                    const char           *tileset,
                                    guint                 id)
{
  g_autofree char *key = tile_key (tileset, id);

  return g_hash_table_lookup (mapping->tiles, key);
}

GPtrArray *
tactics_import_mapping_get_rules (TacticsImportMapping *mapping)
{
  return mapping->rules;
}

GPtrArray *
tactics_import_mapping_get_tile_rules (TacticsImportMapping *mapping)
{
  return mapping->tile_rules;
}
