/* SPDX-License-Identifier: GPL-3.0-or-later */
/* Fragments: taking cells, regions and units out of a map, turning them
 * and putting them down, on square and hex boards, and their clipboard
 * text read back with the file errors. Boards are drawn as rows of
 * terrain ids (test rules: '.' plains, 'f' forest, '#' rock, '~' water). */
#include "config.h"

#include <string.h>

#include "tactics.h"
#include "tactics-fragment-private.h"
#include "scenario-test-helpers.h"

static TacticsMap *
hex_map (TacticsRuleset     *ruleset,
         const char * const *rows)
{
  g_autoptr(TacticsMap) square = make_map (ruleset, rows);
  TacticsMap *map = tactics_map_new (tactics_map_get_width (square),
                                     tactics_map_get_height (square), TACTICS_TOPOLOGY_HEX,
                                     ruleset);

  tactics_map_set_cells (map, tactics_map_get_cells (square));
  return map;
}

/* The map as rows of terrain ids, one a line. */
static char *
map_rows (TacticsMap *map)
{
  GString *text = g_string_new (NULL);

  for (int y = 0; y < tactics_map_get_height (map); y++)
    {
      for (int x = 0; x < tactics_map_get_width (map); x++)
        g_string_append (text, tactics_terrain_get_id (tactics_map_get_terrain (map,
                                                                               (TacticsCell) { x, y })));
      g_string_append_c (text, '\n');
    }
  return g_string_free (text, FALSE);
}

static void
assert_rows (TacticsMap         *map,
             const char * const *expected)
{
  g_autofree char *rows = map_rows (map);
  g_autofree char *joined = g_strjoinv ("\n", (char **) expected);
  g_autofree char *want = g_strconcat (joined, "\n", NULL);

  g_assert_cmpstr (rows, ==, want);
}

/* The fragment's positions and terrains, sorted, as text: equal text is an
 * equal fragment whatever the order of its cells. */
static char *
describe (TacticsFragment *fragment)
{
  g_autoptr(GPtrArray) items = g_ptr_array_new_with_free_func (g_free);
  GString *text = g_string_new (NULL);

  for (guint i = 0; i < fragment->cells->len; i++)
    {
      TacticsFragmentCell *cell = &g_array_index (fragment->cells, TacticsFragmentCell, i);

      g_ptr_array_add (items, g_strdup_printf ("%d,%d=%s", cell->at.x, cell->at.y,
                                               (char *) g_ptr_array_index (fragment->terrain_ids,
                                                                           cell->terrain)));
    }
  for (guint i = 0; i < fragment->units->len; i++)
    {
      TacticsFragmentUnit *unit = &g_array_index (fragment->units, TacticsFragmentUnit, i);

      g_ptr_array_add (items, g_strdup_printf ("unit %d,%d %s", unit->at.x, unit->at.y,
                                               unit->type));
    }
  for (guint i = 0; i < fragment->regions->len; i++)
    {
      TacticsFragmentRegion *region = g_ptr_array_index (fragment->regions, i);

      for (guint j = 0; j < region->cells->len; j++)
        {
          TacticsCell at = g_array_index (region->cells, TacticsCell, j);

          g_ptr_array_add (items, g_strdup_printf ("region %s %d,%d", region->id, at.x, at.y));
        }
    }
  for (guint i = 0; i < items->len; i++)
    g_string_append_printf (text, "%s;", (char *) g_ptr_array_index (items, i));
  return g_string_free (text, FALSE);
}

static int
compare_strings (gconstpointer a,
                 gconstpointer b)
{
  return strcmp (*(char * const *) a, *(char * const *) b);
}

static char *
describe_sorted (TacticsFragment *fragment)
{
  g_autofree char *text = describe (fragment);
  g_auto(GStrv) items = g_strsplit (text, ";", -1);

  qsort (items, g_strv_length (items), sizeof (char *), compare_strings);
  return g_strjoinv (";", items);
}

/* Square boards */

static void
test_square_copy_paste (void)
{
  static const char * const rows[] = {
    ".f#.",
    "~...",
    "....",
    NULL,
  };
  static const char * const pasted[] = {
    ".f#.",
    "~..f",
    "..~.",
    NULL,
  };
  g_autoptr(TacticsRuleset) ruleset = make_rules ();
  g_autoptr(TacticsMap) map = make_map (ruleset, rows);
  g_autoptr(TacticsFragment) fragment = NULL;
  g_autoptr(GError) error = NULL;

  /* The corners (0,0) and (1,1): anchored on (0,0), its middle cell. */
  fragment = tactics_fragment_new_from_map (map, NULL, (TacticsCell) { 1, 1 },
                                            (TacticsCell) { 0, 0 });
  g_assert_nonnull (fragment);
  g_assert_cmpuint (tactics_fragment_get_n_cells (fragment), ==, 4);
  g_assert_true (tactics_fragment_paste (fragment, map, NULL, (TacticsCell) { 2, 1 }, &error));
  g_assert_no_error (error);
  assert_rows (map, pasted);
  /* Clipped at the edge: only its left column lands. */
  g_assert_true (tactics_fragment_paste (fragment, map, NULL, (TacticsCell) { 3, 0 }, &error));
  assert_rows (map, (const char * const[]) { ".f#.", "~..~", "..~.", NULL });
}

static void
test_square_rotate_flip (void)
{
  static const char * const rows[] = {
    ".f.",
    "...",
    "...",
    NULL,
  };
  g_autoptr(TacticsRuleset) ruleset = make_rules ();
  g_autoptr(TacticsMap) map = make_map (ruleset, rows);
  g_autoptr(TacticsMap) target = NULL;
  g_autoptr(TacticsFragment) fragment = tactics_fragment_new_from_map (map, NULL,
                                                                        (TacticsCell) { 0, 0 },
                                                                        (TacticsCell) { 2, 2 });
  g_autofree char *before = describe_sorted (fragment);
  g_autoptr(GError) error = NULL;

  /* A quarter turn clockwise puts the top middle on the right middle. */
  tactics_fragment_rotate (fragment, 1);
  target = make_map (ruleset, (const char * const[]) { "...", "...", "...", NULL });
  g_assert_true (tactics_fragment_paste (fragment, target, NULL, (TacticsCell) { 1, 1 }, &error));
  assert_rows (target, (const char * const[]) { "...", "..f", "...", NULL });

  for (int i = 0; i < 3; i++)
    tactics_fragment_rotate (fragment, 1);
  {
    g_autofree char *after = describe_sorted (fragment);

    g_assert_cmpstr (after, ==, before);
  }
  tactics_fragment_rotate (fragment, -1);
  tactics_fragment_rotate (fragment, 5);
  {
    g_autofree char *after = describe_sorted (fragment);

    g_assert_cmpstr (after, ==, before);
  }

  tactics_fragment_flip (fragment, TACTICS_FRAGMENT_FLIP_TOP_BOTTOM);
  g_assert_true (tactics_fragment_paste (fragment, target, NULL, (TacticsCell) { 1, 1 }, &error));
  assert_rows (target, (const char * const[]) { "...", "...", ".f.", NULL });
  tactics_fragment_flip (fragment, TACTICS_FRAGMENT_FLIP_TOP_BOTTOM);
  {
    g_autofree char *after = describe_sorted (fragment);

    g_assert_cmpstr (after, ==, before);
  }
}

/* Hex boards */

/* Whether @a and @b are neighbours on a hex board. */
static gboolean
hex_adjacent (TacticsCell a,
              TacticsCell b)
{
  return tactics_distance (TACTICS_METRIC_HEX, a, b) == 1;
}

/* Every pair of the fragment's cells keeps its distance where it lands:
 * the fragment is the same shape, not a rounded copy. */
static void
assert_same_shape (TacticsFragment *fragment,
                   TacticsCell      anchor,
                   const GArray    *original)
{
  g_autoptr(GArray) cells = g_array_new (FALSE, FALSE, sizeof (TacticsCell));

  tactics_fragment_place_cells (fragment, anchor, 100, 100, cells, NULL);
  g_assert_cmpuint (cells->len, ==, original->len);
  for (guint i = 0; i < cells->len; i++)
    for (guint j = i + 1; j < cells->len; j++)
      g_assert_cmpint (tactics_distance (TACTICS_METRIC_HEX, g_array_index (cells, TacticsCell, i),
                                         g_array_index (cells, TacticsCell, j)),
                       ==,
                       tactics_distance (TACTICS_METRIC_HEX,
                                         g_array_index (original, TacticsCell, i),
                                         g_array_index (original, TacticsCell, j)));
}

static void
test_hex_turns (void)
{
  static const char * const rows[] = {
    ".f#..",
    "~.f..",
    "..#f.",
    "f....",
    NULL,
  };
  g_autoptr(TacticsRuleset) ruleset = make_rules ();
  g_autoptr(TacticsMap) map = hex_map (ruleset, rows);
  g_autoptr(TacticsFragment) fragment = tactics_fragment_new_from_map (map, NULL,
                                                                        (TacticsCell) { 0, 0 },
                                                                        (TacticsCell) { 3, 3 });
  g_autofree char *before = describe_sorted (fragment);
  g_autoptr(GArray) original = g_array_new (FALSE, FALSE, sizeof (TacticsCell));

  tactics_fragment_place_cells (fragment, (TacticsCell) { 50, 50 }, 100, 100, original, NULL);
  g_assert_cmpuint (original->len, ==, 16);

  /* Six sixth turns are the identity, and each keeps the shape. */
  for (int i = 0; i < 6; i++)
    {
      g_autofree char *now = describe_sorted (fragment);

      if (i > 0)
        g_assert_cmpstr (now, !=, before);
      assert_same_shape (fragment, (TacticsCell) { 50, 50 }, original);
      /* An odd row under the anchor too: axial steps keep the shape. */
      assert_same_shape (fragment, (TacticsCell) { 50, 51 }, original);
      tactics_fragment_rotate (fragment, 1);
    }
  {
    g_autofree char *after = describe_sorted (fragment);

    g_assert_cmpstr (after, ==, before);
  }
  tactics_fragment_rotate (fragment, -2);
  tactics_fragment_rotate (fragment, 2);
  {
    g_autofree char *after = describe_sorted (fragment);

    g_assert_cmpstr (after, ==, before);
  }

  /* Each flip twice is the identity, and keeps the shape once. */
  for (int flip = TACTICS_FRAGMENT_FLIP_LEFT_RIGHT; flip <= TACTICS_FRAGMENT_FLIP_TOP_BOTTOM; flip++)
    {
      g_autofree char *after = NULL;
      g_autofree char *flipped = NULL;

      tactics_fragment_flip (fragment, flip);
      flipped = describe_sorted (fragment);
      g_assert_cmpstr (flipped, !=, before);
      assert_same_shape (fragment, (TacticsCell) { 50, 51 }, original);
      tactics_fragment_flip (fragment, flip);
      after = describe_sorted (fragment);
      g_assert_cmpstr (after, ==, before);
    }
}

/* The turn and the flips on hex boards by what they do to the anchor's
 * neighbours: east goes to south-east, a left–right flip swaps east and
 * west and keeps the row, a top–bottom flip swaps north-east and
 * south-east. */
static void
test_hex_directions (void)
{
  g_autoptr(TacticsRuleset) ruleset = make_rules ();
  static const char * const rows[] = { "...", "..f", "...", NULL };
  g_autoptr(TacticsMap) map = hex_map (ruleset, rows);
  /* Anchored on (1,1), an odd row: (2,1) is its east neighbour. */
  g_autoptr(TacticsFragment) fragment = tactics_fragment_new_from_map (map, NULL,
                                                                        (TacticsCell) { 1, 1 },
                                                                        (TacticsCell) { 2, 1 });
  g_autoptr(TacticsFragment) turned = NULL;
  g_autoptr(GArray) cells = g_array_new (FALSE, FALSE, sizeof (TacticsCell));
  g_autoptr(GPtrArray) terrains = g_ptr_array_new ();
  TacticsCell anchor = { 4, 4 };   /* an even row */
  TacticsCell f;

  /* The fragment is (anchor, its east neighbour). */
  tactics_fragment_place_cells (fragment, anchor, 10, 10, cells, terrains);
  g_assert_cmpuint (cells->len, ==, 2);
  f = g_array_index (cells, TacticsCell, 1);
  g_assert_cmpstr (g_ptr_array_index (terrains, 1), ==, "f");
  g_assert_cmpint (f.x, ==, 5);
  g_assert_cmpint (f.y, ==, 4);

  turned = tactics_fragment_copy (fragment);
  tactics_fragment_rotate (turned, 1);
  g_array_set_size (cells, 0);
  tactics_fragment_place_cells (turned, anchor, 10, 10, cells, NULL);
  /* South-east of (4,4) on odd-r: (4,5). */
  f = g_array_index (cells, TacticsCell, 1);
  g_assert_cmpint (f.x, ==, 4);
  g_assert_cmpint (f.y, ==, 5);
  g_assert_true (hex_adjacent (anchor, f));

  tactics_fragment_flip (turned, TACTICS_FRAGMENT_FLIP_TOP_BOTTOM);
  g_array_set_size (cells, 0);
  tactics_fragment_place_cells (turned, anchor, 10, 10, cells, NULL);
  /* North-east of (4,4): (4,3). */
  f = g_array_index (cells, TacticsCell, 1);
  g_assert_cmpint (f.x, ==, 4);
  g_assert_cmpint (f.y, ==, 3);

  tactics_fragment_flip (fragment, TACTICS_FRAGMENT_FLIP_LEFT_RIGHT);
  g_array_set_size (cells, 0);
  tactics_fragment_place_cells (fragment, anchor, 10, 10, cells, NULL);
  f = g_array_index (cells, TacticsCell, 1);
  g_assert_cmpint (f.x, ==, 3);
  g_assert_cmpint (f.y, ==, 4);
}

/* A hex piece copied from an even row keeps its shape on an odd one. */
static void
test_hex_paste_rows (void)
{
  static const char * const rows[] = {
    "f.....",
    "ff....",
    "......",
    "......",
    NULL,
  };
  g_autoptr(TacticsRuleset) ruleset = make_rules ();
  g_autoptr(TacticsMap) map = hex_map (ruleset, rows);
  g_autoptr(TacticsFragment) fragment = tactics_fragment_new_from_map (map, NULL,
                                                                        (TacticsCell) { 0, 0 },
                                                                        (TacticsCell) { 1, 1 });
  g_autoptr(GError) error = NULL;

  /* Anchored on (0,0), an even row, where (0,1) is south-east of it; put
   * down on (3,1), an odd row, whose south-east neighbour is (4,2), not
   * (3,2): the piece moves by hex steps, not by offset columns. */
  g_assert_true (tactics_fragment_paste (fragment, map, NULL, (TacticsCell) { 3, 1 }, &error));
  g_assert_no_error (error);
  assert_rows (map, (const char * const[]) {
    "f.....",
    "ff.f..",
    "....ff",
    "......",
    NULL,
  });
}

/* Refusals */

static void
test_refused (void)
{
  static const char * const rows[] = { "..", "..", NULL };
  g_autoptr(TacticsRuleset) ruleset = make_rules ();
  g_autoptr(TacticsRuleset) other_rules = tactics_ruleset_new ();
  g_autoptr(TacticsMap) square = make_map (ruleset, (const char * const[]) { "f#", "~.", NULL });
  g_autoptr(TacticsMap) hex = hex_map (ruleset, rows);
  g_autoptr(TacticsFragment) fragment = tactics_fragment_new_from_map (square, NULL,
                                                                        (TacticsCell) { 0, 0 },
                                                                        (TacticsCell) { 1, 1 });
  g_autoptr(TacticsTerrain) plains = tactics_terrain_new ("p", "Plains", "#00ff00");
  g_autoptr(TacticsMap) foreign = NULL;
  g_autoptr(GError) error = NULL;

  g_assert_true (tactics_fragment_fits (fragment, square, NULL));
  g_assert_false (tactics_fragment_fits (fragment, hex, NULL));
  g_assert_false (tactics_fragment_paste (fragment, hex, NULL, (TacticsCell) { 0, 0 }, &error));
  g_assert_error (error, TACTICS_FRAGMENT_ERROR, TACTICS_FRAGMENT_ERROR_TOPOLOGY);
  g_assert_nonnull (strstr (error->message, "square"));
  assert_rows (hex, rows);
  g_clear_error (&error);

  tactics_ruleset_insert_terrain (other_rules, 0, plains);
  foreign = tactics_map_new (2, 2, TACTICS_TOPOLOGY_SQUARE, other_rules);
  g_assert_false (tactics_fragment_paste (fragment, foreign, NULL, (TacticsCell) { 0, 0 },
                                          &error));
  g_assert_error (error, TACTICS_FRAGMENT_ERROR, TACTICS_FRAGMENT_ERROR_TERRAIN);
  g_assert_nonnull (strstr (error->message, "“f”"));
  assert_rows (foreign, (const char * const[]) { "pp", "pp", NULL });

  /* A rectangle off the map is no fragment. */
  g_assert_null (tactics_fragment_new_from_map (square, NULL, (TacticsCell) { 5, 5 },
                                                (TacticsCell) { 7, 9 }));
}

/* Regions and units */

static void
test_scenario_between_maps (void)
{
  static const char * const rows[] = {
    "....",
    ".f..",
    "....",
    NULL,
  };
  g_autoptr(TacticsScenario) source = new_scenario (rows);
  g_autoptr(TacticsScenario) target = new_scenario ((const char * const[]) {
    "......", "......", "......", "......", NULL });
  g_autoptr(TacticsFragment) fragment = NULL;
  g_autoptr(GError) error = NULL;
  TacticsRegion *region;
  const TacticsPlacedUnit *unit;
  TacticsSide *side;

  add_region (source, "ford", "The Ford", 0, 0, 2, 1);
  {
    g_autoptr(TacticsPlacedUnit) captain = tactics_placed_unit_new ("captain", "archer",
                                                                   (TacticsCell) { 1, 1 });

    captain->name = g_strdup ("Aldric");
    captain->hp = 5;
    tactics_side_insert_placed_unit (side_at (source, 1), 0, captain);
  }
  add_placed (source, 0, "far", "soldier", 3, 2, 0);

  fragment = tactics_fragment_new_from_map (tactics_scenario_get_map (source), source,
                                            (TacticsCell) { 0, 0 }, (TacticsCell) { 2, 2 });
  g_assert_cmpuint (tactics_fragment_get_n_units (fragment), ==, 1);
  g_assert_cmpuint (tactics_fragment_get_n_regions (fragment), ==, 1);

  g_assert_true (tactics_fragment_paste (fragment, tactics_scenario_get_map (target), target,
                                         (TacticsCell) { 3, 2 }, &error));
  g_assert_no_error (error);
  /* The region the target lacked is added, with the copied cells only. */
  region = tactics_scenario_lookup_region (target, "ford");
  g_assert_nonnull (region);
  g_assert_cmpstr (tactics_region_get_name (region), ==, "The Ford");
  g_assert_cmpuint (tactics_region_get_n_cells (region), ==, 2);
  g_assert_true (tactics_region_contains (region, (TacticsCell) { 2, 1 }));
  g_assert_true (tactics_region_contains (region, (TacticsCell) { 3, 1 }));
  /* The unit, on the side of the same id, under a new id. */
  unit = tactics_scenario_lookup_placed_unit_at (target, (TacticsCell) { 3, 2 }, &side);
  g_assert_nonnull (unit);
  g_assert_true (side == side_at (target, 1));
  g_assert_cmpstr (unit->unit_type, ==, "archer");
  g_assert_cmpstr (unit->name, ==, "Aldric");
  g_assert_cmpuint (unit->hp, ==, 5);
  g_assert_cmpstr (unit->id, ==, "unit1");
  assert_rows (tactics_scenario_get_map (target), (const char * const[]) {
    "......", "......", "...f..", "......", NULL });

  /* Again on the same cell: a unit stands there; nothing changes. */
  g_assert_false (tactics_fragment_paste (fragment, tactics_scenario_get_map (target), target,
                                          (TacticsCell) { 3, 2 }, &error));
  g_assert_error (error, TACTICS_FRAGMENT_ERROR, TACTICS_FRAGMENT_ERROR_TAKEN);
  g_assert_nonnull (strstr (error->message, "3,2"));
  g_assert_cmpuint (tactics_side_get_n_placed_units (side_at (target, 1)), ==, 1);
  g_clear_error (&error);

  /* A unit type of the same id with fewer HP than the copied unit has. */
  {
    TacticsUnitType *archer = tactics_ruleset_lookup_unit_type (
      tactics_map_get_ruleset (tactics_scenario_get_map (target)), "archer");
    guint max_hp = tactics_unit_type_get_max_hp (archer);

    tactics_unit_type_set_max_hp (archer, 4);
    g_assert_false (tactics_fragment_paste (fragment, tactics_scenario_get_map (target), target,
                                            (TacticsCell) { 1, 2 }, &error));
    g_assert_error (error, TACTICS_FRAGMENT_ERROR, TACTICS_FRAGMENT_ERROR_UNIT_TYPE);
    g_assert_nonnull (strstr (error->message, "at most 4 HP, not 5"));
    g_clear_error (&error);
    tactics_unit_type_set_max_hp (archer, max_hp);
  }

  /* A side of another id: the one at the same position. */
  tactics_side_set_id (side_at (target, 1), "green");
  g_assert_true (tactics_fragment_paste (fragment, tactics_scenario_get_map (target), target,
                                         (TacticsCell) { 1, 2 }, &error));
  g_assert_no_error (error);
  g_assert_cmpuint (tactics_side_get_n_placed_units (side_at (target, 1)), ==, 2);
}

/* Text */

static void
test_xml_round_trip (void)
{
  static const char * const rows[] = {
    "..f.",
    ".f..",
    "f...",
    NULL,
  };
  g_autoptr(TacticsScenario) source = new_scenario (rows);
  g_autoptr(TacticsRuleset) ruleset = make_rules ();
  g_autoptr(TacticsMap) hex = hex_map (ruleset, rows);
  g_autoptr(GError) error = NULL;

  add_region (source, "ford", "The “Ford” & <bank>", 1, 0, 2, 2);
  add_placed (source, 0, "captain", "archer", 2, 1, 3);
  for (guint kind = 0; kind < 2; kind++)
    {
      g_autoptr(TacticsFragment) fragment = NULL;
      g_autoptr(TacticsFragment) back = NULL;
      g_autofree char *xml = NULL;
      g_autofree char *again = NULL;
      g_autofree char *want = NULL;
      g_autofree char *got = NULL;

      if (kind == 0)
        fragment = tactics_fragment_new_from_map (tactics_scenario_get_map (source), source,
                                                  (TacticsCell) { 0, 0 }, (TacticsCell) { 3, 2 });
      else
        fragment = tactics_fragment_new_from_map (hex, NULL, (TacticsCell) { 0, 0 },
                                                  (TacticsCell) { 3, 2 });
      tactics_fragment_rotate (fragment, 1);
      xml = tactics_fragment_to_xml (fragment);
      back = tactics_fragment_new_from_xml (xml, strlen (xml), "the clipboard", &error);
      g_assert_no_error (error);
      g_assert_nonnull (back);
      g_assert_cmpint (tactics_fragment_get_topology (back), ==,
                       tactics_fragment_get_topology (fragment));
      want = describe_sorted (fragment);
      got = describe_sorted (back);
      g_assert_cmpstr (got, ==, want);
      again = tactics_fragment_to_xml (back);
      g_assert_cmpstr (again, ==, xml);
    }
}

typedef struct {
  const char       *name;
  const char       *xml;
  TacticsFileError  code;
  const char       *message;  /* a part of it */
} BadFragment;

static const BadFragment bad_fragments[] = {
  { "empty", "", TACTICS_FILE_ERROR_MALFORMED, "the clipboard" },
  { "not-xml", "p,p,p", TACTICS_FILE_ERROR_MALFORMED, "the clipboard:1:" },
  { "truncated", "<tactics-fragment version=\"1\" topology=\"square\" width=\"1\"",
    TACTICS_FILE_ERROR_MALFORMED, "the clipboard" },
  { "map", "<tactics-map version=\"1\" width=\"1\" height=\"1\" topology=\"square\"/>",
    TACTICS_FILE_ERROR_WRONG_KIND, "tactics-map" },
  { "entity",
    "<!DOCTYPE x [<!ENTITY a \"aaaa\">]><tactics-fragment version=\"1\"/>",
    TACTICS_FILE_ERROR_FORBIDDEN, "the clipboard" },
  { "version", "<tactics-fragment version=\"9\" topology=\"square\" width=\"1\" height=\"1\"/>",
    TACTICS_FILE_ERROR_VERSION, "9" },
  { "topology", "<tactics-fragment version=\"1\" topology=\"round\" width=\"1\" height=\"1\"/>",
    TACTICS_FILE_ERROR_SEMANTIC, "round" },
  { "no-grid", "<tactics-fragment version=\"1\" topology=\"square\" width=\"1\" height=\"1\"/>",
    TACTICS_FILE_ERROR_INVALID, "<grid>" },
  { "stranger",
    "<tactics-fragment version=\"1\" topology=\"square\" width=\"1\" height=\"1\">\n"
    "<grid x=\"0\" y=\"0\" columns=\"1\" rows=\"1\">p</grid>\n<map/></tactics-fragment>",
    TACTICS_FILE_ERROR_INVALID, ":3:" },
  { "short-row",
    "<tactics-fragment version=\"1\" topology=\"square\" width=\"2\" height=\"2\">\n"
    "<grid x=\"0\" y=\"0\" columns=\"2\" rows=\"2\">\np,p\np\n</grid></tactics-fragment>",
    TACTICS_FILE_ERROR_SEMANTIC, "row 2" },
  { "long-row",
    "<tactics-fragment version=\"1\" topology=\"square\" width=\"2\" height=\"1\">\n"
    "<grid x=\"0\" y=\"0\" columns=\"2\" rows=\"1\">\np,p,p\n</grid></tactics-fragment>",
    TACTICS_FILE_ERROR_SEMANTIC, "row 1" },
  { "extra-row",
    "<tactics-fragment version=\"1\" topology=\"square\" width=\"2\" height=\"1\">\n"
    "<grid x=\"0\" y=\"0\" columns=\"2\" rows=\"1\">\np,p\np,p\n</grid></tactics-fragment>",
    TACTICS_FILE_ERROR_SEMANTIC, "more than 1 rows" },
  { "bad-terrain",
    "<tactics-fragment version=\"1\" topology=\"square\" width=\"2\" height=\"1\">\n"
    "<grid x=\"0\" y=\"0\" columns=\"2\" rows=\"1\">\np,l?va\n</grid></tactics-fragment>",
    TACTICS_FILE_ERROR_SEMANTIC, "column 2" },
  { "huge-grid",
    "<tactics-fragment version=\"1\" topology=\"square\" width=\"1\" height=\"1\">\n"
    "<grid x=\"0\" y=\"0\" columns=\"99999999\" rows=\"99999999\"/></tactics-fragment>",
    TACTICS_FILE_ERROR_TOO_LARGE, "columns" },
  { "grid-over-limit",
    "<tactics-fragment version=\"1\" topology=\"square\" width=\"1\" height=\"1\">\n"
    "<grid x=\"0\" y=\"0\" columns=\"8192\" rows=\"8192\"/></tactics-fragment>",
    TACTICS_FILE_ERROR_TOO_LARGE, "8192 × 8192" },
  { "grid-text-short",
    "<tactics-fragment version=\"1\" topology=\"square\" width=\"1\" height=\"1\">\n"
    "<grid x=\"0\" y=\"0\" columns=\"4000\" rows=\"4000\">p</grid></tactics-fragment>",
    TACTICS_FILE_ERROR_SEMANTIC, "4000 × 4000" },
  { "region-outside",
    "<tactics-fragment version=\"1\" topology=\"square\" width=\"1\" height=\"1\">\n"
    "<grid x=\"0\" y=\"0\" columns=\"1\" rows=\"1\">p</grid>\n"
    "<region id=\"r\">0,0 5,0</region></tactics-fragment>",
    TACTICS_FILE_ERROR_SEMANTIC, "5,0" },
  { "region-text",
    "<tactics-fragment version=\"1\" topology=\"square\" width=\"1\" height=\"1\">\n"
    "<grid x=\"0\" y=\"0\" columns=\"1\" rows=\"1\">p</grid>\n"
    "<region id=\"r\">0;0</region></tactics-fragment>",
    TACTICS_FILE_ERROR_SEMANTIC, "“r”" },
  { "region-color",
    "<tactics-fragment version=\"1\" topology=\"square\" width=\"1\" height=\"1\">\n"
    "<grid x=\"0\" y=\"0\" columns=\"1\" rows=\"1\">p</grid>\n"
    "<region id=\"r\" color=\"red\">0,0</region></tactics-fragment>",
    TACTICS_FILE_ERROR_SEMANTIC, "red" },
  { "region-twice",
    "<tactics-fragment version=\"1\" topology=\"square\" width=\"1\" height=\"1\">\n"
    "<grid x=\"0\" y=\"0\" columns=\"1\" rows=\"1\">p</grid>\n"
    "<region id=\"r\">0,0</region><region id=\"r\"/></tactics-fragment>",
    TACTICS_FILE_ERROR_SEMANTIC, "duplicate" },
  { "unit-outside",
    "<tactics-fragment version=\"1\" topology=\"square\" width=\"2\" height=\"1\">\n"
    "<grid x=\"0\" y=\"0\" columns=\"2\" rows=\"1\">p,</grid>\n"
    "<unit side=\"a\" type=\"k\" x=\"1\" y=\"0\"/></tactics-fragment>",
    TACTICS_FILE_ERROR_SEMANTIC, "1,0" },
  { "unit-twice",
    "<tactics-fragment version=\"1\" topology=\"square\" width=\"1\" height=\"1\">\n"
    "<grid x=\"0\" y=\"0\" columns=\"1\" rows=\"1\">p</grid>\n"
    "<unit side=\"a\" type=\"k\" x=\"0\" y=\"0\"/><unit side=\"a\" type=\"k\" x=\"0\" y=\"0\"/>"
    "</tactics-fragment>",
    TACTICS_FILE_ERROR_SEMANTIC, "two units" },
  { "unit-no-type",
    "<tactics-fragment version=\"1\" topology=\"square\" width=\"1\" height=\"1\">\n"
    "<grid x=\"0\" y=\"0\" columns=\"1\" rows=\"1\">p</grid>\n"
    "<unit side=\"a\" x=\"0\" y=\"0\"/></tactics-fragment>",
    TACTICS_FILE_ERROR_INVALID, "type" },
  { "unit-hp",
    "<tactics-fragment version=\"1\" topology=\"square\" width=\"1\" height=\"1\">\n"
    "<grid x=\"0\" y=\"0\" columns=\"1\" rows=\"1\">p</grid>\n"
    "<unit side=\"a\" type=\"k\" x=\"0\" y=\"0\" hp=\"-4\"/></tactics-fragment>",
    TACTICS_FILE_ERROR_SEMANTIC, "hp" },
};

static void
test_bad_fragment (gconstpointer data)
{
  const BadFragment *bad = data;
  g_autoptr(GError) error = NULL;
  g_autoptr(TacticsFragment) fragment = tactics_fragment_new_from_xml (bad->xml, strlen (bad->xml),
                                                                        "the clipboard", &error);

  g_assert_null (fragment);
  g_assert_error (error, TACTICS_FILE_ERROR, (int) bad->code);
  if (strstr (error->message, bad->message) == NULL)
    g_error ("“%s” does not say “%s”", error->message, bad->message);
}

int
main (int   argc,
      char *argv[])
{
  g_test_init (&argc, &argv, NULL);
  tactics_init ();

  g_test_add_func ("/fragment/square/copy-paste", test_square_copy_paste);
  g_test_add_func ("/fragment/square/rotate-flip", test_square_rotate_flip);
  g_test_add_func ("/fragment/hex/turns", test_hex_turns);
  g_test_add_func ("/fragment/hex/directions", test_hex_directions);
  g_test_add_func ("/fragment/hex/paste-rows", test_hex_paste_rows);
  g_test_add_func ("/fragment/refused", test_refused);
  g_test_add_func ("/fragment/scenario/between-maps", test_scenario_between_maps);
  g_test_add_func ("/fragment/xml/round-trip", test_xml_round_trip);
  for (guint i = 0; i < G_N_ELEMENTS (bad_fragments); i++)
    {
      g_autofree char *path = g_strdup_printf ("/fragment/xml/bad/%s", bad_fragments[i].name);

      g_test_add_data_func (path, &bad_fragments[i], test_bad_fragment);
    }
  return g_test_run ();
}
