/* SPDX-License-Identifier: GPL-3.0-or-later */
#include "config.h"

#include <math.h>
#include <pango/pangocairo.h>

#include "tactics-gtk.h"

typedef struct {
  TacticsCell  cell;
  GdkRGBA      color;
  char        *glyph;
  GdkRGBA      team_color;
  gboolean     has_team_color;
  double       health;      /* < 0: no bar */
  gboolean     selected;
} Token;

struct _TacticsTokenLayer
{
  TacticsBoardLayer  parent_instance;

  GHashTable        *tokens;  /* packed cell → Token */
};

G_DEFINE_FINAL_TYPE (TacticsTokenLayer, tactics_token_layer, TACTICS_TYPE_BOARD_LAYER)

static gpointer
pack_cell (TacticsCell cell)
{
  return GUINT_TO_POINTER (((guint) (cell.y & 0xffff) << 16) | ((guint) cell.x & 0xffff));
}

static void
token_free (gpointer data)
{
  Token *token = data;

  g_free (token->glyph);
  g_free (token);
}

static int
compare_tokens (gconstpointer a,
                gconstpointer b)
{
  const Token *first = *(const Token * const *) a;
  const Token *second = *(const Token * const *) b;

  /* Lower rows in front, as on a table seen from the south. */
  if (first->cell.y != second->cell.y)
    return first->cell.y < second->cell.y ? -1 : 1;
  return first->cell.x < second->cell.x ? -1 : (first->cell.x > second->cell.x);
}

static void
draw_token (cairo_t                        *cr,
            PangoLayout                    *layout,
            const TacticsBoardLayerContext *context,
            const Token                    *token)
{
  double size = context->cell_size;
  double radius = (context->topology == TACTICS_TOPOLOGY_HEX ? size * 0.866 : size * 0.5) * 0.72;
  double x;
  double y;
  GdkRGBA dark;

  tactics_board_layer_context_cell_center (context, token->cell, &x, &y);

  if (token->selected)
    {
      cairo_new_sub_path (cr);
      cairo_arc (cr, x, y, radius + MAX (size * 0.08, 3.0), 0, 2 * G_PI);
      cairo_set_source_rgba (cr, 1.0, 0.92, 0.35, 0.9);
      cairo_fill (cr);
    }

  /* shadow */
  cairo_new_sub_path (cr);
  cairo_arc (cr, x + radius * 0.08, y + radius * 0.12, radius, 0, 2 * G_PI);
  cairo_set_source_rgba (cr, 0, 0, 0, 0.35);
  cairo_fill (cr);

  /* disc with a soft top light */
  cairo_new_sub_path (cr);
  cairo_arc (cr, x, y, radius, 0, 2 * G_PI);
  gdk_cairo_set_source_rgba (cr, &token->color);
  cairo_fill_preserve (cr);
  {
    cairo_pattern_t *light = cairo_pattern_create_radial (x - radius * 0.35, y - radius * 0.45, 0,
                                                          x, y, radius);

    cairo_pattern_add_color_stop_rgba (light, 0, 1, 1, 1, 0.35);
    cairo_pattern_add_color_stop_rgba (light, 1, 1, 1, 1, 0.0);
    cairo_set_source (cr, light);
    cairo_fill_preserve (cr);
    cairo_pattern_destroy (light);
  }
  dark = (GdkRGBA) { token->color.red * 0.45, token->color.green * 0.45,
                     token->color.blue * 0.45, 1.0 };
  if (token->has_team_color)
    {
      cairo_set_line_width (cr, MAX (radius * 0.22, 2.0));
      gdk_cairo_set_source_rgba (cr, &token->team_color);
    }
  else
    {
      cairo_set_line_width (cr, MAX (radius * 0.1, 1.2));
      gdk_cairo_set_source_rgba (cr, &dark);
    }
  cairo_stroke (cr);

  if (token->glyph != NULL && *token->glyph != '\0' && radius >= 5.0)
    {
      PangoFontDescription *font = pango_font_description_from_string ("Sans Bold");
      PangoRectangle extent;

      pango_font_description_set_absolute_size (font, radius * 1.1 * PANGO_SCALE);
      pango_layout_set_font_description (layout, font);
      pango_font_description_free (font);
      pango_layout_set_text (layout, token->glyph, -1);
      pango_layout_get_pixel_extents (layout, &extent, NULL);
      cairo_move_to (cr, x - extent.width / 2.0 - extent.x, y - extent.height / 2.0 - extent.y);
      pango_cairo_layout_path (cr, layout);
      cairo_set_line_join (cr, CAIRO_LINE_JOIN_ROUND);
      cairo_set_line_width (cr, MAX (radius * 0.14, 1.5));
      cairo_set_source_rgba (cr, 0, 0, 0, 0.55);
      cairo_stroke_preserve (cr);
      cairo_set_source_rgba (cr, 1, 1, 1, 1);
      cairo_fill (cr);
    }

  if (token->health >= 0.0)
    {
      double width = radius * 1.6;
      double height = MAX (radius * 0.2, 3.0);
      double left = x - width / 2.0;
      double top = y + radius * 0.82;
      double fraction = CLAMP (token->health, 0.0, 1.0);

      cairo_rectangle (cr, left - 1, top - 1, width + 2, height + 2);
      cairo_set_source_rgba (cr, 0, 0, 0, 0.7);
      cairo_fill (cr);
      cairo_rectangle (cr, left, top, width * fraction, height);
      /* green when healthy, through yellow, to red */
      cairo_set_source_rgb (cr,
                            fraction > 0.5 ? 2.0 * (1.0 - fraction) : 1.0,
                            fraction > 0.5 ? 0.8 : 1.6 * fraction,
                            0.15);
      cairo_fill (cr);
    }
}

static void
tactics_token_layer_snapshot (TacticsBoardLayer              *layer,
                              GtkSnapshot                    *snapshot,
                              const TacticsBoardLayerContext *context)
{
  TacticsTokenLayer *self = TACTICS_TOKEN_LAYER (layer);
  g_autoptr(GPtrArray) visible = g_ptr_array_new ();
  g_autoptr(PangoLayout) layout = NULL;
  GHashTableIter iter;
  Token *token;
  double left = G_MAXDOUBLE;
  double top = G_MAXDOUBLE;
  double right = -G_MAXDOUBLE;
  double bottom = -G_MAXDOUBLE;
  double margin = context->cell_size * 1.2 + 4.0;
  cairo_t *cr;

  g_hash_table_iter_init (&iter, self->tokens);
  while (g_hash_table_iter_next (&iter, NULL, (gpointer *) &token))
    {
      double x;
      double y;

      if (!tactics_board_layer_context_wants_cell (context, token->cell))
        continue;
      g_ptr_array_add (visible, token);
      tactics_board_layer_context_cell_center (context, token->cell, &x, &y);
      left = MIN (left, x);
      top = MIN (top, y);
      right = MAX (right, x);
      bottom = MAX (bottom, y);
    }

  if (visible->len == 0)
    return;

  g_ptr_array_sort (visible, compare_tokens);
  cr = gtk_snapshot_append_cairo (snapshot,
                                  &GRAPHENE_RECT_INIT (left - margin, top - margin,
                                                       right - left + 2 * margin,
                                                       bottom - top + 2 * margin));
  layout = pango_cairo_create_layout (cr);
  for (guint i = 0; i < visible->len; i++)
    draw_token (cr, layout, context, g_ptr_array_index (visible, i));
  cairo_destroy (cr);
}

static void
tactics_token_layer_finalize (GObject *object)
{
  TacticsTokenLayer *self = TACTICS_TOKEN_LAYER (object);

  g_clear_pointer (&self->tokens, g_hash_table_unref);

  G_OBJECT_CLASS (tactics_token_layer_parent_class)->finalize (object);
}

static void
tactics_token_layer_class_init (TacticsTokenLayerClass *klass)
{
  GObjectClass *object_class = G_OBJECT_CLASS (klass);
  TacticsBoardLayerClass *layer_class = TACTICS_BOARD_LAYER_CLASS (klass);

  object_class->finalize = tactics_token_layer_finalize;
  layer_class->snapshot = tactics_token_layer_snapshot;
}

static void
tactics_token_layer_init (TacticsTokenLayer *self)
{
  self->tokens = g_hash_table_new_full (g_direct_hash, g_direct_equal, NULL, token_free);
}

TacticsTokenLayer *
tactics_token_layer_new (void)
{
  return g_object_new (TACTICS_TYPE_TOKEN_LAYER, NULL);
}

static Token *
lookup (TacticsTokenLayer *self,
        TacticsCell        cell)
{
  return g_hash_table_lookup (self->tokens, pack_cell (cell));
}

void
tactics_token_layer_set_token (TacticsTokenLayer *self,
                               TacticsCell        cell,
                               const GdkRGBA     *color,
                               const char        *glyph)
{
  Token *token;

  g_return_if_fail (TACTICS_IS_TOKEN_LAYER (self));
  g_return_if_fail (color != NULL);

  token = lookup (self, cell);
  if (token == NULL)
    {
      token = g_new0 (Token, 1);
      token->cell = cell;
      token->health = -1.0;
      g_hash_table_insert (self->tokens, pack_cell (cell), token);
    }
  else if (gdk_rgba_equal (&token->color, color) && g_strcmp0 (token->glyph, glyph) == 0)
    return;

  token->color = *color;
  g_free (token->glyph);
  token->glyph = g_strdup (glyph);
  tactics_board_layer_invalidate (TACTICS_BOARD_LAYER (self));
}

void
tactics_token_layer_set_team_color (TacticsTokenLayer *self,
                                    TacticsCell        cell,
                                    const GdkRGBA     *team_color)
{
  Token *token;

  g_return_if_fail (TACTICS_IS_TOKEN_LAYER (self));

  token = lookup (self, cell);
  g_return_if_fail (token != NULL);

  token->has_team_color = team_color != NULL;
  if (team_color != NULL)
    token->team_color = *team_color;
  tactics_board_layer_invalidate (TACTICS_BOARD_LAYER (self));
}

void
tactics_token_layer_set_health (TacticsTokenLayer *self,
                                TacticsCell        cell,
                                double             fraction)
{
  Token *token;

  g_return_if_fail (TACTICS_IS_TOKEN_LAYER (self));

  token = lookup (self, cell);
  g_return_if_fail (token != NULL);

  if (token->health == fraction)
    return;
  token->health = fraction;
  tactics_board_layer_invalidate (TACTICS_BOARD_LAYER (self));
}

void
tactics_token_layer_set_selected (TacticsTokenLayer *self,
                                  TacticsCell        cell,
                                  gboolean           selected)
{
  Token *token;

  g_return_if_fail (TACTICS_IS_TOKEN_LAYER (self));

  token = lookup (self, cell);
  g_return_if_fail (token != NULL);

  selected = !!selected;
  if (token->selected == selected)
    return;
  token->selected = selected;
  tactics_board_layer_invalidate (TACTICS_BOARD_LAYER (self));
}

void
tactics_token_layer_move_token (TacticsTokenLayer *self,
                                TacticsCell        from,
                                TacticsCell        to)
{
  gpointer key;
  Token *token;

  g_return_if_fail (TACTICS_IS_TOKEN_LAYER (self));

  if (from.x == to.x && from.y == to.y)
    return;
  if (!g_hash_table_steal_extended (self->tokens, pack_cell (from), &key, (gpointer *) &token))
    return;

  token->cell = to;
  g_hash_table_replace (self->tokens, pack_cell (to), token);
  tactics_board_layer_invalidate (TACTICS_BOARD_LAYER (self));
}

void
tactics_token_layer_remove_token (TacticsTokenLayer *self,
                                  TacticsCell        cell)
{
  g_return_if_fail (TACTICS_IS_TOKEN_LAYER (self));

  if (g_hash_table_remove (self->tokens, pack_cell (cell)))
    tactics_board_layer_invalidate (TACTICS_BOARD_LAYER (self));
}

void
tactics_token_layer_clear (TacticsTokenLayer *self)
{
  g_return_if_fail (TACTICS_IS_TOKEN_LAYER (self));

  if (g_hash_table_size (self->tokens) == 0)
    return;
  g_hash_table_remove_all (self->tokens);
  tactics_board_layer_invalidate (TACTICS_BOARD_LAYER (self));
}

gboolean
tactics_token_layer_has_token (TacticsTokenLayer *self,
                               TacticsCell        cell)
{
  g_return_val_if_fail (TACTICS_IS_TOKEN_LAYER (self), FALSE);

  return lookup (self, cell) != NULL;
}

guint
tactics_token_layer_get_n_tokens (TacticsTokenLayer *self)
{
  g_return_val_if_fail (TACTICS_IS_TOKEN_LAYER (self), 0);

  return g_hash_table_size (self->tokens);
}
