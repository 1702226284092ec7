/* SPDX-License-Identifier: GPL-3.0-or-later */
#pragma once

#if !defined(TACTICS_DRAW_INSIDE) && !defined(TACTICS_DRAW_COMPILATION)
# error "Only <tactics-draw.h> can be included directly."
#endif

#include <cairo.h>
#include <glib-object.h>

#include "tactics.h"
#include "tactics-draw-macros.h"

G_BEGIN_DECLS

/**
 * TacticsPictureLayers:
 * @TACTICS_PICTURE_TERRAIN: the ground, always drawn
 * @TACTICS_PICTURE_GRID: the cells' outlines
 * @TACTICS_PICTURE_REGIONS: a scenario's regions, washed and named
 * @TACTICS_PICTURE_STARTS: the sides' start zones, in their teams' colours
 * @TACTICS_PICTURE_UNITS: the units: a match's, else a scenario's placed ones
 *
 * What a #TacticsPicture shows over the terrain.
 */
typedef enum {
  TACTICS_PICTURE_TERRAIN = 0,
  TACTICS_PICTURE_GRID    = 1 << 0,
  TACTICS_PICTURE_REGIONS = 1 << 1,
  TACTICS_PICTURE_STARTS  = 1 << 2,
  TACTICS_PICTURE_UNITS   = 1 << 3,
} TacticsPictureLayers;

/**
 * TacticsPictureMark:
 * @TACTICS_PICTURE_MARK_REACH: where a unit can move, in blue
 * @TACTICS_PICTURE_MARK_THREAT: where the enemy can strike, in red
 *
 * Sets of cells a picture marks, which the caller asks the engine for.
 */
typedef enum {
  TACTICS_PICTURE_MARK_REACH,
  TACTICS_PICTURE_MARK_THREAT,
} TacticsPictureMark;

/* A whole board drawn into any cairo_t (an image, SVG, PDF): the terrain
 * as the board shows it, then what the layers and marks add. It draws what
 * it is given; what a unit reaches or the enemy threatens comes from the
 * engine (tactics_match_compute_reach(), tactics_match_compute_threat()). */
#define TACTICS_TYPE_PICTURE (tactics_picture_get_type ())

typedef struct _TacticsPicture TacticsPicture;

TACTICS_DRAW_AVAILABLE_IN_ALL
TacticsPicture *tactics_picture_new           (TacticsMap           *map);
TACTICS_DRAW_AVAILABLE_IN_ALL
GType           tactics_picture_get_type      (void) G_GNUC_CONST;
TACTICS_DRAW_AVAILABLE_IN_ALL
TacticsPicture *tactics_picture_ref           (TacticsPicture       *self);
TACTICS_DRAW_AVAILABLE_IN_ALL
void            tactics_picture_unref         (TacticsPicture       *self);
/* The regions, start zones and placed units drawn (nullable). */
TACTICS_DRAW_AVAILABLE_IN_ALL
void            tactics_picture_set_scenario  (TacticsPicture       *self,
                                               TacticsScenario      *scenario);
TACTICS_DRAW_AVAILABLE_IN_ALL
TacticsMap     *tactics_picture_get_map       (TacticsPicture       *self);
TACTICS_DRAW_AVAILABLE_IN_ALL
TacticsScenario *tactics_picture_get_scenario (TacticsPicture       *self);
TACTICS_DRAW_AVAILABLE_IN_ALL
TacticsMatch   *tactics_picture_get_match     (TacticsPicture       *self);
/* The units drawn, at their cells now (nullable). */
TACTICS_DRAW_AVAILABLE_IN_ALL
void            tactics_picture_set_match     (TacticsPicture       *self,
                                               TacticsMatch         *match);
/* Drawn as @view's player knows the board: its fog, the units it sees
 * (nullable: everything). */
TACTICS_DRAW_AVAILABLE_IN_ALL
void            tactics_picture_set_view      (TacticsPicture       *self,
                                               TacticsView          *view);
TACTICS_DRAW_AVAILABLE_IN_ALL
TacticsView    *tactics_picture_get_view      (TacticsPicture       *self);
TACTICS_DRAW_AVAILABLE_IN_ALL
void            tactics_picture_set_layers    (TacticsPicture       *self,
                                               TacticsPictureLayers  layers);
/* Replaces the cells of @mark; cells off the board are left out. */
TACTICS_DRAW_AVAILABLE_IN_ALL
void            tactics_picture_set_marked    (TacticsPicture       *self,
                                               TacticsPictureMark    mark,
                                               const TacticsCell    *cells,
                                               guint                 n_cells);
/* The picture's size in pixels at @cell_size. */
TACTICS_DRAW_AVAILABLE_IN_ALL
void            tactics_picture_get_size      (TacticsPicture       *self,
                                               double                cell_size,
                                               double               *width,
                                               double               *height);
/* The largest cell size at which the picture fits @width × @height. */
TACTICS_DRAW_AVAILABLE_IN_ALL
double          tactics_picture_fit_cell_size (TacticsPicture       *self,
                                               double                width,
                                               double                height);
/* Draws the picture with its top left corner at (0, 0) of @cr. */
TACTICS_DRAW_AVAILABLE_IN_ALL
void            tactics_picture_draw          (TacticsPicture       *self,
                                               cairo_t              *cr,
                                               double                cell_size);

G_DEFINE_AUTOPTR_CLEANUP_FUNC (TacticsPicture, tactics_picture_unref)

G_END_DECLS
