/* SPDX-License-Identifier: GPL-3.0-or-later */
#pragma once

#include <gio/gio.h>

#include "tactics-editor-document.h"

G_BEGIN_DECLS

/* Unsaved work is written every minute to a recovery file in
 * $XDG_STATE_HOME/tactics-editor/recovery/ (a copy of the document plus a
 * small key file naming the original file), removed once the work is saved
 * or deliberately thrown away. Files left there by a crash are offered
 * back at the next start. */

typedef struct {
  GFile     *file;       /* the recovery copy */
  GFile     *original;   /* NULL for work never saved */
  char      *map_path;   /* a scenario file's map as it names it, when the copy holds
                          * the edited map with the scenario inside */
  char      *title;
  GDateTime *time;
} TacticsEditorRecoveryItem;

void                   tactics_editor_recovery_item_free          (TacticsEditorRecoveryItem *item);

GFile                 *tactics_editor_recovery_get_folder  (void);
/* Writes @document to *@file, choosing a new recovery file when *@file is
 * NULL. */
gboolean               tactics_editor_recovery_write       (TacticsEditorDocument  *document,
                                                            GFile                 **file,
                                                            GError                **error);
/* Removes a recovery file and its key file; NULL does nothing. */
void                   tactics_editor_recovery_discard     (GFile                  *file);
/* How old a file the list does not offer must be before the sweep takes it
 * for a crash's leftover rather than a running editor's work. */
#define TACTICS_EDITOR_RECOVERY_LEFTOVER_AGE (10 * G_TIME_SPAN_MINUTE)
/* Removes what a crash left in the folder that the list does not offer (a
 * copy without its key file, a key file without its copy, a temporary file)
 * once it is @min_age old. Returns how many files went. */
guint                  tactics_editor_recovery_sweep       (GTimeSpan               min_age);
/* The recovery files present, newest first (TacticsEditorRecoveryItem). */
GPtrArray             *tactics_editor_recovery_list        (void);
/* A modified document holding the recovered work, for its original file. */
TacticsEditorDocument *tactics_editor_recovery_load        (TacticsEditorRecoveryItem    *item,
                                                            GError                **error);

G_DEFINE_AUTOPTR_CLEANUP_FUNC (TacticsEditorRecoveryItem, tactics_editor_recovery_item_free)

G_END_DECLS
