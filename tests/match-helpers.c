/* SPDX-License-Identifier: GPL-3.0-or-later */
#include "config.h"

#include <stdarg.h>
#include <stdlib.h>
#include <string.h>

#include "match-helpers.h"
#include "tactics-match-private.h"

char *
match_helpers_data_path (const char *first_part,
                         ...)
{
  const char *root = g_getenv ("TACTICS_DATADIR");
  g_autoptr(GPtrArray) parts = g_ptr_array_new ();
  va_list args;

  g_ptr_array_add (parts, (gpointer) (root != NULL ? root : SOURCE_DATADIR));
  va_start (args, first_part);
  for (const char *part = first_part; part != NULL; part = va_arg (args, const char *))
    g_ptr_array_add (parts, (gpointer) part);
  va_end (args);
  g_ptr_array_add (parts, NULL);
  return g_build_filenamev ((char **) parts->pdata);
}

const char * const match_helpers_maps[4] = {
  "skirmish.map.xml",
  "crossroads.map.xml",
  "islands.map.xml",
  "mountain-pass.map.xml",
};

TacticsMap *
match_helpers_load_map (const char *name)
{
  g_autofree char *path = match_helpers_data_path ("maps", name, NULL);
  g_autoptr(GFile) file = g_file_new_for_path (path);
  g_autoptr(GError) error = NULL;
  TacticsMap *map = tactics_map_load (file, &error);

  g_assert_no_error (error);
  return map;
}

TacticsScenario *
match_helpers_load_scenario (const char *name)
{
  g_autofree char *path = match_helpers_data_path ("scenarios", name, NULL);
  g_autoptr(GFile) file = g_file_new_for_path (path);
  g_autoptr(GError) error = NULL;
  TacticsScenario *scenario = tactics_scenario_load (file, &error);

  g_assert_no_error (error);
  return scenario;
}

TacticsRuleset *
match_helpers_load_ruleset (void)
{
  g_autofree char *path = match_helpers_data_path ("default.ruleset.xml", NULL);
  g_autoptr(GFile) file = g_file_new_for_path (path);
  g_autoptr(GError) error = NULL;
  TacticsRuleset *ruleset = tactics_ruleset_load (file, &error);

  g_assert_no_error (error);
  return ruleset;
}

TacticsMatch *
match_helpers_new_match (TacticsMap      *map,
                         TacticsRuleset  *ruleset,
                         guint            n_players,
                         guint            n_units,
                         TacticsMatchMode  mode,
                         guint64          seed,
                         guint            round_limit)
{
  return match_helpers_new_match_full (map, ruleset, n_players, n_units, mode, seed, round_limit,
                                       NULL);
}

TacticsMatch *
match_helpers_new_match_full (TacticsMap           *map,
                              TacticsRuleset       *ruleset,
                              guint                 n_players,
                              guint                 n_units,
                              TacticsMatchMode       mode,
                              guint64               seed,
                              guint                 round_limit,
                              const TacticsAiLevel *levels)
{
  static const char * const colors[] = {
    "#c62828", "#1565c0", "#2e7d32", "#f9a825", "#6a1b9a", "#00838f", "#4e342e", "#37474f",
  };
  g_autoptr(TacticsMatch) match = tactics_match_new (map, ruleset, n_units, mode, seed);
  g_auto(GStrv) army = tactics_ai_suggest_formation (tactics_match_get_ruleset (match), map,
                                                     n_units);
  g_autoptr(GError) error = NULL;

  g_assert_nonnull (army);
  tactics_match_set_round_limit (match, round_limit);
  for (guint p = 0; p < n_players; p++)
    {
      g_autofree char *name = g_strdup_printf ("Player %u", p + 1);

      g_assert_nonnull (tactics_match_add_player (match, name, colors[p % G_N_ELEMENTS (colors)],
                                                 TACTICS_PLAYER_COMPUTER,
                                                 levels != NULL ? levels[p]
                                                                : TACTICS_AI_LEVEL_NORMAL,
                                                 &error));
      g_assert_true (tactics_match_set_formation (match, p, (const char * const *) army, &error));
    }
  if (!tactics_match_start (match, &error))
    {
      g_printerr ("seed %" G_GUINT64_FORMAT ": %s\n", seed, error->message);
      return NULL;
    }
  return g_steal_pointer (&match);
}

/* Invariants */

static void G_GNUC_PRINTF (3, 4)
violation (GString    *violations,
           guint      *count,
           const char *format,
           ...)
{
  va_list args;

  (*count)++;
  if (violations == NULL)
    return;
  va_start (args, format);
  g_string_append_vprintf (violations, format, args);
  va_end (args);
  g_string_append_c (violations, '\n');
}

static guint
check_units (TacticsMatch *match,
             GString     *violations)
{
  TacticsMap *map = tactics_match_get_map (match);
  int width = tactics_map_get_width (map);
  int height = tactics_map_get_height (map);
  g_autofree int *seen = g_new0 (int, (gsize) width * height);
  gboolean playing = tactics_match_get_phase (match) >= TACTICS_MATCH_PHASE_PLAYING;
  guint count = 0;

  for (guint i = 0; i < tactics_match_get_n_units (match); i++)
    {
      TacticsUnit *unit = tactics_match_get_unit (match, i);
      TacticsCell cell = tactics_unit_get_cell (unit);
      const TacticsCostGrid *grid = tactics_match_get_cost_grid (match, unit);
      int hp = tactics_unit_get_hp (unit);

      if (hp > tactics_unit_get_max_hp (unit))
        violation (violations, &count, "unit %u has %d HP, over its maximum of %d", i, hp,
                   tactics_unit_get_max_hp (unit));
      if (tactics_unit_is_alive (unit) != (hp > 0))
        violation (violations, &count, "unit %u has %d HP but is %s", i, hp,
                   tactics_unit_is_alive (unit) ? "alive" : "dead");
      if (playing && tactics_unit_is_alive (unit) && !tactics_unit_is_on_board (unit))
        violation (violations, &count, "unit %u is alive but not on the board", i);
      if (!tactics_unit_is_on_board (unit))
        continue;

      if (!tactics_map_contains (map, cell))
        {
          violation (violations, &count, "unit %u is off the board at %d,%d", i, cell.x, cell.y);
          continue;
        }
      if (tactics_cost_grid_get (grid, cell.x, cell.y) == 0)
        violation (violations, &count, "unit %u stands at %d,%d, which it cannot enter", i,
                   cell.x, cell.y);
      if (seen[cell.y * width + cell.x] != 0)
        violation (violations, &count, "units %d and %u share %d,%d",
                   seen[cell.y * width + cell.x] - 1, i, cell.x, cell.y);
      seen[cell.y * width + cell.x] = (int) i + 1;
      if (tactics_match_get_unit_at (match, cell) != unit)
        violation (violations, &count, "the board does not find unit %u at %d,%d", i, cell.x,
                   cell.y);
    }
  return count;
}

static guint
check_moves (TacticsMatch *match,
             guint        events_before,
             GString     *violations)
{
  TacticsMap *map = tactics_match_get_map (match);
  guint count = 0;

  for (guint e = events_before; e < tactics_match_get_n_events (match); e++)
    {
      const TacticsEvent *event = tactics_match_get_event (match, e);
      TacticsUnit *unit;
      const TacticsCostGrid *grid;
      guint move;
      int cost = 0;

      if (event->kind != TACTICS_EVENT_UNIT_MOVED)
        continue;
      unit = tactics_match_get_unit (match, (guint) event->unit);
      grid = tactics_match_get_cost_grid (match, unit);
      move = tactics_unit_type_get_move (tactics_unit_get_unit_type (unit));
      if (event->amount > (int) move)
        violation (violations, &count, "unit %d moved for %d points, over its %u", event->unit,
                   event->amount, move);
      if (event->path == NULL || event->path->len < 2)
        {
          violation (violations, &count, "unit %d moved without a path", event->unit);
          continue;
        }
      for (guint k = 1; k < event->path->len; k++)
        {
          TacticsCell from = g_array_index (event->path, TacticsCell, k - 1);
          TacticsCell to = g_array_index (event->path, TacticsCell, k);
          TacticsCell next[TACTICS_MAX_NEIGHBOURS];
          guint n = tactics_neighbours (tactics_map_get_topology (map), from, next);
          gboolean adjacent = FALSE;

          for (guint j = 0; j < n; j++)
            adjacent |= next[j].x == to.x && next[j].y == to.y;
          if (!adjacent)
            violation (violations, &count, "unit %d jumped from %d,%d to %d,%d", event->unit,
                       from.x, from.y, to.x, to.y);
          if (!tactics_map_contains (map, to) || tactics_cost_grid_get (grid, to.x, to.y) == 0)
            {
              violation (violations, &count, "unit %d moved through %d,%d, which it cannot "
                         "enter", event->unit, to.x, to.y);
              continue;
            }
          cost += (int) tactics_cost_grid_get (grid, to.x, to.y);
        }
      if (cost != event->amount)
        violation (violations, &count, "unit %d's move costs %d but was counted %d",
                   event->unit, cost, event->amount);
    }
  return count;
}

static guint
check_players (TacticsMatch *match,
               GString     *violations)
{
  TacticsMatchPhase phase = tactics_match_get_phase (match);
  guint n_players = tactics_match_get_n_players (match);
  guint limit = tactics_match_get_round_limit (match);
  guint turn = tactics_match_get_turn (match);
  guint round = tactics_match_get_round (match);
  int current = tactics_match_get_current_player (match);
  int winner = tactics_match_get_winner (match);
  guint n_in = 0;
  guint count = 0;

  if (phase < TACTICS_MATCH_PHASE_PLAYING)
    return 0;

  for (guint p = 0; p < n_players; p++)
    {
      gboolean out = tactics_player_is_out (tactics_match_get_player (match, p));
      gboolean has_units = FALSE;

      for (guint i = 0; i < tactics_match_get_n_units (match) && !has_units; i++)
        {
          TacticsUnit *unit = tactics_match_get_unit (match, i);

          has_units = tactics_unit_get_owner (unit) == p && tactics_unit_is_alive (unit);
        }
      if (out == has_units)
        violation (violations, &count, "player %u is %s with%s living units", p,
                   out ? "out" : "in", has_units ? "" : " no");
      n_in += !out;
    }
  if (limit != 0 && round > limit)
    violation (violations, &count, "round %u is past the limit of %u", round, limit);
  if (round == 0 || round > turn)
    violation (violations, &count, "round %u in turn %u", round, turn);

  if (phase == TACTICS_MATCH_PHASE_PLAYING)
    {
      TacticsUnit *active = tactics_match_get_active_unit (match);

      if (current < 0 || (guint) current >= n_players)
        violation (violations, &count, "nobody's turn while playing");
      else if (tactics_player_is_out (tactics_match_get_player (match, (guint) current)))
        violation (violations, &count, "the turn of player %d, who is out", current);
      if (n_in < 2)
        violation (violations, &count, "still playing with %u players in", n_in);
      if (tactics_match_get_mode (match) == TACTICS_MATCH_MODE_INITIATIVE)
        {
          if (active == NULL)
            violation (violations, &count, "no active unit in initiative mode");
          else if (!tactics_unit_is_alive (active) ||
                   (int) tactics_unit_get_owner (active) != current)
            violation (violations, &count, "the active unit %u is %s and player %u's, in "
                       "player %d's turn", tactics_unit_get_id (active),
                       tactics_unit_is_alive (active) ? "alive" : "dead",
                       tactics_unit_get_owner (active), current);
        }
      return count;
    }

  switch (tactics_match_get_outcome (match))
    {
    case TACTICS_MATCH_OUTCOME_WIN:
      if (winner < 0 || (guint) winner >= n_players ||
          tactics_player_is_out (tactics_match_get_player (match, (guint) winner)) || n_in != 1)
        violation (violations, &count, "won by player %d with %u players in", winner, n_in);
      break;
    case TACTICS_MATCH_OUTCOME_DRAW:
      if (n_in != 0 || winner != -1)
        violation (violations, &count, "a draw with %u players in and winner %d", n_in, winner);
      break;
    case TACTICS_MATCH_OUTCOME_UNFINISHED:
      if (round != limit || winner != -1)
        violation (violations, &count, "unfinished in round %u of %u, winner %d", round, limit,
                   winner);
      break;
    case TACTICS_MATCH_OUTCOME_NONE:
    default:
      violation (violations, &count, "over without an outcome");
      break;
    }
  return count;
}

guint
match_helpers_check_invariants (TacticsMatch *match,
                                guint        events_before,
                                GString     *violations)
{
  return check_units (match, violations) + check_moves (match, events_before, violations) +
         check_players (match, violations);
}

/* Random player */

void
random_player_init (RandomPlayer *self,
                    guint64       seed)
{
  self->seed = seed;
  self->n_commands = G_MAXUINT;
  self->refusals = 0;
  self->garbage = FALSE;
  self->eager = FALSE;
}

/* An enemy unit on the board, at random, or NULL. */
static TacticsUnit *
random_enemy (TacticsMatch   *match,
              TacticsRandom *random,
              guint          player)
{
  g_autoptr(GPtrArray) enemies = g_ptr_array_new ();

  for (guint i = 0; i < tactics_match_get_n_units (match); i++)
    {
      TacticsUnit *unit = tactics_match_get_unit (match, i);

      if (tactics_unit_get_owner (unit) != player && tactics_unit_is_on_board (unit))
        g_ptr_array_add (enemies, unit);
    }
  if (enemies->len == 0)
    return NULL;
  return g_ptr_array_index (enemies, tactics_random_below (random, enemies->len));
}

/* Anything at all, legal or not: the match must refuse what is wrong
 * without changing anything. */
static void
pick_garbage (TacticsMatch    *match,
              TacticsRandom  *random,
              TacticsCommand *command)
{
  TacticsMap *map = tactics_match_get_map (match);
  guint n_players = tactics_match_get_n_players (match);
  guint n_units = tactics_match_get_n_units (match);

  *command = (TacticsCommand) {
    .kind = (TacticsCommandKind) tactics_random_below (random, 5),
    .player = tactics_random_below (random, n_players + 1),
    .unit = tactics_random_below (random, n_units + 1),
    .action = tactics_random_below (random, 4),
    .cell = {
      (int) tactics_random_below (random, (guint32) tactics_map_get_width (map) + 2) - 1,
      (int) tactics_random_below (random, (guint32) tactics_map_get_height (map) + 2) - 1,
    },
  };
}

void
random_player_refused (RandomPlayer *self)
{
  self->refusals++;
}

static int
compare_cells_in_rows (gconstpointer a,
                       gconstpointer b)
{
  const TacticsCell *p = a;
  const TacticsCell *q = b;

  return p->y != q->y ? (p->y > q->y) - (p->y < q->y) : (p->x > q->x) - (p->x < q->x);
}

static void
pick_placement (TacticsMatch    *match,
                TacticsRandom  *random,
                guint           player,
                TacticsCommand *command)
{
  guint n_units = tactics_match_get_n_units (match);
  TacticsMap *map = tactics_match_get_map (match);
  TacticsMetric metric = tactics_match_get_movement_metric (match);
  g_autoptr(GArray) waiting = g_array_new (FALSE, FALSE, sizeof (guint));
  g_autoptr(GArray) cells = g_array_new (FALSE, FALSE, sizeof (TacticsCell));
  TacticsUnit *unit;
  guint id;

  for (guint i = 0; i < n_units; i++)
    {
      TacticsUnit *candidate = tactics_match_get_unit (match, i);

      if (tactics_unit_get_owner (candidate) == player && !tactics_unit_is_placed (candidate))
        g_array_append_val (waiting, i);
    }
  g_assert_cmpuint (waiting->len, >, 0);
  id = g_array_index (waiting, guint, tactics_random_below (random, waiting->len));
  unit = tactics_match_get_unit (match, id);

  /* Any free cell near one of its own that its movement type can stand
   * on; the rare one that would leave no room is refused by the match.
   * Only cells within 2 of its placed units can qualify, so only those
   * are looked at, then put in row order: the draw is the one a scan of
   * the whole board would give, without its cost on large boards. */
  {
    const TacticsCostGrid *grid = tactics_match_get_cost_grid (match, unit);
    int width = tactics_map_get_width (map);
    int height = tactics_map_get_height (map);
    g_autoptr(GHashTable) taken = g_hash_table_new (NULL, NULL);

    for (guint i = 0; i < n_units; i++)
      {
        TacticsUnit *other = tactics_match_get_unit (match, i);
        TacticsCell centre;

        if (tactics_unit_get_owner (other) != player || !tactics_unit_is_placed (other))
          continue;
        centre = tactics_unit_get_cell (other);
        for (int y = MAX (0, centre.y - 2); y <= MIN (height - 1, centre.y + 2); y++)
          for (int x = MAX (0, centre.x - 2); x <= MIN (width - 1, centre.x + 2); x++)
            {
              TacticsCell cell = { x, y };
              gpointer key = GSIZE_TO_POINTER ((gsize) y * (gsize) width + (gsize) x + 1);

              if (tactics_distance (metric, centre, cell) > 2 ||
                  tactics_match_get_unit_at (match, cell) != NULL ||
                  tactics_cost_grid_get (grid, x, y) == 0 ||
                  !g_hash_table_add (taken, key))
                continue;
              g_array_append_val (cells, cell);
            }
      }
    g_array_sort (cells, compare_cells_in_rows);
  }
  g_assert_cmpuint (cells->len, >, 0);
  tactics_command_init_place (command, player, id,
                              g_array_index (cells, TacticsCell,
                                             tactics_random_below (random, cells->len)));
}

typedef struct {
  guint unit;
  gboolean act;
} Choice;

gboolean
random_player_next_command (RandomPlayer   *self,
                            TacticsMatch    *match,
                            TacticsCommand *command)
{
  int player = tactics_match_get_current_player (match);
  guint n_units = tactics_match_get_n_units (match);
  TacticsUnit *active = tactics_match_get_active_unit (match);
  g_autoptr(GArray) choices = g_array_new (FALSE, FALSE, sizeof (Choice));
  g_autoptr(TacticsReach) reach = tactics_reach_new ();
  g_autoptr(GArray) cells = g_array_new (FALSE, FALSE, sizeof (TacticsCell));
  TacticsRandom random;
  Choice choice;
  TacticsUnit *unit;

  if (player < 0)
    return FALSE;
  if (self->n_commands != tactics_match_get_n_commands (match))
    {
      self->n_commands = tactics_match_get_n_commands (match);
      self->refusals = 0;
    }
  tactics_random_init (&random, self->seed * 1000003u + self->n_commands * 7919u + self->refusals);
  if (self->garbage && tactics_random_below (&random, 8) == 0)
    {
      pick_garbage (match, &random, command);
      return TRUE;
    }

  if (tactics_match_get_phase (match) == TACTICS_MATCH_PHASE_PLACEMENT)
    {
      pick_placement (match, &random, (guint) player, command);
      return TRUE;
    }
  if (tactics_match_get_phase (match) != TACTICS_MATCH_PHASE_PLAYING)
    return FALSE;

  for (guint id = 0; id < n_units; id++)
    {
      TacticsUnit *candidate = tactics_match_get_unit (match, id);

      if ((int) tactics_unit_get_owner (candidate) != player ||
          !tactics_unit_is_on_board (candidate) ||
          (active != NULL && active != candidate))
        continue;
      if (!tactics_unit_has_moved (candidate))
        {
          choice = (Choice) { id, FALSE };
          g_array_append_val (choices, choice);
        }
      if (!tactics_unit_has_acted (candidate) &&
          tactics_match_get_n_unit_actions (match, candidate) > 0)
        {
          choice = (Choice) { id, TRUE };
          g_array_append_val (choices, choice);
        }
    }

  /* One chance in (choices + 1) of ending the turn. */
  if (choices->len == 0 || tactics_random_below (&random, choices->len + 1) == choices->len)
    {
      tactics_command_init_end_turn (command, (guint) player);
      return TRUE;
    }

  choice = g_array_index (choices, Choice, tactics_random_below (&random, choices->len));
  unit = tactics_match_get_unit (match, choice.unit);
  if (!choice.act)
    {
      TacticsUnit *enemy = self->eager ? random_enemy (match, &random, (guint) player) : NULL;
      guint n;

      /* Onto an enemy: an attack when one is in reach, else refused. */
      if (enemy != NULL && tactics_random_below (&random, 4) == 0)
        {
          tactics_command_init_move (command, (guint) player, choice.unit,
                                     tactics_unit_get_cell (enemy));
          return TRUE;
        }

      tactics_match_compute_reach (match, unit, reach);
      n = tactics_reach_get_n_destinations (reach);
      if (enemy != NULL && n > 1 && tactics_random_below (&random, 2) == 0)
        {
          /* The reachable cell nearest the enemy. */
          TacticsMetric metric = tactics_match_get_movement_metric (match);
          TacticsCell best = tactics_reach_get_destination (reach, 1, NULL);

          for (guint i = 2; i < n; i++)
            {
              TacticsCell cell = tactics_reach_get_destination (reach, i, NULL);

              if (tactics_distance (metric, cell, tactics_unit_get_cell (enemy)) <
                  tactics_distance (metric, best, tactics_unit_get_cell (enemy)))
                best = cell;
            }
          tactics_command_init_move (command, (guint) player, choice.unit, best);
          return TRUE;
        }
      if (n > 1)
        {
          /* Destination 0 is the start: pick among the others. */
          TacticsCell cell = tactics_reach_get_destination (reach,
                                                            1 + tactics_random_below (&random,
                                                                                      n - 1),
                                                            NULL);

          tactics_command_init_move (command, (guint) player, choice.unit, cell);
          return TRUE;
        }
    }
  else
    {
      guint n_actions = tactics_match_get_n_unit_actions (match, unit);
      guint action = tactics_random_below (&random, n_actions);
      TacticsPattern pattern;

      tactics_match_get_action_pattern (match, unit, action, &pattern);
      tactics_pattern_get_foci (&pattern, tactics_unit_get_cell (unit), cells);
      if (self->eager && cells->len > 0)
        {
          g_autoptr(GArray) occupied = g_array_new (FALSE, FALSE, sizeof (TacticsCell));

          /* Foci with a unit on them (any side: heals and friendly fire
           * happen too). */
          for (guint i = 0; i < cells->len; i++)
            if (tactics_match_get_unit_at (match, g_array_index (cells, TacticsCell, i)) != NULL)
              g_array_append_val (occupied, g_array_index (cells, TacticsCell, i));
          if (occupied->len > 0 && tactics_random_below (&random, 4) != 0)
            {
              g_array_set_size (cells, 0);
              g_array_append_vals (cells, occupied->data, occupied->len);
            }
        }
      if (cells->len > 0)
        {
          tactics_command_init_act (command, (guint) player, choice.unit, action,
                                    g_array_index (cells, TacticsCell,
                                                   tactics_random_below (&random, cells->len)));
          return TRUE;
        }
    }

  tactics_command_init_end_turn (command, (guint) player);
  return TRUE;
}

/* A seat as a controller, so that matches here are played by the same
 * loop as everywhere else. */
#define SEAT_TYPE_CONTROLLER (seat_controller_get_type ())
G_DECLARE_FINAL_TYPE (SeatController, seat_controller, SEAT, CONTROLLER, GObject)

struct _SeatController
{
  GObject   parent_instance;

  Seat     *seat;
  gboolean  strict;
};

static void seat_controller_iface_init (TacticsControllerInterface *iface);

G_DEFINE_FINAL_TYPE_WITH_CODE (SeatController, seat_controller, G_TYPE_OBJECT,
                               G_IMPLEMENT_INTERFACE (TACTICS_TYPE_CONTROLLER,
                                                      seat_controller_iface_init))

static gboolean
seat_controller_next_command (TacticsController *controller,
                              TacticsMatch      *match,
                              TacticsCommand    *command)
{
  Seat *seat = SEAT_CONTROLLER (controller)->seat;

  if (seat->ai != NULL)
    return tactics_ai_next_command (seat->ai, match, command);
  return random_player_next_command (&seat->random, match, command);
}

static gboolean
seat_controller_command_refused (TacticsController    *controller,
                                 TacticsMatch         *match,
                                 const TacticsCommand *command,
                                 const GError         *error)
{
  SeatController *self = SEAT_CONTROLLER (controller);

  if (self->seat->ai == NULL)
    {
      /* Its refusals are part of the test: it picks another. */
      random_player_refused (&self->seat->random);
      return FALSE;
    }
  if (self->strict)
    g_error ("computer command %d refused: %s", command->kind, error->message);
  /* Not strict: let the turn go rather than ask again forever. */
  return TRUE;
}

static void
seat_controller_iface_init (TacticsControllerInterface *iface)
{
  iface->next_command = seat_controller_next_command;
  iface->command_refused = seat_controller_command_refused;
}

static void
seat_controller_class_init (SeatControllerClass *klass)
{
}

static void
seat_controller_init (SeatController *self)
{
}

TacticsController *
match_helpers_seat_controller_new (Seat     *seat,
                                   gboolean  strict)
{
  SeatController *self = g_object_new (SEAT_TYPE_CONTROLLER, NULL);

  self->seat = seat;
  self->strict = strict;
  return TACTICS_CONTROLLER (self);
}

TacticsMatchDriver *
match_helpers_driver_new (TacticsMatch *match,
                          Seat         *seats,
                          gboolean      strict)
{
  TacticsMatchDriver *driver = tactics_match_driver_new (match);

  for (guint p = 0; p < tactics_match_get_n_players (match); p++)
    {
      g_autoptr(TacticsController) controller = match_helpers_seat_controller_new (&seats[p],
                                                                                    strict);

      tactics_match_driver_set_controller (driver, p, controller);
    }
  return driver;
}

gboolean
match_helpers_random_step (TacticsMatchDriver *driver)
{
  g_autoptr(GError) error = NULL;
  TacticsMatchDriverStep step = tactics_match_driver_step (driver, &error);

  if (step == TACTICS_MATCH_DRIVER_REFUSED)
    {
      g_assert_true (error != NULL && error->domain == TACTICS_MATCH_ERROR);
      return FALSE;
    }
  g_assert_cmpint (step, ==, TACTICS_MATCH_DRIVER_PERFORMED);
  return TRUE;
}

guint
match_helpers_play (TacticsMatch *match,
                    Seat        *seats,
                    guint        max_commands,
                    gboolean     strict)
{
  g_autoptr(TacticsMatchDriver) driver = match_helpers_driver_new (match, seats, strict);
  guint performed = 0;

  while (tactics_match_get_phase (match) != TACTICS_MATCH_PHASE_OVER && performed < max_commands)
    {
      g_autoptr(GError) error = NULL;

      switch (tactics_match_driver_step (driver, &error))
        {
        case TACTICS_MATCH_DRIVER_PERFORMED:
        case TACTICS_MATCH_DRIVER_PASSED:
          performed++;
          break;
        case TACTICS_MATCH_DRIVER_REFUSED:
          break;
        case TACTICS_MATCH_DRIVER_STUCK:
          g_error ("could not end the turn: %s", error->message);
          break;
        case TACTICS_MATCH_DRIVER_WAITING:
        case TACTICS_MATCH_DRIVER_OVER:
        default:
          g_error ("nobody gave a command while the match is on");
          break;
        }
    }
  return performed;
}

char *
match_helpers_describe (TacticsMatch *match)
{
  GString *text = g_string_new (NULL);
  TacticsUnit *active = tactics_match_get_active_unit (match);

  g_string_append_printf (text, "seed %" G_GUINT64_FORMAT " mode %d units %u limit %u\n",
                          tactics_match_get_seed (match), tactics_match_get_mode (match),
                          tactics_match_get_units_per_player (match),
                          tactics_match_get_round_limit (match));
  g_string_append_printf (text, "phase %d turn %u round %u player %d active %d outcome %d "
                          "winner %d\n",
                          tactics_match_get_phase (match), tactics_match_get_turn (match),
                          tactics_match_get_round (match),
                          tactics_match_get_current_player (match),
                          active != NULL ? (int) tactics_unit_get_id (active) : -1,
                          tactics_match_get_outcome (match), tactics_match_get_winner (match));
  for (guint p = 0; p < tactics_match_get_n_players (match); p++)
    {
      TacticsPlayer *player = tactics_match_get_player (match, p);
      g_autofree char *army = g_strjoinv (",", (char **) tactics_player_get_formation (player));

      g_string_append_printf (text, "player %u %s %s kind %d level %d out %d order %u army %s\n",
                              p, tactics_player_get_name (player),
                              tactics_player_get_color (player), tactics_player_get_kind (player),
                              tactics_player_get_level (player), tactics_player_is_out (player),
                              tactics_match_get_turn_order (match)[p], army);
    }
  for (guint i = 0; i < tactics_match_get_n_units (match); i++)
    {
      TacticsUnit *unit = tactics_match_get_unit (match, i);
      TacticsCell cell = tactics_unit_get_cell (unit);

      g_string_append_printf (text, "unit %u %s owner %u at %d,%d hp %d placed %d moved %d "
                              "acted %d alive %d energy %u\n",
                              i, tactics_unit_type_get_id (tactics_unit_get_unit_type (unit)),
                              tactics_unit_get_owner (unit), cell.x, cell.y,
                              tactics_unit_get_hp (unit), tactics_unit_is_placed (unit),
                              tactics_unit_has_moved (unit), tactics_unit_has_acted (unit),
                              tactics_unit_is_alive (unit), tactics_unit_get_energy (unit));
    }
  for (guint i = 0; i < tactics_match_get_n_commands (match); i++)
    {
      const TacticsCommand *command = tactics_match_get_command (match, i);

      g_string_append_printf (text, "command %d %u %u %u %d,%d\n", command->kind,
                              command->player, command->unit, command->action,
                              command->cell.x, command->cell.y);
    }
  return g_string_free (text, FALSE);
}

guint
match_helpers_n_matches (int     *argc,
                         char  ***argv,
                         guint    n_default)
{
  const char *count = g_getenv ("TACTICS_TEST_MATCHES");

  /* Our own option, taken out before GLib reads the rest. */
  for (int i = 1; i < *argc; i++)
    if (g_str_has_prefix ((*argv)[i], "--matches="))
      {
        count = (*argv)[i] + strlen ("--matches=");
        memmove (&(*argv)[i], &(*argv)[i + 1], (size_t) (*argc - i) * sizeof (char *));
        (*argc)--;
        i--;
      }
  return count != NULL ? (guint) MAX (1, atoi (count)) : n_default;
}

/* Hand-made rules and boards */

static void
add_terrain (TacticsRuleset *ruleset,
             const char     *id,
             const char     *name,
             const char     *foot_cost,
             const char     *boat_cost)
{
  g_autoptr(TacticsTerrain) terrain = tactics_terrain_new (id, name, "#808080");

  if (foot_cost != NULL)
    tactics_terrain_set_cost (terrain, "foot", (guint) atoi (foot_cost));
  if (boat_cost != NULL)
    tactics_terrain_set_cost (terrain, "boat", (guint) atoi (boat_cost));
  tactics_ruleset_insert_terrain (ruleset, G_MAXUINT, terrain);
}

static void
add_action (TacticsRuleset *ruleset,
            const char     *id,
            guint           range_min,
            guint           range_max,
            TacticsMetric   metric,
            TacticsShape    shape,
            guint           extent,
            TacticsEffect   effect,
            guint           amount,
            TacticsAffects  affects)
{
  g_autoptr(TacticsAction) action = tactics_action_new (id, id);

  tactics_action_set_range_max (action, range_max);
  tactics_action_set_range_min (action, range_min);
  tactics_action_set_metric (action, metric);
  tactics_action_set_shape (action, shape);
  tactics_action_set_extent (action, extent);
  tactics_action_set_effect (action, effect);
  tactics_action_set_amount (action, amount);
  tactics_action_set_affects (action, affects);
  tactics_ruleset_insert_action (ruleset, G_MAXUINT, action);
}

static void
add_unit (TacticsRuleset *ruleset,
          const char     *id,
          guint           hp,
          guint           move,
          const char     *movetype,
          guint           speed,
          const char     *actions)
{
  g_autoptr(TacticsUnitType) type = tactics_unit_type_new (id, id);
  g_auto(GStrv) action_ids = g_strsplit (actions, ",", -1);

  tactics_unit_type_set_max_hp (type, hp);
  tactics_unit_type_set_move (type, move);
  tactics_unit_type_set_movetype (type, movetype);
  tactics_unit_type_set_speed (type, speed);
  tactics_unit_type_set_actions (type, (const char * const *) action_ids);
  tactics_ruleset_insert_unit_type (ruleset, G_MAXUINT, type);
}

/* Terrains: '.' plains (foot 1), 'f' forest (foot 2), '#' rock (nobody),
 * '~' water (boats 1). Units and what they do are named after their use
 * in the cases below. */
TacticsRuleset *
match_helpers_test_rules (void)
{
  TacticsRuleset *ruleset = tactics_ruleset_new ();
  g_autoptr(TacticsMovetype) foot = tactics_movetype_new ("foot", "Foot");
  g_autoptr(TacticsMovetype) boat = tactics_movetype_new ("boat", "Boat");

  tactics_ruleset_insert_movetype (ruleset, G_MAXUINT, foot);
  tactics_ruleset_insert_movetype (ruleset, G_MAXUINT, boat);
  add_terrain (ruleset, ".", "Plains", "1", NULL);
  add_terrain (ruleset, "f", "Forest", "2", NULL);
  add_terrain (ruleset, "#", "Rock", NULL, NULL);
  add_terrain (ruleset, "~", "Water", NULL, "1");

  add_action (ruleset, "sword", 1, 1, TACTICS_METRIC_MANHATTAN, TACTICS_SHAPE_SINGLE, 1,
              TACTICS_EFFECT_DAMAGE, 4, TACTICS_AFFECTS_ENEMIES);
  add_action (ruleset, "bow", 2, 3, TACTICS_METRIC_CHEBYSHEV, TACTICS_SHAPE_SINGLE, 1,
              TACTICS_EFFECT_DAMAGE, 3, TACTICS_AFFECTS_ENEMIES);
  add_action (ruleset, "heal", 0, 1, TACTICS_METRIC_CHEBYSHEV, TACTICS_SHAPE_SINGLE, 1,
              TACTICS_EFFECT_HEAL, 5, TACTICS_AFFECTS_ALLIES);
  add_action (ruleset, "bomb", 2, 2, TACTICS_METRIC_CHEBYSHEV, TACTICS_SHAPE_CIRCULAR, 2,
              TACTICS_EFFECT_DAMAGE, 3, TACTICS_AFFECTS_ALL);
  add_action (ruleset, "lance", 1, 1, TACTICS_METRIC_MANHATTAN, TACTICS_SHAPE_LINEAR, 2,
              TACTICS_EFFECT_DAMAGE, 4, TACTICS_AFFECTS_ENEMIES);
  add_action (ruleset, "nuke", 0, 9, TACTICS_METRIC_CHEBYSHEV, TACTICS_SHAPE_CIRCULAR, 9,
              TACTICS_EFFECT_DAMAGE, 99, TACTICS_AFFECTS_ALL);

  add_unit (ruleset, "soldier", 10, 3, "foot", 5, "sword");
  add_unit (ruleset, "archer", 8, 2, "foot", 10, "bow,sword");
  add_unit (ruleset, "medic", 6, 3, "foot", 5, "heal,sword");
  add_unit (ruleset, "bomber", 10, 2, "foot", 5, "bomb");
  add_unit (ruleset, "lancer", 10, 3, "foot", 5, "lance");
  add_unit (ruleset, "boat", 10, 4, "boat", 5, "sword");
  add_unit (ruleset, "ghost", 5, 3, "ether", 5, "sword");
  add_unit (ruleset, "doom", 1, 1, "foot", 5, "nuke");
  return ruleset;
}

/* A map from rows of terrain ids, one character a cell. */
TacticsMap *
match_helpers_map_from_rows (TacticsRuleset     *ruleset,
                             const char * const *rows)
{
  int height = (int) g_strv_length ((char **) rows);
  int width = (int) strlen (rows[0]);
  g_autoptr(TacticsMap) map = tactics_map_new (width, height, TACTICS_TOPOLOGY_SQUARE, ruleset);
  g_autofree guint16 *cells = g_new (guint16, width * height);

  for (int y = 0; y < height; y++)
    for (int x = 0; x < width; x++)
      {
        char id[2] = { rows[y][x], 0 };
        int index = tactics_ruleset_get_terrain_index (ruleset, id);

        g_assert_cmpint (index, >=, 0);
        cells[y * width + x] = (guint16) index;
      }
  tactics_map_set_cells (map, cells);
  return g_steal_pointer (&map);
}

/* A match on @rows with two players whose armies are @army0 and @army1
 * (comma-separated type ids), units put on @cells in id order and play
 * started with player 0. */
TacticsMatch *
match_helpers_arranged_match (const char * const *rows,
                              const char         *army0,
                              const char         *army1,
                              const TacticsCell  *cells,
                              TacticsMatchMode     mode)
{
  g_autoptr(TacticsRuleset) ruleset = match_helpers_test_rules ();

  return match_helpers_arranged_match_with (ruleset, rows, army0, army1, cells, mode);
}

TacticsMatch *
match_helpers_arranged_match_with (TacticsRuleset     *ruleset,
                                   const char * const *rows,
                                   const char         *army0,
                                   const char         *army1,
                                   const TacticsCell  *cells,
                                   TacticsMatchMode     mode)
{
  g_autoptr(TacticsMap) map = match_helpers_map_from_rows (ruleset, rows);
  g_autoptr(TacticsMatch) match = tactics_match_new (map, NULL, 4, mode, 1);
  g_auto(GStrv) first = g_strsplit (army0, ",", -1);
  g_auto(GStrv) second = g_strsplit (army1, ",", -1);
  g_autoptr(GError) error = NULL;

  g_assert_nonnull (tactics_match_add_player (match, "Red", "#ff0000", TACTICS_PLAYER_HUMAN,
                                             TACTICS_AI_LEVEL_NORMAL, &error));
  g_assert_nonnull (tactics_match_add_player (match, "Blue", "#0000ff", TACTICS_PLAYER_HUMAN,
                                             TACTICS_AI_LEVEL_NORMAL, &error));
  g_assert_true (tactics_match_set_formation (match, 0, (const char * const *) first, &error));
  g_assert_true (tactics_match_set_formation (match, 1, (const char * const *) second, &error));
  g_assert_true (tactics_match_start_arranged (match, cells, &error));
  g_assert_no_error (error);
  g_assert_cmpint (tactics_match_get_phase (match), ==, TACTICS_MATCH_PHASE_PLAYING);
  return g_steal_pointer (&match);
}

GArray *
match_helpers_play_ai_turn (TacticsMatch *match,
                            TacticsAi    *ai)
{
  GArray *commands = g_array_new (FALSE, FALSE, sizeof (TacticsCommand));
  int player = tactics_match_get_current_player (match);
  guint turn = tactics_match_get_turn (match);

  while (tactics_match_get_phase (match) == TACTICS_MATCH_PHASE_PLAYING &&
         tactics_match_get_turn (match) == turn)
    {
      g_autoptr(GError) error = NULL;
      TacticsCommand command;

      g_assert_true (tactics_ai_next_command (ai, match, &command));
      g_assert_cmpuint (command.player, ==, (guint) player);
      g_assert_cmpint (tactics_match_perform (match, &command, NULL, &error), ==,
                       TACTICS_COMMAND_RESULT_SUCCESS);
      g_assert_no_error (error);
      g_array_append_val (commands, command);
      g_assert_cmpuint (commands->len, <, 100);
    }
  return commands;
}

gboolean
match_helpers_cells_contain (GArray      *cells,
                             TacticsCell  cell)
{
  for (guint i = 0; i < cells->len; i++)
    if (g_array_index (cells, TacticsCell, i).x == cell.x &&
        g_array_index (cells, TacticsCell, i).y == cell.y)
      return TRUE;
  return FALSE;
}
