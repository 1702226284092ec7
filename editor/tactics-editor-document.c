/* SPDX-License-Identifier: GPL-3.0-or-later */
#include "config.h"

#include <glib/gi18n.h>

#include "tactics-editor-document-private.h"

G_DEFINE_FINAL_TYPE (TacticsEditorDocument, tactics_editor_document, G_TYPE_OBJECT)

enum {
  PROP_0,
  PROP_MAP,
  PROP_SCENARIO,
  PROP_RULESET,
  PROP_FILE,
  PROP_RULESET_FILE,
  PROP_TITLE,
  PROP_MODIFIED,
  PROP_CAN_UNDO,
  PROP_CAN_REDO,
  PROP_UNDO_LABEL,
  PROP_REDO_LABEL,
  N_PROPS
};

static GParamSpec *properties[N_PROPS];


void
tactics_editor_document_update_state (TacticsEditorDocument *self)
{
  gboolean modified = (int) self->position != self->saved_position
                      || self->ruleset_dirty || self->map_dirty;
  gboolean can_undo = self->position > 0 || self->rules_pending || self->scenario_label != NULL;
  gboolean can_redo = self->position < self->history->len;
  const char *undo_label = tactics_editor_document_get_undo_label (self);
  const char *redo_label = tactics_editor_document_get_redo_label (self);

  if (modified != self->modified)
    {
      self->modified = modified;
      g_object_notify_by_pspec (G_OBJECT (self), properties[PROP_MODIFIED]);
    }
  if (can_undo != self->can_undo)
    {
      self->can_undo = can_undo;
      g_object_notify_by_pspec (G_OBJECT (self), properties[PROP_CAN_UNDO]);
    }
  if (can_redo != self->can_redo)
    {
      self->can_redo = can_redo;
      g_object_notify_by_pspec (G_OBJECT (self), properties[PROP_CAN_REDO]);
    }
  if (g_strcmp0 (undo_label, self->undo_label) != 0)
    {
      g_free (self->undo_label);
      self->undo_label = g_strdup (undo_label);
      g_object_notify_by_pspec (G_OBJECT (self), properties[PROP_UNDO_LABEL]);
    }
  if (g_strcmp0 (redo_label, self->redo_label) != 0)
    {
      g_free (self->redo_label);
      self->redo_label = g_strdup (redo_label);
      g_object_notify_by_pspec (G_OBJECT (self), properties[PROP_REDO_LABEL]);
    }
}

static void
update_title (TacticsEditorDocument *self)
{
  g_autofree char *title = NULL;
  const char *name = NULL;

  /* A scenario goes by its own name, its map by the map's. */
  if (self->scenario != NULL && tactics_scenario_get_name (self->scenario) != NULL
      && *tactics_scenario_get_name (self->scenario) != '\0')
    name = tactics_scenario_get_name (self->scenario);
  else if (self->map != NULL)
    name = tactics_map_get_name (self->map);
  else if (self->ruleset != NULL)
    name = tactics_ruleset_get_name (self->ruleset);

  if (name != NULL && *name != '\0')
    title = g_strdup (name);
  else if (self->file != NULL)
    title = g_file_get_basename (self->file);
  else if (self->map != NULL)
    title = g_strdup (_("Untitled map"));
  else
    title = g_strdup (_("Untitled ruleset"));

  if (g_strcmp0 (title, self->title) == 0)
    return;

  g_free (self->title);
  self->title = g_steal_pointer (&title);
  g_object_notify_by_pspec (G_OBJECT (self), properties[PROP_TITLE]);
}

/* Whether the ruleset differs from its file, now that it may have been
 * edited and edited back. */
void
tactics_editor_document_update_ruleset_dirty (TacticsEditorDocument *self)
{
  self->ruleset_dirty = self->rules_saved == NULL
                        || !tactics_ruleset_snapshot_matches (self->rules_saved, self->ruleset);
}

static void
mark_ruleset_saved (TacticsEditorDocument *self)
{
  g_clear_pointer (&self->rules_saved, tactics_ruleset_snapshot_unref);
  self->rules_saved = tactics_ruleset_snapshot_ref (self->rules_base);
  self->ruleset_dirty = FALSE;
}

static void
on_ruleset_changed (TacticsEditorDocument *self,
                    TacticsRuleset        *ruleset)
{
  if (!self->restoring)
    {
      self->rules_pending = TRUE;
      self->ruleset_dirty = TRUE;
    }
  update_title (self);
  tactics_editor_document_update_state (self);
}

static void
on_map_meta_changed (TacticsEditorDocument *self,
                     GParamSpec            *pspec,
                     TacticsMap            *map)
{
  self->map_dirty = TRUE;
  update_title (self);
  tactics_editor_document_update_state (self);
}

static void
watch_ruleset (TacticsEditorDocument *self,
               TacticsRuleset        *ruleset)
{
  if (self->ruleset == ruleset)
    return;

  if (self->ruleset != NULL)
    g_signal_handlers_disconnect_by_data (self->ruleset, self);
  g_set_object (&self->ruleset, ruleset);
  g_clear_pointer (&self->rules_base, tactics_ruleset_snapshot_unref);
  g_clear_pointer (&self->rules_saved, tactics_ruleset_snapshot_unref);
  self->rules_pending = FALSE;
  if (ruleset != NULL)
    {
      g_signal_connect_object (ruleset, "changed",
                               G_CALLBACK (on_ruleset_changed), self, G_CONNECT_SWAPPED);
      self->rules_base = tactics_ruleset_snapshot_new (ruleset);
      self->rules_saved = tactics_ruleset_snapshot_ref (self->rules_base);
    }
}

static void
tactics_editor_document_dispose (GObject *object)
{
  TacticsEditorDocument *self = TACTICS_EDITOR_DOCUMENT (object);

  watch_ruleset (self, NULL);
  if (self->map != NULL)
    g_signal_handlers_disconnect_by_data (self->map, self);
  g_clear_object (&self->map);
  if (self->scenario != NULL)
    g_signal_handlers_disconnect_by_data (self->scenario, self);
  g_clear_object (&self->scenario);
  g_clear_pointer (&self->scenario_base, tactics_scenario_snapshot_unref);
  g_clear_pointer (&self->scenario_label, g_free);

  G_OBJECT_CLASS (tactics_editor_document_parent_class)->dispose (object);
}

static void
tactics_editor_document_finalize (GObject *object)
{
  TacticsEditorDocument *self = TACTICS_EDITOR_DOCUMENT (object);

  g_clear_object (&self->file);
  g_clear_pointer (&self->title, g_free);
  g_clear_pointer (&self->recording, tactics_editor_document_step_free);
  g_clear_pointer (&self->history, g_ptr_array_unref);
  g_clear_pointer (&self->rules_base, tactics_ruleset_snapshot_unref);
  g_clear_pointer (&self->rules_saved, tactics_ruleset_snapshot_unref);
  g_free (self->pending_label);
  g_free (self->undo_label);
  g_free (self->redo_label);

  G_OBJECT_CLASS (tactics_editor_document_parent_class)->finalize (object);
}

static void
tactics_editor_document_get_property (GObject    *object,
                                      guint       prop_id,
                                      GValue     *value,
                                      GParamSpec *pspec)
{
  TacticsEditorDocument *self = TACTICS_EDITOR_DOCUMENT (object);

  switch (prop_id)
    {
    case PROP_MAP:
      g_value_set_object (value, self->map);
      break;
    case PROP_SCENARIO:
      g_value_set_object (value, self->scenario);
      break;
    case PROP_RULESET:
      g_value_set_object (value, self->ruleset);
      break;
    case PROP_FILE:
      g_value_set_object (value, self->file);
      break;
    case PROP_RULESET_FILE:
      g_value_take_object (value, tactics_editor_document_get_ruleset_file (self));
      break;
    case PROP_TITLE:
      g_value_set_string (value, self->title);
      break;
    case PROP_MODIFIED:
      g_value_set_boolean (value, self->modified);
      break;
    case PROP_CAN_UNDO:
      g_value_set_boolean (value, self->can_undo);
      break;
    case PROP_CAN_REDO:
      g_value_set_boolean (value, self->can_redo);
      break;
    case PROP_UNDO_LABEL:
      g_value_set_string (value, tactics_editor_document_get_undo_label (self));
      break;
    case PROP_REDO_LABEL:
      g_value_set_string (value, tactics_editor_document_get_redo_label (self));
      break;
    default:
      G_OBJECT_WARN_INVALID_PROPERTY_ID (object, prop_id, pspec);
    }
}

static void
tactics_editor_document_class_init (TacticsEditorDocumentClass *klass)
{
  GObjectClass *object_class = G_OBJECT_CLASS (klass);
  GParamFlags flags = G_PARAM_READABLE | G_PARAM_EXPLICIT_NOTIFY | G_PARAM_STATIC_STRINGS;

  object_class->dispose = tactics_editor_document_dispose;
  object_class->finalize = tactics_editor_document_finalize;
  object_class->get_property = tactics_editor_document_get_property;

  properties[PROP_MAP] =
    g_param_spec_object ("map", NULL, NULL, TACTICS_TYPE_MAP, flags);
  properties[PROP_SCENARIO] =
    g_param_spec_object ("scenario", NULL, NULL, TACTICS_TYPE_SCENARIO, flags);
  properties[PROP_RULESET] =
    g_param_spec_object ("ruleset", NULL, NULL, TACTICS_TYPE_RULESET, flags);
  properties[PROP_FILE] =
    g_param_spec_object ("file", NULL, NULL, G_TYPE_FILE, flags);
  properties[PROP_RULESET_FILE] =
    g_param_spec_object ("ruleset-file", NULL, NULL, G_TYPE_FILE, flags);
  properties[PROP_TITLE] =
    g_param_spec_string ("title", NULL, NULL, NULL, flags);
  properties[PROP_MODIFIED] =
    g_param_spec_boolean ("modified", NULL, NULL, FALSE, flags);
  properties[PROP_CAN_UNDO] =
    g_param_spec_boolean ("can-undo", NULL, NULL, FALSE, flags);
  properties[PROP_CAN_REDO] =
    g_param_spec_boolean ("can-redo", NULL, NULL, FALSE, flags);
  properties[PROP_UNDO_LABEL] =
    g_param_spec_string ("undo-label", NULL, NULL, NULL, flags);
  properties[PROP_REDO_LABEL] =
    g_param_spec_string ("redo-label", NULL, NULL, NULL, flags);

  g_object_class_install_properties (object_class, N_PROPS, properties);
}

static void
tactics_editor_document_init (TacticsEditorDocument *self)
{
  self->history = g_ptr_array_new_with_free_func (tactics_editor_document_step_free);
}

static TacticsEditorDocument *
document_new (TacticsMap     *map,
              TacticsRuleset *ruleset,
              GFile          *file)
{
  TacticsEditorDocument *self = g_object_new (TACTICS_TYPE_EDITOR_DOCUMENT, NULL);

  self->map = map != NULL ? g_object_ref (map) : NULL;
  self->file = file != NULL ? g_object_ref (file) : NULL;
  watch_ruleset (self, ruleset);
  if (map != NULL)
    {
      g_signal_connect_object (map, "notify::name",
                               G_CALLBACK (on_map_meta_changed), self, G_CONNECT_SWAPPED);
      g_signal_connect_object (map, "notify::description",
                               G_CALLBACK (on_map_meta_changed), self, G_CONNECT_SWAPPED);
    }
  /* A new document is unsaved only if it has something to save; an empty
   * new map is not worth asking about. */
  self->saved_position = 0;
  update_title (self);
  tactics_editor_document_update_state (self);
  return self;
}

TacticsEditorDocument *
tactics_editor_document_new_for_map (TacticsMap *map)
{
  g_return_val_if_fail (TACTICS_IS_MAP (map), NULL);

  return document_new (map, tactics_map_get_ruleset (map), NULL);
}

TacticsEditorDocument *
tactics_editor_document_new_for_ruleset (TacticsRuleset *ruleset)
{
  g_return_val_if_fail (TACTICS_IS_RULESET (ruleset), NULL);

  return document_new (NULL, ruleset, NULL);
}

TacticsEditorDocument *
tactics_editor_document_new_full (TacticsMap     *map,
                                  TacticsRuleset *ruleset,
                                  GFile          *file)
{
  g_return_val_if_fail (map == NULL || TACTICS_IS_MAP (map), NULL);
  g_return_val_if_fail (map != NULL || TACTICS_IS_RULESET (ruleset), NULL);
  g_return_val_if_fail (file == NULL || G_IS_FILE (file), NULL);

  return document_new (map, map != NULL ? tactics_map_get_ruleset (map) : ruleset, file);
}

void
tactics_editor_document_set_scenario (TacticsEditorDocument *self,
                                      TacticsScenario       *scenario)
{
  if (self->scenario == scenario)
    return;
  if (self->scenario != NULL)
    g_signal_handlers_disconnect_by_data (self->scenario, self);
  g_set_object (&self->scenario, scenario);
  g_clear_pointer (&self->scenario_base, tactics_scenario_snapshot_unref);
  if (scenario != NULL)
    {
      self->scenario_base = tactics_scenario_snapshot_new (scenario);
      g_signal_connect_object (scenario, "notify::name", G_CALLBACK (update_title), self,
                               G_CONNECT_SWAPPED);
    }
  update_title (self);
  g_object_notify_by_pspec (G_OBJECT (self), properties[PROP_SCENARIO]);
}

TacticsEditorDocument *
tactics_editor_document_new_for_scenario (TacticsScenario *scenario,
                                          GFile           *file)
{
  TacticsEditorDocument *self;
  TacticsMap *map;

  g_return_val_if_fail (TACTICS_IS_SCENARIO (scenario), NULL);
  g_return_val_if_fail (file == NULL || G_IS_FILE (file), NULL);

  map = tactics_scenario_get_map (scenario);
  self = document_new (map, tactics_map_get_ruleset (map), file);
  tactics_editor_document_set_scenario (self, scenario);
  return self;
}

TacticsEditorDocument *
tactics_editor_document_load (GFile   *file,
                              GError **error)
{
  g_autoptr(GError) map_error = NULL;
  g_autoptr(TacticsMap) map = NULL;
  g_autoptr(TacticsRuleset) ruleset = NULL;
  g_autoptr(TacticsScenario) scenario = NULL;

  g_return_val_if_fail (G_IS_FILE (file), NULL);
  g_return_val_if_fail (error == NULL || *error == NULL, NULL);

  /* A scenario file, or a map holding one: the scenario comes with its
   * map, so that saving the map can never leave the scenario behind. */
  map = tactics_map_load_with_scenario (file, &scenario, &map_error);
  if (scenario != NULL)
    return tactics_editor_document_new_for_scenario (scenario, file);
  if (map != NULL)
    return document_new (map, tactics_map_get_ruleset (map), file);

  /* Only a file that is a ruleset deserves a second try. */
  if (!g_error_matches (map_error, TACTICS_FILE_ERROR, TACTICS_FILE_ERROR_WRONG_KIND))
    {
      g_propagate_error (error, g_steal_pointer (&map_error));
      return NULL;
    }

  ruleset = tactics_ruleset_load (file, error);
  if (ruleset == NULL)
    return NULL;
  return document_new (NULL, ruleset, file);
}

TacticsMap *
tactics_editor_document_get_map (TacticsEditorDocument *self)
{
  g_return_val_if_fail (TACTICS_IS_EDITOR_DOCUMENT (self), NULL);

  return self->map;
}

TacticsScenario *
tactics_editor_document_get_scenario (TacticsEditorDocument *self)
{
  g_return_val_if_fail (TACTICS_IS_EDITOR_DOCUMENT (self), NULL);

  return self->scenario;
}

TacticsRuleset *
tactics_editor_document_get_ruleset (TacticsEditorDocument *self)
{
  g_return_val_if_fail (TACTICS_IS_EDITOR_DOCUMENT (self), NULL);

  return self->ruleset;
}

GFile *
tactics_editor_document_get_file (TacticsEditorDocument *self)
{
  g_return_val_if_fail (TACTICS_IS_EDITOR_DOCUMENT (self), NULL);

  return self->file;
}

const char *
tactics_editor_document_get_title (TacticsEditorDocument *self)
{
  g_return_val_if_fail (TACTICS_IS_EDITOR_DOCUMENT (self), NULL);

  return self->title;
}

gboolean
tactics_editor_document_get_modified (TacticsEditorDocument *self)
{
  g_return_val_if_fail (TACTICS_IS_EDITOR_DOCUMENT (self), FALSE);

  return self->modified;
}

void
tactics_editor_document_set_modified (TacticsEditorDocument *self,
                                      gboolean               modified)
{
  g_return_if_fail (TACTICS_IS_EDITOR_DOCUMENT (self));

  if (modified)
    {
      self->map_dirty = TRUE;
    }
  else
    {
      tactics_editor_document_commit_ruleset_edit (self);
      tactics_editor_document_commit_scenario_edit (self);
      self->saved_position = (int) self->position;
      mark_ruleset_saved (self);
      self->map_dirty = FALSE;
    }
  tactics_editor_document_update_state (self);
}

/* The path of @target relative to the folder @base ("../rules/x.xml"),
 * or its absolute path when they share nothing but the root. */
static char *
relative_path (GFile *base,
               GFile *target)
{
  g_autofree char *base_path = g_file_get_path (base);
  g_autofree char *target_path = g_file_get_path (target);
  g_auto(GStrv) base_parts = NULL;
  g_auto(GStrv) target_parts = NULL;
  g_autoptr(GString) relative = g_string_new (NULL);
  guint common = 0;

  if (base_path == NULL || target_path == NULL)
    return g_file_get_uri (target);

  base_parts = g_strsplit (base_path, G_DIR_SEPARATOR_S, -1);
  target_parts = g_strsplit (target_path, G_DIR_SEPARATOR_S, -1);
  while (base_parts[common] != NULL && target_parts[common] != NULL
         && g_str_equal (base_parts[common], target_parts[common]))
    common++;

  /* Only the empty part before the root slash in common. */
  if (common <= 1)
    return g_steal_pointer (&target_path);

  for (guint i = common; base_parts[i] != NULL; i++)
    if (*base_parts[i] != '\0')
      g_string_append (relative, ".." G_DIR_SEPARATOR_S);
  for (guint i = common; target_parts[i] != NULL; i++)
    {
      g_string_append (relative, target_parts[i]);
      if (target_parts[i + 1] != NULL)
        g_string_append_c (relative, G_DIR_SEPARATOR);
    }
  return g_string_free (g_steal_pointer (&relative), FALSE);
}

/* @path (relative to the folder of @file, or absolute) as a file. */
static GFile *
resolve_path (GFile      *file,
              const char *path)
{
  g_autoptr(GFile) folder = NULL;

  if (path == NULL)
    return NULL;
  if (g_path_is_absolute (path))
    return g_file_new_for_path (path);
  if (file == NULL || (folder = g_file_get_parent (file)) == NULL)
    return NULL;
  return g_file_resolve_relative_path (folder, path);
}

/* The map's own file: the document's, or the one its scenario file names. */
static GFile *
map_file (TacticsEditorDocument *self)
{
  const char *path = self->scenario != NULL ? tactics_scenario_get_map_path (self->scenario) : NULL;

  if (path == NULL)
    return self->file != NULL ? g_object_ref (self->file) : NULL;
  return resolve_path (self->file, path);
}

/* Where the map's ruleset file is, from the map's (old) folder. */
static GFile *
ruleset_file (TacticsEditorDocument *self)
{
  g_autoptr(GFile) map = map_file (self);

  return resolve_path (map, tactics_map_get_ruleset_path (self->map));
}

GFile *
tactics_editor_document_get_ruleset_file (TacticsEditorDocument *self)
{
  g_return_val_if_fail (TACTICS_IS_EDITOR_DOCUMENT (self), NULL);

  if (self->map == NULL)
    return self->file != NULL ? g_object_ref (self->file) : NULL;
  return ruleset_file (self);
}

gboolean
tactics_editor_document_get_ruleset_modified (TacticsEditorDocument *self)
{
  g_return_val_if_fail (TACTICS_IS_EDITOR_DOCUMENT (self), FALSE);

  return self->ruleset_dirty;
}

/* A file that exists but cannot be written. */
static gboolean
file_is_unwritable (GFile *file)
{
  g_autoptr(GFileInfo) info = g_file_query_info (file, G_FILE_ATTRIBUTE_ACCESS_CAN_WRITE,
                                                 G_FILE_QUERY_INFO_NONE, NULL, NULL);

  return info != NULL
         && g_file_info_has_attribute (info, G_FILE_ATTRIBUTE_ACCESS_CAN_WRITE)
         && !g_file_info_get_attribute_boolean (info, G_FILE_ATTRIBUTE_ACCESS_CAN_WRITE);
}

gboolean
tactics_editor_file_is_read_only (GFile *file)
{
  g_return_val_if_fail (G_IS_FILE (file), FALSE);

  return tactics_data_is_bundled (file) || file_is_unwritable (file);
}

gboolean
tactics_editor_file_is_gone (GFile *file)
{
  g_autoptr(GError) error = NULL;
  g_autoptr(GFileInfo) info = NULL;

  g_return_val_if_fail (G_IS_FILE (file), FALSE);

  info = g_file_query_info (file, G_FILE_ATTRIBUTE_STANDARD_TYPE, G_FILE_QUERY_INFO_NONE, NULL,
                            &error);
  return info == NULL && (g_error_matches (error, G_IO_ERROR, G_IO_ERROR_NOT_FOUND)
                          || g_error_matches (error, G_IO_ERROR, G_IO_ERROR_NOT_DIRECTORY));
}

/* Refuses to write @file when it is bundled or unwritable: those are only
 * ever copied, never changed in place. */
static gboolean
check_writable (GFile   *file,
                GError **error)
{
  g_autofree char *name = NULL;

  if (!tactics_editor_file_is_read_only (file))
    return TRUE;

  name = g_file_get_basename (file);
  if (tactics_data_is_bundled (file))
    g_set_error (error, G_IO_ERROR, G_IO_ERROR_READ_ONLY,
                 /* Translators: %s is a ruleset or map file's name, e.g. "default.ruleset.xml". */
                 _("“%s” comes with Tactics and is never changed in place; "
                   "save the ruleset as a copy with Save Ruleset As"), name);
  else
    g_set_error (error, G_IO_ERROR, G_IO_ERROR_PERMISSION_DENIED,
                 /* Translators: %s is a ruleset file's name, e.g. "my-rules.ruleset.xml". */
                 _("“%s” cannot be written; save the ruleset as a copy with Save Ruleset As"),
                 name);
  return FALSE;
}

/* Refuses @file as the place to save anything when it is bundled data,
 * whatever chose it: a bundled file is only ever copied elsewhere. */
static gboolean
refuse_bundled_target (GFile   *file,
                       GError **error)
{
  g_autofree char *name = NULL;

  if (!tactics_data_is_bundled (file))
    return TRUE;

  name = g_file_get_parse_name (file);
  g_set_error (error, G_IO_ERROR, G_IO_ERROR_READ_ONLY,
               /* Translators: %s is a file with its folder, e.g.
                * "/usr/share/tactics/maps/skirmish.map.xml". */
               _("“%s” comes with Tactics and is never changed in place; choose a name in a "
                 "folder of yours"), name);
  return FALSE;
}

gboolean
tactics_editor_document_save_ruleset_as (TacticsEditorDocument  *self,
                                         GFile                  *file,
                                         GError                **error)
{
  g_autoptr(GFile) folder = NULL;
  g_autoptr(GFile) map = NULL;
  g_autofree char *path = NULL;

  g_return_val_if_fail (TACTICS_IS_EDITOR_DOCUMENT (self), FALSE);
  g_return_val_if_fail (self->map != NULL, FALSE);
  g_return_val_if_fail (G_IS_FILE (file), FALSE);
  g_return_val_if_fail (error == NULL || *error == NULL, FALSE);

  tactics_editor_document_commit_ruleset_edit (self);
  if (!refuse_bundled_target (file, error) || !check_writable (file, error)
      || !tactics_ruleset_save (self->ruleset, file, error))
    return FALSE;

  /* Relative when the map has a folder, so that the two can move together
   * (the map's own: a scenario file's map may be elsewhere). */
  map = map_file (self);
  if (map != NULL && (folder = g_file_get_parent (map)) != NULL)
    path = relative_path (folder, file);
  else
    path = g_file_get_path (file);
  if (path == NULL)
    path = g_file_get_uri (file);
  tactics_map_set_ruleset_path (self->map, path);

  /* The ruleset is saved; the map now names another file and is not. */
  mark_ruleset_saved (self);
  self->map_dirty = TRUE;
  tactics_editor_document_update_state (self);
  g_object_notify_by_pspec (G_OBJECT (self), properties[PROP_RULESET_FILE]);
  return TRUE;
}

GFile *
tactics_editor_document_get_map_file (TacticsEditorDocument *self)
{
  g_return_val_if_fail (TACTICS_IS_EDITOR_DOCUMENT (self), NULL);

  return self->map != NULL ? map_file (self) : NULL;
}

/* A scenario that names its map file, rather than one inside its map. */
static gboolean
is_scenario_file (TacticsEditorDocument *self)
{
  return self->scenario != NULL && tactics_scenario_get_map_path (self->scenario) != NULL;
}

gboolean
tactics_editor_document_get_map_file_modified (TacticsEditorDocument *self)
{
  g_return_val_if_fail (TACTICS_IS_EDITOR_DOCUMENT (self), FALSE);

  return is_scenario_file (self) && tactics_editor_document_map_changed (self);
}

gboolean
tactics_editor_document_save_map_as (TacticsEditorDocument  *self,
                                     GFile                  *file,
                                     GError                **error)
{
  g_autoptr(GFile) rules = NULL;
  g_autoptr(GFile) scenario_folder = NULL;
  g_autofree char *old_reference = NULL;
  g_autofree char *map_path = NULL;

  g_return_val_if_fail (TACTICS_IS_EDITOR_DOCUMENT (self), FALSE);
  g_return_val_if_fail (is_scenario_file (self), FALSE);
  g_return_val_if_fail (G_IS_FILE (file), FALSE);
  g_return_val_if_fail (error == NULL || *error == NULL, FALSE);

  tactics_editor_document_commit_ruleset_edit (self);
  if (!refuse_bundled_target (file, error))
    return FALSE;

  /* The ruleset as the map's old folder finds it, named from the new one. */
  rules = ruleset_file (self);
  old_reference = g_strdup (tactics_map_get_ruleset_path (self->map));
  if (rules != NULL)
    {
      g_autoptr(GFile) folder = g_file_get_parent (file);
      g_autofree char *path = relative_path (folder, rules);

      tactics_map_set_ruleset_path (self->map, path);
    }
  if (!tactics_map_save (self->map, file, error))
    {
      tactics_map_set_ruleset_path (self->map, old_reference);
      return FALSE;
    }

  /* The scenario is saved naming it from its own folder; until then
   * map_file() finds it from there too. */
  if (self->file != NULL && (scenario_folder = g_file_get_parent (self->file)) != NULL)
    map_path = relative_path (scenario_folder, file);
  else
    map_path = g_file_get_path (file);
  tactics_scenario_set_map_path (self->scenario, map_path);
  self->map_dirty = TRUE;
  tactics_editor_document_update_state (self);
  g_object_notify_by_pspec (G_OBJECT (self), properties[PROP_RULESET_FILE]);
  return TRUE;
}

/* A scenario file naming its map: the map's ruleset and the map itself
 * when they changed, then the scenario, naming the map from @file's
 * folder. */
static gboolean
save_scenario_file (TacticsEditorDocument  *self,
                    GFile                  *file,
                    GError                **error)
{
  g_autoptr(GFile) map = map_file (self);
  g_autoptr(GFile) rules = ruleset_file (self);
  g_autoptr(GFile) folder = g_file_get_parent (file);
  g_autofree char *map_path = NULL;

  if (map == NULL)
    {
      g_set_error (error, G_IO_ERROR, G_IO_ERROR_NOT_FOUND,
                   /* Translators: %s is the map's file name as the scenario file gives it. */
                   _("the scenario’s map “%s” cannot be found"),
                   tactics_scenario_get_map_path (self->scenario));
      return FALSE;
    }
  if (rules != NULL && self->ruleset_dirty
      && (!check_writable (rules, error) || !tactics_ruleset_save (self->ruleset, rules, error)))
    return FALSE;
  if (tactics_editor_document_map_changed (self))
    {
      if (tactics_editor_file_is_read_only (map))
        {
          g_autofree char *name = g_file_get_basename (map);

          g_set_error (error, G_IO_ERROR, G_IO_ERROR_READ_ONLY,
                       /* Translators: %s is a map's file name, e.g. "skirmish.map.xml". */
                       _("the scenario’s map “%s” is never changed in place; leave the map as it "
                         "is, or save it under a new name from a map window"), name);
          return FALSE;
        }
      if (!tactics_map_save (self->map, map, error))
        return FALSE;
    }

  map_path = relative_path (folder, map);
  if (g_strcmp0 (map_path, tactics_scenario_get_map_path (self->scenario)) != 0)
    tactics_scenario_set_map_path (self->scenario, map_path);
  return tactics_scenario_save (self->scenario, file, error);
}

gboolean
tactics_editor_document_save_as (TacticsEditorDocument  *self,
                                 GFile                  *file,
                                 GError                **error)
{
  g_return_val_if_fail (TACTICS_IS_EDITOR_DOCUMENT (self), FALSE);
  g_return_val_if_fail (G_IS_FILE (file), FALSE);
  g_return_val_if_fail (error == NULL || *error == NULL, FALSE);

  tactics_editor_document_commit_ruleset_edit (self);
  tactics_editor_document_commit_scenario_edit (self);
  if (!refuse_bundled_target (file, error))
    return FALSE;
  /* Never a file the editor could not open again. */
  if (self->scenario != NULL)
    {
      g_autoptr(GError) invalid = NULL;

      if (!tactics_scenario_validate (self->scenario, &invalid))
        {
          g_set_error (error, G_IO_ERROR, G_IO_ERROR_INVALID_DATA,
                       /* Translators: %s says what is missing, e.g. "objective kind
                        * “hold-region” needs the attribute “region”". */
                       _("the scenario cannot be saved as it is (%s): put it right on the "
                         "Scenario page"), tactics_file_error_get_detail (invalid));
          return FALSE;
        }
    }
  if (self->scenario != NULL && tactics_scenario_get_map_path (self->scenario) != NULL)
    {
      if (!save_scenario_file (self, file, error))
        return FALSE;
    }
  else if (self->map != NULL)
    {
      g_autoptr(GFile) rules = ruleset_file (self);

      if (rules != NULL)
        {
          g_autoptr(GFile) folder = g_file_get_parent (file);
          g_autofree char *path = relative_path (folder, rules);

          if (self->ruleset_dirty
              && (!check_writable (rules, error)
                  || !tactics_ruleset_save (self->ruleset, rules, error)))
            return FALSE;
          /* The reference must still find the ruleset from the new folder. */
          if (g_strcmp0 (path, tactics_map_get_ruleset_path (self->map)) != 0)
            tactics_map_set_ruleset_path (self->map, path);
        }
      /* A map holding a scenario is written with it, never without. */
      if (self->scenario != NULL
          ? !tactics_scenario_save (self->scenario, file, error)
          : !tactics_map_save (self->map, file, error))
        return FALSE;
    }
  else if (!check_writable (file, error) || !tactics_ruleset_save (self->ruleset, file, error))
    {
      return FALSE;
    }

  if (self->file == NULL || !g_file_equal (self->file, file))
    {
      g_set_object (&self->file, file);
      g_object_notify_by_pspec (G_OBJECT (self), properties[PROP_FILE]);
      g_object_notify_by_pspec (G_OBJECT (self), properties[PROP_RULESET_FILE]);
    }
  tactics_editor_document_set_modified (self, FALSE);
  update_title (self);
  return TRUE;
}

gboolean
tactics_editor_document_save (TacticsEditorDocument  *self,
                              GError                **error)
{
  g_return_val_if_fail (TACTICS_IS_EDITOR_DOCUMENT (self), FALSE);
  g_return_val_if_fail (self->file != NULL, FALSE);

  return tactics_editor_document_save_as (self, self->file, error);
}

GBytes *
tactics_editor_document_to_bytes (TacticsEditorDocument *self)
{
  g_return_val_if_fail (TACTICS_IS_EDITOR_DOCUMENT (self), NULL);

  /* A map holding its scenario: the two together; a scenario file: the
   * scenario, naming its map. */
  if (self->scenario != NULL)
    return tactics_scenario_to_bytes (self->scenario);
  if (self->map != NULL)
    return tactics_map_to_bytes (self->map);
  return tactics_ruleset_to_bytes (self->ruleset);
}

TacticsRuleset *
tactics_editor_copy_terrains (TacticsRuleset *ruleset)
{
  TacticsRuleset *copy;

  g_return_val_if_fail (TACTICS_IS_RULESET (ruleset), NULL);

  copy = tactics_ruleset_copy (ruleset);
  /* A map's <terrains> block has no name or description either. */
  tactics_ruleset_set_name (copy, NULL);
  tactics_ruleset_set_description (copy, NULL);
  while (g_list_model_get_n_items (tactics_ruleset_get_actions (copy)) > 0)
    tactics_ruleset_remove_action (copy, 0);
  while (g_list_model_get_n_items (tactics_ruleset_get_unit_types (copy)) > 0)
    tactics_ruleset_remove_unit_type (copy, 0);
  return copy;
}
