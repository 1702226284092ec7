/* SPDX-License-Identifier: GPL-3.0-or-later */
#pragma once

#include <gtk/gtk.h>

#include "tactics.h"

G_BEGIN_DECLS

/* The end of a match: the winner (or a draw), how long it lasted, a table
 * of statistics per player, and what next: play again, look at the board,
 * a new match, the main menu ("win.play-again", "win.review-board",
 * "win.new-match", "win.main-menu"). */
#define TACTICS_TYPE_GAME_OVER_PAGE (tactics_game_over_page_get_type ())
G_DECLARE_FINAL_TYPE (TacticsGameOverPage, tactics_game_over_page, TACTICS, GAME_OVER_PAGE,
                      GtkWidget)

GtkWidget  *tactics_game_over_page_new      (void);
void        tactics_game_over_page_set_match (TacticsGameOverPage *self,
                                              TacticsMatch        *match);
/* The headline shown ("Blue wins!"). */
const char *tactics_game_over_page_get_title (TacticsGameOverPage *self);

/* In a play-test the page offers to go back to the editor (closing the
 * window) instead of the game's own menus. */
void tactics_game_over_page_set_play_test (TacticsGameOverPage *self,
                                           gboolean             play_test);

G_END_DECLS
