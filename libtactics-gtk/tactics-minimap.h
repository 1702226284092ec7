/* SPDX-License-Identifier: GPL-3.0-or-later */
#pragma once

#if !defined(TACTICS_GTK_INSIDE) && !defined(TACTICS_GTK_COMPILATION)
# error "Only <tactics-gtk.h> can be included directly."
#endif

#include <gtk/gtk.h>

#include "tactics.h"
#include "tactics-gtk-macros.h"
#include "tactics-viewport.h"

G_BEGIN_DECLS

/* The whole map in small beside a board: the terrain in its colours,
 * optional markers (the game's units, as dots in their team's colour) and
 * the area the board's viewport shows, as a rectangle. A click or a drag
 * centres the viewport there. It follows the map's edits as they happen
 * and draws at its own size, so a 4096 × 4096 map costs what a small one
 * does. */
#define TACTICS_TYPE_MINIMAP (tactics_minimap_get_type ())
TACTICS_GTK_AVAILABLE_IN_ALL
G_DECLARE_FINAL_TYPE (TacticsMinimap, tactics_minimap, TACTICS, MINIMAP, GtkWidget)

/**
 * TacticsMinimapMarker:
 * @cell: where the dot is
 * @color: the dot's colour
 *
 * A dot on the minimap, e.g. a unit in its team's colour.
 */
typedef struct {
  TacticsCell cell;
  GdkRGBA     color;
} TacticsMinimapMarker;

TACTICS_GTK_AVAILABLE_IN_ALL
GtkWidget       *tactics_minimap_new          (void);
TACTICS_GTK_AVAILABLE_IN_ALL
void             tactics_minimap_set_map      (TacticsMinimap             *self,
                                               TacticsMap                 *map);
TACTICS_GTK_AVAILABLE_IN_ALL
TacticsMap      *tactics_minimap_get_map      (TacticsMinimap             *self);
/* The board's viewport, which the minimap shows and moves. */
TACTICS_GTK_AVAILABLE_IN_ALL
void             tactics_minimap_set_viewport (TacticsMinimap             *self,
                                               TacticsViewport            *viewport);
TACTICS_GTK_AVAILABLE_IN_ALL
TacticsViewport *tactics_minimap_get_viewport (TacticsMinimap             *self);
/* Shows the map as @view's player knows it (fog of war), following its
 * changes; NULL shows it all. Markers are the caller's to filter. */
TACTICS_GTK_AVAILABLE_IN_ALL
void             tactics_minimap_set_view     (TacticsMinimap             *self,
                                               TacticsView                *view);
TACTICS_GTK_AVAILABLE_IN_ALL
TacticsView     *tactics_minimap_get_view     (TacticsMinimap             *self);
/* Replaces the markers with @n_markers of @markers (copied). */
TACTICS_GTK_AVAILABLE_IN_ALL
void             tactics_minimap_set_markers  (TacticsMinimap             *self,
                                               const TacticsMinimapMarker *markers,
                                               guint                       n_markers);
TACTICS_GTK_AVAILABLE_IN_ALL
guint            tactics_minimap_get_n_markers (TacticsMinimap            *self);
/* Where a minimap point (widget pixels) is on the board, in board units;
 * FALSE when the minimap shows no board. */
TACTICS_GTK_AVAILABLE_IN_ALL
gboolean         tactics_minimap_to_board     (TacticsMinimap             *self,
                                               double                      x,
                                               double                      y,
                                               double                     *board_x,
                                               double                     *board_y);
/* The inverse of tactics_minimap_to_board(). */
TACTICS_GTK_AVAILABLE_IN_ALL
gboolean         tactics_minimap_from_board   (TacticsMinimap             *self,
                                               double                      board_x,
                                               double                      board_y,
                                               double                     *x,
                                               double                     *y);
/* How many times the terrain picture was drawn again (for tests). */
TACTICS_GTK_AVAILABLE_IN_ALL
guint            tactics_minimap_get_n_renders (TacticsMinimap            *self);

G_END_DECLS
