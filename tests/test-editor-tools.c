/* SPDX-License-Identifier: GPL-3.0-or-later */
#include "config.h"

#include <glib/gstdio.h>
#include <string.h>

#include "tactics.h"
#include "tactics-editor-document.h"
#include "tactics-editor-tools.h"

/* The painting tools' geometry and the document's undo history, without
 * any window. */

static gboolean
has_cell (GArray *cells,
          int     x,
          int     y)
{
  for (guint i = 0; i < cells->len; i++)
    {
      TacticsCell cell = g_array_index (cells, TacticsCell, i);

      if (cell.x == x && cell.y == y)
        return TRUE;
    }
  return FALSE;
}

static TacticsRuleset *
make_ruleset (void)
{
  TacticsRuleset *ruleset = tactics_ruleset_new ();
  g_autoptr(TacticsMovetype) foot = tactics_movetype_new ("foot", "Foot");
  const char *specs[][3] = {
    { "g", "Grass", "#8bc34a" }, { "f", "Forest", "#2e7d32" }, { "w", "Water", "#3b7dd8" },
  };

  tactics_ruleset_insert_movetype (ruleset, G_MAXUINT, foot);
  for (guint i = 0; i < G_N_ELEMENTS (specs); i++)
    {
      g_autoptr(TacticsTerrain) terrain = tactics_terrain_new (specs[i][0], specs[i][1],
                                                               specs[i][2]);

      if (i != 2)
        tactics_terrain_set_cost (terrain, "foot", i + 1);
      tactics_ruleset_insert_terrain (ruleset, G_MAXUINT, terrain);
    }
  return ruleset;
}

static void
test_brush_square (void)
{
  for (guint size = 1; size <= TACTICS_EDITOR_MAX_BRUSH_SIZE; size++)
    {
      g_autoptr(GArray) cells = g_array_new (FALSE, FALSE, sizeof (TacticsCell));

      tactics_editor_brush_cells (TACTICS_TOPOLOGY_SQUARE, (TacticsCell) { 10, 10 }, size, cells);
      g_assert_cmpuint (cells->len, ==, size * size);
      g_assert_true (has_cell (cells, 10, 10));
    }
}

static void
test_brush_hex (void)
{
  /* Hexes within size − 1 steps: 1, 7, 19, 37, 61. */
  static const guint expected[] = { 1, 7, 19, 37, 61 };

  for (guint size = 1; size <= TACTICS_EDITOR_MAX_BRUSH_SIZE; size++)
    for (int row = 10; row <= 11; row++)
      {
        g_autoptr(GArray) cells = g_array_new (FALSE, FALSE, sizeof (TacticsCell));
        TacticsCell center = { 10, row };

        tactics_editor_brush_cells (TACTICS_TOPOLOGY_HEX, center, size, cells);
        g_assert_cmpuint (cells->len, ==, expected[size - 1]);
        for (guint i = 0; i < cells->len; i++)
          g_assert_cmpint (tactics_distance (TACTICS_METRIC_HEX, center,
                                             g_array_index (cells, TacticsCell, i)), <, (int) size);
      }
}

static void
test_rectangle (void)
{
  g_autoptr(GArray) filled = g_array_new (FALSE, FALSE, sizeof (TacticsCell));
  g_autoptr(GArray) outline = g_array_new (FALSE, FALSE, sizeof (TacticsCell));

  /* Corners in any order. */
  tactics_editor_rectangle_cells ((TacticsCell) { 5, 4 }, (TacticsCell) { 1, 1 }, TRUE, filled);
  tactics_editor_rectangle_cells ((TacticsCell) { 1, 4 }, (TacticsCell) { 5, 1 }, FALSE, outline);
  g_assert_cmpuint (filled->len, ==, 5 * 4);
  g_assert_cmpuint (outline->len, ==, 5 * 4 - 3 * 2);
  g_assert_true (has_cell (outline, 1, 1));
  g_assert_true (has_cell (outline, 5, 4));
  g_assert_true (has_cell (outline, 3, 1));
  g_assert_false (has_cell (outline, 3, 2));
  g_assert_true (has_cell (filled, 3, 2));
}

static void
test_line (void)
{
  g_autoptr(GArray) cells = g_array_new (FALSE, FALSE, sizeof (TacticsCell));
  g_autoptr(GArray) engine = g_array_new (FALSE, FALSE, sizeof (TacticsCell));

  /* A thin line is the engine's straight line. */
  tactics_editor_line_cells (TACTICS_TOPOLOGY_SQUARE, (TacticsCell) { 0, 0 },
                             (TacticsCell) { 6, 3 }, 1, cells);
  tactics_line (TACTICS_TOPOLOGY_SQUARE, (TacticsCell) { 0, 0 }, (TacticsCell) { 6, 3 }, engine);
  g_assert_cmpuint (cells->len, ==, engine->len);
  for (guint i = 0; i < engine->len; i++)
    {
      TacticsCell cell = g_array_index (engine, TacticsCell, i);

      g_assert_true (has_cell (cells, cell.x, cell.y));
    }
  g_assert_true (has_cell (cells, 0, 0));
  g_assert_true (has_cell (cells, 6, 3));
}

static void
test_flood (void)
{
  g_autoptr(TacticsRuleset) ruleset = make_ruleset ();
  g_autoptr(TacticsMap) map = tactics_map_new (6, 5, TACTICS_TOPOLOGY_SQUARE, ruleset);
  g_autoptr(GArray) connected = g_array_new (FALSE, FALSE, sizeof (TacticsCell));
  g_autoptr(GArray) everywhere = g_array_new (FALSE, FALSE, sizeof (TacticsCell));

  /* A wall of forest in column 2 splits the grass in two. */
  for (int y = 0; y < 5; y++)
    tactics_map_set_terrain_index (map, (TacticsCell) { 2, y }, 1);

  tactics_editor_flood_cells (map, (TacticsCell) { 0, 0 }, TRUE, connected);
  g_assert_cmpuint (connected->len, ==, 2 * 5);
  g_assert_false (has_cell (connected, 4, 4));

  tactics_editor_flood_cells (map, (TacticsCell) { 0, 0 }, FALSE, everywhere);
  g_assert_cmpuint (everywhere->len, ==, 5 * 5);
  g_assert_true (has_cell (everywhere, 4, 4));
  g_assert_false (has_cell (everywhere, 2, 2));
}

static void
test_mirror_square (void)
{
  TacticsCell images[3];
  guint n;

  n = tactics_editor_mirror_cell (TACTICS_TOPOLOGY_SQUARE, 10, 8,
                                  TACTICS_EDITOR_MIRROR_LEFT_RIGHT, (TacticsCell) { 1, 2 }, images);
  g_assert_cmpuint (n, ==, 1);
  g_assert_cmpint (images[0].x, ==, 8);
  g_assert_cmpint (images[0].y, ==, 2);

  n = tactics_editor_mirror_cell (TACTICS_TOPOLOGY_SQUARE, 10, 8,
                                  TACTICS_EDITOR_MIRROR_TOP_BOTTOM, (TacticsCell) { 1, 2 }, images);
  g_assert_cmpuint (n, ==, 1);
  g_assert_cmpint (images[0].x, ==, 1);
  g_assert_cmpint (images[0].y, ==, 5);

  n = tactics_editor_mirror_cell (TACTICS_TOPOLOGY_SQUARE, 10, 8,
                                  TACTICS_EDITOR_MIRROR_POINT, (TacticsCell) { 1, 2 }, images);
  g_assert_cmpuint (n, ==, 1);
  g_assert_cmpint (images[0].x, ==, 8);
  g_assert_cmpint (images[0].y, ==, 5);

  n = tactics_editor_mirror_cell (TACTICS_TOPOLOGY_SQUARE, 10, 8,
                                  TACTICS_EDITOR_MIRROR_FOUR_WAY, (TacticsCell) { 1, 2 }, images);
  g_assert_cmpuint (n, ==, 3);

  /* A cell on the axis is its own image: nothing to add. */
  n = tactics_editor_mirror_cell (TACTICS_TOPOLOGY_SQUARE, 9, 8,
                                  TACTICS_EDITOR_MIRROR_LEFT_RIGHT, (TacticsCell) { 4, 0 }, images);
  g_assert_cmpuint (n, ==, 0);
}

/* A mirror is fair when it keeps every distance and maps each image back to
 * its cell: check both over a whole hex board. */
static void
check_hex_mirror (int                 width,
                  int                 height,
                  TacticsEditorMirror mirror,
                  gboolean            expect_every_cell)
{
  g_autoptr(GArray) from = g_array_new (FALSE, FALSE, sizeof (TacticsCell));
  g_autoptr(GArray) to = g_array_new (FALSE, FALSE, sizeof (TacticsCell));

  for (int y = 0; y < height; y++)
    for (int x = 0; x < width; x++)
      {
        TacticsCell cell = { x, y };
        TacticsCell images[3];
        TacticsCell back[3];
        guint n = tactics_editor_mirror_cell (TACTICS_TOPOLOGY_HEX, width, height, mirror,
                                              cell, images);
        gboolean found = FALSE;

        /* Cells without an image: on the axis, or mapped off the board. */
        if (n == 0)
          {
            g_assert_false (expect_every_cell);
            continue;
          }
        g_assert_cmpuint (n, ==, 1);
        g_array_append_val (from, cell);
        g_array_append_val (to, images[0]);

        n = tactics_editor_mirror_cell (TACTICS_TOPOLOGY_HEX, width, height, mirror,
                                        images[0], back);
        for (guint i = 0; i < n; i++)
          found |= back[i].x == x && back[i].y == y;
        g_assert_true (found);
      }

  for (guint i = 0; i < from->len; i++)
    for (guint j = i + 1; j < from->len; j++)
      g_assert_cmpint (tactics_distance (TACTICS_METRIC_HEX,
                                         g_array_index (from, TacticsCell, i),
                                         g_array_index (from, TacticsCell, j)),
                       ==,
                       tactics_distance (TACTICS_METRIC_HEX,
                                         g_array_index (to, TacticsCell, i),
                                         g_array_index (to, TacticsCell, j)));
}

static void
test_mirror_hex (void)
{
  /* Point symmetry is exact with an even number of rows. */
  check_hex_mirror (8, 6, TACTICS_EDITOR_MIRROR_POINT, TRUE);
  check_hex_mirror (7, 6, TACTICS_EDITOR_MIRROR_POINT, TRUE);
  /* Left–right keeps distances; top–bottom too with an odd number of
   * rows. */
  check_hex_mirror (8, 6, TACTICS_EDITOR_MIRROR_LEFT_RIGHT, FALSE);
  check_hex_mirror (7, 5, TACTICS_EDITOR_MIRROR_LEFT_RIGHT, FALSE);
  check_hex_mirror (8, 7, TACTICS_EDITOR_MIRROR_TOP_BOTTOM, FALSE);
  check_hex_mirror (9, 7, TACTICS_EDITOR_MIRROR_POINT, FALSE);
}

static void
test_clip (void)
{
  g_autoptr(GArray) cells = g_array_new (FALSE, FALSE, sizeof (TacticsCell));
  const TacticsCell some[] = { { -1, 0 }, { 0, 0 }, { 3, 3 }, { 0, 0 }, { 4, 1 }, { 1, 2 } };

  g_array_append_vals (cells, some, G_N_ELEMENTS (some));
  tactics_editor_cells_clip (4, 3, cells);
  g_assert_cmpuint (cells->len, ==, 2);
  g_assert_cmpint (g_array_index (cells, TacticsCell, 0).x, ==, 0);
  g_assert_cmpint (g_array_index (cells, TacticsCell, 1).y, ==, 2);
}

static void
test_names (void)
{
  TacticsEditorTool tool;
  TacticsEditorMirror mirror;

  for (guint i = 0; i <= TACTICS_EDITOR_TOOL_REACH; i++)
    {
      g_assert_true (tactics_editor_tool_from_string (tactics_editor_tool_to_string (i), &tool));
      g_assert_cmpuint (tool, ==, i);
    }
  for (guint i = 0; i <= TACTICS_EDITOR_MIRROR_FOUR_WAY; i++)
    {
      g_assert_true (tactics_editor_mirror_from_string (tactics_editor_mirror_to_string (i),
                                                        &mirror));
      g_assert_cmpuint (mirror, ==, i);
    }
  g_assert_false (tactics_editor_tool_from_string ("pencil", &tool));
}

/* The document */

static void
count_notify (GObject    *object,
              GParamSpec *pspec,
              guint      *count)
{
  (*count)++;
}

static void
test_document_undo (void)
{
  g_autoptr(TacticsRuleset) ruleset = make_ruleset ();
  g_autoptr(TacticsMap) map = tactics_map_new (8, 6, TACTICS_TOPOLOGY_SQUARE, ruleset);
  g_autoptr(TacticsEditorDocument) document = tactics_editor_document_new_for_map (map);
  g_autofree guint16 *start = g_memdup2 (tactics_map_get_cells (map), 8 * 6 * sizeof (guint16));
  g_autofree guint16 *after_stroke = NULL;
  const TacticsCell stroke[] = { { 1, 1 }, { 2, 1 }, { 3, 1 }, { 2, 1 } };
  guint modified_changes = 0;

  g_signal_connect (document, "notify::modified", G_CALLBACK (count_notify), &modified_changes);
  g_assert_false (tactics_editor_document_get_modified (document));
  g_assert_false (tactics_editor_document_can_undo (document));

  /* One stroke of several paints: one step. */
  tactics_editor_document_begin_step (document, "Paint");
  g_assert_cmpuint (tactics_editor_document_paint (document, stroke, 2, 1), ==, 2);
  g_assert_cmpuint (tactics_editor_document_paint (document, stroke + 2, 2, 1), ==, 1);
  tactics_editor_document_end_step (document);
  g_assert_true (tactics_editor_document_get_modified (document));
  g_assert_cmpuint (modified_changes, ==, 1);
  after_stroke = g_memdup2 (tactics_map_get_cells (map), 8 * 6 * sizeof (guint16));

  /* A step painting nothing new is no step. */
  tactics_editor_document_paint (document, stroke, 1, 1);
  g_assert_true (tactics_editor_document_can_undo (document));
  tactics_editor_document_undo (document);
  g_assert_cmpmem (tactics_map_get_cells (map), 8 * 6 * 2, start, 8 * 6 * 2);
  g_assert_false (tactics_editor_document_can_undo (document));
  g_assert_false (tactics_editor_document_get_modified (document));

  tactics_editor_document_redo (document);
  g_assert_cmpmem (tactics_map_get_cells (map), 8 * 6 * 2, after_stroke, 8 * 6 * 2);
  g_assert_false (tactics_editor_document_can_redo (document));

  /* A new step after an undo drops the redo. */
  tactics_editor_document_undo (document);
  tactics_editor_document_paint (document, (TacticsCell[]) { { 5, 5 } }, 1, 2);
  g_assert_false (tactics_editor_document_can_redo (document));
  g_assert_cmpuint (tactics_map_get_terrain_index (map, (TacticsCell) { 5, 5 }), ==, 2);
  g_assert_cmpuint (tactics_map_get_terrain_index (map, (TacticsCell) { 1, 1 }), ==, 0);
}

static void
test_document_big_steps (void)
{
  g_autoptr(TacticsRuleset) ruleset = make_ruleset ();
  g_autoptr(TacticsMap) map = tactics_map_new (64, 64, TACTICS_TOPOLOGY_HEX, ruleset);
  g_autoptr(TacticsEditorDocument) document = tactics_editor_document_new_for_map (map);
  g_autoptr(GArray) cells = g_array_new (FALSE, FALSE, sizeof (TacticsCell));

  /* A fill over the whole map and back, in bulk. */
  tactics_editor_flood_cells (map, (TacticsCell) { 0, 0 }, TRUE, cells);
  g_assert_cmpuint (cells->len, ==, 64 * 64);
  tactics_editor_document_paint (document, (const TacticsCell *) cells->data, cells->len, 2);
  g_assert_cmpuint (tactics_map_get_terrain_index (map, (TacticsCell) { 63, 63 }), ==, 2);
  tactics_editor_document_undo (document);
  g_assert_cmpuint (tactics_map_get_terrain_index (map, (TacticsCell) { 63, 63 }), ==, 0);

  /* Resizing is a step too. */
  tactics_editor_document_resize (document, 70, 60, 3, 0, 1);
  g_assert_cmpint (tactics_map_get_width (map), ==, 70);
  g_assert_cmpuint (tactics_map_get_terrain_index (map, (TacticsCell) { 0, 0 }), ==, 1);
  g_assert_cmpuint (tactics_map_get_terrain_index (map, (TacticsCell) { 3, 0 }), ==, 0);
  tactics_editor_document_undo (document);
  g_assert_cmpint (tactics_map_get_width (map), ==, 64);
  g_assert_cmpint (tactics_map_get_height (map), ==, 64);
  g_assert_cmpuint (tactics_map_get_terrain_index (map, (TacticsCell) { 0, 0 }), ==, 0);
  tactics_editor_document_redo (document);
  g_assert_cmpint (tactics_map_get_width (map), ==, 70);
  g_assert_cmpuint (tactics_map_get_terrain_index (map, (TacticsCell) { 0, 0 }), ==, 1);
}

static void
test_document_save_load (void)
{
  g_autoptr(TacticsRuleset) ruleset = make_ruleset ();
  g_autoptr(TacticsMap) map = tactics_map_new (7, 5, TACTICS_TOPOLOGY_HEX, ruleset);
  g_autoptr(TacticsEditorDocument) document = tactics_editor_document_new_for_map (map);
  g_autoptr(TacticsEditorDocument) reopened = NULL;
  g_autoptr(GError) error = NULL;
  g_autofree char *folder = g_dir_make_tmp ("tactics-editor-XXXXXX", &error);
  g_autoptr(GFile) file = NULL;

  g_assert_no_error (error);
  file = g_file_new_build_filename (folder, "saved.map.xml", NULL);

  tactics_map_set_name (map, "Saved");
  tactics_editor_document_paint (document, (TacticsCell[]) { { 1, 1 }, { 6, 4 } }, 2, 2);
  g_assert_true (tactics_editor_document_get_modified (document));
  g_assert_cmpstr (tactics_editor_document_get_title (document), ==, "Saved");

  g_assert_true (tactics_editor_document_save_as (document, file, &error));
  g_assert_no_error (error);
  g_assert_false (tactics_editor_document_get_modified (document));
  g_assert_true (g_file_equal (tactics_editor_document_get_file (document), file));

  reopened = tactics_editor_document_load (file, &error);
  g_assert_no_error (error);
  g_assert_true (tactics_map_equal (map, tactics_editor_document_get_map (reopened)));

  /* Undoing back to the saved state is unmodified again. */
  tactics_editor_document_paint (document, (TacticsCell[]) { { 2, 2 } }, 1, 1);
  g_assert_true (tactics_editor_document_get_modified (document));
  tactics_editor_document_undo (document);
  g_assert_false (tactics_editor_document_get_modified (document));

  /* A ruleset change is unsaved work too. */
  tactics_terrain_set_name (tactics_ruleset_get_terrain (ruleset, 0), "Meadow");
  g_assert_true (tactics_editor_document_get_modified (document));

  g_file_delete (file, NULL, NULL);
  g_rmdir (folder);
}

static void
test_document_load_errors (void)
{
  g_autoptr(GError) error = NULL;
  g_autofree char *folder = g_dir_make_tmp ("tactics-editor-XXXXXX", &error);
  g_autofree char *path = g_build_filename (folder, "broken.map.xml", NULL);
  g_autoptr(GFile) file = g_file_new_for_path (path);
  g_autoptr(TacticsEditorDocument) document = NULL;

  g_assert_true (g_file_set_contents (path,
                                      "<?xml version=\"1.0\"?>\n"
                                      "<tactics-map version=\"1\" name=\"x\" width=\"2\"\n"
                                      "  height=\"2\" topology=\"square\">\n"
                                      "  <grid>0,0\n0,0\n</grid\n",
                                      -1, NULL));
  document = tactics_editor_document_load (file, &error);
  g_assert_null (document);
  g_assert_error (error, TACTICS_FILE_ERROR, TACTICS_FILE_ERROR_MALFORMED);
  g_assert_nonnull (strstr (error->message, "broken.map.xml"));

  g_unlink (path);
  g_rmdir (folder);
}

static void
test_document_ruleset (void)
{
  g_autoptr(GError) error = NULL;
  g_autofree char *path = g_build_filename (g_getenv ("TACTICS_DATADIR"), "default.ruleset.xml",
                                            NULL);
  g_autoptr(GFile) file = g_file_new_for_path (path);
  g_autoptr(TacticsEditorDocument) document = tactics_editor_document_load (file, &error);

  g_assert_no_error (error);
  g_assert_null (tactics_editor_document_get_map (document));
  g_assert_nonnull (tactics_editor_document_get_ruleset (document));
  g_assert_cmpuint (tactics_ruleset_get_n_terrains (tactics_editor_document_get_ruleset (document)),
                    >, 0);
  g_assert_false (tactics_editor_document_get_modified (document));
}

/* The cells reachable from @start through neighbours of its terrain, one
 * at a time, as a 0/1 grid. */
static guint8 *
reference_flood (TacticsMap  *map,
                 TacticsCell  start)
{
  int width = tactics_map_get_width (map);
  int height = tactics_map_get_height (map);
  const guint16 *grid = tactics_map_get_cells (map);
  guint8 *inside = g_new0 (guint8, width * height);
  g_autoptr(GArray) queue = g_array_new (FALSE, FALSE, sizeof (TacticsCell));

  g_array_append_val (queue, start);
  inside[start.y * width + start.x] = 1;
  for (guint head = 0; head < queue->len; head++)
    {
      TacticsCell neighbours[TACTICS_MAX_NEIGHBOURS];
      guint n = tactics_neighbours (tactics_map_get_topology (map),
                                    g_array_index (queue, TacticsCell, head), neighbours);

      for (guint i = 0; i < n; i++)
        {
          TacticsCell next = neighbours[i];

          if (!tactics_map_contains (map, next) || inside[next.y * width + next.x]
              || grid[next.y * width + next.x] != grid[start.y * width + start.x])
            continue;
          inside[next.y * width + next.x] = 1;
          g_array_append_val (queue, next);
        }
    }
  return inside;
}

/* Row by row, the fill finds what a cell by cell search finds, each cell
 * once, on random maps of both topologies. */
static void
test_flood_random (void)
{
  g_autoptr(TacticsRuleset) ruleset = make_ruleset ();
  g_autoptr(GRand) rand = g_rand_new_with_seed (4096);

  for (guint trial = 0; trial < 200; trial++)
    {
      TacticsTopology topology = trial % 2 == 0 ? TACTICS_TOPOLOGY_SQUARE : TACTICS_TOPOLOGY_HEX;
      int width = g_rand_int_range (rand, 1, 40);
      int height = g_rand_int_range (rand, 1, 30);
      g_autoptr(TacticsMap) map = tactics_map_new (width, height, topology, ruleset);
      g_autofree guint16 *grid = g_new (guint16, width * height);
      g_autoptr(GArray) cells = g_array_new (FALSE, FALSE, sizeof (TacticsCell));
      g_autofree guint8 *expected = NULL;
      g_autofree guint8 *found = g_new0 (guint8, width * height);
      TacticsCell start = { g_rand_int_range (rand, 0, width), g_rand_int_range (rand, 0, height) };
      /* Mostly one terrain, so that regions are big and winding. */
      int other = g_rand_int_range (rand, 20, 60);

      for (int i = 0; i < width * height; i++)
        grid[i] = g_rand_int_range (rand, 0, 100) < other ? 1 + g_rand_int_range (rand, 0, 2) : 0;
      tactics_map_set_cells (map, grid);
      expected = reference_flood (map, start);

      tactics_editor_flood_cells (map, start, TRUE, cells);
      for (guint i = 0; i < cells->len; i++)
        {
          TacticsCell cell = g_array_index (cells, TacticsCell, i);

          g_assert_true (tactics_map_contains (map, cell));
          g_assert_cmpuint (found[cell.y * width + cell.x], ==, 0);
          found[cell.y * width + cell.x] = 1;
        }
      g_assert_cmpmem (found, width * height, expected, width * height);
    }
}

int
main (int   argc,
      char *argv[])
{
  g_test_init (&argc, &argv, NULL);
  tactics_init ();

  g_test_add_func ("/tools/brush/square", test_brush_square);
  g_test_add_func ("/tools/brush/hex", test_brush_hex);
  g_test_add_func ("/tools/rectangle", test_rectangle);
  g_test_add_func ("/tools/line", test_line);
  g_test_add_func ("/tools/flood", test_flood);
  g_test_add_func ("/tools/flood/random", test_flood_random);
  g_test_add_func ("/tools/mirror/square", test_mirror_square);
  g_test_add_func ("/tools/mirror/hex", test_mirror_hex);
  g_test_add_func ("/tools/clip", test_clip);
  g_test_add_func ("/tools/names", test_names);
  g_test_add_func ("/document/undo", test_document_undo);
  g_test_add_func ("/document/big-steps", test_document_big_steps);
  g_test_add_func ("/document/save-load", test_document_save_load);
  g_test_add_func ("/document/load-errors", test_document_load_errors);
  g_test_add_func ("/document/ruleset", test_document_ruleset);

  return g_test_run ();
}
