/* SPDX-License-Identifier: GPL-3.0-or-later */
#pragma once

#include "tactics-player-kind.h"
#include "tactics-player.h"

G_BEGIN_DECLS

/* Only the game makes players and changes them. */
TacticsPlayer *tactics_player_new            (guint               index,
                                              const char         *name,
                                              const char         *color,
                                              TacticsPlayerKind   kind,
                                              TacticsAiLevel      level);
void           tactics_player_set_formation  (TacticsPlayer      *self,
                                              const char * const *unit_type_ids);
void           tactics_player_set_out        (TacticsPlayer      *self,
                                              gboolean            out);

G_END_DECLS
