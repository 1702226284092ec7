/* SPDX-License-Identifier: GPL-3.0-or-later */
#pragma once

#if !defined(TACTICS_INSIDE) && !defined(TACTICS_COMPILATION)
# error "Only <tactics.h> can be included directly."
#endif

#include <glib-object.h>

#include "tactics-macros.h"
#include "tactics-scenario.h"

G_BEGIN_DECLS

/* A scenario as it was at one moment, for undo: its name, texts and round
 * limit, its sides (each with its values, placed units and objectives)
 * and its regions (each with its values and cells), in order. The sides,
 * objectives and regions are the same objects, not copies, so a restore
 * puts back the very objects that forms and board layers show. */
typedef struct _TacticsScenarioSnapshot TacticsScenarioSnapshot;

#define TACTICS_TYPE_SCENARIO_SNAPSHOT (tactics_scenario_snapshot_get_type ())
TACTICS_AVAILABLE_IN_ALL
GType                    tactics_scenario_snapshot_get_type (void) G_GNUC_CONST;

TACTICS_AVAILABLE_IN_ALL
TacticsScenarioSnapshot *tactics_scenario_snapshot_new      (TacticsScenario         *scenario);
TACTICS_AVAILABLE_IN_ALL
TacticsScenarioSnapshot *tactics_scenario_snapshot_ref      (TacticsScenarioSnapshot *self);
TACTICS_AVAILABLE_IN_ALL
void                     tactics_scenario_snapshot_unref    (TacticsScenarioSnapshot *self);
/* TRUE when @scenario holds the snapshot's sides and regions, in its
 * order, with its values. */
TACTICS_AVAILABLE_IN_ALL
gboolean                 tactics_scenario_snapshot_matches  (TacticsScenarioSnapshot *self,
                                                             TacticsScenario         *scenario);
/* Puts @scenario back as it was: its lists (only where their objects
 * differ), then each value in place (only where it differs). */
TACTICS_AVAILABLE_IN_ALL
void                     tactics_scenario_snapshot_restore  (TacticsScenarioSnapshot *self,
                                                             TacticsScenario         *scenario);

G_DEFINE_AUTOPTR_CLEANUP_FUNC (TacticsScenarioSnapshot, tactics_scenario_snapshot_unref)

G_END_DECLS
