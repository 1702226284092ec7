/* SPDX-License-Identifier: GPL-3.0-or-later */
#include "config.h"

#include "tactics-movetype.h"
#include "tactics-model-private.h"

struct _TacticsMovetype
{
  GObject parent_instance;

  char *id;
  char *name;
};

/**
 * TacticsMovetype:
 * A way of moving (foot, mounted, flying, aquatic, …). Each terrain gives a
 * move cost per movement type, and each unit type moves with one.
 *
 * A ruleset owns its movement types; tactics_movetype_new() makes a new one
 * to add with tactics_ruleset_insert_movetype().
 */
G_DEFINE_FINAL_TYPE (TacticsMovetype, tactics_movetype, G_TYPE_OBJECT)

enum {
  PROP_0,
  PROP_ID,
  PROP_NAME,
  N_PROPS
};

static GParamSpec *properties[N_PROPS];

static void
tactics_movetype_finalize (GObject *object)
{
  TacticsMovetype *self = TACTICS_MOVETYPE (object);

  g_clear_pointer (&self->id, g_free);
  g_clear_pointer (&self->name, g_free);

  G_OBJECT_CLASS (tactics_movetype_parent_class)->finalize (object);
}

static void
tactics_movetype_get_property (GObject    *object,
                               guint       prop_id,
                               GValue     *value,
                               GParamSpec *pspec)
{
  TacticsMovetype *self = TACTICS_MOVETYPE (object);

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
tactics_movetype_set_property (GObject      *object,
                               guint         prop_id,
                               const GValue *value,
                               GParamSpec   *pspec)
{
  TacticsMovetype *self = TACTICS_MOVETYPE (object);

  switch (prop_id)
    {
    case PROP_ID:
      tactics_movetype_set_id (self, g_value_get_string (value));
      break;
    case PROP_NAME:
      tactics_movetype_set_name (self, g_value_get_string (value));
      break;
    default:
      G_OBJECT_WARN_INVALID_PROPERTY_ID (object, prop_id, pspec);
    }
}

static void
tactics_movetype_class_init (TacticsMovetypeClass *klass)
{
  GObjectClass *object_class = G_OBJECT_CLASS (klass);

  object_class->finalize = tactics_movetype_finalize;
  object_class->get_property = tactics_movetype_get_property;
  object_class->set_property = tactics_movetype_set_property;

  /**
   * TacticsMovetype:id:
   * The movement type's id, unique in its ruleset; terrains and unit types
   * refer to it.
   */
  properties[PROP_ID] =
    g_param_spec_string ("id", NULL, NULL, NULL,
                         G_PARAM_READWRITE | G_PARAM_EXPLICIT_NOTIFY | G_PARAM_STATIC_STRINGS);
  /**
   * TacticsMovetype:name:
   * The movement type's display name.
   */
  properties[PROP_NAME] =
    g_param_spec_string ("name", NULL, NULL, NULL,
                         G_PARAM_READWRITE | G_PARAM_EXPLICIT_NOTIFY | G_PARAM_STATIC_STRINGS);

  g_object_class_install_properties (object_class, N_PROPS, properties);
}

static void
tactics_movetype_init (TacticsMovetype *self)
{
}

/**
 * tactics_movetype_new:
 * @id: the movement type's id
 * @name: (nullable): its display name; the id when %NULL
 *
 * Creates a movement type.
 *
 * Returns: (transfer full): a new movement type
 */
TacticsMovetype *
tactics_movetype_new (const char *id,
                      const char *name)
{
  return g_object_new (TACTICS_TYPE_MOVETYPE,
                       "id", id,
                       "name", name ? name : id,
                       NULL);
}

/**
 * tactics_movetype_get_id:
 * @self: a movement type
 *
 * Returns the movement type's id.
 *
 * Returns: (nullable): the id
 */
const char *
tactics_movetype_get_id (TacticsMovetype *self)
{
  g_return_val_if_fail (TACTICS_IS_MOVETYPE (self), NULL);

  return self->id;
}

/**
 * tactics_movetype_set_id:
 * @self: a movement type
 * @id: (nullable): the new id
 *
 * Sets the movement type's id. Terrains and unit types refer to a movement
 * type by id, so renaming one is done through the ruleset
 * (tactics_ruleset_rename_item()) to keep them pointing at it.
 */
void
tactics_movetype_set_id (TacticsMovetype *self,
                         const char      *id)
{
  g_return_if_fail (TACTICS_IS_MOVETYPE (self));

  if (tactics_set_str (&self->id, id))
    g_object_notify_by_pspec (G_OBJECT (self), properties[PROP_ID]);
}

/**
 * tactics_movetype_get_name:
 * @self: a movement type
 *
 * Returns the movement type's display name.
 *
 * Returns: (nullable): the name
 */
const char *
tactics_movetype_get_name (TacticsMovetype *self)
{
  g_return_val_if_fail (TACTICS_IS_MOVETYPE (self), NULL);

  return self->name;
}

/**
 * tactics_movetype_set_name:
 * @self: a movement type
 * @name: (nullable): the new display name
 *
 * Sets the movement type's display name.
 */
void
tactics_movetype_set_name (TacticsMovetype *self,
                           const char      *name)
{
  g_return_if_fail (TACTICS_IS_MOVETYPE (self));

  if (tactics_set_str (&self->name, name))
    g_object_notify_by_pspec (G_OBJECT (self), properties[PROP_NAME]);
}
