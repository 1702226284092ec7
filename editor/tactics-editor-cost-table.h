/* SPDX-License-Identifier: GPL-3.0-or-later */
#pragma once

#include <gtk/gtk.h>

#include "tactics-gtk.h"

G_BEGIN_DECLS

/* Every move cost of a ruleset in one table: a row per terrain, a column
 * per movement type, each cell a cost (1..TACTICS_MAX_COST) or
 * impassable. A cost refused as typed is marked and told under the table,
 * and never reaches the terrain. It follows the ruleset: terrains and
 * movement types added, renamed, moved or removed elsewhere, and costs
 * changed elsewhere. */
#define TACTICS_TYPE_EDITOR_COST_TABLE (tactics_editor_cost_table_get_type ())
G_DECLARE_FINAL_TYPE (TacticsEditorCostTable, tactics_editor_cost_table,
                      TACTICS, EDITOR_COST_TABLE, GtkWidget)

GtkWidget *tactics_editor_cost_table_new               (void);
void       tactics_editor_cost_table_set_ruleset       (TacticsEditorCostTable  *self,
                                                        TacticsRuleset          *ruleset);
/* The cell of @terrain and @movetype: a spin button whose "impassable"
 * data is its check button; NULL when the table has no such cell. */
GtkWidget *tactics_editor_cost_table_get_cell          (TacticsEditorCostTable  *self,
                                                        TacticsTerrain          *terrain,
                                                        TacticsMovetype         *movetype);
/* The first cell holding a cost it refused: its name ("Cost of Forest for
 * Foot") and the reason, both newly allocated; FALSE when there is none. */
gboolean   tactics_editor_cost_table_get_invalid_field (TacticsEditorCostTable  *self,
                                                        char                   **label,
                                                        char                   **message);

G_END_DECLS
