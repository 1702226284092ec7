/* SPDX-License-Identifier: GPL-3.0-or-later */
#include "config.h"

#include <glib/gi18n.h>

#include "tactics-editor-actions-page.h"
#include "tactics-editor-item-list.h"
#include "tactics-editor-ruleset-pages.h"
#include "tactics-editor-ruleset-pages-private.h"
#include "tactics-editor-terrains-page.h"
#include "tactics-editor-units-page.h"

GtkWidget *
tactics_editor_ruleset_pages_new_terrains (void)
{
  return tactics_editor_terrains_page_new ();
}

GtkWidget *
tactics_editor_ruleset_pages_new_units (void)
{
  return tactics_editor_units_page_new ();
}

GtkWidget *
tactics_editor_ruleset_pages_new_actions (void)
{
  return tactics_editor_actions_page_new ();
}

void
tactics_editor_ruleset_pages_set_ruleset (GtkWidget      *page,
                                   TacticsRuleset *ruleset)
{
  if (TACTICS_IS_EDITOR_TERRAINS_PAGE (page))
    tactics_editor_terrains_page_set_ruleset (TACTICS_EDITOR_TERRAINS_PAGE (page), ruleset);
  else if (TACTICS_IS_EDITOR_UNITS_PAGE (page))
    tactics_editor_units_page_set_ruleset (TACTICS_EDITOR_UNITS_PAGE (page), ruleset);
  else if (TACTICS_IS_EDITOR_ACTIONS_PAGE (page))
    tactics_editor_actions_page_set_ruleset (TACTICS_EDITOR_ACTIONS_PAGE (page), ruleset);
  else
    g_return_if_reached ();
}

void
tactics_editor_ruleset_pages_refresh (GtkWidget *page)
{
  if (TACTICS_IS_EDITOR_TERRAINS_PAGE (page))
    tactics_editor_terrains_page_refresh (TACTICS_EDITOR_TERRAINS_PAGE (page));
  else if (TACTICS_IS_EDITOR_UNITS_PAGE (page))
    tactics_editor_units_page_refresh (TACTICS_EDITOR_UNITS_PAGE (page));
  else if (TACTICS_IS_EDITOR_ACTIONS_PAGE (page))
    tactics_editor_actions_page_refresh (TACTICS_EDITOR_ACTIONS_PAGE (page));
  else
    g_return_if_reached ();
}

gboolean
tactics_editor_ruleset_pages_get_invalid_field (GtkWidget  *page,
                                                char      **label,
                                                char      **message)
{
  if (TACTICS_IS_EDITOR_TERRAINS_PAGE (page))
    return tactics_editor_terrains_page_get_invalid_field (TACTICS_EDITOR_TERRAINS_PAGE (page),
                                                           label, message);
  if (TACTICS_IS_EDITOR_UNITS_PAGE (page))
    return tactics_editor_units_page_get_invalid_field (TACTICS_EDITOR_UNITS_PAGE (page),
                                                        label, message);
  if (TACTICS_IS_EDITOR_ACTIONS_PAGE (page))
    return tactics_editor_actions_page_get_invalid_field (TACTICS_EDITOR_ACTIONS_PAGE (page),
                                                          label, message);
  g_return_val_if_reached (FALSE);
}

#define SHARED_KEY "tactics-editor-shared-ruleset"

/* What the Units and Actions pages of a map with terrains of its own and
 * no unit types or actions say instead: why, and the two ways to have
 * them. */
static GtkWidget *
new_unavailable_status (GtkWidget *page)
{
  GtkWidget *box = gtk_box_new (GTK_ORIENTATION_VERTICAL, 12);
  GtkWidget *title = gtk_label_new (TACTICS_IS_EDITOR_UNITS_PAGE (page)
                                    ? _("This map has no unit types yet")
                                    : _("This map has no actions yet"));
  GtkWidget *details = gtk_label_new (_("A map keeps unit types and actions in its own file, "
                                        "like its terrains, or in a ruleset file that other maps "
                                        "can share. Either way they start as the unit types and "
                                        "actions that come with Tactics."));
  GtkWidget *buttons = gtk_box_new (GTK_ORIENTATION_HORIZONTAL, 12);
  GtkWidget *add = gtk_button_new_with_mnemonic (_("_Add Them to This Map"));
  GtkWidget *button = gtk_button_new_with_mnemonic (_("_Make a Ruleset File…"));

  gtk_widget_set_name (box, "rules_unavailable");
  gtk_widget_set_valign (box, GTK_ALIGN_CENTER);
  gtk_widget_set_halign (box, GTK_ALIGN_CENTER);
  gtk_widget_set_vexpand (box, TRUE);
  gtk_widget_add_css_class (title, "title-2");
  gtk_label_set_wrap (GTK_LABEL (details), TRUE);
  gtk_label_set_max_width_chars (GTK_LABEL (details), 60);
  gtk_label_set_justify (GTK_LABEL (details), GTK_JUSTIFY_CENTER);
  gtk_widget_set_halign (buttons, GTK_ALIGN_CENTER);
  gtk_widget_add_css_class (add, "suggested-action");
  gtk_actionable_set_action_name (GTK_ACTIONABLE (add), "editor.add-bundled-rules");
  gtk_actionable_set_action_name (GTK_ACTIONABLE (button), "editor.make-ruleset-file");
  gtk_box_append (GTK_BOX (buttons), add);
  gtk_box_append (GTK_BOX (buttons), button);
  gtk_box_append (GTK_BOX (box), title);
  gtk_box_append (GTK_BOX (box), details);
  gtk_box_append (GTK_BOX (box), buttons);
  gtk_widget_set_visible (box, FALSE);
  return box;
}

GtkWidget *
tactics_editor_ruleset_pages_frame (GtkWidget *page)
{
  GtkWidget *box = gtk_box_new (GTK_ORIENTATION_VERTICAL, 0);
  GtkWidget *source = gtk_label_new (NULL);

  gtk_widget_set_name (source, "ruleset_source");
  gtk_label_set_xalign (GTK_LABEL (source), 0);
  gtk_label_set_ellipsize (GTK_LABEL (source), PANGO_ELLIPSIZE_MIDDLE);
  gtk_widget_add_css_class (source, "dim-label");
  gtk_widget_add_css_class (source, "ruleset-source");
  gtk_widget_set_margin_start (source, 12);
  gtk_widget_set_margin_end (source, 12);
  gtk_widget_set_margin_top (source, 6);
  gtk_widget_set_margin_bottom (source, 6);
  gtk_widget_set_vexpand (page, TRUE);
  gtk_box_append (GTK_BOX (box), source);
  gtk_box_append (GTK_BOX (box), page);
  gtk_box_append (GTK_BOX (box), new_unavailable_status (page));
  return box;
}

void
tactics_editor_ruleset_pages_set_unavailable (GtkWidget *page,
                                              gboolean   unavailable)
{
  GtkWidget *status = gtk_widget_get_next_sibling (page);

  g_return_if_fail (GTK_IS_BOX (status));

  gtk_widget_set_visible (page, !unavailable);
  gtk_widget_set_visible (status, unavailable);
}

void
tactics_editor_ruleset_pages_set_source (GtkWidget  *page,
                                         const char *text,
                                         const char *tooltip,
                                         gboolean    shared)
{
  GtkWidget *source = gtk_widget_get_prev_sibling (page);

  g_return_if_fail (GTK_IS_LABEL (source));

  gtk_label_set_text (GTK_LABEL (source), text);
  gtk_widget_set_tooltip_text (source, tooltip);
  g_object_set_data (G_OBJECT (page), SHARED_KEY, GINT_TO_POINTER (shared));
  if (TACTICS_IS_EDITOR_TERRAINS_PAGE (page))
    tactics_editor_terrains_page_set_shared (TACTICS_EDITOR_TERRAINS_PAGE (page), shared);
  else if (TACTICS_IS_EDITOR_UNITS_PAGE (page))
    tactics_editor_units_page_set_shared (TACTICS_EDITOR_UNITS_PAGE (page), shared);
}

typedef struct {
  GCallback confirmed;
  gpointer  user_data;
} Confirmation;

static void
on_confirm_response (GtkDialog    *dialog,
                     int           response,
                     Confirmation *confirmation)
{
  if (response == GTK_RESPONSE_ACCEPT)
    ((void (*) (gpointer)) confirmation->confirmed) (confirmation->user_data);
  g_free (confirmation);
  gtk_window_destroy (GTK_WINDOW (dialog));
}

void
tactics_editor_ruleset_pages_confirm (GtkWidget  *page,
                               const char *question,
                               const char *details,
                               const char *action_label,
                               GCallback   confirmed,
                               gpointer    user_data)
{
  GtkRoot *root = gtk_widget_get_root (page);
  Confirmation *confirmation = g_new0 (Confirmation, 1);
  GtkWidget *dialog;
  GtkWidget *button;

  dialog = gtk_message_dialog_new (GTK_IS_WINDOW (root) ? GTK_WINDOW (root) : NULL,
                                   GTK_DIALOG_MODAL | GTK_DIALOG_DESTROY_WITH_PARENT,
                                   GTK_MESSAGE_WARNING, GTK_BUTTONS_NONE, "%s", question);
  if (GPOINTER_TO_INT (g_object_get_data (G_OBJECT (page), SHARED_KEY)))
    {
      /* This map is not the only one that may lose the item. */
      gtk_message_dialog_format_secondary_text (GTK_MESSAGE_DIALOG (dialog), "%s\n\n%s", details,
                                                _("This ruleset is a file of its own: other maps "
                                                  "that use it may use this too."));
    }
  else
    {
      gtk_message_dialog_format_secondary_text (GTK_MESSAGE_DIALOG (dialog), "%s", details);
    }
  gtk_dialog_add_button (GTK_DIALOG (dialog), _("_Cancel"), GTK_RESPONSE_CANCEL);
  button = gtk_dialog_add_button (GTK_DIALOG (dialog), action_label, GTK_RESPONSE_ACCEPT);
  gtk_widget_add_css_class (button, "destructive-action");
  gtk_dialog_set_default_response (GTK_DIALOG (dialog), GTK_RESPONSE_CANCEL);

  confirmation->confirmed = confirmed;
  confirmation->user_data = user_data;
  g_signal_connect (dialog, "response", G_CALLBACK (on_confirm_response), confirmation);
  gtk_window_present (GTK_WINDOW (dialog));
}

gboolean
tactics_editor_ruleset_pages_confirm_shared (GtkWidget  *page,
                                             const char *name,
                                             GCallback   confirmed,
                                             gpointer    user_data)
{
  g_autofree char *question = NULL;
  g_autofree char *details = NULL;

  if (!GPOINTER_TO_INT (g_object_get_data (G_OBJECT (page), SHARED_KEY)))
    return FALSE;

  /* Translators: %s is the name of a unit type, terrain or action, e.g. "Delete “Archer”?". */
  question = g_strdup_printf (_("Delete “%s”?"), name);
  /* Translators: %s is the name of a unit type, terrain or action, e.g. "“Archer” will be
   * removed from the ruleset.". */
  details = g_strdup_printf (_("“%s” will be removed from the ruleset."), name);
  tactics_editor_ruleset_pages_confirm (page, question, details, _("_Delete"), confirmed,
                                        user_data);
  return TRUE;
}

static void
on_refusal_response (GtkDialog *dialog,
                     int        response,
                     gpointer   user_data)
{
  gtk_window_destroy (GTK_WINDOW (dialog));
}

void
tactics_editor_ruleset_pages_refuse (GtkWidget  *page,
                              const char *message,
                              const char *details)
{
  GtkRoot *root = gtk_widget_get_root (page);
  GtkWidget *dialog;

  dialog = gtk_message_dialog_new (GTK_IS_WINDOW (root) ? GTK_WINDOW (root) : NULL,
                                   GTK_DIALOG_MODAL | GTK_DIALOG_DESTROY_WITH_PARENT,
                                   GTK_MESSAGE_INFO, GTK_BUTTONS_CLOSE, "%s", message);
  if (details != NULL)
    gtk_message_dialog_format_secondary_text (GTK_MESSAGE_DIALOG (dialog), "%s", details);
  g_signal_connect (dialog, "response", G_CALLBACK (on_refusal_response), NULL);
  gtk_window_present (GTK_WINDOW (dialog));
}

char *
tactics_editor_ruleset_pages_join_names (GPtrArray *items)
{
  g_autoptr(GString) text = g_string_new (NULL);

  for (guint i = 0; i < items->len; i++)
    {
      g_autofree char *name = NULL;

      if (i > 0 && i + 1 == items->len)
        g_string_append (text, _(" and "));
      else if (i > 0)
        /* Translators: between the names of a list, but the last two. */
        g_string_append (text, _(", "));
      g_object_get (g_ptr_array_index (items, i), "name", &name, NULL);
      g_string_append (text, name);
    }
  return g_string_free (g_steal_pointer (&text), FALSE);
}

#define DOCUMENT_KEY "tactics-editor-document"

void
tactics_editor_ruleset_pages_set_document (GtkWidget             *page,
                                           TacticsEditorDocument *document)
{
  g_object_set_data_full (G_OBJECT (page), DOCUMENT_KEY,
                          document != NULL ? g_object_ref (document) : NULL, g_object_unref);
}

/* Through the window's actions, as the forms name their edits. */
void
tactics_editor_ruleset_pages_done (GtkWidget  *widget,
                                   const char *label)
{
  if (label != NULL)
    gtk_widget_activate_action (widget, "editor.name-ruleset-edit", "s", label);
  gtk_widget_activate_action (widget, "editor.commit-ruleset-edit", NULL);
}

void
tactics_editor_ruleset_pages_done_printf (GtkWidget  *widget,
                                          const char *format,
                                          ...)
{
  g_autofree char *label = NULL;
  va_list args;

  va_start (args, format);
  label = g_strdup_vprintf (format, args);
  va_end (args);
  tactics_editor_ruleset_pages_done (widget, label);
}

void
tactics_editor_ruleset_pages_name_printf (GtkWidget  *widget,
                                          const char *format,
                                          ...)
{
  g_autofree char *label = NULL;
  va_list args;

  va_start (args, format);
  label = g_strdup_vprintf (format, args);
  va_end (args);
  gtk_widget_activate_action (widget, "editor.name-ruleset-edit", "s", label);
}

void
tactics_editor_ruleset_pages_remove (GtkWidget      *page,
                                     TacticsRuleset *ruleset,
                                     gpointer        item)
{
  TacticsEditorDocument *document = g_object_get_data (G_OBJECT (page), DOCUMENT_KEY);
  g_autoptr(GError) error = NULL;
  gboolean removed;

  if (item == NULL)
    return;
  /* Through the document, as one step that puts a terrain's cells back. */
  if (document != NULL)
    removed = tactics_editor_document_remove_item (document, item, &error);
  else
    removed = tactics_ruleset_remove_item (ruleset, item, &error);
  if (!removed)
    tactics_editor_ruleset_pages_refuse (page, error->message, NULL);
}

guint
tactics_editor_ruleset_pages_insert_position (GtkWidget  *list,
                                              GListModel *model)
{
  guint selected = tactics_editor_item_list_get_selected (TACTICS_EDITOR_ITEM_LIST (list));

  return selected == GTK_INVALID_LIST_POSITION ? g_list_model_get_n_items (model) : selected + 1;
}

void
tactics_editor_ruleset_pages_duplicate (GtkWidget      *page,
                                        TacticsRuleset *ruleset,
                                        GtkWidget      *list,
                                        GListModel     *model)
{
  GObject *item = tactics_editor_item_list_get_item (TACTICS_EDITOR_ITEM_LIST (list));
  g_autofree char *name = NULL;
  guint position;

  if (item == NULL)
    return;
  g_object_get (item, "name", &name, NULL);
  position = tactics_editor_ruleset_pages_insert_position (list, model);
  tactics_ruleset_duplicate_item (ruleset, item, position);
  tactics_editor_item_list_set_selected (TACTICS_EDITOR_ITEM_LIST (list), position);
  /* Translators: an Undo or Redo label; %s is the name of a terrain, a
   * movement type, a unit type, an action or a damage type. */
  tactics_editor_ruleset_pages_done_printf (page, _("Duplicate “%s”"), name);
}

void
tactics_editor_ruleset_pages_move (TacticsRuleset *ruleset,
                            GtkWidget      *list,
                            GListModel     *model,
                            int             delta)
{
  guint position = tactics_editor_item_list_get_selected (TACTICS_EDITOR_ITEM_LIST (list));
  g_autoptr(GObject) item = NULL;
  g_autofree char *name = NULL;
  int target;

  if (position == GTK_INVALID_LIST_POSITION)
    return;
  target = (int) position + delta;
  if (target < 0 || target >= (int) g_list_model_get_n_items (model))
    return;
  item = g_list_model_get_item (model, position);
  g_object_get (item, "name", &name, NULL);

  /* Moved in place, so that maps keep their cells on a moved terrain. */
  if (model == tactics_ruleset_get_movetypes (ruleset))
    tactics_ruleset_move_movetype (ruleset, position, (guint) target);
  else if (model == tactics_ruleset_get_terrains (ruleset))
    tactics_ruleset_move_terrain (ruleset, position, (guint) target);
  else if (model == tactics_ruleset_get_unit_types (ruleset))
    tactics_ruleset_move_unit_type (ruleset, position, (guint) target);
  else if (model == tactics_ruleset_get_damage_types (ruleset))
    tactics_ruleset_move_damage_type (ruleset, position, (guint) target);
  else
    tactics_ruleset_move_action (ruleset, position, (guint) target);
  tactics_editor_item_list_set_selected (TACTICS_EDITOR_ITEM_LIST (list), (guint) target);
  /* Translators: an Undo or Redo label, e.g. "Undo Move “Forest”". */
  tactics_editor_ruleset_pages_done_printf (list, _("Move “%s”"), name);
}
