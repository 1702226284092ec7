/* SPDX-License-Identifier: GPL-3.0-or-later */
#include "config.h"

#include <math.h>
#include <pango/pangocairo.h>

#include "tactics-draw.h"
#include "tactics-game-unit-layer.h"

struct _TacticsGameUnitLayer
{
  TacticsBoardLayer  parent_instance;

  TacticsTopology    topology;
  GArray            *sprites;  /* TacticsGameSprite, by unit id */
  GPtrArray         *floats;   /* TacticsGameFloat */
  TacticsMatch      *match;    /* with view: whose tokens may be drawn */
  TacticsView       *view;
};

G_DEFINE_FINAL_TYPE (TacticsGameUnitLayer, tactics_game_unit_layer, TACTICS_TYPE_BOARD_LAYER)

static void
clear_sprite (gpointer data)
{
  TacticsGameSprite *sprite = data;

  g_clear_pointer (&sprite->icon, g_free);
  g_clear_pointer (&sprite->glyph, g_free);
}

void
tactics_game_sprite_set_unit_type (TacticsGameSprite *sprite,
                                   TacticsUnitType   *type)
{
  g_free (sprite->icon);
  sprite->icon = g_strdup (tactics_unit_type_get_icon (type));
  g_free (sprite->glyph);
  sprite->glyph = g_strdup (tactics_unit_type_get_glyph (type));
}

static void
free_float (gpointer data)
{
  TacticsGameFloat *number = data;

  g_free (number->text);
  g_free (number);
}

double
tactics_game_unit_layer_cell_breadth (TacticsTopology topology)
{
  return tactics_cell_breadth (topology, 1.0);
}

double
tactics_game_unit_layer_token_size (TacticsTopology topology,
                                    double          cell_size)
{
  /* As pictures and the editor's board size a token. */
  return tactics_draw_token_size_on_cell (topology, cell_size);
}

void
tactics_game_unit_layer_token_center (TacticsTopology          topology,
                                      double                   cell_size,
                                      const TacticsGameSprite *sprite,
                                      double                  *cx,
                                      double                  *cy)
{
  /* A little above the cell's centre: the health bar goes under it. */
  *cx = (sprite->x + sprite->offset_x) * cell_size;
  *cy = (sprite->y + sprite->offset_y) * cell_size -
        tactics_game_unit_layer_cell_breadth (topology) * cell_size * 0.06;
}

int
tactics_game_sprite_compare_rows (gconstpointer a,
                                  gconstpointer b)
{
  const TacticsGameSprite *first = *(const TacticsGameSprite * const *) a;
  const TacticsGameSprite *second = *(const TacticsGameSprite * const *) b;
  double first_y = first->y + first->offset_y;
  double second_y = second->y + second->offset_y;

  if (first_y != second_y)
    return first_y < second_y ? -1 : 1;
  return (first->x > second->x) - (first->x < second->x);
}

static void
draw_outlined_text (cairo_t       *cr,
                    PangoLayout   *layout,
                    const char    *text,
                    const GdkRGBA *color,
                    double         cx,
                    double         cy,
                    double         outline)
{
  PangoRectangle extents;

  pango_layout_set_text (layout, text, -1);
  pango_layout_get_pixel_extents (layout, NULL, &extents);
  cairo_move_to (cr, cx - extents.width / 2.0 - extents.x, cy - extents.height / 2.0 - extents.y);
  pango_cairo_layout_path (cr, layout);
  cairo_set_line_join (cr, CAIRO_LINE_JOIN_ROUND);
  cairo_set_line_width (cr, outline);
  cairo_set_source_rgba (cr, 0.05, 0.05, 0.05, color->alpha * 0.9);
  cairo_stroke_preserve (cr);
  gdk_cairo_set_source_rgba (cr, color);
  cairo_fill (cr);
}

/* The mark of a unit the scenario names: a gold star on a dark disc at
 * the token's top-right, so the captain reads apart from the infantry. */
static void
snapshot_name_mark (GtkSnapshot *snapshot,
                    double       cx,
                    double       cy,
                    double       token_size)
{
  double radius = MAX (5.0, token_size * 0.2);
  double x = cx + token_size * 0.38;
  double y = cy - token_size * 0.38;
  cairo_t *cr = gtk_snapshot_append_cairo (snapshot,
                                           &GRAPHENE_RECT_INIT (x - radius - 1, y - radius - 1,
                                                                2 * radius + 2, 2 * radius + 2));

  cairo_arc (cr, x, y, radius, 0, 2 * G_PI);
  cairo_set_source_rgba (cr, 0.08, 0.08, 0.1, 0.9);
  cairo_fill_preserve (cr);
  cairo_set_source_rgba (cr, 1.0, 0.84, 0.3, 1.0);
  cairo_set_line_width (cr, 1.0);
  cairo_stroke (cr);
  for (int i = 0; i < 10; i++)
    {
      double angle = -G_PI / 2 + i * G_PI / 5;
      double r = radius * (i % 2 == 0 ? 0.78 : 0.33);

      cairo_line_to (cr, x + r * cos (angle), y + r * sin (angle));
    }
  cairo_close_path (cr);
  cairo_fill (cr);
  cairo_destroy (cr);
}

/* The health bar as libtactics-draw draws it for pictures, with what an
 * aimed action would change. */
static void
snapshot_health_bar (GtkSnapshot *snapshot,
                     double       fraction,
                     double       predicted,
                     double       cx,
                     double       cy,
                     double       token_size)
{
  double x;
  double y;
  double width;
  double height;
  cairo_t *cr;

  tactics_draw_health_bar_extents (cx, cy, token_size, &x, &y, &width, &height);
  cr = gtk_snapshot_append_cairo (snapshot, &GRAPHENE_RECT_INIT (x, y, width, height));
  tactics_draw_health_bar_forecast (cr, fraction, predicted, cx, cy, token_size);
  cairo_destroy (cr);
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

static void
on_view_changed (TacticsGameUnitLayer *self)
{
  tactics_board_layer_invalidate (TACTICS_BOARD_LAYER (self));
}

void
tactics_game_unit_layer_set_view (TacticsGameUnitLayer *self,
                                  TacticsMatch         *match,
                                  TacticsView          *view)
{
  g_return_if_fail (TACTICS_IS_GAME_UNIT_LAYER (self));
  g_return_if_fail (view == NULL || TACTICS_IS_MATCH (match));

  if (self->view == view && self->match == match)
    return;
  if (self->view != NULL)
    g_signal_handlers_disconnect_by_data (self->view, self);
  g_clear_object (&self->view);
  g_clear_object (&self->match);
  if (view != NULL)
    {
      self->view = g_object_ref (view);
      self->match = g_object_ref (match);
    }
  if (view != NULL)
    g_signal_connect_swapped (view, "changed", G_CALLBACK (on_view_changed), self);
  tactics_board_layer_invalidate (TACTICS_BOARD_LAYER (self));
}

/* The picture lags the match: a token is where its animation has got to,
 * the view is the match's now. Requiring both the unit seen and the
 * ground under its token visible means a hidden unit is never drawn, not
 * even for the frames of a walk out of sight or into it. */
gboolean
tactics_game_unit_layer_sprite_in_sight (TacticsGameUnitLayer *self,
                                         guint                 unit)
{
  TacticsGameSprite *sprite;
  TacticsUnit *engine_unit;
  guint viewer;
  guint owner;
  double reach;

  g_return_val_if_fail (TACTICS_IS_GAME_UNIT_LAYER (self), FALSE);

  if (self->view == NULL)
    return TRUE;
  if (unit >= self->sprites->len || unit >= tactics_match_get_n_units (self->match))
    return FALSE;
  sprite = &g_array_index (self->sprites, TacticsGameSprite, unit);
  engine_unit = tactics_match_get_unit (self->match, unit);
  viewer = tactics_view_get_player (self->view);
  owner = tactics_unit_get_owner (engine_unit);
  /* One's own and one's allies' units are always seen, wherever their
   * walk has got to. */
  if (owner == viewer || tactics_match_shares_vision (self->match, viewer, owner))
    return TRUE;
  if (!tactics_view_sees_unit (self->view, engine_unit))
    return FALSE;
  /* The token's whole square, at its largest (see token_size()), on
   * ground seen now: walking out of the fog it shows once clear of it,
   * never half over hidden ground. */
  reach = tactics_game_unit_layer_cell_breadth (self->topology) * 0.47;
  for (int dy = -1; dy <= 1; dy++)
    for (int dx = -1; dx <= 1; dx++)
      {
        TacticsCell cell = tactics_pixel_to_cell (self->topology, 1.0,
                                                  sprite->x + sprite->offset_x + dx * reach,
                                                  sprite->y + sprite->offset_y + dy * reach);

        if (!tactics_view_is_visible (self->view, cell))
          return FALSE;
      }
  return TRUE;
}

static void
tactics_game_unit_layer_snapshot (TacticsBoardLayer              *layer,
                                  GtkSnapshot                    *snapshot,
                                  const TacticsBoardLayerContext *context)
{
  TacticsGameUnitLayer *self = TACTICS_GAME_UNIT_LAYER (layer);
  double size = context->cell_size;
  double breadth = tactics_game_unit_layer_cell_breadth (context->topology) * size;
  double token_size = tactics_game_unit_layer_token_size (context->topology, size);
  double min_x;
  double min_y;
  double max_x;
  double max_y;
  g_autoptr(GPtrArray) order = g_ptr_array_new ();

  /* The area worth drawing, with a cell of margin for lunges and halos. */
  tactics_cell_to_pixel (context->topology, size,
                         (TacticsCell) { context->first_x, context->first_y }, &min_x, &min_y);
  tactics_cell_to_pixel (context->topology, size,
                         (TacticsCell) { context->last_x, context->last_y }, &max_x, &max_y);
  min_x -= 2 * breadth;
  min_y -= 2 * breadth;
  max_x += 2 * breadth;
  max_y += 2 * breadth;

  for (guint i = 0; i < self->sprites->len; i++)
    {
      TacticsGameSprite *sprite = &g_array_index (self->sprites, TacticsGameSprite, i);
      double x = (sprite->x + sprite->offset_x) * size;
      double y = (sprite->y + sprite->offset_y) * size;

      if (!sprite->present || sprite->opacity <= 0.0 ||
          x < min_x || x > max_x || y < min_y || y > max_y ||
          !tactics_game_unit_layer_sprite_in_sight (self, i))
        continue;
      g_ptr_array_add (order, sprite);
    }
  g_ptr_array_sort (order, tactics_game_sprite_compare_rows);

  for (guint i = 0; i < order->len; i++)
    {
      TacticsGameSprite *sprite = g_ptr_array_index (order, i);
      double scale = sprite->scale > 0.0 ? sprite->scale : 1.0;
      double cx;
      double cy;
      double fraction = sprite->max_hp > 0 ? sprite->shown_hp / sprite->max_hp : 0.0;
      double predicted = fraction;

      tactics_game_unit_layer_token_center (context->topology, size, sprite, &cx, &cy);
      if (sprite->opacity < 1.0)
        gtk_snapshot_push_opacity (snapshot, sprite->opacity);

      tactics_game_art_snapshot_token (snapshot, sprite->team, sprite->icon, sprite->glyph,
                                       cx, cy, token_size * scale, context->scale_factor,
                                       sprite->flags);
      if (sprite->named)
        snapshot_name_mark (snapshot, cx, cy, token_size * scale);

      if (sprite->has_prediction && sprite->max_hp > 0)
        predicted = (double) MAX (sprite->predicted_hp, 0) / sprite->max_hp;
      /* The pictures' bar, at the token's foot; none on cells too small
       * to read it. */
      if (breadth >= 14.0)
        snapshot_health_bar (snapshot, fraction, predicted, cx, cy, token_size * scale);

      if (sprite->opacity < 1.0)
        gtk_snapshot_pop (snapshot);
    }

  if (self->floats->len > 0)
    {
      graphene_rect_t bounds = GRAPHENE_RECT_INIT (min_x, min_y, max_x - min_x, max_y - min_y);
      cairo_t *cr = gtk_snapshot_append_cairo (snapshot, &bounds);
      g_autoptr(PangoLayout) layout = make_layout (cr, breadth * 0.38);

      for (guint i = 0; i < self->floats->len; i++)
        {
          TacticsGameFloat *number = g_ptr_array_index (self->floats, i);
          double progress = CLAMP (number->progress, 0.0, 1.0);
          GdkRGBA color = number->color;

          /* A number over ground not seen would tell of a hidden unit. */
          if (self->view != NULL &&
              !tactics_view_is_visible (self->view,
                                        tactics_pixel_to_cell (self->topology, 1.0,
                                                               number->x, number->y)))
            continue;

          color.alpha *= progress < 0.6 ? 1.0 : 1.0 - (progress - 0.6) / 0.4;
          draw_outlined_text (cr, layout, number->text, &color, number->x * size,
                              number->y * size - breadth * (0.25 + 0.55 * progress),
                              MAX (2.0, breadth * 0.08));
        }
      cairo_destroy (cr);
    }
}

static void
tactics_game_unit_layer_dispose (GObject *object)
{
  TacticsGameUnitLayer *self = TACTICS_GAME_UNIT_LAYER (object);

  tactics_game_unit_layer_set_view (self, NULL, NULL);

  G_OBJECT_CLASS (tactics_game_unit_layer_parent_class)->dispose (object);
}

static void
tactics_game_unit_layer_finalize (GObject *object)
{
  TacticsGameUnitLayer *self = TACTICS_GAME_UNIT_LAYER (object);

  g_clear_pointer (&self->sprites, g_array_unref);
  g_clear_pointer (&self->floats, g_ptr_array_unref);

  G_OBJECT_CLASS (tactics_game_unit_layer_parent_class)->finalize (object);
}

static void
tactics_game_unit_layer_class_init (TacticsGameUnitLayerClass *klass)
{
  GObjectClass *object_class = G_OBJECT_CLASS (klass);
  TacticsBoardLayerClass *layer_class = TACTICS_BOARD_LAYER_CLASS (klass);

  object_class->dispose = tactics_game_unit_layer_dispose;
  object_class->finalize = tactics_game_unit_layer_finalize;
  layer_class->snapshot = tactics_game_unit_layer_snapshot;
}

static void
tactics_game_unit_layer_init (TacticsGameUnitLayer *self)
{
  self->sprites = g_array_new (FALSE, TRUE, sizeof (TacticsGameSprite));
  g_array_set_clear_func (self->sprites, clear_sprite);
  self->floats = g_ptr_array_new_with_free_func (free_float);
}

TacticsGameUnitLayer *
tactics_game_unit_layer_new (void)
{
  return g_object_new (TACTICS_TYPE_GAME_UNIT_LAYER, NULL);
}

void
tactics_game_unit_layer_reset (TacticsGameUnitLayer *self,
                               TacticsTopology       topology,
                               guint                 n_units)
{
  g_return_if_fail (TACTICS_IS_GAME_UNIT_LAYER (self));

  self->topology = topology;
  g_array_set_size (self->sprites, 0);
  g_array_set_size (self->sprites, n_units);
  for (guint i = 0; i < n_units; i++)
    {
      TacticsGameSprite *sprite = &g_array_index (self->sprites, TacticsGameSprite, i);

      sprite->opacity = 1.0;
      sprite->scale = 1.0;
    }
  g_ptr_array_set_size (self->floats, 0);
  tactics_board_layer_invalidate (TACTICS_BOARD_LAYER (self));
}

guint
tactics_game_unit_layer_get_n_sprites (TacticsGameUnitLayer *self)
{
  g_return_val_if_fail (TACTICS_IS_GAME_UNIT_LAYER (self), 0);
  return self->sprites->len;
}

TacticsGameSprite *
tactics_game_unit_layer_get_sprite (TacticsGameUnitLayer *self,
                                    guint                 unit)
{
  g_return_val_if_fail (TACTICS_IS_GAME_UNIT_LAYER (self), NULL);
  g_return_val_if_fail (unit < self->sprites->len, NULL);
  return &g_array_index (self->sprites, TacticsGameSprite, unit);
}

void
tactics_game_unit_layer_cell_position (TacticsGameUnitLayer *self,
                                       TacticsCell           cell,
                                       double               *x,
                                       double               *y)
{
  g_return_if_fail (TACTICS_IS_GAME_UNIT_LAYER (self));
  tactics_cell_to_pixel (self->topology, 1.0, cell, x, y);
}

void
tactics_game_unit_layer_place (TacticsGameUnitLayer *self,
                               guint                 unit,
                               TacticsCell           cell)
{
  TacticsGameSprite *sprite = tactics_game_unit_layer_get_sprite (self, unit);

  g_return_if_fail (sprite != NULL);
  tactics_cell_to_pixel (self->topology, 1.0, cell, &sprite->x, &sprite->y);
  sprite->offset_x = 0.0;
  sprite->offset_y = 0.0;
  tactics_board_layer_invalidate (TACTICS_BOARD_LAYER (self));
}

void
tactics_game_unit_layer_clear_predictions (TacticsGameUnitLayer *self)
{
  gboolean changed = FALSE;

  g_return_if_fail (TACTICS_IS_GAME_UNIT_LAYER (self));

  for (guint i = 0; i < self->sprites->len; i++)
    {
      TacticsGameSprite *sprite = &g_array_index (self->sprites, TacticsGameSprite, i);

      changed |= sprite->has_prediction;
      sprite->has_prediction = FALSE;
    }
  if (changed)
    tactics_board_layer_invalidate (TACTICS_BOARD_LAYER (self));
}

TacticsGameFloat *
tactics_game_unit_layer_add_float (TacticsGameUnitLayer *self,
                                   const char           *text,
                                   const GdkRGBA        *color,
                                   double                x,
                                   double                y)
{
  TacticsGameFloat *number;

  g_return_val_if_fail (TACTICS_IS_GAME_UNIT_LAYER (self), NULL);

  number = g_new0 (TacticsGameFloat, 1);
  number->text = g_strdup (text);
  number->color = *color;
  number->x = x;
  number->y = y;
  g_ptr_array_add (self->floats, number);
  tactics_board_layer_invalidate (TACTICS_BOARD_LAYER (self));
  return number;
}

void
tactics_game_unit_layer_prune_floats (TacticsGameUnitLayer *self)
{
  g_return_if_fail (TACTICS_IS_GAME_UNIT_LAYER (self));

  for (guint i = self->floats->len; i > 0; i--)
    {
      TacticsGameFloat *number = g_ptr_array_index (self->floats, i - 1);

      if (number->progress >= 1.0)
        g_ptr_array_remove_index (self->floats, i - 1);
    }
  tactics_board_layer_invalidate (TACTICS_BOARD_LAYER (self));
}

guint
tactics_game_unit_layer_get_n_floats (TacticsGameUnitLayer *self)
{
  g_return_val_if_fail (TACTICS_IS_GAME_UNIT_LAYER (self), 0);
  return self->floats->len;
}

void
tactics_game_unit_layer_clear_floats (TacticsGameUnitLayer *self)
{
  g_return_if_fail (TACTICS_IS_GAME_UNIT_LAYER (self));

  if (self->floats->len == 0)
    return;
  g_ptr_array_set_size (self->floats, 0);
  tactics_board_layer_invalidate (TACTICS_BOARD_LAYER (self));
}
