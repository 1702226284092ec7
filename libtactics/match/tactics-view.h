/* SPDX-License-Identifier: GPL-3.0-or-later */
#pragma once

#if !defined(TACTICS_INSIDE) && !defined(TACTICS_COMPILATION)
# error "Only <tactics.h> can be included directly."
#endif

#include <glib-object.h>

#include "tactics-geometry.h"
#include "tactics-macros.h"
#include "tactics-model-enums.h"
#include "tactics-unit.h"

G_BEGIN_DECLS

/* What one player of a match knows of it (doc/rules.md, "Fog of war"): the
 * cells its units and its allies' units see now, the cells whose terrain
 * it knows, the units it sees and the events it witnessed. The match owns
 * the views and keeps them up to date as commands are performed; get one
 * with tactics_match_get_view(). Without fog every cell is visible and
 * known and every unit and event seen.
 *
 * Signals: "changed", once per command (or start) after which the cells
 * the player sees are not the same. Properties (read-only): "player",
 * "fog". */
#define TACTICS_TYPE_VIEW (tactics_view_get_type ())
TACTICS_AVAILABLE_IN_ALL
G_DECLARE_FINAL_TYPE (TacticsView, tactics_view, TACTICS, VIEW, GObject)

TACTICS_AVAILABLE_IN_ALL
guint           tactics_view_get_player      (TacticsView *self);
TACTICS_AVAILABLE_IN_ALL
TacticsFogMode  tactics_view_get_fog         (TacticsView *self);
/* Whether a unit of the player or of an ally sees @cell now. FALSE off the
 * board. */
TACTICS_AVAILABLE_IN_ALL
gboolean        tactics_view_is_visible      (TacticsView *self,
                                              TacticsCell  cell);
/* Whether the player knows @cell's terrain: always with fog, once seen
 * with shroud. FALSE off the board. */
TACTICS_AVAILABLE_IN_ALL
gboolean        tactics_view_is_known        (TacticsView *self,
                                              TacticsCell  cell);
/* Whether the player has ever seen @cell (explored), whatever the fog. */
TACTICS_AVAILABLE_IN_ALL
gboolean        tactics_view_is_explored     (TacticsView *self,
                                              TacticsCell  cell);
/* How many cells are visible now. */
TACTICS_AVAILABLE_IN_ALL
guint           tactics_view_count_visible   (TacticsView *self);
/* Whether the player sees @unit: its own and its allies' units always
 * (while on the board), others while they stand on a visible cell. */
TACTICS_AVAILABLE_IN_ALL
gboolean        tactics_view_sees_unit       (TacticsView *self,
                                              TacticsUnit *unit);
/* Whether the player witnessed event @index of the match's event list:
 * it saw a cell the event touches, before or after. Events that touch no
 * cell (turns, objectives, the end) are witnessed by everyone. */
TACTICS_AVAILABLE_IN_ALL
gboolean        tactics_view_witnessed       (TacticsView *self,
                                              guint        index);

G_END_DECLS
