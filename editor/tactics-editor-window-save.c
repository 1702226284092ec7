/* SPDX-License-Identifier: GPL-3.0-or-later */
/* Which files the window writes. A map may use a ruleset file that other
 * maps use too, and a scenario file a map file: the ruleset pages say
 * which file they edit, Save names every file it writes before writing a
 * changed ruleset or a scenario's changed map, and a bundled or
 * unwritable one is only ever saved as a copy the user names (or, for a
 * ruleset, its changes are discarded). */
#include "config.h"

#include <glib/gi18n.h>
#include <string.h>

#include "tactics-editor-application.h"
#include "tactics-editor-ruleset-pages.h"
#include "tactics-editor-window-private.h"

enum {
  RESPONSE_SAVE_BOTH = GTK_RESPONSE_ACCEPT,
  RESPONSE_COPY = GTK_RESPONSE_APPLY,
  RESPONSE_DISCARD = GTK_RESPONSE_REJECT,
};

/* The path as the header shows it: "~/…" under the home folder. */
static char *
display_path (GFile *file)
{
  g_autofree char *path = g_file_get_path (file);
  const char *home = g_get_home_dir ();

  if (path == NULL)
    return g_file_get_uri (file);
  if (home != NULL && g_str_has_prefix (path, home) && path[strlen (home)] == G_DIR_SEPARATOR)
    return g_strconcat ("~", path + strlen (home), NULL);
  return g_steal_pointer (&path);
}

void
tactics_editor_window_update_sources (TacticsEditorWindow *self)
{
  GtkWidget *pages[] = { self->terrains_page, self->units_page, self->actions_page };
  TacticsMap *map = tactics_editor_window_get_map (self);
  g_autoptr(GFile) rules = NULL;
  g_autofree char *text = NULL;
  g_autofree char *tooltip = NULL;
  gboolean shared = FALSE;
  gboolean inline_terrains;
  gboolean no_rules;
  TacticsRuleset *ruleset;

  if (self->document == NULL)
    return;
  inline_terrains = map != NULL && tactics_map_get_ruleset_path (map) == NULL;
  ruleset = tactics_editor_document_get_ruleset (self->document);

  rules = tactics_editor_document_get_ruleset_file (self->document);
  if (inline_terrains)
    {
      GFile *file = tactics_editor_document_get_file (self->document);

      text = g_strdup (_("Terrains inline in the map"));
      tooltip = file != NULL ? display_path (file) : NULL;
    }
  else if (rules == NULL)
    {
      text = g_strdup (_("Rules not saved yet"));
    }
  else
    {
      g_autofree char *name = g_file_get_basename (rules);

      /* The forms stay editable: saving then offers a copy of the file. */
      if (tactics_data_is_bundled (rules))
        /* Translators: %s is a ruleset's file name, e.g. "Rules from default.ruleset.xml (bundled;
         * changes are saved as a copy)". */
        text = g_strdup_printf (_("Rules from %s (bundled; changes are saved as a copy)"), name);
      else if (tactics_editor_file_is_read_only (rules))
        /* Translators: %s is a ruleset's file name, e.g. "Rules from my-rules.ruleset.xml
         * (read-only; changes are saved as a copy)". */
        text = g_strdup_printf (_("Rules from %s (read-only; changes are saved as a copy)"), name);
      else
        /* Translators: %s is a ruleset's file name, e.g. "Rules from my-rules.ruleset.xml". */
        text = g_strdup_printf (_("Rules from %s"), name);
      tooltip = display_path (rules);
      shared = TRUE;
    }

  for (guint i = 0; i < G_N_ELEMENTS (pages); i++)
    tactics_editor_ruleset_pages_set_source (pages[i], text, tooltip, shared);
  /* Terrains inline in a map, and no unit types or actions with them. */
  no_rules = inline_terrains
             && g_list_model_get_n_items (tactics_ruleset_get_unit_types (ruleset)) == 0
             && g_list_model_get_n_items (tactics_ruleset_get_actions (ruleset)) == 0;
  tactics_editor_ruleset_pages_set_unavailable (self->units_page, no_rules);
  tactics_editor_ruleset_pages_set_unavailable (self->actions_page, no_rules);
}

/* Closing after a save that a dialog waited for */

static gboolean
destroy_window (gpointer data)
{
  gtk_window_destroy (GTK_WINDOW (data));
  return G_SOURCE_REMOVE;
}

static void
close_later (TacticsEditorWindow *self)
{
  g_idle_add_full (G_PRIORITY_HIGH_IDLE, destroy_window, g_object_ref (self), g_object_unref);
}

/* Saving the ruleset as a copy */

gboolean
tactics_editor_window_save_ruleset_to_file (TacticsEditorWindow *self,
                                            GFile               *file)
{
  g_autoptr(GError) error = NULL;

  g_return_val_if_fail (TACTICS_IS_EDITOR_WINDOW (self), FALSE);
  g_return_val_if_fail (G_IS_FILE (file), FALSE);
  g_return_val_if_fail (tactics_editor_window_get_map (self) != NULL, FALSE);

  if (!tactics_editor_document_save_ruleset_as (self->document, file, &error))
    {
      /* Translators: %s is why, e.g. "my-rules.ruleset.xml: cannot save: No space left on
       * device". */
      g_autofree char *message = g_strdup_printf (_("Could not save the ruleset: %s"),
                                                  error->message);

      tactics_editor_window_show_error (self, message);
      return FALSE;
    }
  tactics_editor_window_show_error (self, NULL);
  tactics_editor_window_update_sources (self);
  return TRUE;
}

/* The questions a save asks, one after the other, before it writes. */
typedef enum {
  ASKED_RULESET = 1 << 0,  /* the map's ruleset file changed */
  ASKED_MAP     = 1 << 1,  /* a scenario file's map changed */
} SaveQuestions;

typedef struct {
  TacticsEditorWindow *window;
  GFile               *map_file;  /* the file to save afterwards, or NULL */
  gboolean             then_close;
  gboolean             add_bundled_rules;
  SaveQuestions        asked;     /* answered already */
  SaveQuestions        asking;    /* the dialog's question */
} PendingSave;

static gboolean save_asking (TacticsEditorWindow *self,
                             GFile               *file,
                             gboolean             then_close,
                             SaveQuestions        asked);

static void
pending_save_free (PendingSave *pending)
{
  g_clear_weak_pointer (&pending->window);
  g_clear_object (&pending->map_file);
  g_free (pending);
}

static void
pending_save_notify (gpointer  data,
                     GClosure *closure)
{
  pending_save_free (data);
}

static PendingSave *
pending_save_new (TacticsEditorWindow *self,
                  GFile               *map_file,
                  gboolean             then_close,
                  SaveQuestions        asked,
                  SaveQuestions        asking)
{
  PendingSave *pending = g_new0 (PendingSave, 1);

  pending->asked = asked;
  pending->asking = asking;

  /* Weak: the window's "destroy", which takes a question with it, only
   * comes once nothing holds the window. */
  g_set_weak_pointer (&pending->window, self);
  pending->map_file = map_file != NULL ? g_object_ref (map_file) : NULL;
  pending->then_close = then_close;
  return pending;
}

void
tactics_editor_window_add_bundled_rules (TacticsEditorWindow *self)
{
  TacticsRuleset *ruleset = tactics_editor_document_get_ruleset (self->document);
  g_autoptr(TacticsRuleset) bundled = tactics_editor_application_load_default_ruleset ();
  GListModel *lists[] = { tactics_ruleset_get_unit_types (bundled),
                          tactics_ruleset_get_actions (bundled) };

  if (bundled == NULL)
    return;
  for (guint kind = 0; kind < G_N_ELEMENTS (lists); kind++)
    for (guint i = 0; i < g_list_model_get_n_items (lists[kind]); i++)
      {
        g_autoptr(GObject) item = g_list_model_get_item (lists[kind], i);
        g_autofree char *id = NULL;
        g_autoptr(GObject) copy = NULL;

        g_object_get (item, "id", &id, NULL);
        copy = tactics_ruleset_copy_item (item, id);
        if (TACTICS_IS_UNIT_TYPE (copy))
          tactics_ruleset_insert_unit_type (ruleset, G_MAXUINT, TACTICS_UNIT_TYPE (copy));
        else
          tactics_ruleset_insert_action (ruleset, G_MAXUINT, TACTICS_ACTION (copy));
      }
  /* Translators: an Undo or Redo label. */
  tactics_editor_document_name_ruleset_edit (self->document,
                                             _("Add the Unit Types and Actions of Tactics"));
  tactics_editor_document_commit_ruleset_edit (self->document);
}

gboolean
tactics_editor_window_make_ruleset_file_at (TacticsEditorWindow *self,
                                            GFile               *file)
{
  g_return_val_if_fail (TACTICS_IS_EDITOR_WINDOW (self), FALSE);
  g_return_val_if_fail (G_IS_FILE (file), FALSE);

  tactics_editor_window_add_bundled_rules (self);
  return tactics_editor_window_save_ruleset_to_file (self, file);
}

static void
on_ruleset_chooser_response (GtkNativeDialog *chooser,
                             int              response,
                             PendingSave     *pending)
{
  TacticsEditorWindow *self = pending->window;

  if (response == GTK_RESPONSE_ACCEPT && self != NULL)
    {
      g_autoptr(GFile) file = gtk_file_chooser_get_file (GTK_FILE_CHOOSER (chooser));

      if (file != NULL)
        tactics_editor_application_remember_folder (file);
      if (file != NULL && pending->add_bundled_rules)
        tactics_editor_window_make_ruleset_file_at (self, file);
      else if (file != NULL && tactics_editor_window_save_ruleset_to_file (self, file)
          && pending->map_file != NULL
          && save_asking (self, pending->map_file, pending->then_close,
                          pending->asked | ASKED_RULESET)
          && pending->then_close)
        close_later (self);
    }

  pending_save_free (pending);
  g_object_unref (chooser);
}

static void
on_map_chooser_response (GtkNativeDialog *chooser,
                         int              response,
                         PendingSave     *pending)
{
  TacticsEditorWindow *self = pending->window;

  if (response == GTK_RESPONSE_ACCEPT && self != NULL)
    {
      g_autoptr(GFile) file = gtk_file_chooser_get_file (GTK_FILE_CHOOSER (chooser));
      g_autoptr(GError) error = NULL;

      if (file != NULL)
        tactics_editor_application_remember_folder (file);
      if (file != NULL && !tactics_editor_document_save_map_as (self->document, file, &error))
        {
          /* Translators: %s is why, e.g. "“/usr/share/tactics/maps/skirmish.map.xml” comes with
           * Tactics and is never changed in place; …". */
          g_autofree char *message = g_strdup_printf (_("Could not save the map: %s"),
                                                      error->message);

          tactics_editor_window_show_error (self, message);
        }
      else if (file != NULL
               && save_asking (self, pending->map_file, pending->then_close,
                               pending->asked | ASKED_MAP)
               && pending->then_close)
        close_later (self);
    }

  pending_save_free (pending);
  g_object_unref (chooser);
}

/* Asks where a copy of the map's ruleset (@map_copy FALSE) or of a
 * scenario file's map (TRUE) goes: beside the map, unless that is bundled
 * data, under the map's name. Then saves the document to @save_file, when
 * given, with what was @asked. @add_bundled_rules: a map's own terrains
 * become a whole ruleset with the bundled unit types and actions. */
static void
choose_copy (TacticsEditorWindow *self,
             gboolean             map_copy,
             GFile               *save_file,
             gboolean             then_close,
             SaveQuestions        asked,
             gboolean             add_bundled_rules)
{
  PendingSave *pending;
  GtkFileChooserNative *chooser;
  g_autoptr(GtkFileFilter) filter = gtk_file_filter_new ();
  TacticsScenario *scenario = tactics_editor_document_get_scenario (self->document);
  g_autoptr(GFile) map = NULL;
  g_autofree char *name = NULL;

  chooser = gtk_file_chooser_native_new (map_copy ? _("Save Map As") : _("Save Ruleset As"),
                                         GTK_WINDOW (self), GTK_FILE_CHOOSER_ACTION_SAVE,
                                         _("_Save"), _("_Cancel"));
  gtk_native_dialog_set_modal (GTK_NATIVE_DIALOG (chooser), TRUE);
  if (map_copy)
    {
      gtk_file_filter_set_name (filter, _("Maps"));
      gtk_file_filter_add_pattern (filter, "*.map.xml");
      gtk_file_filter_add_mime_type (filter, "application/x-tactics-map");
    }
  else
    {
      gtk_file_filter_set_name (filter, _("Rulesets"));
      gtk_file_filter_add_pattern (filter, "*.ruleset.xml");
      gtk_file_filter_add_mime_type (filter, "application/x-tactics-ruleset");
    }
  gtk_file_chooser_add_filter (GTK_FILE_CHOOSER (chooser), filter);

  /* Beside the map, named after it: the map then refers to its ruleset by
   * name. The map's own file, where it is about to be saved, unless a
   * scenario file names it: then where it is. */
  if (map_copy || save_file == NULL
      || (scenario != NULL && tactics_scenario_get_map_path (scenario) != NULL))
    map = tactics_editor_document_get_map_file (self->document);
  else
    map = g_object_ref (save_file);
  if (map != NULL)
    {
      g_autoptr(GFile) folder = g_file_get_parent (map);
      g_autofree char *basename = g_file_get_basename (map);
      char *dot = strchr (basename, '.');

      if (dot != NULL && dot != basename)
        *dot = '\0';
      name = g_strconcat (basename, map_copy ? ".map.xml" : ".ruleset.xml", NULL);
      /* One folder only: sent to a second while it still lists the first,
       * GTK's chooser shows neither, and an error. */
      if (folder != NULL && !tactics_data_is_bundled (folder))
        gtk_file_chooser_set_current_folder (GTK_FILE_CHOOSER (chooser), folder, NULL);
      else
        tactics_editor_application_prepare_chooser (GTK_FILE_CHOOSER (chooser));
    }
  else
    {
      name = g_strconcat (tactics_editor_document_get_title (self->document),
                          map_copy ? ".map.xml" : ".ruleset.xml", NULL);
      tactics_editor_application_prepare_chooser (GTK_FILE_CHOOSER (chooser));
    }
  gtk_file_chooser_set_current_name (GTK_FILE_CHOOSER (chooser), name);

  pending = pending_save_new (self, save_file, then_close, asked, 0);
  pending->add_bundled_rules = add_bundled_rules;
  g_signal_connect (chooser, "response",
                    map_copy ? G_CALLBACK (on_map_chooser_response)
                             : G_CALLBACK (on_ruleset_chooser_response), pending);
  gtk_native_dialog_show (GTK_NATIVE_DIALOG (chooser));
}

void
tactics_editor_window_make_ruleset_file (TacticsEditorWindow *self)
{
  g_return_if_fail (TACTICS_IS_EDITOR_WINDOW (self));
  g_return_if_fail (tactics_editor_window_get_map (self) != NULL);

  choose_copy (self, FALSE, NULL, FALSE, 0, TRUE);
}

void
tactics_editor_window_save_ruleset_as (TacticsEditorWindow *self)
{
  g_return_if_fail (TACTICS_IS_EDITOR_WINDOW (self));

  if (tactics_editor_window_get_map (self) == NULL)
    {
      /* A ruleset on its own: its Save As is this. */
      tactics_editor_window_save_as (self, FALSE);
      return;
    }
  choose_copy (self, FALSE, NULL, FALSE, 0, FALSE);
}

/* Discarding the ruleset changes */

/* @scenario and its map read again (the map's ruleset as its file has it),
 * the map's edits kept: the map with the scenario inside, read from the
 * map's folder, then naming its map file again if it did. */
static TacticsScenario *
reload_scenario (TacticsEditorWindow *self,
                 TacticsScenario     *scenario,
                 GFile               *file,
                 GFile               *folder,
                 GError             **error)
{
  g_autofree char *map_path = g_strdup (tactics_scenario_get_map_path (scenario));
  g_autoptr(GFile) map_folder = NULL;
  g_autoptr(GBytes) bytes = NULL;
  TacticsScenario *reloaded;

  /* A scenario file's map may be in another folder than the scenario. */
  if (file != NULL && map_path != NULL)
    {
      g_autoptr(GFile) map_file = g_path_is_absolute (map_path)
                                  ? g_file_new_for_path (map_path)
                                  : g_file_resolve_relative_path (folder, map_path);

      map_folder = g_file_get_parent (map_file);
    }
  else
    {
      map_folder = g_object_ref (folder);
    }

  tactics_scenario_set_map_path (scenario, NULL);
  bytes = tactics_scenario_to_bytes (scenario);
  tactics_scenario_set_map_path (scenario, map_path);
  reloaded = tactics_scenario_load_from_bytes (bytes,
                                               tactics_editor_document_get_title (self->document),
                                               map_folder, error);
  if (reloaded != NULL)
    tactics_scenario_set_map_path (reloaded, map_path);
  return reloaded;
}

gboolean
tactics_editor_window_discard_ruleset_changes (TacticsEditorWindow *self,
                                               GFile               *map_file)
{
  TacticsMap *map = tactics_editor_window_get_map (self);
  GFile *file;
  g_autoptr(GFile) folder = NULL;
  g_autoptr(GBytes) bytes = NULL;
  g_autoptr(TacticsMap) reloaded = NULL;
  g_autoptr(TacticsEditorDocument) document = NULL;
  g_autoptr(GError) error = NULL;
  TacticsScenario *scenario = tactics_editor_document_get_scenario (self->document);
  g_autoptr(TacticsScenario) reloaded_scenario = NULL;

  g_return_val_if_fail (TACTICS_IS_EDITOR_WINDOW (self), FALSE);
  g_return_val_if_fail (map != NULL, FALSE);

  /* The map as it is, read again with the ruleset as its file has it. */
  /* A map not saved yet names its ruleset by an absolute path, which any
   * folder resolves. */
  file = tactics_editor_document_get_file (self->document);
  folder = g_file_get_parent (file != NULL ? file : map_file);
  if (scenario != NULL)
    {
      reloaded_scenario = reload_scenario (self, scenario, file, folder, &error);
      if (reloaded_scenario != NULL)
        reloaded = g_object_ref (tactics_scenario_get_map (reloaded_scenario));
    }
  else
    {
      bytes = tactics_map_to_bytes (map);
      reloaded = tactics_map_load_from_bytes (bytes,
                                              tactics_editor_document_get_title (self->document),
                                              folder, &error);
    }
  if (reloaded == NULL)
    {
      g_autofree char *message =
        /* Translators: %s is why the map cannot be read without them, e.g. "skirmish.map.xml:3:
         * unknown terrain “lava” in row 3, column 5". */
        g_strdup_printf (_("Could not discard the ruleset changes, the map needs them: %s. "
                           "Save the ruleset as a copy instead."), error->message);

      tactics_editor_window_show_error (self, message);
      return FALSE;
    }

  if (reloaded_scenario != NULL)
    document = tactics_editor_document_new_for_scenario (reloaded_scenario, file);
  else
    document = tactics_editor_document_new_full (reloaded, NULL, file);
  tactics_editor_document_set_modified (document, TRUE);
  tactics_editor_window_set_document (self, document);
  return TRUE;
}

/* Saving a map whose ruleset changed, or a scenario whose map changed */

static void
on_save_dialog_response (GtkDialog   *dialog,
                         int          response,
                         PendingSave *pending)
{
  /* Destroying the dialog frees @pending; the dialog goes with its
   * window, so that one is still there. */
  g_autoptr(TacticsEditorWindow) self = g_object_ref (pending->window);
  g_autoptr(GFile) file = g_object_ref (pending->map_file);
  gboolean then_close = pending->then_close;
  SaveQuestions asking = pending->asking;
  SaveQuestions asked = pending->asked | asking;
  gboolean saved = FALSE;

  g_clear_pointer (&self->save_dialog, gtk_window_destroy);

  switch (response)
    {
    case RESPONSE_SAVE_BOTH:
      /* Answered: on to the next question, if any. */
      saved = save_asking (self, file, then_close, asked);
      break;
    case RESPONSE_COPY:
      /* The copy's chooser answers this question once the copy is saved. */
      choose_copy (self, asking == ASKED_MAP, file, then_close, asked & ~asking, FALSE);
      break;
    case RESPONSE_DISCARD:
      saved = tactics_editor_window_discard_ruleset_changes (self, file)
              && save_asking (self, file, then_close, asked);
      break;
    default:
      break;
    }

  if (saved && then_close)
    close_later (self);
}

/* The terrains @rules has on disk that @ruleset no longer has (deleted,
 * or given another id), as "Forest (f), Hills (h)"; NULL when none. Other
 * maps that use the file may have cells of them. */
static char *
list_lost_terrains (TacticsRuleset *ruleset,
                    GFile          *rules)
{
  g_autoptr(TacticsRuleset) saved = tactics_ruleset_load (rules, NULL);
  g_autoptr(GString) text = NULL;

  if (saved == NULL)
    return NULL;

  for (guint i = 0; i < tactics_ruleset_get_n_terrains (saved); i++)
    {
      TacticsTerrain *terrain = tactics_ruleset_get_terrain (saved, i);

      if (tactics_ruleset_lookup_terrain (ruleset, tactics_terrain_get_id (terrain)) != NULL)
        continue;
      if (text == NULL)
        text = g_string_new (NULL);
      else
        /* Translators: between the names of a list, but the last two. */
        g_string_append (text, _(", "));
      g_string_append_printf (text, "%s (%s)", tactics_terrain_get_name (terrain),
                              tactics_terrain_get_id (terrain));
    }
  return text != NULL ? g_string_free (g_steal_pointer (&text), FALSE) : NULL;
}

static void
ask_before_saving (TacticsEditorWindow *self,
                   GFile               *map_file,
                   GFile               *rules,
                   gboolean             then_close,
                   SaveQuestions        asked)
{
  g_autofree char *map_path = display_path (map_file);
  g_autofree char *rules_path = display_path (rules);
  g_autofree char *rules_name = g_file_get_basename (rules);
  gboolean bundled = tactics_data_is_bundled (rules);
  GtkWidget *dialog;
  GtkWidget *button;

  if (self->save_dialog != NULL)
    {
      gtk_window_present (self->save_dialog);
      return;
    }

  if (tactics_editor_file_is_read_only (rules))
    {
      dialog = gtk_message_dialog_new (GTK_WINDOW (self),
                                       GTK_DIALOG_MODAL | GTK_DIALOG_DESTROY_WITH_PARENT,
                                       GTK_MESSAGE_WARNING, GTK_BUTTONS_NONE,
                                       bundled
                                       /* Translators: %s is a ruleset's file name, e.g.
                                        * "default.ruleset.xml". */
                                       ? _("The ruleset “%s” comes with Tactics and is never "
                                           "changed in place")
                                       /* Translators: %s is a ruleset's file name, e.g.
                                        * "default.ruleset.xml". */
                                       : _("The ruleset “%s” cannot be written"),
                                       rules_name);
      gtk_message_dialog_format_secondary_text (GTK_MESSAGE_DIALOG (dialog),
        /* Translators: the map's file, then the ruleset's file, each with its folder. */
        _("Save the changes to units, actions and terrains as a copy of the ruleset, which the "
          "map will use from then on, or discard them and save only the map.\n\n"
          "Map: %s\nRuleset: %s"), map_path, rules_path);
      button = gtk_dialog_add_button (GTK_DIALOG (dialog), _("_Discard Ruleset Changes"),
                                      RESPONSE_DISCARD);
      gtk_widget_add_css_class (button, "destructive-action");
      gtk_dialog_add_button (GTK_DIALOG (dialog), _("_Cancel"), GTK_RESPONSE_CANCEL);
      button = gtk_dialog_add_button (GTK_DIALOG (dialog), _("Save Ruleset _As…"),
                                      RESPONSE_COPY);
      gtk_widget_add_css_class (button, "suggested-action");
      gtk_dialog_set_default_response (GTK_DIALOG (dialog), RESPONSE_COPY);
    }
  else
    {
      dialog = gtk_message_dialog_new (GTK_WINDOW (self),
                                       GTK_DIALOG_MODAL | GTK_DIALOG_DESTROY_WITH_PARENT,
                                       GTK_MESSAGE_QUESTION, GTK_BUTTONS_NONE,
                                       _("Save the map and its ruleset?"));
      g_autofree char *lost = list_lost_terrains (
                                tactics_editor_document_get_ruleset (self->document), rules);
      g_autofree char *details =
        /* Translators: the map's file, then the ruleset's file, each with its folder. */
        g_strdup_printf (_("The ruleset changed, so saving writes two files:\n"
                           "Map: %s\nRuleset: %s\n\n"
                           "Other maps that use this ruleset will have its changes too."),
                         map_path, rules_path);

      /* Deleted or renamed terrains break the other maps that have them. */
      if (lost != NULL)
        {
          g_autofree char *warning =
            /* Translators: %s is the names of the terrains, joined as a list, e.g. "Forest and
             * Swamp". */
            g_strdup_printf (_("Those that have cells of terrains it no longer has will not "
                               "open: %s."), lost);
          char *both = g_strconcat (details, " ", warning, NULL);

          g_free (details);
          details = both;
        }
      gtk_message_dialog_format_secondary_text (GTK_MESSAGE_DIALOG (dialog), "%s", details);
      gtk_dialog_add_button (GTK_DIALOG (dialog), _("_Cancel"), GTK_RESPONSE_CANCEL);
      gtk_dialog_add_button (GTK_DIALOG (dialog), _("Save Ruleset _As…"), RESPONSE_COPY);
      button = gtk_dialog_add_button (GTK_DIALOG (dialog), _("_Save Both"), RESPONSE_SAVE_BOTH);
      gtk_widget_add_css_class (button, "suggested-action");
      gtk_dialog_set_default_response (GTK_DIALOG (dialog), RESPONSE_SAVE_BOTH);
    }

  self->save_dialog = GTK_WINDOW (dialog);
  /* Freed with the dialog, also when it goes with the window unanswered. */
  g_signal_connect_data (dialog, "response", G_CALLBACK (on_save_dialog_response),
                         pending_save_new (self, map_file, then_close, asked, ASKED_RULESET),
                         pending_save_notify, 0);
  gtk_window_present (GTK_WINDOW (dialog));
}

/* A ruleset on its own saved over its file, which maps may use. */
static void
ask_before_losing_terrains (TacticsEditorWindow *self,
                            GFile               *file,
                            const char          *lost,
                            gboolean             then_close,
                            SaveQuestions        asked)
{
  g_autofree char *name = g_file_get_basename (file);
  GtkWidget *dialog;
  GtkWidget *button;

  if (self->save_dialog != NULL)
    {
      gtk_window_present (self->save_dialog);
      return;
    }

  dialog = gtk_message_dialog_new (GTK_WINDOW (self),
                                   GTK_DIALOG_MODAL | GTK_DIALOG_DESTROY_WITH_PARENT,
                                   GTK_MESSAGE_WARNING, GTK_BUTTONS_NONE,
                                   /* Translators: %s is a ruleset's file name, e.g. "Save the
                                    * ruleset “my-rules.ruleset.xml”?". */
                                   _("Save the ruleset “%s”?"), name);
  gtk_message_dialog_format_secondary_text (GTK_MESSAGE_DIALOG (dialog),
    /* Translators: %s is the names of the terrains, joined as a list, e.g. "Forest and Swamp". */
    _("Maps that use this ruleset and have cells of terrains it no longer has will not "
      "open: %s."), lost);
  gtk_dialog_add_button (GTK_DIALOG (dialog), _("_Cancel"), GTK_RESPONSE_CANCEL);
  button = gtk_dialog_add_button (GTK_DIALOG (dialog), _("_Save"), RESPONSE_SAVE_BOTH);
  gtk_widget_add_css_class (button, "destructive-action");
  gtk_dialog_set_default_response (GTK_DIALOG (dialog), GTK_RESPONSE_CANCEL);

  self->save_dialog = GTK_WINDOW (dialog);
  g_signal_connect_data (dialog, "response", G_CALLBACK (on_save_dialog_response),
                         pending_save_new (self, file, then_close, asked, ASKED_RULESET),
                         pending_save_notify, 0);
  gtk_window_present (GTK_WINDOW (dialog));
}

/* A scenario file whose map changed: saving writes the map file too.
 * @file is where the scenario goes. */
static void
ask_before_saving_map (TacticsEditorWindow *self,
                       GFile               *file,
                       GFile               *map,
                       gboolean             then_close,
                       SaveQuestions        asked)
{
  g_autofree char *scenario_path = display_path (file);
  g_autofree char *map_path = display_path (map);
  g_autofree char *map_name = g_file_get_basename (map);
  GtkWidget *dialog;
  GtkWidget *button;

  if (self->save_dialog != NULL)
    {
      gtk_window_present (self->save_dialog);
      return;
    }

  if (tactics_editor_file_is_read_only (map))
    {
      dialog = gtk_message_dialog_new (GTK_WINDOW (self),
                                       GTK_DIALOG_MODAL | GTK_DIALOG_DESTROY_WITH_PARENT,
                                       GTK_MESSAGE_WARNING, GTK_BUTTONS_NONE,
                                       tactics_data_is_bundled (map)
                                       /* Translators: %s is a map's file name, e.g.
                                        * "skirmish.map.xml". */
                                       ? _("The map “%s” comes with Tactics and is never "
                                           "changed in place")
                                       /* Translators: %s is a map's file name, e.g.
                                        * "skirmish.map.xml". */
                                       : _("The map “%s” cannot be written"),
                                       map_name);
      gtk_message_dialog_format_secondary_text (GTK_MESSAGE_DIALOG (dialog),
        /* Translators: the scenario's file, then the map's file, each with its folder. */
        _("Save the changes to the map as a copy, which the scenario will use from then on.\n\n"
          "Scenario: %s\nMap: %s"), scenario_path, map_path);
      gtk_dialog_add_button (GTK_DIALOG (dialog), _("_Cancel"), GTK_RESPONSE_CANCEL);
      button = gtk_dialog_add_button (GTK_DIALOG (dialog), _("Save Map _As…"), RESPONSE_COPY);
      gtk_widget_add_css_class (button, "suggested-action");
      gtk_dialog_set_default_response (GTK_DIALOG (dialog), RESPONSE_COPY);
    }
  else
    {
      dialog = gtk_message_dialog_new (GTK_WINDOW (self),
                                       GTK_DIALOG_MODAL | GTK_DIALOG_DESTROY_WITH_PARENT,
                                       GTK_MESSAGE_QUESTION, GTK_BUTTONS_NONE,
                                       _("Save the scenario and its map?"));
      gtk_message_dialog_format_secondary_text (GTK_MESSAGE_DIALOG (dialog),
        /* Translators: the scenario's file, then the map's file, each with its folder. */
        _("The map changed, so saving writes two files:\n"
          "Scenario: %s\nMap: %s\n\n"
          "Other scenarios on this map will have its changes too."), scenario_path, map_path);
      gtk_dialog_add_button (GTK_DIALOG (dialog), _("_Cancel"), GTK_RESPONSE_CANCEL);
      gtk_dialog_add_button (GTK_DIALOG (dialog), _("Save Map _As…"), RESPONSE_COPY);
      button = gtk_dialog_add_button (GTK_DIALOG (dialog), _("_Save Both"), RESPONSE_SAVE_BOTH);
      gtk_widget_add_css_class (button, "suggested-action");
      gtk_dialog_set_default_response (GTK_DIALOG (dialog), RESPONSE_SAVE_BOTH);
    }

  self->save_dialog = GTK_WINDOW (dialog);
  g_signal_connect_data (dialog, "response", G_CALLBACK (on_save_dialog_response),
                         pending_save_new (self, file, then_close, asked, ASKED_MAP),
                         pending_save_notify, 0);
  gtk_window_present (GTK_WINDOW (dialog));
}

/* Saves to @file once every question not @asked yet is answered: a
 * changed ruleset file first, then a scenario file's changed map. TRUE
 * when saved now; FALSE when it asks (the answer goes on from there) or
 * the save failed. */
static gboolean
save_asking (TacticsEditorWindow *self,
             GFile               *file,
             gboolean             then_close,
             SaveQuestions        asked)
{
  g_autoptr(GFile) rules = NULL;
  g_autoptr(GFile) map = NULL;

  if (!(asked & ASKED_RULESET)
      && tactics_editor_window_get_map (self) != NULL
      && tactics_editor_document_get_ruleset_modified (self->document)
      && (rules = tactics_editor_document_get_ruleset_file (self->document)) != NULL)
    {
      ask_before_saving (self, file, rules, then_close, asked);
      return FALSE;
    }

  if (!(asked & ASKED_RULESET)
      && tactics_editor_window_get_map (self) == NULL
      && tactics_editor_document_get_ruleset_modified (self->document)
      && (rules = tactics_editor_document_get_ruleset_file (self->document)) != NULL
      && g_file_equal (rules, file))
    {
      g_autofree char *lost =
        list_lost_terrains (tactics_editor_document_get_ruleset (self->document), rules);

      if (lost != NULL)
        {
          ask_before_losing_terrains (self, file, lost, then_close, asked);
          return FALSE;
        }
    }

  if (!(asked & ASKED_MAP)
      && tactics_editor_document_get_map_file_modified (self->document)
      && (map = tactics_editor_document_get_map_file (self->document)) != NULL)
    {
      ask_before_saving_map (self, file, map, then_close, asked);
      return FALSE;
    }
  return tactics_editor_window_save_to_file (self, file);
}

gboolean
tactics_editor_window_save_checked (TacticsEditorWindow *self,
                                    GFile               *file,
                                    gboolean             then_close)
{
  g_return_val_if_fail (TACTICS_IS_EDITOR_WINDOW (self), FALSE);
  g_return_val_if_fail (G_IS_FILE (file), FALSE);

  return save_asking (self, file, then_close, 0);
}
