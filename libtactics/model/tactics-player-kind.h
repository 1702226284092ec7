/* SPDX-License-Identifier: GPL-3.0-or-later */
#pragma once

#if !defined(TACTICS_INSIDE) && !defined(TACTICS_COMPILATION)
# error "Only <tactics.h> can be included directly."
#endif

#include <glib-object.h>

#include "tactics-macros.h"

G_BEGIN_DECLS

/* A scenario's sides say who plays them and a match's players are one or
 * the other, so the words live with the model. */

/**
 * TacticsPlayerKind:
 * @TACTICS_PLAYER_HUMAN: a person at the screen
 * @TACTICS_PLAYER_COMPUTER: the computer (#TacticsAi)
 *
 * Who gives a player's commands. Nicks "human", "computer".
 */
typedef enum {
  TACTICS_PLAYER_HUMAN,
  TACTICS_PLAYER_COMPUTER,
} TacticsPlayerKind;

#define TACTICS_TYPE_PLAYER_KIND (tactics_player_kind_get_type ())
TACTICS_AVAILABLE_IN_ALL
GType tactics_player_kind_get_type (void) G_GNUC_CONST;

/**
 * TacticsAiLevel:
 * @TACTICS_AI_LEVEL_NORMAL: the default
 * @TACTICS_AI_LEVEL_HARD: weighs danger and kills more carefully, focuses
 *   its fire, and may act first and move away after
 *
 * How well a computer player plays. Nicks "normal", "hard".
 */
typedef enum {
  TACTICS_AI_LEVEL_NORMAL,
  TACTICS_AI_LEVEL_HARD,
} TacticsAiLevel;

#define TACTICS_TYPE_AI_LEVEL (tactics_ai_level_get_type ())
TACTICS_AVAILABLE_IN_ALL
GType tactics_ai_level_get_type (void) G_GNUC_CONST;

G_END_DECLS
