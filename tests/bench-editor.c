/* SPDX-License-Identifier: GPL-3.0-or-later */
/* The editor window on a 4096 × 4096 map: each figure is the time from
 * the input (the board's cell signals its drag gesture emits, the window's
 * actions, the viewport's pan) to the end of the frame that shows it (the
 * window's frame clock's "after-paint"), less the time the frame clock
 * waits before it starts that frame, to keep to the display's frame rate
 * (up to a refresh interval, whatever the work; printed on its own as
 * frame-clock-wait); and the memory of the map with its undo history after
 * many whole-map fills. Prints `NAME: N ms` and `NAME: N MB` lines. */
#include "config.h"

#include "editor-test-helpers.h"
#include "tactics-editor-document-private.h"

#define SIZE 4096
#define ROUNDS 5
#define STROKE_STEPS 40
#define MEMORY_FILLS 100
/* The old history took 134 MB a fill: stop before the machine runs out. */
#define MEMORY_CAP_MB 6000

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

/* Every frame's wait before it started, for the frame-clock-wait line. */
static GArray *waits;

static void
on_after_paint (GdkFrameClock *clock,
                gboolean      *painted)
{
  *painted = TRUE;
}

static void
on_before_paint (GdkFrameClock *clock,
                 gint64        *started)
{
  if (*started == 0)
    *started = g_get_monotonic_time ();
}

/* Lets pending frames and idles run, then waits a little so that the next
 * frame is not held back to keep the frame rate. */
static void
settle (void)
{
  ui_test_iterate ();
  g_usleep (40000);
  ui_test_iterate ();
}

/* Time since @start until the window has painted a frame, in ms. */
static double
finish_frame (GtkWidget *window,
              gint64     start)
{
  GdkFrameClock *clock = gtk_widget_get_frame_clock (window);
  gboolean painted = FALSE;
  gint64 started = 0;
  gint64 input_done = g_get_monotonic_time ();
  gulong handler = g_signal_connect (clock, "after-paint", G_CALLBACK (on_after_paint),
                                     &painted);
  gulong before = g_signal_connect (clock, "before-paint", G_CALLBACK (on_before_paint),
                                    &started);
  gint64 deadline = g_get_monotonic_time () + 30 * G_USEC_PER_SEC;
  double wait;

  while (!painted)
    {
      g_main_context_iteration (NULL, FALSE);
      g_assert_cmpint (g_get_monotonic_time (), <, deadline);
    }
  g_signal_handler_disconnect (clock, handler);
  g_signal_handler_disconnect (clock, before);
  /* The input's own work, then the frame's, without the wait between. */
  wait = started > input_done ? (started - input_done) / 1000.0 : 0.0;
  g_array_append_val (waits, wait);
  return (g_get_monotonic_time () - start) / 1000.0 - wait;
}

static void
print_ms (const char *name,
          GArray     *times)
{
  printf ("%s: %.1f ms\n", name, median (times));
  fflush (stdout);
}

static void
record (GArray *times,
        double  ms)
{
  g_array_append_val (times, ms);
}

static EditorFixture *
open_window (const guint16 *cells)
{
  EditorFixture *fixture = g_new0 (EditorFixture, 1);
  g_autoptr(TacticsRuleset) bundled = tactics_editor_application_load_default_ruleset ();
  g_autoptr(TacticsRuleset) ruleset = tactics_editor_copy_terrains (bundled);
  g_autoptr(TacticsMap) map = tactics_map_new (SIZE, SIZE, TACTICS_TOPOLOGY_SQUARE, ruleset);

  if (cells != NULL)
    tactics_map_set_cells (map, cells);
  fixture->document = tactics_editor_document_new_for_map (map);
  fixture->map = map;
  fixture->window = tactics_editor_window_new (GTK_APPLICATION (app), fixture->document);
  g_object_add_weak_pointer (G_OBJECT (fixture->window), (gpointer *) &fixture->window);
  fixture->board = tactics_editor_window_get_board (fixture->window);
  gtk_window_set_default_size (GTK_WINDOW (fixture->window), 1100, 720);
  gtk_window_present (GTK_WINDOW (fixture->window));
  ui_test_wait_for_widget (GTK_WIDGET (fixture->board));
  /* As far out as the board goes (a cell is 2 pixels at least). */
  activate (fixture, "editor.zoom-fit", NULL);
  settle ();
  return fixture;
}

static void
close_window (EditorFixture *fixture)
{
  editor_fixture_tear_down (fixture, NULL);
  g_free (fixture);
  settle ();
}

static void
press (EditorFixture   *fixture,
       int              x,
       int              y,
       GdkModifierType  state)
{
  g_signal_emit_by_name (fixture->board, "cell-pressed", x, y, GDK_BUTTON_PRIMARY, state);
}

static void
drag (EditorFixture *fixture,
      int            x,
      int            y)
{
  g_signal_emit_by_name (fixture->board, "cell-dragged", x, y);
}

static void
release (EditorFixture *fixture,
         int            x,
         int            y)
{
  g_signal_emit_by_name (fixture->board, "cell-released", x, y);
}

/* A click of the fill tool at (x, y) with @state; returns its time. */
static double
time_fill (EditorFixture   *fixture,
           guint            terrain,
           int              x,
           int              y,
           GdkModifierType  state)
{
  gint64 start;

  tactics_editor_window_set_terrain (fixture->window, terrain);
  settle ();
  start = g_get_monotonic_time ();
  press (fixture, x, y, state);
  release (fixture, x, y);
  return finish_frame (GTK_WIDGET (fixture->window), start);
}

static double
time_action (EditorFixture *fixture,
             const char    *action)
{
  gint64 start;

  settle ();
  start = g_get_monotonic_time ();
  activate (fixture, action, NULL);
  return finish_frame (GTK_WIDGET (fixture->window), start);
}

static double
rss_mb (void)
{
  g_autofree char *status = NULL;
  const char *line;

  if (!g_file_get_contents ("/proc/self/status", &status, NULL, NULL)
      || (line = strstr (status, "VmRSS:")) == NULL)
    return 0;
  return g_ascii_strtod (line + strlen ("VmRSS:"), NULL) / 1024.0;
}

/* Flood fills of the whole (one-terrain) map, their undo and redo. */
static void
bench_flood_fill (EditorFixture *fixture)
{
  g_autoptr(GArray) fill = g_array_new (FALSE, FALSE, sizeof (double));
  g_autoptr(GArray) undo = g_array_new (FALSE, FALSE, sizeof (double));
  g_autoptr(GArray) redo = g_array_new (FALSE, FALSE, sizeof (double));

  use_tool (fixture, "fill");
  for (guint round = 0; round < ROUNDS; round++)
    {
      guint terrain = round % 2 == 0 ? FOREST : PLAINS;

      record (fill, time_fill (fixture, terrain, SIZE / 2, SIZE / 2, 0));
      g_assert_cmpuint (terrain_at (fixture, 0, 0), ==, terrain);
      g_assert_cmpuint (terrain_at (fixture, SIZE - 1, SIZE - 1), ==, terrain);
      record (undo, time_action (fixture, "editor.undo"));
      g_assert_cmpuint (terrain_at (fixture, SIZE - 1, 0), !=, terrain);
      record (redo, time_action (fixture, "editor.redo"));
      g_assert_cmpuint (terrain_at (fixture, 0, SIZE - 1), ==, terrain);
    }
  print_ms ("flood-fill", fill);
  print_ms ("flood-fill-undo", undo);
  print_ms ("flood-fill-redo", redo);
}

/* One brush stroke, a cell a motion event, with the size 5 brush. */
static void
bench_brush (EditorFixture *fixture)
{
  g_autoptr(GArray) segment = g_array_new (FALSE, FALSE, sizeof (double));
  int x = 1000;
  int y = 1200;

  use_tool (fixture, "brush");
  tactics_editor_window_set_brush_size (fixture->window, 5);
  tactics_editor_window_set_terrain (fixture->window, WATER);
  press (fixture, x, y, 0);
  for (guint i = 0; i < STROKE_STEPS; i++)
    {
      gint64 start;

      settle ();
      start = g_get_monotonic_time ();
      x += 1;
      y += i % 2;
      drag (fixture, x, y);
      record (segment, finish_frame (GTK_WIDGET (fixture->window), start));
    }
  release (fixture, x, y);
  g_assert_cmpuint (terrain_at (fixture, x, y), ==, WATER);
  print_ms ("brush-segment", segment);
}

/* A 1000 × 1000 filled rectangle: the frame of its outline as the pointer
 * reaches the far corner, and the frame once it is painted. */
static void
bench_rectangle (EditorFixture *fixture)
{
  g_autoptr(GArray) preview = g_array_new (FALSE, FALSE, sizeof (double));
  g_autoptr(GArray) paint = g_array_new (FALSE, FALSE, sizeof (double));

  use_tool (fixture, "rectangle");
  for (guint round = 0; round < ROUNDS; round++)
    {
      int left = 200 + (int) round * 300;
      gint64 start;

      tactics_editor_window_set_terrain (fixture->window, round % 2 == 0 ? HILLS : ROAD);
      /* Its corner in view, so that its outline is drawn. */
      tactics_board_center_on (fixture->board, (TacticsCell) { left + 200, 500 });
      settle ();
      press (fixture, left, 300, 0);
      settle ();
      start = g_get_monotonic_time ();
      drag (fixture, left + 999, 1299);
      record (preview, finish_frame (GTK_WIDGET (fixture->window), start));
      if (round == 0)
        ui_test_save_screenshot (GTK_WIDGET (fixture->window), "bench-editor-rectangle-preview");
      settle ();
      start = g_get_monotonic_time ();
      release (fixture, left + 999, 1299);
      record (paint, finish_frame (GTK_WIDGET (fixture->window), start));
      g_assert_cmpuint (terrain_at (fixture, left + 999, 1299), ==,
                        round % 2 == 0 ? HILLS : ROAD);
    }
  print_ms ("rectangle-1000-preview", preview);
  print_ms ("rectangle-1000", paint);
}

/* Zoom to fit from a close view, and frames while panning at fit zoom. */
static void
bench_view (EditorFixture *fixture)
{
  g_autoptr(GArray) fit = g_array_new (FALSE, FALSE, sizeof (double));
  g_autoptr(GArray) pan = g_array_new (FALSE, FALSE, sizeof (double));
  TacticsViewport *viewport = tactics_board_get_viewport (fixture->board);

  for (guint round = 0; round < ROUNDS; round++)
    {
      activate (fixture, "editor.zoom-in", NULL);
      activate (fixture, "editor.zoom-in", NULL);
      record (fit, time_action (fixture, "editor.zoom-fit"));
    }
  for (guint i = 0; i < 4 * ROUNDS; i++)
    {
      gint64 start;

      settle ();
      start = g_get_monotonic_time ();
      /* What a drag of the middle button does for each motion. */
      tactics_viewport_pan (viewport, i % 2 == 0 ? 23.0 : -17.0, i % 4 < 2 ? 11.0 : -7.0);
      record (pan, finish_frame (GTK_WIDGET (fixture->window), start));
    }
  print_ms ("zoom-fit", fit);
  print_ms ("pan-frame-at-fit", pan);

  /* Closer in, where a pan moves every cell in view. */
  g_array_set_size (pan, 0);
  for (guint i = 0; i < 6; i++)
    activate (fixture, "editor.zoom-in", NULL);
  for (guint i = 0; i < 4 * ROUNDS; i++)
    {
      gint64 start;

      settle ();
      start = g_get_monotonic_time ();
      tactics_viewport_pan (viewport, i % 2 == 0 ? 23.0 : -17.0, i % 4 < 2 ? 11.0 : -7.0);
      record (pan, finish_frame (GTK_WIDGET (fixture->window), start));
    }
  print_ms ("pan-frame-zoomed-in", pan);
  activate (fixture, "editor.zoom-fit", NULL);
}

/* Whole-map fills one after the other, each a step of the history. */
static void
bench_memory (EditorFixture *fixture)
{
  double before = rss_mb ();
  guint fills;

  use_tool (fixture, "fill");
  for (fills = 0; fills < MEMORY_FILLS && rss_mb () < MEMORY_CAP_MB; fills++)
    {
      tactics_editor_window_set_terrain (fixture->window, fills % 2 == 0 ? FOREST : HILLS);
      press (fixture, 0, 0, 0);
      release (fixture, 0, 0);
      ui_test_iterate ();
    }
  if (fills < MEMORY_FILLS)
    printf ("(stopped after %u whole-map fills: %.0f MB; %.0f MB a fill)\n", fills, rss_mb (),
            (rss_mb () - before) / fills);
  printf ("memory-after-%u-fills-rss: %.0f MB\n", fills, rss_mb ());
  printf ("memory-after-%u-fills-history: %.3f MB\n", fills,
          tactics_editor_document_get_history_size (fixture->document) / 1e6);
  fflush (stdout);
}

/* Every cell of plains, with ragged bands of forest, hills and water. */
static guint16 *
patterned_cells (void)
{
  guint16 *cells = g_new (guint16, (gsize) SIZE * SIZE);
  guint32 seed = 12345;

  for (gsize i = 0; i < (gsize) SIZE * SIZE; i++)
    {
      int x = (int) (i % SIZE);
      int y = (int) (i / SIZE);

      seed = seed * 1103515245 + 12345;
      if ((x / 37 + y / 53) % 5 == 0 && (seed >> 16) % 4 != 0)
        cells[i] = FOREST;
      else if ((x + 2 * y) % 97 < 6)
        cells[i] = WATER;
      else if ((seed >> 20) % 50 == 0)
        cells[i] = HILLS;
      else
        cells[i] = PLAINS;
    }
  return cells;
}

/* Shift + fill: every plains cell of a varied map, its undo and redo. */
static void
bench_fill_all (EditorFixture *fixture)
{
  g_autoptr(GArray) fill = g_array_new (FALSE, FALSE, sizeof (double));
  g_autoptr(GArray) undo = g_array_new (FALSE, FALSE, sizeof (double));
  g_autoptr(GArray) redo = g_array_new (FALSE, FALSE, sizeof (double));
  const guint16 *cells = tactics_map_get_cells (fixture->map);
  int x = 0;

  while (cells[x] != PLAINS)
    x++;
  use_tool (fixture, "fill");
  for (guint round = 0; round < ROUNDS; round++)
    {
      record (fill, time_fill (fixture, ROAD, x, 0, GDK_SHIFT_MASK));
      g_assert_cmpuint (terrain_at (fixture, x, 0), ==, ROAD);
      record (undo, time_action (fixture, "editor.undo"));
      g_assert_cmpuint (terrain_at (fixture, x, 0), ==, PLAINS);
      record (redo, time_action (fixture, "editor.redo"));
      g_assert_cmpuint (terrain_at (fixture, x, 0), ==, ROAD);
      activate (fixture, "editor.undo", NULL);
    }
  /* The map as it shows, filled, to look at. */
  activate (fixture, "editor.redo", NULL);
  settle ();
  ui_test_save_screenshot (GTK_WIDGET (fixture->window), "bench-editor-fill-all");
  print_ms ("fill-all-of-terrain", fill);
  print_ms ("fill-all-of-terrain-undo", undo);
  print_ms ("fill-all-of-terrain-redo", redo);
}

int
main (int   argc,
      char *argv[])
{
  g_autofree guint16 *cells = NULL;
  EditorFixture *fixture;

  editor_test_init (&argc, &argv);
  waits = g_array_new (FALSE, FALSE, sizeof (double));

  fixture = open_window (NULL);
  bench_flood_fill (fixture);
  bench_brush (fixture);
  bench_rectangle (fixture);
  bench_view (fixture);
  close_window (fixture);

  cells = patterned_cells ();
  fixture = open_window (cells);
  bench_fill_all (fixture);
  close_window (fixture);

  fixture = open_window (NULL);
  bench_memory (fixture);
  close_window (fixture);

  print_ms ("frame-clock-wait", waits);
  g_array_unref (waits);
  editor_test_clean_up ();
  return 0;
}
