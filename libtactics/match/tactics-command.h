/* SPDX-License-Identifier: GPL-3.0-or-later */
#pragma once

#if !defined(TACTICS_INSIDE) && !defined(TACTICS_COMPILATION)
# error "Only <tactics.h> can be included directly."
#endif

#include <glib-object.h>

#include "tactics-geometry.h"
#include "tactics-macros.h"

G_BEGIN_DECLS

/**
 * TacticsCommandKind:
 * @TACTICS_COMMAND_PLACE: put a unit on a cell, in the placement phase
 * @TACTICS_COMMAND_MOVE: move a unit to a cell
 * @TACTICS_COMMAND_ACT: a unit performs one of its actions aimed at a cell
 * @TACTICS_COMMAND_END_TURN: a player ends its turn
 *
 * What a player (human or computer) asks the match to do. The nicks
 * ("place", "move", "act", "end-turn") are the words saves and logs use.
 */
typedef enum {
  TACTICS_COMMAND_PLACE,
  TACTICS_COMMAND_MOVE,
  TACTICS_COMMAND_ACT,
  TACTICS_COMMAND_END_TURN,
} TacticsCommandKind;

#define TACTICS_TYPE_COMMAND_KIND (tactics_command_kind_get_type ())
TACTICS_AVAILABLE_IN_ALL
GType tactics_command_kind_get_type (void) G_GNUC_CONST;

/**
 * TacticsCommandResult:
 * @TACTICS_COMMAND_RESULT_SUCCESS: done as asked
 * @TACTICS_COMMAND_RESULT_FAILURE: refused with a reason (a
 *   #TACTICS_MATCH_ERROR); nothing changed and nothing was spent
 * @TACTICS_COMMAND_RESULT_ALTERNATIVE: the match performed another command
 *   instead (moving onto an enemy in reach becomes an attack with the
 *   unit's default action)
 *
 * How the match answered a command.
 */
typedef enum {
  TACTICS_COMMAND_RESULT_SUCCESS,
  TACTICS_COMMAND_RESULT_FAILURE,
  TACTICS_COMMAND_RESULT_ALTERNATIVE,
} TacticsCommandResult;

#define TACTICS_TYPE_COMMAND_RESULT (tactics_command_result_get_type ())
TACTICS_AVAILABLE_IN_ALL
GType tactics_command_result_get_type (void) G_GNUC_CONST;

/**
 * TacticsCommand:
 * @kind: what is asked
 * @player: the index of the player giving the command
 * @unit: the id of the unit (place, move, act): its position in
 *   tactics_match_get_units()
 * @action: the position of the action in the unit type's action list (act)
 * @cell: where the unit goes (place, move) or the focus the action is
 *   aimed at (act)
 *
 * One command: a plain value, copy it freely. Fields a kind does not use
 * are 0. For end-turn, @player ends its turn (its unit's activation in
 * initiative mode). Fill one in with tactics_command_init_place(),
 * tactics_command_init_move(), tactics_command_init_act() or
 * tactics_command_init_end_turn().
 */
typedef struct {
  TacticsCommandKind kind;
  guint              player;
  guint              unit;
  guint              action;
  TacticsCell        cell;
} TacticsCommand;

#define TACTICS_TYPE_COMMAND (tactics_command_get_type ())
TACTICS_AVAILABLE_IN_ALL
GType           tactics_command_get_type      (void) G_GNUC_CONST;
TACTICS_AVAILABLE_IN_ALL
TacticsCommand *tactics_command_copy          (const TacticsCommand *command);
TACTICS_AVAILABLE_IN_ALL
void            tactics_command_free          (TacticsCommand       *command);

TACTICS_AVAILABLE_IN_ALL
void            tactics_command_init_place    (TacticsCommand       *command,
                                               guint                 player,
                                               guint                 unit,
                                               TacticsCell           cell);
TACTICS_AVAILABLE_IN_ALL
void            tactics_command_init_move     (TacticsCommand       *command,
                                               guint                 player,
                                               guint                 unit,
                                               TacticsCell           destination);
TACTICS_AVAILABLE_IN_ALL
void            tactics_command_init_act      (TacticsCommand       *command,
                                               guint                 player,
                                               guint                 unit,
                                               guint                 action,
                                               TacticsCell           focus);
TACTICS_AVAILABLE_IN_ALL
void            tactics_command_init_end_turn (TacticsCommand       *command,
                                               guint                 player);
TACTICS_AVAILABLE_IN_ALL
gboolean        tactics_command_equal         (const TacticsCommand *a,
                                               const TacticsCommand *b);

G_DEFINE_AUTOPTR_CLEANUP_FUNC (TacticsCommand, tactics_command_free)

G_END_DECLS
