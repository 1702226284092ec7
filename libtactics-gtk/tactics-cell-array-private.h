/* SPDX-License-Identifier: GPL-3.0-or-later */
#pragma once

#include <gtk/gtk.h>

#include "tactics.h"

G_BEGIN_DECLS

/* Appends @cells to @array in order, each once: duplicates are found in a
 * byte per cell of their bounding box rather than in a hash table, many
 * times faster for a million cells. */
void     tactics_cell_array_append_unique (GArray            *array,
                                           const TacticsCell *cells,
                                           guint              n_cells);

G_END_DECLS
