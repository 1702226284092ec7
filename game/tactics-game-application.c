/* SPDX-License-Identifier: GPL-3.0-or-later */
#include "config.h"

#include <glib/gi18n.h>

#include "tactics-gtk.h"
#include "tactics-game-application.h"
#include "tactics-game-window.h"

struct _TacticsGameApplication
{
  GtkApplication  parent_instance;

  gboolean        autoplay;
  gboolean        play_test;
  gboolean        quit_at_end;
  gboolean        has_seed;
  guint64         seed;
  int             exit_status;
};

G_DEFINE_FINAL_TYPE (TacticsGameApplication, tactics_game_application, GTK_TYPE_APPLICATION)

static const GOptionEntry option_entries[] = {
  { "autoplay", 0, 0, G_OPTION_ARG_NONE, NULL,
    N_("Play a computer-against-computer match at full speed"), NULL },
  { "seed", 0, 0, G_OPTION_ARG_STRING, NULL,
    N_("The seed of the match’s random draws"), N_("SEED") },
  { "quit-at-end", 0, 0, G_OPTION_ARG_NONE, NULL,
    N_("Close when the match is over (with --autoplay)"), NULL },
  { "play-test", 0, 0, G_OPTION_ARG_NONE, NULL,
    N_("Play FILE (a map or a scenario) at once, its sides as it sets them, in a window of "
       "its own: the editor’s play-test"), NULL },
  { NULL }
};

static TacticsGameWindow *
get_window (TacticsGameApplication *self)
{
  GtkWindow *window = gtk_application_get_active_window (GTK_APPLICATION (self));

  if (TACTICS_IS_GAME_WINDOW (window))
    return TACTICS_GAME_WINDOW (window);
  return tactics_game_window_new (GTK_APPLICATION (self));
}

static void
run_autoplay (TacticsGameApplication *self,
              GFile                  *map_file)
{
  TacticsGameWindow *window = get_window (self);
  g_autoptr(GError) error = NULL;

  gtk_window_present (GTK_WINDOW (window));
  if (!tactics_game_window_autoplay (window, map_file, self->has_seed, self->seed,
                                     self->quit_at_end, &error))
    {
      g_printerr ("tactics-game: %s\n", error->message);
      self->exit_status = 1;
      gtk_window_destroy (GTK_WINDOW (window));
    }
}

static void
tactics_game_application_activate (GApplication *application)
{
  TacticsGameApplication *self = TACTICS_GAME_APPLICATION (application);

  if (self->autoplay)
    {
      run_autoplay (self, NULL);
      return;
    }
  if (self->play_test)
    {
      g_printerr ("%s\n", _("tactics-game: --play-test needs the file to play"));
      self->exit_status = 2;
      return;
    }
  gtk_window_present (GTK_WINDOW (get_window (self)));
}

static void
tactics_game_application_open (GApplication  *application,
                               GFile        **files,
                               int            n_files,
                               const char    *hint)
{
  TacticsGameApplication *self = TACTICS_GAME_APPLICATION (application);
  TacticsGameWindow *window;
  g_autoptr(GError) error = NULL;

  if (self->autoplay)
    {
      run_autoplay (self, n_files > 0 ? files[0] : NULL);
      return;
    }
  if (self->play_test)
    {
      window = get_window (self);
      gtk_window_present (GTK_WINDOW (window));
      if (!tactics_game_window_play_test (window, files[0], &error))
        {
          g_printerr ("tactics-game: %s\n", error->message);
          self->exit_status = 1;
          gtk_window_destroy (GTK_WINDOW (window));
        }
      return;
    }

  window = get_window (self);
  gtk_window_present (GTK_WINDOW (window));
  /* One window plays one match: the first file wins. */
  if (n_files > 0 && !tactics_game_window_open_file (window, files[0], &error))
    {
      GtkWidget *dialog =
        gtk_message_dialog_new (GTK_WINDOW (window),
                                GTK_DIALOG_MODAL | GTK_DIALOG_DESTROY_WITH_PARENT,
                                GTK_MESSAGE_ERROR, GTK_BUTTONS_CLOSE,
                                _("This file cannot be opened"));

      gtk_message_dialog_format_secondary_text (GTK_MESSAGE_DIALOG (dialog), "%s",
                                                error->message);
      g_signal_connect (dialog, "response", G_CALLBACK (gtk_window_destroy), NULL);
      gtk_window_present (GTK_WINDOW (dialog));
    }
}

static int
tactics_game_application_handle_local_options (GApplication *application,
                                               GVariantDict *options)
{
  TacticsGameApplication *self = TACTICS_GAME_APPLICATION (application);
  const char *seed = NULL;

  self->autoplay = g_variant_dict_contains (options, "autoplay");
  self->play_test = g_variant_dict_contains (options, "play-test");
  self->quit_at_end = g_variant_dict_contains (options, "quit-at-end");
  if (g_variant_dict_lookup (options, "seed", "&s", &seed))
    {
      if (!g_ascii_string_to_unsigned (seed, 10, 0, G_MAXUINT64, &self->seed, NULL))
        {
          /* Translators: %s is the seed as typed. */
          g_printerr (_("tactics-game: the seed must be a whole number, not “%s”\n"), seed);
          return 2;
        }
      self->has_seed = TRUE;
    }
  if (self->quit_at_end && !self->autoplay)
    {
      g_printerr (_("tactics-game: --quit-at-end goes with --autoplay\n"));
      return 2;
    }
  if (self->play_test && self->autoplay)
    {
      g_printerr ("%s\n", _("tactics-game: --play-test and --autoplay do not go together"));
      return 2;
    }
  /* A check, or a play-test the editor waits for, must not hand its work
   * to a game already open. */
  if (self->autoplay || self->play_test)
    g_application_set_flags (application,
                             g_application_get_flags (application) | G_APPLICATION_NON_UNIQUE);
  return -1;
}

static void
quit_activated (GSimpleAction *action,
                GVariant      *parameter,
                gpointer       user_data)
{
  GtkApplication *application = user_data;
  /* A window that closes at once leaves the application's list, so walk a
   * copy that holds its own references. */
  GList *windows = g_list_copy (gtk_application_get_windows (application));

  for (GList *l = windows; l != NULL; l = l->next)
    g_object_ref (l->data);

  /* Each window asks about its match as it closes. */
  for (GList *l = windows; l != NULL; l = l->next)
    gtk_window_close (GTK_WINDOW (l->data));
  g_list_free_full (windows, g_object_unref);
}

static void
about_activated (GSimpleAction *action,
                 GVariant      *parameter,
                 gpointer       user_data)
{
  GtkApplication *application = user_data;
  static const char *authors[] = { "The Tactics authors", NULL };

  gtk_show_about_dialog (gtk_application_get_active_window (application),
                         "program-name", _("Tactics"),
                         "logo-icon-name", "io.tactics.Game",
                         "version", PACKAGE_VERSION,
                         "comments", _("Turn-based battles on square and hex maps"),
                         "license-type", GTK_LICENSE_GPL_3_0,
                         "authors", authors,
                         NULL);
}

static const GActionEntry app_actions[] = {
  { "quit", quit_activated, NULL, NULL, NULL },
  { "about", about_activated, NULL, NULL, NULL },
};

static void
tactics_game_application_startup (GApplication *application)
{
  static const char *quit_accels[] = { "<Control>q", NULL };
  static const char *new_accels[] = { "<Control>n", NULL };
  static const char *open_accels[] = { "<Control>o", NULL };
  static const char *save_accels[] = { "<Control>s", NULL };
  static const char *save_as_accels[] = { "<Control><Shift>s", NULL };
  static const char *minimap_accels[] = { "<Control>m", NULL };

  g_autoptr(GtkCssProvider) css = gtk_css_provider_new ();
  GdkDisplay *display;

  G_APPLICATION_CLASS (tactics_game_application_parent_class)->startup (application);

  tactics_gtk_init ();
  /* GTK 4.8 leaves an application's stylesheet to it. */
  display = gdk_display_get_default ();
  gtk_css_provider_load_from_resource (css, "/io/tactics/Game/style.css");
  gtk_style_context_add_provider_for_display (display, GTK_STYLE_PROVIDER (css),
                                              GTK_STYLE_PROVIDER_PRIORITY_APPLICATION);
  g_action_map_add_action_entries (G_ACTION_MAP (application), app_actions,
                                   G_N_ELEMENTS (app_actions), application);
  gtk_application_set_accels_for_action (GTK_APPLICATION (application), "app.quit", quit_accels);
  gtk_application_set_accels_for_action (GTK_APPLICATION (application), "win.new-match",
                                         new_accels);
  gtk_application_set_accels_for_action (GTK_APPLICATION (application), "win.open",
                                         open_accels);
  gtk_application_set_accels_for_action (GTK_APPLICATION (application), "win.save",
                                         save_accels);
  gtk_application_set_accels_for_action (GTK_APPLICATION (application), "win.save-as",
                                         save_as_accels);
  gtk_application_set_accels_for_action (GTK_APPLICATION (application), "win.show-minimap",
                                         minimap_accels);
  gtk_icon_theme_add_resource_path (gtk_icon_theme_get_for_display (display),
                                    "/io/tactics/icons");
}

static void
tactics_game_application_class_init (TacticsGameApplicationClass *klass)
{
  GApplicationClass *application_class = G_APPLICATION_CLASS (klass);

  application_class->activate = tactics_game_application_activate;
  application_class->open = tactics_game_application_open;
  application_class->startup = tactics_game_application_startup;
  application_class->handle_local_options = tactics_game_application_handle_local_options;
}

static void
tactics_game_application_init (TacticsGameApplication *self)
{
  g_application_add_main_option_entries (G_APPLICATION (self), option_entries);
  g_application_set_option_context_parameter_string (G_APPLICATION (self), _("[FILE]"));
  g_application_set_option_context_summary (G_APPLICATION (self),
                                            _("Open a map or a saved match, or play a "
                                              "computer match with --autoplay."));
}

TacticsGameApplication *
tactics_game_application_new (void)
{
  return g_object_new (TACTICS_TYPE_GAME_APPLICATION,
                       "application-id", "io.tactics.Game",
                       "flags", G_APPLICATION_HANDLES_OPEN,
                       "resource-base-path", "/io/tactics/Game",
                       NULL);
}

int
tactics_game_application_get_exit_status (TacticsGameApplication *self)
{
  g_return_val_if_fail (TACTICS_IS_GAME_APPLICATION (self), 1);
  return self->exit_status;
}
