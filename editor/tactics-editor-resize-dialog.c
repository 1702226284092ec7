/* SPDX-License-Identifier: GPL-3.0-or-later */
#include "config.h"

#include <glib/gi18n.h>

#include "tactics-editor-resize-dialog.h"
#include "tactics-editor-size-field.h"

struct _TacticsEditorResizeDialog
{
  GtkDialog      parent_instance;

  TacticsEditorSizeField *size_field;
  GtkGrid       *anchor_grid;
  GtkDropDown   *fill_dropdown;
  GtkLabel      *summary_label;
  GtkWidget     *anchors[3][3];

  TacticsMap    *map;
  int            anchor_x;
  int            anchor_y;
};

G_DEFINE_FINAL_TYPE (TacticsEditorResizeDialog, tactics_editor_resize_dialog, GTK_TYPE_DIALOG)

static const char * const anchor_arrows[3][3] = {
  { "↖", "↑", "↗" },
  { "←", "•", "→" },
  { "↙", "↓", "↘" },
};

static int
anchored_offset (int anchor,
                 int change)
{
  switch (anchor)
    {
    case 0:
      return 0;
    case 1:
      return change / 2;
    default:
      return change;
    }
}

void
tactics_editor_resize_dialog_get_result (TacticsEditorResizeDialog *self,
                                  int                 *width,
                                  int                 *height,
                                  int                 *offset_x,
                                  int                 *offset_y,
                                  guint               *fill)
{
  int new_width;
  int new_height;
  int dy;

  g_return_if_fail (TACTICS_IS_EDITOR_RESIZE_DIALOG (self));

  /* The size as last typed right. */
  tactics_editor_size_field_get_size (self->size_field, &new_width, &new_height);
  dy = anchored_offset (self->anchor_y, new_height - tactics_map_get_height (self->map));
  /* On odd-r hex maps an odd row shift moves every row half a hex against
   * its neighbours; centring rounds it to an even shift instead. */
  if (self->anchor_y == 1 && tactics_map_get_topology (self->map) == TACTICS_TOPOLOGY_HEX)
    dy -= dy % 2;

  if (width != NULL)
    *width = new_width;
  if (height != NULL)
    *height = new_height;
  if (offset_x != NULL)
    *offset_x = anchored_offset (self->anchor_x, new_width - tactics_map_get_width (self->map));
  if (offset_y != NULL)
    *offset_y = dy;
  if (fill != NULL)
    {
      guint selected = gtk_drop_down_get_selected (self->fill_dropdown);

      *fill = selected == GTK_INVALID_LIST_POSITION ? 0 : selected;
    }
}

static void
update_summary (TacticsEditorResizeDialog *self)
{
  g_autofree char *summary = NULL;
  int width;
  int height;

  tactics_editor_resize_dialog_get_result (self, &width, &height, NULL, NULL, NULL);
  /* Translators: the map's columns and rows before, then after, e.g. "From 24 × 16 to 32 × 20
   * cells.". */
  summary = g_strdup_printf (_("From %d × %d to %d × %d cells."),
                             tactics_map_get_width (self->map), tactics_map_get_height (self->map),
                             width, height);
  gtk_label_set_text (self->summary_label, summary);
}

void
tactics_editor_resize_dialog_set_anchor (TacticsEditorResizeDialog *self,
                                  int                  anchor_x,
                                  int                  anchor_y)
{
  g_return_if_fail (TACTICS_IS_EDITOR_RESIZE_DIALOG (self));
  g_return_if_fail (anchor_x >= 0 && anchor_x <= 2 && anchor_y >= 0 && anchor_y <= 2);

  self->anchor_x = anchor_x;
  self->anchor_y = anchor_y;
  gtk_toggle_button_set_active (GTK_TOGGLE_BUTTON (self->anchors[anchor_y][anchor_x]), TRUE);
  update_summary (self);
}

void
tactics_editor_resize_dialog_set_size (TacticsEditorResizeDialog *self,
                                int                  width,
                                int                  height)
{
  g_return_if_fail (TACTICS_IS_EDITOR_RESIZE_DIALOG (self));

  tactics_editor_size_field_set_size (self->size_field, width, height);
  update_summary (self);
}

static void
on_anchor_toggled (GtkToggleButton     *button,
                   TacticsEditorResizeDialog *self)
{
  if (!gtk_toggle_button_get_active (button))
    return;

  self->anchor_x = GPOINTER_TO_INT (g_object_get_data (G_OBJECT (button), "anchor-x"));
  self->anchor_y = GPOINTER_TO_INT (g_object_get_data (G_OBJECT (button), "anchor-y"));
  update_summary (self);
}

/* A refused size is explained under the fields, and Resize waits for a
 * good one. */
static void
on_size_changed (TacticsEditorResizeDialog *self)
{
  gtk_dialog_set_response_sensitive (GTK_DIALOG (self), GTK_RESPONSE_OK,
                                     tactics_editor_size_field_get_size (self->size_field,
                                                                         NULL, NULL));
  update_summary (self);
}

gboolean
tactics_editor_resize_dialog_is_valid (TacticsEditorResizeDialog *self)
{
  g_return_val_if_fail (TACTICS_IS_EDITOR_RESIZE_DIALOG (self), FALSE);

  return tactics_editor_size_field_get_size (self->size_field, NULL, NULL);
}

static void
tactics_editor_resize_dialog_dispose (GObject *object)
{
  TacticsEditorResizeDialog *self = TACTICS_EDITOR_RESIZE_DIALOG (object);

  gtk_widget_dispose_template (GTK_WIDGET (self), TACTICS_TYPE_EDITOR_RESIZE_DIALOG);
  g_clear_object (&self->map);

  G_OBJECT_CLASS (tactics_editor_resize_dialog_parent_class)->dispose (object);
}

static void
tactics_editor_resize_dialog_class_init (TacticsEditorResizeDialogClass *klass)
{
  GObjectClass *object_class = G_OBJECT_CLASS (klass);
  GtkWidgetClass *widget_class = GTK_WIDGET_CLASS (klass);

  object_class->dispose = tactics_editor_resize_dialog_dispose;

  g_type_ensure (TACTICS_TYPE_EDITOR_SIZE_FIELD);
  gtk_widget_class_set_template_from_resource (widget_class,
                                               "/io/tactics/Editor/tactics-editor-resize-dialog.ui");
  gtk_widget_class_bind_template_child (widget_class, TacticsEditorResizeDialog, size_field);
  gtk_widget_class_bind_template_child (widget_class, TacticsEditorResizeDialog, anchor_grid);
  gtk_widget_class_bind_template_child (widget_class, TacticsEditorResizeDialog, fill_dropdown);
  gtk_widget_class_bind_template_child (widget_class, TacticsEditorResizeDialog, summary_label);
}

static void
tactics_editor_resize_dialog_init (TacticsEditorResizeDialog *self)
{
  GtkToggleButton *group = NULL;

  gtk_widget_init_template (GTK_WIDGET (self));

  for (int y = 0; y < 3; y++)
    for (int x = 0; x < 3; x++)
      {
        GtkWidget *button = gtk_toggle_button_new_with_label (anchor_arrows[y][x]);

        g_object_set_data (G_OBJECT (button), "anchor-x", GINT_TO_POINTER (x));
        g_object_set_data (G_OBJECT (button), "anchor-y", GINT_TO_POINTER (y));
        if (group != NULL)
          gtk_toggle_button_set_group (GTK_TOGGLE_BUTTON (button), group);
        else
          group = GTK_TOGGLE_BUTTON (button);
        g_signal_connect (button, "toggled", G_CALLBACK (on_anchor_toggled), self);
        gtk_grid_attach (self->anchor_grid, button, x, y, 1, 1);
        self->anchors[y][x] = button;
      }

  g_signal_connect_swapped (self->size_field, "changed", G_CALLBACK (on_size_changed), self);
  tactics_editor_size_field_guard_response (self->size_field, GTK_DIALOG (self));
}

GtkWidget *
tactics_editor_resize_dialog_new (GtkWindow  *parent,
                           TacticsMap *map)
{
  TacticsEditorResizeDialog *self;
  GtkExpression *name;
  GtkWidget *button;

  g_return_val_if_fail (TACTICS_IS_MAP (map), NULL);

  self = g_object_new (TACTICS_TYPE_EDITOR_RESIZE_DIALOG,
                       "transient-for", parent,
                       "use-header-bar", TRUE,
                       NULL);
  self->map = g_object_ref (map);

  name = gtk_property_expression_new (TACTICS_TYPE_TERRAIN, NULL, "name");
  gtk_drop_down_set_expression (self->fill_dropdown, name);
  gtk_expression_unref (name);
  gtk_drop_down_set_model (self->fill_dropdown,
                           tactics_ruleset_get_terrains (tactics_map_get_ruleset (map)));
  gtk_drop_down_set_selected (self->fill_dropdown, 0);

  gtk_dialog_add_button (GTK_DIALOG (self), _("_Cancel"), GTK_RESPONSE_CANCEL);
  button = gtk_dialog_add_button (GTK_DIALOG (self), _("_Resize"), GTK_RESPONSE_OK);
  gtk_widget_add_css_class (button, "suggested-action");
  gtk_dialog_set_default_response (GTK_DIALOG (self), GTK_RESPONSE_OK);

  tactics_editor_resize_dialog_set_size (self, tactics_map_get_width (map), tactics_map_get_height (map));
  tactics_editor_resize_dialog_set_anchor (self, 1, 1);
  return GTK_WIDGET (self);
}
