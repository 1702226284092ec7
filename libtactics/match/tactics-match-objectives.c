/* SPDX-License-Identifier: GPL-3.0-or-later */
/* Judging a scenario's objectives (doc/rules.md, "Scenarios and
 * objectives"): after every command and at the end of every round, and
 * what windows ask about them. Nothing here draws from the generator, so
 * the same commands judge the same way in a replay. */
#include "config.h"

#include <glib/gi18n-lib.h>

#include "tactics-enum-names.h"
#include "tactics-event.h"
#include "tactics-match-private.h"
#include "tactics-match.h"
#include "tactics-model-enum-types.h"
#include "tactics-model-enums.h"
#include "tactics-objective.h"
#include "tactics-player-private.h"
#include "tactics-player.h"
#include "tactics-region.h"
#include "tactics-scenario.h"
#include "tactics-side.h"
#include "tactics-unit-private.h"
#include "tactics-unit.h"

G_DEFINE_ENUM_TYPE (TacticsObjectiveState, tactics_objective_state,
  G_DEFINE_ENUM_VALUE (TACTICS_OBJECTIVE_STATE_PENDING, "pending"),
  G_DEFINE_ENUM_VALUE (TACTICS_OBJECTIVE_STATE_MET, "met"),
  G_DEFINE_ENUM_VALUE (TACTICS_OBJECTIVE_STATE_FAILED, "failed"))

static TacticsSide *
side_of (TacticsMatch *self,
         guint        player)
{
  return tactics_scenario_get_side (self->scenario, player);
}

static TacticsObjective *
objective_of (TacticsMatch *self,
              guint        player,
              guint        index)
{
  g_autoptr(TacticsObjective) objective =
    g_list_model_get_item (tactics_side_get_objectives (side_of (self, player)), index);

  return objective;
}

/* The match's id of the pre-placed unit @id: they follow the armies' units,
 * side by side, in order. */
static int
placed_unit_id (TacticsMatch *self,
                const char  *id)
{
  guint n_sides = g_list_model_get_n_items (tactics_scenario_get_sides (self->scenario));
  guint next = self->n_army_units;

  if (id == NULL)
    return -1;
  for (guint s = 0; s < n_sides; s++)
    {
      TacticsSide *side = side_of (self, s);

      for (guint u = 0; u < tactics_side_get_n_placed_units (side); u++, next++)
        if (g_strcmp0 (tactics_side_get_placed_unit (side, u)->id, id) == 0)
          return (int) next;
    }
  return -1;
}

/**
 * tactics_match_lookup_placed_unit:
 * @self: a match
 * @id: the id the scenario gives one of its pre-placed units
 *
 * Finds the unit that a scenario's pre-placed unit became; objectives name
 * units by those ids.
 *
 * Returns: (transfer none) (nullable): the unit, or %NULL when there is no
 *   such unit or the match has not started
 */
TacticsUnit *
tactics_match_lookup_placed_unit (TacticsMatch *self,
                                  const char   *id)
{
  int unit;

  g_return_val_if_fail (TACTICS_IS_MATCH (self), NULL);

  if (self->scenario == NULL || self->phase == TACTICS_MATCH_PHASE_SETUP)
    return NULL;
  unit = placed_unit_id (self, id);
  return unit >= 0 && (guint) unit < self->units->len ? g_ptr_array_index (self->units, unit)
                                                       : NULL;
}

void
tactics_match_init_objectives (TacticsMatch *self)
{
  self->points_game = FALSE;
  self->deciding_player = -1;
  self->deciding_objective = -1;
  for (guint p = 0; p < TACTICS_MAX_PLAYERS; p++)
    {
      g_clear_pointer (&self->objectives[p], g_free);
      self->n_objectives[p] = 0;
      self->points[p] = 0;
    }
  if (self->scenario == NULL)
    return;

  for (guint p = 0; p < self->players->len; p++)
    {
      GListModel *list = tactics_side_get_objectives (side_of (self, p));
      guint n = g_list_model_get_n_items (list);

      self->objectives[p] = g_new0 (MatchObjective, MAX (n, 1));
      self->n_objectives[p] = n;
      for (guint i = 0; i < n; i++)
        {
          TacticsObjective *objective = objective_of (self, p, i);
          MatchObjective *state = &self->objectives[p][i];
          const char *region = tactics_objective_get_region (objective);

          state->kind = tactics_objective_get_kind (objective);
          state->region = region != NULL ? tactics_scenario_lookup_region (self->scenario, region)
                                         : NULL;
          state->unit = tactics_objective_kind_uses_unit (state->kind)
                          ? placed_unit_id (self, tactics_objective_get_unit (objective))
                          : -1;
          state->rounds = tactics_objective_get_rounds (objective);
          state->points = tactics_objective_get_points (objective);
          state->state = TACTICS_OBJECTIVE_STATE_PENDING;
          if (state->kind == TACTICS_OBJECTIVE_MOST_POINTS)
            self->points_game = TRUE;
        }
    }
}

static void
emit_objective_event (TacticsMatch     *self,
                      TacticsEventKind  kind,
                      guint             player,
                      guint             index,
                      guint             amount,
                      guint             total)
{
  TacticsEvent event = match_event_new (kind);

  event.player = (int) player;
  event.objective = (int) index;
  event.amount = (int) amount;
  event.total = (int) total;
  tactics_match_emit_event (self, &event);
}

static void
mark_met (TacticsMatch *self,
          guint        player,
          guint        index)
{
  MatchObjective *objective = &self->objectives[player][index];
  guint scored = self->points_game ? objective->points : 0;

  objective->state = TACTICS_OBJECTIVE_STATE_MET;
  self->points[player] += scored;
  emit_objective_event (self, TACTICS_EVENT_OBJECTIVE_MET, player, index, scored,
                        self->points[player]);
}

static void
mark_failed (TacticsMatch *self,
             guint        player,
             guint        index)
{
  self->objectives[player][index].state = TACTICS_OBJECTIVE_STATE_FAILED;
  emit_objective_event (self, TACTICS_EVENT_OBJECTIVE_FAILED, player, index, 0, 0);
}

static gboolean
unit_alive (TacticsMatch *self,
            int          id)
{
  return id >= 0 && match_unit (self, (guint) id)->alive;
}

/* Whether a living unit of @player (or only @unit, when not -1) stands in
 * @region; with @enemies, a unit of any other player that @player sees
 * instead (under fog an unseen enemy contests nothing). */
static gboolean
units_in_region (TacticsMatch  *self,
                 TacticsRegion *region,
                 guint          player,
                 int            unit,
                 gboolean       enemies)
{
  for (guint i = 0; i < self->units->len; i++)
    {
      TacticsUnit *candidate = match_unit (self, i);

      if (!candidate->alive || !candidate->placed || (candidate->owner == player) == enemies)
        continue;
      if (unit >= 0 && candidate->id != (guint) unit)
        continue;
      if (enemies && !match_player_sees (self, player, candidate))
        continue;
      if (tactics_region_contains (region, candidate->cell))
        return TRUE;
    }
  return FALSE;
}

/* At a round's end a region is held by a side with a unit in it and no
 * enemy in it that the side sees; the rounds held in a row are counted,
 * and losing it starts the count again. */
static void
judge_hold (TacticsMatch *self,
            guint        player,
            guint        index)
{
  MatchObjective *objective = &self->objectives[player][index];
  gboolean held = units_in_region (self, objective->region, player, -1, FALSE) &&
                  !units_in_region (self, objective->region, player, -1, TRUE);
  guint progress = held ? objective->progress + 1 : 0;

  if (progress == objective->progress)
    return;
  objective->progress = progress;
  emit_objective_event (self, TACTICS_EVENT_OBJECTIVE_PROGRESS, player, index, progress,
                        objective->rounds);
  if (progress >= objective->rounds)
    mark_met (self, player, index);
}

static void
judge_survive (TacticsMatch *self,
               guint        player,
               guint        index)
{
  MatchObjective *objective = &self->objectives[player][index];

  objective->progress = MIN (self->round, objective->rounds);
  emit_objective_event (self, TACTICS_EVENT_OBJECTIVE_PROGRESS, player, index,
                        objective->progress, objective->rounds);
  if (self->round >= objective->rounds)
    mark_met (self, player, index);
}

/* A side that lost the unit it had to protect is out, as if eliminated:
 * its other units leave the board. */
static void
knock_out (TacticsMatch *self,
           guint        player,
           guint        index)
{
  for (guint i = 0; i < self->units->len; i++)
    {
      TacticsUnit *unit = match_unit (self, i);
      TacticsEvent gone = match_event_new (TACTICS_EVENT_UNIT_ELIMINATED);

      if (unit->owner != player || !unit->alive)
        continue;
      if (unit->placed)
        match_vacate (self, unit);
      tactics_unit_set_alive (unit, FALSE);
      gone.player = (int) player;
      gone.unit = (int) unit->id;
      gone.from = unit->cell;
      gone.to = unit->cell;
      tactics_match_emit_event (self, &gone);
    }
  tactics_match_put_out (self, player, (int) index);
  self->knockout_player = (int) player;
  self->knockout_objective = (int) index;
}

/* Judges every pending objective of the sides still in: after every
 * command (units fell, a unit arrived) and, with @round_end, at the end
 * of a round (regions held, rounds survived). Outside a points game the
 * one side that met an objective wins; several at once make a draw. */
void
tactics_match_judge (TacticsMatch *self,
                     gboolean     round_end)
{
  int first_met[TACTICS_MAX_PLAYERS];
  guint8 knocked = 0;
  guint n_winners = 0;
  int winner = -1;

  self->knockout_player = -1;
  self->knockout_objective = -1;
  if (self->scenario == NULL || self->phase != TACTICS_MATCH_PHASE_PLAYING)
    return;

  for (guint p = 0; p < self->players->len; p++)
    {
      first_met[p] = -1;
      if (tactics_player_is_out (match_player (self, p)))
        continue;
      for (guint i = 0; i < self->n_objectives[p]; i++)
        {
          MatchObjective *objective = &self->objectives[p][i];

          if (objective->state != TACTICS_OBJECTIVE_STATE_PENDING)
            continue;
          switch (objective->kind)
            {
            case TACTICS_OBJECTIVE_PROTECT_UNIT:
              if (!unit_alive (self, objective->unit))
                {
                  mark_failed (self, p, i);
                  if ((knocked & (1u << p)) == 0)
                    first_met[p] = (int) i;
                  knocked |= (guint8) (1u << p);
                }
              break;
            case TACTICS_OBJECTIVE_ELIMINATE_UNIT:
              if (!unit_alive (self, objective->unit))
                mark_met (self, p, i);
              break;
            case TACTICS_OBJECTIVE_REACH_REGION:
              if (objective->unit >= 0 && !unit_alive (self, objective->unit))
                mark_failed (self, p, i);
              else if (units_in_region (self, objective->region, p, objective->unit, FALSE))
                mark_met (self, p, i);
              break;
            case TACTICS_OBJECTIVE_HOLD_REGION:
              if (round_end)
                judge_hold (self, p, i);
              break;
            case TACTICS_OBJECTIVE_SURVIVE_ROUNDS:
              if (round_end)
                judge_survive (self, p, i);
              break;
            case TACTICS_OBJECTIVE_ELIMINATE_ALL:
            case TACTICS_OBJECTIVE_MOST_POINTS:
            default:
              /* Decided by elimination and by the round limit. */
              break;
            }
          if (objective->state == TACTICS_OBJECTIVE_STATE_MET && first_met[p] < 0 &&
              (knocked & (1u << p)) == 0)
            first_met[p] = (int) i;
        }
    }

  for (guint p = 0; p < self->players->len; p++)
    if ((knocked & (1u << p)) != 0)
      knock_out (self, p, (guint) first_met[p]);

  if (self->points_game)
    return;
  for (guint p = 0; p < self->players->len; p++)
    if ((knocked & (1u << p)) == 0 && first_met[p] >= 0)
      {
        n_winners++;
        winner = (int) p;
      }
  if (n_winners == 1)
    {
      self->deciding_player = winner;
      self->deciding_objective = first_met[winner];
      tactics_match_finish (self, TACTICS_MATCH_OUTCOME_WIN, winner);
    }
  else if (n_winners > 1)
    {
      tactics_match_finish (self, TACTICS_MATCH_OUTCOME_DRAW, -1);
    }
}

void
tactics_match_put_out (TacticsMatch *self,
                       guint        player,
                       int          objective)
{
  TacticsEvent event = match_event_new (TACTICS_EVENT_PLAYER_OUT);

  tactics_player_set_out (match_player (self, player), TRUE);
  event.player = (int) player;
  event.objective = objective;
  tactics_match_emit_event (self, &event);
  /* Whatever its side still played for can no longer be met. */
  if (self->scenario == NULL)
    return;
  for (guint i = 0; i < self->n_objectives[player]; i++)
    if (self->objectives[player][i].state == TACTICS_OBJECTIVE_STATE_PENDING)
      mark_failed (self, player, i);
}

static int
find_objective (TacticsMatch         *self,
                guint                player,
                TacticsObjectiveKind kind)
{
  for (guint i = 0; i < self->n_objectives[player]; i++)
    if (self->objectives[player][i].kind == kind)
      return (int) i;
  return -1;
}

/* @winner is the last side left. What decided it: the protect-unit
 * objective that just put the last enemy out, else the winner's own
 * eliminate-all objective, else elimination itself. */
void
tactics_match_decide_elimination (TacticsMatch *self,
                                  guint        winner)
{
  int index;

  self->deciding_player = (int) winner;
  self->deciding_objective = -1;
  if (self->scenario == NULL)
    return;
  index = find_objective (self, winner, TACTICS_OBJECTIVE_ELIMINATE_ALL);
  if (index >= 0 && self->objectives[winner][index].state == TACTICS_OBJECTIVE_STATE_PENDING)
    mark_met (self, winner, (guint) index);
  if (self->knockout_player >= 0)
    {
      self->deciding_player = self->knockout_player;
      self->deciding_objective = self->knockout_objective;
    }
  else
    {
      self->deciding_objective = index;
    }
}

/**
 * tactics_match_is_points_game:
 * @self: a match
 *
 * Tells whether the match is played for points.
 *
 * Returns: %TRUE when a side has a most-points objective: then meeting an
 *   objective scores its points instead of winning
 */
gboolean
tactics_match_is_points_game (TacticsMatch *self)
{
  g_return_val_if_fail (TACTICS_IS_MATCH (self), FALSE);
  return self->scenario != NULL && self->points_game;
}

/* At the round limit of a points game the side still in with the most
 * points wins; a tie for the most is a draw. FALSE outside a points
 * game. */
gboolean
tactics_match_decide_by_points (TacticsMatch *self)
{
  guint best = 0, n_best = 0;
  int winner = -1, index;

  if (self->scenario == NULL || !self->points_game)
    return FALSE;
  for (guint p = 0; p < self->players->len; p++)
    {
      if (tactics_player_is_out (match_player (self, p)))
        continue;
      if (n_best == 0 || self->points[p] > best)
        {
          best = self->points[p];
          winner = (int) p;
          n_best = 1;
        }
      else if (self->points[p] == best)
        {
          n_best++;
        }
    }
  if (n_best != 1)
    {
      tactics_match_finish (self, TACTICS_MATCH_OUTCOME_DRAW, -1);
      return TRUE;
    }
  index = find_objective (self, (guint) winner, TACTICS_OBJECTIVE_MOST_POINTS);
  if (index >= 0)
    mark_met (self, (guint) winner, (guint) index);
  self->deciding_player = winner;
  self->deciding_objective = index;
  self->decided_by_points = TRUE;
  tactics_match_finish (self, TACTICS_MATCH_OUTCOME_WIN, winner);
  return TRUE;
}

/* Whether the last command, a move, met an objective: undoing it would
 * have to take the objective back, so it may not be undone. */
gboolean
tactics_match_last_move_judged (TacticsMatch *self)
{
  for (guint i = self->events->len; i > 0; i--)
    {
      TacticsEventKind kind = g_array_index (self->events, TacticsEvent, i - 1).kind;

      if (kind == TACTICS_EVENT_UNIT_MOVED)
        return FALSE;
      if (kind == TACTICS_EVENT_OBJECTIVE_MET || kind == TACTICS_EVENT_OBJECTIVE_FAILED ||
          kind == TACTICS_EVENT_OBJECTIVE_PROGRESS)
        return TRUE;
    }
  return FALSE;
}

/* Queries */

/**
 * tactics_match_get_n_objectives:
 * @self: a match
 * @player: the index of a player
 *
 * Counts the objectives of @player's side.
 *
 * Returns: the number of objectives of @player's side; 0 in a plain match
 *   or for a side that plays to eliminate every enemy
 */
guint
tactics_match_get_n_objectives (TacticsMatch *self,
                                guint        player)
{
  g_return_val_if_fail (TACTICS_IS_MATCH (self), 0);

  if (self->scenario == NULL || player >= self->players->len)
    return 0;
  return g_list_model_get_n_items (tactics_side_get_objectives (side_of (self, player)));
}

static guint
count_enemies (TacticsMatch *self,
               guint        player,
               guint       *out)
{
  guint n = 0;

  *out = 0;
  for (guint p = 0; p < self->players->len; p++)
    if (p != player)
      {
        n++;
        *out += tactics_player_is_out (match_player (self, p));
      }
  return n;
}

/**
 * tactics_match_get_objective_state:
 * @self: a match
 * @player: the index of a player
 * @index: the position of the objective in the side's objectives
 * @progress: (out) (optional): the rounds counted so far for hold-region and
 *   survive-rounds, the enemy sides put out for eliminate-all, else 0 (1
 *   once met)
 * @goal: (out) (optional): the rounds needed, the enemy sides to put out,
 *   else 1
 *
 * Tells where one objective of @player's side stands.
 *
 * Returns: pending, met or failed
 */
TacticsObjectiveState
tactics_match_get_objective_state (TacticsMatch *self,
                                   guint        player,
                                   guint        index,
                                   guint       *progress,
                                   guint       *goal)
{
  TacticsObjectiveKind kind;
  TacticsObjectiveState state;
  guint done, needed;

  g_return_val_if_fail (TACTICS_IS_MATCH (self), TACTICS_OBJECTIVE_STATE_PENDING);
  g_return_val_if_fail (index < tactics_match_get_n_objectives (self, player),
                        TACTICS_OBJECTIVE_STATE_PENDING);

  /* Before the start the objectives are not resolved yet: all pending. */
  kind = tactics_objective_get_kind (objective_of (self, player, index));
  state = self->objectives[player] != NULL ? self->objectives[player][index].state
                                           : TACTICS_OBJECTIVE_STATE_PENDING;
  switch (kind)
    {
    case TACTICS_OBJECTIVE_HOLD_REGION:
    case TACTICS_OBJECTIVE_SURVIVE_ROUNDS:
      done = self->objectives[player] != NULL ? self->objectives[player][index].progress : 0;
      needed = tactics_objective_get_rounds (objective_of (self, player, index));
      break;
    case TACTICS_OBJECTIVE_ELIMINATE_ALL:
      needed = count_enemies (self, player, &done);
      break;
    default:
      done = state == TACTICS_OBJECTIVE_STATE_MET;
      needed = 1;
      break;
    }
  if (progress != NULL)
    *progress = done;
  if (goal != NULL)
    *goal = needed;
  return state;
}

/**
 * tactics_match_get_points:
 * @self: a match
 * @player: the index of a player
 *
 * Gives the points @player's side has scored.
 *
 * Returns: the points @player's side has scored (see
 *   tactics_match_is_points_game())
 */
guint
tactics_match_get_points (TacticsMatch *self,
                          guint        player)
{
  g_return_val_if_fail (TACTICS_IS_MATCH (self), 0);
  g_return_val_if_fail (player < TACTICS_MAX_PLAYERS, 0);
  return self->points[player];
}

/**
 * tactics_match_dup_objective_progress:
 * @self: a match
 * @player: the index of a player
 * @index: the position of the objective in the side's objectives
 *
 * Describes one objective of @player's side and how far it is, translated,
 * with the scenario's names, for an objectives panel: "Hold the Old Tower:
 * 2 of 3 rounds".
 *
 * Returns: (transfer full): the text
 */
char *
tactics_match_dup_objective_progress (TacticsMatch *self,
                                      guint        player,
                                      guint        index)
{
  guint progress, goal;

  g_return_val_if_fail (TACTICS_IS_MATCH (self), NULL);
  g_return_val_if_fail (index < tactics_match_get_n_objectives (self, player), NULL);

  tactics_match_get_objective_state (self, player, index, &progress, &goal);
  return tactics_match_dup_objective_progress_at (self, player, index, progress, goal);
}

/**
 * tactics_match_dup_objective_progress_at:
 * @self: a match
 * @player: the index of a player
 * @index: the position of the objective in the side's objectives
 * @progress: how far it stood
 * @goal: what it counted towards
 *
 * Describes one objective as tactics_match_dup_objective_progress() does,
 * standing at @progress of @goal: an objective-progress event's amount and
 * total, as it was then.
 *
 * Returns: (transfer full): the text
 */
char *
tactics_match_dup_objective_progress_at (TacticsMatch *self,
                                         guint        player,
                                         guint        index,
                                         guint        progress,
                                         guint        goal)
{
  TacticsObjective *objective;
  TacticsRegion *region;
  const TacticsPlacedUnit *placed;
  const char *region_name, *unit_name;

  g_return_val_if_fail (TACTICS_IS_MATCH (self), NULL);
  g_return_val_if_fail (index < tactics_match_get_n_objectives (self, player), NULL);

  objective = objective_of (self, player, index);
  region = tactics_objective_get_region (objective) != NULL
             ? tactics_scenario_lookup_region (self->scenario,
                                               tactics_objective_get_region (objective))
             : NULL;
  placed = tactics_objective_get_unit (objective) != NULL
             ? tactics_scenario_lookup_placed_unit (self->scenario,
                                                    tactics_objective_get_unit (objective), NULL)
             : NULL;
  region_name = region != NULL ? tactics_region_get_display_name (region) : "";
  unit_name = placed != NULL ? tactics_scenario_get_unit_name (self->scenario, placed) : "";

  switch (tactics_objective_get_kind (objective))
    {
    case TACTICS_OBJECTIVE_HOLD_REGION:
      return g_strdup_printf (g_dngettext (GETTEXT_PACKAGE,
                                           /* Translators: a region's name, then the rounds held
                                            * in a row so far and the rounds needed, e.g. "Hold
                                            * the Old Tower: 2 of 3 rounds". */
                                           "Hold %s: %u of %u round",
                                           "Hold %s: %u of %u rounds", goal),
                              region_name, progress, goal);
    case TACTICS_OBJECTIVE_REACH_REGION:
      if (placed != NULL)
        /* Translators: a unit's name, then a region's name, e.g. "Bring the King to the Old
         * Tower". */
        return g_strdup_printf (_("Bring %s to %s"), unit_name, region_name);
      /* Translators: %s is a region's name, e.g. "Reach the Old Tower". */
      return g_strdup_printf (_("Reach %s"), region_name);
    case TACTICS_OBJECTIVE_PROTECT_UNIT:
      /* Translators: %s is a unit's name, e.g. "Protect the King". */
      return g_strdup_printf (_("Protect %s"), unit_name);
    case TACTICS_OBJECTIVE_ELIMINATE_UNIT:
      /* Translators: %s is a unit's name, e.g. "Eliminate the Warlord". */
      return g_strdup_printf (_("Eliminate %s"), unit_name);
    case TACTICS_OBJECTIVE_SURVIVE_ROUNDS:
      return g_strdup_printf (g_dngettext (GETTEXT_PACKAGE,
                                           /* Translators: the rounds survived so far, then the
                                            * rounds needed, e.g. "Survive: 4 of 10 rounds". */
                                           "Survive: %u of %u round",
                                           "Survive: %u of %u rounds", goal),
                              progress, goal);
    case TACTICS_OBJECTIVE_MOST_POINTS:
      return g_strdup_printf (g_dngettext (GETTEXT_PACKAGE,
                                           /* Translators: %u is the points the side has scored,
                                            * e.g. "Most points: 5 points so far". */
                                           "Most points: %u point so far",
                                           "Most points: %u points so far",
                                           self->points[player]),
                              self->points[player]);
    case TACTICS_OBJECTIVE_ELIMINATE_ALL:
    default:
      return g_strdup_printf (g_dngettext (GETTEXT_PACKAGE,
                                           /* Translators: the enemy sides out so far, then all
                                            * the enemy sides, e.g. "Eliminate every enemy: 1 of
                                            * 3 sides out". */
                                           "Eliminate every enemy: %u of %u side out",
                                           "Eliminate every enemy: %u of %u sides out", goal),
                              progress, goal);
    }
}

/**
 * tactics_match_get_deciding_objective:
 * @self: a match that is over
 * @player: (out) (optional): the side that met or failed the deciding
 *   objective, or the winner; -1 when nothing decided the match
 * @index: (out) (optional): the objective's position in that side's
 *   objectives, or -1 when elimination or points decided it
 *
 * Tells what decided a match that is over: an objective met or failed,
 * elimination, or the points of a side without a most-points objective of
 * its own (tactics_match_is_decided_by_points() tells which).
 *
 * Returns: %TRUE when something decided the match, %FALSE while it goes
 *   on, when it is unfinished or a draw
 */
gboolean
tactics_match_get_deciding_objective (TacticsMatch *self,
                                      int         *player,
                                      int         *index)
{
  gboolean decided;

  g_return_val_if_fail (TACTICS_IS_MATCH (self), FALSE);

  decided = self->phase == TACTICS_MATCH_PHASE_OVER && self->deciding_player >= 0;
  if (player != NULL)
    *player = decided ? self->deciding_player : -1;
  if (index != NULL)
    *index = decided ? self->deciding_objective : -1;
  return decided;
}

/**
 * tactics_match_is_decided_by_points:
 * @self: a match
 *
 * Tells whether points decided the match.
 *
 * Returns: %TRUE when a points game was won on points at its round limit,
 *   whether or not the winner had a most-points objective
 */
gboolean
tactics_match_is_decided_by_points (TacticsMatch *self)
{
  g_return_val_if_fail (TACTICS_IS_MATCH (self), FALSE);

  return self->phase == TACTICS_MATCH_PHASE_OVER
         && self->outcome == TACTICS_MATCH_OUTCOME_WIN && self->decided_by_points;
}

/**
 * tactics_match_dup_result_line:
 * @self: a match
 *
 * Describes how the match ended in the words tools print, not translated:
 * "winner P rounds R", "draw rounds R" or "unfinished rounds R", players
 * numbered from 1. A scenario's win adds what decided it: " by PN objective
 * K KIND", " by points" or " by elimination".
 *
 * Returns: (transfer full) (nullable): the line, or %NULL while the match
 *   goes on
 */
char *
tactics_match_dup_result_line (TacticsMatch *self)
{
  GString *line;
  int player, index;

  g_return_val_if_fail (TACTICS_IS_MATCH (self), NULL);

  switch (self->outcome)
    {
    case TACTICS_MATCH_OUTCOME_WIN:
      line = g_string_new (NULL);
      g_string_printf (line, "winner %d rounds %u", self->winner + 1, tactics_match_get_round (self));
      if (self->scenario != NULL && tactics_match_get_deciding_objective (self, &player, &index))
        {
          if (index < 0)
            g_string_append (line, self->decided_by_points ? " by points" : " by elimination");
          else
            g_string_append_printf (line, " by P%d objective %d %s", player + 1, index + 1,
                                    tactics_enum_to_string (TACTICS_TYPE_OBJECTIVE_KIND,
                                                            (int) tactics_objective_get_kind (
                                                              objective_of (self, (guint) player,
                                                                            (guint) index))));
        }
      return g_string_free (line, FALSE);
    case TACTICS_MATCH_OUTCOME_DRAW:
      return g_strdup_printf ("draw rounds %u", tactics_match_get_round (self));
    case TACTICS_MATCH_OUTCOME_UNFINISHED:
      return g_strdup_printf ("unfinished rounds %u", tactics_match_get_round (self));
    case TACTICS_MATCH_OUTCOME_NONE:
    default:
      return NULL;
    }
}
