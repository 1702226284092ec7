/* SPDX-License-Identifier: GPL-3.0-or-later */
#pragma once

#if !defined(TACTICS_DRAW_INSIDE) && !defined(TACTICS_DRAW_COMPILATION)
# error "Only <tactics-draw.h> can be included directly."
#endif

#include <glib.h>

#include "tactics-draw-color.h"
#include "tactics-draw-macros.h"

G_BEGIN_DECLS

/**
 * TacticsDrawCellStyle:
 * @TACTICS_DRAW_CELLS_REACH: movement range: a blue area, outlined
 * @TACTICS_DRAW_CELLS_PATH: a route in cell order, an arrow at the end
 * @TACTICS_DRAW_CELLS_FOCI: where an action may be aimed: an amber area
 * @TACTICS_DRAW_CELLS_EFFECT: the cells an action hits, framed in red, the
 *   first with a target
 * @TACTICS_DRAW_CELLS_SELECTION: a selected area: a light fill, a dashed
 *   outline
 * @TACTICS_DRAW_CELLS_BRUSH: the cells a tool would paint
 * @TACTICS_DRAW_CELLS_HIGHLIGHT: single marked cells: a bright frame
 * @TACTICS_DRAW_CELLS_PLACEMENT: where a unit may go: a light fill, each
 *   cell framed dark and light
 * @TACTICS_DRAW_CELLS_REGION: a named place: a light wash, outlined
 * @TACTICS_DRAW_CELLS_START_ZONE: a side's start zone: a wash and a dashed
 *   outline, in the side's team colour
 *
 * How a set of cells is shown over the terrain, on the board and in
 * pictures alike. The same values as the board library's
 * TacticsCellStyle.
 */
typedef enum {
  TACTICS_DRAW_CELLS_REACH,
  TACTICS_DRAW_CELLS_PATH,
  TACTICS_DRAW_CELLS_FOCI,
  TACTICS_DRAW_CELLS_EFFECT,
  TACTICS_DRAW_CELLS_SELECTION,
  TACTICS_DRAW_CELLS_BRUSH,
  TACTICS_DRAW_CELLS_HIGHLIGHT,
  TACTICS_DRAW_CELLS_PLACEMENT,
  TACTICS_DRAW_CELLS_REGION,
  TACTICS_DRAW_CELLS_START_ZONE,
} TacticsDrawCellStyle;

/* The style's own colour, used unless another is given. */
TACTICS_DRAW_AVAILABLE_IN_ALL
void     tactics_draw_cell_style_get_color (TacticsDrawCellStyle  style,
                                            TacticsDrawColor     *color);
/* For a style drawn as an area (tactics_draw_cell_area()): its wash's
 * opacity and whether its outline is dashed; FALSE for the others. */
TACTICS_DRAW_AVAILABLE_IN_ALL
gboolean tactics_draw_cell_style_get_area  (TacticsDrawCellStyle  style,
                                            double               *fill_alpha,
                                            gboolean             *dashed);

G_END_DECLS
