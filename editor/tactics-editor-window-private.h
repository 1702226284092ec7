/* SPDX-License-Identifier: GPL-3.0-or-later */
#pragma once

#include "tactics-editor-window.h"
#include "tactics-editor-play-test.h"
#include "tactics-editor-region-palette.h"
#include "tactics-editor-terrain-palette.h"
#include "tactics-editor-unit-palette.h"

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
  GtkWidget             *terrain_heading;
  GtkWidget             *target_switcher;
  GtkStack              *target_stack;
  TacticsEditorRegionPalette *region_palette;
  TacticsEditorUnitPalette *unit_palette;
  GtkStack              *tool_options;    /* a page a tool: brush, eraser… */
  GtkDropDown           *eraser_dropdown;
  GtkDropDown           *movetype_dropdown;
  GtkDropDown           *mirror_dropdown;
  GtkSpinButton         *move_points_spin;
  GtkAdjustment         *brush_size_adjustment;
  GtkLabel              *hover_label;
  GtkLabel              *map_info_label;
  GtkLabel              *zoom_label;
  GtkWidget             *zoom_controls;
  TacticsMinimap        *minimap;
  GMenu                 *recent_section;
  GtkMenuButton         *primary_menu_button;
  GMenu                 *undo_section;
  GtkWidget             *undo_button;
  GtkWidget             *redo_button;

  /* Ruleset pages */
  GtkWidget             *terrains_page;
  GtkWidget             *units_page;
  GtkWidget             *actions_page;
  GtkWidget             *scenario_page;
  TacticsScenario       *scenario;       /* shown on the board */
  TacticsRegionLayer    *region_layer;
  TacticsTokenLayer     *unit_layer;

  /* The map check and the play-test (tactics-editor-window-check.c) */
  GtkWidget             *problems_panel;  /* in problems_button's popover */
  GtkMenuButton         *problems_button; /* in the status bar, saying how many */
  GtkImage              *problems_icon;
  GtkLabel              *problems_summary;
  TacticsCellLayer      *problem_layer;
  guint                  check_source;
  TacticsEditorPlayTest *play_test;

  TacticsEditorDocument *document;
  char                  *error;
  char                  *undo_label;     /* as the menu shows them */
  char                  *redo_label;

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
  char                  *moving_unit;    /* a placed unit's id, held */

  /* Overlays */
  TacticsCellLayer      *brush_layer;
  TacticsCellLayer      *reach_layer;
  TacticsTokenLayer     *reach_marker;
  gboolean               has_reach_origin;
  TacticsCell            reach_origin;
  TacticsReach          *reach;
  guint                  reach_idle;

  /* The selection and the stamp (tactics-editor-window-clipboard.c) */
  gboolean               has_selection;
  TacticsCell            selection_start;  /* corners, inclusive */
  TacticsCell            selection_end;
  TacticsCellLayer      *selection_layer;
  TacticsFragment       *stamp;            /* a paste following the pointer */
  GPtrArray             *stamp_layers;     /* TacticsCellLayer, a terrain each */
  GCancellable          *clipboard_read;   /* the paste being read */

  /* Safety */
  GtkWindow             *close_dialog;
  GtkWindow             *save_dialog;
  gboolean               close_after_save;
  guint                  autosave_source;
  GFile                 *recovery_file;
};

/* tactics-editor-window-check.c */
void tactics_editor_window_class_add_check_actions (GtkWidgetClass  *widget_class);
void tactics_editor_window_init_check         (TacticsEditorWindow *self);
void tactics_editor_window_dispose_check      (TacticsEditorWindow *self);
/* Runs the map check again once edits pause. */
void tactics_editor_window_schedule_check     (TacticsEditorWindow *self);

/* tactics-editor-window-placing.c */
/* "editor.paint-target" ("terrain", "regions", "units"). */
void tactics_editor_window_class_add_placing_actions (GtkWidgetClass *widget_class);
void tactics_editor_window_init_placing       (TacticsEditorWindow *self);
/* The palettes follow the scenario; the target switcher shows with one. */
void tactics_editor_window_show_scenario_targets (TacticsEditorWindow *self);
/* A stroke's undo step: painted terrain (@terrain_label), or the chosen
 * region's cells under a label naming it. */
void tactics_editor_window_begin_stroke       (TacticsEditorWindow *self,
                                               const char          *terrain_label);
void tactics_editor_window_end_stroke         (TacticsEditorWindow *self);
/* With regions the target: adds @cells to the chosen region (the eraser
 * takes them out) and returns TRUE; FALSE otherwise. */
gboolean tactics_editor_window_paint_region   (TacticsEditorWindow *self,
                                               GArray              *cells);
/* With regions the target: chooses the region under @cell, TRUE. */
gboolean tactics_editor_window_pick_region    (TacticsEditorWindow *self,
                                               TacticsCell          cell);
/* With units the target: a press on @cell places, picks up or removes a
 * unit, a release moves the one picked up; TRUE when handled. */
gboolean tactics_editor_window_units_pressed  (TacticsEditorWindow *self,
                                               TacticsCell          cell,
                                               guint                button);
gboolean tactics_editor_window_units_released (TacticsEditorWindow *self,
                                               TacticsCell          cell);

/* tactics-editor-window-clipboard.c */
/* "editor.copy", "editor.cut", "editor.paste", "editor.select-all",
 * "editor.select-none" (the stamp, else the selection), and while a stamp
 * is out "editor.rotate-stamp" (int32: clockwise steps) and
 * "editor.flip-stamp" ("left-right", "top-bottom"). */
void tactics_editor_window_class_add_clipboard_actions (GtkWidgetClass *widget_class);
void tactics_editor_window_init_clipboard     (TacticsEditorWindow *self);
void tactics_editor_window_dispose_clipboard  (TacticsEditorWindow *self);
/* Their keys, before the tools' (R and F turn and flip a stamp). */
void tactics_editor_window_add_clipboard_shortcuts (TacticsEditorWindow   *self,
                                                    GtkShortcutController *controller);
/* Drops the selection, the stamp and a paste being read (a new
 * document). */
void tactics_editor_window_clear_selection    (TacticsEditorWindow *self);
/* Puts the stamp away, as Escape does. */
void tactics_editor_window_drop_stamp         (TacticsEditorWindow *self);
/* The stamp's outline and terrains under the pointer or the cursor. */
void tactics_editor_window_update_stamp       (TacticsEditorWindow *self);
/* A press, drag or release on the board for the select tool or the stamp;
 * TRUE when handled. */
gboolean tactics_editor_window_clipboard_pressed  (TacticsEditorWindow *self,
                                                   TacticsCell          cell,
                                                   guint                button);
gboolean tactics_editor_window_clipboard_dragged  (TacticsEditorWindow *self,
                                                   TacticsCell          cell);
gboolean tactics_editor_window_clipboard_released (TacticsEditorWindow *self,
                                                   TacticsCell          cell);

/* tactics-editor-window-actions.c */
void tactics_editor_window_class_add_actions (GtkWidgetClass      *widget_class);
/* The board's scenario layers: made once, then following the document's
 * scenario (tactics-editor-window-scenario.c). */
void tactics_editor_window_init_scenario     (TacticsEditorWindow *self);
void tactics_editor_window_bind_scenario     (TacticsEditorWindow *self);
void tactics_editor_window_add_shortcuts     (TacticsEditorWindow *self);
void tactics_editor_window_update_actions    (TacticsEditorWindow *self);
/* Runs the Save As chooser; closes the window afterwards when @then_close. */
void tactics_editor_window_save_as           (TacticsEditorWindow *self,
                                              gboolean             then_close);
/* Saves to the document's file, or asks for one; TRUE when saved now. */
gboolean tactics_editor_window_save          (TacticsEditorWindow *self,
                                              gboolean             then_close);

/* The window's properties, for tactics_editor_window_notify(). */
typedef enum {
  WINDOW_PROP_0,
  WINDOW_PROP_DOCUMENT,
  WINDOW_PROP_TOOL,
  WINDOW_PROP_BRUSH_SIZE,
  WINDOW_PROP_RECTANGLE_FILLED,
  WINDOW_PROP_MIRROR,
  WINDOW_PROP_SHOW_GRID,
  WINDOW_PROP_TERRAIN,
  WINDOW_PROP_ERASER_TERRAIN,
  WINDOW_PROP_SHOW_MINIMAP,
  WINDOW_N_PROPS
} TacticsEditorWindowProperty;

/* The document's map; NULL for a ruleset on its own or before a document. */
static inline TacticsMap *
tactics_editor_window_get_map (TacticsEditorWindow *self)
{
  return self->document != NULL ? tactics_editor_document_get_map (self->document) : NULL;
}

/* tactics-editor-window.c */
void tactics_editor_window_notify            (TacticsEditorWindow         *self,
                                              TacticsEditorWindowProperty  property);
void tactics_editor_window_pick_terrain      (TacticsEditorWindow *self,
                                              TacticsCell          cell);
/* The map size, zoom and hovered cell in the status bar. */
void tactics_editor_window_update_status     (TacticsEditorWindow *self);

/* tactics-editor-window-tools.c */
void tactics_editor_window_class_init_tools  (GtkWidgetClass      *widget_class);
void tactics_editor_window_set_tool          (TacticsEditorWindow *self,
                                              TacticsEditorTool    tool);
void tactics_editor_window_set_brush_size    (TacticsEditorWindow *self,
                                              guint                brush_size);
void tactics_editor_window_set_mirror        (TacticsEditorWindow *self,
                                              TacticsEditorMirror  mirror);
/* Shows the side panel's options of the current tool. */
void tactics_editor_window_update_tool_options (TacticsEditorWindow *self);
/* The cells the current tool would paint at @cell (mirrored, clipped to
 * the map), for the outline and the stroke itself. */
void tactics_editor_window_tool_cells        (TacticsEditorWindow *self,
                                              TacticsCell          cell,
                                              GArray              *cells);
void tactics_editor_window_mirror_and_clip   (TacticsEditorWindow *self,
                                              GArray              *cells);
/* The terrain a stroke starting now paints (the eraser's or the palette's). */
guint tactics_editor_window_get_paint_terrain (TacticsEditorWindow *self);
/* Paints @cells with the stroke's terrain, in the open undo step. */
void tactics_editor_window_paint_cells       (TacticsEditorWindow *self,
                                              GArray              *cells);
/* A click of the fill tool on @cell: its region (@contiguous) or every
 * cell of its terrain, with their mirror images, as one step. */
void tactics_editor_window_fill              (TacticsEditorWindow *self,
                                              TacticsCell          cell,
                                              gboolean             contiguous);
void tactics_editor_window_update_brush_outline (TacticsEditorWindow *self);
/* Recomputes the reach preview once the main loop is idle. */
void tactics_editor_window_queue_reach       (TacticsEditorWindow *self);
void tactics_editor_window_clear_reach       (TacticsEditorWindow *self);

/* tactics-editor-window-document.c */
void tactics_editor_window_class_init_document (GtkWidgetClass    *widget_class);
/* Writes (or removes, when unmodified) the recovery file now. */
void tactics_editor_window_autosave          (TacticsEditorWindow *self);
/* Autosaves every TACTICS_EDITOR_AUTOSAVE_SECONDS (default 60). */
void tactics_editor_window_start_autosave    (TacticsEditorWindow *self);
/* Where this window's recovery file is (NULL before the first autosave). */
GFile *tactics_editor_window_get_recovery_file (TacticsEditorWindow *self);
/* TRUE when the window may close now (nothing unsaved; the recovery file
 * is removed); otherwise asks whether to save, and closes the window later
 * if the answer allows. */
gboolean tactics_editor_window_confirm_close (TacticsEditorWindow *self);

/* tactics-editor-window-save.c */
/* Shows on each ruleset page the file it edits (and, for a map's own
 * terrains, why there are no unit types or actions). */
void tactics_editor_window_update_sources    (TacticsEditorWindow *self);
/* For a map with terrains of its own: asks where a ruleset file of them
 * and the bundled unit types and actions goes, and makes the map use it. */
void tactics_editor_window_make_ruleset_file (TacticsEditorWindow *self);
/* The bundled unit types and actions, into a map's own terrains: a whole
 * ruleset in the map, one undoable step. */
void tactics_editor_window_add_bundled_rules (TacticsEditorWindow *self);
/* The same, into @file: TRUE when written. */
gboolean tactics_editor_window_make_ruleset_file_at (TacticsEditorWindow *self,
                                                     GFile               *file);
/* Saves to @file, first asking when the map's ruleset file changed too
 * (and always when that file is read-only), then when a scenario file's
 * map file changed; TRUE when saved now. */
gboolean tactics_editor_window_save_checked  (TacticsEditorWindow *self,
                                              GFile               *file,
                                              gboolean             then_close);
/* Asks where to save a copy of the map's ruleset, which the map then uses. */
void tactics_editor_window_save_ruleset_as   (TacticsEditorWindow *self);
/* Writes the map's ruleset to @file and makes the map use it; FALSE (and
 * the bar says why) when it cannot. */
gboolean tactics_editor_window_save_ruleset_to_file (TacticsEditorWindow *self,
                                                     GFile               *file);
/* Reads the map again with its ruleset file as it is on disk; FALSE (and
 * the bar says why) when the map needs the changes. @map_file: where the
 * map is about to be saved. */
gboolean tactics_editor_window_discard_ruleset_changes (TacticsEditorWindow *self,
                                                        GFile               *map_file);

G_END_DECLS
