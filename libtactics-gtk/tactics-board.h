/* SPDX-License-Identifier: GPL-3.0-or-later */
#pragma once

#if !defined(TACTICS_GTK_INSIDE) && !defined(TACTICS_GTK_COMPILATION)
# error "Only <tactics-gtk.h> can be included directly."
#endif

#include <gtk/gtk.h>

#include "tactics.h"
#include "tactics-board-layer.h"
#include "tactics-gtk-macros.h"
#include "tactics-viewport.h"

G_BEGIN_DECLS

/* A widget showing a TacticsMap: square or hex cells in their terrain's
 * colour and symbol, optional grid lines, overlay layers on top, and the
 * hovered cell outlined.
 *
 * Looking around (all handled here):
 * - zoom around the pointer with ctrl + scroll, a pinch, or ctrl + plus /
 *   minus (keys zoom around the middle); ctrl + 0 fits the board;
 * - pan by dragging with the middle button, or with the primary button
 *   while space is held, by scrolling, or with ctrl + the arrow keys.
 *
 * The keyboard cursor (for players and editors without a mouse): the
 * arrow keys show it (where the pointer is, or where it was last) and then
 * move it a cell at a time, keeping it in view; Return, or space tapped,
 * activates its cell. Each move makes the cell and its terrain the board's
 * accessible description and emits "cursor-moved", whose handlers may
 * describe the cell further with tactics_board_announce(). A real pointer
 * motion or a click hides it again.
 *
 * Pointing at cells (for tools and games, which connect to the signals):
 * - "cell-pressed" (x, y, button, modifier state) when a button goes down,
 *   "cell-dragged" (x, y) each time the pointer enters another cell with
 *   the button held, "cell-released" (x, y) when it comes up. Cells are
 *   unclipped: a drag may leave the board; check before use.
 * - "cell-activated" (x, y) on a double click on the board, or on Return
 *   or space with the keyboard cursor shown (a click hides it, so the
 *   cursor tells the keys' activation from a double click's).
 * - "hover-changed" when the cell under the pointer changes (see
 *   tactics_board_get_hover_cell()).
 *
 * The terrain is drawn once per zoom level into cached tiles; layers are
 * kept as render nodes until they change, so a frame where nothing changed
 * costs little more than showing textures.
 *
 * Properties: "map" (TacticsMap), "viewport" (TacticsViewport, read-only),
 * "show-grid" (default TRUE), "show-hover" (default TRUE), "cursor"
 * (TacticsCell), "cursor-visible" (default FALSE).
 *
 * Widget actions: "board.zoom-in", "board.zoom-out", "board.zoom-fit",
 * "board.pan" ("(ii)": steps right and down). */
#define TACTICS_TYPE_BOARD (tactics_board_get_type ())
TACTICS_GTK_AVAILABLE_IN_ALL
G_DECLARE_FINAL_TYPE (TacticsBoard, tactics_board, TACTICS, BOARD, GtkWidget)

TACTICS_GTK_AVAILABLE_IN_ALL
GtkWidget       *tactics_board_new             (void);
TACTICS_GTK_AVAILABLE_IN_ALL
TacticsMap      *tactics_board_get_map         (TacticsBoard      *self);
/* Shows @map (NULL: nothing); the view fits the new board. */
TACTICS_GTK_AVAILABLE_IN_ALL
void             tactics_board_set_map         (TacticsBoard      *self,
                                                TacticsMap        *map);
TACTICS_GTK_AVAILABLE_IN_ALL
TacticsViewport *tactics_board_get_viewport    (TacticsBoard      *self);
TACTICS_GTK_AVAILABLE_IN_ALL
gboolean         tactics_board_get_show_grid   (TacticsBoard      *self);
TACTICS_GTK_AVAILABLE_IN_ALL
void             tactics_board_set_show_grid   (TacticsBoard      *self,
                                                gboolean           show_grid);
TACTICS_GTK_AVAILABLE_IN_ALL
gboolean         tactics_board_get_show_hover  (TacticsBoard      *self);
TACTICS_GTK_AVAILABLE_IN_ALL
void             tactics_board_set_show_hover  (TacticsBoard      *self,
                                                gboolean           show_hover);

/* Layers are drawn in the order added, the last on top. The board takes a
 * reference. */
TACTICS_GTK_AVAILABLE_IN_ALL
void             tactics_board_add_layer       (TacticsBoard      *self,
                                                TacticsBoardLayer *layer);
/* A layer drawn over everything else, the hover frame and the keyboard
 * cursor included: text that must stay readable where the player points
 * (a forecast over the target). Top layers too are drawn in the order
 * added; tactics_board_remove_layer() removes them. */
TACTICS_GTK_AVAILABLE_IN_ALL
void             tactics_board_add_top_layer   (TacticsBoard      *self,
                                                TacticsBoardLayer *layer);
TACTICS_GTK_AVAILABLE_IN_ALL
void             tactics_board_remove_layer    (TacticsBoard      *self,
                                                TacticsBoardLayer *layer);

/* The cell under the pointer; FALSE when the pointer is not over a cell of
 * the board. */
TACTICS_GTK_AVAILABLE_IN_ALL
gboolean         tactics_board_get_hover_cell  (TacticsBoard      *self,
                                                TacticsCell       *cell);
/* The keyboard cursor's cell, shown or not (a new map's middle at first);
 * returns whether it is shown. */
TACTICS_GTK_AVAILABLE_IN_ALL
gboolean         tactics_board_get_cursor      (TacticsBoard      *self,
                                                TacticsCell       *cell);
/* Puts the cursor on @cell (kept on the map) and shows or hides it; does
 * not scroll (see tactics_board_keep_in_view()) nor announce. */
TACTICS_GTK_AVAILABLE_IN_ALL
void             tactics_board_set_cursor      (TacticsBoard      *self,
                                                TacticsCell        cell,
                                                gboolean           visible);

/* What an arrow key does: shows the cursor (where the pointer is, or where
 * it was last) or else moves it by @dx, @dy cells on the map, keeps it in
 * view, describes its cell to screen readers and emits "cursor-moved". */
TACTICS_GTK_AVAILABLE_IN_ALL
void             tactics_board_move_cursor     (TacticsBoard      *self,
                                                int                dx,
                                                int                dy);

/* Accessibility: the board's accessible label names its map, and its
 * accessible description says what is at the cell a keyboard cursor is on
 * (GTK 4.8 has no announcements; screen readers read the description of
 * the focused widget when it changes). */

/* "Column 3, row 5: Forest", in the user's language. (transfer full) */
TACTICS_GTK_AVAILABLE_IN_ALL
char            *tactics_board_describe_cell   (TacticsBoard      *self,
                                                TacticsCell        cell);
/* Makes @text the board's accessible description; NULL restores the
 * description of the whole map (its size and kind of cells). */
TACTICS_GTK_AVAILABLE_IN_ALL
void             tactics_board_announce        (TacticsBoard      *self,
                                                const char        *text);
/* The accessible description now in place. */
TACTICS_GTK_AVAILABLE_IN_ALL
const char      *tactics_board_get_announcement (TacticsBoard     *self);

/* Centres the view on @cell, as far as the board's edges allow. */
TACTICS_GTK_AVAILABLE_IN_ALL
void             tactics_board_center_on       (TacticsBoard      *self,
                                                TacticsCell        cell);
/* Scrolls so that @cell is at least a cell away from the widget's edges
 * (centring it), unless it already is: for a keyboard cursor. */
TACTICS_GTK_AVAILABLE_IN_ALL
void             tactics_board_keep_in_view    (TacticsBoard      *self,
                                                TacticsCell        cell);

/* Fits the whole board in the widget now (or as soon as it has a size),
 * and keeps it fitted as the widget is resized until the user zooms or
 * pans, or anything else moves the viewport. Setting a map does this too. */
TACTICS_GTK_AVAILABLE_IN_ALL
void             tactics_board_zoom_fit        (TacticsBoard      *self);
/* Bands along the widget's edges (in pixels) that a fit leaves free, for
 * controls drawn over the board; refits when the board is fitted. */
TACTICS_GTK_AVAILABLE_IN_ALL
void             tactics_board_set_fit_insets  (TacticsBoard      *self,
                                                const GtkBorder   *insets);
/* Whether the board is fitted and not zoomed nor panned by the user since. */
TACTICS_GTK_AVAILABLE_IN_ALL
gboolean         tactics_board_get_fitted      (TacticsBoard      *self);
/**
 * TACTICS_BOARD_ZOOM_REFERENCE:
 *
 * The cell size, in pixels, that tactics_board_dup_zoom_text() shows as
 * 100 %.
 */
#define TACTICS_BOARD_ZOOM_REFERENCE 32.0
TACTICS_GTK_AVAILABLE_IN_ALL
char            *tactics_board_dup_zoom_text   (TacticsBoard      *self);

G_END_DECLS
