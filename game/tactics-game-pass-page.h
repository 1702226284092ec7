/* SPDX-License-Identifier: GPL-3.0-or-later */
#pragma once

#include <gtk/gtk.h>

G_BEGIN_DECLS

/* Between two human players at one screen: "Pass to Blue", hiding the
 * board until that player says they are ready ("ready"). */
#define TACTICS_TYPE_GAME_PASS_PAGE (tactics_game_pass_page_get_type ())
G_DECLARE_FINAL_TYPE (TacticsGamePassPage, tactics_game_pass_page, TACTICS, GAME_PASS_PAGE,
                      GtkWidget)

GtkWidget *tactics_game_pass_page_new        (void);
/* @what says what the player is about to do ("Turn 4", "Choose your
 * army"…). */
void       tactics_game_pass_page_set_player (TacticsGamePassPage *self,
                                              const char          *name,
                                              guint                team,
                                              const char          *what);
/* What the button does. */
void       tactics_game_pass_page_confirm    (TacticsGamePassPage *self);

G_END_DECLS
