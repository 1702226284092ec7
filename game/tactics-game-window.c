/* SPDX-License-Identifier: GPL-3.0-or-later */
#include "config.h"

#include <glib/gi18n.h>
#include <stdio.h>

#include "tactics-game-art.h"
#include "tactics-game-data.h"
#include "tactics-game-text.h"
#include "tactics-game-window-private.h"

#define AUTOPLAY_STOP_ROUND 500

G_DEFINE_FINAL_TYPE (TacticsGameWindow, tactics_game_window, GTK_TYPE_APPLICATION_WINDOW)

enum {
  PROP_0,
  PROP_ANIMATION_SPEED,
  PROP_SHOW_GRID,
  PROP_SHOW_MINIMAP,
  N_PROPS
};

static GParamSpec *properties[N_PROPS];

static void next_formation (TacticsGameWindow *self);

/* Settings */

static GSettings *
open_settings (void)
{
  GSettingsSchemaSource *source = g_settings_schema_source_get_default ();
  g_autoptr(GSettingsSchema) schema = NULL;

  if (source != NULL)
    schema = g_settings_schema_source_lookup (source, "io.tactics.Game", TRUE);
#ifdef TACTICS_GAME_SCHEMA_DIR
  /* Run from the build folder without GSETTINGS_SCHEMA_DIR: the schema
   * compiled next to the build. */
  if (schema == NULL)
    {
      g_autoptr(GSettingsSchemaSource) build_source =
        g_settings_schema_source_new_from_directory (TACTICS_GAME_SCHEMA_DIR, source, FALSE,
                                                     NULL);

      if (build_source != NULL)
        schema = g_settings_schema_source_lookup (build_source, "io.tactics.Game", FALSE);
    }
#endif
  if (schema == NULL)
    return NULL;
  return g_settings_new_full (schema, NULL, NULL);
}

#define MAX_RECENT_FILES 10

/* Screens */

static guint
count_humans (TacticsMatch *match)
{
  guint n = 0;

  for (guint i = 0; i < tactics_match_get_n_players (match); i++)
    if (tactics_player_get_kind (tactics_match_get_player (match, i)) == TACTICS_PLAYER_HUMAN)
      n++;
  return n;
}

void
tactics_game_window_show_screen (TacticsGameWindow *self,
                                 const char        *screen)
{
  GtkWidget *page;
  const char *shown = gtk_stack_get_visible_child_name (self->stack);

  /* Nothing of one player's board fades through the hand-over screen. */
  if (g_strcmp0 (screen, "pass") == 0 || g_strcmp0 (shown, "pass") == 0)
    gtk_stack_set_visible_child_full (self->stack, screen, GTK_STACK_TRANSITION_TYPE_NONE);
  else
    gtk_stack_set_visible_child_name (self->stack, screen);
  page = gtk_stack_get_visible_child (self->stack);
  gtk_widget_grab_focus (page);
  tactics_game_window_update_actions (self);
}

static void
update_title (TacticsGameWindow *self)
{
  g_autofree char *title = NULL;

  if (self->match != NULL)
    {
      const char *map_name = tactics_map_get_name (tactics_match_get_map (self->match));

      /* A scenario goes by its own name. */
      if (tactics_game_text_scenario_name (self->match) != NULL)
        map_name = tactics_game_text_scenario_name (self->match);
      if (map_name != NULL && map_name[0] != '\0')
        /* Translators: the window title during a match, e.g. "Skirmish — Tactics". */
        title = g_strdup_printf (_("%s — Tactics"), map_name);
    }
  gtk_window_set_title (GTK_WINDOW (self), title != NULL ? title : _("Tactics"));
}

void
tactics_game_window_show_error (TacticsGameWindow *self,
                                const char        *primary,
                                const char        *secondary)
{
  GtkWidget *dialog;

  if (self->autoplay)
    {
      g_printerr ("%s: %s\n", primary, secondary != NULL ? secondary : "");
      return;
    }
  dialog = gtk_message_dialog_new (GTK_WINDOW (self),
                                   GTK_DIALOG_MODAL | GTK_DIALOG_DESTROY_WITH_PARENT,
                                   GTK_MESSAGE_ERROR, GTK_BUTTONS_CLOSE, "%s", primary);
  if (secondary != NULL)
    gtk_message_dialog_format_secondary_text (GTK_MESSAGE_DIALOG (dialog), "%s", secondary);
  g_signal_connect (dialog, "response", G_CALLBACK (gtk_window_destroy), NULL);
  gtk_window_present (GTK_WINDOW (dialog));
}

void
tactics_game_window_show_setup (TacticsGameWindow *self)
{
  /* The page offers the last match set up on it again; a match given
   * whole would add its map's copy to the page's list as another map. */
  if (self->setup != NULL && !self->setup_from_match)
    tactics_game_setup_page_set_setup (self->setup_page, self->setup);
  tactics_game_window_show_screen (self, "setup");
}

gboolean
tactics_game_window_match_in_progress (TacticsGameWindow *self)
{
  TacticsMatchPhase phase;

  if (self->match == NULL)
    return FALSE;
  phase = tactics_match_get_phase (self->match);
  return phase != TACTICS_MATCH_PHASE_OVER;
}

gboolean
tactics_game_window_match_unsaved (TacticsGameWindow *self)
{
  if (!tactics_game_window_match_in_progress (self) ||
      tactics_match_get_phase (self->match) == TACTICS_MATCH_PHASE_SETUP)
    return FALSE;
  return self->save_file == NULL ||
         self->saved_n_commands != tactics_match_get_n_commands (self->match);
}

void
tactics_game_window_end_match (TacticsGameWindow *self)
{
  tactics_game_battle_view_set_match (self->battle_view, NULL);
  g_clear_object (&self->match);
  g_clear_object (&self->save_file);
  self->saved_n_commands = G_MAXUINT;
  update_title (self);
  tactics_game_window_update_actions (self);
}

static void
show_pass (TacticsGameWindow *self,
           guint              player,
           PassNext           next,
           const char        *what)
{
  TacticsPlayer *info = tactics_match_get_player (self->match, player);

  self->pass_next = next;
  tactics_game_pass_page_set_player (self->pass_page, tactics_player_get_name (info),
                                     tactics_team_for_player (info), what);
  tactics_game_window_show_screen (self, "pass");
}

static void
show_battle (TacticsGameWindow *self)
{
  tactics_game_battle_view_set_hot_seat (self->battle_view, count_humans (self->match) >= 2);
  /* The screen first: the game may at once ask for a hand-over screen. */
  tactics_game_window_show_screen (self, "battle");
  tactics_game_battle_view_set_match (self->battle_view, self->match);
}

/* Starting a match */

static void
begin_placement (TacticsGameWindow *self)
{
  g_autoptr(GError) error = NULL;

  if (!tactics_match_start (self->match, &error))
    {
      tactics_game_window_show_error (self, _("The match cannot start"), error->message);
      tactics_game_window_end_match (self);
      tactics_game_window_show_setup (self);
      return;
    }
  show_battle (self);
}

static void
show_formation (TacticsGameWindow *self,
                guint              player)
{
  tactics_game_formation_page_set_player (self->formation_page, self->match, player);
  tactics_game_window_show_screen (self, "formation");
}

/* Each human forms an army in seat order; computers form theirs. */
static void
next_formation (TacticsGameWindow *self)
{
  guint n_players = tactics_match_get_n_players (self->match);

  for (; self->formation_seat < n_players; self->formation_seat++)
    {
      TacticsPlayer *player = tactics_match_get_player (self->match, self->formation_seat);
      g_autoptr(GError) error = NULL;

      if (tactics_player_get_formation (player) != NULL)
        continue;

      if (tactics_player_get_kind (player) == TACTICS_PLAYER_COMPUTER)
        {
          g_auto(GStrv) army = tactics_ai_suggest_army (self->match, self->formation_seat);

          if (army == NULL ||
              !tactics_match_set_formation (self->match, self->formation_seat,
                                           (const char * const *) army, &error))
            {
              tactics_game_window_show_error (self, _("The computer cannot form an army"),
                                              error != NULL ? error->message
                                              : _("No unit of these rules can move on this "
                                                  "map."));
              tactics_game_window_end_match (self);
              tactics_game_window_show_setup (self);
              return;
            }
          continue;
        }

      if (count_humans (self->match) >= 2)
        show_pass (self, self->formation_seat, PASS_TO_FORMATION, _("Choose your army"));
      else
        show_formation (self, self->formation_seat);
      return;
    }
  begin_placement (self);
}

/* Starts @setup's match; FALSE with @error when the rules refuse it. */
static gboolean
start_match (TacticsGameWindow      *self,
             const TacticsGameSetup *setup,
             GError                **error)
{
  g_autoptr(TacticsMatch) match = NULL;

  if (self->setup != setup)
    {
      g_clear_pointer (&self->setup, tactics_game_setup_free);
      self->setup = tactics_game_setup_copy (setup);
      self->setup_from_match = FALSE;
    }
  if (self->settings != NULL && setup->map_file != NULL && !self->play_test)
    {
      g_autofree char *uri = g_file_get_uri (setup->map_file);

      g_settings_set_string (self->settings, "last-map", uri);
    }

  match = tactics_game_setup_create_match (self->setup, error);
  if (match == NULL)
    return FALSE;
  tactics_game_window_end_match (self);
  self->match = g_steal_pointer (&match);
  self->formation_seat = 0;
  update_title (self);
  next_formation (self);
  return TRUE;
}

void
tactics_game_window_start_match (TacticsGameWindow      *self,
                                 const TacticsGameSetup *setup)
{
  g_autoptr(GError) error = NULL;

  g_return_if_fail (TACTICS_IS_GAME_WINDOW (self));
  g_return_if_fail (setup != NULL);

  if (!start_match (self, setup, &error))
    tactics_game_setup_page_show_error (self->setup_page, error->message);
}

static void
on_setup_page_start (TacticsGameWindow *self)
{
  g_autoptr(GError) error = NULL;
  g_autoptr(TacticsGameSetup) setup = tactics_game_setup_page_get_setup (self->setup_page, &error);

  if (setup == NULL)
    {
      tactics_game_setup_page_show_error (self->setup_page, error->message);
      return;
    }
  tactics_game_window_start_match (self, setup);
}

static void
on_formation_page_done (TacticsGameWindow *self)
{
  g_auto(GStrv) army = tactics_game_formation_page_get_formation (self->formation_page);
  g_autoptr(GError) error = NULL;

  if (self->match == NULL)
    return;
  if (!tactics_match_set_formation (self->match, self->formation_seat,
                                   (const char * const *) army, &error))
    {
      tactics_game_formation_page_show_error (self->formation_page, error->message);
      return;
    }
  self->formation_seat++;
  next_formation (self);
}

/* Playing */

static void
on_battle_view_handover (TacticsGameWindow *self,
                         int                player)
{
  g_autofree char *what = NULL;

  if (self->match == NULL || player < 0)
    return;
  if (tactics_match_get_phase (self->match) == TACTICS_MATCH_PHASE_PLACEMENT)
    what = g_strdup (_("Place your army"));
  else
    /* Translators: shown when the screen passes to the next player: the round about to be
     * played, e.g. "Round 4". */
    what = g_strdup_printf (_("Round %u"), tactics_match_get_round (self->match));
  show_pass (self, (guint) player, PASS_TO_BATTLE, what);
}

static void
on_pass_page_ready (TacticsGameWindow *self)
{
  if (self->match == NULL)
    {
      tactics_game_window_show_screen (self, "start");
      return;
    }
  if (self->pass_next == PASS_TO_FORMATION)
    {
      show_formation (self, self->formation_seat);
      return;
    }
  tactics_game_window_show_screen (self, "battle");
  tactics_game_battle_view_resume (self->battle_view);
}

static gboolean
close_window_idle (gpointer data)
{
  gtk_window_destroy (GTK_WINDOW (data));
  return G_SOURCE_REMOVE;
}

static void
on_battle_view_game_over (TacticsGameWindow *self)
{
  if (self->match == NULL)
    return;

  if (self->autoplay)
    {
      g_free (self->result_line);
      /* The words of tactics-cli simulate. */
      self->result_line = tactics_match_dup_result_line (self->match);
      g_print ("%s\n", self->result_line);
      fflush (stdout);
    }

  tactics_game_over_page_set_match (self->over_page, self->match);
  tactics_game_window_show_screen (self, "over");
  tactics_game_window_update_actions (self);

  /* Not from inside the battle view's own signal. */
  if (self->autoplay && self->quit_at_end)
    g_idle_add_full (G_PRIORITY_DEFAULT, close_window_idle, g_object_ref (self), g_object_unref);
}

static void
on_stack_notify_visible_child (TacticsGameWindow *self)
{
  tactics_game_window_update_actions (self);
}

/* Files */

gboolean
tactics_game_window_load_save (TacticsGameWindow  *self,
                               GFile              *file,
                               GError            **error)
{
  g_autoptr(TacticsSave) save = tactics_save_load (file, error);
  g_autoptr(TacticsMatch) match = NULL;

  if (save == NULL)
    return FALSE;
  match = tactics_save_resume (save);
  if (match == NULL)
    {
      g_set_error (error, TACTICS_MATCH_ERROR, TACTICS_MATCH_ERROR_SETUP,
                   _("The saved match cannot be resumed."));
      return FALSE;
    }

  tactics_game_window_play_game (self, match);
  g_set_object (&self->save_file, file);
  self->saved_n_commands = tactics_match_get_n_commands (self->match);
  return TRUE;
}

static TacticsGameSetup *
setup_from_game (TacticsMatch *match)
{
  TacticsGameSetup *setup = tactics_game_setup_new ();
  TacticsMap *map = tactics_match_get_map (match);

  setup->map = g_object_ref (map);
  g_set_object (&setup->scenario, tactics_match_get_scenario (match));
  /* The game's rules hold the units and actions it was played with. */
  if (tactics_match_get_ruleset (match) != tactics_map_get_ruleset (map))
    setup->ruleset = g_object_ref (tactics_match_get_ruleset (match));
  setup->units_per_player = tactics_match_get_units_per_player (match);
  setup->mode = tactics_match_get_mode (match);
  setup->round_limit = tactics_match_get_round_limit (match);
  setup->has_fog = TRUE;
  setup->fog = tactics_match_get_fog (match);
  for (guint i = 0; i < tactics_match_get_n_players (match); i++)
    {
      TacticsPlayer *player = tactics_match_get_player (match, i);

      tactics_game_setup_add_seat (setup, tactics_player_get_name (player),
                                   tactics_team_for_player (player),
                                   tactics_player_get_kind (player),
                                   tactics_player_get_level (player));
    }
  return setup;
}

void
tactics_game_window_play_game (TacticsGameWindow *self,
                               TacticsMatch       *match)
{
  g_return_if_fail (TACTICS_IS_GAME_WINDOW (self));
  g_return_if_fail (TACTICS_IS_MATCH (match));
  g_return_if_fail (tactics_match_get_phase (match) != TACTICS_MATCH_PHASE_SETUP);

  g_object_ref (match);
  tactics_game_window_end_match (self);
  self->match = match;
  update_title (self);
  /* So that "play again" offers the same match. */
  g_clear_pointer (&self->setup, tactics_game_setup_free);
  self->setup = setup_from_game (match);
  self->setup_from_match = TRUE;

  if (tactics_match_get_phase (self->match) == TACTICS_MATCH_PHASE_OVER)
    {
      tactics_game_battle_view_set_match (self->battle_view, self->match);
      tactics_game_over_page_set_match (self->over_page, self->match);
      tactics_game_window_show_screen (self, "over");
      return;
    }
  show_battle (self);
}

static void
show_recent (TacticsGameWindow *self)
{
  g_auto(GStrv) uris = NULL;

  if (self->settings == NULL)
    return;
  uris = g_settings_get_strv (self->settings, "recent-files");
  tactics_game_start_page_set_recent (self->start_page, (const char * const *) uris);
}

void
tactics_game_window_remember_file (TacticsGameWindow *self,
                                   GFile             *file)
{
  g_auto(GStrv) old = NULL;
  g_autoptr(GStrvBuilder) builder = NULL;
  g_auto(GStrv) uris = NULL;
  g_autofree char *uri = NULL;
  guint n = 1;

  if (self->settings == NULL || self->autoplay)
    return;
  uri = g_file_get_uri (file);
  old = g_settings_get_strv (self->settings, "recent-files");
  builder = g_strv_builder_new ();
  g_strv_builder_add (builder, uri);
  for (guint i = 0; old[i] != NULL && n < MAX_RECENT_FILES; i++)
    if (!g_str_equal (old[i], uri))
      {
        g_strv_builder_add (builder, old[i]);
        n++;
      }
  uris = g_strv_builder_end (builder);
  g_settings_set_strv (self->settings, "recent-files", (const char * const *) uris);
  show_recent (self);
}

gboolean
tactics_game_window_open_file (TacticsGameWindow  *self,
                               GFile              *file,
                               GError            **error)
{
  g_return_val_if_fail (TACTICS_IS_GAME_WINDOW (self), FALSE);
  g_return_val_if_fail (G_IS_FILE (file), FALSE);

  switch (tactics_game_data_sniff_file (file))
    {
    case TACTICS_GAME_FILE_SAVE:
      if (!tactics_game_window_load_save (self, file, error))
        return FALSE;
      tactics_game_window_remember_file (self, file);
      return TRUE;

    case TACTICS_GAME_FILE_MAP:
    case TACTICS_GAME_FILE_SCENARIO:
      if (!tactics_game_setup_page_select_map_file (self->setup_page, file, error))
        return FALSE;
      tactics_game_window_remember_file (self, file);
      tactics_game_window_show_screen (self, "setup");
      return TRUE;

    case TACTICS_GAME_FILE_RULESET:
      g_set_error (error, G_IO_ERROR, G_IO_ERROR_INVALID_DATA,
                   /* Translators: %s is a file's name, e.g. "default.ruleset.xml is a ruleset:
                    * …". */
                   _("%s is a ruleset: choose it under Rules when you set up a new match."),
                   g_file_peek_path (file) != NULL ? g_file_peek_path (file) : "?");
      return FALSE;

    case TACTICS_GAME_FILE_UNKNOWN:
    default:
      {
        g_autofree char *name = g_file_get_parse_name (file);

        g_set_error (error, G_IO_ERROR, G_IO_ERROR_INVALID_DATA,
                     /* Translators: %s is a file's name, e.g. "notes.txt". */
                     _("%s is neither a map, a scenario nor a saved match, or cannot be read."),
                     name);
        return FALSE;
      }
    }
}

gboolean
tactics_game_window_save_to_file (TacticsGameWindow  *self,
                                  GFile              *file,
                                  GError            **error)
{
  g_return_val_if_fail (TACTICS_IS_GAME_WINDOW (self), FALSE);
  g_return_val_if_fail (G_IS_FILE (file), FALSE);

  if (self->match == NULL || tactics_match_get_phase (self->match) == TACTICS_MATCH_PHASE_SETUP)
    {
      g_set_error_literal (error, TACTICS_MATCH_ERROR, TACTICS_MATCH_ERROR_WRONG_PHASE,
                           _("There is no match to save yet."));
      return FALSE;
    }
  if (!tactics_match_save (self->match, file, error))
    return FALSE;
  g_set_object (&self->save_file, file);
  self->saved_n_commands = tactics_match_get_n_commands (self->match);
  tactics_game_window_remember_file (self, file);
  return TRUE;
}

gboolean
tactics_game_window_autoplay (TacticsGameWindow  *self,
                              GFile              *map_file,
                              gboolean            has_seed,
                              guint64             seed,
                              gboolean            quit_at_end,
                              GError            **error)
{
  g_autoptr(TacticsGameSetup) setup = NULL;
  g_autoptr(GFile) default_map = NULL;

  g_return_val_if_fail (TACTICS_IS_GAME_WINDOW (self), FALSE);

  self->autoplay = TRUE;
  self->quit_at_end = quit_at_end;
  if (self->settings != NULL)
    g_settings_unbind (self, "animation-speed");
  g_object_set (self, "animation-speed", "instant", NULL);

  if (map_file == NULL)
    map_file = default_map = tactics_game_data_get_default_map ();
  if (!tactics_game_setup_page_select_map_file (self->setup_page, map_file, error))
    return FALSE;

  /* The set-up screen, filled in as a person would, then its Start. */
  setup = tactics_game_setup_page_get_setup (self->setup_page, error);
  if (setup == NULL)
    return FALSE;
  /* Computers in every seat: two, or a scenario's sides. */
  if (setup->scenario != NULL)
    {
      for (guint i = 0; i < setup->seats->len; i++)
        tactics_game_setup_get_seat (setup, i)->kind = TACTICS_PLAYER_COMPUTER;
    }
  else
    {
      g_array_set_size (setup->seats, 0);
      tactics_game_setup_add_seat (setup, tactics_team_get_name (0), 0,
                                   TACTICS_PLAYER_COMPUTER, TACTICS_AI_LEVEL_NORMAL);
      tactics_game_setup_add_seat (setup, tactics_team_get_name (1), 1,
                                   TACTICS_PLAYER_COMPUTER, TACTICS_AI_LEVEL_NORMAL);
    }
  setup->has_seed = has_seed;
  setup->seed = seed;
  /* Two computers that never meet must not keep a check running: a stop,
   * as tactics-cli simulate's, not a round limit, so that a points game
   * without one ends unfinished instead of on points. A scenario keeps
   * its own limit. */
  if (setup->scenario == NULL || setup->round_limit == 0)
    setup->stop_round = AUTOPLAY_STOP_ROUND;
  tactics_game_setup_page_set_setup (self->setup_page, setup);
  tactics_game_window_show_screen (self, "setup");
  tactics_game_setup_page_start (self->setup_page);
  return TRUE;
}

gboolean
tactics_game_window_play_test (TacticsGameWindow  *self,
                               GFile              *file,
                               GError            **error)
{
  g_autoptr(TacticsGameSetup) setup = NULL;

  g_return_val_if_fail (TACTICS_IS_GAME_WINDOW (self), FALSE);
  g_return_val_if_fail (G_IS_FILE (file), FALSE);

  self->play_test = TRUE;
  tactics_game_over_page_set_play_test (self->over_page, TRUE);
  if (!tactics_game_setup_page_select_map_file (self->setup_page, file, error))
    return FALSE;
  setup = tactics_game_setup_page_get_setup (self->setup_page, error);
  if (setup == NULL)
    return FALSE;
  /* What the rules refuse is said here, not on a set-up page nobody saw. */
  return start_match (self, setup, error);
}

/* GObject */

static void
tactics_game_window_close_request_save_size (TacticsGameWindow *self)
{
  int width;
  int height;

  if (self->settings == NULL || self->autoplay)
    return;
  gtk_window_get_default_size (GTK_WINDOW (self), &width, &height);
  g_settings_set_boolean (self->settings, "window-maximized",
                          gtk_window_is_maximized (GTK_WINDOW (self)));
  if (!gtk_window_is_maximized (GTK_WINDOW (self)) && width >= 360 && height >= 360)
    {
      g_settings_set_int (self->settings, "window-width", width);
      g_settings_set_int (self->settings, "window-height", height);
    }
}

static void
destroy_window (TacticsGameWindow *self)
{
  gtk_window_destroy (GTK_WINDOW (self));
}

static gboolean
tactics_game_window_close_request (GtkWindow *window)
{
  TacticsGameWindow *self = TACTICS_GAME_WINDOW (window);

  tactics_game_window_close_request_save_size (self);
  if (!self->autoplay && tactics_game_window_match_unsaved (self))
    {
      tactics_game_window_leave_match_then (self, destroy_window);
      return TRUE;
    }
  return GTK_WINDOW_CLASS (tactics_game_window_parent_class)->close_request (window);
}

static void
tactics_game_window_dispose (GObject *object)
{
  TacticsGameWindow *self = TACTICS_GAME_WINDOW (object);

  if (self->chooser != NULL)
    gtk_native_dialog_destroy (self->chooser);
  g_clear_object (&self->chooser);
  if (self->battle_view != NULL)
    tactics_game_battle_view_set_match (self->battle_view, NULL);
  /* GtkWindow unparents its child itself: let it go before the template
   * does, or both would. */
  gtk_window_set_child (GTK_WINDOW (self), NULL);
  gtk_widget_dispose_template (GTK_WIDGET (object), TACTICS_TYPE_GAME_WINDOW);
  g_clear_object (&self->match);
  g_clear_object (&self->settings);

  G_OBJECT_CLASS (tactics_game_window_parent_class)->dispose (object);
}

static void
tactics_game_window_finalize (GObject *object)
{
  TacticsGameWindow *self = TACTICS_GAME_WINDOW (object);

  g_clear_pointer (&self->setup, tactics_game_setup_free);
  g_clear_object (&self->save_file);
  g_clear_pointer (&self->animation_speed, g_free);
  g_clear_pointer (&self->result_line, g_free);

  G_OBJECT_CLASS (tactics_game_window_parent_class)->finalize (object);
}

static void
tactics_game_window_get_property (GObject    *object,
                                  guint       prop_id,
                                  GValue     *value,
                                  GParamSpec *pspec)
{
  TacticsGameWindow *self = TACTICS_GAME_WINDOW (object);

  switch (prop_id)
    {
    case PROP_ANIMATION_SPEED:
      g_value_set_string (value, self->animation_speed);
      break;
    case PROP_SHOW_GRID:
      g_value_set_boolean (value, self->show_grid);
      break;
    case PROP_SHOW_MINIMAP:
      g_value_set_boolean (value, self->show_minimap);
      break;
    default:
      G_OBJECT_WARN_INVALID_PROPERTY_ID (object, prop_id, pspec);
    }
}

static void
tactics_game_window_set_property (GObject      *object,
                                  guint         prop_id,
                                  const GValue *value,
                                  GParamSpec   *pspec)
{
  TacticsGameWindow *self = TACTICS_GAME_WINDOW (object);

  switch (prop_id)
    {
    case PROP_ANIMATION_SPEED:
      if (g_strcmp0 (self->animation_speed, g_value_get_string (value)) != 0 &&
          g_value_get_string (value) != NULL)
        {
          g_free (self->animation_speed);
          self->animation_speed = g_value_dup_string (value);
          g_object_notify_by_pspec (object, pspec);
        }
      break;
    case PROP_SHOW_GRID:
      if (self->show_grid != g_value_get_boolean (value))
        {
          self->show_grid = g_value_get_boolean (value);
          g_object_notify_by_pspec (object, pspec);
        }
      break;
    case PROP_SHOW_MINIMAP:
      if (self->show_minimap != g_value_get_boolean (value))
        {
          self->show_minimap = g_value_get_boolean (value);
          g_object_notify_by_pspec (object, pspec);
        }
      break;
    default:
      G_OBJECT_WARN_INVALID_PROPERTY_ID (object, prop_id, pspec);
    }
}

static void
tactics_game_window_class_init (TacticsGameWindowClass *klass)
{
  GObjectClass *object_class = G_OBJECT_CLASS (klass);
  GtkWidgetClass *widget_class = GTK_WIDGET_CLASS (klass);
  GtkWindowClass *window_class = GTK_WINDOW_CLASS (klass);
  const GParamFlags flags = G_PARAM_READWRITE | G_PARAM_EXPLICIT_NOTIFY | G_PARAM_STATIC_STRINGS;

  object_class->dispose = tactics_game_window_dispose;
  object_class->finalize = tactics_game_window_finalize;
  object_class->get_property = tactics_game_window_get_property;
  object_class->set_property = tactics_game_window_set_property;
  window_class->close_request = tactics_game_window_close_request;

  properties[PROP_ANIMATION_SPEED] =
    g_param_spec_string ("animation-speed", NULL, NULL, "normal", flags);
  properties[PROP_SHOW_GRID] = g_param_spec_boolean ("show-grid", NULL, NULL, TRUE, flags);
  properties[PROP_SHOW_MINIMAP] = g_param_spec_boolean ("show-minimap", NULL, NULL, TRUE, flags);
  g_object_class_install_properties (object_class, N_PROPS, properties);

  g_type_ensure (TACTICS_TYPE_GAME_START_PAGE);
  g_type_ensure (TACTICS_TYPE_GAME_SETUP_PAGE);
  g_type_ensure (TACTICS_TYPE_GAME_FORMATION_PAGE);
  g_type_ensure (TACTICS_TYPE_GAME_BATTLE_VIEW);
  g_type_ensure (TACTICS_TYPE_GAME_PASS_PAGE);
  g_type_ensure (TACTICS_TYPE_GAME_OVER_PAGE);

  gtk_widget_class_set_template_from_resource (widget_class,
                                               "/io/tactics/Game/tactics-game-window.ui");
  gtk_widget_class_bind_template_child (widget_class, TacticsGameWindow, stack);
  gtk_widget_class_bind_template_child (widget_class, TacticsGameWindow, menu_button);
  gtk_widget_class_bind_template_child (widget_class, TacticsGameWindow, start_page);
  gtk_widget_class_bind_template_child (widget_class, TacticsGameWindow, setup_page);
  gtk_widget_class_bind_template_child (widget_class, TacticsGameWindow, formation_page);
  gtk_widget_class_bind_template_child (widget_class, TacticsGameWindow, battle_view);
  gtk_widget_class_bind_template_child (widget_class, TacticsGameWindow, pass_page);
  gtk_widget_class_bind_template_child (widget_class, TacticsGameWindow, over_page);
  gtk_widget_class_bind_template_callback (widget_class, on_setup_page_start);
  gtk_widget_class_bind_template_callback (widget_class, on_formation_page_done);
  gtk_widget_class_bind_template_callback (widget_class, on_battle_view_handover);
  gtk_widget_class_bind_template_callback (widget_class, on_battle_view_game_over);
  gtk_widget_class_bind_template_callback (widget_class, on_pass_page_ready);
  gtk_widget_class_bind_template_callback (widget_class, on_stack_notify_visible_child);

  tactics_game_window_class_install_actions (widget_class);
}

/* The map of the last match set up is offered again. */
static void
select_last_map (TacticsGameWindow *self)
{
  g_autofree char *uri = g_settings_get_string (self->settings, "last-map");
  g_autoptr(GFile) file = NULL;

  if (uri == NULL || uri[0] == '\0')
    return;
  file = g_file_new_for_uri (uri);
  if (g_file_query_exists (file, NULL))
    tactics_game_setup_page_select_map_file (self->setup_page, file, NULL);
}

/* The rules the preferences name are offered first; when they cannot be
 * read, the setup page says why and the map's own rules stay. */
static void
select_default_ruleset (TacticsGameWindow *self)
{
  g_autofree char *uri = g_settings_get_string (self->settings, "default-ruleset");
  g_autoptr(GFile) file = NULL;
  g_autoptr(GError) error = NULL;

  if (uri == NULL || uri[0] == '\0')
    return;
  file = g_file_new_for_uri (uri);
  if (!tactics_game_setup_page_select_ruleset_file (self->setup_page, file, &error))
    {
      g_autofree char *message =
        /* Translators: %s is why, e.g. "default.ruleset.xml:12: unknown terrain “lava”". */
        g_strdup_printf (_("The default rules could not be used: %s"), error->message);

      tactics_game_setup_page_show_error (self->setup_page, message);
    }
}

static void
on_recent_files_changed (TacticsGameWindow *self)
{
  show_recent (self);
}

/* The menu closed: the keys go back to the screen (the board's E, the
 * arrows), not to the menu's button, which the menu left them on. */
static void
on_menu_closed (TacticsGameWindow *self)
{
  GtkWidget *focus = gtk_root_get_focus (GTK_ROOT (self));

  if (focus == NULL || focus == GTK_WIDGET (self->menu_button) ||
      gtk_widget_is_ancestor (focus, GTK_WIDGET (self->menu_button)))
    gtk_widget_grab_focus (gtk_stack_get_visible_child (self->stack));
}

static void
tactics_game_window_init (TacticsGameWindow *self)
{
  self->animation_speed = g_strdup ("normal");
  self->show_grid = TRUE;
  self->show_minimap = TRUE;
  self->saved_n_commands = G_MAXUINT;

  gtk_widget_init_template (GTK_WIDGET (self));
  tactics_scroll_guard_attach (GTK_WIDGET (self));
  g_signal_connect_object (gtk_menu_button_get_popover (self->menu_button), "closed",
                           G_CALLBACK (on_menu_closed), self, G_CONNECT_SWAPPED);

  g_object_bind_property (self, "animation-speed", self->battle_view, "animation-speed",
                          G_BINDING_BIDIRECTIONAL | G_BINDING_SYNC_CREATE);
  g_object_bind_property (self, "show-grid", self->battle_view, "show-grid",
                          G_BINDING_SYNC_CREATE);
  g_object_bind_property (self, "show-minimap", self->battle_view, "minimap-visible",
                          G_BINDING_BIDIRECTIONAL | G_BINDING_SYNC_CREATE);

  self->settings = open_settings ();
  if (self->settings != NULL)
    {
      gtk_window_set_default_size (GTK_WINDOW (self),
                                   g_settings_get_int (self->settings, "window-width"),
                                   g_settings_get_int (self->settings, "window-height"));
      if (g_settings_get_boolean (self->settings, "window-maximized"))
        gtk_window_maximize (GTK_WINDOW (self));
      g_settings_bind (self->settings, "animation-speed", self, "animation-speed",
                       G_SETTINGS_BIND_DEFAULT);
      g_settings_bind (self->settings, "show-grid", self, "show-grid", G_SETTINGS_BIND_DEFAULT);
      g_settings_bind (self->settings, "show-minimap", self, "show-minimap",
                       G_SETTINGS_BIND_DEFAULT);
      g_settings_bind (self->settings, "confirm-end-turn", self->battle_view, "confirm-end-turn",
                       G_SETTINGS_BIND_DEFAULT);
      select_last_map (self);
      select_default_ruleset (self);
      show_recent (self);
      g_signal_connect_object (self->settings, "changed::recent-files",
                               G_CALLBACK (on_recent_files_changed), self, G_CONNECT_SWAPPED);
      g_signal_connect_object (self->settings, "changed::default-ruleset",
                               G_CALLBACK (select_default_ruleset), self, G_CONNECT_SWAPPED);
    }

  tactics_game_window_show_screen (self, "start");
}

TacticsGameWindow *
tactics_game_window_new (GtkApplication *application)
{
  return g_object_new (TACTICS_TYPE_GAME_WINDOW, "application", application, NULL);
}

TacticsMatch *
tactics_game_window_get_match (TacticsGameWindow *self)
{
  g_return_val_if_fail (TACTICS_IS_GAME_WINDOW (self), NULL);
  return self->match;
}

const char *
tactics_game_window_get_screen (TacticsGameWindow *self)
{
  g_return_val_if_fail (TACTICS_IS_GAME_WINDOW (self), NULL);
  return gtk_stack_get_visible_child_name (self->stack);
}

GtkWidget *
tactics_game_window_get_page (TacticsGameWindow *self,
                              const char        *screen)
{
  g_return_val_if_fail (TACTICS_IS_GAME_WINDOW (self), NULL);
  return gtk_stack_get_child_by_name (self->stack, screen);
}

const char *
tactics_game_window_get_result_line (TacticsGameWindow *self)
{
  g_return_val_if_fail (TACTICS_IS_GAME_WINDOW (self), NULL);
  return self->result_line;
}
