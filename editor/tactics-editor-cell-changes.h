/* SPDX-License-Identifier: GPL-3.0-or-later */
#pragma once

#include <glib.h>

G_BEGIN_DECLS

/* The cells one undo step changed on a width × height grid of terrain
 * positions, with their values before and after, kept compactly: the
 * grid in row order as segments of equal (before, after) values, with the
 * unchanged stretches between them skipped. A whole-map fill is one
 * segment; cells that change one by one cost at most 8 bytes each.
 *
 * While a step is being made, touch() every row before its cells change;
 * finish() then compares those rows with the grid as it is after the
 * step and keeps only the differences. */
typedef struct _TacticsEditorCellChanges TacticsEditorCellChanges;

TacticsEditorCellChanges *tactics_editor_cell_changes_new      (int                       width,
                                                                int                       height);
void                      tactics_editor_cell_changes_free     (TacticsEditorCellChanges *self);

/* Remembers row @y of @grid (width values a row) as it is before the
 * cells [x0, x1) of it change; a row touched again keeps its first
 * values. */
void                      tactics_editor_cell_changes_touch    (TacticsEditorCellChanges *self,
                                                                const guint16            *grid,
                                                                int                       y,
                                                                int                       x0,
                                                                int                       x1);
/* Ends the recording: keeps the touched cells that differ in @grid (the
 * grid after the step). Returns FALSE when none does. */
gboolean                  tactics_editor_cell_changes_finish   (TacticsEditorCellChanges *self,
                                                                const guint16            *grid);
/* The smallest rectangle holding every changed cell; FALSE when nothing
 * changed. */
gboolean                  tactics_editor_cell_changes_get_bounds (TacticsEditorCellChanges *self,
                                                                  int                      *x,
                                                                  int                      *y,
                                                                  int                      *width,
                                                                  int                      *height);
/* Writes the changed cells' values before (or after) the step into
 * @cells, the rectangle of get_bounds() (its width values a row). */
void                      tactics_editor_cell_changes_apply    (TacticsEditorCellChanges *self,
                                                                guint16                  *cells,
                                                                gboolean                  after);
/* The bytes the finished changes take. */
gsize                     tactics_editor_cell_changes_get_size (TacticsEditorCellChanges *self);

G_DEFINE_AUTOPTR_CLEANUP_FUNC (TacticsEditorCellChanges, tactics_editor_cell_changes_free)

G_END_DECLS
