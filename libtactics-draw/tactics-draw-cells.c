/* SPDX-License-Identifier: GPL-3.0-or-later */
#include "config.h"

#include <pango/pangocairo.h>

#include "tactics-draw.h"

/**
 * tactics_draw_append_cell_path:
 * @cr: a cairo context
 * @topology: square or hex
 * @cell_size: the cell size, in pixels
 * @center_x: the horizontal position of the cell's centre
 * @center_y: the vertical position of the cell's centre
 * @inset: how many pixels to shrink the outline by
 *
 * Appends a cell's outline (a square, or a pointy-top hex) to the path of
 * @cr.
 */
void
tactics_draw_append_cell_path (cairo_t         *cr,
                               TacticsTopology  topology,
                               double           cell_size,
                               double           center_x,
                               double           center_y,
                               double           inset)
{
  g_return_if_fail (cr != NULL);

  double inset_size = tactics_cell_inset_size (topology, cell_size, inset);

  if (topology == TACTICS_TOPOLOGY_HEX)
    {
      for (int corner = 0; corner < 6; corner++)
        {
          double x, y;

          tactics_cell_corner (topology, inset_size, center_x, center_y, corner, &x, &y);

          if (corner == 0)
            cairo_move_to (cr, x, y);
          else
            cairo_line_to (cr, x, y);
        }
      cairo_close_path (cr);
    }
  else
    {
      double half = inset_size / 2.0;

      cairo_rectangle (cr, center_x - half, center_y - half, 2 * half, 2 * half);
    }
}


/* From this many cells an area is filled through one scaled mask rather
 * than a path: time in proportion to the cells, not to their edges. */
#define PAINT_MIN_CELLS 1024

static inline gboolean
mask_has (const TacticsDrawCellMask *mask,
          int                        column,
          int                        row)
{
  return column >= 0 && row >= 0 && column < mask->width && row < mask->height
         && mask->cells[(gsize) row * mask->width + column] != 0;
}

static gboolean
mask_contains (const TacticsDrawCellMask *mask,
               TacticsCell                cell)
{
  return mask_has (mask, cell.x - mask->x, cell.y - mask->y);
}

/* Whether the 3 × 3 block around a cell is all in the mask: every
 * neighbour then is, on squares and on hexes alike (an odd-r hex's six
 * neighbours lie in that block). */
static gboolean
mask_surrounded (const TacticsDrawCellMask *mask,
                 int                        column,
                 int                        row)
{
  if (column < 1 || row < 1 || column >= mask->width - 1 || row >= mask->height - 1)
    return FALSE;
  for (int dy = -1; dy <= 1; dy++)
    {
      const guint8 *line = mask->cells + (gsize) (row + dy) * mask->width + column;

      if (line[-1] == 0 || line[0] == 0 || line[1] == 0)
        return FALSE;
    }
  return TRUE;
}

static gsize
count_cells (const TacticsDrawCellMask *mask)
{
  gsize n_cells = 0;

  for (gsize i = 0; i < (gsize) mask->width * mask->height; i++)
    n_cells += mask->cells[i] != 0;
  return n_cells;
}

/* The set's cells as a path: squares side by side in a row are one
 * rectangle, so a big area costs a rectangle a row, not a path a cell. */
static void
append_mask_cells (cairo_t                   *cr,
                   const TacticsDrawCellMask *mask,
                   double                     cell_size)
{
  for (int row = 0; row < mask->height; row++)
    for (int column = 0; column < mask->width; column++)
      {
        TacticsCell cell = { mask->x + column, mask->y + row };
        double center_x;
        double center_y;
        int end = column;

        if (mask->cells[(gsize) row * mask->width + column] == 0)
          continue;
        tactics_cell_to_pixel (mask->topology, cell_size, cell, &center_x, &center_y);
        if (mask->topology != TACTICS_TOPOLOGY_SQUARE)
          {
            tactics_draw_append_cell_path (cr, mask->topology, cell_size, center_x, center_y, 0.0);
            continue;
          }
        while (end + 1 < mask->width && mask->cells[(gsize) row * mask->width + end + 1] != 0)
          end++;
        cairo_rectangle (cr, center_x - cell_size / 2.0, center_y - cell_size / 2.0,
                         (end - column + 1) * cell_size, cell_size);
        column = end;
      }
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

/* Paints the cells in the current source with one scaled A8 mask:
 * squares exactly; hexes as blocks, two mask columns a hex so that odd
 * rows sit half a hex over (for hexes too small to show their shape). */
static void
paint_mask (cairo_t                   *cr,
            const TacticsDrawCellMask *mask,
            double                     cell_size)
{
  gboolean hex = mask->topology == TACTICS_TOPOLOGY_HEX;
  double hex_width = tactics_cell_breadth (TACTICS_TOPOLOGY_HEX, cell_size);
  cairo_surface_t *surface;
  guint8 *data;
  int stride;

  surface = cairo_image_surface_create (CAIRO_FORMAT_A8, hex ? 2 * mask->width + 1 : mask->width,
                                        mask->height);
  cairo_surface_flush (surface);
  data = cairo_image_surface_get_data (surface);
  stride = cairo_image_surface_get_stride (surface);
  for (int row = 0; row < mask->height; row++)
    for (int column = 0; column < mask->width; column++)
      {
        if (mask->cells[(gsize) row * mask->width + column] == 0)
          continue;
        if (!hex)
          {
            data[row * stride + column] = 0xff;
            continue;
          }
        data[row * stride + 2 * column + ((mask->y + row) & 1)] = 0xff;
        data[row * stride + 2 * column + ((mask->y + row) & 1) + 1] = 0xff;
      }
  cairo_surface_mark_dirty (surface);
  if (!hex)
    paint_scaled (cr, surface, cell_size, cell_size, mask->x * cell_size, mask->y * cell_size);
  else
    /* Rows 1.5 sizes apart, each the band between its neighbours' rows. */
    paint_scaled (cr, surface, hex_width / 2.0, 1.5 * cell_size,
                  mask->x * hex_width, (1.5 * mask->y + 0.25) * cell_size);
  cairo_surface_destroy (surface);
}

/* Fills the set in the current source: hexes large enough to show their
 * shape, and small sets, as paths; anything else from one mask. */
static void
fill_cells (cairo_t                   *cr,
            const TacticsDrawCellMask *mask,
            double                     cell_size)
{
  if ((mask->topology == TACTICS_TOPOLOGY_HEX && cell_size >= 6.0)
      || count_cells (mask) < PAINT_MIN_CELLS)
    {
      append_mask_cells (cr, mask, cell_size);
      cairo_fill (cr);
    }
  else
    {
      paint_mask (cr, mask, cell_size);
    }
}

/* Every edge whose neighbour across it (a step in the edge's direction)
 * is not in the set, @inset pixels in from the cell's edge. */
static void
append_mask_outline (cairo_t                   *cr,
                     const TacticsDrawCellMask *mask,
                     double                     cell_size,
                     double                     inset)
{
  gboolean hex = mask->topology == TACTICS_TOPOLOGY_HEX;
  TacticsMetric metric = hex ? TACTICS_METRIC_HEX : TACTICS_METRIC_MANHATTAN;
  int n_edges = hex ? 6 : 4;
  double shrink = tactics_cell_inset_size (mask->topology, cell_size, inset);

  for (int row = 0; row < mask->height; row++)
    for (int column = 0; column < mask->width; column++)
      {
        TacticsCell cell = { mask->x + column, mask->y + row };
        double center_x;
        double center_y;
        gboolean centred = FALSE;

        /* Most cells of a large set are inside it: no edge to look at. */
        if (mask->cells[(gsize) row * mask->width + column] == 0
            || mask_surrounded (mask, column, row))
          continue;
        for (int edge = 0; edge < n_edges; edge++)
          {
            double sx, sy, tx, ty;

            if (mask_contains (mask, tactics_step (metric, cell, edge, 1)))
              continue;
            if (!centred)
              tactics_cell_to_pixel (mask->topology, cell_size, cell, &center_x, &center_y);
            centred = TRUE;
            tactics_cell_corner (mask->topology, shrink, center_x, center_y, edge, &sx, &sy);
            tactics_cell_corner (mask->topology, shrink, center_x, center_y, edge + 1, &tx, &ty);
            cairo_move_to (cr, sx, sy);
            cairo_line_to (cr, tx, ty);
          }
      }
}

/**
 * tactics_draw_cell_fill:
 * @cr: a cairo context, in board pixels
 * @mask: the cells to fill
 * @cell_size: the cell size, in pixels
 * @color: the colour to fill them with
 *
 * Fills a set of cells with a colour and draws nothing else: what a
 * tool is about to paint, under the outline of tactics_draw_cell_area().
 * A set of a million cells is filled through one scaled mask.
 */
void
tactics_draw_cell_fill (cairo_t                   *cr,
                        const TacticsDrawCellMask *mask,
                        double                     cell_size,
                        const TacticsDrawColor    *color)
{
  g_return_if_fail (cr != NULL);
  g_return_if_fail (mask != NULL && (mask->cells != NULL || mask->width * mask->height == 0));
  g_return_if_fail (color != NULL);

  cairo_save (cr);
  tactics_draw_color_set_source (cr, color);
  fill_cells (cr, mask, cell_size);
  cairo_restore (cr);
}

/**
 * tactics_draw_cell_area:
 * @cr: a cairo context, in board pixels
 * @mask: the cells to draw
 * @cell_size: the cell size, in pixels
 * @color: the area's colour
 * @fill_alpha: the wash's opacity
 * @dashed: whether the outline is dashed
 *
 * Draws a set of cells as the board shows an area (a reach, a region, a
 * start zone): a wash of @color, and its edge outlined in @color over a
 * dark halo that keeps it readable on light ground. A neighbour outside
 * the mask counts as outside the set.
 */
void
tactics_draw_cell_area (cairo_t                   *cr,
                        const TacticsDrawCellMask *mask,
                        double                     cell_size,
                        const TacticsDrawColor    *color,
                        double                     fill_alpha,
                        gboolean                   dashed)
{
  double line_width = CLAMP (cell_size * 0.07, 1.5, 3.0);

  g_return_if_fail (cr != NULL);
  g_return_if_fail (mask != NULL && (mask->cells != NULL || mask->width * mask->height == 0));
  g_return_if_fail (color != NULL);

  cairo_save (cr);
  tactics_draw_color_set_source_with_opacity (cr, color, fill_alpha);
  fill_cells (cr, mask, cell_size);

  cairo_set_line_cap (cr, CAIRO_LINE_CAP_ROUND);
  append_mask_outline (cr, mask, cell_size, line_width / 2.0);
  if (dashed)
    {
      double dash = MAX (cell_size * 0.18, 3.0);

      cairo_set_line_width (cr, line_width + 2.0);
      cairo_set_source_rgba (cr, 0, 0, 0, 0.55);
      cairo_stroke_preserve (cr);
      cairo_set_dash (cr, &dash, 1, 0);
      cairo_set_line_cap (cr, CAIRO_LINE_CAP_BUTT);
    }
  else
    {
      cairo_set_line_width (cr, line_width + 1.5);
      cairo_set_source_rgba (cr, 0, 0, 0,
                             color->red + color->green + color->blue > 2.4 ? 0.5 : 0.25);
      cairo_stroke_preserve (cr);
    }
  cairo_set_line_width (cr, line_width);
  tactics_draw_color_set_source (cr, color);
  cairo_stroke (cr);
  cairo_restore (cr);
}

/* Labels are written on cells at least this large (pixels). */
#define LABEL_MIN_CELL_SIZE 14.0

/* A context of the default font map, not of the target: the same layout
 * on the board and in a picture, whatever the target's font options. */
static PangoLayout *
create_label_layout (const char *text,
                     double      cell_size)
{
  PangoFontDescription *font;
  PangoContext *pango;
  PangoLayout *layout;

  pango = pango_font_map_create_context (pango_cairo_font_map_get_default ());
  layout = pango_layout_new (pango);
  g_object_unref (pango);
  font = pango_font_description_from_string ("Sans Bold");
  pango_font_description_set_absolute_size (font, CLAMP (cell_size * 0.38, 10.0, 20.0) *
                                                  PANGO_SCALE);
  pango_layout_set_font_description (layout, font);
  pango_font_description_free (font);
  pango_layout_set_text (layout, text, -1);
  return layout;
}

/**
 * tactics_draw_measure_cell_label:
 * @text: the label
 * @cell_size: the cell size, in pixels
 * @width: (out): the label's width, halo included
 * @height: (out): the label's height, halo included
 *
 * Measures what tactics_draw_cell_label() draws, centred on its point:
 * zero for cells too small to show it.
 */
void
tactics_draw_measure_cell_label (const char *text,
                                 double      cell_size,
                                 double     *width,
                                 double     *height)
{
  g_autoptr(PangoLayout) layout = NULL;
  PangoRectangle extent;

  g_return_if_fail (width != NULL && height != NULL);

  *width = *height = 0.0;
  if (text == NULL || text[0] == '\0' || cell_size < LABEL_MIN_CELL_SIZE)
    return;
  layout = create_label_layout (text, cell_size);
  pango_layout_get_pixel_extents (layout, NULL, &extent);
  *width = extent.width + 8.0;
  *height = extent.height + 8.0;
}

/**
 * tactics_draw_cell_label:
 * @cr: a cairo context, in board pixels
 * @text: the label
 * @cell_size: the cell size, in pixels
 * @center_x: the horizontal position of the label's centre
 * @center_y: the vertical position of the label's centre
 *
 * Writes a label (a region's name) in white with a dark halo, readable on
 * any ground and over a wash. Nothing is written on cells smaller than
 * 14 pixels.
 */
void
tactics_draw_cell_label (cairo_t    *cr,
                         const char *text,
                         double      cell_size,
                         double      center_x,
                         double      center_y)
{
  g_autoptr(PangoLayout) layout = NULL;
  PangoRectangle extent;

  g_return_if_fail (cr != NULL);

  if (text == NULL || text[0] == '\0' || cell_size < LABEL_MIN_CELL_SIZE)
    return;

  layout = create_label_layout (text, cell_size);
  pango_layout_get_pixel_extents (layout, NULL, &extent);
  cairo_save (cr);
  cairo_move_to (cr, center_x - extent.width / 2.0 - extent.x,
                 center_y - extent.height / 2.0 - extent.y);
  pango_cairo_update_layout (cr, layout);
  pango_cairo_layout_path (cr, layout);
  cairo_set_line_join (cr, CAIRO_LINE_JOIN_ROUND);
  cairo_set_line_width (cr, 3.5);
  cairo_set_source_rgba (cr, 0, 0, 0, 0.75);
  cairo_stroke_preserve (cr);
  cairo_set_source_rgba (cr, 1, 1, 1, 1);
  cairo_fill (cr);
  cairo_restore (cr);
}

/**
 * tactics_draw_find_label_cell:
 * @cells: (array length=n_cells): some cells
 * @n_cells: how many
 *
 * Finds where a set of cells' label goes: the cell of the set nearest the
 * mean of their positions, so it sits on the set even when it is hollow.
 *
 * Returns: that cell, or (-1, -1) when there are none
 */
TacticsCell
tactics_draw_find_label_cell (const TacticsCell *cells,
                              guint              n_cells)
{
  double mean_x = 0, mean_y = 0, best = G_MAXDOUBLE;
  TacticsCell found = { -1, -1 };

  for (guint i = 0; i < n_cells; i++)
    {
      mean_x += cells[i].x;
      mean_y += cells[i].y;
    }
  mean_x /= MAX (n_cells, 1u);
  mean_y /= MAX (n_cells, 1u);
  for (guint i = 0; i < n_cells; i++)
    {
      double dx = cells[i].x - mean_x, dy = cells[i].y - mean_y;

      if (dx * dx + dy * dy < best)
        {
          best = dx * dx + dy * dy;
          found = cells[i];
        }
    }
  return found;
}
