/* SPDX-License-Identifier: GPL-3.0-or-later */
#pragma once

#include "tactics-editor-document.h"
#include "tactics-editor-tools.h"

G_BEGIN_DECLS

/* The document's parts, shared by tactics-editor-document.c (files) and
 * tactics-editor-document-history.c (undo). */
typedef struct _TacticsEditorDocumentStep TacticsEditorDocumentStep;

struct _TacticsEditorDocument
{
  GObject         parent_instance;

  TacticsMap     *map;
  TacticsRuleset *ruleset;
  GFile          *file;
  char           *title;

  GPtrArray      *history;         /* TacticsEditorDocumentStep, oldest first */
  guint           position;        /* steps applied */
  int             saved_position;  /* position when saved; −1 when lost */
  TacticsEditorDocumentStep *recording;
  gboolean        ruleset_dirty;
  gboolean        map_dirty;       /* name or description */

  /* Ruleset edits become steps when the pages say one is done. */
  TacticsRulesetSnapshot *rules_base;   /* as after the last step */
  TacticsRulesetSnapshot *rules_saved;  /* as last saved or loaded */
  gboolean        rules_pending;        /* changed since rules_base */
  char           *pending_label;
  gboolean        restoring;

  /* The scenario, if any; its edits become steps when the page commits
   * them (tactics_editor_document_commit_scenario_edit()). */
  TacticsScenario *scenario;
  TacticsScenarioSnapshot *scenario_base; /* as after the last step */
  char           *scenario_label;         /* the edit named since then */

  /* Last notified values. */
  gboolean        modified;
  gboolean        can_undo;
  gboolean        can_redo;
  char           *undo_label;
  char           *redo_label;
};

void  tactics_editor_document_step_free            (gpointer               step);
/* Whether the map file itself (its cells, size, names or inline
 * terrains) differs from what was last saved or loaded: a scenario file
 * only writes its map when it does. */
gboolean tactics_editor_document_map_changed       (TacticsEditorDocument *self);
/* Sets the scenario (or none) and notifies "scenario". */
void  tactics_editor_document_set_scenario         (TacticsEditorDocument *self,
                                                    TacticsScenario       *scenario);
/* Notifies "modified", "can-undo", "can-redo" and the labels as they are. */
void  tactics_editor_document_update_state         (TacticsEditorDocument *self);
/* Whether the ruleset differs from its file, now that it may have been
 * edited and edited back. */
void  tactics_editor_document_update_ruleset_dirty (TacticsEditorDocument *self);

/* The bytes the undo history holds for its steps (what they record, not
 * the allocator's overhead). */
gsize tactics_editor_document_get_history_size (TacticsEditorDocument *self);

/* Paints the cells of @spans (those on the board) like
 * tactics_editor_document_paint(), without a cell list the size of what
 * they cover. */
guint tactics_editor_document_paint_spans      (TacticsEditorDocument   *self,
                                                const TacticsEditorSpan *spans,
                                                guint                    n_spans,
                                                guint                    terrain);

G_END_DECLS
