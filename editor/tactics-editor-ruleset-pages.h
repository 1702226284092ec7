/* SPDX-License-Identifier: GPL-3.0-or-later */
#pragma once

#include <gtk/gtk.h>

#include "tactics-gtk.h"
#include "tactics-editor-document.h"

G_BEGIN_DECLS

/* The ruleset pages of the editor window: terrains and movement types,
 * unit prototypes, actions (with the pattern preview). */
GtkWidget *tactics_editor_ruleset_pages_new_terrains (void);
GtkWidget *tactics_editor_ruleset_pages_new_units    (void);
GtkWidget *tactics_editor_ruleset_pages_new_actions  (void);
/* The document whose history the page's edits join (and whose map a
 * deleted terrain's cells are restored to on undo). */
void       tactics_editor_ruleset_pages_set_document (GtkWidget             *page,
                                                      TacticsEditorDocument *document);
/* Shows and edits @ruleset on any of these pages. */
void       tactics_editor_ruleset_pages_set_ruleset  (GtkWidget      *page,
                                               TacticsRuleset *ruleset);

/* Shows the values of the items selected on @page again (after an undo). */
void       tactics_editor_ruleset_pages_refresh      (GtkWidget      *page);
/* The first field of @page holding a value it refused: its name and the
 * reason, newly allocated; FALSE when there is none. */
gboolean   tactics_editor_ruleset_pages_get_invalid_field (GtkWidget  *page,
                                                           char      **label,
                                                           char      **message);

/* @page under a line naming the file it edits; add this to the stack. */
GtkWidget *tactics_editor_ruleset_pages_frame        (GtkWidget      *page);
/* Shows, instead of @page, why a map with terrains of its own has no unit
 * types or actions, with buttons to add them to the map
 * ("editor.add-bundled-rules") or to make a ruleset file
 * ("editor.make-ruleset-file"). */
void       tactics_editor_ruleset_pages_set_unavailable (GtkWidget   *page,
                                                         gboolean     unavailable);
/* Sets that line (and its tooltip, the full path). @shared: the ruleset
 * is a file of its own that other maps may use, which confirmations of
 * deletions say. */
void       tactics_editor_ruleset_pages_set_source   (GtkWidget      *page,
                                                      const char     *text,
                                                      const char     *tooltip,
                                                      gboolean        shared);

G_END_DECLS
