/* SPDX-License-Identifier: GPL-3.0-or-later */
#pragma once

#include <gtk/gtk.h>

#include "tactics-gtk.h"
#include "tactics-editor-document.h"

G_BEGIN_DECLS

/* The editor application: one window per document, files given on the
 * command line open, recent files, recovery of unsaved work at start.
 * Application actions: "app.new", "app.open" (previews of recent and
 * bundled files), "app.open-other" (a file chooser), "app.open-recent" (a URI),
 * "app.import" (tactics-editor-import.h), "app.about", "app.quit". */
#define TACTICS_TYPE_EDITOR_APPLICATION (tactics_editor_application_get_type ())
G_DECLARE_FINAL_TYPE (TacticsEditorApplication, tactics_editor_application,
                      TACTICS, EDITOR_APPLICATION, GtkApplication)

TacticsEditorApplication *tactics_editor_application_new (void);
/* Shows @document in the active window if that holds an untouched new
 * map, else in a new window; returns the window. */
GtkWindow             *tactics_editor_application_show_document (TacticsEditorApplication *self,
                                                                 TacticsEditorDocument  *document);
/* Opens @file as tactics_editor_application_show_document() would, or
 * presents the window that already shows it; on failure the error shows
 * in a window. */
void                   tactics_editor_application_open_file     (TacticsEditorApplication *self,
                                                                 GFile                    *file);
/* A new map of the preferred size on the bundled default terrains. */
TacticsEditorDocument *tactics_editor_application_new_default_document
                                                                (TacticsEditorApplication *self);
/* The bundled ruleset (a fresh copy, or an empty ruleset with one terrain
 * when the data cannot be found). */
TacticsRuleset        *tactics_editor_application_load_default_ruleset (void);
/* Offers to recover unsaved work left by a crash, if there is any (the
 * application does this once at start). */
void                   tactics_editor_application_offer_recovery (TacticsEditorApplication *self,
                                                                  GtkWindow              *parent);

/* Shared by all windows. */
GMenuModel            *tactics_editor_application_get_recent_menu (void);
/* Leaves out the recent files gone since the menu was last shown. */
void                   tactics_editor_application_refresh_recent_menu (void);
/* Puts @file first in the editor's recent files, and adds it to the
 * desktop's (GtkRecentManager) with its MIME type. */
void                   tactics_editor_application_add_recent      (GFile *file);
/* The recent files' URIs, newest first. (transfer none) */
const char * const    *tactics_editor_application_get_recent_uris (void);
/* NULL when the settings schema is not installed. (transfer none) */
GSettings             *tactics_editor_application_get_settings    (void);
/* Where file choosers start: the folder of the file chosen last (kept in
 * the settings), else the user's documents folder, else the home folder;
 * never the working directory. @saving: never a folder of bundled data
 * either (tactics_data_is_bundled()), where nothing is saved. (transfer
 * full) */
GFile                 *tactics_editor_application_dup_chooser_folder (gboolean saving);
/* Starts @chooser there (a save chooser as @saving). */
void                   tactics_editor_application_prepare_chooser (GtkFileChooser *chooser);
/* Remembers the folder of @file, chosen in a file chooser. */
void                   tactics_editor_application_remember_folder (GFile *file);

G_END_DECLS
