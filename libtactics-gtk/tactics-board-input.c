/* SPDX-License-Identifier: GPL-3.0-or-later */
/* What the board does with the pointer and the keys: pressing, dragging
 * and activating cells, panning and zooming, and the keyboard cursor. */
#include "config.h"

#include <math.h>

#include "tactics-gtk.h"
#include "tactics-board-private.h"

/* Zoom steps: one wheel notch or key press, and per pixel of smooth
 * (touchpad) scrolling. */
#define ZOOM_STEP 1.2
#define ZOOM_STEP_PER_PIXEL 1.01
/* Pan steps in widget pixels: one wheel notch, one key step. */
#define SCROLL_STEP 48.0
#define KEY_PAN_STEP 64.0

#define signals tactics_board_signals

void
tactics_board_update_hover (TacticsBoard *self)
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
  g_signal_emit (self, signals[TACTICS_BOARD_HOVER_CHANGED], 0);
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

void
tactics_board_release_pointer_cursor (TacticsBoard *self)
{
  if (!self->cursor_saved)
    return;

  gtk_widget_set_cursor (GTK_WIDGET (self), self->saved_cursor);
  g_clear_object (&self->saved_cursor);
  self->cursor_saved = FALSE;
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
      self->space_panned = self->space_held;
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

  /* A click hands the board back to the mouse. */
  tactics_board_set_cursor (self, self->cursor, FALSE);
  self->drag_mode = DRAG_CELLS;
  tactics_viewport_cell_at (self->viewport, start_x, start_y, &self->drag_cell);
  gtk_gesture_set_state (GTK_GESTURE (gesture), GTK_EVENT_SEQUENCE_CLAIMED);
  g_signal_emit (self, signals[TACTICS_BOARD_CELL_PRESSED], 0,
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
      tactics_board_update_hover (self);
      tactics_viewport_cell_at (self->viewport, self->pointer_x, self->pointer_y, &cell);
      if (cell.x != self->drag_cell.x || cell.y != self->drag_cell.y)
        {
          self->drag_cell = cell;
          g_signal_emit (self, signals[TACTICS_BOARD_CELL_DRAGGED], 0, cell.x, cell.y);
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
        tactics_board_release_pointer_cursor (self);
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
          g_signal_emit (self, signals[TACTICS_BOARD_CELL_DRAGGED], 0, cell.x, cell.y);
        }
      g_signal_emit (self, signals[TACTICS_BOARD_CELL_RELEASED], 0, cell.x, cell.y);
    }
}

static void
on_drag_cancel (TacticsBoard     *self,
                GdkEventSequence *sequence,
                GtkGesture       *gesture)
{
  /* A cancelled stroke still ends, so tools can close their undo step. */
  if (self->drag_mode == DRAG_CELLS)
    g_signal_emit (self, signals[TACTICS_BOARD_CELL_RELEASED], 0,
                   self->drag_cell.x, self->drag_cell.y);
  else if (self->drag_mode == DRAG_PAN)
    tactics_board_release_pointer_cursor (self);
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
    g_signal_emit (self, signals[TACTICS_BOARD_CELL_ACTIVATED], 0, cell.x, cell.y);
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
  tactics_board_update_hover (self);
}

static void
on_motion_motion (TacticsBoard             *self,
                  double                    x,
                  double                    y,
                  GtkEventControllerMotion *controller)
{
  /* The cell under a still pointer changes when the view scrolls, as it
   * does to follow the keyboard cursor: only a real motion hands the board
   * back to the mouse. A stroke the keys began goes on with the keys. */
  if (self->cursor_visible && self->drag_mode != DRAG_CELLS &&
      (fabs (x - self->pointer_x) >= 1.0 || fabs (y - self->pointer_y) >= 1.0))
    tactics_board_set_cursor (self, self->cursor, FALSE);
  self->has_pointer = TRUE;
  self->pointer_x = x;
  self->pointer_y = y;
  tactics_board_update_hover (self);
}

static void
on_motion_leave (TacticsBoard             *self,
                 GtkEventControllerMotion *controller)
{
  /* During a drag the pointer may leave and the stroke goes on. */
  if (self->drag_mode != DRAG_NONE)
    return;

  self->has_pointer = FALSE;
  tactics_board_update_hover (self);
}

/* The keyboard cursor */

/**
 * tactics_board_move_cursor:
 * @self: a board
 * @dx: columns to move right (negative: left)
 * @dy: rows to move down (negative: up)
 *
 * Does what an arrow key does: shows the cursor (where the pointer is, or
 * where it was last) or else moves it by @dx, @dy cells on the map, keeps
 * it in view, describes its cell to screen readers and emits
 * [signal@TacticsGtk.Board::cursor-moved].
 */
void
tactics_board_move_cursor (TacticsBoard *self,
                           int           dx,
                           int           dy)
{
  TacticsCell cell;
  g_autofree char *text = NULL;

  g_return_if_fail (TACTICS_IS_BOARD (self));

  cell = self->cursor;
  if (self->map == NULL)
    return;
  if (!self->cursor_visible)
    {
      if (self->hover_valid)
        cell = self->hover;
      dx = dy = 0;
    }
  cell.x += dx;
  cell.y += dy;
  tactics_board_set_cursor (self, cell, TRUE);
  tactics_board_keep_in_view (self, self->cursor);
  text = tactics_board_describe_cell (self, self->cursor);
  tactics_board_announce (self, text);
  g_signal_emit (self, signals[TACTICS_BOARD_CURSOR_MOVED], 0);
}

static void
activate_cursor (TacticsBoard *self)
{
  if (!self->cursor_visible)
    tactics_board_move_cursor (self, 0, 0);
  else
    g_signal_emit (self, signals[TACTICS_BOARD_CELL_ACTIVATED], 0,
                   self->cursor.x, self->cursor.y);
}

static gboolean
cursor_key_pressed (TacticsBoard    *self,
                    guint            keyval,
                    GdkModifierType  state)
{
  GdkModifierType modifiers = state & gtk_accelerator_get_default_mod_mask ();

  if ((modifiers & ~GDK_SHIFT_MASK) != 0 || self->map == NULL)
    return FALSE;

  switch (keyval)
    {
    case GDK_KEY_Left:
    case GDK_KEY_KP_Left:
      tactics_board_move_cursor (self, -1, 0);
      return TRUE;
    case GDK_KEY_Right:
    case GDK_KEY_KP_Right:
      tactics_board_move_cursor (self, 1, 0);
      return TRUE;
    case GDK_KEY_Up:
    case GDK_KEY_KP_Up:
      tactics_board_move_cursor (self, 0, -1);
      return TRUE;
    case GDK_KEY_Down:
    case GDK_KEY_KP_Down:
      tactics_board_move_cursor (self, 0, 1);
      return TRUE;
    case GDK_KEY_Return:
    case GDK_KEY_KP_Enter:
    case GDK_KEY_ISO_Enter:
      activate_cursor (self);
      return TRUE;
    default:
      return FALSE;
    }
}

static gboolean
on_key_key_pressed (TacticsBoard          *self,
                    guint                  keyval,
                    guint                  keycode,
                    GdkModifierType        state,
                    GtkEventControllerKey *controller)
{
  if (keyval != GDK_KEY_space)
    return cursor_key_pressed (self, keyval, state);

  if (!self->space_held)
    {
      self->space_held = TRUE;
      self->space_panned = FALSE;
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
  if (keyval != GDK_KEY_space || !self->space_held)
    return;

  self->space_held = FALSE;
  if (self->drag_mode != DRAG_PAN)
    tactics_board_release_pointer_cursor (self);
  /* Space held to pan, or tapped to activate. */
  if (!self->space_panned)
    activate_cursor (self);
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
        tactics_board_release_pointer_cursor (self);
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
  /* The plain arrows are the keyboard cursor's. */
  gtk_widget_class_add_binding_action (widget_class, keyval, GDK_CONTROL_MASK,
                                       "board.pan", "(ii)", steps_x, steps_y);
  gtk_widget_class_add_binding_action (widget_class, keyval, GDK_CONTROL_MASK | GDK_SHIFT_MASK,
                                       "board.pan", "(ii)", steps_x * 6, steps_y * 6);
}

void
tactics_board_class_init_input (GtkWidgetClass *widget_class)
{
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
}

void
tactics_board_init_input (TacticsBoard *self)
{
  GtkWidget *widget = GTK_WIDGET (self);
  GtkGesture *drag;
  GtkGesture *click;
  GtkGesture *zoom;
  GtkEventController *controller;

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

  /* In the capture phase, before the key bindings: plain arrows move the
   * keyboard cursor rather than pan. */
  controller = gtk_event_controller_key_new ();
  gtk_event_controller_set_propagation_phase (controller, GTK_PHASE_CAPTURE);
  g_signal_connect_swapped (controller, "key-pressed", G_CALLBACK (on_key_key_pressed), self);
  g_signal_connect_swapped (controller, "key-released", G_CALLBACK (on_key_key_released), self);
  gtk_widget_add_controller (widget, controller);

  controller = gtk_event_controller_focus_new ();
  g_signal_connect_swapped (controller, "leave", G_CALLBACK (on_focus_leave), self);
  gtk_widget_add_controller (widget, controller);
}
