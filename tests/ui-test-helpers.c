/* SPDX-License-Identifier: GPL-3.0-or-later */
#include "config.h"

#include <math.h>
#include <glib/gstdio.h>
#include <libintl.h>
#include <locale.h>
#include <stdarg.h>
#include <stdlib.h>

#include "ui-test-display.h"
#include "ui-test-helpers.h"
#include "tactics-board-private.h"

/* Under AddressSanitizer: prints the stack where a warning or critical
 * was raised, before GLib makes it fatal. */
void __sanitizer_print_stack_trace (void) __attribute__ ((weak));

/* GTK 4.8 warns when a frame snapshots a button shown after that frame's
 * layout, and lays it out in the next frame. It came once, on a busy
 * machine, as a test opened the editor's window, with none of our code
 * showing a button: GTK's own timing, so that warning is printed, not
 * fatal. Every other warning still ends the test. */
static gboolean
is_gtk_layout_race (GLogLevelFlags   log_level,
                    const GLogField *fields,
                    gsize            n_fields)
{
  const char *domain = NULL;
  const char *message = NULL;

  if ((log_level & G_LOG_LEVEL_WARNING) == 0)
    return FALSE;
  for (gsize i = 0; i < n_fields; i++)
    {
      if (g_strcmp0 (fields[i].key, "GLIB_DOMAIN") == 0 && fields[i].length < 0)
        domain = fields[i].value;
      else if (g_strcmp0 (fields[i].key, "MESSAGE") == 0 && fields[i].length < 0)
        message = fields[i].value;
    }
  return g_strcmp0 (domain, "Gtk") == 0 && message != NULL
         && g_str_has_prefix (message, "Trying to snapshot GtkButton ")
         && g_str_has_suffix (message, " without a current allocation");
}

static GLogWriterOutput
write_log (GLogLevelFlags   log_level,
           const GLogField *fields,
           gsize            n_fields,
           gpointer         user_data)
{
  if (is_gtk_layout_race (log_level, fields, n_fields))
    return g_log_writer_standard_streams (log_level, fields, n_fields, user_data);
  if ((log_level & (G_LOG_LEVEL_CRITICAL | G_LOG_LEVEL_WARNING)) != 0
      && __sanitizer_print_stack_trace != NULL)
    {
      g_log_writer_standard_streams (log_level, fields, n_fields, user_data);
      __sanitizer_print_stack_trace ();
      return G_LOG_WRITER_HANDLED;
    }
  return g_log_writer_default (log_level, fields, n_fields, user_data);
}

void
ui_test_init (int    *argc,
              char ***argv)
{
  ui_test_display_start ();
  g_log_set_writer_func (write_log, NULL, NULL);
  /* GTK's test accessibility backend: what widgets tell screen readers is
   * recorded (tests check it) and no accessibility bus is needed. */
  g_setenv ("GTK_A11Y", "test", TRUE);
  gtk_test_init (argc, argv, NULL);
  tactics_gtk_init ();
  /* Revealers and transitions finish at once, so screenshots show them. */
  g_object_set (gtk_settings_get_default (), "gtk-enable-animations", FALSE, NULL);
}

void
ui_test_iterate (void)
{
  /* Several rounds: a layout can queue a redraw that queues an idle. */
  for (int round = 0; round < 5; round++)
    while (g_main_context_iteration (NULL, FALSE))
      ;
}

static gboolean
on_timeout (gpointer data)
{
  gboolean *timed_out = data;

  *timed_out = TRUE;
  return G_SOURCE_REMOVE;
}

void
ui_test_wait_until (gboolean *done,
                    guint     timeout_ms)
{
  gboolean timed_out = FALSE;
  guint source = g_timeout_add (timeout_ms, on_timeout, &timed_out);

  while (!*done && !timed_out)
    g_main_context_iteration (NULL, TRUE);

  if (!timed_out)
    g_source_remove (source);
  g_assert_true (*done);
}

static gboolean
widget_ready (GtkWidget *widget)
{
  return gtk_widget_get_mapped (widget)
         && gtk_widget_get_width (widget) > 0
         && gtk_widget_get_height (widget) > 0;
}

static gboolean
on_tick (gpointer data)
{
  return G_SOURCE_CONTINUE;
}

void
ui_test_wait_for_widget (GtkWidget *widget)
{
  gint64 deadline = g_get_monotonic_time () + 10 * G_USEC_PER_SEC;
  /* Wakes the blocking iteration up to look at the clock. */
  guint tick = g_timeout_add (20, on_tick, NULL);

  while (!widget_ready (widget) && g_get_monotonic_time () < deadline)
    g_main_context_iteration (NULL, TRUE);
  g_source_remove (tick);
  g_assert_true (widget_ready (widget));
  ui_test_iterate ();
}

static GtkWidget *
find_widget (GtkWidget  *widget,
             const char *name)
{
  if (g_strcmp0 (gtk_widget_get_name (widget), name) == 0)
    return widget;
  for (GtkWidget *child = gtk_widget_get_first_child (widget);
       child != NULL;
       child = gtk_widget_get_next_sibling (child))
    {
      GtkWidget *found = find_widget (child, name);

      if (found != NULL)
        return found;
    }
  return NULL;
}

GtkWidget *
ui_test_find_widget (GtkWidget  *root,
                     const char *name)
{
  GtkWidget *found = find_widget (root, name);

  if (found == NULL)
    g_error ("no widget named “%s”", name);
  return found;
}

GtkWidget *
ui_test_find_descendant (GtkWidget  *root,
                         GType       type,
                         const char *css_class)
{
  if (G_TYPE_CHECK_INSTANCE_TYPE (root, type)
      && (css_class == NULL || gtk_widget_has_css_class (root, css_class)))
    return root;
  for (GtkWidget *child = gtk_widget_get_first_child (root); child != NULL;
       child = gtk_widget_get_next_sibling (child))
    {
      GtkWidget *found = ui_test_find_descendant (child, type, css_class);

      if (found != NULL)
        return found;
    }
  return NULL;
}

GtkWidget *
ui_test_find_dialog (GtkWindow *window)
{
  GListModel *toplevels = gtk_window_get_toplevels ();

  for (guint i = 0; i < g_list_model_get_n_items (toplevels); i++)
    {
      g_autoptr(GtkWindow) toplevel = g_list_model_get_item (toplevels, i);

      if (GTK_IS_MESSAGE_DIALOG (toplevel)
          && gtk_window_get_transient_for (toplevel) == window
          && gtk_widget_get_visible (GTK_WIDGET (toplevel)))
        return GTK_WIDGET (toplevel);
    }
  return NULL;
}

GtkEventController *
ui_test_find_controller (GtkWidget *widget,
                         GType      type)
{
  g_autoptr(GListModel) controllers = gtk_widget_observe_controllers (widget);

  for (guint i = 0; i < g_list_model_get_n_items (controllers); i++)
    {
      g_autoptr(GtkEventController) controller = g_list_model_get_item (controllers, i);

      if (G_TYPE_CHECK_INSTANCE_TYPE (controller, type))
        return controller;
    }

  g_assert_not_reached ();
  return NULL;
}

/* Snapshots @widget as its parent would draw it, moved back to the origin.
 * A window (no parent) is its children drawn over the window colour. */
static GskRenderNode *
snapshot_widget (GtkWidget *widget)
{
  GtkSnapshot *snapshot = gtk_snapshot_new ();
  GtkWidget *parent = gtk_widget_get_parent (widget);

  if (parent != NULL)
    {
      graphene_rect_t bounds;

      g_assert_true (gtk_widget_compute_bounds (widget, parent, &bounds));
      gtk_snapshot_translate (snapshot, &GRAPHENE_POINT_INIT (-bounds.origin.x, -bounds.origin.y));
      gtk_widget_snapshot_child (parent, widget, snapshot);
    }
  else
    {
      /* Adwaita's window background. */
      gtk_snapshot_append_color (snapshot, &(GdkRGBA) { 0.98, 0.98, 0.98, 1.0 },
                                 &GRAPHENE_RECT_INIT (0, 0,
                                                      gtk_widget_get_width (widget),
                                                      gtk_widget_get_height (widget)));
      for (GtkWidget *child = gtk_widget_get_first_child (widget);
           child != NULL;
           child = gtk_widget_get_next_sibling (child))
        if (gtk_widget_get_mapped (child))
          gtk_widget_snapshot_child (widget, child, snapshot);
    }

  return gtk_snapshot_free_to_node (snapshot);
}

static void
flush_boards (GtkWidget *widget)
{
  if (TACTICS_IS_BOARD (widget))
    tactics_board_flush_terrain (TACTICS_BOARD (widget));
  for (GtkWidget *child = gtk_widget_get_first_child (widget);
       child != NULL;
       child = gtk_widget_get_next_sibling (child))
    flush_boards (child);
}

static void
on_after_paint (GdkFrameClock *clock,
                gboolean      *painted)
{
  *painted = TRUE;
}

/* Lets the frame clock lay out and paint once, so what is drawn has its
 * final size. */
static void
wait_for_frame (GtkWidget *widget)
{
  GdkFrameClock *clock = gtk_widget_get_frame_clock (widget);
  gboolean painted = FALSE;
  gulong handler;

  if (clock == NULL)
    return;

  handler = g_signal_connect (clock, "after-paint", G_CALLBACK (on_after_paint), &painted);
  gtk_widget_queue_draw (GTK_WIDGET (gtk_widget_get_root (widget)));
  gdk_frame_clock_request_phase (clock, GDK_FRAME_CLOCK_PHASE_LAYOUT);
  ui_test_wait_until (&painted, 5000);
  g_signal_handler_disconnect (clock, handler);
}

GdkTexture *
ui_test_render_widget (GtkWidget *widget)
{
  g_autoptr(GskRenderNode) node = NULL;
  GskRenderer *renderer = gtk_native_get_renderer (gtk_widget_get_native (widget));
  int width;
  int height;

  g_assert_nonnull (renderer);
  /* The finished picture, not one with terrain still being drawn, at the
   * size the last layout gave. */
  flush_boards (widget);
  wait_for_frame (widget);
  width = gtk_widget_get_width (widget);
  height = gtk_widget_get_height (widget);
  g_assert_cmpint (width, >, 0);
  g_assert_cmpint (height, >, 0);
  node = snapshot_widget (widget);
  g_assert_nonnull (node);
  return gsk_renderer_render_texture (renderer, node, &GRAPHENE_RECT_INIT (0, 0, width, height));
}

void
ui_test_save_screenshot (GtkWidget  *widget,
                         const char *name)
{
  g_autoptr(GdkTexture) texture = ui_test_render_widget (widget);
  g_autofree char *folder = g_build_filename (g_test_get_dir (G_TEST_BUILT), "screenshots", NULL);
  g_autofree char *file_name = g_strconcat (name, ".png", NULL);
  g_autofree char *path = g_build_filename (folder, file_name, NULL);

  g_assert_cmpint (g_mkdir_with_parents (folder, 0755), ==, 0);
  g_assert_true (gdk_texture_save_to_png (texture, path));
  g_test_message ("screenshot: %s", path);
}

guint32
ui_test_texture_pixel (GdkTexture *texture,
                       int         x,
                       int         y)
{
  int width = gdk_texture_get_width (texture);
  int height = gdk_texture_get_height (texture);
  g_autofree guint32 *pixels = NULL;

  g_assert_cmpint (x, >=, 0);
  g_assert_cmpint (y, >=, 0);
  g_assert_cmpint (x, <, width);
  g_assert_cmpint (y, <, height);

  pixels = g_new (guint32, (gsize) width * height);
  gdk_texture_download (texture, (guchar *) pixels, (gsize) width * 4);
  return pixels[y * width + x];
}

gboolean
ui_test_colors_close (guint32 a,
                      guint32 b,
                      int     tolerance)
{
  for (int shift = 0; shift < 32; shift += 8)
    {
      int channel_a = (a >> shift) & 0xff;
      int channel_b = (b >> shift) & 0xff;

      if (ABS (channel_a - channel_b) > tolerance)
        return FALSE;
    }
  return TRUE;
}

TacticsRuleset *
ui_test_make_ruleset (const char *first_terrain,
                      ...)
{
  TacticsRuleset *ruleset = tactics_ruleset_new ();
  g_autoptr(TacticsMovetype) foot = tactics_movetype_new ("foot", "Foot");
  va_list args;

  tactics_ruleset_insert_movetype (ruleset, G_MAXUINT, foot);

  va_start (args, first_terrain);
  for (const char *spec = first_terrain; spec != NULL; spec = va_arg (args, const char *))
    {
      g_auto(GStrv) parts = g_strsplit (spec, ":", 4);
      g_autoptr(TacticsTerrain) terrain = NULL;

      g_assert_cmpuint (g_strv_length (parts), ==, 4);
      terrain = tactics_terrain_new (parts[0], parts[1], parts[2]);
      if (atoi (parts[3]) > 0)
        tactics_terrain_set_cost (terrain, "foot", (guint) atoi (parts[3]));
      tactics_ruleset_insert_terrain (ruleset, G_MAXUINT, terrain);
    }
  va_end (args);

  return ruleset;
}

static void
cell_center (TacticsBoard *board,
             TacticsCell   cell,
             double       *x,
             double       *y)
{
  tactics_viewport_cell_center (tactics_board_get_viewport (board), cell, x, y);
}

void
ui_test_drag_cells (TacticsBoard      *board,
                    const TacticsCell *cells,
                    guint              n_cells)
{
  GtkEventController *drag = ui_test_find_controller (GTK_WIDGET (board), GTK_TYPE_GESTURE_DRAG);
  double start_x;
  double start_y;
  double x = 0;
  double y = 0;

  g_assert_cmpuint (n_cells, >, 0);

  cell_center (board, cells[0], &start_x, &start_y);
  g_signal_emit_by_name (drag, "drag-begin", start_x, start_y);
  for (guint i = 1; i < n_cells; i++)
    {
      cell_center (board, cells[i], &x, &y);
      g_signal_emit_by_name (drag, "drag-update", x - start_x, y - start_y);
    }
  if (n_cells == 1)
    {
      x = start_x;
      y = start_y;
    }
  g_signal_emit_by_name (drag, "drag-end", x - start_x, y - start_y);
}

void
ui_test_hover_cell (TacticsBoard *board,
                    TacticsCell   cell)
{
  GtkEventController *motion = ui_test_find_controller (GTK_WIDGET (board),
                                                        GTK_TYPE_EVENT_CONTROLLER_MOTION);
  double x;
  double y;

  cell_center (board, cell, &x, &y);
  g_signal_emit_by_name (motion, "motion", x, y);
}

void
ui_test_leave_board (TacticsBoard *board)
{
  GtkEventController *motion = ui_test_find_controller (GTK_WIDGET (board),
                                                        GTK_TYPE_EVENT_CONTROLLER_MOTION);

  g_signal_emit_by_name (motion, "leave");
}

guint32
ui_test_rgb (const char *spec)
{
  GdkRGBA color;

  g_assert_true (gdk_rgba_parse (&color, spec));
  return 0xff000000u
         | ((guint32) lround (color.red * 255) << 16)
         | ((guint32) lround (color.green * 255) << 8)
         | (guint32) lround (color.blue * 255);
}

void
ui_test_use_built_catalogues (void)
{
  const char *build_dir = g_getenv ("G_TEST_BUILDDIR");
  g_autofree char *localedir = NULL;

  g_assert_nonnull (build_dir);
  localedir = g_build_filename (build_dir, "..", "po", NULL);
  g_setenv ("TACTICS_LOCALEDIR", localedir, TRUE);
}

void
ui_test_use_language (const char *language)
{
  g_setenv ("LANGUAGE", language, TRUE);
  /* gettext reads LANGUAGE in any locale but "C"; textdomain() drops
   * what it found in the previous language. */
  g_assert_nonnull (setlocale (LC_ALL, "C.UTF-8"));
  textdomain (GETTEXT_PACKAGE);
}
