/* SPDX-License-Identifier: GPL-3.0-or-later */
#pragma once

#include <gtk/gtk.h>

G_BEGIN_DECLS

/* Draws a symbol in the box from −1 to 1 each way (y down), with inks
 * derived from @ground and lines @line_width wide in box units. */
typedef void (*TacticsTerrainSymbolFunc) (cairo_t       *cr,
                                          const GdkRGBA *ground,
                                          double         line_width);

typedef struct {
  const char               *name;
  const char               *label;  /* untranslated, in the "terrain symbol" context */
  TacticsTerrainSymbolFunc  draw;
} TacticsTerrainSymbol;

/* @color moved @amount of the way to (r, g, b), with @alpha. */
void tactics_terrain_mix (const GdkRGBA *color,
                          double         r,
                          double         g,
                          double         b,
                          double         amount,
                          double         alpha,
                          GdkRGBA       *out);

/* Every symbol, in the order the editor's picker lists them. */
extern const TacticsTerrainSymbol tactics_terrain_symbols[];
extern const guint                tactics_terrain_n_symbols;

G_END_DECLS
