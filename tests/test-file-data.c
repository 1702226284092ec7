/* SPDX-License-Identifier: GPL-3.0-or-later */
/* Finding the bundled data ($TACTICS_DATADIR, the installed folder, the
 * source tree), registering a kind of file, maps and rulesets embedded in
 * another document, and the RELAX NG schemas checked with xmllint. */
#include "config.h"

#include <glib/gstdio.h>
#include <unistd.h>

#include "tactics.h"
#include "tactics-file-private.h"
#include "file-test-helpers.h"
#include "required-tools.h"

/* --- The bundled data ---------------------------------------------------------- */

/* $TACTICS_DATADIR alone when set; otherwise the installed folder or the
 * source tree's, whichever holds the data. */
static void
test_data_dir (void)
{
  g_autofree char *saved = g_strdup (g_getenv ("TACTICS_DATADIR"));
  g_autofree char *folder = make_temp_folder ();
  g_autofree char *ruleset_path = g_build_filename (folder, "default.ruleset.xml", NULL);
  g_autofree char *maps = g_build_filename (folder, "maps", NULL);
  g_autofree char *dir = NULL;
  g_autofree char *fallback = NULL;
  g_autoptr(GFile) found = NULL;
  g_autoptr(GFile) fallback_ruleset = NULL;
  g_autoptr(GError) error = NULL;

  g_setenv ("TACTICS_DATADIR", folder, TRUE);
  dir = tactics_data_get_dir ();
  g_assert_cmpstr (dir, ==, folder);
  /* Not there, and not taken from another folder instead. */
  g_assert_null (tactics_data_find_file ("default.ruleset.xml"));
  g_file_set_contents (ruleset_path, "<tactics-ruleset/>", -1, &error);
  g_assert_no_error (error);
  g_assert_cmpint (g_mkdir (maps, 0700), ==, 0);
  found = tactics_data_find_file ("default.ruleset.xml");
  g_assert_nonnull (found);
  g_assert_cmpstr (g_file_peek_path (found), ==, ruleset_path);
  /* Folders are not files. */
  g_assert_null (tactics_data_find_file ("maps"));

  g_setenv ("TACTICS_DATADIR", "", TRUE);
  fallback = tactics_data_get_dir ();
  g_assert_true (g_str_equal (fallback, PKGDATADIR) || g_str_equal (fallback, SOURCE_DATADIR));
  fallback_ruleset = tactics_data_find_file ("default.ruleset.xml");
  g_assert_nonnull (fallback_ruleset);
  g_assert_true (tactics_data_is_bundled (fallback_ruleset));

  /* Bundled: inside any data folder, also through a link; not beside one. */
  g_setenv ("TACTICS_DATADIR", folder, TRUE);
  {
    g_autofree char *link = g_strconcat (folder, "-link", NULL);
    g_autofree char *linked_path = g_build_filename (link, "default.ruleset.xml", NULL);
    g_autofree char *beside_path = g_strconcat (folder, "-beside.ruleset.xml", NULL);
    g_autoptr(GFile) ruleset = g_file_new_for_path (ruleset_path);
    g_autoptr(GFile) linked = g_file_new_for_path (linked_path);
    g_autoptr(GFile) beside = g_file_new_for_path (beside_path);

    g_assert_cmpint (symlink (folder, link), ==, 0);
    g_assert_true (tactics_data_is_bundled (ruleset));
    g_assert_true (tactics_data_is_bundled (linked));
    g_assert_true (tactics_data_is_bundled (fallback_ruleset));
    g_assert_false (tactics_data_is_bundled (beside));
    /* A new file through the link, and the folders themselves. */
    {
      g_autofree char *new_path = g_build_filename (link, "maps", "new.map.xml", NULL);
      g_autoptr(GFile) new_file = g_file_new_for_path (new_path);
      g_autoptr(GFile) data_folder = g_file_new_for_path (folder);
      g_autoptr(GFile) link_folder = g_file_new_for_path (link);
      g_autofree char *parent_path = g_path_get_dirname (folder);
      g_autoptr(GFile) parent = g_file_new_for_path (parent_path);

      g_assert_true (tactics_data_is_bundled (new_file));
      g_assert_true (tactics_data_is_bundled (data_folder));
      g_assert_true (tactics_data_is_bundled (link_folder));
      g_assert_false (tactics_data_is_bundled (parent));
    }
    g_assert_cmpint (g_unlink (link), ==, 0);
  }

  if (saved != NULL)
    g_setenv ("TACTICS_DATADIR", saved, TRUE);
  else
    g_unsetenv ("TACTICS_DATADIR");
  remove_temp_folder (folder);
}

/* A bundled map copied to another folder names "../default.ruleset.xml",
 * which is not there: the bundled ruleset of that name stands in, the map
 * names it from then on and says so. A reference to a name the bundled
 * data does not have, or to a file that is there but broken, is still an
 * error. */
static void
test_ruleset_fallback (void)
{
  g_autofree char *folder = make_temp_folder ();
  g_autofree char *source = g_build_filename (g_getenv ("TACTICS_DATADIR"), "maps",
                                              "skirmish.map.xml", NULL);
  g_autofree char *bundled_path = g_build_filename (g_getenv ("TACTICS_DATADIR"),
                                                    "default.ruleset.xml", NULL);
  g_autofree char *copy_path = g_build_filename (folder, "skirmish.map.xml", NULL);
  g_autofree char *other_path = g_build_filename (folder, "other.map.xml", NULL);
  g_autofree char *broken_folder = g_build_filename (folder, "sub", NULL);
  g_autofree char *broken_ruleset = g_build_filename (folder, "default.ruleset.xml", NULL);
  g_autofree char *broken_map = g_build_filename (broken_folder, "skirmish.map.xml", NULL);
  g_autofree char *contents = NULL;
  g_autofree char *notice = NULL;
  g_autofree char *expected = NULL;
  g_autoptr(GString) other = NULL;
  g_autoptr(GFile) copy = g_file_new_for_path (copy_path);
  g_autoptr(GFile) other_file = g_file_new_for_path (other_path);
  g_autoptr(GFile) broken_file = g_file_new_for_path (broken_map);
  g_autoptr(GError) error = NULL;
  g_autoptr(TacticsMap) map = NULL;
  g_autoptr(TacticsMap) refused = NULL;
  g_autoptr(TacticsMap) plain = NULL;
  g_autoptr(TacticsScenario) scenario = NULL;

  g_assert_true (g_file_get_contents (source, &contents, NULL, &error));
  g_assert_true (g_file_set_contents (copy_path, contents, -1, &error));
  g_assert_no_error (error);

  map = tactics_map_load (copy, &error);
  g_assert_no_error (error);
  g_assert_nonnull (map);
  g_assert_cmpstr (tactics_map_get_ruleset_fallback (map), ==, "../default.ruleset.xml");
  g_assert_cmpstr (tactics_map_get_ruleset_path (map), ==, bundled_path);
  g_assert_nonnull (tactics_ruleset_lookup_unit_type (tactics_map_get_ruleset (map), "infantry"));
  notice = tactics_map_dup_ruleset_notice (map);
  expected = g_strdup_printf ("the ruleset “../default.ruleset.xml” is not there: using the "
                              "bundled one, %s", bundled_path);
  g_assert_cmpstr (notice, ==, expected);

  /* The same through the reader the editor and tactics-cli check use. */
  plain = tactics_map_load_with_scenario (copy, &scenario, &error);
  g_assert_no_error (error);
  g_assert_cmpstr (tactics_map_get_ruleset_fallback (plain), ==, "../default.ruleset.xml");

  /* A map whose reference is found has no notice. */
  g_clear_object (&plain);
  {
    g_autoptr(GFile) bundled_map = g_file_new_for_path (source);

    plain = tactics_map_load (bundled_map, &error);
  }
  g_assert_no_error (error);
  g_assert_null (tactics_map_get_ruleset_fallback (plain));
  g_assert_null (tactics_map_dup_ruleset_notice (plain));

  /* No bundled file of that name: the reference's error, as before. */
  other = g_string_new (contents);
  g_string_replace (other, "../default.ruleset.xml", "../mine.ruleset.xml", 1);
  g_assert_true (g_file_set_contents (other_path, other->str, -1, &error));
  refused = tactics_map_load (other_file, &error);
  g_assert_null (refused);
  g_assert_error (error, TACTICS_FILE_ERROR, TACTICS_FILE_ERROR_REFERENCE);
  g_clear_error (&error);

  /* A file that is there, but broken, is never replaced. */
  g_assert_cmpint (g_mkdir (broken_folder, 0700), ==, 0);
  g_assert_true (g_file_set_contents (broken_map, contents, -1, &error));
  g_assert_true (g_file_set_contents (broken_ruleset, "<tactics-ruleset", -1, &error));
  refused = tactics_map_load (broken_file, &error);
  g_assert_null (refused);
  g_assert_error (error, TACTICS_FILE_ERROR, TACTICS_FILE_ERROR_MALFORMED);
  g_clear_error (&error);

  remove_temp_folder (folder);
}

/* --- Other kinds of file, documents inside others, the schemas ------------- */

static gboolean test_kind_called;

static gboolean
validate_test_kind (xmlDoc      *doc,
                    gpointer     stream_state,
                    const char  *path,
                    GFile       *folder,
                    GError     **error)
{
  xmlNode *root = xmlDocGetRootElement (doc);

  test_kind_called = TRUE;
  g_assert_nonnull (folder);
  if (tactics_xml_find_child (root, "bad") != NULL)
    {
      tactics_file_set_error (error, TACTICS_FILE_ERROR_SEMANTIC, path, 3, "bad");
      return FALSE;
    }
  return TRUE;
}

/* tactics_file_validate() hands roots it does not know to registered
 * kinds (the game's saves). */
static void
test_register_kind (void)
{
  g_autofree char *folder = make_temp_folder ();
  g_autofree char *path = g_build_filename (folder, "x.save.xml", NULL);
  g_autoptr(GFile) file = g_file_new_for_path (path);
  g_autoptr(GError) error = NULL;

  g_file_set_contents (path, "<tactics-test version=\"1\"/>", -1, &error);
  g_assert_no_error (error);
  g_assert_false (tactics_file_validate (file, &error));
  g_assert_error (error, TACTICS_FILE_ERROR, TACTICS_FILE_ERROR_WRONG_KIND);
  g_clear_error (&error);

  tactics_file_register_kind ("tactics-test", validate_test_kind, NULL);
  g_assert_true (tactics_file_validate (file, &error));
  g_assert_no_error (error);
  g_assert_true (test_kind_called);

  g_file_set_contents (path, "<tactics-test version=\"1\">\n\n<bad/></tactics-test>", -1, &error);
  g_assert_no_error (error);
  g_assert_false (tactics_file_validate (file, &error));
  assert_file_error (error, TACTICS_FILE_ERROR_SEMANTIC, path, 3, "bad");

  remove_temp_folder (folder);
}

/* The helpers a game save uses: a map and a ruleset inside another
 * document, the map naming a ruleset file whose copy travels with it. */
static void
test_embedded (void)
{
  g_autoptr(GFile) map_file = fixture_file ("good", "referencing.map.xml");
  g_autoptr(GError) error = NULL;
  g_autoptr(TacticsMap) map = tactics_map_load (map_file, &error);
  g_autoptr(TacticsMap) map_copy = NULL;
  g_autoptr(TacticsMap) inline_copy = NULL;
  g_autoptr(TacticsRuleset) ruleset_copy = NULL;
  g_autoptr(GString) out = g_string_new ("<embedding>\n");
  g_autoptr(xmlDoc) doc = NULL;
  xmlNode *root;
  xmlNode *map_node;
  xmlNode *ruleset_node;
  xmlNode *inline_node;

  g_assert_no_error (error);
  tactics_ruleset_to_xml (tactics_map_get_ruleset (map), out, 2);
  tactics_map_to_xml (map, out, 2, TACTICS_XML_WRITE_NONE);
  tactics_map_to_xml (map, out, 2, TACTICS_XML_WRITE_INLINE_RULESET);
  g_string_append (out, "</embedding>\n");

  doc = tactics_xml_parse (out->str, out->len, "save", &error);
  g_assert_no_error (error);
  root = xmlDocGetRootElement (doc);
  ruleset_node = tactics_xml_element_from (root->children);
  map_node = tactics_xml_element_from (ruleset_node->next);
  inline_node = tactics_xml_element_from (map_node->next);
  g_assert_true (tactics_xml_is_element (ruleset_node, "tactics-ruleset"));
  g_assert_true (tactics_xml_is_element (map_node, "tactics-map"));

  ruleset_copy = tactics_ruleset_from_xml (ruleset_node, "save", &error);
  g_assert_no_error (error);
  g_assert_true (tactics_ruleset_equal (ruleset_copy, tactics_map_get_ruleset (map)));

  /* No folder: the reference must be served by the given ruleset. */
  map_copy = tactics_map_from_xml (map_node, "save", NULL, ruleset_copy, &error);
  g_assert_no_error (error);
  g_assert_true (tactics_map_equal (map, map_copy));
  g_assert_true (tactics_map_get_ruleset (map_copy) == ruleset_copy);

  inline_copy = tactics_map_from_xml (inline_node, "save", NULL, NULL, &error);
  g_assert_no_error (error);
  g_assert_null (tactics_map_get_ruleset_path (inline_copy));
  /* A map has no place for its ruleset's name and description. */
  tactics_ruleset_set_name (tactics_map_get_ruleset (inline_copy),
                            tactics_ruleset_get_name (ruleset_copy));
  tactics_ruleset_set_description (tactics_map_get_ruleset (inline_copy),
                                   tactics_ruleset_get_description (ruleset_copy));
  g_assert_true (tactics_ruleset_equal (tactics_map_get_ruleset (inline_copy),
                                        tactics_map_get_ruleset (map)));
  g_assert_cmpmem (tactics_map_get_cells (inline_copy), 12 * sizeof (guint16),
                   tactics_map_get_cells (map), 12 * sizeof (guint16));

  /* And a schema check of a part: the map element alone is not a doc, but
   * a doc holding only the ruleset validates against ruleset.rng. */
  {
    g_autoptr(GString) alone = g_string_new (NULL);
    g_autoptr(xmlDoc) ruleset_doc = NULL;

    tactics_ruleset_to_xml (ruleset_copy, alone, 0);
    ruleset_doc = tactics_xml_parse (alone->str, alone->len, "alone", &error);
    g_assert_no_error (error);
    g_assert_true (tactics_xml_validate (ruleset_doc, "ruleset.rng", "alone", &error));
    g_assert_no_error (error);
    g_assert_false (tactics_xml_validate (ruleset_doc, "map.rng", "alone", &error));
    g_assert_error (error, TACTICS_FILE_ERROR, TACTICS_FILE_ERROR_INVALID);
    g_assert_cmpint (tactics_file_error_get_line (error), ==, 1);
  }
}

/* The schemas are plain RELAX NG: xmllint accepts every good file and the
 * files we write with them. */
static void
test_schemas_with_xmllint (void)
{
  static const char * const maps[] = {
    "example.map.xml", "hex.map.xml", "referencing.map.xml", "loose.map.xml",
  };
  g_autofree char *xmllint = g_find_program_in_path ("xmllint");
  g_autofree char *schemas = NULL;
  g_autofree char *map_schema = NULL;
  g_autofree char *ruleset_schema = NULL;

  if (xmllint == NULL)
    {
      required_tool_missing ("xmllint", "not installed");
      return;
    }

  schemas = g_test_build_filename (G_TEST_DIST, "..", "data", "schemas", NULL);
  map_schema = g_build_filename (schemas, "map.rng", NULL);
  ruleset_schema = g_build_filename (schemas, "ruleset.rng", NULL);

  for (guint i = 0; i <= G_N_ELEMENTS (maps); i++)
    {
      g_autofree char *path = fixture_path ("good", i < G_N_ELEMENTS (maps) ? maps[i]
                                                                           : "ruleset.xml");
      const char *argv[] = {
        xmllint, "--noout", "--relaxng", i < G_N_ELEMENTS (maps) ? map_schema : ruleset_schema,
        path, NULL
      };
      g_autoptr(GError) error = NULL;
      g_autofree char *err = NULL;
      int status;

      g_spawn_sync (NULL, (char **) argv, NULL, G_SPAWN_STDOUT_TO_DEV_NULL, NULL, NULL,
                    NULL, &err, &status, &error);
      g_assert_no_error (error);
      if (!g_spawn_check_wait_status (status, NULL))
        g_error ("xmllint refuses %s: %s", path, err);
    }

  /* And a bad one is refused. */
  {
    g_autofree char *path = fixture_path ("bad", "unknown-topology.map.xml");
    const char *argv[] = { xmllint, "--noout", "--relaxng", map_schema, path, NULL };
    g_autoptr(GError) error = NULL;
    int status;

    g_spawn_sync (NULL, (char **) argv, NULL,
                  G_SPAWN_STDOUT_TO_DEV_NULL | G_SPAWN_STDERR_TO_DEV_NULL,
                  NULL, NULL, NULL, NULL, &status, &error);
    g_assert_no_error (error);
    g_assert_false (g_spawn_check_wait_status (status, NULL));
  }
}

int
main (int   argc,
      char *argv[])
{
  tactics_init ();
  g_test_init (&argc, &argv, NULL);

  g_test_add_func ("/file/data-dir", test_data_dir);
  g_test_add_func ("/file/ruleset-fallback", test_ruleset_fallback);
  g_test_add_func ("/file/register-kind", test_register_kind);
  g_test_add_func ("/file/embedded", test_embedded);
  g_test_add_func ("/file/schemas-with-xmllint", test_schemas_with_xmllint);

  return g_test_run ();
}
