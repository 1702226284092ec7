/* SPDX-License-Identifier: GPL-3.0-or-later */
#include "config.h"

#include "tactics-bindings.h"

/* Each function here only forwards to the one it stands in for: the rules
 * stay there. */

/**
 * tactics_map_contains_boxed: (rename-to tactics_map_contains)
 * @self: a map
 * @cell: a cell
 *
 * Calls tactics_map_contains() with the cell passed by pointer: bindings cannot
 * pass a cell by value, so this stands in for it under its name.
 *
 * Returns: whether @cell lies on the map
 */
gboolean
tactics_map_contains_boxed (TacticsMap        *self,
                            const TacticsCell *cell)
{
  g_return_val_if_fail (cell != NULL, FALSE);

  return tactics_map_contains (self, *cell);
}

/**
 * tactics_distance_boxed: (rename-to tactics_distance)
 * @metric: the distance metric
 * @a: a cell
 * @b: another cell
 *
 * Calls tactics_distance() with the cell passed by pointer: bindings cannot
 * pass a cell by value, so this stands in for it under its name.
 *
 * Returns: the grid distance between @a and @b in @metric
 */
int
tactics_distance_boxed (TacticsMetric      metric,
                        const TacticsCell *a,
                        const TacticsCell *b)
{
  g_return_val_if_fail (a != NULL && b != NULL, 0);

  return tactics_distance (metric, *a, *b);
}

/**
 * tactics_reach_compute_boxed: (rename-to tactics_reach_compute)
 * @self: a movement range
 * @grid: the move costs for the unit's movement type; it must stay alive
 *   and unchanged while results are read
 * @start: the unit's cell
 * @move_points: the unit's move points
 * @occupancy: (nullable) (scope call): who stands where
 * @user_data: data for @occupancy
 *
 * Computes the cheapest cost of every cell within @move_points of @start.
 */
void
tactics_reach_compute_boxed (TacticsReach          *self,
                             const TacticsCostGrid *grid,
                             const TacticsCell     *start,
                             guint                  move_points,
                             TacticsOccupancyFunc   occupancy,
                             gpointer               user_data)
{
  g_return_if_fail (start != NULL);

  tactics_reach_compute (self, grid, *start, move_points, occupancy, user_data);
}

/**
 * tactics_reach_get_cost_boxed: (rename-to tactics_reach_get_cost)
 * @self: a movement range
 * @cell: a cell
 *
 * Calls tactics_reach_get_cost() with the cell passed by pointer: bindings cannot
 * pass a cell by value, so this stands in for it under its name.
 *
 * Returns: the cheapest cost to stop on @cell, or -1 when it is out of
 *   reach, off the board, or an ally's cell
 */
int
tactics_reach_get_cost_boxed (const TacticsReach *self,
                              const TacticsCell  *cell)
{
  g_return_val_if_fail (cell != NULL, -1);

  return tactics_reach_get_cost (self, *cell);
}

/**
 * tactics_reach_get_destination_boxed: (rename-to tactics_reach_get_destination)
 * @self: a movement range
 * @index: 0 ≤ @index < tactics_reach_get_n_destinations()
 * @cell: (out caller-allocates): the @index-th destination, by nondecreasing
 *   cost
 * @cost: (out) (optional): the cheapest cost to stop there
 *
 * Calls tactics_reach_get_destination() with the cell passed by pointer: bindings cannot
 * pass a cell by value, so this stands in for it under its name.
 */
void
tactics_reach_get_destination_boxed (const TacticsReach *self,
                                     guint               index,
                                     TacticsCell        *cell,
                                     int                *cost)
{
  g_return_if_fail (cell != NULL);

  *cell = tactics_reach_get_destination (self, index, cost);
}

/**
 * tactics_unit_get_cell_boxed: (rename-to tactics_unit_get_cell)
 * @self: a unit
 * @cell: (out caller-allocates): the unit's cell
 *
 * Calls tactics_unit_get_cell() with the cell passed by pointer: bindings cannot
 * pass a cell by value, so this stands in for it under its name.
 */
void
tactics_unit_get_cell_boxed (TacticsUnit *self,
                             TacticsCell *cell)
{
  g_return_if_fail (cell != NULL);

  *cell = tactics_unit_get_cell (self);
}

/**
 * tactics_match_get_unit_at_boxed: (rename-to tactics_match_get_unit_at)
 * @self: a match
 * @cell: a cell
 *
 * Calls tactics_match_get_unit_at() with the cell passed by pointer: bindings cannot
 * pass a cell by value, so this stands in for it under its name.
 *
 * Returns: (transfer none) (nullable): the unit standing on @cell, or %NULL
 */
TacticsUnit *
tactics_match_get_unit_at_boxed (TacticsMatch      *self,
                                 const TacticsCell *cell)
{
  g_return_val_if_fail (cell != NULL, NULL);

  return tactics_match_get_unit_at (self, *cell);
}

/**
 * tactics_command_init_place_boxed: (rename-to tactics_command_init_place)
 * @command: the command to fill in
 * @player: the player placing
 * @unit: the unit's id
 * @cell: where it goes
 *
 * Calls tactics_command_init_place() with the cell passed by pointer: bindings cannot
 * pass a cell by value, so this stands in for it under its name.
 */
void
tactics_command_init_place_boxed (TacticsCommand    *command,
                                  guint              player,
                                  guint              unit,
                                  const TacticsCell *cell)
{
  g_return_if_fail (cell != NULL);

  tactics_command_init_place (command, player, unit, *cell);
}

/**
 * tactics_command_init_move_boxed: (rename-to tactics_command_init_move)
 * @command: the command to fill in
 * @player: the player moving
 * @unit: the unit's id
 * @destination: where it goes
 *
 * Calls tactics_command_init_move() with the cell passed by pointer: bindings cannot
 * pass a cell by value, so this stands in for it under its name.
 */
void
tactics_command_init_move_boxed (TacticsCommand    *command,
                                 guint              player,
                                 guint              unit,
                                 const TacticsCell *destination)
{
  g_return_if_fail (destination != NULL);

  tactics_command_init_move (command, player, unit, *destination);
}

/**
 * tactics_command_init_act_boxed: (rename-to tactics_command_init_act)
 * @command: the command to fill in
 * @player: the player acting
 * @unit: the unit's id
 * @action: the action's position in the unit type's list
 * @focus: where the action is aimed
 *
 * Calls tactics_command_init_act() with the cell passed by pointer: bindings cannot
 * pass a cell by value, so this stands in for it under its name.
 */
void
tactics_command_init_act_boxed (TacticsCommand    *command,
                                guint              player,
                                guint              unit,
                                guint              action,
                                const TacticsCell *focus)
{
  g_return_if_fail (focus != NULL);

  tactics_command_init_act (command, player, unit, action, *focus);
}
