/* SPDX-License-Identifier: GPL-3.0-or-later */
#include "config.h"

#include <glib/gi18n.h>
#include <string.h>

#include "tactics-editor-actions-page.h"
#include "tactics-editor-form.h"
#include "tactics-editor-item-list.h"
#include "tactics-editor-ruleset-pages-private.h"

/* The preview board grows with the action's reach, within these. */
#define MIN_PREVIEW_SIZE 5
#define MAX_PREVIEW_SIZE 15

struct _TacticsEditorActionsPage
{
  GtkWidget          parent_instance;

  /* Template widgets */
  GtkWidget         *lists_box;
  GtkStack          *forms;
  GtkLabel          *action_title;
  GtkEntry          *action_name;
  GtkLabel          *action_name_error;
  GtkEntry          *action_id;
  GtkLabel          *action_id_error;
  GtkTextView     *action_description;
  GtkSpinButton     *action_range_min;
  GtkLabel          *action_range_min_error;
  GtkSpinButton     *action_range_max;
  GtkLabel          *action_range_max_error;
  GtkDropDown       *action_metric;
  GtkDropDown       *action_shape;
  GtkSpinButton     *action_extent;
  GtkLabel          *action_extent_hint;
  GtkLabel          *action_extent_error;
  GtkDropDown       *action_effect;
  GtkSpinButton     *action_amount;
  GtkLabel          *action_amount_error;
  GtkDropDown       *action_affects;
  GtkDropDown       *action_damage_type;
  GtkCheckButton    *action_answers;
  GtkCheckButton    *action_provokes;
  GtkLabel          *action_summary;
  GtkDropDown       *preview_topology;
  TacticsBoard      *preview_board;
  GtkDropDown       *preview_terrain;
  GtkDropDown       *preview_target;
  GtkLabel          *preview_outcome;
  GtkSpinButton     *hit_chance;
  GtkLabel          *hit_chance_error;
  GtkLabel          *damage_type_title;
  GtkEntry          *damage_type_name;
  GtkLabel          *damage_type_name_error;
  GtkEntry          *damage_type_id;
  GtkLabel          *damage_type_id_error;
  GtkLabel          *damage_type_usage;

  TacticsEditorItemList   *action_list;
  TacticsEditorItemList   *damage_type_list;
  TacticsEditorForm       *form;
  TacticsEditorForm       *damage_type_form;
  TacticsEditorForm       *ruleset_form;   /* the chance to hit */
  TacticsRuleset    *ruleset;
  TacticsAction     *action;
  TacticsMap        *map;          /* the open map, whose topology the preview takes */
  gboolean           syncing_combat;

  /* The metrics the preview's topology has, as the metric field lists them */
  TacticsMetric      metrics[TACTICS_N_METRICS];
  guint              n_metrics;
  gboolean           syncing_metric;

  /* The preview */
  TacticsRuleset    *preview_rules;
  TacticsMap        *preview_map;
  TacticsCellLayer  *foci_layer;
  TacticsCellLayer  *effect_layer;
  TacticsTokenLayer *unit_layer;
  TacticsCell        unit;
  gboolean           unit_placed;   /* by a double click, else centred */
  TacticsCell        pinned;
  gboolean           has_pinned;
};

G_DEFINE_FINAL_TYPE (TacticsEditorActionsPage, tactics_editor_actions_page, GTK_TYPE_WIDGET)

/* The names of the metrics, by TacticsMetric. */
static const char *const metric_names[TACTICS_N_METRICS] = {
  N_("Manhattan (4 directions)"),
  N_("Chebyshev (8 directions)"),
  N_("Hex"),
};

/* A map's own topology, else the one the switch shows. */
static TacticsTopology
preview_topology (TacticsEditorActionsPage *self)
{
  if (self->map != NULL)
    return tactics_map_get_topology (self->map);
  return gtk_drop_down_get_selected (self->preview_topology) == 1
         ? TACTICS_TOPOLOGY_HEX : TACTICS_TOPOLOGY_SQUARE;
}

/* The metric field lists only the metrics of the preview's topology and
 * shows the one the action uses there. */
static void
update_metric_field (TacticsEditorActionsPage *self)
{
  TacticsTopology topology = preview_topology (self);
  TacticsMetric metrics[TACTICS_N_METRICS];
  guint n_metrics = tactics_topology_get_metrics (topology, metrics);
  guint selected = 0;

  self->syncing_metric = TRUE;
  if (n_metrics != self->n_metrics
      || memcmp (metrics, self->metrics, n_metrics * sizeof (TacticsMetric)) != 0)
    {
      g_autoptr(GtkStringList) names = gtk_string_list_new (NULL);

      for (guint i = 0; i < n_metrics; i++)
        gtk_string_list_append (names, _(metric_names[metrics[i]]));
      memcpy (self->metrics, metrics, sizeof metrics);
      self->n_metrics = n_metrics;
      gtk_drop_down_set_model (self->action_metric, G_LIST_MODEL (names));
    }
  if (self->action != NULL)
    {
      TacticsMetric used = tactics_metric_for_topology (tactics_action_get_metric (self->action),
                                                        topology);

      for (guint i = 0; i < n_metrics; i++)
        if (metrics[i] == used)
          selected = i;
    }
  gtk_drop_down_set_selected (self->action_metric, selected);
  /* Nothing to choose from on hexagons. */
  gtk_widget_set_sensitive (GTK_WIDGET (self->action_metric),
                            self->action != NULL && n_metrics > 1);
  self->syncing_metric = FALSE;
}

static void
on_metric_selected (TacticsEditorActionsPage *self)
{
  guint selected = gtk_drop_down_get_selected (self->action_metric);

  if (self->syncing_metric || self->action == NULL || selected >= self->n_metrics)
    return;
  tactics_action_set_metric (self->action, self->metrics[selected]);
}

/* The extent as the rules count it, next to its field. */
static void
update_extent_hint (TacticsEditorActionsPage *self)
{
  TacticsAction *action = self->action;
  TacticsShape shape;
  guint extent;
  guint radius;
  guint count;
  g_autofree char *text = NULL;

  if (action == NULL)
    {
      gtk_label_set_text (self->action_extent_hint, "");
      return;
    }

  shape = tactics_action_get_shape (action);
  extent = tactics_action_get_extent (action);
  radius = tactics_pattern_radius_for_extent (extent);
  count = tactics_pattern_count_effect (preview_topology (self),
                                        tactics_action_get_metric (action), shape, extent);
  switch (shape)
    {
    case TACTICS_SHAPE_SINGLE:
      text = g_strdup (_("Unused: a single cell is hit."));
      break;
    case TACTICS_SHAPE_LINEAR:
      text = g_strdup_printf (g_dngettext (GETTEXT_PACKAGE,
                                           /* Translators: next to an action's extent; %u is
                                            * the line's length in cells. */
                                           "A line of %u cell, from the aimed one on.",
                                           "A line of %u cells, from the aimed one on.", count),
                              count);
      break;
    case TACTICS_SHAPE_CIRCULAR:
    default:
      if (radius == 0)
        text = g_strdup (_("Radius 0: the aimed cell only."));
      else
        text = g_strdup_printf (g_dngettext (GETTEXT_PACKAGE,
                                             /* Translators: next to an action's extent: the
                                              * first two %u are the radius (the extent less
                                              * one), the last the number of cells covered,
                                              * e.g. "Radius 1: cells up to 1 step from the
                                              * centre, 9 in all.". */
                                             "Radius %u: cells up to %u step from the centre, "
                                             "%u in all.",
                                             "Radius %u: cells up to %u steps from the centre, "
                                             "%u in all.", radius),
                                radius, radius, count);
      break;
    }
  gtk_label_set_text (self->action_extent_hint, text);
}

static void
update_effect (TacticsEditorActionsPage *self)
{
  TacticsPattern pattern;
  g_autoptr(GArray) cells = g_array_new (FALSE, FALSE, sizeof (TacticsCell));
  TacticsCell hovered;

  if (self->action == NULL || self->preview_map == NULL)
    {
      tactics_cell_layer_clear (self->effect_layer);
      return;
    }

  tactics_action_init_pattern (self->action, &pattern,
                               tactics_map_get_topology (self->preview_map),
                               tactics_map_get_width (self->preview_map),
                               tactics_map_get_height (self->preview_map));
  /* The cell pointed at if it is a focus, else the one clicked. */
  if (tactics_board_get_hover_cell (self->preview_board, &hovered)
      && tactics_pattern_focus_allowed (&pattern, self->unit, hovered))
    tactics_pattern_get_effect (&pattern, self->unit, hovered, cells);
  else if (self->has_pinned)
    tactics_pattern_get_effect (&pattern, self->unit, self->pinned, cells);

  tactics_cell_layer_set_cells (self->effect_layer, (const TacticsCell *) cells->data, cells->len);
}

/* Three whole sentences (where it is aimed, what it hits, what it does), each
 * translated as a whole: no sentence is built from pieces. */
static void
update_summary (TacticsEditorActionsPage *self)
{
  TacticsAction *action = self->action;
  guint range_min = tactics_action_get_range_min (action);
  guint range_max = tactics_action_get_range_max (action);
  guint extent = tactics_action_get_extent (action);
  guint amount = tactics_action_get_amount (action);
  gboolean heals = tactics_action_get_effect (action) == TACTICS_EFFECT_HEAL;
  g_autofree char *aim = NULL;
  g_autofree char *hits = NULL;
  g_autofree char *does = NULL;
  g_autofree char *text = NULL;

  if (range_min == range_max)
    aim = g_strdup_printf (g_dngettext (GETTEXT_PACKAGE,
                                        /* Translators: the first sentence of an action's
                                         * summary in the editor; %u is its range. */
                                        "It is aimed %u cell away.",
                                        "It is aimed %u cells away.", range_max),
                           range_max);
  else
    /* Translators: the first sentence of an action's summary in the editor: its
     * range, e.g. "It is aimed 2 to 4 cells away.". */
    aim = g_strdup_printf (_("It is aimed %u to %u cells away."), range_min, range_max);

  switch (tactics_action_get_shape (action))
    {
    case TACTICS_SHAPE_SINGLE:
      hits = g_strdup (_("It hits the aimed cell."));
      break;
    case TACTICS_SHAPE_LINEAR:
      hits = g_strdup_printf (g_dngettext (GETTEXT_PACKAGE,
                                           /* Translators: %u is the line's length in cells,
                                            * counted from the aimed cell on. */
                                           "It hits %u cell along a straight line, from the "
                                           "aimed one on.",
                                           "It hits %u cells along a straight line, from the "
                                           "aimed one on.", extent),
                              extent);
      break;
    case TACTICS_SHAPE_CIRCULAR:
    default:
      hits = g_strdup_printf (g_dngettext (GETTEXT_PACKAGE,
                                           /* Translators: %u is the area's radius in steps
                                            * from the aimed cell. */
                                           "It hits every cell within %u step of the aimed one.",
                                           "It hits every cell within %u steps of the aimed one.",
                                           tactics_pattern_radius_for_extent (extent)),
                              tactics_pattern_radius_for_extent (extent));
      break;
    }

  switch (tactics_action_get_affects (action))
    {
    case TACTICS_AFFECTS_ENEMIES:
      does = heals
        ? g_strdup_printf (g_dngettext (GETTEXT_PACKAGE,
                                        /* Translators: %u is the hit points restored. */
                                        "Enemies there are healed by %u.",
                                        "Enemies there are healed by %u.", amount), amount)
        : g_strdup_printf (g_dngettext (GETTEXT_PACKAGE,
                                        /* Translators: %u is the hit points taken. */
                                        "Enemies there take %u damage.",
                                        "Enemies there take %u damage.", amount), amount);
      break;
    case TACTICS_AFFECTS_ALLIES:
      does = heals
        ? g_strdup_printf (g_dngettext (GETTEXT_PACKAGE,
                                        /* Translators: %u is the hit points restored. */
                                        "Allies there are healed by %u.",
                                        "Allies there are healed by %u.", amount), amount)
        : g_strdup_printf (g_dngettext (GETTEXT_PACKAGE,
                                        /* Translators: %u is the hit points taken. */
                                        "Allies there take %u damage.",
                                        "Allies there take %u damage.", amount), amount);
      break;
    case TACTICS_AFFECTS_ALL:
    default:
      does = heals
        ? g_strdup_printf (g_dngettext (GETTEXT_PACKAGE,
                                        /* Translators: %u is the hit points restored; allies
                                         * and enemies alike. */
                                        "Everyone there is healed by %u.",
                                        "Everyone there is healed by %u.", amount), amount)
        : g_strdup_printf (g_dngettext (GETTEXT_PACKAGE,
                                        /* Translators: %u is the hit points taken; allies
                                         * and enemies alike. */
                                        "Everyone there takes %u damage.",
                                        "Everyone there takes %u damage.", amount), amount);
      break;
    }

  /* Translators: the editor's summary of an action: three sentences, each
   * translated above; change the space between them only if your language
   * writes sentences without one (e.g. "%s%s%s"). */
  text = g_strdup_printf (_("%s %s %s"), aim, hits, does);
  gtk_label_set_text (self->action_summary, text);
}

static void
update_preview (TacticsEditorActionsPage *self)
{
  TacticsTopology topology = preview_topology (self);
  TacticsPattern pattern;
  g_autoptr(GArray) foci = g_array_new (FALSE, FALSE, sizeof (TacticsCell));
  int size;

  update_metric_field (self);
  update_extent_hint (self);
  if (self->action == NULL)
    {
      tactics_cell_layer_clear (self->foci_layer);
      tactics_cell_layer_clear (self->effect_layer);
      tactics_token_layer_clear (self->unit_layer);
      return;
    }

  /* Room for the farthest focus and what it hits, on both sides. */
  size = 2 * ((int) tactics_action_get_range_max (self->action)
              + (int) tactics_action_get_extent (self->action) - 1) + 1;
  size = CLAMP (size, MIN_PREVIEW_SIZE, MAX_PREVIEW_SIZE);

  if (self->preview_map == NULL
      || tactics_map_get_width (self->preview_map) != size
      || tactics_map_get_topology (self->preview_map) != topology)
    {
      g_clear_object (&self->preview_map);
      self->preview_map = tactics_map_new (size, size, topology, self->preview_rules);
      tactics_board_set_map (self->preview_board, self->preview_map);
      if (!self->unit_placed
          || self->unit.x >= size || self->unit.y >= size)
        {
          self->unit = (TacticsCell) { size / 2, size / 2 };
          self->unit_placed = FALSE;
        }
      self->has_pinned = FALSE;
    }

  tactics_token_layer_clear (self->unit_layer);
  tactics_token_layer_set_token (self->unit_layer, self->unit,
                                 &(GdkRGBA) { 0.2, 0.4, 0.75, 1.0 }, "U");

  tactics_action_init_pattern (self->action, &pattern, topology, size, size);
  tactics_pattern_get_foci (&pattern, self->unit, foci);
  tactics_cell_layer_set_cells (self->foci_layer, (const TacticsCell *) foci->data, foci->len);
  if (self->has_pinned && !tactics_pattern_focus_allowed (&pattern, self->unit, self->pinned))
    self->has_pinned = FALSE;
  update_effect (self);
  update_summary (self);
}

/* Combat depth: the damage type, answers, and what a target of the
 * preview's choice would take where it stands, as the engine reckons it. */

static gboolean
string_lists_equal (GListModel *a,
                    GListModel *b)
{
  guint n;

  if (a == NULL || b == NULL)
    return a == b;
  n = g_list_model_get_n_items (a);
  if (n != g_list_model_get_n_items (b))
    return FALSE;
  for (guint i = 0; i < n; i++)
    if (g_strcmp0 (gtk_string_list_get_string (GTK_STRING_LIST (a), i),
                   gtk_string_list_get_string (GTK_STRING_LIST (b), i)) != 0)
      return FALSE;
  return TRUE;
}

/* The drop-down lists "None", then the ruleset's damage types in order. */
static void
update_damage_type_field (TacticsEditorActionsPage *self)
{
  g_autoptr(GtkStringList) names = gtk_string_list_new (NULL);
  const char *chosen = self->action != NULL ? tactics_action_get_damage_type (self->action) : NULL;
  guint selected = 0;

  /* Translators: the damage type of an action that deals none in particular. */
  gtk_string_list_append (names, C_("damage type", "None"));
  if (self->ruleset != NULL)
    {
      GListModel *damage_types = tactics_ruleset_get_damage_types (self->ruleset);

      for (guint i = 0, n = g_list_model_get_n_items (damage_types); i < n; i++)
        {
          g_autoptr(TacticsDamageType) damage_type = g_list_model_get_item (damage_types, i);

          gtk_string_list_append (names, tactics_damage_type_get_name (damage_type));
          if (g_strcmp0 (tactics_damage_type_get_id (damage_type), chosen) == 0)
            selected = i + 1;
        }
    }
  self->syncing_combat = TRUE;
  /* A new model only when the names changed: this runs inside the
   * drop-down's own selection change, which must outlive it. */
  if (!string_lists_equal (gtk_drop_down_get_model (self->action_damage_type),
                           G_LIST_MODEL (names)))
    gtk_drop_down_set_model (self->action_damage_type, G_LIST_MODEL (names));
  gtk_drop_down_set_selected (self->action_damage_type, selected);
  gtk_widget_set_sensitive (GTK_WIDGET (self->action_damage_type), self->action != NULL);
  self->syncing_combat = FALSE;
}

static void
update_answer_fields (TacticsEditorActionsPage *self)
{
  TacticsAction *action = self->action;
  gboolean single_blow;

  self->syncing_combat = TRUE;
  gtk_check_button_set_active (self->action_answers,
                               action != NULL && tactics_action_get_answers (action));
  gtk_check_button_set_active (self->action_provokes,
                               action != NULL && tactics_action_get_provokes (action));
  self->syncing_combat = FALSE;
  /* A single damaging blow always provokes answers: the choice is only
   * there for area actions and heals. */
  single_blow = action != NULL && tactics_action_get_effect (action) == TACTICS_EFFECT_DAMAGE
                && tactics_action_get_shape (action) == TACTICS_SHAPE_SINGLE;
  gtk_widget_set_sensitive (GTK_WIDGET (self->action_answers), action != NULL);
  gtk_widget_set_sensitive (GTK_WIDGET (self->action_provokes), action != NULL && !single_blow);
}

static void
on_damage_type_selected (TacticsEditorActionsPage *self)
{
  guint selected = gtk_drop_down_get_selected (self->action_damage_type);
  g_autoptr(TacticsDamageType) damage_type = NULL;

  if (self->syncing_combat || self->action == NULL || self->ruleset == NULL
      || selected == GTK_INVALID_LIST_POSITION)
    return;
  if (selected > 0)
    damage_type = g_list_model_get_item (tactics_ruleset_get_damage_types (self->ruleset),
                                         selected - 1);
  tactics_action_set_damage_type (self->action,
                                  damage_type != NULL
                                  ? tactics_damage_type_get_id (damage_type) : NULL);
  /* Translators: an Undo or Redo label; %s is an action's name, e.g. "Undo Change the Damage
   * Type of “Sword”". */
  tactics_editor_ruleset_pages_done_printf (GTK_WIDGET (self), _("Change the Damage Type of “%s”"),
                                            tactics_action_get_name (self->action));
}

static void
on_answers_toggled (TacticsEditorActionsPage *self)
{
  if (self->syncing_combat || self->action == NULL)
    return;
  tactics_action_set_answers (self->action, gtk_check_button_get_active (self->action_answers));
  /* Translators: an Undo or Redo label; %s is an action's name, e.g. "Undo Change the Answers
   * of “Sword”". */
  tactics_editor_ruleset_pages_done_printf (GTK_WIDGET (self), _("Change the Answers of “%s”"),
                                            tactics_action_get_name (self->action));
}

static void
on_provokes_toggled (TacticsEditorActionsPage *self)
{
  if (self->syncing_combat || self->action == NULL)
    return;
  tactics_action_set_provokes (self->action, gtk_check_button_get_active (self->action_provokes));
  tactics_editor_ruleset_pages_done_printf (GTK_WIDGET (self), _("Change the Answers of “%s”"),
                                            tactics_action_get_name (self->action));
}

/* What the target chosen under the preview takes on the terrain chosen:
 * the engine's damage (tactics_combat_damage()) after that terrain's
 * defence for its movement type and its resistance to the damage type. */
static void
update_outcome (TacticsEditorActionsPage *self)
{
  TacticsTerrain *terrain = gtk_drop_down_get_selected_item (self->preview_terrain);
  TacticsUnitType *target = gtk_drop_down_get_selected_item (self->preview_target);
  TacticsAction *action = self->action;
  const char *movetype;
  const char *damage_type;
  guint amount;
  guint defence;
  int resistance;
  guint chance;
  g_autofree char *text = NULL;

  if (action == NULL || !TACTICS_IS_TERRAIN (terrain) || !TACTICS_IS_UNIT_TYPE (target))
    {
      gtk_label_set_text (self->preview_outcome, "");
      return;
    }

  movetype = tactics_unit_type_get_movetype (target);
  amount = tactics_action_get_amount (action);
  if (movetype == NULL || tactics_terrain_get_cost (terrain, movetype) == 0)
    {
      /* Translators: under the action preview: a unit type's name, then a terrain's name. */
      text = g_strdup_printf (_("%s cannot stand on %s."), tactics_unit_type_get_name (target),
                              tactics_terrain_get_name (terrain));
    }
  else if (tactics_action_get_effect (action) == TACTICS_EFFECT_HEAL)
    {
      /* Translators: under the action preview: a unit type's name, a terrain's name, then the
       * hit points restored, e.g. "Infantry on Forest: healed by 4 (heals ignore defence and
       * resistance)". */
      text = g_strdup_printf (_("%s on %s: healed by %u (heals ignore defence and resistance)"),
                              tactics_unit_type_get_name (target),
                              tactics_terrain_get_name (terrain), amount);
    }
  else
    {
      damage_type = tactics_action_get_damage_type (action);
      defence = tactics_terrain_get_defence (terrain, movetype);
      resistance = damage_type != NULL ? tactics_unit_type_get_resistance (target, damage_type)
                                       : 0;
      /* The ruleset's chance, which a match's forecast gives each blow. */
      chance = tactics_ruleset_get_hit_chance (self->ruleset);
      if (chance < 100)
        /* Translators: under the action preview: a unit type's name, a terrain's name, the
         * action's amount, the damage taken when the blow lands, the defence and resistance
         * in percent, then the chance that the blow lands, e.g. "Infantry on Forest: 12 → 9
         * (defence 30 %, resistance 0 %), 80 % to hit". */
        text = g_strdup_printf (_("%s on %s: %u → %u (defence %u%%, resistance %d%%), "
                                  "%u%% to hit"),
                                tactics_unit_type_get_name (target),
                                tactics_terrain_get_name (terrain), amount,
                                tactics_combat_damage (amount, defence, resistance), defence,
                                resistance, chance);
      else
        /* Translators: under the action preview: a unit type's name, a terrain's name, the
         * action's amount, the damage taken, then the defence and resistance in percent, e.g.
         * "Infantry on Forest: 12 → 9 (defence 30 %, resistance 0 %)". */
        text = g_strdup_printf (_("%s on %s: %u → %u (defence %u%%, resistance %d%%)"),
                                tactics_unit_type_get_name (target),
                                tactics_terrain_get_name (terrain), amount,
                                tactics_combat_damage (amount, defence, resistance), defence,
                                resistance);
    }
  gtk_label_set_text (self->preview_outcome, text);
}

static void
on_combat_lists_changed (TacticsEditorActionsPage *self)
{
  update_damage_type_field (self);
  update_outcome (self);
}

static void
on_action_notify (TacticsEditorActionsPage *self,
                  GParamSpec         *pspec,
                  TacticsAction      *action)
{
  gtk_label_set_text (self->action_title, tactics_action_get_name (action));
  update_preview (self);
  update_damage_type_field (self);
  update_answer_fields (self);
  update_outcome (self);
}

static void
show_action (TacticsEditorActionsPage *self,
             TacticsAction      *action)
{
  if (self->action != NULL)
    g_signal_handlers_disconnect_by_data (self->action, self);
  g_set_object (&self->action, action);
  tactics_editor_form_set_item (self->form, G_OBJECT (action));

  if (action == NULL)
    {
      update_preview (self);
      update_damage_type_field (self);
      update_answer_fields (self);
      update_outcome (self);
      gtk_stack_set_visible_child_name (self->forms, "empty");
      return;
    }

  g_signal_connect_object (action, "notify", G_CALLBACK (on_action_notify), self,
                           G_CONNECT_SWAPPED);
  self->has_pinned = FALSE;
  on_action_notify (self, NULL, action);
  gtk_stack_set_visible_child_name (self->forms, "form");
}

/* Preview input */

static void
on_preview_hover_changed (TacticsEditorActionsPage *self,
                          TacticsBoard       *board)
{
  update_effect (self);
}

static void
on_preview_cell_pressed (TacticsEditorActionsPage *self,
                         int                 x,
                         int                 y,
                         guint               button,
                         GdkModifierType     state,
                         TacticsBoard       *board)
{
  TacticsPattern pattern;
  TacticsCell cell = { x, y };

  if (self->action == NULL || self->preview_map == NULL
      || !tactics_map_contains (self->preview_map, cell))
    return;

  tactics_action_init_pattern (self->action, &pattern,
                               tactics_map_get_topology (self->preview_map),
                               tactics_map_get_width (self->preview_map),
                               tactics_map_get_height (self->preview_map));
  if (tactics_pattern_focus_allowed (&pattern, self->unit, cell))
    {
      self->pinned = cell;
      self->has_pinned = TRUE;
      update_effect (self);
    }
}

static void
on_preview_cell_activated (TacticsEditorActionsPage *self,
                           int                 x,
                           int                 y,
                           TacticsBoard       *board)
{
  self->unit = (TacticsCell) { x, y };
  self->unit_placed = TRUE;
  self->has_pinned = FALSE;
  update_preview (self);
}

static void
on_preview_topology_selected (TacticsEditorActionsPage *self)
{
  self->unit_placed = FALSE;
  update_preview (self);
}

/* Form checks */

static gboolean
check_action_id (GObject     *item,
                 const char  *text,
                 char       **message,
                 gpointer     user_data)
{
  TacticsEditorActionsPage *self = user_data;

  return tactics_editor_form_check_id (item, text, message, self->ruleset);
}

static void
apply_action_id (GObject    *item,
                 const char *text,
                 gpointer    user_data)
{
  TacticsEditorActionsPage *self = user_data;

  tactics_editor_form_apply_id (item, text, self->ruleset);
}

static gboolean
check_range_min (GObject  *item,
                 guint     value,
                 char    **message,
                 gpointer  user_data)
{
  if (value > tactics_action_get_range_max (TACTICS_ACTION (item)))
    {
      *message = g_strdup (_("The range cannot start after it ends."));
      return FALSE;
    }
  return TRUE;
}

static gboolean
check_range_max (GObject  *item,
                 guint     value,
                 char    **message,
                 gpointer  user_data)
{
  if (value < tactics_action_get_range_min (TACTICS_ACTION (item)))
    {
      *message = g_strdup (_("The range cannot end before it starts."));
      return FALSE;
    }
  return TRUE;
}

/* The list */

static void
on_action_selected (TacticsEditorActionsPage *self,
                    GParamSpec         *pspec,
                    TacticsEditorItemList    *list)
{
  TacticsAction *action = TACTICS_ACTION (tactics_editor_item_list_get_item (list));

  /* One form at a time: choosing an action leaves the damage types. */
  if (action != NULL)
    tactics_editor_item_list_set_selected (self->damage_type_list, GTK_INVALID_LIST_POSITION);
  show_action (self, action);
}

static void
on_add_action (TacticsEditorActionsPage *self)
{
  g_autofree char *id = tactics_ruleset_make_unique_id (self->ruleset, TACTICS_TYPE_ACTION,
                                                        "action");
  g_autoptr(TacticsAction) action = tactics_action_new (id, _("New action"));
  guint position =
    tactics_editor_ruleset_pages_insert_position (GTK_WIDGET (self->action_list),
                                                  tactics_ruleset_get_actions (self->ruleset));

  tactics_ruleset_insert_action (self->ruleset, position, action);
  tactics_editor_item_list_set_selected (self->action_list, position);
  /* Translators: an Undo or Redo label. */
  tactics_editor_ruleset_pages_done (GTK_WIDGET (self), _("Add Action"));
  gtk_widget_grab_focus (GTK_WIDGET (self->action_name));
}

static void
on_duplicate_action (TacticsEditorActionsPage *self)
{
  tactics_editor_ruleset_pages_duplicate (GTK_WIDGET (self), self->ruleset,
                                          GTK_WIDGET (self->action_list),
                                          tactics_ruleset_get_actions (self->ruleset));
}

static void
remove_selected_action (TacticsEditorActionsPage *self)
{
  tactics_editor_ruleset_pages_remove (GTK_WIDGET (self), self->ruleset,
                                       tactics_editor_item_list_get_item (self->action_list));
}

static void
on_remove_action (TacticsEditorActionsPage *self)
{
  TacticsAction *action = TACTICS_ACTION (tactics_editor_item_list_get_item (self->action_list));
  g_autoptr(GPtrArray) units = NULL;
  g_autofree char *names = NULL;
  g_autofree char *question = NULL;
  g_autofree char *details = NULL;

  if (action == NULL)
    return;

  units = tactics_ruleset_list_users (self->ruleset, action);
  if (units->len == 0)
    {
      remove_selected_action (self);
      return;
    }

  names = tactics_editor_ruleset_pages_join_names (units);
  /* Translators: %s is an action's name, e.g. "Delete “Fireball”?". */
  question = g_strdup_printf (_("Delete “%s”?"), tactics_action_get_name (action));
  details = g_strdup_printf (g_dngettext (GETTEXT_PACKAGE,
                                          /* Translators: %s is the names of the unit types that
                                           * have the action, joined as a list, e.g. "Archer and
                                           * Ranger can do it; …". */
                                          "%s can do it; it will be taken off its actions.",
                                          "%s can do it; it will be taken off their actions.",
                                          units->len),
                             names);
  tactics_editor_ruleset_pages_confirm (GTK_WIDGET (self), question, details, _("_Delete"),
                                 G_CALLBACK (remove_selected_action), self);
}

static void
on_move_action (TacticsEditorActionsPage *self,
                int                 delta)
{
  tactics_editor_ruleset_pages_move (self->ruleset, GTK_WIDGET (self->action_list),
                              tactics_ruleset_get_actions (self->ruleset), delta);
}

/* Damage types: a list above the actions, a small form, and the chance
 * to hit of the whole ruleset under the list. */

static void
update_damage_type_usage (TacticsEditorActionsPage *self,
                          TacticsDamageType        *damage_type)
{
  g_autoptr(GPtrArray) users = NULL;
  g_autofree char *names = NULL;
  g_autofree char *text = NULL;

  gtk_label_set_text (self->damage_type_title, tactics_damage_type_get_name (damage_type));
  users = tactics_ruleset_list_users (self->ruleset, damage_type);
  if (users->len == 0)
    {
      gtk_label_set_text (self->damage_type_usage,
                          _("No action deals it and no unit type resists it yet."));
      return;
    }
  names = tactics_editor_ruleset_pages_join_names (users);
  /* Translators: %s is the names of the actions dealing the damage type, then of the unit types
   * with a resistance to it, joined as one list, e.g. "Used by Sword, Axe and Knight.". */
  text = g_strdup_printf (g_dngettext (GETTEXT_PACKAGE, "Used by %s.", "Used by %s.",
                                       users->len), names);
  gtk_label_set_text (self->damage_type_usage, text);
}

static void
show_damage_type (TacticsEditorActionsPage *self,
                  TacticsDamageType        *damage_type)
{
  tactics_editor_form_set_item (self->damage_type_form, G_OBJECT (damage_type));
  if (damage_type == NULL)
    return;
  update_damage_type_usage (self, damage_type);
  gtk_stack_set_visible_child_name (self->forms, "damage-type");
}

static void
on_damage_type_list_selected (TacticsEditorActionsPage *self,
                              GParamSpec               *pspec,
                              TacticsEditorItemList    *list)
{
  TacticsDamageType *damage_type =
    TACTICS_DAMAGE_TYPE (tactics_editor_item_list_get_item (list));

  if (damage_type != NULL)
    tactics_editor_item_list_set_selected (self->action_list, GTK_INVALID_LIST_POSITION);
  show_damage_type (self, damage_type);
}

static void
on_add_damage_type (TacticsEditorActionsPage *self)
{
  g_autofree char *id = tactics_ruleset_make_unique_id (self->ruleset, TACTICS_TYPE_DAMAGE_TYPE,
                                                        "damage");
  g_autoptr(TacticsDamageType) damage_type = tactics_damage_type_new (id,
                                                                      _("New damage type"));
  guint position =
    tactics_editor_ruleset_pages_insert_position (GTK_WIDGET (self->damage_type_list),
                                                  tactics_ruleset_get_damage_types (self->ruleset));

  tactics_ruleset_insert_damage_type (self->ruleset, position, damage_type);
  tactics_editor_item_list_set_selected (self->damage_type_list, position);
  /* Translators: an Undo or Redo label. */
  tactics_editor_ruleset_pages_done (GTK_WIDGET (self), _("Add Damage Type"));
  gtk_widget_grab_focus (GTK_WIDGET (self->damage_type_name));
}

static void
on_duplicate_damage_type (TacticsEditorActionsPage *self)
{
  tactics_editor_ruleset_pages_duplicate (GTK_WIDGET (self), self->ruleset,
                                          GTK_WIDGET (self->damage_type_list),
                                          tactics_ruleset_get_damage_types (self->ruleset));
}

static void
remove_selected_damage_type (TacticsEditorActionsPage *self)
{
  tactics_editor_ruleset_pages_remove (GTK_WIDGET (self), self->ruleset,
                                       tactics_editor_item_list_get_item (self->damage_type_list));
}

/* Used: asks first, naming the actions that will deal none and the unit
 * types that will lose their resistance, as tactics_ruleset_remove_item()
 * does to them. */
static void
on_remove_damage_type (TacticsEditorActionsPage *self)
{
  TacticsDamageType *damage_type =
    TACTICS_DAMAGE_TYPE (tactics_editor_item_list_get_item (self->damage_type_list));
  g_autoptr(GPtrArray) actions = g_ptr_array_new ();
  g_autoptr(GPtrArray) units = g_ptr_array_new ();
  g_autoptr(GPtrArray) users = NULL;
  g_autoptr(GString) details = g_string_new (NULL);
  g_autofree char *question = NULL;
  const char *name;

  if (damage_type == NULL)
    return;

  users = tactics_ruleset_list_users (self->ruleset, damage_type);
  if (users->len == 0)
    {
      /* Maps name no damage type: nothing else can lose it. */
      remove_selected_damage_type (self);
      return;
    }

  for (guint i = 0; i < users->len; i++)
    g_ptr_array_add (TACTICS_IS_ACTION (g_ptr_array_index (users, i)) ? actions : units,
                     g_ptr_array_index (users, i));
  name = tactics_damage_type_get_name (damage_type);
  if (actions->len > 0)
    {
      g_autofree char *names = tactics_editor_ruleset_pages_join_names (actions);

      g_string_append_printf (details,
                              g_dngettext (GETTEXT_PACKAGE,
                                           /* Translators: the names of the actions, joined as
                                            * a list, then the damage type removed, e.g. "Sword
                                            * deals Blade damage; it will deal none in
                                            * particular.". */
                                           "%s deals %s damage; it will deal none in particular.",
                                           "%s deal %s damage; they will deal none in particular.",
                                           actions->len),
                              names, name);
    }
  if (units->len > 0)
    {
      g_autofree char *names = tactics_editor_ruleset_pages_join_names (units);

      if (details->len > 0)
        g_string_append_c (details, ' ');
      g_string_append_printf (details,
                              g_dngettext (GETTEXT_PACKAGE,
                                           /* Translators: the names of the unit types, joined
                                            * as a list, then the damage type removed, e.g.
                                            * "Knight has a resistance or weakness to Blade; it
                                            * will lose it.". */
                                           "%s has a resistance or weakness to %s; it will lose "
                                           "it.",
                                           "%s have a resistance or weakness to %s; they will "
                                           "lose it.",
                                           units->len),
                              names, name);
    }
  /* Translators: %s is a damage type's name, e.g. "Delete “Blade”?". */
  question = g_strdup_printf (_("Delete “%s”?"), name);
  tactics_editor_ruleset_pages_confirm (GTK_WIDGET (self), question, details->str, _("_Delete"),
                                        G_CALLBACK (remove_selected_damage_type), self);
}

static void
on_move_damage_type (TacticsEditorActionsPage *self,
                     int                       delta)
{
  tactics_editor_ruleset_pages_move (self->ruleset, GTK_WIDGET (self->damage_type_list),
                                     tactics_ruleset_get_damage_types (self->ruleset), delta);
}

static gboolean
check_damage_type_id (GObject     *item,
                      const char  *text,
                      char       **message,
                      gpointer     user_data)
{
  TacticsEditorActionsPage *self = user_data;

  return tactics_editor_form_check_id (item, text, message, self->ruleset);
}

/* A name or id changed here or by an undo: the action's damage type
 * field and the preview say it. */
static void
on_ruleset_changed (TacticsEditorActionsPage *self)
{
  GObject *damage_type = tactics_editor_form_get_item (self->damage_type_form);

  update_damage_type_field (self);
  update_outcome (self);
  if (damage_type != NULL)
    update_damage_type_usage (self, TACTICS_DAMAGE_TYPE (damage_type));
}

/* GObject */

static void
tactics_editor_actions_page_dispose (GObject *object)
{
  TacticsEditorActionsPage *self = TACTICS_EDITOR_ACTIONS_PAGE (object);

  tactics_editor_actions_page_set_ruleset (self, NULL);
  tactics_editor_actions_page_set_map (self, NULL);
  g_clear_pointer (&self->form, tactics_editor_form_free);
  g_clear_pointer (&self->damage_type_form, tactics_editor_form_free);
  g_clear_pointer (&self->ruleset_form, tactics_editor_form_free);
  gtk_widget_dispose_template (GTK_WIDGET (self), TACTICS_TYPE_EDITOR_ACTIONS_PAGE);
  {
    GtkWidget *child;

    /* A plain GtkWidget parent unparents its own children. */
    while ((child = gtk_widget_get_first_child (GTK_WIDGET (self))) != NULL)
      gtk_widget_unparent (child);
  }
  g_clear_object (&self->preview_map);
  g_clear_object (&self->preview_rules);
  g_clear_object (&self->foci_layer);
  g_clear_object (&self->effect_layer);
  g_clear_object (&self->unit_layer);

  G_OBJECT_CLASS (tactics_editor_actions_page_parent_class)->dispose (object);
}

static void
tactics_editor_actions_page_class_init (TacticsEditorActionsPageClass *klass)
{
  GObjectClass *object_class = G_OBJECT_CLASS (klass);
  GtkWidgetClass *widget_class = GTK_WIDGET_CLASS (klass);

  object_class->dispose = tactics_editor_actions_page_dispose;

  g_type_ensure (TACTICS_TYPE_BOARD);
  gtk_widget_class_set_template_from_resource (widget_class,
                                               "/io/tactics/Editor/tactics-editor-actions-page.ui");
  gtk_widget_class_bind_template_child (widget_class, TacticsEditorActionsPage, lists_box);
  gtk_widget_class_bind_template_child (widget_class, TacticsEditorActionsPage, forms);
  gtk_widget_class_bind_template_child (widget_class, TacticsEditorActionsPage, action_title);
  gtk_widget_class_bind_template_child (widget_class, TacticsEditorActionsPage, action_name);
  gtk_widget_class_bind_template_child (widget_class, TacticsEditorActionsPage, action_name_error);
  gtk_widget_class_bind_template_child (widget_class, TacticsEditorActionsPage, action_id);
  gtk_widget_class_bind_template_child (widget_class, TacticsEditorActionsPage, action_id_error);
  gtk_widget_class_bind_template_child (widget_class, TacticsEditorActionsPage, action_description);
  gtk_widget_class_bind_template_child (widget_class, TacticsEditorActionsPage, action_range_min);
  gtk_widget_class_bind_template_child (widget_class, TacticsEditorActionsPage, action_range_min_error);
  gtk_widget_class_bind_template_child (widget_class, TacticsEditorActionsPage, action_range_max);
  gtk_widget_class_bind_template_child (widget_class, TacticsEditorActionsPage, action_range_max_error);
  gtk_widget_class_bind_template_child (widget_class, TacticsEditorActionsPage, action_metric);
  gtk_widget_class_bind_template_child (widget_class, TacticsEditorActionsPage, action_shape);
  gtk_widget_class_bind_template_child (widget_class, TacticsEditorActionsPage, action_extent);
  gtk_widget_class_bind_template_child (widget_class, TacticsEditorActionsPage, action_extent_error);
  gtk_widget_class_bind_template_child (widget_class, TacticsEditorActionsPage, action_extent_hint);
  gtk_widget_class_bind_template_child (widget_class, TacticsEditorActionsPage, action_effect);
  gtk_widget_class_bind_template_child (widget_class, TacticsEditorActionsPage, action_amount);
  gtk_widget_class_bind_template_child (widget_class, TacticsEditorActionsPage, action_amount_error);
  gtk_widget_class_bind_template_child (widget_class, TacticsEditorActionsPage, action_affects);
  gtk_widget_class_bind_template_child (widget_class, TacticsEditorActionsPage, action_summary);
  gtk_widget_class_bind_template_child (widget_class, TacticsEditorActionsPage, action_damage_type);
  gtk_widget_class_bind_template_child (widget_class, TacticsEditorActionsPage, action_answers);
  gtk_widget_class_bind_template_child (widget_class, TacticsEditorActionsPage, action_provokes);
  gtk_widget_class_bind_template_child (widget_class, TacticsEditorActionsPage, preview_terrain);
  gtk_widget_class_bind_template_child (widget_class, TacticsEditorActionsPage, preview_target);
  gtk_widget_class_bind_template_child (widget_class, TacticsEditorActionsPage, preview_outcome);
  gtk_widget_class_bind_template_child (widget_class, TacticsEditorActionsPage, preview_topology);
  gtk_widget_class_bind_template_child (widget_class, TacticsEditorActionsPage, preview_board);
  gtk_widget_class_bind_template_child (widget_class, TacticsEditorActionsPage, hit_chance);
  gtk_widget_class_bind_template_child (widget_class, TacticsEditorActionsPage, hit_chance_error);
  gtk_widget_class_bind_template_child (widget_class, TacticsEditorActionsPage, damage_type_title);
  gtk_widget_class_bind_template_child (widget_class, TacticsEditorActionsPage, damage_type_name);
  gtk_widget_class_bind_template_child (widget_class, TacticsEditorActionsPage,
                                        damage_type_name_error);
  gtk_widget_class_bind_template_child (widget_class, TacticsEditorActionsPage, damage_type_id);
  gtk_widget_class_bind_template_child (widget_class, TacticsEditorActionsPage,
                                        damage_type_id_error);
  gtk_widget_class_bind_template_child (widget_class, TacticsEditorActionsPage, damage_type_usage);

  gtk_widget_class_set_layout_manager_type (widget_class, GTK_TYPE_BOX_LAYOUT);
}

static void
tactics_editor_actions_page_init (TacticsEditorActionsPage *self)
{
  g_autoptr(TacticsMovetype) foot = tactics_movetype_new ("foot", "Foot");
  g_autoptr(TacticsTerrain) ground = tactics_terrain_new ("g", _("Ground"), "#ece6d6");

  gtk_widget_init_template (GTK_WIDGET (self));

  self->action_list = TACTICS_EDITOR_ITEM_LIST (tactics_editor_item_list_new (C_("editor page", "Actions")));
  gtk_widget_set_vexpand (GTK_WIDGET (self->action_list), TRUE);
  gtk_widget_set_name (GTK_WIDGET (self->action_list), "actions");
  gtk_box_append (GTK_BOX (self->lists_box), GTK_WIDGET (self->action_list));
  /* Above the actions, the damage types they deal, then the chance to hit
   * (in the template). */
  self->damage_type_list =
    TACTICS_EDITOR_ITEM_LIST (tactics_editor_item_list_new (_("Damage types")));
  gtk_widget_set_size_request (GTK_WIDGET (self->damage_type_list), -1, 200);
  gtk_widget_set_vexpand (GTK_WIDGET (self->damage_type_list), FALSE);
  gtk_widget_set_name (GTK_WIDGET (self->damage_type_list), "damage-types");
  gtk_box_prepend (GTK_BOX (self->lists_box), GTK_WIDGET (self->damage_type_list));
  g_signal_connect_swapped (self->damage_type_list, "notify::selected",
                            G_CALLBACK (on_damage_type_list_selected), self);
  g_signal_connect_swapped (self->damage_type_list, "add", G_CALLBACK (on_add_damage_type), self);
  g_signal_connect_swapped (self->damage_type_list, "duplicate",
                            G_CALLBACK (on_duplicate_damage_type), self);
  g_signal_connect_swapped (self->damage_type_list, "remove",
                            G_CALLBACK (on_remove_damage_type), self);
  g_signal_connect_swapped (self->damage_type_list, "move", G_CALLBACK (on_move_damage_type),
                            self);
  g_signal_connect_swapped (self->action_list, "notify::selected",
                            G_CALLBACK (on_action_selected), self);
  g_signal_connect_swapped (self->action_list, "add", G_CALLBACK (on_add_action), self);
  g_signal_connect_swapped (self->action_list, "duplicate", G_CALLBACK (on_duplicate_action), self);
  g_signal_connect_swapped (self->action_list, "remove", G_CALLBACK (on_remove_action), self);
  g_signal_connect_swapped (self->action_list, "move", G_CALLBACK (on_move_action), self);

  /* A plain board: only the pattern should catch the eye. */
  self->preview_rules = tactics_ruleset_new ();
  tactics_terrain_set_cost (ground, "foot", 1);
  tactics_ruleset_insert_movetype (self->preview_rules, 0, foot);
  tactics_ruleset_insert_terrain (self->preview_rules, 0, ground);
  self->foci_layer = tactics_cell_layer_new (TACTICS_CELL_STYLE_FOCI);
  self->effect_layer = tactics_cell_layer_new (TACTICS_CELL_STYLE_EFFECT);
  self->unit_layer = tactics_token_layer_new ();
  tactics_board_add_layer (self->preview_board, TACTICS_BOARD_LAYER (self->foci_layer));
  tactics_board_add_layer (self->preview_board, TACTICS_BOARD_LAYER (self->effect_layer));
  tactics_board_add_layer (self->preview_board, TACTICS_BOARD_LAYER (self->unit_layer));
  g_signal_connect_swapped (self->preview_board, "hover-changed",
                            G_CALLBACK (on_preview_hover_changed), self);
  g_signal_connect_swapped (self->preview_board, "cell-pressed",
                            G_CALLBACK (on_preview_cell_pressed), self);
  g_signal_connect_swapped (self->preview_board, "cell-activated",
                            G_CALLBACK (on_preview_cell_activated), self);
  g_signal_connect_swapped (self->preview_topology, "notify::selected",
                            G_CALLBACK (on_preview_topology_selected), self);
  g_signal_connect_swapped (self->action_damage_type, "notify::selected",
                            G_CALLBACK (on_damage_type_selected), self);
  g_signal_connect_swapped (self->action_answers, "toggled", G_CALLBACK (on_answers_toggled),
                            self);
  g_signal_connect_swapped (self->action_provokes, "toggled", G_CALLBACK (on_provokes_toggled),
                            self);
  {
    GtkExpression *name = gtk_property_expression_new (TACTICS_TYPE_TERRAIN, NULL, "name");

    gtk_drop_down_set_expression (self->preview_terrain, name);
    gtk_expression_unref (name);
    name = gtk_property_expression_new (TACTICS_TYPE_UNIT_TYPE, NULL, "name");
    gtk_drop_down_set_expression (self->preview_target, name);
    gtk_expression_unref (name);
  }
  g_signal_connect_swapped (self->preview_terrain, "notify::selected",
                            G_CALLBACK (update_outcome), self);
  g_signal_connect_swapped (self->preview_target, "notify::selected",
                            G_CALLBACK (update_outcome), self);

  self->form = tactics_editor_form_new ();
  tactics_editor_form_bind_text (self->form, GTK_EDITABLE (self->action_name), self->action_name_error,
                          "name", tactics_editor_form_check_name, NULL);
  tactics_editor_form_bind_text_full (self->form, GTK_EDITABLE (self->action_id), self->action_id_error,
                               "id", check_action_id, apply_action_id, self);
  tactics_editor_form_bind_long_text (self->form, self->action_description, "description");
  tactics_editor_form_bind_number_full (self->form, self->action_range_min, self->action_range_min_error,
                                 "range-min", 0, TACTICS_MAX_RANGE, check_range_min, NULL);
  tactics_editor_form_bind_number_full (self->form, self->action_range_max, self->action_range_max_error,
                                 "range-max", 0, TACTICS_MAX_RANGE, check_range_max, NULL);
  /* The metric field lists what the preview's topology has: kept here. */
  g_signal_connect_swapped (self->action_metric, "notify::selected",
                            G_CALLBACK (on_metric_selected), self);
  tactics_editor_form_bind_choice (self->form, self->action_shape, "shape");
  tactics_editor_form_bind_number (self->form, self->action_extent, self->action_extent_error,
                            "extent", 1, TACTICS_MAX_EXTENT);
  tactics_editor_form_bind_choice (self->form, self->action_effect, "effect");
  tactics_editor_form_bind_number (self->form, self->action_amount, self->action_amount_error,
                            "amount", 1, TACTICS_MAX_AMOUNT);
  tactics_editor_form_bind_choice (self->form, self->action_affects, "affects");

  self->damage_type_form = tactics_editor_form_new ();
  tactics_editor_form_bind_text (self->damage_type_form, GTK_EDITABLE (self->damage_type_name),
                                 self->damage_type_name_error, "name",
                                 tactics_editor_form_check_name, NULL);
  tactics_editor_form_bind_text_full (self->damage_type_form, GTK_EDITABLE (self->damage_type_id),
                                      self->damage_type_id_error, "id", check_damage_type_id,
                                      apply_action_id, self);

  /* The chance to hit belongs to the ruleset itself. */
  self->ruleset_form = tactics_editor_form_new ();
  tactics_editor_form_bind_number (self->ruleset_form, self->hit_chance, self->hit_chance_error,
                                   "hit-chance", TACTICS_MIN_HIT_CHANCE, 100);
}

GtkWidget *
tactics_editor_actions_page_new (void)
{
  return g_object_new (TACTICS_TYPE_EDITOR_ACTIONS_PAGE, NULL);
}

void
tactics_editor_actions_page_set_ruleset (TacticsEditorActionsPage *self,
                                  TacticsRuleset     *ruleset)
{
  g_return_if_fail (TACTICS_IS_EDITOR_ACTIONS_PAGE (self));

  if (self->ruleset == ruleset)
    return;

  show_action (self, NULL);
  show_damage_type (self, NULL);
  tactics_editor_form_set_item (self->ruleset_form, NULL);
  if (self->ruleset != NULL)
    {
      g_signal_handlers_disconnect_by_data (tactics_ruleset_get_damage_types (self->ruleset),
                                            self);
      g_signal_handlers_disconnect_by_data (self->ruleset, self);
    }
  g_set_object (&self->ruleset, ruleset);
  tactics_editor_item_list_set_model (self->damage_type_list,
                                      ruleset != NULL ? tactics_ruleset_get_damage_types (ruleset)
                                                      : NULL);
  tactics_editor_item_list_set_selected (self->damage_type_list, GTK_INVALID_LIST_POSITION);
  tactics_editor_item_list_set_model (self->action_list,
                               ruleset != NULL ? tactics_ruleset_get_actions (ruleset) : NULL);
  gtk_drop_down_set_model (self->preview_terrain,
                           ruleset != NULL ? tactics_ruleset_get_terrains (ruleset) : NULL);
  gtk_drop_down_set_model (self->preview_target,
                           ruleset != NULL ? tactics_ruleset_get_unit_types (ruleset) : NULL);
  if (ruleset != NULL)
    {
      g_signal_connect_object (tactics_ruleset_get_damage_types (ruleset), "items-changed",
                               G_CALLBACK (on_combat_lists_changed), self, G_CONNECT_SWAPPED);
      /* Defences and resistances change on the other pages, damage types'
       * names and the chance to hit here. */
      g_signal_connect_object (ruleset, "changed", G_CALLBACK (on_ruleset_changed), self,
                               G_CONNECT_SWAPPED);
      tactics_editor_form_set_item (self->ruleset_form, G_OBJECT (ruleset));
    }
  if (ruleset != NULL)
    show_action (self, TACTICS_ACTION (tactics_editor_item_list_get_item (self->action_list)));
}

void
tactics_editor_actions_page_select (TacticsEditorActionsPage *self,
                             guint               position)
{
  g_return_if_fail (TACTICS_IS_EDITOR_ACTIONS_PAGE (self));

  tactics_editor_item_list_set_selected (self->action_list, position);
  show_action (self, TACTICS_ACTION (tactics_editor_item_list_get_item (self->action_list)));
}

static void
on_map_topology (TacticsEditorActionsPage *self)
{
  self->unit_placed = FALSE;
  update_preview (self);
}

void
tactics_editor_actions_page_set_map (TacticsEditorActionsPage *self,
                                     TacticsMap               *map)
{
  g_return_if_fail (TACTICS_IS_EDITOR_ACTIONS_PAGE (self));
  g_return_if_fail (map == NULL || TACTICS_IS_MAP (map));

  if (self->map == map)
    return;

  if (self->map != NULL)
    g_signal_handlers_disconnect_by_data (self->map, self);
  g_set_object (&self->map, map);
  if (map != NULL)
    g_signal_connect_object (map, "notify::topology", G_CALLBACK (on_map_topology), self,
                             G_CONNECT_SWAPPED);
  /* A map has one topology; a ruleset alone may be tried on either. */
  gtk_widget_set_visible (GTK_WIDGET (self->preview_topology), map == NULL);
  self->unit_placed = FALSE;
  update_preview (self);
}

TacticsBoard *
tactics_editor_actions_page_get_preview (TacticsEditorActionsPage *self)
{
  g_return_val_if_fail (TACTICS_IS_EDITOR_ACTIONS_PAGE (self), NULL);

  return self->preview_board;
}

void
tactics_editor_actions_page_set_preview (TacticsEditorActionsPage *self,
                                  TacticsTopology     topology,
                                  TacticsCell         unit)
{
  g_return_if_fail (TACTICS_IS_EDITOR_ACTIONS_PAGE (self));

  gtk_drop_down_set_selected (self->preview_topology, topology == TACTICS_TOPOLOGY_HEX ? 1 : 0);
  update_preview (self);
  on_preview_cell_activated (self, unit.x, unit.y, self->preview_board);
}

char *
tactics_editor_actions_page_describe_preview (TacticsEditorActionsPage *self)
{
  g_autoptr(GString) text = g_string_new (NULL);
  TacticsCell focus = { -1, -1 };

  g_return_val_if_fail (TACTICS_IS_EDITOR_ACTIONS_PAGE (self), NULL);

  if (self->preview_map == NULL)
    return g_strdup ("");

  /* The effect layer lists the focus first. */
  if (tactics_cell_layer_get_n_cells (self->effect_layer) > 0)
    focus = tactics_cell_layer_get_cell (self->effect_layer, 0);

  for (int y = 0; y < tactics_map_get_height (self->preview_map); y++)
    {
      for (int x = 0; x < tactics_map_get_width (self->preview_map); x++)
        {
          TacticsCell cell = { x, y };
          char symbol = '.';

          if (tactics_token_layer_has_token (self->unit_layer, cell))
            symbol = 'U';
          else if (cell.x == focus.x && cell.y == focus.y)
            symbol = 'F';
          else if (tactics_cell_layer_contains (self->effect_layer, cell))
            symbol = '*';
          else if (tactics_cell_layer_contains (self->foci_layer, cell))
            symbol = 'o';
          if (x > 0)
            g_string_append_c (text, ' ');
          g_string_append_c (text, symbol);
        }
      g_string_append_c (text, '\n');
    }
  return g_string_free (g_steal_pointer (&text), FALSE);
}

void
tactics_editor_actions_page_refresh (TacticsEditorActionsPage *self)
{
  GObject *damage_type;

  g_return_if_fail (TACTICS_IS_EDITOR_ACTIONS_PAGE (self));

  /* Undo and redo put values back behind the forms' backs. */
  tactics_editor_form_refresh (self->ruleset_form);
  if (self->action != NULL)
    show_action (self, self->action);
  else
    update_preview (self);
  tactics_editor_form_refresh (self->damage_type_form);
  damage_type = tactics_editor_form_get_item (self->damage_type_form);
  if (damage_type != NULL)
    update_damage_type_usage (self, TACTICS_DAMAGE_TYPE (damage_type));
}

gboolean
tactics_editor_actions_page_get_invalid_field (TacticsEditorActionsPage *self,
                                               char                     **label,
                                               char                     **message)
{
  g_return_val_if_fail (TACTICS_IS_EDITOR_ACTIONS_PAGE (self), FALSE);

  return tactics_editor_form_get_invalid_field (self->form, label, message)
         || tactics_editor_form_get_invalid_field (self->damage_type_form, label, message)
         || tactics_editor_form_get_invalid_field (self->ruleset_form, label, message);
}
