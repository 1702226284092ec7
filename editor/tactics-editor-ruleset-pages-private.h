/* SPDX-License-Identifier: GPL-3.0-or-later */
#pragma once

#include <gtk/gtk.h>

#include "tactics-gtk.h"

G_BEGIN_DECLS

/* Asks before a deletion with consequences; calls @confirmed only if the
 * user agrees. */
void tactics_editor_ruleset_pages_confirm (GtkWidget  *page,
                                    const char *question,
                                    const char *details,
                                    const char *action_label,
                                    GCallback   confirmed,
                                    gpointer    user_data);
/* In a ruleset that is a file of its own, maps other than this one may
 * have cells of any terrain: asks before deleting @name even when nothing
 * here uses it. FALSE (and nothing asked) otherwise. */
gboolean tactics_editor_ruleset_pages_confirm_shared (GtkWidget  *page,
                                                      const char *name,
                                                      GCallback   confirmed,
                                                      gpointer    user_data);
/* Tells why something cannot be done (@details may be NULL). */
void tactics_editor_ruleset_pages_refuse  (GtkWidget  *page,
                                    const char *message,
                                    const char *details);
/* Moves the item selected in @list (a TacticsEditorItemList showing @model) by
 * @delta places and keeps it selected. */
void tactics_editor_ruleset_pages_move    (TacticsRuleset *ruleset,
                                    GtkWidget      *list,
                                    GListModel     *model,
                                    int             delta);
/* Where a new item goes in @list (a TacticsEditorItemList showing
 * @model): after the selected one, else at the end. */
guint tactics_editor_ruleset_pages_insert_position (GtkWidget  *list,
                                                    GListModel *model);
/* Copies the item selected in @list (showing @model; none does nothing)
 * just after it, selects the copy and names the step "Duplicate “…”". */
void tactics_editor_ruleset_pages_duplicate (GtkWidget      *page,
                                             TacticsRuleset *ruleset,
                                             GtkWidget      *list,
                                             GListModel     *model);
/* Removes @item (the selected one; NULL does nothing) through @ruleset,
 * which repairs what used it, and tells why when it refuses. */
void tactics_editor_ruleset_pages_remove  (GtkWidget      *page,
                                           TacticsRuleset *ruleset,
                                           gpointer        item);
/* Says that the edit made on the page of @widget is done, as one undoable
 * step named @label (e.g. "Add Terrain"; NULL: as named before), through
 * the window's editor.name-ruleset-edit and editor.commit-ruleset-edit
 * actions, as the forms do. */
void tactics_editor_ruleset_pages_done    (GtkWidget      *widget,
                                           const char     *label);
void tactics_editor_ruleset_pages_done_printf (GtkWidget  *widget,
                                               const char *format,
                                               ...) G_GNUC_PRINTF (2, 3);
/* Names the edit being made, which is done later (a field left). */
void tactics_editor_ruleset_pages_name_printf (GtkWidget  *widget,
                                               const char *format,
                                               ...) G_GNUC_PRINTF (2, 3);
/* "A, B and C" from the names of @items (unit types, actions: anything
 * with a "name"). */
char *tactics_editor_ruleset_pages_join_names (GPtrArray *items);

G_END_DECLS
