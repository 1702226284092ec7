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

/**
 * TacticsUnit:
 *
 * A unit on the board, made by the match when it starts. Its properties
 * are read-only: only the match changes it.
 */
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

  /**
   * TacticsUnit:id:
   *
   * The unit's position in tactics_match_get_units().
   */
  properties[PROP_ID] = g_param_spec_uint ("id", NULL, NULL, 0, G_MAXUINT, 0, flags);
  /**
   * TacticsUnit:owner:
   *
   * The index of the player the unit belongs to.
   */
  properties[PROP_OWNER] = g_param_spec_uint ("owner", NULL, NULL, 0, G_MAXUINT, 0, flags);
  /**
   * TacticsUnit:unit-type:
   *
   * The unit's type.
   */
  properties[PROP_UNIT_TYPE] =
    g_param_spec_object ("unit-type", NULL, NULL, TACTICS_TYPE_UNIT_TYPE, flags);
  /**
   * TacticsUnit:placed:
   *
   * Whether the unit has been put on the board.
   */
  properties[PROP_PLACED] = g_param_spec_boolean ("placed", NULL, NULL, FALSE, flags);
  /**
   * TacticsUnit:cell:
   *
   * Where the unit stands; meaningful once it is placed.
   */
  properties[PROP_CELL] = g_param_spec_boxed ("cell", NULL, NULL, TACTICS_TYPE_CELL, flags);
  /* Damage may take HP below zero; a unit is eliminated at 0 or less. */
  /**
   * TacticsUnit:hp:
   *
   * The unit's hit points; 0 or less once it is eliminated.
   */
  properties[PROP_HP] = g_param_spec_int ("hp", NULL, NULL, G_MININT, G_MAXINT, 0, flags);
  /**
   * TacticsUnit:max-hp:
   *
   * The most hit points the unit can have.
   */
  properties[PROP_MAX_HP] = g_param_spec_int ("max-hp", NULL, NULL, 0, G_MAXINT, 0, flags);
  /**
   * TacticsUnit:moved:
   *
   * Whether the unit has moved this turn.
   */
  properties[PROP_MOVED] = g_param_spec_boolean ("moved", NULL, NULL, FALSE, flags);
  /**
   * TacticsUnit:acted:
   *
   * Whether the unit has performed an action this turn.
   */
  properties[PROP_ACTED] = g_param_spec_boolean ("acted", NULL, NULL, FALSE, flags);
  /**
   * TacticsUnit:energy:
   *
   * The energy the unit has gathered, in initiative mode.
   */
  properties[PROP_ENERGY] = g_param_spec_uint ("energy", NULL, NULL, 0, G_MAXUINT, 0, flags);
  /**
   * TacticsUnit:alive:
   *
   * Whether the unit is still in the match; an eliminated unit leaves the
   * board.
   */
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

/**
 * tactics_unit_get_id:
 * @self: a unit
 *
 * Gives the unit's id.
 *
 * Returns: the unit's id: its position in tactics_match_get_units()
 */
guint
tactics_unit_get_id (TacticsUnit *self)
{
  g_return_val_if_fail (TACTICS_IS_UNIT (self), 0);
  return self->id;
}

/**
 * tactics_unit_get_owner:
 * @self: a unit
 *
 * Gives the player the unit belongs to.
 *
 * Returns: the index of the player the unit belongs to
 */
guint
tactics_unit_get_owner (TacticsUnit *self)
{
  g_return_val_if_fail (TACTICS_IS_UNIT (self), 0);
  return self->owner;
}

/**
 * tactics_unit_get_unit_type:
 * @self: a unit
 *
 * Gives the unit's type.
 *
 * Returns: (transfer none): the unit's type, from the match's ruleset
 */
TacticsUnitType *
tactics_unit_get_unit_type (TacticsUnit *self)
{
  g_return_val_if_fail (TACTICS_IS_UNIT (self), NULL);
  return self->unit_type;
}

/**
 * tactics_unit_is_placed:
 * @self: a unit
 *
 * Tells whether the unit has been put on the board.
 *
 * Returns: %TRUE once the unit has been put on the board
 */
gboolean
tactics_unit_is_placed (TacticsUnit *self)
{
  g_return_val_if_fail (TACTICS_IS_UNIT (self), FALSE);
  return self->placed;
}

/**
 * tactics_unit_get_cell:
 * @self: a unit
 *
 * Gives where the unit stands; meaningful only once it is placed.
 *
 * Returns: the unit's cell
 */
TacticsCell
tactics_unit_get_cell (TacticsUnit *self)
{
  TacticsCell nowhere = { 0, 0 };

  g_return_val_if_fail (TACTICS_IS_UNIT (self), nowhere);
  return self->cell;
}

/**
 * tactics_unit_get_hp:
 * @self: a unit
 *
 * Gives the unit's hit points.
 *
 * Returns: the unit's hit points; 0 or less once it is eliminated
 */
int
tactics_unit_get_hp (TacticsUnit *self)
{
  g_return_val_if_fail (TACTICS_IS_UNIT (self), 0);
  return self->hp;
}

/**
 * tactics_unit_get_max_hp:
 * @self: a unit
 *
 * Gives the most hit points the unit can have.
 *
 * Returns: the most hit points the unit can have
 */
int
tactics_unit_get_max_hp (TacticsUnit *self)
{
  g_return_val_if_fail (TACTICS_IS_UNIT (self), 0);
  return self->max_hp;
}

/**
 * tactics_unit_has_moved:
 * @self: a unit
 *
 * Tells whether the unit has moved this turn.
 *
 * Returns: %TRUE when the unit has moved this turn
 */
gboolean
tactics_unit_has_moved (TacticsUnit *self)
{
  g_return_val_if_fail (TACTICS_IS_UNIT (self), FALSE);
  return self->moved;
}

/**
 * tactics_unit_has_acted:
 * @self: a unit
 *
 * Tells whether the unit has performed an action this turn.
 *
 * Returns: %TRUE when the unit has performed an action this turn
 */
gboolean
tactics_unit_has_acted (TacticsUnit *self)
{
  g_return_val_if_fail (TACTICS_IS_UNIT (self), FALSE);
  return self->acted;
}

/**
 * tactics_unit_get_energy:
 * @self: a unit
 *
 * Gives the energy the unit has gathered in initiative mode: it gains its
 * speed each tick and takes a turn at #TACTICS_INITIATIVE_THRESHOLD.
 *
 * Returns: the unit's energy; 0 in turns mode
 */
guint
tactics_unit_get_energy (TacticsUnit *self)
{
  g_return_val_if_fail (TACTICS_IS_UNIT (self), 0);
  return self->energy;
}

/**
 * tactics_unit_is_alive:
 * @self: a unit
 *
 * Tells whether the unit is still in the match.
 *
 * Returns: %FALSE once the unit is eliminated; an eliminated unit leaves
 *   the board
 */
gboolean
tactics_unit_is_alive (TacticsUnit *self)
{
  g_return_val_if_fail (TACTICS_IS_UNIT (self), FALSE);
  return self->alive;
}

/**
 * tactics_unit_is_on_board:
 * @self: a unit
 *
 * Tells whether the unit stands on the board.
 *
 * Returns: %TRUE when the unit stands on the board: placed and alive
 */
gboolean
tactics_unit_is_on_board (TacticsUnit *self)
{
  g_return_val_if_fail (TACTICS_IS_UNIT (self), FALSE);
  return self->placed && self->alive;
}
