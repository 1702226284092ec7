/* SPDX-License-Identifier: GPL-3.0-or-later */
#include "config.h"

#include <glib/gi18n.h>

#include "tactics-game-analysis.h"
#include "tactics-game-art.h"
#include "tactics-game-over-page.h"
#include "tactics-game-text.h"
#include "tactics-game-unit-badge.h"

struct _TacticsGameOverPage
{
  GtkWidget             parent_instance;

  TacticsGameUnitBadge *winner_badge;
  GtkLabel             *title_label;
  GtkLabel             *story_label;
  GtkWidget            *back_to_editor_button;
  GtkWidget            *main_menu_button;
  GtkWidget            *new_match_button;
  GtkLabel             *subtitle_label;
  GtkGrid              *stats_grid;
  GtkWidget            *play_again_button;
};

G_DEFINE_FINAL_TYPE (TacticsGameOverPage, tactics_game_over_page, GTK_TYPE_WIDGET)

static gboolean
tactics_game_over_page_grab_focus (GtkWidget *widget)
{
  return gtk_widget_grab_focus (TACTICS_GAME_OVER_PAGE (widget)->play_again_button);
}

static void
tactics_game_over_page_dispose (GObject *object)
{
  GtkWidget *child;

  gtk_widget_dispose_template (GTK_WIDGET (object), TACTICS_TYPE_GAME_OVER_PAGE);
  /* Template children without an id are ours to unparent too. */
  while ((child = gtk_widget_get_first_child (GTK_WIDGET (object))) != NULL)
    gtk_widget_unparent (child);

  G_OBJECT_CLASS (tactics_game_over_page_parent_class)->dispose (object);
}

static void
tactics_game_over_page_class_init (TacticsGameOverPageClass *klass)
{
  GObjectClass *object_class = G_OBJECT_CLASS (klass);
  GtkWidgetClass *widget_class = GTK_WIDGET_CLASS (klass);

  object_class->dispose = tactics_game_over_page_dispose;
  widget_class->grab_focus = tactics_game_over_page_grab_focus;

  g_type_ensure (TACTICS_TYPE_GAME_UNIT_BADGE);
  gtk_widget_class_set_template_from_resource (widget_class,
                                               "/io/tactics/Game/tactics-game-over-page.ui");
  gtk_widget_class_bind_template_child (widget_class, TacticsGameOverPage, winner_badge);
  gtk_widget_class_bind_template_child (widget_class, TacticsGameOverPage, title_label);
  gtk_widget_class_bind_template_child (widget_class, TacticsGameOverPage, story_label);
  gtk_widget_class_bind_template_child (widget_class, TacticsGameOverPage, back_to_editor_button);
  gtk_widget_class_bind_template_child (widget_class, TacticsGameOverPage, main_menu_button);
  gtk_widget_class_bind_template_child (widget_class, TacticsGameOverPage, new_match_button);
  gtk_widget_class_bind_template_child (widget_class, TacticsGameOverPage, subtitle_label);
  gtk_widget_class_bind_template_child (widget_class, TacticsGameOverPage, stats_grid);
  gtk_widget_class_bind_template_child (widget_class, TacticsGameOverPage, play_again_button);
  gtk_widget_class_set_css_name (widget_class, "over-page");
}

static void
tactics_game_over_page_init (TacticsGameOverPage *self)
{
  gtk_widget_init_template (GTK_WIDGET (self));
}

GtkWidget *
tactics_game_over_page_new (void)
{
  return g_object_new (TACTICS_TYPE_GAME_OVER_PAGE, NULL);
}

static void
attach_label (GtkGrid    *grid,
              const char *text,
              int         column,
              int         row,
              const char *css_class,
              float       xalign)
{
  GtkWidget *label = gtk_label_new (text);

  gtk_label_set_xalign (GTK_LABEL (label), xalign);
  if (css_class != NULL)
    gtk_widget_add_css_class (label, css_class);
  gtk_grid_attach (grid, label, column, row, 1, 1);
}

static void
attach_number (GtkGrid *grid,
               guint    value,
               int      column,
               int      row)
{
  g_autofree char *text = g_strdup_printf ("%u", value);

  attach_label (grid, text, column, row, "numeric", 1.0);
}

void
tactics_game_over_page_set_match (TacticsGameOverPage *self,
                                  TacticsMatch        *match)
{
  static const char * const headings[] = {
    NC_("match statistics", "Units left"), NC_("match statistics", "Eliminations"),
    NC_("match statistics", "Damage dealt"), NC_("match statistics", "Damage taken"),
    NC_("match statistics", "Healing"), NC_("match statistics", "Moves"),
    NC_("match statistics", "Actions"),
  };
  g_autofree TacticsGamePlayerStats *stats = NULL;
  g_autofree char *title = NULL;
  g_autofree char *subtitle = NULL;
  g_autofree char *rounds = NULL;
  g_autofree char *reason = NULL;
  g_autofree char *story = NULL;
  GtkWidget *child;
  guint n_players;
  int winner;
  const char *map_name;

  g_return_if_fail (TACTICS_IS_GAME_OVER_PAGE (self));
  g_return_if_fail (TACTICS_IS_MATCH (match));

  n_players = tactics_match_get_n_players (match);
  winner = tactics_match_get_winner (match);
  title = tactics_game_text_outcome (match);
  gtk_label_set_text (self->title_label, title);
  gtk_widget_set_visible (GTK_WIDGET (self->winner_badge), winner >= 0);
  if (winner >= 0)
    tactics_game_unit_badge_set_team (self->winner_badge,
                                      tactics_team_for_player (
                                        tactics_match_get_player (match, (guint) winner)));

  map_name = tactics_map_get_name (tactics_match_get_map (match));
  if (tactics_game_text_scenario_name (match) != NULL)
    /* Translators: the number of rounds, then a scenario's name, e.g. "After 12 rounds of Hold
     * the Ford.". */
    rounds = g_strdup_printf (ngettext ("After %u round of %s.", "After %u rounds of %s.",
                                        tactics_match_get_round (match)),
                              tactics_match_get_round (match),
                              tactics_game_text_scenario_name (match));
  else
    /* Translators: the number of rounds, then the map's name, e.g. "After 12 rounds on
     * Skirmish.". */
    rounds = g_strdup_printf (ngettext ("After %u round on %s.", "After %u rounds on %s.",
                                        tactics_match_get_round (match)),
                              tactics_match_get_round (match),
                              map_name != NULL && map_name[0] != '\0' ? map_name : _("the map"));
  story = tactics_game_text_scenario_ending (match);
  gtk_label_set_text (self->story_label, story != NULL ? story : "");
  gtk_widget_set_visible (GTK_WIDGET (self->story_label), story != NULL);
  /* The objective that decided it comes first: it is the reason for the title. */
  reason = tactics_game_text_outcome_reason (match);
  subtitle = reason != NULL ? g_strconcat (reason, " ", rounds, NULL) : g_strdup (rounds);
  gtk_label_set_text (self->subtitle_label, subtitle);

  while ((child = gtk_widget_get_first_child (GTK_WIDGET (self->stats_grid))) != NULL)
    gtk_grid_remove (self->stats_grid, child);

  stats = g_new0 (TacticsGamePlayerStats, MAX (n_players, 1));
  tactics_game_analysis_stats (match, stats);

  attach_label (self->stats_grid, _("Player"), 0, 0, "heading", 0.0);
  for (guint c = 0; c < G_N_ELEMENTS (headings); c++)
    attach_label (self->stats_grid,
                  g_dpgettext2 (GETTEXT_PACKAGE, "match statistics", headings[c]),
                  (int) c + 1, 0, "heading", 1.0);

  for (guint p = 0; p < n_players; p++)
    {
      TacticsPlayer *player = tactics_match_get_player (match, p);
      GtkWidget *name_box = gtk_box_new (GTK_ORIENTATION_HORIZONTAL, 6);
      GtkWidget *name = gtk_label_new (tactics_player_get_name (player));
      g_autofree char *units_left = g_strdup_printf ("%u / %u", stats[p].units_left,
                                                     stats[p].units_total);
      int row = (int) p + 1;

      gtk_box_append (GTK_BOX (name_box),
                      tactics_game_unit_badge_new (tactics_team_for_player (player),
                                                   NULL, 18));
      gtk_label_set_xalign (GTK_LABEL (name), 0);
      gtk_box_append (GTK_BOX (name_box), name);
      if ((int) p == winner)
        gtk_widget_add_css_class (name, "winner");
      if (tactics_player_get_kind (player) == TACTICS_PLAYER_COMPUTER)
        {
          GtkWidget *kind = gtk_label_new (_("computer"));

          gtk_widget_add_css_class (kind, "dim-label");
          gtk_box_append (GTK_BOX (name_box), kind);
        }
      gtk_grid_attach (self->stats_grid, name_box, 0, row, 1, 1);
      attach_label (self->stats_grid, units_left, 1, row, "numeric", 1.0);
      attach_number (self->stats_grid, stats[p].eliminations, 2, row);
      attach_number (self->stats_grid, stats[p].damage_dealt, 3, row);
      attach_number (self->stats_grid, stats[p].damage_taken, 4, row);
      attach_number (self->stats_grid, stats[p].healing_done, 5, row);
      attach_number (self->stats_grid, stats[p].moves, 6, row);
      attach_number (self->stats_grid, stats[p].actions, 7, row);
    }
}

const char *
tactics_game_over_page_get_title (TacticsGameOverPage *self)
{
  g_return_val_if_fail (TACTICS_IS_GAME_OVER_PAGE (self), NULL);
  return gtk_label_get_text (self->title_label);
}

void
tactics_game_over_page_set_play_test (TacticsGameOverPage *self,
                                      gboolean             play_test)
{
  g_return_if_fail (TACTICS_IS_GAME_OVER_PAGE (self));

  /* A play-test ends in the editor, not in the game's menus. */
  gtk_widget_set_visible (self->back_to_editor_button, play_test);
  gtk_widget_set_visible (self->main_menu_button, !play_test);
  gtk_widget_set_visible (self->new_match_button, !play_test);
}
