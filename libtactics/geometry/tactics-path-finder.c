/* SPDX-License-Identifier: GPL-3.0-or-later */
#include "config.h"

#include <stdlib.h>
#include <string.h>

#include "tactics-cost-grid.h"
#include "tactics-geometry-enums.h"
#include "tactics-geometry.h"
#include "tactics-reach.h"
#include "tactics-search-private.h"

/* Point-to-point search: A* with a bucket open list.
 *
 * The heuristic is the grid distance to the goal times the cheapest cost of
 * the grid (manhattan on square boards, hex distance on hex boards). A step
 * changes that distance by at most 1 and enters a cell costing at least the
 * cheapest cost, so the heuristic is admissible and consistent: a closed
 * cell never improves, and f never decreases along the search.
 *
 * Unlike in TacticsReach, an open cell's cost may still improve (a later
 * cell may be nearer the start but further from the goal). Rather than
 * moving it between buckets, the search queues it again at its new f and
 * skips whatever entry comes out for an already closed cell. Keys (see
 * tactics-search-private.h) hold base + 2 × cost, plus 1 once closed. */

/* Open cells have f in [f_min, f_min + TACTICS_MAX_COST + min_cost]. */
G_STATIC_ASSERT (TACTICS_SEARCH_N_BUCKETS > 2 * TACTICS_MAX_COST);

#define KEY_CLOSED 1u

#define PREFETCH_DISTANCE 8

struct _TacticsPathFinder {
  TacticsSearchKeys key_range;
  guint32 *keys;
  gsize n_keys;
  gsize n_board_cells;  /* of the largest grid searched */
  /* More queued entries than this (stale ones included) and the queue is
   * swept of stale entries, down to one per open cell: its memory stays in
   * proportion to the board even on maps made to defeat the heuristic. */
  gsize queue_limit;
  gsize queue_limit_for_testing;  /* 0: the board size */
  TacticsSearchQueue queue;
};

G_DEFINE_BOXED_TYPE (TacticsPathFinder, tactics_path_finder, tactics_path_finder_copy,
                     tactics_path_finder_free)

/* Axial steps matching the index deltas of tactics_search_hex_deltas(). */
static const int hex_axial_steps[6][2] = {
  { +1, 0 }, { -1, 0 }, { +1, -1 }, { 0, -1 }, { 0, +1 }, { -1, +1 },
};

static const int square_steps[4][2] = {
  { +1, 0 }, { -1, 0 }, { 0, -1 }, { 0, +1 },
};

/**
 * tactics_path_finder_new:
 *
 * Creates a path finder; its search state is kept between calls to
 * tactics_path_finder_find().
 *
 * Returns: (transfer full): a path finder, freed with
 *   tactics_path_finder_free()
 */
TacticsPathFinder *
tactics_path_finder_new (void)
{
  TacticsPathFinder *self = g_new0 (TacticsPathFinder, 1);

  tactics_search_keys_init (&self->key_range);
  tactics_search_queue_init (&self->queue);
  return self;
}

/**
 * tactics_path_finder_copy:
 * @self: a path finder
 *
 * Makes a path finder of its own: a path finder keeps no result, so the
 * copy is a fresh one.
 *
 * Returns: (transfer full): a path finder of its own
 */
TacticsPathFinder *
tactics_path_finder_copy (const TacticsPathFinder *self)
{
  TacticsPathFinder *copy;

  g_return_val_if_fail (self != NULL, NULL);

  copy = tactics_path_finder_new ();
  copy->queue_limit_for_testing = self->queue_limit_for_testing;
  return copy;
}

/**
 * tactics_path_finder_free:
 * @self: (nullable) (transfer full): a path finder
 *
 * Frees a path finder and its search state.
 */
void
tactics_path_finder_free (TacticsPathFinder *self)
{
  if (self == NULL)
    return;
  tactics_search_queue_free_chunks (&self->queue);
  tactics_search_array_free (self->keys, self->n_keys * sizeof (guint32));
  g_free (self);
}

static void
ensure_keys (TacticsPathFinder     *self,
             const TacticsCostGrid *grid)
{
  gsize n_keys = tactics_search_n_indices (grid);

  self->n_board_cells = MAX (self->n_board_cells, (gsize) grid->width * (gsize) grid->height);
  if (n_keys <= self->n_keys)
    return;

  tactics_search_array_free (self->keys, self->n_keys * sizeof (guint32));
  self->keys = tactics_search_array_new0 (n_keys * sizeof (guint32));
  self->n_keys = n_keys;
  tactics_search_keys_init (&self->key_range);
}

/* Grid distance in steps from (a, b) to the goal at (goal_a, goal_b):
 * (x, y) on square boards, axial (q, r) on hex boards. */
static G_ALWAYS_INLINE inline guint32
steps_to_goal (int      a,
               int      b,
               int      goal_a,
               int      goal_b,
               gboolean hex)
{
  int da = a - goal_a;
  int db = b - goal_b;

  if (hex)
    return (guint32) (abs (da) + abs (db) + abs (da + db)) / 2;
  return (guint32) (abs (da) + abs (db));
}

typedef struct {
  const TacticsCostGrid *grid;
  guint64 reciprocal;
  guint32 base;
  guint32 min_cost;
  int goal_a;
  int goal_b;
  gboolean hex;
} SearchContext;

/* The f an open cell is queued at now. */
static guint32
current_f (const SearchContext *context,
           const guint32       *keys,
           guint32              cell)
{
  TacticsCell where = tactics_search_index_to_cell (context->grid, context->reciprocal, cell);
  int a = where.x, b = where.y;

  if (context->hex)
    a -= (b - (b & 1)) / 2;
  return (keys[cell] - context->base) / 2 +
         context->min_cost * steps_to_goal (a, b, context->goal_a, context->goal_b, context->hex);
}

/* Drops the entries of closed cells and the stale entries of cells queued
 * again since, keeping one entry per open cell. Returns how many remain. */
static G_GNUC_NO_INLINE gsize
sweep_queue (TacticsSearchQueue  *queue,
             const SearchContext *context,
             const guint32       *keys,
             guint32              f_level)
{
  gsize n_kept = 0;

  for (guint32 f = f_level; f < f_level + TACTICS_SEARCH_N_BUCKETS; f++)
    {
      TacticsSearchChunk *chunk = tactics_search_queue_take (queue, f);

      while (chunk != NULL)
        {
          TacticsSearchChunk *next = chunk->next;

          for (guint32 e = 0; e < chunk->len; e++)
            {
              guint32 cell = chunk->entries[e];

              if (((keys[cell] - context->base) & KEY_CLOSED) == 0 &&
                  current_f (context, keys, cell) == f)
                {
                  tactics_search_queue_push (queue, f, cell);
                  n_kept++;
                }
            }
          tactics_search_queue_release (queue, chunk);
          chunk = next;
        }
    }

  return n_kept;
}

/* Queues @next at cost @cost + its entering cost if it is passable and
 * either unseen or open and dearer: the inner loop of a search, with no
 * branch that depends on the map's contents. */
static G_ALWAYS_INLINE inline guint32
visit (TacticsSearchQueue *queue,
       guint32            *keys,
       const guint8       *costs,
       guint32             next,
       guint32             cost,
       guint32             h,
       guint32             base)
{
  guint32 enter = costs[next];
  guint32 key = keys[next];
  guint32 next_cost = cost + enter;
  guint32 next_key = base + 2 * next_cost;
  /* Enemies (base - 1) and closed cells (odd offset) never improve. */
  guint32 unseen = key < base - 1;
  guint32 better = (key >= base) & (((key - base) & KEY_CLOSED) == 0) & (next_key < key);
  guint32 queue_it = (enter != 0) & (unseen | better);

  keys[next] = queue_it ? next_key : key;
  tactics_search_queue_push_if (queue, next_cost + h, next, queue_it);
  return queue_it;
}

/* Visits the neighbours of @cell, at file coordinates (@x, @y), in
 * tactics_neighbours() order. */
static G_ALWAYS_INLINE inline gsize
visit_neighbours (TacticsSearchQueue *queue,
                  guint32            *keys,
                  const guint8       *costs,
                  guint32             stride,
                  guint32             cell,
                  int                 x,
                  int                 y,
                  guint32             cost,
                  guint32             min_cost,
                  int                 goal_a,
                  int                 goal_b,
                  guint32             base,
                  gboolean            hex)
{
  gsize n_queued = 0;

  if (hex)
    {
      guint32 odd_row = (guint32) (y & 1);
      guint32 up = cell - stride + odd_row;
      guint32 down = cell + stride + odd_row;
      int q = x - (y - (int) odd_row) / 2;

      /* Cube offsets to the goal; a step moves two of them by one. */
      int dq = q - goal_a, dr = y - goal_b, ds = -dq - dr;
      guint32 q_plus = (guint32) abs (dq + 1), q_same = (guint32) abs (dq);
      guint32 q_minus = (guint32) abs (dq - 1), r_plus = (guint32) abs (dr + 1);
      guint32 r_same = (guint32) abs (dr), r_minus = (guint32) abs (dr - 1);
      guint32 s_plus = (guint32) abs (ds + 1), s_same = (guint32) abs (ds);
      guint32 s_minus = (guint32) abs (ds - 1);

#define H(a, b, c) (min_cost * (((a) + (b) + (c)) / 2))
      n_queued += visit (queue, keys, costs, cell + 1, cost, H (q_plus, r_same, s_minus), base);
      n_queued += visit (queue, keys, costs, cell - 1, cost, H (q_minus, r_same, s_plus), base);
      n_queued += visit (queue, keys, costs, up, cost, H (q_plus, r_minus, s_same), base);
      n_queued += visit (queue, keys, costs, up - 1, cost, H (q_same, r_minus, s_plus), base);
      n_queued += visit (queue, keys, costs, down, cost, H (q_same, r_plus, s_minus), base);
      n_queued += visit (queue, keys, costs, down - 1, cost, H (q_minus, r_plus, s_same), base);
#undef H
    }
  else
    {
      /* Each step changes the manhattan distance by exactly one. */
      guint32 h = min_cost * steps_to_goal (x, y, goal_a, goal_b, FALSE);
      guint32 east = x >= goal_a ? h + min_cost : h - min_cost;
      guint32 west = x > goal_a ? h - min_cost : h + min_cost;
      guint32 north = y > goal_b ? h - min_cost : h + min_cost;
      guint32 south = y >= goal_b ? h + min_cost : h - min_cost;

      n_queued += visit (queue, keys, costs, cell + 1, cost, east, base);
      n_queued += visit (queue, keys, costs, cell - 1, cost, west, base);
      n_queued += visit (queue, keys, costs, cell - stride, cost, north, base);
      n_queued += visit (queue, keys, costs, cell + stride, cost, south, base);
    }

  return n_queued;
}

/* Returns TRUE when the goal was reached; its key then holds its cost. */
static G_ALWAYS_INLINE inline gboolean
search (TacticsPathFinder     *self,
        const TacticsCostGrid *grid,
        TacticsCell            start_cell,
        TacticsCell            goal_cell,
        TacticsOccupancyFunc   occupancy,
        gpointer               user_data,
        gboolean               hex)
{
  TacticsSearchQueue *queue = &self->queue;
  guint32 *keys = self->keys;
  const guint8 *costs = grid->costs;
  const guint64 reciprocal = tactics_search_reciprocal (grid->stride);
  const guint32 stride = (guint32) grid->stride;
  const guint32 base = self->key_range.base;
  const guint32 enemy_key = base - 1;
  const guint32 min_cost = MAX (grid->min_cost, 1);
  const guint32 start = tactics_cost_grid_index (grid, start_cell.x, start_cell.y);
  const guint32 goal = tactics_cost_grid_index (grid, goal_cell.x, goal_cell.y);
  const int (*steps)[2] = hex ? hex_axial_steps : square_steps;
  const guint n_neighbours = hex ? 6 : 4;
  SearchContext context;
  int deltas[2][6];
  int goal_a, goal_b;
  guint32 f_level;
  guint64 span_used;
  gsize n_queued = 1;
  gboolean found = FALSE;

  if (hex)
    {
      TacticsAxial axial = tactics_offset_to_axial (goal_cell);

      tactics_search_hex_deltas (grid->stride, deltas);
      goal_a = axial.q;
      goal_b = axial.r;
    }
  else
    {
      tactics_search_square_deltas (grid->stride, deltas[0]);
      goal_a = goal_cell.x;
      goal_b = goal_cell.y;
    }

  context = (SearchContext) { grid, reciprocal, base, min_cost, goal_a, goal_b, hex };

  keys[start] = base;
  f_level = current_f (&context, keys, start);
  tactics_search_queue_push (queue, f_level, start);

  for (; n_queued > 0 && !found; f_level++)
    {
      TacticsSearchChunk *chunk;

      /* A step may keep f unchanged, so the bucket can refill while it is
       * walked: take it again until it stays empty. */
      while (!found && (chunk = tactics_search_queue_take (queue, f_level)) != NULL)
        {
          while (chunk != NULL)
            {
              TacticsSearchChunk *next_chunk = chunk->next;
              const guint32 *entries = chunk->entries;
              guint32 len = chunk->len;
              guint32 e;

              for (e = 0; e < len; e++)
                {
                  guint32 cell = entries[e];
                  guint32 key = keys[cell];
                  guint32 cost, row;
                  const int *cell_deltas;
                  int a, b, x, y;

                  if (e + PREFETCH_DISTANCE < len)
                    tactics_search_prefetch (keys, costs, entries[e + PREFETCH_DISTANCE], stride);

                  /* An older entry of a cell closed at a smaller f. */
                  if ((key - base) & KEY_CLOSED)
                    continue;
                  keys[cell] = key + KEY_CLOSED;

                  if (cell == goal)
                    {
                      found = TRUE;
                      break;
                    }

                  cost = (key - base) / 2;
                  row = tactics_search_index_row (cell, reciprocal);
                  /* File coordinates: the grid's border shifts indices by
                   * one row and one column. */
                  y = (int) row - 1;
                  x = (int) (cell - row * stride) - 1;

                  if (occupancy == NULL)
                    {
                      n_queued += visit_neighbours (queue, keys, costs, stride, cell, x, y, cost,
                                                    min_cost, goal_a, goal_b, base, hex);
                      continue;
                    }

                  /* With an occupancy function to ask, branches are no
                   * worse than the call. */
                  a = x;
                  b = y;
                  if (hex)
                    {
                      cell_deltas = deltas[b & 1];
                      a -= (b - (b & 1)) / 2;
                    }
                  else
                    {
                      cell_deltas = deltas[0];
                    }

                  for (guint i = 0; i < n_neighbours; i++)
                    {
                      guint32 next = cell + (guint32) cell_deltas[i];
                      guint32 enter = costs[next];
                      guint32 next_key = keys[next];
                      guint32 next_cost;

                      if (enter == 0)
                        continue;
                      next_cost = cost + enter;

                      if (next_key >= enemy_key)
                        {
                          /* Seen already: an enemy, closed, or open at least
                           * as cheap unless this path improves it. */
                          if (next_key == enemy_key || ((next_key - base) & KEY_CLOSED) ||
                              next_cost >= (next_key - base) / 2)
                            continue;
                        }
                      else if (next != goal)
                        {
                          TacticsCell where = tactics_search_index_to_cell (grid, reciprocal, next);

                          if (occupancy (where, user_data) == TACTICS_OCCUPANCY_ENEMY)
                            {
                              keys[next] = enemy_key;
                              continue;
                            }
                        }

                      keys[next] = base + 2 * next_cost;
                      tactics_search_queue_push (queue,
                                                 next_cost + min_cost *
                                                 steps_to_goal (a + steps[i][0], b + steps[i][1],
                                                                goal_a, goal_b, hex),
                                                 next);
                      n_queued++;
                    }
                }

              n_queued -= MIN (e + 1, len);
              tactics_search_queue_release (queue, chunk);
              chunk = next_chunk;
              if (found)
                break;
            }

          if (found)
            {
              /* Give back what remains of the list just taken. */
              while (chunk != NULL)
                {
                  TacticsSearchChunk *next_chunk = chunk->next;

                  tactics_search_queue_release (queue, chunk);
                  chunk = next_chunk;
                }
            }
          else if (n_queued > self->queue_limit)
            {
              n_queued = sweep_queue (queue, &context, keys, f_level);
            }
        }
    }

  tactics_search_queue_clear (queue);
  /* Costs assigned so far are below the f of their entries, which the
   * search had not passed by more than the largest step in f. */
  span_used = 2 * ((guint64) f_level + 2 * TACTICS_MAX_COST) + KEY_CLOSED;
  tactics_search_keys_end (&self->key_range,
                           (guint32) MIN (span_used, 2 * tactics_search_cost_bound (grid) + 1));
  return found;
}

/* Appends a cheapest path to @goal found by the last search. Every key the
 * search assigned is the cost of a real path, set from a closed cell that
 * kept its cost, so walking back through neighbours whose cost is exactly
 * ours minus our entering cost always finds one and ends at the start (the
 * only cell at cost 0). */
static void
append_path (TacticsPathFinder     *self,
             const TacticsCostGrid *grid,
             TacticsCell            start_cell,
             TacticsCell            goal_cell,
             GArray                *cells)
{
  const guint64 reciprocal = tactics_search_reciprocal (grid->stride);
  const guint32 base = self->key_range.base;
  const guint32 start = tactics_cost_grid_index (grid, start_cell.x, start_cell.y);
  guint32 index = tactics_cost_grid_index (grid, goal_cell.x, goal_cell.y);
  int deltas[2][6];
  gboolean hex = grid->topology == TACTICS_TOPOLOGY_HEX;
  guint first = cells->len;

  if (hex)
    tactics_search_hex_deltas (grid->stride, deltas);
  else
    tactics_search_square_deltas (grid->stride, deltas[0]);

  g_array_append_val (cells, goal_cell);
  while (index != start)
    {
      guint32 cost = (self->keys[index] - base) / 2;
      guint32 wanted = cost - grid->costs[index];
      TacticsCell here = tactics_search_index_to_cell (grid, reciprocal, index);
      const int *cell_deltas = deltas[hex ? (here.y & 1) : 0];
      guint n_neighbours = hex ? 6 : 4;
      guint i;

      g_assert (self->keys[index] >= base + 2);

      for (i = 0; i < n_neighbours; i++)
        {
          guint32 previous = index + (guint32) cell_deltas[i];
          guint32 key = self->keys[previous];

          if (key >= base && (key - base) / 2 == wanted)
            {
              TacticsCell step = tactics_search_index_to_cell (grid, reciprocal, previous);

              g_array_append_val (cells, step);
              index = previous;
              break;
            }
        }
      g_assert (i < n_neighbours);
    }

  for (guint a = first, b = cells->len - 1; a < b; a++, b--)
    {
      TacticsCell tmp = g_array_index (cells, TacticsCell, a);

      g_array_index (cells, TacticsCell, a) = g_array_index (cells, TacticsCell, b);
      g_array_index (cells, TacticsCell, b) = tmp;
    }
}

/**
 * tactics_path_finder_find: (skip)
 * @self: a path finder
 * @grid: the move costs for the unit's movement type
 * @start: the unit's cell
 * @goal: where it should stop
 * @occupancy: (nullable) (scope call) (closure user_data): who stands where
 * @user_data: data for @occupancy
 * @cells: (nullable) (element-type TacticsCell): a #GArray of #TacticsCell
 *   to append the path to
 *
 * Finds a cheapest path. Like TacticsReach, the start counts as passable
 * even on terrain the movement type cannot enter. The result depends only
 * on the arguments, never on earlier calls.
 *
 * The search trusts @grid's min_cost to be no more than any cell's cost
 * (tactics_cost_grid_update_bounds() keeps it so); a larger one may give a
 * dearer path, never a wrong one.
 *
 * Returns: the path's cost, or -1 when @goal cannot be reached or stopped
 *   on (off the board, impassable, or occupied)
 */
int
tactics_path_finder_find (TacticsPathFinder     *self,
                          const TacticsCostGrid *grid,
                          TacticsCell            start,
                          TacticsCell            goal,
                          TacticsOccupancyFunc   occupancy,
                          gpointer               user_data,
                          GArray                *cells)
{
  gboolean found;
  guint32 cost;

  g_return_val_if_fail (self != NULL, -1);
  g_return_val_if_fail (grid != NULL, -1);
  g_return_val_if_fail (cells == NULL ||
                        g_array_get_element_size (cells) == sizeof (TacticsCell), -1);

  if (!tactics_search_contains (grid, start) || !tactics_search_contains (grid, goal))
    return -1;

  if (start.x == goal.x && start.y == goal.y)
    {
      if (cells != NULL)
        g_array_append_val (cells, start);
      return 0;
    }

  if (tactics_cost_grid_get (grid, goal.x, goal.y) == 0)
    return -1;
  if (occupancy != NULL && occupancy (goal, user_data) != TACTICS_OCCUPANCY_FREE)
    return -1;

  ensure_keys (self, grid);
  if (tactics_search_keys_begin (&self->key_range, 2 * tactics_search_cost_bound (grid) + 1))
    memset (self->keys, 0, self->n_keys * sizeof (guint32));
  /* Stale entries are few in practice; the limit only guards memory. */
  self->queue_limit = self->queue_limit_for_testing != 0
                      ? self->queue_limit_for_testing
                      : (gsize) grid->width * (gsize) grid->height;

  if (grid->topology == TACTICS_TOPOLOGY_HEX)
    found = search (self, grid, start, goal, occupancy, user_data, TRUE);
  else
    found = search (self, grid, start, goal, occupancy, user_data, FALSE);

  if (!found)
    return -1;

  cost = (self->keys[tactics_cost_grid_index (grid, goal.x, goal.y)] - self->key_range.base) / 2;
  if (cells != NULL)
    append_path (self, grid, start, goal, cells);
  return (int) MIN (cost, (guint32) G_MAXINT);
}

double
tactics_path_finder_get_state_bytes_per_cell (const TacticsPathFinder *self)
{
  gsize bytes;

  g_return_val_if_fail (self != NULL, 0);

  if (self->n_board_cells == 0)
    return 0;

  bytes = sizeof *self + self->n_keys * sizeof (guint32) +
          tactics_search_queue_bytes (&self->queue);
  return (double) bytes / (double) self->n_board_cells;
}

void
tactics_path_finder_set_next_base (TacticsPathFinder *self,
                                   guint32            next_base)
{
  g_return_if_fail (self != NULL);
  g_return_if_fail (next_base >= 2);

  /* Keys only ever grow until the array is cleared: going back would
   * make old records look current. */
  self->key_range.next_base = MAX (self->key_range.next_base, next_base);
}

void
tactics_path_finder_set_queue_limit (TacticsPathFinder *self,
                                     gsize              limit)
{
  g_return_if_fail (self != NULL);

  self->queue_limit_for_testing = limit;
}
