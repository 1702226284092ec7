/* SPDX-License-Identifier: GPL-3.0-or-later */
/* The game window playing a scenario: its regions on the board, each
 * side's objectives beside it with their progress, and a match won by an
 * objective, which the results page names. */
#include "config.h"

#include "game-ui-fixture.h"
#include "tactics-game-objectives-panel.h"
#include "tactics-match-private.h"
#include "test-game-ui-helpers.h"
#include "ui-test-helpers.h"

/* Hold the Ford with one infantry a side, both played here: the West's
 * next to the ford, the East's far off on its bank; the West's captain
 * stands where the scenario puts it. */
static TacticsMatch *
make_ford_match (void)
{
  g_autoptr(GFile) file = game_ui_data_file ("scenarios", "hold-the-ford.scenario.xml", NULL);
  g_autoptr(GError) error = NULL;
  g_autoptr(TacticsScenario) scenario = tactics_scenario_load (file, &error);
  g_autoptr(TacticsMatch) game = NULL;
  const char * const army[] = { "infantry", NULL };
  const TacticsCell cells[] = { { 9, 7 }, { 22, 5 } };

  g_assert_no_error (error);
  game = tactics_match_new (tactics_scenario_get_map (scenario), NULL, 1,
                            TACTICS_MATCH_MODE_TURNS, 7);
  g_assert_nonnull (tactics_match_add_player (game, "West", "#1565c0", TACTICS_PLAYER_HUMAN,
                                             TACTICS_AI_LEVEL_NORMAL, &error));
  g_assert_nonnull (tactics_match_add_player (game, "East", "#c62828", TACTICS_PLAYER_HUMAN,
                                             TACTICS_AI_LEVEL_NORMAL, &error));
  g_assert_true (tactics_match_set_scenario (game, scenario, &error));
  g_assert_true (tactics_match_set_formation (game, 0, army, &error));
  g_assert_true (tactics_match_set_formation (game, 1, army, &error));
  g_assert_true (tactics_match_start_arranged (game, cells, &error));
  g_assert_no_error (error);
  return g_steal_pointer (&game);
}

static GtkWidget *
objectives_panel (Fixture *f)
{
  return ui_test_find_widget (GTK_WIDGET (f->view), "TacticsGameObjectivesPanel");
}

static void
end_turn (Fixture *f)
{
  g_assert_true (gtk_widget_activate_action (GTK_WIDGET (f->view), "battle.end-turn", NULL));
  game_ui_wait_idle (f->window);
  pass_if_asked (f);
}

/* The West takes the ford and keeps it three rounds: the panel counts the
 * rounds, the board shows the regions, the results page says why the
 * West won. */
static void
test_win_by_holding (Fixture       *f,
                     gconstpointer  data)
{
  g_autoptr(TacticsMatch) game = make_ford_match ();
  TacticsBoardLayer *regions;
  GtkWidget *panel;

  tactics_game_window_play_game (f->window, game);
  game_ui_wait_idle (f->window);
  pass_if_asked (f);
  g_assert_cmpstr (screen_of (f), ==, "battle");

  panel = objectives_panel (f);
  g_assert_true (gtk_widget_get_visible (panel));
  g_assert_true (shows_label (panel, "• Hold the Ford: 0 of 3 rounds"));
  g_assert_true (shows_label (panel, "• Protect Captain Ilsa"));
  g_assert_true (shows_label (panel, "• Survive: 0 of 12 rounds"));
  regions = tactics_game_battle_view_get_overlay (f->view, "regions");
  g_assert_cmpuint (g_list_model_get_n_items (
                      tactics_region_layer_get_regions (TACTICS_REGION_LAYER (regions))), ==, 3);

  game_ui_click_cell (f->board, (TacticsCell) { 9, 7 });
  game_ui_click_cell (f->board, (TacticsCell) { 10, 7 });
  game_ui_wait_idle (f->window);
  g_assert_cmpint (tactics_unit_get_cell (tactics_match_get_unit (game, 0)).x, ==, 10);
  end_turn (f);
  end_turn (f);
  g_assert_cmpuint (tactics_match_get_round (game), ==, 2);
  g_assert_true (shows_label (panel, "• Hold the Ford: 1 of 3 rounds"));
  g_assert_true (shows_label (panel, "• Survive: 1 of 12 rounds"));
  game_ui_screenshot (f->window, "scenario-objectives");

  for (guint i = 0; i < 4 && tactics_match_get_phase (game) != TACTICS_MATCH_PHASE_OVER; i++)
    end_turn (f);
  g_assert_cmpint (tactics_match_get_outcome (game), ==, TACTICS_MATCH_OUTCOME_WIN);
  g_assert_cmpint (tactics_match_get_winner (game), ==, 0);
  g_assert_true (shows_label (panel, "✓ Hold the Ford: 3 of 3 rounds"));

  /* The results page gives the reason under the winner. */
  g_assert_cmpstr (screen_of (f), ==, "over");
  g_assert_true (shows_label (page_of (f, "over"), "West wins!"));
  g_assert_true (shows_label (page_of (f, "over"),
                              "West held the Ford for 3 rounds in a row. After 3 rounds of Hold "
                              "the Ford."));
  game_ui_screenshot (f->window, "scenario-won");
}

int
main (int   argc,
      char *argv[])
{
  game_ui_init (&argc, &argv);

  g_test_add ("/game-ui/scenario/win-by-holding", Fixture, NULL, fixture_set_up,
              test_win_by_holding, fixture_tear_down);

  return g_test_run ();
}
