/* SPDX-License-Identifier: GPL-3.0-or-later */
#pragma once

#if !defined(TACTICS_INSIDE) && !defined(TACTICS_COMPILATION)
# error "Only <tactics.h> can be included directly."
#endif

#include <glib-object.h>

#include "tactics-macros.h"
#include "tactics-model-enums.h"

G_BEGIN_DECLS

/* A kind of ground. Properties: "id" (the short token used in map grids),
 * "name", "color" ("#rrggbb"), "icon" (a symbol name, may be NULL),
 * "description", "role" (the part it plays for map generators),
 * "blocks-sight" (whether it hides what lies behind it). The move
 * cost per movement type is not a property: read
 * and write it with get_cost/set_cost; every change emits "costs-changed". */
#define TACTICS_TYPE_TERRAIN (tactics_terrain_get_type ())
TACTICS_AVAILABLE_IN_ALL
G_DECLARE_FINAL_TYPE (TacticsTerrain, tactics_terrain, TACTICS, TERRAIN, GObject)

TACTICS_AVAILABLE_IN_ALL
TacticsTerrain *tactics_terrain_new             (const char     *id,
                                                 const char     *name,
                                                 const char     *color);
TACTICS_AVAILABLE_IN_ALL
const char     *tactics_terrain_get_id          (TacticsTerrain *self);
TACTICS_AVAILABLE_IN_ALL
void            tactics_terrain_set_id          (TacticsTerrain *self,
                                                 const char     *id);
TACTICS_AVAILABLE_IN_ALL
const char     *tactics_terrain_get_name        (TacticsTerrain *self);
TACTICS_AVAILABLE_IN_ALL
void            tactics_terrain_set_name        (TacticsTerrain *self,
                                                 const char     *name);
TACTICS_AVAILABLE_IN_ALL
const char     *tactics_terrain_get_color       (TacticsTerrain *self);
TACTICS_AVAILABLE_IN_ALL
void            tactics_terrain_set_color       (TacticsTerrain *self,
                                                 const char     *color);
TACTICS_AVAILABLE_IN_ALL
const char     *tactics_terrain_get_icon        (TacticsTerrain *self);
TACTICS_AVAILABLE_IN_ALL
void            tactics_terrain_set_icon        (TacticsTerrain *self,
                                                 const char     *icon);
TACTICS_AVAILABLE_IN_ALL
TacticsTerrainRole tactics_terrain_get_role     (TacticsTerrain *self);
TACTICS_AVAILABLE_IN_ALL
void            tactics_terrain_set_role        (TacticsTerrain *self,
                                                 TacticsTerrainRole role);
TACTICS_AVAILABLE_IN_ALL
gboolean        tactics_terrain_get_blocks_sight (TacticsTerrain *self);
TACTICS_AVAILABLE_IN_ALL
void            tactics_terrain_set_blocks_sight (TacticsTerrain *self,
                                                  gboolean        blocks_sight);
TACTICS_AVAILABLE_IN_ALL
const char     *tactics_terrain_get_description (TacticsTerrain *self);
TACTICS_AVAILABLE_IN_ALL
void            tactics_terrain_set_description (TacticsTerrain *self,
                                                 const char     *description);

/* 0 means impassable for that movement type (no cost given). */
TACTICS_AVAILABLE_IN_ALL
guint           tactics_terrain_get_cost        (TacticsTerrain *self,
                                                 const char     *movetype_id);
/* @cost 0 removes the cost (impassable); otherwise 1..TACTICS_MAX_COST. */
TACTICS_AVAILABLE_IN_ALL
void            tactics_terrain_set_cost        (TacticsTerrain *self,
                                                 const char     *movetype_id,
                                                 guint           cost);
/**
 * TACTICS_MAX_DEFENCE:
 *
 * Largest defence, in percent, a terrain may give: a blow always hurts.
 */
#define TACTICS_MAX_DEFENCE 90

/* The percentage taken off the damage a unit of @movetype_id suffers on
 * this terrain (0..TACTICS_MAX_DEFENCE), given with its cost: 0 where the
 * terrain is impassable. Setting it needs a cost; a change emits
 * "costs-changed". */
TACTICS_AVAILABLE_IN_ALL
guint           tactics_terrain_get_defence     (TacticsTerrain *self,
                                                 const char     *movetype_id);
TACTICS_AVAILABLE_IN_ALL
void            tactics_terrain_set_defence     (TacticsTerrain *self,
                                                 const char     *movetype_id,
                                                 guint           defence);
/* The movement types this terrain gives a cost for, sorted (free with
 * g_free; the strings belong to the terrain). */
TACTICS_AVAILABLE_IN_ALL
const char    **tactics_terrain_get_cost_movetypes (TacticsTerrain *self);
/* Renames or drops (@new_id NULL) a movement type's cost entry. */
TACTICS_AVAILABLE_IN_ALL
void            tactics_terrain_rename_movetype (TacticsTerrain *self,
                                                 const char     *old_id,
                                                 const char     *new_id);

G_END_DECLS
