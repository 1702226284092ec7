/* SPDX-License-Identifier: GPL-3.0-or-later */
#pragma once

#include "tactics-match.h"
#include "tactics-view.h"

G_BEGIN_DECLS

/* The match makes one view per player at the start and tells it what its
 * units see as they are placed, move and fall (tactics-match-views.c). */
TacticsView *tactics_view_new          (TacticsMatch   *match,
                                        guint           player,
                                        TacticsFogMode  fog,
                                        TacticsTopology topology,
                                        int             width,
                                        int             height,
                                        const guint8   *blocks);
/* Adds (@sign 1) or takes away (@sign -1) the field of view of a unit of
 * sight @range standing on @origin; @seen is a width × height scratch of
 * zeros, left zeroed. */
void         tactics_view_apply_field  (TacticsView    *self,
                                        TacticsCell     origin,
                                        int             range,
                                        int             sign,
                                        guint8         *seen);
/* Marks @cell explored (a save's record, a scenario's revealed region). */
void         tactics_view_explore      (TacticsView    *self,
                                        TacticsCell     cell);
/* Emits "changed" when the visible cells changed since the last flush. */
void         tactics_view_flush        (TacticsView    *self);
/* Whether the per-cell counts equal those of a recomputation from every
 * unit on the board whose owner is in @vision (a mask of players), each
 * seeing tactics_match_get_unit_sight() cells; for tests. */
gboolean     tactics_view_check_counts (TacticsView    *self,
                                        guint           vision,
                                        GError        **error);

G_END_DECLS
