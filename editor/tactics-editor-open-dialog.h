/* SPDX-License-Identifier: GPL-3.0-or-later */
#pragma once

#include <gtk/gtk.h>

G_BEGIN_DECLS

/* File → Open: previews of the recent files (the editor's list and the
 * desktop's recent maps, scenarios and rulesets) and of the bundled maps
 * and scenarios, a search field over their names, and "Other File…" for
 * the usual file chooser. The previews are drawn after the dialog shows,
 * one an idle turn, and again when the window's scale changes; a file that
 * cannot be read shows a tile saying so, a recent file that is gone
 * (moved or deleted) is left out.
 *
 * Responds GTK_RESPONSE_ACCEPT (a file chosen: tactics_editor_open_dialog_get_file()),
 * TACTICS_EDITOR_OPEN_DIALOG_RESPONSE_OTHER ("Other File…") or
 * GTK_RESPONSE_CANCEL / GTK_RESPONSE_DELETE_EVENT. */
#define TACTICS_TYPE_EDITOR_OPEN_DIALOG (tactics_editor_open_dialog_get_type ())
G_DECLARE_FINAL_TYPE (TacticsEditorOpenDialog, tactics_editor_open_dialog,
                      TACTICS, EDITOR_OPEN_DIALOG, GtkDialog)

#define TACTICS_EDITOR_OPEN_DIALOG_RESPONSE_OTHER 1

/* @recent_uris: the editor's recent files, newest first (NULL: none). */
GtkWidget *tactics_editor_open_dialog_new         (GtkWindow               *parent,
                                                   const char * const      *recent_uris);
/* The chosen file, else the selected one, else NULL. (transfer none) */
GFile     *tactics_editor_open_dialog_get_file    (TacticsEditorOpenDialog *self);
/* TRUE while previews are still to be drawn. */
gboolean   tactics_editor_open_dialog_is_loading  (TacticsEditorOpenDialog *self);

G_END_DECLS
