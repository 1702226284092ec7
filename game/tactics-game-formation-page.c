/* SPDX-License-Identifier: GPL-3.0-or-later */
#include "config.h"

#include <glib/gi18n.h>

#include "tactics-game-art.h"
#include "tactics-game-formation-page.h"
#include "tactics-game-text.h"
#include "tactics-game-unit-badge.h"

typedef struct {
  TacticsUnitType *type;
  gboolean         usable;
  guint            count;
  GtkLabel        *count_label;
  GtkWidget       *minus_button;
  GtkWidget       *plus_button;
} Choice;

struct _TacticsGameFormationPage
{
  GtkWidget             parent_instance;

  TacticsGameUnitBadge *team_badge;
  GtkLabel             *title_label;
  GtkLabel             *subtitle_label;
  GtkLabel             *count_label;
  GtkListBox           *unit_list;
  GtkButton            *clear_button;
  GtkButton            *suggest_button;
  GtkButton            *done_button;
  GtkLabel             *error_label;

  TacticsMatch          *match;
  guint                 player;
  guint                 capacity;
  GArray               *choices;   /* Choice, in the ruleset's order */
};

G_DEFINE_FINAL_TYPE (TacticsGameFormationPage, tactics_game_formation_page, GTK_TYPE_WIDGET)

enum {
  SIGNAL_DONE,
  N_SIGNALS
};

static guint signals[N_SIGNALS];

static void
clear_choice (gpointer data)
{
  Choice *choice = data;

  g_clear_object (&choice->type);
}

static guint
count_chosen (TacticsGameFormationPage *self)
{
  guint total = 0;

  for (guint i = 0; i < self->choices->len; i++)
    total += g_array_index (self->choices, Choice, i).count;
  return total;
}

static void
update_counts (TacticsGameFormationPage *self)
{
  guint chosen = count_chosen (self);
  guint left = self->capacity > chosen ? self->capacity - chosen : 0;
  g_autofree char *count = NULL;

  for (guint i = 0; i < self->choices->len; i++)
    {
      Choice *choice = &g_array_index (self->choices, Choice, i);
      g_autofree char *text = g_strdup_printf ("%u", choice->count);

      gtk_label_set_text (choice->count_label, text);
      gtk_widget_set_sensitive (choice->minus_button, choice->count > 0);
      gtk_widget_set_sensitive (choice->plus_button, choice->usable && left > 0);
    }

  if (left == 0)
    /* Translators: the units chosen, then how many the army takes, e.g. "6 of 6 chosen · the
     * army is full". */
    count = g_strdup_printf (_("%u of %u chosen · the army is full"), chosen, self->capacity);
  else
    /* Translators: the units chosen, then how many the army takes, e.g. "2 of 6 chosen". */
    count = g_strdup_printf (ngettext ("%u of %u chosen", "%u of %u chosen", self->capacity),
                             chosen, self->capacity);
  gtk_label_set_text (self->count_label, count);
  gtk_widget_set_sensitive (GTK_WIDGET (self->done_button), chosen > 0);
  gtk_widget_set_sensitive (GTK_WIDGET (self->clear_button), chosen > 0);
}

static Choice *
find_choice (TacticsGameFormationPage *self,
             const char               *type_id)
{
  for (guint i = 0; i < self->choices->len; i++)
    {
      Choice *choice = &g_array_index (self->choices, Choice, i);

      if (g_strcmp0 (tactics_unit_type_get_id (choice->type), type_id) == 0)
        return choice;
    }
  return NULL;
}

static void
on_plus_clicked (GtkButton                *button,
                 TacticsGameFormationPage *self)
{
  tactics_game_formation_page_add_unit (self, g_object_get_data (G_OBJECT (button), "type-id"));
}

static void
on_minus_clicked (GtkButton                *button,
                  TacticsGameFormationPage *self)
{
  tactics_game_formation_page_remove_unit (self, g_object_get_data (G_OBJECT (button), "type-id"));
}

static void
on_clear_clicked (TacticsGameFormationPage *self)
{
  for (guint i = 0; i < self->choices->len; i++)
    g_array_index (self->choices, Choice, i).count = 0;
  tactics_game_formation_page_show_error (self, NULL);
  update_counts (self);
}

static void
on_suggest_clicked (TacticsGameFormationPage *self)
{
  g_auto(GStrv) army = NULL;

  if (self->match == NULL)
    return;
  army = tactics_ai_suggest_army (self->match, self->player);
  if (army == NULL)
    {
      tactics_game_formation_page_show_error (self, _("No unit of these rules can move on this "
                                                      "map."));
      return;
    }
  on_clear_clicked (self);
  for (guint i = 0; army[i] != NULL; i++)
    tactics_game_formation_page_add_unit (self, army[i]);
}

static void
on_done_clicked (TacticsGameFormationPage *self)
{
  tactics_game_formation_page_confirm (self);
}

static GtkWidget *
make_label (const char *text,
            const char *css_class,
            gboolean    markup)
{
  GtkWidget *label = gtk_label_new (NULL);

  if (markup)
    gtk_label_set_markup (GTK_LABEL (label), text);
  else
    gtk_label_set_text (GTK_LABEL (label), text);
  gtk_label_set_xalign (GTK_LABEL (label), 0);
  gtk_label_set_wrap (GTK_LABEL (label), TRUE);
  if (css_class != NULL)
    gtk_widget_add_css_class (label, css_class);
  return label;
}

static GtkWidget *
make_unit_row (TacticsGameFormationPage *self,
               Choice                   *choice,
               guint                     team)
{
  TacticsUnitType *type = choice->type;
  TacticsRuleset *ruleset = tactics_match_get_ruleset (self->match);
  TacticsMap *map = tactics_match_get_map (self->match);
  TacticsTopology topology = tactics_map_get_topology (map);
  const char * const *actions = tactics_unit_type_get_actions (type);
  const char *description = tactics_unit_type_get_description (type);
  GtkWidget *box = gtk_box_new (GTK_ORIENTATION_HORIZONTAL, 16);
  GtkWidget *text = gtk_box_new (GTK_ORIENTATION_VERTICAL, 3);
  GtkWidget *counter = gtk_box_new (GTK_ORIENTATION_HORIZONTAL, 0);
  GtkWidget *badge = tactics_game_unit_badge_new (team, NULL, 56);
  g_autofree char *stats = tactics_game_text_describe_stats (type, ruleset);
  g_autofree char *stats_markup = NULL;
  g_autofree char *resistances = tactics_game_text_describe_resistances (type, ruleset);

  gtk_widget_set_valign (badge, GTK_ALIGN_CENTER);
  tactics_game_unit_badge_set_unit_type (TACTICS_GAME_UNIT_BADGE (badge), type);
  tactics_game_unit_badge_set_dimmed (TACTICS_GAME_UNIT_BADGE (badge), !choice->usable);
  gtk_box_append (GTK_BOX (box), badge);

  gtk_widget_set_hexpand (text, TRUE);
  gtk_widget_set_valign (text, GTK_ALIGN_CENTER);
  gtk_box_append (GTK_BOX (text), make_label (tactics_unit_type_get_name (type), "heading", FALSE));
  if (description != NULL && description[0] != '\0')
    gtk_box_append (GTK_BOX (text), make_label (description, "dim-label", FALSE));
  stats_markup = g_markup_escape_text (stats, -1);
  gtk_box_append (GTK_BOX (text), make_label (stats_markup, "unit-stats", TRUE));
  if (resistances != NULL)
    {
      g_autofree char *resistances_markup = g_markup_escape_text (resistances, -1);

      gtk_box_append (GTK_BOX (text), make_label (resistances_markup, "unit-action", TRUE));
    }
  for (guint i = 0; actions != NULL && actions[i] != NULL; i++)
    {
      TacticsAction *action = tactics_ruleset_lookup_action (ruleset, actions[i]);
      g_autofree char *summary = NULL;
      g_autofree char *line = NULL;

      if (action == NULL)
        continue;
      summary = tactics_game_text_describe_action (action, ruleset, topology);
      line = g_markup_printf_escaped ("<b>%s</b>: %s", tactics_action_get_name (action), summary);
      gtk_box_append (GTK_BOX (text), make_label (line, "unit-action", TRUE));
    }
  if (!choice->usable)
    gtk_box_append (GTK_BOX (text), make_label (_("Cannot move on this map."), "error", FALSE));
  gtk_box_append (GTK_BOX (box), text);

  gtk_widget_set_valign (counter, GTK_ALIGN_CENTER);
  gtk_widget_add_css_class (counter, "linked");
  choice->minus_button = gtk_button_new_from_icon_name ("list-remove-symbolic");
  choice->plus_button = gtk_button_new_from_icon_name ("list-add-symbolic");
  choice->count_label = GTK_LABEL (gtk_label_new ("0"));
  gtk_widget_add_css_class (GTK_WIDGET (choice->count_label), "unit-count");
  gtk_label_set_width_chars (choice->count_label, 3);
  g_object_set_data_full (G_OBJECT (choice->minus_button), "type-id",
                          g_strdup (tactics_unit_type_get_id (type)), g_free);
  g_object_set_data_full (G_OBJECT (choice->plus_button), "type-id",
                          g_strdup (tactics_unit_type_get_id (type)), g_free);
  {
    /* Translators: spoken: %s is a unit type's name, e.g. "One Archer less". */
    g_autofree char *less = g_strdup_printf (_("One %s less"), tactics_unit_type_get_name (type));
    /* Translators: spoken: %s is a unit type's name, e.g. "One Archer more". */
    g_autofree char *more = g_strdup_printf (_("One %s more"), tactics_unit_type_get_name (type));

    gtk_widget_set_tooltip_text (choice->minus_button, less);
    gtk_widget_set_tooltip_text (choice->plus_button, more);
  }
  g_signal_connect (choice->minus_button, "clicked", G_CALLBACK (on_minus_clicked), self);
  g_signal_connect (choice->plus_button, "clicked", G_CALLBACK (on_plus_clicked), self);
  gtk_box_append (GTK_BOX (counter), choice->minus_button);
  gtk_box_append (GTK_BOX (counter), GTK_WIDGET (choice->count_label));
  gtk_box_append (GTK_BOX (counter), choice->plus_button);
  gtk_box_append (GTK_BOX (box), counter);

  gtk_widget_set_margin_top (box, 10);
  gtk_widget_set_margin_bottom (box, 10);
  gtk_widget_set_margin_start (box, 12);
  gtk_widget_set_margin_end (box, 12);
  return box;
}

static void
tactics_game_formation_page_dispose (GObject *object)
{
  TacticsGameFormationPage *self = TACTICS_GAME_FORMATION_PAGE (object);
  GtkWidget *child;

  gtk_widget_dispose_template (GTK_WIDGET (object), TACTICS_TYPE_GAME_FORMATION_PAGE);
  /* Template children without an id are ours to unparent too. */
  while ((child = gtk_widget_get_first_child (GTK_WIDGET (object))) != NULL)
    gtk_widget_unparent (child);
  g_clear_object (&self->match);

  G_OBJECT_CLASS (tactics_game_formation_page_parent_class)->dispose (object);
}

static void
tactics_game_formation_page_finalize (GObject *object)
{
  TacticsGameFormationPage *self = TACTICS_GAME_FORMATION_PAGE (object);

  g_clear_pointer (&self->choices, g_array_unref);

  G_OBJECT_CLASS (tactics_game_formation_page_parent_class)->finalize (object);
}

static void
tactics_game_formation_page_class_init (TacticsGameFormationPageClass *klass)
{
  GObjectClass *object_class = G_OBJECT_CLASS (klass);
  GtkWidgetClass *widget_class = GTK_WIDGET_CLASS (klass);

  object_class->dispose = tactics_game_formation_page_dispose;
  object_class->finalize = tactics_game_formation_page_finalize;

  signals[SIGNAL_DONE] =
    g_signal_new ("done", G_TYPE_FROM_CLASS (klass), G_SIGNAL_RUN_LAST,
                  0, NULL, NULL, NULL, G_TYPE_NONE, 0);

  g_type_ensure (TACTICS_TYPE_GAME_UNIT_BADGE);
  gtk_widget_class_set_template_from_resource (widget_class,
                                               "/io/tactics/Game/tactics-game-formation-page.ui");
  gtk_widget_class_bind_template_child (widget_class, TacticsGameFormationPage, team_badge);
  gtk_widget_class_bind_template_child (widget_class, TacticsGameFormationPage, title_label);
  gtk_widget_class_bind_template_child (widget_class, TacticsGameFormationPage, subtitle_label);
  gtk_widget_class_bind_template_child (widget_class, TacticsGameFormationPage, count_label);
  gtk_widget_class_bind_template_child (widget_class, TacticsGameFormationPage, unit_list);
  gtk_widget_class_bind_template_child (widget_class, TacticsGameFormationPage, clear_button);
  gtk_widget_class_bind_template_child (widget_class, TacticsGameFormationPage, suggest_button);
  gtk_widget_class_bind_template_child (widget_class, TacticsGameFormationPage, done_button);
  gtk_widget_class_bind_template_child (widget_class, TacticsGameFormationPage, error_label);
  gtk_widget_class_bind_template_callback (widget_class, on_clear_clicked);
  gtk_widget_class_bind_template_callback (widget_class, on_suggest_clicked);
  gtk_widget_class_bind_template_callback (widget_class, on_done_clicked);
  gtk_widget_class_set_css_name (widget_class, "formation-page");
}

static void
tactics_game_formation_page_init (TacticsGameFormationPage *self)
{
  gtk_widget_init_template (GTK_WIDGET (self));

  self->choices = g_array_new (FALSE, TRUE, sizeof (Choice));
  g_array_set_clear_func (self->choices, clear_choice);
}

GtkWidget *
tactics_game_formation_page_new (void)
{
  return g_object_new (TACTICS_TYPE_GAME_FORMATION_PAGE, NULL);
}

void
tactics_game_formation_page_set_player (TacticsGameFormationPage *self,
                                        TacticsMatch              *match,
                                        guint                     player)
{
  TacticsPlayer *info;
  TacticsRuleset *ruleset;
  TacticsMap *map;
  GListModel *types;
  GtkWidget *child;
  guint team;
  g_autofree char *title = NULL;
  g_autofree char *subtitle = NULL;
  const char *place_name;

  g_return_if_fail (TACTICS_IS_GAME_FORMATION_PAGE (self));
  g_return_if_fail (TACTICS_IS_MATCH (match));
  g_return_if_fail (player < tactics_match_get_n_players (match));

  g_set_object (&self->match, match);
  self->player = player;
  /* A scenario's side may have a budget of its own. */
  self->capacity = tactics_match_get_army_limit (match, player);
  info = tactics_match_get_player (match, player);
  team = tactics_team_for_player (info);
  ruleset = tactics_match_get_ruleset (match);
  map = tactics_match_get_map (match);

  tactics_game_unit_badge_set_team (self->team_badge, team);
  /* Translators: the formation screen's title, e.g. "Blue, choose your army". */
  title = g_strdup_printf (_("%s, choose your army"), tactics_player_get_name (info));
  gtk_label_set_text (self->title_label, title);
  /* The army is for the scenario, when there is one, not for its map. */
  place_name = tactics_game_text_scenario_name (match);
  if (place_name == NULL)
    place_name = tactics_map_get_name (map);
  /* Translators: how many units an army takes, then the scenario's name or else the map's,
   * e.g. "Up to 6 units for Skirmish.". */
  subtitle = g_strdup_printf (ngettext ("Up to %u unit for %s. Units with more move points "
                                        "cross the map faster; ranged and area actions strike "
                                        "from afar.",
                                        "Up to %u units for %s. Units with more move points "
                                        "cross the map faster; ranged and area actions strike "
                                        "from afar.",
                                        self->capacity),
                              self->capacity,
                              place_name != NULL && place_name[0] != '\0' ? place_name
                                                                          : _("this map"));
  gtk_label_set_text (self->subtitle_label, subtitle);

  while ((child = gtk_widget_get_first_child (GTK_WIDGET (self->unit_list))) != NULL)
    gtk_list_box_remove (self->unit_list, child);
  g_array_set_size (self->choices, 0);

  types = tactics_ruleset_get_unit_types (ruleset);
  for (guint i = 0; i < g_list_model_get_n_items (types); i++)
    {
      g_autoptr(TacticsUnitType) type = g_list_model_get_item (types, i);
      Choice choice = { 0 };

      /* What a scenario does not let this side form is not offered. */
      if (!tactics_match_allows_unit_type (match, player, tactics_unit_type_get_id (type)))
        continue;

      choice.type = g_object_ref (type);
      choice.usable = tactics_map_has_ground_for (map, tactics_unit_type_get_movetype (type));
      g_array_append_val (self->choices, choice);
    }
  for (guint i = 0; i < self->choices->len; i++)
    {
      Choice *choice = &g_array_index (self->choices, Choice, i);

      gtk_list_box_append (self->unit_list, make_unit_row (self, choice, team));
    }

  tactics_game_formation_page_show_error (self, NULL);
  update_counts (self);
}

char **
tactics_game_formation_page_get_formation (TacticsGameFormationPage *self)
{
  g_autoptr(GStrvBuilder) builder = g_strv_builder_new ();

  g_return_val_if_fail (TACTICS_IS_GAME_FORMATION_PAGE (self), NULL);

  for (guint i = 0; i < self->choices->len; i++)
    {
      Choice *choice = &g_array_index (self->choices, Choice, i);

      for (guint n = 0; n < choice->count; n++)
        g_strv_builder_add (builder, tactics_unit_type_get_id (choice->type));
    }
  return g_strv_builder_end (builder);
}

guint
tactics_game_formation_page_get_n_chosen (TacticsGameFormationPage *self)
{
  g_return_val_if_fail (TACTICS_IS_GAME_FORMATION_PAGE (self), 0);
  return count_chosen (self);
}

gboolean
tactics_game_formation_page_add_unit (TacticsGameFormationPage *self,
                                      const char               *type_id)
{
  Choice *choice;

  g_return_val_if_fail (TACTICS_IS_GAME_FORMATION_PAGE (self), FALSE);

  choice = find_choice (self, type_id);
  if (choice == NULL || !choice->usable || count_chosen (self) >= self->capacity)
    return FALSE;
  choice->count++;
  tactics_game_formation_page_show_error (self, NULL);
  update_counts (self);
  return TRUE;
}

gboolean
tactics_game_formation_page_remove_unit (TacticsGameFormationPage *self,
                                         const char               *type_id)
{
  Choice *choice;

  g_return_val_if_fail (TACTICS_IS_GAME_FORMATION_PAGE (self), FALSE);

  choice = find_choice (self, type_id);
  if (choice == NULL || choice->count == 0)
    return FALSE;
  choice->count--;
  update_counts (self);
  return TRUE;
}

void
tactics_game_formation_page_confirm (TacticsGameFormationPage *self)
{
  g_return_if_fail (TACTICS_IS_GAME_FORMATION_PAGE (self));

  if (count_chosen (self) == 0)
    {
      tactics_game_formation_page_show_error (self, _("Choose at least one unit."));
      return;
    }
  g_signal_emit (self, signals[SIGNAL_DONE], 0);
}

void
tactics_game_formation_page_show_error (TacticsGameFormationPage *self,
                                        const char               *message)
{
  g_return_if_fail (TACTICS_IS_GAME_FORMATION_PAGE (self));

  gtk_label_set_text (self->error_label, message != NULL ? message : "");
  gtk_widget_set_visible (GTK_WIDGET (self->error_label), message != NULL);
}
