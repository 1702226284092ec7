/* SPDX-License-Identifier: GPL-3.0-or-later */
#include "config.h"

#include <glib/gi18n-lib.h>

#include "tactics.h"
#include "tactics-check-private.h"
#include "tactics-search-private.h"

/* A ring of grid indices for the breadth-first walk of one area; it holds
 * the walk's front, a few rows' worth, not the area. */
typedef struct {
  guint32 *items;
  gsize mask;
  gsize head;
  gsize tail;
} IndexQueue;

static G_GNUC_NO_INLINE void
index_queue_grow (IndexQueue *queue)
{
  gsize capacity = queue->mask + 1;
  guint32 *items = g_new (guint32, capacity * 2);
  gsize n = queue->tail - queue->head;

  for (gsize i = 0; i < n; i++)
    items[i] = queue->items[(queue->head + i) & queue->mask];
  g_free (queue->items);
  queue->items = items;
  queue->mask = capacity * 2 - 1;
  queue->head = 0;
  queue->tail = n;
}

static inline void
index_queue_push (IndexQueue *queue,
                  guint32     index)
{
  if (G_UNLIKELY (queue->tail - queue->head > queue->mask))
    index_queue_grow (queue);
  queue->items[queue->tail++ & queue->mask] = index;
}

void
tactics_components_init (TacticsComponents     *components,
                         const TacticsCostGrid *grid)
{
  gsize n_indices = (gsize) grid->stride * (grid->height + 2);
  const guint8 *costs = grid->costs;
  g_autoptr(GArray) sizes = g_array_new (FALSE, FALSE, sizeof (guint32));
  IndexQueue queue = { g_new (guint32, 1024), 1023, 0, 0 };
  int square[4];
  int hex[2][6];
  guint32 *labels;
  guint32 label = 0;
  guint32 none = 0;
  guint32 largest_size = 0;

  g_assert (n_indices <= TACTICS_SEARCH_INDEX_MASK);

  labels = g_new0 (guint32, n_indices);
  if (n_indices * sizeof (guint32) >= TACTICS_SEARCH_HUGE_BYTES)
    tactics_search_advise_huge_pages (labels, n_indices * sizeof (guint32));
  tactics_search_square_deltas (grid->stride, square);
  tactics_search_hex_deltas (grid->stride, hex);
  g_array_append_val (sizes, none);

  components->grid = grid;
  components->largest = 0;
  for (int y = 0; y < grid->height; y++)
    {
      guint32 row = (guint32) tactics_cost_grid_index (grid, 0, y);

      for (guint32 start = row; start < row + (guint32) grid->width; start++)
        {
          guint32 size = 0;

          if (costs[start] == 0 || labels[start] != 0)
            continue;

          /* The border is impassable, so steps need no bounds checks. */
          label++;
          labels[start] = label;
          index_queue_push (&queue, start);
          while (queue.head != queue.tail)
            {
              guint32 i = queue.items[queue.head++ & queue.mask];
              const int *deltas;
              guint n_deltas;

              size++;
              if (grid->topology == TACTICS_TOPOLOGY_HEX)
                {
                  /* Grid row i / stride is map row i / stride - 1. */
                  deltas = hex[((i / (guint32) grid->stride) + 1) & 1];
                  n_deltas = 6;
                }
              else
                {
                  deltas = square;
                  n_deltas = 4;
                }
              for (guint k = 0; k < n_deltas; k++)
                {
                  guint32 j = (guint32) ((int) i + deltas[k]);

                  if (costs[j] != 0 && labels[j] == 0)
                    {
                      labels[j] = label;
                      index_queue_push (&queue, j);
                    }
                }
            }
          g_array_append_val (sizes, size);
          if (size > largest_size)
            {
              largest_size = size;
              components->largest = label;
            }
        }
    }

  g_free (queue.items);
  components->labels = labels;
  components->n_components = label;
  components->sizes = (guint32 *) g_array_free (g_steal_pointer (&sizes), FALSE);
}

void
tactics_components_clear (TacticsComponents *components)
{
  g_clear_pointer (&components->labels, g_free);
  g_clear_pointer (&components->sizes, g_free);
  components->n_components = 0;
  components->largest = 0;
}

const char *
tactics_check_movetype_name (TacticsRuleset *ruleset,
                             const char     *movetype_id)
{
  TacticsMovetype *movetype = tactics_ruleset_lookup_movetype (ruleset, movetype_id);
  const char *name = movetype != NULL ? tactics_movetype_get_name (movetype) : NULL;

  return name != NULL && *name != '\0' ? name : movetype_id;
}

void
tactics_check_add (GListStore             *problems,
                   TacticsProblemSeverity  severity,
                   TacticsProblemKind      kind,
                   const TacticsCell      *cells,
                   guint                   n_cells,
                   const char             *side,
                   const char             *region,
                   const char             *unit,
                   const char             *movetype,
                   const char             *format,
                   ...)
{
  g_autoptr(TacticsProblem) problem = NULL;
  g_autofree char *message = NULL;
  va_list args;

  va_start (args, format);
  message = g_strdup_vprintf (format, args);
  va_end (args);

  problem = tactics_problem_new (severity, kind, message, cells, n_cells,
                                 side, region, unit, movetype);
  g_list_store_append (problems, problem);
}

void
tactics_check_pockets (GListStore              *problems,
                       TacticsMap              *map,
                       const char              *movetype_id,
                       const TacticsComponents *components)
{
  const TacticsCostGrid *grid = components->grid;
  g_autoptr(GArray) cells = NULL;
  guint32 n_cut_off;

  if (components->n_components < 2)
    return;

  n_cut_off = 0;
  for (guint32 label = 1; label <= components->n_components; label++)
    if (label != components->largest)
      n_cut_off += components->sizes[label];

  cells = g_array_sized_new (FALSE, FALSE, sizeof (TacticsCell), n_cut_off);
  for (int y = 0; y < grid->height; y++)
    {
      const guint32 *row = &components->labels[tactics_cost_grid_index (grid, 0, y)];

      for (int x = 0; x < grid->width; x++)
        if (row[x] != 0 && row[x] != components->largest)
          {
            TacticsCell cell = { x, y };

            g_array_append_val (cells, cell);
          }
    }

  tactics_check_add (problems, TACTICS_PROBLEM_WARNING, TACTICS_PROBLEM_POCKET,
                     (const TacticsCell *) cells->data, cells->len, NULL, NULL, NULL,
                     movetype_id,
                     g_dngettext (GETTEXT_PACKAGE,
                                  /* Translators: a map check warning; a movement type, then
                                   * a number of cells, e.g. "Foot units can enter 3 cells
                                   * cut off from the largest area they can cross.". */
                                  "%s units can enter %u cell cut off from the largest "
                                  "area they can cross.",
                                  "%s units can enter %u cells cut off from the largest "
                                  "area they can cross.",
                                  cells->len),
                     tactics_check_movetype_name (tactics_map_get_ruleset (map), movetype_id),
                     cells->len);
}

/* The movement types the ruleset's unit types use, each once, in the
 * order of the unit types. */
static GPtrArray *
used_movetypes (TacticsRuleset *ruleset)
{
  GListModel *unit_types = tactics_ruleset_get_unit_types (ruleset);
  guint n = g_list_model_get_n_items (unit_types);
  GPtrArray *ids = g_ptr_array_new_with_free_func (g_free);

  for (guint i = 0; i < n; i++)
    {
      g_autoptr(TacticsUnitType) unit_type = g_list_model_get_item (unit_types, i);
      const char *id = tactics_unit_type_get_movetype (unit_type);

      if (id != NULL && !g_ptr_array_find_with_equal_func (ids, id, g_str_equal, NULL))
        g_ptr_array_add (ids, g_strdup (id));
    }
  return ids;
}

GListModel *
tactics_map_check (TacticsMap *map)
{
  g_autoptr(GListStore) problems = NULL;
  g_autoptr(GPtrArray) movetypes = NULL;

  g_return_val_if_fail (TACTICS_IS_MAP (map), NULL);

  problems = g_list_store_new (TACTICS_TYPE_PROBLEM);
  movetypes = used_movetypes (tactics_map_get_ruleset (map));
  for (guint i = 0; i < movetypes->len; i++)
    {
      const char *id = g_ptr_array_index (movetypes, i);
      const TacticsCostGrid *grid = tactics_map_get_cost_grid (map, id);
      TacticsComponents components;

      /* A unit type of an unknown movement type: the ruleset's own check
       * refuses it when the file is read. */
      if (grid == NULL)
        continue;
      tactics_components_init (&components, grid);
      tactics_check_pockets (problems, map, id, &components);
      tactics_components_clear (&components);
    }

  return G_LIST_MODEL (g_steal_pointer (&problems));
}
