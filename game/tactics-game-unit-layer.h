/* SPDX-License-Identifier: GPL-3.0-or-later */
#pragma once

#include "tactics-gtk.h"
#include "tactics-game-art.h"

G_BEGIN_DECLS

/* How one unit shows on the board. Positions are in board units (the
 * pixel coordinates tactics_cell_to_pixel() gives for a cell size of 1),
 * so an animation can put a token between cells. The battle view owns the
 * values and calls tactics_board_layer_invalidate() after changing them. */
typedef struct {
  gboolean               present;
  guint                  team;
  char                  *icon;
  char                  *glyph;         /* drawn when there is no icon */
  double                 x;
  double                 y;
  double                 offset_x;      /* a lunge or a shake, board units */
  double                 offset_y;
  double                 opacity;       /* fading out when eliminated */
  double                 scale;         /* growing in when placed */
  double                 shown_hp;      /* the bar follows this, animated */
  int                    max_hp;
  TacticsTokenFlags  flags;
  gboolean               has_prediction;
  int                    predicted_hp;
  gboolean               named;         /* the scenario names it: a star marks it */
} TacticsGameSprite;

/* The sprite shows @type: its icon, or its glyph. */
void tactics_game_sprite_set_unit_type (TacticsGameSprite *sprite,
                                        TacticsUnitType   *type);

/* Orders pointers to sprites row by row, top to bottom, then left to right,
 * for g_ptr_array_sort(): the order tokens are drawn in. */
int  tactics_game_sprite_compare_rows  (gconstpointer      a,
                                        gconstpointer      b);

/* A number floating up from a unit: damage, healing. */
typedef struct {
  char    *text;
  GdkRGBA  color;
  double   x;
  double   y;
  double   progress;                    /* 0 → 1, then it is dropped */
} TacticsGameFloat;

/* The units of a match: tokens in their team's colour and shape with the
 * unit type's icon, a star on the ones a scenario names, health bars
 * under them showing what an aimed action would leave (the forecast layer
 * writes it out), and floating numbers. Drawn lowest row last so tokens
 * overlap like pieces on a table. */
#define TACTICS_TYPE_GAME_UNIT_LAYER (tactics_game_unit_layer_get_type ())
G_DECLARE_FINAL_TYPE (TacticsGameUnitLayer, tactics_game_unit_layer, TACTICS, GAME_UNIT_LAYER,
                      TacticsBoardLayer)

TacticsGameUnitLayer *tactics_game_unit_layer_new          (void);
/* Under fog, the tokens @view's player may see: its own and its allies',
 * and others' only while @view sees the unit and every cell its token
 * covers where it is drawn. NULL for every token. */
void                  tactics_game_unit_layer_set_view     (TacticsGameUnitLayer *self,
                                                            TacticsMatch         *match,
                                                            TacticsView          *view);
/* Whether sprite @unit may be drawn where it is now, as far as the view
 * goes (always without one). */
gboolean              tactics_game_unit_layer_sprite_in_sight (TacticsGameUnitLayer *self,
                                                               guint                 unit);
/* Drops every sprite and float; the layer then has @n_units hidden
 * sprites laid out for @topology. */
void                  tactics_game_unit_layer_reset        (TacticsGameUnitLayer *self,
                                                            TacticsTopology       topology,
                                                            guint                 n_units);
guint                 tactics_game_unit_layer_get_n_sprites (TacticsGameUnitLayer *self);
/* (transfer none) */
TacticsGameSprite    *tactics_game_unit_layer_get_sprite   (TacticsGameUnitLayer *self,
                                                            guint                 unit);
/* Where a cell's centre is, in board units. */
void                  tactics_game_unit_layer_cell_position (TacticsGameUnitLayer *self,
                                                             TacticsCell           cell,
                                                             double               *x,
                                                             double               *y);
/* Puts sprite @unit on @cell with no offset. */
void                  tactics_game_unit_layer_place        (TacticsGameUnitLayer *self,
                                                            guint                 unit,
                                                            TacticsCell           cell);
void                  tactics_game_unit_layer_clear_predictions (TacticsGameUnitLayer *self);

/* (transfer none) The float, to animate its progress. */
TacticsGameFloat     *tactics_game_unit_layer_add_float    (TacticsGameUnitLayer *self,
                                                            const char           *text,
                                                            const GdkRGBA        *color,
                                                            double                x,
                                                            double                y);
/* Drops the floats whose progress reached 1. */
void                  tactics_game_unit_layer_prune_floats (TacticsGameUnitLayer *self);
guint                 tactics_game_unit_layer_get_n_floats (TacticsGameUnitLayer *self);
void                  tactics_game_unit_layer_clear_floats (TacticsGameUnitLayer *self);

/* The width of the circle a cell holds, in cells of size 1. */
double                tactics_game_unit_layer_cell_breadth (TacticsTopology       topology);
/* How wide a token is drawn on cells of @cell_size: most of the cell, and
 * never under about 20 pixels while the cell has room for that. */
double                tactics_game_unit_layer_token_size   (TacticsTopology       topology,
                                                            double                cell_size);

/* Where @sprite's token is drawn on cells of @cell_size: its centre. */
void                  tactics_game_unit_layer_token_center (TacticsTopology          topology,
                                                            double                   cell_size,
                                                            const TacticsGameSprite *sprite,
                                                            double                  *cx,
                                                            double                  *cy);

G_END_DECLS
