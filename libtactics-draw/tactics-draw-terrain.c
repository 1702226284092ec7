/* SPDX-License-Identifier: GPL-3.0-or-later */
#include "config.h"

#include <glib/gi18n-lib.h>
#include <math.h>
#include <string.h>

#include "tactics-draw.h"
#include "tactics-draw-symbols-private.h"

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
 * tactics_draw_terrain_list_symbols:
 *
 * Gives the symbols known: "grass", "trees", "hills", "peaks", "rocks",
 * "waves", "ripples", "sand", "swamp", "road", "bricks", "snow", "ice",
 * "lava", "village", "castle", "cave", "bridge", "farm".
 *
 * Returns: (transfer none) (array zero-terminated=1): the symbols' ids
 */
const char * const *
tactics_draw_terrain_list_symbols (void)
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
 * tactics_draw_terrain_get_symbol_name:
 * @symbol: a symbol id
 *
 * Gives a terrain symbol's name for people.
 *
 * Returns: (transfer none) (nullable): the symbol's name for people,
 *   translated ("Peaks"), or %NULL when @symbol is not one of
 *   tactics_draw_terrain_list_symbols()
 */
const char *
tactics_draw_terrain_get_symbol_name (const char *symbol)
{
  const TacticsTerrainSymbol *found = find_symbol (symbol);

  return found != NULL ? g_dpgettext2 (GETTEXT_PACKAGE, "terrain symbol", found->label) : NULL;
}

/**
 * tactics_draw_terrain_get_symbol:
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
tactics_draw_terrain_get_symbol (TacticsTerrain *terrain)
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
 * tactics_draw_terrain_get_color:
 * @terrain: a terrain
 * @color: (out caller-allocates): the terrain's colour
 *
 * Gives the terrain's colour; grey when it has none or it does not parse.
 */
void
tactics_draw_terrain_get_color (TacticsTerrain   *terrain,
                                TacticsDrawColor *color)
{
  const char *text;

  g_return_if_fail (TACTICS_IS_TERRAIN (terrain));
  g_return_if_fail (color != NULL);

  text = tactics_terrain_get_color (terrain);
  if (text == NULL || !tactics_draw_color_parse (color, text))
    *color = (TacticsDrawColor) { 0.6, 0.6, 0.6, 1.0 };
}

/**
 * tactics_draw_terrain_symbol:
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
tactics_draw_terrain_symbol (cairo_t                *cr,
                             const char             *symbol_name,
                             const TacticsDrawColor *ground,
                             TacticsTopology         topology,
                             double                  cell_size,
                             double                  center_x,
                             double                  center_y,
                             guint                   variant)
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
 * tactics_draw_terrain_cell:
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
tactics_draw_terrain_cell (cairo_t         *cr,
                           TacticsTerrain  *terrain,
                           TacticsTopology  topology,
                           double           cell_size,
                           double           center_x,
                           double           center_y)
{
  TacticsDrawColor ground;
  TacticsDrawColor edge;

  g_return_if_fail (cr != NULL);
  g_return_if_fail (TACTICS_IS_TERRAIN (terrain));

  tactics_draw_terrain_get_color (terrain, &ground);

  cairo_save (cr);
  tactics_draw_append_cell_path (cr, topology, cell_size, center_x, center_y, 0.5);
  tactics_draw_color_set_source (cr, &ground);
  cairo_fill_preserve (cr);
  /* Clipping uses the path up: the symbol starts from an empty one. */
  cairo_clip (cr);
  tactics_draw_terrain_symbol (cr, tactics_draw_terrain_get_symbol (terrain), &ground,
                                   topology, cell_size, center_x, center_y, 0);
  cairo_restore (cr);

  cairo_save (cr);
  tactics_draw_append_cell_path (cr, topology, cell_size, center_x, center_y, 0.5);
  tactics_draw_color_mix (&ground, 0, 0, 0, 0.45, 1.0, &edge);
  tactics_draw_color_set_source (cr, &edge);
  cairo_set_line_width (cr, 1.0);
  cairo_stroke (cr);
  cairo_restore (cr);
}

