/* SPDX-License-Identifier: GPL-3.0-or-later */
/* File → Import…: other tools' maps as new documents. */
#include "config.h"

#include <glib/gi18n.h>

#include "tactics-editor-import.h"

static GtkWidget *
message_dialog (GtkWindow      *parent,
                GtkMessageType  type,
                const char     *primary,
                const char     *secondary)
{
  GtkWidget *dialog = gtk_message_dialog_new (parent,
                                              GTK_DIALOG_MODAL | GTK_DIALOG_DESTROY_WITH_PARENT,
                                              type, GTK_BUTTONS_CLOSE, "%s", primary);

  gtk_message_dialog_format_secondary_text (GTK_MESSAGE_DIALOG (dialog), "%s", secondary);
  gtk_widget_set_name (dialog, "import-dialog");
  g_signal_connect (dialog, "response", G_CALLBACK (gtk_window_destroy), NULL);
  gtk_window_present (GTK_WINDOW (dialog));
  return dialog;
}

GtkWindow *
tactics_editor_import_file (TacticsEditorApplication *app,
                            GFile                    *file)
{
  g_autoptr(TacticsScenario) scenario = NULL;
  g_autoptr(TacticsEditorDocument) document = NULL;
  g_autoptr(GError) error = NULL;
  g_auto(GStrv) notes = NULL;
  g_autofree char *name = g_file_get_basename (file);
  g_autofree char *primary = NULL;
  GtkWindow *window;

  g_return_val_if_fail (TACTICS_IS_EDITOR_APPLICATION (app), NULL);
  g_return_val_if_fail (G_IS_FILE (file), NULL);

  scenario = tactics_import_load (file, NULL, NULL, NULL, &notes, &error);
  if (scenario == NULL)
    {
      /* Translators: %s is a file's name, e.g. "castle.tmx". */
      primary = g_strdup_printf (_("Could not import “%s”"), name);
      return GTK_WINDOW (message_dialog (gtk_application_get_active_window (GTK_APPLICATION (app)),
                                         GTK_MESSAGE_ERROR, primary, error->message));
    }

  /* A new document: saving asks where, so the file imported from is
   * never written over. */
  if (g_list_model_get_n_items (tactics_scenario_get_sides (scenario)) > 0)
    document = tactics_editor_document_new_for_scenario (scenario, NULL);
  else
    document = tactics_editor_document_new_for_map (tactics_scenario_get_map (scenario));
  window = tactics_editor_application_show_document (app, document);

  if (notes != NULL && notes[0] != NULL)
    {
      g_autofree char *list = g_strjoinv ("\n", notes);

      /* Translators: %s is a file's name, e.g. "castle.tmx". */
      primary = g_strdup_printf (_("Some of “%s” was approximated"), name);
      message_dialog (window, GTK_MESSAGE_WARNING, primary, list);
    }
  return window;
}

static void
on_import_response (GtkNativeDialog          *chooser,
                    int                       response,
                    TacticsEditorApplication *app)
{
  if (response == GTK_RESPONSE_ACCEPT)
    {
      g_autoptr(GFile) file = gtk_file_chooser_get_file (GTK_FILE_CHOOSER (chooser));

      tactics_editor_application_remember_folder (file);
      tactics_editor_import_file (app, file);
    }
  g_object_unref (chooser);
}

void
tactics_editor_import_choose (TacticsEditorApplication *app)
{
  GtkFileChooserNative *chooser;
  g_autoptr(GtkFileFilter) maps = gtk_file_filter_new ();
  g_autoptr(GtkFileFilter) all = gtk_file_filter_new ();

  g_return_if_fail (TACTICS_IS_EDITOR_APPLICATION (app));

  chooser = gtk_file_chooser_native_new (_("Import a Tiled or Wesnoth Map"),
                                         gtk_application_get_active_window (GTK_APPLICATION (app)),
                                         GTK_FILE_CHOOSER_ACTION_OPEN, _("_Import"), _("_Cancel"));
  gtk_native_dialog_set_modal (GTK_NATIVE_DIALOG (chooser), TRUE);
  tactics_editor_application_prepare_chooser (GTK_FILE_CHOOSER (chooser));
  gtk_file_filter_set_name (maps, _("Tiled and Wesnoth maps"));
  gtk_file_filter_add_pattern (maps, "*.tmx");
  gtk_file_filter_add_pattern (maps, "*.map");
  gtk_file_filter_set_name (all, _("All files"));
  gtk_file_filter_add_pattern (all, "*");
  gtk_file_chooser_add_filter (GTK_FILE_CHOOSER (chooser), maps);
  gtk_file_chooser_add_filter (GTK_FILE_CHOOSER (chooser), all);

  g_signal_connect_object (chooser, "response", G_CALLBACK (on_import_response), app, 0);
  gtk_native_dialog_show (GTK_NATIVE_DIALOG (chooser));
}
