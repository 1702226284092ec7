/* SPDX-License-Identifier: GPL-3.0-or-later */
#include "config.h"

#include <glib/gi18n.h>
#include <stdlib.h>
#include <string.h>

#include <tactics.h>
#include "tactics-gtk.h"

#include "tactics-editor-form.h"


typedef enum {
  FIELD_TEXT,
  FIELD_LONG_TEXT,
  FIELD_NUMBER,
  FIELD_COLOR,
  FIELD_CHOICE,
  FIELD_CHECK,
} FieldKind;

typedef struct {
  TacticsEditorForm      *form;
  FieldKind         kind;
  GtkWidget        *widget;
  GtkLabel         *message;
  char             *property;
  TacticsEditorFormCheck  check;
  TacticsEditorFormApply  apply;
  TacticsEditorFormNumberCheck number_check;
  gpointer          user_data;
  guint             min;
  guint             max;
  gboolean          has_error;
  char             *error;  /* why, while has_error */
  char             *hint;   /* shown in the message's place otherwise */
  char             *name;   /* in Undo labels, if not as its label reads */
  gulong            handler;
  /* A number field's value when the edit typed in it began: a number it
   * refuses puts it back, so that nothing half typed is kept. */
  gboolean          editing;
  guint             base;
  GtkEventController *focus;
} Field;

struct _TacticsEditorForm
{
  GObject   *item;
  char      *item_title;  /* in Undo labels, for an item without a name */
  GPtrArray *fields;
  gboolean   syncing;
  const char *name_action;    /* how edits are named and finished */
  const char *commit_action;
};

static void
field_free (gpointer data)
{
  Field *field = data;

  if (field->handler != 0)
    g_signal_handler_disconnect (field->kind == FIELD_LONG_TEXT
                                 ? (gpointer) gtk_text_view_get_buffer (GTK_TEXT_VIEW (field->widget))
                                 : (gpointer) field->widget,
                                 field->handler);
  if (field->focus != NULL)
    {
      if (gtk_event_controller_get_widget (field->focus) == field->widget)
        gtk_widget_remove_controller (field->widget, field->focus);
      g_object_unref (field->focus);
    }
  g_object_unref (field->widget);
  g_clear_object (&field->message);
  g_free (field->property);
  g_free (field->error);
  g_free (field->hint);
  g_free (field->name);
  g_free (field);
}

TacticsEditorForm *
tactics_editor_form_new (void)
{
  TacticsEditorForm *form = g_new0 (TacticsEditorForm, 1);

  form->fields = g_ptr_array_new_with_free_func (field_free);
  form->name_action = "editor.name-ruleset-edit";
  form->commit_action = "editor.commit-ruleset-edit";
  return form;
}

void
tactics_editor_form_set_edit_actions (TacticsEditorForm *form,
                                      const char        *name_action,
                                      const char        *commit_action)
{
  g_return_if_fail (form != NULL);

  form->name_action = name_action;
  form->commit_action = commit_action;
}

void
tactics_editor_form_free (TacticsEditorForm *form)
{
  if (form == NULL)
    return;

  g_clear_pointer (&form->fields, g_ptr_array_unref);
  g_clear_object (&form->item);
  g_free (form->item_title);
  g_free (form);
}

static void
show_message (Field      *field,
              const char *message)
{
  field->has_error = message != NULL;
  g_free (field->error);
  field->error = g_strdup (message);
  if (message != NULL)
    gtk_widget_add_css_class (field->widget, "error");
  else
    gtk_widget_remove_css_class (field->widget, "error");

  /* The line stays when empty, so that a message never moves the fields
   * below it, which may be under the pointer. */
  if (field->message != NULL)
    {
      const char *text = message != NULL ? message : field->hint;

      gtk_label_set_text (field->message, text != NULL ? text : "");
      gtk_widget_set_tooltip_text (GTK_WIDGET (field->message), text);
      if (message != NULL)
        {
          gtk_widget_remove_css_class (GTK_WIDGET (field->message), "field-hint");
          gtk_widget_add_css_class (GTK_WIDGET (field->message), "field-error");
        }
      else
        {
          gtk_widget_remove_css_class (GTK_WIDGET (field->message), "field-error");
          gtk_widget_add_css_class (GTK_WIDGET (field->message), "field-hint");
        }
    }
}

/* The field's name as its label reads, without the mnemonic; the
 * property's name for a field without a label. */
static char *
get_label (Field *field)
{
  char *name = tactics_field_name_dup (field->widget);

  if (name != NULL)
    return name;
  /* A check button is labelled by its own text. */
  if (field->kind == FIELD_CHECK
      && gtk_check_button_get_label (GTK_CHECK_BUTTON (field->widget)) != NULL)
    return tactics_strip_mnemonic (gtk_check_button_get_label (GTK_CHECK_BUTTON (field->widget)));
  return g_strdup (field->property);
}

/* Typed numbers: an edit is begun by the first value written, put back by
 * a refused one, ended when the field is left or loaded again. A name
 * refused on the way (emptied to be retyped) keeps what was typed before. */

static void
end_edit (Field *field)
{
  field->editing = FALSE;
}

/* Before a value is written: the one it replaces, if the edit is new. */
static void
begin_edit (Field *field)
{
  if (field->editing)
    return;
  g_object_get (field->form->item, field->property, &field->base, NULL);
  field->editing = TRUE;
}

/* A refused number: the item holds again what it held before the edit,
 * so that leaving the field keeps nothing of it and makes no step. */
static void
revert_edit (Field *field)
{
  GtkAdjustment *adjustment;

  if (!field->editing)
    return;
  g_object_set (field->form->item, field->property, field->base, NULL);
  /* The spin button's own value follows, so that leaving the field shows
   * this value again; but silently: its text, being typed (a digit
   * replacing another goes through an empty text), must stay as it is. */
  adjustment = gtk_spin_button_get_adjustment (GTK_SPIN_BUTTON (field->widget));
  g_signal_handlers_block_matched (adjustment, G_SIGNAL_MATCH_DATA, 0, 0, NULL, NULL,
                                   field->widget);
  gtk_adjustment_set_value (adjustment, field->base);
  g_signal_handlers_unblock_matched (adjustment, G_SIGNAL_MATCH_DATA, 0, 0, NULL, NULL,
                                     field->widget);
}

static void
on_field_focus_leave (Field *field)
{
  end_edit (field);
}

/* Model → widget */
static void
load_field (Field *field)
{
  GObject *item = field->form->item;

  show_message (field, NULL);
  end_edit (field);
  gtk_widget_set_sensitive (field->widget, item != NULL);
  if (item == NULL)
    return;

  switch (field->kind)
    {
    case FIELD_TEXT:
      {
        g_autofree char *text = NULL;

        g_object_get (item, field->property, &text, NULL);
        gtk_editable_set_text (GTK_EDITABLE (field->widget), text != NULL ? text : "");
      }
      break;
    case FIELD_LONG_TEXT:
      {
        g_autofree char *text = NULL;

        g_object_get (item, field->property, &text, NULL);
        gtk_text_buffer_set_text (gtk_text_view_get_buffer (GTK_TEXT_VIEW (field->widget)),
                                  text != NULL ? text : "", -1);
      }
      break;
    case FIELD_NUMBER:
      {
        guint value = 0;

        g_object_get (item, field->property, &value, NULL);
        gtk_spin_button_set_value (GTK_SPIN_BUTTON (field->widget), value);
        /* The spin button shows its value only when asked. */
        gtk_spin_button_update (GTK_SPIN_BUTTON (field->widget));
      }
      break;
    case FIELD_COLOR:
      {
        g_autofree char *text = NULL;
        GdkRGBA color = { 0.5, 0.5, 0.5, 1.0 };

        g_object_get (item, field->property, &text, NULL);
        if (text != NULL)
          gdk_rgba_parse (&color, text);
        gtk_color_chooser_set_rgba (GTK_COLOR_CHOOSER (field->widget), &color);
      }
      break;
    case FIELD_CHOICE:
      {
        int value = 0;

        g_object_get (item, field->property, &value, NULL);
        gtk_drop_down_set_selected (GTK_DROP_DOWN (field->widget), (guint) value);
      }
      break;
    case FIELD_CHECK:
      {
        gboolean value = FALSE;

        g_object_get (item, field->property, &value, NULL);
        gtk_check_button_set_active (GTK_CHECK_BUTTON (field->widget), value);
      }
      break;
    default:
      g_assert_not_reached ();
    }
}

void
tactics_editor_form_refresh (TacticsEditorForm *form)
{
  g_return_if_fail (form != NULL);

  form->syncing = TRUE;
  for (guint i = 0; i < form->fields->len; i++)
    load_field (g_ptr_array_index (form->fields, i));
  form->syncing = FALSE;
}

void
tactics_editor_form_set_item (TacticsEditorForm *form,
                       GObject     *item)
{
  g_return_if_fail (form != NULL);
  g_return_if_fail (item == NULL || G_IS_OBJECT (item));

  g_set_object (&form->item, item);
  tactics_editor_form_refresh (form);
}

GObject *
tactics_editor_form_get_item (TacticsEditorForm *form)
{
  g_return_val_if_fail (form != NULL, NULL);

  return form->item;
}

void
tactics_editor_form_set_hint (TacticsEditorForm *form,
                              GtkWidget         *widget,
                              const char        *hint)
{
  g_return_if_fail (form != NULL);
  g_return_if_fail (GTK_IS_WIDGET (widget));

  for (guint i = 0; i < form->fields->len; i++)
    {
      Field *field = g_ptr_array_index (form->fields, i);

      if (field->widget != widget)
        continue;
      g_free (field->hint);
      field->hint = g_strdup (hint);
      if (!field->has_error)
        show_message (field, NULL);
      return;
    }
  g_return_if_reached ();
}

static Field *
find_field (TacticsEditorForm *form,
            GtkWidget         *widget)
{
  for (guint i = 0; i < form->fields->len; i++)
    {
      Field *field = g_ptr_array_index (form->fields, i);

      if (field->widget == widget)
        return field;
    }
  return NULL;
}

void
tactics_editor_form_set_field_name (TacticsEditorForm *form,
                                    GtkWidget         *widget,
                                    const char        *name)
{
  Field *field;

  g_return_if_fail (form != NULL);
  g_return_if_fail (GTK_IS_WIDGET (widget));

  field = find_field (form, widget);
  g_return_if_fail (field != NULL);
  g_free (field->name);
  field->name = g_strdup (name);
}

void
tactics_editor_form_set_item_title (TacticsEditorForm *form,
                                    const char        *title)
{
  g_return_if_fail (form != NULL);

  g_free (form->item_title);
  form->item_title = g_strdup (title);
}

gboolean
tactics_editor_form_has_errors (TacticsEditorForm *form)
{
  g_return_val_if_fail (form != NULL, FALSE);

  for (guint i = 0; i < form->fields->len; i++)
    if (((Field *) g_ptr_array_index (form->fields, i))->has_error)
      return TRUE;
  return FALSE;
}

gboolean
tactics_editor_form_get_invalid_field (TacticsEditorForm  *form,
                                       char              **label,
                                       char              **message)
{
  g_return_val_if_fail (form != NULL, FALSE);

  for (guint i = 0; i < form->fields->len; i++)
    {
      Field *field = g_ptr_array_index (form->fields, i);

      if (field->has_error)
        {
          if (label != NULL)
            *label = get_label (field);
          if (message != NULL)
            *message = g_strdup (field->error);
          return TRUE;
        }
    }
  return FALSE;
}

/* Widget → model */

/* The item's name before an edit, for the edit's label. */
static char *
get_item_name (Field *field)
{
  char *name = NULL;

  if (g_object_class_find_property (G_OBJECT_GET_CLASS (field->form->item), "name") != NULL)
    g_object_get (field->form->item, "name", &name, NULL);
  if ((name == NULL || *name == '\0') && field->form->item_title != NULL)
    {
      g_free (name);
      name = g_strdup (field->form->item_title);
    }
  return name != NULL ? name : g_strdup ("");
}

/* The field as Undo labels name it. */
static char *
get_undo_name (Field *field)
{
  return field->name != NULL ? g_strdup (field->name) : get_label (field);
}

/* Names the edit just made for Undo and Redo, through the window's
 * actions; @done: it is whole (a choice made), else it is done when the
 * field is left. */
static void
announce_edit (Field      *field,
               const char *item_name,
               gboolean    done)
{
  g_autofree char *label = NULL;

  if (*item_name == '\0')
    {
      g_autofree char *field_label = get_undo_name (field);

      /* Translators: an Undo or Redo label; a field's name, e.g. "Undo Change “Name”". */
      label = g_strdup_printf (_("Change “%s”"), field_label);
    }
  else if (g_strcmp0 (field->property, "name") == 0)
    {
      /* Translators: an Undo or Redo label; %s is the old name, e.g. "Undo Rename “Forest”". */
      label = g_strdup_printf (_("Rename “%s”"), item_name);
    }
  else
    {
      g_autofree char *field_label = get_undo_name (field);

      /* Translators: an Undo or Redo label; a field's name, then the name of what it belongs to,
       * e.g. "Undo Change “Hit points” of “Archer”". */
      label = g_strdup_printf (_("Change “%s” of “%s”"), field_label, item_name);
    }
  gtk_widget_activate_action (field->widget, field->form->name_action, "s", label);
  if (done)
    gtk_widget_activate_action (field->widget, field->form->commit_action, NULL);
}

static void
on_text_changed (GtkEditable *editable,
                 Field       *field)
{
  const char *text = gtk_editable_get_text (editable);
  g_autofree char *message = NULL;
  g_autofree char *item_name = NULL;

  if (field->form->syncing || field->form->item == NULL)
    return;

  if (field->check != NULL && !field->check (field->form->item, text, &message, field->user_data))
    {
      show_message (field, message);
      return;
    }
  show_message (field, NULL);
  item_name = get_item_name (field);
  if (field->apply != NULL)
    field->apply (field->form->item, text, field->user_data);
  else
    g_object_set (field->form->item, field->property, text, NULL);
  announce_edit (field, item_name, FALSE);
}

static void
on_long_text_changed (GtkTextBuffer *buffer,
                      Field         *field)
{
  g_autofree char *text = NULL;
  g_autofree char *item_name = NULL;

  if (field->form->syncing || field->form->item == NULL)
    return;

  g_object_get (buffer, "text", &text, NULL);
  item_name = get_item_name (field);
  g_object_set (field->form->item, field->property, text, NULL);
  announce_edit (field, item_name, FALSE);
}

static gboolean
parse_number (const char *text,
              guint64    *value)
{
  char *end = NULL;

  while (g_ascii_isspace (*text))
    text++;
  if (!g_ascii_isdigit (*text))
    return FALSE;
  *value = g_ascii_strtoull (text, &end, 10);
  while (end != NULL && g_ascii_isspace (*end))
    end++;
  return end != NULL && *end == '\0';
}

gboolean
tactics_editor_form_parse_number (const char  *label,
                                  const char  *text,
                                  guint        min,
                                  guint        max,
                                  guint       *value,
                                  char       **message)
{
  guint64 number = 0;

  g_return_val_if_fail (label != NULL, FALSE);
  g_return_val_if_fail (text != NULL, FALSE);
  g_return_val_if_fail (value != NULL, FALSE);
  g_return_val_if_fail (message != NULL, FALSE);

  if (!parse_number (text, &number) || number < min || number > max)
    {
      /* Translators: a field refusing what was typed, e.g. "“Width” must be a
       * whole number from 1 to 256." */
      *message = g_strdup_printf (_("“%s” must be a whole number from %u to %u."),
                                  label, min, max);
      return FALSE;
    }
  *value = (guint) number;
  return TRUE;
}

void
tactics_editor_form_show_message (GtkLabel   *label,
                                  const char *message)
{
  gtk_label_set_text (label, message != NULL ? message : "");
  gtk_widget_set_visible (GTK_WIDGET (label), message != NULL);
}

gboolean
tactics_editor_form_parse_integer (const char  *label,
                                   const char  *text,
                                   int          min,
                                   int          max,
                                   int         *value,
                                   char       **message)
{
  const char *digits = text;
  guint64 magnitude = 0;
  gboolean negative = FALSE;
  gint64 number;

  g_return_val_if_fail (label != NULL, FALSE);
  g_return_val_if_fail (text != NULL, FALSE);
  g_return_val_if_fail (value != NULL, FALSE);
  g_return_val_if_fail (message != NULL, FALSE);

  while (g_ascii_isspace (*digits))
    digits++;
  if (*digits == '-')
    {
      negative = TRUE;
      digits++;
    }
  if (!parse_number (digits, &magnitude) || magnitude > G_MAXINT)
    number = G_MININT64;
  else
    number = negative ? -(gint64) magnitude : (gint64) magnitude;
  if (number < min || number > max)
    {
      /* Translators: a field refusing what was typed, e.g. "“Resistance to Fire” must be a
       * whole number from -100 to 90." */
      *message = g_strdup_printf (_("“%s” must be a whole number from %d to %d."),
                                  label, min, max);
      return FALSE;
    }
  *value = (int) number;
  return TRUE;
}

gboolean
tactics_editor_form_read_spin (GtkSpinButton  *spin,
                               const char     *label,
                               guint           min,
                               guint           max,
                               guint          *value,
                               char          **message)
{
  g_return_val_if_fail (GTK_IS_SPIN_BUTTON (spin), FALSE);

  if (tactics_editor_form_parse_number (label, gtk_editable_get_text (GTK_EDITABLE (spin)), min,
                                        max, value, message))
    {
      gtk_widget_remove_css_class (GTK_WIDGET (spin), "error");
      return TRUE;
    }
  gtk_widget_add_css_class (GTK_WIDGET (spin), "error");
  return FALSE;
}

/* Empty text is no number: left as it is, it would read as 0, which a
 * field from 0 would take without a word. Refused, the spin button shows
 * its value again. Other text goes to the spin button's own reading. */
static int
on_number_input (GtkSpinButton *spin,
                 double        *new_value,
                 gpointer       user_data)
{
  const char *text = gtk_editable_get_text (GTK_EDITABLE (spin));

  while (g_ascii_isspace (*text))
    text++;
  return *text == '\0' ? GTK_INPUT_ERROR : FALSE;
}

void
tactics_editor_form_setup_number_spin (GtkSpinButton *spin)
{
  g_return_if_fail (GTK_IS_SPIN_BUTTON (spin));

  /* The adjustment's bounds are wider than the field's on purpose: a
   * value out of range must be seen and explained, not silently clamped,
   * and text that is no number must not become one. */
  gtk_spin_button_set_range (spin, 0, G_MAXINT / 2);
  gtk_spin_button_set_increments (spin, 1, 10);
  gtk_spin_button_set_numeric (spin, FALSE);
  gtk_spin_button_set_update_policy (spin, GTK_UPDATE_IF_VALID);
  g_signal_connect (spin, "input", G_CALLBACK (on_number_input), NULL);
}

static void
on_number_changed (GtkEditable *editable,
                   Field       *field)
{
  const char *text = gtk_editable_get_text (editable);
  g_autofree char *label = get_label (field);
  g_autofree char *range_message = NULL;
  g_autofree char *item_name = NULL;
  guint value = 0;

  if (field->form->syncing || field->form->item == NULL)
    return;

  if (!tactics_editor_form_parse_number (label, text, field->min, field->max, &value,
                                         &range_message))
    {
      show_message (field, range_message);
      revert_edit (field);
      return;
    }

  if (field->number_check != NULL)
    {
      g_autofree char *message = NULL;

      if (!field->number_check (field->form->item, value, &message, field->user_data))
        {
          show_message (field, message);
          revert_edit (field);
          return;
        }
    }

  show_message (field, NULL);
  item_name = get_item_name (field);
  begin_edit (field);
  g_object_set (field->form->item, field->property, value, NULL);
  /* The spin button's own value follows, so that leaving the field after
   * a refused text shows this value again, not an older one. */
  field->form->syncing = TRUE;
  gtk_adjustment_set_value (gtk_spin_button_get_adjustment (GTK_SPIN_BUTTON (editable)), value);
  field->form->syncing = FALSE;
  announce_edit (field, item_name, FALSE);
}

static void
on_color_set (GtkColorButton *button,
              GParamSpec     *pspec,
              Field          *field)
{
  GdkRGBA color;
  g_autofree char *text = NULL;
  g_autofree char *item_name = NULL;

  if (field->form->syncing || field->form->item == NULL)
    return;

  gtk_color_chooser_get_rgba (GTK_COLOR_CHOOSER (button), &color);
  text = g_strdup_printf ("#%02x%02x%02x",
                          (guint) (CLAMP (color.red, 0.0, 1.0) * 255.0 + 0.5),
                          (guint) (CLAMP (color.green, 0.0, 1.0) * 255.0 + 0.5),
                          (guint) (CLAMP (color.blue, 0.0, 1.0) * 255.0 + 0.5));
  item_name = get_item_name (field);
  g_object_set (field->form->item, field->property, text, NULL);
  announce_edit (field, item_name, TRUE);
}

static void
on_choice_selected (GtkDropDown *dropdown,
                    GParamSpec  *pspec,
                    Field       *field)
{
  guint selected = gtk_drop_down_get_selected (dropdown);
  g_autofree char *item_name = NULL;

  if (field->form->syncing || field->form->item == NULL || selected == GTK_INVALID_LIST_POSITION)
    return;

  item_name = get_item_name (field);
  g_object_set (field->form->item, field->property, (int) selected, NULL);
  announce_edit (field, item_name, TRUE);
}

static void
on_check_toggled (GtkCheckButton *check,
                  Field          *field)
{
  gboolean active = gtk_check_button_get_active (check);
  gboolean value = FALSE;
  g_autofree char *item_name = NULL;

  if (field->form->syncing || field->form->item == NULL)
    return;
  g_object_get (field->form->item, field->property, &value, NULL);
  if (value == active)
    return;

  item_name = get_item_name (field);
  g_object_set (field->form->item, field->property, active, NULL);
  announce_edit (field, item_name, TRUE);
}

static Field *
add_field (TacticsEditorForm *form,
           FieldKind    kind,
           GtkWidget   *widget,
           GtkLabel    *message,
           const char  *property)
{
  Field *field = g_new0 (Field, 1);

  field->form = form;
  field->kind = kind;
  field->widget = g_object_ref (widget);
  field->message = message != NULL ? g_object_ref (message) : NULL;
  field->property = g_strdup (property);
  g_ptr_array_add (form->fields, field);
  if (message != NULL)
    {
      /* One line, so that it never pushes the fields below down, and
       * ellipsized, so that it never widens its column: the tooltip has it
       * whole. */
      gtk_label_set_single_line_mode (message, TRUE);
      gtk_label_set_ellipsize (message, PANGO_ELLIPSIZE_END);
    }
  gtk_widget_set_sensitive (widget, FALSE);
  return field;
}

/* Leaving a typed field ends its edit. */
static void
watch_focus (Field *field)
{
  /* Held here too: the form may outlive the widget's controllers. */
  field->focus = g_object_ref (gtk_event_controller_focus_new ());
  g_signal_connect_swapped (field->focus, "leave", G_CALLBACK (on_field_focus_leave), field);
  gtk_widget_add_controller (field->widget, field->focus);
}

void
tactics_editor_form_bind_text_full (TacticsEditorForm      *form,
                             GtkEditable      *entry,
                             GtkLabel         *message,
                             const char       *property,
                             TacticsEditorFormCheck  check,
                             TacticsEditorFormApply  apply,
                             gpointer          user_data)
{
  Field *field;

  g_return_if_fail (form != NULL);
  g_return_if_fail (GTK_IS_EDITABLE (entry));

  field = add_field (form, FIELD_TEXT, GTK_WIDGET (entry), message, property);
  field->check = check;
  field->apply = apply;
  field->user_data = user_data;
  field->handler = g_signal_connect (entry, "changed", G_CALLBACK (on_text_changed), field);
}

void
tactics_editor_form_bind_text (TacticsEditorForm      *form,
                        GtkEditable      *entry,
                        GtkLabel         *message,
                        const char       *property,
                        TacticsEditorFormCheck  check,
                        gpointer          user_data)
{
  tactics_editor_form_bind_text_full (form, entry, message, property, check, NULL, user_data);
}

void
tactics_editor_form_bind_long_text (TacticsEditorForm *form,
                                    GtkTextView       *view,
                                    const char        *property)
{
  Field *field;

  g_return_if_fail (form != NULL);
  g_return_if_fail (GTK_IS_TEXT_VIEW (view));
  g_return_if_fail (property != NULL);

  field = add_field (form, FIELD_LONG_TEXT, GTK_WIDGET (view), NULL, property);
  field->handler = g_signal_connect (gtk_text_view_get_buffer (view), "changed",
                                     G_CALLBACK (on_long_text_changed), field);
}

void
tactics_editor_form_bind_number (TacticsEditorForm   *form,
                          GtkSpinButton *spin,
                          GtkLabel      *message,
                          const char    *property,
                          guint          min,
                          guint          max)
{
  tactics_editor_form_bind_number_full (form, spin, message, property, min, max, NULL, NULL);
}

void
tactics_editor_form_bind_number_full (TacticsEditorForm            *form,
                               GtkSpinButton          *spin,
                               GtkLabel               *message,
                               const char             *property,
                               guint                   min,
                               guint                   max,
                               TacticsEditorFormNumberCheck  check,
                               gpointer                user_data)
{
  Field *field;

  g_return_if_fail (form != NULL);
  g_return_if_fail (GTK_IS_SPIN_BUTTON (spin));

  field = add_field (form, FIELD_NUMBER, GTK_WIDGET (spin), message, property);
  watch_focus (field);
  field->min = min;
  field->max = max;
  field->number_check = check;
  field->user_data = user_data;
  tactics_editor_form_setup_number_spin (spin);
  field->handler = g_signal_connect (spin, "changed", G_CALLBACK (on_number_changed), field);
}

void
tactics_editor_form_bind_color (TacticsEditorForm    *form,
                         GtkColorButton *button,
                         const char     *property)
{
  Field *field;

  g_return_if_fail (form != NULL);
  g_return_if_fail (GTK_IS_COLOR_BUTTON (button));

  field = add_field (form, FIELD_COLOR, GTK_WIDGET (button), NULL, property);
  field->handler = g_signal_connect (button, "notify::rgba", G_CALLBACK (on_color_set), field);
}

void
tactics_editor_form_bind_choice (TacticsEditorForm *form,
                          GtkDropDown *dropdown,
                          const char  *property)
{
  Field *field;

  g_return_if_fail (form != NULL);
  g_return_if_fail (GTK_IS_DROP_DOWN (dropdown));

  field = add_field (form, FIELD_CHOICE, GTK_WIDGET (dropdown), NULL, property);
  field->handler = g_signal_connect (dropdown, "notify::selected",
                                     G_CALLBACK (on_choice_selected), field);
}

void
tactics_editor_form_bind_check (TacticsEditorForm *form,
                                GtkCheckButton    *check,
                                const char        *property)
{
  Field *field;

  g_return_if_fail (form != NULL);
  g_return_if_fail (GTK_IS_CHECK_BUTTON (check));

  field = add_field (form, FIELD_CHECK, GTK_WIDGET (check), NULL, property);
  field->handler = g_signal_connect (check, "toggled", G_CALLBACK (on_check_toggled), field);
}

gboolean
tactics_editor_form_check_id (GObject     *item,
                              const char  *text,
                              char       **message,
                              gpointer     ruleset)
{
  g_autoptr(GError) error = NULL;

  if (tactics_ruleset_check_id (ruleset, item, text, &error))
    return TRUE;

  *message = g_strdup (error->message);
  return FALSE;
}

void
tactics_editor_form_apply_id (GObject    *item,
                              const char *text,
                              gpointer    ruleset)
{
  g_autoptr(GError) error = NULL;

  /* The field checked @text first: a refusal here is a bug. */
  if (!tactics_ruleset_rename_item (ruleset, item, text, &error))
    g_critical ("%s", error->message);
}

gboolean
tactics_editor_form_check_name (GObject     *item,
                         const char  *text,
                         char       **message,
                         gpointer     user_data)
{
  glong length = g_utf8_strlen (text, -1);
  g_autofree char *trimmed = g_strstrip (g_strdup (text));

  if (*trimmed == '\0')
    {
      *message = g_strdup (_("The name cannot be empty."));
      return FALSE;
    }
  if (length > TACTICS_MAX_NAME_LENGTH)
    {
      /* Translators: %d is a number of characters, e.g. 64. */
      *message = g_strdup_printf (_("At most %d characters."), TACTICS_MAX_NAME_LENGTH);
      return FALSE;
    }
  return TRUE;
}
