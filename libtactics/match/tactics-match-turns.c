/* SPDX-License-Identifier: GPL-3.0-or-later */
#include "config.h"

#include <glib/gi18n-lib.h>
#include <stdlib.h>
#include <string.h>

#include "tactics-event.h"
#include "tactics-match-private.h"
#include "tactics-match.h"
#include "tactics-player-private.h"
#include "tactics-player.h"
#include "tactics-unit-private.h"
#include "tactics-unit.h"

/* Turns */

static void
set_current_player (TacticsMatch *self,
                    int          player)
{
  if (self->current_player == player)
    return;
  self->current_player = player;
  tactics_match_notify (self, MATCH_PROP_CURRENT_PLAYER);
}

static void
set_active_unit (TacticsMatch *self,
                 TacticsUnit *unit)
{
  if (self->active_unit == unit)
    return;
  self->active_unit = unit;
  tactics_match_notify (self, MATCH_PROP_ACTIVE_UNIT);
}

void
tactics_match_set_phase (TacticsMatch      *self,
                         TacticsMatchPhase  phase)
{
  if (self->phase == phase)
    return;
  self->phase = phase;
  tactics_match_notify (self, MATCH_PROP_PHASE);
}

void
tactics_match_finish (TacticsMatch        *self,
                      TacticsMatchOutcome  outcome,
                      int                 winner)
{
  TacticsEvent event = match_event_new (TACTICS_EVENT_GAME_OVER);

  tactics_match_set_phase (self, TACTICS_MATCH_PHASE_OVER);
  set_current_player (self, -1);
  set_active_unit (self, NULL);
  self->outcome = outcome;
  tactics_match_notify (self, MATCH_PROP_OUTCOME);
  if (winner != self->winner)
    {
      self->winner = winner;
      tactics_match_notify (self, MATCH_PROP_WINNER);
    }
  event.player = winner;
  tactics_match_emit_event (self, &event);
}

static void
count_turn (TacticsMatch *self)
{
  self->turn++;
  tactics_match_notify (self, MATCH_PROP_TURN);
}

/* Rounds (doc/rules.md): in turns mode a round is once round the turn
 * order, the players who are out skipped; in initiative mode it lasts
 * until every unit still alive has had a turn in it, so faster units may
 * have had several. Either way the round is over when the turn ending now
 * is its last, which is what the round limit needs to know. */
static gboolean
round_is_over (TacticsMatch *self)
{
  if (self->mode == TACTICS_MATCH_MODE_INITIATIVE)
    {
      for (guint i = 0; i < self->units->len; i++)
        if (match_unit (self, i)->alive && self->round_played[i] != self->round)
          return FALSE;
      return TRUE;
    }

  for (guint i = self->turn_position + 1; i < self->players->len; i++)
    if (!tactics_player_is_out (match_player (self, self->turn_order[i])))
      return FALSE;
  return TRUE;
}

static void
count_round (TacticsMatch *self)
{
  self->round++;
  tactics_match_notify (self, MATCH_PROP_ROUND);
}

static void
start_player_turn (TacticsMatch *self)
{
  guint player = self->turn_order[self->turn_position];
  TacticsEvent event = match_event_new (TACTICS_EVENT_TURN_STARTED);

  count_turn (self);
  set_current_player (self, (int) player);
  for (guint i = 0; i < self->units->len; i++)
    {
      TacticsUnit *unit = match_unit (self, i);

      if (unit->owner == player && unit->alive)
        {
          tactics_unit_set_moved (unit, FALSE);
          tactics_unit_set_acted (unit, FALSE);
        }
    }
  event.player = (int) player;
  tactics_match_emit_event (self, &event);
}

static guint
turn_position_of (TacticsMatch *self,
                  guint        player)
{
  for (guint i = 0; i < self->players->len; i++)
    if (self->turn_order[i] == player)
      return i;
  g_assert_not_reached ();
  return 0;
}

/* Initiative mode (doc/rules.md). Every living unit gains its speed in energy
 * each tick; a unit whose energy reaches TACTICS_INITIATIVE_THRESHOLD may
 * move and act, then pays the threshold when its turn ends (any excess
 * carries over, so a unit faster than the threshold may act twice in a
 * row). Ticks in which nobody becomes ready are skipped in one step.
 *
 * Ties, when several units are ready together, go to the unit with the
 * most energy, then the fastest, then the one whose owner comes first in
 * the turn order drawn at the start, then the lowest id: the same state
 * always picks the same unit, and no draw is needed. */
static gboolean
comes_first (TacticsMatch *self,
             TacticsUnit *a,
             TacticsUnit *b)
{
  guint position_a, position_b;

  if (a->energy != b->energy)
    return a->energy > b->energy;
  if (self->rules[a->id].speed != self->rules[b->id].speed)
    return self->rules[a->id].speed > self->rules[b->id].speed;
  position_a = turn_position_of (self, a->owner);
  position_b = turn_position_of (self, b->owner);
  if (position_a != position_b)
    return position_a < position_b;
  return a->id < b->id;
}

static TacticsUnit *
pick_ready_unit (TacticsMatch *self)
{
  TacticsUnit *best = NULL;

  for (guint i = 0; i < self->units->len; i++)
    {
      TacticsUnit *unit = match_unit (self, i);

      if (!unit->alive || unit->energy < TACTICS_INITIATIVE_THRESHOLD)
        continue;
      if (best == NULL || comes_first (self, unit, best))
        best = unit;
    }
  return best;
}

static void
start_unit_turn (TacticsMatch *self)
{
  TacticsUnit *unit = pick_ready_unit (self);
  TacticsEvent event = match_event_new (TACTICS_EVENT_TURN_STARTED);

  if (unit == NULL)
    {
      guint ticks = G_MAXUINT;

      for (guint i = 0; i < self->units->len; i++)
        {
          TacticsUnit *candidate = match_unit (self, i);
          guint speed = self->rules[i].speed;

          if (candidate->alive)
            ticks = MIN (ticks,
                         (TACTICS_INITIATIVE_THRESHOLD - candidate->energy + speed - 1) / speed);
        }
      g_assert (ticks != G_MAXUINT && ticks > 0);
      for (guint i = 0; i < self->units->len; i++)
        {
          TacticsUnit *candidate = match_unit (self, i);

          if (candidate->alive)
            tactics_unit_set_energy (candidate, candidate->energy + ticks * self->rules[i].speed);
        }
      unit = pick_ready_unit (self);
      g_assert (unit != NULL);
    }

  count_turn (self);
  self->round_played[unit->id] = self->round;
  self->turn_position = turn_position_of (self, unit->owner);
  set_current_player (self, (int) unit->owner);
  set_active_unit (self, unit);
  tactics_unit_set_moved (unit, FALSE);
  tactics_unit_set_acted (unit, FALSE);
  event.player = (int) unit->owner;
  event.unit = (int) unit->id;
  tactics_match_emit_event (self, &event);
}

static void
start_next_turn (TacticsMatch *self)
{
  if (self->mode == TACTICS_MATCH_MODE_INITIATIVE)
    {
      start_unit_turn (self);
      return;
    }

  do
    self->turn_position = (self->turn_position + 1) % self->players->len;
  while (tactics_player_is_out (match_player (self, self->turn_order[self->turn_position])));
  start_player_turn (self);
}

void
tactics_match_end_turn (TacticsMatch *self)
{
  TacticsEvent event = match_event_new (TACTICS_EVENT_TURN_ENDED);
  gboolean round_over;

  event.player = self->current_player;
  if (self->active_unit != NULL)
    {
      event.unit = (int) self->active_unit->id;
      if (self->active_unit->alive)
        tactics_unit_set_energy (self->active_unit,
                                 self->active_unit->energy - TACTICS_INITIATIVE_THRESHOLD);
    }
  tactics_match_emit_event (self, &event);

  round_over = round_is_over (self);
  if (round_over)
    {
      /* A scenario's regions held and rounds survived count at the end of
       * each round, before the limit may end the match. */
      tactics_match_judge (self, TRUE);
      if (self->phase == TACTICS_MATCH_PHASE_OVER)
        return;
    }
  if (round_over && self->round_limit != 0 && self->round >= self->round_limit)
    {
      if (!tactics_match_decide_by_points (self))
        tactics_match_finish (self, TACTICS_MATCH_OUTCOME_UNFINISHED, -1);
      return;
    }
  if (round_over && self->stop_round != 0 && self->round >= self->stop_round)
    {
      tactics_match_finish (self, TACTICS_MATCH_OUTCOME_UNFINISHED, -1);
      return;
    }
  if (round_over)
    count_round (self);
  start_next_turn (self);
}

void
tactics_match_begin_play (TacticsMatch *self)
{
  tactics_match_set_phase (self, TACTICS_MATCH_PHASE_PLAYING);
  count_round (self);
  if (self->mode == TACTICS_MATCH_MODE_INITIATIVE)
    {
      start_unit_turn (self);
    }
  else
    {
      self->turn_position = 0;
      start_player_turn (self);
    }
  /* A scenario's unit may have been placed where it had to go. */
  tactics_match_judge (self, FALSE);
}

gboolean
tactics_match_has_unplaced_units (TacticsMatch *self,
                                  guint        player)
{
  for (guint i = 0; i < self->units->len; i++)
    {
      TacticsUnit *unit = match_unit (self, i);

      if (unit->owner == player && !unit->placed)
        return TRUE;
    }
  return FALSE;
}

/* Placement goes round the turn order once, from self->turn_position: the
 * next player with units to place places all of them. */
void
tactics_match_continue_placement (TacticsMatch *self)
{
  for (; self->turn_position < self->players->len; self->turn_position++)
    {
      guint player = self->turn_order[self->turn_position];

      if (tactics_match_has_unplaced_units (self, player))
        {
          TacticsEvent event = match_event_new (TACTICS_EVENT_PLACEMENT_STARTED);

          set_current_player (self, (int) player);
          event.player = (int) player;
          tactics_match_emit_event (self, &event);
          return;
        }
    }
  tactics_match_begin_play (self);
}

/* After an action: who is out, whether the match is over, and whether the
 * turn can go on (its player or its unit may be gone). */
void
tactics_match_settle (TacticsMatch *self)
{
  guint n_left = 0;
  int last_left = -1;

  /* A fallen unit may meet or fail a scenario's objective, and a side
   * that lost the unit it protected is out before the count below. */
  tactics_match_judge (self, FALSE);
  if (self->phase == TACTICS_MATCH_PHASE_OVER)
    return;

  for (guint p = 0; p < self->players->len; p++)
    {
      TacticsPlayer *player = match_player (self, p);
      gboolean has_units = FALSE;

      if (tactics_player_is_out (player))
        continue;
      for (guint i = 0; i < self->units->len && !has_units; i++)
        has_units = match_unit (self, i)->owner == p && match_unit (self, i)->alive;
      if (has_units)
        {
          n_left++;
          last_left = (int) p;
        }
      else
        tactics_match_put_out (self, p, -1);
    }

  if (n_left == 0)
    {
      tactics_match_finish (self, TACTICS_MATCH_OUTCOME_DRAW, -1);
    }
  else if (n_left == 1)
    {
      tactics_match_decide_elimination (self, (guint) last_left);
      tactics_match_finish (self, TACTICS_MATCH_OUTCOME_WIN, last_left);
    }
  else if ((self->active_unit != NULL && !self->active_unit->alive) ||
           tactics_player_is_out (match_player (self, (guint) self->current_player)))
    tactics_match_end_turn (self);
}

/* GObject */

