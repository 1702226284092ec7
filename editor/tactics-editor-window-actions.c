/* SPDX-License-Identifier: GPL-3.0-or-later */
#include "config.h"

#include <glib/gi18n.h>
#include <string.h>

#include "tactics-editor-application.h"
#include "tactics-editor-window-private.h"
#include "tactics-editor-resize-dialog.h"
#include "tactics-editor-ruleset-pages.h"
#include "tactics-editor-scenario-page.h"

static void
add_file_filters (GtkFileChooser *chooser,
                  gboolean        map_first)
{
  g_autoptr(GtkFileFilter) maps = gtk_file_filter_new ();
  g_autoptr(GtkFileFilter) rulesets = gtk_file_filter_new ();
  g_autoptr(GtkFileFilter) all = gtk_file_filter_new ();

  gtk_file_filter_set_name (maps, _("Maps"));
  gtk_file_filter_add_pattern (maps, "*.map.xml");
  gtk_file_filter_add_mime_type (maps, "application/x-tactics-map");
  gtk_file_filter_add_pattern (maps, "*.scenario.xml");
  gtk_file_filter_set_name (rulesets, _("Rulesets"));
  gtk_file_filter_add_pattern (rulesets, "*.ruleset.xml");
  gtk_file_filter_add_mime_type (rulesets, "application/x-tactics-ruleset");
  gtk_file_filter_set_name (all, _("All files"));
  gtk_file_filter_add_pattern (all, "*");

  gtk_file_chooser_add_filter (chooser, map_first ? maps : rulesets);
  gtk_file_chooser_add_filter (chooser, map_first ? rulesets : maps);
  gtk_file_chooser_add_filter (chooser, all);
}

typedef struct {
  TacticsEditorWindow *window;
  gboolean             then_close;
} SaveRequest;

static void
on_save_chooser_response (GtkNativeDialog *chooser,
                          int              response,
                          SaveRequest     *request)
{
  TacticsEditorWindow *self = request->window;

  if (response == GTK_RESPONSE_ACCEPT)
    {
      g_autoptr(GFile) file = gtk_file_chooser_get_file (GTK_FILE_CHOOSER (chooser));

      if (file != NULL)
        tactics_editor_application_remember_folder (file);
      if (file != NULL && tactics_editor_window_save_checked (self, file, request->then_close)
          && request->then_close)
        gtk_window_destroy (GTK_WINDOW (self));
    }

  g_object_unref (self);
  g_free (request);
  g_object_unref (chooser);
}

/* A refused value in a ruleset page is not in the model: saving now would
 * quietly drop it. TRUE (and the bar says which field) when so. */
static gboolean
refuse_invalid_fields (TacticsEditorWindow *self)
{
  GtkWidget *pages[] = { self->terrains_page, self->units_page, self->actions_page };

  for (guint i = 0; i < G_N_ELEMENTS (pages); i++)
    {
      g_autofree char *label = NULL;
      g_autofree char *reason = NULL;
      g_autofree char *message = NULL;

      if (!tactics_editor_ruleset_pages_get_invalid_field (pages[i], &label, &reason))
        continue;
      /* Translators: the field's name, then why it refused its value. */
      message = g_strdup_printf (_("Not saved: fix “%s” first. %s"), label, reason);
      tactics_editor_window_show_error (self, message);
      return TRUE;
    }
  return FALSE;
}

void
tactics_editor_window_save_as (TacticsEditorWindow *self,
                               gboolean             then_close)
{
  GtkFileChooserNative *chooser;
  SaveRequest *request;
  GFile *file;
  gboolean is_map;

  g_return_if_fail (TACTICS_IS_EDITOR_WINDOW (self));

  if (self->document == NULL || refuse_invalid_fields (self))
    return;

  is_map = tactics_editor_document_get_map (self->document) != NULL;
  chooser = gtk_file_chooser_native_new (is_map ? _("Save Map As") : _("Save Ruleset As"),
                                         GTK_WINDOW (self), GTK_FILE_CHOOSER_ACTION_SAVE,
                                         _("_Save"), _("_Cancel"));
  gtk_native_dialog_set_modal (GTK_NATIVE_DIALOG (chooser), TRUE);
  add_file_filters (GTK_FILE_CHOOSER (chooser), is_map);

  /* One folder only: a second one asked for while the chooser still loads
   * the first leaves it in neither. */
  file = tactics_editor_document_get_file (self->document);
  if (file != NULL && tactics_editor_file_is_read_only (file))
    {
      g_autofree char *name = g_file_get_basename (file);

      /* A bundled file is only ever copied: the user's folder, its name. */
      tactics_editor_application_prepare_chooser (GTK_FILE_CHOOSER (chooser));
      gtk_file_chooser_set_current_name (GTK_FILE_CHOOSER (chooser), name);
    }
  else if (file != NULL)
    {
      gtk_file_chooser_set_file (GTK_FILE_CHOOSER (chooser), file, NULL);
    }
  else
    {
      const char *title = tactics_editor_document_get_title (self->document);
      g_autofree char *name = g_strconcat (title, is_map ? ".map.xml" : ".ruleset.xml", NULL);

      tactics_editor_application_prepare_chooser (GTK_FILE_CHOOSER (chooser));
      gtk_file_chooser_set_current_name (GTK_FILE_CHOOSER (chooser), name);
    }

  request = g_new0 (SaveRequest, 1);
  request->window = g_object_ref (self);
  request->then_close = then_close;
  g_signal_connect (chooser, "response", G_CALLBACK (on_save_chooser_response), request);
  gtk_native_dialog_show (GTK_NATIVE_DIALOG (chooser));
}

gboolean
tactics_editor_window_save (TacticsEditorWindow *self,
                            gboolean             then_close)
{
  GFile *file;

  g_return_val_if_fail (TACTICS_IS_EDITOR_WINDOW (self), FALSE);

  if (self->document == NULL || refuse_invalid_fields (self))
    return FALSE;

  file = tactics_editor_document_get_file (self->document);
  /* A bundled or unwritable file is saved as a copy, like a new one. */
  if (file == NULL || tactics_editor_file_is_read_only (file))
    {
      tactics_editor_window_save_as (self, then_close);
      return FALSE;
    }
  return tactics_editor_window_save_checked (self, file, then_close);
}

static void
save_action (GtkWidget  *widget,
             const char *action_name,
             GVariant   *parameter)
{
  tactics_editor_window_save (TACTICS_EDITOR_WINDOW (widget), FALSE);
}

static void
save_as_action (GtkWidget  *widget,
                const char *action_name,
                GVariant   *parameter)
{
  tactics_editor_window_save_as (TACTICS_EDITOR_WINDOW (widget), FALSE);
}

static void
save_ruleset_as_action (GtkWidget  *widget,
                        const char *action_name,
                        GVariant   *parameter)
{
  tactics_editor_window_save_ruleset_as (TACTICS_EDITOR_WINDOW (widget));
}

static void
add_bundled_rules_action (GtkWidget  *widget,
                          const char *action_name,
                          GVariant   *parameter)
{
  tactics_editor_window_add_bundled_rules (TACTICS_EDITOR_WINDOW (widget));
}

static void
make_ruleset_file_action (GtkWidget  *widget,
                          const char *action_name,
                          GVariant   *parameter)
{
  tactics_editor_window_make_ruleset_file (TACTICS_EDITOR_WINDOW (widget));
}

static void
finish_stroke (TacticsEditorWindow *self)
{
  if (self->stroking)
    {
      tactics_editor_document_end_step (self->document);
      self->stroking = FALSE;
    }
}

static void
refresh_pages (TacticsEditorWindow *self)
{
  tactics_editor_ruleset_pages_refresh (self->terrains_page);
  tactics_editor_ruleset_pages_refresh (self->units_page);
  tactics_editor_ruleset_pages_refresh (self->actions_page);
  tactics_editor_scenario_page_refresh (TACTICS_EDITOR_SCENARIO_PAGE (self->scenario_page));
}

static void
undo_action (GtkWidget  *widget,
             const char *action_name,
             GVariant   *parameter)
{
  TacticsEditorWindow *self = TACTICS_EDITOR_WINDOW (widget);

  finish_stroke (self);
  tactics_editor_document_undo (self->document);
  refresh_pages (self);
}

static void
redo_action (GtkWidget  *widget,
             const char *action_name,
             GVariant   *parameter)
{
  TacticsEditorWindow *self = TACTICS_EDITOR_WINDOW (widget);

  finish_stroke (self);
  tactics_editor_document_redo (self->document);
  refresh_pages (self);
}

/* A ruleset page's field, button or list names the edit it is making. */
static void
name_ruleset_edit_action (GtkWidget  *widget,
                          const char *action_name,
                          GVariant   *parameter)
{
  TacticsEditorWindow *self = TACTICS_EDITOR_WINDOW (widget);

  if (self->document != NULL)
    tactics_editor_document_name_ruleset_edit (self->document,
                                               g_variant_get_string (parameter, NULL));
}

/* …and says when it is done: a field left, a button's work finished. */
static void
commit_ruleset_edit_action (GtkWidget  *widget,
                            const char *action_name,
                            GVariant   *parameter)
{
  TacticsEditorWindow *self = TACTICS_EDITOR_WINDOW (widget);

  if (self->document != NULL)
    tactics_editor_document_commit_ruleset_edit (self->document);
}

/* The Scenario page's fields and buttons name and finish their edits as
 * the ruleset pages do. */
static void
name_scenario_edit_action (GtkWidget  *widget,
                           const char *action_name,
                           GVariant   *parameter)
{
  TacticsEditorWindow *self = TACTICS_EDITOR_WINDOW (widget);

  if (self->document != NULL)
    tactics_editor_document_name_scenario_edit (self->document,
                                                g_variant_get_string (parameter, NULL));
}

static void
commit_scenario_edit_action (GtkWidget  *widget,
                             const char *action_name,
                             GVariant   *parameter)
{
  TacticsEditorWindow *self = TACTICS_EDITOR_WINDOW (widget);

  if (self->document != NULL)
    tactics_editor_document_commit_scenario_edit (self->document);
}

static void
add_scenario_action (GtkWidget  *widget,
                     const char *action_name,
                     GVariant   *parameter)
{
  TacticsEditorWindow *self = TACTICS_EDITOR_WINDOW (widget);

  if (self->document == NULL || tactics_editor_document_get_map (self->document) == NULL
      || tactics_editor_document_get_scenario (self->document) != NULL)
    return;
  finish_stroke (self);
  tactics_editor_document_add_scenario (self->document);
  gtk_stack_set_visible_child_name (self->pages, "scenario");
}

static void
on_resize_response (TacticsEditorWindow *self,
                    int                  response,
                    TacticsEditorResizeDialog *dialog)
{
  if (response == GTK_RESPONSE_OK && self->document != NULL)
    {
      int width;
      int height;
      int offset_x;
      int offset_y;
      guint fill;

      tactics_editor_resize_dialog_get_result (dialog, &width, &height, &offset_x, &offset_y, &fill);
      finish_stroke (self);
      tactics_editor_document_resize (self->document, width, height, offset_x, offset_y, fill);
      tactics_board_zoom_fit (self->board);
    }
  gtk_window_destroy (GTK_WINDOW (dialog));
}

static void
resize_action (GtkWidget  *widget,
               const char *action_name,
               GVariant   *parameter)
{
  TacticsEditorWindow *self = TACTICS_EDITOR_WINDOW (widget);
  TacticsMap *map = tactics_editor_document_get_map (self->document);
  GtkWidget *dialog;

  if (map == NULL)
    return;

  dialog = tactics_editor_resize_dialog_new (GTK_WINDOW (self), map);
  g_signal_connect_object (dialog, "response", G_CALLBACK (on_resize_response), self,
                           G_CONNECT_SWAPPED);
  gtk_window_present (GTK_WINDOW (dialog));
}

static void
on_properties_response (GtkDialog *dialog,
                        int        response,
                        gpointer   user_data)
{
  gtk_window_destroy (GTK_WINDOW (dialog));
}

/* An unset name shows as an empty entry, not as no text at all. */
static gboolean
null_to_empty (GBinding     *binding,
               const GValue *from,
               GValue       *to,
               gpointer      user_data)
{
  const char *text = g_value_get_string (from);

  g_value_set_string (to, text != NULL ? text : "");
  return TRUE;
}

static GtkWidget *
property_row (GtkGrid    *grid,
              int         row,
              const char *label,
              GObject    *object,
              const char *property)
{
  GtkWidget *title = gtk_label_new_with_mnemonic (label);
  GtkWidget *entry = gtk_entry_new ();

  gtk_label_set_xalign (GTK_LABEL (title), 1.0);
  gtk_label_set_mnemonic_widget (GTK_LABEL (title), entry);
  gtk_widget_set_hexpand (entry, TRUE);
  gtk_entry_set_activates_default (GTK_ENTRY (entry), TRUE);
  /* Edits go straight to the map; the document notices and marks itself
   * modified. */
  g_object_bind_property_full (object, property, entry, "text",
                               G_BINDING_SYNC_CREATE | G_BINDING_BIDIRECTIONAL,
                               null_to_empty, NULL, NULL, NULL);
  gtk_grid_attach (grid, title, 0, row, 1, 1);
  gtk_grid_attach (grid, entry, 1, row, 1, 1);
  return entry;
}

/* The description, of several lines, in a text view bound both ways. */
static GtkWidget *
description_row (GtkGrid *grid,
                 int      row,
                 GObject *object)
{
  GtkWidget *title = gtk_label_new_with_mnemonic (_("_Description"));
  GtkWidget *scroller = gtk_scrolled_window_new ();
  GtkWidget *view = gtk_text_view_new ();

  gtk_label_set_xalign (GTK_LABEL (title), 1.0);
  gtk_widget_set_valign (title, GTK_ALIGN_START);
  gtk_label_set_mnemonic_widget (GTK_LABEL (title), view);
  gtk_text_view_set_wrap_mode (GTK_TEXT_VIEW (view), GTK_WRAP_WORD_CHAR);
  gtk_text_view_set_accepts_tab (GTK_TEXT_VIEW (view), FALSE);
  gtk_text_view_set_top_margin (GTK_TEXT_VIEW (view), 6);
  gtk_text_view_set_bottom_margin (GTK_TEXT_VIEW (view), 6);
  gtk_text_view_set_left_margin (GTK_TEXT_VIEW (view), 8);
  gtk_text_view_set_right_margin (GTK_TEXT_VIEW (view), 8);
  gtk_scrolled_window_set_has_frame (GTK_SCROLLED_WINDOW (scroller), TRUE);
  gtk_scrolled_window_set_policy (GTK_SCROLLED_WINDOW (scroller), GTK_POLICY_NEVER,
                                  GTK_POLICY_AUTOMATIC);
  gtk_scrolled_window_set_min_content_height (GTK_SCROLLED_WINDOW (scroller), 96);
  gtk_scrolled_window_set_child (GTK_SCROLLED_WINDOW (scroller), view);
  gtk_widget_set_hexpand (scroller, TRUE);
  g_object_bind_property_full (object, "description", gtk_text_view_get_buffer (GTK_TEXT_VIEW (view)),
                               "text", G_BINDING_SYNC_CREATE | G_BINDING_BIDIRECTIONAL,
                               null_to_empty, NULL, NULL, NULL);
  gtk_grid_attach (grid, title, 0, row, 1, 1);
  gtk_grid_attach (grid, scroller, 1, row, 1, 1);
  return view;
}

static void
properties_action (GtkWidget  *widget,
                   const char *action_name,
                   GVariant   *parameter)
{
  TacticsEditorWindow *self = TACTICS_EDITOR_WINDOW (widget);
  TacticsMap *map = tactics_editor_document_get_map (self->document);
  GtkWidget *dialog;
  GtkWidget *grid;
  GtkWidget *entry;

  if (map == NULL)
    return;

  dialog = g_object_new (GTK_TYPE_DIALOG,
                         "title", _("Map Properties"),
                         "transient-for", self,
                         "modal", TRUE,
                         "use-header-bar", TRUE,
                         "default-width", 420,
                         NULL);
  gtk_dialog_add_button (GTK_DIALOG (dialog), _("_Close"), GTK_RESPONSE_CLOSE);
  gtk_dialog_set_default_response (GTK_DIALOG (dialog), GTK_RESPONSE_CLOSE);
  grid = gtk_grid_new ();
  gtk_grid_set_row_spacing (GTK_GRID (grid), 8);
  gtk_grid_set_column_spacing (GTK_GRID (grid), 12);
  gtk_widget_set_margin_top (grid, 18);
  gtk_widget_set_margin_bottom (grid, 18);
  gtk_widget_set_margin_start (grid, 18);
  gtk_widget_set_margin_end (grid, 18);
  entry = property_row (GTK_GRID (grid), 0, _("_Name"), G_OBJECT (map), "name");
  gtk_widget_set_name (entry, "map_name");
  entry = description_row (GTK_GRID (grid), 1, G_OBJECT (map));
  gtk_widget_set_name (entry, "map_description");
  gtk_box_append (GTK_BOX (gtk_dialog_get_content_area (GTK_DIALOG (dialog))), grid);
  g_signal_connect (dialog, "response", G_CALLBACK (on_properties_response), NULL);
  gtk_window_present (GTK_WINDOW (dialog));
}

static void
close_action (GtkWidget  *widget,
              const char *action_name,
              GVariant   *parameter)
{
  gtk_window_close (GTK_WINDOW (widget));
}

static void
zoom_action (GtkWidget  *widget,
             const char *action_name,
             GVariant   *parameter)
{
  TacticsEditorWindow *self = TACTICS_EDITOR_WINDOW (widget);

  /* "editor.zoom-in" → the board's "board.zoom-in". */
  g_autofree char *board_action = g_strconcat ("board.", action_name + strlen ("editor."), NULL);

  gtk_widget_activate_action (GTK_WIDGET (self->board), board_action, NULL);
}

static void
select_terrain_action (GtkWidget  *widget,
                       const char *action_name,
                       GVariant   *parameter)
{
  tactics_editor_window_set_terrain (TACTICS_EDITOR_WINDOW (widget),
                                     g_variant_get_uint32 (parameter));
}

static void
brush_size_action (GtkWidget  *widget,
                   const char *action_name,
                   GVariant   *parameter)
{
  TacticsEditorWindow *self = TACTICS_EDITOR_WINDOW (widget);
  int step = g_str_equal (action_name, "editor.brush-bigger") ? 1 : -1;

  tactics_editor_window_set_brush_size (self, (guint) MAX ((int) self->brush_size + step, 1));
}

static void
clear_reach_action (GtkWidget  *widget,
                    const char *action_name,
                    GVariant   *parameter)
{
  tactics_editor_window_clear_reach (TACTICS_EDITOR_WINDOW (widget));
}

static void
page_action (GtkWidget  *widget,
             const char *action_name,
             GVariant   *parameter)
{
  tactics_editor_window_show_page (TACTICS_EDITOR_WINDOW (widget),
                                   g_variant_get_string (parameter, NULL));
}

void
tactics_editor_window_class_add_actions (GtkWidgetClass *widget_class)
{
  gtk_widget_class_install_action (widget_class, "editor.save", NULL, save_action);
  gtk_widget_class_install_action (widget_class, "editor.save-as", NULL, save_as_action);
  gtk_widget_class_install_action (widget_class, "editor.save-ruleset-as", NULL,
                                   save_ruleset_as_action);
  gtk_widget_class_install_action (widget_class, "editor.undo", NULL, undo_action);
  gtk_widget_class_install_action (widget_class, "editor.redo", NULL, redo_action);
  gtk_widget_class_install_action (widget_class, "editor.resize", NULL, resize_action);
  gtk_widget_class_install_action (widget_class, "editor.close", NULL, close_action);
  gtk_widget_class_install_action (widget_class, "editor.properties", NULL, properties_action);
  gtk_widget_class_install_action (widget_class, "editor.zoom-in", NULL, zoom_action);
  gtk_widget_class_install_action (widget_class, "editor.zoom-out", NULL, zoom_action);
  gtk_widget_class_install_action (widget_class, "editor.zoom-fit", NULL, zoom_action);
  gtk_widget_class_install_action (widget_class, "editor.select-terrain", "u",
                                   select_terrain_action);
  gtk_widget_class_install_action (widget_class, "editor.brush-bigger", NULL, brush_size_action);
  gtk_widget_class_install_action (widget_class, "editor.brush-smaller", NULL, brush_size_action);
  gtk_widget_class_install_action (widget_class, "editor.clear-reach", NULL, clear_reach_action);
  gtk_widget_class_install_action (widget_class, "editor.page", "s", page_action);
  gtk_widget_class_install_action (widget_class, "editor.make-ruleset-file", NULL,
                                   make_ruleset_file_action);
  gtk_widget_class_install_action (widget_class, "editor.add-bundled-rules", NULL,
                                   add_bundled_rules_action);
  gtk_widget_class_install_action (widget_class, "editor.name-ruleset-edit", "s",
                                   name_ruleset_edit_action);
  gtk_widget_class_install_action (widget_class, "editor.add-scenario", NULL, add_scenario_action);
  gtk_widget_class_install_action (widget_class, "editor.name-scenario-edit", "s",
                                   name_scenario_edit_action);
  gtk_widget_class_install_action (widget_class, "editor.commit-scenario-edit", NULL,
                                   commit_scenario_edit_action);
  gtk_widget_class_install_action (widget_class, "editor.commit-ruleset-edit", NULL,
                                   commit_ruleset_edit_action);

  gtk_widget_class_install_property_action (widget_class, "editor.tool", "tool");
  gtk_widget_class_install_property_action (widget_class, "editor.mirror", "mirror");
  gtk_widget_class_install_property_action (widget_class, "editor.rectangle-filled",
                                            "rectangle-filled");
  gtk_widget_class_install_property_action (widget_class, "editor.show-grid", "show-grid");
  gtk_widget_class_install_property_action (widget_class, "editor.show-minimap", "show-minimap");
}

/* "Undo Fill (Ctrl+Z)" on the button, "Undo Fill" in the menu. */
static void
update_undo_labels (TacticsEditorWindow *self)
{
  TacticsEditorDocument *document = self->document;
  const char *undo = document != NULL ? tactics_editor_document_get_undo_label (document) : NULL;
  const char *redo = document != NULL ? tactics_editor_document_get_redo_label (document) : NULL;
  g_autofree char *undo_item = NULL;
  g_autofree char *redo_item = NULL;
  g_autofree char *undo_tooltip = NULL;
  g_autofree char *redo_tooltip = NULL;

  if (g_strcmp0 (undo, self->undo_label) == 0 && g_strcmp0 (redo, self->redo_label) == 0
      && g_menu_model_get_n_items (G_MENU_MODEL (self->undo_section)) > 0)
    return;
  g_free (self->undo_label);
  self->undo_label = g_strdup (undo);
  g_free (self->redo_label);
  self->redo_label = g_strdup (redo);

  /* Translators: a menu item; %s is what it takes back, e.g. "Fill" or "Rename “Forest”". */
  undo_item = undo != NULL ? g_strdup_printf (_("_Undo %s"), undo) : g_strdup (_("_Undo"));
  /* Translators: a menu item; %s is what it does again, e.g. "Fill" or "Rename “Forest”". */
  redo_item = redo != NULL ? g_strdup_printf (_("_Redo %s"), redo) : g_strdup (_("_Redo"));
  g_menu_remove_all (self->undo_section);
  g_menu_append (self->undo_section, undo_item, "editor.undo");
  g_menu_append (self->undo_section, redo_item, "editor.redo");

  /* Translators: a tooltip; %s is what Undo takes back, e.g. "Fill" or "Rename “Forest”". */
  undo_tooltip = undo != NULL ? g_strdup_printf (_("Undo %s (Ctrl+Z)"), undo)
                              : g_strdup (_("Undo (Ctrl+Z)"));
  /* Translators: a tooltip; %s is what Redo does again, e.g. "Fill" or "Rename “Forest”". */
  redo_tooltip = redo != NULL ? g_strdup_printf (_("Redo %s (Ctrl+Shift+Z)"), redo)
                              : g_strdup (_("Redo (Ctrl+Shift+Z)"));
  gtk_widget_set_tooltip_text (self->undo_button, undo_tooltip);
  gtk_widget_set_tooltip_text (self->redo_button, redo_tooltip);
}

void
tactics_editor_window_update_actions (TacticsEditorWindow *self)
{
  GtkWidget *widget = GTK_WIDGET (self);
  TacticsEditorDocument *document = self->document;
  gboolean has_map = document != NULL && tactics_editor_document_get_map (document) != NULL;

  gtk_widget_action_set_enabled (widget, "editor.save", document != NULL);
  gtk_widget_action_set_enabled (widget, "editor.save-as", document != NULL);
  /* Terrains inline in a map have no ruleset file to copy. */
  gtk_widget_action_set_enabled (widget, "editor.save-ruleset-as",
                                 document != NULL
                                 && (!has_map
                                     || tactics_map_get_ruleset_path (
                                          tactics_editor_window_get_map (self)) != NULL));
  gtk_widget_action_set_enabled (widget, "editor.undo",
                                 document != NULL && tactics_editor_document_can_undo (document));
  gtk_widget_action_set_enabled (widget, "editor.redo",
                                 document != NULL && tactics_editor_document_can_redo (document));
  update_undo_labels (self);
  gtk_widget_action_set_enabled (widget, "editor.make-ruleset-file",
                                 has_map && tactics_map_get_ruleset_path (
                                              tactics_editor_window_get_map (self)) == NULL);
  gtk_widget_action_set_enabled (widget, "editor.resize", has_map);
  gtk_widget_action_set_enabled (widget, "editor.check-balance", has_map);
  gtk_widget_action_set_enabled (widget, "editor.add-scenario",
                                 has_map && tactics_editor_document_get_scenario (document) == NULL);
  gtk_widget_action_set_enabled (widget, "editor.properties", has_map);
  gtk_widget_action_set_enabled (widget, "editor.zoom-in", has_map);
  gtk_widget_action_set_enabled (widget, "editor.zoom-out", has_map);
  gtk_widget_action_set_enabled (widget, "editor.zoom-fit", has_map);
}

static void
add_shortcut (GtkShortcutController *controller,
              guint                  keyval,
              GdkModifierType        modifiers,
              const char            *action,
              GVariant              *arguments)
{
  GtkShortcut *shortcut = gtk_shortcut_new (gtk_keyval_trigger_new (keyval, modifiers),
                                            gtk_named_action_new (action));

  if (arguments != NULL)
    gtk_shortcut_set_arguments (shortcut, arguments);
  gtk_shortcut_controller_add_shortcut (controller, shortcut);
}

void
tactics_editor_window_add_shortcuts (TacticsEditorWindow *self)
{
  static const struct {
    guint       keyval;
    const char *tool;
  } tools[] = {
    { GDK_KEY_b, "brush" },
    { GDK_KEY_l, "line" },
    { GDK_KEY_r, "rectangle" },
    { GDK_KEY_f, "fill" },
    { GDK_KEY_e, "eraser" },
    { GDK_KEY_i, "eyedropper" },
    { GDK_KEY_m, "reach" },
    { GDK_KEY_s, "select" },
  };
  GtkEventController *controller = gtk_shortcut_controller_new ();
  GtkShortcutController *shortcuts = GTK_SHORTCUT_CONTROLLER (controller);

  /* Single keys belong to the map page only: in a form they are text. */
  gtk_shortcut_controller_set_scope (shortcuts, GTK_SHORTCUT_SCOPE_LOCAL);
  tactics_editor_window_add_clipboard_shortcuts (self, shortcuts);
  for (guint i = 0; i < G_N_ELEMENTS (tools); i++)
    add_shortcut (shortcuts, tools[i].keyval, 0, "editor.tool",
                  g_variant_new_string (tools[i].tool));
  for (guint i = 0; i < 9; i++)
    {
      add_shortcut (shortcuts, GDK_KEY_1 + i, 0, "editor.select-terrain", g_variant_new_uint32 (i));
      add_shortcut (shortcuts, GDK_KEY_KP_1 + i, 0, "editor.select-terrain",
                    g_variant_new_uint32 (i));
    }
  add_shortcut (shortcuts, GDK_KEY_bracketright, 0, "editor.brush-bigger", NULL);
  add_shortcut (shortcuts, GDK_KEY_bracketleft, 0, "editor.brush-smaller", NULL);
  add_shortcut (shortcuts, GDK_KEY_Escape, 0, "editor.clear-reach", NULL);
  add_shortcut (shortcuts, GDK_KEY_1, GDK_CONTROL_MASK, "editor.paint-target",
                g_variant_new_string ("terrain"));
  add_shortcut (shortcuts, GDK_KEY_2, GDK_CONTROL_MASK, "editor.paint-target",
                g_variant_new_string ("regions"));
  add_shortcut (shortcuts, GDK_KEY_3, GDK_CONTROL_MASK, "editor.paint-target",
                g_variant_new_string ("units"));
  add_shortcut (shortcuts, GDK_KEY_Delete, 0, "editor.remove-unit", NULL);
  add_shortcut (shortcuts, GDK_KEY_KP_Delete, 0, "editor.remove-unit", NULL);
  gtk_widget_add_controller (self->map_page, controller);
}
