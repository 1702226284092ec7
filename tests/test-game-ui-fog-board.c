/* SPDX-License-Identifier: GPL-3.0-or-later */
/* Fog of war on the game's board, as rendered: a hidden enemy is never in
 * a frame of the board or of the minimap while it walks into sight and
 * out of it, unseen ground is dimmer than seen ground, never-seen ground
 * is black, and the threat view says it counts only the enemies seen. */
#include "config.h"

#include <math.h>
#include <string.h>

#include "tactics-match-private.h"
#include "tactics-game-unit-layer.h"
#include "test-game-ui-helpers.h"
#include "ui-test-helpers.h"

/* Two humans share the screen: the window asks to pass it to Ann first.
 * Then one pair of eyes throughout: Bob's commands are given here, not
 * through the window, and Ann watches them. */
static void
watch_as_ann (TacticsGameWindow *window)
{
  TacticsGameBattleView *view = game_ui_get_battle_view (window);

  game_ui_wait_idle (window);
  if (g_str_equal (tactics_game_window_get_screen (window), "pass"))
    {
      game_ui_click_button (GTK_WIDGET (window), "I Am Ann — Start");
      game_ui_wait_idle (window);
    }
  tactics_game_battle_view_set_hot_seat (view, FALSE);
  tactics_game_battle_view_set_viewer (view, 0);
  game_ui_wait_idle (window);
  g_assert_cmpstr (tactics_game_window_get_screen (window), ==, "battle");
}

/* Ann's infantry and archer on the left of a 16 × 5 field see columns 0
 * to 5; Bob's infantry and cavalry stand far right. */
#define ANN_INFANTRY 0
#define BOB_CAVALRY 3

typedef struct {
  TacticsGameWindow     *window;
  TacticsGameBattleView *view;
  TacticsBoard          *board;
  TacticsMatch          *match;
  GdkRGBA                bob_color;
  guint                  n_frames;
} Fixture;

static void
fixture_set_up (Fixture       *f,
                gconstpointer  data)
{
  TacticsFogMode fog = GPOINTER_TO_INT (data);
  g_autoptr(TacticsMap) map = game_ui_make_field (16, 5);
  g_autoptr(GError) error = NULL;
  const char * const ann[] = { "infantry", "archer", NULL };
  const char * const bob[] = { "infantry", "cavalry", NULL };
  const TacticsCell cells[] = { { 1, 2 }, { 0, 2 }, { 15, 2 }, { 11, 2 } };
  TacticsGameUnitLayer *units;

  f->window = game_ui_new_window ();
  f->view = game_ui_get_battle_view (f->window);
  f->board = game_ui_get_board (f->window);
  tactics_game_battle_view_set_confirm_end_turn (f->view, FALSE);

  f->match = tactics_match_new (map, NULL, 2, TACTICS_MATCH_MODE_TURNS, 5);
  g_assert_nonnull (tactics_match_add_player (f->match, "Ann", "#0072b2", TACTICS_PLAYER_HUMAN,
                                             TACTICS_AI_LEVEL_NORMAL, &error));
  g_assert_nonnull (tactics_match_add_player (f->match, "Bob", "#d55e00", TACTICS_PLAYER_HUMAN,
                                             TACTICS_AI_LEVEL_NORMAL, &error));
  g_assert_true (tactics_match_set_formation (f->match, 0, ann, &error));
  g_assert_true (tactics_match_set_formation (f->match, 1, bob, &error));
  tactics_match_set_fog (f->match, fog);
  g_assert_true (tactics_match_start_arranged (f->match, cells, &error));
  g_assert_no_error (error);

  /* The animations as players see them: frames between the cells. */
  g_object_set (f->window, "animation-speed", "normal", NULL);
  tactics_game_window_play_game (f->window, f->match);
  watch_as_ann (f->window);

  units = TACTICS_GAME_UNIT_LAYER (tactics_game_battle_view_get_overlay (f->view, "units"));
  tactics_team_get_rgba (tactics_game_unit_layer_get_sprite (units, BOB_CAVALRY)->team,
                         &f->bob_color);
}

static void
fixture_tear_down (Fixture       *f,
                   gconstpointer  data)
{
  g_clear_object (&f->match);
  game_ui_destroy_window (f->window);
}

static guint32 *
download (GdkTexture *texture)
{
  guint32 *pixels = g_new (guint32, (gsize) gdk_texture_get_width (texture) *
                                    gdk_texture_get_height (texture));

  gdk_texture_download (texture, (guchar *) pixels, (gsize) gdk_texture_get_width (texture) * 4);
  return pixels;
}

static gboolean
near_color (guint32        pixel,
            const GdkRGBA *color,
            int            tolerance)
{
  int r = (pixel >> 16) & 0xff;
  int g = (pixel >> 8) & 0xff;
  int b = pixel & 0xff;

  return abs (r - (int) (color->red * 255)) <= tolerance &&
         abs (g - (int) (color->green * 255)) <= tolerance &&
         abs (b - (int) (color->blue * 255)) <= tolerance;
}

/* How many pixels of a square of @half round (@cx, @cy) are near @color. */
static guint
count_near (const guint32 *pixels,
            int            width,
            int            height,
            double         cx,
            double         cy,
            double         half,
            const GdkRGBA *color)
{
  guint count = 0;

  for (int y = MAX (0, (int) (cy - half)); y < MIN (height, (int) (cy + half)); y++)
    for (int x = MAX (0, (int) (cx - half)); x < MIN (width, (int) (cx + half)); x++)
      count += near_color (pixels[y * width + x], color, 24);
  return count;
}

/* Whether a label under @root says @text and is drawn. */
static gboolean
shows_label (GtkWidget  *root,
             const char *text)
{
  if (GTK_IS_LABEL (root) && g_strcmp0 (gtk_label_get_text (GTK_LABEL (root)), text) == 0)
    return gtk_widget_is_drawable (root);
  for (GtkWidget *child = gtk_widget_get_first_child (root); child != NULL;
       child = gtk_widget_get_next_sibling (child))
    if (shows_label (child, text))
      return TRUE;
  return FALSE;
}

/* Mean luminance of a cell's middle on the rendered board. */
static double
cell_luminance (const guint32 *pixels,
                int            width,
                TacticsViewport *viewport,
                TacticsCell    cell)
{
  double cx;
  double cy;
  double half = tactics_viewport_get_cell_size (viewport) * 0.3;
  double sum = 0.0;
  guint n = 0;

  tactics_viewport_cell_center (viewport, cell, &cx, &cy);
  for (int y = (int) (cy - half); y < (int) (cy + half); y++)
    for (int x = (int) (cx - half); x < (int) (cx + half); x++)
      {
        guint32 pixel = pixels[y * width + x];

        sum += 0.2126 * ((pixel >> 16) & 0xff) + 0.7152 * ((pixel >> 8) & 0xff) +
               0.0722 * (pixel & 0xff);
        n++;
      }
  return sum / n / 255.0;
}

/* Bob's colour pixels in the cells Ann does not see now, on the board and
 * on the minimap; and, for the positive check, in cell @expect. */
static void
check_frame (Fixture     *f,
             TacticsCell  expect,
             guint       *expect_board,
             guint       *expect_minimap)
{
  TacticsViewport *viewport = tactics_board_get_viewport (f->board);
  TacticsMinimap *minimap = tactics_game_battle_view_get_minimap (f->view);
  g_autoptr(GdkTexture) board = NULL;
  g_autoptr(GdkTexture) small = NULL;
  TacticsView *view;
  int viewer;

  /* Whose eyes the board shows: Ann's while Bob's cavalry walks, the
   * player at the screen once the picture caught up. Rendering turns the
   * main loop, where that may change: both pictures are of one viewer. */
  do
    {
      viewer = tactics_game_battle_view_get_viewer (f->view);
      g_clear_object (&board);
      g_clear_object (&small);
      board = ui_test_render_widget (GTK_WIDGET (f->board));
      small = ui_test_render_widget (GTK_WIDGET (minimap));
    }
  while (viewer != tactics_game_battle_view_get_viewer (f->view));
  g_assert_cmpint (viewer, >=, 0);
  view = tactics_match_get_view (f->match, (guint) viewer);

  g_autofree guint32 *board_pixels = download (board);
  g_autofree guint32 *small_pixels = download (small);
  int width = gdk_texture_get_width (board);
  int height = gdk_texture_get_height (board);
  int small_width = gdk_texture_get_width (small);
  int small_height = gdk_texture_get_height (small);
  /* A cell, but a pixel or two of a token's antialiased edge next door. */
  double half = tactics_viewport_get_cell_size (viewport) * 0.45;
  TacticsMap *map = tactics_match_get_map (f->match);

  f->n_frames++;
  for (int y = 0; y < tactics_map_get_height (map); y++)
    for (int x = 0; x < tactics_map_get_width (map); x++)
      {
        TacticsCell cell = { x, y };
        double cx;
        double cy;
        double bx;
        double by;
        double mx;
        double my;
        guint on_board;
        guint on_minimap;

        tactics_viewport_cell_center (viewport, cell, &cx, &cy);
        on_board = count_near (board_pixels, width, height, cx, cy, half, &f->bob_color);
        tactics_cell_to_pixel (tactics_map_get_topology (map), 1.0, cell, &bx, &by);
        g_assert_true (tactics_minimap_from_board (minimap, bx, by, &mx, &my));
        on_minimap = count_near (small_pixels, small_width, small_height, mx, my, 2.0,
                                 &f->bob_color);
        if (x == expect.x && y == expect.y)
          {
            *expect_board = MAX (*expect_board, on_board);
            *expect_minimap = MAX (*expect_minimap, on_minimap);
          }
        if (tactics_view_is_visible (view, cell))
          continue;
        if ((on_board > 0 || on_minimap > 0) && g_getenv ("FOG_DEBUG"))
          {
            gdk_texture_save_to_png (board, "/tmp/fog-board-fail.png");
            gdk_texture_save_to_png (small, "/tmp/fog-minimap-fail.png");
          }
        if (on_board > 0 || on_minimap > 0)
          g_error ("frame %u (viewer %d): %u pixels of Bob's colour on hidden cell %d,%d of the board, %u "
                   "on the minimap", f->n_frames, viewer, on_board, x, y, on_minimap);
      }
}

/* Checks every frame until the board caught up with the match. */
static void
watch (Fixture     *f,
       TacticsCell  expect,
       guint       *expect_board,
       guint       *expect_minimap)
{
  guint frames = 0;

  while (tactics_game_battle_view_is_busy (f->view))
    {
      check_frame (f, expect, expect_board, expect_minimap);
      if (++frames >= 600)
        g_error ("still busy after %u frames on screen %s", frames,
                 tactics_game_window_get_screen (f->window));
    }
  check_frame (f, expect, expect_board, expect_minimap);
}

/* The current player ends the turn, as the End Turn button does. */
static void
end_turn (Fixture *f)
{
  guint unused = 0;

  g_assert_true (gtk_widget_activate_action (GTK_WIDGET (f->view), "battle.end-turn", NULL));
  watch (f, (TacticsCell) { -1, -1 }, &unused, &unused);
}

/* Bob (in control, Ann's eyes on the board) selects his cavalry with Tab
 * and clicks @to. */
static void
move_cavalry (Fixture     *f,
              TacticsCell  to,
              TacticsCell  expect,
              guint       *expect_board,
              guint       *expect_minimap)
{
  /* Once the picture caught up, the window shows the player whose turn it
   * is (without a hand-over screen, Bob); his move is watched through
   * Ann's eyes. */
  tactics_game_battle_view_set_viewer (f->view, 0);
  for (guint i = 0; i < 4 && tactics_game_battle_view_get_selected_unit (f->view) != BOB_CAVALRY;
       i++)
    game_ui_press_key (f->view, GDK_KEY_Tab, 0);
  g_assert_cmpint (tactics_game_battle_view_get_selected_unit (f->view), ==, BOB_CAVALRY);
  game_ui_click_cell (f->board, to);
  watch (f, expect, expect_board, expect_minimap);
}

/* Bob's cavalry walks from hidden ground into Ann's sight, then back out
 * of it: no frame shows it on a cell Ann does not see, while at rest in
 * her sight it shows, on the board and on the minimap. */
static void
test_hidden_never_drawn (Fixture       *f,
                         gconstpointer  data)
{
  guint in_sight_board = 0;
  guint in_sight_minimap = 0;
  guint unused = 0;
  TacticsView *view = tactics_match_get_view (f->match, 0);

  g_assert_false (tactics_view_sees_unit (view, tactics_match_get_unit (f->match, BOB_CAVALRY)));
  end_turn (f);
  g_assert_cmpint (tactics_match_get_current_player (f->match), ==, 1);

  move_cavalry (f, (TacticsCell) { 5, 2 }, (TacticsCell) { 5, 2 }, &in_sight_board,
                &in_sight_minimap);
  g_assert_cmpint (tactics_unit_get_cell (tactics_match_get_unit (f->match, BOB_CAVALRY)).x, ==,
                   5);
  g_assert_true (tactics_view_sees_unit (view, tactics_match_get_unit (f->match, BOB_CAVALRY)));
  /* The check can fail: in sight, the token's colour is there. */
  g_assert_cmpuint (in_sight_board, >, 20);
  g_assert_cmpuint (in_sight_minimap, >, 0);
  g_test_message ("%u frames to walk in", f->n_frames);
  g_assert_cmpuint (f->n_frames, >, 4);

  end_turn (f);
  end_turn (f);
  move_cavalry (f, (TacticsCell) { 11, 2 }, (TacticsCell) { -1, -1 }, &unused, &unused);
  g_assert_false (tactics_view_sees_unit (view, tactics_match_get_unit (f->match, BOB_CAVALRY)));
  g_test_message ("%u frames in all", f->n_frames);
}

/* Known ground out of sight is dimmer than the same ground in sight; under
 * shroud, ground never seen is black. */
static void
test_fog_dims (Fixture       *f,
               gconstpointer  data)
{
  TacticsFogMode fog = GPOINTER_TO_INT (data);
  TacticsViewport *viewport = tactics_board_get_viewport (f->board);
  g_autoptr(GdkTexture) board = ui_test_render_widget (GTK_WIDGET (f->board));
  g_autofree guint32 *pixels = download (board);
  int width = gdk_texture_get_width (board);
  double seen = cell_luminance (pixels, width, viewport, (TacticsCell) { 3, 0 });
  double unseen = cell_luminance (pixels, width, viewport, (TacticsCell) { 9, 0 });

  g_test_message ("plains seen %.3f, out of sight %.3f", seen, unseen);
  if (fog == TACTICS_FOG_MODE_SHROUD)
    g_assert_cmpfloat (unseen, <, 0.12);
  else
    g_assert_cmpfloat (unseen, <, seen * 0.72);
  g_assert_cmpfloat (seen, >, 0.5);

  /* Without a viewer the board shows everything. */
  tactics_game_battle_view_set_viewer (f->view, -1);
  g_clear_object (&board);
  board = ui_test_render_widget (GTK_WIDGET (f->board));
  g_free (pixels);
  pixels = download (board);
  unseen = cell_luminance (pixels, width, viewport, (TacticsCell) { 9, 0 });
  g_assert_cmpfloat (fabs (unseen - seen), <, 0.05);
}

/* The threat view says it counts only the enemies the player sees. */
static void
test_threat_says_so (Fixture       *f,
                     gconstpointer  data)
{
  GtkWidget *button = game_ui_find_button (GTK_WIDGET (f->window), "battle.threat-view");
  g_assert_nonnull (strstr (gtk_widget_get_tooltip_text (button), "Only the enemies you see"));
  g_assert_true (shows_label (GTK_WIDGET (f->window), "Only the enemies you see"));
  tactics_game_battle_view_set_viewer (f->view, -1);
  g_assert_null (strstr (gtk_widget_get_tooltip_text (button), "Only the enemies you see"));
  g_assert_false (shows_label (GTK_WIDGET (f->window), "Only the enemies you see"));
}

/* Screenshots of fog and shroud on a square and a hex map, as Ann sees
 * them after both armies were placed. */
static void
test_screenshots (void)
{
  const char * const maps[] = { "skirmish", "mountain-pass" };
  const TacticsFogMode modes[] = { TACTICS_FOG_MODE_FOG, TACTICS_FOG_MODE_SHROUD };
  const char * const army[] = { "infantry", "archer", "cavalry", "griffin", NULL };

  for (guint m = 0; m < G_N_ELEMENTS (maps); m++)
    for (guint i = 0; i < G_N_ELEMENTS (modes); i++)
      {
        g_autofree char *file_name = g_strconcat (maps[m], ".map.xml", NULL);
        g_autoptr(GFile) file = game_ui_data_file ("maps", file_name, NULL);
        g_autoptr(GError) error = NULL;
        g_autoptr(TacticsMap) map = tactics_map_load (file, &error);
        g_autoptr(TacticsMatch) match = NULL;
        g_autofree char *name = NULL;
        TacticsGameWindow *window;

        g_assert_no_error (error);
        match = tactics_match_new (map, NULL, 4, TACTICS_MATCH_MODE_TURNS, 7);
        g_assert_nonnull (tactics_match_add_player (match, "Ann", "#0072b2",
                                                   TACTICS_PLAYER_HUMAN,
                                                   TACTICS_AI_LEVEL_NORMAL, &error));
        g_assert_nonnull (tactics_match_add_player (match, "Bob", "#d55e00",
                                                   TACTICS_PLAYER_HUMAN,
                                                   TACTICS_AI_LEVEL_NORMAL, &error));
        g_assert_true (tactics_match_set_formation (match, 0, army, &error));
        g_assert_true (tactics_match_set_formation (match, 1, army, &error));
        tactics_match_set_fog (match, modes[i]);
        g_assert_true (tactics_match_start (match, &error));
        while (tactics_match_get_phase (match) == TACTICS_MATCH_PHASE_PLACEMENT)
          g_assert_true (tactics_match_place_all (match, &error));
        g_assert_no_error (error);

        window = game_ui_new_window ();
        g_object_set (window, "animation-speed", "instant", NULL);
        tactics_game_window_play_game (window, match);
        watch_as_ann (window);
        name = g_strdup_printf ("fog-%s-%s", maps[m],
                                modes[i] == TACTICS_FOG_MODE_FOG ? "fog" : "shroud");
        game_ui_screenshot (window, name);
        game_ui_destroy_window (window);
      }
}

int
main (int   argc,
      char *argv[])
{
  game_ui_init (&argc, &argv);

  g_test_add ("/game-ui-fog/hidden-never-drawn", Fixture,
              GINT_TO_POINTER (TACTICS_FOG_MODE_FOG), fixture_set_up, test_hidden_never_drawn,
              fixture_tear_down);
  g_test_add ("/game-ui-fog/shroud-hidden-never-drawn", Fixture,
              GINT_TO_POINTER (TACTICS_FOG_MODE_SHROUD), fixture_set_up,
              test_hidden_never_drawn, fixture_tear_down);
  g_test_add ("/game-ui-fog/fog-dims", Fixture, GINT_TO_POINTER (TACTICS_FOG_MODE_FOG),
              fixture_set_up, test_fog_dims, fixture_tear_down);
  g_test_add ("/game-ui-fog/shroud-black", Fixture, GINT_TO_POINTER (TACTICS_FOG_MODE_SHROUD),
              fixture_set_up, test_fog_dims, fixture_tear_down);
  g_test_add ("/game-ui-fog/threat-says-so", Fixture, GINT_TO_POINTER (TACTICS_FOG_MODE_FOG),
              fixture_set_up, test_threat_says_so, fixture_tear_down);

  g_test_add_func ("/game-ui-fog/screenshots", test_screenshots);

  return g_test_run ();
}
