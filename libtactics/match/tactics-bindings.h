/* SPDX-License-Identifier: GPL-3.0-or-later */
#pragma once

#if !defined(TACTICS_INSIDE) && !defined(TACTICS_COMPILATION)
# error "Only <tactics.h> can be included directly."
#endif

#include <glib-object.h>

#include "tactics-command.h"
#include "tactics-geometry.h"
#include "tactics-macros.h"
#include "tactics-map.h"
#include "tactics-match.h"
#include "tactics-reach.h"
#include "tactics-unit.h"

G_BEGIN_DECLS

/* Language bindings (GObject introspection) cannot pass a struct by value:
 * these variants of the functions scripts need most take and give cells by
 * pointer, and stand in for the originals under their names in the
 * introspection data. C code calls the originals. */

TACTICS_AVAILABLE_IN_ALL
gboolean    tactics_map_contains_boxed           (TacticsMap            *self,
                                                  const TacticsCell     *cell);
TACTICS_AVAILABLE_IN_ALL
int         tactics_distance_boxed               (TacticsMetric          metric,
                                                  const TacticsCell     *a,
                                                  const TacticsCell     *b);
TACTICS_AVAILABLE_IN_ALL
void        tactics_reach_compute_boxed          (TacticsReach          *self,
                                                  const TacticsCostGrid *grid,
                                                  const TacticsCell     *start,
                                                  guint                  move_points,
                                                  TacticsOccupancyFunc   occupancy,
                                                  gpointer               user_data);
TACTICS_AVAILABLE_IN_ALL
int         tactics_reach_get_cost_boxed         (const TacticsReach    *self,
                                                  const TacticsCell     *cell);
TACTICS_AVAILABLE_IN_ALL
void        tactics_reach_get_destination_boxed  (const TacticsReach    *self,
                                                  guint                  index,
                                                  TacticsCell           *cell,
                                                  int                   *cost);
TACTICS_AVAILABLE_IN_ALL
void        tactics_unit_get_cell_boxed          (TacticsUnit           *self,
                                                  TacticsCell           *cell);
TACTICS_AVAILABLE_IN_ALL
TacticsUnit *tactics_match_get_unit_at_boxed     (TacticsMatch          *self,
                                                  const TacticsCell     *cell);
TACTICS_AVAILABLE_IN_ALL
void        tactics_command_init_place_boxed     (TacticsCommand        *command,
                                                  guint                  player,
                                                  guint                  unit,
                                                  const TacticsCell     *cell);
TACTICS_AVAILABLE_IN_ALL
void        tactics_command_init_move_boxed      (TacticsCommand        *command,
                                                  guint                  player,
                                                  guint                  unit,
                                                  const TacticsCell     *destination);
TACTICS_AVAILABLE_IN_ALL
void        tactics_command_init_act_boxed       (TacticsCommand        *command,
                                                  guint                  player,
                                                  guint                  unit,
                                                  guint                  action,
                                                  const TacticsCell     *focus);

G_END_DECLS
