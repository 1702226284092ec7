/* SPDX-License-Identifier: GPL-3.0-or-later */
#pragma once

#include "tactics-arena.h"
#include "tactics-arena-result.h"
#include "tactics-match.h"

G_BEGIN_DECLS

/* One match of a run, as its worker saw it. Slots are player indices. */
typedef struct {
  TacticsMatchOutcome  outcome;
  int                  winner;        /* -1: nobody */
  int                  winner_contestant;  /* who sat in the winner's slot; -1: nobody */
  int                  first_mover;   /* -1: play never began */
  guint                rounds;
  GArray              *eliminations;  /* guint cell index, row by row */
} TacticsArenaRecord;

void                tactics_arena_record_clear (TacticsArenaRecord       *record);

/* Adds @records up in their order, so that the result depends on them
 * alone and not on which worker played which. */
TacticsArenaResult *tactics_arena_result_new   (guint                     n_slots,
                                                int                       width,
                                                int                       height,
                                                const TacticsArenaRecord *records,
                                                guint                     n_records);

/* How a run used its threads, for the balance benchmark: the wall time of
 * the whole run and of its setup (the workers' copies, read one after the
 * other), and per worker the matches it played and the processor time its
 * thread spent. A thread that waits on a lock or for a processor adds wall
 * time but no processor time, so the two tell contention from load. */
typedef struct {
  guint    n_jobs;
  double   wall_seconds;
  double   setup_seconds;
  double  *thread_cpu_seconds;  /* n_jobs of them */
  guint   *thread_matches;      /* n_jobs of them */
} TacticsArenaRunStats;

void                tactics_arena_run_stats_clear (TacticsArenaRunStats   *stats);

/* tactics_arena_run(), filling @stats when the run ends (also on failure). */
TacticsArenaResult *tactics_arena_run_measured    (TacticsArena           *self,
                                                   GCancellable           *cancellable,
                                                   TacticsArenaRunStats   *stats,
                                                   GError                **error);

G_END_DECLS
