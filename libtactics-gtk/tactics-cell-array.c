/* SPDX-License-Identifier: GPL-3.0-or-later */
#include "config.h"

#include "tactics-gtk.h"
#include "tactics-cell-array-private.h"

void
tactics_cell_array_append_unique (GArray            *array,
                                  const TacticsCell *cells,
                                  guint              n_cells)
{
  int left = G_MAXINT;
  int top = G_MAXINT;
  int right = G_MININT;
  int bottom = G_MININT;
  gsize width;
  g_autofree guint8 *seen = NULL;

  if (n_cells == 0)
    return;
  for (guint i = 0; i < n_cells; i++)
    {
      left = MIN (left, cells[i].x);
      top = MIN (top, cells[i].y);
      right = MAX (right, cells[i].x);
      bottom = MAX (bottom, cells[i].y);
    }
  width = (gsize) ((gint64) right - left + 1);
  seen = g_malloc0 (width * (gsize) ((gint64) bottom - top + 1));
  for (guint i = 0; i < n_cells; i++)
    {
      guint8 *flag = &seen[(gsize) (cells[i].y - top) * width + (gsize) (cells[i].x - left)];

      if (*flag)
        continue;
      *flag = 1;
      g_array_append_val (array, cells[i]);
    }
}
