/* SPDX-License-Identifier: GPL-3.0-or-later */
#pragma once

#if !defined(TACTICS_INSIDE) && !defined(TACTICS_COMPILATION)
# error "Only <tactics.h> can be included directly."
#endif

#include <gio/gio.h>

#include "tactics-check-enums.h"
#include "tactics-geometry.h"
#include "tactics-macros.h"

G_BEGIN_DECLS

/* One thing wrong with a map or a scenario, as tactics_map_check() and
 * tactics_scenario_check() find it: its severity (an error stops the
 * scenario from being played, a warning does not), its kind, a translated
 * sentence for designers, the cells it concerns (in reading order, maybe
 * none) and the ids of what it is about: a side, a region, a placed unit,
 * a movement type (each NULL when it is about none). Immutable.
 * Properties: "severity", "kind", "message", "side", "region", "unit",
 * "movetype". */
#define TACTICS_TYPE_PROBLEM (tactics_problem_get_type ())
TACTICS_AVAILABLE_IN_ALL
G_DECLARE_FINAL_TYPE (TacticsProblem, tactics_problem, TACTICS, PROBLEM, GObject)

/* @cells are copied, sorted in reading order and kept once each; @side, @region, @unit and
 * @movetype may be NULL. */
TACTICS_AVAILABLE_IN_ALL
TacticsProblem        *tactics_problem_new          (TacticsProblemSeverity  severity,
                                                     TacticsProblemKind      kind,
                                                     const char             *message,
                                                     const TacticsCell      *cells,
                                                     guint                   n_cells,
                                                     const char             *side,
                                                     const char             *region,
                                                     const char             *unit,
                                                     const char             *movetype);
TACTICS_AVAILABLE_IN_ALL
TacticsProblemSeverity tactics_problem_get_severity (TacticsProblem         *self);
TACTICS_AVAILABLE_IN_ALL
TacticsProblemKind     tactics_problem_get_kind     (TacticsProblem         *self);
TACTICS_AVAILABLE_IN_ALL
const char            *tactics_problem_get_message  (TacticsProblem         *self);
/* The cells, in reading order; *@n_cells receives their number. */
TACTICS_AVAILABLE_IN_ALL
const TacticsCell     *tactics_problem_get_cells    (TacticsProblem         *self,
                                                     guint                  *n_cells);
TACTICS_AVAILABLE_IN_ALL
const char            *tactics_problem_get_side     (TacticsProblem         *self);
TACTICS_AVAILABLE_IN_ALL
const char            *tactics_problem_get_region   (TacticsProblem         *self);
TACTICS_AVAILABLE_IN_ALL
const char            *tactics_problem_get_unit     (TacticsProblem         *self);
TACTICS_AVAILABLE_IN_ALL
const char            *tactics_problem_get_movetype (TacticsProblem         *self);

/* The number of errors among @problems (a list of TacticsProblem). */
TACTICS_AVAILABLE_IN_ALL
guint                  tactics_problems_count_errors (GListModel            *problems);

G_END_DECLS
