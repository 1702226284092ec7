/* SPDX-License-Identifier: GPL-3.0-or-later */
#pragma once

#include <gtk/gtk.h>

#include "tactics.h"

G_BEGIN_DECLS

/* Check Balance…: runs an arena in the background with a progress bar
 * and a Cancel button (the editor stays usable), then shows the win rate
 * of each slot with its interval, the verdict, and a heat map of the
 * cells where units were eliminated. Closing it cancels the run.
 * Signal: "finished" once the run is over (done, failed or cancelled). */
/* How many matches Check Balance… plays: ±3 points at 95%. */
#define TACTICS_EDITOR_BALANCE_MATCHES 1000

#define TACTICS_TYPE_EDITOR_BALANCE_DIALOG (tactics_editor_balance_dialog_get_type ())
G_DECLARE_FINAL_TYPE (TacticsEditorBalanceDialog, tactics_editor_balance_dialog, TACTICS,
                      EDITOR_BALANCE_DIALOG, GtkWindow)

/* Starts @arena at once. @names: one label per slot (side names, or
 * "Player N"); @hex: how to draw the board. */
GtkWidget          *tactics_editor_balance_dialog_new        (GtkWindow          *parent,
                                                              TacticsArena       *arena,
                                                              const char * const *names,
                                                              gboolean            hex);
/* The result once the run is over, else NULL. */
TacticsArenaResult *tactics_editor_balance_dialog_get_result (TacticsEditorBalanceDialog *self);
/* The verdict as the dialog shows it ("" while running). */
const char         *tactics_editor_balance_dialog_get_verdict (TacticsEditorBalanceDialog *self);
gboolean            tactics_editor_balance_dialog_is_running (TacticsEditorBalanceDialog *self);
void                tactics_editor_balance_dialog_cancel     (TacticsEditorBalanceDialog *self);

G_END_DECLS
