/* SPDX-License-Identifier: GPL-3.0-or-later */
/* The boxed types bindings copy and free: each copy must be equal to its
 * original and independent of it. */
#include "tactics.h"

static void
test_boxed_coordinates (void)
{
  TacticsAxial axial = { 3, -5 };
  TacticsCube cube = { 2, -7, 5 };
  TacticsAxial *axial_copy;
  TacticsCube *cube_copy;

  g_assert_true (G_TYPE_IS_BOXED (TACTICS_TYPE_AXIAL));
  g_assert_true (G_TYPE_IS_BOXED (TACTICS_TYPE_CUBE));
  g_assert_cmpstr (g_type_name (TACTICS_TYPE_AXIAL), ==, "TacticsAxial");
  g_assert_cmpstr (g_type_name (TACTICS_TYPE_CUBE), ==, "TacticsCube");

  axial_copy = g_boxed_copy (TACTICS_TYPE_AXIAL, &axial);
  g_assert_true (axial_copy != &axial);
  g_assert_cmpint (axial_copy->q, ==, 3);
  g_assert_cmpint (axial_copy->r, ==, -5);
  g_boxed_free (TACTICS_TYPE_AXIAL, axial_copy);

  cube_copy = g_boxed_copy (TACTICS_TYPE_CUBE, &cube);
  g_assert_true (cube_copy != &cube);
  g_assert_cmpint (cube_copy->q, ==, 2);
  g_assert_cmpint (cube_copy->r, ==, -7);
  g_assert_cmpint (cube_copy->s, ==, 5);
  g_boxed_free (TACTICS_TYPE_CUBE, cube_copy);

  {
    g_autoptr (TacticsAxial) owned_axial = tactics_axial_copy (&axial);
    g_autoptr (TacticsCube) owned_cube = tactics_cube_copy (&cube);

    g_assert_cmpint (owned_axial->r, ==, -5);
    g_assert_cmpint (owned_cube->s, ==, 5);
  }
}

static TacticsCostGrid *
make_grid (void)
{
  TacticsCostGrid *grid = tactics_cost_grid_new (5, 4, TACTICS_TOPOLOGY_SQUARE);

  for (int y = 0; y < 4; y++)
    for (int x = 0; x < 5; x++)
      tactics_cost_grid_set (grid, x, y, 1 + (guint) ((x + y) % 3));
  tactics_cost_grid_set (grid, 2, 1, 0);
  tactics_cost_grid_update_bounds (grid);
  return grid;
}

static void
test_boxed_cost_grid (void)
{
  g_autoptr (TacticsCostGrid) grid = make_grid ();
  TacticsCostGrid *copy;

  g_assert_true (G_TYPE_IS_BOXED (TACTICS_TYPE_COST_GRID));

  copy = g_boxed_copy (TACTICS_TYPE_COST_GRID, grid);
  g_assert_true (copy != grid);
  g_assert_true (copy->costs != grid->costs);
  g_assert_cmpint (copy->width, ==, 5);
  g_assert_cmpint (copy->height, ==, 4);
  g_assert_cmpint (copy->stride, ==, grid->stride);
  g_assert_cmpint (copy->topology, ==, TACTICS_TOPOLOGY_SQUARE);
  g_assert_cmpuint (copy->min_cost, ==, 1);
  g_assert_cmpuint (copy->max_cost, ==, 3);
  for (int y = 0; y < 4; y++)
    for (int x = 0; x < 5; x++)
      g_assert_cmpuint (tactics_cost_grid_get (copy, x, y), ==, tactics_cost_grid_get (grid, x, y));

  /* Independent: a change to one is not seen in the other. */
  tactics_cost_grid_set (copy, 0, 0, 9);
  g_assert_cmpuint (tactics_cost_grid_get (grid, 0, 0), ==, 1);
  g_boxed_free (TACTICS_TYPE_COST_GRID, copy);
}

static void
assert_same_reach (const TacticsReach *a,
                   const TacticsReach *b)
{
  g_autoptr (GArray) path_a = g_array_new (FALSE, FALSE, sizeof (TacticsCell));
  g_autoptr (GArray) path_b = g_array_new (FALSE, FALSE, sizeof (TacticsCell));

  g_assert_cmpuint (tactics_reach_get_n_destinations (a), ==, tactics_reach_get_n_destinations (b));
  for (guint i = 0; i < tactics_reach_get_n_destinations (a); i++)
    {
      int cost_a, cost_b;
      TacticsCell cell_a = tactics_reach_get_destination (a, i, &cost_a);
      TacticsCell cell_b = tactics_reach_get_destination (b, i, &cost_b);

      g_assert_cmpint (cell_a.x, ==, cell_b.x);
      g_assert_cmpint (cell_a.y, ==, cell_b.y);
      g_assert_cmpint (cost_a, ==, cost_b);
    }
  for (int y = 0; y < 4; y++)
    for (int x = 0; x < 5; x++)
      {
        TacticsCell cell = { x, y };

        g_assert_cmpint (tactics_reach_get_cost (a, cell), ==, tactics_reach_get_cost (b, cell));
        g_array_set_size (path_a, 0);
        g_array_set_size (path_b, 0);
        g_assert_cmpint (tactics_reach_get_path (a, cell, path_a), ==,
                         tactics_reach_get_path (b, cell, path_b));
        g_assert_cmpuint (path_a->len, ==, path_b->len);
        g_assert_cmpmem (path_a->data, path_a->len * sizeof (TacticsCell),
                         path_b->data, path_b->len * sizeof (TacticsCell));
      }
}

static void
test_boxed_reach (void)
{
  g_autoptr (TacticsCostGrid) grid = make_grid ();
  g_autoptr (TacticsReach) reach = tactics_reach_new ();
  g_autoptr (TacticsReach) fresh_copy = NULL;
  TacticsReach *copy;

  g_assert_true (G_TYPE_IS_BOXED (TACTICS_TYPE_REACH));

  /* A reach that computed nothing copies into one that answers nothing. */
  fresh_copy = g_boxed_copy (TACTICS_TYPE_REACH, reach);
  g_assert_cmpuint (tactics_reach_get_n_destinations (fresh_copy), ==, 0);
  g_assert_cmpint (tactics_reach_get_cost (fresh_copy, (TacticsCell) { 0, 0 }), ==, -1);

  tactics_reach_compute (reach, grid, (TacticsCell) { 1, 1 }, 4, NULL, NULL);
  g_assert_cmpuint (tactics_reach_get_n_destinations (reach), >, 1);

  copy = g_boxed_copy (TACTICS_TYPE_REACH, reach);
  g_assert_true (copy != reach);
  assert_same_reach (reach, copy);

  /* Computing again on the original leaves the copy's answers alone. */
  {
    g_autoptr (TacticsReach) before = tactics_reach_copy (copy);

    tactics_reach_compute (reach, grid, (TacticsCell) { 4, 3 }, 1, NULL, NULL);
    g_assert_cmpint (tactics_reach_get_cost (copy, (TacticsCell) { 1, 1 }), ==, 0);
    g_assert_cmpint (tactics_reach_get_cost (reach, (TacticsCell) { 1, 1 }), ==, -1);
    assert_same_reach (before, copy);

    /* ...and the copy computes on its own. */
    tactics_reach_compute (copy, grid, (TacticsCell) { 4, 3 }, 1, NULL, NULL);
    assert_same_reach (reach, copy);
  }
  g_boxed_free (TACTICS_TYPE_REACH, copy);
}

static void
test_boxed_path_finder (void)
{
  g_autoptr (TacticsCostGrid) grid = make_grid ();
  g_autoptr (TacticsPathFinder) finder = tactics_path_finder_new ();
  g_autoptr (GArray) path = g_array_new (FALSE, FALSE, sizeof (TacticsCell));
  g_autoptr (GArray) copy_path = g_array_new (FALSE, FALSE, sizeof (TacticsCell));
  TacticsPathFinder *copy;
  int cost;

  g_assert_true (G_TYPE_IS_BOXED (TACTICS_TYPE_PATH_FINDER));

  cost = tactics_path_finder_find (finder, grid, (TacticsCell) { 0, 0 }, (TacticsCell) { 4, 3 },
                                   NULL, NULL, path);
  g_assert_cmpint (cost, >, 0);

  copy = g_boxed_copy (TACTICS_TYPE_PATH_FINDER, finder);
  g_assert_true (copy != finder);
  g_assert_cmpint (tactics_path_finder_find (copy, grid, (TacticsCell) { 0, 0 },
                                             (TacticsCell) { 4, 3 }, NULL, NULL, copy_path),
                   ==, cost);
  g_assert_cmpmem (path->data, path->len * sizeof (TacticsCell),
                   copy_path->data, copy_path->len * sizeof (TacticsCell));
  g_boxed_free (TACTICS_TYPE_PATH_FINDER, copy);

  /* The original still works once its copy is gone. */
  g_array_set_size (path, 0);
  g_assert_cmpint (tactics_path_finder_find (finder, grid, (TacticsCell) { 0, 0 },
                                             (TacticsCell) { 4, 3 }, NULL, NULL, path),
                   ==, cost);
}

/* A hit of a forecast, with its counter-attack. */
static void
test_boxed_hit (void)
{
  TacticsHit hit = {
    .unit = 3, .hp_before = 10, .hp_after = 4, .amount = 6, .defence = 40, .resistance = -50,
    .chance = 80, .counter_action = 1, .counter_amount = 2, .counter_defence = 10,
    .counter_resistance = 20, .counter_chance = 70,
  };
  TacticsHit *copy;

  g_assert_true (G_TYPE_IS_BOXED (TACTICS_TYPE_HIT));
  g_assert_true (G_TYPE_IS_BOXED (TACTICS_TYPE_FORECAST));
  copy = g_boxed_copy (TACTICS_TYPE_HIT, &hit);
  g_assert_true (copy != &hit);
  g_assert_cmpmem (copy, sizeof *copy, &hit, sizeof hit);
  g_boxed_free (TACTICS_TYPE_HIT, copy);
}

int
main (int   argc,
      char *argv[])
{
  g_test_init (&argc, &argv, NULL);

  g_test_add_func ("/boxed/coordinates", test_boxed_coordinates);
  g_test_add_func ("/boxed/hit", test_boxed_hit);
  g_test_add_func ("/boxed/cost-grid", test_boxed_cost_grid);
  g_test_add_func ("/boxed/reach", test_boxed_reach);
  g_test_add_func ("/boxed/path-finder", test_boxed_path_finder);

  return g_test_run ();
}
