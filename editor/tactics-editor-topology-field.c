/* SPDX-License-Identifier: GPL-3.0-or-later */
#include "config.h"

#include <glib/gi18n.h>

#include "tactics-editor-topology-field.h"

struct _TacticsEditorTopologyField
{
  GtkWidget    parent_instance;

  GtkDropDown *dropdown;
};

enum {
  PROP_0,
  PROP_TOPOLOGY,
  N_PROPS
};

static GParamSpec *properties[N_PROPS];

G_DEFINE_FINAL_TYPE (TacticsEditorTopologyField, tactics_editor_topology_field, GTK_TYPE_WIDGET)

/* The drop-down's rows, in this order. */
static const TacticsTopology topologies[] = { TACTICS_TOPOLOGY_SQUARE, TACTICS_TOPOLOGY_HEX };

static void
on_selected_changed (TacticsEditorTopologyField *self)
{
  g_object_notify_by_pspec (G_OBJECT (self), properties[PROP_TOPOLOGY]);
}

/* A label's mnemonic opens the drop-down. */
static gboolean
tactics_editor_topology_field_mnemonic_activate (GtkWidget *widget,
                                                 gboolean   group_cycling)
{
  TacticsEditorTopologyField *self = TACTICS_EDITOR_TOPOLOGY_FIELD (widget);

  return gtk_widget_mnemonic_activate (GTK_WIDGET (self->dropdown), group_cycling);
}

static void
tactics_editor_topology_field_get_property (GObject    *object,
                                            guint       prop_id,
                                            GValue     *value,
                                            GParamSpec *pspec)
{
  TacticsEditorTopologyField *self = TACTICS_EDITOR_TOPOLOGY_FIELD (object);

  switch (prop_id)
    {
    case PROP_TOPOLOGY:
      g_value_set_enum (value, tactics_editor_topology_field_get_topology (self));
      break;
    default:
      G_OBJECT_WARN_INVALID_PROPERTY_ID (object, prop_id, pspec);
    }
}

static void
tactics_editor_topology_field_set_property (GObject      *object,
                                            guint         prop_id,
                                            const GValue *value,
                                            GParamSpec   *pspec)
{
  TacticsEditorTopologyField *self = TACTICS_EDITOR_TOPOLOGY_FIELD (object);

  switch (prop_id)
    {
    case PROP_TOPOLOGY:
      tactics_editor_topology_field_set_topology (self, g_value_get_enum (value));
      break;
    default:
      G_OBJECT_WARN_INVALID_PROPERTY_ID (object, prop_id, pspec);
    }
}

static void
tactics_editor_topology_field_dispose (GObject *object)
{
  TacticsEditorTopologyField *self = TACTICS_EDITOR_TOPOLOGY_FIELD (object);

  if (self->dropdown != NULL)
    {
      gtk_widget_unparent (GTK_WIDGET (self->dropdown));
      self->dropdown = NULL;
    }

  G_OBJECT_CLASS (tactics_editor_topology_field_parent_class)->dispose (object);
}

static void
tactics_editor_topology_field_class_init (TacticsEditorTopologyFieldClass *klass)
{
  GObjectClass *object_class = G_OBJECT_CLASS (klass);
  GtkWidgetClass *widget_class = GTK_WIDGET_CLASS (klass);

  object_class->get_property = tactics_editor_topology_field_get_property;
  object_class->set_property = tactics_editor_topology_field_set_property;
  object_class->dispose = tactics_editor_topology_field_dispose;
  widget_class->mnemonic_activate = tactics_editor_topology_field_mnemonic_activate;

  properties[PROP_TOPOLOGY] =
    g_param_spec_enum ("topology", NULL, NULL, TACTICS_TYPE_TOPOLOGY, TACTICS_TOPOLOGY_SQUARE,
                       G_PARAM_READWRITE | G_PARAM_EXPLICIT_NOTIFY | G_PARAM_STATIC_STRINGS);
  g_object_class_install_properties (object_class, N_PROPS, properties);

  gtk_widget_class_set_layout_manager_type (widget_class, GTK_TYPE_BIN_LAYOUT);
}

static void
tactics_editor_topology_field_init (TacticsEditorTopologyField *self)
{
  const char * const names[] = { _("Squares"), _("Hexagons"), NULL };
  GtkStringList *model = gtk_string_list_new (names);

  G_STATIC_ASSERT (G_N_ELEMENTS (names) == G_N_ELEMENTS (topologies) + 1);
  self->dropdown = GTK_DROP_DOWN (gtk_drop_down_new (G_LIST_MODEL (model), NULL));
  gtk_widget_set_name (GTK_WIDGET (self->dropdown), "topology_dropdown");
  gtk_widget_set_hexpand (GTK_WIDGET (self->dropdown), TRUE);
  gtk_widget_set_parent (GTK_WIDGET (self->dropdown), GTK_WIDGET (self));
  g_signal_connect_swapped (self->dropdown, "notify::selected",
                            G_CALLBACK (on_selected_changed), self);
}

GtkWidget *
tactics_editor_topology_field_new (void)
{
  return g_object_new (TACTICS_TYPE_EDITOR_TOPOLOGY_FIELD, NULL);
}

TacticsTopology
tactics_editor_topology_field_get_topology (TacticsEditorTopologyField *self)
{
  guint selected;

  g_return_val_if_fail (TACTICS_IS_EDITOR_TOPOLOGY_FIELD (self), TACTICS_TOPOLOGY_SQUARE);

  selected = gtk_drop_down_get_selected (self->dropdown);
  return selected < G_N_ELEMENTS (topologies) ? topologies[selected] : TACTICS_TOPOLOGY_SQUARE;
}

void
tactics_editor_topology_field_set_topology (TacticsEditorTopologyField *self,
                                            TacticsTopology             topology)
{
  g_return_if_fail (TACTICS_IS_EDITOR_TOPOLOGY_FIELD (self));

  for (guint i = 0; i < G_N_ELEMENTS (topologies); i++)
    if (topologies[i] == topology)
      {
        gtk_drop_down_set_selected (self->dropdown, i);
        return;
      }
  g_return_if_reached ();
}
