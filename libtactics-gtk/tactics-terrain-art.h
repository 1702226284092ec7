/* SPDX-License-Identifier: GPL-3.0-or-later */
#pragma once

#if !defined(TACTICS_GTK_INSIDE) && !defined(TACTICS_GTK_COMPILATION)
# error "Only <tactics-gtk.h> can be included directly."
#endif

#include <gtk/gtk.h>

#include "tactics.h"
#include "tactics-gtk-macros.h"

G_BEGIN_DECLS

/* How terrains look: a ground colour plus a small drawing per kind of
 * terrain (tufts of grass, trees, peaks, waves, bricks…) so a map reads
 * without a legend. The board, the editor's palette and its lists all draw
 * terrains through these. */

/* A colour's relative luminance (0 black … 1 white), to pick an ink that
 * reads on it. */
TACTICS_GTK_AVAILABLE_IN_ALL
double              tactics_rgba_get_luminance         (const GdkRGBA   *color);
/* Wraps a finished ARGB32 image surface's pixels in a texture, sharing
 * them (the texture keeps its own reference to @surface): draw nothing
 * more into the surface afterwards. */
TACTICS_GTK_AVAILABLE_IN_ALL
GdkTexture         *tactics_texture_new_for_surface    (cairo_surface_t *surface);

/* Appends a cell's outline (a square, or a pointy-top hex) centred at
 * (center_x, center_y) to @cr's path, shrunk by @inset pixels. */
TACTICS_GTK_AVAILABLE_IN_ALL
void                tactics_append_cell_path           (cairo_t         *cr,
                                                        TacticsTopology  topology,
                                                        double           cell_size,
                                                        double           center_x,
                                                        double           center_y,
                                                        double           inset);

/* The symbols known: "grass", "trees", "hills", "peaks", "rocks", "waves",
 * "ripples", "sand", "swamp", "road", "bricks", "snow", "ice", "lava", "village",
 * "castle", "cave", "bridge", "farm". NULL-terminated, static. */
TACTICS_GTK_AVAILABLE_IN_ALL
const char * const *tactics_terrain_art_list_symbols   (void);
/* A symbol's name for people, translated ("Peaks"), or NULL when @symbol
 * is not one of tactics_terrain_art_list_symbols(). */
TACTICS_GTK_AVAILABLE_IN_ALL
const char         *tactics_terrain_art_get_symbol_name (const char     *symbol);
/* The symbol drawn for a terrain: its icon when it names (or is a synonym
 * of) a known symbol, else a guess from its id and name ("Forest" gives
 * "trees"), else NULL (plain ground). */
TACTICS_GTK_AVAILABLE_IN_ALL
const char         *tactics_terrain_art_get_symbol     (TacticsTerrain  *terrain);
/* The terrain's colour; grey when it has none or it does not parse. */
TACTICS_GTK_AVAILABLE_IN_ALL
void                tactics_terrain_art_get_color      (TacticsTerrain  *terrain,
                                                        GdkRGBA         *color);
/* Draws a symbol for a cell centred at (center_x, center_y), in inks
 * derived from the @ground colour. @variant (0 or 1) mirrors the drawing so
 * neighbouring cells do not look stamped. Unknown symbols draw nothing. */
TACTICS_GTK_AVAILABLE_IN_ALL
void                tactics_terrain_art_draw_symbol    (cairo_t         *cr,
                                                        const char      *symbol_name,
                                                        const GdkRGBA   *ground,
                                                        TacticsTopology  topology,
                                                        double           cell_size,
                                                        double           center_x,
                                                        double           center_y,
                                                        guint            variant);
/* Draws one whole cell: ground, symbol and a thin outline. */
TACTICS_GTK_AVAILABLE_IN_ALL
void                tactics_terrain_art_draw_cell      (cairo_t         *cr,
                                                        TacticsTerrain  *terrain,
                                                        TacticsTopology  topology,
                                                        double           cell_size,
                                                        double           center_x,
                                                        double           center_y);
/* A @size × @size (logical pixels) picture of one cell of @terrain, for
 * palettes and lists. */
TACTICS_GTK_AVAILABLE_IN_ALL
GdkTexture         *tactics_terrain_art_render_swatch  (TacticsTerrain  *terrain,
                                                        TacticsTopology  topology,
                                                        int              size,
                                                        int              scale_factor);
/* A @size × @size (logical pixels) picture of @symbol on one cell of
 * @ground, for pickers (an unknown symbol: the bare ground). */
TACTICS_GTK_AVAILABLE_IN_ALL
GdkTexture         *tactics_terrain_art_render_symbol  (const char      *symbol,
                                                        const GdkRGBA   *ground,
                                                        TacticsTopology  topology,
                                                        int              size,
                                                        int              scale_factor);

G_END_DECLS
