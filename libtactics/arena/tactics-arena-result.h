/* SPDX-License-Identifier: GPL-3.0-or-later */
#pragma once

#if !defined(TACTICS_INSIDE) && !defined(TACTICS_COMPILATION)
# error "Only <tactics.h> can be included directly."
#endif

#include <glib-object.h>

#include "tactics-macros.h"

G_BEGIN_DECLS

/**
 * TACTICS_ARENA_BALANCE_TOLERANCE:
 *
 * How far from its fair share (0.05: five points) a slot's win rate
 * interval may reach for the map to be called balanced.
 */
#define TACTICS_ARENA_BALANCE_TOLERANCE 0.05

/**
 * TACTICS_ARENA_Z_95:
 *
 * The normal quantile of a 95% two-sided confidence interval.
 */
#define TACTICS_ARENA_Z_95 1.959963984540054

/**
 * TacticsArenaVerdict:
 * @TACTICS_ARENA_VERDICT_BALANCED: every slot's win rate interval lies
 *   within TACTICS_ARENA_BALANCE_TOLERANCE of the fair share
 * @TACTICS_ARENA_VERDICT_FAVOURED: a slot's interval lies wholly above the
 *   fair share (the one with the highest win rate is named)
 * @TACTICS_ARENA_VERDICT_DISFAVOURED: no slot is favoured, but one's
 *   interval lies wholly below the fair share (the lowest is named)
 * @TACTICS_ARENA_VERDICT_UNDECIDED: no interval excludes the fair share,
 *   but some reach past the tolerance: more matches would tell
 *
 * What a run says of the map's fairness. Nicks "balanced", "favoured",
 * "disfavoured", "undecided".
 */
typedef enum {
  TACTICS_ARENA_VERDICT_BALANCED,
  TACTICS_ARENA_VERDICT_FAVOURED,
  TACTICS_ARENA_VERDICT_DISFAVOURED,
  TACTICS_ARENA_VERDICT_UNDECIDED,
} TacticsArenaVerdict;

#define TACTICS_TYPE_ARENA_VERDICT (tactics_arena_verdict_get_type ())
TACTICS_AVAILABLE_IN_ALL
GType tactics_arena_verdict_get_type (void) G_GNUC_CONST;

/* Wilson's score interval of @successes in @trials at the normal quantile
 * @z, as fractions in 0..1; 0..1 when @trials is 0. */
TACTICS_AVAILABLE_IN_ALL
void     tactics_arena_wilson_interval (guint   successes,
                                        guint   trials,
                                        double  z,
                                        double *lower,
                                        double *upper);

/* What a TacticsArena run found, immutable. Slots are the players'
 * indices (a scenario's sides, in order); rates are fractions of all the
 * matches played, intervals Wilson's at 95%. The fair share is the rate
 * every slot would have on a fair map: the matches won by anyone, divided
 * among the slots. The first mover is the player who took the first turn
 * of play; its advantage is its win rate less the fair share. Eliminations
 * count, per cell (row by row), the units eliminated there; contestant
 * wins, a contestant's wins from whichever slot it sat in. */
#define TACTICS_TYPE_ARENA_RESULT (tactics_arena_result_get_type ())
TACTICS_AVAILABLE_IN_ALL
G_DECLARE_FINAL_TYPE (TacticsArenaResult, tactics_arena_result, TACTICS, ARENA_RESULT, GObject)

TACTICS_AVAILABLE_IN_ALL
guint        tactics_arena_result_get_n_slots        (TacticsArenaResult *self);
TACTICS_AVAILABLE_IN_ALL
guint        tactics_arena_result_get_n_matches      (TacticsArenaResult *self);
/* Matches stopped at the round limit or the safety stop with no winner. */
TACTICS_AVAILABLE_IN_ALL
guint        tactics_arena_result_get_n_unfinished   (TacticsArenaResult *self);
TACTICS_AVAILABLE_IN_ALL
guint        tactics_arena_result_get_n_draws        (TacticsArenaResult *self);
TACTICS_AVAILABLE_IN_ALL
double       tactics_arena_result_get_fair_share     (TacticsArenaResult *self);
TACTICS_AVAILABLE_IN_ALL
guint        tactics_arena_result_get_wins           (TacticsArenaResult *self,
                                                      guint               slot);
/* Matches won by another slot. */
TACTICS_AVAILABLE_IN_ALL
guint        tactics_arena_result_get_losses         (TacticsArenaResult *self,
                                                      guint               slot);
/* Matches won by @contestant, whichever slot it sat in. */
TACTICS_AVAILABLE_IN_ALL
guint        tactics_arena_result_get_contestant_wins (TacticsArenaResult *self,
                                                       guint               contestant);
TACTICS_AVAILABLE_IN_ALL
double       tactics_arena_result_get_win_rate       (TacticsArenaResult *self,
                                                      guint               slot);
TACTICS_AVAILABLE_IN_ALL
void         tactics_arena_result_get_win_interval   (TacticsArenaResult *self,
                                                      guint               slot,
                                                      double             *lower,
                                                      double             *upper);
/* The median of the rounds of the matches @slot won; 0 when it won none. */
TACTICS_AVAILABLE_IN_ALL
double       tactics_arena_result_get_median_rounds  (TacticsArenaResult *self,
                                                      guint               slot);
/* How many matches the first mover won. */
TACTICS_AVAILABLE_IN_ALL
guint        tactics_arena_result_get_first_mover_wins (TacticsArenaResult *self);
TACTICS_AVAILABLE_IN_ALL
void         tactics_arena_result_get_first_mover_interval (TacticsArenaResult *self,
                                                            double             *lower,
                                                            double             *upper);
TACTICS_AVAILABLE_IN_ALL
double       tactics_arena_result_get_first_mover_advantage (TacticsArenaResult *self);
TACTICS_AVAILABLE_IN_ALL
TacticsArenaVerdict tactics_arena_result_get_verdict (TacticsArenaResult *self,
                                                      guint              *slot);
TACTICS_AVAILABLE_IN_ALL
int          tactics_arena_result_get_width          (TacticsArenaResult *self);
TACTICS_AVAILABLE_IN_ALL
int          tactics_arena_result_get_height         (TacticsArenaResult *self);
TACTICS_AVAILABLE_IN_ALL
const guint *tactics_arena_result_get_eliminations   (TacticsArenaResult *self,
                                                      gsize              *n_cells);

G_END_DECLS
