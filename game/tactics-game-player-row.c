/* SPDX-License-Identifier: GPL-3.0-or-later */
#include "config.h"

#include <glib/gi18n.h>

#include "tactics-game-art.h"
#include "tactics-game-player-row.h"
#include "tactics-game-unit-badge.h"

/* The kind dropdown's rows. */
enum {
  CONTROLLER_HUMAN,
  CONTROLLER_COMPUTER_NORMAL,
  CONTROLLER_COMPUTER_HARD,
};

struct _TacticsGamePlayerRow
{
  GtkWidget      parent_instance;

  GtkDropDown   *team_dropdown;
  GtkStringList *team_names;
  GtkEntry      *name_entry;
  GtkDropDown   *kind_dropdown;
  GtkButton     *remove_button;
};

G_DEFINE_FINAL_TYPE (TacticsGamePlayerRow, tactics_game_player_row, GTK_TYPE_WIDGET)

enum {
  PROP_0,
  PROP_TEAM,
  PROP_PLAYER_NAME,
  PROP_KIND,
  PROP_LEVEL,
  PROP_REMOVABLE,
  N_PROPS
};

enum {
  SIGNAL_REMOVE_REQUESTED,
  N_SIGNALS
};

static GParamSpec *properties[N_PROPS];
static guint signals[N_SIGNALS];

static void
on_team_dropdown_notify_selected (TacticsGamePlayerRow *self)
{
  const char *name = tactics_team_get_name (tactics_game_player_row_get_team (self));

  gtk_entry_set_placeholder_text (self->name_entry, name);
  g_object_notify_by_pspec (G_OBJECT (self), properties[PROP_TEAM]);
  g_object_notify_by_pspec (G_OBJECT (self), properties[PROP_PLAYER_NAME]);
}

static void
on_name_entry_changed (TacticsGamePlayerRow *self)
{
  g_object_notify_by_pspec (G_OBJECT (self), properties[PROP_PLAYER_NAME]);
}

static void
on_kind_dropdown_notify_selected (TacticsGamePlayerRow *self)
{
  g_object_notify_by_pspec (G_OBJECT (self), properties[PROP_KIND]);
  g_object_notify_by_pspec (G_OBJECT (self), properties[PROP_LEVEL]);
}

static void
on_remove_button_clicked (TacticsGamePlayerRow *self)
{
  g_signal_emit (self, signals[SIGNAL_REMOVE_REQUESTED], 0);
}

/* The team dropdown shows each team's token shape in its colour. */
static void
on_team_factory_setup (GtkSignalListItemFactory *factory,
                       GtkListItem              *item,
                       gpointer                  user_data)
{
  GtkWidget *box = gtk_box_new (GTK_ORIENTATION_HORIZONTAL, 6);

  gtk_box_append (GTK_BOX (box), tactics_game_unit_badge_new (0, NULL, 20));
  gtk_box_append (GTK_BOX (box), gtk_label_new (NULL));
  gtk_list_item_set_child (item, box);
}

static void
on_team_factory_bind (GtkSignalListItemFactory *factory,
                      GtkListItem              *item,
                      gpointer                  user_data)
{
  GtkWidget *box = gtk_list_item_get_child (item);
  GtkWidget *badge = gtk_widget_get_first_child (box);
  GtkWidget *label = gtk_widget_get_next_sibling (badge);
  guint team = gtk_list_item_get_position (item);
  g_autofree char *text = NULL;

  tactics_game_unit_badge_set_team (TACTICS_GAME_UNIT_BADGE (badge), team);
  /* Translators: a team in the set-up list, e.g. "Blue · circle". */
  text = g_strdup_printf (_("%s · %s"), tactics_team_get_name (team),
                          tactics_team_get_shape_name (team));
  gtk_label_set_text (GTK_LABEL (label), text);
}

/* The dropdowns' buttons are as wide as their widest choice, whichever is
 * chosen: a row keeps its geometry, and the name fields of all rows line
 * up. A homogeneous stack holds every choice's text and shows one. */
static GtkWidget *
widest_stack_new (GListModel *texts)
{
  GtkWidget *stack = gtk_stack_new ();

  gtk_stack_set_hhomogeneous (GTK_STACK (stack), TRUE);
  gtk_stack_set_vhomogeneous (GTK_STACK (stack), TRUE);
  for (guint i = 0; i < g_list_model_get_n_items (texts); i++)
    {
      g_autoptr(GtkStringObject) text = g_list_model_get_item (texts, i);
      GtkWidget *label = gtk_label_new (gtk_string_object_get_string (text));
      g_autofree char *name = g_strdup_printf ("%u", i);

      gtk_label_set_xalign (GTK_LABEL (label), 0);
      gtk_stack_add_named (GTK_STACK (stack), label, name);
    }
  return stack;
}

static void
widest_stack_show (GtkWidget *stack,
                   guint      position)
{
  g_autofree char *name = g_strdup_printf ("%u", position);

  if (gtk_stack_get_child_by_name (GTK_STACK (stack), name) != NULL)
    gtk_stack_set_visible_child_name (GTK_STACK (stack), name);
}

static void
on_kind_button_setup (GtkSignalListItemFactory *factory,
                      GtkListItem              *item,
                      GListModel               *texts)
{
  gtk_list_item_set_child (item, widest_stack_new (texts));
}

static void
on_kind_button_bind (GtkSignalListItemFactory *factory,
                     GtkListItem              *item,
                     gpointer                  user_data)
{
  widest_stack_show (gtk_list_item_get_child (item), gtk_list_item_get_position (item));
}

/* The team button: the token, then the widest team's text. */
static void
on_team_button_setup (GtkSignalListItemFactory *factory,
                      GtkListItem              *item,
                      GListModel               *texts)
{
  GtkWidget *box = gtk_box_new (GTK_ORIENTATION_HORIZONTAL, 6);

  gtk_box_append (GTK_BOX (box), tactics_game_unit_badge_new (0, NULL, 20));
  gtk_box_append (GTK_BOX (box), widest_stack_new (texts));
  gtk_list_item_set_child (item, box);
}

static void
on_team_button_bind (GtkSignalListItemFactory *factory,
                     GtkListItem              *item,
                     gpointer                  user_data)
{
  GtkWidget *box = gtk_list_item_get_child (item);
  GtkWidget *badge = gtk_widget_get_first_child (box);
  guint team = gtk_list_item_get_position (item);

  tactics_game_unit_badge_set_team (TACTICS_GAME_UNIT_BADGE (badge), team);
  widest_stack_show (gtk_widget_get_next_sibling (badge), team);
}

static void
tactics_game_player_row_dispose (GObject *object)
{
  GtkWidget *child;

  gtk_widget_dispose_template (GTK_WIDGET (object), TACTICS_TYPE_GAME_PLAYER_ROW);
  /* Template children without an id are ours to unparent too. */
  while ((child = gtk_widget_get_first_child (GTK_WIDGET (object))) != NULL)
    gtk_widget_unparent (child);

  G_OBJECT_CLASS (tactics_game_player_row_parent_class)->dispose (object);
}

static void
tactics_game_player_row_get_property (GObject    *object,
                                      guint       prop_id,
                                      GValue     *value,
                                      GParamSpec *pspec)
{
  TacticsGamePlayerRow *self = TACTICS_GAME_PLAYER_ROW (object);

  switch (prop_id)
    {
    case PROP_TEAM:
      g_value_set_uint (value, tactics_game_player_row_get_team (self));
      break;
    case PROP_PLAYER_NAME:
      g_value_set_string (value, tactics_game_player_row_get_player_name (self));
      break;
    case PROP_KIND:
      g_value_set_enum (value, tactics_game_player_row_get_kind (self));
      break;
    case PROP_LEVEL:
      g_value_set_enum (value, tactics_game_player_row_get_level (self));
      break;
    case PROP_REMOVABLE:
      g_value_set_boolean (value, gtk_widget_get_sensitive (GTK_WIDGET (self->remove_button)));
      break;
    default:
      G_OBJECT_WARN_INVALID_PROPERTY_ID (object, prop_id, pspec);
    }
}

static void
tactics_game_player_row_set_property (GObject      *object,
                                      guint         prop_id,
                                      const GValue *value,
                                      GParamSpec   *pspec)
{
  TacticsGamePlayerRow *self = TACTICS_GAME_PLAYER_ROW (object);

  switch (prop_id)
    {
    case PROP_TEAM:
      tactics_game_player_row_set_team (self, g_value_get_uint (value));
      break;
    case PROP_PLAYER_NAME:
      tactics_game_player_row_set_player_name (self, g_value_get_string (value));
      break;
    case PROP_KIND:
      tactics_game_player_row_set_controller (self, g_value_get_enum (value),
                                              tactics_game_player_row_get_level (self));
      break;
    case PROP_LEVEL:
      tactics_game_player_row_set_controller (self, tactics_game_player_row_get_kind (self),
                                              g_value_get_enum (value));
      break;
    case PROP_REMOVABLE:
      tactics_game_player_row_set_removable (self, g_value_get_boolean (value));
      break;
    default:
      G_OBJECT_WARN_INVALID_PROPERTY_ID (object, prop_id, pspec);
    }
}

static void
tactics_game_player_row_class_init (TacticsGamePlayerRowClass *klass)
{
  GObjectClass *object_class = G_OBJECT_CLASS (klass);
  GtkWidgetClass *widget_class = GTK_WIDGET_CLASS (klass);
  const GParamFlags flags = G_PARAM_READWRITE | G_PARAM_EXPLICIT_NOTIFY | G_PARAM_STATIC_STRINGS;

  object_class->dispose = tactics_game_player_row_dispose;
  object_class->get_property = tactics_game_player_row_get_property;
  object_class->set_property = tactics_game_player_row_set_property;

  properties[PROP_TEAM] =
    g_param_spec_uint ("team", NULL, NULL, 0, TACTICS_N_TEAMS - 1, 0, flags);
  properties[PROP_PLAYER_NAME] = g_param_spec_string ("player-name", NULL, NULL, NULL, flags);
  properties[PROP_KIND] =
    g_param_spec_enum ("kind", NULL, NULL, TACTICS_TYPE_PLAYER_KIND, TACTICS_PLAYER_HUMAN, flags);
  properties[PROP_LEVEL] =
    g_param_spec_enum ("level", NULL, NULL, TACTICS_TYPE_AI_LEVEL, TACTICS_AI_LEVEL_NORMAL, flags);
  properties[PROP_REMOVABLE] = g_param_spec_boolean ("removable", NULL, NULL, TRUE, flags);
  g_object_class_install_properties (object_class, N_PROPS, properties);

  signals[SIGNAL_REMOVE_REQUESTED] =
    g_signal_new ("remove-requested", G_TYPE_FROM_CLASS (klass), G_SIGNAL_RUN_LAST,
                  0, NULL, NULL, NULL, G_TYPE_NONE, 0);

  gtk_widget_class_set_template_from_resource (widget_class,
                                               "/io/tactics/Game/tactics-game-player-row.ui");
  gtk_widget_class_bind_template_child (widget_class, TacticsGamePlayerRow, team_dropdown);
  gtk_widget_class_bind_template_child (widget_class, TacticsGamePlayerRow, team_names);
  gtk_widget_class_bind_template_child (widget_class, TacticsGamePlayerRow, name_entry);
  gtk_widget_class_bind_template_child (widget_class, TacticsGamePlayerRow, kind_dropdown);
  gtk_widget_class_bind_template_child (widget_class, TacticsGamePlayerRow, remove_button);
  gtk_widget_class_bind_template_callback (widget_class, on_team_dropdown_notify_selected);
  gtk_widget_class_bind_template_callback (widget_class, on_name_entry_changed);
  gtk_widget_class_bind_template_callback (widget_class, on_kind_dropdown_notify_selected);
  gtk_widget_class_bind_template_callback (widget_class, on_remove_button_clicked);
  gtk_widget_class_set_css_name (widget_class, "player-row");
}

static void
tactics_game_player_row_init (TacticsGamePlayerRow *self)
{
  g_autoptr(GtkListItemFactory) factory = gtk_signal_list_item_factory_new ();
  g_autoptr(GtkListItemFactory) team_button = gtk_signal_list_item_factory_new ();
  g_autoptr(GtkListItemFactory) kind_list = NULL;
  g_autoptr(GtkListItemFactory) kind_button = gtk_signal_list_item_factory_new ();
  g_autoptr(GtkStringList) team_texts = gtk_string_list_new (NULL);
  GListModel *kinds;

  gtk_widget_init_template (GTK_WIDGET (self));

  for (guint i = 0; i < TACTICS_N_TEAMS; i++)
    {
      g_autofree char *text = NULL;

      gtk_string_list_append (self->team_names, tactics_team_get_name (i));
      /* Translators: a team in the set-up list, e.g. "Blue · circle". */
      text = g_strdup_printf (_("%s · %s"), tactics_team_get_name (i),
                              tactics_team_get_shape_name (i));
      gtk_string_list_append (team_texts, text);
    }
  g_signal_connect (factory, "setup", G_CALLBACK (on_team_factory_setup), NULL);
  g_signal_connect (factory, "bind", G_CALLBACK (on_team_factory_bind), NULL);
  g_signal_connect_data (team_button, "setup", G_CALLBACK (on_team_button_setup),
                         g_object_ref (team_texts), (GClosureNotify) (void (*) (void)) g_object_unref,
                         0);
  g_signal_connect (team_button, "bind", G_CALLBACK (on_team_button_bind), NULL);
  gtk_drop_down_set_factory (self->team_dropdown, team_button);
  gtk_drop_down_set_list_factory (self->team_dropdown, factory);

  /* The kinds' list keeps the dropdown's own rows; its button, the widest. */
  kinds = gtk_drop_down_get_model (self->kind_dropdown);
  kind_list = gtk_drop_down_get_factory (self->kind_dropdown) != NULL
              ? g_object_ref (gtk_drop_down_get_factory (self->kind_dropdown)) : NULL;
  g_signal_connect_data (kind_button, "setup", G_CALLBACK (on_kind_button_setup),
                         g_object_ref (kinds), (GClosureNotify) (void (*) (void)) g_object_unref, 0);
  g_signal_connect (kind_button, "bind", G_CALLBACK (on_kind_button_bind), NULL);
  gtk_drop_down_set_list_factory (self->kind_dropdown, kind_list);
  gtk_drop_down_set_factory (self->kind_dropdown, kind_button);
  gtk_entry_set_placeholder_text (self->name_entry, tactics_team_get_name (0));
}

GtkWidget *
tactics_game_player_row_new (void)
{
  return g_object_new (TACTICS_TYPE_GAME_PLAYER_ROW, NULL);
}

guint
tactics_game_player_row_get_team (TacticsGamePlayerRow *self)
{
  guint selected;

  g_return_val_if_fail (TACTICS_IS_GAME_PLAYER_ROW (self), 0);

  selected = gtk_drop_down_get_selected (self->team_dropdown);
  return selected == GTK_INVALID_LIST_POSITION ? 0 : selected;
}

void
tactics_game_player_row_set_team (TacticsGamePlayerRow *self,
                                  guint                 team)
{
  g_return_if_fail (TACTICS_IS_GAME_PLAYER_ROW (self));
  g_return_if_fail (team < TACTICS_N_TEAMS);

  /* The dropdown notifies, and so do we, only on change. */
  gtk_drop_down_set_selected (self->team_dropdown, team);
}

const char *
tactics_game_player_row_get_player_name (TacticsGamePlayerRow *self)
{
  const char *text;

  g_return_val_if_fail (TACTICS_IS_GAME_PLAYER_ROW (self), NULL);

  text = gtk_editable_get_text (GTK_EDITABLE (self->name_entry));
  for (const char *cursor = text; cursor != NULL && *cursor != '\0'; cursor++)
    if (!g_ascii_isspace (*cursor))
      return text;
  return tactics_team_get_name (tactics_game_player_row_get_team (self));
}

void
tactics_game_player_row_set_player_name (TacticsGamePlayerRow *self,
                                         const char           *name)
{
  g_return_if_fail (TACTICS_IS_GAME_PLAYER_ROW (self));

  if (g_strcmp0 (gtk_editable_get_text (GTK_EDITABLE (self->name_entry)),
                 name != NULL ? name : "") == 0)
    return;
  gtk_editable_set_text (GTK_EDITABLE (self->name_entry), name != NULL ? name : "");
}

TacticsPlayerKind
tactics_game_player_row_get_kind (TacticsGamePlayerRow *self)
{
  g_return_val_if_fail (TACTICS_IS_GAME_PLAYER_ROW (self), TACTICS_PLAYER_HUMAN);

  return gtk_drop_down_get_selected (self->kind_dropdown) == CONTROLLER_HUMAN
         ? TACTICS_PLAYER_HUMAN : TACTICS_PLAYER_COMPUTER;
}

TacticsAiLevel
tactics_game_player_row_get_level (TacticsGamePlayerRow *self)
{
  g_return_val_if_fail (TACTICS_IS_GAME_PLAYER_ROW (self), TACTICS_AI_LEVEL_NORMAL);

  return gtk_drop_down_get_selected (self->kind_dropdown) == CONTROLLER_COMPUTER_HARD
         ? TACTICS_AI_LEVEL_HARD : TACTICS_AI_LEVEL_NORMAL;
}

void
tactics_game_player_row_set_controller (TacticsGamePlayerRow *self,
                                        TacticsPlayerKind     kind,
                                        TacticsAiLevel        level)
{
  guint selected;

  g_return_if_fail (TACTICS_IS_GAME_PLAYER_ROW (self));

  if (kind == TACTICS_PLAYER_HUMAN)
    selected = CONTROLLER_HUMAN;
  else if (level == TACTICS_AI_LEVEL_HARD)
    selected = CONTROLLER_COMPUTER_HARD;
  else
    selected = CONTROLLER_COMPUTER_NORMAL;
  gtk_drop_down_set_selected (self->kind_dropdown, selected);
}

void
tactics_game_player_row_set_removable (TacticsGamePlayerRow *self,
                                       gboolean              removable)
{
  g_return_if_fail (TACTICS_IS_GAME_PLAYER_ROW (self));

  removable = !!removable;
  if (gtk_widget_get_sensitive (GTK_WIDGET (self->remove_button)) == removable)
    return;
  gtk_widget_set_sensitive (GTK_WIDGET (self->remove_button), removable);
  g_object_notify_by_pspec (G_OBJECT (self), properties[PROP_REMOVABLE]);
}
