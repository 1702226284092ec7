/* SPDX-License-Identifier: GPL-3.0-or-later */
#pragma once

#include <gtk/gtk.h>

#include "tactics-editor-document.h"

G_BEGIN_DECLS

/* The editor window's Scenario page: the scenario's name, texts and round
 * limit, its regions, its sides (each with a form, its objectives and its
 * placed units). With no scenario it offers "Add Scenario". Edits are
 * named and finished through the window's editor.name-scenario-edit and
 * editor.commit-scenario-edit actions, so that each is one step of the
 * document's history. */
#define TACTICS_TYPE_EDITOR_SCENARIO_PAGE (tactics_editor_scenario_page_get_type ())
G_DECLARE_FINAL_TYPE (TacticsEditorScenarioPage, tactics_editor_scenario_page,
                      TACTICS, EDITOR_SCENARIO_PAGE, GtkWidget)

GtkWidget *tactics_editor_scenario_page_new          (void);
/* Shows @document's scenario, and follows it as it comes and goes. */
void       tactics_editor_scenario_page_set_document (TacticsEditorScenarioPage *self,
                                                      TacticsEditorDocument     *document);
/* Shows the values again (after an undo). */
void       tactics_editor_scenario_page_refresh      (TacticsEditorScenarioPage *self);

G_END_DECLS
