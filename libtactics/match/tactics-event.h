/* SPDX-License-Identifier: GPL-3.0-or-later */
#pragma once

#if !defined(TACTICS_INSIDE) && !defined(TACTICS_COMPILATION)
# error "Only <tactics.h> can be included directly."
#endif

#include <glib-object.h>

#include "tactics-geometry.h"
#include "tactics-macros.h"

G_BEGIN_DECLS

/* Something that happened in a match. The nicks ("unit-moved", …) are the
 * details of the game's "event" signal and the words logs print. */
typedef enum {
  TACTICS_EVENT_PLACEMENT_STARTED,  /* @player now places its units */
  TACTICS_EVENT_UNIT_PLACED,        /* @unit of @player put on @to */
  TACTICS_EVENT_TURN_STARTED,       /* @player's turn @turn, in @round (initiative: @unit's) */
  TACTICS_EVENT_UNIT_MOVED,         /* @unit went @from → @to along @path for @amount points */
  TACTICS_EVENT_MOVE_UNDONE,        /* @unit's move taken back: @from (where it was) → @to */
  TACTICS_EVENT_ACTION_PERFORMED,   /* @unit performed action @action aimed at @to */
  TACTICS_EVENT_UNIT_DAMAGED,       /* @unit lost @amount HP to @source, @hp left */
  TACTICS_EVENT_UNIT_HEALED,        /* @unit gained @amount HP from @source, now @hp */
  TACTICS_EVENT_UNIT_ELIMINATED,    /* @unit (of @player) removed from @from by @source */
  TACTICS_EVENT_TURN_ENDED,         /* @player's turn @turn ended */
  TACTICS_EVENT_PLAYER_OUT,         /* @player has no units left, or (@objective not -1)
                                     * lost the unit that objective had it protect */
  TACTICS_EVENT_GAME_OVER,          /* @player won; -1 for a draw or an unfinished match
                                     * (see tactics_match_get_outcome()) */
  TACTICS_EVENT_OBJECTIVE_PROGRESS, /* @player's objective @objective now stands at @amount
                                     * of @total (rounds) */
  TACTICS_EVENT_OBJECTIVE_MET,      /* @player met @objective; @amount: the points it
                                     * scored, @total: the player's points now */
  TACTICS_EVENT_OBJECTIVE_FAILED,   /* @player's @objective can no longer be met (for
                                     * protect-unit: the player is out) */
} TacticsEventKind;

#define TACTICS_TYPE_EVENT_KIND (tactics_event_kind_get_type ())
TACTICS_AVAILABLE_IN_ALL
GType tactics_event_kind_get_type (void) G_GNUC_CONST;

/* One event. Fields that do not apply to a kind are -1 (ids, indices) or
 * 0 (numbers, cells); @path is NULL except for unit-moved, where it holds
 * the cells from @from to @to inclusive (a GArray of TacticsCell, owned by
 * the event: copies share it by reference). */
typedef struct {
  TacticsEventKind kind;
  guint            turn;      /* the turn number when it happened (0 before play) */
  guint            round;     /* the round then (0 before play), tactics_match_get_round() */
  int              player;
  int              unit;
  int              source;    /* the acting unit, for damaged/healed/eliminated */
  int              action;    /* position in the acting unit type's action list */
  TacticsCell      from;
  TacticsCell      to;
  int              amount;
  int              hp;
  GArray          *path;
  int              objective; /* position in the player's side's objectives (scenarios) */
  int              total;     /* what @amount counts towards, for objectives */
} TacticsEvent;

#define TACTICS_TYPE_EVENT (tactics_event_get_type ())
TACTICS_AVAILABLE_IN_ALL
GType         tactics_event_get_type  (void) G_GNUC_CONST;
TACTICS_AVAILABLE_IN_ALL
TacticsEvent *tactics_event_copy      (const TacticsEvent *event);
TACTICS_AVAILABLE_IN_ALL
void          tactics_event_free      (TacticsEvent       *event);

G_DEFINE_AUTOPTR_CLEANUP_FUNC (TacticsEvent, tactics_event_free)

G_END_DECLS
