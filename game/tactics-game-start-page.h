/* SPDX-License-Identifier: GPL-3.0-or-later */
#pragma once

#include <gtk/gtk.h>

G_BEGIN_DECLS

/* The first screen: new match, load a match, the files opened last, quit.
 * Its buttons activate "win.new-match", "win.open", "win.open-recent" and
 * "app.quit". */
#define TACTICS_TYPE_GAME_START_PAGE (tactics_game_start_page_get_type ())
G_DECLARE_FINAL_TYPE (TacticsGameStartPage, tactics_game_start_page, TACTICS, GAME_START_PAGE,
                      GtkWidget)

GtkWidget *tactics_game_start_page_new        (void);
/* The files opened last (URIs, newest first): a button each, activating
 * "win.open-recent" with the URI. Missing files are left out. */
void       tactics_game_start_page_set_recent (TacticsGameStartPage *self,
                                               const char * const   *uris);

G_END_DECLS
