/* SPDX-License-Identifier: GPL-3.0-or-later */
#pragma once

#include <gtk/gtk.h>

#include "tactics.h"

G_BEGIN_DECLS

/* One side's objectives (a list of their sentences and a form showing
 * only the fields the objective's kind uses, with its live sentence) and
 * its placed units (a list and a form: unit type, cell, HP). */
#define TACTICS_TYPE_EDITOR_SIDE_DETAILS (tactics_editor_side_details_get_type ())
G_DECLARE_FINAL_TYPE (TacticsEditorSideDetails, tactics_editor_side_details,
                      TACTICS, EDITOR_SIDE_DETAILS, GtkWidget)

GtkWidget *tactics_editor_side_details_new      (void);
/* @side of @scenario (both NULL: nothing). */
void       tactics_editor_side_details_set_side (TacticsEditorSideDetails *self,
                                                 TacticsScenario          *scenario,
                                                 TacticsSide              *side);
/* Shows the lists and values again (after an undo, or when regions or
 * other sides' units changed). */
void       tactics_editor_side_details_refresh  (TacticsEditorSideDetails *self);

G_END_DECLS
