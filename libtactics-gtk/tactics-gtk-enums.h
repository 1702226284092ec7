/* SPDX-License-Identifier: GPL-3.0-or-later */
#pragma once

#if !defined(TACTICS_GTK_INSIDE) && !defined(TACTICS_GTK_COMPILATION)
# error "Only <tactics-gtk.h> can be included directly."
#endif

#include <glib.h>

G_BEGIN_DECLS

/**
 * TacticsCellStyle:
 * @TACTICS_CELL_STYLE_REACH: movement range: a blue area, outlined
 * @TACTICS_CELL_STYLE_PATH: a route in cell order, an arrow at the end
 * @TACTICS_CELL_STYLE_FOCI: where an action may be aimed: an amber area
 * @TACTICS_CELL_STYLE_EFFECT: the cells an action hits, the first (the
 *   focus) with a target: red, framed
 * @TACTICS_CELL_STYLE_SELECTION: a selected area: a light fill, a dashed
 *   outline
 * @TACTICS_CELL_STYLE_BRUSH: the cells a tool would paint: outline only
 * @TACTICS_CELL_STYLE_HIGHLIGHT: single marked cells: a bright frame
 * @TACTICS_CELL_STYLE_PLACEMENT: where a unit may go: a light fill, each
 *   cell framed dark and light, readable on any terrain
 * @TACTICS_CELL_STYLE_REGION: a named place: a light wash of its colour
 *   (gold by default), outlined, the terrain still clear under it
 * @TACTICS_CELL_STYLE_START_ZONE: a side's start zone: a wash and a dashed
 *   outline, in the side's team colour (set as the layer's colour)
 *
 * How a #TacticsCellLayer shows its cells. Each style has its own colour,
 * which may be overridden, and its own drawing.
 */
typedef enum {
  TACTICS_CELL_STYLE_REACH,
  TACTICS_CELL_STYLE_PATH,
  TACTICS_CELL_STYLE_FOCI,
  TACTICS_CELL_STYLE_EFFECT,
  TACTICS_CELL_STYLE_SELECTION,
  TACTICS_CELL_STYLE_BRUSH,
  TACTICS_CELL_STYLE_HIGHLIGHT,
  TACTICS_CELL_STYLE_PLACEMENT,
  TACTICS_CELL_STYLE_REGION,
  TACTICS_CELL_STYLE_START_ZONE,
} TacticsCellStyle;

/**
 * TacticsTokenShape:
 * @TACTICS_TOKEN_SHAPE_CIRCLE: a circle
 * @TACTICS_TOKEN_SHAPE_SQUARE: a square
 * @TACTICS_TOKEN_SHAPE_DIAMOND: a diamond
 * @TACTICS_TOKEN_SHAPE_TRIANGLE: a triangle
 * @TACTICS_TOKEN_SHAPE_HEXAGON: a hexagon
 * @TACTICS_TOKEN_SHAPE_STAR: a star
 * @TACTICS_TOKEN_SHAPE_SHIELD: a shield
 * @TACTICS_TOKEN_SHAPE_OCTAGON: an octagon
 *
 * The outline of a unit token. Games give each team one, so that no
 * player depends on colour alone.
 */
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

/**
 * TacticsTokenFlags:
 * @TACTICS_TOKEN_NORMAL: nothing special
 * @TACTICS_TOKEN_DIMMED: dimmed: the unit has done all it can this turn
 * @TACTICS_TOKEN_SELECTED: a bright halo
 * @TACTICS_TOKEN_ACTIVE: a pale halo: the unit may still act this turn
 *
 * How a unit token stands out.
 */
typedef enum {
  TACTICS_TOKEN_NORMAL   = 0,
  TACTICS_TOKEN_DIMMED   = 1 << 0,
  TACTICS_TOKEN_SELECTED = 1 << 1,
  TACTICS_TOKEN_ACTIVE   = 1 << 2,
} TacticsTokenFlags;

G_END_DECLS
