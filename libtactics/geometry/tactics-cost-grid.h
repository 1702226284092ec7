/* SPDX-License-Identifier: GPL-3.0-or-later */
#pragma once

#if !defined(TACTICS_INSIDE) && !defined(TACTICS_COMPILATION)
# error "Only <tactics.h> can be included directly."
#endif

#include <glib-object.h>

#include "tactics-geometry-enums.h"
#include "tactics-macros.h"

G_BEGIN_DECLS

/**
 * TACTICS_MAX_COST:
 *
 * Largest move cost of one cell; costs are 1..%TACTICS_MAX_COST, so that
 * searches may sum them without overflow.
 */
#define TACTICS_MAX_COST 99

/**
 * TacticsCostGrid:
 * @width: the board's width in cells
 * @height: the board's height in cells
 * @topology: the board's topology
 * @stride: the length of one row of @costs, @width + 2
 * @costs: (array) (skip): (@height + 2) × @stride costs, border included
 * @min_cost: the smallest non-zero cost (1 if no cell is passable)
 * @max_cost: the largest cost (1 if no cell is passable)
 *
 * The move cost of every cell of a board for one movement type, laid out
 * for the searches: a one-cell impassable border surrounds the board so
 * that neighbour steps need no bounds checks. Cell (x, y) lives at index
 * (y + 1) × @stride + (x + 1). A cost of 0 means impassable.
 *
 * Make one with tactics_cost_grid_new() or tactics_map_build_cost_grid().
 */
typedef struct {
  int              width;
  int              height;
  TacticsTopology  topology;
  int              stride;      /* width + 2 */
  guint8          *costs;       /* (height + 2) * stride bytes */
  guint8           min_cost;    /* smallest non-zero cost (1 if none) */
  guint8           max_cost;    /* largest cost (1 if none) */
} TacticsCostGrid;

#define TACTICS_TYPE_COST_GRID (tactics_cost_grid_get_type ())
TACTICS_AVAILABLE_IN_ALL
GType            tactics_cost_grid_get_type   (void) G_GNUC_CONST;

/* A grid of the given size, every cell impassable. */
TACTICS_AVAILABLE_IN_ALL
TacticsCostGrid *tactics_cost_grid_new        (int              width,
                                               int              height,
                                               TacticsTopology  topology);
/* An independent grid with the same size, topology and costs. */
TACTICS_AVAILABLE_IN_ALL
TacticsCostGrid *tactics_cost_grid_copy       (const TacticsCostGrid *grid);
TACTICS_AVAILABLE_IN_ALL
void             tactics_cost_grid_free       (TacticsCostGrid *grid);
/* Sets one cell's cost (0..TACTICS_MAX_COST); keeps min/max up to date
 * only via tactics_cost_grid_update_bounds(). */
TACTICS_AVAILABLE_IN_ALL
void             tactics_cost_grid_set        (TacticsCostGrid *grid,
                                               int              x,
                                               int              y,
                                               guint            cost);
TACTICS_AVAILABLE_IN_ALL
guint            tactics_cost_grid_get        (const TacticsCostGrid *grid,
                                               int              x,
                                               int              y);
/* Recomputes min_cost and max_cost after a batch of sets. */
TACTICS_AVAILABLE_IN_ALL
void             tactics_cost_grid_update_bounds (TacticsCostGrid *grid);

static inline int
tactics_cost_grid_index (const TacticsCostGrid *grid,
                         int                    x,
                         int                    y)
{
  return (y + 1) * grid->stride + (x + 1);
}

G_DEFINE_AUTOPTR_CLEANUP_FUNC (TacticsCostGrid, tactics_cost_grid_free)

G_END_DECLS
