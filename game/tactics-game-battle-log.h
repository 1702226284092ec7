/* SPDX-License-Identifier: GPL-3.0-or-later */
#pragma once

#include <gtk/gtk.h>

#include "tactics.h"

G_BEGIN_DECLS

/* The battle log: one line per event, turns in bold, the oldest dropped
 * past a few hundred. Under fog it shows only the lines of events its
 * view witnessed (tactics_view_witnessed()); another view shows another
 * player's lines at once. It follows its newest line unless the player has
 * scrolled up to read an older one, and follows again once they scroll
 * back down to the end. */
#define TACTICS_TYPE_GAME_BATTLE_LOG (tactics_game_battle_log_get_type ())
G_DECLARE_FINAL_TYPE (TacticsGameBattleLog, tactics_game_battle_log, TACTICS, GAME_BATTLE_LOG,
                      GtkWidget)

/* @markup: a line starting with <b> opens a turn. */
void     tactics_game_battle_log_append      (TacticsGameBattleLog *self,
                                              const char           *markup);
/* A line about event @event of the match (-1: about none, shown to all). */
void     tactics_game_battle_log_append_event (TacticsGameBattleLog *self,
                                               const char           *markup,
                                               int                   event);
/* Whose lines are shown: NULL shows them all. */
void     tactics_game_battle_log_set_view    (TacticsGameBattleLog *self,
                                              TacticsView          *view);
void     tactics_game_battle_log_clear       (TacticsGameBattleLog *self);
/* The lines shown. */
guint    tactics_game_battle_log_get_n_lines (TacticsGameBattleLog *self);
/* The event of the @index-th line shown, -1 for none or past the end. */
int      tactics_game_battle_log_get_line_event (TacticsGameBattleLog *self,
                                                 guint                 index);
/* Whether new lines scroll into view. */
gboolean tactics_game_battle_log_get_following (TacticsGameBattleLog *self);
/* For tests: the scrolled window's vertical adjustment. (transfer none) */
GtkAdjustment *tactics_game_battle_log_get_vadjustment (TacticsGameBattleLog *self);

G_END_DECLS
