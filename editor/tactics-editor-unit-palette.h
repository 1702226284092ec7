/* SPDX-License-Identifier: GPL-3.0-or-later */
#pragma once

#include <gtk/gtk.h>

#include "tactics-gtk.h"

G_BEGIN_DECLS

/* The Map page's palette of units to place for a scenario: the side they
 * go to, then the ruleset's unit types, each drawn as its token. A type is
 * dragged onto the board (the drag carries the TacticsUnitType), or chosen
 * for clicks on the board to place.
 *
 * Properties: "scenario", "side" (the chosen side, NULL when none),
 * "unit-type" (the chosen type, NULL when none). */
#define TACTICS_TYPE_EDITOR_UNIT_PALETTE (tactics_editor_unit_palette_get_type ())
G_DECLARE_FINAL_TYPE (TacticsEditorUnitPalette, tactics_editor_unit_palette,
                      TACTICS, EDITOR_UNIT_PALETTE, GtkWidget)

GtkWidget       *tactics_editor_unit_palette_new           (void);
void             tactics_editor_unit_palette_set_scenario  (TacticsEditorUnitPalette *self,
                                                            TacticsScenario          *scenario);
/* The chosen side and unit type (transfer none), or NULL. */
TacticsSide     *tactics_editor_unit_palette_get_side      (TacticsEditorUnitPalette *self);
void             tactics_editor_unit_palette_set_side      (TacticsEditorUnitPalette *self,
                                                            TacticsSide              *side);
TacticsUnitType *tactics_editor_unit_palette_get_unit_type (TacticsEditorUnitPalette *self);
/* Says why the last placing was refused ("" clears it). */
void             tactics_editor_unit_palette_set_message   (TacticsEditorUnitPalette *self,
                                                            const char               *message);

G_END_DECLS
