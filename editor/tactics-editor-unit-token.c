/* SPDX-License-Identifier: GPL-3.0-or-later */
#include "config.h"

#include "tactics-editor-unit-token.h"

struct _TacticsEditorUnitToken
{
  GtkWidget        parent_instance;

  TacticsUnitType *unit_type;
  int              size;
  int              team; /* -1: the unit type's colour */
};

G_DEFINE_FINAL_TYPE (TacticsEditorUnitToken, tactics_editor_unit_token, GTK_TYPE_WIDGET)

enum {
  PROP_0,
  PROP_UNIT_TYPE,
  PROP_SIZE,
  N_PROPS
};

static GParamSpec *properties[N_PROPS];

static void
tactics_editor_unit_token_snapshot (GtkWidget   *widget,
                                    GtkSnapshot *snapshot)
{
  TacticsEditorUnitToken *self = TACTICS_EDITOR_UNIT_TOKEN (widget);
  int width = gtk_widget_get_width (widget);
  int height = gtk_widget_get_height (widget);
  GdkRGBA color = { 0.6f, 0.6f, 0.6f, 1.0f };
  TacticsTokenShape shape = TACTICS_TOKEN_SHAPE_CIRCLE;
  const char *spec;

  if (self->unit_type == NULL)
    return;
  spec = tactics_unit_type_get_color (self->unit_type);
  if (self->team >= 0)
    {
      tactics_team_get_rgba ((guint) self->team, &color);
      shape = tactics_team_get ((guint) self->team)->shape;
    }
  else if (spec != NULL)
    gdk_rgba_parse (&color, spec);
  /* A little short of the widget, for the painter's shadow. */
  tactics_unit_art_snapshot_token (snapshot, shape, &color,
                                   tactics_unit_type_get_icon (self->unit_type),
                                   tactics_unit_type_get_glyph (self->unit_type), width / 2.0,
                                   height / 2.0, MIN (width, height) * 0.88,
                                   gtk_widget_get_scale_factor (widget), TACTICS_TOKEN_NORMAL);
}

static void
tactics_editor_unit_token_measure (GtkWidget      *widget,
                                   GtkOrientation  orientation,
                                   int             for_size,
                                   int            *minimum,
                                   int            *natural,
                                   int            *minimum_baseline,
                                   int            *natural_baseline)
{
  TacticsEditorUnitToken *self = TACTICS_EDITOR_UNIT_TOKEN (widget);

  *minimum = *natural = self->size;
}

void
tactics_editor_unit_token_set_unit_type (TacticsEditorUnitToken *self,
                                         TacticsUnitType        *unit_type)
{
  g_return_if_fail (TACTICS_IS_EDITOR_UNIT_TOKEN (self));
  g_return_if_fail (unit_type == NULL || TACTICS_IS_UNIT_TYPE (unit_type));

  if (self->unit_type == unit_type)
    return;
  if (self->unit_type != NULL)
    g_signal_handlers_disconnect_by_data (self->unit_type, self);
  g_set_object (&self->unit_type, unit_type);
  /* Its colour, icon and letter change as the form is edited. */
  if (unit_type != NULL)
    g_signal_connect_swapped (unit_type, "notify", G_CALLBACK (gtk_widget_queue_draw), self);
  gtk_widget_queue_draw (GTK_WIDGET (self));
  g_object_notify_by_pspec (G_OBJECT (self), properties[PROP_UNIT_TYPE]);
}

TacticsUnitType *
tactics_editor_unit_token_get_unit_type (TacticsEditorUnitToken *self)
{
  g_return_val_if_fail (TACTICS_IS_EDITOR_UNIT_TOKEN (self), NULL);

  return self->unit_type;
}

void
tactics_editor_unit_token_set_team (TacticsEditorUnitToken *self,
                                    int                     team)
{
  g_return_if_fail (TACTICS_IS_EDITOR_UNIT_TOKEN (self));
  g_return_if_fail (team >= -1 && team < TACTICS_N_TEAMS);

  if (self->team == team)
    return;
  self->team = team;
  gtk_widget_queue_draw (GTK_WIDGET (self));
}

int
tactics_editor_unit_token_get_team (TacticsEditorUnitToken *self)
{
  g_return_val_if_fail (TACTICS_IS_EDITOR_UNIT_TOKEN (self), -1);

  return self->team;
}

GtkWidget *
tactics_editor_unit_token_new (TacticsUnitType *unit_type,
                               int              size)
{
  return g_object_new (TACTICS_TYPE_EDITOR_UNIT_TOKEN, "unit-type", unit_type, "size", size,
                       NULL);
}

static void
tactics_editor_unit_token_dispose (GObject *object)
{
  tactics_editor_unit_token_set_unit_type (TACTICS_EDITOR_UNIT_TOKEN (object), NULL);

  G_OBJECT_CLASS (tactics_editor_unit_token_parent_class)->dispose (object);
}

static void
tactics_editor_unit_token_get_property (GObject    *object,
                                        guint       prop_id,
                                        GValue     *value,
                                        GParamSpec *pspec)
{
  TacticsEditorUnitToken *self = TACTICS_EDITOR_UNIT_TOKEN (object);

  switch (prop_id)
    {
    case PROP_UNIT_TYPE:
      g_value_set_object (value, self->unit_type);
      break;
    case PROP_SIZE:
      g_value_set_int (value, self->size);
      break;
    default:
      G_OBJECT_WARN_INVALID_PROPERTY_ID (object, prop_id, pspec);
    }
}

static void
tactics_editor_unit_token_set_property (GObject      *object,
                                        guint         prop_id,
                                        const GValue *value,
                                        GParamSpec   *pspec)
{
  TacticsEditorUnitToken *self = TACTICS_EDITOR_UNIT_TOKEN (object);

  switch (prop_id)
    {
    case PROP_UNIT_TYPE:
      tactics_editor_unit_token_set_unit_type (self, g_value_get_object (value));
      break;
    case PROP_SIZE:
      if (self->size != g_value_get_int (value))
        {
          self->size = g_value_get_int (value);
          gtk_widget_queue_resize (GTK_WIDGET (self));
          g_object_notify_by_pspec (object, pspec);
        }
      break;
    default:
      G_OBJECT_WARN_INVALID_PROPERTY_ID (object, prop_id, pspec);
    }
}

static void
tactics_editor_unit_token_class_init (TacticsEditorUnitTokenClass *klass)
{
  GObjectClass *object_class = G_OBJECT_CLASS (klass);
  GtkWidgetClass *widget_class = GTK_WIDGET_CLASS (klass);
  GParamFlags flags = G_PARAM_READWRITE | G_PARAM_EXPLICIT_NOTIFY | G_PARAM_STATIC_STRINGS;

  object_class->dispose = tactics_editor_unit_token_dispose;
  object_class->get_property = tactics_editor_unit_token_get_property;
  object_class->set_property = tactics_editor_unit_token_set_property;
  widget_class->snapshot = tactics_editor_unit_token_snapshot;
  widget_class->measure = tactics_editor_unit_token_measure;

  properties[PROP_UNIT_TYPE] = g_param_spec_object ("unit-type", NULL, NULL,
                                                    TACTICS_TYPE_UNIT_TYPE, flags);
  properties[PROP_SIZE] = g_param_spec_int ("size", NULL, NULL, 1, 1024, 28, flags);
  g_object_class_install_properties (object_class, N_PROPS, properties);

  gtk_widget_class_set_css_name (widget_class, "unit-token");
}

static void
tactics_editor_unit_token_init (TacticsEditorUnitToken *self)
{
  self->size = 28;
  self->team = -1;
}
