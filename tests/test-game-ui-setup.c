/* SPDX-License-Identifier: GPL-3.0-or-later */
/* The set-up, army and placement screens say what is meant and hold still:
 * a computer's placement names the computer, the turn header is not cut,
 * the player rows keep their geometry whatever is chosen, the map list's
 * names line up and every bundled choice is in sight at 1280 × 800, and a
 * scenario's objectives show without scrolling. */
#include "config.h"

#include <string.h>

#include "game-ui-fixture.h"
#include "tactics-game-placement-panel.h"
#include "tactics-game-player-row.h"
#include "tactics-game-setup-page.h"
#include "test-game-ui-helpers.h"
#include "ui-test-helpers.h"

/* Hold the Ford, placing: the West first, then the East as @east. */
static TacticsMatch *
make_ford_match (const char        *west,
                 const char        *east,
                 TacticsPlayerKind  east_kind)
{
  g_autoptr(GFile) file = game_ui_data_file ("scenarios", "hold-the-ford.scenario.xml", NULL);
  g_autoptr(GError) error = NULL;
  g_autoptr(TacticsScenario) scenario = tactics_scenario_load (file, &error);
  g_autoptr(TacticsMatch) match = NULL;
  const char * const west_army[] = { "infantry", "archer", NULL };
  const char * const east_army[] = { "infantry", "mage", NULL };

  g_assert_no_error (error);
  match = tactics_match_new (tactics_scenario_get_map (scenario), NULL, 2,
                             TACTICS_MATCH_MODE_TURNS, 7);
  g_assert_nonnull (tactics_match_add_player (match, west, "#1565c0", TACTICS_PLAYER_HUMAN,
                                             TACTICS_AI_LEVEL_NORMAL, &error));
  g_assert_nonnull (tactics_match_add_player (match, east, "#c62828", east_kind,
                                             TACTICS_AI_LEVEL_NORMAL, &error));
  g_assert_true (tactics_match_set_scenario (match, scenario, &error));
  g_assert_true (tactics_match_set_formation (match, 0, west_army, &error));
  g_assert_true (tactics_match_set_formation (match, 1, east_army, &error));
  g_assert_true (tactics_match_start (match, &error));
  g_assert_no_error (error);
  g_assert_cmpint (tactics_match_get_phase (match), ==, TACTICS_MATCH_PHASE_PLACEMENT);
  return g_steal_pointer (&match);
}

/* While a computer places, the person at the screen is told whose army it
 * is, not that it is theirs. */
static void
test_computer_placement_named (void)
{
  g_autoptr(TacticsMatch) match = make_ford_match ("West", "Vermilion", TACTICS_PLAYER_COMPUTER);
  GtkWidget *panel = g_object_ref_sink (g_object_new (TACTICS_TYPE_GAME_PLACEMENT_PANEL, NULL));
  GtkWidget *info = gtk_widget_get_first_child (panel);
  const char *text;

  g_assert_true (GTK_IS_LABEL (info));
  tactics_game_placement_panel_update (TACTICS_GAME_PLACEMENT_PANEL (panel), match, 1, -1, FALSE);
  text = gtk_label_get_text (GTK_LABEL (info));
  g_assert_nonnull (strstr (text, "Vermilion’s"));
  g_assert_null (strstr (text, "your"));

  /* A person placing is spoken to. */
  tactics_game_placement_panel_update (TACTICS_GAME_PLACEMENT_PANEL (panel), match, 0, -1, TRUE);
  text = gtk_label_get_text (GTK_LABEL (info));
  g_assert_nonnull (strstr (text, "your"));
  g_object_unref (panel);
}

/* "Vermilion places the army" shows whole at the side panel's width, in
 * two lines where it must. */
static void
test_turn_title_whole (Fixture       *f,
                       gconstpointer  data)
{
  g_autoptr(TacticsMatch) match = make_ford_match ("Vermilion", "Turquoise",
                                                   TACTICS_PLAYER_HUMAN);
  g_autofree char *shot = g_strdup_printf ("setup-turn-title-%s", (const char *) data);
  GtkWidget *title;

  tactics_game_window_play_game (f->window, match);
  game_ui_wait_idle (f->window);
  while (g_str_equal (screen_of (f), "pass"))
    {
      g_signal_emit_by_name (ui_test_find_descendant (page_of (f, "pass"), GTK_TYPE_BUTTON,
                                                      "suggested-action"), "clicked");
      game_ui_wait_idle (f->window);
    }
  g_assert_cmpstr (screen_of (f), ==, "battle");
  title = ui_test_find_widget (GTK_WIDGET (f->window), "turn-title");
  g_assert_nonnull (title);
  ui_test_iterate ();
  g_assert_nonnull (strstr (gtk_label_get_text (GTK_LABEL (title)),
                            tactics_player_get_name (tactics_match_get_player (
                              match, (guint) tactics_match_get_current_player (match)))));
  game_ui_screenshot (f->window, shot);
  if (pango_layout_is_ellipsized (gtk_label_get_layout (GTK_LABEL (title))))
    g_error ("the turn header is cut (%s): “%s” at %d px", (const char *) data,
             gtk_label_get_text (GTK_LABEL (title)), gtk_widget_get_width (title));
}

/* New Match, in any language. */
static void
open_setup (Fixture *f)
{
  g_assert_true (gtk_widget_activate_action (GTK_WIDGET (f->window), "win.new-match", NULL));
  game_ui_wait_idle (f->window);
  g_assert_cmpstr (screen_of (f), ==, "setup");
}

static void
entry_bounds (GtkWidget       *row,
              GtkWidget       *window,
              graphene_rect_t *bounds)
{
  ui_test_iterate ();
  ui_test_iterate ();
  g_assert_true (gtk_widget_compute_bounds (ui_test_find_descendant (row, GTK_TYPE_ENTRY, NULL),
                                            window, bounds));
}

static void
assert_same_bounds (const graphene_rect_t *now,
                    const graphene_rect_t *before,
                    const char            *step)
{
  if (!graphene_rect_equal (now, before))
    g_error ("%s: the name field is at %g,%g, %g × %g; it was at %g,%g, %g × %g", step,
             now->origin.x, now->origin.y, now->size.width, now->size.height,
             before->origin.x, before->origin.y, before->size.width, before->size.height);
}

/* Switching a player between a person and a computer, or changing the
 * team, moves nothing: the name fields keep their place and size, and
 * every row's is the same. */
static void
test_player_rows_hold_still (Fixture       *f,
                             gconstpointer  data)
{
  GtkWidget *window = GTK_WIDGET (f->window);
  TacticsGameSetupPage *page;
  TacticsGamePlayerRow *first;
  TacticsGamePlayerRow *second;
  graphene_rect_t before;
  graphene_rect_t now;
  graphene_rect_t other;

  open_setup (f);
  page = TACTICS_GAME_SETUP_PAGE (page_of (f, "setup"));
  first = TACTICS_GAME_PLAYER_ROW (tactics_game_setup_page_get_player_row (page, 0));
  second = TACTICS_GAME_PLAYER_ROW (tactics_game_setup_page_get_player_row (page, 1));
  tactics_game_player_row_set_controller (first, TACTICS_PLAYER_HUMAN, TACTICS_AI_LEVEL_NORMAL);
  tactics_game_player_row_set_controller (second, TACTICS_PLAYER_COMPUTER,
                                          TACTICS_AI_LEVEL_NORMAL);
  entry_bounds (GTK_WIDGET (second), window, &before);
  entry_bounds (GTK_WIDGET (first), window, &other);
  g_assert_cmpfloat (other.origin.x, ==, before.origin.x);
  g_assert_cmpfloat (other.size.width, ==, before.size.width);

  tactics_game_player_row_set_controller (second, TACTICS_PLAYER_HUMAN, TACTICS_AI_LEVEL_NORMAL);
  entry_bounds (GTK_WIDGET (second), window, &now);
  assert_same_bounds (&now, &before, "a computer made a person");
  entry_bounds (GTK_WIDGET (first), window, &now);
  assert_same_bounds (&now, &other, "the other row, a computer made a person");

  tactics_game_player_row_set_controller (second, TACTICS_PLAYER_COMPUTER, TACTICS_AI_LEVEL_HARD);
  entry_bounds (GTK_WIDGET (second), window, &now);
  assert_same_bounds (&now, &before, "a person made a hard computer");

  for (guint team = 0; team < TACTICS_N_TEAMS; team++)
    {
      tactics_game_player_row_set_team (second, team);
      entry_bounds (GTK_WIDGET (second), window, &now);
      assert_same_bounds (&now, &before, tactics_team_get_name (team));
    }
  game_ui_screenshot (f->window, "setup-rows");
}

static GtkWidget *
row_name_label (GtkListBoxRow *row)
{
  /* The row: the picture, then the labels' box, the name first. */
  GtkWidget *picture = gtk_widget_get_first_child (gtk_list_box_row_get_child (row));

  return gtk_widget_get_first_child (gtk_widget_get_next_sibling (picture));
}

/* The map list's names line up, square maps and hex maps alike, and at
 * 1280 × 800 every bundled map and scenario is in sight. */
static void
test_map_list (Fixture       *f,
               gconstpointer  data)
{
  GtkWidget *page;
  GtkWidget *list;
  GtkWidget *scroller;
  GtkListBoxRow *row;
  graphene_rect_t bounds;
  double name_x = -1;
  int n_rows = 0;

  open_setup (f);
  page = page_of (f, "setup");
  list = ui_test_find_widget (page, "map_list");
  scroller = gtk_widget_get_ancestor (list, GTK_TYPE_SCROLLED_WINDOW);
  /* The pictures come an idle turn each. */
  game_ui_run_for (500);
  game_ui_screenshot (f->window, "setup-map-list");
  while ((row = gtk_list_box_get_row_at_index (GTK_LIST_BOX (list), n_rows)) != NULL)
    {
      GtkWidget *name = row_name_label (row);

      g_assert_true (GTK_IS_LABEL (name));
      g_assert_true (gtk_widget_compute_bounds (name, list, &bounds));
      if (name_x < 0)
        name_x = bounds.origin.x;
      else if (bounds.origin.x != name_x)
        g_error ("“%s” starts at %g, the first name at %g",
                 gtk_label_get_text (GTK_LABEL (name)), bounds.origin.x, name_x);
      g_assert_true (gtk_widget_compute_bounds (GTK_WIDGET (row), scroller, &bounds));
      if (bounds.origin.y < 0 || bounds.origin.y + bounds.size.height >
                                   gtk_widget_get_height (scroller) + 0.5)
        g_error ("“%s” is out of sight: %g to %g in a list %d high",
                 gtk_label_get_text (GTK_LABEL (name)), bounds.origin.y,
                 bounds.origin.y + bounds.size.height, gtk_widget_get_height (scroller));
      n_rows++;
    }
  /* Four maps and three scenarios are bundled. */
  g_assert_cmpint (n_rows, >=, 7);
}

/* With a scenario chosen, its objectives show without scrolling at
 * 1280 × 800, whatever the language. */
static void
test_scenario_objectives_in_sight (Fixture       *f,
                                   gconstpointer  data)
{
  g_autoptr(GFile) file = game_ui_data_file ("scenarios", "hold-the-ford.scenario.xml", NULL);
  g_autoptr(GError) error = NULL;
  g_autofree char *shot = g_strdup_printf ("setup-scenario-%s", (const char *) data);
  GtkWidget *window = GTK_WIDGET (f->window);
  TacticsGameSetupPage *page;
  GtkWidget *description;
  GtkWidget *page_scroller;
  graphene_rect_t bounds;
  graphene_rect_t scroller_bounds;
  PangoLayoutIter *iter;
  PangoRectangle line;
  int line_bottom;

  open_setup (f);
  page = TACTICS_GAME_SETUP_PAGE (page_of (f, "setup"));
  g_assert_true (tactics_game_setup_page_select_map_file (page, file, &error));
  g_assert_no_error (error);
  game_ui_run_for (300);
  game_ui_screenshot (f->window, shot);

  description = ui_test_find_widget (GTK_WIDGET (page), "map-description");
  g_assert_true (gtk_widget_get_mapped (description));
  /* The objectives come first… */
  g_assert_true (g_str_has_prefix (gtk_label_get_text (GTK_LABEL (description)), "•"));
  /* …and their first two lines are in the window, the page not scrolled. */
  page_scroller = gtk_widget_get_first_child (GTK_WIDGET (page));
  g_assert_true (GTK_IS_SCROLLED_WINDOW (page_scroller));
  g_assert_cmpfloat (gtk_adjustment_get_value (gtk_scrolled_window_get_vadjustment (
                       GTK_SCROLLED_WINDOW (page_scroller))), ==, 0);
  g_assert_true (gtk_widget_compute_bounds (description, window, &bounds));
  g_assert_true (gtk_widget_compute_bounds (page_scroller, window, &scroller_bounds));
  iter = pango_layout_get_iter (gtk_label_get_layout (GTK_LABEL (description)));
  g_assert_true (pango_layout_iter_next_line (iter));
  pango_layout_iter_get_line_extents (iter, NULL, &line);
  pango_layout_iter_free (iter);
  line_bottom = (line.y + line.height) / PANGO_SCALE;
  if (bounds.origin.y < scroller_bounds.origin.y ||
      bounds.origin.y + line_bottom > scroller_bounds.origin.y + scroller_bounds.size.height)
    g_error ("the objectives (%s) are below the fold: %g to %g on a page ending at %g",
             (const char *) data, bounds.origin.y, bounds.origin.y + line_bottom,
             scroller_bounds.origin.y + scroller_bounds.size.height);
}

int
main (int   argc,
      char *argv[])
{
  static const char * const languages[] = { "en", "pt_BR", "es" };

  ui_test_use_built_catalogues ();
  game_ui_init (&argc, &argv);

  g_test_add_func ("/game-ui-setup/computer-placement-named", test_computer_placement_named);
  for (guint i = 0; i < G_N_ELEMENTS (languages); i++)
    {
      g_autofree char *title = g_strdup_printf ("/game-ui-setup/turn-title-whole/%s",
                                                languages[i]);
      g_autofree char *objectives = g_strdup_printf ("/game-ui-setup/scenario-objectives/%s",
                                                     languages[i]);

      g_test_add (title, Fixture, languages[i], fixture_set_up_in_language, test_turn_title_whole,
                  fixture_tear_down);
      g_test_add (objectives, Fixture, languages[i], fixture_set_up_in_language,
                  test_scenario_objectives_in_sight, fixture_tear_down);
    }
  g_test_add ("/game-ui-setup/player-rows-hold-still", Fixture, "en", fixture_set_up_in_language,
              test_player_rows_hold_still, fixture_tear_down);
  g_test_add ("/game-ui-setup/map-list", Fixture, "en", fixture_set_up_in_language, test_map_list,
              fixture_tear_down);
  return g_test_run ();
}
