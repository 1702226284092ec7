/* SPDX-License-Identifier: GPL-3.0-or-later */
#include "config.h"

#include <glib/gi18n.h>

#include "tactics-game-art.h"
#include "tactics-game-count-field.h"
#include "tactics-game-data.h"
#include "tactics-game-map-choice.h"
#include "tactics-game-player-row.h"
#include "tactics-game-setup-page.h"
#include "tactics-game-text.h"

#define PREVIEW_WIDTH 108
#define PREVIEW_HEIGHT 72


struct _TacticsGameSetupPage
{
  GtkWidget        parent_instance;

  GtkListBox      *map_list;
  GtkPicture      *map_preview;
  GtkLabel        *map_title;
  GtkLabel        *map_details;
  GtkLabel        *map_description;
  GtkListBox      *player_list;
  GtkButton       *add_player_button;
  GtkSpinButton   *units_spin;
  GtkDropDown     *mode_dropdown;
  GtkLabel        *rules_label;
  GtkButton       *reset_rules_button;
  GtkEntry        *seed_entry;
  GtkSpinButton   *round_limit_spin;
  GtkDropDown     *fog_dropdown;
  guint            stop_round;     /* no field: autoplay's stop, kept from set_setup() */
  GtkButton       *start_button;
  GtkLabel        *error_label;

  GPtrArray       *maps;          /* TacticsGameMapChoice, in the list's order */
  TacticsGameMapChoice       *seated_choice; /* the choice the seats were last made for */
  GFile           *ruleset_file;
  TacticsRuleset  *ruleset;       /* NULL: the map's rules */
  GtkNativeDialog *chooser;
  guint            scroll_tick;   /* brings the chosen map into sight */
  guint            scroll_settled; /* frames it has stayed in sight */
  guint            thumbnail_idle; /* draws the rows' pictures, one at a time */
  guint            next_thumbnail; /* the first row still without one */
};

G_DEFINE_FINAL_TYPE (TacticsGameSetupPage, tactics_game_setup_page, GTK_TYPE_WIDGET)

enum {
  SIGNAL_START,
  N_SIGNALS
};

static guint signals[N_SIGNALS];

static TacticsGameMapChoice *
get_selected_map (TacticsGameSetupPage *self)
{
  GtkListBoxRow *row = gtk_list_box_get_selected_row (self->map_list);
  int index;

  if (row == NULL)
    return NULL;
  index = gtk_list_box_row_get_index (row);
  if (index < 0 || (guint) index >= self->maps->len)
    return NULL;
  return g_ptr_array_index (self->maps, index);
}

static gboolean
scenario_chosen (TacticsGameSetupPage *self)
{
  TacticsGameMapChoice *choice = get_selected_map (self);

  return choice != NULL && choice->scenario != NULL;
}

/* The rows' pictures are drawn after the page shows, one an idle turn, so
 * that it opens at once however many maps there are. */
static gboolean
draw_next_thumbnail (gpointer user_data)
{
  TacticsGameSetupPage *self = user_data;
  GtkListBoxRow *row;

  if (self->next_thumbnail >= self->maps->len)
    {
      self->thumbnail_idle = 0;
      return G_SOURCE_REMOVE;
    }
  row = gtk_list_box_get_row_at_index (self->map_list, (int) self->next_thumbnail);
  if (row != NULL)
    tactics_game_map_choice_set_row_thumbnail (g_ptr_array_index (self->maps, self->next_thumbnail),
                                               gtk_list_box_row_get_child (row),
                                               gtk_widget_get_scale_factor (GTK_WIDGET (self)));
  self->next_thumbnail++;
  return G_SOURCE_CONTINUE;
}

static guint
add_map (TacticsGameSetupPage *self,
         GFile                *file,
         TacticsMap           *map,
         TacticsScenario      *scenario)
{
  TacticsGameMapChoice *choice = tactics_game_map_choice_new (file, map, scenario);

  g_ptr_array_add (self->maps, choice);
  gtk_list_box_append (self->map_list, tactics_game_map_choice_make_row (choice));
  if (self->thumbnail_idle == 0)
    self->thumbnail_idle = g_idle_add_full (G_PRIORITY_DEFAULT_IDLE, draw_next_thumbnail, self, NULL);
  return self->maps->len - 1;
}

/* Scrolls the list to its chosen row once that row has its place: a row
 * just added has none until the next layout, and rows above it may still
 * grow as their pictures come. It keeps the row in sight until it has
 * stayed there for a few frames. */
#define SCROLL_SETTLED_FRAMES 5

static gboolean
scroll_to_selected_map (GtkWidget     *list,
                        GdkFrameClock *clock,
                        gpointer       user_data)
{
  TacticsGameSetupPage *self = user_data;
  GtkListBoxRow *row = gtk_list_box_get_selected_row (self->map_list);
  GtkWidget *scroller = gtk_widget_get_ancestor (list, GTK_TYPE_SCROLLED_WINDOW);
  GtkAdjustment *adjustment;
  graphene_rect_t bounds;
  double value;

  if (row == NULL || scroller == NULL
      || !gtk_widget_compute_bounds (GTK_WIDGET (row), list, &bounds))
    {
      self->scroll_tick = 0;
      return G_SOURCE_REMOVE;
    }
  if (bounds.size.height <= 0)
    return G_SOURCE_CONTINUE;
  adjustment = gtk_scrolled_window_get_vadjustment (GTK_SCROLLED_WINDOW (scroller));
  value = gtk_adjustment_get_value (adjustment);
  if (bounds.origin.y < value
      || bounds.origin.y + bounds.size.height > value + gtk_adjustment_get_page_size (adjustment))
    {
      gtk_adjustment_clamp_page (adjustment, bounds.origin.y, bounds.origin.y + bounds.size.height);
      self->scroll_settled = 0;
      return G_SOURCE_CONTINUE;
    }
  if (++self->scroll_settled < SCROLL_SETTLED_FRAMES)
    return G_SOURCE_CONTINUE;
  self->scroll_tick = 0;
  return G_SOURCE_REMOVE;
}

static void
select_map_index (TacticsGameSetupPage *self,
                  guint                 index)
{
  GtkListBoxRow *row = gtk_list_box_get_row_at_index (self->map_list, (int) index);

  if (row == NULL)
    return;
  gtk_list_box_select_row (self->map_list, row);
  self->scroll_settled = 0;
  if (self->scroll_tick == 0)
    self->scroll_tick = gtk_widget_add_tick_callback (GTK_WIDGET (self->map_list),
                                                      scroll_to_selected_map, self, NULL);
}

static void
update_rules_label (TacticsGameSetupPage *self)
{
  TacticsGameMapChoice *choice = get_selected_map (self);
  g_autofree char *text = NULL;

  /* A scenario's units are its map's. */
  if (choice != NULL && choice->scenario != NULL)
    {
      g_clear_object (&self->ruleset);
      g_clear_object (&self->ruleset_file);
    }
  if (self->ruleset != NULL)
    {
      const char *name = tactics_ruleset_get_name (self->ruleset);
      g_autofree char *basename = self->ruleset_file != NULL
                                  ? g_file_get_basename (self->ruleset_file) : NULL;

      text = g_strdup (name != NULL && name[0] != '\0' ? name
                       : basename != NULL ? basename : _("Custom rules"));
    }
  else if (choice != NULL)
    {
      const char *name = tactics_ruleset_get_name (tactics_map_get_ruleset (choice->map));

      /* Translators: the rules a map comes with, e.g. "Default (the map’s)". */
      text = g_strdup_printf (_("%s (the map’s)"),
                              name != NULL && name[0] != '\0' ? name : _("Untitled"));
    }
  else
    {
      text = g_strdup (_("The map’s rules"));
    }
  gtk_label_set_text (self->rules_label, text);
  gtk_widget_set_visible (GTK_WIDGET (self->reset_rules_button), self->ruleset != NULL);
}

static void use_scenario_seats (TacticsGameSetupPage *self,
                                TacticsScenario      *scenario);

static void
on_map_list_row_selected (TacticsGameSetupPage *self,
                          GtkListBoxRow        *row)
{
  TacticsGameMapChoice *choice = get_selected_map (self);
  g_autoptr(GdkTexture) preview = NULL;
  g_autofree char *details = NULL;
  g_autofree char *size = NULL;
  g_autofree char *full_description = NULL;
  const char *description;

  if (choice == NULL)
    {
      gtk_picture_set_paintable (self->map_preview, NULL);
      gtk_label_set_text (self->map_title, "");
      gtk_label_set_text (self->map_details, "");
      gtk_label_set_text (self->map_description, "");
      update_rules_label (self);
      return;
    }

  preview = tactics_game_map_choice_render_preview (choice, PREVIEW_WIDTH, PREVIEW_HEIGHT,
                                                    gtk_widget_get_scale_factor (GTK_WIDGET (self)));
  gtk_picture_set_paintable (self->map_preview, GDK_PAINTABLE (preview));
  gtk_label_set_text (self->map_title, tactics_game_map_choice_get_name (choice));
  size = tactics_game_map_choice_describe (choice);
  if (choice->file != NULL)
    {
      g_autofree char *basename = g_file_get_basename (choice->file);

      details = g_strdup_printf ("%s · %s", size, basename);
    }
  else
    {
      details = g_steal_pointer (&size);
    }
  gtk_label_set_text (self->map_details, details);
  if (choice->scenario != NULL)
    {
      full_description = tactics_game_text_describe_scenario (choice->scenario);
      description = full_description;
    }
  else
    {
      description = tactics_map_get_description (choice->map);
    }
  gtk_label_set_text (self->map_description, description != NULL ? description : "");
  gtk_widget_set_visible (GTK_WIDGET (self->map_description),
                          description != NULL && description[0] != '\0');
  /* Seats change with the choice, not when its row is selected again (as
   * focus coming back to the list does). */
  if (choice != self->seated_choice)
    use_scenario_seats (self, choice->scenario);
  self->seated_choice = choice;
  update_rules_label (self);
}

static void
show_file_error (TacticsGameSetupPage *self,
                 const GError         *error)
{
  tactics_game_setup_page_show_error (self, error->message);
}

static void
on_map_chooser_response (TacticsGameSetupPage *self,
                         int                   response,
                         GtkNativeDialog      *chooser)
{
  if (response == GTK_RESPONSE_ACCEPT)
    {
      g_autoptr(GFile) file = gtk_file_chooser_get_file (GTK_FILE_CHOOSER (chooser));
      g_autoptr(GError) error = NULL;

      if (file != NULL && !tactics_game_setup_page_select_map_file (self, file, &error))
        show_file_error (self, error);
    }
  gtk_native_dialog_destroy (chooser);
  g_clear_object (&self->chooser);
}

static GtkNativeDialog *
make_chooser (TacticsGameSetupPage *self,
              const char           *title,
              const char           *filter_name,
              const char           *mime_type,
              const char           *pattern)
{
  GtkRoot *root = gtk_widget_get_root (GTK_WIDGET (self));
  GtkFileChooserNative *chooser;
  g_autoptr(GtkFileFilter) filter = gtk_file_filter_new ();
  g_autoptr(GtkFileFilter) all = gtk_file_filter_new ();
  g_autofree char *data_dir = tactics_data_get_dir ();
  g_autoptr(GFile) folder = NULL;

  chooser = gtk_file_chooser_native_new (title, GTK_IS_WINDOW (root) ? GTK_WINDOW (root) : NULL,
                                         GTK_FILE_CHOOSER_ACTION_OPEN, _("_Open"), _("_Cancel"));
  gtk_native_dialog_set_modal (GTK_NATIVE_DIALOG (chooser), TRUE);
  gtk_file_filter_set_name (filter, filter_name);
  gtk_file_filter_add_mime_type (filter, mime_type);
  gtk_file_filter_add_pattern (filter, pattern);
  gtk_file_chooser_add_filter (GTK_FILE_CHOOSER (chooser), filter);
  gtk_file_filter_set_name (all, _("All files"));
  gtk_file_filter_add_pattern (all, "*");
  gtk_file_chooser_add_filter (GTK_FILE_CHOOSER (chooser), all);
  gtk_file_chooser_set_filter (GTK_FILE_CHOOSER (chooser), filter);
  folder = g_file_new_for_path (data_dir);
  gtk_file_chooser_set_current_folder (GTK_FILE_CHOOSER (chooser), folder, NULL);
  return GTK_NATIVE_DIALOG (chooser);
}

static void
on_open_map_clicked (TacticsGameSetupPage *self)
{
  if (self->chooser != NULL)
    return;
  self->chooser = make_chooser (self, _("Open a Map or Scenario"),
                                _("Tactics maps and scenarios"), "application/x-tactics-map",
                                "*.map.xml");
  /* The filter make_chooser() set, which takes scenarios too. */
  gtk_file_filter_add_mime_type (gtk_file_chooser_get_filter (GTK_FILE_CHOOSER (self->chooser)),
                                 "application/x-tactics-scenario");
  gtk_file_filter_add_pattern (gtk_file_chooser_get_filter (GTK_FILE_CHOOSER (self->chooser)),
                               "*.scenario.xml");
  g_signal_connect_object (self->chooser, "response", G_CALLBACK (on_map_chooser_response), self,
                           G_CONNECT_SWAPPED);
  gtk_native_dialog_show (self->chooser);
}

gboolean
tactics_game_setup_page_select_ruleset_file (TacticsGameSetupPage  *self,
                                             GFile                 *file,
                                             GError               **error)
{
  g_autoptr(TacticsRuleset) ruleset = NULL;

  g_return_val_if_fail (TACTICS_IS_GAME_SETUP_PAGE (self), FALSE);
  g_return_val_if_fail (G_IS_FILE (file), FALSE);
  g_return_val_if_fail (error == NULL || *error == NULL, FALSE);

  ruleset = tactics_ruleset_load (file, error);
  if (ruleset == NULL)
    return FALSE;
  g_set_object (&self->ruleset, ruleset);
  g_set_object (&self->ruleset_file, file);
  tactics_game_setup_page_show_error (self, NULL);
  update_rules_label (self);
  return TRUE;
}

static void
on_rules_chooser_response (TacticsGameSetupPage *self,
                           int                   response,
                           GtkNativeDialog      *chooser)
{
  if (response == GTK_RESPONSE_ACCEPT)
    {
      g_autoptr(GFile) file = gtk_file_chooser_get_file (GTK_FILE_CHOOSER (chooser));
      g_autoptr(GError) error = NULL;

      if (file != NULL && !tactics_game_setup_page_select_ruleset_file (self, file, &error))
        show_file_error (self, error);
    }
  gtk_native_dialog_destroy (chooser);
  g_clear_object (&self->chooser);
}

static void
on_choose_rules_clicked (TacticsGameSetupPage *self)
{
  if (self->chooser != NULL)
    return;
  if (scenario_chosen (self))
    {
      tactics_game_setup_page_show_error (self, _("A scenario is played with its map’s rules."));
      return;
    }
  self->chooser = make_chooser (self, _("Choose the Rules"), _("Tactics rulesets"),
                                "application/x-tactics-ruleset", "*.ruleset.xml");
  g_signal_connect_object (self->chooser, "response", G_CALLBACK (on_rules_chooser_response),
                           self, G_CONNECT_SWAPPED);
  gtk_native_dialog_show (self->chooser);
}

static void
on_reset_rules_clicked (TacticsGameSetupPage *self)
{
  g_clear_object (&self->ruleset);
  g_clear_object (&self->ruleset_file);
  update_rules_label (self);
}

/* Players */

static GtkWidget *
row_widget (GtkListBoxRow *row)
{
  return gtk_list_box_row_get_child (row);
}

/* A scenario has a seat per side: none to add or remove. */
static void
update_player_buttons (TacticsGameSetupPage *self)
{
  guint n_players = tactics_game_setup_page_get_n_players (self);
  gboolean scenario = scenario_chosen (self);

  for (guint i = 0; i < n_players; i++)
    tactics_game_player_row_set_removable (
      TACTICS_GAME_PLAYER_ROW (tactics_game_setup_page_get_player_row (self, i)),
      !scenario && n_players > TACTICS_MIN_PLAYERS);
  gtk_widget_set_sensitive (GTK_WIDGET (self->add_player_button),
                            !scenario && n_players < TACTICS_MAX_PLAYERS);
}

/* Two players never share a team: picking another player's team gives
 * that player the team the first one left. */
static void
on_player_row_notify_team (TacticsGameSetupPage *self,
                           GParamSpec           *pspec,
                           TacticsGamePlayerRow *changed)
{
  guint n_players = tactics_game_setup_page_get_n_players (self);
  guint team = tactics_game_player_row_get_team (changed);
  gboolean used[TACTICS_N_TEAMS] = { FALSE };

  for (guint i = 0; i < n_players; i++)
    used[tactics_game_player_row_get_team (
      TACTICS_GAME_PLAYER_ROW (tactics_game_setup_page_get_player_row (self, i)))] = TRUE;

  for (guint i = 0; i < n_players; i++)
    {
      TacticsGamePlayerRow *other =
        TACTICS_GAME_PLAYER_ROW (tactics_game_setup_page_get_player_row (self, i));

      if (other == changed || tactics_game_player_row_get_team (other) != team)
        continue;
      for (guint free_team = 0; free_team < TACTICS_N_TEAMS; free_team++)
        if (!used[free_team])
          {
            tactics_game_player_row_set_team (other, free_team);
            break;
          }
      break;
    }
}

static void
on_player_row_remove_requested (TacticsGameSetupPage *self,
                                TacticsGamePlayerRow *row)
{
  GtkWidget *list_row = gtk_widget_get_parent (GTK_WIDGET (row));

  if (tactics_game_setup_page_get_n_players (self) <= TACTICS_MIN_PLAYERS ||
      scenario_chosen (self))
    return;
  gtk_list_box_remove (self->player_list, list_row);
  update_player_buttons (self);
}

static TacticsGamePlayerRow *
append_player (TacticsGameSetupPage *self,
               const char           *name,
               guint                 team,
               TacticsPlayerKind     kind,
               TacticsAiLevel        level)
{
  GtkWidget *row = tactics_game_player_row_new ();

  tactics_game_player_row_set_team (TACTICS_GAME_PLAYER_ROW (row), team);
  tactics_game_player_row_set_player_name (TACTICS_GAME_PLAYER_ROW (row), name);
  tactics_game_player_row_set_controller (TACTICS_GAME_PLAYER_ROW (row), kind, level);
  g_signal_connect_object (row, "notify::team", G_CALLBACK (on_player_row_notify_team), self,
                           G_CONNECT_SWAPPED);
  g_signal_connect_object (row, "remove-requested", G_CALLBACK (on_player_row_remove_requested),
                           self, G_CONNECT_SWAPPED);
  gtk_list_box_append (self->player_list, row);
  update_player_buttons (self);
  return TACTICS_GAME_PLAYER_ROW (row);
}

static void
remove_all_players (TacticsGameSetupPage *self)
{
  GtkListBoxRow *row;

  while ((row = gtk_list_box_get_row_at_index (self->player_list, 0)) != NULL)
    gtk_list_box_remove (self->player_list, GTK_WIDGET (row));
}

/* A scenario's sides as the seats, each played as the scenario says
 * unless the players choose otherwise, and its round limit. */
/* Someone who sits down alone plays the computer. */
static void
use_default_seats (TacticsGameSetupPage *self)
{
  append_player (self, NULL, 0, TACTICS_PLAYER_HUMAN, TACTICS_AI_LEVEL_NORMAL);
  append_player (self, NULL, 1, TACTICS_PLAYER_COMPUTER, TACTICS_AI_LEVEL_NORMAL);
}

static void
use_scenario_seats (TacticsGameSetupPage *self,
                    TacticsScenario      *scenario)
{
  GListModel *sides;
  gboolean every_budget = TRUE;

  if (scenario == NULL)
    {
      /* Leaving a scenario: its sides and round limit go with it. */
      if (self->seated_choice != NULL && self->seated_choice->scenario != NULL)
        {
          remove_all_players (self);
          use_default_seats (self);
          gtk_spin_button_set_value (self->round_limit_spin, 0);
          gtk_drop_down_set_selected (self->fog_dropdown, TACTICS_FOG_MODE_NONE);
        }
      gtk_widget_set_sensitive (GTK_WIDGET (self->units_spin), TRUE);
      update_player_buttons (self);
      return;
    }
  sides = tactics_scenario_get_sides (scenario);
  remove_all_players (self);
  for (guint i = 0; i < g_list_model_get_n_items (sides); i++)
    {
      g_autoptr(TacticsSide) side = g_list_model_get_item (sides, i);

      append_player (self, tactics_side_get_display_name (side),
                     MIN (tactics_side_get_team (side), TACTICS_N_TEAMS - 1),
                     tactics_side_get_player_kind (side), tactics_side_get_level (side));
      every_budget = every_budget && tactics_side_get_budget (side) > 0;
    }
  /* The count only matters to sides without a budget of their own. */
  gtk_widget_set_sensitive (GTK_WIDGET (self->units_spin), !every_budget);
  update_player_buttons (self);
  gtk_spin_button_set_value (self->round_limit_spin, tactics_scenario_get_round_limit (scenario));
  gtk_drop_down_set_selected (self->fog_dropdown, tactics_scenario_get_fog (scenario));
}

void
tactics_game_setup_page_add_player (TacticsGameSetupPage *self)
{
  guint n_players;
  gboolean used[TACTICS_N_TEAMS] = { FALSE };
  guint team = 0;

  g_return_if_fail (TACTICS_IS_GAME_SETUP_PAGE (self));

  n_players = tactics_game_setup_page_get_n_players (self);
  if (n_players >= TACTICS_MAX_PLAYERS || scenario_chosen (self))
    return;
  for (guint i = 0; i < n_players; i++)
    used[tactics_game_player_row_get_team (
      TACTICS_GAME_PLAYER_ROW (tactics_game_setup_page_get_player_row (self, i)))] = TRUE;
  while (team < TACTICS_N_TEAMS - 1 && used[team])
    team++;
  append_player (self, NULL, team, TACTICS_PLAYER_COMPUTER, TACTICS_AI_LEVEL_NORMAL);
}

static void
on_add_player_clicked (TacticsGameSetupPage *self)
{
  tactics_game_setup_page_add_player (self);
}

static void
on_start_clicked (TacticsGameSetupPage *self)
{
  tactics_game_setup_page_start (self);
}

/* GObject */

static void
tactics_game_setup_page_dispose (GObject *object)
{
  TacticsGameSetupPage *self = TACTICS_GAME_SETUP_PAGE (object);
  GtkWidget *child;

  if (self->chooser != NULL)
    gtk_native_dialog_destroy (self->chooser);
  g_clear_object (&self->chooser);
  g_clear_handle_id (&self->thumbnail_idle, g_source_remove);
  /* Rows leaving the list as it goes would select others. */
  if (self->map_list != NULL)
    {
      g_signal_handlers_disconnect_by_data (self->map_list, self);
      if (self->scroll_tick != 0)
        gtk_widget_remove_tick_callback (GTK_WIDGET (self->map_list), self->scroll_tick);
      self->scroll_tick = 0;
    }
  gtk_widget_dispose_template (GTK_WIDGET (object), TACTICS_TYPE_GAME_SETUP_PAGE);
  /* Template children without an id are ours to unparent too. */
  while ((child = gtk_widget_get_first_child (GTK_WIDGET (object))) != NULL)
    gtk_widget_unparent (child);

  G_OBJECT_CLASS (tactics_game_setup_page_parent_class)->dispose (object);
}

static void
tactics_game_setup_page_finalize (GObject *object)
{
  TacticsGameSetupPage *self = TACTICS_GAME_SETUP_PAGE (object);

  g_clear_pointer (&self->maps, g_ptr_array_unref);
  g_clear_object (&self->ruleset);
  g_clear_object (&self->ruleset_file);

  G_OBJECT_CLASS (tactics_game_setup_page_parent_class)->finalize (object);
}

static void
tactics_game_setup_page_class_init (TacticsGameSetupPageClass *klass)
{
  GObjectClass *object_class = G_OBJECT_CLASS (klass);
  GtkWidgetClass *widget_class = GTK_WIDGET_CLASS (klass);

  object_class->dispose = tactics_game_setup_page_dispose;
  object_class->finalize = tactics_game_setup_page_finalize;

  signals[SIGNAL_START] =
    g_signal_new ("start", G_TYPE_FROM_CLASS (klass), G_SIGNAL_RUN_LAST,
                  0, NULL, NULL, NULL, G_TYPE_NONE, 0);

  gtk_widget_class_set_template_from_resource (widget_class,
                                               "/io/tactics/Game/tactics-game-setup-page.ui");
  gtk_widget_class_bind_template_child (widget_class, TacticsGameSetupPage, map_list);
  gtk_widget_class_bind_template_child (widget_class, TacticsGameSetupPage, map_preview);
  gtk_widget_class_bind_template_child (widget_class, TacticsGameSetupPage, map_title);
  gtk_widget_class_bind_template_child (widget_class, TacticsGameSetupPage, map_details);
  gtk_widget_class_bind_template_child (widget_class, TacticsGameSetupPage, map_description);
  gtk_widget_class_bind_template_child (widget_class, TacticsGameSetupPage, player_list);
  gtk_widget_class_bind_template_child (widget_class, TacticsGameSetupPage, add_player_button);
  gtk_widget_class_bind_template_child (widget_class, TacticsGameSetupPage, units_spin);
  gtk_widget_class_bind_template_child (widget_class, TacticsGameSetupPage, mode_dropdown);
  gtk_widget_class_bind_template_child (widget_class, TacticsGameSetupPage, rules_label);
  gtk_widget_class_bind_template_child (widget_class, TacticsGameSetupPage, reset_rules_button);
  gtk_widget_class_bind_template_child (widget_class, TacticsGameSetupPage, seed_entry);
  gtk_widget_class_bind_template_child (widget_class, TacticsGameSetupPage, round_limit_spin);
  gtk_widget_class_bind_template_child (widget_class, TacticsGameSetupPage, fog_dropdown);
  gtk_widget_class_bind_template_child (widget_class, TacticsGameSetupPage, start_button);
  gtk_widget_class_bind_template_child (widget_class, TacticsGameSetupPage, error_label);
  gtk_widget_class_bind_template_callback (widget_class, on_map_list_row_selected);
  gtk_widget_class_bind_template_callback (widget_class, on_open_map_clicked);
  gtk_widget_class_bind_template_callback (widget_class, on_choose_rules_clicked);
  gtk_widget_class_bind_template_callback (widget_class, on_reset_rules_clicked);
  gtk_widget_class_bind_template_callback (widget_class, on_add_player_clicked);
  gtk_widget_class_bind_template_callback (widget_class, on_start_clicked);
  gtk_widget_class_set_css_name (widget_class, "setup-page");
}

static void
load_bundled_maps (TacticsGameSetupPage *self)
{
  g_autoptr(GPtrArray) files = tactics_game_data_list_maps ();
  g_autoptr(GFile) default_map = tactics_game_data_get_default_map ();
  int default_index = -1;

  for (guint i = 0; i < files->len; i++)
    {
      GFile *file = g_ptr_array_index (files, i);
      g_autoptr(GError) error = NULL;
      g_autoptr(TacticsMap) map = tactics_map_load (file, &error);
      guint index;

      if (map == NULL)
        {
          g_warning ("Skipping a bundled map: %s", error->message);
          continue;
        }
      index = add_map (self, file, map, NULL);
      if (g_file_equal (file, default_map))
        default_index = (int) index;
    }
  g_clear_pointer (&files, g_ptr_array_unref);
  files = tactics_game_data_list_scenarios ();
  for (guint i = 0; i < files->len; i++)
    {
      GFile *file = g_ptr_array_index (files, i);
      g_autoptr(GError) error = NULL;
      g_autoptr(TacticsScenario) scenario = tactics_scenario_load (file, &error);

      if (scenario == NULL)
        {
          g_warning ("Skipping a bundled scenario: %s", error->message);
          continue;
        }
      add_map (self, file, tactics_scenario_get_map (scenario), scenario);
    }
  if (self->maps->len > 0)
    select_map_index (self, default_index >= 0 ? (guint) default_index : 0);
}

static void
tactics_game_setup_page_init (TacticsGameSetupPage *self)
{
  gtk_widget_init_template (GTK_WIDGET (self));
  /* The engine's limits, not the template's. */
  gtk_spin_button_set_range (self->units_spin, 1, TACTICS_MAX_UNITS_PER_PLAYER);
  gtk_spin_button_set_range (self->round_limit_spin, 0, TACTICS_MAX_ROUND_LIMIT);
  gtk_spin_button_set_value (self->units_spin, TACTICS_DEFAULT_UNITS_PER_PLAYER);
  tactics_game_count_field_setup (self->units_spin, FALSE);
  tactics_game_count_field_setup (self->round_limit_spin, TRUE);

  self->maps = g_ptr_array_new_with_free_func ((GDestroyNotify) tactics_game_map_choice_free);
  load_bundled_maps (self);

  use_default_seats (self);
  update_rules_label (self);
}

GtkWidget *
tactics_game_setup_page_new (void)
{
  return g_object_new (TACTICS_TYPE_GAME_SETUP_PAGE, NULL);
}

static int
find_map (TacticsGameSetupPage *self,
          GFile                *file,
          TacticsMap           *map)
{
  for (guint i = 0; i < self->maps->len; i++)
    {
      TacticsGameMapChoice *choice = g_ptr_array_index (self->maps, i);

      if ((file != NULL && choice->file != NULL && g_file_equal (file, choice->file)) ||
          (file == NULL && choice->map == map))
        return (int) i;
    }
  return -1;
}

gboolean
tactics_game_setup_page_select_map_file (TacticsGameSetupPage  *self,
                                         GFile                 *file,
                                         GError               **error)
{
  g_autoptr(TacticsMap) map = NULL;
  g_autoptr(TacticsScenario) scenario = NULL;
  int index;

  g_return_val_if_fail (TACTICS_IS_GAME_SETUP_PAGE (self), FALSE);
  g_return_val_if_fail (G_IS_FILE (file), FALSE);

  index = find_map (self, file, NULL);
  if (index < 0)
    {
      /* A scenario (its own file, or a map holding one), else a map. */
      map = tactics_map_load_with_scenario (file, &scenario, error);
      if (map == NULL)
        return FALSE;
      index = (int) add_map (self, file, map, scenario);
    }
  select_map_index (self, (guint) index);
  /* The bundled ruleset standing in for a missing one is said, not hidden. */
  {
    TacticsGameMapChoice *choice = g_ptr_array_index (self->maps, (guint) index);
    g_autofree char *notice = tactics_map_dup_ruleset_notice (choice->map);
    g_autofree char *name = g_file_get_basename (file);
    g_autofree char *message = notice != NULL ? g_strdup_printf ("%s: %s", name, notice) : NULL;

    tactics_game_setup_page_show_error (self, message);
  }
  return TRUE;
}

void
tactics_game_setup_page_set_setup (TacticsGameSetupPage   *self,
                                   const TacticsGameSetup *setup)
{
  int index;

  g_return_if_fail (TACTICS_IS_GAME_SETUP_PAGE (self));
  g_return_if_fail (setup != NULL);

  if (setup->map != NULL)
    {
      index = find_map (self, setup->map_file, setup->map);
      if (index < 0)
        index = (int) add_map (self, setup->map_file, setup->map, setup->scenario);
      select_map_index (self, (guint) index);
    }

  g_set_object (&self->ruleset, setup->ruleset);
  g_set_object (&self->ruleset_file, setup->ruleset_file);
  update_rules_label (self);

  gtk_spin_button_set_value (self->units_spin, setup->units_per_player);
  gtk_spin_button_set_value (self->round_limit_spin, setup->round_limit);
  self->stop_round = setup->stop_round;
  gtk_drop_down_set_selected (self->mode_dropdown,
                              setup->mode == TACTICS_MATCH_MODE_INITIATIVE ? 1 : 0);
  /* The mode played last, else the scenario's as its choice set it. */
  if (setup->has_fog)
    gtk_drop_down_set_selected (self->fog_dropdown, setup->fog);
  if (setup->has_seed)
    {
      g_autofree char *text = g_strdup_printf ("%" G_GUINT64_FORMAT, setup->seed);

      gtk_editable_set_text (GTK_EDITABLE (self->seed_entry), text);
    }
  else
    {
      gtk_editable_set_text (GTK_EDITABLE (self->seed_entry), "");
    }

  if (setup->seats->len >= TACTICS_MIN_PLAYERS)
    {
      remove_all_players (self);
      for (guint i = 0; i < setup->seats->len && i < TACTICS_MAX_PLAYERS; i++)
        {
          const TacticsGameSeat *seat = tactics_game_setup_get_seat (setup, i);
          const char *name = seat->name;

          /* A name that is just the team's is shown as the placeholder. */
          if (g_strcmp0 (name, tactics_team_get_name (seat->team)) == 0)
            name = NULL;
          append_player (self, name, seat->team, seat->kind, seat->level);
        }
    }
  tactics_game_setup_page_show_error (self, NULL);
}

TacticsGameSetup *
tactics_game_setup_page_get_setup (TacticsGameSetupPage  *self,
                                   GError               **error)
{
  g_autoptr(TacticsGameSetup) setup = NULL;
  TacticsGameMapChoice *choice;
  const char *seed_text;
  guint n_players;

  g_return_val_if_fail (TACTICS_IS_GAME_SETUP_PAGE (self), NULL);

  choice = get_selected_map (self);
  if (choice == NULL)
    {
      g_set_error_literal (error, TACTICS_MATCH_ERROR, TACTICS_MATCH_ERROR_SETUP,
                           _("Choose a map first."));
      return NULL;
    }

  setup = tactics_game_setup_new ();
  g_set_object (&setup->map_file, choice->file);
  g_set_object (&setup->map, choice->map);
  g_set_object (&setup->scenario, choice->scenario);
  g_set_object (&setup->ruleset_file, self->ruleset_file);
  g_set_object (&setup->ruleset, self->ruleset);
  /* What is typed counts, whether or not the field was left. */
  if (!tactics_game_count_field_read (self->units_spin, 1, TACTICS_MAX_UNITS_PER_PLAYER,
                                      &setup->units_per_player, error)
      || !tactics_game_count_field_read (self->round_limit_spin, 0, TACTICS_MAX_ROUND_LIMIT,
                                         &setup->round_limit, error))
    return NULL;
  setup->mode = gtk_drop_down_get_selected (self->mode_dropdown) == 1
                ? TACTICS_MATCH_MODE_INITIATIVE : TACTICS_MATCH_MODE_TURNS;
  setup->stop_round = self->stop_round;
  setup->has_fog = TRUE;
  switch (gtk_drop_down_get_selected (self->fog_dropdown))
    {
    case TACTICS_FOG_MODE_FOG:
      setup->fog = TACTICS_FOG_MODE_FOG;
      break;
    case TACTICS_FOG_MODE_SHROUD:
      setup->fog = TACTICS_FOG_MODE_SHROUD;
      break;
    case TACTICS_FOG_MODE_NONE:
    default:
      setup->fog = TACTICS_FOG_MODE_NONE;
      break;
    }

  seed_text = gtk_editable_get_text (GTK_EDITABLE (self->seed_entry));
  if (seed_text != NULL && seed_text[0] != '\0')
    {
      g_autofree char *trimmed = g_strstrip (g_strdup (seed_text));
      guint64 seed;

      if (trimmed[0] != '\0')
        {
          if (!g_ascii_string_to_unsigned (trimmed, 10, 0, G_MAXUINT64, &seed, NULL))
            {
              g_set_error (error, TACTICS_MATCH_ERROR, TACTICS_MATCH_ERROR_SETUP,
                           /* Translators: %s is the seed as typed. */
                           _("The seed “%s” is not a whole number; leave it empty for a random "
                             "match."), trimmed);
              return NULL;
            }
          setup->has_seed = TRUE;
          setup->seed = seed;
        }
    }

  n_players = tactics_game_setup_page_get_n_players (self);
  for (guint i = 0; i < n_players; i++)
    {
      TacticsGamePlayerRow *row =
        TACTICS_GAME_PLAYER_ROW (tactics_game_setup_page_get_player_row (self, i));

      tactics_game_setup_add_seat (setup, tactics_game_player_row_get_player_name (row),
                                   tactics_game_player_row_get_team (row),
                                   tactics_game_player_row_get_kind (row),
                                   tactics_game_player_row_get_level (row));
    }
  return g_steal_pointer (&setup);
}

void
tactics_game_setup_page_start (TacticsGameSetupPage *self)
{
  g_autoptr(TacticsGameSetup) setup = NULL;
  g_autoptr(GError) error = NULL;

  g_return_if_fail (TACTICS_IS_GAME_SETUP_PAGE (self));

  setup = tactics_game_setup_page_get_setup (self, &error);
  if (setup == NULL)
    {
      tactics_game_setup_page_show_error (self, error->message);
      return;
    }
  tactics_game_setup_page_show_error (self, NULL);
  g_signal_emit (self, signals[SIGNAL_START], 0);
}

void
tactics_game_setup_page_show_error (TacticsGameSetupPage *self,
                                    const char           *message)
{
  g_return_if_fail (TACTICS_IS_GAME_SETUP_PAGE (self));

  gtk_label_set_text (self->error_label, message != NULL ? message : "");
  gtk_widget_set_visible (GTK_WIDGET (self->error_label), message != NULL);
}

guint
tactics_game_setup_page_get_n_players (TacticsGameSetupPage *self)
{
  guint n = 0;

  g_return_val_if_fail (TACTICS_IS_GAME_SETUP_PAGE (self), 0);

  while (gtk_list_box_get_row_at_index (self->player_list, (int) n) != NULL)
    n++;
  return n;
}

GtkWidget *
tactics_game_setup_page_get_player_row (TacticsGameSetupPage *self,
                                        guint                 index)
{
  GtkListBoxRow *row;

  g_return_val_if_fail (TACTICS_IS_GAME_SETUP_PAGE (self), NULL);

  row = gtk_list_box_get_row_at_index (self->player_list, (int) index);
  return row != NULL ? row_widget (row) : NULL;
}
