/* SPDX-License-Identifier: GPL-3.0-or-later */
#include "config.h"

#include <string.h>

#include "tactics-terrain.h"
#include "tactics-cost-grid.h"
#include "tactics-model-enum-types.h"
#include "tactics-model-private.h"

/* A terrain gives costs for a handful of movement types, so a small array
 * kept sorted by id beats a hash table and lists them in order for free. */
typedef struct {
  char  *movetype_id;
  guint  cost;
  guint  defence;       /* percent; only where the terrain is passable */
} CostEntry;

struct _TacticsTerrain
{
  GObject parent_instance;

  char   *id;
  char   *name;
  char   *color;
  char   *icon;
  char   *description;
  TacticsTerrainRole role;
  gboolean blocks_sight;
  GArray *costs;        /* CostEntry, sorted by movetype_id */
};

/**
 * TacticsTerrain:
 * A kind of ground: its id (the short token map grids use), a display name,
 * a colour, an optional icon and description, whether it blocks lines of
 * sight, and a move cost per movement type.
 *
 * A ruleset owns its terrains; tactics_terrain_new() makes a new one to add
 * with tactics_ruleset_insert_terrain(). The move costs are not properties:
 * read and write them with tactics_terrain_get_cost() and
 * tactics_terrain_set_cost(); every change emits
 * #TacticsTerrain::costs-changed.
 */
G_DEFINE_FINAL_TYPE (TacticsTerrain, tactics_terrain, G_TYPE_OBJECT)

enum {
  PROP_0,
  PROP_ID,
  PROP_NAME,
  PROP_COLOR,
  PROP_ICON,
  PROP_DESCRIPTION,
  PROP_ROLE,
  PROP_BLOCKS_SIGHT,
  N_PROPS
};

enum {
  COSTS_CHANGED,
  N_SIGNALS
};

static GParamSpec *properties[N_PROPS];
static guint signals[N_SIGNALS];

static void
clear_cost_entry (gpointer data)
{
  CostEntry *entry = data;

  g_clear_pointer (&entry->movetype_id, g_free);
}

/* Binary search; returns TRUE and the entry's position when found, else
 * FALSE and the position where it belongs. */
static gboolean
find_cost_entry (TacticsTerrain *self,
                 const char     *movetype_id,
                 guint          *position)
{
  guint low = 0;
  guint high = self->costs->len;

  g_assert (movetype_id != NULL);

  while (low < high)
    {
      guint middle = low + (high - low) / 2;
      const CostEntry *entry = &g_array_index (self->costs, CostEntry, middle);
      int order = strcmp (entry->movetype_id, movetype_id);

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

static void
tactics_terrain_finalize (GObject *object)
{
  TacticsTerrain *self = TACTICS_TERRAIN (object);

  g_clear_pointer (&self->id, g_free);
  g_clear_pointer (&self->name, g_free);
  g_clear_pointer (&self->color, g_free);
  g_clear_pointer (&self->icon, g_free);
  g_clear_pointer (&self->description, g_free);
  g_clear_pointer (&self->costs, g_array_unref);

  G_OBJECT_CLASS (tactics_terrain_parent_class)->finalize (object);
}

static void
tactics_terrain_get_property (GObject    *object,
                              guint       prop_id,
                              GValue     *value,
                              GParamSpec *pspec)
{
  TacticsTerrain *self = TACTICS_TERRAIN (object);

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
    case PROP_ICON:
      g_value_set_string (value, self->icon);
      break;
    case PROP_DESCRIPTION:
      g_value_set_string (value, self->description);
      break;
    case PROP_ROLE:
      g_value_set_enum (value, self->role);
      break;
    case PROP_BLOCKS_SIGHT:
      g_value_set_boolean (value, self->blocks_sight);
      break;
    default:
      G_OBJECT_WARN_INVALID_PROPERTY_ID (object, prop_id, pspec);
    }
}

static void
tactics_terrain_set_property (GObject      *object,
                              guint         prop_id,
                              const GValue *value,
                              GParamSpec   *pspec)
{
  TacticsTerrain *self = TACTICS_TERRAIN (object);

  switch (prop_id)
    {
    case PROP_ID:
      tactics_terrain_set_id (self, g_value_get_string (value));
      break;
    case PROP_NAME:
      tactics_terrain_set_name (self, g_value_get_string (value));
      break;
    case PROP_COLOR:
      tactics_terrain_set_color (self, g_value_get_string (value));
      break;
    case PROP_ICON:
      tactics_terrain_set_icon (self, g_value_get_string (value));
      break;
    case PROP_DESCRIPTION:
      tactics_terrain_set_description (self, g_value_get_string (value));
      break;
    case PROP_ROLE:
      tactics_terrain_set_role (self, g_value_get_enum (value));
      break;
    case PROP_BLOCKS_SIGHT:
      tactics_terrain_set_blocks_sight (self, g_value_get_boolean (value));
      break;
    default:
      G_OBJECT_WARN_INVALID_PROPERTY_ID (object, prop_id, pspec);
    }
}

static void
tactics_terrain_class_init (TacticsTerrainClass *klass)
{
  GObjectClass *object_class = G_OBJECT_CLASS (klass);
  GParamFlags flags = G_PARAM_READWRITE | G_PARAM_EXPLICIT_NOTIFY | G_PARAM_STATIC_STRINGS;

  object_class->finalize = tactics_terrain_finalize;
  object_class->get_property = tactics_terrain_get_property;
  object_class->set_property = tactics_terrain_set_property;

  /**
   * TacticsTerrain:id:
   * The short token map grids use for this terrain, unique in its ruleset.
   */
  properties[PROP_ID] = g_param_spec_string ("id", NULL, NULL, NULL, flags);
  /**
   * TacticsTerrain:name:
   * The terrain's display name.
   */
  properties[PROP_NAME] = g_param_spec_string ("name", NULL, NULL, NULL, flags);
  /**
   * TacticsTerrain:color:
   * The colour the board paints the terrain with, as "#rrggbb".
   */
  properties[PROP_COLOR] = g_param_spec_string ("color", NULL, NULL, "#808080", flags);
  /**
   * TacticsTerrain:icon:
   * The name of a symbolic icon drawn on the terrain, or %NULL for none.
   */
  properties[PROP_ICON] = g_param_spec_string ("icon", NULL, NULL, NULL, flags);
  /**
   * TacticsTerrain:description:
   * A longer text about the terrain for players, or %NULL.
   */
  properties[PROP_DESCRIPTION] = g_param_spec_string ("description", NULL, NULL, NULL, flags);
  /**
   * TacticsTerrain:role:
   * The part the terrain plays in a landscape, for map generators;
   * %TACTICS_TERRAIN_ROLE_NONE when the ruleset does not say.
   */
  properties[PROP_ROLE] = g_param_spec_enum ("role", NULL, NULL, TACTICS_TYPE_TERRAIN_ROLE,
                                             TACTICS_TERRAIN_ROLE_NONE, flags);
  /**
   * TacticsTerrain:blocks-sight:
   * Whether the terrain hides what lies behind it: a cell of it is seen,
   * but lines of sight do not go through it (doc/rules.md, Line of sight).
   */
  properties[PROP_BLOCKS_SIGHT] = g_param_spec_boolean ("blocks-sight", NULL, NULL, FALSE, flags);

  g_object_class_install_properties (object_class, N_PROPS, properties);

  /**
   * TacticsTerrain::costs-changed:
   * @self: the terrain
   *
   * Emitted after a move cost was added, changed, removed or renamed.
   */
  signals[COSTS_CHANGED] =
    g_signal_new ("costs-changed",
                  G_TYPE_FROM_CLASS (klass),
                  G_SIGNAL_RUN_LAST,
                  0, NULL, NULL, NULL,
                  G_TYPE_NONE, 0);
}

static void
tactics_terrain_init (TacticsTerrain *self)
{
  self->color = g_strdup ("#808080");
  self->costs = g_array_new (FALSE, FALSE, sizeof (CostEntry));
  g_array_set_clear_func (self->costs, clear_cost_entry);
}

/**
 * tactics_terrain_new:
 * @id: the token used in map grids
 * @name: (nullable): the display name; the id when NULL
 * @color: (nullable): "#rrggbb"; grey when %NULL
 *
 * Creates a terrain, impassable for every movement type until costs are
 * set.
 *
 * Returns: (transfer full): a new terrain
 */
TacticsTerrain *
tactics_terrain_new (const char *id,
                     const char *name,
                     const char *color)
{
  return g_object_new (TACTICS_TYPE_TERRAIN,
                       "id", id,
                       "name", name ? name : id,
                       "color", color ? color : "#808080",
                       NULL);
}

/**
 * tactics_terrain_get_id:
 * @self: a terrain
 *
 * Returns the token map grids use for this terrain.
 *
 * Returns: (nullable): the id
 */
const char *
tactics_terrain_get_id (TacticsTerrain *self)
{
  g_return_val_if_fail (TACTICS_IS_TERRAIN (self), NULL);

  return self->id;
}

/**
 * tactics_terrain_set_id:
 * @self: a terrain
 * @id: (nullable): the new id
 *
 * Sets the terrain's id. Rename a terrain of a ruleset with
 * tactics_ruleset_rename_item() so that nothing loses it.
 */
void
tactics_terrain_set_id (TacticsTerrain *self,
                        const char     *id)
{
  g_return_if_fail (TACTICS_IS_TERRAIN (self));

  if (tactics_set_str (&self->id, id))
    g_object_notify_by_pspec (G_OBJECT (self), properties[PROP_ID]);
}

/**
 * tactics_terrain_get_name:
 * @self: a terrain
 *
 * Returns the terrain's display name.
 *
 * Returns: (nullable): the name
 */
const char *
tactics_terrain_get_name (TacticsTerrain *self)
{
  g_return_val_if_fail (TACTICS_IS_TERRAIN (self), NULL);

  return self->name;
}

/**
 * tactics_terrain_set_name:
 * @self: a terrain
 * @name: (nullable): the new display name
 *
 * Sets the terrain's display name.
 */
void
tactics_terrain_set_name (TacticsTerrain *self,
                          const char     *name)
{
  g_return_if_fail (TACTICS_IS_TERRAIN (self));

  if (tactics_set_str (&self->name, name))
    g_object_notify_by_pspec (G_OBJECT (self), properties[PROP_NAME]);
}

/**
 * tactics_terrain_get_color:
 * @self: a terrain
 *
 * Returns the colour the board paints the terrain with.
 *
 * Returns: (nullable): the colour as "#rrggbb"
 */
const char *
tactics_terrain_get_color (TacticsTerrain *self)
{
  g_return_val_if_fail (TACTICS_IS_TERRAIN (self), NULL);

  return self->color;
}

/**
 * tactics_terrain_set_color:
 * @self: a terrain
 * @color: (nullable): the new colour as "#rrggbb"
 *
 * Sets the colour the board paints the terrain with.
 */
void
tactics_terrain_set_color (TacticsTerrain *self,
                           const char     *color)
{
  g_return_if_fail (TACTICS_IS_TERRAIN (self));

  if (tactics_set_str (&self->color, color))
    g_object_notify_by_pspec (G_OBJECT (self), properties[PROP_COLOR]);
}

/**
 * tactics_terrain_get_icon:
 * @self: a terrain
 *
 * Returns the name of the symbolic icon drawn on the terrain.
 *
 * Returns: (nullable): the icon name, or %NULL for none
 */
const char *
tactics_terrain_get_icon (TacticsTerrain *self)
{
  g_return_val_if_fail (TACTICS_IS_TERRAIN (self), NULL);

  return self->icon;
}

/**
 * tactics_terrain_set_icon:
 * @self: a terrain
 * @icon: (nullable): a symbolic icon name, or %NULL for none
 *
 * Sets the icon drawn on the terrain.
 */
void
tactics_terrain_set_icon (TacticsTerrain *self,
                          const char     *icon)
{
  g_return_if_fail (TACTICS_IS_TERRAIN (self));

  if (tactics_set_str (&self->icon, icon))
    g_object_notify_by_pspec (G_OBJECT (self), properties[PROP_ICON]);
}

/**
 * tactics_terrain_get_role:
 * @self: a terrain
 *
 * Returns the part the terrain plays in a landscape, which map generators
 * read to know where to put it.
 *
 * Returns: the role, %TACTICS_TERRAIN_ROLE_NONE when none is set
 */
TacticsTerrainRole
tactics_terrain_get_role (TacticsTerrain *self)
{
  g_return_val_if_fail (TACTICS_IS_TERRAIN (self), TACTICS_TERRAIN_ROLE_NONE);

  return self->role;
}

/**
 * tactics_terrain_set_role:
 * @self: a terrain
 * @role: the part it plays, or %TACTICS_TERRAIN_ROLE_NONE
 *
 * Sets the part the terrain plays in a landscape.
 */
void
tactics_terrain_set_role (TacticsTerrain     *self,
                          TacticsTerrainRole  role)
{
  g_return_if_fail (TACTICS_IS_TERRAIN (self));
  g_return_if_fail (role <= TACTICS_TERRAIN_ROLE_CROSSING);

  if (self->role == role)
    return;
  self->role = role;
  g_object_notify_by_pspec (G_OBJECT (self), properties[PROP_ROLE]);
}

/**
 * tactics_terrain_get_blocks_sight:
 * @self: a terrain
 *
 * Returns whether the terrain hides what lies behind it. A cell of it is
 * itself seen; lines of sight through it are blocked.
 *
 * Returns: %TRUE if the terrain blocks lines of sight
 */
gboolean
tactics_terrain_get_blocks_sight (TacticsTerrain *self)
{
  g_return_val_if_fail (TACTICS_IS_TERRAIN (self), FALSE);

  return self->blocks_sight;
}

/**
 * tactics_terrain_set_blocks_sight:
 * @self: a terrain
 * @blocks_sight: whether the terrain blocks lines of sight
 *
 * Sets whether the terrain hides what lies behind it.
 */
void
tactics_terrain_set_blocks_sight (TacticsTerrain *self,
                                  gboolean        blocks_sight)
{
  g_return_if_fail (TACTICS_IS_TERRAIN (self));

  blocks_sight = !!blocks_sight;
  if (self->blocks_sight == blocks_sight)
    return;
  self->blocks_sight = blocks_sight;
  g_object_notify_by_pspec (G_OBJECT (self), properties[PROP_BLOCKS_SIGHT]);
}

/**
 * tactics_terrain_get_description:
 * @self: a terrain
 *
 * Returns the terrain's description for players.
 *
 * Returns: (nullable): the description, or %NULL
 */
const char *
tactics_terrain_get_description (TacticsTerrain *self)
{
  g_return_val_if_fail (TACTICS_IS_TERRAIN (self), NULL);

  return self->description;
}

/**
 * tactics_terrain_set_description:
 * @self: a terrain
 * @description: (nullable): the new description
 *
 * Sets the terrain's description for players.
 */
void
tactics_terrain_set_description (TacticsTerrain *self,
                                 const char     *description)
{
  g_return_if_fail (TACTICS_IS_TERRAIN (self));

  if (tactics_set_str (&self->description, description))
    g_object_notify_by_pspec (G_OBJECT (self), properties[PROP_DESCRIPTION]);
}

/**
 * tactics_terrain_get_cost:
 * @self: a terrain
 * @movetype_id: (nullable): the id of a movement type
 *
 * Returns what entering this terrain costs a unit of that movement type.
 *
 * Returns: the cost, 1 to %TACTICS_MAX_COST, or 0 when the terrain is
 *   impassable for it (no cost given, or @movetype_id %NULL)
 */
guint
tactics_terrain_get_cost (TacticsTerrain *self,
                          const char     *movetype_id)
{
  guint position;

  g_return_val_if_fail (TACTICS_IS_TERRAIN (self), 0);

  if (movetype_id == NULL || !find_cost_entry (self, movetype_id, &position))
    return 0;
  return g_array_index (self->costs, CostEntry, position).cost;
}

/**
 * tactics_terrain_set_cost:
 * @self: a terrain
 * @movetype_id: the id of a movement type
 * @cost: 1 to %TACTICS_MAX_COST, or 0 to make the terrain impassable for it
 *
 * Sets what entering this terrain costs a unit of that movement type, and
 * emits #TacticsTerrain::costs-changed if it changed.
 */
void
tactics_terrain_set_cost (TacticsTerrain *self,
                          const char     *movetype_id,
                          guint           cost)
{
  guint position;

  g_return_if_fail (TACTICS_IS_TERRAIN (self));
  g_return_if_fail (movetype_id != NULL);
  g_return_if_fail (cost <= TACTICS_MAX_COST);

  if (find_cost_entry (self, movetype_id, &position))
    {
      CostEntry *entry = &g_array_index (self->costs, CostEntry, position);

      if (entry->cost == cost)
        return;
      if (cost == 0)
        g_array_remove_index (self->costs, position);
      else
        entry->cost = cost;
    }
  else
    {
      CostEntry entry = { NULL, 0, 0 };

      if (cost == 0)
        return;
      entry.movetype_id = g_strdup (movetype_id);
      entry.cost = cost;
      g_array_insert_val (self->costs, position, entry);
    }

  g_signal_emit (self, signals[COSTS_CHANGED], 0);
}

/**
 * tactics_terrain_get_defence:
 * @self: a terrain
 * @movetype_id: (nullable): the id of a movement type
 *
 * Returns the defence this terrain gives units of that movement type: the
 * percentage taken off the damage they suffer while they stand on it.
 *
 * Returns: the defence, 0 to %TACTICS_MAX_DEFENCE; 0 where the terrain is
 *   impassable for it
 */
guint
tactics_terrain_get_defence (TacticsTerrain *self,
                             const char     *movetype_id)
{
  guint position;

  g_return_val_if_fail (TACTICS_IS_TERRAIN (self), 0);

  if (movetype_id == NULL || !find_cost_entry (self, movetype_id, &position))
    return 0;
  return g_array_index (self->costs, CostEntry, position).defence;
}

/**
 * tactics_terrain_set_defence:
 * @self: a terrain
 * @movetype_id: the id of a movement type the terrain gives a cost for
 * @defence: 0 to %TACTICS_MAX_DEFENCE
 *
 * Sets the defence this terrain gives units of that movement type, and
 * emits #TacticsTerrain::costs-changed if it changed. A defence belongs
 * with a cost: where the terrain is impassable there is none to set, and
 * removing the cost drops it.
 */
void
tactics_terrain_set_defence (TacticsTerrain *self,
                             const char     *movetype_id,
                             guint           defence)
{
  guint position;
  CostEntry *entry;

  g_return_if_fail (TACTICS_IS_TERRAIN (self));
  g_return_if_fail (movetype_id != NULL);
  g_return_if_fail (defence <= TACTICS_MAX_DEFENCE);
  g_return_if_fail (find_cost_entry (self, movetype_id, &position));

  entry = &g_array_index (self->costs, CostEntry, position);
  if (entry->defence == defence)
    return;
  entry->defence = defence;
  g_signal_emit (self, signals[COSTS_CHANGED], 0);
}

/**
 * tactics_terrain_get_cost_movetypes:
 * @self: a terrain
 *
 * Returns the ids of the movement types this terrain gives a cost for,
 * sorted.
 *
 * Returns: (transfer container) (array zero-terminated=1): the ids; free
 *   the array with g_free(), the strings belong to the terrain
 */
const char **
tactics_terrain_get_cost_movetypes (TacticsTerrain *self)
{
  const char **movetype_ids;

  g_return_val_if_fail (TACTICS_IS_TERRAIN (self), NULL);

  movetype_ids = g_new0 (const char *, self->costs->len + 1);
  for (guint i = 0; i < self->costs->len; i++)
    movetype_ids[i] = g_array_index (self->costs, CostEntry, i).movetype_id;
  return movetype_ids;
}

/**
 * tactics_terrain_rename_movetype:
 * @self: a terrain
 * @old_id: the id a cost is given under
 * @new_id: (nullable): the new id, or %NULL to drop the cost
 *
 * Moves the cost given for @old_id to @new_id, replacing any cost already
 * given for @new_id, or drops it; emits #TacticsTerrain::costs-changed if
 * anything changed.
 */
void
tactics_terrain_rename_movetype (TacticsTerrain *self,
                                 const char     *old_id,
                                 const char     *new_id)
{
  guint old_position;
  guint cost, defence;

  g_return_if_fail (TACTICS_IS_TERRAIN (self));
  g_return_if_fail (old_id != NULL);

  if (g_strcmp0 (old_id, new_id) == 0 || !find_cost_entry (self, old_id, &old_position))
    return;

  cost = g_array_index (self->costs, CostEntry, old_position).cost;
  defence = g_array_index (self->costs, CostEntry, old_position).defence;
  g_array_remove_index (self->costs, old_position);

  /* The renamed entry wins over one already under the new id, as that one
   * belongs to a movement type which no longer exists by that name. */
  if (new_id != NULL)
    {
      guint new_position;

      if (find_cost_entry (self, new_id, &new_position))
        {
          g_array_index (self->costs, CostEntry, new_position).cost = cost;
          g_array_index (self->costs, CostEntry, new_position).defence = defence;
        }
      else
        {
          CostEntry entry = { g_strdup (new_id), cost, defence };

          g_array_insert_val (self->costs, new_position, entry);
        }
    }

  g_signal_emit (self, signals[COSTS_CHANGED], 0);
}

TacticsTerrain *
tactics_terrain_copy (TacticsTerrain *self)
{
  TacticsTerrain *copy;

  g_return_val_if_fail (TACTICS_IS_TERRAIN (self), NULL);

  copy = g_object_new (TACTICS_TYPE_TERRAIN, NULL);
  tactics_model_copy_properties (G_OBJECT (self), G_OBJECT (copy));
  for (guint i = 0; i < self->costs->len; i++)
    {
      const CostEntry *entry = &g_array_index (self->costs, CostEntry, i);
      CostEntry entry_copy = { g_strdup (entry->movetype_id), entry->cost, entry->defence };

      g_array_append_val (copy->costs, entry_copy);
    }
  return copy;
}

void
tactics_terrain_assign_costs (TacticsTerrain *self,
                              TacticsTerrain *source)
{
  g_return_if_fail (TACTICS_IS_TERRAIN (self));
  g_return_if_fail (TACTICS_IS_TERRAIN (source));

  if (self == source || tactics_terrain_costs_equal (self, source))
    return;

  g_array_set_size (self->costs, 0);
  for (guint i = 0; i < source->costs->len; i++)
    {
      const CostEntry *entry = &g_array_index (source->costs, CostEntry, i);
      CostEntry entry_copy = { g_strdup (entry->movetype_id), entry->cost, entry->defence };

      g_array_append_val (self->costs, entry_copy);
    }
  g_signal_emit (self, signals[COSTS_CHANGED], 0);
}

gboolean
tactics_terrain_costs_equal (TacticsTerrain *a,
                             TacticsTerrain *b)
{
  g_return_val_if_fail (TACTICS_IS_TERRAIN (a), FALSE);
  g_return_val_if_fail (TACTICS_IS_TERRAIN (b), FALSE);

  if (a->costs->len != b->costs->len)
    return FALSE;
  for (guint i = 0; i < a->costs->len; i++)
    {
      const CostEntry *entry_a = &g_array_index (a->costs, CostEntry, i);
      const CostEntry *entry_b = &g_array_index (b->costs, CostEntry, i);

      if (entry_a->cost != entry_b->cost || entry_a->defence != entry_b->defence
          || strcmp (entry_a->movetype_id, entry_b->movetype_id) != 0)
        return FALSE;
    }
  return TRUE;
}
