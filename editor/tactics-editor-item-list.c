/* SPDX-License-Identifier: GPL-3.0-or-later */
#include "config.h"

#include <glib/gi18n.h>

#include "tactics-editor-item-list.h"

struct _TacticsEditorItemList
{
  GtkWidget              parent_instance;

  GtkWidget             *box;
  GtkLabel              *title;
  GtkListBox            *list;
  GtkWidget             *duplicate_button;
  GtkWidget             *remove_button;
  GtkWidget             *up_button;
  GtkWidget             *down_button;

  GListModel            *model;
  guint                  selected;
  gboolean               syncing;
  gboolean               model_changing;
  TacticsEditorItemPictureFunc picture_func;
  gpointer               picture_data;
};

G_DEFINE_FINAL_TYPE (TacticsEditorItemList, tactics_editor_item_list, GTK_TYPE_WIDGET)

enum {
  PROP_0,
  PROP_SELECTED,
  N_PROPS
};

enum {
  ADD,
  DUPLICATE,
  REMOVE,
  MOVE,
  N_SIGNALS
};

static GParamSpec *properties[N_PROPS];
static guint signals[N_SIGNALS];

static GtkWidget *
create_row (gpointer item,
            gpointer user_data)
{
  TacticsEditorItemList *self = user_data;
  GtkWidget *row = gtk_list_box_row_new ();
  GtkWidget *box = gtk_box_new (GTK_ORIENTATION_HORIZONTAL, 10);
  GtkWidget *labels = gtk_box_new (GTK_ORIENTATION_VERTICAL, 0);
  GtkWidget *name = gtk_label_new (NULL);
  GtkWidget *id = gtk_label_new (NULL);

  if (self->picture_func != NULL)
    {
      GtkWidget *picture = self->picture_func (item, self->picture_data);

      if (picture != NULL)
        gtk_box_append (GTK_BOX (box), picture);
    }

  gtk_label_set_xalign (GTK_LABEL (name), 0.0);
  gtk_label_set_ellipsize (GTK_LABEL (name), PANGO_ELLIPSIZE_END);
  gtk_label_set_xalign (GTK_LABEL (id), 0.0);
  gtk_label_set_ellipsize (GTK_LABEL (id), PANGO_ELLIPSIZE_END);
  gtk_widget_add_css_class (id, "dim-label");
  gtk_widget_add_css_class (id, "caption");
  g_object_bind_property (item, "name", name, "label", G_BINDING_SYNC_CREATE);
  g_object_bind_property (item, "id", id, "label", G_BINDING_SYNC_CREATE);
  gtk_widget_set_valign (labels, GTK_ALIGN_CENTER);
  gtk_widget_set_hexpand (labels, TRUE);

  gtk_box_append (GTK_BOX (labels), name);
  gtk_box_append (GTK_BOX (labels), id);
  gtk_box_append (GTK_BOX (box), labels);
  gtk_list_box_row_set_child (GTK_LIST_BOX_ROW (row), box);
  return row;
}

static void
update_buttons (TacticsEditorItemList *self)
{
  guint n_items = self->model != NULL ? g_list_model_get_n_items (self->model) : 0;
  gboolean has_selection = self->selected != GTK_INVALID_LIST_POSITION && self->selected < n_items;

  gtk_widget_set_sensitive (self->duplicate_button, has_selection);
  gtk_widget_set_sensitive (self->remove_button, has_selection);
  gtk_widget_set_sensitive (self->up_button, has_selection && self->selected > 0);
  gtk_widget_set_sensitive (self->down_button, has_selection && self->selected + 1 < n_items);
}

static void
select_row (TacticsEditorItemList *self)
{
  GtkListBoxRow *row = NULL;

  if (self->selected != GTK_INVALID_LIST_POSITION)
    row = gtk_list_box_get_row_at_index (self->list, (int) self->selected);

  self->syncing = TRUE;
  if (row != NULL)
    gtk_list_box_select_row (self->list, row);
  else
    gtk_list_box_unselect_all (self->list);
  self->syncing = FALSE;
  update_buttons (self);
}

static void
on_row_selected (TacticsEditorItemList *self,
                 GtkListBoxRow   *row,
                 GtkListBox      *list)
{
  /* The list box drops its selection when rows go; the right place to
   * select is decided once the change is over. */
  if (self->syncing || self->model_changing)
    return;

  tactics_editor_item_list_set_selected (self, row != NULL ? (guint) gtk_list_box_row_get_index (row)
                                                    : GTK_INVALID_LIST_POSITION);
}

static void
on_items_changing (TacticsEditorItemList *self,
                   guint            position,
                   guint            removed,
                   guint            added,
                   GListModel      *model)
{
  self->model_changing = TRUE;
}

static void
on_items_changed (TacticsEditorItemList *self,
                  guint            position,
                  guint            removed,
                  guint            added,
                  GListModel      *model)
{
  guint n_items = g_list_model_get_n_items (model);

  self->model_changing = FALSE;

  if (self->selected != GTK_INVALID_LIST_POSITION && self->selected >= n_items)
    tactics_editor_item_list_set_selected (self, n_items > 0 ? n_items - 1 : GTK_INVALID_LIST_POSITION);
  else
    {
      select_row (self);
      /* The item at the selected place may be another one now. */
      g_object_notify_by_pspec (G_OBJECT (self), properties[PROP_SELECTED]);
    }
}

static void
on_add_clicked (TacticsEditorItemList *self)
{
  g_signal_emit (self, signals[ADD], 0);
}

static void
on_duplicate_clicked (TacticsEditorItemList *self)
{
  g_signal_emit (self, signals[DUPLICATE], 0);
}

static void
on_remove_clicked (TacticsEditorItemList *self)
{
  g_signal_emit (self, signals[REMOVE], 0);
}

static void
on_up_clicked (TacticsEditorItemList *self)
{
  g_signal_emit (self, signals[MOVE], 0, -1);
}

static void
on_down_clicked (TacticsEditorItemList *self)
{
  g_signal_emit (self, signals[MOVE], 0, 1);
}

static GtkWidget *
tool_button (TacticsEditorItemList *self,
             GtkWidget       *bar,
             const char      *icon,
             const char      *tooltip,
             GCallback        callback)
{
  GtkWidget *button = gtk_button_new_from_icon_name (icon);

  gtk_widget_set_tooltip_text (button, tooltip);
  gtk_widget_add_css_class (button, "flat");
  g_signal_connect_swapped (button, "clicked", callback, self);
  gtk_box_append (GTK_BOX (bar), button);
  return button;
}

static void
tactics_editor_item_list_dispose (GObject *object)
{
  TacticsEditorItemList *self = TACTICS_EDITOR_ITEM_LIST (object);

  tactics_editor_item_list_set_model (self, NULL);
  g_clear_pointer (&self->box, gtk_widget_unparent);

  G_OBJECT_CLASS (tactics_editor_item_list_parent_class)->dispose (object);
}

static void
tactics_editor_item_list_get_property (GObject    *object,
                                guint       prop_id,
                                GValue     *value,
                                GParamSpec *pspec)
{
  TacticsEditorItemList *self = TACTICS_EDITOR_ITEM_LIST (object);

  switch (prop_id)
    {
    case PROP_SELECTED:
      g_value_set_uint (value, self->selected);
      break;
    default:
      G_OBJECT_WARN_INVALID_PROPERTY_ID (object, prop_id, pspec);
    }
}

static void
tactics_editor_item_list_set_property (GObject      *object,
                                guint         prop_id,
                                const GValue *value,
                                GParamSpec   *pspec)
{
  TacticsEditorItemList *self = TACTICS_EDITOR_ITEM_LIST (object);

  switch (prop_id)
    {
    case PROP_SELECTED:
      tactics_editor_item_list_set_selected (self, g_value_get_uint (value));
      break;
    default:
      G_OBJECT_WARN_INVALID_PROPERTY_ID (object, prop_id, pspec);
    }
}

static void
tactics_editor_item_list_class_init (TacticsEditorItemListClass *klass)
{
  GObjectClass *object_class = G_OBJECT_CLASS (klass);
  GtkWidgetClass *widget_class = GTK_WIDGET_CLASS (klass);

  object_class->dispose = tactics_editor_item_list_dispose;
  object_class->get_property = tactics_editor_item_list_get_property;
  object_class->set_property = tactics_editor_item_list_set_property;

  properties[PROP_SELECTED] =
    g_param_spec_uint ("selected", NULL, NULL, 0, G_MAXUINT, GTK_INVALID_LIST_POSITION,
                       G_PARAM_READWRITE | G_PARAM_EXPLICIT_NOTIFY | G_PARAM_STATIC_STRINGS);
  g_object_class_install_properties (object_class, N_PROPS, properties);

  signals[ADD] = g_signal_new ("add", G_TYPE_FROM_CLASS (klass), G_SIGNAL_RUN_LAST,
                               0, NULL, NULL, NULL, G_TYPE_NONE, 0);
  signals[DUPLICATE] = g_signal_new ("duplicate", G_TYPE_FROM_CLASS (klass), G_SIGNAL_RUN_LAST,
                                     0, NULL, NULL, NULL, G_TYPE_NONE, 0);
  signals[REMOVE] = g_signal_new ("remove", G_TYPE_FROM_CLASS (klass), G_SIGNAL_RUN_LAST,
                                  0, NULL, NULL, NULL, G_TYPE_NONE, 0);
  signals[MOVE] = g_signal_new ("move", G_TYPE_FROM_CLASS (klass), G_SIGNAL_RUN_LAST,
                                0, NULL, NULL, NULL, G_TYPE_NONE, 1, G_TYPE_INT);

  gtk_widget_class_set_layout_manager_type (widget_class, GTK_TYPE_BIN_LAYOUT);
  gtk_widget_class_set_css_name (widget_class, "item-list");
}

static void
tactics_editor_item_list_init (TacticsEditorItemList *self)
{
  GtkWidget *header = gtk_box_new (GTK_ORIENTATION_HORIZONTAL, 0);
  GtkWidget *scroller = gtk_scrolled_window_new ();
  GtkWidget *frame = gtk_frame_new (NULL);

  self->selected = GTK_INVALID_LIST_POSITION;
  self->box = gtk_box_new (GTK_ORIENTATION_VERTICAL, 4);

  self->title = GTK_LABEL (gtk_label_new (NULL));
  gtk_label_set_xalign (self->title, 0.0);
  gtk_widget_set_hexpand (GTK_WIDGET (self->title), TRUE);
  gtk_widget_add_css_class (GTK_WIDGET (self->title), "heading");
  gtk_box_append (GTK_BOX (header), GTK_WIDGET (self->title));
  tool_button (self, header, "list-add-symbolic", _("Add"), G_CALLBACK (on_add_clicked));
  self->duplicate_button = tool_button (self, header, "edit-copy-symbolic", _("Duplicate"),
                                        G_CALLBACK (on_duplicate_clicked));
  self->up_button = tool_button (self, header, "go-up-symbolic", _("Move up"),
                                 G_CALLBACK (on_up_clicked));
  self->down_button = tool_button (self, header, "go-down-symbolic", _("Move down"),
                                   G_CALLBACK (on_down_clicked));
  self->remove_button = tool_button (self, header, "list-remove-symbolic", _("Delete"),
                                     G_CALLBACK (on_remove_clicked));
  gtk_box_append (GTK_BOX (self->box), header);

  self->list = GTK_LIST_BOX (gtk_list_box_new ());
  /* Single, not browse: a page with two lists shows one item at a time. */
  gtk_list_box_set_selection_mode (self->list, GTK_SELECTION_SINGLE);
  gtk_widget_add_css_class (GTK_WIDGET (self->list), "navigation-sidebar");
  g_signal_connect_swapped (self->list, "row-selected", G_CALLBACK (on_row_selected), self);
  gtk_scrolled_window_set_policy (GTK_SCROLLED_WINDOW (scroller),
                                  GTK_POLICY_NEVER, GTK_POLICY_AUTOMATIC);
  gtk_scrolled_window_set_child (GTK_SCROLLED_WINDOW (scroller), GTK_WIDGET (self->list));
  gtk_widget_set_vexpand (scroller, TRUE);
  gtk_frame_set_child (GTK_FRAME (frame), scroller);
  gtk_widget_set_vexpand (frame, TRUE);
  gtk_box_append (GTK_BOX (self->box), frame);

  gtk_widget_set_parent (self->box, GTK_WIDGET (self));
  update_buttons (self);
}

GtkWidget *
tactics_editor_item_list_new (const char *title)
{
  TacticsEditorItemList *self = g_object_new (TACTICS_TYPE_EDITOR_ITEM_LIST, NULL);

  gtk_label_set_text (self->title, title);
  gtk_accessible_update_property (GTK_ACCESSIBLE (self->list),
                                  GTK_ACCESSIBLE_PROPERTY_LABEL, title, -1);
  return GTK_WIDGET (self);
}

void
tactics_editor_item_list_set_picture_func (TacticsEditorItemList        *self,
                                    TacticsEditorItemPictureFunc  func,
                                    gpointer                user_data)
{
  g_return_if_fail (TACTICS_IS_EDITOR_ITEM_LIST (self));

  self->picture_func = func;
  self->picture_data = user_data;
}

void
tactics_editor_item_list_set_model (TacticsEditorItemList *self,
                             GListModel      *model)
{
  g_return_if_fail (TACTICS_IS_EDITOR_ITEM_LIST (self));

  if (self->model == model)
    return;

  if (self->model != NULL)
    g_signal_handlers_disconnect_by_data (self->model, self);
  g_set_object (&self->model, model);
  /* Before the list box's own handler, which the binding connects. */
  if (model != NULL)
    g_signal_connect_object (model, "items-changed", G_CALLBACK (on_items_changing), self,
                             G_CONNECT_SWAPPED);
  gtk_list_box_bind_model (self->list, model, create_row, self, NULL);
  if (model != NULL)
    g_signal_connect_object (model, "items-changed", G_CALLBACK (on_items_changed), self,
                             G_CONNECT_SWAPPED | G_CONNECT_AFTER);

  tactics_editor_item_list_set_selected (self, model != NULL && g_list_model_get_n_items (model) > 0
                                        ? 0 : GTK_INVALID_LIST_POSITION);
}

guint
tactics_editor_item_list_get_selected (TacticsEditorItemList *self)
{
  g_return_val_if_fail (TACTICS_IS_EDITOR_ITEM_LIST (self), GTK_INVALID_LIST_POSITION);

  return self->selected;
}

void
tactics_editor_item_list_set_selected (TacticsEditorItemList *self,
                                guint            position)
{
  guint n_items;

  g_return_if_fail (TACTICS_IS_EDITOR_ITEM_LIST (self));

  n_items = self->model != NULL ? g_list_model_get_n_items (self->model) : 0;
  if (position >= n_items)
    position = GTK_INVALID_LIST_POSITION;

  select_row (self);
  if (self->selected == position)
    return;

  self->selected = position;
  select_row (self);
  g_object_notify_by_pspec (G_OBJECT (self), properties[PROP_SELECTED]);
}

GObject *
tactics_editor_item_list_get_item (TacticsEditorItemList *self)
{
  GObject *item;

  g_return_val_if_fail (TACTICS_IS_EDITOR_ITEM_LIST (self), NULL);

  if (self->model == NULL || self->selected == GTK_INVALID_LIST_POSITION)
    return NULL;
  item = g_list_model_get_item (self->model, self->selected);
  /* Transfer none: the model keeps its own reference. */
  if (item != NULL)
    g_object_unref (item);
  return item;
}

void
tactics_editor_item_list_set_can_reorder (TacticsEditorItemList *self,
                                   gboolean         can_reorder)
{
  g_return_if_fail (TACTICS_IS_EDITOR_ITEM_LIST (self));

  gtk_widget_set_visible (self->up_button, can_reorder);
  gtk_widget_set_visible (self->down_button, can_reorder);
}
