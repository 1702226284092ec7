/* SPDX-License-Identifier: GPL-3.0-or-later */
#pragma once

#include "tactics-editor-window.h"
#include "tactics-editor-terrain-palette.h"

G_BEGIN_DECLS

struct _TacticsEditorWindow
{
  GtkApplicationWindow   parent_instance;

  /* Template widgets */
  GtkLabel              *title_label;
  GtkLabel              *subtitle_label;
  GtkInfoBar            *info_bar;
  GtkLabel              *error_label;
  GtkStack              *pages;
  GtkWidget             *map_page;
  TacticsBoard          *board;
  TacticsEditorTerrainPalette *palette;
  GtkWidget             *brush_options;
  GtkWidget             *rectangle_options;
  GtkWidget             *fill_hint;
  GtkWidget             *eraser_options;
  GtkWidget             *reach_options;
  GtkDropDown           *eraser_dropdown;
  GtkDropDown           *movetype_dropdown;
  GtkDropDown           *mirror_dropdown;
  GtkSpinButton         *move_points_spin;
  GtkAdjustment         *brush_size_adjustment;
  GtkLabel              *hover_label;
  GtkLabel              *map_info_label;
  GtkLabel              *zoom_label;
  GMenu                 *recent_section;

  /* Ruleset pages */
  GtkWidget             *terrains_page;
  GtkWidget             *units_page;
  GtkWidget             *actions_page;

  TacticsEditorDocument *document;
  char                  *error;

  /* Tools */
  TacticsEditorTool      tool;
  TacticsEditorTool      previous_tool;
  guint                  brush_size;
  gboolean               rectangle_filled;
  TacticsEditorMirror    mirror;
  guint                  eraser_terrain;

  /* The stroke in progress */
  gboolean               stroking;
  TacticsCell            anchor;
  TacticsCell            last;
  guint                  stroke_terrain;

  /* The keyboard cursor: arrows move it, Return uses the tool there. */
  gboolean               keyboard_cursor;
  TacticsCell            cursor;
  double                 pointer_x;
  double                 pointer_y;

  /* Overlays */
  TacticsCellLayer      *cursor_layer;
  TacticsCellLayer      *brush_layer;
  TacticsCellLayer      *reach_layer;
  TacticsTokenLayer     *reach_marker;
  gboolean               has_reach_origin;
  TacticsCell            reach_origin;
  TacticsReach          *reach;
  guint                  reach_idle;

  /* Safety */
  GtkWindow             *close_dialog;
  gboolean               close_after_save;
  guint                  autosave_source;
  GFile                 *recovery_file;
};

/* tactics-editor-window-actions.c */
void tactics_editor_window_class_add_actions (GtkWidgetClass      *widget_class);
void tactics_editor_window_add_shortcuts     (TacticsEditorWindow *self);
void tactics_editor_window_update_actions    (TacticsEditorWindow *self);
/* Runs the Save As chooser; closes the window afterwards when @then_close. */
void tactics_editor_window_save_as           (TacticsEditorWindow *self,
                                              gboolean             then_close);
/* Saves to the document's file, or asks for one; TRUE when saved now. */
gboolean tactics_editor_window_save          (TacticsEditorWindow *self,
                                              gboolean             then_close);

/* tactics-editor-window.c */
void tactics_editor_window_set_tool          (TacticsEditorWindow *self,
                                              TacticsEditorTool    tool);
void tactics_editor_window_set_brush_size    (TacticsEditorWindow *self,
                                              guint                brush_size);
void tactics_editor_window_pick_terrain      (TacticsEditorWindow *self,
                                              TacticsCell          cell);
void tactics_editor_window_clear_reach       (TacticsEditorWindow *self);
/* Writes (or removes, when unmodified) the recovery file now. */
void tactics_editor_window_autosave          (TacticsEditorWindow *self);
/* Where this window's recovery file is (NULL before the first autosave). */
GFile *tactics_editor_window_get_recovery_file (TacticsEditorWindow *self);

G_END_DECLS
