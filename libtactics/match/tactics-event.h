/* SPDX-License-Identifier: GPL-3.0-or-later */
#pragma once

#if !defined(TACTICS_INSIDE) && !defined(TACTICS_COMPILATION)
# error "Only <tactics.h> can be included directly."
#endif

#include <glib-object.h>

#include "tactics-geometry.h"
#include "tactics-macros.h"

G_BEGIN_DECLS

/**
 * TacticsEventKind:
 * @TACTICS_EVENT_PLACEMENT_STARTED: `player` now places its units
 * @TACTICS_EVENT_UNIT_PLACED: `unit` of `player` put on `to`
 * @TACTICS_EVENT_TURN_STARTED: `player`'s turn number `turn` starts, in round
 *   `round` (in initiative mode, `unit`'s turn)
 * @TACTICS_EVENT_UNIT_MOVED: `unit` went from `from` to `to` along `path`, for
 *   `amount` move points
 * @TACTICS_EVENT_MOVE_UNDONE: `unit`'s move taken back: `from` (where it was)
 *   to `to`
 * @TACTICS_EVENT_ACTION_PERFORMED: `unit` performed action `action` aimed at `to`
 * @TACTICS_EVENT_UNIT_DAMAGED: `unit` lost `amount` HP to `source`, `hp` left
 * @TACTICS_EVENT_UNIT_HEALED: `unit` gained `amount` HP from `source`, now `hp`
 * @TACTICS_EVENT_UNIT_ELIMINATED: `unit` (of `player`) removed from `from` by
 *   `source`
 * @TACTICS_EVENT_TURN_ENDED: `player`'s turn number `turn` ended
 * @TACTICS_EVENT_PLAYER_OUT: `player` has no units left or, when `objective`
 *   is not -1, lost the unit that objective had it protect
 * @TACTICS_EVENT_GAME_OVER: `player` won; -1 for a draw or an unfinished
 *   match (see tactics_match_get_outcome())
 * @TACTICS_EVENT_OBJECTIVE_PROGRESS: `player`'s objective `objective` now
 *   stands at `amount` of `total` (rounds)
 * @TACTICS_EVENT_OBJECTIVE_MET: `player` met `objective`; `amount` is the points
 *   it scored, `total` the player's points now
 * @TACTICS_EVENT_OBJECTIVE_FAILED: `player`'s `objective` can no longer be met
 *   (for protect-unit: the player is out)
 * @TACTICS_EVENT_COUNTER_ATTACK: `unit` (of `player`), hit by `source`,
 *   answers it with its action `action`, from `from` at `to`, the cell of
 *   `source`; what the answer does follows as unit-damaged or missed
 * @TACTICS_EVENT_MISSED: a blow of `source`'s action `action` missed `unit`
 *   (of `player`, at `from`): it would have taken `amount` HP; `hp` is
 *   unchanged
 * @TACTICS_EVENT_AMBUSHED: under fog of war, `unit` (of `player`) moving
 *   into `source`, an enemy it did not see on `to`, stopped on `from` and
 *   may move no further this turn
 *
 * Something that happened in a match; the words in code name fields
 * of #TacticsEvent. The nicks ("unit-moved", …) are the details of the
 * match's [signal@Tactics.Match::event] signal and the words logs print.
 */
typedef enum {
  TACTICS_EVENT_PLACEMENT_STARTED,
  TACTICS_EVENT_UNIT_PLACED,
  TACTICS_EVENT_TURN_STARTED,
  TACTICS_EVENT_UNIT_MOVED,
  TACTICS_EVENT_MOVE_UNDONE,
  TACTICS_EVENT_ACTION_PERFORMED,
  TACTICS_EVENT_UNIT_DAMAGED,
  TACTICS_EVENT_UNIT_HEALED,
  TACTICS_EVENT_UNIT_ELIMINATED,
  TACTICS_EVENT_TURN_ENDED,
  TACTICS_EVENT_PLAYER_OUT,
  TACTICS_EVENT_GAME_OVER,
  TACTICS_EVENT_OBJECTIVE_PROGRESS,
  TACTICS_EVENT_OBJECTIVE_MET,
  TACTICS_EVENT_OBJECTIVE_FAILED,
  TACTICS_EVENT_COUNTER_ATTACK,
  TACTICS_EVENT_MISSED,
  TACTICS_EVENT_AMBUSHED,
} TacticsEventKind;

#define TACTICS_TYPE_EVENT_KIND (tactics_event_kind_get_type ())
TACTICS_AVAILABLE_IN_ALL
GType tactics_event_kind_get_type (void) G_GNUC_CONST;

/**
 * TacticsEvent:
 * @kind: what happened
 * @turn: the turn number when it happened (0 before play)
 * @round: the round then (0 before play), see tactics_match_get_round()
 * @player: the index of the player concerned
 * @unit: the id of the unit concerned
 * @source: the acting unit, for damaged, healed and eliminated
 * @action: the position of the action in the acting unit type's action list
 * @from: where the unit was
 * @to: where the unit went, or the cell an action was aimed at
 * @amount: move points spent, HP lost or gained, objective progress or
 *   points scored
 * @hp: the unit's HP after the change
 * @path: (element-type TacticsCell) (nullable): for unit-moved, the cells
 *   from @from to @to inclusive
 * @objective: the position of the objective in the player's side's
 *   objectives (scenarios)
 * @total: what @amount counts towards, for objectives
 * @defence: for unit-damaged and missed, the percentage the unit's ground
 *   took off the blow (0 without terrain defence)
 * @resistance: for unit-damaged and missed, the percentage the unit's
 *   resistance to the blow's damage type took off (below 0: a weakness
 *   added)
 *
 * One event of a match. Fields that do not apply to a kind are -1 (ids,
 * indices) or 0 (numbers, cells); @path is %NULL except for unit-moved. The
 * event owns @path: copies share it by reference.
 */
typedef struct {
  TacticsEventKind kind;
  guint            turn;
  guint            round;
  int              player;
  int              unit;
  int              source;
  int              action;
  TacticsCell      from;
  TacticsCell      to;
  int              amount;
  int              hp;
  GArray          *path;
  int              objective;
  int              total;
  int              defence;
  int              resistance;
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
