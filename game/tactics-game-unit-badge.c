/* SPDX-License-Identifier: GPL-3.0-or-later */
#include "config.h"

#include "tactics-game-art.h"
#include "tactics-game-unit-badge.h"

struct _TacticsGameUnitBadge
{
  GtkWidget  parent_instance;

  guint      team;
  char      *icon;
  char      *glyph;
  int        pixel_size;
  gboolean   dimmed;
};

G_DEFINE_FINAL_TYPE (TacticsGameUnitBadge, tactics_game_unit_badge, GTK_TYPE_WIDGET)

enum {
  PROP_0,
  PROP_TEAM,
  PROP_ICON,
  PROP_PIXEL_SIZE,
  PROP_DIMMED,
  N_PROPS
};

static GParamSpec *properties[N_PROPS];

static void
tactics_game_unit_badge_snapshot (GtkWidget   *widget,
                                  GtkSnapshot *snapshot)
{
  TacticsGameUnitBadge *self = TACTICS_GAME_UNIT_BADGE (widget);
  double width = gtk_widget_get_width (widget);
  double height = gtk_widget_get_height (widget);
  /* Room for the rim and the shadow inside the allocation. */
  double size = MIN (width, height) * 0.86;
  TacticsTokenFlags flags = self->dimmed ? TACTICS_TOKEN_DIMMED : 0;

  if (self->icon == NULL && self->glyph == NULL)
    {
      const TacticsTeam *team = tactics_team_get (self->team);
      graphene_rect_t bounds = GRAPHENE_RECT_INIT (0, 0, width, height);
      cairo_t *cr = gtk_snapshot_append_cairo (snapshot, &bounds);
      GdkRGBA color;

      tactics_team_get_rgba (self->team, &color);
      tactics_token_art_append_shape (cr, team->shape, width / 2, height / 2, size / 2);
      gdk_cairo_set_source_rgba (cr, &color);
      cairo_fill_preserve (cr);
      cairo_set_line_width (cr, MAX (1.0, size / 16));
      cairo_set_source_rgba (cr, 0, 0, 0, 0.45);
      cairo_stroke (cr);
      cairo_destroy (cr);
      return;
    }

  tactics_game_art_snapshot_token (snapshot, self->team, self->icon, self->glyph, width / 2,
                                   height / 2, size,
                                   gtk_widget_get_scale_factor (widget), flags);
}

static void
tactics_game_unit_badge_measure (GtkWidget      *widget,
                                 GtkOrientation  orientation,
                                 int             for_size,
                                 int            *minimum,
                                 int            *natural,
                                 int            *minimum_baseline,
                                 int            *natural_baseline)
{
  TacticsGameUnitBadge *self = TACTICS_GAME_UNIT_BADGE (widget);

  *minimum = *natural = self->pixel_size;
}

static void
tactics_game_unit_badge_finalize (GObject *object)
{
  TacticsGameUnitBadge *self = TACTICS_GAME_UNIT_BADGE (object);

  g_clear_pointer (&self->icon, g_free);
  g_clear_pointer (&self->glyph, g_free);

  G_OBJECT_CLASS (tactics_game_unit_badge_parent_class)->finalize (object);
}

static void
tactics_game_unit_badge_get_property (GObject    *object,
                                      guint       prop_id,
                                      GValue     *value,
                                      GParamSpec *pspec)
{
  TacticsGameUnitBadge *self = TACTICS_GAME_UNIT_BADGE (object);

  switch (prop_id)
    {
    case PROP_TEAM:
      g_value_set_uint (value, self->team);
      break;
    case PROP_ICON:
      g_value_set_string (value, self->icon);
      break;
    case PROP_PIXEL_SIZE:
      g_value_set_int (value, self->pixel_size);
      break;
    case PROP_DIMMED:
      g_value_set_boolean (value, self->dimmed);
      break;
    default:
      G_OBJECT_WARN_INVALID_PROPERTY_ID (object, prop_id, pspec);
    }
}

static void
tactics_game_unit_badge_set_property (GObject      *object,
                                      guint         prop_id,
                                      const GValue *value,
                                      GParamSpec   *pspec)
{
  TacticsGameUnitBadge *self = TACTICS_GAME_UNIT_BADGE (object);

  switch (prop_id)
    {
    case PROP_TEAM:
      tactics_game_unit_badge_set_team (self, g_value_get_uint (value));
      break;
    case PROP_ICON:
      tactics_game_unit_badge_set_icon (self, g_value_get_string (value));
      break;
    case PROP_PIXEL_SIZE:
      tactics_game_unit_badge_set_pixel_size (self, g_value_get_int (value));
      break;
    case PROP_DIMMED:
      tactics_game_unit_badge_set_dimmed (self, g_value_get_boolean (value));
      break;
    default:
      G_OBJECT_WARN_INVALID_PROPERTY_ID (object, prop_id, pspec);
    }
}

static void
tactics_game_unit_badge_class_init (TacticsGameUnitBadgeClass *klass)
{
  GObjectClass *object_class = G_OBJECT_CLASS (klass);
  GtkWidgetClass *widget_class = GTK_WIDGET_CLASS (klass);
  const GParamFlags flags = G_PARAM_READWRITE | G_PARAM_EXPLICIT_NOTIFY | G_PARAM_STATIC_STRINGS;

  object_class->finalize = tactics_game_unit_badge_finalize;
  object_class->get_property = tactics_game_unit_badge_get_property;
  object_class->set_property = tactics_game_unit_badge_set_property;
  widget_class->snapshot = tactics_game_unit_badge_snapshot;
  widget_class->measure = tactics_game_unit_badge_measure;

  properties[PROP_TEAM] =
    g_param_spec_uint ("team", NULL, NULL, 0, TACTICS_N_TEAMS - 1, 0, flags);
  properties[PROP_ICON] = g_param_spec_string ("icon", NULL, NULL, NULL, flags);
  properties[PROP_PIXEL_SIZE] = g_param_spec_int ("pixel-size", NULL, NULL, 8, 512, 32, flags);
  properties[PROP_DIMMED] = g_param_spec_boolean ("dimmed", NULL, NULL, FALSE, flags);
  g_object_class_install_properties (object_class, N_PROPS, properties);

  gtk_widget_class_set_css_name (widget_class, "unit-badge");
  gtk_widget_class_set_accessible_role (widget_class, GTK_ACCESSIBLE_ROLE_IMG);
}

static void
tactics_game_unit_badge_init (TacticsGameUnitBadge *self)
{
  self->pixel_size = 32;
}

GtkWidget *
tactics_game_unit_badge_new (guint       team,
                             const char *icon,
                             int         pixel_size)
{
  return g_object_new (TACTICS_TYPE_GAME_UNIT_BADGE,
                       "team", team,
                       "icon", icon,
                       "pixel-size", pixel_size,
                       NULL);
}

guint
tactics_game_unit_badge_get_team (TacticsGameUnitBadge *self)
{
  g_return_val_if_fail (TACTICS_IS_GAME_UNIT_BADGE (self), 0);
  return self->team;
}

void
tactics_game_unit_badge_set_team (TacticsGameUnitBadge *self,
                                  guint                 team)
{
  g_return_if_fail (TACTICS_IS_GAME_UNIT_BADGE (self));

  team %= TACTICS_N_TEAMS;
  if (self->team == team)
    return;
  self->team = team;
  gtk_widget_queue_draw (GTK_WIDGET (self));
  g_object_notify_by_pspec (G_OBJECT (self), properties[PROP_TEAM]);
}

const char *
tactics_game_unit_badge_get_icon (TacticsGameUnitBadge *self)
{
  g_return_val_if_fail (TACTICS_IS_GAME_UNIT_BADGE (self), NULL);
  return self->icon;
}

void
tactics_game_unit_badge_set_icon (TacticsGameUnitBadge *self,
                                  const char           *icon)
{
  g_return_if_fail (TACTICS_IS_GAME_UNIT_BADGE (self));

  if (g_strcmp0 (self->icon, icon) == 0)
    return;
  g_free (self->icon);
  self->icon = g_strdup (icon);
  gtk_widget_queue_draw (GTK_WIDGET (self));
  g_object_notify_by_pspec (G_OBJECT (self), properties[PROP_ICON]);
}

void
tactics_game_unit_badge_set_unit_type (TacticsGameUnitBadge *self,
                                       TacticsUnitType      *type)
{
  g_return_if_fail (TACTICS_IS_GAME_UNIT_BADGE (self));
  g_return_if_fail (TACTICS_IS_UNIT_TYPE (type));

  tactics_game_unit_badge_set_icon (self, tactics_unit_type_get_icon (type));
  if (g_strcmp0 (self->glyph, tactics_unit_type_get_glyph (type)) == 0)
    return;
  g_free (self->glyph);
  self->glyph = g_strdup (tactics_unit_type_get_glyph (type));
  gtk_widget_queue_draw (GTK_WIDGET (self));
}

int
tactics_game_unit_badge_get_pixel_size (TacticsGameUnitBadge *self)
{
  g_return_val_if_fail (TACTICS_IS_GAME_UNIT_BADGE (self), 0);
  return self->pixel_size;
}

void
tactics_game_unit_badge_set_pixel_size (TacticsGameUnitBadge *self,
                                        int                   pixel_size)
{
  g_return_if_fail (TACTICS_IS_GAME_UNIT_BADGE (self));

  if (self->pixel_size == pixel_size)
    return;
  self->pixel_size = pixel_size;
  gtk_widget_queue_resize (GTK_WIDGET (self));
  g_object_notify_by_pspec (G_OBJECT (self), properties[PROP_PIXEL_SIZE]);
}

gboolean
tactics_game_unit_badge_get_dimmed (TacticsGameUnitBadge *self)
{
  g_return_val_if_fail (TACTICS_IS_GAME_UNIT_BADGE (self), FALSE);
  return self->dimmed;
}

void
tactics_game_unit_badge_set_dimmed (TacticsGameUnitBadge *self,
                                    gboolean              dimmed)
{
  g_return_if_fail (TACTICS_IS_GAME_UNIT_BADGE (self));

  dimmed = !!dimmed;
  if (self->dimmed == dimmed)
    return;
  self->dimmed = dimmed;
  gtk_widget_queue_draw (GTK_WIDGET (self));
  g_object_notify_by_pspec (G_OBJECT (self), properties[PROP_DIMMED]);
}
