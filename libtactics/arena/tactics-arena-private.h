/* SPDX-License-Identifier: GPL-3.0-or-later */
#pragma once

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

G_END_DECLS
