/* SPDX-License-Identifier: GPL-3.0-or-later */
#pragma once

#if !defined(TACTICS_INSIDE) && !defined(TACTICS_COMPILATION)
# error "Only <tactics.h> can be included directly."
#endif

#include <glib-object.h>

#include "tactics-geometry.h"
#include "tactics-macros.h"
#include "tactics-unit-type.h"

G_BEGIN_DECLS

/* A unit on the board, made by the game when the match starts; only the
 * game changes it. Properties (all read-only): "id" (its position in
 * tactics_match_get_units()), "owner" (a player index), "unit-type"
 * (TacticsUnitType), "placed" (it has been put on the board), "cell"
 * (TacticsCell, meaningful once placed), "hp" (may be 0 or less once
 * eliminated), "max-hp", "moved" and "acted" (this turn), "energy"
 * (initiative mode), "alive" (FALSE once eliminated; an eliminated unit
 * leaves the board). */
#define TACTICS_TYPE_UNIT (tactics_unit_get_type ())
TACTICS_AVAILABLE_IN_ALL
G_DECLARE_FINAL_TYPE (TacticsUnit, tactics_unit, TACTICS, UNIT, GObject)

TACTICS_AVAILABLE_IN_ALL
guint            tactics_unit_get_id         (TacticsUnit *self);
TACTICS_AVAILABLE_IN_ALL
guint            tactics_unit_get_owner      (TacticsUnit *self);
/* (transfer none) */
TACTICS_AVAILABLE_IN_ALL
TacticsUnitType *tactics_unit_get_unit_type  (TacticsUnit *self);
TACTICS_AVAILABLE_IN_ALL
gboolean         tactics_unit_is_placed      (TacticsUnit *self);
TACTICS_AVAILABLE_IN_ALL
TacticsCell      tactics_unit_get_cell       (TacticsUnit *self);
TACTICS_AVAILABLE_IN_ALL
int              tactics_unit_get_hp         (TacticsUnit *self);
TACTICS_AVAILABLE_IN_ALL
int              tactics_unit_get_max_hp     (TacticsUnit *self);
TACTICS_AVAILABLE_IN_ALL
gboolean         tactics_unit_has_moved      (TacticsUnit *self);
TACTICS_AVAILABLE_IN_ALL
gboolean         tactics_unit_has_acted      (TacticsUnit *self);
TACTICS_AVAILABLE_IN_ALL
guint            tactics_unit_get_energy     (TacticsUnit *self);
TACTICS_AVAILABLE_IN_ALL
gboolean         tactics_unit_is_alive       (TacticsUnit *self);
/* Placed and alive: it stands on the board. */
TACTICS_AVAILABLE_IN_ALL
gboolean         tactics_unit_is_on_board    (TacticsUnit *self);

G_END_DECLS
