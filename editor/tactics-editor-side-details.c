/* SPDX-License-Identifier: GPL-3.0-or-later */
/* A side's objectives and placed units on the Scenario page. */
#include "config.h"

#include <glib/gi18n.h>

#include "tactics-editor-scenario-form-private.h"
#include "tactics-editor-side-details.h"

struct _TacticsEditorSideDetails
{
  GtkWidget          parent_instance;

  GtkWidget         *box;
  TacticsScenario   *scenario;
  TacticsSide       *side;
  gboolean           syncing;

  /* Objectives */
  GtkListBox        *objective_list;
  GtkWidget         *remove_objective;
  GtkWidget         *objective_fields;
  TacticsEditorForm *objective_form;
  GtkDropDown       *kind_choice;
  GtkWidget         *region_row[2];   /* label, field */
  GtkDropDown       *region_choice;
  GtkWidget         *unit_row[2];
  GtkDropDown       *unit_choice;
  GtkWidget         *rounds_row[3];   /* label, field, message */
  GtkLabel          *sentence;
  GPtrArray         *region_ids;      /* of the region choice; NULL first: none */
  GPtrArray         *unit_ids;

  /* Placed units */
  GtkListBox        *unit_list;
  GtkWidget         *remove_unit;
  GtkWidget         *unit_fields;
  GtkDropDown       *type_choice;
  GtkSpinButton     *x_spin;
  GtkSpinButton     *y_spin;
  GtkSpinButton     *hp_spin;
  GtkLabel          *unit_message;
  gboolean           changing_units;  /* the form's own edit, listed by it */
  /* The unit as it was when the edit typed in its fields began: a refused
   * value puts it back. */
  TacticsPlacedUnit *unit_base;
};

G_DEFINE_FINAL_TYPE (TacticsEditorSideDetails, tactics_editor_side_details, GTK_TYPE_WIDGET)

static TacticsObjective *
selected_objective (TacticsEditorSideDetails *self)
{
  GtkListBoxRow *row = gtk_list_box_get_selected_row (self->objective_list);

  return row != NULL ? g_object_get_data (G_OBJECT (row), "objective") : NULL;
}

static int
selected_unit (TacticsEditorSideDetails *self)
{
  GtkListBoxRow *row = gtk_list_box_get_selected_row (self->unit_list);

  return row != NULL ? gtk_list_box_row_get_index (row) : -1;
}

/* Objectives */

static char *
objective_sentence (TacticsEditorSideDetails *self,
                    TacticsObjective         *objective)
{
  /* Units alike are told apart by their side and cell. */
  return tactics_scenario_dup_objective_description (self->scenario, self->side, objective);
}

static void
update_objective_rows (TacticsEditorSideDetails *self)
{
  for (GtkWidget *row = gtk_widget_get_first_child (GTK_WIDGET (self->objective_list));
       row != NULL; row = gtk_widget_get_next_sibling (row))
    {
      TacticsObjective *objective = g_object_get_data (G_OBJECT (row), "objective");
      g_autofree char *text = NULL;

      if (objective == NULL)
        continue;
      text = objective_sentence (self, objective);
      gtk_label_set_text (GTK_LABEL (gtk_list_box_row_get_child (GTK_LIST_BOX_ROW (row))), text);
      gtk_widget_set_tooltip_text (row, text);
    }
}

/* Fills @choice with a "none" entry and @names; @ids gets the ids. */
static void
fill_choice (GtkDropDown *choice,
             GPtrArray   *ids,
             const char  *none,
             const char  *current,
             GPtrArray   *names)
{
  g_autoptr(GtkStringList) strings = gtk_string_list_new (NULL);
  guint selected = 0;

  g_ptr_array_set_size (ids, 0);
  gtk_string_list_append (strings, none);
  g_ptr_array_add (ids, NULL);
  for (guint i = 0; i < names->len; i += 2)
    {
      gtk_string_list_append (strings, g_ptr_array_index (names, i + 1));
      g_ptr_array_add (ids, g_strdup (g_ptr_array_index (names, i)));
      if (g_strcmp0 (current, g_ptr_array_index (names, i)) == 0)
        selected = ids->len - 1;
    }
  gtk_drop_down_set_model (choice, G_LIST_MODEL (strings));
  gtk_drop_down_set_selected (choice, selected);
}

static void update_objective_view (TacticsEditorSideDetails *self);

static void
load_objective (TacticsEditorSideDetails *self)
{
  TacticsObjective *objective = selected_objective (self);
  g_autoptr(GPtrArray) regions = g_ptr_array_new ();
  g_autoptr(GPtrArray) units = g_ptr_array_new ();
  g_autoptr(GPtrArray) unit_labels = g_ptr_array_new_with_free_func (g_free);
  GListModel *sides;

  if (objective != NULL)
    {
      guint position = 0;
      g_autofree char *title = NULL;

      g_list_store_find (G_LIST_STORE (tactics_side_get_objectives (self->side)), objective,
                         &position);
      /* Translators: an objective as Undo names it: its place in its side's list, then
       * the side's name, e.g. "Undo Change “Rounds” of “Objective 2 of West”". */
      title = g_strdup_printf (_("Objective %u of %s"), position + 1,
                               tactics_side_get_display_name (self->side));
      tactics_editor_form_set_item_title (self->objective_form, title);
    }
  tactics_editor_form_set_item (self->objective_form, G_OBJECT (objective));
  gtk_widget_set_sensitive (self->remove_objective, objective != NULL);
  gtk_widget_set_visible (self->objective_fields, objective != NULL);
  if (objective == NULL)
    return;

  self->syncing = TRUE;
  for (guint i = 0; i < g_list_model_get_n_items (tactics_scenario_get_regions (self->scenario));
       i++)
    {
      g_autoptr(TacticsRegion) region =
        g_list_model_get_item (tactics_scenario_get_regions (self->scenario), i);

      g_ptr_array_add (regions, (gpointer) tactics_region_get_id (region));
      g_ptr_array_add (regions, (gpointer) tactics_region_get_name (region));
    }
  /* Translators: the region drop-down of an objective naming no region. */
  fill_choice (self->region_choice, self->region_ids, _("No region"),
               tactics_objective_get_region (objective), regions);

  sides = tactics_scenario_get_sides (self->scenario);
  for (guint i = 0; i < g_list_model_get_n_items (sides); i++)
    {
      g_autoptr(TacticsSide) side = g_list_model_get_item (sides, i);

      for (guint j = 0; j < tactics_side_get_n_placed_units (side); j++)
        {
          const TacticsPlacedUnit *unit = tactics_side_get_placed_unit (side, j);

          char *label = tactics_scenario_dup_unit_label (self->scenario, unit);

          g_ptr_array_add (unit_labels, label);
          g_ptr_array_add (units, unit->id);
          g_ptr_array_add (units, label);
        }
    }
  /* Translators: the unit drop-down of an objective naming no unit. */
  fill_choice (self->unit_choice, self->unit_ids, _("No unit"),
               tactics_objective_get_unit (objective), units);
  self->syncing = FALSE;
  update_objective_view (self);
}

/* The fields its kind uses, and its sentence. */
static void
update_objective_view (TacticsEditorSideDetails *self)
{
  TacticsObjective *objective = selected_objective (self);
  g_autofree char *sentence = NULL;
  TacticsObjectiveKind kind;

  if (objective == NULL)
    return;
  kind = tactics_objective_get_kind (objective);
  /* Greyed out, not hidden, when the kind does not use them: another kind
   * chosen moves nothing below. */
  for (guint i = 0; i < 2; i++)
    {
      gtk_widget_set_sensitive (self->region_row[i], tactics_objective_kind_uses_region (kind));
      gtk_widget_set_sensitive (self->unit_row[i], tactics_objective_kind_uses_unit (kind));
    }
  for (guint i = 0; i < 3; i++)
    gtk_widget_set_sensitive (self->rounds_row[i], tactics_objective_kind_uses_rounds (kind));

  sentence = objective_sentence (self, objective);
  gtk_label_set_text (self->sentence, sentence);
  gtk_widget_set_tooltip_text (GTK_WIDGET (self->sentence), sentence);
}

static void
on_objective_notify (TacticsEditorSideDetails *self)
{
  update_objective_rows (self);
  update_objective_view (self);
}

static void
fill_objectives (TacticsEditorSideDetails *self,
                 TacticsObjective         *select)
{
  GListModel *objectives;
  GtkWidget *child;

  while ((child = gtk_widget_get_first_child (GTK_WIDGET (self->objective_list))) != NULL)
    {
      TacticsObjective *objective = g_object_get_data (G_OBJECT (child), "objective");

      if (objective != NULL)
        g_signal_handlers_disconnect_by_data (objective, self);
      gtk_list_box_remove (self->objective_list, child);
    }
  if (self->side == NULL)
    {
      load_objective (self);
      return;
    }

  objectives = tactics_side_get_objectives (self->side);
  for (guint i = 0; i < g_list_model_get_n_items (objectives); i++)
    {
      g_autoptr(TacticsObjective) objective = g_list_model_get_item (objectives, i);
      GtkWidget *label = gtk_label_new (NULL);
      GtkWidget *row = gtk_list_box_row_new ();

      /* One line each, the whole sentence in its tooltip: a row never
       * grows with its sentence. */
      gtk_label_set_xalign (GTK_LABEL (label), 0);
      gtk_label_set_ellipsize (GTK_LABEL (label), PANGO_ELLIPSIZE_END);
      gtk_list_box_row_set_child (GTK_LIST_BOX_ROW (row), label);
      g_object_set_data_full (G_OBJECT (row), "objective", g_object_ref (objective),
                              g_object_unref);
      gtk_list_box_append (self->objective_list, row);
      g_signal_connect_object (objective, "notify", G_CALLBACK (on_objective_notify), self,
                               G_CONNECT_SWAPPED);
      if (objective == select)
        gtk_list_box_select_row (self->objective_list, GTK_LIST_BOX_ROW (row));
    }
  update_objective_rows (self);
  load_objective (self);
}

static void
on_add_objective (TacticsEditorSideDetails *self)
{
  g_autoptr(TacticsObjective) objective = NULL;
  g_autofree char *label = NULL;
  guint n;

  /* An edit typed in a field before is a step of its own. */
  tactics_editor_scenario_done (GTK_WIDGET (self), NULL);
  if (self->side == NULL)
    return;
  n = g_list_model_get_n_items (tactics_side_get_objectives (self->side));
  objective = tactics_objective_new (TACTICS_OBJECTIVE_SURVIVE_ROUNDS);
  tactics_objective_set_rounds (objective, 1);
  tactics_side_insert_objective (self->side, n, objective);
  fill_objectives (self, objective);
  /* Translators: an Undo or Redo label; %s is a side's name, e.g. "Undo Add Objective of “Blue”". */
  label = g_strdup_printf (_("Add Objective of “%s”"), tactics_side_get_display_name (self->side));
  tactics_editor_scenario_done (GTK_WIDGET (self), label);
}

static void
on_remove_objective (TacticsEditorSideDetails *self)
{
  TacticsObjective *objective = selected_objective (self);
  g_autofree char *label = NULL;
  guint position;

  /* An edit typed in a field before is a step of its own. */
  tactics_editor_scenario_done (GTK_WIDGET (self), NULL);
  if (objective == NULL
      || !g_list_store_find (G_LIST_STORE (tactics_side_get_objectives (self->side)), objective,
                             &position))
    return;
  tactics_side_remove_objective (self->side, position);
  fill_objectives (self, NULL);
  /* Translators: an Undo or Redo label; %s is a side's name. */
  label = g_strdup_printf (_("Remove Objective of “%s”"), tactics_side_get_display_name (self->side));
  tactics_editor_scenario_done (GTK_WIDGET (self), label);
}

static void
on_objective_selected (TacticsEditorSideDetails *self)
{
  load_objective (self);
}

/* The region or unit drop-down: an id, or none. */
static void
on_reference_selected (GtkDropDown              *choice,
                       GParamSpec               *pspec,
                       TacticsEditorSideDetails *self)
{
  TacticsObjective *objective = selected_objective (self);
  gboolean region = choice == self->region_choice;
  GPtrArray *ids = region ? self->region_ids : self->unit_ids;
  guint selected = gtk_drop_down_get_selected (choice);
  const char *id;

  if (self->syncing || objective == NULL || selected >= ids->len)
    return;
  /* An edit typed in a field before is a step of its own. */
  tactics_editor_scenario_done (GTK_WIDGET (self), NULL);
  id = g_ptr_array_index (ids, selected);
  self->syncing = TRUE;
  if (region)
    tactics_objective_set_region (objective, id);
  else
    tactics_objective_set_unit (objective, id);
  self->syncing = FALSE;
  tactics_editor_scenario_done (GTK_WIDGET (choice),
                                region ? _("Change the Objective’s Region")
                                       : _("Change the Objective’s Unit"));
}

/* Placed units */

static void
load_unit (TacticsEditorSideDetails *self)
{
  int position = selected_unit (self);
  const TacticsPlacedUnit *unit;
  TacticsRuleset *ruleset;
  TacticsMap *map;
  guint type = GTK_INVALID_LIST_POSITION;

  g_clear_pointer (&self->unit_base, tactics_placed_unit_free);
  gtk_widget_set_sensitive (self->remove_unit, position >= 0);
  gtk_widget_set_visible (self->unit_fields, position >= 0);
  gtk_label_set_text (self->unit_message, "");
  if (position < 0)
    return;

  unit = tactics_side_get_placed_unit (self->side, position);
  map = tactics_scenario_get_map (self->scenario);
  ruleset = tactics_map_get_ruleset (map);
  {
    TacticsUnitType *found = tactics_ruleset_lookup_unit_type (ruleset, unit->unit_type);

    if (found == NULL
        || !g_list_store_find (G_LIST_STORE (tactics_ruleset_get_unit_types (ruleset)), found,
                               &type))
      type = GTK_INVALID_LIST_POSITION;
  }

  self->syncing = TRUE;
  gtk_drop_down_set_model (self->type_choice, tactics_ruleset_get_unit_types (ruleset));
  gtk_drop_down_set_selected (self->type_choice, type);
  gtk_spin_button_set_range (self->x_spin, 0, tactics_map_get_width (map) - 1);
  gtk_spin_button_set_range (self->y_spin, 0, tactics_map_get_height (map) - 1);
  gtk_spin_button_set_value (self->x_spin, unit->cell.x);
  gtk_spin_button_set_value (self->y_spin, unit->cell.y);
  gtk_spin_button_set_value (self->hp_spin, unit->hp);
  gtk_spin_button_update (self->x_spin);
  gtk_spin_button_update (self->y_spin);
  gtk_spin_button_update (self->hp_spin);
  self->syncing = FALSE;
}

static char *
dup_unit_row_text (TacticsEditorSideDetails *self,
                   const TacticsPlacedUnit  *unit)
{
  /* Translators: a placed unit in its side's list: its name, then its cell written as
   * everywhere else, e.g. "Princess (3,4)". */
  return g_strdup_printf (_("%s (%d,%d)"), tactics_scenario_get_unit_name (self->scenario, unit),
                          unit->cell.x, unit->cell.y);
}

static void
fill_units (TacticsEditorSideDetails *self,
            int                       select)
{
  GtkWidget *child;

  self->syncing = TRUE;
  while ((child = gtk_widget_get_first_child (GTK_WIDGET (self->unit_list))) != NULL)
    gtk_list_box_remove (self->unit_list, child);
  for (guint i = 0; self->side != NULL && i < tactics_side_get_n_placed_units (self->side); i++)
    {
      g_autofree char *text = dup_unit_row_text (self, tactics_side_get_placed_unit (self->side,
                                                                                    i));
      GtkWidget *label = gtk_label_new (text);

      gtk_label_set_xalign (GTK_LABEL (label), 0);
      gtk_label_set_ellipsize (GTK_LABEL (label), PANGO_ELLIPSIZE_END);
      gtk_list_box_append (self->unit_list, label);
      if ((int) i == select)
        gtk_list_box_select_row (self->unit_list,
                                 GTK_LIST_BOX_ROW (gtk_widget_get_parent (label)));
    }
  self->syncing = FALSE;
  load_unit (self);
}

static void
on_unit_selected (TacticsEditorSideDetails *self)
{
  if (!self->syncing)
    load_unit (self);
}

char *
tactics_editor_scenario_new_unit_id (TacticsScenario *scenario)
{
  return tactics_scenario_dup_new_unit_id (scenario);
}

static void
on_add_unit (TacticsEditorSideDetails *self)
{
  TacticsRuleset *ruleset;
  g_autoptr(TacticsUnitType) type = NULL;
  g_autoptr(TacticsPlacedUnit) unit = NULL;
  g_autofree char *id = NULL;
  g_autofree char *label = NULL;
  guint n;

  /* An edit typed in a field before is a step of its own. */
  tactics_editor_scenario_done (GTK_WIDGET (self), NULL);
  if (self->side == NULL)
    return;
  ruleset = tactics_map_get_ruleset (tactics_scenario_get_map (self->scenario));
  if (g_list_model_get_n_items (tactics_ruleset_get_unit_types (ruleset)) == 0)
    {
      gtk_label_set_text (self->unit_message, _("The ruleset has no unit types to place"));
      return;
    }
  type = g_list_model_get_item (tactics_ruleset_get_unit_types (ruleset), 0);
  id = tactics_editor_scenario_new_unit_id (self->scenario);
  unit = tactics_placed_unit_new (id, tactics_unit_type_get_id (type), (TacticsCell) { 0, 0 });
  n = tactics_side_get_n_placed_units (self->side);
  self->changing_units = TRUE;
  tactics_side_insert_placed_unit (self->side, n, unit);
  self->changing_units = FALSE;
  fill_units (self, n);
  /* Translators: an Undo or Redo label; %s is a side's name. */
  label = g_strdup_printf (_("Place a Unit of “%s”"), tactics_side_get_display_name (self->side));
  tactics_editor_scenario_done (GTK_WIDGET (self), label);
}

void
tactics_editor_scenario_forget_unit (TacticsScenario *scenario,
                                     const char      *id)
{
  GListModel *sides = tactics_scenario_get_sides (scenario);

  for (guint i = 0; i < g_list_model_get_n_items (sides); i++)
    {
      g_autoptr(TacticsSide) side = g_list_model_get_item (sides, i);
      GListModel *objectives = tactics_side_get_objectives (side);

      for (guint j = 0; j < g_list_model_get_n_items (objectives); j++)
        {
          g_autoptr(TacticsObjective) objective = g_list_model_get_item (objectives, j);

          if (g_strcmp0 (tactics_objective_get_unit (objective), id) == 0)
            tactics_objective_set_unit (objective, NULL);
        }
    }
}

static void
on_remove_unit (TacticsEditorSideDetails *self)
{
  int position = selected_unit (self);
  g_autofree char *label = NULL;
  g_autofree char *id = NULL;

  /* An edit typed in a field before is a step of its own. */
  tactics_editor_scenario_done (GTK_WIDGET (self), NULL);
  if (position < 0)
    return;
  /* Translators: an Undo or Redo label; %s is the unit's name. */
  label = g_strdup_printf (_("Remove “%s”"),
                           tactics_scenario_get_unit_name (self->scenario,
                                                           tactics_side_get_placed_unit (self->side,
                                                                                         position)));
  id = g_strdup (tactics_side_get_placed_unit (self->side, position)->id);
  self->changing_units = TRUE;
  tactics_side_remove_placed_unit (self->side, position);
  self->changing_units = FALSE;
  tactics_editor_scenario_forget_unit (self->scenario, id);
  fill_units (self, -1);
  tactics_editor_scenario_done (GTK_WIDGET (self), label);
}

static void
replace_unit (TacticsEditorSideDetails *self,
              int                       position,
              const TacticsPlacedUnit  *unit)
{
  self->changing_units = TRUE;
  tactics_side_remove_placed_unit (self->side, position);
  tactics_side_insert_placed_unit (self->side, position, unit);
  self->changing_units = FALSE;
}

/* A refused value: the unit is again as it was before the edit, so that
 * nothing half typed is kept. */
static void
revert_unit_edit (TacticsEditorSideDetails *self,
                  int                       position)
{
  g_autoptr(TacticsPlacedUnit) base = g_steal_pointer (&self->unit_base);

  if (base == NULL)
    return;
  replace_unit (self, position, base);
  update_objective_rows (self);
  update_objective_view (self);
  {
    /* The list says where it stands; the fields keep what was typed. */
    GtkListBoxRow *row = gtk_list_box_get_row_at_index (self->unit_list, position);
    g_autofree char *text = dup_unit_row_text (self, base);

    if (row != NULL)
      gtk_label_set_text (GTK_LABEL (gtk_list_box_row_get_child (row)), text);
  }
}

static void
on_unit_field_leave (TacticsEditorSideDetails *self)
{
  /* The next edit begins from what the unit is then. */
  g_clear_pointer (&self->unit_base, tactics_placed_unit_free);
}

/* Any field of the unit form: the unit is replaced by an edited copy. */
static void
on_unit_field_changed (TacticsEditorSideDetails *self,
                       GtkWidget                *field)
{
  int position = selected_unit (self);
  TacticsMap *map;
  g_autoptr(TacticsPlacedUnit) unit = NULL;
  g_autofree char *message = NULL;
  g_autofree char *label = NULL;
  g_autofree char *unit_label = NULL;
  guint x, y, hp;

  if (self->syncing || position < 0)
    return;
  map = tactics_scenario_get_map (self->scenario);
  unit = tactics_placed_unit_copy (tactics_side_get_placed_unit (self->side, position));
  /* Checked as typed: a bad value stays in its field and names the range. */
  if (!tactics_editor_form_read_spin (self->x_spin, _("X"), 0, tactics_map_get_width (map) - 1,
                                      &x, &message)
      || !tactics_editor_form_read_spin (self->y_spin, _("Y"), 0,
                                         tactics_map_get_height (map) - 1, &y, &message)
      || !tactics_editor_form_read_spin (self->hp_spin, _("HP"), 0, TACTICS_MAX_HP, &hp,
                                         &message))
    {
      gtk_label_set_text (self->unit_message, message);
      revert_unit_edit (self, position);
      return;
    }
  gtk_label_set_text (self->unit_message, "");
  unit->cell.x = (int) x;
  unit->cell.y = (int) y;
  unit->hp = hp;
  if (field == GTK_WIDGET (self->type_choice))
    {
      TacticsUnitType *type = gtk_drop_down_get_selected_item (self->type_choice);

      if (type == NULL)
        return;
      g_free (unit->unit_type);
      unit->unit_type = g_strdup (tactics_unit_type_get_id (type));
    }

  if (self->unit_base == NULL)
    self->unit_base = tactics_placed_unit_copy (tactics_side_get_placed_unit (self->side,
                                                                              position));
  /* Named as it was when the edit began: "Infantry of West at 4,7". */
  unit_label = tactics_scenario_dup_unit_label (self->scenario, self->unit_base);
  {
    /* Listing the units again loads the fields: the edit goes on. */
    g_autoptr(TacticsPlacedUnit) base = g_steal_pointer (&self->unit_base);

    replace_unit (self, position, unit);
    fill_units (self, position);
    self->unit_base = g_steal_pointer (&base);
  }
  update_objective_rows (self);
  update_objective_view (self);
  /* Translators: an Undo or Redo label; %s is a placed unit, e.g. "Infantry of West at 4,7". */
  label = g_strdup_printf (_("Change “%s”"), unit_label);
  gtk_widget_activate_action (field, "editor.name-scenario-edit", "s", label);
  /* A choice is whole; typed numbers are done when the field is left. */
  if (field == GTK_WIDGET (self->type_choice))
    tactics_editor_scenario_done (field, NULL);
}

/* A notify handler gets the property, not the drop-down. */
static void
on_type_selected (TacticsEditorSideDetails *self)
{
  on_unit_field_changed (self, GTK_WIDGET (self->type_choice));
}

/* Building */

static GtkWidget *
list_buttons (TacticsEditorSideDetails *self,
              const char               *add_tooltip,
              GCallback                 add,
              const char               *remove_tooltip,
              GCallback                 remove,
              GtkWidget               **remove_button,
              const char               *name)
{
  GtkWidget *box = gtk_box_new (GTK_ORIENTATION_HORIZONTAL, 4);
  GtkWidget *add_button = gtk_button_new_from_icon_name ("list-add-symbolic");
  g_autofree char *add_name = g_strconcat ("add_", name, NULL);
  g_autofree char *remove_name = g_strconcat ("remove_", name, NULL);

  *remove_button = gtk_button_new_from_icon_name ("list-remove-symbolic");
  gtk_widget_set_tooltip_text (add_button, add_tooltip);
  gtk_widget_set_tooltip_text (*remove_button, remove_tooltip);
  gtk_widget_set_name (add_button, add_name);
  gtk_widget_set_name (*remove_button, remove_name);
  g_signal_connect_swapped (add_button, "clicked", add, self);
  g_signal_connect_swapped (*remove_button, "clicked", remove, self);
  gtk_box_append (GTK_BOX (box), add_button);
  gtk_box_append (GTK_BOX (box), *remove_button);
  return box;
}

static GtkListBox *
new_list (const char *name)
{
  GtkWidget *list = gtk_list_box_new ();

  gtk_widget_set_name (list, name);
  gtk_widget_add_css_class (list, "boxed-list");
  gtk_widget_add_css_class (list, "side-details-list");
  gtk_list_box_set_selection_mode (GTK_LIST_BOX (list), GTK_SELECTION_SINGLE);
  return GTK_LIST_BOX (list);
}

/* A section's title with its add and remove buttons beside it, then its
 * list, of a fixed height that scrolls: adding to the list moves neither
 * the buttons nor the form under it. */
static void
add_list_section (TacticsEditorSideDetails *self,
                  const char               *title,
                  GtkListBox               *list,
                  GtkWidget                *buttons)
{
  GtkWidget *header = gtk_box_new (GTK_ORIENTATION_HORIZONTAL, 6);
  GtkWidget *heading = tactics_editor_scenario_section (title);
  GtkWidget *scroller = gtk_scrolled_window_new ();

  gtk_widget_set_hexpand (heading, TRUE);
  gtk_widget_set_valign (heading, GTK_ALIGN_CENTER);
  gtk_box_append (GTK_BOX (header), heading);
  gtk_box_append (GTK_BOX (header), buttons);
  gtk_box_append (GTK_BOX (self->box), header);
  gtk_scrolled_window_set_policy (GTK_SCROLLED_WINDOW (scroller), GTK_POLICY_NEVER,
                                  GTK_POLICY_AUTOMATIC);
  gtk_scrolled_window_set_min_content_height (GTK_SCROLLED_WINDOW (scroller), 112);
  gtk_scrolled_window_set_max_content_height (GTK_SCROLLED_WINDOW (scroller), 112);
  gtk_scrolled_window_set_has_frame (GTK_SCROLLED_WINDOW (scroller), TRUE);
  gtk_scrolled_window_set_child (GTK_SCROLLED_WINDOW (scroller), GTK_WIDGET (list));
  gtk_box_append (GTK_BOX (self->box), scroller);
}

static void
build_objectives (TacticsEditorSideDetails *self)
{
  static const char * const kinds[] = {
    N_("Eliminate every enemy"), N_("Hold a region"), N_("Reach a region"),
    N_("Protect a unit"), N_("Eliminate a unit"), N_("Survive rounds"), N_("Most points"), NULL
  };
  GtkWidget *grid = gtk_grid_new ();
  GtkLabel *message;
  GtkWidget *field;
  int row = 0;

  self->objective_list = new_list ("objective_list");
  g_signal_connect_swapped (self->objective_list, "selected-rows-changed",
                            G_CALLBACK (on_objective_selected), self);
  add_list_section (self, _("Objectives"), self->objective_list,
                    list_buttons (self, _("Add an objective"), G_CALLBACK (on_add_objective),
                                  _("Remove the objective"), G_CALLBACK (on_remove_objective),
                                  &self->remove_objective, "objective"));

  self->objective_form = tactics_editor_scenario_form_new ();
  gtk_grid_set_row_spacing (GTK_GRID (grid), 4);
  gtk_grid_set_column_spacing (GTK_GRID (grid), 8);
  self->objective_fields = grid;
  gtk_box_append (GTK_BOX (self->box), grid);

  field = tactics_editor_scenario_choice (kinds);
  self->kind_choice = GTK_DROP_DOWN (field);
  tactics_editor_scenario_add_row (GTK_GRID (grid), &row, _("_Kind"), field, "objective_kind");
  tactics_editor_form_bind_choice (self->objective_form, self->kind_choice, "kind");

  field = tactics_editor_scenario_name_choice ();
  self->region_choice = GTK_DROP_DOWN (field);
  tactics_editor_scenario_add_row (GTK_GRID (grid), &row, _("_Region"), field,
                                   "objective_region");
  self->region_row[0] = gtk_widget_get_prev_sibling (field);
  self->region_row[1] = field;
  g_signal_connect (field, "notify::selected", G_CALLBACK (on_reference_selected), self);

  field = tactics_editor_scenario_name_choice ();
  self->unit_choice = GTK_DROP_DOWN (field);
  tactics_editor_scenario_add_row (GTK_GRID (grid), &row, _("Un_it"), field, "objective_unit");
  self->unit_row[0] = gtk_widget_get_prev_sibling (field);
  self->unit_row[1] = field;
  g_signal_connect (field, "notify::selected", G_CALLBACK (on_reference_selected), self);

  field = tactics_editor_scenario_spin (0, TACTICS_MAX_OBJECTIVE_ROUNDS);
  message = tactics_editor_scenario_add_row (GTK_GRID (grid), &row, _("R_ounds"), field,
                                             "objective_rounds");
  self->rounds_row[0] = gtk_widget_get_prev_sibling (field);
  self->rounds_row[1] = field;
  self->rounds_row[2] = GTK_WIDGET (message);
  tactics_editor_form_bind_number (self->objective_form, GTK_SPIN_BUTTON (field), message,
                                   "rounds", 0, TACTICS_MAX_OBJECTIVE_ROUNDS);

  field = tactics_editor_scenario_spin (0, TACTICS_MAX_OBJECTIVE_POINTS);
  message = tactics_editor_scenario_add_row (GTK_GRID (grid), &row, _("_Points"), field,
                                             "objective_points");
  tactics_editor_form_bind_number (self->objective_form, GTK_SPIN_BUTTON (field), message,
                                   "points", 0, TACTICS_MAX_OBJECTIVE_POINTS);

  self->sentence = GTK_LABEL (gtk_label_new (NULL));
  gtk_widget_set_name (GTK_WIDGET (self->sentence), "objective_sentence");
  /* Three lines at most, and room for three always: a longer sentence
   * moves nothing below it. */
  gtk_label_set_wrap (self->sentence, TRUE);
  gtk_label_set_wrap_mode (self->sentence, PANGO_WRAP_WORD_CHAR);
  gtk_label_set_lines (self->sentence, 3);
  gtk_label_set_ellipsize (self->sentence, PANGO_ELLIPSIZE_END);
  gtk_label_set_width_chars (self->sentence, 20);
  gtk_label_set_xalign (self->sentence, 0);
  gtk_label_set_yalign (self->sentence, 0);
  gtk_widget_add_css_class (GTK_WIDGET (self->sentence), "objective-sentence");
  gtk_grid_attach (GTK_GRID (grid), GTK_WIDGET (self->sentence), 0, row, 2, 1);
}

static void
build_units (TacticsEditorSideDetails *self)
{
  GtkWidget *grid = gtk_grid_new ();
  GtkExpression *name;
  GtkWidget *field;
  int row = 0;

  self->unit_list = new_list ("placed_unit_list");
  g_signal_connect_swapped (self->unit_list, "selected-rows-changed",
                            G_CALLBACK (on_unit_selected), self);
  add_list_section (self, _("Placed Units"), self->unit_list,
                    list_buttons (self, _("Place a unit"), G_CALLBACK (on_add_unit),
                                  _("Remove the unit"), G_CALLBACK (on_remove_unit),
                                  &self->remove_unit, "placed_unit"));

  gtk_grid_set_row_spacing (GTK_GRID (grid), 4);
  gtk_grid_set_column_spacing (GTK_GRID (grid), 8);
  self->unit_fields = grid;
  gtk_box_append (GTK_BOX (self->box), grid);

  name = gtk_property_expression_new (TACTICS_TYPE_UNIT_TYPE, NULL, "name");
  field = gtk_drop_down_new (NULL, name);
  self->type_choice = GTK_DROP_DOWN (field);
  tactics_editor_scenario_add_row (GTK_GRID (grid), &row, _("_Unit type"), field, "unit_type");
  g_signal_connect_swapped (field, "notify::selected", G_CALLBACK (on_type_selected), self);

  self->x_spin = GTK_SPIN_BUTTON (tactics_editor_scenario_spin (0, TACTICS_MAX_MAP_SIZE));
  self->unit_message = tactics_editor_scenario_add_row (GTK_GRID (grid), &row, _("_X"),
                                                        GTK_WIDGET (self->x_spin), "unit_x");
  self->y_spin = GTK_SPIN_BUTTON (tactics_editor_scenario_spin (0, TACTICS_MAX_MAP_SIZE));
  tactics_editor_scenario_add_row (GTK_GRID (grid), &row, _("_Y"), GTK_WIDGET (self->y_spin),
                                   "unit_y");
  self->hp_spin = GTK_SPIN_BUTTON (tactics_editor_scenario_spin (0, TACTICS_MAX_HP));
  tactics_editor_scenario_add_row (GTK_GRID (grid), &row, _("_HP (0: full)"),
                                   GTK_WIDGET (self->hp_spin), "unit_hp");
  g_signal_connect_swapped (self->x_spin, "changed", G_CALLBACK (on_unit_field_changed), self);
  g_signal_connect_swapped (self->y_spin, "changed", G_CALLBACK (on_unit_field_changed), self);
  g_signal_connect_swapped (self->hp_spin, "changed", G_CALLBACK (on_unit_field_changed), self);
  {
    GtkWidget *spins[] = { GTK_WIDGET (self->x_spin), GTK_WIDGET (self->y_spin),
                           GTK_WIDGET (self->hp_spin) };

    for (guint i = 0; i < G_N_ELEMENTS (spins); i++)
      {
        GtkEventController *focus = gtk_event_controller_focus_new ();

        g_signal_connect_swapped (focus, "leave", G_CALLBACK (on_unit_field_leave), self);
        gtk_widget_add_controller (spins[i], focus);
      }
  }
}

/* Units placed, moved or removed on the Map page's board. */
static void
on_placed_units_changed (TacticsEditorSideDetails *self)
{
  int unit = selected_unit (self);

  if (self->changing_units)
    return;
  fill_units (self, unit < (int) tactics_side_get_n_placed_units (self->side) ? unit : -1);
  /* The sentences and the unit choice say where units stand. */
  update_objective_rows (self);
  load_objective (self);
}

void
tactics_editor_side_details_set_side (TacticsEditorSideDetails *self,
                                      TacticsScenario          *scenario,
                                      TacticsSide              *side)
{
  g_return_if_fail (TACTICS_IS_EDITOR_SIDE_DETAILS (self));

  if (self->side != NULL)
    g_signal_handlers_disconnect_by_func (self->side, on_placed_units_changed, self);
  g_set_object (&self->scenario, scenario);
  g_set_object (&self->side, side);
  if (side != NULL)
    g_signal_connect_object (side, "placed-units-changed", G_CALLBACK (on_placed_units_changed),
                             self, G_CONNECT_SWAPPED);
  tactics_editor_side_details_refresh (self);
}

void
tactics_editor_side_details_refresh (TacticsEditorSideDetails *self)
{
  TacticsObjective *objective;
  int unit;

  g_return_if_fail (TACTICS_IS_EDITOR_SIDE_DETAILS (self));

  objective = selected_objective (self);
  unit = selected_unit (self);
  gtk_widget_set_sensitive (self->box, self->side != NULL);
  fill_objectives (self, objective);
  fill_units (self, self->side != NULL
                    && unit < (int) tactics_side_get_n_placed_units (self->side) ? unit : -1);
}

static void
tactics_editor_side_details_dispose (GObject *object)
{
  TacticsEditorSideDetails *self = TACTICS_EDITOR_SIDE_DETAILS (object);

  if (self->side != NULL)
    g_signal_handlers_disconnect_by_func (self->side, on_placed_units_changed, self);
  g_clear_object (&self->side);
  g_clear_object (&self->scenario);
  /* The lists, emptied as they go, would select nothing in fields gone. */
  if (self->box != NULL)
    {
      g_signal_handlers_disconnect_by_data (self->objective_list, self);
      g_signal_handlers_disconnect_by_data (self->unit_list, self);
    }
  g_clear_pointer (&self->box, gtk_widget_unparent);
  G_OBJECT_CLASS (tactics_editor_side_details_parent_class)->dispose (object);
}

static void
tactics_editor_side_details_finalize (GObject *object)
{
  TacticsEditorSideDetails *self = TACTICS_EDITOR_SIDE_DETAILS (object);

  g_clear_pointer (&self->objective_form, tactics_editor_form_free);
  g_clear_pointer (&self->unit_base, tactics_placed_unit_free);
  g_ptr_array_unref (self->region_ids);
  g_ptr_array_unref (self->unit_ids);
  G_OBJECT_CLASS (tactics_editor_side_details_parent_class)->finalize (object);
}

static void
tactics_editor_side_details_class_init (TacticsEditorSideDetailsClass *klass)
{
  GObjectClass *object_class = G_OBJECT_CLASS (klass);
  GtkWidgetClass *widget_class = GTK_WIDGET_CLASS (klass);

  object_class->dispose = tactics_editor_side_details_dispose;
  object_class->finalize = tactics_editor_side_details_finalize;
  gtk_widget_class_set_layout_manager_type (widget_class, GTK_TYPE_BIN_LAYOUT);
}

static void
tactics_editor_side_details_init (TacticsEditorSideDetails *self)
{
  self->region_ids = g_ptr_array_new_with_free_func (g_free);
  self->unit_ids = g_ptr_array_new_with_free_func (g_free);
  self->box = gtk_box_new (GTK_ORIENTATION_VERTICAL, 6);
  gtk_widget_set_parent (self->box, GTK_WIDGET (self));
  build_objectives (self);
  build_units (self);
  tactics_editor_side_details_refresh (self);
}

GtkWidget *
tactics_editor_side_details_new (void)
{
  return g_object_new (TACTICS_TYPE_EDITOR_SIDE_DETAILS, NULL);
}
