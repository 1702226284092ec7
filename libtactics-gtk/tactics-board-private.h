/* SPDX-License-Identifier: GPL-3.0-or-later */
#pragma once

#include "tactics-board.h"
#include "tactics-cell-layer.h"
#include "tactics-terrain-cache-private.h"

G_BEGIN_DECLS

typedef enum {
  DRAG_NONE,
  DRAG_PAN,
  DRAG_CELLS,
} DragMode;

struct _TacticsBoard
{
  GtkWidget            parent_instance;

  TacticsMap          *map;
  TacticsRuleset      *ruleset;      /* the map's, watched for changes */
  TacticsViewport     *viewport;
  TacticsTerrainCache *terrain;
  GPtrArray           *layers;
  GPtrArray           *top_layers;  /* over the hover frame and the cursor */
  gboolean             show_grid;
  gboolean             show_hover;
  gboolean             fit_pending;
  /* Fitted and not zoomed or panned by the user since: resizes fit again. */
  gboolean             keep_fitted;
  GtkBorder            fit_insets;   /* bands a fit leaves free for controls over the board */
  gboolean             fitting;
  double               fitted_cell_size;
  double               fitted_center_x;
  double               fitted_center_y;
  gboolean             flush_terrain;
  guint                redraw_tick;

  /* The cells layers were last drawn for: the visible ones plus a margin,
   * so that small pans reuse the layers' drawings. */
  double               region_cell_size;
  int                  region_first_x;
  int                  region_first_y;
  int                  region_last_x;
  int                  region_last_y;

  /* Pointer */
  gboolean             has_pointer;
  double               pointer_x;
  double               pointer_y;
  gboolean             hover_valid;
  TacticsCell          hover;

  /* The accessible description: what tactics_board_announce() was given,
   * or the map's summary. */
  char                *announcement;
  gboolean             announcing;

  /* Button drags */
  DragMode             drag_mode;
  double               drag_start_x;
  double               drag_start_y;
  double               drag_last_x;
  double               drag_last_y;
  TacticsCell          drag_cell;
  gboolean             space_held;
  GdkCursor           *saved_cursor;
  gboolean             cursor_saved;

  double               pinch_start_cell_size;

  /* The keyboard cursor, drawn over every layer. */
  TacticsCell          cursor;
  gboolean             cursor_visible;
  TacticsCellLayer    *cursor_layer;
  /* A pan happened while space was held: its release activates nothing. */
  gboolean             space_panned;
};

enum {
  TACTICS_BOARD_CELL_PRESSED,
  TACTICS_BOARD_CELL_DRAGGED,
  TACTICS_BOARD_CELL_RELEASED,
  TACTICS_BOARD_CELL_ACTIVATED,
  TACTICS_BOARD_HOVER_CHANGED,
  TACTICS_BOARD_CURSOR_MOVED,
  TACTICS_BOARD_N_SIGNALS
};

extern guint tactics_board_signals[TACTICS_BOARD_N_SIGNALS];

/* The input half of the board (tactics-board-input.c): its controllers,
 * key bindings and actions, the pointer's cell and the keyboard cursor. */
void  tactics_board_class_init_input       (GtkWidgetClass *widget_class);
void  tactics_board_init_input             (TacticsBoard   *self);
/* Finds the cell under the pointer again, after the pointer or the view
 * moved; "hover-changed" when it is another. */
void  tactics_board_update_hover           (TacticsBoard   *self);
void  tactics_board_release_pointer_cursor (TacticsBoard   *self);

/* How many terrain tiles the board has drawn so far and how many it keeps:
 * tests check that overlays and pans do not redraw the terrain. */
guint tactics_board_get_terrain_draw_count (TacticsBoard *self);
guint tactics_board_get_terrain_tile_count (TacticsBoard *self);

/* The next frame draws every terrain tile it needs, however long that
 * takes (screenshots want the finished picture). */
void  tactics_board_flush_terrain          (TacticsBoard *self);

G_END_DECLS
