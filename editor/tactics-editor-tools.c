/* SPDX-License-Identifier: GPL-3.0-or-later */
#include "config.h"

#include <string.h>

#include "tactics-editor-tools.h"

static const char * const tool_names[] = {
  [TACTICS_EDITOR_TOOL_BRUSH] = "brush",
  [TACTICS_EDITOR_TOOL_LINE] = "line",
  [TACTICS_EDITOR_TOOL_RECTANGLE] = "rectangle",
  [TACTICS_EDITOR_TOOL_FILL] = "fill",
  [TACTICS_EDITOR_TOOL_ERASER] = "eraser",
  [TACTICS_EDITOR_TOOL_EYEDROPPER] = "eyedropper",
  [TACTICS_EDITOR_TOOL_REACH] = "reach",
  [TACTICS_EDITOR_TOOL_SELECT] = "select",
};

static const char * const mirror_names[] = {
  [TACTICS_EDITOR_MIRROR_NONE] = "none",
  [TACTICS_EDITOR_MIRROR_LEFT_RIGHT] = "left-right",
  [TACTICS_EDITOR_MIRROR_TOP_BOTTOM] = "top-bottom",
  [TACTICS_EDITOR_MIRROR_POINT] = "point",
  [TACTICS_EDITOR_MIRROR_FOUR_WAY] = "four-way",
};

const char *
tactics_editor_tool_to_string (TacticsEditorTool tool)
{
  g_return_val_if_fail (tool < G_N_ELEMENTS (tool_names), NULL);

  return tool_names[tool];
}

gboolean
tactics_editor_tool_from_string (const char        *name,
                                 TacticsEditorTool *tool)
{
  g_return_val_if_fail (tool != NULL, FALSE);

  for (guint i = 0; name != NULL && i < G_N_ELEMENTS (tool_names); i++)
    if (g_str_equal (name, tool_names[i]))
      {
        *tool = i;
        return TRUE;
      }
  return FALSE;
}

const char *
tactics_editor_mirror_to_string (TacticsEditorMirror mirror)
{
  g_return_val_if_fail (mirror < G_N_ELEMENTS (mirror_names), NULL);

  return mirror_names[mirror];
}

gboolean
tactics_editor_mirror_from_string (const char          *name,
                                   TacticsEditorMirror *mirror)
{
  g_return_val_if_fail (mirror != NULL, FALSE);

  for (guint i = 0; name != NULL && i < G_N_ELEMENTS (mirror_names); i++)
    if (g_str_equal (name, mirror_names[i]))
      {
        *mirror = i;
        return TRUE;
      }
  return FALSE;
}

void
tactics_editor_brush_cells (TacticsTopology  topology,
                            TacticsCell      center,
                            guint            size,
                            GArray          *cells)
{
  int span;

  g_return_if_fail (cells != NULL);

  size = CLAMP (size, 1, TACTICS_EDITOR_MAX_BRUSH_SIZE);

  if (topology == TACTICS_TOPOLOGY_HEX)
    {
      int radius = (int) size - 1;

      /* Rows within the radius; columns a little wider to cover the
       * odd-row shift. */
      for (int y = center.y - radius; y <= center.y + radius; y++)
        for (int x = center.x - radius - 1; x <= center.x + radius + 1; x++)
          {
            TacticsCell cell = { x, y };

            if (tactics_distance (TACTICS_METRIC_HEX, center, cell) <= radius)
              g_array_append_val (cells, cell);
          }
      return;
    }

  span = (int) size;
  for (int y = 0; y < span; y++)
    for (int x = 0; x < span; x++)
      {
        TacticsCell cell = { center.x - (span - 1) / 2 + x, center.y - (span - 1) / 2 + y };

        g_array_append_val (cells, cell);
      }
}

void
tactics_editor_line_cells (TacticsTopology  topology,
                           TacticsCell      a,
                           TacticsCell      b,
                           guint            size,
                           GArray          *cells)
{
  g_autoptr(GArray) line = g_array_new (FALSE, FALSE, sizeof (TacticsCell));

  g_return_if_fail (cells != NULL);

  tactics_line (topology, a, b, line);
  for (guint i = 0; i < line->len; i++)
    tactics_editor_brush_cells (topology, g_array_index (line, TacticsCell, i), size, cells);
}

void
tactics_editor_rectangle_cells (TacticsCell  a,
                                TacticsCell  b,
                                gboolean     filled,
                                GArray      *cells)
{
  int left = MIN (a.x, b.x);
  int right = MAX (a.x, b.x);
  int top = MIN (a.y, b.y);
  int bottom = MAX (a.y, b.y);

  g_return_if_fail (cells != NULL);

  for (int y = top; y <= bottom; y++)
    for (int x = left; x <= right; x++)
      {
        TacticsCell cell = { x, y };

        if (filled || x == left || x == right || y == top || y == bottom)
          g_array_append_val (cells, cell);
      }
}

/* The columns of row @y + @dy next to the cells [x0, x1] of row @y, as
 * the geometry's neighbours have them (wider for hexes and diagonals). */
static void
adjacent_columns (TacticsTopology  topology,
                  int              x0,
                  int              x1,
                  int              y,
                  int              dy,
                  int             *first,
                  int             *last)
{
  TacticsCell neighbours[TACTICS_MAX_NEIGHBOURS];
  guint n;

  *first = G_MAXINT;
  *last = G_MININT;
  n = tactics_neighbours (topology, (TacticsCell) { x0, y }, neighbours);
  for (guint i = 0; i < n; i++)
    if (neighbours[i].y == y + dy)
      *first = MIN (*first, neighbours[i].x);
  n = tactics_neighbours (topology, (TacticsCell) { x1, y }, neighbours);
  for (guint i = 0; i < n; i++)
    if (neighbours[i].y == y + dy)
      *last = MAX (*last, neighbours[i].x);
}

/* Appends the cells [x0, x1) of row @y. */
static void
append_span (GArray *spans,
             int     x0,
             int     x1,
             int     y)
{
  if (x1 > x0)
    g_array_append_val (spans, ((TacticsEditorSpan) { x0, y, x1 - x0 }));
}

void
tactics_editor_flood_spans (TacticsMap  *map,
                            TacticsCell  start,
                            gboolean     contiguous,
                            GArray      *spans)
{
  int width;
  int height;
  TacticsTopology topology;
  const guint16 *grid;
  guint16 target;
  g_autofree guint8 *seen = NULL;
  g_autoptr(GArray) seeds = NULL;

  g_return_if_fail (TACTICS_IS_MAP (map));
  g_return_if_fail (spans != NULL);

  if (!tactics_map_contains (map, start))
    return;

  width = tactics_map_get_width (map);
  height = tactics_map_get_height (map);
  topology = tactics_map_get_topology (map);
  grid = tactics_map_get_cells (map);
  target = grid[start.y * width + start.x];

  if (!contiguous)
    {
      for (int y = 0; y < height; y++)
        for (int x = 0; x < width; x++)
          {
            int x1 = x;

            while (x1 < width && grid[(gsize) y * width + x1] == target)
              x1++;
            append_span (spans, x, x1, y);
            x = x1;
          }
      return;
    }

  /* Row by row: each seed grows into the longest stretch of its row
   * with the terrain, and seeds one cell of every stretch next to it in
   * the rows above and below. A cell is taken once. */
  seen = g_new0 (guint8, (gsize) width * height);
  seeds = g_array_new (FALSE, FALSE, sizeof (TacticsCell));
  g_array_append_val (seeds, start);
  while (seeds->len > 0)
    {
      TacticsCell seed = g_array_index (seeds, TacticsCell, seeds->len - 1);
      const guint16 *row = grid + (gsize) seed.y * width;
      guint8 *row_seen = seen + (gsize) seed.y * width;
      int x0 = seed.x;
      int x1 = seed.x;

      g_array_set_size (seeds, seeds->len - 1);
      if (row_seen[seed.x])
        continue;
      while (x0 > 0 && !row_seen[x0 - 1] && row[x0 - 1] == target)
        x0--;
      while (x1 < width - 1 && !row_seen[x1 + 1] && row[x1 + 1] == target)
        x1++;
      memset (row_seen + x0, 1, (gsize) (x1 - x0 + 1));
      append_span (spans, x0, x1 + 1, seed.y);

      for (int dy = -1; dy <= 1; dy += 2)
        {
          int y = seed.y + dy;
          int first;
          int last;

          if (y < 0 || y >= height)
            continue;
          adjacent_columns (topology, x0, x1, seed.y, dy, &first, &last);
          first = MAX (first, 0);
          last = MIN (last, width - 1);
          row = grid + (gsize) y * width;
          row_seen = seen + (gsize) y * width;
          for (int x = first; x <= last; x++)
            {
              if (row_seen[x] || row[x] != target)
                continue;
              g_array_append_val (seeds, ((TacticsCell) { x, y }));
              while (x < last && !row_seen[x + 1] && row[x + 1] == target)
                x++;
            }
        }
    }
}

void
tactics_editor_flood_cells (TacticsMap  *map,
                            TacticsCell  start,
                            gboolean     contiguous,
                            GArray      *cells)
{
  g_autoptr(GArray) spans = g_array_new (FALSE, FALSE, sizeof (TacticsEditorSpan));

  g_return_if_fail (TACTICS_IS_MAP (map));
  g_return_if_fail (cells != NULL);

  tactics_editor_flood_spans (map, start, contiguous, spans);
  tactics_editor_spans_to_cells ((const TacticsEditorSpan *) spans->data, spans->len, cells);
}

void
tactics_editor_spans_to_cells (const TacticsEditorSpan *spans,
                               guint                    n_spans,
                               GArray                  *cells)
{
  g_return_if_fail (spans != NULL || n_spans == 0);
  g_return_if_fail (cells != NULL);

  for (guint i = 0; i < n_spans; i++)
    for (int x = spans[i].x; x < spans[i].x + spans[i].length; x++)
      g_array_append_val (cells, ((TacticsCell) { x, spans[i].y }));
}

/* Odd-r rows in "doubled" columns: column x of row y sits at 2x + (y & 1)
 * half-hexes from the left edge, which makes reflections plain
 * arithmetic. */
static TacticsCell
hex_from_doubled (int doubled_x,
                  int y)
{
  /* Floor division: a negative doubled column is off the board anyway,
   * but must not round onto it. */
  int shifted = doubled_x - (y & 1);

  return (TacticsCell) { shifted >= 0 ? shifted / 2 : -((-shifted + 1) / 2), y };
}

static TacticsCell
reflect_left_right (TacticsTopology topology,
                    int             width,
                    TacticsCell     cell)
{
  if (topology == TACTICS_TOPOLOGY_HEX)
    {
      int doubled = 2 * cell.x + (cell.y & 1);

      /* About the middle of the even rows: an even axis keeps each row's
       * parity, so the image is a true hex cell. */
      return hex_from_doubled (2 * width - 2 - doubled, cell.y);
    }
  return (TacticsCell) { width - 1 - cell.x, cell.y };
}

static TacticsCell
reflect_top_bottom (TacticsTopology topology,
                    int             height,
                    TacticsCell     cell)
{
  return (TacticsCell) { cell.x, height - 1 - cell.y };
}

static TacticsCell
half_turn (TacticsTopology topology,
           int             width,
           int             height,
           TacticsCell     cell)
{
  if (topology == TACTICS_TOPOLOGY_HEX)
    {
      int doubled = 2 * cell.x + (cell.y & 1);
      int y = height - 1 - cell.y;
      /* The turn must map each row onto one of the right parity: about the
       * board's exact centre when rows swap parity (an even number of
       * rows), else about the middle of the even rows. */
      int axis = (height % 2 == 0) ? 2 * width - 1 : 2 * width - 2;

      return hex_from_doubled (axis - doubled, y);
    }
  return (TacticsCell) { width - 1 - cell.x, height - 1 - cell.y };
}

static void
add_image (TacticsCell  cell,
           TacticsCell  image,
           int          width,
           int          height,
           TacticsCell *images,
           guint       *n_images)
{
  if (image.x < 0 || image.y < 0 || image.x >= width || image.y >= height)
    return;
  if (image.x == cell.x && image.y == cell.y)
    return;
  for (guint i = 0; i < *n_images; i++)
    if (images[i].x == image.x && images[i].y == image.y)
      return;
  images[(*n_images)++] = image;
}

guint
tactics_editor_mirror_cell (TacticsTopology      topology,
                            int                  width,
                            int                  height,
                            TacticsEditorMirror  mirror,
                            TacticsCell          cell,
                            TacticsCell          images[3])
{
  guint n_images = 0;

  switch (mirror)
    {
    case TACTICS_EDITOR_MIRROR_NONE:
      break;
    case TACTICS_EDITOR_MIRROR_LEFT_RIGHT:
      add_image (cell, reflect_left_right (topology, width, cell), width, height,
                 images, &n_images);
      break;
    case TACTICS_EDITOR_MIRROR_TOP_BOTTOM:
      add_image (cell, reflect_top_bottom (topology, height, cell), width, height,
                 images, &n_images);
      break;
    case TACTICS_EDITOR_MIRROR_POINT:
      add_image (cell, half_turn (topology, width, height, cell), width, height,
                 images, &n_images);
      break;
    case TACTICS_EDITOR_MIRROR_FOUR_WAY:
      {
        TacticsCell flipped = reflect_top_bottom (topology, height, cell);

        add_image (cell, reflect_left_right (topology, width, cell), width, height,
                   images, &n_images);
        add_image (cell, flipped, width, height, images, &n_images);
        add_image (cell, reflect_left_right (topology, width, flipped), width, height,
                   images, &n_images);
      }
      break;
    default:
      g_return_val_if_reached (0);
    }

  return n_images;
}

void
tactics_editor_mirror_cells (TacticsTopology      topology,
                             int                  width,
                             int                  height,
                             TacticsEditorMirror  mirror,
                             GArray              *cells)
{
  guint n_cells;

  g_return_if_fail (cells != NULL);

  if (mirror == TACTICS_EDITOR_MIRROR_NONE)
    return;

  n_cells = cells->len;
  for (guint i = 0; i < n_cells; i++)
    {
      TacticsCell images[3];
      guint n_images = tactics_editor_mirror_cell (topology, width, height, mirror,
                                                   g_array_index (cells, TacticsCell, i), images);

      g_array_append_vals (cells, images, n_images);
    }
}

void
tactics_editor_cells_clip (int     width,
                           int     height,
                           GArray *cells)
{
  g_autofree guint8 *seen = NULL;
  guint kept = 0;

  g_return_if_fail (cells != NULL);

  if (width <= 0 || height <= 0)
    {
      g_array_set_size (cells, 0);
      return;
    }

  /* A bit a cell of the board: no hashing, even for a whole map. */
  seen = g_malloc0 (((gsize) width * height + 7) / 8);
  for (guint i = 0; i < cells->len; i++)
    {
      TacticsCell cell = g_array_index (cells, TacticsCell, i);
      gsize index;

      if (cell.x < 0 || cell.y < 0 || cell.x >= width || cell.y >= height)
        continue;
      index = (gsize) cell.y * width + cell.x;
      if (seen[index / 8] & (1u << (index % 8)))
        continue;
      seen[index / 8] |= 1u << (index % 8);
      g_array_index (cells, TacticsCell, kept++) = cell;
    }
  g_array_set_size (cells, kept);
}
