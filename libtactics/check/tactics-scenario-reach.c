/* SPDX-License-Identifier: GPL-3.0-or-later */
/* Who reaches whom in a scenario, one movement type at a time, from that
 * movement type's areas: a side's start zone against its enemies, and a
 * side against the regions its objectives send it to. */
#include "config.h"

#include <glib/gi18n-lib.h>

#include "tactics-check-enums.h"
#include "tactics-check-private.h"
#include "tactics-geometry.h"
#include "tactics-map.h"
#include "tactics-model-enums.h"
#include "tactics-objective.h"
#include "tactics-region.h"
#include "tactics-scenario-check-private.h"
#include "tactics-scenario.h"
#include "tactics-side.h"

/* Areas (labels of @components) a side's units of one movement type can
 * start in: a bit per label, or every area when @all. */
typedef struct {
  guint8   *bits;
  gboolean  all;
  gboolean  any;
} Sources;

static void
sources_add (Sources *sources,
             guint32  label)
{
  if (label != 0)
    {
      sources->bits[label >> 3] |= 1u << (label & 7);
      sources->any = TRUE;
    }
}

static gboolean
sources_has (const Sources *sources,
             guint32        label)
{
  return label != 0 && (sources->all || (sources->bits[label >> 3] & (1u << (label & 7))));
}

static void
sources_add_zone (Sources                 *sources,
                  const TacticsComponents *components,
                  TacticsRegion           *zone)
{
  guint n_cells;
  const TacticsCell *cells;

  if (zone == NULL)
    {
      sources->all = TRUE;
      sources->any = components->n_components > 0;
      return;
    }
  cells = tactics_region_get_cells (zone, &n_cells);
  for (guint c = 0; c < n_cells; c++)
    sources_add (sources, tactics_components_get (components, cells[c]));
}

/* Whether a unit starting in @sources can stand on @cell or next to it. */
static gboolean
reaches_cell (TacticsScenarioCheck    *check,
              const TacticsComponents *components,
              const Sources           *sources,
              TacticsCell              cell)
{
  TacticsCell near[TACTICS_MAX_NEIGHBOURS];
  guint n;

  if (sources_has (sources, tactics_components_get (components, cell)))
    return TRUE;
  n = tactics_neighbours (tactics_map_get_topology (check->map), cell, near);
  for (guint k = 0; k < n; k++)
    if (sources_has (sources, tactics_components_get (components, near[k])))
      return TRUE;
  return FALSE;
}

static gboolean
reaches_enemy (TacticsScenarioCheck    *check,
               guint                    index,
               const TacticsComponents *components,
               const Sources           *sources)
{
  for (guint e = 0; e < check->n_sides; e++)
    {
      TacticsCheckSide *enemy = &check->sides[e];

      if (e == index)
        continue;
      if (tactics_check_side_forms_units (enemy))
        {
          guint n_cells;
          const TacticsCell *cells;

          /* The whole map is the enemy's: it is met wherever one stands. */
          if (enemy->zone == NULL)
            return TRUE;
          cells = tactics_region_get_cells (enemy->zone, &n_cells);
          for (guint c = 0; c < n_cells; c++)
            if (reaches_cell (check, components, sources, cells[c]))
              return TRUE;
        }
      for (guint j = 0; j < tactics_side_get_n_placed_units (enemy->side); j++)
        if (reaches_cell (check, components, sources,
                          tactics_side_get_placed_unit (enemy->side, j)->cell))
          return TRUE;
    }
  return FALSE;
}

static void
report_enemy_unreachable (TacticsScenarioCheck *check,
                          TacticsCheckSide     *info,
                          const char           *movetype)
{
  const char *name = tactics_check_movetype_name (check->ruleset, movetype);
  guint n_cells = 0;
  const TacticsCell *cells = NULL;

  if (info->zone != NULL)
    {
      cells = tactics_region_get_cells (info->zone, &n_cells);
      tactics_check_add (check->problems, TACTICS_PROBLEM_ERROR,
                         TACTICS_PROBLEM_ENEMY_UNREACHABLE, cells, n_cells, info->id,
                         tactics_region_get_id (info->zone), NULL, movetype,
                         /* Translators: a scenario check error; a side, its start zone, then a
                          * movement type, e.g. "Blue's start zone “West bank” cannot reach an enemy
                          * for Boat units.". */
                         _("%s’s start zone “%s” cannot reach an enemy for %s units."),
                         info->name, tactics_region_get_display_name (info->zone), name);
    }
  else
    {
      tactics_check_add (check->problems, TACTICS_PROBLEM_ERROR,
                         TACTICS_PROBLEM_ENEMY_UNREACHABLE, NULL, 0, info->id, NULL, NULL,
                         movetype,
                         /* Translators: a scenario check error; a side, then a movement type. */
                         _("%s cannot reach an enemy for %s units from anywhere on the map."),
                         info->name, name);
    }
}

/* Who can reach whom, for one movement type: sides' zones against their
 * enemies, and sides against the regions their objectives name. */
void
tactics_scenario_check_reach (TacticsScenarioCheck    *check,
                              const char              *movetype,
                              const TacticsComponents *areas)
{
  TacticsComponents components = *areas;
  guint bit = tactics_scenario_check_movetype_bit (check, movetype);
  gsize n_bytes;
  Sources *sources;

  n_bytes = components.n_components / 8 + 1;
  sources = g_new0 (Sources, check->n_sides);

  for (guint i = 0; i < check->n_sides; i++)
    {
      TacticsCheckSide *info = &check->sides[i];
      gboolean forms = tactics_check_side_forms_units (info) && i < TACTICS_CHECK_MAX_SIDES
                       && (info->room_mask & bit) != 0
                       && g_ptr_array_find_with_equal_func (info->movetypes, movetype,
                                                            g_str_equal, NULL);

      sources[i].bits = g_malloc0 (n_bytes);
      if (forms)
        {
          sources_add_zone (&sources[i], &components, info->zone);
          /* A lone side has no enemy: too few sides says so. */
          if (check->n_sides >= TACTICS_MIN_SCENARIO_SIDES
              && !reaches_enemy (check, i, &components, &sources[i]))
            report_enemy_unreachable (check, info, movetype);
        }
      for (guint j = 0; j < tactics_side_get_n_placed_units (info->side); j++)
        {
          const TacticsPlacedUnit *unit = tactics_side_get_placed_unit (info->side, j);

          const char *unit_movetype = tactics_scenario_check_movetype_of (check, unit->unit_type);

          if (g_strcmp0 (unit_movetype, movetype) == 0)
            sources_add (&sources[i], tactics_components_get (&components, unit->cell));
        }
    }

  for (guint g = 0; g < check->goals->len; g++)
    {
      TacticsCheckGoal *goal = &g_array_index (check->goals, TacticsCheckGoal, g);
      Sources unit_sources = { NULL, FALSE, FALSE };
      const Sources *from = &sources[goal->side];
      guint n_cells;
      const TacticsCell *cells;

      if (goal->reached)
        continue;
      if (goal->unit != NULL)
        {
          if (g_strcmp0 (tactics_scenario_check_movetype_of (check, goal->unit->unit_type),
                         movetype) != 0)
            continue;
          unit_sources.bits = g_malloc0 (n_bytes);
          sources_add (&unit_sources, tactics_components_get (&components, goal->unit->cell));
          from = &unit_sources;
        }
      cells = tactics_region_get_cells (goal->region, &n_cells);
      for (guint c = 0; c < n_cells && !goal->reached; c++)
        goal->reached = sources_has (from, tactics_components_get (&components, cells[c]));
      g_free (unit_sources.bits);
    }

  for (guint i = 0; i < check->n_sides; i++)
    g_free (sources[i].bits);
  g_free (sources);
}

void
tactics_scenario_check_report_goals (TacticsScenarioCheck *check)
{
  for (guint g = 0; g < check->goals->len; g++)
    {
      TacticsCheckGoal *goal = &g_array_index (check->goals, TacticsCheckGoal, g);
      TacticsCheckSide *info = &check->sides[goal->side];
      const char *region = tactics_region_get_display_name (goal->region);
      const char *region_id = tactics_region_get_id (goal->region);
      guint n_cells;
      const TacticsCell *cells = tactics_region_get_cells (goal->region, &n_cells);

      if (goal->reached)
        continue;
      if (goal->unit != NULL)
        tactics_check_add (check->problems, TACTICS_PROBLEM_ERROR,
                           TACTICS_PROBLEM_REGION_UNREACHABLE, cells, n_cells, info->id,
                           region_id, goal->unit->id, NULL,
                           /* Translators: a scenario check error; a side, a region, then one of the
                            * side's units. */
                           _("%s must reach “%s” with %s, but that unit cannot get there."),
                           info->name, region,
                           tactics_scenario_get_unit_name (check->scenario, goal->unit));
      else if (tactics_objective_get_kind (goal->objective) == TACTICS_OBJECTIVE_HOLD_REGION)
        tactics_check_add (check->problems, TACTICS_PROBLEM_ERROR,
                           TACTICS_PROBLEM_REGION_UNREACHABLE, cells, n_cells, info->id,
                           region_id, NULL, NULL,
                           /* Translators: a scenario check error; a side, then a region. */
                           _("%s must hold “%s”, but none of its units can get there."),
                           info->name, region);
      else
        tactics_check_add (check->problems, TACTICS_PROBLEM_ERROR,
                           TACTICS_PROBLEM_REGION_UNREACHABLE, cells, n_cells, info->id,
                           region_id, NULL, NULL,
                           /* Translators: a scenario check error; a side, then a region. */
                           _("%s must reach “%s”, but none of its units can get there."),
                           info->name, region);
    }
}

