/* SPDX-License-Identifier: GPL-3.0-or-later */
#include "config.h"

#include <glib/gi18n.h>
#include <string.h>

#include "tactics-editor-cell-changes.h"
#include "tactics-editor-document-private.h"

typedef enum {
  STEP_CELLS,
  STEP_RESIZE,
  STEP_RULESET,
} StepKind;

typedef struct {
  StepKind    kind;
  char       *label;       /* what Undo and Redo name */

  /* STEP_CELLS */
  TacticsEditorCellChanges *changes;

  /* STEP_RESIZE */
  int         width_before;
  int         height_before;
  guint16    *cells_before;
  int         width_after;
  int         height_after;
  guint16    *cells_after;

  /* STEP_RULESET */
  TacticsRulesetSnapshot *rules_before;
  TacticsRulesetSnapshot *rules_after;
  TacticsTerrain         *removed_terrain;  /* a deleted terrain's cells: */
  GArray                 *removed_runs;     /* guint32 pairs: first cell, count */
} Step;

struct _TacticsEditorDocument
{
  GObject         parent_instance;

  TacticsMap     *map;
  TacticsRuleset *ruleset;
  GFile          *file;
  char           *title;

  GPtrArray      *history;         /* Step, oldest first */
  guint           position;        /* steps applied */
  int             saved_position;  /* position when saved; −1 when lost */
  Step           *recording;
  gboolean        ruleset_dirty;
  gboolean        map_dirty;       /* name or description */

  /* Ruleset edits become steps when the pages say one is done. */
  TacticsRulesetSnapshot *rules_base;   /* as after the last step */
  TacticsRulesetSnapshot *rules_saved;  /* as last saved or loaded */
  gboolean        rules_pending;        /* changed since rules_base */
  char           *pending_label;
  gboolean        restoring;

  /* Last notified values. */
  gboolean        modified;
  gboolean        can_undo;
  gboolean        can_redo;
};

G_DEFINE_FINAL_TYPE (TacticsEditorDocument, tactics_editor_document, G_TYPE_OBJECT)

enum {
  PROP_0,
  PROP_MAP,
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

static void
step_free (gpointer data)
{
  Step *step = data;

  g_free (step->label);
  g_clear_pointer (&step->rules_before, tactics_ruleset_snapshot_unref);
  g_clear_pointer (&step->rules_after, tactics_ruleset_snapshot_unref);
  g_clear_object (&step->removed_terrain);
  g_clear_pointer (&step->removed_runs, g_array_unref);
  g_clear_pointer (&step->changes, tactics_editor_cell_changes_free);
  g_free (step->cells_before);
  g_free (step->cells_after);
  g_free (step);
}

static void
update_state (TacticsEditorDocument *self)
{
  gboolean modified = (int) self->position != self->saved_position
                      || self->ruleset_dirty || self->map_dirty;
  gboolean can_undo = self->position > 0 || self->rules_pending;
  gboolean can_redo = self->position < self->history->len;

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
  /* Labels change with every step; those who show them follow these. */
  g_object_notify_by_pspec (G_OBJECT (self), properties[PROP_UNDO_LABEL]);
  g_object_notify_by_pspec (G_OBJECT (self), properties[PROP_REDO_LABEL]);
}

static void
update_title (TacticsEditorDocument *self)
{
  g_autofree char *title = NULL;
  const char *name = NULL;

  if (self->map != NULL)
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
static void
update_ruleset_dirty (TacticsEditorDocument *self)
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
  update_state (self);
}

static void
on_map_meta_changed (TacticsEditorDocument *self,
                     GParamSpec            *pspec,
                     TacticsMap            *map)
{
  self->map_dirty = TRUE;
  update_title (self);
  update_state (self);
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

  G_OBJECT_CLASS (tactics_editor_document_parent_class)->dispose (object);
}

static void
tactics_editor_document_finalize (GObject *object)
{
  TacticsEditorDocument *self = TACTICS_EDITOR_DOCUMENT (object);

  g_clear_object (&self->file);
  g_clear_pointer (&self->title, g_free);
  g_clear_pointer (&self->recording, step_free);
  g_clear_pointer (&self->history, g_ptr_array_unref);
  g_clear_pointer (&self->rules_base, tactics_ruleset_snapshot_unref);
  g_clear_pointer (&self->rules_saved, tactics_ruleset_snapshot_unref);
  g_free (self->pending_label);

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
  self->history = g_ptr_array_new_with_free_func (step_free);
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
  update_state (self);
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

TacticsEditorDocument *
tactics_editor_document_load (GFile   *file,
                              GError **error)
{
  g_autoptr(GError) map_error = NULL;
  g_autoptr(TacticsMap) map = NULL;
  g_autoptr(TacticsRuleset) ruleset = NULL;

  g_return_val_if_fail (G_IS_FILE (file), NULL);
  g_return_val_if_fail (error == NULL || *error == NULL, NULL);

  map = tactics_map_load (file, &map_error);
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
      self->saved_position = (int) self->position;
      mark_ruleset_saved (self);
      self->map_dirty = FALSE;
    }
  update_state (self);
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

/* Where the map's ruleset file is, from the map's (old) folder. */
static GFile *
ruleset_file (TacticsEditorDocument *self)
{
  const char *path = tactics_map_get_ruleset_path (self->map);
  g_autoptr(GFile) folder = NULL;

  if (path == NULL)
    return NULL;
  if (g_path_is_absolute (path))
    return g_file_new_for_path (path);
  if (self->file == NULL || (folder = g_file_get_parent (self->file)) == NULL)
    return NULL;
  return g_file_resolve_relative_path (folder, path);
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

gboolean
tactics_editor_document_save_ruleset_as (TacticsEditorDocument  *self,
                                         GFile                  *file,
                                         GError                **error)
{
  g_autoptr(GFile) folder = NULL;
  g_autofree char *path = NULL;

  g_return_val_if_fail (TACTICS_IS_EDITOR_DOCUMENT (self), FALSE);
  g_return_val_if_fail (self->map != NULL, FALSE);
  g_return_val_if_fail (G_IS_FILE (file), FALSE);
  g_return_val_if_fail (error == NULL || *error == NULL, FALSE);

  tactics_editor_document_commit_ruleset_edit (self);
  if (!check_writable (file, error) || !tactics_ruleset_save (self->ruleset, file, error))
    return FALSE;

  /* Relative when the map has a folder, so that the two can move together. */
  if (self->file != NULL && (folder = g_file_get_parent (self->file)) != NULL)
    path = relative_path (folder, file);
  else
    path = g_file_get_path (file);
  if (path == NULL)
    path = g_file_get_uri (file);
  tactics_map_set_ruleset_path (self->map, path);

  /* The ruleset is saved; the map now names another file and is not. */
  mark_ruleset_saved (self);
  self->map_dirty = TRUE;
  update_state (self);
  g_object_notify_by_pspec (G_OBJECT (self), properties[PROP_RULESET_FILE]);
  return TRUE;
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
  if (self->map != NULL)
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
      if (!tactics_map_save (self->map, file, error))
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

  if (self->map != NULL)
    return tactics_map_to_bytes (self->map);
  return tactics_ruleset_to_bytes (self->ruleset);
}

/* Painting and history */

void
tactics_editor_document_begin_step (TacticsEditorDocument *self,
                                    const char            *label)
{
  g_return_if_fail (TACTICS_IS_EDITOR_DOCUMENT (self));
  g_return_if_fail (self->map != NULL);
  g_return_if_fail (label != NULL);

  if (self->recording != NULL)
    return;

  tactics_editor_document_commit_ruleset_edit (self);
  self->recording = g_new0 (Step, 1);
  self->recording->kind = STEP_CELLS;
  self->recording->label = g_strdup (label);
  self->recording->changes = tactics_editor_cell_changes_new (tactics_map_get_width (self->map),
                                                              tactics_map_get_height (self->map));
}

static void
push_step (TacticsEditorDocument *self,
           Step                  *step)
{
  /* A new step drops what could have been redone. */
  if (self->position < self->history->len)
    {
      if (self->saved_position > (int) self->position)
        self->saved_position = -1;
      g_ptr_array_set_size (self->history, self->position);
    }
  g_ptr_array_add (self->history, step);
  self->position = self->history->len;
  update_state (self);
}

/* Sets the cells of @changes to their before or after values. */
static void
apply_changes (TacticsEditorDocument    *self,
               TacticsEditorCellChanges *changes,
               gboolean                  after)
{
  const guint16 *grid = tactics_map_get_cells (self->map);
  int map_width = tactics_map_get_width (self->map);
  g_autofree guint16 *cells = NULL;
  int x, y, width, height;

  if (!tactics_editor_cell_changes_get_bounds (changes, &x, &y, &width, &height))
    return;
  cells = g_new (guint16, (gsize) width * height);
  for (int row = 0; row < height; row++)
    memcpy (cells + (gsize) row * width, grid + (gsize) (y + row) * map_width + x,
            (gsize) width * sizeof (guint16));
  tactics_editor_cell_changes_apply (changes, cells, after);
  tactics_map_set_cells_rect (self->map, x, y, width, height, cells);
}

guint
tactics_editor_document_paint (TacticsEditorDocument *self,
                               const TacticsCell     *cells,
                               guint                  n_cells,
                               guint                  terrain)
{
  gboolean own_step;
  const guint16 *grid;
  int width;
  int height;
  guint changed;
  Step *step;

  g_return_val_if_fail (TACTICS_IS_EDITOR_DOCUMENT (self), 0);
  g_return_val_if_fail (self->map != NULL, 0);
  g_return_val_if_fail (cells != NULL || n_cells == 0, 0);
  g_return_val_if_fail (terrain < tactics_ruleset_get_n_terrains (self->ruleset), 0);

  own_step = self->recording == NULL;
  if (own_step)
    tactics_editor_document_begin_step (self, _("Paint"));
  step = self->recording;

  grid = tactics_map_get_cells (self->map);
  width = tactics_map_get_width (self->map);
  height = tactics_map_get_height (self->map);

  /* The step remembers each row before it changes, a stretch of
   * neighbouring cells at a time. */
  for (guint i = 0; i < n_cells;)
    {
      TacticsCell cell = cells[i++];
      int end;

      if (cell.x < 0 || cell.y < 0 || cell.x >= width || cell.y >= height)
        continue;
      for (end = cell.x + 1;
           i < n_cells && cells[i].y == cell.y && cells[i].x == end && end < width;
           end++, i++)
        ;
      tactics_editor_cell_changes_touch (step->changes, grid, cell.y, cell.x, end);
    }
  changed = tactics_map_paint_cells (self->map, cells, n_cells, terrain);

  if (own_step)
    tactics_editor_document_end_step (self);
  return changed;
}

guint
tactics_editor_document_paint_spans (TacticsEditorDocument   *self,
                                     const TacticsEditorSpan *spans,
                                     guint                    n_spans,
                                     guint                    terrain)
{
  gboolean own_step;
  int width;
  int height;
  g_autofree guint16 *row = NULL;
  guint changed = 0;

  g_return_val_if_fail (TACTICS_IS_EDITOR_DOCUMENT (self), 0);
  g_return_val_if_fail (self->map != NULL, 0);
  g_return_val_if_fail (spans != NULL || n_spans == 0, 0);
  g_return_val_if_fail (terrain < tactics_ruleset_get_n_terrains (self->ruleset), 0);

  own_step = self->recording == NULL;
  if (own_step)
    tactics_editor_document_begin_step (self, _("Paint"));

  width = tactics_map_get_width (self->map);
  height = tactics_map_get_height (self->map);
  row = g_new (guint16, width);

  /* A row's spans at once: one copy of the row, one change of the map. */
  tactics_map_begin_changes (self->map);
  for (guint i = 0; i < n_spans;)
    {
      const guint16 *grid = tactics_map_get_cells (self->map);
      int y = spans[i].y;
      int first = width;
      int last = 0;
      guint end;

      for (end = i; end < n_spans && spans[end].y == y; end++)
        {
          first = MIN (first, MAX (spans[end].x, 0));
          last = MAX (last, MIN (spans[end].x + spans[end].length, width));
        }
      if (y < 0 || y >= height || first >= last)
        {
          i = end;
          continue;
        }
      memcpy (row + first, grid + (gsize) y * width + first,
              (gsize) (last - first) * sizeof (guint16));
      for (; i < end; i++)
        for (int x = MAX (spans[i].x, 0); x < MIN (spans[i].x + spans[i].length, width); x++)
          {
            changed += row[x] != terrain;
            row[x] = (guint16) terrain;
          }
      tactics_editor_cell_changes_touch (self->recording->changes, grid, y, first, last);
      tactics_map_set_cells_rect (self->map, first, y, last - first, 1, row + first);
    }
  tactics_map_end_changes (self->map);

  if (own_step)
    tactics_editor_document_end_step (self);
  return changed;
}

void
tactics_editor_document_end_step (TacticsEditorDocument *self)
{
  Step *step;

  g_return_if_fail (TACTICS_IS_EDITOR_DOCUMENT (self));

  step = g_steal_pointer (&self->recording);
  if (step == NULL)
    return;

  if (!tactics_editor_cell_changes_finish (step->changes, tactics_map_get_cells (self->map)))
    {
      step_free (step);
      return;
    }
  push_step (self, step);
}

void
tactics_editor_document_resize (TacticsEditorDocument *self,
                                int                    width,
                                int                    height,
                                int                    offset_x,
                                int                    offset_y,
                                guint                  fill)
{
  Step *step;
  gsize n_cells;

  g_return_if_fail (TACTICS_IS_EDITOR_DOCUMENT (self));
  g_return_if_fail (self->map != NULL);
  g_return_if_fail (width > 0 && width <= TACTICS_MAX_MAP_SIZE);
  g_return_if_fail (height > 0 && height <= TACTICS_MAX_MAP_SIZE);

  tactics_editor_document_end_step (self);
  tactics_editor_document_commit_ruleset_edit (self);

  step = g_new0 (Step, 1);
  step->kind = STEP_RESIZE;
  step->label = g_strdup (_("Resize Map"));
  step->width_before = tactics_map_get_width (self->map);
  step->height_before = tactics_map_get_height (self->map);
  n_cells = (gsize) step->width_before * step->height_before;
  step->cells_before = g_memdup2 (tactics_map_get_cells (self->map), n_cells * sizeof (guint16));

  tactics_map_resize (self->map, width, height, offset_x, offset_y, fill);

  step->width_after = tactics_map_get_width (self->map);
  step->height_after = tactics_map_get_height (self->map);
  n_cells = (gsize) step->width_after * step->height_after;
  step->cells_after = g_memdup2 (tactics_map_get_cells (self->map), n_cells * sizeof (guint16));

  push_step (self, step);
}

gboolean
tactics_editor_document_can_undo (TacticsEditorDocument *self)
{
  g_return_val_if_fail (TACTICS_IS_EDITOR_DOCUMENT (self), FALSE);

  return self->position > 0 || self->rules_pending;
}

gboolean
tactics_editor_document_can_redo (TacticsEditorDocument *self)
{
  g_return_val_if_fail (TACTICS_IS_EDITOR_DOCUMENT (self), FALSE);

  return self->position < self->history->len;
}

/* Puts the cells a terrain deletion gave to another terrain back on the
 * deleted one, which the ruleset has again. */
static void
restore_removed_cells (TacticsEditorDocument *self,
                       Step                  *step)
{
  gsize n_cells = (gsize) tactics_map_get_width (self->map) * tactics_map_get_height (self->map);
  g_autofree guint16 *cells = g_memdup2 (tactics_map_get_cells (self->map),
                                          n_cells * sizeof (guint16));
  guint index;

  if (!g_list_store_find (G_LIST_STORE (tactics_ruleset_get_terrains (self->ruleset)),
                          step->removed_terrain, &index))
    g_return_if_reached ();
  for (guint i = 0; i + 1 < step->removed_runs->len; i += 2)
    {
      guint32 first = g_array_index (step->removed_runs, guint32, i);
      guint32 count = g_array_index (step->removed_runs, guint32, i + 1);

      for (guint32 j = 0; j < count && first + j < n_cells; j++)
        cells[first + j] = (guint16) index;
    }
  tactics_map_set_cells (self->map, cells);
}

static void
apply_ruleset_step (TacticsEditorDocument *self,
                    Step                  *step,
                    gboolean               after)
{
  TacticsRulesetSnapshot *state = after ? step->rules_after : step->rules_before;

  self->restoring = TRUE;
  tactics_ruleset_snapshot_restore (state, self->ruleset);
  if (!after && step->removed_runs != NULL && self->map != NULL)
    restore_removed_cells (self, step);
  self->restoring = FALSE;

  g_clear_pointer (&self->rules_base, tactics_ruleset_snapshot_unref);
  self->rules_base = tactics_ruleset_snapshot_ref (state);
  update_ruleset_dirty (self);
}

static void
apply_step (TacticsEditorDocument *self,
            Step                  *step,
            gboolean               after)
{
  if (step->kind == STEP_CELLS)
    {
      apply_changes (self, step->changes, after);
      return;
    }
  if (step->kind == STEP_RULESET)
    {
      apply_ruleset_step (self, step, after);
      return;
    }

  tactics_map_resize (self->map,
                      after ? step->width_after : step->width_before,
                      after ? step->height_after : step->height_before,
                      0, 0, 0);
  tactics_map_set_cells (self->map, after ? step->cells_after : step->cells_before);
}

void
tactics_editor_document_undo (TacticsEditorDocument *self)
{
  g_return_if_fail (TACTICS_IS_EDITOR_DOCUMENT (self));

  tactics_editor_document_end_step (self);
  tactics_editor_document_commit_ruleset_edit (self);
  if (self->position == 0)
    return;

  self->position--;
  apply_step (self, g_ptr_array_index (self->history, self->position), FALSE);
  update_state (self);
}

void
tactics_editor_document_redo (TacticsEditorDocument *self)
{
  g_return_if_fail (TACTICS_IS_EDITOR_DOCUMENT (self));

  tactics_editor_document_end_step (self);
  tactics_editor_document_commit_ruleset_edit (self);
  if (self->position >= self->history->len)
    return;

  apply_step (self, g_ptr_array_index (self->history, self->position), TRUE);
  self->position++;
  update_state (self);
}

static const char *
step_label (TacticsEditorDocument *self,
            guint                  position)
{
  if (position >= self->history->len)
    return NULL;
  return ((Step *) g_ptr_array_index (self->history, position))->label;
}

const char *
tactics_editor_document_get_undo_label (TacticsEditorDocument *self)
{
  g_return_val_if_fail (TACTICS_IS_EDITOR_DOCUMENT (self), NULL);

  /* An edit not yet a step is what Undo takes back first. */
  if (self->rules_pending)
    return self->pending_label != NULL ? self->pending_label : _("Edit Rules");
  return self->position > 0 ? step_label (self, self->position - 1) : NULL;
}

const char *
tactics_editor_document_get_redo_label (TacticsEditorDocument *self)
{
  g_return_val_if_fail (TACTICS_IS_EDITOR_DOCUMENT (self), NULL);

  if (self->rules_pending)
    return NULL;
  return step_label (self, self->position);
}

/* Ruleset edits */

void
tactics_editor_document_name_ruleset_edit (TacticsEditorDocument *self,
                                           const char            *label)
{
  g_return_if_fail (TACTICS_IS_EDITOR_DOCUMENT (self));
  g_return_if_fail (label != NULL);

  /* The first name an edit gets is what it began as. */
  if (self->rules_pending && self->pending_label == NULL)
    {
      self->pending_label = g_strdup (label);
      update_state (self);
    }
}

static Step *
commit_ruleset_edit (TacticsEditorDocument *self)
{
  g_autofree char *label = g_steal_pointer (&self->pending_label);
  Step *step;

  if (!self->rules_pending)
    return NULL;
  self->rules_pending = FALSE;
  /* Edited and edited back: nothing to take back. */
  if (tactics_ruleset_snapshot_matches (self->rules_base, self->ruleset))
    {
      update_ruleset_dirty (self);
      update_state (self);
      return NULL;
    }

  step = g_new0 (Step, 1);
  step->kind = STEP_RULESET;
  step->label = label != NULL ? g_steal_pointer (&label) : g_strdup (_("Edit Rules"));
  step->rules_before = g_steal_pointer (&self->rules_base);
  step->rules_after = tactics_ruleset_snapshot_new (self->ruleset);
  self->rules_base = tactics_ruleset_snapshot_ref (step->rules_after);
  update_ruleset_dirty (self);
  push_step (self, step);
  return step;
}

void
tactics_editor_document_commit_ruleset_edit (TacticsEditorDocument *self)
{
  g_return_if_fail (TACTICS_IS_EDITOR_DOCUMENT (self));

  commit_ruleset_edit (self);
}

/* The cells of terrain @index, as runs (first cell, count). */
static GArray *
find_runs (TacticsMap *map,
           guint       index)
{
  const guint16 *cells = tactics_map_get_cells (map);
  gsize n_cells = (gsize) tactics_map_get_width (map) * tactics_map_get_height (map);
  GArray *runs = g_array_new (FALSE, FALSE, sizeof (guint32));

  for (gsize i = 0; i < n_cells; i++)
    {
      guint32 first = (guint32) i;
      guint32 count;

      if (cells[i] != index)
        continue;
      while (i < n_cells && cells[i] == index)
        i++;
      count = (guint32) i - first;
      g_array_append_val (runs, first);
      g_array_append_val (runs, count);
    }
  return runs;
}

gboolean
tactics_editor_document_remove_item (TacticsEditorDocument  *self,
                                     gpointer                item,
                                     GError                **error)
{
  g_autoptr(GArray) runs = NULL;
  g_autofree char *label = NULL;
  g_autofree char *name = NULL;
  Step *step;

  g_return_val_if_fail (TACTICS_IS_EDITOR_DOCUMENT (self), FALSE);
  g_return_val_if_fail (G_IS_OBJECT (item), FALSE);

  tactics_editor_document_commit_ruleset_edit (self);
  if (self->map != NULL && TACTICS_IS_TERRAIN (item))
    runs = find_runs (self->map,
                      tactics_ruleset_get_terrain_index (self->ruleset,
                                                         tactics_terrain_get_id (item)));
  g_object_get (item, "name", &name, NULL);
  if (!tactics_ruleset_remove_item (self->ruleset, item, error))
    return FALSE;

  /* Translators: an Undo or Redo label, e.g. "Undo Delete “Forest”". */
  label = g_strdup_printf (_("Delete “%s”"), name);
  tactics_editor_document_name_ruleset_edit (self, label);
  step = commit_ruleset_edit (self);
  if (step != NULL && runs != NULL && runs->len > 0)
    {
      step->removed_terrain = g_object_ref (item);
      step->removed_runs = g_steal_pointer (&runs);
    }
  return TRUE;
}

gsize
tactics_editor_document_get_history_size (TacticsEditorDocument *self)
{
  gsize size = 0;

  g_return_val_if_fail (TACTICS_IS_EDITOR_DOCUMENT (self), 0);

  for (guint i = 0; i < self->history->len; i++)
    {
      Step *step = g_ptr_array_index (self->history, i);

      if (step->kind == STEP_CELLS)
        size += tactics_editor_cell_changes_get_size (step->changes);
      else
        size += ((gsize) step->width_before * step->height_before
                 + (gsize) step->width_after * step->height_after) * sizeof (guint16);
    }
  return size;
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
