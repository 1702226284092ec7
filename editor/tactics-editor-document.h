/* SPDX-License-Identifier: GPL-3.0-or-later */
#pragma once

#include <gio/gio.h>

#include "tactics.h"

G_BEGIN_DECLS

/* What one editor window edits: a map (with its ruleset) or a ruleset on
 * its own, the file it comes from, its undo history and whether it has
 * unsaved changes.
 *
 * Painting goes through the document so it can be undone: a stroke is
 * begin_step(), any number of paint() calls, end_step(); undo and redo
 * work a whole step at a time. Resizing is one step, and so is each
 * ruleset edit, in the same history.
 *
 * Properties: "map" (NULL for a ruleset document), "scenario" (NULL
 * unless the map has one), "ruleset", "file"
 * (NULL until saved), "ruleset-file", "title", "modified", "can-undo", "can-redo",
 * "undo-label", "redo-label". */
#define TACTICS_TYPE_EDITOR_DOCUMENT (tactics_editor_document_get_type ())
G_DECLARE_FINAL_TYPE (TacticsEditorDocument, tactics_editor_document,
                      TACTICS, EDITOR_DOCUMENT, GObject)

TacticsEditorDocument *tactics_editor_document_new_for_map     (TacticsMap            *map);
TacticsEditorDocument *tactics_editor_document_new_for_ruleset (TacticsRuleset        *ruleset);
/* A document for @map (or, with @map NULL, for @ruleset alone) that
 * belongs to @file (may be NULL); used for recovered work. */
TacticsEditorDocument *tactics_editor_document_new_full        (TacticsMap            *map,
                                                                TacticsRuleset        *ruleset,
                                                                GFile                 *file);
/* A document for @scenario and its map that belongs to @file (may be
 * NULL); used for recovered work. */
TacticsEditorDocument *tactics_editor_document_new_for_scenario (TacticsScenario      *scenario,
                                                                 GFile                *file);
/* Loads a map, a scenario or a ruleset file, whichever it holds: a
 * scenario file or a map file holding a <scenario> gives a document with
 * both the map and the scenario. */
TacticsEditorDocument *tactics_editor_document_load            (GFile                 *file,
                                                                GError               **error);

TacticsMap            *tactics_editor_document_get_map         (TacticsEditorDocument *self);
TacticsRuleset        *tactics_editor_document_get_ruleset     (TacticsEditorDocument *self);
TacticsScenario       *tactics_editor_document_get_scenario    (TacticsEditorDocument *self);
GFile                 *tactics_editor_document_get_file        (TacticsEditorDocument *self);
/* The scenario's name, else the map's, else the file's name, else
 * "Untitled map". */
const char            *tactics_editor_document_get_title       (TacticsEditorDocument *self);
gboolean               tactics_editor_document_get_modified    (TacticsEditorDocument *self);
/* Marks the current state as saved (or not) without writing anything. */
void                   tactics_editor_document_set_modified    (TacticsEditorDocument *self,
                                                                gboolean               modified);

/* The file the ruleset pages edit: the map's ruleset file, or the
 * document's own file for a ruleset; NULL for terrains inline in a map or
 * a ruleset not saved yet. (transfer full) */
GFile                 *tactics_editor_document_get_ruleset_file (TacticsEditorDocument *self);
/* TRUE when the ruleset changed since it was loaded or saved. */
gboolean               tactics_editor_document_get_ruleset_modified
                                                               (TacticsEditorDocument *self);
/* Writes the map's ruleset to @file and makes the map use it (a relative
 * path from the map's folder). The map is then modified. */
gboolean               tactics_editor_document_save_ruleset_as (TacticsEditorDocument *self,
                                                                GFile                 *file,
                                                                GError               **error);

/* The map's own file: the one a scenario file names, else the document's
 * file; NULL for a ruleset, or a map not saved yet. (transfer full) */
GFile                 *tactics_editor_document_get_map_file    (TacticsEditorDocument *self);
/* TRUE when saving would write a second file, the map a scenario file
 * names: the map changed since it was loaded or saved. */
gboolean               tactics_editor_document_get_map_file_modified
                                                               (TacticsEditorDocument *self);
/* Writes a scenario file's map to @file (its ruleset reference made to
 * find the ruleset from there) and makes the scenario name it; the
 * scenario is then modified. Never over a bundled file. */
gboolean               tactics_editor_document_save_map_as     (TacticsEditorDocument *self,
                                                                GFile                 *file,
                                                                GError               **error);

/* Bundled (tactics_data_is_bundled()), or a file that cannot be written: the editor never writes it
 * in place. */
gboolean               tactics_editor_file_is_read_only        (GFile                 *file);

/* Nothing is at @file's place any more: moved, renamed or deleted (or its folder was). A file there
 * that cannot be read is not gone. */
gboolean               tactics_editor_file_is_gone             (GFile                 *file);

/* Writes atomically to the document's file; it must have one. A map that
 * names a ruleset file also writes that file when the ruleset changed;
 * nothing is written when that file (or a ruleset's own) is read-only. */
gboolean               tactics_editor_document_save            (TacticsEditorDocument *self,
                                                                GError               **error);
/* Writes to @file and makes it the document's file. */
gboolean               tactics_editor_document_save_as         (TacticsEditorDocument *self,
                                                                GFile                 *file,
                                                                GError               **error);
/* The document as it would be saved (for recovery files). */
GBytes                *tactics_editor_document_to_bytes        (TacticsEditorDocument *self);

/* Undoable painting: what follows, until end_step(), is one step that
 * Undo and Redo name @label (translated, e.g. "Fill"). */
void                   tactics_editor_document_begin_step      (TacticsEditorDocument *self,
                                                                const char            *label);
/* Paints @cells (on the board) with @terrain; outside a step it is a step
 * of its own. Returns how many cells changed. */
guint                  tactics_editor_document_paint           (TacticsEditorDocument *self,
                                                                const TacticsCell     *cells,
                                                                guint                  n_cells,
                                                                guint                  terrain);
void                   tactics_editor_document_end_step        (TacticsEditorDocument *self);
/* Puts @fragment down with its anchor on @anchor (tactics_fragment_paste():
 * its cells, and its regions' cells and units when the document has a
 * scenario) as one step named @label, or in the open one. Edits of the
 * scenario made between begin_step() and end_step() join the step too (a
 * cut takes units away). FALSE, with @error, when refused: nothing
 * changed. */
gboolean               tactics_editor_document_paste           (TacticsEditorDocument *self,
                                                                TacticsFragment       *fragment,
                                                                TacticsCell            anchor,
                                                                const char            *label,
                                                                GError               **error);
/* Resizes the map (see tactics_map_resize()) as one undoable step. */
void                   tactics_editor_document_resize          (TacticsEditorDocument *self,
                                                                int                    width,
                                                                int                    height,
                                                                int                    offset_x,
                                                                int                    offset_y,
                                                                guint                  fill);
gboolean               tactics_editor_document_can_undo        (TacticsEditorDocument *self);
gboolean               tactics_editor_document_can_redo        (TacticsEditorDocument *self);
void                   tactics_editor_document_undo            (TacticsEditorDocument *self);
void                   tactics_editor_document_redo            (TacticsEditorDocument *self);
/* What Undo and Redo would take back or do again ("Fill", "Rename
 * “Forest”"); NULL when nothing. */
const char            *tactics_editor_document_get_undo_label  (TacticsEditorDocument *self);
const char            *tactics_editor_document_get_redo_label  (TacticsEditorDocument *self);

/* Ruleset edits share the history. The pages change the ruleset directly;
 * the changes since the last step become one step when they commit it (a
 * field left, a button's work done), or before any other step, an undo or
 * a save. name_ruleset_edit() gives the edit its label, if it has none. */
void                   tactics_editor_document_name_ruleset_edit   (TacticsEditorDocument *self,
                                                                    const char            *label);
void                   tactics_editor_document_commit_ruleset_edit (TacticsEditorDocument *self);
/* tactics_ruleset_remove_item() as one step "Delete “NAME”"; undoing a
 * terrain's deletion puts its cells back on it. */
gboolean               tactics_editor_document_remove_item         (TacticsEditorDocument  *self,
                                                                    gpointer                item,
                                                                    GError                **error);

/* Gives the map a new scenario (two sides, no regions) as one step "Add
 * Scenario"; it is saved inside the map file. The map must have none. */
void                   tactics_editor_document_add_scenario    (TacticsEditorDocument *self);
/* Scenario edits share the history too, as ruleset edits do: the page
 * changes the scenario directly and names the edit (the first name
 * counts); commit makes the changes since the last step one step (nothing
 * when nothing changed), which also happens before any other step, an
 * undo or a save. */
void                   tactics_editor_document_name_scenario_edit   (TacticsEditorDocument *self,
                                                                     const char            *label);
void                   tactics_editor_document_commit_scenario_edit (TacticsEditorDocument *self);

/* A copy of @ruleset's movement types and terrains only: what a map with
 * inline terrains holds (and saves). */
TacticsRuleset        *tactics_editor_copy_terrains            (TacticsRuleset        *ruleset);

G_END_DECLS
