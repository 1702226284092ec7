/* SPDX-License-Identifier: GPL-3.0-or-later */
/* The Scenario page: the scenario's own fields, its regions and its sides,
 * with the chosen side's objectives and placed units beside them. */
#include "config.h"

#include <glib/gi18n.h>

#include "tactics-gtk.h"
#include "tactics-editor-item-list.h"
#include "tactics-editor-scenario-form-private.h"
#include "tactics-editor-scenario-page.h"
#include "tactics-editor-side-details.h"

struct _TacticsEditorScenarioPage
{
  GtkWidget              parent_instance;

  GtkStack              *stack;
  TacticsEditorDocument *document;
  TacticsScenario       *scenario;
  gboolean               syncing;

  TacticsEditorForm     *scenario_form;

  GtkWidget             *region_list;
  GtkWidget             *region_fields;
  TacticsEditorForm     *region_form;

  GtkWidget             *side_list;
  GtkWidget             *side_fields;
  TacticsEditorForm     *side_form;
  GtkDropDown           *zone_choice;
  GtkWidget             *allowed_box;
  GListModel            *unit_types;  /* the ruleset's, listed in allowed_box */
  GtkLabel              *side_message;
  TacticsEditorSideDetails *details;
};

G_DEFINE_FINAL_TYPE (TacticsEditorScenarioPage, tactics_editor_scenario_page, GTK_TYPE_WIDGET)

/* Shared helpers */

GtkLabel *
tactics_editor_scenario_add_row (GtkGrid    *grid,
                                 int        *row,
                                 const char *text,
                                 GtkWidget  *field,
                                 const char *name)
{
  GtkWidget *label = gtk_label_new_with_mnemonic (text);
  GtkWidget *message = gtk_label_new (NULL);
  g_autofree char *message_name = g_strconcat (name, "_error", NULL);

  gtk_label_set_mnemonic_widget (GTK_LABEL (label), field);
  gtk_label_set_xalign (GTK_LABEL (label), 1);
  /* Long labels (Spanish runs half as long again as English) wrap rather
   * than push the page's right column out of the window. */
  gtk_label_set_wrap (GTK_LABEL (label), TRUE);
  gtk_label_set_wrap_mode (GTK_LABEL (label), PANGO_WRAP_WORD_CHAR);
  gtk_label_set_max_width_chars (GTK_LABEL (label), 24);
  gtk_label_set_justify (GTK_LABEL (label), GTK_JUSTIFY_RIGHT);
  gtk_widget_set_name (field, name);
  gtk_widget_set_hexpand (field, TRUE);
  gtk_label_set_xalign (GTK_LABEL (message), 0);
  gtk_widget_set_name (message, message_name);
  gtk_widget_add_css_class (message, "field-error");
  gtk_grid_attach (grid, label, 0, *row, 1, 1);
  gtk_grid_attach (grid, field, 1, *row, 1, 1);
  gtk_grid_attach (grid, message, 1, *row + 1, 1, 1);
  *row += 2;
  return GTK_LABEL (message);
}

GtkWidget *
tactics_editor_scenario_section (const char *title)
{
  GtkWidget *label = gtk_label_new (title);

  gtk_label_set_xalign (GTK_LABEL (label), 0);
  gtk_widget_add_css_class (label, "form-section");
  return label;
}

TacticsEditorForm *
tactics_editor_scenario_form_new (void)
{
  TacticsEditorForm *form = tactics_editor_form_new ();

  tactics_editor_form_set_edit_actions (form, "editor.name-scenario-edit",
                                        "editor.commit-scenario-edit");
  return form;
}

void
tactics_editor_scenario_apply_optional (GObject    *item,
                                        const char *text,
                                        gpointer    user_data)
{
  g_object_set (item, user_data, *text != '\0' ? text : NULL, NULL);
}

GtkWidget *
tactics_editor_scenario_spin (guint min,
                              guint max)
{
  GtkWidget *spin = gtk_spin_button_new_with_range (min, max, 1);

  tactics_editor_form_setup_number_spin (GTK_SPIN_BUTTON (spin));
  return spin;
}

void
tactics_editor_scenario_done (GtkWidget  *widget,
                              const char *label)
{
  if (label != NULL)
    gtk_widget_activate_action (widget, "editor.name-scenario-edit", "s", label);
  gtk_widget_activate_action (widget, "editor.commit-scenario-edit", NULL);
}

GtkWidget *
tactics_editor_scenario_choice (const char * const *strings)
{
  g_autoptr(GtkStringList) list = gtk_string_list_new (NULL);

  for (guint i = 0; strings[i] != NULL; i++)
    gtk_string_list_append (list, _(strings[i]));
  return gtk_drop_down_new (G_LIST_MODEL (g_steal_pointer (&list)), NULL);
}

GtkWidget *
tactics_editor_scenario_choice_in_context (const char         *context,
                                           const char * const *strings)
{
  g_autoptr(GtkStringList) list = gtk_string_list_new (NULL);

  for (guint i = 0; strings[i] != NULL; i++)
    gtk_string_list_append (list, g_dpgettext2 (GETTEXT_PACKAGE, context, strings[i]));
  return gtk_drop_down_new (G_LIST_MODEL (g_steal_pointer (&list)), NULL);
}

/* Drop-downs of names */

static void
on_name_setup (GtkSignalListItemFactory *factory,
               GtkListItem              *item,
               gpointer                  ellipsize)
{
  GtkWidget *label = gtk_label_new (NULL);

  gtk_label_set_xalign (GTK_LABEL (label), 0);
  if (GPOINTER_TO_INT (ellipsize))
    gtk_label_set_ellipsize (GTK_LABEL (label), PANGO_ELLIPSIZE_END);
  gtk_list_item_set_child (item, label);
}

static void
on_name_bind (GtkSignalListItemFactory *factory,
              GtkListItem              *item)
{
  GtkStringObject *name = gtk_list_item_get_item (item);

  gtk_label_set_text (GTK_LABEL (gtk_list_item_get_child (item)),
                      gtk_string_object_get_string (name));
}

static GtkListItemFactory *
name_factory (gboolean ellipsize)
{
  GtkListItemFactory *factory = gtk_signal_list_item_factory_new ();

  g_signal_connect (factory, "setup", G_CALLBACK (on_name_setup), GINT_TO_POINTER (ellipsize));
  g_signal_connect (factory, "bind", G_CALLBACK (on_name_bind), NULL);
  return factory;
}

GtkWidget *
tactics_editor_scenario_name_choice (void)
{
  GtkWidget *choice = gtk_drop_down_new (NULL, NULL);
  g_autoptr(GtkListItemFactory) shown = name_factory (TRUE);
  g_autoptr(GtkListItemFactory) listed = name_factory (FALSE);

  gtk_drop_down_set_factory (GTK_DROP_DOWN (choice), shown);
  gtk_drop_down_set_list_factory (GTK_DROP_DOWN (choice), listed);
  return choice;
}

/* Regions */

static void
on_region_selected (TacticsEditorScenarioPage *self)
{
  GObject *region = tactics_editor_item_list_get_item (TACTICS_EDITOR_ITEM_LIST (self->region_list));

  tactics_editor_form_set_item (self->region_form, region);
  gtk_widget_set_visible (self->region_fields, region != NULL);
}

/* A new id of the form "@prefix<n>" that @exists does not know. */
static char *
new_id (const char *prefix,
        gpointer  (*exists) (TacticsScenario *, const char *),
        TacticsScenario *scenario)
{
  for (guint i = 1;; i++)
    {
      g_autofree char *id = g_strdup_printf ("%s%u", prefix, i);

      if (exists (scenario, id) == NULL)
        return g_steal_pointer (&id);
    }
}

/* Colours far apart on the board, the engine's default first. */
static const char * const region_colors[] = {
  "#ffd54f", "#4fc3f7", "#e57373", "#81c784", "#ba68c8", "#ff8a65", "#f06292", "#4db6ac",
  "#9575cd", "#aed581", "#90a4ae", "#a1887f",
};

/* The first of region_colors no region of @scenario has; once all are
 * taken, they come round again. */
static const char *
new_region_color (TacticsScenario *scenario)
{
  GListModel *regions = tactics_scenario_get_regions (scenario);
  guint n = g_list_model_get_n_items (regions);

  for (guint i = 0; i < G_N_ELEMENTS (region_colors); i++)
    {
      gboolean taken = FALSE;

      for (guint j = 0; j < n && !taken; j++)
        {
          g_autoptr(TacticsRegion) region = g_list_model_get_item (regions, j);
          GdkRGBA used, color;

          taken = gdk_rgba_parse (&used, tactics_region_get_color (region))
                  && gdk_rgba_parse (&color, region_colors[i]) && gdk_rgba_equal (&used, &color);
        }
      if (!taken)
        return region_colors[i];
    }
  return region_colors[n % G_N_ELEMENTS (region_colors)];
}

TacticsRegion *
tactics_editor_scenario_append_region (TacticsScenario *scenario,
                                       guint           *position)
{
  g_autofree char *id = new_id ("region", (gpointer) tactics_scenario_lookup_region, scenario);
  guint n = g_list_model_get_n_items (tactics_scenario_get_regions (scenario));
  /* Translators: the name of a new region, e.g. "Region 2". */
  g_autofree char *name = g_strdup_printf (_("Region %u"), n + 1);
  g_autoptr(TacticsRegion) region = tactics_region_new (id, name);

  tactics_region_set_color (region, new_region_color (scenario));
  tactics_scenario_insert_region (scenario, n, region);
  *position = n;
  return region;
}

static void
on_add_region (TacticsEditorScenarioPage *self)
{
  guint n;

  /* An edit typed in a field before is a step of its own. */
  tactics_editor_scenario_done (GTK_WIDGET (self), NULL);
  tactics_editor_scenario_append_region (self->scenario, &n);
  tactics_editor_item_list_set_selected (TACTICS_EDITOR_ITEM_LIST (self->region_list), n);
  tactics_editor_scenario_done (self->region_list, _("Add Region"));
}

/* A copy of the selected region (its cells and colour), under a new id. */
static void
on_duplicate_region (TacticsEditorScenarioPage *self)
{
  TacticsRegion *region = TACTICS_REGION (tactics_editor_item_list_get_item (
                                            TACTICS_EDITOR_ITEM_LIST (self->region_list)));
  guint n = g_list_model_get_n_items (tactics_scenario_get_regions (self->scenario));
  g_autofree char *id = NULL;
  g_autofree char *label = NULL;
  g_autoptr(TacticsRegion) copy = NULL;

  /* An edit typed in a field before is a step of its own. */
  tactics_editor_scenario_done (GTK_WIDGET (self), NULL);
  if (region == NULL)
    return;
  id = new_id ("region", (gpointer) tactics_scenario_lookup_region, self->scenario);
  copy = tactics_region_copy (region, id);
  tactics_scenario_insert_region (self->scenario, n, copy);
  tactics_editor_item_list_set_selected (TACTICS_EDITOR_ITEM_LIST (self->region_list), n);
  /* Translators: an Undo or Redo label; %s is the region's name. */
  label = g_strdup_printf (_("Duplicate “%s”"), tactics_region_get_name (region));
  tactics_editor_scenario_done (self->region_list, label);
}

/* What refers to @id (start zones, objectives) refers to nothing once the
 * region is gone, in the same step. */
static void
forget_region (TacticsScenario *scenario,
               const char      *id)
{
  GListModel *sides = tactics_scenario_get_sides (scenario);

  for (guint i = 0; i < g_list_model_get_n_items (sides); i++)
    {
      g_autoptr(TacticsSide) side = g_list_model_get_item (sides, i);
      GListModel *objectives = tactics_side_get_objectives (side);

      if (g_strcmp0 (tactics_side_get_start_zone (side), id) == 0)
        tactics_side_set_start_zone (side, NULL);
      for (guint j = 0; j < g_list_model_get_n_items (objectives); j++)
        {
          g_autoptr(TacticsObjective) objective = g_list_model_get_item (objectives, j);

          if (g_strcmp0 (tactics_objective_get_region (objective), id) == 0)
            tactics_objective_set_region (objective, NULL);
        }
    }
}

static void
on_remove_region (TacticsEditorScenarioPage *self)
{
  TacticsEditorItemList *list = TACTICS_EDITOR_ITEM_LIST (self->region_list);
  guint position = tactics_editor_item_list_get_selected (list);
  TacticsRegion *region = TACTICS_REGION (tactics_editor_item_list_get_item (list));
  g_autofree char *label = NULL;
  g_autofree char *id = NULL;

  /* An edit typed in a field before is a step of its own. */
  tactics_editor_scenario_done (GTK_WIDGET (self), NULL);
  if (region == NULL)
    return;
  /* Translators: an Undo or Redo label; %s is the region's name. */
  label = g_strdup_printf (_("Delete “%s”"), tactics_region_get_name (region));
  id = g_strdup (tactics_region_get_id (region));
  tactics_scenario_remove_region (self->scenario, position);
  forget_region (self->scenario, id);
  tactics_editor_scenario_done (self->region_list, label);
  tactics_editor_scenario_page_refresh (self);
}

/* Sides */

static TacticsSide *
selected_side (TacticsEditorScenarioPage *self)
{
  return (TacticsSide *) tactics_editor_item_list_get_item (TACTICS_EDITOR_ITEM_LIST (self->side_list));
}

static void
load_zone_choice (TacticsEditorScenarioPage *self,
                  TacticsSide               *side)
{
  GListModel *regions = tactics_scenario_get_regions (self->scenario);
  g_autoptr(GtkStringList) names = gtk_string_list_new (NULL);
  guint selected = 0;

  gtk_string_list_append (names, _("Whole map"));
  for (guint i = 0; i < g_list_model_get_n_items (regions); i++)
    {
      g_autoptr(TacticsRegion) region = g_list_model_get_item (regions, i);

      gtk_string_list_append (names, tactics_region_get_name (region));
      if (g_strcmp0 (tactics_region_get_id (region), tactics_side_get_start_zone (side)) == 0)
        selected = i + 1;
    }
  gtk_drop_down_set_model (self->zone_choice, G_LIST_MODEL (names));
  gtk_drop_down_set_selected (self->zone_choice, selected);
}

static void on_allowed_toggled (TacticsEditorScenarioPage *self);

static void
load_allowed_units (TacticsEditorScenarioPage *self,
                    TacticsSide               *side)
{
  GListModel *types = tactics_ruleset_get_unit_types (
                        tactics_map_get_ruleset (tactics_scenario_get_map (self->scenario)));
  GtkWidget *child;

  while ((child = gtk_widget_get_first_child (self->allowed_box)) != NULL)
    gtk_box_remove (GTK_BOX (self->allowed_box), child);
  for (guint i = 0; i < g_list_model_get_n_items (types); i++)
    {
      g_autoptr(TacticsUnitType) type = g_list_model_get_item (types, i);
      GtkWidget *check = gtk_check_button_new ();

      /* A unit type renamed on the Units page is renamed here. */
      g_object_bind_property (type, "name", check, "label", G_BINDING_SYNC_CREATE);
      gtk_widget_set_name (check, tactics_unit_type_get_id (type));
      /* None checked: any unit type. */
      gtk_check_button_set_active (GTK_CHECK_BUTTON (check),
                                   tactics_side_get_allowed_units (side) != NULL
                                   && tactics_side_allows_unit (side,
                                                                tactics_unit_type_get_id (type)));
      g_object_set_data_full (G_OBJECT (check), "unit-type",
                              g_strdup (tactics_unit_type_get_id (type)), g_free);
      gtk_box_append (GTK_BOX (self->allowed_box), check);
      g_signal_connect_swapped (check, "toggled", G_CALLBACK (on_allowed_toggled), self);
    }
}

static void
load_side (TacticsEditorScenarioPage *self)
{
  TacticsSide *side = selected_side (self);

  tactics_editor_form_set_item (self->side_form, G_OBJECT (side));
  gtk_widget_set_visible (self->side_fields, side != NULL);
  tactics_editor_side_details_set_side (self->details, side != NULL ? self->scenario : NULL, side);
  if (side == NULL)
    return;
  self->syncing = TRUE;
  load_zone_choice (self, side);
  load_allowed_units (self, side);
  self->syncing = FALSE;
}

/* Unit types added or removed on the Units page are listed at once, for
 * the side shown. */
static void
on_unit_types_changed (TacticsEditorScenarioPage *self)
{
  TacticsSide *side = selected_side (self);

  if (side == NULL)
    return;
  self->syncing = TRUE;
  load_allowed_units (self, side);
  self->syncing = FALSE;
}

static void
on_zone_selected (TacticsEditorScenarioPage *self)
{
  TacticsSide *side = selected_side (self);
  guint selected = gtk_drop_down_get_selected (self->zone_choice);
  g_autoptr(TacticsRegion) region = NULL;
  g_autofree char *label = NULL;

  if (self->syncing || side == NULL || selected == GTK_INVALID_LIST_POSITION)
    return;
  /* An edit typed in a field before is a step of its own. */
  tactics_editor_scenario_done (GTK_WIDGET (self), NULL);
  if (selected > 0)
    region = g_list_model_get_item (tactics_scenario_get_regions (self->scenario), selected - 1);
  tactics_side_set_start_zone (side, region != NULL ? tactics_region_get_id (region) : NULL);
  /* Translators: an Undo or Redo label; %s is a side's name. */
  label = g_strdup_printf (_("Change the Start Zone of “%s”"), tactics_side_get_display_name (side));
  tactics_editor_scenario_done (GTK_WIDGET (self->zone_choice), label);
}

static void
on_allowed_toggled (TacticsEditorScenarioPage *self)
{
  TacticsSide *side = selected_side (self);
  g_autoptr(GPtrArray) allowed = g_ptr_array_new ();
  g_autofree char *label = NULL;

  if (self->syncing || side == NULL)
    return;
  /* An edit typed in a field before is a step of its own. */
  tactics_editor_scenario_done (GTK_WIDGET (self), NULL);
  for (GtkWidget *check = gtk_widget_get_first_child (self->allowed_box); check != NULL;
       check = gtk_widget_get_next_sibling (check))
    if (gtk_check_button_get_active (GTK_CHECK_BUTTON (check)))
      g_ptr_array_add (allowed, g_object_get_data (G_OBJECT (check), "unit-type"));
  g_ptr_array_add (allowed, NULL);
  tactics_side_set_allowed_units (side, allowed->len > 1 ? (const char * const *) allowed->pdata
                                                         : NULL);
  /* Translators: an Undo or Redo label; %s is a side's name. */
  label = g_strdup_printf (_("Change the Unit Types of “%s”"), tactics_side_get_display_name (side));
  tactics_editor_scenario_done (self->allowed_box, label);
}

static void
on_add_side (TacticsEditorScenarioPage *self)
{
  GListModel *sides = tactics_scenario_get_sides (self->scenario);
  guint n = g_list_model_get_n_items (sides);
  g_autofree char *id = NULL;
  g_autofree char *name = NULL;
  g_autoptr(TacticsSide) side = NULL;

  /* An edit typed in a field before is a step of its own. */
  tactics_editor_scenario_done (GTK_WIDGET (self), NULL);
  if (n >= TACTICS_MAX_SCENARIO_SIDES)
    {
      /* Translators: %d is the most sides a scenario may have (8). */
      g_autofree char *text = g_strdup_printf (_("A scenario has at most %d sides"),
                                               TACTICS_MAX_SCENARIO_SIDES);

      gtk_label_set_text (self->side_message, text);
      return;
    }
  id = new_id ("side", (gpointer) tactics_scenario_lookup_side, self->scenario);
  name = g_strdup_printf (_("Side %u"), n + 1);
  side = tactics_side_new (id, name);
  tactics_side_set_team (side, MIN (n, TACTICS_MAX_SIDE_TEAM));
  tactics_side_set_player_kind (side, TACTICS_PLAYER_COMPUTER);
  tactics_scenario_insert_side (self->scenario, n, side);
  tactics_editor_item_list_set_selected (TACTICS_EDITOR_ITEM_LIST (self->side_list), n);
  gtk_label_set_text (self->side_message, "");
  tactics_editor_scenario_done (self->side_list, _("Add Side"));
}

/* A copy of the selected side's settings and objectives (not its placed
 * units, whose ids are the scenario's), under a new id. */
static void
on_duplicate_side (TacticsEditorScenarioPage *self)
{
  TacticsSide *side = selected_side (self);
  GListModel *sides = tactics_scenario_get_sides (self->scenario);
  guint n = g_list_model_get_n_items (sides);
  g_autofree char *id = NULL;
  g_autofree char *label = NULL;
  g_autoptr(TacticsSide) copy = NULL;

  /* An edit typed in a field before is a step of its own. */
  tactics_editor_scenario_done (GTK_WIDGET (self), NULL);
  if (side == NULL)
    return;
  if (n >= TACTICS_MAX_SCENARIO_SIDES)
    {
      /* Translators: %d is the most sides a scenario may have (8). */
      g_autofree char *text = g_strdup_printf (_("A scenario has at most %d sides"),
                                               TACTICS_MAX_SCENARIO_SIDES);

      gtk_label_set_text (self->side_message, text);
      return;
    }
  id = new_id ("side", (gpointer) tactics_scenario_lookup_side, self->scenario);
  copy = tactics_side_copy (side, id, FALSE);
  tactics_side_set_team (copy, MIN (n, TACTICS_MAX_SIDE_TEAM));
  tactics_scenario_insert_side (self->scenario, n, copy);
  tactics_editor_item_list_set_selected (TACTICS_EDITOR_ITEM_LIST (self->side_list), n);
  gtk_label_set_text (self->side_message, "");
  /* Translators: an Undo or Redo label; %s is the side's name. */
  label = g_strdup_printf (_("Duplicate “%s”"), tactics_side_get_display_name (side));
  tactics_editor_scenario_done (self->side_list, label);
}

static void
on_remove_side (TacticsEditorScenarioPage *self)
{
  TacticsEditorItemList *list = TACTICS_EDITOR_ITEM_LIST (self->side_list);
  TacticsSide *side = selected_side (self);
  g_autofree char *label = NULL;

  /* An edit typed in a field before is a step of its own. */
  tactics_editor_scenario_done (GTK_WIDGET (self), NULL);
  if (side == NULL)
    return;
  if (g_list_model_get_n_items (tactics_scenario_get_sides (self->scenario))
      <= TACTICS_MIN_SCENARIO_SIDES)
    {
      /* Translators: %d is the fewest sides a scenario may have (2). */
      g_autofree char *text = g_strdup_printf (_("A scenario has at least %d sides"),
                                               TACTICS_MIN_SCENARIO_SIDES);

      gtk_label_set_text (self->side_message, text);
      return;
    }
  /* Translators: an Undo or Redo label; %s is the side's name. */
  label = g_strdup_printf (_("Delete “%s”"), tactics_side_get_display_name (side));
  /* Its units go with it, and what named them names nothing. */
  {
    g_autoptr(TacticsSide) removed = g_object_ref (side);

    tactics_scenario_remove_side (self->scenario, tactics_editor_item_list_get_selected (list));
    for (guint i = 0; i < tactics_side_get_n_placed_units (removed); i++)
      tactics_editor_scenario_forget_unit (self->scenario,
                                           tactics_side_get_placed_unit (removed, i)->id);
  }
  gtk_label_set_text (self->side_message, "");
  tactics_editor_scenario_done (self->side_list, label);
  load_side (self);
}

static void
on_move_side (TacticsEditorScenarioPage *self,
              int                        delta)
{
  TacticsEditorItemList *list = TACTICS_EDITOR_ITEM_LIST (self->side_list);
  guint position = tactics_editor_item_list_get_selected (list);
  guint n = g_list_model_get_n_items (tactics_scenario_get_sides (self->scenario));
  g_autoptr(TacticsSide) side = NULL;
  g_autofree char *label = NULL;

  /* An edit typed in a field before is a step of its own. */
  tactics_editor_scenario_done (GTK_WIDGET (self), NULL);
  if (position == GTK_INVALID_LIST_POSITION || (delta < 0 && position == 0)
      || (delta > 0 && position + 1 >= n))
    return;
  side = g_object_ref (selected_side (self));
  tactics_scenario_remove_side (self->scenario, position);
  tactics_scenario_insert_side (self->scenario, position + delta, side);
  tactics_editor_item_list_set_selected (list, position + delta);
  /* Translators: an Undo or Redo label; %s is the side's name. */
  label = g_strdup_printf (_("Move “%s”"), tactics_side_get_display_name (side));
  tactics_editor_scenario_done (self->side_list, label);
}

/* The side's name or team changed the sentences. */
static void
on_side_form_edit (TacticsEditorScenarioPage *self)
{
  tactics_editor_side_details_refresh (self->details);
}

/* Building */

static GtkWidget *
new_grid (void)
{
  GtkWidget *grid = gtk_grid_new ();

  gtk_grid_set_row_spacing (GTK_GRID (grid), 4);
  gtk_grid_set_column_spacing (GTK_GRID (grid), 8);
  return grid;
}

static GtkWidget *
new_column (GtkWidget *columns)
{
  GtkWidget *column = gtk_box_new (GTK_ORIENTATION_VERTICAL, 6);

  /* The columns share the width equally (the box is homogeneous), so that
   * a longer sentence or message in one never moves another. */
  gtk_widget_set_size_request (column, 300, -1);
  gtk_widget_set_hexpand (column, TRUE);
  gtk_box_append (GTK_BOX (columns), column);
  return column;
}

static GtkWidget *
text_field (TacticsEditorForm *form,
            GtkGrid           *grid,
            int               *row,
            const char        *label,
            const char        *property,
            const char        *name,
            gboolean           optional)
{
  GtkWidget *entry = gtk_entry_new ();
  GtkLabel *message = tactics_editor_scenario_add_row (grid, row, label, entry, name);

  if (optional)
    tactics_editor_form_bind_text_full (form, GTK_EDITABLE (entry), message, property, NULL,
                                        tactics_editor_scenario_apply_optional, (gpointer) property);
  else
    tactics_editor_form_bind_text (form, GTK_EDITABLE (entry), message, property,
                                   tactics_editor_form_check_name, NULL);
  return entry;
}

static void
build_scenario_column (TacticsEditorScenarioPage *self,
                       GtkWidget                 *column)
{
  GtkWidget *grid = new_grid ();
  GtkWidget *description = gtk_text_view_new ();
  GtkWidget *frame = gtk_frame_new (NULL);
  GtkWidget *spin;
  GtkLabel *message;
  int row = 0;

  self->scenario_form = tactics_editor_scenario_form_new ();
  gtk_box_append (GTK_BOX (column), tactics_editor_scenario_section (_("Scenario")));
  gtk_box_append (GTK_BOX (column), grid);
  text_field (self->scenario_form, GTK_GRID (grid), &row, _("_Name"), "name", "scenario_name",
              TRUE);
  gtk_text_view_set_wrap_mode (GTK_TEXT_VIEW (description), GTK_WRAP_WORD_CHAR);
  gtk_widget_set_size_request (description, -1, 60);
  gtk_frame_set_child (GTK_FRAME (frame), description);
  tactics_editor_scenario_add_row (GTK_GRID (grid), &row, _("_Description"), frame,
                                   "scenario_description_frame");
  gtk_widget_set_name (description, "scenario_description");
  gtk_widget_set_valign (gtk_widget_get_prev_sibling (frame), GTK_ALIGN_START);
  gtk_label_set_mnemonic_widget (GTK_LABEL (gtk_widget_get_prev_sibling (frame)), description);
  tactics_editor_form_bind_long_text (self->scenario_form, GTK_TEXT_VIEW (description),
                                      "description");
  spin = tactics_editor_scenario_spin (0, TACTICS_MAX_ROUND_LIMIT);
  message = tactics_editor_scenario_add_row (GTK_GRID (grid), &row, _("Round li_mit (0: none)"),
                                             spin, "scenario_round_limit");
  tactics_editor_form_bind_number (self->scenario_form, GTK_SPIN_BUTTON (spin), message,
                                   "round-limit", 0, TACTICS_MAX_ROUND_LIMIT);
  /* Translators: the Round limit field as Undo names it, e.g. "Undo Change “Round limit”". */
  tactics_editor_form_set_field_name (self->scenario_form, spin, _("Round limit"));
  {
    static const char * const fog_modes[] = {
      NC_("fog mode", "None"), NC_("fog mode", "Fog"), NC_("fog mode", "Shroud"), NULL
    };
    GtkWidget *fog = tactics_editor_scenario_choice_in_context ("fog mode", fog_modes);

    G_STATIC_ASSERT (TACTICS_FOG_MODE_NONE == 0 && TACTICS_FOG_MODE_FOG == 1
                     && TACTICS_FOG_MODE_SHROUD == 2);
    gtk_widget_set_tooltip_text (fog, _("None: every player sees the whole board. Fog: players "
                                        "see enemy units only within their units’ sight. "
                                        "Shroud: as fog, and the terrain of cells never seen is "
                                        "hidden too."));
    /* No mnemonic: every letter of it is taken on this page. */
    tactics_editor_scenario_add_row (GTK_GRID (grid), &row, _("Fog of war"), fog,
                                     "scenario_fog");
    tactics_editor_form_bind_choice (self->scenario_form, GTK_DROP_DOWN (fog), "fog");
  }
  text_field (self->scenario_form, GTK_GRID (grid), &row, _("_Victory text"), "victory-text",
              "scenario_victory", TRUE);
  text_field (self->scenario_form, GTK_GRID (grid), &row, _("De_feat text"), "defeat-text",
              "scenario_defeat", TRUE);

  self->region_list = tactics_editor_item_list_new (_("Regions"));
  gtk_widget_set_name (self->region_list, "region_list");
  /* A few rows are always in sight, however little room the page has. */
  gtk_widget_set_size_request (self->region_list, -1, 160);
  tactics_editor_item_list_set_can_reorder (TACTICS_EDITOR_ITEM_LIST (self->region_list), FALSE);
  gtk_widget_set_vexpand (self->region_list, TRUE);
  gtk_box_append (GTK_BOX (column), self->region_list);
  g_signal_connect_swapped (self->region_list, "notify::selected",
                            G_CALLBACK (on_region_selected), self);
  g_signal_connect_swapped (self->region_list, "add", G_CALLBACK (on_add_region), self);
  g_signal_connect_swapped (self->region_list, "duplicate", G_CALLBACK (on_duplicate_region),
                            self);
  g_signal_connect_swapped (self->region_list, "remove", G_CALLBACK (on_remove_region), self);

  self->region_form = tactics_editor_scenario_form_new ();
  self->region_fields = grid = new_grid ();
  gtk_box_append (GTK_BOX (column), grid);
  row = 0;
  /* The start zone choice and the sentences say the region's name. */
  g_signal_connect_swapped (text_field (self->region_form, GTK_GRID (grid), &row,
                                        _("Re_gion name"), "name", "region_name", FALSE),
                            "changed", G_CALLBACK (load_side), self);
  {
    GtkWidget *color = gtk_color_button_new ();

    tactics_editor_scenario_add_row (GTK_GRID (grid), &row, _("_Colour"), color, "region_color");
    tactics_editor_form_bind_color (self->region_form, GTK_COLOR_BUTTON (color), "color");
  }
  {
    /* No mnemonic: every letter of it is taken on this page. */
    GtkWidget *revealed = gtk_check_button_new_with_label (_("Revealed at start"));

    gtk_widget_set_name (revealed, "region_revealed");
    gtk_widget_set_tooltip_text (revealed, _("Under fog of war or shroud, every side starts "
                                             "knowing the terrain of this region"));
    gtk_grid_attach (GTK_GRID (grid), revealed, 1, row++, 1, 1);
    tactics_editor_form_bind_check (self->region_form, GTK_CHECK_BUTTON (revealed), "revealed");
  }
}

static void
build_side_column (TacticsEditorScenarioPage *self,
                   GtkWidget                 *column)
{
  static const char * const controllers[] = { N_("Human"), N_("Computer"), NULL };
  static const char * const levels[] = {
    NC_("computer level", "Normal"), NC_("computer level", "Hard"), NULL
  };
  GtkWidget *grid = new_grid ();
  GtkWidget *field;
  GtkLabel *message;
  int row = 0;

  self->side_list = tactics_editor_item_list_new (_("Sides"));
  gtk_widget_set_name (self->side_list, "side_list");
  gtk_widget_set_size_request (self->side_list, -1, 200);
  gtk_widget_set_vexpand (self->side_list, TRUE);
  gtk_box_append (GTK_BOX (column), self->side_list);
  g_signal_connect_swapped (self->side_list, "notify::selected", G_CALLBACK (load_side), self);
  g_signal_connect_swapped (self->side_list, "add", G_CALLBACK (on_add_side), self);
  g_signal_connect_swapped (self->side_list, "duplicate", G_CALLBACK (on_duplicate_side), self);
  g_signal_connect_swapped (self->side_list, "remove", G_CALLBACK (on_remove_side), self);
  g_signal_connect_swapped (self->side_list, "move", G_CALLBACK (on_move_side), self);
  self->side_message = GTK_LABEL (gtk_label_new (NULL));
  gtk_widget_set_name (GTK_WIDGET (self->side_message), "side_list_error");
  gtk_widget_add_css_class (GTK_WIDGET (self->side_message), "field-error");
  gtk_label_set_xalign (self->side_message, 0);
  gtk_box_append (GTK_BOX (column), GTK_WIDGET (self->side_message));

  self->side_form = tactics_editor_scenario_form_new ();
  self->side_fields = grid;
  gtk_box_append (GTK_BOX (column), grid);
  field = text_field (self->side_form, GTK_GRID (grid), &row, _("Side n_ame"), "name",
                      "side_name", FALSE);
  g_signal_connect_swapped (field, "changed", G_CALLBACK (on_side_form_edit), self);
  {
    /* The board library's teams, as the game names them. */
    const char *teams[TACTICS_N_TEAMS + 1] = { NULL };

    for (guint i = 0; i < TACTICS_N_TEAMS; i++)
      teams[i] = tactics_team_get (i)->name;
    field = tactics_editor_scenario_choice (teams);
  }
  tactics_editor_scenario_add_row (GTK_GRID (grid), &row, _("_Team"), field, "side_team");
  tactics_editor_form_bind_choice (self->side_form, GTK_DROP_DOWN (field), "team");
  field = tactics_editor_scenario_choice (controllers);
  tactics_editor_scenario_add_row (GTK_GRID (grid), &row, _("Play_ed by"), field,
                                   "side_controller");
  tactics_editor_form_bind_choice (self->side_form, GTK_DROP_DOWN (field), "player-kind");
  field = tactics_editor_scenario_choice_in_context ("computer level", levels);
  tactics_editor_scenario_add_row (GTK_GRID (grid), &row, _("Computer _level"), field,
                                   "side_level");
  tactics_editor_form_bind_choice (self->side_form, GTK_DROP_DOWN (field), "level");
  field = tactics_editor_scenario_spin (0, TACTICS_MAX_UNITS_PER_PLAYER);
  message = tactics_editor_scenario_add_row (GTK_GRID (grid), &row, _("_Budget (0: the match’s)"),
                                             field, "side_budget");
  tactics_editor_form_bind_number (self->side_form, GTK_SPIN_BUTTON (field), message, "budget", 0,
                                   TACTICS_MAX_UNITS_PER_PLAYER);
  /* Translators: the Budget field as Undo names it, e.g. "Undo Change “Budget” of “West”". */
  tactics_editor_form_set_field_name (self->side_form, field, _("Budget"));
  field = tactics_editor_scenario_name_choice ();
  self->zone_choice = GTK_DROP_DOWN (field);
  tactics_editor_scenario_add_row (GTK_GRID (grid), &row, _("_Start zone"), field,
                                   "side_start_zone");
  g_signal_connect_swapped (field, "notify::selected", G_CALLBACK (on_zone_selected), self);

  self->allowed_box = gtk_box_new (GTK_ORIENTATION_VERTICAL, 0);
  tactics_editor_scenario_add_row (GTK_GRID (grid), &row, _("Allo_wed units (none: any)"),
                                   self->allowed_box, "side_allowed_units");
  /* Beside the first of a long list, not halfway down it. */
  gtk_widget_set_valign (gtk_widget_get_prev_sibling (self->allowed_box), GTK_ALIGN_START);
}

void
tactics_editor_scenario_page_refresh (TacticsEditorScenarioPage *self)
{
  g_return_if_fail (TACTICS_IS_EDITOR_SCENARIO_PAGE (self));

  if (self->scenario == NULL)
    return;
  tactics_editor_form_refresh (self->scenario_form);
  on_region_selected (self);
  tactics_editor_form_refresh (self->region_form);
  load_side (self);
}

static void
bind_scenario (TacticsEditorScenarioPage *self)
{
  TacticsScenario *scenario = self->document != NULL
                              ? tactics_editor_document_get_scenario (self->document) : NULL;
  TacticsEditorItemList *sides = TACTICS_EDITOR_ITEM_LIST (self->side_list);
  TacticsEditorItemList *regions = TACTICS_EDITOR_ITEM_LIST (self->region_list);

  if (self->scenario != NULL)
    g_signal_handlers_disconnect_by_data (tactics_scenario_get_regions (self->scenario), self);
  if (self->unit_types != NULL)
    g_signal_handlers_disconnect_by_data (self->unit_types, self);
  g_clear_object (&self->unit_types);
  g_set_object (&self->scenario, scenario);
  /* The start zone choice lists the regions, the allowed units the unit
   * types. */
  if (scenario != NULL)
    {
      g_signal_connect_object (tactics_scenario_get_regions (scenario), "items-changed",
                               G_CALLBACK (load_side), self, G_CONNECT_SWAPPED);
      self->unit_types = g_object_ref (tactics_ruleset_get_unit_types (
                                         tactics_map_get_ruleset (tactics_scenario_get_map (scenario))));
      g_signal_connect_object (self->unit_types, "items-changed",
                               G_CALLBACK (on_unit_types_changed), self, G_CONNECT_SWAPPED);
    }
  gtk_stack_set_visible_child_name (self->stack, scenario != NULL ? "scenario" : "none");
  tactics_editor_form_set_item (self->scenario_form, G_OBJECT (scenario));
  tactics_editor_item_list_set_model (sides,
                                      scenario != NULL ? tactics_scenario_get_sides (scenario)
                                                       : NULL);
  tactics_editor_item_list_set_model (regions,
                                      scenario != NULL ? tactics_scenario_get_regions (scenario)
                                                       : NULL);
  if (scenario != NULL)
    {
      tactics_editor_item_list_set_selected (sides, 0);
      tactics_editor_item_list_set_selected (regions, 0);
    }
  on_region_selected (self);
  load_side (self);
}

void
tactics_editor_scenario_page_set_document (TacticsEditorScenarioPage *self,
                                           TacticsEditorDocument     *document)
{
  g_return_if_fail (TACTICS_IS_EDITOR_SCENARIO_PAGE (self));

  if (self->document == document)
    return;
  if (self->document != NULL)
    g_signal_handlers_disconnect_by_data (self->document, self);
  g_set_object (&self->document, document);
  if (document != NULL)
    g_signal_connect_object (document, "notify::scenario", G_CALLBACK (bind_scenario), self,
                             G_CONNECT_SWAPPED);
  bind_scenario (self);
}

static GtkWidget *
build_placeholder (void)
{
  GtkWidget *box = gtk_box_new (GTK_ORIENTATION_VERTICAL, 12);
  GtkWidget *label = gtk_label_new (_("This map has no scenario. A scenario gives it sides, "
                                      "regions and objectives to play for."));
  GtkWidget *button = gtk_button_new_with_mnemonic (_("Add S_cenario"));

  gtk_widget_set_valign (box, GTK_ALIGN_CENTER);
  gtk_widget_set_halign (box, GTK_ALIGN_CENTER);
  gtk_label_set_wrap (GTK_LABEL (label), TRUE);
  gtk_label_set_max_width_chars (GTK_LABEL (label), 50);
  gtk_widget_add_css_class (label, "dim-label");
  gtk_widget_set_halign (button, GTK_ALIGN_CENTER);
  gtk_widget_add_css_class (button, "suggested-action");
  gtk_widget_set_name (button, "add_scenario");
  gtk_actionable_set_action_name (GTK_ACTIONABLE (button), "editor.add-scenario");
  gtk_box_append (GTK_BOX (box), label);
  gtk_box_append (GTK_BOX (box), button);
  return box;
}

static void
tactics_editor_scenario_page_dispose (GObject *object)
{
  TacticsEditorScenarioPage *self = TACTICS_EDITOR_SCENARIO_PAGE (object);

  if (self->document != NULL)
    g_signal_handlers_disconnect_by_data (self->document, self);
  g_clear_object (&self->document);
  if (self->scenario != NULL)
    g_signal_handlers_disconnect_by_data (tactics_scenario_get_regions (self->scenario), self);
  g_clear_object (&self->scenario);
  if (self->unit_types != NULL)
    g_signal_handlers_disconnect_by_data (self->unit_types, self);
  g_clear_object (&self->unit_types);
  if (self->stack != NULL)
    {
      gtk_widget_unparent (GTK_WIDGET (self->stack));
      self->stack = NULL;
    }
  G_OBJECT_CLASS (tactics_editor_scenario_page_parent_class)->dispose (object);
}

static void
tactics_editor_scenario_page_finalize (GObject *object)
{
  TacticsEditorScenarioPage *self = TACTICS_EDITOR_SCENARIO_PAGE (object);

  g_clear_pointer (&self->scenario_form, tactics_editor_form_free);
  g_clear_pointer (&self->region_form, tactics_editor_form_free);
  g_clear_pointer (&self->side_form, tactics_editor_form_free);
  G_OBJECT_CLASS (tactics_editor_scenario_page_parent_class)->finalize (object);
}

static void
tactics_editor_scenario_page_class_init (TacticsEditorScenarioPageClass *klass)
{
  GObjectClass *object_class = G_OBJECT_CLASS (klass);
  GtkWidgetClass *widget_class = GTK_WIDGET_CLASS (klass);

  object_class->dispose = tactics_editor_scenario_page_dispose;
  object_class->finalize = tactics_editor_scenario_page_finalize;
  gtk_widget_class_set_layout_manager_type (widget_class, GTK_TYPE_BIN_LAYOUT);
}

static void
tactics_editor_scenario_page_init (TacticsEditorScenarioPage *self)
{
  GtkWidget *scrolled = gtk_scrolled_window_new ();
  GtkWidget *columns = gtk_box_new (GTK_ORIENTATION_HORIZONTAL, 18);
  GtkWidget *column;

  gtk_box_set_homogeneous (GTK_BOX (columns), TRUE);

  self->stack = GTK_STACK (gtk_stack_new ());
  gtk_widget_set_parent (GTK_WIDGET (self->stack), GTK_WIDGET (self));
  gtk_stack_add_named (self->stack, build_placeholder (), "none");

  gtk_widget_set_margin_start (columns, 12);
  gtk_widget_set_margin_end (columns, 12);
  gtk_widget_set_margin_top (columns, 12);
  gtk_widget_set_margin_bottom (columns, 12);
  build_scenario_column (self, new_column (columns));
  build_side_column (self, new_column (columns));
  column = new_column (columns);
  self->details = TACTICS_EDITOR_SIDE_DETAILS (tactics_editor_side_details_new ());
  gtk_widget_set_name (GTK_WIDGET (self->details), "side_details");
  gtk_box_append (GTK_BOX (column), GTK_WIDGET (self->details));
  gtk_scrolled_window_set_child (GTK_SCROLLED_WINDOW (scrolled), columns);
  gtk_stack_add_named (self->stack, scrolled, "scenario");

  bind_scenario (self);
}

GtkWidget *
tactics_editor_scenario_page_new (void)
{
  return g_object_new (TACTICS_TYPE_EDITOR_SCENARIO_PAGE, NULL);
}
