/* SPDX-License-Identifier: GPL-3.0-or-later */
#pragma once

#if !defined(TACTICS_INSIDE) && !defined(TACTICS_COMPILATION)
# error "Only <tactics.h> can be included directly."
#endif

#include <glib-object.h>

#include "tactics-macros.h"
#include "tactics-player-kind.h"

G_BEGIN_DECLS

/**
 * TACTICS_MIN_PLAYERS:
 *
 * The fewest players a match has.
 */
#define TACTICS_MIN_PLAYERS 2
/**
 * TACTICS_MAX_PLAYERS:
 *
 * The most players a match has.
 */
#define TACTICS_MAX_PLAYERS 8

/* One side of a match, made by tactics_match_add_player(). Properties (all
 * read-only): "index" (position among the game's players), "name",
 * "color" ("#rrggbb"), "kind" (TacticsPlayerKind), "level"
 * (TacticsAiLevel, meaningful for computers), "formation" (GStrv: the unit
 * type id of each unit of the army, NULL until set), "out" (TRUE once it
 * has no units left). */
#define TACTICS_TYPE_PLAYER (tactics_player_get_type ())
TACTICS_AVAILABLE_IN_ALL
G_DECLARE_FINAL_TYPE (TacticsPlayer, tactics_player, TACTICS, PLAYER, GObject)

TACTICS_AVAILABLE_IN_ALL
guint               tactics_player_get_index     (TacticsPlayer *self);
TACTICS_AVAILABLE_IN_ALL
const char         *tactics_player_get_name      (TacticsPlayer *self);
TACTICS_AVAILABLE_IN_ALL
const char         *tactics_player_get_color     (TacticsPlayer *self);
TACTICS_AVAILABLE_IN_ALL
TacticsPlayerKind   tactics_player_get_kind      (TacticsPlayer *self);
TACTICS_AVAILABLE_IN_ALL
TacticsAiLevel      tactics_player_get_level     (TacticsPlayer *self);
TACTICS_AVAILABLE_IN_ALL
const char * const *tactics_player_get_formation (TacticsPlayer *self);
TACTICS_AVAILABLE_IN_ALL
gboolean            tactics_player_is_out        (TacticsPlayer *self);

G_END_DECLS
