/* SPDX-License-Identifier: GPL-3.0-or-later */
#include "config.h"

#include "tactics-action.h"
#include "tactics-ai-private.h"
#include "tactics-ai.h"
#include "tactics-command.h"
#include "tactics-geometry-enums.h"
#include "tactics-geometry.h"
#include "tactics-match.h"
#include "tactics-pattern.h"
#include "tactics-reach.h"
#include "tactics-search-private.h"

/* Planning one unit's step: where to end its turn and what to do on the
 * way, weighed by what it deals, what it risks and how far it still has to
 * walk. */

/* What ending its turn on @cell is worth to @unit: minus the damage it
 * may take there, minus the walk still needed to reach the enemy. */
static float
position_score (TacticsAi         *self,
                const AiBoard     *board,
                const AiUnitInfo  *unit,
                AiDistanceField   *distance,
                TacticsCell        cell,
                float              ignore,
                const AiActChoice *act,
                float              answered)
{
  const AiWeights *w = self->weights;
  int index = ai_index_of (board, cell);
  AiThreat threat = ai_board_threat (board, index);
  int walk_cost;
  float caution = 1.0f - self->boldness;
  float risk, hp, goal = 0.0f, daring = 0.0f, goal_ignore = 0.0f, score = 0.0f;
  gboolean has_goal = ai_goals_position_score (self, board, unit, cell, &goal, &daring,
                                               &goal_ignore);

  ignore += (1.0f - ignore) * self->boldness;
  /* A unit going for an objective takes a single enemy's reply for
   * granted at every level: waiting out of reach loses the race to it.
   * Standing in a region the match turns on is worth more danger still,
   * the more the objective needs it. */
  if (has_goal)
    ignore = MAX (ignore, goal_ignore);
  caution *= 1.0f - 0.5f * daring;
  /* A unit whose loss decides the match takes no reply for granted and
   * grows no bolder. */
  if (board->goals.active && board->goals.risk_scale[unit->id] >= AI_PRECIOUS_RISK)
    {
      ignore = 0.0f;
      caution = board->goals.risk_scale[unit->id];
    }
  risk = threat.sum - ignore * threat.max;

  /* Enemies this very action finishes off will not strike back; each
   * blow is lowered by the unit's resistance to it. */
  if (threat.sum > 0.0f && ((act != NULL && act->n_killed > 0) || (board->combat && unit->resists)))
    {
      float sum = 0.0f, strongest = 0.0f;

      for (guint id = 0; id < board->n_units; id++)
        {
          const AiUnitInfo *enemy = &board->units[id];
          gboolean killed = FALSE;
          float damage;

          /* Enemies remembered in the fog count as they were seen. */
          if ((!enemy->on_board && !enemy->hidden) || enemy->owner == board->me)
            continue;
          for (guint k = 0; act != NULL && k < act->n_killed && !killed; k++)
            killed = act->killed[k] == (int) id;
          if (killed)
            continue;
          damage = ai_threat_of (self, id, index) * ai_combat_threat_share (board, enemy, unit);
          sum += damage;
          strongest = MAX (strongest, damage);
        }
      risk = sum - ignore * strongest;
    }

  /* Good ground takes its defence off every blow (the threat is in bare
   * amounts). */
  if (board->combat)
    {
      int defence = ai_combat_defence (board, unit, cell);

      if (defence > 0)
        risk *= (float) (100 - defence) / 100.0f;
    }

  /* What the answers to its blow leave it (effect_score() weighs their
   * damage itself). */
  hp = (float) unit->hp - answered;
  if (risk > 0.0f && hp > 0.0f)
    {
      score -= caution * w->risk * MIN (risk, hp) / (float) unit->max_hp * unit->value;
      if (risk >= hp)
        score -= caution * w->death * unit->value;
    }

  /* A unit with an objective to go for walks there rather than to the
   * enemy. */
  if (has_goal)
    return score + goal;
  if (board->goals.active && board->goals.enemy_pull[unit->id] == 0.0f)
    return score;
  walk_cost = ai_distance_field_get (distance, board, cell);
  if (walk_cost != AI_UNREACHABLE)
    {
      /* A unit that strikes from afar need not come all the way; one
       * scouting must go and look. */
      int reach = board->scouting ? 0 : unit->attack_range > 0 ? unit->attack_range - 1 : 2;
      int walk = MAX (0, walk_cost - reach);

      score -= (board->goals.active ? board->goals.enemy_pull[unit->id] : 1.0f) *
               w->advance * unit->value * (float) walk / (float) MAX (1u, unit->move);
    }
  return score;
}

/* Under fog a cell out of sight may hide an enemy, and so may a way
 * through such cells: the sturdiest unit, or one with allies at hand, goes
 * first into the unknown, and the others follow where it has looked. What
 * walking to @cell blind costs @unit (0 when the way is all in sight); the
 * unit's reach is in self->reach. */
static float
blind_cost (TacticsAi        *self,
            const AiBoard    *board,
            const AiUnitInfo *unit,
            TacticsCell       cell)
{
  float cost = (1.0f - self->boldness) * AI_BLIND_STEP * unit->value *
               board->blind_risk[unit->id];

  if (cost <= 0.0f)
    return 0.0f;
  if (!tactics_view_is_visible (board->view, cell))
    return cost;
  /* A way through unseen cells risks half as much: the unit stops in
   * front of what it meets, on a cell it chose to be seen. */
  g_array_set_size (self->cells, 0);
  tactics_reach_get_path (self->reach, cell, self->cells);
  for (guint i = 0; i < self->cells->len; i++)
    if (!tactics_view_is_visible (board->view, g_array_index (self->cells, TacticsCell, i)))
      return 0.5f * cost;
  return 0.0f;
}

/* What @unit standing on @from gains by aiming action @k at @focus. */
static float
effect_score (TacticsAi          *self,
              const AiBoard      *board,
              const AiUnitInfo   *unit,
              const AiActionInfo *action,
              TacticsCell         from,
              TacticsCell         focus,
              AiActChoice        *kills)
{
  const AiWeights *w = self->weights;
  float score = 0.0f;

  kills->n_killed = 0;
  kills->answered = 0.0f;
  g_array_set_size (self->cells, 0);
  tactics_pattern_get_effect (&action->pattern, from, focus, self->cells);
  for (guint c = 0; c < self->cells->len; c++)
    {
      TacticsCell cell = g_array_index (self->cells, TacticsCell, c);
      const AiUnitInfo *target;
      TacticsCell target_cell = cell;
      int occupant;
      gboolean friend;
      float scale;
      int hp_after;

      if (cell.x == from.x && cell.y == from.y)
        {
          target = unit;
        }
      else
        {
          occupant = ai_board_occupant (board, ai_index_of (board, cell));
          /* The unit's own old cell is empty once it has moved. */
          if (occupant < 0 || (guint) occupant == unit->id)
            continue;
          target = &board->units[occupant];
        }
      if (!tactics_affects_owner (action->affects, unit->owner, target->owner))
        continue;
      friend = target->owner == unit->owner;
      /* What the objectives make of it: a unit to protect, one to take. */
      scale = !board->goals.active ? 1.0f
              : friend ? board->goals.risk_scale[target->id]
              : board->goals.target_scale[target->id];

      /* What the match would leave of the target, by the match's own sum. */
      hp_after = tactics_effect_hp_after (action->heal ? TACTICS_EFFECT_HEAL
                                                       : TACTICS_EFFECT_DAMAGE,
                                          (guint) ai_combat_damage (board, action, target,
                                                                    target_cell),
                                          target->hp, target->max_hp);
      if (action->heal)
        {
          int gain = hp_after - target->hp;
          float worth = (float) gain / (float) target->max_hp * target->value * w->heal;

          worth *= scale;
          score += friend ? worth : -worth;
        }
      else
        {
          int dealt = target->hp - MAX (hp_after, 0);
          float worth = (float) dealt / (float) target->max_hp * target->value;

          if (hp_after <= 0)
            {
              worth += w->kill * target->value;
              if (!friend && kills->n_killed < AI_MAX_KILLS)
                kills->killed[kills->n_killed++] = (int) target->id;
            }
          else if (!friend && w->team_kill > 0.0f)
            {
              float others = board->support[target->id] -
                             board->potential[unit->id * board->n_units + target->id];

              /* The others' support may finish what this leaves. */
              if (others >= (float) hp_after)
                worth += w->team_kill * w->kill * target->value *
                         (float) dealt / (float) target->hp;
            }
          worth *= scale;
          /* A blow that may miss is worth its chance, and finishes no
           * one for sure. */
          if (board->hit_chance < 100)
            {
              worth *= (float) board->hit_chance / 100.0f;
              if (hp_after <= 0 && !friend && kills->n_killed > 0)
                kills->n_killed--;
            }
          score += friend ? -w->friendly_fire * worth : worth;

          /* An enemy left standing answers from where it stands. */
          if (!friend && action->provokes && (hp_after > 0 || board->hit_chance < 100))
            kills->answered += (float) ai_combat_answer (board, target, unit, from) *
                               (float) board->hit_chance / 100.0f;
        }
    }

  /* What the answers take, weighed like any other damage; the worst is
   * losing the unit to them. Like any danger, it counts less as the
   * player grows bold: two sides that each find every blow answered
   * evenly would otherwise never strike. */
  if (kills->answered > 0.0f)
    {
      float taken = MIN (kills->answered, (float) unit->hp);
      float cost = taken / (float) unit->max_hp * unit->value;

      if (kills->answered >= (float) unit->hp)
        cost += (w->kill + w->death) * unit->value;
      score -= (1.0f - self->boldness) * cost;
    }
  return score;
}

/* The best thing @unit can do from @from, or a score of 0 when nothing is
 * worth doing. Only foci near a unit the action matters to are tried. */
static AiActChoice
best_action (TacticsAi        *self,
             const AiBoard    *board,
             const AiUnitInfo *unit,
             TacticsCell       from)
{
  AiActChoice best = { 0.0f, 0, { 0, 0 }, 0, { 0 }, 0.0f };
  AiActChoice candidate;

  for (guint k = 0; k < unit->n_actions; k++)
    {
      const AiActionInfo *action = ai_action_of (board, unit, k);
      TacticsMetric metric = action->pattern.metric;
      int reach = (int) action->pattern.range_max + action->spread;
      int spread = action->spread;
      int spread_x = board->topology == TACTICS_TOPOLOGY_HEX ? spread + (spread + 1) / 2 : spread;

      tactics_cell_table_clear (&self->seen);

      for (guint id = 0; id < board->n_units; id++)
        {
          const AiUnitInfo *anchor = &board->units[id];
          TacticsCell anchor_cell;
          gboolean friend;

          if (!anchor->on_board)
            continue;
          anchor_cell = id == unit->id ? from : anchor->cell;
          friend = anchor->owner == unit->owner;
          /* Damage is aimed at enemies and healing at wounded allies; other
           * units only count where the effect happens to fall. */
          if (action->heal ? (!friend || anchor->hp >= anchor->max_hp) : friend)
            continue;
          if (!tactics_affects_owner (action->affects, unit->owner, anchor->owner))
            continue;
          if (tactics_distance (metric, from, anchor_cell) > reach)
            continue;

          for (int dy = -spread; dy <= spread; dy++)
            for (int dx = -spread_x; dx <= spread_x; dx++)
              {
                TacticsCell focus = { anchor_cell.x + dx, anchor_cell.y + dy };
                gboolean added;
                float score;

                if (!ai_on_board (board, focus))
                  continue;
                tactics_cell_table_insert (&self->seen, (guint32) ai_index_of (board, focus), 0,
                                           &added);
                if (!added)
                  continue;
                if (spread > 0 && tactics_distance (metric, anchor_cell, focus) > spread)
                  continue;
                if (!tactics_pattern_focus_allowed (&action->pattern, from, focus))
                  continue;
                /* Under fog the match refuses a focus the player does not
                 * see; an action is only sent once its unit stands on
                 * @from, so what is visible now is what counts then. */
                if (board->fog && !tactics_view_is_visible (board->view, focus))
                  continue;

                score = effect_score (self, board, unit, action, from, focus, &candidate);
                if (score > best.score)
                  {
                    best = candidate;
                    best.score = score;
                    best.action = k;
                    best.focus = focus;
                  }
              }
        }
    }
  return best;
}

void
ai_plan_unit (TacticsAi        *self,
              const AiBoard    *board,
              const AiUnitInfo *unit,
              AiPlan           *plan)
{
  const AiWeights *w = self->weights;
  AiDistanceField *distance = ai_distances_for (self, board, unit);
  g_autoptr(GArray) positions = g_array_new (FALSE, FALSE, sizeof (TacticsCell));
  g_autofree float *scores = NULL;
  g_autofree float *blind = NULL;
  AiActChoice here = { 0.0f, 0, { 0, 0 }, 0, { 0 }, 0.0f };
  float stay, best;
  gboolean can_act = !unit->acted && unit->n_actions > 0;
  float ignore_idle = w->ignore_idle;

  plan->unit = unit->id;
  plan->n_commands = 0;
  plan->gain = 0.0f;

  if (!unit->moved)
    {
      guint n;

      tactics_match_compute_reach (board->match, unit->unit, self->reach);
      n = tactics_reach_get_n_destinations (self->reach);
      for (guint i = 0; i < n; i++)
        {
          TacticsCell cell = tactics_reach_get_destination (self->reach, i, NULL);

          g_array_append_val (positions, cell);
        }
    }
  else
    {
      g_array_append_val (positions, unit->cell);
    }

  scores = g_new (float, positions->len);
  blind = g_new0 (float, positions->len);
  if (board->fog && !unit->moved)
    for (guint i = 0; i < positions->len; i++)
      blind[i] = blind_cost (self, board, unit, g_array_index (positions, TacticsCell, i));
  stay = position_score (self, board, unit, distance, unit->cell, ignore_idle, NULL, 0.0f);
  best = stay;
  if (can_act)
    {
      here = best_action (self, board, unit, unit->cell);
      if (here.score > 0.0f)
        {
          best = position_score (self, board, unit, distance, unit->cell, w->ignore_strongest,
                                 w->count_kills ? &here : NULL, here.answered) + here.score;
          plan->n_commands = 1;
          tactics_command_init_act (&plan->commands[0], board->me, unit->id, here.action,
                                    here.focus);
        }
    }

  /* Move, then act from there. */
  for (guint i = 0; i < positions->len; i++)
    {
      TacticsCell cell = g_array_index (positions, TacticsCell, i);
      gboolean same = cell.x == unit->cell.x && cell.y == unit->cell.y;
      AiActChoice act = { 0.0f, 0, { 0, 0 }, 0, { 0 }, 0.0f };
      float total;

      scores[i] = position_score (self, board, unit, distance, cell, ignore_idle, NULL, 0.0f) -
                  blind[i];
      if (same)
        continue;
      total = scores[i];
      if (can_act)
        {
          act = best_action (self, board, unit, cell);
          if (act.score > 0.0f)
            total = position_score (self, board, unit, distance, cell, w->ignore_strongest,
                                    w->count_kills ? &act : NULL, act.answered) + act.score -
                    blind[i];
        }
      /* A small margin keeps a unit from shuffling for nothing. */
      if (total > best + 1e-3f)
        {
          best = total;
          plan->n_commands = 0;
          tactics_command_init_move (&plan->commands[plan->n_commands++], board->me, unit->id,
                                     cell);
          if (act.score > 0.0f)
            tactics_command_init_act (&plan->commands[plan->n_commands++], board->me, unit->id,
                                      act.action, act.focus);
        }
    }

  /* Strike from here first, then step to the best place left. */
  if (w->act_then_move && can_act && !unit->moved && here.score > 0.0f)
    {
      for (guint i = 0; i < positions->len; i++)
        {
          TacticsCell cell = g_array_index (positions, TacticsCell, i);
          float after;

          if (cell.x == unit->cell.x && cell.y == unit->cell.y)
            continue;
          after = (w->count_kills && here.n_killed > 0) || here.answered > 0.0f
                    ? position_score (self, board, unit, distance, cell, ignore_idle,
                                      w->count_kills ? &here : NULL, here.answered) - blind[i]
                    : scores[i];
          if (here.score + after > best + 1e-3f)
            {
              best = here.score + after;
              plan->n_commands = 0;
              tactics_command_init_act (&plan->commands[plan->n_commands++], board->me, unit->id,
                                        here.action, here.focus);
              tactics_command_init_move (&plan->commands[plan->n_commands++], board->me,
                                         unit->id, cell);
            }
        }
    }

  plan->gain = best - stay;
}

