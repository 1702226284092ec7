/* SPDX-License-Identifier: GPL-3.0-or-later */
#pragma once

#include <glib-object.h>

#include "tactics-action.h"
#include "tactics-map.h"
#include "tactics-damage-type.h"
#include "tactics-movetype.h"
#include "tactics-ruleset.h"
#include "tactics-terrain.h"
#include "tactics-unit-type.h"

G_BEGIN_DECLS

/* Replaces *@str_pointer by a copy of @new_str; TRUE when the value
 * changed. (g_set_str() needs GLib 2.76.) */
static inline gboolean
tactics_set_str (char       **str_pointer,
                 const char  *new_str)
{
  char *copy;

  if (*str_pointer == new_str || g_strcmp0 (*str_pointer, new_str) == 0)
    return FALSE;

  copy = g_strdup (new_str);
  g_free (*str_pointer);
  *str_pointer = copy;
  return TRUE;
}

/* TRUE for an identifier: 1 to 32 ASCII letters, digits, '_', '-', '.'
 * (files, the editor's forms and the CLI all hold ids to it). */
gboolean         tactics_model_is_valid_id        (const char      *id,
                                                   gsize            length);

/* Set by the map reader when the ruleset file a map names is missing
 * and the bundled one of that name stands in (see
 * tactics_map_get_ruleset_fallback()). */
void             tactics_map_set_ruleset_fallback (TacticsMap      *self,
                                                   const char      *reference);

/* Deep copies and value comparisons of the ruleset's items, used by
 * tactics_ruleset_copy() and tactics_ruleset_equal(). Every readable and
 * writable property takes part, plus costs and designer attributes. */
TacticsTerrain  *tactics_terrain_copy    (TacticsTerrain  *self);
TacticsUnitType *tactics_unit_type_copy  (TacticsUnitType *self);
TacticsAction   *tactics_action_copy     (TacticsAction   *self);

gboolean         tactics_terrain_costs_equal      (TacticsTerrain  *a,
                                                   TacticsTerrain  *b);
gboolean         tactics_unit_type_attributes_equal (TacticsUnitType *a,
                                                     TacticsUnitType *b);
/* Give @self the costs (attributes) of @source, in place. */
void             tactics_terrain_assign_costs     (TacticsTerrain  *self,
                                                   TacticsTerrain  *source);
void             tactics_unit_type_assign_attributes (TacticsUnitType *self,
                                                      TacticsUnitType *source);

/* TRUE when two items of the ruleset (same type) hold the same values. */
gboolean         tactics_model_items_equal        (gpointer         a,
                                                   gpointer         b);
/* Gives @target every value of @source (same type), in place: properties,
 * the originals they were translated from, costs and attributes. */
void             tactics_model_assign_item        (gpointer         target,
                                                   gpointer         source);
/* Makes @items (of @item_type) the ruleset's whole list of that kind, in
 * one splice, so that watchers follow the items that stay by identity. */
void             tactics_ruleset_replace_items    (TacticsRuleset  *self,
                                                   GType            item_type,
                                                   GPtrArray       *items);

/* Copies every readable and writable property of @source onto @target
 * (same type). */
void             tactics_model_copy_properties    (GObject *source,
                                                   GObject *target);
/* A new item of @item's type holding every value of @item: the whole copy
 * of an item that is nothing but its properties (a movement type, a
 * damage type). */
gpointer         tactics_model_copy_plain_item    (gpointer item);
/* TRUE when every readable property of @a and @b (same type) is equal. */
gboolean         tactics_model_properties_equal   (GObject *a,
                                                   GObject *b);

G_END_DECLS
