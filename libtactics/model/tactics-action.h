/* SPDX-License-Identifier: GPL-3.0-or-later */
#pragma once

#if !defined(TACTICS_INSIDE) && !defined(TACTICS_COMPILATION)
# error "Only <tactics.h> can be included directly."
#endif

#include <glib-object.h>

#include "tactics-geometry-enums.h"
#include "tactics-macros.h"
#include "tactics-model-enums.h"
#include "tactics-pattern.h"

G_BEGIN_DECLS

/**
 * TACTICS_MAX_RANGE:
 *
 * Largest range an action may have.
 */
#define TACTICS_MAX_RANGE 99
/**
 * TACTICS_MAX_EXTENT:
 *
 * Largest extent an action may have.
 */
#define TACTICS_MAX_EXTENT 99
/**
 * TACTICS_MAX_AMOUNT:
 *
 * Largest amount of hit points an action may take or give.
 */
#define TACTICS_MAX_AMOUNT 9999

/* An action pattern. Properties: "id", "name",
 * "description", "range-min" and "range-max" (0..TACTICS_MAX_RANGE,
 * min ≤ max), "metric" (TacticsMetric; on hex boards always hex), "shape"
 * (TacticsShape), "extent" (1..TACTICS_MAX_EXTENT), "effect"
 * (TacticsEffect), "amount" (1..TACTICS_MAX_AMOUNT), "affects"
 * (TacticsAffects). The geometry itself is in tactics-pattern.h. */
#define TACTICS_TYPE_ACTION (tactics_action_get_type ())
TACTICS_AVAILABLE_IN_ALL
G_DECLARE_FINAL_TYPE (TacticsAction, tactics_action, TACTICS, ACTION, GObject)

TACTICS_AVAILABLE_IN_ALL
TacticsAction  *tactics_action_new             (const char     *id,
                                                const char     *name);
TACTICS_AVAILABLE_IN_ALL
const char     *tactics_action_get_id          (TacticsAction  *self);
TACTICS_AVAILABLE_IN_ALL
void            tactics_action_set_id          (TacticsAction  *self,
                                                const char     *id);
TACTICS_AVAILABLE_IN_ALL
const char     *tactics_action_get_name        (TacticsAction  *self);
TACTICS_AVAILABLE_IN_ALL
void            tactics_action_set_name        (TacticsAction  *self,
                                                const char     *name);
TACTICS_AVAILABLE_IN_ALL
const char     *tactics_action_get_description (TacticsAction  *self);
TACTICS_AVAILABLE_IN_ALL
void            tactics_action_set_description (TacticsAction  *self,
                                                const char     *description);
TACTICS_AVAILABLE_IN_ALL
guint           tactics_action_get_range_min   (TacticsAction  *self);
TACTICS_AVAILABLE_IN_ALL
void            tactics_action_set_range_min   (TacticsAction  *self,
                                                guint           range_min);
TACTICS_AVAILABLE_IN_ALL
guint           tactics_action_get_range_max   (TacticsAction  *self);
TACTICS_AVAILABLE_IN_ALL
void            tactics_action_set_range_max   (TacticsAction  *self,
                                                guint           range_max);
TACTICS_AVAILABLE_IN_ALL
TacticsMetric   tactics_action_get_metric      (TacticsAction  *self);
TACTICS_AVAILABLE_IN_ALL
void            tactics_action_set_metric      (TacticsAction  *self,
                                                TacticsMetric   metric);
TACTICS_AVAILABLE_IN_ALL
TacticsShape    tactics_action_get_shape       (TacticsAction  *self);
TACTICS_AVAILABLE_IN_ALL
void            tactics_action_set_shape       (TacticsAction  *self,
                                                TacticsShape    shape);
TACTICS_AVAILABLE_IN_ALL
guint           tactics_action_get_extent      (TacticsAction  *self);
TACTICS_AVAILABLE_IN_ALL
void            tactics_action_set_extent      (TacticsAction  *self,
                                                guint           extent);
TACTICS_AVAILABLE_IN_ALL
TacticsEffect   tactics_action_get_effect      (TacticsAction  *self);
TACTICS_AVAILABLE_IN_ALL
void            tactics_action_set_effect      (TacticsAction  *self,
                                                TacticsEffect   effect);
TACTICS_AVAILABLE_IN_ALL
guint           tactics_action_get_amount      (TacticsAction  *self);
TACTICS_AVAILABLE_IN_ALL
void            tactics_action_set_amount      (TacticsAction  *self,
                                                guint           amount);
/* The hit points a unit with @hp of @max_hp is left with once @effect of
 * @amount touches it: damage takes @amount off (0 or less: eliminated),
 * healing adds it up to @max_hp and never past it. Matches apply actions,
 * and computer players weigh them, by this one sum. */
TACTICS_AVAILABLE_IN_ALL
int             tactics_effect_hp_after        (TacticsEffect   effect,
                                                guint           amount,
                                                int             hp,
                                                int             max_hp);
TACTICS_AVAILABLE_IN_ALL
TacticsAffects  tactics_action_get_affects     (TacticsAction  *self);
TACTICS_AVAILABLE_IN_ALL
void            tactics_action_set_affects     (TacticsAction  *self,
                                                TacticsAffects  affects);

/* Combat depth ("damage-type", "answers", "provokes"): the id of the
 * damage type a damaging action deals (NULL: none, no resistance applies);
 * whether units answer provoking blows with it (damaging actions only);
 * whether it provokes answers although it is an area action or a heal.
 * The rules themselves are in tactics-combat.h. */
TACTICS_AVAILABLE_IN_ALL
const char     *tactics_action_get_damage_type (TacticsAction  *self);
TACTICS_AVAILABLE_IN_ALL
void            tactics_action_set_damage_type (TacticsAction  *self,
                                                const char     *damage_type);
TACTICS_AVAILABLE_IN_ALL
gboolean        tactics_action_get_answers     (TacticsAction  *self);
TACTICS_AVAILABLE_IN_ALL
void            tactics_action_set_answers     (TacticsAction  *self,
                                                gboolean        answers);
TACTICS_AVAILABLE_IN_ALL
gboolean        tactics_action_get_provokes    (TacticsAction  *self);
TACTICS_AVAILABLE_IN_ALL
void            tactics_action_set_provokes    (TacticsAction  *self,
                                                gboolean        provokes);

/* Whether an action that affects @affects, used by a unit of player
 * @agent_owner, touches a unit of player @target_owner: the one rule the
 * match, the threat map and the computer player share. */
TACTICS_AVAILABLE_IN_ALL
gboolean        tactics_affects_owner          (TacticsAffects  affects,
                                                guint           agent_owner,
                                                guint           target_owner);

/* Sets @pattern to where this action may be aimed and what it covers on
 * a map of @topology, @width × @height cells. */
TACTICS_AVAILABLE_IN_ALL
void tactics_action_init_pattern (TacticsAction   *self,
                                  TacticsPattern  *pattern,
                                  TacticsTopology  topology,
                                  int              width,
                                  int              height);

G_END_DECLS
