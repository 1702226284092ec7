/* SPDX-License-Identifier: GPL-3.0-or-later */
#pragma once

#if !defined(TACTICS_INSIDE) && !defined(TACTICS_COMPILATION)
# error "Only <tactics.h> can be included directly."
#endif

#include <glib-object.h>

#include "tactics-macros.h"
#include "tactics-model-enums.h"

G_BEGIN_DECLS

/* One goal of a scenario's side. Which values a kind uses:
 * - "region" (a region's id): hold-region, reach-region;
 * - "unit" (a placed unit's id): protect-unit and eliminate-unit need it;
 *   reach-region may name the unit that must get there (NULL: any);
 * - "rounds": hold-region (rounds in a row), survive-rounds;
 * - "points": what meeting it is worth when most-points decides.
 * Properties: "kind", "region", "unit", "rounds", "points". */
#define TACTICS_TYPE_OBJECTIVE (tactics_objective_get_type ())
TACTICS_AVAILABLE_IN_ALL
G_DECLARE_FINAL_TYPE (TacticsObjective, tactics_objective, TACTICS, OBJECTIVE, GObject)

/**
 * TACTICS_MAX_OBJECTIVE_ROUNDS:
 *
 * The most rounds an objective may count, and the longest round limit.
 */
#define TACTICS_MAX_OBJECTIVE_ROUNDS 9999
/**
 * TACTICS_MAX_OBJECTIVE_POINTS:
 *
 * The most points one objective may be worth.
 */
#define TACTICS_MAX_OBJECTIVE_POINTS 9999

TACTICS_AVAILABLE_IN_ALL
TacticsObjective     *tactics_objective_new         (TacticsObjectiveKind  kind);
/* A new objective with @self's kind and fields. */
TACTICS_AVAILABLE_IN_ALL
TacticsObjective     *tactics_objective_copy        (TacticsObjective     *self);
TACTICS_AVAILABLE_IN_ALL
TacticsObjectiveKind  tactics_objective_get_kind    (TacticsObjective     *self);
TACTICS_AVAILABLE_IN_ALL
void                  tactics_objective_set_kind    (TacticsObjective     *self,
                                                     TacticsObjectiveKind  kind);
TACTICS_AVAILABLE_IN_ALL
const char           *tactics_objective_get_region  (TacticsObjective     *self);
TACTICS_AVAILABLE_IN_ALL
void                  tactics_objective_set_region  (TacticsObjective     *self,
                                                     const char           *region);
TACTICS_AVAILABLE_IN_ALL
const char           *tactics_objective_get_unit    (TacticsObjective     *self);
TACTICS_AVAILABLE_IN_ALL
void                  tactics_objective_set_unit    (TacticsObjective     *self,
                                                     const char           *unit);
TACTICS_AVAILABLE_IN_ALL
guint                 tactics_objective_get_rounds  (TacticsObjective     *self);
TACTICS_AVAILABLE_IN_ALL
void                  tactics_objective_set_rounds  (TacticsObjective     *self,
                                                     guint                 rounds);
TACTICS_AVAILABLE_IN_ALL
guint                 tactics_objective_get_points  (TacticsObjective     *self);
TACTICS_AVAILABLE_IN_ALL
void                  tactics_objective_set_points  (TacticsObjective     *self,
                                                     guint                 points);

/* TRUE for a kind that makes its side lose (protect-unit), FALSE for one
 * that makes it win. */
TACTICS_AVAILABLE_IN_ALL
gboolean              tactics_objective_kind_is_defeat   (TacticsObjectiveKind kind);
TACTICS_AVAILABLE_IN_ALL
gboolean              tactics_objective_kind_uses_region (TacticsObjectiveKind kind);
TACTICS_AVAILABLE_IN_ALL
gboolean              tactics_objective_kind_uses_unit   (TacticsObjectiveKind kind);
TACTICS_AVAILABLE_IN_ALL
gboolean              tactics_objective_kind_uses_rounds (TacticsObjectiveKind kind);

/* The objective as a sentence for players, translated: "Blue wins by
 * holding the Old Tower for 3 rounds in a row." @side, @region and @unit
 * are the names to say (a region or unit the objective does not use may be
 * NULL). */
TACTICS_AVAILABLE_IN_ALL
char                 *tactics_objective_dup_sentence (TacticsObjective    *self,
                                                      const char          *side,
                                                      const char          *region,
                                                      const char          *unit);

G_END_DECLS
