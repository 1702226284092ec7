/* SPDX-License-Identifier: GPL-3.0-or-later */
#pragma once

#if !defined(TACTICS_DRAW_INSIDE) && !defined(TACTICS_DRAW_COMPILATION)
# error "Only <tactics-draw.h> can be included directly."
#endif

#include <cairo.h>

#include "tactics-draw-color.h"
#include "tactics-draw-macros.h"

G_BEGIN_DECLS

/**
 * TacticsDrawTokenShape:
 * @TACTICS_DRAW_TOKEN_CIRCLE: a circle
 * @TACTICS_DRAW_TOKEN_SQUARE: a square
 * @TACTICS_DRAW_TOKEN_DIAMOND: a diamond
 * @TACTICS_DRAW_TOKEN_TRIANGLE: a triangle
 * @TACTICS_DRAW_TOKEN_HEXAGON: a hexagon
 * @TACTICS_DRAW_TOKEN_STAR: a star
 * @TACTICS_DRAW_TOKEN_SHIELD: a shield
 * @TACTICS_DRAW_TOKEN_OCTAGON: an octagon
 *
 * A unit token's outline, one a team, so teams differ in more than colour.
 * The same values as the board library's TacticsTokenShape.
 */
typedef enum {
  TACTICS_DRAW_TOKEN_CIRCLE,
  TACTICS_DRAW_TOKEN_SQUARE,
  TACTICS_DRAW_TOKEN_DIAMOND,
  TACTICS_DRAW_TOKEN_TRIANGLE,
  TACTICS_DRAW_TOKEN_HEXAGON,
  TACTICS_DRAW_TOKEN_STAR,
  TACTICS_DRAW_TOKEN_SHIELD,
  TACTICS_DRAW_TOKEN_OCTAGON,
} TacticsDrawTokenShape;

/**
 * TacticsDrawTokenFlags:
 * @TACTICS_DRAW_TOKEN_PLAIN: nothing special
 * @TACTICS_DRAW_TOKEN_ACTIVE: a white halo: the unit whose turn it is
 * @TACTICS_DRAW_TOKEN_SELECTED: a bright yellow halo
 *
 * How a token stands out.
 */
typedef enum {
  TACTICS_DRAW_TOKEN_PLAIN    = 0,
  TACTICS_DRAW_TOKEN_ACTIVE   = 1 << 0,
  TACTICS_DRAW_TOKEN_SELECTED = 1 << 1,
} TacticsDrawTokenFlags;

/* How many teams the palette has. */
#define TACTICS_DRAW_N_TEAMS 8

/* The teams' palette (Okabe and Ito's), shared with the board library's
 * team art: a team's colour and token shape, @team taken modulo
 * TACTICS_DRAW_N_TEAMS. */
TACTICS_DRAW_AVAILABLE_IN_ALL
void                  tactics_draw_team_get_color     (guint                   team,
                                                       TacticsDrawColor       *color);
TACTICS_DRAW_AVAILABLE_IN_ALL
TacticsDrawTokenShape tactics_draw_team_get_shape     (guint                   team);
/* Black or white, whichever reads on @color. */
TACTICS_DRAW_AVAILABLE_IN_ALL
void                  tactics_draw_token_get_ink      (const TacticsDrawColor *color,
                                                       TacticsDrawColor       *ink);
TACTICS_DRAW_AVAILABLE_IN_ALL
void                  tactics_draw_append_token_shape (cairo_t                *cr,
                                                       TacticsDrawTokenShape   shape,
                                                       double                  cx,
                                                       double                  cy,
                                                       double                  radius);
/* A unit token @size wide centred at (cx, cy): halo, shadow, body and rim,
 * and @glyph on it in the ink of tactics_draw_token_get_ink(). */
TACTICS_DRAW_AVAILABLE_IN_ALL
void                  tactics_draw_token              (cairo_t                *cr,
                                                       TacticsDrawTokenShape   shape,
                                                       const TacticsDrawColor *color,
                                                       const char             *glyph,
                                                       double                  cx,
                                                       double                  cy,
                                                       double                  size,
                                                       TacticsDrawTokenFlags   flags);

G_END_DECLS
