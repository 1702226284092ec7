/* SPDX-License-Identifier: GPL-3.0-or-later */
#pragma once

#include <tactics-gtk.h>

G_BEGIN_DECLS

/* What each side of a scenario's match plays for and how far it is
 * ("Hold the Old Tower: 2 of 3 rounds"), met and failed objectives marked,
 * and the points in a points game. Shows nothing for a plain match. */
#define TACTICS_TYPE_GAME_OBJECTIVES_PANEL (tactics_game_objectives_panel_get_type ())
G_DECLARE_FINAL_TYPE (TacticsGameObjectivesPanel, tactics_game_objectives_panel, TACTICS,
                      GAME_OBJECTIVES_PANEL, GtkWidget)

GtkWidget *tactics_game_objectives_panel_new    (void);
/* Shows @match's sides (NULL: none) and where their objectives stand now. */
void       tactics_game_objectives_panel_update (TacticsGameObjectivesPanel *self,
                                                 TacticsMatch               *match);

G_END_DECLS
