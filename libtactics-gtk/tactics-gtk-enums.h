/* SPDX-License-Identifier: GPL-3.0-or-later */
#pragma once

#if !defined(TACTICS_GTK_INSIDE) && !defined(TACTICS_GTK_COMPILATION)
# error "Only <tactics-gtk.h> can be included directly."
#endif

#include <glib.h>

G_BEGIN_DECLS

/* How a TacticsCellLayer shows its cells. Each style has its own colour
 * (overridable) and drawing: a translucent area with an outline around
 * its boundary, a route with an arrow, per-cell frames… */
typedef enum {
  TACTICS_CELL_STYLE_REACH,      /* movement range: blue area, outlined */
  TACTICS_CELL_STYLE_PATH,       /* a route in cell order, arrow at the end */
  TACTICS_CELL_STYLE_FOCI,       /* where an action may be aimed: amber area */
  TACTICS_CELL_STYLE_EFFECT,     /* the cells an action hits, the first (the focus)
                                  * with a target: red, framed */
  TACTICS_CELL_STYLE_SELECTION,  /* a selected area: light fill, dashed outline */
  TACTICS_CELL_STYLE_BRUSH,      /* the cells a tool would paint: outline only */
  TACTICS_CELL_STYLE_HIGHLIGHT,  /* single marked cells: bright frame */
  TACTICS_CELL_STYLE_PLACEMENT,  /* where a unit may go: light fill, each cell framed
                                  * dark and light, readable on any terrain */
  TACTICS_CELL_STYLE_REGION,     /* a named place: a light wash of its colour (gold by
                                  * default), outlined, the terrain still clear under it */
} TacticsCellStyle;

/* The outline of a unit token. Games give each team one, so that no
 * player depends on colour alone. */
typedef enum {
  TACTICS_TOKEN_SHAPE_CIRCLE,
  TACTICS_TOKEN_SHAPE_SQUARE,
  TACTICS_TOKEN_SHAPE_DIAMOND,
  TACTICS_TOKEN_SHAPE_TRIANGLE,
  TACTICS_TOKEN_SHAPE_HEXAGON,
  TACTICS_TOKEN_SHAPE_STAR,
  TACTICS_TOKEN_SHAPE_SHIELD,
  TACTICS_TOKEN_SHAPE_OCTAGON,
} TacticsTokenShape;

/* How a unit token stands out. */
typedef enum {
  TACTICS_TOKEN_NORMAL   = 0,
  TACTICS_TOKEN_DIMMED   = 1 << 0,  /* it has done all it can this turn */
  TACTICS_TOKEN_SELECTED = 1 << 1,  /* a bright halo */
  TACTICS_TOKEN_ACTIVE   = 1 << 2,  /* it may still act this turn: a pale halo */
} TacticsTokenFlags;

G_END_DECLS
