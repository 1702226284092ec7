/* SPDX-License-Identifier: GPL-3.0-or-later */
#pragma once

#if !defined(TACTICS_INSIDE) && !defined(TACTICS_COMPILATION)
# error "Only <tactics.h> can be included directly."
#endif

#include <glib-object.h>

#include "tactics-action.h"
#include "tactics-macros.h"

G_BEGIN_DECLS

/**
 * TACTICS_MAX_DAMAGE:
 *
 * Most hit points one blow may take: the largest amount, doubled by the
 * deepest weakness.
 */
#define TACTICS_MAX_DAMAGE (2 * TACTICS_MAX_AMOUNT)

/* The arithmetic of combat depth, the one sum matches apply and forecasts
 * and computer players weigh (doc/rules.md, "Damage"). */
TACTICS_AVAILABLE_IN_ALL
guint    tactics_combat_damage           (guint          amount,
                                          guint          defence,
                                          int            resistance);
TACTICS_AVAILABLE_IN_ALL
gboolean tactics_action_provokes_answer  (TacticsAction *action);
TACTICS_AVAILABLE_IN_ALL
gboolean tactics_action_may_answer       (TacticsAction *action);

G_END_DECLS
