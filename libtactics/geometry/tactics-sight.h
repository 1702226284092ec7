/* SPDX-License-Identifier: GPL-3.0-or-later */
#pragma once

#if !defined(TACTICS_INSIDE) && !defined(TACTICS_COMPILATION)
# error "Only <tactics.h> can be included directly."
#endif

#include <glib.h>

#include "tactics-geometry.h"
#include "tactics-geometry-enums.h"
#include "tactics-macros.h"

G_BEGIN_DECLS

/**
 * TacticsSightGrid:
 * @topology: the board's topology
 * @width: the board's width in cells
 * @height: the board's height in cells
 * @blocks: (array) (nullable) (skip): @width × @height bytes, row by row;
 *   cell (x, y) blocks the view when blocks[y × @width + x] is not 0.
 *   %NULL means nothing blocks.
 *
 * A board for lines of sight: only which cells block the view. The grid
 * does not own @blocks; the caller keeps it alive while the grid is used.
 *
 * The rule (doc/rules.md, Line of sight): the straight segment between the
 * centres of two cells is blocked by a blocking cell whose inside it
 * crosses, and by two blocking cells it passes exactly between (through the
 * corner two diagonal squares share, along the edge two hexes share). The
 * two end cells never block, so a blocking cell is seen but hides what lies
 * behind it, and every line is symmetric.
 */
typedef struct {
  TacticsTopology  topology;
  int              width;
  int              height;
  const guint8    *blocks;   /* width * height bytes; NULL = nothing blocks */
} TacticsSightGrid;

/* Whether @from sees @to and @to sees @from (always the same answer). Both
 * cells must lie on the board. */
TACTICS_AVAILABLE_IN_ALL
gboolean tactics_sight_line  (const TacticsSightGrid *grid,
                              TacticsCell             from,
                              TacticsCell             to);
/* Sets seen[y * width + x] to 1 for every cell within @range of @origin
 * (the topology's default metric) that @origin sees, @origin included;
 * leaves the other bytes alone. Returns how many cells it set. Cells off
 * the board are never set. Agrees with tactics_sight_line() cell for
 * cell. */
TACTICS_AVAILABLE_IN_ALL
guint    tactics_sight_field (const TacticsSightGrid *grid,
                              TacticsCell             origin,
                              int                     range,
                              guint8                 *seen);

G_END_DECLS
