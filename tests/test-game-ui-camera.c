/* SPDX-License-Identifier: GPL-3.0-or-later */
/* The camera belongs to the player: the board never zooms by itself nor
 * moves under the pointer while a human places, moves or aims; it pans
 * (never zooms) to show a computer's move off screen. The zoom controls,
 * their keys and indicator, the minimap and its dots, and the tokens'
 * size at fit zoom on every bundled map, with screenshots. */
#include "config.h"

#include <string.h>

#include "tactics-match-private.h"
#include "tactics-game-unit-layer.h"
#include "test-game-ui-helpers.h"
#include "ui-test-helpers.h"

typedef struct {
  TacticsGameWindow     *window;
  TacticsGameBattleView *view;
  TacticsBoard          *board;
  TacticsViewport       *viewport;
} Fixture;

static void
fixture_set_up (Fixture       *f,
                gconstpointer  data)
{
  f->window = game_ui_new_window ();
  f->view = game_ui_get_battle_view (f->window);
  f->board = game_ui_get_board (f->window);
  f->viewport = tactics_board_get_viewport (f->board);
  g_object_set (f->window, "animation-speed", "instant", NULL);
  /* These matches end turns with units left to move on purpose. */
  tactics_game_battle_view_set_confirm_end_turn (f->view, FALSE);
}

static void
fixture_tear_down (Fixture       *f,
                   gconstpointer  data)
{
  game_ui_destroy_window (f->window);
}

/* Ann (human) and Bob (@second) with @n units each on @map. */
static TacticsMatch *
make_match (TacticsMap        *map,
            TacticsPlayerKind  second,
            guint              n)
{
  g_autoptr(TacticsMatch) match = tactics_match_new (map, NULL, n, TACTICS_MATCH_MODE_TURNS, 11);
  g_autoptr(GPtrArray) army = g_ptr_array_new ();
  g_autoptr(GError) error = NULL;
  const char * const types[] = { "infantry", "archer", "cavalry" };

  for (guint i = 0; i < n; i++)
    g_ptr_array_add (army, (gpointer) types[i % G_N_ELEMENTS (types)]);
  g_ptr_array_add (army, NULL);
  g_assert_nonnull (tactics_match_add_player (match, "Ann", "#0072b2", TACTICS_PLAYER_HUMAN,
                                             TACTICS_AI_LEVEL_NORMAL, &error));
  g_assert_nonnull (tactics_match_add_player (match, "Bob", "#d55e00", second,
                                             TACTICS_AI_LEVEL_NORMAL, &error));
  g_assert_true (tactics_match_set_formation (match, 0, (const char * const *) army->pdata,
                                              &error));
  g_assert_true (tactics_match_set_formation (match, 1, (const char * const *) army->pdata,
                                              &error));
  g_assert_no_error (error);
  return g_steal_pointer (&match);
}

static void
play (Fixture      *f,
      TacticsMatch *match)
{
  tactics_game_window_play_game (f->window, match);
  game_ui_wait_idle (f->window);
  g_assert_cmpstr (tactics_game_window_get_screen (f->window), ==, "battle");
}

/* A primary click at a point of the board, wherever the cells are now. */
static void
click_at (TacticsBoard *board,
          double        x,
          double        y)
{
  GtkEventController *drag = ui_test_find_controller (GTK_WIDGET (board), GTK_TYPE_GESTURE_DRAG);
  g_autoptr(GListModel) controllers = gtk_widget_observe_controllers (GTK_WIDGET (board));

  for (guint i = 0; i < g_list_model_get_n_items (controllers); i++)
    {
      g_autoptr(GtkEventController) controller = g_list_model_get_item (controllers, i);

      if (GTK_IS_EVENT_CONTROLLER_MOTION (controller))
        g_signal_emit_by_name (controller, "motion", x, y);
    }
  g_signal_emit_by_name (drag, "drag-begin", x, y);
  g_signal_emit_by_name (drag, "drag-end", 0.0, 0.0);
}

/* Presses @keyval with @state through the class key bindings of @widget,
 * as GTK does when the focus is in it. FALSE when none is bound. */
static gboolean
press_binding (GtkWidget       *widget,
               guint            keyval,
               GdkModifierType  state)
{
  g_autoptr(GListModel) controllers = gtk_widget_observe_controllers (widget);

  for (guint i = 0; i < g_list_model_get_n_items (controllers); i++)
    {
      g_autoptr(GtkEventController) controller = g_list_model_get_item (controllers, i);

      if (!GTK_IS_SHORTCUT_CONTROLLER (controller))
        continue;
      for (guint j = 0; j < g_list_model_get_n_items (G_LIST_MODEL (controller)); j++)
        {
          g_autoptr(GtkShortcut) shortcut = g_list_model_get_item (G_LIST_MODEL (controller), j);
          GtkShortcutTrigger *trigger = gtk_shortcut_get_trigger (shortcut);

          if (GTK_IS_KEYVAL_TRIGGER (trigger) &&
              gtk_keyval_trigger_get_keyval (GTK_KEYVAL_TRIGGER (trigger)) == keyval &&
              gtk_keyval_trigger_get_modifiers (GTK_KEYVAL_TRIGGER (trigger)) == state)
            {
              gboolean done = gtk_shortcut_action_activate (gtk_shortcut_get_action (shortcut), 0,
                                                            widget,
                                                            gtk_shortcut_get_arguments (shortcut));

              ui_test_iterate ();
              return done;
            }
        }
    }
  return FALSE;
}

/* The tokens the board shows, counted as the minimap must: placed units
 * still standing. */
static guint
n_units_on_board (TacticsMatch *match)
{
  guint n = 0;

  for (guint id = 0; id < tactics_match_get_n_units (match); id++)
    n += tactics_unit_is_on_board (tactics_match_get_unit (match, id));
  return n;
}

/* Placement on a big field: no zoom when the human's placement starts,
 * nor after a unit is placed; the second click lands on the cell that was
 * under the pointer before the first. */
static void
test_placement_keeps_camera (Fixture       *f,
                             gconstpointer  data)
{
  g_autoptr(TacticsMap) map = game_ui_make_field (44, 30);
  g_autoptr(TacticsMatch) match = make_match (map, TACTICS_PLAYER_COMPUTER, 3);
  g_autoptr(GError) error = NULL;
  TacticsCellLayer *placement;
  double fit_size;
  double center_x;
  double center_y;
  TacticsCell first;
  TacticsCell second = { -1, -1 };
  double second_x;
  double second_y;
  TacticsCell under;
  int unit_id;

  g_assert_true (tactics_match_start (match, &error));
  g_assert_no_error (error);
  play (f, match);
  g_assert_cmpint (tactics_match_get_phase (match), ==, TACTICS_MATCH_PHASE_PLACEMENT);
  g_assert_cmpint (tactics_match_get_current_player (match), ==, 0);
  g_assert_true (tactics_board_get_fitted (f->board));

  /* Tokens on such a field are small at fit: still no zoom. */
  fit_size = tactics_viewport_get_cell_size (f->viewport);
  g_assert_cmpfloat (fit_size, <, 28.0);
  center_x = tactics_viewport_get_center_x (f->viewport);
  center_y = tactics_viewport_get_center_y (f->viewport);

  placement = TACTICS_CELL_LAYER (tactics_game_battle_view_get_overlay (f->view, "placement"));
  g_assert_cmpuint (tactics_cell_layer_get_n_cells (placement), >, 1);
  first = tactics_cell_layer_get_cell (placement, 0);
  /* The second cell: a highlighted one now that stays free after the first. */
  for (guint i = tactics_cell_layer_get_n_cells (placement); i-- > 1;)
    {
      TacticsCell cell = tactics_cell_layer_get_cell (placement, i);

      if (abs (cell.x - first.x) + abs (cell.y - first.y) == 1)
        {
          second = cell;
          break;
        }
    }
  g_assert_cmpint (second.x, >=, 0);
  tactics_viewport_cell_center (f->viewport, second, &second_x, &second_y);

  /* The ghost of the unit to place is no dot on the minimap. */
  game_ui_hover_cell (f->board, first);
  ui_test_iterate ();
  g_assert_cmpuint (tactics_minimap_get_n_markers (tactics_game_battle_view_get_minimap (f->view)),
                    ==, n_units_on_board (match));

  unit_id = tactics_game_battle_view_get_placing_unit (f->view);
  game_ui_click_cell (f->board, first);
  game_ui_wait_idle (f->window);
  g_assert_true (tactics_unit_is_placed (tactics_match_get_unit (match, (guint) unit_id)));
  g_assert_cmpfloat (tactics_viewport_get_cell_size (f->viewport), ==, fit_size);
  g_assert_cmpfloat (tactics_viewport_get_center_x (f->viewport), ==, center_x);
  g_assert_cmpfloat (tactics_viewport_get_center_y (f->viewport), ==, center_y);

  /* The pointer did not move: the click lands where it points. */
  g_assert_true (tactics_viewport_cell_at (f->viewport, second_x, second_y, &under));
  g_assert_cmpint (under.x, ==, second.x);
  g_assert_cmpint (under.y, ==, second.y);
  g_assert_true (tactics_cell_layer_contains (placement, second));
  unit_id = tactics_game_battle_view_get_placing_unit (f->view);
  click_at (f->board, second_x, second_y);
  game_ui_wait_idle (f->window);
  g_assert_true (tactics_unit_is_placed (tactics_match_get_unit (match, (guint) unit_id)));
  g_assert_cmpint (tactics_unit_get_cell (tactics_match_get_unit (match, (guint) unit_id)).x, ==,
                   second.x);
  g_assert_cmpint (tactics_unit_get_cell (tactics_match_get_unit (match, (guint) unit_id)).y, ==,
                   second.y);

  /* The last unit, then the computer places and the battle starts: the
   * human's first turn does not zoom either. */
  g_assert_true (gtk_widget_activate_action (GTK_WIDGET (f->view), "battle.place-for-me", NULL));
  game_ui_wait_idle (f->window);
  while (tactics_match_get_phase (match) == TACTICS_MATCH_PHASE_PLACEMENT)
    {
      g_assert_cmpint (tactics_match_get_current_player (match), ==, 0);
      g_assert_true (gtk_widget_activate_action (GTK_WIDGET (f->view), "battle.place-for-me",
                                                 NULL));
      game_ui_wait_idle (f->window);
    }
  g_assert_cmpint (tactics_match_get_phase (match), ==, TACTICS_MATCH_PHASE_PLAYING);
  if (tactics_match_get_current_player (match) != 0)
    game_ui_wait_idle (f->window);
  g_assert_cmpint (tactics_match_get_current_player (match), ==, 0);
  g_assert_cmpfloat (tactics_viewport_get_cell_size (f->viewport), ==, fit_size);
  g_assert_true (tactics_board_get_fitted (f->board));
  game_ui_screenshot (f->window, "camera-placement-done");
}

/* Zoomed in on Ann's corner, the computer's moves far away pan the board
 * to them, never zoom; Ann's next turn leaves the view where it is. */
static void
test_computer_pans (Fixture       *f,
                    gconstpointer  data)
{
  g_autoptr(TacticsMap) map = game_ui_make_field (44, 30);
  g_autoptr(TacticsMatch) match = make_match (map, TACTICS_PLAYER_COMPUTER, 2);
  const TacticsCell cells[] = { { 2, 2 }, { 3, 2 }, { 40, 26 }, { 41, 27 } };
  g_autoptr(GError) error = NULL;
  double zoomed;
  double bob_x;
  double bob_y;
  double center_x;
  double center_y;

  g_assert_true (tactics_match_start_arranged (match, cells, &error));
  g_assert_no_error (error);
  play (f, match);
  g_assert_cmpint (tactics_match_get_current_player (match), ==, 0);

  tactics_viewport_set_cell_size (f->viewport, 48.0);
  tactics_board_center_on (f->board, cells[0]);
  zoomed = tactics_viewport_get_cell_size (f->viewport);
  tactics_viewport_cell_center (f->viewport, cells[2], &bob_x, &bob_y);
  g_assert_cmpfloat (bob_x, >, gtk_widget_get_width (GTK_WIDGET (f->board)));

  g_object_set (f->window, "animation-speed", "fast", NULL);
  g_assert_true (gtk_widget_activate_action (GTK_WIDGET (f->view), "battle.end-turn", NULL));
  game_ui_wait_idle (f->window);
  g_assert_cmpint (tactics_match_get_current_player (match), ==, 0);
  g_assert_cmpfloat (tactics_viewport_get_cell_size (f->viewport), ==, zoomed);

  /* It panned to Bob's units: one of them is in view now. */
  {
    gboolean seen = FALSE;

    for (guint id = 2; id < 4; id++)
      {
        TacticsUnit *unit = tactics_match_get_unit (match, id);
        double x;
        double y;

        if (!tactics_unit_is_on_board (unit))
          continue;
        tactics_viewport_cell_center (f->viewport, tactics_unit_get_cell (unit), &x, &y);
        seen |= x >= 0 && y >= 0 && x <= gtk_widget_get_width (GTK_WIDGET (f->board)) &&
                y <= gtk_widget_get_height (GTK_WIDGET (f->board));
      }
    g_assert_true (seen);
  }
  game_ui_screenshot (f->window, "camera-computer-panned");
  center_x = tactics_viewport_get_center_x (f->viewport);
  center_y = tactics_viewport_get_center_y (f->viewport);
  game_ui_run_for (300);

  /* Ann's turn leaves the view where the computer left it. */
  g_assert_cmpfloat (tactics_viewport_get_center_x (f->viewport), ==, center_x);
  g_assert_cmpfloat (tactics_viewport_get_center_y (f->viewport), ==, center_y);
}

/* At fit zoom the whole map is on screen: a computer's blow at the edge
 * column moves nothing. */
static void
test_fit_stays (Fixture       *f,
                gconstpointer  data)
{
  g_autoptr(TacticsMap) map = game_ui_make_field (24, 16);
  g_autoptr(TacticsMatch) match = make_match (map, TACTICS_PLAYER_COMPUTER, 2);
  const TacticsCell cells[] = { { 0, 7 }, { 0, 8 }, { 2, 7 }, { 2, 8 } };
  g_autoptr(GError) error = NULL;
  double fit_size;
  double center_x;
  double center_y;
  guint n_events;

  g_assert_true (tactics_match_start_arranged (match, cells, &error));
  g_assert_no_error (error);
  play (f, match);
  g_assert_true (tactics_board_get_fitted (f->board));
  fit_size = tactics_viewport_get_cell_size (f->viewport);
  center_x = tactics_viewport_get_center_x (f->viewport);
  center_y = tactics_viewport_get_center_y (f->viewport);
  /* Big enough that an edge cell is within a cell of the board's edge. */
  g_assert_cmpfloat (fit_size, >, 30.0);

  n_events = tactics_match_get_n_events (match);
  g_object_set (f->window, "animation-speed", "fast", NULL);
  g_assert_true (gtk_widget_activate_action (GTK_WIDGET (f->view), "battle.end-turn", NULL));
  game_ui_wait_idle (f->window);
  g_assert_cmpuint (tactics_match_get_n_events (match), >, n_events + 2);
  g_assert_cmpfloat (tactics_viewport_get_cell_size (f->viewport), ==, fit_size);
  g_assert_cmpfloat (tactics_viewport_get_center_x (f->viewport), ==, center_x);
  g_assert_cmpfloat (tactics_viewport_get_center_y (f->viewport), ==, center_y);
}

static void
assert_zoom_label (Fixture *f)
{
  g_autofree char *expected =
    g_strdup_printf ("%.0f %%", tactics_viewport_get_cell_size (f->viewport) / 32.0 * 100.0);

  g_assert_cmpstr (tactics_game_battle_view_get_zoom_text (f->view), ==, expected);
}

/* The buttons, the keys and the indicator; the controls are never over
 * the map at fit zoom. */
static void
test_zoom_controls (Fixture       *f,
                    gconstpointer  data)
{
  g_autoptr(TacticsMap) map = game_ui_make_field (24, 16);
  g_autoptr(TacticsMatch) match = make_match (map, TACTICS_PLAYER_COMPUTER, 2);
  const TacticsCell cells[] = { { 2, 2 }, { 3, 2 }, { 20, 13 }, { 21, 14 } };
  g_autoptr(GError) error = NULL;
  GtkWidget *controls;
  graphene_rect_t bounds;
  double fit_size;
  double size;
  double left;
  double top;
  double right;
  double bottom;
  double extent_width;
  double extent_height;

  g_assert_true (tactics_match_start_arranged (match, cells, &error));
  g_assert_no_error (error);
  play (f, match);
  fit_size = tactics_viewport_get_cell_size (f->viewport);
  assert_zoom_label (f);

  /* At fit the map lies clear of the controls. */
  controls = gtk_widget_get_parent (game_ui_find_button (GTK_WIDGET (f->view), "battle.zoom-in"));
  controls = gtk_widget_get_parent (controls);
  g_assert_true (gtk_widget_compute_bounds (controls, GTK_WIDGET (f->board), &bounds));
  tactics_viewport_get_board_extent (f->viewport, &extent_width, &extent_height);
  tactics_viewport_board_to_widget (f->viewport, 0, 0, &left, &top);
  tactics_viewport_board_to_widget (f->viewport, extent_width, extent_height, &right, &bottom);
  g_assert_true (right <= bounds.origin.x || bottom <= bounds.origin.y ||
                 top >= bounds.origin.y + bounds.size.height ||
                 left >= bounds.origin.x + bounds.size.width);

  /* The buttons. */
  game_ui_click_button (GTK_WIDGET (f->view), "battle.zoom-in");
  size = tactics_viewport_get_cell_size (f->viewport);
  g_assert_cmpfloat (size, >, fit_size);
  assert_zoom_label (f);
  game_ui_click_button (GTK_WIDGET (f->view), "battle.zoom-out");
  g_assert_cmpfloat (tactics_viewport_get_cell_size (f->viewport), <, size);
  game_ui_click_button (GTK_WIDGET (f->view), "battle.zoom-in");
  game_ui_click_button (GTK_WIDGET (f->view), "battle.zoom-fit");
  g_assert_cmpfloat_with_epsilon (tactics_viewport_get_cell_size (f->viewport), fit_size, 1e-9);
  g_assert_true (tactics_board_get_fitted (f->board));

  /* The keys, wherever the focus is in the view. */
  g_assert_true (press_binding (GTK_WIDGET (f->view), GDK_KEY_plus, GDK_CONTROL_MASK));
  g_assert_cmpfloat (tactics_viewport_get_cell_size (f->viewport), >, fit_size);
  size = tactics_viewport_get_cell_size (f->viewport);
  g_assert_true (press_binding (GTK_WIDGET (f->view), GDK_KEY_equal, GDK_CONTROL_MASK));
  g_assert_cmpfloat (tactics_viewport_get_cell_size (f->viewport), >, size);
  size = tactics_viewport_get_cell_size (f->viewport);
  g_assert_true (press_binding (GTK_WIDGET (f->view), GDK_KEY_minus, GDK_CONTROL_MASK));
  g_assert_cmpfloat (tactics_viewport_get_cell_size (f->viewport), <, size);
  assert_zoom_label (f);
  game_ui_screenshot (f->window, "camera-zoomed");
  g_assert_true (press_binding (GTK_WIDGET (f->view), GDK_KEY_0, GDK_CONTROL_MASK));
  g_assert_cmpfloat_with_epsilon (tactics_viewport_get_cell_size (f->viewport), fit_size, 1e-9);
  assert_zoom_label (f);
  g_assert_true (tactics_board_get_fitted (f->board));

  /* A look elsewhere through the minimap is the player's too: the board
   * is no longer fitted, so a resize keeps it. */
  {
    TacticsMinimap *minimap = tactics_game_battle_view_get_minimap (f->view);
    GtkEventController *drag = ui_test_find_controller (GTK_WIDGET (minimap),
                                                        GTK_TYPE_GESTURE_DRAG);
    double x;
    double y;

    g_assert_true (tactics_minimap_from_board (minimap, 2.0, 2.0, &x, &y));
    g_signal_emit_by_name (drag, "drag-begin", x, y);
    g_signal_emit_by_name (drag, "drag-end", 0.0, 0.0);
    ui_test_iterate ();
    g_assert_false (tactics_board_get_fitted (f->board));
  }
}

/* The minimap: a dot per unit on the board, in step as units die; a click
 * there moves the board's view; the menu's toggle hides it. */
static void
test_minimap (Fixture       *f,
              gconstpointer  data)
{
  g_autoptr(TacticsMap) map = game_ui_make_field (44, 30);
  g_autoptr(TacticsMatch) match = make_match (map, TACTICS_PLAYER_COMPUTER, 3);
  g_autoptr(GError) error = NULL;
  TacticsMinimap *minimap = tactics_game_battle_view_get_minimap (f->view);
  GtkEventController *drag = ui_test_find_controller (GTK_WIDGET (minimap),
                                                      GTK_TYPE_GESTURE_DRAG);
  TacticsCell target = { 36, 24 };
  double bx;
  double by;
  double x;
  double y;

  g_assert_true (tactics_match_start (match, &error));
  g_assert_no_error (error);
  play (f, match);
  g_assert_true (gtk_widget_get_mapped (GTK_WIDGET (minimap)));
  g_assert_true (tactics_minimap_get_map (minimap) == tactics_match_get_map (match));
  g_assert_cmpuint (tactics_minimap_get_n_markers (minimap), ==, n_units_on_board (match));

  /* Placing adds dots. */
  g_assert_true (gtk_widget_activate_action (GTK_WIDGET (f->view), "battle.place-for-me", NULL));
  game_ui_wait_idle (f->window);
  g_assert_cmpuint (tactics_minimap_get_n_markers (minimap), ==, n_units_on_board (match));
  g_assert_cmpuint (n_units_on_board (match), >, 1);

  /* Zoomed in, a click far away looks there. */
  tactics_viewport_set_cell_size (f->viewport, 48.0);
  tactics_board_center_on (f->board, (TacticsCell) { 4, 4 });
  tactics_cell_to_pixel (TACTICS_TOPOLOGY_SQUARE, 1.0, target, &bx, &by);
  g_assert_true (tactics_minimap_from_board (minimap, bx, by, &x, &y));
  g_signal_emit_by_name (drag, "drag-begin", x, y);
  g_signal_emit_by_name (drag, "drag-end", 0.0, 0.0);
  ui_test_iterate ();
  {
    TacticsCell middle;

    g_assert_true (tactics_viewport_cell_at (f->viewport,
                                             gtk_widget_get_width (GTK_WIDGET (f->board)) / 2.0,
                                             gtk_widget_get_height (GTK_WIDGET (f->board)) / 2.0,
                                             &middle));
    g_assert_cmpint (ABS (middle.x - target.x), <=, 1);
    g_assert_cmpint (ABS (middle.y - target.y), <=, 1);
  }
  game_ui_screenshot (f->window, "camera-minimap-moved");

  /* The rest of the match, a dot per standing unit at each turn. */
  for (guint turn = 0; turn < 6 && tactics_match_get_phase (match) != TACTICS_MATCH_PHASE_OVER;
       turn++)
    {
      if (tactics_match_get_phase (match) == TACTICS_MATCH_PHASE_PLACEMENT)
        g_assert_true (gtk_widget_activate_action (GTK_WIDGET (f->view), "battle.place-for-me",
                                                   NULL));
      else
        g_assert_true (gtk_widget_activate_action (GTK_WIDGET (f->view), "battle.end-turn",
                                                   NULL));
      game_ui_wait_idle (f->window);
      g_assert_cmpuint (tactics_minimap_get_n_markers (minimap), ==, n_units_on_board (match));
    }

  /* Ctrl+M hides it and shows it again. */
  g_assert_true (press_binding (GTK_WIDGET (f->window), GDK_KEY_m, GDK_CONTROL_MASK));
  g_assert_false (gtk_widget_get_visible (GTK_WIDGET (minimap)));
  g_assert_true (gtk_widget_activate_action (GTK_WIDGET (f->window), "win.show-minimap", NULL));
  ui_test_iterate ();
  g_assert_true (gtk_widget_get_visible (GTK_WIDGET (minimap)));
}

/* Every bundled map at fit zoom with both armies placed: tokens at least
 * 20 pixels wide wherever the cell has room, a screenshot of each. */
static void
test_fit_on_bundled_maps (Fixture       *f,
                          gconstpointer  data)
{
  g_autoptr(GFile) folder = game_ui_data_file ("maps", NULL);
  g_autoptr(GFileEnumerator) children = NULL;
  g_autoptr(GError) error = NULL;
  GFileInfo *info;
  guint n_maps = 0;

  children = g_file_enumerate_children (folder, G_FILE_ATTRIBUTE_STANDARD_NAME,
                                        G_FILE_QUERY_INFO_NONE, NULL, &error);
  g_assert_no_error (error);
  while ((info = g_file_enumerator_next_file (children, NULL, &error)) != NULL)
    {
      g_autoptr(GFileInfo) owned = info;
      const char *name = g_file_info_get_name (info);
      g_autoptr(GFile) file = NULL;
      g_autoptr(TacticsMap) map = NULL;
      g_autoptr(TacticsMatch) match = NULL;
      g_autofree char *shot = NULL;
      TacticsTopology topology;
      double cell_size;
      double breadth;
      double token;

      if (!g_str_has_suffix (name, ".map.xml"))
        continue;
      file = g_file_get_child (folder, name);
      map = tactics_map_load (file, &error);
      g_assert_no_error (error);
      match = make_match (map, TACTICS_PLAYER_COMPUTER, 4);
      g_assert_true (tactics_match_start (match, &error));
      g_assert_no_error (error);
      play (f, match);
      while (tactics_match_get_phase (match) == TACTICS_MATCH_PHASE_PLACEMENT)
        {
          g_assert_true (gtk_widget_activate_action (GTK_WIDGET (f->view),
                                                     "battle.place-for-me", NULL));
          game_ui_wait_idle (f->window);
        }
      g_assert_true (tactics_board_get_fitted (f->board));

      topology = tactics_map_get_topology (map);
      cell_size = tactics_viewport_get_cell_size (f->viewport);
      breadth = cell_size * (topology == TACTICS_TOPOLOGY_HEX ? 1.7320508075688772 : 1.0);
      token = tactics_game_unit_layer_token_size (topology, cell_size);
      g_test_message ("%s: cell %.1f px, token %.1f px", name, cell_size, token);
      g_assert_cmpfloat (token, <=, breadth);
      if (breadth >= 22.0)
        g_assert_cmpfloat (token, >=, 20.0);
      g_assert_cmpuint (tactics_minimap_get_n_markers (tactics_game_battle_view_get_minimap (f->view)),
                        ==, n_units_on_board (match));

      shot = g_strdup_printf ("fit-%.*s", (int) (strlen (name) - strlen (".map.xml")), name);
      game_ui_screenshot (f->window, shot);
      n_maps++;
    }
  g_assert_no_error (error);
  g_assert_cmpuint (n_maps, >=, 4);
}

int
main (int   argc,
      char *argv[])
{
  game_ui_init (&argc, &argv);

  g_test_add ("/game-ui-camera/placement-keeps-camera", Fixture, NULL, fixture_set_up,
              test_placement_keeps_camera, fixture_tear_down);
  g_test_add ("/game-ui-camera/computer-pans", Fixture, NULL, fixture_set_up,
              test_computer_pans, fixture_tear_down);
  g_test_add ("/game-ui-camera/fit-stays", Fixture, NULL, fixture_set_up, test_fit_stays,
              fixture_tear_down);
  g_test_add ("/game-ui-camera/zoom-controls", Fixture, NULL, fixture_set_up,
              test_zoom_controls, fixture_tear_down);
  g_test_add ("/game-ui-camera/minimap", Fixture, NULL, fixture_set_up, test_minimap,
              fixture_tear_down);
  g_test_add ("/game-ui-camera/fit-on-bundled-maps", Fixture, NULL, fixture_set_up,
              test_fit_on_bundled_maps, fixture_tear_down);

  return g_test_run ();
}
