/* SPDX-License-Identifier: GPL-3.0-or-later */
#pragma once

#include <gtk/gtk.h>

#include "tactics.h"

G_BEGIN_DECLS

/* The map check's problems (TacticsProblem), errors first, each with its
 * severity and sentence, under a count ("Errors: 2 · warnings: 1", "No
 * problems found"). Activating one (a click, or Return) emits
 * "problem-activated" (TacticsProblem *) for the window to show its cells. */
#define TACTICS_TYPE_EDITOR_PROBLEMS_PANEL (tactics_editor_problems_panel_get_type ())
G_DECLARE_FINAL_TYPE (TacticsEditorProblemsPanel, tactics_editor_problems_panel, TACTICS,
                      EDITOR_PROBLEMS_PANEL, GtkWidget)

GtkWidget  *tactics_editor_problems_panel_new          (void);
/* Shows @problems (NULL: none checked yet). */
void        tactics_editor_problems_panel_set_problems (TacticsEditorProblemsPanel *self,
                                                        GListModel                 *problems);
GListModel *tactics_editor_problems_panel_get_problems (TacticsEditorProblemsPanel *self);
/* The summary line as shown, for the status bar and tests. */
const char *tactics_editor_problems_panel_get_summary  (TacticsEditorProblemsPanel *self);

G_END_DECLS
