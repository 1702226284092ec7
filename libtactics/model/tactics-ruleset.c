/* SPDX-License-Identifier: GPL-3.0-or-later */
#include "config.h"

#include <string.h>

#include "tactics-ruleset.h"
#include "tactics-action.h"
#include "tactics-damage-type.h"
#include "tactics-model-private.h"
#include "tactics-movetype.h"
#include "tactics-terrain.h"
#include "tactics-translatable-private.h"
#include "tactics-unit-type.h"

/* The lists are handled alike; a kind indexes the tables below. */
typedef enum {
  KIND_MOVETYPE,
  KIND_TERRAIN,
  KIND_UNIT_TYPE,
  KIND_ACTION,
  KIND_DAMAGE_TYPE,
  N_KINDS
} ItemKind;

struct _TacticsRuleset
{
  GObject parent_instance;

  char       *name;
  char       *description;
  char       *translation_domain;
  guint       hit_chance;
  GListStore *lists[N_KINDS];
  /* id → position + 1, built on the first lookup and dropped on any change
   * to the list or to an item's id. The first item with an id wins. */
  GHashTable *id_index[N_KINDS];
};

/**
 * TacticsRuleset:
 * The rules a map is played by: its movement types, terrains, unit types
 * and actions, each an ordered list (a #GListModel the editor binds to).
 *
 * Rulesets are read from files (see #TacticsFile) or built with
 * tactics_ruleset_new() and the insert functions. #TacticsRuleset::changed
 * is emitted after any change to the ruleset or to an item in it (a
 * property, a cost, an attribute, a list): watchers such as maps and the
 * editor need no other signal.
 */
G_DEFINE_FINAL_TYPE (TacticsRuleset, tactics_ruleset, G_TYPE_OBJECT)

enum {
  PROP_0,
  PROP_NAME,
  PROP_DESCRIPTION,
  PROP_TRANSLATION_DOMAIN,
  PROP_HIT_CHANCE,
  N_PROPS
};

enum {
  CHANGED,
  N_SIGNALS
};

static GParamSpec *properties[N_PROPS];
static guint signals[N_SIGNALS];

static GType
kind_get_item_type (ItemKind kind)
{
  switch (kind)
    {
    case KIND_MOVETYPE:
      return TACTICS_TYPE_MOVETYPE;
    case KIND_TERRAIN:
      return TACTICS_TYPE_TERRAIN;
    case KIND_UNIT_TYPE:
      return TACTICS_TYPE_UNIT_TYPE;
    case KIND_ACTION:
      return TACTICS_TYPE_ACTION;
    case KIND_DAMAGE_TYPE:
      return TACTICS_TYPE_DAMAGE_TYPE;
    case N_KINDS:
    default:
      g_assert_not_reached ();
    }
}

static const char *
item_get_id (ItemKind kind,
             gpointer item)
{
  switch (kind)
    {
    case KIND_MOVETYPE:
      return tactics_movetype_get_id (item);
    case KIND_TERRAIN:
      return tactics_terrain_get_id (item);
    case KIND_UNIT_TYPE:
      return tactics_unit_type_get_id (item);
    case KIND_ACTION:
      return tactics_action_get_id (item);
    case KIND_DAMAGE_TYPE:
      return tactics_damage_type_get_id (item);
    case N_KINDS:
    default:
      g_assert_not_reached ();
    }
}

/* The signal besides "notify" by which an item reports a change. */
static const char *
kind_get_extra_signal (ItemKind kind)
{
  switch (kind)
    {
    case KIND_TERRAIN:
      return "costs-changed";
    case KIND_UNIT_TYPE:
      return "attributes-changed";
    case KIND_MOVETYPE:
    case KIND_ACTION:
    case KIND_DAMAGE_TYPE:
      return NULL;
    case N_KINDS:
    default:
      g_assert_not_reached ();
    }
}

static void
emit_changed (TacticsRuleset *self)
{
  g_signal_emit (self, signals[CHANGED], 0);
}

static void
on_item_notify (GObject        *item,
                GParamSpec     *pspec,
                TacticsRuleset *self)
{
  if (g_strcmp0 (pspec->name, "id") == 0)
    {
      for (guint kind = 0; kind < N_KINDS; kind++)
        if (G_TYPE_CHECK_INSTANCE_TYPE (item, kind_get_item_type (kind)))
          g_clear_pointer (&self->id_index[kind], g_hash_table_unref);
    }

  emit_changed (self);
}

static void
on_item_changed (GObject        *item,
                 TacticsRuleset *self)
{
  emit_changed (self);
}

static void
on_list_items_changed (GListModel     *list,
                       guint           position,
                       guint           removed,
                       guint           added,
                       TacticsRuleset *self)
{
  for (guint kind = 0; kind < N_KINDS; kind++)
    if (list == G_LIST_MODEL (self->lists[kind]))
      g_clear_pointer (&self->id_index[kind], g_hash_table_unref);

  emit_changed (self);
}

static void
watch_item (TacticsRuleset *self,
            ItemKind        kind,
            gpointer        item)
{
  const char *extra_signal = kind_get_extra_signal (kind);

  g_signal_connect (item, "notify", G_CALLBACK (on_item_notify), self);
  if (extra_signal != NULL)
    g_signal_connect (item, extra_signal, G_CALLBACK (on_item_changed), self);
}

/* Drops one connection of each kind only: the same object may sit in a
 * list twice, and the other copy must stay watched. */
static void
unwatch_item (TacticsRuleset *self,
              gpointer        item)
{
  gulong handler_id;

  handler_id = g_signal_handler_find (item, G_SIGNAL_MATCH_FUNC | G_SIGNAL_MATCH_DATA,
                                      0, 0, NULL, on_item_notify, self);
  if (handler_id != 0)
    g_signal_handler_disconnect (item, handler_id);

  handler_id = g_signal_handler_find (item, G_SIGNAL_MATCH_FUNC | G_SIGNAL_MATCH_DATA,
                                      0, 0, NULL, on_item_changed, self);
  if (handler_id != 0)
    g_signal_handler_disconnect (item, handler_id);
}

static void
tactics_ruleset_dispose (GObject *object)
{
  TacticsRuleset *self = TACTICS_RULESET (object);

  /* Somebody (a list view) may keep a list alive after us: leave nothing
   * connected that points back here. */
  for (guint kind = 0; kind < N_KINDS; kind++)
    {
      GListModel *list;

      if (self->lists[kind] == NULL)
        continue;

      list = G_LIST_MODEL (self->lists[kind]);
      g_signal_handlers_disconnect_by_func (list, on_list_items_changed, self);
      for (guint i = 0, n = g_list_model_get_n_items (list); i < n; i++)
        {
          g_autoptr(GObject) item = g_list_model_get_item (list, i);

          unwatch_item (self, item);
        }
      g_list_store_remove_all (self->lists[kind]);
      g_clear_object (&self->lists[kind]);
      g_clear_pointer (&self->id_index[kind], g_hash_table_unref);
    }

  G_OBJECT_CLASS (tactics_ruleset_parent_class)->dispose (object);
}

static void
tactics_ruleset_finalize (GObject *object)
{
  TacticsRuleset *self = TACTICS_RULESET (object);

  g_clear_pointer (&self->name, g_free);
  g_clear_pointer (&self->description, g_free);
  g_clear_pointer (&self->translation_domain, g_free);

  G_OBJECT_CLASS (tactics_ruleset_parent_class)->finalize (object);
}

static void
tactics_ruleset_get_property (GObject    *object,
                              guint       prop_id,
                              GValue     *value,
                              GParamSpec *pspec)
{
  TacticsRuleset *self = TACTICS_RULESET (object);

  switch (prop_id)
    {
    case PROP_NAME:
      g_value_set_string (value, self->name);
      break;
    case PROP_DESCRIPTION:
      g_value_set_string (value, self->description);
      break;
    case PROP_TRANSLATION_DOMAIN:
      g_value_set_string (value, self->translation_domain);
      break;
    case PROP_HIT_CHANCE:
      g_value_set_uint (value, self->hit_chance);
      break;
    default:
      G_OBJECT_WARN_INVALID_PROPERTY_ID (object, prop_id, pspec);
    }
}

static void
tactics_ruleset_set_property (GObject      *object,
                              guint         prop_id,
                              const GValue *value,
                              GParamSpec   *pspec)
{
  TacticsRuleset *self = TACTICS_RULESET (object);

  switch (prop_id)
    {
    case PROP_NAME:
      tactics_ruleset_set_name (self, g_value_get_string (value));
      break;
    case PROP_DESCRIPTION:
      tactics_ruleset_set_description (self, g_value_get_string (value));
      break;
    case PROP_TRANSLATION_DOMAIN:
      tactics_ruleset_set_translation_domain (self, g_value_get_string (value));
      break;
    case PROP_HIT_CHANCE:
      tactics_ruleset_set_hit_chance (self, g_value_get_uint (value));
      break;
    default:
      G_OBJECT_WARN_INVALID_PROPERTY_ID (object, prop_id, pspec);
    }
}

static void
tactics_ruleset_class_init (TacticsRulesetClass *klass)
{
  GObjectClass *object_class = G_OBJECT_CLASS (klass);
  GParamFlags flags = G_PARAM_READWRITE | G_PARAM_EXPLICIT_NOTIFY | G_PARAM_STATIC_STRINGS;

  object_class->dispose = tactics_ruleset_dispose;
  object_class->finalize = tactics_ruleset_finalize;
  object_class->get_property = tactics_ruleset_get_property;
  object_class->set_property = tactics_ruleset_set_property;

  /**
   * TacticsRuleset:name:
   * The ruleset's display name.
   */
  properties[PROP_NAME] = g_param_spec_string ("name", NULL, NULL, NULL, flags);
  /**
   * TacticsRuleset:description:
   * A longer text about the ruleset for players, or %NULL.
   */
  properties[PROP_DESCRIPTION] = g_param_spec_string ("description", NULL, NULL, NULL, flags);
  /**
   * TacticsRuleset:translation-domain:
   * The gettext domain the file's names and descriptions are translated in,
   * or %NULL (the default, for rulesets made by users, which are shown as
   * written).
   */
  properties[PROP_TRANSLATION_DOMAIN] =
    g_param_spec_string ("translation-domain", NULL, NULL, NULL, flags);
  /**
   * TacticsRuleset:hit-chance:
   * The chance, in percent, that a damaging blow hits: 100 (the default)
   * for blows that always hit, and then nothing is left to chance.
   */
  properties[PROP_HIT_CHANCE] =
    g_param_spec_uint ("hit-chance", NULL, NULL, TACTICS_MIN_HIT_CHANCE, 100, 100, flags);

  g_object_class_install_properties (object_class, N_PROPS, properties);

  /**
   * TacticsRuleset::changed:
   * @self: the ruleset
   *
   * Emitted after any change to the ruleset, to one of its lists or to an
   * item in them. List watchers (such as maps) have already seen the
   * list's own "items-changed" by then.
   */
  signals[CHANGED] =
    g_signal_new ("changed",
                  G_TYPE_FROM_CLASS (klass),
                  G_SIGNAL_RUN_LAST,
                  0, NULL, NULL, NULL,
                  G_TYPE_NONE, 0);
}

static void
tactics_ruleset_init (TacticsRuleset *self)
{
  self->hit_chance = 100;
  for (guint kind = 0; kind < N_KINDS; kind++)
    {
      self->lists[kind] = g_list_store_new (kind_get_item_type (kind));
      /* After: those who watch a list directly (a map remapping its cells)
       * are up to date before "changed" reaches anyone. */
      g_signal_connect_after (self->lists[kind], "items-changed",
                              G_CALLBACK (on_list_items_changed), self);
    }
}

/**
 * tactics_ruleset_new:
 * Creates a ruleset with no items.
 *
 * Returns: (transfer full): an empty ruleset
 */
TacticsRuleset *
tactics_ruleset_new (void)
{
  return g_object_new (TACTICS_TYPE_RULESET, NULL);
}

/**
 * tactics_ruleset_get_name:
 * @self: a ruleset
 *
 * Returns the ruleset's display name.
 *
 * Returns: (nullable): the name
 */
const char *
tactics_ruleset_get_name (TacticsRuleset *self)
{
  g_return_val_if_fail (TACTICS_IS_RULESET (self), NULL);

  return self->name;
}

/**
 * tactics_ruleset_set_name:
 * @self: a ruleset
 * @name: (nullable): the new display name
 *
 * Sets the ruleset's display name.
 */
void
tactics_ruleset_set_name (TacticsRuleset *self,
                          const char     *name)
{
  g_return_if_fail (TACTICS_IS_RULESET (self));

  if (!tactics_set_str (&self->name, name))
    return;
  g_object_notify_by_pspec (G_OBJECT (self), properties[PROP_NAME]);
  emit_changed (self);
}

/**
 * tactics_ruleset_get_description:
 * @self: a ruleset
 *
 * Returns the ruleset's description for players.
 *
 * Returns: (nullable): the description, or %NULL
 */
const char *
tactics_ruleset_get_description (TacticsRuleset *self)
{
  g_return_val_if_fail (TACTICS_IS_RULESET (self), NULL);

  return self->description;
}

/**
 * tactics_ruleset_set_description:
 * @self: a ruleset
 * @description: (nullable): the new description
 *
 * Sets the ruleset's description for players.
 */
void
tactics_ruleset_set_description (TacticsRuleset *self,
                                 const char     *description)
{
  g_return_if_fail (TACTICS_IS_RULESET (self));

  if (!tactics_set_str (&self->description, description))
    return;
  g_object_notify_by_pspec (G_OBJECT (self), properties[PROP_DESCRIPTION]);
  emit_changed (self);
}

/**
 * tactics_ruleset_get_translation_domain:
 * @self: a ruleset
 *
 * Returns the gettext domain the file's names and descriptions are
 * translated in. Loading translates them; saving writes back each string
 * the user did not edit as it was in the file, so the file stays the same
 * in any language.
 *
 * Returns: (nullable): the domain, or %NULL for a ruleset shown as written
 */
const char *
tactics_ruleset_get_translation_domain (TacticsRuleset *self)
{
  g_return_val_if_fail (TACTICS_IS_RULESET (self), NULL);

  return self->translation_domain;
}

/**
 * tactics_ruleset_set_translation_domain:
 * @self: a ruleset
 * @domain: (nullable): a gettext domain, or %NULL
 *
 * Sets the gettext domain the ruleset's strings are translated in.
 */
void
tactics_ruleset_set_translation_domain (TacticsRuleset *self,
                                        const char     *domain)
{
  g_return_if_fail (TACTICS_IS_RULESET (self));

  if (!tactics_set_str (&self->translation_domain, domain))
    return;
  g_object_notify_by_pspec (G_OBJECT (self), properties[PROP_TRANSLATION_DOMAIN]);
  emit_changed (self);
}

/**
 * tactics_ruleset_get_hit_chance:
 * @self: a ruleset
 *
 * Returns the chance, in percent, that a damaging blow hits. At 100 every
 * blow hits and matches draw nothing for it.
 *
 * Returns: the chance, %TACTICS_MIN_HIT_CHANCE to 100
 */
guint
tactics_ruleset_get_hit_chance (TacticsRuleset *self)
{
  g_return_val_if_fail (TACTICS_IS_RULESET (self), 100);

  return self->hit_chance;
}

/**
 * tactics_ruleset_set_hit_chance:
 * @self: a ruleset
 * @hit_chance: %TACTICS_MIN_HIT_CHANCE to 100
 *
 * Sets the chance, in percent, that a damaging blow hits.
 */
void
tactics_ruleset_set_hit_chance (TacticsRuleset *self,
                                guint           hit_chance)
{
  g_return_if_fail (TACTICS_IS_RULESET (self));
  g_return_if_fail (hit_chance >= TACTICS_MIN_HIT_CHANCE && hit_chance <= 100);

  if (self->hit_chance == hit_chance)
    return;
  self->hit_chance = hit_chance;
  g_object_notify_by_pspec (G_OBJECT (self), properties[PROP_HIT_CHANCE]);
  emit_changed (self);
}

/**
 * tactics_ruleset_get_movetypes:
 * @self: a ruleset
 *
 * Returns the ruleset's movement types. Change the list through the ruleset
 * (tactics_ruleset_insert_movetype() and the like), never by casting it to
 * #GListStore.
 *
 * Returns: (transfer none): a list model of #TacticsMovetype
 */
GListModel *
tactics_ruleset_get_movetypes (TacticsRuleset *self)
{
  g_return_val_if_fail (TACTICS_IS_RULESET (self), NULL);

  return G_LIST_MODEL (self->lists[KIND_MOVETYPE]);
}

/**
 * tactics_ruleset_get_terrains:
 * @self: a ruleset
 *
 * Returns the ruleset's terrains, in the order map grids number them.
 * Change the list through the ruleset, never by casting it to #GListStore.
 *
 * Returns: (transfer none): a list model of #TacticsTerrain
 */
GListModel *
tactics_ruleset_get_terrains (TacticsRuleset *self)
{
  g_return_val_if_fail (TACTICS_IS_RULESET (self), NULL);

  return G_LIST_MODEL (self->lists[KIND_TERRAIN]);
}

/**
 * tactics_ruleset_get_unit_types:
 * @self: a ruleset
 *
 * Returns the ruleset's unit types. Change the list through the ruleset,
 * never by casting it to #GListStore.
 *
 * Returns: (transfer none): a list model of #TacticsUnitType
 */
GListModel *
tactics_ruleset_get_unit_types (TacticsRuleset *self)
{
  g_return_val_if_fail (TACTICS_IS_RULESET (self), NULL);

  return G_LIST_MODEL (self->lists[KIND_UNIT_TYPE]);
}

/**
 * tactics_ruleset_get_actions:
 * @self: a ruleset
 *
 * Returns the ruleset's actions. Change the list through the ruleset, never
 * by casting it to #GListStore.
 *
 * Returns: (transfer none): a list model of #TacticsAction
 */
GListModel *
tactics_ruleset_get_actions (TacticsRuleset *self)
{
  g_return_val_if_fail (TACTICS_IS_RULESET (self), NULL);

  return G_LIST_MODEL (self->lists[KIND_ACTION]);
}

static void
insert_item (TacticsRuleset *self,
             ItemKind        kind,
             guint           position,
             gpointer        item)
{
  GListStore *list = self->lists[kind];
  guint n_items = g_list_model_get_n_items (G_LIST_MODEL (list));

  g_return_if_fail (n_items < TACTICS_MAX_RULESET_ITEMS);

  watch_item (self, kind, item);
  g_list_store_insert (list, MIN (position, n_items), item);
}

static void
remove_item (TacticsRuleset *self,
             ItemKind        kind,
             guint           position)
{
  GListModel *list = G_LIST_MODEL (self->lists[kind]);
  g_autoptr(GObject) item = NULL;

  g_return_if_fail (position < g_list_model_get_n_items (list));

  item = g_list_model_get_item (list, position);
  unwatch_item (self, item);
  g_list_store_remove (self->lists[kind], position);
}

/* One splice, so list watchers see the item leave and come back in a
 * single "items-changed" and can follow it by identity. */
static void
move_item (TacticsRuleset *self,
           ItemKind        kind,
           guint           from,
           guint           to)
{
  GListModel *list = G_LIST_MODEL (self->lists[kind]);
  guint n_items = g_list_model_get_n_items (list);
  guint first, n_moved;
  g_autoptr(GPtrArray) reordered = NULL;

  g_return_if_fail (from < n_items);
  g_return_if_fail (to < n_items);

  if (from == to)
    return;

  first = MIN (from, to);
  n_moved = MAX (from, to) - first + 1;
  reordered = g_ptr_array_new_full (n_moved, g_object_unref);
  for (guint i = first; i < first + n_moved; i++)
    g_ptr_array_add (reordered, g_list_model_get_item (list, i));

  if (from < to)
    {
      gpointer moving = reordered->pdata[0];

      memmove (reordered->pdata, reordered->pdata + 1, (n_moved - 1) * sizeof (gpointer));
      reordered->pdata[n_moved - 1] = moving;
    }
  else
    {
      gpointer moving = reordered->pdata[n_moved - 1];

      memmove (reordered->pdata + 1, reordered->pdata, (n_moved - 1) * sizeof (gpointer));
      reordered->pdata[0] = moving;
    }

  g_list_store_splice (self->lists[kind], first, n_moved, reordered->pdata, n_moved);
}

/**
 * tactics_ruleset_insert_movetype:
 * @self: a ruleset
 * @position: where to insert; %G_MAXUINT or past the end appends
 * @movetype: (transfer none): the movement type; the ruleset takes its own
 *   reference
 *
 * Inserts a movement type. References by id are not checked; see
 * tactics_ruleset_check_id().
 */
void
tactics_ruleset_insert_movetype (TacticsRuleset  *self,
                                 guint            position,
                                 TacticsMovetype *movetype)
{
  g_return_if_fail (TACTICS_IS_RULESET (self));
  g_return_if_fail (TACTICS_IS_MOVETYPE (movetype));

  insert_item (self, KIND_MOVETYPE, position, movetype);
}

/**
 * tactics_ruleset_insert_terrain:
 * @self: a ruleset
 * @position: where to insert; %G_MAXUINT or past the end appends
 * @terrain: (transfer none): the terrain; the ruleset takes its own
 *   reference
 *
 * Inserts a terrain. Maps on the ruleset keep their cells on the terrains
 * they had.
 */
void
tactics_ruleset_insert_terrain (TacticsRuleset *self,
                                guint           position,
                                TacticsTerrain *terrain)
{
  g_return_if_fail (TACTICS_IS_RULESET (self));
  g_return_if_fail (TACTICS_IS_TERRAIN (terrain));

  insert_item (self, KIND_TERRAIN, position, terrain);
}

/**
 * tactics_ruleset_insert_unit_type:
 * @self: a ruleset
 * @position: where to insert; %G_MAXUINT or past the end appends
 * @unit_type: (transfer none): the unit type; the ruleset takes its own
 *   reference
 *
 * Inserts a unit type.
 */
void
tactics_ruleset_insert_unit_type (TacticsRuleset  *self,
                                  guint            position,
                                  TacticsUnitType *unit_type)
{
  g_return_if_fail (TACTICS_IS_RULESET (self));
  g_return_if_fail (TACTICS_IS_UNIT_TYPE (unit_type));

  insert_item (self, KIND_UNIT_TYPE, position, unit_type);
}

/**
 * tactics_ruleset_insert_action:
 * @self: a ruleset
 * @position: where to insert; %G_MAXUINT or past the end appends
 * @action: (transfer none): the action; the ruleset takes its own reference
 *
 * Inserts an action.
 */
void
tactics_ruleset_insert_action (TacticsRuleset *self,
                               guint           position,
                               TacticsAction  *action)
{
  g_return_if_fail (TACTICS_IS_RULESET (self));
  g_return_if_fail (TACTICS_IS_ACTION (action));

  insert_item (self, KIND_ACTION, position, action);
}

/**
 * tactics_ruleset_remove_movetype:
 * @self: a ruleset
 * @position: the position of a movement type
 *
 * Removes a movement type and leaves references to it as they are (for
 * readers that build a ruleset in steps); tactics_ruleset_remove_item()
 * updates them.
 */
void
tactics_ruleset_remove_movetype (TacticsRuleset *self,
                                 guint           position)
{
  g_return_if_fail (TACTICS_IS_RULESET (self));

  remove_item (self, KIND_MOVETYPE, position);
}

/**
 * tactics_ruleset_remove_terrain:
 * @self: a ruleset
 * @position: the position of a terrain
 *
 * Removes a terrain; cells of maps on it get terrain 0.
 * tactics_ruleset_remove_item() refuses to remove the last terrain.
 */
void
tactics_ruleset_remove_terrain (TacticsRuleset *self,
                                guint           position)
{
  g_return_if_fail (TACTICS_IS_RULESET (self));

  remove_item (self, KIND_TERRAIN, position);
}

/**
 * tactics_ruleset_remove_unit_type:
 * @self: a ruleset
 * @position: the position of a unit type
 *
 * Removes a unit type.
 */
void
tactics_ruleset_remove_unit_type (TacticsRuleset *self,
                                  guint           position)
{
  g_return_if_fail (TACTICS_IS_RULESET (self));

  remove_item (self, KIND_UNIT_TYPE, position);
}

/**
 * tactics_ruleset_remove_action:
 * @self: a ruleset
 * @position: the position of an action
 *
 * Removes an action and leaves unit types naming it as they are;
 * tactics_ruleset_remove_item() updates them.
 */
void
tactics_ruleset_remove_action (TacticsRuleset *self,
                               guint           position)
{
  g_return_if_fail (TACTICS_IS_RULESET (self));

  remove_item (self, KIND_ACTION, position);
}

/**
 * tactics_ruleset_move_movetype:
 * @self: a ruleset
 * @from: the item's position
 * @to: its position afterwards
 *
 * Reorders the movement types in one #GListModel::items-changed, so that
 * watchers follow the item (unlike a remove followed by an insert).
 */
void
tactics_ruleset_move_movetype (TacticsRuleset *self,
                               guint           from,
                               guint           to)
{
  g_return_if_fail (TACTICS_IS_RULESET (self));

  move_item (self, KIND_MOVETYPE, from, to);
}

/**
 * tactics_ruleset_move_terrain:
 * @self: a ruleset
 * @from: the terrain's position
 * @to: its position afterwards
 *
 * Reorders the terrains in one #GListModel::items-changed: maps keep their
 * cells on the moved terrain, which a remove followed by an insert would
 * not do.
 */
void
tactics_ruleset_move_terrain (TacticsRuleset *self,
                              guint           from,
                              guint           to)
{
  g_return_if_fail (TACTICS_IS_RULESET (self));

  move_item (self, KIND_TERRAIN, from, to);
}

/**
 * tactics_ruleset_move_unit_type:
 * @self: a ruleset
 * @from: the unit type's position
 * @to: its position afterwards
 *
 * Like tactics_ruleset_move_movetype(), for unit types.
 */
void
tactics_ruleset_move_unit_type (TacticsRuleset *self,
                                guint           from,
                                guint           to)
{
  g_return_if_fail (TACTICS_IS_RULESET (self));

  move_item (self, KIND_UNIT_TYPE, from, to);
}

/**
 * tactics_ruleset_move_action:
 * @self: a ruleset
 * @from: the action's position
 * @to: its position afterwards
 *
 * Like tactics_ruleset_move_movetype(), for actions.
 */
void
tactics_ruleset_move_action (TacticsRuleset *self,
                             guint           from,
                             guint           to)
{
  g_return_if_fail (TACTICS_IS_RULESET (self));

  move_item (self, KIND_ACTION, from, to);
}

/* Position of the first item with @id, or -1. */
static int
find_item (TacticsRuleset *self,
           ItemKind        kind,
           const char     *id)
{
  GListModel *list = G_LIST_MODEL (self->lists[kind]);

  if (id == NULL)
    return -1;

  if (self->id_index[kind] == NULL)
    {
      guint n_items = g_list_model_get_n_items (list);

      self->id_index[kind] = g_hash_table_new_full (g_str_hash, g_str_equal, g_free, NULL);
      for (guint i = 0; i < n_items; i++)
        {
          g_autoptr(GObject) item = g_list_model_get_item (list, i);
          const char *item_id = item_get_id (kind, item);

          if (item_id != NULL && !g_hash_table_contains (self->id_index[kind], item_id))
            g_hash_table_insert (self->id_index[kind], g_strdup (item_id),
                                 GUINT_TO_POINTER (i + 1));
        }
    }

  return (int) GPOINTER_TO_UINT (g_hash_table_lookup (self->id_index[kind], id)) - 1;
}

static gpointer
lookup_item (TacticsRuleset *self,
             ItemKind        kind,
             const char     *id)
{
  int position = find_item (self, kind, id);
  g_autoptr(GObject) item = NULL;

  if (position < 0)
    return NULL;

  /* The list keeps its own reference, so the borrowed pointer stays
   * valid while the item is in it. */
  item = g_list_model_get_item (G_LIST_MODEL (self->lists[kind]), position);
  return item;
}

/**
 * tactics_ruleset_lookup_movetype:
 * @self: a ruleset
 * @id: (nullable): a movement type id
 *
 * Finds the movement type with @id.
 *
 * Returns: (transfer none) (nullable): the movement type, or %NULL if
 *   there is none
 */
TacticsMovetype *
tactics_ruleset_lookup_movetype (TacticsRuleset *self,
                                 const char     *id)
{
  g_return_val_if_fail (TACTICS_IS_RULESET (self), NULL);

  return lookup_item (self, KIND_MOVETYPE, id);
}

/**
 * tactics_ruleset_lookup_terrain:
 * @self: a ruleset
 * @id: (nullable): a terrain id
 *
 * Finds the terrain with @id.
 *
 * Returns: (transfer none) (nullable): the terrain, or %NULL if there is
 *   none
 */
TacticsTerrain *
tactics_ruleset_lookup_terrain (TacticsRuleset *self,
                                const char     *id)
{
  g_return_val_if_fail (TACTICS_IS_RULESET (self), NULL);

  return lookup_item (self, KIND_TERRAIN, id);
}

/**
 * tactics_ruleset_lookup_unit_type:
 * @self: a ruleset
 * @id: (nullable): a unit type id
 *
 * Finds the unit type with @id.
 *
 * Returns: (transfer none) (nullable): the unit type, or %NULL if there is
 *   none
 */
TacticsUnitType *
tactics_ruleset_lookup_unit_type (TacticsRuleset *self,
                                  const char     *id)
{
  g_return_val_if_fail (TACTICS_IS_RULESET (self), NULL);

  return lookup_item (self, KIND_UNIT_TYPE, id);
}

/**
 * tactics_ruleset_lookup_action:
 * @self: a ruleset
 * @id: (nullable): an action id
 *
 * Finds the action with @id.
 *
 * Returns: (transfer none) (nullable): the action, or %NULL if there is
 *   none
 */
TacticsAction *
tactics_ruleset_lookup_action (TacticsRuleset *self,
                               const char     *id)
{
  g_return_val_if_fail (TACTICS_IS_RULESET (self), NULL);

  return lookup_item (self, KIND_ACTION, id);
}

/**
 * tactics_ruleset_get_n_terrains:
 * @self: a ruleset
 *
 * Returns how many terrains the ruleset has.
 *
 * Returns: the number of terrains
 */
guint
tactics_ruleset_get_n_terrains (TacticsRuleset *self)
{
  g_return_val_if_fail (TACTICS_IS_RULESET (self), 0);

  return g_list_model_get_n_items (G_LIST_MODEL (self->lists[KIND_TERRAIN]));
}

/**
 * tactics_ruleset_get_terrain:
 * @self: a ruleset
 * @index: a terrain position, below tactics_ruleset_get_n_terrains()
 *
 * Returns the terrain at @index, the number map grids use for it.
 *
 * Returns: (transfer none): the terrain
 */
TacticsTerrain *
tactics_ruleset_get_terrain (TacticsRuleset *self,
                             guint           index)
{
  g_autoptr(TacticsTerrain) terrain = NULL;

  g_return_val_if_fail (TACTICS_IS_RULESET (self), NULL);
  g_return_val_if_fail (index < tactics_ruleset_get_n_terrains (self), NULL);

  terrain = g_list_model_get_item (G_LIST_MODEL (self->lists[KIND_TERRAIN]), index);
  return terrain;
}

/**
 * tactics_ruleset_get_terrain_index:
 * @self: a ruleset
 * @id: (nullable): a terrain id
 *
 * Finds the position of the terrain with @id.
 *
 * Returns: the position, or -1 when no terrain has that id
 */
int
tactics_ruleset_get_terrain_index (TacticsRuleset *self,
                                   const char     *id)
{
  g_return_val_if_fail (TACTICS_IS_RULESET (self), -1);

  return find_item (self, KIND_TERRAIN, id);
}

static gpointer
copy_item (ItemKind kind,
           gpointer item)
{
  switch (kind)
    {
    case KIND_MOVETYPE:
      return tactics_model_copy_plain_item (item);
    case KIND_TERRAIN:
      return tactics_terrain_copy (item);
    case KIND_UNIT_TYPE:
      return tactics_unit_type_copy (item);
    case KIND_ACTION:
      return tactics_action_copy (item);
    case KIND_DAMAGE_TYPE:
      return tactics_model_copy_plain_item (item);
    case N_KINDS:
    default:
      g_assert_not_reached ();
    }
}

void
tactics_ruleset_replace_items (TacticsRuleset *self,
                               GType           item_type,
                               GPtrArray      *items)
{
  ItemKind kind;
  GListModel *list;
  guint n_items;

  g_return_if_fail (TACTICS_IS_RULESET (self));
  g_return_if_fail (items != NULL && items->len <= TACTICS_MAX_RULESET_ITEMS);

  for (kind = 0; kind < N_KINDS; kind++)
    if (kind_get_item_type (kind) == item_type)
      break;
  g_return_if_fail (kind < N_KINDS);

  for (guint i = 0; i < items->len; i++)
    g_return_if_fail (G_TYPE_CHECK_INSTANCE_TYPE (g_ptr_array_index (items, i), item_type));

  list = G_LIST_MODEL (self->lists[kind]);
  n_items = g_list_model_get_n_items (list);
  for (guint i = 0; i < n_items; i++)
    {
      g_autoptr(GObject) item = g_list_model_get_item (list, i);

      unwatch_item (self, item);
    }
  for (guint i = 0; i < items->len; i++)
    watch_item (self, kind, g_ptr_array_index (items, i));
  g_list_store_splice (self->lists[kind], 0, n_items, items->pdata, items->len);
}

/**
 * tactics_ruleset_copy:
 * @self: a ruleset
 *
 * Makes a deep copy: new item objects with the same values, in the same
 * order.
 *
 * Returns: (transfer full): the copy
 */
TacticsRuleset *
tactics_ruleset_copy (TacticsRuleset *self)
{
  TacticsRuleset *copy;

  g_return_val_if_fail (TACTICS_IS_RULESET (self), NULL);

  copy = tactics_ruleset_new ();
  copy->name = g_strdup (self->name);
  copy->description = g_strdup (self->description);
  copy->translation_domain = g_strdup (self->translation_domain);
  copy->hit_chance = self->hit_chance;
  tactics_translatable_copy (G_OBJECT (self), G_OBJECT (copy));

  for (guint kind = 0; kind < N_KINDS; kind++)
    {
      GListModel *list = G_LIST_MODEL (self->lists[kind]);
      guint n_items = g_list_model_get_n_items (list);

      for (guint i = 0; i < n_items; i++)
        {
          g_autoptr(GObject) item = g_list_model_get_item (list, i);
          g_autoptr(GObject) item_copy = copy_item (kind, item);

          insert_item (copy, kind, G_MAXUINT, item_copy);
        }
    }

  return copy;
}

/**
 * tactics_ruleset_equal:
 * @a: a ruleset
 * @b: another ruleset
 *
 * Compares two rulesets: the same items with the same values (as shown), in
 * order. The translation domain is not compared.
 *
 * Returns: %TRUE if both hold the same items
 */
gboolean
tactics_ruleset_equal (TacticsRuleset *a,
                       TacticsRuleset *b)
{
  g_return_val_if_fail (TACTICS_IS_RULESET (a), FALSE);
  g_return_val_if_fail (TACTICS_IS_RULESET (b), FALSE);

  if (a == b)
    return TRUE;

  if (g_strcmp0 (a->name, b->name) != 0 || g_strcmp0 (a->description, b->description) != 0
      || a->hit_chance != b->hit_chance)
    return FALSE;

  for (guint kind = 0; kind < N_KINDS; kind++)
    {
      GListModel *list_a = G_LIST_MODEL (a->lists[kind]);
      GListModel *list_b = G_LIST_MODEL (b->lists[kind]);
      guint n_items = g_list_model_get_n_items (list_a);

      if (n_items != g_list_model_get_n_items (list_b))
        return FALSE;

      for (guint i = 0; i < n_items; i++)
        {
          g_autoptr(GObject) item_a = g_list_model_get_item (list_a, i);
          g_autoptr(GObject) item_b = g_list_model_get_item (list_b, i);

          if (!tactics_model_items_equal (item_a, item_b))
            return FALSE;
        }
    }

  return TRUE;
}

/**
 * tactics_ruleset_get_damage_types:
 * @self: a ruleset
 *
 * Returns the ruleset's damage types, in order. Change the list through
 * the ruleset (tactics_ruleset_insert_damage_type() and the like).
 *
 * Returns: (transfer none): a #GListModel of #TacticsDamageType
 */
GListModel *
tactics_ruleset_get_damage_types (TacticsRuleset *self)
{
  g_return_val_if_fail (TACTICS_IS_RULESET (self), NULL);

  return G_LIST_MODEL (self->lists[KIND_DAMAGE_TYPE]);
}

/**
 * tactics_ruleset_insert_damage_type:
 * @self: a ruleset
 * @position: where to insert; %G_MAXUINT or past the end appends
 * @damage_type: (transfer none): the damage type; the ruleset takes its own
 *   reference
 *
 * Inserts a damage type.
 */
void
tactics_ruleset_insert_damage_type (TacticsRuleset    *self,
                                    guint              position,
                                    TacticsDamageType *damage_type)
{
  g_return_if_fail (TACTICS_IS_RULESET (self));
  g_return_if_fail (TACTICS_IS_DAMAGE_TYPE (damage_type));

  insert_item (self, KIND_DAMAGE_TYPE, position, damage_type);
}

/**
 * tactics_ruleset_remove_damage_type:
 * @self: a ruleset
 * @position: the damage type's position
 *
 * Removes a damage type. Actions and resistances naming it are left as
 * they are; tactics_ruleset_remove_item() drops them too.
 */
void
tactics_ruleset_remove_damage_type (TacticsRuleset *self,
                                    guint           position)
{
  g_return_if_fail (TACTICS_IS_RULESET (self));

  remove_item (self, KIND_DAMAGE_TYPE, position);
}

/**
 * tactics_ruleset_move_damage_type:
 * @self: a ruleset
 * @from: the damage type's position
 * @to: where it ends
 *
 * Like tactics_ruleset_move_movetype(), for damage types.
 */
void
tactics_ruleset_move_damage_type (TacticsRuleset *self,
                                  guint           from,
                                  guint           to)
{
  g_return_if_fail (TACTICS_IS_RULESET (self));

  move_item (self, KIND_DAMAGE_TYPE, from, to);
}

/**
 * tactics_ruleset_lookup_damage_type:
 * @self: a ruleset
 * @id: (nullable): a damage type id
 *
 * Finds the damage type with @id.
 *
 * Returns: (transfer none) (nullable): the damage type, or %NULL
 */
TacticsDamageType *
tactics_ruleset_lookup_damage_type (TacticsRuleset *self,
                                    const char     *id)
{
  g_return_val_if_fail (TACTICS_IS_RULESET (self), NULL);

  return lookup_item (self, KIND_DAMAGE_TYPE, id);
}
