/* SPDX-License-Identifier: GPL-3.0-or-later */
#pragma once

#include <gtk/gtk.h>

#include "tactics-gtk.h"

G_BEGIN_DECLS

/* Action patterns: a list and a form (name, id, range, metric, pattern,
 * extent, effect and amount, who it affects) beside a live preview board,
 * square or hex: the unit, the cells the focus may take, and the cells hit
 * for the focus under the pointer (or the one clicked). */
#define TACTICS_TYPE_EDITOR_ACTIONS_PAGE (tactics_editor_actions_page_get_type ())
G_DECLARE_FINAL_TYPE (TacticsEditorActionsPage, tactics_editor_actions_page, TACTICS, EDITOR_ACTIONS_PAGE, GtkWidget)

GtkWidget    *tactics_editor_actions_page_new             (void);
void          tactics_editor_actions_page_set_ruleset     (TacticsEditorActionsPage *self,
                                                    TacticsRuleset     *ruleset);
/* The open map (NULL for a ruleset alone): the preview takes its topology
 * and the topology switch hides. */
void          tactics_editor_actions_page_set_map         (TacticsEditorActionsPage *self,
                                                    TacticsMap         *map);
void          tactics_editor_actions_page_select          (TacticsEditorActionsPage *self,
                                                    guint               position);
TacticsBoard *tactics_editor_actions_page_get_preview     (TacticsEditorActionsPage *self);
/* Shows the preview on @topology (without a map) with the unit on @unit (as a double
 * click does). */
void          tactics_editor_actions_page_set_preview     (TacticsEditorActionsPage *self,
                                                    TacticsTopology     topology,
                                                    TacticsCell         unit);
/* What the preview shows, one text row per board row, symbols separated
 * by spaces as tactics-cli pattern prints them: U the unit, F the focus,
 * * the other cells hit, o the other cells the focus may take, . the
 * rest. */
char         *tactics_editor_actions_page_describe_preview (TacticsEditorActionsPage *self);

/* The first field holding a value it refused (see
 * tactics_editor_form_get_invalid_field()). */
/* Shows the selected items' values again. */
void       tactics_editor_actions_page_refresh (TacticsEditorActionsPage *self);
gboolean   tactics_editor_actions_page_get_invalid_field (TacticsEditorActionsPage *self,
                                                          char                     **label,
                                                          char                     **message);

G_END_DECLS
