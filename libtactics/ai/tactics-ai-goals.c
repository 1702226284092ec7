/* SPDX-License-Identifier: GPL-3.0-or-later */
#include "config.h"

#include <string.h>

#include "tactics-ai-private.h"
#include "tactics-ai.h"
#include "tactics-geometry-enums.h"
#include "tactics-geometry.h"
#include "tactics-match.h"
#include "tactics-model-enums.h"
#include "tactics-objective.h"
#include "tactics-region.h"
#include "tactics-scenario.h"
#include "tactics-side.h"
#include "tactics-unit.h"

/* Playing to a scenario's objectives: every pending objective, the side's
 * own and its enemies', turns into places to go (a region to hold or
 * reach, an enemy unit to hunt), units whose danger counts more (one to
 * protect, one an enemy hunts) and units worth more to strike (the named
 * target, the unit an enemy must protect, enemies standing in a region to
 * hold). A plain match, or one in which no side has objectives, has none
 * of these, and the computer plays exactly as it always did. */

/* The share of its value a unit gives up per turn of walking still needed
 * to a goal, in multiples of the level's pull towards the enemy: an
 * objective wins the match, so it pulls harder than a fight does. */
#define GOAL_ADVANCE 2.0f
/* How much more striking a unit is worth when taking it wins the match. */
#define WINNING_TARGET 4.0f
/* What ending a turn where the match is won is worth, in shares of the
 * unit's value: more than anything else it could do. */
#define WINNING_MOVE 1000.0f
/* How much of the strongest enemy's reply a unit walking to a region of
 * its own side's objectives takes for granted: some, whatever the level,
 * but less than where it closes in on a unit or blocks the enemy's
 * region, where it must get there first. */
#define OWN_REGION_IGNORE 0.5f
/* An enemy's objective matters less than one's own, but blocking it still
 * matters. */
#define ENEMY_GOAL 0.6f

static TacticsObjective *
objective_of (TacticsScenario *scenario,
              guint            player,
              guint            index)
{
  TacticsSide *side = tactics_scenario_get_side (scenario, player);
  g_autoptr(TacticsObjective) objective = NULL;

  if (side == NULL)
    return NULL;
  objective = g_list_model_get_item (tactics_side_get_objectives (side), index);
  return objective;
}

/* The match's id of the pre-placed unit @id, or -1. */
static int
placed_unit_id (TacticsMatch *match,
                const char   *id)
{
  TacticsUnit *unit = tactics_match_lookup_placed_unit (match, id);

  return unit != NULL ? (int) tactics_unit_get_id (unit) : -1;
}

static AiGoal *
add_region_goal (AiGoals         *goals,
                 TacticsScenario *scenario,
                 const char      *region_id,
                 int              unit,
                 float            weight,
                 float            stay)
{
  TacticsRegion *region = tactics_scenario_lookup_region (scenario, region_id);
  const TacticsCell *cells;
  guint n_cells;
  AiGoal goal;

  if (region == NULL)
    return NULL;
  cells = tactics_region_get_cells (region, &n_cells);
  if (n_cells == 0)
    return NULL;
  goal.key = g_strconcat ("region:", region_id, NULL);
  goal.cells = g_array_sized_new (FALSE, FALSE, sizeof (TacticsCell), n_cells);
  g_array_append_vals (goal.cells, cells, n_cells);
  goal.beside = FALSE;
  goal.unit = unit;
  goal.weight = weight;
  goal.stay = stay;
  goal.ignore = OWN_REGION_IGNORE;
  goal.wins = FALSE;
  g_array_append_val (goals->goals, goal);
  return &g_array_index (goals->goals, AiGoal, goals->goals->len - 1);
}

/* The enemy's region: any unit may stand in its way. */
static void
block_region (AiGoals         *goals,
              TacticsScenario *scenario,
              const char      *region_id,
              float            stay)
{
  AiGoal *goal = add_region_goal (goals, scenario, region_id, -1, ENEMY_GOAL, stay);

  if (goal != NULL)
    goal->ignore = 1.0f;
}

static void
add_hunt_goal (AiGoals          *goals,
               const AiUnitInfo *target,
               float             weight)
{
  AiGoal goal;

  goal.key = g_strdup_printf ("unit:%u", target->id);
  goal.cells = g_array_sized_new (FALSE, FALSE, sizeof (TacticsCell), 1);
  g_array_append_val (goal.cells, target->cell);
  goal.beside = TRUE;
  goal.unit = -1;
  goal.weight = weight;
  goal.stay = 0.0f;
  goal.ignore = 1.0f;
  goal.wins = FALSE;
  g_array_append_val (goals->goals, goal);
}

static void
raise_scale (float *scale,
       float  value)
{
  *scale = MAX (*scale, value);
}

/* Enemies standing in a region to hold keep it from being held, or are
 * holding it: they are worth more to strike. */
static void
value_intruders (AiBoard         *board,
                 TacticsScenario *scenario,
                 const char      *region_id,
                 float            scale)
{
  TacticsRegion *region = tactics_scenario_lookup_region (scenario, region_id);

  if (region == NULL)
    return;
  for (guint id = 0; id < board->n_units; id++)
    {
      const AiUnitInfo *unit = &board->units[id];

      if (unit->on_board && unit->owner != board->me &&
          tactics_region_contains (region, unit->cell))
        raise_scale (&board->goals.target_scale[id], scale);
    }
}

static gboolean
side_in (const AiBoard *board,
         guint          player)
{
  for (guint id = 0; id < board->n_units; id++)
    if ((board->units[id].on_board || board->units[id].hidden) &&
        board->units[id].owner == player)
      return TRUE;
  return FALSE;
}

/* The weight of @objective among mine: in a points game, by its points. */
static float
own_weight (TacticsObjective *objective,
            guint             max_points)
{
  if (max_points == 0)
    return 1.0f;
  return 0.5f + 0.5f * (float) tactics_objective_get_points (objective) / (float) max_points;
}

static void
read_objective (AiBoard          *board,
                TacticsScenario  *scenario,
                guint             player,
                guint             index,
                guint             max_points)
{
  AiGoals *goals = &board->goals;
  TacticsObjective *objective = objective_of (scenario, player, index);
  gboolean mine = player == board->me;
  guint progress = 0, needed = 1;
  const char *region;
  int unit;
  float share;

  if (objective == NULL ||
      tactics_match_get_objective_state (board->match, player, index, &progress, &needed) !=
        TACTICS_OBJECTIVE_STATE_PENDING)
    return;
  region = tactics_objective_get_region (objective);
  unit = placed_unit_id (board->match, tactics_objective_get_unit (objective));
  /* Under fog a unit not seen counts where it was last seen, if anywhere. */
  if (unit >= 0 && (guint) unit < board->n_units && !board->units[unit].on_board &&
      !(board->units[unit].hidden && ai_on_board (board, board->units[unit].cell)))
    unit = -1;
  share = (float) progress / (float) MAX (1u, needed);

  switch (tactics_objective_get_kind (objective))
    {
    case TACTICS_OBJECTIVE_HOLD_REGION:
      /* The nearer the count, the more standing in it is worth. */
      if (mine)
        {
          add_region_goal (goals, scenario, region, -1, own_weight (objective, max_points),
                           0.3f + 0.4f * share);
          value_intruders (board, scenario, region, 2.0f);
        }
      else
        {
          block_region (goals, scenario, region, 0.25f + 0.5f * share);
          value_intruders (board, scenario, region, 1.0f + share);
        }
      goals->active = TRUE;
      break;
    case TACTICS_OBJECTIVE_REACH_REGION:
      if (mine)
        {
          /* Only the named unit counts when there is one. */
          if (tactics_objective_get_unit (objective) != NULL && unit < 0)
            break;
          AiGoal *goal = add_region_goal (goals, scenario, region, unit,
                                          1.5f * own_weight (objective, max_points), 1.0f);

          /* Unless points decide, getting there ends the match. */
          if (goal != NULL)
            goal->wins = max_points == 0;
        }
      else
        {
          block_region (goals, scenario, region, 0.2f);
          if (unit >= 0)
            {
              raise_scale (&goals->target_scale[unit], 2.0f);
              add_hunt_goal (goals, &board->units[unit], ENEMY_GOAL);
            }
        }
      goals->active = TRUE;
      break;
    case TACTICS_OBJECTIVE_PROTECT_UNIT:
      if (unit < 0)
        break;
      if (mine)
        {
          raise_scale (&goals->risk_scale[unit], AI_PRECIOUS_RISK);
          goals->enemy_pull[unit] = 0.0f;
        }
      else
        {
          raise_scale (&goals->target_scale[unit], WINNING_TARGET);
          add_hunt_goal (goals, &board->units[unit], 0.8f);
        }
      goals->active = TRUE;
      break;
    case TACTICS_OBJECTIVE_ELIMINATE_UNIT:
      if (unit < 0)
        break;
      if (mine)
        {
          raise_scale (&goals->target_scale[unit], WINNING_TARGET);
          add_hunt_goal (goals, &board->units[unit], own_weight (objective, max_points));
        }
      else if (board->units[unit].owner == board->me)
        {
          raise_scale (&goals->risk_scale[unit], AI_PRECIOUS_RISK);
          goals->enemy_pull[unit] = 0.0f;
        }
      goals->active = TRUE;
      break;
    case TACTICS_OBJECTIVE_SURVIVE_ROUNDS:
      /* Time is on its side: keep the army, let the enemy come, unless
       * it has more to do than last. */
      if (mine && tactics_match_get_n_objectives (board->match, board->me) == 1)
        {
          for (guint id = 0; id < board->n_units; id++)
            if (board->units[id].owner == board->me)
              {
                raise_scale (&goals->risk_scale[id], 1.5f);
                goals->enemy_pull[id] = MIN (goals->enemy_pull[id], 0.3f);
              }
        }
      else if (!mine)
        {
          /* Time is against it: it must go in. */
          goals->min_boldness = MAX (goals->min_boldness, 0.3f);
        }
      goals->active = TRUE;
      break;
    case TACTICS_OBJECTIVE_ELIMINATE_ALL:
    case TACTICS_OBJECTIVE_MOST_POINTS:
    default:
      break;
    }
}

void
ai_goals_init (AiBoard *board)
{
  AiGoals *goals = &board->goals;
  TacticsScenario *scenario = tactics_match_get_scenario (board->match);
  guint n_players, max_points = 0;

  memset (goals, 0, sizeof (*goals));
  if (scenario == NULL)
    return;

  goals->goals = g_array_new (FALSE, FALSE, sizeof (AiGoal));
  goals->risk_scale = g_new (float, board->n_units);
  goals->target_scale = g_new (float, board->n_units);
  goals->enemy_pull = g_new (float, board->n_units);
  for (guint id = 0; id < board->n_units; id++)
    {
      goals->risk_scale[id] = 1.0f;
      goals->target_scale[id] = 1.0f;
      goals->enemy_pull[id] = 1.0f;
    }

  /* In a points game (any side's objectives make it one) an objective
   * weighs by the points it scores, and reaching a region wins nothing. */
  if (tactics_match_is_points_game (board->match))
    max_points = 1;
  if (max_points > 0)
    for (guint i = 0; i < tactics_match_get_n_objectives (board->match, board->me); i++)
      {
        TacticsObjective *objective = objective_of (scenario, board->me, i);

        if (objective != NULL)
          max_points = MAX (max_points, tactics_objective_get_points (objective));
      }

  n_players = tactics_match_get_n_players (board->match);
  for (guint p = 0; p < n_players; p++)
    {
      if (!side_in (board, p))
        continue;
      for (guint i = 0; i < tactics_match_get_n_objectives (board->match, p); i++)
        read_objective (board, scenario, p, i, max_points);
    }
}

void
ai_goals_clear (AiGoals *goals)
{
  if (goals->goals != NULL)
    {
      for (guint i = 0; i < goals->goals->len; i++)
        {
          AiGoal *goal = &g_array_index (goals->goals, AiGoal, i);

          g_free (goal->key);
          g_array_unref (goal->cells);
        }
      g_array_unref (goals->goals);
    }
  g_free (goals->risk_scale);
  g_free (goals->target_scale);
  g_free (goals->enemy_pull);
  memset (goals, 0, sizeof (*goals));
}

/* What ending its turn on @cell is worth to @unit by its best goal: the
 * share for standing in it, minus the walk still needed. FALSE when no
 * goal it can walk to is for it. @daring gets how much less the danger
 * on @cell counts for a unit standing in a region to hold or block (0 to
 * 1), left as it is elsewhere. */
gboolean
ai_goals_position_score (TacticsAi        *self,
                         const AiBoard    *board,
                         const AiUnitInfo *unit,
                         TacticsCell       cell,
                         float            *score,
                         float            *daring,
                         float            *ignore)
{
  const AiGoals *goals = &board->goals;
  gboolean found = FALSE;
  float best = 0.0f;

  if (!goals->active)
    return FALSE;
  for (guint i = 0; i < goals->goals->len; i++)
    {
      const AiGoal *goal = &g_array_index (goals->goals, AiGoal, i);
      AiDistanceField *field;
      int walk;
      float worth;

      if (goal->unit >= 0 && (guint) goal->unit != unit->id)
        continue;
      /* A unit the enemy hunts keeps away from it, unless it has
       * somewhere to be. */
      if (goal->beside && goals->enemy_pull[unit->id] == 0.0f)
        continue;
      field = ai_goal_distances_for (self, board, goal, unit);
      walk = ai_distance_field_get (field, board, cell);
      if (walk == AI_UNREACHABLE)
        continue;
      if (goal->beside)
        {
          /* A unit that strikes from afar need not come all the way. */
          int reach = unit->attack_range > 0 ? unit->attack_range - 1 : 2;

          walk = MAX (0, walk - reach);
        }
      /* Every goal is worth its weight, less the walk to it: between two
       * goals as far, the one that matters more wins. */
      worth = goal->weight * unit->value *
              (1.0f + (walk == 0 ? goal->stay : 0.0f) -
               GOAL_ADVANCE * self->weights->advance * (float) walk / (float) MAX (1u, unit->move));
      /* Whatever the danger there, the match is over. */
      if (walk == 0 && goal->wins)
        worth = WINNING_MOVE * unit->value;
      else if (walk == 0 && !goal->beside && goals->risk_scale[unit->id] < AI_PRECIOUS_RISK)
        *daring = MAX (*daring, MIN (1.0f, goal->stay));
      if (!found || worth > best)
        {
          best = worth;
          *ignore = goal->ignore;
        }
      found = TRUE;
    }
  if (found)
    *score = best;
  return found;
}

/* A placement cell for @unit as near as may be to a region its side must
 * hold or reach; FALSE when the side has no such region. */
gboolean
ai_goals_placement (TacticsMatch *match,
                    guint         player,
                    guint         unit,
                    TacticsCell  *cell)
{
  TacticsScenario *scenario = tactics_match_get_scenario (match);
  TacticsMetric metric;
  g_autoptr(GArray) cells = NULL;
  g_autoptr(GArray) targets = NULL;
  int best = G_MAXINT;

  if (scenario == NULL)
    return FALSE;
  targets = g_array_new (FALSE, FALSE, sizeof (TacticsCell));
  for (guint i = 0; i < tactics_match_get_n_objectives (match, player); i++)
    {
      TacticsObjective *objective = objective_of (scenario, player, i);
      TacticsObjectiveKind kind;
      TacticsRegion *region;
      const TacticsCell *region_cells;
      guint n_cells;

      if (objective == NULL)
        continue;
      kind = tactics_objective_get_kind (objective);
      /* The army is never the unit a reach names: those are pre-placed. */
      if (kind != TACTICS_OBJECTIVE_HOLD_REGION &&
          (kind != TACTICS_OBJECTIVE_REACH_REGION || tactics_objective_get_unit (objective) != NULL))
        continue;
      region = tactics_scenario_lookup_region (scenario, tactics_objective_get_region (objective));
      if (region == NULL)
        continue;
      region_cells = tactics_region_get_cells (region, &n_cells);
      g_array_append_vals (targets, region_cells, n_cells);
    }
  if (targets->len == 0)
    return FALSE;

  metric = tactics_match_get_movement_metric (match);
  cells = g_array_new (FALSE, FALSE, sizeof (TacticsCell));
  tactics_match_get_placement_cells (match, tactics_match_get_unit (match, unit), cells);
  for (guint i = 0; i < cells->len; i++)
    {
      TacticsCell here = g_array_index (cells, TacticsCell, i);

      for (guint t = 0; t < targets->len; t++)
        {
          int distance = tactics_distance (metric, here, g_array_index (targets, TacticsCell, t));

          if (distance < best)
            {
              best = distance;
              *cell = here;
            }
        }
    }
  return best != G_MAXINT;
}
