/* SPDX-License-Identifier: GPL-3.0-or-later */
/* The editor window's document: showing it (title, board, ruleset pages),
 * opening and saving files, the error bar, the recovery file written now
 * and then, and the prompt when closing with unsaved changes. */
#include "config.h"

#include <glib/gi18n.h>
#include <stdlib.h>
#include <string.h>

#include "tactics-editor-actions-page.h"
#include "tactics-editor-application.h"
#include "tactics-editor-recovery.h"
#include "tactics-editor-ruleset-pages.h"
#include "tactics-editor-scenario-page.h"
#include "tactics-editor-terrains-page.h"
#include "tactics-editor-window-private.h"

#define DEFAULT_AUTOSAVE_SECONDS 60

/* Title and subtitle */

static void
update_title (TacticsEditorWindow *self)
{
  const char *title;
  gboolean modified;
  GFile *file;
  g_autofree char *window_title = NULL;
  g_autofree char *label = NULL;
  g_autofree char *subtitle = NULL;

  if (self->document == NULL)
    return;

  title = tactics_editor_document_get_title (self->document);
  modified = tactics_editor_document_get_modified (self->document);
  file = tactics_editor_document_get_file (self->document);

  /* The star is what window lists and tests read; the dot is for the eye. */
  window_title = g_strdup_printf ("%s%s — %s", modified ? "*" : "", title, _("Tactics Editor"));
  gtk_window_set_title (GTK_WINDOW (self), window_title);

  label = modified ? g_strdup_printf ("• %s", title) : g_strdup (title);
  gtk_label_set_text (self->title_label, label);

  if (file != NULL)
    {
      g_autofree char *path = g_file_get_path (file);
      const char *home = g_get_home_dir ();

      if (path != NULL && home != NULL && g_str_has_prefix (path, home))
        subtitle = g_strconcat ("~", path + strlen (home), NULL);
      else
        subtitle = path != NULL ? g_steal_pointer (&path) : g_file_get_uri (file);
    }
  else
    {
      subtitle = g_strdup (_("Not saved yet"));
    }
  gtk_label_set_text (self->subtitle_label, subtitle);
}

static void
on_document_notify (TacticsEditorWindow   *self,
                    GParamSpec            *pspec,
                    TacticsEditorDocument *document)
{
  update_title (self);
  tactics_editor_window_update_sources (self);
  tactics_editor_window_update_actions (self);
}

static void
on_map_changed (TacticsEditorWindow *self)
{
  tactics_editor_window_update_status (self);
  tactics_editor_window_queue_reach (self);
  tactics_editor_window_schedule_check (self);
}

/* Documents */

static void
bind_ruleset (TacticsEditorWindow *self)
{
  TacticsRuleset *ruleset = tactics_editor_document_get_ruleset (self->document);
  TacticsMap *map = tactics_editor_window_get_map (self);
  GListModel *terrains = tactics_ruleset_get_terrains (ruleset);

  tactics_editor_terrain_palette_set_ruleset (self->palette, ruleset);
  tactics_editor_terrain_palette_set_topology (self->palette,
                                        map != NULL ? tactics_map_get_topology (map)
                                                    : TACTICS_TOPOLOGY_SQUARE);
  gtk_drop_down_set_model (self->eraser_dropdown, terrains);
  self->eraser_terrain = 0;
  gtk_drop_down_set_selected (self->eraser_dropdown, 0);
  gtk_drop_down_set_model (self->movetype_dropdown, tactics_ruleset_get_movetypes (ruleset));
  gtk_drop_down_set_selected (self->movetype_dropdown, 0);

  tactics_editor_terrains_page_set_map (TACTICS_EDITOR_TERRAINS_PAGE (self->terrains_page), map);
  tactics_editor_ruleset_pages_set_ruleset (self->terrains_page, ruleset);
  tactics_editor_ruleset_pages_set_ruleset (self->units_page, ruleset);
  tactics_editor_actions_page_set_map (TACTICS_EDITOR_ACTIONS_PAGE (self->actions_page), map);
  tactics_editor_ruleset_pages_set_ruleset (self->actions_page, ruleset);
  tactics_editor_ruleset_pages_set_document (self->terrains_page, self->document);
  tactics_editor_ruleset_pages_set_document (self->units_page, self->document);
  tactics_editor_ruleset_pages_set_document (self->actions_page, self->document);
  tactics_editor_scenario_page_set_document (TACTICS_EDITOR_SCENARIO_PAGE (self->scenario_page),
                                             self->document);

}

/* The bar says when the bundled ruleset stands in for a missing one (a
 * bundled map copied elsewhere), and is empty otherwise. */
static void
show_ruleset_notice (TacticsEditorWindow *self)
{
  TacticsMap *map = tactics_editor_document_get_map (self->document);
  g_autofree char *notice = map != NULL ? tactics_map_dup_ruleset_notice (map) : NULL;
  g_autoptr(GFile) file = NULL;
  g_autofree char *name = NULL;
  g_autofree char *message = NULL;

  if (notice == NULL)
    {
      tactics_editor_window_show_error (self, NULL);
      return;
    }
  file = tactics_editor_document_get_map_file (self->document);
  name = file != NULL ? g_file_get_basename (file) : NULL;
  message = name != NULL ? g_strdup_printf ("%s: %s", name, notice) : g_steal_pointer (&notice);
  tactics_editor_window_show_error (self, message);
}

TacticsEditorDocument *
tactics_editor_window_get_document (TacticsEditorWindow *self)
{
  g_return_val_if_fail (TACTICS_IS_EDITOR_WINDOW (self), NULL);

  return self->document;
}

void
tactics_editor_window_set_document (TacticsEditorWindow   *self,
                                    TacticsEditorDocument *document)
{
  TacticsMap *old_map;
  TacticsMap *map;

  g_return_if_fail (TACTICS_IS_EDITOR_WINDOW (self));
  g_return_if_fail (TACTICS_IS_EDITOR_DOCUMENT (document));

  if (self->document == document)
    return;

  old_map = tactics_editor_window_get_map (self);
  if (old_map != NULL)
    {
      g_signal_handlers_disconnect_by_data (old_map, self);
      g_signal_handlers_disconnect_by_data (tactics_map_get_ruleset (old_map), self);
    }
  if (self->document != NULL)
    {
      g_signal_handlers_disconnect_by_data (self->document, self);
      tactics_editor_recovery_discard (self->recovery_file);
      g_clear_object (&self->recovery_file);
    }

  self->stroking = FALSE;
  tactics_editor_window_clear_reach (self);
  g_set_object (&self->document, document);
  tactics_editor_window_clear_selection (self);
  map = tactics_editor_document_get_map (document);

  g_signal_connect_object (document, "notify",
                           G_CALLBACK (on_document_notify), self, G_CONNECT_SWAPPED);
  if (map != NULL)
    {
      g_signal_connect_object (map, "cells-changed",
                               G_CALLBACK (on_map_changed), self, G_CONNECT_SWAPPED);
      g_signal_connect_object (map, "notify::width",
                               G_CALLBACK (on_map_changed), self, G_CONNECT_SWAPPED);
      g_signal_connect_object (map, "notify::height",
                               G_CALLBACK (on_map_changed), self, G_CONNECT_SWAPPED);
      g_signal_connect_object (tactics_map_get_ruleset (map), "changed",
                               G_CALLBACK (on_map_changed), self, G_CONNECT_SWAPPED);
    }

  tactics_board_set_map (self->board, map);
  bind_ruleset (self);
  tactics_editor_window_bind_scenario (self);

  /* A ruleset on its own has no map to paint. */
  gtk_stack_page_set_visible (gtk_stack_get_page (self->pages, self->map_page), map != NULL);
  gtk_stack_page_set_visible (gtk_stack_get_page (self->pages, self->scenario_page), map != NULL);
  if (map == NULL)
    gtk_stack_set_visible_child_name (self->pages, "terrains");
  else
    gtk_stack_set_visible_child_name (self->pages, "map");

  show_ruleset_notice (self);
  update_title (self);
  tactics_editor_window_update_sources (self);
  tactics_editor_window_update_status (self);
  tactics_editor_window_update_actions (self);
  tactics_editor_window_notify (self, WINDOW_PROP_DOCUMENT);
}

gboolean
tactics_editor_window_is_pristine (TacticsEditorWindow *self)
{
  g_return_val_if_fail (TACTICS_IS_EDITOR_WINDOW (self), FALSE);

  return self->document == NULL
         || (tactics_editor_document_get_file (self->document) == NULL
             && !tactics_editor_document_get_modified (self->document)
             && !tactics_editor_document_can_undo (self->document));
}

gboolean
tactics_editor_window_open_file (TacticsEditorWindow *self,
                                 GFile               *file)
{
  g_autoptr(GError) error = NULL;
  g_autoptr(TacticsEditorDocument) document = NULL;

  g_return_val_if_fail (TACTICS_IS_EDITOR_WINDOW (self), FALSE);
  g_return_val_if_fail (G_IS_FILE (file), FALSE);

  document = tactics_editor_document_load (file, &error);
  if (document == NULL)
    {
      g_autofree char *name = g_file_get_parse_name (file);
      g_autofree char *message = NULL;

      /* File errors already name the file and line; others do not. */
      if (error->domain == TACTICS_FILE_ERROR)
        /* Translators: %s is why, a sentence that already names the file, e.g. "Could not open
         * the file: skirmish.map.xml:12: unknown terrain “lava” in row 3, column 5". */
        message = g_strdup_printf (_("Could not open the file: %s"), error->message);
      else
        /* Translators: a file's name, then why it could not be opened, e.g. "Could not open
         * “skirmish.map.xml”: Permission denied". */
        message = g_strdup_printf (_("Could not open “%s”: %s"), name, error->message);
      tactics_editor_window_show_error (self, message);
      return FALSE;
    }

  tactics_editor_window_set_document (self, document);
  tactics_editor_application_add_recent (file);
  return TRUE;
}

gboolean
tactics_editor_window_save_to_file (TacticsEditorWindow *self,
                                    GFile               *file)
{
  g_autoptr(GError) error = NULL;

  g_return_val_if_fail (TACTICS_IS_EDITOR_WINDOW (self), FALSE);
  g_return_val_if_fail (G_IS_FILE (file), FALSE);

  if (self->stroking)
    {
      tactics_editor_document_end_step (self->document);
      self->stroking = FALSE;
    }

  if (!tactics_editor_document_save_as (self->document, file, &error))
    {
      /* Translators: %s is why, e.g. "Could not save: skirmish.map.xml: cannot save: No space
       * left on device". */
      g_autofree char *message = g_strdup_printf (_("Could not save: %s"), error->message);

      tactics_editor_window_show_error (self, message);
      return FALSE;
    }

  tactics_editor_window_show_error (self, NULL);
  tactics_editor_recovery_discard (self->recovery_file);
  g_clear_object (&self->recovery_file);
  tactics_editor_application_add_recent (file);
  return TRUE;
}

void
tactics_editor_window_show_error (TacticsEditorWindow *self,
                                  const char          *message)
{
  g_return_if_fail (TACTICS_IS_EDITOR_WINDOW (self));

  g_free (self->error);
  self->error = g_strdup (message);
  gtk_label_set_text (self->error_label, message != NULL ? message : "");
  gtk_info_bar_set_revealed (self->info_bar, message != NULL);
}

const char *
tactics_editor_window_get_error (TacticsEditorWindow *self)
{
  g_return_val_if_fail (TACTICS_IS_EDITOR_WINDOW (self), NULL);

  return self->error;
}

static void
on_info_bar_response (TacticsEditorWindow *self,
                      int                  response,
                      GtkInfoBar          *info_bar)
{
  tactics_editor_window_show_error (self, NULL);
}

/* Recovery */

GFile *
tactics_editor_window_get_recovery_file (TacticsEditorWindow *self)
{
  g_return_val_if_fail (TACTICS_IS_EDITOR_WINDOW (self), NULL);

  return self->recovery_file;
}

void
tactics_editor_window_autosave (TacticsEditorWindow *self)
{
  g_autoptr(GError) error = NULL;

  g_return_if_fail (TACTICS_IS_EDITOR_WINDOW (self));

  if (self->document == NULL)
    return;

  if (!tactics_editor_document_get_modified (self->document))
    {
      tactics_editor_recovery_discard (self->recovery_file);
      g_clear_object (&self->recovery_file);
      return;
    }

  if (!tactics_editor_recovery_write (self->document, &self->recovery_file, &error))
    g_warning ("Could not write the recovery file: %s", error->message);
}

static gboolean
on_autosave_timeout (gpointer data)
{
  tactics_editor_window_autosave (TACTICS_EDITOR_WINDOW (data));
  return G_SOURCE_CONTINUE;
}

void
tactics_editor_window_start_autosave (TacticsEditorWindow *self)
{
  const char *interval = g_getenv ("TACTICS_EDITOR_AUTOSAVE_SECONDS");
  guint seconds = DEFAULT_AUTOSAVE_SECONDS;

  if (interval != NULL && atoi (interval) > 0)
    seconds = (guint) atoi (interval);
  self->autosave_source = g_timeout_add_seconds (seconds, on_autosave_timeout, self);
}

/* Closing */

static gboolean
destroy_window (gpointer data)
{
  gtk_window_destroy (GTK_WINDOW (data));
  return G_SOURCE_REMOVE;
}

/* Not from inside the dialog's own signal: the dialog is still being
 * finished with and must not outlive its parent. */
static void
destroy_later (TacticsEditorWindow *self)
{
  g_idle_add_full (G_PRIORITY_HIGH_IDLE, destroy_window, g_object_ref (self), g_object_unref);
}

static void
on_close_dialog_response (TacticsEditorWindow *self,
                          int                  response,
                          GtkDialog           *dialog)
{
  g_clear_pointer (&self->close_dialog, gtk_window_destroy);

  switch (response)
    {
    case GTK_RESPONSE_ACCEPT:
      if (tactics_editor_window_save (self, TRUE))
        destroy_later (self);
      break;
    case GTK_RESPONSE_REJECT:
      tactics_editor_recovery_discard (self->recovery_file);
      g_clear_object (&self->recovery_file);
      destroy_later (self);
      break;
    default:
      break;
    }
}

gboolean
tactics_editor_window_confirm_close (TacticsEditorWindow *self)
{
  GtkWidget *button;

  if (self->document == NULL || !tactics_editor_document_get_modified (self->document))
    {
      tactics_editor_recovery_discard (self->recovery_file);
      g_clear_object (&self->recovery_file);
      return TRUE;
    }

  if (self->close_dialog != NULL)
    {
      gtk_window_present (self->close_dialog);
      return FALSE;
    }

  self->close_dialog = (GtkWindow *)
    gtk_message_dialog_new (GTK_WINDOW (self), GTK_DIALOG_MODAL | GTK_DIALOG_DESTROY_WITH_PARENT,
                            GTK_MESSAGE_QUESTION, GTK_BUTTONS_NONE,
                            /* Translators: %s is the map's file name or, for a new map, its
                             * name, e.g. "Save changes to “skirmish.map.xml” before closing?". */
                            _("Save changes to “%s” before closing?"),
                            tactics_editor_document_get_title (self->document));
  gtk_message_dialog_format_secondary_text (GTK_MESSAGE_DIALOG (self->close_dialog),
                                            _("If you don’t save, your changes will be lost."));
  button = gtk_dialog_add_button (GTK_DIALOG (self->close_dialog), _("Close _Without Saving"),
                                  GTK_RESPONSE_REJECT);
  gtk_widget_add_css_class (button, "destructive-action");
  gtk_dialog_add_button (GTK_DIALOG (self->close_dialog), _("_Cancel"), GTK_RESPONSE_CANCEL);
  button = gtk_dialog_add_button (GTK_DIALOG (self->close_dialog), _("_Save"),
                                  GTK_RESPONSE_ACCEPT);
  gtk_widget_add_css_class (button, "suggested-action");
  gtk_dialog_set_default_response (GTK_DIALOG (self->close_dialog), GTK_RESPONSE_ACCEPT);
  g_signal_connect_object (self->close_dialog, "response",
                           G_CALLBACK (on_close_dialog_response), self, G_CONNECT_SWAPPED);
  gtk_window_present (self->close_dialog);
  return FALSE;
}

void
tactics_editor_window_class_init_document (GtkWidgetClass *widget_class)
{
  gtk_widget_class_bind_template_callback (widget_class, on_info_bar_response);
}
