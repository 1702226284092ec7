/* SPDX-License-Identifier: GPL-3.0-or-later */
#pragma once

#include <gtk/gtk.h>

#include "tactics.h"

G_BEGIN_DECLS

/* Asks for a new map's name, size, grid, terrains (the bundled default
 * ruleset or a ruleset file, copied into the map or linked) and the terrain
 * to fill it with. Responds GTK_RESPONSE_OK or GTK_RESPONSE_CANCEL. */
#define TACTICS_TYPE_EDITOR_NEW_MAP_DIALOG (tactics_editor_new_map_dialog_get_type ())
G_DECLARE_FINAL_TYPE (TacticsEditorNewMapDialog, tactics_editor_new_map_dialog,
                      TACTICS, EDITOR_NEW_MAP_DIALOG, GtkDialog)

/* @default_ruleset: the terrains offered first (the dialog keeps a ref). */
GtkWidget  *tactics_editor_new_map_dialog_new          (GtkWindow           *parent,
                                                 TacticsRuleset      *default_ruleset);
void        tactics_editor_new_map_dialog_set_size     (TacticsEditorNewMapDialog *self,
                                                 int                  width,
                                                 int                  height,
                                                 TacticsTopology      topology);
/* Uses the ruleset in @file instead of the default; FALSE (and an error
 * shown in the dialog) when it cannot be read. */
gboolean    tactics_editor_new_map_dialog_set_ruleset_file (TacticsEditorNewMapDialog *self,
                                                     GFile               *file,
                                                     gboolean             link);
void        tactics_editor_new_map_dialog_set_fill     (TacticsEditorNewMapDialog *self,
                                                 guint                terrain);
/* The map described (transfer full). */
TacticsMap *tactics_editor_new_map_dialog_create_map   (TacticsEditorNewMapDialog *self);

/* FALSE while a size field holds text it refused (Create is then off). */
gboolean    tactics_editor_new_map_dialog_is_valid    (TacticsEditorNewMapDialog *self);

G_END_DECLS
