/* SPDX-License-Identifier: GPL-3.0-or-later */
#pragma once

#include <gtk/gtk.h>

G_BEGIN_DECLS

/* A titled list of a ruleset's items (movement types, terrains, units,
 * actions) with buttons to add, duplicate, delete and reorder them. Rows
 * show an optional picture, the item's "name" and its "id", and follow
 * their changes. The buttons only emit signals: the page does the work.
 *
 * Signals: "add", "duplicate", "remove", "move" (int: −1 up, 1 down).
 * Properties: "model", "selected" (position, GTK_INVALID_LIST_POSITION for
 * none). */
#define TACTICS_TYPE_EDITOR_ITEM_LIST (tactics_editor_item_list_get_type ())
G_DECLARE_FINAL_TYPE (TacticsEditorItemList, tactics_editor_item_list, TACTICS, EDITOR_ITEM_LIST, GtkWidget)

/* Makes the picture at the start of an item's row (NULL: none). */
typedef GtkWidget *(*TacticsEditorItemPictureFunc) (GObject  *item,
                                              gpointer  user_data);

GtkWidget  *tactics_editor_item_list_new          (const char             *title);
void        tactics_editor_item_list_set_model    (TacticsEditorItemList        *self,
                                            GListModel             *model);
void        tactics_editor_item_list_set_picture_func (TacticsEditorItemList        *self,
                                                TacticsEditorItemPictureFunc  func,
                                                gpointer                user_data);
guint       tactics_editor_item_list_get_selected (TacticsEditorItemList        *self);
void        tactics_editor_item_list_set_selected (TacticsEditorItemList        *self,
                                            guint                   position);
/* The selected item (transfer none), or NULL. */
GObject    *tactics_editor_item_list_get_item     (TacticsEditorItemList        *self);
/* Whether the duplicate and reorder buttons show. */
void        tactics_editor_item_list_set_can_reorder (TacticsEditorItemList     *self,
                                               gboolean             can_reorder);

G_END_DECLS
