/* SPDX-License-Identifier: GPL-3.0-or-later */
/* The reader stops where a limit is passed or a stranger comes: too many
 * of an element, an element its parent may not hold, a start tag with too
 * many attributes, a tree that would take too much memory. Each bad file
 * here ends in text that is not XML at all: had the reader gone on, it
 * would report that instead. */
#include "config.h"

#include <string.h>

#include "tactics.h"
#include "tactics-file-private.h"
#include "file-test-helpers.h"

/* Not XML: a reader that reaches it says "not well-formed". */
#define BROKEN_TAIL "<<<&&&"

static void
assert_parse_error (const char       *text,
                    TacticsFileError  code,
                    int               line,
                    const char       *detail)
{
  g_autoptr(GError) error = NULL;
  g_autoptr(xmlDoc) doc = tactics_xml_parse (text, strlen (text), "limits", &error);

  g_assert_null (doc);
  assert_file_error (error, code, "limits", line, detail);
}

/* A scenario's ninth side, of many, on line 12. */
static void
test_too_many_sides (void)
{
  g_autoptr(GString) text = g_string_new ("<tactics-scenario version=\"1\" map=\"m.map.xml\">\n"
                                          "<sides>\n");

  for (guint i = 0; i < 100000; i++)
    g_string_append_printf (text, "<side id=\"s%u\" team=\"0\" controller=\"computer\"/>\n", i);
  g_string_append (text, BROKEN_TAIL);
  g_string_replace (text, "<sides>\n<side id=\"s0\"", "<sides>\n\n\n\n<side id=\"s0\"", 1);
  assert_parse_error (text->str, TACTICS_FILE_ERROR_TOO_LARGE, 3 + 3 + 8,
                      "more than 8 <side> elements");
}

/* A region's cells come once; regions at most 256. */
static void
test_too_many_regions (void)
{
  g_autoptr(GString) text = g_string_new ("<tactics-scenario version=\"1\" map=\"m.map.xml\">\n"
                                          "<regions>\n");

  for (guint i = 0; i < 50000; i++)
    g_string_append_printf (text, "<region id=\"r%u\"/>\n", i);
  g_string_append (text, BROKEN_TAIL);
  assert_parse_error (text->str, TACTICS_FILE_ERROR_TOO_LARGE, 2 + 257,
                      "more than 256 <region> elements");
}

/* A flood of elements a map's <terrains> cannot hold stops at the first. */
static void
test_unknown_elements (void)
{
  g_autoptr(GString) text = g_string_new ("<tactics-map version=\"1\">\n<terrains>\n"
                                          "<movetype id=\"foot\" name=\"Foot\"/>\n");

  for (guint i = 0; i < 100000; i++)
    g_string_append (text, "<x/>");
  g_string_append (text, BROKEN_TAIL);
  assert_parse_error (text->str, TACTICS_FILE_ERROR_INVALID, 4,
                      "unexpected element <x> in <terrains>");
}

/* Unknown elements right under the root of a ruleset and a save. */
static void
test_unknown_elements_under_roots (void)
{
  assert_parse_error ("<tactics-ruleset version=\"1\">\n\n<units/><weather/>" BROKEN_TAIL,
                      TACTICS_FILE_ERROR_INVALID, 3, "unexpected element <weather> in "
                      "<tactics-ruleset>");
  assert_parse_error ("<tactics-save version=\"1\">\n<commands>\n<jump/>" BROKEN_TAIL,
                      TACTICS_FILE_ERROR_INVALID, 3, "unexpected element <jump> in <commands>");
  /* Elements in a namespace are strangers too. */
  assert_parse_error ("<tactics-map version=\"1\" xmlns:x=\"urn:x\">\n<x:grid/>" BROKEN_TAIL,
                      TACTICS_FILE_ERROR_INVALID, 2, "unexpected element <grid> in "
                      "<tactics-map>");
}

/* libxml2 compares every attribute of a tag with every other: a tag with
 * a hundred thousand took minutes. */
static void
test_too_many_attributes (void)
{
  g_autoptr(GString) text = g_string_new ("<tactics-map version=\"1\">\n<grid\n");

  for (guint i = 0; i < 100000; i++)
    g_string_append_printf (text, " a%u=\"\"", i);
  g_string_append (text, "/>\n</tactics-map>\n");
  assert_parse_error (text->str, TACTICS_FILE_ERROR_TOO_LARGE, 3,
                      "an element has more than 32 attributes");
}

/* Attributes may be as many as the limit; "=" in values, comments,
 * processing instructions and CDATA sections is not counted. */
static void
test_attributes_at_limit (void)
{
  g_autoptr(GString) text = g_string_new ("<?xml version=\"1.0\" encoding=\"UTF-8\"?>\n"
                                          "<!-- a=b c=d e=f -->\n<?pi a=b c=d?>\n"
                                          "<deep");
  g_autoptr(GError) error = NULL;
  g_autoptr(xmlDoc) doc = NULL;

  for (guint i = 0; i < TACTICS_MAX_XML_ATTRIBUTES; i++)
    g_string_append_printf (text, " a%u='x=y\"=>'", i);
  g_string_append (text, "><![CDATA[");
  for (guint i = 0; i < 100; i++)
    g_string_append (text, "<p a=b>");
  g_string_append (text, "]]><!---->--><!-- -a=b -->");
  for (guint i = 0; i < 100; i++)
    g_string_append (text, " = ");
  g_string_append (text, "</deep>\n");

  doc = tactics_xml_parse (text->str, text->len, "limits", &error);
  g_assert_no_error (error);
  g_assert_nonnull (doc);
}

/* In UTF-16 a byte of a non-ASCII character may be a quote's or an "=":
 * characters are counted, not bytes. "Ģ" (U+0122) holds the byte of '"'. */
static void
test_attributes_utf16 (void)
{
  g_autoptr(GString) text = g_string_new ("<?xml version=\"1.0\" encoding=\"UTF-16\"?>\n"
                                          "<deep a=\"Ģ");
  g_autoptr(GError) error = NULL;
  g_autoptr(xmlDoc) doc = NULL;
  g_autofree gunichar2 *utf16 = NULL;
  g_autofree char *bytes = NULL;
  glong n_units;

  for (guint i = 0; i < 2 * TACTICS_MAX_XML_ATTRIBUTES; i++)
    g_string_append (text, "=Ģ");
  g_string_append (text, "\"/>\n");
  utf16 = g_utf8_to_utf16 (text->str, -1, NULL, &n_units, NULL);
  g_assert_nonnull (utf16);
  /* Little-endian, with a byte order mark. */
  bytes = g_malloc (2 * ((gsize) n_units + 1));
  bytes[0] = (char) 0xFF;
  bytes[1] = (char) 0xFE;
  for (glong i = 0; i < n_units; i++)
    {
      bytes[2 + 2 * i] = (char) (utf16[i] & 0xFF);
      bytes[3 + 2 * i] = (char) (utf16[i] >> 8);
    }

  doc = tactics_xml_parse (bytes, 2 * ((gsize) n_units + 1), "limits", &error);
  g_assert_no_error (error);
  g_assert_nonnull (doc);
}

/* Allowed elements, but so many that their tree would take too much
 * memory: the reading stops part way. */
static void
test_tree_memory (void)
{
  g_autoptr(GString) text = g_string_new ("<tactics-save version=\"1\">\n<commands>\n");
  g_autoptr(GError) error = NULL;
  g_autoptr(xmlDoc) doc = NULL;
  const char *detail;
  int line;

  for (guint i = 0; i < 500000; i++)
    g_string_append (text, "<move player=\"0\" unit=\"1\" x=\"2\" y=\"3\"/>\n");
  g_string_append (text, BROKEN_TAIL);

  doc = tactics_xml_parse (text->str, text->len, "limits", &error);
  g_assert_null (doc);
  g_assert_error (error, TACTICS_FILE_ERROR, TACTICS_FILE_ERROR_TOO_LARGE);
  detail = tactics_file_error_get_detail (error);
  g_assert_true (g_str_has_prefix (detail, "the file’s elements, attributes and text would "
                                           "take more than "));
  line = tactics_file_error_get_line (error);
  g_assert_cmpint (line, >, 3);
  g_assert_cmpint (line, <, 500000);
}

/* Comments and processing instructions are not kept: a file of them
 * costs nothing. */
static void
test_comments_dropped (void)
{
  const char *text = "<tactics-map version=\"1\"><!-- a --><?pi x?><grid/></tactics-map>";
  g_autoptr(GError) error = NULL;
  g_autoptr(xmlDoc) doc = tactics_xml_parse (text, strlen (text), "limits", &error);
  xmlNode *root;

  g_assert_no_error (error);
  root = xmlDocGetRootElement (doc);
  g_assert_nonnull (root->children);
  g_assert_true (root->children == root->last);
  g_assert_cmpint (root->children->type, ==, XML_ELEMENT_NODE);
}

/* A map holding two scenarios: the second is named, in our words. */
static void
test_second_scenario (void)
{
  g_autoptr(GFile) map_file = fixture_file ("good", "referencing.map.xml");
  g_autoptr(GError) error = NULL;
  g_autoptr(TacticsMap) map = tactics_map_load (map_file, &error);
  g_autoptr(GBytes) bytes = NULL;
  g_autoptr(GString) text = NULL;
  g_autoptr(TacticsScenario) scenario = NULL;
  const char *scenario_text = "<scenario>\n<sides/>\n</scenario>\n";
  const char *end;
  int line = 1;

  g_assert_no_error (error);
  bytes = tactics_map_to_self_contained_bytes (map);
  text = g_string_new_len (g_bytes_get_data (bytes, NULL), (gssize) g_bytes_get_size (bytes));
  end = strstr (text->str, "</tactics-map>");
  g_assert_nonnull (end);
  for (const char *p = text->str; p < end; p++)
    if (*p == '\n')
      line++;
  g_string_insert (text, end - text->str, scenario_text);
  g_string_insert (text, end - text->str, scenario_text);

  g_clear_pointer (&bytes, g_bytes_unref);
  bytes = g_bytes_new (text->str, text->len);
  scenario = tactics_scenario_load_from_bytes (bytes, "two.map.xml", NULL, &error);
  g_assert_null (scenario);
  assert_file_error (error, TACTICS_FILE_ERROR_INVALID, "two.map.xml", line + 3,
                     "<tactics-map> has more than one <scenario>");
}

int
main (int    argc,
      char **argv)
{
  g_test_init (&argc, &argv, NULL);

  g_test_add_func ("/file-limits/too-many-sides", test_too_many_sides);
  g_test_add_func ("/file-limits/too-many-regions", test_too_many_regions);
  g_test_add_func ("/file-limits/unknown-elements", test_unknown_elements);
  g_test_add_func ("/file-limits/unknown-elements-under-roots",
                   test_unknown_elements_under_roots);
  g_test_add_func ("/file-limits/too-many-attributes", test_too_many_attributes);
  g_test_add_func ("/file-limits/attributes-at-limit", test_attributes_at_limit);
  g_test_add_func ("/file-limits/attributes-utf16", test_attributes_utf16);
  g_test_add_func ("/file-limits/tree-memory", test_tree_memory);
  g_test_add_func ("/file-limits/comments-dropped", test_comments_dropped);
  g_test_add_func ("/file-limits/second-scenario", test_second_scenario);

  return g_test_run ();
}
