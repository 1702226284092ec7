/* SPDX-License-Identifier: GPL-3.0-or-later */
#pragma once

#include <gtk/gtk.h>
#include "tactics.h"

G_BEGIN_DECLS

/* A map's grid, squares or hexagons, as one drop-down. The New Map and
 * Generate Map dialogs both ask for the grid through it. Property
 * "topology" (a TacticsTopology), notified when the choice changes. */
#define TACTICS_TYPE_EDITOR_TOPOLOGY_FIELD (tactics_editor_topology_field_get_type ())
G_DECLARE_FINAL_TYPE (TacticsEditorTopologyField, tactics_editor_topology_field,
                      TACTICS, EDITOR_TOPOLOGY_FIELD, GtkWidget)

GtkWidget      *tactics_editor_topology_field_new          (void);
TacticsTopology tactics_editor_topology_field_get_topology (TacticsEditorTopologyField *self);
void            tactics_editor_topology_field_set_topology (TacticsEditorTopologyField *self,
                                                            TacticsTopology             topology);

G_END_DECLS
