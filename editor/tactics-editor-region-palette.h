/* SPDX-License-Identifier: GPL-3.0-or-later */
#pragma once

#include <gtk/gtk.h>

#include "tactics-gtk.h"

G_BEGIN_DECLS

/* The Map page's list of a scenario's regions to paint: each row shows the
 * region's colour, its name and how many cells it has, and follows their
 * changes. The chosen region is the one the paint tools paint. "New
 * Region" adds one (as an undoable step) and chooses it.
 *
 * Properties: "scenario", "region" (the chosen one, or NULL). */
#define TACTICS_TYPE_EDITOR_REGION_PALETTE (tactics_editor_region_palette_get_type ())
G_DECLARE_FINAL_TYPE (TacticsEditorRegionPalette, tactics_editor_region_palette,
                      TACTICS, EDITOR_REGION_PALETTE, GtkWidget)

GtkWidget     *tactics_editor_region_palette_new          (void);
void           tactics_editor_region_palette_set_scenario (TacticsEditorRegionPalette *self,
                                                           TacticsScenario            *scenario);
/* The chosen region (transfer none), or NULL. */
TacticsRegion *tactics_editor_region_palette_get_region   (TacticsEditorRegionPalette *self);
void           tactics_editor_region_palette_set_region   (TacticsEditorRegionPalette *self,
                                                           TacticsRegion              *region);

G_END_DECLS
