/* SPDX-License-Identifier: GPL-3.0-or-later */
#pragma once

#include <gtk/gtk.h>
#include <tactics.h>

G_BEGIN_DECLS

/* A unit's token (or, with neither icon nor glyph, a team's mark) drawn as on the
 * board, for lists and panels. Properties: "team" (palette entry), "icon"
 * (a unit icon name, or NULL for the team's plain shape), "pixel-size"
 * (default 32), "dimmed". */
#define TACTICS_TYPE_GAME_UNIT_BADGE (tactics_game_unit_badge_get_type ())
G_DECLARE_FINAL_TYPE (TacticsGameUnitBadge, tactics_game_unit_badge, TACTICS, GAME_UNIT_BADGE,
                      GtkWidget)

GtkWidget  *tactics_game_unit_badge_new            (guint                 team,
                                                    const char           *icon,
                                                    int                   pixel_size);
guint       tactics_game_unit_badge_get_team       (TacticsGameUnitBadge *self);
void        tactics_game_unit_badge_set_team       (TacticsGameUnitBadge *self,
                                                    guint                 team);
const char *tactics_game_unit_badge_get_icon       (TacticsGameUnitBadge *self);
void        tactics_game_unit_badge_set_icon       (TacticsGameUnitBadge *self,
                                                    const char           *icon);
/* Shows @type's token: its icon, or its glyph, as the editor does. */
void        tactics_game_unit_badge_set_unit_type  (TacticsGameUnitBadge *self,
                                                    TacticsUnitType      *type);
int         tactics_game_unit_badge_get_pixel_size (TacticsGameUnitBadge *self);
void        tactics_game_unit_badge_set_pixel_size (TacticsGameUnitBadge *self,
                                                    int                   pixel_size);
gboolean    tactics_game_unit_badge_get_dimmed     (TacticsGameUnitBadge *self);
void        tactics_game_unit_badge_set_dimmed     (TacticsGameUnitBadge *self,
                                                    gboolean              dimmed);

G_END_DECLS
