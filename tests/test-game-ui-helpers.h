/* SPDX-License-Identifier: GPL-3.0-or-later */
#pragma once

#include <gtk/gtk.h>

#include "tactics-gtk.h"
#include "tactics-game-battle-view.h"
#include "tactics-game-window.h"

G_BEGIN_DECLS

/* Helpers for the game window's UI tests: they drive the real widgets
 * (board gestures, buttons, keys) and wait for the window to settle. */

/* ui_test_init() plus the game's stylesheet and icons, which the
 * application would load. */
void               game_ui_init              (int                *argc,
                                              char             ***argv);
/* A window shown on screen at a fixed size. */
TacticsGameWindow *game_ui_new_window        (void);
void               game_ui_destroy_window    (TacticsGameWindow  *window);
TacticsGameBattleView *game_ui_get_battle_view (TacticsGameWindow *window);
TacticsBoard      *game_ui_get_board         (TacticsGameWindow  *window);
/* Runs the main loop until the battle view has played every event and no
 * computer move is pending (or fails after a while). */
void               game_ui_wait_idle         (TacticsGameWindow  *window);
/* Runs the main loop for @ms milliseconds. */
void               game_ui_run_for           (guint               ms);

/* The first button under @root whose label (mnemonics dropped), tooltip
 * or action name is @text; fails when there is none. */
GtkWidget         *game_ui_find_button       (GtkWidget          *root,
                                              const char         *text);
/* Activates that button as a click would. */
void               game_ui_click_button      (GtkWidget          *root,
                                              const char         *text);
/* A primary click on a cell, through the board's drag gesture. */
void               game_ui_click_cell        (TacticsBoard       *board,
                                              TacticsCell         cell);
/* The pointer over a cell, through the board's motion controller. */
void               game_ui_hover_cell        (TacticsBoard       *board,
                                              TacticsCell         cell);
/* A key press through the battle view's key controller; the board gets
 * the focus first, as a player's click would give it. */
gboolean           game_ui_press_key         (TacticsGameBattleView *view,
                                              guint               keyval,
                                              GdkModifierType     state);

/* Saves the whole window as BUILD/tests/screenshots/game-@name.png. */
void               game_ui_screenshot        (TacticsGameWindow  *window,
                                              const char         *name);

/* The bundled ruleset and maps. */
TacticsRuleset    *game_ui_load_ruleset      (void);
GFile             *game_ui_data_file         (const char         *first_part,
                                              ...) G_GNUC_NULL_TERMINATED;
/* A plain field of @width × @height plains under the bundled rules. */
TacticsMap        *game_ui_make_field        (int                 width,
                                              int                 height);

G_END_DECLS
