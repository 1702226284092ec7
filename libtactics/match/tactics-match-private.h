/* SPDX-License-Identifier: GPL-3.0-or-later */
#pragma once

#include "tactics-action.h"
#include "tactics-command.h"
#include "tactics-cost-grid.h"
#include "tactics-event.h"
#include "tactics-geometry.h"
#include "tactics-map.h"
#include "tactics-match.h"
#include "tactics-model-enums.h"
#include "tactics-pattern.h"
#include "tactics-player-private.h"
#include "tactics-player.h"
#include "tactics-random.h"
#include "tactics-reach.h"
#include "tactics-region.h"
#include "tactics-ruleset.h"
#include "tactics-scenario.h"
#include "tactics-search-private.h"
#include "tactics-unit-private.h"
#include "tactics-unit-type.h"
#include "tactics-unit.h"
#include "tactics-view.h"

G_BEGIN_DECLS

/* How many values the game has drawn from its generator since the start;
 * tests use it to check that a refused command draws nothing. */
guint64  tactics_match_get_n_random_draws   (TacticsMatch *self);

/* For tests that need units on known cells: instead of
 * tactics_match_start(), puts unit i on @cells[i] (one cell per unit, free
 * and on the board), takes the players' order as the turn order and starts
 * play. No draw is made; such a game cannot be saved, since a save replays
 * the draws. */
gboolean tactics_match_start_arranged       (TacticsMatch        *self,
                                            const TacticsCell  *cells,
                                            GError            **error);
gboolean tactics_match_is_arranged          (TacticsMatch        *self);

/* What follows is shared by the files of the match itself
 * (tactics-match*.c): its state and the steps one part asks of another. */

/* What the game needs of a unit's type, resolved once at the start so
 * commands do not look ids up. */
typedef struct {
  TacticsAction **actions;
  guint           n_actions;
  int             default_action;
  const char     *movetype;
  guint           move;
  guint           speed;
  guint           sight;
  guint           n_passable;     /* cells of the map passable for the movement type */
  const TacticsCostGrid *grid;    /* refreshed by tactics_match_refresh_grids() */
} UnitRules;

/* Where one objective of a side stands, with its region and unit
 * resolved once at the start. */
typedef struct {
  TacticsObjectiveKind   kind;
  TacticsRegion         *region;      /* the scenario copy's, or NULL */
  int                    unit;        /* the named unit's id in the match, or -1 */
  guint                  rounds;
  guint                  points;
  TacticsObjectiveState  state;
  guint                  progress;
} MatchObjective;

struct _TacticsMatch
{
  GObject             parent_instance;

  TacticsMap         *map;
  TacticsRuleset     *ruleset;
  guint               units_per_player;
  TacticsMatchMode     mode;
  guint64             seed;
  guint               round_limit;
  guint               stop_round;       /* a tool's stop, not a rule; 0: none */
  int                 width;
  int                 height;

  TacticsRandom       random;
  guint64             n_random_draws;

  GPtrArray          *players;
  GListStore         *unit_store;
  GPtrArray          *units;            /* the same TacticsUnit objects, by id */
  UnitRules          *rules;            /* by unit id */
  guint               n_rules;
  guint              *occupant;         /* width × height: unit id + 1, 0 when free */
  guint              *marks;            /* width × height scratch, see tactics_match_next_mark() */
  TacticsCell         near_offsets[2][25];    /* see tactics_match_init_placement() */
  gboolean            grids_stale;
  guint               n_near_offsets[2];
  guint               mark;

  TacticsMatchPhase    phase;
  guint               turn_order[TACTICS_MAX_PLAYERS];
  guint               turn_position;
  int                 current_player;
  TacticsUnit        *active_unit;
  guint               turn;             /* turns started: one per player-turn or unit-turn */
  guint               round;
  guint              *round_played;     /* by unit id: the last round the unit had a turn in */
  TacticsMatchOutcome  outcome;
  int                 winner;

  GArray             *commands;         /* TacticsCommand, as performed */
  GArray             *command_draws;    /* guint64: n_random_draws before each command */
  GArray             *events;           /* TacticsEvent */

  TacticsReach       *reach;
  TacticsPathFinder  *path_finder;
  TacticsReach       *threat_reach;     /* scratch of tactics_match_compute_unit_threat() */
  TacticsCellTable    threat_damage;    /* cell → the most damage there */
  TacticsCellTable    threat_foci;      /* the foci an action has spread */
  gboolean            performing;
  gboolean            arranged;

  /* Scenarios (tactics-match-scenario.c, tactics-match-objectives.c). */
  TacticsScenario    *scenario;         /* the match's own copy, or NULL */
  guint               n_army_units;     /* units of the armies; the pre-placed ones follow */
  guint8             *zones;            /* width × height: bit p set inside player p's zone */
  guint8              zoned;            /* bit p set when player p has a start zone */
  MatchObjective     *objectives[TACTICS_MAX_PLAYERS];
  guint               n_objectives[TACTICS_MAX_PLAYERS];
  guint               points[TACTICS_MAX_PLAYERS];
  gboolean            points_game;      /* a side plays for the most points */
  int                 deciding_player;
  int                 deciding_objective;
  gboolean            decided_by_points; /* won on points at the round limit */
  int                 knockout_player;  /* put out by a protect-unit objective in this judging */
  int                 knockout_objective;

  /* Fog of war (tactics-match-views.c). */
  TacticsFogMode       fog;
  guint8              vision[TACTICS_MAX_PLAYERS];   /* bit q: sees with player q's units */
  TacticsView        *views[TACTICS_MAX_PLAYERS];    /* from the start on */
  guint8             *sight_blocks;     /* width × height: 1 where the terrain stops sight; NULL without fog */
  guint8             *sight_seen;       /* width × height scratch of zeros; NULL without fog */
  GArray             *witnesses;        /* guint8 per event: bit p set when p witnessed it;
                                         * NULL without fog */
  guint               ambushed_command; /* commands->len after the last ambushed move */
  GArray             *revealed[TACTICS_MAX_PLAYERS];  /* TacticsCell known from the start */
};

typedef enum {
  MATCH_PROP_0,
  MATCH_PROP_MAP,
  MATCH_PROP_RULESET,
  MATCH_PROP_UNITS_PER_PLAYER,
  MATCH_PROP_MODE,
  MATCH_PROP_SEED,
  MATCH_PROP_ROUND_LIMIT,
  MATCH_PROP_PHASE,
  MATCH_PROP_CURRENT_PLAYER,
  MATCH_PROP_ACTIVE_UNIT,
  MATCH_PROP_TURN,
  MATCH_PROP_ROUND,
  MATCH_PROP_OUTCOME,
  MATCH_PROP_WINNER,
  N_MATCH_PROPS
} TacticsMatchProperty;

/* tactics-match.c */
void         tactics_match_notify               (TacticsMatch          *self,
                                                 TacticsMatchProperty   property);
void         tactics_match_emit_event           (TacticsMatch          *self,
                                                 TacticsEvent          *event);
void         tactics_match_refresh_grids        (TacticsMatch          *self);
gboolean     tactics_match_check_phase          (TacticsMatch          *self,
                                                 TacticsMatchPhase      phase,
                                                 GError               **error);

/* tactics-match-placement.c */
void         tactics_match_init_placement       (TacticsMatch          *self);
guint        tactics_match_next_mark            (TacticsMatch          *self);
/* The first unit of @player's army, the one whose cell the start draws;
 * NULL for a side with pre-placed units only. */
TacticsUnit *tactics_match_first_unit_of        (TacticsMatch          *self,
                                                 guint                  player);
gboolean     tactics_match_draw_start_cells     (TacticsMatch          *self,
                                                 GError               **error);
gboolean     tactics_match_check_place          (TacticsMatch          *self,
                                                 const TacticsCommand  *command,
                                                 GError               **error);
void         tactics_match_perform_place        (TacticsMatch          *self,
                                                 const TacticsCommand  *command);

/* tactics-match-turns.c */
void         tactics_match_set_phase            (TacticsMatch          *self,
                                                 TacticsMatchPhase      phase);
gboolean     tactics_match_has_unplaced_units   (TacticsMatch          *self,
                                                 guint                  player);
void         tactics_match_continue_placement   (TacticsMatch          *self);
void         tactics_match_begin_play           (TacticsMatch          *self);
void         tactics_match_end_turn             (TacticsMatch          *self);
void         tactics_match_settle               (TacticsMatch          *self);

/* tactics-match-turns.c */
void         tactics_match_finish               (TacticsMatch          *self,
                                                 TacticsMatchOutcome    outcome,
                                                 int                    winner);

/* tactics-match-scenario.c */
void         tactics_match_clear_scenario       (TacticsMatch          *self);
gboolean     tactics_match_check_allowed_units  (TacticsMatch          *self,
                                                 guint                  player,
                                                 const char * const    *unit_type_ids,
                                                 GError               **error);
void         tactics_match_create_placed_units  (TacticsMatch          *self);
void         tactics_match_occupy_placed_units  (TacticsMatch          *self);
gboolean     tactics_match_check_zones          (TacticsMatch          *self,
                                                 GError               **error);

/* tactics-match-objectives.c */
void         tactics_match_init_objectives      (TacticsMatch          *self);
void         tactics_match_judge                (TacticsMatch          *self,
                                                 gboolean               round_end);
/* @player is out: the event (@objective: the protect-unit objective that
 * put it out, -1: no units left), and its side's pending objectives fail. */
void         tactics_match_put_out              (TacticsMatch          *self,
                                                 guint                  player,
                                                 int                    objective);
void         tactics_match_decide_elimination   (TacticsMatch          *self,
                                                 guint                  winner);
gboolean     tactics_match_decide_by_points     (TacticsMatch          *self);
gboolean     tactics_match_last_move_judged     (TacticsMatch          *self);

/* tactics-match-views.c */
void         tactics_match_create_views         (TacticsMatch          *self);
void         tactics_match_clear_views          (TacticsMatch          *self);
void         tactics_match_update_views         (TacticsMatch          *self,
                                                 const TacticsEvent    *event);
void         tactics_match_flush_views          (TacticsMatch          *self);
guint        tactics_match_get_unit_sight       (TacticsMatch          *self,
                                                 TacticsUnit           *unit);
/* Bit p set when player p witnessed event @index; every bit without fog. */
guint        tactics_match_get_event_witnesses  (TacticsMatch          *self,
                                                 guint                  index);
/* Whether every view's counts equal a recomputation from scratch (tests). */
gboolean     tactics_match_check_views          (TacticsMatch          *self,
                                                 GError               **error);

/* Whether @player sees @unit: always without fog. */
static inline gboolean
match_player_sees (TacticsMatch *self,
                   guint         player,
                   TacticsUnit  *unit)
{
  return self->fog == TACTICS_FOG_MODE_NONE || player >= TACTICS_MAX_PLAYERS ||
         self->views[player] == NULL || tactics_view_sees_unit (self->views[player], unit);
}

/* Whether @player sees @cell now: always without fog. */
static inline gboolean
match_player_sees_cell (TacticsMatch *self,
                        guint         player,
                        TacticsCell   cell)
{
  return self->fog == TACTICS_FOG_MODE_NONE || player >= TACTICS_MAX_PLAYERS ||
         self->views[player] == NULL || tactics_view_is_visible (self->views[player], cell);
}

/* tactics-match-commands.c */
TacticsUnit *tactics_match_check_unit_command   (TacticsMatch          *self,
                                                 const TacticsCommand  *command,
                                                 TacticsMatchPhase      phase,
                                                 GError               **error);

/* Small helpers */

static inline gboolean
match_contains (TacticsMatch *self,
                TacticsCell  cell)
{
  return cell.x >= 0 && cell.y >= 0 && cell.x < self->width && cell.y < self->height;
}

/* The geometry of @action on this board. */
static inline void
match_init_action_pattern (TacticsMatch    *self,
                           TacticsAction  *action,
                           TacticsPattern *pattern)
{
  tactics_action_init_pattern (action, pattern, tactics_map_get_topology (self->map),
                               self->width, self->height);
}

/* Whether @unit, where it stands, may aim @action at @focus; @pattern gets
 * the action's geometry either way. */
static inline gboolean
match_may_aim (TacticsMatch    *self,
               TacticsUnit    *unit,
               TacticsAction  *action,
               TacticsCell     focus,
               TacticsPattern *pattern)
{
  match_init_action_pattern (self, action, pattern);
  return match_contains (self, focus) && tactics_pattern_focus_allowed (pattern, unit->cell, focus);
}

static inline gsize
match_cell_index (TacticsMatch *self,
                  TacticsCell  cell)
{
  return (gsize) cell.y * (gsize) self->width + (gsize) cell.x;
}

static inline TacticsUnit *
match_unit (TacticsMatch *self,
            guint        id)
{
  return g_ptr_array_index (self->units, id);
}

static inline TacticsUnit *
match_unit_at (TacticsMatch *self,
               TacticsCell  cell)
{
  guint occupant;

  if (!match_contains (self, cell))
    return NULL;
  occupant = self->occupant[match_cell_index (self, cell)];
  return occupant != 0 ? match_unit (self, occupant - 1) : NULL;
}

static inline TacticsPlayer *
match_player (TacticsMatch *self,
              guint        index)
{
  return g_ptr_array_index (self->players, index);
}

/* Whether a unit of @player may be placed on @cell by its start zone. */
static inline gboolean
match_in_zone (TacticsMatch *self,
               guint        player,
               TacticsCell  cell)
{
  return (self->zoned & (1u << player)) == 0 ||
         (self->zones[match_cell_index (self, cell)] & (1u << player)) != 0;
}

static inline const TacticsCostGrid *
match_grid (TacticsMatch *self,
            guint        unit_id)
{
  return self->rules[unit_id].grid;
}

static inline gboolean
match_passable (TacticsMatch *self,
                guint        unit_id,
                TacticsCell  cell)
{
  const TacticsCostGrid *grid = match_grid (self, unit_id);

  return grid != NULL && match_contains (self, cell) &&
         tactics_cost_grid_get (grid, cell.x, cell.y) > 0;
}

static inline guint32
match_draw_below (TacticsMatch *self,
                  guint32      bound)
{
  self->n_random_draws++;
  return tactics_random_below (&self->random, bound);
}

static inline void
match_occupy (TacticsMatch *self,
              TacticsUnit *unit,
              TacticsCell  cell)
{
  g_assert (match_contains (self, cell));
  g_assert (self->occupant[match_cell_index (self, cell)] == 0);
  self->occupant[match_cell_index (self, cell)] = unit->id + 1;
}

static inline void
match_vacate (TacticsMatch *self,
              TacticsUnit *unit)
{
  g_assert (self->occupant[match_cell_index (self, unit->cell)] == unit->id + 1);
  self->occupant[match_cell_index (self, unit->cell)] = 0;
}

static inline const char *
match_unit_name (TacticsUnit *unit)
{
  return tactics_unit_type_get_name (unit->unit_type);
}

static inline TacticsEvent
match_event_new (TacticsEventKind kind)
{
  return (TacticsEvent) {
    .kind = kind,
    .player = -1,
    .unit = -1,
    .source = -1,
    .action = -1,
    .objective = -1,
  };
}

/* tactics_match_compute_unit_threat() with the caller's @reach for the
 * unit's moves: the computer player's own, so that the two searches do not
 * each keep the pages of a 4096 × 4096 board they touched. */
void tactics_match_compute_unit_threat_in (TacticsMatch *self,
                                           TacticsUnit  *unit,
                                           guint         player,
                                           TacticsReach *reach,
                                           GArray       *threats);

/* Registers <tactics-save> with tactics_file_validate(); called by
 * tactics_init(). */
void        tactics_save_register_file_kind  (void);

G_END_DECLS
