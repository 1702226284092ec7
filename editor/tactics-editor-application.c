/* SPDX-License-Identifier: GPL-3.0-or-later */
#include "config.h"

#include <glib/gi18n.h>
#include <string.h>
#include <stdarg.h>

#include "tactics-editor-application.h"
#include "tactics-editor-file-kinds.h"
#include "tactics-editor-recovery.h"
#include "tactics-editor-window-private.h"
#include "tactics-editor-generate-dialog.h"
#include "tactics-editor-import.h"
#include "tactics-editor-new-map-dialog.h"
#include "tactics-editor-open-dialog.h"

#define MAX_RECENT 10
#define SCHEMA_ID "io.tactics.Editor"

struct _TacticsEditorApplication
{
  GtkApplication  parent_instance;

  gboolean        recovery_offered;
};

G_DEFINE_FINAL_TYPE (TacticsEditorApplication, tactics_editor_application, GTK_TYPE_APPLICATION)

/* Shared state: the settings (if installed), the recent files and the menu
 * listing them, which every window's main menu shows. */
static GSettings *settings;
static gboolean settings_looked_up;
static GMenu *recent_menu;
static GStrv recent_uris;
static GStrv recent_shown;
/* The folder of the file chosen last, also without settings. */
static char *last_folder_uri;

GSettings *
tactics_editor_application_get_settings (void)
{
  if (!settings_looked_up)
    {
      GSettingsSchemaSource *source = g_settings_schema_source_get_default ();
      g_autoptr(GSettingsSchema) schema = NULL;

      settings_looked_up = TRUE;
      if (source != NULL)
        schema = g_settings_schema_source_lookup (source, SCHEMA_ID, TRUE);
      if (schema != NULL)
        settings = g_settings_new_full (schema, NULL, NULL);
    }
  return settings;
}

/* A folder as people read it: under the home folder with "~". */
static char *
dup_folder_label (GFile *folder)
{
  g_autofree char *path = folder != NULL ? g_file_get_path (folder) : NULL;
  const char *home = g_get_home_dir ();
  size_t home_length = home != NULL ? strlen (home) : 0;

  if (path == NULL)
    return folder != NULL ? g_file_get_parse_name (folder) : g_strdup ("");
  if (home_length > 1 && g_str_has_prefix (path, home)
      && (path[home_length] == '\0' || path[home_length] == G_DIR_SEPARATOR))
    return g_strconcat ("~", path + home_length, NULL);
  return g_steal_pointer (&path);
}

/* The name and the folder, so two files of the same name differ. */
static char *
dup_recent_label (GFile *file)
{
  g_autofree char *name = g_file_get_basename (file);
  g_autoptr(GFile) folder = g_file_get_parent (file);
  g_autofree char *where = dup_folder_label (folder);

  /* Translators: an entry of the Open Recent menu: the file's name, then
   * its folder, e.g. "castle.map.xml — ~/maps". */
  return g_strdup_printf (_("%s — %s"), name, where);
}

/* The files of the list that are still there: one gone since has nothing
 * to open, and the list keeps it, so a file on a drive that comes back
 * shows again. Rebuilt only when what it shows changes. */
static void
rebuild_recent_menu (void)
{
  g_autoptr(GStrvBuilder) builder = g_strv_builder_new ();
  g_auto(GStrv) shown = NULL;

  for (guint i = 0; recent_uris != NULL && recent_uris[i] != NULL; i++)
    {
      g_autoptr(GFile) file = g_file_new_for_uri (recent_uris[i]);

      if (!tactics_editor_file_is_gone (file))
        g_strv_builder_add (builder, recent_uris[i]);
    }
  shown = g_strv_builder_end (builder);
  if (recent_shown != NULL && g_strv_equal ((const char * const *) shown,
                                            (const char * const *) recent_shown))
    return;

  g_menu_remove_all (recent_menu);
  for (guint i = 0; shown[i] != NULL; i++)
    {
      g_autoptr(GFile) file = g_file_new_for_uri (shown[i]);
      g_autofree char *label = dup_recent_label (file);
      g_autoptr(GMenuItem) item = g_menu_item_new (label, NULL);

      g_menu_item_set_action_and_target_value (item, "app.open-recent",
                                               g_variant_new_string (shown[i]));
      g_menu_append_item (recent_menu, item);
    }
  g_strfreev (recent_shown);
  recent_shown = g_steal_pointer (&shown);
}

void
tactics_editor_application_refresh_recent_menu (void)
{
  if (recent_menu != NULL)
    rebuild_recent_menu ();
}

/* The preferences window may clear the list. */
static void
on_recent_files_changed (GSettings  *preferences,
                         const char *key)
{
  g_strfreev (recent_uris);
  recent_uris = g_settings_get_strv (preferences, "recent-files");
  rebuild_recent_menu ();
}

GMenuModel *
tactics_editor_application_get_recent_menu (void)
{
  if (recent_menu == NULL)
    {
      GSettings *preferences = tactics_editor_application_get_settings ();

      recent_menu = g_menu_new ();
      recent_uris = preferences != NULL
                    ? g_settings_get_strv (preferences, "recent-files")
                    : g_new0 (char *, 1);
      if (preferences != NULL)
        g_signal_connect (preferences, "changed::recent-files",
                          G_CALLBACK (on_recent_files_changed), NULL);
      rebuild_recent_menu ();
    }
  return G_MENU_MODEL (recent_menu);
}

/* The desktop's recent files too (file choosers, the file manager, the
 * Open dialog), with the file's MIME type when its name tells it, else
 * the one GIO finds. */
static void
add_desktop_recent (GFile      *file,
                    const char *uri)
{
  GtkRecentManager *manager = gtk_recent_manager_get_default ();
  g_autofree char *name = g_file_get_basename (file);
  const char *mime_type = name != NULL ? tactics_editor_file_kinds_mime_type_for_name (name)
                                       : NULL;
  g_autofree char *exec = NULL;
  GtkRecentData data = { 0 };

  if (mime_type == NULL)
    {
      gtk_recent_manager_add_item (manager, uri);
      return;
    }
  exec = g_strconcat (g_get_prgname (), " %u", NULL);
  data.mime_type = (char *) mime_type;
  data.app_name = (char *) g_get_application_name ();
  data.app_exec = exec;
  gtk_recent_manager_add_full (manager, uri, &data);
}

void
tactics_editor_application_add_recent (GFile *file)
{
  g_autoptr(GStrvBuilder) builder = g_strv_builder_new ();
  g_autofree char *uri = NULL;
  GSettings *preferences;
  guint count = 1;

  g_return_if_fail (G_IS_FILE (file));

  tactics_editor_application_get_recent_menu ();
  uri = g_file_get_uri (file);
  g_strv_builder_add (builder, uri);
  for (guint i = 0; recent_uris[i] != NULL && count < MAX_RECENT; i++)
    if (!g_str_equal (recent_uris[i], uri))
      {
        g_strv_builder_add (builder, recent_uris[i]);
        count++;
      }
  g_strfreev (recent_uris);
  recent_uris = g_strv_builder_end (builder);
  add_desktop_recent (file, uri);

  preferences = tactics_editor_application_get_settings ();
  if (preferences != NULL)
    g_settings_set_strv (preferences, "recent-files", (const char * const *) recent_uris);
  rebuild_recent_menu ();
}

const char * const *
tactics_editor_application_get_recent_uris (void)
{
  tactics_editor_application_get_recent_menu ();
  return (const char * const *) recent_uris;
}

static gboolean
is_folder (GFile *file)
{
  return g_file_query_file_type (file, G_FILE_QUERY_INFO_NONE, NULL) == G_FILE_TYPE_DIRECTORY;
}

GFile *
tactics_editor_application_dup_chooser_folder (gboolean saving)
{
  GSettings *preferences = tactics_editor_application_get_settings ();
  g_autofree char *uri = preferences != NULL
                         ? g_settings_get_string (preferences, "last-folder")
                         : g_strdup (last_folder_uri);
  const char *documents = g_get_user_special_dir (G_USER_DIRECTORY_DOCUMENTS);

  /* A folder since removed or unmounted is passed over. */
  if (uri != NULL && *uri != '\0')
    {
      g_autoptr(GFile) folder = g_file_new_for_uri (uri);

      /* Opening a bundled map leaves its folder here; saving there would
       * offer to replace the bundled file. */
      if (is_folder (folder) && !(saving && tactics_data_is_bundled (folder)))
        return g_steal_pointer (&folder);
    }
  if (documents != NULL)
    {
      g_autoptr(GFile) folder = g_file_new_for_path (documents);

      if (is_folder (folder))
        return g_steal_pointer (&folder);
    }
  return g_file_new_for_path (g_get_home_dir ());
}

void
tactics_editor_application_prepare_chooser (GtkFileChooser *chooser)
{
  g_autoptr(GFile) folder = NULL;

  g_return_if_fail (GTK_IS_FILE_CHOOSER (chooser));

  folder = tactics_editor_application_dup_chooser_folder (
             gtk_file_chooser_get_action (chooser) == GTK_FILE_CHOOSER_ACTION_SAVE);
  gtk_file_chooser_set_current_folder (chooser, folder, NULL);
}

void
tactics_editor_application_remember_folder (GFile *file)
{
  g_autoptr(GFile) folder = NULL;
  GSettings *preferences;

  g_return_if_fail (G_IS_FILE (file));

  folder = g_file_get_parent (file);
  if (folder == NULL)
    return;
  g_free (last_folder_uri);
  last_folder_uri = g_file_get_uri (folder);
  preferences = tactics_editor_application_get_settings ();
  if (preferences != NULL)
    g_settings_set_string (preferences, "last-folder", last_folder_uri);
}

TacticsRuleset *
tactics_editor_application_load_default_ruleset (void)
{
  static TacticsRuleset *bundled;
  TacticsRuleset *ruleset;
  GSettings *preferences = tactics_editor_application_get_settings ();
  g_autofree char *uri = preferences != NULL
                         ? g_settings_get_string (preferences, "default-ruleset") : NULL;

  /* The preferences window only accepts a ruleset that loads; one that
   * went bad since falls back to the bundled rules. */
  if (uri != NULL && uri[0] != '\0')
    {
      g_autoptr(GFile) file = g_file_new_for_uri (uri);
      g_autoptr(GError) error = NULL;

      ruleset = tactics_ruleset_load (file, &error);
      if (ruleset != NULL)
        return ruleset;
      g_warning ("The default ruleset cannot be used, using the bundled one: %s", error->message);
    }

  if (bundled == NULL)
    {
      g_autoptr(GFile) file = tactics_data_find_file ("default.ruleset.xml");
      g_autoptr(GError) error = NULL;

      if (file != NULL)
        bundled = tactics_ruleset_load (file, &error);
      if (bundled == NULL)
        {
          g_autoptr(TacticsMovetype) foot = tactics_movetype_new ("foot", _("Foot"));
          g_autoptr(TacticsTerrain) plains = tactics_terrain_new ("p", _("Plains"), "#a5d66f");

          g_warning ("The bundled ruleset is missing (%s): using a single terrain",
                     error != NULL ? error->message : "default.ruleset.xml not found");
          bundled = tactics_ruleset_new ();
          tactics_ruleset_set_name (bundled, _("Minimal"));
          tactics_ruleset_insert_movetype (bundled, G_MAXUINT, foot);
          tactics_terrain_set_cost (plains, "foot", 1);
          tactics_ruleset_insert_terrain (bundled, G_MAXUINT, plains);
        }
    }

  ruleset = tactics_ruleset_copy (bundled);
  return ruleset;
}

static void
preferred_new_map (int             *width,
                   int             *height,
                   TacticsTopology *topology)
{
  GSettings *preferences = tactics_editor_application_get_settings ();

  *width = 16;
  *height = 12;
  *topology = TACTICS_TOPOLOGY_SQUARE;
  if (preferences != NULL)
    {
      *width = g_settings_get_int (preferences, "new-map-width");
      *height = g_settings_get_int (preferences, "new-map-height");
      *topology = g_settings_get_enum (preferences, "new-map-topology");
    }
}

TacticsEditorDocument *
tactics_editor_application_new_default_document (TacticsEditorApplication *self)
{
  g_autoptr(TacticsRuleset) bundled = tactics_editor_application_load_default_ruleset ();
  g_autoptr(TacticsRuleset) ruleset = tactics_editor_copy_terrains (bundled);
  g_autoptr(TacticsMap) map = NULL;
  int width;
  int height;
  TacticsTopology topology;

  preferred_new_map (&width, &height, &topology);
  map = tactics_map_new (width, height, topology, ruleset);
  return tactics_editor_document_new_for_map (map);
}

static TacticsEditorWindow *
active_editor_window (TacticsEditorApplication *self)
{
  GtkWindow *window = gtk_application_get_active_window (GTK_APPLICATION (self));

  return TACTICS_IS_EDITOR_WINDOW (window) ? TACTICS_EDITOR_WINDOW (window) : NULL;
}

GtkWindow *
tactics_editor_application_show_document (TacticsEditorApplication *self,
                                          TacticsEditorDocument    *document)
{
  TacticsEditorWindow *window;

  g_return_val_if_fail (TACTICS_IS_EDITOR_APPLICATION (self), NULL);
  g_return_val_if_fail (TACTICS_IS_EDITOR_DOCUMENT (document), NULL);

  window = active_editor_window (self);
  if (window != NULL && tactics_editor_window_is_pristine (window))
    tactics_editor_window_set_document (window, document);
  else
    window = tactics_editor_window_new (GTK_APPLICATION (self), document);

  gtk_window_present (GTK_WINDOW (window));
  return GTK_WINDOW (window);
}

/* The window showing @file, if one does. */
static TacticsEditorWindow *
window_for_file (TacticsEditorApplication *self,
                 GFile                    *file)
{
  for (GList *l = gtk_application_get_windows (GTK_APPLICATION (self)); l != NULL; l = l->next)
    {
      TacticsEditorDocument *document;
      GFile *shown;

      if (!TACTICS_IS_EDITOR_WINDOW (l->data))
        continue;
      document = tactics_editor_window_get_document (l->data);
      shown = document != NULL ? tactics_editor_document_get_file (document) : NULL;
      if (shown != NULL && g_file_equal (shown, file))
        return l->data;
    }
  return NULL;
}

void
tactics_editor_application_open_file (TacticsEditorApplication *self,
                                      GFile                    *file)
{
  TacticsEditorWindow *window;

  g_return_if_fail (TACTICS_IS_EDITOR_APPLICATION (self));
  g_return_if_fail (G_IS_FILE (file));

  /* A second window on the same file would save over the first one's work. */
  window = window_for_file (self, file);
  if (window != NULL)
    {
      gtk_window_present (GTK_WINDOW (window));
      tactics_editor_application_add_recent (file);
      return;
    }

  window = active_editor_window (self);
  if (window == NULL || !tactics_editor_window_is_pristine (window))
    {
      g_autoptr(TacticsEditorDocument) document = NULL;
      g_autoptr(GError) error = NULL;

      document = tactics_editor_document_load (file, &error);
      if (document != NULL)
        {
          tactics_editor_application_show_document (self, document);
          tactics_editor_application_add_recent (file);
          return;
        }
      if (window == NULL)
        {
          g_autoptr(TacticsEditorDocument) empty =
            tactics_editor_application_new_default_document (self);

          window = tactics_editor_window_new (GTK_APPLICATION (self), empty);
        }
    }

  /* The window shows what went wrong, with the file and the line. */
  tactics_editor_window_open_file (window, file);
  gtk_window_present (GTK_WINDOW (window));
}

/* Recovery */

typedef struct {
  TacticsEditorApplication *app;
  GPtrArray                *items;
} RecoveryOffer;

static void
on_recovery_response (GtkDialog     *dialog,
                      int            response,
                      RecoveryOffer *offer)
{
  for (guint i = 0; i < offer->items->len; i++)
    {
      TacticsEditorRecoveryItem *item = g_ptr_array_index (offer->items, i);

      if (response == GTK_RESPONSE_ACCEPT)
        {
          g_autoptr(GError) error = NULL;
          g_autoptr(TacticsEditorDocument) document = tactics_editor_recovery_load (item, &error);
          GtkWindow *window;

          if (document == NULL)
            {
              g_warning ("Could not recover %s: %s", item->title, error->message);
              continue;
            }
          window = tactics_editor_application_show_document (offer->app, document);
          /* Keep the copy until the work is saved: another crash loses
           * nothing. */
          g_set_object (&TACTICS_EDITOR_WINDOW (window)->recovery_file, item->file);
        }
      else if (response == GTK_RESPONSE_REJECT)
        {
          tactics_editor_recovery_discard (item->file);
        }
    }

  g_ptr_array_unref (offer->items);
  g_object_unref (offer->app);
  g_free (offer);
  gtk_window_destroy (GTK_WINDOW (dialog));
}

void
tactics_editor_application_offer_recovery (TacticsEditorApplication *self,
                                           GtkWindow                *parent)
{
  g_autoptr(GPtrArray) items = NULL;
  g_autoptr(GString) list = NULL;
  RecoveryOffer *offer;
  GtkWidget *dialog;
  GtkWidget *button;

  g_return_if_fail (TACTICS_IS_EDITOR_APPLICATION (self));

  tactics_editor_recovery_sweep (TACTICS_EDITOR_RECOVERY_LEFTOVER_AGE);
  items = tactics_editor_recovery_list ();
  if (items->len == 0)
    return;

  list = g_string_new (NULL);
  for (guint i = 0; i < items->len; i++)
    {
      TacticsEditorRecoveryItem *item = g_ptr_array_index (items, i);
      g_autofree char *when = g_date_time_format (item->time, "%x %X");

      g_string_append_printf (list, "• %s — %s\n", item->title, when);
    }

  dialog = gtk_message_dialog_new (parent, GTK_DIALOG_MODAL | GTK_DIALOG_DESTROY_WITH_PARENT,
                                   GTK_MESSAGE_QUESTION, GTK_BUTTONS_NONE,
                                   g_dngettext (GETTEXT_PACKAGE,
                                                "Recover unsaved work?",
                                                "Recover unsaved work?", items->len));
  gtk_message_dialog_format_secondary_text (GTK_MESSAGE_DIALOG (dialog), "%s%s",
                                            _("The editor closed without saving:\n"),
                                            list->str);
  button = gtk_dialog_add_button (GTK_DIALOG (dialog), _("_Discard"), GTK_RESPONSE_REJECT);
  gtk_widget_add_css_class (button, "destructive-action");
  gtk_dialog_add_button (GTK_DIALOG (dialog), _("_Later"), GTK_RESPONSE_CANCEL);
  button = gtk_dialog_add_button (GTK_DIALOG (dialog), _("_Recover"), GTK_RESPONSE_ACCEPT);
  gtk_widget_add_css_class (button, "suggested-action");
  gtk_dialog_set_default_response (GTK_DIALOG (dialog), GTK_RESPONSE_ACCEPT);
  gtk_widget_set_name (dialog, "recovery-dialog");

  offer = g_new0 (RecoveryOffer, 1);
  offer->app = g_object_ref (self);
  offer->items = g_steal_pointer (&items);
  g_signal_connect (dialog, "response", G_CALLBACK (on_recovery_response), offer);
  gtk_window_present (GTK_WINDOW (dialog));
}

/* Actions */

static void
on_new_map_response (TacticsEditorNewMapDialog      *dialog,
                     int                       response,
                     TacticsEditorApplication *self)
{
  if (response == GTK_RESPONSE_OK)
    {
      g_autoptr(TacticsMap) map = tactics_editor_new_map_dialog_create_map (dialog);
      g_autoptr(TacticsEditorDocument) document = tactics_editor_document_new_for_map (map);
      GSettings *preferences = tactics_editor_application_get_settings ();

      if (preferences != NULL)
        {
          g_settings_set_int (preferences, "new-map-width", tactics_map_get_width (map));
          g_settings_set_int (preferences, "new-map-height", tactics_map_get_height (map));
          g_settings_set_enum (preferences, "new-map-topology", tactics_map_get_topology (map));
        }
      tactics_editor_application_show_document (self, document);
    }
  gtk_window_destroy (GTK_WINDOW (dialog));
}

static void
new_activated (GSimpleAction *action,
               GVariant      *parameter,
               gpointer       user_data)
{
  TacticsEditorApplication *self = user_data;
  g_autoptr(TacticsRuleset) ruleset = tactics_editor_application_load_default_ruleset ();
  GtkWidget *dialog;
  int width;
  int height;
  TacticsTopology topology;

  dialog = tactics_editor_new_map_dialog_new (gtk_application_get_active_window (GTK_APPLICATION (self)),
                                       ruleset);
  preferred_new_map (&width, &height, &topology);
  tactics_editor_new_map_dialog_set_size (TACTICS_EDITOR_NEW_MAP_DIALOG (dialog), width, height, topology);
  g_signal_connect_object (dialog, "response", G_CALLBACK (on_new_map_response), self, 0);
  gtk_window_present (GTK_WINDOW (dialog));
}

/* A generated map opens as any new map does: unsaved, with its own undo
 * history, with its scenario when asked. */
static void
on_generate_response (TacticsEditorGenerateDialog *dialog,
                      int                          response,
                      TacticsEditorApplication    *self)
{
  TacticsScenario *scenario = tactics_editor_generate_dialog_get_scenario (dialog);

  if (response == GTK_RESPONSE_OK && scenario != NULL)
    {
      g_autoptr(TacticsEditorDocument) document = NULL;

      if (tactics_editor_generate_dialog_get_with_scenario (dialog))
        document = tactics_editor_document_new_for_scenario (scenario, NULL);
      else
        document = tactics_editor_document_new_for_map (tactics_scenario_get_map (scenario));
      tactics_editor_application_show_document (self, document);
    }
  gtk_window_destroy (GTK_WINDOW (dialog));
}

static void
generate_activated (GSimpleAction *action,
                    GVariant      *parameter,
                    gpointer       user_data)
{
  TacticsEditorApplication *self = user_data;
  g_autoptr(TacticsRuleset) ruleset = tactics_editor_application_load_default_ruleset ();
  GtkWindow *parent = gtk_application_get_active_window (GTK_APPLICATION (self));
  GtkWidget *dialog;

  dialog = tactics_editor_generate_dialog_new (parent, ruleset);
  g_signal_connect_object (dialog, "response", G_CALLBACK (on_generate_response), self, 0);
  gtk_window_present (GTK_WINDOW (dialog));
}

static void
on_open_response (GtkNativeDialog          *chooser,
                  int                       response,
                  TacticsEditorApplication *self)
{
  if (response == GTK_RESPONSE_ACCEPT)
    {
      g_autoptr(GListModel) files = gtk_file_chooser_get_files (GTK_FILE_CHOOSER (chooser));

      for (guint i = 0; i < g_list_model_get_n_items (files); i++)
        {
          g_autoptr(GFile) file = g_list_model_get_item (files, i);

          tactics_editor_application_remember_folder (file);
          tactics_editor_application_open_file (self, file);
        }
    }
  g_object_unref (chooser);
}

/* "Other File…" in the Open dialog: the usual file chooser. */
static void
open_other_activated (GSimpleAction *action,
                      GVariant      *parameter,
                      gpointer       user_data)
{
  TacticsEditorApplication *self = user_data;
  GtkFileChooserNative *chooser;
  g_autoptr(GtkFileFilter) known = gtk_file_filter_new ();
  g_autoptr(GtkFileFilter) all = gtk_file_filter_new ();

  chooser = gtk_file_chooser_native_new (_("Open a Map or Ruleset"),
                                         gtk_application_get_active_window (GTK_APPLICATION (self)),
                                         GTK_FILE_CHOOSER_ACTION_OPEN, _("_Open"), _("_Cancel"));
  gtk_native_dialog_set_modal (GTK_NATIVE_DIALOG (chooser), TRUE);
  tactics_editor_application_prepare_chooser (GTK_FILE_CHOOSER (chooser));
  gtk_file_chooser_set_select_multiple (GTK_FILE_CHOOSER (chooser), TRUE);
  gtk_file_filter_set_name (known, _("Maps, scenarios and rulesets"));
  gtk_file_filter_add_pattern (known, "*.map.xml");
  gtk_file_filter_add_pattern (known, "*.scenario.xml");
  gtk_file_filter_add_pattern (known, "*.ruleset.xml");
  gtk_file_filter_add_mime_type (known, "application/x-tactics-map");
  gtk_file_filter_add_mime_type (known, "application/x-tactics-ruleset");
  gtk_file_filter_set_name (all, _("All files"));
  gtk_file_filter_add_pattern (all, "*");
  gtk_file_chooser_add_filter (GTK_FILE_CHOOSER (chooser), known);
  gtk_file_chooser_add_filter (GTK_FILE_CHOOSER (chooser), all);

  g_signal_connect_object (chooser, "response", G_CALLBACK (on_open_response), self, 0);
  gtk_native_dialog_show (GTK_NATIVE_DIALOG (chooser));
}

static void
on_open_dialog_response (TacticsEditorOpenDialog  *dialog,
                         int                       response,
                         TacticsEditorApplication *self)
{
  g_autoptr(GFile) file = NULL;

  if (response == GTK_RESPONSE_ACCEPT && tactics_editor_open_dialog_get_file (dialog) != NULL)
    file = g_object_ref (tactics_editor_open_dialog_get_file (dialog));
  gtk_window_destroy (GTK_WINDOW (dialog));
  if (file != NULL)
    tactics_editor_application_open_file (self, file);
  else if (response == TACTICS_EDITOR_OPEN_DIALOG_RESPONSE_OTHER)
    g_action_group_activate_action (G_ACTION_GROUP (self), "open-other", NULL);
}

/* The previews of recent and bundled files first; any other file from
 * there. */
static void
open_activated (GSimpleAction *action,
                GVariant      *parameter,
                gpointer       user_data)
{
  TacticsEditorApplication *self = user_data;
  GtkWidget *dialog;

  dialog = tactics_editor_open_dialog_new (gtk_application_get_active_window (GTK_APPLICATION (self)),
                                           tactics_editor_application_get_recent_uris ());
  g_signal_connect_object (dialog, "response", G_CALLBACK (on_open_dialog_response), self, 0);
  gtk_window_present (GTK_WINDOW (dialog));
}

static void
import_activated (GSimpleAction *action,
                  GVariant      *parameter,
                  gpointer       user_data)
{
  tactics_editor_import_choose (TACTICS_EDITOR_APPLICATION (user_data));
}

static void
open_recent_activated (GSimpleAction *action,
                       GVariant      *parameter,
                       gpointer       user_data)
{
  g_autoptr(GFile) file = g_file_new_for_uri (g_variant_get_string (parameter, NULL));

  tactics_editor_application_open_file (TACTICS_EDITOR_APPLICATION (user_data), file);
}

static void
about_activated (GSimpleAction *action,
                 GVariant      *parameter,
                 gpointer       user_data)
{
  GtkApplication *app = user_data;

  gtk_show_about_dialog (gtk_application_get_active_window (app),
                         "program-name", _("Tactics Editor"),
                         "logo-icon-name", "io.tactics.Editor",
                         "version", PACKAGE_VERSION,
                         "comments", _("Paint maps and design the terrains, units and actions "
                                       "of turn-based tactics games."),
                         "license-type", GTK_LICENSE_GPL_3_0,
                         NULL);
}

static void
preferences_activated (GSimpleAction *action,
                       GVariant      *parameter,
                       gpointer       user_data)
{
  GtkApplication *app = user_data;
  GSettings *preferences = tactics_editor_application_get_settings ();
  GtkWidget *dialog;

  /* Disabled at start-up when no schema is installed. */
  g_return_if_fail (preferences != NULL);
  dialog = tactics_preferences_dialog_new (gtk_application_get_active_window (app), preferences);
  gtk_window_present (GTK_WINDOW (dialog));
}

static void
quit_activated (GSimpleAction *action,
                GVariant      *parameter,
                gpointer       user_data)
{
  GtkApplication *app = GTK_APPLICATION (user_data);
  g_autoptr(GList) windows = g_list_copy (gtk_application_get_windows (app));

  /* Each window asks about its own unsaved changes. */
  for (GList *l = windows; l != NULL; l = l->next)
    gtk_window_close (GTK_WINDOW (l->data));
}

static const GActionEntry app_actions[] = {
  { "new", new_activated },
  { "generate", generate_activated },
  { "open", open_activated },
  { "open-other", open_other_activated },
  { "open-recent", open_recent_activated, "s" },
  { "import", import_activated },
  { "preferences", preferences_activated },
  { "about", about_activated },
  { "quit", quit_activated },
};

static void
set_accels (GtkApplication *app,
            const char     *action,
            const char     *first,
            ...)
{
  g_autoptr(GPtrArray) accels = g_ptr_array_new ();
  va_list args;

  va_start (args, first);
  for (const char *accel = first; accel != NULL; accel = va_arg (args, const char *))
    g_ptr_array_add (accels, (gpointer) accel);
  va_end (args);
  g_ptr_array_add (accels, NULL);

  gtk_application_set_accels_for_action (app, action, (const char * const *) accels->pdata);
}

static void
tactics_editor_application_startup (GApplication *application)
{
  GtkApplication *app = GTK_APPLICATION (application);
  g_autoptr(GtkCssProvider) css = gtk_css_provider_new ();

  G_APPLICATION_CLASS (tactics_editor_application_parent_class)->startup (application);

  tactics_gtk_init ();
  g_set_application_name (_("Tactics Editor"));
  gtk_window_set_default_icon_name ("io.tactics.Editor");

  g_action_map_add_action_entries (G_ACTION_MAP (app), app_actions,
                                   G_N_ELEMENTS (app_actions), app);
  g_simple_action_set_enabled (G_SIMPLE_ACTION (g_action_map_lookup_action (G_ACTION_MAP (app),
                                                                            "preferences")),
                               tactics_editor_application_get_settings () != NULL);

  set_accels (app, "app.new", "<Control>n", NULL);
  set_accels (app, "app.generate", "<Control><Shift>n", NULL);
  set_accels (app, "app.open", "<Control>o", NULL);
  set_accels (app, "app.quit", "<Control>q", NULL);
  set_accels (app, "app.preferences", "<Control>comma", NULL);
  set_accels (app, "editor.save", "<Control>s", NULL);
  set_accels (app, "editor.save-as", "<Control><Shift>s", NULL);
  set_accels (app, "editor.undo", "<Control>z", NULL);
  set_accels (app, "editor.redo", "<Control><Shift>z", "<Control>y", NULL);
  set_accels (app, "editor.close", "<Control>w", NULL);
  set_accels (app, "editor.show-grid", "<Control>g", NULL);
  set_accels (app, "editor.show-minimap", "<Control>m", NULL);
  set_accels (app, "editor.zoom-fit", "<Control>0", NULL);
  set_accels (app, "editor.page::map", "<Alt>1", NULL);
  set_accels (app, "editor.page::terrains", "<Alt>2", NULL);
  set_accels (app, "editor.page::units", "<Alt>3", NULL);
  set_accels (app, "editor.page::actions", "<Alt>4", NULL);
  set_accels (app, "editor.page::scenario", "<Alt>5", NULL);

  gtk_css_provider_load_from_resource (css, "/io/tactics/Editor/style.css");
  gtk_style_context_add_provider_for_display (gdk_display_get_default (),
                                              GTK_STYLE_PROVIDER (css),
                                              GTK_STYLE_PROVIDER_PRIORITY_APPLICATION);
  gtk_icon_theme_add_resource_path (gtk_icon_theme_get_for_display (gdk_display_get_default ()),
                                    "/io/tactics/icons");
}

static void
tactics_editor_application_activate (GApplication *application)
{
  TacticsEditorApplication *self = TACTICS_EDITOR_APPLICATION (application);
  GtkWindow *window = gtk_application_get_active_window (GTK_APPLICATION (self));

  if (window == NULL)
    {
      g_autoptr(TacticsEditorDocument) document =
        tactics_editor_application_new_default_document (self);

      window = GTK_WINDOW (tactics_editor_window_new (GTK_APPLICATION (self), document));
    }
  gtk_window_present (window);
  if (!self->recovery_offered)
    {
      self->recovery_offered = TRUE;
      tactics_editor_application_offer_recovery (self, window);
    }
}

static void
tactics_editor_application_open (GApplication  *application,
                                 GFile        **files,
                                 int            n_files,
                                 const char    *hint)
{
  TacticsEditorApplication *self = TACTICS_EDITOR_APPLICATION (application);

  for (int i = 0; i < n_files; i++)
    tactics_editor_application_open_file (self, files[i]);
  if (!self->recovery_offered)
    {
      self->recovery_offered = TRUE;
      GtkWindow *window = gtk_application_get_active_window (GTK_APPLICATION (self));

      tactics_editor_application_offer_recovery (self, window);
    }
}

static void
tactics_editor_application_class_init (TacticsEditorApplicationClass *klass)
{
  GApplicationClass *application_class = G_APPLICATION_CLASS (klass);

  application_class->startup = tactics_editor_application_startup;
  application_class->activate = tactics_editor_application_activate;
  application_class->open = tactics_editor_application_open;
}

static void
tactics_editor_application_init (TacticsEditorApplication *self)
{
}

TacticsEditorApplication *
tactics_editor_application_new (void)
{
  return g_object_new (TACTICS_TYPE_EDITOR_APPLICATION,
                       "application-id", "io.tactics.Editor",
                       "flags", G_APPLICATION_HANDLES_OPEN,
                       "resource-base-path", "/io/tactics/Editor",
                       NULL);
}
