/* SPDX-License-Identifier: GPL-3.0-or-later */
#pragma once

#if !defined(TACTICS_INSIDE) && !defined(TACTICS_COMPILATION)
# error "Only <tactics.h> can be included directly."
#endif

#include <glib-object.h>

#include "tactics-macros.h"

G_BEGIN_DECLS

/* A kind of harm (blade, pierce, fire, …): a damaging action may deal one,
 * and unit types resist each. Properties: "id", "name". */
#define TACTICS_TYPE_DAMAGE_TYPE (tactics_damage_type_get_type ())
TACTICS_AVAILABLE_IN_ALL
G_DECLARE_FINAL_TYPE (TacticsDamageType, tactics_damage_type, TACTICS, DAMAGE_TYPE, GObject)

TACTICS_AVAILABLE_IN_ALL
TacticsDamageType *tactics_damage_type_new      (const char        *id,
                                                 const char        *name);
TACTICS_AVAILABLE_IN_ALL
const char        *tactics_damage_type_get_id   (TacticsDamageType *self);
TACTICS_AVAILABLE_IN_ALL
void               tactics_damage_type_set_id   (TacticsDamageType *self,
                                                 const char        *id);
TACTICS_AVAILABLE_IN_ALL
const char        *tactics_damage_type_get_name (TacticsDamageType *self);
TACTICS_AVAILABLE_IN_ALL
void               tactics_damage_type_set_name (TacticsDamageType *self,
                                                 const char        *name);

G_END_DECLS
