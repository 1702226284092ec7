/* SPDX-License-Identifier: GPL-3.0-or-later */
#pragma once

#if !defined(TACTICS_INSIDE) && !defined(TACTICS_COMPILATION)
# error "Only <tactics.h> can be included directly."
#endif

#include <gio/gio.h>

#include "tactics-macros.h"
#include "tactics-map.h"
#include "tactics-scenario.h"

G_BEGIN_DECLS

/* Maps to Tiled (doc/importing.md): a CSV layer, the terrains as an
 * embedded tileset whose tiles carry a "terrain" property, start zones as
 * rectangles typed "start". */
TACTICS_AVAILABLE_IN_ALL
GBytes          *tactics_tmx_export_to_bytes (TacticsMap       *map,
                                              TacticsScenario  *scenario,
                                              const char       *ruleset_reference);
TACTICS_AVAILABLE_IN_ALL
gboolean         tactics_tmx_export          (TacticsMap       *map,
                                              TacticsScenario  *scenario,
                                              GFile            *source,
                                              GFile            *destination,
                                              GError          **error);

G_END_DECLS
