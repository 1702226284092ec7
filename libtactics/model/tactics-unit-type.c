/* SPDX-License-Identifier: GPL-3.0-or-later */
#include "config.h"

#include <string.h>

#include "tactics-unit-type.h"
#include "tactics-model-private.h"

#define DEFAULT_MAX_HP 10
#define DEFAULT_MOVE 4
#define DEFAULT_SPEED 5
#define DEFAULT_SIGHT TACTICS_DEFAULT_SIGHT
#define DEFAULT_MOVETYPE "foot"
#define DEFAULT_COLOR "#808080"

struct _TacticsUnitType
{
  GObject parent_instance;

  char        *id;
  char        *name;
  char        *description;
  guint        max_hp;
  guint        move;
  char        *movetype;
  guint        speed;
  guint        sight;
  char       **actions;     /* never NULL */
  char        *color;
  char        *glyph;
  char        *icon;
  GHashTable  *attributes;  /* name → value */
  GHashTable  *resistances; /* damage type id → percent, never 0 */
};

/**
 * TacticsUnitType:
 * A unit prototype: hit points, move points and movement type, speed,
 * actions, and how its token looks. Further designer attributes are kept as
 * name → value strings so files round-trip them.
 *
 * A ruleset owns its unit types; tactics_unit_type_new() makes a new one to
 * add with tactics_ruleset_insert_unit_type().
 */
G_DEFINE_FINAL_TYPE (TacticsUnitType, tactics_unit_type, G_TYPE_OBJECT)

enum {
  PROP_0,
  PROP_ID,
  PROP_NAME,
  PROP_DESCRIPTION,
  PROP_MAX_HP,
  PROP_MOVE,
  PROP_MOVETYPE,
  PROP_SPEED,
  PROP_SIGHT,
  PROP_ACTIONS,
  PROP_COLOR,
  PROP_GLYPH,
  PROP_ICON,
  N_PROPS
};

enum {
  ATTRIBUTES_CHANGED,
  N_SIGNALS
};

static GParamSpec *properties[N_PROPS];
static guint signals[N_SIGNALS];

/* The first character of the name (or the id), so that a unit made
 * without a glyph still shows something recognisable on its token. */
static char *
default_glyph (TacticsUnitType *self)
{
  const char *source = self->name != NULL && *self->name != '\0' ? self->name : self->id;

  if (source == NULL || *source == '\0' || !g_utf8_validate (source, -1, NULL))
    return g_strdup ("?");
  return g_utf8_substring (source, 0, 1);
}

static void
tactics_unit_type_constructed (GObject *object)
{
  TacticsUnitType *self = TACTICS_UNIT_TYPE (object);

  G_OBJECT_CLASS (tactics_unit_type_parent_class)->constructed (object);

  if (self->name == NULL)
    self->name = g_strdup (self->id);
  if (self->glyph == NULL)
    self->glyph = default_glyph (self);
}

static void
tactics_unit_type_finalize (GObject *object)
{
  TacticsUnitType *self = TACTICS_UNIT_TYPE (object);

  g_clear_pointer (&self->id, g_free);
  g_clear_pointer (&self->name, g_free);
  g_clear_pointer (&self->description, g_free);
  g_clear_pointer (&self->movetype, g_free);
  g_clear_pointer (&self->actions, g_strfreev);
  g_clear_pointer (&self->color, g_free);
  g_clear_pointer (&self->glyph, g_free);
  g_clear_pointer (&self->icon, g_free);
  g_clear_pointer (&self->attributes, g_hash_table_unref);
  g_clear_pointer (&self->resistances, g_hash_table_unref);

  G_OBJECT_CLASS (tactics_unit_type_parent_class)->finalize (object);
}

static void
tactics_unit_type_get_property (GObject    *object,
                                guint       prop_id,
                                GValue     *value,
                                GParamSpec *pspec)
{
  TacticsUnitType *self = TACTICS_UNIT_TYPE (object);

  switch (prop_id)
    {
    case PROP_ID:
      g_value_set_string (value, self->id);
      break;
    case PROP_NAME:
      g_value_set_string (value, self->name);
      break;
    case PROP_DESCRIPTION:
      g_value_set_string (value, self->description);
      break;
    case PROP_MAX_HP:
      g_value_set_uint (value, self->max_hp);
      break;
    case PROP_MOVE:
      g_value_set_uint (value, self->move);
      break;
    case PROP_MOVETYPE:
      g_value_set_string (value, self->movetype);
      break;
    case PROP_SPEED:
      g_value_set_uint (value, self->speed);
      break;

    case PROP_SIGHT:
      g_value_set_uint (value, self->sight);
      break;
    case PROP_ACTIONS:
      g_value_set_boxed (value, self->actions);
      break;
    case PROP_COLOR:
      g_value_set_string (value, self->color);
      break;
    case PROP_GLYPH:
      g_value_set_string (value, self->glyph);
      break;
    case PROP_ICON:
      g_value_set_string (value, self->icon);
      break;
    default:
      G_OBJECT_WARN_INVALID_PROPERTY_ID (object, prop_id, pspec);
    }
}

static void
tactics_unit_type_set_property (GObject      *object,
                                guint         prop_id,
                                const GValue *value,
                                GParamSpec   *pspec)
{
  TacticsUnitType *self = TACTICS_UNIT_TYPE (object);

  switch (prop_id)
    {
    case PROP_ID:
      tactics_unit_type_set_id (self, g_value_get_string (value));
      break;
    case PROP_NAME:
      tactics_unit_type_set_name (self, g_value_get_string (value));
      break;
    case PROP_DESCRIPTION:
      tactics_unit_type_set_description (self, g_value_get_string (value));
      break;
    case PROP_MAX_HP:
      tactics_unit_type_set_max_hp (self, g_value_get_uint (value));
      break;
    case PROP_MOVE:
      tactics_unit_type_set_move (self, g_value_get_uint (value));
      break;
    case PROP_MOVETYPE:
      tactics_unit_type_set_movetype (self, g_value_get_string (value));
      break;
    case PROP_SPEED:
      tactics_unit_type_set_speed (self, g_value_get_uint (value));
      break;

    case PROP_SIGHT:
      tactics_unit_type_set_sight (self, g_value_get_uint (value));
      break;
    case PROP_ACTIONS:
      tactics_unit_type_set_actions (self, g_value_get_boxed (value));
      break;
    case PROP_COLOR:
      tactics_unit_type_set_color (self, g_value_get_string (value));
      break;
    case PROP_GLYPH:
      tactics_unit_type_set_glyph (self, g_value_get_string (value));
      break;
    case PROP_ICON:
      tactics_unit_type_set_icon (self, g_value_get_string (value));
      break;
    default:
      G_OBJECT_WARN_INVALID_PROPERTY_ID (object, prop_id, pspec);
    }
}

static void
tactics_unit_type_class_init (TacticsUnitTypeClass *klass)
{
  GObjectClass *object_class = G_OBJECT_CLASS (klass);
  GParamFlags flags = G_PARAM_READWRITE | G_PARAM_EXPLICIT_NOTIFY | G_PARAM_STATIC_STRINGS;

  object_class->constructed = tactics_unit_type_constructed;
  object_class->finalize = tactics_unit_type_finalize;
  object_class->get_property = tactics_unit_type_get_property;
  object_class->set_property = tactics_unit_type_set_property;

  /* Construct properties, so that constructed() can derive the default
   * name and glyph from them. */
  /**
   * TacticsUnitType:id:
   * The unit type's id, unique in its ruleset; scenarios refer to it.
   */
  properties[PROP_ID] =
    g_param_spec_string ("id", NULL, NULL, NULL, flags | G_PARAM_CONSTRUCT);
  /**
   * TacticsUnitType:name:
   * The unit type's display name; the id when none is given.
   */
  properties[PROP_NAME] =
    g_param_spec_string ("name", NULL, NULL, NULL, flags | G_PARAM_CONSTRUCT);
  /**
   * TacticsUnitType:description:
   * A longer text about the unit type for players, or %NULL.
   */
  properties[PROP_DESCRIPTION] = g_param_spec_string ("description", NULL, NULL, NULL, flags);
  /**
   * TacticsUnitType:max-hp:
   * The hit points a unit of this type starts with, 1 to %TACTICS_MAX_HP.
   */
  properties[PROP_MAX_HP] =
    g_param_spec_uint ("max-hp", NULL, NULL, 1, TACTICS_MAX_HP, DEFAULT_MAX_HP, flags);
  /**
   * TacticsUnitType:move:
   * The move points a unit of this type has each turn, 0 to
   * %TACTICS_MAX_MOVE.
   */
  properties[PROP_MOVE] =
    g_param_spec_uint ("move", NULL, NULL, 0, TACTICS_MAX_MOVE, DEFAULT_MOVE, flags);
  /**
   * TacticsUnitType:movetype:
   * The id of the movement type the unit type moves with.
   */
  properties[PROP_MOVETYPE] =
    g_param_spec_string ("movetype", NULL, NULL, DEFAULT_MOVETYPE, flags);
  /**
   * TacticsUnitType:speed:
   * How soon a unit of this type acts in initiative mode, 1 to
   * %TACTICS_MAX_SPEED; faster units act first.
   */
  properties[PROP_SPEED] =
    g_param_spec_uint ("speed", NULL, NULL, 1, TACTICS_MAX_SPEED, DEFAULT_SPEED, flags);
  /**
   * TacticsUnitType:sight:
   * How many cells away a unit of this type sees when a match plays with
   * fog of war, 0 to %TACTICS_MAX_SIGHT (0: only its own cell).
   */
  properties[PROP_SIGHT] =
    g_param_spec_uint ("sight", NULL, NULL, 0, TACTICS_MAX_SIGHT, DEFAULT_SIGHT, flags);
  /**
   * TacticsUnitType:actions:
   * The ids of the unit type's actions, in order; the first damaging one is
   * its default attack.
   */
  properties[PROP_ACTIONS] = g_param_spec_boxed ("actions", NULL, NULL, G_TYPE_STRV, flags);
  /**
   * TacticsUnitType:color:
   * The colour of the unit's token, as "#rrggbb".
   */
  properties[PROP_COLOR] = g_param_spec_string ("color", NULL, NULL, DEFAULT_COLOR, flags);
  /**
   * TacticsUnitType:glyph:
   * One or two characters drawn on the unit's token; the first character of
   * the name by default.
   */
  properties[PROP_GLYPH] = g_param_spec_string ("glyph", NULL, NULL, NULL, flags);
  /**
   * TacticsUnitType:icon:
   * The name of a symbolic icon drawn on the token instead of the glyph, or
   * %NULL.
   */
  properties[PROP_ICON] = g_param_spec_string ("icon", NULL, NULL, NULL, flags);

  g_object_class_install_properties (object_class, N_PROPS, properties);

  /**
   * TacticsUnitType::attributes-changed:
   * @self: the unit type
   *
   * Emitted after a designer attribute or a resistance was added, changed
   * or removed.
   */
  signals[ATTRIBUTES_CHANGED] =
    g_signal_new ("attributes-changed",
                  G_TYPE_FROM_CLASS (klass),
                  G_SIGNAL_RUN_LAST,
                  0, NULL, NULL, NULL,
                  G_TYPE_NONE, 0);
}

static void
tactics_unit_type_init (TacticsUnitType *self)
{
  self->max_hp = DEFAULT_MAX_HP;
  self->move = DEFAULT_MOVE;
  self->movetype = g_strdup (DEFAULT_MOVETYPE);
  self->speed = DEFAULT_SPEED;
  self->sight = DEFAULT_SIGHT;
  self->actions = g_new0 (char *, 1);
  self->color = g_strdup (DEFAULT_COLOR);
  self->attributes = g_hash_table_new_full (g_str_hash, g_str_equal, g_free, g_free);
  self->resistances = g_hash_table_new_full (g_str_hash, g_str_equal, g_free, NULL);
}

/**
 * tactics_unit_type_new:
 * @id: the unit type's id
 * @name: (nullable): the display name; the id when %NULL
 *
 * Creates a unit type with default values: 10 hit points, 4 move points,
 * the "foot" movement type, speed 5, sight %TACTICS_DEFAULT_SIGHT, no
 * actions.
 *
 * Returns: (transfer full): a new unit type
 */
TacticsUnitType *
tactics_unit_type_new (const char *id,
                       const char *name)
{
  return g_object_new (TACTICS_TYPE_UNIT_TYPE,
                       "id", id,
                       "name", name,
                       NULL);
}

/**
 * tactics_unit_type_get_id:
 * @self: a unit type
 *
 * Returns the unit type's id.
 *
 * Returns: (nullable): the id
 */
const char *
tactics_unit_type_get_id (TacticsUnitType *self)
{
  g_return_val_if_fail (TACTICS_IS_UNIT_TYPE (self), NULL);

  return self->id;
}

/**
 * tactics_unit_type_set_id:
 * @self: a unit type
 * @id: (nullable): the new id
 *
 * Sets the unit type's id. Rename a unit type of a ruleset with
 * tactics_ruleset_rename_item() so that nothing loses it.
 */
void
tactics_unit_type_set_id (TacticsUnitType *self,
                          const char      *id)
{
  g_return_if_fail (TACTICS_IS_UNIT_TYPE (self));

  if (tactics_set_str (&self->id, id))
    g_object_notify_by_pspec (G_OBJECT (self), properties[PROP_ID]);
}

/**
 * tactics_unit_type_get_name:
 * @self: a unit type
 *
 * Returns the unit type's display name.
 *
 * Returns: (nullable): the name
 */
const char *
tactics_unit_type_get_name (TacticsUnitType *self)
{
  g_return_val_if_fail (TACTICS_IS_UNIT_TYPE (self), NULL);

  return self->name;
}

/**
 * tactics_unit_type_set_name:
 * @self: a unit type
 * @name: (nullable): the new display name
 *
 * Sets the unit type's display name.
 */
void
tactics_unit_type_set_name (TacticsUnitType *self,
                            const char      *name)
{
  g_return_if_fail (TACTICS_IS_UNIT_TYPE (self));

  if (tactics_set_str (&self->name, name))
    g_object_notify_by_pspec (G_OBJECT (self), properties[PROP_NAME]);
}

/**
 * tactics_unit_type_get_description:
 * @self: a unit type
 *
 * Returns the unit type's description for players.
 *
 * Returns: (nullable): the description, or %NULL
 */
const char *
tactics_unit_type_get_description (TacticsUnitType *self)
{
  g_return_val_if_fail (TACTICS_IS_UNIT_TYPE (self), NULL);

  return self->description;
}

/**
 * tactics_unit_type_set_description:
 * @self: a unit type
 * @description: (nullable): the new description
 *
 * Sets the unit type's description for players.
 */
void
tactics_unit_type_set_description (TacticsUnitType *self,
                                   const char      *description)
{
  g_return_if_fail (TACTICS_IS_UNIT_TYPE (self));

  if (tactics_set_str (&self->description, description))
    g_object_notify_by_pspec (G_OBJECT (self), properties[PROP_DESCRIPTION]);
}

/**
 * tactics_unit_type_get_max_hp:
 * @self: a unit type
 *
 * Returns the hit points a unit of this type starts with.
 *
 * Returns: the hit points, 1 to %TACTICS_MAX_HP
 */
guint
tactics_unit_type_get_max_hp (TacticsUnitType *self)
{
  g_return_val_if_fail (TACTICS_IS_UNIT_TYPE (self), 0);

  return self->max_hp;
}

/**
 * tactics_unit_type_set_max_hp:
 * @self: a unit type
 * @max_hp: the hit points, 1 to %TACTICS_MAX_HP
 *
 * Sets the hit points a unit of this type starts with.
 */
void
tactics_unit_type_set_max_hp (TacticsUnitType *self,
                              guint            max_hp)
{
  g_return_if_fail (TACTICS_IS_UNIT_TYPE (self));
  g_return_if_fail (max_hp >= 1 && max_hp <= TACTICS_MAX_HP);

  if (self->max_hp == max_hp)
    return;
  self->max_hp = max_hp;
  g_object_notify_by_pspec (G_OBJECT (self), properties[PROP_MAX_HP]);
}

/**
 * tactics_unit_type_get_move:
 * @self: a unit type
 *
 * Returns the move points a unit of this type has each turn.
 *
 * Returns: the move points, 0 to %TACTICS_MAX_MOVE
 */
guint
tactics_unit_type_get_move (TacticsUnitType *self)
{
  g_return_val_if_fail (TACTICS_IS_UNIT_TYPE (self), 0);

  return self->move;
}

/**
 * tactics_unit_type_set_move:
 * @self: a unit type
 * @move: the move points, 0 to %TACTICS_MAX_MOVE
 *
 * Sets the move points a unit of this type has each turn.
 */
void
tactics_unit_type_set_move (TacticsUnitType *self,
                            guint            move)
{
  g_return_if_fail (TACTICS_IS_UNIT_TYPE (self));
  g_return_if_fail (move <= TACTICS_MAX_MOVE);

  if (self->move == move)
    return;
  self->move = move;
  g_object_notify_by_pspec (G_OBJECT (self), properties[PROP_MOVE]);
}

/**
 * tactics_unit_type_get_movetype:
 * @self: a unit type
 *
 * Returns the id of the movement type the unit type moves with.
 *
 * Returns: (nullable): the movement type id
 */
const char *
tactics_unit_type_get_movetype (TacticsUnitType *self)
{
  g_return_val_if_fail (TACTICS_IS_UNIT_TYPE (self), NULL);

  return self->movetype;
}

/**
 * tactics_unit_type_set_movetype:
 * @self: a unit type
 * @movetype_id: (nullable): the id of a movement type
 *
 * Sets the movement type the unit type moves with.
 */
void
tactics_unit_type_set_movetype (TacticsUnitType *self,
                                const char      *movetype_id)
{
  g_return_if_fail (TACTICS_IS_UNIT_TYPE (self));

  if (tactics_set_str (&self->movetype, movetype_id))
    g_object_notify_by_pspec (G_OBJECT (self), properties[PROP_MOVETYPE]);
}

/**
 * tactics_unit_type_get_speed:
 * @self: a unit type
 *
 * Returns how soon a unit of this type acts in initiative mode.
 *
 * Returns: the speed, 1 to %TACTICS_MAX_SPEED
 */
guint
tactics_unit_type_get_speed (TacticsUnitType *self)
{
  g_return_val_if_fail (TACTICS_IS_UNIT_TYPE (self), 0);

  return self->speed;
}

/**
 * tactics_unit_type_set_speed:
 * @self: a unit type
 * @speed: the speed, 1 to %TACTICS_MAX_SPEED
 *
 * Sets how soon a unit of this type acts in initiative mode.
 */
void
tactics_unit_type_set_speed (TacticsUnitType *self,
                             guint            speed)
{
  g_return_if_fail (TACTICS_IS_UNIT_TYPE (self));
  g_return_if_fail (speed >= 1 && speed <= TACTICS_MAX_SPEED);

  if (self->speed == speed)
    return;
  self->speed = speed;
  g_object_notify_by_pspec (G_OBJECT (self), properties[PROP_SPEED]);
}

/**
 * tactics_unit_type_get_sight:
 * @self: a unit type
 *
 * Returns how many cells away a unit of this type sees under fog of war.
 *
 * Returns: the sight range, 0 to %TACTICS_MAX_SIGHT
 */
guint
tactics_unit_type_get_sight (TacticsUnitType *self)
{
  g_return_val_if_fail (TACTICS_IS_UNIT_TYPE (self), 0);

  return self->sight;
}

/**
 * tactics_unit_type_set_sight:
 * @self: a unit type
 * @sight: the sight range, 0 to %TACTICS_MAX_SIGHT
 *
 * Sets how many cells away a unit of this type sees under fog of war.
 */
void
tactics_unit_type_set_sight (TacticsUnitType *self,
                             guint            sight)
{
  g_return_if_fail (TACTICS_IS_UNIT_TYPE (self));
  g_return_if_fail (sight <= TACTICS_MAX_SIGHT);

  if (self->sight == sight)
    return;
  self->sight = sight;
  g_object_notify_by_pspec (G_OBJECT (self), properties[PROP_SIGHT]);
}

/**
 * tactics_unit_type_get_actions:
 * @self: a unit type
 *
 * Returns the ids of the unit type's actions, in order; the first damaging
 * one is its default attack.
 *
 * Returns: (transfer none) (array zero-terminated=1): the action ids, never
 *   %NULL
 */
const char * const *
tactics_unit_type_get_actions (TacticsUnitType *self)
{
  g_return_val_if_fail (TACTICS_IS_UNIT_TYPE (self), NULL);

  return (const char * const *) self->actions;
}

/**
 * tactics_unit_type_set_actions:
 * @self: a unit type
 * @action_ids: (nullable) (array zero-terminated=1): the action ids in
 *   order; %NULL means none
 *
 * Sets the unit type's actions.
 */
void
tactics_unit_type_set_actions (TacticsUnitType    *self,
                               const char * const *action_ids)
{
  static const char * const no_actions[] = { NULL };

  g_return_if_fail (TACTICS_IS_UNIT_TYPE (self));

  if (action_ids == NULL)
    action_ids = no_actions;
  if (g_strv_equal ((const char * const *) self->actions, action_ids))
    return;

  g_strfreev (self->actions);
  self->actions = g_strdupv ((char **) action_ids);
  g_object_notify_by_pspec (G_OBJECT (self), properties[PROP_ACTIONS]);
}

/**
 * tactics_unit_type_get_color:
 * @self: a unit type
 *
 * Returns the colour of the unit's token.
 *
 * Returns: (nullable): the colour as "#rrggbb"
 */
const char *
tactics_unit_type_get_color (TacticsUnitType *self)
{
  g_return_val_if_fail (TACTICS_IS_UNIT_TYPE (self), NULL);

  return self->color;
}

/**
 * tactics_unit_type_set_color:
 * @self: a unit type
 * @color: (nullable): the new colour as "#rrggbb"
 *
 * Sets the colour of the unit's token.
 */
void
tactics_unit_type_set_color (TacticsUnitType *self,
                             const char      *color)
{
  g_return_if_fail (TACTICS_IS_UNIT_TYPE (self));

  if (tactics_set_str (&self->color, color))
    g_object_notify_by_pspec (G_OBJECT (self), properties[PROP_COLOR]);
}

/**
 * tactics_unit_type_get_glyph:
 * @self: a unit type
 *
 * Returns the characters drawn on the unit's token.
 *
 * Returns: (nullable): one or two characters
 */
const char *
tactics_unit_type_get_glyph (TacticsUnitType *self)
{
  g_return_val_if_fail (TACTICS_IS_UNIT_TYPE (self), NULL);

  return self->glyph;
}

/**
 * tactics_unit_type_set_glyph:
 * @self: a unit type
 * @glyph: (nullable): one or two characters; %NULL or "" restores the
 *   default, the first character of the name
 *
 * Sets the characters drawn on the unit's token.
 */
void
tactics_unit_type_set_glyph (TacticsUnitType *self,
                             const char      *glyph)
{
  g_autofree char *fallback = NULL;

  g_return_if_fail (TACTICS_IS_UNIT_TYPE (self));

  if (glyph == NULL || *glyph == '\0')
    glyph = fallback = default_glyph (self);

  if (tactics_set_str (&self->glyph, glyph))
    g_object_notify_by_pspec (G_OBJECT (self), properties[PROP_GLYPH]);
}

/**
 * tactics_unit_type_get_icon:
 * @self: a unit type
 *
 * Returns the name of the symbolic icon drawn on the token.
 *
 * Returns: (nullable): the icon name, or %NULL for none
 */
const char *
tactics_unit_type_get_icon (TacticsUnitType *self)
{
  g_return_val_if_fail (TACTICS_IS_UNIT_TYPE (self), NULL);

  return self->icon;
}

/**
 * tactics_unit_type_set_icon:
 * @self: a unit type
 * @icon: (nullable): a symbolic icon name, or %NULL for none
 *
 * Sets the icon drawn on the unit's token.
 */
void
tactics_unit_type_set_icon (TacticsUnitType *self,
                            const char      *icon)
{
  g_return_if_fail (TACTICS_IS_UNIT_TYPE (self));

  if (tactics_set_str (&self->icon, icon))
    g_object_notify_by_pspec (G_OBJECT (self), properties[PROP_ICON]);
}

/**
 * tactics_unit_type_get_attribute:
 * @self: a unit type
 * @name: the attribute's name
 *
 * Returns the value of a designer attribute.
 *
 * Returns: (nullable): the value, or %NULL if the unit type has no such
 *   attribute
 */
const char *
tactics_unit_type_get_attribute (TacticsUnitType *self,
                                 const char      *name)
{
  g_return_val_if_fail (TACTICS_IS_UNIT_TYPE (self), NULL);
  g_return_val_if_fail (name != NULL, NULL);

  return g_hash_table_lookup (self->attributes, name);
}

/**
 * tactics_unit_type_set_attribute:
 * @self: a unit type
 * @name: the attribute's name
 * @value: (nullable): the new value, or %NULL to remove the attribute
 *
 * Sets or removes a designer attribute and emits
 * #TacticsUnitType::attributes-changed if it changed.
 */
void
tactics_unit_type_set_attribute (TacticsUnitType *self,
                                 const char      *name,
                                 const char      *value)
{
  g_return_if_fail (TACTICS_IS_UNIT_TYPE (self));
  g_return_if_fail (name != NULL);

  if (value == NULL)
    {
      if (!g_hash_table_remove (self->attributes, name))
        return;
    }
  else
    {
      if (g_strcmp0 (g_hash_table_lookup (self->attributes, name), value) == 0)
        return;
      g_hash_table_insert (self->attributes, g_strdup (name), g_strdup (value));
    }

  g_signal_emit (self, signals[ATTRIBUTES_CHANGED], 0);
}

static int
compare_strings (gconstpointer a,
                 gconstpointer b)
{
  return strcmp (*(const char * const *) a, *(const char * const *) b);
}

/**
 * tactics_unit_type_get_attribute_names:
 * @self: a unit type
 *
 * Returns the names of the unit type's designer attributes, sorted.
 *
 * Returns: (transfer container) (array zero-terminated=1): the names; free
 *   the array with g_free(), the strings belong to @self
 */
const char **
tactics_unit_type_get_attribute_names (TacticsUnitType *self)
{
  const char **names;
  guint n_names;

  g_return_val_if_fail (TACTICS_IS_UNIT_TYPE (self), NULL);

  names = (const char **) g_hash_table_get_keys_as_array (self->attributes, &n_names);
  qsort (names, n_names, sizeof (char *), compare_strings);
  return names;
}

TacticsUnitType *
tactics_unit_type_copy (TacticsUnitType *self)
{
  TacticsUnitType *copy;
  GHashTableIter iter;
  gpointer name, value;

  g_return_val_if_fail (TACTICS_IS_UNIT_TYPE (self), NULL);

  copy = g_object_new (TACTICS_TYPE_UNIT_TYPE, NULL);
  tactics_model_copy_properties (G_OBJECT (self), G_OBJECT (copy));
  g_hash_table_iter_init (&iter, self->attributes);
  while (g_hash_table_iter_next (&iter, &name, &value))
    g_hash_table_insert (copy->attributes, g_strdup (name), g_strdup (value));
  g_hash_table_iter_init (&iter, self->resistances);
  while (g_hash_table_iter_next (&iter, &name, &value))
    g_hash_table_insert (copy->resistances, g_strdup (name), value);
  return copy;
}

void
tactics_unit_type_assign_attributes (TacticsUnitType *self,
                                     TacticsUnitType *source)
{
  GHashTableIter iter;
  gpointer name, value;

  g_return_if_fail (TACTICS_IS_UNIT_TYPE (self));
  g_return_if_fail (TACTICS_IS_UNIT_TYPE (source));

  if (self == source || tactics_unit_type_attributes_equal (self, source))
    return;

  g_hash_table_remove_all (self->attributes);
  g_hash_table_iter_init (&iter, source->attributes);
  while (g_hash_table_iter_next (&iter, &name, &value))
    g_hash_table_insert (self->attributes, g_strdup (name), g_strdup (value));
  g_hash_table_remove_all (self->resistances);
  g_hash_table_iter_init (&iter, source->resistances);
  while (g_hash_table_iter_next (&iter, &name, &value))
    g_hash_table_insert (self->resistances, g_strdup (name), value);
  g_signal_emit (self, signals[ATTRIBUTES_CHANGED], 0);
}

gboolean
tactics_unit_type_attributes_equal (TacticsUnitType *a,
                                    TacticsUnitType *b)
{
  GHashTableIter iter;
  gpointer name, value;

  g_return_val_if_fail (TACTICS_IS_UNIT_TYPE (a), FALSE);
  g_return_val_if_fail (TACTICS_IS_UNIT_TYPE (b), FALSE);

  if (g_hash_table_size (a->attributes) != g_hash_table_size (b->attributes))
    return FALSE;

  g_hash_table_iter_init (&iter, a->attributes);
  while (g_hash_table_iter_next (&iter, &name, &value))
    if (g_strcmp0 (value, g_hash_table_lookup (b->attributes, name)) != 0)
      return FALSE;

  if (g_hash_table_size (a->resistances) != g_hash_table_size (b->resistances))
    return FALSE;
  g_hash_table_iter_init (&iter, a->resistances);
  while (g_hash_table_iter_next (&iter, &name, &value))
    if (value != g_hash_table_lookup (b->resistances, name))
      return FALSE;
  return TRUE;
}

/**
 * tactics_unit_type_get_resistance:
 * @self: a unit type
 * @damage_type_id: (nullable): the id of a damage type
 *
 * Returns how well units of this type resist a damage type: the
 * percentage taken off the damage of that type they suffer; below 0 a
 * weakness, which adds to it.
 *
 * Returns: %TACTICS_MIN_RESISTANCE to %TACTICS_MAX_RESISTANCE; 0 when none
 *   is given (or @damage_type_id is %NULL)
 */
int
tactics_unit_type_get_resistance (TacticsUnitType *self,
                                  const char      *damage_type_id)
{
  g_return_val_if_fail (TACTICS_IS_UNIT_TYPE (self), 0);

  if (damage_type_id == NULL)
    return 0;
  return GPOINTER_TO_INT (g_hash_table_lookup (self->resistances, damage_type_id));
}

/**
 * tactics_unit_type_set_resistance:
 * @self: a unit type
 * @damage_type_id: the id of a damage type
 * @resistance: %TACTICS_MIN_RESISTANCE to %TACTICS_MAX_RESISTANCE; 0
 *   removes it
 *
 * Sets how well units of this type resist a damage type, and emits
 * #TacticsUnitType::attributes-changed if it changed.
 */
void
tactics_unit_type_set_resistance (TacticsUnitType *self,
                                  const char      *damage_type_id,
                                  int              resistance)
{
  g_return_if_fail (TACTICS_IS_UNIT_TYPE (self));
  g_return_if_fail (damage_type_id != NULL);
  g_return_if_fail (resistance >= TACTICS_MIN_RESISTANCE && resistance <= TACTICS_MAX_RESISTANCE);

  if (tactics_unit_type_get_resistance (self, damage_type_id) == resistance)
    return;
  if (resistance == 0)
    g_hash_table_remove (self->resistances, damage_type_id);
  else
    g_hash_table_insert (self->resistances, g_strdup (damage_type_id),
                         GINT_TO_POINTER (resistance));
  g_signal_emit (self, signals[ATTRIBUTES_CHANGED], 0);
}

/**
 * tactics_unit_type_get_resistance_types:
 * @self: a unit type
 *
 * Returns the ids of the damage types the unit type gives a resistance
 * to, sorted.
 *
 * Returns: (transfer container) (array zero-terminated=1): the ids; free
 *   the array with g_free(), the strings belong to the unit type
 */
const char **
tactics_unit_type_get_resistance_types (TacticsUnitType *self)
{
  const char **ids;
  guint n_ids;

  g_return_val_if_fail (TACTICS_IS_UNIT_TYPE (self), NULL);

  ids = (const char **) g_hash_table_get_keys_as_array (self->resistances, &n_ids);
  qsort (ids, n_ids, sizeof (char *), compare_strings);
  return ids;
}

/**
 * tactics_unit_type_rename_resistance:
 * @self: a unit type
 * @old_id: the id a resistance is given under
 * @new_id: (nullable): the new id, or %NULL to drop the resistance
 *
 * Moves the resistance given to @old_id to @new_id, replacing any given to
 * @new_id, or drops it; emits #TacticsUnitType::attributes-changed if
 * anything changed.
 */
void
tactics_unit_type_rename_resistance (TacticsUnitType *self,
                                     const char      *old_id,
                                     const char      *new_id)
{
  int resistance;

  g_return_if_fail (TACTICS_IS_UNIT_TYPE (self));
  g_return_if_fail (old_id != NULL);

  resistance = tactics_unit_type_get_resistance (self, old_id);
  if (g_strcmp0 (old_id, new_id) == 0 || resistance == 0)
    return;
  g_hash_table_remove (self->resistances, old_id);
  if (new_id != NULL)
    g_hash_table_insert (self->resistances, g_strdup (new_id), GINT_TO_POINTER (resistance));
  g_signal_emit (self, signals[ATTRIBUTES_CHANGED], 0);
}
