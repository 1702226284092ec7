/* SPDX-License-Identifier: GPL-3.0-or-later */
#pragma once

#include <gtk/gtk.h>

#include "tactics-gtk.h"
#include "tactics-game-event-player.h"

G_BEGIN_DECLS

/* Who is to move once the picture has caught up with the match. */
typedef enum {
  TACTICS_GAME_SEAT_NOBODY,     /* no match */
  TACTICS_GAME_SEAT_HUMAN,      /* a human gives commands (unless a handover is awaited) */
  TACTICS_GAME_SEAT_COMPUTER,   /* a computer plays; its next command is on its way */
  TACTICS_GAME_SEAT_HANDOVER,   /* hot seat: another human takes the seat now */
  TACTICS_GAME_SEAT_OVER,       /* the match is over */
} TacticsGameSeat;

/* Whose move it is, and the computer players' pacing: after each pause
 * (longer at slower speeds) one computer command is performed and played;
 * at "instant" several go in a slice of time between frames. With the hot
 * seat, control passes from one human to the next only once the next one
 * says they are ready. It never draws: the event player shows what the
 * commands did, the battle view what the humans may do.
 *
 * Signals: "stuck" (string message) when a computer can neither play nor
 * pass. Computers and humans alike play through one TacticsMatchDriver. */
#define TACTICS_TYPE_GAME_MATCH_DIRECTOR (tactics_game_match_director_get_type ())
G_DECLARE_FINAL_TYPE (TacticsGameMatchDirector, tactics_game_match_director, TACTICS,
                      GAME_MATCH_DIRECTOR, GObject)

TacticsGameMatchDirector *tactics_game_match_director_new (TacticsGameEventPlayer *player);
/* Forgets the last match: its computer players, a pending command, who
 * sat last. */
void            tactics_game_match_director_set_match         (TacticsGameMatchDirector *self,
                                                               TacticsMatch             *match);
/* The pause before each computer command, in milliseconds. A computer
 * waiting out the old pause waits the new one instead. */
void            tactics_game_match_director_set_computer_delay (TacticsGameMatchDirector *self,
                                                                guint                     delay);
void            tactics_game_match_director_set_hot_seat      (TacticsGameMatchDirector *self,
                                                               gboolean                  hot_seat);
gboolean        tactics_game_match_director_get_hot_seat      (TacticsGameMatchDirector *self);
/* Call once the event player has caught up: says who moves now, and
 * schedules the computer's next command when it is a computer. HANDOVER
 * comes once per change of human; OVER every time. */
TacticsGameSeat tactics_game_match_director_settle            (TacticsGameMatchDirector *self);
/* TRUE the first time only: the end of the match is news once. */
gboolean        tactics_game_match_director_announce_over     (TacticsGameMatchDirector *self);
/* After HANDOVER, the next human is ready. FALSE when none was awaited. */
gboolean        tactics_game_match_director_resume            (TacticsGameMatchDirector *self);
/* Whether a human may give commands now. */
gboolean        tactics_game_match_director_human_in_control  (TacticsGameMatchDirector *self);
gboolean        tactics_game_match_director_is_human         (TacticsGameMatchDirector *self,
                                                               int                       player);
/* The player whose eyes the threat view uses: the human playing, or the
 * last one who did while a computer plays; -1 with no match. */
int             tactics_game_match_director_get_viewer        (TacticsGameMatchDirector *self);
/* Whose eyes the board, the log and the animations show under fog: the
 * human at the screen (after a handover, only once they said they are
 * ready), during computer turns the last one who was, before anyone sat
 * the first human; -1 with no fog or no human player (all is shown). */
int             tactics_game_match_director_get_fog_viewer    (TacticsGameMatchDirector *self);
/* How many of the match's commands had been performed when @player, a
 * human, last held the seat; 0 when never. */
guint           tactics_game_match_director_get_seen_commands (TacticsGameMatchDirector *self,
                                                               int                       player);
/* Performs a command of the human in control (see
 * tactics_game_match_director_human_in_control()) through the same driver
 * the computers play through. On success @performed (may be NULL) holds
 * the command performed, an attack for a move onto an enemy in reach; on
 * refusal @error holds the game's reason and nothing changed. */
gboolean        tactics_game_match_director_submit            (TacticsGameMatchDirector  *self,
                                                               const TacticsCommand      *command,
                                                               TacticsCommand            *performed,
                                                               GError                   **error);
/* A computer command waits for its pause. */
gboolean        tactics_game_match_director_is_waiting        (TacticsGameMatchDirector *self);

G_END_DECLS
