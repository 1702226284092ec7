/* SPDX-License-Identifier: GPL-3.0-or-later */
#pragma once

#if !defined(TACTICS_GTK_INSIDE) && !defined(TACTICS_GTK_COMPILATION)
# error "Only <tactics-gtk.h> can be included directly."
#endif

#include "tactics-board-layer.h"

G_BEGIN_DECLS

/* Tokens standing on cells, drawn as pictures draw units: a coloured
 * token (round unless given a shape) with a glyph (a unit's letter), an
 * optional ring in a team colour, an optional health bar, and a selected
 * state. One token per cell. The editor's pattern preview shows its unit
 * with it; the game subclasses TacticsBoardLayer for its animated units,
 * with the same painter. */
#define TACTICS_TYPE_TOKEN_LAYER (tactics_token_layer_get_type ())
TACTICS_GTK_AVAILABLE_IN_ALL
G_DECLARE_FINAL_TYPE (TacticsTokenLayer, tactics_token_layer,
                      TACTICS, TOKEN_LAYER, TacticsBoardLayer)

TACTICS_GTK_AVAILABLE_IN_ALL
TacticsTokenLayer *tactics_token_layer_new            (void);
/* Puts (or replaces) the token on @cell; @glyph may be NULL. */
TACTICS_GTK_AVAILABLE_IN_ALL
void               tactics_token_layer_set_token      (TacticsTokenLayer *self,
                                                       TacticsCell        cell,
                                                       const GdkRGBA     *color,
                                                       const char        *glyph);
/* The token's outline (a circle until set). */
TACTICS_GTK_AVAILABLE_IN_ALL
void               tactics_token_layer_set_shape      (TacticsTokenLayer *self,
                                                       TacticsCell        cell,
                                                       TacticsTokenShape  shape);
/* A ring in @team_color round the token (NULL: none). */
TACTICS_GTK_AVAILABLE_IN_ALL
void               tactics_token_layer_set_team_color (TacticsTokenLayer *self,
                                                       TacticsCell        cell,
                                                       const GdkRGBA     *team_color);
/* A health bar filled to @fraction (0..1); a negative value hides it. */
TACTICS_GTK_AVAILABLE_IN_ALL
void               tactics_token_layer_set_health     (TacticsTokenLayer *self,
                                                       TacticsCell        cell,
                                                       double             fraction);
TACTICS_GTK_AVAILABLE_IN_ALL
void               tactics_token_layer_set_selected   (TacticsTokenLayer *self,
                                                       TacticsCell        cell,
                                                       gboolean           selected);
/* Moves the token on @from to @to (replacing any there). */
TACTICS_GTK_AVAILABLE_IN_ALL
void               tactics_token_layer_move_token     (TacticsTokenLayer *self,
                                                       TacticsCell        from,
                                                       TacticsCell        to);
TACTICS_GTK_AVAILABLE_IN_ALL
void               tactics_token_layer_remove_token   (TacticsTokenLayer *self,
                                                       TacticsCell        cell);
TACTICS_GTK_AVAILABLE_IN_ALL
void               tactics_token_layer_clear          (TacticsTokenLayer *self);
TACTICS_GTK_AVAILABLE_IN_ALL
gboolean           tactics_token_layer_has_token      (TacticsTokenLayer *self,
                                                       TacticsCell        cell);
TACTICS_GTK_AVAILABLE_IN_ALL
guint              tactics_token_layer_get_n_tokens   (TacticsTokenLayer *self);

G_END_DECLS
