/* SPDX-License-Identifier: GPL-3.0-or-later */
#include "config.h"

#include "tactics-gtk.h"
#include "tactics-board-layer-private.h"

typedef struct
{
  gboolean                 visible;

  /* The last drawing and the context it was made for. */
  GskRenderNode           *node;
  TacticsBoardLayerContext node_context;
  gboolean                 node_valid;
  guint                    draw_count;
} TacticsBoardLayerPrivate;

/**
 * TacticsBoardLayer:
 *
 * Something drawn over the terrain of a #TacticsBoard: reach, a path, an
 * action's cells, units. The board keeps what a layer drew, as a render
 * node, and asks it to draw again only after
 * tactics_board_layer_invalidate() or when the zoom or the visible area
 * changes, so an unchanged layer costs nothing per frame.
 *
 * Subclass it and implement #TacticsBoardLayerClass.snapshot for your own
 * drawing, or use #TacticsCellLayer, #TacticsRegionLayer and
 * #TacticsTokenLayer.
 */
G_DEFINE_TYPE_WITH_PRIVATE (TacticsBoardLayer, tactics_board_layer, G_TYPE_OBJECT)

enum {
  PROP_0,
  PROP_VISIBLE,
  N_PROPS
};

enum {
  INVALIDATED,
  N_SIGNALS
};

static GParamSpec *properties[N_PROPS];
static guint signals[N_SIGNALS];

/**
 * tactics_board_layer_context_wants_cell: (skip)
 * @context: the context the layer draws in
 * @cell: a cell
 *
 * Tells whether a layer should draw @cell.
 *
 * Returns: %TRUE when @cell is on the board and inside the rectangle worth
 *   drawing
 */
gboolean
tactics_board_layer_context_wants_cell (const TacticsBoardLayerContext *context,
                                        TacticsCell                     cell)
{
  g_return_val_if_fail (context != NULL, FALSE);

  return cell.x >= context->first_x && cell.x <= context->last_x
         && cell.y >= context->first_y && cell.y <= context->last_y
         && cell.x >= 0 && cell.y >= 0
         && cell.x < context->board_width && cell.y < context->board_height;
}

/**
 * tactics_board_layer_context_cell_center: (skip)
 * @context: the context the layer draws in
 * @cell: a cell
 * @x: (out) (optional): the horizontal position of its centre
 * @y: (out) (optional): the vertical position of its centre
 *
 * Gives a cell's centre in the layer's coordinates: board pixels at the
 * context's cell size.
 */
void
tactics_board_layer_context_cell_center (const TacticsBoardLayerContext *context,
                                         TacticsCell                     cell,
                                         double                         *x,
                                         double                         *y)
{
  double center_x;
  double center_y;

  g_return_if_fail (context != NULL);

  tactics_cell_to_pixel (context->topology, context->cell_size, cell, &center_x, &center_y);
  if (x != NULL)
    *x = center_x;
  if (y != NULL)
    *y = center_y;
}

/**
 * TacticsBoardLayerClass::snapshot:
 * @self: the layer
 * @snapshot: where to draw
 * @context: the board's shape, the cell size and the cells worth drawing
 *
 * Draws the layer in board pixels: tactics_cell_to_pixel() with the
 * context's topology and cell size gives a cell's centre. The board keeps
 * the result until the layer is invalidated or the zoom or the visible
 * area changes. The default draws nothing.
 */
static void
tactics_board_layer_real_snapshot (TacticsBoardLayer              *self,
                                   GtkSnapshot                    *snapshot,
                                   const TacticsBoardLayerContext *context)
{
}

static void
tactics_board_layer_finalize (GObject *object)
{
  TacticsBoardLayer *self = TACTICS_BOARD_LAYER (object);
  TacticsBoardLayerPrivate *priv = tactics_board_layer_get_instance_private (self);

  g_clear_pointer (&priv->node, gsk_render_node_unref);

  G_OBJECT_CLASS (tactics_board_layer_parent_class)->finalize (object);
}

static void
tactics_board_layer_get_property (GObject    *object,
                                  guint       prop_id,
                                  GValue     *value,
                                  GParamSpec *pspec)
{
  TacticsBoardLayer *self = TACTICS_BOARD_LAYER (object);

  switch (prop_id)
    {
    case PROP_VISIBLE:
      g_value_set_boolean (value, tactics_board_layer_get_visible (self));
      break;
    default:
      G_OBJECT_WARN_INVALID_PROPERTY_ID (object, prop_id, pspec);
    }
}

static void
tactics_board_layer_set_property (GObject      *object,
                                  guint         prop_id,
                                  const GValue *value,
                                  GParamSpec   *pspec)
{
  TacticsBoardLayer *self = TACTICS_BOARD_LAYER (object);

  switch (prop_id)
    {
    case PROP_VISIBLE:
      tactics_board_layer_set_visible (self, g_value_get_boolean (value));
      break;
    default:
      G_OBJECT_WARN_INVALID_PROPERTY_ID (object, prop_id, pspec);
    }
}

static void
tactics_board_layer_class_init (TacticsBoardLayerClass *klass)
{
  GObjectClass *object_class = G_OBJECT_CLASS (klass);

  object_class->finalize = tactics_board_layer_finalize;
  object_class->get_property = tactics_board_layer_get_property;
  object_class->set_property = tactics_board_layer_set_property;

  klass->snapshot = tactics_board_layer_real_snapshot;

  /**
   * TacticsBoardLayer:visible:
   *
   * Whether the board draws the layer.
   */
  properties[PROP_VISIBLE] =
    g_param_spec_boolean ("visible", NULL, NULL,
                          TRUE,
                          G_PARAM_READWRITE | G_PARAM_EXPLICIT_NOTIFY | G_PARAM_STATIC_STRINGS);

  g_object_class_install_properties (object_class, N_PROPS, properties);

  /**
   * TacticsBoardLayer::invalidated:
   * @self: the layer
   *
   * The layer's drawing is out of date; its board redraws it.
   */
  signals[INVALIDATED] =
    g_signal_new ("invalidated",
                  G_TYPE_FROM_CLASS (klass),
                  G_SIGNAL_RUN_LAST,
                  0, NULL, NULL, NULL,
                  G_TYPE_NONE, 0);
}

static void
tactics_board_layer_init (TacticsBoardLayer *self)
{
  TacticsBoardLayerPrivate *priv = tactics_board_layer_get_instance_private (self);

  priv->visible = TRUE;
}

/**
 * tactics_board_layer_get_visible:
 * @self: a layer
 *
 * Tells whether the board draws the layer.
 *
 * Returns: whether the board draws the layer
 */
gboolean
tactics_board_layer_get_visible (TacticsBoardLayer *self)
{
  TacticsBoardLayerPrivate *priv;

  g_return_val_if_fail (TACTICS_IS_BOARD_LAYER (self), FALSE);

  priv = tactics_board_layer_get_instance_private (self);
  return priv->visible;
}

/**
 * tactics_board_layer_set_visible:
 * @self: a layer
 * @visible: whether the board should draw it
 *
 * Shows or hides the layer.
 */
void
tactics_board_layer_set_visible (TacticsBoardLayer *self,
                                 gboolean           visible)
{
  TacticsBoardLayerPrivate *priv;

  g_return_if_fail (TACTICS_IS_BOARD_LAYER (self));

  priv = tactics_board_layer_get_instance_private (self);
  visible = !!visible;
  if (priv->visible == visible)
    return;

  priv->visible = visible;
  g_object_notify_by_pspec (G_OBJECT (self), properties[PROP_VISIBLE]);
  /* The kept drawing stays valid; the board only has to show or hide it. */
  g_signal_emit (self, signals[INVALIDATED], 0);
}

/**
 * tactics_board_layer_invalidate:
 * @self: a layer
 *
 * Drops what the layer drew and redraws it on the board's next frame.
 * Subclasses call it whenever what they show changes.
 */
void
tactics_board_layer_invalidate (TacticsBoardLayer *self)
{
  TacticsBoardLayerPrivate *priv;

  g_return_if_fail (TACTICS_IS_BOARD_LAYER (self));

  priv = tactics_board_layer_get_instance_private (self);
  priv->node_valid = FALSE;
  g_clear_pointer (&priv->node, gsk_render_node_unref);
  g_signal_emit (self, signals[INVALIDATED], 0);
}

static gboolean
context_equal (const TacticsBoardLayerContext *a,
               const TacticsBoardLayerContext *b)
{
  return a->topology == b->topology
         && a->board_width == b->board_width
         && a->board_height == b->board_height
         && a->cell_size == b->cell_size
         && a->first_x == b->first_x
         && a->first_y == b->first_y
         && a->last_x == b->last_x
         && a->last_y == b->last_y
         && a->scale_factor == b->scale_factor;
}

GskRenderNode *
tactics_board_layer_get_node (TacticsBoardLayer              *self,
                              const TacticsBoardLayerContext *context)
{
  TacticsBoardLayerPrivate *priv = tactics_board_layer_get_instance_private (self);
  GtkSnapshot *snapshot;

  g_assert (TACTICS_IS_BOARD_LAYER (self));
  g_assert (context != NULL);

  if (priv->node_valid && context_equal (&priv->node_context, context))
    return priv->node;

  g_clear_pointer (&priv->node, gsk_render_node_unref);
  snapshot = gtk_snapshot_new ();
  TACTICS_BOARD_LAYER_GET_CLASS (self)->snapshot (self, snapshot, context);
  priv->node = gtk_snapshot_free_to_node (snapshot);
  priv->node_context = *context;
  priv->node_valid = TRUE;
  priv->draw_count++;

  return priv->node;
}

guint
tactics_board_layer_get_draw_count (TacticsBoardLayer *self)
{
  TacticsBoardLayerPrivate *priv = tactics_board_layer_get_instance_private (self);

  g_assert (TACTICS_IS_BOARD_LAYER (self));

  return priv->draw_count;
}
