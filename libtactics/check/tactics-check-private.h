/* SPDX-License-Identifier: GPL-3.0-or-later */
#pragma once

#include <gio/gio.h>

#include "tactics-check-enums.h"
#include "tactics-cost-grid.h"
#include "tactics-geometry.h"
#include "tactics-map.h"
#include "tactics-ruleset.h"

G_BEGIN_DECLS

/* The connected areas of the passable cells of a cost grid for one
 * movement type: a label per grid index (border included, 0 where
 * impassable), areas numbered from 1 in reading order of their first
 * cell. Found in one pass over the grid. */
typedef struct {
  const TacticsCostGrid *grid;
  guint32 *labels;
  guint32 n_components;
  guint32 *sizes;        /* sizes[label], 1..n_components */
  guint32 largest;       /* the first of the largest; 0 when none */
} TacticsComponents;

/* Finds the areas; FALSE, with nothing to clear, when @cancellable
 * (nullable) is cancelled before they are all found. */
gboolean tactics_components_init  (TacticsComponents     *components,
                                   const TacticsCostGrid *grid,
                                   GCancellable          *cancellable);
void     tactics_components_clear (TacticsComponents     *components);

/* The label of @cell, 0 when it is impassable or off the grid. */
static inline guint32
tactics_components_get (const TacticsComponents *components,
                        TacticsCell              cell)
{
  const TacticsCostGrid *grid = components->grid;

  if (cell.x < 0 || cell.y < 0 || cell.x >= grid->width || cell.y >= grid->height)
    return 0;
  return components->labels[tactics_cost_grid_index (grid, cell.x, cell.y)];
}

/* A movement type's name for messages, its id when it has none or is not
 * in @ruleset. */
const char *tactics_check_movetype_name (TacticsRuleset *ruleset,
                                         const char     *movetype_id);

/* Appends a problem to @problems (a GListStore). */
void        tactics_check_add           (GListStore             *problems,
                                         TacticsProblemSeverity  severity,
                                         TacticsProblemKind      kind,
                                         const TacticsCell      *cells,
                                         guint                   n_cells,
                                         const char             *side,
                                         const char             *region,
                                         const char             *unit,
                                         const char             *movetype,
                                         const char             *format,
                                         ...) G_GNUC_PRINTF (10, 11);

/* The movement types the ruleset's unit types use, each once, in the
 * order of the unit types (ids, owned by the array). */
GPtrArray  *tactics_check_used_movetypes (TacticsRuleset         *ruleset);

/* The pockets of one movement type's grid, appended to @problems. */
void        tactics_check_pockets       (GListStore              *problems,
                                         TacticsMap              *map,
                                         const char              *movetype_id,
                                         const TacticsComponents *components);

G_END_DECLS
