/* SPDX-License-Identifier: GPL-3.0-or-later */
#pragma once

#include <gtk/gtk.h>

#include "tactics-gtk.h"

G_BEGIN_DECLS

/* Movement types and terrains: two lists and a form for the chosen item;
 * a terrain's form has its name, id, colour, symbol and a table of move
 * costs (or impassable) per movement type. */
#define TACTICS_TYPE_TERRAINS_PAGE (tactics_terrains_page_get_type ())
G_DECLARE_FINAL_TYPE (TacticsTerrainsPage, tactics_terrains_page, TACTICS, TERRAINS_PAGE, GtkWidget)

GtkWidget *tactics_terrains_page_new             (void);
void       tactics_terrains_page_set_ruleset     (TacticsTerrainsPage *self,
                                                  TacticsRuleset      *ruleset);
/* The map whose cells a terrain deletion would change (may be NULL). */
void       tactics_terrains_page_set_map         (TacticsTerrainsPage *self,
                                                  TacticsMap          *map);
void       tactics_terrains_page_select_terrain  (TacticsTerrainsPage *self,
                                                  guint                position);
void       tactics_terrains_page_select_movetype (TacticsTerrainsPage *self,
                                                  guint                position);

G_END_DECLS
