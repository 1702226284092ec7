/* SPDX-License-Identifier: GPL-3.0-or-later */
#include "config.h"

#include <math.h>

#include "tactics-gtk.h"
#include "tactics-draw.h"
#include "tactics-terrain-cache-private.h"

#define TILE TACTICS_TERRAIN_TILE_SIZE
/* Tiles kept beyond the ones on screen before the least recently shown
 * are dropped (each is 256 KiB). */
#define MAX_TILES 192

typedef struct {
  gint64           key;
  GskRenderNode   *node;     /* NULL for a tile that shows no cell */
  /* The pixels the node paints. Kept alive: the node's recording holds a
   * copy-on-write snapshot of them, which would be copied if the surface
   * went first. */
  cairo_surface_t *surface;
  guint64          last_used;
} Tile;

struct _TacticsTerrainCache
{
  TacticsMap  *map;
  /* Paints the tiles, as the CLI's pictures are painted. */
  TacticsTerrainPainter *painter;

  /* What the kept tiles were drawn for. */
  double       device_cell_size;
  gboolean     show_grid;
  int          scale;

  GHashTable  *tiles;        /* gint64 key → Tile */
  /* The tiles of the zoom level shown before, drawn scaled where the
   * current level's tiles are not drawn yet. */
  GHashTable  *old_tiles;
  double       old_cell_size;  /* logical */
  guint64      frame;
  guint        draw_count;
};

static gint64
tile_key (int tile_x,
          int tile_y)
{
  return ((gint64) tile_y << 32) | (guint32) tile_x;
}

static void
tile_free (gpointer data)
{
  Tile *tile = data;

  g_clear_pointer (&tile->node, gsk_render_node_unref);
  g_clear_pointer (&tile->surface, cairo_surface_destroy);
  g_free (tile);
}

TacticsTerrainCache *
tactics_terrain_cache_new (void)
{
  TacticsTerrainCache *self = g_new0 (TacticsTerrainCache, 1);

  self->tiles = g_hash_table_new_full (g_int64_hash, g_int64_equal, NULL, tile_free);
  self->old_tiles = g_hash_table_new_full (g_int64_hash, g_int64_equal, NULL, tile_free);
  return self;
}

void
tactics_terrain_cache_free (TacticsTerrainCache *self)
{
  if (self == NULL)
    return;

  g_clear_pointer (&self->tiles, g_hash_table_unref);
  g_clear_pointer (&self->old_tiles, g_hash_table_unref);
  g_clear_pointer (&self->painter, tactics_terrain_painter_unref);
  g_free (self);
}

void
tactics_terrain_cache_clear (TacticsTerrainCache *self)
{
  g_assert (self != NULL);

  g_hash_table_remove_all (self->tiles);
  g_hash_table_remove_all (self->old_tiles);
  if (self->painter != NULL)
    tactics_terrain_painter_forget (self->painter);
}

void
tactics_terrain_cache_set_map (TacticsTerrainCache *self,
                               TacticsMap          *map)
{
  g_assert (self != NULL);

  self->map = map;
  g_clear_pointer (&self->painter, tactics_terrain_painter_unref);
  if (map != NULL)
    self->painter = tactics_terrain_painter_new (map);
  tactics_terrain_cache_clear (self);
}

guint
tactics_terrain_cache_get_draw_count (TacticsTerrainCache *self)
{
  g_assert (self != NULL);

  return self->draw_count;
}

guint
tactics_terrain_cache_get_n_tiles (TacticsTerrainCache *self)
{
  g_assert (self != NULL);

  return g_hash_table_size (self->tiles);
}

/* A tile is a cairo node that paints the tile's image. Texture nodes would
 * be the obvious choice, but GTK 4.8's cairo renderer converts a texture
 * to a new surface on every frame, which costs ten times more than painting
 * an image surface kept inside the node; the GL renderer caches a cairo
 * node's rendering by node, so keeping the node keeps it uploaded. */
/* A tile is a cairo node that paints the tile's image. Texture nodes would
 * be the obvious choice, but GTK 4.8's cairo renderer converts a texture
 * to a new surface on every frame, which costs ten times more than painting
 * an image surface kept inside the node; the GL renderer caches a cairo
 * node's rendering by node, so keeping the node keeps it uploaded. */
static GskRenderNode *
draw_tile (TacticsTerrainCache  *self,
           int                   tile_x,
           int                   tile_y,
           int                   scale,
           cairo_surface_t     **pixels)
{
  cairo_surface_t *surface;
  GskRenderNode *node;
  cairo_t *cr;

  surface = tactics_terrain_painter_paint_tile (self->painter, self->device_cell_size,
                                                self->show_grid, tile_x, tile_y);
  if (surface == NULL)
    return NULL;

  node = gsk_cairo_node_new (&GRAPHENE_RECT_INIT ((float) tile_x * TILE / scale,
                                                  (float) tile_y * TILE / scale,
                                                  (float) TILE / scale,
                                                  (float) TILE / scale));
  cr = gsk_cairo_node_get_draw_context (node);
  cairo_scale (cr, 1.0 / scale, 1.0 / scale);
  cairo_set_source_surface (cr, surface, (double) tile_x * TILE, (double) tile_y * TILE);
  /* Shown pixel for pixel the filter changes nothing; scaled, standing in
   * for a zoom level still being drawn, the fast one keeps that frame
   * cheap. */
  cairo_pattern_set_filter (cairo_get_source (cr), CAIRO_FILTER_FAST);
  cairo_paint (cr);
  cairo_destroy (cr);
  *pixels = surface;

  self->draw_count++;
  return node;
}

static Tile *
lookup_tile (TacticsTerrainCache *self,
             int                  tile_x,
             int                  tile_y)
{
  gint64 key = tile_key (tile_x, tile_y);

  return g_hash_table_lookup (self->tiles, &key);
}

static Tile *
create_tile (TacticsTerrainCache *self,
             int                  tile_x,
             int                  tile_y,
             int                  scale)
{
  Tile *tile = g_new0 (Tile, 1);

  tile->key = tile_key (tile_x, tile_y);
  tile->node = draw_tile (self, tile_x, tile_y, scale, &tile->surface);
  g_hash_table_insert (self->tiles, &tile->key, tile);
  return tile;
}

static void
append_old_tiles (TacticsTerrainCache   *self,
                  GtkSnapshot           *snapshot,
                  double                 cell_size,
                  const graphene_rect_t *area)
{
  double factor = cell_size / self->old_cell_size;
  graphene_rect_t old_area;
  GHashTableIter iter;
  Tile *tile;

  graphene_rect_scale (area, 1.0 / factor, 1.0 / factor, &old_area);
  gtk_snapshot_save (snapshot);
  gtk_snapshot_scale (snapshot, factor, factor);
  g_hash_table_iter_init (&iter, self->old_tiles);
  while (g_hash_table_iter_next (&iter, NULL, (gpointer *) &tile))
    {
      graphene_rect_t bounds;

      if (tile->node == NULL)
        continue;
      gsk_render_node_get_bounds (tile->node, &bounds);
      if (graphene_rect_intersection (&bounds, &old_area, NULL))
        gtk_snapshot_append_node (snapshot, tile->node);
    }
  gtk_snapshot_restore (snapshot);
}

static void
evict_unused_tiles (TacticsTerrainCache *self)
{
  GHashTableIter iter;
  Tile *tile;

  if (g_hash_table_size (self->tiles) <= MAX_TILES)
    return;

  g_hash_table_iter_init (&iter, self->tiles);
  while (g_hash_table_iter_next (&iter, NULL, (gpointer *) &tile))
    if (tile->last_used != self->frame)
      g_hash_table_iter_remove (&iter);
}

gboolean
tactics_terrain_cache_snapshot (TacticsTerrainCache   *self,
                                GtkSnapshot           *snapshot,
                                double                 cell_size,
                                int                    scale_factor,
                                gboolean               show_grid,
                                const graphene_rect_t *area,
                                gint64                 budget_us)
{
  double device_cell_size;
  double board_width;
  double board_height;
  double left;
  double top;
  double right;
  double bottom;
  int first_tile_x;
  int first_tile_y;
  int last_tile_x;
  int last_tile_y;
  int scale;
  gint64 deadline;
  gboolean missing = FALSE;

  g_assert (self != NULL);

  if (self->map == NULL)
    return TRUE;

  scale = MAX (scale_factor, 1);
  device_cell_size = cell_size * scale;
  if (device_cell_size != self->device_cell_size || show_grid != self->show_grid
      || scale != self->scale)
    {
      /* After a zoom, the tiles just shown stand in for the new ones until
       * those are drawn; a grid toggle has nothing to stand in with. */
      if (show_grid == self->show_grid && g_hash_table_size (self->tiles) > 0)
        {
          GHashTable *swap = self->old_tiles;

          self->old_tiles = self->tiles;
          self->tiles = swap;
          self->old_cell_size = self->device_cell_size / self->scale;
        }
      else
        {
          g_hash_table_remove_all (self->old_tiles);
        }
      g_hash_table_remove_all (self->tiles);
      self->device_cell_size = device_cell_size;
      self->show_grid = show_grid;
      self->scale = scale;
    }

  self->frame++;

  tactics_board_pixel_size (tactics_map_get_topology (self->map), device_cell_size,
                            tactics_map_get_width (self->map), tactics_map_get_height (self->map),
                            &board_width, &board_height);
  left = MAX (area->origin.x * scale, 0.0);
  top = MAX (area->origin.y * scale, 0.0);
  right = MIN ((area->origin.x + area->size.width) * scale, board_width);
  bottom = MIN ((area->origin.y + area->size.height) * scale, board_height);
  if (left >= right || top >= bottom)
    return TRUE;

  first_tile_x = (int) floor (left / TILE);
  first_tile_y = (int) floor (top / TILE);
  last_tile_x = (int) floor ((right - 0.001) / TILE);
  last_tile_y = (int) floor ((bottom - 0.001) / TILE);

  /* Draw the missing tiles within the time budget, unless there is no
   * stand-in to show instead. */
  deadline = budget_us >= 0 && g_hash_table_size (self->old_tiles) > 0
             ? g_get_monotonic_time () + budget_us
             : G_MAXINT64;
  for (int tile_y = first_tile_y; tile_y <= last_tile_y; tile_y++)
    for (int tile_x = first_tile_x; tile_x <= last_tile_x; tile_x++)
      {
        Tile *tile = lookup_tile (self, tile_x, tile_y);

        if (tile == NULL)
          {
            if (g_get_monotonic_time () < deadline)
              tile = create_tile (self, tile_x, tile_y, scale);
            else
              missing = TRUE;
          }
        if (tile != NULL)
          tile->last_used = self->frame;
      }

  if (missing)
    append_old_tiles (self, snapshot, cell_size, area);
  else
    g_hash_table_remove_all (self->old_tiles);

  for (int tile_y = first_tile_y; tile_y <= last_tile_y; tile_y++)
    for (int tile_x = first_tile_x; tile_x <= last_tile_x; tile_x++)
      {
        Tile *tile = lookup_tile (self, tile_x, tile_y);

        if (tile != NULL && tile->node != NULL)
          gtk_snapshot_append_node (snapshot, tile->node);
      }

  evict_unused_tiles (self);
  return !missing;
}

void
tactics_terrain_cache_invalidate_cells (TacticsTerrainCache *self,
                                        int                  x,
                                        int                  y,
                                        int                  width,
                                        int                  height)
{
  TacticsTopology topology;
  double size = self->device_cell_size;
  double x0;
  double y0;
  double x1;
  double y1;
  GHashTableIter iter;
  Tile *tile;

  g_assert (self != NULL);

  if (self->map == NULL || size <= 0.0 || width <= 0 || height <= 0)
    return;

  /* The changed cells' bounding box in device pixels, one cell wider all
   * round for hexes (they overlap their neighbours' boxes) and symbol
   * stamps. */
  topology = tactics_map_get_topology (self->map);
  tactics_cell_to_pixel (topology, size, (TacticsCell) { x, y }, &x0, &y0);
  tactics_cell_to_pixel (topology, size, (TacticsCell) { x + width - 1, y + height - 1 }, &x1, &y1);
  x0 -= 2 * size;
  y0 -= 2 * size;
  x1 += 2 * size;
  y1 += 2 * size;

  /* A stand-in showing the old cells would be wrong: drop it. */
  g_hash_table_remove_all (self->old_tiles);

  g_hash_table_iter_init (&iter, self->tiles);
  while (g_hash_table_iter_next (&iter, NULL, (gpointer *) &tile))
    {
      int tile_x = (int) (gint32) (tile->key & 0xffffffff);
      int tile_y = (int) (tile->key >> 32);
      double left = (double) tile_x * TILE;
      double top = (double) tile_y * TILE;

      if (left < x1 && left + TILE > x0 && top < y1 && top + TILE > y0)
        g_hash_table_iter_remove (&iter);
    }
}
