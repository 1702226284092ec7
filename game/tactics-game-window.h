/* SPDX-License-Identifier: GPL-3.0-or-later */
#pragma once

#include <gtk/gtk.h>

#include "tactics.h"
#include "tactics-game-setup.h"

G_BEGIN_DECLS

/* The game's window: a stack of screens (start, set-up, formation, the
 * battle, the hand-over between human players, the results) and the flow
 * between them. Properties: "animation-speed", "show-grid" (bound to the
 * settings when the schema is installed). */
#define TACTICS_TYPE_GAME_WINDOW (tactics_game_window_get_type ())
G_DECLARE_FINAL_TYPE (TacticsGameWindow, tactics_game_window, TACTICS, GAME_WINDOW,
                      GtkApplicationWindow)

/* @application may be NULL (tests). */
TacticsGameWindow *tactics_game_window_new            (GtkApplication    *application);
/* Opens a map (on the set-up screen) or a saved match, by its content. */
gboolean           tactics_game_window_open_file      (TacticsGameWindow *self,
                                                       GFile             *file,
                                                       GError           **error);
/* Starts a match with @setup through the same steps as the set-up
 * screen's Start button: formations, start, placement. */
void               tactics_game_window_start_match    (TacticsGameWindow *self,
                                                       const TacticsGameSetup *setup);
/* Computer against computer at full speed through the whole window, on
 * @map_file (NULL: the default map), ended as unfinished after 500
 * rounds. When the match ends it prints, as tactics-cli simulate does,
 * "winner P rounds R" (P counted from 1), "draw rounds R" or "unfinished
 * rounds R" and, with @quit_at_end, closes the window. */
gboolean           tactics_game_window_autoplay       (TacticsGameWindow *self,
                                                       GFile             *map_file,
                                                       gboolean           has_seed,
                                                       guint64            seed,
                                                       gboolean           quit_at_end,
                                                       GError           **error);
/* Starts a match of @file (a scenario, or a map) at once: its sides
 * played as the scenario sets them (a plain map: the new-match page's
 * seats), a random seed; for the editor's play-test. */
gboolean           tactics_game_window_play_test      (TacticsGameWindow *self,
                                                       GFile             *file,
                                                       GError           **error);
/* Plays on with @match, already started (a resumed save, a test's
 * arrangement): the battle screen, or the results when it is over. */
void               tactics_game_window_play_game      (TacticsGameWindow *self,
                                                       TacticsMatch       *match);
gboolean           tactics_game_window_save_to_file   (TacticsGameWindow *self,
                                                       GFile             *file,
                                                       GError           **error);
/* The match being played, or NULL. (transfer none) */
TacticsMatch      *tactics_game_window_get_match      (TacticsGameWindow *self);
/* The visible screen: "start", "setup", "formation", "battle", "pass",
 * "over". */
const char        *tactics_game_window_get_screen     (TacticsGameWindow *self);
/* A screen's widget, for tests. (transfer none) */
GtkWidget         *tactics_game_window_get_page       (TacticsGameWindow *self,
                                                       const char        *screen);
/* What the last autoplay printed, or NULL. */
const char        *tactics_game_window_get_result_line (TacticsGameWindow *self);

G_END_DECLS
