/* SPDX-License-Identifier: GPL-3.0-or-later */
/* The Map page's selection, the clipboard and the stamp. The select tool
 * (or Ctrl+A) marks a rectangle; Copy and Cut put its cells, with their
 * regions and units, on the system clipboard as a fragment
 * (tactics-fragment.h) in its own mime type, so another window or another
 * editor can paste it. Paste reads the clipboard into a stamp that follows
 * the pointer, turns (R, Shift+R) and flips (F, Shift+F), and goes down at
 * each click, one undoable step each, until Escape. */
#include "config.h"

#include <glib/gi18n.h>
#include <string.h>

#include "tactics-editor-scenario-form-private.h"
#include "tactics-editor-window-private.h"

/* The clipboard is read this much at a time. */
#define CLIPBOARD_CHUNK 65536

/* Above this many cells a selection or a stamp shows as the frame of its
 * rectangle only: a board layer of millions of cells (a whole 4096 × 4096
 * map) takes seconds to build, and a stamp's is built at each move. */
#define MAX_SHOWN_CELLS (256 * 256)

/* The selection */

static void
update_selection_layer (TacticsEditorWindow *self)
{
  TacticsMap *map = tactics_editor_window_get_map (self);
  g_autoptr(GArray) cells = g_array_new (FALSE, FALSE, sizeof (TacticsCell));

  if (self->has_selection && map != NULL)
    {
      TacticsCell a = self->selection_start;
      TacticsCell b = self->selection_end;
      gsize area = (gsize) (ABS (a.x - b.x) + 1) * (ABS (a.y - b.y) + 1);

      tactics_editor_rectangle_cells (a, b, area <= MAX_SHOWN_CELLS, cells);
      tactics_editor_cells_clip (tactics_map_get_width (map), tactics_map_get_height (map), cells);
    }
  tactics_cell_layer_set_cells (self->selection_layer, (const TacticsCell *) cells->data,
                                cells->len);
}

static void
update_clipboard_actions (TacticsEditorWindow *self)
{
  GtkWidget *widget = GTK_WIDGET (self);
  gboolean has_map = tactics_editor_window_get_map (self) != NULL;

  gtk_widget_action_set_enabled (widget, "editor.copy", has_map && self->has_selection);
  gtk_widget_action_set_enabled (widget, "editor.cut", has_map && self->has_selection);
  gtk_widget_action_set_enabled (widget, "editor.paste", has_map);
  gtk_widget_action_set_enabled (widget, "editor.select-all", has_map);
  gtk_widget_action_set_enabled (widget, "editor.select-none",
                                 self->has_selection || self->stamp != NULL);
  gtk_widget_action_set_enabled (widget, "editor.rotate-stamp", self->stamp != NULL);
  gtk_widget_action_set_enabled (widget, "editor.flip-stamp", self->stamp != NULL);
}

void
tactics_editor_window_set_selection (TacticsEditorWindow *self,
                                     TacticsCell          start,
                                     TacticsCell          end)
{
  g_return_if_fail (TACTICS_IS_EDITOR_WINDOW (self));

  self->has_selection = TRUE;
  self->selection_start = start;
  self->selection_end = end;
  update_selection_layer (self);
  update_clipboard_actions (self);
}

gboolean
tactics_editor_window_get_selection (TacticsEditorWindow *self,
                                     TacticsCell         *start,
                                     TacticsCell         *end)
{
  g_return_val_if_fail (TACTICS_IS_EDITOR_WINDOW (self), FALSE);

  if (!self->has_selection)
    return FALSE;
  if (start != NULL)
    *start = self->selection_start;
  if (end != NULL)
    *end = self->selection_end;
  return TRUE;
}

/* The stamp */

static void
clear_stamp_layers (TacticsEditorWindow *self)
{
  for (guint i = 0; i < self->stamp_layers->len; i++)
    tactics_board_remove_layer (self->board, g_ptr_array_index (self->stamp_layers, i));
  g_ptr_array_set_size (self->stamp_layers, 0);
}

void
tactics_editor_window_drop_stamp (TacticsEditorWindow *self)
{
  g_return_if_fail (TACTICS_IS_EDITOR_WINDOW (self));

  if (self->stamp == NULL)
    return;
  g_clear_pointer (&self->stamp, tactics_fragment_unref);
  clear_stamp_layers (self);
  tactics_editor_window_update_brush_outline (self);
  update_clipboard_actions (self);
}

void
tactics_editor_window_clear_selection (TacticsEditorWindow *self)
{
  g_return_if_fail (TACTICS_IS_EDITOR_WINDOW (self));

  g_cancellable_cancel (self->clipboard_read);
  g_clear_object (&self->clipboard_read);
  tactics_editor_window_drop_stamp (self);
  self->has_selection = FALSE;
  update_selection_layer (self);
  update_clipboard_actions (self);
}

/* The cell the stamp's anchor is over: the keyboard cursor's, else the
 * pointer's. */
static gboolean
stamp_cell (TacticsEditorWindow *self,
            TacticsCell         *cell)
{
  return tactics_board_get_cursor (self->board, cell)
         || tactics_board_get_hover_cell (self->board, cell);
}

/* A stamp too big to show cell by cell: the frame of the rectangle around
 * where its cells land. */
static void
show_stamp_frame (TacticsEditorWindow *self,
                  TacticsCell          anchor)
{
  TacticsMap *map = tactics_editor_window_get_map (self);
  g_autoptr(GArray) cells = g_array_new (FALSE, FALSE, sizeof (TacticsCell));
  g_autoptr(GArray) frame = g_array_new (FALSE, FALSE, sizeof (TacticsCell));
  TacticsCell low = { G_MAXINT, G_MAXINT };
  TacticsCell high = { G_MININT, G_MININT };

  tactics_fragment_place_cells (self->stamp, anchor, tactics_map_get_width (map),
                                tactics_map_get_height (map), cells, NULL);
  for (guint i = 0; i < cells->len; i++)
    {
      TacticsCell cell = g_array_index (cells, TacticsCell, i);

      low.x = MIN (low.x, cell.x);
      low.y = MIN (low.y, cell.y);
      high.x = MAX (high.x, cell.x);
      high.y = MAX (high.y, cell.y);
    }
  if (cells->len > 0)
    tactics_editor_rectangle_cells (low, high, FALSE, frame);
  tactics_cell_layer_set_cells (self->brush_layer, (const TacticsCell *) frame->data, frame->len);
}

/* The stamp as it would go down: its outline on the brush layer and its
 * terrains, translucent, on a layer each. */
void
tactics_editor_window_update_stamp (TacticsEditorWindow *self)
{
  TacticsMap *map = tactics_editor_window_get_map (self);
  TacticsRuleset *ruleset;
  g_autoptr(GArray) cells = g_array_new (FALSE, FALSE, sizeof (TacticsCell));
  g_autoptr(GPtrArray) terrains = g_ptr_array_new ();
  g_autoptr(GHashTable) groups = g_hash_table_new_full (g_str_hash, g_str_equal, NULL,
                                                        (GDestroyNotify) g_array_unref);
  GHashTableIter iter;
  const char *id;
  GArray *group;
  TacticsCell anchor;

  g_return_if_fail (self->stamp != NULL);

  clear_stamp_layers (self);
  tactics_cell_layer_set_fill (self->brush_layer, NULL);
  if (map == NULL || !stamp_cell (self, &anchor))
    {
      tactics_cell_layer_clear (self->brush_layer);
      return;
    }
  ruleset = tactics_map_get_ruleset (map);
  if (tactics_fragment_get_n_cells (self->stamp) > MAX_SHOWN_CELLS)
    {
      show_stamp_frame (self, anchor);
      return;
    }
  tactics_fragment_place_cells (self->stamp, anchor, tactics_map_get_width (map),
                                tactics_map_get_height (map), cells, terrains);
  tactics_cell_layer_set_cells (self->brush_layer, (const TacticsCell *) cells->data, cells->len);

  /* The cells of each terrain, then a layer of that terrain's colour. */
  for (guint i = 0; i < cells->len; i++)
    {
      const char *cell_terrain = g_ptr_array_index (terrains, i);
      GArray *cells_of = g_hash_table_lookup (groups, cell_terrain);

      if (cells_of == NULL)
        {
          cells_of = g_array_new (FALSE, FALSE, sizeof (TacticsCell));
          g_hash_table_insert (groups, (gpointer) cell_terrain, cells_of);
        }
      g_array_append_val (cells_of, g_array_index (cells, TacticsCell, i));
    }
  g_hash_table_iter_init (&iter, groups);
  while (g_hash_table_iter_next (&iter, (gpointer *) &id, (gpointer *) &group))
    {
      TacticsTerrain *terrain = tactics_ruleset_lookup_terrain (ruleset, id);
      TacticsCellLayer *layer = tactics_cell_layer_new (TACTICS_CELL_STYLE_BRUSH);
      GdkRGBA fill = { 0.5, 0.5, 0.5, 1.0 };

      if (terrain != NULL)
        gdk_rgba_parse (&fill, tactics_terrain_get_color (terrain));
      fill.alpha = 0.6;
      tactics_cell_layer_set_color (layer, &(GdkRGBA) { 0, 0, 0, 0 });
      tactics_cell_layer_set_fill (layer, &fill);
      tactics_cell_layer_set_cells (layer, (const TacticsCell *) group->data, group->len);
      g_ptr_array_add (self->stamp_layers, layer);
      tactics_board_add_layer (self->board, TACTICS_BOARD_LAYER (layer));
    }
}

TacticsFragment *
tactics_editor_window_get_stamp (TacticsEditorWindow *self)
{
  g_return_val_if_fail (TACTICS_IS_EDITOR_WINDOW (self), NULL);

  return self->stamp;
}

static void
start_stamp (TacticsEditorWindow *self,
             TacticsFragment     *fragment)
{
  g_clear_pointer (&self->stamp, tactics_fragment_unref);
  self->stamp = tactics_fragment_ref (fragment);
  tactics_editor_window_show_error (self, NULL);
  tactics_editor_window_update_brush_outline (self);
  update_clipboard_actions (self);
}

gboolean
tactics_editor_window_place_stamp (TacticsEditorWindow *self,
                                   TacticsCell          anchor)
{
  TacticsMap *map = tactics_editor_window_get_map (self);
  g_autoptr(GArray) cells = g_array_new (FALSE, FALSE, sizeof (TacticsCell));
  g_autoptr(GError) error = NULL;
  g_autofree char *label = NULL;

  g_return_val_if_fail (TACTICS_IS_EDITOR_WINDOW (self), FALSE);
  g_return_val_if_fail (self->stamp != NULL, FALSE);

  if (map == NULL)
    return FALSE;
  tactics_fragment_place_cells (self->stamp, anchor, tactics_map_get_width (map),
                                tactics_map_get_height (map), cells, NULL);
  if (cells->len == 0)
    return FALSE;
  /* Translators: an Undo or Redo label: the cells a paste put down. */
  label = g_strdup_printf (ngettext ("Paste %u Cell", "Paste %u Cells", cells->len), cells->len);
  if (!tactics_editor_document_paste (self->document, self->stamp, anchor, label, &error))
    {
      /* Translators: %s says why, e.g. "A unit already stands on 3,4". */
      g_autofree char *message = g_strdup_printf (_("Cannot paste here: %s"), error->message);

      tactics_editor_window_show_error (self, message);
      return FALSE;
    }
  if (self->scenario == NULL
      && (tactics_fragment_get_n_units (self->stamp) > 0
          || tactics_fragment_get_n_regions (self->stamp) > 0))
    tactics_editor_window_show_error (self, _("Only the terrain was pasted: this map has no "
                                              "scenario for the copied regions and units"));
  else
    tactics_editor_window_show_error (self, NULL);
  return TRUE;
}

/* Copying and cutting */

static TacticsFragment *
selected_fragment (TacticsEditorWindow *self)
{
  TacticsMap *map = tactics_editor_window_get_map (self);

  if (map == NULL || !self->has_selection)
    return NULL;
  return tactics_fragment_new_from_map (map, self->scenario, self->selection_start,
                                        self->selection_end);
}

static gboolean
copy_selection (TacticsEditorWindow *self)
{
  g_autoptr(TacticsFragment) fragment = selected_fragment (self);
  g_autoptr(GBytes) bytes = NULL;
  GdkContentProvider *providers[2];
  g_autoptr(GdkContentProvider) provider = NULL;
  char *xml;

  if (fragment == NULL)
    return FALSE;
  xml = tactics_fragment_to_xml (fragment);
  bytes = g_bytes_new_take (xml, strlen (xml));
  /* As text too, for a look at it in any text editor. */
  providers[0] = gdk_content_provider_new_for_bytes (TACTICS_FRAGMENT_MIME_TYPE, bytes);
  providers[1] = gdk_content_provider_new_for_bytes ("text/plain;charset=utf-8", bytes);
  provider = gdk_content_provider_new_union (providers, G_N_ELEMENTS (providers));
  gdk_clipboard_set_content (gtk_widget_get_clipboard (GTK_WIDGET (self)), provider);
  return TRUE;
}

static void
copy_action (GtkWidget  *widget,
             const char *action_name,
             GVariant   *parameter)
{
  copy_selection (TACTICS_EDITOR_WINDOW (widget));
}

/* Takes the units standing in the rectangle away, and objectives' mentions
 * of them with them. */
static void
remove_units_in (TacticsScenario *scenario,
                 int              left,
                 int              top,
                 int              right,
                 int              bottom)
{
  GListModel *sides = tactics_scenario_get_sides (scenario);

  for (guint i = 0; i < g_list_model_get_n_items (sides); i++)
    {
      TacticsSide *side = tactics_scenario_get_side (scenario, i);

      for (guint j = tactics_side_get_n_placed_units (side); j > 0; j--)
        {
          const TacticsPlacedUnit *unit = tactics_side_get_placed_unit (side, j - 1);
          g_autofree char *id = NULL;

          if (unit->cell.x < left || unit->cell.x > right
              || unit->cell.y < top || unit->cell.y > bottom)
            continue;
          id = g_strdup (unit->id);
          tactics_side_remove_placed_unit (side, j - 1);
          tactics_editor_scenario_forget_unit (scenario, id);
        }
    }
}

static void
cut_action (GtkWidget  *widget,
            const char *action_name,
            GVariant   *parameter)
{
  TacticsEditorWindow *self = TACTICS_EDITOR_WINDOW (widget);
  TacticsMap *map = tactics_editor_window_get_map (self);
  g_autoptr(GArray) cells = g_array_new (FALSE, FALSE, sizeof (TacticsCell));
  g_autofree char *label = NULL;
  int left, right, top, bottom;
  guint eraser;

  if (!copy_selection (self))
    return;
  tactics_editor_rectangle_cells (self->selection_start, self->selection_end, TRUE, cells);
  tactics_editor_cells_clip (tactics_map_get_width (map), tactics_map_get_height (map), cells);
  left = MAX (MIN (self->selection_start.x, self->selection_end.x), 0);
  right = MIN (MAX (self->selection_start.x, self->selection_end.x),
               tactics_map_get_width (map) - 1);
  top = MAX (MIN (self->selection_start.y, self->selection_end.y), 0);
  bottom = MIN (MAX (self->selection_start.y, self->selection_end.y),
                tactics_map_get_height (map) - 1);

  /* Translators: an Undo or Redo label: a cut of a rectangle of cells,
   * its width by its height, e.g. "Cut 4 × 3 Cells". */
  label = g_strdup_printf (ngettext ("Cut %d × %d Cell", "Cut %d × %d Cells", cells->len),
                           right - left + 1, bottom - top + 1);
  tactics_editor_document_begin_step (self->document, label);
  /* What the eraser would leave. */
  eraser = self->eraser_terrain < tactics_ruleset_get_n_terrains (tactics_map_get_ruleset (map))
           ? self->eraser_terrain : 0;
  tactics_editor_document_paint (self->document, (const TacticsCell *) cells->data, cells->len,
                                 eraser);
  if (self->scenario != NULL)
    {
      GListModel *regions = tactics_scenario_get_regions (self->scenario);

      for (guint i = 0; i < g_list_model_get_n_items (regions); i++)
        {
          g_autoptr(TacticsRegion) region = g_list_model_get_item (regions, i);

          tactics_region_set_cells (region, (const TacticsCell *) cells->data, cells->len, FALSE);
        }
      remove_units_in (self->scenario, left, top, right, bottom);
    }
  tactics_editor_document_end_step (self->document);
}

/* Pasting: the clipboard is read a chunk at a time, up to the largest file
 * we read, then parsed as any file is. */

typedef struct {
  TacticsEditorWindow *window;
  GCancellable        *cancellable;
  GInputStream        *stream;
  GByteArray          *data;
} ClipboardRead;

static void
clipboard_read_free (ClipboardRead *read)
{
  g_object_unref (read->window);
  g_object_unref (read->cancellable);
  g_clear_object (&read->stream);
  g_byte_array_unref (read->data);
  g_free (read);
}
G_DEFINE_AUTOPTR_CLEANUP_FUNC (ClipboardRead, clipboard_read_free)

static void
paste_read_data (ClipboardRead *read)
{
  TacticsEditorWindow *self = read->window;
  TacticsMap *map = tactics_editor_window_get_map (self);
  g_autoptr(TacticsFragment) fragment = NULL;
  g_autoptr(GError) error = NULL;

  fragment = tactics_fragment_new_from_xml ((const char *) read->data->data, read->data->len,
                                            /* Translators: what a paste read, named in its
                                             * errors: "the clipboard:3: …". */
                                            _("the clipboard"), &error);
  if (fragment == NULL || map == NULL || !tactics_fragment_fits (fragment, map, &error))
    {
      /* Translators: %s says why, e.g. "the clipboard:1: the document is empty". */
      g_autofree char *message = g_strdup_printf (_("Cannot paste: %s"),
                                                  error != NULL ? error->message : "");

      tactics_editor_window_show_error (self, message);
      return;
    }
  start_stamp (self, fragment);
}

static void on_clipboard_chunk (GObject      *source,
                                GAsyncResult *result,
                                gpointer      user_data);

static void
read_next_chunk (ClipboardRead *read)
{
  g_input_stream_read_bytes_async (read->stream, CLIPBOARD_CHUNK, G_PRIORITY_DEFAULT,
                                   read->cancellable, on_clipboard_chunk, read);
}

static void
on_clipboard_chunk (GObject      *source,
                    GAsyncResult *result,
                    gpointer      user_data)
{
  g_autoptr(ClipboardRead) read = user_data;
  g_autoptr(GError) error = NULL;
  g_autoptr(GBytes) chunk = g_input_stream_read_bytes_finish (G_INPUT_STREAM (source), result,
                                                               &error);

  if (g_cancellable_is_cancelled (read->cancellable))
    return;
  if (chunk == NULL)
    {
      /* Translators: %s is the system's reason. */
      g_autofree char *message = g_strdup_printf (_("Cannot read the clipboard: %s"),
                                                  error->message);

      tactics_editor_window_show_error (read->window, message);
      return;
    }
  if (g_bytes_get_size (chunk) == 0)
    {
      if (read->window->clipboard_read == read->cancellable)
        g_clear_object (&read->window->clipboard_read);
      paste_read_data (read);
      return;
    }
  if (read->data->len + g_bytes_get_size (chunk) > TACTICS_MAX_FILE_SIZE)
    {
      tactics_editor_window_show_error (read->window,
                                        _("Cannot paste: the clipboard holds more than a map "
                                          "file may"));
      return;
    }
  g_byte_array_append (read->data, g_bytes_get_data (chunk, NULL), g_bytes_get_size (chunk));
  read_next_chunk (g_steal_pointer (&read));
}

static void
on_clipboard_opened (GObject      *source,
                     GAsyncResult *result,
                     gpointer      user_data)
{
  g_autoptr(ClipboardRead) read = user_data;
  g_autoptr(GError) error = NULL;

  read->stream = gdk_clipboard_read_finish (GDK_CLIPBOARD (source), result, NULL, &error);
  if (g_cancellable_is_cancelled (read->cancellable))
    return;
  if (read->stream == NULL)
    {
      tactics_editor_window_show_error (read->window,
                                        _("Nothing to paste: the clipboard holds no map cells"));
      return;
    }
  read_next_chunk (g_steal_pointer (&read));
}

static void
paste_action (GtkWidget  *widget,
              const char *action_name,
              GVariant   *parameter)
{
  static const char *mime_types[] = { TACTICS_FRAGMENT_MIME_TYPE, NULL };
  TacticsEditorWindow *self = TACTICS_EDITOR_WINDOW (widget);
  ClipboardRead *read;

  /* A paste asked for again replaces the one under way. */
  g_cancellable_cancel (self->clipboard_read);
  g_clear_object (&self->clipboard_read);
  self->clipboard_read = g_cancellable_new ();

  read = g_new0 (ClipboardRead, 1);
  read->window = g_object_ref (self);
  read->cancellable = g_object_ref (self->clipboard_read);
  read->data = g_byte_array_new ();
  gdk_clipboard_read_async (gtk_widget_get_clipboard (widget), mime_types, G_PRIORITY_DEFAULT,
                            read->cancellable, on_clipboard_opened, read);
}

/* Selecting */

static void
select_all_action (GtkWidget  *widget,
                   const char *action_name,
                   GVariant   *parameter)
{
  TacticsEditorWindow *self = TACTICS_EDITOR_WINDOW (widget);
  TacticsMap *map = tactics_editor_window_get_map (self);

  if (map == NULL)
    return;
  tactics_editor_window_set_selection (self, (TacticsCell) { 0, 0 },
                                       (TacticsCell) { tactics_map_get_width (map) - 1,
                                                       tactics_map_get_height (map) - 1 });
}

/* Escape: the stamp goes first, then the selection. */
static void
select_none_action (GtkWidget  *widget,
                    const char *action_name,
                    GVariant   *parameter)
{
  TacticsEditorWindow *self = TACTICS_EDITOR_WINDOW (widget);

  if (self->stamp != NULL)
    {
      tactics_editor_window_drop_stamp (self);
      return;
    }
  tactics_editor_window_clear_selection (self);
}

static void
rotate_stamp_action (GtkWidget  *widget,
                     const char *action_name,
                     GVariant   *parameter)
{
  TacticsEditorWindow *self = TACTICS_EDITOR_WINDOW (widget);

  if (self->stamp == NULL)
    return;
  tactics_fragment_rotate (self->stamp, g_variant_get_int32 (parameter));
  tactics_editor_window_update_brush_outline (self);
}

static void
flip_stamp_action (GtkWidget  *widget,
                   const char *action_name,
                   GVariant   *parameter)
{
  TacticsEditorWindow *self = TACTICS_EDITOR_WINDOW (widget);
  const char *mirror = g_variant_get_string (parameter, NULL);

  if (self->stamp == NULL)
    return;
  if (g_str_equal (mirror, "left-right"))
    tactics_fragment_flip (self->stamp, TACTICS_FRAGMENT_FLIP_LEFT_RIGHT);
  else if (g_str_equal (mirror, "top-bottom"))
    tactics_fragment_flip (self->stamp, TACTICS_FRAGMENT_FLIP_TOP_BOTTOM);
  tactics_editor_window_update_brush_outline (self);
}

/* Board input */

gboolean
tactics_editor_window_clipboard_pressed (TacticsEditorWindow *self,
                                         TacticsCell          cell,
                                         guint                button)
{
  if (self->stamp != NULL)
    {
      /* The secondary button puts the stamp away, as Escape does. */
      if (button == GDK_BUTTON_SECONDARY)
        tactics_editor_window_drop_stamp (self);
      else if (button == GDK_BUTTON_PRIMARY)
        tactics_editor_window_place_stamp (self, cell);
      return TRUE;
    }
  if (self->tool != TACTICS_EDITOR_TOOL_SELECT || button != GDK_BUTTON_PRIMARY)
    return FALSE;
  self->stroking = TRUE;
  self->anchor = self->last = cell;
  tactics_editor_window_set_selection (self, cell, cell);
  return TRUE;
}

gboolean
tactics_editor_window_clipboard_dragged (TacticsEditorWindow *self,
                                         TacticsCell          cell)
{
  if (self->tool != TACTICS_EDITOR_TOOL_SELECT || !self->stroking)
    return FALSE;
  self->last = cell;
  tactics_editor_window_set_selection (self, self->anchor, cell);
  return TRUE;
}

gboolean
tactics_editor_window_clipboard_released (TacticsEditorWindow *self,
                                          TacticsCell          cell)
{
  if (self->tool != TACTICS_EDITOR_TOOL_SELECT || !self->stroking)
    return self->stamp != NULL;
  self->stroking = FALSE;
  tactics_editor_window_set_selection (self, self->anchor, cell);
  return TRUE;
}

/* Set-up */

void
tactics_editor_window_class_add_clipboard_actions (GtkWidgetClass *widget_class)
{
  gtk_widget_class_install_action (widget_class, "editor.copy", NULL, copy_action);
  gtk_widget_class_install_action (widget_class, "editor.cut", NULL, cut_action);
  gtk_widget_class_install_action (widget_class, "editor.paste", NULL, paste_action);
  gtk_widget_class_install_action (widget_class, "editor.select-all", NULL, select_all_action);
  gtk_widget_class_install_action (widget_class, "editor.select-none", NULL, select_none_action);
  gtk_widget_class_install_action (widget_class, "editor.rotate-stamp", "i", rotate_stamp_action);
  gtk_widget_class_install_action (widget_class, "editor.flip-stamp", "s", flip_stamp_action);
}

void
tactics_editor_window_init_clipboard (TacticsEditorWindow *self)
{
  self->selection_layer = tactics_cell_layer_new (TACTICS_CELL_STYLE_SELECTION);
  tactics_board_add_layer (self->board, TACTICS_BOARD_LAYER (self->selection_layer));
  self->stamp_layers = g_ptr_array_new_with_free_func (g_object_unref);
  update_clipboard_actions (self);
}

void
tactics_editor_window_dispose_clipboard (TacticsEditorWindow *self)
{
  g_cancellable_cancel (self->clipboard_read);
  g_clear_object (&self->clipboard_read);
  g_clear_pointer (&self->stamp, tactics_fragment_unref);
  g_clear_pointer (&self->stamp_layers, g_ptr_array_unref);
  g_clear_object (&self->selection_layer);
}

/* Before the tools' own keys: R and F turn and flip a stamp, when there is
 * one (a disabled action lets the key go on to its tool). */
void
tactics_editor_window_add_clipboard_shortcuts (TacticsEditorWindow   *self,
                                               GtkShortcutController *controller)
{
  static const struct {
    guint            keyval;
    GdkModifierType  modifiers;
    const char      *action;
    const char      *format;
    gconstpointer    value;
  } keys[] = {
    { GDK_KEY_r, 0, "editor.rotate-stamp", "i", GINT_TO_POINTER (1) },
    { GDK_KEY_r, GDK_SHIFT_MASK, "editor.rotate-stamp", "i", GINT_TO_POINTER (-1) },
    { GDK_KEY_f, 0, "editor.flip-stamp", "s", "left-right" },
    { GDK_KEY_f, GDK_SHIFT_MASK, "editor.flip-stamp", "s", "top-bottom" },
    { GDK_KEY_Escape, 0, "editor.select-none", NULL, NULL },
    { GDK_KEY_c, GDK_CONTROL_MASK, "editor.copy", NULL, NULL },
    { GDK_KEY_x, GDK_CONTROL_MASK, "editor.cut", NULL, NULL },
    { GDK_KEY_v, GDK_CONTROL_MASK, "editor.paste", NULL, NULL },
    { GDK_KEY_a, GDK_CONTROL_MASK, "editor.select-all", NULL, NULL },
  };

  for (guint i = 0; i < G_N_ELEMENTS (keys); i++)
    {
      GtkShortcut *shortcut = gtk_shortcut_new (gtk_keyval_trigger_new (keys[i].keyval,
                                                                        keys[i].modifiers),
                                                gtk_named_action_new (keys[i].action));

      if (keys[i].format != NULL && g_str_equal (keys[i].format, "i"))
        gtk_shortcut_set_arguments (shortcut,
                                    g_variant_new_int32 (GPOINTER_TO_INT (keys[i].value)));
      else if (keys[i].format != NULL)
        gtk_shortcut_set_arguments (shortcut, g_variant_new_string (keys[i].value));
      gtk_shortcut_controller_add_shortcut (controller, shortcut);
    }
}
