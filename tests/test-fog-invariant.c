/* SPDX-License-Identifier: GPL-3.0-or-later */
/* Fog of war: a player is told nothing of the units it does not see.
 * Seeded matches of random legal commands on every bundled map and
 * scenario (square and hex, 2 to 4 players, fog and shroud); at sampled
 * points, for every player P and some units U that P does not see, P's
 * answers are written down, U is taken off the board or put on another
 * cell P does not see (views kept right), and the answers are written
 * down again: they must be the same text. The answers: P's view (cells
 * seen and known, units seen, occupancy), the reach and paths of P's
 * units, previews and forecasts of their actions at every focus, the
 * checks of their moves and actions (refusals word for word), P's threat
 * and its objectives' progress. Placement is left out: which cells are
 * free to place on is answered from the whole board (doc/rules.md, "Fog
 * of war"). --matches=N (or
 * TACTICS_TEST_MATCHES) sets the number of matches, 1000 by default. */
#include "config.h"

#include <stdlib.h>
#include <string.h>

#include "match-boards.h"
#include "match-helpers.h"
#include "tactics-match-private.h"
#include "tactics-unit-private.h"
#include "tactics-view-private.h"

#define MAX_COMMANDS  60
#define N_CHECKPOINTS 4
#define N_SUSPECTS    2
#define MOVE_SAMPLES  16

typedef struct {
  guint matches;
  guint commands;
  guint comparisons;
} Totals;

/* Answers */

static void
describe_error (GString *out,
                GError  *error)
{
  if (error != NULL)
    g_string_append_printf (out, " refused %d %s", error->code, error->message);
}

static void
describe_check (GString              *out,
                TacticsMatch         *match,
                const TacticsCommand *command)
{
  g_autoptr(GError) error = NULL;
  TacticsCommand would = { 0 };
  TacticsCommandResult result = tactics_match_check_command (match, command, &would, &error);

  g_string_append_printf (out, "  check %d u%u a%u (%d,%d): %d", command->kind, command->unit,
                          command->action, command->cell.x, command->cell.y, result);
  if (result != TACTICS_COMMAND_RESULT_FAILURE)
    g_string_append_printf (out, " as %d a%u (%d,%d)", would.kind, would.action, would.cell.x,
                            would.cell.y);
  describe_error (out, error);
  g_string_append_c (out, '\n');
}

static void
describe_hits (GString *out,
               GArray  *hits)
{
  for (guint h = 0; h < hits->len; h++)
    {
      const TacticsHit *hit = &g_array_index (hits, TacticsHit, h);

      g_string_append_printf (out, " [u%u %d>%d %d%% c%d %d]", hit->unit, hit->hp_before,
                              hit->hp_after, hit->chance, hit->counter_action,
                              hit->counter_amount);
    }
}

static void
describe_unit_answers (GString      *out,
                       TacticsMatch *match,
                       TacticsUnit  *unit,
                       gboolean      checks)
{
  g_autoptr(TacticsReach) reach = tactics_reach_new ();
  g_autoptr(GArray) path = g_array_new (FALSE, FALSE, sizeof (TacticsCell));
  g_autoptr(GArray) foci = g_array_new (FALSE, FALSE, sizeof (TacticsCell));
  g_autoptr(GArray) effect = g_array_new (FALSE, FALSE, sizeof (TacticsCell));
  g_autoptr(GArray) hits = g_array_new (FALSE, FALSE, sizeof (TacticsHit));
  guint id = tactics_unit_get_id (unit);
  guint owner = tactics_unit_get_owner (unit);
  guint n_destinations;
  TacticsRandom random;

  g_string_append_printf (out, " unit %u\n", id);
  tactics_match_compute_reach (match, unit, reach);
  n_destinations = tactics_reach_get_n_destinations (reach);
  g_string_append_printf (out, "  reach %u:", n_destinations);
  for (guint d = 0; d < n_destinations; d++)
    {
      int cost;
      TacticsCell cell = tactics_reach_get_destination (reach, d, &cost);

      g_string_append_printf (out, " %d,%d=%d", cell.x, cell.y, cost);
      g_array_set_size (path, 0);
      if (d % 5 == 0 && tactics_reach_get_path (reach, cell, path))
        for (guint c = 0; c < path->len; c++)
          g_string_append_printf (out, "%c%d,%d", c == 0 ? '<' : '-',
                                  g_array_index (path, TacticsCell, c).x,
                                  g_array_index (path, TacticsCell, c).y);
    }
  g_string_append_c (out, '\n');

  for (guint k = 0; k < tactics_match_get_n_unit_actions (match, unit); k++)
    {
      TacticsPattern pattern;

      g_assert_true (tactics_match_get_action_pattern (match, unit, k, &pattern));
      g_array_set_size (foci, 0);
      tactics_pattern_get_foci (&pattern, tactics_unit_get_cell (unit), foci);
      for (guint f = 0; f < foci->len; f++)
        {
          TacticsCell focus = g_array_index (foci, TacticsCell, f);
          g_autoptr(TacticsForecast) forecast = NULL;
          gboolean aimed;

          g_array_set_size (effect, 0);
          g_array_set_size (hits, 0);
          aimed = tactics_match_preview_action (match, unit, k, focus, effect, hits);
          g_string_append_printf (out, "  a%u %d,%d: %d %u", k, focus.x, focus.y, aimed,
                                  effect->len);
          describe_hits (out, hits);
          forecast = tactics_match_forecast_action (match, unit, k, &focus);
          if (forecast != NULL)
            g_string_append_printf (out, " f%u %d %u", tactics_forecast_get_n_hits (forecast),
                                    tactics_forecast_get_agent_hp_after (forecast),
                                    tactics_forecast_get_n_answers (forecast));
          g_string_append_c (out, '\n');
          if (checks)
            {
              TacticsCommand command;

              tactics_command_init_act (&command, owner, id, k, focus);
              describe_check (out, match, &command);
            }
        }
    }

  if (!checks)
    return;
  /* Moves: the same cells around the unit in every state compared. */
  tactics_random_init (&random, id * 7919u + 17);
  for (guint s = 0; s < MOVE_SAMPLES; s++)
    {
      TacticsCell cell = tactics_unit_get_cell (unit);
      TacticsCommand command;

      cell.x += (int) tactics_random_below (&random, 13) - 6;
      cell.y += (int) tactics_random_below (&random, 13) - 6;
      tactics_command_init_move (&command, owner, id, cell);
      describe_check (out, match, &command);
    }
  /* And every cell it can reach, where the moves of the unseen meet. */
  for (guint d = 0; d < n_destinations; d += 3)
    {
      TacticsCommand command;

      tactics_command_init_move (&command, owner, id,
                                 tactics_reach_get_destination (reach, d, NULL));
      describe_check (out, match, &command);
    }
}

/* Everything @player is told, as text. */
static char *
describe_answers (TacticsMatch *match,
                  guint         player)
{
  GString *out = g_string_new (NULL);
  TacticsView *view = tactics_match_get_view (match, player);
  TacticsMap *map = tactics_match_get_map (match);
  int width = tactics_map_get_width (map);
  int height = tactics_map_get_height (map);
  guint n_units = tactics_match_get_n_units (match);
  TacticsMatchPhase phase = tactics_match_get_phase (match);
  gboolean current = tactics_match_get_current_player (match) == (int) player;
  g_autoptr(GArray) cells = g_array_new (FALSE, FALSE, sizeof (TacticsCell));

  g_string_append (out, "view ");
  for (int y = 0; y < height; y++)
    for (int x = 0; x < width; x++)
      {
        TacticsCell cell = { x, y };

        g_string_append_c (out, (char) ('a' + tactics_view_is_visible (view, cell) +
                                        2 * tactics_view_is_known (view, cell) +
                                        4 * tactics_view_is_explored (view, cell) +
                                        8 * (int) tactics_match_get_occupancy (match, player,
                                                                               cell)));
      }
  g_string_append_c (out, '\n');
  g_string_append (out, "units seen");
  for (guint i = 0; i < n_units; i++)
    {
      TacticsUnit *unit = tactics_match_get_unit (match, i);

      if (tactics_view_sees_unit (view, unit))
        g_string_append_printf (out, " %u@%d,%d/%d", i, tactics_unit_get_cell (unit).x,
                                tactics_unit_get_cell (unit).y, tactics_unit_get_hp (unit));
    }
  g_string_append_c (out, '\n');

  for (guint i = 0; i < n_units; i++)
    {
      TacticsUnit *unit = tactics_match_get_unit (match, i);

      if (tactics_unit_get_owner (unit) != player || !tactics_unit_is_alive (unit))
        continue;
      if (tactics_unit_is_placed (unit))
        describe_unit_answers (out, match, unit, current && phase == TACTICS_MATCH_PHASE_PLAYING);
    }

  g_array_set_size (cells, 0);
  tactics_match_compute_threat (match, player, cells);
  g_string_append (out, "threat");
  for (guint c = 0; c < cells->len; c++)
    g_string_append_printf (out, " %d,%d", g_array_index (cells, TacticsCell, c).x,
                            g_array_index (cells, TacticsCell, c).y);
  g_string_append_c (out, '\n');

  for (guint k = 0; k < tactics_match_get_n_objectives (match, player); k++)
    {
      g_autofree char *text = tactics_match_dup_objective_progress (match, player, k);

      g_string_append_printf (out, "objective %u %d %s\n", k,
                              tactics_match_get_objective_state (match, player, k, NULL, NULL),
                              text);
    }
  return g_string_free (out, FALSE);
}

/* Moving the unseen */

/* Takes @unit's field of view and cell off the board (@sign -1) or puts
 * them back on @cell (@sign 1), as its owner's and allies' views see. */
static void
shift_unit (TacticsMatch *match,
            TacticsUnit  *unit,
            TacticsCell   cell,
            int           sign)
{
  guint sight = tactics_match_get_unit_sight (match, unit);

  if (sign < 0)
    match_vacate (match, unit);
  else
    {
      tactics_unit_set_cell (unit, cell);
      match_occupy (match, unit, cell);
    }
  for (guint p = 0; p < tactics_match_get_n_players (match); p++)
    if (tactics_match_shares_vision (match, p, unit->owner))
      tactics_view_apply_field (match->views[p], unit->cell, (int) sight, sign, match->sight_seen);
}

/* A free cell @unit may stand on that @player does not see; FALSE when
 * none was found in a few draws. */
static gboolean
pick_hiding_place (TacticsMatch  *match,
                   TacticsUnit   *unit,
                   guint          player,
                   TacticsRandom *random,
                   TacticsCell   *cell)
{
  const TacticsCostGrid *grid = tactics_match_get_cost_grid (match, unit);
  TacticsView *view = tactics_match_get_view (match, player);

  for (guint attempt = 0; attempt < 64; attempt++)
    {
      TacticsCell candidate = { (int) tactics_random_below (random, (guint32) match->width),
                                (int) tactics_random_below (random, (guint32) match->height) };

      if (match_unit_at (match, candidate) == NULL
          && !tactics_view_is_visible (view, candidate)
          && tactics_cost_grid_get (grid, candidate.x, candidate.y) > 0)
        {
          *cell = candidate;
          return TRUE;
        }
    }
  return FALSE;
}

static void
expect_same (const char   *what,
             const char   *before,
             const char   *after,
             const char   *label)
{
  const char *a = before;
  const char *b = after;
  const char *line;

  if (strcmp (before, after) == 0)
    return;
  while (*a != '\0' && *a == *b)
    a++, b++;
  line = a;
  while (line > before && line[-1] != '\n')
    line--;
  g_test_message ("%s: %s changes what the player is told; first difference in line:\n"
                  "before: %.*s\nafter:  %.*s", label, what,
                  (int) MIN (strcspn (line, "\n"), 300u), line,
                  (int) MIN (strcspn (after + (line - before), "\n"), 300u),
                  after + (line - before));
  g_test_fail ();
}

/* For every player (or only @only, when not -1) and up to @n_suspects
 * units it does not see: its answers with each unit where it is,
 * elsewhere and absent. */
static void
check_point (TacticsMatch  *match,
             TacticsRandom *random,
             int            only,
             guint          n_suspects,
             const char    *label,
             Totals        *totals)
{
  guint n_units = tactics_match_get_n_units (match);
  g_autoptr(GError) error = NULL;

  for (guint p = 0; p < tactics_match_get_n_players (match); p++)
    {
      if (only >= 0 && p != (guint) only)
        continue;
      {
      TacticsView *view = tactics_match_get_view (match, p);
      g_autoptr(GArray) unseen = g_array_new (FALSE, FALSE, sizeof (guint));
      g_autofree char *before = NULL;

      if (view == NULL)
        continue;
      for (guint i = 0; i < n_units; i++)
        {
          TacticsUnit *unit = tactics_match_get_unit (match, i);

          if (unit->alive && unit->placed && !tactics_view_sees_unit (view, unit))
            g_array_append_val (unseen, i);
        }
      if (unseen->len == 0)
        continue;

      before = describe_answers (match, p);
      for (guint s = 0; s < MIN (unseen->len, n_suspects); s++)
        {
          guint pick = tactics_random_below (random, unseen->len);
          TacticsUnit *unit = tactics_match_get_unit (match, g_array_index (unseen, guint, pick));
          TacticsCell home = unit->cell;
          TacticsCell elsewhere;
          g_autofree char *label_unit = g_strdup_printf ("%s, player %u, unit %u at %d,%d", label,
                                                         p, unit->id, home.x, home.y);

          g_array_remove_index_fast (unseen, pick);

          /* Absent. */
          shift_unit (match, unit, home, -1);
          unit->alive = FALSE;
          {
            g_autofree char *after = describe_answers (match, p);

            expect_same ("taking the unit off the board", before, after, label_unit);
          }
          unit->alive = TRUE;

          /* Elsewhere. */
          if (pick_hiding_place (match, unit, p, random, &elsewhere))
            {
              g_autofree char *after = NULL;

              shift_unit (match, unit, elsewhere, 1);
              after = describe_answers (match, p);
              expect_same ("moving the unit to another unseen cell", before, after, label_unit);
              shift_unit (match, unit, elsewhere, -1);
            }
          shift_unit (match, unit, home, 1);
          totals->comparisons++;
        }
      if (g_test_failed ())
        return;
      }
    }
  /* The match stands as it stood. */
  if (only < 0)
    {
      g_assert_true (tactics_match_check_views (match, &error));
      g_assert_no_error (error);
    }
}

/* Matches */

static TacticsMatch *
new_match (const MatchBoard *board,
           TacticsRuleset   *ruleset,
           guint             n_players,
           TacticsFogMode    fog,
           TacticsMatchMode  mode,
           guint64           seed)
{
  TacticsMap *map = match_board_get_map (board);
  g_autoptr(TacticsMatch) match = NULL;
  g_autoptr(GError) error = NULL;

  if (board->scenario != NULL)
    n_players = match_board_get_n_seats (board);
  match = tactics_match_new (map, board->scenario != NULL ? NULL : ruleset, 3, mode, seed);
  tactics_match_set_round_limit (match, 20);
  for (guint p = 0; p < n_players; p++)
    g_assert_nonnull (tactics_match_add_player (match, "P", "#808080", TACTICS_PLAYER_COMPUTER,
                                               TACTICS_AI_LEVEL_NORMAL, &error));
  if (board->scenario != NULL && !tactics_match_set_scenario (match, board->scenario, &error))
    g_error ("%s: %s", board->name, error->message);
  for (guint p = 0; p < n_players; p++)
    {
      g_auto(GStrv) army = board->scenario != NULL
                             ? tactics_ai_suggest_army (match, p)
                             : tactics_ai_suggest_formation (ruleset, map, 3);

      /* Small armies: the comparisons, not the battles, take the time. */
      if (army != NULL && g_strv_length (army) > 3)
        {
          for (guint i = 3; army[i] != NULL; i++)
            g_free (army[i]);
          army[3] = NULL;
        }
      g_assert_nonnull (army);
      if (!tactics_match_set_formation (match, p, (const char * const *) army, &error))
        g_error ("%s: %s", board->name, error->message);
    }
  /* Allies now and then in plain matches of 3 or 4. */
  if (board->scenario == NULL && n_players > 2 && seed % 3 == 0)
    tactics_match_share_vision (match, 0, 2);
  tactics_match_set_fog (match, fog);
  if (!tactics_match_start (match, &error))
    {
      g_test_message ("%s, seed %" G_GUINT64_FORMAT ": %s", board->name, seed, error->message);
      return NULL;
    }
  return g_steal_pointer (&match);
}

static void
play_match (const MatchBoard *board,
            TacticsRuleset   *ruleset,
            guint             index,
            Totals           *totals)
{
  guint64 seed = 0x5eed0000u + index;
  guint n_players = 2 + index % 3;
  TacticsFogMode fog = index % 2 == 0 ? TACTICS_FOG_MODE_FOG : TACTICS_FOG_MODE_SHROUD;
  TacticsMatchMode mode = (index / 2) % 4 == 3 ? TACTICS_MATCH_MODE_INITIATIVE
                                               : TACTICS_MATCH_MODE_TURNS;
  g_autoptr(TacticsMatch) match = new_match (board, ruleset, n_players, fog, mode, seed);
  g_autoptr(TacticsMatchDriver) driver = NULL;
  Seat seats[TACTICS_MAX_PLAYERS] = { { 0 } };
  guint checkpoints[N_CHECKPOINTS];
  TacticsRandom random;
  guint performed = 0;

  if (match == NULL)
    return;
  totals->matches++;
  tactics_random_init (&random, seed ^ 0xf06u);
  for (guint p = 0; p < tactics_match_get_n_players (match); p++)
    {
      random_player_init (&seats[p].random, seed * 31 + p);
      seats[p].random.eager = TRUE;
    }
  driver = match_helpers_driver_new (match, seats, TRUE);
  for (guint c = 0; c < N_CHECKPOINTS; c++)
    checkpoints[c] = tactics_random_below (&random, MAX_COMMANDS);

  for (guint n = 0; n < MAX_COMMANDS * 4 && performed < MAX_COMMANDS
                    && tactics_match_get_phase (match) != TACTICS_MATCH_PHASE_OVER; n++)
    {
      if (!match_helpers_random_step (driver))
        continue;
      {
        g_autofree char *label = g_strdup_printf (
          "%s, %s, %u players, seed %" G_GUINT64_FORMAT ", after command %u", board->name,
          fog == TACTICS_FOG_MODE_FOG ? "fog" : "shroud",
          tactics_match_get_n_players (match), seed, performed + 1);
        gboolean everyone = FALSE;

        for (guint c = 0; c < N_CHECKPOINTS; c++)
          everyone |= checkpoints[c] == performed;
        /* After every command one player in turn and one unit it does not
         * see; at a few points every player and more units. */
        if (everyone)
          check_point (match, &random, -1, N_SUSPECTS, label, totals);
        else
          check_point (match, &random, (int) (performed % tactics_match_get_n_players (match)),
                       1, label, totals);
      }
      performed++;
      if (g_test_failed ())
        return;
    }
  totals->commands += performed;
}

static guint n_matches = 1000;

static void
test_invariant (void)
{
  g_autoptr(TacticsRuleset) ruleset = match_helpers_load_ruleset ();
  g_autoptr(GPtrArray) names = match_boards_list_all ();
  g_autoptr(GArray) boards = match_boards_load (names);
  Totals totals = { 0 };
  gboolean hex = FALSE, square = FALSE;

  for (guint i = 0; i < boards->len; i++)
    if (tactics_map_get_topology (match_board_get_map (&g_array_index (boards, MatchBoard, i)))
        == TACTICS_TOPOLOGY_HEX)
      hex = TRUE;
    else
      square = TRUE;
  g_assert_cmpuint (boards->len, >=, 4);
  g_assert_true (hex && square);

  for (guint m = 0; m < n_matches && !g_test_failed (); m++)
    play_match (&g_array_index (boards, MatchBoard, m % boards->len), ruleset, m, &totals);

  g_test_message ("%u matches on %u boards, %u commands, %u units compared", totals.matches,
                  boards->len, totals.commands, totals.comparisons);
  if (!g_test_failed ())
    {
      g_assert_cmpuint (totals.matches, ==, n_matches);
      /* The comparisons did happen, many times over. */
      g_assert_cmpuint (totals.comparisons, >=, n_matches);
    }
}

int
main (int   argc,
      char *argv[])
{
  n_matches = match_helpers_n_matches (&argc, &argv, n_matches);
  g_test_init (&argc, &argv, NULL);
  tactics_init ();
  g_test_add_func ("/fog/invariant", test_invariant);
  return g_test_run ();
}
