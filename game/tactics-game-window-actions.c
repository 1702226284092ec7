/* SPDX-License-Identifier: GPL-3.0-or-later */
#include "config.h"

#include <glib/gi18n.h>

#include "tactics-game-data.h"
#include "tactics-game-window-private.h"

/* What to do once the player agreed to leave the match in progress. */
typedef void (*LeaveFunc) (TacticsGameWindow *self);

typedef struct {
  TacticsGameWindow *window;
  LeaveFunc          then;
} LeaveRequest;

static void
on_leave_dialog_response (GtkDialog    *dialog,
                          int           response,
                          LeaveRequest *request)
{
  TacticsGameWindow *self = request->window;
  LeaveFunc then = request->then;

  /* The click that answered holds the dialog until after this handler,
   * and @then may destroy the window: the dialog must not outlive its
   * parent still tied to it. */
  gtk_window_set_transient_for (GTK_WINDOW (dialog), NULL);
  gtk_window_destroy (GTK_WINDOW (dialog));
  g_free (request);
  if (response == GTK_RESPONSE_ACCEPT)
    then (self);
  g_object_unref (self);
}

void
tactics_game_window_leave_match_then (TacticsGameWindow *self,
                                      LeaveFunc          then)
{
  GtkWidget *dialog;
  LeaveRequest *request;

  if (!tactics_game_window_match_unsaved (self))
    {
      then (self);
      return;
    }

  dialog = gtk_message_dialog_new (GTK_WINDOW (self),
                                   GTK_DIALOG_MODAL | GTK_DIALOG_DESTROY_WITH_PARENT,
                                   GTK_MESSAGE_QUESTION, GTK_BUTTONS_NONE,
                                   _("Leave the match in progress?"));
  gtk_message_dialog_format_secondary_text (GTK_MESSAGE_DIALOG (dialog),
                                            _("Unsaved moves will be lost. Use Save Match in "
                                              "the menu first to play on later."));
  gtk_dialog_add_button (GTK_DIALOG (dialog), _("_Cancel"), GTK_RESPONSE_CANCEL);
  gtk_dialog_add_button (GTK_DIALOG (dialog), _("_Leave Match"), GTK_RESPONSE_ACCEPT);
  gtk_widget_add_css_class (gtk_dialog_get_widget_for_response (GTK_DIALOG (dialog),
                                                                GTK_RESPONSE_ACCEPT),
                            "destructive-action");
  gtk_dialog_set_default_response (GTK_DIALOG (dialog), GTK_RESPONSE_CANCEL);

  request = g_new0 (LeaveRequest, 1);
  request->window = g_object_ref (self);
  request->then = then;
  g_signal_connect (dialog, "response", G_CALLBACK (on_leave_dialog_response), request);
  gtk_window_present (GTK_WINDOW (dialog));
}

/* New match, main menu, play again */

static void
go_to_setup (TacticsGameWindow *self)
{
  tactics_game_window_end_match (self);
  tactics_game_window_show_setup (self);
}

static void
new_match_action (GtkWidget  *widget,
                  const char *action_name,
                  GVariant   *parameter)
{
  tactics_game_window_leave_match_then (TACTICS_GAME_WINDOW (widget), go_to_setup);
}

static void
go_to_start (TacticsGameWindow *self)
{
  tactics_game_window_end_match (self);
  tactics_game_window_show_screen (self, "start");
}

static void
main_menu_action (GtkWidget  *widget,
                  const char *action_name,
                  GVariant   *parameter)
{
  tactics_game_window_leave_match_then (TACTICS_GAME_WINDOW (widget), go_to_start);
}

static void
play_again (TacticsGameWindow *self)
{
  g_autoptr(TacticsGameSetup) setup = NULL;
  gboolean from_match;

  if (self->setup == NULL)
    {
      go_to_setup (self);
      return;
    }
  setup = tactics_game_setup_copy (self->setup);
  from_match = self->setup_from_match;
  tactics_game_window_start_match (self, setup);
  /* The same match again: its set-up comes from where the last one's did. */
  self->setup_from_match = from_match;
}

static void
play_again_action (GtkWidget  *widget,
                   const char *action_name,
                   GVariant   *parameter)
{
  tactics_game_window_leave_match_then (TACTICS_GAME_WINDOW (widget), play_again);
}

static void
review_board_action (GtkWidget  *widget,
                     const char *action_name,
                     GVariant   *parameter)
{
  TacticsGameWindow *self = TACTICS_GAME_WINDOW (widget);

  if (self->match != NULL)
    tactics_game_window_show_screen (self, "battle");
}

static void
show_results_action (GtkWidget  *widget,
                     const char *action_name,
                     GVariant   *parameter)
{
  TacticsGameWindow *self = TACTICS_GAME_WINDOW (widget);

  if (self->match != NULL && tactics_match_get_phase (self->match) == TACTICS_MATCH_PHASE_OVER)
    {
      tactics_game_over_page_set_match (self->over_page, self->match);
      tactics_game_window_show_screen (self, "over");
    }
}

/* Files */

static void
add_filters (GtkFileChooser *chooser,
             gboolean        maps_too)
{
  g_autoptr(GtkFileFilter) games = gtk_file_filter_new ();
  g_autoptr(GtkFileFilter) saves = gtk_file_filter_new ();
  g_autoptr(GtkFileFilter) all = gtk_file_filter_new ();

  gtk_file_filter_set_name (saves, _("Saved matches"));
  gtk_file_filter_add_mime_type (saves, "application/x-tactics-save");
  gtk_file_filter_add_pattern (saves, "*.save.xml");
  if (maps_too)
    {
      gtk_file_filter_set_name (games, _("Saved matches, maps and scenarios"));
      gtk_file_filter_add_mime_type (games, "application/x-tactics-save");
      gtk_file_filter_add_mime_type (games, "application/x-tactics-map");
      gtk_file_filter_add_mime_type (games, "application/x-tactics-scenario");
      gtk_file_filter_add_pattern (games, "*.save.xml");
      gtk_file_filter_add_pattern (games, "*.map.xml");
      gtk_file_filter_add_pattern (games, "*.scenario.xml");
      gtk_file_chooser_add_filter (chooser, games);
    }
  gtk_file_chooser_add_filter (chooser, saves);
  gtk_file_filter_set_name (all, _("All files"));
  gtk_file_filter_add_pattern (all, "*");
  gtk_file_chooser_add_filter (chooser, all);
  gtk_file_chooser_set_filter (chooser, maps_too ? games : saves);
}

static void
on_open_response (TacticsGameWindow *self,
                  int                response,
                  GtkNativeDialog   *chooser)
{
  g_autoptr(GFile) file = NULL;

  if (response == GTK_RESPONSE_ACCEPT)
    file = gtk_file_chooser_get_file (GTK_FILE_CHOOSER (chooser));
  gtk_native_dialog_destroy (chooser);
  g_clear_object (&self->chooser);

  if (file != NULL)
    {
      g_autoptr(GError) error = NULL;

      if (!tactics_game_window_open_file (self, file, &error))
        tactics_game_window_show_error (self, _("This file cannot be opened"), error->message);
    }
}

static void
open_chooser (TacticsGameWindow *self)
{
  GtkFileChooserNative *chooser;

  if (self->chooser != NULL)
    return;
  chooser = gtk_file_chooser_native_new (_("Load a Match"), GTK_WINDOW (self),
                                         GTK_FILE_CHOOSER_ACTION_OPEN, _("_Open"), _("_Cancel"));
  gtk_native_dialog_set_modal (GTK_NATIVE_DIALOG (chooser), TRUE);
  add_filters (GTK_FILE_CHOOSER (chooser), TRUE);
  self->chooser = GTK_NATIVE_DIALOG (chooser);
  g_signal_connect_object (chooser, "response", G_CALLBACK (on_open_response), self,
                           G_CONNECT_SWAPPED);
  gtk_native_dialog_show (self->chooser);
}

static void
open_action (GtkWidget  *widget,
             const char *action_name,
             GVariant   *parameter)
{
  tactics_game_window_leave_match_then (TACTICS_GAME_WINDOW (widget), open_chooser);
}

static void
open_recent_action (GtkWidget  *widget,
                    const char *action_name,
                    GVariant   *parameter)
{
  TacticsGameWindow *self = TACTICS_GAME_WINDOW (widget);
  g_autoptr(GFile) file = g_file_new_for_uri (g_variant_get_string (parameter, NULL));
  g_autoptr(GError) error = NULL;

  /* Offered on the start screen only, where no match is in progress. */
  if (!tactics_game_window_open_file (self, file, &error))
    tactics_game_window_show_error (self, _("This file cannot be opened"), error->message);
}

/* Saves, and says so: a save otherwise leaves no trace on screen. */
static void
save_and_tell (TacticsGameWindow *self,
               GFile             *file)
{
  g_autoptr(GError) error = NULL;
  g_autofree char *name = NULL;
  g_autofree char *message = NULL;

  if (!tactics_game_window_save_to_file (self, file, &error))
    {
      tactics_game_window_show_error (self, _("The match could not be saved"), error->message);
      return;
    }
  name = g_file_get_basename (file);
  /* Translators: %s is a file name. */
  message = g_strdup_printf (_("Match saved as %s"), name);
  tactics_game_battle_view_show_notice (self->battle_view, message);
}

static void
on_save_response (TacticsGameWindow *self,
                  int                response,
                  GtkNativeDialog   *chooser)
{
  g_autoptr(GFile) file = NULL;

  if (response == GTK_RESPONSE_ACCEPT)
    file = gtk_file_chooser_get_file (GTK_FILE_CHOOSER (chooser));
  gtk_native_dialog_destroy (chooser);
  g_clear_object (&self->chooser);

  if (file != NULL)
    save_and_tell (self, file);
}

static void
save_as_action (GtkWidget  *widget,
                const char *action_name,
                GVariant   *parameter)
{
  TacticsGameWindow *self = TACTICS_GAME_WINDOW (widget);
  GtkFileChooserNative *chooser;
  g_autofree char *name = NULL;
  const char *map_name;

  if (self->chooser != NULL || self->match == NULL)
    return;
  chooser = gtk_file_chooser_native_new (_("Save the Match"), GTK_WINDOW (self),
                                         GTK_FILE_CHOOSER_ACTION_SAVE, _("_Save"), _("_Cancel"));
  gtk_native_dialog_set_modal (GTK_NATIVE_DIALOG (chooser), TRUE);
  add_filters (GTK_FILE_CHOOSER (chooser), FALSE);
  map_name = tactics_map_get_name (tactics_match_get_map (self->match));
  if (self->save_file != NULL)
    {
      gtk_file_chooser_set_file (GTK_FILE_CHOOSER (chooser), self->save_file, NULL);
    }
  else
    {
      /* Translators: the file name offered for a save, e.g. "Skirmish, round 4.save.xml". */
      name = g_strdup_printf (_("%s, round %u.save.xml"),
                              map_name != NULL && map_name[0] != '\0' ? map_name : _("Match"),
                              tactics_match_get_round (self->match));
      gtk_file_chooser_set_current_name (GTK_FILE_CHOOSER (chooser), name);
    }
  self->chooser = GTK_NATIVE_DIALOG (chooser);
  g_signal_connect_object (chooser, "response", G_CALLBACK (on_save_response), self,
                           G_CONNECT_SWAPPED);
  gtk_native_dialog_show (self->chooser);
}

static void
save_action (GtkWidget  *widget,
             const char *action_name,
             GVariant   *parameter)
{
  TacticsGameWindow *self = TACTICS_GAME_WINDOW (widget);
  g_autoptr(GFile) file = NULL;

  if (self->save_file == NULL)
    {
      save_as_action (widget, action_name, parameter);
      return;
    }
  file = g_object_ref (self->save_file);
  save_and_tell (self, file);
}

static void
preferences_action (GtkWidget  *widget,
                    const char *action_name,
                    GVariant   *parameter)
{
  TacticsGameWindow *self = TACTICS_GAME_WINDOW (widget);
  GtkWidget *dialog;

  /* Without an installed schema there is nothing to keep preferences in. */
  if (self->settings == NULL)
    return;
  dialog = tactics_preferences_dialog_new (GTK_WINDOW (self), self->settings);
  gtk_window_present (GTK_WINDOW (dialog));
}

void
tactics_game_window_update_actions (TacticsGameWindow *self)
{
  GtkWidget *widget = GTK_WIDGET (self);
  gboolean started = self->match != NULL &&
                     tactics_match_get_phase (self->match) != TACTICS_MATCH_PHASE_SETUP;
  gboolean over = self->match != NULL &&
                  tactics_match_get_phase (self->match) == TACTICS_MATCH_PHASE_OVER;

  gtk_widget_action_set_enabled (widget, "win.save", started);
  gtk_widget_action_set_enabled (widget, "win.save-as", started);
  gtk_widget_action_set_enabled (widget, "win.review-board", over);
  gtk_widget_action_set_enabled (widget, "win.show-results", over);
  gtk_widget_action_set_enabled (widget, "win.play-again", self->setup != NULL);
  gtk_widget_action_set_enabled (widget, "win.preferences", self->settings != NULL);
}

void
tactics_game_window_class_install_actions (GtkWidgetClass *widget_class)
{
  gtk_widget_class_install_action (widget_class, "win.new-match", NULL, new_match_action);
  gtk_widget_class_install_action (widget_class, "win.open", NULL, open_action);
  gtk_widget_class_install_action (widget_class, "win.open-recent", "s", open_recent_action);
  gtk_widget_class_install_action (widget_class, "win.save", NULL, save_action);
  gtk_widget_class_install_action (widget_class, "win.save-as", NULL, save_as_action);
  gtk_widget_class_install_action (widget_class, "win.main-menu", NULL, main_menu_action);
  gtk_widget_class_install_action (widget_class, "win.play-again", NULL, play_again_action);
  gtk_widget_class_install_action (widget_class, "win.review-board", NULL, review_board_action);
  gtk_widget_class_install_action (widget_class, "win.show-results", NULL, show_results_action);
  gtk_widget_class_install_action (widget_class, "win.preferences", NULL, preferences_action);
  gtk_widget_class_install_property_action (widget_class, "win.animation-speed",
                                            "animation-speed");
  gtk_widget_class_install_property_action (widget_class, "win.show-grid", "show-grid");
  gtk_widget_class_install_property_action (widget_class, "win.show-minimap", "show-minimap");

  gtk_widget_class_add_binding_action (widget_class, GDK_KEY_n, GDK_CONTROL_MASK,
                                       "win.new-match", NULL);
  gtk_widget_class_add_binding_action (widget_class, GDK_KEY_o, GDK_CONTROL_MASK,
                                       "win.open", NULL);
  gtk_widget_class_add_binding_action (widget_class, GDK_KEY_s, GDK_CONTROL_MASK,
                                       "win.save", NULL);
  gtk_widget_class_add_binding_action (widget_class, GDK_KEY_s,
                                       GDK_CONTROL_MASK | GDK_SHIFT_MASK, "win.save-as", NULL);
  gtk_widget_class_add_binding_action (widget_class, GDK_KEY_comma, GDK_CONTROL_MASK,
                                       "win.preferences", NULL);
  gtk_widget_class_add_binding_action (widget_class, GDK_KEY_m, GDK_CONTROL_MASK,
                                       "win.show-minimap", NULL);
}
