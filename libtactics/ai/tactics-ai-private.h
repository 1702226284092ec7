/* SPDX-License-Identifier: GPL-3.0-or-later */
#pragma once

#include "tactics-ai.h"
#include "tactics-command.h"
#include "tactics-geometry-enums.h"
#include "tactics-geometry.h"
#include "tactics-map.h"
#include "tactics-match.h"
#include "tactics-model-enums.h"
#include "tactics-pattern.h"
#include "tactics-player-kind.h"
#include "tactics-player.h"
#include "tactics-reach.h"
#include "tactics-search-private.h"
#include "tactics-unit-type.h"
#include "tactics-unit.h"
#include "tactics-view.h"

G_BEGIN_DECLS

/* The computer player's parts: tactics-ai.c (the controller, turn memory,
 * boldness, placement, formation), tactics-ai-board.c (the snapshot of the
 * board it plans on, the enemies' threat and the distance to them: the one
 * place that decides, under fog, what it knows of the enemy),
 * tactics-ai-memory.c (what it remembers under fog, and where it scouts),
 * tactics-ai-plan.c (scoring and choosing a plan for one unit) and
 * tactics-ai-goals.c (what a scenario's objectives ask of it).
 *
 * A computer player sees the match only through its public API, like a
 * window does; the one private header it uses is the searches' toolbox. It
 * keeps per-cell state only for the cells it touches, so that a turn on the
 * largest boards costs what the units can reach, not what the board
 * holds. */

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
} AiWeights;

/* One action of one unit, as planning needs it. */
typedef struct {
  TacticsPattern pattern;
  gboolean       heal;
  int            amount;
  TacticsAffects affects;
  int            spread;       /* farthest an effect cell lies from the focus */
  const char    *damage_type;  /* NULL: no resistance applies */
  gboolean       provokes;     /* enemies it leaves standing answer it */
  gboolean       answers;      /* it may answer a provoking blow */
} AiActionInfo;

typedef struct {
  TacticsUnit *unit;
  TacticsUnitType *type;
  const char  *movetype;
  gboolean     resists;       /* its type resists or is weak to some damage type */
  const char  *threat_type;   /* the damage type of its strongest damaging action */
  guint        id;
  guint        owner;
  TacticsCell  cell;
  int          hp;
  int          max_hp;
  gboolean     on_board;     /* on the board as the player knows it: an enemy it does
                              * not see is not */
  gboolean     hidden;       /* an enemy the player does not see now and did not see
                              * fall: somewhere in the fog (see tactics-ai-memory.c) */
  gboolean     moved;
  gboolean     acted;
  guint        move;
  int          attack_range;  /* longest reach of its damaging actions, -1 without */
  float        value;
  guint        first_action;  /* into AiBoard.actions */
  guint        n_actions;
} AiUnitInfo;

/* The threat on one cell: what all enemies together, and the strongest
 * alone, could deal there next turn. */
typedef struct {
  float sum;
  float max;
} AiThreat;

/* A place a scenario's objectives send units to: a region to stand in, or
 * an enemy unit to strike (see tactics-ai-goals.c). */
typedef struct {
  char     *key;      /* names it among the turn's distance fields */
  GArray   *cells;    /* TacticsCell */
  gboolean  beside;   /* the goal is next to the cells, not on them */
  int       unit;     /* the one unit of mine it is for, or -1 for any */
  float     weight;   /* how much it matters: 1 for an objective of my own */
  float     stay;     /* share of a unit's value for standing on its cells */
  gboolean  wins;     /* standing on its cells wins the match at once */
  float     ignore;   /* share of the strongest reply taken for granted on the way */
} AiGoal;

/* How much more the danger of a unit counts when losing it loses the
 * match, or an enemy wins by taking it: such a unit takes no reply for
 * granted and grows no bolder. */
#define AI_PRECIOUS_RISK 4.0f

/* What the objectives of a scenario ask of one side. In a plain match, or
 * when no side has objectives, nothing is active and play is unchanged. */
typedef struct {
  gboolean  active;
  GArray   *goals;         /* AiGoal */
  float    *risk_scale;    /* per unit: how much more its danger counts */
  float    *target_scale;  /* per unit: how much more striking it is worth */
  float    *enemy_pull;    /* per unit: share of the usual pull towards the enemy */
  float     min_boldness;  /* a side that must go in before time runs out */
} AiGoals;

/* A snapshot of the game for one planning step. Cells are numbered
 * y × width + x. */
typedef struct {
  TacticsMatch     *match;
  guint             me;
  int               width;
  int               height;
  TacticsTopology   topology;
  guint             n_units;
  AiUnitInfo       *units;
  GArray           *actions;     /* AiActionInfo */
  TacticsCellTable *occupant;    /* cell → unit id, for the units on the board */
  TacticsCellTable *threatened;  /* cell → index into threats */
  GArray           *threats;     /* AiThreat */
  float            *potential;   /* [attacker × n_units + target]: damage it may still deal
                                  * that target this turn, roughly */
  float            *support;     /* per target: the sum of those over attackers */
  int               n_enemies;
  AiGoals           goals;
  /* Fog of war: the player's view, and whether it hides anything. Every
   * other AI file reads the enemies through units[] and occupant, which
   * hold only what the view shows (ai_board_init() decides). */
  TacticsView      *view;
  gboolean          fog;
  /* What the walk towards the enemy aims at (see ai_distances_for()):
   * enemies seen, enemies remembered, or, when neither, places to scout. */
  GArray           *targets;     /* AiTarget */
  float            *blind_risk;  /* per unit of mine under fog: 0..1, how little it is
                                  * fit to step out of sight first; NULL without fog */
  guint             targets_hash;
  gboolean          scouting;    /* the targets are places to look at, to walk onto */
  /* Combat depth (tactics-ai-combat.c): whether the player weighs blows
   * as the match lands them, and the ruleset's chance to hit. */
  gboolean          combat;
  TacticsMap       *map;
  int               hit_chance;
} AiBoard;

typedef struct {
  int   cell;
  float damage;
} AiThreatCell;

/* A cell the walk to the enemy aims at: one next to an enemy (@beside), or
 * one to stand on (a place to scout). */
typedef struct {
  TacticsCell cell;
  gboolean    beside;
} AiTarget;

/* What a player remembers of one enemy unit (tactics-ai-memory.c). */
typedef struct {
  gboolean    known;      /* seen at some time, and not seen to fall */
  gboolean    fallen;     /* seen to fall */
  gboolean    located;    /* @cell still holds: nothing since showed it gone */
  TacticsCell cell;       /* where it was last seen */
  int         hp;
  guint       round;      /* the round it was last seen in */
} AiMemory;

/* The share of its value a unit least fit to lead risks by ending its
 * turn out of sight, under fog (tactics-ai-plan.c). */
#define AI_BLIND_STEP 0.06f

/* Scouting looks at spots on a grid of at most this many a side. */
#define AI_SCOUT_SPOTS 24

/* Remembered positions count as danger and as targets for this many
 * rounds, less and less. */
#define AI_MEMORY_ROUNDS 4

typedef struct {
  guint          unit;
  float          gain;
  guint          n_commands;
  TacticsCommand commands[2];
} AiPlan;

#define AI_MAX_KILLS 4

typedef struct {
  float       score;
  guint       action;
  TacticsCell focus;
  guint       n_killed;
  int         killed[AI_MAX_KILLS];   /* enemies it finishes off: they will not strike back */
  float       answered;               /* damage the enemies' answers would deal it */
} AiActChoice;

/* The walking cost from cells to one next to an enemy, for one movement
 * type (see tactics-ai-board.c). */
typedef struct _AiDistanceField AiDistanceField;

struct _TacticsAi
{
  GObject          parent_instance;

  TacticsAiLevel   level;
  const AiWeights *weights;
  gboolean         combat_sense;     /* see tactics_ai_set_combat_sense() */

  /* Under fog, what each player it plays remembers of the enemy: per
   * player, a GArray of AiMemory by unit id (tactics-ai-memory.c). This is
   * the one thing it keeps from what it did before: a human player
   * remembers too. Without fog every unit is always seen, and it is
   * never read. */
  gconstpointer    memory_match;
  GArray          *memory[TACTICS_MAX_PLAYERS];
  guint            memory_events[TACTICS_MAX_PLAYERS]; /* events read so far */
  /* Per player, the round each scouting spot (a coarse grid over the
   * board, AI_SCOUT_SPOTS a side at most) was last in sight, 0 never. */
  guint           *scout_seen[TACTICS_MAX_PLAYERS];

  /* Every decision is a function of the game's state alone, never of what
   * the AI did before: a match resumed from a save must play on exactly
   * as it would have. The only memory is a cache of what the state
   * determines, kept for the turn it was made in. */
  TacticsMatch    *match;
  guint            turn;
  int              player;
  GPtrArray       *threats;          /* per unit id: GArray of AiThreatCell, or NULL */
  GHashTable      *distances;        /* movement type → AiDistanceField */
  GHashTable      *goal_distances;   /* movement type and goal → AiDistanceField */
  int              distance_enemies; /* enemies on board when the fields were made */
  guint            distance_targets; /* AiBoard.targets_hash then */
  guint            quiet_rounds;     /* rounds before this turn in which no one was hurt */
  /* What count_quiet_rounds() has read of self->match's events so far. */
  gconstpointer    events_match;
  int              events_player;    /* whose view they were read with */
  guint            events_read;
  guint            hurt_turn;        /* turn of the last hurt read, 0 if none */
  guint            hurt_turn_before; /* the same among earlier turns */
  float            boldness;         /* 0..1: how much danger is ignored, to break a standoff
                                      * or to press an advantage */

  /* Scratch space, kept between calls so that planning allocates little. */
  TacticsReach    *reach;
  GArray          *cells;
  GArray          *foci;
  TacticsCellTable seen;             /* foci already tried */
  GArray          *match_threats;    /* TacticsThreat: one enemy's, as the match gives it */
  TacticsCellTable occupant;         /* AiBoard.occupant */
  TacticsCellTable threatened;       /* AiBoard.threatened */
};

#define AI_UNREACHABLE G_MAXINT

static inline int
ai_index_of (const AiBoard *board,
             TacticsCell    cell)
{
  return cell.y * board->width + cell.x;
}

static inline gboolean
ai_on_board (const AiBoard *board,
             TacticsCell    cell)
{
  return cell.x >= 0 && cell.y >= 0 && cell.x < board->width && cell.y < board->height;
}

static inline const AiActionInfo *
ai_action_of (const AiBoard    *board,
              const AiUnitInfo *unit,
              guint             k)
{
  return &g_array_index (board->actions, AiActionInfo, unit->first_action + k);
}

/* The unit standing on @cell (an index), or -1. */
static inline int
ai_board_occupant (const AiBoard *board,
                   int            cell)
{
  const TacticsCellEntry *entry = tactics_cell_table_lookup (board->occupant, (guint32) cell);

  return entry != NULL ? (int) entry->value : -1;
}

/* The threat on @cell (an index): zero where no enemy can strike. */
static inline AiThreat
ai_board_threat (const AiBoard *board,
                 int            cell)
{
  const TacticsCellEntry *entry = tactics_cell_table_lookup (board->threatened, (guint32) cell);

  return entry != NULL ? g_array_index (board->threats, AiThreat, entry->value)
                       : (AiThreat) { 0.0f, 0.0f };
}

/* For measurement only: with @sense FALSE, the player weighs every blow
 * by its bare amount, blind to terrain defence, resistances, answers and
 * the chance to hit, as it did before combat depth; the combat benchmark
 * plays such players against the usual ones. TRUE by default. */
void             tactics_ai_set_combat_sense (TacticsAi       *self,
                                              gboolean         sense);

/* tactics-ai-combat.c: blows as the match lands them, on a cell a unit
 * might stand on rather than where it stands. Without board->combat, the
 * bare amounts and no answers. */
int              ai_combat_defence          (const AiBoard    *board,
                                             const AiUnitInfo *unit,
                                             TacticsCell       cell);
int              ai_combat_damage           (const AiBoard      *board,
                                             const AiActionInfo *action,
                                             const AiUnitInfo   *target,
                                             TacticsCell         cell);
int              ai_combat_answer           (const AiBoard    *board,
                                             const AiUnitInfo *answerer,
                                             const AiUnitInfo *agent,
                                             TacticsCell       agent_cell);
float            ai_combat_threat_share     (const AiBoard    *board,
                                             const AiUnitInfo *enemy,
                                             const AiUnitInfo *unit);

/* tactics-ai-board.c: the snapshot (cleared with ai_board_clear()), the
 * potential of combined attacks, the enemies' threat (ai_build_threat_map()
 * is the one place that works it out), and the walking cost to the enemy
 * per movement type, kept for the turn. */
void             ai_board_init              (TacticsAi        *self,
                                             AiBoard          *board,
                                             TacticsMatch     *match,
                                             guint             me);
void             ai_board_clear             (AiBoard          *board);
void             ai_board_compute_support   (AiBoard          *board);
void             ai_build_threat_map        (TacticsAi        *self,
                                             AiBoard          *board);
float            ai_threat_of               (TacticsAi        *self,
                                             guint             enemy,
                                             int               cell);
AiDistanceField *ai_distances_for           (TacticsAi        *self,
                                             const AiBoard    *board,
                                             const AiUnitInfo *unit);
int              ai_distance_field_get      (AiDistanceField  *field,
                                             const AiBoard    *board,
                                             TacticsCell       cell);
void             ai_distance_field_free     (gpointer          field);

AiDistanceField *ai_goal_distances_for      (TacticsAi        *self,
                                             const AiBoard    *board,
                                             const AiGoal     *goal,
                                             const AiUnitInfo *unit);

/* tactics-ai-goals.c: what the scenario's objectives ask of the board's
 * side (cleared by ai_board_clear()), a unit's pull towards its goals, and
 * the placement cell nearest them. */
void             ai_goals_init              (AiBoard          *board);
void             ai_goals_clear             (AiGoals          *goals);
gboolean         ai_goals_position_score    (TacticsAi        *self,
                                             const AiBoard    *board,
                                             const AiUnitInfo *unit,
                                             TacticsCell       cell,
                                             float            *score,
                                             float            *daring,
                                             float            *ignore);
gboolean         ai_goals_placement         (TacticsMatch     *match,
                                             guint             player,
                                             guint             unit,
                                             TacticsCell      *cell);

/* tactics-ai-memory.c: what a player remembers of the enemy under fog,
 * brought up to date with what it sees now and the events it witnessed;
 * how much a remembered position still counts (0 when forgotten); the
 * places to scout; memory freed. */
void             ai_memory_update           (TacticsAi        *self,
                                             TacticsMatch     *match,
                                             guint             me);
const AiMemory  *ai_memory_of               (TacticsAi        *self,
                                             guint             me,
                                             guint             unit);
float            ai_memory_weight           (const AiMemory   *memory,
                                             guint             round);
void             ai_scout_targets           (TacticsAi        *self,
                                             const AiBoard    *board,
                                             GArray           *targets);
void             ai_memory_clear            (TacticsAi        *self);

/* tactics-ai-plan.c: the best plan of @unit (at most two commands) and
 * what it gains over staying put. */
void             ai_plan_unit               (TacticsAi        *self,
                                             const AiBoard    *board,
                                             const AiUnitInfo *unit,
                                             AiPlan           *plan);

G_END_DECLS
