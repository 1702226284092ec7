/* SPDX-License-Identifier: GPL-3.0-or-later */
#pragma once

#include "tactics-editor-document.h"

G_BEGIN_DECLS

/* The bytes the undo history holds for its steps (what they record, not
 * the allocator's overhead). */
gsize tactics_editor_document_get_history_size (TacticsEditorDocument *self);

G_END_DECLS
