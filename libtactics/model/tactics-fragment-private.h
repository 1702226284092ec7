/* SPDX-License-Identifier: GPL-3.0-or-later */
#pragma once

#include "tactics-fragment.h"
#include "tactics-geometry-enums.h"
#include "tactics-geometry.h"

/* The parts of a fragment, shared by tactics-fragment.c (geometry) and
 * tactics-fragment-file.c (its text form). */

G_BEGIN_DECLS

/* A cell: where it is from the anchor, and its terrain (an index into
 * terrain_ids). */
typedef struct {
  TacticsCell at;
  guint       terrain;
} TacticsFragmentCell;

/* The cells of a region inside the fragment. */
typedef struct {
  char   *id;
  char   *name;
  char   *color;
  GArray *cells;           /* TacticsCell, from the anchor */
} TacticsFragmentRegion;

/* A placed unit: its side by id, and by position for a scenario whose
 * sides have other ids. */
typedef struct {
  TacticsCell at;
  char       *side;
  guint       side_position;
  char       *type;
  char       *name;        /* NULL: its type's */
  guint       hp;          /* 0: full */
} TacticsFragmentUnit;

struct _TacticsFragment
{
  grefcount        ref_count;
  TacticsTopology  topology;
  int              width;        /* of the rectangle it came from */
  int              height;
  GPtrArray       *terrain_ids;  /* char *, each once */
  GArray          *cells;        /* TacticsFragmentCell */
  GPtrArray       *regions;      /* TacticsFragmentRegion */
  GArray          *units;        /* TacticsFragmentUnit */
};

/* Most cells a fragment holds: a whole map of the largest size. */
#define TACTICS_FRAGMENT_MAX_CELLS ((gsize) TACTICS_MAX_MAP_SIZE * TACTICS_MAX_MAP_SIZE)

TacticsFragment       *tactics_fragment_new_empty      (TacticsTopology  topology);
TacticsFragmentRegion *tactics_fragment_add_region     (TacticsFragment *self,
                                                        const char      *id,
                                                        const char      *name,
                                                        const char      *color);
/* The index of terrain @id in terrain_ids, added when new. */
guint                  tactics_fragment_intern_terrain (TacticsFragment *self,
                                                        const char      *id);
/* A board cell as a position from @anchor (axial steps on hex boards),
 * and back. */
TacticsCell            tactics_fragment_to_relative    (TacticsTopology  topology,
                                                        TacticsCell      anchor,
                                                        TacticsCell      cell);
TacticsCell            tactics_fragment_to_board       (TacticsTopology  topology,
                                                        TacticsCell      anchor,
                                                        TacticsCell      relative);

G_END_DECLS
