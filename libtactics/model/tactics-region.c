/* SPDX-License-Identifier: GPL-3.0-or-later */
#include "config.h"

#include "tactics-region.h"
#include "tactics-geometry.h"
#include "tactics-model-private.h"

struct _TacticsRegion
{
  GObject parent_instance;

  char   *id;
  char   *name;
  char   *color;
  gboolean revealed;
  GArray *cells;     /* TacticsCell, in reading order, each once */
};

/**
 * TacticsRegion:
 * A named set of cells of a scenario's map ("the Old Tower"): a side's
 * start zone, or the place an objective names.
 *
 * Its cells are kept once each, in reading order (row by row);
 * #TacticsRegion::cells-changed tells when they change. A scenario owns its
 * regions; tactics_region_new() makes one to add with
 * tactics_scenario_insert_region().
 */
G_DEFINE_FINAL_TYPE (TacticsRegion, tactics_region, G_TYPE_OBJECT)

enum {
  PROP_0,
  PROP_ID,
  PROP_NAME,
  PROP_COLOR,
  PROP_REVEALED,
  PROP_N_CELLS,
  N_PROPS
};

enum {
  CELLS_CHANGED,
  N_SIGNALS
};

static GParamSpec *properties[N_PROPS];
static guint signals[N_SIGNALS];

static void
tactics_region_finalize (GObject *object)
{
  TacticsRegion *self = TACTICS_REGION (object);

  g_clear_pointer (&self->id, g_free);
  g_clear_pointer (&self->name, g_free);
  g_clear_pointer (&self->color, g_free);
  g_clear_pointer (&self->cells, g_array_unref);

  G_OBJECT_CLASS (tactics_region_parent_class)->finalize (object);
}

static void
tactics_region_get_property (GObject    *object,
                             guint       prop_id,
                             GValue     *value,
                             GParamSpec *pspec)
{
  TacticsRegion *self = TACTICS_REGION (object);

  switch (prop_id)
    {
    case PROP_ID:
      g_value_set_string (value, self->id);
      break;
    case PROP_NAME:
      g_value_set_string (value, self->name);
      break;
    case PROP_COLOR:
      g_value_set_string (value, self->color);
      break;
    case PROP_REVEALED:
      g_value_set_boolean (value, self->revealed);
      break;
    case PROP_N_CELLS:
      g_value_set_uint (value, self->cells->len);
      break;
    default:
      G_OBJECT_WARN_INVALID_PROPERTY_ID (object, prop_id, pspec);
    }
}

static void
tactics_region_set_property (GObject      *object,
                             guint         prop_id,
                             const GValue *value,
                             GParamSpec   *pspec)
{
  TacticsRegion *self = TACTICS_REGION (object);

  switch (prop_id)
    {
    case PROP_ID:
      tactics_region_set_id (self, g_value_get_string (value));
      break;
    case PROP_NAME:
      tactics_region_set_name (self, g_value_get_string (value));
      break;
    case PROP_COLOR:
      tactics_region_set_color (self, g_value_get_string (value));
      break;
    case PROP_REVEALED:
      tactics_region_set_revealed (self, g_value_get_boolean (value));
      break;
    default:
      G_OBJECT_WARN_INVALID_PROPERTY_ID (object, prop_id, pspec);
    }
}

static void
tactics_region_class_init (TacticsRegionClass *klass)
{
  GObjectClass *object_class = G_OBJECT_CLASS (klass);
  const GParamFlags flags = G_PARAM_READWRITE | G_PARAM_EXPLICIT_NOTIFY | G_PARAM_STATIC_STRINGS;

  object_class->finalize = tactics_region_finalize;
  object_class->get_property = tactics_region_get_property;
  object_class->set_property = tactics_region_set_property;

  /**
   * TacticsRegion:id:
   * The region's id, unique in its scenario; sides and objectives name the
   * region by it.
   */
  properties[PROP_ID] = g_param_spec_string ("id", NULL, NULL, NULL, flags);
  /**
   * TacticsRegion:name:
   * The region's name for people.
   */
  properties[PROP_NAME] = g_param_spec_string ("name", NULL, NULL, NULL, flags);
  /**
   * TacticsRegion:color:
   * The colour the region is drawn with, as "#rrggbb".
   */
  properties[PROP_COLOR] = g_param_spec_string ("color", NULL, NULL, "#ffd54f", flags);
  /**
   * TacticsRegion:revealed:
   * Whether every side starts a match under fog of war or shroud knowing
   * the terrain of the region's cells (as explored).
   */
  properties[PROP_REVEALED] = g_param_spec_boolean ("revealed", NULL, NULL, FALSE, flags);
  /**
   * TacticsRegion:n-cells:
   * The number of cells in the region.
   */
  properties[PROP_N_CELLS] =
    g_param_spec_uint ("n-cells", NULL, NULL, 0, G_MAXUINT, 0,
                       G_PARAM_READABLE | G_PARAM_EXPLICIT_NOTIFY | G_PARAM_STATIC_STRINGS);
  g_object_class_install_properties (object_class, N_PROPS, properties);

  /**
   * TacticsRegion::cells-changed:
   * @self: the region
   *
   * Cells came in or went out.
   */
  signals[CELLS_CHANGED] =
    g_signal_new ("cells-changed", G_TYPE_FROM_CLASS (klass), G_SIGNAL_RUN_LAST, 0,
                  NULL, NULL, NULL, G_TYPE_NONE, 0);
}

static void
tactics_region_init (TacticsRegion *self)
{
  self->color = g_strdup ("#ffd54f");
  self->cells = g_array_new (FALSE, FALSE, sizeof (TacticsCell));
}

/**
 * tactics_region_new:
 * @id: the region's id, which objectives and sides name it by
 * @name: (nullable): its name for people; the id when %NULL
 *
 * Creates a region with no cells.
 *
 * Returns: (transfer full): a new region
 */
TacticsRegion *
tactics_region_new (const char *id,
                    const char *name)
{
  return g_object_new (TACTICS_TYPE_REGION,
                       "id", id,
                       "name", name != NULL ? name : id,
                       NULL);
}

/**
 * tactics_region_copy:
 * @self: a region
 * @id: (nullable): the copy's id; %NULL keeps @self's
 *
 * Makes a new region with @self's name, colour, cells and whether it is
 * revealed at the start.
 *
 * Returns: (transfer full): the copy
 */
TacticsRegion *
tactics_region_copy (TacticsRegion *self,
                     const char    *id)
{
  TacticsRegion *copy;

  g_return_val_if_fail (TACTICS_IS_REGION (self), NULL);

  copy = tactics_region_new (id != NULL ? id : self->id, self->name);
  tactics_region_set_color (copy, self->color);
  copy->revealed = self->revealed;
  /* In reading order already, each once: taken as they are. */
  g_array_append_vals (copy->cells, self->cells->data, self->cells->len);
  return copy;
}

/**
 * tactics_region_get_id:
 * @self: a region
 *
 * Returns the region's id.
 *
 * Returns: (nullable): the id
 */
const char *
tactics_region_get_id (TacticsRegion *self)
{
  g_return_val_if_fail (TACTICS_IS_REGION (self), NULL);

  return self->id;
}

/**
 * tactics_region_set_id:
 * @self: a region
 * @id: (nullable): the new id
 *
 * Sets the region's id. Sides and objectives that named the old id are not
 * changed.
 */
void
tactics_region_set_id (TacticsRegion *self,
                       const char    *id)
{
  g_return_if_fail (TACTICS_IS_REGION (self));

  if (tactics_set_str (&self->id, id))
    g_object_notify_by_pspec (G_OBJECT (self), properties[PROP_ID]);
}

/**
 * tactics_region_get_name:
 * @self: a region
 *
 * Returns the region's name as set, which may be %NULL; see
 * tactics_region_get_display_name().
 *
 * Returns: (nullable): the name
 */
const char *
tactics_region_get_name (TacticsRegion *self)
{
  g_return_val_if_fail (TACTICS_IS_REGION (self), NULL);

  return self->name;
}

/**
 * tactics_region_set_name:
 * @self: a region
 * @name: (nullable): the new name
 *
 * Sets the region's name for people.
 */
void
tactics_region_set_name (TacticsRegion *self,
                         const char    *name)
{
  g_return_if_fail (TACTICS_IS_REGION (self));

  if (tactics_set_str (&self->name, name))
    g_object_notify_by_pspec (G_OBJECT (self), properties[PROP_NAME]);
}

/**
 * tactics_region_get_display_name:
 * @self: a region
 *
 * Returns the name the region goes by for people: its name, else its id.
 *
 * Returns: (nullable): the name to show
 */
const char *
tactics_region_get_display_name (TacticsRegion *self)
{
  g_return_val_if_fail (TACTICS_IS_REGION (self), NULL);

  return self->name != NULL && self->name[0] != '\0' ? self->name : self->id;
}

/**
 * tactics_region_get_color:
 * @self: a region
 *
 * Returns the colour the region is drawn with.
 *
 * Returns: (nullable): the colour as "#rrggbb"
 */
const char *
tactics_region_get_color (TacticsRegion *self)
{
  g_return_val_if_fail (TACTICS_IS_REGION (self), NULL);

  return self->color;
}

/**
 * tactics_region_set_color:
 * @self: a region
 * @color: (nullable): the new colour as "#rrggbb"
 *
 * Sets the colour the region is drawn with.
 */
void
tactics_region_set_color (TacticsRegion *self,
                          const char    *color)
{
  g_return_if_fail (TACTICS_IS_REGION (self));
  g_return_if_fail (color != NULL);

  if (tactics_set_str (&self->color, color))
    g_object_notify_by_pspec (G_OBJECT (self), properties[PROP_COLOR]);
}

/**
 * tactics_region_get_revealed:
 * @self: a region
 *
 * Tells whether every side starts a match under fog of war or shroud
 * knowing the terrain of the region's cells, as if it had explored them.
 *
 * Returns: %TRUE if the region is revealed at the start
 */
gboolean
tactics_region_get_revealed (TacticsRegion *self)
{
  g_return_val_if_fail (TACTICS_IS_REGION (self), FALSE);

  return self->revealed;
}

/**
 * tactics_region_set_revealed:
 * @self: a region
 * @revealed: %TRUE to reveal the region at the start
 *
 * Sets whether every side starts a match under fog of war or shroud
 * knowing the terrain of the region's cells. Without fog it changes
 * nothing.
 */
void
tactics_region_set_revealed (TacticsRegion *self,
                             gboolean       revealed)
{
  g_return_if_fail (TACTICS_IS_REGION (self));

  revealed = !!revealed;
  if (self->revealed == revealed)
    return;
  self->revealed = revealed;
  g_object_notify_by_pspec (G_OBJECT (self), properties[PROP_REVEALED]);
}

/**
 * tactics_region_get_cells:
 * @self: a region
 * @n_cells: (out) (optional): where to store the number of cells
 *
 * Returns the region's cells in reading order, each once.
 *
 * Returns: (transfer none) (array length=n_cells): the cells, valid until
 *   the region changes
 */
const TacticsCell *
tactics_region_get_cells (TacticsRegion *self,
                          guint         *n_cells)
{
  g_return_val_if_fail (TACTICS_IS_REGION (self), NULL);

  if (n_cells != NULL)
    *n_cells = self->cells->len;
  return (const TacticsCell *) self->cells->data;
}

/**
 * tactics_region_get_n_cells:
 * @self: a region
 *
 * Returns the number of cells in the region.
 *
 * Returns: the number of cells
 */
guint
tactics_region_get_n_cells (TacticsRegion *self)
{
  g_return_val_if_fail (TACTICS_IS_REGION (self), 0);

  return self->cells->len;
}

/* Reading order: row by row, then column. */
static int
compare_cells (gconstpointer a,
               gconstpointer b)
{
  const TacticsCell *cell_a = a;
  const TacticsCell *cell_b = b;

  if (cell_a->y != cell_b->y)
    return cell_a->y < cell_b->y ? -1 : 1;
  if (cell_a->x != cell_b->x)
    return cell_a->x < cell_b->x ? -1 : 1;
  return 0;
}

/* Binary search; TRUE and the position when found, else FALSE and where
 * @cell belongs. */
static gboolean
find_cell (TacticsRegion *self,
           TacticsCell    cell,
           guint         *position)
{
  guint low = 0;
  guint high = self->cells->len;

  while (low < high)
    {
      guint middle = low + (high - low) / 2;
      int order = compare_cells (&g_array_index (self->cells, TacticsCell, middle), &cell);

      if (order == 0)
        {
          *position = middle;
          return TRUE;
        }
      if (order < 0)
        low = middle + 1;
      else
        high = middle;
    }
  *position = low;
  return FALSE;
}

/**
 * tactics_region_contains: (skip)
 * @self: a region
 * @cell: a cell
 *
 * Tells whether @cell is in the region.
 *
 * Returns: %TRUE if @cell is in the region
 */
gboolean
tactics_region_contains (TacticsRegion *self,
                         TacticsCell    cell)
{
  guint position;

  g_return_val_if_fail (TACTICS_IS_REGION (self), FALSE);

  return find_cell (self, cell, &position);
}

static void
emit_changed (TacticsRegion *self)
{
  g_signal_emit (self, signals[CELLS_CHANGED], 0);
  g_object_notify_by_pspec (G_OBJECT (self), properties[PROP_N_CELLS]);
}

/* TRUE when @cells are in strictly increasing reading order, all after the
 * region's last cell. */
static gboolean
is_after_all (TacticsRegion     *self,
              const TacticsCell *cells,
              guint              n_cells)
{
  if (self->cells->len > 0
      && compare_cells (&g_array_index (self->cells, TacticsCell, self->cells->len - 1),
                        &cells[0]) >= 0)
    return FALSE;

  for (guint i = 1; i < n_cells; i++)
    if (cells[i - 1].y > cells[i].y
        || (cells[i - 1].y == cells[i].y && cells[i - 1].x >= cells[i].x))
      return FALSE;

  return TRUE;
}

/**
 * tactics_region_set_cells:
 * @self: a region
 * @cells: (array length=n_cells): the cells to add or take out
 * @n_cells: the number of @cells
 * @inside: %TRUE to add the cells, %FALSE to take them out
 *
 * Adds or takes out @cells; repeats are harmless. A change emits
 * #TacticsRegion::cells-changed.
 *
 * Returns: %TRUE if the region changed
 */
gboolean
tactics_region_set_cells (TacticsRegion     *self,
                          const TacticsCell *cells,
                          guint              n_cells,
                          gboolean           inside)
{
  guint old_length;
  gboolean changed = FALSE;

  g_return_val_if_fail (TACTICS_IS_REGION (self), FALSE);
  g_return_val_if_fail (cells != NULL || n_cells == 0, FALSE);

  old_length = self->cells->len;
  if (inside && n_cells > 64 && is_after_all (self, cells, n_cells))
    {
      /* Already in order after every cell there (a file written in
       * reading order): appended as they are, without a sort. */
      g_array_append_vals (self->cells, cells, n_cells);
      changed = TRUE;
    }
  else if (inside && n_cells > 64)
    {
      /* Many at once: append, sort, drop repeats; linear after the sort. */
      guint kept = 0;

      g_array_append_vals (self->cells, cells, n_cells);
      g_array_sort (self->cells, compare_cells);
      for (guint i = 0; i < self->cells->len; i++)
        if (kept == 0 || compare_cells (&g_array_index (self->cells, TacticsCell, kept - 1),
                                        &g_array_index (self->cells, TacticsCell, i)) != 0)
          g_array_index (self->cells, TacticsCell, kept++) = g_array_index (self->cells,
                                                                            TacticsCell, i);
      g_array_set_size (self->cells, kept);
      changed = kept != old_length;
    }
  else
    {
      for (guint i = 0; i < n_cells; i++)
        {
          guint position;
          gboolean found = find_cell (self, cells[i], &position);

          if (inside && !found)
            g_array_insert_val (self->cells, position, cells[i]);
          else if (!inside && found)
            g_array_remove_index (self->cells, position);
          else
            continue;
          changed = TRUE;
        }
    }

  if (changed)
    emit_changed (self);
  return changed;
}

/**
 * tactics_region_clear:
 * @self: a region
 *
 * Takes every cell out of the region.
 */
void
tactics_region_clear (TacticsRegion *self)
{
  g_return_if_fail (TACTICS_IS_REGION (self));

  if (self->cells->len == 0)
    return;
  g_array_set_size (self->cells, 0);
  emit_changed (self);
}
