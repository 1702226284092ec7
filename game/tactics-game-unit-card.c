/* SPDX-License-Identifier: GPL-3.0-or-later */
#include "config.h"

#include <glib/gi18n.h>

#include "tactics-game-analysis.h"
#include "tactics-game-art.h"
#include "tactics-game-text.h"
#include "tactics-game-unit-badge.h"
#include "tactics-game-unit-card.h"

struct _TacticsGameUnitCard
{
  GtkWidget             parent_instance;

  TacticsGameUnitBadge *badge;
  GtkLabel             *name_label;
  GtkLabel             *owner_label;
  GtkLevelBar          *hp_bar;
  GtkLabel             *hp_label;
  GtkLabel             *stats_label;
  GtkLabel             *resistance_label;
  GtkLabel             *defence_label;
  GtkLabel             *status_label;
  GtkBox               *action_box;
};

G_DEFINE_FINAL_TYPE (TacticsGameUnitCard, tactics_game_unit_card, GTK_TYPE_WIDGET)

enum {
  SIGNAL_ACTION_CHOSEN,
  N_SIGNALS
};

static guint signals[N_SIGNALS];

static void
on_action_button_clicked (GtkButton           *button,
                          TacticsGameUnitCard *self)
{
  g_signal_emit (self, signals[SIGNAL_ACTION_CHOSEN], 0,
                 GPOINTER_TO_UINT (g_object_get_data (G_OBJECT (button), "action")));
}

static void
clear_actions (TacticsGameUnitCard *self)
{
  GtkWidget *child;

  while ((child = gtk_widget_get_first_child (GTK_WIDGET (self->action_box))) != NULL)
    gtk_box_remove (self->action_box, child);
}

static char *
describe_status (TacticsMatch *match,
                 TacticsUnit  *unit)
{
  TacticsUnit *active = tactics_match_get_active_unit (match);

  if (tactics_match_get_phase (match) != TACTICS_MATCH_PHASE_PLAYING)
    return g_strdup ("");
  if ((int) tactics_unit_get_owner (unit) != tactics_match_get_current_player (match) ||
      (active != NULL && active != unit))
    return g_strdup (_("Waiting for its turn"));
  return g_strdup_printf ("%s · %s",
                          tactics_unit_has_moved (unit) ? _("Moved") : _("<b>Can move</b>"),
                          tactics_unit_has_acted (unit) ? _("Acted") : _("<b>Can act</b>"));
}

static GtkWidget *
action_button_new (TacticsGameUnitCard *self,
                   TacticsMatch        *match,
                   TacticsUnit         *unit,
                   guint                index)
{
  TacticsAction *action = tactics_match_get_unit_action (match, unit, index);
  TacticsTopology topology = tactics_map_get_topology (tactics_match_get_map (match));
  g_autofree char *summary = tactics_game_text_describe_action (action,
                                                                tactics_match_get_ruleset (match),
                                                                topology);
  g_autofree char *markup = NULL;
  GtkWidget *button = gtk_button_new ();
  GtkWidget *label = gtk_label_new (NULL);

  markup = index < 9
           ? g_markup_printf_escaped ("<b>%u</b>  <b>%s</b>\n<small>%s</small>", index + 1,
                                      tactics_action_get_name (action), summary)
           : g_markup_printf_escaped ("<b>%s</b>\n<small>%s</small>",
                                      tactics_action_get_name (action), summary);
  gtk_label_set_markup (GTK_LABEL (label), markup);
  gtk_label_set_xalign (GTK_LABEL (label), 0);
  gtk_label_set_wrap (GTK_LABEL (label), TRUE);
  gtk_button_set_child (GTK_BUTTON (button), label);
  gtk_widget_add_css_class (button, "action-button");
  g_object_set_data (G_OBJECT (button), "action", GUINT_TO_POINTER (index));
  g_signal_connect (button, "clicked", G_CALLBACK (on_action_button_clicked), self);
  return button;
}

void
tactics_game_unit_card_show_unit (TacticsGameUnitCard *self,
                                  TacticsMatch        *match,
                                  TacticsUnit         *unit,
                                  gboolean             commanding,
                                  int                  chosen_action)
{
  TacticsUnitType *type;
  TacticsPlayer *owner;
  g_autofree char *owner_markup = NULL;
  g_autofree char *hp = NULL;
  g_autofree char *stats = NULL;
  g_autofree char *resistances = NULL;
  g_autofree char *status = NULL;
  gboolean can_act;
  guint n_actions;
  double fraction;

  g_return_if_fail (TACTICS_IS_GAME_UNIT_CARD (self));
  g_return_if_fail (unit == NULL || TACTICS_IS_MATCH (match));

  clear_actions (self);
  if (unit == NULL || !tactics_unit_is_on_board (unit))
    {
      gtk_widget_set_visible (GTK_WIDGET (self), FALSE);
      return;
    }
  gtk_widget_set_visible (GTK_WIDGET (self), TRUE);

  type = tactics_unit_get_unit_type (unit);
  owner = tactics_match_get_player (match, tactics_unit_get_owner (unit));
  tactics_game_unit_badge_set_team (self->badge, tactics_team_for_player (owner));
  tactics_game_unit_badge_set_unit_type (self->badge, type);
  gtk_label_set_text (self->name_label, tactics_match_get_unit_display_name (match, unit));
  owner_markup = tactics_game_text_player_markup (match, (int) tactics_unit_get_owner (unit));
  if (tactics_match_get_unit_name (match, unit) != NULL)
    {
      /* A named unit's kind goes under its name: "Blue’s Infantry". */
      g_autofree char *kind = g_markup_escape_text (tactics_unit_type_get_name (type), -1);
      g_autofree char *player = g_steal_pointer (&owner_markup);

      /* Translators: a player's unit, e.g. "Blue’s Archer". */
      owner_markup = g_strdup_printf (_("%s’s %s"), player, kind);
    }
  gtk_label_set_markup (self->owner_label, owner_markup);

  fraction = (double) MAX (tactics_unit_get_hp (unit), 0) / MAX (tactics_unit_get_max_hp (unit), 1);
  gtk_level_bar_set_value (self->hp_bar, fraction);
  /* Translators: a unit's hit points, then its most, e.g. "7 / 12 HP". */
  hp = g_strdup_printf (_("%d / %d HP"), MAX (tactics_unit_get_hp (unit), 0),
                        tactics_unit_get_max_hp (unit));
  gtk_label_set_text (self->hp_label, hp);
  stats = tactics_game_text_describe_stats (type, tactics_match_get_ruleset (match));
  gtk_label_set_text (self->stats_label, stats);
  resistances = tactics_game_text_describe_resistances (type, tactics_match_get_ruleset (match));
  gtk_label_set_text (self->resistance_label, resistances != NULL ? resistances : "");
  gtk_widget_set_visible (GTK_WIDGET (self->resistance_label), resistances != NULL);
  tactics_game_unit_card_show_defence (self, match, unit, tactics_unit_get_cell (unit));
  status = describe_status (match, unit);
  gtk_label_set_markup (self->status_label, status);

  can_act = commanding && !tactics_unit_has_acted (unit) &&
            tactics_match_unit_is_ready (match, unit);
  n_actions = tactics_match_get_n_unit_actions (match, unit);
  for (guint i = 0; i < n_actions; i++)
    {
      GtkWidget *button = action_button_new (self, match, unit, i);

      if (chosen_action == (int) i)
        gtk_widget_add_css_class (button, "chosen");
      gtk_widget_set_sensitive (button, can_act);
      gtk_box_append (self->action_box, button);
    }
}

void
tactics_game_unit_card_show_defence (TacticsGameUnitCard *self,
                                     TacticsMatch        *match,
                                     TacticsUnit         *unit,
                                     TacticsCell          cell)
{
  g_autofree char *text = NULL;

  g_return_if_fail (TACTICS_IS_GAME_UNIT_CARD (self));
  g_return_if_fail (TACTICS_IS_MATCH (match));
  g_return_if_fail (TACTICS_IS_UNIT (unit));

  text = tactics_game_text_describe_defence (tactics_match_get_defence_at (match, unit, &cell));
  gtk_label_set_text (self->defence_label, text);
}

static void
tactics_game_unit_card_dispose (GObject *object)
{
  GtkWidget *child;

  gtk_widget_dispose_template (GTK_WIDGET (object), TACTICS_TYPE_GAME_UNIT_CARD);
  /* Template children without an id are ours to unparent too. */
  while ((child = gtk_widget_get_first_child (GTK_WIDGET (object))) != NULL)
    gtk_widget_unparent (child);

  G_OBJECT_CLASS (tactics_game_unit_card_parent_class)->dispose (object);
}

static void
tactics_game_unit_card_class_init (TacticsGameUnitCardClass *klass)
{
  GObjectClass *object_class = G_OBJECT_CLASS (klass);
  GtkWidgetClass *widget_class = GTK_WIDGET_CLASS (klass);

  object_class->dispose = tactics_game_unit_card_dispose;

  signals[SIGNAL_ACTION_CHOSEN] =
    g_signal_new ("action-chosen", G_TYPE_FROM_CLASS (klass), G_SIGNAL_RUN_LAST, 0, NULL, NULL,
                  NULL, G_TYPE_NONE, 1, G_TYPE_UINT);

  g_type_ensure (TACTICS_TYPE_GAME_UNIT_BADGE);
  gtk_widget_class_set_template_from_resource (widget_class,
                                               "/io/tactics/Game/tactics-game-unit-card.ui");
  gtk_widget_class_bind_template_child (widget_class, TacticsGameUnitCard, badge);
  gtk_widget_class_bind_template_child (widget_class, TacticsGameUnitCard, name_label);
  gtk_widget_class_bind_template_child (widget_class, TacticsGameUnitCard, owner_label);
  gtk_widget_class_bind_template_child (widget_class, TacticsGameUnitCard, hp_bar);
  gtk_widget_class_bind_template_child (widget_class, TacticsGameUnitCard, hp_label);
  gtk_widget_class_bind_template_child (widget_class, TacticsGameUnitCard, stats_label);
  gtk_widget_class_bind_template_child (widget_class, TacticsGameUnitCard, resistance_label);
  gtk_widget_class_bind_template_child (widget_class, TacticsGameUnitCard, defence_label);
  gtk_widget_class_bind_template_child (widget_class, TacticsGameUnitCard, status_label);
  gtk_widget_class_bind_template_child (widget_class, TacticsGameUnitCard, action_box);
}

static void
tactics_game_unit_card_init (TacticsGameUnitCard *self)
{
  gtk_widget_init_template (GTK_WIDGET (self));
}
