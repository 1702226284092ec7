/* SPDX-License-Identifier: GPL-3.0-or-later */
#include "config.h"

#include <glib/gi18n.h>

#include "tactics-editor-application.h"
#include "tactics-editor-document.h"
#include "tactics-editor-new-map-dialog.h"
#include "tactics-editor-size-field.h"
#include "tactics-editor-topology-field.h"

struct _TacticsEditorNewMapDialog
{
  GtkDialog       parent_instance;

  GtkEntry       *name_entry;
  TacticsEditorSizeField *size_field;
  TacticsEditorTopologyField *topology_field;
  GtkLabel       *ruleset_label;
  GtkCheckButton *link_check;
  GtkDropDown    *fill_dropdown;
  GtkLabel       *error_label;

  TacticsRuleset *default_ruleset;
  TacticsRuleset *ruleset;        /* the one in use */
  GFile          *ruleset_file;   /* NULL for the default */
};

G_DEFINE_FINAL_TYPE (TacticsEditorNewMapDialog, tactics_editor_new_map_dialog, GTK_TYPE_DIALOG)

/* Create needs a size it accepts and terrains to paint with. */
static void
update_create_sensitive (TacticsEditorNewMapDialog *self)
{
  gboolean has_terrains = self->ruleset != NULL
                          && tactics_ruleset_get_n_terrains (self->ruleset) > 0;

  gtk_dialog_set_response_sensitive (GTK_DIALOG (self), GTK_RESPONSE_OK,
                                     tactics_editor_size_field_get_size (self->size_field,
                                                                         NULL, NULL)
                                     && has_terrains);
}

static void
use_ruleset (TacticsEditorNewMapDialog *self,
             TacticsRuleset      *ruleset,
             GFile               *file)
{
  g_autofree char *label = NULL;

  g_set_object (&self->ruleset, ruleset);
  g_set_object (&self->ruleset_file, file);

  if (file != NULL)
    label = g_file_get_basename (file);
  else
    /* Translators: %s is a ruleset's name, e.g. "Default (bundled)". */
    label = g_strdup_printf (_("%s (bundled)"), tactics_ruleset_get_name (ruleset));
  gtk_label_set_text (self->ruleset_label, label);
  gtk_widget_set_tooltip_text (GTK_WIDGET (self->ruleset_label), label);

  gtk_widget_set_sensitive (GTK_WIDGET (self->link_check), file != NULL);
  if (file == NULL)
    gtk_check_button_set_active (self->link_check, FALSE);

  gtk_drop_down_set_model (self->fill_dropdown, tactics_ruleset_get_terrains (ruleset));
  gtk_drop_down_set_selected (self->fill_dropdown, 0);
  update_create_sensitive (self);
}

gboolean
tactics_editor_new_map_dialog_set_ruleset_file (TacticsEditorNewMapDialog *self,
                                         GFile               *file,
                                         gboolean             link)
{
  g_autoptr(GError) error = NULL;
  g_autoptr(TacticsRuleset) ruleset = NULL;

  g_return_val_if_fail (TACTICS_IS_EDITOR_NEW_MAP_DIALOG (self), FALSE);
  g_return_val_if_fail (G_IS_FILE (file), FALSE);

  ruleset = tactics_ruleset_load (file, &error);
  if (ruleset == NULL)
    {
      gtk_label_set_text (self->error_label, error->message);
      gtk_widget_set_visible (GTK_WIDGET (self->error_label), TRUE);
      return FALSE;
    }
  if (tactics_ruleset_get_n_terrains (ruleset) == 0)
    {
      gtk_label_set_text (self->error_label, _("This ruleset has no terrains to paint with."));
      gtk_widget_set_visible (GTK_WIDGET (self->error_label), TRUE);
      return FALSE;
    }

  gtk_widget_set_visible (GTK_WIDGET (self->error_label), FALSE);
  use_ruleset (self, ruleset, file);
  gtk_check_button_set_active (self->link_check, link);
  return TRUE;
}

static void
on_ruleset_chosen (GtkNativeDialog     *chooser,
                   int                  response,
                   TacticsEditorNewMapDialog *self)
{
  if (response == GTK_RESPONSE_ACCEPT)
    {
      g_autoptr(GFile) file = gtk_file_chooser_get_file (GTK_FILE_CHOOSER (chooser));

      if (file != NULL)
        {
          tactics_editor_application_remember_folder (file);
          tactics_editor_new_map_dialog_set_ruleset_file (self, file, FALSE);
        }
    }
  g_object_unref (self);
  g_object_unref (chooser);
}

static void
on_ruleset_button_clicked (TacticsEditorNewMapDialog *self,
                           GtkButton           *button)
{
  GtkFileChooserNative *chooser;
  g_autoptr(GtkFileFilter) rulesets = gtk_file_filter_new ();
  g_autoptr(GtkFileFilter) all = gtk_file_filter_new ();

  chooser = gtk_file_chooser_native_new (_("Choose a Ruleset"), GTK_WINDOW (self),
                                         GTK_FILE_CHOOSER_ACTION_OPEN, _("_Select"), _("_Cancel"));
  gtk_native_dialog_set_modal (GTK_NATIVE_DIALOG (chooser), TRUE);
  tactics_editor_application_prepare_chooser (GTK_FILE_CHOOSER (chooser));
  gtk_file_filter_set_name (rulesets, _("Rulesets"));
  gtk_file_filter_add_pattern (rulesets, "*.ruleset.xml");
  gtk_file_filter_add_mime_type (rulesets, "application/x-tactics-ruleset");
  gtk_file_filter_set_name (all, _("All files"));
  gtk_file_filter_add_pattern (all, "*");
  gtk_file_chooser_add_filter (GTK_FILE_CHOOSER (chooser), rulesets);
  gtk_file_chooser_add_filter (GTK_FILE_CHOOSER (chooser), all);

  g_signal_connect (chooser, "response", G_CALLBACK (on_ruleset_chosen), g_object_ref (self));
  gtk_native_dialog_show (GTK_NATIVE_DIALOG (chooser));
}

void
tactics_editor_new_map_dialog_set_size (TacticsEditorNewMapDialog *self,
                                 int                  width,
                                 int                  height,
                                 TacticsTopology      topology)
{
  g_return_if_fail (TACTICS_IS_EDITOR_NEW_MAP_DIALOG (self));

  tactics_editor_size_field_set_size (self->size_field, width, height);
  tactics_editor_topology_field_set_topology (self->topology_field, topology);
}

void
tactics_editor_new_map_dialog_set_fill (TacticsEditorNewMapDialog *self,
                                 guint                terrain)
{
  g_return_if_fail (TACTICS_IS_EDITOR_NEW_MAP_DIALOG (self));

  gtk_drop_down_set_selected (self->fill_dropdown, terrain);
}

TacticsMap *
tactics_editor_new_map_dialog_create_map (TacticsEditorNewMapDialog *self)
{
  int width;
  int height;
  TacticsTopology topology;
  g_autoptr(TacticsRuleset) ruleset = NULL;
  TacticsMap *map;
  const char *name;
  guint fill;
  gboolean link;

  g_return_val_if_fail (TACTICS_IS_EDITOR_NEW_MAP_DIALOG (self), NULL);

  /* The size as last typed right. */
  tactics_editor_size_field_get_size (self->size_field, &width, &height);
  topology = tactics_editor_topology_field_get_topology (self->topology_field);
  link = self->ruleset_file != NULL && gtk_check_button_get_active (self->link_check);

  /* A linked ruleset is shared with its file; copied terrains belong to
   * the map alone. */
  ruleset = link ? g_object_ref (self->ruleset) : tactics_editor_copy_terrains (self->ruleset);
  map = tactics_map_new (width, height, topology, ruleset);

  name = gtk_editable_get_text (GTK_EDITABLE (self->name_entry));
  if (name != NULL && *name != '\0')
    tactics_map_set_name (map, name);
  if (link)
    {
      /* Absolute until the map is saved somewhere; then made relative. */
      g_autofree char *path = g_file_get_path (self->ruleset_file);

      tactics_map_set_ruleset_path (map, path);
    }

  fill = gtk_drop_down_get_selected (self->fill_dropdown);
  if (fill != GTK_INVALID_LIST_POSITION && fill > 0)
    {
      gsize n_cells = (gsize) width * height;
      g_autofree guint16 *cells = g_new (guint16, n_cells);

      for (gsize i = 0; i < n_cells; i++)
        cells[i] = (guint16) fill;
      tactics_map_set_cells (map, cells);
    }

  return map;
}

gboolean
tactics_editor_new_map_dialog_is_valid (TacticsEditorNewMapDialog *self)
{
  g_return_val_if_fail (TACTICS_IS_EDITOR_NEW_MAP_DIALOG (self), FALSE);

  return tactics_editor_size_field_get_size (self->size_field, NULL, NULL);
}

static void
tactics_editor_new_map_dialog_dispose (GObject *object)
{
  TacticsEditorNewMapDialog *self = TACTICS_EDITOR_NEW_MAP_DIALOG (object);

  gtk_widget_dispose_template (GTK_WIDGET (self), TACTICS_TYPE_EDITOR_NEW_MAP_DIALOG);
  g_clear_object (&self->default_ruleset);
  g_clear_object (&self->ruleset);
  g_clear_object (&self->ruleset_file);

  G_OBJECT_CLASS (tactics_editor_new_map_dialog_parent_class)->dispose (object);
}

static void
tactics_editor_new_map_dialog_class_init (TacticsEditorNewMapDialogClass *klass)
{
  GObjectClass *object_class = G_OBJECT_CLASS (klass);
  GtkWidgetClass *widget_class = GTK_WIDGET_CLASS (klass);

  object_class->dispose = tactics_editor_new_map_dialog_dispose;

  g_type_ensure (TACTICS_TYPE_EDITOR_SIZE_FIELD);
  g_type_ensure (TACTICS_TYPE_EDITOR_TOPOLOGY_FIELD);
  gtk_widget_class_set_template_from_resource (widget_class,
                                               "/io/tactics/Editor/tactics-editor-new-map-dialog.ui");
  gtk_widget_class_bind_template_child (widget_class, TacticsEditorNewMapDialog, name_entry);
  gtk_widget_class_bind_template_child (widget_class, TacticsEditorNewMapDialog, size_field);
  gtk_widget_class_bind_template_child (widget_class, TacticsEditorNewMapDialog, topology_field);
  gtk_widget_class_bind_template_child (widget_class, TacticsEditorNewMapDialog, ruleset_label);
  gtk_widget_class_bind_template_child (widget_class, TacticsEditorNewMapDialog, link_check);
  gtk_widget_class_bind_template_child (widget_class, TacticsEditorNewMapDialog, fill_dropdown);
  gtk_widget_class_bind_template_child (widget_class, TacticsEditorNewMapDialog, error_label);
  gtk_widget_class_bind_template_callback (widget_class, on_ruleset_button_clicked);
}

static void
tactics_editor_new_map_dialog_init (TacticsEditorNewMapDialog *self)
{
  GtkExpression *name;

  gtk_widget_init_template (GTK_WIDGET (self));

  name = gtk_property_expression_new (TACTICS_TYPE_TERRAIN, NULL, "name");
  gtk_drop_down_set_expression (self->fill_dropdown, name);
  gtk_expression_unref (name);

  tactics_editor_size_field_set_size (self->size_field, 16, 12);
  g_signal_connect_swapped (self->size_field, "changed", G_CALLBACK (update_create_sensitive),
                            self);
  tactics_editor_size_field_guard_response (self->size_field, GTK_DIALOG (self));
}

GtkWidget *
tactics_editor_new_map_dialog_new (GtkWindow      *parent,
                            TacticsRuleset *default_ruleset)
{
  TacticsEditorNewMapDialog *self;
  GtkWidget *button;

  g_return_val_if_fail (TACTICS_IS_RULESET (default_ruleset), NULL);

  self = g_object_new (TACTICS_TYPE_EDITOR_NEW_MAP_DIALOG,
                       "transient-for", parent,
                       "use-header-bar", TRUE,
                       NULL);
  gtk_dialog_add_button (GTK_DIALOG (self), _("_Cancel"), GTK_RESPONSE_CANCEL);
  button = gtk_dialog_add_button (GTK_DIALOG (self), _("C_reate"), GTK_RESPONSE_OK);
  gtk_widget_add_css_class (button, "suggested-action");
  gtk_dialog_set_default_response (GTK_DIALOG (self), GTK_RESPONSE_OK);

  self->default_ruleset = g_object_ref (default_ruleset);
  use_ruleset (self, default_ruleset, NULL);
  return GTK_WIDGET (self);
}
