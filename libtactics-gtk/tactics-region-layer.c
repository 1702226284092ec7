/* SPDX-License-Identifier: GPL-3.0-or-later */
#include "config.h"

#include "tactics-gtk.h"
#include "tactics-draw.h"

/* Each region is drawn by a cell layer of its own (the region style: a
 * wash framed along its edge, in the region's colour) that the board does
 * not know of: this layer draws them in the list's order, then their
 * names, and tells the board when one of them changed. */

/* Names are written on cells at least this large (board pixels). */
#define NAME_MIN_CELL_SIZE 14.0

/* One region as drawn: its cells' layer and the cell its name goes on,
 * the region's cell nearest the middle of its cells. */
typedef struct {
  TacticsRegionLayer *owner;
  TacticsRegion    *region;
  TacticsCellLayer *layer;
  TacticsCell       name_cell;
} RegionView;

struct _TacticsRegionLayer
{
  TacticsBoardLayer  parent_instance;

  GListModel        *regions;
  GPtrArray         *views;     /* RegionView, one per region, in order */
};

/**
 * TacticsRegionLayer:
 *
 * A scenario's regions over the terrain, each in its own colour: a light
 * wash of it, framed along the region's edge. It follows the list and each
 * region as they change (cells, colour), so an editor can paint regions
 * and see them at once.
 */
G_DEFINE_FINAL_TYPE (TacticsRegionLayer, tactics_region_layer, TACTICS_TYPE_BOARD_LAYER)

enum {
  PROP_0,
  PROP_REGIONS,
  N_PROPS
};

static GParamSpec *properties[N_PROPS];

static void
sync_region (RegionView *view)
{
  TacticsCellLayer *layer = view->layer;
  TacticsRegion *region = view->region;
  const TacticsCell *cells;
  guint n_cells;
  GdkRGBA color;

  if (tactics_region_get_color (region) != NULL &&
      gdk_rgba_parse (&color, tactics_region_get_color (region)))
    tactics_cell_layer_set_color (layer, &color);
  else
    tactics_cell_layer_set_color (layer, NULL);
  cells = tactics_region_get_cells (region, &n_cells);
  view->name_cell = tactics_draw_find_label_cell (cells, n_cells);
  tactics_cell_layer_set_cells (layer, cells, n_cells);
}

/* The view's region changed its cells, colour or name: only its view is
 * brought up to date (a region may hold millions of cells). */
static void
on_region_changed (RegionView *view)
{
  sync_region (view);
  tactics_board_layer_invalidate (TACTICS_BOARD_LAYER (view->owner));
}

static RegionView *
make_view (TacticsRegionLayer *self,
           TacticsRegion      *region)
{
  RegionView *view = g_new0 (RegionView, 1);

  /* The layer owns its views: they go before it does. */
  view->owner = self;
  view->region = g_object_ref (region);
  view->layer = tactics_cell_layer_new (TACTICS_CELL_STYLE_REGION);
  sync_region (view);
  g_signal_connect_swapped (region, "cells-changed", G_CALLBACK (on_region_changed), view);
  g_signal_connect_swapped (region, "notify::color", G_CALLBACK (on_region_changed), view);
  g_signal_connect_swapped (region, "notify::name", G_CALLBACK (on_region_changed), view);
  return view;
}

static void
free_view (gpointer data)
{
  RegionView *view = data;

  g_signal_handlers_disconnect_by_data (view->region, view);
  g_object_unref (view->region);
  g_object_unref (view->layer);
  g_free (view);
}

static void
on_items_changed (GListModel         *regions,
                  guint               position,
                  guint               removed,
                  guint               added,
                  TacticsRegionLayer *self)
{
  g_ptr_array_remove_range (self->views, position, removed);
  for (guint i = 0; i < added; i++)
    {
      g_autoptr(TacticsRegion) region = g_list_model_get_item (regions, position + i);

      g_ptr_array_insert (self->views, (int) (position + i), make_view (self, region));
    }
  tactics_board_layer_invalidate (TACTICS_BOARD_LAYER (self));
}

/* The region's name on its name cell, white in a dark halo, readable on
 * any ground and over its wash; the library writes it as pictures do. */
static void
draw_name (RegionView                     *view,
           GtkSnapshot                    *snapshot,
           const TacticsBoardLayerContext *context)
{
  const char *name = tactics_region_get_name (view->region);
  double x, y, width, height;
  cairo_t *cr;

  if (name == NULL || name[0] == '\0' || context->cell_size < NAME_MIN_CELL_SIZE ||
      !tactics_board_layer_context_wants_cell (context, view->name_cell))
    return;

  tactics_board_layer_context_cell_center (context, view->name_cell, &x, &y);
  tactics_draw_measure_cell_label (name, context->cell_size, &width, &height);
  cr = gtk_snapshot_append_cairo (snapshot,
                                  &GRAPHENE_RECT_INIT (x - width / 2.0, y - height / 2.0,
                                                       width, height));
  tactics_draw_cell_label (cr, name, context->cell_size, x, y);
  cairo_destroy (cr);
}

static void
tactics_region_layer_snapshot (TacticsBoardLayer              *layer,
                               GtkSnapshot                    *snapshot,
                               const TacticsBoardLayerContext *context)
{
  TacticsRegionLayer *self = TACTICS_REGION_LAYER (layer);

  for (guint i = 0; i < self->views->len; i++)
    {
      TacticsBoardLayer *child = TACTICS_BOARD_LAYER (((RegionView *)
                                                       g_ptr_array_index (self->views, i))->layer);

      TACTICS_BOARD_LAYER_GET_CLASS (child)->snapshot (child, snapshot, context);
    }
  /* Names over every wash, so that no region hides another's name. */
  for (guint i = 0; i < self->views->len; i++)
    draw_name (g_ptr_array_index (self->views, i), snapshot, context);
}

/**
 * tactics_region_layer_get_regions:
 * @self: a region layer
 *
 * Gives the regions the layer shows.
 *
 * Returns: (transfer none) (nullable): the regions shown, a list model of
 *   #TacticsRegion, or %NULL
 */
GListModel *
tactics_region_layer_get_regions (TacticsRegionLayer *self)
{
  g_return_val_if_fail (TACTICS_IS_REGION_LAYER (self), NULL);
  return self->regions;
}

/**
 * tactics_region_layer_set_regions:
 * @self: a region layer
 * @regions: (nullable): a list model of #TacticsRegion, or %NULL for none
 *
 * Shows @regions and follows their changes.
 */
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
  n_old = self->views->len;
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
  if (self->views != NULL)
    g_ptr_array_set_size (self->views, 0);
  G_OBJECT_CLASS (tactics_region_layer_parent_class)->dispose (object);
}

static void
tactics_region_layer_finalize (GObject *object)
{
  TacticsRegionLayer *self = TACTICS_REGION_LAYER (object);

  g_ptr_array_unref (self->views);
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

  /**
   * TacticsRegionLayer:regions:
   *
   * The regions shown: a #GListModel of #TacticsRegion, or %NULL for none.
   */
  properties[PROP_REGIONS] =
    g_param_spec_object ("regions", NULL, NULL, G_TYPE_LIST_MODEL,
                         G_PARAM_READWRITE | G_PARAM_EXPLICIT_NOTIFY | G_PARAM_STATIC_STRINGS);
  g_object_class_install_properties (object_class, N_PROPS, properties);
}

static void
tactics_region_layer_init (TacticsRegionLayer *self)
{
  self->views = g_ptr_array_new_with_free_func (free_view);
}

/**
 * tactics_region_layer_new:
 *
 * Makes a layer for a scenario's regions.
 *
 * Returns: (transfer full): a layer showing no regions
 */
TacticsRegionLayer *
tactics_region_layer_new (void)
{
  return g_object_new (TACTICS_TYPE_REGION_LAYER, NULL);
}
