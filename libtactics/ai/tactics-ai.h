/* SPDX-License-Identifier: GPL-3.0-or-later */
#pragma once

#if !defined(TACTICS_INSIDE) && !defined(TACTICS_COMPILATION)
# error "Only <tactics.h> can be included directly."
#endif

#include <glib-object.h>

#include "tactics-command.h"
#include "tactics-macros.h"
#include "tactics-map.h"
#include "tactics-match.h"
#include "tactics-player-kind.h"
#include "tactics-ruleset.h"

G_BEGIN_DECLS

/* A computer player: a TacticsController that works out commands for the
 * game's current player from what the public engine API shows, as a human
 * would see the board. It places its units, then plays each turn one unit
 * at a time: the unit with the best plan (where to stand and what to do
 * there) goes first, so that later units see the results. Plans weigh the
 * damage dealt and units finished off, area effects on groups (sparing its
 * own units), healing of wounded allies, the danger of ending where several
 * enemies can strike, and the way to the enemy when nothing is in reach.
 * "hard" weighs danger and kills more carefully, focuses its fire and may
 * also act first and move away after. Both grow bolder when ahead, or when
 * the armies have faced each other without a blow for a few rounds, so
 * that matches end. In a scenario match it plays to the objectives, its
 * side's and its enemies': it goes for a region to hold or reach (and
 * blocks the enemy's), keeps a unit it must protect out of harm, hunts a
 * unit it must eliminate or the enemy must protect, keeps its army when
 * surviving is enough, and places its army near the region it must take.
 * Under fog it plans from its player's view alone (tactics_match_get_view()):
 * enemies it does not see are not on its board; it remembers where it last
 * saw them (danger and targets for a few rounds, less and less), scouts the
 * places longest out of sight when it knows of no enemy, and sends its
 * sturdiest units first into cells it does not see. The AI is deterministic
 * and, without fog, depends on the game's state alone, not on its own past:
 * the same state gives the same command, even in a match resumed from a
 * save. Under fog what it remembers is its own: resumed from a save, it
 * starts from what it sees. Property: "level" (construct-only). */
#define TACTICS_TYPE_AI (tactics_ai_get_type ())
TACTICS_AVAILABLE_IN_ALL
G_DECLARE_FINAL_TYPE (TacticsAi, tactics_ai, TACTICS, AI, GObject)

TACTICS_AVAILABLE_IN_ALL
TacticsAi      *tactics_ai_new                (TacticsAiLevel  level);
TACTICS_AVAILABLE_IN_ALL
TacticsAiLevel  tactics_ai_get_level          (TacticsAi      *self);
/* The same as tactics_controller_next_command(): the next command for the
 * current player; FALSE when the game is not waiting on a player. */
TACTICS_AVAILABLE_IN_ALL
gboolean        tactics_ai_next_command       (TacticsAi      *self,
                                               TacticsMatch    *match,
                                               TacticsCommand *command);
/* An army of @n_units for a computer player: the ruleset's unit types that
 * can move on @map and have at least one action, taken in turn in the
 * ruleset's order (a mixed army). NULL when no type is usable. Free with
 * g_strfreev(). */
TACTICS_AVAILABLE_IN_ALL
char          **tactics_ai_suggest_formation  (TacticsRuleset *ruleset,
                                               TacticsMap     *map,
                                               guint           n_units);
/* An army for @player of @match, in set-up: as many units as it may form
 * (tactics_match_get_army_limit()), of the types it may form
 * (tactics_match_allows_unit_type(): its side's, in a scenario) that can
 * move on the map and act, taken in turn. Empty when the player forms no
 * units (a scenario's side with pre-placed units only); NULL when it
 * should and no type is usable. Free with g_strfreev(). */
TACTICS_AVAILABLE_IN_ALL
char          **tactics_ai_suggest_army       (TacticsMatch   *match,
                                               guint           player);

G_END_DECLS
