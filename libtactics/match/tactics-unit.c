/* SPDX-License-Identifier: GPL-3.0-or-later */
#include "config.h"

#include "tactics-unit.h"
#include "tactics-geometry.h"
#include "tactics-unit-private.h"
#include "tactics-unit-type.h"

enum {
  PROP_0,
  PROP_ID,
  PROP_OWNER,
  PROP_UNIT_TYPE,
  PROP_PLACED,
  PROP_CELL,
  PROP_HP,
  PROP_MAX_HP,
  PROP_MOVED,
  PROP_ACTED,
  PROP_ENERGY,
  PROP_ALIVE,
  N_PROPS
};

static GParamSpec *properties[N_PROPS];

G_DEFINE_FINAL_TYPE (TacticsUnit, tactics_unit, G_TYPE_OBJECT)

static void
tactics_unit_dispose (GObject *object)
{
  TacticsUnit *self = TACTICS_UNIT (object);

  g_clear_object (&self->unit_type);

  G_OBJECT_CLASS (tactics_unit_parent_class)->dispose (object);
}

static void
tactics_unit_get_property (GObject    *object,
                           guint       prop_id,
                           GValue     *value,
                           GParamSpec *pspec)
{
  TacticsUnit *self = TACTICS_UNIT (object);

  switch (prop_id)
    {
    case PROP_ID:
      g_value_set_uint (value, self->id);
      break;
    case PROP_OWNER:
      g_value_set_uint (value, self->owner);
      break;
    case PROP_UNIT_TYPE:
      g_value_set_object (value, self->unit_type);
      break;
    case PROP_PLACED:
      g_value_set_boolean (value, self->placed);
      break;
    case PROP_CELL:
      g_value_set_boxed (value, &self->cell);
      break;
    case PROP_HP:
      g_value_set_int (value, self->hp);
      break;
    case PROP_MAX_HP:
      g_value_set_int (value, self->max_hp);
      break;
    case PROP_MOVED:
      g_value_set_boolean (value, self->moved);
      break;
    case PROP_ACTED:
      g_value_set_boolean (value, self->acted);
      break;
    case PROP_ENERGY:
      g_value_set_uint (value, self->energy);
      break;
    case PROP_ALIVE:
      g_value_set_boolean (value, self->alive);
      break;
    default:
      G_OBJECT_WARN_INVALID_PROPERTY_ID (object, prop_id, pspec);
    }
}

static void
tactics_unit_class_init (TacticsUnitClass *klass)
{
  GObjectClass *object_class = G_OBJECT_CLASS (klass);
  const GParamFlags flags = G_PARAM_READABLE | G_PARAM_EXPLICIT_NOTIFY | G_PARAM_STATIC_STRINGS;

  object_class->dispose = tactics_unit_dispose;
  object_class->get_property = tactics_unit_get_property;

  properties[PROP_ID] = g_param_spec_uint ("id", NULL, NULL, 0, G_MAXUINT, 0, flags);
  properties[PROP_OWNER] = g_param_spec_uint ("owner", NULL, NULL, 0, G_MAXUINT, 0, flags);
  properties[PROP_UNIT_TYPE] =
    g_param_spec_object ("unit-type", NULL, NULL, TACTICS_TYPE_UNIT_TYPE, flags);
  properties[PROP_PLACED] = g_param_spec_boolean ("placed", NULL, NULL, FALSE, flags);
  properties[PROP_CELL] = g_param_spec_boxed ("cell", NULL, NULL, TACTICS_TYPE_CELL, flags);
  /* Damage may take HP below zero; a unit is eliminated at 0 or less. */
  properties[PROP_HP] = g_param_spec_int ("hp", NULL, NULL, G_MININT, G_MAXINT, 0, flags);
  properties[PROP_MAX_HP] = g_param_spec_int ("max-hp", NULL, NULL, 0, G_MAXINT, 0, flags);
  properties[PROP_MOVED] = g_param_spec_boolean ("moved", NULL, NULL, FALSE, flags);
  properties[PROP_ACTED] = g_param_spec_boolean ("acted", NULL, NULL, FALSE, flags);
  properties[PROP_ENERGY] = g_param_spec_uint ("energy", NULL, NULL, 0, G_MAXUINT, 0, flags);
  properties[PROP_ALIVE] = g_param_spec_boolean ("alive", NULL, NULL, TRUE, flags);

  g_object_class_install_properties (object_class, N_PROPS, properties);
}

static void
tactics_unit_init (TacticsUnit *self)
{
  self->alive = TRUE;
}

TacticsUnit *
tactics_unit_new (guint            id,
                  guint            owner,
                  TacticsUnitType *unit_type)
{
  TacticsUnit *self;

  g_assert (TACTICS_IS_UNIT_TYPE (unit_type));

  self = g_object_new (TACTICS_TYPE_UNIT, NULL);
  self->id = id;
  self->owner = owner;
  self->unit_type = g_object_ref (unit_type);
  self->max_hp = (int) tactics_unit_type_get_max_hp (unit_type);
  self->hp = self->max_hp;
  return self;
}

void
tactics_unit_set_cell (TacticsUnit *self,
                       TacticsCell  cell)
{
  if (self->cell.x == cell.x && self->cell.y == cell.y)
    return;
  self->cell = cell;
  g_object_notify_by_pspec (G_OBJECT (self), properties[PROP_CELL]);
}

void
tactics_unit_set_placed (TacticsUnit *self,
                         gboolean     placed)
{
  placed = !!placed;
  if (self->placed == (guint) placed)
    return;
  self->placed = placed;
  g_object_notify_by_pspec (G_OBJECT (self), properties[PROP_PLACED]);
}

void
tactics_unit_set_hp (TacticsUnit *self,
                     int          hp)
{
  if (self->hp == hp)
    return;
  self->hp = hp;
  g_object_notify_by_pspec (G_OBJECT (self), properties[PROP_HP]);
}

void
tactics_unit_set_moved (TacticsUnit *self,
                        gboolean     moved)
{
  moved = !!moved;
  if (self->moved == (guint) moved)
    return;
  self->moved = moved;
  g_object_notify_by_pspec (G_OBJECT (self), properties[PROP_MOVED]);
}

void
tactics_unit_set_acted (TacticsUnit *self,
                        gboolean     acted)
{
  acted = !!acted;
  if (self->acted == (guint) acted)
    return;
  self->acted = acted;
  g_object_notify_by_pspec (G_OBJECT (self), properties[PROP_ACTED]);
}

void
tactics_unit_set_energy (TacticsUnit *self,
                         guint        energy)
{
  if (self->energy == energy)
    return;
  self->energy = energy;
  g_object_notify_by_pspec (G_OBJECT (self), properties[PROP_ENERGY]);
}

void
tactics_unit_set_alive (TacticsUnit *self,
                        gboolean     alive)
{
  alive = !!alive;
  if (self->alive == (guint) alive)
    return;
  self->alive = alive;
  g_object_notify_by_pspec (G_OBJECT (self), properties[PROP_ALIVE]);
}

guint
tactics_unit_get_id (TacticsUnit *self)
{
  g_return_val_if_fail (TACTICS_IS_UNIT (self), 0);
  return self->id;
}

guint
tactics_unit_get_owner (TacticsUnit *self)
{
  g_return_val_if_fail (TACTICS_IS_UNIT (self), 0);
  return self->owner;
}

TacticsUnitType *
tactics_unit_get_unit_type (TacticsUnit *self)
{
  g_return_val_if_fail (TACTICS_IS_UNIT (self), NULL);
  return self->unit_type;
}

gboolean
tactics_unit_is_placed (TacticsUnit *self)
{
  g_return_val_if_fail (TACTICS_IS_UNIT (self), FALSE);
  return self->placed;
}

TacticsCell
tactics_unit_get_cell (TacticsUnit *self)
{
  TacticsCell nowhere = { 0, 0 };

  g_return_val_if_fail (TACTICS_IS_UNIT (self), nowhere);
  return self->cell;
}

int
tactics_unit_get_hp (TacticsUnit *self)
{
  g_return_val_if_fail (TACTICS_IS_UNIT (self), 0);
  return self->hp;
}

int
tactics_unit_get_max_hp (TacticsUnit *self)
{
  g_return_val_if_fail (TACTICS_IS_UNIT (self), 0);
  return self->max_hp;
}

gboolean
tactics_unit_has_moved (TacticsUnit *self)
{
  g_return_val_if_fail (TACTICS_IS_UNIT (self), FALSE);
  return self->moved;
}

gboolean
tactics_unit_has_acted (TacticsUnit *self)
{
  g_return_val_if_fail (TACTICS_IS_UNIT (self), FALSE);
  return self->acted;
}

guint
tactics_unit_get_energy (TacticsUnit *self)
{
  g_return_val_if_fail (TACTICS_IS_UNIT (self), 0);
  return self->energy;
}

gboolean
tactics_unit_is_alive (TacticsUnit *self)
{
  g_return_val_if_fail (TACTICS_IS_UNIT (self), FALSE);
  return self->alive;
}

gboolean
tactics_unit_is_on_board (TacticsUnit *self)
{
  g_return_val_if_fail (TACTICS_IS_UNIT (self), FALSE);
  return self->placed && self->alive;
}
