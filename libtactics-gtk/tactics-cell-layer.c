/* SPDX-License-Identifier: GPL-3.0-or-later */
#include "config.h"

#include "tactics-gtk.h"
#include "tactics-draw.h"
#include "tactics-cell-array-private.h"

/* Labels are drawn only from this cell size (widget pixels) up. */
#define LABEL_MIN_CELL_SIZE 18.0

struct _TacticsCellLayer
{
  TacticsBoardLayer  parent_instance;

  TacticsCellStyle   style;
  GdkRGBA            color;
  gboolean           has_color;
  GdkRGBA            fill;
  gboolean           has_fill;

  GArray            *cells;   /* TacticsCell, in the order given */
  GHashTable        *set;     /* packed cell → itself, for lookups; NULL
                               * until one is needed */
  GHashTable        *labels;  /* packed cell → owned string */
};

/**
 * TacticsCellLayer:
 *
 * A set of cells shown in a #TacticsCellStyle: movement reach, a path, an
 * action's possible foci or its effect, a selection, a tool's brush
 * outline.
 *
 * Cells keep the order they were given in (a path is drawn in that order),
 * and a cell is held once. A cell may carry a short label (remaining move
 * points, a step number) drawn in its middle when cells are large enough.
 */
G_DEFINE_FINAL_TYPE (TacticsCellLayer, tactics_cell_layer, TACTICS_TYPE_BOARD_LAYER)

enum {
  PROP_0,
  PROP_STYLE,
  PROP_COLOR,
  PROP_FILL,
  N_PROPS
};

static GParamSpec *properties[N_PROPS];

/* Board coordinates fit in 16 bits (TACTICS_MAX_MAP_SIZE is 4096); cells
 * a little off the board still pack without clashing. */
static gpointer
pack_cell (TacticsCell cell)
{
  return GUINT_TO_POINTER (((guint) (cell.y & 0xffff) << 16) | ((guint) cell.x & 0xffff));
}

/* The lookup set, built when first asked for: a preview of a million cells
 * replaced at every pointer move seldom needs one. */
static GHashTable *
ensure_set (TacticsCellLayer *self)
{
  if (self->set == NULL)
    {
      self->set = g_hash_table_new (g_direct_hash, g_direct_equal);
      for (guint i = 0; i < self->cells->len; i++)
        g_hash_table_add (self->set, pack_cell (g_array_index (self->cells, TacticsCell, i)));
    }
  return self->set;
}

static gboolean
contains_cell (TacticsCellLayer *self,
               TacticsCell       cell)
{
  return g_hash_table_contains (ensure_set (self), pack_cell (cell));
}

G_STATIC_ASSERT ((int) TACTICS_CELL_STYLE_REACH == (int) TACTICS_DRAW_CELLS_REACH);
G_STATIC_ASSERT ((int) TACTICS_CELL_STYLE_PLACEMENT == (int) TACTICS_DRAW_CELLS_PLACEMENT);
G_STATIC_ASSERT ((int) TACTICS_CELL_STYLE_REGION == (int) TACTICS_DRAW_CELLS_REGION);
G_STATIC_ASSERT ((int) TACTICS_CELL_STYLE_START_ZONE == (int) TACTICS_DRAW_CELLS_START_ZONE);

static TacticsDrawColor
draw_color (const GdkRGBA *rgba)
{
  return (TacticsDrawColor) { rgba->red, rgba->green, rgba->blue, rgba->alpha };
}

/* The visible range and one cell around it: each neighbour of a visible
 * cell is then found in the mask. */
static gboolean
in_mask_range (const TacticsBoardLayerContext *context,
               TacticsCell                     cell)
{
  return cell.x >= context->first_x - 1 && cell.x <= context->last_x + 1
         && cell.y >= context->first_y - 1 && cell.y <= context->last_y + 1
         && cell.x >= 0 && cell.y >= 0
         && cell.x < context->board_width && cell.y < context->board_height;
}

/* A byte a cell over the layer's cells on the board in the visible range
 * and one cell around it: a rectangle of a million cells costs a million
 * bytes, not a million paths or hash lookups. */
static guint8 *
build_mask (TacticsCellLayer               *self,
            const TacticsBoardLayerContext *context,
            TacticsDrawCellMask            *mask)
{
  int last_x = G_MININT;
  int last_y = G_MININT;
  guint8 *bytes;

  mask->topology = context->topology;
  mask->x = G_MAXINT;
  mask->y = G_MAXINT;
  for (guint i = 0; i < self->cells->len; i++)
    {
      TacticsCell cell = g_array_index (self->cells, TacticsCell, i);

      if (!in_mask_range (context, cell))
        continue;
      mask->x = MIN (mask->x, cell.x);
      mask->y = MIN (mask->y, cell.y);
      last_x = MAX (last_x, cell.x);
      last_y = MAX (last_y, cell.y);
    }
  g_assert (last_x >= mask->x && last_y >= mask->y);

  mask->width = last_x - mask->x + 1;
  mask->height = last_y - mask->y + 1;
  bytes = g_malloc0 ((gsize) mask->width * mask->height);
  for (guint i = 0; i < self->cells->len; i++)
    {
      TacticsCell cell = g_array_index (self->cells, TacticsCell, i);

      if (in_mask_range (context, cell))
        bytes[(gsize) (cell.y - mask->y) * mask->width + (cell.x - mask->x)] = 1;
    }
  mask->cells = bytes;
  return bytes;
}

/* An area style (reach, a region…): a wash outlined along its edge, over
 * the fill colour when there is one. */
static void
draw_area (TacticsCellLayer               *self,
           cairo_t                        *cr,
           const TacticsBoardLayerContext *context,
           const TacticsDrawColor         *color,
           double                          fill_alpha,
           gboolean                        dashed)
{
  TacticsDrawCellMask mask;
  g_autofree guint8 *bytes = build_mask (self, context, &mask);

  if (self->has_fill)
    {
      TacticsDrawColor fill = draw_color (&self->fill);

      tactics_draw_cell_fill (cr, &mask, context->cell_size, &fill);
      fill_alpha /= 2.0;
    }
  tactics_draw_cell_area (cr, &mask, context->cell_size, color, fill_alpha, dashed);
}

static void
draw_labels (TacticsCellLayer               *self,
             cairo_t                        *cr,
             const TacticsBoardLayerContext *context,
             GArray                         *visible)
{
  if (g_hash_table_size (self->labels) == 0 || context->cell_size < LABEL_MIN_CELL_SIZE)
    return;

  for (guint i = 0; i < visible->len; i++)
    {
      TacticsCell cell = g_array_index (visible, TacticsCell, i);
      const char *label = g_hash_table_lookup (self->labels, pack_cell (cell));
      double x;
      double y;

      if (label == NULL)
        continue;
      tactics_board_layer_context_cell_center (context, cell, &x, &y);
      tactics_draw_cell_label (cr, label, context->cell_size, x, y);
    }
}

static void
tactics_cell_layer_snapshot (TacticsBoardLayer              *layer,
                             GtkSnapshot                    *snapshot,
                             const TacticsBoardLayerContext *context)
{
  TacticsCellLayer *self = TACTICS_CELL_LAYER (layer);
  g_autoptr(GArray) visible = g_array_new (FALSE, FALSE, sizeof (TacticsCell));
  double size = context->cell_size;
  double margin;
  double left = G_MAXDOUBLE;
  double top = G_MAXDOUBLE;
  double right = -G_MAXDOUBLE;
  double bottom = -G_MAXDOUBLE;
  double fill_alpha;
  gboolean dashed;
  GdkRGBA rgba;
  TacticsDrawColor color;
  cairo_t *cr;

  for (guint i = 0; i < self->cells->len; i++)
    {
      TacticsCell cell = g_array_index (self->cells, TacticsCell, i);
      double x;
      double y;

      if (!tactics_board_layer_context_wants_cell (context, cell))
        continue;
      g_array_append_val (visible, cell);
      tactics_board_layer_context_cell_center (context, cell, &x, &y);
      left = MIN (left, x);
      top = MIN (top, y);
      right = MAX (right, x);
      bottom = MAX (bottom, y);
    }

  if (visible->len == 0)
    return;

  /* A path may cross the view with its ends off it: draw it over the
   * whole visible range. */
  if (self->style == TACTICS_CELL_STYLE_PATH)
    {
      double x0, y0, x1, y1;

      tactics_board_layer_context_cell_center (context,
                                               (TacticsCell) { context->first_x, context->first_y },
                                               &x0, &y0);
      tactics_board_layer_context_cell_center (context,
                                               (TacticsCell) { context->last_x, context->last_y },
                                               &x1, &y1);
      left = MIN (left, x0);
      top = MIN (top, y0);
      right = MAX (right, x1);
      bottom = MAX (bottom, y1);
    }

  margin = size + 6.0;
  cr = gtk_snapshot_append_cairo (snapshot,
                                  &GRAPHENE_RECT_INIT (left - margin, top - margin,
                                                       right - left + 2 * margin,
                                                       bottom - top + 2 * margin));
  tactics_cell_layer_get_color (self, &rgba);
  color = draw_color (&rgba);

  /* The drawing itself is the drawing library's, as in pictures. */
  if (tactics_draw_cell_style_get_area ((TacticsDrawCellStyle) self->style, &fill_alpha, &dashed))
    {
      draw_area (self, cr, context, &color, fill_alpha, dashed);
    }
  else if (self->style == TACTICS_CELL_STYLE_PATH)
    {
      tactics_draw_path (cr, context->topology, size, (const TacticsCell *) self->cells->data,
                         self->cells->len, &color);
    }
  else if (self->style == TACTICS_CELL_STYLE_PLACEMENT)
    {
      tactics_draw_cell_double_frames (cr, context->topology, size,
                                       (const TacticsCell *) visible->data, visible->len, &color);
    }
  else
    {
      TacticsCell focus = g_array_index (self->cells, TacticsCell, 0);

      tactics_draw_cell_frames (cr, context->topology, size, (const TacticsCell *) visible->data,
                                visible->len, &color,
                                self->style == TACTICS_CELL_STYLE_EFFECT ? 0.5 : 0.0);
      /* The first cell of an effect is where the action is aimed. */
      if (self->style == TACTICS_CELL_STYLE_EFFECT
          && tactics_board_layer_context_wants_cell (context, focus))
        {
          double x, y;

          tactics_board_layer_context_cell_center (context, focus, &x, &y);
          tactics_draw_target (cr, size, x, y);
        }
    }

  draw_labels (self, cr, context, visible);
  cairo_destroy (cr);
}

static void
tactics_cell_layer_finalize (GObject *object)
{
  TacticsCellLayer *self = TACTICS_CELL_LAYER (object);

  g_clear_pointer (&self->cells, g_array_unref);
  g_clear_pointer (&self->set, g_hash_table_unref);
  g_clear_pointer (&self->labels, g_hash_table_unref);

  G_OBJECT_CLASS (tactics_cell_layer_parent_class)->finalize (object);
}

static void
tactics_cell_layer_get_property (GObject    *object,
                                 guint       prop_id,
                                 GValue     *value,
                                 GParamSpec *pspec)
{
  TacticsCellLayer *self = TACTICS_CELL_LAYER (object);

  switch (prop_id)
    {
    case PROP_STYLE:
      g_value_set_enum (value, self->style);
      break;
    case PROP_COLOR:
      g_value_set_boxed (value, self->has_color ? &self->color : NULL);
      break;
    case PROP_FILL:
      g_value_set_boxed (value, self->has_fill ? &self->fill : NULL);
      break;
    default:
      G_OBJECT_WARN_INVALID_PROPERTY_ID (object, prop_id, pspec);
    }
}

static void
tactics_cell_layer_set_property (GObject      *object,
                                 guint         prop_id,
                                 const GValue *value,
                                 GParamSpec   *pspec)
{
  TacticsCellLayer *self = TACTICS_CELL_LAYER (object);

  switch (prop_id)
    {
    case PROP_STYLE:
      tactics_cell_layer_set_style (self, g_value_get_enum (value));
      break;
    case PROP_COLOR:
      tactics_cell_layer_set_color (self, g_value_get_boxed (value));
      break;
    case PROP_FILL:
      tactics_cell_layer_set_fill (self, g_value_get_boxed (value));
      break;
    default:
      G_OBJECT_WARN_INVALID_PROPERTY_ID (object, prop_id, pspec);
    }
}

static void
tactics_cell_layer_class_init (TacticsCellLayerClass *klass)
{
  GObjectClass *object_class = G_OBJECT_CLASS (klass);
  TacticsBoardLayerClass *layer_class = TACTICS_BOARD_LAYER_CLASS (klass);

  object_class->finalize = tactics_cell_layer_finalize;
  object_class->get_property = tactics_cell_layer_get_property;
  object_class->set_property = tactics_cell_layer_set_property;

  layer_class->snapshot = tactics_cell_layer_snapshot;

  /**
   * TacticsCellLayer:style:
   *
   * How the cells are drawn.
   */
  properties[PROP_STYLE] =
    g_param_spec_enum ("style", NULL, NULL,
                       TACTICS_TYPE_CELL_STYLE, TACTICS_CELL_STYLE_HIGHLIGHT,
                       G_PARAM_READWRITE | G_PARAM_CONSTRUCT | G_PARAM_EXPLICIT_NOTIFY
                       | G_PARAM_STATIC_STRINGS);
  /**
   * TacticsCellLayer:color:
   *
   * The colour the cells are drawn in; %NULL for the style's own colour.
   */
  properties[PROP_COLOR] =
    g_param_spec_boxed ("color", NULL, NULL,
                        GDK_TYPE_RGBA,
                        G_PARAM_READWRITE | G_PARAM_EXPLICIT_NOTIFY | G_PARAM_STATIC_STRINGS);
  /**
   * TacticsCellLayer:fill:
   *
   * The colour the cells are filled with under the style's drawing; %NULL
   * for none.
   */
  properties[PROP_FILL] =
    g_param_spec_boxed ("fill", NULL, NULL,
                        GDK_TYPE_RGBA,
                        G_PARAM_READWRITE | G_PARAM_EXPLICIT_NOTIFY | G_PARAM_STATIC_STRINGS);

  g_object_class_install_properties (object_class, N_PROPS, properties);
}

static void
tactics_cell_layer_init (TacticsCellLayer *self)
{
  self->cells = g_array_new (FALSE, FALSE, sizeof (TacticsCell));
  self->labels = g_hash_table_new_full (g_direct_hash, g_direct_equal, NULL, g_free);
}

/**
 * tactics_cell_layer_new:
 * @style: how to draw the cells
 *
 * Makes a layer that shows cells in @style.
 *
 * Returns: (transfer full): an empty cell layer
 */
TacticsCellLayer *
tactics_cell_layer_new (TacticsCellStyle style)
{
  return g_object_new (TACTICS_TYPE_CELL_LAYER, "style", style, NULL);
}

/**
 * tactics_cell_layer_get_style:
 * @self: a cell layer
 *
 * Tells how the cells are drawn.
 *
 * Returns: how the cells are drawn
 */
TacticsCellStyle
tactics_cell_layer_get_style (TacticsCellLayer *self)
{
  g_return_val_if_fail (TACTICS_IS_CELL_LAYER (self), TACTICS_CELL_STYLE_HIGHLIGHT);

  return self->style;
}

/**
 * tactics_cell_layer_set_style:
 * @self: a cell layer
 * @style: how to draw the cells
 *
 * Changes how the cells are drawn; the colour in use follows the style
 * unless one was set.
 */
void
tactics_cell_layer_set_style (TacticsCellLayer *self,
                              TacticsCellStyle  style)
{
  g_return_if_fail (TACTICS_IS_CELL_LAYER (self));

  if (self->style == style)
    return;

  self->style = style;
  g_object_notify_by_pspec (G_OBJECT (self), properties[PROP_STYLE]);
  tactics_board_layer_invalidate (TACTICS_BOARD_LAYER (self));
}

/**
 * tactics_cell_layer_get_color:
 * @self: a cell layer
 * @color: (out caller-allocates): the colour in use
 *
 * Gives the colour in use: the one set, else the style's.
 */
void
tactics_cell_layer_get_color (TacticsCellLayer *self,
                              GdkRGBA          *color)
{
  g_return_if_fail (TACTICS_IS_CELL_LAYER (self));
  g_return_if_fail (color != NULL);

  if (self->has_color)
    *color = self->color;
  else
    {
      TacticsDrawColor style_color;

      tactics_draw_cell_style_get_color ((TacticsDrawCellStyle) self->style, &style_color);
      *color = (GdkRGBA) { style_color.red, style_color.green, style_color.blue,
                           style_color.alpha };
    }
}

/**
 * tactics_cell_layer_set_color:
 * @self: a cell layer
 * @color: (nullable): the colour to draw the cells in, or %NULL for the
 *   style's own
 *
 * Sets the colour the cells are drawn in.
 */
void
tactics_cell_layer_set_color (TacticsCellLayer *self,
                              const GdkRGBA    *color)
{
  g_return_if_fail (TACTICS_IS_CELL_LAYER (self));

  if (color == NULL && !self->has_color)
    return;
  if (color != NULL && self->has_color && gdk_rgba_equal (color, &self->color))
    return;

  self->has_color = color != NULL;
  if (color != NULL)
    self->color = *color;
  g_object_notify_by_pspec (G_OBJECT (self), properties[PROP_COLOR]);
  tactics_board_layer_invalidate (TACTICS_BOARD_LAYER (self));
}

/**
 * tactics_cell_layer_get_fill:
 * @self: a cell layer
 * @fill: (out caller-allocates) (optional): the fill colour, when there is
 *   one
 *
 * Gives the colour the cells are filled with.
 *
 * Returns: %TRUE when the cells are filled
 */
gboolean
tactics_cell_layer_get_fill (TacticsCellLayer *self,
                             GdkRGBA          *fill)
{
  g_return_val_if_fail (TACTICS_IS_CELL_LAYER (self), FALSE);

  if (self->has_fill && fill != NULL)
    *fill = self->fill;
  return self->has_fill;
}

/**
 * tactics_cell_layer_set_fill:
 * @self: a cell layer
 * @fill: (nullable): the fill colour, or %NULL for none
 *
 * Fills the cells with a colour under the style's drawing, e.g. the
 * terrain a tool is about to paint, slightly translucent. Only the area
 * styles (reach, foci, selection, brush) are filled. The fill is drawn
 * from a mask, so even a million cells stay cheap.
 */
void
tactics_cell_layer_set_fill (TacticsCellLayer *self,
                             const GdkRGBA    *fill)
{
  g_return_if_fail (TACTICS_IS_CELL_LAYER (self));

  if (fill == NULL && !self->has_fill)
    return;
  if (fill != NULL && self->has_fill && gdk_rgba_equal (fill, &self->fill))
    return;

  self->has_fill = fill != NULL;
  if (fill != NULL)
    self->fill = *fill;
  g_object_notify_by_pspec (G_OBJECT (self), properties[PROP_FILL]);
  tactics_board_layer_invalidate (TACTICS_BOARD_LAYER (self));
}

static gboolean
same_cells (TacticsCellLayer  *self,
            const TacticsCell *cells,
            guint              n_cells)
{
  if (self->cells->len != n_cells || g_hash_table_size (self->labels) != 0)
    return FALSE;

  for (guint i = 0; i < n_cells; i++)
    {
      TacticsCell held = g_array_index (self->cells, TacticsCell, i);

      if (held.x != cells[i].x || held.y != cells[i].y)
        return FALSE;
    }
  return TRUE;
}

/**
 * tactics_cell_layer_set_cells:
 * @self: a cell layer
 * @cells: (array length=n_cells): the new cells, in order
 * @n_cells: how many cells there are
 *
 * Replaces every cell and drops the labels; duplicates are dropped. Nothing
 * is redrawn when the cells are the same as before.
 */
void
tactics_cell_layer_set_cells (TacticsCellLayer  *self,
                              const TacticsCell *cells,
                              guint              n_cells)
{
  g_return_if_fail (TACTICS_IS_CELL_LAYER (self));
  g_return_if_fail (cells != NULL || n_cells == 0);

  if (same_cells (self, cells, n_cells))
    return;

  g_array_set_size (self->cells, 0);
  g_clear_pointer (&self->set, g_hash_table_unref);
  g_hash_table_remove_all (self->labels);
  tactics_cell_array_append_unique (self->cells, cells, n_cells);

  tactics_board_layer_invalidate (TACTICS_BOARD_LAYER (self));
}

/**
 * tactics_cell_layer_add_cell: (skip)
 * @self: a cell layer
 * @cell: a cell
 *
 * Adds @cell at the end, unless the layer holds it already.
 */
void
tactics_cell_layer_add_cell (TacticsCellLayer *self,
                             TacticsCell       cell)
{
  g_return_if_fail (TACTICS_IS_CELL_LAYER (self));

  if (!g_hash_table_add (ensure_set (self), pack_cell (cell)))
    return;

  g_array_append_val (self->cells, cell);
  tactics_board_layer_invalidate (TACTICS_BOARD_LAYER (self));
}

/**
 * tactics_cell_layer_remove_cell: (skip)
 * @self: a cell layer
 * @cell: a cell
 *
 * Removes @cell and its label, if the layer holds it.
 */
void
tactics_cell_layer_remove_cell (TacticsCellLayer *self,
                                TacticsCell       cell)
{
  g_return_if_fail (TACTICS_IS_CELL_LAYER (self));

  if (!g_hash_table_remove (ensure_set (self), pack_cell (cell)))
    return;

  g_hash_table_remove (self->labels, pack_cell (cell));
  for (guint i = 0; i < self->cells->len; i++)
    {
      TacticsCell held = g_array_index (self->cells, TacticsCell, i);

      if (held.x == cell.x && held.y == cell.y)
        {
          g_array_remove_index (self->cells, i);
          break;
        }
    }
  tactics_board_layer_invalidate (TACTICS_BOARD_LAYER (self));
}

/**
 * tactics_cell_layer_clear:
 * @self: a cell layer
 *
 * Removes every cell and label.
 */
void
tactics_cell_layer_clear (TacticsCellLayer *self)
{
  g_return_if_fail (TACTICS_IS_CELL_LAYER (self));

  if (self->cells->len == 0)
    return;

  g_array_set_size (self->cells, 0);
  g_clear_pointer (&self->set, g_hash_table_unref);
  g_hash_table_remove_all (self->labels);
  tactics_board_layer_invalidate (TACTICS_BOARD_LAYER (self));
}

/**
 * tactics_cell_layer_contains: (skip)
 * @self: a cell layer
 * @cell: a cell
 *
 * Tells whether the layer holds @cell.
 *
 * Returns: %TRUE when the layer holds @cell
 */
gboolean
tactics_cell_layer_contains (TacticsCellLayer *self,
                             TacticsCell       cell)
{
  g_return_val_if_fail (TACTICS_IS_CELL_LAYER (self), FALSE);

  return contains_cell (self, cell);
}

/**
 * tactics_cell_layer_get_n_cells:
 * @self: a cell layer
 *
 * Counts the cells the layer holds.
 *
 * Returns: the number of cells the layer holds
 */
guint
tactics_cell_layer_get_n_cells (TacticsCellLayer *self)
{
  g_return_val_if_fail (TACTICS_IS_CELL_LAYER (self), 0);

  return self->cells->len;
}

/**
 * tactics_cell_layer_get_cell: (skip)
 * @self: a cell layer
 * @position: below tactics_cell_layer_get_n_cells()
 *
 * Gives one of the layer's cells.
 *
 * Returns: the cell at @position, in the order the cells were given
 */
TacticsCell
tactics_cell_layer_get_cell (TacticsCellLayer *self,
                             guint             position)
{
  g_return_val_if_fail (TACTICS_IS_CELL_LAYER (self), ((TacticsCell) { -1, -1 }));
  g_return_val_if_fail (position < self->cells->len, ((TacticsCell) { -1, -1 }));

  return g_array_index (self->cells, TacticsCell, position);
}

/**
 * tactics_cell_layer_set_label: (skip)
 * @self: a cell layer
 * @cell: a cell of the layer
 * @label: (nullable): a short text, or %NULL to remove the label
 *
 * Sets the label drawn in the middle of @cell when cells are large enough.
 */
void
tactics_cell_layer_set_label (TacticsCellLayer *self,
                              TacticsCell       cell,
                              const char       *label)
{
  const char *old;

  g_return_if_fail (TACTICS_IS_CELL_LAYER (self));
  g_return_if_fail (label == NULL || tactics_cell_layer_contains (self, cell));

  old = g_hash_table_lookup (self->labels, pack_cell (cell));
  if (g_strcmp0 (old, label) == 0)
    return;

  if (label == NULL)
    g_hash_table_remove (self->labels, pack_cell (cell));
  else
    g_hash_table_insert (self->labels, pack_cell (cell), g_strdup (label));
  tactics_board_layer_invalidate (TACTICS_BOARD_LAYER (self));
}

/**
 * tactics_cell_layer_get_label: (skip)
 * @self: a cell layer
 * @cell: a cell
 *
 * Gives the label drawn on @cell.
 *
 * Returns: (transfer none) (nullable): the label of @cell, or %NULL
 */
const char *
tactics_cell_layer_get_label (TacticsCellLayer *self,
                              TacticsCell       cell)
{
  g_return_val_if_fail (TACTICS_IS_CELL_LAYER (self), NULL);

  return g_hash_table_lookup (self->labels, pack_cell (cell));
}
