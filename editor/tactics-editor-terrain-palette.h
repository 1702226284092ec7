/* SPDX-License-Identifier: GPL-3.0-or-later */
#pragma once

#include <gtk/gtk.h>

#include "tactics-gtk.h"

G_BEGIN_DECLS

/* The list of a ruleset's terrains to paint with: each row shows the
 * terrain as it looks on the board, its name, its id and, for the first
 * nine, the number key that picks it. Rows follow the ruleset's changes.
 *
 * Properties: "ruleset", "topology" (how swatches are drawn), "selected"
 * (the chosen terrain's position, G_MAXUINT for none). */
#define TACTICS_TYPE_EDITOR_TERRAIN_PALETTE (tactics_editor_terrain_palette_get_type ())
G_DECLARE_FINAL_TYPE (TacticsEditorTerrainPalette, tactics_editor_terrain_palette,
                      TACTICS, EDITOR_TERRAIN_PALETTE, GtkWidget)

GtkWidget      *tactics_editor_terrain_palette_new          (void);
TacticsRuleset *tactics_editor_terrain_palette_get_ruleset  (TacticsEditorTerrainPalette *self);
void            tactics_editor_terrain_palette_set_ruleset  (TacticsEditorTerrainPalette *self,
                                                      TacticsRuleset        *ruleset);
void            tactics_editor_terrain_palette_set_topology (TacticsEditorTerrainPalette *self,
                                                      TacticsTopology        topology);
guint           tactics_editor_terrain_palette_get_selected (TacticsEditorTerrainPalette *self);
void            tactics_editor_terrain_palette_set_selected (TacticsEditorTerrainPalette *self,
                                                      guint                  position);

G_END_DECLS
