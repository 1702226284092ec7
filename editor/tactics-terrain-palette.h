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
#define TACTICS_TYPE_TERRAIN_PALETTE (tactics_terrain_palette_get_type ())
G_DECLARE_FINAL_TYPE (TacticsTerrainPalette, tactics_terrain_palette,
                      TACTICS, TERRAIN_PALETTE, GtkWidget)

GtkWidget      *tactics_terrain_palette_new          (void);
TacticsRuleset *tactics_terrain_palette_get_ruleset  (TacticsTerrainPalette *self);
void            tactics_terrain_palette_set_ruleset  (TacticsTerrainPalette *self,
                                                      TacticsRuleset        *ruleset);
void            tactics_terrain_palette_set_topology (TacticsTerrainPalette *self,
                                                      TacticsTopology        topology);
guint           tactics_terrain_palette_get_selected (TacticsTerrainPalette *self);
void            tactics_terrain_palette_set_selected (TacticsTerrainPalette *self,
                                                      guint                  position);

G_END_DECLS
