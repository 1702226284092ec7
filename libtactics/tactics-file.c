/* SPDX-License-Identifier: GPL-3.0-or-later */
#include "config.h"

#include "tactics.h"

#include <glib/gi18n-lib.h>

#include "tactics-file-private.h"
#include "tactics-scenario-file-private.h"

#define XML_DECLARATION "<?xml version=\"1.0\" encoding=\"UTF-8\"?>\n"

/* Every loader runs the same steps: read with the file guards, parse with
 * the XML guards, check the root element and version, validate against the
 * schema, then read the model with the semantic checks. */

static xmlDoc *
parse_bytes (GBytes      *bytes,
             const char  *path,
             GError     **error)
{
  gconstpointer data;
  gsize size;

  data = g_bytes_get_data (bytes, &size);
  return tactics_xml_parse (data, size, path, error);
}

/* Schema errors from libxml2 are often vague ("Element tactics-map failed
 * to validate attributes", sometimes on a neighbouring line). The semantic
 * reader checks every attribute the schema does, with a precise message:
 * when the schema fails, ask it first and fall back to the schema's error
 * for what only the schema knows (element order, for one). */
TacticsRuleset *
tactics_ruleset_from_doc (xmlDoc      *doc,
                          const char  *path,
                          GError     **error)
{
  g_autoptr(GError) schema_error = NULL;
  g_autoptr(TacticsRuleset) ruleset = NULL;
  xmlNode *root;

  g_return_val_if_fail (doc != NULL, NULL);
  g_return_val_if_fail (error == NULL || *error == NULL, NULL);

  root = xmlDocGetRootElement (doc);
  if (!tactics_xml_check_root (root, "tactics-ruleset", path, error))
    return NULL;

  if (!tactics_xml_validate (doc, "ruleset.rng", path, &schema_error))
    {
      ruleset = tactics_ruleset_from_xml (root, path, error);
      if (ruleset != NULL)
        g_propagate_error (error, g_steal_pointer (&schema_error));
      return NULL;
    }

  return tactics_ruleset_from_xml (root, path, error);
}

gboolean
tactics_map_read_doc (xmlDoc      *doc,
                      const char  *path,
                      GFile       *folder,
                      TacticsMap **map,
                      GError     **error)
{
  g_autoptr(GError) schema_error = NULL;
  xmlNode *root;

  g_return_val_if_fail (doc != NULL, FALSE);
  g_return_val_if_fail (error == NULL || *error == NULL, FALSE);

  root = xmlDocGetRootElement (doc);
  if (!tactics_xml_check_root (root, "tactics-map", path, error))
    return FALSE;

  if (!tactics_xml_validate (doc, "map.rng", path, &schema_error))
    {
      if (tactics_map_read_xml (root, path, folder, NULL, NULL, error))
        g_propagate_error (error, g_steal_pointer (&schema_error));
      return FALSE;
    }

  return tactics_map_read_xml (root, path, folder, NULL, map, error);
}

/* Parses @file; *@display_name names it in errors and *@folder resolves
 * the files it names. */
static xmlDoc *
parse_file (GFile   *file,
            char   **display_name,
            GFile  **folder,
            GError **error)
{
  xmlDoc *doc = tactics_file_parse (file, error);

  if (doc == NULL)
    return NULL;
  *display_name = tactics_file_get_display_name (file);
  *folder = g_file_get_parent (file);
  return doc;
}

static TacticsMap *
map_from_doc (xmlDoc      *doc,
              const char  *path,
              GFile       *folder,
              GError     **error)
{
  TacticsMap *map = NULL;

  if (!tactics_map_read_doc (doc, path, folder, &map, error))
    return NULL;

  return map;
}

/* --- Maps ------------------------------------------------------------------------ */

/**
 * tactics_map_load:
 * @file: the map file
 * @error: where a reading error goes
 *
 * Returns: (transfer full): the map, or %NULL with @error set
 */
TacticsMap *
tactics_map_load (GFile   *file,
                  GError **error)
{
  g_autoptr(xmlDoc) doc = NULL;
  g_autoptr(GFile) folder = NULL;
  g_autofree char *display_name = NULL;

  g_return_val_if_fail (G_IS_FILE (file), NULL);
  g_return_val_if_fail (error == NULL || *error == NULL, NULL);

  doc = parse_file (file, &display_name, &folder, error);
  if (doc == NULL)
    return NULL;

  return map_from_doc (doc, display_name, folder, error);
}

TacticsMap *
tactics_map_load_from_bytes (GBytes      *bytes,
                             const char  *display_name,
                             GFile       *folder,
                             GError     **error)
{
  g_autoptr(xmlDoc) doc = NULL;

  g_return_val_if_fail (bytes != NULL, NULL);
  g_return_val_if_fail (folder == NULL || G_IS_FILE (folder), NULL);
  g_return_val_if_fail (error == NULL || *error == NULL, NULL);

  doc = parse_bytes (bytes, display_name, error);
  if (doc == NULL)
    return NULL;

  return map_from_doc (doc, display_name, folder, error);
}

GBytes *
tactics_map_to_bytes (TacticsMap *map)
{
  GString *out;

  g_return_val_if_fail (TACTICS_IS_MAP (map), NULL);

  out = g_string_new (XML_DECLARATION);
  tactics_map_to_xml (map, out, 0, TACTICS_XML_WRITE_NONE);

  return g_string_free_to_bytes (out);
}

GBytes *
tactics_map_to_self_contained_bytes (TacticsMap *map)
{
  GString *out;

  g_return_val_if_fail (TACTICS_IS_MAP (map), NULL);

  out = g_string_new (XML_DECLARATION);
  tactics_map_to_xml (map, out, 0, TACTICS_XML_WRITE_INLINE_RULESET);
  return g_string_free_to_bytes (out);
}

gboolean
tactics_map_save (TacticsMap  *map,
                  GFile       *file,
                  GError     **error)
{
  g_autoptr(GBytes) bytes = NULL;

  g_return_val_if_fail (TACTICS_IS_MAP (map), FALSE);
  g_return_val_if_fail (G_IS_FILE (file), FALSE);
  g_return_val_if_fail (error == NULL || *error == NULL, FALSE);

  bytes = tactics_map_to_bytes (map);
  return tactics_file_write_bytes (file, bytes, error);
}

/* --- Rulesets ---------------------------------------------------------------------- */

/**
 * tactics_ruleset_load:
 * @file: the ruleset file
 * @error: where a reading error goes
 *
 * Returns: (transfer full): the ruleset, or %NULL with @error set
 */
TacticsRuleset *
tactics_ruleset_load (GFile   *file,
                      GError **error)
{
  g_autoptr(xmlDoc) doc = NULL;
  g_autofree char *display_name = NULL;

  g_return_val_if_fail (G_IS_FILE (file), NULL);
  g_return_val_if_fail (error == NULL || *error == NULL, NULL);

  doc = tactics_file_parse (file, error);
  if (doc == NULL)
    return NULL;

  display_name = tactics_file_get_display_name (file);

  return tactics_ruleset_from_doc (doc, display_name, error);
}

TacticsRuleset *
tactics_ruleset_load_from_bytes (GBytes      *bytes,
                                 const char  *display_name,
                                 GError     **error)
{
  g_autoptr(xmlDoc) doc = NULL;

  g_return_val_if_fail (bytes != NULL, NULL);
  g_return_val_if_fail (error == NULL || *error == NULL, NULL);

  doc = parse_bytes (bytes, display_name, error);
  if (doc == NULL)
    return NULL;

  return tactics_ruleset_from_doc (doc, display_name, error);
}

GBytes *
tactics_ruleset_to_bytes (TacticsRuleset *ruleset)
{
  GString *out;

  g_return_val_if_fail (TACTICS_IS_RULESET (ruleset), NULL);

  out = g_string_new (XML_DECLARATION);
  tactics_ruleset_to_xml (ruleset, out, 0);

  return g_string_free_to_bytes (out);
}

gboolean
tactics_ruleset_save (TacticsRuleset  *ruleset,
                      GFile           *file,
                      GError         **error)
{
  g_autoptr(GBytes) bytes = NULL;

  g_return_val_if_fail (TACTICS_IS_RULESET (ruleset), FALSE);
  g_return_val_if_fail (G_IS_FILE (file), FALSE);
  g_return_val_if_fail (error == NULL || *error == NULL, FALSE);

  bytes = tactics_ruleset_to_bytes (ruleset);
  return tactics_file_write_bytes (file, bytes, error);
}

/* --- Scenarios ------------------------------------------------------------------- */

/* Loads the map a <tactics-scenario> names, with every check of a map.
 * Problems with the file itself are the scenario's (REFERENCE at its
 * root); problems inside the map are reported in the map's file and line. */
static TacticsMap *
load_referenced_map (xmlNode     *root,
                     const char  *path,
                     GFile       *folder,
                     const char  *reference,
                     GError     **error)
{
  g_autoptr(GFile) file = NULL;
  g_autoptr(GFile) map_folder = NULL;
  g_autoptr(xmlDoc) doc = NULL;
  g_autofree char *display_name = NULL;
  TacticsMap *map = NULL;

  doc = tactics_file_parse_reference (TACTICS_FILE_REFERENCE_MAP, root, path, folder, reference,
                                      &file, NULL, error);
  if (doc == NULL)
    return NULL;

  display_name = tactics_file_get_display_name (file);
  map_folder = g_file_get_parent (file);
  if (!tactics_map_read_doc (doc, display_name, map_folder, &map, error))
    return NULL;

  return map;
}

static TacticsScenario *
scenario_from_doc (xmlDoc      *doc,
                   const char  *path,
                   GFile       *folder,
                   GError     **error)
{
  g_autoptr(GError) schema_error = NULL;
  g_autoptr(TacticsMap) map = NULL;
  g_autoptr(TacticsScenario) scenario = NULL;
  g_autofree char *reference = NULL;
  xmlNode *root = xmlDocGetRootElement (doc);
  xmlNode *node;

  /* A map carrying its scenario: the map as a map, then the scenario. */
  if (root != NULL && root->ns == NULL && tactics_xml_is_element (root, "tactics-map"))
    {
      node = tactics_xml_find_child (root, "scenario");
      if (node == NULL)
        {
          tactics_file_set_error (error, TACTICS_FILE_ERROR_WRONG_KIND, path,
                                  tactics_xml_get_line (root),
                                  _("this map holds no <scenario>"));
          return NULL;
        }

      if (!tactics_map_read_doc (doc, path, folder, &map, error)
          || !tactics_xml_read_scenario_element (node, path, map,
                                                 tactics_map_get_translation_domain (map),
                                                 &scenario, error))
        return NULL;

      return g_steal_pointer (&scenario);
    }

  if (!tactics_xml_check_root (root, "tactics-scenario", path, error))
    return NULL;

  reference = tactics_xml_require_attribute (root, "map", path, error);
  if (reference == NULL)
    return NULL;

  /* As for maps, the reader's own message is preferred when it finds the
   * problem the schema found. */
  tactics_xml_validate (doc, "scenario.rng", path, &schema_error);

  map = load_referenced_map (root, path, folder, reference, error);
  if (map == NULL
      || !tactics_xml_read_scenario_element (root, path, map, NULL, &scenario, error))
    return NULL;

  if (schema_error != NULL)
    {
      g_propagate_error (error, g_steal_pointer (&schema_error));
      return NULL;
    }

  tactics_scenario_set_map_path (scenario, reference);
  return g_steal_pointer (&scenario);
}

TacticsScenario *
tactics_scenario_load (GFile   *file,
                       GError **error)
{
  g_autoptr(xmlDoc) doc = NULL;
  g_autoptr(GFile) folder = NULL;
  g_autofree char *display_name = NULL;

  g_return_val_if_fail (G_IS_FILE (file), NULL);
  g_return_val_if_fail (error == NULL || *error == NULL, NULL);

  doc = parse_file (file, &display_name, &folder, error);
  if (doc == NULL)
    return NULL;

  return scenario_from_doc (doc, display_name, folder, error);
}

TacticsMap *
tactics_map_load_with_scenario (GFile            *file,
                                TacticsScenario **scenario,
                                GError          **error)
{
  g_autoptr(xmlDoc) doc = NULL;
  g_autoptr(GFile) folder = NULL;
  g_autofree char *display_name = NULL;
  xmlNode *root;

  g_return_val_if_fail (G_IS_FILE (file), NULL);
  g_return_val_if_fail (scenario != NULL, NULL);
  g_return_val_if_fail (error == NULL || *error == NULL, NULL);

  *scenario = NULL;
  doc = parse_file (file, &display_name, &folder, error);
  if (doc == NULL)
    return NULL;

  root = xmlDocGetRootElement (doc);
  if (root != NULL && root->ns == NULL
      && (tactics_xml_is_element (root, "tactics-scenario")
          || (tactics_xml_is_element (root, "tactics-map")
              && tactics_xml_find_child (root, "scenario") != NULL)))
    {
      *scenario = scenario_from_doc (doc, display_name, folder, error);
      return *scenario != NULL ? g_object_ref (tactics_scenario_get_map (*scenario)) : NULL;
    }
  return map_from_doc (doc, display_name, folder, error);
}

TacticsScenario *
tactics_scenario_load_from_bytes (GBytes      *bytes,
                                  const char  *display_name,
                                  GFile       *folder,
                                  GError     **error)
{
  g_autoptr(xmlDoc) doc = NULL;

  g_return_val_if_fail (bytes != NULL, NULL);
  g_return_val_if_fail (folder == NULL || G_IS_FILE (folder), NULL);
  g_return_val_if_fail (error == NULL || *error == NULL, NULL);

  doc = parse_bytes (bytes, display_name, error);
  if (doc == NULL)
    return NULL;

  return scenario_from_doc (doc, display_name, folder, error);
}

gboolean
tactics_scenario_validate (TacticsScenario  *scenario,
                           GError          **error)
{
  TacticsMap *map;
  const char *domain;
  GString *out;
  g_autoptr(GBytes) bytes = NULL;
  g_autoptr(xmlDoc) doc = NULL;
  g_autoptr(TacticsScenario) read = NULL;
  const char *name;

  g_return_val_if_fail (TACTICS_IS_SCENARIO (scenario), FALSE);
  g_return_val_if_fail (error == NULL || *error == NULL, FALSE);

  /* The scenario's own element only: its map is read already. */
  map = tactics_scenario_get_map (scenario);
  domain = tactics_map_get_translation_domain (map);
  name = tactics_scenario_get_name (scenario) != NULL ? tactics_scenario_get_name (scenario)
                                                      : "scenario";
  out = g_string_new (XML_DECLARATION);
  tactics_xml_write_scenario_element (scenario, out, 0, FALSE, domain);
  bytes = g_string_free_to_bytes (out);
  doc = parse_bytes (bytes, name, error);
  return doc != NULL
         && tactics_xml_read_scenario_element (xmlDocGetRootElement (doc), name, map, domain,
                                               &read, error);
}

GBytes *
tactics_scenario_to_bytes (TacticsScenario *scenario)
{
  GString *out;

  g_return_val_if_fail (TACTICS_IS_SCENARIO (scenario), NULL);

  out = g_string_new (XML_DECLARATION);
  if (tactics_scenario_get_map_path (scenario) != NULL)
    tactics_xml_write_scenario_element (scenario, out, 0, TRUE, NULL);
  else
    tactics_map_to_xml_with_scenario (tactics_scenario_get_map (scenario), scenario, out, 0,
                                      TACTICS_XML_WRITE_NONE);

  return g_string_free_to_bytes (out);
}

GBytes *
tactics_scenario_to_self_contained_bytes (TacticsScenario *scenario)
{
  GString *out;

  g_return_val_if_fail (TACTICS_IS_SCENARIO (scenario), NULL);

  out = g_string_new (XML_DECLARATION);
  tactics_map_to_xml_with_scenario (tactics_scenario_get_map (scenario), scenario, out, 0,
                                    TACTICS_XML_WRITE_INLINE_RULESET);
  return g_string_free_to_bytes (out);
}

gboolean
tactics_scenario_save (TacticsScenario  *scenario,
                       GFile            *file,
                       GError          **error)
{
  g_autoptr(GBytes) bytes = NULL;

  g_return_val_if_fail (TACTICS_IS_SCENARIO (scenario), FALSE);
  g_return_val_if_fail (G_IS_FILE (file), FALSE);
  g_return_val_if_fail (error == NULL || *error == NULL, FALSE);

  bytes = tactics_scenario_to_bytes (scenario);
  return tactics_file_write_bytes (file, bytes, error);
}

/* --- Any kind of file ------------------------------------------------------------ */

/* Checks only: the checks are all in the reader, and a big map's cells
 * need not be made to know they are good. */
static gboolean
validate_map (xmlDoc      *doc,
              gpointer     stream_state,
              const char  *path,
              GFile       *folder,
              GError     **error)
{
  g_autoptr(TacticsScenario) scenario = NULL;

  /* A scenario inside needs the map itself. */
  if (tactics_xml_find_child (xmlDocGetRootElement (doc), "scenario") == NULL)
    return tactics_map_read_doc (doc, path, folder, NULL, error);

  scenario = scenario_from_doc (doc, path, folder, error);
  return scenario != NULL;
}

static gboolean
validate_scenario (xmlDoc      *doc,
                   gpointer     stream_state,
                   const char  *path,
                   GFile       *folder,
                   GError     **error)
{
  g_autoptr(TacticsScenario) scenario = scenario_from_doc (doc, path, folder, error);

  return scenario != NULL;
}

static gboolean
validate_ruleset (xmlDoc      *doc,
                  gpointer     stream_state,
                  const char  *path,
                  GFile       *folder,
                  GError     **error)
{
  g_autoptr(TacticsRuleset) ruleset = tactics_ruleset_from_doc (doc, path, error);

  return ruleset != NULL;
}

/* One kind of file tactics_file_validate() knows. */
typedef struct {
  char                       *root_name;
  TacticsFileValidateFunc     validate;
  const TacticsFileStreaming *streaming; /* NULL: the whole tree */
} FileKind;

static GMutex kinds_lock;
static GArray *kinds;  /* FileKind */

static void
add_kind (const char                 *root_name,
          TacticsFileValidateFunc     validate,
          const TacticsFileStreaming *streaming)
{
  FileKind kind = { g_strdup (root_name), validate, streaming };

  for (guint i = 0; i < kinds->len; i++)
    if (g_str_equal (g_array_index (kinds, FileKind, i).root_name, root_name))
      {
        g_free (g_array_index (kinds, FileKind, i).root_name);
        g_array_index (kinds, FileKind, i) = kind;
        return;
      }
  g_array_append_val (kinds, kind);
}

static void
ensure_kinds (void)
{
  if (kinds != NULL)
    return;

  kinds = g_array_new (FALSE, FALSE, sizeof (FileKind));
  add_kind ("tactics-map", validate_map, NULL);
  add_kind ("tactics-ruleset", validate_ruleset, NULL);
  add_kind ("tactics-scenario", validate_scenario, NULL);
}

void
tactics_file_register_kind (const char                 *root_name,
                            TacticsFileValidateFunc     validate,
                            const TacticsFileStreaming *streaming)
{
  g_autoptr(GMutexLocker) locker = g_mutex_locker_new (&kinds_lock);

  g_return_if_fail (root_name != NULL);
  g_return_if_fail (validate != NULL);

  ensure_kinds ();
  add_kind (root_name, validate, streaming);
}

/* The kinds as they are now, so that reading a file needs no lock. */
static GArray *
copy_kinds (void)
{
  g_autoptr(GMutexLocker) locker = g_mutex_locker_new (&kinds_lock);
  GArray *copy;

  ensure_kinds ();
  copy = g_array_sized_new (FALSE, FALSE, sizeof (FileKind), kinds->len);
  g_array_append_vals (copy, kinds->data, kinds->len);
  return copy;
}

gboolean
tactics_file_validate (GFile   *file,
                       GError **error)
{
  g_autoptr(GArray) known = NULL;
  g_autoptr(GArray) streams = NULL;
  g_autoptr(xmlDoc) doc = NULL;
  g_autoptr(GFile) folder = NULL;
  g_autofree char *display_name = NULL;
  const TacticsXmlStream end = { NULL };
  const FileKind *kind = NULL;
  gpointer stream_state = NULL;
  xmlNode *root;
  gboolean valid;

  g_return_val_if_fail (G_IS_FILE (file), FALSE);
  g_return_val_if_fail (error == NULL || *error == NULL, FALSE);

  /* Each kind that streams gets its own state; the parser follows the
   * one whose root it meets. */
  known = copy_kinds ();
  streams = g_array_new (FALSE, FALSE, sizeof (TacticsXmlStream));
  for (guint i = 0; i < known->len; i++)
    {
      const FileKind *each = &g_array_index (known, FileKind, i);
      TacticsXmlStream stream;

      if (each->streaming == NULL)
        continue;
      stream = (TacticsXmlStream) { each->root_name, each->streaming->parent_name,
                                    each->streaming->func, each->streaming->new_state () };
      g_array_append_val (streams, stream);
    }
  g_array_append_val (streams, end);

  doc = tactics_file_parse_streamed (file, (const TacticsXmlStream *) streams->data, error);
  if (doc == NULL)
    {
      valid = FALSE;
      goto out;
    }

  display_name = tactics_file_get_display_name (file);

  root = xmlDocGetRootElement (doc);
  for (guint i = 0; root != NULL && i < known->len; i++)
    if (g_str_equal (g_array_index (known, FileKind, i).root_name, (const char *) root->name))
      kind = &g_array_index (known, FileKind, i);
  if (kind == NULL)
    {
      tactics_file_set_error (error, TACTICS_FILE_ERROR_WRONG_KIND, display_name,
                              tactics_xml_get_line (root),
                              /* Translators: %s is an XML element's name, as in the file, e.g.
                               * "<html> is not a kind of Tactics file". */
                              _("<%s> is not a kind of Tactics file"),
                              root != NULL ? (const char *) root->name : "");
      valid = FALSE;
      goto out;
    }

  for (guint i = 0; i + 1 < streams->len; i++)
    if (g_str_equal (g_array_index (streams, TacticsXmlStream, i).root_name, kind->root_name))
      stream_state = g_array_index (streams, TacticsXmlStream, i).user_data;

  folder = g_file_get_parent (file);
  valid = kind->validate (doc, stream_state, display_name, folder, error);

out:
  for (guint i = 0, s = 0; i < known->len; i++)
    {
      const FileKind *each = &g_array_index (known, FileKind, i);

      if (each->streaming != NULL)
        each->streaming->free_state (g_array_index (streams, TacticsXmlStream, s++).user_data);
    }
  return valid;
}
