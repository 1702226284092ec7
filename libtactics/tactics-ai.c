/* SPDX-License-Identifier: GPL-3.0-or-later */
#include "config.h"

#include <string.h>

#include "tactics.h"

/* A computer player sees the game only through the public API, like a
 * window does: nothing here may include a private header. */

/* How a level weighs things. Scores are in "units of value": a unit's
 * value grows with its HP and with the damage it deals. */
typedef struct {
  float    risk;             /* share of the expected loss where a unit ends its turn */
  float    death;            /* extra share of its value when it could be finished there */
  float    ignore_strongest; /* share of the strongest single attacker left out of the risk
                              * where a unit strikes: closing in to strike accepts one reply */
  float    ignore_idle;      /* the same where it does not strike: below 1, a unit waits out
                              * of reach rather than let the enemy strike first */
  float    kill;             /* bonus share of a target's value for finishing it off */
  float    team_kill;        /* share of that bonus for a hit that lets allies finish it this
                              * turn: hard focuses its fire */
  float    friendly_fire;    /* how much worse harming its own side is than harming the enemy */
  float    heal;             /* weight of HP restored to allies */
  float    advance;          /* share of its value per turn of walking still needed */
  gboolean act_then_move;    /* may strike first and step back after */
  gboolean count_kills;      /* knows an enemy it finishes off will not strike back */
} Weights;

/* Normal takes a single enemy's reply for granted and strikes wherever it
 * can; hard counts every reply, waits out of reach rather than give the
 * first blow, focuses its fire and may strike before stepping back. The
 * figures come from matches between the levels (tests/bench-strength.c). */
static const Weights level_weights[] = {
  [TACTICS_AI_LEVEL_NORMAL] = {
    .risk = 0.35f,
    .death = 0.25f,
    .ignore_strongest = 1.0f,
    .ignore_idle = 1.0f,
    .kill = 0.5f,
    .team_kill = 0.0f,
    .friendly_fire = 1.5f,
    .heal = 1.0f,
    .advance = 0.08f,
    .act_then_move = FALSE,
    .count_kills = FALSE,
  },
  [TACTICS_AI_LEVEL_HARD] = {
    .risk = 0.5f,
    .death = 0.5f,
    .ignore_strongest = 0.0f,
    .ignore_idle = 0.0f,
    .kill = 1.2f,
    .team_kill = 1.0f,
    .friendly_fire = 2.0f,
    .heal = 1.2f,
    .advance = 0.08f,
    .act_then_move = TRUE,
    .count_kills = TRUE,
  },
};

/* One action of one unit, as planning needs it. */
typedef struct {
  TacticsPattern pattern;
  gboolean       heal;
  int            amount;
  TacticsAffects affects;
  int            spread;       /* farthest an effect cell lies from the focus */
} ActionInfo;

typedef struct {
  TacticsUnit *unit;
  guint        id;
  guint        owner;
  TacticsCell  cell;
  int          hp;
  int          max_hp;
  gboolean     on_board;
  gboolean     moved;
  gboolean     acted;
  guint        move;
  int          attack_range;  /* longest reach of its damaging actions, -1 without */
  float        value;
  guint        first_action;  /* into Board.actions */
  guint        n_actions;
} UnitInfo;

/* A snapshot of the game for one planning step. */
typedef struct {
  TacticsMatch     *game;
  guint            me;
  int              width;
  int              height;
  TacticsTopology  topology;
  guint            n_units;
  UnitInfo        *units;
  GArray          *actions;     /* ActionInfo */
  int             *occupant;    /* per cell: unit id or -1 */
  float           *threat_sum;  /* per cell: damage all enemies could deal there next turn */
  float           *threat_max;  /* per cell: the most any one enemy could deal */
  float           *potential;   /* [attacker × n_units + target]: damage it may still deal
                                 * that target this turn, roughly */
  float           *support;     /* per target: the sum of those over attackers */
  int              n_enemies;
} Board;

typedef struct {
  int   cell;
  float damage;
} ThreatCell;

typedef struct {
  guint          unit;
  float          gain;
  guint          n_commands;
  TacticsCommand commands[2];
} Plan;

#define MAX_KILLS 4

typedef struct {
  float       score;
  guint       action;
  TacticsCell focus;
  guint       n_killed;
  int         killed[MAX_KILLS];   /* enemies it finishes off: they will not strike back */
} ActChoice;

struct _TacticsAi
{
  GObject         parent_instance;

  TacticsAiLevel  level;
  const Weights  *weights;

  /* Every decision is a function of the game's state alone, never of what
   * the AI did before: a match resumed from a save must play on exactly
   * as it would have. The only memory is a cache of what the state
   * determines, kept for the turn it was made in. */
  TacticsMatch    *game;
  guint           turn;
  int             player;
  GPtrArray      *threats;          /* per unit id: GArray of ThreatCell, or NULL */
  GHashTable     *distances;        /* movement type → int[] distance field */
  int             distance_enemies; /* enemies on board when the fields were made */
  guint           quiet_rounds;     /* rounds before this turn in which no one was hurt */
  /* What count_quiet_rounds() has read of self->game's events so far. */
  gconstpointer   events_game;
  guint           events_read;
  guint           hurt_turn;        /* turn of the last hurt read, 0 if none */
  guint           hurt_turn_before; /* the same among earlier turns */
  float           boldness;         /* 0..1: how much danger is ignored, to break a standoff
                                     * or to press an advantage */

  TacticsReach   *reach;
  GArray         *cells;
  GArray         *foci;
  guint          *stamp;
  guint           stamp_value;
  gsize           n_cells;
  float          *damage;
};

enum {
  PROP_0,
  PROP_LEVEL,
  N_PROPS
};

static GParamSpec *properties[N_PROPS];

static void tactics_ai_controller_init (TacticsControllerInterface *iface);

G_DEFINE_FINAL_TYPE_WITH_CODE (TacticsAi, tactics_ai, G_TYPE_OBJECT,
                               G_IMPLEMENT_INTERFACE (TACTICS_TYPE_CONTROLLER,
                                                      tactics_ai_controller_init))

#define UNREACHABLE G_MAXINT

/* Board snapshot */

static inline int
index_of (const Board *board,
          TacticsCell  cell)
{
  return cell.y * board->width + cell.x;
}

static inline gboolean
on_board (const Board *board,
          TacticsCell  cell)
{
  return cell.x >= 0 && cell.y >= 0 && cell.x < board->width && cell.y < board->height;
}

static void
board_init (Board       *board,
            TacticsMatch *game,
            guint        me)
{
  TacticsMap *map = tactics_match_get_map (game);
  gsize n_cells;

  board->game = game;
  board->me = me;
  board->width = tactics_map_get_width (map);
  board->height = tactics_map_get_height (map);
  board->topology = tactics_map_get_topology (map);
  board->n_units = tactics_match_get_n_units (game);
  board->units = g_new0 (UnitInfo, board->n_units);
  board->actions = g_array_new (FALSE, FALSE, sizeof (ActionInfo));
  n_cells = (gsize) board->width * (gsize) board->height;
  board->occupant = g_new (int, n_cells);
  board->threat_sum = g_new0 (float, n_cells);
  board->threat_max = g_new0 (float, n_cells);
  board->n_enemies = 0;
  for (gsize i = 0; i < n_cells; i++)
    board->occupant[i] = -1;

  for (guint id = 0; id < board->n_units; id++)
    {
      TacticsUnit *unit = tactics_match_get_unit (game, id);
      UnitInfo *info = &board->units[id];
      int power = 0;

      info->unit = unit;
      info->id = id;
      info->owner = tactics_unit_get_owner (unit);
      info->cell = tactics_unit_get_cell (unit);
      info->hp = tactics_unit_get_hp (unit);
      info->max_hp = MAX (1, tactics_unit_get_max_hp (unit));
      info->on_board = tactics_unit_is_on_board (unit);
      info->moved = tactics_unit_has_moved (unit);
      info->acted = tactics_unit_has_acted (unit);
      info->move = tactics_unit_type_get_move (tactics_unit_get_unit_type (unit));
      info->attack_range = -1;
      info->first_action = board->actions->len;
      info->n_actions = tactics_match_get_n_unit_actions (game, unit);

      for (guint k = 0; k < info->n_actions; k++)
        {
          TacticsAction *action = tactics_match_get_unit_action (game, unit, k);
          ActionInfo action_info;

          tactics_match_get_action_pattern (game, unit, k, &action_info.pattern);
          action_info.heal = tactics_action_get_effect (action) == TACTICS_EFFECT_HEAL;
          action_info.amount = (int) tactics_action_get_amount (action);
          action_info.affects = tactics_action_get_affects (action);
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
          board->occupant[index_of (board, info->cell)] = (int) id;
          if (info->owner != me)
            board->n_enemies++;
        }
    }
}

static void
board_clear (Board *board)
{
  g_free (board->potential);
  g_free (board->support);
  g_free (board->units);
  g_array_unref (board->actions);
  g_free (board->occupant);
  g_free (board->threat_sum);
  g_free (board->threat_max);
}

static inline const ActionInfo *
action_of (const Board    *board,
           const UnitInfo *unit,
           guint           k)
{
  return &g_array_index (board->actions, ActionInfo, unit->first_action + k);
}

static inline gboolean
affects_owner (TacticsAffects affects,
               guint          agent_owner,
               guint          target_owner)
{
  switch (affects)
    {
    case TACTICS_AFFECTS_ENEMIES:
      return target_owner != agent_owner;
    case TACTICS_AFFECTS_ALLIES:
      return target_owner == agent_owner;
    case TACTICS_AFFECTS_ALL:
    default:
      return TRUE;
    }
}

/* Who of my units could still hit whom this turn, going by distance alone
 * (terrain ignored): enough to see which enemies a combined attack can
 * finish. */
static void
board_compute_support (Board *board)
{
  guint n = board->n_units;

  board->potential = g_new0 (float, (gsize) n * n);
  board->support = g_new0 (float, n);
  for (guint a = 0; a < n; a++)
    {
      const UnitInfo *attacker = &board->units[a];

      if (attacker->owner != board->me || !attacker->on_board || attacker->acted)
        continue;
      for (guint t = 0; t < n; t++)
        {
          const UnitInfo *target = &board->units[t];
          float best = 0.0f;

          if (target->owner == board->me || !target->on_board)
            continue;
          for (guint k = 0; k < attacker->n_actions; k++)
            {
              const ActionInfo *action = action_of (board, attacker, k);
              int reach = (int) action->pattern.range_max + action->spread +
                          (attacker->moved ? 0 : (int) attacker->move);

              if (action->heal || !affects_owner (action->affects, attacker->owner, target->owner))
                continue;
              if (tactics_distance (action->pattern.metric, attacker->cell, target->cell) <= reach)
                best = MAX (best, (float) action->amount);
            }
          board->potential[a * n + t] = best;
          board->support[t] += best;
        }
    }
}

/* Scratch space */

static void
ensure_scratch (TacticsAi *self,
                gsize      n_cells)
{
  if (self->n_cells == n_cells)
    return;
  g_free (self->stamp);
  g_free (self->damage);
  self->stamp = g_new0 (guint, n_cells);
  self->damage = g_new0 (float, n_cells);
  self->stamp_value = 0;
  self->n_cells = n_cells;
}

static guint
next_stamp (TacticsAi *self)
{
  if (++self->stamp_value == 0)
    {
      memset (self->stamp, 0, self->n_cells * sizeof (guint));
      self->stamp_value = 1;
    }
  return self->stamp_value;
}

/* Threat: where each enemy could strike next turn, going round the units
 * as they stand now. Remade at each step, since every move changes the
 * ways open to the enemy. */

static int
compare_threat_cells (gconstpointer a,
                      gconstpointer b)
{
  const ThreatCell *entry_a = a;
  const ThreatCell *entry_b = b;

  return (entry_a->cell > entry_b->cell) - (entry_a->cell < entry_b->cell);
}

static GArray *
compute_threat (TacticsAi   *self,
                const Board *board,
                UnitInfo    *enemy)
{
  GArray *threat = g_array_new (FALSE, FALSE, sizeof (ThreatCell));
  g_autoptr(GArray) touched = g_array_new (FALSE, FALSE, sizeof (int));
  guint n_destinations;

  tactics_match_compute_reach (board->game, enemy->unit, self->reach);
  n_destinations = tactics_reach_get_n_destinations (self->reach);

  for (guint k = 0; k < enemy->n_actions; k++)
    {
      const ActionInfo *action = action_of (board, enemy, k);
      gboolean focus_decides = action->pattern.shape != TACTICS_SHAPE_LINEAR;
      guint stamp;

      if (action->heal || !affects_owner (action->affects, enemy->owner, board->me))
        continue;

      stamp = next_stamp (self);
      for (guint d = 0; d < n_destinations; d++)
        {
          TacticsCell from = tactics_reach_get_destination (self->reach, d, NULL);

          g_array_set_size (self->foci, 0);
          tactics_pattern_get_foci (&action->pattern, from, self->foci);
          for (guint f = 0; f < self->foci->len; f++)
            {
              TacticsCell focus = g_array_index (self->foci, TacticsCell, f);

              /* Away from straight lines the effect depends on the focus
               * alone, so each focus is worked out once. */
              if (focus_decides)
                {
                  int focus_index = index_of (board, focus);

                  if (self->stamp[focus_index] == stamp)
                    continue;
                  self->stamp[focus_index] = stamp;
                }

              g_array_set_size (self->cells, 0);
              tactics_pattern_get_effect (&action->pattern, from, focus, self->cells);
              for (guint c = 0; c < self->cells->len; c++)
                {
                  int cell = index_of (board, g_array_index (self->cells, TacticsCell, c));

                  if (self->damage[cell] == 0.0f)
                    g_array_append_val (touched, cell);
                  if (self->damage[cell] < (float) action->amount)
                    self->damage[cell] = (float) action->amount;
                }
            }
        }
    }

  for (guint i = 0; i < touched->len; i++)
    {
      int cell = g_array_index (touched, int, i);
      ThreatCell entry = { cell, self->damage[cell] };

      g_array_append_val (threat, entry);
      self->damage[cell] = 0.0f;
    }
  g_array_sort (threat, compare_threat_cells);
  return threat;
}

/* What one enemy could deal on a cell: its list is sorted by cell. */
static float
threat_of (TacticsAi *self,
           guint      enemy,
           int        cell)
{
  GArray *threat = g_ptr_array_index (self->threats, enemy);
  guint low = 0, high = threat != NULL ? threat->len : 0;

  while (low < high)
    {
      guint middle = (low + high) / 2;
      const ThreatCell *entry = &g_array_index (threat, ThreatCell, middle);

      if (entry->cell == cell)
        return entry->damage;
      if (entry->cell < cell)
        low = middle + 1;
      else
        high = middle;
    }
  return 0.0f;
}

static void
build_threat_map (TacticsAi *self,
                  Board     *board)
{
  for (guint id = 0; id < board->n_units; id++)
    {
      UnitInfo *unit = &board->units[id];
      GArray *threat;

      if (!unit->on_board || unit->owner == board->me)
        continue;
      threat = compute_threat (self, board, unit);
      g_clear_pointer (&g_ptr_array_index (self->threats, id), g_array_unref);
      g_ptr_array_index (self->threats, id) = threat;
      for (guint i = 0; i < threat->len; i++)
        {
          const ThreatCell *entry = &g_array_index (threat, ThreatCell, i);

          board->threat_sum[entry->cell] += entry->damage;
          if (board->threat_max[entry->cell] < entry->damage)
            board->threat_max[entry->cell] = entry->damage;
        }
    }
}

/* Distance fields: for a movement type, the cost of walking from each cell
 * to one next to an enemy (own units are walked through, enemies are the
 * goals). A small binary heap keeps it to a fraction of a millisecond on a
 * 64×64 board. */

typedef struct {
  guint64 *items;
  guint    len;
  guint    size;
} Heap;

static void
heap_push (Heap    *heap,
           guint64  item)
{
  guint i;

  if (heap->len == heap->size)
    {
      heap->size = MAX (64, heap->size * 2);
      heap->items = g_renew (guint64, heap->items, heap->size);
    }
  i = heap->len++;
  while (i > 0 && heap->items[(i - 1) / 2] > item)
    {
      heap->items[i] = heap->items[(i - 1) / 2];
      i = (i - 1) / 2;
    }
  heap->items[i] = item;
}

static guint64
heap_pop (Heap *heap)
{
  guint64 top = heap->items[0];
  guint64 last = heap->items[--heap->len];
  guint i = 0;

  for (;;)
    {
      guint child = 2 * i + 1;

      if (child >= heap->len)
        break;
      if (child + 1 < heap->len && heap->items[child + 1] < heap->items[child])
        child++;
      if (heap->items[child] >= last)
        break;
      heap->items[i] = heap->items[child];
      i = child;
    }
  if (heap->len > 0)
    heap->items[i] = last;
  return top;
}

static int *
compute_distances (const Board           *board,
                   const TacticsCostGrid *grid)
{
  gsize n_cells = (gsize) board->width * (gsize) board->height;
  int *distance = g_new (int, n_cells);
  Heap heap = { NULL, 0, 0 };

  for (gsize i = 0; i < n_cells; i++)
    distance[i] = UNREACHABLE;

  for (guint id = 0; id < board->n_units; id++)
    {
      const UnitInfo *unit = &board->units[id];

      if (unit->on_board && unit->owner != board->me)
        {
          int cell = index_of (board, unit->cell);

          distance[cell] = 0;
          heap_push (&heap, (guint64) cell);
        }
    }

  while (heap.len > 0)
    {
      guint64 item = heap_pop (&heap);
      int cell = (int) (item & 0xffffffff);
      int dist = (int) (item >> 32);
      TacticsCell here = { cell % board->width, cell / board->width };
      TacticsCell next[TACTICS_MAX_NEIGHBOURS];
      gboolean enemy_here;
      int step;
      guint n;

      if (dist > distance[cell])
        continue;
      /* Standing next to an enemy is the goal: the enemy's own cell is
       * entered for free. */
      enemy_here = board->occupant[cell] >= 0 &&
                   board->units[board->occupant[cell]].owner != board->me;
      step = enemy_here ? 0 : grid->costs[tactics_cost_grid_index (grid, here.x, here.y)];
      if (!enemy_here && step == 0)
        continue;

      n = tactics_neighbours (board->topology, here, next);
      for (guint k = 0; k < n; k++)
        {
          int neighbour;

          if (!on_board (board, next[k]) ||
              grid->costs[tactics_cost_grid_index (grid, next[k].x, next[k].y)] == 0)
            continue;
          neighbour = index_of (board, next[k]);
          if (distance[neighbour] <= dist + step)
            continue;
          distance[neighbour] = dist + step;
          heap_push (&heap, ((guint64) (dist + step) << 32) | (guint64) neighbour);
        }
    }

  g_free (heap.items);
  return distance;
}

static const int *
distances_for (TacticsAi      *self,
               const Board    *board,
               const UnitInfo *unit)
{
  const char *movetype = tactics_unit_type_get_movetype (tactics_unit_get_unit_type (unit->unit));
  int *distance;

  if (board->n_enemies != self->distance_enemies)
    {
      g_hash_table_remove_all (self->distances);
      self->distance_enemies = board->n_enemies;
    }
  distance = g_hash_table_lookup (self->distances, movetype);
  if (distance == NULL)
    {
      distance = compute_distances (board, tactics_match_get_cost_grid (board->game, unit->unit));
      g_hash_table_insert (self->distances, g_strdup (movetype), distance);
    }
  return distance;
}

/* Scores */

/* What ending its turn on @cell is worth to @unit: minus the damage it
 * may take there, minus the walk still needed to reach the enemy. */
static float
position_score (TacticsAi       *self,
                const Board     *board,
                const UnitInfo  *unit,
                const int       *distance,
                TacticsCell      cell,
                float            ignore,
                const ActChoice *act)
{
  const Weights *w = self->weights;
  int index = index_of (board, cell);
  float caution = 1.0f - self->boldness;
  float risk, score = 0.0f;

  ignore += (1.0f - ignore) * self->boldness;
  risk = board->threat_sum[index] - ignore * board->threat_max[index];

  /* Enemies this very action finishes off will not strike back. */
  if (act != NULL && act->n_killed > 0 && board->threat_sum[index] > 0.0f)
    {
      float sum = 0.0f, strongest = 0.0f;

      for (guint id = 0; id < board->n_units; id++)
        {
          const UnitInfo *enemy = &board->units[id];
          gboolean killed = FALSE;
          float damage;

          if (!enemy->on_board || enemy->owner == board->me)
            continue;
          for (guint k = 0; k < act->n_killed && !killed; k++)
            killed = act->killed[k] == (int) id;
          if (killed)
            continue;
          damage = threat_of (self, id, index);
          sum += damage;
          strongest = MAX (strongest, damage);
        }
      risk = sum - ignore * strongest;
    }

  if (risk > 0.0f)
    {
      score -= caution * w->risk * MIN (risk, (float) unit->hp) / (float) unit->max_hp *
               unit->value;
      if (risk >= (float) unit->hp)
        score -= caution * w->death * unit->value;
    }

  if (distance[index] != UNREACHABLE)
    {
      /* A unit that strikes from afar need not come all the way. */
      int reach = unit->attack_range > 0 ? unit->attack_range - 1 : 2;
      int walk = MAX (0, distance[index] - reach);

      score -= w->advance * unit->value * (float) walk / (float) MAX (1u, unit->move);
    }
  return score;
}

/* What @unit standing on @from gains by aiming action @k at @focus. */
static float
effect_score (TacticsAi        *self,
              const Board      *board,
              const UnitInfo   *unit,
              const ActionInfo *action,
              TacticsCell       from,
              TacticsCell       focus,
              ActChoice        *kills)
{
  const Weights *w = self->weights;
  float score = 0.0f;

  kills->n_killed = 0;
  g_array_set_size (self->cells, 0);
  tactics_pattern_get_effect (&action->pattern, from, focus, self->cells);
  for (guint c = 0; c < self->cells->len; c++)
    {
      TacticsCell cell = g_array_index (self->cells, TacticsCell, c);
      const UnitInfo *target;
      int occupant;
      gboolean friend;

      if (cell.x == from.x && cell.y == from.y)
        {
          target = unit;
        }
      else
        {
          occupant = board->occupant[index_of (board, cell)];
          /* The unit's own old cell is empty once it has moved. */
          if (occupant < 0 || (guint) occupant == unit->id)
            continue;
          target = &board->units[occupant];
        }
      if (!affects_owner (action->affects, unit->owner, target->owner))
        continue;
      friend = target->owner == unit->owner;

      if (action->heal)
        {
          int gain = MIN (action->amount, target->max_hp - target->hp);
          float worth = (float) gain / (float) target->max_hp * target->value * w->heal;

          score += friend ? worth : -worth;
        }
      else
        {
          int dealt = MIN (action->amount, target->hp);
          float worth = (float) dealt / (float) target->max_hp * target->value;

          if (action->amount >= target->hp)
            {
              worth += w->kill * target->value;
              if (!friend && kills->n_killed < MAX_KILLS)
                kills->killed[kills->n_killed++] = (int) target->id;
            }
          else if (!friend && w->team_kill > 0.0f)
            {
              float others = board->support[target->id] -
                             board->potential[unit->id * board->n_units + target->id];

              if ((float) action->amount + others >= (float) target->hp)
                worth += w->team_kill * w->kill * target->value *
                         (float) dealt / (float) target->hp;
            }
          score += friend ? -w->friendly_fire * worth : worth;
        }
    }
  return score;
}

/* The best thing @unit can do from @from, or a score of 0 when nothing is
 * worth doing. Only foci near a unit the action matters to are tried. */
static ActChoice
best_action (TacticsAi      *self,
             const Board    *board,
             const UnitInfo *unit,
             TacticsCell     from)
{
  ActChoice best = { 0.0f, 0, { 0, 0 }, 0, { 0 } };
  ActChoice candidate;

  for (guint k = 0; k < unit->n_actions; k++)
    {
      const ActionInfo *action = action_of (board, unit, k);
      TacticsMetric metric = action->pattern.metric;
      int reach = (int) action->pattern.range_max + action->spread;
      int spread = action->spread;
      int spread_x = board->topology == TACTICS_TOPOLOGY_HEX ? spread + (spread + 1) / 2 : spread;
      guint stamp = next_stamp (self);

      for (guint id = 0; id < board->n_units; id++)
        {
          const UnitInfo *anchor = &board->units[id];
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
          if (!affects_owner (action->affects, unit->owner, anchor->owner))
            continue;
          if (tactics_distance (metric, from, anchor_cell) > reach)
            continue;

          for (int dy = -spread; dy <= spread; dy++)
            for (int dx = -spread_x; dx <= spread_x; dx++)
              {
                TacticsCell focus = { anchor_cell.x + dx, anchor_cell.y + dy };
                int focus_index;
                float score;

                if (!on_board (board, focus))
                  continue;
                focus_index = index_of (board, focus);
                if (self->stamp[focus_index] == stamp)
                  continue;
                self->stamp[focus_index] = stamp;
                if (spread > 0 && tactics_distance (metric, anchor_cell, focus) > spread)
                  continue;
                if (!tactics_pattern_focus_allowed (&action->pattern, from, focus))
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

static void
plan_unit (TacticsAi      *self,
           const Board    *board,
           const UnitInfo *unit,
           Plan           *plan)
{
  const Weights *w = self->weights;
  const int *distance = distances_for (self, board, unit);
  g_autoptr(GArray) positions = g_array_new (FALSE, FALSE, sizeof (TacticsCell));
  g_autofree float *scores = NULL;
  ActChoice here = { 0.0f, 0, { 0, 0 }, 0, { 0 } };
  float stay, best;
  gboolean can_act = !unit->acted && unit->n_actions > 0;
  float ignore_idle = w->ignore_idle;

  plan->unit = unit->id;
  plan->n_commands = 0;
  plan->gain = 0.0f;

  if (!unit->moved)
    {
      guint n;

      tactics_match_compute_reach (board->game, unit->unit, self->reach);
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
  stay = position_score (self, board, unit, distance, unit->cell, ignore_idle, NULL);
  best = stay;
  if (can_act)
    {
      here = best_action (self, board, unit, unit->cell);
      if (here.score > 0.0f)
        {
          best = position_score (self, board, unit, distance, unit->cell, w->ignore_strongest,
                                 w->count_kills ? &here : NULL) + here.score;
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
      ActChoice act = { 0.0f, 0, { 0, 0 }, 0, { 0 } };
      float total;

      scores[i] = position_score (self, board, unit, distance, cell, ignore_idle, NULL);
      if (same)
        continue;
      total = scores[i];
      if (can_act)
        {
          act = best_action (self, board, unit, cell);
          if (act.score > 0.0f)
            total = position_score (self, board, unit, distance, cell, w->ignore_strongest,
                                    w->count_kills ? &act : NULL) + act.score;
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
          after = w->count_kills && here.n_killed > 0
                    ? position_score (self, board, unit, distance, cell, ignore_idle, &here)
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

/* Turn memory */

static void
forget_turn (TacticsAi *self)
{
  g_ptr_array_set_size (self->threats, 0);
  g_hash_table_remove_all (self->distances);
  self->distance_enemies = -1;
}

/* Rounds (every player's turn, or every unit's in initiative mode) since a
 * unit was last hurt, not counting this turn, so that the answer is the
 * same all through it. The event list only grows, so each call reads just
 * the events added since the last one: a long quiet match costs the same
 * per turn at its end as at its start. */
static guint
count_quiet_rounds (TacticsAi    *self,
                    TacticsMatch *game)
{
  guint turn = tactics_match_get_turn (game);
  guint n_events = tactics_match_get_n_events (game);
  guint round = tactics_match_get_mode (game) == TACTICS_MATCH_MODE_INITIATIVE
                  ? tactics_match_get_n_units (game)
                  : tactics_match_get_n_players (game);
  guint last_hurt;

  if (self->events_game != game || n_events < self->events_read)
    {
      self->events_game = game;
      self->events_read = 0;
      self->hurt_turn = 0;
      self->hurt_turn_before = 0;
    }

  /* Events come in turn order: keep the turn of the last hurt and that of
   * the last hurt in an earlier turn. */
  for (guint i = self->events_read; i < n_events; i++)
    {
      const TacticsEvent *event = tactics_match_get_event (game, i);

      if (event->kind != TACTICS_EVENT_UNIT_DAMAGED || event->turn == self->hurt_turn)
        continue;
      self->hurt_turn_before = self->hurt_turn;
      self->hurt_turn = event->turn;
    }
  self->events_read = n_events;

  last_hurt = self->hurt_turn < turn ? self->hurt_turn : self->hurt_turn_before;
  return (turn - 1 - last_hurt) / MAX (1u, round);
}

static void
sync_turn (TacticsAi   *self,
           TacticsMatch *game)
{
  guint turn = tactics_match_get_turn (game);
  int player = tactics_match_get_current_player (game);
  guint n_units = tactics_match_get_n_units (game);

  if (self->game == game && self->turn == turn && self->player == player &&
      self->threats->len == n_units)
    return;

  forget_turn (self);
  g_set_object (&self->game, game);
  self->quiet_rounds = count_quiet_rounds (self, game);
  self->turn = turn;
  self->player = player;
  g_ptr_array_set_size (self->threats, n_units);
}

/* Two sides that each wait out of the other's reach would wait forever.
 * When the armies are within four turns' walk of each other and nobody was
 * hurt for more than two rounds, danger counts less and less, until
 * someone goes in. */
static float
standoff_boldness (TacticsAi   *self,
                   const Board *board)
{
  float closest = G_MAXFLOAT;

  if (self->quiet_rounds <= 2)
    return 0.0f;
  for (guint id = 0; id < board->n_units; id++)
    {
      const UnitInfo *unit = &board->units[id];
      const int *distance;
      int walk;

      if (unit->owner != board->me || !unit->on_board)
        continue;
      distance = distances_for (self, board, unit);
      walk = distance[index_of (board, unit->cell)];
      if (walk != UNREACHABLE)
        closest = MIN (closest, (float) walk / (float) MAX (1u, unit->move));
    }
  if (closest > 4.0f)
    return 0.0f;
  return MIN (1.0f, (float) (self->quiet_rounds - 2) / 3.0f);
}

/* A side clearly stronger than all its enemies together can afford the
 * trades that waiting out of reach avoids: the stronger, the bolder. */
static float
advantage_boldness (const Board *board)
{
  float mine = 0.0f, theirs = 0.0f;

  for (guint id = 0; id < board->n_units; id++)
    {
      const UnitInfo *unit = &board->units[id];
      float worth;

      if (!unit->on_board)
        continue;
      worth = unit->value * (float) unit->hp / (float) unit->max_hp;
      if (unit->owner == board->me)
        mine += worth;
      else
        theirs += worth;
    }
  if (theirs <= 0.0f)
    return 1.0f;
  /* Not at all at 1:1 or worse, half at 3:2, as bold as it gets at 7:4. */
  return CLAMP (mine / theirs - 1.0f, 0.0f, 0.75f);
}

/* The first command of the best plan among the units that can still do
 * something; FALSE when none has anything worth doing. The plan is not
 * kept: the next call plans again from the state the command led to. */
static gboolean
plan_next (TacticsAi      *self,
           TacticsMatch    *game,
           TacticsCommand *command)
{
  TacticsUnit *active = tactics_match_get_active_unit (game);
  Board board;
  Plan best = { 0, 0.0f, 0, { { 0 } } };
  gboolean found = FALSE;

  board_init (&board, game, (guint) self->player);
  board_compute_support (&board);
  ensure_scratch (self, (gsize) board.width * (gsize) board.height);
  build_threat_map (self, &board);
  self->boldness = MAX (standoff_boldness (self, &board), advantage_boldness (&board));

  for (guint id = 0; id < board.n_units; id++)
    {
      const UnitInfo *unit = &board.units[id];
      Plan plan;

      if (unit->owner != board.me || !unit->on_board || (unit->moved && unit->acted) ||
          (active != NULL && tactics_unit_get_id (active) != id))
        continue;

      plan_unit (self, &board, unit, &plan);
      if (plan.n_commands > 0 && (!found || plan.gain > best.gain))
        {
          best = plan;
          found = TRUE;
        }
    }
  board_clear (&board);

  if (found)
    *command = best.commands[0];
  return found;
}

static gboolean
next_placement (TacticsMatch    *game,
                int             player,
                TacticsCommand *command)
{
  guint n_units = tactics_match_get_n_units (game);

  for (guint id = 0; id < n_units; id++)
    {
      TacticsUnit *unit = tactics_match_get_unit (game, id);
      TacticsCell cell;

      if ((int) tactics_unit_get_owner (unit) != player || tactics_unit_is_placed (unit))
        continue;
      if (!tactics_match_suggest_placement (game, id, &cell))
        return FALSE;
      tactics_command_init_place (command, (guint) player, id, cell);
      return TRUE;
    }
  return FALSE;
}

gboolean
tactics_ai_next_command (TacticsAi      *self,
                         TacticsMatch    *game,
                         TacticsCommand *command)
{
  int player;

  g_return_val_if_fail (TACTICS_IS_AI (self), FALSE);
  g_return_val_if_fail (TACTICS_IS_MATCH (game), FALSE);
  g_return_val_if_fail (command != NULL, FALSE);

  player = tactics_match_get_current_player (game);
  if (player < 0)
    return FALSE;

  switch (tactics_match_get_phase (game))
    {
    case TACTICS_MATCH_PHASE_PLACEMENT:
      return next_placement (game, player, command);
    case TACTICS_MATCH_PHASE_PLAYING:
      break;
    case TACTICS_MATCH_PHASE_SETUP:
    case TACTICS_MATCH_PHASE_OVER:
    default:
      return FALSE;
    }

  sync_turn (self, game);
  if (!plan_next (self, game, command))
    tactics_command_init_end_turn (command, (guint) player);
  return TRUE;
}

/* Formation */

static gboolean
usable_type (TacticsUnitType *type,
             TacticsRuleset  *ruleset,
             TacticsMap      *map,
             gboolean        *attacks)
{
  const char * const *actions = tactics_unit_type_get_actions (type);
  const char *movetype = tactics_unit_type_get_movetype (type);
  const TacticsCostGrid *grid;
  gboolean passable = FALSE;

  *attacks = FALSE;
  if (actions == NULL || actions[0] == NULL || movetype == NULL)
    return FALSE;
  grid = tactics_map_get_cost_grid (map, movetype);
  if (grid == NULL)
    return FALSE;
  for (int y = 0; y < grid->height && !passable; y++)
    for (int x = 0; x < grid->width && !passable; x++)
      passable = tactics_cost_grid_get (grid, x, y) > 0;
  if (!passable)
    return FALSE;

  for (guint i = 0; actions[i] != NULL; i++)
    {
      TacticsAction *action = tactics_ruleset_lookup_action (ruleset, actions[i]);

      if (action == NULL)
        return FALSE;
      if (tactics_action_get_effect (action) == TACTICS_EFFECT_DAMAGE)
        *attacks = TRUE;
    }
  return TRUE;
}

char **
tactics_ai_suggest_formation (TacticsRuleset *ruleset,
                              TacticsMap     *map,
                              guint           n_units)
{
  GListModel *types;
  g_autoptr(GPtrArray) fighters = g_ptr_array_new ();
  g_autoptr(GPtrArray) others = g_ptr_array_new ();
  g_autoptr(GStrvBuilder) builder = g_strv_builder_new ();
  guint n_types;

  g_return_val_if_fail (TACTICS_IS_RULESET (ruleset), NULL);
  g_return_val_if_fail (TACTICS_IS_MAP (map), NULL);
  g_return_val_if_fail (n_units > 0, NULL);

  types = tactics_ruleset_get_unit_types (ruleset);
  n_types = g_list_model_get_n_items (types);
  for (guint i = 0; i < n_types; i++)
    {
      g_autoptr(TacticsUnitType) type = g_list_model_get_item (types, i);
      gboolean attacks;

      if (usable_type (type, ruleset, map, &attacks))
        g_ptr_array_add (attacks ? fighters : others, type);
    }
  /* Fighters first, so that a small army can still win. */
  g_ptr_array_extend (fighters, others, NULL, NULL);
  if (fighters->len == 0)
    return NULL;

  for (guint i = 0; i < n_units; i++)
    g_strv_builder_add (builder,
                        tactics_unit_type_get_id (g_ptr_array_index (fighters, i % fighters->len)));
  return g_strv_builder_end (builder);
}

/* GObject */

static gboolean
tactics_ai_controller_next_command (TacticsController *controller,
                                    TacticsMatch       *game,
                                    TacticsCommand    *command)
{
  return tactics_ai_next_command (TACTICS_AI (controller), game, command);
}

static void
tactics_ai_controller_init (TacticsControllerInterface *iface)
{
  iface->next_command = tactics_ai_controller_next_command;
}

static void
free_threat (gpointer data)
{
  if (data != NULL)
    g_array_unref (data);
}

static void
tactics_ai_dispose (GObject *object)
{
  TacticsAi *self = TACTICS_AI (object);

  g_clear_object (&self->game);
  self->events_game = NULL;

  G_OBJECT_CLASS (tactics_ai_parent_class)->dispose (object);
}

static void
tactics_ai_finalize (GObject *object)
{
  TacticsAi *self = TACTICS_AI (object);

  g_ptr_array_unref (self->threats);
  g_hash_table_unref (self->distances);
  tactics_reach_free (self->reach);
  g_array_unref (self->cells);
  g_array_unref (self->foci);
  g_free (self->stamp);
  g_free (self->damage);

  G_OBJECT_CLASS (tactics_ai_parent_class)->finalize (object);
}

static void
tactics_ai_get_property (GObject    *object,
                         guint       prop_id,
                         GValue     *value,
                         GParamSpec *pspec)
{
  TacticsAi *self = TACTICS_AI (object);

  switch (prop_id)
    {
    case PROP_LEVEL:
      g_value_set_enum (value, self->level);
      break;
    default:
      G_OBJECT_WARN_INVALID_PROPERTY_ID (object, prop_id, pspec);
    }
}

static void
tactics_ai_set_property (GObject      *object,
                         guint         prop_id,
                         const GValue *value,
                         GParamSpec   *pspec)
{
  TacticsAi *self = TACTICS_AI (object);

  switch (prop_id)
    {
    case PROP_LEVEL:
      self->level = g_value_get_enum (value);
      self->weights = &level_weights[self->level];
      break;
    default:
      G_OBJECT_WARN_INVALID_PROPERTY_ID (object, prop_id, pspec);
    }
}

static void
tactics_ai_class_init (TacticsAiClass *klass)
{
  GObjectClass *object_class = G_OBJECT_CLASS (klass);

  object_class->dispose = tactics_ai_dispose;
  object_class->finalize = tactics_ai_finalize;
  object_class->get_property = tactics_ai_get_property;
  object_class->set_property = tactics_ai_set_property;

  properties[PROP_LEVEL] =
    g_param_spec_enum ("level", NULL, NULL,
                       TACTICS_TYPE_AI_LEVEL, TACTICS_AI_LEVEL_NORMAL,
                       G_PARAM_READWRITE | G_PARAM_CONSTRUCT_ONLY |
                       G_PARAM_EXPLICIT_NOTIFY | G_PARAM_STATIC_STRINGS);

  g_object_class_install_properties (object_class, N_PROPS, properties);
}

static void
tactics_ai_init (TacticsAi *self)
{
  self->weights = &level_weights[TACTICS_AI_LEVEL_NORMAL];
  self->player = -1;
  self->threats = g_ptr_array_new_with_free_func (free_threat);
  self->distances = g_hash_table_new_full (g_str_hash, g_str_equal, g_free, g_free);
  self->distance_enemies = -1;
  self->reach = tactics_reach_new ();
  self->cells = g_array_new (FALSE, FALSE, sizeof (TacticsCell));
  self->foci = g_array_new (FALSE, FALSE, sizeof (TacticsCell));
}

TacticsAi *
tactics_ai_new (TacticsAiLevel level)
{
  return g_object_new (TACTICS_TYPE_AI, "level", level, NULL);
}

TacticsAiLevel
tactics_ai_get_level (TacticsAi *self)
{
  g_return_val_if_fail (TACTICS_IS_AI (self), TACTICS_AI_LEVEL_NORMAL);
  return self->level;
}
