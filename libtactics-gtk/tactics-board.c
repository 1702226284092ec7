/* SPDX-License-Identifier: GPL-3.0-or-later */
#include "config.h"

#include <math.h>

#include <glib/gi18n-lib.h>

#include "tactics-gtk.h"
#include "tactics-board-layer-private.h"
#include "tactics-board-private.h"
#include "tactics-terrain-cache-private.h"

/* Zoom steps: one wheel notch or key press, and per pixel of smooth
 * (touchpad) scrolling. */
#define ZOOM_STEP 1.2
#define ZOOM_STEP_PER_PIXEL 1.01
/* Pan steps in widget pixels: one wheel notch, one arrow key step. */
#define SCROLL_STEP 48.0
#define KEY_PAN_STEP 64.0
/* Time a frame may spend drawing terrain tiles after a zoom; the rest is
 * drawn in the next frames, the old zoom level's tiles standing in. */
#define TERRAIN_BUDGET_US 4000

typedef enum {
  DRAG_NONE,
  DRAG_PAN,
  DRAG_CELLS,
} DragMode;

struct _TacticsBoard
{
  GtkWidget            parent_instance;

  TacticsMap          *map;
  TacticsRuleset      *ruleset;      /* the map's, watched for changes */
  TacticsViewport     *viewport;
  TacticsTerrainCache *terrain;
  GPtrArray           *layers;
  gboolean             show_grid;
  gboolean             show_hover;
  gboolean             fit_pending;
  /* Fitted and not zoomed or panned by the user since: resizes fit again. */
  gboolean             keep_fitted;
  gboolean             flush_terrain;
  guint                redraw_tick;

  /* The cells layers were last drawn for: the visible ones plus a margin,
   * so that small pans reuse the layers' drawings. */
  double               region_cell_size;
  int                  region_first_x;
  int                  region_first_y;
  int                  region_last_x;
  int                  region_last_y;

  /* Pointer */
  gboolean             has_pointer;
  double               pointer_x;
  double               pointer_y;
  gboolean             hover_valid;
  TacticsCell          hover;

  /* The accessible description: what tactics_board_announce() was given,
   * or the map's summary. */
  char                *announcement;
  gboolean             announcing;

  /* Button drags */
  DragMode             drag_mode;
  double               drag_start_x;
  double               drag_start_y;
  double               drag_last_x;
  double               drag_last_y;
  TacticsCell          drag_cell;
  gboolean             space_held;
  GdkCursor           *saved_cursor;
  gboolean             cursor_saved;

  double               pinch_start_cell_size;
};

G_DEFINE_FINAL_TYPE (TacticsBoard, tactics_board, GTK_TYPE_WIDGET)

enum {
  PROP_0,
  PROP_MAP,
  PROP_VIEWPORT,
  PROP_SHOW_GRID,
  PROP_SHOW_HOVER,
  N_PROPS
};

enum {
  CELL_PRESSED,
  CELL_DRAGGED,
  CELL_RELEASED,
  CELL_ACTIVATED,
  HOVER_CHANGED,
  N_SIGNALS
};

static GParamSpec *properties[N_PROPS];
static guint signals[N_SIGNALS];

static void
update_hover (TacticsBoard *self)
{
  TacticsCell cell = { -1, -1 };
  gboolean valid = FALSE;

  if (self->map != NULL && self->has_pointer)
    valid = tactics_viewport_cell_at (self->viewport, self->pointer_x, self->pointer_y, &cell);

  if (valid == self->hover_valid
      && (!valid || (cell.x == self->hover.x && cell.y == self->hover.y)))
    return;

  self->hover_valid = valid;
  self->hover = cell;
  if (self->show_hover)
    gtk_widget_queue_draw (GTK_WIDGET (self));
  g_signal_emit (self, signals[HOVER_CHANGED], 0);
}

static void
hold_cursor (TacticsBoard *self,
             const char   *name)
{
  if (!self->cursor_saved)
    {
      GdkCursor *cursor = gtk_widget_get_cursor (GTK_WIDGET (self));

      self->saved_cursor = cursor != NULL ? g_object_ref (cursor) : NULL;
      self->cursor_saved = TRUE;
    }
  gtk_widget_set_cursor_from_name (GTK_WIDGET (self), name);
}

static void
release_cursor (TacticsBoard *self)
{
  if (!self->cursor_saved)
    return;

  gtk_widget_set_cursor (GTK_WIDGET (self), self->saved_cursor);
  g_clear_object (&self->saved_cursor);
  self->cursor_saved = FALSE;
}

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
  update_hover (self);
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
  update_hover (self);
  gtk_widget_queue_draw (GTK_WIDGET (self));
}

static void
on_layer_invalidated (TacticsBoard      *self,
                      TacticsBoardLayer *layer)
{
  gtk_widget_queue_draw (GTK_WIDGET (self));
}

/* Controllers */

static void
on_drag_drag_begin (TacticsBoard   *self,
                    double          start_x,
                    double          start_y,
                    GtkGestureDrag *gesture)
{
  guint button = gtk_gesture_single_get_current_button (GTK_GESTURE_SINGLE (gesture));
  GdkModifierType state =
    gtk_event_controller_get_current_event_state (GTK_EVENT_CONTROLLER (gesture));

  /* No button means touch or a synthesized drag: the primary's job. */
  if (button == 0)
    button = GDK_BUTTON_PRIMARY;

  gtk_widget_grab_focus (GTK_WIDGET (self));

  self->drag_start_x = start_x;
  self->drag_start_y = start_y;
  self->drag_last_x = 0.0;
  self->drag_last_y = 0.0;
  self->has_pointer = TRUE;
  self->pointer_x = start_x;
  self->pointer_y = start_y;

  if (button == GDK_BUTTON_MIDDLE || (button == GDK_BUTTON_PRIMARY && self->space_held))
    {
      self->drag_mode = DRAG_PAN;
      hold_cursor (self, "grabbing");
      gtk_gesture_set_state (GTK_GESTURE (gesture), GTK_EVENT_SEQUENCE_CLAIMED);
      return;
    }

  if (self->map == NULL)
    {
      self->drag_mode = DRAG_NONE;
      return;
    }

  self->drag_mode = DRAG_CELLS;
  tactics_viewport_cell_at (self->viewport, start_x, start_y, &self->drag_cell);
  gtk_gesture_set_state (GTK_GESTURE (gesture), GTK_EVENT_SEQUENCE_CLAIMED);
  g_signal_emit (self, signals[CELL_PRESSED], 0,
                 self->drag_cell.x, self->drag_cell.y, button, state);
}

static void
on_drag_drag_update (TacticsBoard   *self,
                     double          offset_x,
                     double          offset_y,
                     GtkGestureDrag *gesture)
{
  TacticsCell cell;

  switch (self->drag_mode)
    {
    case DRAG_PAN:
      self->keep_fitted = FALSE;
      tactics_viewport_pan (self->viewport,
                            offset_x - self->drag_last_x,
                            offset_y - self->drag_last_y);
      self->drag_last_x = offset_x;
      self->drag_last_y = offset_y;
      break;

    case DRAG_CELLS:
      self->pointer_x = self->drag_start_x + offset_x;
      self->pointer_y = self->drag_start_y + offset_y;
      update_hover (self);
      tactics_viewport_cell_at (self->viewport, self->pointer_x, self->pointer_y, &cell);
      if (cell.x != self->drag_cell.x || cell.y != self->drag_cell.y)
        {
          self->drag_cell = cell;
          g_signal_emit (self, signals[CELL_DRAGGED], 0, cell.x, cell.y);
        }
      break;

    case DRAG_NONE:
    default:
      break;
    }
}

static void
on_drag_drag_end (TacticsBoard   *self,
                  double          offset_x,
                  double          offset_y,
                  GtkGestureDrag *gesture)
{
  DragMode mode = self->drag_mode;

  self->drag_mode = DRAG_NONE;

  if (mode == DRAG_PAN)
    {
      if (self->space_held)
        gtk_widget_set_cursor_from_name (GTK_WIDGET (self), "grab");
      else
        release_cursor (self);
    }
  else if (mode == DRAG_CELLS)
    {
      TacticsCell cell;

      tactics_viewport_cell_at (self->viewport,
                                self->drag_start_x + offset_x, self->drag_start_y + offset_y,
                                &cell);
      if (cell.x != self->drag_cell.x || cell.y != self->drag_cell.y)
        {
          self->drag_cell = cell;
          g_signal_emit (self, signals[CELL_DRAGGED], 0, cell.x, cell.y);
        }
      g_signal_emit (self, signals[CELL_RELEASED], 0, cell.x, cell.y);
    }
}

static void
on_drag_cancel (TacticsBoard     *self,
                GdkEventSequence *sequence,
                GtkGesture       *gesture)
{
  /* A cancelled stroke still ends, so tools can close their undo step. */
  if (self->drag_mode == DRAG_CELLS)
    g_signal_emit (self, signals[CELL_RELEASED], 0, self->drag_cell.x, self->drag_cell.y);
  else if (self->drag_mode == DRAG_PAN)
    release_cursor (self);
  self->drag_mode = DRAG_NONE;
}

static void
on_click_pressed (TacticsBoard    *self,
                  int              n_press,
                  double           x,
                  double           y,
                  GtkGestureClick *gesture)
{
  TacticsCell cell;

  if (n_press != 2 || self->map == NULL || self->space_held)
    return;

  if (tactics_viewport_cell_at (self->viewport, x, y, &cell))
    g_signal_emit (self, signals[CELL_ACTIVATED], 0, cell.x, cell.y);
}

static gboolean
on_scroll_scroll (TacticsBoard             *self,
                  double                    dx,
                  double                    dy,
                  GtkEventControllerScroll *controller)
{
  GdkModifierType state =
    gtk_event_controller_get_current_event_state (GTK_EVENT_CONTROLLER (controller));
  /* Without an event (a synthesized scroll) count in wheel notches. */
  gboolean smooth = gtk_event_controller_get_current_event (GTK_EVENT_CONTROLLER (controller))
                    && gtk_event_controller_scroll_get_unit (controller) == GDK_SCROLL_UNIT_SURFACE;

  if (state & GDK_CONTROL_MASK)
    {
      int width = gtk_widget_get_width (GTK_WIDGET (self));
      int height = gtk_widget_get_height (GTK_WIDGET (self));
      double x = self->has_pointer ? self->pointer_x : width / 2.0;
      double y = self->has_pointer ? self->pointer_y : height / 2.0;
      double factor = pow (smooth ? ZOOM_STEP_PER_PIXEL : ZOOM_STEP, -dy);

      self->keep_fitted = FALSE;
      tactics_viewport_zoom_at (self->viewport, factor, x, y);
      return TRUE;
    }

  if ((state & GDK_SHIFT_MASK) && dx == 0.0)
    {
      dx = dy;
      dy = 0.0;
    }
  if (!smooth)
    {
      dx *= SCROLL_STEP;
      dy *= SCROLL_STEP;
    }
  self->keep_fitted = FALSE;
  tactics_viewport_pan (self->viewport, -dx, -dy);
  return TRUE;
}

static void
on_zoom_begin (TacticsBoard     *self,
               GdkEventSequence *sequence,
               GtkGesture       *gesture)
{
  self->pinch_start_cell_size = tactics_viewport_get_cell_size (self->viewport);
}

static void
on_zoom_scale_changed (TacticsBoard   *self,
                       double          scale,
                       GtkGestureZoom *gesture)
{
  double x;
  double y;
  double current = tactics_viewport_get_cell_size (self->viewport);

  if (!gtk_gesture_is_active (GTK_GESTURE (gesture))
      || !gtk_gesture_get_bounding_box_center (GTK_GESTURE (gesture), &x, &y))
    {
      x = gtk_widget_get_width (GTK_WIDGET (self)) / 2.0;
      y = gtk_widget_get_height (GTK_WIDGET (self)) / 2.0;
    }
  self->keep_fitted = FALSE;
  if (current > 0.0 && scale > 0.0)
    tactics_viewport_zoom_at (self->viewport, self->pinch_start_cell_size * scale / current, x, y);
}

static void
on_motion_enter (TacticsBoard             *self,
                 double                    x,
                 double                    y,
                 GtkEventControllerMotion *controller)
{
  self->has_pointer = TRUE;
  self->pointer_x = x;
  self->pointer_y = y;
  update_hover (self);
}

static void
on_motion_motion (TacticsBoard             *self,
                  double                    x,
                  double                    y,
                  GtkEventControllerMotion *controller)
{
  self->has_pointer = TRUE;
  self->pointer_x = x;
  self->pointer_y = y;
  update_hover (self);
}

static void
on_motion_leave (TacticsBoard             *self,
                 GtkEventControllerMotion *controller)
{
  /* During a drag the pointer may leave and the stroke goes on. */
  if (self->drag_mode != DRAG_NONE)
    return;

  self->has_pointer = FALSE;
  update_hover (self);
}

static gboolean
on_key_key_pressed (TacticsBoard          *self,
                    guint                  keyval,
                    guint                  keycode,
                    GdkModifierType        state,
                    GtkEventControllerKey *controller)
{
  if (keyval != GDK_KEY_space)
    return FALSE;

  if (!self->space_held)
    {
      self->space_held = TRUE;
      if (self->drag_mode == DRAG_NONE)
        hold_cursor (self, "grab");
    }
  return TRUE;
}

static void
on_key_key_released (TacticsBoard          *self,
                     guint                  keyval,
                     guint                  keycode,
                     GdkModifierType        state,
                     GtkEventControllerKey *controller)
{
  if (keyval != GDK_KEY_space)
    return;

  self->space_held = FALSE;
  if (self->drag_mode != DRAG_PAN)
    release_cursor (self);
}

static void
on_focus_leave (TacticsBoard            *self,
                GtkEventControllerFocus *controller)
{
  /* The release of a space held while focus moved away never comes. */
  if (self->space_held)
    {
      self->space_held = FALSE;
      if (self->drag_mode != DRAG_PAN)
        release_cursor (self);
    }
}

/* Actions */

static void
zoom_by_key (TacticsBoard *self,
             double        factor)
{
  self->keep_fitted = FALSE;
  tactics_viewport_zoom_at (self->viewport, factor,
                            gtk_widget_get_width (GTK_WIDGET (self)) / 2.0,
                            gtk_widget_get_height (GTK_WIDGET (self)) / 2.0);
}

static void
zoom_in_action (GtkWidget  *widget,
                const char *action_name,
                GVariant   *parameter)
{
  zoom_by_key (TACTICS_BOARD (widget), ZOOM_STEP);
}

static void
zoom_out_action (GtkWidget  *widget,
                 const char *action_name,
                 GVariant   *parameter)
{
  zoom_by_key (TACTICS_BOARD (widget), 1.0 / ZOOM_STEP);
}

static void
zoom_fit_action (GtkWidget  *widget,
                 const char *action_name,
                 GVariant   *parameter)
{
  tactics_board_zoom_fit (TACTICS_BOARD (widget));
}

static void
pan_action (GtkWidget  *widget,
            const char *action_name,
            GVariant   *parameter)
{
  TacticsBoard *self = TACTICS_BOARD (widget);
  int steps_x;
  int steps_y;

  g_variant_get (parameter, "(ii)", &steps_x, &steps_y);
  self->keep_fitted = FALSE;
  /* Keys move the view, so the board goes the other way. */
  tactics_viewport_pan (self->viewport, -steps_x * KEY_PAN_STEP, -steps_y * KEY_PAN_STEP);
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
  for (guint i = 0; i < self->layers->len; i++)
    {
      TacticsBoardLayer *layer = g_ptr_array_index (self->layers, i);
      GskRenderNode *node;

      if (!tactics_board_layer_get_visible (layer))
        continue;
      node = tactics_board_layer_get_node (layer, &context);
      if (node != NULL)
        gtk_snapshot_append_node (snapshot, node);
    }

  if (self->show_hover && self->hover_valid)
    snapshot_hover (self, snapshot, &context);

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
      tactics_viewport_fit (self->viewport);
    }
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
  if (self->layers != NULL)
    {
      for (guint i = 0; i < self->layers->len; i++)
        g_signal_handlers_disconnect_by_data (g_ptr_array_index (self->layers, i), self);
      g_ptr_array_set_size (self->layers, 0);
    }
  if (self->viewport != NULL)
    g_signal_handlers_disconnect_by_data (self->viewport, self);
  g_clear_object (&self->saved_cursor);
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
    default:
      G_OBJECT_WARN_INVALID_PROPERTY_ID (object, prop_id, pspec);
    }
}

static void
add_zoom_bindings (GtkWidgetClass *widget_class,
                   guint           keyval,
                   const char     *action)
{
  gtk_widget_class_add_binding_action (widget_class, keyval, GDK_CONTROL_MASK, action, NULL);
  gtk_widget_class_add_binding_action (widget_class, keyval, 0, action, NULL);
}

static void
add_pan_binding (GtkWidgetClass *widget_class,
                 guint           keyval,
                 int             steps_x,
                 int             steps_y)
{
  gtk_widget_class_add_binding_action (widget_class, keyval, 0,
                                       "board.pan", "(ii)", steps_x, steps_y);
  gtk_widget_class_add_binding_action (widget_class, keyval, GDK_SHIFT_MASK,
                                       "board.pan", "(ii)", steps_x * 6, steps_y * 6);
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

  properties[PROP_MAP] =
    g_param_spec_object ("map", NULL, NULL,
                         TACTICS_TYPE_MAP,
                         G_PARAM_READWRITE | G_PARAM_EXPLICIT_NOTIFY | G_PARAM_STATIC_STRINGS);
  properties[PROP_VIEWPORT] =
    g_param_spec_object ("viewport", NULL, NULL,
                         TACTICS_TYPE_VIEWPORT,
                         G_PARAM_READABLE | G_PARAM_STATIC_STRINGS);
  properties[PROP_SHOW_GRID] =
    g_param_spec_boolean ("show-grid", NULL, NULL,
                          TRUE,
                          G_PARAM_READWRITE | G_PARAM_EXPLICIT_NOTIFY | G_PARAM_STATIC_STRINGS);
  properties[PROP_SHOW_HOVER] =
    g_param_spec_boolean ("show-hover", NULL, NULL,
                          TRUE,
                          G_PARAM_READWRITE | G_PARAM_EXPLICIT_NOTIFY | G_PARAM_STATIC_STRINGS);

  g_object_class_install_properties (object_class, N_PROPS, properties);

  /**
   * TacticsBoard::cell-pressed:
   * @x: the cell's column
   * @y: the cell's row
   * @button: the mouse button
   * @state: the modifier keys held
   */
  signals[CELL_PRESSED] =
    g_signal_new ("cell-pressed",
                  G_TYPE_FROM_CLASS (klass),
                  G_SIGNAL_RUN_LAST,
                  0, NULL, NULL, NULL,
                  G_TYPE_NONE, 4, G_TYPE_INT, G_TYPE_INT, G_TYPE_UINT, GDK_TYPE_MODIFIER_TYPE);
  signals[CELL_DRAGGED] =
    g_signal_new ("cell-dragged",
                  G_TYPE_FROM_CLASS (klass),
                  G_SIGNAL_RUN_LAST,
                  0, NULL, NULL, NULL,
                  G_TYPE_NONE, 2, G_TYPE_INT, G_TYPE_INT);
  signals[CELL_RELEASED] =
    g_signal_new ("cell-released",
                  G_TYPE_FROM_CLASS (klass),
                  G_SIGNAL_RUN_LAST,
                  0, NULL, NULL, NULL,
                  G_TYPE_NONE, 2, G_TYPE_INT, G_TYPE_INT);
  signals[CELL_ACTIVATED] =
    g_signal_new ("cell-activated",
                  G_TYPE_FROM_CLASS (klass),
                  G_SIGNAL_RUN_LAST,
                  0, NULL, NULL, NULL,
                  G_TYPE_NONE, 2, G_TYPE_INT, G_TYPE_INT);
  signals[HOVER_CHANGED] =
    g_signal_new ("hover-changed",
                  G_TYPE_FROM_CLASS (klass),
                  G_SIGNAL_RUN_LAST,
                  0, NULL, NULL, NULL,
                  G_TYPE_NONE, 0);

  gtk_widget_class_install_action (widget_class, "board.zoom-in", NULL, zoom_in_action);
  gtk_widget_class_install_action (widget_class, "board.zoom-out", NULL, zoom_out_action);
  gtk_widget_class_install_action (widget_class, "board.zoom-fit", NULL, zoom_fit_action);
  gtk_widget_class_install_action (widget_class, "board.pan", "(ii)", pan_action);

  add_zoom_bindings (widget_class, GDK_KEY_plus, "board.zoom-in");
  add_zoom_bindings (widget_class, GDK_KEY_equal, "board.zoom-in");
  add_zoom_bindings (widget_class, GDK_KEY_KP_Add, "board.zoom-in");
  add_zoom_bindings (widget_class, GDK_KEY_minus, "board.zoom-out");
  add_zoom_bindings (widget_class, GDK_KEY_KP_Subtract, "board.zoom-out");
  gtk_widget_class_add_binding_action (widget_class, GDK_KEY_0, GDK_CONTROL_MASK,
                                       "board.zoom-fit", NULL);
  gtk_widget_class_add_binding_action (widget_class, GDK_KEY_KP_0, GDK_CONTROL_MASK,
                                       "board.zoom-fit", NULL);
  add_pan_binding (widget_class, GDK_KEY_Left, -1, 0);
  add_pan_binding (widget_class, GDK_KEY_Right, 1, 0);
  add_pan_binding (widget_class, GDK_KEY_Up, 0, -1);
  add_pan_binding (widget_class, GDK_KEY_Down, 0, 1);

  gtk_widget_class_set_css_name (widget_class, "tactics-board");
  gtk_widget_class_set_accessible_role (widget_class, GTK_ACCESSIBLE_ROLE_IMG);
}

static void
tactics_board_init (TacticsBoard *self)
{
  GtkWidget *widget = GTK_WIDGET (self);
  GtkGesture *drag;
  GtkGesture *click;
  GtkGesture *zoom;
  GtkEventController *controller;

  self->show_grid = TRUE;
  self->show_hover = TRUE;
  self->layers = g_ptr_array_new_with_free_func (g_object_unref);
  self->terrain = tactics_terrain_cache_new ();
  self->viewport = tactics_viewport_new ();
  g_signal_connect_object (self->viewport, "changed",
                           G_CALLBACK (on_viewport_changed), self, G_CONNECT_SWAPPED);

  gtk_widget_set_focusable (widget, TRUE);
  update_accessible (self);
  gtk_widget_set_hexpand (widget, TRUE);
  gtk_widget_set_vexpand (widget, TRUE);
  gtk_widget_set_overflow (widget, GTK_OVERFLOW_HIDDEN);

  drag = gtk_gesture_drag_new ();
  gtk_gesture_single_set_button (GTK_GESTURE_SINGLE (drag), 0);
  g_signal_connect_swapped (drag, "drag-begin", G_CALLBACK (on_drag_drag_begin), self);
  g_signal_connect_swapped (drag, "drag-update", G_CALLBACK (on_drag_drag_update), self);
  g_signal_connect_swapped (drag, "drag-end", G_CALLBACK (on_drag_drag_end), self);
  g_signal_connect_swapped (drag, "cancel", G_CALLBACK (on_drag_cancel), self);
  gtk_widget_add_controller (widget, GTK_EVENT_CONTROLLER (drag));

  /* Grouped with the drag so the drag claiming the press does not stop
   * double clicks from being seen. */
  click = gtk_gesture_click_new ();
  gtk_gesture_single_set_button (GTK_GESTURE_SINGLE (click), GDK_BUTTON_PRIMARY);
  g_signal_connect_swapped (click, "pressed", G_CALLBACK (on_click_pressed), self);
  gtk_widget_add_controller (widget, GTK_EVENT_CONTROLLER (click));
  gtk_gesture_group (drag, click);

  zoom = gtk_gesture_zoom_new ();
  g_signal_connect_swapped (zoom, "begin", G_CALLBACK (on_zoom_begin), self);
  g_signal_connect_swapped (zoom, "scale-changed", G_CALLBACK (on_zoom_scale_changed), self);
  gtk_widget_add_controller (widget, GTK_EVENT_CONTROLLER (zoom));

  controller = gtk_event_controller_scroll_new (GTK_EVENT_CONTROLLER_SCROLL_BOTH_AXES);
  g_signal_connect_swapped (controller, "scroll", G_CALLBACK (on_scroll_scroll), self);
  gtk_widget_add_controller (widget, controller);

  controller = gtk_event_controller_motion_new ();
  g_signal_connect_swapped (controller, "enter", G_CALLBACK (on_motion_enter), self);
  g_signal_connect_swapped (controller, "motion", G_CALLBACK (on_motion_motion), self);
  g_signal_connect_swapped (controller, "leave", G_CALLBACK (on_motion_leave), self);
  gtk_widget_add_controller (widget, controller);

  controller = gtk_event_controller_key_new ();
  g_signal_connect_swapped (controller, "key-pressed", G_CALLBACK (on_key_key_pressed), self);
  g_signal_connect_swapped (controller, "key-released", G_CALLBACK (on_key_key_released), self);
  gtk_widget_add_controller (widget, controller);

  controller = gtk_event_controller_focus_new ();
  g_signal_connect_swapped (controller, "leave", G_CALLBACK (on_focus_leave), self);
  gtk_widget_add_controller (widget, controller);
}

GtkWidget *
tactics_board_new (void)
{
  return g_object_new (TACTICS_TYPE_BOARD, NULL);
}

TacticsMap *
tactics_board_get_map (TacticsBoard *self)
{
  g_return_val_if_fail (TACTICS_IS_BOARD (self), NULL);

  return self->map;
}

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

  tactics_terrain_cache_set_map (self->terrain, map);
  self->region_cell_size = 0.0;
  sync_board_shape (self);
  tactics_board_zoom_fit (self);
  update_hover (self);

  g_object_notify_by_pspec (G_OBJECT (self), properties[PROP_MAP]);
  gtk_widget_queue_draw (GTK_WIDGET (self));
}

TacticsViewport *
tactics_board_get_viewport (TacticsBoard *self)
{
  g_return_val_if_fail (TACTICS_IS_BOARD (self), NULL);

  return self->viewport;
}

gboolean
tactics_board_get_show_grid (TacticsBoard *self)
{
  g_return_val_if_fail (TACTICS_IS_BOARD (self), FALSE);

  return self->show_grid;
}

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

gboolean
tactics_board_get_show_hover (TacticsBoard *self)
{
  g_return_val_if_fail (TACTICS_IS_BOARD (self), FALSE);

  return self->show_hover;
}

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

void
tactics_board_add_layer (TacticsBoard      *self,
                         TacticsBoardLayer *layer)
{
  g_return_if_fail (TACTICS_IS_BOARD (self));
  g_return_if_fail (TACTICS_IS_BOARD_LAYER (layer));
  g_return_if_fail (!g_ptr_array_find (self->layers, layer, NULL));

  g_ptr_array_add (self->layers, g_object_ref (layer));
  g_signal_connect_object (layer, "invalidated",
                           G_CALLBACK (on_layer_invalidated), self, G_CONNECT_SWAPPED);
  gtk_widget_queue_draw (GTK_WIDGET (self));
}

void
tactics_board_remove_layer (TacticsBoard      *self,
                            TacticsBoardLayer *layer)
{
  g_return_if_fail (TACTICS_IS_BOARD (self));
  g_return_if_fail (TACTICS_IS_BOARD_LAYER (layer));

  if (!g_ptr_array_find (self->layers, layer, NULL))
    return;

  g_signal_handlers_disconnect_by_data (layer, self);
  g_ptr_array_remove (self->layers, layer);
  gtk_widget_queue_draw (GTK_WIDGET (self));
}

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

const char *
tactics_board_get_announcement (TacticsBoard *self)
{
  g_return_val_if_fail (TACTICS_IS_BOARD (self), NULL);

  return self->announcement != NULL ? self->announcement : "";
}

gboolean
tactics_board_get_hover_cell (TacticsBoard *self,
                              TacticsCell  *cell)
{
  g_return_val_if_fail (TACTICS_IS_BOARD (self), FALSE);

  if (cell != NULL)
    *cell = self->hover;
  return self->hover_valid;
}

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
      tactics_viewport_fit (self->viewport);
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
