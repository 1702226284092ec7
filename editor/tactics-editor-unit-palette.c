/* SPDX-License-Identifier: GPL-3.0-or-later */
#include "config.h"

#include <glib/gi18n.h>

#include "tactics-editor-unit-palette.h"
#include "tactics-editor-unit-token.h"

#define TOKEN_SIZE 28

struct _TacticsEditorUnitPalette
{
  GtkWidget        parent_instance;

  GtkWidget       *box;
  GtkDropDown     *side_choice;
  GtkListBox      *list;
  GtkWidget       *message;
  TacticsScenario *scenario;
  TacticsMap      *map;
  TacticsUnitType *unit_type;
  TacticsSide     *watched_side; /* whose team the tokens show */
};

G_DEFINE_FINAL_TYPE (TacticsEditorUnitPalette, tactics_editor_unit_palette, GTK_TYPE_WIDGET)

enum {
  PROP_0,
  PROP_SCENARIO,
  PROP_SIDE,
  PROP_UNIT_TYPE,
  N_PROPS
};

static GParamSpec *properties[N_PROPS];

/* The chosen side's team, whose colour and shape its units have on the
 * board; -1 when no side is chosen. */
static int
current_team (TacticsEditorUnitPalette *self)
{
  TacticsSide *side = tactics_editor_unit_palette_get_side (self);

  return side != NULL ? (int) tactics_side_get_team (side) : -1;
}

/* Unit rows, each a drag source of its unit type */

static GdkContentProvider *
on_drag_prepare (GtkDragSource *source,
                 double         x,
                 double         y,
                 GtkWidget     *row)
{
  TacticsUnitType *type = g_object_get_data (G_OBJECT (row), "unit-type");

  return gdk_content_provider_new_typed (TACTICS_TYPE_UNIT_TYPE, type);
}

static void
on_drag_begin (GtkDragSource *source,
               GdkDrag       *drag,
               GtkWidget     *row)
{
  GtkWidget *token = g_object_get_data (G_OBJECT (row), "token");
  g_autoptr(GdkPaintable) icon = gtk_widget_paintable_new (token);

  gtk_drag_source_set_icon (source, icon, TOKEN_SIZE / 2, TOKEN_SIZE / 2);
}

static void
update_row (GtkWidget       *row,
            GParamSpec      *pspec,
            TacticsUnitType *type)
{
  gtk_label_set_text (g_object_get_data (G_OBJECT (row), "name"), tactics_unit_type_get_name (type));
}

static GtkWidget *
create_row (gpointer item,
            gpointer user_data)
{
  TacticsUnitType *type = item;
  GtkWidget *row = gtk_list_box_row_new ();
  GtkWidget *box = gtk_box_new (GTK_ORIENTATION_HORIZONTAL, 10);
  TacticsEditorUnitPalette *self = user_data;
  GtkWidget *token = tactics_editor_unit_token_new (type, TOKEN_SIZE);
  GtkWidget *name = gtk_label_new (NULL);
  GtkDragSource *source = gtk_drag_source_new ();

  gtk_label_set_xalign (GTK_LABEL (name), 0.0);
  gtk_label_set_ellipsize (GTK_LABEL (name), PANGO_ELLIPSIZE_END);
  gtk_widget_set_hexpand (name, TRUE);
  tactics_editor_unit_token_set_team (TACTICS_EDITOR_UNIT_TOKEN (token), current_team (self));
  gtk_box_append (GTK_BOX (box), token);
  gtk_box_append (GTK_BOX (box), name);
  gtk_list_box_row_set_child (GTK_LIST_BOX_ROW (row), box);
  gtk_widget_set_tooltip_text (row, _("Drag onto the board to place"));

  g_object_set_data (G_OBJECT (row), "unit-type", type);
  g_object_set_data (G_OBJECT (row), "token", token);
  g_object_set_data (G_OBJECT (row), "name", name);
  gtk_drag_source_set_actions (source, GDK_ACTION_COPY);
  g_signal_connect (source, "prepare", G_CALLBACK (on_drag_prepare), row);
  g_signal_connect (source, "drag-begin", G_CALLBACK (on_drag_begin), row);
  gtk_widget_add_controller (row, GTK_EVENT_CONTROLLER (source));
  g_signal_connect_object (type, "notify::name", G_CALLBACK (update_row), row, G_CONNECT_SWAPPED);
  update_row (row, NULL, type);
  return row;
}

static void
on_row_selected (TacticsEditorUnitPalette *self,
                 GtkListBoxRow            *row)
{
  TacticsUnitType *type = row != NULL ? g_object_get_data (G_OBJECT (row), "unit-type") : NULL;

  if (g_set_object (&self->unit_type, type))
    g_object_notify_by_pspec (G_OBJECT (self), properties[PROP_UNIT_TYPE]);
}

/* The ruleset's unit types, again when the map's ruleset changes. */
static void
bind_unit_types (TacticsEditorUnitPalette *self)
{
  GListModel *types = self->map != NULL
                      ? tactics_ruleset_get_unit_types (tactics_map_get_ruleset (self->map)) : NULL;
  GtkListBoxRow *first;

  gtk_list_box_bind_model (self->list, types, create_row, self, NULL);
  first = gtk_list_box_get_row_at_index (self->list, 0);
  if (first != NULL)
    gtk_list_box_select_row (self->list, first);
  on_row_selected (self, first);
}

/* Sides */

static char *
side_label (TacticsSide *side,
            const char  *name,
            gpointer     user_data)
{
  return g_strdup (side != NULL ? tactics_side_get_display_name (side) : "");
}

/* The tokens take the chosen side's team colour and shape, as the units
 * placed from them do on the board. */
static void
update_tokens (TacticsEditorUnitPalette *self)
{
  int team = current_team (self);
  GtkListBoxRow *row;

  for (int i = 0; (row = gtk_list_box_get_row_at_index (self->list, i)) != NULL; i++)
    tactics_editor_unit_token_set_team (g_object_get_data (G_OBJECT (row), "token"), team);
}

static void
watch_side (TacticsEditorUnitPalette *self,
            TacticsSide              *side)
{
  if (self->watched_side == side)
    return;
  if (self->watched_side != NULL)
    g_signal_handlers_disconnect_by_data (self->watched_side, self);
  g_set_object (&self->watched_side, side);
  if (side != NULL)
    g_signal_connect_object (side, "notify::team", G_CALLBACK (update_tokens), self,
                             G_CONNECT_SWAPPED);
}

static void
on_side_item_changed (TacticsEditorUnitPalette *self)
{
  watch_side (self, tactics_editor_unit_palette_get_side (self));
  update_tokens (self);
}

static void
on_side_selected (TacticsEditorUnitPalette *self)
{
  tactics_editor_unit_palette_set_message (self, "");
  g_object_notify_by_pspec (G_OBJECT (self), properties[PROP_SIDE]);
}

/* GObject */

static void
tactics_editor_unit_palette_dispose (GObject *object)
{
  TacticsEditorUnitPalette *self = TACTICS_EDITOR_UNIT_PALETTE (object);

  tactics_editor_unit_palette_set_scenario (self, NULL);
  watch_side (self, NULL);
  g_clear_object (&self->unit_type);
  g_clear_pointer (&self->box, gtk_widget_unparent);

  G_OBJECT_CLASS (tactics_editor_unit_palette_parent_class)->dispose (object);
}

static void
tactics_editor_unit_palette_get_property (GObject    *object,
                                          guint       prop_id,
                                          GValue     *value,
                                          GParamSpec *pspec)
{
  TacticsEditorUnitPalette *self = TACTICS_EDITOR_UNIT_PALETTE (object);

  switch (prop_id)
    {
    case PROP_SCENARIO:
      g_value_set_object (value, self->scenario);
      break;
    case PROP_SIDE:
      g_value_set_object (value, tactics_editor_unit_palette_get_side (self));
      break;
    case PROP_UNIT_TYPE:
      g_value_set_object (value, self->unit_type);
      break;
    default:
      G_OBJECT_WARN_INVALID_PROPERTY_ID (object, prop_id, pspec);
    }
}

static void
tactics_editor_unit_palette_set_property (GObject      *object,
                                          guint         prop_id,
                                          const GValue *value,
                                          GParamSpec   *pspec)
{
  TacticsEditorUnitPalette *self = TACTICS_EDITOR_UNIT_PALETTE (object);

  switch (prop_id)
    {
    case PROP_SCENARIO:
      tactics_editor_unit_palette_set_scenario (self, g_value_get_object (value));
      break;
    case PROP_SIDE:
      tactics_editor_unit_palette_set_side (self, g_value_get_object (value));
      break;
    default:
      G_OBJECT_WARN_INVALID_PROPERTY_ID (object, prop_id, pspec);
    }
}

static void
tactics_editor_unit_palette_class_init (TacticsEditorUnitPaletteClass *klass)
{
  GObjectClass *object_class = G_OBJECT_CLASS (klass);
  GtkWidgetClass *widget_class = GTK_WIDGET_CLASS (klass);

  object_class->dispose = tactics_editor_unit_palette_dispose;
  object_class->get_property = tactics_editor_unit_palette_get_property;
  object_class->set_property = tactics_editor_unit_palette_set_property;

  properties[PROP_SCENARIO] =
    g_param_spec_object ("scenario", NULL, NULL, TACTICS_TYPE_SCENARIO,
                         G_PARAM_READWRITE | G_PARAM_EXPLICIT_NOTIFY | G_PARAM_STATIC_STRINGS);
  properties[PROP_SIDE] =
    g_param_spec_object ("side", NULL, NULL, TACTICS_TYPE_SIDE,
                         G_PARAM_READWRITE | G_PARAM_EXPLICIT_NOTIFY | G_PARAM_STATIC_STRINGS);
  properties[PROP_UNIT_TYPE] =
    g_param_spec_object ("unit-type", NULL, NULL, TACTICS_TYPE_UNIT_TYPE,
                         G_PARAM_READABLE | G_PARAM_STATIC_STRINGS);
  g_object_class_install_properties (object_class, N_PROPS, properties);

  gtk_widget_class_set_layout_manager_type (widget_class, GTK_TYPE_BIN_LAYOUT);
}

static void
tactics_editor_unit_palette_init (TacticsEditorUnitPalette *self)
{
  GtkWidget *side_row = gtk_box_new (GTK_ORIENTATION_HORIZONTAL, 8);
  GtkWidget *side_label_widget = gtk_label_new_with_mnemonic (_("_Side"));
  GtkWidget *scroller = gtk_scrolled_window_new ();
  GtkWidget *hint;
  GtkExpression *name = gtk_property_expression_new (TACTICS_TYPE_SIDE, NULL, "name");
  GtkExpression *label;

  self->box = gtk_box_new (GTK_ORIENTATION_VERTICAL, 6);
  gtk_widget_set_parent (self->box, GTK_WIDGET (self));

  label = gtk_cclosure_expression_new (G_TYPE_STRING, NULL, 1, &name, G_CALLBACK (side_label),
                                       NULL, NULL);
  self->side_choice = GTK_DROP_DOWN (gtk_drop_down_new (NULL, label));
  gtk_widget_set_name (GTK_WIDGET (self->side_choice), "unit_palette_side");
  gtk_widget_set_hexpand (GTK_WIDGET (self->side_choice), TRUE);
  gtk_label_set_mnemonic_widget (GTK_LABEL (side_label_widget), GTK_WIDGET (self->side_choice));
  g_signal_connect_swapped (self->side_choice, "notify::selected",
                            G_CALLBACK (on_side_selected), self);
  /* Also when another scenario's side comes at the same place. */
  g_signal_connect_swapped (self->side_choice, "notify::selected-item",
                            G_CALLBACK (on_side_item_changed), self);
  gtk_box_append (GTK_BOX (side_row), side_label_widget);
  gtk_box_append (GTK_BOX (side_row), GTK_WIDGET (self->side_choice));
  gtk_box_append (GTK_BOX (self->box), side_row);

  self->list = GTK_LIST_BOX (gtk_list_box_new ());
  gtk_widget_set_name (GTK_WIDGET (self->list), "unit_palette_list");
  gtk_list_box_set_selection_mode (self->list, GTK_SELECTION_BROWSE);
  gtk_widget_add_css_class (GTK_WIDGET (self->list), "boxed-list");
  gtk_accessible_update_property (GTK_ACCESSIBLE (self->list), GTK_ACCESSIBLE_PROPERTY_LABEL,
                                  _("Units to place"), -1);
  g_signal_connect_swapped (self->list, "row-selected", G_CALLBACK (on_row_selected), self);
  gtk_scrolled_window_set_policy (GTK_SCROLLED_WINDOW (scroller), GTK_POLICY_NEVER,
                                  GTK_POLICY_AUTOMATIC);
  gtk_scrolled_window_set_propagate_natural_height (GTK_SCROLLED_WINDOW (scroller), TRUE);
  gtk_scrolled_window_set_child (GTK_SCROLLED_WINDOW (scroller), GTK_WIDGET (self->list));
  gtk_widget_set_vexpand (scroller, TRUE);
  gtk_box_append (GTK_BOX (self->box), scroller);

  self->message = gtk_label_new (NULL);
  gtk_widget_set_name (self->message, "unit_palette_message");
  gtk_label_set_wrap (GTK_LABEL (self->message), TRUE);
  gtk_label_set_max_width_chars (GTK_LABEL (self->message), 30);
  gtk_label_set_xalign (GTK_LABEL (self->message), 0.0);
  gtk_widget_add_css_class (self->message, "field-error");
  gtk_box_append (GTK_BOX (self->box), self->message);

  hint = gtk_label_new (_("Drag a unit onto the board, or click a cell to place the chosen one. "
                          "Drag a placed unit to move it; a right click removes it."));
  gtk_label_set_wrap (GTK_LABEL (hint), TRUE);
  gtk_label_set_max_width_chars (GTK_LABEL (hint), 30);
  gtk_widget_add_css_class (hint, "caption");
  gtk_label_set_xalign (GTK_LABEL (hint), 0.0);
  gtk_widget_add_css_class (hint, "dim-label");
  gtk_box_append (GTK_BOX (self->box), hint);
}

GtkWidget *
tactics_editor_unit_palette_new (void)
{
  return g_object_new (TACTICS_TYPE_EDITOR_UNIT_PALETTE, NULL);
}

void
tactics_editor_unit_palette_set_scenario (TacticsEditorUnitPalette *self,
                                          TacticsScenario          *scenario)
{
  g_return_if_fail (TACTICS_IS_EDITOR_UNIT_PALETTE (self));
  g_return_if_fail (scenario == NULL || TACTICS_IS_SCENARIO (scenario));

  if (self->scenario == scenario)
    return;
  if (self->map != NULL)
    g_signal_handlers_disconnect_by_data (self->map, self);
  g_set_object (&self->scenario, scenario);
  g_set_object (&self->map, (scenario != NULL ? tactics_scenario_get_map (scenario) : NULL));
  if (self->map != NULL)
    g_signal_connect_object (self->map, "notify::ruleset", G_CALLBACK (bind_unit_types), self,
                             G_CONNECT_SWAPPED);
  gtk_drop_down_set_model (self->side_choice,
                           scenario != NULL ? tactics_scenario_get_sides (scenario) : NULL);
  bind_unit_types (self);
  tactics_editor_unit_palette_set_message (self, "");
  g_object_notify_by_pspec (G_OBJECT (self), properties[PROP_SCENARIO]);
}

TacticsSide *
tactics_editor_unit_palette_get_side (TacticsEditorUnitPalette *self)
{
  g_return_val_if_fail (TACTICS_IS_EDITOR_UNIT_PALETTE (self), NULL);

  return gtk_drop_down_get_selected_item (self->side_choice);
}

void
tactics_editor_unit_palette_set_side (TacticsEditorUnitPalette *self,
                                      TacticsSide              *side)
{
  GListModel *sides;

  g_return_if_fail (TACTICS_IS_EDITOR_UNIT_PALETTE (self));

  if (self->scenario == NULL || side == NULL)
    return;
  sides = tactics_scenario_get_sides (self->scenario);
  for (guint i = 0; i < g_list_model_get_n_items (sides); i++)
    {
      g_autoptr(TacticsSide) item = g_list_model_get_item (sides, i);

      if (item == side)
        gtk_drop_down_set_selected (self->side_choice, i);
    }
}

TacticsUnitType *
tactics_editor_unit_palette_get_unit_type (TacticsEditorUnitPalette *self)
{
  g_return_val_if_fail (TACTICS_IS_EDITOR_UNIT_PALETTE (self), NULL);

  return self->unit_type;
}

void
tactics_editor_unit_palette_set_message (TacticsEditorUnitPalette *self,
                                         const char               *message)
{
  g_return_if_fail (TACTICS_IS_EDITOR_UNIT_PALETTE (self));

  gtk_label_set_text (GTK_LABEL (self->message), message);
  gtk_widget_set_visible (self->message, *message != '\0');
}
