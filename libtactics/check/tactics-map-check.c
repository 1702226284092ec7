/* SPDX-License-Identifier: GPL-3.0-or-later */
#include "config.h"

#include <glib/gi18n-lib.h>

#include "tactics-check-enums.h"
#include "tactics-check-private.h"
#include "tactics-check.h"
#include "tactics-cost-grid.h"
#include "tactics-geometry-enums.h"
#include "tactics-geometry.h"
#include "tactics-map.h"
#include "tactics-movetype.h"
#include "tactics-problem.h"
#include "tactics-ruleset.h"
#include "tactics-search-private.h"
#include "tactics-unit-type.h"

/* Areas are found row by row, in two passes that read the grid in
 * order (a breadth-first walk jumps between rows, and waits on memory on
 * large boards): the first gives each cell a provisional label, its left
 * neighbour's or one of those above it, and records that labels meeting
 * in a cell are one area (a union-find forest in which the smaller label
 * is the root); the second replaces each label by its area's number. */

static inline guint32
find_root (guint32 *parents,
           guint32  label)
{
  while (parents[label] != label)
    {
      /* Path halving keeps the trees flat. */
      parents[label] = parents[parents[label]];
      label = parents[label];
    }
  return label;
}

static inline guint32
join (guint32 *parents,
      guint32  a,
      guint32  b)
{
  a = find_root (parents, a);
  b = find_root (parents, b);
  if (a < b)
    parents[b] = a;
  else if (b < a)
    parents[a] = b;
  return MIN (a, b);
}

/* Rows between two looks at the cancellable: a few thousand cells a row
 * on the largest maps, so a look every few tens of microseconds. */
#define CANCEL_ROWS 16

static inline gboolean
row_cancelled (GCancellable *cancellable,
               int           y)
{
  return cancellable != NULL && (y % CANCEL_ROWS) == 0 && g_cancellable_is_cancelled (cancellable);
}

gboolean
tactics_components_init (TacticsComponents     *components,
                         const TacticsCostGrid *grid,
                         GCancellable          *cancellable)
{
  gsize n_indices = (gsize) grid->stride * (grid->height + 2);
  const guint8 *costs = grid->costs;
  gboolean hex = grid->topology == TACTICS_TOPOLOGY_HEX;
  g_autoptr(GArray) parents_array = g_array_new (FALSE, FALSE, sizeof (guint32));
  g_autoptr(GArray) sizes = g_array_new (FALSE, TRUE, sizeof (guint32));
  g_autofree guint32 *areas = NULL;
  guint32 *parents;
  guint32 *labels;
  guint32 n_labels = 0;
  guint32 n_areas = 0;
  guint32 largest_size = 0;

  g_assert (n_indices <= TACTICS_SEARCH_INDEX_MASK);

  *components = (TacticsComponents) { grid, NULL, 0, NULL, 0 };

  labels = g_new0 (guint32, n_indices);
  if (n_indices * sizeof (guint32) >= TACTICS_SEARCH_HUGE_BYTES)
    tactics_search_advise_huge_pages (labels, n_indices * sizeof (guint32));
  /* Label 0 is impassable and its own root. */
  g_array_append_val (parents_array, n_labels);

  for (int y = 0; y < grid->height; y++)
    {
      guint32 row = (guint32) tactics_cost_grid_index (grid, 0, y);
      /* The cells above a cell: on square boards the one straight up; on
       * hex boards the two touching it, up-left and up for even rows, up
       * and up-right for odd ones. The border row above row 0 is 0. */
      int up_a = -grid->stride;
      int up_b = hex ? ((y & 1) ? -grid->stride + 1 : -grid->stride - 1) : -grid->stride;

      if (row_cancelled (cancellable, y))
        {
          g_free (labels);
          return FALSE;
        }
      for (guint32 i = row; i < row + (guint32) grid->width; i++)
        {
          guint32 left, above_a, above_b, label;

          if (costs[i] == 0)
            continue;
          left = labels[i - 1];
          above_a = labels[i + up_a];
          above_b = labels[i + up_b];
          parents = (guint32 *) parents_array->data;
          if (left != 0)
            {
              label = left;
              if (above_a != 0 && above_a != left)
                label = join (parents, label, above_a);
              if (above_b != 0 && above_b != left)
                label = join (parents, label, above_b);
            }
          else if (above_a != 0)
            {
              label = above_a;
              if (above_b != 0 && above_b != above_a)
                label = join (parents, label, above_b);
            }
          else if (above_b != 0)
            {
              label = above_b;
            }
          else
            {
              label = ++n_labels;
              g_array_append_val (parents_array, label);
            }
          labels[i] = label;
        }
    }

  /* Roots in increasing order are areas in reading order of their first
   * cell: the first cell of an area took a new label, smaller than any
   * label of its later cells. */
  parents = (guint32 *) parents_array->data;
  areas = g_new (guint32, n_labels + 1);
  areas[0] = 0;
  for (guint32 label = 1; label <= n_labels; label++)
    {
      guint32 root = find_root (parents, label);

      areas[label] = root == label ? ++n_areas : areas[root];
    }
  g_array_set_size (sizes, n_areas + 1);
  for (int y = 0; y < grid->height; y++)
    {
      guint32 row = (guint32) tactics_cost_grid_index (grid, 0, y);

      if (row_cancelled (cancellable, y))
        {
          g_free (labels);
          return FALSE;
        }
      for (guint32 i = row; i < row + (guint32) grid->width; i++)
        if (labels[i] != 0)
          {
            guint32 area = areas[labels[i]];

            labels[i] = area;
            g_array_index (sizes, guint32, area)++;
          }
    }

  components->grid = grid;
  components->largest = 0;
  for (guint32 area = 1; area <= n_areas; area++)
    if (g_array_index (sizes, guint32, area) > largest_size)
      {
        largest_size = g_array_index (sizes, guint32, area);
        components->largest = area;
      }
  components->labels = labels;
  components->n_components = n_areas;
  components->sizes = (guint32 *) g_array_free (g_steal_pointer (&sizes), FALSE);
  return TRUE;
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

GPtrArray *
tactics_check_used_movetypes (TacticsRuleset *ruleset)
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

/**
 * tactics_map_check:
 * @map: a map
 *
 * Checks what a designer should know before a map is played: for each
 * movement type the ruleset's unit types use, the passable cells cut off
 * from the largest area that movement type can cross (pockets: a warning
 * per movement type, with the cells). It takes time linear in the map's
 * cells, so it can run live in an editor, and changes nothing.
 *
 * Returns: (transfer full): a list model of #TacticsProblem, in the order
 *   the check finds them
 */
GListModel *
tactics_map_check (TacticsMap *map)
{
  g_autoptr(GListStore) problems = NULL;
  g_autoptr(GPtrArray) movetypes = NULL;

  g_return_val_if_fail (TACTICS_IS_MAP (map), NULL);

  problems = g_list_store_new (TACTICS_TYPE_PROBLEM);
  movetypes = tactics_check_used_movetypes (tactics_map_get_ruleset (map));
  for (guint i = 0; i < movetypes->len; i++)
    {
      const char *id = g_ptr_array_index (movetypes, i);
      const TacticsCostGrid *grid = tactics_map_get_cost_grid (map, id);
      TacticsComponents components;

      /* A unit type of an unknown movement type: the ruleset's own check
       * refuses it when the file is read. */
      if (grid == NULL)
        continue;
      tactics_components_init (&components, grid, NULL);
      tactics_check_pockets (problems, map, id, &components);
      tactics_components_clear (&components);
    }

  return G_LIST_MODEL (g_steal_pointer (&problems));
}
