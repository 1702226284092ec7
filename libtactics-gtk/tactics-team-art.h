/* SPDX-License-Identifier: GPL-3.0-or-later */
#pragma once

#if !defined(TACTICS_GTK_INSIDE) && !defined(TACTICS_GTK_COMPILATION)
# error "Only <tactics-gtk.h> can be included directly."
#endif

#include <gtk/gtk.h>

#include "tactics.h"
#include "tactics-gtk-enums.h"
#include "tactics-gtk-macros.h"

G_BEGIN_DECLS

/* How teams look in every program: the game's players and the editor's
 * scenario sides (a side's "team" is an entry of this palette).
 *
 * Each team is a colour of the Okabe–Ito palette (told apart by people
 * with the common colour-vision deficiencies) plus a shape for its tokens,
 * so that no player depends on colour alone. */

/**
 * TACTICS_N_TEAMS:
 *
 * The number of teams in the palette.
 */
#define TACTICS_N_TEAMS 8

/**
 * TacticsTeam:
 * @color: the team's colour as "#rrggbb", what the engine stores
 * @name: the team's name, untranslated; tactics_team_get_name() translates
 * @shape_name: the name of its token shape, untranslated;
 *   tactics_team_get_shape_name() translates
 * @shape: its token shape
 *
 * One team of the palette that every program shares: the game's players
 * and the editor's scenario sides. Each team is a colour of the Okabe–Ito
 * palette, told apart by people with the common colour-vision
 * deficiencies, plus a shape for its tokens, so that no player depends on
 * colour alone.
 */
typedef struct {
  const char        *color;
  const char        *name;
  const char        *shape_name;
  TacticsTokenShape  shape;
} TacticsTeam;

/* Team @team (taken modulo TACTICS_N_TEAMS). */
TACTICS_GTK_AVAILABLE_IN_ALL
const TacticsTeam *tactics_team_get            (guint          team);
/* Translated "Blue", "Vermilion"… */
TACTICS_GTK_AVAILABLE_IN_ALL
const char        *tactics_team_get_name       (guint          team);
TACTICS_GTK_AVAILABLE_IN_ALL
const char        *tactics_team_get_shape_name (guint          team);
TACTICS_GTK_AVAILABLE_IN_ALL
void               tactics_team_get_rgba       (guint          team,
                                                GdkRGBA       *color);
/* The colour drawn over the team colour (icons, text): black or white,
 * whichever reads better. */
TACTICS_GTK_AVAILABLE_IN_ALL
void               tactics_team_get_ink        (guint          team,
                                                GdkRGBA       *ink);
/* The palette entry of a colour, or -1. */
TACTICS_GTK_AVAILABLE_IN_ALL
int                tactics_team_find_color     (const char    *color);
/* The team a player plays as: the palette entry of its colour, else one
 * picked by its index (a save made elsewhere may hold any colour). */
TACTICS_GTK_AVAILABLE_IN_ALL
guint              tactics_team_for_player     (TacticsPlayer *player);

G_END_DECLS
