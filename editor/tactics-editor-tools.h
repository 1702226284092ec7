/* SPDX-License-Identifier: GPL-3.0-or-later */
#pragma once

#include <glib-object.h>

#include "tactics.h"

G_BEGIN_DECLS

/* The cells each painting tool touches, computed without any widget so
 * tests can check the geometry directly. Functions append TacticsCell
 * values to a GArray; tactics_editor_cells_clip() then drops cells off the
 * board and duplicates. */

typedef enum {
  TACTICS_EDITOR_TOOL_BRUSH,
  TACTICS_EDITOR_TOOL_LINE,
  TACTICS_EDITOR_TOOL_RECTANGLE,
  TACTICS_EDITOR_TOOL_FILL,
  TACTICS_EDITOR_TOOL_ERASER,
  TACTICS_EDITOR_TOOL_EYEDROPPER,
  TACTICS_EDITOR_TOOL_REACH,
  /* A rectangle to copy or cut (tactics-editor-window-clipboard.c). */
  TACTICS_EDITOR_TOOL_SELECT,
} TacticsEditorTool;

/* Mirror painting for fair maps: every painted cell is also painted at its
 * mirror image(s). On hex boards (odd-r) the images are exact symmetries
 * of the hex grid where one exists: left–right reflects each row about the
 * middle of the even rows (the last cell of odd rows has no image); point
 * symmetry is a half turn about the board's centre, exact when the number
 * of rows is even; top–bottom keeps the column, which is exact when the
 * number of rows is odd. */
typedef enum {
  TACTICS_EDITOR_MIRROR_NONE,
  TACTICS_EDITOR_MIRROR_LEFT_RIGHT,
  TACTICS_EDITOR_MIRROR_TOP_BOTTOM,
  TACTICS_EDITOR_MIRROR_POINT,
  TACTICS_EDITOR_MIRROR_FOUR_WAY,
} TacticsEditorMirror;

#define TACTICS_EDITOR_MAX_BRUSH_SIZE 5

/* The cells x … x + length − 1 of row y. */
typedef struct {
  int x;
  int y;
  int length;
} TacticsEditorSpan;

const char *tactics_editor_tool_to_string   (TacticsEditorTool    tool);
gboolean    tactics_editor_tool_from_string (const char          *name,
                                             TacticsEditorTool   *tool);
const char *tactics_editor_mirror_to_string (TacticsEditorMirror  mirror);
gboolean    tactics_editor_mirror_from_string (const char        *name,
                                               TacticsEditorMirror *mirror);

/* A brush of @size (1..TACTICS_EDITOR_MAX_BRUSH_SIZE) on @center: a
 * size × size block on square boards (the extra row and column of even
 * sizes go right and down), every hex within size − 1 steps on hex
 * boards. */
void     tactics_editor_brush_cells      (TacticsTopology      topology,
                                          TacticsCell          center,
                                          guint                size,
                                          GArray              *cells);
/* A straight line from @a to @b drawn with the brush of @size. */
void     tactics_editor_line_cells       (TacticsTopology      topology,
                                          TacticsCell          a,
                                          TacticsCell          b,
                                          guint                size,
                                          GArray              *cells);
/* The rectangle of rows and columns between two corners (inclusive), all
 * of it or only its border. */
void     tactics_editor_rectangle_cells  (TacticsCell          a,
                                          TacticsCell          b,
                                          gboolean             filled,
                                          GArray              *cells);
/* Flood fill: the cells of @start's terrain connected to it (through
 * movement neighbours), or with @contiguous FALSE every cell of that
 * terrain on the map. */
void     tactics_editor_flood_cells      (TacticsMap          *map,
                                          TacticsCell          start,
                                          gboolean             contiguous,
                                          GArray              *cells);
/* The same cells as stretches of rows (TacticsEditorSpan), each cell in
 * one of them once: a whole map is a few thousand of these, not millions
 * of cells. */
void     tactics_editor_flood_spans      (TacticsMap          *map,
                                          TacticsCell          start,
                                          gboolean             contiguous,
                                          GArray              *spans);
/* Appends the cells of @spans, left to right. */
void     tactics_editor_spans_to_cells   (const TacticsEditorSpan *spans,
                                          guint                n_spans,
                                          GArray              *cells);
/* The mirror images of @cell on a width × height board (not the cell
 * itself, none off the board); returns how many were written (≤ 3). */
guint    tactics_editor_mirror_cell      (TacticsTopology      topology,
                                          int                  width,
                                          int                  height,
                                          TacticsEditorMirror  mirror,
                                          TacticsCell          cell,
                                          TacticsCell          images[3]);
/* Appends the mirror images of every cell of @cells. */
void     tactics_editor_mirror_cells     (TacticsTopology      topology,
                                          int                  width,
                                          int                  height,
                                          TacticsEditorMirror  mirror,
                                          GArray              *cells);
/* Drops the cells off a width × height board and repeated cells, keeping
 * the first occurrence's order. */
void     tactics_editor_cells_clip       (int                  width,
                                          int                  height,
                                          GArray              *cells);

G_END_DECLS
