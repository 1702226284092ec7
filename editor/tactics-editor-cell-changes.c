/* SPDX-License-Identifier: GPL-3.0-or-later */
#include "config.h"

#include <string.h>

#include "tactics-editor-cell-changes.h"

/* @count cells in row order from where the previous segment ended, all
 * from @before to @after; before == after marks cells that did not
 * change and are skipped. */
typedef struct {
  guint32 count;
  guint16 before;
  guint16 after;
} Segment;

struct _TacticsEditorCellChanges
{
  int       width;
  int       height;

  /* While recording: each touched row as it was, and the columns
   * [x0, x1) of it that may have changed. */
  guint16 **rows;
  int      *row_x0;
  int      *row_x1;

  /* Once finished. */
  gsize     first;         /* the index of the first changed cell */
  GArray   *recorded;      /* Segment, while finishing */
  Segment  *segments;
  guint     n_segments;
  int       min_x;
  int       min_y;
  int       max_x;         /* −1 when nothing changed */
  int       max_y;
};

TacticsEditorCellChanges *
tactics_editor_cell_changes_new (int width,
                                 int height)
{
  TacticsEditorCellChanges *self;

  g_return_val_if_fail (width > 0 && height > 0, NULL);

  self = g_new0 (TacticsEditorCellChanges, 1);
  self->width = width;
  self->height = height;
  self->rows = g_new0 (guint16 *, height);
  self->row_x0 = g_new (int, height);
  self->row_x1 = g_new (int, height);
  self->max_x = -1;
  self->max_y = -1;
  return self;
}

static void
drop_rows (TacticsEditorCellChanges *self)
{
  if (self->rows == NULL)
    return;
  for (int y = 0; y < self->height; y++)
    g_free (self->rows[y]);
  g_clear_pointer (&self->rows, g_free);
  g_clear_pointer (&self->row_x0, g_free);
  g_clear_pointer (&self->row_x1, g_free);
}

void
tactics_editor_cell_changes_free (TacticsEditorCellChanges *self)
{
  if (self == NULL)
    return;
  drop_rows (self);
  g_free (self->segments);
  g_free (self);
}

void
tactics_editor_cell_changes_touch (TacticsEditorCellChanges *self,
                                   const guint16            *grid,
                                   int                       y,
                                   int                       x0,
                                   int                       x1)
{
  g_return_if_fail (self != NULL && self->rows != NULL);
  g_return_if_fail (grid != NULL);
  g_return_if_fail (y >= 0 && y < self->height);
  g_return_if_fail (x0 >= 0 && x0 <= x1 && x1 <= self->width);

  if (x0 == x1)
    return;
  if (self->rows[y] == NULL)
    {
      self->rows[y] = g_memdup2 (grid + (gsize) y * self->width,
                                 (gsize) self->width * sizeof (guint16));
      self->row_x0[y] = x0;
      self->row_x1[y] = x1;
      return;
    }
  self->row_x0[y] = MIN (self->row_x0[y], x0);
  self->row_x1[y] = MAX (self->row_x1[y], x1);
}

/* Adds @count cells from @index changed from @before to @after, after the
 * cells already kept. */
static void
add_cells (TacticsEditorCellChanges *self,
           gsize                    *end,
           gsize                     index,
           guint32                   count,
           guint16                   before,
           guint16                   after)
{
  GArray *segments = self->recorded;
  Segment *last = segments->len > 0 ? &g_array_index (segments, Segment, segments->len - 1)
                                    : NULL;

  if (last == NULL)
    {
      self->first = index;
    }
  else if (index == *end && last->before == before && last->after == after)
    {
      last->count += count;
      *end = index + count;
      return;
    }
  else if (index > *end)
    {
      Segment skip = { (guint32) (index - *end), 0, 0 };

      g_array_append_val (segments, skip);
    }
  g_array_append_val (segments, ((Segment) { count, before, after }));
  *end = index + count;
}

gboolean
tactics_editor_cell_changes_finish (TacticsEditorCellChanges *self,
                                    const guint16            *grid)
{
  gsize end = 0;

  g_return_val_if_fail (self != NULL && self->rows != NULL, FALSE);
  g_return_val_if_fail (grid != NULL, FALSE);

  self->recorded = g_array_new (FALSE, FALSE, sizeof (Segment));
  for (int y = 0; y < self->height; y++)
    {
      const guint16 *before = self->rows[y];
      const guint16 *after = grid + (gsize) y * self->width;
      int x0 = self->row_x0[y];
      int x1 = self->row_x1[y];

      if (before == NULL
          || memcmp (before + x0, after + x0, (gsize) (x1 - x0) * sizeof (guint16)) == 0)
        continue;
      for (int x = x0; x < x1;)
        {
          guint16 b = before[x];
          guint16 a = after[x];
          int start = x;

          /* A stretch of one change, or of none. */
          while (x < x1 && before[x] == b && after[x] == a)
            x++;
          if (b == a)
            continue;
          add_cells (self, &end, (gsize) y * self->width + start, x - start, b, a);
          if (self->max_x < 0)
            {
              self->min_x = start;
              self->max_x = x - 1;
              self->min_y = y;
            }
          self->min_x = MIN (self->min_x, start);
          self->max_x = MAX (self->max_x, x - 1);
          self->max_y = y;
        }
    }
  drop_rows (self);
  /* Kept for good: no room to grow, and no copy to get there. */
  self->n_segments = self->recorded->len;
  self->segments = g_array_steal (self->recorded, NULL);
  self->segments = g_realloc (self->segments, self->n_segments * sizeof (Segment));
  g_clear_pointer (&self->recorded, g_array_unref);
  return self->max_x >= 0;
}

gboolean
tactics_editor_cell_changes_get_bounds (TacticsEditorCellChanges *self,
                                        int                      *x,
                                        int                      *y,
                                        int                      *width,
                                        int                      *height)
{
  g_return_val_if_fail (self != NULL && self->rows == NULL, FALSE);

  if (self->max_x < 0)
    return FALSE;
  *x = self->min_x;
  *y = self->min_y;
  *width = self->max_x - self->min_x + 1;
  *height = self->max_y - self->min_y + 1;
  return TRUE;
}

void
tactics_editor_cell_changes_apply (TacticsEditorCellChanges *self,
                                   guint16                  *cells,
                                   gboolean                  after)
{
  int bounds_width;
  gsize index;

  g_return_if_fail (self != NULL && self->rows == NULL);
  g_return_if_fail (cells != NULL || self->n_segments == 0);

  bounds_width = self->max_x - self->min_x + 1;
  index = self->first;
  for (guint i = 0; i < self->n_segments; i++)
    {
      const Segment *segment = &self->segments[i];
      guint16 value = after ? segment->after : segment->before;
      gsize left = segment->count;

      if (segment->before == segment->after)
        {
          index += left;
          continue;
        }
      /* A segment may run on into the next rows. */
      while (left > 0)
        {
          int y = (int) (index / self->width);
          int x = (int) (index % self->width);
          gsize n = MIN (left, (gsize) (self->width - x));
          guint16 *out = cells + (gsize) (y - self->min_y) * bounds_width + (x - self->min_x);

          for (gsize k = 0; k < n; k++)
            out[k] = value;
          index += n;
          left -= n;
        }
    }
}

gsize
tactics_editor_cell_changes_get_size (TacticsEditorCellChanges *self)
{
  g_return_val_if_fail (self != NULL, 0);

  return sizeof (*self) + self->n_segments * sizeof (Segment);
}
