/* SPDX-License-Identifier: GPL-3.0-or-later */
#pragma once

/* How another tool's grid lies on ours (tactics-exchange-layout.c).
 * Tactics hexes are pointy-top with odd rows shifted right (odd-r). A grid
 * staggered the other way is turned onto it so that every pair of
 * neighbours stays a pair of neighbours and no other pair becomes one:
 *   rows, odd shifted      kept as it is
 *   rows, even shifted     mirrored left to right
 *   columns, odd shifted   transposed (source column x becomes row x)
 *   columns, even shifted  transposed, then mirrored left to right
 * A transposition or a mirror is an exact map of one hex grid onto
 * another; shifting by half a cell is not. */

#include "tactics-geometry.h"

G_BEGIN_DECLS

typedef enum {
  TACTICS_EXCHANGE_GRID_SQUARE,
  TACTICS_EXCHANGE_GRID_ROWS_ODD,      /* odd rows shifted right (odd-r) */
  TACTICS_EXCHANGE_GRID_ROWS_EVEN,     /* even rows shifted right */
  TACTICS_EXCHANGE_GRID_COLUMNS_ODD,   /* flat-top, odd columns shifted down */
  TACTICS_EXCHANGE_GRID_COLUMNS_EVEN,  /* flat-top, even columns shifted down */
} TacticsExchangeGrid;

typedef struct {
  TacticsExchangeGrid grid;
  int                 source_width;
  int                 source_height;
  int                 width;      /* the Tactics map's */
  int                 height;
  TacticsTopology     topology;
  gboolean            transpose;
  gboolean            mirror;
} TacticsExchangeLayout;

void        tactics_exchange_layout_init      (TacticsExchangeLayout *layout,
                                               TacticsExchangeGrid    grid,
                                               int                    source_width,
                                               int                    source_height);
/* The Tactics cell of source cell (@x, @y), which must be on the grid. */
TacticsCell tactics_exchange_layout_to_cell   (const TacticsExchangeLayout *layout,
                                               int                    x,
                                               int                    y);
/* The source cell of a Tactics cell. */
void        tactics_exchange_layout_to_source (const TacticsExchangeLayout *layout,
                                               TacticsCell            cell,
                                               int                   *x,
                                               int                   *y);

G_END_DECLS
