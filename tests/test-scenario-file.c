/* SPDX-License-Identifier: GPL-3.0-or-later */
/* Scenario files: good ones load with every value and save back byte for
 * byte, alone or inside their map; every file of the bad corpus
 * (tests/data/scenarios/bad/) gives its own error code, line and message;
 * hostile files are refused; the schema agrees with xmllint. */
#include "config.h"

#include <glib/gstdio.h>
#include <string.h>

#include "tactics.h"
#include "tactics-file-private.h"
#include "tactics-scenario-file-private.h"
#include "file-test-helpers.h"
#include "required-tools.h"

#define GOOD "scenarios/good"
#define BAD "scenarios/bad"

static TacticsScenario *
load_good (const char *name)
{
  g_autoptr(GFile) file = fixture_file (GOOD, name);
  g_autoptr(GError) error = NULL;
  TacticsScenario *scenario = tactics_scenario_load (file, &error);

  g_assert_no_error (error);
  g_assert_nonnull (scenario);
  return scenario;
}

static TacticsSide *
get_side (TacticsScenario *scenario,
          guint            position)
{
  g_autoptr(TacticsSide) side = g_list_model_get_item (tactics_scenario_get_sides (scenario),
                                                       position);

  return side;
}

static TacticsObjective *
get_objective (TacticsSide *side,
               guint        position)
{
  g_autoptr(TacticsObjective) objective = NULL;

  objective = g_list_model_get_item (tactics_side_get_objectives (side), position);
  return objective;
}

/* --- Good files ------------------------------------------------------------ */

static void
test_tower (void)
{
  g_autoptr(TacticsScenario) scenario = load_good ("tower.scenario.xml");
  TacticsMap *map = tactics_scenario_get_map (scenario);
  TacticsRegion *region;
  TacticsSide *blue, *red, *green;
  TacticsObjective *objective;
  const TacticsPlacedUnit *unit;
  const TacticsCell *cells;
  const char * const *allowed;
  guint n_cells;

  g_assert_cmpstr (tactics_map_get_name (map), ==, "Field");
  g_assert_cmpstr (tactics_scenario_get_map_path (scenario), ==, "field.map.xml");
  g_assert_null (tactics_scenario_get_translation_domain (scenario));
  g_assert_cmpstr (tactics_scenario_get_name (scenario), ==, "Hold the Wood");
  g_assert_cmpuint (tactics_scenario_get_round_limit (scenario), ==, 12);
  g_assert_cmpstr (tactics_scenario_get_description (scenario), ==,
                   "Two patrols meet at the wood in the middle of the field.");
  g_assert_cmpstr (tactics_scenario_get_victory_text (scenario), ==, "The wood is ours.");
  g_assert_cmpstr (tactics_scenario_get_defeat_text (scenario), ==,
                   "The patrol is lost & the wood with it.");

  g_assert_cmpuint (g_list_model_get_n_items (tactics_scenario_get_regions (scenario)), ==, 4);
  region = tactics_scenario_lookup_region (scenario, "wood");
  g_assert_cmpstr (tactics_region_get_name (region), ==, "The Wood");
  g_assert_cmpstr (tactics_region_get_color (region), ==, "#d4a017");
  g_assert_false (tactics_region_get_revealed (region));
  cells = tactics_region_get_cells (region, &n_cells);
  g_assert_cmpuint (n_cells, ==, 8);
  g_assert_cmpint (cells[0].x, ==, 3);
  g_assert_cmpint (cells[0].y, ==, 0);
  g_assert_cmpint (cells[7].x, ==, 4);
  g_assert_cmpint (cells[7].y, ==, 5);
  region = tactics_scenario_lookup_region (scenario, "west");
  g_assert_cmpuint (tactics_region_get_n_cells (region), ==, 6);
  g_assert_true (tactics_region_get_revealed (region));
  g_assert_true (tactics_region_contains (region, (TacticsCell) { 2, 0 }));
  g_assert_false (tactics_region_contains (region, (TacticsCell) { 1, 1 }));
  region = tactics_scenario_lookup_region (scenario, "east");
  g_assert_null (tactics_region_get_name (region));
  g_assert_cmpuint (tactics_region_get_n_cells (tactics_scenario_lookup_region (scenario,
                                                                                "empty")), ==, 0);

  g_assert_cmpuint (g_list_model_get_n_items (tactics_scenario_get_sides (scenario)), ==, 3);
  blue = get_side (scenario, 0);
  g_assert_cmpstr (tactics_side_get_id (blue), ==, "blue");
  g_assert_cmpstr (tactics_side_get_name (blue), ==, "Blue");
  g_assert_cmpuint (tactics_side_get_team (blue), ==, 0);
  g_assert_cmpint (tactics_side_get_player_kind (blue), ==, TACTICS_PLAYER_HUMAN);
  g_assert_cmpint (tactics_side_get_level (blue), ==, TACTICS_AI_LEVEL_NORMAL);
  g_assert_cmpuint (tactics_side_get_budget (blue), ==, 4);
  g_assert_cmpstr (tactics_side_get_start_zone (blue), ==, "west");
  allowed = tactics_side_get_allowed_units (blue);
  g_assert_nonnull (allowed);
  g_assert_cmpuint (g_strv_length ((char **) allowed), ==, 2);
  g_assert_cmpstr (allowed[0], ==, "knight");
  g_assert_cmpstr (allowed[1], ==, "archer");

  g_assert_cmpuint (tactics_side_get_n_placed_units (blue), ==, 2);
  unit = tactics_side_get_placed_unit (blue, 0);
  g_assert_cmpstr (unit->id, ==, "captain");
  g_assert_cmpstr (unit->name, ==, "Captain Aldric");
  g_assert_cmpstr (unit->unit_type, ==, "knight");
  g_assert_cmpint (unit->cell.x, ==, 1);
  g_assert_cmpint (unit->cell.y, ==, 1);
  g_assert_cmpuint (unit->hp, ==, 7);
  unit = tactics_side_get_placed_unit (blue, 1);
  g_assert_null (unit->name);
  g_assert_cmpuint (unit->hp, ==, 0);

  g_assert_cmpuint (g_list_model_get_n_items (tactics_side_get_objectives (blue)), ==, 3);
  objective = get_objective (blue, 0);
  g_assert_cmpint (tactics_objective_get_kind (objective), ==, TACTICS_OBJECTIVE_HOLD_REGION);
  g_assert_cmpstr (tactics_objective_get_region (objective), ==, "wood");
  g_assert_cmpuint (tactics_objective_get_rounds (objective), ==, 3);
  objective = get_objective (blue, 1);
  g_assert_cmpint (tactics_objective_get_kind (objective), ==, TACTICS_OBJECTIVE_PROTECT_UNIT);
  g_assert_cmpstr (tactics_objective_get_unit (objective), ==, "captain");
  objective = get_objective (blue, 2);
  g_assert_cmpint (tactics_objective_get_kind (objective), ==, TACTICS_OBJECTIVE_ELIMINATE_UNIT);
  g_assert_cmpstr (tactics_objective_get_unit (objective), ==, "chief");
  g_assert_cmpuint (tactics_objective_get_points (objective), ==, 5);

  red = get_side (scenario, 1);
  g_assert_cmpint (tactics_side_get_player_kind (red), ==, TACTICS_PLAYER_COMPUTER);
  g_assert_cmpint (tactics_side_get_level (red), ==, TACTICS_AI_LEVEL_HARD);
  g_assert_cmpuint (tactics_side_get_team (red), ==, 3);
  g_assert_cmpuint (tactics_side_get_budget (red), ==, 0);
  /* An empty list allows nothing; no list allows anything. */
  g_assert_nonnull (tactics_side_get_allowed_units (red));
  g_assert_null (tactics_side_get_allowed_units (red)[0]);
  g_assert_false (tactics_side_allows_unit (red, "knight"));
  objective = get_objective (red, 0);
  g_assert_cmpint (tactics_objective_get_kind (objective), ==, TACTICS_OBJECTIVE_REACH_REGION);
  g_assert_cmpstr (tactics_objective_get_region (objective), ==, "west");
  g_assert_cmpstr (tactics_objective_get_unit (objective), ==, "chief");
  objective = get_objective (red, 1);
  g_assert_cmpint (tactics_objective_get_kind (objective), ==, TACTICS_OBJECTIVE_SURVIVE_ROUNDS);
  g_assert_cmpuint (tactics_objective_get_rounds (objective), ==, 12);

  green = get_side (scenario, 2);
  g_assert_null (tactics_side_get_name (green));
  g_assert_null (tactics_side_get_start_zone (green));
  g_assert_null (tactics_side_get_allowed_units (green));
  g_assert_true (tactics_side_allows_unit (green, "archer"));
  g_assert_cmpuint (tactics_side_get_n_placed_units (green), ==, 0);
  g_assert_cmpuint (g_list_model_get_n_items (tactics_side_get_objectives (green)), ==, 0);
}

/* A canonical file saves back byte for byte. */
static void
test_canonical (gconstpointer data)
{
  const char *name = data;
  g_autoptr(TacticsScenario) scenario = load_good (name);
  g_autoptr(GBytes) original = read_fixture (GOOD, name);
  g_autoptr(GBytes) saved = tactics_scenario_to_bytes (scenario);

  assert_bytes_equal (original, saved);
}

/* The map holding a scenario loads as the scenario, and as a plain map. */
static void
test_embedded (void)
{
  g_autoptr(TacticsScenario) scenario = load_good ("embedded.map.xml");
  g_autoptr(GFile) file = fixture_file (GOOD, "embedded.map.xml");
  g_autoptr(GFile) field_file = fixture_file (GOOD, "field.map.xml");
  g_autoptr(GError) error = NULL;
  g_autoptr(TacticsMap) map = NULL;
  g_autoptr(TacticsMap) field = NULL;
  TacticsSide *red;

  g_assert_null (tactics_scenario_get_map_path (scenario));
  g_assert_cmpstr (tactics_scenario_get_name (scenario), ==, "Skirmish at the Wood");
  g_assert_cmpstr (tactics_map_get_name (tactics_scenario_get_map (scenario)), ==,
                   "Field with a scenario");
  red = get_side (scenario, 1);
  g_assert_cmpuint (tactics_side_get_placed_unit (red, 0)->hp, ==, 8);
  g_assert_cmpuint (tactics_region_get_n_cells (tactics_scenario_lookup_region (scenario,
                                                                                "wood")), ==, 4);

  map = tactics_map_load (file, &error);
  g_assert_no_error (error);
  field = tactics_map_load (field_file, &error);
  g_assert_no_error (error);
  tactics_map_set_name (field, "Field with a scenario");
  g_assert_true (tactics_map_equal (map, field));
  g_assert_true (tactics_file_validate (file, &error));
  g_assert_no_error (error);

  /* A map saved on its own leaves the scenario out. */
  {
    g_autoptr(GBytes) bytes = tactics_map_to_bytes (map);

    g_assert_null (g_strstr_len (g_bytes_get_data (bytes, NULL), g_bytes_get_size (bytes),
                                 "<scenario"));
  }
}

/* A file written loosely (blanks, cells out of order, defaults left out)
 * loads to what its canonical form says. */
static void
test_loose (void)
{
  g_autoptr(TacticsScenario) scenario = NULL;
  g_autoptr(TacticsScenario) again = NULL;
  g_autoptr(GBytes) saved = NULL;
  g_autoptr(GError) error = NULL;
  g_autoptr(GFile) folder = fixture_file (GOOD, "");
  TacticsRegion *region;
  const char *loose =
    "<?xml version=\"1.0\" encoding=\"UTF-8\"?>\n"
    "<tactics-scenario version=\"1\" map=\"field.map.xml\">\n"
    "  <regions><region id=\"r\" color=\"#123456\"><cells>  4,1\t2-3,1\n\n 0,0   </cells>"
    "</region></regions>\n"
    "  <sides>\n"
    "    <side id=\"a\" team=\"0\" controller=\" computer \"><allowed-units>\n archer\n "
    "</allowed-units></side>\n"
    "    <side id=\"b\" team=\"1\" controller=\"human\"><objective kind=\"reach-region\" "
    "region=\"r\"/></side>\n"
    "  </sides>\n"
    "</tactics-scenario>\n";
  const char *canonical =
    "<?xml version=\"1.0\" encoding=\"UTF-8\"?>\n"
    "<tactics-scenario version=\"1\" map=\"field.map.xml\">\n"
    "  <regions>\n"
    "    <region id=\"r\" color=\"#123456\">\n"
    "      <cells>\n"
    "        0,0\n"
    "        2-4,1\n"
    "      </cells>\n"
    "    </region>\n"
    "  </regions>\n"
    "  <sides>\n"
    "    <side id=\"a\" team=\"0\" controller=\"computer\" level=\"normal\">\n"
    "      <allowed-units>archer</allowed-units>\n"
    "    </side>\n"
    "    <side id=\"b\" team=\"1\" controller=\"human\" level=\"normal\">\n"
    "      <objective kind=\"reach-region\" region=\"r\"/>\n"
    "    </side>\n"
    "  </sides>\n"
    "</tactics-scenario>\n";
  g_autoptr(GBytes) bytes = g_bytes_new_static (loose, strlen (loose));
  g_autoptr(GBytes) expected = g_bytes_new_static (canonical, strlen (canonical));

  scenario = tactics_scenario_load_from_bytes (bytes, "loose.scenario.xml", folder, &error);
  g_assert_no_error (error);
  region = tactics_scenario_lookup_region (scenario, "r");
  g_assert_cmpuint (tactics_region_get_n_cells (region), ==, 4);
  saved = tactics_scenario_to_bytes (scenario);
  assert_bytes_equal (expected, saved);

  again = tactics_scenario_load_from_bytes (saved, "again.scenario.xml", folder, &error);
  g_assert_no_error (error);
}

/* The bundled scenarios load and save back byte for byte. */
static void
test_bundled (void)
{
  g_autofree char *folder = g_test_build_filename (G_TEST_DIST, "..", "data", "scenarios", NULL);
  g_autoptr(GDir) dir = g_dir_open (folder, 0, NULL);
  const char *name;
  guint n_files = 0;

  g_assert_nonnull (dir);
  while ((name = g_dir_read_name (dir)) != NULL)
    {
      g_autofree char *path = g_build_filename (folder, name, NULL);
      g_autoptr(GFile) file = g_file_new_for_path (path);
      g_autoptr(GError) error = NULL;
      g_autoptr(TacticsScenario) scenario = tactics_scenario_load (file, &error);
      g_autoptr(GBytes) saved = NULL;
      g_autoptr(GBytes) original = NULL;
      g_autofree char *contents = NULL;
      gsize length;

      g_assert_no_error (error);
      g_assert_cmpstr (tactics_scenario_get_translation_domain (scenario), ==, GETTEXT_PACKAGE);
      saved = tactics_scenario_to_bytes (scenario);
      g_assert_true (g_file_get_contents (path, &contents, &length, NULL));
      original = g_bytes_new_take (g_steal_pointer (&contents), length);
      assert_bytes_equal (original, saved);
      n_files++;
    }

  g_assert_cmpuint (n_files, >=, 1);
}

/* A scenario as one file naming no other (the play-test's): it loads with
 * no folder to look in, as the same scenario on the same rules, edits to
 * its rules included, with its fog of war and regions revealed at the
 * start. */
static void
test_self_contained (void)
{
  g_autofree char *path = g_test_build_filename (G_TEST_DIST, "..", "data", "scenarios",
                                                 "hold-the-ford.scenario.xml", NULL);
  g_autoptr(GFile) file = g_file_new_for_path (path);
  g_autoptr(GError) error = NULL;
  g_autoptr(TacticsScenario) scenario = tactics_scenario_load (file, &error);
  g_autoptr(TacticsScenario) loaded = NULL;
  g_autoptr(GBytes) bytes = NULL;
  g_autoptr(GBytes) plain = NULL;
  TacticsRuleset *rules;

  g_assert_no_error (error);
  /* An edit not saved anywhere. */
  rules = tactics_map_get_ruleset (tactics_scenario_get_map (scenario));
  tactics_unit_type_set_max_hp (tactics_ruleset_lookup_unit_type (rules, "infantry"), 31);
  tactics_unit_type_set_sight (tactics_ruleset_lookup_unit_type (rules, "infantry"), 7);
  tactics_terrain_set_blocks_sight (tactics_ruleset_lookup_terrain (rules, "h"), TRUE);
  tactics_scenario_set_fog (scenario, TACTICS_FOG_MODE_SHROUD);
  tactics_region_set_revealed (tactics_scenario_lookup_region (scenario, "ford"), TRUE);
  bytes = tactics_scenario_to_self_contained_bytes (scenario);
  g_assert_null (g_strstr_len (g_bytes_get_data (bytes, NULL), g_bytes_get_size (bytes),
                               "ruleset=\""));
  loaded = tactics_scenario_load_from_bytes (bytes, "play-test.map.xml", NULL, &error);
  g_assert_no_error (error);
  g_assert_cmpstr (tactics_scenario_get_name (loaded), ==, tactics_scenario_get_name (scenario));
  g_assert_cmpuint (g_list_model_get_n_items (tactics_scenario_get_sides (loaded)), ==, 2);
  g_assert_cmpuint (g_list_model_get_n_items (tactics_scenario_get_regions (loaded)), ==, 3);
  g_assert_cmpint (tactics_unit_type_get_max_hp (tactics_ruleset_lookup_unit_type (
                     tactics_map_get_ruleset (tactics_scenario_get_map (loaded)), "infantry")),
                   ==, 31);
  g_assert_cmpuint (tactics_unit_type_get_sight (tactics_ruleset_lookup_unit_type (
                      tactics_map_get_ruleset (tactics_scenario_get_map (loaded)), "infantry")),
                    ==, 7);
  g_assert_true (tactics_terrain_get_blocks_sight (tactics_ruleset_lookup_terrain (
                   tactics_map_get_ruleset (tactics_scenario_get_map (loaded)), "h")));
  g_assert_cmpint (tactics_scenario_get_fog (loaded), ==, TACTICS_FOG_MODE_SHROUD);
  g_assert_true (tactics_region_get_revealed (tactics_scenario_lookup_region (loaded, "ford")));
  g_assert_false (tactics_region_get_revealed (tactics_scenario_lookup_region (loaded,
                                                                              "west-bank")));
  /* The ordinary bytes still name the map file. */
  plain = tactics_scenario_to_bytes (scenario);
  g_assert_nonnull (g_strstr_len (g_bytes_get_data (plain, NULL), g_bytes_get_size (plain),
                                  "map=\"../maps/skirmish.map.xml\""));
}

/* A region of a few cells far apart on a big map: every one of them, in
 * reading order, whatever order the file gives them in. */
static void
test_sparse_region (void)
{
  g_autofree char *folder = make_temp_folder ();
  g_autofree char *map_path = g_build_filename (folder, "big.map.xml", NULL);
  g_autoptr(GFile) map_file = g_file_new_for_path (map_path);
  g_autoptr(GFile) folder_file = g_file_new_for_path (folder);
  g_autoptr(TacticsMap) map = make_big_map (256, 256);
  g_autoptr(GError) error = NULL;
  g_autoptr(TacticsScenario) scenario = NULL;
  const char *text =
    "<tactics-scenario version=\"1\" map=\"big.map.xml\">\n"
    "<regions><region id=\"r\" color=\"#000000\"><cells>255,255 7,200 0,0 100,50 64,50 "
    "63,50</cells></region></regions>\n"
    "<sides><side id=\"a\" team=\"0\" controller=\"human\"/>"
    "<side id=\"b\" team=\"1\" controller=\"human\"/></sides>\n"
    "</tactics-scenario>\n";
  g_autoptr(GBytes) bytes = g_bytes_new_static (text, strlen (text));
  const TacticsCell expected[] = {
    { 0, 0 }, { 63, 50 }, { 64, 50 }, { 100, 50 }, { 7, 200 }, { 255, 255 }
  };
  const TacticsCell *cells;
  guint n_cells;

  g_assert_true (tactics_map_save (map, map_file, &error));
  g_assert_no_error (error);
  scenario = tactics_scenario_load_from_bytes (bytes, "sparse", folder_file, &error);
  g_assert_no_error (error);

  cells = tactics_region_get_cells (tactics_scenario_lookup_region (scenario, "r"), &n_cells);
  g_assert_cmpmem (cells, n_cells * sizeof (TacticsCell), expected, sizeof expected);

  remove_temp_folder (folder);
}

/* A map without a scenario is no scenario; from memory, a reference needs
 * a folder. */
static void
test_no_scenario (void)
{
  g_autoptr(GFile) file = fixture_file (GOOD, "field.map.xml");
  g_autoptr(GBytes) bytes = read_fixture (GOOD, "tower.scenario.xml");
  g_autoptr(GError) error = NULL;
  g_autoptr(TacticsScenario) scenario = tactics_scenario_load (file, &error);

  g_assert_null (scenario);
  assert_file_error (error, TACTICS_FILE_ERROR_WRONG_KIND, g_file_peek_path (file), 2,
                     "this map holds no <scenario>");
  g_clear_error (&error);

  scenario = tactics_scenario_load_from_bytes (bytes, "memory", NULL, &error);
  g_assert_null (scenario);
  assert_file_error (error, TACTICS_FILE_ERROR_REFERENCE, "memory", 2,
                     "cannot look for the map “field.map.xml”: the scenario is not in a folder");
}

/* One read gives whichever a file holds: a map alone, a map with its
 * scenario, a scenario file with the map it names; a ruleset is refused as
 * the map loader refuses it. */
static void
test_load_with_scenario (void)
{
  const char * const files[][2] = {
    { GOOD, "field.map.xml" }, { GOOD, "embedded.map.xml" }, { GOOD, "tower.scenario.xml" },
  };
  g_autoptr(GFile) ruleset = fixture_file ("good", "ruleset.xml");
  g_autoptr(TacticsScenario) none = NULL;
  g_autoptr(TacticsMap) refused = NULL;
  g_autoptr(GError) error = NULL;

  for (guint i = 0; i < G_N_ELEMENTS (files); i++)
    {
      g_autoptr(GFile) file = fixture_file (files[i][0], files[i][1]);
      g_autoptr(TacticsScenario) scenario = NULL;
      g_autoptr(TacticsMap) map = tactics_map_load_with_scenario (file, &scenario, &error);

      g_assert_no_error (error);
      g_assert_nonnull (map);
      g_assert_true ((scenario != NULL) == (i > 0));
      if (scenario != NULL)
        g_assert_true (tactics_scenario_get_map (scenario) == map);
    }

  refused = tactics_map_load_with_scenario (ruleset, &none, &error);
  g_assert_null (refused);
  g_assert_null (none);
  g_assert_error (error, TACTICS_FILE_ERROR, TACTICS_FILE_ERROR_WRONG_KIND);
}

/* --- Saving ---------------------------------------------------------------- */

static TacticsScenario *
build_scenario (TacticsMap *map)
{
  TacticsScenario *scenario = tactics_scenario_new (map);
  g_autoptr(TacticsRegion) region = tactics_region_new ("hill", "Hill <1> & \"2\"");
  g_autoptr(TacticsSide) a = tactics_side_new ("a", "Side A");
  g_autoptr(TacticsSide) b = tactics_side_new ("b", NULL);
  g_autoptr(TacticsObjective) objective = tactics_objective_new (TACTICS_OBJECTIVE_MOST_POINTS);
  g_autoptr(TacticsPlacedUnit) unit = tactics_placed_unit_new ("u1", "archer",
                                                               (TacticsCell) { 5, 5 });
  const TacticsCell cells[] = { { 0, 5 }, { 1, 5 }, { 2, 5 }, { 7, 5 }, { 5, 0 } };

  tactics_scenario_set_name (scenario, "Built");
  tactics_scenario_set_round_limit (scenario, 9);
  tactics_scenario_set_description (scenario, "Line one\nline two");
  tactics_region_set_color (region, "#abcdef");
  tactics_region_set_cells (region, cells, G_N_ELEMENTS (cells), TRUE);
  tactics_scenario_insert_region (scenario, 0, region);
  tactics_side_set_team (b, 7);
  tactics_side_set_player_kind (b, TACTICS_PLAYER_COMPUTER);
  tactics_objective_set_points (objective, 3);
  tactics_side_insert_objective (b, 0, objective);
  unit->hp = 2;
  tactics_side_insert_placed_unit (b, 0, unit);
  tactics_scenario_insert_side (scenario, 0, a);
  tactics_scenario_insert_side (scenario, 1, b);

  return scenario;
}

static void
assert_same_scenario (TacticsScenario *expected,
                      TacticsScenario *actual)
{
  g_autoptr(GBytes) expected_bytes = tactics_scenario_to_bytes (expected);
  g_autoptr(GBytes) actual_bytes = tactics_scenario_to_bytes (actual);

  assert_bytes_equal (expected_bytes, actual_bytes);
}

/* Both forms save and load back; a scenario made in code too. */
static void
test_save (void)
{
  g_autofree char *folder = make_temp_folder ();
  g_autofree char *map_path = g_build_filename (folder, "built.map.xml", NULL);
  g_autofree char *scenario_path = g_build_filename (folder, "built.scenario.xml", NULL);
  g_autoptr(GFile) map_file = g_file_new_for_path (map_path);
  g_autoptr(GFile) scenario_file = g_file_new_for_path (scenario_path);
  g_autoptr(GFile) field_file = fixture_file (GOOD, "field.map.xml");
  g_autoptr(GError) error = NULL;
  g_autoptr(TacticsMap) map = tactics_map_load (field_file, &error);
  g_autoptr(TacticsScenario) scenario = NULL;
  g_autoptr(TacticsScenario) loaded = NULL;
  g_autoptr(TacticsScenario) embedded = NULL;
  g_autoptr(TacticsMap) plain = NULL;

  g_assert_no_error (error);
  scenario = build_scenario (map);

  /* Embedded: the whole map with the scenario in it. */
  g_assert_true (tactics_scenario_save (scenario, map_file, &error));
  g_assert_no_error (error);
  embedded = tactics_scenario_load (map_file, &error);
  g_assert_no_error (error);
  assert_same_scenario (scenario, embedded);
  g_assert_true (tactics_map_equal (map, tactics_scenario_get_map (embedded)));
  plain = tactics_map_load (map_file, &error);
  g_assert_no_error (error);
  g_assert_true (tactics_map_equal (map, plain));

  /* On its own, naming the map just saved. */
  tactics_scenario_set_map_path (scenario, "built.map.xml");
  g_assert_true (tactics_scenario_save (scenario, scenario_file, &error));
  g_assert_no_error (error);
  g_assert_true (tactics_scenario_save (scenario, scenario_file, &error));
  g_assert_no_error (error);
  g_assert_cmpuint (count_folder_entries (folder), ==, 2);
  loaded = tactics_scenario_load (scenario_file, &error);
  g_assert_no_error (error);
  assert_same_scenario (scenario, loaded);
  g_assert_cmpstr (tactics_scenario_get_description (loaded), ==, "Line one\nline two");
  g_assert_cmpstr (tactics_region_get_name (tactics_scenario_lookup_region (loaded, "hill")), ==,
                   "Hill <1> & \"2\"");
  g_assert_true (tactics_file_validate (scenario_file, &error));
  g_assert_no_error (error);

  /* A folder in the way: refused, left as it is. */
  {
    g_autofree char *dir_path = g_build_filename (folder, "dir.scenario.xml", NULL);
    g_autoptr(GFile) dir = g_file_new_for_path (dir_path);

    g_assert_cmpint (g_mkdir (dir_path, 0700), ==, 0);
    g_assert_false (tactics_scenario_save (scenario, dir, &error));
    g_assert_error (error, TACTICS_FILE_ERROR, TACTICS_FILE_ERROR_IO);
    g_assert_true (g_file_test (dir_path, G_FILE_TEST_IS_DIR));
  }

  remove_temp_folder (folder);
}

/* --- The bad corpus ------------------------------------------------------- */

typedef struct {
  const char       *name;     /* in tests/data/scenarios/bad/ */
  TacticsFileError  code;
  int               line;
  const char       *detail;   /* the whole detail, or its start when it ends with '…' */
  const char       *blamed;   /* the file the error names (under tests/data/), when not this one */
} BadCase;

static const BadCase bad_cases[] = {
  { "future-version.scenario.xml", TACTICS_FILE_ERROR_VERSION, 2,
    "format version 2 is newer than this program reads (1)" },
  { "wrong-root.scenario.xml", TACTICS_FILE_ERROR_WRONG_KIND, 2,
    "the root element is <tactics-game>, expected <tactics-scenario>" },
  { "missing-map.scenario.xml", TACTICS_FILE_ERROR_INVALID, 2,
    "<tactics-scenario> lacks the attribute “map”" },
  { "map-missing.scenario.xml", TACTICS_FILE_ERROR_REFERENCE, 2,
    "cannot use the map “../good/nothing.map.xml”: …" },
  { "map-self.scenario.xml", TACTICS_FILE_ERROR_REFERENCE, 2,
    "the map “map-self.scenario.xml” is the scenario itself" },
  { "map-broken.scenario.xml", TACTICS_FILE_ERROR_SEMANTIC, 12,
    "row 3 has 7 cells, expected 6", "bad/grid-row-too-long.map.xml" },
  { "map-wrong-kind.scenario.xml", TACTICS_FILE_ERROR_WRONG_KIND, 2,
    "the root element is <tactics-scenario>, expected <tactics-map>",
    "scenarios/good/tower.scenario.xml" },
  { "unknown-element.scenario.xml", TACTICS_FILE_ERROR_INVALID, 3,
    "unexpected element <weather> in <tactics-scenario>" },
  { "unknown-attribute.scenario.xml", TACTICS_FILE_ERROR_INVALID, 11,
    "unexpected attribute “colour” in <side>" },
  { "out-of-order.scenario.xml", TACTICS_FILE_ERROR_INVALID, 10,
    "<description> must come before <regions>" },
  { "two-victories.scenario.xml", TACTICS_FILE_ERROR_INVALID, 4,
    "<tactics-scenario> has more than one <victory>" },
  { "no-sides.scenario.xml", TACTICS_FILE_ERROR_INVALID, 2,
    "<tactics-scenario> lacks a <sides>" },
  { "one-side.scenario.xml", TACTICS_FILE_ERROR_SEMANTIC, 10,
    "a scenario needs at least 2 sides, this one has 1" },
  { "nine-sides.scenario.xml", TACTICS_FILE_ERROR_TOO_LARGE, 25,
    "more than 8 <side> elements" },
  { "duplicate-side.scenario.xml", TACTICS_FILE_ERROR_SEMANTIC, 15,
    "duplicate <side> id “blue” (first defined on line 11)" },
  { "duplicate-region.scenario.xml", TACTICS_FILE_ERROR_SEMANTIC, 9,
    "duplicate <region> id “wood” (first defined on line 4)" },
  { "duplicate-unit.scenario.xml", TACTICS_FILE_ERROR_SEMANTIC, 16,
    "duplicate <unit> id “captain” (first defined on line 12)" },
  { "bad-side-id.scenario.xml", TACTICS_FILE_ERROR_SEMANTIC, 11,
    "<side> id “blue side” is not 1 to 32 letters, digits, “_”, “-” or “.”" },
  { "team-8.scenario.xml", TACTICS_FILE_ERROR_TOO_LARGE, 11,
    "team 8 is over the limit of 7" },
  { "team-negative.scenario.xml", TACTICS_FILE_ERROR_SEMANTIC, 11,
    "team -1 is below the minimum of 0" },
  { "unknown-controller.scenario.xml", TACTICS_FILE_ERROR_SEMANTIC, 11,
    "unknown controller “robot” (expected human, computer)" },
  { "unknown-level.scenario.xml", TACTICS_FILE_ERROR_SEMANTIC, 15,
    "unknown level “expert” (expected normal, hard)" },
  { "budget-over.scenario.xml", TACTICS_FILE_ERROR_TOO_LARGE, 15,
    "budget 257 is over the limit of 256" },
  { "unknown-start-zone.scenario.xml", TACTICS_FILE_ERROR_SEMANTIC, 11,
    "unknown region “hill”" },
  { "unknown-unit-type.scenario.xml", TACTICS_FILE_ERROR_SEMANTIC, 12,
    "unknown unit type “dragon”" },
  { "unit-off-map.scenario.xml", TACTICS_FILE_ERROR_TOO_LARGE, 12,
    "x 8 is over the limit of 7" },
  { "unit-missing-y.scenario.xml", TACTICS_FILE_ERROR_INVALID, 12,
    "<unit> lacks the attribute “y”" },
  { "units-same-cell.scenario.xml", TACTICS_FILE_ERROR_SEMANTIC, 16,
    "units “captain” and “chief” are both on cell (1, 1)" },
  { "hp-over-max.scenario.xml", TACTICS_FILE_ERROR_TOO_LARGE, 12,
    "hp 11 is over the limit of 10" },
  { "hp-zero.scenario.xml", TACTICS_FILE_ERROR_SEMANTIC, 12,
    "hp 0 is below the minimum of 1" },
  { "unknown-allowed-unit.scenario.xml", TACTICS_FILE_ERROR_SEMANTIC, 12,
    "unknown unit type “dragon”" },
  { "allowed-twice.scenario.xml", TACTICS_FILE_ERROR_SEMANTIC, 12,
    "unit type “knight” is allowed twice" },
  { "allowed-after-unit.scenario.xml", TACTICS_FILE_ERROR_INVALID, 13,
    "<allowed-units> must come before <unit>" },
  { "unknown-objective-kind.scenario.xml", TACTICS_FILE_ERROR_SEMANTIC, 13,
    "unknown kind “capture-flag” (expected eliminate-all, hold-region, reach-region, "
    "protect-unit, eliminate-unit, survive-rounds, most-points)" },
  { "objective-missing-region.scenario.xml", TACTICS_FILE_ERROR_INVALID, 13,
    "objective kind “hold-region” needs the attribute “region”" },
  { "objective-extra-unit.scenario.xml", TACTICS_FILE_ERROR_SEMANTIC, 13,
    "objective kind “hold-region” cannot have the attribute “unit”" },
  { "objective-extra-region.scenario.xml", TACTICS_FILE_ERROR_SEMANTIC, 17,
    "objective kind “eliminate-unit” cannot have the attribute “region”" },
  { "objective-missing-unit.scenario.xml", TACTICS_FILE_ERROR_INVALID, 17,
    "objective kind “eliminate-unit” needs the attribute “unit”" },
  { "objective-missing-rounds.scenario.xml", TACTICS_FILE_ERROR_INVALID, 13,
    "objective kind “hold-region” needs the attribute “rounds”" },
  { "objective-extra-rounds.scenario.xml", TACTICS_FILE_ERROR_SEMANTIC, 17,
    "objective kind “eliminate-unit” cannot have the attribute “rounds”" },
  { "objective-rounds-zero.scenario.xml", TACTICS_FILE_ERROR_SEMANTIC, 13,
    "rounds 0 is below the minimum of 1" },
  { "objective-unknown-region.scenario.xml", TACTICS_FILE_ERROR_SEMANTIC, 13,
    "unknown region “hill”" },
  { "objective-unknown-unit.scenario.xml", TACTICS_FILE_ERROR_SEMANTIC, 17,
    "unknown unit “king”: no side places it" },
  { "protect-other-side.scenario.xml", TACTICS_FILE_ERROR_SEMANTIC, 17,
    "a side may protect only its own units, and “captain” is another side’s" },
  { "objective-points-over.scenario.xml", TACTICS_FILE_ERROR_TOO_LARGE, 17,
    "points 10000 is over the limit of 9999" },
  { "too-many-objectives.scenario.xml", TACTICS_FILE_ERROR_TOO_LARGE, 45,
    "more than 32 <objective> elements" },
  { "round-limit-over.scenario.xml", TACTICS_FILE_ERROR_TOO_LARGE, 2,
    "round-limit 10000 is over the limit of 9999" },
  { "round-limit-plus.scenario.xml", TACTICS_FILE_ERROR_SEMANTIC, 2,
    "round-limit “+5” is not a whole number" },
  { "cells-malformed.scenario.xml", TACTICS_FILE_ERROR_SEMANTIC, 6,
    "“3;4” in region “wood” is not a cell (X,Y) or a run of cells (X1-X2,Y)" },
  /* Shortened by characters, not bytes: the message stays valid UTF-8. */
  { "cells-unicode.scenario.xml", TACTICS_FILE_ERROR_SEMANTIC, 6,
    "“3,€€€€€€€€€€€€€€€€€€€€€€€€€€€€€€€€€€€€€€” in region “wood” is not a cell (X,Y) or a run of cells (X1-X2,Y)" },
  { "cells-backwards.scenario.xml", TACTICS_FILE_ERROR_SEMANTIC, 6,
    "“4-3,0” in region “wood” is not a cell (X,Y) or a run of cells (X1-X2,Y)" },
  { "cells-negative.scenario.xml", TACTICS_FILE_ERROR_SEMANTIC, 6,
    "“-1,0” in region “wood” is not a cell (X,Y) or a run of cells (X1-X2,Y)" },
  { "cells-off-map.scenario.xml", TACTICS_FILE_ERROR_SEMANTIC, 6,
    "cell (8, 0) of region “wood” is off the map (8 × 6)" },
  { "cells-huge-number.scenario.xml", TACTICS_FILE_ERROR_SEMANTIC, 6,
    "cell (3, 2147483647) of region “wood” is off the map (8 × 6)" },
  { "cells-twice.scenario.xml", TACTICS_FILE_ERROR_SEMANTIC, 7,
    "cell (4, 0) is listed twice in region “wood”" },
  { "cells-element.scenario.xml", TACTICS_FILE_ERROR_INVALID, 6,
    "unexpected element <b> in <cells>" },
  { "missing-cells.scenario.xml", TACTICS_FILE_ERROR_INVALID, 4,
    "<region> lacks a <cells>" },
  { "bad-color.scenario.xml", TACTICS_FILE_ERROR_SEMANTIC, 4,
    "colour “gold” is not of the form #rrggbb" },
  { "revealed-yes.scenario.xml", TACTICS_FILE_ERROR_SEMANTIC, 4,
    "unknown revealed “yes” (expected true, false)" },
  { "too-many-regions.scenario.xml", TACTICS_FILE_ERROR_TOO_LARGE, 264,
    "more than 256 <region> elements" },
  { "name-too-long.scenario.xml", TACTICS_FILE_ERROR_TOO_LARGE, 2,
    "name is over the limit of 256 characters" },
  { "description-too-long.scenario.xml", TACTICS_FILE_ERROR_TOO_LARGE, 3,
    "description is over the limit of 4096 characters" },
  { "bad-domain.scenario.xml", TACTICS_FILE_ERROR_SEMANTIC, 2,
    "translation domain “my rules” is not 1 to 32 letters, digits, “_”, “-” or “.”" },
  { "doctype.scenario.xml", TACTICS_FILE_ERROR_FORBIDDEN, 2,
    "document type declarations (DOCTYPE) are not allowed" },
  { "entity.scenario.xml", TACTICS_FILE_ERROR_FORBIDDEN, 3,
    "entity references are not allowed (“&secret;”)" },
  { "deep.scenario.xml", TACTICS_FILE_ERROR_INVALID, 3,
    "unexpected element <a> in <description>" },
  { "truncated.scenario.xml", TACTICS_FILE_ERROR_MALFORMED, 14,
    "Premature end of data…" },
};

static char *
canonical_fixture_path (const char *folder,
                        const char *name)
{
  g_autofree char *path = fixture_path (folder, name);
  g_autoptr(GFile) file = g_file_new_for_path (path);

  return g_file_get_path (file);
}

static void
test_bad_file (gconstpointer data)
{
  const BadCase *bad = data;
  g_autoptr(GFile) file = fixture_file (BAD, bad->name);
  g_autoptr(GFile) folder = g_file_get_parent (file);
  g_autoptr(GBytes) bytes = read_fixture (BAD, bad->name);
  g_autofree char *blamed = NULL;
  g_autoptr(GError) error = NULL;
  g_autoptr(TacticsScenario) scenario = NULL;

  if (bad->blamed != NULL)
    blamed = canonical_fixture_path (bad->blamed, NULL);
  else
    blamed = g_file_get_path (file);

  scenario = tactics_scenario_load (file, &error);
  g_assert_null (scenario);
  assert_file_error (error, bad->code, blamed, bad->line, bad->detail);
  g_clear_error (&error);

  /* The same through tactics_file_validate(), but for the root it does not
   * know. */
  g_assert_false (tactics_file_validate (file, &error));
  if (g_str_equal (bad->name, "wrong-root.scenario.xml"))
    assert_file_error (error, TACTICS_FILE_ERROR_WRONG_KIND, blamed, 2,
                       "<tactics-game> is not a kind of Tactics file");
  else
    assert_file_error (error, bad->code, blamed, bad->line, bad->detail);
  g_clear_error (&error);

  /* And from memory. */
  scenario = tactics_scenario_load_from_bytes (bytes, g_file_peek_path (file), folder, &error);
  g_assert_null (scenario);
  g_assert_error (error, TACTICS_FILE_ERROR, (int) bad->code);
  g_assert_cmpint (tactics_file_error_get_line (error), ==, bad->line);
}

/* Every file in the corpus has a case, and every case a file. */
static void
test_bad_corpus_complete (void)
{
  g_autofree char *folder = g_test_build_filename (G_TEST_DIST, "data", BAD, NULL);
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
        g_error ("tests/data/scenarios/bad/%s has no case in test-scenario-file.c", name);
      n_files++;
    }

  g_assert_cmpuint (n_files, ==, G_N_ELEMENTS (bad_cases));
}

/* The embedded form has the same checks, without a schema of its own. */
static void
test_bad_embedded (void)
{
  /* The scenario starts on line 28, after the grid of field.map.xml. */
  static const struct {
    const char       *scenario;
    TacticsFileError  code;
    int               line;
    const char       *detail;
  } cases[] = {
    { "<scenario version=\"1\">", TACTICS_FILE_ERROR_INVALID, 28,
      "unexpected attribute “version” in <scenario>" },
    { "<scenario map=\"field.map.xml\">", TACTICS_FILE_ERROR_INVALID, 28,
      "unexpected attribute “map” in <scenario>" },
    { "<scenario>\n<sides>\n<side id=\"a\" team=\"0\" controller=\"human\"/>\n</sides>",
      TACTICS_FILE_ERROR_SEMANTIC, 29, "a scenario needs at least 2 sides, this one has 1" },
    { "<scenario>\n<sides/>\n<victory>Late</victory>", TACTICS_FILE_ERROR_INVALID, 30,
      "<victory> must come before <sides>" },
  };
  g_autoptr(GBytes) field = read_fixture (GOOD, "field.map.xml");
  g_autoptr(GFile) folder = fixture_file (GOOD, "");
  const char *text = g_bytes_get_data (field, NULL);
  const char *end = g_strstr_len (text, g_bytes_get_size (field), "  </grid>\n");

  g_assert_nonnull (end);
  for (guint i = 0; i < G_N_ELEMENTS (cases); i++)
    {
      g_autofree char *map = g_strdup_printf ("%.*s  </grid>\n%s\n</scenario>\n</tactics-map>\n",
                                              (int) (end - text), text, cases[i].scenario);
      g_autoptr(GBytes) bytes = g_bytes_new_take (map, strlen (map));
      g_autoptr(GError) error = NULL;
      g_autoptr(TacticsScenario) scenario = NULL;

      g_steal_pointer (&map);
      scenario = tactics_scenario_load_from_bytes (bytes, "embedded", folder, &error);
      g_assert_null (scenario);
      assert_file_error (error, cases[i].code, "embedded", cases[i].line, cases[i].detail);
    }
}

/* --- Hostile files ----------------------------------------------------------- */

/* Regions claiming more cells than the largest map has, in little text:
 * refused as soon as the count goes over, whatever the text claims. */
static void
test_too_many_region_cells (void)
{
  g_autofree char *folder = make_temp_folder ();
  g_autofree char *map_path = g_build_filename (folder, "big.map.xml", NULL);
  g_autoptr(GFile) map_file = g_file_new_for_path (map_path);
  g_autoptr(GFile) folder_file = g_file_new_for_path (folder);
  g_autoptr(TacticsMap) map = make_big_map (1024, 1024);
  g_autoptr(GString) text = g_string_new (NULL);
  g_autoptr(GBytes) bytes = NULL;
  g_autoptr(GError) error = NULL;
  g_autoptr(TacticsScenario) scenario = NULL;
  guint n_regions = TACTICS_MAX_SCENARIO_REGION_CELLS / (1024 * 1024) + 1;

  g_assert_true (tactics_map_save (map, map_file, &error));
  g_assert_no_error (error);

  g_string_append (text, "<tactics-scenario version=\"1\" map=\"big.map.xml\">\n<regions>\n");
  for (guint i = 0; i < n_regions; i++)
    {
      g_string_append_printf (text, "<region id=\"r%u\" color=\"#000000\"><cells>\n", i);
      for (int y = 0; y < 1024; y++)
        g_string_append_printf (text, "0-1023,%d\n", y);
      g_string_append (text, "</cells></region>\n");
    }
  g_string_append (text, "</regions>\n<sides>\n"
                   "<side id=\"a\" team=\"0\" controller=\"human\"/>\n"
                   "<side id=\"b\" team=\"1\" controller=\"human\"/>\n"
                   "</sides>\n</tactics-scenario>\n");
  bytes = g_bytes_new (text->str, text->len);

  scenario = tactics_scenario_load_from_bytes (bytes, "hostile", folder_file, &error);
  g_assert_null (scenario);
  /* The first row of the region one too many: the regions before it hold
   * the limit exactly. */
  assert_file_error (error, TACTICS_FILE_ERROR_TOO_LARGE, "hostile",
                     3 + (int) (n_regions - 1) * 1026 + 1,
                     "the regions hold more than 16777216 cells in all");

  remove_temp_folder (folder);
}

/* A million repeats of one cell stop at the second. */
static void
test_repeated_cells (void)
{
  g_autoptr(GString) text = g_string_new (NULL);
  g_autoptr(GFile) folder = fixture_file (GOOD, "");
  g_autoptr(GBytes) bytes = NULL;
  g_autoptr(GError) error = NULL;
  g_autoptr(TacticsScenario) scenario = NULL;

  g_string_append (text, "<tactics-scenario version=\"1\" map=\"field.map.xml\">\n"
                   "<regions><region id=\"r\" color=\"#000000\"><cells>");
  for (guint i = 0; i < 1000000; i++)
    g_string_append (text, "0,0 ");
  g_string_append (text, "</cells></region></regions>\n<sides/>\n</tactics-scenario>\n");
  bytes = g_bytes_new (text->str, text->len);

  scenario = tactics_scenario_load_from_bytes (bytes, "hostile", folder, &error);
  g_assert_null (scenario);
  assert_file_error (error, TACTICS_FILE_ERROR_SEMANTIC, "hostile", 2,
                     "cell (0, 0) is listed twice in region “r”");
}

/* An error in cells far down a long file names its line, past the 65535
 * lines libxml2 keeps for elements. */
static void
test_far_line (void)
{
  g_autoptr(GString) text = g_string_new (NULL);
  g_autoptr(GFile) folder = fixture_file (GOOD, "");
  g_autoptr(GBytes) bytes = NULL;
  g_autoptr(GError) error = NULL;
  g_autoptr(TacticsScenario) scenario = NULL;

  g_string_append (text, "<tactics-scenario version=\"1\" map=\"field.map.xml\">\n");
  for (guint i = 0; i < 70000; i++)
    g_string_append (text, "<!-- -->\n");
  g_string_append (text, "<regions><region id=\"r\" color=\"#000000\"><cells>0,0\n");
  for (guint i = 0; i < 10000; i++)
    g_string_append_c (text, '\n');
  g_string_append (text, "0,9</cells></region></regions>\n<sides/>\n</tactics-scenario>\n");
  bytes = g_bytes_new (text->str, text->len);

  scenario = tactics_scenario_load_from_bytes (bytes, "far", folder, &error);
  g_assert_null (scenario);
  assert_file_error (error, TACTICS_FILE_ERROR_SEMANTIC, "far", 2 + 70000 + 10001,
                     "cell (0, 9) of region “r” is off the map (8 × 6)");
}

/* --- The schema ------------------------------------------------------------------ */

/* xmllint agrees with the good files, and the scenario inside a map passes
 * scenario.rng on its own. */
static void
test_schema (void)
{
  g_autofree char *xmllint = g_find_program_in_path ("xmllint");
  g_autofree char *schemas = g_test_build_filename (G_TEST_DIST, "..", "data", "schemas", NULL);
  g_autofree char *scenario_schema = g_build_filename (schemas, "scenario.rng", NULL);
  g_autofree char *map_schema = g_build_filename (schemas, "map.rng", NULL);
  g_autofree char *tower = fixture_path (GOOD, "tower.scenario.xml");
  g_autofree char *embedded = fixture_path (GOOD, "embedded.map.xml");
  g_autofree char *bad = fixture_path (BAD, "team-8.scenario.xml");
  g_autoptr(GFile) embedded_file = g_file_new_for_path (embedded);
  g_autoptr(GError) error = NULL;
  g_autoptr(xmlDoc) doc = tactics_file_parse (embedded_file, &error);
  g_autoptr(xmlDoc) part = xmlNewDoc ((const xmlChar *) "1.0");
  const char *good_runs[][5] = {
    { xmllint, "--noout", "--relaxng", scenario_schema, tower },
    { xmllint, "--noout", "--relaxng", map_schema, embedded },
  };
  const char *bad_run[] = { xmllint, "--noout", "--relaxng", scenario_schema, bad, NULL };
  int status;

  g_assert_no_error (error);
  xmlDocSetRootElement (part, xmlDocCopyNode (tactics_xml_find_child (xmlDocGetRootElement (doc),
                                                                      "scenario"), part, 1));
  g_assert_true (tactics_xml_validate (part, "scenario.rng", "part", &error));
  g_assert_no_error (error);

  if (xmllint == NULL)
    {
      required_tool_missing ("xmllint", "not installed");
      return;
    }

  for (guint i = 0; i < G_N_ELEMENTS (good_runs); i++)
    {
      const char *argv[6] = { NULL, };

      memcpy (argv, good_runs[i], sizeof good_runs[i]);
      g_assert_true (g_spawn_sync (NULL, (char **) argv, NULL, G_SPAWN_STDERR_TO_DEV_NULL,
                                   NULL, NULL, NULL, NULL, &status, &error));
      g_assert_no_error (error);
      if (!g_spawn_check_wait_status (status, NULL))
        g_error ("xmllint refuses %s", argv[4]);
    }

  g_assert_true (g_spawn_sync (NULL, (char **) bad_run, NULL, G_SPAWN_STDERR_TO_DEV_NULL,
                               NULL, NULL, NULL, NULL, &status, &error));
  g_assert_false (g_spawn_check_wait_status (status, NULL));
}

int
main (int    argc,
      char **argv)
{
  g_test_init (&argc, &argv, NULL);
  tactics_init ();

  g_test_add_func ("/scenario-file/good/tower", test_tower);
  g_test_add_data_func ("/scenario-file/good/canonical/tower", "tower.scenario.xml",
                        test_canonical);
  g_test_add_data_func ("/scenario-file/good/canonical/embedded", "embedded.map.xml",
                        test_canonical);
  g_test_add_func ("/scenario-file/good/embedded", test_embedded);
  g_test_add_func ("/scenario-file/good/loose", test_loose);
  g_test_add_func ("/scenario-file/good/self-contained", test_self_contained);
  g_test_add_func ("/scenario-file/good/bundled", test_bundled);
  g_test_add_func ("/scenario-file/good/sparse-region", test_sparse_region);
  g_test_add_func ("/scenario-file/no-scenario", test_no_scenario);
  g_test_add_func ("/scenario-file/load-with-scenario", test_load_with_scenario);
  g_test_add_func ("/scenario-file/save", test_save);

  for (guint i = 0; i < G_N_ELEMENTS (bad_cases); i++)
    {
      g_autofree char *path = g_strdup_printf ("/scenario-file/bad/%s", bad_cases[i].name);

      g_test_add_data_func (path, &bad_cases[i], test_bad_file);
    }
  g_test_add_func ("/scenario-file/bad/complete", test_bad_corpus_complete);
  g_test_add_func ("/scenario-file/bad/embedded", test_bad_embedded);
  g_test_add_func ("/scenario-file/hostile/region-cells", test_too_many_region_cells);
  g_test_add_func ("/scenario-file/hostile/repeated-cells", test_repeated_cells);
  g_test_add_func ("/scenario-file/hostile/far-line", test_far_line);
  g_test_add_func ("/scenario-file/schema", test_schema);

  return g_test_run ();
}
