/* SPDX-License-Identifier: GPL-3.0-or-later */
#include "config.h"

#include <glib/gi18n-lib.h>
#include <math.h>
#include <string.h>

#include "tactics-gtk.h"
#include "tactics-terrain-art-private.h"
#include "tactics-terrain-symbols-private.h"


typedef struct {
  const char *word;
  const char *symbol;
} SymbolWord;


/* Words found in icon names, ids and names, in the order they are tried
 * ("mountain pass" is peaks before road). */
static const SymbolWord symbol_words[] = {
  { "mountain", "peaks" }, { "peak", "peaks" }, { "cliff", "peaks" },
  { "forest", "trees" }, { "wood", "trees" }, { "tree", "trees" }, { "jungle", "trees" },
  { "pine", "trees" },
  { "hill", "hills" },
  { "rock", "rocks" }, { "stone", "rocks" }, { "boulder", "rocks" },
  { "swamp", "swamp" }, { "marsh", "swamp" }, { "bog", "swamp" }, { "fen", "swamp" },
  { "reed", "swamp" },
  { "ripple", "ripples" }, { "ford", "ripples" }, { "shallow", "ripples" },
  { "water", "waves" }, { "wave", "waves" }, { "sea", "waves" }, { "ocean", "waves" },
  { "lake", "waves" }, { "river", "waves" }, { "deep", "waves" },
  { "sand", "sand" }, { "desert", "sand" }, { "beach", "sand" }, { "dune", "sand" },
  { "bridge", "bridge" },
  { "road", "road" }, { "path", "road" }, { "track", "road" },
  { "wall", "bricks" }, { "brick", "bricks" }, { "building", "bricks" },
  { "snow", "snow" }, { "tundra", "snow" },
  { "ice", "ice" }, { "glacier", "ice" },
  { "lava", "lava" }, { "magma", "lava" },
  { "village", "village" }, { "house", "village" }, { "town", "village" },
  { "castle", "castle" }, { "fort", "castle" }, { "keep", "castle" }, { "tower", "castle" },
  { "cave", "cave" },
  { "farm", "farm" }, { "crop", "farm" }, { "field", "farm" },
  { "grass", "grass" }, { "plain", "grass" }, { "meadow", "grass" },
};

static const TacticsTerrainSymbol *
find_symbol (const char *name)
{
  if (name == NULL)
    return NULL;

  for (guint i = 0; i < tactics_terrain_n_symbols; i++)
    if (g_str_equal (tactics_terrain_symbols[i].name, name))
      return &tactics_terrain_symbols[i];
  return NULL;
}

static const char *
guess_symbol (const char *text)
{
  g_autofree char *folded = NULL;

  if (text == NULL || *text == '\0')
    return NULL;

  folded = g_ascii_strdown (text, -1);
  for (guint i = 0; i < G_N_ELEMENTS (symbol_words); i++)
    if (strstr (folded, symbol_words[i].word) != NULL)
      return symbol_words[i].symbol;
  return NULL;
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
  static const char **names;

  if (names == NULL)
    {
      const char **list = g_new0 (const char *, tactics_terrain_n_symbols + 1);

      for (guint i = 0; i < tactics_terrain_n_symbols; i++)
        list[i] = tactics_terrain_symbols[i].name;
      names = list;
    }
  return names;
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
  const TacticsTerrainSymbol *found = find_symbol (symbol);

  return found != NULL ? g_dpgettext2 (GETTEXT_PACKAGE, "terrain symbol", found->label) : NULL;
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
  const char *icon;
  const char *guess;
  const TacticsTerrainSymbol *symbol;

  g_return_val_if_fail (TACTICS_IS_TERRAIN (terrain), NULL);

  icon = tactics_terrain_get_icon (terrain);
  symbol = find_symbol (icon);
  if (symbol != NULL)
    return symbol->name;

  if ((guess = guess_symbol (icon)) != NULL)
    return guess;
  /* The id is often a word too ("forest"), the name the most telling. */
  if ((guess = guess_symbol (tactics_terrain_get_name (terrain))) != NULL)
    return guess;
  return guess_symbol (tactics_terrain_get_id (terrain));
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
  const char *text;

  g_return_if_fail (TACTICS_IS_TERRAIN (terrain));
  g_return_if_fail (color != NULL);

  text = tactics_terrain_get_color (terrain);
  if (text == NULL || !gdk_rgba_parse (color, text))
    *color = (GdkRGBA) { 0.6, 0.6, 0.6, 1.0 };
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
  g_return_if_fail (cr != NULL);

  double inset_size = tactics_cell_inset_size (topology, cell_size, inset);

  if (topology == TACTICS_TOPOLOGY_HEX)
    {
      for (int corner = 0; corner < 6; corner++)
        {
          double x, y;

          tactics_cell_corner (topology, inset_size, center_x, center_y, corner, &x, &y);

          if (corner == 0)
            cairo_move_to (cr, x, y);
          else
            cairo_line_to (cr, x, y);
        }
      cairo_close_path (cr);
    }
  else
    {
      double half = inset_size / 2.0;

      cairo_rectangle (cr, center_x - half, center_y - half, 2 * half, 2 * half);
    }
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
  const TacticsTerrainSymbol *symbol;
  double radius;
  double line_width;

  g_return_if_fail (cr != NULL);
  g_return_if_fail (ground != NULL);

  symbol = find_symbol (symbol_name);
  if (symbol == NULL || cell_size <= 0.0)
    return;

  /* Half the side of the square the drawing fills: inside a square cell,
   * or inside a hex's inscribed circle. */
  if (topology == TACTICS_TOPOLOGY_HEX)
    radius = tactics_cell_breadth (topology, cell_size) / 2.0 * 0.72;
  else
    radius = cell_size / 2.0 * 0.8;

  /* About a pixel and a half at small sizes, thicker when zoomed in. */
  line_width = CLAMP (cell_size * 0.045, 1.1, 3.0) / radius;

  cairo_save (cr);
  cairo_new_path (cr);
  cairo_translate (cr, center_x, center_y);
  cairo_scale (cr, (variant & 1) ? -radius : radius, radius);
  symbol->draw (cr, ground, line_width);
  cairo_restore (cr);
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
  GdkRGBA ground;
  GdkRGBA edge;

  g_return_if_fail (cr != NULL);
  g_return_if_fail (TACTICS_IS_TERRAIN (terrain));

  tactics_terrain_art_get_color (terrain, &ground);

  cairo_save (cr);
  tactics_append_cell_path (cr, topology, cell_size, center_x, center_y, 0.5);
  gdk_cairo_set_source_rgba (cr, &ground);
  cairo_fill_preserve (cr);
  /* Clipping uses the path up: the symbol starts from an empty one. */
  cairo_clip (cr);
  tactics_terrain_art_draw_symbol (cr, tactics_terrain_art_get_symbol (terrain), &ground,
                                   topology, cell_size, center_x, center_y, 0);
  cairo_restore (cr);

  cairo_save (cr);
  tactics_append_cell_path (cr, topology, cell_size, center_x, center_y, 0.5);
  tactics_terrain_mix (&ground, 0, 0, 0, 0.45, 1.0, &edge);
  gdk_cairo_set_source_rgba (cr, &edge);
  cairo_set_line_width (cr, 1.0);
  cairo_stroke (cr);
  cairo_restore (cr);
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
  GdkRGBA edge;

  tactics_append_cell_path (cr, symbol->topology, cell_size, center, center, 0.5);
  gdk_cairo_set_source_rgba (cr, symbol->ground);
  cairo_fill_preserve (cr);
  cairo_save (cr);
  cairo_clip_preserve (cr);
  tactics_terrain_mix (symbol->ground, 0, 0, 0, 0.45, 1.0, &edge);
  gdk_cairo_set_source_rgba (cr, &edge);
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
