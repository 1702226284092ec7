/* SPDX-License-Identifier: GPL-3.0-or-later */
#include "config.h"

#include <glib/gi18n.h>

#include "tactics-editor-form.h"
#include "tactics-editor-item-list.h"
#include "tactics-editor-ruleset-pages-private.h"
#include "tactics-editor-units-page.h"
#include "tactics-editor-unit-token.h"

struct _TacticsEditorUnitsPage
{
  GtkWidget        parent_instance;

  /* Template widgets */
  GtkWidget       *lists_box;
  GtkStack        *forms;
  TacticsEditorUnitToken *token_preview;
  GtkLabel        *unit_title;
  GtkEntry        *unit_name;
  GtkLabel        *unit_name_error;
  GtkEntry        *unit_id;
  GtkLabel        *unit_id_error;
  GtkTextView     *unit_description;
  GtkSpinButton   *unit_hp;
  GtkLabel        *unit_hp_error;
  GtkSpinButton   *unit_move;
  GtkLabel        *unit_move_error;
  GtkDropDown     *unit_movetype;
  GtkSpinButton   *unit_speed;
  GtkLabel        *unit_speed_error;
  GtkSpinButton   *unit_sight;
  GtkLabel        *unit_sight_error;
  GtkColorButton  *unit_color;
  GtkDropDown     *unit_icon;
  GtkEntry        *unit_glyph;
  GtkLabel        *unit_glyph_error;
  GtkBox          *action_checks;
  GtkGrid         *resistance_grid;
  GtkLabel        *resistance_error;

  TacticsEditorItemList *unit_list;
  TacticsEditorForm     *form;
  TacticsRuleset  *ruleset;
  TacticsUnitType *unit;
  gboolean         syncing;
};

G_DEFINE_FINAL_TYPE (TacticsEditorUnitsPage, tactics_editor_units_page, GTK_TYPE_WIDGET)

static GtkWidget *
unit_picture (GObject  *item,
              gpointer  user_data)
{
  return tactics_editor_unit_token_new (TACTICS_UNIT_TYPE (item), 28);
}

/* Movement type */

static void
select_movetype (TacticsEditorUnitsPage *self)
{
  GListModel *movetypes = tactics_ruleset_get_movetypes (self->ruleset);
  const char *id = tactics_unit_type_get_movetype (self->unit);
  guint position = GTK_INVALID_LIST_POSITION;

  for (guint i = 0; i < g_list_model_get_n_items (movetypes); i++)
    {
      g_autoptr(TacticsMovetype) movetype = g_list_model_get_item (movetypes, i);

      if (g_strcmp0 (tactics_movetype_get_id (movetype), id) == 0)
        position = i;
    }
  self->syncing = TRUE;
  gtk_drop_down_set_selected (self->unit_movetype, position);
  self->syncing = FALSE;
}

static void
on_movetype_selected (TacticsEditorUnitsPage *self,
                      GParamSpec       *pspec,
                      GtkDropDown      *dropdown)
{
  g_autoptr(TacticsMovetype) movetype = NULL;
  guint selected = gtk_drop_down_get_selected (dropdown);

  if (self->syncing || self->unit == NULL || selected == GTK_INVALID_LIST_POSITION)
    return;
  movetype = g_list_model_get_item (tactics_ruleset_get_movetypes (self->ruleset), selected);
  if (movetype == NULL)
    return;
  tactics_unit_type_set_movetype (self->unit, tactics_movetype_get_id (movetype));
  /* Translators: an Undo or Redo label; %s is a unit type's name, e.g. "Undo Change the
   * Movement of “Archer”". */
  tactics_editor_ruleset_pages_done_printf (GTK_WIDGET (self), _("Change the Movement Type of “%s”"),
                                            tactics_unit_type_get_name (self->unit));
}

/* Icon */

#define ICON_SIZE 24

/* Each icon drawn on a token of the unit's colour, beside its name; the
 * first entry (empty) is none, drawn with the unit's glyph. */
static void
setup_icon_row (GtkSignalListItemFactory *factory,
                GtkListItem              *item,
                TacticsEditorUnitsPage   *self)
{
  GtkWidget *box = gtk_box_new (GTK_ORIENTATION_HORIZONTAL, 8);

  gtk_box_append (GTK_BOX (box), tactics_editor_unit_token_new (NULL, ICON_SIZE));
  gtk_box_append (GTK_BOX (box), gtk_label_new (NULL));
  gtk_list_item_set_child (item, box);
}

static void
bind_icon_row (GtkSignalListItemFactory *factory,
               GtkListItem              *item,
               TacticsEditorUnitsPage   *self)
{
  GtkWidget *token = gtk_widget_get_first_child (gtk_list_item_get_child (item));
  GtkWidget *label = gtk_widget_get_next_sibling (token);
  const char *icon = gtk_string_object_get_string (gtk_list_item_get_item (item));
  g_autoptr(TacticsUnitType) sample = tactics_unit_type_new ("sample", "");

  /* A copy of the unit's look, with this icon. */
  if (self->unit != NULL)
    {
      tactics_unit_type_set_color (sample, tactics_unit_type_get_color (self->unit));
      tactics_unit_type_set_glyph (sample, tactics_unit_type_get_glyph (self->unit));
    }
  tactics_unit_type_set_icon (sample, icon[0] != '\0' ? icon : NULL);
  tactics_editor_unit_token_set_unit_type (TACTICS_EDITOR_UNIT_TOKEN (token), sample);
  gtk_label_set_text (GTK_LABEL (label),
                      icon[0] != '\0' ? tactics_unit_art_get_icon_name (icon) : _("None"));
}

/* The choices: none, then tactics_unit_art_list_icons(), which holds the
 * unit's own icon whatever it is. */
static void
update_icon_choices (TacticsEditorUnitsPage *self)
{
  g_autoptr(GtkStringList) choices = gtk_string_list_new (NULL);
  g_auto(GStrv) icons = NULL;
  const char *icon;
  guint position = 0;

  if (self->unit == NULL)
    return;

  icon = tactics_unit_type_get_icon (self->unit);
  icons = tactics_unit_art_list_icons (self->ruleset);
  gtk_string_list_append (choices, "");
  for (guint i = 0; icons[i] != NULL; i++)
    {
      gtk_string_list_append (choices, icons[i]);
      if (g_strcmp0 (icons[i], icon) == 0)
        position = i + 1;
    }
  self->syncing = TRUE;
  gtk_drop_down_set_model (self->unit_icon, G_LIST_MODEL (choices));
  gtk_drop_down_set_selected (self->unit_icon, position);
  self->syncing = FALSE;
}

/* Shows the unit's icon as chosen, after an edit made elsewhere (an undo). */
static void
select_icon (TacticsEditorUnitsPage *self)
{
  GListModel *choices = gtk_drop_down_get_model (self->unit_icon);
  const char *icon = tactics_unit_type_get_icon (self->unit);

  for (guint i = 0; choices != NULL && i < g_list_model_get_n_items (choices); i++)
    {
      const char *choice = gtk_string_list_get_string (GTK_STRING_LIST (choices), i);

      if (g_strcmp0 (choice, icon != NULL ? icon : "") == 0)
        {
          self->syncing = TRUE;
          gtk_drop_down_set_selected (self->unit_icon, i);
          self->syncing = FALSE;
          return;
        }
    }
  update_icon_choices (self);
}

static void
on_icon_selected (TacticsEditorUnitsPage *self,
                  GParamSpec             *pspec,
                  GtkDropDown            *dropdown)
{
  GtkStringObject *choice = gtk_drop_down_get_selected_item (dropdown);
  const char *icon;

  if (self->syncing || self->unit == NULL || choice == NULL)
    return;
  icon = gtk_string_object_get_string (choice);
  tactics_unit_type_set_icon (self->unit, icon[0] != '\0' ? icon : NULL);
  /* Translators: an Undo or Redo label; %s is a unit type's name, e.g. "Undo Change the Icon
   * of “Archer”". */
  tactics_editor_ruleset_pages_done_printf (GTK_WIDGET (self), _("Change the Icon of “%s”"),
                                            tactics_unit_type_get_name (self->unit));
}

/* Actions checklist */

static void
on_action_toggled (GtkCheckButton   *check,
                   TacticsEditorUnitsPage *self)
{
  const char *id = g_object_get_data (G_OBJECT (check), "action-id");
  const char * const *actions;
  g_autoptr(GStrvBuilder) builder = NULL;
  g_auto(GStrv) updated = NULL;
  gboolean active = gtk_check_button_get_active (check);

  if (self->syncing || self->unit == NULL)
    return;

  /* The unit's order stays; a new action goes last. */
  actions = tactics_unit_type_get_actions (self->unit);
  builder = g_strv_builder_new ();
  for (guint i = 0; actions != NULL && actions[i] != NULL; i++)
    if (!g_str_equal (actions[i], id))
      g_strv_builder_add (builder, actions[i]);
  if (active)
    g_strv_builder_add (builder, id);
  updated = g_strv_builder_end (builder);
  tactics_unit_type_set_actions (self->unit, (const char * const *) updated);
  /* Translators: an Undo or Redo label; %s is a unit type's name, e.g. "Undo Change the
   * Actions of “Archer”". */
  tactics_editor_ruleset_pages_done_printf (GTK_WIDGET (self), _("Change the Actions of “%s”"),
                                            tactics_unit_type_get_name (self->unit));
}

static void
rebuild_action_checks (TacticsEditorUnitsPage *self)
{
  GtkWidget *child;
  GListModel *actions;
  const char * const *chosen;

  while ((child = gtk_widget_get_first_child (GTK_WIDGET (self->action_checks))) != NULL)
    gtk_box_remove (self->action_checks, child);

  if (self->unit == NULL || self->ruleset == NULL)
    return;

  actions = tactics_ruleset_get_actions (self->ruleset);
  chosen = tactics_unit_type_get_actions (self->unit);
  if (g_list_model_get_n_items (actions) == 0)
    {
      GtkWidget *none = gtk_label_new (_("This ruleset has no actions yet."));

      gtk_label_set_xalign (GTK_LABEL (none), 0.0);
      gtk_widget_add_css_class (none, "dim-label");
      gtk_box_append (self->action_checks, none);
      return;
    }

  self->syncing = TRUE;
  for (guint i = 0; i < g_list_model_get_n_items (actions); i++)
    {
      g_autoptr(TacticsAction) action = g_list_model_get_item (actions, i);
      const char *id = tactics_action_get_id (action);
      g_autofree char *label = NULL;
      GtkWidget *check;

      guint range_min = tactics_action_get_range_min (action);
      guint range_max = tactics_action_get_range_max (action);
      const char *effect = tactics_action_get_effect (action) == TACTICS_EFFECT_HEAL
                           ? _("heal") : _("damage");

      if (range_min == range_max)
        /* Translators: an action in a unit's checklist, e.g. "Sword — damage 7, range 1". */
        label = g_strdup_printf (_("%s — %s %u, range %u"), tactics_action_get_name (action),
                                 effect, tactics_action_get_amount (action), range_max);
      else
        /* Translators: an action in a unit's checklist, e.g. "Bow — damage 5, range 2–3". */
        label = g_strdup_printf (_("%s — %s %u, range %u–%u"), tactics_action_get_name (action),
                                 effect, tactics_action_get_amount (action), range_min,
                                 range_max);
      check = gtk_check_button_new_with_label (label);
      g_object_set_data_full (G_OBJECT (check), "action-id", g_strdup (id), g_free);
      gtk_widget_set_name (check, id);
      gtk_check_button_set_active (GTK_CHECK_BUTTON (check),
                                   chosen != NULL && g_strv_contains (chosen, id));
      g_signal_connect (check, "toggled", G_CALLBACK (on_action_toggled), self);
      gtk_box_append (self->action_checks, check);
    }
  self->syncing = FALSE;
}

/* Resistances: a field per damage type of the ruleset, each
 * TACTICS_MIN_RESISTANCE..TACTICS_MAX_RESISTANCE; the spin buttons keep
 * their damage type ("damage-type", watched by the rebuild on any change
 * of the list). */

static char *
dup_resistance_label (GtkWidget *spin)
{
  TacticsDamageType *damage_type = g_object_get_data (G_OBJECT (spin), "damage-type");

  /* Translators: a unit's resistance field, named in a refusal or spoken, e.g. "Resistance
   * to Fire". */
  return g_strdup_printf (_("Resistance to %s"), tactics_damage_type_get_name (damage_type));
}

static gboolean
find_refused_resistance (TacticsEditorUnitsPage  *self,
                         char                   **label,
                         char                   **message)
{
  for (GtkWidget *child = gtk_widget_get_first_child (GTK_WIDGET (self->resistance_grid));
       child != NULL; child = gtk_widget_get_next_sibling (child))
    {
      g_autofree char *name = NULL;
      g_autofree char *reason = NULL;
      int value;

      if (!GTK_IS_SPIN_BUTTON (child))
        continue;
      name = dup_resistance_label (child);
      if (tactics_editor_form_parse_integer (name, gtk_editable_get_text (GTK_EDITABLE (child)),
                                             TACTICS_MIN_RESISTANCE, TACTICS_MAX_RESISTANCE,
                                             &value, &reason))
        continue;
      if (label != NULL)
        *label = g_steal_pointer (&name);
      if (message != NULL)
        *message = g_steal_pointer (&reason);
      return TRUE;
    }
  return FALSE;
}

static void
update_resistance_error (TacticsEditorUnitsPage *self)
{
  g_autofree char *message = NULL;

  find_refused_resistance (self, NULL, &message);
  tactics_editor_form_show_message (self->resistance_error, message);
}

static void
on_resistance_changed (GtkEditable            *editable,
                       TacticsEditorUnitsPage *self)
{
  TacticsDamageType *damage_type = g_object_get_data (G_OBJECT (editable), "damage-type");
  g_autofree char *label = dup_resistance_label (GTK_WIDGET (editable));
  g_autofree char *message = NULL;
  int value;

  if (self->syncing || self->unit == NULL)
    return;
  if (!tactics_editor_form_parse_integer (label, gtk_editable_get_text (editable),
                                          TACTICS_MIN_RESISTANCE, TACTICS_MAX_RESISTANCE, &value,
                                          &message))
    {
      gtk_widget_add_css_class (GTK_WIDGET (editable), "error");
      update_resistance_error (self);
      return;
    }
  gtk_widget_remove_css_class (GTK_WIDGET (editable), "error");
  self->syncing = TRUE;
  gtk_adjustment_set_value (gtk_spin_button_get_adjustment (GTK_SPIN_BUTTON (editable)), value);
  tactics_unit_type_set_resistance (self->unit, tactics_damage_type_get_id (damage_type), value);
  self->syncing = FALSE;
  update_resistance_error (self);
  /* Translators: an Undo or Redo label; a unit type's name, then a damage type's name, e.g.
   * "Undo Change the Resistance of “Archer” to “Fire”". */
  tactics_editor_ruleset_pages_name_printf (GTK_WIDGET (self),
                                            _("Change the Resistance of “%s” to “%s”"),
                                            tactics_unit_type_get_name (self->unit),
                                            tactics_damage_type_get_name (damage_type));
}

static void
rebuild_resistances (TacticsEditorUnitsPage *self)
{
  GListModel *damage_types;
  GtkWidget *child;
  guint n_damage_types;

  while ((child = gtk_widget_get_first_child (GTK_WIDGET (self->resistance_grid))) != NULL)
    gtk_grid_remove (self->resistance_grid, child);
  gtk_widget_set_visible (GTK_WIDGET (self->resistance_error), FALSE);
  if (self->unit == NULL || self->ruleset == NULL)
    return;

  damage_types = tactics_ruleset_get_damage_types (self->ruleset);
  n_damage_types = g_list_model_get_n_items (damage_types);
  if (n_damage_types == 0)
    {
      GtkWidget *none = gtk_label_new (_("This ruleset has no damage types."));

      gtk_label_set_xalign (GTK_LABEL (none), 0.0);
      gtk_widget_add_css_class (none, "dim-label");
      gtk_grid_attach (self->resistance_grid, none, 0, 0, 3, 1);
      return;
    }

  self->syncing = TRUE;
  for (guint i = 0; i < n_damage_types; i++)
    {
      g_autoptr(TacticsDamageType) damage_type = g_list_model_get_item (damage_types, i);
      const char *id = tactics_damage_type_get_id (damage_type);
      int resistance = tactics_unit_type_get_resistance (self->unit, id);
      GtkWidget *label = gtk_label_new (tactics_damage_type_get_name (damage_type));
      GtkWidget *spin = gtk_spin_button_new_with_range (TACTICS_MIN_RESISTANCE,
                                                        TACTICS_MAX_RESISTANCE, 5);
      g_autofree char *name = g_strconcat ("resistance:", id, NULL);
      g_autofree char *text = g_strdup_printf ("%d", resistance);
      g_autofree char *spoken = NULL;

      tactics_editor_form_setup_number_spin (GTK_SPIN_BUTTON (spin));
      /* Below 0 is a weakness: the field must hold it. */
      gtk_spin_button_set_range (GTK_SPIN_BUTTON (spin), -G_MAXINT / 2, G_MAXINT / 2);
      gtk_spin_button_set_increments (GTK_SPIN_BUTTON (spin), 5, 10);
      gtk_editable_set_width_chars (GTK_EDITABLE (spin), 5);
      gtk_widget_set_name (spin, name);
      g_object_set_data_full (G_OBJECT (spin), "damage-type", g_object_ref (damage_type),
                              g_object_unref);
      gtk_spin_button_set_value (GTK_SPIN_BUTTON (spin), resistance);
      gtk_editable_set_text (GTK_EDITABLE (spin), text);
      spoken = dup_resistance_label (spin);
      gtk_accessible_update_property (GTK_ACCESSIBLE (spin), GTK_ACCESSIBLE_PROPERTY_LABEL,
                                      spoken, -1);
      g_signal_connect (spin, "changed", G_CALLBACK (on_resistance_changed), self);
      /* A damage type renamed on the Actions page is renamed here too. */
      g_object_bind_property (damage_type, "name", label, "label", G_BINDING_DEFAULT);
      gtk_label_set_xalign (GTK_LABEL (label), 1.0);
      gtk_widget_set_size_request (label, 100, -1);
      gtk_grid_attach (self->resistance_grid, label, 0, (int) i, 1, 1);
      gtk_grid_attach (self->resistance_grid, spin, 1, (int) i, 1, 1);
      gtk_grid_attach (self->resistance_grid, gtk_label_new ("%"), 2, (int) i, 1, 1);
    }
  self->syncing = FALSE;
}

/* The form */

static void
on_unit_notify (TacticsEditorUnitsPage *self,
                GParamSpec       *pspec,
                TacticsUnitType  *unit)
{
  gtk_label_set_text (self->unit_title, tactics_unit_type_get_name (unit));
  /* The icon choices are drawn in the unit's colour, "None" with its glyph. */
  if (pspec != NULL && (g_str_equal (pspec->name, "color") || g_str_equal (pspec->name, "glyph")))
    update_icon_choices (self);
  else if (pspec != NULL && g_str_equal (pspec->name, "icon"))
    select_icon (self);
}

static void
show_unit (TacticsEditorUnitsPage *self,
           TacticsUnitType  *unit)
{
  if (self->unit != NULL)
    g_signal_handlers_disconnect_by_data (self->unit, self);
  g_set_object (&self->unit, unit);
  tactics_editor_unit_token_set_unit_type (self->token_preview, unit);

  tactics_editor_form_set_item (self->form, G_OBJECT (unit));
  gtk_widget_set_sensitive (GTK_WIDGET (self->unit_movetype), unit != NULL);
  gtk_widget_set_sensitive (GTK_WIDGET (self->unit_icon), unit != NULL);
  rebuild_action_checks (self);
  rebuild_resistances (self);
  if (unit == NULL)
    {
      gtk_stack_set_visible_child_name (self->forms, "empty");
      return;
    }

  g_signal_connect_object (unit, "notify", G_CALLBACK (on_unit_notify), self, G_CONNECT_SWAPPED);
  on_unit_notify (self, NULL, unit);
  select_movetype (self);
  update_icon_choices (self);
  gtk_stack_set_visible_child_name (self->forms, "form");
}

static gboolean
check_unit_id (GObject     *item,
               const char  *text,
               char       **message,
               gpointer     user_data)
{
  TacticsEditorUnitsPage *self = user_data;

  return tactics_editor_form_check_id (item, text, message, self->ruleset);
}

static void
apply_unit_id (GObject    *item,
               const char *text,
               gpointer    user_data)
{
  TacticsEditorUnitsPage *self = user_data;

  tactics_editor_form_apply_id (item, text, self->ruleset);
}

static gboolean
check_glyph (GObject     *item,
             const char  *text,
             char       **message,
             gpointer     user_data)
{
  glong length = g_utf8_strlen (text, -1);

  if (length < 1 || length > 2)
    {
      *message = g_strdup (_("One or two characters."));
      return FALSE;
    }
  return TRUE;
}

static void
on_unit_selected (TacticsEditorUnitsPage *self,
                  GParamSpec       *pspec,
                  TacticsEditorItemList  *list)
{
  show_unit (self, TACTICS_UNIT_TYPE (tactics_editor_item_list_get_item (list)));
}

static void
on_ruleset_lists_changed (TacticsEditorUnitsPage *self)
{
  /* Actions or movement types came or went: the choices change. */
  if (self->unit != NULL)
    {
      rebuild_action_checks (self);
      rebuild_resistances (self);
      select_movetype (self);
    }
}

static void
on_add_unit (TacticsEditorUnitsPage *self)
{
  GListModel *movetypes = tactics_ruleset_get_movetypes (self->ruleset);
  g_autoptr(TacticsMovetype) movetype = g_list_model_get_item (movetypes, 0);
  g_autofree char *id = tactics_ruleset_make_unique_id (self->ruleset, TACTICS_TYPE_UNIT_TYPE,
                                                        "unit");
  g_autoptr(TacticsUnitType) unit = tactics_unit_type_new (id, _("New unit"));
  guint position =
    tactics_editor_ruleset_pages_insert_position (GTK_WIDGET (self->unit_list),
                                                  tactics_ruleset_get_unit_types (self->ruleset));

  if (movetype != NULL)
    tactics_unit_type_set_movetype (unit, tactics_movetype_get_id (movetype));
  tactics_unit_type_set_color (unit, "#607d8b");
  tactics_unit_type_set_glyph (unit, "N");
  tactics_ruleset_insert_unit_type (self->ruleset, position, unit);
  tactics_editor_item_list_set_selected (self->unit_list, position);
  /* Translators: an Undo or Redo label. */
  tactics_editor_ruleset_pages_done (GTK_WIDGET (self), _("Add Unit Type"));
  gtk_widget_grab_focus (GTK_WIDGET (self->unit_name));
}

static void
on_duplicate_unit (TacticsEditorUnitsPage *self)
{
  tactics_editor_ruleset_pages_duplicate (GTK_WIDGET (self), self->ruleset,
                                          GTK_WIDGET (self->unit_list),
                                          tactics_ruleset_get_unit_types (self->ruleset));
}

static void
on_remove_unit (TacticsEditorUnitsPage *self)
{
  tactics_editor_ruleset_pages_remove (GTK_WIDGET (self), self->ruleset,
                                       tactics_editor_item_list_get_item (self->unit_list));
}

static void
on_move_unit (TacticsEditorUnitsPage *self,
              int               delta)
{
  tactics_editor_ruleset_pages_move (self->ruleset, GTK_WIDGET (self->unit_list),
                              tactics_ruleset_get_unit_types (self->ruleset), delta);
}

static void
tactics_editor_units_page_dispose (GObject *object)
{
  TacticsEditorUnitsPage *self = TACTICS_EDITOR_UNITS_PAGE (object);

  tactics_editor_units_page_set_ruleset (self, NULL);
  g_clear_pointer (&self->form, tactics_editor_form_free);
  gtk_widget_dispose_template (GTK_WIDGET (self), TACTICS_TYPE_EDITOR_UNITS_PAGE);
  {
    GtkWidget *child;

    /* A plain GtkWidget parent unparents its own children. */
    while ((child = gtk_widget_get_first_child (GTK_WIDGET (self))) != NULL)
      gtk_widget_unparent (child);
  }

  G_OBJECT_CLASS (tactics_editor_units_page_parent_class)->dispose (object);
}

static void
tactics_editor_units_page_class_init (TacticsEditorUnitsPageClass *klass)
{
  GObjectClass *object_class = G_OBJECT_CLASS (klass);
  GtkWidgetClass *widget_class = GTK_WIDGET_CLASS (klass);

  g_type_ensure (TACTICS_TYPE_EDITOR_UNIT_TOKEN);

  object_class->dispose = tactics_editor_units_page_dispose;

  gtk_widget_class_set_template_from_resource (widget_class,
                                               "/io/tactics/Editor/tactics-editor-units-page.ui");
  gtk_widget_class_bind_template_child (widget_class, TacticsEditorUnitsPage, lists_box);
  gtk_widget_class_bind_template_child (widget_class, TacticsEditorUnitsPage, forms);
  gtk_widget_class_bind_template_child (widget_class, TacticsEditorUnitsPage, token_preview);
  gtk_widget_class_bind_template_child (widget_class, TacticsEditorUnitsPage, unit_title);
  gtk_widget_class_bind_template_child (widget_class, TacticsEditorUnitsPage, unit_name);
  gtk_widget_class_bind_template_child (widget_class, TacticsEditorUnitsPage, unit_name_error);
  gtk_widget_class_bind_template_child (widget_class, TacticsEditorUnitsPage, unit_id);
  gtk_widget_class_bind_template_child (widget_class, TacticsEditorUnitsPage, unit_id_error);
  gtk_widget_class_bind_template_child (widget_class, TacticsEditorUnitsPage, unit_description);
  gtk_widget_class_bind_template_child (widget_class, TacticsEditorUnitsPage, unit_hp);
  gtk_widget_class_bind_template_child (widget_class, TacticsEditorUnitsPage, unit_hp_error);
  gtk_widget_class_bind_template_child (widget_class, TacticsEditorUnitsPage, unit_move);
  gtk_widget_class_bind_template_child (widget_class, TacticsEditorUnitsPage, unit_move_error);
  gtk_widget_class_bind_template_child (widget_class, TacticsEditorUnitsPage, unit_movetype);
  gtk_widget_class_bind_template_child (widget_class, TacticsEditorUnitsPage, unit_speed);
  gtk_widget_class_bind_template_child (widget_class, TacticsEditorUnitsPage, unit_speed_error);
  gtk_widget_class_bind_template_child (widget_class, TacticsEditorUnitsPage, unit_sight);
  gtk_widget_class_bind_template_child (widget_class, TacticsEditorUnitsPage, unit_sight_error);
  gtk_widget_class_bind_template_child (widget_class, TacticsEditorUnitsPage, unit_color);
  gtk_widget_class_bind_template_child (widget_class, TacticsEditorUnitsPage, unit_icon);
  gtk_widget_class_bind_template_child (widget_class, TacticsEditorUnitsPage, unit_glyph);
  gtk_widget_class_bind_template_child (widget_class, TacticsEditorUnitsPage, unit_glyph_error);
  gtk_widget_class_bind_template_child (widget_class, TacticsEditorUnitsPage, action_checks);
  gtk_widget_class_bind_template_child (widget_class, TacticsEditorUnitsPage, resistance_grid);
  gtk_widget_class_bind_template_child (widget_class, TacticsEditorUnitsPage, resistance_error);

  gtk_widget_class_set_layout_manager_type (widget_class, GTK_TYPE_BOX_LAYOUT);
}

static void
tactics_editor_units_page_init (TacticsEditorUnitsPage *self)
{
  GtkExpression *name;
  g_autoptr(GtkListItemFactory) factory = NULL;

  gtk_widget_init_template (GTK_WIDGET (self));

  self->unit_list = TACTICS_EDITOR_ITEM_LIST (tactics_editor_item_list_new (_("Unit prototypes")));
  gtk_widget_set_vexpand (GTK_WIDGET (self->unit_list), TRUE);
  tactics_editor_item_list_set_picture_func (self->unit_list, unit_picture, self);
  gtk_widget_set_name (GTK_WIDGET (self->unit_list), "unit-prototypes");
  gtk_box_append (GTK_BOX (self->lists_box), GTK_WIDGET (self->unit_list));
  g_signal_connect_swapped (self->unit_list, "notify::selected",
                            G_CALLBACK (on_unit_selected), self);
  g_signal_connect_swapped (self->unit_list, "add", G_CALLBACK (on_add_unit), self);
  g_signal_connect_swapped (self->unit_list, "duplicate", G_CALLBACK (on_duplicate_unit), self);
  g_signal_connect_swapped (self->unit_list, "remove", G_CALLBACK (on_remove_unit), self);
  g_signal_connect_swapped (self->unit_list, "move", G_CALLBACK (on_move_unit), self);

  name = gtk_property_expression_new (TACTICS_TYPE_MOVETYPE, NULL, "name");
  gtk_drop_down_set_expression (self->unit_movetype, name);
  gtk_expression_unref (name);
  g_signal_connect_swapped (self->unit_movetype, "notify::selected",
                            G_CALLBACK (on_movetype_selected), self);

  factory = gtk_signal_list_item_factory_new ();
  g_signal_connect (factory, "setup", G_CALLBACK (setup_icon_row), self);
  g_signal_connect (factory, "bind", G_CALLBACK (bind_icon_row), self);
  gtk_drop_down_set_factory (self->unit_icon, factory);
  g_signal_connect_swapped (self->unit_icon, "notify::selected",
                            G_CALLBACK (on_icon_selected), self);

  self->form = tactics_editor_form_new ();
  tactics_editor_form_bind_text (self->form, GTK_EDITABLE (self->unit_name), self->unit_name_error,
                          "name", tactics_editor_form_check_name, NULL);
  tactics_editor_form_bind_text_full (self->form, GTK_EDITABLE (self->unit_id),
                                      self->unit_id_error, "id", check_unit_id, apply_unit_id,
                                      self);
  tactics_editor_form_bind_long_text (self->form, self->unit_description, "description");
  tactics_editor_form_bind_number (self->form, self->unit_hp, self->unit_hp_error, "max-hp",
                            1, TACTICS_MAX_HP);
  tactics_editor_form_bind_number (self->form, self->unit_move, self->unit_move_error, "move",
                            0, TACTICS_MAX_MOVE);
  tactics_editor_form_bind_number (self->form, self->unit_speed, self->unit_speed_error, "speed",
                            1, TACTICS_MAX_SPEED);
  tactics_editor_form_bind_number (self->form, self->unit_sight, self->unit_sight_error, "sight",
                                   0, TACTICS_MAX_SIGHT);
  tactics_editor_form_bind_color (self->form, self->unit_color, "color");
  tactics_editor_form_bind_text (self->form, GTK_EDITABLE (self->unit_glyph), self->unit_glyph_error,
                          "glyph", check_glyph, NULL);
}

GtkWidget *
tactics_editor_units_page_new (void)
{
  return g_object_new (TACTICS_TYPE_EDITOR_UNITS_PAGE, NULL);
}

void
tactics_editor_units_page_set_ruleset (TacticsEditorUnitsPage *self,
                                TacticsRuleset   *ruleset)
{
  g_return_if_fail (TACTICS_IS_EDITOR_UNITS_PAGE (self));

  if (self->ruleset == ruleset)
    return;

  if (self->ruleset != NULL)
    {
      g_signal_handlers_disconnect_by_data (tactics_ruleset_get_actions (self->ruleset), self);
      g_signal_handlers_disconnect_by_data (tactics_ruleset_get_movetypes (self->ruleset), self);
      g_signal_handlers_disconnect_by_data (tactics_ruleset_get_damage_types (self->ruleset),
                                            self);
    }
  show_unit (self, NULL);
  g_set_object (&self->ruleset, ruleset);
  gtk_drop_down_set_model (self->unit_movetype,
                           ruleset != NULL ? tactics_ruleset_get_movetypes (ruleset) : NULL);
  tactics_editor_item_list_set_model (self->unit_list,
                               ruleset != NULL ? tactics_ruleset_get_unit_types (ruleset) : NULL);
  if (ruleset == NULL)
    return;

  g_signal_connect_object (tactics_ruleset_get_actions (ruleset), "items-changed",
                           G_CALLBACK (on_ruleset_lists_changed), self, G_CONNECT_SWAPPED);
  g_signal_connect_object (tactics_ruleset_get_movetypes (ruleset), "items-changed",
                           G_CALLBACK (on_ruleset_lists_changed), self, G_CONNECT_SWAPPED);
  g_signal_connect_object (tactics_ruleset_get_damage_types (ruleset), "items-changed",
                           G_CALLBACK (on_ruleset_lists_changed), self, G_CONNECT_SWAPPED);
  show_unit (self, TACTICS_UNIT_TYPE (tactics_editor_item_list_get_item (self->unit_list)));
}

void
tactics_editor_units_page_select (TacticsEditorUnitsPage *self,
                           guint             position)
{
  g_return_if_fail (TACTICS_IS_EDITOR_UNITS_PAGE (self));

  tactics_editor_item_list_set_selected (self->unit_list, position);
  show_unit (self, TACTICS_UNIT_TYPE (tactics_editor_item_list_get_item (self->unit_list)));
}

void
tactics_editor_units_page_refresh (TacticsEditorUnitsPage *self)
{
  g_return_if_fail (TACTICS_IS_EDITOR_UNITS_PAGE (self));

  /* Undo and redo put values back behind the forms' backs. */
  show_unit (self, self->unit);
}

void
tactics_editor_units_page_set_shared (TacticsEditorUnitsPage *self,
                                      gboolean                shared)
{
  g_return_if_fail (TACTICS_IS_EDITOR_UNITS_PAGE (self));

  /* Translators: a note under the id of a unit type in a ruleset file of its own. */
  tactics_editor_form_set_hint (self->form, GTK_WIDGET (self->unit_id),
                                shared ? _("Other maps and saved matches may use this id.") : NULL);
}

gboolean
tactics_editor_units_page_get_invalid_field (TacticsEditorUnitsPage *self,
                                             char                   **label,
                                             char                   **message)
{
  g_return_val_if_fail (TACTICS_IS_EDITOR_UNITS_PAGE (self), FALSE);

  return tactics_editor_form_get_invalid_field (self->form, label, message)
         || find_refused_resistance (self, label, message);
}
