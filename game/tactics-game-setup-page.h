/* SPDX-License-Identifier: GPL-3.0-or-later */
#pragma once

#include <gtk/gtk.h>

#include "tactics-game-setup.h"

G_BEGIN_DECLS

/* The new-match screen: the map (the bundled ones with a picture of each,
 * or any map file), the rules, 2 to 8 players, the army size, turns or
 * initiative, and an optional seed. "start" is emitted when the player
 * starts a match with valid settings; read them with
 * tactics_game_setup_page_get_setup(). */
#define TACTICS_TYPE_GAME_SETUP_PAGE (tactics_game_setup_page_get_type ())
G_DECLARE_FINAL_TYPE (TacticsGameSetupPage, tactics_game_setup_page, TACTICS, GAME_SETUP_PAGE,
                      GtkWidget)

GtkWidget        *tactics_game_setup_page_new            (void);
/* Shows @setup's choices (its map is added to the list when it is not a
 * bundled one). */
void              tactics_game_setup_page_set_setup      (TacticsGameSetupPage   *self,
                                                          const TacticsGameSetup *setup);
/* The settings shown now, or NULL with the reason they cannot start a
 * match. (transfer full) */
TacticsGameSetup *tactics_game_setup_page_get_setup      (TacticsGameSetupPage   *self,
                                                          GError                **error);
/* Loads @file and selects it. */
gboolean          tactics_game_setup_page_select_map_file (TacticsGameSetupPage  *self,
                                                           GFile                 *file,
                                                           GError               **error);
/* Loads @file and plays the chosen map by its rules. */
gboolean          tactics_game_setup_page_select_ruleset_file (TacticsGameSetupPage  *self,
                                                               GFile                 *file,
                                                               GError               **error);
/* What the Start button does: checks the settings, then emits "start"
 * or shows why not. */
void              tactics_game_setup_page_start          (TacticsGameSetupPage   *self);
/* Shows a problem under the settings (NULL hides it). */
void              tactics_game_setup_page_show_error     (TacticsGameSetupPage   *self,
                                                          const char             *message);
guint             tactics_game_setup_page_get_n_players  (TacticsGameSetupPage   *self);
/* The players' rows, to drive them in tests. (transfer none) */
GtkWidget        *tactics_game_setup_page_get_player_row (TacticsGameSetupPage   *self,
                                                          guint                   index);
void              tactics_game_setup_page_add_player     (TacticsGameSetupPage   *self);

G_END_DECLS
