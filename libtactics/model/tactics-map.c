/* SPDX-License-Identifier: GPL-3.0-or-later */
#include "config.h"

#include <string.h>

#include "tactics-map.h"
#include "tactics-cost-grid.h"
#include "tactics-geometry-enum-types.h"
#include "tactics-geometry-enums.h"
#include "tactics-geometry.h"
#include "tactics-model-private.h"
#include "tactics-movetype.h"
#include "tactics-ruleset.h"
#include "tactics-terrain.h"

struct _TacticsMap
{
  GObject parent_instance;

  char            *name;
  char            *description;
  char            *ruleset_path;
  char            *ruleset_fallback;  /* the reference not found, when bundled rules stand in */
  char            *translation_domain;
  int              width;
  int              height;
  TacticsTopology  topology;
  guint16         *cells;             /* row-major terrain positions */

  TacticsRuleset  *ruleset;
  GListModel      *terrain_list;      /* owned by the ruleset */
  /* The ruleset's terrains as the cells last saw them: when the list
   * changes, this tells which object each old position meant. */
  GPtrArray       *terrain_snapshot;
  GHashTable      *cost_grids;        /* movetype id → TacticsCostGrid */

  /* Between begin_changes() and end_changes(): how deep, and the
   * rectangle changed so far (held_x1 < 0 when none). */
  guint            hold;
  int              held_x0;
  int              held_y0;
  int              held_x1;
  int              held_y1;
};

/**
 * TacticsMap:
 * A board: its size, topology and the terrain of every cell.
 *
 * Terrains come from the map's ruleset (inline in the file, or the file
 * named by #TacticsMap:ruleset-path). Cells store terrain positions in the
 * ruleset's terrain list; when that list changes the map remaps its cells
 * by terrain identity, and cells whose terrain was removed get terrain 0.
 * #TacticsMap::cells-changed is emitted after cells change.
 *
 * Make one with tactics_map_new() or read one from a file (see
 * #TacticsFile).
 */
G_DEFINE_FINAL_TYPE (TacticsMap, tactics_map, G_TYPE_OBJECT)

enum {
  PROP_0,
  PROP_NAME,
  PROP_DESCRIPTION,
  PROP_WIDTH,
  PROP_HEIGHT,
  PROP_TOPOLOGY,
  PROP_RULESET,
  PROP_RULESET_PATH,
  PROP_TRANSLATION_DOMAIN,
  N_PROPS
};

enum {
  CELLS_CHANGED,
  N_SIGNALS
};

static GParamSpec *properties[N_PROPS];
static guint signals[N_SIGNALS];

static void
invalidate_cost_grids (TacticsMap *self)
{
  g_hash_table_remove_all (self->cost_grids);
}

static void
emit_cells_changed (TacticsMap *self,
                    int         x,
                    int         y,
                    int         width,
                    int         height)
{
  invalidate_cost_grids (self);
  if (self->hold > 0)
    {
      if (self->held_x1 < 0)
        {
          self->held_x0 = x;
          self->held_y0 = y;
          self->held_x1 = x + width;
          self->held_y1 = y + height;
          return;
        }
      self->held_x0 = MIN (self->held_x0, x);
      self->held_y0 = MIN (self->held_y0, y);
      self->held_x1 = MAX (self->held_x1, x + width);
      self->held_y1 = MAX (self->held_y1, y + height);
      return;
    }
  g_signal_emit (self, signals[CELLS_CHANGED], 0, x, y, width, height);
}

static gsize
n_cells (TacticsMap *self)
{
  return (gsize) self->width * (gsize) self->height;
}

/* Rewrites every cell through @table (old position → new position; cells
 * beyond the table get 0) and reports the rectangle that changed. */
static void
remap_cells (TacticsMap    *self,
             const guint16 *table,
             guint          table_length)
{
  int min_x = G_MAXINT, min_y = G_MAXINT, max_x = -1, max_y = -1;

  for (int y = 0; y < self->height; y++)
    {
      guint16 *row = self->cells + (gsize) y * (gsize) self->width;

      for (int x = 0; x < self->width; x++)
        {
          guint16 new_index = row[x] < table_length ? table[row[x]] : 0;

          if (new_index == row[x])
            continue;
          row[x] = new_index;
          min_x = MIN (min_x, x);
          max_x = MAX (max_x, x);
          min_y = MIN (min_y, y);
          max_y = MAX (max_y, y);
        }
    }

  if (max_x >= 0)
    emit_cells_changed (self, min_x, min_y, max_x - min_x + 1, max_y - min_y + 1);
}

static void
take_terrain_snapshot (TacticsMap *self)
{
  guint n_terrains = g_list_model_get_n_items (self->terrain_list);

  g_ptr_array_set_size (self->terrain_snapshot, 0);
  for (guint i = 0; i < n_terrains; i++)
    g_ptr_array_add (self->terrain_snapshot, g_list_model_get_item (self->terrain_list, i));
}

static void
on_terrains_items_changed (GListModel *terrain_list,
                           guint       position,
                           guint       removed,
                           guint       added,
                           TacticsMap *self)
{
  guint old_length = self->terrain_snapshot->len;
  g_autofree guint16 *table = g_new0 (guint16, MAX (old_length, 1));
  g_autoptr(GPtrArray) added_terrains = g_ptr_array_new_full (added, g_object_unref);

  g_assert (position + removed <= old_length);

  for (guint j = position; j < position + added; j++)
    g_ptr_array_add (added_terrains, g_list_model_get_item (terrain_list, j));

  /* Terrains outside the changed range only shift. Those inside it may
   * have come back (a move is one splice): find them by identity among
   * the added ones; the others are gone and their cells get terrain 0. */
  for (guint i = 0; i < old_length; i++)
    {
      if (i < position)
        {
          table[i] = i;
        }
      else if (i >= position + removed)
        {
          table[i] = i - removed + added;
        }
      else
        {
          gpointer terrain = g_ptr_array_index (self->terrain_snapshot, i);

          guint found;

          if (g_ptr_array_find (added_terrains, terrain, &found))
            table[i] = position + found;
          else
            table[i] = 0;
        }
    }

  take_terrain_snapshot (self);
  invalidate_cost_grids (self);
  remap_cells (self, table, old_length);
}

static void
on_ruleset_changed (TacticsRuleset *ruleset,
                    TacticsMap     *self)
{
  invalidate_cost_grids (self);
}

static void
tactics_map_constructed (GObject *object)
{
  TacticsMap *self = TACTICS_MAP (object);

  G_OBJECT_CLASS (tactics_map_parent_class)->constructed (object);

  if (self->ruleset == NULL)
    {
      g_autoptr(TacticsRuleset) ruleset = tactics_ruleset_new ();

      tactics_map_set_ruleset (self, ruleset);
    }
}

static void
tactics_map_dispose (GObject *object)
{
  TacticsMap *self = TACTICS_MAP (object);

  if (self->ruleset != NULL)
    {
      g_signal_handlers_disconnect_by_func (self->terrain_list, on_terrains_items_changed, self);
      g_signal_handlers_disconnect_by_func (self->ruleset, on_ruleset_changed, self);
      self->terrain_list = NULL;
      g_clear_object (&self->ruleset);
    }
  if (self->terrain_snapshot != NULL)
    g_ptr_array_set_size (self->terrain_snapshot, 0);
  if (self->cost_grids != NULL)
    invalidate_cost_grids (self);

  G_OBJECT_CLASS (tactics_map_parent_class)->dispose (object);
}

static void
tactics_map_finalize (GObject *object)
{
  TacticsMap *self = TACTICS_MAP (object);

  g_clear_pointer (&self->name, g_free);
  g_clear_pointer (&self->description, g_free);
  g_clear_pointer (&self->ruleset_path, g_free);
  g_clear_pointer (&self->ruleset_fallback, g_free);
  g_clear_pointer (&self->translation_domain, g_free);
  g_clear_pointer (&self->cells, g_free);
  g_clear_pointer (&self->terrain_snapshot, g_ptr_array_unref);
  g_clear_pointer (&self->cost_grids, g_hash_table_unref);

  G_OBJECT_CLASS (tactics_map_parent_class)->finalize (object);
}

static void
tactics_map_get_property (GObject    *object,
                          guint       prop_id,
                          GValue     *value,
                          GParamSpec *pspec)
{
  TacticsMap *self = TACTICS_MAP (object);

  switch (prop_id)
    {
    case PROP_NAME:
      g_value_set_string (value, self->name);
      break;
    case PROP_DESCRIPTION:
      g_value_set_string (value, self->description);
      break;
    case PROP_WIDTH:
      g_value_set_int (value, self->width);
      break;
    case PROP_HEIGHT:
      g_value_set_int (value, self->height);
      break;
    case PROP_TOPOLOGY:
      g_value_set_enum (value, self->topology);
      break;
    case PROP_RULESET:
      g_value_set_object (value, self->ruleset);
      break;
    case PROP_RULESET_PATH:
      g_value_set_string (value, self->ruleset_path);
      break;
    case PROP_TRANSLATION_DOMAIN:
      g_value_set_string (value, self->translation_domain);
      break;
    default:
      G_OBJECT_WARN_INVALID_PROPERTY_ID (object, prop_id, pspec);
    }
}

static void
tactics_map_set_property (GObject      *object,
                          guint         prop_id,
                          const GValue *value,
                          GParamSpec   *pspec)
{
  TacticsMap *self = TACTICS_MAP (object);

  switch (prop_id)
    {
    case PROP_NAME:
      tactics_map_set_name (self, g_value_get_string (value));
      break;
    case PROP_DESCRIPTION:
      tactics_map_set_description (self, g_value_get_string (value));
      break;
    case PROP_TOPOLOGY:
      tactics_map_set_topology (self, g_value_get_enum (value));
      break;
    case PROP_RULESET:
      /* NULL at construction means "a new empty ruleset" (constructed). */
      if (g_value_get_object (value) != NULL)
        tactics_map_set_ruleset (self, g_value_get_object (value));
      break;
    case PROP_RULESET_PATH:
      tactics_map_set_ruleset_path (self, g_value_get_string (value));
      break;
    case PROP_TRANSLATION_DOMAIN:
      tactics_map_set_translation_domain (self, g_value_get_string (value));
      break;
    default:
      G_OBJECT_WARN_INVALID_PROPERTY_ID (object, prop_id, pspec);
    }
}

static void
tactics_map_class_init (TacticsMapClass *klass)
{
  GObjectClass *object_class = G_OBJECT_CLASS (klass);
  GParamFlags flags = G_PARAM_READWRITE | G_PARAM_EXPLICIT_NOTIFY | G_PARAM_STATIC_STRINGS;

  object_class->constructed = tactics_map_constructed;
  object_class->dispose = tactics_map_dispose;
  object_class->finalize = tactics_map_finalize;
  object_class->get_property = tactics_map_get_property;
  object_class->set_property = tactics_map_set_property;

  /**
   * TacticsMap:name:
   * The map's display name.
   */
  properties[PROP_NAME] = g_param_spec_string ("name", NULL, NULL, NULL, flags);
  /**
   * TacticsMap:description:
   * A longer text about the map for players, or %NULL.
   */
  properties[PROP_DESCRIPTION] = g_param_spec_string ("description", NULL, NULL, NULL, flags);
  /* Read-only: only tactics_map_new() and tactics_map_resize() change them. */
  /**
   * TacticsMap:width:
   * The number of columns, 1 to %TACTICS_MAX_MAP_SIZE. Only tactics_map_new()
   * and tactics_map_resize() change it.
   */
  properties[PROP_WIDTH] =
    g_param_spec_int ("width", NULL, NULL, 1, TACTICS_MAX_MAP_SIZE, 1,
                      G_PARAM_READABLE | G_PARAM_EXPLICIT_NOTIFY | G_PARAM_STATIC_STRINGS);
  /**
   * TacticsMap:height:
   * The number of rows, 1 to %TACTICS_MAX_MAP_SIZE. Only tactics_map_new()
   * and tactics_map_resize() change it.
   */
  properties[PROP_HEIGHT] =
    g_param_spec_int ("height", NULL, NULL, 1, TACTICS_MAX_MAP_SIZE, 1,
                      G_PARAM_READABLE | G_PARAM_EXPLICIT_NOTIFY | G_PARAM_STATIC_STRINGS);
  /**
   * TacticsMap:topology:
   * Whether the cells are squares or hexes.
   */
  properties[PROP_TOPOLOGY] =
    g_param_spec_enum ("topology", NULL, NULL,
                       TACTICS_TYPE_TOPOLOGY, TACTICS_TOPOLOGY_SQUARE, flags);
  /**
   * TacticsMap:ruleset:
   * The ruleset the terrains come from; never %NULL.
   */
  properties[PROP_RULESET] =
    g_param_spec_object ("ruleset", NULL, NULL, TACTICS_TYPE_RULESET, flags);
  /**
   * TacticsMap:ruleset-path:
   * The ruleset reference as written in the file, relative to the map's
   * folder, or the path of the bundled ruleset standing in for a missing one;
   * %NULL when the terrains are inline.
   */
  properties[PROP_RULESET_PATH] = g_param_spec_string ("ruleset-path", NULL, NULL, NULL, flags);
  /**
   * TacticsMap:translation-domain:
   * The gettext domain of the map file's strings, or %NULL.
   */
  properties[PROP_TRANSLATION_DOMAIN] =
    g_param_spec_string ("translation-domain", NULL, NULL, NULL, flags);

  g_object_class_install_properties (object_class, N_PROPS, properties);

  /**
   * TacticsMap::cells-changed:
   * @self: the map
   * @x: left column of the changed rectangle
   * @y: top row
   * @width: its width
   * @height: its height
   *
   * Emitted after the terrain of cells in that rectangle changed (after a
   * resize, the whole new map).
   */
  signals[CELLS_CHANGED] =
    g_signal_new ("cells-changed",
                  G_TYPE_FROM_CLASS (klass),
                  G_SIGNAL_RUN_LAST,
                  0, NULL, NULL, NULL,
                  G_TYPE_NONE, 4,
                  G_TYPE_INT, G_TYPE_INT, G_TYPE_INT, G_TYPE_INT);
}

static void
tactics_map_init (TacticsMap *self)
{
  self->width = 1;
  self->height = 1;
  self->topology = TACTICS_TOPOLOGY_SQUARE;
  self->cells = g_new0 (guint16, 1);
  self->terrain_snapshot = g_ptr_array_new_with_free_func (g_object_unref);
  self->cost_grids = g_hash_table_new_full (g_str_hash, g_str_equal, g_free,
                                            (GDestroyNotify) tactics_cost_grid_free);
}

/**
 * tactics_map_new:
 * @width: the number of columns, 1 to %TACTICS_MAX_MAP_SIZE
 * @height: the number of rows, 1 to %TACTICS_MAX_MAP_SIZE
 * @topology: square or hex
 * @ruleset: (nullable): the terrains; a new empty ruleset when %NULL
 *
 * Creates a map with every cell on terrain 0.
 *
 * Returns: (transfer full) (nullable): a new map, or %NULL when the size is
 *   out of range
 */
TacticsMap *
tactics_map_new (int              width,
                 int              height,
                 TacticsTopology  topology,
                 TacticsRuleset  *ruleset)
{
  TacticsMap *self;

  g_return_val_if_fail (width >= 1 && width <= TACTICS_MAX_MAP_SIZE, NULL);
  g_return_val_if_fail (height >= 1 && height <= TACTICS_MAX_MAP_SIZE, NULL);
  g_return_val_if_fail (ruleset == NULL || TACTICS_IS_RULESET (ruleset), NULL);

  self = g_object_new (TACTICS_TYPE_MAP,
                       "topology", topology,
                       "ruleset", ruleset,
                       NULL);
  /* Nobody can be watching yet: no notifications needed. */
  self->width = width;
  self->height = height;
  g_free (self->cells);
  self->cells = g_new0 (guint16, n_cells (self));
  return self;
}

/**
 * tactics_map_get_name:
 * @self: a map
 *
 * Returns the map's display name.
 *
 * Returns: (nullable): the name
 */
const char *
tactics_map_get_name (TacticsMap *self)
{
  g_return_val_if_fail (TACTICS_IS_MAP (self), NULL);

  return self->name;
}

/**
 * tactics_map_set_name:
 * @self: a map
 * @name: (nullable): the new display name
 *
 * Sets the map's display name.
 */
void
tactics_map_set_name (TacticsMap *self,
                      const char *name)
{
  g_return_if_fail (TACTICS_IS_MAP (self));

  if (tactics_set_str (&self->name, name))
    g_object_notify_by_pspec (G_OBJECT (self), properties[PROP_NAME]);
}

/**
 * tactics_map_get_description:
 * @self: a map
 *
 * Returns the map's description for players.
 *
 * Returns: (nullable): the description, or %NULL
 */
const char *
tactics_map_get_description (TacticsMap *self)
{
  g_return_val_if_fail (TACTICS_IS_MAP (self), NULL);

  return self->description;
}

/**
 * tactics_map_set_description:
 * @self: a map
 * @description: (nullable): the new description
 *
 * Sets the map's description for players.
 */
void
tactics_map_set_description (TacticsMap *self,
                             const char *description)
{
  g_return_if_fail (TACTICS_IS_MAP (self));

  if (tactics_set_str (&self->description, description))
    g_object_notify_by_pspec (G_OBJECT (self), properties[PROP_DESCRIPTION]);
}

/**
 * tactics_map_get_translation_domain:
 * @self: a map
 *
 * Returns the gettext domain of the map file's strings (its name and
 * description, and those of inline rules); see
 * tactics_ruleset_get_translation_domain(). A ruleset file the map names
 * has its own.
 *
 * Returns: (nullable): the domain, or %NULL (the default)
 */
const char *
tactics_map_get_translation_domain (TacticsMap *self)
{
  g_return_val_if_fail (TACTICS_IS_MAP (self), NULL);

  return self->translation_domain;
}

/**
 * tactics_map_set_translation_domain:
 * @self: a map
 * @domain: (nullable): a gettext domain, or %NULL
 *
 * Sets the gettext domain of the map file's strings.
 */
void
tactics_map_set_translation_domain (TacticsMap *self,
                                    const char *domain)
{
  g_return_if_fail (TACTICS_IS_MAP (self));

  if (tactics_set_str (&self->translation_domain, domain))
    g_object_notify_by_pspec (G_OBJECT (self), properties[PROP_TRANSLATION_DOMAIN]);
}

/**
 * tactics_map_get_width:
 * @self: a map
 *
 * Returns the number of columns.
 *
 * Returns: the width, 1 to %TACTICS_MAX_MAP_SIZE
 */
int
tactics_map_get_width (TacticsMap *self)
{
  g_return_val_if_fail (TACTICS_IS_MAP (self), 0);

  return self->width;
}

/**
 * tactics_map_get_height:
 * @self: a map
 *
 * Returns the number of rows.
 *
 * Returns: the height, 1 to %TACTICS_MAX_MAP_SIZE
 */
int
tactics_map_get_height (TacticsMap *self)
{
  g_return_val_if_fail (TACTICS_IS_MAP (self), 0);

  return self->height;
}

/**
 * tactics_map_get_topology:
 * @self: a map
 *
 * Returns whether the cells are squares or hexes.
 *
 * Returns: the topology
 */
TacticsTopology
tactics_map_get_topology (TacticsMap *self)
{
  g_return_val_if_fail (TACTICS_IS_MAP (self), TACTICS_TOPOLOGY_SQUARE);

  return self->topology;
}

/**
 * tactics_map_set_topology:
 * @self: a map
 * @topology: square or hex
 *
 * Sets whether the cells are squares or hexes; the cells keep their
 * terrains.
 */
void
tactics_map_set_topology (TacticsMap      *self,
                          TacticsTopology  topology)
{
  g_return_if_fail (TACTICS_IS_MAP (self));
  g_return_if_fail (topology <= TACTICS_TOPOLOGY_HEX);

  if (self->topology == topology)
    return;
  self->topology = topology;
  invalidate_cost_grids (self);
  g_object_notify_by_pspec (G_OBJECT (self), properties[PROP_TOPOLOGY]);
}

/**
 * tactics_map_get_ruleset:
 * @self: a map
 *
 * Returns the ruleset the map's terrains come from.
 *
 * Returns: (transfer none): the map's ruleset, never %NULL
 */
TacticsRuleset *
tactics_map_get_ruleset (TacticsMap *self)
{
  g_return_val_if_fail (TACTICS_IS_MAP (self), NULL);

  return self->ruleset;
}

/**
 * tactics_map_set_ruleset:
 * @self: a map
 * @ruleset: the new ruleset
 *
 * Replaces the map's ruleset. Cells keep their terrain by id: each cell
 * gets the position of the terrain with the same id in @ruleset, or 0 when
 * it has none.
 */
void
tactics_map_set_ruleset (TacticsMap     *self,
                         TacticsRuleset *ruleset)
{
  g_autoptr(TacticsRuleset) old_ruleset = NULL;
  g_autofree guint16 *table = NULL;
  guint old_length;

  g_return_if_fail (TACTICS_IS_MAP (self));
  g_return_if_fail (TACTICS_IS_RULESET (ruleset));

  if (self->ruleset == ruleset)
    return;

  old_length = self->terrain_snapshot->len;
  table = g_new0 (guint16, MAX (old_length, 1));
  for (guint i = 0; i < old_length; i++)
    {
      TacticsTerrain *terrain = g_ptr_array_index (self->terrain_snapshot, i);
      int new_index = tactics_ruleset_get_terrain_index (ruleset, tactics_terrain_get_id (terrain));

      table[i] = new_index < 0 ? 0 : (guint16) new_index;
    }

  if (self->ruleset != NULL)
    {
      g_signal_handlers_disconnect_by_func (self->terrain_list, on_terrains_items_changed, self);
      g_signal_handlers_disconnect_by_func (self->ruleset, on_ruleset_changed, self);
      old_ruleset = g_steal_pointer (&self->ruleset);
    }

  self->ruleset = g_object_ref (ruleset);
  self->terrain_list = tactics_ruleset_get_terrains (ruleset);
  g_signal_connect (self->terrain_list, "items-changed",
                    G_CALLBACK (on_terrains_items_changed), self);
  g_signal_connect (self->ruleset, "changed", G_CALLBACK (on_ruleset_changed), self);
  take_terrain_snapshot (self);
  invalidate_cost_grids (self);

  remap_cells (self, table, old_length);
  g_object_notify_by_pspec (G_OBJECT (self), properties[PROP_RULESET]);
}

/**
 * tactics_map_get_ruleset_path:
 * @self: a map
 *
 * Returns the ruleset reference as written in the map file, relative to
 * the map's folder, or the path of the bundled ruleset standing in for a
 * missing one.
 *
 * Returns: (nullable): the path, or %NULL when the terrains are inline
 */
const char *
tactics_map_get_ruleset_path (TacticsMap *self)
{
  g_return_val_if_fail (TACTICS_IS_MAP (self), NULL);

  return self->ruleset_path;
}

/**
 * tactics_map_set_ruleset_path:
 * @self: a map
 * @path: (nullable): a path relative to the map's folder, or %NULL for
 *   inline terrains
 *
 * Sets the ruleset reference saving the map writes.
 */
void
tactics_map_set_ruleset_path (TacticsMap *self,
                              const char *path)
{
  g_return_if_fail (TACTICS_IS_MAP (self));

  if (tactics_set_str (&self->ruleset_path, path))
    g_object_notify_by_pspec (G_OBJECT (self), properties[PROP_RULESET_PATH]);
}

/**
 * tactics_map_get_ruleset_fallback:
 * @self: a map
 *
 * Returns the ruleset reference as the map file gives it when no file was
 * there and the bundled ruleset of the same file name stood in (a bundled
 * map copied to another folder names "../default.ruleset.xml").
 * #TacticsMap:ruleset-path then names the bundled file, which is what
 * saving the map writes. See doc/file-formats.md.
 *
 * Returns: (transfer none) (nullable): the reference, or %NULL when no
 *   bundled ruleset stood in
 */
const char *
tactics_map_get_ruleset_fallback (TacticsMap *self)
{
  g_return_val_if_fail (TACTICS_IS_MAP (self), NULL);

  return self->ruleset_fallback;
}

void
tactics_map_set_ruleset_fallback (TacticsMap *self,
                                  const char *reference)
{
  g_return_if_fail (TACTICS_IS_MAP (self));

  tactics_set_str (&self->ruleset_fallback, reference);
}

/**
 * tactics_map_contains:
 * @self: a map
 * @cell: a cell
 *
 * Tells whether @cell lies on the map.
 *
 * Returns: %TRUE if @cell is inside the map
 */
gboolean
tactics_map_contains (TacticsMap  *self,
                      TacticsCell  cell)
{
  g_return_val_if_fail (TACTICS_IS_MAP (self), FALSE);

  return cell.x >= 0 && cell.x < self->width && cell.y >= 0 && cell.y < self->height;
}

/**
 * tactics_map_get_terrain_index: (skip)
 * @self: a map
 * @cell: a cell inside the map
 *
 * Returns the position, in the ruleset's terrain list, of the terrain on
 * @cell.
 *
 * Returns: the terrain position
 */
guint
tactics_map_get_terrain_index (TacticsMap  *self,
                               TacticsCell  cell)
{
  g_return_val_if_fail (TACTICS_IS_MAP (self), 0);
  g_return_val_if_fail (tactics_map_contains (self, cell), 0);

  return self->cells[(gsize) cell.y * (gsize) self->width + (gsize) cell.x];
}

/**
 * tactics_map_get_terrain: (skip)
 * @self: a map
 * @cell: a cell inside the map
 *
 * Returns the terrain on @cell.
 *
 * Returns: (transfer none) (nullable): the cell's terrain; %NULL only when
 *   the ruleset has no terrains
 */
TacticsTerrain *
tactics_map_get_terrain (TacticsMap  *self,
                         TacticsCell  cell)
{
  guint index;

  g_return_val_if_fail (TACTICS_IS_MAP (self), NULL);
  g_return_val_if_fail (tactics_map_contains (self, cell), NULL);

  index = tactics_map_get_terrain_index (self, cell);
  if (index >= self->terrain_snapshot->len)
    return NULL;
  return g_ptr_array_index (self->terrain_snapshot, index);
}

static gboolean
is_valid_terrain_index (TacticsMap *self,
                        guint       index)
{
  /* With no terrains at all, 0 is still what every cell holds. */
  return index < MAX (self->terrain_snapshot->len, 1);
}

/**
 * tactics_map_set_terrain_index: (skip)
 * @self: a map
 * @cell: a cell inside the map
 * @index: a terrain position, below the number of terrains
 *
 * Puts the terrain at @index on @cell, emitting #TacticsMap::cells-changed
 * if it changed.
 */
void
tactics_map_set_terrain_index (TacticsMap  *self,
                               TacticsCell  cell,
                               guint        index)
{
  guint16 *slot;

  g_return_if_fail (TACTICS_IS_MAP (self));
  g_return_if_fail (tactics_map_contains (self, cell));
  g_return_if_fail (is_valid_terrain_index (self, index));

  slot = &self->cells[(gsize) cell.y * (gsize) self->width + (gsize) cell.x];
  if (*slot == index)
    return;
  *slot = (guint16) index;
  emit_cells_changed (self, cell.x, cell.y, 1, 1);
}

/**
 * tactics_map_get_cells: (skip):
 * @self: a map
 *
 * Returns the terrain position of every cell, row by row.
 *
 * Returns: (transfer none): width × height terrain positions, read-only
 */
const guint16 *
tactics_map_get_cells (TacticsMap *self)
{
  g_return_val_if_fail (TACTICS_IS_MAP (self), NULL);

  return self->cells;
}

static gboolean
are_valid_cells (TacticsMap    *self,
                 const guint16 *cells)
{
  gsize count = n_cells (self);

  for (gsize i = 0; i < count; i++)
    if (!is_valid_terrain_index (self, cells[i]))
      return FALSE;
  return TRUE;
}

/**
 * tactics_map_set_cells: (skip):
 * @self: a map
 * @cells: width × height terrain positions, row by row, each below the
 *   number of terrains
 *
 * Replaces every cell at once, with one #TacticsMap::cells-changed.
 */
void
tactics_map_set_cells (TacticsMap    *self,
                       const guint16 *cells)
{
  g_return_if_fail (TACTICS_IS_MAP (self));
  g_return_if_fail (cells != NULL);
  g_return_if_fail (are_valid_cells (self, cells));

  if (memcmp (self->cells, cells, n_cells (self) * sizeof (guint16)) == 0)
    return;
  memcpy (self->cells, cells, n_cells (self) * sizeof (guint16));
  emit_cells_changed (self, 0, 0, self->width, self->height);
}

/**
 * tactics_map_set_cells_rect: (skip):
 * @self: a map
 * @x: left column of the rectangle
 * @y: top row of the rectangle
 * @width: the rectangle's width
 * @height: the rectangle's height
 * @cells: @width × @height terrain positions, row by row, each below the
 *   number of terrains
 *
 * Replaces the cells of a rectangle inside the map, with one
 * #TacticsMap::cells-changed for the rectangle, none if nothing changed.
 */
void
tactics_map_set_cells_rect (TacticsMap    *self,
                            int            x,
                            int            y,
                            int            width,
                            int            height,
                            const guint16 *cells)
{
  gboolean changed = FALSE;
  guint16 highest = 0;

  g_return_if_fail (TACTICS_IS_MAP (self));
  g_return_if_fail (x >= 0 && y >= 0 && width >= 0 && height >= 0);
  g_return_if_fail (x + width <= self->width && y + height <= self->height);
  g_return_if_fail (cells != NULL || width * height == 0);

  /* The highest value tells: a loop the compiler can vectorise. */
  for (gsize i = 0; i < (gsize) width * height; i++)
    highest = MAX (highest, cells[i]);
  g_return_if_fail (width * height == 0 || is_valid_terrain_index (self, highest));

  for (int row = 0; row < height; row++)
    {
      guint16 *to = self->cells + (gsize) (y + row) * self->width + x;
      const guint16 *from = cells + (gsize) row * width;

      if (changed || memcmp (to, from, (gsize) width * sizeof (guint16)) != 0)
        {
          memcpy (to, from, (gsize) width * sizeof (guint16));
          changed = TRUE;
        }
    }
  if (changed)
    emit_cells_changed (self, x, y, width, height);
}

/**
 * tactics_map_paint_cells:
 * @self: a map
 * @cells: (array length=n_cells): cells to paint; those off the map are
 *   left out
 * @n_cells: the number of @cells
 * @index: a terrain position, below the number of terrains
 *
 * Puts the terrain at @index on each of @cells that lies on the map, with
 * one #TacticsMap::cells-changed for the rectangle around those that
 * changed.
 *
 * Returns: how many cells changed
 */
guint
tactics_map_paint_cells (TacticsMap        *self,
                         const TacticsCell *cells,
                         guint              n_cells,
                         guint              index)
{
  int min_x = G_MAXINT, min_y = G_MAXINT, max_x = -1, max_y = -1;
  guint changed = 0;

  g_return_val_if_fail (TACTICS_IS_MAP (self), 0);
  g_return_val_if_fail (cells != NULL || n_cells == 0, 0);
  g_return_val_if_fail (is_valid_terrain_index (self, index), 0);

  for (guint i = 0; i < n_cells;)
    {
      TacticsCell cell = cells[i++];
      guint16 *row;
      int end;
      int first = -1;
      int last = -1;

      if (cell.x < 0 || cell.y < 0 || cell.x >= self->width || cell.y >= self->height)
        continue;
      /* Neighbouring cells of a row at once. */
      for (end = cell.x + 1;
           i < n_cells && cells[i].y == cell.y && cells[i].x == end && end < self->width;
           end++, i++)
        ;
      row = self->cells + (gsize) cell.y * (gsize) self->width;
      for (int x = cell.x; x < end; x++)
        if (row[x] != index)
          {
            row[x] = (guint16) index;
            if (first < 0)
              first = x;
            last = x;
            changed++;
          }
      if (first < 0)
        continue;
      min_x = MIN (min_x, first);
      max_x = MAX (max_x, last);
      min_y = MIN (min_y, cell.y);
      max_y = MAX (max_y, cell.y);
    }
  if (changed > 0)
    emit_cells_changed (self, min_x, min_y, max_x - min_x + 1, max_y - min_y + 1);
  return changed;
}

/**
 * tactics_map_begin_changes:
 * @self: a map
 *
 * Holds #TacticsMap::cells-changed back until the matching
 * tactics_map_end_changes(). Calls nest.
 */
void
tactics_map_begin_changes (TacticsMap *self)
{
  g_return_if_fail (TACTICS_IS_MAP (self));

  if (self->hold++ == 0)
    self->held_x1 = -1;
}

/**
 * tactics_map_end_changes:
 * @self: a map
 *
 * Ends a tactics_map_begin_changes(). The outermost one emits
 * #TacticsMap::cells-changed once, for the rectangle around every change
 * since.
 */
void
tactics_map_end_changes (TacticsMap *self)
{
  int x0, y0, x1, y1;

  g_return_if_fail (TACTICS_IS_MAP (self));
  g_return_if_fail (self->hold > 0);

  if (--self->hold > 0 || self->held_x1 < 0)
    return;
  /* The map may have shrunk since. */
  x0 = MAX (self->held_x0, 0);
  y0 = MAX (self->held_y0, 0);
  x1 = MIN (self->held_x1, self->width);
  y1 = MIN (self->held_y1, self->height);
  self->held_x1 = -1;
  if (x0 < x1 && y0 < y1)
    g_signal_emit (self, signals[CELLS_CHANGED], 0, x0, y0, x1 - x0, y1 - y0);
}

/**
 * tactics_map_resize:
 * @self: a map
 * @width: the new width, 1 to %TACTICS_MAX_MAP_SIZE
 * @height: the new height, 1 to %TACTICS_MAX_MAP_SIZE
 * @offset_x: how far the old cells move right (negative: left)
 * @offset_y: how far the old cells move down (negative: up)
 * @fill: the terrain position new cells get
 *
 * Resizes the map: the old cell (x, y) moves to (x + @offset_x,
 * y + @offset_y), cells moved off the map are lost, and new cells get
 * terrain @fill.
 */
void
tactics_map_resize (TacticsMap *self,
                    int         width,
                    int         height,
                    int         offset_x,
                    int         offset_y,
                    guint       fill)
{
  g_autofree guint16 *old_cells = NULL;
  int old_width, old_height;
  /* Columns of the new map that receive old cells: [copy_x0, copy_x1). */
  int copy_x0, copy_x1;

  g_return_if_fail (TACTICS_IS_MAP (self));
  g_return_if_fail (width >= 1 && width <= TACTICS_MAX_MAP_SIZE);
  g_return_if_fail (height >= 1 && height <= TACTICS_MAX_MAP_SIZE);
  g_return_if_fail (is_valid_terrain_index (self, fill));

  if (width == self->width && height == self->height && offset_x == 0 && offset_y == 0)
    return;

  old_cells = g_steal_pointer (&self->cells);
  old_width = self->width;
  old_height = self->height;

  /* Clamp the offsets first so that huge ones cannot overflow below. */
  offset_x = CLAMP (offset_x, -old_width, width);
  offset_y = CLAMP (offset_y, -old_height, height);
  copy_x0 = MAX (offset_x, 0);
  copy_x1 = MIN (old_width + offset_x, width);

  self->cells = g_new (guint16, (gsize) width * (gsize) height);
  for (int y = 0; y < height; y++)
    {
      guint16 *row = self->cells + (gsize) y * (gsize) width;
      int old_y = y - offset_y;

      for (int x = 0; x < width; x++)
        row[x] = (guint16) fill;

      if (old_y < 0 || old_y >= old_height || copy_x0 >= copy_x1)
        continue;

      memcpy (row + copy_x0,
              old_cells + (gsize) old_y * (gsize) old_width + (gsize) (copy_x0 - offset_x),
              (gsize) (copy_x1 - copy_x0) * sizeof (guint16));
    }

  self->width = width;
  self->height = height;

  g_object_freeze_notify (G_OBJECT (self));
  if (width != old_width)
    g_object_notify_by_pspec (G_OBJECT (self), properties[PROP_WIDTH]);
  if (height != old_height)
    g_object_notify_by_pspec (G_OBJECT (self), properties[PROP_HEIGHT]);
  emit_cells_changed (self, 0, 0, width, height);
  g_object_thaw_notify (G_OBJECT (self));
}

static TacticsCostGrid *
build_cost_grid (TacticsMap *self,
                 const char *movetype_id)
{
  TacticsCostGrid *grid = tactics_cost_grid_new (self->width, self->height, self->topology);
  guint n_terrains = self->terrain_snapshot->len;
  /* One entry per possible cell value, so the pass below needs no bounds
   * check: values past the terrains (none when the list is empty) are
   * impassable. */
  g_autofree guint8 *cost_of = g_new0 (guint8, G_MAXUINT16 + 1);

  for (guint i = 0; i < n_terrains; i++)
    cost_of[i] = (guint8) tactics_terrain_get_cost (g_ptr_array_index (self->terrain_snapshot, i),
                                                    movetype_id);

  for (int y = 0; y < self->height; y++)
    {
      const guint16 *cells = self->cells + (gsize) y * (gsize) self->width;
      guint8 *costs = grid->costs + tactics_cost_grid_index (grid, 0, y);

      for (int x = 0; x < self->width; x++)
        costs[x] = cost_of[cells[x]];
    }

  tactics_cost_grid_update_bounds (grid);
  return grid;
}

/**
 * tactics_map_get_cost_grid:
 * @self: a map
 * @movetype_id: (nullable): a movement type id; %NULL for the ruleset's
 *   first movement type
 *
 * Returns the move cost of every cell for a movement type, built on first
 * use and kept until a cell, a cost or the ruleset changes.
 *
 * Returns: (transfer none) (nullable): the grid, valid until the map or its
 *   ruleset changes; %NULL when the ruleset has no such movement type
 */
const TacticsCostGrid *
tactics_map_get_cost_grid (TacticsMap *self,
                           const char *movetype_id)
{
  TacticsCostGrid *grid;

  g_return_val_if_fail (TACTICS_IS_MAP (self), NULL);

  if (movetype_id == NULL)
    {
      GListModel *movetypes = tactics_ruleset_get_movetypes (self->ruleset);
      g_autoptr(TacticsMovetype) first = g_list_model_get_item (movetypes, 0);

      if (first == NULL)
        return NULL;
      movetype_id = tactics_movetype_get_id (first);
      /* The ruleset keeps the movetype, and with it the id, alive. */
    }
  else if (tactics_ruleset_lookup_movetype (self->ruleset, movetype_id) == NULL)
    {
      return NULL;
    }

  if (movetype_id == NULL)
    return NULL;

  grid = g_hash_table_lookup (self->cost_grids, movetype_id);
  if (grid == NULL)
    {
      grid = build_cost_grid (self, movetype_id);
      g_hash_table_insert (self->cost_grids, g_strdup (movetype_id), grid);
    }
  return grid;
}

/**
 * tactics_map_equal:
 * @a: a map
 * @b: another map
 *
 * Compares two maps: the same name, size, topology, ruleset path, cells and
 * equal rulesets. The translation domain is not compared.
 *
 * Returns: %TRUE if the maps are equal
 */
/**
 * tactics_map_has_ground_for:
 * @self: a map
 * @movetype_id: (nullable): a movement type id
 *
 * Tells whether a unit moving by @movetype_id could stand anywhere on the
 * map: the map's ruleset knows the movement type and at least one cell is
 * passable to it. A unit type without a movement type (%NULL) cannot take
 * part in a match.
 *
 * Returns: %TRUE when some cell is passable to the movement type
 */
gboolean
tactics_map_has_ground_for (TacticsMap *self,
                            const char *movetype_id)
{
  const TacticsCostGrid *grid;

  g_return_val_if_fail (TACTICS_IS_MAP (self), FALSE);

  if (movetype_id == NULL)
    return FALSE;
  grid = tactics_map_get_cost_grid (self, movetype_id);
  if (grid == NULL)
    return FALSE;
  for (int y = 0; y < grid->height; y++)
    for (int x = 0; x < grid->width; x++)
      if (tactics_cost_grid_get (grid, x, y) > 0)
        return TRUE;
  return FALSE;
}

gboolean
tactics_map_equal (TacticsMap *a,
                   TacticsMap *b)
{
  g_return_val_if_fail (TACTICS_IS_MAP (a), FALSE);
  g_return_val_if_fail (TACTICS_IS_MAP (b), FALSE);

  if (a == b)
    return TRUE;

  return g_strcmp0 (a->name, b->name) == 0
         && a->width == b->width
         && a->height == b->height
         && a->topology == b->topology
         && g_strcmp0 (a->ruleset_path, b->ruleset_path) == 0
         && memcmp (a->cells, b->cells, n_cells (a) * sizeof (guint16)) == 0
         && tactics_ruleset_equal (a->ruleset, b->ruleset);
}
