/* SPDX-License-Identifier: GPL-3.0-or-later */
/* The game window playing a scenario: chosen on the new-match page among
 * the maps, its sides as the seats, armies of what each side may form;
 * its regions on the board, each side's objectives beside it with their
 * progress, and a match won by an objective, which the results page
 * names. */
#include "config.h"

#include <glib/gstdio.h>

#include "game-ui-fixture.h"
#include "tactics-game-setup-page.h"
#include "tactics-game-unit-layer.h"
#include "tactics-game-objectives-panel.h"
#include "tactics-game-player-row.h"
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
  g_autoptr(TacticsMatch) match = NULL;
  const char * const army[] = { "infantry", NULL };
  const TacticsCell cells[] = { { 9, 7 }, { 22, 5 } };

  g_assert_no_error (error);
  match = tactics_match_new (tactics_scenario_get_map (scenario), NULL, 1,
                             TACTICS_MATCH_MODE_TURNS, 7);
  g_assert_nonnull (tactics_match_add_player (match, "West", "#1565c0", TACTICS_PLAYER_HUMAN,
                                             TACTICS_AI_LEVEL_NORMAL, &error));
  g_assert_nonnull (tactics_match_add_player (match, "East", "#c62828", TACTICS_PLAYER_HUMAN,
                                             TACTICS_AI_LEVEL_NORMAL, &error));
  g_assert_true (tactics_match_set_scenario (match, scenario, &error));
  g_assert_true (tactics_match_set_formation (match, 0, army, &error));
  g_assert_true (tactics_match_set_formation (match, 1, army, &error));
  g_assert_true (tactics_match_start_arranged (match, cells, &error));
  g_assert_no_error (error);
  return g_steal_pointer (&match);
}

static GtkWidget *
objectives_panel (Fixture *f)
{
  return ui_test_find_widget (GTK_WIDGET (f->view), "TacticsGameObjectivesPanel");
}

/* The widget the label saying @text is the mnemonic of. */
static GtkWidget *
field_of (GtkWidget  *root,
          const char *text)
{
  if (GTK_IS_LABEL (root) && g_str_equal (gtk_label_get_text (GTK_LABEL (root)), text))
    return gtk_label_get_mnemonic_widget (GTK_LABEL (root));
  for (GtkWidget *child = gtk_widget_get_first_child (root); child != NULL;
       child = gtk_widget_get_next_sibling (child))
    {
      GtkWidget *found = field_of (child, text);

      if (found != NULL)
        return found;
    }
  return NULL;
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
  g_autoptr(TacticsMatch) match = make_ford_match ();
  TacticsBoardLayer *regions;
  GtkWidget *panel;

  tactics_game_window_play_game (f->window, match);
  game_ui_wait_idle (f->window);
  pass_if_asked (f);
  g_assert_cmpstr (screen_of (f), ==, "battle");

  g_assert_cmpstr (gtk_window_get_title (GTK_WINDOW (f->window)), ==, "Hold the Ford — Tactics");
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
  g_assert_cmpint (tactics_unit_get_cell (tactics_match_get_unit (match, 0)).x, ==, 10);
  end_turn (f);
  end_turn (f);
  g_assert_cmpuint (tactics_match_get_round (match), ==, 2);
  g_assert_true (shows_label (panel, "• Hold the Ford: 1 of 3 rounds"));
  g_assert_true (shows_label (panel, "• Survive: 1 of 12 rounds"));
  game_ui_screenshot (f->window, "scenario-objectives");

  for (guint i = 0; i < 4 && tactics_match_get_phase (match) != TACTICS_MATCH_PHASE_OVER; i++)
    end_turn (f);
  g_assert_cmpint (tactics_match_get_outcome (match), ==, TACTICS_MATCH_OUTCOME_WIN);
  g_assert_cmpint (tactics_match_get_winner (match), ==, 0);
  g_assert_true (shows_label (panel, "✓ Hold the Ford: 3 of 3 rounds"));

  /* The results page gives the reason under the winner. */
  g_assert_cmpstr (screen_of (f), ==, "over");
  g_assert_true (shows_label (page_of (f, "over"), "West wins!"));
  /* A human won: the scenario's own words for a victory. */
  g_assert_true (shows_label (page_of (f, "over"), "The ford is held."));
  g_assert_true (shows_label (page_of (f, "over"),
                              "West held the Ford for 3 rounds in a row. After 3 rounds of Hold "
                              "the Ford."));
  game_ui_screenshot (f->window, "scenario-won");

  /* Play Again plays the scenario again, not the bare map. */
  game_ui_click_button (page_of (f, "over"), "Play Again");
  pass_if_asked (f);
  g_assert_true (match_of (f) != match);
  g_assert_nonnull (tactics_match_get_scenario (match_of (f)));
  g_assert_cmpstr (tactics_scenario_get_name (tactics_match_get_scenario (match_of (f))), ==,
                   "Hold the Ford");
}

/* The new-match page's chosen map or scenario is in sight in its list,
 * even when it was chosen by its file rather than a click. */
static void
assert_selected_map_in_sight (Fixture *f)
{
  GtkWidget *list = ui_test_find_widget (page_of (f, "setup"), "map_list");
  GtkListBoxRow *row = gtk_list_box_get_selected_row (GTK_LIST_BOX (list));
  GtkWidget *scroller = gtk_widget_get_ancestor (list, GTK_TYPE_SCROLLED_WINDOW);
  GtkAdjustment *adjustment = gtk_scrolled_window_get_vadjustment (GTK_SCROLLED_WINDOW (scroller));
  graphene_rect_t bounds;
  gint64 until = g_get_monotonic_time () + G_USEC_PER_SEC;

  g_assert_nonnull (row);
  /* Scrolling waits for the row's place to be known: a frame or two. */
  while (g_get_monotonic_time () < until)
    ui_test_iterate ();
  g_assert_true (gtk_widget_compute_bounds (GTK_WIDGET (row), list, &bounds));
  g_assert_cmpfloat (bounds.size.height, >, 0);
  g_assert_cmpfloat (bounds.origin.y, >=, gtk_adjustment_get_value (adjustment) - 0.5);
  g_assert_cmpfloat (bounds.origin.y + bounds.size.height, <=,
                     gtk_adjustment_get_value (adjustment)
                     + gtk_adjustment_get_page_size (adjustment) + 0.5);
}

/* The bundled scenarios are offered beside the maps; choosing one gives
 * its sides as the seats (none to add or remove), tells what each plays
 * for, and starts a match of it: armies within each side's budget and
 * allowed units, the pre-placed captain on its cell. */
static void
test_setup_offers_scenarios (Fixture       *f,
                             gconstpointer  data)
{
  g_autoptr(GFile) file = game_ui_data_file ("scenarios", "hold-the-ford.scenario.xml", NULL);
  g_autoptr(GError) error = NULL;
  TacticsGameSetupPage *setup_page;
  TacticsMatch *match;
  TacticsUnit *captain;

  game_ui_click_button (page_of (f, "start"), "New Match");
  setup_page = TACTICS_GAME_SETUP_PAGE (page_of (f, "setup"));
  g_assert_cmpuint (count_labels_saying (page_of (f, "setup"), "King of the Isle"), >, 0);
  g_assert_true (tactics_game_setup_page_select_map_file (setup_page, file, &error));
  g_assert_no_error (error);
  ui_test_iterate ();
  assert_selected_map_in_sight (f);
  g_assert_cmpuint (tactics_game_setup_page_get_n_players (setup_page), ==, 2);
  g_assert_false (gtk_widget_is_sensitive (game_ui_find_button (page_of (f, "setup"),
                                                                "Add Player")));
  /* Both sides have a budget: the army size is theirs. */
  g_assert_false (gtk_widget_is_sensitive (field_of (page_of (f, "setup"),
                                                    "Units per player")));
  g_assert_cmpuint (count_labels_saying (page_of (f, "setup"),
                                         "• West wins by holding the Ford for 3 rounds in a "
                                         "row."), ==, 1);
  game_ui_screenshot (f->window, "scenario-setup");

  /* A plain map chosen then has the usual seats again, and no round limit;
   * the scenario chosen again has its sides. */
  {
    g_autoptr(GFile) skirmish = game_ui_data_file ("maps", "skirmish.map.xml", NULL);

    g_assert_true (tactics_game_setup_page_select_map_file (setup_page, skirmish, &error));
    g_assert_no_error (error);
    ui_test_iterate ();
    g_assert_cmpuint (tactics_game_setup_page_get_n_players (setup_page), ==, 2);
    g_assert_true (gtk_widget_is_sensitive (game_ui_find_button (page_of (f, "setup"),
                                                                 "Add Player")));
    g_assert_cmpstr (tactics_game_player_row_get_player_name (TACTICS_GAME_PLAYER_ROW (
                       tactics_game_setup_page_get_player_row (setup_page, 0))), !=, "West");
    g_assert_cmpint (gtk_spin_button_get_value_as_int (GTK_SPIN_BUTTON (
                       field_of (page_of (f, "setup"), "Round limit"))), ==, 0);
    g_assert_true (tactics_game_setup_page_select_map_file (setup_page, file, &error));
    g_assert_no_error (error);
    ui_test_iterate ();
    g_assert_cmpuint (tactics_game_setup_page_get_n_players (setup_page), ==, 2);
    g_assert_false (gtk_widget_is_sensitive (game_ui_find_button (page_of (f, "setup"),
                                                                  "Add Player")));
  }

  game_ui_click_button (page_of (f, "setup"), "Start Match");
  pass_if_asked (f);
  match = match_of (f);
  g_assert_nonnull (tactics_match_get_scenario (match));
  g_assert_cmpstr (screen_of (f), ==, "formation");
  /* The army is for the scenario, which the page names, not its map. */
  g_assert_cmpuint (count_labels_saying (page_of (f, "formation"), "units for Hold the Ford."),
                    ==, 1);
  g_assert_cmpuint (count_labels_saying (page_of (f, "formation"), "Skirmish"), ==, 0);
  /* The banks hold no boats: the side may not form them. */
  g_assert_cmpuint (count_labels_saying (page_of (f, "formation"), "Gunboat"), ==, 0);
  g_assert_cmpuint (count_labels_saying (page_of (f, "formation"), "Griffin Rider"), >, 0);
  game_ui_click_button (page_of (f, "formation"), "Choose for Me");
  finish_formation (f, 0);
  pass_if_asked (f);
  g_assert_cmpuint (g_strv_length ((char **) tactics_player_get_formation (
                      tactics_match_get_player (match, 0))), ==, 4);
  g_assert_cmpuint (g_strv_length ((char **) tactics_player_get_formation (
                      tactics_match_get_player (match, 1))), ==, 5);
  if (tactics_match_get_phase (match) == TACTICS_MATCH_PHASE_PLACEMENT &&
      tactics_match_get_current_player (match) == 0)
    game_ui_click_button (GTK_WIDGET (f->view), "Place for Me");
  game_ui_wait_idle (f->window);
  pass_if_asked (f);
  g_assert_cmpstr (screen_of (f), ==, "battle");
  captain = tactics_match_get_unit_at (match, (TacticsCell) { 2, 8 });
  g_assert_nonnull (captain);
  g_assert_cmpuint (tactics_unit_get_owner (captain), ==, 0);
  g_assert_true (gtk_widget_get_visible (objectives_panel (f)));
  game_ui_screenshot (f->window, "scenario-battle");
}

/* A play-test (the editor's F5): the match starts at once, without the
 * new-match page, and its end offers to go back to the editor rather than
 * the game's own menus. The West has a region to reach where its captain
 * already stands, so that play decides it at once. */
static void
test_play_test (Fixture       *f,
                gconstpointer  data)
{
  g_autoptr(GFile) bundled = game_ui_data_file ("scenarios", "hold-the-ford.scenario.xml", NULL);
  g_autofree char *folder = g_dir_make_tmp ("tactics-game-play-test-XXXXXX", NULL);
  g_autofree char *path = g_build_filename (folder, "play-test.map.xml", NULL);
  g_autoptr(GFile) file = g_file_new_for_path (path);
  g_autoptr(GError) error = NULL;
  g_autoptr(TacticsScenario) scenario = tactics_scenario_load (bundled, &error);
  g_autoptr(TacticsSide) west = NULL;
  g_autoptr(TacticsObjective) reach = tactics_objective_new (TACTICS_OBJECTIVE_REACH_REGION);
  g_autoptr(GBytes) bytes = NULL;
  GtkWidget *over;

  g_assert_no_error (error);
  west = g_list_model_get_item (tactics_scenario_get_sides (scenario), 0);
  tactics_objective_set_region (reach, "west-bank");
  tactics_side_insert_objective (west, 0, reach);
  bytes = tactics_scenario_to_self_contained_bytes (scenario);
  g_assert_true (g_file_set_contents (path, g_bytes_get_data (bytes, NULL),
                                      (gssize) g_bytes_get_size (bytes), NULL));

  g_assert_true (tactics_game_window_play_test (f->window, file, &error));
  g_assert_no_error (error);
  game_ui_wait_idle (f->window);
  pass_if_asked (f);
  g_assert_cmpstr (screen_of (f), ==, "formation");
  game_ui_click_button (page_of (f, "formation"), "Choose for Me");
  finish_formation (f, 0);
  pass_if_asked (f);
  if (tactics_match_get_phase (match_of (f)) == TACTICS_MATCH_PHASE_PLACEMENT)
    game_ui_click_button (GTK_WIDGET (f->view), "Place for Me");
  game_ui_wait_idle (f->window);
  g_assert_cmpint (tactics_match_get_outcome (match_of (f)), ==, TACTICS_MATCH_OUTCOME_WIN);
  g_assert_cmpstr (screen_of (f), ==, "over");
  over = page_of (f, "over");
  g_assert_true (gtk_widget_get_visible (game_ui_find_button (over, "Back to the Editor")));
  g_assert_false (shows_label (over, "Main Menu"));
  g_assert_false (shows_label (over, "New Match…"));
  game_ui_screenshot (f->window, "scenario-play-test-over");

  g_remove (path);
  g_rmdir (folder);
}

/* How many pixels of @a and @b differ. */
static guint
count_changed_pixels (GdkTexture *a,
                      GdkTexture *b)
{
  int width = gdk_texture_get_width (a);
  int height = gdk_texture_get_height (a);
  g_autofree guint32 *pixels_a = g_new (guint32, (gsize) width * height);
  g_autofree guint32 *pixels_b = g_new (guint32, (gsize) width * height);
  guint n = 0;

  g_assert_cmpint (gdk_texture_get_width (b), ==, width);
  g_assert_cmpint (gdk_texture_get_height (b), ==, height);
  gdk_texture_download (a, (guchar *) pixels_a, (gsize) width * 4);
  gdk_texture_download (b, (guchar *) pixels_b, (gsize) width * 4);
  for (gsize i = 0; i < (gsize) width * height; i++)
    n += pixels_a[i] != pixels_b[i];
  return n;
}

/* Captain Ilsa is named where she shows: a mark on her token, her name on
 * the unit card (her kind under it) and in the log. */
static void
test_named_unit (Fixture       *f,
                 gconstpointer  data)
{
  g_autoptr(TacticsMatch) match = make_ford_match ();
  TacticsGameUnitLayer *units;
  TacticsGameSprite *sprite;
  TacticsUnit *captain;
  GtkWidget *card;
  g_autoptr(GdkTexture) marked = NULL;
  g_autoptr(GdkTexture) unmarked = NULL;

  tactics_game_window_play_game (f->window, match);
  game_ui_wait_idle (f->window);
  pass_if_asked (f);
  g_assert_cmpstr (screen_of (f), ==, "battle");
  captain = tactics_match_lookup_placed_unit (match, "captain");
  g_assert_nonnull (captain);

  /* The log tells who took the field. */
  g_assert_cmpuint (count_labels_saying (GTK_WIDGET (f->view),
                                         "West’s Captain Ilsa takes the field"), ==, 1);

  /* Her card: her name, then whose and what she is. */
  game_ui_click_cell (f->board, tactics_unit_get_cell (captain));
  game_ui_wait_idle (f->window);
  card = ui_test_find_widget (GTK_WIDGET (f->view), "TacticsGameUnitCard");
  g_assert_true (shows_label (card, "Captain Ilsa"));
  g_assert_cmpuint (count_labels_saying (card, "West’s Infantry"), ==, 1);
  game_ui_screenshot (f->window, "scenario-named-unit");

  /* Her token carries the mark; an army's infantry does not. */
  units = TACTICS_GAME_UNIT_LAYER (tactics_game_battle_view_get_overlay (f->view, "units"));
  sprite = tactics_game_unit_layer_get_sprite (units, tactics_unit_get_id (captain));
  g_assert_true (sprite->named);
  g_assert_false (tactics_game_unit_layer_get_sprite (units, 0)->named);
  marked = ui_test_render_widget (GTK_WIDGET (f->board));
  sprite->named = FALSE;
  tactics_board_layer_invalidate (TACTICS_BOARD_LAYER (units));
  unmarked = ui_test_render_widget (GTK_WIDGET (f->board));
  sprite->named = TRUE;
  tactics_board_layer_invalidate (TACTICS_BOARD_LAYER (units));
  g_assert_cmpuint (count_changed_pixels (marked, unmarked), >, 20);
}

/* A bundled map copied to another folder names "../default.ruleset.xml",
 * which is not there: the new-match page opens it on the bundled ruleset
 * and says so. */
static void
test_setup_copied_bundled_map (Fixture       *f,
                               gconstpointer  data)
{
  g_autoptr(GFile) bundled = game_ui_data_file ("maps", "skirmish.map.xml", NULL);
  g_autoptr(GFile) ruleset = game_ui_data_file ("default.ruleset.xml", NULL);
  g_autofree char *folder = g_dir_make_tmp ("tactics-game-copy-XXXXXX", NULL);
  g_autofree char *copy_path = g_build_filename (folder, "skirmish.map.xml", NULL);
  g_autoptr(GFile) copy = g_file_new_for_path (copy_path);
  g_autofree char *notice = g_strdup_printf ("skirmish.map.xml: the ruleset "
                                             "“../default.ruleset.xml” is not there: using the "
                                             "bundled one, %s", g_file_peek_path (ruleset));
  g_autoptr(GError) error = NULL;

  g_assert_true (g_file_copy (bundled, copy, G_FILE_COPY_NONE, NULL, NULL, NULL, &error));
  game_ui_click_button (page_of (f, "start"), "New Match");
  g_assert_true (tactics_game_setup_page_select_map_file (
                   TACTICS_GAME_SETUP_PAGE (page_of (f, "setup")), copy, &error));
  g_assert_no_error (error);
  ui_test_iterate ();
  g_assert_cmpuint (count_labels_saying (page_of (f, "setup"), notice), ==, 1);

  g_assert_true (g_file_delete (copy, NULL, NULL));
  g_assert_cmpint (g_rmdir (folder), ==, 0);
}

int
main (int   argc,
      char *argv[])
{
  game_ui_init (&argc, &argv);

  g_test_add ("/game-ui/scenario/named-unit", Fixture, NULL, fixture_set_up, test_named_unit,
              fixture_tear_down);
  g_test_add ("/game-ui/scenario/win-by-holding", Fixture, NULL, fixture_set_up,
              test_win_by_holding, fixture_tear_down);
  g_test_add ("/game-ui/scenario/setup-copied-bundled-map", Fixture, NULL, fixture_set_up,
              test_setup_copied_bundled_map, fixture_tear_down);
  g_test_add ("/game-ui/scenario/setup-offers-scenarios", Fixture, NULL, fixture_set_up,
              test_setup_offers_scenarios, fixture_tear_down);
  g_test_add ("/game-ui/scenario/play-test", Fixture, NULL, fixture_set_up, test_play_test,
              fixture_tear_down);

  return g_test_run ();
}
