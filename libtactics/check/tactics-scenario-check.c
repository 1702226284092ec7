/* SPDX-License-Identifier: GPL-3.0-or-later */
#include "config.h"

#include <glib/gi18n-lib.h>

#include "tactics-check-enums.h"
#include "tactics-check-private.h"
#include "tactics-check.h"
#include "tactics-cost-grid.h"
#include "tactics-geometry.h"
#include "tactics-map.h"
#include "tactics-model-enums.h"
#include "tactics-objective.h"
#include "tactics-problem.h"
#include "tactics-region.h"
#include "tactics-ruleset.h"
#include "tactics-scenario-check-private.h"
#include "tactics-scenario.h"
#include "tactics-side.h"
#include "tactics-terrain.h"
#include "tactics-unit-type.h"

/* Marks a cell a placed unit stands on, beside the sides' bits. */
#define OCCUPIED_BIT (1u << 15)

static const char *
side_name (TacticsSide *side)
{
  return tactics_side_get_display_name (side);
}

const char *
tactics_scenario_check_movetype_of (TacticsScenarioCheck *check,
                                    const char           *unit_type_id)
{
  TacticsUnitType *type = tactics_ruleset_lookup_unit_type (check->ruleset, unit_type_id);

  return type != NULL ? tactics_unit_type_get_movetype (type) : NULL;
}

static guint
cell_key (TacticsScenarioCheck *check,
          TacticsCell           cell)
{
  return (guint) cell.y * (guint) tactics_map_get_width (check->map) + (guint) cell.x + 1;
}

static void
add_movetype (GPtrArray  *movetypes,
              const char *id)
{
  if (id != NULL && !g_ptr_array_find_with_equal_func (movetypes, id, g_str_equal, NULL))
    g_ptr_array_add (movetypes, (gpointer) id);
}

guint
tactics_scenario_check_movetype_bit (TacticsScenarioCheck *check,
                                     const char           *id)
{
  guint index;

  /* The room count keeps movement types as bits of a word. */
  if (!g_ptr_array_find_with_equal_func (check->movetypes, id, g_str_equal, &index)
      || index >= 32)
    return 0;
  return 1u << index;
}

/* A region keeps its cells when the map shrinks under it. */
static void
check_region_on_map (TacticsScenarioCheck *check,
                     TacticsRegion        *region)
{
  guint n_cells, n_off = 0;
  const TacticsCell *cells = tactics_region_get_cells (region, &n_cells);

  for (guint c = 0; c < n_cells; c++)
    if (!tactics_map_contains (check->map, cells[c]))
      n_off++;
  if (n_off > 0)
    tactics_check_add (check->problems, TACTICS_PROBLEM_WARNING, TACTICS_PROBLEM_REGION_OFF_MAP,
                       NULL, 0, NULL, tactics_region_get_id (region), NULL, NULL,
                       g_dngettext (GETTEXT_PACKAGE,
                                    /* Translators: a scenario check warning; a region, then a
                                     * number of its cells. */
                                    "The region “%s” has %u cell outside the map.",
                                    "The region “%s” has %u cells outside the map.",
                                    n_off),
                       tactics_region_get_display_name (region), n_off);
}

static void
check_ids (TacticsScenarioCheck *check)
{
  GListModel *regions = tactics_scenario_get_regions (check->scenario);
  guint n_regions = g_list_model_get_n_items (regions);
  g_autoptr(GHashTable) seen = g_hash_table_new (g_str_hash, g_str_equal);

  if (check->n_sides < TACTICS_MIN_SCENARIO_SIDES)
    tactics_check_add (check->problems, TACTICS_PROBLEM_ERROR, TACTICS_PROBLEM_TOO_FEW_SIDES,
                       NULL, 0, NULL, NULL, NULL, NULL,
                       g_dngettext (GETTEXT_PACKAGE,
                                    /* Translators: a scenario check error; the number of
                                     * sides, then the least there may be. */
                                    "The scenario has %u side; it needs at least %u.",
                                    "The scenario has %u sides; it needs at least %u.",
                                    check->n_sides),
                       check->n_sides, (guint) TACTICS_MIN_SCENARIO_SIDES);

  for (guint i = 0; i < check->n_sides; i++)
    if (!g_hash_table_add (seen, (gpointer) check->sides[i].id))
      tactics_check_add (check->problems, TACTICS_PROBLEM_ERROR, TACTICS_PROBLEM_DUPLICATE_ID,
                         NULL, 0, check->sides[i].id, NULL, NULL, NULL,
                         /* Translators: a scenario check error; %s is an id, as written in the
                          * file. */
                         _("Two sides have the id “%s”."), check->sides[i].id);

  g_hash_table_remove_all (seen);
  for (guint i = 0; i < n_regions; i++)
    {
      g_autoptr(TacticsRegion) region = g_list_model_get_item (regions, i);
      const char *id = tactics_region_get_id (region);

      check_region_on_map (check, region);
      if (!g_hash_table_add (seen, (gpointer) id))
        tactics_check_add (check->problems, TACTICS_PROBLEM_ERROR, TACTICS_PROBLEM_DUPLICATE_ID,
                           NULL, 0, NULL, id, NULL, NULL,
                           /* Translators: a scenario check error; %s is an id, as written in the
                            * file. */
                           _("Two regions have the id “%s”."), id);
    }

  g_hash_table_remove_all (seen);
  for (guint i = 0; i < check->n_sides; i++)
    for (guint j = 0; j < tactics_side_get_n_placed_units (check->sides[i].side); j++)
      {
        const TacticsPlacedUnit *unit = tactics_side_get_placed_unit (check->sides[i].side, j);

        if (!g_hash_table_add (seen, unit->id))
          tactics_check_add (check->problems, TACTICS_PROBLEM_ERROR,
                             TACTICS_PROBLEM_DUPLICATE_ID, &unit->cell, 1,
                             check->sides[i].id, NULL, unit->id, NULL,
                             /* Translators: a scenario check error; %s is an id, as written in the
                              * file. */
                             _("Two placed units have the id “%s”."), unit->id);
      }
}

/* The side's start zone, the unit types it may form and its budget. */
static void
check_side (TacticsScenarioCheck *check,
            guint                 index,
            guint                 unit_count)
{
  TacticsCheckSide *info = &check->sides[index];
  const char *zone_id = tactics_side_get_start_zone (info->side);
  const char * const *allowed = tactics_side_get_allowed_units (info->side);
  GListModel *unit_types = tactics_ruleset_get_unit_types (check->ruleset);

  info->zone_ok = TRUE;
  if (zone_id != NULL)
    {
      info->zone = tactics_scenario_lookup_region (check->scenario, zone_id);
      if (info->zone == NULL)
        {
          info->zone_ok = FALSE;
          tactics_check_add (check->problems, TACTICS_PROBLEM_ERROR,
                             TACTICS_PROBLEM_UNKNOWN_REGION, NULL, 0, info->id, zone_id,
                             NULL, NULL,
                             /* Translators: a scenario check error; a side, then a region's id. */
                             _("%s’s start zone is “%s”, but no region has that id."),
                             info->name, zone_id);
        }
      else if (tactics_region_get_n_cells (info->zone) == 0)
        {
          info->zone_ok = FALSE;
          tactics_check_add (check->problems, TACTICS_PROBLEM_ERROR,
                             TACTICS_PROBLEM_EMPTY_REGION, NULL, 0, info->id, zone_id,
                             NULL, NULL,
                             /* Translators: a scenario check error; a side, then a region. */
                             _("%s’s start zone “%s” has no cells."),
                             info->name, tactics_region_get_display_name (info->zone));
        }
    }

  info->movetypes = g_ptr_array_new ();
  if (allowed != NULL)
    {
      for (guint i = 0; allowed[i] != NULL; i++)
        {
          if (tactics_ruleset_lookup_unit_type (check->ruleset, allowed[i]) == NULL)
            tactics_check_add (check->problems, TACTICS_PROBLEM_ERROR,
                               TACTICS_PROBLEM_UNKNOWN_UNIT_TYPE, NULL, 0, info->id, NULL,
                               NULL, NULL,
                               /* Translators: a scenario check error; a side, then a unit type's
                                * id. */
                               _("%s may form units of type “%s”, but the ruleset has no "
                                 "such unit type."),
                               info->name, allowed[i]);
          else
            add_movetype (info->movetypes, tactics_scenario_check_movetype_of (check, allowed[i]));
        }
    }
  else
    {
      for (guint i = 0; i < g_list_model_get_n_items (unit_types); i++)
        {
          g_autoptr(TacticsUnitType) type = g_list_model_get_item (unit_types, i);

          add_movetype (info->movetypes, tactics_unit_type_get_movetype (type));
        }
    }

  info->budget = tactics_side_get_army_size (info->side, check->ruleset, unit_count);

  if (info->budget == 0 && tactics_side_get_n_placed_units (info->side) == 0)
    tactics_check_add (check->problems, TACTICS_PROBLEM_ERROR, TACTICS_PROBLEM_NO_UNITS,
                       NULL, 0, info->id, NULL, NULL, NULL,
                       /* Translators: a scenario check error; %s is a side. */
                       _("%s has no units: it forms none and has no placed units."),
                       info->name);
}

static void
check_placed_units (TacticsScenarioCheck *check)
{
  for (guint i = 0; i < check->n_sides; i++)
    {
      TacticsCheckSide *info = &check->sides[i];

      for (guint j = 0; j < tactics_side_get_n_placed_units (info->side); j++)
        {
          const TacticsPlacedUnit *unit = tactics_side_get_placed_unit (info->side, j);
          const char *name = tactics_scenario_get_unit_name (check->scenario, unit);
          const char *movetype;
          const TacticsCostGrid *grid;
          const TacticsPlacedUnit *other;

          if (!tactics_map_contains (check->map, unit->cell))
            {
              tactics_check_add (check->problems, TACTICS_PROBLEM_ERROR,
                                 TACTICS_PROBLEM_UNIT_OFF_MAP, NULL, 0, info->id, NULL,
                                 unit->id, NULL,
                                 /* Translators: a scenario check error; a placed unit, then its
                                  * side. */
                                 _("The placed unit %s of %s stands outside the map."),
                                 name, info->name);
              continue;
            }

          other = g_hash_table_lookup (check->occupied,
                                       GUINT_TO_POINTER (cell_key (check, unit->cell)));
          if (other != NULL)
            tactics_check_add (check->problems, TACTICS_PROBLEM_ERROR,
                               TACTICS_PROBLEM_UNITS_SHARE_CELL, &unit->cell, 1, info->id,
                               NULL, unit->id, NULL,
                               /* Translators: a scenario check error; two placed units. */
                               _("The placed units %s and %s stand on the same cell."),
                               tactics_scenario_get_unit_name (check->scenario, other), name);
          else
            g_hash_table_insert (check->occupied,
                                 GUINT_TO_POINTER (cell_key (check, unit->cell)),
                                 (gpointer) unit);

          if (tactics_ruleset_lookup_unit_type (check->ruleset, unit->unit_type) == NULL)
            {
              tactics_check_add (check->problems, TACTICS_PROBLEM_ERROR,
                                 TACTICS_PROBLEM_UNKNOWN_UNIT_TYPE, &unit->cell, 1, info->id,
                                 NULL, unit->id, NULL,
                                 /* Translators: a scenario check error; a placed unit, its side,
                                  * then a unit type's id. */
                                 _("The placed unit %s of %s is of type “%s”, but the ruleset "
                                   "has no such unit type."),
                                 name, info->name, unit->unit_type);
              continue;
            }

          movetype = tactics_scenario_check_movetype_of (check, unit->unit_type);
          grid = tactics_map_get_cost_grid (check->map, movetype);
          add_movetype (check->movetypes, movetype);
          if (grid != NULL && tactics_cost_grid_get (grid, unit->cell.x, unit->cell.y) == 0)
            tactics_check_add (check->problems, TACTICS_PROBLEM_ERROR,
                               TACTICS_PROBLEM_UNIT_ON_IMPASSABLE, &unit->cell, 1, info->id,
                               NULL, unit->id, movetype,
                               /* Translators: a scenario check error; a placed unit, its side, the
                                * cell's terrain, then a movement type, e.g. "The placed unit
                                * Captain of Blue stands on Water, where Foot units cannot
                                * stand.". */
                               _("The placed unit %s of %s stands on %s, where %s units "
                                 "cannot stand."),
                               name, info->name,
                               tactics_terrain_get_name (tactics_map_get_terrain (check->map,
                                                                                  unit->cell)),
                               tactics_check_movetype_name (check->ruleset, movetype));
        }
    }
}

/* A unit an objective names: NULL, having said why, when there is none. */
static const TacticsPlacedUnit *
objective_unit (TacticsScenarioCheck  *check,
                TacticsCheckSide      *info,
                const char            *unit_id,
                TacticsSide          **owner)
{
  const TacticsPlacedUnit *unit;

  unit = tactics_scenario_lookup_placed_unit (check->scenario, unit_id, owner);
  if (unit == NULL)
    tactics_check_add (check->problems, TACTICS_PROBLEM_ERROR, TACTICS_PROBLEM_UNKNOWN_UNIT,
                       NULL, 0, info->id, NULL, unit_id, NULL,
                       /* Translators: a scenario check error; a side, then a unit's id. */
                       _("An objective of %s names the unit “%s”, but no placed unit has "
                         "that id."),
                       info->name, unit_id);
  return unit;
}

static void
check_objective (TacticsScenarioCheck *check,
                 guint                 index,
                 TacticsObjective     *objective)
{
  TacticsCheckSide *info = &check->sides[index];
  TacticsObjectiveKind kind = tactics_objective_get_kind (objective);
  const char *region_id = tactics_objective_get_region (objective);
  const char *unit_id = tactics_objective_get_unit (objective);
  guint rounds = tactics_objective_get_rounds (objective);
  guint limit = tactics_scenario_get_round_limit (check->scenario);
  TacticsCheckGoal goal = { index, objective, NULL, NULL, FALSE };
  gboolean goal_ok = TRUE;

  if (tactics_objective_kind_uses_region (kind))
    {
      if (region_id == NULL)
        {
          goal_ok = FALSE;
          tactics_check_add (check->problems, TACTICS_PROBLEM_ERROR,
                             TACTICS_PROBLEM_MISSING_FIELD, NULL, 0, info->id, NULL, NULL,
                             NULL,
                             /* Translators: a scenario check error; %s is a side. */
                             _("An objective of %s must name a region."), info->name);
        }
      else if ((goal.region = tactics_scenario_lookup_region (check->scenario,
                                                              region_id)) == NULL)
        {
          goal_ok = FALSE;
          tactics_check_add (check->problems, TACTICS_PROBLEM_ERROR,
                             TACTICS_PROBLEM_UNKNOWN_REGION, NULL, 0, info->id, region_id,
                             NULL, NULL,
                             /* Translators: a scenario check error; a side, then a region's id. */
                             _("An objective of %s names the region “%s”, but no region has "
                               "that id."),
                             info->name, region_id);
        }
      else if (tactics_region_get_n_cells (goal.region) == 0)
        {
          goal_ok = FALSE;
          tactics_check_add (check->problems, TACTICS_PROBLEM_ERROR,
                             TACTICS_PROBLEM_EMPTY_REGION, NULL, 0, info->id, region_id,
                             NULL, NULL,
                             /* Translators: a scenario check error; a side, then a region. */
                             _("An objective of %s names the region “%s”, which has no "
                               "cells."),
                             info->name, tactics_region_get_display_name (goal.region));
        }
    }

  if (tactics_objective_kind_uses_unit (kind) && unit_id == NULL
      && kind != TACTICS_OBJECTIVE_REACH_REGION)
    {
      tactics_check_add (check->problems, TACTICS_PROBLEM_ERROR, TACTICS_PROBLEM_MISSING_FIELD,
                         NULL, 0, info->id, NULL, NULL, NULL,
                         /* Translators: a scenario check error; %s is a side. */
                         _("An objective of %s must name a unit."), info->name);
    }
  else if (tactics_objective_kind_uses_unit (kind) && unit_id != NULL)
    {
      TacticsSide *owner = NULL;
      const TacticsPlacedUnit *unit = objective_unit (check, info, unit_id, &owner);
      const char *name = unit != NULL ? tactics_scenario_get_unit_name (check->scenario, unit)
                                      : NULL;

      if (unit == NULL)
        goal_ok = FALSE;
      else if (kind == TACTICS_OBJECTIVE_ELIMINATE_UNIT && owner == info->side)
        tactics_check_add (check->problems, TACTICS_PROBLEM_ERROR,
                           TACTICS_PROBLEM_WRONG_UNIT_SIDE, &unit->cell, 1, info->id, NULL,
                           unit_id, NULL,
                           /* Translators: a scenario check error; a side, then one of its units. */
                           _("%s must eliminate %s, one of its own units."),
                           info->name, name);
      else if (kind == TACTICS_OBJECTIVE_PROTECT_UNIT && owner != info->side)
        tactics_check_add (check->problems, TACTICS_PROBLEM_ERROR,
                           TACTICS_PROBLEM_WRONG_UNIT_SIDE, &unit->cell, 1, info->id, NULL,
                           unit_id, NULL,
                           /* Translators: a scenario check error; a side, then a unit of another
                            * side. */
                           _("%s must protect %s, a unit of another side."),
                           info->name, name);
      else if (kind == TACTICS_OBJECTIVE_REACH_REGION && owner != info->side)
        {
          goal_ok = FALSE;
          tactics_check_add (check->problems, TACTICS_PROBLEM_ERROR,
                             TACTICS_PROBLEM_WRONG_UNIT_SIDE, &unit->cell, 1, info->id, NULL,
                             unit_id, NULL,
                             /* Translators: a scenario check error; a side, then a unit of another
                              * side. */
                             _("%s must reach a region with %s, a unit of another side."),
                             info->name, name);
        }
      else if (kind == TACTICS_OBJECTIVE_REACH_REGION)
        {
          goal.unit = unit;
        }
    }

  /* The model keeps rounds at 1 or more. */
  if (tactics_objective_kind_uses_rounds (kind) && limit > 0 && rounds > limit)
    tactics_check_add (check->problems, TACTICS_PROBLEM_WARNING,
                       TACTICS_PROBLEM_ROUNDS_PAST_LIMIT, NULL, 0, info->id, NULL, NULL, NULL,
                       g_dngettext (GETTEXT_PACKAGE,
                                    /* Translators: a scenario check warning; a side, a
                                     * number of rounds, then the scenario's round limit. */
                                    "An objective of %s counts %u round, more than the round "
                                    "limit of %u lets pass.",
                                    "An objective of %s counts %u rounds, more than the round "
                                    "limit of %u lets pass.",
                                    rounds),
                       info->name, rounds, limit);

  if (kind == TACTICS_OBJECTIVE_MOST_POINTS && limit == 0)
    tactics_check_add (check->problems, TACTICS_PROBLEM_ERROR, TACTICS_PROBLEM_NO_ROUND_LIMIT,
                       NULL, 0, info->id, NULL, NULL, NULL,
                       /* Translators: a scenario check error; %s is a side. */
                       _("%s plays for the most points, but the scenario has no round limit "
                         "to end the match."),
                       info->name);

  if (goal.region != NULL && goal_ok)
    g_array_append_val (check->goals, goal);
}

static void
append_zone_cells (GArray        *cells,
                   TacticsRegion *zone)
{
  guint n_cells;
  const TacticsCell *zone_cells = tactics_region_get_cells (zone, &n_cells);

  g_array_append_vals (cells, zone_cells, n_cells);
}

static void
report_room (TacticsScenarioCheck *check,
             guint                 sides_mask,
             guint                 need,
             guint                 have)
{
  g_autoptr(GArray) cells = g_array_new (FALSE, FALSE, sizeof (TacticsCell));
  g_autoptr(GString) names = g_string_new (NULL);
  TacticsCheckSide *info = NULL;
  guint n = 0;

  for (guint i = 0; i < check->n_sides && i < TACTICS_CHECK_MAX_SIDES; i++)
    if (sides_mask & (1u << i))
      {
        info = &check->sides[i];
        if (n++ > 0)
          /* Translators: between the names of sides in a list, as in "Blue, Red". */
          g_string_append (names, _(", "));
        g_string_append (names, info->name);
        if (info->zone != NULL)
          append_zone_cells (cells, info->zone);
      }

  g_assert (info != NULL);
  if (n > 1)
    tactics_check_add (check->problems, TACTICS_PROBLEM_ERROR, TACTICS_PROBLEM_ZONE_TOO_SMALL,
                       (const TacticsCell *) cells->data, cells->len, NULL, NULL, NULL, NULL,
                       g_dngettext (GETTEXT_PACKAGE,
                                    /* Translators: a scenario check error; sides (as in
                                     * "Blue, Red"), the units they form, then the free cells
                                     * of their start zones where those units can stand. */
                                    "%s form %u unit together, but their start zones have "
                                    "room for %u.",
                                    "%s form %u units together, but their start zones have "
                                    "room for %u.",
                                    need),
                       names->str, need, have);
  else if (info->zone != NULL)
    tactics_check_add (check->problems, TACTICS_PROBLEM_ERROR, TACTICS_PROBLEM_ZONE_TOO_SMALL,
                       (const TacticsCell *) cells->data, cells->len, info->id,
                       tactics_region_get_id (info->zone), NULL, NULL,
                       g_dngettext (GETTEXT_PACKAGE,
                                    /* Translators: a scenario check error; a side, the units
                                     * it forms, its start zone, then the zone's free cells
                                     * where those units can stand. */
                                    "%s forms %u unit, but its start zone “%s” has room for "
                                    "%u.",
                                    "%s forms %u units, but its start zone “%s” has room for "
                                    "%u.",
                                    need),
                       info->name, need, tactics_region_get_display_name (info->zone), have);
  else
    tactics_check_add (check->problems, TACTICS_PROBLEM_ERROR, TACTICS_PROBLEM_ZONE_TOO_SMALL,
                       NULL, 0, info->id, NULL, NULL, NULL,
                       g_dngettext (GETTEXT_PACKAGE,
                                    /* Translators: a scenario check error; a side, the units
                                     * it forms, then the map's free cells where those units
                                     * can stand. */
                                    "%s forms %u unit, but the map has room for %u.",
                                    "%s forms %u units, but the map has room for %u.",
                                    need),
                       info->name, need, have);
}

gboolean
tactics_check_side_forms_units (const TacticsCheckSide *info)
{
  return info->budget > 0 && info->zone_ok;
}

/* Whether the armies fit their zones. With sides as bits, every free cell
 * where some unit of some side can start is counted by the set of sides
 * it serves; the armies fit exactly when every set of sides has at least
 * as many such cells as units (Hall's condition), which with at most
 * 2^TACTICS_CHECK_MAX_SIDES sets is counted directly. */
static gboolean
check_room (TacticsScenarioCheck *check)
{
  int width = tactics_map_get_width (check->map);
  int height = tactics_map_get_height (check->map);
  guint n_sides = MIN (check->n_sides, TACTICS_CHECK_MAX_SIDES);
  guint everywhere = 0;
  guint forming = 0;
  guint n_movetypes = check->movetypes->len;
  const TacticsCostGrid *grids[32] = { NULL };
  guint movetype_sides[32] = { 0 };
  guint side_room[TACTICS_CHECK_MAX_SIDES] = { 0 };
  g_autofree guint16 *masks = NULL;
  g_autofree guint *counts = NULL;
  GHashTableIter iter;
  gpointer key;
  guint reported[1u << TACTICS_CHECK_MAX_SIDES];
  guint n_reported = 0;

  for (guint i = 0; i < n_sides; i++)
    if (tactics_check_side_forms_units (&check->sides[i]))
      {
        forming |= 1u << i;
        if (check->sides[i].zone == NULL)
          everywhere |= 1u << i;
      }
  if (forming == 0)
    return TRUE;

  n_movetypes = MIN (n_movetypes, G_N_ELEMENTS (grids));
  for (guint t = 0; t < n_movetypes; t++)
    {
      /* Building a grid the map does not hold yet goes over the map. */
      if (check->cancellable != NULL && g_cancellable_is_cancelled (check->cancellable))
        return FALSE;
      grids[t] = tactics_map_get_cost_grid (check->map, g_ptr_array_index (check->movetypes, t));
      for (guint i = 0; i < n_sides; i++)
        if ((forming & (1u << i))
            && g_ptr_array_find_with_equal_func (check->sides[i].movetypes,
                                                 g_ptr_array_index (check->movetypes, t),
                                                 g_str_equal, NULL))
          movetype_sides[t] |= 1u << i;
    }

  masks = g_new0 (guint16, (gsize) width * height);
  for (guint i = 0; i < n_sides; i++)
    if ((forming & (1u << i)) && check->sides[i].zone != NULL)
      {
        guint n_cells;
        const TacticsCell *cells = tactics_region_get_cells (check->sides[i].zone, &n_cells);

        for (guint c = 0; c < n_cells; c++)
          if (tactics_map_contains (check->map, cells[c]))
            masks[(gsize) cells[c].y * width + cells[c].x] |= 1u << i;
      }
  g_hash_table_iter_init (&iter, check->occupied);
  while (g_hash_table_iter_next (&iter, &key, NULL))
    masks[GPOINTER_TO_UINT (key) - 1] |= OCCUPIED_BIT;

  counts = g_new0 (guint, 1u << TACTICS_CHECK_MAX_SIDES);
  for (int y = 0; y < height; y++)
    {
      /* A look at the cancellable every few thousand cells. */
      if (y % 16 == 0 && check->cancellable != NULL
          && g_cancellable_is_cancelled (check->cancellable))
        return FALSE;
      for (int x = 0; x < width; x++)
        {
          guint mask = masks[(gsize) y * width + x];
          guint in_zone, usable = 0;

          if (mask & OCCUPIED_BIT)
            continue;
          in_zone = mask | everywhere;
          if (in_zone == 0)
            continue;
          for (guint t = 0; t < n_movetypes; t++)
            if (grids[t] != NULL && (movetype_sides[t] & in_zone)
                && grids[t]->costs[tactics_cost_grid_index (grids[t], x, y)] != 0)
              {
                usable |= movetype_sides[t];
                for (guint i = 0; i < n_sides; i++)
                  if (movetype_sides[t] & in_zone & (1u << i))
                    side_room[i] |= 1u << t;
              }
          counts[in_zone & usable]++;
        }
    }

  for (guint i = 0; i < n_sides; i++)
    check->sides[i].room_mask = side_room[i];

  /* Sets by their number of sides, so that a set is reported only when
   * none of its parts was. */
  for (guint size = 1; size <= n_sides; size++)
    for (guint set = 1; set < (1u << n_sides); set++)
      {
        guint need = 0, have = 0;
        gboolean covered = FALSE;

        if ((set & ~forming) != 0
            || (guint) __builtin_popcount (set) != size)
          continue;
        for (guint r = 0; r < n_reported && !covered; r++)
          covered = (reported[r] & ~set) == 0;
        if (covered)
          continue;
        for (guint i = 0; i < n_sides; i++)
          if (set & (1u << i))
            need += check->sides[i].budget;
        for (guint m = 1; m < (1u << TACTICS_CHECK_MAX_SIDES); m++)
          if (m & set)
            have += counts[m];
        if (need > have)
          {
            reported[n_reported++] = set;
            report_room (check, set, need, have);
          }
      }
  return TRUE;
}

/* The zones where a movement type of the side cannot stand at all. */
static void
check_zone_movetypes (TacticsScenarioCheck *check)
{
  for (guint i = 0; i < MIN (check->n_sides, TACTICS_CHECK_MAX_SIDES); i++)
    {
      TacticsCheckSide *info = &check->sides[i];

      if (!tactics_check_side_forms_units (info))
        continue;
      for (guint t = 0; t < info->movetypes->len; t++)
        {
          const char *movetype = g_ptr_array_index (info->movetypes, t);
          const char *name = tactics_check_movetype_name (check->ruleset, movetype);
          guint n_cells = 0;
          const TacticsCell *cells = NULL;

          if (tactics_map_get_cost_grid (check->map, movetype) == NULL
              || (info->room_mask & tactics_scenario_check_movetype_bit (check, movetype)) != 0)
            continue;
          if (info->zone != NULL)
            cells = tactics_region_get_cells (info->zone, &n_cells);
          if (info->zone != NULL)
            tactics_check_add (check->problems, TACTICS_PROBLEM_ERROR,
                               TACTICS_PROBLEM_ZONE_WITHOUT_ROOM, cells, n_cells, info->id,
                               tactics_region_get_id (info->zone), NULL, movetype,
                               /* Translators: a scenario check error; a side, its start zone, then
                                * a movement type, e.g. "Blue's start zone “West bank” has no free
                                * cell where Boat units can stand.". */
                               _("%s’s start zone “%s” has no free cell where %s units can "
                                 "stand."),
                               info->name, tactics_region_get_display_name (info->zone), name);
          else
            tactics_check_add (check->problems, TACTICS_PROBLEM_ERROR,
                               TACTICS_PROBLEM_ZONE_WITHOUT_ROOM, NULL, 0, info->id, NULL,
                               NULL, movetype,
                               /* Translators: a scenario check error; a movement type, then a
                                * side. */
                               _("The map has no free cell where %s units of %s can stand."),
                               name, info->name);
        }
    }
}

static void
splice_front (GListStore *store,
              GListModel *front)
{
  guint n = g_list_model_get_n_items (front);
  g_autoptr(GPtrArray) items = g_ptr_array_new_with_free_func (g_object_unref);

  for (guint i = 0; i < n; i++)
    g_ptr_array_add (items, g_list_model_get_item (front, i));
  g_list_store_splice (store, 0, 0, items->pdata, n);
}

/**
 * tactics_scenario_check:
 * @scenario: a scenario
 * @unit_count: the match's count of units a side forms, used for sides
 *   whose budget is 0
 *
 * Checks what a designer should know before a scenario is played: the
 * pockets of its map (see tactics_map_check()) for the movement types its
 * sides can field, then the problems of the scenario itself (errors unless
 * said otherwise):
 *
 * - fewer than %TACTICS_MIN_SCENARIO_SIDES sides; two sides, regions or
 *   placed units with one id;
 * - references to no region, unit type or placed unit; an objective without
 *   what its kind needs (a region, a unit), one that protects an enemy's
 *   unit or eliminates its own side's, most points without a round limit;
 *   more rounds than the round limit lets pass (a warning); an empty region
 *   as a start zone or an objective's region; regions with cells outside
 *   the map (a warning);
 * - a side that can have no unit: it forms none (its budget, or
 *   @unit_count when its budget is 0, is 0, or no unit type is allowed) and
 *   has no placed unit;
 * - placed units off the map, on a cell their movement type cannot enter,
 *   or two on one cell;
 * - armies that do not fit their start zones: the units sides form need as
 *   many free cells where one of their unit types can stand, counted for
 *   every group of sides whose zones overlap; a start zone where a unit
 *   type the side may form cannot stand at all;
 * - a start zone from which a movement type of the side's unit types cannot
 *   get onto or next to an enemy's start zone or placed unit;
 * - a region a side must hold or reach that none of its units can enter.
 *
 * It takes time linear in the map's cells, so it can run live in an
 * editor, and changes nothing.
 *
 * Returns: (transfer full): a list model of #TacticsProblem, in the order
 *   the checks find them
 */
GListModel *
tactics_scenario_check (TacticsScenario *scenario,
                        guint            unit_count)
{
  g_return_val_if_fail (TACTICS_IS_SCENARIO (scenario), NULL);

  return tactics_scenario_check_cancellable (scenario, unit_count, NULL, NULL);
}

static void
check_clear (TacticsScenarioCheck *check)
{
  for (guint i = 0; i < check->n_sides; i++)
    g_clear_pointer (&check->sides[i].movetypes, g_ptr_array_unref);
  g_clear_pointer (&check->sides, g_free);
  g_clear_pointer (&check->occupied, g_hash_table_unref);
  g_clear_pointer (&check->movetypes, g_ptr_array_unref);
  g_clear_pointer (&check->goals, g_array_unref);
  g_clear_object (&check->problems);
}

G_DEFINE_AUTO_CLEANUP_CLEAR_FUNC (TacticsScenarioCheck, check_clear)

/**
 * tactics_scenario_check_cancellable:
 * @scenario: a scenario
 * @unit_count: the match's count of units a side forms, used for sides
 *   whose budget is 0
 * @cancellable: (nullable): a #GCancellable to stop the check midway
 * @error: return location for a #GIOError
 *
 * Checks a scenario as tactics_scenario_check() does, the same problems
 * in the same order, unless @cancellable is cancelled first: the check
 * looks at it between its steps and, in those that go over the whole map
 * (counting the room in start zones, finding each movement type's
 * areas), every few rows, so that a check of a %TACTICS_MAX_MAP_SIZE map
 * stops within milliseconds of a cancel. Cancel it from another thread
 * than the one checking.
 *
 * Returns: (transfer full) (nullable): a list model of #TacticsProblem,
 *   in the order the checks find them, or %NULL with @error set to
 *   %G_IO_ERROR_CANCELLED
 */
GListModel *
tactics_scenario_check_cancellable (TacticsScenario  *scenario,
                                    guint             unit_count,
                                    GCancellable     *cancellable,
                                    GError          **error)
{
  g_autoptr(GListStore) map_problems = NULL;
  g_autoptr(GPtrArray) used = NULL;
  GListModel *sides;
  g_auto(TacticsScenarioCheck) check = { 0 };

  g_return_val_if_fail (TACTICS_IS_SCENARIO (scenario), NULL);
  g_return_val_if_fail (cancellable == NULL || G_IS_CANCELLABLE (cancellable), NULL);
  g_return_val_if_fail (error == NULL || *error == NULL, NULL);

  if (g_cancellable_set_error_if_cancelled (cancellable, error))
    return NULL;

  check.scenario = scenario;
  check.cancellable = cancellable;
  check.map = tactics_scenario_get_map (scenario);
  check.ruleset = tactics_map_get_ruleset (check.map);
  check.problems = g_list_store_new (TACTICS_TYPE_PROBLEM);
  check.occupied = g_hash_table_new (NULL, NULL);
  check.movetypes = g_ptr_array_new ();
  check.goals = g_array_new (FALSE, FALSE, sizeof (TacticsCheckGoal));

  sides = tactics_scenario_get_sides (scenario);
  check.n_sides = g_list_model_get_n_items (sides);
  check.sides = g_new0 (TacticsCheckSide, check.n_sides);
  for (guint i = 0; i < check.n_sides; i++)
    {
      /* The scenario holds its sides for as long as this runs. */
      g_autoptr(TacticsSide) side = g_list_model_get_item (sides, i);

      check.sides[i].side = side;
      check.sides[i].id = tactics_side_get_id (side);
      check.sides[i].name = side_name (side);
    }

  check_ids (&check);
  for (guint i = 0; i < check.n_sides; i++)
    {
      check_side (&check, i, unit_count);
      for (guint t = 0; t < check.sides[i].movetypes->len; t++)
        add_movetype (check.movetypes, g_ptr_array_index (check.sides[i].movetypes, t));
    }
  check_placed_units (&check);
  for (guint i = 0; i < check.n_sides; i++)
    {
      GListModel *objectives = tactics_side_get_objectives (check.sides[i].side);

      for (guint j = 0; j < g_list_model_get_n_items (objectives); j++)
        {
          g_autoptr(TacticsObjective) objective = g_list_model_get_item (objectives, j);

          check_objective (&check, i, objective);
        }
    }

  if (!check_room (&check))
    {
      g_cancellable_set_error_if_cancelled (cancellable, error);
      return NULL;
    }
  check_zone_movetypes (&check);

  /* The map's pockets and who reaches whom from one finding of each
   * movement type's areas; the map's problems come first. */
  map_problems = g_list_store_new (TACTICS_TYPE_PROBLEM);
  used = tactics_check_used_movetypes (check.ruleset);
  /* Only the movement types the sides can field matter here. */
  for (guint t = 0; t < check.movetypes->len; t++)
    {
      const char *movetype = g_ptr_array_index (check.movetypes, t);
      const TacticsCostGrid *grid;
      TacticsComponents components;

      if (g_cancellable_set_error_if_cancelled (cancellable, error))
        return NULL;
      grid = tactics_map_get_cost_grid (check.map, movetype);
      if (grid == NULL)
        continue;
      if (!tactics_components_init (&components, grid, cancellable))
        {
          g_cancellable_set_error_if_cancelled (cancellable, error);
          return NULL;
        }
      if (g_ptr_array_find_with_equal_func (used, movetype, g_str_equal, NULL))
        tactics_check_pockets (map_problems, check.map, movetype, &components);
      tactics_scenario_check_reach (&check, movetype, &components);
      tactics_components_clear (&components);
    }
  if (g_cancellable_set_error_if_cancelled (cancellable, error))
    return NULL;
  tactics_scenario_check_report_goals (&check);
  splice_front (check.problems, G_LIST_MODEL (map_problems));

  return G_LIST_MODEL (g_steal_pointer (&check.problems));
}
