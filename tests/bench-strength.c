/* SPDX-License-Identifier: GPL-3.0-or-later */
/* Strength of the computer players, as win rates over seeded matches:
 * normal against a player choosing random legal commands (budget: at least
 * 95% wins), and hard against normal (budget: more than half). Seats
 * alternate with the seed so neither side keeps the first seat. Prints the
 * figures; exits 1 when a budget is missed. */
#include "config.h"

#include "match-helpers.h"

#ifndef N_MATCHES
#define N_MATCHES 200
#endif
#define N_UNITS 4
#define ROUND_LIMIT 100

typedef MatchTally Tally;

static void
play_series (const char      *title,
             const char      *map_name,
             TacticsMatchMode  mode,
             int              strong_level,
             int              weak_level,
             Tally           *tally)
{
  g_autoptr(TacticsMap) map = match_helpers_load_map (map_name);

  for (guint seed = 0; seed < N_MATCHES; seed++)
    {
      g_autoptr(TacticsMatch) match = match_helpers_new_match (map, NULL, 2, N_UNITS, mode, seed,
                                                               ROUND_LIMIT);
      guint strong_seat = seed % 2;
      Seat seats[2] = { { 0 } };

      g_assert_nonnull (match);
      for (guint s = 0; s < 2; s++)
        {
          int level = s == strong_seat ? strong_level : weak_level;

          if (level >= 0)
            seats[s].ai = tactics_ai_new ((TacticsAiLevel) level);
          random_player_init (&seats[s].random, seed * 2 + s);
        }

      match_helpers_play (match, seats, G_MAXUINT, TRUE);
      match_helpers_tally (tally, match, strong_seat);

      for (guint s = 0; s < 2; s++)
        g_clear_object (&seats[s].ai);
    }

  g_print ("%-28s %-20s %s: %3u wins %3u losses %3u draws %3u unfinished, mean %.1f rounds\n",
           title, map_name, mode == TACTICS_MATCH_MODE_TURNS ? "turns     " : "initiative",
           tally->wins, tally->losses, tally->draws, tally->unfinished,
           (double) tally->rounds / N_MATCHES);
}

static gboolean
report (const char  *title,
        const Tally *tallies,
        guint        n_series,
        double       budget,
        gboolean     strictly_above)
{
  guint wins = 0, total = 0;
  double rate;
  gboolean met;

  for (guint i = 0; i < n_series; i++)
    {
      wins += tallies[i].wins;
      total += N_MATCHES;
    }
  rate = 100.0 * wins / total;
  met = strictly_above ? rate > budget : rate >= budget;
  g_print ("%s: %u of %u won, win rate %.1f%% (budget %s %.0f%%): %s\n",
           title, wins, total, rate, strictly_above ? ">" : ">=", budget,
           met ? "met" : "MISSED");
  return met;
}

int
main (int   argc,
      char *argv[])
{
  Tally against_random[2] = { { 0 } };
  Tally against_normal[2] = { { 0 } };
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
