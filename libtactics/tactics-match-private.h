/* SPDX-License-Identifier: GPL-3.0-or-later */
#pragma once

#include "tactics-match.h"

G_BEGIN_DECLS

/* How many values the game has drawn from its generator since the start;
 * tests use it to check that a refused command draws nothing. */
guint64  tactics_match_get_n_random_draws   (TacticsMatch *self);

/* For tests that need units on known cells: instead of
 * tactics_match_start(), puts unit i on @cells[i] (one cell per unit, free
 * and on the board), takes the players' order as the turn order and starts
 * play. No draw is made; such a game cannot be saved, since a save replays
 * the draws. */
gboolean tactics_match_start_arranged       (TacticsMatch        *self,
                                            const TacticsCell  *cells,
                                            GError            **error);
gboolean tactics_match_is_arranged          (TacticsMatch        *self);

G_END_DECLS
