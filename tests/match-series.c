/* SPDX-License-Identifier: GPL-3.0-or-later */
#include "config.h"

#include "match-series.h"

static gboolean
strong_seat (guint   seat,
             guint   n_seats,
             guint64 seed)
{
  if (n_seats == 2)
    return seat == seed % 2;
  return seat % 2 == seed % 2;
}

guint32
match_series_strong_seats (guint   n_seats,
                           guint64 seed)
{
  guint32 seats = 0;

  g_assert_cmpuint (n_seats, <=, 32);
  for (guint s = 0; s < n_seats; s++)
    seats |= (guint32) strong_seat (s, n_seats, seed) << s;
  return seats;
}

void
match_series_seats_init (Seat    *seats,
                         guint    n_seats,
                         guint64  seed,
                         int      strong_level,
                         int      weak_level)
{
  for (guint s = 0; s < n_seats; s++)
    {
      int level = strong_seat (s, n_seats, seed) ? strong_level : weak_level;

      seats[s].ai = level >= 0 ? tactics_ai_new ((TacticsAiLevel) level) : NULL;
      random_player_init (&seats[s].random, seed * n_seats + s);
    }
}

void
match_series_seats_clear (Seat  *seats,
                          guint  n_seats)
{
  for (guint s = 0; s < n_seats; s++)
    g_clear_object (&seats[s].ai);
}

void
match_tally_add (MatchTally   *tally,
                 TacticsMatch *match,
                 guint32       seats)
{
  int winner;

  switch (tactics_match_get_outcome (match))
    {
    case TACTICS_MATCH_OUTCOME_WIN:
      winner = tactics_match_get_winner (match);
      g_assert_cmpint (winner, >=, 0);
      g_assert_cmpint (winner, <, 32);
      if (seats & (1u << winner))
        tally->wins++;
      else
        tally->losses++;
      break;
    case TACTICS_MATCH_OUTCOME_DRAW:
      tally->draws++;
      break;
    case TACTICS_MATCH_OUTCOME_UNFINISHED:
    case TACTICS_MATCH_OUTCOME_NONE:
    default:
      tally->unfinished++;
      break;
    }
  tally->rounds += tactics_match_get_round (match);
  tally->played++;
}

void
match_tally_merge (MatchTally       *tally,
                   const MatchTally *other)
{
  tally->wins += other->wins;
  tally->losses += other->losses;
  tally->draws += other->draws;
  tally->unfinished += other->unfinished;
  tally->rounds += other->rounds;
  tally->played += other->played;
}

double
match_tally_win_rate (const MatchTally *tally)
{
  return 100.0 * tally->wins / MAX (tally->played, 1u);
}

char *
match_tally_describe (const MatchTally *tally)
{
  double low, high;

  tactics_arena_wilson_interval (tally->wins, tally->played, TACTICS_ARENA_Z_95, &low, &high);
  return g_strdup_printf ("%3u wins %3u losses %3u draws %3u unfinished of %3u: "
                          "%5.1f%% [%5.1f, %5.1f], mean %.1f rounds",
                          tally->wins, tally->losses, tally->draws, tally->unfinished,
                          tally->played, match_tally_win_rate (tally), 100.0 * low,
                          100.0 * high, (double) tally->rounds / MAX (tally->played, 1u));
}
