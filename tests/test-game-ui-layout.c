/* SPDX-License-Identifier: GPL-3.0-or-later */
/* The game window's layout holds still: whatever the side panel shows (a
 * unit's card, the placement sentence, a scenario's objectives, the log),
 * in every language, the board keeps its place, its size and its zoom and
 * the window keeps its size. A scenario match in hot seat, placed unit by
 * unit and played for a turn through the widgets. */
#include "config.h"


#include "game-ui-fixture.h"
#include "tactics-match-private.h"
#include "tactics-game-unit-layer.h"
#include "test-game-ui-helpers.h"
#include "ui-test-helpers.h"

static const char * const languages[] = { "en", "pt_BR", "es", "ja", "zh_CN" };

/* Where the board is and how it draws, and the window's size. */
typedef struct {
  graphene_rect_t board;
  double          cell_size;
  int             window_width;
  int             window_height;
} Frame;

static void
take_frame (Fixture *f,
            Frame   *frame)
{
  g_assert_true (gtk_widget_compute_bounds (GTK_WIDGET (f->board), GTK_WIDGET (f->window),
                                            &frame->board));
  frame->cell_size = tactics_viewport_get_cell_size (tactics_board_get_viewport (f->board));
  frame->window_width = gtk_widget_get_width (GTK_WIDGET (f->window));
  frame->window_height = gtk_widget_get_height (GTK_WIDGET (f->window));
}

static void
assert_frame_kept (Fixture     *f,
                   const Frame *first,
                   const char  *step)
{
  Frame now;

  ui_test_iterate ();
  take_frame (f, &now);
  if (!graphene_rect_equal (&now.board, &first->board) || now.cell_size != first->cell_size ||
      now.window_width != first->window_width || now.window_height != first->window_height)
    g_error ("%s (%s): the board is at %g,%g, %g × %g, %g px a cell, in a window of %d × %d; "
             "it was at %g,%g, %g × %g, %g px a cell, in %d × %d", step, g_getenv ("LANGUAGE"),
             now.board.origin.x, now.board.origin.y, now.board.size.width,
             now.board.size.height, now.cell_size, now.window_width, now.window_height,
             first->board.origin.x, first->board.origin.y, first->board.size.width,
             first->board.size.height, first->cell_size, first->window_width,
             first->window_height);
}

/* Hold the Ford, both sides played here, placed by hand: its objectives
 * and Captain Ilsa beside the board, armies of every kind of unit. */
static TacticsMatch *
make_ford_match (void)
{
  g_autoptr(GFile) file = game_ui_data_file ("scenarios", "hold-the-ford.scenario.xml", NULL);
  g_autoptr(GError) error = NULL;
  g_autoptr(TacticsScenario) scenario = tactics_scenario_load (file, &error);
  g_autoptr(TacticsMatch) match = NULL;
  const char * const west[] = { "infantry", "archer", "cavalry", "mage", NULL };
  const char * const east[] = { "grenadier", "healer", "griffin", "archer", "infantry", NULL };

  g_assert_no_error (error);
  match = tactics_match_new (tactics_scenario_get_map (scenario), NULL, 5,
                             TACTICS_MATCH_MODE_TURNS, 7);
  g_assert_nonnull (tactics_match_add_player (match, "West", "#1565c0", TACTICS_PLAYER_HUMAN,
                                             TACTICS_AI_LEVEL_NORMAL, &error));
  g_assert_nonnull (tactics_match_add_player (match, "East", "#c62828", TACTICS_PLAYER_HUMAN,
                                             TACTICS_AI_LEVEL_NORMAL, &error));
  g_assert_true (tactics_match_set_scenario (match, scenario, &error));
  g_assert_true (tactics_match_set_formation (match, 0, west, &error));
  g_assert_true (tactics_match_set_formation (match, 1, east, &error));
  g_assert_true (tactics_match_start (match, &error));
  g_assert_no_error (error);
  return g_steal_pointer (&match);
}

/* pass_if_asked() in any language: the pass screen's one button. */
static void
pass_screen (Fixture *f)
{
  while (g_str_equal (screen_of (f), "pass"))
    {
      GtkWidget *ready = ui_test_find_descendant (page_of (f, "pass"), GTK_TYPE_BUTTON,
                                                  "suggested-action");

      g_assert_nonnull (ready);
      g_signal_emit_by_name (ready, "clicked");
      game_ui_wait_idle (f->window);
    }
}

/* Whether @widget shows whole in the side panel's scrolled part, which
 * holds it: the player need not scroll to reach it. */
static void
assert_in_view (GtkWidget  *widget,
                const char *what)
{
  GtkWidget *scroller = gtk_widget_get_ancestor (widget, GTK_TYPE_SCROLLED_WINDOW);
  graphene_rect_t bounds;

  g_assert_nonnull (scroller);
  g_assert_true (gtk_widget_compute_bounds (widget, scroller, &bounds));
  if (bounds.origin.y < 0 ||
      bounds.origin.y + bounds.size.height > gtk_widget_get_height (scroller))
    g_error ("%s (%s) is out of view: %g to %g in a panel %d high", what, g_getenv ("LANGUAGE"),
             bounds.origin.y, bounds.origin.y + bounds.size.height,
             gtk_widget_get_height (scroller));
}

static TacticsCellLayer *
overlay (Fixture    *f,
         const char *name)
{
  return TACTICS_CELL_LAYER (tactics_game_battle_view_get_overlay (f->view, name));
}

/* Saves the window as game-layout-LANGUAGE-@step.png, for people to look
 * at: text cut off, overlaps. */
static void
shoot (Fixture    *f,
       const char *step)
{
  g_autofree char *name = g_strdup_printf ("layout-%s-%s", g_getenv ("LANGUAGE"), step);

  game_ui_screenshot (f->window, name);
}

/* Chooses each unit left to place in the placement panel, then places the
 * one chosen last, until every army stands on the board. */
static void
place_every_unit (Fixture     *f,
                  const Frame *first)
{
  TacticsMatch *match = match_of (f);

  while (tactics_match_get_phase (match) == TACTICS_MATCH_PHASE_PLACEMENT)
    {
      GtkWidget *units = ui_test_find_descendant (GTK_WIDGET (f->view), GTK_TYPE_FLOW_BOX, NULL);
      TacticsCellLayer *cells = overlay (f, "placement");
      TacticsCell cell;
      guint n_placed = tactics_match_get_n_commands (match);

      g_assert_nonnull (units);
      assert_in_view (units, "the units to place");
      /* Choosing one fills the panel again: by position, not by widget. */
      for (int i = 0; gtk_flow_box_get_child_at_index (GTK_FLOW_BOX (units), i) != NULL; i++)
        {
          g_signal_emit_by_name (gtk_flow_box_get_child_at_index (GTK_FLOW_BOX (units), i),
                                 "activate");
          assert_frame_kept (f, first, "a unit to place chosen");
          units = ui_test_find_descendant (GTK_WIDGET (f->view), GTK_TYPE_FLOW_BOX, NULL);
        }
      g_assert_cmpint (tactics_game_battle_view_get_placing_unit (f->view), >=, 0);
      g_assert_cmpuint (tactics_cell_layer_get_n_cells (cells), >, 0);
      cell = tactics_cell_layer_get_cell (cells, 0);
      game_ui_hover_cell (f->board, cell);
      assert_frame_kept (f, first, "a unit shown where it would be placed");
      if (tactics_match_get_n_commands (match) == 0)
        shoot (f, "placement");
      game_ui_click_cell (f->board, cell);
      game_ui_wait_idle (f->window);
      pass_screen (f);
      g_assert_cmpuint (tactics_match_get_n_commands (match), >, n_placed);
      assert_frame_kept (f, first, "a unit placed");
    }
}

/* Selects or looks at every unit on the board; aims each action of the
 * current player's units at an enemy. */
static void
select_every_unit (Fixture     *f,
                   const Frame *first)
{
  TacticsMatch *match = match_of (f);
  int player = tactics_match_get_current_player (match);
  TacticsUnit *enemy = NULL;

  for (guint id = 0; id < tactics_match_get_n_units (match) && enemy == NULL; id++)
    {
      TacticsUnit *unit = tactics_match_get_unit (match, id);

      if ((int) tactics_unit_get_owner (unit) != player && tactics_unit_is_on_board (unit))
        enemy = unit;
    }
  g_assert_nonnull (enemy);

  for (guint id = 0; id < tactics_match_get_n_units (match); id++)
    {
      TacticsUnit *unit = tactics_match_get_unit (match, id);

      if (!tactics_unit_is_on_board (unit))
        continue;
      game_ui_click_cell (f->board, tactics_unit_get_cell (unit));
      game_ui_wait_idle (f->window);
      assert_frame_kept (f, first, "a unit selected");
      if ((int) tactics_unit_get_owner (unit) == player)
        for (guint action = 0; action < tactics_match_get_n_unit_actions (match, unit); action++)
          {
            g_assert_true (game_ui_press_key (f->view, GDK_KEY_1 + action, 0));
            game_ui_hover_cell (f->board, tactics_unit_get_cell (enemy));
            assert_frame_kept (f, first, "an action aimed");
          }
      game_ui_press_key (f->view, GDK_KEY_Escape, 0);
      game_ui_press_key (f->view, GDK_KEY_Escape, 0);
      game_ui_wait_idle (f->window);
      assert_frame_kept (f, first, "the selection dropped");
    }
}

/* Moves the current player's first unit that can move somewhere. */
static void
move_a_unit (Fixture     *f,
             const Frame *first)
{
  TacticsMatch *match = match_of (f);
  int player = tactics_match_get_current_player (match);

  for (guint id = 0; id < tactics_match_get_n_units (match); id++)
    {
      TacticsUnit *unit = tactics_match_get_unit (match, id);
      TacticsCellLayer *reach = overlay (f, "reach");
      TacticsCell from = tactics_unit_get_cell (unit);

      if ((int) tactics_unit_get_owner (unit) != player || !tactics_unit_is_on_board (unit))
        continue;
      game_ui_click_cell (f->board, from);
      game_ui_wait_idle (f->window);
      for (guint i = 0; i < tactics_cell_layer_get_n_cells (reach); i++)
        {
          TacticsCell to = tactics_cell_layer_get_cell (reach, i);

          if (to.x == from.x && to.y == from.y)
            continue;
          game_ui_click_cell (f->board, to);
          game_ui_wait_idle (f->window);
          g_assert_true (tactics_unit_has_moved (unit));
          assert_frame_kept (f, first, "a unit moved");
          game_ui_press_key (f->view, GDK_KEY_Escape, 0);
          return;
        }
      game_ui_press_key (f->view, GDK_KEY_Escape, 0);
    }
  g_assert_not_reached ();
}

static void
test_layout_holds (Fixture       *f,
                   gconstpointer  data)
{
  g_autoptr(TacticsMatch) match = make_ford_match ();
  Frame first;

  tactics_game_window_play_game (f->window, match);
  game_ui_wait_idle (f->window);
  pass_screen (f);
  g_assert_cmpstr (screen_of (f), ==, "battle");
  g_assert_cmpint (tactics_match_get_phase (match), ==, TACTICS_MATCH_PHASE_PLACEMENT);
  /* The window at 1280 × 800 (game_ui_new_window()), its decorations' shadow aside. */
  take_frame (f, &first);
  g_assert_cmpint (first.window_width, <=, 1280);
  g_assert_cmpint (first.window_height, <=, 800);

  place_every_unit (f, &first);
  g_assert_cmpint (tactics_match_get_phase (match), ==, TACTICS_MATCH_PHASE_PLAYING);

  for (guint turn = 0; turn < 2; turn++)
    {
      select_every_unit (f, &first);
      move_a_unit (f, &first);
      g_assert_true (gtk_widget_activate_action (GTK_WIDGET (f->view), "battle.end-turn", NULL));
      game_ui_wait_idle (f->window);
      pass_screen (f);
      assert_frame_kept (f, &first, "a turn ended");
    }
}

/* A turn as a player sees it, for the screenshots: Hold the Ford with two
 * units a side, the West's infantry at the ford and the East's across it;
 * the infantry is selected, steps up to the East's, aims its sword at it
 * (the forecast over the target) and strikes; the turn ends. The layout
 * holds here too. */
static void
test_turn_shots (Fixture       *f,
                 gconstpointer  data)
{
  g_autoptr(GFile) file = game_ui_data_file ("scenarios", "hold-the-ford.scenario.xml", NULL);
  g_autoptr(GError) error = NULL;
  g_autoptr(TacticsScenario) scenario = tactics_scenario_load (file, &error);
  g_autoptr(TacticsMatch) match = NULL;
  const char * const west[] = { "infantry", "archer", NULL };
  const char * const east[] = { "infantry", "mage", NULL };
  const TacticsCell cells[] = { { 10, 7 }, { 8, 8 }, { 13, 7 }, { 15, 9 } };
  TacticsGameSprite *target;
  GtkWidget *action;
  Frame first;

  g_assert_no_error (error);
  match = tactics_match_new (tactics_scenario_get_map (scenario), NULL, 2,
                             TACTICS_MATCH_MODE_TURNS, 7);
  g_assert_nonnull (tactics_match_add_player (match, "West", "#1565c0", TACTICS_PLAYER_HUMAN,
                                             TACTICS_AI_LEVEL_NORMAL, &error));
  g_assert_nonnull (tactics_match_add_player (match, "East", "#c62828", TACTICS_PLAYER_HUMAN,
                                             TACTICS_AI_LEVEL_NORMAL, &error));
  g_assert_true (tactics_match_set_scenario (match, scenario, &error));
  g_assert_true (tactics_match_set_formation (match, 0, west, &error));
  g_assert_true (tactics_match_set_formation (match, 1, east, &error));
  g_assert_true (tactics_match_start_arranged (match, cells, &error));
  g_assert_no_error (error);

  tactics_game_window_play_game (f->window, match);
  game_ui_wait_idle (f->window);
  pass_screen (f);
  g_assert_cmpint (tactics_match_get_current_player (match), ==, 0);
  take_frame (f, &first);

  game_ui_click_cell (f->board, cells[0]);
  game_ui_wait_idle (f->window);
  g_assert_cmpint (tactics_game_battle_view_get_selected_unit (f->view), ==, 0);
  game_ui_hover_cell (f->board, (TacticsCell) { 12, 7 });
  assert_frame_kept (f, &first, "a unit selected");
  shoot (f, "select");

  game_ui_click_cell (f->board, (TacticsCell) { 12, 7 });
  game_ui_wait_idle (f->window);
  g_assert_true (tactics_unit_has_moved (tactics_match_get_unit (match, 0)));
  assert_frame_kept (f, &first, "a unit moved");
  shoot (f, "move");

  /* The sword, its one action, is aimed for it after the move. */
  /* The unit card's first action (found again: choosing one may rebuild the card). */
  if (tactics_game_battle_view_get_selected_action (f->view) != 0)
    g_signal_emit_by_name (ui_test_find_descendant (GTK_WIDGET (f->view), GTK_TYPE_BUTTON,
                                                    "action-button"), "clicked");
  g_assert_cmpint (tactics_game_battle_view_get_selected_action (f->view), ==, 0);
  action = ui_test_find_descendant (GTK_WIDGET (f->view), GTK_TYPE_BUTTON, "action-button");
  assert_in_view (action, "the unit's action");
  game_ui_hover_cell (f->board, cells[2]);
  target = tactics_game_unit_layer_get_sprite (
             TACTICS_GAME_UNIT_LAYER (tactics_game_battle_view_get_overlay (f->view, "units")), 2);
  g_assert_true (target->has_prediction);
  assert_frame_kept (f, &first, "an attack aimed");
  shoot (f, "forecast");

  game_ui_click_cell (f->board, cells[2]);
  game_ui_wait_idle (f->window);
  g_assert_true (tactics_unit_has_acted (tactics_match_get_unit (match, 0)));
  g_assert_true (gtk_widget_activate_action (GTK_WIDGET (f->view), "battle.end-turn", NULL));
  game_ui_wait_idle (f->window);
  pass_screen (f);
  g_assert_cmpint (tactics_match_get_current_player (match), ==, 1);
  assert_frame_kept (f, &first, "a turn ended");
  shoot (f, "end-turn");
}

int
main (int   argc,
      char *argv[])
{
  ui_test_use_built_catalogues ();
  game_ui_init (&argc, &argv);

  for (guint i = 0; i < G_N_ELEMENTS (languages); i++)
    {
      g_autofree char *path = g_strdup_printf ("/game-ui-layout/holds/%s", languages[i]);

      g_test_add (path, Fixture, languages[i], fixture_set_up_in_language, test_layout_holds,
                  fixture_tear_down);
    }
  for (guint i = 0; i < G_N_ELEMENTS (languages); i++)
    {
      g_autofree char *path = g_strdup_printf ("/game-ui-layout/turn/%s", languages[i]);

      g_test_add (path, Fixture, languages[i], fixture_set_up_in_language, test_turn_shots,
                  fixture_tear_down);
    }
  return g_test_run ();
}
