/* SPDX-License-Identifier: GPL-3.0-or-later */
#include "config.h"

#include <math.h>

#include "tactics-gtk.h"

/* A spin button takes the wheel whenever the pointer is over it, so a
 * form scrolled with the wheel changes whichever number passes under the
 * pointer, silently. Each spin button inside a guarded widget gets a
 * controller in the capture phase, before its own, that gives the wheel
 * to the scrolled window around it unless the spin button has the
 * keyboard focus: a number changes by wheel only once the user has picked
 * its field. The controller sits on the spin button itself because only
 * GTK knows which widget a wheel event goes to (the widget under the
 * pointer when it last moved, not where the page has scrolled since). */

#define GUARDED_KEY "tactics-scroll-guard"

/* The widgets guarded, weakly held. */
static GSList *guarded_roots;

/* Moves @adjustment by a wheel's @delta the way a scrolled window does:
 * a notch moves a page's two-thirds power, a touchpad's pixels as many. */
static void
scroll_adjustment (GtkAdjustment *adjustment,
                   double         delta,
                   GdkScrollUnit  unit)
{
  double page = gtk_adjustment_get_page_size (adjustment);
  double step = unit == GDK_SCROLL_UNIT_WHEEL ? pow (page, 2.0 / 3.0) : 1.0;

  if (delta != 0)
    gtk_adjustment_set_value (adjustment, gtk_adjustment_get_value (adjustment) + delta * step);
}

static gboolean
on_spin_scroll (GtkEventControllerScroll *scroll,
                double                    dx,
                double                    dy,
                gpointer                  data)
{
  GtkWidget *spin = gtk_event_controller_get_widget (GTK_EVENT_CONTROLLER (scroll));
  GtkRoot *root = gtk_widget_get_root (spin);
  GtkWidget *focus = root != NULL ? gtk_root_get_focus (root) : NULL;
  GtkWidget *scrolled;

  if (focus != NULL && (focus == spin || gtk_widget_is_ancestor (focus, spin)))
    return GDK_EVENT_PROPAGATE;

  scrolled = gtk_widget_get_ancestor (spin, GTK_TYPE_SCROLLED_WINDOW);
  if (scrolled != NULL)
    {
      GtkScrolledWindow *window = GTK_SCROLLED_WINDOW (scrolled);
      GdkScrollUnit unit = gtk_event_controller_scroll_get_unit (scroll);

      scroll_adjustment (gtk_scrolled_window_get_hadjustment (window), dx, unit);
      scroll_adjustment (gtk_scrolled_window_get_vadjustment (window), dy, unit);
    }
  /* Outside a scrolled window the wheel does nothing here rather than
   * change a number nobody picked. */
  return GDK_EVENT_STOP;
}

static void
guard_spin_button (GtkWidget *spin)
{
  GtkEventController *controller;

  if (g_object_get_data (G_OBJECT (spin), GUARDED_KEY) != NULL)
    return;
  g_object_set_data (G_OBJECT (spin), GUARDED_KEY, GINT_TO_POINTER (TRUE));
  controller = gtk_event_controller_scroll_new (GTK_EVENT_CONTROLLER_SCROLL_BOTH_AXES);
  gtk_event_controller_set_propagation_phase (controller, GTK_PHASE_CAPTURE);
  gtk_event_controller_set_name (controller, GUARDED_KEY);
  g_signal_connect (controller, "scroll", G_CALLBACK (on_spin_scroll), NULL);
  gtk_widget_add_controller (spin, controller);
}

static gboolean
is_guarded (GtkWidget *widget)
{
  for (GSList *l = guarded_roots; l != NULL; l = l->next)
    if (widget == l->data || gtk_widget_is_ancestor (widget, l->data))
      return TRUE;
  return FALSE;
}

/* Spin buttons are made all the time (a form rebuilt for another item): a
 * hook on every widget's realisation finds those inside guarded widgets. */
static gboolean
on_realize (GSignalInvocationHint *hint,
            guint                  n_values,
            const GValue          *values,
            gpointer               data)
{
  GtkWidget *widget = g_value_get_object (&values[0]);

  if (GTK_IS_SPIN_BUTTON (widget) && is_guarded (widget))
    guard_spin_button (widget);
  return TRUE;
}

static void
guard_realized_spin_buttons (GtkWidget *widget)
{
  if (GTK_IS_SPIN_BUTTON (widget))
    guard_spin_button (widget);
  for (GtkWidget *child = gtk_widget_get_first_child (widget); child != NULL;
       child = gtk_widget_get_next_sibling (child))
    guard_realized_spin_buttons (child);
}

static void
on_root_finalized (gpointer  data,
                   GObject  *root)
{
  guarded_roots = g_slist_remove (guarded_roots, root);
}

/**
 * tactics_scroll_guard_attach:
 * @widget: a window, or any widget holding forms
 *
 * Keeps the mouse wheel from changing the spin buttons inside @widget,
 * now and later, while the pointer only passes over them: unless a spin
 * button has the keyboard focus, the wheel scrolls the scrolled window
 * around it instead. A user scrolling a long form would otherwise change
 * whichever number passed under the pointer without noticing. Call it
 * from the main thread.
 */
void
tactics_scroll_guard_attach (GtkWidget *widget)
{
  static gsize hooked = 0;

  g_return_if_fail (GTK_IS_WIDGET (widget));

  if (g_once_init_enter (&hooked))
    {
      guint realize = g_signal_lookup ("realize", GTK_TYPE_WIDGET);

      g_signal_add_emission_hook (realize, 0, on_realize, NULL, NULL);
      g_once_init_leave (&hooked, 1);
    }
  if (g_slist_find (guarded_roots, widget) != NULL)
    return;
  guarded_roots = g_slist_prepend (guarded_roots, widget);
  g_object_weak_ref (G_OBJECT (widget), on_root_finalized, NULL);
  guard_realized_spin_buttons (widget);
}
