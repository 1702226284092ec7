/* SPDX-License-Identifier: GPL-3.0-or-later */
#pragma once

#if !defined(TACTICS_INSIDE) && !defined(TACTICS_COMPILATION)
# error "Only <tactics.h> can be included directly."
#endif

#include <glib-object.h>

#include "tactics-geometry-enums.h"
#include "tactics-macros.h"

G_BEGIN_DECLS

/**
 * TACTICS_MAX_MAP_SIZE:
 *
 * Largest width and height of a map; searches size their cell indices by
 * it.
 */
#define TACTICS_MAX_MAP_SIZE 4096

/**
 * TacticsCell:
 * @x: the column
 * @y: the row
 *
 * A board cell in file coordinates: on square boards (x, y) with (0,0) at
 * the top-left; on hex boards pointy-top odd-r offset coordinates
 * (x = column, y = row, odd rows shifted right by half a hex).
 *
 * #TacticsCell is a boxed type: the copies tactics_cell_copy() makes are
 * freed with tactics_cell_free().
 */
typedef struct {
  int x;
  int y;
} TacticsCell;

/**
 * TacticsAxial:
 * @q: the axial column
 * @r: the axial row
 *
 * Axial hex coordinates; the cube form (#TacticsCube) adds s = -q - r.
 */
typedef struct {
  int q;
  int r;
} TacticsAxial;

/**
 * TacticsCube:
 * @q: the q coordinate
 * @r: the r coordinate
 * @s: the s coordinate, always -q - r
 *
 * Cube hex coordinates, handy for rounding and distances.
 */
typedef struct {
  int q;
  int r;
  int s;
} TacticsCube;

/**
 * TACTICS_TYPE_CELL:
 *
 * The #GType of #TacticsCell.
 */
#define TACTICS_TYPE_CELL (tactics_cell_get_type ())
TACTICS_AVAILABLE_IN_ALL
GType        tactics_cell_get_type      (void) G_GNUC_CONST;
TACTICS_AVAILABLE_IN_ALL
TacticsCell *tactics_cell_copy          (const TacticsCell *cell);
TACTICS_AVAILABLE_IN_ALL
void         tactics_cell_free          (TacticsCell       *cell);

#define TACTICS_TYPE_AXIAL (tactics_axial_get_type ())
TACTICS_AVAILABLE_IN_ALL
GType         tactics_axial_get_type    (void) G_GNUC_CONST;
TACTICS_AVAILABLE_IN_ALL
TacticsAxial *tactics_axial_copy        (const TacticsAxial *axial);
TACTICS_AVAILABLE_IN_ALL
void          tactics_axial_free        (TacticsAxial       *axial);

#define TACTICS_TYPE_CUBE (tactics_cube_get_type ())
TACTICS_AVAILABLE_IN_ALL
GType         tactics_cube_get_type     (void) G_GNUC_CONST;
TACTICS_AVAILABLE_IN_ALL
TacticsCube  *tactics_cube_copy         (const TacticsCube  *cube);
TACTICS_AVAILABLE_IN_ALL
void          tactics_cube_free         (TacticsCube        *cube);

/**
 * TACTICS_MAX_NEIGHBOURS:
 *
 * Largest number of neighbours a cell has in any topology.
 */
#define TACTICS_MAX_NEIGHBOURS 6
/**
 * TACTICS_MAX_DIRECTIONS:
 *
 * Largest number of straight-line directions in any topology or metric.
 */
#define TACTICS_MAX_DIRECTIONS 8

TACTICS_AVAILABLE_IN_ALL
TacticsAxial tactics_offset_to_axial    (TacticsCell   cell);
TACTICS_AVAILABLE_IN_ALL
TacticsCell  tactics_axial_to_offset    (TacticsAxial  axial);
TACTICS_AVAILABLE_IN_ALL
TacticsCube  tactics_axial_to_cube      (TacticsAxial  axial);
TACTICS_AVAILABLE_IN_ALL
TacticsAxial tactics_cube_to_axial      (TacticsCube   cube);
/* Rounds fractional cube coordinates to the nearest hex. */
TACTICS_AVAILABLE_IN_ALL
TacticsCube  tactics_cube_round         (double        q,
                                         double        r,
                                         double        s);

/* The symmetries of the grid about an origin, on a position relative to
 * it: (dx, dy) on square boards, axial (dq, dr) on hex boards. Every one
 * maps cells onto cells, so nothing is ever rounded. A turn is a quarter
 * turn clockwise on square, a sixth (60°) on hex; the flips mirror in the
 * column and in the row through the origin. */
TACTICS_AVAILABLE_IN_ALL
TacticsCell  tactics_relative_turn      (TacticsTopology topology,
                                         TacticsCell     at);
TACTICS_AVAILABLE_IN_ALL
TacticsCell  tactics_relative_flip_left_right (TacticsTopology topology,
                                               TacticsCell     at);
TACTICS_AVAILABLE_IN_ALL
TacticsCell  tactics_relative_flip_top_bottom (TacticsTopology topology,
                                               TacticsCell     at);

/* The metric a topology uses when none is asked for: chebyshev on square
 * (doc/rules.md, Distances), hex on hex. */
TACTICS_AVAILABLE_IN_ALL
TacticsMetric tactics_default_metric    (TacticsTopology topology);
/* The metric actually used on a topology: any metric on a hex board is hex;
 * on a square board, hex means chebyshev. */
TACTICS_AVAILABLE_IN_ALL
TacticsMetric tactics_metric_for_topology (TacticsMetric   metric,
                                           TacticsTopology topology);
/**
 * TACTICS_N_METRICS:
 *
 * Number of distance metrics there are.
 */
#define TACTICS_N_METRICS 3
/* The metrics a topology has, those tactics_metric_for_topology() keeps
 * (manhattan and chebyshev on square, hex on hex), in enum order, written
 * to @metrics. Returns their count. */
TACTICS_AVAILABLE_IN_ALL
guint        tactics_topology_get_metrics (TacticsTopology topology,
                                           TacticsMetric   metrics[TACTICS_N_METRICS]);

/* Grid distance between two cells (file coordinates) in a metric; the hex
 * metric reads them as odd-r offset cells. */
TACTICS_AVAILABLE_IN_ALL
int          tactics_distance           (TacticsMetric   metric,
                                         TacticsCell     a,
                                         TacticsCell     b);

/* Movement neighbours (4 on square, 6 on hex), unclipped: the caller drops
 * those off the board. Returns how many were written to @out. */
TACTICS_AVAILABLE_IN_ALL
guint        tactics_neighbours         (TacticsTopology topology,
                                         TacticsCell     cell,
                                         TacticsCell     out[TACTICS_MAX_NEIGHBOURS]);

/* Straight-line directions: 4 orthogonal for manhattan, 8 for chebyshev,
 * 6 for hex. Returns their count. */
TACTICS_AVAILABLE_IN_ALL
guint        tactics_n_directions       (TacticsMetric   metric);
/* The cell @steps steps from @cell along direction @direction
 * (0 ≤ direction < tactics_n_directions). Directions go clockwise from east. */
TACTICS_AVAILABLE_IN_ALL
TacticsCell  tactics_step               (TacticsMetric   metric,
                                         TacticsCell     cell,
                                         guint           direction,
                                         int             steps);
/* If @to lies on one of the straight lines from @from (and differs from
 * it), stores the direction and returns TRUE. */
TACTICS_AVAILABLE_IN_ALL
gboolean     tactics_direction_between  (TacticsMetric   metric,
                                         TacticsCell     from,
                                         TacticsCell     to,
                                         guint          *direction);

/* The cells of a straight line from @a to @b inclusive (Bresenham-like on
 * square boards, cube lerp + rounding on hex), appended to @cells
 * (a GArray of TacticsCell). */
TACTICS_AVAILABLE_IN_ALL
void         tactics_line               (TacticsTopology topology,
                                         TacticsCell     a,
                                         TacticsCell     b,
                                         GArray         *cells);

/* Pixel geometry. @cell_size is the square's side, or the hex's side
 * (= circumradius; a pointy-top hex is sqrt(3)·size wide and 2·size high,
 * rows 1.5·size apart). Pixel (0,0) is the top-left corner of the board's
 * bounding box. */
TACTICS_AVAILABLE_IN_ALL
void         tactics_cell_to_pixel      (TacticsTopology topology,
                                         double          cell_size,
                                         TacticsCell     cell,
                                         double         *center_x,
                                         double         *center_y);
/* The cell containing the pixel, unclipped (may lie off any board). */
TACTICS_AVAILABLE_IN_ALL
TacticsCell  tactics_pixel_to_cell      (TacticsTopology topology,
                                         double          cell_size,
                                         double          px,
                                         double          py);
/* Size in pixels of the bounding box of a width×height board. */
TACTICS_AVAILABLE_IN_ALL
void         tactics_board_pixel_size   (TacticsTopology topology,
                                         double          cell_size,
                                         int             width,
                                         int             height,
                                         double         *pixel_width,
                                         double         *pixel_height);

/* The width of a cell across its flat sides: sqrt(3)·@cell_size for a
 * pointy-top hex, @cell_size for a square. */
TACTICS_AVAILABLE_IN_ALL
double       tactics_cell_breadth       (TacticsTopology topology,
                                         double          cell_size);
/* The size of a cell whose edges lie @inset inside those of a cell of
 * @cell_size, never below 0: a hex's corners move in by inset / cos 30°,
 * a square's sides by @inset each. */
TACTICS_AVAILABLE_IN_ALL
double       tactics_cell_inset_size    (TacticsTopology topology,
                                         double          cell_size,
                                         double          inset);
/* Corner @corner (0 to 5 on hex, 0 to 3 on squares; others wrap) of the
 * cell of @cell_size centred on (@center_x, @center_y), clockwise so that
 * edge k (corner k to corner k + 1) faces the k-th neighbour clockwise
 * from east: a hex's corners lie at −30°, 30°, 90°… from its centre. */
TACTICS_AVAILABLE_IN_ALL
void         tactics_cell_corner        (TacticsTopology topology,
                                         double          cell_size,
                                         double          center_x,
                                         double          center_y,
                                         int             corner,
                                         double         *x,
                                         double         *y);

G_DEFINE_AUTOPTR_CLEANUP_FUNC (TacticsCell, tactics_cell_free)
G_DEFINE_AUTOPTR_CLEANUP_FUNC (TacticsAxial, tactics_axial_free)
G_DEFINE_AUTOPTR_CLEANUP_FUNC (TacticsCube, tactics_cube_free)

G_END_DECLS
