/* SPDX-License-Identifier: GPL-3.0-or-later */
#pragma once

#include <gtk/gtk.h>

#include "tactics-gtk.h"

G_BEGIN_DECLS

/* Unit prototypes: a list (add, duplicate, delete, reorder) and a form
 * bound to the chosen one: name, id, hit points, move points, movement
 * type, speed, actions (a checklist), colour and glyph. */
#define TACTICS_TYPE_EDITOR_UNITS_PAGE (tactics_editor_units_page_get_type ())
G_DECLARE_FINAL_TYPE (TacticsEditorUnitsPage, tactics_editor_units_page, TACTICS, EDITOR_UNITS_PAGE, GtkWidget)

GtkWidget *tactics_editor_units_page_new         (void);
void       tactics_editor_units_page_set_ruleset (TacticsEditorUnitsPage *self,
                                           TacticsRuleset   *ruleset);
void       tactics_editor_units_page_select      (TacticsEditorUnitsPage *self,
                                           guint             position);

/* The first field holding a value it refused (see
 * tactics_editor_form_get_invalid_field()). */
/* @shared: the ruleset is a file other maps may use; its ids say so. */
void       tactics_editor_units_page_set_shared (TacticsEditorUnitsPage *self,
                                                  gboolean shared);
/* Shows the selected items' values again. */
void       tactics_editor_units_page_refresh (TacticsEditorUnitsPage *self);
gboolean   tactics_editor_units_page_get_invalid_field (TacticsEditorUnitsPage *self,
                                                        char                   **label,
                                                        char                   **message);

G_END_DECLS
