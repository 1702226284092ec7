/* SPDX-License-Identifier: GPL-3.0-or-later */
#include "config.h"

#include <math.h>
#include <string.h>

#include "tactics-game-hatch-layer.h"

struct _TacticsGameHatchLayer
{
  TacticsBoardLayer  parent_instance;

  GArray            *cells;   /* TacticsCell */
};

G_DEFINE_FINAL_TYPE (TacticsGameHatchLayer, tactics_game_hatch_layer, TACTICS_TYPE_BOARD_LAYER)

static void
tactics_game_hatch_layer_snapshot (TacticsBoardLayer              *layer,
                                   GtkSnapshot                    *snapshot,
                                   const TacticsBoardLayerContext *context)
{
  TacticsGameHatchLayer *self = TACTICS_GAME_HATCH_LAYER (layer);
  double size = context->cell_size;
  double width;
  double height;
  double spacing = MAX (4.0, size / 4.0);
  cairo_t *cr;

  if (self->cells->len == 0)
    return;

  tactics_board_pixel_size (context->topology, size, context->board_width,
                            context->board_height, &width, &height);
  cr = gtk_snapshot_append_cairo (snapshot, &GRAPHENE_RECT_INIT (0, 0, width, height));

  cairo_save (cr);
  for (guint i = 0; i < self->cells->len; i++)
    {
      TacticsCell cell = g_array_index (self->cells, TacticsCell, i);
      double cx;
      double cy;

      if (!tactics_board_layer_context_wants_cell (context, cell))
        continue;
      tactics_board_layer_context_cell_center (context, cell, &cx, &cy);
      tactics_append_cell_path (cr, context->topology, size, cx, cy, 0.0);
    }
  cairo_clip (cr);

  /* A faint wash, then the stripes across the whole clipped area. */
  cairo_set_source_rgba (cr, 0.55, 0.0, 0.45, 0.16);
  cairo_paint (cr);
  cairo_set_source_rgba (cr, 0.55, 0.05, 0.5, 0.6);
  cairo_set_line_width (cr, MAX (1.5, size / 18.0));
  for (double d = -height; d < width; d += spacing)
    {
      cairo_move_to (cr, d, height);
      cairo_line_to (cr, d + height, 0);
    }
  cairo_stroke (cr);
  cairo_restore (cr);

  cairo_destroy (cr);
}

static void
tactics_game_hatch_layer_finalize (GObject *object)
{
  TacticsGameHatchLayer *self = TACTICS_GAME_HATCH_LAYER (object);

  g_clear_pointer (&self->cells, g_array_unref);

  G_OBJECT_CLASS (tactics_game_hatch_layer_parent_class)->finalize (object);
}

static void
tactics_game_hatch_layer_class_init (TacticsGameHatchLayerClass *klass)
{
  GObjectClass *object_class = G_OBJECT_CLASS (klass);
  TacticsBoardLayerClass *layer_class = TACTICS_BOARD_LAYER_CLASS (klass);

  object_class->finalize = tactics_game_hatch_layer_finalize;
  layer_class->snapshot = tactics_game_hatch_layer_snapshot;
}

static void
tactics_game_hatch_layer_init (TacticsGameHatchLayer *self)
{
  self->cells = g_array_new (FALSE, FALSE, sizeof (TacticsCell));
}

TacticsGameHatchLayer *
tactics_game_hatch_layer_new (void)
{
  return g_object_new (TACTICS_TYPE_GAME_HATCH_LAYER, NULL);
}

void
tactics_game_hatch_layer_set_cells (TacticsGameHatchLayer *self,
                                    const TacticsCell     *cells,
                                    guint                  n_cells)
{
  g_return_if_fail (TACTICS_IS_GAME_HATCH_LAYER (self));
  g_return_if_fail (cells != NULL || n_cells == 0);

  if (self->cells->len == n_cells &&
      (n_cells == 0 || memcmp (self->cells->data, cells, n_cells * sizeof (TacticsCell)) == 0))
    return;
  g_array_set_size (self->cells, 0);
  if (n_cells > 0)
    g_array_append_vals (self->cells, cells, n_cells);
  tactics_board_layer_invalidate (TACTICS_BOARD_LAYER (self));
}

guint
tactics_game_hatch_layer_get_n_cells (TacticsGameHatchLayer *self)
{
  g_return_val_if_fail (TACTICS_IS_GAME_HATCH_LAYER (self), 0);
  return self->cells->len;
}

gboolean
tactics_game_hatch_layer_contains (TacticsGameHatchLayer *self,
                                   TacticsCell            cell)
{
  g_return_val_if_fail (TACTICS_IS_GAME_HATCH_LAYER (self), FALSE);

  for (guint i = 0; i < self->cells->len; i++)
    {
      TacticsCell other = g_array_index (self->cells, TacticsCell, i);

      if (other.x == cell.x && other.y == cell.y)
        return TRUE;
    }
  return FALSE;
}
