/* SPDX-License-Identifier: GPL-3.0-or-later */
#include "tactics.h"

#include <math.h>
#include <string.h>

/* Lines of sight (doc/rules.md, Line of sight). Boards are drawn as text:
 * `#` blocks, `.` does not, `A` and `B` (or `U`) mark cells a case uses and
 * do not block. */

typedef struct {
  TacticsSightGrid grid;
  guint8          *blocks;
  TacticsCell      a;
  TacticsCell      b;
} Board;

static void
board_clear (Board *board)
{
  g_clear_pointer (&board->blocks, g_free);
}

G_DEFINE_AUTO_CLEANUP_CLEAR_FUNC (Board, board_clear)

/* Rows separated by newlines, cells by spaces. */
static void
board_parse (Board           *board,
             TacticsTopology  topology,
             const char      *text)
{
  g_auto(GStrv) rows = g_strsplit (text, "\n", -1);
  int height = 0, width = -1;

  memset (board, 0, sizeof *board);
  board->a = board->b = (TacticsCell) { -1, -1 };
  for (int y = 0; rows[y] != NULL; y++)
    if (*g_strstrip (rows[y]) != '\0')
      height++;
  g_assert_cmpint (height, >, 0);
  for (int y = 0, row = 0; rows[y] != NULL; y++)
    {
      g_auto(GStrv) cells = NULL;

      if (*rows[y] == '\0')
        continue;
      cells = g_strsplit_set (rows[y], " ", -1);
      if (width < 0)
        {
          width = (int) g_strv_length (cells);
          board->blocks = g_new0 (guint8, width * height);
        }
      g_assert_cmpint ((int) g_strv_length (cells), ==, width);
      for (int x = 0; x < width; x++)
        {
          char c = cells[x][0];

          board->blocks[row * width + x] = c == '#';
          if (c == 'A' || c == 'U')
            board->a = (TacticsCell) { x, row };
          else if (c == 'B')
            board->b = (TacticsCell) { x, row };
        }
      row++;
    }
  board->grid = (TacticsSightGrid) { topology, width, height, board->blocks };
}

static void
board_random (Board           *board,
              TacticsTopology  topology,
              int              width,
              int              height,
              int              percent,
              guint32          seed)
{
  g_autoptr(GRand) rand = g_rand_new_with_seed (seed);

  memset (board, 0, sizeof *board);
  board->blocks = g_new0 (guint8, width * height);
  for (int i = 0; i < width * height; i++)
    board->blocks[i] = g_rand_int_range (rand, 0, 100) < percent;
  board->grid = (TacticsSightGrid) { topology, width, height, board->blocks };
}

/* The field of the board's `U`, drawn: `U` the origin, `o` a cell seen,
 * `#` a blocking cell seen, `.` a cell not seen. */
static char *
field_to_string (const Board *board,
                 int          range,
                 guint       *marked)
{
  const TacticsSightGrid *grid = &board->grid;
  g_autofree guint8 *seen = g_new0 (guint8, grid->width * grid->height);
  GString *out = g_string_new (NULL);

  *marked = tactics_sight_field (grid, board->a, range, seen);
  for (int y = 0; y < grid->height; y++)
    {
      for (int x = 0; x < grid->width; x++)
        {
          int i = y * grid->width + x;
          char c = !seen[i] ? '.' : board->blocks[i] ? '#' : 'o';

          if (x == board->a.x && y == board->a.y)
            c = 'U';
          g_string_append_printf (out, x == 0 ? "%c" : " %c", c);
        }
      g_string_append_c (out, '\n');
    }
  return g_string_free (out, FALSE);
}

/* Hand-drawn cases: whether A sees B, checked both ways. */
typedef struct {
  const char      *name;
  TacticsTopology  topology;
  const char      *board;
  gboolean         sees;
} LineCase;

static const LineCase line_cases[] = {
  /* Square: the segment squeezes through the corner between two diagonal
   * blockers only if one of them is open. */
  { "square/corner-squeeze-closed", TACTICS_TOPOLOGY_SQUARE,
    "A # .\n"
    "# B .\n", FALSE },
  { "square/corner-squeeze-half-open", TACTICS_TOPOLOGY_SQUARE,
    "A # .\n"
    ". B .\n", TRUE },
  { "square/corner-squeeze-other-half", TACTICS_TOPOLOGY_SQUARE,
    "A . .\n"
    "# B .\n", TRUE },
  { "square/long-diagonal-squeeze", TACTICS_TOPOLOGY_SQUARE,
    "A . . .\n"
    ". . # .\n"
    ". # . .\n"
    ". . . B\n", FALSE },
  { "square/long-diagonal-grazes-one", TACTICS_TOPOLOGY_SQUARE,
    "A . . .\n"
    ". . # .\n"
    ". . . .\n"
    ". . . B\n", TRUE },
  /* (0,0) to (2,1) passes through the middle of the side between 1,0 and
   * 1,1: inside both, so either blocks. */
  { "square/side-middle-top", TACTICS_TOPOLOGY_SQUARE,
    "A # .\n"
    ". . B\n", FALSE },
  { "square/side-middle-bottom", TACTICS_TOPOLOGY_SQUARE,
    "A . .\n"
    ". # B\n", FALSE },
  /* 0,0 to 3,1 crosses 1,0 and 2,1 and passes through the corner between
   * them: 2,0 and 1,1 are only touched, and both must block. */
  { "square/shallow-corner-closed", TACTICS_TOPOLOGY_SQUARE,
    "A . # .\n"
    ". # . B\n", FALSE },
  { "square/shallow-corner-half-open", TACTICS_TOPOLOGY_SQUARE,
    "A . # .\n"
    ". . . B\n", TRUE },
  { "square/shallow-crosses", TACTICS_TOPOLOGY_SQUARE,
    "A # . .\n"
    ". . . B\n", FALSE },
  /* A blocker is seen itself but hides what is behind it. */
  { "square/blocker-seen", TACTICS_TOPOLOGY_SQUARE,
    "A . B .\n", TRUE },
  { "square/blocker-hides", TACTICS_TOPOLOGY_SQUARE,
    "A . # B\n", FALSE },
  { "square/next-to-blocker", TACTICS_TOPOLOGY_SQUARE,
    "A #\n"
    "B #\n", TRUE },
  /* Hex (odd rows shifted right): 2,2 to 3,3 is the diagonal that runs
   * along the edge between 3,2 and 2,3. */
  { "hex/edge-closed", TACTICS_TOPOLOGY_HEX,
    ". . . . .\n"
    ". . . . .\n"
    ". . A # .\n"
    ". . # B .\n", FALSE },
  { "hex/edge-half-open", TACTICS_TOPOLOGY_HEX,
    ". . . . .\n"
    ". . . . .\n"
    ". . A # .\n"
    ". . . B .\n", TRUE },
  { "hex/edge-other-half", TACTICS_TOPOLOGY_HEX,
    ". . . . .\n"
    ". . . . .\n"
    ". . A . .\n"
    ". . # B .\n", TRUE },
  /* Straight up the board, 1,0 to 1,2 runs along the edge between 0,1
   * and 1,1. */
  { "hex/vertical-closed", TACTICS_TOPOLOGY_HEX,
    ". A .\n"
    "# # .\n"
    ". B .\n", FALSE },
  { "hex/vertical-half-open", TACTICS_TOPOLOGY_HEX,
    ". A .\n"
    ". # .\n"
    ". B .\n", TRUE },
  /* At the ragged left side the other hex of the edge is off the board,
   * where nothing blocks. */
  { "hex/edge-off-board", TACTICS_TOPOLOGY_HEX,
    "A . .\n"
    "# . .\n"
    "B . .\n", TRUE },
  { "hex/straight-row", TACTICS_TOPOLOGY_HEX,
    "A # . B\n", FALSE },
  { "hex/blocker-seen", TACTICS_TOPOLOGY_HEX,
    "A . B .\n", TRUE },
  /* 0,0 to 2,1 goes through the inside of 1,0 and passes below 2,0 and
   * above 0,1 without touching them. */
  { "hex/slant-crosses", TACTICS_TOPOLOGY_HEX,
    "A # . .\n"
    ". . B .\n", FALSE },
  { "hex/slant-misses", TACTICS_TOPOLOGY_HEX,
    "A . # .\n"
    "# . B .\n", TRUE },
};

static void
test_line_case (gconstpointer data)
{
  const LineCase *c = data;
  g_auto(Board) board;

  board_parse (&board, c->topology, c->board);
  g_assert_cmpint (board.a.x, >=, 0);
  g_assert_cmpint (board.b.x, >=, 0);
  g_assert_cmpint (tactics_sight_line (&board.grid, board.a, board.b), ==, c->sees);
  g_assert_cmpint (tactics_sight_line (&board.grid, board.b, board.a), ==, c->sees);
}

/* An independent picture of the rule, in floating point: how deep the
 * segment between two centres goes into a cell (separating axes over the
 * cell's edge normals and the segment's normal). Positive: it crosses the
 * inside; about 0: it only touches. */
static double
penetration (TacticsTopology topology,
             TacticsCell     a,
             TacticsCell     b,
             TacticsCell     cell)
{
  int n = topology == TACTICS_TOPOLOGY_HEX ? 6 : 4;
  double ax, ay, bx, by, cx, cy;
  double px[6], py[6];
  double depth = G_MAXDOUBLE;

  tactics_cell_to_pixel (topology, 1.0, a, &ax, &ay);
  tactics_cell_to_pixel (topology, 1.0, b, &bx, &by);
  tactics_cell_to_pixel (topology, 1.0, cell, &cx, &cy);
  for (int i = 0; i < n; i++)
    tactics_cell_corner (topology, 1.0, cx, cy, i, &px[i], &py[i]);

  for (int axis = 0; axis <= n; axis++)
    {
      double nx, ny, lo = G_MAXDOUBLE, hi = -G_MAXDOUBLE, s0, s1;

      if (axis < n)
        {
          nx = py[(axis + 1) % n] - py[axis];
          ny = px[axis] - px[(axis + 1) % n];
        }
      else
        {
          nx = by - ay;
          ny = ax - bx;
        }
      {
        double norm = hypot (nx, ny);

        nx /= norm;
        ny /= norm;
      }
      for (int i = 0; i < n; i++)
        {
          double p = px[i] * nx + py[i] * ny;

          lo = MIN (lo, p);
          hi = MAX (hi, p);
        }
      s0 = MIN (ax * nx + ay * ny, bx * nx + by * ny);
      s1 = MAX (ax * nx + ay * ny, bx * nx + by * ny);
      depth = MIN (depth, MIN (s1 - lo, hi - s0));
    }
  return depth;
}

/* With one blocker, a line is blocked exactly when the segment goes
 * inside it: touching a corner or running along an edge is not enough. */
static void
test_single_blocker (gconstpointer data)
{
  TacticsTopology topology = GPOINTER_TO_INT (data);
  int width = 7, height = 6;
  g_autofree guint8 *blocks = g_new0 (guint8, width * height);
  TacticsSightGrid grid = { topology, width, height, blocks };
  guint touching = 0, crossing = 0;

  for (int k = 0; k < width * height; k++)
    {
      TacticsCell blocker = { k % width, k / width };

      blocks[k] = 1;
      for (int i = 0; i < width * height; i++)
        for (int j = 0; j < width * height; j++)
          {
            TacticsCell a = { i % width, i / width };
            TacticsCell b = { j % width, j / width };
            double depth;
            gboolean sees;

            if (i == k || j == k || i == j)
              {
                g_assert_true (tactics_sight_line (&grid, a, b));
                continue;
              }
            depth = penetration (topology, a, b, blocker);
            sees = tactics_sight_line (&grid, a, b);
            if (fabs (depth) < 1e-9)
              touching++;
            if (depth > 1e-9)
              crossing++;
            if (sees != (depth <= 1e-9))
              g_error ("%d,%d to %d,%d with a blocker at %d,%d: sees %d, depth %g",
                       a.x, a.y, b.x, b.y, blocker.x, blocker.y, sees, depth);
          }
      blocks[k] = 0;
    }
  /* The boards are big enough for both kinds of near miss to occur. */
  g_assert_cmpuint (touching, >, 100);
  g_assert_cmpuint (crossing, >, 1000);
}

typedef struct {
  TacticsTopology topology;
  int             width;
  int             height;
} RandomCase;

static const RandomCase random_cases[] = {
  { TACTICS_TOPOLOGY_SQUARE, 9, 8 },
  { TACTICS_TOPOLOGY_SQUARE, 8, 9 },
  /* Hex boards ending on an even and on an odd row. */
  { TACTICS_TOPOLOGY_HEX, 9, 8 },
  { TACTICS_TOPOLOGY_HEX, 8, 9 },
};

/* Every pair of cells of random boards, both ways. */
static void
test_symmetry (gconstpointer data)
{
  const RandomCase *c = data;

  for (guint32 seed = 1; seed <= 6; seed++)
    {
      g_auto(Board) board;
      int n = c->width * c->height;
      guint blocked = 0;

      board_random (&board, c->topology, c->width, c->height, 10 + 8 * (int) seed, seed);
      for (int i = 0; i < n; i++)
        for (int j = i; j < n; j++)
          {
            TacticsCell a = { i % c->width, i / c->width };
            TacticsCell b = { j % c->width, j / c->width };
            gboolean ab = tactics_sight_line (&board.grid, a, b);

            g_assert_cmpint (ab, ==, tactics_sight_line (&board.grid, b, a));
            if (i == j)
              g_assert_true (ab);
            blocked += !ab;
          }
      /* Some lines are blocked, or the check says little. */
      g_assert_cmpuint (blocked, >, 0);
    }
}

/* The field marks exactly the cells in range that the line sees. */
static void
test_field_matches_line (gconstpointer data)
{
  const RandomCase *c = data;
  static const int ranges[] = { 0, 1, 2, 3, 5, 20 };
  TacticsMetric metric = tactics_default_metric (c->topology);

  for (guint32 seed = 1; seed <= 4; seed++)
    {
      g_auto(Board) board;
      int n = c->width * c->height;
      g_autofree guint8 *seen = g_new (guint8, n);

      board_random (&board, c->topology, c->width, c->height, 15 * (int) seed, seed + 100);
      for (int i = 0; i < n; i++)
        for (guint r = 0; r < G_N_ELEMENTS (ranges); r++)
          {
            TacticsCell origin = { i % c->width, i / c->width };
            guint marked, expected = 0;

            memset (seen, 0, n);
            marked = tactics_sight_field (&board.grid, origin, ranges[r], seen);
            for (int j = 0; j < n; j++)
              {
                TacticsCell cell = { j % c->width, j / c->width };
                gboolean in_view = tactics_distance (metric, origin, cell) <= ranges[r]
                                   && tactics_sight_line (&board.grid, origin, cell);

                if (seen[j] != in_view)
                  g_error ("from %d,%d range %d: %d,%d marked %d, line says %d",
                           origin.x, origin.y, ranges[r], cell.x, cell.y, seen[j], in_view);
                expected += in_view;
              }
            g_assert_cmpuint (marked, ==, expected);
          }
    }
}

/* The figures of doc/rules.md, Line of sight. */
typedef struct {
  const char      *name;
  TacticsTopology  topology;
  int              range;
  const char      *map;
  const char      *field;
  guint            marked;
} FieldCase;

static const FieldCase field_cases[] = {
  { "square", TACTICS_TOPOLOGY_SQUARE, 4,
    ". . . . . . . . .\n"
    ". . . . . . . . .\n"
    ". . . . . # . . .\n"
    ". . # . U . . . .\n"
    ". . . . . . # . .\n"
    ". . . # . . # . .\n"
    ". . . . . . . . .\n",
    "o o o o o o . . .\n"
    "o o o o o . . . .\n"
    ". o o o o # . o o\n"
    ". . # o U o o o o\n"
    ". o o o o o # . .\n"
    "o o o # o o # . .\n"
    "o o . . o o . . .\n", 42 },
  { "hex", TACTICS_TOPOLOGY_HEX, 3,
    ". . . . . . . . .\n"
    ". . . . . . . . .\n"
    ". . . . # . . . .\n"
    ". . # . U . . . .\n"
    ". . . . . # # . .\n"
    ". . . . . . . . .\n"
    ". . . . . . . . .\n",
    ". . . . . o o . .\n"
    ". . . . o o o . .\n"
    ". . o o # o o o .\n"
    ". . # o U o o o .\n"
    ". . o o o # # . .\n"
    ". . o o o . . . .\n"
    ". . . o o . . . .\n", 27 },
};

static void
test_field_figure (gconstpointer data)
{
  const FieldCase *c = data;
  g_auto(Board) board;
  g_autofree char *got = NULL;
  guint marked;

  board_parse (&board, c->topology, c->map);
  got = field_to_string (&board, c->range, &marked);
  if (g_test_verbose ())
    g_test_message ("\n%s", got);
  g_assert_cmpstr (got, ==, c->field);
  g_assert_cmpuint (marked, ==, c->marked);
}

/* Range 0 is the origin alone, even on a blocking cell; the buffer's other
 * bytes are left as they were. */
static void
test_range_zero (void)
{
  g_auto(Board) board;
  guint8 seen[9];

  board_parse (&board, TACTICS_TOPOLOGY_SQUARE,
               ". . .\n"
               ". # .\n"
               ". . .\n");
  memset (seen, 7, sizeof seen);
  g_assert_cmpuint (tactics_sight_field (&board.grid, (TacticsCell) { 1, 1 }, 0, seen), ==, 1);
  for (guint i = 0; i < G_N_ELEMENTS (seen); i++)
    g_assert_cmpint (seen[i], ==, i == 4 ? 1 : 7);
}

/* Near the edges and corners only cells on the board are marked, however
 * big the range, and nothing at all blocks when the grid has no blocks. */
static void
test_board_edges (gconstpointer data)
{
  TacticsTopology topology = GPOINTER_TO_INT (data);
  TacticsMetric metric = tactics_default_metric (topology);
  int width = 6, height = 5;
  TacticsSightGrid open = { topology, width, height, NULL };
  g_autofree guint8 *zeros = g_new0 (guint8, width * height);
  TacticsSightGrid none_block = { topology, width, height, zeros };
  static const TacticsCell origins[] = { { 0, 0 }, { 5, 0 }, { 0, 4 }, { 5, 4 }, { 2, 2 } };

  for (guint o = 0; o < G_N_ELEMENTS (origins); o++)
    for (int range = 0; range <= 12; range++)
      {
        /* Padding after the board catches a write off its end. */
        guint8 seen[6 * 5 + 8], seen_zeros[6 * 5];
        guint expected = 0;

        memset (seen, 0, sizeof seen);
        memset (seen_zeros, 0, sizeof seen_zeros);
        for (int i = 0; i < width * height; i++)
          expected += tactics_distance (metric, origins[o], (TacticsCell) { i % width, i / width })
                      <= range;
        g_assert_cmpuint (tactics_sight_field (&open, origins[o], range, seen), ==, expected);
        g_assert_cmpuint (tactics_sight_field (&none_block, origins[o], range, seen_zeros), ==,
                          expected);
        g_assert_cmpmem (seen, width * height, seen_zeros, width * height);
        for (gsize i = width * height; i < sizeof seen; i++)
          g_assert_cmpint (seen[i], ==, 0);
      }
  if (topology == TACTICS_TOPOLOGY_SQUARE)
    {
      guint8 seen[6 * 5] = { 0 };

      g_assert_cmpuint (tactics_sight_field (&open, (TacticsCell) { 0, 0 }, 100, seen), ==,
                        (guint) (width * height));
    }
}

/* Cells off the board are a mistake of the caller, not an answer. */
static void
test_bad_arguments (void)
{
  guint8 blocks[4] = { 0 }, seen[4] = { 0 };
  TacticsSightGrid grid = { TACTICS_TOPOLOGY_SQUARE, 2, 2, blocks };

  if (g_test_subprocess ())
    {
      g_assert_false (tactics_sight_line (&grid, (TacticsCell) { 2, 0 }, (TacticsCell) { 0, 0 }));
      return;
    }
  g_test_trap_subprocess (NULL, 0, G_TEST_SUBPROCESS_DEFAULT);
  g_test_trap_assert_failed ();
  g_test_trap_assert_stderr ("*on_board*");

  g_test_expect_message ("Tactics", G_LOG_LEVEL_CRITICAL, "*range >= 0*");
  g_assert_cmpuint (tactics_sight_field (&grid, (TacticsCell) { 0, 0 }, -1, seen), ==, 0);
  g_test_assert_expected_messages ();
}

int
main (int   argc,
      char *argv[])
{
  g_test_init (&argc, &argv, NULL);

  for (guint i = 0; i < G_N_ELEMENTS (line_cases); i++)
    {
      g_autofree char *path = g_strdup_printf ("/sight/line/%s", line_cases[i].name);

      g_test_add_data_func (path, &line_cases[i], test_line_case);
    }
  g_test_add_data_func ("/sight/single-blocker/square",
                        GINT_TO_POINTER (TACTICS_TOPOLOGY_SQUARE), test_single_blocker);
  g_test_add_data_func ("/sight/single-blocker/hex",
                        GINT_TO_POINTER (TACTICS_TOPOLOGY_HEX), test_single_blocker);
  for (guint i = 0; i < G_N_ELEMENTS (random_cases); i++)
    {
      const RandomCase *c = &random_cases[i];
      const char *topology = c->topology == TACTICS_TOPOLOGY_HEX ? "hex" : "square";
      g_autofree char *symmetry = g_strdup_printf ("/sight/symmetry/%s-%dx%d", topology,
                                                   c->width, c->height);
      g_autofree char *field = g_strdup_printf ("/sight/field-matches-line/%s-%dx%d",
                                                topology, c->width, c->height);

      g_test_add_data_func (symmetry, c, test_symmetry);
      g_test_add_data_func (field, c, test_field_matches_line);
    }
  for (guint i = 0; i < G_N_ELEMENTS (field_cases); i++)
    {
      g_autofree char *path = g_strdup_printf ("/sight/figure/%s", field_cases[i].name);

      g_test_add_data_func (path, &field_cases[i], test_field_figure);
    }
  g_test_add_func ("/sight/range-zero", test_range_zero);
  g_test_add_data_func ("/sight/board-edges/square",
                        GINT_TO_POINTER (TACTICS_TOPOLOGY_SQUARE), test_board_edges);
  g_test_add_data_func ("/sight/board-edges/hex",
                        GINT_TO_POINTER (TACTICS_TOPOLOGY_HEX), test_board_edges);
  g_test_add_func ("/sight/bad-arguments", test_bad_arguments);

  return g_test_run ();
}
