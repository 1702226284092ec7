/* SPDX-License-Identifier: GPL-3.0-or-later */
#include "config.h"

#include <glib/gi18n.h>

#include "tactics-game-art.h"
#include "tactics-game-objectives-panel.h"
#include "tactics-game-unit-badge.h"

struct _TacticsGameObjectivesPanel
{
  GtkWidget     parent_instance;

  GtkBox       *sides_box;

  /* The match the rows were built for: rows are rebuilt only for another
   * one, and their texts brought up to date at every update. */
  TacticsMatch *match;
  GPtrArray    *lines;      /* GtkLabel per objective, side by side in order */
  GPtrArray    *points;     /* GtkLabel per side in a points game, else empty */
};

G_DEFINE_FINAL_TYPE (TacticsGameObjectivesPanel, tactics_game_objectives_panel, GTK_TYPE_WIDGET)

static GtkWidget *
add_line (GtkBox     *box,
          const char *css_class)
{
  GtkWidget *label = gtk_label_new (NULL);

  gtk_label_set_xalign (GTK_LABEL (label), 0);
  gtk_label_set_wrap (GTK_LABEL (label), TRUE);
  /* Wrap within the side panel rather than widen it. */
  gtk_label_set_max_width_chars (GTK_LABEL (label), 30);
  if (css_class != NULL)
    gtk_widget_add_css_class (label, css_class);
  gtk_box_append (box, label);
  return label;
}

static void
build (TacticsGameObjectivesPanel *self)
{
  TacticsScenario *scenario = tactics_match_get_scenario (self->match);
  gboolean points = tactics_match_is_points_game (self->match);
  GtkWidget *child;

  while ((child = gtk_widget_get_first_child (GTK_WIDGET (self->sides_box))) != NULL)
    gtk_box_remove (self->sides_box, child);
  g_ptr_array_set_size (self->lines, 0);
  g_ptr_array_set_size (self->points, 0);

  for (guint p = 0; p < tactics_match_get_n_players (self->match); p++)
    {
      TacticsPlayer *player = tactics_match_get_player (self->match, p);
      g_autoptr(TacticsSide) side = g_list_model_get_item (tactics_scenario_get_sides (scenario),
                                                           p);
      GtkWidget *row = gtk_box_new (GTK_ORIENTATION_HORIZONTAL, 8);
      GtkWidget *badge = tactics_game_unit_badge_new (tactics_team_for_player (player), NULL,
                                                      20);
      GtkWidget *column = gtk_box_new (GTK_ORIENTATION_VERTICAL, 2);
      GtkWidget *name = add_line (GTK_BOX (column), "heading");

      gtk_widget_set_valign (badge, GTK_ALIGN_START);
      gtk_label_set_text (GTK_LABEL (name), tactics_player_get_name (player));
      gtk_box_append (GTK_BOX (row), badge);
      gtk_box_append (GTK_BOX (row), column);
      gtk_box_append (self->sides_box, row);

      if (tactics_match_get_n_objectives (self->match, p) == 0)
        {
          GtkWidget *line = add_line (GTK_BOX (column), "dim-label");

          gtk_label_set_text (GTK_LABEL (line), _("Eliminate every enemy unit"));
        }
      for (guint i = 0; i < tactics_match_get_n_objectives (self->match, p); i++)
        {
          g_autoptr(TacticsObjective) objective =
            g_list_model_get_item (tactics_side_get_objectives (side), i);
          g_autofree char *sentence =
            tactics_scenario_dup_objective_sentence (scenario, side, objective);
          GtkWidget *line = add_line (GTK_BOX (column), NULL);

          gtk_widget_set_tooltip_text (line, sentence);
          g_ptr_array_add (self->lines, line);
        }
      if (points)
        g_ptr_array_add (self->points, add_line (GTK_BOX (column), "dim-label"));
    }
}

void
tactics_game_objectives_panel_update (TacticsGameObjectivesPanel *self,
                                      TacticsMatch               *match)
{
  guint line = 0;

  g_return_if_fail (TACTICS_IS_GAME_OBJECTIVES_PANEL (self));
  g_return_if_fail (match == NULL || TACTICS_IS_MATCH (match));

  if (match == NULL || tactics_match_get_scenario (match) == NULL)
    match = NULL;
  if (self->match != match)
    {
      g_set_object (&self->match, match);
      if (match != NULL)
        build (self);
    }
  gtk_widget_set_visible (GTK_WIDGET (self), match != NULL);
  if (match == NULL)
    return;

  for (guint p = 0; p < tactics_match_get_n_players (match); p++)
    {
      for (guint i = 0; i < tactics_match_get_n_objectives (match, p); i++, line++)
        {
          GtkWidget *label = g_ptr_array_index (self->lines, line);
          g_autofree char *progress = tactics_match_dup_objective_progress (match, p, i);
          g_autofree char *text = NULL;

          switch (tactics_match_get_objective_state (match, p, i, NULL, NULL))
            {
            case TACTICS_OBJECTIVE_STATE_MET:
              /* Translators: an objective met, e.g. "✓ Reach the Old Tower". */
              text = g_strdup_printf (_("✓ %s"), progress);
              gtk_widget_remove_css_class (label, "dim-label");
              gtk_widget_add_css_class (label, "success");
              break;
            case TACTICS_OBJECTIVE_STATE_FAILED:
              /* Translators: an objective that can no longer be met, e.g. "✗ Protect the
               * Captain". */
              text = g_strdup_printf (_("✗ %s"), progress);
              gtk_widget_add_css_class (label, "dim-label");
              break;
            case TACTICS_OBJECTIVE_STATE_PENDING:
            default:
              /* Translators: an objective still to meet, e.g. "• Hold the Old Tower: 1 of 3
               * rounds". */
              text = g_strdup_printf (_("• %s"), progress);
              break;
            }
          gtk_label_set_text (GTK_LABEL (label), text);
        }
      if (p < self->points->len)
        {
          guint points = tactics_match_get_points (match, p);
          /* Translators: a side's points in a points game, e.g. "5 points". */
          g_autofree char *text = g_strdup_printf (ngettext ("%u point", "%u points", points),
                                                   points);

          gtk_label_set_text (GTK_LABEL (g_ptr_array_index (self->points, p)), text);
        }
    }
}

static void
tactics_game_objectives_panel_dispose (GObject *object)
{
  TacticsGameObjectivesPanel *self = TACTICS_GAME_OBJECTIVES_PANEL (object);
  GtkWidget *child;

  gtk_widget_dispose_template (GTK_WIDGET (self), TACTICS_TYPE_GAME_OBJECTIVES_PANEL);
  /* The heading has no id: ours to unparent. */
  while ((child = gtk_widget_get_first_child (GTK_WIDGET (self))) != NULL)
    gtk_widget_unparent (child);
  g_clear_object (&self->match);
  G_OBJECT_CLASS (tactics_game_objectives_panel_parent_class)->dispose (object);
}

static void
tactics_game_objectives_panel_finalize (GObject *object)
{
  TacticsGameObjectivesPanel *self = TACTICS_GAME_OBJECTIVES_PANEL (object);

  g_ptr_array_unref (self->lines);
  g_ptr_array_unref (self->points);
  G_OBJECT_CLASS (tactics_game_objectives_panel_parent_class)->finalize (object);
}

static void
tactics_game_objectives_panel_class_init (TacticsGameObjectivesPanelClass *klass)
{
  GObjectClass *object_class = G_OBJECT_CLASS (klass);
  GtkWidgetClass *widget_class = GTK_WIDGET_CLASS (klass);

  object_class->dispose = tactics_game_objectives_panel_dispose;
  object_class->finalize = tactics_game_objectives_panel_finalize;

  gtk_widget_class_set_template_from_resource (widget_class,
                                               "/io/tactics/Game/tactics-game-objectives-panel.ui");
  gtk_widget_class_bind_template_child (widget_class, TacticsGameObjectivesPanel, sides_box);
  gtk_widget_class_set_css_name (widget_class, "objectives-panel");
}

static void
tactics_game_objectives_panel_init (TacticsGameObjectivesPanel *self)
{
  gtk_widget_init_template (GTK_WIDGET (self));
  self->lines = g_ptr_array_new ();
  self->points = g_ptr_array_new ();
  gtk_widget_set_visible (GTK_WIDGET (self), FALSE);
}

GtkWidget *
tactics_game_objectives_panel_new (void)
{
  return g_object_new (TACTICS_TYPE_GAME_OBJECTIVES_PANEL, NULL);
}
