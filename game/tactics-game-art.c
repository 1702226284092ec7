/* SPDX-License-Identifier: GPL-3.0-or-later */
#include "config.h"

#include "tactics-game-art.h"

void
tactics_game_art_snapshot_token (GtkSnapshot       *snapshot,
                                 guint              team,
                                 const char        *icon,
                                 const char        *glyph,
                                 double             cx,
                                 double             cy,
                                 double             size,
                                 double             scale_factor,
                                 TacticsTokenFlags  flags)
{
  GdkRGBA color;

  tactics_team_get_rgba (team, &color);
  tactics_unit_art_snapshot_token (snapshot, tactics_team_get (team)->shape, &color, icon,
                                   glyph, cx, cy, size, scale_factor, flags);
}
