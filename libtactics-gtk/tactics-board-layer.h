/* SPDX-License-Identifier: GPL-3.0-or-later */
#pragma once

#if !defined(TACTICS_GTK_INSIDE) && !defined(TACTICS_GTK_COMPILATION)
# error "Only <tactics-gtk.h> can be included directly."
#endif

#include <gtk/gtk.h>

#include "tactics.h"
#include "tactics-gtk-macros.h"

G_BEGIN_DECLS

/**
 * TacticsBoardLayerContext:
 * @topology: the board's kind of cells
 * @board_width: the board's width, in cells
 * @board_height: the board's height, in cells
 * @cell_size: the cell size, in widget pixels
 * @first_x: the first column worth drawing
 * @first_y: the first row worth drawing
 * @last_x: the last column worth drawing
 * @last_y: the last row worth drawing
 * @scale_factor: device pixels per widget pixel
 *
 * What a layer needs to draw itself. The cells worth drawing are the
 * visible ones plus a margin, clipped to the board; the bounds are
 * inclusive. Layers draw in board pixels at this cell size:
 * tactics_cell_to_pixel() with @topology and @cell_size gives a cell's
 * centre, and (0, 0) is the board's top-left corner.
 */
typedef struct {
  TacticsTopology topology;
  int             board_width;
  int             board_height;
  double          cell_size;
  int             first_x;
  int             first_y;
  int             last_x;
  int             last_y;
  int             scale_factor;
} TacticsBoardLayerContext;

/* Whether @cell is on the board and inside the rectangle worth drawing. */
TACTICS_GTK_AVAILABLE_IN_ALL
gboolean tactics_board_layer_context_wants_cell  (const TacticsBoardLayerContext *context,
                                                  TacticsCell                     cell);
/* A cell's centre in the layer's coordinates. */
TACTICS_GTK_AVAILABLE_IN_ALL
void     tactics_board_layer_context_cell_center (const TacticsBoardLayerContext *context,
                                                  TacticsCell                     cell,
                                                  double                         *x,
                                                  double                         *y);

/* Something drawn over the terrain of a TacticsBoard: reach, a path, an
 * action's cells, units… The board keeps what a layer drew (a render node)
 * and asks it to draw again only after tactics_board_layer_invalidate() or
 * when the zoom or the visible area changes, so an unchanged layer costs
 * nothing per frame.
 *
 * Subclass it and implement snapshot() for your own drawing (the game's
 * units layer is the intended use), or use TacticsCellLayer and
 * TacticsTokenLayer. Properties: "visible" (default TRUE). */
#define TACTICS_TYPE_BOARD_LAYER (tactics_board_layer_get_type ())
TACTICS_GTK_AVAILABLE_IN_ALL
G_DECLARE_DERIVABLE_TYPE (TacticsBoardLayer, tactics_board_layer, TACTICS, BOARD_LAYER, GObject)

/**
 * TacticsBoardLayerClass:
 * @parent_class: the parent class
 * @snapshot: draws the layer in board pixels (see
 *   #TacticsBoardLayerContext); the board keeps the result until the
 *   layer is invalidated or the zoom or the visible area changes
 *
 * The class of a board layer; a subclass implements @snapshot.
 */
struct _TacticsBoardLayerClass
{
  GObjectClass parent_class;

  void (* snapshot) (TacticsBoardLayer              *self,
                     GtkSnapshot                    *snapshot,
                     const TacticsBoardLayerContext *context);

  /*< private >*/
  gpointer padding[8];
};

TACTICS_GTK_AVAILABLE_IN_ALL
gboolean tactics_board_layer_get_visible (TacticsBoardLayer *self);
TACTICS_GTK_AVAILABLE_IN_ALL
void     tactics_board_layer_set_visible (TacticsBoardLayer *self,
                                          gboolean           visible);
/* Drops what the layer drew and redraws it on the board's next frame.
 * Subclasses call it whenever what they show changes. */
TACTICS_GTK_AVAILABLE_IN_ALL
void     tactics_board_layer_invalidate  (TacticsBoardLayer *self);

G_END_DECLS
