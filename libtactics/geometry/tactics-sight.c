/* SPDX-License-Identifier: GPL-3.0-or-later */
#include "config.h"

#include <stdlib.h>

#include "tactics-sight.h"
#include "tactics-geometry.h"

/* Lines of sight are walked exactly, in integers, along the segment between
 * two cell centres: every cell whose inside it crosses, and every place
 * where it passes exactly between two cells (a square corner, a hex edge).
 * The segment is the same from either end and nothing is rounded, so a
 * line is symmetric by construction; tactics_sight_field() runs the same
 * walk for every cell in range, so the two never disagree. */

static inline gboolean
on_board (const TacticsSightGrid *grid,
          TacticsCell             cell)
{
  return cell.x >= 0 && cell.x < grid->width && cell.y >= 0 && cell.y < grid->height;
}

static inline gboolean
grid_is_valid (const TacticsSightGrid *grid)
{
  return grid != NULL && grid->width > 0 && grid->height > 0
         && grid->width <= TACTICS_MAX_MAP_SIZE && grid->height <= TACTICS_MAX_MAP_SIZE
         && (grid->topology == TACTICS_TOPOLOGY_SQUARE || grid->topology == TACTICS_TOPOLOGY_HEX);
}

/* Square cells, centres at half-integers. Stepping from cell to cell, the
 * segment next crosses a vertical side when (2·ix + 1)·ny < (2·iy + 1)·nx,
 * a horizontal one when greater, and a corner when equal: then it squeezes
 * between the two cells diagonal to each other there, and both must block
 * to stop it. Those two always lie inside the bounding box of the line. */
static gboolean
square_line_clear (const TacticsSightGrid *grid,
                   TacticsCell             a,
                   TacticsCell             b)
{
  const guint8 *blocks = grid->blocks;
  int width = grid->width;
  int nx = abs (b.x - a.x);
  int ny = abs (b.y - a.y);
  int sx = b.x > a.x ? 1 : -1;
  int sy = b.y > a.y ? 1 : -1;
  int x = a.x, y = a.y;
  int ix = 0, iy = 0;

  while (ix < nx || iy < ny)
    {
      gint64 decision = (gint64) (2 * ix + 1) * ny - (gint64) (2 * iy + 1) * nx;

      if (decision == 0)
        {
          if (blocks[(gsize) y * width + x + sx] && blocks[(gsize) (y + sy) * width + x])
            return FALSE;
          x += sx;
          y += sy;
          ix++;
          iy++;
        }
      else if (decision < 0)
        {
          x += sx;
          ix++;
        }
      else
        {
          y += sy;
          iy++;
        }

      if (ix == nx && iy == ny)
        break;
      if (blocks[(gsize) y * width + x])
        return FALSE;
    }
  return TRUE;
}

/* Hex cells: with u = q − r, v = r − s, w = s − q (cube coordinates, also
 * for points between centres), the inside of the hex H is
 * |u − u_H| < 1, |v − v_H| < 1, |w − w_H| < 1, each pair of opposite
 * edges one of these bounds. Along the segment u, v and w change linearly,
 * so the face it leaves H by is the one it reaches first, compared as
 * fractions in integers. Leaving by two faces at once is a corner: the
 * segment goes on into one of the two hexes beyond, or, when the third
 * coordinate does not change, runs along the edge between them. */
typedef struct {
  int q;
  int r;
} Hex;

static inline gboolean
hex_blocks (const TacticsSightGrid *grid,
            Hex                     hex)
{
  TacticsCell cell = tactics_axial_to_offset ((TacticsAxial) { hex.q, hex.r });

  /* Off the board nothing blocks; only an edge along the board's ragged
   * side reaches there. */
  return on_board (grid, cell) && grid->blocks[(gsize) cell.y * grid->width + cell.x] != 0;
}

/* Crosses face @k of the current hex, going the way of @sign: the hex's
 * coordinate k grows by 2·sign and the other two shrink by sign, so the
 * position of the start relative to it (@offsets) moves the other way. */
static inline void
hex_cross (Hex *hex,
           int  offsets[3],
           int  k,
           int  sign)
{
  static const Hex steps[3] = { { 1, -1 }, { 0, 1 }, { -1, 0 } };

  hex->q += steps[k].q * sign;
  hex->r += steps[k].r * sign;
  for (int i = 0; i < 3; i++)
    offsets[i] += i == k ? -2 * sign : sign;
}

static gboolean
hex_line_clear (const TacticsSightGrid *grid,
                TacticsCell             a,
                TacticsCell             b)
{
  TacticsAxial from = tactics_offset_to_axial (a);
  TacticsAxial to = tactics_offset_to_axial (b);
  int dq = to.q - from.q;
  int dr = to.r - from.r;
  int ds = -dq - dr;
  int d[3] = { dq - dr, dr - ds, ds - dq };
  int sign[3], size[3];
  int offsets[3] = { 0, 0, 0 };   /* the start minus the current hex, in u, v, w */
  Hex hex = { from.q, from.r };
  int length = (abs (dq) + abs (dr) + abs (ds)) / 2;

  for (int k = 0; k < 3; k++)
    {
      sign[k] = (d[k] > 0) - (d[k] < 0);
      size[k] = abs (d[k]);
    }

  /* Each pass enters at least one new hex, at most two per unit of
   * length; the bound only guards against a walk that never ends. */
  for (int pass = 0; pass <= 2 * length + 2; pass++)
    {
      int first = -1, second = -1;

      if (hex.q == to.q && hex.r == to.r)
        return TRUE;

      /* The face k is reached at t = (1 − sign·offset) / size. */
      for (int k = 0; k < 3; k++)
        {
          gint64 order;

          if (size[k] == 0)
            continue;
          if (first < 0)
            {
              first = k;
              continue;
            }
          order = (gint64) (1 - sign[k] * offsets[k]) * size[first]
                  - (gint64) (1 - sign[first] * offsets[first]) * size[k];
          if (order < 0)
            {
              first = k;
              second = -1;
            }
          else if (order == 0)
            second = k;
        }
      g_assert (first >= 0);

      if (second < 0)
        hex_cross (&hex, offsets, first, sign[first]);
      else
        {
          int third = 3 - first - second;

          /* A corner lies where a + and a − face meet. */
          g_assert (sign[first] == -sign[second]);
          if (d[third] == 0)
            {
              Hex one = hex, other = hex;
              int scratch[3] = { 0, 0, 0 };

              hex_cross (&one, scratch, first, sign[first]);
              hex_cross (&other, scratch, second, sign[second]);
              if (hex_blocks (grid, one) && hex_blocks (grid, other))
                return FALSE;
              /* Past the edge, the hex beyond both. */
              hex_cross (&hex, offsets, first, sign[first]);
              hex_cross (&hex, offsets, second, sign[second]);
            }
          else if (sign[third] == -sign[first])
            hex_cross (&hex, offsets, first, sign[first]);
          else
            hex_cross (&hex, offsets, second, sign[second]);
        }

      if ((hex.q != to.q || hex.r != to.r) && hex_blocks (grid, hex))
        return FALSE;
    }

  g_assert_not_reached ();
  return FALSE;
}

static inline gboolean
line_clear (const TacticsSightGrid *grid,
            TacticsCell             a,
            TacticsCell             b)
{
  if (grid->blocks == NULL)
    return TRUE;
  if (grid->topology == TACTICS_TOPOLOGY_HEX)
    return hex_line_clear (grid, a, b);
  return square_line_clear (grid, a, b);
}

/**
 * tactics_sight_line: (skip)
 * @grid: the board: its topology, size and blocking cells
 * @from: a cell on the board
 * @to: another cell on the board, or @from
 *
 * Finds whether @from sees @to: the segment between their centres crosses
 * no blocking cell and passes between no two blocking cells where they
 * meet (the rule of doc/rules.md, Line of sight). The two cells themselves
 * never block, so a blocking cell is seen. Lines are symmetric: the answer
 * is the same with @from and @to swapped.
 *
 * Returns: %TRUE if @from sees @to
 */
gboolean
tactics_sight_line (const TacticsSightGrid *grid,
                    TacticsCell             from,
                    TacticsCell             to)
{
  g_return_val_if_fail (grid_is_valid (grid), FALSE);
  g_return_val_if_fail (on_board (grid, from), FALSE);
  g_return_val_if_fail (on_board (grid, to), FALSE);

  return line_clear (grid, from, to);
}

/* Whether any cell of rows @y0..@y1 and columns @x0..@x1 blocks. */
static gboolean
window_blocks (const TacticsSightGrid *grid,
               int                     x0,
               int                     x1,
               int                     y0,
               int                     y1)
{
  for (int y = y0; y <= y1; y++)
    {
      const guint8 *row = grid->blocks + (gsize) y * grid->width;

      for (int x = x0; x <= x1; x++)
        if (row[x])
          return TRUE;
    }
  return FALSE;
}

/**
 * tactics_sight_field: (skip)
 * @grid: the board: its topology, size and blocking cells
 * @origin: the cell looked from, on the board
 * @range: how far the view goes, 0 or more, by the topology's default
 *   metric (chebyshev on square boards, hex on hex boards)
 * @seen: @grid's width × @grid's height bytes, row by row
 *
 * Marks the field of view of @origin: sets seen[y × width + x] to 1 for
 * every cell within @range of @origin that tactics_sight_line() says
 * @origin sees, @origin itself included. Other bytes keep their values, so
 * several fields may be marked into one buffer. Cells off the board are
 * never marked.
 *
 * Returns: how many cells were set, @origin included
 */
guint
tactics_sight_field (const TacticsSightGrid *grid,
                     TacticsCell             origin,
                     int                     range,
                     guint8                 *seen)
{
  int y0, y1;
  gboolean open;
  guint marked = 0;

  g_return_val_if_fail (grid_is_valid (grid), 0);
  g_return_val_if_fail (on_board (grid, origin), 0);
  g_return_val_if_fail (range >= 0, 0);
  g_return_val_if_fail (seen != NULL, 0);

  range = MIN (range, 2 * TACTICS_MAX_MAP_SIZE);
  y0 = MAX (origin.y - range, 0);
  y1 = MIN (origin.y + range, grid->height - 1);
  /* Lines are only walked when something in the window could block. */
  open = grid->blocks == NULL
         || !window_blocks (grid, MAX (origin.x - range, 0),
                            MIN (origin.x + range, grid->width - 1), y0, y1);

  for (int y = y0; y <= y1; y++)
    {
      guint8 *row = seen + (gsize) y * grid->width;
      int x0, x1;

      if (grid->topology == TACTICS_TOPOLOGY_HEX)
        {
          /* Axial: |dq| ≤ range, |dr| ≤ range, |dq + dr| ≤ range. */
          TacticsAxial centre = tactics_offset_to_axial (origin);
          int dr = y - origin.y;
          int q0 = centre.q + MAX (-range, -range - dr);
          int q1 = centre.q + MIN (range, range - dr);

          x0 = tactics_axial_to_offset ((TacticsAxial) { q0, y }).x;
          x1 = tactics_axial_to_offset ((TacticsAxial) { q1, y }).x;
        }
      else
        {
          x0 = origin.x - range;
          x1 = origin.x + range;
        }
      x0 = MAX (x0, 0);
      x1 = MIN (x1, grid->width - 1);

      for (int x = x0; x <= x1; x++)
        {
          if (open || line_clear (grid, origin, (TacticsCell) { x, y }))
            {
              row[x] = 1;
              marked++;
            }
        }
    }
  return marked;
}
