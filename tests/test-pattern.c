/* SPDX-License-Identifier: GPL-3.0-or-later */
#include "tactics.h"

#include <string.h>

static char *
cells_to_string (GArray *cells)
{
  GString *out = g_string_new (NULL);

  for (guint i = 0; i < cells->len; i++)
    {
      TacticsCell cell = g_array_index (cells, TacticsCell, i);

      g_string_append_printf (out, "%s%d,%d", i > 0 ? " " : "", cell.x, cell.y);
    }
  return g_string_free (out, FALSE);
}

static void
assert_foci (const TacticsPattern *pattern,
             TacticsCell           unit,
             const char           *expected)
{
  g_autoptr(GArray) cells = g_array_new (FALSE, FALSE, sizeof (TacticsCell));
  g_autofree char *got = NULL;

  tactics_pattern_get_foci (pattern, unit, cells);
  got = cells_to_string (cells);
  g_assert_cmpstr (got, ==, expected);

  /* get_foci lists exactly the cells focus_allowed accepts. */
  for (int y = -2; y < pattern->height + 2; y++)
    {
      for (int x = -2; x < pattern->width + 2; x++)
        {
          gboolean listed = FALSE;

          for (guint i = 0; i < cells->len; i++)
            listed |= g_array_index (cells, TacticsCell, i).x == x &&
                      g_array_index (cells, TacticsCell, i).y == y;
          g_assert_cmpint (tactics_pattern_focus_allowed (pattern, unit, (TacticsCell) { x, y }),
                           ==, listed);
        }
    }
}

static void
assert_effect (const TacticsPattern *pattern,
               TacticsCell           unit,
               TacticsCell           focus,
               const char           *expected)
{
  g_autoptr(GArray) cells = g_array_new (FALSE, FALSE, sizeof (TacticsCell));
  g_autofree char *got = NULL;

  tactics_pattern_get_effect (pattern, unit, focus, cells);
  got = cells_to_string (cells);
  g_assert_cmpstr (got, ==, expected);
}

/* The picture `tactics-cli pattern` prints: U the unit, F the focus, * the
 * other effect cells, o the other foci, . the rest; the first wins. */
static char *
draw (const TacticsPattern *pattern,
      TacticsCell           unit,
      TacticsCell           focus)
{
  g_autoptr(GArray) foci = g_array_new (FALSE, FALSE, sizeof (TacticsCell));
  g_autoptr(GArray) effect = g_array_new (FALSE, FALSE, sizeof (TacticsCell));
  g_autofree char *board = g_malloc ((gsize) pattern->width * pattern->height);
  GString *out = g_string_new (NULL);

  memset (board, '.', (gsize) pattern->width * pattern->height);
  tactics_pattern_get_foci (pattern, unit, foci);
  tactics_pattern_get_effect (pattern, unit, focus, effect);
  for (guint i = 0; i < foci->len; i++)
    {
      TacticsCell c = g_array_index (foci, TacticsCell, i);

      board[c.y * pattern->width + c.x] = 'o';
    }
  for (guint i = 0; i < effect->len; i++)
    {
      TacticsCell c = g_array_index (effect, TacticsCell, i);

      board[c.y * pattern->width + c.x] = '*';
    }
  if (effect->len > 0)
    board[focus.y * pattern->width + focus.x] = 'F';
  board[unit.y * pattern->width + unit.x] = 'U';

  for (int y = 0; y < pattern->height; y++)
    {
      for (int x = 0; x < pattern->width; x++)
        g_string_append_printf (out, "%s%c", x > 0 ? " " : "", board[y * pattern->width + x]);
      g_string_append_c (out, '\n');
    }
  return g_string_free (out, FALSE);
}

/* doc/rules.md, figure 1: a flame-thrower, range 1, linear, extent 3. */
static void
test_rules_flame_thrower (void)
{
  TacticsPattern pattern;
  const TacticsCell unit = { 3, 3 };
  /* The figure numbers the directions 1..8 from the north-west, clockwise
   * from the top; here they are by focus. */
  const struct {
    TacticsCell focus;
    const char *effect;
  } figure[] = {
    { { 2, 2 }, "2,2 1,1 0,0" },  /* 1 */
    { { 3, 2 }, "3,2 3,1 3,0" },  /* 2 */
    { { 4, 2 }, "4,2 5,1 6,0" },  /* 3 */
    { { 4, 3 }, "4,3 5,3 6,3" },  /* 4 */
    { { 4, 4 }, "4,4 5,5 6,6" },  /* 5 */
    { { 3, 4 }, "3,4 3,5 3,6" },  /* 6 */
    { { 2, 4 }, "2,4 1,5 0,6" },  /* 7 */
    { { 2, 3 }, "2,3 1,3 0,3" },  /* 8 */
  };

  tactics_pattern_init (&pattern, TACTICS_TOPOLOGY_SQUARE, 7, 7, TACTICS_METRIC_CHEBYSHEV,
                        TACTICS_SHAPE_LINEAR, 1, 1, 3);
  assert_foci (&pattern, unit, "2,2 3,2 4,2 2,3 4,3 2,4 3,4 4,4");
  for (guint i = 0; i < G_N_ELEMENTS (figure); i++)
    assert_effect (&pattern, unit, figure[i].focus, figure[i].effect);

  /* With manhattan, only the 4 orthogonal lines. */
  tactics_pattern_init (&pattern, TACTICS_TOPOLOGY_SQUARE, 7, 7, TACTICS_METRIC_MANHATTAN,
                        TACTICS_SHAPE_LINEAR, 1, 1, 3);
  assert_foci (&pattern, unit, "3,2 2,3 4,3 3,4");
  assert_effect (&pattern, unit, (TacticsCell) { 2, 3 }, "2,3 1,3 0,3");
  assert_effect (&pattern, unit, (TacticsCell) { 2, 2 }, "");
}

/* doc/rules.md, figure 2: a grenade, range 2, circular, extent 2. */
static void
test_rules_grenade (void)
{
  TacticsPattern pattern;
  const TacticsCell unit = { 3, 3 };
  g_autoptr(GArray) foci = g_array_new (FALSE, FALSE, sizeof (TacticsCell));

  tactics_pattern_init (&pattern, TACTICS_TOPOLOGY_SQUARE, 7, 7, TACTICS_METRIC_CHEBYSHEV,
                        TACTICS_SHAPE_CIRCULAR, 2, 2, 2);
  /* The ring at Chebyshev distance 2. */
  assert_foci (&pattern, unit,
               "1,1 2,1 3,1 4,1 5,1 "
               "1,2 5,2 "
               "1,3 5,3 "
               "1,4 5,4 "
               "1,5 2,5 3,5 4,5 5,5");
  /* The figure's focus, F, with its 3×3 block of *. */
  assert_effect (&pattern, unit, (TacticsCell) { 1, 2 }, "1,2 0,1 1,1 2,1 0,2 2,2 0,3 1,3 2,3");

  /* Every focus: itself first, then its 3×3 block row by row. */
  tactics_pattern_get_foci (&pattern, unit, foci);
  for (guint i = 0; i < foci->len; i++)
    {
      TacticsCell f = g_array_index (foci, TacticsCell, i);
      g_autoptr(GString) expected = g_string_new (NULL);

      g_string_append_printf (expected, "%d,%d", f.x, f.y);
      for (int y = f.y - 1; y <= f.y + 1; y++)
        for (int x = f.x - 1; x <= f.x + 1; x++)
          if (x != f.x || y != f.y)
            g_string_append_printf (expected, " %d,%d", x, y);
      assert_effect (&pattern, unit, f, expected->str);
    }

  /* Near a corner the block is clipped to the board. */
  assert_foci (&pattern, (TacticsCell) { 1, 1 }, "3,0 3,1 3,2 0,3 1,3 2,3 3,3");
  assert_effect (&pattern, (TacticsCell) { 1, 1 }, (TacticsCell) { 0, 3 },
                 "0,3 0,2 1,2 1,3 0,4 1,4");
  assert_effect (&pattern, (TacticsCell) { 5, 5 }, (TacticsCell) { 6, 3 },
                 "6,3 5,2 6,2 5,3 5,4 6,4");
}

/* The flame-thrower aimed east, as doc/rules.md prints it. */
static void
test_rules_flame_east (void)
{
  TacticsPattern pattern;
  g_autofree char *picture = NULL;

  tactics_pattern_init (&pattern, TACTICS_TOPOLOGY_SQUARE, 7, 7,
                        tactics_default_metric (TACTICS_TOPOLOGY_SQUARE),
                        TACTICS_SHAPE_LINEAR, 1, 1, 3);
  picture = draw (&pattern, (TacticsCell) { 3, 3 }, (TacticsCell) { 4, 3 });
  g_assert_cmpstr (picture, ==,
                   ". . . . . . .\n"
                   ". . . . . . .\n"
                   ". . o o o . .\n"
                   ". . o U F * *\n"
                   ". . o o o . .\n"
                   ". . . . . . .\n"
                   ". . . . . . .\n");
}

static void
test_hex (void)
{
  TacticsPattern pattern;
  g_autofree char *picture = NULL;

  /* Linear, range 1–2, extent 2 on hex, the unit on an odd row: 6 lines. */
  tactics_pattern_init (&pattern, TACTICS_TOPOLOGY_HEX, 7, 7, TACTICS_METRIC_CHEBYSHEV,
                        TACTICS_SHAPE_LINEAR, 1, 2, 2);
  g_assert_cmpint (pattern.metric, ==, TACTICS_METRIC_HEX);
  assert_foci (&pattern, (TacticsCell) { 3, 3 },
               "2,1 4,1 "
               "3,2 4,2 "
               "1,3 2,3 4,3 5,3 "
               "3,4 4,4 "
               "2,5 4,5");
  /* East, and on through the far side. */
  assert_effect (&pattern, (TacticsCell) { 3, 3 }, (TacticsCell) { 4, 3 }, "4,3 5,3");
  /* North-east from an odd row: (4,2), then (4,1), (5,0). */
  assert_effect (&pattern, (TacticsCell) { 3, 3 }, (TacticsCell) { 4, 2 }, "4,2 4,1");
  assert_effect (&pattern, (TacticsCell) { 3, 3 }, (TacticsCell) { 4, 1 }, "4,1 5,0");
  /* South-west, two steps out. */
  assert_effect (&pattern, (TacticsCell) { 3, 3 }, (TacticsCell) { 2, 5 }, "2,5 2,6");
  /* Off the lines: nothing. */
  g_assert_cmpint (tactics_distance (TACTICS_METRIC_HEX, (TacticsCell) { 3, 3 },
                                     (TacticsCell) { 5, 4 }), ==, 2);
  g_assert_false (tactics_pattern_focus_allowed (&pattern, (TacticsCell) { 3, 3 },
                                                 (TacticsCell) { 5, 4 }));
  assert_effect (&pattern, (TacticsCell) { 3, 3 }, (TacticsCell) { 5, 4 }, "");

  /* Circular, extent 2: the focus and its 6 neighbours. */
  tactics_pattern_init (&pattern, TACTICS_TOPOLOGY_HEX, 7, 7, TACTICS_METRIC_HEX,
                        TACTICS_SHAPE_CIRCULAR, 2, 2, 2);
  assert_foci (&pattern, (TacticsCell) { 2, 2 },
               "1,0 2,0 3,0 "
               "0,1 3,1 "
               "0,2 4,2 "
               "0,3 3,3 "
               "1,4 2,4 3,4");
  assert_effect (&pattern, (TacticsCell) { 2, 2 }, (TacticsCell) { 4, 2 },
                 "4,2 3,1 4,1 3,2 5,2 3,3 4,3");
  assert_effect (&pattern, (TacticsCell) { 2, 2 }, (TacticsCell) { 3, 3 },
                 "3,3 3,2 4,2 2,3 4,3 3,4 4,4");
  /* Clipped at the top. */
  assert_effect (&pattern, (TacticsCell) { 2, 2 }, (TacticsCell) { 2, 0 }, "2,0 1,0 3,0 1,1 2,1");

  tactics_pattern_init (&pattern, TACTICS_TOPOLOGY_HEX, 7, 7, TACTICS_METRIC_HEX,
                        TACTICS_SHAPE_CIRCULAR, 0, 0, 3);
  picture = draw (&pattern, (TacticsCell) { 3, 3 }, (TacticsCell) { 3, 3 });
  /* Radius 2 around the unit (drawn U, the focus it hides). */
  g_assert_cmpstr (picture, ==,
                   ". . . . . . .\n"
                   ". . * * * . .\n"
                   ". . * * * * .\n"
                   ". * * U * * .\n"
                   ". . * * * * .\n"
                   ". . * * * . .\n"
                   ". . . . . . .\n");
}

static void
test_range_zero (void)
{
  TacticsPattern pattern;
  const TacticsCell unit = { 2, 2 };

  /* A unit may aim at itself... */
  tactics_pattern_init (&pattern, TACTICS_TOPOLOGY_SQUARE, 5, 5, TACTICS_METRIC_MANHATTAN,
                        TACTICS_SHAPE_SINGLE, 0, 1, 1);
  assert_foci (&pattern, unit, "2,1 1,2 2,2 3,2 2,3");
  assert_effect (&pattern, unit, unit, "2,2");

  tactics_pattern_init (&pattern, TACTICS_TOPOLOGY_SQUARE, 5, 5, TACTICS_METRIC_CHEBYSHEV,
                        TACTICS_SHAPE_CIRCULAR, 0, 0, 2);
  assert_foci (&pattern, unit, "2,2");
  assert_effect (&pattern, unit, unit, "2,2 1,1 2,1 3,1 1,2 3,2 1,3 2,3 3,3");

  /* ...but a line needs a direction. */
  tactics_pattern_init (&pattern, TACTICS_TOPOLOGY_SQUARE, 5, 5, TACTICS_METRIC_CHEBYSHEV,
                        TACTICS_SHAPE_LINEAR, 0, 1, 2);
  assert_foci (&pattern, unit, "1,1 2,1 3,1 1,2 3,2 1,3 2,3 3,3");
  assert_effect (&pattern, unit, unit, "");
  tactics_pattern_init (&pattern, TACTICS_TOPOLOGY_SQUARE, 5, 5, TACTICS_METRIC_CHEBYSHEV,
                        TACTICS_SHAPE_LINEAR, 0, 0, 2);
  assert_foci (&pattern, unit, "");
}

static void
test_clipping (void)
{
  TacticsPattern pattern;

  /* A line running off the board is cut there. */
  tactics_pattern_init (&pattern, TACTICS_TOPOLOGY_SQUARE, 7, 7, TACTICS_METRIC_CHEBYSHEV,
                        TACTICS_SHAPE_LINEAR, 1, 1, 5);
  assert_foci (&pattern, (TacticsCell) { 0, 1 }, "0,0 1,0 1,1 0,2 1,2");
  assert_effect (&pattern, (TacticsCell) { 0, 1 }, (TacticsCell) { 1, 0 }, "1,0");
  assert_effect (&pattern, (TacticsCell) { 0, 1 }, (TacticsCell) { 1, 2 }, "1,2 2,3 3,4 4,5 5,6");
  assert_effect (&pattern, (TacticsCell) { 0, 1 }, (TacticsCell) { 0, 2 }, "0,2 0,3 0,4 0,5 0,6");
  assert_effect (&pattern, (TacticsCell) { 0, 1 }, (TacticsCell) { 1, 1 }, "1,1 2,1 3,1 4,1 5,1");

  /* A whole board smaller than the blast. */
  tactics_pattern_init (&pattern, TACTICS_TOPOLOGY_SQUARE, 2, 1, TACTICS_METRIC_CHEBYSHEV,
                        TACTICS_SHAPE_CIRCULAR, 0, 5, 10);
  assert_foci (&pattern, (TacticsCell) { 0, 0 }, "0,0 1,0");
  assert_effect (&pattern, (TacticsCell) { 0, 0 }, (TacticsCell) { 1, 0 }, "1,0 0,0");

  /* Manhattan blasts are diamonds. */
  tactics_pattern_init (&pattern, TACTICS_TOPOLOGY_SQUARE, 4, 4, TACTICS_METRIC_MANHATTAN,
                        TACTICS_SHAPE_CIRCULAR, 1, 1, 3);
  assert_effect (&pattern, (TacticsCell) { 0, 0 }, (TacticsCell) { 1, 0 },
                 "1,0 0,0 2,0 3,0 0,1 1,1 2,1 1,2");
}

static void
test_refused (void)
{
  TacticsPattern pattern;
  const TacticsCell unit = { 3, 3 };
  const TacticsCell refused[] = {
    { 3, 3 },   /* too close */
    { 6, 6 },   /* too far */
    { 5, 4 },   /* in range but off every line */
    { -1, 3 },  /* off the board */
    { 3, 7 },
  };

  tactics_pattern_init (&pattern, TACTICS_TOPOLOGY_SQUARE, 7, 7, TACTICS_METRIC_CHEBYSHEV,
                        TACTICS_SHAPE_LINEAR, 1, 2, 3);
  for (guint i = 0; i < G_N_ELEMENTS (refused); i++)
    {
      g_assert_false (tactics_pattern_focus_allowed (&pattern, unit, refused[i]));
      assert_effect (&pattern, unit, refused[i], "");
    }
  g_assert_true (tactics_pattern_focus_allowed (&pattern, unit, (TacticsCell) { 5, 5 }));

  /* Foci are never off the board, even when in range. */
  tactics_pattern_init (&pattern, TACTICS_TOPOLOGY_SQUARE, 3, 3, TACTICS_METRIC_CHEBYSHEV,
                        TACTICS_SHAPE_SINGLE, 2, 2, 1);
  assert_foci (&pattern, (TacticsCell) { 0, 0 }, "2,0 2,1 0,2 1,2 2,2");
  g_assert_false (tactics_pattern_focus_allowed (&pattern, (TacticsCell) { 0, 0 },
                                                 (TacticsCell) { -2, 0 }));
}

static void
test_for_action (void)
{
  g_autoptr(TacticsAction) action = tactics_action_new ("grenade", "Grenade");
  TacticsPattern pattern;

  tactics_action_set_range_max (action, 2);
  tactics_action_set_range_min (action, 2);
  tactics_action_set_metric (action, TACTICS_METRIC_MANHATTAN);
  tactics_action_set_shape (action, TACTICS_SHAPE_CIRCULAR);
  tactics_action_set_extent (action, 2);

  tactics_action_init_pattern (action, &pattern, TACTICS_TOPOLOGY_SQUARE, 9, 8);
  g_assert_cmpint (pattern.topology, ==, TACTICS_TOPOLOGY_SQUARE);
  g_assert_cmpint (pattern.width, ==, 9);
  g_assert_cmpint (pattern.height, ==, 8);
  g_assert_cmpint (pattern.metric, ==, TACTICS_METRIC_MANHATTAN);
  g_assert_cmpint (pattern.shape, ==, TACTICS_SHAPE_CIRCULAR);
  g_assert_cmpuint (pattern.range_min, ==, 2);
  g_assert_cmpuint (pattern.range_max, ==, 2);
  g_assert_cmpuint (pattern.extent, ==, 2);

  /* On hex boards the metric is always hex. */
  tactics_action_init_pattern (action, &pattern, TACTICS_TOPOLOGY_HEX, 9, 8);
  g_assert_cmpint (pattern.metric, ==, TACTICS_METRIC_HEX);
  tactics_action_set_metric (action, TACTICS_METRIC_HEX);
  tactics_action_init_pattern (action, &pattern, TACTICS_TOPOLOGY_SQUARE, 9, 8);
  g_assert_cmpint (pattern.metric, ==, TACTICS_METRIC_CHEBYSHEV);
}

/* The metrics each topology has, and the size of an uncut effect, agree
 * with the cells the pattern lists (doc/rules.md: extent 2 is a radius of 1,
 * 9 cells with chebyshev, 5 with manhattan, 7 on hex). */
static void
test_extent_counts (void)
{
  static const struct {
    TacticsTopology topology;
    TacticsMetric   metric;
  } cases[] = {
    { TACTICS_TOPOLOGY_SQUARE, TACTICS_METRIC_MANHATTAN },
    { TACTICS_TOPOLOGY_SQUARE, TACTICS_METRIC_CHEBYSHEV },
    { TACTICS_TOPOLOGY_HEX, TACTICS_METRIC_HEX },
  };
  TacticsMetric metrics[TACTICS_N_METRICS];

  g_assert_cmpuint (tactics_topology_get_metrics (TACTICS_TOPOLOGY_SQUARE, metrics), ==, 2);
  g_assert_cmpint (metrics[0], ==, TACTICS_METRIC_MANHATTAN);
  g_assert_cmpint (metrics[1], ==, TACTICS_METRIC_CHEBYSHEV);
  g_assert_cmpuint (tactics_topology_get_metrics (TACTICS_TOPOLOGY_HEX, metrics), ==, 1);
  g_assert_cmpint (metrics[0], ==, TACTICS_METRIC_HEX);

  g_assert_cmpuint (tactics_pattern_radius_for_extent (1), ==, 0);
  g_assert_cmpuint (tactics_pattern_radius_for_extent (2), ==, 1);
  g_assert_cmpuint (tactics_pattern_radius_for_extent (3), ==, 2);
  g_assert_cmpuint (tactics_pattern_count_effect (TACTICS_TOPOLOGY_SQUARE, TACTICS_METRIC_CHEBYSHEV,
                                                  TACTICS_SHAPE_CIRCULAR, 2), ==, 9);
  g_assert_cmpuint (tactics_pattern_count_effect (TACTICS_TOPOLOGY_SQUARE, TACTICS_METRIC_MANHATTAN,
                                                  TACTICS_SHAPE_CIRCULAR, 2), ==, 5);
  g_assert_cmpuint (tactics_pattern_count_effect (TACTICS_TOPOLOGY_HEX, TACTICS_METRIC_CHEBYSHEV,
                                                  TACTICS_SHAPE_CIRCULAR, 2), ==, 7);

  for (guint i = 0; i < G_N_ELEMENTS (cases); i++)
    for (guint extent = 1; extent <= 5; extent++)
      for (TacticsShape shape = TACTICS_SHAPE_SINGLE; shape <= TACTICS_SHAPE_CIRCULAR; shape++)
        {
          g_autoptr(GArray) cells = g_array_new (FALSE, FALSE, sizeof (TacticsCell));
          TacticsPattern pattern;

          tactics_pattern_init (&pattern, cases[i].topology, 21, 21, cases[i].metric, shape,
                                1, 1, extent);
          tactics_pattern_get_effect (&pattern, (TacticsCell) { 10, 10 },
                                      (TacticsCell) { 11, 10 }, cells);
          g_assert_cmpuint (tactics_pattern_count_effect (cases[i].topology, cases[i].metric,
                                                          shape, extent), ==, cells->len);
        }
}

int
main (int argc, char *argv[])
{
  tactics_init ();
  g_test_init (&argc, &argv, NULL);

  g_test_add_func ("/pattern/rules/flame-thrower", test_rules_flame_thrower);
  g_test_add_func ("/pattern/rules/grenade", test_rules_grenade);
  g_test_add_func ("/pattern/rules/flame-thrower-east", test_rules_flame_east);
  g_test_add_func ("/pattern/hex", test_hex);
  g_test_add_func ("/pattern/range-zero", test_range_zero);
  g_test_add_func ("/pattern/clipping", test_clipping);
  g_test_add_func ("/pattern/refused", test_refused);
  g_test_add_func ("/pattern/for-action", test_for_action);
  g_test_add_func ("/pattern/extent-counts", test_extent_counts);

  return g_test_run ();
}
