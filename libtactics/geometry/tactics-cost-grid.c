/* SPDX-License-Identifier: GPL-3.0-or-later */
#include "config.h"

#include "tactics-cost-grid.h"
#include "tactics-geometry-enums.h"
#include "tactics-geometry.h"
#include "tactics-search-private.h"

G_DEFINE_BOXED_TYPE (TacticsCostGrid, tactics_cost_grid, tactics_cost_grid_copy,
                     tactics_cost_grid_free)

/**
 * tactics_cost_grid_new:
 * @width: the board's width, 1 to %TACTICS_MAX_MAP_SIZE
 * @height: the board's height, 1 to %TACTICS_MAX_MAP_SIZE
 * @topology: the board's topology
 *
 * Creates a cost grid of the given size with every cell impassable.
 *
 * Returns: (transfer full): a new grid, freed with tactics_cost_grid_free()
 */
TacticsCostGrid *
tactics_cost_grid_new (int             width,
                       int             height,
                       TacticsTopology topology)
{
  TacticsCostGrid *grid;
  gsize size;

  g_return_val_if_fail (width > 0 && width <= TACTICS_MAX_MAP_SIZE, NULL);
  g_return_val_if_fail (height > 0 && height <= TACTICS_MAX_MAP_SIZE, NULL);

  grid = g_new0 (TacticsCostGrid, 1);
  grid->width = width;
  grid->height = height;
  grid->topology = topology;
  grid->stride = width + 2;
  size = (gsize) (height + 2) * (gsize) grid->stride;
  /* Every cell gets a cost, so huge pages cost no memory here, and the
   * searches over big boards read these rows all over. */
  grid->costs = tactics_search_array_new0 (size);
  grid->min_cost = 1;
  grid->max_cost = 1;
  return grid;
}

/**
 * tactics_cost_grid_copy:
 * @grid: a cost grid
 *
 * Copies a grid with its costs and bounds.
 *
 * Returns: (transfer full): a grid of its own with the same costs
 */
TacticsCostGrid *
tactics_cost_grid_copy (const TacticsCostGrid *grid)
{
  TacticsCostGrid *copy;

  g_return_val_if_fail (grid != NULL, NULL);

  copy = tactics_cost_grid_new (grid->width, grid->height, grid->topology);
  memcpy (copy->costs, grid->costs, tactics_search_n_indices (grid));
  copy->min_cost = grid->min_cost;
  copy->max_cost = grid->max_cost;
  return copy;
}

/**
 * tactics_cost_grid_free:
 * @grid: (nullable) (transfer full): a grid
 *
 * Frees a grid and its costs.
 */
void
tactics_cost_grid_free (TacticsCostGrid *grid)
{
  if (grid == NULL)
    return;
  tactics_search_array_free (grid->costs, tactics_search_n_indices (grid));
  g_free (grid);
}

/**
 * tactics_cost_grid_set:
 * @grid: a grid
 * @x: column of a cell inside the grid
 * @y: row of a cell inside the grid
 * @cost: the move cost, 0 (impassable) to %TACTICS_MAX_COST
 *
 * Sets one cell's cost. The grid's min_cost and max_cost are not updated:
 * call tactics_cost_grid_update_bounds() after a batch of sets.
 */
void
tactics_cost_grid_set (TacticsCostGrid *grid,
                       int              x,
                       int              y,
                       guint            cost)
{
  g_return_if_fail (grid != NULL);
  g_return_if_fail (x >= 0 && x < grid->width && y >= 0 && y < grid->height);
  g_return_if_fail (cost <= TACTICS_MAX_COST);

  grid->costs[tactics_cost_grid_index (grid, x, y)] = (guint8) cost;
}

/**
 * tactics_cost_grid_get:
 * @grid: a grid
 * @x: a column
 * @y: a row
 *
 * Returns the move cost of a cell.
 *
 * Returns: the cost, 0 if the cell is impassable or outside the grid
 */
guint
tactics_cost_grid_get (const TacticsCostGrid *grid,
                       int                    x,
                       int                    y)
{
  g_return_val_if_fail (grid != NULL, 0);

  if (x < 0 || x >= grid->width || y < 0 || y >= grid->height)
    return 0;
  return grid->costs[tactics_cost_grid_index (grid, x, y)];
}

/**
 * tactics_cost_grid_update_bounds:
 * @grid: a grid
 *
 * Recomputes the grid's min_cost and max_cost from its passable cells after
 * a batch of tactics_cost_grid_set() calls; both are 1 when no cell is
 * passable.
 */
void
tactics_cost_grid_update_bounds (TacticsCostGrid *grid)
{
  guint8 min_cost = G_MAXUINT8;
  guint8 max_cost = 0;

  g_return_if_fail (grid != NULL);

  for (int y = 0; y < grid->height; y++)
    {
      const guint8 *row = grid->costs + tactics_cost_grid_index (grid, 0, y);

      for (int x = 0; x < grid->width; x++)
        {
          guint8 cost = row[x];

          if (cost == 0)
            continue;
          min_cost = MIN (min_cost, cost);
          max_cost = MAX (max_cost, cost);
        }
    }

  grid->min_cost = max_cost == 0 ? 1 : min_cost;
  grid->max_cost = max_cost == 0 ? 1 : max_cost;
}
