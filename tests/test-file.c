/* SPDX-License-Identifier: GPL-3.0-or-later */
#include "config.h"

#include <errno.h>
#include <fcntl.h>
#include <glib/gstdio.h>
#include <signal.h>
#include <string.h>
#include <sys/resource.h>
#include <sys/stat.h>
#include <sys/sysmacros.h>
#include <unistd.h>

#include "tactics.h"
#include "tactics-file-private.h"

/* Loading and saving maps and rulesets: the good fixtures round-trip, every
 * file of the bad corpus (tests/data/bad/, plus a few generated here) gives
 * its own error code, line and message, and saving is atomic. */

static char *
fixture_path (const char *folder,
              const char *name)
{
  return g_test_build_filename (G_TEST_DIST, "data", folder, name, NULL);
}

static GFile *
fixture_file (const char *folder,
              const char *name)
{
  g_autofree char *path = fixture_path (folder, name);

  return g_file_new_for_path (path);
}

static GBytes *
read_fixture (const char *folder,
              const char *name)
{
  g_autofree char *path = fixture_path (folder, name);
  g_autoptr(GError) error = NULL;
  char *contents;
  gsize length;

  g_file_get_contents (path, &contents, &length, &error);
  g_assert_no_error (error);

  return g_bytes_new_take (contents, length);
}

static void
assert_bytes_equal (GBytes *expected,
                    GBytes *actual)
{
  if (!g_bytes_equal (expected, actual))
    {
      g_autofree char *expected_text = g_strndup (g_bytes_get_data (expected, NULL),
                                                  g_bytes_get_size (expected));
      g_autofree char *actual_text = g_strndup (g_bytes_get_data (actual, NULL),
                                                g_bytes_get_size (actual));

      g_assert_cmpstr (actual_text, ==, expected_text);
      g_assert_not_reached ();
    }
}

/* A temporary folder removed (with what is left in it) at the end. */
static char *
make_temp_folder (void)
{
  g_autoptr(GError) error = NULL;
  char *folder = g_dir_make_tmp ("tactics-test-file-XXXXXX", &error);

  g_assert_no_error (error);
  return folder;
}

static void
remove_temp_folder (const char *folder)
{
  g_autoptr(GDir) dir = g_dir_open (folder, 0, NULL);
  const char *name;

  g_chmod (folder, 0700);
  while (dir != NULL && (name = g_dir_read_name (dir)) != NULL)
    {
      g_autofree char *path = g_build_filename (folder, name, NULL);

      if (g_file_test (path, G_FILE_TEST_IS_DIR) && !g_file_test (path, G_FILE_TEST_IS_SYMLINK))
        remove_temp_folder (path);
      else
        g_unlink (path);
    }
  g_rmdir (folder);
}

static guint
count_folder_entries (const char *folder)
{
  g_autoptr(GDir) dir = g_dir_open (folder, 0, NULL);
  guint n = 0;

  g_assert_nonnull (dir);
  while (g_dir_read_name (dir) != NULL)
    n++;

  return n;
}

/* --- The bad corpus ------------------------------------------------------- */

typedef struct {
  const char       *name;     /* in tests/data/bad/ */
  TacticsFileError  code;
  int               line;
  const char       *detail;   /* the whole detail, or its start when it ends with '…' */
  const char       *blamed;   /* the file the error names, when not this one */
} BadCase;

static const BadCase bad_cases[] = {
  /* Not well-formed, not XML, wrong kind or version. */
  { "malformed.map.xml", TACTICS_FILE_ERROR_MALFORMED, 15,
    "Opening and ending tag mismatch: grid line 9 and grd" },
  { "truncated.map.xml", TACTICS_FILE_ERROR_MALFORMED, 11, "Premature end of data in tag grid…" },
  { "empty.map.xml", TACTICS_FILE_ERROR_MALFORMED, 0, "the file is empty" },
  { "not-xml.map.xml", TACTICS_FILE_ERROR_MALFORMED, 1, "Start tag expected, '<' not found" },
  { "invalid-utf8.map.xml", TACTICS_FILE_ERROR_MALFORMED, 2, "the text is not valid UTF-8…" },
  { "wrong-root.map.xml", TACTICS_FILE_ERROR_WRONG_KIND, 2,
    "the root element is <tactics-game>, expected <tactics-map>" },
  { "future-version.map.xml", TACTICS_FILE_ERROR_VERSION, 2,
    "format version 2 is newer than this program reads (1)" },
  { "unknown-version.map.xml", TACTICS_FILE_ERROR_VERSION, 2, "unknown format version “one”" },
  { "future-version.ruleset.xml", TACTICS_FILE_ERROR_VERSION, 2,
    "format version 7 is newer than this program reads (1)" },

  /* Hostile: refused at the DOCTYPE, before any entity is declared. */
  { "billion-laughs.map.xml", TACTICS_FILE_ERROR_FORBIDDEN, 2,
    "document type declarations (DOCTYPE) are not allowed" },
  { "external-entity.map.xml", TACTICS_FILE_ERROR_FORBIDDEN, 2,
    "document type declarations (DOCTYPE) are not allowed" },
  { "external-dtd.map.xml", TACTICS_FILE_ERROR_FORBIDDEN, 2,
    "document type declarations (DOCTYPE) are not allowed" },
  { "parameter-entity.map.xml", TACTICS_FILE_ERROR_FORBIDDEN, 2,
    "document type declarations (DOCTYPE) are not allowed" },
  { "doctype.ruleset.xml", TACTICS_FILE_ERROR_FORBIDDEN, 2,
    "document type declarations (DOCTYPE) are not allowed" },
  { "undeclared-entity.map.xml", TACTICS_FILE_ERROR_FORBIDDEN, 2,
    "entity references are not allowed (“&secret;”)" },
  { "xinclude.map.xml", TACTICS_FILE_ERROR_INVALID, 9, "unexpected element <include> in <grid>" },
  { "namespace.map.xml", TACTICS_FILE_ERROR_WRONG_KIND, 2,
    "the root element <tactics-map> is in the namespace “urn:example:tactics”; Tactics files "
    "use none" },

  /* The schema. */
  { "unknown-element.map.xml", TACTICS_FILE_ERROR_INVALID, 10,
    "unexpected element <weather> in <tactics-map>" },
  { "unknown-attribute.map.xml", TACTICS_FILE_ERROR_INVALID, 2,
    "Invalid attribute weather for element tactics-map" },
  { "missing-grid.map.xml", TACTICS_FILE_ERROR_INVALID, 2, "<tactics-map> lacks a <grid>" },
  { "missing-width.map.xml", TACTICS_FILE_ERROR_INVALID, 2,
    "<tactics-map> lacks the attribute “width”" },
  { "missing-hp.ruleset.xml", TACTICS_FILE_ERROR_INVALID, 8, "<unit> lacks the attribute “hp”" },

  /* Sizes: checked before the grid is allocated. */
  { "width-huge.map.xml", TACTICS_FILE_ERROR_TOO_LARGE, 2,
    "width 99999999999 is over the limit of 4096" },
  { "width-4097.map.xml", TACTICS_FILE_ERROR_TOO_LARGE, 2,
    "width 4097 is over the limit of 4096" },
  { "width-negative.map.xml", TACTICS_FILE_ERROR_SEMANTIC, 2, "width -3 is below the minimum of 1" },
  { "height-zero.map.xml", TACTICS_FILE_ERROR_SEMANTIC, 2, "height 0 is below the minimum of 1" },
  { "width-not-a-number.map.xml", TACTICS_FILE_ERROR_SEMANTIC, 2,
    "width “six” is not a whole number" },
  /* Numbers are digits, after a "-" at most: no space, no "+". */
  { "width-leading-space.map.xml", TACTICS_FILE_ERROR_SEMANTIC, 2,
    "width “ 6” is not a whole number" },
  { "width-trailing-space.map.xml", TACTICS_FILE_ERROR_SEMANTIC, 2,
    "width “6 ” is not a whole number" },
  { "width-plus.map.xml", TACTICS_FILE_ERROR_SEMANTIC, 2, "width “+6” is not a whole number" },
  { "cost-plus.map.xml", TACTICS_FILE_ERROR_SEMANTIC, 7, "cost “+2” is not a whole number" },
  { "hp-leading-space.ruleset.xml", TACTICS_FILE_ERROR_SEMANTIC, 8,
    "hp “ 10” is not a whole number" },
  { "version-leading-space.map.xml", TACTICS_FILE_ERROR_VERSION, 2,
    "unknown format version “ 1”" },
  { "huge-claimed-size.map.xml", TACTICS_FILE_ERROR_SEMANTIC, 10,
    "row 1 has 6 cells, expected 4096" },
  { "unknown-topology.map.xml", TACTICS_FILE_ERROR_SEMANTIC, 2,
    "unknown topology “triangle” (expected square, hex)" },
  { "name-too-long.map.xml", TACTICS_FILE_ERROR_TOO_LARGE, 2,
    "name is over the limit of 256 characters" },
  { "description-too-long.ruleset.xml", TACTICS_FILE_ERROR_TOO_LARGE, 3,
    "description is over the limit of 4096 characters" },

  /* The grid: rows and cells counted from 1, on the line they are on. */
  { "grid-too-few-rows.map.xml", TACTICS_FILE_ERROR_SEMANTIC, 14,
    "the grid has 4 rows, expected 5" },
  { "grid-too-many-rows.map.xml", TACTICS_FILE_ERROR_SEMANTIC, 15,
    "the grid has more than 5 rows" },
  { "grid-row-too-long.map.xml", TACTICS_FILE_ERROR_SEMANTIC, 12, "row 3 has 7 cells, expected 6" },
  { "grid-row-too-short.map.xml", TACTICS_FILE_ERROR_SEMANTIC, 12,
    "row 3 has 5 cells, expected 6" },
  { "grid-unknown-terrain.map.xml", TACTICS_FILE_ERROR_SEMANTIC, 12,
    "unknown terrain “x” in row 3, column 4" },
  { "grid-empty-cell.map.xml", TACTICS_FILE_ERROR_SEMANTIC, 12,
    "empty terrain id in row 3, column 3" },
  { "grid-missing-comma.map.xml", TACTICS_FILE_ERROR_SEMANTIC, 12,
    "a comma is missing after “0” in row 3, column 2" },
  { "grid-empty.map.xml", TACTICS_FILE_ERROR_SEMANTIC, 10, "the grid has 0 rows, expected 5" },

  /* Terrains and movement types. */
  { "unknown-movetype.map.xml", TACTICS_FILE_ERROR_SEMANTIC, 7,
    "unknown movement type “wheel” in a cost of terrain “2”" },
  { "duplicate-terrain.map.xml", TACTICS_FILE_ERROR_SEMANTIC, 7,
    "duplicate <terrain> id “1” (first defined on line 6)" },
  { "duplicate-movetype.map.xml", TACTICS_FILE_ERROR_SEMANTIC, 5,
    "duplicate <movetype> id “foot” (first defined on line 4)" },
  { "duplicate-cost.map.xml", TACTICS_FILE_ERROR_SEMANTIC, 7,
    "terrain “2” has two costs for movement type “foot”" },
  { "cost-zero.map.xml", TACTICS_FILE_ERROR_SEMANTIC, 7, "cost 0 is below the minimum of 1" },
  { "cost-negative.map.xml", TACTICS_FILE_ERROR_SEMANTIC, 7, "cost -2 is below the minimum of 1" },
  { "cost-100.map.xml", TACTICS_FILE_ERROR_TOO_LARGE, 7, "cost 100 is over the limit of 99" },
  { "cost-overflow.map.xml", TACTICS_FILE_ERROR_TOO_LARGE, 7,
    "cost 184467440737095516160 is over the limit of 99" },
  { "bad-terrain-id.map.xml", TACTICS_FILE_ERROR_SEMANTIC, 7,
    "<terrain> id “a,b” is not 1 to 32 letters, digits, “_”, “-” or “.”" },
  { "bad-color.map.xml", TACTICS_FILE_ERROR_SEMANTIC, 6,
    "colour “grey” is not of the form #rrggbb" },
  { "no-terrains.map.xml", TACTICS_FILE_ERROR_SEMANTIC, 2, "the map has no terrains" },

  /* The ruleset reference. */
  { "ruleset-missing.map.xml", TACTICS_FILE_ERROR_REFERENCE, 2,
    "cannot use the ruleset “no-such-ruleset.xml”: cannot open the file: "
    "No such file or directory" },
  { "ruleset-self.map.xml", TACTICS_FILE_ERROR_REFERENCE, 2,
    "the ruleset “ruleset-self.map.xml” is the map itself" },
  { "ruleset-self-dotted.map.xml", TACTICS_FILE_ERROR_REFERENCE, 2,
    "the ruleset “./../bad/ruleset-self-dotted.map.xml” is the map itself" },
  { "ruleset-device.map.xml", TACTICS_FILE_ERROR_REFERENCE, 2,
    "cannot use the ruleset “/dev/zero”: this is not a regular file (a device, a pipe or a "
    "socket)" },
  { "ruleset-folder.map.xml", TACTICS_FILE_ERROR_REFERENCE, 2,
    "cannot use the ruleset “..”: this is a folder, not a file" },
  { "ruleset-empty.map.xml", TACTICS_FILE_ERROR_REFERENCE, 2, "the ruleset reference is empty" },
  { "ruleset-wrong-kind.map.xml", TACTICS_FILE_ERROR_WRONG_KIND, 2,
    "the root element is <tactics-map>, expected <tactics-ruleset>",
    "grid-unknown-terrain.map.xml" },
  { "ruleset-broken.map.xml", TACTICS_FILE_ERROR_SEMANTIC, 9,
    "unit “infantry” refers to an unknown action “spear”", "unknown-action-ref.ruleset.xml" },
  { "ruleset-and-terrains.map.xml", TACTICS_FILE_ERROR_SEMANTIC, 3,
    "a map that names a ruleset file cannot have <terrains>" },
  { "ruleset-and-units.map.xml", TACTICS_FILE_ERROR_SEMANTIC, 3,
    "a map that names a ruleset file cannot have <units>" },

  /* Rulesets. */
  { "unknown-action-ref.ruleset.xml", TACTICS_FILE_ERROR_SEMANTIC, 9,
    "unit “infantry” refers to an unknown action “spear”" },
  { "unknown-unit-movetype.ruleset.xml", TACTICS_FILE_ERROR_SEMANTIC, 8,
    "unit “infantry” has an unknown movement type “hover”" },
  { "hp-zero.ruleset.xml", TACTICS_FILE_ERROR_SEMANTIC, 8, "hp 0 is below the minimum of 1" },
  { "hp-too-large.ruleset.xml", TACTICS_FILE_ERROR_TOO_LARGE, 8,
    "hp 10000 is over the limit of 9999" },
  { "move-negative.ruleset.xml", TACTICS_FILE_ERROR_SEMANTIC, 8,
    "move -1 is below the minimum of 0" },
  { "speed-too-large.ruleset.xml", TACTICS_FILE_ERROR_TOO_LARGE, 8,
    "speed 1000 is over the limit of 999" },
  { "range-too-large.ruleset.xml", TACTICS_FILE_ERROR_TOO_LARGE, 14,
    "range-max 100 is over the limit of 99" },
  { "range-min-above-max.ruleset.xml", TACTICS_FILE_ERROR_SEMANTIC, 14,
    "range-min 3 is above range-max 2" },
  { "extent-zero.ruleset.xml", TACTICS_FILE_ERROR_SEMANTIC, 14,
    "extent 0 is below the minimum of 1" },
  { "extent-too-large.ruleset.xml", TACTICS_FILE_ERROR_TOO_LARGE, 14,
    "extent 100 is over the limit of 99" },
  { "amount-too-large.ruleset.xml", TACTICS_FILE_ERROR_TOO_LARGE, 14,
    "amount 10000 is over the limit of 9999" },
  { "unknown-shape.ruleset.xml", TACTICS_FILE_ERROR_SEMANTIC, 14,
    "unknown shape “cone” (expected single, linear, circular)" },
  { "unknown-metric.ruleset.xml", TACTICS_FILE_ERROR_SEMANTIC, 14,
    "unknown metric “euclid” (expected manhattan, chebyshev, hex)" },
  { "duplicate-unit.ruleset.xml", TACTICS_FILE_ERROR_SEMANTIC, 12,
    "duplicate <unit> id “infantry” (first defined on line 8)" },
  { "duplicate-action.ruleset.xml", TACTICS_FILE_ERROR_SEMANTIC, 15,
    "duplicate <action> id “sword” (first defined on line 14)" },
  { "duplicate-attribute.ruleset.xml", TACTICS_FILE_ERROR_SEMANTIC, 11,
    "unit “infantry” has two attributes named “defense”" },
  { "glyph-too-long.ruleset.xml", TACTICS_FILE_ERROR_SEMANTIC, 8,
    "glyph “INF” is not one or two characters" },
  { "unit-bad-color.ruleset.xml", TACTICS_FILE_ERROR_SEMANTIC, 8,
    "colour “#c6282” is not of the form #rrggbb" },
};

static void
assert_detail (const GError *error,
               const char   *expected)
{
  const char *detail = tactics_file_error_get_detail (error);

  if (g_str_has_suffix (expected, "…"))
    {
      g_autofree char *start = g_strndup (expected, strlen (expected) - strlen ("…"));

      if (!g_str_has_prefix (detail, start))
        g_assert_cmpstr (detail, ==, expected);
    }
  else
    g_assert_cmpstr (detail, ==, expected);
}

/* Checks every part of a file error and that the message is made of them. */
static void
assert_file_error (const GError     *error,
                   TacticsFileError  code,
                   const char       *path,
                   int               line,
                   const char       *detail)
{
  g_autofree char *message = NULL;

  g_assert_error (error, TACTICS_FILE_ERROR, (int) code);
  g_assert_cmpstr (tactics_file_error_get_path (error), ==, path);
  g_assert_cmpint (tactics_file_error_get_line (error), ==, line);
  if (detail != NULL)
    assert_detail (error, detail);

  if (line > 0)
    message = g_strdup_printf ("%s:%d: %s", path, line, tactics_file_error_get_detail (error));
  else
    message = g_strdup_printf ("%s: %s", path, tactics_file_error_get_detail (error));
  g_assert_cmpstr (error->message, ==, message);
}

static void
test_bad_file (gconstpointer data)
{
  const BadCase *bad = data;
  g_autoptr(GFile) file = fixture_file ("bad", bad->name);
  g_autofree char *blamed = fixture_path ("bad", bad->blamed != NULL ? bad->blamed : bad->name);
  g_autoptr(GError) load_error = NULL;
  g_autoptr(GError) validate_error = NULL;
  g_autoptr(GError) bytes_error = NULL;
  g_autoptr(GBytes) bytes = read_fixture ("bad", bad->name);
  g_autoptr(GFile) folder = g_file_get_parent (file);
  gboolean is_map = g_str_has_suffix (bad->name, ".map.xml");
  gpointer loaded;

  /* Load as its kind. */
  if (is_map)
    loaded = tactics_map_load (file, &load_error);
  else
    loaded = tactics_ruleset_load (file, &load_error);
  g_assert_null (loaded);
  assert_file_error (load_error, bad->code, blamed, bad->line, bad->detail);

  /* The same through tactics_file_validate(), except that it does not know
   * the expected kind of an unknown root element. */
  g_assert_false (tactics_file_validate (file, &validate_error));
  if (g_str_equal (bad->name, "wrong-root.map.xml"))
    assert_file_error (validate_error, TACTICS_FILE_ERROR_WRONG_KIND, blamed, 2,
                       "<tactics-game> is not a kind of Tactics file");
  else
    assert_file_error (validate_error, bad->code, blamed, bad->line, bad->detail);

  /* And from memory. */
  if (is_map)
    loaded = tactics_map_load_from_bytes (bytes, g_file_peek_path (file), folder, &bytes_error);
  else
    loaded = tactics_ruleset_load_from_bytes (bytes, g_file_peek_path (file), &bytes_error);
  g_assert_null (loaded);
  g_assert_error (bytes_error, TACTICS_FILE_ERROR, (int) bad->code);
  g_assert_cmpint (tactics_file_error_get_line (bytes_error), ==, bad->line);
}

/* Every file in the corpus has a case, and every case a file. */
static void
test_bad_corpus_complete (void)
{
  g_autofree char *folder = g_test_build_filename (G_TEST_DIST, "data", "bad", NULL);
  g_autoptr(GDir) dir = g_dir_open (folder, 0, NULL);
  const char *name;
  guint n_files = 0;

  g_assert_nonnull (dir);
  while ((name = g_dir_read_name (dir)) != NULL)
    {
      gboolean found = FALSE;

      for (guint i = 0; i < G_N_ELEMENTS (bad_cases) && !found; i++)
        found = g_str_equal (bad_cases[i].name, name);
      if (!found)
        g_error ("tests/data/bad/%s has no case in test-file.c", name);
      n_files++;
    }

  g_assert_cmpuint (n_files, ==, G_N_ELEMENTS (bad_cases));
}

/* The external entity must not have been read: nothing of /etc/passwd in
 * the error, and the error is the DOCTYPE refusal. */
static void
test_external_entity_not_read (void)
{
  g_autoptr(GFile) file = fixture_file ("bad", "external-entity.map.xml");
  g_autoptr(GError) error = NULL;
  g_autoptr(TacticsMap) map = tactics_map_load (file, &error);

  g_assert_null (map);
  g_assert_error (error, TACTICS_FILE_ERROR, TACTICS_FILE_ERROR_FORBIDDEN);
  g_assert_null (strstr (error->message, "root:"));
}

/* libxml2 must not print anything itself: every message goes into the
 * GError through the handlers set on its contexts. */
static void
test_quiet_errors (void)
{
  if (g_test_subprocess ())
    {
      static const char * const names[] = {
        "malformed.map.xml", "invalid-utf8.map.xml", "unknown-attribute.map.xml",
        "undeclared-entity.map.xml", "billion-laughs.map.xml", "unknown-element.map.xml",
        "empty.map.xml", "truncated.map.xml", "not-xml.map.xml", "external-dtd.map.xml",
        "ruleset-broken.map.xml", "unknown-topology.map.xml",
      };

      for (guint i = 0; i < G_N_ELEMENTS (names); i++)
        {
          g_autoptr(GFile) file = fixture_file ("bad", names[i]);

          g_assert_false (tactics_file_validate (file, NULL));
        }
      return;
    }

  g_test_trap_subprocess (NULL, 0, G_TEST_SUBPROCESS_DEFAULT);
  g_test_trap_assert_passed ();
  g_test_trap_assert_stdout ("");
  g_test_trap_assert_stderr ("");
}

/* --- Generated bad files ------------------------------------------------- */

static void
test_deep_nesting (void)
{
  g_autofree char *folder = make_temp_folder ();
  g_autofree char *path = g_build_filename (folder, "deep.map.xml", NULL);
  g_autoptr(GString) text = g_string_new ("<?xml version=\"1.0\"?>\n"
                                          "<tactics-map version=\"1\" width=\"1\" height=\"1\" "
                                          "topology=\"square\">\n");
  g_autoptr(GFile) file = NULL;
  g_autoptr(GError) error = NULL;
  g_autoptr(TacticsMap) map = NULL;
  const guint depth = 100000;

  for (guint i = 0; i < depth; i++)
    g_string_append (text, "<a>");
  for (guint i = 0; i < depth; i++)
    g_string_append (text, "</a>");
  g_string_append (text, "\n</tactics-map>\n");

  g_file_set_contents (path, text->str, (gssize) text->len, &error);
  g_assert_no_error (error);

  file = g_file_new_for_path (path);
  map = tactics_map_load (file, &error);
  g_assert_null (map);
  assert_file_error (error, TACTICS_FILE_ERROR_TOO_LARGE, path, 3,
                     "elements are nested deeper than the limit of 32 levels");

  remove_temp_folder (folder);
}

/* Nesting exactly at the limit parses (the schema would then refuse the
 * strange elements, but that is another step). */
static void
test_nesting_at_limit (void)
{
  g_autoptr(GString) text = g_string_new ("<tactics-map version=\"1\">");
  g_autoptr(GError) error = NULL;
  g_autoptr(xmlDoc) doc = NULL;

  for (guint i = 1; i < TACTICS_MAX_XML_DEPTH; i++)
    g_string_append (text, "<a>");
  for (guint i = 1; i < TACTICS_MAX_XML_DEPTH; i++)
    g_string_append (text, "</a>");
  g_string_append (text, "</tactics-map>");

  doc = tactics_xml_parse (text->str, text->len, "limit", &error);
  g_assert_no_error (error);
  g_assert_nonnull (doc);
}

static void
test_not_regular_files (void)
{
  g_autofree char *folder = make_temp_folder ();
  g_autofree char *fifo = g_build_filename (folder, "fifo.map.xml", NULL);
  g_autofree char *sub = g_build_filename (folder, "folder.map.xml", NULL);
  const char *paths[] = { fifo, sub, "/dev/zero", "/dev/null" };

  g_assert_cmpint (mkfifo (fifo, 0600), ==, 0);
  g_assert_cmpint (g_mkdir (sub, 0700), ==, 0);

  for (guint i = 0; i < G_N_ELEMENTS (paths); i++)
    {
      g_autoptr(GFile) file = g_file_new_for_path (paths[i]);
      g_autoptr(GError) map_error = NULL;
      g_autoptr(GError) ruleset_error = NULL;
      g_autoptr(GError) validate_error = NULL;
      g_autoptr(TacticsMap) map = NULL;
      g_autoptr(TacticsRuleset) ruleset = NULL;
      const char *detail = paths[i] == sub
                           ? "this is a folder, not a file"
                           : "this is not a regular file (a device, a pipe or a socket)";

      /* A FIFO with no writer would block a plain open(); it must not. */
      map = tactics_map_load (file, &map_error);
      g_assert_null (map);
      assert_file_error (map_error, TACTICS_FILE_ERROR_IO, paths[i], 0, detail);

      ruleset = tactics_ruleset_load (file, &ruleset_error);
      g_assert_null (ruleset);
      assert_file_error (ruleset_error, TACTICS_FILE_ERROR_IO, paths[i], 0, detail);

      g_assert_false (tactics_file_validate (file, &validate_error));
      assert_file_error (validate_error, TACTICS_FILE_ERROR_IO, paths[i], 0, detail);
    }

  remove_temp_folder (folder);
}

static void
test_missing_file (void)
{
  g_autofree char *folder = make_temp_folder ();
  g_autofree char *path = g_build_filename (folder, "nothing.map.xml", NULL);
  g_autoptr(GFile) file = g_file_new_for_path (path);
  g_autoptr(GError) error = NULL;
  g_autoptr(TacticsMap) map = tactics_map_load (file, &error);

  g_assert_null (map);
  assert_file_error (error, TACTICS_FILE_ERROR_IO, path, 0,
                     "cannot open the file: No such file or directory");

  remove_temp_folder (folder);
}

/* A sparse file over the limit: refused by its size, before reading. */
static void
test_too_large_file (void)
{
  g_autofree char *folder = make_temp_folder ();
  g_autofree char *path = g_build_filename (folder, "huge.map.xml", NULL);
  g_autoptr(GFile) file = g_file_new_for_path (path);
  g_autoptr(GError) error = NULL;
  g_autoptr(TacticsMap) map = NULL;
  int fd;

  fd = g_open (path, O_WRONLY | O_CREAT, 0600);
  g_assert_cmpint (fd, >=, 0);
  g_assert_cmpint (ftruncate (fd, (off_t) TACTICS_MAX_FILE_SIZE + 1), ==, 0);
  close (fd);

  map = tactics_map_load (file, &error);
  g_assert_null (map);
  assert_file_error (error, TACTICS_FILE_ERROR_TOO_LARGE, path, 0, "the file is 128.0…");

  remove_temp_folder (folder);
}

static void
test_too_many_items (void)
{
  g_autoptr(GString) text = g_string_new ("<tactics-ruleset version=\"1\">\n<terrains>\n"
                                          "<movetype id=\"foot\" name=\"Foot\"/>\n");
  g_autoptr(GBytes) bytes = NULL;
  g_autoptr(GError) error = NULL;
  g_autoptr(TacticsRuleset) ruleset = NULL;

  for (guint i = 0; i <= TACTICS_MAX_RULESET_ITEMS; i++)
    g_string_append_printf (text, "<terrain id=\"t%u\" name=\"T\" color=\"#000000\"/>\n", i);
  g_string_append (text, "</terrains>\n</tactics-ruleset>\n");

  bytes = g_string_free_to_bytes (g_steal_pointer (&text));
  ruleset = tactics_ruleset_load_from_bytes (bytes, "many", &error);
  g_assert_null (ruleset);
  /* Lines 1-3 are the head; terrain 1025 is on line 4 + 1024. */
  assert_file_error (error, TACTICS_FILE_ERROR_TOO_LARGE, "many", 4 + TACTICS_MAX_RULESET_ITEMS,
                     "more than 1024 <terrain> elements");
}

/* Line numbers past 65535, which libxml2 only keeps with a parser option. */
static void
test_big_line_numbers (void)
{
  g_autoptr(GBytes) example = read_fixture ("good", "example.map.xml");
  g_autoptr(GString) text = g_string_new ("<?xml version=\"1.0\" encoding=\"UTF-8\"?>\n<!--");
  g_autoptr(GBytes) bytes = NULL;
  g_autoptr(GError) error = NULL;
  g_autoptr(TacticsMap) map = NULL;
  g_autofree char *body = NULL;
  const char *start;

  for (guint i = 0; i < 70000; i++)
    g_string_append_c (text, '\n');
  g_string_append (text, "-->\n");

  /* The example without its first line, with an unknown terrain on its
   * row 3 (line 12 of the example, 11 without the first). */
  start = strchr (g_bytes_get_data (example, NULL), '\n') + 1;
  body = g_strndup (start, g_bytes_get_size (example) - (gsize) (start - (const char *)
                                                                 g_bytes_get_data (example,
                                                                                   NULL)));
  g_string_append (text, body);
  g_string_replace (text, "1,0,0,0,0,1", "1,0,0,0,0,q", 1);

  bytes = g_string_free_to_bytes (g_steal_pointer (&text));
  map = tactics_map_load_from_bytes (bytes, "big-lines", NULL, &error);
  g_assert_null (map);
  /* The comment ends on line 70002; the example's line 12 is 70013. */
  assert_file_error (error, TACTICS_FILE_ERROR_SEMANTIC, "big-lines", 70001 + 12,
                     "unknown terrain “q” in row 3, column 6");
}

static void
test_reference_without_folder (void)
{
  g_autoptr(GBytes) bytes = read_fixture ("good", "referencing.map.xml");
  g_autoptr(GError) error = NULL;
  g_autoptr(TacticsMap) map = tactics_map_load_from_bytes (bytes, "memory", NULL, &error);

  g_assert_null (map);
  assert_file_error (error, TACTICS_FILE_ERROR_REFERENCE, "memory", 2,
                     "cannot look for the ruleset “ruleset.xml”: the map is not in a folder");
}

/* The reader a game save may use for its own files has the same guards. */
static void
test_read_bytes (void)
{
  g_autoptr(GFile) file = fixture_file ("good", "ruleset.xml");
  g_autoptr(GFile) device = g_file_new_for_path ("/dev/zero");
  g_autoptr(GBytes) expected = read_fixture ("good", "ruleset.xml");
  g_autoptr(GBytes) bytes = NULL;
  g_autoptr(GBytes) none = NULL;
  g_autoptr(GError) error = NULL;

  bytes = tactics_file_read_bytes (file, &error);
  g_assert_no_error (error);
  assert_bytes_equal (expected, bytes);

  none = tactics_file_read_bytes (device, &error);
  g_assert_null (none);
  assert_file_error (error, TACTICS_FILE_ERROR_IO, "/dev/zero", 0,
                     "this is not a regular file (a device, a pipe or a socket)");
}

/* Random damage to good files must give errors, never crashes. */
static void
test_mangled_files (void)
{
  static const char * const names[] = { "example.map.xml", "hex.map.xml", "ruleset.xml" };
  g_autoptr(GRand) rand = g_rand_new_with_seed (20240601);
  g_autoptr(GFile) folder = fixture_file ("good", "");

  for (guint n = 0; n < G_N_ELEMENTS (names); n++)
    {
      g_autoptr(GBytes) original = read_fixture ("good", names[n]);
      gsize size = g_bytes_get_size (original);

      for (guint round = 0; round < 300; round++)
        {
          g_autofree guint8 *data = g_memdup2 (g_bytes_get_data (original, NULL), size);
          g_autoptr(GBytes) bytes = NULL;
          g_autoptr(GError) error = NULL;
          gsize length = size;
          guint n_changes = 1 + g_rand_int_range (rand, 0, 4);
          gpointer loaded;

          for (guint c = 0; c < n_changes; c++)
            {
              gsize at = (gsize) g_rand_int_range (rand, 0, (gint32) length);

              switch (g_rand_int_range (rand, 0, 3))
                {
                case 0:
                  data[at] = (guint8) g_rand_int_range (rand, 0, 256);
                  break;
                case 1:
                  length = at;
                  break;
                default:
                  data[at] = "<>&,\"=/ \n0x"[g_rand_int_range (rand, 0, 11)];
                  break;
                }
              if (length == 0)
                break;
            }

          bytes = g_bytes_new (data, length);
          if (g_str_has_suffix (names[n], ".map.xml"))
            loaded = tactics_map_load_from_bytes (bytes, "mangled", folder, &error);
          else
            loaded = tactics_ruleset_load_from_bytes (bytes, "mangled", &error);

          if (loaded != NULL)
            {
              g_assert_no_error (error);
              g_object_unref (loaded);
            }
          else
            {
              g_assert_error (error, TACTICS_FILE_ERROR, error->code);
              g_assert_cmpstr (tactics_file_error_get_path (error), ==, "mangled");
              g_assert_nonnull (tactics_file_error_get_detail (error));
              g_assert_null (strchr (tactics_file_error_get_detail (error), '\n'));
            }
        }
    }
}

/* --- Good files ------------------------------------------------------------ */

/* The example map's grid: 0 plains, 1 rock. */
static const guint16 example_cells[] = {
  0, 0, 1, 1, 1, 1,
  0, 0, 0, 0, 1, 1,
  1, 0, 0, 0, 0, 1,
  0, 0, 1, 0, 0, 0,
  0, 0, 0, 0, 0, 0,
};

static void
test_example_map (void)
{
  g_autoptr(GFile) file = fixture_file ("good", "example.map.xml");
  g_autoptr(GBytes) original = read_fixture ("good", "example.map.xml");
  g_autoptr(GError) error = NULL;
  g_autoptr(TacticsMap) map = tactics_map_load (file, &error);
  g_autoptr(GBytes) saved = NULL;
  TacticsRuleset *ruleset;
  TacticsTerrain *terrain;

  g_assert_no_error (error);
  g_assert_cmpstr (tactics_map_get_name (map), ==, "Example");
  g_assert_cmpint (tactics_map_get_width (map), ==, 6);
  g_assert_cmpint (tactics_map_get_height (map), ==, 5);
  g_assert_cmpint (tactics_map_get_topology (map), ==, TACTICS_TOPOLOGY_SQUARE);
  g_assert_null (tactics_map_get_ruleset_path (map));
  g_assert_null (tactics_map_get_description (map));
  g_assert_cmpmem (tactics_map_get_cells (map), sizeof example_cells,
                   example_cells, sizeof example_cells);

  ruleset = tactics_map_get_ruleset (map);
  g_assert_cmpuint (g_list_model_get_n_items (tactics_ruleset_get_movetypes (ruleset)), ==, 1);
  g_assert_cmpstr (tactics_movetype_get_name (tactics_ruleset_lookup_movetype (ruleset, "foot")),
                   ==, "Foot");
  g_assert_cmpuint (tactics_ruleset_get_n_terrains (ruleset), ==, 3);
  terrain = tactics_ruleset_get_terrain (ruleset, 0);
  g_assert_cmpstr (tactics_terrain_get_id (terrain), ==, "0");
  g_assert_cmpstr (tactics_terrain_get_name (terrain), ==, "Plains");
  g_assert_cmpstr (tactics_terrain_get_color (terrain), ==, "#a5d66f");
  g_assert_cmpuint (tactics_terrain_get_cost (terrain, "foot"), ==, 1);
  terrain = tactics_ruleset_get_terrain (ruleset, 1);
  g_assert_cmpstr (tactics_terrain_get_name (terrain), ==, "Rock");
  g_assert_cmpuint (tactics_terrain_get_cost (terrain, "foot"), ==, 0);
  terrain = tactics_ruleset_get_terrain (ruleset, 2);
  g_assert_cmpuint (tactics_terrain_get_cost (terrain, "foot"), ==, 2);

  /* doc/file-formats.md: read and written exactly as shown. */
  saved = tactics_map_to_bytes (map);
  assert_bytes_equal (original, saved);
}

/* Load, save: the same bytes; save again: the same bytes; load the saved
 * bytes: an equal model. For files already in the saved layout. */
static void
test_canonical_file (gconstpointer data)
{
  const char *name = data;
  g_autoptr(GFile) file = fixture_file ("good", name);
  g_autoptr(GFile) folder = g_file_get_parent (file);
  g_autoptr(GBytes) original = read_fixture ("good", name);
  g_autoptr(GError) error = NULL;
  g_autoptr(GBytes) saved = NULL;
  g_autoptr(GBytes) saved_again = NULL;

  g_assert_true (tactics_file_validate (file, &error));
  g_assert_no_error (error);

  if (g_str_has_suffix (name, ".map.xml"))
    {
      g_autoptr(TacticsMap) map = tactics_map_load (file, &error);
      g_autoptr(TacticsMap) reloaded = NULL;

      g_assert_no_error (error);
      saved = tactics_map_to_bytes (map);
      saved_again = tactics_map_to_bytes (map);
      reloaded = tactics_map_load_from_bytes (saved, name, folder, &error);
      g_assert_no_error (error);
      g_assert_true (tactics_map_equal (map, reloaded));
      g_assert_cmpstr (tactics_map_get_description (map), ==,
                       tactics_map_get_description (reloaded));
    }
  else
    {
      g_autoptr(TacticsRuleset) ruleset = tactics_ruleset_load (file, &error);
      g_autoptr(TacticsRuleset) reloaded = NULL;

      g_assert_no_error (error);
      saved = tactics_ruleset_to_bytes (ruleset);
      saved_again = tactics_ruleset_to_bytes (ruleset);
      reloaded = tactics_ruleset_load_from_bytes (saved, name, &error);
      g_assert_no_error (error);
      g_assert_true (tactics_ruleset_equal (ruleset, reloaded));
    }

  assert_bytes_equal (original, saved);
  assert_bytes_equal (saved, saved_again);
}

static void
test_hex_map (void)
{
  g_autoptr(GFile) file = fixture_file ("good", "hex.map.xml");
  g_autoptr(GError) error = NULL;
  g_autoptr(TacticsMap) map = tactics_map_load (file, &error);
  TacticsRuleset *ruleset;
  TacticsUnitType *boat;
  TacticsAction *cannon;
  TacticsCell cell = { 2, 0 };

  g_assert_no_error (error);
  g_assert_cmpstr (tactics_map_get_name (map), ==, "Hex & islands");
  g_assert_cmpstr (tactics_map_get_description (map), ==,
                   "A small hex board with inline rules.\nTwo lines of description.");
  g_assert_cmpint (tactics_map_get_topology (map), ==, TACTICS_TOPOLOGY_HEX);
  g_assert_cmpint (tactics_map_get_width (map), ==, 7);
  g_assert_cmpint (tactics_map_get_height (map), ==, 4);
  g_assert_cmpstr (tactics_terrain_get_id (tactics_map_get_terrain (map, cell)), ==, "s.1");

  ruleset = tactics_map_get_ruleset (map);
  boat = tactics_ruleset_lookup_unit_type (ruleset, "boat");
  g_assert_nonnull (boat);
  g_assert_cmpstr (tactics_unit_type_get_movetype (boat), ==, "aquatic");
  g_assert_cmpstr (tactics_unit_type_get_actions (boat)[0], ==, "cannon");
  cannon = tactics_ruleset_lookup_action (ruleset, "cannon");
  g_assert_cmpint (tactics_action_get_metric (cannon), ==, TACTICS_METRIC_HEX);
  g_assert_cmpuint (tactics_action_get_range_max (cannon), ==, 4);
}

static void
test_ruleset (void)
{
  g_autoptr(GFile) file = fixture_file ("good", "ruleset.xml");
  g_autoptr(GError) error = NULL;
  g_autoptr(TacticsRuleset) ruleset = tactics_ruleset_load (file, &error);
  g_autofree const char **attributes = NULL;
  TacticsUnitType *infantry;
  TacticsUnitType *griffin;
  TacticsAction *heal;
  TacticsTerrain *forest;

  g_assert_no_error (error);
  g_assert_cmpstr (tactics_ruleset_get_name (ruleset), ==, "Test rules");
  g_assert_cmpstr (tactics_ruleset_get_description (ruleset), ==,
                   "Every feature of the format once: “quotes”, & and <tags> in text.");
  g_assert_cmpuint (g_list_model_get_n_items (tactics_ruleset_get_movetypes (ruleset)), ==, 3);
  g_assert_cmpuint (tactics_ruleset_get_n_terrains (ruleset), ==, 4);
  g_assert_cmpint (tactics_ruleset_get_terrain_index (ruleset, "mm"), ==, 2);

  forest = tactics_ruleset_lookup_terrain (ruleset, "f");
  g_assert_cmpstr (tactics_terrain_get_description (forest), ==, "Slow going for riders.");
  g_assert_cmpuint (tactics_terrain_get_cost (forest, "mounted"), ==, 3);
  g_assert_cmpstr (tactics_terrain_get_icon (tactics_ruleset_lookup_terrain (ruleset, "p")), ==,
                   "grass");
  g_assert_null (tactics_terrain_get_icon (forest));

  infantry = tactics_ruleset_lookup_unit_type (ruleset, "infantry");
  g_assert_cmpuint (tactics_unit_type_get_max_hp (infantry), ==, 20);
  g_assert_cmpuint (tactics_unit_type_get_move (infantry), ==, 4);
  g_assert_cmpuint (tactics_unit_type_get_speed (infantry), ==, 5);
  g_assert_cmpstr (tactics_unit_type_get_glyph (infantry), ==, "I");
  g_assert_cmpstr (tactics_unit_type_get_icon (infantry), ==, "infantry");
  g_assert_cmpstr (tactics_unit_type_get_description (infantry), ==, "Holds the line.");
  g_assert_cmpuint (g_strv_length ((char **) tactics_unit_type_get_actions (infantry)), ==, 2);
  g_assert_cmpstr (tactics_unit_type_get_actions (infantry)[1], ==, "heal");
  attributes = tactics_unit_type_get_attribute_names (infantry);
  g_assert_cmpuint (g_strv_length ((char **) attributes), ==, 2);
  g_assert_cmpstr (tactics_unit_type_get_attribute (infantry, "defense"), ==, "2 & \"more\"");

  griffin = tactics_ruleset_lookup_unit_type (ruleset, "griffin");
  g_assert_cmpuint (tactics_unit_type_get_max_hp (griffin), ==, TACTICS_MAX_HP);
  g_assert_cmpuint (tactics_unit_type_get_move (griffin), ==, 0);
  g_assert_cmpuint (tactics_unit_type_get_speed (griffin), ==, TACTICS_MAX_SPEED);
  g_assert_cmpstr (tactics_unit_type_get_glyph (griffin), ==, "Gr");
  g_assert_cmpuint (g_strv_length ((char **) tactics_unit_type_get_actions (griffin)), ==, 0);

  heal = tactics_ruleset_lookup_action (ruleset, "heal");
  g_assert_cmpuint (tactics_action_get_range_min (heal), ==, 0);
  g_assert_cmpuint (tactics_action_get_range_max (heal), ==, TACTICS_MAX_RANGE);
  g_assert_cmpint (tactics_action_get_metric (heal), ==, TACTICS_METRIC_MANHATTAN);
  g_assert_cmpint (tactics_action_get_shape (heal), ==, TACTICS_SHAPE_CIRCULAR);
  g_assert_cmpuint (tactics_action_get_extent (heal), ==, TACTICS_MAX_EXTENT);
  g_assert_cmpint (tactics_action_get_effect (heal), ==, TACTICS_EFFECT_HEAL);
  g_assert_cmpuint (tactics_action_get_amount (heal), ==, TACTICS_MAX_AMOUNT);
  g_assert_cmpint (tactics_action_get_affects (heal), ==, TACTICS_AFFECTS_ALLIES);
  g_assert_cmpstr (tactics_action_get_description (heal), ==, "Mends everyone around.");
}

static void
test_referencing_map (void)
{
  g_autoptr(GFile) file = fixture_file ("good", "referencing.map.xml");
  g_autoptr(GFile) ruleset_file = fixture_file ("good", "ruleset.xml");
  g_autoptr(GError) error = NULL;
  g_autoptr(TacticsMap) map = tactics_map_load (file, &error);
  g_autoptr(TacticsRuleset) ruleset = tactics_ruleset_load (ruleset_file, &error);
  g_autoptr(GBytes) saved = NULL;
  TacticsCell corner = { 3, 0 };

  g_assert_no_error (error);
  g_assert_cmpstr (tactics_map_get_ruleset_path (map), ==, "ruleset.xml");
  g_assert_true (tactics_ruleset_equal (tactics_map_get_ruleset (map), ruleset));
  g_assert_cmpstr (tactics_terrain_get_id (tactics_map_get_terrain (map, corner)), ==, "mm");

  /* The reference is kept and the terrains left out. */
  saved = tactics_map_to_bytes (map);
  g_assert_nonnull (g_strstr_len (g_bytes_get_data (saved, NULL), g_bytes_get_size (saved),
                                  "ruleset=\"ruleset.xml\""));
  g_assert_null (g_strstr_len (g_bytes_get_data (saved, NULL), g_bytes_get_size (saved),
                               "<terrains>"));
}

/* A hand-written file in a looser layout: it loads, and its saved form
 * (the canonical layout) loads to an equal map. */
static void
test_loose_map (void)
{
  g_autoptr(GFile) file = fixture_file ("good", "loose.map.xml");
  g_autoptr(GError) error = NULL;
  g_autoptr(TacticsMap) map = tactics_map_load (file, &error);
  g_autoptr(TacticsMap) reloaded = NULL;
  g_autoptr(GBytes) saved = NULL;
  static const guint16 cells[] = { 0, 0, 1, 0,  0, 0, 1, 0,  1, 1, 1, 0 };

  g_assert_no_error (error);
  g_assert_cmpint (tactics_map_get_width (map), ==, 4);
  g_assert_cmpmem (tactics_map_get_cells (map), sizeof cells, cells, sizeof cells);
  g_assert_cmpuint (tactics_terrain_get_cost (tactics_map_get_terrain (map, (TacticsCell) { 0, 0 }),
                                              "foot"), ==, 1);

  saved = tactics_map_to_bytes (map);
  reloaded = tactics_map_load_from_bytes (saved, "saved", NULL, &error);
  g_assert_no_error (error);
  g_assert_true (tactics_map_equal (map, reloaded));
}

/* The bundled data: every file loads and round-trips to an equal model. */
static void
test_bundled_data (void)
{
  const char *datadir = g_getenv ("TACTICS_DATADIR");
  g_autofree char *maps_path = NULL;
  g_autofree char *ruleset_path = NULL;
  g_autoptr(GFile) ruleset_file = NULL;
  g_autoptr(TacticsRuleset) ruleset = NULL;
  g_autoptr(TacticsRuleset) reloaded = NULL;
  g_autoptr(GBytes) saved = NULL;
  g_autoptr(GError) error = NULL;
  g_autoptr(GDir) dir = NULL;
  const char *name;
  guint n_maps = 0;

  if (datadir == NULL)
    {
      g_test_skip ("TACTICS_DATADIR is not set");
      return;
    }

  ruleset_path = g_build_filename (datadir, "default.ruleset.xml", NULL);
  ruleset_file = g_file_new_for_path (ruleset_path);
  ruleset = tactics_ruleset_load (ruleset_file, &error);
  g_assert_no_error (error);
  g_assert_cmpuint (tactics_ruleset_get_n_terrains (ruleset), >, 0);
  saved = tactics_ruleset_to_bytes (ruleset);
  reloaded = tactics_ruleset_load_from_bytes (saved, "saved", &error);
  g_assert_no_error (error);
  g_assert_true (tactics_ruleset_equal (ruleset, reloaded));

  maps_path = g_build_filename (datadir, "maps", NULL);
  dir = g_dir_open (maps_path, 0, NULL);
  while (dir != NULL && (name = g_dir_read_name (dir)) != NULL)
    {
      g_autofree char *path = g_build_filename (maps_path, name, NULL);
      g_autoptr(GFile) file = g_file_new_for_path (path);
      g_autoptr(GFile) folder = g_file_get_parent (file);
      g_autoptr(TacticsMap) map = NULL;
      g_autoptr(TacticsMap) map_again = NULL;
      g_autoptr(GBytes) map_bytes = NULL;

      if (!g_str_has_suffix (name, ".xml"))
        continue;

      map = tactics_map_load (file, &error);
      g_assert_no_error (error);
      map_bytes = tactics_map_to_bytes (map);
      map_again = tactics_map_load_from_bytes (map_bytes, path, folder, &error);
      g_assert_no_error (error);
      g_assert_true (tactics_map_equal (map, map_again));
      n_maps++;

      /* Not required of hand-edited data, but good to know. */
      {
        g_autofree char *contents = NULL;
        gsize length;

        g_file_get_contents (path, &contents, &length, NULL);
        g_test_message ("%s: %s", name,
                        length == g_bytes_get_size (map_bytes)
                        && memcmp (contents, g_bytes_get_data (map_bytes, NULL), length) == 0
                        ? "saved byte for byte" : "saved in the canonical layout");
      }
    }

  g_test_message ("%u bundled maps", n_maps);
}

/* Text that needs escaping, and text XML cannot hold at all. */
static void
test_escaping (void)
{
  g_autoptr(TacticsRuleset) ruleset = tactics_ruleset_new ();
  g_autoptr(TacticsMovetype) movetype = tactics_movetype_new ("foot", "Fo\"ot & <boots>");
  g_autoptr(TacticsTerrain) terrain = tactics_terrain_new ("0", "Line\nbreak\ttab\rreturn 'q'",
                                                           "#000000");
  g_autoptr(TacticsMap) map = NULL;
  g_autoptr(TacticsMap) reloaded = NULL;
  g_autoptr(GBytes) saved = NULL;
  g_autoptr(GError) error = NULL;
  TacticsRuleset *reloaded_ruleset;

  tactics_terrain_set_description (terrain, "Ünïcödé ✓ & ]]> <![CDATA[ \r\n");
  tactics_terrain_set_cost (terrain, "foot", 1);
  tactics_ruleset_insert_movetype (ruleset, 0, movetype);
  tactics_ruleset_insert_terrain (ruleset, 0, terrain);
  map = tactics_map_new (2, 2, TACTICS_TOPOLOGY_SQUARE, ruleset);
  tactics_map_set_name (map, "A \"map\" & <more>");
  tactics_map_set_description (map, "--> <!-- &amp;");

  saved = tactics_map_to_bytes (map);
  reloaded = tactics_map_load_from_bytes (saved, "escaped", NULL, &error);
  g_assert_no_error (error);
  g_assert_true (tactics_map_equal (map, reloaded));
  g_assert_cmpstr (tactics_map_get_description (reloaded), ==, "--> <!-- &amp;");
  reloaded_ruleset = tactics_map_get_ruleset (reloaded);
  g_assert_cmpstr (tactics_terrain_get_description (tactics_ruleset_get_terrain (reloaded_ruleset,
                                                                                 0)),
                   ==, "Ünïcödé ✓ & ]]> <![CDATA[ \r\n");

  /* Control characters and broken UTF-8 cannot be written as XML: they
   * become U+FFFD and the file still loads. */
  tactics_map_set_name (map, "bell\x07 and \xff byte");
  g_clear_pointer (&saved, g_bytes_unref);
  g_clear_object (&reloaded);
  saved = tactics_map_to_bytes (map);
  reloaded = tactics_map_load_from_bytes (saved, "escaped", NULL, &error);
  g_assert_no_error (error);
  g_assert_cmpstr (tactics_map_get_name (reloaded), ==, "bell\xef\xbf\xbd and \xef\xbf\xbd byte");
}

/* A model built in code, with every optional part, survives a round trip
 * through a file. */
static void
test_built_ruleset_round_trip (void)
{
  g_autoptr(TacticsRuleset) ruleset = tactics_ruleset_new ();
  g_autoptr(TacticsRuleset) reloaded = NULL;
  g_autoptr(GBytes) saved = NULL;
  g_autoptr(GBytes) saved_again = NULL;
  g_autoptr(GError) error = NULL;
  const char * const actions[] = { "zap", "zap", NULL };

  tactics_ruleset_set_name (ruleset, "Built");
  for (guint i = 0; i < 3; i++)
    {
      g_autofree char *id = g_strdup_printf ("m%u", i);
      g_autoptr(TacticsMovetype) movetype = tactics_movetype_new (id, id);
      g_autoptr(TacticsTerrain) terrain = tactics_terrain_new (id, "T", "#123456");

      tactics_ruleset_insert_movetype (ruleset, G_MAXUINT, movetype);
      tactics_terrain_set_cost (terrain, "m0", i + 1);
      tactics_ruleset_insert_terrain (ruleset, G_MAXUINT, terrain);
    }

  {
    g_autoptr(TacticsAction) action = tactics_action_new ("zap", "Zap");
    g_autoptr(TacticsUnitType) unit_type = tactics_unit_type_new ("u", "U");

    tactics_action_set_metric (action, TACTICS_METRIC_MANHATTAN);
    tactics_action_set_shape (action, TACTICS_SHAPE_LINEAR);
    tactics_action_set_range_max (action, 5);
    tactics_action_set_range_min (action, 2);
    tactics_ruleset_insert_action (ruleset, 0, action);

    tactics_unit_type_set_movetype (unit_type, "m2");
    tactics_unit_type_set_actions (unit_type, actions);
    tactics_unit_type_set_attribute (unit_type, "z-last", "1");
    tactics_unit_type_set_attribute (unit_type, "a-first", "");
    tactics_ruleset_insert_unit_type (ruleset, 0, unit_type);
  }

  saved = tactics_ruleset_to_bytes (ruleset);
  reloaded = tactics_ruleset_load_from_bytes (saved, "built", &error);
  g_assert_no_error (error);
  g_assert_true (tactics_ruleset_equal (ruleset, reloaded));
  saved_again = tactics_ruleset_to_bytes (reloaded);
  assert_bytes_equal (saved, saved_again);
}

/* --- Big maps ------------------------------------------------------------- */

static TacticsMap *
make_big_map (int width,
              int height)
{
  g_autoptr(TacticsRuleset) ruleset = tactics_ruleset_new ();
  g_autoptr(TacticsMovetype) movetype = tactics_movetype_new ("foot", "Foot");
  g_autofree guint16 *cells = g_new (guint16, (gsize) width * (gsize) height);
  static const char * const ids[] = { "p", "f", "h", "w", "long-terrain-id.2" };
  TacticsMap *map;

  tactics_ruleset_insert_movetype (ruleset, 0, movetype);
  for (guint i = 0; i < G_N_ELEMENTS (ids); i++)
    {
      g_autoptr(TacticsTerrain) terrain = tactics_terrain_new (ids[i], ids[i], "#808080");

      tactics_terrain_set_cost (terrain, "foot", i + 1);
      tactics_ruleset_insert_terrain (ruleset, G_MAXUINT, terrain);
    }

  for (gsize i = 0; i < (gsize) width * (gsize) height; i++)
    cells[i] = (guint16) ((i * 7 + i / 13) % 4);
  cells[0] = 4;

  map = tactics_map_new (width, height, TACTICS_TOPOLOGY_SQUARE, ruleset);
  tactics_map_set_cells (map, cells);
  return map;
}

static void
test_big_map (gconstpointer data)
{
  int size = GPOINTER_TO_INT (data);
  g_autoptr(TacticsMap) map = make_big_map (size, size);
  g_autoptr(TacticsMap) reloaded = NULL;
  g_autoptr(GBytes) saved = NULL;
  g_autoptr(GError) error = NULL;

  saved = tactics_map_to_bytes (map);
  reloaded = tactics_map_load_from_bytes (saved, "big", NULL, &error);
  g_assert_no_error (error);
  g_assert_true (tactics_map_equal (map, reloaded));
}

/* Ids that are prefixes of each other, in rows the fast paths take and in
 * rows they give up on, with the error in the last column. */
static void
test_prefix_ids (void)
{
  static const char head[] =
    "<tactics-map version=\"1\" width=\"4\" height=\"3\" topology=\"hex\">\n"
    "<terrains>\n"
    "<terrain id=\"a\" name=\"A\" color=\"#000000\"/>\n"
    "<terrain id=\"aa\" name=\"AA\" color=\"#000000\"/>\n"
    "<terrain id=\"aaa\" name=\"AAA\" color=\"#000000\"/>\n"
    "</terrains>\n"
    "<grid>\n";
  static const struct {
    const char *rows;
    int         line;  /* 0: good */
    const char *detail;
  } cases[] = {
    { "a,a,a,a\naa,a,aaa,a\naaa,aaa,aa,a", 0, NULL },
    { "a,a,a,a\n aa , a,aaa ,a\r\naaa,aaa,aa,a", 0, NULL },
    { "a,a,a,a\naa,a,aaa,aaaa\naaa,aaa,aa,a", 9,
      "unknown terrain “aaaa” in row 2, column 4" },
    { "a,a,a,a\naa,a,aaa,a,\naaa,aaa,aa,a", 9, "empty terrain id in row 2, column 5" },
    { "a,a,a,a\naa,a,aaa,a,a\naaa,aaa,aa,a", 9, "row 2 has 5 cells, expected 4" },
    { "a,a,a,a\naa,a,aaa\naaa,aaa,aa,a", 9, "row 2 has 3 cells, expected 4" },
    { "a,a,a,a\naa,a,aaa,a\naaa,aaa,aa,b", 10,
      "unknown terrain “b” in row 3, column 4" },
  };
  static const guint16 expected[] = { 0, 0, 0, 0,  1, 0, 2, 0,  2, 2, 1, 0 };

  for (guint i = 0; i < G_N_ELEMENTS (cases); i++)
    {
      g_autofree char *text = g_strconcat (head, cases[i].rows, "\n</grid>\n</tactics-map>\n",
                                           NULL);
      g_autoptr(GBytes) bytes = g_bytes_new (text, strlen (text));
      g_autoptr(GError) error = NULL;
      g_autoptr(TacticsMap) map = tactics_map_load_from_bytes (bytes, "prefix", NULL, &error);

      if (cases[i].line == 0)
        {
          g_assert_no_error (error);
          g_assert_cmpmem (tactics_map_get_cells (map), sizeof expected,
                           expected, sizeof expected);
        }
      else
        {
          g_assert_null (map);
          assert_file_error (error, TACTICS_FILE_ERROR_SEMANTIC, "prefix", cases[i].line,
                             cases[i].detail);
        }
    }
}

static void
test_thin_maps (void)
{
  static const int sizes[][2] = { { TACTICS_MAX_MAP_SIZE, 1 }, { 1, TACTICS_MAX_MAP_SIZE },
                                  { 1, 1 } };

  for (guint i = 0; i < G_N_ELEMENTS (sizes); i++)
    {
      g_autoptr(TacticsMap) map = make_big_map (sizes[i][0], sizes[i][1]);
      g_autoptr(TacticsMap) reloaded = NULL;
      g_autoptr(GBytes) saved = tactics_map_to_bytes (map);
      g_autoptr(GError) error = NULL;

      reloaded = tactics_map_load_from_bytes (saved, "thin", NULL, &error);
      g_assert_no_error (error);
      g_assert_true (tactics_map_equal (map, reloaded));
    }
}

/* --- Saving ---------------------------------------------------------------- */

static void
test_save_and_load (void)
{
  g_autofree char *folder = make_temp_folder ();
  g_autofree char *map_path = g_build_filename (folder, "saved.map.xml", NULL);
  g_autofree char *ruleset_path = g_build_filename (folder, "saved.ruleset.xml", NULL);
  g_autoptr(GFile) map_file = g_file_new_for_path (map_path);
  g_autoptr(GFile) ruleset_file = g_file_new_for_path (ruleset_path);
  g_autoptr(GFile) source = fixture_file ("good", "hex.map.xml");
  g_autoptr(GError) error = NULL;
  g_autoptr(TacticsMap) map = tactics_map_load (source, &error);
  g_autoptr(TacticsMap) loaded = NULL;
  g_autoptr(TacticsMap) referencing = NULL;
  g_autoptr(TacticsRuleset) ruleset = NULL;
  g_autoptr(GBytes) original = read_fixture ("good", "hex.map.xml");
  g_autofree char *contents = NULL;
  gsize length;

  g_assert_no_error (error);

  /* Twice: the second one replaces the first. */
  g_assert_true (tactics_map_save (map, map_file, &error));
  g_assert_no_error (error);
  g_assert_true (tactics_map_save (map, map_file, &error));
  g_assert_no_error (error);
  g_file_get_contents (map_path, &contents, &length, &error);
  g_assert_no_error (error);
  g_assert_cmpmem (contents, length, g_bytes_get_data (original, NULL),
                   g_bytes_get_size (original));
  /* No temporary file left behind. */
  g_assert_cmpuint (count_folder_entries (folder), ==, 1);

  loaded = tactics_map_load (map_file, &error);
  g_assert_no_error (error);
  g_assert_true (tactics_map_equal (map, loaded));

  /* Split the rules into their own file and refer to it. */
  g_assert_true (tactics_ruleset_save (tactics_map_get_ruleset (map), ruleset_file, &error));
  g_assert_no_error (error);
  tactics_map_set_ruleset_path (map, "saved.ruleset.xml");
  g_assert_true (tactics_map_save (map, map_file, &error));
  g_assert_no_error (error);
  referencing = tactics_map_load (map_file, &error);
  g_assert_no_error (error);
  g_assert_true (tactics_map_equal (map, referencing));
  ruleset = tactics_ruleset_load (ruleset_file, &error);
  g_assert_no_error (error);
  g_assert_true (tactics_ruleset_equal (ruleset, tactics_map_get_ruleset (referencing)));

  remove_temp_folder (folder);
}

static void
assert_save_fails (TacticsMap *map,
                   const char *path,
                   const char *detail)
{
  g_autoptr(GFile) file = g_file_new_for_path (path);
  g_autoptr(GError) error = NULL;

  g_assert_false (tactics_map_save (map, file, &error));
  g_test_message ("%s", error->message);
  assert_file_error (error, TACTICS_FILE_ERROR_IO, path, 0, detail);
}

static void
test_save_failures (void)
{
  g_autofree char *folder = make_temp_folder ();
  g_autofree char *missing = g_build_filename (folder, "no-such-folder", "x.map.xml", NULL);
  g_autofree char *plain = g_build_filename (folder, "plain", NULL);
  g_autofree char *under_plain = g_build_filename (plain, "x.map.xml", NULL);
  g_autofree char *sub = g_build_filename (folder, "sub", NULL);
  g_autoptr(GError) error = NULL;
  g_autoptr(GFile) source = fixture_file ("good", "example.map.xml");
  g_autoptr(TacticsMap) map = tactics_map_load (source, &error);

  g_assert_no_error (error);
  g_file_set_contents (plain, "plain", -1, &error);
  g_assert_no_error (error);
  g_assert_cmpint (g_mkdir (sub, 0700), ==, 0);

  assert_save_fails (map, missing, "cannot save: the folder does not exist");
  assert_save_fails (map, under_plain, "cannot save: a part of the path is not a folder");
  assert_save_fails (map, sub, "cannot save: this is a folder");

  g_assert_false (g_file_test (missing, G_FILE_TEST_EXISTS));
  g_assert_true (g_file_test (sub, G_FILE_TEST_IS_DIR));
  g_assert_cmpuint (count_folder_entries (folder), ==, 2);
  g_assert_cmpuint (count_folder_entries (sub), ==, 0);

  remove_temp_folder (folder);
}

static const char old_contents[] = "the old file, whole\n";

static const char not_regular[] =
  "cannot save: this is not a regular file (a device, a pipe or a socket)";

/* A FIFO, a character device (when this user may make one) and a link to
 * a FIFO are refused and stay what they were; nothing else appears. */
static void
test_save_special_files (void)
{
  g_autofree char *folder = make_temp_folder ();
  g_autofree char *fifo = g_build_filename (folder, "fifo.map.xml", NULL);
  g_autofree char *device = g_build_filename (folder, "null.map.xml", NULL);
  g_autofree char *link = g_build_filename (folder, "link.map.xml", NULL);
  g_autoptr(GFile) fifo_file = g_file_new_for_path (fifo);
  g_autoptr(GBytes) bytes = g_bytes_new_static ("x", 1);
  g_autoptr(GFile) source = fixture_file ("good", "example.map.xml");
  g_autoptr(GError) error = NULL;
  g_autoptr(TacticsMap) map = tactics_map_load (source, &error);
  gboolean have_device;
  GStatBuf info;

  g_assert_no_error (error);
  g_assert_cmpint (mkfifo (fifo, 0600), ==, 0);
  g_assert_cmpint (symlink ("fifo.map.xml", link), ==, 0);
  /* Like /dev/null; only the superuser may usually make one. */
  have_device = mknod (device, S_IFCHR | 0666, makedev (1, 3)) == 0;
  if (!have_device)
    g_test_message ("no character device: %s", g_strerror (errno));

  assert_save_fails (map, fifo, not_regular);
  assert_save_fails (map, link, not_regular);
  if (have_device)
    assert_save_fails (map, device, not_regular);

  g_assert_cmpint (g_lstat (fifo, &info), ==, 0);
  g_assert_true (S_ISFIFO (info.st_mode));
  g_assert_cmpint (g_lstat (link, &info), ==, 0);
  g_assert_true (S_ISLNK (info.st_mode));
  if (have_device)
    {
      g_assert_cmpint (g_lstat (device, &info), ==, 0);
      g_assert_true (S_ISCHR (info.st_mode));
    }
  g_assert_cmpuint (count_folder_entries (folder), ==, have_device ? 3 : 2);

  /* The public writer decides the same. */
  g_assert_false (tactics_file_replace_contents (fifo_file, bytes, 0600, &error));
  assert_file_error (error, TACTICS_FILE_ERROR_IO, fifo, 0, not_regular);

  remove_temp_folder (folder);
}

static char *
read_link (const char *path)
{
  g_autoptr(GError) error = NULL;
  char *target = g_file_read_link (path, &error);

  g_assert_no_error (error);
  return target;
}

/* A symbolic link is saved through: the file it points to is replaced,
 * even down a chain of relative links or when it does not exist yet, and
 * the links stay links. */
static void
test_save_through_links (void)
{
  g_autofree char *folder = make_temp_folder ();
  g_autofree char *sub = g_build_filename (folder, "sub", NULL);
  g_autofree char *real = g_build_filename (sub, "real.map.xml", NULL);
  g_autofree char *link = g_build_filename (folder, "link.map.xml", NULL);
  g_autofree char *chain = g_build_filename (folder, "chain.map.xml", NULL);
  g_autofree char *dangling = g_build_filename (folder, "dangling.map.xml", NULL);
  g_autofree char *created = g_build_filename (sub, "new.map.xml", NULL);
  g_autofree char *loop = g_build_filename (folder, "loop.map.xml", NULL);
  g_autoptr(GFile) source = fixture_file ("good", "example.map.xml");
  g_autoptr(GBytes) expected = read_fixture ("good", "example.map.xml");
  g_autoptr(GError) error = NULL;
  g_autoptr(TacticsMap) map = tactics_map_load (source, &error);
  const char *links[] = { link, chain, dangling };
  const char *targets[] = { "sub/real.map.xml", "link.map.xml", "sub/new.map.xml" };

  g_assert_no_error (error);
  g_assert_cmpint (g_mkdir (sub, 0700), ==, 0);
  g_file_set_contents (real, old_contents, -1, &error);
  g_assert_no_error (error);
  g_assert_cmpint (g_chmod (real, 0640), ==, 0);
  for (guint i = 0; i < G_N_ELEMENTS (links); i++)
    g_assert_cmpint (symlink (targets[i], links[i]), ==, 0);
  g_assert_cmpint (symlink ("loop.map.xml", loop), ==, 0);

  for (guint i = 0; i < G_N_ELEMENTS (links); i++)
    {
      g_autoptr(GFile) file = g_file_new_for_path (links[i]);
      g_autofree char *target = NULL;
      g_autofree char *contents = NULL;
      gsize length;
      GStatBuf info;

      g_assert_true (tactics_map_save (map, file, &error));
      g_assert_no_error (error);

      target = read_link (links[i]);
      g_assert_cmpstr (target, ==, targets[i]);
      g_file_get_contents (i == 2 ? created : real, &contents, &length, &error);
      g_assert_no_error (error);
      g_assert_cmpmem (contents, length, g_bytes_get_data (expected, NULL),
                       g_bytes_get_size (expected));
      g_assert_cmpint (g_stat (real, &info), ==, 0);
      g_assert_cmpint (info.st_mode & 0777, ==, 0640);
    }

  assert_save_fails (map, loop, "cannot save: …");

  /* The links, the loop, the folder and what it holds: no temporary file. */
  g_assert_cmpuint (count_folder_entries (folder), ==, 5);
  g_assert_cmpuint (count_folder_entries (sub), ==, 2);

  remove_temp_folder (folder);
}

/* A read-only folder: the old file stays whole, nothing else appears. The
 * superuser may write anywhere, so then this cannot be tested. */
static void
test_save_read_only_folder (void)
{
  g_autofree char *folder = make_temp_folder ();
  g_autofree char *path = g_build_filename (folder, "old.map.xml", NULL);
  g_autoptr(GError) error = NULL;
  g_autoptr(GFile) source = fixture_file ("good", "example.map.xml");
  g_autoptr(TacticsMap) map = tactics_map_load (source, &error);
  g_autofree char *contents = NULL;

  g_assert_no_error (error);
  g_file_set_contents (path, old_contents, -1, &error);
  g_assert_no_error (error);
  g_assert_cmpint (g_chmod (folder, 0500), ==, 0);

  if (access (folder, W_OK) == 0)
    {
      remove_temp_folder (folder);
      g_test_skip ("running as a user who may write into read-only folders");
      return;
    }

  assert_save_fails (map, path, "cannot save: permission denied: the folder is read-only");
  g_file_get_contents (path, &contents, NULL, &error);
  g_assert_no_error (error);
  g_assert_cmpstr (contents, ==, old_contents);
  g_assert_cmpuint (count_folder_entries (folder), ==, 1);

  remove_temp_folder (folder);
}

/* A write that fails half-way (the file size limit stops it, even for the
 * superuser): the old file stays whole and no partial file is left. Run
 * in a child so that the limit does not outlive the test. */
static void
test_save_interrupted (void)
{
  g_autofree char *folder = NULL;
  g_autofree char *path = NULL;
  g_autofree char *contents = NULL;
  g_autoptr(GError) error = NULL;

  if (g_test_subprocess ())
    {
      g_autoptr(TacticsMap) map = make_big_map (300, 300);
      struct rlimit limit = { 64 * 1024, 64 * 1024 };

      folder = g_strdup (g_getenv ("TACTICS_TEST_FOLDER"));
      path = g_build_filename (folder, "old.map.xml", NULL);
      signal (SIGXFSZ, SIG_IGN);
      g_assert_cmpint (setrlimit (RLIMIT_FSIZE, &limit), ==, 0);
      assert_save_fails (map, path, "cannot save: …");
      return;
    }

  folder = make_temp_folder ();
  path = g_build_filename (folder, "old.map.xml", NULL);
  g_file_set_contents (path, old_contents, -1, &error);
  g_assert_no_error (error);

  g_setenv ("TACTICS_TEST_FOLDER", folder, TRUE);
  g_test_trap_subprocess (NULL, 0, G_TEST_SUBPROCESS_INHERIT_STDERR);
  g_unsetenv ("TACTICS_TEST_FOLDER");
  g_test_trap_assert_passed ();

  g_file_get_contents (path, &contents, NULL, &error);
  g_assert_no_error (error);
  g_assert_cmpstr (contents, ==, old_contents);
  g_assert_cmpuint (count_folder_entries (folder), ==, 1);

  remove_temp_folder (folder);
}

/* Writes @name in @folder, last modified @age ago. */
static void
write_aged_file (const char *folder,
                 const char *name,
                 GTimeSpan   age)
{
  g_autofree char *path = g_build_filename (folder, name, NULL);
  g_autoptr(GError) error = NULL;
  time_t when = (time_t) ((g_get_real_time () - age) / G_USEC_PER_SEC);
  struct timespec times[2] = { { when, 0 }, { when, 0 } };

  g_file_set_contents (path, "<tactics-map", -1, &error);
  g_assert_no_error (error);
  g_assert_cmpint (utimensat (AT_FDCWD, path, times, 0), ==, 0);
}

static gboolean
folder_has (const char *folder,
            const char *name)
{
  g_autofree char *path = g_build_filename (folder, name, NULL);

  return g_file_test (path, G_FILE_TEST_EXISTS);
}

/* Saves killed before their rename left temporary files: the next save of
 * the same file removes the old ones, and nothing else. */
static void
test_save_removes_stale_temporaries (void)
{
  g_autofree char *folder = make_temp_folder ();
  g_autofree char *path = g_build_filename (folder, "old.map.xml", NULL);
  g_autoptr(GFile) file = g_file_new_for_path (path);
  g_autoptr(GFile) source = fixture_file ("good", "example.map.xml");
  g_autoptr(GError) error = NULL;
  g_autoptr(TacticsMap) map = tactics_map_load (source, &error);
  GTimeSpan stale = TACTICS_FILE_STALE_TEMPORARY_AGE + G_TIME_SPAN_MINUTE;

  g_assert_no_error (error);
  write_aged_file (folder, "old.map.xml", stale);
  write_aged_file (folder, ".old.map.xml.save-a1B2c3", stale);
  write_aged_file (folder, ".old.map.xml.save-ZZZZZZ", G_TIME_SPAN_DAY * 400);
  /* A save of the same file that may still be running. */
  write_aged_file (folder, ".old.map.xml.save-Fresh1", G_TIME_SPAN_MINUTE);
  /* Not a temporary file of this one. */
  write_aged_file (folder, ".other.map.xml.save-a1B2c3", stale);
  write_aged_file (folder, "old.map.xml.backup", stale);
  write_aged_file (folder, "old.map.xml.a1B2c3", stale);
  write_aged_file (folder, ".old.map.xml.save-a1B2c", stale);
  write_aged_file (folder, ".old.map.xml.save-a1-2c3", stale);
  write_aged_file (folder, ".old.map.xml.save-a1B2c3.xml", stale);

  g_assert_true (tactics_map_save (map, file, &error));
  g_assert_no_error (error);

  g_assert_true (folder_has (folder, "old.map.xml"));
  g_assert_false (folder_has (folder, ".old.map.xml.save-a1B2c3"));
  g_assert_false (folder_has (folder, ".old.map.xml.save-ZZZZZZ"));
  g_assert_true (folder_has (folder, ".old.map.xml.save-Fresh1"));
  g_assert_true (folder_has (folder, ".other.map.xml.save-a1B2c3"));
  g_assert_true (folder_has (folder, "old.map.xml.backup"));
  g_assert_true (folder_has (folder, "old.map.xml.a1B2c3"));
  g_assert_true (folder_has (folder, ".old.map.xml.save-a1B2c"));
  g_assert_true (folder_has (folder, ".old.map.xml.save-a1-2c3"));
  g_assert_true (folder_has (folder, ".old.map.xml.save-a1B2c3.xml"));
  g_assert_cmpuint (count_folder_entries (folder), ==, 8);

  remove_temp_folder (folder);
}

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
    g_assert_cmpint (g_unlink (link), ==, 0);
  }

  if (saved != NULL)
    g_setenv ("TACTICS_DATADIR", saved, TRUE);
  else
    g_unsetenv ("TACTICS_DATADIR");
  remove_temp_folder (folder);
}

/* --- Errors and helpers ------------------------------------------------------ */

static void
test_error_parts (void)
{
  g_autoptr(GError) error = NULL;
  g_autoptr(GError) copy = NULL;
  g_autoptr(GError) no_line = NULL;

  error = tactics_file_error_new (TACTICS_FILE_ERROR_SEMANTIC, "/x/y.map.xml", 12,
                                  "unknown terrain “%s” in row %d", "x", 3);
  assert_file_error (error, TACTICS_FILE_ERROR_SEMANTIC, "/x/y.map.xml", 12,
                     "unknown terrain “x” in row 3");
  g_assert_cmpstr (error->message, ==, "/x/y.map.xml:12: unknown terrain “x” in row 3");

  copy = g_error_copy (error);
  assert_file_error (copy, TACTICS_FILE_ERROR_SEMANTIC, "/x/y.map.xml", 12,
                     "unknown terrain “x” in row 3");

  tactics_file_set_error (&no_line, TACTICS_FILE_ERROR_IO, "f", 0, "gone\n");
  g_assert_cmpstr (no_line->message, ==, "f: gone");
  g_assert_cmpint (tactics_file_error_get_line (no_line), ==, 0);

  /* NULL error locations are fine. */
  tactics_file_set_error (NULL, TACTICS_FILE_ERROR_IO, "f", 0, "ignored");
}

static gboolean test_kind_called;

static gboolean
validate_test_kind (xmlDoc      *doc,
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

  tactics_file_register_kind ("tactics-test", validate_test_kind);
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
  g_autoptr(GString) out = g_string_new ("<tactics-save version=\"1\">\n");
  g_autoptr(xmlDoc) doc = NULL;
  xmlNode *root;
  xmlNode *map_node;
  xmlNode *ruleset_node;
  xmlNode *inline_node;

  g_assert_no_error (error);
  tactics_ruleset_to_xml (tactics_map_get_ruleset (map), out, 2);
  tactics_map_to_xml (map, out, 2, TACTICS_XML_WRITE_NONE);
  tactics_map_to_xml (map, out, 2, TACTICS_XML_WRITE_INLINE_RULESET);
  g_string_append (out, "</tactics-save>\n");

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
      g_test_skip ("xmllint is not installed");
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

  for (guint i = 0; i < G_N_ELEMENTS (bad_cases); i++)
    {
      g_autofree char *name = g_strconcat ("/file/bad/", bad_cases[i].name, NULL);

      g_test_add_data_func (name, &bad_cases[i], test_bad_file);
    }
  g_test_add_func ("/file/bad/corpus-complete", test_bad_corpus_complete);
  g_test_add_func ("/file/bad/external-entity-not-read", test_external_entity_not_read);
  g_test_add_func ("/file/bad/quiet", test_quiet_errors);
  g_test_add_func ("/file/bad/deep-nesting", test_deep_nesting);
  g_test_add_func ("/file/bad/nesting-at-limit", test_nesting_at_limit);
  g_test_add_func ("/file/bad/not-regular", test_not_regular_files);
  g_test_add_func ("/file/bad/missing", test_missing_file);
  g_test_add_func ("/file/bad/too-large", test_too_large_file);
  g_test_add_func ("/file/bad/too-many-items", test_too_many_items);
  g_test_add_func ("/file/bad/big-line-numbers", test_big_line_numbers);
  g_test_add_func ("/file/bad/reference-without-folder", test_reference_without_folder);
  g_test_add_func ("/file/bad/mangled", test_mangled_files);
  g_test_add_func ("/file/read-bytes", test_read_bytes);

  g_test_add_func ("/file/good/example", test_example_map);
  g_test_add_data_func ("/file/good/canonical/example", "example.map.xml", test_canonical_file);
  g_test_add_data_func ("/file/good/canonical/hex", "hex.map.xml", test_canonical_file);
  g_test_add_data_func ("/file/good/canonical/referencing", "referencing.map.xml",
                        test_canonical_file);
  g_test_add_data_func ("/file/good/canonical/ruleset", "ruleset.xml", test_canonical_file);
  g_test_add_func ("/file/good/hex", test_hex_map);
  g_test_add_func ("/file/good/ruleset", test_ruleset);
  g_test_add_func ("/file/good/referencing", test_referencing_map);
  g_test_add_func ("/file/good/loose", test_loose_map);
  g_test_add_func ("/file/good/bundled", test_bundled_data);
  g_test_add_func ("/file/good/escaping", test_escaping);
  g_test_add_func ("/file/good/built-ruleset", test_built_ruleset_round_trip);
  g_test_add_data_func ("/file/good/big/1024", GINT_TO_POINTER (1024), test_big_map);
  g_test_add_data_func ("/file/good/big/4096", GINT_TO_POINTER (TACTICS_MAX_MAP_SIZE),
                        test_big_map);
  g_test_add_func ("/file/good/thin", test_thin_maps);
  g_test_add_func ("/file/good/prefix-ids", test_prefix_ids);

  g_test_add_func ("/file/save/round-trip", test_save_and_load);
  g_test_add_func ("/file/save/failures", test_save_failures);
  g_test_add_func ("/file/save/read-only-folder", test_save_read_only_folder);
  g_test_add_func ("/file/save/interrupted", test_save_interrupted);
  g_test_add_func ("/file/save/stale-temporaries", test_save_removes_stale_temporaries);
  g_test_add_func ("/file/save/special-files", test_save_special_files);
  g_test_add_func ("/file/save/through-links", test_save_through_links);

  g_test_add_func ("/file/data-dir", test_data_dir);
  g_test_add_func ("/file/error-parts", test_error_parts);
  g_test_add_func ("/file/register-kind", test_register_kind);
  g_test_add_func ("/file/embedded", test_embedded);
  g_test_add_func ("/file/schemas-with-xmllint", test_schemas_with_xmllint);

  return g_test_run ();
}
