/* SPDX-License-Identifier: GPL-3.0-or-later */
#include "config.h"

#include <math.h>
#include <pango/pangocairo.h>

#include "tactics-game-forecast-layer.h"
#include "tactics-game-text.h"

struct _TacticsGameForecastLayer
{
  TacticsBoardLayer     parent_instance;

  TacticsGameUnitLayer *units;
  TacticsForecast      *forecast;
};

G_DEFINE_FINAL_TYPE (TacticsGameForecastLayer, tactics_game_forecast_layer,
                     TACTICS_TYPE_BOARD_LAYER)

static const GdkRGBA kill_color = { 1.0, 0.45, 0.4, 1.0 };
static const GdkRGBA harm_color = { 1.0, 0.85, 0.4, 1.0 };
static const GdkRGBA heal_color = { 0.6, 1.0, 0.6, 1.0 };

/* The position of the forecast's hit on @unit, or -1. */
static int
find_hit (TacticsForecast *forecast,
          guint            unit)
{
  for (guint i = 0; forecast != NULL && i < tactics_forecast_get_n_hits (forecast); i++)
    if (tactics_forecast_get_hit (forecast, i)->unit == unit)
      return (int) i;
  return -1;
}

/* Whether the forecast is still shown: the sprites of its hits have
 * their predictions (the unit layer clears them once the action plays). */
static gboolean
forecast_shown (TacticsGameForecastLayer *self)
{
  guint n_sprites = tactics_game_unit_layer_get_n_sprites (self->units);

  if (self->forecast == NULL)
    return FALSE;
  for (guint i = 0; i < tactics_forecast_get_n_hits (self->forecast); i++)
    {
      guint unit = tactics_forecast_get_hit (self->forecast, i)->unit;
      TacticsGameSprite *sprite;

      if (unit >= n_sprites)
        continue;
      sprite = tactics_game_unit_layer_get_sprite (self->units, unit);
      if (sprite->has_prediction)
        return TRUE;
    }
  return FALSE;
}

/* The tag over sprite @unit and its colour, or NULL. */
static char *
tag_text (TacticsGameForecastLayer *self,
          guint                     unit,
          GdkRGBA                  *color)
{
  TacticsGameSprite *sprite;
  int index;

  /* Under fog, a tag over a hidden unit would give it away. */
  if (unit >= tactics_game_unit_layer_get_n_sprites (self->units) ||
      !tactics_game_unit_layer_sprite_in_sight (self->units, unit))
    return NULL;
  sprite = tactics_game_unit_layer_get_sprite (self->units, unit);
  index = find_hit (self->forecast, unit);
  if (index >= 0 && !sprite->has_prediction)
    return NULL;
  if (index >= 0)
    {
      const TacticsHit *hit = tactics_forecast_get_hit (self->forecast, (guint) index);

      *color = hit->eliminated ? kill_color : hit->hp_after < hit->hp_before ? harm_color
                                                                             : heal_color;
      return tactics_game_text_forecast_hit (self->forecast, (guint) index);
    }
  if (self->forecast != NULL && tactics_forecast_get_unit (self->forecast) == unit &&
      forecast_shown (self))
    {
      /* Its fate is on its target's tag when one unit answers: no tag. */
      *color = tactics_forecast_get_agent_hp_after (self->forecast) <= 0 ? kill_color
                                                                        : harm_color;
      return tactics_game_text_forecast_agent (self->forecast);
    }
  if (sprite->has_prediction)
    {
      /* A prediction the forecast does not hold: its numbers alone. */
      int before = (int) lround (sprite->shown_hp);

      *color = sprite->predicted_hp <= 0 ? kill_color : sprite->predicted_hp < before
                                                        ? harm_color : heal_color;
      if (sprite->predicted_hp <= 0)
        return g_strdup_printf ("%d → ✖", before);
      return g_strdup_printf ("%d → %d", before, sprite->predicted_hp);
    }
  return NULL;
}

/* The size of @text on a tag. */
static void
measure_tag (PangoLayout *layout,
             const char  *text,
             double      *width,
             double      *height)
{
  PangoRectangle extents;

  pango_layout_set_text (layout, text, -1);
  pango_layout_get_pixel_extents (layout, NULL, &extents);
  *width = extents.width + 0.8 * extents.height;
  *height = extents.height * 1.3;
}

/* Text on a dark rounded tag filling @rect. */
static void
draw_tag (cairo_t               *cr,
          PangoLayout           *layout,
          const char            *text,
          const GdkRGBA         *color,
          const graphene_rect_t *rect)
{
  PangoRectangle extents;
  double cx = rect->origin.x + rect->size.width / 2;
  double cy = rect->origin.y + rect->size.height / 2;
  double radius = rect->size.height / 2;

  cairo_new_sub_path (cr);
  cairo_arc (cr, rect->origin.x + radius, cy, radius, G_PI / 2, 3 * G_PI / 2);
  cairo_arc (cr, rect->origin.x + rect->size.width - radius, cy, radius, -G_PI / 2, G_PI / 2);
  cairo_close_path (cr);
  cairo_set_source_rgba (cr, 0.08, 0.08, 0.1, 0.88);
  cairo_fill_preserve (cr);
  gdk_cairo_set_source_rgba (cr, color);
  cairo_set_line_width (cr, 1.0);
  cairo_stroke (cr);

  pango_layout_set_text (layout, text, -1);
  pango_layout_get_pixel_extents (layout, NULL, &extents);
  gdk_cairo_set_source_rgba (cr, color);
  cairo_move_to (cr, cx - extents.width / 2.0 - extents.x, cy - extents.height / 2.0 - extents.y);
  pango_cairo_show_layout (cr, layout);
}

static gboolean
overlaps_any (const graphene_rect_t *rect,
              const graphene_rect_t *placed,
              guint                  n_placed)
{
  for (guint i = 0; i < n_placed; i++)
    if (graphene_rect_intersection (rect, &placed[i], NULL))
      return TRUE;
  return FALSE;
}

void
tactics_game_forecast_layer_place_tags (const TacticsGameTag  *tags,
                                        guint                  n_tags,
                                        const graphene_rect_t *area,
                                        graphene_rect_t       *placed)
{
  for (guint i = 0; i < n_tags; i++)
    {
      const TacticsGameTag *tag = &tags[i];
      double x = tag->cx - tag->width / 2;
      gboolean found = FALSE;

      /* Sideways, keep it in the area as long as it fits there. */
      x = MIN (x, area->origin.x + area->size.width - tag->width);
      x = MAX (x, area->origin.x);
      /* On the token's top edge, on its bottom edge, then stepping away
       * from it: the first place in the area that no earlier tag holds.
       * Drawn over everything, over the token's rim, clear of its middle
       * where the pointer aims. */
      for (guint step = 0; step < 12 && !found; step++)
        {
          double lift = (step / 2) * (tag->height + 1.0);
          double y = step % 2 == 0 ? tag->top - tag->height / 2 - lift
                                   : tag->bottom - tag->height / 2 + lift;
          graphene_rect_t rect = GRAPHENE_RECT_INIT ((float) x, (float) y, (float) tag->width,
                                                     (float) tag->height);

          if (y < area->origin.y || y + tag->height > area->origin.y + area->size.height ||
              overlaps_any (&rect, placed, i))
            continue;
          placed[i] = rect;
          found = TRUE;
        }
      if (!found)
        {
          /* Crowded beyond reason: on its top edge, inside the area. */
          double y = MAX (tag->top - tag->height / 2, area->origin.y);

          placed[i] = GRAPHENE_RECT_INIT ((float) x, (float) y, (float) tag->width,
                                          (float) tag->height);
        }
    }
}

static PangoLayout *
make_layout (cairo_t *cr,
             double   pixels)
{
  PangoLayout *layout = pango_cairo_create_layout (cr);
  g_autoptr(PangoFontDescription) font = pango_font_description_from_string ("Sans Bold");

  pango_font_description_set_absolute_size (font, MAX (pixels, 6.0) * PANGO_SCALE);
  pango_layout_set_font_description (layout, font);
  return layout;
}

typedef struct {
  char           *text;
  GdkRGBA         color;
  TacticsGameTag  tag;
  TacticsGameSprite *sprite;    /* its token's, to order the tags */
} Forecast;

/* Row by row, as the tokens are drawn. */
static int
compare_forecast_rows (gconstpointer a,
                       gconstpointer b)
{
  return tactics_game_sprite_compare_rows (&((const Forecast *) a)->sprite,
                                           &((const Forecast *) b)->sprite);
}

/* The forecasts laid out together, over every token and inside the view,
 * so that none covers another or is cut off by the board's edge. */
static void
snapshot_forecasts (GtkSnapshot           *snapshot,
                    const graphene_rect_t *area,
                    GArray                *forecasts,
                    double                 breadth)
{
  g_autofree TacticsGameTag *tags = g_new0 (TacticsGameTag, forecasts->len);
  g_autofree graphene_rect_t *placed = g_new0 (graphene_rect_t, forecasts->len);
  cairo_t *cr;
  PangoLayout *layout;

  cr = gtk_snapshot_append_cairo (snapshot, area);
  layout = make_layout (cr, MAX (9.0, breadth * 0.2));
  for (guint i = 0; i < forecasts->len; i++)
    {
      Forecast *forecast = &g_array_index (forecasts, Forecast, i);

      tags[i] = forecast->tag;
      measure_tag (layout, forecast->text, &tags[i].width, &tags[i].height);
    }
  tactics_game_forecast_layer_place_tags (tags, forecasts->len, area, placed);
  for (guint i = 0; i < forecasts->len; i++)
    {
      Forecast *forecast = &g_array_index (forecasts, Forecast, i);

      draw_tag (cr, layout, forecast->text, &forecast->color, &placed[i]);
      g_free (forecast->text);
    }
  g_object_unref (layout);
  cairo_destroy (cr);
}

static void
tactics_game_forecast_layer_snapshot (TacticsBoardLayer              *layer,
                                      GtkSnapshot                    *snapshot,
                                      const TacticsBoardLayerContext *context)
{
  TacticsGameForecastLayer *self = TACTICS_GAME_FORECAST_LAYER (layer);
  double size = context->cell_size;
  double breadth = tactics_game_unit_layer_cell_breadth (context->topology) * size;
  double token_size = tactics_game_unit_layer_token_size (context->topology, size);
  guint n_sprites = tactics_game_unit_layer_get_n_sprites (self->units);
  g_autoptr(GArray) forecasts = g_array_new (FALSE, FALSE, sizeof (Forecast));
  double min_x;
  double min_y;
  double max_x;
  double max_y;
  double board_width;
  double board_height;
  graphene_rect_t drawn;
  graphene_rect_t area;

  /* The area worth drawing, with a cell of margin, as the unit layer's. */
  tactics_cell_to_pixel (context->topology, size,
                         (TacticsCell) { context->first_x, context->first_y }, &min_x, &min_y);
  tactics_cell_to_pixel (context->topology, size,
                         (TacticsCell) { context->last_x, context->last_y }, &max_x, &max_y);
  min_x -= 2 * breadth;
  min_y -= 2 * breadth;
  max_x += 2 * breadth;
  max_y += 2 * breadth;

  for (guint i = 0; i < n_sprites; i++)
    {
      TacticsGameSprite *sprite = tactics_game_unit_layer_get_sprite (self->units, i);
      double scale = sprite->scale > 0.0 ? sprite->scale : 1.0;
      double cx;
      double cy;
      Forecast forecast = { NULL };

      if (!sprite->present || sprite->opacity <= 0.0)
        continue;
      tactics_game_unit_layer_token_center (context->topology, size, sprite, &cx, &cy);
      if (cx < min_x || cx > max_x || cy < min_y || cy > max_y)
        continue;
      forecast.text = tag_text (self, i, &forecast.color);
      if (forecast.text == NULL)
        continue;
      forecast.tag = (TacticsGameTag) { cx, cy - token_size * scale / 2,
                                        cy + token_size * scale / 2, 0, 0 };
      forecast.sprite = sprite;
      g_array_append_val (forecasts, forecast);
    }
  if (forecasts->len == 0)
    return;
  /* Row by row, as the tokens are drawn: the upper tag gets the first place. */
  g_array_sort (forecasts, compare_forecast_rows);

  /* The part of the board being drawn: a tag never leaves the board. */
  drawn = GRAPHENE_RECT_INIT (min_x, min_y, max_x - min_x, max_y - min_y);
  tactics_board_pixel_size (context->topology, size, context->board_width,
                            context->board_height, &board_width, &board_height);
  if (graphene_rect_intersection (&drawn, &GRAPHENE_RECT_INIT (0, 0, board_width, board_height),
                                  &area))
    snapshot_forecasts (snapshot, &area, forecasts, breadth);
  else
    for (guint i = 0; i < forecasts->len; i++)
      g_free (g_array_index (forecasts, Forecast, i).text);
}

static void
on_units_invalidated (TacticsGameForecastLayer *self)
{
  tactics_board_layer_invalidate (TACTICS_BOARD_LAYER (self));
}

static void
tactics_game_forecast_layer_dispose (GObject *object)
{
  TacticsGameForecastLayer *self = TACTICS_GAME_FORECAST_LAYER (object);

  g_clear_object (&self->units);
  g_clear_pointer (&self->forecast, tactics_forecast_unref);

  G_OBJECT_CLASS (tactics_game_forecast_layer_parent_class)->dispose (object);
}

static void
tactics_game_forecast_layer_class_init (TacticsGameForecastLayerClass *klass)
{
  GObjectClass *object_class = G_OBJECT_CLASS (klass);
  TacticsBoardLayerClass *layer_class = TACTICS_BOARD_LAYER_CLASS (klass);

  object_class->dispose = tactics_game_forecast_layer_dispose;
  layer_class->snapshot = tactics_game_forecast_layer_snapshot;
}

static void
tactics_game_forecast_layer_init (TacticsGameForecastLayer *self)
{
}

void
tactics_game_forecast_layer_set_forecast (TacticsGameForecastLayer *self,
                                          TacticsForecast          *forecast)
{
  g_return_if_fail (TACTICS_IS_GAME_FORECAST_LAYER (self));

  if (self->forecast == forecast)
    return;
  g_clear_pointer (&self->forecast, tactics_forecast_unref);
  if (forecast != NULL)
    self->forecast = tactics_forecast_ref (forecast);
  tactics_board_layer_invalidate (TACTICS_BOARD_LAYER (self));
}

char *
tactics_game_forecast_layer_dup_text (TacticsGameForecastLayer *self,
                                      guint                     unit)
{
  GdkRGBA color;

  g_return_val_if_fail (TACTICS_IS_GAME_FORECAST_LAYER (self), NULL);

  return tag_text (self, unit, &color);
}

TacticsGameForecastLayer *
tactics_game_forecast_layer_new (TacticsGameUnitLayer *units)
{
  TacticsGameForecastLayer *self;

  g_return_val_if_fail (TACTICS_IS_GAME_UNIT_LAYER (units), NULL);

  self = g_object_new (TACTICS_TYPE_GAME_FORECAST_LAYER, NULL);
  self->units = g_object_ref (units);
  g_signal_connect_object (units, "invalidated", G_CALLBACK (on_units_invalidated), self,
                           G_CONNECT_SWAPPED);
  return self;
}
