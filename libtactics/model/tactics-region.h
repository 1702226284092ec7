/* SPDX-License-Identifier: GPL-3.0-or-later */
#pragma once

#if !defined(TACTICS_INSIDE) && !defined(TACTICS_COMPILATION)
# error "Only <tactics.h> can be included directly."
#endif

#include <glib-object.h>

#include "tactics-geometry.h"
#include "tactics-macros.h"

G_BEGIN_DECLS

/* A named set of cells of a scenario's map ("the Old Tower"): a side's
 * start zone, or the place an objective names. Its cells are kept once
 * each, in reading order (row by row). Properties: "id", "name", "color"
 * ("#rrggbb", for drawing it), "revealed" (every side starts a match under
 * fog knowing its terrain), "n-cells". */
#define TACTICS_TYPE_REGION (tactics_region_get_type ())
TACTICS_AVAILABLE_IN_ALL
G_DECLARE_FINAL_TYPE (TacticsRegion, tactics_region, TACTICS, REGION, GObject)

TACTICS_AVAILABLE_IN_ALL
TacticsRegion     *tactics_region_new          (const char        *id,
                                                const char        *name);
/* A new region with @self's name, colour and cells, under @id (NULL: the
 * same id). */
TACTICS_AVAILABLE_IN_ALL
TacticsRegion     *tactics_region_copy         (TacticsRegion     *self,
                                                const char        *id);
TACTICS_AVAILABLE_IN_ALL
const char        *tactics_region_get_id       (TacticsRegion     *self);
TACTICS_AVAILABLE_IN_ALL
void               tactics_region_set_id       (TacticsRegion     *self,
                                                const char        *id);
TACTICS_AVAILABLE_IN_ALL
const char        *tactics_region_get_name     (TacticsRegion     *self);
TACTICS_AVAILABLE_IN_ALL
void               tactics_region_set_name     (TacticsRegion     *self,
                                                const char        *name);
/* The name it goes by for people: its name, else its id. */
TACTICS_AVAILABLE_IN_ALL
const char        *tactics_region_get_display_name (TacticsRegion *self);
TACTICS_AVAILABLE_IN_ALL
const char        *tactics_region_get_color    (TacticsRegion     *self);
TACTICS_AVAILABLE_IN_ALL
void               tactics_region_set_color    (TacticsRegion     *self,
                                                const char        *color);
/* Whether every side starts a match under fog of war or shroud knowing the
 * terrain of its cells (explored). */
TACTICS_AVAILABLE_IN_ALL
gboolean           tactics_region_get_revealed (TacticsRegion     *self);
TACTICS_AVAILABLE_IN_ALL
void               tactics_region_set_revealed (TacticsRegion     *self,
                                                gboolean           revealed);

/* The cells, in reading order; *@n_cells receives their number. */
TACTICS_AVAILABLE_IN_ALL
const TacticsCell *tactics_region_get_cells    (TacticsRegion     *self,
                                                guint             *n_cells);
TACTICS_AVAILABLE_IN_ALL
guint              tactics_region_get_n_cells  (TacticsRegion     *self);
TACTICS_AVAILABLE_IN_ALL
gboolean           tactics_region_contains     (TacticsRegion     *self,
                                                TacticsCell        cell);
/* Adds (@inside TRUE) or takes out @cells; repeats are harmless. TRUE when
 * the region changed, which "cells-changed" tells too. */
TACTICS_AVAILABLE_IN_ALL
gboolean           tactics_region_set_cells    (TacticsRegion     *self,
                                                const TacticsCell *cells,
                                                guint              n_cells,
                                                gboolean           inside);
TACTICS_AVAILABLE_IN_ALL
void               tactics_region_clear        (TacticsRegion     *self);

G_END_DECLS
