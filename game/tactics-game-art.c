/* SPDX-License-Identifier: GPL-3.0-or-later */
#include "config.h"

#include <glib/gi18n.h>
#include <math.h>

#include "tactics-game-art.h"

void
tactics_game_art_snapshot_token (GtkSnapshot       *snapshot,
                                 guint              team,
                                 const char        *icon,
                                 const char        *glyph,
                                 double             cx,
                                 double             cy,
                                 double             size,
                                 double             scale_factor,
                                 TacticsTokenFlags  flags)
{
  GdkRGBA color;

  tactics_team_get_rgba (team, &color);
  tactics_unit_art_snapshot_token (snapshot, tactics_team_get (team)->shape, &color, icon,
                                   glyph, cx, cy, size, scale_factor, flags);
}

void
tactics_game_art_get_health_color (double   fraction,
                                   GdkRGBA *color)
{
  if (fraction > 0.6)
    *color = (GdkRGBA) { 0.30, 0.75, 0.30, 1.0 };
  else if (fraction > 0.3)
    *color = (GdkRGBA) { 0.95, 0.70, 0.15, 1.0 };
  else
    *color = (GdkRGBA) { 0.88, 0.22, 0.18, 1.0 };
}

void
tactics_game_art_snapshot_health_bar (GtkSnapshot           *snapshot,
                                      const graphene_rect_t *bounds,
                                      double                 fraction,
                                      double                 predicted_fraction)
{
  double border = MAX (1.0, bounds->size.height / 5.0);
  graphene_rect_t inner;
  GdkRGBA fill;

  fraction = CLAMP (fraction, 0.0, 1.0);
  predicted_fraction = CLAMP (predicted_fraction, 0.0, 1.0);

  gtk_snapshot_append_color (snapshot, &(GdkRGBA) { 0.08, 0.08, 0.08, 0.85 }, bounds);
  graphene_rect_inset_r (bounds, border, border, &inner);
  if (inner.size.width <= 0 || inner.size.height <= 0)
    return;

  if (predicted_fraction < fraction)
    {
      double stripe = MAX (2.0, inner.size.height);
      double lost_start = inner.origin.x + inner.size.width * predicted_fraction;
      double lost_width = inner.size.width * (fraction - predicted_fraction);

      tactics_game_art_get_health_color (predicted_fraction, &fill);
      gtk_snapshot_append_color (snapshot, &fill,
                                 &GRAPHENE_RECT_INIT (inner.origin.x, inner.origin.y,
                                                      inner.size.width * predicted_fraction,
                                                      inner.size.height));
      /* The HP the action would take: white and red stripes. */
      gtk_snapshot_push_clip (snapshot,
                              &GRAPHENE_RECT_INIT (lost_start, inner.origin.y, lost_width,
                                                   inner.size.height));
      for (double x = lost_start; x < lost_start + lost_width; x += 2 * stripe)
        {
          gtk_snapshot_append_color (snapshot, &(GdkRGBA) { 1.0, 1.0, 1.0, 0.95 },
                                     &GRAPHENE_RECT_INIT (x, inner.origin.y, stripe,
                                                          inner.size.height));
          gtk_snapshot_append_color (snapshot, &(GdkRGBA) { 0.85, 0.1, 0.1, 0.95 },
                                     &GRAPHENE_RECT_INIT (x + stripe, inner.origin.y, stripe,
                                                          inner.size.height));
        }
      gtk_snapshot_pop (snapshot);
      return;
    }

  tactics_game_art_get_health_color (fraction, &fill);
  gtk_snapshot_append_color (snapshot, &fill,
                             &GRAPHENE_RECT_INIT (inner.origin.x, inner.origin.y,
                                                  inner.size.width * fraction,
                                                  inner.size.height));
  if (predicted_fraction > fraction)
    {
      /* Healing: the HP it would give back, in a light green. */
      gtk_snapshot_append_color (snapshot, &(GdkRGBA) { 0.7, 1.0, 0.7, 0.95 },
                                 &GRAPHENE_RECT_INIT (inner.origin.x + inner.size.width * fraction,
                                                      inner.origin.y,
                                                      inner.size.width *
                                                        (predicted_fraction - fraction),
                                                      inner.size.height));
    }
}

/* Map previews */

GdkTexture *
tactics_game_art_render_map_preview (TacticsMap *map,
                                     GListModel *regions,
                                     int         max_width,
                                     int         max_height,
                                     int         scale_factor,
                                     gboolean    pad)
{
  TacticsTopology topology;
  int width;
  int height;
  double unit_width;
  double unit_height;
  double cell_size;
  int pixel_width;
  int pixel_height;
  double offset_x = 0;
  double offset_y = 0;
  cairo_surface_t *surface;
  cairo_t *cr;
  GdkTexture *texture;

  g_return_val_if_fail (TACTICS_IS_MAP (map), NULL);
  g_return_val_if_fail (max_width > 0 && max_height > 0, NULL);

  topology = tactics_map_get_topology (map);
  width = tactics_map_get_width (map);
  height = tactics_map_get_height (map);
  scale_factor = MAX (scale_factor, 1);

  tactics_board_pixel_size (topology, 1.0, width, height, &unit_width, &unit_height);
  cell_size = MIN (max_width / unit_width, max_height / unit_height) * scale_factor;
  pixel_width = MAX (1, (int) floor (unit_width * cell_size));
  pixel_height = MAX (1, (int) floor (unit_height * cell_size));
  if (pad)
    {
      offset_x = floor ((max_width * scale_factor - pixel_width) / 2.0);
      offset_y = floor ((max_height * scale_factor - pixel_height) / 2.0);
      pixel_width = max_width * scale_factor;
      pixel_height = max_height * scale_factor;
    }

  surface = cairo_image_surface_create (CAIRO_FORMAT_ARGB32, pixel_width, pixel_height);
  cr = cairo_create (surface);
  cairo_translate (cr, offset_x, offset_y);

  for (int y = 0; y < height; y++)
    for (int x = 0; x < width; x++)
      {
        TacticsCell cell = { x, y };
        TacticsTerrain *terrain = tactics_map_get_terrain (map, cell);
        double center_x;
        double center_y;

        tactics_cell_to_pixel (topology, cell_size, cell, &center_x, &center_y);
        if (cell_size >= 10.0)
          {
            tactics_terrain_art_draw_cell (cr, terrain, topology, cell_size, center_x, center_y);
          }
        else
          {
            GdkRGBA color;

            tactics_terrain_art_get_color (terrain, &color);
            /* A slight overdraw closes the hairline gaps between cells. */
            tactics_append_cell_path (cr, topology, cell_size, center_x, center_y, -0.4);
            gdk_cairo_set_source_rgba (cr, &color);
            cairo_fill (cr);
          }
      }
  for (guint i = 0; regions != NULL && i < g_list_model_get_n_items (regions); i++)
    {
      g_autoptr(TacticsRegion) region = g_list_model_get_item (regions, i);
      const TacticsCell *cells;
      guint n_cells;
      GdkRGBA color;

      if (tactics_region_get_color (region) == NULL ||
          !gdk_rgba_parse (&color, tactics_region_get_color (region)))
        continue;
      cells = tactics_region_get_cells (region, &n_cells);
      for (guint c = 0; c < n_cells; c++)
        {
          double center_x;
          double center_y;

          tactics_cell_to_pixel (topology, cell_size, cells[c], &center_x, &center_y);
          tactics_append_cell_path (cr, topology, cell_size, center_x, center_y, -0.4);
        }
      /* Stronger than on the board: the picture is small. */
      cairo_set_source_rgba (cr, color.red, color.green, color.blue, 0.45);
      cairo_fill (cr);
    }
  cairo_destroy (cr);
  texture = tactics_texture_new_for_surface (surface);
  cairo_surface_destroy (surface);
  return texture;
}
