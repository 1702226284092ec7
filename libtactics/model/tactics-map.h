/* SPDX-License-Identifier: GPL-3.0-or-later */
#pragma once

#if !defined(TACTICS_INSIDE) && !defined(TACTICS_COMPILATION)
# error "Only <tactics.h> can be included directly."
#endif

#include <glib-object.h>

#include "tactics-cost-grid.h"
#include "tactics-geometry-enums.h"
#include "tactics-geometry.h"
#include "tactics-macros.h"
#include "tactics-ruleset.h"
#include "tactics-terrain.h"

G_BEGIN_DECLS

/* A board: its size, topology and the terrain of every cell. Terrains come
 * from its ruleset (inline in the file, or the file named by
 * "ruleset-path"). Cells store terrain positions in the ruleset's terrain
 * list; when that list changes the map remaps its cells by terrain
 * identity, and cells whose terrain was removed get terrain 0.
 *
 * Properties: "name", "description", "width", "height", "topology",
 * "ruleset" (TacticsRuleset, never NULL), "ruleset-path" (the reference as
 * written in the file, relative to the map's folder, or the path of the
 * bundled ruleset standing in for a missing one; NULL when terrains are
 * inline), "translation-domain". "cells-changed" (x, y, width, height) is
 * emitted after cells change; a resize also notifies "width"/"height". */
#define TACTICS_TYPE_MAP (tactics_map_get_type ())
TACTICS_AVAILABLE_IN_ALL
G_DECLARE_FINAL_TYPE (TacticsMap, tactics_map, TACTICS, MAP, GObject)

/* A map with every cell set to terrain 0. */
TACTICS_AVAILABLE_IN_ALL
TacticsMap      *tactics_map_new                (int              width,
                                                 int              height,
                                                 TacticsTopology  topology,
                                                 TacticsRuleset  *ruleset);
TACTICS_AVAILABLE_IN_ALL
const char      *tactics_map_get_name           (TacticsMap      *self);
TACTICS_AVAILABLE_IN_ALL
void             tactics_map_set_name           (TacticsMap      *self,
                                                 const char      *name);
TACTICS_AVAILABLE_IN_ALL
const char      *tactics_map_get_description    (TacticsMap      *self);
TACTICS_AVAILABLE_IN_ALL
void             tactics_map_set_description    (TacticsMap      *self,
                                                 const char      *description);
/* The gettext domain of the map file's strings (its name and description,
 * and those of inline rules), NULL by default; see
 * tactics_ruleset_get_translation_domain(). A ruleset file the map names
 * has its own. */
TACTICS_AVAILABLE_IN_ALL
const char      *tactics_map_get_translation_domain (TacticsMap  *self);
TACTICS_AVAILABLE_IN_ALL
void             tactics_map_set_translation_domain (TacticsMap  *self,
                                                     const char  *domain);
TACTICS_AVAILABLE_IN_ALL
int              tactics_map_get_width          (TacticsMap      *self);
TACTICS_AVAILABLE_IN_ALL
int              tactics_map_get_height         (TacticsMap      *self);
TACTICS_AVAILABLE_IN_ALL
TacticsTopology  tactics_map_get_topology       (TacticsMap      *self);
TACTICS_AVAILABLE_IN_ALL
void             tactics_map_set_topology       (TacticsMap      *self,
                                                 TacticsTopology  topology);
TACTICS_AVAILABLE_IN_ALL
TacticsRuleset  *tactics_map_get_ruleset        (TacticsMap      *self);
TACTICS_AVAILABLE_IN_ALL
void             tactics_map_set_ruleset        (TacticsMap      *self,
                                                 TacticsRuleset  *ruleset);
TACTICS_AVAILABLE_IN_ALL
const char      *tactics_map_get_ruleset_path   (TacticsMap      *self);
TACTICS_AVAILABLE_IN_ALL
void             tactics_map_set_ruleset_path   (TacticsMap      *self,
                                                 const char      *path);

/* The ruleset reference as the map file gives it when no file was there
 * and the bundled ruleset of the same file name stood in (a bundled map
 * copied to another folder names "../default.ruleset.xml"); NULL
 * otherwise. "ruleset-path" then names the bundled file, which is what
 * saving the map writes. See doc/file-formats.md. */
TACTICS_AVAILABLE_IN_ALL
const char      *tactics_map_get_ruleset_fallback (TacticsMap    *self);
/* What the programs tell when the bundled ruleset stood in, e.g. "the
 * ruleset “../default.ruleset.xml” is not there: using the bundled one,
 * /usr/share/tactics/default.ruleset.xml"; NULL when it did not. (transfer
 * full) */
TACTICS_AVAILABLE_IN_ALL
char            *tactics_map_dup_ruleset_notice (TacticsMap      *map);

TACTICS_AVAILABLE_IN_ALL
gboolean         tactics_map_contains           (TacticsMap      *self,
                                                 TacticsCell      cell);
TACTICS_AVAILABLE_IN_ALL
guint            tactics_map_get_terrain_index  (TacticsMap      *self,
                                                 TacticsCell      cell);
/* (transfer none) */
TACTICS_AVAILABLE_IN_ALL
TacticsTerrain  *tactics_map_get_terrain        (TacticsMap      *self,
                                                 TacticsCell      cell);
TACTICS_AVAILABLE_IN_ALL
void             tactics_map_set_terrain_index  (TacticsMap      *self,
                                                 TacticsCell      cell,
                                                 guint            index);
/* Row-major width × height terrain positions, read-only. */
TACTICS_AVAILABLE_IN_ALL
const guint16   *tactics_map_get_cells          (TacticsMap      *self);
/* Replaces every cell at once (width × height values, each below the
 * number of terrains); one "cells-changed". */
TACTICS_AVAILABLE_IN_ALL
void             tactics_map_set_cells          (TacticsMap      *self,
                                                 const guint16   *cells);
/* Replaces the cells of the rectangle at (@x, @y) of @width × @height
 * (@width values a row, each below the number of terrains); one
 * "cells-changed" for the rectangle, none if nothing changed. */
TACTICS_AVAILABLE_IN_ALL
void             tactics_map_set_cells_rect     (TacticsMap      *self,
                                                 int              x,
                                                 int              y,
                                                 int              width,
                                                 int              height,
                                                 const guint16   *cells);
/* Sets each of @cells that is on the map to terrain @index; one
 * "cells-changed" for the rectangle around those that changed. Returns how
 * many changed. */
TACTICS_AVAILABLE_IN_ALL
guint            tactics_map_paint_cells        (TacticsMap        *self,
                                                 const TacticsCell *cells,
                                                 guint              n_cells,
                                                 guint              index);
/* Between these (they nest), "cells-changed" is held back: end_changes()
 * emits it once, for the rectangle around every change since. */
TACTICS_AVAILABLE_IN_ALL
void             tactics_map_begin_changes      (TacticsMap        *self);
TACTICS_AVAILABLE_IN_ALL
void             tactics_map_end_changes        (TacticsMap        *self);

/* Resizes to @width × @height; the old cell (x, y) moves to
 * (x + offset_x, y + offset_y); new cells get terrain @fill. */
TACTICS_AVAILABLE_IN_ALL
void             tactics_map_resize             (TacticsMap      *self,
                                                 int              width,
                                                 int              height,
                                                 int              offset_x,
                                                 int              offset_y,
                                                 guint            fill);

/* The cost of every cell for a movement type, built on first use and kept
 * until a cell, a cost or the ruleset changes (transfer none; valid until
 * then). NULL when the ruleset has no such movement type. */
TACTICS_AVAILABLE_IN_ALL
const TacticsCostGrid *tactics_map_get_cost_grid (TacticsMap      *self,
                                                  const char      *movetype_id);

/* Whether a unit moving by @movetype_id could stand anywhere on this map:
 * the map's rules know the movement type and at least one cell is
 * passable to it. FALSE for NULL: a unit type without a movement type
 * cannot take part in a match. */
TACTICS_AVAILABLE_IN_ALL
gboolean          tactics_map_has_ground_for    (TacticsMap      *self,
                                                 const char      *movetype_id);

/* TRUE when both have the same name, size, topology, ruleset path, cells
 * and equal rulesets (the translation domain is not compared). */
TACTICS_AVAILABLE_IN_ALL
gboolean         tactics_map_equal              (TacticsMap      *a,
                                                 TacticsMap      *b);

G_END_DECLS
