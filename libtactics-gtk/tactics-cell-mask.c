/* SPDX-License-Identifier: GPL-3.0-or-later */
#include "config.h"

#include "tactics-gtk.h"
#include "tactics-cell-mask-private.h"


/* The visible range and one cell around it: each neighbour of a visible
 * cell is then found in the mask. */
static gboolean
in_mask_range (const TacticsBoardLayerContext *context,
               TacticsCell                     cell)
{
  return cell.x >= context->first_x - 1 && cell.x <= context->last_x + 1
         && cell.y >= context->first_y - 1 && cell.y <= context->last_y + 1;
}

void
tactics_cell_mask_init (TacticsCellMask                *mask,
                        GArray                         *cells,
                        const TacticsBoardLayerContext *context)
{
  int last_x = G_MININT;
  int last_y = G_MININT;

  mask->x = G_MAXINT;
  mask->y = G_MAXINT;
  for (guint i = 0; i < cells->len; i++)
    {
      TacticsCell cell = g_array_index (cells, TacticsCell, i);

      if (!in_mask_range (context, cell))
        continue;
      mask->x = MIN (mask->x, cell.x);
      mask->y = MIN (mask->y, cell.y);
      last_x = MAX (last_x, cell.x);
      last_y = MAX (last_y, cell.y);
    }
  g_assert (last_x >= mask->x && last_y >= mask->y);

  mask->width = last_x - mask->x + 1;
  mask->height = last_y - mask->y + 1;
  mask->surface = cairo_image_surface_create (CAIRO_FORMAT_A8, mask->width, mask->height);
  cairo_surface_flush (mask->surface);
  mask->data = cairo_image_surface_get_data (mask->surface);
  mask->stride = cairo_image_surface_get_stride (mask->surface);
  for (guint i = 0; i < cells->len; i++)
    {
      TacticsCell cell = g_array_index (cells, TacticsCell, i);

      if (in_mask_range (context, cell))
        mask->data[(cell.y - mask->y) * mask->stride + (cell.x - mask->x)] = 0xff;
    }
  cairo_surface_mark_dirty (mask->surface);
}

void
tactics_cell_mask_clear (TacticsCellMask *mask)
{
  g_clear_pointer (&mask->surface, cairo_surface_destroy);
  mask->data = NULL;
}

gboolean
tactics_cell_mask_contains (const TacticsCellMask *mask,
                            TacticsCell            cell)
{
  if (cell.x < mask->x || cell.y < mask->y
      || cell.x >= mask->x + mask->width || cell.y >= mask->y + mask->height)
    return FALSE;
  return mask->data[(cell.y - mask->y) * mask->stride + (cell.x - mask->x)] != 0;
}

gboolean
tactics_cell_mask_surrounded (const TacticsCellMask *mask,
                              TacticsCell            cell)
{
  int column = cell.x - mask->x;
  int row = cell.y - mask->y;

  if (column < 1 || row < 1 || column >= mask->width - 1 || row >= mask->height - 1)
    return FALSE;
  for (int dy = -1; dy <= 1; dy++)
    {
      const guint8 *line = mask->data + (row + dy) * mask->stride + column;

      if (line[-1] == 0 || line[0] == 0 || line[1] == 0)
        return FALSE;
    }
  return TRUE;
}

static void
paint_scaled (cairo_t         *cr,
              cairo_surface_t *surface,
              double           scale_x,
              double           scale_y,
              double           left,
              double           top)
{
  cairo_pattern_t *pattern = cairo_pattern_create_for_surface (surface);
  cairo_matrix_t matrix;

  /* Hard cell edges, however large the cells. */
  cairo_pattern_set_filter (pattern, CAIRO_FILTER_NEAREST);
  cairo_matrix_init_scale (&matrix, 1.0 / scale_x, 1.0 / scale_y);
  cairo_matrix_translate (&matrix, -left, -top);
  cairo_pattern_set_matrix (pattern, &matrix);
  cairo_mask (cr, pattern);
  cairo_pattern_destroy (pattern);
}

void
tactics_cell_mask_fill (const TacticsCellMask          *mask,
                        cairo_t                        *cr,
                        const TacticsBoardLayerContext *context)
{
  double size = context->cell_size;
  double hex_width = tactics_cell_breadth (TACTICS_TOPOLOGY_HEX, size);
  cairo_surface_t *blocks;
  guint8 *data;
  int stride;

  if (context->topology != TACTICS_TOPOLOGY_HEX)
    {
      paint_scaled (cr, mask->surface, size, size, mask->x * size, mask->y * size);
      return;
    }

  /* Two mask columns per hex, so odd rows can sit half a hex over. */
  blocks = cairo_image_surface_create (CAIRO_FORMAT_A8, 2 * mask->width + 1, mask->height);
  cairo_surface_flush (blocks);
  data = cairo_image_surface_get_data (blocks);
  stride = cairo_image_surface_get_stride (blocks);
  for (int row = 0; row < mask->height; row++)
    for (int column = 0; column < mask->width; column++)
      if (mask->data[row * mask->stride + column] != 0)
        {
          int shift = (mask->y + row) & 1;

          data[row * stride + 2 * column + shift] = 0xff;
          data[row * stride + 2 * column + shift + 1] = 0xff;
        }
  cairo_surface_mark_dirty (blocks);
  /* Rows 1.5 sizes apart, each the band between its neighbours' rows. */
  paint_scaled (cr, blocks, hex_width / 2.0, 1.5 * size,
                mask->x * hex_width, (1.5 * mask->y + 0.25) * size);
  cairo_surface_destroy (blocks);
}

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
