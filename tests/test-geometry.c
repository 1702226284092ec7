/* SPDX-License-Identifier: GPL-3.0-or-later */
#include "tactics.h"

#include <math.h>
#include <stdlib.h>

#define BOARD 50

static void
assert_cell (TacticsCell got,
             int         x,
             int         y)
{
  if (got.x != x || got.y != y)
    g_error ("expected cell %d,%d, got %d,%d", x, y, got.x, got.y);
}

static void
test_round_trips (void)
{
  /* The board's cells, plus a margin of negative coordinates, where C's
   * truncating division would go wrong. */
  for (int y = -5; y < BOARD; y++)
    {
      for (int x = -5; x < BOARD; x++)
        {
          TacticsCell cell = { x, y };
          TacticsAxial axial = tactics_offset_to_axial (cell);
          TacticsCube cube = tactics_axial_to_cube (axial);
          TacticsAxial back = tactics_cube_to_axial (cube);

          g_assert_cmpint (cube.q + cube.r + cube.s, ==, 0);
          g_assert_cmpint (back.q, ==, axial.q);
          g_assert_cmpint (back.r, ==, axial.r);
          assert_cell (tactics_axial_to_offset (back), x, y);
          /* The row is the axial r; odd rows sit half a hex to the right. */
          g_assert_cmpint (axial.r, ==, y);

          /* Rounding exact cube coordinates changes nothing. */
          {
            TacticsCube rounded = tactics_cube_round (cube.q, cube.r, cube.s);

            g_assert_cmpint (rounded.q, ==, cube.q);
            g_assert_cmpint (rounded.r, ==, cube.r);
            g_assert_cmpint (rounded.s, ==, cube.s);
          }
        }
    }

  /* Axial coordinates from offset ones follow the odd-r rule. */
  {
    TacticsAxial a = tactics_offset_to_axial ((TacticsCell) { 3, 5 });

    g_assert_cmpint (a.q, ==, 3 - 2);
    g_assert_cmpint (a.r, ==, 5);
    a = tactics_offset_to_axial ((TacticsCell) { 0, -1 });
    g_assert_cmpint (a.q, ==, 1);
    g_assert_cmpint (a.r, ==, -1);
  }
}

static void
test_cube_round (void)
{
  TacticsCube c;

  /* Nearest by q, r, s alone would give (1, 0, 0), which is not a hex. */
  c = tactics_cube_round (0.6, 0.3, -0.9);
  g_assert_cmpint (c.q + c.r + c.s, ==, 0);
  g_assert_cmpint (c.q, ==, 1);
  g_assert_cmpint (c.r, ==, 0);
  g_assert_cmpint (c.s, ==, -1);

  c = tactics_cube_round (-2.1, 1.45, 0.65);
  g_assert_cmpint (c.q + c.r + c.s, ==, 0);
  g_assert_cmpint (c.q, ==, -2);
  g_assert_cmpint (c.r, ==, 1);
  g_assert_cmpint (c.s, ==, 1);
}

/* Steps from @from to every cell of a box around the board, by
 * breadth-first search over tactics_neighbours() (or the 8 chebyshev
 * directions). The margin keeps every shortest path inside the box. */
#define MARGIN 10
#define BOX (BOARD + 2 * MARGIN)

static void
bfs (TacticsTopology topology,
     gboolean        diagonals,
     TacticsCell     from,
     int             steps[BOX][BOX])
{
  g_autoptr(GArray) queue = g_array_new (FALSE, FALSE, sizeof (TacticsCell));

  for (int y = 0; y < BOX; y++)
    for (int x = 0; x < BOX; x++)
      steps[y][x] = -1;

  steps[from.y + MARGIN][from.x + MARGIN] = 0;
  g_array_append_val (queue, from);
  for (guint head = 0; head < queue->len; head++)
    {
      TacticsCell cell = g_array_index (queue, TacticsCell, head);
      TacticsCell next[8];
      guint n;

      if (diagonals)
        {
          n = tactics_n_directions (TACTICS_METRIC_CHEBYSHEV);
          for (guint d = 0; d < n; d++)
            next[d] = tactics_step (TACTICS_METRIC_CHEBYSHEV, cell, d, 1);
        }
      else
        {
          n = tactics_neighbours (topology, cell, next);
        }

      for (guint i = 0; i < n; i++)
        {
          int bx = next[i].x + MARGIN, by = next[i].y + MARGIN;

          if (bx < 0 || by < 0 || bx >= BOX || by >= BOX || steps[by][bx] >= 0)
            continue;
          steps[by][bx] = steps[cell.y + MARGIN][cell.x + MARGIN] + 1;
          g_array_append_val (queue, next[i]);
        }
    }
}

static void
check_distance_is_bfs (TacticsTopology topology,
                       TacticsMetric   metric)
{
  int (*steps)[BOX] = g_malloc (sizeof (int[BOX][BOX]));

  for (int sy = 0; sy < BOARD; sy += 3)
    {
      for (int sx = sy % 5; sx < BOARD; sx += 4)
        {
          TacticsCell from = { sx, sy };

          bfs (topology, metric == TACTICS_METRIC_CHEBYSHEV, from, steps);
          for (int y = 0; y < BOARD; y++)
            {
              for (int x = 0; x < BOARD; x++)
                {
                  TacticsCell to = { x, y };
                  int d = tactics_distance (metric, from, to);

                  if (d != steps[y + MARGIN][x + MARGIN])
                    g_error ("distance %d,%d → %d,%d is %d, breadth-first search says %d",
                             sx, sy, x, y, d, steps[y + MARGIN][x + MARGIN]);
                  g_assert_cmpint (tactics_distance (metric, to, from), ==, d);
                }
            }
        }
    }

  g_free (steps);
}

static void
test_distance_hex (void)
{
  check_distance_is_bfs (TACTICS_TOPOLOGY_HEX, TACTICS_METRIC_HEX);

  /* A few by hand: odd rows are shifted right. */
  g_assert_cmpint (tactics_distance (TACTICS_METRIC_HEX, (TacticsCell) { 0, 0 },
                                     (TacticsCell) { 0, 1 }), ==, 1);
  g_assert_cmpint (tactics_distance (TACTICS_METRIC_HEX, (TacticsCell) { 1, 0 },
                                     (TacticsCell) { 0, 1 }), ==, 1);
  g_assert_cmpint (tactics_distance (TACTICS_METRIC_HEX, (TacticsCell) { 0, 0 },
                                     (TacticsCell) { 1, 1 }), ==, 2);
  g_assert_cmpint (tactics_distance (TACTICS_METRIC_HEX, (TacticsCell) { 0, 0 },
                                     (TacticsCell) { 3, 4 }), ==, 5);
}

static void
test_distance_square (void)
{
  check_distance_is_bfs (TACTICS_TOPOLOGY_SQUARE, TACTICS_METRIC_MANHATTAN);
  check_distance_is_bfs (TACTICS_TOPOLOGY_SQUARE, TACTICS_METRIC_CHEBYSHEV);

  g_assert_cmpint (tactics_distance (TACTICS_METRIC_MANHATTAN, (TacticsCell) { 1, 2 },
                                     (TacticsCell) { 4, 0 }), ==, 5);
  g_assert_cmpint (tactics_distance (TACTICS_METRIC_CHEBYSHEV, (TacticsCell) { 1, 2 },
                                     (TacticsCell) { 4, 0 }), ==, 3);
}

static void
test_metrics (void)
{
  g_assert_cmpint (tactics_default_metric (TACTICS_TOPOLOGY_SQUARE), ==,
                   TACTICS_METRIC_CHEBYSHEV);
  g_assert_cmpint (tactics_default_metric (TACTICS_TOPOLOGY_HEX), ==, TACTICS_METRIC_HEX);

  g_assert_cmpint (tactics_metric_for_topology (TACTICS_METRIC_MANHATTAN, TACTICS_TOPOLOGY_SQUARE),
                   ==, TACTICS_METRIC_MANHATTAN);
  g_assert_cmpint (tactics_metric_for_topology (TACTICS_METRIC_CHEBYSHEV, TACTICS_TOPOLOGY_SQUARE),
                   ==, TACTICS_METRIC_CHEBYSHEV);
  g_assert_cmpint (tactics_metric_for_topology (TACTICS_METRIC_HEX, TACTICS_TOPOLOGY_SQUARE),
                   ==, TACTICS_METRIC_CHEBYSHEV);
  g_assert_cmpint (tactics_metric_for_topology (TACTICS_METRIC_MANHATTAN, TACTICS_TOPOLOGY_HEX),
                   ==, TACTICS_METRIC_HEX);
  g_assert_cmpint (tactics_metric_for_topology (TACTICS_METRIC_CHEBYSHEV, TACTICS_TOPOLOGY_HEX),
                   ==, TACTICS_METRIC_HEX);
}

static void
assert_neighbours (TacticsTopology    topology,
                   TacticsCell        cell,
                   const TacticsCell *expected,
                   guint              n_expected)
{
  TacticsCell got[TACTICS_MAX_NEIGHBOURS];
  guint n = tactics_neighbours (topology, cell, got);

  g_assert_cmpuint (n, ==, n_expected);
  for (guint i = 0; i < n; i++)
    assert_cell (got[i], expected[i].x, expected[i].y);
}

static void
test_neighbours (void)
{
  /* The neighbours as doc/rules.md lists them, in its order. */
  for (int y = -2; y < 8; y++)
    {
      for (int x = -2; x < 8; x++)
        {
          TacticsCell cell = { x, y };
          TacticsCell even[6] = {
            { x + 1, y }, { x - 1, y },
            { x, y - 1 }, { x - 1, y - 1 },
            { x, y + 1 }, { x - 1, y + 1 },
          };
          TacticsCell odd[6] = {
            { x + 1, y }, { x - 1, y },
            { x + 1, y - 1 }, { x, y - 1 },
            { x + 1, y + 1 }, { x, y + 1 },
          };
          TacticsCell square[4] = {
            { x + 1, y }, { x - 1, y }, { x, y - 1 }, { x, y + 1 },
          };

          assert_neighbours (TACTICS_TOPOLOGY_HEX, cell, (y & 1) ? odd : even, 6);
          assert_neighbours (TACTICS_TOPOLOGY_SQUARE, cell, square, 4);

          /* Each neighbour is at distance 1 and lists us back. */
          {
            TacticsCell got[TACTICS_MAX_NEIGHBOURS];
            guint n = tactics_neighbours (TACTICS_TOPOLOGY_HEX, cell, got);

            for (guint i = 0; i < n; i++)
              {
                TacticsCell back[TACTICS_MAX_NEIGHBOURS];
                gboolean found = FALSE;

                g_assert_cmpint (tactics_distance (TACTICS_METRIC_HEX, cell, got[i]), ==, 1);
                tactics_neighbours (TACTICS_TOPOLOGY_HEX, got[i], back);
                for (guint j = 0; j < 6; j++)
                  found |= back[j].x == x && back[j].y == y;
                g_assert_true (found);
              }
          }
        }
    }
}

static void
test_directions (void)
{
  const TacticsMetric metrics[] = {
    TACTICS_METRIC_MANHATTAN, TACTICS_METRIC_CHEBYSHEV, TACTICS_METRIC_HEX,
  };
  const TacticsCell starts[] = { { 4, 4 }, { 5, 5 }, { 0, 0 }, { 3, 7 }, { -2, -3 } };

  g_assert_cmpuint (tactics_n_directions (TACTICS_METRIC_MANHATTAN), ==, 4);
  g_assert_cmpuint (tactics_n_directions (TACTICS_METRIC_CHEBYSHEV), ==, 8);
  g_assert_cmpuint (tactics_n_directions (TACTICS_METRIC_HEX), ==, 6);

  /* Clockwise from east, y pointing down. */
  assert_cell (tactics_step (TACTICS_METRIC_CHEBYSHEV, (TacticsCell) { 3, 3 }, 0, 1), 4, 3);
  assert_cell (tactics_step (TACTICS_METRIC_CHEBYSHEV, (TacticsCell) { 3, 3 }, 1, 1), 4, 4);
  assert_cell (tactics_step (TACTICS_METRIC_CHEBYSHEV, (TacticsCell) { 3, 3 }, 2, 1), 3, 4);
  assert_cell (tactics_step (TACTICS_METRIC_CHEBYSHEV, (TacticsCell) { 3, 3 }, 3, 1), 2, 4);
  assert_cell (tactics_step (TACTICS_METRIC_CHEBYSHEV, (TacticsCell) { 3, 3 }, 4, 1), 2, 3);
  assert_cell (tactics_step (TACTICS_METRIC_CHEBYSHEV, (TacticsCell) { 3, 3 }, 5, 1), 2, 2);
  assert_cell (tactics_step (TACTICS_METRIC_CHEBYSHEV, (TacticsCell) { 3, 3 }, 6, 1), 3, 2);
  assert_cell (tactics_step (TACTICS_METRIC_CHEBYSHEV, (TacticsCell) { 3, 3 }, 7, 1), 4, 2);
  assert_cell (tactics_step (TACTICS_METRIC_MANHATTAN, (TacticsCell) { 3, 3 }, 1, 2), 3, 5);
  assert_cell (tactics_step (TACTICS_METRIC_MANHATTAN, (TacticsCell) { 3, 3 }, 3, 2), 3, 1);
  /* Hex, from an even row: E, SE, SW, W, NW, NE. */
  assert_cell (tactics_step (TACTICS_METRIC_HEX, (TacticsCell) { 2, 2 }, 0, 1), 3, 2);
  assert_cell (tactics_step (TACTICS_METRIC_HEX, (TacticsCell) { 2, 2 }, 1, 1), 2, 3);
  assert_cell (tactics_step (TACTICS_METRIC_HEX, (TacticsCell) { 2, 2 }, 2, 1), 1, 3);
  assert_cell (tactics_step (TACTICS_METRIC_HEX, (TacticsCell) { 2, 2 }, 3, 1), 1, 2);
  assert_cell (tactics_step (TACTICS_METRIC_HEX, (TacticsCell) { 2, 2 }, 4, 1), 1, 1);
  assert_cell (tactics_step (TACTICS_METRIC_HEX, (TacticsCell) { 2, 2 }, 5, 1), 2, 1);
  /* ... and from an odd row. */
  assert_cell (tactics_step (TACTICS_METRIC_HEX, (TacticsCell) { 2, 3 }, 1, 1), 3, 4);
  assert_cell (tactics_step (TACTICS_METRIC_HEX, (TacticsCell) { 2, 3 }, 2, 1), 2, 4);
  assert_cell (tactics_step (TACTICS_METRIC_HEX, (TacticsCell) { 2, 3 }, 4, 1), 2, 2);
  assert_cell (tactics_step (TACTICS_METRIC_HEX, (TacticsCell) { 2, 3 }, 5, 1), 3, 2);
  assert_cell (tactics_step (TACTICS_METRIC_HEX, (TacticsCell) { 2, 2 }, 1, 3), 3, 5);

  for (guint m = 0; m < G_N_ELEMENTS (metrics); m++)
    {
      TacticsMetric metric = metrics[m];

      for (guint s = 0; s < G_N_ELEMENTS (starts); s++)
        {
          TacticsCell from = starts[s];
          guint direction = 99;

          g_assert_false (tactics_direction_between (metric, from, from, &direction));
          g_assert_cmpuint (direction, ==, 99);

          for (guint d = 0; d < tactics_n_directions (metric); d++)
            {
              TacticsCell same = tactics_step (metric, from, d, 0);

              assert_cell (same, from.x, from.y);
              for (int k = 1; k <= 6; k++)
                {
                  TacticsCell to = tactics_step (metric, from, d, k);
                  TacticsCell back = tactics_step (metric, to, d, -k);

                  assert_cell (back, from.x, from.y);
                  g_assert_cmpint (tactics_distance (metric, from, to), ==, k);
                  g_assert_true (tactics_direction_between (metric, from, to, &direction));
                  g_assert_cmpuint (direction, ==, d);
                  /* Each step of the line is one neighbour further. */
                  g_assert_cmpint (tactics_distance (metric, tactics_step (metric, from, d, k - 1),
                                                     to), ==, 1);
                }
            }

          /* Every other nearby cell lies off the lines. */
          for (int dy = -6; dy <= 6; dy++)
            {
              for (int dx = -6; dx <= 6; dx++)
                {
                  TacticsCell to = { from.x + dx, from.y + dy };
                  gboolean on_line = FALSE;

                  for (guint d = 0; d < tactics_n_directions (metric); d++)
                    for (int k = 1; k <= 13; k++)
                      {
                        TacticsCell c = tactics_step (metric, from, d, k);

                        on_line |= c.x == to.x && c.y == to.y;
                      }
                  g_assert_cmpint (tactics_direction_between (metric, from, to, NULL), ==, on_line);
                }
            }
        }
    }
}

static void
check_line (TacticsTopology topology,
            TacticsCell     a,
            TacticsCell     b)
{
  TacticsMetric metric = tactics_default_metric (topology);
  g_autoptr(GArray) cells = g_array_new (FALSE, FALSE, sizeof (TacticsCell));
  TacticsCell sentinel = { 1000, 1000 };
  int length = tactics_distance (metric, a, b);

  /* Lines are appended after what the array already holds. */
  g_array_append_val (cells, sentinel);
  tactics_line (topology, a, b, cells);

  g_assert_cmpuint (cells->len, ==, 1 + length + 1);
  assert_cell (g_array_index (cells, TacticsCell, 0), 1000, 1000);
  assert_cell (g_array_index (cells, TacticsCell, 1), a.x, a.y);
  assert_cell (g_array_index (cells, TacticsCell, cells->len - 1), b.x, b.y);
  for (guint i = 2; i < cells->len; i++)
    {
      TacticsCell prev = g_array_index (cells, TacticsCell, i - 1);
      TacticsCell cur = g_array_index (cells, TacticsCell, i);

      /* A neighbour, or a diagonal on square boards. */
      g_assert_cmpint (tactics_distance (metric, prev, cur), ==, 1);
      /* Monotone: each cell is one step further from a and closer to b. */
      g_assert_cmpint (tactics_distance (metric, a, cur), ==, (int) i - 1);
      g_assert_cmpint (tactics_distance (metric, cur, b), ==, length - ((int) i - 1));
    }
}

static void
test_lines (void)
{
  g_autoptr(GRand) rand = g_rand_new_with_seed (1234);
  g_autoptr(GArray) cells = g_array_new (FALSE, FALSE, sizeof (TacticsCell));

  for (int i = 0; i < 2000; i++)
    {
      TacticsCell a = { g_rand_int_range (rand, -5, BOARD), g_rand_int_range (rand, -5, BOARD) };
      TacticsCell b = { g_rand_int_range (rand, -5, BOARD), g_rand_int_range (rand, -5, BOARD) };

      check_line (TACTICS_TOPOLOGY_SQUARE, a, b);
      check_line (TACTICS_TOPOLOGY_HEX, a, b);
    }

  /* Straight lines along a direction are exactly that direction's cells. */
  tactics_line (TACTICS_TOPOLOGY_HEX, (TacticsCell) { 2, 2 }, (TacticsCell) { 3, 5 }, cells);
  g_assert_cmpuint (cells->len, ==, 4);
  assert_cell (g_array_index (cells, TacticsCell, 1), 2, 3);
  assert_cell (g_array_index (cells, TacticsCell, 2), 3, 4);
  g_array_set_size (cells, 0);
  tactics_line (TACTICS_TOPOLOGY_SQUARE, (TacticsCell) { 0, 0 }, (TacticsCell) { 3, 3 }, cells);
  g_assert_cmpuint (cells->len, ==, 4);
  assert_cell (g_array_index (cells, TacticsCell, 2), 2, 2);
  g_array_set_size (cells, 0);
  tactics_line (TACTICS_TOPOLOGY_SQUARE, (TacticsCell) { 1, 1 }, (TacticsCell) { 1, 1 }, cells);
  g_assert_cmpuint (cells->len, ==, 1);
  assert_cell (g_array_index (cells, TacticsCell, 0), 1, 1);
}

/* Cell outlines: the breadth is the spacing of a row's centres, corners
 * sit on the cell's rim and are shared with the neighbour across each
 * edge, and an inset moves every edge in by that much. */
static void
test_cell_outline (void)
{
  const TacticsTopology topologies[] = { TACTICS_TOPOLOGY_SQUARE, TACTICS_TOPOLOGY_HEX };
  const double size = 10.0;

  for (guint t = 0; t < G_N_ELEMENTS (topologies); t++)
    {
      TacticsTopology topology = topologies[t];
      int n_corners = topology == TACTICS_TOPOLOGY_HEX ? 6 : 4;
      TacticsCell cell = { 3, 2 };
      double cx, cy, ex, ey;
      double inset_size;

      tactics_cell_to_pixel (topology, size, cell, &cx, &cy);
      tactics_cell_to_pixel (topology, size, (TacticsCell) { 4, 2 }, &ex, &ey);
      g_assert_cmpfloat_with_epsilon (tactics_cell_breadth (topology, size), ex - cx, 1e-9);

      for (int k = 0; k < n_corners; k++)
        {
          double ax, ay, bx, by, wx, wy;
          TacticsCell across;

          tactics_cell_corner (topology, size, cx, cy, k, &ax, &ay);
          tactics_cell_corner (topology, size, cx, cy, k + 1, &bx, &by);
          /* Wrapping, both ways. */
          tactics_cell_corner (topology, size, cx, cy, k - n_corners, &wx, &wy);
          g_assert_cmpfloat_with_epsilon (wx, ax, 1e-9);
          g_assert_cmpfloat_with_epsilon (wy, ay, 1e-9);
          /* The edge's middle is half a breadth from the centre. */
          g_assert_cmpfloat_with_epsilon (hypot ((ax + bx) / 2 - cx, (ay + by) / 2 - cy),
                                          tactics_cell_breadth (topology, size) / 2, 1e-9);
          /* Mirrored across the edge, the centre lands in a neighbour. */
          across = tactics_pixel_to_cell (topology, size, ax + bx - cx, ay + by - cy);
          g_assert_cmpint (tactics_distance (topology == TACTICS_TOPOLOGY_HEX
                                             ? TACTICS_METRIC_HEX : TACTICS_METRIC_MANHATTAN,
                                             cell, across), ==, 1);
        }

      /* The east neighbour's west edge is this cell's east edge. */
      {
        double ax, ay, bx, by;

        tactics_cell_corner (topology, size, cx, cy, 0, &ax, &ay);
        tactics_cell_corner (topology, size, ex, ey, n_corners == 6 ? 4 : 3, &bx, &by);
        g_assert_cmpfloat_with_epsilon (ax, bx, 1e-9);
        g_assert_cmpfloat_with_epsilon (ay, by, 1e-9);
      }

      g_assert_cmpfloat_with_epsilon (tactics_cell_inset_size (topology, size, 0.0), size, 1e-9);
      inset_size = tactics_cell_inset_size (topology, size, 1.5);
      g_assert_cmpfloat_with_epsilon (tactics_cell_breadth (topology, inset_size) / 2,
                                      tactics_cell_breadth (topology, size) / 2 - 1.5, 1e-9);
      g_assert_cmpfloat (tactics_cell_inset_size (topology, size, size * 2), ==, 0.0);
    }
}

static void
check_pixels_square (double size)
{
  double w, h;

  tactics_board_pixel_size (TACTICS_TOPOLOGY_SQUARE, size, BOARD, BOARD - 3, &w, &h);
  g_assert_cmpfloat_with_epsilon (w, size * BOARD, 1e-9);
  g_assert_cmpfloat_with_epsilon (h, size * (BOARD - 3), 1e-9);

  for (int y = 0; y < BOARD; y++)
    {
      for (int x = 0; x < BOARD; x++)
        {
          TacticsCell cell = { x, y };
          double cx, cy;
          const double corners[4][2] = {
            { x * size + 0.1, y * size + 0.1 },
            { (x + 1) * size - 0.1, y * size + 0.1 },
            { x * size + 0.1, (y + 1) * size - 0.1 },
            { (x + 1) * size - 0.1, (y + 1) * size - 0.1 },
          };

          tactics_cell_to_pixel (TACTICS_TOPOLOGY_SQUARE, size, cell, &cx, &cy);
          g_assert_cmpfloat_with_epsilon (cx, (x + 0.5) * size, 1e-9);
          g_assert_cmpfloat_with_epsilon (cy, (y + 0.5) * size, 1e-9);
          assert_cell (tactics_pixel_to_cell (TACTICS_TOPOLOGY_SQUARE, size, cx, cy), x, y);
          for (int i = 0; i < 4; i++)
            assert_cell (tactics_pixel_to_cell (TACTICS_TOPOLOGY_SQUARE, size,
                                                corners[i][0], corners[i][1]), x, y);
          /* The exact top-left corner belongs to this cell too. */
          assert_cell (tactics_pixel_to_cell (TACTICS_TOPOLOGY_SQUARE, size, x * size, y * size),
                       x, y);
        }
    }

  /* Outside the board, unclipped. */
  assert_cell (tactics_pixel_to_cell (TACTICS_TOPOLOGY_SQUARE, size, -0.1, -0.1), -1, -1);
}

static void
check_pixels_hex (double size)
{
  const double hex_width = sqrt (3) * size;
  double w, h, cx, cy;
  double max_x = 0, max_y = 0;

  /* Hex (0,0) has its centre at (sqrt(3)/2·size, size). */
  tactics_cell_to_pixel (TACTICS_TOPOLOGY_HEX, size, (TacticsCell) { 0, 0 }, &cx, &cy);
  g_assert_cmpfloat_with_epsilon (cx, hex_width / 2, 1e-9);
  g_assert_cmpfloat_with_epsilon (cy, size, 1e-9);
  /* Odd rows half a hex to the right, rows 1.5·size apart. */
  tactics_cell_to_pixel (TACTICS_TOPOLOGY_HEX, size, (TacticsCell) { 2, 3 }, &cx, &cy);
  g_assert_cmpfloat_with_epsilon (cx, hex_width * 3, 1e-9);
  g_assert_cmpfloat_with_epsilon (cy, size + 4.5 * size, 1e-9);

  for (int y = 0; y < BOARD; y++)
    {
      for (int x = 0; x < BOARD; x++)
        {
          TacticsCell cell = { x, y };
          double corner_x[7], corner_y[7];

          tactics_cell_to_pixel (TACTICS_TOPOLOGY_HEX, size, cell, &cx, &cy);
          assert_cell (tactics_pixel_to_cell (TACTICS_TOPOLOGY_HEX, size, cx, cy), x, y);

          /* Pointy-top: corners at 30° + 60°·i around the centre. */
          for (int i = 0; i < 7; i++)
            {
              double angle = G_PI / 180 * (30 + 60 * (i % 6));

              corner_x[i] = cx + size * cos (angle);
              corner_y[i] = cy + size * sin (angle);
              max_x = MAX (max_x, corner_x[i]);
              max_y = MAX (max_y, corner_y[i]);
              g_assert_cmpfloat (corner_x[i], >, -1e-9);
              g_assert_cmpfloat (corner_y[i], >, -1e-9);
            }

          for (int edge = 0; edge < 6; edge++)
            {
              /* The outward normal of this edge, pointing at its midpoint. */
              double mx = (corner_x[edge] + corner_x[edge + 1]) / 2;
              double my = (corner_y[edge] + corner_y[edge + 1]) / 2;
              double nx = (mx - cx) / hypot (mx - cx, my - cy);
              double ny = (my - cy) / hypot (mx - cx, my - cy);

              for (int k = 1; k < 10; k++)
                {
                  double t = k / 10.0;
                  double ex = corner_x[edge] + t * (corner_x[edge + 1] - corner_x[edge]);
                  double ey = corner_y[edge] + t * (corner_y[edge + 1] - corner_y[edge]);
                  TacticsCell inside = tactics_pixel_to_cell (TACTICS_TOPOLOGY_HEX, size,
                                                              ex - 0.1 * nx, ey - 0.1 * ny);
                  TacticsCell outside = tactics_pixel_to_cell (TACTICS_TOPOLOGY_HEX, size,
                                                               ex + 0.1 * nx, ey + 0.1 * ny);

                  assert_cell (inside, x, y);
                  /* Just across the edge lies the neighbour sharing it. */
                  g_assert_cmpint (tactics_distance (TACTICS_METRIC_HEX, cell, outside), ==, 1);
                }

              /* Near each corner, 0.1 px inside along the way to the centre. */
              {
                double dx = cx - corner_x[edge], dy = cy - corner_y[edge];
                double len = hypot (dx, dy);

                assert_cell (tactics_pixel_to_cell (TACTICS_TOPOLOGY_HEX, size,
                                                    corner_x[edge] + 0.1 * dx / len,
                                                    corner_y[edge] + 0.1 * dy / len), x, y);
              }
            }
        }
    }

  /* The bounding box holds every hex exactly. */
  tactics_board_pixel_size (TACTICS_TOPOLOGY_HEX, size, BOARD, BOARD, &w, &h);
  g_assert_cmpfloat_with_epsilon (w, max_x, 1e-6);
  g_assert_cmpfloat_with_epsilon (h, max_y, 1e-6);
  tactics_board_pixel_size (TACTICS_TOPOLOGY_HEX, size, 3, 1, &w, &h);
  g_assert_cmpfloat_with_epsilon (w, 3 * hex_width, 1e-9);
  g_assert_cmpfloat_with_epsilon (h, 2 * size, 1e-9);
}

static void
test_pixels (void)
{
  check_pixels_square (32);
  check_pixels_square (17.25);
  check_pixels_hex (20);
  check_pixels_hex (37.5);
  check_pixels_hex (4);
}

static void
test_cell_boxed (void)
{
  TacticsCell cell = { 3, -4 };
  g_autoptr(TacticsCell) copy = g_boxed_copy (TACTICS_TYPE_CELL, &cell);
  g_autoptr(TacticsCell) copy2 = tactics_cell_copy (copy);

  g_assert_true (G_TYPE_IS_BOXED (TACTICS_TYPE_CELL));
  g_assert_cmpint (copy->x, ==, 3);
  g_assert_cmpint (copy->y, ==, -4);
  g_assert_cmpint (copy2->x, ==, 3);
  g_assert_cmpint (copy2->y, ==, -4);
  g_assert_true (copy != copy2);
  tactics_cell_free (NULL);
}

int
main (int argc, char *argv[])
{
  g_test_init (&argc, &argv, NULL);

  g_test_add_func ("/geometry/round-trips", test_round_trips);
  g_test_add_func ("/geometry/cube-round", test_cube_round);
  g_test_add_func ("/geometry/distance/hex", test_distance_hex);
  g_test_add_func ("/geometry/distance/square", test_distance_square);
  g_test_add_func ("/geometry/metrics", test_metrics);
  g_test_add_func ("/geometry/neighbours", test_neighbours);
  g_test_add_func ("/geometry/directions", test_directions);
  g_test_add_func ("/geometry/lines", test_lines);
  g_test_add_func ("/geometry/pixels", test_pixels);
  g_test_add_func ("/geometry/cell-outline", test_cell_outline);
  g_test_add_func ("/geometry/cell-boxed", test_cell_boxed);

  return g_test_run ();
}
