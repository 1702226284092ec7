/* SPDX-License-Identifier: GPL-3.0-or-later */
#include "config.h"

#include <string.h>

#include "tactics-action.h"
#include "tactics-ai-private.h"
#include "tactics-ai.h"
#include "tactics-combat.h"
#include "tactics-cost-grid.h"
#include "tactics-geometry-enums.h"
#include "tactics-geometry.h"
#include "tactics-map.h"
#include "tactics-match-private.h"
#include "tactics-match.h"
#include "tactics-model-enums.h"
#include "tactics-ruleset.h"
#include "tactics-search-private.h"
#include "tactics-unit-type.h"
#include "tactics-unit.h"

/* What the computer player knows of the board for one planning step: the
 * units and their actions, who stands where, where the enemies could
 * strike next turn, and how far each cell is from the enemy. Per-cell
 * knowledge lives in cell tables, so it costs the cells it covers. */

/* Board snapshot */

static void
add_target (AiBoard    *board,
            TacticsCell cell,
            gboolean    beside)
{
  AiTarget target = { cell, beside };

  g_array_append_val (board->targets, target);
}

/* Under fog, how little each of my units is fit to step out of sight
 * first: the sturdiest (by HP) not at all, a weaker one the more the
 * weaker it is, and half as much with two allies at hand. */
static void
compute_blind_risk (AiBoard *board)
{
  int sturdiest = 1;
  TacticsMetric metric = board->topology == TACTICS_TOPOLOGY_HEX ? TACTICS_METRIC_HEX
                                                                 : TACTICS_METRIC_CHEBYSHEV;

  board->blind_risk = g_new0 (float, board->n_units);
  for (guint id = 0; id < board->n_units; id++)
    if (board->units[id].on_board && board->units[id].owner == board->me)
      sturdiest = MAX (sturdiest, board->units[id].hp);
  for (guint id = 0; id < board->n_units; id++)
    {
      const AiUnitInfo *unit = &board->units[id];
      guint near = 0;

      if (!unit->on_board || unit->owner != board->me)
        continue;
      for (guint other = 0; other < board->n_units && near < 2; other++)
        if (other != id && board->units[other].on_board &&
            board->units[other].owner == board->me &&
            tactics_distance (metric, unit->cell, board->units[other].cell) <= 3)
          near++;
      board->blind_risk[id] = (1.0f - (float) unit->hp / (float) sturdiest) *
                              (near >= 2 ? 0.5f : 1.0f);
    }
}

/* What the walk towards the enemy aims at: the enemies seen; under fog,
 * also those remembered, and when there are none of either, places to
 * scout. */
static void
collect_targets (TacticsAi *self,
                 AiBoard   *board)
{
  guint round = tactics_match_get_round (board->match);

  for (guint id = 0; id < board->n_units; id++)
    {
      const AiUnitInfo *unit = &board->units[id];

      if (unit->on_board && unit->owner != board->me)
        add_target (board, unit->cell, TRUE);
    }
  if (!board->fog)
    return;
  for (guint id = 0; id < board->n_units; id++)
    {
      const AiUnitInfo *unit = &board->units[id];

      if (unit->hidden && ai_on_board (board, unit->cell) &&
          ai_memory_weight (ai_memory_of (self, board->me, id), round) > 0.0f)
        add_target (board, unit->cell, TRUE);
    }
  if (board->targets->len == 0)
    {
      ai_scout_targets (self, board, board->targets);
      board->scouting = board->targets->len > 0;
    }
  for (guint i = 0; i < board->targets->len; i++)
    {
      const AiTarget *target = &g_array_index (board->targets, AiTarget, i);

      board->targets_hash = board->targets_hash * 31u +
                            (guint) ai_index_of (board, target->cell) * 2u +
                            (target->beside ? 1u : 0u);
    }
}

/* An enemy the view does not show: what the player knows of it is its
 * type, and what it remembers (tactics-ai-memory.c). */
static void
hide_unit (TacticsAi  *self,
           AiBoard    *board,
           AiUnitInfo *info)
{
  const AiMemory *memory = ai_memory_of (self, board->me, info->id);

  info->on_board = FALSE;
  info->hidden = memory == NULL || !memory->fallen;
  info->moved = FALSE;
  info->acted = FALSE;
  if (memory != NULL && memory->known)
    {
      info->cell = memory->cell;
      info->hp = memory->hp;
    }
  else
    {
      info->cell = (TacticsCell) { -1, -1 };
      info->hp = info->max_hp;
    }
}

void
ai_board_init (TacticsAi    *self,
               AiBoard      *board,
               TacticsMatch *match,
               guint         me)
{
  TacticsMap *map = tactics_match_get_map (match);

  board->match = match;
  board->me = me;
  board->width = tactics_map_get_width (map);
  board->height = tactics_map_get_height (map);
  board->topology = tactics_map_get_topology (map);
  board->n_units = tactics_match_get_n_units (match);
  board->units = g_new0 (AiUnitInfo, board->n_units);
  board->actions = g_array_new (FALSE, FALSE, sizeof (AiActionInfo));
  board->occupant = &self->occupant;
  board->threatened = &self->threatened;
  board->threats = g_array_new (FALSE, FALSE, sizeof (AiThreat));
  board->potential = NULL;
  board->support = NULL;
  board->n_enemies = 0;
  board->view = tactics_match_get_view (match, me);
  board->fog = board->view != NULL && tactics_view_get_fog (board->view) != TACTICS_FOG_MODE_NONE;
  board->targets = g_array_new (FALSE, FALSE, sizeof (AiTarget));
  board->targets_hash = 0;
  board->scouting = FALSE;
  board->blind_risk = NULL;
  board->combat = self->combat_sense;
  board->map = map;
  board->hit_chance = self->combat_sense
                        ? (int) tactics_ruleset_get_hit_chance (tactics_match_get_ruleset (match))
                        : 100;
  tactics_cell_table_clear (board->occupant);
  tactics_cell_table_clear (board->threatened);

  for (guint id = 0; id < board->n_units; id++)
    {
      TacticsUnit *unit = tactics_match_get_unit (match, id);
      AiUnitInfo *info = &board->units[id];
      g_autofree const char **resistance_types = NULL;
      int power = 0;

      info->unit = unit;
      info->type = tactics_unit_get_unit_type (unit);
      info->movetype = tactics_unit_type_get_movetype (info->type);
      resistance_types = tactics_unit_type_get_resistance_types (info->type);
      info->resists = resistance_types[0] != NULL;
      info->threat_type = NULL;
      info->id = id;
      info->owner = tactics_unit_get_owner (unit);
      info->cell = tactics_unit_get_cell (unit);
      info->hp = tactics_unit_get_hp (unit);
      info->max_hp = MAX (1, tactics_unit_get_max_hp (unit));
      info->on_board = tactics_unit_is_on_board (unit);
      info->hidden = FALSE;
      info->moved = tactics_unit_has_moved (unit);
      info->acted = tactics_unit_has_acted (unit);
      /* The one place that decides what the player knows of the enemy:
       * a unit its view does not show is off its board, with what it
       * remembers of it at most. */
      if (board->fog && info->owner != me && !tactics_view_sees_unit (board->view, unit))
        hide_unit (self, board, info);
      info->move = tactics_unit_type_get_move (tactics_unit_get_unit_type (unit));
      info->attack_range = -1;
      info->first_action = board->actions->len;
      info->n_actions = tactics_match_get_n_unit_actions (match, unit);

      for (guint k = 0; k < info->n_actions; k++)
        {
          TacticsAction *action = tactics_match_get_unit_action (match, unit, k);
          AiActionInfo action_info;

          tactics_match_get_action_pattern (match, unit, k, &action_info.pattern);
          action_info.heal = tactics_action_get_effect (action) == TACTICS_EFFECT_HEAL;
          action_info.amount = (int) tactics_action_get_amount (action);
          action_info.affects = tactics_action_get_affects (action);
          action_info.damage_type = tactics_action_get_damage_type (action);
          action_info.provokes = tactics_action_provokes_answer (action);
          action_info.answers = tactics_action_may_answer (action);
          switch (action_info.pattern.shape)
            {
            case TACTICS_SHAPE_SINGLE:
              action_info.spread = 0;
              break;
            case TACTICS_SHAPE_LINEAR:
            case TACTICS_SHAPE_CIRCULAR:
            default:
              action_info.spread = (int) action_info.pattern.extent - 1;
              break;
            }
          g_array_append_val (board->actions, action_info);

          if (!action_info.heal)
            {
              if (info->threat_type == NULL || action_info.amount > power)
                info->threat_type = action_info.damage_type;
              power = MAX (power, action_info.amount);
              info->attack_range = MAX (info->attack_range,
                                        (int) action_info.pattern.range_max + action_info.spread);
            }
          else
            {
              power = MAX (power, action_info.amount / 2);
            }
        }
      info->value = (float) info->max_hp + 3.0f * (float) power;

      if (info->on_board)
        {
          gboolean added;

          tactics_cell_table_insert (board->occupant, (guint32) ai_index_of (board, info->cell),
                                     id, &added);
          if (info->owner != me)
            board->n_enemies++;
        }
    }
  ai_goals_init (board);
  collect_targets (self, board);
  if (board->fog)
    compute_blind_risk (board);
}

void
ai_board_clear (AiBoard *board)
{
  g_array_unref (board->targets);
  g_free (board->blind_risk);
  g_free (board->potential);
  g_free (board->support);
  g_free (board->units);
  g_array_unref (board->actions);
  g_array_unref (board->threats);
  ai_goals_clear (&board->goals);
}

/* Who of my units could still hit whom this turn, going by distance alone
 * (terrain ignored): enough to see which enemies a combined attack can
 * finish. */
void
ai_board_compute_support (AiBoard *board)
{
  guint n = board->n_units;

  board->potential = g_new0 (float, (gsize) n * n);
  board->support = g_new0 (float, n);
  for (guint a = 0; a < n; a++)
    {
      const AiUnitInfo *attacker = &board->units[a];

      if (attacker->owner != board->me || !attacker->on_board || attacker->acted)
        continue;
      for (guint t = 0; t < n; t++)
        {
          const AiUnitInfo *target = &board->units[t];
          float best = 0.0f;

          if (target->owner == board->me || !target->on_board)
            continue;
          for (guint k = 0; k < attacker->n_actions; k++)
            {
              const AiActionInfo *action = ai_action_of (board, attacker, k);
              int reach = (int) action->pattern.range_max + action->spread +
                          (attacker->moved ? 0 : (int) attacker->move);

              if (action->heal ||
                  !tactics_affects_owner (action->affects, attacker->owner, target->owner))
                continue;
              if (tactics_distance (action->pattern.metric, attacker->cell, target->cell) <= reach)
                best = MAX (best, (float) ai_combat_damage (board, action, target, target->cell));
            }
          board->potential[a * n + t] = best;
          board->support[t] += best;
        }
    }
}

/* Threat: where each enemy could strike next turn, going round the units
 * as they stand now. Remade at each step, since every move changes the
 * ways open to the enemy. */

/* Who stands where, for an enemy's walk as the player knows the board:
 * the player's units block it, the units of the enemy's side it can pass,
 * and cells where the player sees no one are free. */
typedef struct {
  const AiBoard *board;
  guint          owner;   /* the enemy's */
  guint          mover;
} AiOccupancyView;

static TacticsOccupancy
known_occupancy (TacticsCell cell,
                 gpointer    user_data)
{
  const AiOccupancyView *view = user_data;
  int occupant;

  if (!ai_on_board (view->board, cell))
    return TACTICS_OCCUPANCY_FREE;
  occupant = ai_board_occupant (view->board, ai_index_of (view->board, cell));
  if (occupant < 0 || (guint) occupant == view->mover)
    return TACTICS_OCCUPANCY_FREE;
  return view->board->units[occupant].owner == view->owner ? TACTICS_OCCUPANCY_ALLY
                                                           : TACTICS_OCCUPANCY_ENEMY;
}

static int
compare_threat_cells (gconstpointer a,
                      gconstpointer b)
{
  const AiThreatCell *first = a;
  const AiThreatCell *second = b;

  return (first->cell > second->cell) - (first->cell < second->cell);
}

/* Under fog the match's answer would go round units the player does not
 * see, and by what the enemy sees: the same sum is made here on the
 * player's own knowledge, from where @enemy stands or was last seen, each
 * blow weighed by @weight (how sure the player is it is there). */
static void
compute_known_threat (TacticsAi     *self,
                      const AiBoard *board,
                      AiUnitInfo    *enemy,
                      float          weight,
                      GArray        *threat)
{
  AiOccupancyView view = { board, enemy->owner, enemy->id };
  g_autoptr(GArray) foci = g_array_new (FALSE, FALSE, sizeof (TacticsCell));
  TacticsCellTable damage;
  guint n_destinations;

  tactics_cell_table_init (&damage);
  tactics_reach_compute (self->reach, tactics_match_get_cost_grid (board->match, enemy->unit),
                         enemy->cell, enemy->move, known_occupancy, &view);
  n_destinations = tactics_reach_get_n_destinations (self->reach);
  for (guint k = 0; k < enemy->n_actions; k++)
    {
      const AiActionInfo *action = ai_action_of (board, enemy, k);

      if (action->heal || action->amount <= 0 ||
          !tactics_affects_owner (action->affects, enemy->owner, board->me))
        continue;
      for (guint d = 0; d < n_destinations; d++)
        {
          TacticsCell from = tactics_reach_get_destination (self->reach, d, NULL);

          g_array_set_size (foci, 0);
          tactics_pattern_get_foci (&action->pattern, from, foci);
          for (guint f = 0; f < foci->len; f++)
            {
              g_array_set_size (self->cells, 0);
              tactics_pattern_get_effect (&action->pattern, from,
                                          g_array_index (foci, TacticsCell, f), self->cells);
              for (guint c = 0; c < self->cells->len; c++)
                {
                  TacticsCell cell = g_array_index (self->cells, TacticsCell, c);
                  TacticsCellEntry *entry;
                  gboolean added;

                  if (!ai_on_board (board, cell))
                    continue;
                  entry = tactics_cell_table_insert (&damage, (guint32) ai_index_of (board, cell),
                                                     (guint) action->amount, &added);
                  entry->value = MAX (entry->value, (guint) action->amount);
                }
            }
        }
    }
  for (guint32 i = 0; i <= damage.mask && damage.entries != NULL; i++)
    {
      const TacticsCellEntry *entry = &damage.entries[i];
      AiThreatCell cell;

      if (!tactics_cell_table_holds (&damage, entry))
        continue;
      cell.cell = (int) entry->cell;
      cell.damage = weight * (float) entry->value;
      g_array_append_val (threat, cell);
    }
  g_array_sort (threat, compare_threat_cells);
  tactics_cell_table_free (&damage);
}

/* Every cell @enemy could strike next turn with the most it could deal
 * there, sorted by cell. */
static GArray *
compute_threat (TacticsAi     *self,
                const AiBoard *board,
                AiUnitInfo    *enemy,
                float          weight)
{
  GArray *threat = g_array_new (FALSE, FALSE, sizeof (AiThreatCell));

  if (board->fog)
    {
      compute_known_threat (self, board, enemy, weight, threat);
      return threat;
    }

  /* The match's own answer, in the AI's cell indices. */
  g_array_set_size (self->match_threats, 0);
  tactics_match_compute_unit_threat_in (board->match, enemy->unit, (guint) board->me,
                                        self->reach, self->match_threats);
  for (guint i = 0; i < self->match_threats->len; i++)
    {
      const TacticsThreat *found = &g_array_index (self->match_threats, TacticsThreat, i);
      AiThreatCell cell = { ai_index_of (board, found->cell), (float) found->damage };

      g_array_append_val (threat, cell);
    }
  return threat;
}

/* What one enemy could deal on a cell: its list is sorted by cell. */
float
ai_threat_of (TacticsAi *self,
              guint      enemy,
              int        cell)
{
  GArray *threat = g_ptr_array_index (self->threats, enemy);
  guint low = 0, high = threat != NULL ? threat->len : 0;

  while (low < high)
    {
      guint middle = (low + high) / 2;
      const AiThreatCell *entry = &g_array_index (threat, AiThreatCell, middle);

      if (entry->cell == cell)
        return entry->damage;
      if (entry->cell < cell)
        low = middle + 1;
      else
        high = middle;
    }
  return 0.0f;
}

void
ai_build_threat_map (TacticsAi *self,
                     AiBoard   *board)
{
  guint round = tactics_match_get_round (board->match);

  for (guint id = 0; id < board->n_units; id++)
    {
      AiUnitInfo *unit = &board->units[id];
      float weight = 1.0f;
      GArray *threat;

      if (unit->owner == board->me)
        continue;
      /* Under fog an enemy last seen lately is feared where it was, less
       * and less as the rounds go by. */
      if (!unit->on_board)
        {
          if (unit->hidden && ai_on_board (board, unit->cell))
            weight = ai_memory_weight (ai_memory_of (self, board->me, id), round);
          if (weight <= 0.0f || !unit->hidden || !ai_on_board (board, unit->cell))
            {
              if (id < self->threats->len)
                g_clear_pointer (&g_ptr_array_index (self->threats, id), g_array_unref);
              continue;
            }
        }
      threat = compute_threat (self, board, unit, weight);
      g_clear_pointer (&g_ptr_array_index (self->threats, id), g_array_unref);
      g_ptr_array_index (self->threats, id) = threat;
      for (guint i = 0; i < threat->len; i++)
        {
          const AiThreatCell *cell = &g_array_index (threat, AiThreatCell, i);
          gboolean added;
          TacticsCellEntry *entry = tactics_cell_table_insert (board->threatened,
                                                               (guint32) cell->cell,
                                                               board->threats->len, &added);
          AiThreat *sum;

          if (added)
            g_array_append_val (board->threats, ((AiThreat) { 0.0f, 0.0f }));
          sum = &g_array_index (board->threats, AiThreat, entry->value);
          sum->sum += cell->damage;
          if (sum->max < cell->damage)
            sum->max = cell->damage;
        }
    }
}

/* Distance fields: for a movement type, the cost of walking from a cell to
 * one next to an enemy (own units are walked through, enemies are the
 * goals). A Dijkstra from the enemies with the shared bucket queue, run
 * only as far as the cells asked about need and resumed when a later
 * question needs more; what it has seen lives in a cell table.
 *
 * Walking into a cell costs that cell's cost, so searching from the goals
 * a step costs what the cell being left costs: a cell may be found again
 * cheaper, and is queued again (the older entry is skipped). An enemy's
 * cell is left for free, which makes the cells beside it goals.
 *
 * On the largest boards the enemy may be thousands of cells away: the
 * search stops after settling DISTANCE_MAX_SETTLED cells, and a cell it has
 * not settled by then is given the cost reached plus its grid distance to
 * the nearest enemy. Boards up to 512 × 512 never reach that bound, so
 * there every distance is exact. */

#define DISTANCE_MAX_SETTLED (1u << 18)
#define DISTANCE_SETTLED 1u  /* in a cell's value, above 2 × its cost */

struct _AiDistanceField {
  const TacticsCostGrid *grid;
  guint64 reciprocal;
  int deltas[2][6];
  guint n_neighbours;
  TacticsMetric metric;
  TacticsCellTable enemies;   /* grid index → 0: goals to stand next to */
  GArray *enemy_cells;        /* TacticsCell: every goal */
  TacticsCellTable cells;     /* grid index → 2 × cheapest cost found, + DISTANCE_SETTLED */
  TacticsSearchQueue queue;
  guint32 level;
  gsize n_queued;
  guint n_settled;
  gboolean done;              /* every reachable cell settled, or the bound reached */
};

static AiDistanceField *
distance_field_alloc (const TacticsCostGrid *grid)
{
  AiDistanceField *field = g_new0 (AiDistanceField, 1);

  field->grid = grid;
  field->reciprocal = tactics_search_reciprocal (grid->stride);
  if (grid->topology == TACTICS_TOPOLOGY_HEX)
    {
      tactics_search_hex_deltas (grid->stride, field->deltas);
      field->n_neighbours = 6;
      field->metric = TACTICS_METRIC_HEX;
    }
  else
    {
      tactics_search_square_deltas (grid->stride, field->deltas[0]);
      tactics_search_square_deltas (grid->stride, field->deltas[1]);
      field->n_neighbours = 4;
      field->metric = TACTICS_METRIC_MANHATTAN;
    }
  tactics_cell_table_init (&field->enemies);
  tactics_cell_table_init (&field->cells);
  tactics_search_queue_init (&field->queue);
  field->enemy_cells = g_array_new (FALSE, FALSE, sizeof (TacticsCell));
  return field;
}

/* Makes @cell a goal: one to stand next to when @beside (an enemy's cell,
 * left for free), else one to stand on. */
static void
distance_field_add_goal (AiDistanceField *field,
                         TacticsCell      cell,
                         gboolean         beside)
{
  guint32 index = (guint32) tactics_cost_grid_index (field->grid, cell.x, cell.y);
  gboolean added;

  if (beside)
    tactics_cell_table_insert (&field->enemies, index, 0, &added);
  tactics_cell_table_insert (&field->cells, index, 0, &added);
  if (added)
    {
      tactics_search_queue_push (&field->queue, 0, index);
      field->n_queued++;
    }
  g_array_append_val (field->enemy_cells, cell);
}

static AiDistanceField *
distance_field_new (const AiBoard         *board,
                    const TacticsCostGrid *grid)
{
  AiDistanceField *field = distance_field_alloc (grid);

  for (guint i = 0; i < board->targets->len; i++)
    {
      const AiTarget *target = &g_array_index (board->targets, AiTarget, i);

      distance_field_add_goal (field, target->cell, target->beside);
    }
  field->done = field->n_queued == 0;
  return field;
}

/* The walking cost to @goal's cells (see tactics-ai-goals.c), for @unit's
 * movement type. */
AiDistanceField *
ai_goal_distances_for (TacticsAi        *self,
                       const AiBoard    *board,
                       const AiGoal     *goal,
                       const AiUnitInfo *unit)
{
  const char *movetype = tactics_unit_type_get_movetype (tactics_unit_get_unit_type (unit->unit));
  g_autofree char *key = g_strconcat (movetype, "\n", goal->key, NULL);
  AiDistanceField *field = g_hash_table_lookup (self->goal_distances, key);

  if (field == NULL)
    {
      field = distance_field_alloc (tactics_match_get_cost_grid (board->match, unit->unit));
      for (guint i = 0; i < goal->cells->len; i++)
        distance_field_add_goal (field, g_array_index (goal->cells, TacticsCell, i),
                                 goal->beside);
      field->done = field->n_queued == 0;
      g_hash_table_insert (self->goal_distances, g_steal_pointer (&key), field);
    }
  return field;
}

void
ai_distance_field_free (gpointer data)
{
  AiDistanceField *field = data;

  tactics_search_queue_free_chunks (&field->queue);
  tactics_cell_table_free (&field->enemies);
  tactics_cell_table_free (&field->cells);
  g_array_unref (field->enemy_cells);
  g_free (field);
}

/* Settles the cell of one queued entry and queues its neighbours, unless
 * the entry is stale. */
static void
settle (AiDistanceField *field,
        guint32          cell)
{
  const guint8 *costs = field->grid->costs;
  TacticsCellEntry *entry = tactics_cell_table_lookup (&field->cells, cell);
  const int *deltas;
  gboolean enemy;
  guint32 step;

  g_assert (entry != NULL);
  if ((entry->value & DISTANCE_SETTLED) || entry->value / 2 != field->level)
    return;
  entry->value |= DISTANCE_SETTLED;
  field->n_settled++;

  /* Only an enemy's cell may be impassable here: it was queued as a goal. */
  enemy = tactics_cell_table_lookup (&field->enemies, cell) != NULL;
  step = enemy ? 0 : costs[cell];
  if (!enemy && step == 0)
    return;

  /* Grid rows start one above the board's: row r holds board row r - 1. */
  deltas = field->deltas[(tactics_search_index_row (cell, field->reciprocal) + 1) & 1];
  for (guint i = 0; i < field->n_neighbours; i++)
    {
      guint32 next = cell + (guint32) deltas[i];
      guint32 next_cost = field->level + step;
      TacticsCellEntry *seen;
      gboolean added;

      /* The grid's impassable border keeps every step on the board. */
      if (costs[next] == 0)
        continue;
      seen = tactics_cell_table_insert (&field->cells, next, 2 * next_cost, &added);
      if (!added)
        {
          if ((seen->value & DISTANCE_SETTLED) || seen->value / 2 <= next_cost)
            continue;
          seen->value = 2 * next_cost;
        }
      tactics_search_queue_push (&field->queue, next_cost, next);
      field->n_queued++;
    }
}

/* Runs the search until @target (a grid index) is settled, or until it can
 * go no further. */
static void
settle_until (AiDistanceField *field,
              guint32          target)
{
  while (!field->done)
    {
      const TacticsCellEntry *goal = tactics_cell_table_lookup (&field->cells, target);
      TacticsSearchChunk *chunk;

      if (goal != NULL && (goal->value & DISTANCE_SETTLED))
        return;

      /* Free steps out of enemy cells refill the level being walked: take
       * it again until it stays empty. */
      chunk = tactics_search_queue_take (&field->queue, field->level);
      if (chunk == NULL)
        {
          if (field->n_queued == 0)
            field->done = TRUE;
          else
            field->level++;
          continue;
        }
      while (chunk != NULL)
        {
          TacticsSearchChunk *next = chunk->next;

          for (guint32 e = 0; e < chunk->len; e++)
            settle (field, chunk->entries[e]);
          field->n_queued -= chunk->len;
          tactics_search_queue_release (&field->queue, chunk);
          chunk = next;
        }
      if (field->n_settled >= DISTANCE_MAX_SETTLED)
        field->done = TRUE;
    }
}

/* The walking cost from @cell to one next to an enemy, AI_UNREACHABLE when
 * there is no way. */
int
ai_distance_field_get (AiDistanceField *field,
                       const AiBoard   *board,
                       TacticsCell      cell)
{
  guint32 index = (guint32) tactics_cost_grid_index (field->grid, cell.x, cell.y);
  const TacticsCellEntry *entry;
  int nearest = G_MAXINT;

  settle_until (field, index);
  entry = tactics_cell_table_lookup (&field->cells, index);
  if (entry != NULL && (entry->value & DISTANCE_SETTLED))
    return (int) (entry->value / 2);
  if (field->n_settled < DISTANCE_MAX_SETTLED)
    return AI_UNREACHABLE;

  /* Beyond the bound: at least the cost reached, and farther the farther
   * the enemy lies. */
  if (entry != NULL)
    return (int) (entry->value / 2);
  for (guint i = 0; i < field->enemy_cells->len; i++)
    nearest = MIN (nearest, tactics_distance (field->metric, cell,
                                              g_array_index (field->enemy_cells, TacticsCell, i)));
  return (int) field->level + nearest * (int) MAX (1, field->grid->min_cost);
}

AiDistanceField *
ai_distances_for (TacticsAi        *self,
                  const AiBoard    *board,
                  const AiUnitInfo *unit)
{
  const char *movetype = tactics_unit_type_get_movetype (tactics_unit_get_unit_type (unit->unit));
  AiDistanceField *field;

  /* Without fog the targets only change as enemies fall; under fog they
   * change as the player sees more. */
  if (board->n_enemies != self->distance_enemies ||
      (board->fog && board->targets_hash != self->distance_targets))
    {
      g_hash_table_remove_all (self->distances);
      self->distance_enemies = board->n_enemies;
      self->distance_targets = board->targets_hash;
    }
  field = g_hash_table_lookup (self->distances, movetype);
  if (field == NULL)
    {
      field = distance_field_new (board, tactics_match_get_cost_grid (board->match, unit->unit));
      g_hash_table_insert (self->distances, g_strdup (movetype), field);
    }
  return field;
}
