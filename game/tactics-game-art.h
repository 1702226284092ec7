/* SPDX-License-Identifier: GPL-3.0-or-later */
#pragma once

#include <gtk/gtk.h>

#include "tactics-gtk.h"

G_BEGIN_DECLS

/* How units look, everywhere in the game: the board, the formation and
 * set-up screens, the side panel and the results. Teams are the board
 * library's (tactics_team_get()). */

/* Draws a unit token (tactics_unit_art_snapshot_token()) in the team's
 * shape and colour with the unit's icon on it, else its glyph, else the generic icon, as the
 * editor draws a unit type. @size is the token's width; (cx, cy) its centre. */
void                   tactics_game_art_snapshot_token (GtkSnapshot          *snapshot,
                                                        guint                 team,
                                                        const char           *icon,
                                                        const char           *glyph,
                                                        double                cx,
                                                        double                cy,
                                                        double                size,
                                                        double                scale_factor,
                                                        TacticsTokenFlags     flags);
G_END_DECLS
