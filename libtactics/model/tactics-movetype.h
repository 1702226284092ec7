/* SPDX-License-Identifier: GPL-3.0-or-later */
#pragma once

#if !defined(TACTICS_INSIDE) && !defined(TACTICS_COMPILATION)
# error "Only <tactics.h> can be included directly."
#endif

#include <glib-object.h>

#include "tactics-macros.h"

G_BEGIN_DECLS

/* A way of moving (foot, mounted, flying, aquatic, …): terrains give a cost
 * per movement type. Properties: "id", "name". */
#define TACTICS_TYPE_MOVETYPE (tactics_movetype_get_type ())
TACTICS_AVAILABLE_IN_ALL
G_DECLARE_FINAL_TYPE (TacticsMovetype, tactics_movetype, TACTICS, MOVETYPE, GObject)

TACTICS_AVAILABLE_IN_ALL
TacticsMovetype *tactics_movetype_new      (const char      *id,
                                            const char      *name);
TACTICS_AVAILABLE_IN_ALL
const char      *tactics_movetype_get_id   (TacticsMovetype *self);
TACTICS_AVAILABLE_IN_ALL
void             tactics_movetype_set_id   (TacticsMovetype *self,
                                            const char      *id);
TACTICS_AVAILABLE_IN_ALL
const char      *tactics_movetype_get_name (TacticsMovetype *self);
TACTICS_AVAILABLE_IN_ALL
void             tactics_movetype_set_name (TacticsMovetype *self,
                                            const char      *name);

G_END_DECLS
