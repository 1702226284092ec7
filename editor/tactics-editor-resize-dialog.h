/* SPDX-License-Identifier: GPL-3.0-or-later */
#pragma once

#include <gtk/gtk.h>

#include "tactics.h"

G_BEGIN_DECLS

/* Asks for a map's new size, which side or corner stays put (the anchor)
 * and the terrain of new cells. Responds GTK_RESPONSE_OK or
 * GTK_RESPONSE_CANCEL. */
#define TACTICS_TYPE_EDITOR_RESIZE_DIALOG (tactics_editor_resize_dialog_get_type ())
G_DECLARE_FINAL_TYPE (TacticsEditorResizeDialog, tactics_editor_resize_dialog, TACTICS, EDITOR_RESIZE_DIALOG, GtkDialog)

GtkWidget *tactics_editor_resize_dialog_new        (GtkWindow           *parent,
                                             TacticsMap          *map);
/* @anchor_x, @anchor_y: 0 (left/top), 1 (middle), 2 (right/bottom). */
void       tactics_editor_resize_dialog_set_anchor (TacticsEditorResizeDialog *self,
                                             int                  anchor_x,
                                             int                  anchor_y);
void       tactics_editor_resize_dialog_set_size   (TacticsEditorResizeDialog *self,
                                             int                  width,
                                             int                  height);
/* FALSE while a size field holds text it refused (Resize is then off). */
gboolean   tactics_editor_resize_dialog_is_valid   (TacticsEditorResizeDialog *self);
/* The arguments for tactics_map_resize(), from the last sizes accepted. */
void       tactics_editor_resize_dialog_get_result (TacticsEditorResizeDialog *self,
                                             int                 *width,
                                             int                 *height,
                                             int                 *offset_x,
                                             int                 *offset_y,
                                             guint               *fill);

G_END_DECLS
