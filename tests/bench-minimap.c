/* SPDX-License-Identifier: GPL-3.0-or-later */
/* The minimap of a 4096 × 4096 map: the time to draw its terrain picture
 * again after a whole-map edit, and the time of a frame while the board's
 * view moves (which draws no new picture). Prints `NAME: N ms` lines. */
#include "config.h"

#include "ui-test-helpers.h"

#define SIZE 4096
#define ROUNDS 20

static int
compare_doubles (gconstpointer a,
                 gconstpointer b)
{
  double x = *(const double *) a;
  double y = *(const double *) b;

  return (x > y) - (x < y);
}

static double
median (GArray *times)
{
  g_array_sort (times, compare_doubles);
  return g_array_index (times, double, times->len / 2);
}

/* One frame of @widget, in ms: its snapshot (where a new terrain picture
 * is drawn) and the window's renderer drawing the nodes. */
static double
time_frame (GtkWidget *widget)
{
  GskRenderer *renderer = gtk_native_get_renderer (gtk_widget_get_native (widget));
  GtkSnapshot *snapshot = gtk_snapshot_new ();
  g_autoptr(GskRenderNode) node = NULL;
  g_autoptr(GdkTexture) texture = NULL;
  gint64 start = g_get_monotonic_time ();

  GTK_WIDGET_GET_CLASS (widget)->snapshot (widget, snapshot);
  node = gtk_snapshot_free_to_node (snapshot);
  g_assert_nonnull (node);
  texture = gsk_renderer_render_texture (renderer, node,
                                         &GRAPHENE_RECT_INIT (0, 0, gtk_widget_get_width (widget),
                                                              gtk_widget_get_height (widget)));
  return (g_get_monotonic_time () - start) / 1000.0;
}

static void
bench (TacticsTopology topology,
       const char     *name)
{
  g_autoptr(TacticsRuleset) ruleset = ui_test_make_ruleset ("grass:Grass:#3c8c3c:1",
                                                            "water:Water:#2850c8:0", NULL);
  g_autoptr(TacticsMap) map = tactics_map_new (SIZE, SIZE, topology, ruleset);
  g_autoptr(TacticsViewport) viewport = tactics_viewport_new ();
  g_autoptr(GArray) edit_times = g_array_new (FALSE, FALSE, sizeof (double));
  g_autoptr(GArray) pan_times = g_array_new (FALSE, FALSE, sizeof (double));
  g_autofree guint16 *cells = g_new0 (guint16, (gsize) SIZE * SIZE);
  GtkWidget *minimap = tactics_minimap_new ();
  GtkWindow *window = GTK_WINDOW (gtk_window_new ());

  tactics_viewport_set_board (viewport, topology, SIZE, SIZE);
  tactics_viewport_set_view_size (viewport, 1280, 800);
  tactics_viewport_set_cell_size (viewport, 24.0);
  tactics_minimap_set_map (TACTICS_MINIMAP (minimap), map);
  tactics_minimap_set_viewport (TACTICS_MINIMAP (minimap), viewport);
  gtk_window_set_default_size (window, 240, 240);
  gtk_window_set_child (window, minimap);
  gtk_window_present (window);
  ui_test_wait_for_widget (minimap);

  for (guint round = 0; round < ROUNDS; round++)
    {
      double elapsed;

      /* A whole-map edit, as a flood fill makes it. */
      for (gsize i = 0; i < (gsize) SIZE * SIZE; i++)
        cells[i] = (guint16) ((i / SIZE + i % SIZE + round) % 7 == 0);
      tactics_map_set_cells (map, cells);
      elapsed = time_frame (minimap);
      g_array_append_val (edit_times, elapsed);

      ui_test_iterate ();
      tactics_viewport_pan (viewport, 37.0, 23.0);
      elapsed = time_frame (minimap);
      g_array_append_val (pan_times, elapsed);
    }
  printf ("minimap %s %d×%d, %d×%d px, redraw after a whole-map edit: %.2f ms\n", name, SIZE,
          SIZE, gtk_widget_get_width (minimap), gtk_widget_get_height (minimap),
          median (edit_times));
  printf ("minimap %s %d×%d, frame while the view moves: %.2f ms\n", name, SIZE, SIZE,
          median (pan_times));
  gtk_window_destroy (window);
}

int
main (int   argc,
      char *argv[])
{
  ui_test_init (&argc, &argv);
  bench (TACTICS_TOPOLOGY_SQUARE, "square");
  bench (TACTICS_TOPOLOGY_HEX, "hex");
  return 0;
}
