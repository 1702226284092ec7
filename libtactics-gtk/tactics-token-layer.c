/* SPDX-License-Identifier: GPL-3.0-or-later */
#include "config.h"

#include <math.h>

#include "tactics-gtk.h"
#include "tactics-draw.h"

typedef struct {
  TacticsCell        cell;
  TacticsTokenShape  shape;
  GdkRGBA            color;
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

/**
 * TacticsTokenLayer:
 *
 * Tokens standing on cells, drawn as pictures draw units
 * (tactics_draw_token()): a coloured token (round unless given a shape)
 * with a glyph (a unit's letter), an optional ring in a team colour, an
 * optional health bar, and a selected state. One token per cell.
 */
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

static TacticsDrawColor
draw_color (const GdkRGBA *rgba)
{
  return (TacticsDrawColor) { rgba->red, rgba->green, rgba->blue, rgba->alpha };
}

/* Each token drawn by the drawing library, as pictures draw units: the
 * token, its team ring and its health bar in one node. */
static void
tactics_token_layer_snapshot (TacticsBoardLayer              *layer,
                              GtkSnapshot                    *snapshot,
                              const TacticsBoardLayerContext *context)
{
  TacticsTokenLayer *self = TACTICS_TOKEN_LAYER (layer);
  g_autoptr(GPtrArray) visible = g_ptr_array_new ();
  GHashTableIter iter;
  Token *token;
  double size = tactics_draw_token_size_on_cell (context->topology, context->cell_size);
  double rim = MAX (1.0, size / 22.0);
  /* Room for the selection halo, the ring and the health bar. */
  double reach = MAX (size, size * 0.75 + rim * 2.0);

  g_hash_table_iter_init (&iter, self->tokens);
  while (g_hash_table_iter_next (&iter, NULL, (gpointer *) &token))
    if (tactics_board_layer_context_wants_cell (context, token->cell))
      g_ptr_array_add (visible, token);

  g_ptr_array_sort (visible, compare_tokens);
  for (guint i = 0; i < visible->len; i++)
    {
      TacticsDrawColor color;
      double x;
      double y;
      cairo_t *cr;

      token = g_ptr_array_index (visible, i);
      tactics_board_layer_context_cell_center (context, token->cell, &x, &y);
      cr = gtk_snapshot_append_cairo (snapshot,
                                      &GRAPHENE_RECT_INIT (x - reach, y - reach,
                                                           2 * reach, 2 * reach));
      color = draw_color (&token->color);
      tactics_draw_token (cr, (TacticsDrawTokenShape) token->shape, &color, token->glyph, x, y,
                          size,
                          token->selected ? TACTICS_DRAW_TOKEN_SELECTED : TACTICS_DRAW_TOKEN_PLAIN);
      if (token->has_team_color)
        {
          color = draw_color (&token->team_color);
          tactics_draw_token_ring (cr, &color, x, y, size);
        }
      if (token->health >= 0.0)
        tactics_draw_health_bar (cr, token->health, x, y, size);
      cairo_destroy (cr);
    }
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

/**
 * tactics_token_layer_new:
 *
 * Makes a layer for tokens.
 *
 * Returns: (transfer full): a layer with no tokens
 */
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

/**
 * tactics_token_layer_set_token: (skip)
 * @self: a token layer
 * @cell: where the token stands
 * @color: the token's colour
 * @glyph: (nullable): a short text on the token
 *
 * Puts a token on @cell, or replaces the one there.
 */
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

/**
 * tactics_token_layer_set_shape: (skip)
 * @self: a token layer
 * @cell: a cell with a token
 * @shape: the token's outline
 *
 * Gives the token on @cell an outline other than a circle, e.g. its
 * team's.
 */
void
tactics_token_layer_set_shape (TacticsTokenLayer *self,
                               TacticsCell        cell,
                               TacticsTokenShape  shape)
{
  Token *token;

  g_return_if_fail (TACTICS_IS_TOKEN_LAYER (self));
  g_return_if_fail (shape <= TACTICS_TOKEN_SHAPE_OCTAGON);

  token = lookup (self, cell);
  g_return_if_fail (token != NULL);

  if (token->shape == shape)
    return;
  token->shape = shape;
  tactics_board_layer_invalidate (TACTICS_BOARD_LAYER (self));
}

/**
 * tactics_token_layer_set_team_color: (skip)
 * @self: a token layer
 * @cell: a cell with a token
 * @team_color: (nullable): the ring's colour, or %NULL for no ring
 *
 * Draws a ring in a team colour round the token on @cell.
 */
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

/**
 * tactics_token_layer_set_health: (skip)
 * @self: a token layer
 * @cell: a cell with a token
 * @fraction: how full the health bar is, 0 to 1; negative hides it
 *
 * Shows a health bar under the token on @cell.
 */
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

/**
 * tactics_token_layer_set_selected: (skip)
 * @self: a token layer
 * @cell: a cell with a token
 * @selected: whether the token is selected
 *
 * Selects the token on @cell, or not.
 */
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

/**
 * tactics_token_layer_move_token: (skip)
 * @self: a token layer
 * @from: the cell of the token
 * @to: where it goes
 *
 * Moves the token on @from to @to, replacing any token there.
 */
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

/**
 * tactics_token_layer_remove_token: (skip)
 * @self: a token layer
 * @cell: a cell
 *
 * Removes the token on @cell, if any.
 */
void
tactics_token_layer_remove_token (TacticsTokenLayer *self,
                                  TacticsCell        cell)
{
  g_return_if_fail (TACTICS_IS_TOKEN_LAYER (self));

  if (g_hash_table_remove (self->tokens, pack_cell (cell)))
    tactics_board_layer_invalidate (TACTICS_BOARD_LAYER (self));
}

/**
 * tactics_token_layer_clear:
 * @self: a token layer
 *
 * Removes every token.
 */
void
tactics_token_layer_clear (TacticsTokenLayer *self)
{
  g_return_if_fail (TACTICS_IS_TOKEN_LAYER (self));

  if (g_hash_table_size (self->tokens) == 0)
    return;
  g_hash_table_remove_all (self->tokens);
  tactics_board_layer_invalidate (TACTICS_BOARD_LAYER (self));
}

/**
 * tactics_token_layer_has_token: (skip)
 * @self: a token layer
 * @cell: a cell
 *
 * Tells whether a token stands on @cell.
 *
 * Returns: %TRUE when a token stands on @cell
 */
gboolean
tactics_token_layer_has_token (TacticsTokenLayer *self,
                               TacticsCell        cell)
{
  g_return_val_if_fail (TACTICS_IS_TOKEN_LAYER (self), FALSE);

  return lookup (self, cell) != NULL;
}

/**
 * tactics_token_layer_get_n_tokens:
 * @self: a token layer
 *
 * Counts the tokens.
 *
 * Returns: the number of tokens
 */
guint
tactics_token_layer_get_n_tokens (TacticsTokenLayer *self)
{
  g_return_val_if_fail (TACTICS_IS_TOKEN_LAYER (self), 0);

  return g_hash_table_size (self->tokens);
}
