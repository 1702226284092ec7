/* SPDX-License-Identifier: GPL-3.0-or-later */
#include "config.h"

#include "tactics-pattern.h"
#include "tactics-geometry-enums.h"
#include "tactics-geometry.h"

/**
 * tactics_pattern_init:
 * @pattern: (out caller-allocates): the pattern to fill
 * @topology: the board's topology
 * @width: the board's width
 * @height: the board's height
 * @metric: the action's metric; fitted to @topology with
 *   tactics_metric_for_topology()
 * @shape: the action's shape
 * @range_min: the smallest distance from the unit to the focus
 * @range_max: the largest distance from the unit to the focus
 * @extent: 1 or more: how far the effect spreads
 *
 * Fills @pattern with the geometry of an action on a board.
 */
void
tactics_pattern_init (TacticsPattern  *pattern,
                      TacticsTopology  topology,
                      int              width,
                      int              height,
                      TacticsMetric    metric,
                      TacticsShape     shape,
                      guint            range_min,
                      guint            range_max,
                      guint            extent)
{
  g_return_if_fail (pattern != NULL);
  g_return_if_fail (width >= 0 && height >= 0);
  g_return_if_fail (range_min <= range_max);
  g_return_if_fail (extent >= 1);

  pattern->topology = topology;
  pattern->width = width;
  pattern->height = height;
  pattern->metric = tactics_metric_for_topology (metric, topology);
  pattern->shape = shape;
  pattern->range_min = range_min;
  pattern->range_max = range_max;
  pattern->extent = extent;
}

static inline gboolean
on_board (const TacticsPattern *pattern,
          TacticsCell           cell)
{
  return cell.x >= 0 && cell.x < pattern->width && cell.y >= 0 && cell.y < pattern->height;
}

/**
 * tactics_pattern_focus_allowed: (skip)
 * @pattern: a pattern
 * @unit: the cell of the acting unit
 * @focus: the cell to aim at
 *
 * Tells whether @focus is a cell the action may be aimed at from @unit: on
 * the board, within the range and, for a linear shape, on a straight line
 * from @unit.
 *
 * Returns: %TRUE if the action may be aimed at @focus
 */
gboolean
tactics_pattern_focus_allowed (const TacticsPattern *pattern,
                               TacticsCell           unit,
                               TacticsCell           focus)
{
  guint distance;

  g_return_val_if_fail (pattern != NULL, FALSE);

  if (!on_board (pattern, focus))
    return FALSE;

  distance = (guint) tactics_distance (pattern->metric, unit, focus);
  if (distance < pattern->range_min || distance > pattern->range_max)
    return FALSE;

  /* A line needs a direction, so the unit's own cell is never a linear
   * focus. */
  if (pattern->shape == TACTICS_SHAPE_LINEAR)
    return tactics_direction_between (pattern->metric, unit, focus, NULL);

  return TRUE;
}

/* Calls tactics_pattern_focus_allowed() only on the cells of the board that
 * might be within @radius of @center: every metric keeps both the column and
 * the row within @radius (on odd-r hex boards too). */
static void
append_cells_within (const TacticsPattern *pattern,
                     TacticsCell           center,
                     guint                 radius,
                     gboolean            (*keep) (const TacticsPattern *pattern,
                                                  TacticsCell           center,
                                                  TacticsCell           cell),
                     TacticsCell           skip,
                     GArray               *cells)
{
  gint64 y0 = MAX ((gint64) center.y - radius, 0);
  gint64 y1 = MIN ((gint64) center.y + radius, (gint64) pattern->height - 1);
  gint64 x0 = MAX ((gint64) center.x - radius, 0);
  gint64 x1 = MIN ((gint64) center.x + radius, (gint64) pattern->width - 1);

  for (gint64 y = y0; y <= y1; y++)
    {
      for (gint64 x = x0; x <= x1; x++)
        {
          TacticsCell cell = { (int) x, (int) y };

          if (cell.x == skip.x && cell.y == skip.y)
            continue;
          if (keep (pattern, center, cell))
            g_array_append_val (cells, cell);
        }
    }
}

static gboolean
is_focus (const TacticsPattern *pattern,
          TacticsCell           unit,
          TacticsCell           cell)
{
  return tactics_pattern_focus_allowed (pattern, unit, cell);
}

static gboolean
is_in_blast (const TacticsPattern *pattern,
             TacticsCell           focus,
             TacticsCell           cell)
{
  return (guint) tactics_distance (pattern->metric, focus, cell)
         <= tactics_pattern_radius_for_extent (pattern->extent);
}

/**
 * tactics_pattern_get_foci: (skip)
 * @pattern: a pattern
 * @unit: the cell of the acting unit
 * @cells: (element-type TacticsCell): a #GArray of #TacticsCell to append to
 *
 * Appends every cell the action may be aimed at from @unit, row by row.
 */
void
tactics_pattern_get_foci (const TacticsPattern *pattern,
                          TacticsCell           unit,
                          GArray               *cells)
{
  g_return_if_fail (pattern != NULL);
  g_return_if_fail (cells != NULL);
  g_return_if_fail (g_array_get_element_size (cells) == sizeof (TacticsCell));

  append_cells_within (pattern, unit, pattern->range_max, is_focus,
                       (TacticsCell) { -1, -1 }, cells);
}

/**
 * tactics_pattern_get_effect: (skip)
 * @pattern: a pattern
 * @unit: the cell of the acting unit
 * @focus: the cell the action is aimed at
 * @cells: (element-type TacticsCell): a #GArray of #TacticsCell to append to
 *
 * Appends the cells the action affects when aimed at @focus, @focus first
 * and cells off the board left out. Appends nothing when @focus is not
 * allowed.
 */
void
tactics_pattern_get_effect (const TacticsPattern *pattern,
                            TacticsCell           unit,
                            TacticsCell           focus,
                            GArray               *cells)
{
  guint extent;

  g_return_if_fail (pattern != NULL);
  g_return_if_fail (cells != NULL);
  g_return_if_fail (g_array_get_element_size (cells) == sizeof (TacticsCell));

  if (!tactics_pattern_focus_allowed (pattern, unit, focus))
    return;

  extent = MAX (pattern->extent, 1);
  g_array_append_val (cells, focus);

  switch (pattern->shape)
    {
    case TACTICS_SHAPE_SINGLE:
      break;

    case TACTICS_SHAPE_LINEAR:
      {
        guint direction;

        if (!tactics_direction_between (pattern->metric, unit, focus, &direction))
          g_assert_not_reached ();

        for (guint i = 1; i < extent; i++)
          {
            TacticsCell cell = tactics_step (pattern->metric, focus, direction, (int) i);

            /* A straight line that has left the board never comes back. */
            if (!on_board (pattern, cell))
              break;
            g_array_append_val (cells, cell);
          }
      }
      break;

    case TACTICS_SHAPE_CIRCULAR:
      append_cells_within (pattern, focus, tactics_pattern_radius_for_extent (extent),
                           is_in_blast, focus, cells);
      break;

    default:
      g_return_if_reached ();
    }
}

/**
 * tactics_pattern_radius_for_extent:
 * @extent: the extent of a circular effect
 *
 * Returns how many steps from the focus a circular effect of @extent
 * reaches: @extent − 1.
 *
 * Returns: the radius of the effect
 */
guint
tactics_pattern_radius_for_extent (guint extent)
{
  return MAX (extent, 1) - 1;
}

/**
 * tactics_pattern_count_effect:
 * @topology: a board topology
 * @metric: a metric, fitted to @topology with tactics_metric_for_topology()
 * @shape: an effect shape
 * @extent: the effect's extent
 *
 * Counts the cells an effect of @shape and @extent covers when none is off
 * the board.
 *
 * Returns: the number of cells covered
 */
guint
tactics_pattern_count_effect (TacticsTopology topology,
                              TacticsMetric   metric,
                              TacticsShape    shape,
                              guint           extent)
{
  guint radius = tactics_pattern_radius_for_extent (extent);

  switch (shape)
    {
    case TACTICS_SHAPE_SINGLE:
      return 1;
    case TACTICS_SHAPE_LINEAR:
      return MAX (extent, 1);
    case TACTICS_SHAPE_CIRCULAR:
      /* The cells within @radius steps: a diamond, a square block or a hexagon. */
      switch (tactics_metric_for_topology (metric, topology))
        {
        case TACTICS_METRIC_MANHATTAN:
          return 2 * radius * radius + 2 * radius + 1;
        case TACTICS_METRIC_CHEBYSHEV:
          return (2 * radius + 1) * (2 * radius + 1);
        case TACTICS_METRIC_HEX:
        default:
          return 3 * radius * radius + 3 * radius + 1;
        }
    default:
      g_return_val_if_reached (1);
    }
}
