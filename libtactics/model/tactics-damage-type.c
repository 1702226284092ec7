/* SPDX-License-Identifier: GPL-3.0-or-later */
#include "config.h"

#include "tactics-damage-type.h"
#include "tactics-model-private.h"

struct _TacticsDamageType
{
  GObject parent_instance;

  char *id;
  char *name;
};

/**
 * TacticsDamageType:
 * A kind of harm (blade, pierce, fire, …). A damaging action may deal one,
 * and each unit type resists each by a percentage.
 *
 * A ruleset owns its damage types; tactics_damage_type_new() makes a new
 * one to add with tactics_ruleset_insert_damage_type().
 */
G_DEFINE_FINAL_TYPE (TacticsDamageType, tactics_damage_type, G_TYPE_OBJECT)

enum {
  PROP_0,
  PROP_ID,
  PROP_NAME,
  N_PROPS
};

static GParamSpec *properties[N_PROPS];

static void
tactics_damage_type_finalize (GObject *object)
{
  TacticsDamageType *self = TACTICS_DAMAGE_TYPE (object);

  g_clear_pointer (&self->id, g_free);
  g_clear_pointer (&self->name, g_free);

  G_OBJECT_CLASS (tactics_damage_type_parent_class)->finalize (object);
}

static void
tactics_damage_type_get_property (GObject    *object,
                                  guint       prop_id,
                                  GValue     *value,
                                  GParamSpec *pspec)
{
  TacticsDamageType *self = TACTICS_DAMAGE_TYPE (object);

  switch (prop_id)
    {
    case PROP_ID:
      g_value_set_string (value, self->id);
      break;
    case PROP_NAME:
      g_value_set_string (value, self->name);
      break;
    default:
      G_OBJECT_WARN_INVALID_PROPERTY_ID (object, prop_id, pspec);
    }
}

static void
tactics_damage_type_set_property (GObject      *object,
                                  guint         prop_id,
                                  const GValue *value,
                                  GParamSpec   *pspec)
{
  TacticsDamageType *self = TACTICS_DAMAGE_TYPE (object);

  switch (prop_id)
    {
    case PROP_ID:
      tactics_damage_type_set_id (self, g_value_get_string (value));
      break;
    case PROP_NAME:
      tactics_damage_type_set_name (self, g_value_get_string (value));
      break;
    default:
      G_OBJECT_WARN_INVALID_PROPERTY_ID (object, prop_id, pspec);
    }
}

static void
tactics_damage_type_class_init (TacticsDamageTypeClass *klass)
{
  GObjectClass *object_class = G_OBJECT_CLASS (klass);

  object_class->finalize = tactics_damage_type_finalize;
  object_class->get_property = tactics_damage_type_get_property;
  object_class->set_property = tactics_damage_type_set_property;

  /**
   * TacticsDamageType:id:
   * The damage type's id, unique in its ruleset; actions and unit types'
   * resistances refer to it.
   */
  properties[PROP_ID] =
    g_param_spec_string ("id", NULL, NULL, NULL,
                         G_PARAM_READWRITE | G_PARAM_EXPLICIT_NOTIFY | G_PARAM_STATIC_STRINGS);
  /**
   * TacticsDamageType:name:
   * The damage type's display name.
   */
  properties[PROP_NAME] =
    g_param_spec_string ("name", NULL, NULL, NULL,
                         G_PARAM_READWRITE | G_PARAM_EXPLICIT_NOTIFY | G_PARAM_STATIC_STRINGS);

  g_object_class_install_properties (object_class, N_PROPS, properties);
}

static void
tactics_damage_type_init (TacticsDamageType *self)
{
}

/**
 * tactics_damage_type_new:
 * @id: the damage type's id
 * @name: (nullable): its display name; the id when %NULL
 *
 * Creates a damage type.
 *
 * Returns: (transfer full): a new damage type
 */
TacticsDamageType *
tactics_damage_type_new (const char *id,
                         const char *name)
{
  return g_object_new (TACTICS_TYPE_DAMAGE_TYPE,
                       "id", id,
                       "name", name ? name : id,
                       NULL);
}

/**
 * tactics_damage_type_get_id:
 * @self: a damage type
 *
 * Returns the damage type's id.
 *
 * Returns: (nullable): the id
 */
const char *
tactics_damage_type_get_id (TacticsDamageType *self)
{
  g_return_val_if_fail (TACTICS_IS_DAMAGE_TYPE (self), NULL);

  return self->id;
}

/**
 * tactics_damage_type_set_id:
 * @self: a damage type
 * @id: (nullable): the new id
 *
 * Sets the damage type's id. Actions and resistances refer to a damage
 * type by id, so renaming one is done through the ruleset
 * (tactics_ruleset_rename_item()) to keep them pointing at it.
 */
void
tactics_damage_type_set_id (TacticsDamageType *self,
                            const char        *id)
{
  g_return_if_fail (TACTICS_IS_DAMAGE_TYPE (self));

  if (tactics_set_str (&self->id, id))
    g_object_notify_by_pspec (G_OBJECT (self), properties[PROP_ID]);
}

/**
 * tactics_damage_type_get_name:
 * @self: a damage type
 *
 * Returns the damage type's display name.
 *
 * Returns: (nullable): the name
 */
const char *
tactics_damage_type_get_name (TacticsDamageType *self)
{
  g_return_val_if_fail (TACTICS_IS_DAMAGE_TYPE (self), NULL);

  return self->name;
}

/**
 * tactics_damage_type_set_name:
 * @self: a damage type
 * @name: (nullable): the new display name
 *
 * Sets the damage type's display name.
 */
void
tactics_damage_type_set_name (TacticsDamageType *self,
                              const char        *name)
{
  g_return_if_fail (TACTICS_IS_DAMAGE_TYPE (self));

  if (tactics_set_str (&self->name, name))
    g_object_notify_by_pspec (G_OBJECT (self), properties[PROP_NAME]);
}
