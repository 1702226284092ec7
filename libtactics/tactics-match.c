/* SPDX-License-Identifier: GPL-3.0-or-later */
#include "config.h"

#include <glib/gi18n-lib.h>
#include <stdlib.h>
#include <string.h>

#include "tactics.h"
#include "tactics-match-private.h"
#include "tactics-player-private.h"
#include "tactics-unit-private.h"

/* Seed 002: a unit is placed within this grid distance of a unit of its
 * own already on the board. */
#define PLACEMENT_DISTANCE 2
/* Draws of start cells before tactics_match_start() gives up. Each draw is
 * cheap (a scan of the board), and a map where this many random draws all
 * fail is one where the armies barely fit, if at all. */
#define MAX_START_DRAWS 100
/* Cells drawn for each player's first unit, of which the one farthest
 * from the other armies is kept. More spreads the armies further but makes
 * the start less random; with 8, two armies on a 24 × 16 map start most
 * of the board apart and the cells still vary with every seed. */
#define START_CANDIDATES 8
/* Up to this many cells, start cells are kept apart by path cost (a search
 * over the board per pair of players: with 8 players on 512 × 512, about
 * a quarter of a second); beyond it by the movement metric, so that a
 * match on a 4096 × 4096 board still starts at once. */
#define START_PATH_COST_MAX_CELLS (512 * 512)

/* What the game needs of a unit's type, resolved once at the start so
 * commands do not look ids up. */
typedef struct {
  TacticsAction **actions;
  guint           n_actions;
  int             default_action;
  const char     *movetype;
  guint           move;
  guint           speed;
  guint           n_passable;     /* cells of the map passable for the movement type */
  const TacticsCostGrid *grid;    /* refreshed by refresh_grids() */
} UnitRules;

struct _TacticsMatch
{
  GObject             parent_instance;

  TacticsMap         *map;
  TacticsRuleset     *ruleset;
  guint               units_per_player;
  TacticsMatchMode     mode;
  guint64             seed;
  guint               turn_limit;
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
  guint              *marks;            /* width × height scratch, see next_mark() */
  TacticsCell         near_offsets[2][25];
  gboolean            grids_stale;
  guint               n_near_offsets[2];
  guint               mark;

  TacticsMatchPhase    phase;
  guint               turn_order[TACTICS_MAX_PLAYERS];
  guint               turn_position;
  int                 current_player;
  TacticsUnit        *active_unit;
  guint               turn;
  TacticsMatchOutcome  outcome;
  int                 winner;

  GArray             *commands;         /* TacticsCommand, as performed */
  GArray             *command_draws;    /* guint64: n_random_draws before each command */
  GArray             *events;           /* TacticsEvent */

  TacticsReach       *reach;
  TacticsPathFinder  *path_finder;
  gboolean            performing;
  gboolean            arranged;
};

enum {
  PROP_0,
  PROP_MAP,
  PROP_RULESET,
  PROP_UNITS_PER_PLAYER,
  PROP_MODE,
  PROP_SEED,
  PROP_TURN_LIMIT,
  PROP_PHASE,
  PROP_CURRENT_PLAYER,
  PROP_ACTIVE_UNIT,
  PROP_TURN,
  PROP_OUTCOME,
  PROP_WINNER,
  N_PROPS
};

enum {
  SIGNAL_EVENT,
  N_SIGNALS
};

static GParamSpec *properties[N_PROPS];
static guint signals[N_SIGNALS];
static GQuark event_details[TACTICS_EVENT_GAME_OVER + 1];

G_DEFINE_QUARK (tactics-game-error-quark, tactics_match_error)

G_DEFINE_ENUM_TYPE (TacticsMatchMode, tactics_match_mode,
  G_DEFINE_ENUM_VALUE (TACTICS_MATCH_MODE_TURNS, "turns"),
  G_DEFINE_ENUM_VALUE (TACTICS_MATCH_MODE_INITIATIVE, "initiative"))

G_DEFINE_ENUM_TYPE (TacticsMatchPhase, tactics_match_phase,
  G_DEFINE_ENUM_VALUE (TACTICS_MATCH_PHASE_SETUP, "setup"),
  G_DEFINE_ENUM_VALUE (TACTICS_MATCH_PHASE_PLACEMENT, "placement"),
  G_DEFINE_ENUM_VALUE (TACTICS_MATCH_PHASE_PLAYING, "playing"),
  G_DEFINE_ENUM_VALUE (TACTICS_MATCH_PHASE_OVER, "over"))

G_DEFINE_ENUM_TYPE (TacticsMatchOutcome, tactics_match_outcome,
  G_DEFINE_ENUM_VALUE (TACTICS_MATCH_OUTCOME_NONE, "none"),
  G_DEFINE_ENUM_VALUE (TACTICS_MATCH_OUTCOME_WIN, "win"),
  G_DEFINE_ENUM_VALUE (TACTICS_MATCH_OUTCOME_DRAW, "draw"),
  G_DEFINE_ENUM_VALUE (TACTICS_MATCH_OUTCOME_UNFINISHED, "unfinished"))

G_DEFINE_FINAL_TYPE (TacticsMatch, tactics_match, G_TYPE_OBJECT)

/* Small helpers */

static inline gboolean
contains (TacticsMatch *self,
          TacticsCell  cell)
{
  return cell.x >= 0 && cell.y >= 0 && cell.x < self->width && cell.y < self->height;
}

/* The geometry of @action on this board. */
static void
init_action_pattern (TacticsMatch    *self,
                     TacticsAction  *action,
                     TacticsPattern *pattern)
{
  tactics_pattern_init_for_action (pattern, action, tactics_map_get_topology (self->map),
                                   self->width, self->height);
}

/* Whether @unit, where it stands, may aim @action at @focus; @pattern gets
 * the action's geometry either way. */
static gboolean
may_aim (TacticsMatch    *self,
         TacticsUnit    *unit,
         TacticsAction  *action,
         TacticsCell     focus,
         TacticsPattern *pattern)
{
  init_action_pattern (self, action, pattern);
  return contains (self, focus) && tactics_pattern_focus_allowed (pattern, unit->cell, focus);
}

static inline gsize
cell_index (TacticsMatch *self,
            TacticsCell  cell)
{
  return (gsize) cell.y * (gsize) self->width + (gsize) cell.x;
}

static inline TacticsUnit *
get_unit (TacticsMatch *self,
          guint        id)
{
  return g_ptr_array_index (self->units, id);
}

static TacticsUnit *
unit_at (TacticsMatch *self,
         TacticsCell  cell)
{
  guint occupant;

  if (!contains (self, cell))
    return NULL;
  occupant = self->occupant[cell_index (self, cell)];
  return occupant != 0 ? get_unit (self, occupant - 1) : NULL;
}

static inline TacticsPlayer *
get_player (TacticsMatch *self,
            guint        index)
{
  return g_ptr_array_index (self->players, index);
}

static const TacticsCostGrid *
grid_for (TacticsMatch *self,
          guint        unit_id)
{
  return self->rules[unit_id].grid;
}

/* The map hands out its cost grids until it changes. Nothing of the game
 * changes its map, but anyone may read (and so reach) it: the grids are
 * fetched again after any change, at the next entry point. Placement
 * checks use them millions of times on big boards. */
static void
refresh_grids (TacticsMatch *self)
{
  if (!self->grids_stale)
    return;
  for (guint i = 0; i < self->n_rules; i++)
    self->rules[i].grid = tactics_map_get_cost_grid (self->map, self->rules[i].movetype);
  self->grids_stale = FALSE;
}

static void
on_map_changed (TacticsMatch *self)
{
  self->grids_stale = TRUE;
}

static gboolean
passable_for (TacticsMatch *self,
              guint        unit_id,
              TacticsCell  cell)
{
  const TacticsCostGrid *grid = grid_for (self, unit_id);

  return grid != NULL && contains (self, cell) && tactics_cost_grid_get (grid, cell.x, cell.y) > 0;
}

static guint32
draw_below (TacticsMatch *self,
            guint32      bound)
{
  self->n_random_draws++;
  return tactics_random_below (&self->random, bound);
}

static void
occupy (TacticsMatch *self,
        TacticsUnit *unit,
        TacticsCell  cell)
{
  g_assert (contains (self, cell));
  g_assert (self->occupant[cell_index (self, cell)] == 0);
  self->occupant[cell_index (self, cell)] = unit->id + 1;
}

static void
vacate (TacticsMatch *self,
        TacticsUnit *unit)
{
  g_assert (self->occupant[cell_index (self, unit->cell)] == unit->id + 1);
  self->occupant[cell_index (self, unit->cell)] = 0;
}

static const char *
unit_name (TacticsUnit *unit)
{
  return tactics_unit_type_get_name (unit->unit_type);
}

/* Events */

static TacticsEvent
event_new (TacticsEventKind kind)
{
  return (TacticsEvent) {
    .kind = kind,
    .player = -1,
    .unit = -1,
    .source = -1,
    .action = -1,
  };
}

static void
clear_event (gpointer data)
{
  TacticsEvent *event = data;

  g_clear_pointer (&event->path, g_array_unref);
}

/* Keeps @event (and its path) in the list, then tells the watchers. */
static void
emit_event (TacticsMatch  *self,
            TacticsEvent *event)
{
  const TacticsEvent *stored;

  event->turn = self->turn;
  g_array_append_vals (self->events, event, 1);
  stored = &g_array_index (self->events, TacticsEvent, self->events->len - 1);
  g_signal_emit (self, signals[SIGNAL_EVENT], event_details[event->kind], stored);
}

/* Occupancy, as a unit of one player sees the board */

typedef struct {
  TacticsMatch *game;
  guint        player;
  guint        mover;      /* its own cell reads as free */
} OccupancyView;

static TacticsOccupancy
occupancy_of (TacticsMatch *self,
              guint        player,
              guint        mover,
              TacticsCell  cell)
{
  guint occupant;

  if (!contains (self, cell))
    return TACTICS_OCCUPANCY_FREE;
  occupant = self->occupant[cell_index (self, cell)];
  if (occupant == 0 || occupant - 1 == mover)
    return TACTICS_OCCUPANCY_FREE;
  return get_unit (self, occupant - 1)->owner == player ? TACTICS_OCCUPANCY_ALLY
                                                        : TACTICS_OCCUPANCY_ENEMY;
}

static TacticsOccupancy
occupancy_callback (TacticsCell cell,
                    gpointer    user_data)
{
  const OccupancyView *view = user_data;

  return occupancy_of (view->game, view->player, view->mover, cell);
}

/* Placement: start cells and the distance rule */

TacticsMetric
tactics_match_get_movement_metric (TacticsMatch *self)
{
  g_return_val_if_fail (TACTICS_IS_MATCH (self), TACTICS_METRIC_MANHATTAN);

  /* Seed 002 speaks of "sectors" of distance; we read it as the metric the
   * units walk by (4 neighbours on square, 6 on hex), so "within 2" means
   * at most two steps away, as a player would count on the board. */
  return tactics_map_get_topology (self->map) == TACTICS_TOPOLOGY_HEX ? TACTICS_METRIC_HEX
                                                                      : TACTICS_METRIC_MANHATTAN;
}

/* The offsets (dx, dy) of the cells within PLACEMENT_DISTANCE, for a cell
 * on an even row and on an odd one (on hex boards, odd-r rows are shifted
 * so the two differ). The ±2 window holds every such cell for manhattan
 * and for hex. Worked out once: placement checks ask for them constantly. */
static void
init_near_offsets (TacticsMatch *self)
{
  TacticsMetric metric = tactics_match_get_movement_metric (self);

  for (int parity = 0; parity < 2; parity++)
    {
      TacticsCell origin = { 4, 4 + parity };

      self->n_near_offsets[parity] = 0;
      for (int dy = -PLACEMENT_DISTANCE; dy <= PLACEMENT_DISTANCE; dy++)
        for (int dx = -PLACEMENT_DISTANCE; dx <= PLACEMENT_DISTANCE; dx++)
          {
            TacticsCell near = { origin.x + dx, origin.y + dy };

            if (tactics_distance (metric, origin, near) <= PLACEMENT_DISTANCE)
              {
                guint n = self->n_near_offsets[parity]++;

                self->near_offsets[parity][n] = (TacticsCell) { dx, dy };
              }
          }
    }
}

/* The cells within PLACEMENT_DISTANCE of @cell, @cell included, on the
 * board. */
static guint
cells_near (TacticsMatch *self,
            TacticsCell  cell,
            TacticsCell  out[25])
{
  int parity = cell.y & 1;
  guint n = 0;

  for (guint i = 0; i < self->n_near_offsets[parity]; i++)
    {
      TacticsCell near = { cell.x + self->near_offsets[parity][i].x,
                           cell.y + self->near_offsets[parity][i].y };

      if (contains (self, near))
        out[n++] = near;
    }
  return n;
}

static gboolean
near_own_unit (TacticsMatch *self,
               TacticsUnit *unit,
               TacticsCell  cell)
{
  TacticsMetric metric = tactics_match_get_movement_metric (self);

  for (guint i = 0; i < self->units->len; i++)
    {
      TacticsUnit *other = get_unit (self, i);

      if (other != unit && other->owner == unit->owner && other->placed &&
          tactics_distance (metric, other->cell, cell) <= PLACEMENT_DISTANCE)
        return TRUE;
    }
  return FALSE;
}

static int
compare_by_room (gconstpointer a,
                 gconstpointer b,
                 gpointer      user_data)
{
  TacticsMatch *self = user_data;
  guint id_a = *(const guint *) a;
  guint id_b = *(const guint *) b;
  guint room_a = self->rules[id_a].n_passable;
  guint room_b = self->rules[id_b].n_passable;

  if (room_a != room_b)
    return room_a < room_b ? -1 : 1;
  return id_a < id_b ? -1 : id_a > id_b;
}

/* A fresh value for self->marks: cells set to it count as marked, every
 * other cell as not, without clearing a board-sized array each time. */
static guint
next_mark (TacticsMatch *self)
{
  if (++self->mark == 0)
    {
      memset (self->marks, 0, (gsize) self->width * (gsize) self->height * sizeof (guint));
      self->mark = 1;
    }
  return self->mark;
}

/* Whether every unit still off the board could be placed by the rule,
 * found by placing them greedily in marks over the board: each
 * player's units grow its group outwards from the cells already taken,
 * units with the fewest passable cells first. A success proves the armies
 * fit; a failure is taken as "they do not", which may in rare layouts
 * refuse a placement that a cleverer order would have allowed. With
 * @started_only, players with no unit on the board yet are left out: the
 * start draw asks this of each player's first cell before the next
 * players have theirs. */
static gboolean
placement_can_complete (TacticsMatch *self,
                        gboolean     started_only)
{
  g_autoptr(GArray) group = g_array_new (FALSE, FALSE, sizeof (TacticsCell));
  g_autoptr(GArray) waiting = g_array_new (FALSE, FALSE, sizeof (guint));
  guint planned = next_mark (self);

  for (guint p = 0; p < self->players->len; p++)
    {
      g_array_set_size (group, 0);
      g_array_set_size (waiting, 0);

      for (guint i = 0; i < self->units->len; i++)
        {
          TacticsUnit *unit = get_unit (self, i);

          if (unit->owner != p)
            continue;
          if (unit->placed)
            g_array_append_val (group, unit->cell);
          else
            g_array_append_val (waiting, unit->id);
        }
      if (waiting->len == 0 || (group->len == 0 && started_only))
        continue;
      if (group->len == 0)
        return FALSE;

      g_array_sort_with_data (waiting, compare_by_room, self);
      for (guint w = 0, open_from = 0; w < waiting->len; w++)
        {
          guint id = g_array_index (waiting, guint, w);
          gboolean found = FALSE;

          for (guint g = open_from; g < group->len && !found; g++)
            {
              TacticsCell near[25];
              guint n_near = cells_near (self, g_array_index (group, TacticsCell, g), near);
              gboolean any_free = FALSE;

              for (guint k = 0; k < n_near && !found; k++)
                {
                  gsize index = cell_index (self, near[k]);

                  if (self->occupant[index] != 0 || self->marks[index] == planned)
                    continue;
                  any_free = TRUE;
                  if (!passable_for (self, id, near[k]))
                    continue;
                  self->marks[index] = planned;
                  g_array_append_val (group, near[k]);
                  found = TRUE;
                }
              /* Cells only ever get taken: a full neighbourhood stays full,
               * so later units need not look there again. That keeps the
               * whole check linear in the number of units. */
              if (!any_free && g == open_from)
                open_from++;
            }
          if (!found)
            return FALSE;
        }
    }
  return TRUE;
}

/* Whether placing @unit on @cell leaves room for every unit still to be
 * placed; the board is restored before returning. */
static gboolean
placement_leaves_room (TacticsMatch *self,
                       TacticsUnit *unit,
                       TacticsCell  cell)
{
  TacticsCell old_cell = unit->cell;
  gboolean fits;

  occupy (self, unit, cell);
  unit->cell = cell;
  unit->placed = TRUE;
  fits = placement_can_complete (self, FALSE);
  unit->placed = FALSE;
  unit->cell = old_cell;
  self->occupant[cell_index (self, cell)] = 0;
  return fits;
}

static guint
count_passable (const TacticsCostGrid *grid)
{
  guint n = 0;

  for (int y = 0; y < grid->height; y++)
    for (int x = 0; x < grid->width; x++)
      n += tactics_cost_grid_get (grid, x, y) > 0;
  return n;
}

/* The cells of the map that at least one unit could stand on, counted
 * once per movement type rather than once per unit. */
static guint
count_room (TacticsMatch *self)
{
  g_autoptr(GPtrArray) grids = g_ptr_array_new ();
  guint room = 0;

  for (guint u = 0; u < self->units->len; u++)
    {
      const TacticsCostGrid *grid = grid_for (self, u);

      if (!g_ptr_array_find (grids, grid, NULL))
        g_ptr_array_add (grids, (gpointer) grid);
    }
  for (int y = 0; y < self->height; y++)
    for (int x = 0; x < self->width; x++)
      for (guint g = 0; g < grids->len; g++)
        if (tactics_cost_grid_get (g_ptr_array_index (grids, g), x, y) > 0)
          {
            room++;
            break;
          }
  return room;
}

static TacticsUnit *
first_unit_of (TacticsMatch *self,
               guint        player)
{
  for (guint i = 0; i < self->units->len; i++)
    if (get_unit (self, i)->owner == player)
      return get_unit (self, i);
  g_assert_not_reached ();
  return NULL;
}

typedef struct {
  TacticsCell cell;
  guint       rank;    /* among the free cells passable for the unit */
  guint       order;   /* of the draw */
  gint64      score;   /* distance to the nearest other start; -1: cannot meet one */
} StartCandidate;

static int
compare_candidates_by_rank (gconstpointer a,
                            gconstpointer b)
{
  const StartCandidate *first = a, *second = b;

  if (first->rank != second->rank)
    return first->rank < second->rank ? -1 : 1;
  return first->order < second->order ? -1 : first->order > second->order;
}

/* Farthest first; the earlier draw first among equals, so the choice
 * depends on the seed alone. */
static int
compare_candidates_by_score (gconstpointer a,
                             gconstpointer b)
{
  const StartCandidate *first = a, *second = b;

  if (first->score != second->score)
    return first->score > second->score ? -1 : 1;
  return first->order < second->order ? -1 : first->order > second->order;
}

/* Draws @n_candidates cells, uniformly among the free cells passable for
 * @unit, without listing those cells (a big map has millions): each draw
 * is a rank among them, and one walk over the board finds every rank's
 * cell. */
static gboolean
draw_start_candidates (TacticsMatch    *self,
                       TacticsUnit    *unit,
                       StartCandidate *candidates,
                       guint           n_candidates)
{
  const TacticsCostGrid *grid = grid_for (self, unit->id);
  gsize n_cells = (gsize) self->width * (gsize) self->height;
  guint n_free = self->rules[unit->id].n_passable;
  guint next = 0, rank = 0;

  for (guint q = 0; q < unit->owner; q++)
    if (passable_for (self, unit->id, first_unit_of (self, q)->cell))
      n_free--;
  if (n_free == 0)
    return FALSE;

  for (guint i = 0; i < n_candidates; i++)
    candidates[i] = (StartCandidate) { .rank = draw_below (self, n_free), .order = i };
  qsort (candidates, n_candidates, sizeof (StartCandidate), compare_candidates_by_rank);
  for (gsize i = 0; i < n_cells && next < n_candidates; i++)
    {
      TacticsCell cell = { (int) (i % (gsize) self->width), (int) (i / (gsize) self->width) };

      if (self->occupant[i] != 0 || tactics_cost_grid_get (grid, cell.x, cell.y) == 0)
        continue;
      while (next < n_candidates && candidates[next].rank == rank)
        candidates[next++].cell = cell;
      rank++;
    }
  g_assert (next == n_candidates);
  return TRUE;
}

/* Scores each candidate cell for @unit by its distance to the nearest
 * start cell of the players drawn before: the path cost for the unit's
 * movement type (-1 when the unit could not walk next to one of those
 * cells, since armies that cannot meet make no match), or on very big
 * boards the movement metric. */
static void
score_start_candidates (TacticsMatch    *self,
                        TacticsUnit    *unit,
                        StartCandidate *candidates,
                        guint           n_candidates)
{
  gboolean by_path_cost = (gsize) self->width * (gsize) self->height <= START_PATH_COST_MAX_CELLS;
  TacticsMetric metric = tactics_match_get_movement_metric (self);

  for (guint i = 0; i < n_candidates; i++)
    candidates[i].score = G_MAXINT64;

  for (guint q = 0; q < unit->owner; q++)
    {
      TacticsCell other = first_unit_of (self, q)->cell;

      /* The search starts on the other unit's cell even when this unit
       * could not stand there, so reaching a candidate means this unit
       * can walk from it to a cell beside the other one. Costs are for
       * entering cells, so they are counted from the other side; as a
       * measure of how far apart two armies are, that does as well. */
      if (by_path_cost)
        tactics_reach_compute (self->reach, grid_for (self, unit->id), other, G_MAXUINT,
                               NULL, NULL);
      for (guint i = 0; i < n_candidates; i++)
        {
          gint64 distance = by_path_cost ? tactics_reach_get_cost (self->reach, candidates[i].cell)
                                         : tactics_distance (metric, other, candidates[i].cell);

          if (distance < 0 || candidates[i].score < 0)
            candidates[i].score = -1;
          else
            candidates[i].score = MIN (candidates[i].score, distance);
        }
    }
}

/* Seed 002: each player's first unit goes on a random free cell passable
 * for it. So that armies do not start side by side, each player after the
 * first draws START_CANDIDATES such cells and keeps the one farthest from
 * the start cells already drawn, among those from which its army fits and
 * can meet the others. Whole draws are repeated until every army fits;
 * the second half of them give up on meeting, so that a map made of
 * islands still starts. */
static gboolean
draw_start_cells (TacticsMatch  *self,
                  GError      **error)
{
  gsize n_cells = (gsize) self->width * (gsize) self->height;
  guint room = 0;

  for (guint p = 0; p < self->players->len; p++)
    {
      TacticsUnit *first = first_unit_of (self, p);

      if (self->rules[first->id].n_passable == 0)
        {
          g_set_error (error, TACTICS_MATCH_ERROR, TACTICS_MATCH_ERROR_NO_ROOM,
                       _("No cell of this map is passable for %s."), unit_name (first));
          return FALSE;
        }
    }

  room = count_room (self);
  if (room < self->units->len)
    {
      g_set_error (error, TACTICS_MATCH_ERROR, TACTICS_MATCH_ERROR_NO_ROOM,
                   _("This map has room for %u units, but the armies have %u."),
                   room, self->units->len);
      return FALSE;
    }

  for (guint attempt = 0; attempt < MAX_START_DRAWS; attempt++)
    {
      gboolean must_meet = attempt < MAX_START_DRAWS / 2;
      gboolean drawn = TRUE;

      memset (self->occupant, 0, n_cells * sizeof (guint));
      for (guint i = 0; i < self->units->len; i++)
        get_unit (self, i)->placed = FALSE;

      for (guint p = 0; p < self->players->len && drawn; p++)
        {
          TacticsUnit *first = first_unit_of (self, p);
          StartCandidate candidates[START_CANDIDATES];
          guint n_candidates = p == 0 ? 1 : START_CANDIDATES;

          drawn = FALSE;
          if (!draw_start_candidates (self, first, candidates, n_candidates))
            break;
          score_start_candidates (self, first, candidates, n_candidates);
          qsort (candidates, n_candidates, sizeof (StartCandidate), compare_candidates_by_score);

          for (guint i = 0; i < n_candidates && !drawn; i++)
            {
              TacticsCell cell = candidates[i].cell;

              if (candidates[i].score < 0 && must_meet)
                break;
              occupy (self, first, cell);
              first->cell = cell;
              first->placed = TRUE;
              drawn = placement_can_complete (self, TRUE);
              if (!drawn)
                {
                  vacate (self, first);
                  first->placed = FALSE;
                }
            }
        }

      /* The last player's check covered every army. */
      if (drawn)
        return TRUE;
    }

  memset (self->occupant, 0, n_cells * sizeof (guint));
  for (guint i = 0; i < self->units->len; i++)
    get_unit (self, i)->placed = FALSE;
  g_set_error (error, TACTICS_MATCH_ERROR, TACTICS_MATCH_ERROR_NO_ROOM,
               _("No start positions where every army fits were found in %u draws: "
                 "the map is too small or too divided for these armies."),
               MAX_START_DRAWS);
  return FALSE;
}

/* Turns */

static void
set_current_player (TacticsMatch *self,
                    int          player)
{
  if (self->current_player == player)
    return;
  self->current_player = player;
  g_object_notify_by_pspec (G_OBJECT (self), properties[PROP_CURRENT_PLAYER]);
}

static void
set_active_unit (TacticsMatch *self,
                 TacticsUnit *unit)
{
  if (self->active_unit == unit)
    return;
  self->active_unit = unit;
  g_object_notify_by_pspec (G_OBJECT (self), properties[PROP_ACTIVE_UNIT]);
}

static void
set_phase (TacticsMatch      *self,
           TacticsMatchPhase  phase)
{
  if (self->phase == phase)
    return;
  self->phase = phase;
  g_object_notify_by_pspec (G_OBJECT (self), properties[PROP_PHASE]);
}

static void
finish (TacticsMatch        *self,
        TacticsMatchOutcome  outcome,
        int                 winner)
{
  TacticsEvent event = event_new (TACTICS_EVENT_GAME_OVER);

  set_phase (self, TACTICS_MATCH_PHASE_OVER);
  set_current_player (self, -1);
  set_active_unit (self, NULL);
  self->outcome = outcome;
  g_object_notify_by_pspec (G_OBJECT (self), properties[PROP_OUTCOME]);
  if (winner != self->winner)
    {
      self->winner = winner;
      g_object_notify_by_pspec (G_OBJECT (self), properties[PROP_WINNER]);
    }
  event.player = winner;
  emit_event (self, &event);
}

static void
count_turn (TacticsMatch *self)
{
  self->turn++;
  g_object_notify_by_pspec (G_OBJECT (self), properties[PROP_TURN]);
}

static void
start_player_turn (TacticsMatch *self)
{
  guint player = self->turn_order[self->turn_position];
  TacticsEvent event = event_new (TACTICS_EVENT_TURN_STARTED);

  count_turn (self);
  set_current_player (self, (int) player);
  for (guint i = 0; i < self->units->len; i++)
    {
      TacticsUnit *unit = get_unit (self, i);

      if (unit->owner == player && unit->alive)
        {
          tactics_unit_set_moved (unit, FALSE);
          tactics_unit_set_acted (unit, FALSE);
        }
    }
  event.player = (int) player;
  emit_event (self, &event);
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

/* Initiative mode (seed 004). Every living unit gains its speed in energy
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
      TacticsUnit *unit = get_unit (self, i);

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
  TacticsEvent event = event_new (TACTICS_EVENT_TURN_STARTED);

  if (unit == NULL)
    {
      guint ticks = G_MAXUINT;

      for (guint i = 0; i < self->units->len; i++)
        {
          TacticsUnit *candidate = get_unit (self, i);
          guint speed = self->rules[i].speed;

          if (candidate->alive)
            ticks = MIN (ticks,
                         (TACTICS_INITIATIVE_THRESHOLD - candidate->energy + speed - 1) / speed);
        }
      g_assert (ticks != G_MAXUINT && ticks > 0);
      for (guint i = 0; i < self->units->len; i++)
        {
          TacticsUnit *candidate = get_unit (self, i);

          if (candidate->alive)
            tactics_unit_set_energy (candidate, candidate->energy + ticks * self->rules[i].speed);
        }
      unit = pick_ready_unit (self);
      g_assert (unit != NULL);
    }

  count_turn (self);
  self->turn_position = turn_position_of (self, unit->owner);
  set_current_player (self, (int) unit->owner);
  set_active_unit (self, unit);
  tactics_unit_set_moved (unit, FALSE);
  tactics_unit_set_acted (unit, FALSE);
  event.player = (int) unit->owner;
  event.unit = (int) unit->id;
  emit_event (self, &event);
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
  while (tactics_player_is_out (get_player (self, self->turn_order[self->turn_position])));
  start_player_turn (self);
}

static void
end_turn (TacticsMatch *self)
{
  TacticsEvent event = event_new (TACTICS_EVENT_TURN_ENDED);

  event.player = self->current_player;
  if (self->active_unit != NULL)
    {
      event.unit = (int) self->active_unit->id;
      if (self->active_unit->alive)
        tactics_unit_set_energy (self->active_unit,
                                 self->active_unit->energy - TACTICS_INITIATIVE_THRESHOLD);
    }
  emit_event (self, &event);

  if (self->turn_limit != 0 && self->turn >= self->turn_limit)
    {
      finish (self, TACTICS_MATCH_OUTCOME_UNFINISHED, -1);
      return;
    }
  start_next_turn (self);
}

static void
begin_play (TacticsMatch *self)
{
  set_phase (self, TACTICS_MATCH_PHASE_PLAYING);
  if (self->mode == TACTICS_MATCH_MODE_INITIATIVE)
    {
      start_unit_turn (self);
    }
  else
    {
      self->turn_position = 0;
      start_player_turn (self);
    }
}

static gboolean
has_unplaced_units (TacticsMatch *self,
                    guint        player)
{
  for (guint i = 0; i < self->units->len; i++)
    {
      TacticsUnit *unit = get_unit (self, i);

      if (unit->owner == player && !unit->placed)
        return TRUE;
    }
  return FALSE;
}

/* Placement goes round the turn order once, from self->turn_position: the
 * next player with units to place places all of them. */
static void
continue_placement (TacticsMatch *self)
{
  for (; self->turn_position < self->players->len; self->turn_position++)
    {
      guint player = self->turn_order[self->turn_position];

      if (has_unplaced_units (self, player))
        {
          TacticsEvent event = event_new (TACTICS_EVENT_PLACEMENT_STARTED);

          set_current_player (self, (int) player);
          event.player = (int) player;
          emit_event (self, &event);
          return;
        }
    }
  begin_play (self);
}

/* After an action: who is out, whether the match is over, and whether the
 * turn can go on (its player or its unit may be gone). */
static void
settle (TacticsMatch *self)
{
  guint n_left = 0;
  int last_left = -1;

  for (guint p = 0; p < self->players->len; p++)
    {
      TacticsPlayer *player = get_player (self, p);
      gboolean has_units = FALSE;

      if (tactics_player_is_out (player))
        continue;
      for (guint i = 0; i < self->units->len && !has_units; i++)
        has_units = get_unit (self, i)->owner == p && get_unit (self, i)->alive;
      if (has_units)
        {
          n_left++;
          last_left = (int) p;
        }
      else
        {
          TacticsEvent event = event_new (TACTICS_EVENT_PLAYER_OUT);

          tactics_player_set_out (player, TRUE);
          event.player = (int) p;
          emit_event (self, &event);
        }
    }

  if (n_left == 0)
    finish (self, TACTICS_MATCH_OUTCOME_DRAW, -1);
  else if (n_left == 1)
    finish (self, TACTICS_MATCH_OUTCOME_WIN, last_left);
  else if ((self->active_unit != NULL && !self->active_unit->alive) ||
           tactics_player_is_out (get_player (self, (guint) self->current_player)))
    end_turn (self);
}

/* GObject */

static void
tactics_match_dispose (GObject *object)
{
  TacticsMatch *self = TACTICS_MATCH (object);

  if (self->unit_store != NULL)
    g_list_store_remove_all (self->unit_store);
  g_clear_pointer (&self->units, g_ptr_array_unref);
  g_clear_pointer (&self->players, g_ptr_array_unref);
  g_clear_object (&self->unit_store);
  g_clear_object (&self->map);
  g_clear_object (&self->ruleset);

  G_OBJECT_CLASS (tactics_match_parent_class)->dispose (object);
}

static void
tactics_match_finalize (GObject *object)
{
  TacticsMatch *self = TACTICS_MATCH (object);

  for (guint i = 0; i < self->n_rules; i++)
    g_free (self->rules[i].actions);
  g_free (self->rules);
  g_free (self->occupant);
  g_free (self->marks);
  g_clear_pointer (&self->commands, g_array_unref);
  g_clear_pointer (&self->command_draws, g_array_unref);
  g_clear_pointer (&self->events, g_array_unref);
  g_clear_pointer (&self->reach, tactics_reach_free);
  g_clear_pointer (&self->path_finder, tactics_path_finder_free);

  G_OBJECT_CLASS (tactics_match_parent_class)->finalize (object);
}

static void
tactics_match_get_property (GObject    *object,
                           guint       prop_id,
                           GValue     *value,
                           GParamSpec *pspec)
{
  TacticsMatch *self = TACTICS_MATCH (object);

  switch (prop_id)
    {
    case PROP_MAP:
      g_value_set_object (value, self->map);
      break;
    case PROP_RULESET:
      g_value_set_object (value, self->ruleset);
      break;
    case PROP_UNITS_PER_PLAYER:
      g_value_set_uint (value, self->units_per_player);
      break;
    case PROP_MODE:
      g_value_set_enum (value, self->mode);
      break;
    case PROP_SEED:
      g_value_set_uint64 (value, self->seed);
      break;
    case PROP_TURN_LIMIT:
      g_value_set_uint (value, self->turn_limit);
      break;
    case PROP_PHASE:
      g_value_set_enum (value, self->phase);
      break;
    case PROP_CURRENT_PLAYER:
      g_value_set_int (value, self->current_player);
      break;
    case PROP_ACTIVE_UNIT:
      g_value_set_int (value, self->active_unit != NULL ? (int) self->active_unit->id : -1);
      break;
    case PROP_TURN:
      g_value_set_uint (value, self->turn);
      break;
    case PROP_OUTCOME:
      g_value_set_enum (value, self->outcome);
      break;
    case PROP_WINNER:
      g_value_set_int (value, self->winner);
      break;
    default:
      G_OBJECT_WARN_INVALID_PROPERTY_ID (object, prop_id, pspec);
    }
}

static void
tactics_match_class_init (TacticsMatchClass *klass)
{
  GObjectClass *object_class = G_OBJECT_CLASS (klass);
  const GParamFlags flags = G_PARAM_READABLE | G_PARAM_EXPLICIT_NOTIFY | G_PARAM_STATIC_STRINGS;
  g_autoptr(GEnumClass) event_kinds = g_type_class_ref (TACTICS_TYPE_EVENT_KIND);

  object_class->dispose = tactics_match_dispose;
  object_class->finalize = tactics_match_finalize;
  object_class->get_property = tactics_match_get_property;

  properties[PROP_MAP] = g_param_spec_object ("map", NULL, NULL, TACTICS_TYPE_MAP, flags);
  properties[PROP_RULESET] =
    g_param_spec_object ("ruleset", NULL, NULL, TACTICS_TYPE_RULESET, flags);
  properties[PROP_UNITS_PER_PLAYER] =
    g_param_spec_uint ("units-per-player", NULL, NULL,
                       1, TACTICS_MAX_UNITS_PER_PLAYER, 1, flags);
  properties[PROP_MODE] =
    g_param_spec_enum ("mode", NULL, NULL, TACTICS_TYPE_MATCH_MODE, TACTICS_MATCH_MODE_TURNS, flags);
  properties[PROP_SEED] = g_param_spec_uint64 ("seed", NULL, NULL, 0, G_MAXUINT64, 0, flags);
  properties[PROP_TURN_LIMIT] =
    g_param_spec_uint ("turn-limit", NULL, NULL, 0, G_MAXUINT, 0, flags);
  properties[PROP_PHASE] =
    g_param_spec_enum ("phase", NULL, NULL,
                       TACTICS_TYPE_MATCH_PHASE, TACTICS_MATCH_PHASE_SETUP, flags);
  properties[PROP_CURRENT_PLAYER] =
    g_param_spec_int ("current-player", NULL, NULL, -1, TACTICS_MAX_PLAYERS - 1, -1, flags);
  properties[PROP_ACTIVE_UNIT] =
    g_param_spec_int ("active-unit", NULL, NULL, -1, G_MAXINT, -1, flags);
  properties[PROP_TURN] = g_param_spec_uint ("turn", NULL, NULL, 0, G_MAXUINT, 0, flags);
  properties[PROP_OUTCOME] =
    g_param_spec_enum ("outcome", NULL, NULL,
                       TACTICS_TYPE_MATCH_OUTCOME, TACTICS_MATCH_OUTCOME_NONE, flags);
  properties[PROP_WINNER] =
    g_param_spec_int ("winner", NULL, NULL, -1, TACTICS_MAX_PLAYERS - 1, -1, flags);

  g_object_class_install_properties (object_class, N_PROPS, properties);

  /* One signal for every change, detailed by the event kind's nick, so a
   * log connects once and an animation connects to "event::unit-moved". */
  signals[SIGNAL_EVENT] =
    g_signal_new ("event",
                  G_TYPE_FROM_CLASS (klass),
                  G_SIGNAL_RUN_LAST | G_SIGNAL_DETAILED,
                  0, NULL, NULL, NULL,
                  G_TYPE_NONE, 1, TACTICS_TYPE_EVENT | G_SIGNAL_TYPE_STATIC_SCOPE);

  for (guint i = 0; i < G_N_ELEMENTS (event_details); i++)
    {
      const char *nick = g_enum_get_value (event_kinds, (int) i)->value_nick;

      event_details[i] = g_quark_from_static_string (nick);
    }
}

static void
tactics_match_init (TacticsMatch *self)
{
  self->players = g_ptr_array_new_with_free_func (g_object_unref);
  self->units = g_ptr_array_new_with_free_func (g_object_unref);
  self->unit_store = g_list_store_new (TACTICS_TYPE_UNIT);
  self->commands = g_array_new (FALSE, FALSE, sizeof (TacticsCommand));
  self->command_draws = g_array_new (FALSE, FALSE, sizeof (guint64));
  self->events = g_array_new (FALSE, FALSE, sizeof (TacticsEvent));
  g_array_set_clear_func (self->events, clear_event);
  self->reach = tactics_reach_new ();
  self->path_finder = tactics_path_finder_new ();
  self->current_player = -1;
  self->winner = -1;
}

static TacticsMap *
copy_map (TacticsMap *map)
{
  g_autoptr(TacticsRuleset) terrains = tactics_ruleset_copy (tactics_map_get_ruleset (map));
  TacticsMap *copy = tactics_map_new (tactics_map_get_width (map),
                                      tactics_map_get_height (map),
                                      tactics_map_get_topology (map),
                                      terrains);

  tactics_map_set_name (copy, tactics_map_get_name (map));
  tactics_map_set_description (copy, tactics_map_get_description (map));
  tactics_map_set_ruleset_path (copy, tactics_map_get_ruleset_path (map));
  tactics_map_set_cells (copy, tactics_map_get_cells (map));
  return copy;
}

TacticsMatch *
tactics_match_new (TacticsMap      *map,
                  TacticsRuleset  *ruleset,
                  guint            units_per_player,
                  TacticsMatchMode  mode,
                  guint64          seed)
{
  TacticsMatch *self;

  g_return_val_if_fail (TACTICS_IS_MAP (map), NULL);
  g_return_val_if_fail (ruleset == NULL || TACTICS_IS_RULESET (ruleset), NULL);
  g_return_val_if_fail (units_per_player > 0 &&
                        units_per_player <= TACTICS_MAX_UNITS_PER_PLAYER, NULL);

  self = g_object_new (TACTICS_TYPE_MATCH, NULL);
  self->map = copy_map (map);
  /* The map's own rules stay one object, so a save writes them once. */
  if (ruleset != NULL && ruleset != tactics_map_get_ruleset (map))
    self->ruleset = tactics_ruleset_copy (ruleset);
  else
    self->ruleset = g_object_ref (tactics_map_get_ruleset (self->map));
  self->width = tactics_map_get_width (self->map);
  self->height = tactics_map_get_height (self->map);
  self->units_per_player = units_per_player;
  self->mode = mode;
  self->seed = seed;
  tactics_random_init (&self->random, seed);
  self->occupant = g_new0 (guint, (gsize) self->width * (gsize) self->height);
  self->marks = g_new0 (guint, (gsize) self->width * (gsize) self->height);
  init_near_offsets (self);
  self->grids_stale = TRUE;
  g_signal_connect_object (self->map, "cells-changed", G_CALLBACK (on_map_changed), self,
                           G_CONNECT_SWAPPED);
  g_signal_connect_object (self->map, "notify", G_CALLBACK (on_map_changed), self,
                           G_CONNECT_SWAPPED);
  g_signal_connect_object (tactics_map_get_ruleset (self->map), "changed",
                           G_CALLBACK (on_map_changed), self, G_CONNECT_SWAPPED);
  return self;
}

/* Set-up */

static gboolean
check_phase (TacticsMatch       *self,
             TacticsMatchPhase   phase,
             GError           **error)
{
  if (self->phase == phase)
    return TRUE;

  switch (self->phase)
    {
    case TACTICS_MATCH_PHASE_SETUP:
      g_set_error_literal (error, TACTICS_MATCH_ERROR, TACTICS_MATCH_ERROR_WRONG_PHASE,
                           _("The match has not started yet."));
      break;
    case TACTICS_MATCH_PHASE_PLACEMENT:
      g_set_error_literal (error, TACTICS_MATCH_ERROR, TACTICS_MATCH_ERROR_WRONG_PHASE,
                           phase == TACTICS_MATCH_PHASE_PLAYING
                             ? _("Every unit must be placed first.")
                             : _("The units are being placed."));
      break;
    case TACTICS_MATCH_PHASE_PLAYING:
      g_set_error_literal (error, TACTICS_MATCH_ERROR, TACTICS_MATCH_ERROR_WRONG_PHASE,
                           phase == TACTICS_MATCH_PHASE_PLACEMENT
                             ? _("Placement is over.")
                             : _("The match has already started."));
      break;
    case TACTICS_MATCH_PHASE_OVER:
    default:
      g_set_error_literal (error, TACTICS_MATCH_ERROR, TACTICS_MATCH_ERROR_WRONG_PHASE,
                           _("The match is over."));
      break;
    }
  return FALSE;
}

TacticsPlayer *
tactics_match_add_player (TacticsMatch        *self,
                         const char         *name,
                         const char         *color,
                         TacticsPlayerKind   kind,
                         TacticsAiLevel      level,
                         GError            **error)
{
  TacticsPlayer *player;

  g_return_val_if_fail (TACTICS_IS_MATCH (self), NULL);
  g_return_val_if_fail (name != NULL, NULL);
  g_return_val_if_fail (color != NULL, NULL);
  g_return_val_if_fail (error == NULL || *error == NULL, NULL);

  if (!check_phase (self, TACTICS_MATCH_PHASE_SETUP, error))
    return NULL;
  if (self->players->len >= TACTICS_MAX_PLAYERS)
    {
      g_set_error (error, TACTICS_MATCH_ERROR, TACTICS_MATCH_ERROR_SETUP,
                   _("A match has at most %d players."), TACTICS_MAX_PLAYERS);
      return NULL;
    }

  player = tactics_player_new (self->players->len, name, color, kind, level);
  g_ptr_array_add (self->players, player);
  return player;
}

gboolean
tactics_match_set_formation (TacticsMatch         *self,
                            guint                player,
                            const char * const  *unit_type_ids,
                            GError             **error)
{
  TacticsRuleset *terrains;
  guint n_units;

  g_return_val_if_fail (TACTICS_IS_MATCH (self), FALSE);
  g_return_val_if_fail (unit_type_ids != NULL, FALSE);
  g_return_val_if_fail (error == NULL || *error == NULL, FALSE);

  if (!check_phase (self, TACTICS_MATCH_PHASE_SETUP, error))
    return FALSE;
  if (player >= self->players->len)
    {
      g_set_error (error, TACTICS_MATCH_ERROR, TACTICS_MATCH_ERROR_SETUP,
                   _("There is no player %u."), player + 1);
      return FALSE;
    }

  n_units = g_strv_length ((char **) unit_type_ids);
  if (n_units == 0)
    {
      g_set_error_literal (error, TACTICS_MATCH_ERROR, TACTICS_MATCH_ERROR_FORMATION,
                           _("An army needs at least one unit."));
      return FALSE;
    }
  if (n_units > self->units_per_player)
    {
      g_set_error (error, TACTICS_MATCH_ERROR, TACTICS_MATCH_ERROR_FORMATION,
                   g_dngettext (GETTEXT_PACKAGE,
                                "An army may have at most %u unit; this one has %u.",
                                "An army may have at most %u units; this one has %u.",
                                self->units_per_player),
                   self->units_per_player, n_units);
      return FALSE;
    }

  terrains = tactics_map_get_ruleset (self->map);
  for (guint i = 0; i < n_units; i++)
    {
      TacticsUnitType *type = tactics_ruleset_lookup_unit_type (self->ruleset, unit_type_ids[i]);
      const char * const *actions;
      const char *movetype;

      if (type == NULL)
        {
          g_set_error (error, TACTICS_MATCH_ERROR, TACTICS_MATCH_ERROR_SETUP,
                       _("There is no unit type “%s” in the rules."), unit_type_ids[i]);
          return FALSE;
        }
      movetype = tactics_unit_type_get_movetype (type);
      if (movetype == NULL || tactics_ruleset_lookup_movetype (terrains, movetype) == NULL ||
          tactics_map_get_cost_grid (self->map, movetype) == NULL)
        {
          g_set_error (error, TACTICS_MATCH_ERROR, TACTICS_MATCH_ERROR_SETUP,
                       _("%s moves by “%s”, which this map does not know: "
                         "such a unit could not move anywhere."),
                       tactics_unit_type_get_name (type), movetype ? movetype : "");
          return FALSE;
        }
      actions = tactics_unit_type_get_actions (type);
      for (guint a = 0; actions != NULL && actions[a] != NULL; a++)
        if (tactics_ruleset_lookup_action (self->ruleset, actions[a]) == NULL)
          {
            g_set_error (error, TACTICS_MATCH_ERROR, TACTICS_MATCH_ERROR_SETUP,
                         _("%s refers to an unknown action “%s”."),
                         tactics_unit_type_get_name (type), actions[a]);
            return FALSE;
          }
    }

  tactics_player_set_formation (get_player (self, player), unit_type_ids);
  return TRUE;
}

void
tactics_match_set_turn_limit (TacticsMatch *self,
                             guint        limit)
{
  g_return_if_fail (TACTICS_IS_MATCH (self));
  g_return_if_fail (self->phase == TACTICS_MATCH_PHASE_SETUP);

  if (self->turn_limit == limit)
    return;
  self->turn_limit = limit;
  g_object_notify_by_pspec (G_OBJECT (self), properties[PROP_TURN_LIMIT]);
}

static void
resolve_rules (TacticsMatch *self,
               TacticsUnit *unit,
               UnitRules   *rules)
{
  const char * const *action_ids = tactics_unit_type_get_actions (unit->unit_type);
  guint n = action_ids != NULL ? g_strv_length ((char **) action_ids) : 0;

  rules->actions = g_new0 (TacticsAction *, n + 1);
  rules->n_actions = n;
  rules->default_action = -1;
  for (guint i = 0; i < n; i++)
    {
      rules->actions[i] = tactics_ruleset_lookup_action (self->ruleset, action_ids[i]);
      g_assert (rules->actions[i] != NULL);
      if (rules->default_action < 0 &&
          tactics_action_get_effect (rules->actions[i]) == TACTICS_EFFECT_DAMAGE)
        rules->default_action = (int) i;
    }
  rules->movetype = tactics_unit_type_get_movetype (unit->unit_type);
  rules->move = tactics_unit_type_get_move (unit->unit_type);
  rules->speed = MAX (1, tactics_unit_type_get_speed (unit->unit_type));
}

static void
clear_units (TacticsMatch *self)
{
  for (guint i = 0; i < self->n_rules; i++)
    g_free (self->rules[i].actions);
  g_clear_pointer (&self->rules, g_free);
  self->n_rules = 0;
  g_list_store_remove_all (self->unit_store);
  g_ptr_array_set_size (self->units, 0);
}

/* Checks the settings and makes the units, ids player by player in
 * formation order. */
static gboolean
create_units (TacticsMatch  *self,
              GError      **error)
{
  guint n_players, n_units = 0, next_id = 0;

  if (!check_phase (self, TACTICS_MATCH_PHASE_SETUP, error))
    return FALSE;
  n_players = self->players->len;
  if (n_players < TACTICS_MIN_PLAYERS)
    {
      g_set_error (error, TACTICS_MATCH_ERROR, TACTICS_MATCH_ERROR_SETUP,
                   _("A match needs at least %d players."), TACTICS_MIN_PLAYERS);
      return FALSE;
    }
  for (guint p = 0; p < n_players; p++)
    {
      TacticsPlayer *player = get_player (self, p);

      if (tactics_player_get_formation (player) == NULL)
        {
          g_set_error (error, TACTICS_MATCH_ERROR, TACTICS_MATCH_ERROR_FORMATION,
                       _("%s has no army yet."), tactics_player_get_name (player));
          return FALSE;
        }
      n_units += g_strv_length ((char **) tactics_player_get_formation (player));
    }

  self->rules = g_new0 (UnitRules, n_units);
  self->n_rules = n_units;
  for (guint p = 0; p < n_players; p++)
    {
      const char * const *formation = tactics_player_get_formation (get_player (self, p));

      for (guint i = 0; formation[i] != NULL; i++)
        {
          TacticsUnitType *type = tactics_ruleset_lookup_unit_type (self->ruleset, formation[i]);
          TacticsUnit *unit = tactics_unit_new (next_id, p, type);

          g_ptr_array_add (self->units, unit);
          resolve_rules (self, unit, &self->rules[next_id]);
          next_id++;
        }
    }
  self->grids_stale = TRUE;
  refresh_grids (self);
  {
    g_autoptr(GHashTable) counted = g_hash_table_new (NULL, NULL);

    for (guint i = 0; i < n_units; i++)
      {
        const TacticsCostGrid *grid = grid_for (self, i);
        gpointer known;

        if (!g_hash_table_lookup_extended (counted, grid, NULL, &known))
          {
            known = GUINT_TO_POINTER (count_passable (grid));
            g_hash_table_insert (counted, (gpointer) grid, known);
          }
        self->rules[i].n_passable = GPOINTER_TO_UINT (known);
      }
  }
  return TRUE;
}

gboolean
tactics_match_start (TacticsMatch  *self,
                    GError      **error)
{
  guint n_players;

  g_return_val_if_fail (TACTICS_IS_MATCH (self), FALSE);
  g_return_val_if_fail (error == NULL || *error == NULL, FALSE);

  /* Everything below is a function of the settings and the seed alone, so
   * that a save made of them and the commands replays the same match. */
  tactics_random_init (&self->random, self->seed);
  self->n_random_draws = 0;

  if (!create_units (self, error))
    return FALSE;
  n_players = self->players->len;

  /* Turn order: Fisher–Yates over the player indices. */
  for (guint i = 0; i < n_players; i++)
    self->turn_order[i] = i;
  for (guint i = n_players - 1; i > 0; i--)
    {
      guint j = draw_below (self, i + 1);
      guint swap = self->turn_order[i];

      self->turn_order[i] = self->turn_order[j];
      self->turn_order[j] = swap;
    }

  if (!draw_start_cells (self, error))
    {
      clear_units (self);
      tactics_random_init (&self->random, self->seed);
      self->n_random_draws = 0;
      return FALSE;
    }

  g_list_store_splice (self->unit_store, 0, 0, self->units->pdata, self->units->len);

  g_object_freeze_notify (G_OBJECT (self));
  set_phase (self, TACTICS_MATCH_PHASE_PLACEMENT);
  for (guint p = 0; p < n_players; p++)
    {
      TacticsUnit *first = first_unit_of (self, p);
      TacticsEvent event = event_new (TACTICS_EVENT_UNIT_PLACED);

      /* draw_start_cells() set the fields directly; say so now. */
      first->placed = FALSE;
      tactics_unit_set_placed (first, TRUE);
      g_object_notify (G_OBJECT (first), "cell");
      event.player = (int) p;
      event.unit = (int) first->id;
      event.to = first->cell;
      emit_event (self, &event);
    }
  self->turn_position = 0;
  continue_placement (self);
  g_object_thaw_notify (G_OBJECT (self));
  return TRUE;
}

gboolean
tactics_match_start_arranged (TacticsMatch        *self,
                             const TacticsCell  *cells,
                             GError            **error)
{
  g_return_val_if_fail (TACTICS_IS_MATCH (self), FALSE);
  g_return_val_if_fail (cells != NULL, FALSE);

  if (!create_units (self, error))
    return FALSE;

  self->arranged = TRUE;
  for (guint i = 0; i < self->players->len; i++)
    self->turn_order[i] = i;
  g_list_store_splice (self->unit_store, 0, 0, self->units->pdata, self->units->len);

  g_object_freeze_notify (G_OBJECT (self));
  set_phase (self, TACTICS_MATCH_PHASE_PLACEMENT);
  for (guint i = 0; i < self->units->len; i++)
    {
      TacticsUnit *unit = get_unit (self, i);
      TacticsEvent event = event_new (TACTICS_EVENT_UNIT_PLACED);

      g_assert (contains (self, cells[i]) && unit_at (self, cells[i]) == NULL);
      occupy (self, unit, cells[i]);
      tactics_unit_set_cell (unit, cells[i]);
      tactics_unit_set_placed (unit, TRUE);
      event.player = (int) unit->owner;
      event.unit = (int) unit->id;
      event.to = cells[i];
      emit_event (self, &event);
    }
  begin_play (self);
  g_object_thaw_notify (G_OBJECT (self));
  return TRUE;
}

gboolean
tactics_match_is_arranged (TacticsMatch *self)
{
  g_return_val_if_fail (TACTICS_IS_MATCH (self), FALSE);
  return self->arranged;
}

/* Commands */

static TacticsUnit *
check_unit_command (TacticsMatch           *self,
                    const TacticsCommand  *command,
                    TacticsMatchPhase       phase,
                    GError               **error)
{
  TacticsUnit *unit;

  if (!check_phase (self, phase, error))
    return NULL;
  if (command->player >= self->players->len)
    {
      g_set_error (error, TACTICS_MATCH_ERROR, TACTICS_MATCH_ERROR_WRONG_PLAYER,
                   _("There is no player %u."), command->player + 1);
      return NULL;
    }
  if ((int) command->player != self->current_player)
    {
      g_set_error (error, TACTICS_MATCH_ERROR, TACTICS_MATCH_ERROR_WRONG_PLAYER,
                   _("It is not %s’s turn."),
                   tactics_player_get_name (get_player (self, command->player)));
      return NULL;
    }
  if (command->kind == TACTICS_COMMAND_END_TURN)
    return NULL;
  if (command->unit >= self->units->len)
    {
      g_set_error (error, TACTICS_MATCH_ERROR, TACTICS_MATCH_ERROR_WRONG_UNIT,
                   _("There is no unit %u."), command->unit);
      return NULL;
    }
  unit = get_unit (self, command->unit);
  if (unit->owner != command->player)
    {
      g_set_error (error, TACTICS_MATCH_ERROR, TACTICS_MATCH_ERROR_WRONG_PLAYER,
                   _("This %s belongs to %s."), unit_name (unit),
                   tactics_player_get_name (get_player (self, unit->owner)));
      return NULL;
    }
  if (!unit->alive)
    {
      g_set_error (error, TACTICS_MATCH_ERROR, TACTICS_MATCH_ERROR_WRONG_UNIT,
                   _("This %s has been eliminated."), unit_name (unit));
      return NULL;
    }
  if (self->active_unit != NULL && self->active_unit != unit)
    {
      g_set_error (error, TACTICS_MATCH_ERROR, TACTICS_MATCH_ERROR_WRONG_UNIT,
                   _("It is the turn of another unit: the %s."), unit_name (self->active_unit));
      return NULL;
    }
  return unit;
}

static gboolean
check_place (TacticsMatch           *self,
             const TacticsCommand  *command,
             GError               **error)
{
  TacticsUnit *unit = check_unit_command (self, command, TACTICS_MATCH_PHASE_PLACEMENT, error);

  if (unit == NULL)
    return FALSE;
  if (unit->placed)
    {
      g_set_error (error, TACTICS_MATCH_ERROR, TACTICS_MATCH_ERROR_ALREADY_DONE,
                   _("This %s is already on the board."), unit_name (unit));
      return FALSE;
    }
  if (!contains (self, command->cell))
    {
      g_set_error_literal (error, TACTICS_MATCH_ERROR, TACTICS_MATCH_ERROR_BLOCKED,
                           _("That cell is off the board."));
      return FALSE;
    }
  if (unit_at (self, command->cell) != NULL)
    {
      g_set_error_literal (error, TACTICS_MATCH_ERROR, TACTICS_MATCH_ERROR_BLOCKED,
                           _("Another unit stands there."));
      return FALSE;
    }
  if (!passable_for (self, unit->id, command->cell))
    {
      g_set_error (error, TACTICS_MATCH_ERROR, TACTICS_MATCH_ERROR_BLOCKED,
                   _("A %s cannot stand on %s."), unit_name (unit),
                   tactics_terrain_get_name (tactics_map_get_terrain (self->map, command->cell)));
      return FALSE;
    }
  if (!near_own_unit (self, unit, command->cell))
    {
      g_set_error (error, TACTICS_MATCH_ERROR, TACTICS_MATCH_ERROR_TOO_FAR,
                   _("A unit must be placed at most %d cells away from one of its own."),
                   PLACEMENT_DISTANCE);
      return FALSE;
    }
  if (!placement_leaves_room (self, unit, command->cell))
    {
      g_set_error_literal (error, TACTICS_MATCH_ERROR, TACTICS_MATCH_ERROR_NO_ROOM,
                           _("Placing it there would leave no room for the units still to be "
                             "placed."));
      return FALSE;
    }
  return TRUE;
}

static void
perform_place (TacticsMatch          *self,
               const TacticsCommand *command)
{
  TacticsUnit *unit = get_unit (self, command->unit);
  TacticsEvent event = event_new (TACTICS_EVENT_UNIT_PLACED);

  occupy (self, unit, command->cell);
  tactics_unit_set_cell (unit, command->cell);
  tactics_unit_set_placed (unit, TRUE);
  event.player = (int) unit->owner;
  event.unit = (int) unit->id;
  event.to = command->cell;
  emit_event (self, &event);

  if (!has_unplaced_units (self, unit->owner))
    {
      self->turn_position++;
      continue_placement (self);
    }
}

/* Whether @unit's default attack can be aimed at @cell from where it
 * stands; the action's position goes to @action. */
static gboolean
can_attack (TacticsMatch *self,
            TacticsUnit *unit,
            TacticsCell  cell,
            guint       *action)
{
  TacticsPattern pattern;
  int index = self->rules[unit->id].default_action;

  if (unit->acted || index < 0)
    return FALSE;
  if (!may_aim (self, unit, self->rules[unit->id].actions[index], cell, &pattern))
    return FALSE;
  *action = (guint) index;
  return TRUE;
}

static void
compute_reach (TacticsMatch  *self,
               TacticsUnit  *unit,
               TacticsReach *reach)
{
  OccupancyView view = { self, unit->owner, unit->id };

  tactics_reach_compute (reach, grid_for (self, unit->id), unit->cell,
                         self->rules[unit->id].move, occupancy_callback, &view);
}

/* Checks a move; when the destination holds an enemy that the unit's
 * default attack reaches, fills @alternative instead and returns TRUE. */
static gboolean
check_move (TacticsMatch           *self,
            const TacticsCommand  *command,
            TacticsCommand        *alternative,
            gboolean              *use_alternative,
            GError               **error)
{
  TacticsUnit *unit = check_unit_command (self, command, TACTICS_MATCH_PHASE_PLAYING, error);
  TacticsUnit *occupant;
  guint action;
  int cost;

  *use_alternative = FALSE;
  if (unit == NULL)
    return FALSE;

  occupant = unit_at (self, command->cell);
  if (occupant != NULL && occupant->owner != unit->owner)
    {
      if (can_attack (self, unit, command->cell, &action))
        {
          tactics_command_init_act (alternative, command->player, command->unit, action,
                                    command->cell);
          *use_alternative = TRUE;
          return TRUE;
        }
      g_set_error (error, TACTICS_MATCH_ERROR, TACTICS_MATCH_ERROR_BLOCKED,
                   unit->acted ? _("An enemy stands there, and this %s has already acted.")
                               : _("An enemy stands there, out of this %s’s reach."),
                   unit_name (unit));
      return FALSE;
    }
  if (unit->moved)
    {
      g_set_error (error, TACTICS_MATCH_ERROR, TACTICS_MATCH_ERROR_ALREADY_DONE,
                   _("This %s has already moved this turn."), unit_name (unit));
      return FALSE;
    }
  if (!contains (self, command->cell))
    {
      g_set_error_literal (error, TACTICS_MATCH_ERROR, TACTICS_MATCH_ERROR_BLOCKED,
                           _("That cell is off the board."));
      return FALSE;
    }
  if (occupant == unit)
    {
      g_set_error (error, TACTICS_MATCH_ERROR, TACTICS_MATCH_ERROR_BLOCKED,
                   _("This %s already stands there."), unit_name (unit));
      return FALSE;
    }
  if (occupant != NULL)
    {
      g_set_error_literal (error, TACTICS_MATCH_ERROR, TACTICS_MATCH_ERROR_BLOCKED,
                           _("Another of your units stands there: units may pass through "
                             "their own side but not stop on it."));
      return FALSE;
    }
  if (!passable_for (self, unit->id, command->cell))
    {
      g_set_error (error, TACTICS_MATCH_ERROR, TACTICS_MATCH_ERROR_BLOCKED,
                   _("A %s cannot enter %s."), unit_name (unit),
                   tactics_terrain_get_name (tactics_map_get_terrain (self->map, command->cell)));
      return FALSE;
    }

  compute_reach (self, unit, self->reach);
  if (tactics_reach_get_cost (self->reach, command->cell) >= 0)
    return TRUE;

  /* Say why: too far, or no way through at all. */
  {
    OccupancyView view = { self, unit->owner, unit->id };
    g_autoptr(GArray) path = g_array_new (FALSE, FALSE, sizeof (TacticsCell));

    cost = tactics_path_finder_find (self->path_finder, grid_for (self, unit->id), unit->cell,
                                     command->cell, occupancy_callback, &view, path);
  }
  if (cost < 0)
    g_set_error (error, TACTICS_MATCH_ERROR, TACTICS_MATCH_ERROR_BLOCKED,
                 _("No way leads there: terrain or enemy units block every path."));
  else
    g_set_error (error, TACTICS_MATCH_ERROR, TACTICS_MATCH_ERROR_TOO_FAR,
                 g_dngettext (GETTEXT_PACKAGE,
                              "That costs %d move points; this %s has %u move point.",
                              "That costs %d move points; this %s has %u move points.",
                              self->rules[unit->id].move),
                 cost, unit_name (unit), self->rules[unit->id].move);
  return FALSE;
}

static void
perform_move (TacticsMatch          *self,
              const TacticsCommand *command)
{
  TacticsUnit *unit = get_unit (self, command->unit);
  TacticsEvent event = event_new (TACTICS_EVENT_UNIT_MOVED);
  GArray *path = g_array_new (FALSE, FALSE, sizeof (TacticsCell));
  gboolean found;

  /* check_move() left the reach of this unit in self->reach. */
  found = tactics_reach_get_path (self->reach, command->cell, path);
  g_assert (found);

  event.player = (int) unit->owner;
  event.unit = (int) unit->id;
  event.from = unit->cell;
  event.to = command->cell;
  event.amount = tactics_reach_get_cost (self->reach, command->cell);
  event.path = path;

  vacate (self, unit);
  occupy (self, unit, command->cell);
  tactics_unit_set_cell (unit, command->cell);
  tactics_unit_set_moved (unit, TRUE);
  emit_event (self, &event);
}

static gboolean
check_act (TacticsMatch           *self,
           const TacticsCommand  *command,
           GError               **error)
{
  TacticsUnit *unit = check_unit_command (self, command, TACTICS_MATCH_PHASE_PLAYING, error);
  TacticsPattern pattern;
  TacticsAction *action;

  if (unit == NULL)
    return FALSE;
  if (command->action >= self->rules[unit->id].n_actions)
    {
      g_set_error (error, TACTICS_MATCH_ERROR, TACTICS_MATCH_ERROR_NO_SUCH_ACTION,
                   _("A %s has no action %u."), unit_name (unit), command->action + 1);
      return FALSE;
    }
  if (unit->acted)
    {
      g_set_error (error, TACTICS_MATCH_ERROR, TACTICS_MATCH_ERROR_ALREADY_DONE,
                   _("This %s has already acted this turn."), unit_name (unit));
      return FALSE;
    }
  action = self->rules[unit->id].actions[command->action];
  if (!may_aim (self, unit, action, command->cell, &pattern))
    {
      g_set_error (error, TACTICS_MATCH_ERROR, TACTICS_MATCH_ERROR_OUT_OF_RANGE,
                   _("%s cannot be aimed there: the focus must be %u to %u cells away%s."),
                   tactics_action_get_name (action),
                   tactics_action_get_range_min (action), tactics_action_get_range_max (action),
                   tactics_action_get_shape (action) == TACTICS_SHAPE_LINEAR
                     ? _(", on a straight line") : "");
      return FALSE;
    }
  return TRUE;
}

static gboolean
affects (TacticsAction *action,
         TacticsUnit   *agent,
         TacticsUnit   *target)
{
  switch (tactics_action_get_affects (action))
    {
    case TACTICS_AFFECTS_ENEMIES:
      return target->owner != agent->owner;
    case TACTICS_AFFECTS_ALLIES:
      return target->owner == agent->owner;
    case TACTICS_AFFECTS_ALL:
    default:
      return TRUE;
    }
}

/* What @action, with the effect @cells, does to each unit there, as
 * tactics_match_perform() applies it: appended to @hits (TacticsHit). */
static void
collect_hits (TacticsMatch   *self,
              TacticsUnit   *agent,
              TacticsAction *action,
              GArray        *cells,
              GArray        *hits)
{
  int amount = (int) tactics_action_get_amount (action);
  gboolean heal = tactics_action_get_effect (action) == TACTICS_EFFECT_HEAL;

  for (guint i = 0; i < cells->len; i++)
    {
      TacticsUnit *target = unit_at (self, g_array_index (cells, TacticsCell, i));
      TacticsHit hit;

      if (target == NULL || !affects (action, agent, target))
        continue;
      /* Healing never goes past the maximum, and a full unit is left out:
       * it gets nothing to announce. */
      if (heal && target->hp >= target->max_hp)
        continue;

      hit.unit = target->id;
      hit.hp_before = target->hp;
      hit.hp_after = heal ? MIN (target->hp + amount, target->max_hp) : target->hp - amount;
      hit.eliminated = hit.hp_after <= 0;
      g_array_append_val (hits, hit);
    }
}

static void
perform_act (TacticsMatch          *self,
             const TacticsCommand *command)
{
  TacticsUnit *agent = get_unit (self, command->unit);
  TacticsAction *action = self->rules[agent->id].actions[command->action];
  g_autoptr(GArray) cells = g_array_new (FALSE, FALSE, sizeof (TacticsCell));
  g_autoptr(GArray) hits = g_array_new (FALSE, FALSE, sizeof (TacticsHit));
  TacticsEvent event = event_new (TACTICS_EVENT_ACTION_PERFORMED);
  TacticsPattern pattern;
  gboolean heal = tactics_action_get_effect (action) == TACTICS_EFFECT_HEAL;

  init_action_pattern (self, action, &pattern);
  tactics_pattern_get_effect (&pattern, agent->cell, command->cell, cells);
  collect_hits (self, agent, action, cells, hits);

  tactics_unit_set_acted (agent, TRUE);
  event.player = (int) agent->owner;
  event.unit = (int) agent->id;
  event.action = (int) command->action;
  event.from = agent->cell;
  event.to = command->cell;
  emit_event (self, &event);

  for (guint i = 0; i < hits->len; i++)
    {
      const TacticsHit *hit = &g_array_index (hits, TacticsHit, i);
      TacticsUnit *target = get_unit (self, hit->unit);
      TacticsEvent effect = event_new (heal ? TACTICS_EVENT_UNIT_HEALED
                                            : TACTICS_EVENT_UNIT_DAMAGED);

      tactics_unit_set_hp (target, hit->hp_after);
      effect.amount = ABS (hit->hp_after - hit->hp_before);
      effect.player = (int) target->owner;
      effect.unit = (int) target->id;
      effect.source = (int) agent->id;
      effect.action = (int) command->action;
      effect.from = target->cell;
      effect.to = target->cell;
      effect.hp = target->hp;
      emit_event (self, &effect);

      if (hit->eliminated)
        {
          TacticsEvent gone = event_new (TACTICS_EVENT_UNIT_ELIMINATED);

          vacate (self, target);
          tactics_unit_set_alive (target, FALSE);
          gone.player = (int) target->owner;
          gone.unit = (int) target->id;
          gone.source = (int) agent->id;
          gone.from = target->cell;
          gone.to = target->cell;
          emit_event (self, &gone);
        }
    }

  settle (self);
}

static gboolean
check_end_turn (TacticsMatch           *self,
                const TacticsCommand  *command,
                GError               **error)
{
  GError *local_error = NULL;

  check_unit_command (self, command, TACTICS_MATCH_PHASE_PLAYING, &local_error);
  if (local_error != NULL)
    {
      g_propagate_error (error, local_error);
      return FALSE;
    }
  return TRUE;
}

TacticsCommandResult
tactics_match_perform (TacticsMatch           *self,
                      const TacticsCommand  *command,
                      TacticsCommand        *performed,
                      GError               **error)
{
  TacticsCommand done;
  gboolean use_alternative = FALSE;
  gboolean valid;
  guint64 draws_before;

  g_return_val_if_fail (TACTICS_IS_MATCH (self), TACTICS_COMMAND_RESULT_FAILURE);
  g_return_val_if_fail (command != NULL, TACTICS_COMMAND_RESULT_FAILURE);
  g_return_val_if_fail (error == NULL || *error == NULL, TACTICS_COMMAND_RESULT_FAILURE);
  g_return_val_if_fail (!self->performing, TACTICS_COMMAND_RESULT_FAILURE);

  refresh_grids (self);
  /* The log keeps commands with the fields their kind does not use at 0,
   * so equal commands compare equal and saves stay tidy. */
  switch (command->kind)
    {
    case TACTICS_COMMAND_PLACE:
      tactics_command_init_place (&done, command->player, command->unit, command->cell);
      valid = check_place (self, &done, error);
      break;
    case TACTICS_COMMAND_MOVE:
      tactics_command_init_move (&done, command->player, command->unit, command->cell);
      valid = check_move (self, &done, &done, &use_alternative, error);
      if (valid && use_alternative)
        valid = check_act (self, &done, error);
      break;
    case TACTICS_COMMAND_ACT:
      tactics_command_init_act (&done, command->player, command->unit, command->action,
                                command->cell);
      valid = check_act (self, &done, error);
      break;
    case TACTICS_COMMAND_END_TURN:
      tactics_command_init_end_turn (&done, command->player);
      valid = check_end_turn (self, &done, error);
      break;
    default:
      g_set_error (error, TACTICS_MATCH_ERROR, TACTICS_MATCH_ERROR_WRONG_PHASE,
                   _("Unknown command %d."), (int) command->kind);
      valid = FALSE;
      break;
    }
  if (!valid)
    return TACTICS_COMMAND_RESULT_FAILURE;

  self->performing = TRUE;
  g_object_freeze_notify (G_OBJECT (self));
  draws_before = self->n_random_draws;
  g_array_append_val (self->commands, done);
  g_array_append_val (self->command_draws, draws_before);

  switch (done.kind)
    {
    case TACTICS_COMMAND_PLACE:
      perform_place (self, &done);
      break;
    case TACTICS_COMMAND_MOVE:
      perform_move (self, &done);
      break;
    case TACTICS_COMMAND_ACT:
      perform_act (self, &done);
      break;
    case TACTICS_COMMAND_END_TURN:
    default:
      end_turn (self);
      break;
    }

  g_object_thaw_notify (G_OBJECT (self));
  self->performing = FALSE;

  if (performed != NULL)
    *performed = done;
  return use_alternative ? TACTICS_COMMAND_RESULT_ALTERNATIVE : TACTICS_COMMAND_RESULT_SUCCESS;
}

/* Undo */

gboolean
tactics_match_can_undo (TacticsMatch *self)
{
  const TacticsCommand *last;

  g_return_val_if_fail (TACTICS_IS_MATCH (self), FALSE);

  if (self->phase != TACTICS_MATCH_PHASE_PLAYING || self->commands->len == 0)
    return FALSE;
  last = &g_array_index (self->commands, TacticsCommand, self->commands->len - 1);
  /* Being the last command, nothing came after the move: the unit has not
   * acted since. No rule draws after the start today, but a move must
   * never be taken back across a draw (a hit roll, say), or undoing would
   * become a way to draw again. */
  return last->kind == TACTICS_COMMAND_MOVE &&
         g_array_index (self->command_draws, guint64, self->commands->len - 1) ==
           self->n_random_draws;
}

gboolean
tactics_match_undo (TacticsMatch  *self,
                   GError      **error)
{
  const TacticsCommand *last;
  TacticsUnit *unit;
  TacticsEvent event = event_new (TACTICS_EVENT_MOVE_UNDONE);
  TacticsCell from = { 0, 0 };
  gboolean found = FALSE;

  g_return_val_if_fail (TACTICS_IS_MATCH (self), FALSE);
  g_return_val_if_fail (error == NULL || *error == NULL, FALSE);
  g_return_val_if_fail (!self->performing, FALSE);

  if (!tactics_match_can_undo (self))
    {
      g_set_error_literal (error, TACTICS_MATCH_ERROR, TACTICS_MATCH_ERROR_CANNOT_UNDO,
                           _("Only the last move of a unit that has not acted since can be "
                             "taken back."));
      return FALSE;
    }

  last = &g_array_index (self->commands, TacticsCommand, self->commands->len - 1);
  unit = get_unit (self, last->unit);
  for (guint i = self->events->len; i > 0 && !found; i--)
    {
      const TacticsEvent *moved = &g_array_index (self->events, TacticsEvent, i - 1);

      if (moved->kind == TACTICS_EVENT_UNIT_MOVED && moved->unit == (int) unit->id)
        {
          from = moved->from;
          found = TRUE;
        }
    }
  g_assert (found);

  self->performing = TRUE;
  g_array_set_size (self->commands, self->commands->len - 1);
  g_array_set_size (self->command_draws, self->command_draws->len - 1);
  event.player = (int) unit->owner;
  event.unit = (int) unit->id;
  event.from = unit->cell;
  event.to = from;
  vacate (self, unit);
  occupy (self, unit, from);
  tactics_unit_set_cell (unit, from);
  tactics_unit_set_moved (unit, FALSE);
  emit_event (self, &event);
  self->performing = FALSE;
  return TRUE;
}

/* Placement help */

/* The free cells @unit can stand on within reach of one of its own placed
 * units, each once: where it may be placed, but for the room the rest of
 * the army needs. */
static void
placement_candidates (TacticsMatch *self,
                      TacticsUnit *unit,
                      GArray      *candidates)
{
  guint seen;

  refresh_grids (self);
  seen = next_mark (self);
  for (guint i = 0; i < self->units->len; i++)
    {
      TacticsUnit *other = get_unit (self, i);
      TacticsCell near[25];
      guint n_near;

      if (other->owner != unit->owner || !other->placed)
        continue;
      n_near = cells_near (self, other->cell, near);
      for (guint k = 0; k < n_near; k++)
        {
          gsize index = cell_index (self, near[k]);

          if (self->marks[index] == seen)
            continue;
          self->marks[index] = seen;
          if (self->occupant[index] == 0 && passable_for (self, unit->id, near[k]))
            g_array_append_val (candidates, near[k]);
        }
    }
}

static int
compare_cells_by_row (gconstpointer a,
                      gconstpointer b)
{
  const TacticsCell *first = a;
  const TacticsCell *second = b;

  if (first->y != second->y)
    return first->y < second->y ? -1 : 1;
  return first->x < second->x ? -1 : first->x > second->x;
}

void
tactics_match_get_placement_cells (TacticsMatch *self,
                                  TacticsUnit *unit,
                                  GArray      *cells)
{
  g_autoptr(GArray) candidates = NULL;

  g_return_if_fail (TACTICS_IS_MATCH (self));
  g_return_if_fail (TACTICS_IS_UNIT (unit));
  g_return_if_fail (unit->id < self->units->len && get_unit (self, unit->id) == unit);
  g_return_if_fail (cells != NULL);

  if (self->phase != TACTICS_MATCH_PHASE_PLACEMENT || unit->placed)
    return;

  candidates = g_array_new (FALSE, FALSE, sizeof (TacticsCell));
  placement_candidates (self, unit, candidates);
  g_array_sort (candidates, compare_cells_by_row);
  for (guint i = 0; i < candidates->len; i++)
    if (placement_leaves_room (self, unit, g_array_index (candidates, TacticsCell, i)))
      g_array_append_val (cells, g_array_index (candidates, TacticsCell, i));
}

gboolean
tactics_match_suggest_placement (TacticsMatch *self,
                                guint        unit_id,
                                TacticsCell *cell)
{
  g_autoptr(GArray) candidates = NULL;
  TacticsRandom random;
  TacticsUnit *unit;

  g_return_val_if_fail (TACTICS_IS_MATCH (self), FALSE);
  g_return_val_if_fail (cell != NULL, FALSE);

  if (self->phase != TACTICS_MATCH_PHASE_PLACEMENT || unit_id >= self->units->len)
    return FALSE;
  unit = get_unit (self, unit_id);
  if (unit->placed)
    return FALSE;

  candidates = g_array_new (FALSE, FALSE, sizeof (TacticsCell));
  placement_candidates (self, unit, candidates);

  /* A generator of its own, seeded from the match and the unit, so the
   * suggestion varies between matches but asking draws nothing from the
   * game's generator (a replay does not ask). */
  tactics_random_init (&random,
                       self->seed ^ (G_GUINT64_CONSTANT (0x9e3779b97f4a7c15) * (unit_id + 1)));
  while (candidates->len > 0)
    {
      guint pick = tactics_random_below (&random, candidates->len);
      TacticsCell candidate = g_array_index (candidates, TacticsCell, pick);

      if (placement_leaves_room (self, unit, candidate))
        {
          *cell = candidate;
          return TRUE;
        }
      g_array_remove_index_fast (candidates, pick);
    }
  return FALSE;
}

gboolean
tactics_match_place_all (TacticsMatch  *self,
                        GError      **error)
{
  int player;

  g_return_val_if_fail (TACTICS_IS_MATCH (self), FALSE);
  g_return_val_if_fail (error == NULL || *error == NULL, FALSE);

  if (!check_phase (self, TACTICS_MATCH_PHASE_PLACEMENT, error))
    return FALSE;

  player = self->current_player;
  for (guint i = 0; i < self->units->len; i++)
    {
      TacticsUnit *unit = get_unit (self, i);
      TacticsCommand command;
      TacticsCell cell;

      if ((int) unit->owner != player || unit->placed)
        continue;
      if (!tactics_match_suggest_placement (self, unit->id, &cell))
        {
          g_set_error (error, TACTICS_MATCH_ERROR, TACTICS_MATCH_ERROR_NO_ROOM,
                       _("There is no room left to place this %s."), unit_name (unit));
          return FALSE;
        }
      tactics_command_init_place (&command, (guint) player, unit->id, cell);
      if (tactics_match_perform (self, &command, NULL, error) == TACTICS_COMMAND_RESULT_FAILURE)
        return FALSE;
    }
  return TRUE;
}

/* Getters */

TacticsMap *
tactics_match_get_map (TacticsMatch *self)
{
  g_return_val_if_fail (TACTICS_IS_MATCH (self), NULL);
  return self->map;
}

TacticsRuleset *
tactics_match_get_ruleset (TacticsMatch *self)
{
  g_return_val_if_fail (TACTICS_IS_MATCH (self), NULL);
  return self->ruleset;
}

guint
tactics_match_get_units_per_player (TacticsMatch *self)
{
  g_return_val_if_fail (TACTICS_IS_MATCH (self), 0);
  return self->units_per_player;
}

TacticsMatchMode
tactics_match_get_mode (TacticsMatch *self)
{
  g_return_val_if_fail (TACTICS_IS_MATCH (self), TACTICS_MATCH_MODE_TURNS);
  return self->mode;
}

guint64
tactics_match_get_seed (TacticsMatch *self)
{
  g_return_val_if_fail (TACTICS_IS_MATCH (self), 0);
  return self->seed;
}

guint
tactics_match_get_turn_limit (TacticsMatch *self)
{
  g_return_val_if_fail (TACTICS_IS_MATCH (self), 0);
  return self->turn_limit;
}

guint
tactics_match_get_n_players (TacticsMatch *self)
{
  g_return_val_if_fail (TACTICS_IS_MATCH (self), 0);
  return self->players->len;
}

TacticsPlayer *
tactics_match_get_player (TacticsMatch *self,
                         guint        index)
{
  g_return_val_if_fail (TACTICS_IS_MATCH (self), NULL);
  g_return_val_if_fail (index < self->players->len, NULL);
  return get_player (self, index);
}

TacticsMatchPhase
tactics_match_get_phase (TacticsMatch *self)
{
  g_return_val_if_fail (TACTICS_IS_MATCH (self), TACTICS_MATCH_PHASE_SETUP);
  return self->phase;
}

GListModel *
tactics_match_get_units (TacticsMatch *self)
{
  g_return_val_if_fail (TACTICS_IS_MATCH (self), NULL);
  return G_LIST_MODEL (self->unit_store);
}

guint
tactics_match_get_n_units (TacticsMatch *self)
{
  g_return_val_if_fail (TACTICS_IS_MATCH (self), 0);
  return self->units->len;
}

TacticsUnit *
tactics_match_get_unit (TacticsMatch *self,
                       guint        id)
{
  g_return_val_if_fail (TACTICS_IS_MATCH (self), NULL);
  g_return_val_if_fail (id < self->units->len, NULL);
  return get_unit (self, id);
}

TacticsUnit *
tactics_match_get_unit_at (TacticsMatch *self,
                          TacticsCell  cell)
{
  g_return_val_if_fail (TACTICS_IS_MATCH (self), NULL);
  return unit_at (self, cell);
}

const guint *
tactics_match_get_turn_order (TacticsMatch *self)
{
  g_return_val_if_fail (TACTICS_IS_MATCH (self), NULL);
  return self->phase == TACTICS_MATCH_PHASE_SETUP ? NULL : self->turn_order;
}

int
tactics_match_get_current_player (TacticsMatch *self)
{
  g_return_val_if_fail (TACTICS_IS_MATCH (self), -1);
  return self->current_player;
}

TacticsUnit *
tactics_match_get_active_unit (TacticsMatch *self)
{
  g_return_val_if_fail (TACTICS_IS_MATCH (self), NULL);
  return self->active_unit;
}

guint
tactics_match_get_turn (TacticsMatch *self)
{
  g_return_val_if_fail (TACTICS_IS_MATCH (self), 0);
  return self->turn;
}

TacticsMatchOutcome
tactics_match_get_outcome (TacticsMatch *self)
{
  g_return_val_if_fail (TACTICS_IS_MATCH (self), TACTICS_MATCH_OUTCOME_NONE);
  return self->outcome;
}

int
tactics_match_get_winner (TacticsMatch *self)
{
  g_return_val_if_fail (TACTICS_IS_MATCH (self), -1);
  return self->winner;
}

guint
tactics_match_get_n_commands (TacticsMatch *self)
{
  g_return_val_if_fail (TACTICS_IS_MATCH (self), 0);
  return self->commands->len;
}

const TacticsCommand *
tactics_match_get_command (TacticsMatch *self,
                          guint        index)
{
  g_return_val_if_fail (TACTICS_IS_MATCH (self), NULL);
  g_return_val_if_fail (index < self->commands->len, NULL);
  return &g_array_index (self->commands, TacticsCommand, index);
}

guint
tactics_match_get_n_events (TacticsMatch *self)
{
  g_return_val_if_fail (TACTICS_IS_MATCH (self), 0);
  return self->events->len;
}

const TacticsEvent *
tactics_match_get_event (TacticsMatch *self,
                        guint        index)
{
  g_return_val_if_fail (TACTICS_IS_MATCH (self), NULL);
  g_return_val_if_fail (index < self->events->len, NULL);
  return &g_array_index (self->events, TacticsEvent, index);
}

guint64
tactics_match_get_n_random_draws (TacticsMatch *self)
{
  g_return_val_if_fail (TACTICS_IS_MATCH (self), 0);
  return self->n_random_draws;
}

TacticsOccupancy
tactics_match_get_occupancy (TacticsMatch *self,
                            guint        player,
                            TacticsCell  cell)
{
  g_return_val_if_fail (TACTICS_IS_MATCH (self), TACTICS_OCCUPANCY_FREE);
  return occupancy_of (self, player, G_MAXUINT, cell);
}

const TacticsCostGrid *
tactics_match_get_cost_grid (TacticsMatch *self,
                            TacticsUnit *unit)
{
  g_return_val_if_fail (TACTICS_IS_MATCH (self), NULL);
  g_return_val_if_fail (TACTICS_IS_UNIT (unit), NULL);
  return tactics_map_get_cost_grid (self->map, self->rules[unit->id].movetype);
}

void
tactics_match_compute_reach (TacticsMatch  *self,
                            TacticsUnit  *unit,
                            TacticsReach *reach)
{
  g_return_if_fail (TACTICS_IS_MATCH (self));
  g_return_if_fail (TACTICS_IS_UNIT (unit));
  g_return_if_fail (reach != NULL);
  self->rules[unit->id].grid = tactics_map_get_cost_grid (self->map,
                                                          self->rules[unit->id].movetype);
  compute_reach (self, unit, reach);
}

guint
tactics_match_get_n_unit_actions (TacticsMatch *self,
                                 TacticsUnit *unit)
{
  g_return_val_if_fail (TACTICS_IS_MATCH (self), 0);
  g_return_val_if_fail (TACTICS_IS_UNIT (unit), 0);
  return self->rules[unit->id].n_actions;
}

TacticsAction *
tactics_match_get_unit_action (TacticsMatch *self,
                              TacticsUnit *unit,
                              guint        index)
{
  g_return_val_if_fail (TACTICS_IS_MATCH (self), NULL);
  g_return_val_if_fail (TACTICS_IS_UNIT (unit), NULL);
  if (index >= self->rules[unit->id].n_actions)
    return NULL;
  return self->rules[unit->id].actions[index];
}

int
tactics_match_get_default_action (TacticsMatch *self,
                                 TacticsUnit *unit)
{
  g_return_val_if_fail (TACTICS_IS_MATCH (self), -1);
  g_return_val_if_fail (TACTICS_IS_UNIT (unit), -1);
  return self->rules[unit->id].default_action;
}

gboolean
tactics_match_preview_action (TacticsMatch *self,
                             TacticsUnit *unit,
                             guint        index,
                             TacticsCell  focus,
                             GArray      *effect_cells,
                             GArray      *hits)
{
  g_autoptr(GArray) cells = NULL;
  TacticsAction *action;
  TacticsPattern pattern;

  g_return_val_if_fail (TACTICS_IS_MATCH (self), FALSE);
  g_return_val_if_fail (TACTICS_IS_UNIT (unit), FALSE);
  g_return_val_if_fail (unit->id < self->units->len && get_unit (self, unit->id) == unit, FALSE);

  if (index >= self->rules[unit->id].n_actions || !unit->alive || !unit->placed)
    return FALSE;
  action = self->rules[unit->id].actions[index];
  if (!may_aim (self, unit, action, focus, &pattern))
    return FALSE;

  cells = g_array_new (FALSE, FALSE, sizeof (TacticsCell));
  tactics_pattern_get_effect (&pattern, unit->cell, focus, cells);
  if (effect_cells != NULL)
    g_array_append_vals (effect_cells, cells->data, cells->len);
  if (hits != NULL)
    collect_hits (self, unit, action, cells, hits);
  return TRUE;
}

gboolean
tactics_match_get_action_pattern (TacticsMatch    *self,
                                 TacticsUnit    *unit,
                                 guint           index,
                                 TacticsPattern *pattern)
{
  g_return_val_if_fail (TACTICS_IS_MATCH (self), FALSE);
  g_return_val_if_fail (TACTICS_IS_UNIT (unit), FALSE);
  g_return_val_if_fail (pattern != NULL, FALSE);

  if (index >= self->rules[unit->id].n_actions)
    return FALSE;
  init_action_pattern (self, self->rules[unit->id].actions[index], pattern);
  return TRUE;
}
