/* SPDX-License-Identifier: GPL-3.0-or-later */
#include "config.h"

#include <math.h>

#include <glib/gi18n.h>

#include "tactics-editor-application.h"
#include "tactics-editor-window-private.h"
#include "tactics-editor-ruleset-pages.h"
#include "tactics-editor-scenario-page.h"

G_DEFINE_FINAL_TYPE (TacticsEditorWindow, tactics_editor_window, GTK_TYPE_APPLICATION_WINDOW)

static GParamSpec *properties[WINDOW_N_PROPS];

static TacticsMap *
current_map (TacticsEditorWindow *self)
{
  return tactics_editor_window_get_map (self);
}

void
tactics_editor_window_notify (TacticsEditorWindow         *self,
                              TacticsEditorWindowProperty  property)
{
  g_object_notify_by_pspec (G_OBJECT (self), properties[property]);
}

/* Status bar */

static void
update_map_info (TacticsEditorWindow *self)
{
  TacticsMap *map = current_map (self);
  g_autofree char *info = NULL;
  g_autofree char *zoom = NULL;

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

  zoom = tactics_board_dup_zoom_text (self->board);
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

void
tactics_editor_window_update_status (TacticsEditorWindow *self)
{
  update_map_info (self);
  update_hover_info (self);
}

/* The keyboard cursor below still calls it by this name. */
static void
update_brush_outline (TacticsEditorWindow *self)
{
  tactics_editor_window_update_brush_outline (self);
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

  if (tactics_editor_window_clipboard_pressed (self, cell, button))
    {
      update_brush_outline (self);
      return;
    }
  if (tactics_editor_window_units_pressed (self, cell, button))
    {
      update_brush_outline (self);
      return;
    }
  /* The secondary button picks the terrain (or region) under it, whatever
   * the tool. */
  if (button == GDK_BUTTON_SECONDARY)
    {
      if (!tactics_editor_window_pick_region (self, cell))
        tactics_editor_window_pick_terrain (self, cell);
      return;
    }
  if (button != GDK_BUTTON_PRIMARY)
    return;

  self->stroke_terrain = tactics_editor_window_get_paint_terrain (self);

  switch (self->tool)
    {
    case TACTICS_EDITOR_TOOL_BRUSH:
    case TACTICS_EDITOR_TOOL_ERASER:
      self->stroking = TRUE;
      self->anchor = self->last = cell;
      /* Translators: Undo and Redo labels, e.g. "Undo Paint". */
      tactics_editor_window_begin_stroke (self, self->tool == TACTICS_EDITOR_TOOL_ERASER
                                                ? _("Erase") : _("Paint"));
      tactics_editor_window_tool_cells (self, cell, cells);
      tactics_editor_window_paint_cells (self, cells);
      break;

    case TACTICS_EDITOR_TOOL_LINE:
    case TACTICS_EDITOR_TOOL_RECTANGLE:
      self->stroking = TRUE;
      self->anchor = self->last = cell;
      break;

    case TACTICS_EDITOR_TOOL_FILL:
      /* Shift fills every cell of the terrain, connected or not. */
      tactics_editor_window_fill (self, cell, !(state & GDK_SHIFT_MASK));
      break;

    case TACTICS_EDITOR_TOOL_EYEDROPPER:
      if (!tactics_editor_window_pick_region (self, cell))
        tactics_editor_window_pick_terrain (self, cell);
      /* Back to the tool the terrain was picked for. */
      tactics_editor_window_set_tool (self, self->previous_tool);
      break;

    case TACTICS_EDITOR_TOOL_REACH:
      self->has_reach_origin = TRUE;
      self->reach_origin = cell;
      tactics_editor_window_queue_reach (self);
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
  if (tactics_editor_window_clipboard_dragged (self, cell))
    return;

  if (self->tool == TACTICS_EDITOR_TOOL_BRUSH || self->tool == TACTICS_EDITOR_TOOL_ERASER)
    {
      /* A fast pointer skips cells: paint the whole way from the last one. */
      cells = g_array_new (FALSE, FALSE, sizeof (TacticsCell));
      tactics_editor_line_cells (tactics_map_get_topology (current_map (self)),
                                 self->last, cell, self->brush_size, cells);
      tactics_editor_window_mirror_and_clip (self, cells);
      tactics_editor_window_paint_cells (self, cells);
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

  if (tactics_editor_window_clipboard_released (self, cell))
    {
      update_brush_outline (self);
      return;
    }
  if (tactics_editor_window_units_released (self, cell))
    {
      update_brush_outline (self);
      return;
    }
  if (!self->stroking)
    return;

  self->last = cell;
  if (current_map (self) != NULL)
    {
      if (self->tool == TACTICS_EDITOR_TOOL_LINE || self->tool == TACTICS_EDITOR_TOOL_RECTANGLE)
        {
          tactics_editor_window_tool_cells (self, cell, cells);
          /* Translators: Undo and Redo labels, e.g. "Undo Rectangle". */
          tactics_editor_window_begin_stroke (self, self->tool == TACTICS_EDITOR_TOOL_LINE
                                                    ? C_("paint tool", "Line") : _("Rectangle"));
          tactics_editor_window_paint_cells (self, cells);
        }
      tactics_editor_window_end_stroke (self);
    }
  self->stroking = FALSE;
  update_brush_outline (self);
}

/* The keyboard cursor (the board's) */

/* Tells screen readers the cell, its terrain and what it costs to cross. */
static void
announce_cursor (TacticsEditorWindow *self)
{
  TacticsMap *map = current_map (self);
  TacticsCell cursor;
  g_autofree char *cell_text = NULL;
  g_autoptr(GString) text = NULL;
  TacticsTerrain *terrain;
  GListModel *movetypes;

  if (map == NULL || !tactics_board_get_cursor (self->board, &cursor))
    return;
  cell_text = tactics_board_describe_cell (self->board, cursor);
  text = g_string_new (cell_text);
  terrain = tactics_map_get_terrain (map, cursor);
  movetypes = tactics_ruleset_get_movetypes (tactics_map_get_ruleset (map));
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
on_board_cursor_moved (TacticsEditorWindow *self,
                       TacticsBoard        *board)
{
  TacticsCell cursor;

  tactics_board_get_cursor (board, &cursor);
  if (self->stroking)
    on_board_cell_dragged (self, cursor.x, cursor.y, board);
  update_brush_outline (self);
  announce_cursor (self);
}

/* Return or space on the cursor does what a click on its cell does; a line
 * or a rectangle takes two: where it starts, then where it ends, and so does
 * moving a placed unit. (A double click hides the cursor: its two clicks did
 * the work already.) */
static void
on_board_cell_activated (TacticsEditorWindow *self,
                         int                  x,
                         int                  y,
                         TacticsBoard        *board)
{
  GdkSeat *seat = gdk_display_get_default_seat (gtk_widget_get_display (GTK_WIDGET (self)));
  GdkModifierType state = seat != NULL && gdk_seat_get_keyboard (seat) != NULL
                          ? gdk_device_get_modifier_state (gdk_seat_get_keyboard (seat)) : 0;

  if (!tactics_board_get_cursor (board, NULL))
    return;
  if (tactics_editor_window_get_paint_target (self) == TACTICS_EDITOR_PAINT_UNITS)
    {
      /* A unit picked up by one Return is put down by the next. */
      if (self->moving_unit != NULL)
        on_board_cell_released (self, x, y, board);
      else
        on_board_cell_pressed (self, x, y, GDK_BUTTON_PRIMARY, state, board);
    }
  else if (self->tool == TACTICS_EDITOR_TOOL_LINE || self->tool == TACTICS_EDITOR_TOOL_RECTANGLE
           || (self->tool == TACTICS_EDITOR_TOOL_SELECT && self->stamp == NULL))
    {
      if (!self->stroking)
        on_board_cell_pressed (self, x, y, GDK_BUTTON_PRIMARY, state, board);
      else
        on_board_cell_released (self, x, y, board);
    }
  else
    {
      on_board_cell_pressed (self, x, y, GDK_BUTTON_PRIMARY, state, board);
      on_board_cell_released (self, x, y, board);
    }
  update_brush_outline (self);
  announce_cursor (self);
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

/* The minimap shows the board's map; it follows the map's edits itself. */
static void
on_board_notify_map (TacticsEditorWindow *self)
{
  tactics_minimap_set_map (self->minimap, tactics_board_get_map (self->board));
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

/* GObject */

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

  save_window_state (self);
  if (!tactics_editor_window_confirm_close (self))
    return TRUE;
  return GTK_WINDOW_CLASS (tactics_editor_window_parent_class)->close_request (window);
}

static void
tactics_editor_window_dispose (GObject *object)
{
  TacticsEditorWindow *self = TACTICS_EDITOR_WINDOW (object);
  TacticsMap *map = current_map (self);

  g_clear_handle_id (&self->reach_idle, g_source_remove);
  g_clear_handle_id (&self->autosave_source, g_source_remove);
  tactics_editor_window_dispose_check (self);
  tactics_editor_window_dispose_clipboard (self);
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
  g_clear_object (&self->region_layer);
  g_clear_object (&self->unit_layer);
  g_clear_object (&self->scenario);
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
  g_clear_pointer (&self->undo_label, g_free);
  g_clear_pointer (&self->redo_label, g_free);
  g_clear_pointer (&self->moving_unit, g_free);

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
    case WINDOW_PROP_DOCUMENT:
      g_value_set_object (value, self->document);
      break;
    case WINDOW_PROP_TOOL:
      g_value_set_string (value, tactics_editor_tool_to_string (self->tool));
      break;
    case WINDOW_PROP_BRUSH_SIZE:
      g_value_set_int (value, (int) self->brush_size);
      break;
    case WINDOW_PROP_RECTANGLE_FILLED:
      g_value_set_boolean (value, self->rectangle_filled);
      break;
    case WINDOW_PROP_MIRROR:
      g_value_set_string (value, tactics_editor_mirror_to_string (self->mirror));
      break;
    case WINDOW_PROP_SHOW_GRID:
      /* Asked for by the action system before the template is built. */
      g_value_set_boolean (value, self->board == NULL || tactics_board_get_show_grid (self->board));
      break;
    case WINDOW_PROP_SHOW_MINIMAP:
      g_value_set_boolean (value, self->minimap == NULL ||
                                  gtk_widget_get_visible (GTK_WIDGET (self->minimap)));
      break;
    case WINDOW_PROP_TERRAIN:
      g_value_set_uint (value,
                        self->palette != NULL ? tactics_editor_window_get_terrain (self) : 0);
      break;
    case WINDOW_PROP_ERASER_TERRAIN:
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
    case WINDOW_PROP_DOCUMENT:
      if (g_value_get_object (value) != NULL)
        tactics_editor_window_set_document (self, g_value_get_object (value));
      break;
    case WINDOW_PROP_TOOL:
      {
        TacticsEditorTool tool;

        if (tactics_editor_tool_from_string (g_value_get_string (value), &tool))
          tactics_editor_window_set_tool (self, tool);
      }
      break;
    case WINDOW_PROP_BRUSH_SIZE:
      tactics_editor_window_set_brush_size (self, (guint) MAX (g_value_get_int (value), 1));
      break;
    case WINDOW_PROP_RECTANGLE_FILLED:
      if (self->rectangle_filled != g_value_get_boolean (value))
        {
          self->rectangle_filled = g_value_get_boolean (value);
          update_brush_outline (self);
          g_object_notify_by_pspec (object, pspec);
        }
      break;
    case WINDOW_PROP_MIRROR:
      {
        TacticsEditorMirror mirror;

        if (tactics_editor_mirror_from_string (g_value_get_string (value), &mirror))
          tactics_editor_window_set_mirror (self, mirror);
      }
      break;
    case WINDOW_PROP_SHOW_GRID:
      if (tactics_board_get_show_grid (self->board) != g_value_get_boolean (value))
        {
          tactics_board_set_show_grid (self->board, g_value_get_boolean (value));
          g_object_notify_by_pspec (object, pspec);
        }
      break;
    case WINDOW_PROP_SHOW_MINIMAP:
      if (gtk_widget_get_visible (GTK_WIDGET (self->minimap)) != g_value_get_boolean (value))
        {
          gtk_widget_set_visible (GTK_WIDGET (self->minimap), g_value_get_boolean (value));
          g_object_notify_by_pspec (object, pspec);
        }
      break;
    case WINDOW_PROP_TERRAIN:
      tactics_editor_window_set_terrain (self, g_value_get_uint (value));
      break;
    case WINDOW_PROP_ERASER_TERRAIN:
      gtk_drop_down_set_selected (self->eraser_dropdown, g_value_get_uint (value));
      break;
    default:
      G_OBJECT_WARN_INVALID_PROPERTY_ID (object, prop_id, pspec);
    }
}

/* The zoom buttons lie over the board's bottom edge: a fitted map stays
 * clear of them, and the same band at the top keeps it centred. */
static void
on_board_map (TacticsEditorWindow *self)
{
  int height;

  gtk_widget_measure (self->zoom_controls, GTK_ORIENTATION_VERTICAL, -1, NULL, &height, NULL,
                      NULL);
  if (height <= 0)
    return;
  height += gtk_widget_get_margin_bottom (self->zoom_controls);
  tactics_board_set_fit_insets (self->board,
                                &(GtkBorder) { .top = (gint16) height, .bottom = (gint16) height });
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

  properties[WINDOW_PROP_DOCUMENT] =
    g_param_spec_object ("document", NULL, NULL, TACTICS_TYPE_EDITOR_DOCUMENT, flags);
  properties[WINDOW_PROP_TOOL] =
    g_param_spec_string ("tool", NULL, NULL, "brush", flags);
  properties[WINDOW_PROP_BRUSH_SIZE] =
    g_param_spec_int ("brush-size", NULL, NULL, 1, TACTICS_EDITOR_MAX_BRUSH_SIZE, 1, flags);
  properties[WINDOW_PROP_RECTANGLE_FILLED] =
    g_param_spec_boolean ("rectangle-filled", NULL, NULL, TRUE, flags);
  properties[WINDOW_PROP_MIRROR] =
    g_param_spec_string ("mirror", NULL, NULL, "none", flags);
  properties[WINDOW_PROP_SHOW_GRID] =
    g_param_spec_boolean ("show-grid", NULL, NULL, TRUE, flags);
  properties[WINDOW_PROP_TERRAIN] =
    g_param_spec_uint ("terrain", NULL, NULL, 0, G_MAXUINT, 0, flags);
  properties[WINDOW_PROP_ERASER_TERRAIN] =
    g_param_spec_uint ("eraser-terrain", NULL, NULL, 0, G_MAXUINT, 0, flags);
  properties[WINDOW_PROP_SHOW_MINIMAP] =
    g_param_spec_boolean ("show-minimap", NULL, NULL, TRUE, flags);

  g_object_class_install_properties (object_class, WINDOW_N_PROPS, properties);

  g_type_ensure (TACTICS_TYPE_BOARD);
  g_type_ensure (TACTICS_TYPE_MINIMAP);
  g_type_ensure (TACTICS_TYPE_EDITOR_TERRAIN_PALETTE);
  g_type_ensure (TACTICS_TYPE_EDITOR_REGION_PALETTE);
  g_type_ensure (TACTICS_TYPE_EDITOR_UNIT_PALETTE);

  gtk_widget_class_set_template_from_resource (widget_class,
                                               "/io/tactics/Editor/tactics-editor-window.ui");
  gtk_widget_class_bind_template_child (widget_class, TacticsEditorWindow, title_label);
  gtk_widget_class_bind_template_child (widget_class, TacticsEditorWindow, subtitle_label);
  gtk_widget_class_bind_template_child (widget_class, TacticsEditorWindow, info_bar);
  gtk_widget_class_bind_template_child (widget_class, TacticsEditorWindow, error_label);
  gtk_widget_class_bind_template_child (widget_class, TacticsEditorWindow, pages);
  gtk_widget_class_bind_template_child (widget_class, TacticsEditorWindow, map_page);
  gtk_widget_class_bind_template_child (widget_class, TacticsEditorWindow, board);
  gtk_widget_class_bind_template_child (widget_class, TacticsEditorWindow, minimap);
  gtk_widget_class_bind_template_child (widget_class, TacticsEditorWindow, zoom_controls);
  gtk_widget_class_bind_template_child (widget_class, TacticsEditorWindow, palette);
  gtk_widget_class_bind_template_child (widget_class, TacticsEditorWindow, terrain_heading);
  gtk_widget_class_bind_template_child (widget_class, TacticsEditorWindow, target_switcher);
  gtk_widget_class_bind_template_child (widget_class, TacticsEditorWindow, target_stack);
  gtk_widget_class_bind_template_child (widget_class, TacticsEditorWindow, region_palette);
  gtk_widget_class_bind_template_child (widget_class, TacticsEditorWindow, unit_palette);
  gtk_widget_class_bind_template_child (widget_class, TacticsEditorWindow, tool_options);
  gtk_widget_class_bind_template_child (widget_class, TacticsEditorWindow, eraser_dropdown);
  gtk_widget_class_bind_template_child (widget_class, TacticsEditorWindow, movetype_dropdown);
  gtk_widget_class_bind_template_child (widget_class, TacticsEditorWindow, mirror_dropdown);
  gtk_widget_class_bind_template_child (widget_class, TacticsEditorWindow, move_points_spin);
  gtk_widget_class_bind_template_child (widget_class, TacticsEditorWindow, brush_size_adjustment);
  gtk_widget_class_bind_template_child (widget_class, TacticsEditorWindow, hover_label);
  gtk_widget_class_bind_template_child (widget_class, TacticsEditorWindow, map_info_label);
  gtk_widget_class_bind_template_child (widget_class, TacticsEditorWindow, zoom_label);
  gtk_widget_class_bind_template_child (widget_class, TacticsEditorWindow, recent_section);
  gtk_widget_class_bind_template_child (widget_class, TacticsEditorWindow, primary_menu_button);
  gtk_widget_class_bind_template_child (widget_class, TacticsEditorWindow, undo_section);
  gtk_widget_class_bind_template_child (widget_class, TacticsEditorWindow, undo_button);
  gtk_widget_class_bind_template_child (widget_class, TacticsEditorWindow, redo_button);
  gtk_widget_class_bind_template_callback (widget_class, on_board_cell_pressed);
  gtk_widget_class_bind_template_callback (widget_class, on_board_cell_dragged);
  gtk_widget_class_bind_template_callback (widget_class, on_board_cell_released);
  gtk_widget_class_bind_template_callback (widget_class, on_board_hover_changed);

  tactics_editor_window_class_init_tools (widget_class);
  tactics_editor_window_class_init_document (widget_class);
  tactics_editor_window_class_add_actions (widget_class);
  tactics_editor_window_class_add_check_actions (widget_class);
  tactics_editor_window_class_add_placing_actions (widget_class);
  tactics_editor_window_class_add_clipboard_actions (widget_class);
}

static void
on_focus_moved (TacticsEditorWindow *self,
                GParamSpec          *pspec,
                gpointer             user_data)
{
  if (self->document != NULL)
    {
      tactics_editor_document_commit_ruleset_edit (self->document);
      tactics_editor_document_commit_scenario_edit (self->document);
    }
}

static void
on_primary_menu_show (GtkWidget *popover)
{
  tactics_editor_application_refresh_recent_menu ();
}

static void
tactics_editor_window_init (TacticsEditorWindow *self)
{
  GtkExpression *name;
  GSettings *settings;

  self->tool = TACTICS_EDITOR_TOOL_BRUSH;
  self->previous_tool = TACTICS_EDITOR_TOOL_BRUSH;
  self->brush_size = 1;
  self->rectangle_filled = TRUE;
  self->mirror = TACTICS_EDITOR_MIRROR_NONE;
  self->reach = tactics_reach_new ();

  gtk_widget_init_template (GTK_WIDGET (self));
  tactics_scroll_guard_attach (GTK_WIDGET (self));

  g_signal_connect_swapped (self->board, "map", G_CALLBACK (on_board_map), self);

  name = gtk_property_expression_new (TACTICS_TYPE_TERRAIN, NULL, "name");
  gtk_drop_down_set_expression (self->eraser_dropdown, name);
  gtk_expression_unref (name);
  name = gtk_property_expression_new (TACTICS_TYPE_MOVETYPE, NULL, "name");
  gtk_drop_down_set_expression (self->movetype_dropdown, name);
  gtk_expression_unref (name);

  self->terrains_page = tactics_editor_ruleset_pages_new_terrains ();
  self->units_page = tactics_editor_ruleset_pages_new_units ();
  self->actions_page = tactics_editor_ruleset_pages_new_actions ();
  gtk_stack_add_titled (self->pages, tactics_editor_ruleset_pages_frame (self->terrains_page),
                        "terrains", _("Terrains"));
  gtk_stack_add_titled (self->pages, tactics_editor_ruleset_pages_frame (self->units_page),
                        "units", C_("editor page", "Units"));
  gtk_stack_add_titled (self->pages, tactics_editor_ruleset_pages_frame (self->actions_page),
                        "actions", C_("editor page", "Actions"));
  self->scenario_page = tactics_editor_scenario_page_new ();
  gtk_stack_add_titled (self->pages, self->scenario_page, "scenario", _("Scenario"));
  /* Typing in a field is one step, done when the field is left. */
  g_signal_connect (self, "notify::focus-widget", G_CALLBACK (on_focus_moved), NULL);

  /* The scenario's regions and units lie under the painting overlays. */
  tactics_editor_window_init_scenario (self);
  tactics_editor_window_init_placing (self);
  /* Overlays, bottom to top: reach, its origin, the brush outline (the
   * board draws its keyboard cursor over them). */
  self->reach_layer = tactics_cell_layer_new (TACTICS_CELL_STYLE_REACH);
  self->reach_marker = tactics_token_layer_new ();
  self->brush_layer = tactics_cell_layer_new (TACTICS_CELL_STYLE_BRUSH);
  tactics_board_add_layer (self->board, TACTICS_BOARD_LAYER (self->reach_layer));
  tactics_board_add_layer (self->board, TACTICS_BOARD_LAYER (self->reach_marker));
  tactics_board_add_layer (self->board, TACTICS_BOARD_LAYER (self->brush_layer));
  /* The selection's outline over them all. */
  tactics_editor_window_init_clipboard (self);

  g_signal_connect_object (self->board, "cursor-moved", G_CALLBACK (on_board_cursor_moved), self,
                           G_CONNECT_SWAPPED);
  g_signal_connect_object (self->board, "cell-activated", G_CALLBACK (on_board_cell_activated),
                           self, G_CONNECT_SWAPPED);
  g_signal_connect_object (self->board, "notify::cursor-visible",
                           G_CALLBACK (update_brush_outline), self, G_CONNECT_SWAPPED);

  g_signal_connect_object (tactics_board_get_viewport (self->board), "changed",
                           G_CALLBACK (on_viewport_changed), self, G_CONNECT_SWAPPED);
  tactics_minimap_set_viewport (self->minimap, tactics_board_get_viewport (self->board));
  g_signal_connect_object (self->board, "notify::map", G_CALLBACK (on_board_notify_map), self,
                           G_CONNECT_SWAPPED);
  on_board_notify_map (self);

  g_menu_append_submenu (self->recent_section, _("Open R_ecent"),
                         tactics_editor_application_get_recent_menu ());
  /* A file moved or deleted since is not offered (GTK 4.8's menu button
   * has no "active" property to watch: its popover's showing is). */
  g_signal_connect (gtk_menu_button_get_popover (self->primary_menu_button), "show",
                    G_CALLBACK (on_primary_menu_show), NULL);

  tactics_editor_window_add_shortcuts (self);
  tactics_editor_window_init_check (self);
  tactics_editor_window_update_tool_options (self);

  settings = tactics_editor_application_get_settings ();
  if (settings != NULL)
    {
      gtk_window_set_default_size (GTK_WINDOW (self),
                                   g_settings_get_int (settings, "window-width"),
                                   g_settings_get_int (settings, "window-height"));
      if (g_settings_get_boolean (settings, "window-maximized"))
        gtk_window_maximize (GTK_WINDOW (self));
      g_settings_bind (settings, "show-grid", self, "show-grid", G_SETTINGS_BIND_DEFAULT);
      g_settings_bind (settings, "show-minimap", self, "show-minimap", G_SETTINGS_BIND_DEFAULT);
    }

  tactics_editor_window_start_autosave (self);
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
