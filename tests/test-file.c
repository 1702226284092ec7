/* SPDX-License-Identifier: GPL-3.0-or-later */
/* Loading maps and rulesets that are wrong: every file of the bad corpus
 * (tests/data/bad/, plus a few generated here) gives its own error code,
 * line and message; special, missing, too large or too deep files are
 * refused; and the parts of a file error. Good files are in
 * test-file-good.c, saving in test-file-save.c, the bundled data and the
 * helpers other documents use in test-file-data.c. */
#include "config.h"

#include <fcntl.h>
#include <glib/gstdio.h>
#include <string.h>
#include <sys/stat.h>
#include <unistd.h>

#include "tactics.h"
#include "tactics-file-private.h"
#include "file-test-helpers.h"

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
  { "bad-role.map.xml", TACTICS_FILE_ERROR_SEMANTIC, 6,
    "unknown role “lava” (expected none, open, road, forest, hill, mountain, water, crossing)" },
  { "bad-blocks-sight.map.xml", TACTICS_FILE_ERROR_SEMANTIC, 6,
    "unknown blocks-sight “maybe” (expected true, false)" },
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
  { "sight-too-large.ruleset.xml", TACTICS_FILE_ERROR_TOO_LARGE, 8,
    "sight 100 is over the limit of 99" },
  { "sight-negative.ruleset.xml", TACTICS_FILE_ERROR_SEMANTIC, 8,
    "sight -1 is below the minimum of 0" },
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

  /* Combat depth: limits and references. */
  { "defence-too-large.ruleset.xml", TACTICS_FILE_ERROR_TOO_LARGE, 5,
    "defence 91 is over the limit of 90" },
  { "unknown-damage-type.ruleset.xml", TACTICS_FILE_ERROR_SEMANTIC, 16,
    "action “sword” deals an unknown damage type “frost”" },
  { "resistance-unknown-type.ruleset.xml", TACTICS_FILE_ERROR_SEMANTIC, 13,
    "unit “infantry” resists an unknown damage type “frost”" },
  { "resistance-too-low.ruleset.xml", TACTICS_FILE_ERROR_SEMANTIC, 13,
    "resistance -101 is below the minimum of -100" },
  { "duplicate-resistance.ruleset.xml", TACTICS_FILE_ERROR_SEMANTIC, 14,
    "unit “infantry” has two resistances to “blade”" },
  { "heal-damage-type.ruleset.xml", TACTICS_FILE_ERROR_SEMANTIC, 17,
    "action “heal” heals: it cannot have a damage-type" },
  { "heal-answers.ruleset.xml", TACTICS_FILE_ERROR_SEMANTIC, 17,
    "action “heal” heals: it cannot have answers=\"true\"" },
  { "hit-chance-zero.ruleset.xml", TACTICS_FILE_ERROR_SEMANTIC, 7,
    "hit-chance 0 is below the minimum of 1" },
  { "answers-not-boolean.ruleset.xml", TACTICS_FILE_ERROR_SEMANTIC, 16,
    "unknown answers “yes” (expected true, false)" },
};

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

/* Deep nesting inside a map stops at the first element a map cannot
 * hold; in a document of no known kind, at the depth limit. */
static void
test_deep_nesting (void)
{
  g_autofree char *folder = make_temp_folder ();
  g_autofree char *path = g_build_filename (folder, "deep.map.xml", NULL);
  g_autofree char *other_path = g_build_filename (folder, "deep.xml", NULL);
  g_autoptr(GString) nesting = g_string_new (NULL);
  g_autofree char *text = NULL;
  g_autofree char *other_text = NULL;
  g_autoptr(GFile) file = NULL;
  g_autoptr(GFile) other_file = NULL;
  g_autoptr(GError) error = NULL;
  g_autoptr(TacticsMap) map = NULL;
  const guint depth = 100000;

  for (guint i = 0; i < depth; i++)
    g_string_append (nesting, "<a>");
  for (guint i = 0; i < depth; i++)
    g_string_append (nesting, "</a>");
  text = g_strdup_printf ("<?xml version=\"1.0\"?>\n"
                          "<tactics-map version=\"1\" width=\"1\" height=\"1\" "
                          "topology=\"square\">\n%s\n</tactics-map>\n", nesting->str);
  other_text = g_strdup_printf ("<?xml version=\"1.0\"?>\n<deep>\n%s\n</deep>\n",
                                nesting->str);

  g_file_set_contents (path, text, -1, &error);
  g_assert_no_error (error);
  g_file_set_contents (other_path, other_text, -1, &error);
  g_assert_no_error (error);

  file = g_file_new_for_path (path);
  map = tactics_map_load (file, &error);
  g_assert_null (map);
  assert_file_error (error, TACTICS_FILE_ERROR_INVALID, path, 3,
                     "unexpected element <a> in <tactics-map>");
  g_clear_error (&error);

  other_file = g_file_new_for_path (other_path);
  g_assert_false (tactics_file_validate (other_file, &error));
  assert_file_error (error, TACTICS_FILE_ERROR_TOO_LARGE, other_path, 3,
                     "elements are nested deeper than the limit of 32 levels");

  remove_temp_folder (folder);
}

/* Nesting exactly at the limit parses, in a document of no Tactics kind
 * (in one, the strange elements are refused as they come). */
static void
test_nesting_at_limit (void)
{
  g_autoptr(GString) text = g_string_new ("<deep version=\"1\">");
  g_autoptr(GError) error = NULL;
  g_autoptr(xmlDoc) doc = NULL;

  for (guint i = 1; i < TACTICS_MAX_XML_DEPTH; i++)
    g_string_append (text, "<a>");
  for (guint i = 1; i < TACTICS_MAX_XML_DEPTH; i++)
    g_string_append (text, "</a>");
  g_string_append (text, "</deep>");

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

/* --- File errors ------------------------------------------------------------ */

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
  g_test_add_func ("/file/error-parts", test_error_parts);

  return g_test_run ();
}
