/* SPDX-License-Identifier: GPL-3.0-or-later */
#pragma once

#if !defined(TACTICS_INSIDE) && !defined(TACTICS_COMPILATION)
# error "Only <tactics.h> can be included directly."
#endif

#include <gio/gio.h>

#include "tactics-macros.h"
#include "tactics-map.h"
#include "tactics-scenario.h"

G_BEGIN_DECLS

/* The map check: what a designer should know before a map or a scenario is
 * played, as a list of TacticsProblem (transfer full), errors and warnings
 * in the order the checks find them. Both take time linear in the map's
 * cells (they run live in the editor) and change nothing.
 *
 * tactics_map_check() finds, for each movement type the ruleset's unit
 * types use, the passable cells cut off from the largest area that
 * movement type can cross (pockets: a warning per movement type, with the
 * cells). */
TACTICS_AVAILABLE_IN_ALL
GListModel *tactics_map_check      (TacticsMap      *map);

/* The pockets of the scenario's map for the movement types its sides can
 * field, then the problems of the scenario itself (errors unless said
 * otherwise):
 * - fewer than TACTICS_MIN_SCENARIO_SIDES sides; two sides, regions or
 *   placed units with one id;
 * - references to no region, unit type or placed unit; an objective
 *   without what its kind needs (a region, a unit), one that
 *   protects an enemy's unit or eliminates its own side's, most points
 *   without a round limit; more rounds than the round limit lets pass (a
 *   warning); an empty region as a start zone or an objective's region;
 *   regions with cells outside the map (a warning);
 * - a side that can have no unit: it forms none (its budget, or
 *   @unit_count when its budget is 0, is 0, or no unit type is allowed)
 *   and has no placed unit;
 * - placed units off the map, on a cell their movement type cannot enter,
 *   or two on one cell;
 * - armies that do not fit their start zones: the units sides form (their
 *   budgets, beside their placed units) need as many free cells (no placed
 *   unit on them) where one of their unit types can stand, counted for
 *   every group of sides whose zones overlap; a start zone where a unit
 *   type the side may form cannot stand at all;
 * - a start zone (NULL: the whole map) from which a movement type of the
 *   side's unit types cannot get onto or next to an enemy's start zone or
 *   placed unit;
 * - a region a side must hold or reach that none of its units (from its
 *   start zone, or its placed units) can enter.
 * @unit_count is the match's count of units a side forms, used for sides
 * whose budget is 0. */
TACTICS_AVAILABLE_IN_ALL
GListModel *tactics_scenario_check (TacticsScenario *scenario,
                                    guint            unit_count);

/* The same check, stopped midway by @cancellable (nullable): then NULL
 * and G_IO_ERROR_CANCELLED. It looks every few rows of its passes over
 * the map, so it stops within milliseconds on the largest maps. */
TACTICS_AVAILABLE_IN_ALL
GListModel *tactics_scenario_check_cancellable (TacticsScenario  *scenario,
                                                guint             unit_count,
                                                GCancellable     *cancellable,
                                                GError          **error);

G_END_DECLS
