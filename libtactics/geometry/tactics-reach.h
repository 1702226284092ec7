/* SPDX-License-Identifier: GPL-3.0-or-later */
#pragma once

#if !defined(TACTICS_INSIDE) && !defined(TACTICS_COMPILATION)
# error "Only <tactics.h> can be included directly."
#endif

#include <glib-object.h>

#include "tactics-cost-grid.h"
#include "tactics-geometry.h"
#include "tactics-macros.h"

G_BEGIN_DECLS

/**
 * TacticsOccupancy:
 * @TACTICS_OCCUPANCY_FREE: no one stands there
 * @TACTICS_OCCUPANCY_ALLY: an ally stands there: it may be crossed but not
 *   stopped on
 * @TACTICS_OCCUPANCY_ENEMY: an enemy stands there: it blocks
 *
 * Who stands on a cell, as a search sees it.
 */
typedef enum {
  TACTICS_OCCUPANCY_FREE,
  TACTICS_OCCUPANCY_ALLY,
  TACTICS_OCCUPANCY_ENEMY,
} TacticsOccupancy;

/**
 * TacticsOccupancyFunc:
 * @cell: a passable cell the search reaches
 * @user_data: the data given with the function
 *
 * Tells a search who stands on @cell. It is asked only for passable cells
 * the search reaches; passing %NULL instead means no one stands anywhere.
 *
 * Returns: who stands on @cell
 */
typedef TacticsOccupancy (*TacticsOccupancyFunc) (TacticsCell cell,
                                                  gpointer    user_data);

/**
 * TacticsReach:
 *
 * Movement range: the cheapest cost from a start cell to every cell within
 * the move points (entering a cell costs that cell's cost; the start costs
 * 0). Make one with tactics_reach_new() and fill it with
 * tactics_reach_compute().
 *
 * The state is reusable: computing again costs in proportion to the cells
 * reached, not to the board, and so does a fresh state's first call when
 * the move points keep it near its start.
 */
typedef struct _TacticsReach TacticsReach;

#define TACTICS_TYPE_REACH (tactics_reach_get_type ())
TACTICS_AVAILABLE_IN_ALL
GType         tactics_reach_get_type            (void) G_GNUC_CONST;
TACTICS_AVAILABLE_IN_ALL
TacticsReach *tactics_reach_new                 (void);
/* The copy answers like @self for the last computation (it reads the same
 * grid) and computes on its own from then on. */
TACTICS_AVAILABLE_IN_ALL
TacticsReach *tactics_reach_copy                (const TacticsReach    *self);
TACTICS_AVAILABLE_IN_ALL
void          tactics_reach_free                (TacticsReach          *self);

/* @grid must stay alive and unchanged while results are read. */
TACTICS_AVAILABLE_IN_ALL
void          tactics_reach_compute             (TacticsReach          *self,
                                                 const TacticsCostGrid *grid,
                                                 TacticsCell            start,
                                                 guint                  move_points,
                                                 TacticsOccupancyFunc   occupancy,
                                                 gpointer               user_data);
/* The cheapest cost to stop on @cell, or -1 when it is out of reach, off
 * the board, or an ally's cell. */
TACTICS_AVAILABLE_IN_ALL
int           tactics_reach_get_cost            (const TacticsReach    *self,
                                                 TacticsCell            cell);
/* The cells one may stop on (start included), in order of cost. */
TACTICS_AVAILABLE_IN_ALL
guint         tactics_reach_get_n_destinations  (const TacticsReach    *self);
TACTICS_AVAILABLE_IN_ALL
TacticsCell   tactics_reach_get_destination     (const TacticsReach    *self,
                                                 guint                  index,
                                                 int                   *cost);
/* A cheapest path from the start to @cell (a destination), both included,
 * appended to @cells (GArray of TacticsCell). FALSE if @cell is not a
 * destination. */
TACTICS_AVAILABLE_IN_ALL
gboolean      tactics_reach_get_path            (const TacticsReach    *self,
                                                 TacticsCell            cell,
                                                 GArray                *cells);

/**
 * TacticsPathFinder:
 *
 * Point-to-point search (A*) with the same costs and occupancy rules as
 * #TacticsReach, and no move-point limit. Make one with
 * tactics_path_finder_new(); it is reusable like #TacticsReach.
 */
typedef struct _TacticsPathFinder TacticsPathFinder;

#define TACTICS_TYPE_PATH_FINDER (tactics_path_finder_get_type ())
TACTICS_AVAILABLE_IN_ALL
GType              tactics_path_finder_get_type (void) G_GNUC_CONST;
TACTICS_AVAILABLE_IN_ALL
TacticsPathFinder *tactics_path_finder_new      (void);
/* A finder keeps no result between calls, only scratch memory: the copy
 * finds what @self finds and shares nothing with it. */
TACTICS_AVAILABLE_IN_ALL
TacticsPathFinder *tactics_path_finder_copy     (const TacticsPathFinder *self);
TACTICS_AVAILABLE_IN_ALL
void               tactics_path_finder_free     (TacticsPathFinder     *self);
/* Returns the path's cost and appends its cells, start and goal included,
 * to @cells; returns -1 (and appends nothing) when the goal cannot be
 * reached or stopped on. */
TACTICS_AVAILABLE_IN_ALL
int                tactics_path_finder_find     (TacticsPathFinder     *self,
                                                 const TacticsCostGrid *grid,
                                                 TacticsCell            start,
                                                 TacticsCell            goal,
                                                 TacticsOccupancyFunc   occupancy,
                                                 gpointer               user_data,
                                                 GArray                *cells);

G_DEFINE_AUTOPTR_CLEANUP_FUNC (TacticsReach, tactics_reach_free)
G_DEFINE_AUTOPTR_CLEANUP_FUNC (TacticsPathFinder, tactics_path_finder_free)

G_END_DECLS
