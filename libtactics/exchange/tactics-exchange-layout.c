/* SPDX-License-Identifier: GPL-3.0-or-later */
/* Other tools' grids onto ours, keeping every adjacency. */
#include "config.h"

#include "tactics-exchange-layout-private.h"

void
tactics_exchange_layout_init (TacticsExchangeLayout *layout,
                              TacticsExchangeGrid    grid,
                              int                    source_width,
                              int                    source_height)
{
  g_assert (layout != NULL);
  g_assert (source_width > 0 && source_height > 0);

  layout->grid = grid;
  layout->source_width = source_width;
  layout->source_height = source_height;
  layout->topology = grid == TACTICS_EXCHANGE_GRID_SQUARE ? TACTICS_TOPOLOGY_SQUARE
                                                          : TACTICS_TOPOLOGY_HEX;
  /* Transposing flat-top columns gives pointy-top rows, the column's
   * shift becoming the row's. */
  layout->transpose = grid == TACTICS_EXCHANGE_GRID_COLUMNS_ODD
                      || grid == TACTICS_EXCHANGE_GRID_COLUMNS_EVEN;
  /* Mirroring turns "even rows shifted right" into "odd rows shifted
   * right" on any width, where adding or dropping a row would not keep
   * the size. */
  layout->mirror = grid == TACTICS_EXCHANGE_GRID_ROWS_EVEN
                   || grid == TACTICS_EXCHANGE_GRID_COLUMNS_EVEN;
  layout->width = layout->transpose ? source_height : source_width;
  layout->height = layout->transpose ? source_width : source_height;
}

TacticsCell
tactics_exchange_layout_to_cell (const TacticsExchangeLayout *layout,
                                 int                          x,
                                 int                          y)
{
  TacticsCell cell;

  g_assert (x >= 0 && x < layout->source_width);
  g_assert (y >= 0 && y < layout->source_height);

  cell.x = layout->transpose ? y : x;
  cell.y = layout->transpose ? x : y;
  if (layout->mirror)
    cell.x = layout->width - 1 - cell.x;
  return cell;
}

void
tactics_exchange_layout_to_source (const TacticsExchangeLayout *layout,
                                   TacticsCell                  cell,
                                   int                         *x,
                                   int                         *y)
{
  int cx = cell.x;

  g_assert (cell.x >= 0 && cell.x < layout->width);
  g_assert (cell.y >= 0 && cell.y < layout->height);

  if (layout->mirror)
    cx = layout->width - 1 - cx;
  *x = layout->transpose ? cell.y : cx;
  *y = layout->transpose ? cx : cell.y;
}
