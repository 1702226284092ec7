/* SPDX-License-Identifier: GPL-3.0-or-later */
#pragma once

#if !defined(TACTICS_INSIDE) && !defined(TACTICS_COMPILATION)
# error "Only <tactics.h> can be included directly."
#endif

#include <glib-object.h>

#include "tactics-macros.h"
#include "tactics-ruleset.h"

G_BEGIN_DECLS

/* A ruleset as it was at one moment, for undo: its name and description,
 * and its items in order, each with a copy of its values. The items are
 * the same objects, not copies, so a restore puts back the very terrains a
 * map's cells follow, and forms showing an item keep showing it. */
typedef struct _TacticsRulesetSnapshot TacticsRulesetSnapshot;

#define TACTICS_TYPE_RULESET_SNAPSHOT (tactics_ruleset_snapshot_get_type ())
TACTICS_AVAILABLE_IN_ALL
GType                   tactics_ruleset_snapshot_get_type (void) G_GNUC_CONST;

TACTICS_AVAILABLE_IN_ALL
TacticsRulesetSnapshot *tactics_ruleset_snapshot_new      (TacticsRuleset         *ruleset);
TACTICS_AVAILABLE_IN_ALL
TacticsRulesetSnapshot *tactics_ruleset_snapshot_ref      (TacticsRulesetSnapshot *self);
TACTICS_AVAILABLE_IN_ALL
void                    tactics_ruleset_snapshot_unref    (TacticsRulesetSnapshot *self);
/* TRUE when @ruleset holds the snapshot's items, in its order, with its
 * values, and its name and description. */
TACTICS_AVAILABLE_IN_ALL
gboolean                tactics_ruleset_snapshot_matches  (TacticsRulesetSnapshot *self,
                                                           TacticsRuleset         *ruleset);
/* Puts @ruleset back as it was: each list in one splice (only where its
 * items differ), then each item's values in place (only where they
 * differ). @ruleset must be the snapshot's. */
TACTICS_AVAILABLE_IN_ALL
void                    tactics_ruleset_snapshot_restore  (TacticsRulesetSnapshot *self,
                                                           TacticsRuleset         *ruleset);

G_DEFINE_AUTOPTR_CLEANUP_FUNC (TacticsRulesetSnapshot, tactics_ruleset_snapshot_unref)

G_END_DECLS
