/* SPDX-License-Identifier: GPL-3.0-or-later */
#pragma once

#include <gtk/gtk.h>

#include "tactics.h"

G_BEGIN_DECLS

/* Asks for the options of a generated map (grid, size, players, symmetry,
 * landscape, seed, the ruleset whose terrains it uses, whether to add a
 * scenario) with a preview that follows
 * every change; "Another" draws a new seed. The map is the engine's
 * tactics_generate_scenario() for the options and the ruleset, so
 * the same options give what `tactics-cli generate` writes. Responds
 * GTK_RESPONSE_OK (Create, only while the options make a map) or
 * GTK_RESPONSE_CANCEL. */
#define TACTICS_TYPE_EDITOR_GENERATE_DIALOG (tactics_editor_generate_dialog_get_type ())
G_DECLARE_FINAL_TYPE (TacticsEditorGenerateDialog, tactics_editor_generate_dialog,
                      TACTICS, EDITOR_GENERATE_DIALOG, GtkDialog)

/* @ruleset: the terrains and units to use (the dialog keeps a ref). */
GtkWidget       *tactics_editor_generate_dialog_new          (GtkWindow                   *parent,
                                                              TacticsRuleset              *ruleset);
/* Uses the terrains and units of the ruleset in @file; FALSE (the reason
 * shown in the dialog) when it cannot be read. */
gboolean         tactics_editor_generate_dialog_set_ruleset_file
                                                             (TacticsEditorGenerateDialog *self,
                                                              GFile                       *file);
/* Shows options @o in the fields; the preview follows. */
void             tactics_editor_generate_dialog_set_options  (TacticsEditorGenerateDialog *self,
                                                              const TacticsGenerateOptions *o);
/* Fills @o with the options the fields hold; FALSE when a field holds
 * text it refuses. */
gboolean         tactics_editor_generate_dialog_get_options  (TacticsEditorGenerateDialog *self,
                                                              TacticsGenerateOptions      *o);
/* The scenario of the preview, brought up to date first (transfer none;
 * NULL when the options make no map, the reason shown in the dialog). */
TacticsScenario *tactics_editor_generate_dialog_get_scenario (TacticsEditorGenerateDialog *self);
/* Whether Create gives a scenario with the map (else the map alone). */
gboolean         tactics_editor_generate_dialog_get_with_scenario
                                                             (TacticsEditorGenerateDialog *self);

G_END_DECLS
