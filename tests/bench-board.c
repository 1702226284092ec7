/* SPDX-License-Identifier: GPL-3.0-or-later */
#include "config.h"

#include <math.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <time.h>

#include "tactics-gtk.h"
#include "ui-test-helpers.h"
#include "tactics-board-private.h"

/* The board's frame budget (issue 4): a frame of a 256×256 square map
 * filling a 1280×800 widget, snapshot + render with the cairo renderer, at
 * most 8 ms; a frame where only an overlay changed at most 2 ms. Prints the
 * figures; it asserts nothing about time. */

#define VIEW_WIDTH 1280
#define VIEW_HEIGHT 800
#define MAP_SIZE 256
#define FRAMES 60

typedef enum {
  FRAME_UNCHANGED,   /* nothing changed since the last frame */
  FRAME_OVERLAY,     /* a reach overlay moved */
  FRAME_PAN,         /* the view moved by a few pixels */
  FRAME_ZOOM,        /* the zoom changed: tiles drawn within the frame budget */
  FRAME_ZOOM_FULL,   /* the zoom changed and every tile is drawn at once */
  FRAME_PAINT,       /* one cell was painted */
} FrameKind;

static const char *frame_names[] = {
  "unchanged (terrain cached)",
  "overlay change only",
  "pan by 7 px",
  "zoom change (progressive)",
  "zoom change (all tiles at once)",
  "one cell painted",
};

typedef struct {
  GtkWidget        *window;
  TacticsBoard     *board;
  TacticsMap       *map;
  TacticsCellLayer *reach;
  GskRenderer      *renderer;  /* offscreen, every pixel */
  GskRenderer      *screen;    /* the window's, damage only */
  guint             frame;
} Bench;

/* Thread CPU time in microseconds: on a machine shared with other work
 * the wall clock mostly measures the neighbours. */
static gint64
cpu_time (void)
{
  struct timespec now;

  clock_gettime (CLOCK_THREAD_CPUTIME_ID, &now);
  return (gint64) now.tv_sec * G_USEC_PER_SEC + now.tv_nsec / 1000;
}

static int
compare_doubles (const void *a,
                 const void *b)
{
  double first = *(const double *) a;
  double second = *(const double *) b;

  return first < second ? -1 : first > second;
}

/* Clumps of terrain, the same on every run. */
static void
paint_map (TacticsMap *map,
           guint       n_terrains)
{
  int width = tactics_map_get_width (map);
  int height = tactics_map_get_height (map);
  g_autofree guint16 *cells = g_new (guint16, (gsize) width * height);

  for (int y = 0; y < height; y++)
    for (int x = 0; x < width; x++)
      {
        double value = sin (x * 0.11) + cos (y * 0.07) + sin ((x + y) * 0.05)
                       + 0.4 * sin (x * 0.9 + y * 1.3);

        cells[y * width + x] = (guint16) ((guint) floor ((value + 3.4) * 1.7) % n_terrains);
      }
  tactics_map_set_cells (map, cells);
}

static void
move_reach (Bench *bench)
{
  g_autoptr(GArray) cells = g_array_new (FALSE, FALSE, sizeof (TacticsCell));
  /* Around the middle of the map, where the view is. */
  TacticsCell center = { 110 + (int) (bench->frame % 30), 120 + (int) (bench->frame % 7) };

  /* A diamond of radius 12, about 300 cells, as a unit's reach. */
  for (int dy = -12; dy <= 12; dy++)
    for (int dx = -12 + ABS (dy); dx <= 12 - ABS (dy); dx++)
      {
        TacticsCell cell = { center.x + dx, center.y + dy };

        g_array_append_val (cells, cell);
      }
  tactics_cell_layer_set_cells (bench->reach, (const TacticsCell *) cells->data, cells->len);
}

static void
change (Bench     *bench,
        FrameKind  kind,
        double     cell_size)
{
  TacticsViewport *viewport = tactics_board_get_viewport (bench->board);

  bench->frame++;
  switch (kind)
    {
    case FRAME_UNCHANGED:
      break;
    case FRAME_OVERLAY:
      move_reach (bench);
      break;
    case FRAME_PAN:
      tactics_viewport_pan (viewport, (bench->frame % 2) ? 7.0 : -7.0, 0.0);
      break;
    case FRAME_ZOOM:
      tactics_viewport_set_cell_size (viewport, cell_size * ((bench->frame % 2) ? 1.01 : 1.0));
      break;
    case FRAME_ZOOM_FULL:
      tactics_viewport_set_cell_size (viewport, cell_size * ((bench->frame % 2) ? 1.01 : 1.0));
      tactics_board_flush_terrain (bench->board);
      break;
    case FRAME_PAINT:
      tactics_map_set_terrain_index (bench->map,
                                     (TacticsCell) { 60 + (int) (bench->frame % 40), 50 },
                                     bench->frame % 3);
      break;
    default:
      g_assert_not_reached ();
    }
}

/* Set from the command line: run only frame kinds whose name contains it. */
static const char *only_frames;

static void
measure (Bench      *bench,
         FrameKind   kind,
         double      cell_size,
         double      budget_ms)
{
  GtkWidgetClass *widget_class = GTK_WIDGET_GET_CLASS (bench->board);
  double totals[FRAMES];
  double snapshots[FRAMES];
  double renders[FRAMES];
  double screens[FRAMES];
  double cpus[FRAMES];

  if (only_frames != NULL && strstr (frame_names[kind], only_frames) == NULL)
    return;

  for (int i = -3; i < FRAMES; i++)
    {
      GtkSnapshot *snapshot;
      g_autoptr(GskRenderNode) node = NULL;
      g_autoptr(GdkTexture) texture = NULL;
      gint64 start;
      gint64 snapped;
      gint64 end;
      gint64 cpu_start;
      gint64 cpu_end;

      change (bench, kind, cell_size);

      cpu_start = cpu_time ();
      start = g_get_monotonic_time ();
      snapshot = gtk_snapshot_new ();
      widget_class->snapshot (GTK_WIDGET (bench->board), snapshot);
      node = gtk_snapshot_free_to_node (snapshot);
      snapped = g_get_monotonic_time ();
      texture = gsk_renderer_render_texture (bench->renderer, node,
                                             &GRAPHENE_RECT_INIT (0, 0, VIEW_WIDTH, VIEW_HEIGHT));
      end = g_get_monotonic_time ();
      cpu_end = cpu_time ();

      /* The same frame as GTK shows it: into the window, repainting only
       * what differs from the previous frame. */
      {
        cairo_region_t *damage = cairo_region_create ();
        gint64 shown;

        gsk_renderer_render (bench->screen, node, damage);
        shown = g_get_monotonic_time ();
        cairo_region_destroy (damage);
        if (i >= 0)
          screens[i] = (snapped - start + shown - end) / 1000.0;
      }

      /* The first frames warm the caches up. */
      if (i < 0)
        continue;
      cpus[i] = (cpu_end - cpu_start) / 1000.0;
      snapshots[i] = (snapped - start) / 1000.0;
      renders[i] = (end - snapped) / 1000.0;
      totals[i] = (end - start) / 1000.0;
    }

  qsort (totals, FRAMES, sizeof (double), compare_doubles);
  qsort (snapshots, FRAMES, sizeof (double), compare_doubles);
  qsort (renders, FRAMES, sizeof (double), compare_doubles);
  qsort (screens, FRAMES, sizeof (double), compare_doubles);
  qsort (cpus, FRAMES, sizeof (double), compare_doubles);
  printf ("  %-32s cpu %6.2f ms | wall %6.2f ms (snapshot %5.2f + render %5.2f), p90 %6.2f;"
          " on screen %5.2f ms",
          frame_names[kind], cpus[FRAMES / 2], totals[FRAMES / 2], snapshots[FRAMES / 2],
          renders[FRAMES / 2], totals[FRAMES * 9 / 10], screens[FRAMES / 2]);
  if (budget_ms > 0)
    printf ("  [budget %.0f ms: %s]", budget_ms, cpus[FRAMES / 2] <= budget_ms ? "met" : "OVER");
  printf ("\n");
}

static void
run_scenario (Bench           *bench,
              TacticsTopology  topology,
              double           cell_size,
              const char      *title,
              gboolean         with_budgets)
{
  TacticsViewport *viewport = tactics_board_get_viewport (bench->board);
  double extent_width;
  double extent_height;

  tactics_map_set_topology (bench->map, topology);
  ui_test_iterate ();
  tactics_viewport_set_cell_size (viewport, cell_size);
  tactics_viewport_get_board_extent (viewport, &extent_width, &extent_height);
  tactics_viewport_set_center (viewport, extent_width / 2.0, extent_height / 2.0);
  move_reach (bench);

  printf ("%s, %s, %.1f px cells:\n", topology == TACTICS_TOPOLOGY_HEX ? "hex" : "square",
          title, cell_size);
  measure (bench, FRAME_UNCHANGED, cell_size, with_budgets ? 8.0 : 0.0);
  measure (bench, FRAME_OVERLAY, cell_size, with_budgets ? 2.0 : 0.0);
  measure (bench, FRAME_PAN, cell_size, 0.0);
  measure (bench, FRAME_PAINT, cell_size, 0.0);
  measure (bench, FRAME_ZOOM, cell_size, with_budgets ? 8.0 : 0.0);
  measure (bench, FRAME_ZOOM_FULL, cell_size, 0.0);
}

int
main (int   argc,
      char *argv[])
{
  g_autoptr(TacticsRuleset) ruleset = NULL;
  g_autoptr(GError) error = NULL;
  Bench bench = { 0 };

  if (argc > 1)
    only_frames = argv[1];
  g_setenv ("GTK_A11Y", "none", TRUE);
  gtk_init ();
  tactics_gtk_init ();

  ruleset = ui_test_make_ruleset ("g:Grass:#8bc34a:1", "f:Forest:#4c8c3c:2",
                                  "h:Hills:#a1b06a:2", "m:Mountains:#8d8070:3",
                                  "w:Water:#3f88c5:0", "s:Sand:#e6d39c:2",
                                  "r:Road:#c8b48a:1", "k:Swamp:#6f8f72:3", NULL);
  bench.map = tactics_map_new (MAP_SIZE, MAP_SIZE, TACTICS_TOPOLOGY_SQUARE, ruleset);
  paint_map (bench.map, tactics_ruleset_get_n_terrains (ruleset));

  bench.window = gtk_window_new ();
  gtk_window_set_decorated (GTK_WINDOW (bench.window), FALSE);
  gtk_window_set_default_size (GTK_WINDOW (bench.window), VIEW_WIDTH, VIEW_HEIGHT);
  bench.board = TACTICS_BOARD (tactics_board_new ());
  gtk_window_set_child (GTK_WINDOW (bench.window), GTK_WIDGET (bench.board));
  tactics_board_set_map (bench.board, bench.map);
  bench.reach = tactics_cell_layer_new (TACTICS_CELL_STYLE_REACH);
  tactics_board_add_layer (bench.board, TACTICS_BOARD_LAYER (bench.reach));
  gtk_window_present (GTK_WINDOW (bench.window));
  ui_test_wait_for_widget (GTK_WIDGET (bench.board));

  printf ("board widget %d×%d, map %d×%d, cairo renderer, %d frames each.\n"
          "A frame is the board's snapshot plus rendering every pixel into an offscreen\n"
          "texture: its median thread CPU time (\"cpu\", what the budgets are checked on),\n"
          "and wall-clock time, which on a busy machine also counts the neighbours.\n"
          "\"On screen\" is the wall time of the snapshot plus rendering into the window\n"
          "as GTK does, repainting only what differs from the previous frame.\n",
          gtk_widget_get_width (GTK_WIDGET (bench.board)),
          gtk_widget_get_height (GTK_WIDGET (bench.board)), MAP_SIZE, MAP_SIZE, FRAMES);
  if (gtk_widget_get_width (GTK_WIDGET (bench.board)) != VIEW_WIDTH
      || gtk_widget_get_height (GTK_WIDGET (bench.board)) != VIEW_HEIGHT)
    printf ("warning: the board did not get %d×%d\n", VIEW_WIDTH, VIEW_HEIGHT);

  bench.screen = gtk_native_get_renderer (GTK_NATIVE (bench.window));
  bench.renderer = gsk_cairo_renderer_new ();
  if (!gsk_renderer_realize (bench.renderer, NULL, &error))
    g_error ("cannot realize the cairo renderer: %s", error->message);

  /* 5 px cells: the whole 256×256 map covers the 1280×800 view. */
  run_scenario (&bench, TACTICS_TOPOLOGY_SQUARE, 5.0, "whole map filling the view", TRUE);
  run_scenario (&bench, TACTICS_TOPOLOGY_SQUARE, 32.0, "zoomed in (symbols, grid)", TRUE);
  run_scenario (&bench, TACTICS_TOPOLOGY_HEX, 5.0, "whole map", FALSE);
  run_scenario (&bench, TACTICS_TOPOLOGY_HEX, 24.0, "zoomed in (symbols, grid)", FALSE);

  gsk_renderer_unrealize (bench.renderer);
  g_object_unref (bench.renderer);
  g_object_unref (bench.reach);
  gtk_window_destroy (GTK_WINDOW (bench.window));
  g_object_unref (bench.map);
  return 0;
}
