/* SPDX-License-Identifier: GPL-3.0-or-later */
#pragma once

#include <gtk/gtk.h>

#include "tactics-board-layer.h"

G_BEGIN_DECLS

/* A byte per cell over the visible range of a board and one cell around
 * it, 0xff for a cell of a set: neighbour lookups for an outline and,
 * scaled up, the mask that fills the set. Both cost time in proportion to
 * the cells, not to their paths, so a million cells stay cheap. */
typedef struct {
  cairo_surface_t *surface;  /* A8 */
  guint8          *data;
  int              stride;
  int              x;        /* the cell of the first byte */
  int              y;
  int              width;
  int              height;
} TacticsCellMask;

/* The mask of the @cells (TacticsCell) in @context's range; @cells must
 * hold one there. */
void     tactics_cell_mask_init      (TacticsCellMask                *mask,
                                      GArray                         *cells,
                                      const TacticsBoardLayerContext *context);
void     tactics_cell_mask_clear     (TacticsCellMask                *mask);
/* FALSE outside the mask. */
gboolean tactics_cell_mask_contains  (const TacticsCellMask          *mask,
                                      TacticsCell                     cell);
/* Whether the 3 × 3 block around @cell is all in the mask: every
 * neighbour then is, on squares and on hexes alike (an odd-r hex's six
 * neighbours lie in that block). */
gboolean tactics_cell_mask_surrounded (const TacticsCellMask          *mask,
                                       TacticsCell                     cell);
/* Paints the cells in the current source with one scaled mask: squares
 * exactly, hexes as blocks with odd rows shifted by half a block (for
 * hexes too small to show their shape). */
void     tactics_cell_mask_fill      (const TacticsCellMask          *mask,
                                      cairo_t                        *cr,
                                      const TacticsBoardLayerContext *context);

/* Appends @cells to @array in order, each once: duplicates are found in a
 * byte per cell of their bounding box rather than in a hash table, many
 * times faster for a million cells. */
void     tactics_cell_array_append_unique (GArray            *array,
                                           const TacticsCell *cells,
                                           guint              n_cells);

G_END_DECLS
