/* SPDX-License-Identifier: GPL-3.0-or-later */
#pragma once

#include "tactics-editor-application.h"

G_BEGIN_DECLS

/* File → Import…: asks for a Tiled (.tmx) or Battle for Wesnoth (.map)
 * map, imports it onto the bundled default terrains (tactics_import_load())
 * and shows it as a new, unsaved document, with a scenario when the file
 * had start positions. What could not be kept is listed in a dialog; a
 * file that cannot be read shows its error. */
void        tactics_editor_import_choose   (TacticsEditorApplication *app);

/* Imports @file as tactics_editor_import_choose() does once it is chosen;
 * returns the window that shows it, or the dialog with the error. */
GtkWindow  *tactics_editor_import_file     (TacticsEditorApplication *app,
                                            GFile                    *file);

G_END_DECLS
