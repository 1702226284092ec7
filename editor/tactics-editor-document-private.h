/* SPDX-License-Identifier: GPL-3.0-or-later */
#pragma once

#include "tactics-editor-document.h"
#include "tactics-editor-tools.h"

G_BEGIN_DECLS

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
