/* SPDX-License-Identifier: GPL-3.0-or-later */
#pragma once

#if !defined(TACTICS_INSIDE) && !defined(TACTICS_COMPILATION)
# error "Only <tactics.h> can be included directly."
#endif

#include <glib-object.h>

#include "tactics-macros.h"

G_BEGIN_DECLS

/* Limits a ruleset may use, checked on load and by the editor's forms. */

/**
 * TACTICS_MAX_HP:
 *
 * Largest number of hit points a unit type may have.
 */
#define TACTICS_MAX_HP 9999
/**
 * TACTICS_MAX_MOVE:
 *
 * Largest number of move points a unit type may have.
 */
#define TACTICS_MAX_MOVE 999
/**
 * TACTICS_MAX_SPEED:
 *
 * Largest speed a unit type may have.
 */
#define TACTICS_MAX_SPEED 999
/**
 * TACTICS_MAX_SIGHT:
 *
 * Largest sight range a unit type may have.
 */
#define TACTICS_MAX_SIGHT 99
/**
 * TACTICS_DEFAULT_SIGHT:
 *
 * The sight range of a unit type whose file gives none.
 */
#define TACTICS_DEFAULT_SIGHT 4

/* A unit prototype. Properties: "id", "name", "description", "max-hp"
 * (1..TACTICS_MAX_HP), "move" (move points, 0..TACTICS_MAX_MOVE),
 * "movetype" (a movement type id), "speed" (1..TACTICS_MAX_SPEED, for
 * initiative mode), "sight" (0..TACTICS_MAX_SIGHT, cells seen under fog of
 * war), "actions" (GStrv of action ids, the first damaging one
 * is the default attack), "color" ("#rrggbb"), "glyph" (one or two
 * characters drawn on the token), "icon" (a symbol name, may be NULL).
 * Further designer attributes are kept as name → value strings so files
 * round-trip them ("attributes-changed" on change). */
#define TACTICS_TYPE_UNIT_TYPE (tactics_unit_type_get_type ())
TACTICS_AVAILABLE_IN_ALL
G_DECLARE_FINAL_TYPE (TacticsUnitType, tactics_unit_type, TACTICS, UNIT_TYPE, GObject)

TACTICS_AVAILABLE_IN_ALL
TacticsUnitType     *tactics_unit_type_new              (const char      *id,
                                                         const char      *name);
TACTICS_AVAILABLE_IN_ALL
const char          *tactics_unit_type_get_id           (TacticsUnitType *self);
TACTICS_AVAILABLE_IN_ALL
void                 tactics_unit_type_set_id           (TacticsUnitType *self,
                                                         const char      *id);
TACTICS_AVAILABLE_IN_ALL
const char          *tactics_unit_type_get_name         (TacticsUnitType *self);
TACTICS_AVAILABLE_IN_ALL
void                 tactics_unit_type_set_name         (TacticsUnitType *self,
                                                         const char      *name);
TACTICS_AVAILABLE_IN_ALL
const char          *tactics_unit_type_get_description  (TacticsUnitType *self);
TACTICS_AVAILABLE_IN_ALL
void                 tactics_unit_type_set_description  (TacticsUnitType *self,
                                                         const char      *description);
TACTICS_AVAILABLE_IN_ALL
guint                tactics_unit_type_get_max_hp       (TacticsUnitType *self);
TACTICS_AVAILABLE_IN_ALL
void                 tactics_unit_type_set_max_hp       (TacticsUnitType *self,
                                                         guint            max_hp);
TACTICS_AVAILABLE_IN_ALL
guint                tactics_unit_type_get_move         (TacticsUnitType *self);
TACTICS_AVAILABLE_IN_ALL
void                 tactics_unit_type_set_move         (TacticsUnitType *self,
                                                         guint            move);
TACTICS_AVAILABLE_IN_ALL
const char          *tactics_unit_type_get_movetype     (TacticsUnitType *self);
TACTICS_AVAILABLE_IN_ALL
void                 tactics_unit_type_set_movetype     (TacticsUnitType *self,
                                                         const char      *movetype_id);
TACTICS_AVAILABLE_IN_ALL
guint                tactics_unit_type_get_speed        (TacticsUnitType *self);
TACTICS_AVAILABLE_IN_ALL
void                 tactics_unit_type_set_speed        (TacticsUnitType *self,
                                                         guint            speed);
TACTICS_AVAILABLE_IN_ALL
guint                tactics_unit_type_get_sight        (TacticsUnitType *self);
TACTICS_AVAILABLE_IN_ALL
void                 tactics_unit_type_set_sight        (TacticsUnitType *self,
                                                         guint            sight);
TACTICS_AVAILABLE_IN_ALL
const char * const  *tactics_unit_type_get_actions      (TacticsUnitType *self);
TACTICS_AVAILABLE_IN_ALL
void                 tactics_unit_type_set_actions      (TacticsUnitType *self,
                                                         const char * const *action_ids);
TACTICS_AVAILABLE_IN_ALL
const char          *tactics_unit_type_get_color        (TacticsUnitType *self);
TACTICS_AVAILABLE_IN_ALL
void                 tactics_unit_type_set_color        (TacticsUnitType *self,
                                                         const char      *color);
TACTICS_AVAILABLE_IN_ALL
const char          *tactics_unit_type_get_glyph        (TacticsUnitType *self);
TACTICS_AVAILABLE_IN_ALL
void                 tactics_unit_type_set_glyph        (TacticsUnitType *self,
                                                         const char      *glyph);
TACTICS_AVAILABLE_IN_ALL
const char          *tactics_unit_type_get_icon         (TacticsUnitType *self);
TACTICS_AVAILABLE_IN_ALL
void                 tactics_unit_type_set_icon         (TacticsUnitType *self,
                                                         const char      *icon);

TACTICS_AVAILABLE_IN_ALL
const char          *tactics_unit_type_get_attribute    (TacticsUnitType *self,
                                                         const char      *name);
/* @value NULL removes the attribute. */
TACTICS_AVAILABLE_IN_ALL
void                 tactics_unit_type_set_attribute    (TacticsUnitType *self,
                                                         const char      *name,
                                                         const char      *value);
/* Attribute names, sorted (free with g_free; strings owned by @self). */
TACTICS_AVAILABLE_IN_ALL
const char         **tactics_unit_type_get_attribute_names (TacticsUnitType *self);

/**
 * TACTICS_MIN_RESISTANCE:
 *
 * Lowest resistance, in percent, a unit type may have: a weakness that
 * doubles the damage.
 */
#define TACTICS_MIN_RESISTANCE (-100)
/**
 * TACTICS_MAX_RESISTANCE:
 *
 * Highest resistance, in percent, a unit type may have: a blow always
 * hurts.
 */
#define TACTICS_MAX_RESISTANCE 90

/* The percentage taken off the damage of a damage type units of this type
 * suffer (TACTICS_MIN_RESISTANCE..TACTICS_MAX_RESISTANCE, below 0 a
 * weakness; 0 when none is given). Changes emit "attributes-changed". */
TACTICS_AVAILABLE_IN_ALL
int                  tactics_unit_type_get_resistance   (TacticsUnitType *self,
                                                         const char      *damage_type_id);
/* @resistance 0 removes it. */
TACTICS_AVAILABLE_IN_ALL
void                 tactics_unit_type_set_resistance   (TacticsUnitType *self,
                                                         const char      *damage_type_id,
                                                         int              resistance);
/* The damage types given a resistance, sorted (free with g_free; strings
 * owned by @self). */
TACTICS_AVAILABLE_IN_ALL
const char         **tactics_unit_type_get_resistance_types (TacticsUnitType *self);
/* Moves a resistance to another damage type id, or drops it (@new_id NULL). */
TACTICS_AVAILABLE_IN_ALL
void                 tactics_unit_type_rename_resistance (TacticsUnitType *self,
                                                          const char      *old_id,
                                                          const char      *new_id);

G_END_DECLS
