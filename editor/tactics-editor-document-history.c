/* SPDX-License-Identifier: GPL-3.0-or-later */
/* The document's undo history: painting, resizing and ruleset edits as
 * steps, and undoing and redoing them. */
#include "config.h"

#include <glib/gi18n.h>
#include <string.h>

#include "tactics-editor-cell-changes.h"
#include "tactics-editor-document-private.h"

typedef enum {
  STEP_CELLS,
  STEP_RESIZE,
  STEP_RULESET,
  STEP_SCENARIO,
  STEP_ADD_SCENARIO,
} StepKind;

/* One step of the history. */
struct _TacticsEditorDocumentStep {
  StepKind    kind;
  char       *label;       /* what Undo and Redo name */

  /* STEP_CELLS, with the scenario's snapshots too when the step also
   * changed it (a paste or a cut of units and regions) */
  TacticsEditorCellChanges *changes;

  /* STEP_RESIZE */
  int         width_before;
  int         height_before;
  guint16    *cells_before;
  int         width_after;    /* redone by resizing again, with */
  int         height_after;
  int         offset_x;       /* the same offsets and fill */
  int         offset_y;
  guint       fill;

  /* STEP_RULESET */
  TacticsRulesetSnapshot *rules_before;
  TacticsRulesetSnapshot *rules_after;
  TacticsTerrain         *removed_terrain;  /* a deleted terrain's cells: */
  GArray                 *removed_runs;     /* guint32 pairs: first cell, count */

  /* STEP_SCENARIO (and STEP_CELLS, see above) */
  TacticsScenarioSnapshot *scenario_before;
  TacticsScenarioSnapshot *scenario_after;

  /* STEP_ADD_SCENARIO */
  TacticsScenario        *scenario;
};
typedef TacticsEditorDocumentStep Step;

void
tactics_editor_document_step_free (gpointer data)
{
  Step *step = data;

  g_free (step->label);
  g_clear_pointer (&step->rules_before, tactics_ruleset_snapshot_unref);
  g_clear_pointer (&step->rules_after, tactics_ruleset_snapshot_unref);
  g_clear_object (&step->removed_terrain);
  g_clear_pointer (&step->removed_runs, g_array_unref);
  g_clear_pointer (&step->scenario_before, tactics_scenario_snapshot_unref);
  g_clear_pointer (&step->scenario_after, tactics_scenario_snapshot_unref);
  g_clear_object (&step->scenario);
  g_clear_pointer (&step->changes, tactics_editor_cell_changes_free);
  g_free (step->cells_before);
  g_free (step);
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
  tactics_editor_document_commit_scenario_edit (self);
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
  tactics_editor_document_update_state (self);
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

/* The step remembers each row of @cells before it changes, a stretch of
 * neighbouring cells at a time. */
static void
touch_cells (TacticsEditorDocument *self,
             const TacticsCell     *cells,
             guint                  n_cells)
{
  const guint16 *grid = tactics_map_get_cells (self->map);
  int width = tactics_map_get_width (self->map);
  int height = tactics_map_get_height (self->map);

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
      tactics_editor_cell_changes_touch (self->recording->changes, grid, cell.y, cell.x, end);
    }
}

guint
tactics_editor_document_paint (TacticsEditorDocument *self,
                               const TacticsCell     *cells,
                               guint                  n_cells,
                               guint                  terrain)
{
  gboolean own_step;
  guint changed;

  g_return_val_if_fail (TACTICS_IS_EDITOR_DOCUMENT (self), 0);
  g_return_val_if_fail (self->map != NULL, 0);
  g_return_val_if_fail (cells != NULL || n_cells == 0, 0);
  g_return_val_if_fail (terrain < tactics_ruleset_get_n_terrains (self->ruleset), 0);

  own_step = self->recording == NULL;
  if (own_step)
    tactics_editor_document_begin_step (self, _("Paint"));

  touch_cells (self, cells, n_cells);
  changed = tactics_map_paint_cells (self->map, cells, n_cells, terrain);

  if (own_step)
    tactics_editor_document_end_step (self);
  return changed;
}

gboolean
tactics_editor_document_paste (TacticsEditorDocument  *self,
                               TacticsFragment        *fragment,
                               TacticsCell             anchor,
                               const char             *label,
                               GError                **error)
{
  g_autoptr(GArray) cells = g_array_new (FALSE, FALSE, sizeof (TacticsCell));
  gboolean own_step;
  gboolean pasted;

  g_return_val_if_fail (TACTICS_IS_EDITOR_DOCUMENT (self), FALSE);
  g_return_val_if_fail (self->map != NULL, FALSE);
  g_return_val_if_fail (fragment != NULL, FALSE);
  g_return_val_if_fail (label != NULL, FALSE);

  own_step = self->recording == NULL;
  if (own_step)
    tactics_editor_document_begin_step (self, label);
  tactics_fragment_place_cells (fragment, anchor, tactics_map_get_width (self->map),
                                tactics_map_get_height (self->map), cells, NULL);
  touch_cells (self, (const TacticsCell *) cells->data, cells->len);
  pasted = tactics_fragment_paste (fragment, self->map, self->scenario, anchor, error);
  if (own_step)
    tactics_editor_document_end_step (self);
  return pasted;
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

  /* The scenario's changes since begin_step() (which committed any edit
   * before it) belong to this step: one Undo takes back a whole paste. */
  if (self->scenario != NULL
      && !tactics_scenario_snapshot_matches (self->scenario_base, self->scenario))
    {
      step->scenario_before = g_steal_pointer (&self->scenario_base);
      step->scenario_after = tactics_scenario_snapshot_new (self->scenario);
      self->scenario_base = tactics_scenario_snapshot_ref (step->scenario_after);
    }
  if (!tactics_editor_cell_changes_finish (step->changes, tactics_map_get_cells (self->map))
      && step->scenario_after == NULL)
    {
      tactics_editor_document_step_free (step);
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
  tactics_editor_document_commit_scenario_edit (self);

  step = g_new0 (Step, 1);
  step->kind = STEP_RESIZE;
  step->label = g_strdup (_("Resize Map"));
  step->width_before = tactics_map_get_width (self->map);
  step->height_before = tactics_map_get_height (self->map);
  n_cells = (gsize) step->width_before * step->height_before;
  step->cells_before = g_memdup2 (tactics_map_get_cells (self->map), n_cells * sizeof (guint16));

  step->width_after = width;
  step->height_after = height;
  step->offset_x = offset_x;
  step->offset_y = offset_y;
  step->fill = fill;
  tactics_map_resize (self->map, width, height, offset_x, offset_y, fill);

  push_step (self, step);
}

gboolean
tactics_editor_document_can_undo (TacticsEditorDocument *self)
{
  g_return_val_if_fail (TACTICS_IS_EDITOR_DOCUMENT (self), FALSE);

  return self->position > 0 || self->rules_pending || self->scenario_label != NULL;
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
  tactics_editor_document_update_ruleset_dirty (self);
}

static void
restore_scenario (TacticsEditorDocument *self,
                  Step                  *step,
                  gboolean               after)
{
  TacticsScenarioSnapshot *state = after ? step->scenario_after : step->scenario_before;

  tactics_scenario_snapshot_restore (state, self->scenario);
  g_clear_pointer (&self->scenario_base, tactics_scenario_snapshot_unref);
  self->scenario_base = tactics_scenario_snapshot_ref (state);
}

static void
apply_step (TacticsEditorDocument *self,
            Step                  *step,
            gboolean               after)
{
  if (step->kind == STEP_CELLS)
    {
      apply_changes (self, step->changes, after);
      if (step->scenario_after != NULL && self->scenario != NULL)
        restore_scenario (self, step, after);
      return;
    }
  if (step->kind == STEP_RULESET)
    {
      apply_ruleset_step (self, step, after);
      return;
    }
  if (step->kind == STEP_SCENARIO)
    {
      restore_scenario (self, step, after);
      return;
    }
  if (step->kind == STEP_ADD_SCENARIO)
    {
      tactics_editor_document_set_scenario (self, after ? step->scenario : NULL);
      return;
    }

  /* Redone, the map is as it was before the resize: the same resize gives
   * the same cells, which need no copy. */
  if (after)
    {
      tactics_map_resize (self->map, step->width_after, step->height_after, step->offset_x,
                          step->offset_y, step->fill);
      return;
    }
  tactics_map_resize (self->map, step->width_before, step->height_before, 0, 0, 0);
  tactics_map_set_cells (self->map, step->cells_before);
}

void
tactics_editor_document_undo (TacticsEditorDocument *self)
{
  g_return_if_fail (TACTICS_IS_EDITOR_DOCUMENT (self));

  tactics_editor_document_end_step (self);
  tactics_editor_document_commit_ruleset_edit (self);
  tactics_editor_document_commit_scenario_edit (self);
  if (self->position == 0)
    return;

  self->position--;
  apply_step (self, g_ptr_array_index (self->history, self->position), FALSE);
  tactics_editor_document_update_state (self);
}

void
tactics_editor_document_redo (TacticsEditorDocument *self)
{
  g_return_if_fail (TACTICS_IS_EDITOR_DOCUMENT (self));

  tactics_editor_document_end_step (self);
  tactics_editor_document_commit_ruleset_edit (self);
  tactics_editor_document_commit_scenario_edit (self);
  if (self->position >= self->history->len)
    return;

  apply_step (self, g_ptr_array_index (self->history, self->position), TRUE);
  self->position++;
  tactics_editor_document_update_state (self);
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
  if (self->scenario_label != NULL)
    return self->scenario_label;
  return self->position > 0 ? step_label (self, self->position - 1) : NULL;
}

const char *
tactics_editor_document_get_redo_label (TacticsEditorDocument *self)
{
  g_return_val_if_fail (TACTICS_IS_EDITOR_DOCUMENT (self), NULL);

  if (self->rules_pending || self->scenario_label != NULL)
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
      tactics_editor_document_update_state (self);
    }
}

static Step *
commit_ruleset_edit (TacticsEditorDocument *self)
{
  g_autofree char *label = g_steal_pointer (&self->pending_label);
  Step *step;

  if (!self->rules_pending)
    return NULL;
  tactics_editor_document_commit_scenario_edit (self);
  self->rules_pending = FALSE;
  /* Edited and edited back: nothing to take back. */
  if (tactics_ruleset_snapshot_matches (self->rules_base, self->ruleset))
    {
      tactics_editor_document_update_ruleset_dirty (self);
      tactics_editor_document_update_state (self);
      return NULL;
    }

  step = g_new0 (Step, 1);
  step->kind = STEP_RULESET;
  step->label = label != NULL ? g_steal_pointer (&label) : g_strdup (_("Edit Rules"));
  step->rules_before = g_steal_pointer (&self->rules_base);
  step->rules_after = tactics_ruleset_snapshot_new (self->ruleset);
  self->rules_base = tactics_ruleset_snapshot_ref (step->rules_after);
  tactics_editor_document_update_ruleset_dirty (self);
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
      else if (step->kind == STEP_RESIZE)
        size += (gsize) step->width_before * step->height_before * sizeof (guint16);
    }
  return size;
}

/* Whether @step changes what the map file holds. */
static gboolean
step_touches_map (TacticsEditorDocument *self,
                  Step                  *step)
{
  int x, y, width, height;

  switch (step->kind)
    {
    case STEP_CELLS:
      /* A paste or a cut may change only the scenario's units and regions. */
      return tactics_editor_cell_changes_get_bounds (step->changes, &x, &y, &width, &height);
    case STEP_RESIZE:
      return TRUE;
    case STEP_RULESET:
      /* Terrains inline in the map, or a deleted terrain's cells. */
      return tactics_map_get_ruleset_path (self->map) == NULL || step->removed_runs != NULL;
    case STEP_SCENARIO:
    case STEP_ADD_SCENARIO:
    default:
      return FALSE;
    }
}

gboolean
tactics_editor_document_map_changed (TacticsEditorDocument *self)
{
  guint from;
  guint to;

  if (self->map == NULL)
    return FALSE;
  if (self->map_dirty || self->saved_position < 0)
    return TRUE;
  from = MIN ((guint) self->saved_position, self->position);
  to = MAX ((guint) self->saved_position, self->position);
  for (guint i = from; i < to; i++)
    if (step_touches_map (self, g_ptr_array_index (self->history, i)))
      return TRUE;
  return FALSE;
}

/* Scenario edits */

void
tactics_editor_document_add_scenario (TacticsEditorDocument *self)
{
  g_autoptr(TacticsScenario) scenario = NULL;
  Step *step;

  g_return_if_fail (TACTICS_IS_EDITOR_DOCUMENT (self));
  g_return_if_fail (self->map != NULL);
  g_return_if_fail (self->scenario == NULL);

  tactics_editor_document_end_step (self);
  tactics_editor_document_commit_ruleset_edit (self);
  tactics_editor_document_commit_scenario_edit (self);

  scenario = tactics_scenario_new (self->map);
  for (guint i = 0; i < TACTICS_MIN_SCENARIO_SIDES; i++)
    {
      g_autofree char *id = g_strdup_printf ("side%u", i + 1);
      /* Translators: the name of a new scenario's side, e.g. "Side 1". */
      g_autofree char *name = g_strdup_printf (_("Side %u"), i + 1);
      g_autoptr(TacticsSide) side = tactics_side_new (id, name);

      tactics_side_set_team (side, i);
      if (i > 0)
        tactics_side_set_player_kind (side, TACTICS_PLAYER_COMPUTER);
      tactics_scenario_insert_side (scenario, i, side);
    }

  step = g_new0 (Step, 1);
  step->kind = STEP_ADD_SCENARIO;
  step->label = g_strdup (_("Add Scenario"));
  step->scenario = g_object_ref (scenario);
  tactics_editor_document_set_scenario (self, scenario);
  push_step (self, step);
}

void
tactics_editor_document_name_scenario_edit (TacticsEditorDocument *self,
                                            const char            *label)
{
  g_return_if_fail (TACTICS_IS_EDITOR_DOCUMENT (self));
  g_return_if_fail (label != NULL);

  if (self->scenario == NULL || self->scenario_label != NULL)
    return;
  self->scenario_label = g_strdup (label);
  tactics_editor_document_update_state (self);
}

void
tactics_editor_document_commit_scenario_edit (TacticsEditorDocument *self)
{
  g_autofree char *label = NULL;
  Step *step;

  g_return_if_fail (TACTICS_IS_EDITOR_DOCUMENT (self));

  label = g_steal_pointer (&self->scenario_label);
  if (self->scenario == NULL
      || tactics_scenario_snapshot_matches (self->scenario_base, self->scenario))
    {
      if (label != NULL)
        tactics_editor_document_update_state (self);
      return;
    }

  step = g_new0 (Step, 1);
  step->kind = STEP_SCENARIO;
  step->label = label != NULL ? g_steal_pointer (&label) : g_strdup (_("Edit Scenario"));
  step->scenario_before = g_steal_pointer (&self->scenario_base);
  step->scenario_after = tactics_scenario_snapshot_new (self->scenario);
  self->scenario_base = tactics_scenario_snapshot_ref (step->scenario_after);
  push_step (self, step);
}
