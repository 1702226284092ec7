/* SPDX-License-Identifier: GPL-3.0-or-later */
#pragma once

#include "tactics.h"

G_BEGIN_DECLS

/* Ruleset changes that keep references whole: ids made unique, items
 * copied, renamed ids carried to what refers to them, removals that tell
 * what used the item and repair it. The ruleset pages use these. */

/* @base, or @base-2, @base-3… whichever no item of @items has as id. */
char            *tactics_ruleset_edits_unique_id         (GListModel      *items,
                                                          const char      *base);

TacticsMovetype *tactics_ruleset_edits_copy_movetype     (TacticsMovetype *movetype,
                                                          const char      *id);
TacticsTerrain  *tactics_ruleset_edits_copy_terrain      (TacticsTerrain  *terrain,
                                                          const char      *id);
TacticsUnitType *tactics_ruleset_edits_copy_unit_type    (TacticsUnitType *unit_type,
                                                          const char      *id);
TacticsAction   *tactics_ruleset_edits_copy_action       (TacticsAction   *action,
                                                          const char      *id);

/* Names of the unit prototypes that move by, or can do, the item with
 * @id (NULL-terminated; g_strfreev). */
char           **tactics_ruleset_edits_units_moving_by   (TacticsRuleset  *ruleset,
                                                          const char      *movetype_id);
char           **tactics_ruleset_edits_units_doing       (TacticsRuleset  *ruleset,
                                                          const char      *action_id);
/* How many cells of @map show terrain @index. */
guint            tactics_ruleset_edits_count_cells       (TacticsMap      *map,
                                                          guint            index);

/* Renames, updating terrain costs and unit prototypes. */
void             tactics_ruleset_edits_rename_movetype   (TacticsRuleset  *ruleset,
                                                          TacticsMovetype *movetype,
                                                          const char      *new_id);
void             tactics_ruleset_edits_rename_action     (TacticsRuleset  *ruleset,
                                                          TacticsAction   *action,
                                                          const char      *new_id);
/* Moves the item at @from of one of @ruleset's lists to @to. */
void             tactics_ruleset_edits_move_item         (TacticsRuleset  *ruleset,
                                                          GListModel      *list,
                                                          guint            from,
                                                          guint            to);
/* Removals: terrains lose their cost for the movement type and units
 * moving by it take the first remaining one; units lose the action. */
void             tactics_ruleset_edits_remove_movetype   (TacticsRuleset  *ruleset,
                                                          guint            position);
void             tactics_ruleset_edits_remove_action     (TacticsRuleset  *ruleset,
                                                          guint            position);

G_END_DECLS
