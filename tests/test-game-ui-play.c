/* SPDX-License-Identifier: GPL-3.0-or-later */
/* The game window under Xvfb: playing a turn through the widgets, on
 * matches with units on known cells: clicks and keys, refused commands,
 * undo, the threat overlay, the computer's turn and the animations. */
#include "config.h"

#include <string.h>

#include "tactics-game-unit-layer.h"
#include "tactics-game-hatch-layer.h"
#include "game-ui-fixture.h"
#include "test-game-ui-helpers.h"
#include "ui-test-helpers.h"

/* A refused command changes nothing and shows the engine's reason. */
static void
test_refusal (Fixture       *f,
              gconstpointer  data)
{
  TacticsMatch *match;
  TacticsUnit *infantry;
  guint n_commands;
  const char *message;

  play_arranged (f, TACTICS_PLAYER_COMPUTER);
  match = match_of (f);
  infantry = tactics_match_get_unit (match, 0);
  n_commands = tactics_match_get_n_commands (match);

  game_ui_click_cell (f->board, (TacticsCell) { 1, 2 });
  g_assert_cmpint (tactics_game_battle_view_get_selected_unit (f->view), ==, 0);
  /* Six steps away with four move points. */
  game_ui_click_cell (f->board, (TacticsCell) { 6, 1 });
  game_ui_wait_idle (f->window);
  g_assert_cmpuint (tactics_match_get_n_commands (match), ==, n_commands);
  g_assert_cmpint (tactics_unit_get_cell (infantry).x, ==, 1);
  g_assert_false (tactics_unit_has_moved (infantry));
  message = tactics_game_battle_view_get_message (f->view);
  g_assert_nonnull (message);
  g_assert_nonnull (strstr (message, "move points"));

  /* A blow out of range: the engine's words again. */
  g_assert_true (game_ui_press_key (f->view, GDK_KEY_1, 0));
  g_assert_cmpint (tactics_game_battle_view_get_selected_action (f->view), ==, 0);
  game_ui_click_cell (f->board, (TacticsCell) { 5, 2 });
  game_ui_wait_idle (f->window);
  g_assert_cmpuint (tactics_match_get_n_commands (match), ==, n_commands);
  g_assert_cmpint (tactics_unit_get_hp (tactics_match_get_unit (match, 2)), ==, 24);
  g_assert_nonnull (strstr (tactics_game_battle_view_get_message (f->view), "Sword"));
  game_ui_screenshot (f->window, "refusal");
}

/* A unit that has moved and struck gives no more commands: clicking it,
 * or choosing one of its actions, shows the engine's reason. */
static void
test_refusal_done (Fixture       *f,
                   gconstpointer  data)
{
  TacticsMatch *match;
  TacticsUnit *infantry;
  TacticsCommand command;
  g_autoptr(GError) error = NULL;

  play_arranged (f, TACTICS_PLAYER_COMPUTER);
  match = match_of (f);
  infantry = tactics_match_get_unit (match, 0);

  game_ui_click_cell (f->board, (TacticsCell) { 1, 2 });
  game_ui_click_cell (f->board, (TacticsCell) { 4, 2 });
  game_ui_wait_idle (f->window);
  g_assert_true (tactics_unit_has_moved (infantry));
  /* Still selected, its sword aimed: Bob's infantry stands next to it. */
  g_assert_cmpint (tactics_game_battle_view_get_selected_unit (f->view), ==, 0);
  g_assert_true (game_ui_press_key (f->view, GDK_KEY_1, 0));
  g_assert_true (game_ui_press_key (f->view, GDK_KEY_1, 0));
  g_assert_cmpint (tactics_game_battle_view_get_selected_action (f->view), ==, 0);
  game_ui_click_cell (f->board, (TacticsCell) { 5, 2 });
  game_ui_wait_idle (f->window);
  g_assert_true (tactics_unit_has_acted (infantry));

  tactics_command_init_act (&command, 0, 0, 0, (TacticsCell) { 5, 2 });
  g_assert_cmpint (tactics_match_check_command (match, &command, NULL, &error), ==,
                   TACTICS_COMMAND_RESULT_FAILURE);
  game_ui_click_cell (f->board, (TacticsCell) { 4, 2 });
  game_ui_wait_idle (f->window);
  g_assert_cmpint (tactics_game_battle_view_get_selected_unit (f->view), ==, -1);
  g_assert_cmpstr (tactics_game_battle_view_get_message (f->view), ==, error->message);
}

/* A move can be taken back until the unit acts. */
static void
test_undo (Fixture       *f,
           gconstpointer  data)
{
  TacticsMatch *match;
  TacticsUnit *infantry;
  guint n_commands;

  play_arranged (f, TACTICS_PLAYER_COMPUTER);
  match = match_of (f);
  infantry = tactics_match_get_unit (match, 0);
  n_commands = tactics_match_get_n_commands (match);

  g_assert_false (gtk_widget_is_sensitive (game_ui_find_button (GTK_WIDGET (f->view),
                                                                "Undo Move")));
  game_ui_click_cell (f->board, (TacticsCell) { 1, 2 });
  game_ui_click_cell (f->board, (TacticsCell) { 3, 1 });
  game_ui_wait_idle (f->window);
  g_assert_cmpint (tactics_unit_get_cell (infantry).x, ==, 3);
  g_assert_cmpint (tactics_unit_get_cell (infantry).y, ==, 1);
  g_assert_cmpuint (tactics_match_get_n_commands (match), ==, n_commands + 1);

  game_ui_click_button (GTK_WIDGET (f->view), "Undo Move");
  g_assert_cmpint (tactics_unit_get_cell (infantry).x, ==, 1);
  g_assert_cmpint (tactics_unit_get_cell (infantry).y, ==, 2);
  g_assert_false (tactics_unit_has_moved (infantry));
  g_assert_cmpuint (tactics_match_get_n_commands (match), ==, n_commands);
  /* It is selected again, ready to move elsewhere. */
  g_assert_cmpint (tactics_game_battle_view_get_selected_unit (f->view), ==, 0);
  g_assert_true (tactics_cell_layer_contains (
                   TACTICS_CELL_LAYER (tactics_game_battle_view_get_overlay (f->view, "reach")),
                   (TacticsCell) { 3, 1 }));
  g_assert_false (gtk_widget_is_sensitive (game_ui_find_button (GTK_WIDGET (f->view),
                                                                "Undo Move")));
}

/* A whole turn with the keyboard: the next unit, the cursor, moves, an
 * action and the end of the turn. */
static void
test_keyboard (Fixture       *f,
               gconstpointer  data)
{
  TacticsMatch *match;
  TacticsUnit *infantry;
  TacticsUnit *archer;
  TacticsCell cursor;

  play_arranged (f, TACTICS_PLAYER_HUMAN);
  match = match_of (f);
  infantry = tactics_match_get_unit (match, 0);
  archer = tactics_match_get_unit (match, 1);

  g_assert_true (game_ui_press_key (f->view, GDK_KEY_Tab, 0));
  g_assert_cmpint (tactics_game_battle_view_get_selected_unit (f->view), ==, 0);
  cursor = tactics_game_battle_view_get_cursor (f->view);
  g_assert_cmpint (cursor.x, ==, 1);
  g_assert_cmpint (cursor.y, ==, 2);

  /* Three to the right, next to Bob's infantry, and there. */
  for (int i = 0; i < 3; i++)
    g_assert_true (game_ui_press_key (f->view, GDK_KEY_Right, 0));
  cursor = tactics_game_battle_view_get_cursor (f->view);
  g_assert_cmpint (cursor.x, ==, 4);
  /* Screen readers hear where the cursor is. */
  {
    TacticsBoard *board = tactics_game_battle_view_get_board (f->view);
    g_autofree char *cell_text = tactics_board_describe_cell (board, cursor);

    g_assert_true (g_str_has_prefix (cell_text, "Column 4, row 2: "));
    g_assert_cmpstr (tactics_board_get_announcement (board), ==, cell_text);
    gtk_test_accessible_assert_property (GTK_ACCESSIBLE (board),
                                         GTK_ACCESSIBLE_PROPERTY_DESCRIPTION, cell_text);
  }
  g_assert_cmpuint (tactics_cell_layer_get_n_cells (
                      TACTICS_CELL_LAYER (tactics_game_battle_view_get_overlay (f->view,
                                                                                "path"))), ==, 4);
  g_assert_true (game_ui_press_key (f->view, GDK_KEY_Return, 0));
  game_ui_wait_idle (f->window);
  g_assert_cmpint (tactics_unit_get_cell (infantry).x, ==, 4);
  g_assert_cmpint (tactics_unit_get_cell (infantry).y, ==, 2);

  /* After the move its sword is ready; the cursor goes onto the enemy. */
  g_assert_cmpint (tactics_game_battle_view_get_selected_unit (f->view), ==, 0);
  g_assert_cmpint (tactics_game_battle_view_get_selected_action (f->view), ==, 0);
  g_assert_true (game_ui_press_key (f->view, GDK_KEY_Right, 0));
  {
    /* … and who is there. */
    TacticsUnit *enemy = tactics_match_get_unit (match, 2);
    g_autofree char *expected =
      g_strdup_printf ("; %s of %s, 24 of 24 HP",
                       tactics_unit_type_get_name (tactics_unit_get_unit_type (enemy)),
                       tactics_player_get_name (tactics_match_get_player (
                                                  match, tactics_unit_get_owner (enemy))));

    g_assert_true (g_str_has_suffix (tactics_board_get_announcement (
                                       tactics_game_battle_view_get_board (f->view)), expected));
  }
  g_assert_true (game_ui_press_key (f->view, GDK_KEY_Return, 0));
  game_ui_wait_idle (f->window);
  /* The sword's 7 less the infantry's 20% resistance to blades. */
  g_assert_cmpint (tactics_unit_get_hp (tactics_match_get_unit (match, 2)), ==, 24 - 6);
  g_assert_true (tactics_unit_has_acted (infantry));

  /* Tab goes on to the archer, the only unit left to order. */
  g_assert_true (game_ui_press_key (f->view, GDK_KEY_Tab, 0));
  g_assert_cmpint (tactics_game_battle_view_get_selected_unit (f->view), ==, 1);
  g_assert_true (game_ui_press_key (f->view, GDK_KEY_Escape, 0));
  g_assert_cmpint (tactics_game_battle_view_get_selected_unit (f->view), ==, -1);
  g_assert_false (tactics_unit_has_moved (archer));

  /* E ends the turn: Bob's, after the hand-over screen. */
  g_assert_true (gtk_widget_activate_action (GTK_WIDGET (f->view), "battle.end-turn", NULL));
  game_ui_wait_idle (f->window);
  g_assert_cmpint (tactics_match_get_current_player (match), ==, 1);
  g_assert_cmpstr (screen_of (f), ==, "pass");
  game_ui_screenshot (f->window, "pass");
}

/* The threat view stripes every cell an enemy could hit next turn. */
static void
test_threat (Fixture       *f,
             gconstpointer  data)
{
  TacticsMatch *match;
  TacticsGameHatchLayer *threat;
  g_autoptr(GArray) expected = g_array_new (FALSE, FALSE, sizeof (TacticsCell));

  play_arranged (f, TACTICS_PLAYER_COMPUTER);
  match = match_of (f);
  threat = TACTICS_GAME_HATCH_LAYER (tactics_game_battle_view_get_overlay (f->view, "threat"));
  g_assert_cmpuint (tactics_game_hatch_layer_get_n_cells (threat), ==, 0);

  game_ui_click_button (GTK_WIDGET (f->view), "battle.threat-view");
  g_assert_true (tactics_game_battle_view_get_threat_visible (f->view));
  tactics_match_compute_threat (match, 0, expected);
  g_assert_cmpuint (tactics_game_hatch_layer_get_n_cells (threat), ==, expected->len);
  /* Bob's infantry walks four cells and strikes a fifth: Ann's units are
   * in reach, and so is every cell of this small field but none beyond. */
  g_assert_true (tactics_game_hatch_layer_contains (threat, (TacticsCell) { 1, 2 }));
  g_assert_true (tactics_game_hatch_layer_contains (threat, (TacticsCell) { 4, 2 }));
  game_ui_screenshot (f->window, "threat");

  g_assert_true (gtk_widget_activate_action (GTK_WIDGET (f->view), "battle.threat-view", NULL));
  g_assert_cmpuint (tactics_game_hatch_layer_get_n_cells (threat), ==, 0);
}

/* Clicking an enemy next to a selected unit strikes it with the unit's
 * first attack, from where it stands (the engine's alternative to a
 * move), after the same preview as an aimed action. */
static void
test_strike_by_click (Fixture       *f,
                      gconstpointer  data)
{
  const TacticsCell cells[] = { { 4, 2 }, { 0, 2 }, { 5, 2 }, { 6, 4 } };
  TacticsMatch *match;
  TacticsUnit *infantry;
  TacticsGameSprite *target;
  const TacticsCommand *last;

  play_arranged_at (f, TACTICS_PLAYER_COMPUTER, cells);
  match = match_of (f);
  infantry = tactics_match_get_unit (match, 0);

  game_ui_click_cell (f->board, (TacticsCell) { 4, 2 });
  g_assert_cmpint (tactics_game_battle_view_get_selected_unit (f->view), ==, 0);
  g_assert_cmpint (tactics_game_battle_view_get_selected_action (f->view), ==, -1);
  game_ui_hover_cell (f->board, (TacticsCell) { 5, 2 });
  g_assert_true (tactics_cell_layer_contains (
                   TACTICS_CELL_LAYER (tactics_game_battle_view_get_overlay (f->view, "effect")),
                   (TacticsCell) { 5, 2 }));
  target = tactics_game_unit_layer_get_sprite (
             TACTICS_GAME_UNIT_LAYER (tactics_game_battle_view_get_overlay (f->view, "units")), 2);
  g_assert_true (target->has_prediction);
  /* The sword's 7 less the infantry's 20% resistance to blades, rounded: 6. */
  g_assert_cmpint (target->predicted_hp, ==, 18);

  game_ui_click_cell (f->board, (TacticsCell) { 5, 2 });
  game_ui_wait_idle (f->window);
  g_assert_cmpint (tactics_unit_get_hp (tactics_match_get_unit (match, 2)), ==, 18);
  /* The struck infantry answers with its own sword. */
  g_assert_cmpint (tactics_unit_get_hp (infantry), ==, 18);
  g_assert_true (tactics_unit_has_acted (infantry));
  g_assert_false (tactics_unit_has_moved (infantry));
  last = tactics_match_get_command (match, tactics_match_get_n_commands (match) - 1);
  g_assert_cmpint (last->kind, ==, TACTICS_COMMAND_ACT);
  /* It may still move. */
  g_assert_cmpint (tactics_game_battle_view_get_selected_unit (f->view), ==, 0);
  g_assert_cmpuint (tactics_cell_layer_get_n_cells (
                      TACTICS_CELL_LAYER (tactics_game_battle_view_get_overlay (f->view,
                                                                                "reach"))), >, 1);
}

/* The computer's turn plays out animated at the normal speed, and the
 * human gets the board back after it. */
static void
test_computer_turn_animated (Fixture       *f,
                             gconstpointer  data)
{
  TacticsMatch *match;
  guint n_lines;
  gboolean saw_busy = FALSE;
  gint64 deadline;

  play_arranged (f, TACTICS_PLAYER_COMPUTER);
  match = match_of (f);
  g_object_set (f->window, "animation-speed", "fast", NULL);
  g_assert_cmpstr (tactics_game_battle_view_get_animation_speed (f->view), ==, "fast");
  n_lines = tactics_game_battle_view_get_n_log_lines (f->view);

  /* The action, as E would: a click here would wait for the end. */
  g_assert_true (gtk_widget_activate_action (GTK_WIDGET (f->view), "battle.end-turn", NULL));
  deadline = g_get_monotonic_time () + 30 * G_USEC_PER_SEC;
  while ((tactics_match_get_current_player (match) != 0 ||
          tactics_game_battle_view_is_busy (f->view)) &&
         g_get_monotonic_time () < deadline)
    {
      saw_busy |= tactics_game_battle_view_is_busy (f->view);
      game_ui_run_for (5);
    }
  g_assert_true (saw_busy);
  g_assert_cmpint (tactics_match_get_current_player (match), ==, 0);
  g_assert_cmpuint (tactics_match_get_turn (match), ==, 3);
  g_assert_cmpuint (tactics_game_battle_view_get_n_log_lines (f->view), >, n_lines + 2);

  /* The picture caught up: every token stands where its unit is. */
  for (guint id = 0; id < tactics_match_get_n_units (match); id++)
    {
      TacticsUnit *unit = tactics_match_get_unit (match, id);
      TacticsGameSprite *sprite =
        tactics_game_unit_layer_get_sprite (
          TACTICS_GAME_UNIT_LAYER (tactics_game_battle_view_get_overlay (f->view, "units")), id);
      double x;
      double y;

      g_assert_cmpint (sprite->present, ==, tactics_unit_is_on_board (unit));
      if (!sprite->present)
        continue;
      tactics_game_unit_layer_cell_position (
        TACTICS_GAME_UNIT_LAYER (tactics_game_battle_view_get_overlay (f->view, "units")),
        tactics_unit_get_cell (unit), &x, &y);
      g_assert_cmpfloat_with_epsilon (sprite->x, x, 1e-6);
      g_assert_cmpfloat_with_epsilon (sprite->y, y, 1e-6);
      g_assert_cmpfloat_with_epsilon (sprite->shown_hp, MAX (tactics_unit_get_hp (unit), 0), 1e-6);
    }
}

/* A move glides along its path and a blow shows its damage before the
 * picture settles where the engine already is. */
static void
test_animations (Fixture       *f,
                 gconstpointer  data)
{
  TacticsMatch *match;
  TacticsGameUnitLayer *units;
  TacticsGameSprite *sprite;
  double start_x;
  double start_y;
  double goal_x;
  double goal_y;
  gboolean between = FALSE;
  gint64 deadline;

  play_arranged (f, TACTICS_PLAYER_COMPUTER);
  match = match_of (f);
  units = TACTICS_GAME_UNIT_LAYER (tactics_game_battle_view_get_overlay (f->view, "units"));
  g_object_set (f->window, "animation-speed", "slow", NULL);
  sprite = tactics_game_unit_layer_get_sprite (units, 0);
  tactics_game_unit_layer_cell_position (units, (TacticsCell) { 1, 2 }, &start_x, &start_y);
  tactics_game_unit_layer_cell_position (units, (TacticsCell) { 4, 2 }, &goal_x, &goal_y);

  game_ui_click_cell (f->board, (TacticsCell) { 1, 2 });
  game_ui_click_cell (f->board, (TacticsCell) { 4, 2 });
  /* The engine moved at once; the token follows. */
  g_assert_cmpint (tactics_unit_get_cell (tactics_match_get_unit (match, 0)).x, ==, 4);
  g_assert_true (tactics_game_battle_view_is_busy (f->view));
  deadline = g_get_monotonic_time () + 10 * G_USEC_PER_SEC;
  while (tactics_game_battle_view_is_busy (f->view) && g_get_monotonic_time () < deadline)
    {
      game_ui_run_for (10);
      between |= sprite->x > start_x + 0.1 && sprite->x < goal_x - 0.1;
    }
  g_assert_true (between);
  game_ui_wait_idle (f->window);
  g_assert_cmpfloat_with_epsilon (sprite->x, goal_x, 1e-6);

  /* The sword (6 through the infantry's armour): a number rises from the
   * target while its bar drains. */
  g_assert_cmpint (tactics_game_battle_view_get_selected_action (f->view), ==, 0);
  game_ui_click_cell (f->board, (TacticsCell) { 5, 2 });
  g_assert_cmpint (tactics_unit_get_hp (tactics_match_get_unit (match, 2)), ==, 18);
  deadline = g_get_monotonic_time () + 10 * G_USEC_PER_SEC;
  while (tactics_game_unit_layer_get_n_floats (units) == 0 &&
         g_get_monotonic_time () < deadline)
    game_ui_run_for (10);
  g_assert_cmpuint (tactics_game_unit_layer_get_n_floats (units), ==, 1);
  game_ui_run_for (250);
  game_ui_screenshot (f->window, "blow");
  game_ui_wait_idle (f->window);
  g_assert_cmpuint (tactics_game_unit_layer_get_n_floats (units), ==, 0);
  g_assert_cmpfloat_with_epsilon (tactics_game_unit_layer_get_sprite (units, 2)->shown_hp, 18,
                                  1e-6);
}

static guint32 *
download (GdkTexture *texture)
{
  guint32 *pixels = g_new (guint32, (gsize) gdk_texture_get_width (texture) *
                                    gdk_texture_get_height (texture));

  gdk_texture_download (texture, (guchar *) pixels, (gsize) gdk_texture_get_width (texture) * 4);
  return pixels;
}

/* Pointing at the target, its forecast tag reads whole: the hover frame
 * (and anything else the board draws) stays under it. On small cells the
 * tag is wider than the cell, so the frame's sides would cross it. */
static void
test_forecast_over_frame (Fixture       *f,
                          gconstpointer  data)
{
  const TacticsCell cells[] = { { 3, 2 }, { 0, 2 }, { 4, 2 }, { 6, 4 } };
  TacticsBoardLayer *forecasts;
  TacticsGameSprite *target;
  g_autoptr(GdkTexture) framed = NULL;
  g_autoptr(GdkTexture) tags = NULL;
  g_autoptr(GdkTexture) bare = NULL;
  g_autofree guint32 *framed_pixels = NULL;
  g_autofree guint32 *tag_pixels = NULL;
  g_autofree guint32 *bare_pixels = NULL;
  gsize n_pixels;
  guint n_tag_pixels = 0;
  guint n_covered = 0;

  play_arranged_at (f, TACTICS_PLAYER_COMPUTER, cells);
  tactics_viewport_set_cell_size (tactics_board_get_viewport (f->board), 34.0);
  tactics_board_center_on (f->board, (TacticsCell) { 4, 2 });
  ui_test_iterate ();

  game_ui_click_cell (f->board, (TacticsCell) { 3, 2 });
  game_ui_hover_cell (f->board, (TacticsCell) { 4, 2 });
  target = tactics_game_unit_layer_get_sprite (
             TACTICS_GAME_UNIT_LAYER (tactics_game_battle_view_get_overlay (f->view, "units")), 2);
  g_assert_true (target->has_prediction);
  g_assert_true (tactics_board_get_show_hover (f->board));
  framed = ui_test_render_widget (GTK_WIDGET (f->board));

  /* The tag's own pixels: what it changes with the frame away. */
  tactics_board_set_show_hover (f->board, FALSE);
  tags = ui_test_render_widget (GTK_WIDGET (f->board));
  forecasts = tactics_game_battle_view_get_overlay (f->view, "forecasts");
  tactics_board_layer_set_visible (forecasts, FALSE);
  bare = ui_test_render_widget (GTK_WIDGET (f->board));
  tactics_board_layer_set_visible (forecasts, TRUE);
  tactics_board_set_show_hover (f->board, TRUE);

  g_assert_cmpint (gdk_texture_get_width (framed), ==, gdk_texture_get_width (tags));
  g_assert_cmpint (gdk_texture_get_height (framed), ==, gdk_texture_get_height (tags));
  framed_pixels = download (framed);
  tag_pixels = download (tags);
  bare_pixels = download (bare);
  n_pixels = (gsize) gdk_texture_get_width (tags) * gdk_texture_get_height (tags);
  for (gsize i = 0; i < n_pixels; i++)
    {
      if (ui_test_colors_close (tag_pixels[i], bare_pixels[i], 8))
        continue;
      n_tag_pixels++;
      /* The tag is nearly opaque: the frame may tint it, never draw on it. */
      if (!ui_test_colors_close (framed_pixels[i], tag_pixels[i], 48))
        n_covered++;
    }
  game_ui_screenshot (f->window, "forecast-over-frame");
  g_assert_cmpuint (n_tag_pixels, >, 200);
  g_assert_cmpuint (n_covered, ==, 0);
}

int
main (int   argc,
      char *argv[])
{
  game_ui_init (&argc, &argv);

  g_test_add ("/game-ui/refusal", Fixture, NULL, fixture_set_up, test_refusal, fixture_tear_down);
  g_test_add ("/game-ui/refusal-done", Fixture, NULL, fixture_set_up, test_refusal_done,
              fixture_tear_down);
  g_test_add ("/game-ui/forecast-over-frame", Fixture, NULL, fixture_set_up,
              test_forecast_over_frame, fixture_tear_down);
  g_test_add ("/game-ui/strike-by-click", Fixture, NULL, fixture_set_up, test_strike_by_click,
              fixture_tear_down);
  g_test_add ("/game-ui/undo", Fixture, NULL, fixture_set_up, test_undo, fixture_tear_down);
  g_test_add ("/game-ui/keyboard", Fixture, NULL, fixture_set_up, test_keyboard,
              fixture_tear_down);
  g_test_add ("/game-ui/threat", Fixture, NULL, fixture_set_up, test_threat, fixture_tear_down);
  g_test_add ("/game-ui/computer-turn-animated", Fixture, NULL, fixture_set_up,
              test_computer_turn_animated, fixture_tear_down);
  g_test_add ("/game-ui/animations", Fixture, NULL, fixture_set_up, test_animations,
              fixture_tear_down);

  return g_test_run ();
}
