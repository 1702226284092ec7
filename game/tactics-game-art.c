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
