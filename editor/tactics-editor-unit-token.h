/* SPDX-License-Identifier: GPL-3.0-or-later */
#pragma once

#include <gtk/gtk.h>

#include "tactics-gtk.h"

G_BEGIN_DECLS

/* A unit type's token, drawn by the board library's unit painter
 * (tactics_unit_art_snapshot_token()) as the game draws it: its icon, else
 * its letter, on its colour, or, given a team, on that team's colour and
 * in its shape (as a unit of that side stands on the board). It follows
 * the type's edits. */
#define TACTICS_TYPE_EDITOR_UNIT_TOKEN (tactics_editor_unit_token_get_type ())
G_DECLARE_FINAL_TYPE (TacticsEditorUnitToken, tactics_editor_unit_token,
                      TACTICS, EDITOR_UNIT_TOKEN, GtkWidget)

GtkWidget       *tactics_editor_unit_token_new           (TacticsUnitType        *unit_type,
                                                          int                     size);
void             tactics_editor_unit_token_set_unit_type (TacticsEditorUnitToken *self,
                                                          TacticsUnitType        *unit_type);
TacticsUnitType *tactics_editor_unit_token_get_unit_type (TacticsEditorUnitToken *self);
/* The team whose colour and shape the token takes, -1 (the default) for
 * the unit type's own colour. */
void             tactics_editor_unit_token_set_team      (TacticsEditorUnitToken *self,
                                                          int                     team);
int              tactics_editor_unit_token_get_team      (TacticsEditorUnitToken *self);

G_END_DECLS
