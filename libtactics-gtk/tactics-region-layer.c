/* SPDX-License-Identifier: GPL-3.0-or-later */
#include "config.h"

#include "tactics-gtk.h"

/* Each region is drawn by a cell layer of its own (the region style: a
 * wash framed along its edge, in the region's colour) that the board does
 * not know of: this layer draws them in the list's order and tells the
 * board when one of them changed. */

struct _TacticsRegionLayer
{
  TacticsBoardLayer  parent_instance;

  GListModel        *regions;
  GPtrArray         *layers;    /* TacticsCellLayer, one per region, in order */
};

G_DEFINE_FINAL_TYPE (TacticsRegionLayer, tactics_region_layer, TACTICS_TYPE_BOARD_LAYER)

enum {
  PROP_0,
  PROP_REGIONS,
  N_PROPS
};

static GParamSpec *properties[N_PROPS];

static void
sync_region (TacticsCellLayer *layer,
             TacticsRegion    *region)
{
  const TacticsCell *cells;
  guint n_cells;
  GdkRGBA color;

  if (tactics_region_get_color (region) != NULL &&
      gdk_rgba_parse (&color, tactics_region_get_color (region)))
    tactics_cell_layer_set_color (layer, &color);
  else
    tactics_cell_layer_set_color (layer, NULL);
  cells = tactics_region_get_cells (region, &n_cells);
  tactics_cell_layer_set_cells (layer, cells, n_cells);
}

static void
on_region_cells_changed (TacticsRegion    *region,
                         TacticsCellLayer *layer)
{
  sync_region (layer, region);
}

static void
on_region_notify (TacticsRegion    *region,
                  GParamSpec       *pspec,
                  TacticsCellLayer *layer)
{
  sync_region (layer, region);
}

static void
on_layer_invalidated (TacticsRegionLayer *self)
{
  tactics_board_layer_invalidate (TACTICS_BOARD_LAYER (self));
}

static TacticsCellLayer *
make_layer (TacticsRegionLayer *self,
            TacticsRegion      *region)
{
  TacticsCellLayer *layer = tactics_cell_layer_new (TACTICS_CELL_STYLE_REGION);

  sync_region (layer, region);
  g_signal_connect_object (region, "cells-changed", G_CALLBACK (on_region_cells_changed), layer,
                           0);
  g_signal_connect_object (region, "notify::color", G_CALLBACK (on_region_notify), layer, 0);
  g_signal_connect_object (layer, "invalidated", G_CALLBACK (on_layer_invalidated), self,
                           G_CONNECT_SWAPPED);
  return layer;
}

static void
drop_layer (gpointer data)
{
  TacticsCellLayer *layer = data;

  g_signal_handlers_disconnect_matched (layer, G_SIGNAL_MATCH_FUNC, 0, 0, NULL,
                                        on_layer_invalidated, NULL);
  g_object_unref (layer);
}

static void
on_items_changed (GListModel         *regions,
                  guint               position,
                  guint               removed,
                  guint               added,
                  TacticsRegionLayer *self)
{
  g_ptr_array_remove_range (self->layers, position, removed);
  for (guint i = 0; i < added; i++)
    {
      g_autoptr(TacticsRegion) region = g_list_model_get_item (regions, position + i);

      g_ptr_array_insert (self->layers, (int) (position + i), make_layer (self, region));
    }
  tactics_board_layer_invalidate (TACTICS_BOARD_LAYER (self));
}

static void
tactics_region_layer_snapshot (TacticsBoardLayer              *layer,
                               GtkSnapshot                    *snapshot,
                               const TacticsBoardLayerContext *context)
{
  TacticsRegionLayer *self = TACTICS_REGION_LAYER (layer);

  for (guint i = 0; i < self->layers->len; i++)
    {
      TacticsBoardLayer *child = g_ptr_array_index (self->layers, i);

      TACTICS_BOARD_LAYER_GET_CLASS (child)->snapshot (child, snapshot, context);
    }
}

GListModel *
tactics_region_layer_get_regions (TacticsRegionLayer *self)
{
  g_return_val_if_fail (TACTICS_IS_REGION_LAYER (self), NULL);
  return self->regions;
}

void
tactics_region_layer_set_regions (TacticsRegionLayer *self,
                                  GListModel         *regions)
{
  guint n_old;

  g_return_if_fail (TACTICS_IS_REGION_LAYER (self));
  g_return_if_fail (regions == NULL || G_IS_LIST_MODEL (regions));

  if (self->regions == regions)
    return;
  if (self->regions != NULL)
    g_signal_handlers_disconnect_by_func (self->regions, on_items_changed, self);
  n_old = self->layers->len;
  g_set_object (&self->regions, regions);
  on_items_changed (regions, 0, n_old, regions != NULL ? g_list_model_get_n_items (regions) : 0,
                    self);
  if (regions != NULL)
    g_signal_connect (regions, "items-changed", G_CALLBACK (on_items_changed), self);
  g_object_notify_by_pspec (G_OBJECT (self), properties[PROP_REGIONS]);
}

static void
tactics_region_layer_dispose (GObject *object)
{
  TacticsRegionLayer *self = TACTICS_REGION_LAYER (object);

  if (self->regions != NULL)
    g_signal_handlers_disconnect_by_func (self->regions, on_items_changed, self);
  g_clear_object (&self->regions);
  if (self->layers != NULL)
    g_ptr_array_set_size (self->layers, 0);
  G_OBJECT_CLASS (tactics_region_layer_parent_class)->dispose (object);
}

static void
tactics_region_layer_finalize (GObject *object)
{
  TacticsRegionLayer *self = TACTICS_REGION_LAYER (object);

  g_ptr_array_unref (self->layers);
  G_OBJECT_CLASS (tactics_region_layer_parent_class)->finalize (object);
}

static void
tactics_region_layer_get_property (GObject    *object,
                                   guint       prop_id,
                                   GValue     *value,
                                   GParamSpec *pspec)
{
  TacticsRegionLayer *self = TACTICS_REGION_LAYER (object);

  switch (prop_id)
    {
    case PROP_REGIONS:
      g_value_set_object (value, self->regions);
      break;
    default:
      G_OBJECT_WARN_INVALID_PROPERTY_ID (object, prop_id, pspec);
    }
}

static void
tactics_region_layer_set_property (GObject      *object,
                                   guint         prop_id,
                                   const GValue *value,
                                   GParamSpec   *pspec)
{
  TacticsRegionLayer *self = TACTICS_REGION_LAYER (object);

  switch (prop_id)
    {
    case PROP_REGIONS:
      tactics_region_layer_set_regions (self, g_value_get_object (value));
      break;
    default:
      G_OBJECT_WARN_INVALID_PROPERTY_ID (object, prop_id, pspec);
    }
}

static void
tactics_region_layer_class_init (TacticsRegionLayerClass *klass)
{
  GObjectClass *object_class = G_OBJECT_CLASS (klass);
  TacticsBoardLayerClass *layer_class = TACTICS_BOARD_LAYER_CLASS (klass);

  object_class->dispose = tactics_region_layer_dispose;
  object_class->finalize = tactics_region_layer_finalize;
  object_class->get_property = tactics_region_layer_get_property;
  object_class->set_property = tactics_region_layer_set_property;
  layer_class->snapshot = tactics_region_layer_snapshot;

  properties[PROP_REGIONS] =
    g_param_spec_object ("regions", NULL, NULL, G_TYPE_LIST_MODEL,
                         G_PARAM_READWRITE | G_PARAM_EXPLICIT_NOTIFY | G_PARAM_STATIC_STRINGS);
  g_object_class_install_properties (object_class, N_PROPS, properties);
}

static void
tactics_region_layer_init (TacticsRegionLayer *self)
{
  self->layers = g_ptr_array_new_with_free_func (drop_layer);
}

TacticsRegionLayer *
tactics_region_layer_new (void)
{
  return g_object_new (TACTICS_TYPE_REGION_LAYER, NULL);
}
