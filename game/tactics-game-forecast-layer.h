/* SPDX-License-Identifier: GPL-3.0-or-later */
#pragma once

#include "tactics-gtk.h"
#include "tactics-game-unit-layer.h"

G_BEGIN_DECLS

/* What an aimed action would leave of each unit it hits, on tags over the
 * units' tokens ("24 → 17", a cross for a kill), with the chance to hit
 * and the counter-attack it provokes (tactics_game_text_forecast_hit()),
 * from the engine's forecast. The board draws it as a
 * top layer, over the hover frame and the keyboard cursor, since the
 * player points at the target while reading its tag. It follows the
 * sprites of a unit layer and redraws whenever that layer does. */
#define TACTICS_TYPE_GAME_FORECAST_LAYER (tactics_game_forecast_layer_get_type ())
G_DECLARE_FINAL_TYPE (TacticsGameForecastLayer, tactics_game_forecast_layer, TACTICS,
                      GAME_FORECAST_LAYER, TacticsBoardLayer)

TacticsGameForecastLayer *tactics_game_forecast_layer_new (TacticsGameUnitLayer *units);
/* The forecast to tell, or NULL for none. A hit is told while its unit's
 * sprite has a prediction, so tags go when the unit layer's predictions
 * are cleared. */
void tactics_game_forecast_layer_set_forecast (TacticsGameForecastLayer *self,
                                               TacticsForecast          *forecast);
/* The text of the tag over unit @unit, or NULL when it has none. */
char *tactics_game_forecast_layer_dup_text    (TacticsGameForecastLayer *self,
                                               guint                     unit);

/* A forecast tag to place near its token: the token's centre x, its top
 * and bottom, and the tag's size. */
typedef struct {
  double cx;
  double top;
  double bottom;
  double width;
  double height;
} TacticsGameTag;

/* Places @n_tags tags so that no two overlap and each stays inside @area
 * when it fits there: on its token's top edge, else on its bottom edge,
 * else further up or down, in the order given (the caller's: row by row). */
void tactics_game_forecast_layer_place_tags (const TacticsGameTag  *tags,
                                             guint                  n_tags,
                                             const graphene_rect_t *area,
                                             graphene_rect_t       *placed);

G_END_DECLS
