/* SPDX-License-Identifier: GPL-3.0-or-later */
#pragma once

#if !defined(TACTICS_GTK_INSIDE) && !defined(TACTICS_GTK_COMPILATION)
# error "Only <tactics-gtk.h> can be included directly."
#endif

#include "tactics-board-layer.h"
#include "tactics-gtk-enums.h"

G_BEGIN_DECLS

/* A set of cells shown in a style: movement reach, a path, an action's
 * possible foci or its effect, a selection, a tool's brush outline. Cells
 * keep the order they were given in (a path is drawn in that order); a cell
 * is held once. A cell may carry a short label (remaining move points, a
 * step number) drawn in its middle when cells are large enough.
 *
 * Properties: "style" (TacticsCellStyle), "color" (GdkRGBA, NULL for the
 * style's own colour), "fill" (GdkRGBA, NULL for none). */
#define TACTICS_TYPE_CELL_LAYER (tactics_cell_layer_get_type ())
TACTICS_GTK_AVAILABLE_IN_ALL
G_DECLARE_FINAL_TYPE (TacticsCellLayer, tactics_cell_layer, TACTICS, CELL_LAYER, TacticsBoardLayer)

TACTICS_GTK_AVAILABLE_IN_ALL
TacticsCellLayer *tactics_cell_layer_new        (TacticsCellStyle   style);
TACTICS_GTK_AVAILABLE_IN_ALL
TacticsCellStyle  tactics_cell_layer_get_style  (TacticsCellLayer  *self);
TACTICS_GTK_AVAILABLE_IN_ALL
void              tactics_cell_layer_set_style  (TacticsCellLayer  *self,
                                                 TacticsCellStyle   style);
/* The colour in use (the style's unless one was set). */
TACTICS_GTK_AVAILABLE_IN_ALL
void              tactics_cell_layer_get_color  (TacticsCellLayer  *self,
                                                 GdkRGBA           *color);
/* @color NULL goes back to the style's colour. */
TACTICS_GTK_AVAILABLE_IN_ALL
void              tactics_cell_layer_set_color  (TacticsCellLayer  *self,
                                                 const GdkRGBA     *color);

/* A colour the cells are filled with under the style's drawing, e.g. the
 * terrain a tool is about to paint, slightly translucent (only the area
 * styles: reach, foci, selection, brush); NULL for none. Drawn from a
 * mask, so even a million cells stay cheap. */
TACTICS_GTK_AVAILABLE_IN_ALL
gboolean          tactics_cell_layer_get_fill   (TacticsCellLayer  *self,
                                                 GdkRGBA           *fill);
TACTICS_GTK_AVAILABLE_IN_ALL
void              tactics_cell_layer_set_fill   (TacticsCellLayer  *self,
                                                 const GdkRGBA     *fill);
/* Replaces every cell (and drops the labels); nothing is redrawn when the
 * cells are the same as before. Duplicates are dropped. */
TACTICS_GTK_AVAILABLE_IN_ALL
void              tactics_cell_layer_set_cells  (TacticsCellLayer  *self,
                                                 const TacticsCell *cells,
                                                 guint              n_cells);
TACTICS_GTK_AVAILABLE_IN_ALL
void              tactics_cell_layer_add_cell   (TacticsCellLayer  *self,
                                                 TacticsCell        cell);
TACTICS_GTK_AVAILABLE_IN_ALL
void              tactics_cell_layer_remove_cell (TacticsCellLayer *self,
                                                  TacticsCell       cell);
TACTICS_GTK_AVAILABLE_IN_ALL
void              tactics_cell_layer_clear      (TacticsCellLayer  *self);
TACTICS_GTK_AVAILABLE_IN_ALL
gboolean          tactics_cell_layer_contains   (TacticsCellLayer  *self,
                                                 TacticsCell        cell);
TACTICS_GTK_AVAILABLE_IN_ALL
guint             tactics_cell_layer_get_n_cells (TacticsCellLayer *self);
TACTICS_GTK_AVAILABLE_IN_ALL
TacticsCell       tactics_cell_layer_get_cell   (TacticsCellLayer  *self,
                                                 guint              position);
/* A label for a cell of the layer (@label NULL removes it). */
TACTICS_GTK_AVAILABLE_IN_ALL
void              tactics_cell_layer_set_label  (TacticsCellLayer  *self,
                                                 TacticsCell        cell,
                                                 const char        *label);
TACTICS_GTK_AVAILABLE_IN_ALL
const char       *tactics_cell_layer_get_label  (TacticsCellLayer  *self,
                                                 TacticsCell        cell);

G_END_DECLS
