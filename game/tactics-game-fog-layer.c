/* SPDX-License-Identifier: GPL-3.0-or-later */
#include "config.h"

#include "tactics-game-fog-layer.h"
#include "tactics-draw.h"

struct _TacticsGameFogLayer
{
  TacticsBoardLayer  parent_instance;

  TacticsView       *view;
  TacticsTopology    topology;
  int                width;
  int                height;
  guint8            *states;   /* TacticsDrawFog, row by row */
};

G_DEFINE_FINAL_TYPE (TacticsGameFogLayer, tactics_game_fog_layer, TACTICS_TYPE_BOARD_LAYER)

static void
on_view_changed (TacticsGameFogLayer *self)
{
  tactics_draw_fog_read_view (self->view, self->width, self->height, self->states);
  tactics_board_layer_invalidate (TACTICS_BOARD_LAYER (self));
}

static void
tactics_game_fog_layer_snapshot (TacticsBoardLayer              *layer,
                                 GtkSnapshot                    *snapshot,
                                 const TacticsBoardLayerContext *context)
{
  TacticsGameFogLayer *self = TACTICS_GAME_FOG_LAYER (layer);
  TacticsDrawCellMask mask;
  double size = context->cell_size;
  double x0;
  double y0;
  double x1;
  double y1;
  cairo_t *cr;

  if (self->view == NULL || context->board_width != self->width ||
      context->board_height != self->height || context->first_x > context->last_x ||
      context->first_y > context->last_y)
    return;

  mask = (TacticsDrawCellMask) { self->topology, self->width, self->height, self->states };
  tactics_cell_to_pixel (context->topology, size,
                         (TacticsCell) { context->first_x, context->first_y }, &x0, &y0);
  tactics_cell_to_pixel (context->topology, size,
                         (TacticsCell) { context->last_x, context->last_y }, &x1, &y1);
  /* A cell round the range: hex rows are offset by half a cell. */
  x0 -= size;
  y0 -= size;
  x1 += size;
  y1 += size;
  cr = gtk_snapshot_append_cairo (snapshot, &GRAPHENE_RECT_INIT (x0, y0, x1 - x0, y1 - y0));
  tactics_draw_fog (cr, &mask, size, context->first_x, context->first_y, context->last_x,
                    context->last_y);
  cairo_destroy (cr);
}

static void
tactics_game_fog_layer_dispose (GObject *object)
{
  TacticsGameFogLayer *self = TACTICS_GAME_FOG_LAYER (object);

  if (self->view != NULL)
    g_signal_handlers_disconnect_by_data (self->view, self);
  g_clear_object (&self->view);

  G_OBJECT_CLASS (tactics_game_fog_layer_parent_class)->dispose (object);
}

static void
tactics_game_fog_layer_finalize (GObject *object)
{
  TacticsGameFogLayer *self = TACTICS_GAME_FOG_LAYER (object);

  g_clear_pointer (&self->states, g_free);

  G_OBJECT_CLASS (tactics_game_fog_layer_parent_class)->finalize (object);
}

static void
tactics_game_fog_layer_class_init (TacticsGameFogLayerClass *klass)
{
  GObjectClass *object_class = G_OBJECT_CLASS (klass);
  TacticsBoardLayerClass *layer_class = TACTICS_BOARD_LAYER_CLASS (klass);

  object_class->dispose = tactics_game_fog_layer_dispose;
  object_class->finalize = tactics_game_fog_layer_finalize;
  layer_class->snapshot = tactics_game_fog_layer_snapshot;
}

static void
tactics_game_fog_layer_init (TacticsGameFogLayer *self)
{
}

TacticsGameFogLayer *
tactics_game_fog_layer_new (void)
{
  return g_object_new (TACTICS_TYPE_GAME_FOG_LAYER, NULL);
}

void
tactics_game_fog_layer_set_view (TacticsGameFogLayer *self,
                                 TacticsMap          *map,
                                 TacticsView         *view)
{
  g_return_if_fail (TACTICS_IS_GAME_FOG_LAYER (self));
  g_return_if_fail (view == NULL || TACTICS_IS_VIEW (view));
  g_return_if_fail (view == NULL || TACTICS_IS_MAP (map));

  if (self->view != NULL)
    g_signal_handlers_disconnect_by_data (self->view, self);
  g_set_object (&self->view, view);
  g_clear_pointer (&self->states, g_free);
  if (view != NULL)
    {
      self->topology = tactics_map_get_topology (map);
      self->width = tactics_map_get_width (map);
      self->height = tactics_map_get_height (map);
      self->states = g_new0 (guint8, (gsize) self->width * self->height);
      g_signal_connect_swapped (view, "changed", G_CALLBACK (on_view_changed), self);
      on_view_changed (self);
      return;
    }
  tactics_board_layer_invalidate (TACTICS_BOARD_LAYER (self));
}

TacticsView *
tactics_game_fog_layer_get_view (TacticsGameFogLayer *self)
{
  g_return_val_if_fail (TACTICS_IS_GAME_FOG_LAYER (self), NULL);
  return self->view;
}
