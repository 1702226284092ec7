/* SPDX-License-Identifier: GPL-3.0-or-later */
#pragma once

#include <gtk/gtk.h>

#include "tactics-gtk.h"
#include "tactics-game-battle-log.h"
#include "tactics-game-event-player.h"

G_BEGIN_DECLS

/* The match on the board, from placement to the last blow: the board with
 * its overlays and units, a side panel (whose turn, the selected unit, its
 * actions, what to do next, end turn, undo, the threat view) and the log.
 *
 * It submits the human player's clicks and keys as commands. Two plain
 * objects it owns do the rest of the flow of play: a
 * TacticsGameEventPlayer plays every event the game announces as an
 * animation, one after the other, at the chosen speed, and a
 * TacticsGameMatchDirector says whose move it is once the picture has
 * caught up, paces the computer players and waits for the hot-seat
 * handover. The engine is always ahead of the picture; input waits until
 * the picture has caught up.
 *
 * Signals: "handover" (int player) when, with "hot-seat" set, control
 * passes to another human (the view waits for
 * tactics_game_battle_view_resume()); "game-over" once the last
 * animation of a finished match has played.
 *
 * Properties: "match", "animation-speed" ("instant", "fast", "normal",
 * "slow"), "threat-visible", "hot-seat", "show-grid", "minimap-visible".
 *
 * Widget actions: "battle.end-turn", "battle.undo", "battle.place-for-me",
 * "battle.threat-view", "battle.next-unit", "battle.cancel",
 * "battle.choose-action" (u), "battle.move-cursor" ((ii)),
 * "battle.activate-cursor", "battle.zoom-in", "battle.zoom-out",
 * "battle.zoom-fit" (ctrl + plus, minus, 0 anywhere in the view),
 * "battle.show-minimap".
 *
 * The camera is the player's: the view never zooms by itself, and pans
 * only to show a computer's move that would play off screen. */
#define TACTICS_TYPE_GAME_BATTLE_VIEW (tactics_game_battle_view_get_type ())
G_DECLARE_FINAL_TYPE (TacticsGameBattleView, tactics_game_battle_view, TACTICS, GAME_BATTLE_VIEW,
                      GtkWidget)

GtkWidget    *tactics_game_battle_view_new                 (void);
TacticsMatch *tactics_game_battle_view_get_match           (TacticsGameBattleView *self);
/* Shows @match as it stands now (its past events go to the log) and plays
 * on from there. NULL shows nothing. */
void          tactics_game_battle_view_set_match           (TacticsGameBattleView *self,
                                                            TacticsMatch          *match);
const char   *tactics_game_battle_view_get_animation_speed (TacticsGameBattleView *self);
void          tactics_game_battle_view_set_animation_speed (TacticsGameBattleView *self,
                                                            const char            *speed);
/* Shows @message briefly over the board, not tied to a cell. */
void          tactics_game_battle_view_show_notice          (TacticsGameBattleView *self,
                                                             const char            *message);
/* Whether ending a turn while units may still move or act asks first. */
gboolean      tactics_game_battle_view_get_confirm_end_turn (TacticsGameBattleView *self);
void          tactics_game_battle_view_set_confirm_end_turn (TacticsGameBattleView *self,
                                                             gboolean               confirm);
gboolean      tactics_game_battle_view_get_threat_visible  (TacticsGameBattleView *self);
void          tactics_game_battle_view_set_threat_visible  (TacticsGameBattleView *self,
                                                            gboolean               visible);
gboolean      tactics_game_battle_view_get_hot_seat        (TacticsGameBattleView *self);
void          tactics_game_battle_view_set_hot_seat        (TacticsGameBattleView *self,
                                                            gboolean               hot_seat);
int           tactics_game_battle_view_get_viewer          (TacticsGameBattleView *self);
void          tactics_game_battle_view_set_viewer          (TacticsGameBattleView *self,
                                                            int                    viewer);
/* After "handover": the new player is ready. */
void          tactics_game_battle_view_resume              (TacticsGameBattleView *self);
/* Animations playing, or a computer about to move. */
/* Whether "Since your last turn" is playing: a copy of the match, brought
 * to the viewer's last turn, shows what they saw happen since. */
gboolean      tactics_game_battle_view_is_catching_up      (TacticsGameBattleView *self);
/* Ends "Since your last turn" at once (Escape does too). */
void          tactics_game_battle_view_skip_catch_up       (TacticsGameBattleView *self);
gboolean      tactics_game_battle_view_is_busy             (TacticsGameBattleView *self);

/* For tests and the window. (transfer none) */
TacticsGameEventPlayer *tactics_game_battle_view_get_event_player (TacticsGameBattleView *self);
TacticsGameBattleLog *tactics_game_battle_view_get_log     (TacticsGameBattleView *self);
TacticsBoard *tactics_game_battle_view_get_board           (TacticsGameBattleView *self);
/* One of the overlays: "regions", "fog", "threat", "placement", "reach", "foci", "path",
 * "effect", "units", then over the board's hover frame and keyboard cursor,
 * "forecasts". (transfer none) */
TacticsBoardLayer *tactics_game_battle_view_get_overlay    (TacticsGameBattleView *self,
                                                            const char            *name);
/* The selected unit, or -1. */
int           tactics_game_battle_view_get_selected_unit   (TacticsGameBattleView *self);
/* The action being aimed, or -1 when the selected unit is being moved. */
int           tactics_game_battle_view_get_selected_action (TacticsGameBattleView *self);
/* The unit the next click places, or -1. */
int           tactics_game_battle_view_get_placing_unit    (TacticsGameBattleView *self);
/* The last refusal shown over the board, or NULL. */
const char   *tactics_game_battle_view_get_message         (TacticsGameBattleView *self);
/* The number of lines in the log. */
guint         tactics_game_battle_view_get_n_log_lines     (TacticsGameBattleView *self);
/* What the zoom indicator over the board says. */
const char   *tactics_game_battle_view_get_zoom_text       (TacticsGameBattleView *self);
/* The minimap beside the board. (transfer none) */
TacticsMinimap *tactics_game_battle_view_get_minimap       (TacticsGameBattleView *self);
/* The board's keyboard cursor's cell, shown or not. */
TacticsCell   tactics_game_battle_view_get_cursor          (TacticsGameBattleView *self);

G_END_DECLS
