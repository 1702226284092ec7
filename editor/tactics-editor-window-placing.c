/* SPDX-License-Identifier: GPL-3.0-or-later */
/* What the Map page's tools paint when the document has a scenario: the
 * terrain, the chosen region (the same tools add cells to it; the eraser
 * takes them out), or units, placed from the unit palette by a drag or a
 * click, moved by dragging them, removed by a right click (from the
 * keyboard: Return places or picks up, Return again puts down, Delete
 * removes). Each stroke or placing is one undoable step. */
#include "config.h"

#include <glib/gi18n.h>

#include "tactics-editor-scenario-form-private.h"
#include "tactics-editor-window-private.h"

static const char * const target_names[] = { "terrain", "regions", "units" };

TacticsEditorPaintTarget
tactics_editor_window_get_paint_target (TacticsEditorWindow *self)
{
  const char *name;

  g_return_val_if_fail (TACTICS_IS_EDITOR_WINDOW (self), TACTICS_EDITOR_PAINT_TERRAIN);

  name = gtk_stack_get_visible_child_name (self->target_stack);
  if (self->scenario == NULL || name == NULL)
    return TACTICS_EDITOR_PAINT_TERRAIN;
  for (guint i = 0; i < G_N_ELEMENTS (target_names); i++)
    if (g_str_equal (name, target_names[i]))
      return i;
  return TACTICS_EDITOR_PAINT_TERRAIN;
}

void
tactics_editor_window_set_paint_target (TacticsEditorWindow      *self,
                                        TacticsEditorPaintTarget  target)
{
  g_return_if_fail (TACTICS_IS_EDITOR_WINDOW (self));
  g_return_if_fail (target <= TACTICS_EDITOR_PAINT_UNITS);

  gtk_stack_set_visible_child_name (self->target_stack, target_names[target]);
}

static TacticsRegion *
chosen_region (TacticsEditorWindow *self)
{
  return tactics_editor_window_get_paint_target (self) == TACTICS_EDITOR_PAINT_REGION
         ? tactics_editor_region_palette_get_region (self->region_palette) : NULL;
}

/* Regions */

void
tactics_editor_window_begin_stroke (TacticsEditorWindow *self,
                                    const char          *terrain_label)
{
  TacticsRegion *region = chosen_region (self);
  g_autofree char *label = NULL;

  if (tactics_editor_window_get_paint_target (self) != TACTICS_EDITOR_PAINT_REGION)
    {
      tactics_editor_document_begin_step (self->document, terrain_label);
      return;
    }
  if (region == NULL)
    return;
  /* An edit typed in a field before is a step of its own. */
  tactics_editor_document_commit_scenario_edit (self->document);
  if (self->tool == TACTICS_EDITOR_TOOL_ERASER)
    /* Translators: an Undo or Redo label: cells erased from a region; %s is its name. */
    label = g_strdup_printf (_("Erase from “%s”"), tactics_region_get_name (region));
  else if (self->tool == TACTICS_EDITOR_TOOL_FILL)
    /* Translators: an Undo or Redo label: a fill of a region; %s is its name. */
    label = g_strdup_printf (_("Fill “%s”"), tactics_region_get_name (region));
  else
    /* Translators: an Undo or Redo label: cells painted into a region; %s is its name. */
    label = g_strdup_printf (_("Paint “%s”"), tactics_region_get_name (region));
  tactics_editor_document_name_scenario_edit (self->document, label);
}

void
tactics_editor_window_end_stroke (TacticsEditorWindow *self)
{
  if (tactics_editor_window_get_paint_target (self) == TACTICS_EDITOR_PAINT_REGION)
    tactics_editor_document_commit_scenario_edit (self->document);
  else
    tactics_editor_document_end_step (self->document);
}

gboolean
tactics_editor_window_paint_region (TacticsEditorWindow *self,
                                    GArray              *cells)
{
  TacticsRegion *region;

  if (tactics_editor_window_get_paint_target (self) != TACTICS_EDITOR_PAINT_REGION)
    return FALSE;
  region = chosen_region (self);
  if (region != NULL)
    tactics_region_set_cells (region, (const TacticsCell *) cells->data, cells->len,
                              self->tool != TACTICS_EDITOR_TOOL_ERASER);
  return TRUE;
}

gboolean
tactics_editor_window_pick_region (TacticsEditorWindow *self,
                                   TacticsCell          cell)
{
  GListModel *regions;

  if (tactics_editor_window_get_paint_target (self) != TACTICS_EDITOR_PAINT_REGION)
    return FALSE;
  /* The last region drawn over the cell, as the board shows it on top. */
  regions = tactics_scenario_get_regions (self->scenario);
  for (guint i = g_list_model_get_n_items (regions); i > 0; i--)
    {
      g_autoptr(TacticsRegion) region = g_list_model_get_item (regions, i - 1);

      if (tactics_region_contains (region, cell))
        {
          tactics_editor_region_palette_set_region (self->region_palette, region);
          break;
        }
    }
  return TRUE;
}

/* Units */

/* TRUE when a placed unit stands on @cell: the palette says so. */
static gboolean
cell_taken (TacticsEditorWindow *self,
            TacticsCell          cell)
{
  g_autofree char *message = NULL;

  if (tactics_scenario_lookup_placed_unit_at (self->scenario, cell, NULL) == NULL)
    {
      tactics_editor_unit_palette_set_message (self->unit_palette, "");
      return FALSE;
    }
  /* Translators: %d,%d is a cell, e.g. "A unit already stands on 3,4". */
  message = g_strdup_printf (_("A unit already stands on %d,%d"), cell.x, cell.y);
  tactics_editor_unit_palette_set_message (self->unit_palette, message);
  return TRUE;
}

static gboolean
place_unit (TacticsEditorWindow *self,
            TacticsUnitType     *type,
            TacticsCell          cell)
{
  TacticsSide *side = tactics_editor_unit_palette_get_side (self->unit_palette);
  TacticsMap *map = tactics_editor_window_get_map (self);
  g_autoptr(TacticsPlacedUnit) unit = NULL;
  g_autofree char *id = NULL;
  g_autofree char *label = NULL;

  if (self->scenario == NULL || side == NULL || type == NULL || !tactics_map_contains (map, cell))
    return FALSE;
  if (cell_taken (self, cell))
    return FALSE;
  tactics_editor_document_commit_scenario_edit (self->document);
  id = tactics_editor_scenario_new_unit_id (self->scenario);
  unit = tactics_placed_unit_new (id, tactics_unit_type_get_id (type), cell);
  tactics_side_insert_placed_unit (side, tactics_side_get_n_placed_units (side), unit);
  /* Translators: an Undo or Redo label; %s is a side's name. */
  label = g_strdup_printf (_("Place a Unit of “%s”"), tactics_side_get_display_name (side));
  tactics_editor_document_name_scenario_edit (self->document, label);
  tactics_editor_document_commit_scenario_edit (self->document);
  return TRUE;
}

gboolean
tactics_editor_window_place_unit (TacticsEditorWindow *self,
                                  TacticsUnitType     *unit_type,
                                  TacticsCell          cell)
{
  g_return_val_if_fail (TACTICS_IS_EDITOR_WINDOW (self), FALSE);
  g_return_val_if_fail (TACTICS_IS_UNIT_TYPE (unit_type), FALSE);

  return place_unit (self, unit_type, cell);
}

static guint
unit_position (TacticsSide *side,
               const char  *id)
{
  for (guint i = 0; i < tactics_side_get_n_placed_units (side); i++)
    if (g_strcmp0 (tactics_side_get_placed_unit (side, i)->id, id) == 0)
      return i;
  g_return_val_if_reached (0);
}

static void
remove_unit (TacticsEditorWindow *self,
             TacticsCell          cell)
{
  TacticsSide *side;
  const TacticsPlacedUnit *unit = tactics_scenario_lookup_placed_unit_at (self->scenario, cell,
                                                                          &side);
  g_autofree char *label = NULL;
  g_autofree char *id = NULL;

  if (unit == NULL)
    return;
  tactics_editor_document_commit_scenario_edit (self->document);
  /* Translators: an Undo or Redo label; %s is the unit's name. */
  label = g_strdup_printf (_("Remove “%s”"), tactics_scenario_get_unit_name (self->scenario, unit));
  id = g_strdup (unit->id);
  tactics_side_remove_placed_unit (side, unit_position (side, id));
  tactics_editor_scenario_forget_unit (self->scenario, id);
  tactics_editor_document_name_scenario_edit (self->document, label);
  tactics_editor_document_commit_scenario_edit (self->document);
}

static void
move_unit (TacticsEditorWindow *self,
           TacticsCell          to)
{
  TacticsSide *side;
  const TacticsPlacedUnit *unit = tactics_scenario_lookup_placed_unit (self->scenario,
                                                                       self->moving_unit, &side);
  g_autoptr(TacticsPlacedUnit) moved = NULL;
  g_autofree char *label = NULL;
  guint position;

  if (unit == NULL || !tactics_map_contains (tactics_editor_window_get_map (self), to)
      || (unit->cell.x == to.x && unit->cell.y == to.y))
    return;
  if (cell_taken (self, to))
    return;
  tactics_editor_document_commit_scenario_edit (self->document);
  moved = tactics_placed_unit_copy (unit);
  moved->cell = to;
  position = unit_position (side, moved->id);
  tactics_side_remove_placed_unit (side, position);
  tactics_side_insert_placed_unit (side, position, moved);
  /* Translators: an Undo or Redo label; %s is the unit's name. */
  label = g_strdup_printf (_("Move “%s”"), tactics_scenario_get_unit_name (self->scenario, moved));
  tactics_editor_document_name_scenario_edit (self->document, label);
  tactics_editor_document_commit_scenario_edit (self->document);
}

gboolean
tactics_editor_window_units_pressed (TacticsEditorWindow *self,
                                     TacticsCell          cell,
                                     guint                button)
{
  const TacticsPlacedUnit *unit;
  TacticsSide *side;

  if (tactics_editor_window_get_paint_target (self) != TACTICS_EDITOR_PAINT_UNITS)
    return FALSE;
  g_clear_pointer (&self->moving_unit, g_free);
  unit = tactics_scenario_lookup_placed_unit_at (self->scenario, cell, &side);
  if (button == GDK_BUTTON_SECONDARY)
    remove_unit (self, cell);
  else if (button == GDK_BUTTON_PRIMARY && unit != NULL)
    {
      /* Held: the release moves it. Its side becomes the palette's. */
      self->moving_unit = g_strdup (unit->id);
      tactics_editor_unit_palette_set_side (self->unit_palette, side);
    }
  else if (button == GDK_BUTTON_PRIMARY)
    place_unit (self, tactics_editor_unit_palette_get_unit_type (self->unit_palette), cell);
  return TRUE;
}

gboolean
tactics_editor_window_units_released (TacticsEditorWindow *self,
                                      TacticsCell          cell)
{
  if (tactics_editor_window_get_paint_target (self) != TACTICS_EDITOR_PAINT_UNITS)
    return FALSE;
  if (self->moving_unit != NULL)
    move_unit (self, cell);
  g_clear_pointer (&self->moving_unit, g_free);
  return TRUE;
}

/* A unit type dropped from the palette */

static gboolean
on_unit_dropped (GtkDropTarget *target,
                 const GValue  *value,
                 double         x,
                 double         y,
                 gpointer       user_data)
{
  TacticsEditorWindow *self = user_data;
  TacticsViewport *viewport = tactics_board_get_viewport (self->board);
  TacticsCell cell;

  if (!G_VALUE_HOLDS (value, TACTICS_TYPE_UNIT_TYPE) || g_value_get_object (value) == NULL
      || !tactics_viewport_cell_at (viewport, x, y, &cell))
    return FALSE;
  return place_unit (self, g_value_get_object (value), cell);
}

static void
paint_target_action (GtkWidget  *widget,
                     const char *action_name,
                     GVariant   *parameter)
{
  TacticsEditorWindow *self = TACTICS_EDITOR_WINDOW (widget);
  const char *name = g_variant_get_string (parameter, NULL);

  for (guint i = 0; i < G_N_ELEMENTS (target_names); i++)
    if (g_str_equal (name, target_names[i]) && self->scenario != NULL)
      tactics_editor_window_set_paint_target (self, i);
}

/* Delete: the unit at the keyboard cursor goes. */
static void
remove_unit_action (GtkWidget  *widget,
                    const char *action_name,
                    GVariant   *parameter)
{
  TacticsEditorWindow *self = TACTICS_EDITOR_WINDOW (widget);
  TacticsCell cursor;

  if (tactics_editor_window_get_paint_target (self) == TACTICS_EDITOR_PAINT_UNITS
      && tactics_board_get_cursor (self->board, &cursor))
    remove_unit (self, cursor);
}

void
tactics_editor_window_class_add_placing_actions (GtkWidgetClass *widget_class)
{
  gtk_widget_class_install_action (widget_class, "editor.paint-target", "s",
                                   paint_target_action);
  gtk_widget_class_install_action (widget_class, "editor.remove-unit", NULL,
                                   remove_unit_action);
}

/* The target follows the scenario */

static void
on_target_changed (TacticsEditorWindow *self)
{
  /* A line begun with the keyboard ends where it is. */
  if (self->stroking && self->document != NULL)
    {
      tactics_editor_document_end_step (self->document);
      tactics_editor_document_commit_scenario_edit (self->document);
    }
  self->stroking = FALSE;
  g_clear_pointer (&self->moving_unit, g_free);
  tactics_editor_window_update_tool_options (self);
  tactics_editor_window_update_brush_outline (self);
}

void
tactics_editor_window_show_scenario_targets (TacticsEditorWindow *self)
{
  gboolean has_scenario = self->scenario != NULL;

  tactics_editor_region_palette_set_scenario (self->region_palette, self->scenario);
  tactics_editor_unit_palette_set_scenario (self->unit_palette, self->scenario);
  gtk_widget_set_visible (self->target_switcher, has_scenario);
  gtk_widget_set_visible (self->terrain_heading, !has_scenario);
  if (!has_scenario)
    gtk_stack_set_visible_child_name (self->target_stack, target_names[0]);
  gtk_widget_action_set_enabled (GTK_WIDGET (self), "editor.paint-target", has_scenario);
  gtk_widget_action_set_enabled (GTK_WIDGET (self), "editor.remove-unit", has_scenario);
  on_target_changed (self);
}

void
tactics_editor_window_init_placing (TacticsEditorWindow *self)
{
  GtkDropTarget *drop = gtk_drop_target_new (TACTICS_TYPE_UNIT_TYPE, GDK_ACTION_COPY);

  g_signal_connect (drop, "drop", G_CALLBACK (on_unit_dropped), self);
  gtk_widget_add_controller (GTK_WIDGET (self->board), GTK_EVENT_CONTROLLER (drop));
  g_signal_connect_swapped (self->target_stack, "notify::visible-child",
                            G_CALLBACK (on_target_changed), self);
  g_signal_connect_swapped (self->region_palette, "notify::region",
                            G_CALLBACK (tactics_editor_window_update_brush_outline), self);
}
