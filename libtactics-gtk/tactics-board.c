/* SPDX-License-Identifier: GPL-3.0-or-later */
#include "config.h"

#include <math.h>

#include <glib/gi18n-lib.h>

#include "tactics-gtk.h"
#include "tactics-board-layer-private.h"
#include "tactics-board-private.h"

/* Time a frame may spend drawing terrain tiles after a zoom; the rest is
 * drawn in the next frames, the old zoom level's tiles standing in. */
#define TERRAIN_BUDGET_US 4000

/**
 * TacticsBoard:
 *
 * A widget showing a #TacticsMap: square or hex cells in their terrain's
 * colour and symbol, optional grid lines, overlay layers
 * (#TacticsBoardLayer) on top, and the hovered cell outlined.
 *
 * The board handles looking around: zoom around the pointer with ctrl +
 * scroll, a pinch, or ctrl + plus / minus; ctrl + 0 fits the board; pan by
 * dragging with the middle button, or with the primary button while space
 * is held, by scrolling, or with ctrl + the arrow keys.
 *
 * The arrow keys show a keyboard cursor and move it a cell at a time,
 * keeping it in view; Return, or space tapped, activates its cell. Each
 * move makes the cell and its terrain the board's accessible description
 * and emits [signal@TacticsGtk.Board::cursor-moved]. A real pointer motion
 * or a click hides it again.
 *
 * Tools and games connect to the signals that point at cells:
 * [signal@TacticsGtk.Board::cell-pressed],
 * [signal@TacticsGtk.Board::cell-dragged],
 * [signal@TacticsGtk.Board::cell-released],
 * [signal@TacticsGtk.Board::cell-activated] and
 * [signal@TacticsGtk.Board::hover-changed]. Their cells are unclipped: a
 * drag may leave the board, so check a cell before use.
 *
 * The terrain is drawn once per zoom level into cached tiles and layers are
 * kept as render nodes until they change, so a frame where nothing changed
 * costs little more than showing textures.
 *
 * Widget actions: `board.zoom-in`, `board.zoom-out`, `board.zoom-fit`, and
 * `board.pan` with a `(ii)` parameter: the steps right and down.
 */
G_DEFINE_FINAL_TYPE (TacticsBoard, tactics_board, GTK_TYPE_WIDGET)

enum {
  PROP_0,
  PROP_MAP,
  PROP_VIEWPORT,
  PROP_SHOW_GRID,
  PROP_SHOW_HOVER,
  PROP_CURSOR,
  PROP_CURSOR_VISIBLE,
  N_PROPS
};

static GParamSpec *properties[N_PROPS];
guint tactics_board_signals[TACTICS_BOARD_N_SIGNALS];
#define signals tactics_board_signals

/* Map and ruleset watching */

static void
on_map_cells_changed (TacticsBoard *self,
                      int           x,
                      int           y,
                      int           width,
                      int           height,
                      TacticsMap   *map)
{
  tactics_terrain_cache_invalidate_cells (self->terrain, x, y, width, height);
  gtk_widget_queue_draw (GTK_WIDGET (self));
}

static void
sync_board_shape (TacticsBoard *self)
{
  if (self->map != NULL)
    tactics_viewport_set_board (self->viewport,
                                tactics_map_get_topology (self->map),
                                tactics_map_get_width (self->map),
                                tactics_map_get_height (self->map));
  else
    tactics_viewport_set_board (self->viewport, TACTICS_TOPOLOGY_SQUARE, 0, 0);
}

static char *
describe_map (TacticsBoard *self)
{
  int width = tactics_map_get_width (self->map);
  int height = tactics_map_get_height (self->map);

  if (tactics_map_get_topology (self->map) == TACTICS_TOPOLOGY_HEX)
    /* Translators: the accessible description of a map: columns by rows. */
    return g_strdup_printf (_("%d by %d hexagonal cells"), width, height);
  /* Translators: the accessible description of a map: columns by rows. */
  return g_strdup_printf (_("%d by %d square cells"), width, height);
}

/* Keeps the accessible label and description in step with the map. */
static void
update_accessible (TacticsBoard *self)
{
  g_autofree char *label = NULL;

  if (self->map == NULL)
    label = g_strdup (_("Map"));
  else if (tactics_map_get_name (self->map) != NULL && *tactics_map_get_name (self->map) != '\0')
    /* Translators: the accessible name of the board; %s is the map's name. */
    label = g_strdup_printf (_("Map: %s"), tactics_map_get_name (self->map));
  else
    label = g_strdup (_("Map"));

  if (!self->announcing)
    {
      g_free (self->announcement);
      self->announcement = self->map != NULL ? describe_map (self) : g_strdup ("");
    }
  gtk_accessible_update_property (GTK_ACCESSIBLE (self),
                                  GTK_ACCESSIBLE_PROPERTY_LABEL, label,
                                  GTK_ACCESSIBLE_PROPERTY_DESCRIPTION, self->announcement,
                                  -1);
}

static void
on_map_name_changed (TacticsBoard *self,
                     GParamSpec   *pspec,
                     TacticsMap   *map)
{
  update_accessible (self);
}

static void
on_map_shape_changed (TacticsBoard *self,
                      GParamSpec   *pspec,
                      TacticsMap   *map)
{
  tactics_terrain_cache_clear (self->terrain);
  sync_board_shape (self);
  self->region_cell_size = 0.0;
  tactics_board_update_hover (self);
  /* A hidden cursor waits in the middle of the new shape; a shown one
   * stays on the map. */
  tactics_board_set_cursor (self,
                            self->cursor_visible
                            ? self->cursor
                            : (TacticsCell) { tactics_map_get_width (map) / 2,
                                              tactics_map_get_height (map) / 2 },
                            self->cursor_visible);
  update_accessible (self);
  gtk_widget_queue_draw (GTK_WIDGET (self));
}

static void
on_ruleset_changed (TacticsBoard   *self,
                    TacticsRuleset *ruleset)
{
  tactics_terrain_cache_clear (self->terrain);
  gtk_widget_queue_draw (GTK_WIDGET (self));
}

static void
watch_ruleset (TacticsBoard *self)
{
  TacticsRuleset *ruleset = self->map != NULL ? tactics_map_get_ruleset (self->map) : NULL;

  if (ruleset == self->ruleset)
    return;

  if (self->ruleset != NULL)
    g_signal_handlers_disconnect_by_data (self->ruleset, self);
  g_set_object (&self->ruleset, ruleset);
  if (self->ruleset != NULL)
    g_signal_connect_object (self->ruleset, "changed",
                             G_CALLBACK (on_ruleset_changed), self, G_CONNECT_SWAPPED);
}

static void
on_map_ruleset_changed (TacticsBoard *self,
                        GParamSpec   *pspec,
                        TacticsMap   *map)
{
  watch_ruleset (self);
  tactics_terrain_cache_clear (self->terrain);
  gtk_widget_queue_draw (GTK_WIDGET (self));
}

static void
on_viewport_changed (TacticsBoard    *self,
                     TacticsViewport *viewport)
{
  /* Moved by someone else (a minimap, a program's pan): no longer fitted,
   * and a resize must not undo that. */
  if (self->keep_fitted && !self->fitting && !self->fit_pending &&
      (tactics_viewport_get_cell_size (viewport) != self->fitted_cell_size ||
       tactics_viewport_get_center_x (viewport) != self->fitted_center_x ||
       tactics_viewport_get_center_y (viewport) != self->fitted_center_y))
    self->keep_fitted = FALSE;
  tactics_board_update_hover (self);
  gtk_widget_queue_draw (GTK_WIDGET (self));
}

static void
on_layer_invalidated (TacticsBoard      *self,
                      TacticsBoardLayer *layer)
{
  gtk_widget_queue_draw (GTK_WIDGET (self));
}


/* Drawing */

static void
layer_context (TacticsBoard             *self,
               TacticsBoardLayerContext *context)
{
  int first_x;
  int first_y;
  int last_x;
  int last_y;
  double cell_size = tactics_viewport_get_cell_size (self->viewport);
  int width = tactics_map_get_width (self->map);
  int height = tactics_map_get_height (self->map);

  context->topology = tactics_map_get_topology (self->map);
  context->board_width = width;
  context->board_height = height;
  context->cell_size = cell_size;
  context->scale_factor = gtk_widget_get_scale_factor (GTK_WIDGET (self));

  if (!tactics_viewport_get_visible_cells (self->viewport, &first_x, &first_y, &last_x, &last_y))
    {
      context->first_x = context->first_y = 0;
      context->last_x = context->last_y = -1;
      return;
    }

  if (self->region_cell_size != cell_size
      || first_x < self->region_first_x || first_y < self->region_first_y
      || last_x > self->region_last_x || last_y > self->region_last_y)
    {
      int margin_x = (last_x - first_x + 1) / 2 + 1;
      int margin_y = (last_y - first_y + 1) / 2 + 1;

      self->region_cell_size = cell_size;
      self->region_first_x = MAX (first_x - margin_x, 0);
      self->region_first_y = MAX (first_y - margin_y, 0);
      self->region_last_x = MIN (last_x + margin_x, width - 1);
      self->region_last_y = MIN (last_y + margin_y, height - 1);
    }

  context->first_x = self->region_first_x;
  context->first_y = self->region_first_y;
  context->last_x = self->region_last_x;
  context->last_y = self->region_last_y;
}

static void
snapshot_hover (TacticsBoard                   *self,
                GtkSnapshot                    *snapshot,
                const TacticsBoardLayerContext *context)
{
  double size = context->cell_size;
  double x;
  double y;
  cairo_t *cr;

  tactics_cell_to_pixel (context->topology, size, self->hover, &x, &y);
  cr = gtk_snapshot_append_cairo (snapshot,
                                  &GRAPHENE_RECT_INIT (x - size - 4, y - size - 4,
                                                       2 * size + 8, 2 * size + 8));
  cairo_set_line_join (cr, CAIRO_LINE_JOIN_ROUND);
  tactics_append_cell_path (cr, context->topology, size, x, y, 1.0);
  cairo_set_source_rgba (cr, 0, 0, 0, 0.45);
  cairo_set_line_width (cr, 3.5);
  cairo_stroke_preserve (cr);
  cairo_set_source_rgba (cr, 1, 1, 1, 0.9);
  cairo_set_line_width (cr, 1.5);
  cairo_stroke (cr);
  cairo_destroy (cr);
}

static void
snapshot_layers (GPtrArray                      *layers,
                 GtkSnapshot                    *snapshot,
                 const TacticsBoardLayerContext *context)
{
  for (guint i = 0; i < layers->len; i++)
    {
      TacticsBoardLayer *layer = g_ptr_array_index (layers, i);
      GskRenderNode *node;

      if (!tactics_board_layer_get_visible (layer))
        continue;
      node = tactics_board_layer_get_node (layer, context);
      if (node != NULL)
        gtk_snapshot_append_node (snapshot, node);
    }
}

static gboolean
on_redraw_tick (GtkWidget     *widget,
                GdkFrameClock *frame_clock,
                gpointer       user_data)
{
  TACTICS_BOARD (widget)->redraw_tick = 0;
  gtk_widget_queue_draw (widget);
  return G_SOURCE_REMOVE;
}

static void
tactics_board_snapshot (GtkWidget   *widget,
                        GtkSnapshot *snapshot)
{
  TacticsBoard *self = TACTICS_BOARD (widget);
  int width = gtk_widget_get_width (widget);
  int height = gtk_widget_get_height (widget);
  int scale = gtk_widget_get_scale_factor (widget);
  TacticsBoardLayerContext context;
  double cell_size;
  double origin_x;
  double origin_y;
  double board_width;
  double board_height;

  gtk_snapshot_append_color (snapshot, &(GdkRGBA) { 0.2, 0.22, 0.25, 1.0 },
                             &GRAPHENE_RECT_INIT (0, 0, width, height));

  if (self->map == NULL || width <= 0 || height <= 0)
    return;

  cell_size = tactics_viewport_get_cell_size (self->viewport);
  tactics_viewport_board_to_widget (self->viewport, 0.0, 0.0, &origin_x, &origin_y);
  /* Whole device pixels, so the terrain tiles land pixel for pixel. */
  origin_x = round (origin_x * scale) / scale;
  origin_y = round (origin_y * scale) / scale;
  tactics_board_pixel_size (tactics_map_get_topology (self->map), cell_size,
                            tactics_map_get_width (self->map), tactics_map_get_height (self->map),
                            &board_width, &board_height);

  gtk_snapshot_push_clip (snapshot, &GRAPHENE_RECT_INIT (0, 0, width, height));
  gtk_snapshot_save (snapshot);
  gtk_snapshot_translate (snapshot, &GRAPHENE_POINT_INIT (origin_x, origin_y));

  if (tactics_map_get_topology (self->map) == TACTICS_TOPOLOGY_SQUARE)
    {
      GskRoundedRect outline;

      gsk_rounded_rect_init_from_rect (&outline,
                                       &GRAPHENE_RECT_INIT (0, 0, board_width, board_height), 0);
      gtk_snapshot_append_outset_shadow (snapshot, &outline,
                                         &(GdkRGBA) { 0, 0, 0, 0.5 }, 0, 3, 2, 10);
    }

  if (!tactics_terrain_cache_snapshot (self->terrain, snapshot, cell_size, scale, self->show_grid,
                                       &GRAPHENE_RECT_INIT (-origin_x, -origin_y, width, height),
                                       self->flush_terrain ? -1 : TERRAIN_BUDGET_US)
      && self->redraw_tick == 0)
    self->redraw_tick = gtk_widget_add_tick_callback (widget, on_redraw_tick, NULL, NULL);
  self->flush_terrain = FALSE;

  layer_context (self, &context);
  snapshot_layers (self->layers, snapshot, &context);

  if (self->show_hover && self->hover_valid)
    snapshot_hover (self, snapshot, &context);
  if (self->cursor_visible)
    {
      GskRenderNode *node =
        tactics_board_layer_get_node (TACTICS_BOARD_LAYER (self->cursor_layer), &context);

      if (node != NULL)
        gtk_snapshot_append_node (snapshot, node);
    }
  snapshot_layers (self->top_layers, snapshot, &context);

  gtk_snapshot_restore (snapshot);
  gtk_snapshot_pop (snapshot);
}

static void
tactics_board_measure (GtkWidget      *widget,
                       GtkOrientation  orientation,
                       int             for_size,
                       int            *minimum,
                       int            *natural,
                       int            *minimum_baseline,
                       int            *natural_baseline)
{
  *minimum = 48;
  *natural = 320;
}

static void
fit (TacticsBoard *self)
{
  self->fitting = TRUE;
  tactics_viewport_fit_within (self->viewport, self->fit_insets.top, self->fit_insets.right,
                               self->fit_insets.bottom, self->fit_insets.left);
  self->fitting = FALSE;
  self->fitted_cell_size = tactics_viewport_get_cell_size (self->viewport);
  self->fitted_center_x = tactics_viewport_get_center_x (self->viewport);
  self->fitted_center_y = tactics_viewport_get_center_y (self->viewport);
}

static void
tactics_board_size_allocate (GtkWidget *widget,
                             int        width,
                             int        height,
                             int        baseline)
{
  TacticsBoard *self = TACTICS_BOARD (widget);

  tactics_viewport_set_view_size (self->viewport, width, height);
  if ((self->fit_pending || self->keep_fitted) && self->map != NULL && width > 0 && height > 0)
    {
      self->fit_pending = FALSE;
      fit (self);
    }
}

static void
drop_layers (TacticsBoard *self,
             GPtrArray    *layers)
{
  if (layers == NULL)
    return;
  for (guint i = 0; i < layers->len; i++)
    g_signal_handlers_disconnect_by_data (g_ptr_array_index (layers, i), self);
  g_ptr_array_set_size (layers, 0);
}

static void
tactics_board_dispose (GObject *object)
{
  TacticsBoard *self = TACTICS_BOARD (object);

  /* Quietly: whoever listens may be half gone too. */
  if (self->map != NULL)
    g_signal_handlers_disconnect_by_data (self->map, self);
  if (self->ruleset != NULL)
    g_signal_handlers_disconnect_by_data (self->ruleset, self);
  g_clear_object (&self->map);
  g_clear_object (&self->ruleset);
  if (self->terrain != NULL)
    tactics_terrain_cache_set_map (self->terrain, NULL);
  drop_layers (self, self->layers);
  drop_layers (self, self->top_layers);
  if (self->viewport != NULL)
    g_signal_handlers_disconnect_by_data (self->viewport, self);
  g_clear_object (&self->saved_cursor);
  g_clear_object (&self->cursor_layer);
  if (self->redraw_tick != 0)
    {
      gtk_widget_remove_tick_callback (GTK_WIDGET (self), self->redraw_tick);
      self->redraw_tick = 0;
    }

  G_OBJECT_CLASS (tactics_board_parent_class)->dispose (object);
}

static void
tactics_board_finalize (GObject *object)
{
  TacticsBoard *self = TACTICS_BOARD (object);

  g_clear_object (&self->viewport);
  g_clear_pointer (&self->layers, g_ptr_array_unref);
  g_clear_pointer (&self->top_layers, g_ptr_array_unref);
  g_clear_pointer (&self->terrain, tactics_terrain_cache_free);
  g_free (self->announcement);

  G_OBJECT_CLASS (tactics_board_parent_class)->finalize (object);
}

static void
tactics_board_get_property (GObject    *object,
                            guint       prop_id,
                            GValue     *value,
                            GParamSpec *pspec)
{
  TacticsBoard *self = TACTICS_BOARD (object);

  switch (prop_id)
    {
    case PROP_MAP:
      g_value_set_object (value, self->map);
      break;
    case PROP_VIEWPORT:
      g_value_set_object (value, self->viewport);
      break;
    case PROP_SHOW_GRID:
      g_value_set_boolean (value, self->show_grid);
      break;
    case PROP_SHOW_HOVER:
      g_value_set_boolean (value, self->show_hover);
      break;
    case PROP_CURSOR:
      g_value_set_boxed (value, &self->cursor);
      break;
    case PROP_CURSOR_VISIBLE:
      g_value_set_boolean (value, self->cursor_visible);
      break;
    default:
      G_OBJECT_WARN_INVALID_PROPERTY_ID (object, prop_id, pspec);
    }
}

static void
tactics_board_set_property (GObject      *object,
                            guint         prop_id,
                            const GValue *value,
                            GParamSpec   *pspec)
{
  TacticsBoard *self = TACTICS_BOARD (object);

  switch (prop_id)
    {
    case PROP_MAP:
      tactics_board_set_map (self, g_value_get_object (value));
      break;
    case PROP_SHOW_GRID:
      tactics_board_set_show_grid (self, g_value_get_boolean (value));
      break;
    case PROP_SHOW_HOVER:
      tactics_board_set_show_hover (self, g_value_get_boolean (value));
      break;
    case PROP_CURSOR:
      if (g_value_get_boxed (value) != NULL)
        tactics_board_set_cursor (self, *(TacticsCell *) g_value_get_boxed (value),
                                  self->cursor_visible);
      break;
    case PROP_CURSOR_VISIBLE:
      tactics_board_set_cursor (self, self->cursor, g_value_get_boolean (value));
      break;
    default:
      G_OBJECT_WARN_INVALID_PROPERTY_ID (object, prop_id, pspec);
    }
}

static void
tactics_board_class_init (TacticsBoardClass *klass)
{
  GObjectClass *object_class = G_OBJECT_CLASS (klass);
  GtkWidgetClass *widget_class = GTK_WIDGET_CLASS (klass);

  object_class->dispose = tactics_board_dispose;
  object_class->finalize = tactics_board_finalize;
  object_class->get_property = tactics_board_get_property;
  object_class->set_property = tactics_board_set_property;

  widget_class->snapshot = tactics_board_snapshot;
  widget_class->measure = tactics_board_measure;
  widget_class->size_allocate = tactics_board_size_allocate;

  /**
   * TacticsBoard:map:
   *
   * The map shown, or %NULL for none.
   */
  properties[PROP_MAP] =
    g_param_spec_object ("map", NULL, NULL,
                         TACTICS_TYPE_MAP,
                         G_PARAM_READWRITE | G_PARAM_EXPLICIT_NOTIFY | G_PARAM_STATIC_STRINGS);
  /**
   * TacticsBoard:viewport:
   *
   * The board's own viewport: its zoom and the point shown at its middle.
   */
  properties[PROP_VIEWPORT] =
    g_param_spec_object ("viewport", NULL, NULL,
                         TACTICS_TYPE_VIEWPORT,
                         G_PARAM_READABLE | G_PARAM_STATIC_STRINGS);
  /**
   * TacticsBoard:show-grid:
   *
   * Whether grid lines are drawn between cells.
   */
  properties[PROP_SHOW_GRID] =
    g_param_spec_boolean ("show-grid", NULL, NULL,
                          TRUE,
                          G_PARAM_READWRITE | G_PARAM_EXPLICIT_NOTIFY | G_PARAM_STATIC_STRINGS);
  /**
   * TacticsBoard:show-hover:
   *
   * Whether the cell under the pointer is outlined.
   */
  properties[PROP_SHOW_HOVER] =
    g_param_spec_boolean ("show-hover", NULL, NULL,
                          TRUE,
                          G_PARAM_READWRITE | G_PARAM_EXPLICIT_NOTIFY | G_PARAM_STATIC_STRINGS);
  /**
   * TacticsBoard:cursor:
   *
   * The keyboard cursor's cell, shown or not.
   */
  properties[PROP_CURSOR] =
    g_param_spec_boxed ("cursor", NULL, NULL,
                        TACTICS_TYPE_CELL,
                        G_PARAM_READWRITE | G_PARAM_EXPLICIT_NOTIFY | G_PARAM_STATIC_STRINGS);
  /**
   * TacticsBoard:cursor-visible:
   *
   * Whether the keyboard cursor is shown.
   */
  properties[PROP_CURSOR_VISIBLE] =
    g_param_spec_boolean ("cursor-visible", NULL, NULL,
                          FALSE,
                          G_PARAM_READWRITE | G_PARAM_EXPLICIT_NOTIFY | G_PARAM_STATIC_STRINGS);

  g_object_class_install_properties (object_class, N_PROPS, properties);

  /**
   * TacticsBoard::cell-pressed:
   * @self: the board
   * @x: the cell's column
   * @y: the cell's row
   * @button: the mouse button
   * @state: the modifier keys held
   *
   * Emitted when a button goes down over the widget. The cell may be off
   * the board.
   */
  signals[TACTICS_BOARD_CELL_PRESSED] =
    g_signal_new ("cell-pressed",
                  G_TYPE_FROM_CLASS (klass),
                  G_SIGNAL_RUN_LAST,
                  0, NULL, NULL, NULL,
                  G_TYPE_NONE, 4, G_TYPE_INT, G_TYPE_INT, G_TYPE_UINT, GDK_TYPE_MODIFIER_TYPE);
  /**
   * TacticsBoard::cell-dragged:
   * @self: the board
   * @x: the cell's column
   * @y: the cell's row
   *
   * Emitted each time the pointer enters another cell with a button held.
   * The cell may be off the board.
   */
  signals[TACTICS_BOARD_CELL_DRAGGED] =
    g_signal_new ("cell-dragged",
                  G_TYPE_FROM_CLASS (klass),
                  G_SIGNAL_RUN_LAST,
                  0, NULL, NULL, NULL,
                  G_TYPE_NONE, 2, G_TYPE_INT, G_TYPE_INT);
  /**
   * TacticsBoard::cell-released:
   * @self: the board
   * @x: the cell's column
   * @y: the cell's row
   *
   * Emitted when the button comes up. The cell may be off the board.
   */
  signals[TACTICS_BOARD_CELL_RELEASED] =
    g_signal_new ("cell-released",
                  G_TYPE_FROM_CLASS (klass),
                  G_SIGNAL_RUN_LAST,
                  0, NULL, NULL, NULL,
                  G_TYPE_NONE, 2, G_TYPE_INT, G_TYPE_INT);
  /**
   * TacticsBoard::cell-activated:
   * @self: the board
   * @x: the cell's column
   * @y: the cell's row
   *
   * Emitted on a double click on the board, or on Return or space with the
   * keyboard cursor shown.
   */
  signals[TACTICS_BOARD_CELL_ACTIVATED] =
    g_signal_new ("cell-activated",
                  G_TYPE_FROM_CLASS (klass),
                  G_SIGNAL_RUN_LAST,
                  0, NULL, NULL, NULL,
                  G_TYPE_NONE, 2, G_TYPE_INT, G_TYPE_INT);
  /**
   * TacticsBoard::hover-changed:
   * @self: the board
   *
   * Emitted when the cell under the pointer changes; see
   * tactics_board_get_hover_cell().
   */
  signals[TACTICS_BOARD_HOVER_CHANGED] =
    g_signal_new ("hover-changed",
                  G_TYPE_FROM_CLASS (klass),
                  G_SIGNAL_RUN_LAST,
                  0, NULL, NULL, NULL,
                  G_TYPE_NONE, 0);
  /**
   * TacticsBoard::cursor-moved:
   * @self: the board
   *
   * The keys moved or showed the keyboard cursor; the board has told
   * screen readers its cell, and a handler may say more.
   */
  signals[TACTICS_BOARD_CURSOR_MOVED] =
    g_signal_new ("cursor-moved",
                  G_TYPE_FROM_CLASS (klass),
                  G_SIGNAL_RUN_LAST,
                  0, NULL, NULL, NULL,
                  G_TYPE_NONE, 0);

  tactics_board_class_init_input (widget_class);

  gtk_widget_class_set_css_name (widget_class, "tactics-board");
  gtk_widget_class_set_accessible_role (widget_class, GTK_ACCESSIBLE_ROLE_IMG);
}

static void
tactics_board_init (TacticsBoard *self)
{
  GtkWidget *widget = GTK_WIDGET (self);

  self->show_grid = TRUE;
  self->show_hover = TRUE;
  self->layers = g_ptr_array_new_with_free_func (g_object_unref);
  self->top_layers = g_ptr_array_new_with_free_func (g_object_unref);
  self->terrain = tactics_terrain_cache_new ();
  self->viewport = tactics_viewport_new ();
  g_signal_connect_object (self->viewport, "changed",
                           G_CALLBACK (on_viewport_changed), self, G_CONNECT_SWAPPED);

  gtk_widget_set_focusable (widget, TRUE);
  update_accessible (self);
  gtk_widget_set_hexpand (widget, TRUE);
  gtk_widget_set_vexpand (widget, TRUE);
  gtk_widget_set_overflow (widget, GTK_OVERFLOW_HIDDEN);

  self->cursor_layer = tactics_cell_layer_new (TACTICS_CELL_STYLE_HIGHLIGHT);
  g_signal_connect_object (self->cursor_layer, "invalidated",
                           G_CALLBACK (on_layer_invalidated), self, G_CONNECT_SWAPPED);
  tactics_board_init_input (self);
}

/**
 * tactics_board_new:
 *
 * Makes a board widget.
 *
 * Returns: (transfer floating): a board showing no map
 */
GtkWidget *
tactics_board_new (void)
{
  return g_object_new (TACTICS_TYPE_BOARD, NULL);
}

/**
 * tactics_board_get_map:
 * @self: a board
 *
 * Gives the map the board shows.
 *
 * Returns: (transfer none) (nullable): the map shown, or %NULL
 */
TacticsMap *
tactics_board_get_map (TacticsBoard *self)
{
  g_return_val_if_fail (TACTICS_IS_BOARD (self), NULL);

  return self->map;
}

/**
 * tactics_board_set_map:
 * @self: a board
 * @map: (nullable): the map to show, or %NULL for nothing
 *
 * Shows @map; the view fits the new board.
 */
void
tactics_board_set_map (TacticsBoard *self,
                       TacticsMap   *map)
{
  g_return_if_fail (TACTICS_IS_BOARD (self));
  g_return_if_fail (map == NULL || TACTICS_IS_MAP (map));

  if (self->map == map)
    return;

  if (self->map != NULL)
    g_signal_handlers_disconnect_by_data (self->map, self);
  g_set_object (&self->map, map);
  if (self->map != NULL)
    {
      g_signal_connect_object (map, "cells-changed",
                               G_CALLBACK (on_map_cells_changed), self, G_CONNECT_SWAPPED);
      g_signal_connect_object (map, "notify::width",
                               G_CALLBACK (on_map_shape_changed), self, G_CONNECT_SWAPPED);
      g_signal_connect_object (map, "notify::height",
                               G_CALLBACK (on_map_shape_changed), self, G_CONNECT_SWAPPED);
      g_signal_connect_object (map, "notify::topology",
                               G_CALLBACK (on_map_shape_changed), self, G_CONNECT_SWAPPED);
      g_signal_connect_object (map, "notify::ruleset",
                               G_CALLBACK (on_map_ruleset_changed), self, G_CONNECT_SWAPPED);
      g_signal_connect_object (map, "notify::name",
                               G_CALLBACK (on_map_name_changed), self, G_CONNECT_SWAPPED);
    }
  watch_ruleset (self);
  self->announcing = FALSE;
  update_accessible (self);
  /* A new map's cursor waits, hidden, in its middle. */
  tactics_board_set_cursor (self,
                            map != NULL ? (TacticsCell) { tactics_map_get_width (map) / 2,
                                                          tactics_map_get_height (map) / 2 }
                                        : (TacticsCell) { 0, 0 },
                            FALSE);

  tactics_terrain_cache_set_map (self->terrain, map);
  self->region_cell_size = 0.0;
  sync_board_shape (self);
  tactics_board_zoom_fit (self);
  tactics_board_update_hover (self);

  g_object_notify_by_pspec (G_OBJECT (self), properties[PROP_MAP]);
  gtk_widget_queue_draw (GTK_WIDGET (self));
}

/**
 * tactics_board_get_viewport:
 * @self: a board
 *
 * Gives the viewport that holds the board's zoom and position.
 *
 * Returns: (transfer none): the board's viewport
 */
TacticsViewport *
tactics_board_get_viewport (TacticsBoard *self)
{
  g_return_val_if_fail (TACTICS_IS_BOARD (self), NULL);

  return self->viewport;
}

/**
 * tactics_board_get_show_grid:
 * @self: a board
 *
 * Tells whether grid lines are drawn between cells.
 *
 * Returns: whether grid lines are drawn
 */
gboolean
tactics_board_get_show_grid (TacticsBoard *self)
{
  g_return_val_if_fail (TACTICS_IS_BOARD (self), FALSE);

  return self->show_grid;
}

/**
 * tactics_board_set_show_grid:
 * @self: a board
 * @show_grid: whether to draw grid lines
 *
 * Shows or hides the grid lines between cells.
 */
void
tactics_board_set_show_grid (TacticsBoard *self,
                             gboolean      show_grid)
{
  g_return_if_fail (TACTICS_IS_BOARD (self));

  show_grid = !!show_grid;
  if (self->show_grid == show_grid)
    return;

  self->show_grid = show_grid;
  g_object_notify_by_pspec (G_OBJECT (self), properties[PROP_SHOW_GRID]);
  gtk_widget_queue_draw (GTK_WIDGET (self));
}

/**
 * tactics_board_get_show_hover:
 * @self: a board
 *
 * Tells whether the cell under the pointer is outlined.
 *
 * Returns: whether the cell under the pointer is outlined
 */
gboolean
tactics_board_get_show_hover (TacticsBoard *self)
{
  g_return_val_if_fail (TACTICS_IS_BOARD (self), FALSE);

  return self->show_hover;
}

/**
 * tactics_board_set_show_hover:
 * @self: a board
 * @show_hover: whether to outline the cell under the pointer
 *
 * Shows or hides the outline of the cell under the pointer.
 */
void
tactics_board_set_show_hover (TacticsBoard *self,
                              gboolean      show_hover)
{
  g_return_if_fail (TACTICS_IS_BOARD (self));

  show_hover = !!show_hover;
  if (self->show_hover == show_hover)
    return;

  self->show_hover = show_hover;
  g_object_notify_by_pspec (G_OBJECT (self), properties[PROP_SHOW_HOVER]);
  gtk_widget_queue_draw (GTK_WIDGET (self));
}

static void
add_layer_to (TacticsBoard      *self,
              GPtrArray         *layers,
              TacticsBoardLayer *layer)
{
  g_ptr_array_add (layers, g_object_ref (layer));
  g_signal_connect_object (layer, "invalidated",
                           G_CALLBACK (on_layer_invalidated), self, G_CONNECT_SWAPPED);
  gtk_widget_queue_draw (GTK_WIDGET (self));
}

/**
 * tactics_board_add_layer:
 * @self: a board
 * @layer: a layer not on any board yet
 *
 * Adds @layer on top of the layers added before it; the board takes a
 * reference.
 */
void
tactics_board_add_layer (TacticsBoard      *self,
                         TacticsBoardLayer *layer)
{
  g_return_if_fail (TACTICS_IS_BOARD (self));
  g_return_if_fail (TACTICS_IS_BOARD_LAYER (layer));
  g_return_if_fail (!g_ptr_array_find (self->layers, layer, NULL));
  g_return_if_fail (!g_ptr_array_find (self->top_layers, layer, NULL));

  add_layer_to (self, self->layers, layer);
}

/**
 * tactics_board_add_top_layer:
 * @self: a board
 * @layer: a layer not on any board yet
 *
 * Adds @layer over everything else, the hover frame and the keyboard cursor
 * included: for text that must stay readable where the player points.
 * Top layers too are drawn in the order added; the board takes a reference.
 */
void
tactics_board_add_top_layer (TacticsBoard      *self,
                             TacticsBoardLayer *layer)
{
  g_return_if_fail (TACTICS_IS_BOARD (self));
  g_return_if_fail (TACTICS_IS_BOARD_LAYER (layer));
  g_return_if_fail (!g_ptr_array_find (self->layers, layer, NULL));
  g_return_if_fail (!g_ptr_array_find (self->top_layers, layer, NULL));

  add_layer_to (self, self->top_layers, layer);
}

/**
 * tactics_board_remove_layer:
 * @self: a board
 * @layer: a layer on the board
 *
 * Removes @layer, added with tactics_board_add_layer() or
 * tactics_board_add_top_layer(), and drops the board's reference.
 */
void
tactics_board_remove_layer (TacticsBoard      *self,
                            TacticsBoardLayer *layer)
{
  g_autoptr(TacticsBoardLayer) held = NULL;

  g_return_if_fail (TACTICS_IS_BOARD (self));
  g_return_if_fail (TACTICS_IS_BOARD_LAYER (layer));

  /* The arrays drop their reference: disconnect before it may be the last. */
  held = g_object_ref (layer);
  if (!g_ptr_array_remove (self->layers, layer) && !g_ptr_array_remove (self->top_layers, layer))
    return;

  g_signal_handlers_disconnect_by_data (layer, self);
  gtk_widget_queue_draw (GTK_WIDGET (self));
}

/**
 * tactics_board_center_on: (skip)
 * @self: a board
 * @cell: a cell of the map
 *
 * Centres the view on @cell, as far as the board's edges allow.
 */
void
tactics_board_center_on (TacticsBoard *self,
                         TacticsCell   cell)
{
  double cell_size;
  double half_width;
  double half_height;
  double extent_width;
  double extent_height;
  double x;
  double y;

  g_return_if_fail (TACTICS_IS_BOARD (self));

  cell_size = tactics_viewport_get_cell_size (self->viewport);
  if (cell_size <= 0.0)
    return;
  half_width = gtk_widget_get_width (GTK_WIDGET (self)) / (2.0 * cell_size);
  half_height = gtk_widget_get_height (GTK_WIDGET (self)) / (2.0 * cell_size);
  tactics_viewport_get_board_extent (self->viewport, &extent_width, &extent_height);
  tactics_cell_to_pixel (tactics_viewport_get_topology (self->viewport), 1.0, cell, &x, &y);
  x = extent_width > 2 * half_width ? CLAMP (x, half_width, extent_width - half_width)
                                    : extent_width / 2;
  y = extent_height > 2 * half_height ? CLAMP (y, half_height, extent_height - half_height)
                                      : extent_height / 2;
  tactics_viewport_set_center (self->viewport, x, y);
}

/**
 * tactics_board_keep_in_view: (skip)
 * @self: a board
 * @cell: a cell of the map
 *
 * Scrolls so that @cell is at least a cell away from the widget's edges,
 * centring it, unless it already is.
 */
void
tactics_board_keep_in_view (TacticsBoard *self,
                            TacticsCell   cell)
{
  double cell_size;
  double x;
  double y;
  int width;
  int height;

  g_return_if_fail (TACTICS_IS_BOARD (self));

  width = gtk_widget_get_width (GTK_WIDGET (self));
  height = gtk_widget_get_height (GTK_WIDGET (self));
  if (width <= 0 || height <= 0)
    return;
  cell_size = tactics_viewport_get_cell_size (self->viewport);
  tactics_viewport_cell_center (self->viewport, cell, &x, &y);
  if (x < cell_size || y < cell_size || x > width - cell_size || y > height - cell_size)
    tactics_board_center_on (self, cell);
}

/**
 * tactics_board_describe_cell: (skip)
 * @self: a board
 * @cell: a cell of the map
 *
 * Describes a cell for screen readers, in the user's language: "Column 3,
 * row 5: Forest".
 *
 * Returns: (transfer full): the description
 */
char *
tactics_board_describe_cell (TacticsBoard *self,
                             TacticsCell   cell)
{
  TacticsTerrain *terrain;

  g_return_val_if_fail (TACTICS_IS_BOARD (self), NULL);

  terrain = self->map != NULL && tactics_map_contains (self->map, cell)
            ? tactics_map_get_terrain (self->map, cell) : NULL;
  if (terrain == NULL)
    /* Translators: the cell under the keyboard cursor. */
    return g_strdup_printf (_("Column %d, row %d"), cell.x, cell.y);
  /* Translators: the cell under the keyboard cursor and its terrain. */
  return g_strdup_printf (_("Column %d, row %d: %s"), cell.x, cell.y,
                          tactics_terrain_get_name (terrain));
}

/**
 * tactics_board_announce:
 * @self: a board
 * @text: (nullable): what to say, or %NULL for the description of the
 *   whole map
 *
 * Makes @text the board's accessible description, which screen readers
 * read when it changes on the focused widget.
 */
void
tactics_board_announce (TacticsBoard *self,
                        const char   *text)
{
  g_return_if_fail (TACTICS_IS_BOARD (self));

  if (text != NULL && self->announcing && g_strcmp0 (text, self->announcement) == 0)
    return;
  self->announcing = text != NULL;
  if (text != NULL)
    {
      g_free (self->announcement);
      self->announcement = g_strdup (text);
    }
  update_accessible (self);
}

/**
 * tactics_board_get_announcement:
 * @self: a board
 *
 * Gives the board's accessible description now in place.
 *
 * Returns: (transfer none): the accessible description now in place
 */
const char *
tactics_board_get_announcement (TacticsBoard *self)
{
  g_return_val_if_fail (TACTICS_IS_BOARD (self), NULL);

  return self->announcement != NULL ? self->announcement : "";
}

/**
 * tactics_board_get_hover_cell:
 * @self: a board
 * @cell: (out caller-allocates) (optional): the cell under the pointer
 *
 * Gives the cell under the pointer.
 *
 * Returns: %TRUE when the pointer is over a cell of the board
 */
gboolean
tactics_board_get_hover_cell (TacticsBoard *self,
                              TacticsCell  *cell)
{
  g_return_val_if_fail (TACTICS_IS_BOARD (self), FALSE);

  if (cell != NULL)
    *cell = self->hover;
  /* A map made smaller under a still pointer leaves no cell there. */
  return self->hover_valid && self->map != NULL && tactics_map_contains (self->map, self->hover);
}

/**
 * tactics_board_zoom_fit:
 * @self: a board
 *
 * Fits the whole board in the widget now (or as soon as it has a size),
 * and keeps it fitted as the widget is resized until the user zooms or
 * pans, or anything else moves the viewport. Setting a map does this too.
 */
void
tactics_board_zoom_fit (TacticsBoard *self)
{
  g_return_if_fail (TACTICS_IS_BOARD (self));

  self->keep_fitted = TRUE;
  if (self->map != NULL
      && gtk_widget_get_width (GTK_WIDGET (self)) > 0
      && gtk_widget_get_height (GTK_WIDGET (self)) > 0)
    {
      self->fit_pending = FALSE;
      fit (self);
    }
  else
    {
      self->fit_pending = TRUE;
    }
}

void
tactics_board_flush_terrain (TacticsBoard *self)
{
  g_return_if_fail (TACTICS_IS_BOARD (self));

  self->flush_terrain = TRUE;
  gtk_widget_queue_draw (GTK_WIDGET (self));
}

guint
tactics_board_get_terrain_draw_count (TacticsBoard *self)
{
  g_return_val_if_fail (TACTICS_IS_BOARD (self), 0);

  return tactics_terrain_cache_get_draw_count (self->terrain);
}

guint
tactics_board_get_terrain_tile_count (TacticsBoard *self)
{
  g_return_val_if_fail (TACTICS_IS_BOARD (self), 0);

  return tactics_terrain_cache_get_n_tiles (self->terrain);
}

/**
 * tactics_board_get_cursor:
 * @self: a board
 * @cell: (out caller-allocates) (optional): the keyboard cursor's cell,
 *   shown or not (a new map's middle at first)
 *
 * Gives the keyboard cursor's cell.
 *
 * Returns: %TRUE when the keyboard cursor is shown
 */
gboolean
tactics_board_get_cursor (TacticsBoard *self,
                          TacticsCell  *cell)
{
  g_return_val_if_fail (TACTICS_IS_BOARD (self), FALSE);

  if (cell != NULL)
    *cell = self->cursor;
  return self->cursor_visible && self->map != NULL && tactics_map_contains (self->map, self->cursor);
}

/**
 * tactics_board_set_cursor: (skip)
 * @self: a board
 * @cell: where to put the cursor; kept on the map
 * @visible: whether to show it
 *
 * Puts the keyboard cursor on @cell and shows or hides it. It neither
 * scrolls (see tactics_board_keep_in_view()) nor announces.
 */
void
tactics_board_set_cursor (TacticsBoard *self,
                          TacticsCell   cell,
                          gboolean      visible)
{
  gboolean moved;

  g_return_if_fail (TACTICS_IS_BOARD (self));

  visible = !!visible && self->map != NULL;
  if (self->map != NULL)
    {
      cell.x = CLAMP (cell.x, 0, tactics_map_get_width (self->map) - 1);
      cell.y = CLAMP (cell.y, 0, tactics_map_get_height (self->map) - 1);
    }
  moved = cell.x != self->cursor.x || cell.y != self->cursor.y;
  if (!moved && visible == self->cursor_visible)
    return;

  g_object_freeze_notify (G_OBJECT (self));
  self->cursor = cell;
  tactics_cell_layer_set_cells (self->cursor_layer, &self->cursor, 1);
  if (moved)
    g_object_notify_by_pspec (G_OBJECT (self), properties[PROP_CURSOR]);
  if (visible != self->cursor_visible)
    {
      self->cursor_visible = visible;
      /* Hidden, it says nothing more about a cell: the map again. */
      if (!visible)
        tactics_board_announce (self, NULL);
      g_object_notify_by_pspec (G_OBJECT (self), properties[PROP_CURSOR_VISIBLE]);
    }
  g_object_thaw_notify (G_OBJECT (self));
  gtk_widget_queue_draw (GTK_WIDGET (self));
}

/**
 * tactics_board_set_fit_insets:
 * @self: a board
 * @insets: the bands along the widget's edges, in pixels
 *
 * Sets the bands that a fit leaves free for controls drawn over the board,
 * and refits when the board is fitted.
 */
void
tactics_board_set_fit_insets (TacticsBoard    *self,
                              const GtkBorder *insets)
{
  g_return_if_fail (TACTICS_IS_BOARD (self));
  g_return_if_fail (insets != NULL);

  self->fit_insets = *insets;
  if (self->keep_fitted)
    tactics_board_zoom_fit (self);
}

/**
 * tactics_board_get_fitted:
 * @self: a board
 *
 * Tells whether the board is kept fitted in the widget.
 *
 * Returns: %TRUE when the board is fitted and the user has not zoomed nor
 *   panned since
 */
gboolean
tactics_board_get_fitted (TacticsBoard *self)
{
  g_return_val_if_fail (TACTICS_IS_BOARD (self), FALSE);

  return self->keep_fitted;
}

/**
 * tactics_board_dup_zoom_text:
 * @self: a board
 *
 * Gives the zoom as both programs show it, e.g. "117 %": the cell size as
 * a share of #TACTICS_BOARD_ZOOM_REFERENCE pixels.
 *
 * Returns: (transfer full): the text
 */
char *
tactics_board_dup_zoom_text (TacticsBoard *self)
{
  g_return_val_if_fail (TACTICS_IS_BOARD (self), NULL);

  double percent = tactics_viewport_get_cell_size (self->viewport) /
                   TACTICS_BOARD_ZOOM_REFERENCE * 100.0;

  /* The largest maps fit at well under 1 %: not "0 %". */
  return g_strdup_printf (percent < 9.95 ? "%.1f %%" : "%.0f %%", percent);
}
