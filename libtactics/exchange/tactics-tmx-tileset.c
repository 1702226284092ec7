/* SPDX-License-Identifier: GPL-3.0-or-later */
/* Tiled tilesets, embedded in a map or in a .tsx file, and the terrain
 * each tile stands for. */
#include "config.h"

#include <glib/gi18n-lib.h>
#include <string.h>

#include "tactics-exchange-path-private.h"
#include "tactics-file-private.h"
#include "tactics-tmx-private.h"

/* Wang ids list eight colours: top, top-right, right, bottom-right,
 * bottom, bottom-left, left, top-left. Corners are the odd ones, edges
 * the even ones. */
#define WANG_SLOTS 8
#define MAX_TILE_ID ((gint64) TACTICS_TMX_GID_MASK)

void
tactics_tmx_tileset_free (TacticsTmxTileset *tileset)
{
  if (tileset == NULL)
    return;
  g_free (tileset->name);
  g_free (tileset->file);
  g_clear_pointer (&tileset->terrains, g_hash_table_unref);
  g_free (tileset);
}

char *
tactics_tmx_get_property (xmlNode    *element,
                          const char *name)
{
  xmlNode *properties = tactics_xml_find_child (element, "properties");

  if (properties == NULL)
    return NULL;
  for (xmlNode *property = tactics_xml_element_from (properties->children); property != NULL;
       property = tactics_xml_element_from (property->next))
    {
      g_autofree char *property_name = NULL;
      char *value;

      if (!tactics_xml_is_element (property, "property"))
        continue;
      property_name = tactics_xml_get_attribute (property, "name");
      if (g_strcmp0 (property_name, name) != 0)
        continue;
      value = tactics_xml_get_attribute (property, "value");
      /* A multi-line string keeps its value as the element's text. */
      return value != NULL ? value : tactics_xml_get_text (property);
    }
  return NULL;
}

/* The entry of @names most of @votes (indices into it, -1 for none)
 * name; on a tie the first met. NULL when none. */
static const char *
most_voted (GPtrArray *names,
            const int *votes,
            guint      n_votes)
{
  int best = -1;
  guint best_count = 0;

  for (guint i = 0; i < n_votes; i++)
    {
      guint count = 0;

      if (votes[i] < 0 || (guint) votes[i] >= names->len)
        continue;
      for (guint j = 0; j < n_votes; j++)
        if (votes[j] == votes[i])
          count++;
      if (count > best_count)
        {
          best = votes[i];
          best_count = count;
        }
    }
  return best >= 0 ? g_ptr_array_index (names, best) : NULL;
}

static gboolean
read_tile_id (xmlNode     *node,
              const char  *attribute,
              const char  *path,
              guint       *id,
              GError     **error)
{
  gint64 value = 0;

  if (!tactics_xml_get_int_attribute (node, attribute, attribute, 0, MAX_TILE_ID, FALSE, path,
                                      &value, error))
    return FALSE;
  *id = (guint) value;
  return TRUE;
}

static void
set_terrain (TacticsTmxTileset *tileset,
             guint              id,
             const char        *name)
{
  if (name != NULL && *name != '\0'
      && !g_hash_table_contains (tileset->terrains, GUINT_TO_POINTER (id)))
    g_hash_table_insert (tileset->terrains, GUINT_TO_POINTER (id), g_strdup (name));
}

static gboolean
read_wang_sets (TacticsTmxTileset  *tileset,
                xmlNode            *wangsets,
                const char         *path,
                GError            **error)
{
  for (xmlNode *set = tactics_xml_element_from (wangsets->children); set != NULL;
       set = tactics_xml_element_from (set->next))
    {
      g_autoptr(GPtrArray) colors = g_ptr_array_new_with_free_func (g_free);
      g_autofree char *type = NULL;
      guint first_slot = 0, step = 1;

      if (!tactics_xml_is_element (set, "wangset"))
        continue;
      type = tactics_xml_get_attribute (set, "type");
      if (g_strcmp0 (type, "corner") == 0)
        first_slot = 1, step = 2;
      else if (g_strcmp0 (type, "edge") == 0)
        first_slot = 0, step = 2;

      for (xmlNode *child = tactics_xml_element_from (set->children); child != NULL;
           child = tactics_xml_element_from (child->next))
        if (tactics_xml_is_element (child, "wangcolor"))
          {
            char *name = tactics_xml_get_attribute (child, "name");

            g_ptr_array_add (colors, name != NULL ? name : g_strdup (""));
          }

      for (xmlNode *child = tactics_xml_element_from (set->children); child != NULL;
           child = tactics_xml_element_from (child->next))
        {
          g_autofree char *wangid = NULL;
          g_auto(GStrv) parts = NULL;
          int votes[WANG_SLOTS];
          guint n_votes = 0;
          guint id;

          if (!tactics_xml_is_element (child, "wangtile"))
            continue;
          if (!read_tile_id (child, "tileid", path, &id, error))
            return FALSE;
          wangid = tactics_xml_require_attribute (child, "wangid", path, error);
          if (wangid == NULL)
            return FALSE;
          parts = g_strsplit (wangid, ",", WANG_SLOTS + 1);
          if (g_strv_length (parts) != WANG_SLOTS)
            {
              tactics_file_set_error (error, TACTICS_FILE_ERROR_SEMANTIC, path,
                                      tactics_xml_get_line (child),
                                      /* Translators: %s is the value as written. */
                                      _("the Wang id “%s” is not eight numbers (maps from "
                                        "Tiled 1.5 or later)"), wangid);
              return FALSE;
            }
          for (guint slot = first_slot; slot < WANG_SLOTS; slot += step)
            {
              guint64 color;

              if (!g_ascii_string_to_unsigned (parts[slot], 10, 0, 255, &color, NULL))
                {
                  tactics_file_set_error (error, TACTICS_FILE_ERROR_SEMANTIC, path,
                                          tactics_xml_get_line (child),
                                          _("the Wang id “%s” is not eight numbers (maps from "
                                            "Tiled 1.5 or later)"), wangid);
                  return FALSE;
                }
              /* Colours count from 1; 0 is none. */
              votes[n_votes++] = (int) color - 1;
            }
          set_terrain (tileset, id, most_voted (colors, votes, n_votes));
        }
    }
  return TRUE;
}

static gboolean
read_tiles (TacticsTmxTileset  *tileset,
            xmlNode            *element,
            GPtrArray          *legacy_names,
            const char         *path,
            GError            **error)
{
  for (xmlNode *tile = tactics_xml_element_from (element->children); tile != NULL;
       tile = tactics_xml_element_from (tile->next))
    {
      g_autofree char *corners = NULL;
      g_autofree char *property = NULL;
      guint id;

      if (!tactics_xml_is_element (tile, "tile"))
        continue;
      if (!read_tile_id (tile, "id", path, &id, error))
        return FALSE;

      /* Legacy terrain: "top-left,top-right,bottom-left,bottom-right"
       * indices into <terraintypes>, empty for none. */
      corners = tactics_xml_get_attribute (tile, "terrain");
      if (corners != NULL)
        {
          g_auto(GStrv) parts = g_strsplit (corners, ",", 5);
          int votes[4];
          guint n_votes = 0;

          for (guint i = 0; parts[i] != NULL && i < 4; i++)
            {
              guint64 index;

              g_strstrip (parts[i]);
              votes[n_votes++] = *parts[i] != '\0'
                                 && g_ascii_string_to_unsigned (parts[i], 10, 0, 1 << 20, &index,
                                                                NULL) ? (int) index : -1;
            }
          set_terrain (tileset, id, most_voted (legacy_names, votes, n_votes));
        }

      property = tactics_tmx_get_property (tile, "terrain");
      set_terrain (tileset, id, property);
    }
  return TRUE;
}

static gboolean
read_tileset_element (TacticsTmxTileset  *tileset,
                      xmlNode            *element,
                      const char         *path,
                      GError            **error)
{
  g_autoptr(GPtrArray) legacy_names = g_ptr_array_new_with_free_func (g_free);
  xmlNode *terraintypes = tactics_xml_find_child (element, "terraintypes");
  xmlNode *wangsets = tactics_xml_find_child (element, "wangsets");

  g_free (tileset->name);
  tileset->name = tactics_xml_get_attribute (element, "name");
  if (tileset->name == NULL)
    tileset->name = g_strdup ("");

  if (terraintypes != NULL)
    for (xmlNode *terrain = tactics_xml_element_from (terraintypes->children); terrain != NULL;
         terrain = tactics_xml_element_from (terrain->next))
      if (tactics_xml_is_element (terrain, "terrain"))
        {
          char *name = tactics_xml_get_attribute (terrain, "name");

          g_ptr_array_add (legacy_names, name != NULL ? name : g_strdup (""));
        }

  /* Wang sets first: a tile's own terrain information beats its
   * property, and later sources never replace what an earlier gave. */
  if (wangsets != NULL && !read_wang_sets (tileset, wangsets, path, error))
    return FALSE;
  return read_tiles (tileset, element, legacy_names, path, error);
}

TacticsTmxTileset *
tactics_tmx_tileset_read_root (xmlNode    *root,
                               const char *path,
                               guint       firstgid,
                               GError    **error)
{
  g_autoptr(TacticsTmxTileset) tileset = g_new0 (TacticsTmxTileset, 1);

  tileset->terrains = g_hash_table_new_full (NULL, NULL, NULL, g_free);
  tileset->firstgid = firstgid;
  if (root == NULL || !tactics_xml_is_element (root, "tileset"))
    {
      tactics_file_set_error (error, TACTICS_FILE_ERROR_WRONG_KIND, path,
                              root != NULL ? tactics_xml_get_line (root) : 0,
                              _("the root element is <%s>, expected <%s>"),
                              root != NULL ? (const char *) root->name : "", "tileset");
      return NULL;
    }
  tileset->line = tactics_xml_get_line (root);
  if (!read_tileset_element (tileset, root, path, error))
    return NULL;
  return g_steal_pointer (&tileset);
}

TacticsTmxTileset *
tactics_tmx_tileset_read (xmlNode      *element,
                          const char   *path,
                          GFile        *folder,
                          GError      **error)
{
  g_autoptr(TacticsTmxTileset) tileset = g_new0 (TacticsTmxTileset, 1);
  g_autofree char *source = NULL;
  gint64 firstgid = 0;

  tileset->terrains = g_hash_table_new_full (NULL, NULL, NULL, g_free);
  tileset->line = tactics_xml_get_line (element);
  if (!tactics_xml_get_int_attribute (element, "firstgid", "firstgid", 1, MAX_TILE_ID, FALSE,
                                      path, &firstgid, error))
    return NULL;
  tileset->firstgid = (guint) firstgid;

  source = tactics_xml_get_attribute (element, "source");
  if (source != NULL)
    {
      g_autoptr(GFile) file = NULL;
      g_autoptr(xmlDoc) doc = NULL;
      g_autoptr(GError) local_error = NULL;
      xmlNode *root;

      file = *source != '\0' ? tactics_exchange_resolve (folder, source) : NULL;
      if (file == NULL)
        {
          tactics_file_set_error (error, TACTICS_FILE_ERROR_REFERENCE, path, tileset->line,
                                  /* Translators: %s is a tileset file's name as the map
                                   * names it. */
                                  _("the tileset “%s” cannot be found without the map’s "
                                    "folder"), source);
          return NULL;
        }
      doc = tactics_file_parse (file, &local_error);
      if (doc == NULL)
        {
          /* Reading a missing or unreadable file is the map's problem;
           * what is wrong inside is the tileset's. */
          if (g_error_matches (local_error, TACTICS_FILE_ERROR, TACTICS_FILE_ERROR_IO))
            tactics_file_set_error (error, TACTICS_FILE_ERROR_REFERENCE, path, tileset->line,
                                    /* Translators: a tileset file's name, then why it cannot
                                     * be read. */
                                    _("the tileset “%s” cannot be read: %s"), source,
                                    tactics_file_error_get_detail (local_error));
          else
            g_propagate_error (error, g_steal_pointer (&local_error));
          return NULL;
        }
      tileset->file = tactics_file_get_display_name (file);
      root = xmlDocGetRootElement (doc);
      if (root == NULL || !tactics_xml_is_element (root, "tileset"))
        {
          tactics_file_set_error (error, TACTICS_FILE_ERROR_WRONG_KIND, tileset->file,
                                  root != NULL ? tactics_xml_get_line (root) : 0,
                                  _("the root element is <%s>, expected <%s>"),
                                  root != NULL ? (const char *) root->name : "", "tileset");
          return NULL;
        }
      if (!read_tileset_element (tileset, root, tileset->file, error))
        return NULL;
    }
  else if (!read_tileset_element (tileset, element, path, error))
    return NULL;

  return g_steal_pointer (&tileset);
}
