/* SPDX-License-Identifier: GPL-3.0-or-later */
/* The game window's UI tests' fixture: a window on screen, with its
 * battle view and board, and the steps they share (set-up through the
 * screens, passing the screen, matches with units on known cells). */
#include "config.h"

#include <string.h>

#include "tactics-match-private.h"
#include "tactics-game-setup-page.h"
#include "game-ui-fixture.h"
#include "test-game-ui-helpers.h"
#include "ui-test-helpers.h"

void
fixture_set_up (Fixture       *f,
                gconstpointer  data)
{
  f->window = game_ui_new_window ();
  f->view = game_ui_get_battle_view (f->window);
  f->board = game_ui_get_board (f->window);
  g_object_set (f->window, "animation-speed", "instant", NULL);
  /* The matches here end turns with units left on purpose;
   * /game-ui/end-turn-asks tests the question. */
  tactics_game_battle_view_set_confirm_end_turn (f->view, FALSE);
}

void
fixture_set_up_in_language (Fixture       *f,
                            gconstpointer  data)
{
  ui_test_use_language (data);
  fixture_set_up (f, data);
}

void
fixture_tear_down (Fixture       *f,
                   gconstpointer  data)
{
  game_ui_destroy_window (f->window);
}

TacticsMatch *
match_of (Fixture *f)
{
  return tactics_game_window_get_match (f->window);
}

const char *
screen_of (Fixture *f)
{
  return tactics_game_window_get_screen (f->window);
}

GtkWidget *
page_of (Fixture    *f,
         const char *screen)
{
  return tactics_game_window_get_page (f->window, screen);
}

/* A match of two seats on a plain field. */
TacticsGameSetup *
make_field_setup (TacticsPlayerKind second,
                  guint             units)
{
  TacticsGameSetup *setup = tactics_game_setup_new ();

  setup->map = game_ui_make_field (7, 5);
  setup->units_per_player = units;
  setup->has_seed = TRUE;
  setup->seed = 7;
  tactics_game_setup_add_seat (setup, "Ann", 0, TACTICS_PLAYER_HUMAN, TACTICS_AI_LEVEL_NORMAL);
  tactics_game_setup_add_seat (setup, "Bob", 1, second, TACTICS_AI_LEVEL_NORMAL);
  return setup;
}

void
start_from_setup (Fixture                *f,
                  const TacticsGameSetup *setup)
{
  GtkWidget *setup_page;

  game_ui_click_button (page_of (f, "start"), "New Match");
  g_assert_cmpstr (screen_of (f), ==, "setup");
  setup_page = page_of (f, "setup");
  if (setup != NULL)
    tactics_game_setup_page_set_setup (TACTICS_GAME_SETUP_PAGE (setup_page), setup);
  game_ui_click_button (setup_page, "Start Match");
  g_assert_nonnull (match_of (f));
}

void
pass_if_asked (Fixture *f)
{
  while (g_str_equal (screen_of (f), "pass"))
    {
      TacticsMatch *match = match_of (f);
      int player;
      g_autofree char *label = NULL;

      /* Before formation, the seat forming; later, the current player. */
      if (tactics_match_get_phase (match) == TACTICS_MATCH_PHASE_SETUP)
        {
          player = -1;
          for (guint i = 0; i < tactics_match_get_n_players (match) && player < 0; i++)
            if (tactics_player_get_formation (tactics_match_get_player (match, i)) == NULL &&
                tactics_player_get_kind (tactics_match_get_player (match, i)) ==
                  TACTICS_PLAYER_HUMAN)
              player = (int) i;
        }
      else
        {
          player = tactics_match_get_current_player (match);
        }
      g_assert_cmpint (player, >=, 0);
      label = g_strdup_printf ("I Am %s — Start",
                               tactics_player_get_name (tactics_match_get_player (match,
                                                                                 (guint) player)));
      game_ui_click_button (page_of (f, "pass"), label);
      game_ui_wait_idle (f->window);
    }
}

void
finish_formation (Fixture *f,
                  guint    seat)
{
  TacticsMatch *match = match_of (f);

  game_ui_click_button (page_of (f, "formation"), "Done");
  g_assert_nonnull (tactics_player_get_formation (tactics_match_get_player (match, seat)));
  game_ui_wait_idle (f->window);
}

void
place_all_for_me (Fixture *f)
{
  TacticsMatch *match = match_of (f);

  while (TRUE)
    {
      pass_if_asked (f);
      if (tactics_match_get_phase (match) != TACTICS_MATCH_PHASE_PLACEMENT)
        break;
      game_ui_click_button (GTK_WIDGET (f->view), "Place for Me");
      game_ui_wait_idle (f->window);
    }
  g_assert_cmpint (tactics_match_get_phase (match), ==, TACTICS_MATCH_PHASE_PLAYING);
  g_assert_cmpstr (screen_of (f), ==, "battle");
}

/* How many labels on screen under @root say @text. */
guint
count_labels_saying (GtkWidget  *root,
                     const char *text)
{
  guint n = 0;

  if (GTK_IS_LABEL (root) && gtk_widget_get_mapped (root) &&
      strstr (gtk_label_get_text (GTK_LABEL (root)), text) != NULL)
    n++;
  for (GtkWidget *child = gtk_widget_get_first_child (root); child != NULL;
       child = gtk_widget_get_next_sibling (child))
    n += count_labels_saying (child, text);
  return n;
}

gboolean
shows_label (GtkWidget  *root,
             const char *text)
{
  if (GTK_IS_LABEL (root) && g_str_equal (gtk_label_get_text (GTK_LABEL (root)), text))
    return gtk_widget_is_visible (root);
  for (GtkWidget *child = gtk_widget_get_first_child (root); child != NULL;
       child = gtk_widget_get_next_sibling (child))
    if (shows_label (child, text))
      return TRUE;
  return FALSE;
}

/* A match with units on known cells: Ann's infantry (1,2) and archer
 * (0,2) against Bob's infantry (5,2) and cavalry (6,4) on a 7 × 5 field;
 * Ann plays first. */
static const TacticsCell default_cells[] = { { 1, 2 }, { 0, 2 }, { 5, 2 }, { 6, 4 } };

static TacticsMatch *
make_arranged_game_at (TacticsPlayerKind  second,
                       const TacticsCell *cells)
{
  g_autoptr(TacticsMap) map = game_ui_make_field (7, 5);
  g_autoptr(TacticsMatch) match = tactics_match_new (map, NULL, 2, TACTICS_MATCH_MODE_TURNS, 3);
  const char * const ann[] = { "infantry", "archer", NULL };
  const char * const bob[] = { "infantry", "cavalry", NULL };
  g_autoptr(GError) error = NULL;

  g_assert_nonnull (tactics_match_add_player (match, "Ann", "#0072b2", TACTICS_PLAYER_HUMAN,
                                             TACTICS_AI_LEVEL_NORMAL, &error));
  g_assert_nonnull (tactics_match_add_player (match, "Bob", "#d55e00", second,
                                             TACTICS_AI_LEVEL_NORMAL, &error));
  g_assert_true (tactics_match_set_formation (match, 0, ann, &error));
  g_assert_true (tactics_match_set_formation (match, 1, bob, &error));
  g_assert_true (tactics_match_start_arranged (match, cells, &error));
  g_assert_no_error (error);
  return g_steal_pointer (&match);
}

void
play_arranged_at (Fixture           *f,
                  TacticsPlayerKind  second,
                  const TacticsCell *cells)
{
  g_autoptr(TacticsMatch) match = make_arranged_game_at (second, cells);

  tactics_game_window_play_game (f->window, match);
  game_ui_wait_idle (f->window);
  pass_if_asked (f);
  g_assert_cmpstr (screen_of (f), ==, "battle");
  g_assert_cmpint (tactics_match_get_current_player (match), ==, 0);
}

void
play_arranged (Fixture           *f,
               TacticsPlayerKind  second)
{
  play_arranged_at (f, second, default_cells);
}
