/* SPDX-License-Identifier: GPL-3.0-or-later */
/* Importing: which format, which ruleset, then the format's reader. */
#include "config.h"

#include <glib/gi18n-lib.h>
#include <string.h>

#include "tactics-data.h"
#include "tactics-exchange-path-private.h"
#include "tactics-file-private.h"
#include "tactics-import-private.h"
#include "tactics-import.h"

/* A Tiled map is XML; a Wesnoth map is not. The name settles it, else
 * the first character. */
static gboolean
is_tmx (const char *display_name,
        const char *data,
        gsize       size)
{
  if (g_str_has_suffix (display_name, ".tmx"))
    return TRUE;
  if (g_str_has_suffix (display_name, ".map"))
    return FALSE;
  for (gsize i = 0; i < size; i++)
    if (!g_ascii_isspace (data[i]))
      return data[i] == '<' || (guchar) data[i] == 0xEF;
  return FALSE;
}

static TacticsRuleset *
load_ruleset (GFile   *given,
              xmlDoc  *doc,
              GFile   *folder,
              GFile  **used,
              GError **error)
{
  g_autofree char *reference = doc != NULL ? tactics_tmx_get_ruleset_reference (doc) : NULL;
  g_autoptr(GFile) file = NULL;
  TacticsRuleset *ruleset;

  if (given != NULL)
    file = g_object_ref (given);
  else if (reference != NULL && *reference != '\0')
    {
      file = tactics_exchange_resolve (folder, reference);
      /* A map exported beside the bundled rules and moved keeps working. */
      if (file == NULL || !g_file_query_exists (file, NULL))
        {
          g_autofree char *base = g_path_get_basename (reference);
          GFile *bundled = tactics_data_find_file (base);

          if (bundled != NULL)
            g_set_object (&file, bundled);
          g_clear_object (&bundled);
        }
    }
  if (file == NULL)
    file = tactics_data_find_file ("default.ruleset.xml");
  if (file == NULL)
    {
      g_set_error (error, TACTICS_FILE_ERROR, TACTICS_FILE_ERROR_REFERENCE,
                   _("the bundled default.ruleset.xml is not there"));
      return NULL;
    }
  ruleset = tactics_ruleset_load (file, error);
  if (ruleset != NULL)
    *used = g_steal_pointer (&file);
  return ruleset;
}

/**
 * tactics_import_load:
 * @file: a Tiled map (`.tmx`) or a Battle for Wesnoth map (`.map`)
 * @mapping: (nullable): a mapping file saying which of the file's terrains
 *   or tiles becomes which terrain; %NULL: for Tiled, names match terrain
 *   ids and names, for Wesnoth the bundled `wesnoth.mapping.xml`
 * @ruleset: (nullable): the ruleset file whose terrains the map gets;
 *   %NULL: the one a Tiled map exported by Tactics names, else the bundled
 *   default ruleset
 * @destination: (nullable): where the map will be saved, so that it names
 *   its ruleset relative to that file's folder; %NULL: by its full path
 * @notes: (out) (optional) (array zero-terminated=1) (transfer full): what
 *   could not be kept as it was, one "FILE:LINE: DETAIL" line each
 *   (unknown terrains with their cells, in the source's coordinates, and
 *   the terrain used instead)
 * @error: return location for a #TACTICS_FILE_ERROR
 *
 * Reads a map of another tool with the guards of Tactics' own files (size,
 * nesting and memory limits, no DTD or external entity, layer data never
 * expanded past the map). Hex grids are turned onto Tactics' odd-r rows
 * keeping every adjacency: Wesnoth's columns are transposed, grids
 * staggered on even rows mirrored (doc/importing.md).
 *
 * Returns: (transfer full) (nullable): a scenario whose map is the
 *   imported one, with a region (its start zone) and a side for each start
 *   position found, none when there are none; %NULL with @error set
 */
TacticsScenario *
tactics_import_load (GFile    *file,
                     GFile    *mapping,
                     GFile    *ruleset,
                     GFile    *destination,
                     char   ***notes,
                     GError  **error)
{
  TacticsImportContext context = { 0, };
  g_autoptr(TacticsImportMapping) rules = NULL;
  g_autoptr(TacticsRuleset) terrains = NULL;
  g_autoptr(TacticsScenario) scenario = NULL;
  g_autoptr(TacticsMap) map = NULL;
  g_autoptr(GBytes) bytes = NULL;
  g_autoptr(xmlDoc) doc = NULL;
  g_autoptr(GFile) folder = NULL;
  g_autoptr(GFile) ruleset_file = NULL;
  g_autofree char *display_name = NULL;
  g_autofree char *basename = NULL;
  g_autofree char *reference = NULL;
  const char *data;
  gsize size;
  gboolean tmx;

  g_return_val_if_fail (G_IS_FILE (file), NULL);
  g_return_val_if_fail (mapping == NULL || G_IS_FILE (mapping), NULL);
  g_return_val_if_fail (ruleset == NULL || G_IS_FILE (ruleset), NULL);
  g_return_val_if_fail (destination == NULL || G_IS_FILE (destination), NULL);
  g_return_val_if_fail (error == NULL || *error == NULL, NULL);

  if (notes != NULL)
    *notes = NULL;

  bytes = tactics_file_read_bytes (file, error);
  if (bytes == NULL)
    return NULL;
  display_name = tactics_file_get_display_name (file);
  folder = g_file_get_parent (file);
  data = g_bytes_get_data (bytes, &size);
  tmx = is_tmx (display_name, data, size);

  if (tmx)
    {
      doc = tactics_xml_parse (data, size, display_name, error);
      if (doc == NULL)
        return NULL;
    }

  if (mapping != NULL)
    rules = tactics_import_mapping_load (mapping, error);
  else if (!tmx)
    {
      g_autoptr(GFile) bundled = tactics_data_find_file ("wesnoth.mapping.xml");

      if (bundled != NULL)
        rules = tactics_import_mapping_load (bundled, error);
      else
        g_set_error (error, TACTICS_FILE_ERROR, TACTICS_FILE_ERROR_REFERENCE,
                     _("the bundled wesnoth.mapping.xml is not there"));
    }
  if ((mapping != NULL || !tmx) && rules == NULL)
    return NULL;

  terrains = load_ruleset (ruleset, doc, folder, &ruleset_file, error);
  if (terrains == NULL)
    return NULL;

  if (!tactics_import_context_init (&context, display_name, terrains, rules, error))
    {
      tactics_import_context_clear (&context);
      return NULL;
    }

  if (tmx)
    map = tactics_tmx_read (&context, doc, folder, error);
  else
    map = tactics_wesnoth_read (&context, data, size, error);
  if (map == NULL)
    {
      tactics_import_context_clear (&context);
      return NULL;
    }

  if (tactics_map_get_name (map) == NULL || *tactics_map_get_name (map) == '\0')
    {
      g_autofree char *name = NULL;
      char *dot;

      basename = g_file_get_basename (file);
      name = g_utf8_make_valid (basename, -1);
      dot = strrchr (name, '.');
      if (dot != NULL && dot != name)
        *dot = '\0';
      if (g_utf8_strlen (name, -1) <= TACTICS_MAX_NAME_LENGTH)
        tactics_map_set_name (map, name);
    }

  if (destination != NULL)
    {
      g_autoptr(GFile) destination_folder = g_file_get_parent (destination);

      reference = tactics_exchange_reference_to (destination_folder, ruleset_file);
    }
  else
    reference = tactics_exchange_reference_to (NULL, ruleset_file);
  tactics_map_set_ruleset_path (map, reference);

  scenario = tactics_import_context_finish (&context, map);
  if (notes != NULL)
    *notes = tactics_import_context_steal_notes (&context);
  tactics_import_context_clear (&context);
  return g_steal_pointer (&scenario);
}
