/* SPDX-License-Identifier: GPL-3.0-or-later */
#pragma once

#include <gtk/gtk.h>

#include "tactics-gtk.h"

G_BEGIN_DECLS

/* Movement types and terrains: two lists and a form for the chosen item;
 * a terrain's form has its name, id, colour and symbol. Move costs (or
 * impassable) are edited in one place, the cost table: terrains by
 * movement types. */
#define TACTICS_TYPE_EDITOR_TERRAINS_PAGE (tactics_editor_terrains_page_get_type ())
G_DECLARE_FINAL_TYPE (TacticsEditorTerrainsPage, tactics_editor_terrains_page, TACTICS, EDITOR_TERRAINS_PAGE, GtkWidget)

GtkWidget *tactics_editor_terrains_page_new             (void);
void       tactics_editor_terrains_page_set_ruleset     (TacticsEditorTerrainsPage *self,
                                                  TacticsRuleset      *ruleset);
/* The map whose cells a terrain deletion would change (may be NULL). */
void       tactics_editor_terrains_page_set_map         (TacticsEditorTerrainsPage *self,
                                                  TacticsMap          *map);
void       tactics_editor_terrains_page_select_terrain  (TacticsEditorTerrainsPage *self,
                                                  guint                position);
void       tactics_editor_terrains_page_select_movetype (TacticsEditorTerrainsPage *self,
                                                  guint                position);
/* Shows every terrain's costs in one table instead of a form. */
void       tactics_editor_terrains_page_show_costs      (TacticsEditorTerrainsPage *self);

/* The first field holding a value it refused, a move cost included (see
 * tactics_editor_form_get_invalid_field()). */
/* @shared: the ruleset is a file other maps may use; its ids say so. */
void       tactics_editor_terrains_page_set_shared (TacticsEditorTerrainsPage *self,
                                                     gboolean shared);
/* Shows the selected items' values again. */
void       tactics_editor_terrains_page_refresh (TacticsEditorTerrainsPage *self);
gboolean   tactics_editor_terrains_page_get_invalid_field (TacticsEditorTerrainsPage  *self,
                                                           char                      **label,
                                                           char                      **message);

G_END_DECLS
