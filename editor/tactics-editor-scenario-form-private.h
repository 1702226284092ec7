/* SPDX-License-Identifier: GPL-3.0-or-later */
#pragma once

#include <gtk/gtk.h>

#include "tactics.h"
#include "tactics-editor-form.h"

G_BEGIN_DECLS

/* Helpers shared by the Scenario page, its side details and the Map page's
 * scenario palettes. */

/* Adds a row to @grid at *@row: a label (with a mnemonic) for @field and,
 * under the field, a line for its messages, returned. */
GtkLabel  *tactics_editor_scenario_add_row   (GtkGrid    *grid,
                                              int        *row,
                                              const char *label,
                                              GtkWidget  *field,
                                              const char *name);
/* A bold line over a part of a form. */
GtkWidget *tactics_editor_scenario_section   (const char *title);
/* A form whose edits join the scenario's steps. */
TacticsEditorForm *tactics_editor_scenario_form_new (void);
/* Writes an optional text: an empty one is none (NULL). @user_data: the
 * property's name. */
void       tactics_editor_scenario_apply_optional (GObject    *item,
                                                   const char *text,
                                                   gpointer    user_data);
/* A spin button for whole numbers from @min to @max, checked by the form. */
GtkWidget *tactics_editor_scenario_spin      (guint       min,
                                              guint       max);
/* Names the scenario edit made from @widget and finishes it (@label NULL:
 * finish only). */
void       tactics_editor_scenario_done      (GtkWidget  *widget,
                                              const char *label);
/* Objectives naming the placed unit @id name none once it is gone, in the
 * same step. */
void       tactics_editor_scenario_forget_unit (TacticsScenario *scenario,
                                                const char      *id);
/* Appends a new empty region ("Region N"), of a colour no other region
 * has while there are such colours, to @scenario; returns it
 * (transfer none) and its position. The caller names and finishes the
 * step. */
TacticsRegion *tactics_editor_scenario_append_region (TacticsScenario *scenario,
                                                      guint           *position);
/* A placed unit's id no unit of @scenario has yet. */
char      *tactics_editor_scenario_new_unit_id (TacticsScenario *scenario);
/* A drop-down of names (a GtkStringList, set later), shortened with an
 * ellipsis when long, so that a long name never widens its column; its
 * list shows them whole. */
GtkWidget *tactics_editor_scenario_name_choice (void);
/* A drop-down of @strings (translated when shown). */
GtkWidget *tactics_editor_scenario_choice    (const char * const *strings);
/* A drop-down of @strings, marked with NC_() in @context. */
GtkWidget *tactics_editor_scenario_choice_in_context (const char         *context,
                                                      const char * const *strings);

G_END_DECLS
