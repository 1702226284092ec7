/* SPDX-License-Identifier: GPL-3.0-or-later */
#include "config.h"

#include <glib/gi18n-lib.h>

#include "tactics-team-art.h"
#include "tactics-terrain-art.h"

/* A scenario side's team is one of these. */
G_STATIC_ASSERT (TACTICS_N_TEAMS == TACTICS_MAX_SIDE_TEAM + 1);

/* Okabe and Ito's palette, ordered so that the first teams differ most. */
static const TacticsTeam teams[TACTICS_N_TEAMS] = {
  { "#0072b2", N_("Blue"),      NC_("token shape", "circle"),   TACTICS_TOKEN_SHAPE_CIRCLE },
  { "#d55e00", N_("Vermilion"), NC_("token shape", "square"),   TACTICS_TOKEN_SHAPE_SQUARE },
  { "#009e73", N_("Green"),     NC_("token shape", "diamond"),  TACTICS_TOKEN_SHAPE_DIAMOND },
  { "#f0e442", N_("Yellow"),    NC_("token shape", "triangle"), TACTICS_TOKEN_SHAPE_TRIANGLE },
  { "#cc79a7", N_("Pink"),      NC_("token shape", "hexagon"),  TACTICS_TOKEN_SHAPE_HEXAGON },
  { "#56b4e9", N_("Sky"),       NC_("token shape", "star"),     TACTICS_TOKEN_SHAPE_STAR },
  { "#e69f00", N_("Orange"),    NC_("token shape", "shield"),   TACTICS_TOKEN_SHAPE_SHIELD },
  { "#333333", N_("Black"),     NC_("token shape", "octagon"),  TACTICS_TOKEN_SHAPE_OCTAGON },
};

/**
 * tactics_team_get:
 * @team: a team number; taken modulo #TACTICS_N_TEAMS
 *
 * Gives a team of the palette.
 *
 * Returns: (transfer none): the palette entry of @team
 */
const TacticsTeam *
tactics_team_get (guint team)
{
  return &teams[team % TACTICS_N_TEAMS];
}

/**
 * tactics_team_get_name:
 * @team: a team number; taken modulo #TACTICS_N_TEAMS
 *
 * Gives a team's name for people.
 *
 * Returns: (transfer none): the team's name, translated: "Blue",
 *   "Vermilion"…
 */
const char *
tactics_team_get_name (guint team)
{
  return _(tactics_team_get (team)->name);
}

/**
 * tactics_team_get_shape_name:
 * @team: a team number; taken modulo #TACTICS_N_TEAMS
 *
 * Gives the name of a team's token shape for people.
 *
 * Returns: (transfer none): the name of the team's token shape, translated
 */
const char *
tactics_team_get_shape_name (guint team)
{
  return g_dpgettext2 (GETTEXT_PACKAGE, "token shape", tactics_team_get (team)->shape_name);
}

/**
 * tactics_team_get_rgba:
 * @team: a team number; taken modulo #TACTICS_N_TEAMS
 * @color: (out caller-allocates): the team's colour
 *
 * Gives the team's colour.
 */
void
tactics_team_get_rgba (guint    team,
                       GdkRGBA *color)
{
  gboolean parsed = gdk_rgba_parse (color, tactics_team_get (team)->color);

  g_assert (parsed);
}

/**
 * tactics_team_get_ink:
 * @team: a team number; taken modulo #TACTICS_N_TEAMS
 * @ink: (out caller-allocates): black or white
 *
 * Gives the colour drawn over the team colour (icons, text): black or
 * white, whichever reads better on it.
 */
void
tactics_team_get_ink (guint    team,
                      GdkRGBA *ink)
{
  GdkRGBA color;

  tactics_team_get_rgba (team, &color);
  if (tactics_rgba_get_luminance (&color) > 0.45)
    *ink = (GdkRGBA) { 0.1, 0.1, 0.1, 1.0 };
  else
    *ink = (GdkRGBA) { 1.0, 1.0, 1.0, 1.0 };
}

/**
 * tactics_team_find_color:
 * @color: a colour as "#rrggbb"
 *
 * Finds the team of a colour.
 *
 * Returns: the palette entry of @color, or -1 when it is not in the palette
 */
int
tactics_team_find_color (const char *color)
{
  if (color == NULL)
    return -1;
  for (guint i = 0; i < TACTICS_N_TEAMS; i++)
    if (g_ascii_strcasecmp (teams[i].color, color) == 0)
      return (int) i;
  return -1;
}

/**
 * tactics_team_for_player:
 * @player: a player of a match
 *
 * Gives the team a player plays as: the palette entry of its colour, else
 * one picked by its index (a save made elsewhere may hold any colour).
 *
 * Returns: the team number, below #TACTICS_N_TEAMS
 */
guint
tactics_team_for_player (TacticsPlayer *player)
{
  int team;

  g_return_val_if_fail (TACTICS_IS_PLAYER (player), 0);

  team = tactics_team_find_color (tactics_player_get_color (player));
  if (team >= 0)
    return (guint) team;
  return tactics_player_get_index (player) % TACTICS_N_TEAMS;
}
