/* SPDX-License-Identifier: GPL-3.0-or-later */
#include "config.h"

#include <gio/gio.h>
#include <glib/gi18n-lib.h>

#include "tactics-check-private.h"
#include "tactics-check.h"
#include "tactics-cost-grid.h"
#include "tactics-enum-names.h"
#include "tactics-generate-enum-types.h"
#include "tactics-generate-private.h"
#include "tactics-generate.h"
#include "tactics-geometry-enum-types.h"
#include "tactics-map.h"
#include "tactics-objective.h"
#include "tactics-problem.h"
#include "tactics-region.h"
#include "tactics-ruleset.h"
#include "tactics-scenario.h"
#include "tactics-side.h"
#include "tactics-terrain.h"
#include "tactics-unit-type.h"

/* How a map is made, in order; every step paints whole orbits of the
 * symmetry (a cell and its images), so the map is symmetric by
 * construction, and integers decide every cell:
 *
 * 1. two noise fields, height and wetness, give water, open ground,
 *    forest, hills and mountains in the shares the style asks for (cut
 *    at the fields' quantiles, so the shares hold at any size); each cell
 *    then takes the terrain of the first cell of its orbit;
 * 2. rivers run from one edge to the other (rivers style);
 * 3. start zones are placed one orbit at a time, each as far from the
 *    others as the best of a few seeded tries, and cleared to open ground;
 * 4. roads run from the zones to the centre, where the images of the
 *    centre are joined too, crossing water at fords or bridges;
 * 5. for each movement type the sides' units use, areas cut off from the
 *    start zones are joined by a road when large and filled when small;
 * 6. the scenario is built and checked: a map that fails the check is an
 *    error, never a result.
 *
 * A cancellable is looked at between the steps and, inside the steps
 * that go over the whole map, every row (or every CANCEL_STEPS steps of a
 * walk): a step that sees it cancelled stops where it is, leaving the
 * cells half made, and the next look between steps gives up. */

/* Separate random streams: changing one step leaves the others' numbers. */
enum {
  STREAM_HEIGHT = 1,
  STREAM_WETNESS,
  STREAM_RIVERS,
  STREAM_ZONES,
  STREAM_ROADS,
};

#define N_ROLES (TACTICS_TERRAIN_ROLE_CROSSING + 1)
#define NO_TERRAIN (-1)
#define ZONE_TRIES 96
#define POCKET_ROUNDS 6
/* Steps of a walk between two looks at the cancellable. */
#define CANCEL_STEPS 1024
/* Rows of cells handed to the map between two looks at the cancellable:
 * the largest map's cells all at once take a tenth of a second. */
#define CANCEL_ROWS 256

/* Shares of the map, in thousandths, by style. */
typedef struct {
  guint water;
  guint hill;
  guint mountain;
  guint forest;
} StyleShares;

static const StyleShares style_shares[] = {
  [TACTICS_MAP_STYLE_OPEN] = { 50, 100, 30, 220 },
  [TACTICS_MAP_STYLE_RIVERS] = { 40, 90, 30, 200 },
  [TACTICS_MAP_STYLE_ISLANDS] = { 450, 70, 25, 180 },
  [TACTICS_MAP_STYLE_MOUNTAINS] = { 30, 250, 180, 150 },
};

static const char * const zone_colors[TACTICS_GENERATE_MAX_PLAYERS] = {
  "#c62828", "#1565c0", "#2e7d32", "#f9a825", "#6a1b9a", "#00838f", "#ef6c00", "#5d4037",
};

typedef struct {
  const TacticsGenerateOptions *options;
  TacticsRuleset *ruleset;
  TacticsGenerateSymmetry symmetry;
  int width;
  int height;
  gsize n_cells;
  guint16 *cells;

  int terrain[N_ROLES];         /* terrain index per role, NO_TERRAIN when none */
  int filler;                   /* cells the symmetry leaves unpaired */
  GPtrArray *allowed_units;     /* ids of unit types that stand on open ground */
  gboolean all_units_allowed;
  GPtrArray *movetypes;         /* their movement types, each once */
  GPtrArray *cost_tables;       /* per movement type: guint8 cost per terrain */

  int zone_radius;
  GArray *zone_centres;         /* TacticsCell, one per side, in side order */
  TacticsCell hub;

  GCancellable *cancellable;    /* NULL: nothing stops the generator */
  gboolean cancelled;           /* seen cancelled: stop making what is made */
} Generator;

/* Options */

G_DEFINE_BOXED_TYPE (TacticsGenerateOptions, tactics_generate_options,
                     tactics_generate_options_copy, tactics_generate_options_free)

/**
 * tactics_generate_error_quark:
 *
 * The error domain of map generation.
 *
 * Returns: the quark of %TACTICS_GENERATE_ERROR
 */
G_DEFINE_QUARK (tactics-generate-error-quark, tactics_generate_error)

/**
 * tactics_generate_options_copy:
 * @options: options
 *
 * Copies @options.
 *
 * Returns: (transfer full): a copy, to free with tactics_generate_options_free()
 */
TacticsGenerateOptions *
tactics_generate_options_copy (const TacticsGenerateOptions *options)
{
  g_return_val_if_fail (options != NULL, NULL);

  return g_memdup2 (options, sizeof *options);
}

/**
 * tactics_generate_options_free:
 * @options: (nullable): options from tactics_generate_options_copy()
 *
 * Frees @options.
 */
void
tactics_generate_options_free (TacticsGenerateOptions *options)
{
  g_free (options);
}

/**
 * tactics_generate_options_init:
 * @options: (out caller-allocates): the options to fill
 *
 * Fills @options with the defaults: a 32 × 24 square map for 2 players,
 * mirrored left to right, in the open style, seed 0.
 */
void
tactics_generate_options_init (TacticsGenerateOptions *options)
{
  g_return_if_fail (options != NULL);

  *options = (TacticsGenerateOptions) {
    .topology = TACTICS_TOPOLOGY_SQUARE,
    .width = 32,
    .height = 24,
    .n_players = 2,
    .symmetry = TACTICS_SYMMETRY_MIRROR_H,
    .style = TACTICS_MAP_STYLE_OPEN,
    .seed = 0,
  };
}

/**
 * tactics_symmetry_get_order:
 * @symmetry: a symmetry
 *
 * Returns how many copies of one part of the map @symmetry makes: 1 for
 * none, 2 for the mirrors and the half turn, 3 for a third of a turn, 4 for
 * a quarter turn. The number of players must be a multiple of it.
 *
 * Returns: the order of the symmetry
 */
guint
tactics_symmetry_get_order (TacticsSymmetry symmetry)
{
  switch (symmetry)
    {
    case TACTICS_SYMMETRY_MIRROR_H:
    case TACTICS_SYMMETRY_MIRROR_V:
    case TACTICS_SYMMETRY_ROTATE_180:
      return 2;
    case TACTICS_SYMMETRY_ROTATE_90:
      return 4;
    case TACTICS_SYMMETRY_ROTATE_120:
      return 3;
    case TACTICS_SYMMETRY_NONE:
    default:
      return 1;
    }
}

/**
 * tactics_generate_options_check:
 * @options: options
 * @error: return location for a #TacticsGenerateError
 *
 * Checks that @options can make a map: the width and height within
 * %TACTICS_GENERATE_MIN_SIZE..%TACTICS_MAX_MAP_SIZE, 2 to
 * %TACTICS_GENERATE_MAX_PLAYERS players, a symmetry the grid has (no
 * rotate-90 on hex grids or on square maps of unequal sides, no rotate-120
 * on square grids) and a number of players it divides. The ruleset and the
 * room for start zones are tactics_generate_scenario()'s to check.
 *
 * Returns: %TRUE when the options are usable
 */
gboolean
tactics_generate_options_check (const TacticsGenerateOptions *options,
                                GError                      **error)
{
  TacticsGenerateSymmetry symmetry;
  guint order;

  g_return_val_if_fail (options != NULL, FALSE);
  g_return_val_if_fail (error == NULL || *error == NULL, FALSE);

  if (options->topology != TACTICS_TOPOLOGY_SQUARE && options->topology != TACTICS_TOPOLOGY_HEX)
    {
      g_set_error (error, TACTICS_GENERATE_ERROR, TACTICS_GENERATE_ERROR_SYMMETRY,
                   _("unknown topology %d"), (int) options->topology);
      return FALSE;
    }
  if (options->width < TACTICS_GENERATE_MIN_SIZE || options->width > TACTICS_MAX_MAP_SIZE
      || options->height < TACTICS_GENERATE_MIN_SIZE || options->height > TACTICS_MAX_MAP_SIZE)
    {
      g_set_error (error, TACTICS_GENERATE_ERROR, TACTICS_GENERATE_ERROR_SIZE,
                   /* Translators: the width and height asked for, then the smallest
                    * and largest side, e.g. "a 4 × 9 map is not possible: each side
                    * must be 8 to 4096". */
                   _("a %d × %d map is not possible: each side must be %d to %d"),
                   options->width, options->height, TACTICS_GENERATE_MIN_SIZE,
                   TACTICS_MAX_MAP_SIZE);
      return FALSE;
    }
  if (options->n_players < 2 || options->n_players > TACTICS_GENERATE_MAX_PLAYERS)
    {
      g_set_error (error, TACTICS_GENERATE_ERROR, TACTICS_GENERATE_ERROR_PLAYERS,
                   /* Translators: the number of players asked for, then the most. */
                   _("%u players are not possible: a map is for 2 to %d players"),
                   options->n_players, TACTICS_GENERATE_MAX_PLAYERS);
      return FALSE;
    }
  if (!tactics_generate_symmetry_init (&symmetry, options->topology, options->width,
                                       options->height, options->symmetry, error))
    return FALSE;
  order = tactics_symmetry_get_order (options->symmetry);
  if (options->n_players % order != 0)
    {
      g_set_error (error, TACTICS_GENERATE_ERROR, TACTICS_GENERATE_ERROR_PLAYERS,
                   /* Translators: the number of players, the symmetry's name
                    * (e.g. rotate-90), then the number it shares the map by, e.g.
                    * "6 players cannot share a map with rotate-90 evenly: use a
                    * multiple of 4". */
                   _("%u players cannot share a map with %s evenly: use a multiple of %u"),
                   options->n_players,
                   tactics_enum_to_string (TACTICS_TYPE_SYMMETRY, options->symmetry), order);
      return FALSE;
    }
  if ((guint) options->style > TACTICS_MAP_STYLE_MOUNTAINS)
    {
      g_set_error (error, TACTICS_GENERATE_ERROR, TACTICS_GENERATE_ERROR_SYMMETRY,
                   _("unknown map style %d"), (int) options->style);
      return FALSE;
    }
  return TRUE;
}

/* Whether to stop: the cancellable was cancelled (now or before). Cheap
 * enough for every row of the map. */
static inline gboolean
is_cancelled (Generator *gen)
{
  if (!gen->cancelled && gen->cancellable != NULL)
    gen->cancelled = g_cancellable_is_cancelled (gen->cancellable);
  return gen->cancelled;
}

/* Cells */

static inline gsize
cell_index (const Generator *gen,
            TacticsCell      cell)
{
  return (gsize) cell.y * (gsize) gen->width + (gsize) cell.x;
}

static inline gboolean
on_board (const Generator *gen,
          TacticsCell      cell)
{
  return cell.x >= 0 && cell.y >= 0 && cell.x < gen->width && cell.y < gen->height;
}

static int
walk_distance (const Generator *gen,
               TacticsCell      a,
               TacticsCell      b)
{
  /* The distance of movement steps: 4 neighbours on square, 6 on hex. */
  return tactics_distance (gen->options->topology == TACTICS_TOPOLOGY_HEX
                           ? TACTICS_METRIC_HEX : TACTICS_METRIC_MANHATTAN, a, b);
}

static int
zone_distance (const Generator *gen,
               TacticsCell      a,
               TacticsCell      b)
{
  return tactics_distance (tactics_default_metric (gen->options->topology), a, b);
}

static gboolean
in_zone (const Generator *gen,
         TacticsCell      cell)
{
  for (guint i = 0; i < gen->zone_centres->len; i++)
    if (zone_distance (gen, cell, g_array_index (gen->zone_centres, TacticsCell, i))
        <= gen->zone_radius)
      return TRUE;
  return FALSE;
}

static void
paint_orbit (Generator   *gen,
             TacticsCell  cell,
             int          terrain)
{
  TacticsCell orbit[TACTICS_GENERATE_MAX_ORDER];

  tactics_generate_symmetry_orbit (&gen->symmetry, cell, orbit);
  for (guint k = 0; k < gen->symmetry.order; k++)
    if (on_board (gen, orbit[k]))
      gen->cells[cell_index (gen, orbit[k])] = (guint16) terrain;
}

static int
role_or (const Generator    *gen,
         TacticsTerrainRole  role,
         int                 fallback)
{
  return gen->terrain[role] != NO_TERRAIN ? gen->terrain[role] : fallback;
}

/* A road cell: a crossing over water, a road elsewhere; start zones stay
 * open ground. Decided for each image, which for paired cells agree. */
static void
paint_road (Generator   *gen,
            TacticsCell  cell)
{
  TacticsCell orbit[TACTICS_GENERATE_MAX_ORDER];

  tactics_generate_symmetry_orbit (&gen->symmetry, cell, orbit);
  for (guint k = 0; k < gen->symmetry.order; k++)
    {
      gsize index;

      if (!on_board (gen, orbit[k]) || in_zone (gen, orbit[k]))
        continue;
      index = cell_index (gen, orbit[k]);
      if (gen->cells[index] == gen->terrain[TACTICS_TERRAIN_ROLE_WATER])
        gen->cells[index] = (guint16) gen->terrain[TACTICS_TERRAIN_ROLE_CROSSING];
      else if (gen->cells[index] != gen->terrain[TACTICS_TERRAIN_ROLE_CROSSING])
        gen->cells[index] = (guint16) gen->terrain[TACTICS_TERRAIN_ROLE_ROAD];
    }
}

typedef void (*PaintFunc) (Generator   *gen,
                           TacticsCell  cell,
                           int          terrain);

static void
paint_road_func (Generator   *gen,
                 TacticsCell  cell,
                 int          terrain)
{
  paint_road (gen, cell);
}

/* How strongly a walk at @cell heading for @to should take the step to
 * @next (a neighbour nearer @to): by how much of the way is left along
 * that step's direction. Picking steps in proportion gives every shortest
 * way the same chance, so walks keep to the line between their ends
 * (a fair coin would use up the shorter direction first and end in a
 * straight run). */
static guint32
step_weight (const Generator *gen,
             TacticsCell      cell,
             TacticsCell      next,
             TacticsCell      to)
{
  TacticsCube here, step, left;
  guint32 weight = G_MAXUINT32;
  int components[3][2];

  if (gen->options->topology != TACTICS_TOPOLOGY_HEX)
    return next.x != cell.x ? (guint32) ABS (to.x - cell.x) : (guint32) ABS (to.y - cell.y);

  /* On hex a step changes two cube coordinates; what is left of the way
   * along it is the smaller of those two coordinates of the way left. */
  here = tactics_axial_to_cube (tactics_offset_to_axial (cell));
  step = tactics_axial_to_cube (tactics_offset_to_axial (next));
  left = tactics_axial_to_cube (tactics_offset_to_axial (to));
  components[0][0] = step.q - here.q;
  components[0][1] = left.q - here.q;
  components[1][0] = step.r - here.r;
  components[1][1] = left.r - here.r;
  components[2][0] = step.s - here.s;
  components[2][1] = left.s - here.s;
  for (guint i = 0; i < 3; i++)
    if (components[i][0] != 0)
      weight = MIN (weight, (guint32) ABS (components[i][1]));
  return weight;
}

/* A seeded wander from @from to @to: every step goes to a neighbour
 * nearer @to, picked at random among those (step_weight()), so the way is
 * never longer than the distance and never the same twice. */
static void
walk (Generator             *gen,
      TacticsGenerateRandom *random,
      TacticsCell            from,
      TacticsCell            to,
      PaintFunc              paint,
      int                    terrain)
{
  TacticsCell cell = from;
  int distance = walk_distance (gen, from, to);

  if (on_board (gen, cell))
    paint (gen, cell, terrain);
  while (distance > 0)
    {
      TacticsCell neighbours[TACTICS_MAX_NEIGHBOURS];
      TacticsCell nearer[TACTICS_MAX_NEIGHBOURS];
      guint32 weights[TACTICS_MAX_NEIGHBOURS];
      guint32 total = 0;
      guint n_nearer = 0;
      guint n = tactics_neighbours (gen->options->topology, cell, neighbours);

      /* The board's edge is no wall: a step off it is taken (and not
       * painted) when it is the only way nearer. */
      for (guint i = 0; i < n; i++)
        if (walk_distance (gen, neighbours[i], to) < distance)
          {
            nearer[n_nearer] = neighbours[i];
            weights[n_nearer] = on_board (gen, neighbours[i])
                                ? MAX (step_weight (gen, cell, neighbours[i], to), 1u) : 0;
            total += weights[n_nearer];
            n_nearer++;
          }
      g_assert (n_nearer > 0);
      if (total == 0)
        {
          cell = nearer[0];
        }
      else
        {
          guint32 pick = tactics_generate_random_below (random, total);
          guint i = 0;

          while (pick >= weights[i])
            pick -= weights[i++];
          cell = nearer[i];
        }
      distance--;
      if (on_board (gen, cell))
        paint (gen, cell, terrain);
      if (distance % CANCEL_STEPS == 0 && is_cancelled (gen))
        return;
    }
}

/* Terrain by role */

static gboolean
passable_for_all (Generator *gen,
                  int        terrain)
{
  TacticsTerrain *item = tactics_ruleset_get_terrain (gen->ruleset, (guint) terrain);

  for (guint i = 0; i < gen->movetypes->len; i++)
    if (tactics_terrain_get_cost (item, g_ptr_array_index (gen->movetypes, i)) == 0)
      return FALSE;
  return TRUE;
}

static gboolean
resolve_terrains (Generator  *gen,
                  GError    **error)
{
  GListModel *unit_types = tactics_ruleset_get_unit_types (gen->ruleset);
  guint n_unit_types = g_list_model_get_n_items (unit_types);
  TacticsTerrain *open;
  guint n_terrains = tactics_ruleset_get_n_terrains (gen->ruleset);

  for (guint role = 0; role < N_ROLES; role++)
    {
      TacticsTerrain *terrain = role == TACTICS_TERRAIN_ROLE_NONE
                                ? NULL : tactics_generate_find_terrain (gen->ruleset, role);

      gen->terrain[role] = terrain == NULL
                           ? NO_TERRAIN
                           : tactics_ruleset_get_terrain_index (gen->ruleset,
                                                                tactics_terrain_get_id (terrain));
    }
  if (gen->terrain[TACTICS_TERRAIN_ROLE_OPEN] == NO_TERRAIN)
    {
      g_set_error (error, TACTICS_GENERATE_ERROR, TACTICS_GENERATE_ERROR_RULESET,
                   _("the ruleset has no terrain a unit can cross, so no open ground to "
                     "start on"));
      return FALSE;
    }
  open = tactics_ruleset_get_terrain (gen->ruleset,
                                      (guint) gen->terrain[TACTICS_TERRAIN_ROLE_OPEN]);

  /* The sides form the unit types that can stand on open ground. */
  for (guint i = 0; i < n_unit_types; i++)
    {
      g_autoptr(TacticsUnitType) unit_type = g_list_model_get_item (unit_types, i);
      const char *movetype = tactics_unit_type_get_movetype (unit_type);

      if (movetype == NULL || tactics_terrain_get_cost (open, movetype) == 0)
        continue;
      g_ptr_array_add (gen->allowed_units, g_strdup (tactics_unit_type_get_id (unit_type)));
      if (!g_ptr_array_find_with_equal_func (gen->movetypes, movetype, g_str_equal, NULL))
        g_ptr_array_add (gen->movetypes, g_strdup (movetype));
    }
  if (gen->allowed_units->len == 0)
    {
      g_set_error (error, TACTICS_GENERATE_ERROR, TACTICS_GENERATE_ERROR_RULESET,
                   /* Translators: the name of the terrain used as open ground. */
                   _("the ruleset has no unit type that can stand on “%s”, the open ground "
                     "where armies start"),
                   tactics_terrain_get_name (open));
      return FALSE;
    }
  gen->all_units_allowed = gen->allowed_units->len == n_unit_types;
  g_ptr_array_add (gen->allowed_units, NULL);

  /* Roads and crossings must carry every army, or they join nothing. */
  if (gen->terrain[TACTICS_TERRAIN_ROLE_ROAD] == NO_TERRAIN
      || !passable_for_all (gen, gen->terrain[TACTICS_TERRAIN_ROLE_ROAD]))
    gen->terrain[TACTICS_TERRAIN_ROLE_ROAD] = gen->terrain[TACTICS_TERRAIN_ROLE_OPEN];
  if (gen->terrain[TACTICS_TERRAIN_ROLE_CROSSING] == NO_TERRAIN
      || !passable_for_all (gen, gen->terrain[TACTICS_TERRAIN_ROLE_CROSSING]))
    gen->terrain[TACTICS_TERRAIN_ROLE_CROSSING] = gen->terrain[TACTICS_TERRAIN_ROLE_ROAD];
  gen->filler = role_or (gen, TACTICS_TERRAIN_ROLE_WATER,
                         role_or (gen, TACTICS_TERRAIN_ROLE_MOUNTAIN,
                                  gen->terrain[TACTICS_TERRAIN_ROLE_OPEN]));

  for (guint i = 0; i < gen->movetypes->len; i++)
    {
      guint8 *costs = g_new0 (guint8, n_terrains);

      for (guint t = 0; t < n_terrains; t++)
        costs[t] = (guint8) tactics_terrain_get_cost (tactics_ruleset_get_terrain (gen->ruleset, t),
                                                      g_ptr_array_index (gen->movetypes, i));
      g_ptr_array_add (gen->cost_tables, costs);
    }
  return TRUE;
}

/* 1. The land */

/* The value below which @share thousandths of the cells lie. */
static guint16
quantile (const guint32 *histogram,
          gsize          n_cells,
          guint          share)
{
  guint64 wanted = (guint64) n_cells * share / 1000;
  guint64 seen = 0;

  for (guint value = 0; value < 65536; value++)
    {
      seen += histogram[value];
      if (seen > wanted)
        return (guint16) value;
    }
  return G_MAXUINT16;
}

static void
make_land (Generator *gen)
{
  const TacticsGenerateOptions *options = gen->options;
  const StyleShares *shares = &style_shares[options->style];
  g_autoptr(TacticsGenerateNoise) height_noise = NULL;
  g_autoptr(TacticsGenerateNoise) wetness_noise = NULL;
  g_autofree guint16 *heights = g_new (guint16, gen->n_cells);
  g_autofree guint16 *wetness = g_new (guint16, gen->n_cells);
  g_autofree guint32 *height_histogram = g_new0 (guint32, 65536);
  g_autofree guint32 *wetness_histogram = g_new0 (guint32, 65536);
  guint16 water_below, hill_from, mountain_from, forest_from;
  int open = gen->terrain[TACTICS_TERRAIN_ROLE_OPEN];
  int water = role_or (gen, TACTICS_TERRAIN_ROLE_WATER, open);
  int forest = role_or (gen, TACTICS_TERRAIN_ROLE_FOREST, open);
  int hill = role_or (gen, TACTICS_TERRAIN_ROLE_HILL, open);
  int mountain = role_or (gen, TACTICS_TERRAIN_ROLE_MOUNTAIN, hill);

  height_noise = tactics_generate_noise_new (options->seed, STREAM_HEIGHT, options->topology,
                                             gen->width, gen->height);
  wetness_noise = tactics_generate_noise_new (options->seed, STREAM_WETNESS, options->topology,
                                              gen->width, gen->height);
  for (int y = 0; y < gen->height; y++)
    {
      guint16 *height_row = heights + (gsize) y * (gsize) gen->width;
      guint16 *wetness_row = wetness + (gsize) y * (gsize) gen->width;

      if (is_cancelled (gen))
        return;
      tactics_generate_noise_row (height_noise, y, height_row);
      tactics_generate_noise_row (wetness_noise, y, wetness_row);
      for (int x = 0; x < gen->width; x++)
        {
          height_histogram[height_row[x]]++;
          wetness_histogram[wetness_row[x]]++;
        }
    }

  water_below = shares->water == 0 ? 0 : quantile (height_histogram, gen->n_cells, shares->water);
  hill_from = quantile (height_histogram, gen->n_cells,
                        1000 - shares->hill - shares->mountain);
  mountain_from = quantile (height_histogram, gen->n_cells, 1000 - shares->mountain);
  forest_from = quantile (wetness_histogram, gen->n_cells, 1000 - shares->forest);

  for (int y = 0; y < gen->height; y++)
    {
      gsize row = (gsize) y * (gsize) gen->width;

      if (is_cancelled (gen))
        return;
      for (gsize i = row; i < row + (gsize) gen->width; i++)
        {
          int terrain;

          if (heights[i] < water_below)
            terrain = water;
          else if (heights[i] >= mountain_from)
            terrain = mountain;
          else if (heights[i] >= hill_from)
            terrain = hill;
          else if (wetness[i] >= forest_from)
            terrain = forest;
          else
            terrain = open;
          gen->cells[i] = (guint16) terrain;
        }
    }

  /* Each cell takes the terrain of the first cell of its orbit; that one
   * comes earlier and keeps its own, so this works in place. */
  if (gen->symmetry.order == 1)
    return;
  for (int y = 0; y < gen->height; y++)
    {
      if (is_cancelled (gen))
        return;
      for (int x = 0; x < gen->width; x++)
        {
          TacticsCell orbit[TACTICS_GENERATE_MAX_ORDER];
          gsize index = (gsize) y * (gsize) gen->width + (gsize) x;
          gsize first = index;

          if (!tactics_generate_symmetry_orbit (&gen->symmetry, (TacticsCell) { x, y }, orbit))
            {
              gen->cells[index] = (guint16) gen->filler;
              continue;
            }
          for (guint k = 1; k < gen->symmetry.order; k++)
            first = MIN (first, cell_index (gen, orbit[k]));
          gen->cells[index] = gen->cells[first];
        }
    }
}

/* 2. Rivers */

static TacticsCell
random_edge_cell (Generator             *gen,
                  TacticsGenerateRandom *random,
                  guint                  edge)
{
  /* Edges 0 and 2 run along the width, 1 and 3 along the height. */
  int at = (int) tactics_generate_random_below (random, edge % 2 == 0 ? (guint32) gen->width
                                                                      : (guint32) gen->height);

  switch (edge)
    {
    case 0:
      return (TacticsCell) { at, 0 };
    case 1:
      return (TacticsCell) { gen->width - 1, at };
    case 2:
      return (TacticsCell) { at, gen->height - 1 };
    default:
      return (TacticsCell) { 0, at };
    }
}

static void
make_rivers (Generator *gen)
{
  TacticsGenerateRandom random;
  int side = MIN (gen->width, gen->height);
  guint n_rivers;

  if (gen->terrain[TACTICS_TERRAIN_ROLE_WATER] == NO_TERRAIN)
    return;
  switch (gen->options->style)
    {
    case TACTICS_MAP_STYLE_RIVERS:
      n_rivers = MIN (2 + (guint) side / 64, 6);
      break;
    case TACTICS_MAP_STYLE_MOUNTAINS:
    case TACTICS_MAP_STYLE_OPEN:
      n_rivers = side >= 32 ? 1 : 0;
      break;
    case TACTICS_MAP_STYLE_ISLANDS:
    default:
      n_rivers = 0;
      break;
    }

  tactics_generate_random_init (&random, gen->options->seed, STREAM_RIVERS);
  for (guint i = 0; i < n_rivers && !is_cancelled (gen); i++)
    {
      guint edge = tactics_generate_random_below (&random, 4);
      TacticsCell from = random_edge_cell (gen, &random, edge);
      TacticsCell to = random_edge_cell (gen, &random, (edge + 2) % 4);
      /* A bend halfway keeps rivers from running straight. */
      TacticsCell bend = {
        (int) tactics_generate_random_below (&random, (guint32) gen->width),
        (int) tactics_generate_random_below (&random, (guint32) gen->height),
      };

      walk (gen, &random, from, bend, paint_orbit, gen->terrain[TACTICS_TERRAIN_ROLE_WATER]);
      walk (gen, &random, bend, to, paint_orbit, gen->terrain[TACTICS_TERRAIN_ROLE_WATER]);
    }
}

/* 3. Start zones */

/* Whether a zone around @centre fits: every cell on the board and paired
 * (so its images exist and are the same size). */
static gboolean
zone_fits (Generator   *gen,
           TacticsCell  centre)
{
  int r = gen->zone_radius;

  for (int dy = -r; dy <= r; dy++)
    for (int dx = -r - 1; dx <= r + 1; dx++)
      {
        TacticsCell cell = { centre.x + dx, centre.y + dy };
        TacticsCell orbit[TACTICS_GENERATE_MAX_ORDER];

        if (zone_distance (gen, cell, centre) > r)
          continue;
        if (!on_board (gen, cell) || !tactics_generate_symmetry_orbit (&gen->symmetry, cell, orbit))
          return FALSE;
      }
  return TRUE;
}

/* The smallest distance between the zone centres of @centre's orbit and
 * those placed already (the distance to the centre of the map for the
 * first zone of an unsymmetric map, to push it to the edge). */
static int
zone_score (Generator   *gen,
            TacticsCell  centre)
{
  TacticsCell orbit[TACTICS_GENERATE_MAX_ORDER];
  int score = G_MAXINT;

  tactics_generate_symmetry_orbit (&gen->symmetry, centre, orbit);
  for (guint k = 1; k < gen->symmetry.order; k++)
    score = MIN (score, zone_distance (gen, centre, orbit[k]));
  for (guint i = 0; i < gen->zone_centres->len; i++)
    score = MIN (score, zone_distance (gen, centre,
                                       g_array_index (gen->zone_centres, TacticsCell, i)));
  if (score == G_MAXINT)
    score = zone_distance (gen, centre, gen->hub);
  return score;
}

static gboolean
place_zones (Generator  *gen,
             GError    **error)
{
  TacticsGenerateRandom random;
  guint order = gen->symmetry.order;
  guint n_orbits = gen->options->n_players / order;
  /* Zones apart by at least a free cell between them. */
  int least = 2 * gen->zone_radius + 2;

  tactics_generate_random_init (&random, gen->options->seed, STREAM_ZONES);
  for (guint i = 0; i < n_orbits; i++)
    {
      TacticsCell best = { -1, -1 };
      int best_score = -1;
      TacticsCell orbit[TACTICS_GENERATE_MAX_ORDER];

      for (guint try = 0; try < ZONE_TRIES; try++)
        {
          TacticsCell centre = {
            (int) tactics_generate_random_below (&random, (guint32) gen->width),
            (int) tactics_generate_random_below (&random, (guint32) gen->height),
          };
          int score;

          if (!zone_fits (gen, centre))
            continue;
          score = zone_score (gen, centre);
          if (score > best_score)
            {
              best = centre;
              best_score = score;
            }
        }
      if (best_score < least)
        {
          g_set_error (error, TACTICS_GENERATE_ERROR, TACTICS_GENERATE_ERROR_SIZE,
                       /* Translators: the width and height, then the number of players. */
                       _("a %d × %d map has no room for %u start zones apart from each other: "
                         "make it larger or have fewer players"),
                       gen->width, gen->height, gen->options->n_players);
          return FALSE;
        }
      tactics_generate_symmetry_orbit (&gen->symmetry, best, orbit);
      for (guint k = 0; k < order; k++)
        g_array_append_val (gen->zone_centres, orbit[k]);
    }
  return TRUE;
}

static void
clear_zones (Generator *gen)
{
  int r = gen->zone_radius;

  for (guint i = 0; i < gen->zone_centres->len; i++)
    {
      TacticsCell centre = g_array_index (gen->zone_centres, TacticsCell, i);

      for (int dy = -r; dy <= r; dy++)
        for (int dx = -r - 1; dx <= r + 1; dx++)
          {
            TacticsCell cell = { centre.x + dx, centre.y + dy };

            if (on_board (gen, cell) && zone_distance (gen, cell, centre) <= r)
              gen->cells[cell_index (gen, cell)] =
                (guint16) gen->terrain[TACTICS_TERRAIN_ROLE_OPEN];
          }
    }
}

static GArray *
zone_cells (Generator   *gen,
            TacticsCell  centre)
{
  GArray *cells = g_array_new (FALSE, FALSE, sizeof (TacticsCell));
  int r = gen->zone_radius;

  for (int dy = -r; dy <= r; dy++)
    for (int dx = -r - 1; dx <= r + 1; dx++)
      {
        TacticsCell cell = { centre.x + dx, centre.y + dy };

        if (on_board (gen, cell) && zone_distance (gen, cell, centre) <= r)
          g_array_append_val (cells, cell);
      }
  return cells;
}

/* 4. Roads */

static void
make_roads (Generator *gen)
{
  TacticsGenerateRandom random;
  TacticsCell hubs[TACTICS_GENERATE_MAX_ORDER];

  tactics_generate_random_init (&random, gen->options->seed, STREAM_ROADS);
  /* One road per orbit of zones: painting it paints its images. */
  for (guint i = 0; i < gen->zone_centres->len && !is_cancelled (gen); i += gen->symmetry.order)
    walk (gen, &random, g_array_index (gen->zone_centres, TacticsCell, i), gen->hub,
          paint_road_func, 0);
  tactics_generate_symmetry_orbit (&gen->symmetry, gen->hub, hubs);
  for (guint k = 1; k < gen->symmetry.order && !is_cancelled (gen); k++)
    walk (gen, &random, gen->hub, hubs[k], paint_road_func, 0);
}

/* 5. Pockets */

static int
blocker_for (Generator     *gen,
             const guint8  *costs)
{
  int preferred[] = {
    gen->terrain[TACTICS_TERRAIN_ROLE_MOUNTAIN],
    gen->terrain[TACTICS_TERRAIN_ROLE_WATER],
    gen->filler,
  };

  for (guint i = 0; i < G_N_ELEMENTS (preferred); i++)
    if (preferred[i] != NO_TERRAIN && costs[preferred[i]] == 0)
      return preferred[i];
  for (guint t = 0; t < tactics_ruleset_get_n_terrains (gen->ruleset); t++)
    if (costs[t] == 0)
      return (int) t;
  return NO_TERRAIN;
}

static TacticsCostGrid *
build_cost_grid (Generator    *gen,
                 const guint8 *costs)
{
  TacticsCostGrid *grid = tactics_cost_grid_new (gen->width, gen->height, gen->options->topology);

  for (int y = 0; y < gen->height && !is_cancelled (gen); y++)
    {
      const guint16 *row = gen->cells + (gsize) y * (gsize) gen->width;
      guint8 *out = grid->costs + tactics_cost_grid_index (grid, 0, y);

      for (int x = 0; x < gen->width; x++)
        out[x] = costs[row[x]];
    }
  tactics_cost_grid_update_bounds (grid);
  return grid;
}

static TacticsCell
nearest_zone (Generator   *gen,
              TacticsCell  cell)
{
  TacticsCell best = g_array_index (gen->zone_centres, TacticsCell, 0);

  for (guint i = 1; i < gen->zone_centres->len; i++)
    {
      TacticsCell centre = g_array_index (gen->zone_centres, TacticsCell, i);

      if (walk_distance (gen, cell, centre) < walk_distance (gen, cell, best))
        best = centre;
    }
  return best;
}

/* Whether movement type @m needs a look for pockets: not when it crosses
 * every terrain the generator paints, nor when an earlier one stops at
 * the same of them (its areas are the same). */
static gboolean
may_have_pockets (Generator *gen,
                  guint      m)
{
  const guint8 *costs = g_ptr_array_index (gen->cost_tables, m);
  guint n_terrains = tactics_ruleset_get_n_terrains (gen->ruleset);
  g_autofree gboolean *painted = g_new0 (gboolean, n_terrains);
  gboolean blocked = FALSE;

  for (guint role = TACTICS_TERRAIN_ROLE_OPEN; role < N_ROLES; role++)
    if (gen->terrain[role] != NO_TERRAIN)
      painted[gen->terrain[role]] = TRUE;
  painted[gen->filler] = TRUE;
  for (guint i = 0; i < m; i++)
    {
      const guint8 *earlier = g_ptr_array_index (gen->cost_tables, i);
      gboolean same = TRUE;

      for (guint t = 0; t < n_terrains && same; t++)
        if (painted[t] && (earlier[t] == 0) != (costs[t] == 0))
          same = FALSE;
      if (same)
        return FALSE;
    }
  for (guint t = 0; t < n_terrains; t++)
    if (painted[t] && costs[t] == 0)
      blocked = TRUE;
  return blocked;
}

/* Returns whether anything changed. Large areas cut off from the start
 * zones get a road to the nearest zone (in early rounds); the rest is
 * filled with a terrain the movement type cannot enter. */
static gboolean
join_pockets (Generator             *gen,
              TacticsGenerateRandom *random,
              guint                  round)
{
  gboolean changed = FALSE;
  gsize large = MAX ((gsize) 16, gen->n_cells / 1024);

  for (guint m = 0; m < gen->movetypes->len && !is_cancelled (gen); m++)
    {
      const guint8 *costs = g_ptr_array_index (gen->cost_tables, m);
      g_autoptr(TacticsCostGrid) grid = NULL;
      g_autoptr(GArray) joins = g_array_new (FALSE, FALSE, sizeof (TacticsCell));
      g_autofree gboolean *seen = NULL;
      TacticsComponents components;
      guint32 main;
      int blocker = blocker_for (gen, costs);

      if (!may_have_pockets (gen, m))
        continue;
      grid = build_cost_grid (gen, costs);
      if (is_cancelled (gen))
        break;
      if (!tactics_components_init (&components, grid, gen->cancellable))
        {
          gen->cancelled = TRUE;
          break;
        }
      main = tactics_components_get (&components,
                                     g_array_index (gen->zone_centres, TacticsCell, 0));
      if (components.n_components <= 1)
        {
          tactics_components_clear (&components);
          continue;
        }
      seen = g_new0 (gboolean, components.n_components + 1);
      for (int y = 0; y < gen->height && !is_cancelled (gen); y++)
        for (int x = 0; x < gen->width; x++)
          {
            guint32 label = components.labels[tactics_cost_grid_index (grid, x, y)];
            TacticsCell cell = { x, y };

            if (label == 0 || label == main)
              continue;
            changed = TRUE;
            if (round < POCKET_ROUNDS / 2 && components.sizes[label] >= large)
              {
                if (!seen[label])
                  g_array_append_val (joins, cell);
                seen[label] = TRUE;
              }
            else if (blocker != NO_TERRAIN && !in_zone (gen, cell))
              {
                paint_orbit (gen, cell, blocker);
              }
          }
      tactics_components_clear (&components);
      for (guint i = 0; i < joins->len && !is_cancelled (gen); i++)
        {
          TacticsCell cell = g_array_index (joins, TacticsCell, i);

          walk (gen, random, cell, nearest_zone (gen, cell), paint_road_func, 0);
        }
    }
  return changed;
}

/* 6. The scenario */

/* The scenario of the map made; NULL when the generator is cancelled
 * meanwhile. */
static TacticsScenario *
build_scenario (Generator *gen)
{
  const TacticsGenerateOptions *options = gen->options;
  g_autoptr(TacticsRuleset) rules = tactics_ruleset_copy (gen->ruleset);
  g_autoptr(TacticsMap) map = tactics_map_new (gen->width, gen->height, options->topology, rules);
  g_autofree char *description = NULL;
  TacticsScenario *scenario;

  /* File text, not interface text: the same options give the same bytes
   * whatever the language of whoever generates them. */
  description = g_strdup_printf ("Generated: %s %d×%d, %u players, %s, %s, seed %"
                                 G_GUINT64_FORMAT ".",
                                 tactics_enum_to_string (TACTICS_TYPE_TOPOLOGY, options->topology),
                                 gen->width, gen->height, options->n_players,
                                 tactics_enum_to_string (TACTICS_TYPE_SYMMETRY, options->symmetry),
                                 tactics_enum_to_string (TACTICS_TYPE_MAP_STYLE, options->style),
                                 options->seed);
  tactics_map_set_name (map, "Generated map");
  tactics_map_set_description (map, description);
  for (int y = 0; y < gen->height; y += CANCEL_ROWS)
    {
      if (is_cancelled (gen))
        return NULL;
      tactics_map_set_cells_rect (map, 0, y, gen->width, MIN (CANCEL_ROWS, gen->height - y),
                                  gen->cells + (gsize) y * gen->width);
    }

  scenario = tactics_scenario_new (map);
  tactics_scenario_set_name (scenario, "Generated battle");
  tactics_scenario_set_description (scenario, description);
  for (guint i = 0; i < gen->zone_centres->len; i++)
    {
      g_autofree char *side_id = g_strdup_printf ("side-%u", i + 1);
      g_autofree char *side_name = g_strdup_printf ("Player %u", i + 1);
      g_autofree char *region_id = g_strdup_printf ("start-%u", i + 1);
      g_autofree char *region_name = g_strdup_printf ("Start %u", i + 1);
      g_autoptr(TacticsRegion) region = tactics_region_new (region_id, region_name);
      g_autoptr(TacticsSide) side = tactics_side_new (side_id, side_name);
      g_autoptr(TacticsObjective) objective =
        tactics_objective_new (TACTICS_OBJECTIVE_ELIMINATE_ALL);
      g_autoptr(GArray) cells = zone_cells (gen, g_array_index (gen->zone_centres, TacticsCell, i));

      tactics_region_set_color (region, zone_colors[i]);
      tactics_region_set_cells (region, (const TacticsCell *) cells->data, cells->len, TRUE);
      tactics_scenario_insert_region (scenario, G_MAXUINT, region);
      tactics_side_set_start_zone (side, region_id);
      /* Each side its own colour and token shape, as in a new scenario. */
      tactics_side_set_team (side, MIN (i, TACTICS_MAX_SIDE_TEAM));
      if (!gen->all_units_allowed)
        tactics_side_set_allowed_units (side, (const char * const *) gen->allowed_units->pdata);
      tactics_side_insert_objective (side, 0, objective);
      tactics_scenario_insert_side (scenario, G_MAXUINT, side);
    }
  return scenario;
}

/* The map check's problems with the scenario; NULL when there are none
 * or the check was cancelled (then the generator is). */
static GListModel *
check_scenario (Generator       *gen,
                TacticsScenario *scenario)
{
  GListModel *problems = tactics_scenario_check_cancellable (scenario,
                                                             TACTICS_GENERATE_ARMY_SIZE,
                                                             gen->cancellable, NULL);

  if (problems == NULL)
    gen->cancelled = TRUE;
  else if (g_list_model_get_n_items (problems) == 0)
    g_clear_object (&problems);
  return problems;
}

static gboolean
only_pockets (GListModel *problems)
{
  for (guint i = 0; i < g_list_model_get_n_items (problems); i++)
    {
      g_autoptr(TacticsProblem) problem = g_list_model_get_item (problems, i);

      if (tactics_problem_get_kind (problem) != TACTICS_PROBLEM_POCKET)
        return FALSE;
    }
  return TRUE;
}

static void
generator_clear (Generator *gen)
{
  g_clear_pointer (&gen->cells, g_free);
  g_clear_pointer (&gen->allowed_units, g_ptr_array_unref);
  g_clear_pointer (&gen->movetypes, g_ptr_array_unref);
  g_clear_pointer (&gen->cost_tables, g_ptr_array_unref);
  g_clear_pointer (&gen->zone_centres, g_array_unref);
}

G_DEFINE_AUTO_CLEANUP_CLEAR_FUNC (Generator, generator_clear)

/* Whether the generator was cancelled, with @error set if so. */
static gboolean
give_up (Generator  *gen,
         GError    **error)
{
  return is_cancelled (gen) && g_cancellable_set_error_if_cancelled (gen->cancellable, error);
}

/**
 * tactics_generate_scenario:
 * @options: what to make
 * @ruleset: the rules whose terrains the map uses
 * @error: return location for a #TacticsGenerateError
 *
 * Makes a new map from @options with @ruleset's terrains, by the role
 * each plays (tactics_generate_find_terrain()), and a scenario on it: one
 * side a player ("side-1", …), each with an equal start zone ("start-1",
 * …) placed by the symmetry, the unit types that can stand on open ground
 * and an eliminate-all objective.
 *
 * The same options and ruleset give the same map on every machine. Every
 * cell whose images under the symmetry all lie on the map has the terrain
 * of its images; the others (on hex maps, where the offset grid's edges
 * break the symmetry) take the water terrain. The map passes
 * tactics_scenario_check() for %TACTICS_GENERATE_ARMY_SIZE units a side
 * without a problem: every start reaches the others, armies fit and no
 * area is cut off for the sides' movement types; a map that would not is
 * an error (%TACTICS_GENERATE_ERROR_CHECK), never a result.
 *
 * The map holds a copy of @ruleset and names no file; set its ruleset path
 * before saving it to refer to one.
 *
 * A large map takes seconds to make: to stop one midway, make it with
 * tactics_generate_scenario_cancellable() in another thread.
 *
 * Returns: (transfer full): the scenario (its map with
 *   tactics_scenario_get_map()), or %NULL with @error set
 */
TacticsScenario *
tactics_generate_scenario (const TacticsGenerateOptions *options,
                           TacticsRuleset               *ruleset,
                           GError                      **error)
{
  return tactics_generate_scenario_cancellable (options, ruleset, NULL, error);
}

/**
 * tactics_generate_scenario_cancellable:
 * @options: what to make
 * @ruleset: the rules whose terrains the map uses
 * @cancellable: (nullable): a #GCancellable to stop the generator midway
 * @error: return location for a #TacticsGenerateError or a #GIOError
 *
 * Makes the scenario tactics_generate_scenario() makes, the same for the
 * same options, unless @cancellable is cancelled first: the generator
 * looks at it between its steps and, in those that go over the whole map
 * (the noise, the rivers and roads, the search for cut-off areas), every
 * row; the map check it runs on what it made looks every few rows
 * (tactics_scenario_check_cancellable()). On a %TACTICS_MAX_MAP_SIZE map
 * it stops within milliseconds of a cancel, wherever it is. A cancelled generator ends
 * with the error
 * %G_IO_ERROR_CANCELLED. Cancel it from another thread than the one
 * generating (a #GTask's, for instance).
 *
 * Returns: (transfer full): the scenario (its map with
 *   tactics_scenario_get_map()), or %NULL with @error set
 */
TacticsScenario *
tactics_generate_scenario_cancellable (const TacticsGenerateOptions *options,
                                       TacticsRuleset               *ruleset,
                                       GCancellable                 *cancellable,
                                       GError                      **error)
{
  g_auto(Generator) gen = { 0 };
  TacticsGenerateRandom random;
  g_autoptr(TacticsScenario) scenario = NULL;
  guint round;

  g_return_val_if_fail (options != NULL, NULL);
  g_return_val_if_fail (TACTICS_IS_RULESET (ruleset), NULL);
  g_return_val_if_fail (cancellable == NULL || G_IS_CANCELLABLE (cancellable), NULL);
  g_return_val_if_fail (error == NULL || *error == NULL, NULL);

  gen.cancellable = cancellable;
  if (give_up (&gen, error) || !tactics_generate_options_check (options, error))
    return NULL;

  gen.options = options;
  gen.ruleset = ruleset;
  gen.width = options->width;
  gen.height = options->height;
  gen.n_cells = (gsize) options->width * (gsize) options->height;
  gen.allowed_units = g_ptr_array_new_with_free_func (g_free);
  gen.movetypes = g_ptr_array_new_with_free_func (g_free);
  gen.cost_tables = g_ptr_array_new_with_free_func (g_free);
  gen.zone_centres = g_array_new (FALSE, FALSE, sizeof (TacticsCell));
  gen.zone_radius = MIN (options->width, options->height) >= 24 ? 2 : 1;
  gen.hub = (TacticsCell) { (options->width - 1) / 2, (options->height - 1) / 2 };
  if (!tactics_generate_symmetry_init (&gen.symmetry, options->topology, options->width,
                                       options->height, options->symmetry, error)
      || !resolve_terrains (&gen, error))
    return NULL;

  gen.cells = g_new (guint16, gen.n_cells);
  make_land (&gen);
  if (give_up (&gen, error))
    return NULL;
  make_rivers (&gen);
  if (give_up (&gen, error) || !place_zones (&gen, error))
    return NULL;
  clear_zones (&gen);
  make_roads (&gen);
  if (give_up (&gen, error))
    return NULL;
  clear_zones (&gen);

  /* The check finds pockets as join_pockets() does: rather than look
   * again after each round, the check's own look decides whether another
   * round is needed. */
  tactics_generate_random_init (&random, options->seed, STREAM_ROADS + 1);
  for (round = 0;; round++)
    {
      gboolean changed = join_pockets (&gen, &random, round);
      g_autoptr(GListModel) problems = NULL;
      g_autoptr(TacticsProblem) first = NULL;

      if (give_up (&gen, error))
        return NULL;
      g_clear_object (&scenario);
      scenario = build_scenario (&gen);
      if (give_up (&gen, error))
        return NULL;
      problems = check_scenario (&gen, scenario);
      if (give_up (&gen, error))
        return NULL;
      if (problems == NULL)
        return g_steal_pointer (&scenario);
      if (changed && round + 1 < POCKET_ROUNDS && only_pockets (problems))
        continue;

      first = g_list_model_get_item (problems, 0);
      g_set_error (error, TACTICS_GENERATE_ERROR, TACTICS_GENERATE_ERROR_CHECK,
                   /* Translators: the check's message about the map made. */
                   _("the generated map fails the map check: %s"),
                   tactics_problem_get_message (first));
      return NULL;
    }
}
