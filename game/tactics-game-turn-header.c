/* SPDX-License-Identifier: GPL-3.0-or-later */
#include "config.h"

#include <glib/gi18n.h>

#include "tactics-game-art.h"
#include "tactics-game-text.h"
#include "tactics-game-turn-header.h"
#include "tactics-game-unit-badge.h"

struct _TacticsGameTurnHeader
{
  GtkWidget             parent_instance;

  TacticsGameUnitBadge *turn_badge;
  GtkLabel             *turn_title;
  GtkLabel             *turn_subtitle;
  GtkLabel             *round_limit_label;
  GtkSpinner           *thinking_spinner;
  GtkBox               *order_box;
};

G_DEFINE_FINAL_TYPE (TacticsGameTurnHeader, tactics_game_turn_header, GTK_TYPE_WIDGET)

static TacticsPlayer *
get_player (TacticsMatch *match,
            int          index)
{
  if (index < 0 || (guint) index >= tactics_match_get_n_players (match))
    return NULL;
  return tactics_match_get_player (match, (guint) index);
}

static gboolean
is_human (TacticsPlayer *player)
{
  return player != NULL && tactics_player_get_kind (player) == TACTICS_PLAYER_HUMAN;
}

/* The title and the line under it. */
static void
describe_turn (TacticsMatch  *match,
               char        **title,
               char        **subtitle)
{
  TacticsMatchPhase phase = tactics_match_get_phase (match);
  TacticsPlayer *info = get_player (match, tactics_match_get_current_player (match));
  guint round = tactics_match_get_round (match);
  guint limit = tactics_match_get_round_limit (match);

  if (phase == TACTICS_MATCH_PHASE_OVER)
    {
      *title = tactics_game_text_outcome (match);
      /* Translators: %u is the number of rounds played, e.g. "The match lasted 12 rounds.". */
      *subtitle = g_strdup_printf (ngettext ("The match lasted %u round.",
                                             "The match lasted %u rounds.", round),
                                   round);
    }
  else if (info != NULL && phase == TACTICS_MATCH_PHASE_PLACEMENT)
    {
      /* Translators: %s is a player's name, e.g. "Blue places the army". */
      *title = g_strdup_printf (_("%s places the army"), tactics_player_get_name (info));
      *subtitle = g_strdup (is_human (info) ? _("Placement") : _("Placement · computer"));
    }
  else if (info != NULL)
    {
      TacticsUnit *active = tactics_match_get_active_unit (match);
      g_autofree char *when = NULL;

      /* Translators: %s is a player's name, e.g. "Blue’s turn". */
      *title = g_strdup_printf (_("%s’s turn"), tactics_player_get_name (info));
      /* Translators: under the name of the player whose turn it is, with
       * the round limit: "Round 3 of 20". */
      when = limit != 0 ? g_strdup_printf (_("Round %u of %u"), round, limit)
                        : g_strdup_printf (_("Round %u"), round);
      if (active != NULL)
        /* Translators: "Round 3 · the Archer acts" (or "Round 3 of 20 · …"). */
        *subtitle = g_strdup_printf (is_human (info) ? _("%s · the %s acts")
                                                     /* Translators: the round ("Round 3" or
                                                      * "Round 3 of 20"), then a unit type's
                                                      * name, e.g. "Round 3 · the Archer acts ·
                                                      * computer". */
                                                     : _("%s · the %s acts · computer"),
                                     when,
                                     tactics_unit_type_get_name (
                                       tactics_unit_get_unit_type (active)));
      else if (is_human (info))
        *subtitle = g_steal_pointer (&when);
      else
        /* Translators: %s is "Round 3" or "Round 3 of 20". */
        *subtitle = g_strdup_printf (_("%s · computer"), when);
    }
}

static void
update_order (TacticsGameTurnHeader *self,
              TacticsMatch           *match)
{
  const guint *order = tactics_match_get_turn_order (match);
  guint n_players = tactics_match_get_n_players (match);
  int current = tactics_match_get_current_player (match);
  gboolean over = tactics_match_get_phase (match) == TACTICS_MATCH_PHASE_OVER;
  GtkWidget *child;
  GtkWidget *label;

  while ((child = gtk_widget_get_first_child (GTK_WIDGET (self->order_box))) != NULL)
    gtk_box_remove (self->order_box, child);
  if (order == NULL)
    return;

  label = gtk_label_new (_("Order:"));
  gtk_widget_add_css_class (label, "dim-label");
  gtk_box_append (self->order_box, label);
  for (guint i = 0; i < n_players; i++)
    {
      TacticsPlayer *seat = tactics_match_get_player (match, order[i]);
      GtkWidget *chip = gtk_box_new (GTK_ORIENTATION_HORIZONTAL, 3);
      GtkWidget *badge = tactics_game_unit_badge_new (tactics_team_for_player (seat),
                                                      NULL, 14);
      GtkWidget *name = gtk_label_new (tactics_player_get_name (seat));

      gtk_label_set_ellipsize (GTK_LABEL (name), PANGO_ELLIPSIZE_END);
      gtk_label_set_max_width_chars (GTK_LABEL (name), 10);
      gtk_box_append (GTK_BOX (chip), badge);
      gtk_box_append (GTK_BOX (chip), name);
      gtk_widget_add_css_class (chip, "order-chip");
      if ((int) order[i] == current && !over)
        gtk_widget_add_css_class (chip, "current");
      if (tactics_player_is_out (seat))
        {
          gtk_widget_add_css_class (chip, "out");
          tactics_game_unit_badge_set_dimmed (TACTICS_GAME_UNIT_BADGE (badge), TRUE);
        }
      gtk_box_append (self->order_box, chip);
    }
}

void
tactics_game_turn_header_update (TacticsGameTurnHeader *self,
                                 TacticsMatch           *match)
{
  g_autofree char *title = NULL;
  g_autofree char *subtitle = NULL;
  TacticsPlayer *info;
  TacticsPlayer *team_of;
  gboolean over;
  gboolean thinking;
  guint limit;

  g_return_if_fail (TACTICS_IS_GAME_TURN_HEADER (self));
  g_return_if_fail (match == NULL || TACTICS_IS_MATCH (match));

  if (match == NULL)
    return;

  over = tactics_match_get_phase (match) == TACTICS_MATCH_PHASE_OVER;
  info = get_player (match, tactics_match_get_current_player (match));
  /* Once it is over, the winner's colours; none without a winner. */
  team_of = over ? get_player (match, tactics_match_get_winner (match)) : info;
  if (team_of != NULL)
    tactics_game_unit_badge_set_team (self->turn_badge, tactics_team_for_player (team_of));
  gtk_widget_set_visible (GTK_WIDGET (self->turn_badge), team_of != NULL);

  describe_turn (match, &title, &subtitle);
  gtk_label_set_text (self->turn_title, title != NULL ? title : "");
  gtk_label_set_text (self->turn_subtitle, subtitle != NULL ? subtitle : "");

  limit = tactics_match_get_round_limit (match);
  if (limit != 0 && !over)
    {
      /* Translators: %u is the last round, e.g. "The match ends after round 20.". */
      g_autofree char *text = g_strdup_printf (ngettext ("The match ends after round %u.",
                                                         "The match ends after round %u.", limit),
                                               limit);

      gtk_label_set_text (self->round_limit_label, text);
    }
  gtk_widget_set_visible (GTK_WIDGET (self->round_limit_label), limit != 0 && !over);

  thinking = !over && info != NULL && !is_human (info);
  gtk_spinner_set_spinning (self->thinking_spinner, thinking);
  gtk_widget_set_visible (GTK_WIDGET (self->thinking_spinner), thinking);

  update_order (self, match);
}

static void
tactics_game_turn_header_dispose (GObject *object)
{
  GtkWidget *child;

  gtk_widget_dispose_template (GTK_WIDGET (object), TACTICS_TYPE_GAME_TURN_HEADER);
  /* Template children without an id are ours to unparent too. */
  while ((child = gtk_widget_get_first_child (GTK_WIDGET (object))) != NULL)
    gtk_widget_unparent (child);

  G_OBJECT_CLASS (tactics_game_turn_header_parent_class)->dispose (object);
}

static void
tactics_game_turn_header_class_init (TacticsGameTurnHeaderClass *klass)
{
  GObjectClass *object_class = G_OBJECT_CLASS (klass);
  GtkWidgetClass *widget_class = GTK_WIDGET_CLASS (klass);

  object_class->dispose = tactics_game_turn_header_dispose;

  g_type_ensure (TACTICS_TYPE_GAME_UNIT_BADGE);
  gtk_widget_class_set_template_from_resource (widget_class,
                                               "/io/tactics/Game/tactics-game-turn-header.ui");
  gtk_widget_class_bind_template_child (widget_class, TacticsGameTurnHeader, turn_badge);
  gtk_widget_class_bind_template_child (widget_class, TacticsGameTurnHeader, turn_title);
  gtk_widget_class_bind_template_child (widget_class, TacticsGameTurnHeader, turn_subtitle);
  gtk_widget_class_bind_template_child (widget_class, TacticsGameTurnHeader, round_limit_label);
  gtk_widget_class_bind_template_child (widget_class, TacticsGameTurnHeader, thinking_spinner);
  gtk_widget_class_bind_template_child (widget_class, TacticsGameTurnHeader, order_box);
  gtk_widget_class_set_css_name (widget_class, "turn-header-panel");
}

static void
tactics_game_turn_header_init (TacticsGameTurnHeader *self)
{
  gtk_widget_init_template (GTK_WIDGET (self));
}
