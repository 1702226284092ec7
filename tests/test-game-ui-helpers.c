/* SPDX-License-Identifier: GPL-3.0-or-later */
#include "config.h"

#include <stdarg.h>
#include <string.h>

#include "test-game-ui-helpers.h"
#include "ui-test-helpers.h"

#define IDLE_TIMEOUT_S 60

void
game_ui_init (int    *argc,
              char ***argv)
{
  g_autoptr(GtkCssProvider) css = NULL;
  GdkDisplay *display;

  ui_test_init (argc, argv);
  display = gdk_display_get_default ();
  g_assert_nonnull (display);

  css = gtk_css_provider_new ();
  gtk_css_provider_load_from_resource (css, "/io/tactics/Game/style.css");
  gtk_style_context_add_provider_for_display (display, GTK_STYLE_PROVIDER (css),
                                              GTK_STYLE_PROVIDER_PRIORITY_APPLICATION);
  gtk_icon_theme_add_resource_path (gtk_icon_theme_get_for_display (display),
                                    "/io/tactics/Game/icons");
}

TacticsGameWindow *
game_ui_new_window (void)
{
  TacticsGameWindow *window = tactics_game_window_new (NULL);

  gtk_window_set_default_size (GTK_WINDOW (window), 1280, 800);
  gtk_window_present (GTK_WINDOW (window));
  ui_test_wait_for_widget (GTK_WIDGET (window));
  return window;
}

void
game_ui_destroy_window (TacticsGameWindow *window)
{
  GtkWidget *weak = GTK_WIDGET (window);

  g_object_add_weak_pointer (G_OBJECT (window), (gpointer *) &weak);
  gtk_window_destroy (GTK_WINDOW (window));
  ui_test_iterate ();
  /* Nothing of the window may outlive it. */
  g_assert_null (weak);
}

TacticsGameBattleView *
game_ui_get_battle_view (TacticsGameWindow *window)
{
  return TACTICS_GAME_BATTLE_VIEW (tactics_game_window_get_page (window, "battle"));
}

TacticsBoard *
game_ui_get_board (TacticsGameWindow *window)
{
  return tactics_game_battle_view_get_board (game_ui_get_battle_view (window));
}

static gboolean
on_tick (gpointer data)
{
  return G_SOURCE_CONTINUE;
}

static gboolean
window_settled (TacticsGameWindow *window)
{
  TacticsGameBattleView *view = game_ui_get_battle_view (window);
  GtkStack *stack = GTK_STACK (gtk_widget_get_parent (GTK_WIDGET (view)));
  GtkWidget *page = gtk_stack_get_visible_child (stack);

  /* Events played, no computer move pending, and the screen shown laid
   * out: coordinates on the board mean something only then. */
  return !tactics_game_battle_view_is_busy (view) &&
         !gtk_stack_get_transition_running (stack) &&
         gtk_widget_get_mapped (page) &&
         gtk_widget_get_width (page) > 0 &&
         (page != GTK_WIDGET (view) ||
          gtk_widget_get_width (GTK_WIDGET (tactics_game_battle_view_get_board (view))) > 0);
}

void
game_ui_wait_idle (TacticsGameWindow *window)
{
  gint64 deadline = g_get_monotonic_time () + IDLE_TIMEOUT_S * G_USEC_PER_SEC;
  guint tick = g_timeout_add (10, on_tick, NULL);

  while (!window_settled (window) && g_get_monotonic_time () < deadline)
    g_main_context_iteration (NULL, TRUE);
  g_source_remove (tick);
  g_assert_true (window_settled (window));
  ui_test_iterate ();
}

static gboolean
on_timeout (gpointer data)
{
  *(gboolean *) data = TRUE;
  return G_SOURCE_REMOVE;
}

void
game_ui_run_for (guint ms)
{
  gboolean done = FALSE;

  g_timeout_add (ms, on_timeout, &done);
  while (!done)
    g_main_context_iteration (NULL, TRUE);
}

static char *
strip_mnemonic (const char *text)
{
  GString *out = g_string_new (NULL);

  for (const char *p = text; *p != '\0'; p++)
    {
      if (*p == '_' && p[1] == '_')
        {
          g_string_append_c (out, '_');
          p++;
        }
      else if (*p != '_')
        {
          g_string_append_c (out, *p);
        }
    }
  return g_string_free (out, FALSE);
}

static gboolean
button_matches (GtkWidget  *widget,
                const char *text)
{
  const char *label = NULL;
  const char *tooltip = gtk_widget_get_tooltip_text (widget);
  const char *action = NULL;

  if (GTK_IS_BUTTON (widget))
    {
      label = gtk_button_get_label (GTK_BUTTON (widget));
      action = gtk_actionable_get_action_name (GTK_ACTIONABLE (widget));
      if (label == NULL && GTK_IS_LABEL (gtk_button_get_child (GTK_BUTTON (widget))))
        label = gtk_label_get_label (GTK_LABEL (gtk_button_get_child (GTK_BUTTON (widget))));
    }
  if (label != NULL)
    {
      g_autofree char *plain = strip_mnemonic (label);

      if (g_str_equal (plain, text))
        return TRUE;
    }
  return g_strcmp0 (tooltip, text) == 0 || g_strcmp0 (action, text) == 0;
}

static GtkWidget *
find_button (GtkWidget  *root,
             const char *text)
{
  if (GTK_IS_BUTTON (root) && gtk_widget_is_visible (root) && button_matches (root, text))
    return root;
  for (GtkWidget *child = gtk_widget_get_first_child (root);
       child != NULL;
       child = gtk_widget_get_next_sibling (child))
    {
      GtkWidget *found = find_button (child, text);

      if (found != NULL)
        return found;
    }
  return NULL;
}

GtkWidget *
game_ui_find_button (GtkWidget  *root,
                     const char *text)
{
  GtkWidget *button = find_button (root, text);

  if (button == NULL)
    g_error ("No button “%s”", text);
  return button;
}

void
game_ui_click_button (GtkWidget  *root,
                      const char *text)
{
  GtkWidget *button = game_ui_find_button (root, text);

  g_assert_true (gtk_widget_is_sensitive (button));
  /* "clicked" rather than gtk_widget_activate(), which clicks only after
   * showing the button pressed for a while. */
  g_signal_emit_by_name (button, "clicked");
  ui_test_iterate ();
  if (gtk_widget_get_root (root) != NULL && TACTICS_IS_GAME_WINDOW (gtk_widget_get_root (root)))
    game_ui_wait_idle (TACTICS_GAME_WINDOW (gtk_widget_get_root (root)));
}

void
game_ui_click_cell (TacticsBoard *board,
                    TacticsCell   cell)
{
  GtkEventController *drag = ui_test_find_controller (GTK_WIDGET (board), GTK_TYPE_GESTURE_DRAG);
  double x;
  double y;

  /* A real pointer goes to the cell before pressing there. */
  game_ui_hover_cell (board, cell);
  tactics_viewport_cell_center (tactics_board_get_viewport (board), cell, &x, &y);
  g_signal_emit_by_name (drag, "drag-begin", x, y);
  g_signal_emit_by_name (drag, "drag-end", 0.0, 0.0);
}

void
game_ui_hover_cell (TacticsBoard *board,
                    TacticsCell   cell)
{
  g_autoptr(GListModel) controllers = gtk_widget_observe_controllers (GTK_WIDGET (board));
  double x;
  double y;

  /* Every motion controller sees the pointer move, as with a real one:
   * the board's and the battle view's. */
  tactics_viewport_cell_center (tactics_board_get_viewport (board), cell, &x, &y);
  for (guint i = 0; i < g_list_model_get_n_items (controllers); i++)
    {
      g_autoptr(GtkEventController) controller = g_list_model_get_item (controllers, i);

      if (GTK_IS_EVENT_CONTROLLER_MOTION (controller))
        g_signal_emit_by_name (controller, "motion", x, y);
    }
}

gboolean
game_ui_press_key (TacticsGameBattleView *view,
                   guint                  keyval,
                   GdkModifierType        state)
{
  TacticsBoard *board = tactics_game_battle_view_get_board (view);
  GtkWidget *targets[] = { GTK_WIDGET (view), GTK_WIDGET (board) };
  gboolean handled = FALSE;

  /* As GTK would in the capture phase: the view's keys (Tab, the digits),
   * then the focused board's (its cursor). */
  gtk_widget_grab_focus (GTK_WIDGET (board));
  for (guint t = 0; t < G_N_ELEMENTS (targets) && !handled; t++)
    {
      GtkEventController *keys = ui_test_find_controller (targets[t],
                                                          GTK_TYPE_EVENT_CONTROLLER_KEY);

      g_assert_nonnull (keys);
      g_signal_emit_by_name (keys, "key-pressed", keyval, 0, state, &handled);
    }
  return handled;
}

void
game_ui_screenshot (TacticsGameWindow *window,
                    const char        *name)
{
  g_autofree char *full_name = g_strconcat ("game-", name, NULL);

  ui_test_iterate ();
  ui_test_save_screenshot (GTK_WIDGET (window), full_name);
}

GFile *
game_ui_data_file (const char *first_part,
                   ...)
{
  const char *root = g_getenv ("TACTICS_DATADIR");
  g_autoptr(GPtrArray) parts = g_ptr_array_new ();
  g_autofree char *path = NULL;
  va_list args;

  g_ptr_array_add (parts, (gpointer) (root != NULL ? root : SOURCE_DATADIR));
  va_start (args, first_part);
  for (const char *part = first_part; part != NULL; part = va_arg (args, const char *))
    g_ptr_array_add (parts, (gpointer) part);
  va_end (args);
  g_ptr_array_add (parts, NULL);
  path = g_build_filenamev ((char **) parts->pdata);
  return g_file_new_for_path (path);
}

TacticsRuleset *
game_ui_load_ruleset (void)
{
  g_autoptr(GFile) file = game_ui_data_file ("default.ruleset.xml", NULL);
  g_autoptr(GError) error = NULL;
  TacticsRuleset *ruleset = tactics_ruleset_load (file, &error);

  g_assert_no_error (error);
  return ruleset;
}

TacticsMap *
game_ui_make_field (int width,
                    int height)
{
  g_autoptr(TacticsRuleset) ruleset = game_ui_load_ruleset ();
  TacticsMap *map = tactics_map_new (width, height, TACTICS_TOPOLOGY_SQUARE, ruleset);
  int plains = tactics_ruleset_get_terrain_index (ruleset, "p");

  g_assert_cmpint (plains, >=, 0);
  for (int y = 0; y < height; y++)
    for (int x = 0; x < width; x++)
      tactics_map_set_terrain_index (map, (TacticsCell) { x, y }, (guint) plains);
  tactics_map_set_name (map, "Field");
  return map;
}
