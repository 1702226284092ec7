/* SPDX-License-Identifier: GPL-3.0-or-later */
/* Many seeded matches of players choosing random legal commands (and now
 * and then a command made of random numbers), on small square and hex
 * maps, in both modes, 2 to 4 players. After every command the engine's
 * invariants hold (match_helpers_check_invariants(): no unit on a cell its
 * movement type cannot enter or on another unit's cell, HP never above the
 * maximum, no move beyond the unit's points along a real path, players out
 * exactly when they have no units, …) and a refused command changed
 * nothing; every match ends or reaches its round limit; and a save made at
 * a random point, loaded, plays on to the same end. --matches=N (or
 * TACTICS_TEST_MATCHES) sets the number of matches, 1000 by default; the
 * sanitizer build runs fewer. */
#include "config.h"

#include <stdlib.h>
#include <string.h>

#include "match-helpers.h"
#include "tactics-match-private.h"
#include "tactics-unit-private.h"

#define ROUND_LIMIT 30

static TacticsMap *
small_map (TacticsRuleset  *ruleset,
           TacticsTopology  topology,
           int              width,
           int              height,
           guint64          seed)
{
  static const char * const mix[] = { "p", "p", "p", "f", "h", "m", "w", "o", "q", "x" };
  g_autoptr(TacticsMap) map = tactics_map_new (width, height, topology, ruleset);
  g_autofree guint16 *cells = g_new (guint16, width * height);
  TacticsRandom random;

  tactics_random_init (&random, seed);
  for (int i = 0; i < width * height; i++)
    cells[i] = (guint16) tactics_ruleset_get_terrain_index (
                 ruleset, mix[tactics_random_below (&random, G_N_ELEMENTS (mix))]);
  tactics_map_set_cells (map, cells);
  return g_steal_pointer (&map);
}

typedef struct {
  guint matches;
  guint wins;
  guint draws;
  guint unfinished;
  guint commands;
  guint refused;
  guint alternatives;
  guint saves;
} Totals;

static void
check_invariants (TacticsMatch *match,
                  guint        events_before)
{
  g_autoptr(GString) violations = g_string_new (NULL);

  match_helpers_check_invariants (match, events_before, violations);
  g_assert_cmpstr (violations->str, ==, "");
}

/* What a step is checked against. */
typedef struct {
  Totals   *totals;
  gboolean  check;
  char     *before;          /* the match described before the step */
  guint     events_before;
} Watch;

static void
on_refused (TacticsMatchDriver   *driver,
            const TacticsCommand *command,
            const GError         *error,
            gpointer              user_data)
{
  Watch *watch = user_data;
  TacticsMatch *match = tactics_match_driver_get_match (driver);

  g_assert_nonnull (error);
  g_assert_true (error->domain == TACTICS_MATCH_ERROR);
  if (watch->check)
    {
      g_autofree char *after = match_helpers_describe (match);

      /* A refused command changes nothing. */
      g_assert_cmpstr (watch->before, ==, after);
      g_assert_cmpuint (tactics_match_get_n_events (match), ==, watch->events_before);
      watch->totals->refused++;
    }
}

static void
on_performed (TacticsMatchDriver   *driver,
              const TacticsCommand *command,
              TacticsCommandResult  result,
              gpointer              user_data)
{
  Watch *watch = user_data;

  if (watch->check)
    {
      watch->totals->commands++;
      watch->totals->alternatives += result == TACTICS_COMMAND_RESULT_ALTERNATIVE;
      check_invariants (tactics_match_driver_get_match (driver), watch->events_before);
    }
}

/* Random players on every seat, watched by @watch. */
static TacticsMatchDriver *
new_driver (TacticsMatch *match,
            Seat         *seats,
            Watch        *watch)
{
  TacticsMatchDriver *driver = match_helpers_driver_new (match, seats, TRUE);

  g_signal_connect (driver, "refused", G_CALLBACK (on_refused), watch);
  g_signal_connect (driver, "performed", G_CALLBACK (on_performed), watch);
  return driver;
}

/* Plays one command of the current player; FALSE once the match is over. */
static gboolean
play_one (TacticsMatchDriver *driver,
          Watch              *watch)
{
  TacticsMatch *match = tactics_match_driver_get_match (driver);

  if (tactics_match_get_phase (match) == TACTICS_MATCH_PHASE_OVER)
    return FALSE;
  g_clear_pointer (&watch->before, g_free);
  if (watch->check)
    watch->before = match_helpers_describe (match);
  watch->events_before = tactics_match_get_n_events (match);

  match_helpers_random_step (driver);
  return TRUE;
}

static void
play_match (TacticsMap      *map,
            guint            n_players,
            guint            n_units,
            TacticsMatchMode  mode,
            guint64          seed,
            Totals          *totals)
{
  g_autoptr(TacticsMatch) match = match_helpers_new_match (map, NULL, n_players, n_units, mode,
                                                           seed, ROUND_LIMIT);
  g_autoptr(TacticsMatch) resumed = NULL;
  g_autofree char *ended = NULL;
  g_autofree char *resumed_ended = NULL;
  g_autoptr(TacticsMatchDriver) driver = NULL;
  g_autoptr(TacticsMatchDriver) resumed_driver = NULL;
  Seat seats[4] = { { 0 } }, resumed_seats[4];
  Watch watch = { totals, TRUE, NULL, 0 };
  Watch resumed_watch = { totals, FALSE, NULL, 0 };
  TacticsRandom random;
  guint save_at, performed = 0;

  g_assert_nonnull (match);
  for (guint p = 0; p < n_players; p++)
    {
      random_player_init (&seats[p].random, seed * 16 + p);
      seats[p].random.garbage = TRUE;
      seats[p].random.eager = TRUE;
      resumed_seats[p] = seats[p];
    }
  driver = new_driver (match, seats, &watch);
  tactics_random_init (&random, seed ^ 0x5a5a);
  save_at = tactics_random_below (&random, 120);

  /* Bounded: a turn ends after a few commands on average, and the round
   * limit ends the match. */
  while (play_one (driver, &watch))
    {
      g_assert_cmpuint (++performed, <, 100000);
      if (resumed == NULL && tactics_match_get_n_commands (match) >= save_at &&
          tactics_match_get_phase (match) != TACTICS_MATCH_PHASE_OVER)
        {
          g_autoptr(GError) error = NULL;
          g_autoptr(GBytes) bytes = tactics_match_save_to_bytes (match, &error);
          g_autoptr(TacticsSave) save = NULL;
          g_autofree char *state = match_helpers_describe (match);
          g_autofree char *loaded = NULL;

          g_assert_no_error (error);
          save = tactics_save_load_from_bytes (bytes, "match.save", &error);
          g_assert_no_error (error);
          resumed = tactics_save_resume (save);
          loaded = match_helpers_describe (resumed);
          g_assert_cmpstr (state, ==, loaded);
          totals->saves++;
        }
    }

  /* Every match ends: a winner, a draw, or the round limit. */
  g_assert_cmpint (tactics_match_get_phase (match), ==, TACTICS_MATCH_PHASE_OVER);
  switch (tactics_match_get_outcome (match))
    {
    case TACTICS_MATCH_OUTCOME_WIN:
      totals->wins++;
      g_assert_cmpint (tactics_match_get_winner (match), >=, 0);
      break;
    case TACTICS_MATCH_OUTCOME_DRAW:
      totals->draws++;
      break;
    case TACTICS_MATCH_OUTCOME_UNFINISHED:
      totals->unfinished++;
      g_assert_cmpuint (tactics_match_get_round (match), ==, ROUND_LIMIT);
      break;
    case TACTICS_MATCH_OUTCOME_NONE:
    default:
      g_assert_not_reached ();
    }
  totals->matches++;
  g_clear_pointer (&watch.before, g_free);

  /* The saved match, loaded, ends the same. */
  if (resumed != NULL)
    {
      resumed_driver = new_driver (resumed, resumed_seats, &resumed_watch);
      while (play_one (resumed_driver, &resumed_watch))
        ;
      ended = match_helpers_describe (match);
      resumed_ended = match_helpers_describe (resumed);
      g_assert_cmpstr (ended, ==, resumed_ended);
    }
}

/* The checker itself catches what it is for: states the engine never
 * makes, forced here through private setters. */
static void
test_invariant_checker (void)
{
  static const char * const rows[] = { "......", "......", "......", NULL };
  const TacticsCell cells[] = { { 0, 0 }, { 1, 1 }, { 5, 0 } };
  g_autoptr(TacticsMatch) match = match_helpers_arranged_match (rows, "soldier,soldier", "soldier",
                                                                cells, TACTICS_MATCH_MODE_TURNS);
  g_autoptr(GString) violations = g_string_new (NULL);
  TacticsUnit *unit = tactics_match_get_unit (match, 0);

  g_assert_cmpuint (match_helpers_check_invariants (match, 0, violations), ==, 0);
  g_assert_cmpstr (violations->str, ==, "");

  tactics_unit_set_hp (unit, tactics_unit_get_max_hp (unit) + 1);
  g_assert_cmpuint (match_helpers_check_invariants (match, 0, violations), ==, 1);
  g_assert_nonnull (strstr (violations->str, "over its maximum"));
  tactics_unit_set_hp (unit, tactics_unit_get_max_hp (unit));

  /* Onto the other's cell, behind the board's back. */
  tactics_unit_set_cell (unit, (TacticsCell) { 1, 1 });
  g_string_truncate (violations, 0);
  g_assert_cmpuint (match_helpers_check_invariants (match, 0, violations), >=, 2);
  g_assert_nonnull (strstr (violations->str, "share 1,1"));
  g_assert_nonnull (strstr (violations->str, "does not find unit 0"));
  tactics_unit_set_cell (unit, (TacticsCell) { 0, 0 });

  /* Blue's only unit dead, Blue still in. */
  tactics_unit_set_hp (tactics_match_get_unit (match, 2), 0);
  tactics_unit_set_alive (tactics_match_get_unit (match, 2), FALSE);
  g_string_truncate (violations, 0);
  g_assert_cmpuint (match_helpers_check_invariants (match, 0, violations), ==, 1);
  g_assert_nonnull (strstr (violations->str, "player 1 is in with no living units"));
}

static guint n_matches = 1000;

static void
test_random_matches (void)
{
  g_autoptr(TacticsRuleset) ruleset = match_helpers_load_ruleset ();
  Totals totals = { 0 };
  TacticsMap *maps[4];

  maps[0] = small_map (ruleset, TACTICS_TOPOLOGY_SQUARE, 8, 6, 1);
  maps[1] = small_map (ruleset, TACTICS_TOPOLOGY_HEX, 7, 7, 2);
  maps[2] = small_map (ruleset, TACTICS_TOPOLOGY_SQUARE, 12, 9, 3);
  maps[3] = small_map (ruleset, TACTICS_TOPOLOGY_HEX, 10, 8, 4);

  for (guint64 seed = 0; seed < n_matches; seed++)
    {
      guint n_players = 2 + (guint) (seed % 3);
      guint n_units = 1 + (guint) ((seed / 3) % 4);
      TacticsMatchMode mode = (seed / 12) % 2 ? TACTICS_MATCH_MODE_INITIATIVE
                                             : TACTICS_MATCH_MODE_TURNS;

      play_match (maps[(seed / 24) % 4], n_players, n_units, mode, seed, &totals);
    }

  g_test_message ("%u matches: %u won, %u drawn, %u at the round limit; %u commands performed "
                  "(%u as alternatives), %u refused; %u saved and resumed",
                  totals.matches, totals.wins, totals.draws, totals.unfinished, totals.commands,
                  totals.alternatives, totals.refused, totals.saves);
  g_assert_cmpuint (totals.matches, ==, n_matches);
  g_assert_cmpuint (totals.refused, >, 0);
  g_assert_cmpuint (totals.alternatives, >, 0);
  for (guint i = 0; i < G_N_ELEMENTS (maps); i++)
    g_object_unref (maps[i]);
}

int
main (int   argc,
      char *argv[])
{
  n_matches = match_helpers_n_matches (&argc, &argv, n_matches);
  g_test_init (&argc, &argv, NULL);
  tactics_init ();

  g_test_add_func ("/matches/invariant-checker", test_invariant_checker);
  g_test_add_func ("/matches/random", test_random_matches);

  return g_test_run ();
}
