/* SPDX-License-Identifier: GPL-3.0-or-later */
#include "config.h"

#include <math.h>
#include <stdlib.h>

#include "tactics-geometry.h"
#include "tactics-geometry-enums.h"

#define SQRT3 1.7320508075688772

G_DEFINE_BOXED_TYPE (TacticsCell, tactics_cell, tactics_cell_copy, tactics_cell_free)
G_DEFINE_BOXED_TYPE (TacticsAxial, tactics_axial, tactics_axial_copy, tactics_axial_free)
G_DEFINE_BOXED_TYPE (TacticsCube, tactics_cube, tactics_cube_copy, tactics_cube_free)

/**
 * tactics_cell_copy:
 * @cell: a cell
 *
 * Copies a cell to the heap, for bindings and containers that need boxed
 * values.
 *
 * Returns: (transfer full): a newly allocated copy of @cell
 */
TacticsCell *
tactics_cell_copy (const TacticsCell *cell)
{
  g_return_val_if_fail (cell != NULL, NULL);

  return g_memdup2 (cell, sizeof *cell);
}

/**
 * tactics_cell_free:
 * @cell: (nullable): a cell from tactics_cell_copy()
 *
 * Frees a cell tactics_cell_copy() made.
 */
void
tactics_cell_free (TacticsCell *cell)
{
  g_free (cell);
}

/**
 * tactics_axial_copy:
 * @axial: axial hex coordinates
 *
 * Copies axial coordinates, for bindings that keep them boxed.
 *
 * Returns: (transfer full): a newly allocated copy of @axial
 */
TacticsAxial *
tactics_axial_copy (const TacticsAxial *axial)
{
  g_return_val_if_fail (axial != NULL, NULL);

  return g_memdup2 (axial, sizeof *axial);
}

/**
 * tactics_axial_free:
 * @axial: (nullable): coordinates from tactics_axial_copy()
 *
 * Frees coordinates tactics_axial_copy() made.
 */
void
tactics_axial_free (TacticsAxial *axial)
{
  g_free (axial);
}

/**
 * tactics_cube_copy:
 * @cube: cube hex coordinates
 *
 * Copies cube coordinates, for bindings that keep them boxed.
 *
 * Returns: (transfer full): a newly allocated copy of @cube
 */
TacticsCube *
tactics_cube_copy (const TacticsCube *cube)
{
  g_return_val_if_fail (cube != NULL, NULL);

  return g_memdup2 (cube, sizeof *cube);
}

/**
 * tactics_cube_free:
 * @cube: (nullable): coordinates from tactics_cube_copy()
 *
 * Frees coordinates tactics_cube_copy() made.
 */
void
tactics_cube_free (TacticsCube *cube)
{
  g_free (cube);
}

/* Halves an even number rounding towards minus infinity, so negative rows
 * convert like positive ones (C division truncates towards zero). */
static inline int
odd_r_shift (int row)
{
  return (row - (row & 1)) / 2;
}

/**
 * tactics_offset_to_axial: (skip)
 * @cell: a hex cell in odd-r offset coordinates
 *
 * Converts a hex cell from file (odd-r offset) coordinates to axial ones.
 *
 * Returns: the same hex in axial coordinates
 */
TacticsAxial
tactics_offset_to_axial (TacticsCell cell)
{
  return (TacticsAxial) { cell.x - odd_r_shift (cell.y), cell.y };
}

/**
 * tactics_axial_to_offset: (skip)
 * @axial: a hex in axial coordinates
 *
 * Converts a hex from axial coordinates to file (odd-r offset) coordinates.
 *
 * Returns: the same hex as a cell in odd-r offset coordinates
 */
TacticsCell
tactics_axial_to_offset (TacticsAxial axial)
{
  return (TacticsCell) { axial.q + odd_r_shift (axial.r), axial.r };
}

/**
 * tactics_axial_to_cube: (skip)
 * @axial: a hex in axial coordinates
 *
 * Converts axial coordinates to cube ones, adding s = -q - r.
 *
 * Returns: the same hex in cube coordinates
 */
TacticsCube
tactics_axial_to_cube (TacticsAxial axial)
{
  return (TacticsCube) { axial.q, axial.r, -axial.q - axial.r };
}

/**
 * tactics_cube_to_axial: (skip)
 * @cube: a hex in cube coordinates
 *
 * Converts cube coordinates to axial ones by dropping s.
 *
 * Returns: the same hex in axial coordinates
 */
TacticsAxial
tactics_cube_to_axial (TacticsCube cube)
{
  return (TacticsAxial) { cube.q, cube.r };
}

/* Hex positions are axial; their cube form (q, r, s = -q - r) makes every
 * symmetry of the grid a permutation of the three coordinates with signs. */

/**
 * tactics_relative_turn: (skip)
 * @topology: the grid
 * @at: a position relative to the origin: (dx, dy) on square grids, axial
 *   (dq, dr) on hex grids
 *
 * Turns @at clockwise about the origin by the grid's smallest turn: a
 * quarter turn on square grids, a sixth (60°) on hex grids.
 *
 * Returns: the turned position, in the same form as @at
 */
TacticsCell
tactics_relative_turn (TacticsTopology topology,
                       TacticsCell     at)
{
  TacticsCube cube;

  /* y grows downwards: (x, y) → (−y, x) turns east to south. */
  if (topology != TACTICS_TOPOLOGY_HEX)
    return (TacticsCell) { -at.y, at.x };
  cube = tactics_axial_to_cube ((TacticsAxial) { at.x, at.y });
  /* (q, r, s) → (−r, −s, −q): east to south-east. */
  return (TacticsCell) { -cube.r, -cube.s };
}

/**
 * tactics_relative_flip_left_right: (skip)
 * @topology: the grid
 * @at: a position relative to the origin, as for tactics_relative_turn()
 *
 * Mirrors @at in the vertical line through the origin: east and west
 * change places, the row stays.
 *
 * Returns: the mirrored position, in the same form as @at
 */
TacticsCell
tactics_relative_flip_left_right (TacticsTopology topology,
                                  TacticsCell     at)
{
  TacticsCube cube;

  if (topology != TACTICS_TOPOLOGY_HEX)
    return (TacticsCell) { -at.x, at.y };
  cube = tactics_axial_to_cube ((TacticsAxial) { at.x, at.y });
  /* q and s swap. */
  return (TacticsCell) { cube.s, cube.r };
}

/**
 * tactics_relative_flip_top_bottom: (skip)
 * @topology: the grid
 * @at: a position relative to the origin, as for tactics_relative_turn()
 *
 * Mirrors @at in the row through the origin: north and south change
 * places.
 *
 * Returns: the mirrored position, in the same form as @at
 */
TacticsCell
tactics_relative_flip_top_bottom (TacticsTopology topology,
                                  TacticsCell     at)
{
  if (topology != TACTICS_TOPOLOGY_HEX)
    return (TacticsCell) { at.x, -at.y };
  /* r changes sign and the cell slides along by r to stay on the same
   * diagonal (q + r keeps its value). */
  return (TacticsCell) { at.x + at.y, -at.y };
}

/**
 * tactics_cube_round: (skip)
 * @q: fractional q coordinate
 * @r: fractional r coordinate
 * @s: fractional s coordinate
 *
 * Rounds fractional cube coordinates to the nearest hex, keeping
 * q + r + s = 0.
 *
 * Returns: the nearest hex in cube coordinates
 */
TacticsCube
tactics_cube_round (double q,
                    double r,
                    double s)
{
  double rq = round (q);
  double rr = round (r);
  double rs = round (s);
  double dq = fabs (rq - q);
  double dr = fabs (rr - r);
  double ds = fabs (rs - s);

  /* Rounding each coordinate alone may break q + r + s = 0; the one that
   * moved furthest is the least trustworthy, so rebuild it from the others. */
  if (dq > dr && dq > ds)
    rq = -rr - rs;
  else if (dr > ds)
    rr = -rq - rs;
  else
    rs = -rq - rr;

  return (TacticsCube) { (int) rq, (int) rr, (int) rs };
}

/**
 * tactics_default_metric:
 * @topology: a board topology
 *
 * Returns the metric a topology uses when none is asked for: chebyshev on
 * square boards, hex on hex boards.
 *
 * Returns: the default metric of @topology
 */
TacticsMetric
tactics_default_metric (TacticsTopology topology)
{
  return topology == TACTICS_TOPOLOGY_HEX ? TACTICS_METRIC_HEX : TACTICS_METRIC_CHEBYSHEV;
}

/**
 * tactics_metric_for_topology:
 * @metric: the metric asked for
 * @topology: the board topology
 *
 * Returns the metric actually used on @topology: any metric on a hex board
 * is hex; on a square board, hex means chebyshev.
 *
 * Returns: the metric to measure with
 */
TacticsMetric
tactics_metric_for_topology (TacticsMetric   metric,
                             TacticsTopology topology)
{
  if (topology == TACTICS_TOPOLOGY_HEX)
    return TACTICS_METRIC_HEX;
  if (metric == TACTICS_METRIC_HEX)
    return TACTICS_METRIC_CHEBYSHEV;
  return metric;
}

/**
 * tactics_topology_get_metrics:
 * @topology: a board topology
 * @metrics: (out caller-allocates) (array fixed-size=3): room for
 *   %TACTICS_N_METRICS metrics
 *
 * Writes the metrics @topology has, those tactics_metric_for_topology()
 * keeps (manhattan and chebyshev on square, hex on hex), in enum order.
 *
 * Returns: how many metrics were written to @metrics
 */
guint
tactics_topology_get_metrics (TacticsTopology topology,
                              TacticsMetric   metrics[TACTICS_N_METRICS])
{
  guint n = 0;

  g_return_val_if_fail (metrics != NULL, 0);

  for (guint metric = 0; metric < TACTICS_N_METRICS; metric++)
    if (tactics_metric_for_topology (metric, topology) == (TacticsMetric) metric)
      metrics[n++] = metric;
  return n;
}

static inline int
axial_distance (TacticsAxial a,
                TacticsAxial b)
{
  int dq = a.q - b.q;
  int dr = a.r - b.r;

  return (abs (dq) + abs (dr) + abs (dq + dr)) / 2;
}

/**
 * tactics_distance:
 * @metric: the distance metric
 * @a: a cell in file coordinates
 * @b: another cell in file coordinates
 *
 * Returns the grid distance between two cells. The hex metric reads them
 * as odd-r offset cells.
 *
 * Returns: the number of steps from @a to @b, 0 if they are the same cell
 */
int
tactics_distance (TacticsMetric metric,
                  TacticsCell   a,
                  TacticsCell   b)
{
  int dx = abs (a.x - b.x);
  int dy = abs (a.y - b.y);

  switch (metric)
    {
    case TACTICS_METRIC_MANHATTAN:
      return dx + dy;
    case TACTICS_METRIC_CHEBYSHEV:
      return MAX (dx, dy);
    case TACTICS_METRIC_HEX:
      return axial_distance (tactics_offset_to_axial (a), tactics_offset_to_axial (b));
    default:
      g_return_val_if_reached (0);
    }
}

/* Axial steps in the order of the hex neighbour list in doc/rules.md: east,
 * west, then the upper pair, then the lower pair. */
static const TacticsAxial hex_neighbour_steps[6] = {
  { +1, 0 }, { -1, 0 }, { +1, -1 }, { 0, -1 }, { 0, +1 }, { -1, +1 },
};

static const TacticsCell square_neighbour_steps[4] = {
  { +1, 0 }, { -1, 0 }, { 0, -1 }, { 0, +1 },
};

/**
 * tactics_neighbours: (skip)
 * @topology: a board topology
 * @cell: a cell
 * @out: (out caller-allocates) (array fixed-size=6): room for
 *   %TACTICS_MAX_NEIGHBOURS cells
 *
 * Writes the movement neighbours of @cell (4 on square boards, 6 on hex
 * boards). They are not clipped: the caller drops those off the board.
 *
 * Returns: how many cells were written to @out
 */
guint
tactics_neighbours (TacticsTopology topology,
                    TacticsCell     cell,
                    TacticsCell     out[TACTICS_MAX_NEIGHBOURS])
{
  g_return_val_if_fail (out != NULL, 0);

  if (topology == TACTICS_TOPOLOGY_HEX)
    {
      TacticsAxial axial = tactics_offset_to_axial (cell);

      for (guint i = 0; i < G_N_ELEMENTS (hex_neighbour_steps); i++)
        {
          TacticsAxial next = { axial.q + hex_neighbour_steps[i].q,
                                axial.r + hex_neighbour_steps[i].r };

          out[i] = tactics_axial_to_offset (next);
        }
      return G_N_ELEMENTS (hex_neighbour_steps);
    }

  for (guint i = 0; i < G_N_ELEMENTS (square_neighbour_steps); i++)
    out[i] = (TacticsCell) { cell.x + square_neighbour_steps[i].x,
                             cell.y + square_neighbour_steps[i].y };
  return G_N_ELEMENTS (square_neighbour_steps);
}

/* Clockwise from east, with y growing downwards. */
static const TacticsCell chebyshev_directions[8] = {
  { +1, 0 }, { +1, +1 }, { 0, +1 }, { -1, +1 }, { -1, 0 }, { -1, -1 }, { 0, -1 }, { +1, -1 },
};

static const TacticsCell manhattan_directions[4] = {
  { +1, 0 }, { 0, +1 }, { -1, 0 }, { 0, -1 },
};

/* East, south-east, south-west, west, north-west, north-east. */
static const TacticsAxial hex_directions[6] = {
  { +1, 0 }, { 0, +1 }, { -1, +1 }, { -1, 0 }, { 0, -1 }, { +1, -1 },
};

/**
 * tactics_n_directions:
 * @metric: a distance metric
 *
 * Returns the number of straight-line directions of a metric: 4 orthogonal
 * for manhattan, 8 for chebyshev, 6 for hex.
 *
 * Returns: the number of directions
 */
guint
tactics_n_directions (TacticsMetric metric)
{
  switch (metric)
    {
    case TACTICS_METRIC_MANHATTAN:
      return G_N_ELEMENTS (manhattan_directions);
    case TACTICS_METRIC_CHEBYSHEV:
      return G_N_ELEMENTS (chebyshev_directions);
    case TACTICS_METRIC_HEX:
      return G_N_ELEMENTS (hex_directions);
    default:
      g_return_val_if_reached (0);
    }
}

/**
 * tactics_step: (skip)
 * @metric: a distance metric
 * @cell: the starting cell
 * @direction: a direction, 0 ≤ @direction < tactics_n_directions(); they go
 *   clockwise from east
 * @steps: how many steps to take (negative goes the opposite way)
 *
 * Returns the cell @steps steps from @cell along @direction. The result is
 * not clipped to any board.
 *
 * Returns: the cell reached
 */
TacticsCell
tactics_step (TacticsMetric metric,
              TacticsCell   cell,
              guint         direction,
              int           steps)
{
  g_return_val_if_fail (direction < tactics_n_directions (metric), cell);

  if (metric == TACTICS_METRIC_HEX)
    {
      TacticsAxial axial = tactics_offset_to_axial (cell);

      axial.q += hex_directions[direction].q * steps;
      axial.r += hex_directions[direction].r * steps;
      return tactics_axial_to_offset (axial);
    }
  else
    {
      const TacticsCell *delta = metric == TACTICS_METRIC_MANHATTAN
                                 ? &manhattan_directions[direction]
                                 : &chebyshev_directions[direction];

      return (TacticsCell) { cell.x + delta->x * steps, cell.y + delta->y * steps };
    }
}

/* The direction whose unit step is (sign dx, sign dy) in @table, when the
 * offset is a whole multiple of it. */
static gboolean
find_direction (const TacticsCell *table,
                guint              n_directions,
                int                dx,
                int                dy,
                guint             *direction)
{
  int step_x = (dx > 0) - (dx < 0);
  int step_y = (dy > 0) - (dy < 0);

  if (dx == 0 && dy == 0)
    return FALSE;
  if (dx != 0 && dy != 0 && abs (dx) != abs (dy))
    return FALSE;

  for (guint i = 0; i < n_directions; i++)
    {
      if (table[i].x == step_x && table[i].y == step_y)
        {
          if (direction != NULL)
            *direction = i;
          return TRUE;
        }
    }
  return FALSE;
}

/**
 * tactics_direction_between: (skip)
 * @metric: a distance metric
 * @from: the starting cell
 * @to: the cell to reach
 * @direction: (out) (optional): where to store the direction from @from
 *   to @to
 *
 * Finds whether @to lies on one of the straight lines from @from.
 *
 * Returns: %TRUE if @to differs from @from and lies on a straight line
 *   from it, then @direction is set
 */
gboolean
tactics_direction_between (TacticsMetric  metric,
                           TacticsCell    from,
                           TacticsCell    to,
                           guint         *direction)
{
  switch (metric)
    {
    case TACTICS_METRIC_MANHATTAN:
      return find_direction (manhattan_directions, G_N_ELEMENTS (manhattan_directions),
                             to.x - from.x, to.y - from.y, direction);
    case TACTICS_METRIC_CHEBYSHEV:
      return find_direction (chebyshev_directions, G_N_ELEMENTS (chebyshev_directions),
                             to.x - from.x, to.y - from.y, direction);
    case TACTICS_METRIC_HEX:
      {
        TacticsAxial a = tactics_offset_to_axial (from);
        TacticsAxial b = tactics_offset_to_axial (to);
        int dq = b.q - a.q;
        int dr = b.r - a.r;
        int length = axial_distance (a, b);

        /* On a hex line one cube coordinate stays constant, so the offset
         * is a whole multiple of one unit direction. */
        if (length == 0 || (dq != 0 && dr != 0 && dq != -dr))
          return FALSE;

        for (guint i = 0; i < G_N_ELEMENTS (hex_directions); i++)
          {
            if (hex_directions[i].q * length == dq && hex_directions[i].r * length == dr)
              {
                if (direction != NULL)
                  *direction = i;
                return TRUE;
              }
          }
        g_assert_not_reached ();
        return FALSE;
      }
    default:
      g_return_val_if_reached (FALSE);
    }
}

/* Rounds numerator / denominator (denominator > 0) to the nearest integer,
 * halves away from zero, in integers so long lines stay exact. */
static inline int
divide_rounded (int numerator,
                int denominator)
{
  if (numerator >= 0)
    return (2 * numerator + denominator) / (2 * denominator);
  return -((-2 * numerator + denominator) / (2 * denominator));
}

/**
 * tactics_line: (skip)
 * @topology: a board topology
 * @a: the first cell
 * @b: the last cell
 * @cells: (element-type TacticsCell): an array of #TacticsCell to append to
 *
 * Appends the cells of a straight line from @a to @b, both included, to
 * @cells (Bresenham-like on square boards, cube interpolation and rounding
 * on hex boards).
 */
void
tactics_line (TacticsTopology topology,
              TacticsCell     a,
              TacticsCell     b,
              GArray         *cells)
{
  g_return_if_fail (cells != NULL);
  g_return_if_fail (g_array_get_element_size (cells) == sizeof (TacticsCell));

  if (topology == TACTICS_TOPOLOGY_HEX)
    {
      TacticsCube ca = tactics_axial_to_cube (tactics_offset_to_axial (a));
      TacticsCube cb = tactics_axial_to_cube (tactics_offset_to_axial (b));
      int length = (abs (ca.q - cb.q) + abs (ca.r - cb.r) + abs (ca.s - cb.s)) / 2;
      /* A line running exactly along a hex edge would round half of its
       * points each way; a tiny nudge (summing to zero) picks one side. */
      double aq = ca.q + 1e-6, ar = ca.r + 2e-6, as = ca.s - 3e-6;
      double bq = cb.q + 1e-6, br = cb.r + 2e-6, bs = cb.s - 3e-6;

      g_array_set_size (cells, cells->len + length + 1);
      for (int i = 0; i <= length; i++)
        {
          double t = length == 0 ? 0.0 : (double) i / length;
          TacticsCube cube = tactics_cube_round (aq + (bq - aq) * t,
                                                 ar + (br - ar) * t,
                                                 as + (bs - as) * t);

          g_array_index (cells, TacticsCell, cells->len - length - 1 + i) =
            tactics_axial_to_offset (tactics_cube_to_axial (cube));
        }
    }
  else
    {
      int dx = b.x - a.x;
      int dy = b.y - a.y;
      int length = MAX (abs (dx), abs (dy));

      g_array_set_size (cells, cells->len + length + 1);
      for (int i = 0; i <= length; i++)
        {
          TacticsCell cell = a;

          if (length > 0)
            {
              cell.x += divide_rounded (i * dx, length);
              cell.y += divide_rounded (i * dy, length);
            }
          g_array_index (cells, TacticsCell, cells->len - length - 1 + i) = cell;
        }
    }
}

/**
 * tactics_cell_to_pixel: (skip)
 * @topology: a board topology
 * @cell_size: the side of a square, or the side (circumradius) of a hex,
 *   in pixels
 * @cell: a cell
 * @center_x: (out): where to store the x of the cell's centre
 * @center_y: (out): where to store the y of the cell's centre
 *
 * Computes the pixel centre of @cell. Pixel (0,0) is the top-left corner of
 * the board's bounding box; a pointy-top hex is sqrt(3)·@cell_size wide and
 * 2·@cell_size high, its rows 1.5·@cell_size apart.
 */
void
tactics_cell_to_pixel (TacticsTopology  topology,
                       double           cell_size,
                       TacticsCell      cell,
                       double          *center_x,
                       double          *center_y)
{
  double x, y;

  if (topology == TACTICS_TOPOLOGY_HEX)
    {
      double hex_width = SQRT3 * cell_size;

      x = hex_width * (cell.x + 0.5 * (cell.y & 1)) + hex_width / 2;
      y = cell_size + 1.5 * cell_size * cell.y;
    }
  else
    {
      x = (cell.x + 0.5) * cell_size;
      y = (cell.y + 0.5) * cell_size;
    }

  if (center_x != NULL)
    *center_x = x;
  if (center_y != NULL)
    *center_y = y;
}

/**
 * tactics_pixel_to_cell: (skip)
 * @topology: a board topology
 * @cell_size: the side of a square, or of a hex, in pixels
 * @px: x of the pixel
 * @py: y of the pixel
 *
 * Finds the cell containing a pixel, with the geometry of
 * tactics_cell_to_pixel().
 *
 * Returns: the cell under the pixel; not clipped, it may lie off any board
 */
TacticsCell
tactics_pixel_to_cell (TacticsTopology topology,
                       double          cell_size,
                       double          px,
                       double          py)
{
  g_return_val_if_fail (cell_size > 0, ((TacticsCell) { 0, 0 }));

  if (topology == TACTICS_TOPOLOGY_HEX)
    {
      /* Relative to the centre of hex (0,0), which is axial (0,0). */
      double x = px - SQRT3 / 2 * cell_size;
      double y = py - cell_size;
      double q = (SQRT3 / 3 * x - y / 3) / cell_size;
      double r = (2.0 / 3 * y) / cell_size;
      TacticsCube cube = tactics_cube_round (q, r, -q - r);

      return tactics_axial_to_offset (tactics_cube_to_axial (cube));
    }

  return (TacticsCell) { (int) floor (px / cell_size), (int) floor (py / cell_size) };
}

/**
 * tactics_board_pixel_size:
 * @topology: a board topology
 * @cell_size: the side of a square, or of a hex, in pixels
 * @width: the board's width in cells
 * @height: the board's height in cells
 * @pixel_width: (out): where to store the width of the bounding box
 * @pixel_height: (out): where to store the height of the bounding box
 *
 * Computes the size in pixels of the bounding box of a @width × @height
 * board.
 */
void
tactics_board_pixel_size (TacticsTopology  topology,
                          double           cell_size,
                          int              width,
                          int              height,
                          double          *pixel_width,
                          double          *pixel_height)
{
  double w = 0, h = 0;

  if (width > 0 && height > 0)
    {
      if (topology == TACTICS_TOPOLOGY_HEX)
        {
          double hex_width = SQRT3 * cell_size;

          /* Odd rows stick out half a hex to the right. */
          w = hex_width * width + (height > 1 ? hex_width / 2 : 0);
          h = cell_size * (1.5 * height + 0.5);
        }
      else
        {
          w = cell_size * width;
          h = cell_size * height;
        }
    }

  if (pixel_width != NULL)
    *pixel_width = w;
  if (pixel_height != NULL)
    *pixel_height = h;
}

/**
 * tactics_cell_breadth:
 * @topology: the board's topology
 * @cell_size: a cell's size (a hex's centre-to-corner radius, a square's side)
 *
 * Gives the width of a cell across its flat sides: √3 × @cell_size for a
 * pointy-top hex, @cell_size for a square.
 *
 * Returns: the width across the flat sides
 */
double
tactics_cell_breadth (TacticsTopology topology,
                      double          cell_size)
{
  return topology == TACTICS_TOPOLOGY_HEX ? SQRT3 * cell_size : cell_size;
}

/**
 * tactics_cell_inset_size:
 * @topology: the board's topology
 * @cell_size: a cell's size
 * @inset: how far inside the cell's edges the smaller cell's edges lie
 *
 * Gives the size of a cell whose edges lie @inset inside those of a cell
 * of @cell_size: a hex's corners move in by @inset / cos 30°, a square's
 * sides by @inset each.
 *
 * Returns: the smaller cell's size, never below 0
 */
double
tactics_cell_inset_size (TacticsTopology topology,
                         double          cell_size,
                         double          inset)
{
  if (topology == TACTICS_TOPOLOGY_HEX)
    return MAX (cell_size - inset * 2.0 / SQRT3, 0.0);
  return MAX (cell_size - inset * 2.0, 0.0);
}

/**
 * tactics_cell_corner:
 * @topology: the board's topology
 * @cell_size: a cell's size
 * @center_x: the cell's centre, across
 * @center_y: the cell's centre, down
 * @corner: which corner: 0 to 5 on hex boards, 0 to 3 on square ones;
 *   others wrap
 * @x: (out): where the corner's x goes
 * @y: (out): where the corner's y goes
 *
 * Gives a corner of a cell, clockwise, so that edge k (corner k to corner
 * k + 1) faces the k-th neighbour clockwise from east: a hex's corners lie
 * at −30°, 30°, 90°… from its centre.
 */
void
tactics_cell_corner (TacticsTopology  topology,
                     double           cell_size,
                     double           center_x,
                     double           center_y,
                     int              corner,
                     double          *x,
                     double          *y)
{
  /* Pointy-top: cos and sin of −30°, 30°, 90°, 150°, 210°, 270°. */
  static const double hex[6][2] = {
    { SQRT3 / 2, -0.5 }, { SQRT3 / 2, 0.5 }, { 0.0, 1.0 },
    { -SQRT3 / 2, 0.5 }, { -SQRT3 / 2, -0.5 }, { 0.0, -1.0 },
  };
  static const double square[4][2] = {
    { 0.5, -0.5 }, { 0.5, 0.5 }, { -0.5, 0.5 }, { -0.5, -0.5 },
  };
  const double *unit;

  g_return_if_fail (x != NULL && y != NULL);

  if (topology == TACTICS_TOPOLOGY_HEX)
    unit = hex[((corner % 6) + 6) % 6];
  else
    unit = square[((corner % 4) + 4) % 4];
  *x = center_x + unit[0] * cell_size;
  *y = center_y + unit[1] * cell_size;
}
