/* SPDX-License-Identifier: GPL-3.0-or-later */
#pragma once

#include <gtk/gtk.h>

#include "tactics.h"

G_BEGIN_DECLS

/* Army formation for one human player: every unit prototype of the rules
 * with its picture, stats and actions, − and + buttons for how many, and
 * how many are left to choose. "done" is emitted when the player confirms
 * an army; read it with tactics_game_formation_page_get_formation(). */
#define TACTICS_TYPE_GAME_FORMATION_PAGE (tactics_game_formation_page_get_type ())
G_DECLARE_FINAL_TYPE (TacticsGameFormationPage, tactics_game_formation_page, TACTICS,
                      GAME_FORMATION_PAGE, GtkWidget)

GtkWidget  *tactics_game_formation_page_new            (void);
/* Shows the choice of @player of @match (in its set-up phase), empty. */
void        tactics_game_formation_page_set_player     (TacticsGameFormationPage *self,
                                                        TacticsMatch              *match,
                                                        guint                     player);
/* The unit type id of each chosen unit (transfer full). */
char      **tactics_game_formation_page_get_formation  (TacticsGameFormationPage *self);
guint       tactics_game_formation_page_get_n_chosen   (TacticsGameFormationPage *self);
/* What the + button does for the unit type @type_id; FALSE when it may not
 * be added (unknown, unusable on this map, or the army is full). */
gboolean    tactics_game_formation_page_add_unit       (TacticsGameFormationPage *self,
                                                        const char               *type_id);
gboolean    tactics_game_formation_page_remove_unit    (TacticsGameFormationPage *self,
                                                        const char               *type_id);
/* What the Done button does: emits "done" when at least one unit is
 * chosen. */
void        tactics_game_formation_page_confirm        (TacticsGameFormationPage *self);
void        tactics_game_formation_page_show_error     (TacticsGameFormationPage *self,
                                                        const char               *message);

G_END_DECLS
