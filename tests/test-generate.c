/* SPDX-License-Identifier: GPL-3.0-or-later */
/* The map generator: the same options give the same bytes; symmetric maps
 * are exactly symmetric, checked with images computed here in cube
 * coordinates, independently of the generator; 200 maps over all options
 * pass the map check for their sides; bad options and rulesets give
 * clear errors; terrain roles are read or guessed. */
#include "config.h"

#include "generate-test-helpers.h"

static TacticsRuleset *default_ruleset;

static TacticsScenario *
generate (TacticsTopology topology,
          int             width,
          int             height,
          guint           n_players,
          TacticsSymmetry symmetry,
          TacticsMapStyle style,
          guint64         seed)
{
  TacticsGenerateOptions options;
  g_autoptr(GError) error = NULL;
  TacticsScenario *scenario;

  tactics_generate_options_init (&options);
  options.topology = topology;
  options.width = width;
  options.height = height;
  options.n_players = n_players;
  options.symmetry = symmetry;
  options.style = style;
  options.seed = seed;
  scenario = tactics_generate_scenario (&options, default_ruleset, &error);
  g_assert_no_error (error);
  g_assert_nonnull (scenario);
  return scenario;
}

/* --- Determinism ---------------------------------------------------------- */

static void
test_same_bytes (void)
{
  for (TacticsTopology topology = TACTICS_TOPOLOGY_SQUARE; topology <= TACTICS_TOPOLOGY_HEX;
       topology++)
    {
      g_autoptr(TacticsScenario) a = generate (topology, 60, 40, 2, TACTICS_SYMMETRY_ROTATE_180,
                                               TACTICS_MAP_STYLE_RIVERS, 1234);
      g_autoptr(TacticsScenario) b = generate (topology, 60, 40, 2, TACTICS_SYMMETRY_ROTATE_180,
                                               TACTICS_MAP_STYLE_RIVERS, 1234);
      g_autoptr(TacticsScenario) other = generate (topology, 60, 40, 2,
                                                   TACTICS_SYMMETRY_ROTATE_180,
                                                   TACTICS_MAP_STYLE_RIVERS, 1235);
      g_autofree char *digest_a = generate_test_digest (a);
      g_autofree char *digest_b = generate_test_digest (b);
      g_autofree char *digest_other = generate_test_digest (other);

      g_assert_cmpstr (digest_a, ==, digest_b);
      g_assert_cmpstr (digest_a, !=, digest_other);
    }
}

/* The bytes of two maps, as digests: a change here means the same
 * arguments no longer give the same file as before (on this machine or
 * another), which the generator promises. Change them only with the
 * generator itself or the default ruleset (the file holds its rules), on
 * purpose. */
static void
test_known_bytes (void)
{
  const struct {
    TacticsTopology topology;
    TacticsSymmetry symmetry;
    TacticsMapStyle style;
    guint n_players;
    const char *sha256;
  } cases[] = {
    { TACTICS_TOPOLOGY_SQUARE, TACTICS_SYMMETRY_ROTATE_90, TACTICS_MAP_STYLE_RIVERS, 4,
      "09c34a71c702d21dc97955ef207b53538b8d1da059f1aecb2932af7e51a24df5" },
    { TACTICS_TOPOLOGY_HEX, TACTICS_SYMMETRY_ROTATE_120, TACTICS_MAP_STYLE_ISLANDS, 3,
      "47f154299343dda030be7b948ff0d506a15a471b743922e02cbfbdb51194a0f9" },
  };

  for (guint i = 0; i < G_N_ELEMENTS (cases); i++)
    {
      g_autoptr(TacticsScenario) scenario = generate (cases[i].topology, 48, 48,
                                                      cases[i].n_players, cases[i].symmetry,
                                                      cases[i].style, 42);
      g_autofree char *digest = generate_test_digest (scenario);

      g_assert_cmpstr (digest, ==, cases[i].sha256);
    }
}

/* --- Symmetry ------------------------------------------------------------- */

/* The image of @cell under one step of @symmetry on a width × height map,
 * computed in cube coordinates on hex maps (about the centres the
 * documentation gives), in file coordinates on square ones. */
static TacticsCell
image_of (TacticsTopology topology,
          TacticsSymmetry symmetry,
          int             width,
          int             height,
          TacticsCell     cell)
{
  TacticsCube c, centre, rel, out;

  if (topology == TACTICS_TOPOLOGY_SQUARE)
    switch (symmetry)
      {
      case TACTICS_SYMMETRY_MIRROR_H: return (TacticsCell) { width - 1 - cell.x, cell.y };
      case TACTICS_SYMMETRY_MIRROR_V: return (TacticsCell) { cell.x, height - 1 - cell.y };
      case TACTICS_SYMMETRY_ROTATE_180:
        return (TacticsCell) { width - 1 - cell.x, height - 1 - cell.y };
      case TACTICS_SYMMETRY_ROTATE_90: return (TacticsCell) { width - 1 - cell.y, cell.x };
      case TACTICS_SYMMETRY_NONE:
      case TACTICS_SYMMETRY_ROTATE_120:
      default:
        g_assert_not_reached ();
      }

  c = tactics_axial_to_cube (tactics_offset_to_axial (cell));
  switch (symmetry)
    {
    case TACTICS_SYMMETRY_MIRROR_H:
      /* About the column between x = 0 and x = W − 1 on even rows: q and
       * s swap, then the mirror line moves to the middle. */
      centre = tactics_axial_to_cube (tactics_offset_to_axial ((TacticsCell) { width - 1, 0 }));
      out = (TacticsCube) { c.s + centre.q, c.r, 0 };
      break;
    case TACTICS_SYMMETRY_MIRROR_V:
      {
        int row = (height & 1) ? (height - 1) / 2 : height / 2 - 1;

        /* About row @row: (q, r, s) → (−s, −r, −q) about a cell on it. */
        centre = tactics_axial_to_cube (tactics_offset_to_axial ((TacticsCell) { 0, row }));
        rel = (TacticsCube) { c.q - centre.q, c.r - centre.r, c.s - centre.s };
        out = (TacticsCube) { -rel.s + centre.q, -rel.r + centre.r, 0 };
      }
      break;
    case TACTICS_SYMMETRY_ROTATE_180:
      {
        /* About the middle of the corner cells: c → a + b − c. */
        TacticsCube a = tactics_axial_to_cube (tactics_offset_to_axial ((TacticsCell) { 0, 0 }));
        TacticsCube b = tactics_axial_to_cube (tactics_offset_to_axial (
          (TacticsCell) { width - 1, height - 1 }));

        out = (TacticsCube) { a.q + b.q - c.q, a.r + b.r - c.r, 0 };
      }
      break;
    case TACTICS_SYMMETRY_ROTATE_120:
      /* Two 60° turns clockwise, (q, r, s) → (−r, −s, −q), about the
       * centre cell: (q, r, s) → (s, q, r). */
      centre = tactics_axial_to_cube (tactics_offset_to_axial (
        (TacticsCell) { (width - 1) / 2, (height - 1) / 2 }));
      rel = (TacticsCube) { c.q - centre.q, c.r - centre.r, c.s - centre.s };
      out = (TacticsCube) { rel.s + centre.q, rel.q + centre.r, 0 };
      break;
    case TACTICS_SYMMETRY_NONE:
    case TACTICS_SYMMETRY_ROTATE_90:
    default:
      g_assert_not_reached ();
    }
  return tactics_axial_to_offset ((TacticsAxial) { out.q, out.r });
}

static gboolean
on_map (TacticsMap  *map,
        TacticsCell  cell)
{
  return tactics_map_contains (map, cell);
}

typedef struct {
  TacticsTopology topology;
  TacticsSymmetry symmetry;
  int width;
  int height;
  guint n_players;
  int unpaired;   /* cells whose orbit leaves the map; -1: some, as documented */
} SymmetryCase;

static const SymmetryCase symmetry_cases[] = {
  { TACTICS_TOPOLOGY_SQUARE, TACTICS_SYMMETRY_MIRROR_H, 41, 30, 2, 0 },
  { TACTICS_TOPOLOGY_SQUARE, TACTICS_SYMMETRY_MIRROR_H, 40, 31, 4, 0 },
  { TACTICS_TOPOLOGY_SQUARE, TACTICS_SYMMETRY_MIRROR_V, 30, 41, 2, 0 },
  { TACTICS_TOPOLOGY_SQUARE, TACTICS_SYMMETRY_MIRROR_V, 31, 40, 6, 0 },
  { TACTICS_TOPOLOGY_SQUARE, TACTICS_SYMMETRY_ROTATE_180, 45, 32, 2, 0 },
  { TACTICS_TOPOLOGY_SQUARE, TACTICS_SYMMETRY_ROTATE_180, 44, 33, 8, 0 },
  { TACTICS_TOPOLOGY_SQUARE, TACTICS_SYMMETRY_ROTATE_90, 40, 40, 4, 0 },
  { TACTICS_TOPOLOGY_SQUARE, TACTICS_SYMMETRY_ROTATE_90, 41, 41, 8, 0 },
  /* Hex: exact where the offset grid allows, as doc/map-generator.md says. */
  { TACTICS_TOPOLOGY_HEX, TACTICS_SYMMETRY_ROTATE_180, 40, 30, 2, 0 },
  { TACTICS_TOPOLOGY_HEX, TACTICS_SYMMETRY_ROTATE_180, 40, 31, 4, 15 },
  { TACTICS_TOPOLOGY_HEX, TACTICS_SYMMETRY_MIRROR_V, 40, 31, 2, 0 },
  { TACTICS_TOPOLOGY_HEX, TACTICS_SYMMETRY_MIRROR_V, 40, 30, 2, 40 },
  { TACTICS_TOPOLOGY_HEX, TACTICS_SYMMETRY_MIRROR_H, 40, 30, 2, 15 },
  { TACTICS_TOPOLOGY_HEX, TACTICS_SYMMETRY_MIRROR_H, 39, 31, 4, 15 },
  { TACTICS_TOPOLOGY_HEX, TACTICS_SYMMETRY_ROTATE_120, 48, 48, 3, -1 },
  { TACTICS_TOPOLOGY_HEX, TACTICS_SYMMETRY_ROTATE_120, 61, 53, 6, -1 },
};

static void
test_exact_symmetry (gconstpointer data)
{
  const SymmetryCase *c = data;
  guint order = tactics_symmetry_get_order (c->symmetry);

  for (TacticsMapStyle style = TACTICS_MAP_STYLE_OPEN; style <= TACTICS_MAP_STYLE_MOUNTAINS;
       style++)
    {
      g_autoptr(TacticsScenario) scenario = generate (c->topology, c->width, c->height,
                                                      c->n_players, c->symmetry, style, style);
      TacticsMap *map = tactics_scenario_get_map (scenario);
      TacticsTerrain *water = tactics_generate_find_terrain (default_ruleset,
                                                             TACTICS_TERRAIN_ROLE_WATER);
      GListModel *regions = tactics_scenario_get_regions (scenario);
      int unpaired = 0;

      for (int y = 0; y < c->height; y++)
        for (int x = 0; x < c->width; x++)
          {
            TacticsCell cell = { x, y };
            TacticsCell image = cell;
            gboolean paired = TRUE;

            /* A symmetry of the lattice: neighbours stay neighbours. */
            if (order > 1 && x + 1 < c->width)
              g_assert_cmpint (tactics_distance (tactics_default_metric (c->topology),
                                                 image_of (c->topology, c->symmetry, c->width,
                                                           c->height, cell),
                                                 image_of (c->topology, c->symmetry, c->width,
                                                           c->height, (TacticsCell) { x + 1, y })),
                               ==, 1);
            if (order > 1 && y + 1 < c->height)
              g_assert_cmpint (tactics_distance (tactics_default_metric (c->topology),
                                                 image_of (c->topology, c->symmetry, c->width,
                                                           c->height, cell),
                                                 image_of (c->topology, c->symmetry, c->width,
                                                           c->height, (TacticsCell) { x, y + 1 })),
                               ==, 1);

            for (guint k = 1; k < order && paired; k++)
              {
                TacticsCell next = image_of (c->topology, c->symmetry, c->width, c->height,
                                             image);

                image = next;
                paired = on_map (map, image);
                if (paired)
                  g_assert_cmpuint (tactics_map_get_terrain_index (map, cell), ==,
                                    tactics_map_get_terrain_index (map, image));
              }
            if (paired)
              {
                /* The orbit closes. */
                image = image_of (c->topology, c->symmetry, c->width, c->height, image);
                g_assert_cmpint (image.x, ==, x);
                g_assert_cmpint (image.y, ==, y);
              }
            else
              {
                unpaired++;
                g_assert_cmpstr (tactics_terrain_get_id (tactics_map_get_terrain (map, cell)), ==,
                                 tactics_terrain_get_id (water));
              }
          }
      if (c->unpaired >= 0)
        g_assert_cmpint (unpaired, ==, c->unpaired);
      else
        g_assert_cmpint (unpaired, >, 0);

      /* Start zones: the images of one another, all the same size. */
      g_assert_cmpuint (g_list_model_get_n_items (regions), ==, c->n_players);
      for (guint i = 0; i < c->n_players; i++)
        {
          g_autoptr(TacticsRegion) zone = g_list_model_get_item (regions, i);
          g_autoptr(TacticsRegion) next = g_list_model_get_item (regions,
                                                                 (i % order == order - 1)
                                                                 ? i + 1 - order : i + 1);
          guint n_cells = tactics_region_get_n_cells (zone);
          const TacticsCell *cells = tactics_region_get_cells (zone, NULL);

          g_assert_cmpuint (n_cells, >=, TACTICS_GENERATE_ARMY_SIZE);
          g_assert_cmpuint (tactics_region_get_n_cells (next), ==, n_cells);
          for (guint j = 0; j < n_cells; j++)
            {
              TacticsCell image = image_of (c->topology, c->symmetry, c->width, c->height,
                                            cells[j]);

              if (order > 1)
                g_assert_true (tactics_region_contains (next, image));
              g_assert_cmpstr (tactics_terrain_get_id (tactics_map_get_terrain (map, cells[j])), ==,
                               "p");
            }
        }
    }
}

/* The grid's own turns and flips, which the symmetries are made of, in
 * cube coordinates: a 60° turn is (q, r, s) → (−r, −s, −q), six of them
 * are no turn, two are the 120° turn (q, r, s) → (s, q, r), three the
 * half turn; the flips swap q and s, or negate r; all keep distances. On
 * square grids four quarter turns are no turn. */
static void
test_lattice_turns (void)
{
  for (int q = -4; q <= 4; q++)
    for (int r = -4; r <= 4; r++)
      {
        TacticsCell at = { q, r };
        TacticsCell turned = at;
        TacticsCube cube = tactics_axial_to_cube ((TacticsAxial) { q, r });
        TacticsCell flipped;
        int length = tactics_distance (TACTICS_METRIC_HEX, (TacticsCell) { 0, 0 },
                                       tactics_axial_to_offset ((TacticsAxial) { q, r }));

        for (int k = 1; k <= 6; k++)
          {
            TacticsCube expected;

            turned = tactics_relative_turn (TACTICS_TOPOLOGY_HEX, turned);
            switch (k)
              {
              case 1: expected = (TacticsCube) { -cube.r, -cube.s, -cube.q }; break;
              case 2: expected = (TacticsCube) { cube.s, cube.q, cube.r }; break;
              case 3: expected = (TacticsCube) { -cube.q, -cube.r, -cube.s }; break;
              case 6: expected = cube; break;
              default: expected = tactics_axial_to_cube ((TacticsAxial) { turned.x, turned.y });
              }
            g_assert_cmpint (turned.x, ==, expected.q);
            g_assert_cmpint (turned.y, ==, expected.r);
            g_assert_cmpint (tactics_distance (TACTICS_METRIC_HEX, (TacticsCell) { 0, 0 },
                                               tactics_axial_to_offset (
                                                 (TacticsAxial) { turned.x, turned.y })),
                             ==, length);
          }

        flipped = tactics_relative_flip_left_right (TACTICS_TOPOLOGY_HEX, at);
        g_assert_cmpint (flipped.x, ==, cube.s);
        g_assert_cmpint (flipped.y, ==, cube.r);
        flipped = tactics_relative_flip_top_bottom (TACTICS_TOPOLOGY_HEX, at);
        g_assert_cmpint (flipped.x, ==, -cube.s);
        g_assert_cmpint (flipped.y, ==, -cube.r);
        flipped = tactics_relative_flip_top_bottom (TACTICS_TOPOLOGY_HEX, flipped);
        g_assert_cmpint (flipped.x, ==, q);
        g_assert_cmpint (flipped.y, ==, r);

        turned = at;
        for (int k = 0; k < 4; k++)
          turned = tactics_relative_turn (TACTICS_TOPOLOGY_SQUARE, turned);
        g_assert_cmpint (turned.x, ==, q);
        g_assert_cmpint (turned.y, ==, r);
        turned = tactics_relative_turn (TACTICS_TOPOLOGY_SQUARE, at);
        g_assert_cmpint (turned.x, ==, -r);
        g_assert_cmpint (turned.y, ==, q);
      }
}

/* --- Every map passes the check ------------------------------------------ */

static void
test_two_hundred_maps (void)
{
  static const TacticsSymmetry square_symmetries[] = {
    TACTICS_SYMMETRY_NONE, TACTICS_SYMMETRY_MIRROR_H, TACTICS_SYMMETRY_MIRROR_V,
    TACTICS_SYMMETRY_ROTATE_180, TACTICS_SYMMETRY_ROTATE_90,
  };
  static const TacticsSymmetry hex_symmetries[] = {
    TACTICS_SYMMETRY_NONE, TACTICS_SYMMETRY_MIRROR_H, TACTICS_SYMMETRY_MIRROR_V,
    TACTICS_SYMMETRY_ROTATE_180, TACTICS_SYMMETRY_ROTATE_120,
  };
  guint made = 0;

  for (guint i = 0; made < 200; i++)
    {
      TacticsTopology topology = i % 2 ? TACTICS_TOPOLOGY_HEX : TACTICS_TOPOLOGY_SQUARE;
      TacticsSymmetry symmetry = topology == TACTICS_TOPOLOGY_HEX
                                 ? hex_symmetries[(i / 2) % 5] : square_symmetries[(i / 2) % 5];
      TacticsMapStyle style = (TacticsMapStyle) ((i / 10) % 4);
      guint order = tactics_symmetry_get_order (symmetry);
      /* Every multiple of the order from 2 (or the order) to 8 in turn. */
      guint n_multiples = TACTICS_GENERATE_MAX_PLAYERS / order - (order == 1 ? 1 : 0);
      guint n_players = order * ((i / 40) % n_multiples + (order == 1 ? 2 : 1));
      /* Sizes from small to middling; square for a quarter turn. */
      int width = 24 + (int) ((i * 7) % 57);
      int height = symmetry == TACTICS_SYMMETRY_ROTATE_90 ? width : 20 + (int) ((i * 11) % 45);
      g_autoptr(TacticsScenario) scenario = NULL;
      g_autoptr(GListModel) problems = NULL;
      g_autoptr(GListModel) map_problems = NULL;
      g_autoptr(GError) error = NULL;
      TacticsGenerateOptions options;

      if (n_players * 30 > (guint) (width * height) / 12)
        n_players = order == 1 ? 2 : order;
      tactics_generate_options_init (&options);
      options.topology = topology;
      options.width = width;
      options.height = height;
      options.n_players = n_players;
      options.symmetry = symmetry;
      options.style = style;
      options.seed = i * 7919;
      scenario = tactics_generate_scenario (&options, default_ruleset, &error);
      if (scenario == NULL)
        g_error ("%s %d×%d, %u players, %s, %s, seed %" G_GUINT64_FORMAT ": %s",
                 tactics_enum_to_string (TACTICS_TYPE_TOPOLOGY, topology), width, height,
                 n_players, tactics_enum_to_string (TACTICS_TYPE_SYMMETRY, symmetry),
                 tactics_enum_to_string (TACTICS_TYPE_MAP_STYLE, style), options.seed,
                 error->message);
      g_assert_cmpuint (g_list_model_get_n_items (tactics_scenario_get_sides (scenario)), ==,
                        n_players);
      /* Each side in its own team colour. */
      for (guint p = 0; p < n_players; p++)
        {
          g_autoptr(TacticsSide) side = g_list_model_get_item (tactics_scenario_get_sides (scenario),
                                                               p);

          g_assert_cmpuint (tactics_side_get_team (side), ==, p);
        }

      /* No problem for its sides: starts reach each other, armies fit,
       * no pocket for the movement types the sides field. */
      problems = tactics_scenario_check (scenario, TACTICS_GENERATE_ARMY_SIZE);
      for (guint p = 0; p < g_list_model_get_n_items (problems); p++)
        {
          g_autoptr(TacticsProblem) problem = g_list_model_get_item (problems, p);

          g_error ("map %u: %s", i, tactics_problem_get_message (problem));
        }
      made++;
    }
  g_assert_cmpuint (made, ==, 200);
}

/* --- Errors --------------------------------------------------------------- */

static void
test_bad_options (void)
{
  const struct {
    TacticsTopology topology;
    int width, height;
    guint n_players;
    TacticsSymmetry symmetry;
    TacticsGenerateError code;
    const char *message;
  } cases[] = {
    { TACTICS_TOPOLOGY_HEX, 30, 30, 4, TACTICS_SYMMETRY_ROTATE_90, TACTICS_GENERATE_ERROR_SYMMETRY,
      "rotate-90 is not a symmetry of a hex grid: use rotate-180 or rotate-120" },
    { TACTICS_TOPOLOGY_SQUARE, 30, 30, 3, TACTICS_SYMMETRY_ROTATE_120,
      TACTICS_GENERATE_ERROR_SYMMETRY,
      "rotate-120 is not a symmetry of a square grid: use rotate-90 or rotate-180" },
    { TACTICS_TOPOLOGY_SQUARE, 30, 20, 4, TACTICS_SYMMETRY_ROTATE_90,
      TACTICS_GENERATE_ERROR_SYMMETRY,
      "rotate-90 needs a map as wide as it is high, not 30 × 20" },
    { TACTICS_TOPOLOGY_SQUARE, 30, 20, 3, TACTICS_SYMMETRY_MIRROR_H, TACTICS_GENERATE_ERROR_PLAYERS,
      "3 players cannot share a map with mirror-h evenly: use a multiple of 2" },
    { TACTICS_TOPOLOGY_SQUARE, 30, 20, 9, TACTICS_SYMMETRY_NONE, TACTICS_GENERATE_ERROR_PLAYERS,
      "9 players are not possible: a map is for 2 to 8 players" },
    { TACTICS_TOPOLOGY_SQUARE, 7, 20, 2, TACTICS_SYMMETRY_NONE, TACTICS_GENERATE_ERROR_SIZE,
      "a 7 × 20 map is not possible: each side must be 8 to 4096" },
    { TACTICS_TOPOLOGY_HEX, 20, 4097, 2, TACTICS_SYMMETRY_NONE, TACTICS_GENERATE_ERROR_SIZE,
      "a 20 × 4097 map is not possible: each side must be 8 to 4096" },
    { TACTICS_TOPOLOGY_SQUARE, 8, 8, 8, TACTICS_SYMMETRY_NONE, TACTICS_GENERATE_ERROR_SIZE,
      "a 8 × 8 map has no room for 8 start zones apart from each other: make it larger or "
      "have fewer players" },
  };

  for (guint i = 0; i < G_N_ELEMENTS (cases); i++)
    {
      TacticsGenerateOptions options;
      g_autoptr(GError) error = NULL;
      g_autoptr(TacticsScenario) scenario = NULL;

      tactics_generate_options_init (&options);
      options.topology = cases[i].topology;
      options.width = cases[i].width;
      options.height = cases[i].height;
      options.n_players = cases[i].n_players;
      options.symmetry = cases[i].symmetry;
      scenario = tactics_generate_scenario (&options, default_ruleset, &error);
      g_assert_null (scenario);
      g_assert_error (error, TACTICS_GENERATE_ERROR, (int) cases[i].code);
      g_assert_cmpstr (error->message, ==, cases[i].message);
    }
}

/* A ruleset whose only unit type swims cannot start on open ground. */
static void
test_bad_ruleset (void)
{
  g_autoptr(TacticsRuleset) ruleset = tactics_ruleset_new ();
  g_autoptr(TacticsMovetype) boat = tactics_movetype_new ("boat", "Boat");
  g_autoptr(TacticsMovetype) foot = tactics_movetype_new ("foot", "Foot");
  g_autoptr(TacticsTerrain) plains = tactics_terrain_new ("p", "Plains", "#a5d66f");
  g_autoptr(TacticsTerrain) water = tactics_terrain_new ("w", "Water", "#3b7dd8");
  g_autoptr(TacticsUnitType) gunboat = tactics_unit_type_new ("gunboat", "Gunboat");
  g_autoptr(GError) error = NULL;
  g_autoptr(TacticsScenario) scenario = NULL;
  TacticsGenerateOptions options;

  tactics_terrain_set_cost (plains, "foot", 1);
  tactics_terrain_set_cost (water, "boat", 1);
  tactics_unit_type_set_movetype (gunboat, "boat");
  tactics_ruleset_insert_movetype (ruleset, G_MAXUINT, foot);
  tactics_ruleset_insert_movetype (ruleset, G_MAXUINT, boat);
  tactics_ruleset_insert_terrain (ruleset, G_MAXUINT, plains);
  tactics_ruleset_insert_terrain (ruleset, G_MAXUINT, water);
  tactics_ruleset_insert_unit_type (ruleset, G_MAXUINT, gunboat);

  tactics_generate_options_init (&options);
  scenario = tactics_generate_scenario (&options, ruleset, &error);
  g_assert_null (scenario);
  g_assert_error (error, TACTICS_GENERATE_ERROR, TACTICS_GENERATE_ERROR_RULESET);
  g_assert_cmpstr (error->message, ==,
                   "the ruleset has no unit type that can stand on “Plains”, the open ground "
                   "where armies start");
}

/* The options as bindings see them: a boxed type whose copy is equal and
 * independent; the defaults pass their own check. */
static void
test_options_boxed (void)
{
  TacticsGenerateOptions options;
  TacticsGenerateOptions *copy;
  g_autoptr(GError) error = NULL;

  tactics_generate_options_init (&options);
  g_assert_true (tactics_generate_options_check (&options, &error));
  g_assert_no_error (error);
  options.seed = G_MAXUINT64;
  g_assert_true (G_TYPE_IS_BOXED (TACTICS_TYPE_GENERATE_OPTIONS));
  copy = g_boxed_copy (TACTICS_TYPE_GENERATE_OPTIONS, &options);
  g_assert_true (copy != &options);
  g_assert_cmpmem (copy, sizeof *copy, &options, sizeof options);
  copy->width = 99;
  g_assert_cmpint (options.width, ==, 32);
  g_boxed_free (TACTICS_TYPE_GENERATE_OPTIONS, copy);
}

/* --- Roles ---------------------------------------------------------------- */

static void
test_roles (void)
{
  g_autoptr(TacticsRuleset) bare = tactics_ruleset_copy (default_ruleset);
  const struct {
    TacticsTerrainRole role;
    const char *id;
  } expected[] = {
    { TACTICS_TERRAIN_ROLE_OPEN, "p" },
    { TACTICS_TERRAIN_ROLE_ROAD, "r" },
    { TACTICS_TERRAIN_ROLE_FOREST, "f" },
    { TACTICS_TERRAIN_ROLE_HILL, "h" },
    { TACTICS_TERRAIN_ROLE_MOUNTAIN, "m" },
    { TACTICS_TERRAIN_ROLE_WATER, "w" },
    { TACTICS_TERRAIN_ROLE_CROSSING, "o" },
  };

  for (guint i = 0; i < G_N_ELEMENTS (expected); i++)
    g_assert_cmpstr (tactics_terrain_get_id (tactics_generate_find_terrain (default_ruleset,
                                                                            expected[i].role)),
                     ==, expected[i].id);

  /* Without roles, the names give them away. */
  for (guint t = 0; t < tactics_ruleset_get_n_terrains (bare); t++)
    tactics_terrain_set_role (tactics_ruleset_get_terrain (bare, t), TACTICS_TERRAIN_ROLE_NONE);
  for (guint i = 0; i < G_N_ELEMENTS (expected); i++)
    g_assert_cmpstr (tactics_terrain_get_id (tactics_generate_find_terrain (bare,
                                                                            expected[i].role)),
                     ==, expected[i].id);

  /* Without telling names, open ground is what the most movement types
   * cross, cheapest first; roads and crossings are open ground. */
  for (guint t = 0; t < tactics_ruleset_get_n_terrains (bare); t++)
    {
      TacticsTerrain *terrain = tactics_ruleset_get_terrain (bare, t);
      g_autofree char *name = g_strdup_printf ("T%u", t);

      tactics_terrain_set_name (terrain, name);
    }
  g_assert_cmpstr (tactics_terrain_get_id (tactics_generate_find_terrain (
                     bare, TACTICS_TERRAIN_ROLE_OPEN)), ==, "b");
  g_assert_cmpstr (tactics_terrain_get_id (tactics_generate_find_terrain (
                     bare, TACTICS_TERRAIN_ROLE_CROSSING)), ==, "b");
  g_assert_null (tactics_generate_find_terrain (bare, TACTICS_TERRAIN_ROLE_WATER));
}

int
main (int   argc,
      char *argv[])
{
  int status;

  g_test_init (&argc, &argv, NULL);
  tactics_init ();
  default_ruleset = generate_test_load_default_ruleset ();

  g_test_add_func ("/generate/same-bytes", test_same_bytes);
  g_test_add_func ("/generate/known-bytes", test_known_bytes);
  for (guint i = 0; i < G_N_ELEMENTS (symmetry_cases); i++)
    {
      const SymmetryCase *c = &symmetry_cases[i];
      g_autofree char *path = g_strdup_printf ("/generate/symmetry/%s/%s/%dx%d-%u",
                                               tactics_enum_to_string (TACTICS_TYPE_TOPOLOGY,
                                                                       c->topology),
                                               tactics_enum_to_string (TACTICS_TYPE_SYMMETRY,
                                                                       c->symmetry),
                                               c->width, c->height, c->n_players);

      g_test_add_data_func (path, c, test_exact_symmetry);
    }
  g_test_add_func ("/generate/lattice-turns", test_lattice_turns);
  g_test_add_func ("/generate/two-hundred-maps", test_two_hundred_maps);
  g_test_add_func ("/generate/bad-options", test_bad_options);
  g_test_add_func ("/generate/bad-ruleset", test_bad_ruleset);
  g_test_add_func ("/generate/options-boxed", test_options_boxed);
  g_test_add_func ("/generate/roles", test_roles);

  status = g_test_run ();
  g_clear_object (&default_ruleset);
  return status;
}
