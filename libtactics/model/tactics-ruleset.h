/* SPDX-License-Identifier: GPL-3.0-or-later */
#pragma once

#if !defined(TACTICS_INSIDE) && !defined(TACTICS_COMPILATION)
# error "Only <tactics.h> can be included directly."
#endif

#include <gio/gio.h>

#include "tactics-action.h"
#include "tactics-damage-type.h"
#include "tactics-macros.h"
#include "tactics-movetype.h"
#include "tactics-terrain.h"
#include "tactics-unit-type.h"

G_BEGIN_DECLS

/**
 * TACTICS_MAX_RULESET_ITEMS:
 *
 * Most items of one kind a ruleset may hold (checked on load).
 */
#define TACTICS_MAX_RULESET_ITEMS 1024

/* Movement types, terrains, unit prototypes, actions and damage types,
 * each an ordered list (a GListModel the editor binds to). Properties: "name",
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

/**
 * TACTICS_MIN_HIT_CHANCE:
 *
 * Smallest chance to hit, in percent, a ruleset may give.
 */
#define TACTICS_MIN_HIT_CHANCE 1

/* The chance, in percent, that a damaging blow hits (TACTICS_MIN_HIT_CHANCE
 * to 100, property "hit-chance"): 100, the default, leaves nothing to
 * chance and draws nothing from a match's random stream. */
TACTICS_AVAILABLE_IN_ALL
guint            tactics_ruleset_get_hit_chance     (TacticsRuleset  *self);
TACTICS_AVAILABLE_IN_ALL
void             tactics_ruleset_set_hit_chance     (TacticsRuleset  *self,
                                                     guint            hit_chance);

/* Damage types (blade, fire, …) as an ordered list like the others; kept
 * apart from them so that their order in the file stays free. */
TACTICS_AVAILABLE_IN_ALL
GListModel      *tactics_ruleset_get_damage_types   (TacticsRuleset  *self);
TACTICS_AVAILABLE_IN_ALL
void             tactics_ruleset_insert_damage_type (TacticsRuleset    *self,
                                                     guint              position,
                                                     TacticsDamageType *damage_type);
TACTICS_AVAILABLE_IN_ALL
void             tactics_ruleset_remove_damage_type (TacticsRuleset  *self,
                                                     guint            position);
TACTICS_AVAILABLE_IN_ALL
void             tactics_ruleset_move_damage_type   (TacticsRuleset  *self,
                                                     guint            from,
                                                     guint            to);
TACTICS_AVAILABLE_IN_ALL
TacticsDamageType *tactics_ruleset_lookup_damage_type (TacticsRuleset *self,
                                                       const char     *id);

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

/* Edits that keep references whole (tactics-ruleset-edit.c). An item is a
 * TacticsMovetype, TacticsTerrain, TacticsUnitType or TacticsAction; items
 * refer to each other by id: a unit type to its movement type and actions,
 * a terrain to the movement types it gives costs for. */
/**
 * TACTICS_RULESET_ERROR:
 *
 * The error domain of ruleset edits; its codes are #TacticsRulesetError.
 */
#define TACTICS_RULESET_ERROR (tactics_ruleset_error_quark ())

/**
 * TacticsRulesetError:
 * @TACTICS_RULESET_ERROR_INVALID_ID: the id is not 1 to 32 letters,
 *   digits, '_', '-' or '.'
 * @TACTICS_RULESET_ERROR_DUPLICATE_ID: another item of the same kind has
 *   the id
 * @TACTICS_RULESET_ERROR_IN_USE: removing the item would leave the ruleset
 *   unusable
 *
 * Errors of the %TACTICS_RULESET_ERROR domain.
 */
typedef enum {
  TACTICS_RULESET_ERROR_INVALID_ID,   /* not 1 to 32 letters, digits, '_', '-' or '.' */
  TACTICS_RULESET_ERROR_DUPLICATE_ID, /* another item of the same kind has it */
  TACTICS_RULESET_ERROR_IN_USE,       /* removing it would leave the ruleset unusable */
} TacticsRulesetError;

TACTICS_AVAILABLE_IN_ALL
GQuark           tactics_ruleset_error_quark        (void);

/* TRUE when @id is well formed, by the rule the file reader applies;
 * otherwise TACTICS_RULESET_ERROR_INVALID_ID says what is wrong. */
TACTICS_AVAILABLE_IN_ALL
gboolean         tactics_ruleset_validate_id        (const char      *id,
                                                     GError         **error);
/* TRUE when @item (in @self or about to be) may take @id: well formed and
 * not the id of another item of its kind (TACTICS_RULESET_ERROR_DUPLICATE_ID
 * naming that item). */
TACTICS_AVAILABLE_IN_ALL
gboolean         tactics_ruleset_check_id           (TacticsRuleset  *self,
                                                     gpointer         item,
                                                     const char      *id,
                                                     GError         **error);
/* @base when it is free among the items of @item_type, else @base-2, @base-3,
 * … with @base shortened to stay a valid id ("item" for a malformed one). */
TACTICS_AVAILABLE_IN_ALL
char            *tactics_ruleset_make_unique_id     (TacticsRuleset  *self,
                                                     GType            item_type,
                                                     const char      *base);
/* A new item with @id and every other value of @item, including the
 * untranslated originals its name and description were translated from, so
 * that it saves like @item. Not inserted anywhere. (transfer full) */
TACTICS_AVAILABLE_IN_ALL
gpointer         tactics_ruleset_copy_item          (gpointer         item,
                                                     const char      *id);
/* Inserts at @position a copy of @item under a unique id; a copied movement
 * type gets the original's cost on every terrain. (transfer none) */
TACTICS_AVAILABLE_IN_ALL
gpointer         tactics_ruleset_duplicate_item     (TacticsRuleset  *self,
                                                     gpointer         item,
                                                     guint            position);
/* Gives @item the id @new_id and updates every reference to it in @self
 * (costs and unit types for a movement type, unit types for an action,
 * actions and resistances for a damage type).
 * Refuses, changing nothing, an id tactics_ruleset_check_id() refuses. */
TACTICS_AVAILABLE_IN_ALL
gboolean         tactics_ruleset_rename_item        (TacticsRuleset  *self,
                                                     gpointer         item,
                                                     const char      *new_id,
                                                     GError         **error);
/* Removes @item and the references to it: terrains drop a removed movement
 * type's costs and its unit types move by the first other movement type;
 * unit types drop a removed action; actions deal no damage type and unit
 * types lose their resistance when a damage type goes. Refuses (TACTICS_RULESET_ERROR_IN_USE)
 * the last terrain and the last movement type while a unit type moves by
 * it. Unlike tactics_ruleset_remove_movetype() and friends, which leave
 * references as they are (for readers that build a ruleset in steps). */
TACTICS_AVAILABLE_IN_ALL
gboolean         tactics_ruleset_remove_item        (TacticsRuleset  *self,
                                                     gpointer         item,
                                                     GError         **error);
/* The items naming @item, in order: the unit types moving by a movement
 * type or doing an action; the actions dealing a damage type, then the unit
 * types resisting it; none for other kinds. What
 * tactics_ruleset_remove_item() would change. (transfer container) */
TACTICS_AVAILABLE_IN_ALL
GPtrArray       *tactics_ruleset_list_users         (TacticsRuleset  *self,
                                                     gpointer         item);
TACTICS_AVAILABLE_IN_ALL
guint            tactics_ruleset_count_users        (TacticsRuleset  *self,
                                                     gpointer         item);

/* A deep copy: new item objects with the same values. */
TACTICS_AVAILABLE_IN_ALL
TacticsRuleset  *tactics_ruleset_copy               (TacticsRuleset  *self);
/* TRUE when both hold the same items with the same values, in order (the
 * values as shown; the translation domain is not compared). */
TACTICS_AVAILABLE_IN_ALL
gboolean         tactics_ruleset_equal              (TacticsRuleset  *a,
                                                     TacticsRuleset  *b);

G_END_DECLS
