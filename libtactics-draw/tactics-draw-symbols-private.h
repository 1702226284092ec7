/* SPDX-License-Identifier: GPL-3.0-or-later */
#pragma once

#include "tactics-draw-color.h"

G_BEGIN_DECLS

/* Draws a symbol in the box from −1 to 1 each way (y down), with inks
 * derived from @ground and lines @line_width wide in box units. */
typedef void (*TacticsTerrainSymbolFunc) (cairo_t                *cr,
                                          const TacticsDrawColor *ground,
                                          double                  line_width);

typedef struct {
  const char               *name;
  const char               *label;  /* untranslated, in the "terrain symbol" context */
  TacticsTerrainSymbolFunc  draw;
} TacticsTerrainSymbol;

/* Every symbol, in the order the editor's picker lists them. */
extern const TacticsTerrainSymbol tactics_terrain_symbols[];
extern const guint                tactics_terrain_n_symbols;

G_END_DECLS
