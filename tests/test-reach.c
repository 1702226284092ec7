/* SPDX-License-Identifier: GPL-3.0-or-later */
#include "tactics.h"
#include "tactics-search-private.h"

#include <string.h>

/* A cost grid from rows of digits: '.' costs 1, '#' is impassable, a digit
 * is that cost. */
static TacticsCostGrid *
grid_from_rows (TacticsTopology     topology,
                const char * const *rows)
{
  int height = (int) g_strv_length ((char **) rows);
  int width = (int) strlen (rows[0]);
  TacticsCostGrid *grid = tactics_cost_grid_new (width, height, topology);

  for (int y = 0; y < height; y++)
    {
      g_assert_cmpint ((int) strlen (rows[y]), ==, width);
      for (int x = 0; x < width; x++)
        {
          char c = rows[y][x];

          tactics_cost_grid_set (grid, x, y, c == '.' ? 1 : c == '#' ? 0 : (guint) (c - '0'));
        }
    }
  tactics_cost_grid_update_bounds (grid);
  return grid;
}

/* The grid of remaining move points as `tactics-cli reach --print` shows
 * it: -1 where one cannot stop. */
static char *
remaining_grid (const TacticsReach    *reach,
                const TacticsCostGrid *grid,
                guint                  move_points)
{
  GString *out = g_string_new (NULL);

  for (int y = 0; y < grid->height; y++)
    {
      for (int x = 0; x < grid->width; x++)
        {
          int cost = tactics_reach_get_cost (reach, (TacticsCell) { x, y });

          g_string_append_printf (out, "%s%2d", x > 0 ? " " : "",
                                  cost < 0 ? -1 : (int) move_points - cost);
        }
      g_string_append_c (out, '\n');
    }
  return g_string_free (out, FALSE);
}

/* The open 6×5 plain of doc/rules.md, the unit at (2,2). */
static void
test_rules_diamonds (void)
{
  const char * const empty[] = { "......", "......", "......", "......", "......", NULL };
  g_autoptr(TacticsCostGrid) grid = grid_from_rows (TACTICS_TOPOLOGY_SQUARE, empty);
  g_autoptr(TacticsReach) reach = tactics_reach_new ();
  g_autofree char *move1 = NULL;
  g_autofree char *move2 = NULL;

  tactics_reach_compute (reach, grid, (TacticsCell) { 2, 2 }, 1, NULL, NULL);
  move1 = remaining_grid (reach, grid, 1);
  g_assert_cmpstr (move1, ==,
                   "-1 -1 -1 -1 -1 -1\n"
                   "-1 -1  0 -1 -1 -1\n"
                   "-1  0  1  0 -1 -1\n"
                   "-1 -1  0 -1 -1 -1\n"
                   "-1 -1 -1 -1 -1 -1\n");
  g_assert_cmpuint (tactics_reach_get_n_destinations (reach), ==, 5);

  tactics_reach_compute (reach, grid, (TacticsCell) { 2, 2 }, 2, NULL, NULL);
  move2 = remaining_grid (reach, grid, 2);
  g_assert_cmpstr (move2, ==,
                   "-1 -1  0 -1 -1 -1\n"
                   "-1  0  1  0 -1 -1\n"
                   " 0  1  2  1  0 -1\n"
                   "-1  0  1  0 -1 -1\n"
                   "-1 -1  0 -1 -1 -1\n");
  g_assert_cmpuint (tactics_reach_get_n_destinations (reach), ==, 13);
}

/* The same grid with rocks: the example map of doc/rules.md. */
static void
test_rules_obstacles (void)
{
  const char * const rows[] = { "..####", "....##", "#....#", "..#...", "......", NULL };
  g_autoptr(TacticsCostGrid) grid = grid_from_rows (TACTICS_TOPOLOGY_SQUARE, rows);
  g_autoptr(TacticsReach) reach = tactics_reach_new ();
  g_autofree char *printed = NULL;
  guint n_destinations;
  int remaining_sum = 0;

  tactics_reach_compute (reach, grid, (TacticsCell) { 2, 2 }, 2, NULL, NULL);
  printed = remaining_grid (reach, grid, 2);
  g_assert_cmpstr (printed, ==,
                   "-1 -1 -1 -1 -1 -1\n"
                   "-1  0  1  0 -1 -1\n"
                   "-1  1  2  1  0 -1\n"
                   "-1  0 -1  0 -1 -1\n"
                   "-1 -1 -1 -1 -1 -1\n");

  n_destinations = tactics_reach_get_n_destinations (reach);
  g_assert_cmpuint (n_destinations, ==, 9);
  for (guint i = 0; i < n_destinations; i++)
    {
      int cost;

      tactics_reach_get_destination (reach, i, &cost);
      remaining_sum += 2 - cost;
    }
  g_assert_cmpint (remaining_sum, ==, 5);

  /* The start comes first, at cost 0. */
  {
    int cost = -5;
    TacticsCell first = tactics_reach_get_destination (reach, 0, &cost);

    g_assert_cmpint (first.x, ==, 2);
    g_assert_cmpint (first.y, ==, 2);
    g_assert_cmpint (cost, ==, 0);
  }
}

typedef struct {
  int width;
  int height;
  TacticsOccupancy *cells;
  guint *asked;            /* how often the search asked about each cell */
  const TacticsCostGrid *grid;
} Occupants;

static TacticsOccupancy
occupancy_of (TacticsCell cell,
              gpointer    user_data)
{
  Occupants *occupants = user_data;

  /* Only passable cells of the board are asked about. */
  g_assert_cmpint (cell.x, >=, 0);
  g_assert_cmpint (cell.y, >=, 0);
  g_assert_cmpint (cell.x, <, occupants->width);
  g_assert_cmpint (cell.y, <, occupants->height);
  g_assert_cmpuint (tactics_cost_grid_get (occupants->grid, cell.x, cell.y), >, 0);

  occupants->asked[cell.y * occupants->width + cell.x]++;
  return occupants->cells[cell.y * occupants->width + cell.x];
}

static void
occupants_init (Occupants             *occupants,
                const TacticsCostGrid *grid)
{
  occupants->width = grid->width;
  occupants->height = grid->height;
  occupants->grid = grid;
  occupants->cells = g_new0 (TacticsOccupancy, grid->width * grid->height);
  occupants->asked = g_new0 (guint, grid->width * grid->height);
}

static void
occupants_clear (Occupants *occupants)
{
  g_clear_pointer (&occupants->cells, g_free);
  g_clear_pointer (&occupants->asked, g_free);
}

static void
occupants_reset_asked (Occupants *occupants)
{
  memset (occupants->asked, 0, sizeof (guint) * occupants->width * occupants->height);
}

static void
occupants_set (Occupants        *occupants,
               int               x,
               int               y,
               TacticsOccupancy  who)
{
  occupants->cells[y * occupants->width + x] = who;
}

static void
assert_path (GArray     *path,
             const char *expected)
{
  g_autoptr(GString) got = g_string_new (NULL);

  for (guint i = 0; i < path->len; i++)
    {
      TacticsCell cell = g_array_index (path, TacticsCell, i);

      g_string_append_printf (got, "%s%d,%d", i > 0 ? " " : "", cell.x, cell.y);
    }
  g_assert_cmpstr (got->str, ==, expected);
}

static void
test_occupancy (void)
{
  /* A corridor: the only way east goes through (2,1). */
  const char * const rows[] = { "#####", ".....", "#####", NULL };
  g_autoptr(TacticsCostGrid) grid = grid_from_rows (TACTICS_TOPOLOGY_SQUARE, rows);
  g_autoptr(TacticsReach) reach = tactics_reach_new ();
  g_autoptr(TacticsPathFinder) finder = tactics_path_finder_new ();
  g_autoptr(GArray) path = g_array_new (FALSE, FALSE, sizeof (TacticsCell));
  Occupants occupants;

  occupants_init (&occupants, grid);

  /* An ally may be crossed but not stopped on. */
  occupants_set (&occupants, 2, 1, TACTICS_OCCUPANCY_ALLY);
  tactics_reach_compute (reach, grid, (TacticsCell) { 0, 1 }, 4, occupancy_of, &occupants);
  g_assert_cmpint (tactics_reach_get_cost (reach, (TacticsCell) { 1, 1 }), ==, 1);
  g_assert_cmpint (tactics_reach_get_cost (reach, (TacticsCell) { 2, 1 }), ==, -1);
  g_assert_cmpint (tactics_reach_get_cost (reach, (TacticsCell) { 3, 1 }), ==, 3);
  g_assert_cmpint (tactics_reach_get_cost (reach, (TacticsCell) { 4, 1 }), ==, 4);
  g_assert_cmpuint (tactics_reach_get_n_destinations (reach), ==, 4);
  for (guint i = 0; i < 4; i++)
    {
      TacticsCell cell = tactics_reach_get_destination (reach, i, NULL);

      g_assert_false (cell.x == 2 && cell.y == 1);
    }
  g_assert_false (tactics_reach_get_path (reach, (TacticsCell) { 2, 1 }, path));
  g_assert_cmpuint (path->len, ==, 0);
  g_assert_true (tactics_reach_get_path (reach, (TacticsCell) { 4, 1 }, path));
  assert_path (path, "0,1 1,1 2,1 3,1 4,1");
  /* Each passable cell reached was asked about once, the start never. */
  g_assert_cmpuint (occupants.asked[1 * 5 + 0], ==, 0);
  for (int x = 1; x < 5; x++)
    g_assert_cmpuint (occupants.asked[1 * 5 + x], ==, 1);

  g_array_set_size (path, 0);
  g_assert_cmpint (tactics_path_finder_find (finder, grid, (TacticsCell) { 0, 1 },
                                             (TacticsCell) { 4, 1 }, occupancy_of, &occupants,
                                             path), ==, 4);
  assert_path (path, "0,1 1,1 2,1 3,1 4,1");
  g_array_set_size (path, 0);
  g_assert_cmpint (tactics_path_finder_find (finder, grid, (TacticsCell) { 0, 1 },
                                             (TacticsCell) { 2, 1 }, occupancy_of, &occupants,
                                             path), ==, -1);
  g_assert_cmpuint (path->len, ==, 0);

  /* An enemy blocks. */
  occupants_set (&occupants, 2, 1, TACTICS_OCCUPANCY_ENEMY);
  occupants_reset_asked (&occupants);
  tactics_reach_compute (reach, grid, (TacticsCell) { 0, 1 }, 10, occupancy_of, &occupants);
  g_assert_cmpint (tactics_reach_get_cost (reach, (TacticsCell) { 1, 1 }), ==, 1);
  g_assert_cmpint (tactics_reach_get_cost (reach, (TacticsCell) { 2, 1 }), ==, -1);
  g_assert_cmpint (tactics_reach_get_cost (reach, (TacticsCell) { 3, 1 }), ==, -1);
  g_assert_cmpuint (tactics_reach_get_n_destinations (reach), ==, 2);
  g_assert_cmpuint (occupants.asked[1 * 5 + 2], ==, 1);
  g_assert_cmpint (tactics_path_finder_find (finder, grid, (TacticsCell) { 0, 1 },
                                             (TacticsCell) { 4, 1 }, occupancy_of, &occupants,
                                             path), ==, -1);
  g_assert_cmpint (tactics_path_finder_find (finder, grid, (TacticsCell) { 0, 1 },
                                             (TacticsCell) { 2, 1 }, occupancy_of, &occupants,
                                             path), ==, -1);
  g_assert_cmpuint (path->len, ==, 0);

  /* Around an enemy, the detour is found. */
  {
    const char * const open_rows[] = { ".....", ".....", ".....", NULL };
    g_autoptr(TacticsCostGrid) open = grid_from_rows (TACTICS_TOPOLOGY_SQUARE, open_rows);
    Occupants around;

    occupants_init (&around, open);
    occupants_set (&around, 2, 1, TACTICS_OCCUPANCY_ENEMY);
    tactics_reach_compute (reach, open, (TacticsCell) { 0, 1 }, 6, occupancy_of, &around);
    g_assert_cmpint (tactics_reach_get_cost (reach, (TacticsCell) { 3, 1 }), ==, 5);
    g_assert_cmpint (tactics_path_finder_find (finder, open, (TacticsCell) { 0, 1 },
                                               (TacticsCell) { 3, 1 }, occupancy_of, &around,
                                               NULL), ==, 5);
    occupants_clear (&around);
  }

  occupants_clear (&occupants);
}

static void
test_edge_cases (void)
{
  const char * const rows[] = { ".#.", "#9.", "...", NULL };
  g_autoptr(TacticsCostGrid) grid = grid_from_rows (TACTICS_TOPOLOGY_SQUARE, rows);
  g_autoptr(TacticsReach) reach = tactics_reach_new ();
  g_autoptr(TacticsPathFinder) finder = tactics_path_finder_new ();
  g_autoptr(GArray) path = g_array_new (FALSE, FALSE, sizeof (TacticsCell));

  /* Nothing computed yet. */
  g_assert_cmpint (tactics_reach_get_cost (reach, (TacticsCell) { 0, 0 }), ==, -1);
  g_assert_cmpuint (tactics_reach_get_n_destinations (reach), ==, 0);

  /* Off the board: nothing. */
  tactics_reach_compute (reach, grid, (TacticsCell) { -1, 0 }, 5, NULL, NULL);
  g_assert_cmpuint (tactics_reach_get_n_destinations (reach), ==, 0);
  g_assert_cmpint (tactics_reach_get_cost (reach, (TacticsCell) { 0, 0 }), ==, -1);
  g_assert_cmpint (tactics_path_finder_find (finder, grid, (TacticsCell) { -1, 0 },
                                             (TacticsCell) { 0, 0 }, NULL, NULL, path), ==, -1);
  g_assert_cmpint (tactics_path_finder_find (finder, grid, (TacticsCell) { 0, 0 },
                                             (TacticsCell) { 3, 0 }, NULL, NULL, path), ==, -1);

  /* Walled in: only the start, at cost 0. */
  tactics_reach_compute (reach, grid, (TacticsCell) { 0, 0 }, 50, NULL, NULL);
  g_assert_cmpuint (tactics_reach_get_n_destinations (reach), ==, 1);
  g_assert_cmpint (tactics_reach_get_cost (reach, (TacticsCell) { 0, 0 }), ==, 0);
  g_assert_true (tactics_reach_get_path (reach, (TacticsCell) { 0, 0 }, path));
  assert_path (path, "0,0");
  g_array_set_size (path, 0);
  g_assert_cmpint (tactics_path_finder_find (finder, grid, (TacticsCell) { 0, 0 },
                                             (TacticsCell) { 0, 0 }, NULL, NULL, path), ==, 0);
  assert_path (path, "0,0");
  g_array_set_size (path, 0);
  g_assert_cmpint (tactics_path_finder_find (finder, grid, (TacticsCell) { 0, 0 },
                                             (TacticsCell) { 2, 2 }, NULL, NULL, path), ==, -1);
  g_assert_cmpuint (path->len, ==, 0);
  /* Impassable goals. */
  g_assert_cmpint (tactics_path_finder_find (finder, grid, (TacticsCell) { 2, 2 },
                                             (TacticsCell) { 1, 0 }, NULL, NULL, path), ==, -1);

  /* A start on impassable ground may still be left. */
  tactics_reach_compute (reach, grid, (TacticsCell) { 1, 0 }, 3, NULL, NULL);
  g_assert_cmpint (tactics_reach_get_cost (reach, (TacticsCell) { 1, 0 }), ==, 0);
  g_assert_cmpint (tactics_reach_get_cost (reach, (TacticsCell) { 0, 0 }), ==, 1);
  g_assert_cmpint (tactics_reach_get_cost (reach, (TacticsCell) { 2, 1 }), ==, 2);
  g_assert_cmpint (tactics_reach_get_cost (reach, (TacticsCell) { 1, 1 }), ==, -1);
  g_assert_true (tactics_reach_get_path (reach, (TacticsCell) { 2, 1 }, path));
  assert_path (path, "1,0 2,0 2,1");
  g_array_set_size (path, 0);
  g_assert_cmpint (tactics_path_finder_find (finder, grid, (TacticsCell) { 1, 0 },
                                             (TacticsCell) { 0, 2 }, NULL, NULL, path), ==, 5);
  assert_path (path, "1,0 2,0 2,1 2,2 1,2 0,2");
  g_array_set_size (path, 0);

  /* A costly cell on the way: 9 through the middle loses to the way round. */
  g_assert_cmpint (tactics_path_finder_find (finder, grid, (TacticsCell) { 2, 1 },
                                             (TacticsCell) { 1, 1 }, NULL, NULL, path), ==, 9);
  g_array_set_size (path, 0);
  tactics_reach_compute (reach, grid, (TacticsCell) { 2, 0 }, 8, NULL, NULL);
  g_assert_cmpint (tactics_reach_get_cost (reach, (TacticsCell) { 1, 1 }), ==, -1);
  tactics_reach_compute (reach, grid, (TacticsCell) { 2, 0 }, 10, NULL, NULL);
  g_assert_cmpint (tactics_reach_get_cost (reach, (TacticsCell) { 1, 1 }), ==, 10);

  /* Huge move points. */
  tactics_reach_compute (reach, grid, (TacticsCell) { 2, 2 }, G_MAXUINT, NULL, NULL);
  g_assert_cmpint (tactics_reach_get_cost (reach, (TacticsCell) { 1, 1 }), ==, 10);
  g_assert_cmpuint (tactics_reach_get_n_destinations (reach), ==, 6);
}

/* A plain Dijkstra with a binary heap, for comparison. */
typedef struct {
  gint64 cost;
  int    cell;
} HeapItem;

static void
heap_push (GArray  *heap,
           HeapItem item)
{
  guint i;

  g_array_append_val (heap, item);
  for (i = heap->len - 1; i > 0; i = (i - 1) / 2)
    {
      HeapItem *child = &g_array_index (heap, HeapItem, i);
      HeapItem *parent = &g_array_index (heap, HeapItem, (i - 1) / 2);
      HeapItem tmp;

      if (parent->cost <= child->cost)
        break;
      tmp = *parent;
      *parent = *child;
      *child = tmp;
    }
}

static HeapItem
heap_pop (GArray *heap)
{
  HeapItem top = g_array_index (heap, HeapItem, 0);
  guint i = 0;

  g_array_index (heap, HeapItem, 0) = g_array_index (heap, HeapItem, heap->len - 1);
  g_array_set_size (heap, heap->len - 1);
  for (;;)
    {
      guint smallest = i;
      guint left = 2 * i + 1, right = 2 * i + 2;

      HeapItem *items = (HeapItem *) heap->data;

      if (left < heap->len && items[left].cost < items[smallest].cost)
        smallest = left;
      if (right < heap->len && items[right].cost < items[smallest].cost)
        smallest = right;
      if (smallest == i)
        break;
      {
        HeapItem tmp = g_array_index (heap, HeapItem, i);

        g_array_index (heap, HeapItem, i) = g_array_index (heap, HeapItem, smallest);
        g_array_index (heap, HeapItem, smallest) = tmp;
      }
      i = smallest;
    }
  return top;
}

/* Cheapest cost from @start to every cell, -1 where unreachable, with
 * enemies impassable (allies are crossable; whether one may stop there is
 * the caller's business). */
static gint64 *
reference_dijkstra (const TacticsCostGrid  *grid,
                    const TacticsOccupancy *occupants,
                    TacticsCell             start)
{
  int n = grid->width * grid->height;
  gint64 *best = g_new (gint64, n);
  g_autoptr(GArray) heap = g_array_new (FALSE, FALSE, sizeof (HeapItem));

  for (int i = 0; i < n; i++)
    best[i] = -1;
  best[start.y * grid->width + start.x] = 0;
  heap_push (heap, (HeapItem) { 0, start.y * grid->width + start.x });

  while (heap->len > 0)
    {
      HeapItem item = heap_pop (heap);
      TacticsCell cell = { item.cell % grid->width, item.cell / grid->width };
      TacticsCell next[TACTICS_MAX_NEIGHBOURS];
      guint n_next;

      if (item.cost > best[item.cell])
        continue;

      n_next = tactics_neighbours (grid->topology, cell, next);
      for (guint i = 0; i < n_next; i++)
        {
          guint cost;
          int index;

          if (next[i].x < 0 || next[i].y < 0 || next[i].x >= grid->width ||
              next[i].y >= grid->height)
            continue;
          cost = tactics_cost_grid_get (grid, next[i].x, next[i].y);
          index = next[i].y * grid->width + next[i].x;
          if (cost == 0 || (occupants != NULL && occupants[index] == TACTICS_OCCUPANCY_ENEMY))
            continue;
          if (best[index] < 0 || item.cost + cost < best[index])
            {
              best[index] = item.cost + cost;
              heap_push (heap, (HeapItem) { best[index], index });
            }
        }
    }

  return best;
}

static gboolean
are_neighbours (TacticsTopology topology,
                TacticsCell     a,
                TacticsCell     b)
{
  TacticsCell next[TACTICS_MAX_NEIGHBOURS];
  guint n = tactics_neighbours (topology, a, next);

  for (guint i = 0; i < n; i++)
    if (next[i].x == b.x && next[i].y == b.y)
      return TRUE;
  return FALSE;
}

/* A path runs from @start to @goal through neighbours, never through an
 * enemy or impassable cell, and its entering costs add up to @cost. */
static void
check_path (const TacticsCostGrid  *grid,
            const TacticsOccupancy *occupants,
            GArray                 *path,
            TacticsCell             start,
            TacticsCell             goal,
            gint64                  cost)
{
  gint64 sum = 0;

  g_assert_cmpuint (path->len, >=, 1);
  g_assert_cmpint (g_array_index (path, TacticsCell, 0).x, ==, start.x);
  g_assert_cmpint (g_array_index (path, TacticsCell, 0).y, ==, start.y);
  g_assert_cmpint (g_array_index (path, TacticsCell, path->len - 1).x, ==, goal.x);
  g_assert_cmpint (g_array_index (path, TacticsCell, path->len - 1).y, ==, goal.y);

  for (guint i = 1; i < path->len; i++)
    {
      TacticsCell prev = g_array_index (path, TacticsCell, i - 1);
      TacticsCell cell = g_array_index (path, TacticsCell, i);
      guint enter = tactics_cost_grid_get (grid, cell.x, cell.y);

      g_assert_true (are_neighbours (grid->topology, prev, cell));
      g_assert_cmpuint (enter, >, 0);
      if (occupants != NULL)
        g_assert_cmpint (occupants[cell.y * grid->width + cell.x], !=, TACTICS_OCCUPANCY_ENEMY);
      sum += enter;
    }
  g_assert_cmpint (sum, ==, cost);
}

static TacticsCostGrid *
random_grid (GRand *rand,
             int    width,
             int    height,
             TacticsTopology topology)
{
  TacticsCostGrid *grid = tactics_cost_grid_new (width, height, topology);
  /* Some maps are mostly walls, some have none. */
  int wall_percent = g_rand_int_range (rand, 0, 45);
  guint max_cost = (guint) g_rand_int_range (rand, 1, 6);

  for (int y = 0; y < height; y++)
    for (int x = 0; x < width; x++)
      tactics_cost_grid_set (grid, x, y,
                             g_rand_int_range (rand, 0, 100) < wall_percent
                             ? 0 : (guint) g_rand_int_range (rand, 1, (int) max_cost + 1));
  tactics_cost_grid_update_bounds (grid);
  return grid;
}

static void
check_map (GRand             *rand,
           TacticsReach      *reach,
           TacticsPathFinder *finder,
           TacticsTopology    topology,
           gboolean           with_occupants,
           int                width,
           int                height)
{
  g_autoptr(TacticsCostGrid) grid = random_grid (rand, width, height, topology);
  g_autoptr(GArray) path = g_array_new (FALSE, FALSE, sizeof (TacticsCell));
  g_autofree gint64 *best = NULL;
  TacticsCell start = { g_rand_int_range (rand, 0, width), g_rand_int_range (rand, 0, height) };
  Occupants occupants;
  const guint budgets[] = { 0, 1, 3, (guint) g_rand_int_range (rand, 2, 30), 60, G_MAXUINT };
  int path_sample = MAX (1, width * height / 1500) | 1;

  occupants_init (&occupants, grid);
  if (with_occupants)
    {
      for (int i = 0; i < width * height; i++)
        {
          int roll = g_rand_int_range (rand, 0, 100);

          occupants.cells[i] = roll < 8 ? TACTICS_OCCUPANCY_ALLY
                               : roll < 16 ? TACTICS_OCCUPANCY_ENEMY
                               : TACTICS_OCCUPANCY_FREE;
        }
      occupants_set (&occupants, start.x, start.y, TACTICS_OCCUPANCY_FREE);
    }

  best = reference_dijkstra (grid, occupants.cells, start);

  for (guint b = 0; b < G_N_ELEMENTS (budgets); b++)
    {
      guint budget = budgets[b];
      guint n_expected = 0;
      int last_cost = 0;
      guint n_destinations;
      g_autofree gboolean *listed = g_new0 (gboolean, width * height);

      occupants_reset_asked (&occupants);
      tactics_reach_compute (reach, grid, start, budget,
                             with_occupants ? occupancy_of : NULL, &occupants);

      for (int y = 0; y < height; y++)
        {
          for (int x = 0; x < width; x++)
            {
              int index = y * width + x;
              gboolean stop = best[index] >= 0 && best[index] <= (gint64) budget &&
                              occupants.cells[index] == TACTICS_OCCUPANCY_FREE;
              int cost = tactics_reach_get_cost (reach, (TacticsCell) { x, y });

              g_assert_cmpuint (occupants.asked[index], <=, 1);
              if (stop)
                {
                  n_expected++;
                  g_assert_cmpint (cost, ==, best[index]);
                  /* Every path on small maps, a sample on large ones. */
                  if (index % path_sample == 0)
                    {
                      g_array_set_size (path, 0);
                      g_assert_true (tactics_reach_get_path (reach, (TacticsCell) { x, y }, path));
                      check_path (grid, occupants.cells, path, start, (TacticsCell) { x, y }, cost);
                    }
                }
              else
                {
                  g_assert_cmpint (cost, ==, -1);
                  g_array_set_size (path, 0);
                  g_assert_false (tactics_reach_get_path (reach, (TacticsCell) { x, y }, path));
                  g_assert_cmpuint (path->len, ==, 0);
                }
            }
        }

      /* Destinations: each stop cell once, by nondecreasing cost. */
      n_destinations = tactics_reach_get_n_destinations (reach);
      g_assert_cmpuint (n_destinations, ==, n_expected);
      for (guint i = 0; i < n_destinations; i++)
        {
          int cost;
          TacticsCell cell = tactics_reach_get_destination (reach, i, &cost);
          int index = cell.y * width + cell.x;

          g_assert_cmpint (cell.x, >=, 0);
          g_assert_cmpint (cell.y, >=, 0);
          g_assert_cmpint (cell.x, <, width);
          g_assert_cmpint (cell.y, <, height);
          g_assert_false (listed[index]);
          listed[index] = TRUE;
          g_assert_cmpint (cost, ==, best[index]);
          g_assert_cmpint (cost, >=, last_cost);
          last_cost = cost;
        }
      g_assert_cmpuint (n_destinations, >=, 1);
      g_assert_cmpint (tactics_reach_get_destination (reach, 0, NULL).x, ==, start.x);
      g_assert_cmpint (tactics_reach_get_destination (reach, 0, NULL).y, ==, start.y);
    }

  /* A*: the corners, and a handful of random goals. */
  for (int i = 0; i < 24; i++)
    {
      TacticsCell goal;
      int index;
      gint64 expected;
      int cost;

      if (i < 4)
        goal = (TacticsCell) { (i & 1) ? width - 1 : 0, (i & 2) ? height - 1 : 0 };
      else
        goal = (TacticsCell) { g_rand_int_range (rand, 0, width),
                               g_rand_int_range (rand, 0, height) };
      index = goal.y * width + goal.x;
      expected = occupants.cells[index] == TACTICS_OCCUPANCY_FREE &&
                 (tactics_cost_grid_get (grid, goal.x, goal.y) > 0 ||
                  (goal.x == start.x && goal.y == start.y))
                 ? best[index] : -1;

      occupants_reset_asked (&occupants);
      g_array_set_size (path, 0);
      cost = tactics_path_finder_find (finder, grid, start, goal,
                                       with_occupants ? occupancy_of : NULL, &occupants, path);
      g_assert_cmpint (cost, ==, expected);
      for (int j = 0; j < width * height; j++)
        g_assert_cmpuint (occupants.asked[j], <=, 1);
      if (cost < 0)
        {
          g_assert_cmpuint (path->len, ==, 0);
          continue;
        }
      check_path (grid, occupants.cells, path, start, goal, cost);

      /* Deterministic: the same question gives the same path. */
      {
        g_autoptr(GArray) again = g_array_new (FALSE, FALSE, sizeof (TacticsCell));

        g_assert_cmpint (tactics_path_finder_find (finder, grid, start, goal,
                                                   with_occupants ? occupancy_of : NULL,
                                                   &occupants, again), ==, cost);
        g_assert_cmpuint (again->len, ==, path->len);
        g_assert_cmpmem (again->data, again->len * sizeof (TacticsCell),
                         path->data, path->len * sizeof (TacticsCell));
      }
    }

  occupants_clear (&occupants);
}

static void
check_random_map (GRand             *rand,
                  TacticsReach      *reach,
                  TacticsPathFinder *finder,
                  TacticsTopology    topology,
                  gboolean           with_occupants,
                  int                max_size)
{
  int width = g_rand_int_range (rand, 1, max_size + 1);
  int height = g_rand_int_range (rand, 1, max_size + 1);

  check_map (rand, reach, finder, topology, with_occupants, width, height);
}

static void
test_random (gconstpointer data)
{
  TacticsTopology topology = GPOINTER_TO_INT (data);
  g_autoptr(GRand) rand = g_rand_new_with_seed (topology == TACTICS_TOPOLOGY_HEX ? 77 : 42);
  /* One of each, reused across maps of every size. */
  g_autoptr(TacticsReach) reach = tactics_reach_new ();
  g_autoptr(TacticsPathFinder) finder = tactics_path_finder_new ();

  for (int i = 0; i < 300; i++)
    {
      /* Now and then sweep the A* queue after every bucket: the sweep must
       * keep exactly the live entries. */
      tactics_path_finder_set_queue_limit (finder, i % 4 == 2 ? 1 : 0);
      check_random_map (rand, reach, finder, topology, i % 2 == 1, 40);
    }
}

/* Whole-map searches lay their cells out in tiles of 8 × 8 (the border
 * included): boards whose bordered sides end on either side of a tile's
 * edge, or inside a first tile, step across every kind of tile edge. */
static void
test_tile_edges (void)
{
  const int sides[] = { 1, 2, 5, 6, 7, 13, 14, 15, 22, 23 };
  g_autoptr(GRand) rand = g_rand_new_with_seed (17);
  g_autoptr(TacticsReach) reach = tactics_reach_new ();
  g_autoptr(TacticsPathFinder) finder = tactics_path_finder_new ();

  for (guint w = 0; w < G_N_ELEMENTS (sides); w++)
    for (guint h = 0; h < G_N_ELEMENTS (sides); h++)
      for (int topology = 0; topology < 2; topology++)
        check_map (rand, reach, finder,
                   topology ? TACTICS_TOPOLOGY_HEX : TACTICS_TOPOLOGY_SQUARE, FALSE,
                   sides[w], sides[h]);
}

/* A few larger maps, where buckets hold thousands of cells. */
static void
test_random_large (void)
{
  g_autoptr(GRand) rand = g_rand_new_with_seed (5);
  g_autoptr(TacticsReach) reach = tactics_reach_new ();
  g_autoptr(TacticsPathFinder) finder = tactics_path_finder_new ();

  for (int i = 0; i < 8; i++)
    check_random_map (rand, reach, finder,
                      i % 2 ? TACTICS_TOPOLOGY_HEX : TACTICS_TOPOLOGY_SQUARE, i % 4 >= 2, 250);
}

/* Over a million cells a whole-map search takes huge pages and streams its
 * destinations: the same answers. */
static void
test_random_huge (gconstpointer data)
{
  g_autoptr(GRand) rand = g_rand_new_with_seed (11);
  g_autoptr(TacticsReach) reach = tactics_reach_new ();
  g_autoptr(TacticsPathFinder) finder = tactics_path_finder_new ();

  check_map (rand, reach, finder, GPOINTER_TO_INT (data), FALSE, 1100, 1000);
}

/* The cell table the searches keep sparse state in: what goes in comes
 * out, through growth, and a clear empties it, also when its generations
 * wrap round. */
static void
test_cell_table (void)
{
  g_autoptr(GRand) rand = g_rand_new_with_seed (3);
  g_autoptr(GHashTable) expected = g_hash_table_new (NULL, NULL);
  TacticsCellTable table;
  GHashTableIter iter;
  gpointer key, value;

  tactics_cell_table_init (&table);
  for (int round = 0; round < 3; round++)
    {
      for (int i = 0; i < 20000; i++)
        {
          guint32 cell = (guint32) g_rand_int_range (rand, 0, 4098 * 4098);
          guint32 number = (guint32) g_rand_int_range (rand, 1, G_MAXINT32);
          gboolean added;

          /* A cell already there keeps its first value. */
          tactics_cell_table_insert (&table, cell, number, &added);
          g_assert_cmpint (added, ==, !g_hash_table_contains (expected,
                                                              GUINT_TO_POINTER (cell + 1)));
          if (added)
            g_hash_table_insert (expected, GUINT_TO_POINTER (cell + 1),
                                 GUINT_TO_POINTER (number));
        }
      g_assert_cmpuint (table.n_entries, ==, g_hash_table_size (expected));
      g_hash_table_iter_init (&iter, expected);
      while (g_hash_table_iter_next (&iter, &key, &value))
        {
          const TacticsCellEntry *entry =
            tactics_cell_table_lookup (&table, GPOINTER_TO_UINT (key) - 1);

          /* Values are never 0: 0 stands for a missing cell. */
          g_assert_cmpuint (entry != NULL ? entry->value : 0, ==, GPOINTER_TO_UINT (value));
        }

      /* The last round clears through the wrap of the generations. */
      if (round == 1)
        table.generation = G_MAXUINT32;
      tactics_cell_table_clear (&table);
      g_assert_cmpuint (table.n_entries, ==, 0);
      g_hash_table_iter_init (&iter, expected);
      while (g_hash_table_iter_next (&iter, &key, NULL))
        g_assert_null (tactics_cell_table_lookup (&table, GPOINTER_TO_UINT (key) - 1));
      g_hash_table_remove_all (expected);
    }
  tactics_cell_table_free (&table);
}

/* Reusing one search across grids of different sizes gives the same as a
 * fresh one every time, also when the key space runs out. */
static void
test_reuse (void)
{
  g_autoptr(GRand) rand = g_rand_new_with_seed (9);
  g_autoptr(TacticsReach) reach = tactics_reach_new ();
  g_autoptr(TacticsPathFinder) finder = tactics_path_finder_new ();

  for (int i = 0; i < 200; i++)
    {
      TacticsTopology topology = i % 3 == 0 ? TACTICS_TOPOLOGY_HEX : TACTICS_TOPOLOGY_SQUARE;
      int width = g_rand_int_range (rand, 1, i % 10 == 0 ? 120 : 30);
      int height = g_rand_int_range (rand, 1, i % 10 == 0 ? 120 : 30);
      g_autoptr(TacticsCostGrid) grid = random_grid (rand, width, height, topology);
      g_autoptr(TacticsReach) fresh = tactics_reach_new ();
      g_autoptr(TacticsPathFinder) fresh_finder = tactics_path_finder_new ();
      TacticsCell start = { g_rand_int_range (rand, 0, width), g_rand_int_range (rand, 0, height) };
      TacticsCell goal = { g_rand_int_range (rand, 0, width), g_rand_int_range (rand, 0, height) };
      guint budget = (guint) g_rand_int_range (rand, 0, 40);

      /* Now and then, jump near the end of the key space. */
      if (i % 7 == 3)
        {
          guint32 near_end = G_MAXUINT32 - (guint32) g_rand_int_range (rand, 0, 200);

          tactics_reach_set_next_base (reach, near_end);
          tactics_path_finder_set_next_base (finder, near_end);
        }

      tactics_reach_compute (reach, grid, start, budget, NULL, NULL);
      tactics_reach_compute (fresh, grid, start, budget, NULL, NULL);
      g_assert_cmpuint (tactics_reach_get_n_destinations (reach), ==,
                        tactics_reach_get_n_destinations (fresh));
      for (int y = 0; y < height; y++)
        for (int x = 0; x < width; x++)
          g_assert_cmpint (tactics_reach_get_cost (reach, (TacticsCell) { x, y }), ==,
                           tactics_reach_get_cost (fresh, (TacticsCell) { x, y }));
      for (guint d = 0; d < tactics_reach_get_n_destinations (reach); d++)
        {
          TacticsCell a = tactics_reach_get_destination (reach, d, NULL);
          TacticsCell b = tactics_reach_get_destination (fresh, d, NULL);

          g_assert_cmpint (a.x, ==, b.x);
          g_assert_cmpint (a.y, ==, b.y);
        }

      {
        g_autoptr(GArray) a = g_array_new (FALSE, FALSE, sizeof (TacticsCell));
        g_autoptr(GArray) b = g_array_new (FALSE, FALSE, sizeof (TacticsCell));

        g_assert_cmpint (tactics_path_finder_find (finder, grid, start, goal, NULL, NULL, a), ==,
                         tactics_path_finder_find (fresh_finder, grid, start, goal, NULL, NULL, b));
        g_assert_cmpmem (a->data, a->len * sizeof (TacticsCell),
                         b->data, b->len * sizeof (TacticsCell));
      }
    }
}

/* @reach holds what a fresh computation gives: the same destinations in
 * the same order at the same costs, the same cost for every cell, and a
 * path of the right cost to a sample of destinations. */
static void
assert_same_reach (const TacticsReach    *reach,
                   const TacticsReach    *fresh,
                   const TacticsCostGrid *grid,
                   TacticsCell            start)
{
  g_autoptr(GArray) path = g_array_new (FALSE, FALSE, sizeof (TacticsCell));
  guint n = tactics_reach_get_n_destinations (fresh);

  g_assert_cmpuint (tactics_reach_get_n_destinations (reach), ==, n);
  for (guint d = 0; d < n; d++)
    {
      int cost_a, cost_b;
      TacticsCell a = tactics_reach_get_destination (reach, d, &cost_a);
      TacticsCell b = tactics_reach_get_destination (fresh, d, &cost_b);

      g_assert_cmpint (a.x, ==, b.x);
      g_assert_cmpint (a.y, ==, b.y);
      g_assert_cmpint (cost_a, ==, cost_b);
      if (d % 17 == 0)
        {
          g_array_set_size (path, 0);
          g_assert_true (tactics_reach_get_path (reach, a, path));
          check_path (grid, NULL, path, start, a, cost_a);
        }
    }
  /* The cells around the board too: off the board is out of reach. */
  for (int y = -1; y <= grid->height; y++)
    for (int x = -1; x <= grid->width; x++)
      g_assert_cmpint (tactics_reach_get_cost (reach, (TacticsCell) { x, y }), ==,
                       tactics_reach_get_cost (fresh, (TacticsCell) { x, y }));
}

/* One search asked again and again, as the game and the computer players
 * ask theirs: small moves and whole-map ones, with and without
 * occupants, on one map, on maps of other sizes in turn, and after the
 * map is edited in place or rebuilt. Each answer is a fresh search's. */
static void
test_reuse_many (void)
{
  g_autoptr(GRand) rand = g_rand_new_with_seed (21);
  g_autoptr(TacticsReach) reach = tactics_reach_new ();
  const int sizes[][2] = { { 90, 70 }, { 7, 300 }, { 300, 9 }, { 160, 160 }, { 1, 1 } };
  TacticsCostGrid *grids[G_N_ELEMENTS (sizes)];
  Occupants occupants[G_N_ELEMENTS (sizes)];

  for (guint g = 0; g < G_N_ELEMENTS (sizes); g++)
    {
      grids[g] = random_grid (rand, sizes[g][0], sizes[g][1],
                              g % 2 ? TACTICS_TOPOLOGY_HEX : TACTICS_TOPOLOGY_SQUARE);
      occupants_init (&occupants[g], grids[g]);
      for (int i = 0; i < sizes[g][0] * sizes[g][1]; i++)
        {
          int roll = g_rand_int_range (rand, 0, 100);

          occupants[g].cells[i] = roll < 5 ? TACTICS_OCCUPANCY_ALLY
                                  : roll < 10 ? TACTICS_OCCUPANCY_ENEMY
                                  : TACTICS_OCCUPANCY_FREE;
        }
    }

  for (int i = 0; i < 600; i++)
    {
      /* Long runs on one map, now and then another. */
      guint g = i < 200 ? 0 : (guint) g_rand_int_range (rand, 0, G_N_ELEMENTS (sizes));
      TacticsCostGrid *grid = grids[g];
      TacticsCell start = { g_rand_int_range (rand, 0, grid->width),
                            g_rand_int_range (rand, 0, grid->height) };
      int roll = g_rand_int_range (rand, 0, 100);
      guint budget = roll < 70 ? (guint) g_rand_int_range (rand, 0, 45)
                     : roll < 90 ? (guint) g_rand_int_range (rand, 45, 400) : G_MAXUINT;
      gboolean occupied = g_rand_int_range (rand, 0, 4) == 0;
      g_autoptr(TacticsReach) fresh = tactics_reach_new ();

      if (occupied)
        occupants_set (&occupants[g], start.x, start.y, TACTICS_OCCUPANCY_FREE);

      /* Edit the map in place: walls, new costs, a cheaper minimum. */
      if (i % 25 == 24)
        {
          for (int e = 0; e < 40; e++)
            tactics_cost_grid_set (grid, g_rand_int_range (rand, 0, grid->width),
                                   g_rand_int_range (rand, 0, grid->height),
                                   (guint) g_rand_int_range (rand, 0, 7));
          tactics_cost_grid_update_bounds (grid);
        }
      /* Rebuild it, as a map does after an edit: a new grid, maybe where
       * the old one was. */
      if (i % 40 == 39)
        {
          TacticsCostGrid *rebuilt = random_grid (rand, grid->width, grid->height,
                                                  grid->topology);

          tactics_cost_grid_free (grid);
          grids[g] = grid = rebuilt;
          occupants[g].grid = grid;
        }

      tactics_reach_compute (reach, grid, start, budget,
                             occupied ? occupancy_of : NULL, &occupants[g]);
      tactics_reach_compute (fresh, grid, start, budget,
                             occupied ? occupancy_of : NULL, &occupants[g]);
      assert_same_reach (reach, fresh, grid, start);
    }

  for (guint g = 0; g < G_N_ELEMENTS (sizes); g++)
    {
      occupants_clear (&occupants[g]);
      tactics_cost_grid_free (grids[g]);
    }
}

/* Searches share nothing: threads each asking their own on their own
 * maps get what a fresh search gives. */
static gpointer
reach_in_thread (gpointer data)
{
  guint seed = GPOINTER_TO_UINT (data);
  g_autoptr(GRand) rand = g_rand_new_with_seed (seed);
  g_autoptr(TacticsReach) reach = tactics_reach_new ();
  g_autoptr(TacticsCostGrid) grid = random_grid (rand, 60 + 20 * (int) seed, 50,
                                                 seed % 2 ? TACTICS_TOPOLOGY_HEX
                                                          : TACTICS_TOPOLOGY_SQUARE);

  for (int i = 0; i < 150; i++)
    {
      g_autoptr(TacticsReach) fresh = tactics_reach_new ();
      TacticsCell start = { g_rand_int_range (rand, 0, grid->width),
                            g_rand_int_range (rand, 0, grid->height) };
      guint budget = i % 10 == 0 ? G_MAXUINT : (guint) g_rand_int_range (rand, 0, 30);

      tactics_reach_compute (reach, grid, start, budget, NULL, NULL);
      tactics_reach_compute (fresh, grid, start, budget, NULL, NULL);
      assert_same_reach (reach, fresh, grid, start);
    }
  return NULL;
}

static void
test_threads (void)
{
  GThread *threads[4];

  for (guint t = 0; t < G_N_ELEMENTS (threads); t++)
    threads[t] = g_thread_new ("reach", reach_in_thread, GUINT_TO_POINTER (t + 1));
  for (guint t = 0; t < G_N_ELEMENTS (threads); t++)
    g_thread_join (threads[t]);
}

/* A unit's move on a huge board costs the cells it reaches: the search
 * keeps no state in proportion to the board, in its first call or after
 * whole-map searches on small boards. */
static void
test_small_search_state (void)
{
  g_autoptr(TacticsCostGrid) grid = tactics_cost_grid_new (4000, 4000, TACTICS_TOPOLOGY_HEX);
  g_autoptr(TacticsCostGrid) small = tactics_cost_grid_new (60, 60, TACTICS_TOPOLOGY_HEX);
  g_autoptr(TacticsReach) reach = tactics_reach_new ();
  double cells = 4000.0 * 4000.0;

  for (int y = 0; y < 60; y++)
    for (int x = 0; x < 60; x++)
      tactics_cost_grid_set (small, x, y, 1);
  for (int y = 1900; y < 2100; y++)
    for (int x = 1900; x < 2100; x++)
      tactics_cost_grid_set (grid, x, y, 1);
  tactics_cost_grid_update_bounds (grid);
  tactics_cost_grid_update_bounds (small);

  tactics_reach_compute (reach, small, (TacticsCell) { 3, 3 }, G_MAXUINT, NULL, NULL);
  tactics_reach_compute (reach, grid, (TacticsCell) { 2000, 2000 }, 40, NULL, NULL);
  /* 3 × 40 × 41 + 1 cells within 40 steps on an open hex board. */
  g_assert_cmpuint (tactics_reach_get_n_destinations (reach), ==, 4921);
  g_assert_cmpint (tactics_reach_get_cost (reach, (TacticsCell) { 2040, 2000 }), ==, 40);
  g_assert_cmpint (tactics_reach_get_cost (reach, (TacticsCell) { 2041, 2000 }), ==, -1);
  /* A few hundred kilobytes at most, against 64 MB for a key per cell. */
  g_assert_cmpfloat (tactics_reach_get_state_bytes_per_cell (reach) * cells, <, 256 * 1024);
}

/* The searches find an index's row by multiplying with a reciprocal; it must
 * agree with division for every index of every allowed grid. */
static void
test_index_division (void)
{
  const int strides[] = { 3, 4, 7, 42, 1000, 1026, 4095, 4097, TACTICS_MAX_MAP_SIZE + 2 };

  for (guint s = 0; s < G_N_ELEMENTS (strides); s++)
    {
      guint32 stride = (guint32) strides[s];
      guint64 reciprocal = tactics_search_reciprocal (strides[s]);
      guint32 n_indices = stride * (TACTICS_MAX_MAP_SIZE + 2);
      guint32 step = g_test_slow () ? 1 : 7;

      for (guint32 i = 0; i < n_indices; i += step)
        if (tactics_search_index_row (i, reciprocal) != i / stride)
          g_error ("index %u, stride %u: row %u, expected %u", i, stride,
                   tactics_search_index_row (i, reciprocal), i / stride);
      /* The last index of the largest grid. */
      g_assert_cmpuint (tactics_search_index_row (n_indices - 1, reciprocal), ==,
                        (n_indices - 1) / stride);
    }
}

/* Hex boards: a hand-checked case where odd and even rows matter. */
static void
test_hex (void)
{
  const char * const rows[] = {
    ".....",
    ".#...",
    "..#..",
    ".....",
    NULL,
  };
  g_autoptr(TacticsCostGrid) grid = grid_from_rows (TACTICS_TOPOLOGY_HEX, rows);
  g_autoptr(TacticsReach) reach = tactics_reach_new ();
  g_autofree char *printed = NULL;

  tactics_reach_compute (reach, grid, (TacticsCell) { 2, 1 }, 2, NULL, NULL);
  printed = remaining_grid (reach, grid, 2);
  /* From odd row 1: neighbours (3,1) (1,1)# (3,0) (2,0) (3,2) (2,2)#. */
  g_assert_cmpstr (printed, ==,
                   "-1  0  1  1  0\n"
                   "-1 -1  2  1  0\n"
                   "-1 -1 -1  1  0\n"
                   "-1 -1  0  0 -1\n");
}

int
main (int argc, char *argv[])
{
  g_test_init (&argc, &argv, NULL);

  g_test_add_func ("/reach/rules/diamonds", test_rules_diamonds);
  g_test_add_func ("/reach/rules/obstacles", test_rules_obstacles);
  g_test_add_func ("/reach/occupancy", test_occupancy);
  g_test_add_func ("/reach/edge-cases", test_edge_cases);
  g_test_add_func ("/reach/hex", test_hex);
  g_test_add_func ("/reach/reuse", test_reuse);
  g_test_add_func ("/reach/reuse-many", test_reuse_many);
  g_test_add_func ("/reach/small-search-state", test_small_search_state);
  g_test_add_func ("/reach/threads", test_threads);
  g_test_add_func ("/reach/cell-table", test_cell_table);
  g_test_add_func ("/reach/index-division", test_index_division);
  g_test_add_data_func ("/reach/random/square", GINT_TO_POINTER (TACTICS_TOPOLOGY_SQUARE),
                        test_random);
  g_test_add_data_func ("/reach/random/hex", GINT_TO_POINTER (TACTICS_TOPOLOGY_HEX),
                        test_random);
  g_test_add_func ("/reach/random/large", test_random_large);
  g_test_add_func ("/reach/tile-edges", test_tile_edges);
  g_test_add_data_func ("/reach/random/huge/square", GINT_TO_POINTER (TACTICS_TOPOLOGY_SQUARE),
                        test_random_huge);
  g_test_add_data_func ("/reach/random/huge/hex", GINT_TO_POINTER (TACTICS_TOPOLOGY_HEX),
                        test_random_huge);

  return g_test_run ();
}
