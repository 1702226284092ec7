/* SPDX-License-Identifier: GPL-3.0-or-later */
#pragma once

#include "tactics.h"

G_BEGIN_DECLS

/* What the window shows beyond the engine's own answers, worked out from
 * the public engine API only: which actions have a target, and the
 * statistics of a match. (Which units are ready is
 * tactics_match_unit_is_ready(); the threat view asks
 * tactics_match_compute_threat().) */

/* Whether any focus of @unit's action @action, from where it stands, would
 * touch a unit the action affects. */
gboolean tactics_game_analysis_action_has_target (TacticsMatch *match,
                                                  TacticsUnit *unit,
                                                  guint        action);

/* The numbers the results screen shows, per player. */
typedef struct {
  guint units_total;
  guint units_left;
  guint eliminations;     /* enemy units it finished off */
  guint damage_dealt;     /* to enemy units */
  guint damage_taken;
  guint healing_done;
  guint moves;
  guint actions;
  guint turns;
} TacticsGamePlayerStats;

/* Fills @stats (tactics_match_get_n_players() of them) from the match's
 * events. */
void     tactics_game_analysis_stats            (TacticsMatch            *match,
                                                 TacticsGamePlayerStats *stats);

G_END_DECLS
