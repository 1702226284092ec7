/* SPDX-License-Identifier: GPL-3.0-or-later */
#pragma once

#if !defined(TACTICS_INSIDE) && !defined(TACTICS_COMPILATION)
# error "Only <tactics.h> can be included directly."
#endif

#include <gio/gio.h>

#include "tactics-arena-result.h"
#include "tactics-macros.h"
#include "tactics-map.h"
#include "tactics-match.h"
#include "tactics-player-kind.h"
#include "tactics-ruleset.h"
#include "tactics-scenario.h"

G_BEGIN_DECLS

/**
 * TACTICS_ARENA_DEFAULT_STOP_ROUND:
 *
 * The round after which an arena stops a match that has no round limit of
 * its own, as unfinished.
 */
#define TACTICS_ARENA_DEFAULT_STOP_ROUND 500

/* Many matches between computer players on one map or scenario, played in
 * parallel, and what they say of its fairness (a TacticsArenaResult).
 *
 * Slots are the players' indices (start zones on a map that has them, a
 * scenario's sides in order); contestants are the computer players, each
 * of a level (normal by default). Seeds are paired: seed S is played once
 * per rotation of the contestants through the slots (contestant c in slot
 * (c + r) mod N in rotation r), so that every slot sees the same seeds
 * and every contestant every slot. When every contestant has the same
 * level, all rotations of a seed are the same match (the computer players
 * depend on the state alone), so each seed is played once. Match k uses
 * seed first-seed + k / rotations.
 *
 * Every match is a function of its seed alone: each worker plays on its
 * own copy of the map, rules and scenario, and the records are added up in
 * match order, so the result is the same for any number of jobs.
 *
 * The "progress" signal (guint done, guint total) is emitted in the thread
 * that called tactics_arena_run(), or in the thread-default main context of
 * the caller of tactics_arena_run_async(). */
#define TACTICS_TYPE_ARENA (tactics_arena_get_type ())
TACTICS_AVAILABLE_IN_ALL
G_DECLARE_FINAL_TYPE (TacticsArena, tactics_arena, TACTICS, ARENA, GObject)

/* @ruleset: the units and actions (NULL: the map's, else the bundled
 * ruleset when the map's has no unit types). The arena copies what it
 * plays when a run starts: later edits change the next run only. */
TACTICS_AVAILABLE_IN_ALL
TacticsArena       *tactics_arena_new_for_map          (TacticsMap        *map,
                                                        TacticsRuleset    *ruleset,
                                                        guint              n_players);
/* One slot per side; the scenario's round limit applies. */
TACTICS_AVAILABLE_IN_ALL
TacticsArena       *tactics_arena_new_for_scenario     (TacticsScenario   *scenario);

TACTICS_AVAILABLE_IN_ALL
guint               tactics_arena_get_n_slots          (TacticsArena      *self);
TACTICS_AVAILABLE_IN_ALL
void                tactics_arena_set_n_matches        (TacticsArena      *self,
                                                        guint              n_matches);
TACTICS_AVAILABLE_IN_ALL
guint               tactics_arena_get_n_matches        (TacticsArena      *self);
/* Worker threads; 0 (the default): one per processor. */
TACTICS_AVAILABLE_IN_ALL
void                tactics_arena_set_n_jobs           (TacticsArena      *self,
                                                        guint              n_jobs);
TACTICS_AVAILABLE_IN_ALL
guint               tactics_arena_get_n_jobs           (TacticsArena      *self);
TACTICS_AVAILABLE_IN_ALL
void                tactics_arena_set_level            (TacticsArena      *self,
                                                        guint              contestant,
                                                        TacticsAiLevel     level);
TACTICS_AVAILABLE_IN_ALL
TacticsAiLevel      tactics_arena_get_level            (TacticsArena      *self,
                                                        guint              contestant);
TACTICS_AVAILABLE_IN_ALL
void                tactics_arena_set_first_seed       (TacticsArena      *self,
                                                        guint64            seed);
TACTICS_AVAILABLE_IN_ALL
void                tactics_arena_set_units_per_player (TacticsArena      *self,
                                                        guint              n_units);
TACTICS_AVAILABLE_IN_ALL
void                tactics_arena_set_mode             (TacticsArena      *self,
                                                        TacticsMatchMode   mode);
/* 0 (the default): the scenario's limit, else a stop after
 * TACTICS_ARENA_DEFAULT_STOP_ROUND rounds. */
TACTICS_AVAILABLE_IN_ALL
void                tactics_arena_set_round_limit      (TacticsArena      *self,
                                                        guint              limit);

/* Plays every match and adds them up. Fails with the error of the first
 * match (in match order) that could not be played, or G_IO_ERROR_CANCELLED. */
TACTICS_AVAILABLE_IN_ALL
TacticsArenaResult *tactics_arena_run                  (TacticsArena      *self,
                                                        GCancellable      *cancellable,
                                                        GError           **error);
TACTICS_AVAILABLE_IN_ALL
void                tactics_arena_run_async            (TacticsArena      *self,
                                                        GCancellable      *cancellable,
                                                        GAsyncReadyCallback callback,
                                                        gpointer           user_data);
TACTICS_AVAILABLE_IN_ALL
TacticsArenaResult *tactics_arena_run_finish           (TacticsArena      *self,
                                                        GAsyncResult      *result,
                                                        GError           **error);

G_END_DECLS
