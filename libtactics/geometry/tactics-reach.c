/* SPDX-License-Identifier: GPL-3.0-or-later */
#include "config.h"

#include <string.h>
#ifdef __SSE2__
#include <emmintrin.h>

#include "tactics-reach.h"
#include "tactics-cost-grid.h"
#include "tactics-geometry-enums.h"
#include "tactics-geometry.h"
#include "tactics-search-private.h"

#endif

/* Movement range: Dijkstra over cell costs with a bucket (Dial) queue.
 *
 * Entering a cell costs that cell's cost whatever side it is entered from,
 * so when cells are settled in order of cost, the first settled neighbour
 * to discover a cell already offers its cheapest cost: every cell is queued
 * once, at its final cost, and never moved or looked at again. Keys (see
 * tactics-search-private.h) hold base + 2 × cost, plus 1 for an ally's cell
 * (crossed, never stopped on).
 *
 * Keys and destinations are indexed in a frame: the whole bordered grid,
 * or, for a search that cannot go far (a unit's move), the box of cells
 * within its budget and one more step. Entering a cell costs at least 1,
 * so no cell further than the budget in steps is reached, and its keys
 * then fit in a few kilobytes that stay in the caches from call to call,
 * whatever the size of the board: a small search costs the cells it
 * reaches, and its first call allocates no board-sized array. Costs are
 * read from the grid in place.
 *
 * A search over the whole grid without occupants lays its keys out in
 * tiles instead of rows, and copies the costs in the same layout, so that
 * its front, which crosses every row, holds a few cache lines per tile
 * rather than one per row: on a board of millions of cells a call then
 * costs the same per cell as on a small one. */

G_STATIC_ASSERT (TACTICS_SEARCH_N_BUCKETS > TACTICS_MAX_COST);

G_DEFINE_BOXED_TYPE (TacticsReach, tactics_reach, tactics_reach_copy, tactics_reach_free)

/* Flags kept in a queue entry above the index bits: ENTRY_ALLY, so
 * settling the cell does not list it; bit ODD_ROW_SHIFT, set for hex cells
 * on odd rows, so they know their neighbour deltas without dividing their
 * index. */
#define ENTRY_ALLY    0x80000000u
#define ODD_ROW_SHIFT 30

#define KEY_ALLY 1u

/* How many queue entries ahead to prefetch. */
#define PREFETCH_DISTANCE 8

/* Tiles of a tiled frame: TILE × TILE cells, row by row inside a tile,
 * tiles row by row. A tile's costs are one 64-byte cache line and its
 * keys four, each two rows of the tile. (Tiles of 4 × 4, a line of keys
 * each, measured slower: more steps leave a tile, and copying the costs
 * takes twice the moves.) */
#define TILE_SHIFT 3
#define TILE (1u << TILE_SHIFT)
#define TILE_MASK (TILE - 1)
#define TILE_CELLS (TILE * TILE)

/* A box of the bordered grid: frame index i is grid index
 * offset + i + row (i) × row_skip. Or, when tiled, the whole bordered
 * grid cut in tiles: bordered cell (x, y) is frame index
 * ((y / TILE) × tiles_per_row + x / TILE) × TILE_CELLS
 * + (y % TILE) × TILE + x % TILE. */
typedef struct {
  int x;              /* bordered column and row of index 0 */
  int y;
  int width;
  int height;
  guint32 offset;
  guint32 row_skip;   /* grid stride - width */
  guint64 reciprocal; /* of width */
  gboolean tiled;
  guint32 tiles_per_row;
  guint32 tile_rows;
  guint64 tile_reciprocal; /* of tiles_per_row */
} Frame;

struct _TacticsReach {
  const TacticsCostGrid *grid;
  TacticsCell start;
  Frame frame;

  TacticsSearchKeys key_range;
  guint32 *keys;
  gsize n_keys;
  /* A tiled frame's costs, copied from the grid by each search. */
  guint8 *tile_costs;
  gsize n_tile_costs;
  gboolean stream_order; /* this search may list more cells than the caches hold */
  gsize n_board_cells;  /* of the largest grid searched */

  /* Destinations in the order they were settled, i.e. by cost. */
  guint32 *order;
  gsize order_capacity;
  guint n_order;

  TacticsSearchQueue queue;
};

/**
 * tactics_reach_new:
 *
 * Creates a movement range to fill with tactics_reach_compute().
 *
 * Returns: (transfer full): a movement range with nothing computed yet,
 *   freed with tactics_reach_free()
 */
TacticsReach *
tactics_reach_new (void)
{
  TacticsReach *self = g_new0 (TacticsReach, 1);

  tactics_search_keys_init (&self->key_range);
  tactics_search_queue_init (&self->queue);
  return self;
}

/**
 * tactics_reach_copy:
 * @self: a movement range
 *
 * Copies a movement range with the result of its last computation: the copy
 * answers every question the same way.
 *
 * Returns: (transfer full): a movement range with the same result as @self
 */
TacticsReach *
tactics_reach_copy (const TacticsReach *self)
{
  TacticsReach *copy;

  g_return_val_if_fail (self != NULL, NULL);

  copy = tactics_reach_new ();
  copy->grid = self->grid;
  copy->start = self->start;
  copy->frame = self->frame;
  copy->stream_order = self->stream_order;
  copy->n_board_cells = self->n_board_cells;
  /* The keys carry the costs and the key range tells which are current. */
  if (self->n_keys > 0)
    {
      copy->keys = tactics_search_array_new0 (self->n_keys * sizeof (guint32));
      memcpy (copy->keys, self->keys, self->n_keys * sizeof (guint32));
      copy->n_keys = self->n_keys;
    }
  copy->key_range = self->key_range;
  if (self->n_order > 0)
    {
      copy->order = tactics_search_array_new0 (self->n_order * sizeof (guint32));
      memcpy (copy->order, self->order, self->n_order * sizeof (guint32));
      copy->order_capacity = self->n_order;
    }
  copy->n_order = self->n_order;
  return copy;
}

/**
 * tactics_reach_free:
 * @self: (nullable) (transfer full): a movement range
 *
 * Frees a movement range and its search state.
 */
void
tactics_reach_free (TacticsReach *self)
{
  if (self == NULL)
    return;
  tactics_search_queue_free_chunks (&self->queue);
  tactics_search_array_free (self->keys, self->n_keys * sizeof (guint32));
  tactics_search_array_free (self->tile_costs, self->n_tile_costs);
  tactics_search_array_free (self->order, self->order_capacity * sizeof (guint32));
  g_free (self);
}

static void
ensure_keys (TacticsReach *self,
             gsize         n_keys)
{
  if (n_keys <= self->n_keys)
    return;

  /* Zeroed keys read as "seen long ago", whatever range is in use. */
  tactics_search_array_free (self->keys, self->n_keys * sizeof (guint32));
  self->keys = tactics_search_array_new0 (n_keys * sizeof (guint32));
  self->n_keys = n_keys;
  tactics_search_keys_init (&self->key_range);
}

/* Makes room for every cell a search within @budget can settle, so the
 * search loop never has to check. Returns that many cells. */
static gsize
ensure_order (TacticsReach          *self,
              const TacticsCostGrid *grid,
              guint64                budget)
{
  guint64 board_cells = (guint64) grid->width * (guint64) grid->height;
  guint64 radius = MIN (budget, (guint64) TACTICS_MAX_MAP_SIZE * 2);
  /* Cells within grid distance radius: a diamond on square boards, a
   * hexagon on hex ones (entering any cell costs at least 1). */
  guint64 within = grid->topology == TACTICS_TOPOLOGY_HEX
                   ? 3 * radius * (radius + 1) + 1
                   : 2 * radius * (radius + 1) + 1;
  gsize needed = (gsize) MIN (within, board_cells);

  /* One spare slot: the search writes each settled cell before knowing
   * whether it is a destination. */
  needed++;
  if (needed <= self->order_capacity)
    return needed;

  /* Big enough for much of a big board, it takes huge pages (see
   * tactics-search-private.h). */
  tactics_search_array_free (self->order, self->order_capacity * sizeof (guint32));
  self->order = tactics_search_array_new0 (needed * sizeof (guint32));
  self->order_capacity = needed;
  return needed;
}

/* Writes a destination. A search over much of a big board (@stream) may
 * write a list far larger than the caches, read only after the search: on
 * x86 it goes past the caches, so that it neither reads every line it
 * writes nor pushes the keys out. */
static G_ALWAYS_INLINE inline void
store_order (guint32  *order,
             guint     n_order,
             guint32   cell,
             gboolean  stream)
{
#ifdef __SSE2__
  if (stream)
    {
      _mm_stream_si32 ((int *) &order[n_order], (int) cell);
      return;
    }
#endif
  order[n_order] = cell;
}

/* The frame of a search within @budget from @start: the box of cells
 * within budget + 1 steps (the neighbours of the furthest cells reached),
 * clipped to the bordered grid, or the whole bordered grid when that box
 * is not much smaller. Hex steps, like square ones, move at most one
 * column and one row. */
static void
frame_init (Frame                 *frame,
            const TacticsCostGrid *grid,
            TacticsCell            start,
            guint64                budget,
            gboolean               tiles)
{
  gint64 reach = (gint64) MIN (budget, (guint64) TACTICS_MAX_MAP_SIZE) + 1;
  gint64 left = MAX ((gint64) start.x + 1 - reach, 0);
  gint64 right = MIN ((gint64) start.x + 1 + reach, (gint64) grid->stride - 1);
  gint64 top = MAX ((gint64) start.y + 1 - reach, 0);
  gint64 bottom = MIN ((gint64) start.y + 1 + reach, (gint64) grid->height + 1);
  guint64 box = (guint64) (right - left + 1) * (guint64) (bottom - top + 1);

  if (box * 4 > tactics_search_n_indices (grid))
    {
      left = 0;
      right = grid->stride - 1;
      top = 0;
      bottom = grid->height + 1;
    }

  frame->x = (int) left;
  frame->y = (int) top;
  frame->width = (int) (right - left + 1);
  frame->height = (int) (bottom - top + 1);
  frame->offset = (guint32) (top * grid->stride + left);
  frame->row_skip = (guint32) (grid->stride - frame->width);
  frame->reciprocal = tactics_search_reciprocal (frame->width);

  /* A search over the whole grid has a front that spans its rows: keys
   * and costs laid out row by row would keep a cache line per row and
   * side of the front. Tiles keep neighbours above and below in the same
   * lines, so the front needs a fraction of the lines. */
  frame->tiled = tiles && frame->width == grid->stride && frame->height == grid->height + 2;
  frame->tiles_per_row = ((guint32) frame->width + TILE_MASK) >> TILE_SHIFT;
  frame->tile_rows = ((guint32) frame->height + TILE_MASK) >> TILE_SHIFT;
  frame->tile_reciprocal = tactics_search_reciprocal ((int) frame->tiles_per_row);
}

static inline gsize
frame_n_indices (const Frame *frame)
{
  if (frame->tiled)
    return (gsize) frame->tiles_per_row * (gsize) frame->tile_rows * TILE_CELLS;
  return (gsize) frame->width * (gsize) frame->height;
}

/* The index of bordered cell (@x, @y) in a tiled frame. */
static inline guint32
frame_tiled_index (const Frame *frame,
                   guint32      x,
                   guint32      y)
{
  return ((y >> TILE_SHIFT) * frame->tiles_per_row + (x >> TILE_SHIFT)) * TILE_CELLS +
         ((y & TILE_MASK) << TILE_SHIFT) + (x & TILE_MASK);
}

/* The index steps, in a tiled frame, from @index to the cell one row
 * down or up, and one column right or left: a step that leaves a tile
 * lands in the neighbouring tile. */
static inline guint32
frame_tiled_row_step (const Frame *frame,
                      guint32      index,
                      gboolean     down)
{
  guint32 in_tile = (index >> TILE_SHIFT) & TILE_MASK;
  guint32 across = frame->tiles_per_row * TILE_CELLS - TILE_MASK * TILE;

  if (down)
    return in_tile == TILE_MASK ? across : TILE;
  return in_tile == 0 ? -across : -TILE;
}

static inline guint32
frame_tiled_column_step (guint32  index,
                         gboolean right)
{
  guint32 in_tile = index & TILE_MASK;
  guint32 across = TILE_CELLS - TILE_MASK;

  if (right)
    return in_tile == TILE_MASK ? across : 1;
  return in_tile == 0 ? -across : (guint32) -1;
}

static inline guint32
frame_grid_index (const Frame *frame,
                  guint32      index)
{
  return frame->offset + index + tactics_search_index_row (index, frame->reciprocal) *
                                 frame->row_skip;
}

/* The frame index of a board cell, or -1 outside the frame. */
static inline gint64
frame_index_of_cell (const Frame *frame,
                     TacticsCell  cell)
{
  int column = cell.x + 1 - frame->x;
  int row = cell.y + 1 - frame->y;

  if (column < 0 || column >= frame->width || row < 0 || row >= frame->height)
    return -1;
  if (frame->tiled)
    return frame_tiled_index (frame, (guint32) column, (guint32) row);
  return (gint64) row * frame->width + column;
}

static inline TacticsCell
frame_cell_of_index (const Frame *frame,
                     guint32      index)
{
  guint32 row;

  if (frame->tiled)
    {
      guint32 tile = index >> (2 * TILE_SHIFT);
      guint32 tile_row = tactics_search_index_row (tile, frame->tile_reciprocal);
      guint32 tile_column = tile - tile_row * frame->tiles_per_row;

      /* A tiled frame starts at the grid's corner. */
      return (TacticsCell) { (int) (tile_column * TILE + (index & TILE_MASK)) - 1,
                             (int) (tile_row * TILE + ((index >> TILE_SHIFT) & TILE_MASK)) - 1 };
    }

  row = tactics_search_index_row (index, frame->reciprocal);
  return (TacticsCell) { frame->x + (int) (index - row * (guint32) frame->width) - 1,
                         frame->y + (int) row - 1 };
}

/* Copies @grid's costs, border included, into the tiled frame's layout:
 * the grid may have changed since the last search. The tiles' padding
 * beyond the border is left as it is: the border's cost 0 stops every
 * search before it. */
static void
copy_tile_costs (TacticsReach          *self,
                 const TacticsCostGrid *grid)
{
  const Frame *frame = &self->frame;
  gsize n = frame_n_indices (frame);
  guint32 width = (guint32) grid->stride;
  guint32 height = (guint32) grid->height + 2;
  guint32 full_tiles = width >> TILE_SHIFT;

  if (n > self->n_tile_costs)
    {
      /* Filled by every search: huge pages cost nothing. */
      tactics_search_array_free (self->tile_costs, self->n_tile_costs);
      self->tile_costs = tactics_search_array_new0 (n);
      self->n_tile_costs = n;
    }

  for (guint32 y = 0; y < height; y++)
    {
      guint8 *out = self->tile_costs + frame_tiled_index (frame, 0, y);
      const guint8 *row = grid->costs + (gsize) y * width;

      for (guint32 t = 0; t < full_tiles; t++)
        memcpy (out + t * TILE_CELLS, row + t * TILE, TILE);
      if ((width & TILE_MASK) != 0)
        memcpy (out + full_tiles * TILE_CELLS, row + full_tiles * TILE, width & TILE_MASK);
    }
}

/* Queues @next (with the flags in @entry), frame index @next and grid
 * index @next_cell, if it is passable, unseen and within the @room left in
 * the budget. This is the inner loop of a search: no branch depends on the
 * map's contents. Returns 1 if it queued it. */
static G_ALWAYS_INLINE inline guint32
visit (TacticsSearchQueue *queue,
       guint32            *keys,
       const guint8       *costs,
       guint32             next,
       guint32             next_cell,
       guint32             entry,
       guint32             level,
       guint32             room,
       guint32             base)
{
  guint32 cost = costs[next_cell];
  guint32 key = keys[next];
  guint32 next_level = level + cost;
  /* cost - 1 wraps for impassable cells (cost 0), so one comparison tests
   * 1 ≤ cost ≤ room. */
  guint32 fresh = (cost - 1 < room) & (key < base - 1);

  keys[next] = fresh ? base + 2 * next_level : key;
  tactics_search_queue_push_if (queue, next_level, entry, fresh);
  return fresh;
}

/* Visits the neighbours of @index (frame) at @cell (grid) in
 * tactics_neighbours() order; @stride is the frame's, @grid_stride the
 * grid's. */
static G_ALWAYS_INLINE inline gsize
visit_neighbours (TacticsSearchQueue *queue,
                  guint32            *keys,
                  const guint8       *costs,
                  guint32             stride,
                  guint32             grid_stride,
                  guint32             index,
                  guint32             cell,
                  guint32             odd_row,
                  guint32             level,
                  guint32             room,
                  guint32             base,
                  gboolean            hex)
{
  gsize n_queued = 0;

  if (hex)
    {
      /* Odd rows are shifted right: their upper and lower neighbours are
       * one index further right. Changing rows flips the parity. */
      guint32 same_row = odd_row << ODD_ROW_SHIFT;
      guint32 other_row = (odd_row ^ 1) << ODD_ROW_SHIFT;
      guint32 up = index - stride + odd_row;
      guint32 down = index + stride + odd_row;
      guint32 up_cell = cell - grid_stride + odd_row;
      guint32 down_cell = cell + grid_stride + odd_row;

      n_queued += visit (queue, keys, costs, index + 1, cell + 1, (index + 1) | same_row,
                         level, room, base);
      n_queued += visit (queue, keys, costs, index - 1, cell - 1, (index - 1) | same_row,
                         level, room, base);
      n_queued += visit (queue, keys, costs, up, up_cell, up | other_row, level, room, base);
      n_queued += visit (queue, keys, costs, up - 1, up_cell - 1, (up - 1) | other_row,
                         level, room, base);
      n_queued += visit (queue, keys, costs, down, down_cell, down | other_row,
                         level, room, base);
      n_queued += visit (queue, keys, costs, down - 1, down_cell - 1, (down - 1) | other_row,
                         level, room, base);
    }
  else
    {
      n_queued += visit (queue, keys, costs, index + 1, cell + 1, index + 1, level, room, base);
      n_queued += visit (queue, keys, costs, index - 1, cell - 1, index - 1, level, room, base);
      n_queued += visit (queue, keys, costs, index - stride, cell - grid_stride, index - stride,
                         level, room, base);
      n_queued += visit (queue, keys, costs, index + stride, cell + grid_stride, index + stride,
                         level, room, base);
    }

  return n_queued;
}

/* The neighbour steps of each place in a tile, in tactics_neighbours()
 * order, so that a search in a tiled frame looks its steps up instead of
 * working out at every cell which ones leave the tile. */
static void
frame_tiled_deltas (const Frame *frame,
                    gboolean     hex,
                    guint32      deltas[TILE_CELLS][6])
{
  for (guint32 place = 0; place < TILE_CELLS; place++)
    {
      guint32 right = frame_tiled_column_step (place, TRUE);
      guint32 left = frame_tiled_column_step (place, FALSE);
      guint32 up = frame_tiled_row_step (frame, place, FALSE);
      guint32 down = frame_tiled_row_step (frame, place, TRUE);

      /* (x+1, y) and (x-1, y) first, as on either board. */
      deltas[place][0] = right;
      deltas[place][1] = left;
      if (hex)
        {
          /* Odd board rows (even bordered ones) are shifted right: their
           * upper and lower neighbours are the cells above and below and
           * the ones right of those; even rows have those and the ones
           * left. */
          gboolean odd_row = ((place >> TILE_SHIFT) & 1) == 0;

          deltas[place][2] = odd_row ? up + right : up;
          deltas[place][3] = odd_row ? up : up + left;
          deltas[place][4] = odd_row ? down + right : down;
          deltas[place][5] = odd_row ? down : down + left;
        }
      else
        {
          deltas[place][2] = up;
          deltas[place][3] = down;
          deltas[place][4] = 0;
          deltas[place][5] = 0;
        }
    }
}

/* The same in a tiled frame, where keys and costs share the index, with
 * the steps of frame_tiled_deltas(). */
static G_ALWAYS_INLINE inline gsize
visit_neighbours_tiled (TacticsSearchQueue *queue,
                        guint32            *keys,
                        const guint8       *costs,
                        const guint32      *deltas,
                        guint32             index,
                        guint32             level,
                        guint32             room,
                        guint32             base,
                        gboolean            hex)
{
  gsize n_queued = 0;

  /* Written out: GCC keeps a loop over the steps as a loop. */
#define VISIT_STEP(i) \
  G_STMT_START { \
    guint32 next = index + deltas[i]; \
    n_queued += visit (queue, keys, costs, next, next, next, level, room, base); \
  } G_STMT_END
  VISIT_STEP (0);
  VISIT_STEP (1);
  VISIT_STEP (2);
  VISIT_STEP (3);
  if (hex)
    {
      VISIT_STEP (4);
      VISIT_STEP (5);
    }
#undef VISIT_STEP

  return n_queued;
}

/* The same with an occupancy function to ask: branches are no worse than
 * the call. @deltas are the frame's, @grid_deltas the grid's. */
static G_ALWAYS_INLINE inline gsize
visit_neighbours_occupied (TacticsReach          *self,
                           const TacticsCostGrid *grid,
                           const int             *deltas,
                           const int             *grid_deltas,
                           guint32                index,
                           guint32                cell,
                           guint32                odd_row,
                           guint32                level,
                           guint32                budget,
                           TacticsOccupancyFunc   occupancy,
                           gpointer               user_data,
                           gboolean               hex)
{
  guint32 *keys = self->keys;
  const guint32 base = self->key_range.base;
  const guint32 enemy_key = base - 1;
  gsize n_queued = 0;

  for (guint i = 0; i < (hex ? 6u : 4u); i++)
    {
      guint32 next = index + (guint32) deltas[i];
      guint32 cost = grid->costs[cell + (guint32) grid_deltas[i]];
      guint32 next_level = level + cost;
      guint32 entry = next | (hex ? (odd_row ^ (i >= 2)) << ODD_ROW_SHIFT : 0);
      guint32 key = base + 2 * next_level;

      if (cost == 0 || keys[next] >= enemy_key || next_level > budget)
        continue;

      switch (occupancy (frame_cell_of_index (&self->frame, next), user_data))
        {
        case TACTICS_OCCUPANCY_ENEMY:
          keys[next] = enemy_key;
          continue;
        case TACTICS_OCCUPANCY_ALLY:
          entry |= ENTRY_ALLY;
          key += KEY_ALLY;
          break;
        case TACTICS_OCCUPANCY_FREE:
        default:
          break;
        }

      keys[next] = key;
      tactics_search_queue_push (&self->queue, next_level, entry);
      n_queued++;
    }

  return n_queued;
}

/* @tiled: the frame is tiled, and its costs are in self->tile_costs. */
static G_ALWAYS_INLINE inline void
search (TacticsReach          *self,
        const TacticsCostGrid *grid,
        guint32                start,
        guint32                budget,
        TacticsOccupancyFunc   occupancy,
        gpointer               user_data,
        gboolean               hex,
        gboolean               tiled)
{
  TacticsSearchQueue *queue = &self->queue;
  const Frame *frame = &self->frame;
  guint32 *keys = self->keys;
  guint32 *order = self->order;
  const guint8 *costs = tiled ? self->tile_costs : grid->costs;
  const guint32 stride = (guint32) frame->width;
  const guint32 grid_stride = (guint32) grid->stride;
  const guint32 base = self->key_range.base;
  const gboolean stream = self->stream_order;
  int deltas[2][6];
  int grid_deltas[2][6];
  guint32 tiled_deltas[TILE_CELLS][6];
  guint32 level;
  guint n_order = 0;
  gsize n_queued = 1;

  if (tiled)
    frame_tiled_deltas (frame, hex, tiled_deltas);
  if (hex)
    {
      tactics_search_hex_deltas (frame->width, deltas);
      tactics_search_hex_deltas (grid->stride, grid_deltas);
    }
  else
    {
      tactics_search_square_deltas (frame->width, deltas[0]);
      tactics_search_square_deltas (grid->stride, grid_deltas[0]);
    }

  keys[start] = base;
  tactics_search_queue_push (queue, 0,
                             start | (hex && !tiled ? (guint32) (self->start.y & 1) << ODD_ROW_SHIFT
                                                    : 0));

  for (level = 0;; level++)
    {
      TacticsSearchChunk *chunk = tactics_search_queue_take (queue, level);

      /* Entering costs are at least 1: nothing joins this level now. */
      while (chunk != NULL)
        {
          TacticsSearchChunk *next_chunk = chunk->next;
          const guint32 *entries = chunk->entries;
          guint32 len = chunk->len;

          n_queued -= len;
          for (guint32 e = 0; e < len; e++)
            {
              guint32 entry = entries[e];
              guint32 index = entry & TACTICS_SEARCH_INDEX_MASK;
              guint32 cell = tiled ? index : frame_grid_index (frame, index);
              guint32 odd_row = hex && !tiled ? (entry >> ODD_ROW_SHIFT) & 1 : 0;

              /* A tiled search fetches the lines above and below ahead
               * (a cell's own line holds most of the rest); a frame's keys
               * stay in the caches, so only the grid's costs are worth
               * fetching ahead there. */
              if (e + PREFETCH_DISTANCE < len)
                {
                  guint32 ahead = entries[e + PREFETCH_DISTANCE] & TACTICS_SEARCH_INDEX_MASK;

                  if (tiled)
                    {
                      const guint32 *steps = tiled_deltas[ahead & (TILE_CELLS - 1)];
                      guint32 up = ahead + steps[hex ? 3 : 2];
                      guint32 down = ahead + steps[hex ? 5 : 3];

                      __builtin_prefetch (&keys[up]);
                      __builtin_prefetch (&keys[down]);
                      __builtin_prefetch (&costs[up]);
                      __builtin_prefetch (&costs[down]);
                    }
                  else
                    tactics_search_prefetch_costs (costs, frame_grid_index (frame, ahead),
                                                   grid_stride);
                }

              /* order has a spare slot for this unconditional write. */
              store_order (order, n_order, index, stream);
              n_order += !(entry & ENTRY_ALLY);

              if (occupancy != NULL)
                n_queued += visit_neighbours_occupied (self, grid, deltas[odd_row],
                                                       grid_deltas[odd_row], index, cell,
                                                       odd_row, level, budget, occupancy,
                                                       user_data, hex);
              else if (tiled)
                n_queued += visit_neighbours_tiled (queue, keys, costs,
                                                    tiled_deltas[index & (TILE_CELLS - 1)],
                                                    index, level, budget - level, base, hex);
              else
                n_queued += visit_neighbours (queue, keys, costs, stride, grid_stride,
                                              index, cell, odd_row, level, budget - level,
                                              base, hex);
            }

          tactics_search_queue_release (queue, chunk);
          chunk = next_chunk;
        }

      if (n_queued == 0)
        break;
    }

#ifdef __SSE2__
  /* Streamed stores are ordered with nothing else until fenced. */
  if (stream)
    _mm_sfence ();
#endif
  self->n_order = n_order;
  tactics_search_keys_end (&self->key_range, 2 * level + KEY_ALLY);
}

/**
 * tactics_reach_compute:
 * @self: a movement range
 * @grid: the move costs for the unit's movement type; it must stay alive
 *   and unchanged while results are read
 * @start: the unit's cell
 * @move_points: the unit's move points
 * @occupancy: (nullable) (scope call) (closure user_data): who stands where
 * @user_data: data for @occupancy
 *
 * Computes the cheapest cost of every cell within @move_points of @start.
 * The start cell is always a destination at cost 0 when it lies on the
 * board, even when its terrain is impassable for the movement type (the
 * unit stands there already); an off-board start reaches nothing.
 */
void
tactics_reach_compute (TacticsReach          *self,
                       const TacticsCostGrid *grid,
                       TacticsCell            start,
                       guint                  move_points,
                       TacticsOccupancyFunc   occupancy,
                       gpointer               user_data)
{
  guint64 budget;
  guint32 index;
  gboolean tiled;

  g_return_if_fail (self != NULL);
  g_return_if_fail (grid != NULL);

  self->grid = grid;
  self->start = start;
  self->n_order = 0;

  if (!tactics_search_contains (grid, start))
    {
      /* An empty frame: nothing reads a key. */
      self->frame = (Frame) { 0 };
      return;
    }

  /* No path costs more than this, so larger budgets change nothing and
   * the key range a call consumes stays bounded. */
  budget = MIN ((guint64) move_points, tactics_search_cost_bound (grid));

  /* Asking who stands where costs more than the layout saves. */
  frame_init (&self->frame, grid, start, budget, occupancy == NULL);
  tiled = self->frame.tiled;
  if (tiled)
    copy_tile_costs (self, grid);
  ensure_keys (self, frame_n_indices (&self->frame));
  self->n_board_cells = MAX (self->n_board_cells, (gsize) grid->width * (gsize) grid->height);
  if (tactics_search_keys_begin (&self->key_range, 2 * budget + KEY_ALLY))
    memset (self->keys, 0, self->n_keys * sizeof (guint32));

  self->stream_order = ensure_order (self, grid, budget) * sizeof (guint32) >=
                       TACTICS_SEARCH_HUGE_BYTES;

  /* Six copies of the search, each with its branches decided at compile
   * time; with an occupancy function to ask, the frame's is worth no
   * copy of its own. */
  index = (guint32) frame_index_of_cell (&self->frame, start);
  if (grid->topology == TACTICS_TOPOLOGY_HEX)
    {
      if (occupancy != NULL)
        search (self, grid, index, (guint32) budget, occupancy, user_data, TRUE, FALSE);
      else if (tiled)
        search (self, grid, index, (guint32) budget, NULL, NULL, TRUE, TRUE);
      else
        search (self, grid, index, (guint32) budget, NULL, NULL, TRUE, FALSE);
    }
  else
    {
      if (occupancy != NULL)
        search (self, grid, index, (guint32) budget, occupancy, user_data, FALSE, FALSE);
      else if (tiled)
        search (self, grid, index, (guint32) budget, NULL, NULL, FALSE, TRUE);
      else
        search (self, grid, index, (guint32) budget, NULL, NULL, FALSE, FALSE);
    }
}

/* The cost recorded for frame index @index in the last search, -1 if it
 * was not reached (enemy cells and cells of earlier searches hold smaller
 * keys). */
static inline gint64
recorded_cost (const TacticsReach *self,
               guint32             index)
{
  guint32 key = self->keys[index];

  return key >= self->key_range.base ? (gint64) ((key - self->key_range.base) / 2) : -1;
}

static inline gboolean
recorded_ally (const TacticsReach *self,
               guint32             index)
{
  return ((self->keys[index] - self->key_range.base) & KEY_ALLY) != 0;
}

/**
 * tactics_reach_get_cost:
 * @self: a computed movement range
 * @cell: a cell
 *
 * Returns the cheapest cost for the unit to stop on @cell.
 *
 * Returns: the cost, or -1 when @cell is out of reach, off the board, or
 *   an ally's cell
 */
int
tactics_reach_get_cost (const TacticsReach *self,
                        TacticsCell         cell)
{
  gint64 index;
  gint64 cost;

  g_return_val_if_fail (self != NULL, -1);

  if (self->grid == NULL || !tactics_search_contains (self->grid, cell))
    return -1;

  /* Outside the frame is out of reach. */
  index = frame_index_of_cell (&self->frame, cell);
  if (index < 0)
    return -1;
  cost = recorded_cost (self, (guint32) index);
  if (cost < 0 || recorded_ally (self, (guint32) index))
    return -1;
  return (int) MIN (cost, G_MAXINT);
}

/**
 * tactics_reach_get_n_destinations:
 * @self: a computed movement range
 *
 * Returns how many cells the unit may stop on, its start included.
 *
 * Returns: the number of destinations
 */
guint
tactics_reach_get_n_destinations (const TacticsReach *self)
{
  g_return_val_if_fail (self != NULL, 0);

  return self->n_order;
}

/**
 * tactics_reach_get_destination:
 * @self: a movement range
 * @index: 0 ≤ @index < tactics_reach_get_n_destinations()
 * @cost: (out) (optional): the cheapest cost to stop there
 *
 * Returns one of the cells the unit may stop on; they come in order of
 * cost, the start first.
 *
 * Returns: the @index-th destination, by nondecreasing cost
 */
TacticsCell
tactics_reach_get_destination (const TacticsReach *self,
                               guint               index,
                               int                *cost)
{
  guint32 node;

  g_return_val_if_fail (self != NULL, ((TacticsCell) { -1, -1 }));
  g_return_val_if_fail (index < self->n_order, ((TacticsCell) { -1, -1 }));

  node = self->order[index];
  if (cost != NULL)
    *cost = (int) MIN (recorded_cost (self, node), G_MAXINT);
  return frame_cell_of_index (&self->frame, node);
}

/**
 * tactics_reach_get_path: (skip)
 * @self: a computed movement range
 * @cell: a destination
 * @cells: (element-type TacticsCell): a #GArray of #TacticsCell to append
 *   the path to
 *
 * Appends a cheapest path from the start to @cell, both included, to
 * @cells.
 *
 * Returns: %TRUE if @cell is a destination; otherwise %FALSE and nothing
 *   is appended
 */
gboolean
tactics_reach_get_path (const TacticsReach *self,
                        TacticsCell         cell,
                        GArray             *cells)
{
  const TacticsCostGrid *grid;
  const Frame *frame;
  TacticsCell here = cell;
  guint first;

  g_return_val_if_fail (self != NULL, FALSE);
  g_return_val_if_fail (cells != NULL, FALSE);
  g_return_val_if_fail (g_array_get_element_size (cells) == sizeof (TacticsCell), FALSE);

  if (tactics_reach_get_cost (self, cell) < 0)
    return FALSE;

  grid = self->grid;
  frame = &self->frame;
  first = cells->len;
  g_array_append_val (cells, cell);

  /* Walk back: some neighbour was settled at exactly this cell's cost minus
   * its entering cost (the one that discovered it), and every cell but the
   * start costs at least 1, so this ends at the start. Neighbours of a
   * reached cell lie inside the frame. The walk goes by cells, which every
   * layout of the frame answers alike. */
  while (here.x != self->start.x || here.y != self->start.y)
    {
      gint64 wanted = recorded_cost (self, (guint32) frame_index_of_cell (frame, here)) -
                      grid->costs[tactics_cost_grid_index (grid, here.x, here.y)];
      TacticsCell next[TACTICS_MAX_NEIGHBOURS];
      guint n_neighbours = tactics_neighbours (grid->topology, here, next);
      guint i;

      for (i = 0; i < n_neighbours; i++)
        {
          if (tactics_search_contains (grid, next[i]) &&
              recorded_cost (self, (guint32) frame_index_of_cell (frame, next[i])) == wanted)
            {
              here = next[i];
              g_array_append_val (cells, here);
              break;
            }
        }
      g_assert (i < n_neighbours);
    }

  /* Reverse what was appended so the path runs from the start. */
  for (guint a = first, b = cells->len - 1; a < b; a++, b--)
    {
      TacticsCell tmp = g_array_index (cells, TacticsCell, a);

      g_array_index (cells, TacticsCell, a) = g_array_index (cells, TacticsCell, b);
      g_array_index (cells, TacticsCell, b) = tmp;
    }

  return TRUE;
}

double
tactics_reach_get_state_bytes_per_cell (const TacticsReach *self)
{
  gsize bytes;

  g_return_val_if_fail (self != NULL, 0);

  if (self->n_board_cells == 0)
    return 0;

  bytes = sizeof *self + self->n_keys * sizeof (guint32) + self->n_tile_costs +
          self->order_capacity * sizeof (guint32) + tactics_search_queue_bytes (&self->queue);
  return (double) bytes / (double) self->n_board_cells;
}

void
tactics_reach_set_next_base (TacticsReach *self,
                             guint32       next_base)
{
  g_return_if_fail (self != NULL);
  g_return_if_fail (next_base >= 2);

  /* Keys only ever grow until the array is cleared: going back would
   * make old records look current. */
  self->key_range.next_base = MAX (self->key_range.next_base, next_base);
}
