/* SPDX-License-Identifier: GPL-3.0-or-later */
/* Strength of the computer players, as win rates over seeded matches:
 * normal against a player choosing random legal commands (budget: at least
 * 95% wins), and hard against normal (budget: more than half). Seats
 * alternate with the seed so neither side keeps the first seat. Prints the
 * figures; exits 1 when a budget is missed. */
#include "config.h"

#include "match-series.h"

#ifndef N_MATCHES
#define N_MATCHES 200
#endif
#define N_UNITS 4
#define ROUND_LIMIT 100

static void
play_series (const char       *title,
             const char       *map_name,
             TacticsMatchMode  mode,
             int               strong_level,
             int               weak_level,
             MatchTally       *tally)
{
  g_autoptr(TacticsMap) map = match_helpers_load_map (map_name);
  g_autofree char *figures = NULL;

  for (guint seed = 0; seed < N_MATCHES; seed++)
    {
      g_autoptr(TacticsMatch) match = match_helpers_new_match (map, NULL, 2, N_UNITS, mode, seed,
                                                               ROUND_LIMIT);
      Seat seats[2];

      g_assert_nonnull (match);
      match_series_seats_init (seats, 2, seed, strong_level, weak_level);
      match_helpers_play (match, seats, G_MAXUINT, TRUE);
      match_tally_add (tally, match, match_series_strong_seats (2, seed));
      match_series_seats_clear (seats, 2);
    }

  figures = match_tally_describe (tally);
  g_print ("%-28s %-20s %s: %s\n",
           title, map_name, mode == TACTICS_MATCH_MODE_TURNS ? "turns     " : "initiative",
           figures);
}

static gboolean
report (const char       *title,
        const MatchTally *tallies,
        guint             n_series,
        double            budget,
        gboolean          strictly_above)
{
  MatchTally total = { 0 };
  double rate;
  gboolean met;

  for (guint i = 0; i < n_series; i++)
    match_tally_merge (&total, &tallies[i]);
  rate = match_tally_win_rate (&total);
  met = strictly_above ? rate > budget : rate >= budget;
  g_print ("%s: %u of %u won, win rate %.1f%% (budget %s %.0f%%): %s\n",
           title, total.wins, total.played, rate, strictly_above ? ">" : ">=", budget,
           met ? "met" : "MISSED");
  return met;
}

int
main (int   argc,
      char *argv[])
{
  MatchTally against_random[2] = { { 0 } };
  MatchTally against_normal[2] = { { 0 } };
  gboolean ok = TRUE;
  gint64 start = g_get_monotonic_time ();

  tactics_init ();

  g_print ("%u matches per series, %u units a side, round limit %u\n",
           N_MATCHES, N_UNITS, ROUND_LIMIT);
  play_series ("normal vs random", "skirmish.map.xml", TACTICS_MATCH_MODE_TURNS,
               TACTICS_AI_LEVEL_NORMAL, -1, &against_random[0]);
  play_series ("normal vs random", "mountain-pass.map.xml", TACTICS_MATCH_MODE_INITIATIVE,
               TACTICS_AI_LEVEL_NORMAL, -1, &against_random[1]);
  play_series ("hard vs normal", "skirmish.map.xml", TACTICS_MATCH_MODE_TURNS,
               TACTICS_AI_LEVEL_HARD, TACTICS_AI_LEVEL_NORMAL, &against_normal[0]);
  play_series ("hard vs normal", "mountain-pass.map.xml", TACTICS_MATCH_MODE_INITIATIVE,
               TACTICS_AI_LEVEL_HARD, TACTICS_AI_LEVEL_NORMAL, &against_normal[1]);

  ok &= report ("normal vs random (skirmish, turns)", &against_random[0], 1, 95.0, FALSE);
  ok &= report ("normal vs random (mountain pass, initiative)", &against_random[1], 1, 95.0, FALSE);
  ok &= report ("hard vs normal (skirmish, turns)", &against_normal[0], 1, 50.0, TRUE);
  ok &= report ("hard vs normal (mountain pass, initiative)", &against_normal[1], 1, 50.0, TRUE);
  g_print ("elapsed %.1f s\n", (g_get_monotonic_time () - start) / 1e6);
  return ok ? 0 : 1;
}
