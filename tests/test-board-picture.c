/* SPDX-License-Identifier: GPL-3.0-or-later */
#include "config.h"

#include <glib/gstdio.h>
#include <math.h>

#include "tactics-gtk.h"
#include "tactics-draw.h"
#include "ui-test-helpers.h"

/* The picture tactics-cli render writes is what the board shows: the
 * board's own rendering of a bundled map, or of a scenario or a saved
 * match through the layers the programs show them with (regions, start
 * zones, a unit's reach, units with their health), at the same cell size, pixel for pixel
 * wherever the picture is opaque (the ragged edges of hex boards show the
 * window's background through on the board). */

typedef struct {
  const char *map;
  int         cell_size;
  gboolean    grid;
} Case;

static const Case cases[] = {
  { "skirmish.map.xml", 16, FALSE },
  { "skirmish.map.xml", 24, TRUE },       /* symbols and grid lines */
  { "islands.map.xml", 12, TRUE },        /* hex, no symbols */
  { "mountain-pass.map.xml", 20, FALSE }, /* hex with symbols */
  { "crossroads.map.xml", 3, FALSE },     /* cells of a few pixels */
};

/* What a scenario or a saved match shows over the terrain: regions with
 * their names, start zones, units (with their health in a match). */
typedef struct {
  const char *file;  /* under the source tree's root */
  int         cell_size;
  gboolean    reach; /* and the first unit's reach, in a match */
} Scene;

static const Scene scenes[] = {
  { "data/scenarios/hold-the-ford.scenario.xml", 20 },
  { "data/scenarios/hold-the-ford.scenario.xml", 32 },
  { "data/scenarios/the-heirs-escape.scenario.xml", 16 },   /* hex */
  { "data/scenarios/the-heirs-escape.scenario.xml", 28 },
  /* Matches with a wounded unit: a health bar short of full. */
  { "tests/fuzz/seeds/save/hold-the-ford-scenario.save", 18 },
  { "tests/fuzz/seeds/save/hold-the-ford-scenario.save", 30, TRUE },
  { "tests/fuzz/seeds/save/islands-initiative.save", 16 },    /* hex */
  { "tests/fuzz/seeds/save/islands-initiative.save", 24, TRUE },
};

static cairo_surface_t *
render_with_cli (const char *path,
                 int         cell_size,
                 const char *overlay_1,
                 const char *overlay_2,
                 const char *overlay_3,
                 const char *overlay_4)
{
  g_autofree char *folder = g_dir_make_tmp ("tactics-board-picture-XXXXXX", NULL);
  g_autofree char *out = g_build_filename (folder, "board.png", NULL);
  g_autofree char *cell = g_strdup_printf ("%d", cell_size);
  g_autofree char *err = NULL;
  g_autoptr(GError) error = NULL;
  const char *argv[] = {
    g_getenv ("TACTICS_CLI"), "render", path, "-o", out, "--cell", cell,
    "--overlay", overlay_1, "--overlay", overlay_2, "--overlay", overlay_3,
    overlay_4 != NULL ? "--overlay" : NULL, overlay_4, NULL
  };
  cairo_surface_t *surface;
  int status;

  g_assert_nonnull (argv[0]);
  g_spawn_sync (NULL, (char **) argv, NULL, G_SPAWN_STDOUT_TO_DEV_NULL, NULL, NULL, NULL, &err,
                &status, &error);
  g_assert_no_error (error);
  g_assert_cmpstr (err, ==, "");
  g_assert_true (g_spawn_check_wait_status (status, NULL));

  surface = cairo_image_surface_create_from_png (out);
  g_assert_cmpint (cairo_surface_status (surface), ==, CAIRO_STATUS_SUCCESS);
  g_unlink (out);
  g_rmdir (folder);
  return surface;
}

/* Shows @board at @cell_size with the board's corner on a whole pixel
 * and compares what it draws with @picture wherever the picture is
 * opaque, each channel within @tolerance. */
static void
assert_board_shows (GtkWidget       *board,
                    cairo_surface_t *picture,
                    int              cell_size,
                    int              tolerance,
                    const char      *what)
{
  g_autoptr(GdkTexture) texture = NULL;
  TacticsViewport *viewport;
  double left;
  double top;
  int width = cairo_image_surface_get_width (picture);
  int height = cairo_image_surface_get_height (picture);
  int stride;
  int view_width;
  int view_height;
  const guint32 *expected;
  g_autofree guint32 *shown = NULL;
  guint compared = 0;
  guint differing = 0;

  ui_test_wait_for_widget (board);

  /* The cell size asked for, the board's corner on a whole pixel. */
  viewport = tactics_board_get_viewport (TACTICS_BOARD (board));
  tactics_viewport_set_cell_size (viewport, cell_size);
  tactics_viewport_board_to_widget (viewport, 0, 0, &left, &top);
  tactics_viewport_set_center (viewport,
                               tactics_viewport_get_center_x (viewport)
                               + (left - floor (left)) / cell_size,
                               tactics_viewport_get_center_y (viewport)
                               + (top - floor (top)) / cell_size);
  tactics_viewport_board_to_widget (viewport, 0, 0, &left, &top);
  g_assert_cmpfloat (tactics_viewport_get_cell_size (viewport), ==, cell_size);
  g_assert_cmpfloat (left, ==, floor (left));
  g_assert_cmpfloat (top, ==, floor (top));

  texture = ui_test_render_widget (board);
  view_width = gdk_texture_get_width (texture);
  view_height = gdk_texture_get_height (texture);
  g_assert_cmpint (left, >=, 0);
  g_assert_cmpint (top, >=, 0);
  g_assert_cmpint (left + width, <=, view_width);
  g_assert_cmpint (top + height, <=, view_height);
  shown = g_new (guint32, (gsize) view_width * view_height);
  gdk_texture_download (texture, (guchar *) shown, (gsize) view_width * 4);

  cairo_surface_flush (picture);
  expected = (const guint32 *) cairo_image_surface_get_data (picture);
  stride = cairo_image_surface_get_stride (picture) / 4;
  for (int y = 0; y < height; y++)
    for (int x = 0; x < width; x++)
      {
        guint32 want = expected[y * stride + x];
        guint32 got = shown[(gsize) (y + (int) top) * view_width + x + (int) left];

        if ((want >> 24) != 0xff)
          continue;
        compared++;
        if (!ui_test_colors_close (want, got, tolerance))
          {
            if (differing < 5)
              g_test_message ("%d,%d: picture %08x, board %08x", x, y, want, got);
            differing++;
          }
      }

  g_test_message ("%s at %d px: %u pixels compared, %u differ", what, cell_size, compared,
                  differing);
  /* Opaque but for half-hexes along the edges. */
  g_assert_cmpuint (compared, >=, (guint) (width * height * 0.85));
  g_assert_cmpuint (differing, ==, 0);
}

static GtkWidget *
show_board (TacticsMap      *map,
            cairo_surface_t *picture,
            gboolean         grid)
{
  GtkWidget *window = gtk_window_new ();
  GtkWidget *board = tactics_board_new ();

  gtk_window_set_default_size (GTK_WINDOW (window), cairo_image_surface_get_width (picture) + 40,
                               cairo_image_surface_get_height (picture) + 40);
  gtk_window_set_child (GTK_WINDOW (window), board);
  tactics_board_set_map (TACTICS_BOARD (board), map);
  tactics_board_set_show_grid (TACTICS_BOARD (board), grid);
  tactics_board_set_show_hover (TACTICS_BOARD (board), FALSE);
  gtk_window_present (GTK_WINDOW (window));
  return board;
}

static void
test_board_matches_picture (gconstpointer data)
{
  const Case *test = data;
  g_autofree char *map_path = g_test_build_filename (G_TEST_DIST, "..", "data", "maps", test->map,
                                                     NULL);
  g_autoptr(GFile) file = g_file_new_for_path (map_path);
  g_autoptr(GError) error = NULL;
  g_autoptr(TacticsMap) map = tactics_map_load (file, &error);
  cairo_surface_t *picture;
  GtkWidget *board;

  g_assert_no_error (error);
  picture = render_with_cli (map_path, test->cell_size, test->grid ? "grid" : "units", "units",
                             "units", NULL);
  board = show_board (map, picture, test->grid);
  assert_board_shows (board, picture, test->cell_size, 0, test->map);

  cairo_surface_destroy (picture);
  gtk_window_destroy (GTK_WINDOW (gtk_widget_get_root (board)));
}

/* The token shape pictures give a player's colour: its team's when it is
 * a team's colour, else a circle. */
static TacticsTokenShape
shape_of_color (const GdkRGBA *color)
{
  for (guint team = 0; team < TACTICS_N_TEAMS; team++)
    {
      GdkRGBA palette;

      tactics_team_get_rgba (team, &palette);
      if (ABS (palette.red - color->red) < 0.002 && ABS (palette.green - color->green) < 0.002
          && ABS (palette.blue - color->blue) < 0.002)
        return tactics_team_get (team)->shape;
    }
  return TACTICS_TOKEN_SHAPE_CIRCLE;
}

/* The board layers the programs show a scenario or a match with: the
 * regions, a start zone layer a side, the units as tokens. */
static guint
add_scene_layers (TacticsBoard    *board,
                  TacticsMap      *map,
                  TacticsScenario *scenario,
                  TacticsMatch    *match,
                  GArray          *reach)
{
  TacticsRuleset *ruleset = tactics_map_get_ruleset (map);
  g_autoptr(TacticsRegionLayer) regions = tactics_region_layer_new ();
  g_autoptr(TacticsTokenLayer) tokens = tactics_token_layer_new ();
  guint n_hurt = 0;

  if (scenario != NULL)
    {
      GListModel *sides = tactics_scenario_get_sides (scenario);

      tactics_region_layer_set_regions (regions, tactics_scenario_get_regions (scenario));
      tactics_board_add_layer (board, TACTICS_BOARD_LAYER (regions));
      for (guint i = 0; i < g_list_model_get_n_items (sides); i++)
        {
          g_autoptr(TacticsSide) side = g_list_model_get_item (sides, i);
          g_autoptr(TacticsCellLayer) zone = tactics_cell_layer_new (TACTICS_CELL_STYLE_START_ZONE);
          const char *id = tactics_side_get_start_zone (side);
          TacticsRegion *region = id != NULL ? tactics_scenario_lookup_region (scenario, id) : NULL;
          const TacticsCell *cells;
          guint n_cells;
          GdkRGBA color;

          if (region == NULL)
            continue;
          cells = tactics_region_get_cells (region, &n_cells);
          tactics_team_get_rgba (tactics_side_get_team (side), &color);
          tactics_cell_layer_set_color (zone, &color);
          tactics_cell_layer_set_cells (zone, cells, n_cells);
          tactics_board_add_layer (board, TACTICS_BOARD_LAYER (zone));
        }
    }

  if (reach != NULL)
    {
      g_autoptr(TacticsCellLayer) layer = tactics_cell_layer_new (TACTICS_CELL_STYLE_REACH);

      tactics_cell_layer_set_cells (layer, (const TacticsCell *) reach->data, reach->len);
      tactics_board_add_layer (board, TACTICS_BOARD_LAYER (layer));
    }

  if (match != NULL)
    {
      for (guint i = 0; i < tactics_match_get_n_units (match); i++)
        {
          TacticsUnit *unit = tactics_match_get_unit (match, i);
          TacticsPlayer *player = tactics_match_get_player (match, tactics_unit_get_owner (unit));
          GdkRGBA color = { 0.5, 0.5, 0.5, 1.0 };
          TacticsCell cell = tactics_unit_get_cell (unit);

          if (!tactics_unit_is_on_board (unit))
            continue;
          g_assert_true (gdk_rgba_parse (&color, tactics_player_get_color (player)));
          tactics_token_layer_set_token (tokens, cell, &color,
                                         tactics_unit_type_get_glyph (
                                           tactics_unit_get_unit_type (unit)));
          tactics_token_layer_set_shape (tokens, cell, shape_of_color (&color));
          tactics_token_layer_set_health (tokens, cell,
                                          (double) MAX (tactics_unit_get_hp (unit), 0)
                                          / tactics_unit_get_max_hp (unit));
          n_hurt += tactics_unit_get_hp (unit) < tactics_unit_get_max_hp (unit);
        }
    }
  else if (scenario != NULL)
    {
      GListModel *sides = tactics_scenario_get_sides (scenario);

      for (guint i = 0; i < g_list_model_get_n_items (sides); i++)
        {
          g_autoptr(TacticsSide) side = g_list_model_get_item (sides, i);
          guint team = tactics_side_get_team (side);
          GdkRGBA color;

          tactics_team_get_rgba (team, &color);
          for (guint u = 0; u < tactics_side_get_n_placed_units (side); u++)
            {
              const TacticsPlacedUnit *placed = tactics_side_get_placed_unit (side, u);
              TacticsUnitType *type = tactics_ruleset_lookup_unit_type (ruleset,
                                                                        placed->unit_type);

              tactics_token_layer_set_token (tokens, placed->cell, &color,
                                             type != NULL ? tactics_unit_type_get_glyph (type)
                                                          : "?");
              tactics_token_layer_set_shape (tokens, placed->cell, tactics_team_get (team)->shape);
            }
        }
    }
  tactics_board_add_layer (board, TACTICS_BOARD_LAYER (tokens));
  return n_hurt;
}

static void
test_scene_matches_picture (gconstpointer data)
{
  const Scene *test = data;
  g_autofree char *path = g_test_build_filename (G_TEST_DIST, "..", test->file, NULL);
  g_autoptr(GFile) file = g_file_new_for_path (path);
  g_autoptr(GError) error = NULL;
  g_autoptr(TacticsSave) save = NULL;
  g_autoptr(TacticsMatch) match = NULL;
  g_autoptr(TacticsScenario) scenario = NULL;
  g_autoptr(TacticsMap) map = NULL;
  g_autoptr(GArray) reach = NULL;
  g_autofree char *reach_overlay = NULL;
  cairo_surface_t *picture;
  GtkWidget *board;
  guint n_hurt;

  if (g_str_has_suffix (path, ".save"))
    {
      save = tactics_save_load (file, &error);
      g_assert_no_error (error);
      match = tactics_save_resume (save);
      map = g_object_ref (tactics_match_get_map (match));
      if (tactics_match_get_scenario (match) != NULL)
        scenario = g_object_ref (tactics_match_get_scenario (match));
    }
  else
    {
      map = tactics_map_load_with_scenario (file, &scenario, &error);
      g_assert_no_error (error);
      g_assert_nonnull (scenario);
    }

  /* The reach of the first unit on the board, as the engine finds it. */
  for (guint i = 0; test->reach && reach == NULL && i < tactics_match_get_n_units (match); i++)
    {
      TacticsUnit *unit = tactics_match_get_unit (match, i);
      g_autoptr(TacticsReach) found = tactics_reach_new ();
      TacticsCell cell = tactics_unit_get_cell (unit);

      if (!tactics_unit_is_on_board (unit))
        continue;
      tactics_match_compute_reach (match, unit, found);
      reach = g_array_new (FALSE, FALSE, sizeof (TacticsCell));
      for (guint j = 0; j < tactics_reach_get_n_destinations (found); j++)
        {
          TacticsCell destination = tactics_reach_get_destination (found, j, NULL);

          g_array_append_val (reach, destination);
        }
      g_assert_cmpuint (reach->len, >, 1);
      reach_overlay = g_strdup_printf ("reach:%d,%d", cell.x, cell.y);
    }

  picture = render_with_cli (path, test->cell_size, "regions", "starts", "units", reach_overlay);
  board = show_board (map, picture, FALSE);
  n_hurt = add_scene_layers (TACTICS_BOARD (board), map, scenario, match, reach);
  /* The saves were chosen for their wounded units: the bars then differ
   * from a full one. */
  if (match != NULL)
    g_assert_cmpuint (n_hurt, >, 0);
  /* Each layer is its own render node, composited over the terrain: a
   * channel may round a level or two apart from a picture drawn in one
   * go. A wrong colour, size or opacity is off by far more. */
  assert_board_shows (board, picture, test->cell_size, 2, test->file);

  cairo_surface_destroy (picture);
  gtk_window_destroy (GTK_WINDOW (gtk_widget_get_root (board)));
}

/* Pictures draw units in the teams' colours and shapes from the drawing
 * library's palette; the programs' team art must name the same ones. */
static void
test_team_palette (void)
{
  for (guint team = 0; team < TACTICS_N_TEAMS; team++)
    {
      GdkRGBA board;
      TacticsDrawColor picture;

      tactics_team_get_rgba (team, &board);
      tactics_draw_team_get_color (team, &picture);
      g_assert_cmpfloat_with_epsilon (board.red, picture.red, 0.5 / 255);
      g_assert_cmpfloat_with_epsilon (board.green, picture.green, 0.5 / 255);
      g_assert_cmpfloat_with_epsilon (board.blue, picture.blue, 0.5 / 255);
      g_assert_cmpint (tactics_team_get (team)->shape, ==, tactics_draw_team_get_shape (team));
    }
}

int
main (int   argc,
      char *argv[])
{
  ui_test_init (&argc, &argv);

  for (guint i = 0; i < G_N_ELEMENTS (cases); i++)
    {
      g_autofree char *path = g_strdup_printf ("/board-picture/%s/%d%s", cases[i].map,
                                               cases[i].cell_size, cases[i].grid ? "/grid" : "");

      g_test_add_data_func (path, &cases[i], test_board_matches_picture);
    }
  for (guint i = 0; i < G_N_ELEMENTS (scenes); i++)
    {
      g_autofree char *base = g_path_get_basename (scenes[i].file);
      g_autofree char *path = g_strdup_printf ("/board-picture/scene/%s/%d%s", base,
                                               scenes[i].cell_size,
                                               scenes[i].reach ? "/reach" : "");

      g_test_add_data_func (path, &scenes[i], test_scene_matches_picture);
    }
  g_test_add_func ("/board-picture/team-palette", test_team_palette);
  return g_test_run ();
}
