/* SPDX-License-Identifier: GPL-3.0-or-later */
#pragma once

#if !defined(TACTICS_INSIDE) && !defined(TACTICS_COMPILATION)
# error "Only <tactics.h> can be included directly."
#endif

#include <glib.h>

#include "tactics-geometry-enums.h"
#include "tactics-geometry.h"
#include "tactics-macros.h"

G_BEGIN_DECLS

/**
 * TacticsPattern:
 * @topology: the board's topology
 * @width: the board's width
 * @height: the board's height
 * @metric: the action's metric, already fitted to @topology
 * @shape: the shape of the effect
 * @range_min: the smallest distance from the unit to the focus
 * @range_max: the largest distance from the unit to the focus
 * @extent: how far the effect spreads, 1 or more
 *
 * The geometry of an action on a given board (doc/rules.md, "Actions"),
 * filled by tactics_pattern_init() or tactics_pattern_init_for_action():
 *
 * - the focus must be at distance @range_min..@range_max from the unit;
 * - single: the effect covers the focus only;
 * - linear: the focus must lie on a straight line from the unit (4 lines
 *   for manhattan, 8 for chebyshev, 6 on hex); the effect covers the focus
 *   and the next @extent − 1 cells further along that line;
 * - circular: every cell within distance @extent − 1 of the focus.
 *
 * Cells off the board are dropped.
 */
typedef struct {
  TacticsTopology topology;
  int             width;
  int             height;
  TacticsMetric   metric;      /* already fitted to the topology */
  TacticsShape    shape;
  guint           range_min;
  guint           range_max;
  guint           extent;
} TacticsPattern;

TACTICS_AVAILABLE_IN_ALL
void     tactics_pattern_init             (TacticsPattern  *pattern,
                                           TacticsTopology  topology,
                                           int              width,
                                           int              height,
                                           TacticsMetric    metric,
                                           TacticsShape     shape,
                                           guint            range_min,
                                           guint            range_max,
                                           guint            extent);
/* Whether @focus is a cell the action may be aimed at from @unit. */
TACTICS_AVAILABLE_IN_ALL
gboolean tactics_pattern_focus_allowed    (const TacticsPattern *pattern,
                                           TacticsCell      unit,
                                           TacticsCell      focus);
/* Appends every allowed focus (GArray of TacticsCell), row by row. */
TACTICS_AVAILABLE_IN_ALL
void     tactics_pattern_get_foci         (const TacticsPattern *pattern,
                                           TacticsCell      unit,
                                           GArray          *cells);
/* Appends the effect cells for an allowed focus, focus first; appends
 * nothing for a focus that is not allowed. */
TACTICS_AVAILABLE_IN_ALL
void     tactics_pattern_get_effect       (const TacticsPattern *pattern,
                                           TacticsCell      unit,
                                           TacticsCell      focus,
                                           GArray          *cells);

/* How many steps from the focus a circular effect of @extent reaches:
 * extent − 1 (doc/rules.md, "Shapes and extents"). */
TACTICS_AVAILABLE_IN_ALL
guint    tactics_pattern_radius_for_extent (guint          extent);
/* How many cells an effect of @shape and @extent covers when none is off
 * the board, with @metric as fitted to @topology. */
TACTICS_AVAILABLE_IN_ALL
guint    tactics_pattern_count_effect     (TacticsTopology  topology,
                                           TacticsMetric    metric,
                                           TacticsShape     shape,
                                           guint            extent);

G_END_DECLS
