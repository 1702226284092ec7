/* SPDX-License-Identifier: GPL-3.0-or-later */
#include "config.h"

#include "tactics-draw.h"

static const struct {
  TacticsDrawColor color;
  double           fill_alpha;  /* 0: not an area */
  gboolean         dashed;
} styles[] = {
  [TACTICS_DRAW_CELLS_REACH] = { { 0.16, 0.47, 0.96, 1.0 }, 0.32, FALSE },
  [TACTICS_DRAW_CELLS_PATH] = { { 1.0, 0.98, 0.9, 1.0 }, 0.0, FALSE },
  [TACTICS_DRAW_CELLS_FOCI] = { { 1.0, 0.62, 0.1, 1.0 }, 0.38, FALSE },
  [TACTICS_DRAW_CELLS_EFFECT] = { { 0.9, 0.16, 0.14, 1.0 }, 0.0, FALSE },
  [TACTICS_DRAW_CELLS_SELECTION] = { { 1.0, 1.0, 1.0, 1.0 }, 0.2, TRUE },
  [TACTICS_DRAW_CELLS_BRUSH] = { { 1.0, 1.0, 1.0, 1.0 }, 0.22, FALSE },
  [TACTICS_DRAW_CELLS_HIGHLIGHT] = { { 1.0, 0.86, 0.2, 1.0 }, 0.0, FALSE },
  [TACTICS_DRAW_CELLS_PLACEMENT] = { { 1.0, 1.0, 1.0, 1.0 }, 0.0, FALSE },
  [TACTICS_DRAW_CELLS_REGION] = { { 0.85, 0.65, 0.13, 1.0 }, 0.16, FALSE },
  [TACTICS_DRAW_CELLS_START_ZONE] = { { 1.0, 1.0, 1.0, 1.0 }, 0.3, TRUE },
};

/**
 * tactics_draw_cell_style_get_color:
 * @style: a cell style
 * @color: (out caller-allocates): the style's colour
 *
 * Gives the colour a style draws its cells in unless it is given another:
 * blue for reach, amber for foci, red for an effect, gold for a region…
 */
void
tactics_draw_cell_style_get_color (TacticsDrawCellStyle  style,
                                   TacticsDrawColor     *color)
{
  g_return_if_fail (color != NULL);
  g_return_if_fail ((guint) style < G_N_ELEMENTS (styles));

  *color = styles[style].color;
}

/**
 * tactics_draw_cell_style_get_area:
 * @style: a cell style
 * @fill_alpha: (out) (optional): the opacity of the area's wash
 * @dashed: (out) (optional): whether the area's outline is dashed
 *
 * Tells whether a style shows its cells as an area, a wash outlined along
 * its edge (tactics_draw_cell_area()), and how.
 *
 * Returns: %TRUE for a style drawn as an area
 */
gboolean
tactics_draw_cell_style_get_area (TacticsDrawCellStyle  style,
                                  double               *fill_alpha,
                                  gboolean             *dashed)
{
  g_return_val_if_fail ((guint) style < G_N_ELEMENTS (styles), FALSE);

  if (fill_alpha != NULL)
    *fill_alpha = styles[style].fill_alpha;
  if (dashed != NULL)
    *dashed = styles[style].dashed;
  return styles[style].fill_alpha > 0.0;
}
