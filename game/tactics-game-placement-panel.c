/* SPDX-License-Identifier: GPL-3.0-or-later */
#include "config.h"

#include <glib/gi18n.h>

#include "tactics-game-art.h"
#include "tactics-game-placement-panel.h"
#include "tactics-game-unit-badge.h"

struct _TacticsGamePlacementPanel
{
  GtkWidget   parent_instance;

  GtkLabel   *info_label;
  GtkFlowBox *unit_box;
};

G_DEFINE_FINAL_TYPE (TacticsGamePlacementPanel, tactics_game_placement_panel, GTK_TYPE_WIDGET)

enum {
  SIGNAL_UNIT_CHOSEN,
  N_SIGNALS
};

static guint signals[N_SIGNALS];

static void
on_unit_box_child_activated (TacticsGamePlacementPanel *self,
                             GtkFlowBoxChild           *child)
{
  g_signal_emit (self, signals[SIGNAL_UNIT_CHOSEN], 0,
                 GPOINTER_TO_INT (g_object_get_data (G_OBJECT (child), "unit")));
}

/* Which unit the draw put down first, and what the rule is. */
static void
update_info (TacticsGamePlacementPanel *self,
             TacticsMatch              *match,
             int                        player)
{
  for (guint id = 0; id < tactics_match_get_n_units (match); id++)
    {
      TacticsUnit *unit = tactics_match_get_unit (match, id);
      TacticsPlayer *placing;
      g_autofree char *name = NULL;
      g_autofree char *rule = NULL;
      g_autofree char *hint = NULL;
      g_autofree char *info = NULL;

      if ((int) tactics_unit_get_owner (unit) != player || !tactics_unit_is_placed (unit))
        continue;
      name = g_markup_escape_text (tactics_unit_type_get_name (tactics_unit_get_unit_type (unit)),
                                   -1);
      placing = tactics_match_get_player (match, (guint) player);
      if (tactics_player_get_kind (placing) == TACTICS_PLAYER_COMPUTER)
        {
          /* The person at the screen watches: the army is not theirs. */
          g_autofree char *owner = g_markup_escape_text (tactics_player_get_name (placing), -1);

          /* Translators: a computer player's name, its first unit's type
           * and cell; the name again. */
          info = g_strdup_printf (_("The draw put %1$s’s <b>%2$s</b> on %3$d,%4$d. %1$s places "
                                    "the rest of the army."),
                                  owner, name, tactics_unit_get_cell (unit).x,
                                  tactics_unit_get_cell (unit).y);
        }
      else
        {
          rule = tactics_match_dup_placement_hint (match);
          hint = g_markup_escape_text (rule, -1);
          /* Translators: the first unit's type and cell, then the placement
           * rule, a sentence of its own. */
          info = g_strdup_printf (_("The draw put your <b>%s</b> on %d,%d. %s"),
                                  name, tactics_unit_get_cell (unit).x,
                                  tactics_unit_get_cell (unit).y, hint);
        }
      gtk_label_set_markup (self->info_label, info);
      break;
    }
}

static GtkWidget *
unit_item_new (TacticsMatch *match,
               TacticsUnit  *unit)
{
  TacticsUnitType *type = tactics_unit_get_unit_type (unit);
  TacticsPlayer *owner = tactics_match_get_player (match, tactics_unit_get_owner (unit));
  GtkWidget *box = gtk_box_new (GTK_ORIENTATION_VERTICAL, 2);
  GtkWidget *label = gtk_label_new (tactics_unit_type_get_name (type));
  GtkWidget *badge = tactics_game_unit_badge_new (tactics_team_for_player (owner), NULL, 40);

  tactics_game_unit_badge_set_unit_type (TACTICS_GAME_UNIT_BADGE (badge), type);
  gtk_box_append (GTK_BOX (box), badge);
  gtk_label_set_ellipsize (GTK_LABEL (label), PANGO_ELLIPSIZE_END);
  gtk_widget_add_css_class (label, "caption");
  gtk_box_append (GTK_BOX (box), label);
  return box;
}

void
tactics_game_placement_panel_update (TacticsGamePlacementPanel *self,
                                     TacticsMatch              *match,
                                     int                        player,
                                     int                        placing_unit,
                                     gboolean                   sensitive)
{
  GtkWidget *child;

  g_return_if_fail (TACTICS_IS_GAME_PLACEMENT_PANEL (self));
  g_return_if_fail (TACTICS_IS_MATCH (match));

  while ((child = gtk_widget_get_first_child (GTK_WIDGET (self->unit_box))) != NULL)
    gtk_flow_box_remove (self->unit_box, child);

  update_info (self, match, player);
  for (guint id = 0; id < tactics_match_get_n_units (match); id++)
    {
      TacticsUnit *unit = tactics_match_get_unit (match, id);
      GtkWidget *box;
      GtkWidget *item;

      if ((int) tactics_unit_get_owner (unit) != player || tactics_unit_is_placed (unit))
        continue;
      box = unit_item_new (match, unit);
      gtk_flow_box_append (self->unit_box, box);
      item = gtk_widget_get_parent (box);
      g_object_set_data (G_OBJECT (item), "unit", GINT_TO_POINTER ((int) id));
      if ((int) id == placing_unit)
        gtk_flow_box_select_child (self->unit_box, GTK_FLOW_BOX_CHILD (item));
    }
  gtk_widget_set_sensitive (GTK_WIDGET (self->unit_box), sensitive);
}

static void
tactics_game_placement_panel_dispose (GObject *object)
{
  GtkWidget *child;

  gtk_widget_dispose_template (GTK_WIDGET (object), TACTICS_TYPE_GAME_PLACEMENT_PANEL);
  /* Template children without an id are ours to unparent too. */
  while ((child = gtk_widget_get_first_child (GTK_WIDGET (object))) != NULL)
    gtk_widget_unparent (child);

  G_OBJECT_CLASS (tactics_game_placement_panel_parent_class)->dispose (object);
}

static void
tactics_game_placement_panel_class_init (TacticsGamePlacementPanelClass *klass)
{
  GObjectClass *object_class = G_OBJECT_CLASS (klass);
  GtkWidgetClass *widget_class = GTK_WIDGET_CLASS (klass);

  object_class->dispose = tactics_game_placement_panel_dispose;

  signals[SIGNAL_UNIT_CHOSEN] =
    g_signal_new ("unit-chosen", G_TYPE_FROM_CLASS (klass), G_SIGNAL_RUN_LAST, 0, NULL, NULL,
                  NULL, G_TYPE_NONE, 1, G_TYPE_INT);

  gtk_widget_class_set_template_from_resource (widget_class,
                                               "/io/tactics/Game/tactics-game-placement-panel.ui");
  gtk_widget_class_bind_template_child (widget_class, TacticsGamePlacementPanel, info_label);
  gtk_widget_class_bind_template_child (widget_class, TacticsGamePlacementPanel, unit_box);
  gtk_widget_class_bind_template_callback (widget_class, on_unit_box_child_activated);
}

static void
tactics_game_placement_panel_init (TacticsGamePlacementPanel *self)
{
  gtk_widget_init_template (GTK_WIDGET (self));
}
