/* SPDX-License-Identifier: GPL-3.0-or-later */
#pragma once

#include <gtk/gtk.h>

#include "tactics-gtk.h"
#include "tactics-editor-document.h"
#include "tactics-editor-tools.h"

G_BEGIN_DECLS

/* One document in a window: the map page (tools, terrain palette, the
 * board, a status bar) and the ruleset pages (terrains and movement types,
 * units, actions).
 *
 * Properties: "document", "tool" (a tool name: "brush", "line",
 * "rectangle", "fill", "eraser", "eyedropper", "reach", "select"), "brush-size"
 * (1–5), "rectangle-filled", "mirror" ("none", "left-right", "top-bottom",
 * "point", "four-way"), "show-grid", "terrain" (the palette's choice),
 * "eraser-terrain". Each has an "editor.<name>" action for buttons and
 * shortcuts. */
#define TACTICS_TYPE_EDITOR_WINDOW (tactics_editor_window_get_type ())
G_DECLARE_FINAL_TYPE (TacticsEditorWindow, tactics_editor_window,
                      TACTICS, EDITOR_WINDOW, GtkApplicationWindow)

TacticsEditorWindow   *tactics_editor_window_new            (GtkApplication        *application,
                                                             TacticsEditorDocument *document);
TacticsEditorDocument *tactics_editor_window_get_document   (TacticsEditorWindow   *self);
void                   tactics_editor_window_set_document   (TacticsEditorWindow   *self,
                                                             TacticsEditorDocument *document);
/* Whether opening a file may replace this window's document: it is an
 * untouched new map. */
gboolean               tactics_editor_window_is_pristine    (TacticsEditorWindow   *self);
/* Loads @file into this window; on failure shows the error (file, line,
 * what) in the window and returns FALSE. */
gboolean               tactics_editor_window_open_file      (TacticsEditorWindow   *self,
                                                             GFile                 *file);
/* Saves to @file without asking (Save As without the dialog); on failure
 * shows the error and returns FALSE. */
gboolean               tactics_editor_window_save_to_file   (TacticsEditorWindow   *self,
                                                             GFile                 *file);
/* Shows a message in the window's error bar (NULL hides it). */
void                   tactics_editor_window_show_error     (TacticsEditorWindow   *self,
                                                             const char            *message);
const char            *tactics_editor_window_get_error      (TacticsEditorWindow   *self);
TacticsBoard          *tactics_editor_window_get_board      (TacticsEditorWindow   *self);
guint                  tactics_editor_window_get_terrain    (TacticsEditorWindow   *self);
void                   tactics_editor_window_set_terrain    (TacticsEditorWindow   *self,
                                                             guint                  terrain);
TacticsEditorTool      tactics_editor_window_get_tool       (TacticsEditorWindow   *self);
/* Shows a page: "map", "terrains", "units" or "actions". */
void                   tactics_editor_window_show_page      (TacticsEditorWindow   *self,
                                                             const char            *name);

/* What the Map page's tools paint when the document has a scenario (always
 * the terrain without one): the terrain, the region chosen in the region
 * palette, or units (tactics-editor-window-placing.c). */
typedef enum {
  TACTICS_EDITOR_PAINT_TERRAIN,
  TACTICS_EDITOR_PAINT_REGION,
  TACTICS_EDITOR_PAINT_UNITS,
} TacticsEditorPaintTarget;

TacticsEditorPaintTarget tactics_editor_window_get_paint_target (TacticsEditorWindow    *self);
void                   tactics_editor_window_set_paint_target (TacticsEditorWindow      *self,
                                                               TacticsEditorPaintTarget  target);
/* Places a unit of @unit_type for the unit palette's side on @cell, as a
 * drop from the palette does: one undoable step; FALSE (and the palette
 * says why) when another unit stands there or the cell is off the map. */
gboolean               tactics_editor_window_place_unit     (TacticsEditorWindow   *self,
                                                             TacticsUnitType       *unit_type,
                                                             TacticsCell            cell);

/* The Map page's selection: the rectangle between two corners (inclusive;
 * tactics-editor-window-clipboard.c). get_selection() is FALSE when none. */
void                   tactics_editor_window_set_selection  (TacticsEditorWindow   *self,
                                                             TacticsCell            start,
                                                             TacticsCell            end);
gboolean               tactics_editor_window_get_selection  (TacticsEditorWindow   *self,
                                                             TacticsCell           *start,
                                                             TacticsCell           *end);
/* The pasted fragment following the pointer, or NULL. (transfer none) */
TacticsFragment       *tactics_editor_window_get_stamp      (TacticsEditorWindow   *self);
/* Puts the stamp down with its anchor on @anchor as one undoable step;
 * FALSE (and the error bar says why) when refused or off the map. */
gboolean               tactics_editor_window_place_stamp    (TacticsEditorWindow   *self,
                                                             TacticsCell            anchor);

G_END_DECLS
