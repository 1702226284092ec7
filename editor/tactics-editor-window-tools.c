/* SPDX-License-Identifier: GPL-3.0-or-later */
/* The editor window's tools: the cells a tool covers, painting them, the
 * reach preview and the tool options in the side panel. The board's input
 * handlers (tactics-editor-window.c) call in here. */
#include "config.h"

#include <glib/gi18n.h>

#include "tactics-editor-document-private.h"
#include "tactics-editor-window-private.h"

/* Tool geometry */

void
tactics_editor_window_mirror_and_clip (TacticsEditorWindow *self,
                                       GArray              *cells)
{
  TacticsMap *map = tactics_editor_window_get_map (self);

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

void
tactics_editor_window_tool_cells (TacticsEditorWindow *self,
                                  TacticsCell          cell,
                                  GArray              *cells)
{
  TacticsTopology topology = tactics_map_get_topology (tactics_editor_window_get_map (self));

  /* Units go one to a cell, without mirror images. */
  if (tactics_editor_window_get_paint_target (self) == TACTICS_EDITOR_PAINT_UNITS)
    {
      g_array_append_val (cells, cell);
      tactics_editor_cells_clip (tactics_map_get_width (tactics_editor_window_get_map (self)),
                                 tactics_map_get_height (tactics_editor_window_get_map (self)),
                                 cells);
      return;
    }
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
    case TACTICS_EDITOR_TOOL_SELECT:
    default:
      break;
    }
  tactics_editor_window_mirror_and_clip (self, cells);
}

/* While a line or a rectangle is dragged, its cells show the terrain (or
 * the region's colour) they are about to get, a little translucent, under
 * the outline. */
static void
update_brush_fill (TacticsEditorWindow *self)
{
  TacticsMap *map = tactics_editor_window_get_map (self);
  TacticsRegion *region = tactics_editor_region_palette_get_region (self->region_palette);
  TacticsRuleset *ruleset;
  TacticsTerrain *terrain;
  GdkRGBA fill;

  if (map == NULL || !self->stroking
      || (self->tool != TACTICS_EDITOR_TOOL_LINE && self->tool != TACTICS_EDITOR_TOOL_RECTANGLE))
    {
      tactics_cell_layer_set_fill (self->brush_layer, NULL);
      return;
    }
  if (tactics_editor_window_get_paint_target (self) == TACTICS_EDITOR_PAINT_REGION)
    {
      if (region == NULL || !gdk_rgba_parse (&fill, tactics_region_get_color (region)))
        fill = (GdkRGBA) { 1.0, 0.84, 0.31, 1.0 };
      fill.alpha = 0.6;
      tactics_cell_layer_set_fill (self->brush_layer, &fill);
      return;
    }
  ruleset = tactics_map_get_ruleset (map);
  if (self->stroke_terrain >= tactics_ruleset_get_n_terrains (ruleset))
    {
      tactics_cell_layer_set_fill (self->brush_layer, NULL);
      return;
    }
  terrain = tactics_ruleset_get_terrain (ruleset, self->stroke_terrain);
  if (!gdk_rgba_parse (&fill, tactics_terrain_get_color (terrain)))
    fill = (GdkRGBA) { 0.5, 0.5, 0.5, 1.0 };
  fill.alpha = 0.75;
  tactics_cell_layer_set_fill (self->brush_layer, &fill);
}

void
tactics_editor_window_update_brush_outline (TacticsEditorWindow *self)
{
  g_autoptr(GArray) cells = g_array_new (FALSE, FALSE, sizeof (TacticsCell));
  TacticsCell cell;

  /* A stamp shows where it would go instead of a tool's cells. */
  if (self->stamp != NULL)
    {
      tactics_editor_window_update_stamp (self);
      return;
    }
  if (tactics_editor_window_get_map (self) != NULL)
    {
      if (self->stroking)
        tactics_editor_window_tool_cells (self, self->last, cells);
      else if (tactics_board_get_cursor (self->board, &cell))
        tactics_editor_window_tool_cells (self, cell, cells);
      else if (tactics_board_get_hover_cell (self->board, &cell))
        tactics_editor_window_tool_cells (self, cell, cells);
    }
  update_brush_fill (self);
  tactics_cell_layer_set_cells (self->brush_layer, (const TacticsCell *) cells->data, cells->len);
}

guint
tactics_editor_window_get_paint_terrain (TacticsEditorWindow *self)
{
  return self->tool == TACTICS_EDITOR_TOOL_ERASER ? self->eraser_terrain
                                                  : tactics_editor_window_get_terrain (self);
}

void
tactics_editor_window_paint_cells (TacticsEditorWindow *self,
                                   GArray              *cells)
{
  guint terrain = self->stroke_terrain;
  TacticsRuleset *ruleset = tactics_editor_document_get_ruleset (self->document);

  if (tactics_editor_window_paint_region (self, cells))
    return;
  if (terrain >= tactics_ruleset_get_n_terrains (ruleset))
    return;
  tactics_editor_document_paint (self->document, (const TacticsCell *) cells->data,
                                 cells->len, terrain);
}

void
tactics_editor_window_fill (TacticsEditorWindow *self,
                            TacticsCell          cell,
                            gboolean             contiguous)
{
  TacticsMap *map = tactics_editor_window_get_map (self);
  g_autoptr(GArray) spans = g_array_new (FALSE, FALSE, sizeof (TacticsEditorSpan));
  g_autoptr(GArray) cells = NULL;

  tactics_editor_flood_spans (map, cell, contiguous, spans);
  /* Translators: Undo and Redo labels: a fill, and a fill of every cell of a terrain. */
  tactics_editor_window_begin_stroke (self, contiguous ? _("Fill") : _("Fill All"));
  if (self->mirror == TACTICS_EDITOR_MIRROR_NONE
      && tactics_editor_window_get_paint_target (self) == TACTICS_EDITOR_PAINT_TERRAIN)
    {
      /* A whole map is a few thousand spans: no list of millions of cells. */
      if (self->stroke_terrain < tactics_ruleset_get_n_terrains (tactics_map_get_ruleset (map)))
        tactics_editor_document_paint_spans (self->document,
                                             (const TacticsEditorSpan *) spans->data, spans->len,
                                             self->stroke_terrain);
    }
  else
    {
      cells = g_array_new (FALSE, FALSE, sizeof (TacticsCell));
      tactics_editor_spans_to_cells ((const TacticsEditorSpan *) spans->data, spans->len, cells);
      /* A fill changes only cells of the terrain it starts on: a mirrored
       * one fills again from each image of the cell clicked, never the
       * images of the area, which may be of other terrains. Every cell of
       * a terrain has no image to add. */
      if (contiguous && self->mirror != TACTICS_EDITOR_MIRROR_NONE)
        {
          TacticsCell images[3];
          guint n_images = tactics_editor_mirror_cell (tactics_map_get_topology (map),
                                                       tactics_map_get_width (map),
                                                       tactics_map_get_height (map),
                                                       self->mirror, cell, images);

          for (guint i = 0; i < n_images; i++)
            {
              g_array_set_size (spans, 0);
              tactics_editor_flood_spans (map, images[i], TRUE, spans);
              tactics_editor_spans_to_cells ((const TacticsEditorSpan *) spans->data,
                                             spans->len, cells);
            }
        }
      tactics_editor_cells_clip (tactics_map_get_width (map), tactics_map_get_height (map),
                                 cells);
      tactics_editor_window_paint_cells (self, cells);
    }
  tactics_editor_window_end_stroke (self);
}

/* Reach preview */

static gboolean
recompute_reach (gpointer data)
{
  TacticsEditorWindow *self = data;
  TacticsMap *map = tactics_editor_window_get_map (self);
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

void
tactics_editor_window_queue_reach (TacticsEditorWindow *self)
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
  tactics_editor_window_queue_reach (self);
}

/* Tool options */

void
tactics_editor_window_update_tool_options (TacticsEditorWindow *self)
{
  TacticsEditorPaintTarget target = tactics_editor_window_get_paint_target (self);
  /* Units are placed by the palette, whatever the tool. */
  gboolean painting = target != TACTICS_EDITOR_PAINT_UNITS;
  const char *options = "none";

  /* A region's eraser takes cells out: there is no terrain to erase to. */
  if (self->tool == TACTICS_EDITOR_TOOL_SELECT)
    options = "select";
  else if (!painting)
    options = "none";
  else if (self->tool == TACTICS_EDITOR_TOOL_ERASER && target == TACTICS_EDITOR_PAINT_TERRAIN)
    options = "eraser";
  else if (tool_uses_brush (self->tool))
    options = "brush";
  else if (self->tool == TACTICS_EDITOR_TOOL_RECTANGLE)
    options = "rectangle";
  else if (self->tool == TACTICS_EDITOR_TOOL_FILL)
    options = "fill";
  else if (self->tool == TACTICS_EDITOR_TOOL_REACH)
    options = "reach";
  gtk_stack_set_visible_child_name (self->tool_options, options);
  gtk_widget_set_cursor_from_name (GTK_WIDGET (self->board),
                                   !painting ? "default"
                                   : self->tool == TACTICS_EDITOR_TOOL_EYEDROPPER
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
      tactics_editor_window_end_stroke (self);
      self->stroking = FALSE;
    }
  if (self->tool != TACTICS_EDITOR_TOOL_EYEDROPPER)
    self->previous_tool = self->tool;
  self->tool = tool;
  /* Choosing a tool is choosing to paint with it, not to paste. */
  tactics_editor_window_drop_stamp (self);
  tactics_editor_window_update_tool_options (self);
  tactics_editor_window_update_brush_outline (self);
  tactics_editor_window_notify (self, WINDOW_PROP_TOOL);
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
  tactics_editor_window_update_brush_outline (self);
  tactics_editor_window_notify (self, WINDOW_PROP_BRUSH_SIZE);
}

static void
on_brush_size_adjusted (TacticsEditorWindow *self,
                        GtkAdjustment       *adjustment)
{
  tactics_editor_window_set_brush_size (self, (guint) gtk_adjustment_get_value (adjustment));
}

void
tactics_editor_window_set_mirror (TacticsEditorWindow *self,
                                  TacticsEditorMirror  mirror)
{
  if (self->mirror == mirror)
    return;

  self->mirror = mirror;
  if (gtk_drop_down_get_selected (self->mirror_dropdown) != mirror)
    gtk_drop_down_set_selected (self->mirror_dropdown, mirror);
  tactics_editor_window_update_brush_outline (self);
  tactics_editor_window_notify (self, WINDOW_PROP_MIRROR);
}

static void
on_mirror_selected (TacticsEditorWindow *self,
                    GParamSpec          *pspec,
                    GtkDropDown         *dropdown)
{
  guint selected = gtk_drop_down_get_selected (dropdown);

  if (selected <= TACTICS_EDITOR_MIRROR_FOUR_WAY)
    tactics_editor_window_set_mirror (self, selected);
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
  tactics_editor_window_notify (self, WINDOW_PROP_ERASER_TERRAIN);
}

static void
on_palette_selected (TacticsEditorWindow   *self,
                     GParamSpec            *pspec,
                     TacticsEditorTerrainPalette *palette)
{
  tactics_editor_window_notify (self, WINDOW_PROP_TERRAIN);
}

void
tactics_editor_window_class_init_tools (GtkWidgetClass *widget_class)
{
  gtk_widget_class_bind_template_callback (widget_class, on_brush_size_adjusted);
  gtk_widget_class_bind_template_callback (widget_class, on_mirror_selected);
  gtk_widget_class_bind_template_callback (widget_class, on_eraser_selected);
  gtk_widget_class_bind_template_callback (widget_class, on_palette_selected);
  gtk_widget_class_bind_template_callback (widget_class, on_reach_settings_changed);
}
