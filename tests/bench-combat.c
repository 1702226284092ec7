/* SPDX-License-Identifier: GPL-3.0-or-later */
/* What understanding combat depth is worth to the computer players: on the
 * bundled rules, each level (normal, hard) plays the same level blind to
 * terrain defence, resistances and answers (tactics_ai_set_combat_sense()),
 * N_MATCHES seeded matches spread over the bundled maps, seats alternating
 * with the seed. Prints the win rates with their 95% Wilson intervals;
 * exits 1 when a level wins less than 65% (draws and unfinished matches
 * count as not won). An argument plays that many matches per level
 * instead, for a quick look. */
#include "config.h"

#include "match-series.h"
#include "tactics-ai-private.h"

#define N_MATCHES 200
#define N_UNITS 4
#define ROUND_LIMIT 100
#define BUDGET 0.65

/* One match of seed @seed on @map: the seeing player in seat @seen_seat. */
static void
play (TacticsMap      *map,
      TacticsAiLevel   level,
      guint            seed,
      TacticsMatchMode mode,
      MatchTally      *tally)
{
  g_autoptr(TacticsMatch) match = match_helpers_new_match (map, NULL, 2, N_UNITS, mode, seed,
                                                           ROUND_LIMIT);
  guint seen_seat = seed % 2;
  Seat seats[2] = { { 0 } };

  g_assert_nonnull (match);
  for (guint s = 0; s < 2; s++)
    {
      seats[s].ai = tactics_ai_new (level);
      tactics_ai_set_combat_sense (seats[s].ai, s == seen_seat);
    }

  match_helpers_play (match, seats, G_MAXUINT, TRUE);
  match_tally_add (tally, match, 1u << seen_seat);

  for (guint s = 0; s < 2; s++)
    g_clear_object (&seats[s].ai);
}

static void
print_rate (const char       *title,
            const MatchTally *tally)
{
  g_autofree char *figures = match_tally_describe (tally);

  g_print ("%-34s %s\n", title, figures);
}

/* Plays a level's series and tells whether it met the budget. */
static gboolean
series (const char     *name,
        TacticsAiLevel  level,
        guint           n_matches)
{
  MatchTally total = { 0 };
  guint per_map = n_matches / G_N_ELEMENTS (match_helpers_maps);
  double rate;
  gboolean met;

  for (guint m = 0; m < G_N_ELEMENTS (match_helpers_maps); m++)
    {
      g_autoptr(TacticsMap) map = match_helpers_load_map (match_helpers_maps[m]);
      MatchTally tally = { 0 };
      g_autofree char *title = g_strdup_printf ("%s, %s", name, match_helpers_maps[m]);
      TacticsMatchMode mode = m % 2 == 0 ? TACTICS_MATCH_MODE_TURNS
                                         : TACTICS_MATCH_MODE_INITIATIVE;

      for (guint seed = 0; seed < per_map; seed++)
        play (map, level, seed, mode, &tally);
      print_rate (title, &tally);
      match_tally_merge (&total, &tally);
    }
  print_rate (name, &total);
  rate = (double) total.wins / total.played;
  met = rate >= BUDGET;
  g_print ("%s seeing combat depth against %s blind to it: win rate %.1f%% "
           "(budget >= %.0f%%): %s\n",
           name, name, 100.0 * rate, 100.0 * BUDGET, met ? "met" : "MISSED");
  return met;
}

int
main (int   argc,
      char *argv[])
{
  gboolean ok = TRUE;
  gint64 start = g_get_monotonic_time ();
  guint n_matches = N_MATCHES;

  tactics_init ();

  if (argc > 1)
    {
      guint64 asked;

      if (!g_ascii_string_to_unsigned (argv[1], 10, G_N_ELEMENTS (match_helpers_maps), 100000,
                                       &asked, NULL))
        {
          g_printerr ("%s: matches: a whole number from %u to 100000, not \"%s\"\n", argv[0],
                      (guint) G_N_ELEMENTS (match_helpers_maps), argv[1]);
          return 2;
        }
      n_matches = (guint) asked;
    }
  g_print ("%u matches per level over %u maps, %u units a side, round limit %u\n",
           n_matches, (guint) G_N_ELEMENTS (match_helpers_maps), N_UNITS, ROUND_LIMIT);
  ok &= series ("normal", TACTICS_AI_LEVEL_NORMAL, n_matches);
  ok &= series ("hard", TACTICS_AI_LEVEL_HARD, n_matches);
  g_print ("elapsed %.1f s\n", (g_get_monotonic_time () - start) / 1e6);
  return ok ? 0 : 1;
}
