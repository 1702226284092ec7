/* SPDX-License-Identifier: GPL-3.0-or-later */
#include "config.h"

#include <math.h>

#include <glib/gi18n.h>
#include <glib/gstdio.h>
#include <stdlib.h>
#include <string.h>

#include "tactics-editor-application.h"
#include "tactics-editor-recovery.h"
#include "tactics-editor-window-private.h"
#include "tactics-editor-ruleset-pages.h"
#include "tactics-editor-terrains-page.h"

/* Cell size (widget pixels) shown as 100 % in the status bar. */
#define ZOOM_REFERENCE 32.0
#define DEFAULT_AUTOSAVE_SECONDS 60

G_DEFINE_FINAL_TYPE (TacticsEditorWindow, tactics_editor_window, GTK_TYPE_APPLICATION_WINDOW)

enum {
  PROP_0,
  PROP_DOCUMENT,
  PROP_TOOL,
  PROP_BRUSH_SIZE,
  PROP_RECTANGLE_FILLED,
  PROP_MIRROR,
  PROP_SHOW_GRID,
  PROP_TERRAIN,
  PROP_ERASER_TERRAIN,
  N_PROPS
};

static GParamSpec *properties[N_PROPS];

static TacticsMap *
current_map (TacticsEditorWindow *self)
{
  return self->document != NULL ? tactics_editor_document_get_map (self->document) : NULL;
}

/* Title and subtitle */

static void
update_title (TacticsEditorWindow *self)
{
  const char *title;
  gboolean modified;
  GFile *file;
  g_autofree char *window_title = NULL;
  g_autofree char *label = NULL;
  g_autofree char *subtitle = NULL;

  if (self->document == NULL)
    return;

  title = tactics_editor_document_get_title (self->document);
  modified = tactics_editor_document_get_modified (self->document);
  file = tactics_editor_document_get_file (self->document);

  /* The star is what window lists and tests read; the dot is for the eye. */
  window_title = g_strdup_printf ("%s%s — %s", modified ? "*" : "", title, _("Tactics Editor"));
  gtk_window_set_title (GTK_WINDOW (self), window_title);

  label = modified ? g_strdup_printf ("• %s", title) : g_strdup (title);
  gtk_label_set_text (self->title_label, label);

  if (file != NULL)
    {
      g_autofree char *path = g_file_get_path (file);
      const char *home = g_get_home_dir ();

      if (path != NULL && home != NULL && g_str_has_prefix (path, home))
        subtitle = g_strconcat ("~", path + strlen (home), NULL);
      else
        subtitle = path != NULL ? g_steal_pointer (&path) : g_file_get_uri (file);
    }
  else
    {
      subtitle = g_strdup (_("Not saved yet"));
    }
  gtk_label_set_text (self->subtitle_label, subtitle);
}

static void
on_document_notify (TacticsEditorWindow   *self,
                    GParamSpec            *pspec,
                    TacticsEditorDocument *document)
{
  update_title (self);
  tactics_editor_window_update_actions (self);
}

/* Status bar */

static void
update_map_info (TacticsEditorWindow *self)
{
  TacticsMap *map = current_map (self);
  g_autofree char *info = NULL;
  g_autofree char *zoom = NULL;
  double cell_size;

  if (map == NULL)
    {
      gtk_label_set_text (self->map_info_label, "");
      gtk_label_set_text (self->zoom_label, "");
      return;
    }

  /* Translators: the map's size and grid, e.g. "32 × 24 square". */
  info = g_strdup_printf (_("%d × %d %s"),
                          tactics_map_get_width (map), tactics_map_get_height (map),
                          tactics_map_get_topology (map) == TACTICS_TOPOLOGY_HEX
                          ? C_("grid", "hex") : C_("grid", "square"));
  gtk_label_set_text (self->map_info_label, info);

  cell_size = tactics_viewport_get_cell_size (tactics_board_get_viewport (self->board));
  zoom = g_strdup_printf ("%.0f %%", cell_size / ZOOM_REFERENCE * 100.0);
  gtk_label_set_text (self->zoom_label, zoom);
}

static void
update_hover_info (TacticsEditorWindow *self)
{
  TacticsMap *map = current_map (self);
  TacticsCell cell;
  TacticsTerrain *terrain;
  g_autoptr(GString) text = NULL;
  GListModel *movetypes;

  if (map == NULL || !tactics_board_get_hover_cell (self->board, &cell))
    {
      gtk_label_set_text (self->hover_label, "");
      return;
    }

  terrain = tactics_map_get_terrain (map, cell);
  text = g_string_new (NULL);
  g_string_append_printf (text, "%d, %d", cell.x, cell.y);
  if (terrain == NULL)
    {
      gtk_label_set_text (self->hover_label, text->str);
      return;
    }

  g_string_append_printf (text, "   %s (%s)", tactics_terrain_get_name (terrain),
                          tactics_terrain_get_id (terrain));

  /* The cost for each way of moving tells a designer what the cell does. */
  movetypes = tactics_ruleset_get_movetypes (tactics_map_get_ruleset (map));
  for (guint i = 0; i < g_list_model_get_n_items (movetypes); i++)
    {
      g_autoptr(TacticsMovetype) movetype = g_list_model_get_item (movetypes, i);
      guint cost = tactics_terrain_get_cost (terrain, tactics_movetype_get_id (movetype));

      g_string_append (text, i == 0 ? "   " : ", ");
      if (cost == 0)
        /* Translators: a movement type that cannot enter a terrain. */
        g_string_append_printf (text, _("%s ✕"), tactics_movetype_get_name (movetype));
      else
        g_string_append_printf (text, "%s %u", tactics_movetype_get_name (movetype), cost);
    }
  gtk_label_set_text (self->hover_label, text->str);
}

/* Tool geometry */

static void
mirror_and_clip (TacticsEditorWindow *self,
                 GArray              *cells)
{
  TacticsMap *map = current_map (self);

  tactics_editor_mirror_cells (tactics_map_get_topology (map),
                               tactics_map_get_width (map), tactics_map_get_height (map),
                               self->mirror, cells);
  tactics_editor_cells_clip (tactics_map_get_width (map), tactics_map_get_height (map), cells);
}

static gboolean
tool_uses_brush (TacticsEditorTool tool)
{
  return tool == TACTICS_EDITOR_TOOL_BRUSH || tool == TACTICS_EDITOR_TOOL_ERASER
         || tool == TACTICS_EDITOR_TOOL_LINE;
}

/* The cells the current tool would paint, for the outline and the stroke
 * itself. */
static void
tool_cells (TacticsEditorWindow *self,
            TacticsCell          cell,
            GArray              *cells)
{
  TacticsTopology topology = tactics_map_get_topology (current_map (self));

  switch (self->tool)
    {
    case TACTICS_EDITOR_TOOL_BRUSH:
    case TACTICS_EDITOR_TOOL_ERASER:
      tactics_editor_brush_cells (topology, cell, self->brush_size, cells);
      break;
    case TACTICS_EDITOR_TOOL_LINE:
      if (self->stroking)
        tactics_editor_line_cells (topology, self->anchor, cell, self->brush_size, cells);
      else
        tactics_editor_brush_cells (topology, cell, self->brush_size, cells);
      break;
    case TACTICS_EDITOR_TOOL_RECTANGLE:
      if (self->stroking)
        tactics_editor_rectangle_cells (self->anchor, cell, self->rectangle_filled, cells);
      else
        g_array_append_val (cells, cell);
      break;
    case TACTICS_EDITOR_TOOL_FILL:
    case TACTICS_EDITOR_TOOL_EYEDROPPER:
    case TACTICS_EDITOR_TOOL_REACH:
    default:
      break;
    }
  mirror_and_clip (self, cells);
}

static void
update_brush_outline (TacticsEditorWindow *self)
{
  g_autoptr(GArray) cells = g_array_new (FALSE, FALSE, sizeof (TacticsCell));
  TacticsCell cell;

  if (current_map (self) != NULL)
    {
      if (self->stroking)
        tool_cells (self, self->last, cells);
      else if (self->keyboard_cursor)
        tool_cells (self, self->cursor, cells);
      else if (tactics_board_get_hover_cell (self->board, &cell))
        tool_cells (self, cell, cells);
    }
  tactics_cell_layer_set_cells (self->brush_layer, (const TacticsCell *) cells->data, cells->len);
}

static guint
paint_terrain (TacticsEditorWindow *self)
{
  return self->tool == TACTICS_EDITOR_TOOL_ERASER ? self->eraser_terrain
                                                  : tactics_editor_window_get_terrain (self);
}

static void
paint_cells (TacticsEditorWindow *self,
             GArray              *cells)
{
  guint terrain = self->stroke_terrain;
  TacticsRuleset *ruleset = tactics_editor_document_get_ruleset (self->document);

  if (terrain >= tactics_ruleset_get_n_terrains (ruleset))
    return;
  tactics_editor_document_paint (self->document, (const TacticsCell *) cells->data,
                                 cells->len, terrain);
}

/* Reach preview */

static gboolean
recompute_reach (gpointer data)
{
  TacticsEditorWindow *self = data;
  TacticsMap *map = current_map (self);
  TacticsRuleset *ruleset;
  g_autoptr(TacticsMovetype) movetype = NULL;
  const TacticsCostGrid *grid;
  guint move_points;
  guint selected;

  self->reach_idle = 0;
  tactics_cell_layer_clear (self->reach_layer);
  tactics_token_layer_clear (self->reach_marker);

  if (map == NULL || !self->has_reach_origin || !tactics_map_contains (map, self->reach_origin))
    return G_SOURCE_REMOVE;

  ruleset = tactics_map_get_ruleset (map);
  selected = gtk_drop_down_get_selected (self->movetype_dropdown);
  if (selected == GTK_INVALID_LIST_POSITION)
    return G_SOURCE_REMOVE;
  movetype = g_list_model_get_item (tactics_ruleset_get_movetypes (ruleset), selected);
  if (movetype == NULL)
    return G_SOURCE_REMOVE;

  tactics_token_layer_set_token (self->reach_marker, self->reach_origin,
                                 &(GdkRGBA) { 0.16, 0.42, 0.85, 1.0 }, NULL);

  grid = tactics_map_get_cost_grid (map, tactics_movetype_get_id (movetype));
  if (grid == NULL)
    return G_SOURCE_REMOVE;

  move_points = (guint) gtk_spin_button_get_value_as_int (self->move_points_spin);
  tactics_reach_compute (self->reach, grid, self->reach_origin, move_points, NULL, NULL);
  for (guint i = 0; i < tactics_reach_get_n_destinations (self->reach); i++)
    {
      int cost;
      TacticsCell cell = tactics_reach_get_destination (self->reach, i, &cost);
      g_autofree char *label = g_strdup_printf ("%d", (int) move_points - cost);

      tactics_cell_layer_add_cell (self->reach_layer, cell);
      tactics_cell_layer_set_label (self->reach_layer, cell, label);
    }
  return G_SOURCE_REMOVE;
}

static void
queue_reach (TacticsEditorWindow *self)
{
  /* Painting changes cells many times a second: once per idle is enough. */
  if (self->reach_idle == 0 && self->has_reach_origin)
    self->reach_idle = g_idle_add_full (G_PRIORITY_DEFAULT_IDLE, recompute_reach, self, NULL);
}

void
tactics_editor_window_clear_reach (TacticsEditorWindow *self)
{
  g_return_if_fail (TACTICS_IS_EDITOR_WINDOW (self));

  self->has_reach_origin = FALSE;
  g_clear_handle_id (&self->reach_idle, g_source_remove);
  tactics_cell_layer_clear (self->reach_layer);
  tactics_token_layer_clear (self->reach_marker);
}

static void
on_reach_settings_changed (TacticsEditorWindow *self)
{
  queue_reach (self);
}

/* Board input */

void
tactics_editor_window_pick_terrain (TacticsEditorWindow *self,
                                    TacticsCell          cell)
{
  TacticsMap *map = current_map (self);

  g_return_if_fail (TACTICS_IS_EDITOR_WINDOW (self));

  if (map == NULL || !tactics_map_contains (map, cell))
    return;
  tactics_editor_window_set_terrain (self, tactics_map_get_terrain_index (map, cell));
}

static void
on_board_cell_pressed (TacticsEditorWindow *self,
                       int                  x,
                       int                  y,
                       guint                button,
                       GdkModifierType      state,
                       TacticsBoard        *board)
{
  TacticsMap *map = current_map (self);
  TacticsCell cell = { x, y };
  g_autoptr(GArray) cells = g_array_new (FALSE, FALSE, sizeof (TacticsCell));

  if (map == NULL || !tactics_map_contains (map, cell))
    return;

  /* The secondary button picks the terrain under it, whatever the tool. */
  if (button == GDK_BUTTON_SECONDARY)
    {
      tactics_editor_window_pick_terrain (self, cell);
      return;
    }
  if (button != GDK_BUTTON_PRIMARY)
    return;

  self->stroke_terrain = paint_terrain (self);

  switch (self->tool)
    {
    case TACTICS_EDITOR_TOOL_BRUSH:
    case TACTICS_EDITOR_TOOL_ERASER:
      self->stroking = TRUE;
      self->anchor = self->last = cell;
      tactics_editor_document_begin_step (self->document);
      tool_cells (self, cell, cells);
      paint_cells (self, cells);
      break;

    case TACTICS_EDITOR_TOOL_LINE:
    case TACTICS_EDITOR_TOOL_RECTANGLE:
      self->stroking = TRUE;
      self->anchor = self->last = cell;
      break;

    case TACTICS_EDITOR_TOOL_FILL:
      /* Shift fills every cell of the terrain, connected or not. */
      tactics_editor_flood_cells (map, cell, !(state & GDK_SHIFT_MASK), cells);
      mirror_and_clip (self, cells);
      tactics_editor_document_begin_step (self->document);
      paint_cells (self, cells);
      tactics_editor_document_end_step (self->document);
      break;

    case TACTICS_EDITOR_TOOL_EYEDROPPER:
      tactics_editor_window_pick_terrain (self, cell);
      /* Back to the tool the terrain was picked for. */
      tactics_editor_window_set_tool (self, self->previous_tool);
      break;

    case TACTICS_EDITOR_TOOL_REACH:
      self->has_reach_origin = TRUE;
      self->reach_origin = cell;
      queue_reach (self);
      break;

    default:
      break;
    }

  update_brush_outline (self);
}

static void
on_board_cell_dragged (TacticsEditorWindow *self,
                       int                  x,
                       int                  y,
                       TacticsBoard        *board)
{
  TacticsCell cell = { x, y };
  g_autoptr(GArray) cells = NULL;

  if (!self->stroking || current_map (self) == NULL)
    return;

  if (self->tool == TACTICS_EDITOR_TOOL_BRUSH || self->tool == TACTICS_EDITOR_TOOL_ERASER)
    {
      /* A fast pointer skips cells: paint the whole way from the last one. */
      cells = g_array_new (FALSE, FALSE, sizeof (TacticsCell));
      tactics_editor_line_cells (tactics_map_get_topology (current_map (self)),
                                 self->last, cell, self->brush_size, cells);
      mirror_and_clip (self, cells);
      paint_cells (self, cells);
    }
  self->last = cell;
  update_brush_outline (self);
}

static void
on_board_cell_released (TacticsEditorWindow *self,
                        int                  x,
                        int                  y,
                        TacticsBoard        *board)
{
  TacticsCell cell = { x, y };
  g_autoptr(GArray) cells = g_array_new (FALSE, FALSE, sizeof (TacticsCell));

  if (!self->stroking)
    return;

  self->last = cell;
  if (current_map (self) != NULL)
    {
      if (self->tool == TACTICS_EDITOR_TOOL_LINE || self->tool == TACTICS_EDITOR_TOOL_RECTANGLE)
        {
          tool_cells (self, cell, cells);
          tactics_editor_document_begin_step (self->document);
          paint_cells (self, cells);
        }
      tactics_editor_document_end_step (self->document);
    }
  self->stroking = FALSE;
  update_brush_outline (self);
}

/* The keyboard cursor */

static void
show_cursor (TacticsEditorWindow *self,
             gboolean             shown)
{
  self->keyboard_cursor = shown;
  tactics_cell_layer_set_cells (self->cursor_layer, &self->cursor, shown ? 1 : 0);
  if (!shown)
    tactics_board_announce (self->board, NULL);
}

/* Tells screen readers the cell, its terrain and what it costs to cross. */
static void
announce_cursor (TacticsEditorWindow *self)
{
  TacticsMap *map = current_map (self);
  g_autofree char *cell_text = tactics_board_describe_cell (self->board, self->cursor);
  g_autoptr(GString) text = g_string_new (cell_text);
  TacticsTerrain *terrain = tactics_map_get_terrain (map, self->cursor);
  GListModel *movetypes = tactics_ruleset_get_movetypes (tactics_map_get_ruleset (map));

  for (guint i = 0; terrain != NULL && i < g_list_model_get_n_items (movetypes); i++)
    {
      g_autoptr(TacticsMovetype) movetype = g_list_model_get_item (movetypes, i);
      guint cost = tactics_terrain_get_cost (terrain, tactics_movetype_get_id (movetype));

      g_string_append (text, i == 0 ? "; " : _(", "));
      if (cost == 0)
        /* Translators: spoken: a movement type cannot enter the cell. */
        g_string_append_printf (text, _("%s cannot enter"), tactics_movetype_get_name (movetype));
      else
        /* Translators: spoken: the move points a movement type spends on the cell. */
        g_string_append_printf (text, ngettext ("%s %u move point", "%s %u move points", cost),
                                tactics_movetype_get_name (movetype), cost);
    }
  tactics_board_announce (self->board, text->str);
}

static void
move_cursor (TacticsEditorWindow *self,
             int                  dx,
             int                  dy)
{
  TacticsMap *map = current_map (self);
  TacticsCell hover;

  if (map == NULL)
    return;
  if (!self->keyboard_cursor)
    {
      /* It starts where the pointer is, or in the middle. */
      if (tactics_board_get_hover_cell (self->board, &hover))
        self->cursor = hover;
      else
        self->cursor = (TacticsCell) { tactics_map_get_width (map) / 2,
                                       tactics_map_get_height (map) / 2 };
      dx = dy = 0;
    }
  self->cursor.x = CLAMP (self->cursor.x + dx, 0, tactics_map_get_width (map) - 1);
  self->cursor.y = CLAMP (self->cursor.y + dy, 0, tactics_map_get_height (map) - 1);
  show_cursor (self, TRUE);
  tactics_board_keep_in_view (self->board, self->cursor);
  if (self->stroking)
    on_board_cell_dragged (self, self->cursor.x, self->cursor.y, self->board);
  update_brush_outline (self);
  announce_cursor (self);
}

/* Return does what a click on the cursor's cell does; a line or a
 * rectangle takes two: where it starts, then where it ends. */
static void
use_tool_at_cursor (TacticsEditorWindow *self,
                    GdkModifierType      state)
{
  TacticsCell cell = self->cursor;

  if (!self->keyboard_cursor)
    {
      move_cursor (self, 0, 0);
      return;
    }
  if (self->tool == TACTICS_EDITOR_TOOL_LINE || self->tool == TACTICS_EDITOR_TOOL_RECTANGLE)
    {
      if (!self->stroking)
        on_board_cell_pressed (self, cell.x, cell.y, GDK_BUTTON_PRIMARY, state, self->board);
      else
        on_board_cell_released (self, cell.x, cell.y, self->board);
    }
  else
    {
      on_board_cell_pressed (self, cell.x, cell.y, GDK_BUTTON_PRIMARY, state, self->board);
      on_board_cell_released (self, cell.x, cell.y, self->board);
    }
  update_brush_outline (self);
  announce_cursor (self);
}

/* A real pointer motion hands the board back to the mouse. */
static void
on_board_pointer_enter (TacticsEditorWindow      *self,
                        double                    x,
                        double                    y,
                        GtkEventControllerMotion *controller)
{
  self->pointer_x = x;
  self->pointer_y = y;
}

static void
on_board_pointer_motion (TacticsEditorWindow      *self,
                         double                    x,
                         double                    y,
                         GtkEventControllerMotion *controller)
{
  gboolean moved = fabs (x - self->pointer_x) >= 1.0 || fabs (y - self->pointer_y) >= 1.0;

  self->pointer_x = x;
  self->pointer_y = y;
  if (moved && self->keyboard_cursor && !self->stroking)
    {
      show_cursor (self, FALSE);
      update_brush_outline (self);
    }
}

static gboolean
on_board_key_pressed (TacticsEditorWindow   *self,
                      guint                  keyval,
                      guint                  keycode,
                      GdkModifierType        state,
                      GtkEventControllerKey *controller)
{
  GdkModifierType modifiers = state & gtk_accelerator_get_default_mod_mask ();

  /* Only for the board: elsewhere the keys belong to the side panel. */
  if (!gtk_widget_has_focus (GTK_WIDGET (self->board)) || (modifiers & ~GDK_SHIFT_MASK) != 0)
    return FALSE;

  switch (keyval)
    {
    case GDK_KEY_Left:
    case GDK_KEY_KP_Left:
      move_cursor (self, -1, 0);
      return TRUE;
    case GDK_KEY_Right:
    case GDK_KEY_KP_Right:
      move_cursor (self, 1, 0);
      return TRUE;
    case GDK_KEY_Up:
    case GDK_KEY_KP_Up:
      move_cursor (self, 0, -1);
      return TRUE;
    case GDK_KEY_Down:
    case GDK_KEY_KP_Down:
      move_cursor (self, 0, 1);
      return TRUE;
    case GDK_KEY_Return:
    case GDK_KEY_KP_Enter:
    case GDK_KEY_ISO_Enter:
      use_tool_at_cursor (self, modifiers);
      return TRUE;
    default:
      return FALSE;
    }
}

static void
on_board_hover_changed (TacticsEditorWindow *self,
                        TacticsBoard        *board)
{
  update_hover_info (self);
  if (!self->stroking)
    update_brush_outline (self);
}

static void
on_viewport_changed (TacticsEditorWindow *self,
                     TacticsViewport     *viewport)
{
  update_map_info (self);
}

static void
on_map_changed (TacticsEditorWindow *self)
{
  update_map_info (self);
  update_hover_info (self);
  queue_reach (self);
}

/* Tool options */

static void
update_tool_options (TacticsEditorWindow *self)
{
  gtk_widget_set_visible (self->brush_options, tool_uses_brush (self->tool));
  gtk_widget_set_visible (self->rectangle_options, self->tool == TACTICS_EDITOR_TOOL_RECTANGLE);
  gtk_widget_set_visible (self->fill_hint, self->tool == TACTICS_EDITOR_TOOL_FILL);
  gtk_widget_set_visible (self->eraser_options, self->tool == TACTICS_EDITOR_TOOL_ERASER);
  gtk_widget_set_visible (self->reach_options, self->tool == TACTICS_EDITOR_TOOL_REACH);
  gtk_widget_set_cursor_from_name (GTK_WIDGET (self->board),
                                   self->tool == TACTICS_EDITOR_TOOL_EYEDROPPER
                                   ? "copy" : "crosshair");
}

void
tactics_editor_window_set_tool (TacticsEditorWindow *self,
                                TacticsEditorTool    tool)
{
  g_return_if_fail (TACTICS_IS_EDITOR_WINDOW (self));

  if (self->tool == tool)
    return;

  if (self->stroking)
    {
      tactics_editor_document_end_step (self->document);
      self->stroking = FALSE;
    }
  if (self->tool != TACTICS_EDITOR_TOOL_EYEDROPPER)
    self->previous_tool = self->tool;
  self->tool = tool;
  update_tool_options (self);
  update_brush_outline (self);
  g_object_notify_by_pspec (G_OBJECT (self), properties[PROP_TOOL]);
}

TacticsEditorTool
tactics_editor_window_get_tool (TacticsEditorWindow *self)
{
  g_return_val_if_fail (TACTICS_IS_EDITOR_WINDOW (self), TACTICS_EDITOR_TOOL_BRUSH);

  return self->tool;
}

void
tactics_editor_window_set_brush_size (TacticsEditorWindow *self,
                                      guint                brush_size)
{
  g_return_if_fail (TACTICS_IS_EDITOR_WINDOW (self));

  brush_size = CLAMP (brush_size, 1, TACTICS_EDITOR_MAX_BRUSH_SIZE);
  if (self->brush_size == brush_size)
    return;

  self->brush_size = brush_size;
  gtk_adjustment_set_value (self->brush_size_adjustment, brush_size);
  update_brush_outline (self);
  g_object_notify_by_pspec (G_OBJECT (self), properties[PROP_BRUSH_SIZE]);
}

static void
on_brush_size_adjusted (TacticsEditorWindow *self,
                        GtkAdjustment       *adjustment)
{
  tactics_editor_window_set_brush_size (self, (guint) gtk_adjustment_get_value (adjustment));
}

static void
set_mirror (TacticsEditorWindow *self,
            TacticsEditorMirror  mirror)
{
  if (self->mirror == mirror)
    return;

  self->mirror = mirror;
  if (gtk_drop_down_get_selected (self->mirror_dropdown) != mirror)
    gtk_drop_down_set_selected (self->mirror_dropdown, mirror);
  update_brush_outline (self);
  g_object_notify_by_pspec (G_OBJECT (self), properties[PROP_MIRROR]);
}

static void
on_mirror_selected (TacticsEditorWindow *self,
                    GParamSpec          *pspec,
                    GtkDropDown         *dropdown)
{
  guint selected = gtk_drop_down_get_selected (dropdown);

  if (selected <= TACTICS_EDITOR_MIRROR_FOUR_WAY)
    set_mirror (self, selected);
}

static void
on_eraser_selected (TacticsEditorWindow *self,
                    GParamSpec          *pspec,
                    GtkDropDown         *dropdown)
{
  guint selected = gtk_drop_down_get_selected (dropdown);

  if (selected == GTK_INVALID_LIST_POSITION || selected == self->eraser_terrain)
    return;
  self->eraser_terrain = selected;
  g_object_notify_by_pspec (G_OBJECT (self), properties[PROP_ERASER_TERRAIN]);
}

static void
on_palette_selected (TacticsEditorWindow   *self,
                     GParamSpec            *pspec,
                     TacticsEditorTerrainPalette *palette)
{
  g_object_notify_by_pspec (G_OBJECT (self), properties[PROP_TERRAIN]);
}

/* Documents */

static void
bind_ruleset (TacticsEditorWindow *self)
{
  TacticsRuleset *ruleset = tactics_editor_document_get_ruleset (self->document);
  TacticsMap *map = current_map (self);
  GListModel *terrains = tactics_ruleset_get_terrains (ruleset);

  tactics_editor_terrain_palette_set_ruleset (self->palette, ruleset);
  tactics_editor_terrain_palette_set_topology (self->palette,
                                        map != NULL ? tactics_map_get_topology (map)
                                                    : TACTICS_TOPOLOGY_SQUARE);
  gtk_drop_down_set_model (self->eraser_dropdown, terrains);
  self->eraser_terrain = 0;
  gtk_drop_down_set_selected (self->eraser_dropdown, 0);
  gtk_drop_down_set_model (self->movetype_dropdown, tactics_ruleset_get_movetypes (ruleset));
  gtk_drop_down_set_selected (self->movetype_dropdown, 0);

  tactics_editor_terrains_page_set_map (TACTICS_EDITOR_TERRAINS_PAGE (self->terrains_page), map);
  tactics_editor_ruleset_pages_set_ruleset (self->terrains_page, ruleset);
  tactics_editor_ruleset_pages_set_ruleset (self->units_page, ruleset);
  tactics_editor_ruleset_pages_set_ruleset (self->actions_page, ruleset);

  /* A map with terrains of its own saves only those: units and actions
   * belong to ruleset files. */
  {
    gboolean full_ruleset = map == NULL || tactics_map_get_ruleset_path (map) != NULL;

    gtk_stack_page_set_visible (gtk_stack_get_page (self->pages, self->units_page), full_ruleset);
    gtk_stack_page_set_visible (gtk_stack_get_page (self->pages, self->actions_page), full_ruleset);
  }
}

TacticsEditorDocument *
tactics_editor_window_get_document (TacticsEditorWindow *self)
{
  g_return_val_if_fail (TACTICS_IS_EDITOR_WINDOW (self), NULL);

  return self->document;
}

void
tactics_editor_window_set_document (TacticsEditorWindow   *self,
                                    TacticsEditorDocument *document)
{
  TacticsMap *old_map;
  TacticsMap *map;

  g_return_if_fail (TACTICS_IS_EDITOR_WINDOW (self));
  g_return_if_fail (TACTICS_IS_EDITOR_DOCUMENT (document));

  if (self->document == document)
    return;

  old_map = current_map (self);
  if (old_map != NULL)
    {
      g_signal_handlers_disconnect_by_data (old_map, self);
      g_signal_handlers_disconnect_by_data (tactics_map_get_ruleset (old_map), self);
    }
  if (self->document != NULL)
    {
      g_signal_handlers_disconnect_by_data (self->document, self);
      tactics_editor_recovery_discard (self->recovery_file);
      g_clear_object (&self->recovery_file);
    }

  self->stroking = FALSE;
  tactics_editor_window_clear_reach (self);
  g_set_object (&self->document, document);
  map = tactics_editor_document_get_map (document);

  g_signal_connect_object (document, "notify",
                           G_CALLBACK (on_document_notify), self, G_CONNECT_SWAPPED);
  if (map != NULL)
    {
      g_signal_connect_object (map, "cells-changed",
                               G_CALLBACK (on_map_changed), self, G_CONNECT_SWAPPED);
      g_signal_connect_object (map, "notify::width",
                               G_CALLBACK (on_map_changed), self, G_CONNECT_SWAPPED);
      g_signal_connect_object (map, "notify::height",
                               G_CALLBACK (on_map_changed), self, G_CONNECT_SWAPPED);
      g_signal_connect_object (tactics_map_get_ruleset (map), "changed",
                               G_CALLBACK (on_map_changed), self, G_CONNECT_SWAPPED);
    }

  tactics_board_set_map (self->board, map);
  bind_ruleset (self);

  /* A ruleset on its own has no map to paint. */
  gtk_stack_page_set_visible (gtk_stack_get_page (self->pages, self->map_page), map != NULL);
  if (map == NULL)
    gtk_stack_set_visible_child_name (self->pages, "terrains");
  else
    gtk_stack_set_visible_child_name (self->pages, "map");

  tactics_editor_window_show_error (self, NULL);
  update_title (self);
  update_map_info (self);
  update_hover_info (self);
  tactics_editor_window_update_actions (self);
  g_object_notify_by_pspec (G_OBJECT (self), properties[PROP_DOCUMENT]);
}

gboolean
tactics_editor_window_is_pristine (TacticsEditorWindow *self)
{
  g_return_val_if_fail (TACTICS_IS_EDITOR_WINDOW (self), FALSE);

  return self->document == NULL
         || (tactics_editor_document_get_file (self->document) == NULL
             && !tactics_editor_document_get_modified (self->document)
             && !tactics_editor_document_can_undo (self->document));
}

gboolean
tactics_editor_window_open_file (TacticsEditorWindow *self,
                                 GFile               *file)
{
  g_autoptr(GError) error = NULL;
  g_autoptr(TacticsEditorDocument) document = NULL;

  g_return_val_if_fail (TACTICS_IS_EDITOR_WINDOW (self), FALSE);
  g_return_val_if_fail (G_IS_FILE (file), FALSE);

  document = tactics_editor_document_load (file, &error);
  if (document == NULL)
    {
      g_autofree char *name = g_file_get_parse_name (file);
      g_autofree char *message = NULL;

      /* File errors already name the file and line; others do not. */
      if (error->domain == TACTICS_FILE_ERROR)
        message = g_strdup_printf (_("Could not open the file: %s"), error->message);
      else
        message = g_strdup_printf (_("Could not open “%s”: %s"), name, error->message);
      tactics_editor_window_show_error (self, message);
      return FALSE;
    }

  tactics_editor_window_set_document (self, document);
  tactics_editor_application_add_recent (file);
  return TRUE;
}

gboolean
tactics_editor_window_save_to_file (TacticsEditorWindow *self,
                                    GFile               *file)
{
  g_autoptr(GError) error = NULL;

  g_return_val_if_fail (TACTICS_IS_EDITOR_WINDOW (self), FALSE);
  g_return_val_if_fail (G_IS_FILE (file), FALSE);

  if (self->stroking)
    {
      tactics_editor_document_end_step (self->document);
      self->stroking = FALSE;
    }

  if (!tactics_editor_document_save_as (self->document, file, &error))
    {
      g_autofree char *message = g_strdup_printf (_("Could not save: %s"), error->message);

      tactics_editor_window_show_error (self, message);
      return FALSE;
    }

  tactics_editor_window_show_error (self, NULL);
  tactics_editor_recovery_discard (self->recovery_file);
  g_clear_object (&self->recovery_file);
  tactics_editor_application_add_recent (file);
  return TRUE;
}

void
tactics_editor_window_show_error (TacticsEditorWindow *self,
                                  const char          *message)
{
  g_return_if_fail (TACTICS_IS_EDITOR_WINDOW (self));

  g_free (self->error);
  self->error = g_strdup (message);
  gtk_label_set_text (self->error_label, message != NULL ? message : "");
  gtk_info_bar_set_revealed (self->info_bar, message != NULL);
}

const char *
tactics_editor_window_get_error (TacticsEditorWindow *self)
{
  g_return_val_if_fail (TACTICS_IS_EDITOR_WINDOW (self), NULL);

  return self->error;
}

static void
on_info_bar_response (TacticsEditorWindow *self,
                      int                  response,
                      GtkInfoBar          *info_bar)
{
  tactics_editor_window_show_error (self, NULL);
}

TacticsBoard *
tactics_editor_window_get_board (TacticsEditorWindow *self)
{
  g_return_val_if_fail (TACTICS_IS_EDITOR_WINDOW (self), NULL);

  return self->board;
}

guint
tactics_editor_window_get_terrain (TacticsEditorWindow *self)
{
  g_return_val_if_fail (TACTICS_IS_EDITOR_WINDOW (self), 0);

  return tactics_editor_terrain_palette_get_selected (self->palette);
}

void
tactics_editor_window_set_terrain (TacticsEditorWindow *self,
                                   guint                terrain)
{
  g_return_if_fail (TACTICS_IS_EDITOR_WINDOW (self));

  tactics_editor_terrain_palette_set_selected (self->palette, terrain);
}

void
tactics_editor_window_show_page (TacticsEditorWindow *self,
                                 const char          *name)
{
  g_return_if_fail (TACTICS_IS_EDITOR_WINDOW (self));
  g_return_if_fail (name != NULL);

  gtk_stack_set_visible_child_name (self->pages, name);
}

/* Recovery */

GFile *
tactics_editor_window_get_recovery_file (TacticsEditorWindow *self)
{
  g_return_val_if_fail (TACTICS_IS_EDITOR_WINDOW (self), NULL);

  return self->recovery_file;
}

void
tactics_editor_window_autosave (TacticsEditorWindow *self)
{
  g_autoptr(GError) error = NULL;

  g_return_if_fail (TACTICS_IS_EDITOR_WINDOW (self));

  if (self->document == NULL)
    return;

  if (!tactics_editor_document_get_modified (self->document))
    {
      tactics_editor_recovery_discard (self->recovery_file);
      g_clear_object (&self->recovery_file);
      return;
    }

  if (!tactics_editor_recovery_write (self->document, &self->recovery_file, &error))
    g_warning ("Could not write the recovery file: %s", error->message);
}

static gboolean
on_autosave_timeout (gpointer data)
{
  tactics_editor_window_autosave (TACTICS_EDITOR_WINDOW (data));
  return G_SOURCE_CONTINUE;
}

/* Closing */

static gboolean
destroy_window (gpointer data)
{
  gtk_window_destroy (GTK_WINDOW (data));
  return G_SOURCE_REMOVE;
}

/* Not from inside the dialog's own signal: the dialog is still being
 * finished with and must not outlive its parent. */
static void
destroy_later (TacticsEditorWindow *self)
{
  g_idle_add_full (G_PRIORITY_HIGH_IDLE, destroy_window, g_object_ref (self), g_object_unref);
}

static void
on_close_dialog_response (TacticsEditorWindow *self,
                          int                  response,
                          GtkDialog           *dialog)
{
  g_clear_pointer (&self->close_dialog, gtk_window_destroy);

  switch (response)
    {
    case GTK_RESPONSE_ACCEPT:
      if (tactics_editor_window_save (self, TRUE))
        destroy_later (self);
      break;
    case GTK_RESPONSE_REJECT:
      tactics_editor_recovery_discard (self->recovery_file);
      g_clear_object (&self->recovery_file);
      destroy_later (self);
      break;
    default:
      break;
    }
}

static void
save_window_state (TacticsEditorWindow *self)
{
  GSettings *settings = tactics_editor_application_get_settings ();
  int width;
  int height;

  if (settings == NULL)
    return;

  gtk_window_get_default_size (GTK_WINDOW (self), &width, &height);
  g_settings_set_boolean (settings, "window-maximized",
                          gtk_window_is_maximized (GTK_WINDOW (self)));
  if (!gtk_window_is_maximized (GTK_WINDOW (self)) && width >= 360 && height >= 360)
    {
      g_settings_set_int (settings, "window-width", width);
      g_settings_set_int (settings, "window-height", height);
    }
}

static gboolean
tactics_editor_window_close_request (GtkWindow *window)
{
  TacticsEditorWindow *self = TACTICS_EDITOR_WINDOW (window);
  GtkWidget *button;

  save_window_state (self);

  if (self->document == NULL || !tactics_editor_document_get_modified (self->document))
    {
      tactics_editor_recovery_discard (self->recovery_file);
      g_clear_object (&self->recovery_file);
      return GTK_WINDOW_CLASS (tactics_editor_window_parent_class)->close_request (window);
    }

  if (self->close_dialog != NULL)
    {
      gtk_window_present (self->close_dialog);
      return TRUE;
    }

  self->close_dialog = (GtkWindow *)
    gtk_message_dialog_new (window, GTK_DIALOG_MODAL | GTK_DIALOG_DESTROY_WITH_PARENT,
                            GTK_MESSAGE_QUESTION, GTK_BUTTONS_NONE,
                            _("Save changes to “%s” before closing?"),
                            tactics_editor_document_get_title (self->document));
  gtk_message_dialog_format_secondary_text (GTK_MESSAGE_DIALOG (self->close_dialog),
                                            _("If you don’t save, your changes will be lost."));
  button = gtk_dialog_add_button (GTK_DIALOG (self->close_dialog), _("Close _Without Saving"),
                                  GTK_RESPONSE_REJECT);
  gtk_widget_add_css_class (button, "destructive-action");
  gtk_dialog_add_button (GTK_DIALOG (self->close_dialog), _("_Cancel"), GTK_RESPONSE_CANCEL);
  button = gtk_dialog_add_button (GTK_DIALOG (self->close_dialog), _("_Save"),
                                  GTK_RESPONSE_ACCEPT);
  gtk_widget_add_css_class (button, "suggested-action");
  gtk_dialog_set_default_response (GTK_DIALOG (self->close_dialog), GTK_RESPONSE_ACCEPT);
  g_signal_connect_object (self->close_dialog, "response",
                           G_CALLBACK (on_close_dialog_response), self, G_CONNECT_SWAPPED);
  gtk_window_present (self->close_dialog);
  return TRUE;
}

/* GObject */

static void
tactics_editor_window_dispose (GObject *object)
{
  TacticsEditorWindow *self = TACTICS_EDITOR_WINDOW (object);
  TacticsMap *map = current_map (self);

  g_clear_handle_id (&self->reach_idle, g_source_remove);
  g_clear_handle_id (&self->autosave_source, g_source_remove);
  g_clear_pointer (&self->close_dialog, gtk_window_destroy);
  if (map != NULL)
    {
      g_signal_handlers_disconnect_by_data (map, self);
      g_signal_handlers_disconnect_by_data (tactics_map_get_ruleset (map), self);
    }
  if (self->document != NULL)
    g_signal_handlers_disconnect_by_data (self->document, self);

  gtk_widget_dispose_template (GTK_WIDGET (self), TACTICS_TYPE_EDITOR_WINDOW);

  g_clear_object (&self->document);
  g_clear_object (&self->brush_layer);
  g_clear_object (&self->cursor_layer);
  g_clear_object (&self->reach_layer);
  g_clear_object (&self->reach_marker);
  g_clear_object (&self->recovery_file);

  G_OBJECT_CLASS (tactics_editor_window_parent_class)->dispose (object);
}

static void
tactics_editor_window_finalize (GObject *object)
{
  TacticsEditorWindow *self = TACTICS_EDITOR_WINDOW (object);

  g_clear_pointer (&self->reach, tactics_reach_free);
  g_clear_pointer (&self->error, g_free);

  G_OBJECT_CLASS (tactics_editor_window_parent_class)->finalize (object);
}

static void
tactics_editor_window_get_property (GObject    *object,
                                    guint       prop_id,
                                    GValue     *value,
                                    GParamSpec *pspec)
{
  TacticsEditorWindow *self = TACTICS_EDITOR_WINDOW (object);

  switch (prop_id)
    {
    case PROP_DOCUMENT:
      g_value_set_object (value, self->document);
      break;
    case PROP_TOOL:
      g_value_set_string (value, tactics_editor_tool_to_string (self->tool));
      break;
    case PROP_BRUSH_SIZE:
      g_value_set_int (value, (int) self->brush_size);
      break;
    case PROP_RECTANGLE_FILLED:
      g_value_set_boolean (value, self->rectangle_filled);
      break;
    case PROP_MIRROR:
      g_value_set_string (value, tactics_editor_mirror_to_string (self->mirror));
      break;
    case PROP_SHOW_GRID:
      /* Asked for by the action system before the template is built. */
      g_value_set_boolean (value, self->board == NULL || tactics_board_get_show_grid (self->board));
      break;
    case PROP_TERRAIN:
      g_value_set_uint (value,
                        self->palette != NULL ? tactics_editor_window_get_terrain (self) : 0);
      break;
    case PROP_ERASER_TERRAIN:
      g_value_set_uint (value, self->eraser_terrain);
      break;
    default:
      G_OBJECT_WARN_INVALID_PROPERTY_ID (object, prop_id, pspec);
    }
}

static void
tactics_editor_window_set_property (GObject      *object,
                                    guint         prop_id,
                                    const GValue *value,
                                    GParamSpec   *pspec)
{
  TacticsEditorWindow *self = TACTICS_EDITOR_WINDOW (object);

  switch (prop_id)
    {
    case PROP_DOCUMENT:
      if (g_value_get_object (value) != NULL)
        tactics_editor_window_set_document (self, g_value_get_object (value));
      break;
    case PROP_TOOL:
      {
        TacticsEditorTool tool;

        if (tactics_editor_tool_from_string (g_value_get_string (value), &tool))
          tactics_editor_window_set_tool (self, tool);
      }
      break;
    case PROP_BRUSH_SIZE:
      tactics_editor_window_set_brush_size (self, (guint) MAX (g_value_get_int (value), 1));
      break;
    case PROP_RECTANGLE_FILLED:
      if (self->rectangle_filled != g_value_get_boolean (value))
        {
          self->rectangle_filled = g_value_get_boolean (value);
          update_brush_outline (self);
          g_object_notify_by_pspec (object, pspec);
        }
      break;
    case PROP_MIRROR:
      {
        TacticsEditorMirror mirror;

        if (tactics_editor_mirror_from_string (g_value_get_string (value), &mirror))
          set_mirror (self, mirror);
      }
      break;
    case PROP_SHOW_GRID:
      if (tactics_board_get_show_grid (self->board) != g_value_get_boolean (value))
        {
          tactics_board_set_show_grid (self->board, g_value_get_boolean (value));
          g_object_notify_by_pspec (object, pspec);
        }
      break;
    case PROP_TERRAIN:
      tactics_editor_window_set_terrain (self, g_value_get_uint (value));
      break;
    case PROP_ERASER_TERRAIN:
      gtk_drop_down_set_selected (self->eraser_dropdown, g_value_get_uint (value));
      break;
    default:
      G_OBJECT_WARN_INVALID_PROPERTY_ID (object, prop_id, pspec);
    }
}

static void
tactics_editor_window_class_init (TacticsEditorWindowClass *klass)
{
  GObjectClass *object_class = G_OBJECT_CLASS (klass);
  GtkWidgetClass *widget_class = GTK_WIDGET_CLASS (klass);
  GtkWindowClass *window_class = GTK_WINDOW_CLASS (klass);
  GParamFlags flags = G_PARAM_READWRITE | G_PARAM_EXPLICIT_NOTIFY | G_PARAM_STATIC_STRINGS;

  object_class->dispose = tactics_editor_window_dispose;
  object_class->finalize = tactics_editor_window_finalize;
  object_class->get_property = tactics_editor_window_get_property;
  object_class->set_property = tactics_editor_window_set_property;

  window_class->close_request = tactics_editor_window_close_request;

  properties[PROP_DOCUMENT] =
    g_param_spec_object ("document", NULL, NULL, TACTICS_TYPE_EDITOR_DOCUMENT, flags);
  properties[PROP_TOOL] =
    g_param_spec_string ("tool", NULL, NULL, "brush", flags);
  properties[PROP_BRUSH_SIZE] =
    g_param_spec_int ("brush-size", NULL, NULL, 1, TACTICS_EDITOR_MAX_BRUSH_SIZE, 1, flags);
  properties[PROP_RECTANGLE_FILLED] =
    g_param_spec_boolean ("rectangle-filled", NULL, NULL, TRUE, flags);
  properties[PROP_MIRROR] =
    g_param_spec_string ("mirror", NULL, NULL, "none", flags);
  properties[PROP_SHOW_GRID] =
    g_param_spec_boolean ("show-grid", NULL, NULL, TRUE, flags);
  properties[PROP_TERRAIN] =
    g_param_spec_uint ("terrain", NULL, NULL, 0, G_MAXUINT, 0, flags);
  properties[PROP_ERASER_TERRAIN] =
    g_param_spec_uint ("eraser-terrain", NULL, NULL, 0, G_MAXUINT, 0, flags);

  g_object_class_install_properties (object_class, N_PROPS, properties);

  g_type_ensure (TACTICS_TYPE_BOARD);
  g_type_ensure (TACTICS_TYPE_EDITOR_TERRAIN_PALETTE);

  gtk_widget_class_set_template_from_resource (widget_class,
                                               "/io/tactics/Editor/tactics-editor-window.ui");
  gtk_widget_class_bind_template_child (widget_class, TacticsEditorWindow, title_label);
  gtk_widget_class_bind_template_child (widget_class, TacticsEditorWindow, subtitle_label);
  gtk_widget_class_bind_template_child (widget_class, TacticsEditorWindow, info_bar);
  gtk_widget_class_bind_template_child (widget_class, TacticsEditorWindow, error_label);
  gtk_widget_class_bind_template_child (widget_class, TacticsEditorWindow, pages);
  gtk_widget_class_bind_template_child (widget_class, TacticsEditorWindow, map_page);
  gtk_widget_class_bind_template_child (widget_class, TacticsEditorWindow, board);
  gtk_widget_class_bind_template_child (widget_class, TacticsEditorWindow, palette);
  gtk_widget_class_bind_template_child (widget_class, TacticsEditorWindow, brush_options);
  gtk_widget_class_bind_template_child (widget_class, TacticsEditorWindow, rectangle_options);
  gtk_widget_class_bind_template_child (widget_class, TacticsEditorWindow, fill_hint);
  gtk_widget_class_bind_template_child (widget_class, TacticsEditorWindow, eraser_options);
  gtk_widget_class_bind_template_child (widget_class, TacticsEditorWindow, reach_options);
  gtk_widget_class_bind_template_child (widget_class, TacticsEditorWindow, eraser_dropdown);
  gtk_widget_class_bind_template_child (widget_class, TacticsEditorWindow, movetype_dropdown);
  gtk_widget_class_bind_template_child (widget_class, TacticsEditorWindow, mirror_dropdown);
  gtk_widget_class_bind_template_child (widget_class, TacticsEditorWindow, move_points_spin);
  gtk_widget_class_bind_template_child (widget_class, TacticsEditorWindow, brush_size_adjustment);
  gtk_widget_class_bind_template_child (widget_class, TacticsEditorWindow, hover_label);
  gtk_widget_class_bind_template_child (widget_class, TacticsEditorWindow, map_info_label);
  gtk_widget_class_bind_template_child (widget_class, TacticsEditorWindow, zoom_label);
  gtk_widget_class_bind_template_child (widget_class, TacticsEditorWindow, recent_section);
  gtk_widget_class_bind_template_callback (widget_class, on_board_cell_pressed);
  gtk_widget_class_bind_template_callback (widget_class, on_board_cell_dragged);
  gtk_widget_class_bind_template_callback (widget_class, on_board_cell_released);
  gtk_widget_class_bind_template_callback (widget_class, on_board_hover_changed);
  gtk_widget_class_bind_template_callback (widget_class, on_brush_size_adjusted);
  gtk_widget_class_bind_template_callback (widget_class, on_mirror_selected);
  gtk_widget_class_bind_template_callback (widget_class, on_eraser_selected);
  gtk_widget_class_bind_template_callback (widget_class, on_palette_selected);
  gtk_widget_class_bind_template_callback (widget_class, on_reach_settings_changed);
  gtk_widget_class_bind_template_callback (widget_class, on_info_bar_response);

  tactics_editor_window_class_add_actions (widget_class);
}

static void
tactics_editor_window_init (TacticsEditorWindow *self)
{
  const char *interval;
  guint seconds = DEFAULT_AUTOSAVE_SECONDS;
  GtkExpression *name;
  GtkEventController *keys;
  GtkEventController *motion;
  GSettings *settings;

  self->tool = TACTICS_EDITOR_TOOL_BRUSH;
  self->previous_tool = TACTICS_EDITOR_TOOL_BRUSH;
  self->brush_size = 1;
  self->rectangle_filled = TRUE;
  self->mirror = TACTICS_EDITOR_MIRROR_NONE;
  self->reach = tactics_reach_new ();

  gtk_widget_init_template (GTK_WIDGET (self));

  name = gtk_property_expression_new (TACTICS_TYPE_TERRAIN, NULL, "name");
  gtk_drop_down_set_expression (self->eraser_dropdown, name);
  gtk_expression_unref (name);
  name = gtk_property_expression_new (TACTICS_TYPE_MOVETYPE, NULL, "name");
  gtk_drop_down_set_expression (self->movetype_dropdown, name);
  gtk_expression_unref (name);

  self->terrains_page = tactics_editor_ruleset_pages_new_terrains ();
  self->units_page = tactics_editor_ruleset_pages_new_units ();
  self->actions_page = tactics_editor_ruleset_pages_new_actions ();
  gtk_stack_add_titled (self->pages, self->terrains_page, "terrains", _("Terrains"));
  gtk_stack_add_titled (self->pages, self->units_page, "units", _("Units"));
  gtk_stack_add_titled (self->pages, self->actions_page, "actions", _("Actions"));

  /* Overlays, bottom to top: reach, its origin, the keyboard cursor, the
   * brush outline. */
  self->reach_layer = tactics_cell_layer_new (TACTICS_CELL_STYLE_REACH);
  self->reach_marker = tactics_token_layer_new ();
  self->cursor_layer = tactics_cell_layer_new (TACTICS_CELL_STYLE_HIGHLIGHT);
  self->brush_layer = tactics_cell_layer_new (TACTICS_CELL_STYLE_BRUSH);
  tactics_board_add_layer (self->board, TACTICS_BOARD_LAYER (self->reach_layer));
  tactics_board_add_layer (self->board, TACTICS_BOARD_LAYER (self->reach_marker));
  tactics_board_add_layer (self->board, TACTICS_BOARD_LAYER (self->cursor_layer));
  tactics_board_add_layer (self->board, TACTICS_BOARD_LAYER (self->brush_layer));

  /* Before the board's own arrow keys (which pan), in the capture phase. */
  keys = gtk_event_controller_key_new ();
  gtk_event_controller_set_propagation_phase (keys, GTK_PHASE_CAPTURE);
  g_signal_connect_object (keys, "key-pressed", G_CALLBACK (on_board_key_pressed), self,
                           G_CONNECT_SWAPPED);
  gtk_widget_add_controller (GTK_WIDGET (self->board), keys);
  motion = gtk_event_controller_motion_new ();
  g_signal_connect_object (motion, "enter", G_CALLBACK (on_board_pointer_enter), self,
                           G_CONNECT_SWAPPED);
  g_signal_connect_object (motion, "motion", G_CALLBACK (on_board_pointer_motion), self,
                           G_CONNECT_SWAPPED);
  gtk_widget_add_controller (GTK_WIDGET (self->board), motion);

  g_signal_connect_object (tactics_board_get_viewport (self->board), "changed",
                           G_CALLBACK (on_viewport_changed), self, G_CONNECT_SWAPPED);

  g_menu_append_submenu (self->recent_section, _("Open _Recent"),
                         tactics_editor_application_get_recent_menu ());

  tactics_editor_window_add_shortcuts (self);
  update_tool_options (self);

  settings = tactics_editor_application_get_settings ();
  if (settings != NULL)
    {
      gtk_window_set_default_size (GTK_WINDOW (self),
                                   g_settings_get_int (settings, "window-width"),
                                   g_settings_get_int (settings, "window-height"));
      if (g_settings_get_boolean (settings, "window-maximized"))
        gtk_window_maximize (GTK_WINDOW (self));
      g_settings_bind (settings, "show-grid", self, "show-grid", G_SETTINGS_BIND_DEFAULT);
    }

  interval = g_getenv ("TACTICS_EDITOR_AUTOSAVE_SECONDS");
  if (interval != NULL && atoi (interval) > 0)
    seconds = (guint) atoi (interval);
  self->autosave_source = g_timeout_add_seconds (seconds, on_autosave_timeout, self);
}

TacticsEditorWindow *
tactics_editor_window_new (GtkApplication        *application,
                           TacticsEditorDocument *document)
{
  g_return_val_if_fail (GTK_IS_APPLICATION (application), NULL);
  g_return_val_if_fail (TACTICS_IS_EDITOR_DOCUMENT (document), NULL);

  return g_object_new (TACTICS_TYPE_EDITOR_WINDOW,
                       "application", application,
                       "document", document,
                       NULL);
}
