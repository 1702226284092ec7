/* SPDX-License-Identifier: GPL-3.0-or-later */
#pragma once

#if !defined(TACTICS_GTK_INSIDE) && !defined(TACTICS_GTK_COMPILATION)
# error "Only <tactics-gtk.h> can be included directly."
#endif

#include <glib-object.h>

#include "tactics.h"
#include "tactics-gtk-macros.h"

G_BEGIN_DECLS

/* Where a board is looked at from: the board's shape (topology, width,
 * height), the size of the view in widget pixels, the zoom as the cell size
 * in widget pixels, and the centre, the board point shown in the middle of
 * the view.
 *
 * Board points are in "board units": the pixel coordinates
 * tactics_cell_to_pixel() gives for a cell size of 1, so they do not change
 * when the zoom does. A widget point (wx, wy) shows the board point
 * centre + (wx − view_width / 2, wy − view_height / 2) / cell_size.
 *
 * Every change, however many properties it touches, emits "changed" once
 * after the property notifications; watchers redraw on it. The centre is
 * kept over the board so it can never be scrolled out of sight.
 *
 * Properties: "topology", "board-width", "board-height", "view-width",
 * "view-height", "cell-size", "min-cell-size", "max-cell-size",
 * "center-x", "center-y". */
#define TACTICS_TYPE_VIEWPORT (tactics_viewport_get_type ())
TACTICS_GTK_AVAILABLE_IN_ALL
G_DECLARE_FINAL_TYPE (TacticsViewport, tactics_viewport, TACTICS, VIEWPORT, GObject)

TACTICS_GTK_AVAILABLE_IN_ALL
TacticsViewport *tactics_viewport_new               (void);

/* The board's shape; keeps the centre on the board. */
TACTICS_GTK_AVAILABLE_IN_ALL
void             tactics_viewport_set_board         (TacticsViewport *self,
                                                     TacticsTopology  topology,
                                                     int              width,
                                                     int              height);
TACTICS_GTK_AVAILABLE_IN_ALL
TacticsTopology  tactics_viewport_get_topology      (TacticsViewport *self);
TACTICS_GTK_AVAILABLE_IN_ALL
int              tactics_viewport_get_board_width   (TacticsViewport *self);
TACTICS_GTK_AVAILABLE_IN_ALL
int              tactics_viewport_get_board_height  (TacticsViewport *self);
/* The board's bounding box in board units. */
TACTICS_GTK_AVAILABLE_IN_ALL
void             tactics_viewport_get_board_extent  (TacticsViewport *self,
                                                     double          *width,
                                                     double          *height);

/* The view's size in widget pixels (set by the widget on allocation). */
TACTICS_GTK_AVAILABLE_IN_ALL
void             tactics_viewport_set_view_size     (TacticsViewport *self,
                                                     int              width,
                                                     int              height);
TACTICS_GTK_AVAILABLE_IN_ALL
int              tactics_viewport_get_view_width    (TacticsViewport *self);
TACTICS_GTK_AVAILABLE_IN_ALL
int              tactics_viewport_get_view_height   (TacticsViewport *self);

/* The zoom: a cell's size in widget pixels (a square's side, a hex's side),
 * clamped to [min-cell-size, max-cell-size], except that a board too large
 * to fit at min-cell-size may be zoomed out until it fits (in the view less
 * the bands of the last tactics_viewport_fit_within()). */
TACTICS_GTK_AVAILABLE_IN_ALL
double           tactics_viewport_get_cell_size     (TacticsViewport *self);
TACTICS_GTK_AVAILABLE_IN_ALL
void             tactics_viewport_set_cell_size     (TacticsViewport *self,
                                                     double           cell_size);
TACTICS_GTK_AVAILABLE_IN_ALL
double           tactics_viewport_get_min_cell_size (TacticsViewport *self);
TACTICS_GTK_AVAILABLE_IN_ALL
double           tactics_viewport_get_max_cell_size (TacticsViewport *self);
TACTICS_GTK_AVAILABLE_IN_ALL
void             tactics_viewport_set_cell_size_limits (TacticsViewport *self,
                                                        double           min_cell_size,
                                                        double           max_cell_size);

/* The board point (board units) shown at the middle of the view. */
TACTICS_GTK_AVAILABLE_IN_ALL
double           tactics_viewport_get_center_x      (TacticsViewport *self);
TACTICS_GTK_AVAILABLE_IN_ALL
double           tactics_viewport_get_center_y      (TacticsViewport *self);
TACTICS_GTK_AVAILABLE_IN_ALL
void             tactics_viewport_set_center        (TacticsViewport *self,
                                                     double           x,
                                                     double           y);

/* Conversions between widget pixels and board units. */
TACTICS_GTK_AVAILABLE_IN_ALL
void             tactics_viewport_widget_to_board   (TacticsViewport *self,
                                                     double           widget_x,
                                                     double           widget_y,
                                                     double          *board_x,
                                                     double          *board_y);
TACTICS_GTK_AVAILABLE_IN_ALL
void             tactics_viewport_board_to_widget   (TacticsViewport *self,
                                                     double           board_x,
                                                     double           board_y,
                                                     double          *widget_x,
                                                     double          *widget_y);
/* The cell under a widget point (unclipped); TRUE when it is on the board. */
TACTICS_GTK_AVAILABLE_IN_ALL
gboolean         tactics_viewport_cell_at           (TacticsViewport *self,
                                                     double           widget_x,
                                                     double           widget_y,
                                                     TacticsCell     *cell);
/* A cell's centre in widget pixels. */
TACTICS_GTK_AVAILABLE_IN_ALL
void             tactics_viewport_cell_center       (TacticsViewport *self,
                                                     TacticsCell      cell,
                                                     double          *widget_x,
                                                     double          *widget_y);
/* The rectangle of cells (first column/row, last column/row, inclusive)
 * that may show in the view, clipped to the board; FALSE when none does. */
TACTICS_GTK_AVAILABLE_IN_ALL
gboolean         tactics_viewport_get_visible_cells (TacticsViewport *self,
                                                     int             *first_x,
                                                     int             *first_y,
                                                     int             *last_x,
                                                     int             *last_y);

/* Multiplies the cell size by @factor (clamped) keeping the board point
 * under the widget point (widget_x, widget_y) where it is. */
TACTICS_GTK_AVAILABLE_IN_ALL
void             tactics_viewport_zoom_at           (TacticsViewport *self,
                                                     double           factor,
                                                     double           widget_x,
                                                     double           widget_y);
/* Moves the board by (dx, dy) widget pixels, as a drag does. */
TACTICS_GTK_AVAILABLE_IN_ALL
void             tactics_viewport_pan               (TacticsViewport *self,
                                                     double           dx,
                                                     double           dy);
/* Zooms and centres so the whole board shows with a small margin. */
TACTICS_GTK_AVAILABLE_IN_ALL
void             tactics_viewport_fit               (TacticsViewport *self);
/* Fits as tactics_viewport_fit() does in the view less a band of @top,
 * @right, @bottom and @left widget pixels along its edges, where
 * something is drawn over the board. */
TACTICS_GTK_AVAILABLE_IN_ALL
void             tactics_viewport_fit_within        (TacticsViewport *self,
                                                     double           top,
                                                     double           right,
                                                     double           bottom,
                                                     double           left);
/* Centres the view on a cell, keeping the zoom. */
TACTICS_GTK_AVAILABLE_IN_ALL
void             tactics_viewport_center_on_cell    (TacticsViewport *self,
                                                     TacticsCell      cell);

G_END_DECLS
