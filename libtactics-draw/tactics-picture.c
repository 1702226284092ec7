/* SPDX-License-Identifier: GPL-3.0-or-later */
#include "config.h"

#include "tactics-draw.h"
#include "tactics-picture-private.h"

/* What the enemy threatens: the colour of an action's effect, dashed. */
#define THREAT_FILL_ALPHA 0.25

/* Below this cell size (in pixels) units are plain tokens of their
 * side's colour and shape: a glyph on them would be under 7 pixels high,
 * unreadable, and writing it costs the font stack's start-up, longer than
 * the rest of a small picture. The same size below which the board writes
 * no region names. */
#define PLAIN_TOKEN_CELL_SIZE 14.0

struct _TacticsPicture
{
  gatomicrefcount ref_count;
  TacticsMap            *map;
  TacticsScenario       *scenario;
  TacticsMatch          *match;
  TacticsView           *view;       /* whose fog, whose units seen */
  TacticsPictureLayers   layers;
  TacticsTerrainPainter *painter;
  GArray                *marked[2];  /* TacticsCell by TacticsPictureMark */
  gboolean               preview;    /* regions without their names */
};

/**
 * TacticsPicture:
 *
 * A whole board drawn into any cairo_t (an image, SVG, PDF): the terrain
 * as the board widget shows it, then a scenario's regions and start zones,
 * marked cells and units. It draws what it is given: what a unit reaches or
 * the enemy threatens comes from the engine.
 */

G_DEFINE_BOXED_TYPE (TacticsPicture, tactics_picture, tactics_picture_ref, tactics_picture_unref)

/**
 * tactics_picture_new:
 * @map: the map to draw; the picture keeps a reference
 *
 * Makes a picture of @map's terrain, to which a scenario, a match, layers
 * and marked cells may be added.
 *
 * Returns: (transfer full): the picture
 */
TacticsPicture *
tactics_picture_new (TacticsMap *map)
{
  TacticsPicture *self;

  g_return_val_if_fail (TACTICS_IS_MAP (map), NULL);

  self = g_new0 (TacticsPicture, 1);
  g_atomic_ref_count_init (&self->ref_count);
  self->map = g_object_ref (map);
  self->painter = tactics_terrain_painter_new (map);
  for (guint i = 0; i < G_N_ELEMENTS (self->marked); i++)
    self->marked[i] = g_array_new (FALSE, FALSE, sizeof (TacticsCell));
  return self;
}

/**
 * tactics_picture_ref:
 * @self: a picture
 *
 * Takes a reference to a picture.
 *
 * Returns: (transfer full): @self
 */
TacticsPicture *
tactics_picture_ref (TacticsPicture *self)
{
  g_return_val_if_fail (self != NULL, NULL);

  g_atomic_ref_count_inc (&self->ref_count);
  return self;
}

/**
 * tactics_picture_unref:
 * @self: (nullable) (transfer full): a picture
 *
 * Drops a reference to a picture, freeing it with the last.
 */
void
tactics_picture_unref (TacticsPicture *self)
{
  if (self == NULL || !g_atomic_ref_count_dec (&self->ref_count))
    return;

  for (guint i = 0; i < G_N_ELEMENTS (self->marked); i++)
    g_clear_pointer (&self->marked[i], g_array_unref);
  g_clear_pointer (&self->painter, tactics_terrain_painter_unref);
  g_clear_object (&self->view);
  g_clear_object (&self->match);
  g_clear_object (&self->scenario);
  g_clear_object (&self->map);
  g_free (self);
}

/**
 * tactics_picture_set_scenario:
 * @self: a picture
 * @scenario: (nullable): a scenario of the picture's map
 *
 * Sets the scenario whose regions, start zones and placed units the
 * layers show.
 */
void
tactics_picture_set_scenario (TacticsPicture  *self,
                              TacticsScenario *scenario)
{
  g_return_if_fail (self != NULL);
  g_return_if_fail (scenario == NULL || TACTICS_IS_SCENARIO (scenario));

  g_set_object (&self->scenario, scenario);
}

/**
 * tactics_picture_set_match:
 * @self: a picture
 * @match: (nullable): a match on the picture's map
 *
 * Sets the match whose units the units layer shows, where they stand now;
 * they take the place of a scenario's placed units.
 */
void
tactics_picture_set_match (TacticsPicture *self,
                           TacticsMatch   *match)
{
  g_return_if_fail (self != NULL);
  g_return_if_fail (match == NULL || TACTICS_IS_MATCH (match));

  g_set_object (&self->match, match);
}

/**
 * tactics_picture_set_view:
 * @self: a picture
 * @view: (nullable): a player's view of the picture's match, or %NULL to
 *   draw everything
 *
 * Draws the board as @view's player knows it: the fog of war over the
 * terrain and regions (see tactics_draw_fog()), and of the match's units
 * only those the player sees.
 */
void
tactics_picture_set_view (TacticsPicture *self,
                          TacticsView    *view)
{
  g_return_if_fail (self != NULL);
  g_return_if_fail (view == NULL || TACTICS_IS_VIEW (view));

  g_set_object (&self->view, view);
}

/**
 * tactics_picture_get_view:
 * @self: a picture
 *
 * Gives the view the picture is drawn from.
 *
 * Returns: (transfer none) (nullable): the view, or %NULL
 */
TacticsView *
tactics_picture_get_view (TacticsPicture *self)
{
  g_return_val_if_fail (self != NULL, NULL);
  return self->view;
}

/**
 * tactics_picture_get_map:
 * @self: a picture
 *
 * Gives the map drawn.
 *
 * Returns: (transfer none): the map
 */
TacticsMap *
tactics_picture_get_map (TacticsPicture *self)
{
  g_return_val_if_fail (self != NULL, NULL);

  return self->map;
}

/**
 * tactics_picture_get_scenario:
 * @self: a picture
 *
 * Gives the scenario drawn.
 *
 * Returns: (transfer none) (nullable): the scenario
 */
TacticsScenario *
tactics_picture_get_scenario (TacticsPicture *self)
{
  g_return_val_if_fail (self != NULL, NULL);

  return self->scenario;
}

/**
 * tactics_picture_get_match:
 * @self: a picture
 *
 * Gives the match whose units are drawn.
 *
 * Returns: (transfer none) (nullable): the match
 */
TacticsMatch *
tactics_picture_get_match (TacticsPicture *self)
{
  g_return_val_if_fail (self != NULL, NULL);

  return self->match;
}

/**
 * tactics_picture_set_layers:
 * @self: a picture
 * @layers: what to show over the terrain
 *
 * Chooses what the picture shows over the terrain.
 */
void
tactics_picture_set_layers (TacticsPicture       *self,
                            TacticsPictureLayers  layers)
{
  g_return_if_fail (self != NULL);

  self->layers = layers;
}

/**
 * tactics_picture_set_marked:
 * @self: a picture
 * @mark: which set of cells
 * @cells: (array length=n_cells) (nullable): the cells
 * @n_cells: how many
 *
 * Replaces a set of marked cells; those off the board are left out.
 */
void
tactics_picture_set_marked (TacticsPicture     *self,
                            TacticsPictureMark  mark,
                            const TacticsCell  *cells,
                            guint               n_cells)
{
  GArray *marked;

  g_return_if_fail (self != NULL);
  g_return_if_fail (mark <= TACTICS_PICTURE_MARK_THREAT);
  g_return_if_fail (cells != NULL || n_cells == 0);

  marked = self->marked[mark];
  g_array_set_size (marked, 0);
  for (guint i = 0; i < n_cells; i++)
    if (tactics_map_contains (self->map, cells[i]))
      g_array_append_val (marked, cells[i]);
}

void
tactics_picture_set_preview (TacticsPicture *self,
                             gboolean        preview)
{
  g_return_if_fail (self != NULL);

  self->preview = preview;
}

/**
 * tactics_picture_get_size:
 * @self: a picture
 * @cell_size: the cell size, in pixels
 * @width: (out): the picture's width
 * @height: (out): the picture's height
 *
 * Gives the size of the picture at a cell size: the board's.
 */
void
tactics_picture_get_size (TacticsPicture *self,
                          double          cell_size,
                          double         *width,
                          double         *height)
{
  g_return_if_fail (self != NULL);
  g_return_if_fail (width != NULL && height != NULL);

  tactics_board_pixel_size (tactics_map_get_topology (self->map), cell_size,
                            tactics_map_get_width (self->map), tactics_map_get_height (self->map),
                            width, height);
}

/**
 * tactics_picture_fit_cell_size:
 * @self: a picture
 * @width: the room's width, in pixels
 * @height: the room's height, in pixels
 *
 * Finds the cell size at which the whole board fits a room: a board's
 * size grows in proportion to its cell size.
 *
 * Returns: the largest cell size that fits
 */
double
tactics_picture_fit_cell_size (TacticsPicture *self,
                               double          width,
                               double          height)
{
  double unit_width;
  double unit_height;

  g_return_val_if_fail (self != NULL, 1.0);

  tactics_picture_get_size (self, 1.0, &unit_width, &unit_height);
  return MIN (width / unit_width, height / unit_height);
}

/* One byte a cell, for the area painter. */
static guint8 *
new_mask (TacticsPicture    *self,
          const TacticsCell *cells,
          guint              n_cells)
{
  int width = tactics_map_get_width (self->map);
  guint8 *mask = g_malloc0 ((gsize) width * tactics_map_get_height (self->map));

  for (guint i = 0; i < n_cells; i++)
    if (tactics_map_contains (self->map, cells[i]))
      mask[(gsize) cells[i].y * width + cells[i].x] = 1;
  return mask;
}

static void
draw_area (TacticsPicture         *self,
           cairo_t                *cr,
           double                  cell_size,
           const TacticsCell      *cells,
           guint                   n_cells,
           const TacticsDrawColor *color,
           double                  fill_alpha,
           gboolean                dashed)
{
  g_autofree guint8 *bytes = new_mask (self, cells, n_cells);
  TacticsDrawCellMask mask = {
    tactics_map_get_topology (self->map),
    tactics_map_get_width (self->map),
    tactics_map_get_height (self->map),
    bytes,
    0, 0,
  };

  tactics_draw_cell_area (cr, &mask, cell_size, color, fill_alpha, dashed);
}

/* Cells as the board's cell layer shows them in @style, in @color or the
 * style's own. */
static void
draw_styled_area (TacticsPicture         *self,
                  cairo_t                *cr,
                  double                  cell_size,
                  const TacticsCell      *cells,
                  guint                   n_cells,
                  TacticsDrawCellStyle    style,
                  const TacticsDrawColor *color)
{
  TacticsDrawColor style_color;
  double fill_alpha;
  gboolean dashed;

  tactics_draw_cell_style_get_color (style, &style_color);
  if (!tactics_draw_cell_style_get_area (style, &fill_alpha, &dashed))
    g_return_if_reached ();
  draw_area (self, cr, cell_size, cells, n_cells, color != NULL ? color : &style_color,
             fill_alpha, dashed);
}

/* Whether a side starts in @region. */
static gboolean
is_start_zone (TacticsPicture *self,
               TacticsRegion  *region)
{
  GListModel *sides = tactics_scenario_get_sides (self->scenario);

  for (guint i = 0; i < g_list_model_get_n_items (sides); i++)
    {
      g_autoptr(TacticsSide) side = g_list_model_get_item (sides, i);

      if (g_strcmp0 (tactics_side_get_start_zone (side), tactics_region_get_id (region)) == 0)
        return TRUE;
    }
  return FALSE;
}

static void
draw_regions (TacticsPicture *self,
              cairo_t        *cr,
              double          cell_size)
{
  GListModel *regions = tactics_scenario_get_regions (self->scenario);
  guint n_regions = g_list_model_get_n_items (regions);

  for (guint i = 0; i < n_regions; i++)
    {
      g_autoptr(TacticsRegion) region = g_list_model_get_item (regions, i);
      TacticsDrawColor color;
      guint n_cells;
      const TacticsCell *cells = tactics_region_get_cells (region, &n_cells);

      /* A preview shows a start zone in its side's colour only: two washes
       * on one small area read as neither. */
      if (self->preview && (self->layers & TACTICS_PICTURE_STARTS)
          && is_start_zone (self, region))
        continue;

      tactics_draw_cell_style_get_color (TACTICS_DRAW_CELLS_REGION, &color);
      tactics_draw_color_parse (&color, tactics_region_get_color (region));
      draw_styled_area (self, cr, cell_size, cells, n_cells, TACTICS_DRAW_CELLS_REGION, &color);
    }
  if (self->preview)
    return;
  /* Names over every wash, so no region covers another's. */
  for (guint i = 0; i < n_regions; i++)
    {
      g_autoptr(TacticsRegion) region = g_list_model_get_item (regions, i);
      guint n_cells;
      const TacticsCell *cells = tactics_region_get_cells (region, &n_cells);
      TacticsCell cell = tactics_draw_find_label_cell (cells, n_cells);
      double x;
      double y;

      if (n_cells == 0)
        continue;
      tactics_cell_to_pixel (tactics_map_get_topology (self->map), cell_size, cell, &x, &y);
      tactics_draw_cell_label (cr, tactics_region_get_display_name (region), cell_size, x, y);
    }
}

/* Each side's start zone dashed in its team's colour. */
static void
draw_starts (TacticsPicture *self,
             cairo_t        *cr,
             double          cell_size)
{
  GListModel *sides = tactics_scenario_get_sides (self->scenario);

  for (guint i = 0; i < g_list_model_get_n_items (sides); i++)
    {
      g_autoptr(TacticsSide) side = g_list_model_get_item (sides, i);
      const char *zone = tactics_side_get_start_zone (side);
      TacticsRegion *region;
      TacticsDrawColor color;
      const TacticsCell *cells;
      guint n_cells;

      if (zone == NULL || (region = tactics_scenario_lookup_region (self->scenario, zone)) == NULL)
        continue;
      cells = tactics_region_get_cells (region, &n_cells);
      tactics_draw_team_get_color (tactics_side_get_team (side), &color);
      draw_styled_area (self, cr, cell_size, cells, n_cells, TACTICS_DRAW_CELLS_START_ZONE,
                        &color);
    }
}

/* The team whose palette colour a player's colour is, for its token
 * shape; players of other colours get circles. */
static TacticsDrawTokenShape
shape_of_color (const TacticsDrawColor *color)
{
  for (guint team = 0; team < TACTICS_DRAW_N_TEAMS; team++)
    {
      TacticsDrawColor palette;

      tactics_draw_team_get_color (team, &palette);
      if (ABS (palette.red - color->red) < 0.002 && ABS (palette.green - color->green) < 0.002
          && ABS (palette.blue - color->blue) < 0.002)
        return tactics_draw_team_get_shape (team);
    }
  return TACTICS_DRAW_TOKEN_CIRCLE;
}

/* A unit as the board's token layer draws it: the token, and its health
 * bar when @health is not negative. */
typedef struct {
  TacticsCell            cell;
  TacticsDrawTokenShape  shape;
  TacticsDrawColor       color;
  const char            *glyph;
  double                 health;
} Token;

/* Lower rows in front, as on the board. */
static int
compare_tokens (gconstpointer a,
                gconstpointer b)
{
  const Token *first = a;
  const Token *second = b;

  if (first->cell.y != second->cell.y)
    return first->cell.y < second->cell.y ? -1 : 1;
  return (first->cell.x > second->cell.x) - (first->cell.x < second->cell.x);
}

static void
draw_tokens (TacticsPicture *self,
             cairo_t        *cr,
             double          cell_size,
             GArray         *tokens)
{
  TacticsTopology topology = tactics_map_get_topology (self->map);
  double size = tactics_draw_token_size_on_cell (topology, cell_size);
  gboolean plain = cell_size < PLAIN_TOKEN_CELL_SIZE;

  g_array_sort (tokens, compare_tokens);
  for (guint i = 0; i < tokens->len; i++)
    {
      const Token *token = &g_array_index (tokens, Token, i);
      double x;
      double y;

      tactics_cell_to_pixel (topology, cell_size, token->cell, &x, &y);
      tactics_draw_token (cr, token->shape, &token->color, plain ? NULL : token->glyph, x, y,
                          size, TACTICS_DRAW_TOKEN_PLAIN);
      if (token->health >= 0.0)
        tactics_draw_health_bar (cr, token->health, x, y, size);
    }
}

static const char *
glyph_of (TacticsPicture *self,
          const char     *unit_type_id)
{
  TacticsRuleset *ruleset = tactics_map_get_ruleset (self->map);
  TacticsUnitType *type = unit_type_id != NULL
                          ? tactics_ruleset_lookup_unit_type (ruleset, unit_type_id) : NULL;

  return type != NULL ? tactics_unit_type_get_glyph (type) : "?";
}

/* A match's units where they stand, in their players' colours, with
 * their health. */
static void
add_match_units (TacticsPicture *self,
                 GArray         *tokens)
{
  for (guint i = 0; i < tactics_match_get_n_units (self->match); i++)
    {
      TacticsUnit *unit = tactics_match_get_unit (self->match, i);
      TacticsPlayer *player;
      int max_hp = tactics_unit_get_max_hp (unit);
      Token token = { .color = { 0.5, 0.5, 0.5, 1.0 } };

      if (!tactics_unit_is_on_board (unit) ||
          (self->view != NULL && !tactics_view_sees_unit (self->view, unit)))
        continue;
      player = tactics_match_get_player (self->match, tactics_unit_get_owner (unit));
      if (player != NULL)
        tactics_draw_color_parse (&token.color, tactics_player_get_color (player));
      token.cell = tactics_unit_get_cell (unit);
      token.shape = shape_of_color (&token.color);
      token.glyph = tactics_unit_type_get_glyph (tactics_unit_get_unit_type (unit));
      token.health = max_hp > 0 ? (double) MAX (tactics_unit_get_hp (unit), 0) / max_hp : 0.0;
      g_array_append_val (tokens, token);
    }
}

/* A scenario's placed units in their sides' team colours and shapes. */
static void
add_placed_units (TacticsPicture *self,
                  GArray         *tokens)
{
  GListModel *sides = tactics_scenario_get_sides (self->scenario);

  for (guint i = 0; i < g_list_model_get_n_items (sides); i++)
    {
      g_autoptr(TacticsSide) side = g_list_model_get_item (sides, i);
      guint team = tactics_side_get_team (side);

      for (guint u = 0; u < tactics_side_get_n_placed_units (side); u++)
        {
          const TacticsPlacedUnit *placed = tactics_side_get_placed_unit (side, u);
          Token token = { placed->cell, tactics_draw_team_get_shape (team), { 0 },
                          glyph_of (self, placed->unit_type), -1.0 };

          tactics_draw_team_get_color (team, &token.color);
          g_array_append_val (tokens, token);
        }
    }
}

/**
 * tactics_picture_draw:
 * @self: a picture
 * @cr: where to draw
 * @cell_size: the cell size, in pixels of @cr
 *
 * Draws the picture with its top left corner at (0, 0) of @cr: the
 * terrain as the board shows it at this cell size, then the regions, the
 * start zones, the fog of the view, the marked cells and the units (a
 * match's with their health) the layers ask for, each as the board's
 * layers draw it. Below 14 pixels a cell, where a unit's glyph would be
 * unreadable, units are plain tokens of their side's colour and shape.
 */
void
tactics_picture_draw (TacticsPicture *self,
                      cairo_t        *cr,
                      double          cell_size)
{
  double width;
  double height;

  g_return_if_fail (self != NULL);
  g_return_if_fail (cr != NULL);
  g_return_if_fail (cell_size > 0.0);

  tactics_picture_get_size (self, cell_size, &width, &height);
  tactics_terrain_painter_draw (self->          painter, cr, cell_size,
                                (self->layers & TACTICS_PICTURE_GRID) != 0,
                                0, 0,           width, height);

  if (self->scenario != NULL && (self->layers & TACTICS_PICTURE_REGIONS))
    draw_regions (self, cr, cell_size);
  if (self->scenario != NULL && (self->layers & TACTICS_PICTURE_STARTS))
    draw_starts (self, cr, cell_size);
  if (self->view != NULL)
    {
      int map_width = tactics_map_get_width (self->map);
      int map_height = tactics_map_get_height (self->map);
      g_autofree guint8 *states = g_new0 (guint8, (gsize) map_width * map_height);
      TacticsDrawCellMask mask = { tactics_map_get_topology (self->map), map_width, map_height,
                                   states };

      tactics_draw_fog_read_view (self->view, map_width, map_height, states);
      tactics_draw_fog (cr, &mask, cell_size, 0, 0, map_width - 1, map_height - 1);
    }
  if (self->marked[TACTICS_PICTURE_MARK_REACH]->len > 0)
    draw_styled_area (self, cr, cell_size,
                      (TacticsCell *) self->marked[TACTICS_PICTURE_MARK_REACH]->data,
                      self->marked[TACTICS_PICTURE_MARK_REACH]->len, TACTICS_DRAW_CELLS_REACH,
                      NULL);
  if (self->marked[TACTICS_PICTURE_MARK_THREAT]->len > 0)
    {
      TacticsDrawColor threat;

      tactics_draw_cell_style_get_color (TACTICS_DRAW_CELLS_EFFECT, &threat);
      draw_area (self, cr, cell_size,
                 (TacticsCell *) self->marked[TACTICS_PICTURE_MARK_THREAT]->data,
                 self->marked[TACTICS_PICTURE_MARK_THREAT]->len, &threat, THREAT_FILL_ALPHA, TRUE);
    }
  if (self->layers & TACTICS_PICTURE_UNITS)
    {
      g_autoptr(GArray) tokens = g_array_new (FALSE, FALSE, sizeof (Token));

      if (self->match != NULL)
        add_match_units (self, tokens);
      else if (self->scenario != NULL)
        add_placed_units (self, tokens);
      draw_tokens (self, cr, cell_size, tokens);
    }
}
