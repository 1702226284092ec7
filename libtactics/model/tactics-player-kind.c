/* SPDX-License-Identifier: GPL-3.0-or-later */
#include "config.h"

#include "tactics-player-kind.h"

G_DEFINE_ENUM_TYPE (TacticsPlayerKind, tactics_player_kind,
  G_DEFINE_ENUM_VALUE (TACTICS_PLAYER_HUMAN, "human"),
  G_DEFINE_ENUM_VALUE (TACTICS_PLAYER_COMPUTER, "computer"))

G_DEFINE_ENUM_TYPE (TacticsAiLevel, tactics_ai_level,
  G_DEFINE_ENUM_VALUE (TACTICS_AI_LEVEL_NORMAL, "normal"),
  G_DEFINE_ENUM_VALUE (TACTICS_AI_LEVEL_HARD, "hard"))
