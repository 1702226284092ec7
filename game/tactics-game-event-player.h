/* SPDX-License-Identifier: GPL-3.0-or-later */
#pragma once

#include <gtk/gtk.h>

#include "tactics-gtk.h"
#include "tactics-game-unit-layer.h"

G_BEGIN_DECLS

/* Plays what a match announces on the board, one event after the other:
 * a queue of steps (a placement, a move along its path, a blow with its
 * hits gathered, a new turn) timed by the board's frame clock at the
 * chosen speed. It moves the unit layer's sprites and lights the effect
 * layer; it never gives a command. The match is always ahead of it.
 *
 * Under fog it shows what one player saw: an event that player did not
 * witness changes the picture at once, unseen (no animation, banner or
 * camera move).
 *
 * Signals: "log" (markup, int event: the event's index in the match's
 * list, -1 for none) for each line of the battle log as its step starts,
 * seen or not (the log sorts out whose it is); "shown" (int event) as a
 * step is animated for the viewer; "banner" (markup) when a new player's turn begins; "unit-placed"
 * (int unit) as a placement plays; "action-started" as a blow plays, so
 * that the aiming overlays go; "caught-up" once nothing is left to play. */
#define TACTICS_TYPE_GAME_EVENT_PLAYER (tactics_game_event_player_get_type ())
G_DECLARE_FINAL_TYPE (TacticsGameEventPlayer, tactics_game_event_player, TACTICS,
                      GAME_EVENT_PLAYER, GObject)

/* @board lends its frame clock; the layers are what the steps change. */
TacticsGameEventPlayer *tactics_game_event_player_new   (TacticsBoard         *board,
                                                         TacticsGameUnitLayer *unit_layer,
                                                         TacticsCellLayer     *effect_layer);
/* Drops what was queued, logs @match's past events and puts its units
 * where they stand. */
void     tactics_game_event_player_set_match        (TacticsGameEventPlayer *self,
                                                     TacticsMatch           *match);
/* 1 is normal speed, 0 instant (which plays what is queued at once). */
void     tactics_game_event_player_set_speed_factor (TacticsGameEventPlayer *self,
                                                     double                  factor);
double   tactics_game_event_player_get_speed_factor (TacticsGameEventPlayer *self);
/* Steps are waiting or playing. */
gboolean tactics_game_event_player_is_busy          (TacticsGameEventPlayer *self);
/* Whether play() would show nothing: instant speed, or the board hidden. */
gboolean tactics_game_event_player_is_instant       (TacticsGameEventPlayer *self);
/* Starts playing what is queued; "caught-up" follows, at once when there
 * is nothing to show. */
void     tactics_game_event_player_play             (TacticsGameEventPlayer *self);
/* Whose eyes: -1 shows every event. */
void     tactics_game_event_player_set_viewer       (TacticsGameEventPlayer *self,
                                                     int                     viewer);
int      tactics_game_event_player_get_viewer       (TacticsGameEventPlayer *self);
/* Plays everything queued at once, with no animation and no "caught-up". */
void     tactics_game_event_player_drain            (TacticsGameEventPlayer *self);

G_END_DECLS
