/* SPDX-License-Identifier: GPL-3.0-or-later */
#pragma once

#include <gtk/gtk.h>

#include "tactics.h"

G_BEGIN_DECLS

/* One player of the set-up screen: team (colour and shape), name, and
 * who plays it (a human, or the computer at a level). Properties: "team",
 * "player-name", "kind" (TacticsPlayerKind), "level" (TacticsAiLevel),
 * "removable". Signal "remove-requested". */
#define TACTICS_TYPE_GAME_PLAYER_ROW (tactics_game_player_row_get_type ())
G_DECLARE_FINAL_TYPE (TacticsGamePlayerRow, tactics_game_player_row, TACTICS, GAME_PLAYER_ROW,
                      GtkWidget)

GtkWidget         *tactics_game_player_row_new             (void);
guint              tactics_game_player_row_get_team        (TacticsGamePlayerRow *self);
void               tactics_game_player_row_set_team        (TacticsGamePlayerRow *self,
                                                            guint                 team);
/* The name typed, or the team's name when none was. */
const char        *tactics_game_player_row_get_player_name (TacticsGamePlayerRow *self);
void               tactics_game_player_row_set_player_name (TacticsGamePlayerRow *self,
                                                            const char           *name);
TacticsPlayerKind  tactics_game_player_row_get_kind        (TacticsGamePlayerRow *self);
TacticsAiLevel     tactics_game_player_row_get_level       (TacticsGamePlayerRow *self);
void               tactics_game_player_row_set_controller  (TacticsGamePlayerRow *self,
                                                            TacticsPlayerKind     kind,
                                                            TacticsAiLevel        level);
void               tactics_game_player_row_set_removable   (TacticsGamePlayerRow *self,
                                                            gboolean              removable);

G_END_DECLS
