/* SPDX-License-Identifier: GPL-3.0-or-later */
#pragma once

#if !defined(TACTICS_INSIDE) && !defined(TACTICS_COMPILATION)
# error "Only <tactics.h> can be included directly."
#endif

#include <glib-object.h>

#include "tactics-geometry-enums.h"
#include "tactics-geometry.h"
#include "tactics-macros.h"
#include "tactics-map.h"
#include "tactics-scenario.h"

G_BEGIN_DECLS

/* A piece of a map lifted out to be put down elsewhere: the terrain of its
 * cells (by terrain id, so it fits any map whose ruleset has them), the
 * regions those cells belong to and the units standing on them (by side,
 * unit type and name).
 *
 * Cells are kept relative to an anchor cell, the one under the pointer
 * when the fragment is placed: on square boards as (dx, dy), on hex boards
 * as axial steps (dq, dr), so a hex fragment keeps its shape whatever the
 * row it lands on. Rotations and flips turn it about the anchor; every one
 * of them is a symmetry of the grid, so no cell is ever rounded:
 *
 * - square: quarter turns, left–right and top–bottom flips;
 * - hex (pointy-top): sixth turns (60°), left–right and top–bottom flips
 *   (both mirror lines run through the anchor's centre and its
 *   neighbours, along a row or across it). There are no quarter turns.
 *
 * A fragment is written as a <tactics-fragment> element (for the
 * clipboard) and read back with the limits and errors of the other files. */
#define TACTICS_TYPE_FRAGMENT (tactics_fragment_get_type ())
typedef struct _TacticsFragment TacticsFragment;

/**
 * TACTICS_FRAGMENT_ERROR:
 *
 * The error domain of putting fragments on maps; its codes are
 * #TacticsFragmentError.
 */
#define TACTICS_FRAGMENT_ERROR (tactics_fragment_error_quark ())

/**
 * TacticsFragmentError:
 * @TACTICS_FRAGMENT_ERROR_TOPOLOGY: a hex fragment on a square map or back
 * @TACTICS_FRAGMENT_ERROR_TERRAIN: the map's ruleset lacks a terrain
 * @TACTICS_FRAGMENT_ERROR_UNIT_TYPE: the map's ruleset lacks a unit type
 * @TACTICS_FRAGMENT_ERROR_SIDE: the scenario has no side for a unit
 * @TACTICS_FRAGMENT_ERROR_TAKEN: a unit already stands on a cell
 * @TACTICS_FRAGMENT_ERROR_LIMIT: too many units or regions
 *
 * Why a fragment cannot be put on a map.
 */
typedef enum {
  TACTICS_FRAGMENT_ERROR_TOPOLOGY,  /* a hex fragment on a square map or back */
  TACTICS_FRAGMENT_ERROR_TERRAIN,   /* the map's ruleset lacks a terrain */
  TACTICS_FRAGMENT_ERROR_UNIT_TYPE, /* ... or a unit type */
  TACTICS_FRAGMENT_ERROR_SIDE,      /* the scenario has no side for a unit */
  TACTICS_FRAGMENT_ERROR_TAKEN,     /* a unit already stands on a cell */
  TACTICS_FRAGMENT_ERROR_LIMIT,     /* too many units or regions */
} TacticsFragmentError;

/**
 * TacticsFragmentFlip:
 * @TACTICS_FRAGMENT_FLIP_LEFT_RIGHT: swap left and right, about a vertical
 *   line
 * @TACTICS_FRAGMENT_FLIP_TOP_BOTTOM: swap top and bottom, about a
 *   horizontal line
 *
 * The mirror lines of tactics_fragment_flip().
 */
typedef enum {
  TACTICS_FRAGMENT_FLIP_LEFT_RIGHT,
  TACTICS_FRAGMENT_FLIP_TOP_BOTTOM,
} TacticsFragmentFlip;

/**
 * TACTICS_FRAGMENT_MIME_TYPE:
 *
 * The mime type of a fragment on the clipboard.
 */
#define TACTICS_FRAGMENT_MIME_TYPE "application/x-tactics-fragment+xml"

TACTICS_AVAILABLE_IN_ALL
GType            tactics_fragment_get_type        (void) G_GNUC_CONST;
TACTICS_AVAILABLE_IN_ALL
GQuark           tactics_fragment_error_quark     (void);

/* The cells of the rectangle between corners @a and @b of @map (inclusive,
 * clipped to the map), with their regions and placed units when @scenario
 * (nullable, of @map) has them. The anchor is the rectangle's middle cell.
 * NULL when the rectangle misses the map. (transfer full) */
TACTICS_AVAILABLE_IN_ALL
TacticsFragment *tactics_fragment_new_from_map    (TacticsMap        *map,
                                                   TacticsScenario   *scenario,
                                                   TacticsCell        a,
                                                   TacticsCell        b);
TACTICS_AVAILABLE_IN_ALL
TacticsFragment *tactics_fragment_ref             (TacticsFragment   *self);
TACTICS_AVAILABLE_IN_ALL
void             tactics_fragment_unref           (TacticsFragment   *self);
/* A fragment of its own to turn, with the same cells. (transfer full) */
TACTICS_AVAILABLE_IN_ALL
TacticsFragment *tactics_fragment_copy            (TacticsFragment   *self);

TACTICS_AVAILABLE_IN_ALL
TacticsTopology  tactics_fragment_get_topology    (TacticsFragment   *self);
TACTICS_AVAILABLE_IN_ALL
guint            tactics_fragment_get_n_cells     (TacticsFragment   *self);
/* The width and height of the rectangle it was taken from (before any
 * turn). */
TACTICS_AVAILABLE_IN_ALL
void             tactics_fragment_get_size        (TacticsFragment   *self,
                                                   int               *width,
                                                   int               *height);
TACTICS_AVAILABLE_IN_ALL
guint            tactics_fragment_get_n_units     (TacticsFragment   *self);
TACTICS_AVAILABLE_IN_ALL
guint            tactics_fragment_get_n_regions   (TacticsFragment   *self);

/* Turns the fragment clockwise by @steps (negative: anticlockwise)
 * quarter turns on square boards, sixth turns on hex boards. */
TACTICS_AVAILABLE_IN_ALL
void             tactics_fragment_rotate          (TacticsFragment   *self,
                                                   int                steps);
TACTICS_AVAILABLE_IN_ALL
void             tactics_fragment_flip            (TacticsFragment   *self,
                                                   TacticsFragmentFlip flip);

/* Where the fragment's cells land with its anchor on @anchor, on a
 * @width × @height board of its topology: appends those on the board to
 * @cells (TacticsCell) and, when @terrains is not NULL, each one's
 * terrain id (const char *, owned by the fragment) to it. */
TACTICS_AVAILABLE_IN_ALL
void             tactics_fragment_place_cells     (TacticsFragment   *self,
                                                   TacticsCell        anchor,
                                                   int                width,
                                                   int                height,
                                                   GArray            *cells,
                                                   GPtrArray         *terrains);

/* Whether the fragment can go on @map anywhere: the same topology, and
 * every terrain it holds in the map's ruleset. What depends on where it
 * goes (units on taken cells) is tactics_fragment_paste()'s to check. */
TACTICS_AVAILABLE_IN_ALL
gboolean         tactics_fragment_fits            (TacticsFragment   *self,
                                                   TacticsMap        *map,
                                                   GError           **error);

/* Checks that the fragment can go on @map with its anchor on @anchor and,
 * when it can, puts it there: the cells on the map take its terrain; with
 * @scenario (nullable, of @map) they join its regions (a region the
 * scenario lacks is added, with its name and colour) and its units stand
 * on them, under new ids, on the side of the same id (else the same
 * position). Nothing changes when it returns FALSE. Without a scenario
 * regions and units stay behind. */
TACTICS_AVAILABLE_IN_ALL
gboolean         tactics_fragment_paste           (TacticsFragment   *self,
                                                   TacticsMap        *map,
                                                   TacticsScenario   *scenario,
                                                   TacticsCell        anchor,
                                                   GError           **error);

/* The fragment as a <tactics-fragment> document. (transfer full) */
TACTICS_AVAILABLE_IN_ALL
char            *tactics_fragment_to_xml          (TacticsFragment   *self);
/* Reads one back, with the guards of every file (no DTD, depth, size)
 * and a TACTICS_FILE_ERROR naming @name (what the data is, for people:
 * "the clipboard") and the line for anything wrong. (transfer full) */
TACTICS_AVAILABLE_IN_ALL
TacticsFragment *tactics_fragment_new_from_xml    (const char        *data,
                                                   gsize              size,
                                                   const char        *name,
                                                   GError           **error);

G_DEFINE_AUTOPTR_CLEANUP_FUNC (TacticsFragment, tactics_fragment_unref)

G_END_DECLS
