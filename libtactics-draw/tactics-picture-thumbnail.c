/* SPDX-License-Identifier: GPL-3.0-or-later */
#include "config.h"

#include <math.h>

#include "tactics-draw.h"
#include "tactics-picture-private.h"

/* What a preview shows over the terrain: what tells one scenario on a
 * map from another on the same map, the sides' start zones in their
 * teams' colours and the regions (the places objectives name) lightly
 * washed, then the units (a match's, else a scenario's placed ones),
 * plain tokens at the sizes file managers ask for. Regions' names and
 * the grid are unreadable at preview sizes. A map alone shows its
 * terrain. */
#define THUMBNAIL_LAYERS \
  (TACTICS_PICTURE_REGIONS | TACTICS_PICTURE_STARTS | TACTICS_PICTURE_UNITS)

/**
 * tactics_picture_new_thumbnail:
 * @map: the map to draw
 * @scenario: (nullable): a scenario on @map, whose placed units are drawn
 *
 * Makes the preview picture of a map or a scenario: the picture
 * tactics-thumbnailer writes for file managers, which the game's new-match
 * page and the editor's Open window show too. Over the terrain it shows
 * what tells scenarios on one map apart: the sides' start zones in their
 * teams' colours, the regions washed in theirs (without their names) and
 * the placed units, plain tokens of their side's colour and shape where a
 * cell is too small for their glyphs.
 *
 * Returns: (transfer full): the picture
 */
TacticsPicture *
tactics_picture_new_thumbnail (TacticsMap      *map,
                               TacticsScenario *scenario)
{
  TacticsPicture *self;

  g_return_val_if_fail (TACTICS_IS_MAP (map), NULL);
  g_return_val_if_fail (scenario == NULL || TACTICS_IS_SCENARIO (scenario), NULL);

  self = tactics_picture_new (map);
  tactics_picture_set_scenario (self, scenario);
  tactics_picture_set_layers (self, THUMBNAIL_LAYERS);
  tactics_picture_set_preview (self, TRUE);
  return self;
}

/**
 * tactics_picture_new_thumbnail_for_file:
 * @file: a map, a scenario or a saved match
 * @error: return location for a #TACTICS_FILE_ERROR
 *
 * Makes the preview picture of what a file holds, as
 * tactics_picture_new_for_file() reads it, with the layers of
 * tactics_picture_new_thumbnail(); a saved match shows its units where
 * they stand and its scenario's regions, not its start zones.
 *
 * Returns: (transfer full) (nullable): the picture, or %NULL with @error
 *   set
 */
TacticsPicture *
tactics_picture_new_thumbnail_for_file (GFile   *file,
                                        GError **error)
{
  TacticsPicture *self;

  g_return_val_if_fail (G_IS_FILE (file), NULL);
  g_return_val_if_fail (error == NULL || *error == NULL, NULL);

  self = tactics_picture_new_for_file (file, error);
  if (self != NULL)
    {
      /* A match under way: where it started no longer tells anything. */
      tactics_picture_set_layers (self, tactics_picture_get_match (self) != NULL
                                        ? THUMBNAIL_LAYERS & ~TACTICS_PICTURE_STARTS
                                        : THUMBNAIL_LAYERS);
      tactics_picture_set_preview (self, TRUE);
    }
  return self;
}

/**
 * tactics_picture_render_fitted:
 * @self: a picture
 * @width: the room's width, in logical pixels
 * @height: the room's height, in logical pixels
 * @scale: device pixels a logical pixel (a window's scale factor)
 *
 * Draws the whole picture as large as it fits a room, its aspect kept, into
 * a new image surface. The surface is the picture's size rounded up (at
 * least one pixel a side) in device pixels, as tactics_picture_write()
 * makes it: the same pixels tactics-thumbnailer writes at that size.
 *
 * Returns: (transfer full): an ARGB32 image surface; free it with
 *   cairo_surface_destroy()
 */
cairo_surface_t *
tactics_picture_render_fitted (TacticsPicture *self,
                               int             width,
                               int             height,
                               int             scale)
{
  cairo_surface_t *surface;
  cairo_t *cr;
  double cell_size;
  double picture_width;
  double picture_height;

  g_return_val_if_fail (self != NULL, NULL);
  g_return_val_if_fail (width > 0 && height > 0, NULL);
  g_return_val_if_fail (scale > 0, NULL);

  cell_size = tactics_picture_fit_cell_size (self, (double) width * scale,
                                             (double) height * scale);
  tactics_picture_get_size (self, cell_size, &picture_width, &picture_height);
  surface = cairo_image_surface_create (CAIRO_FORMAT_ARGB32,
                                        MAX ((int) ceil (picture_width), 1),
                                        MAX ((int) ceil (picture_height), 1));
  cr = cairo_create (surface);
  tactics_picture_draw (self, cr, cell_size);
  cairo_destroy (cr);
  return surface;
}
