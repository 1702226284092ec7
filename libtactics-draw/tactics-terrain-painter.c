/* SPDX-License-Identifier: GPL-3.0-or-later */
#include "config.h"

#include <math.h>

#include "tactics-draw.h"

#define TILE TACTICS_TERRAIN_TILE_SIZE
/* Below this device cell size grid lines would cover the terrain. */
#define GRID_MIN_CELL_SIZE 6.0
/* Below this device cell size a hex tile is drawn pixel by pixel, each the
 * colour of the hex under its middle: a path per hex would cost seconds and
 * hundreds of megabytes for the millions of hexes of a large map at fit. */
#define HEX_SAMPLE_CELL_SIZE 3.0
/* Symbols are drawn only from this device cell size up: smaller, they blur
 * into noise. */
#define SYMBOL_MIN_CELL_SIZE 14.0
/* Slight per-cell changes in brightness keep large areas from looking
 * flat; three shades per terrain. */
#define N_SHADES 3

typedef struct {
  guint32           pixels[N_SHADES];  /* opaque ARGB32 ground colours */
  TacticsDrawColor  ground;
  const char       *symbol;            /* static, may be NULL */
  cairo_surface_t  *stamps[2];         /* the symbol, plain and mirrored */
} TerrainLook;

struct _TacticsTerrainPainter
{
  gatomicrefcount ref_count;
  TacticsMap *map;
  /* What the stamps were drawn for. */
  double      device_cell_size;
  gboolean    show_grid;
  GArray     *looks;        /* TerrainLook by terrain index, built lazily */
  int         stamp_size;   /* device pixels, for device_cell_size */
};

static void
look_clear (gpointer data)
{
  TerrainLook *look = data;

  for (guint i = 0; i < G_N_ELEMENTS (look->stamps); i++)
    g_clear_pointer (&look->stamps[i], cairo_surface_destroy);
}

/**
 * TacticsTerrainPainter:
 *
 * Paints a map's terrain in square tiles of device pixels
 * (%TACTICS_TERRAIN_TILE_SIZE a side): the board widget keeps them as
 * render nodes, pictures paint them in place, so both show the same pixels.
 */

/**
 * TACTICS_TERRAIN_TILE_SIZE:
 *
 * The side of a terrain tile, in device pixels.
 */

G_DEFINE_BOXED_TYPE (TacticsTerrainPainter, tactics_terrain_painter, tactics_terrain_painter_ref, tactics_terrain_painter_unref)

/**
 * tactics_terrain_painter_new:
 * @map: the map to paint; the painter keeps a reference
 *
 * Makes a painter of @map's terrain, which follows the map's cells as they
 * change (call tactics_terrain_painter_forget() when its terrains do).
 *
 * Returns: (transfer full): the painter
 */
TacticsTerrainPainter *
tactics_terrain_painter_new (TacticsMap *map)
{
  TacticsTerrainPainter *self;

  g_return_val_if_fail (TACTICS_IS_MAP (map), NULL);

  self = g_new0 (TacticsTerrainPainter, 1);
  g_atomic_ref_count_init (&self->ref_count);
  self->map = g_object_ref (map);
  self->looks = g_array_new (FALSE, TRUE, sizeof (TerrainLook));
  g_array_set_clear_func (self->looks, look_clear);
  return self;
}

/**
 * tactics_terrain_painter_ref:
 * @self: a painter
 *
 * Takes a reference to a painter.
 *
 * Returns: (transfer full): @self
 */
TacticsTerrainPainter *
tactics_terrain_painter_ref (TacticsTerrainPainter *self)
{
  g_return_val_if_fail (self != NULL, NULL);

  g_atomic_ref_count_inc (&self->ref_count);
  return self;
}

/**
 * tactics_terrain_painter_unref:
 * @self: (nullable) (transfer full): a painter
 *
 * Drops a reference to a painter, freeing it with the last.
 */
void
tactics_terrain_painter_unref (TacticsTerrainPainter *self)
{
  if (self == NULL || !g_atomic_ref_count_dec (&self->ref_count))
    return;

  g_clear_pointer (&self->looks, g_array_unref);
  g_clear_object (&self->map);
  g_free (self);
}

/**
 * tactics_terrain_painter_get_map:
 * @self: a painter
 *
 * Gives the map painted.
 *
 * Returns: (transfer none): the map
 */
TacticsMap *
tactics_terrain_painter_get_map (TacticsTerrainPainter *self)
{
  g_return_val_if_fail (self != NULL, NULL);

  return self->map;
}

/**
 * tactics_terrain_painter_forget:
 * @self: a painter
 *
 * Forgets the terrains' colours and symbols learnt so far, to learn them
 * again from the ruleset at the next tile.
 */
void
tactics_terrain_painter_forget (TacticsTerrainPainter *self)
{
  g_return_if_fail (self != NULL);

  g_array_set_size (self->looks, 0);
}

static guint32
pack_pixel (const TacticsDrawColor *color)
{
  guint r = (guint) lround (CLAMP (color->red, 0.0, 1.0) * 255.0);
  guint g = (guint) lround (CLAMP (color->green, 0.0, 1.0) * 255.0);
  guint b = (guint) lround (CLAMP (color->blue, 0.0, 1.0) * 255.0);

  return 0xff000000u | (r << 16) | (g << 8) | b;
}

/* A cheap, stable per-cell hash: the same cell always gets the same shade
 * and symbol variant, whatever tile draws it. */
static guint
cell_hash (int x,
           int y)
{
  guint32 h = (guint32) x * 73856093u ^ (guint32) y * 19349663u;

  h ^= h >> 13;
  h *= 0x5bd1e995u;
  h ^= h >> 15;
  return h;
}

static cairo_surface_t *
render_stamp (TacticsTerrainPainter *self,
              const TerrainLook     *look,
              guint                  variant)
{
  TacticsTopology topology = tactics_map_get_topology (self->map);
  cairo_surface_t *surface;
  cairo_t *cr;

  surface = cairo_image_surface_create (CAIRO_FORMAT_ARGB32, self->stamp_size, self->stamp_size);
  cr = cairo_create (surface);
  tactics_draw_terrain_symbol (cr, look->symbol, &look->ground, topology,
                                   self->device_cell_size,
                                   self->stamp_size / 2.0, self->stamp_size / 2.0, variant);
  cairo_destroy (cr);
  return surface;
}

/* Learns each terrain's colours and symbol once per ruleset change. */
static void
ensure_looks (TacticsTerrainPainter *self)
{
  TacticsRuleset *ruleset = tactics_map_get_ruleset (self->map);
  guint n_terrains = tactics_ruleset_get_n_terrains (ruleset);
  static const double shades[N_SHADES] = { -0.035, 0.0, 0.035 };

  if (self->looks->len == n_terrains)
    return;

  g_array_set_size (self->looks, 0);
  g_array_set_size (self->looks, n_terrains);
  for (guint i = 0; i < n_terrains; i++)
    {
      TerrainLook *look = &g_array_index (self->looks, TerrainLook, i);
      TacticsTerrain *terrain = tactics_ruleset_get_terrain (ruleset, i);

      tactics_draw_terrain_get_color (terrain, &look->ground);
      look->symbol = tactics_draw_terrain_get_symbol (terrain);
      for (guint s = 0; s < N_SHADES; s++)
        {
          TacticsDrawColor shaded = look->ground;
          double amount = shades[s];

          shaded.red = CLAMP (shaded.red * (1.0 + amount) + amount * 0.1, 0.0, 1.0);
          shaded.green = CLAMP (shaded.green * (1.0 + amount) + amount * 0.1, 0.0, 1.0);
          shaded.blue = CLAMP (shaded.blue * (1.0 + amount) + amount * 0.1, 0.0, 1.0);
          look->pixels[s] = pack_pixel (&shaded);
        }
    }
}

/* After ensure_looks(); NULL for a terrain index the ruleset lacks. */
static inline TerrainLook *
get_look (TacticsTerrainPainter *self,
          guint                  index)
{
  if (G_UNLIKELY (index >= self->looks->len))
    return NULL;
  return &g_array_index (self->looks, TerrainLook, index);
}

static void
drop_stamps (TacticsTerrainPainter *self)
{
  for (guint i = 0; i < self->looks->len; i++)
    look_clear (&g_array_index (self->looks, TerrainLook, i));
}

static void
blit_symbol (TacticsTerrainPainter *self,
             cairo_t               *cr,
             TerrainLook           *look,
             int                    x,
             int                    y,
             double                 center_x,
             double                 center_y)
{
  guint variant = (cell_hash (x, y) >> 8) & 1;
  double left;
  double top;

  if (look->symbol == NULL)
    return;
  if (look->stamps[variant] == NULL)
    look->stamps[variant] = render_stamp (self, look, variant);

  /* Whole pixels keep the stamp sharp; half a pixel off is invisible. */
  left = round (center_x - self->stamp_size / 2.0);
  top = round (center_y - self->stamp_size / 2.0);
  cairo_set_source_surface (cr, look->stamps[variant], left, top);
  cairo_rectangle (cr, left, top, self->stamp_size, self->stamp_size);
  cairo_fill (cr);
}

/* Square boards: the ground is a one-pixel-per-cell image scaled up
 * without smoothing, so a tile of thousands of cells costs one fill. */
static void
draw_sampled_square_tile (TacticsTerrainPainter *self,
                          cairo_t               *cr,
                          double                 origin_x,
                          double                 origin_y)
{
  cairo_surface_t *target = cairo_get_target (cr);
  const guint16 *cells = tactics_map_get_cells (self->map);
  int width = tactics_map_get_width (self->map);
  int height = tactics_map_get_height (self->map);
  double size = self->device_cell_size;
  guint32 *pixels;
  int stride;
  int columns[TILE];

  cairo_surface_flush (target);
  pixels = (guint32 *) cairo_image_surface_get_data (target);
  stride = cairo_image_surface_get_stride (target) / 4;
  /* Each pixel column shows one map column, the same on every row. */
  for (int px = 0; px < TILE; px++)
    columns[px] = (int) floor ((origin_x + px + 0.5) / size);
  for (int py = 0; py < TILE; py++)
    {
      int y = (int) floor ((origin_y + py + 0.5) / size);
      const guint16 *row = cells + (gsize) MAX (y, 0) * width;

      for (int px = 0; px < TILE; px++)
        {
          int x = columns[px];
          guint32 pixel = 0;  /* off the board: transparent */

          if (x >= 0 && y >= 0 && x < width && y < height)
            {
              TerrainLook *look = get_look (self, row[x]);

              pixel = look != NULL ? look->pixels[cell_hash (x, y) % N_SHADES] : 0xff808080u;
            }
          pixels[py * stride + px] = pixel;
        }
    }
  cairo_surface_mark_dirty (target);
}

static void
draw_square_tile (TacticsTerrainPainter *self,
                  cairo_t               *cr,
                  double                 origin_x,
                  double                 origin_y,
                  int                    first_x,
                  int                    first_y,
                  int                    last_x,
                  int                    last_y)
{
  const guint16 *cells = tactics_map_get_cells (self->map);
  int width = tactics_map_get_width (self->map);
  double size = self->device_cell_size;
  int columns = last_x - first_x + 1;
  int rows = last_y - first_y + 1;
  cairo_surface_t *ground;
  guint32 *pixels;
  int stride;

  /* Cells smaller than a pixel: the colour of the cell under each pixel,
   * rather than an image of millions of cells scaled down. */
  if (size < 1.0)
    {
      draw_sampled_square_tile (self, cr, origin_x, origin_y);
      return;
    }

  ground = cairo_image_surface_create (CAIRO_FORMAT_RGB24, columns, rows);
  cairo_surface_flush (ground);
  pixels = (guint32 *) cairo_image_surface_get_data (ground);
  stride = cairo_image_surface_get_stride (ground) / 4;
  for (int y = first_y; y <= last_y; y++)
    for (int x = first_x; x <= last_x; x++)
      {
        TerrainLook *look = get_look (self, cells[y * width + x]);
        guint32 pixel = 0xff808080u;

        if (look != NULL)
          pixel = look->pixels[cell_hash (x, y) % N_SHADES];
        pixels[(y - first_y) * stride + (x - first_x)] = pixel;
      }
  cairo_surface_mark_dirty (ground);

  cairo_save (cr);
  cairo_translate (cr, -origin_x, -origin_y);
  cairo_scale (cr, size, size);
  cairo_set_source_surface (cr, ground, first_x, first_y);
  cairo_pattern_set_filter (cairo_get_source (cr), CAIRO_FILTER_NEAREST);
  cairo_rectangle (cr, first_x, first_y, columns, rows);
  cairo_fill (cr);
  cairo_restore (cr);
  cairo_surface_destroy (ground);

  if (size >= SYMBOL_MIN_CELL_SIZE)
    {
      for (int y = first_y; y <= last_y; y++)
        for (int x = first_x; x <= last_x; x++)
          {
            TerrainLook *look = get_look (self, cells[y * width + x]);

            if (look != NULL)
              blit_symbol (self, cr, look, x, y,
                           (x + 0.5) * size - origin_x, (y + 0.5) * size - origin_y);
          }
    }

  if (self->show_grid && size >= GRID_MIN_CELL_SIZE)
    {
      double top = round (first_y * size) - origin_y;
      double bottom = round ((last_y + 1) * size) - origin_y;
      double left = round (first_x * size) - origin_x;
      double right = round ((last_x + 1) * size) - origin_x;

      for (int x = first_x; x <= last_x + 1; x++)
        {
          double line_x = round (x * size) - origin_x + 0.5;

          cairo_move_to (cr, line_x, top);
          cairo_line_to (cr, line_x, bottom);
        }
      for (int y = first_y; y <= last_y + 1; y++)
        {
          double line_y = round (y * size) - origin_y + 0.5;

          cairo_move_to (cr, left, line_y);
          cairo_line_to (cr, right, line_y);
        }
      cairo_set_source_rgba (cr, 0, 0, 0, 0.2);
      cairo_set_line_width (cr, 1.0);
      cairo_stroke (cr);
    }
}

typedef struct {
  int    x;
  int    y;
  double center_x;
  double center_y;
  guint  look;
  guint  shade;
} HexCell;

static int
compare_hex_cells (gconstpointer a,
                   gconstpointer b)
{
  const HexCell *first = a;
  const HexCell *second = b;

  if (first->look != second->look)
    return first->look < second->look ? -1 : 1;
  if (first->shade != second->shade)
    return first->shade < second->shade ? -1 : 1;
  return 0;
}

/* Hex boards: hexes grouped by colour so each colour is one fill. */
static void
draw_sampled_hex_tile (TacticsTerrainPainter *self,
                       cairo_t               *cr,
                       double                 origin_x,
                       double                 origin_y)
{
  cairo_surface_t *target = cairo_get_target (cr);
  const guint16 *cells = tactics_map_get_cells (self->map);
  int width = tactics_map_get_width (self->map);
  int height = tactics_map_get_height (self->map);
  double size = self->device_cell_size;
  guint32 *pixels;
  int stride;

  cairo_surface_flush (target);
  pixels = (guint32 *) cairo_image_surface_get_data (target);
  stride = cairo_image_surface_get_stride (target) / 4;
  for (int py = 0; py < TILE; py++)
    for (int px = 0; px < TILE; px++)
      {
        TacticsCell cell = tactics_pixel_to_cell (TACTICS_TOPOLOGY_HEX, size,
                                                  origin_x + px + 0.5, origin_y + py + 0.5);
        guint32 pixel = 0;  /* off the board: transparent */

        if (cell.x >= 0 && cell.y >= 0 && cell.x < width && cell.y < height)
          {
            TerrainLook *look = get_look (self, cells[cell.y * width + cell.x]);

            pixel = look != NULL ? look->pixels[cell_hash (cell.x, cell.y) % N_SHADES]
                                 : 0xff808080u;
          }
        pixels[py * stride + px] = pixel;
      }
  cairo_surface_mark_dirty (target);
}

static void
draw_hex_tile (TacticsTerrainPainter *self,
               cairo_t               *cr,
               double                 origin_x,
               double                 origin_y,
               int                    first_x,
               int                    first_y,
               int                    last_x,
               int                    last_y)
{
  const guint16 *cells = tactics_map_get_cells (self->map);
  int width = tactics_map_get_width (self->map);
  double size = self->device_cell_size;
  g_autoptr(GArray) hexes = NULL;

  if (size < HEX_SAMPLE_CELL_SIZE)
    {
      draw_sampled_hex_tile (self, cr, origin_x, origin_y);
      return;
    }

  hexes = g_array_new (FALSE, FALSE, sizeof (HexCell));
  for (int y = first_y; y <= last_y; y++)
    for (int x = first_x; x <= last_x; x++)
      {
        HexCell hex = { .x = x, .y = y };

        tactics_cell_to_pixel (TACTICS_TOPOLOGY_HEX, size, (TacticsCell) { x, y },
                               &hex.center_x, &hex.center_y);
        hex.center_x -= origin_x;
        hex.center_y -= origin_y;
        if (hex.center_x < -size || hex.center_x > TILE + size
            || hex.center_y < -size || hex.center_y > TILE + size)
          continue;
        hex.look = cells[y * width + x];
        hex.shade = cell_hash (x, y) % N_SHADES;
        g_array_append_val (hexes, hex);
      }

  if (hexes->len == 0)
    return;

  g_array_sort (hexes, compare_hex_cells);

  /* Antialiased fills of thousands of hexes cost ten times more; the grid
   * lines (or the small size) hide the hard edges. */
  if (size < 12.0 || (self->show_grid && size >= GRID_MIN_CELL_SIZE))
    cairo_set_antialias (cr, CAIRO_ANTIALIAS_NONE);

  for (guint start = 0; start < hexes->len;)
    {
      const HexCell *first = &g_array_index (hexes, HexCell, start);
      TerrainLook *look = get_look (self, first->look);
      guint end = start;
      TacticsDrawColor color = { 0.5, 0.5, 0.5, 1.0 };

      while (end < hexes->len
             && compare_hex_cells (first, &g_array_index (hexes, HexCell, end)) == 0)
        {
          const HexCell *hex = &g_array_index (hexes, HexCell, end);

          /* A little larger than the cell so neighbours overlap and no
           * background seam shows between them. */
          tactics_draw_append_cell_path (cr, TACTICS_TOPOLOGY_HEX, size + 0.6,
                                    hex->center_x, hex->center_y, 0.0);
          end++;
        }
      if (look != NULL)
        {
          guint32 pixel = look->pixels[first->shade];

          color.red = ((pixel >> 16) & 0xff) / 255.0;
          color.green = ((pixel >> 8) & 0xff) / 255.0;
          color.blue = (pixel & 0xff) / 255.0;
        }
      tactics_draw_color_set_source (cr, &color);
      cairo_fill (cr);
      start = end;
    }
  cairo_set_antialias (cr, CAIRO_ANTIALIAS_DEFAULT);

  if (size >= SYMBOL_MIN_CELL_SIZE)
    {
      for (guint i = 0; i < hexes->len; i++)
        {
          const HexCell *hex = &g_array_index (hexes, HexCell, i);
          TerrainLook *look = get_look (self, hex->look);

          if (look != NULL)
            blit_symbol (self, cr, look, hex->x, hex->y, hex->center_x, hex->center_y);
        }
    }

  if (self->show_grid && size >= GRID_MIN_CELL_SIZE)
    {
      for (guint i = 0; i < hexes->len; i++)
        {
          const HexCell *hex = &g_array_index (hexes, HexCell, i);

          tactics_draw_append_cell_path (cr, TACTICS_TOPOLOGY_HEX, size,
                                    hex->center_x, hex->center_y, 0.0);
        }
      cairo_set_source_rgba (cr, 0, 0, 0, 0.22);
      cairo_set_line_width (cr, 1.0);
      cairo_stroke (cr);
    }
}

/* The cells that may touch a tile, clipped to the board; FALSE if none. */
static gboolean
tile_cells (TacticsTerrainPainter *self,
            int                    tile_x,
            int                    tile_y,
            int                   *first_x,
            int                   *first_y,
            int                   *last_x,
            int                   *last_y)
{
  TacticsTopology topology = tactics_map_get_topology (self->map);
  int width = tactics_map_get_width (self->map);
  int height = tactics_map_get_height (self->map);
  double size = self->device_cell_size;
  double left = (double) tile_x * TILE;
  double top = (double) tile_y * TILE;

  if (topology == TACTICS_TOPOLOGY_HEX)
    {
      TacticsCell a = tactics_pixel_to_cell (topology, size, left, top);
      TacticsCell b = tactics_pixel_to_cell (topology, size, left + TILE, top + TILE);

      *first_x = MIN (a.x, b.x) - 1;
      *first_y = MIN (a.y, b.y) - 1;
      *last_x = MAX (a.x, b.x) + 1;
      *last_y = MAX (a.y, b.y) + 1;
    }
  else
    {
      *first_x = (int) floor (left / size);
      *first_y = (int) floor (top / size);
      *last_x = (int) floor ((left + TILE - 0.001) / size);
      *last_y = (int) floor ((top + TILE - 0.001) / size);
    }

  *first_x = MAX (*first_x, 0);
  *first_y = MAX (*first_y, 0);
  *last_x = MIN (*last_x, width - 1);
  *last_y = MIN (*last_y, height - 1);
  return *first_x <= *last_x && *first_y <= *last_y;
}

/* Whether the board covers the whole tile: inside its bounding box, away
 * from the ragged edges of hex boards (half a hex on each side). */
static gboolean
tile_is_solid (TacticsTerrainPainter *self,
               int                    tile_x,
               int                    tile_y)
{
  TacticsTopology topology = tactics_map_get_topology (self->map);
  double size = self->device_cell_size;
  double margin_x = 0.0;
  double margin_y = 0.0;
  double width;
  double height;

  tactics_board_pixel_size (topology, size, tactics_map_get_width (self->map),
                            tactics_map_get_height (self->map), &width, &height);
  if (topology == TACTICS_TOPOLOGY_HEX)
    {
      margin_x = tactics_cell_breadth (topology, size) / 2.0 + 1.0;
      margin_y = size * 0.5 + 1.0;
    }
  return (double) tile_x * TILE >= margin_x
         && (double) tile_y * TILE >= margin_y
         && (double) (tile_x + 1) * TILE <= width - margin_x
         && (double) (tile_y + 1) * TILE <= height - margin_y;
}


/* The symbols' pictures are drawn for one cell size: another drops them. */
static void
set_cell_size (TacticsTerrainPainter *self,
               double                 cell_size,
               gboolean               show_grid)
{
  if (cell_size != self->device_cell_size)
    {
      drop_stamps (self);
      self->device_cell_size = cell_size;
      self->stamp_size = (int) ceil (cell_size
                                     * (tactics_map_get_topology (self->map) == TACTICS_TOPOLOGY_HEX
                                        ? 1.8 : 1.0)) + 2;
    }
  self->show_grid = show_grid;
}

/**
 * tactics_terrain_painter_paint_tile:
 * @self: a painter
 * @cell_size: the cell size, in device pixels
 * @show_grid: whether to draw the cells' outlines
 * @tile_x: the tile's column, from the board's left edge
 * @tile_y: the tile's row, from the board's top edge
 *
 * Paints one #TACTICS_TERRAIN_TILE_SIZE-pixel square of the board at
 * the cell size, from board pixel (@tile_x, @tile_y) × the tile size. Tiles
 * the board covers whole are opaque (%CAIRO_FORMAT_RGB24): painting them
 * is a plain copy instead of a blend.
 *
 * Returns: (transfer full) (nullable): the tile's pixels, or %NULL when the
 *   tile shows no cell
 */
cairo_surface_t *
tactics_terrain_painter_paint_tile (TacticsTerrainPainter *self,
                                    double                 cell_size,
                                    gboolean               show_grid,
                                    int                    tile_x,
                                    int                    tile_y)
{
  cairo_surface_t *surface;
  cairo_t *cr;
  int first_x;
  int first_y;
  int last_x;
  int last_y;

  g_return_val_if_fail (self != NULL, NULL);
  g_return_val_if_fail (cell_size > 0.0, NULL);

  set_cell_size (self, cell_size, show_grid);
  if (!tile_cells (self, tile_x, tile_y, &first_x, &first_y, &last_x, &last_y))
    return NULL;

  ensure_looks (self);
  surface = cairo_image_surface_create (tile_is_solid (self, tile_x, tile_y)
                                        ? CAIRO_FORMAT_RGB24 : CAIRO_FORMAT_ARGB32,
                                        TILE, TILE);
  cr = cairo_create (surface);
  if (tactics_map_get_topology (self->map) == TACTICS_TOPOLOGY_HEX)
    draw_hex_tile (self, cr, (double) tile_x * TILE, (double) tile_y * TILE,
                   first_x, first_y, last_x, last_y);
  else
    draw_square_tile (self, cr, (double) tile_x * TILE, (double) tile_y * TILE,
                      first_x, first_y, last_x, last_y);
  cairo_destroy (cr);
  cairo_surface_flush (surface);
  return surface;
}

/**
 * tactics_terrain_painter_draw:
 * @self: a painter
 * @cr: where to draw, in board pixels
 * @cell_size: the cell size, in pixels of @cr
 * @show_grid: whether to draw the cells' outlines
 * @x: the left edge of the area to draw, in board pixels
 * @y: the top edge of the area to draw
 * @width: the area's width
 * @height: the area's height
 *
 * Draws the terrain of an area of the board from the tiles
 * tactics_terrain_painter_paint_tile() gives, each painted pixel for pixel
 * (at @cr's scale), so a picture shows what the board shows.
 */
void
tactics_terrain_painter_draw (TacticsTerrainPainter *self,
                              cairo_t               *cr,
                              double                 cell_size,
                              gboolean               show_grid,
                              double                 x,
                              double                 y,
                              double                 width,
                              double                 height)
{
  double board_width;
  double board_height;
  double right;
  double bottom;

  g_return_if_fail (self != NULL);
  g_return_if_fail (cr != NULL);
  g_return_if_fail (cell_size > 0.0);

  tactics_board_pixel_size (tactics_map_get_topology (self-> map), cell_size,
                            tactics_map_get_width (self->    map), tactics_map_get_height (self->map),
                            &                                board_width, &board_height);
  x = MAX (x, 0.0);
  y = MAX (y, 0.0);
  right = MIN (x + width, board_width);
  bottom = MIN (y + height, board_height);
  if (x >= right || y >= bottom)
    return;

  cairo_save (cr);
  cairo_rectangle (cr, x, y, right - x, bottom - y);
  cairo_clip (cr);
  for (int tile_y = (int) floor (y / TILE); tile_y <= (int) floor ((bottom - 0.001) / TILE);
       tile_y++)
    for (int tile_x = (int) floor (x / TILE); tile_x <= (int) floor ((right - 0.001) / TILE);
         tile_x++)
      {
        cairo_surface_t *tile = tactics_terrain_painter_paint_tile (self, cell_size, show_grid,
                                                                    tile_x, tile_y);

        if (tile == NULL)
          continue;
        cairo_set_source_surface (cr, tile, (double) tile_x * TILE, (double) tile_y * TILE);
        cairo_pattern_set_filter (cairo_get_source (cr), CAIRO_FILTER_FAST);
        cairo_paint (cr);
        cairo_surface_destroy (tile);
      }
  cairo_restore (cr);
}
