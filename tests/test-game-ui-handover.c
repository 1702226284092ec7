/* SPDX-License-Identifier: GPL-3.0-or-later */
/* The game window under Xvfb: the hand-over at the hot seat under fog.
 * Nothing the last player looked at stays on screen for the next one;
 * "Since your last turn" plays for a match set up on the new-match page
 * as for a loaded one, and Escape or Skip ends it. */
#include "config.h"

#include "tactics-match-private.h"
#include "tactics-game-setup-page.h"
#include "tactics-game-unit-card.h"
#include "game-ui-fixture.h"
#include "test-game-ui-helpers.h"
#include "ui-test-helpers.h"

static GtkWidget *
unit_card (Fixture *f)
{
  return ui_test_find_descendant (GTK_WIDGET (f->view), TACTICS_TYPE_GAME_UNIT_CARD, NULL);
}

/* Whether the unit card is on screen and names @name. */
static gboolean
card_names (Fixture    *f,
            const char *name)
{
  GtkWidget *card = unit_card (f);

  g_assert_nonnull (card);
  return gtk_widget_get_visible (card) && count_labels_saying (card, name) > 0;
}

static void
click_ready (Fixture *f)
{
  TacticsMatch *match = match_of (f);
  int next = tactics_match_get_current_player (match);
  g_autofree char *label = NULL;

  g_assert_cmpstr (screen_of (f), ==, "pass");
  label = g_strdup_printf ("I Am %s — Start",
                           tactics_player_get_name (tactics_match_get_player (match,
                                                                             (guint) next)));
  g_signal_emit_by_name (game_ui_find_button (page_of (f, "pass"), label), "clicked");
}

/* Two humans under fog on a 16 × 5 field, far apart: Ann's infantry at
 * (1,2) and archer at (0,2), Bob's infantry at (14,2) and cavalry at
 * (15,2). */
static TacticsMatch *
arrange_far_apart (void)
{
  g_autoptr(TacticsMap) map = game_ui_make_field (16, 5);
  g_autoptr(TacticsMatch) match = tactics_match_new (map, NULL, 2, TACTICS_MATCH_MODE_TURNS, 3);
  const char * const ann[] = { "infantry", "archer", NULL };
  const char * const bob[] = { "infantry", "cavalry", NULL };
  const TacticsCell cells[] = { { 1, 2 }, { 0, 2 }, { 14, 2 }, { 15, 2 } };
  g_autoptr(GError) error = NULL;

  g_assert_nonnull (tactics_match_add_player (match, "Ann", "#0072b2", TACTICS_PLAYER_HUMAN,
                                             TACTICS_AI_LEVEL_NORMAL, &error));
  g_assert_nonnull (tactics_match_add_player (match, "Bob", "#d55e00", TACTICS_PLAYER_HUMAN,
                                             TACTICS_AI_LEVEL_NORMAL, &error));
  tactics_match_set_fog (match, TACTICS_FOG_MODE_FOG);
  g_assert_true (tactics_match_set_formation (match, 0, ann, &error));
  g_assert_true (tactics_match_set_formation (match, 1, bob, &error));
  g_assert_true (tactics_match_start_arranged (match, cells, &error));
  g_assert_no_error (error);
  return g_steal_pointer (&match);
}

/* Ann looks at her archer (the card, its reach), then at her infantry
 * under the pointer, and hands over: Bob, who sees neither, must not be
 * shown them, though the pointer has not moved. */
static void
test_card_cleared (Fixture       *f,
                   gconstpointer  data)
{
  g_autoptr(TacticsMatch) match = arrange_far_apart ();
  TacticsCell infantry = { 1, 2 };
  TacticsBoardLayer *reach = tactics_game_battle_view_get_overlay (f->view, "reach");
  TacticsUnit *unit;
  TacticsView *bob;

  tactics_game_window_play_game (f->window, match);
  game_ui_wait_idle (f->window);
  pass_if_asked (f);
  g_assert_cmpstr (screen_of (f), ==, "battle");
  g_assert_cmpint (tactics_game_battle_view_get_viewer (f->view), ==, 0);
  unit = tactics_match_get_unit_at (match, infantry);
  g_assert_nonnull (unit);
  bob = tactics_match_get_view (match, 1);
  g_assert_false (tactics_view_sees_unit (bob, unit));

  /* Ann's infantry under the pointer: its card. */
  game_ui_hover_cell (f->board, infantry);
  game_ui_wait_idle (f->window);
  g_assert_true (card_names (f, "Infantry"));

  g_assert_true (gtk_widget_activate_action (GTK_WIDGET (f->view), "battle.end-turn", NULL));
  game_ui_wait_idle (f->window);
  click_ready (f);
  game_ui_wait_idle (f->window);
  g_assert_cmpstr (screen_of (f), ==, "battle");
  g_assert_cmpint (tactics_game_battle_view_get_viewer (f->view), ==, 1);

  /* The pointer is still over Ann's infantry, which Bob does not see. */
  g_assert_true (tactics_board_get_hover_cell (f->board, NULL));
  g_assert_false (card_names (f, "Infantry"));
  g_assert_false (card_names (f, "Ann"));
  g_assert_cmpuint (tactics_cell_layer_get_n_cells (TACTICS_CELL_LAYER (reach)), ==, 0);
  game_ui_screenshot (f->window, "handover-card");
}

/* Escape as the window's key handling delivers it: the view's shortcut
 * for Escape, in the capture phase before the board. FALSE when no
 * shortcut took it. */
static gboolean
press_escape (Fixture *f)
{
  g_autoptr(GListModel) controllers = gtk_widget_observe_controllers (GTK_WIDGET (f->view));

  for (guint i = 0; i < g_list_model_get_n_items (controllers); i++)
    {
      g_autoptr(GtkEventController) controller = g_list_model_get_item (controllers, i);

      if (!GTK_IS_SHORTCUT_CONTROLLER (controller) ||
          gtk_event_controller_get_propagation_phase (controller) != GTK_PHASE_CAPTURE)
        continue;
      for (guint j = 0; j < g_list_model_get_n_items (G_LIST_MODEL (controller)); j++)
        {
          g_autoptr(GtkShortcut) shortcut = g_list_model_get_item (G_LIST_MODEL (controller), j);
          GtkShortcutTrigger *trigger = gtk_shortcut_get_trigger (shortcut);

          if (GTK_IS_KEYVAL_TRIGGER (trigger) &&
              gtk_keyval_trigger_get_keyval (GTK_KEYVAL_TRIGGER (trigger)) == GDK_KEY_Escape &&
              gtk_keyval_trigger_get_modifiers (GTK_KEYVAL_TRIGGER (trigger)) == 0 &&
              gtk_shortcut_action_activate (gtk_shortcut_get_action (shortcut), 0,
                                            GTK_WIDGET (f->view), NULL))
            return TRUE;
        }
    }
  return FALSE;
}

/* Formations chosen for each human, then every unit placed for them. */
static void
form_and_place (Fixture *f)
{
  TacticsMatch *match = match_of (f);

  for (guint seat = 0; seat < tactics_match_get_n_players (match); seat++)
    {
      pass_if_asked (f);
      if (tactics_match_get_phase (match) != TACTICS_MATCH_PHASE_SETUP)
        break;
      game_ui_click_button (page_of (f, "formation"), "Choose for Me");
      finish_formation (f, seat);
    }
  place_all_for_me (f);
}

/* The player at the screen ends the turn; the next one says they are
 * ready, at a speed that shows "Since your last turn". */
static void
hand_over_slowly (Fixture *f)
{
  g_assert_true (gtk_widget_activate_action (GTK_WIDGET (f->view), "battle.end-turn", NULL));
  game_ui_wait_idle (f->window);
  g_object_set (f->window, "animation-speed", "slow", NULL);
  click_ready (f);
}

/* "Since your last turn" is playing: Escape ends it, the live match is
 * back, and the player's turn is theirs. */
static void
test_escape_skips (Fixture       *f,
                   gconstpointer  data)
{
  g_autoptr(TacticsGameSetup) setup = make_field_setup (TACTICS_PLAYER_HUMAN, 2);
  TacticsMatch *match;
  TacticsUnit *hidden = NULL;
  int next;

  g_clear_object (&setup->map);
  setup->map = game_ui_make_field (22, 5);
  setup->has_fog = TRUE;
  setup->fog = TACTICS_FOG_MODE_FOG;
  start_from_setup (f, setup);
  match = match_of (f);
  form_and_place (f);

  next = 1 - tactics_match_get_current_player (match);
  /* The pointer over a unit of the player leaving that the next one does
   * not see: the card shows it, then not to the next player, neither
   * while their replay plays nor after. */
  for (guint id = 0; id < tactics_match_get_n_units (match) && hidden == NULL; id++)
    {
      TacticsUnit *unit = tactics_match_get_unit (match, id);

      if ((int) tactics_unit_get_owner (unit) != next && tactics_unit_is_on_board (unit) &&
          !tactics_view_sees_unit (tactics_match_get_view (match, (guint) next), unit))
        hidden = unit;
    }
  g_assert_nonnull (hidden);
  game_ui_hover_cell (f->board, tactics_unit_get_cell (hidden));
  game_ui_wait_idle (f->window);
  g_assert_true (gtk_widget_get_visible (unit_card (f)));
  hand_over_slowly (f);
  g_assert_true (tactics_game_battle_view_is_catching_up (f->view));
  g_assert_false (gtk_widget_get_visible (unit_card (f)));
  g_assert_true (tactics_game_battle_view_get_match (f->view) != match);
  g_assert_true (gtk_widget_get_visible (ui_test_find_widget (GTK_WIDGET (f->view),
                                                              "catch-up-bar")));

  g_assert_true (press_escape (f));
  g_assert_false (tactics_game_battle_view_is_catching_up (f->view));
  g_assert_true (tactics_game_battle_view_get_match (f->view) == match);
  g_assert_cmpint (tactics_game_battle_view_get_viewer (f->view), ==, next);
  g_assert_false (gtk_widget_get_visible (ui_test_find_widget (GTK_WIDGET (f->view),
                                                               "catch-up-bar")));
  game_ui_wait_idle (f->window);
  g_assert_true (tactics_board_get_hover_cell (f->board, NULL));
  g_assert_false (gtk_widget_get_visible (unit_card (f)));
  g_assert_true (gtk_widget_is_sensitive (game_ui_find_button (GTK_WIDGET (f->view),
                                                               "End Turn")));
  /* With nothing to skip, Escape is the board's again. */
  g_assert_false (press_escape (f));
}

/* A match set up on the new-match page with its own map and no save file
 * replays "Since your last turn" as a loaded one does, to its end. */
static void
test_setup_page_match_replays (Fixture       *f,
                               gconstpointer  data)
{
  g_autoptr(TacticsGameSetup) setup = NULL;
  g_autoptr(GError) error = NULL;
  TacticsGameSetupPage *page;
  TacticsMatch *match;

  game_ui_click_button (page_of (f, "start"), "New Match");
  page = TACTICS_GAME_SETUP_PAGE (page_of (f, "setup"));
  setup = tactics_game_setup_page_get_setup (page, &error);
  g_assert_no_error (error);
  g_assert_nonnull (setup->map);
  for (guint i = 0; i < tactics_game_setup_get_n_seats (setup); i++)
    tactics_game_setup_get_seat (setup, i)->kind = TACTICS_PLAYER_HUMAN;
  setup->has_fog = TRUE;
  setup->fog = TACTICS_FOG_MODE_FOG;
  tactics_game_setup_page_set_setup (page, setup);
  game_ui_click_button (GTK_WIDGET (page), "Start Match");
  match = match_of (f);
  g_assert_nonnull (match);
  form_and_place (f);

  hand_over_slowly (f);
  g_assert_true (tactics_game_battle_view_is_catching_up (f->view));
  g_assert_true (tactics_game_battle_view_get_match (f->view) != match);
  game_ui_wait_idle (f->window);
  g_assert_false (tactics_game_battle_view_is_catching_up (f->view));
  g_assert_true (tactics_game_battle_view_get_match (f->view) == match);
}

int
main (int    argc,
      char **argv)
{
  game_ui_init (&argc, &argv);

  g_test_add ("/game-ui-handover/card-cleared", Fixture, NULL, fixture_set_up,
              test_card_cleared, fixture_tear_down);
  g_test_add ("/game-ui-handover/escape-skips", Fixture, NULL, fixture_set_up,
              test_escape_skips, fixture_tear_down);
  g_test_add ("/game-ui-handover/setup-page-match-replays", Fixture, NULL, fixture_set_up,
              test_setup_page_match_replays, fixture_tear_down);
  return g_test_run ();
}
