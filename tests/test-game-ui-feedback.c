/* SPDX-License-Identifier: GPL-3.0-or-later */
/* The game window under Xvfb: what the window says back and keeps: the
 * questions before leaving, ending a turn or aiming at nobody, saving
 * and loading a match, and the preferences. */
#include "config.h"

#include <glib/gstdio.h>

#include "tactics-game-setup-page.h"
#include "tactics-game-unit-badge.h"
#include "tactics-game-unit-layer.h"
#include "game-ui-fixture.h"
#include "test-game-ui-helpers.h"
#include "ui-test-helpers.h"

/* Saving during play and loading the file again gives the same match. */
static void
test_save_and_load (Fixture       *f,
                    gconstpointer  data)
{
  g_autoptr(TacticsGameSetup) setup = make_field_setup (TACTICS_PLAYER_COMPUTER, 2);
  g_autofree char *dir = g_dir_make_tmp ("tactics-game-ui-XXXXXX", NULL);
  g_autofree char *path = g_build_filename (dir, "match.save.xml", NULL);
  g_autoptr(GFile) file = g_file_new_for_path (path);
  g_autoptr(GError) error = NULL;
  TacticsMatch *match;
  TacticsMatch *loaded;
  TacticsGameWindow *other;

  start_from_setup (f, setup);
  match = match_of (f);
  game_ui_click_button (page_of (f, "formation"), "Choose for Me");
  finish_formation (f, 0);
  game_ui_wait_idle (f->window);
  if (tactics_match_get_phase (match) == TACTICS_MATCH_PHASE_PLACEMENT)
    {
      game_ui_click_button (GTK_WIDGET (f->view), "Place for Me");
      game_ui_wait_idle (f->window);
    }
  g_assert_cmpint (tactics_match_get_phase (match), ==, TACTICS_MATCH_PHASE_PLAYING);
  g_assert_true (tactics_game_window_save_to_file (f->window, file, &error));
  g_assert_no_error (error);

  /* Another window offers it among the recent files. */
  other = game_ui_new_window ();
  g_object_set (other, "animation-speed", "instant", NULL);
  game_ui_click_button (tactics_game_window_get_page (other, "start"), path);
  game_ui_wait_idle (other);
  loaded = tactics_game_window_get_match (other);
  g_assert_nonnull (loaded);
  g_assert_cmpstr (tactics_game_window_get_screen (other), ==, "battle");
  g_assert_cmpuint (tactics_match_get_n_commands (loaded), ==,
                    tactics_match_get_n_commands (match));
  g_assert_cmpuint (tactics_match_get_turn (loaded), ==, tactics_match_get_turn (match));
  for (guint id = 0; id < tactics_match_get_n_units (match); id++)
    {
      TacticsCell a = tactics_unit_get_cell (tactics_match_get_unit (match, id));
      TacticsCell b = tactics_unit_get_cell (tactics_match_get_unit (loaded, id));

      g_assert_cmpint (a.x, ==, b.x);
      g_assert_cmpint (a.y, ==, b.y);
    }
  /* The log was rebuilt from the saved match's events. */
  g_assert_cmpuint (tactics_game_battle_view_get_n_log_lines (game_ui_get_battle_view (other)), >,
                    0);
  game_ui_destroy_window (other);

  /* Anything else is refused with a reason. */
  {
    g_autoptr(GFile) ruleset = game_ui_data_file ("default.ruleset.xml", NULL);

    g_assert_false (tactics_game_window_open_file (f->window, ruleset, &error));
    g_assert_nonnull (error);
    g_clear_error (&error);
  }
  g_assert_cmpint (g_remove (path), ==, 0);
  g_assert_cmpint (g_rmdir (dir), ==, 0);
}

/* A match on the bundled skirmish map, saved at its start. */
static char *
save_skirmish (const char *dir)
{
  g_autofree char *path = g_build_filename (dir, "skirmish.save.xml", NULL);
  g_autoptr(GFile) map_file = game_ui_data_file ("maps", "skirmish.map.xml", NULL);
  g_autoptr(GFile) file = g_file_new_for_path (path);
  g_autoptr(GError) error = NULL;
  g_autoptr(TacticsMap) map = tactics_map_load (map_file, &error);
  g_autoptr(TacticsMatch) match = NULL;
  const char * const army[] = { "infantry", "archer", NULL };

  g_assert_no_error (error);
  match = tactics_match_new (map, NULL, 2, TACTICS_MATCH_MODE_TURNS, 5);
  g_assert_nonnull (tactics_match_add_player (match, "Ann", "#0072b2", TACTICS_PLAYER_HUMAN,
                                             TACTICS_AI_LEVEL_NORMAL, &error));
  g_assert_nonnull (tactics_match_add_player (match, "Bob", "#d55e00", TACTICS_PLAYER_HUMAN,
                                             TACTICS_AI_LEVEL_NORMAL, &error));
  g_assert_true (tactics_match_set_formation (match, 0, army, &error));
  g_assert_true (tactics_match_set_formation (match, 1, army, &error));
  g_assert_true (tactics_match_start (match, &error));
  g_assert_true (tactics_match_save (match, file, &error));
  g_assert_no_error (error);
  return g_steal_pointer (&path);
}

/* A loaded match's map is the save's copy, not one of the new-match
 * page's: New Match after it offers the maps as before, without a second
 * "Skirmish" whose rules have no name. */
static void
test_load_keeps_map_list (Fixture       *f,
                          gconstpointer  data)
{
  g_autofree char *dir = g_dir_make_tmp ("tactics-game-ui-XXXXXX", NULL);
  g_autofree char *path = save_skirmish (dir);
  g_autoptr(GFile) file = g_file_new_for_path (path);
  g_autoptr(GError) error = NULL;
  GtkWidget *setup_page = page_of (f, "setup");
  guint skirmishes;

  game_ui_click_button (page_of (f, "start"), "New Match");
  g_assert_cmpstr (screen_of (f), ==, "setup");
  game_ui_wait_idle (f->window);
  skirmishes = count_labels_saying (setup_page, "Skirmish");
  g_assert_cmpuint (skirmishes, >, 0);
  g_assert_cmpuint (count_labels_saying (setup_page, "Untitled"), ==, 0);

  g_assert_true (tactics_game_window_open_file (f->window, file, &error));
  g_assert_no_error (error);
  game_ui_wait_idle (f->window);
  pass_if_asked (f);
  g_assert_cmpstr (screen_of (f), ==, "battle");

  g_assert_true (gtk_widget_activate_action (GTK_WIDGET (f->window), "win.new-match", NULL));
  game_ui_wait_idle (f->window);
  g_assert_cmpstr (screen_of (f), ==, "setup");
  g_assert_cmpuint (count_labels_saying (setup_page, "Skirmish"), ==, skirmishes);
  g_assert_cmpuint (count_labels_saying (setup_page, "Untitled"), ==, 0);
  game_ui_screenshot (f->window, "new-match-after-load");

  /* Nor after playing the loaded match again. */
  g_assert_true (tactics_game_window_open_file (f->window, file, &error));
  g_assert_no_error (error);
  game_ui_wait_idle (f->window);
  g_assert_true (gtk_widget_activate_action (GTK_WIDGET (f->window), "win.play-again", NULL));
  game_ui_wait_idle (f->window);
  g_assert_nonnull (match_of (f));
  g_assert_cmpint (tactics_match_get_phase (match_of (f)), ==, TACTICS_MATCH_PHASE_SETUP);
  g_assert_true (gtk_widget_activate_action (GTK_WIDGET (f->window), "win.new-match", NULL));
  game_ui_wait_idle (f->window);
  g_assert_cmpstr (screen_of (f), ==, "setup");
  g_assert_cmpuint (count_labels_saying (setup_page, "Skirmish"), ==, skirmishes);
  g_assert_cmpuint (count_labels_saying (setup_page, "Untitled"), ==, 0);

  g_assert_cmpint (g_remove (path), ==, 0);
  g_assert_cmpint (g_rmdir (dir), ==, 0);
}

/* The paths of the start page's recent files under @root, first to last,
 * as their buttons' tooltips name them. */
static void
append_recent_paths (GtkWidget *root,
                     GString   *paths)
{
  if (GTK_IS_ACTIONABLE (root) &&
      g_strcmp0 (gtk_actionable_get_action_name (GTK_ACTIONABLE (root)), "win.open-recent") == 0)
    {
      g_string_append_printf (paths, "%s\n", gtk_widget_get_tooltip_text (root));
      return;
    }
  for (GtkWidget *child = gtk_widget_get_first_child (root); child != NULL;
       child = gtk_widget_get_next_sibling (child))
    append_recent_paths (child, paths);
}

static char *
recent_paths (Fixture *f)
{
  GString *paths = g_string_new (NULL);

  append_recent_paths (page_of (f, "start"), paths);
  return g_string_free (paths, FALSE);
}

/* The recent files list the matches saved and those loaded, the latest
 * first. */
static void
test_recent_matches (Fixture       *f,
                     gconstpointer  data)
{
  g_autoptr(GSettings) settings = g_settings_new ("io.tactics.Game");
  g_autofree char *dir = g_dir_make_tmp ("tactics-game-ui-XXXXXX", NULL);
  g_autofree char *loaded = save_skirmish (dir);
  g_autofree char *saved = g_build_filename (dir, "evening.save.xml", NULL);
  g_autoptr(GFile) loaded_file = g_file_new_for_path (loaded);
  g_autoptr(GFile) saved_file = g_file_new_for_path (saved);
  g_autoptr(GError) error = NULL;
  g_autofree char *paths = NULL;
  g_autofree char *expected = NULL;

  g_settings_reset (settings, "recent-files");
  g_assert_true (tactics_game_window_open_file (f->window, loaded_file, &error));
  g_assert_no_error (error);
  game_ui_wait_idle (f->window);
  g_assert_true (tactics_game_window_save_to_file (f->window, saved_file, &error));
  g_assert_no_error (error);
  g_assert_true (gtk_widget_activate_action (GTK_WIDGET (f->window), "win.main-menu", NULL));
  game_ui_wait_idle (f->window);
  g_assert_cmpstr (screen_of (f), ==, "start");

  paths = recent_paths (f);
  expected = g_strdup_printf ("%s\n%s\n", saved, loaded);
  g_assert_cmpstr (paths, ==, expected);

  g_settings_reset (settings, "recent-files");
  g_assert_cmpint (g_remove (saved), ==, 0);
  g_assert_cmpint (g_remove (loaded), ==, 0);
  g_assert_cmpint (g_rmdir (dir), ==, 0);
}

/* Leaving a match that was not saved asks first. */
static void
test_leave_asks (Fixture       *f,
                 gconstpointer  data)
{
  GtkWidget *dialog = NULL;
  GList *toplevels;

  play_arranged (f, TACTICS_PLAYER_COMPUTER);
  g_assert_true (gtk_widget_activate_action (GTK_WIDGET (f->window), "win.main-menu", NULL));
  ui_test_iterate ();
  g_assert_cmpstr (screen_of (f), ==, "battle");

  toplevels = gtk_window_list_toplevels ();
  for (GList *l = toplevels; l != NULL; l = l->next)
    if (GTK_IS_MESSAGE_DIALOG (l->data))
      dialog = l->data;
  g_list_free (toplevels);
  g_assert_nonnull (dialog);
  gtk_dialog_response (GTK_DIALOG (dialog), GTK_RESPONSE_ACCEPT);
  ui_test_iterate ();
  g_assert_cmpstr (screen_of (f), ==, "start");
  g_assert_null (match_of (f));
}

/* The menu's Preferences edits the window's settings: the grid goes at
 * once, and a default ruleset is what the next match setup offers. */
static void
test_preferences (Fixture       *f,
                  gconstpointer  data)
{
  GListModel *toplevels = gtk_window_get_toplevels ();
  g_autoptr(GSettings) settings = g_settings_new ("io.tactics.Game");
  g_autoptr(GFile) rules = g_file_new_build_filename (g_getenv ("TACTICS_DATADIR"),
                                                      "default.ruleset.xml", NULL);
  g_autoptr(GError) error = NULL;
  TacticsPreferencesDialog *dialog = NULL;

  g_assert_true (gtk_widget_activate_action (GTK_WIDGET (f->window), "win.preferences", NULL));
  game_ui_wait_idle (f->window);
  for (guint i = 0; i < g_list_model_get_n_items (toplevels); i++)
    {
      g_autoptr(GObject) toplevel = g_list_model_get_item (toplevels, i);

      if (TACTICS_IS_PREFERENCES_DIALOG (toplevel))
        dialog = TACTICS_PREFERENCES_DIALOG (toplevel);
    }
  g_assert_nonnull (dialog);
  g_assert_true (gtk_window_get_transient_for (GTK_WINDOW (dialog)) == GTK_WINDOW (f->window));
  g_assert_true (shows_label (GTK_WIDGET (dialog), "Ask before ending a turn early"));

  g_settings_set_boolean (tactics_preferences_dialog_get_settings (dialog), "show-grid", FALSE);
  g_assert_false (tactics_board_get_show_grid (tactics_game_battle_view_get_board (f->view)));
  g_settings_set_boolean (settings, "show-grid", TRUE);

  g_assert_true (tactics_preferences_dialog_set_default_ruleset (dialog, rules, &error));
  g_assert_no_error (error);
  {
    g_autoptr(TacticsGameSetup) setup =
      tactics_game_setup_page_get_setup (TACTICS_GAME_SETUP_PAGE (page_of (f, "setup")), &error);

    g_assert_no_error (error);
    g_assert_nonnull (setup->ruleset);
    g_assert_true (g_file_equal (setup->ruleset_file, rules));
  }
  gtk_window_destroy (GTK_WINDOW (dialog));
  game_ui_wait_idle (f->window);
  g_settings_reset (settings, "default-ruleset");
}

/* The control a label names with its mnemonic, under @root. */
static GtkWidget *
control_for_label (GtkWidget  *root,
                   const char *text)
{
  if (GTK_IS_LABEL (root) && g_str_equal (gtk_label_get_text (GTK_LABEL (root)), text))
    return gtk_label_get_mnemonic_widget (GTK_LABEL (root));
  for (GtkWidget *child = gtk_widget_get_first_child (root); child != NULL;
       child = gtk_widget_get_next_sibling (child))
    {
      GtkWidget *found = control_for_label (child, text);

      if (found != NULL)
        return found;
    }
  return NULL;
}

static TacticsPreferencesDialog *
open_preferences (Fixture *f)
{
  GListModel *toplevels = gtk_window_get_toplevels ();
  TacticsPreferencesDialog *dialog = NULL;

  g_assert_true (gtk_widget_activate_action (GTK_WIDGET (f->window), "win.preferences", NULL));
  ui_test_iterate ();
  for (guint i = 0; i < g_list_model_get_n_items (toplevels); i++)
    {
      g_autoptr(GObject) toplevel = g_list_model_get_item (toplevels, i);

      if (TACTICS_IS_PREFERENCES_DIALOG (toplevel))
        dialog = TACTICS_PREFERENCES_DIALOG (toplevel);
    }
  g_assert_nonnull (dialog);
  return dialog;
}

/* The preferences show the speed and the end-turn question as the match
 * left them: the speed chosen beside the board, "Don't ask again". */
static void
test_preferences_show_settings (Fixture       *f,
                                gconstpointer  data)
{
  g_autoptr(GSettings) settings = g_settings_new ("io.tactics.Game");
  TacticsPreferencesDialog *dialog;
  GtkWidget *speed;
  GtkWidget *ask;

  play_arranged (f, TACTICS_PLAYER_COMPUTER);
  tactics_game_battle_view_set_animation_speed (f->view, "slow");
  tactics_game_battle_view_set_confirm_end_turn (f->view, FALSE);
  game_ui_wait_idle (f->window);

  dialog = open_preferences (f);
  speed = control_for_label (GTK_WIDGET (dialog), "Animation speed");
  ask = control_for_label (GTK_WIDGET (dialog), "Ask before ending a turn early");
  g_assert_true (GTK_IS_DROP_DOWN (speed));
  g_assert_true (GTK_IS_SWITCH (ask));
  /* Instant, Fast, Normal, Slow. */
  g_assert_cmpuint (gtk_drop_down_get_selected (GTK_DROP_DOWN (speed)), ==, 3);
  g_assert_false (gtk_switch_get_active (GTK_SWITCH (ask)));
  gtk_window_destroy (GTK_WINDOW (dialog));

  /* And the other way. */
  tactics_game_battle_view_set_animation_speed (f->view, "fast");
  tactics_game_battle_view_set_confirm_end_turn (f->view, TRUE);
  dialog = open_preferences (f);
  speed = control_for_label (GTK_WIDGET (dialog), "Animation speed");
  ask = control_for_label (GTK_WIDGET (dialog), "Ask before ending a turn early");
  g_assert_cmpuint (gtk_drop_down_get_selected (GTK_DROP_DOWN (speed)), ==, 1);
  g_assert_true (gtk_switch_get_active (GTK_SWITCH (ask)));
  gtk_window_destroy (GTK_WINDOW (dialog));
  g_settings_reset (settings, "animation-speed");
  g_settings_reset (settings, "confirm-end-turn");
}

/* The message dialog the window shows now, waited for. */
static GtkWidget *
wait_for_dialog (Fixture *f)
{
  GtkWidget *dialog = NULL;

  for (guint i = 0; i < 50 && dialog == NULL; i++)
    {
      ui_test_iterate ();
      dialog = ui_test_find_dialog (GTK_WINDOW (f->window));
    }
  g_assert_nonnull (dialog);
  return dialog;
}

static char *
dialog_text (GtkWidget *dialog)
{
  g_autofree char *text = NULL;

  g_object_get (dialog, "text", &text, NULL);
  return g_steal_pointer (&text);
}

static GtkCheckButton *
find_check_button (GtkWidget *root)
{
  if (GTK_IS_CHECK_BUTTON (root))
    return GTK_CHECK_BUTTON (root);
  for (GtkWidget *child = gtk_widget_get_first_child (root); child != NULL;
       child = gtk_widget_get_next_sibling (child))
    {
      GtkCheckButton *found = find_check_button (child);

      if (found != NULL)
        return found;
    }
  return NULL;
}

/* Ending the turn with units that could still move or act asks first, with
 * the count the engine gives, End Turn the answer Return gives; "Don't ask
 * again" is remembered. */
static void
test_end_turn_asks (Fixture       *f,
                    gconstpointer  data)
{
  g_autoptr(GSettings) settings = g_settings_new ("io.tactics.Game");
  TacticsMatch *match;
  GtkWidget *dialog;
  GtkCheckButton *dont_ask;
  GtkWidget *end_turn;
  g_autofree char *text = NULL;
  guint turn;

  play_arranged (f, TACTICS_PLAYER_COMPUTER);
  g_settings_set_boolean (settings, "confirm-end-turn", TRUE);
  g_assert_true (tactics_game_battle_view_get_confirm_end_turn (f->view));
  match = match_of (f);
  turn = tactics_match_get_turn (match);
  g_assert_cmpuint (tactics_match_count_ready_units (match, 0), ==, 2);
  g_assert_cmpuint (tactics_match_count_ready_units (match, 1), ==, 0);

  /* Kept playing: nothing ended. */
  game_ui_click_button (GTK_WIDGET (f->view), "End Turn");
  dialog = wait_for_dialog (f);
  text = dialog_text (dialog);
  g_assert_cmpstr (text, ==, "2 units can still move or act. End the turn anyway?");
  /* Return ends the turn: End Turn is the default and has the focus, not
   * "Don't ask again". */
  end_turn = gtk_dialog_get_widget_for_response (GTK_DIALOG (dialog), GTK_RESPONSE_ACCEPT);
  g_assert_true (gtk_window_get_default_widget (GTK_WINDOW (dialog)) == end_turn);
  g_assert_true (gtk_window_get_focus (GTK_WINDOW (dialog)) == end_turn);
  game_ui_screenshot (f->window, "end-turn-asks");
  gtk_dialog_response (GTK_DIALOG (dialog), GTK_RESPONSE_CANCEL);
  ui_test_iterate ();
  g_assert_null (ui_test_find_dialog (GTK_WINDOW (f->window)));
  g_assert_cmpuint (tactics_match_get_turn (match), ==, turn);
  g_assert_cmpint (tactics_match_get_current_player (match), ==, 0);

  /* The infantry moves and strikes: one unit left, said in the singular. */
  game_ui_click_cell (f->board, (TacticsCell) { 1, 2 });
  game_ui_click_cell (f->board, (TacticsCell) { 4, 2 });
  game_ui_wait_idle (f->window);
  /* Still selected, its sword aimed at Bob's infantry next to it. */
  g_assert_cmpint (tactics_game_battle_view_get_selected_action (f->view), ==, 0);
  game_ui_click_cell (f->board, (TacticsCell) { 5, 2 });
  game_ui_wait_idle (f->window);
  g_assert_true (tactics_unit_has_acted (tactics_match_get_unit (match, 0)));
  g_assert_cmpuint (tactics_match_count_ready_units (match, 0), ==, 1);

  g_assert_true (gtk_widget_activate_action (GTK_WIDGET (f->view), "battle.end-turn", NULL));
  dialog = wait_for_dialog (f);
  g_clear_pointer (&text, g_free);
  text = dialog_text (dialog);
  g_assert_cmpstr (text, ==, "1 unit can still move or act. End the turn anyway?");
  dont_ask = find_check_button (dialog);
  g_assert_nonnull (dont_ask);
  gtk_check_button_set_active (dont_ask, TRUE);
  gtk_dialog_response (GTK_DIALOG (dialog), GTK_RESPONSE_ACCEPT);
  game_ui_wait_idle (f->window);
  g_assert_true (tactics_match_get_turn (match) > turn);
  g_assert_false (g_settings_get_boolean (settings, "confirm-end-turn"));

  /* Not asked again: the next turn ends at once. */
  pass_if_asked (f);
  if (tactics_match_get_phase (match) == TACTICS_MATCH_PHASE_PLAYING &&
      tactics_match_get_current_player (match) == 0)
    {
      turn = tactics_match_get_turn (match);
      g_assert_cmpuint (tactics_match_count_ready_units (match, 0), >, 0);
      g_assert_true (gtk_widget_activate_action (GTK_WIDGET (f->view), "battle.end-turn", NULL));
      ui_test_iterate ();
      g_assert_null (ui_test_find_dialog (GTK_WINDOW (f->window)));
      game_ui_wait_idle (f->window);
      g_assert_true (tactics_match_get_turn (match) > turn);
    }
  g_settings_reset (settings, "confirm-end-turn");
}

/* An action aimed where the engine's preview finds no one asks first. */
static void
test_aim_at_nobody_asks (Fixture       *f,
                         gconstpointer  data)
{
  TacticsMatch *match;
  TacticsUnit *infantry;
  GtkWidget *dialog;
  g_autofree char *text = NULL;
  guint n_commands;

  play_arranged (f, TACTICS_PLAYER_COMPUTER);
  match = match_of (f);
  infantry = tactics_match_get_unit (match, 0);
  n_commands = tactics_match_get_n_commands (match);

  game_ui_click_cell (f->board, (TacticsCell) { 1, 2 });
  g_assert_true (game_ui_press_key (f->view, GDK_KEY_1, 0));
  g_assert_cmpint (tactics_game_battle_view_get_selected_action (f->view), ==, 0);
  /* The empty cell above it. */
  game_ui_click_cell (f->board, (TacticsCell) { 1, 1 });
  dialog = wait_for_dialog (f);
  text = dialog_text (dialog);
  g_assert_cmpstr (text, ==, "The Sword would hit no one here. Use it anyway?");
  game_ui_screenshot (f->window, "aim-at-nobody");
  gtk_dialog_response (GTK_DIALOG (dialog), GTK_RESPONSE_CANCEL);
  game_ui_wait_idle (f->window);
  g_assert_false (tactics_unit_has_acted (infantry));
  g_assert_cmpuint (tactics_match_get_n_commands (match), ==, n_commands);

  /* Agreed: the blow falls on the empty cell. */
  game_ui_click_cell (f->board, (TacticsCell) { 1, 1 });
  dialog = wait_for_dialog (f);
  gtk_dialog_response (GTK_DIALOG (dialog), GTK_RESPONSE_ACCEPT);
  game_ui_wait_idle (f->window);
  g_assert_true (tactics_unit_has_acted (infantry));
  g_assert_cmpuint (tactics_match_get_n_commands (match), ==, n_commands + 1);
}

/* Saving says where the match went. */
static void
test_save_says_so (Fixture       *f,
                   gconstpointer  data)
{
  g_autofree char *dir = g_dir_make_tmp ("tactics-game-ui-XXXXXX", NULL);
  g_autofree char *path = g_build_filename (dir, "evening.save.xml", NULL);
  g_autoptr(GFile) file = g_file_new_for_path (path);
  g_autoptr(GError) error = NULL;
  g_autoptr(TacticsGameSetup) setup = make_field_setup (TACTICS_PLAYER_COMPUTER, 2);

  start_from_setup (f, setup);
  game_ui_click_button (page_of (f, "formation"), "Choose for Me");
  finish_formation (f, 0);
  game_ui_wait_idle (f->window);
  if (tactics_match_get_phase (match_of (f)) == TACTICS_MATCH_PHASE_PLACEMENT)
    {
      game_ui_click_button (GTK_WIDGET (f->view), "Place for Me");
      game_ui_wait_idle (f->window);
    }
  g_assert_true (tactics_game_window_save_to_file (f->window, file, &error));
  g_assert_no_error (error);
  /* Again through the menu's Save, which now knows the file. */
  g_assert_true (gtk_widget_activate_action (GTK_WIDGET (f->window), "win.save", NULL));
  ui_test_iterate ();
  g_assert_cmpstr (tactics_game_battle_view_get_message (f->view), ==,
                   "Match saved as evening.save.xml");
  g_assert_cmpuint (count_labels_saying (GTK_WIDGET (f->view),
                                         "Match saved as evening.save.xml"), ==, 1);
  game_ui_screenshot (f->window, "saved");
  g_assert_cmpint (g_remove (path), ==, 0);
  g_assert_cmpint (g_rmdir (dir), ==, 0);
}

/* A unit type with no icon shows its glyph, as the editor draws it, on
 * the board and in the panels; only a team's mark has neither. */
static void
test_token_glyph (void)
{
  g_autoptr(TacticsUnitType) type = tactics_unit_type_new ("scout", "Scout");
  TacticsGameSprite sprite = { 0 };
  GtkWidget *window = gtk_window_new ();
  GtkWidget *box = gtk_box_new (GTK_ORIENTATION_HORIZONTAL, 0);
  GtkWidget *with_glyph = tactics_game_unit_badge_new (0, NULL, 64);
  GtkWidget *mark = tactics_game_unit_badge_new (0, NULL, 64);
  g_autoptr(GdkTexture) glyph_picture = NULL;
  g_autoptr(GdkTexture) mark_picture = NULL;
  guint differ = 0;

  tactics_unit_type_set_glyph (type, "Sc");
  tactics_game_sprite_set_unit_type (&sprite, type);
  g_assert_null (sprite.icon);
  g_assert_cmpstr (sprite.glyph, ==, "Sc");
  g_free (sprite.glyph);

  tactics_game_unit_badge_set_unit_type (TACTICS_GAME_UNIT_BADGE (with_glyph), type);
  gtk_box_append (GTK_BOX (box), with_glyph);
  gtk_box_append (GTK_BOX (box), mark);
  gtk_window_set_child (GTK_WINDOW (window), box);
  gtk_window_present (GTK_WINDOW (window));
  ui_test_wait_for_widget (mark);
  glyph_picture = ui_test_render_widget (with_glyph);
  mark_picture = ui_test_render_widget (mark);
  for (int y = 0; y < 64; y++)
    for (int x = 0; x < 64; x++)
      differ += ui_test_texture_pixel (glyph_picture, x, y)
                != ui_test_texture_pixel (mark_picture, x, y);
  /* The letters and the rim the token has and the mark has not. */
  g_assert_cmpuint (differ, >, 100);
  gtk_window_destroy (GTK_WINDOW (window));
}

int
main (int   argc,
      char *argv[])
{
  game_ui_init (&argc, &argv);

  g_test_add ("/game-ui/preferences", Fixture, NULL, fixture_set_up, test_preferences,
              fixture_tear_down);
  g_test_add ("/game-ui/preferences-show-settings", Fixture, NULL, fixture_set_up,
              test_preferences_show_settings, fixture_tear_down);
  g_test_add ("/game-ui/leave-asks", Fixture, NULL, fixture_set_up, test_leave_asks,
              fixture_tear_down);
  g_test_add ("/game-ui/save-and-load", Fixture, NULL, fixture_set_up, test_save_and_load,
              fixture_tear_down);
  g_test_add ("/game-ui/load-keeps-map-list", Fixture, NULL, fixture_set_up,
              test_load_keeps_map_list, fixture_tear_down);
  g_test_add ("/game-ui/recent-matches", Fixture, NULL, fixture_set_up, test_recent_matches,
              fixture_tear_down);
  g_test_add ("/game-ui/end-turn-asks", Fixture, NULL, fixture_set_up, test_end_turn_asks,
              fixture_tear_down);
  g_test_add ("/game-ui/aim-at-nobody-asks", Fixture, NULL, fixture_set_up,
              test_aim_at_nobody_asks, fixture_tear_down);
  g_test_add ("/game-ui/save-says-so", Fixture, NULL, fixture_set_up, test_save_says_so,
              fixture_tear_down);
  g_test_add_func ("/game-ui/token-glyph", test_token_glyph);

  return g_test_run ();
}
