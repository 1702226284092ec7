/* SPDX-License-Identifier: GPL-3.0-or-later */
#pragma once

#include <string.h>
#include <sys/mman.h>
#include <unistd.h>

#include "tactics-cost-grid.h"
#include "tactics-geometry.h"
#include "tactics-reach.h"

G_BEGIN_DECLS

/* Helpers shared by the movement searches (TacticsReach, TacticsPathFinder).
 *
 * Both keep one 32-bit "key" per cell of the cost grid (border included) and
 * never clear it between calls. Instead each call gets a fresh range of
 * keys: a cell's key is base + 2 × cost + flag when the current call has
 * seen it, base - 1 when it holds an enemy, and anything smaller is left
 * over from an earlier call. The next call starts above the largest key
 * used, so a call costs in proportion to the cells it touches; only when
 * the 32-bit key space runs out is the whole array cleared. */

/* Cell indices fit in 25 bits (4098 × 4098 < 2^25); queue entries keep
 * flags in the bits above. */
#define TACTICS_SEARCH_INDEX_MASK  0x3fffffffu

typedef struct {
  guint32 base;       /* key of cost 0 in the current call */
  guint32 next_base;  /* first base the next call may use */
} TacticsSearchKeys;

static inline void
tactics_search_keys_init (TacticsSearchKeys *keys)
{
  /* Key 0 is what a freshly zeroed array holds; base 2 keeps both 0 and 1
   * (the enemy mark of this call) apart from any valid key. */
  keys->base = 2;
  keys->next_base = 2;
}

/* Starts a call whose keys are at most base + @span. Returns TRUE when the
 * key space is exhausted and the caller must zero its keys first. */
static inline gboolean
tactics_search_keys_begin (TacticsSearchKeys *keys,
                           guint64            span)
{
  gboolean exhausted = FALSE;

  g_assert (span + 4 < G_MAXUINT32);

  if ((guint64) keys->next_base + span + 2 > G_MAXUINT32)
    {
      keys->next_base = 2;
      exhausted = TRUE;
    }
  keys->base = keys->next_base;
  return exhausted;
}

/* Ends a call whose largest key was base + @span_used. */
static inline void
tactics_search_keys_end (TacticsSearchKeys *keys,
                         guint32            span_used)
{
  keys->next_base = keys->base + span_used + 2;
}

/* A bucket queue: a ring of buckets, one per cost (modulo the ring size),
 * each a list of fixed-size chunks of cell entries. Entries sit side by side
 * in memory, so a search can walk a bucket in order and prefetch the cells
 * it is about to visit; chunks go back to a free list and are reused by the
 * next call, so searches allocate nothing once warm.
 *
 * Every bucket always has a writable slot under its cursor (an empty
 * bucket's is a scratch word), so a search can write an entry
 * unconditionally and advance the cursor only if it keeps it: random walls
 * and costs then cost no mispredicted branches. */
#define TACTICS_SEARCH_N_BUCKETS 256
#define TACTICS_SEARCH_BUCKET_MASK (TACTICS_SEARCH_N_BUCKETS - 1)
/* Makes a chunk 1 KiB. */
#define TACTICS_SEARCH_CHUNK_ENTRIES 253

typedef struct _TacticsSearchChunk TacticsSearchChunk;

struct _TacticsSearchChunk {
  TacticsSearchChunk *next;
  guint32 len;  /* set when the chunk is full or taken */
  guint32 entries[TACTICS_SEARCH_CHUNK_ENTRIES];
};

typedef struct {
  guint32 *cursors[TACTICS_SEARCH_N_BUCKETS];  /* where the next entry goes */
  guint32 *limits[TACTICS_SEARCH_N_BUCKETS];   /* end of the tail chunk or scratch */
  TacticsSearchChunk *heads[TACTICS_SEARCH_N_BUCKETS];
  TacticsSearchChunk *tails[TACTICS_SEARCH_N_BUCKETS];
  guint32 scratch[TACTICS_SEARCH_N_BUCKETS];
  TacticsSearchChunk *free_chunks;
  gsize n_chunks;  /* allocated, free or not */
} TacticsSearchQueue;

static inline void
tactics_search_queue_reset_bucket (TacticsSearchQueue *queue,
                                   guint               bucket)
{
  queue->heads[bucket] = NULL;
  queue->tails[bucket] = NULL;
  queue->cursors[bucket] = &queue->scratch[bucket];
  queue->limits[bucket] = &queue->scratch[bucket] + 1;
}

/* The queue must not move in memory afterwards (buckets point into it). */
static inline void
tactics_search_queue_init (TacticsSearchQueue *queue)
{
  memset (queue, 0, sizeof *queue);
  for (guint i = 0; i < TACTICS_SEARCH_N_BUCKETS; i++)
    tactics_search_queue_reset_bucket (queue, i);
}

static inline void
tactics_search_queue_release (TacticsSearchQueue *queue,
                              TacticsSearchChunk *chunk)
{
  chunk->next = queue->free_chunks;
  queue->free_chunks = chunk;
}

/* Called when a push filled the last slot under a bucket's cursor: the
 * bucket's first entry (still in scratch) or its tail chunk's last. */
static G_GNUC_UNUSED G_GNUC_NO_INLINE void
tactics_search_queue_grow (TacticsSearchQueue *queue,
                           guint               bucket)
{
  TacticsSearchChunk *chunk = queue->free_chunks;

  if (chunk != NULL)
    {
      queue->free_chunks = chunk->next;
    }
  else
    {
      chunk = g_new (TacticsSearchChunk, 1);
      queue->n_chunks++;
    }
  chunk->next = NULL;

  if (queue->tails[bucket] == NULL)
    {
      chunk->entries[0] = queue->scratch[bucket];
      queue->heads[bucket] = chunk;
      queue->cursors[bucket] = &chunk->entries[1];
    }
  else
    {
      queue->tails[bucket]->len = TACTICS_SEARCH_CHUNK_ENTRIES;
      queue->tails[bucket]->next = chunk;
      queue->cursors[bucket] = &chunk->entries[0];
    }
  queue->tails[bucket] = chunk;
  queue->limits[bucket] = &chunk->entries[TACTICS_SEARCH_CHUNK_ENTRIES];
}

/* Queues @entry at @level if @keep is 1; does nothing visible if it is 0. */
static inline void
tactics_search_queue_push_if (TacticsSearchQueue *queue,
                              guint32             level,
                              guint32             entry,
                              guint32             keep)
{
  guint bucket = level & TACTICS_SEARCH_BUCKET_MASK;
  guint32 *cursor = queue->cursors[bucket];

  *cursor = entry;
  cursor += keep;
  queue->cursors[bucket] = cursor;
  if (G_UNLIKELY (cursor == queue->limits[bucket]))
    tactics_search_queue_grow (queue, bucket);
}

static inline void
tactics_search_queue_push (TacticsSearchQueue *queue,
                           guint32             level,
                           guint32             entry)
{
  tactics_search_queue_push_if (queue, level, entry, 1);
}

/* Takes the whole list of @level's bucket (each chunk's len set), leaving
 * the bucket empty for entries pushed while the list is walked. */
static inline TacticsSearchChunk *
tactics_search_queue_take (TacticsSearchQueue *queue,
                           guint32             level)
{
  guint bucket = level & TACTICS_SEARCH_BUCKET_MASK;
  TacticsSearchChunk *head = queue->heads[bucket];
  TacticsSearchChunk *tail = queue->tails[bucket];

  /* A first entry never stays in scratch: pushing it fills the scratch
   * slot, which grows the bucket at once. */
  if (tail == NULL)
    return NULL;

  tail->len = (guint32) (queue->cursors[bucket] - tail->entries);
  tactics_search_queue_reset_bucket (queue, bucket);
  return head;
}

/* Empties every bucket; the chunks stay for the next call. */
static inline void
tactics_search_queue_clear (TacticsSearchQueue *queue)
{
  for (guint i = 0; i < TACTICS_SEARCH_N_BUCKETS; i++)
    {
      TacticsSearchChunk *chunk = queue->heads[i];

      while (chunk != NULL)
        {
          TacticsSearchChunk *next = chunk->next;

          tactics_search_queue_release (queue, chunk);
          chunk = next;
        }
      tactics_search_queue_reset_bucket (queue, i);
    }
}

static inline void
tactics_search_queue_free_chunks (TacticsSearchQueue *queue)
{
  tactics_search_queue_clear (queue);
  while (queue->free_chunks != NULL)
    {
      TacticsSearchChunk *next = queue->free_chunks->next;

      g_free (queue->free_chunks);
      queue->free_chunks = next;
    }
  queue->n_chunks = 0;
}

static inline gsize
tactics_search_queue_bytes (const TacticsSearchQueue *queue)
{
  return queue->n_chunks * sizeof (TacticsSearchChunk);
}

/* Hints that the cells around @index (its row and the rows above and
 * below) will be read soon. A macro, not a function: GCC 12 finds a
 * function made only of prefetches free of side effects and deletes its
 * calls. */
#define tactics_search_prefetch(keys, costs, index, stride) \
  G_STMT_START { \
    __builtin_prefetch (&(keys)[(index) - (stride)]); \
    __builtin_prefetch (&(keys)[(index) + (stride)]); \
    __builtin_prefetch (&(costs)[(index) - (stride)]); \
    __builtin_prefetch (&(costs)[(index) + (stride)]); \
  } G_STMT_END

/* The same for the costs alone, for a search whose keys stay cached. */
#define tactics_search_prefetch_costs(costs, index, stride) \
  G_STMT_START { \
    __builtin_prefetch (&(costs)[(index) - (stride)]); \
    __builtin_prefetch (&(costs)[(index) + (stride)]); \
  } G_STMT_END

/* The largest cost any path may have on @grid. */
static inline guint64
tactics_search_cost_bound (const TacticsCostGrid *grid)
{
  return (guint64) TACTICS_MAX_COST * (guint64) grid->width * (guint64) grid->height;
}

static inline gsize
tactics_search_n_indices (const TacticsCostGrid *grid)
{
  return (gsize) grid->stride * (gsize) (grid->height + 2);
}

static inline gboolean
tactics_search_contains (const TacticsCostGrid *grid,
                         TacticsCell            cell)
{
  return cell.x >= 0 && cell.x < grid->width && cell.y >= 0 && cell.y < grid->height;
}

/* Row of an index without a hardware division: multiply by a rounded-up
 * reciprocal of the stride. Exact for index × stride < 2^38, which the map
 * size limit guarantees. */
#define TACTICS_SEARCH_RECIPROCAL_SHIFT 38

static inline guint64
tactics_search_reciprocal (int stride)
{
  g_assert (stride > 0 && stride <= TACTICS_MAX_MAP_SIZE + 2);
  return ((G_GUINT64_CONSTANT (1) << TACTICS_SEARCH_RECIPROCAL_SHIFT) + (guint64) stride - 1)
         / (guint64) stride;
}

static inline guint32
tactics_search_index_row (guint32 index,
                          guint64 reciprocal)
{
  return (guint32) (((guint64) index * reciprocal) >> TACTICS_SEARCH_RECIPROCAL_SHIFT);
}

/* The board cell (file coordinates) of an index of @grid. */
static inline TacticsCell
tactics_search_index_to_cell (const TacticsCostGrid *grid,
                              guint64                reciprocal,
                              guint32                index)
{
  guint32 row = tactics_search_index_row (index, reciprocal);

  return (TacticsCell) { (int) (index - row * (guint32) grid->stride) - 1, (int) row - 1 };
}

/* Index deltas of the movement neighbours, in tactics_neighbours() order.
 * Hex boards need one set for even rows and one for odd rows. */
static inline void
tactics_search_square_deltas (int stride,
                              int deltas[4])
{
  deltas[0] = +1;
  deltas[1] = -1;
  deltas[2] = -stride;
  deltas[3] = +stride;
}

static inline void
tactics_search_hex_deltas (int stride,
                           int deltas[2][6])
{
  /* Even rows: (x±1,y) (x,y-1) (x-1,y-1) (x,y+1) (x-1,y+1). */
  deltas[0][0] = +1;
  deltas[0][1] = -1;
  deltas[0][2] = -stride;
  deltas[0][3] = -stride - 1;
  deltas[0][4] = +stride;
  deltas[0][5] = +stride - 1;
  /* Odd rows: (x±1,y) (x+1,y-1) (x,y-1) (x+1,y+1) (x,y+1). */
  deltas[1][0] = +1;
  deltas[1][1] = -1;
  deltas[1][2] = -stride + 1;
  deltas[1][3] = -stride;
  deltas[1][4] = +stride + 1;
  deltas[1][5] = +stride;
}

/* Per-cell arrays a search walks all over, once a board is big: a search
 * front spans every row, and with small pages each row is a page of its
 * own, so that above a few million cells the walk waits on address
 * translation more than on memory. Asks the kernel for huge pages for
 * @size bytes at @data (the whole pages inside). Only for arrays that
 * will be filled anyway: a huge page is resident as a whole. */
static inline void
tactics_search_advise_huge_pages (gpointer data,
                                  gsize    size)
{
#ifdef MADV_HUGEPAGE
  long page = sysconf (_SC_PAGESIZE);
  guintptr start, end;

  if (page <= 0)
    return;
  start = ((guintptr) data + (guintptr) page - 1) & ~((guintptr) page - 1);
  end = ((guintptr) data + size) & ~((guintptr) page - 1);
  /* Advice only: a kernel without huge pages keeps small ones. */
  if (end > start)
    (void) madvise ((gpointer) start, end - start, MADV_HUGEPAGE);
#endif
}

/* Arrays of at least this many bytes are worth huge pages. */
#define TACTICS_SEARCH_HUGE_BYTES ((gsize) 4 << 20)

#define TACTICS_SEARCH_HUGE_PAGE ((gsize) 2 << 20)

static inline gsize
tactics_search_array_mapped_size (gsize size)
{
  return (size + TACTICS_SEARCH_HUGE_PAGE - 1) & ~(TACTICS_SEARCH_HUGE_PAGE - 1);
}

/* A zeroed per-cell array of @size bytes. From TACTICS_SEARCH_HUGE_BYTES
 * up it is mapped on its own, aligned to huge pages and rounded up to
 * them, and advised so: the kernel can then back all of it with huge
 * pages from the first touch, where an array from the heap gets them at
 * best for its aligned middle. On a board of millions of cells the first
 * call of a search otherwise spends more in small-page faults than in the
 * search, and later calls wait on address translation. Only for arrays
 * that will be filled anyway; smaller ones come from the heap. Free with
 * tactics_search_array_free() and the same size. */
static inline gpointer
tactics_search_array_new0 (gsize size)
{
#ifdef MAP_ANONYMOUS
  if (size >= TACTICS_SEARCH_HUGE_BYTES)
    {
      gsize mapped = tactics_search_array_mapped_size (size);
      gsize extra = TACTICS_SEARCH_HUGE_PAGE;
      guint8 *region = mmap (NULL, mapped + extra, PROT_READ | PROT_WRITE,
                             MAP_PRIVATE | MAP_ANONYMOUS, -1, 0);
      guint8 *start;

      /* Out of address space: what g_malloc() does too. */
      if (region == MAP_FAILED)
        g_error ("%s: failed to map %" G_GSIZE_FORMAT " bytes", G_STRLOC, mapped + extra);
      start = (guint8 *) (((guintptr) region + extra - 1) & ~(guintptr) (extra - 1));
      /* Give back what lies outside the aligned range. */
      if (start > region)
        (void) munmap (region, (gsize) (start - region));
      if (region + mapped + extra > start + mapped)
        (void) munmap (start + mapped, (gsize) (region + mapped + extra - (start + mapped)));
# ifdef MADV_HUGEPAGE
      /* Advice only: a kernel without huge pages keeps small ones. */
      (void) madvise (start, mapped, MADV_HUGEPAGE);
# endif
      return start;
    }
#endif
  return g_malloc0 (size);
}

static inline void
tactics_search_array_free (gpointer data,
                           gsize    size)
{
  if (data == NULL)
    return;
#ifdef MAP_ANONYMOUS
  if (size >= TACTICS_SEARCH_HUGE_BYTES)
    {
      (void) munmap (data, tactics_search_array_mapped_size (size));
      return;
    }
#endif
  g_free (data);
}

/* A table of cells, each with one 32-bit value, for searches and maps that
 * touch a few cells of a possibly huge board: open addressing on the cell
 * number, so its memory follows the cells it holds, not the board. It is
 * emptied in constant time by moving to a new generation; an entry of an
 * older generation reads as free. Entries move when the table grows: do
 * not keep a pointer across an insertion. */
typedef struct {
  guint32 cell;
  guint32 generation;
  guint32 value;
} TacticsCellEntry;

typedef struct {
  TacticsCellEntry *entries;
  guint32 mask;        /* capacity - 1; the capacity is a power of two */
  guint32 shift;       /* 32 - log2 (capacity) */
  guint32 n_entries;
  guint32 generation;
} TacticsCellTable;

#define TACTICS_CELL_TABLE_MIN_BITS 6

static inline void
tactics_cell_table_init (TacticsCellTable *table)
{
  table->entries = g_new0 (TacticsCellEntry, 1u << TACTICS_CELL_TABLE_MIN_BITS);
  table->mask = (1u << TACTICS_CELL_TABLE_MIN_BITS) - 1;
  table->shift = 32 - TACTICS_CELL_TABLE_MIN_BITS;
  table->n_entries = 0;
  table->generation = 1;
}

static inline void
tactics_cell_table_free (TacticsCellTable *table)
{
  g_clear_pointer (&table->entries, g_free);
}

static inline void
tactics_cell_table_clear (TacticsCellTable *table)
{
  table->n_entries = 0;
  if (G_UNLIKELY (++table->generation == 0))
    {
      memset (table->entries, 0, ((gsize) table->mask + 1) * sizeof (TacticsCellEntry));
      table->generation = 1;
    }
}

static inline guint32
tactics_cell_table_slot (const TacticsCellTable *table,
                         guint32                 cell)
{
  /* Fibonacci hashing: neighbouring cells land far apart. */
  return (guint32) ((cell * 2654435769u) >> table->shift);
}

/* The entry of @cell, or NULL when the table does not hold it. */
static inline TacticsCellEntry *
tactics_cell_table_lookup (const TacticsCellTable *table,
                           guint32                 cell)
{
  for (guint32 i = tactics_cell_table_slot (table, cell);; i = (i + 1) & table->mask)
    {
      TacticsCellEntry *entry = &table->entries[i];

      if (entry->generation != table->generation)
        return NULL;
      if (entry->cell == cell)
        return entry;
    }
}

static G_GNUC_UNUSED G_GNUC_NO_INLINE void
tactics_cell_table_grow (TacticsCellTable *table)
{
  TacticsCellEntry *old = table->entries;
  gsize old_capacity = (gsize) table->mask + 1;

  table->entries = g_new0 (TacticsCellEntry, old_capacity * 2);
  table->mask = (guint32) (old_capacity * 2 - 1);
  table->shift--;
  for (gsize j = 0; j < old_capacity; j++)
    {
      guint32 i;

      if (old[j].generation != table->generation)
        continue;
      for (i = tactics_cell_table_slot (table, old[j].cell);
           table->entries[i].generation == table->generation; i = (i + 1) & table->mask)
        ;
      table->entries[i] = old[j];
    }
  g_free (old);
}

/* The entry of @cell, made with @value when the table did not hold it
 * (then *@added is TRUE). */
static inline TacticsCellEntry *
tactics_cell_table_insert (TacticsCellTable *table,
                           guint32           cell,
                           guint32           value,
                           gboolean         *added)
{
  guint32 i;

  /* At most three quarters full, so that probes stay short. */
  if (G_UNLIKELY (4 * ((gsize) table->n_entries + 1) > 3 * ((gsize) table->mask + 1)))
    tactics_cell_table_grow (table);

  for (i = tactics_cell_table_slot (table, cell);; i = (i + 1) & table->mask)
    {
      TacticsCellEntry *entry = &table->entries[i];

      if (entry->generation != table->generation)
        break;
      if (entry->cell == cell)
        {
          *added = FALSE;
          return entry;
        }
    }
  table->entries[i] = (TacticsCellEntry) { cell, table->generation, value };
  table->n_entries++;
  *added = TRUE;
  return &table->entries[i];
}

/* Whether @entry, one of the table's slots, holds a cell of this
 * generation: for walking every slot. */
static inline gboolean
tactics_cell_table_holds (const TacticsCellTable *table,
                          const TacticsCellEntry *entry)
{
  return entry->generation == table->generation;
}

static inline gsize
tactics_cell_table_bytes (const TacticsCellTable *table)
{
  return ((gsize) table->mask + 1) * sizeof (TacticsCellEntry);
}

/* Size in bytes of the per-cell state a search keeps, for the benchmarks:
 * everything it holds allocated, divided by the cells of the largest board
 * it has searched. */
double tactics_reach_get_state_bytes_per_cell       (const TacticsReach      *self);
double tactics_path_finder_get_state_bytes_per_cell (const TacticsPathFinder *self);

/* For tests: makes the next call start its keys at @next_base or above,
 * e.g. near the top of the key space to exercise the clearing path. */
void   tactics_reach_set_next_base                  (TacticsReach            *self,
                                                     guint32                  next_base);
void   tactics_path_finder_set_next_base            (TacticsPathFinder       *self,
                                                     guint32                  next_base);
/* For tests: sweeps stale queue entries once more than @limit are queued
 * (0: the board's cell count, the default). */
void   tactics_path_finder_set_queue_limit          (TacticsPathFinder       *self,
                                                     gsize                    limit);

G_END_DECLS
