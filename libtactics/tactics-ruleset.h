/* SPDX-License-Identifier: GPL-3.0-or-later */
#pragma once

#if !defined(TACTICS_INSIDE) && !defined(TACTICS_COMPILATION)
# error "Only <tactics.h> can be included directly."
#endif

#include <gio/gio.h>

#include "tactics-action.h"
#include "tactics-macros.h"
#include "tactics-movetype.h"
#include "tactics-terrain.h"
#include "tactics-unit-type.h"

G_BEGIN_DECLS

/* Most items of one kind a ruleset may hold (checked on load). */
#define TACTICS_MAX_RULESET_ITEMS 1024

/* Movement types, terrains, unit prototypes and actions, each an ordered
 * list (a GListModel the editor binds to). Properties: "name",
 * "description", "translation-domain". The "changed" signal is emitted
 * after any change to the ruleset or to an item in it (a property, a cost,
 * an attribute, a list): watchers such as maps and the editor need no
 * other signal. */
#define TACTICS_TYPE_RULESET (tactics_ruleset_get_type ())
TACTICS_AVAILABLE_IN_ALL
G_DECLARE_FINAL_TYPE (TacticsRuleset, tactics_ruleset, TACTICS, RULESET, GObject)

TACTICS_AVAILABLE_IN_ALL
TacticsRuleset  *tactics_ruleset_new                (void);
TACTICS_AVAILABLE_IN_ALL
const char      *tactics_ruleset_get_name           (TacticsRuleset  *self);
TACTICS_AVAILABLE_IN_ALL
void             tactics_ruleset_set_name           (TacticsRuleset  *self,
                                                     const char      *name);
TACTICS_AVAILABLE_IN_ALL
const char      *tactics_ruleset_get_description    (TacticsRuleset  *self);
TACTICS_AVAILABLE_IN_ALL
void             tactics_ruleset_set_description    (TacticsRuleset  *self,
                                                     const char      *description);
/* The gettext domain the file's names and descriptions are translated in
 * ("translation-domain" attribute and property; NULL, the default, for
 * rulesets made by users, which are shown as written). Loading translates
 * them; saving writes back each string the user did not edit as it was in
 * the file, so the file stays the same in any language. */
TACTICS_AVAILABLE_IN_ALL
const char      *tactics_ruleset_get_translation_domain (TacticsRuleset *self);
TACTICS_AVAILABLE_IN_ALL
void             tactics_ruleset_set_translation_domain (TacticsRuleset *self,
                                                         const char     *domain);

/* The lists (transfer none). Change them through the functions below, not
 * by casting to GListStore. */
TACTICS_AVAILABLE_IN_ALL
GListModel      *tactics_ruleset_get_movetypes      (TacticsRuleset  *self);
TACTICS_AVAILABLE_IN_ALL
GListModel      *tactics_ruleset_get_terrains       (TacticsRuleset  *self);
TACTICS_AVAILABLE_IN_ALL
GListModel      *tactics_ruleset_get_unit_types     (TacticsRuleset  *self);
TACTICS_AVAILABLE_IN_ALL
GListModel      *tactics_ruleset_get_actions        (TacticsRuleset  *self);

/* Insert at @position (G_MAXUINT or past the end appends). The ruleset takes
 * its own reference. */
TACTICS_AVAILABLE_IN_ALL
void             tactics_ruleset_insert_movetype    (TacticsRuleset  *self,
                                                     guint            position,
                                                     TacticsMovetype *movetype);
TACTICS_AVAILABLE_IN_ALL
void             tactics_ruleset_insert_terrain     (TacticsRuleset  *self,
                                                     guint            position,
                                                     TacticsTerrain  *terrain);
TACTICS_AVAILABLE_IN_ALL
void             tactics_ruleset_insert_unit_type   (TacticsRuleset  *self,
                                                     guint            position,
                                                     TacticsUnitType *unit_type);
TACTICS_AVAILABLE_IN_ALL
void             tactics_ruleset_insert_action      (TacticsRuleset  *self,
                                                     guint            position,
                                                     TacticsAction   *action);
TACTICS_AVAILABLE_IN_ALL
void             tactics_ruleset_remove_movetype    (TacticsRuleset  *self,
                                                     guint            position);
TACTICS_AVAILABLE_IN_ALL
void             tactics_ruleset_remove_terrain     (TacticsRuleset  *self,
                                                     guint            position);
TACTICS_AVAILABLE_IN_ALL
void             tactics_ruleset_remove_unit_type   (TacticsRuleset  *self,
                                                     guint            position);
TACTICS_AVAILABLE_IN_ALL
void             tactics_ruleset_remove_action      (TacticsRuleset  *self,
                                                     guint            position);

/* Moves the item at @from so that it ends at @to, in one "items-changed";
 * list watchers follow it by identity (maps keep their cells on a moved
 * terrain, which a remove followed by an insert would not do). */
TACTICS_AVAILABLE_IN_ALL
void             tactics_ruleset_move_movetype      (TacticsRuleset  *self,
                                                     guint            from,
                                                     guint            to);
TACTICS_AVAILABLE_IN_ALL
void             tactics_ruleset_move_terrain       (TacticsRuleset  *self,
                                                     guint            from,
                                                     guint            to);
TACTICS_AVAILABLE_IN_ALL
void             tactics_ruleset_move_unit_type     (TacticsRuleset  *self,
                                                     guint            from,
                                                     guint            to);
TACTICS_AVAILABLE_IN_ALL
void             tactics_ruleset_move_action        (TacticsRuleset  *self,
                                                     guint            from,
                                                     guint            to);

/* Lookups by id (transfer none; NULL when absent). */
TACTICS_AVAILABLE_IN_ALL
TacticsMovetype *tactics_ruleset_lookup_movetype    (TacticsRuleset  *self,
                                                     const char      *id);
TACTICS_AVAILABLE_IN_ALL
TacticsTerrain  *tactics_ruleset_lookup_terrain     (TacticsRuleset  *self,
                                                     const char      *id);
TACTICS_AVAILABLE_IN_ALL
TacticsUnitType *tactics_ruleset_lookup_unit_type   (TacticsRuleset  *self,
                                                     const char      *id);
TACTICS_AVAILABLE_IN_ALL
TacticsAction   *tactics_ruleset_lookup_action      (TacticsRuleset  *self,
                                                     const char      *id);

/* Terrains by position, as map grids refer to them. */
TACTICS_AVAILABLE_IN_ALL
guint            tactics_ruleset_get_n_terrains     (TacticsRuleset  *self);
TACTICS_AVAILABLE_IN_ALL
TacticsTerrain  *tactics_ruleset_get_terrain        (TacticsRuleset  *self,
                                                     guint            index);
/* -1 when no terrain has that id. */
TACTICS_AVAILABLE_IN_ALL
int              tactics_ruleset_get_terrain_index  (TacticsRuleset  *self,
                                                     const char      *id);

/* A deep copy: new item objects with the same values. */
TACTICS_AVAILABLE_IN_ALL
TacticsRuleset  *tactics_ruleset_copy               (TacticsRuleset  *self);
/* TRUE when both hold the same items with the same values, in order (the
 * values as shown; the translation domain is not compared). */
TACTICS_AVAILABLE_IN_ALL
gboolean         tactics_ruleset_equal              (TacticsRuleset  *a,
                                                     TacticsRuleset  *b);

G_END_DECLS
