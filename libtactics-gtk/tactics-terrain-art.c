/* SPDX-License-Identifier: GPL-3.0-or-later */
#include "config.h"

#include "tactics-gtk.h"
#include "tactics-draw.h"

/* The drawing itself is libtactics-draw's (tactics-draw-terrain.c), which
 * the CLI shares; these keep the board library's API in GDK's colours. */

static void
color_from_rgba (const GdkRGBA    *rgba,
                 TacticsDrawColor *color)
{
  *color = (TacticsDrawColor) { rgba->red, rgba->green, rgba->blue, rgba->alpha };
}

/**
 * tactics_rgba_get_luminance:
 * @color: a colour
 *
 * Gives a colour's relative luminance, to pick an ink that reads on it.
 *
 * Returns: from 0 (black) to 1 (white)
 */
double
tactics_rgba_get_luminance (const GdkRGBA *color)
{
  TacticsDrawColor draw_color;

  g_return_val_if_fail (color != NULL, 0.0);

  color_from_rgba (color, &draw_color);
  return tactics_draw_color_get_luminance (&draw_color);
}

/**
 * tactics_terrain_art_list_symbols:
 *
 * Gives the symbols known: "grass", "trees", "hills", "peaks", "rocks",
 * "waves", "ripples", "sand", "swamp", "road", "bricks", "snow", "ice",
 * "lava", "village", "castle", "cave", "bridge", "farm".
 *
 * Returns: (transfer none) (array zero-terminated=1): the symbols' ids
 */
const char * const *
tactics_terrain_art_list_symbols (void)
{
  return tactics_draw_terrain_list_symbols ();
}

/**
 * tactics_terrain_art_get_symbol_name:
 * @symbol: a symbol id
 *
 * Gives a terrain symbol's name for people.
 *
 * Returns: (transfer none) (nullable): the symbol's name for people,
 *   translated ("Peaks"), or %NULL when @symbol is not one of
 *   tactics_terrain_art_list_symbols()
 */
const char *
tactics_terrain_art_get_symbol_name (const char *symbol)
{
  return tactics_draw_terrain_get_symbol_name (symbol);
}

/**
 * tactics_terrain_art_get_symbol:
 * @terrain: a terrain
 *
 * Gives the symbol drawn for a terrain: its icon when it names (or is a
 * synonym of) a known symbol, else a guess from its id and name ("Forest"
 * gives "trees").
 *
 * Returns: (transfer none) (nullable): the symbol's id, or %NULL for plain
 *   ground
 */
const char *
tactics_terrain_art_get_symbol (TacticsTerrain *terrain)
{
  return tactics_draw_terrain_get_symbol (terrain);
}

/**
 * tactics_terrain_art_get_color:
 * @terrain: a terrain
 * @color: (out caller-allocates): the terrain's colour
 *
 * Gives the terrain's colour; grey when it has none or it does not parse.
 */
void
tactics_terrain_art_get_color (TacticsTerrain *terrain,
                               GdkRGBA        *color)
{
  TacticsDrawColor draw_color;

  g_return_if_fail (TACTICS_IS_TERRAIN (terrain));
  g_return_if_fail (color != NULL);

  tactics_draw_terrain_get_color (terrain, &draw_color);
  *color = (GdkRGBA) { draw_color.red, draw_color.green, draw_color.blue, draw_color.alpha };
}

/**
 * tactics_append_cell_path:
 * @cr: a cairo context
 * @topology: square or hex
 * @cell_size: the cell size, in pixels
 * @center_x: the horizontal position of the cell's centre
 * @center_y: the vertical position of the cell's centre
 * @inset: how many pixels to shrink the outline by
 *
 * Appends a cell's outline (a square, or a pointy-top hex) to the path of
 * @cr.
 */
void
tactics_append_cell_path (cairo_t         *cr,
                          TacticsTopology  topology,
                          double           cell_size,
                          double           center_x,
                          double           center_y,
                          double           inset)
{
  tactics_draw_append_cell_path (cr, topology, cell_size, center_x, center_y, inset);
}

/**
 * tactics_terrain_art_draw_symbol:
 * @cr: a cairo context
 * @symbol_name: a symbol id; an unknown one draws nothing
 * @ground: the colour under the symbol, which its inks derive from
 * @topology: square or hex
 * @cell_size: the cell size, in pixels
 * @center_x: the horizontal position of the cell's centre
 * @center_y: the vertical position of the cell's centre
 * @variant: 0, or 1 to mirror the drawing so that neighbouring cells do not
 *   look stamped
 *
 * Draws a terrain symbol for one cell.
 */
void
tactics_terrain_art_draw_symbol (cairo_t         *cr,
                                 const char      *symbol_name,
                                 const GdkRGBA   *ground,
                                 TacticsTopology  topology,
                                 double           cell_size,
                                 double           center_x,
                                 double           center_y,
                                 guint            variant)
{
  TacticsDrawColor draw_ground;

  g_return_if_fail (ground != NULL);

  color_from_rgba (ground, &draw_ground);
  tactics_draw_terrain_symbol (cr, symbol_name, &draw_ground, topology, cell_size,
                               center_x, center_y, variant);
}

/**
 * tactics_terrain_art_draw_cell:
 * @cr: a cairo context
 * @terrain: a terrain
 * @topology: square or hex
 * @cell_size: the cell size, in pixels
 * @center_x: the horizontal position of the cell's centre
 * @center_y: the vertical position of the cell's centre
 *
 * Draws one whole cell of @terrain: ground, symbol and a thin outline.
 */
void
tactics_terrain_art_draw_cell (cairo_t         *cr,
                               TacticsTerrain  *terrain,
                               TacticsTopology  topology,
                               double           cell_size,
                               double           center_x,
                               double           center_y)
{
  tactics_draw_terrain_cell (cr, terrain, topology, cell_size, center_x, center_y);
}

/**
 * tactics_texture_new_for_surface:
 * @surface: a finished ARGB32 image surface
 *
 * Wraps the surface's pixels in a texture, sharing them: the texture keeps
 * its own reference to @surface, so draw nothing more into the surface
 * afterwards.
 *
 * Returns: (transfer full): the texture
 */
GdkTexture *
tactics_texture_new_for_surface (cairo_surface_t *surface)
{
  g_autoptr(GBytes) bytes = NULL;
  int width;
  int height;
  int stride;

  g_return_val_if_fail (surface != NULL, NULL);
  g_return_val_if_fail (cairo_surface_get_type (surface) == CAIRO_SURFACE_TYPE_IMAGE, NULL);
  g_return_val_if_fail (cairo_image_surface_get_format (surface) == CAIRO_FORMAT_ARGB32, NULL);

  cairo_surface_flush (surface);
  width = cairo_image_surface_get_width (surface);
  height = cairo_image_surface_get_height (surface);
  stride = cairo_image_surface_get_stride (surface);
  /* The texture shares the pixels and keeps the surface alive. */
  bytes = g_bytes_new_with_free_func (cairo_image_surface_get_data (surface),
                                      (gsize) stride * height,
                                      (GDestroyNotify) cairo_surface_destroy,
                                      cairo_surface_reference (surface));

  /* Cairo's ARGB32 is premultiplied native-endian 32-bit, which GDK calls
   * GDK_MEMORY_DEFAULT. */
  return gdk_memory_texture_new (width, height, GDK_MEMORY_DEFAULT, bytes, stride);
}

/* A picture of one cell: its ground, then what @draw adds. */
typedef void (*DrawCell) (cairo_t  *cr,
                          double    cell_size,
                          double    center,
                          gpointer  data);

static GdkTexture *
render_cell (TacticsTopology topology,
             int             size,
             int             scale_factor,
             DrawCell        draw,
             gpointer        data)
{
  cairo_surface_t *surface;
  cairo_t *cr;
  GdkTexture *texture;
  double cell_size;
  int pixels;

  scale_factor = MAX (scale_factor, 1);
  pixels = size * scale_factor;
  surface = cairo_image_surface_create (CAIRO_FORMAT_ARGB32, pixels, pixels);
  cr = cairo_create (surface);

  /* The largest cell that fits: a square fills the box, a hex is 2·size
   * high. */
  cell_size = topology == TACTICS_TOPOLOGY_HEX ? pixels / 2.0 : pixels;
  draw (cr, cell_size, pixels / 2.0, data);

  cairo_destroy (cr);
  texture = tactics_texture_new_for_surface (surface);
  cairo_surface_destroy (surface);
  return texture;
}

typedef struct {
  TacticsTerrain  *terrain;
  TacticsTopology  topology;
} SwatchData;

static void
draw_swatch (cairo_t  *cr,
             double    cell_size,
             double    center,
             gpointer  data)
{
  SwatchData *swatch = data;

  tactics_terrain_art_draw_cell (cr, swatch->terrain, swatch->topology, cell_size, center,
                                 center);
}

/**
 * tactics_terrain_art_render_swatch:
 * @terrain: a terrain
 * @topology: square or hex
 * @size: the picture's width and height, in logical pixels
 * @scale_factor: device pixels per logical pixel
 *
 * Draws one cell of @terrain, for palettes and lists.
 *
 * Returns: (transfer full): the picture
 */
GdkTexture *
tactics_terrain_art_render_swatch (TacticsTerrain  *terrain,
                                   TacticsTopology  topology,
                                   int              size,
                                   int              scale_factor)
{
  SwatchData swatch = { terrain, topology };

  g_return_val_if_fail (TACTICS_IS_TERRAIN (terrain), NULL);
  g_return_val_if_fail (size > 0, NULL);

  return render_cell (topology, size, scale_factor, draw_swatch, &swatch);
}

typedef struct {
  const char      *symbol;
  const GdkRGBA   *ground;
  TacticsTopology  topology;
} SymbolData;

static void
draw_symbol_cell (cairo_t  *cr,
                  double    cell_size,
                  double    center,
                  gpointer  data)
{
  SymbolData *symbol = data;
  TacticsDrawColor ground;
  TacticsDrawColor edge;

  color_from_rgba (symbol->ground, &ground);
  tactics_append_cell_path (cr, symbol->topology, cell_size, center, center, 0.5);
  gdk_cairo_set_source_rgba (cr, symbol->ground);
  cairo_fill_preserve (cr);
  cairo_save (cr);
  cairo_clip_preserve (cr);
  tactics_draw_color_mix (&ground, 0, 0, 0, 0.45, 1.0, &edge);
  tactics_draw_color_set_source (cr, &edge);
  cairo_set_line_width (cr, 1.0);
  cairo_stroke (cr);
  tactics_terrain_art_draw_symbol (cr, symbol->symbol, symbol->ground, symbol->topology,
                                   cell_size, center, center, 0);
  cairo_restore (cr);
}

/**
 * tactics_terrain_art_render_symbol:
 * @symbol: a symbol id; an unknown one gives the bare ground
 * @ground: the cell's colour
 * @topology: square or hex
 * @size: the picture's width and height, in logical pixels
 * @scale_factor: device pixels per logical pixel
 *
 * Draws @symbol on one cell of @ground, for pickers.
 *
 * Returns: (transfer full): the picture
 */
GdkTexture *
tactics_terrain_art_render_symbol (const char      *symbol,
                                   const GdkRGBA   *ground,
                                   TacticsTopology  topology,
                                   int              size,
                                   int              scale_factor)
{
  SymbolData data = { symbol, ground, topology };

  g_return_val_if_fail (ground != NULL, NULL);
  g_return_val_if_fail (size > 0, NULL);

  return render_cell (topology, size, scale_factor, draw_symbol_cell, &data);
}
