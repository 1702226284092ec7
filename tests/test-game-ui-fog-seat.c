/* SPDX-License-Identifier: GPL-3.0-or-later */
/* The game window under Xvfb: fog of war at the hot seat. The hand-over
 * screen shows nothing of the board; the next player first sees what they
 * witnessed happen since their last turn, then the board; the log and the
 * animations show each player only what they saw. */
#include "config.h"

#include "tactics-game-battle-log.h"
#include "tactics-game-event-player.h"
#include "tactics-game-setup-page.h"
#include "game-ui-fixture.h"
#include "test-game-ui-helpers.h"
#include "ui-test-helpers.h"

#define FIELD_WIDTH 22
#define FIELD_HEIGHT 5

/* Pixels of @widget's picture within @tolerance of @color. */
static guint
count_pixels_like (GtkWidget *widget,
                   guint32    color,
                   int        tolerance)
{
  g_autoptr(GdkTexture) texture = ui_test_render_widget (widget);
  int width = gdk_texture_get_width (texture);
  int height = gdk_texture_get_height (texture);
  g_autofree guint32 *pixels = g_new (guint32, (gsize) width * height);
  guint n = 0;

  gdk_texture_download (texture, (guchar *) pixels, (gsize) width * 4);
  for (int i = 0; i < width * height; i++)
    if (ui_test_colors_close (pixels[i], color, tolerance))
      n++;
  return n;
}

static guint32
plains_color (TacticsMatch *match)
{
  TacticsTerrain *terrain = tactics_map_get_terrain (tactics_match_get_map (match),
                                                     (TacticsCell) { 0, 0 });

  return ui_test_rgb (tactics_terrain_get_color (terrain));
}

/* Every line the log shows is about an event the viewer witnessed (or
 * about none); returns how many it shows. */
static guint
check_log_witnessed (TacticsGameBattleView *view)
{
  TacticsGameBattleLog *log = tactics_game_battle_view_get_log (view);
  TacticsMatch *match = tactics_game_battle_view_get_match (view);
  int viewer = tactics_game_battle_view_get_viewer (view);
  TacticsView *sight;
  guint n = tactics_game_battle_log_get_n_lines (log);

  g_assert_cmpint (viewer, >=, 0);
  sight = tactics_match_get_view (match, (guint) viewer);
  for (guint i = 0; i < n; i++)
    {
      int event = tactics_game_battle_log_get_line_event (log, i);

      g_assert_cmpint (event, <, (int) tactics_match_get_n_events (match));
      if (event >= 0)
        g_assert_true (tactics_view_witnessed (sight, (guint) event));
    }
  return n;
}

/* Whether @widget or a descendant has the focus of its window. */
static gboolean
holds_focus (GtkWidget *widget)
{
  GtkWidget *focus = gtk_root_get_focus (gtk_widget_get_root (widget));

  return focus != NULL && (focus == widget || gtk_widget_is_ancestor (focus, widget));
}

typedef struct {
  TacticsGameBattleView *view;
  guint                  n_shown;
  guint                  n_shown_catching_up;
  gboolean               banner_seen;
} Watch;

/* Each animation is of an event the viewer witnessed, in the match the
 * board shows (the copy while catching up). */
static void
on_shown (TacticsGameEventPlayer *player,
          int                     event,
          Watch                  *watch)
{
  TacticsMatch *match = tactics_game_battle_view_get_match (watch->view);
  int viewer = tactics_game_battle_view_get_viewer (watch->view);

  g_assert_cmpint (viewer, >=, 0);
  g_assert_cmpint (event, >=, 0);
  g_assert_true (tactics_view_witnessed (tactics_match_get_view (match, (guint) viewer),
                                         (guint) event));
  watch->n_shown++;
  if (tactics_game_battle_view_is_catching_up (watch->view))
    {
      GtkWidget *bar = ui_test_find_widget (GTK_WIDGET (watch->view), "catch-up-bar");

      watch->n_shown_catching_up++;
      watch->banner_seen = watch->banner_seen || gtk_widget_get_mapped (bar);
    }
}

/* Moves one of @player's units a cell, where the field lets it. */
static void
move_a_unit (Fixture *f,
             guint    player)
{
  TacticsMatch *match = match_of (f);

  for (guint id = 0; id < tactics_match_get_n_units (match); id++)
    {
      TacticsUnit *unit = tactics_match_get_unit (match, id);
      TacticsCell from;

      if (tactics_unit_get_owner (unit) != player || !tactics_unit_is_on_board (unit))
        continue;
      from = tactics_unit_get_cell (unit);
      for (int dy = -1; dy <= 1; dy += 2)
        {
          TacticsCell to = { from.x, from.y + dy };

          if (to.y < 0 || to.y >= FIELD_HEIGHT || tactics_match_get_unit_at (match, to) != NULL)
            continue;
          game_ui_click_cell (f->board, from);
          game_ui_click_cell (f->board, to);
          game_ui_wait_idle (f->window);
          if (tactics_unit_has_moved (unit))
            return;
        }
    }
  g_assert_not_reached ();
}

static void
test_hot_seat_fog (Fixture       *f,
                   gconstpointer  data)
{
  g_autoptr(TacticsGameSetup) setup = make_field_setup (TACTICS_PLAYER_HUMAN, 2);
  GtkWidget *pass;
  TacticsMatch *match;
  TacticsGameBattleLog *log;
  Watch watch = { .view = f->view };
  guint32 plains;
  guint n_seen;
  guint n_all;

  g_clear_object (&setup->map);
  setup->map = game_ui_make_field (FIELD_WIDTH, FIELD_HEIGHT);
  setup->has_fog = TRUE;
  setup->fog = TACTICS_FOG_MODE_FOG;
  start_from_setup (f, setup);
  match = match_of (f);
  /* The set-up screen's choice is the match's. */
  g_assert_cmpint (tactics_match_get_fog (match), ==, TACTICS_FOG_MODE_FOG);

  for (guint seat = 0; seat < 2; seat++)
    {
      pass_if_asked (f);
      game_ui_click_button (page_of (f, "formation"), "Choose for Me");
      finish_formation (f, seat);
    }
  place_all_for_me (f);

  /* The player at the screen is the viewer; their log is theirs. */
  g_assert_cmpint (tactics_game_battle_view_get_viewer (f->view), ==,
                   tactics_match_get_current_player (match));
  log = tactics_game_battle_view_get_log (f->view);
  n_seen = check_log_witnessed (f->view);
  g_assert_cmpuint (n_seen, >, 0);

  /* The board is on screen: its plains show. */
  plains = plains_color (match);
  g_assert_cmpuint (count_pixels_like (GTK_WIDGET (f->window), plains, 4), >, 1000);

  /* A move the other side cannot see, then the hand-over, played at a
   * speed that shows it. */
  move_a_unit (f, (guint) tactics_match_get_current_player (match));
  g_object_set (f->window, "animation-speed", "slow", NULL);
  g_signal_connect (tactics_game_battle_view_get_event_player (f->view), "shown",
                    G_CALLBACK (on_shown), &watch);
  {
    int first = tactics_match_get_current_player (match);

    g_assert_true (gtk_widget_activate_action (GTK_WIDGET (f->view), "battle.end-turn", NULL));
    game_ui_wait_idle (f->window);
    g_assert_cmpstr (screen_of (f), ==, "pass");
    /* Until the next player says they are ready, nothing changes eyes. */
    g_assert_cmpint (tactics_game_battle_view_get_viewer (f->view), ==, first);
  }

  /* The hand-over screen: no pixel of the board, and nothing of the
   * battle view on screen or in reach of the keyboard. */
  pass = page_of (f, "pass");
  game_ui_screenshot (f->window, "fog-pass");
  g_assert_cmpuint (count_pixels_like (GTK_WIDGET (f->window), plains, 4), ==, 0);
  g_assert_false (gtk_widget_get_mapped (GTK_WIDGET (f->view)));
  g_assert_false (gtk_widget_get_mapped (GTK_WIDGET (f->board)));
  g_assert_false (gtk_widget_get_mapped (GTK_WIDGET (tactics_game_battle_view_get_minimap (f->view))));
  g_assert_false (gtk_widget_get_mapped (GTK_WIDGET (log)));
  g_assert_true (holds_focus (pass));
  for (guint i = 0; i < 40; i++)
    {
      gtk_widget_child_focus (GTK_WIDGET (f->window), GTK_DIR_TAB_FORWARD);
      g_assert_false (holds_focus (GTK_WIDGET (f->view)));
    }

  /* "Since your last turn": the copy plays what the next player saw,
   * under its banner, then the live match is back. */
  {
    int next = tactics_match_get_current_player (match);
    g_autofree char *label = g_strdup_printf ("I Am %s — Start",
                                              tactics_player_get_name (
                                                tactics_match_get_player (match, (guint) next)));

    /* Clicked without waiting for the replay's end. */
    g_signal_emit_by_name (game_ui_find_button (pass, label), "clicked");
    g_assert_cmpint (tactics_game_battle_view_get_viewer (f->view), ==, next);
    g_assert_true (tactics_game_battle_view_is_catching_up (f->view));
    g_assert_true (tactics_game_battle_view_get_match (f->view) != match);
    game_ui_screenshot (f->window, "fog-since-last-turn");
    game_ui_wait_idle (f->window);
    g_assert_false (tactics_game_battle_view_is_catching_up (f->view));
    g_assert_true (tactics_game_battle_view_get_match (f->view) == match);
    g_assert_cmpuint (watch.n_shown_catching_up, >, 0);
    g_assert_true (watch.banner_seen);
    g_assert_false (gtk_widget_get_visible (ui_test_find_widget (GTK_WIDGET (f->view),
                                                                 "catch-up-bar")));
  }

  /* The log is the new player's: only what they witnessed, and not all
   * that happened (the other side's move went unseen). */
  n_seen = check_log_witnessed (f->view);
  tactics_game_battle_log_set_view (log, NULL);
  n_all = tactics_game_battle_log_get_n_lines (log);
  tactics_game_battle_log_set_view (log,
                                    tactics_match_get_view (match,
                                                            (guint) tactics_game_battle_view_get_viewer (f->view)));
  g_assert_cmpuint (n_seen, <, n_all);
  g_assert_cmpuint (tactics_game_battle_log_get_n_lines (log), ==, n_seen);

  /* Back to the first player, who skips what they saw. */
  move_a_unit (f, (guint) tactics_match_get_current_player (match));
  g_assert_true (gtk_widget_activate_action (GTK_WIDGET (f->view), "battle.end-turn", NULL));
  game_ui_wait_idle (f->window);
  g_assert_cmpstr (screen_of (f), ==, "pass");
  g_assert_cmpuint (count_pixels_like (GTK_WIDGET (f->window), plains, 4), ==, 0);
  {
    int next = tactics_match_get_current_player (match);
    g_autofree char *label = g_strdup_printf ("I Am %s — Start",
                                              tactics_player_get_name (
                                                tactics_match_get_player (match, (guint) next)));

    g_signal_emit_by_name (game_ui_find_button (pass, label), "clicked");
    g_assert_true (tactics_game_battle_view_is_catching_up (f->view));
    g_signal_emit_by_name (game_ui_find_button (GTK_WIDGET (f->view), "Skip"), "clicked");
    g_assert_false (tactics_game_battle_view_is_catching_up (f->view));
    g_assert_true (tactics_game_battle_view_get_match (f->view) == match);
    g_assert_cmpint (tactics_game_battle_view_get_viewer (f->view), ==, next);
    game_ui_wait_idle (f->window);
    check_log_witnessed (f->view);
    /* The player's own turn: their commands are theirs to give. */
    g_assert_true (gtk_widget_is_sensitive (game_ui_find_button (GTK_WIDGET (f->view),
                                                                 "End Turn")));
  }
  g_signal_handlers_disconnect_by_data (tactics_game_battle_view_get_event_player (f->view),
                                        &watch);
}

/* The new-match screen preselects a scenario's fog and carries the choice
 * into the match; a plain map starts without. */
static void
test_setup_fog_choice (Fixture       *f,
                       gconstpointer  data)
{
  g_autoptr(TacticsGameSetup) setup = make_field_setup (TACTICS_PLAYER_COMPUTER, 1);
  TacticsGameSetupPage *page;
  g_autoptr(TacticsGameSetup) read = NULL;
  g_autoptr(GError) error = NULL;

  game_ui_click_button (page_of (f, "start"), "New Match");
  page = TACTICS_GAME_SETUP_PAGE (page_of (f, "setup"));
  tactics_game_setup_page_set_setup (page, setup);
  read = tactics_game_setup_page_get_setup (page, &error);
  g_assert_no_error (error);
  g_assert_true (read->has_fog);
  g_assert_cmpint (read->fog, ==, TACTICS_FOG_MODE_NONE);
  g_clear_pointer (&read, tactics_game_setup_free);

  setup->has_fog = TRUE;
  setup->fog = TACTICS_FOG_MODE_SHROUD;
  tactics_game_setup_page_set_setup (page, setup);
  read = tactics_game_setup_page_get_setup (page, &error);
  g_assert_no_error (error);
  g_assert_cmpint (read->fog, ==, TACTICS_FOG_MODE_SHROUD);
  game_ui_click_button (GTK_WIDGET (page), "Start Match");
  g_assert_cmpint (tactics_match_get_fog (match_of (f)), ==, TACTICS_FOG_MODE_SHROUD);
}

int
main (int    argc,
      char **argv)
{
  game_ui_init (&argc, &argv);

  g_test_add ("/game-ui-fog/hot-seat", Fixture, NULL, fixture_set_up, test_hot_seat_fog,
              fixture_tear_down);
  g_test_add ("/game-ui-fog/setup", Fixture, NULL, fixture_set_up, test_setup_fog_choice,
              fixture_tear_down);
  return g_test_run ();
}
