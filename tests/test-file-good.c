/* SPDX-License-Identifier: GPL-3.0-or-later */
/* Loading maps and rulesets that are right: the good fixtures
 * (tests/data/good/) load as written and save back byte for byte, the
 * bundled data loads, and big, thin and escaped maps round-trip. */
#include "config.h"

#include <string.h>

#include "tactics.h"
#include "file-test-helpers.h"

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
  g_assert_cmpint (tactics_terrain_get_role (forest), ==, TACTICS_TERRAIN_ROLE_FOREST);
  g_assert_cmpint (tactics_terrain_get_role (tactics_ruleset_lookup_terrain (ruleset, "w")), ==,
                   TACTICS_TERRAIN_ROLE_NONE);
  g_assert_true (tactics_terrain_get_blocks_sight (forest));
  g_assert_false (tactics_terrain_get_blocks_sight (tactics_ruleset_lookup_terrain (ruleset, "w")));

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
      tactics_terrain_set_role (terrain, i == 1 ? TACTICS_TERRAIN_ROLE_CROSSING
                                                : TACTICS_TERRAIN_ROLE_NONE);
      tactics_terrain_set_blocks_sight (terrain, i == 2);
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
  g_assert_cmpint (tactics_terrain_get_role (tactics_ruleset_lookup_terrain (reloaded, "m1")), ==,
                   TACTICS_TERRAIN_ROLE_CROSSING);
  g_assert_true (tactics_terrain_get_blocks_sight (tactics_ruleset_lookup_terrain (reloaded, "m2")));
  g_assert_false (tactics_terrain_get_blocks_sight (tactics_ruleset_lookup_terrain (reloaded,
                                                                                    "m1")));
  saved_again = tactics_ruleset_to_bytes (reloaded);
  assert_bytes_equal (saved, saved_again);
}

/* --- Big maps ------------------------------------------------------------- */

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

int
main (int   argc,
      char *argv[])
{
  tactics_init ();
  g_test_init (&argc, &argv, NULL);

  g_test_add_func ("/file/good/example", test_example_map);
  g_test_add_data_func ("/file/good/canonical/example", "example.map.xml", test_canonical_file);
  g_test_add_data_func ("/file/good/canonical/hex", "hex.map.xml", test_canonical_file);
  g_test_add_data_func ("/file/good/canonical/referencing", "referencing.map.xml",
                        test_canonical_file);
  g_test_add_data_func ("/file/good/canonical/ruleset", "ruleset.xml", test_canonical_file);
  g_test_add_data_func ("/file/good/canonical/combat", "combat.map.xml", test_canonical_file);
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

  return g_test_run ();
}
