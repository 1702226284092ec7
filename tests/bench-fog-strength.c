/* SPDX-License-Identifier: GPL-3.0-or-later */
/* Strength of the computer players in the fog, where they plan from what
 * they see: seeded matches on every bundled map and every bundled
 * scenario, fog on, seats alternating with the seed (in four-side
 * scenarios the stronger level takes seats 0 and 2, or 1 and 3):
 *  - normal against a player choosing random legal commands (budget: at
 *    least 90% won);
 *  - hard against normal, with fog and without (budget: the two win rates
 *    within 10 points of each other: fog takes nothing from the better
 *    level's edge).
 * Draws and unfinished matches count as not won. Prints each board's
 * figures and each pairing's win rate with its 95% Wilson interval; exits 1
 * when a budget is missed. An argument plays that many matches per board
 * instead (the default gives each pairing 7 × 30 = 210 matches). */
#include "config.h"

#include <math.h>
#include <stdio.h>
#include <stdlib.h>

#include "match-boards.h"
#include "match-series.h"

#define N_UNITS 4
#define ROUND_LIMIT 100

static guint n_matches = 30;

typedef struct {
  const char     *title;
  int             strong;   /* a TacticsAiLevel, or -1 for the random player */
  int             weak;
  TacticsFogMode  fog;
  MatchTally      total;
} Pairing;

static void
print_rate (const char       *title,
            const char       *board,
            const MatchTally *tally)
{
  g_autofree char *figures = match_tally_describe (tally);

  printf ("%-24s %-30s %s\n", title, board, figures);
  fflush (stdout);
}

static void
play_board (Pairing          *pairing,
            const MatchBoard *board)
{
  const MatchBoardOptions options = {
    TACTICS_MATCH_MODE_TURNS, N_UNITS, ROUND_LIMIT, (int) pairing->fog,
  };
  guint n_seats = match_board_get_n_seats (board);
  MatchTally tally = { 0 };

  for (guint seed = 0; seed < n_matches; seed++)
    {
      g_autoptr(TacticsMatch) match = match_board_new_match (board, &options, seed);
      Seat seats[TACTICS_MAX_PLAYERS];
      guint32 strong_seats = match_series_strong_seats (n_seats, seed);

      match_series_seats_init (seats, n_seats, seed, pairing->strong, pairing->weak);
      match_helpers_play (match, seats, G_MAXUINT, TRUE);
      match_tally_add (&tally, match, strong_seats);
      match_series_seats_clear (seats, n_seats);
    }
  print_rate (pairing->title, board->name, &tally);
  match_tally_merge (&pairing->total, &tally);
}

int
main (int   argc,
      char *argv[])
{
  Pairing pairings[] = {
    { "normal vs random, fog", TACTICS_AI_LEVEL_NORMAL, -1, TACTICS_FOG_MODE_FOG, { 0 } },
    { "hard vs normal, fog", TACTICS_AI_LEVEL_HARD, TACTICS_AI_LEVEL_NORMAL,
      TACTICS_FOG_MODE_FOG, { 0 } },
    { "hard vs normal, no fog", TACTICS_AI_LEVEL_HARD, TACTICS_AI_LEVEL_NORMAL,
      TACTICS_FOG_MODE_NONE, { 0 } },
  };
  g_autoptr(GPtrArray) names = g_ptr_array_new_with_free_func (g_free);
  g_autoptr(GPtrArray) scenarios = NULL;
  g_autoptr(GArray) boards = NULL;
  gint64 start = g_get_monotonic_time ();
  double fog_rate, clear_rate, random_rate;
  gboolean ok = TRUE;

  if (argc > 1)
    n_matches = (guint) MAX (1, atoi (argv[1]));
  tactics_init ();
  /* Every bundled map, then every bundled scenario. */
  for (guint i = 0; i < G_N_ELEMENTS (match_helpers_maps); i++)
    g_ptr_array_add (names, g_strdup (match_helpers_maps[i]));
  scenarios = match_boards_list_bundled ("scenarios", ".scenario.xml");
  g_ptr_array_extend_and_steal (names, g_steal_pointer (&scenarios));
  boards = match_boards_load (names);

  printf ("%u matches per board and pairing over %u boards, %u units a side, round limit %u\n",
          n_matches, boards->len, N_UNITS, ROUND_LIMIT);
  for (guint p = 0; p < G_N_ELEMENTS (pairings); p++)
    {
      for (guint b = 0; b < boards->len; b++)
        play_board (&pairings[p], &g_array_index (boards, MatchBoard, b));
      print_rate (pairings[p].title, "all boards", &pairings[p].total);
    }

  /* Rates are whole matches over the same count: exactly 10 points apart
   * is within the budget, whatever the rounding says. */
  random_rate = match_tally_win_rate (&pairings[0].total);
  fog_rate = match_tally_win_rate (&pairings[1].total);
  clear_rate = match_tally_win_rate (&pairings[2].total);
  printf ("normal vs random with fog: %.1f%% (budget >= 90%%): %s\n", random_rate,
          random_rate >= 90.0 ? "met" : "MISSED");
  ok &= random_rate >= 90.0;
  printf ("hard vs normal: %.1f%% with fog, %.1f%% without, %+.1f points "
          "(budget within 10): %s\n", fog_rate, clear_rate, fog_rate - clear_rate,
          fabs (fog_rate - clear_rate) <= 10.0 + 1e-9 ? "met" : "MISSED");
  ok &= fabs (fog_rate - clear_rate) <= 10.0 + 1e-9;
  printf ("elapsed %.1f s\n", (g_get_monotonic_time () - start) / 1e6);

  return ok ? 0 : 1;
}
