/* SPDX-License-Identifier: GPL-3.0-or-later */
#include "config.h"

#include <glib/gi18n.h>
#include <tactics.h>

#include "tactics-editor-form.h"
#include "tactics-editor-size-field.h"

struct _TacticsEditorSizeField
{
  GtkWidget      parent_instance;

  GtkWidget     *row;
  GtkSpinButton *width_spin;
  GtkSpinButton *height_spin;
  GtkLabel      *error;

  /* The size as last typed right. */
  int            width;
  int            height;
  gboolean       valid;
};

enum {
  SIGNAL_CHANGED,
  N_SIGNALS
};

static guint signals[N_SIGNALS];

G_DEFINE_FINAL_TYPE (TacticsEditorSizeField, tactics_editor_size_field, GTK_TYPE_WIDGET)

/* Reads one field, named by its tooltip (the two share one label); FALSE
 * with a reason when refused. */
static gboolean
read_size (GtkSpinButton  *spin,
           int            *size,
           char          **message)
{
  const char *label = gtk_widget_get_tooltip_text (GTK_WIDGET (spin));
  guint value;

  if (!tactics_editor_form_read_spin (spin, label != NULL ? label : "", 1, TACTICS_MAX_MAP_SIZE,
                                      &value, message))
    return FALSE;
  *size = (int) value;
  return TRUE;
}

/* Typed text is checked as it comes: a refused size is explained, rather
 * than the spin button coercing it. */
static void
on_spin_changed (TacticsEditorSizeField *self)
{
  g_autofree char *width_message = NULL;
  g_autofree char *height_message = NULL;
  gboolean width_valid = read_size (self->width_spin, &self->width, &width_message);
  gboolean height_valid = read_size (self->height_spin, &self->height, &height_message);
  const char *message = width_message != NULL ? width_message : height_message;

  self->valid = width_valid && height_valid;
  tactics_editor_form_show_message (self->error, message);
  g_signal_emit (self, signals[SIGNAL_CHANGED], 0);
}

static GtkSpinButton *
make_spin (const char *name,
           const char *tooltip)
{
  GtkWidget *spin = gtk_spin_button_new_with_range (1, TACTICS_MAX_MAP_SIZE, 1);

  gtk_widget_set_name (spin, name);
  gtk_widget_set_tooltip_text (spin, tooltip);
  gtk_spin_button_set_numeric (GTK_SPIN_BUTTON (spin), TRUE);
  gtk_spin_button_set_increments (GTK_SPIN_BUTTON (spin), 1, 8);
  tactics_editor_form_setup_number_spin (GTK_SPIN_BUTTON (spin));
  return GTK_SPIN_BUTTON (spin);
}

/* A label's mnemonic leads to the first field. */
static gboolean
tactics_editor_size_field_mnemonic_activate (GtkWidget *widget,
                                             gboolean   group_cycling)
{
  TacticsEditorSizeField *self = TACTICS_EDITOR_SIZE_FIELD (widget);

  return gtk_widget_mnemonic_activate (GTK_WIDGET (self->width_spin), group_cycling);
}

static void
tactics_editor_size_field_dispose (GObject *object)
{
  TacticsEditorSizeField *self = TACTICS_EDITOR_SIZE_FIELD (object);

  g_clear_pointer (&self->row, gtk_widget_unparent);
  if (self->error != NULL)
    {
      gtk_widget_unparent (GTK_WIDGET (self->error));
      self->error = NULL;
    }

  G_OBJECT_CLASS (tactics_editor_size_field_parent_class)->dispose (object);
}

static void
tactics_editor_size_field_class_init (TacticsEditorSizeFieldClass *klass)
{
  GObjectClass *object_class = G_OBJECT_CLASS (klass);
  GtkWidgetClass *widget_class = GTK_WIDGET_CLASS (klass);

  object_class->dispose = tactics_editor_size_field_dispose;
  widget_class->mnemonic_activate = tactics_editor_size_field_mnemonic_activate;

  signals[SIGNAL_CHANGED] =
    g_signal_new ("changed", G_TYPE_FROM_CLASS (klass), G_SIGNAL_RUN_LAST, 0, NULL, NULL,
                  NULL, G_TYPE_NONE, 0);

  gtk_widget_class_set_layout_manager_type (widget_class, GTK_TYPE_BOX_LAYOUT);
}

static void
tactics_editor_size_field_init (TacticsEditorSizeField *self)
{
  gtk_orientable_set_orientation (GTK_ORIENTABLE (gtk_widget_get_layout_manager (
                                                    GTK_WIDGET (self))),
                                  GTK_ORIENTATION_VERTICAL);
  gtk_box_layout_set_spacing (GTK_BOX_LAYOUT (gtk_widget_get_layout_manager (GTK_WIDGET (self))),
                              6);

  self->row = gtk_box_new (GTK_ORIENTATION_HORIZONTAL, 6);
  self->width_spin = make_spin ("width_spin", _("Columns"));
  self->height_spin = make_spin ("height_spin", _("Rows"));
  gtk_box_append (GTK_BOX (self->row), GTK_WIDGET (self->width_spin));
  gtk_box_append (GTK_BOX (self->row), gtk_label_new ("×"));
  gtk_box_append (GTK_BOX (self->row), GTK_WIDGET (self->height_spin));
  gtk_widget_set_parent (self->row, GTK_WIDGET (self));

  self->error = GTK_LABEL (gtk_label_new (NULL));
  gtk_widget_set_name (GTK_WIDGET (self->error), "size_error");
  gtk_label_set_xalign (self->error, 0.0);
  gtk_label_set_wrap (self->error, TRUE);
  gtk_label_set_max_width_chars (self->error, 40);
  gtk_widget_add_css_class (GTK_WIDGET (self->error), "field-error");
  gtk_widget_set_parent (GTK_WIDGET (self->error), GTK_WIDGET (self));

  g_signal_connect_swapped (self->width_spin, "changed", G_CALLBACK (on_spin_changed), self);
  g_signal_connect_swapped (self->height_spin, "changed", G_CALLBACK (on_spin_changed), self);
  on_spin_changed (self);
}

GtkWidget *
tactics_editor_size_field_new (void)
{
  return g_object_new (TACTICS_TYPE_EDITOR_SIZE_FIELD, NULL);
}

void
tactics_editor_size_field_set_size (TacticsEditorSizeField *self,
                                    int                     width,
                                    int                     height)
{
  g_return_if_fail (TACTICS_IS_EDITOR_SIZE_FIELD (self));

  gtk_spin_button_set_value (self->width_spin, width);
  gtk_spin_button_set_value (self->height_spin, height);
}

gboolean
tactics_editor_size_field_get_size (TacticsEditorSizeField *self,
                                    int                    *width,
                                    int                    *height)
{
  g_return_val_if_fail (TACTICS_IS_EDITOR_SIZE_FIELD (self), FALSE);

  if (width != NULL)
    *width = self->width;
  if (height != NULL)
    *height = self->height;
  return self->valid;
}

static void
on_dialog_response (GtkDialog              *dialog,
                    int                     response,
                    TacticsEditorSizeField *self)
{
  if (response == GTK_RESPONSE_OK && !self->valid)
    g_signal_stop_emission_by_name (dialog, "response");
}

void
tactics_editor_size_field_guard_response (TacticsEditorSizeField *self,
                                          GtkDialog              *dialog)
{
  g_return_if_fail (TACTICS_IS_EDITOR_SIZE_FIELD (self));
  g_return_if_fail (GTK_IS_DIALOG (dialog));

  g_signal_connect_object (dialog, "response", G_CALLBACK (on_dialog_response), self, 0);
}
