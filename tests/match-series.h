/* SPDX-License-Identifier: GPL-3.0-or-later */
#pragma once

#include "match-helpers.h"

G_BEGIN_DECLS

/* A series of seeded matches between a stronger and a weaker player: who
 * sits where, and how it went for the stronger. */

/* The stronger player's seats in the match of @seed, bit s for seat s:
 * seats alternate with the seed so that neither player keeps the first
 * move; of more than two seats it takes every other one (0 and 2, or 1
 * and 3). */
guint32         match_series_strong_seats  (guint             n_seats,
                                            guint64           seed);
/* Sets up @n_seats seats for the match of @seed: @strong_level (a
 * TacticsAiLevel) on the stronger player's seats, @weak_level on the
 * others; -1 is a player choosing random legal commands. Every seat's
 * random player is seeded from @seed, whoever plays it. */
void            match_series_seats_init    (Seat             *seats,
                                            guint             n_seats,
                                            guint64           seed,
                                            int               strong_level,
                                            int               weak_level);
/* Frees what match_series_seats_init() gave @seats. */
void            match_series_seats_clear   (Seat             *seats,
                                            guint             n_seats);

/* How a series of matches went for one player. */
typedef struct {
  guint wins;
  guint losses;
  guint draws;
  guint unfinished;
  guint rounds;
  guint played;
} MatchTally;

/* Adds @match's outcome and rounds to @tally: won when a seat in @seats
 * (bit s for seat s) won it, lost when another did. Draws and unfinished
 * matches are neither. */
void            match_tally_add            (MatchTally       *tally,
                                            TacticsMatch     *match,
                                            guint32           seats);
/* Adds the counts of @other to @tally. */
void            match_tally_merge          (MatchTally       *tally,
                                            const MatchTally *other);
/* The matches won, in per cent of those played (0 when none was). */
double          match_tally_win_rate       (const MatchTally *tally);
/* The counts, the win rate with its 95% Wilson interval and the mean
 * rounds, as one line's text: every series prints them alike. */
char           *match_tally_describe       (const MatchTally *tally);

G_END_DECLS
