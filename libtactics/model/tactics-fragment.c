/* SPDX-License-Identifier: GPL-3.0-or-later */
/* A piece of a map: taking it out, turning it, putting it down. Its text
 * form is in tactics-fragment-file.c. */
#include "config.h"

#include <glib/gi18n-lib.h>
#include <string.h>

#include "tactics-fragment.h"
#include "tactics-fragment-private.h"
#include "tactics-geometry-enums.h"
#include "tactics-geometry.h"
#include "tactics-map.h"
#include "tactics-region.h"
#include "tactics-ruleset.h"
#include "tactics-scenario.h"
#include "tactics-side.h"
#include "tactics-terrain.h"
#include "tactics-unit-type.h"

/**
 * TacticsFragment:
 * A piece of a map lifted out to be put down elsewhere: the terrain of its
 * cells (by terrain id, so it fits any map whose ruleset has them), the
 * regions those cells belong to and the units standing on them (by side,
 * unit type and name).
 *
 * Cells are kept relative to an anchor cell, the one under the pointer when
 * the fragment is placed: on square boards as (dx, dy), on hex boards as
 * axial steps (dq, dr), so a hex fragment keeps its shape whatever the row
 * it lands on. Rotations and flips turn it about the anchor; every one of
 * them is a symmetry of the grid, so no cell is ever rounded:
 *
 * - square: quarter turns, left–right and top–bottom flips;
 * - hex (pointy-top): sixth turns (60°), left–right and top–bottom flips
 *   (both mirror lines run through the anchor's centre and its neighbours,
 *   along a row or across it). There are no quarter turns.
 *
 * Take one with tactics_fragment_new_from_map() or read one with
 * tactics_fragment_new_from_xml(); it is reference counted.
 */
G_DEFINE_BOXED_TYPE (TacticsFragment, tactics_fragment, tactics_fragment_ref,
                     tactics_fragment_unref)
/**
 * tactics_fragment_error_quark:
 *
 * The error domain of putting fragments on maps.
 *
 * Returns: the quark of %TACTICS_FRAGMENT_ERROR
 */
G_DEFINE_QUARK (tactics-fragment-error-quark, tactics_fragment_error)

static void
fragment_region_free (gpointer data)
{
  TacticsFragmentRegion *region = data;

  g_free (region->id);
  g_free (region->name);
  g_free (region->color);
  g_array_unref (region->cells);
  g_free (region);
}

static void
fragment_unit_clear (gpointer data)
{
  TacticsFragmentUnit *unit = data;

  g_free (unit->side);
  g_free (unit->type);
  g_free (unit->name);
}

TacticsFragment *
tactics_fragment_new_empty (TacticsTopology topology)
{
  TacticsFragment *self = g_new0 (TacticsFragment, 1);

  g_ref_count_init (&self->ref_count);
  self->topology = topology;
  self->terrain_ids = g_ptr_array_new_with_free_func (g_free);
  self->cells = g_array_new (FALSE, FALSE, sizeof (TacticsFragmentCell));
  self->regions = g_ptr_array_new_with_free_func (fragment_region_free);
  self->units = g_array_new (FALSE, TRUE, sizeof (TacticsFragmentUnit));
  g_array_set_clear_func (self->units, fragment_unit_clear);
  return self;
}

TacticsFragmentRegion *
tactics_fragment_add_region (TacticsFragment *self,
                             const char      *id,
                             const char      *name,
                             const char      *color)
{
  TacticsFragmentRegion *region = g_new0 (TacticsFragmentRegion, 1);

  region->id = g_strdup (id);
  region->name = g_strdup (name);
  region->color = g_strdup (color);
  region->cells = g_array_new (FALSE, FALSE, sizeof (TacticsCell));
  g_ptr_array_add (self->regions, region);
  return region;
}

guint
tactics_fragment_intern_terrain (TacticsFragment *self,
                                 const char      *id)
{
  for (guint i = 0; i < self->terrain_ids->len; i++)
    if (g_str_equal (g_ptr_array_index (self->terrain_ids, i), id))
      return i;
  g_ptr_array_add (self->terrain_ids, g_strdup (id));
  return self->terrain_ids->len - 1;
}

/* Relative positions */

TacticsCell
tactics_fragment_to_relative (TacticsTopology topology,
                              TacticsCell     anchor,
                              TacticsCell     cell)
{
  TacticsAxial a;
  TacticsAxial c;

  if (topology != TACTICS_TOPOLOGY_HEX)
    return (TacticsCell) { cell.x - anchor.x, cell.y - anchor.y };
  a = tactics_offset_to_axial (anchor);
  c = tactics_offset_to_axial (cell);
  return (TacticsCell) { c.q - a.q, c.r - a.r };
}

TacticsCell
tactics_fragment_to_board (TacticsTopology topology,
                           TacticsCell     anchor,
                           TacticsCell     relative)
{
  TacticsAxial a;

  if (topology != TACTICS_TOPOLOGY_HEX)
    return (TacticsCell) { anchor.x + relative.x, anchor.y + relative.y };
  a = tactics_offset_to_axial (anchor);
  return tactics_axial_to_offset ((TacticsAxial) { a.q + relative.x, a.r + relative.y });
}

/* Taking a piece out */

/**
 * tactics_fragment_new_from_map: (skip)
 * @map: the map to copy from
 * @scenario: (nullable): @map's scenario, for its regions and placed units
 * @a: a corner of the rectangle
 * @b: the opposite corner
 *
 * Lifts out the cells of the rectangle between @a and @b (both included,
 * clipped to the map), with their regions and placed units when @scenario
 * has them. The anchor is the rectangle's middle cell.
 *
 * Returns: (transfer full) (nullable): the fragment, or %NULL when the
 *   rectangle misses the map
 */
TacticsFragment *
tactics_fragment_new_from_map (TacticsMap      *map,
                               TacticsScenario *scenario,
                               TacticsCell      a,
                               TacticsCell      b)
{
  TacticsTopology topology;
  TacticsRuleset *ruleset;
  TacticsFragment *self;
  TacticsCell anchor;
  const guint16 *grid;
  int map_width;
  g_autofree guint *terrain_of = NULL;
  int left, right, top, bottom;

  g_return_val_if_fail (TACTICS_IS_MAP (map), NULL);
  g_return_val_if_fail (scenario == NULL || TACTICS_IS_SCENARIO (scenario), NULL);

  left = MAX (MIN (a.x, b.x), 0);
  right = MIN (MAX (a.x, b.x), tactics_map_get_width (map) - 1);
  top = MAX (MIN (a.y, b.y), 0);
  bottom = MIN (MAX (a.y, b.y), tactics_map_get_height (map) - 1);
  if (left > right || top > bottom)
    return NULL;

  topology = tactics_map_get_topology (map);
  ruleset = tactics_map_get_ruleset (map);
  grid = tactics_map_get_cells (map);
  map_width = tactics_map_get_width (map);
  /* The fragment's terrain of each of the map's, found once: a whole map
   * is millions of cells. */
  terrain_of = g_new (guint, tactics_ruleset_get_n_terrains (ruleset));
  for (guint i = 0; i < tactics_ruleset_get_n_terrains (ruleset); i++)
    terrain_of[i] = G_MAXUINT;
  self = tactics_fragment_new_empty (topology);
  self->width = right - left + 1;
  self->height = bottom - top + 1;
  anchor = (TacticsCell) { left + (right - left) / 2, top + (bottom - top) / 2 };

  for (int y = top; y <= bottom; y++)
    for (int x = left; x <= right; x++)
      {
        TacticsCell cell = { x, y };
        guint16 index = grid[(gsize) y * map_width + x];
        TacticsFragmentCell item;

        if (terrain_of[index] == G_MAXUINT)
          terrain_of[index] = tactics_fragment_intern_terrain (
            self, tactics_terrain_get_id (tactics_ruleset_get_terrain (ruleset, index)));
        item.at = tactics_fragment_to_relative (topology, anchor, cell);
        item.terrain = terrain_of[index];
        g_array_append_val (self->cells, item);
      }
  if (scenario == NULL)
    return self;

  for (guint i = 0; i < g_list_model_get_n_items (tactics_scenario_get_regions (scenario)); i++)
    {
      g_autoptr(TacticsRegion) region = g_list_model_get_item (tactics_scenario_get_regions (scenario),
                                                               i);
      guint n_cells;
      const TacticsCell *cells = tactics_region_get_cells (region, &n_cells);
      TacticsFragmentRegion *item = NULL;

      for (guint j = 0; j < n_cells; j++)
        {
          TacticsCell relative;

          if (cells[j].x < left || cells[j].x > right || cells[j].y < top || cells[j].y > bottom)
            continue;
          if (item == NULL)
            item = tactics_fragment_add_region (self, tactics_region_get_id (region),
                                                tactics_region_get_name (region),
                                                tactics_region_get_color (region));
          relative = tactics_fragment_to_relative (topology, anchor, cells[j]);
          g_array_append_val (item->cells, relative);
        }
    }

  for (guint i = 0; i < g_list_model_get_n_items (tactics_scenario_get_sides (scenario)); i++)
    {
      TacticsSide *side = tactics_scenario_get_side (scenario, i);

      for (guint j = 0; j < tactics_side_get_n_placed_units (side); j++)
        {
          const TacticsPlacedUnit *unit = tactics_side_get_placed_unit (side, j);
          TacticsFragmentUnit item = { 0 };

          if (unit->cell.x < left || unit->cell.x > right
              || unit->cell.y < top || unit->cell.y > bottom)
            continue;
          item.at = tactics_fragment_to_relative (topology, anchor, unit->cell);
          item.side = g_strdup (tactics_side_get_id (side));
          item.side_position = i;
          item.type = g_strdup (unit->unit_type);
          item.name = g_strdup (unit->name);
          item.hp = unit->hp;
          g_array_append_val (self->units, item);
        }
    }
  return self;
}

/**
 * tactics_fragment_ref:
 * @self: a fragment
 *
 * Takes a reference on a fragment.
 *
 * Returns: (transfer full): @self
 */
TacticsFragment *
tactics_fragment_ref (TacticsFragment *self)
{
  g_return_val_if_fail (self != NULL, NULL);

  g_ref_count_inc (&self->ref_count);
  return self;
}

/**
 * tactics_fragment_unref:
 * @self: (transfer full): a fragment
 *
 * Drops a reference on a fragment, freeing it with the last one.
 */
void
tactics_fragment_unref (TacticsFragment *self)
{
  g_return_if_fail (self != NULL);

  if (!g_ref_count_dec (&self->ref_count))
    return;
  g_ptr_array_unref (self->terrain_ids);
  g_array_unref (self->cells);
  g_ptr_array_unref (self->regions);
  g_array_unref (self->units);
  g_free (self);
}

/**
 * tactics_fragment_copy:
 * @self: a fragment
 *
 * Makes a fragment of its own, to turn without changing @self.
 *
 * Returns: (transfer full): a new fragment with the same cells, regions and
 *   units
 */
TacticsFragment *
tactics_fragment_copy (TacticsFragment *self)
{
  TacticsFragment *copy;

  g_return_val_if_fail (self != NULL, NULL);

  copy = tactics_fragment_new_empty (self->topology);
  copy->width = self->width;
  copy->height = self->height;
  for (guint i = 0; i < self->terrain_ids->len; i++)
    g_ptr_array_add (copy->terrain_ids, g_strdup (g_ptr_array_index (self->terrain_ids, i)));
  g_array_append_vals (copy->cells, self->cells->data, self->cells->len);
  for (guint i = 0; i < self->regions->len; i++)
    {
      TacticsFragmentRegion *region = g_ptr_array_index (self->regions, i);
      TacticsFragmentRegion *item = tactics_fragment_add_region (copy, region->id, region->name,
                                                                 region->color);

      g_array_append_vals (item->cells, region->cells->data, region->cells->len);
    }
  for (guint i = 0; i < self->units->len; i++)
    {
      TacticsFragmentUnit unit = g_array_index (self->units, TacticsFragmentUnit, i);

      unit.side = g_strdup (unit.side);
      unit.type = g_strdup (unit.type);
      unit.name = g_strdup (unit.name);
      g_array_append_val (copy->units, unit);
    }
  return copy;
}

/**
 * tactics_fragment_get_topology:
 * @self: a fragment
 *
 * Returns the topology of the map the fragment was taken from; it goes
 * only on maps of the same one.
 *
 * Returns: the topology
 */
TacticsTopology
tactics_fragment_get_topology (TacticsFragment *self)
{
  g_return_val_if_fail (self != NULL, TACTICS_TOPOLOGY_SQUARE);

  return self->topology;
}

/**
 * tactics_fragment_get_n_cells:
 * @self: a fragment
 *
 * Returns the number of cells the fragment holds.
 *
 * Returns: the number of cells
 */
guint
tactics_fragment_get_n_cells (TacticsFragment *self)
{
  g_return_val_if_fail (self != NULL, 0);

  return self->cells->len;
}

/**
 * tactics_fragment_get_size:
 * @self: a fragment
 * @width: (out) (optional): where to store the rectangle's width
 * @height: (out) (optional): where to store the rectangle's height
 *
 * Gets the size of the rectangle the fragment was taken from, before any
 * turn.
 */
void
tactics_fragment_get_size (TacticsFragment *self,
                           int             *width,
                           int             *height)
{
  g_return_if_fail (self != NULL);

  if (width != NULL)
    *width = self->width;
  if (height != NULL)
    *height = self->height;
}

/**
 * tactics_fragment_get_n_units:
 * @self: a fragment
 *
 * Returns the number of units standing on the fragment's cells.
 *
 * Returns: the number of units
 */
guint
tactics_fragment_get_n_units (TacticsFragment *self)
{
  g_return_val_if_fail (self != NULL, 0);

  return self->units->len;
}

/**
 * tactics_fragment_get_n_regions:
 * @self: a fragment
 *
 * Returns the number of regions the fragment's cells belong to.
 *
 * Returns: the number of regions
 */
guint
tactics_fragment_get_n_regions (TacticsFragment *self)
{
  g_return_val_if_fail (self != NULL, 0);

  return self->regions->len;
}

/* Turning */

/* One turn or flip of a relative position (tactics-geometry.h). */
typedef TacticsCell (*Transform) (TacticsTopology topology,
                                  TacticsCell     at);

static void
transform (TacticsFragment *self,
           Transform        func)
{
  for (guint i = 0; i < self->cells->len; i++)
    {
      TacticsFragmentCell *cell = &g_array_index (self->cells, TacticsFragmentCell, i);

      cell->at = func (self->topology, cell->at);
    }
  for (guint i = 0; i < self->regions->len; i++)
    {
      TacticsFragmentRegion *region = g_ptr_array_index (self->regions, i);

      for (guint j = 0; j < region->cells->len; j++)
        {
          TacticsCell *at = &g_array_index (region->cells, TacticsCell, j);

          *at = func (self->topology, *at);
        }
    }
  for (guint i = 0; i < self->units->len; i++)
    {
      TacticsFragmentUnit *unit = &g_array_index (self->units, TacticsFragmentUnit, i);

      unit->at = func (self->topology, unit->at);
    }
}

/**
 * tactics_fragment_rotate:
 * @self: a fragment
 * @steps: how many turns clockwise (negative: anticlockwise)
 *
 * Turns the fragment about its anchor, by quarter turns on square boards
 * and sixth turns on hex boards.
 */
void
tactics_fragment_rotate (TacticsFragment *self,
                         int              steps)
{
  int turns;

  g_return_if_fail (self != NULL);

  turns = self->topology == TACTICS_TOPOLOGY_HEX ? 6 : 4;
  steps %= turns;
  if (steps < 0)
    steps += turns;
  for (int i = 0; i < steps; i++)
    transform (self, tactics_relative_turn);
}

/**
 * tactics_fragment_flip:
 * @self: a fragment
 * @flip: the mirror line
 *
 * Mirrors the fragment about a line through its anchor.
 */
void
tactics_fragment_flip (TacticsFragment     *self,
                       TacticsFragmentFlip  flip)
{
  g_return_if_fail (self != NULL);
  g_return_if_fail (flip <= TACTICS_FRAGMENT_FLIP_TOP_BOTTOM);

  transform (self, flip == TACTICS_FRAGMENT_FLIP_LEFT_RIGHT
                   ? tactics_relative_flip_left_right : tactics_relative_flip_top_bottom);
}

/* Putting it down */

static gboolean
on_board (TacticsCell cell,
          int         width,
          int         height)
{
  return cell.x >= 0 && cell.y >= 0 && cell.x < width && cell.y < height;
}

/**
 * tactics_fragment_place_cells: (skip)
 * @self: a fragment
 * @anchor: the board cell under the fragment's anchor
 * @width: the board's width
 * @height: the board's height
 * @cells: (element-type TacticsCell): a #GArray of #TacticsCell to append
 *   the cells on the board to
 * @terrains: (nullable) (element-type utf8): an array to append each cell's
 *   terrain id to (the strings belong to the fragment), or %NULL
 *
 * Works out where the fragment's cells land with its anchor on @anchor, on
 * a @width × @height board of its topology, and appends those on the board
 * to @cells.
 */
void
tactics_fragment_place_cells (TacticsFragment *self,
                              TacticsCell      anchor,
                              int              width,
                              int              height,
                              GArray          *cells,
                              GPtrArray       *terrains)
{
  g_return_if_fail (self != NULL);
  g_return_if_fail (cells != NULL);

  for (guint i = 0; i < self->cells->len; i++)
    {
      const TacticsFragmentCell *item = &g_array_index (self->cells, TacticsFragmentCell, i);
      TacticsCell cell = tactics_fragment_to_board (self->topology, anchor, item->at);

      if (!on_board (cell, width, height))
        continue;
      g_array_append_val (cells, cell);
      if (terrains != NULL)
        g_ptr_array_add (terrains, g_ptr_array_index (self->terrain_ids, item->terrain));
    }
}

/* The scenario's side for @unit: the one of its id, else of its position. */
static TacticsSide *
find_side (TacticsScenario           *scenario,
           const TacticsFragmentUnit *unit)
{
  TacticsSide *side = tactics_scenario_lookup_side (scenario, unit->side);

  return side != NULL ? side : tactics_scenario_get_side (scenario, unit->side_position);
}

/* The topology and the terrains; each terrain's position in @map's
 * ruleset into @terrain_index when not NULL. */
static gboolean
check_fits (TacticsFragment *self,
            TacticsMap      *map,
            guint16         *terrain_index,
            GError         **error)
{
  TacticsRuleset *ruleset = tactics_map_get_ruleset (map);

  if (tactics_map_get_topology (map) != self->topology)
    {
      g_set_error_literal (error, TACTICS_FRAGMENT_ERROR, TACTICS_FRAGMENT_ERROR_TOPOLOGY,
                           self->topology == TACTICS_TOPOLOGY_HEX
                           ? _("Cells copied from a hex map cannot go on a square map")
                           : _("Cells copied from a square map cannot go on a hex map"));
      return FALSE;
    }

  for (guint i = 0; i < self->terrain_ids->len; i++)
    {
      const char *id = g_ptr_array_index (self->terrain_ids, i);
      int index = tactics_ruleset_get_terrain_index (ruleset, id);

      if (index < 0)
        {
          g_set_error (error, TACTICS_FRAGMENT_ERROR, TACTICS_FRAGMENT_ERROR_TERRAIN,
                       /* Translators: %s is a terrain's id, e.g. "Hh". */
                       _("The map’s ruleset has no terrain “%s”"), id);
          return FALSE;
        }
      if (terrain_index != NULL)
        terrain_index[i] = (guint16) index;
    }
  return TRUE;
}

/**
 * tactics_fragment_fits:
 * @self: a fragment
 * @map: a map
 * @error: return location for a #GError
 *
 * Checks whether the fragment can go on @map anywhere: the same topology,
 * and every terrain it holds in the map's ruleset. What depends on where it
 * goes (units on taken cells) is tactics_fragment_paste()'s to check.
 *
 * Returns: %TRUE if it fits; otherwise %FALSE with a
 *   %TACTICS_FRAGMENT_ERROR saying why
 */
gboolean
tactics_fragment_fits (TacticsFragment  *self,
                       TacticsMap       *map,
                       GError          **error)
{
  g_return_val_if_fail (self != NULL, FALSE);
  g_return_val_if_fail (TACTICS_IS_MAP (map), FALSE);

  return check_fits (self, map, NULL, error);
}

/* Every reason to refuse, before anything changes. */
static gboolean
check_paste (TacticsFragment *self,
             TacticsMap      *map,
             TacticsScenario *scenario,
             TacticsCell      anchor,
             guint16         *terrain_index,
             GError         **error)
{
  TacticsRuleset *ruleset = tactics_map_get_ruleset (map);
  int width = tactics_map_get_width (map);
  int height = tactics_map_get_height (map);
  guint new_regions = 0;
  g_autoptr(GHashTable) counts = NULL;

  if (!check_fits (self, map, terrain_index, error))
    return FALSE;
  if (scenario == NULL)
    return TRUE;

  for (guint i = 0; i < self->regions->len; i++)
    {
      TacticsFragmentRegion *region = g_ptr_array_index (self->regions, i);

      if (tactics_scenario_lookup_region (scenario, region->id) == NULL)
        new_regions++;
    }
  if (new_regions > 0
      && g_list_model_get_n_items (tactics_scenario_get_regions (scenario)) + new_regions
         > TACTICS_MAX_SCENARIO_REGIONS)
    {
      g_set_error (error, TACTICS_FRAGMENT_ERROR, TACTICS_FRAGMENT_ERROR_LIMIT,
                   _("A scenario has at most %u regions"), TACTICS_MAX_SCENARIO_REGIONS);
      return FALSE;
    }

  counts = g_hash_table_new (NULL, NULL);
  for (guint i = 0; i < self->units->len; i++)
    {
      const TacticsFragmentUnit *unit = &g_array_index (self->units, TacticsFragmentUnit, i);
      TacticsCell cell = tactics_fragment_to_board (self->topology, anchor, unit->at);
      TacticsUnitType *type;
      TacticsSide *side;
      guint count;

      if (!on_board (cell, width, height))
        continue;
      type = tactics_ruleset_lookup_unit_type (ruleset, unit->type);
      if (type == NULL)
        {
          g_set_error (error, TACTICS_FRAGMENT_ERROR, TACTICS_FRAGMENT_ERROR_UNIT_TYPE,
                       /* Translators: %s is a unit type's id, e.g. "knight". */
                       _("The map’s ruleset has no unit type “%s”"), unit->type);
          return FALSE;
        }
      /* The same id in another ruleset may be a weaker unit type. */
      if (unit->hp > tactics_unit_type_get_max_hp (type))
        {
          g_set_error (error, TACTICS_FRAGMENT_ERROR, TACTICS_FRAGMENT_ERROR_UNIT_TYPE,
                       /* Translators: a unit type's name, its most HP, then the HP of a copied
                        * unit, e.g. "A unit of “Archer” has at most 8 HP, not 12". */
                       _("A unit of “%s” has at most %u HP, not %u"),
                       tactics_unit_type_get_name (type), tactics_unit_type_get_max_hp (type),
                       unit->hp);
          return FALSE;
        }
      side = find_side (scenario, unit);
      if (side == NULL)
        {
          g_set_error (error, TACTICS_FRAGMENT_ERROR, TACTICS_FRAGMENT_ERROR_SIDE,
                       /* Translators: %s is a side's id, e.g. "blue". */
                       _("The scenario has no side “%s” for its units"), unit->side);
          return FALSE;
        }
      if (tactics_scenario_lookup_placed_unit_at (scenario, cell, NULL) != NULL)
        {
          g_set_error (error, TACTICS_FRAGMENT_ERROR, TACTICS_FRAGMENT_ERROR_TAKEN,
                       /* Translators: %d,%d is a cell, e.g. "A unit already stands on 3,4". */
                       _("A unit already stands on %d,%d"), cell.x, cell.y);
          return FALSE;
        }
      count = GPOINTER_TO_UINT (g_hash_table_lookup (counts, side)) + 1;
      g_hash_table_insert (counts, side, GUINT_TO_POINTER (count));
      if (tactics_side_get_n_placed_units (side) + count > TACTICS_MAX_UNITS_PER_PLAYER)
        {
          g_set_error (error, TACTICS_FRAGMENT_ERROR, TACTICS_FRAGMENT_ERROR_LIMIT,
                       /* Translators: %s is a side's name. */
                       _("“%s” would have more than %u placed units"),
                       tactics_side_get_display_name (side), TACTICS_MAX_UNITS_PER_PLAYER);
          return FALSE;
        }
    }
  return TRUE;
}

static void
paste_regions (TacticsFragment *self,
               TacticsScenario *scenario,
               TacticsCell      anchor,
               int              width,
               int              height)
{
  for (guint i = 0; i < self->regions->len; i++)
    {
      TacticsFragmentRegion *item = g_ptr_array_index (self->regions, i);
      TacticsRegion *region = tactics_scenario_lookup_region (scenario, item->id);
      g_autoptr(GArray) cells = g_array_new (FALSE, FALSE, sizeof (TacticsCell));

      for (guint j = 0; j < item->cells->len; j++)
        {
          TacticsCell cell = tactics_fragment_to_board (self->topology, anchor,
                                                        g_array_index (item->cells, TacticsCell, j));

          if (on_board (cell, width, height))
            g_array_append_val (cells, cell);
        }
      if (cells->len == 0)
        continue;
      if (region == NULL)
        {
          g_autoptr(TacticsRegion) added = tactics_region_new (item->id, item->name);
          guint n = g_list_model_get_n_items (tactics_scenario_get_regions (scenario));

          if (item->color != NULL)
            tactics_region_set_color (added, item->color);
          tactics_scenario_insert_region (scenario, n, added);
          region = added;
        }
      tactics_region_set_cells (region, (const TacticsCell *) cells->data, cells->len, TRUE);
    }
}

static void
paste_units (TacticsFragment *self,
             TacticsScenario *scenario,
             TacticsCell      anchor,
             int              width,
             int              height)
{
  for (guint i = 0; i < self->units->len; i++)
    {
      const TacticsFragmentUnit *item = &g_array_index (self->units, TacticsFragmentUnit, i);
      TacticsCell cell = tactics_fragment_to_board (self->topology, anchor, item->at);
      TacticsSide *side;
      g_autoptr(TacticsPlacedUnit) unit = NULL;
      g_autofree char *id = NULL;

      if (!on_board (cell, width, height))
        continue;
      side = find_side (scenario, item);
      id = tactics_scenario_dup_new_unit_id (scenario);
      unit = tactics_placed_unit_new (id, item->type, cell);
      unit->name = g_strdup (item->name);
      unit->hp = item->hp;
      tactics_side_insert_placed_unit (side, tactics_side_get_n_placed_units (side), unit);
    }
}

/* The cells' terrain, written into a copy of the rectangle around them and
 * put back at once: one change of the map however many cells. */
static void
paste_terrain (TacticsFragment *self,
               TacticsMap      *map,
               TacticsCell      anchor,
               const guint16   *terrain_index)
{
  int width = tactics_map_get_width (map);
  int height = tactics_map_get_height (map);
  const guint16 *grid = tactics_map_get_cells (map);
  g_autofree guint16 *rect = NULL;
  int x0 = G_MAXINT, y0 = G_MAXINT, x1 = G_MININT, y1 = G_MININT;
  int rect_width;

  for (guint i = 0; i < self->cells->len; i++)
    {
      TacticsCell cell = tactics_fragment_to_board (self->topology, anchor,
                                                    g_array_index (self->cells,
                                                                   TacticsFragmentCell, i).at);

      if (!on_board (cell, width, height))
        continue;
      x0 = MIN (x0, cell.x);
      y0 = MIN (y0, cell.y);
      x1 = MAX (x1, cell.x);
      y1 = MAX (y1, cell.y);
    }
  if (x0 > x1)
    return;

  rect_width = x1 - x0 + 1;
  rect = g_new (guint16, (gsize) rect_width * (y1 - y0 + 1));
  for (int y = y0; y <= y1; y++)
    memcpy (rect + (gsize) (y - y0) * rect_width, grid + (gsize) y * width + x0,
            (gsize) rect_width * sizeof (guint16));
  for (guint i = 0; i < self->cells->len; i++)
    {
      const TacticsFragmentCell *item = &g_array_index (self->cells, TacticsFragmentCell, i);
      TacticsCell cell = tactics_fragment_to_board (self->topology, anchor, item->at);

      if (on_board (cell, width, height))
        rect[(gsize) (cell.y - y0) * rect_width + (cell.x - x0)] = terrain_index[item->terrain];
    }
  tactics_map_set_cells_rect (map, x0, y0, rect_width, y1 - y0 + 1, rect);
}

/**
 * tactics_fragment_paste: (skip)
 * @self: a fragment
 * @map: the map to paste on
 * @scenario: (nullable): @map's scenario
 * @anchor: the cell under the fragment's anchor
 * @error: return location for a #GError
 *
 * Checks that the fragment can go on @map with its anchor on @anchor and,
 * when it can, puts it there: the cells on the map take its terrain; with
 * @scenario they join its regions (a region the scenario lacks is added,
 * with its name and colour) and its units stand on them, under new ids, on
 * the side of the same id (else the same position). Without a scenario
 * regions and units stay behind.
 *
 * Returns: %TRUE when pasted; %FALSE, changing nothing, with a
 *   %TACTICS_FRAGMENT_ERROR when refused
 */
gboolean
tactics_fragment_paste (TacticsFragment  *self,
                        TacticsMap       *map,
                        TacticsScenario  *scenario,
                        TacticsCell       anchor,
                        GError          **error)
{
  g_autofree guint16 *terrain_index = NULL;
  int width;
  int height;

  g_return_val_if_fail (self != NULL, FALSE);
  g_return_val_if_fail (TACTICS_IS_MAP (map), FALSE);
  g_return_val_if_fail (scenario == NULL || TACTICS_IS_SCENARIO (scenario), FALSE);
  g_return_val_if_fail (error == NULL || *error == NULL, FALSE);

  terrain_index = g_new0 (guint16, MAX (self->terrain_ids->len, 1));
  if (!check_paste (self, map, scenario, anchor, terrain_index, error))
    return FALSE;

  width = tactics_map_get_width (map);
  height = tactics_map_get_height (map);
  paste_terrain (self, map, anchor, terrain_index);

  if (scenario != NULL)
    {
      paste_regions (self, scenario, anchor, width, height);
      paste_units (self, scenario, anchor, width, height);
    }
  return TRUE;
}
