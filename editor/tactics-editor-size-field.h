/* SPDX-License-Identifier: GPL-3.0-or-later */
#pragma once

#include <gtk/gtk.h>

G_BEGIN_DECLS

/* A map's size as two fields, columns × rows (each 1..TACTICS_MAX_MAP_SIZE),
 * with the reason under them while either refuses what was typed. The
 * New Map and Resize dialogs both ask for a size through it. Signal:
 * "changed" whenever either field's text changes. */
#define TACTICS_TYPE_EDITOR_SIZE_FIELD (tactics_editor_size_field_get_type ())
G_DECLARE_FINAL_TYPE (TacticsEditorSizeField, tactics_editor_size_field,
                      TACTICS, EDITOR_SIZE_FIELD, GtkWidget)

GtkWidget *tactics_editor_size_field_new      (void);
void       tactics_editor_size_field_set_size (TacticsEditorSizeField *self,
                                               int                     width,
                                               int                     height);
/* The size as last typed right, in @width and @height (either may be
 * NULL); FALSE while either field refuses what is typed in it now. */
gboolean   tactics_editor_size_field_get_size (TacticsEditorSizeField *self,
                                               int                    *width,
                                               int                    *height);
/* Stops @dialog's GTK_RESPONSE_OK while the field refuses what is typed,
 * even when something answers for an insensitive button: connect it
 * before any other response handler. */
void       tactics_editor_size_field_guard_response (TacticsEditorSizeField *self,
                                                     GtkDialog              *dialog);

G_END_DECLS
