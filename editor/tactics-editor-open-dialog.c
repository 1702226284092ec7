/* SPDX-License-Identifier: GPL-3.0-or-later */
#include "config.h"

#include <glib/gi18n.h>
#include <string.h>

#include "tactics-draw.h"
#include "tactics-gtk.h"
#include "tactics-editor-application.h"
#include "tactics-editor-document.h"
#include "tactics-editor-file-kinds.h"
#include "tactics-editor-open-dialog.h"

/* The room a preview is fitted into, in logical pixels. */
#define PREVIEW_WIDTH 160
#define PREVIEW_HEIGHT 104
/* The desktop's recent files are many; the first few of ours are enough. */
#define MAX_RECENT 16

typedef enum {
  TILE_WAITING,
  TILE_PREVIEW,
  TILE_RULESET,
  TILE_BROKEN,
} TileState;

/* One file offered: its tile's widgets and what is known of it. */
typedef struct {
  GFile           *file;
  char            *basename;
  char            *name;   /* the map's, scenario's or ruleset's own name once read */
  char            *detail; /* where it comes from */
  TileState        state;
  TacticsPicture  *drawing; /* what the preview shows, kept to draw it again */
  int              scale;   /* the scale it was drawn at */
  GtkFlowBoxChild *child;
  GtkStack        *preview;
  GtkPicture      *picture;
  GtkImage        *icon;
  GtkLabel        *name_label;
  GtkLabel        *detail_label;
} Tile;

struct _TacticsEditorOpenDialog
{
  GtkDialog       parent_instance;

  GtkSearchEntry *search_entry;
  GtkFlowBox     *grid;
  GtkLabel       *no_match_label;

  GPtrArray      *tiles;
  guint           next_preview;
  guint           preview_idle; /* draws the previews, one a turn */
  GFile          *chosen;
};

G_DEFINE_FINAL_TYPE (TacticsEditorOpenDialog, tactics_editor_open_dialog, GTK_TYPE_DIALOG)

static void
tile_free (Tile *tile)
{
  g_clear_object (&tile->file);
  g_clear_pointer (&tile->drawing, tactics_picture_unref);
  g_free (tile->basename);
  g_free (tile->name);
  g_free (tile->detail);
  g_free (tile);
}

static Tile *
find_tile (TacticsEditorOpenDialog *self,
           GFile                   *file)
{
  for (guint i = 0; i < self->tiles->len; i++)
    {
      Tile *tile = g_ptr_array_index (self->tiles, i);

      if (g_file_equal (tile->file, file))
        return tile;
    }
  return NULL;
}

/* What assistive technologies read for a tile: what a sighted user sees. */
static void
update_tile_labels (Tile *tile)
{
  g_autofree char *label = NULL;

  gtk_label_set_label (tile->name_label, tile->name);
  gtk_label_set_label (tile->detail_label, tile->detail);
  /* Translators: how a screen reader names a file in the Open dialog: its
   * name, then what or where it is, e.g. "Crossroads, Bundled map". */
  label = g_strdup_printf (_("%s, %s"), tile->name, tile->detail);
  gtk_accessible_update_property (GTK_ACCESSIBLE (tile->child),
                                  GTK_ACCESSIBLE_PROPERTY_LABEL, label, -1);
}

static void
add_tile (TacticsEditorOpenDialog *self,
          GFile                   *file,
          const char              *detail)
{
  g_autofree char *where = NULL;
  Tile *tile;
  GtkWidget *box;
  GtkWidget *frame;

  if (find_tile (self, file) != NULL)
    return;

  tile = g_new0 (Tile, 1);
  tile->file = g_object_ref (file);
  tile->basename = g_file_get_basename (file);
  tile->name = g_strdup (tile->basename);
  tile->detail = g_strdup (detail);
  tile->state = TILE_WAITING;

  box = gtk_box_new (GTK_ORIENTATION_VERTICAL, 4);
  gtk_widget_set_margin_top (box, 6);
  gtk_widget_set_margin_bottom (box, 6);
  gtk_widget_set_margin_start (box, 6);
  gtk_widget_set_margin_end (box, 6);

  tile->preview = GTK_STACK (gtk_stack_new ());
  gtk_widget_set_size_request (GTK_WIDGET (tile->preview), PREVIEW_WIDTH, PREVIEW_HEIGHT);
  tile->picture = GTK_PICTURE (gtk_picture_new ());
  gtk_picture_set_can_shrink (tile->picture, TRUE);
  gtk_stack_add_named (tile->preview, GTK_WIDGET (tile->picture), "picture");
  tile->icon = GTK_IMAGE (gtk_image_new ());
  gtk_image_set_pixel_size (tile->icon, 48);
  gtk_stack_add_named (tile->preview, GTK_WIDGET (tile->icon), "icon");
  frame = gtk_frame_new (NULL);
  gtk_frame_set_child (GTK_FRAME (frame), GTK_WIDGET (tile->preview));
  gtk_box_append (GTK_BOX (box), frame);

  tile->name_label = GTK_LABEL (gtk_label_new (NULL));
  gtk_label_set_ellipsize (tile->name_label, PANGO_ELLIPSIZE_END);
  gtk_label_set_max_width_chars (tile->name_label, 18);
  gtk_widget_add_css_class (GTK_WIDGET (tile->name_label), "heading");
  gtk_box_append (GTK_BOX (box), GTK_WIDGET (tile->name_label));
  tile->detail_label = GTK_LABEL (gtk_label_new (NULL));
  gtk_label_set_ellipsize (tile->detail_label, PANGO_ELLIPSIZE_MIDDLE);
  gtk_label_set_max_width_chars (tile->detail_label, 18);
  gtk_widget_add_css_class (GTK_WIDGET (tile->detail_label), "dim-label");
  gtk_widget_add_css_class (GTK_WIDGET (tile->detail_label), "caption");
  gtk_box_append (GTK_BOX (box), GTK_WIDGET (tile->detail_label));

  tile->child = GTK_FLOW_BOX_CHILD (gtk_flow_box_child_new ());
  gtk_flow_box_child_set_child (tile->child, box);
  g_object_set_data (G_OBJECT (tile->child), "tactics-open-tile", tile);
  where = g_file_get_parse_name (file);
  gtk_widget_set_tooltip_text (GTK_WIDGET (tile->child), where);
  gtk_flow_box_append (self->grid, GTK_WIDGET (tile->child));
  update_tile_labels (tile);
  g_ptr_array_add (self->tiles, tile);
}

static Tile *
tile_of_child (GtkFlowBoxChild *child)
{
  if (child == NULL)
    return NULL;
  return g_object_get_data ((GObject *) child, "tactics-open-tile");
}

/* A folder as people read it: under the home folder with "~". */
static char *
dup_folder_label (GFile *file)
{
  g_autoptr(GFile) folder = g_file_get_parent (file);
  g_autoptr(GFile) home = g_file_new_for_path (g_get_home_dir ());
  g_autofree char *relative = NULL;

  if (folder == NULL)
    return g_file_get_parse_name (file);
  if (g_file_equal (folder, home))
    return g_strdup ("~");
  relative = g_file_get_relative_path (home, folder);
  if (relative != NULL)
    return g_build_filename ("~", relative, NULL);
  return g_file_get_parse_name (folder);
}

/* A recent file that is gone is left out: there is nothing to open, and
 * the list keeps it, so a file on a drive that comes back shows again. */
static void
add_recent_file (TacticsEditorOpenDialog *self,
                 GFile                   *file)
{
  g_autofree char *folder = NULL;

  if (tactics_editor_file_is_gone (file))
    return;
  folder = dup_folder_label (file);
  add_tile (self, file, folder);
}

static int
compare_newest_first (gconstpointer a,
                      gconstpointer b)
{
  GtkRecentInfo *info_a = *(GtkRecentInfo * const *) a;
  GtkRecentInfo *info_b = *(GtkRecentInfo * const *) b;

  return g_date_time_compare (gtk_recent_info_get_modified (info_b),
                              gtk_recent_info_get_modified (info_a));
}

/* The desktop's recent files of our kinds, newest first: those opened in
 * another program or in a file chooser. */
static void
add_desktop_recent_files (TacticsEditorOpenDialog *self)
{
  GtkRecentManager *manager = gtk_recent_manager_get_default ();
  GList *items = gtk_recent_manager_get_items (manager);
  g_autoptr(GPtrArray) found = g_ptr_array_new ();

  for (GList *l = items; l != NULL; l = l->next)
    {
      GtkRecentInfo *info = l->data;
      const char *uri = gtk_recent_info_get_uri (info);

      if (!gtk_recent_info_is_local (info) || !gtk_recent_info_exists (info))
        continue;
      if (tactics_editor_file_kinds_is_known_mime_type (gtk_recent_info_get_mime_type (info))
          || tactics_editor_file_kinds_mime_type_for_name (uri) != NULL)
        g_ptr_array_add (found, info);
    }
  g_ptr_array_sort (found, compare_newest_first);
  for (guint i = 0; i < found->len && self->tiles->len < MAX_RECENT; i++)
    {
      g_autoptr(GFile) file =
        g_file_new_for_uri (gtk_recent_info_get_uri (g_ptr_array_index (found, i)));

      add_recent_file (self, file);
    }
  g_list_free_full (items, (GDestroyNotify) gtk_recent_info_unref);
}

static int
compare_names (gconstpointer a,
               gconstpointer b)
{
  return g_strcmp0 (*(const char * const *) a, *(const char * const *) b);
}

/* The files of the data folder @folder whose names end in @suffix, by name. */
static void
add_bundled_files (TacticsEditorOpenDialog *self,
                   const char              *folder,
                   const char              *suffix,
                   const char              *detail)
{
  g_autofree char *dir = tactics_data_get_dir ();
  g_autofree char *path = g_build_filename (dir, folder, NULL);
  g_autoptr(GDir) listing = g_dir_open (path, 0, NULL);
  g_autoptr(GPtrArray) names = g_ptr_array_new_with_free_func (g_free);
  const char *name;

  if (listing == NULL)
    return;
  while ((name = g_dir_read_name (listing)) != NULL)
    if (g_str_has_suffix (name, suffix))
      g_ptr_array_add (names, g_strdup (name));
  g_ptr_array_sort (names, compare_names);
  for (guint i = 0; i < names->len; i++)
    {
      g_autofree char *file_path = g_build_filename (path, g_ptr_array_index (names, i), NULL);
      g_autoptr(GFile) file = g_file_new_for_path (file_path);

      add_tile (self, file, detail);
    }
}

static void
show_icon (Tile       *tile,
           const char *icon_name)
{
  gtk_image_set_from_icon_name (tile->icon, icon_name);
  gtk_stack_set_visible_child (tile->preview, GTK_WIDGET (tile->icon));
}

static void
show_broken (Tile   *tile,
             GError *error)
{
  g_autofree char *where = NULL;
  g_autofree char *tooltip = NULL;

  tile->state = TILE_BROKEN;
  show_icon (tile, "dialog-warning-symbolic");
  g_free (tile->detail);
  tile->detail = g_strdup (_("Can’t read this file"));
  gtk_widget_add_css_class (GTK_WIDGET (tile->detail_label), "error");
  where = g_file_get_parse_name (tile->file);
  tooltip = g_strdup_printf ("%s\n%s", where, error->message);
  gtk_widget_set_tooltip_text (GTK_WIDGET (tile->child), tooltip);
  update_tile_labels (tile);
  gtk_accessible_update_property (GTK_ACCESSIBLE (tile->child),
                                  GTK_ACCESSIBLE_PROPERTY_DESCRIPTION, error->message, -1);
}

static void
set_name (Tile       *tile,
          const char *name)
{
  if (name == NULL || name[0] == '\0')
    return;
  g_free (tile->name);
  tile->name = g_strdup (name);
  update_tile_labels (tile);
}

static int
preview_scale (TacticsEditorOpenDialog *self)
{
  return MAX (gtk_widget_get_scale_factor (GTK_WIDGET (self)), 1);
}

/* Draws @tile's preview at the window's scale, sharp on a HiDPI screen. */
static void
draw_preview (TacticsEditorOpenDialog *self,
              Tile                    *tile)
{
  int scale = preview_scale (self);
  cairo_surface_t *surface = tactics_picture_render_fitted (tile->drawing, PREVIEW_WIDTH,
                                                            PREVIEW_HEIGHT, scale);
  g_autoptr(GdkTexture) texture = tactics_texture_new_for_surface (surface);

  cairo_surface_destroy (surface);
  gtk_picture_set_paintable (tile->picture, GDK_PAINTABLE (texture));
  gtk_stack_set_visible_child (tile->preview, GTK_WIDGET (tile->picture));
  tile->scale = scale;
}

/* Reads @tile's file and draws its preview, or says why it cannot. */
static void
load_preview (TacticsEditorOpenDialog *self,
              Tile                    *tile)
{
  g_autoptr(GError) error = NULL;
  g_autoptr(TacticsPicture) picture = tactics_picture_new_thumbnail_for_file (tile->file, &error);

  if (picture != NULL)
    {
      TacticsScenario *scenario = tactics_picture_get_scenario (picture);

      tile->drawing = g_steal_pointer (&picture);
      tile->state = TILE_PREVIEW;
      draw_preview (self, tile);
      set_name (tile, scenario != NULL ? tactics_scenario_get_name (scenario)
                                       : tactics_map_get_name (tactics_picture_get_map (tile->drawing)));
      return;
    }

  /* A ruleset has no picture; it is still a file the editor opens. */
  if (g_error_matches (error, TACTICS_FILE_ERROR, TACTICS_FILE_ERROR_WRONG_KIND))
    {
      g_autoptr(GError) ruleset_error = NULL;
      g_autoptr(TacticsRuleset) ruleset = tactics_ruleset_load (tile->file, &ruleset_error);

      if (ruleset != NULL)
        {
          tile->state = TILE_RULESET;
          show_icon (tile, "x-office-document-symbolic");
          set_name (tile, tactics_ruleset_get_name (ruleset));
          return;
        }
      g_clear_error (&error);
      error = g_steal_pointer (&ruleset_error);
    }
  show_broken (tile, error);
}

static void
update_open_button (TacticsEditorOpenDialog *self)
{
  gtk_dialog_set_response_sensitive (GTK_DIALOG (self), GTK_RESPONSE_ACCEPT,
                                     tactics_editor_open_dialog_get_file (self) != NULL);
}

/* TRUE when @tile's file is still to be read, or its preview to be drawn
 * again at the window's scale. */
static gboolean
needs_drawing (TacticsEditorOpenDialog *self,
               Tile                    *tile)
{
  return tile->state == TILE_WAITING
         || (tile->state == TILE_PREVIEW && tile->scale != preview_scale (self));
}

/* The previews are drawn after the dialog shows, one an idle turn, so that
 * it opens at once and stays responsive however many files there are. */
static gboolean
draw_next_preview (gpointer user_data)
{
  TacticsEditorOpenDialog *self = user_data;
  Tile *tile;

  while (self->next_preview < self->tiles->len
         && !needs_drawing (self, g_ptr_array_index (self->tiles, self->next_preview)))
    self->next_preview++;
  if (self->next_preview >= self->tiles->len)
    {
      self->preview_idle = 0;
      return G_SOURCE_REMOVE;
    }
  tile = g_ptr_array_index (self->tiles, self->next_preview);
  if (tile->state == TILE_WAITING)
    load_preview (self, tile);
  else
    draw_preview (self, tile);
  self->next_preview++;
  /* A name read from the file may now match the search, or no longer. */
  gtk_flow_box_invalidate_filter (self->grid);
  return G_SOURCE_CONTINUE;
}

/* Reads and draws what is still to be, from the first tile on. */
static void
start_drawing (TacticsEditorOpenDialog *self)
{
  self->next_preview = 0;
  if (self->preview_idle == 0 && self->tiles->len > 0)
    self->preview_idle = g_idle_add_full (G_PRIORITY_DEFAULT_IDLE, draw_next_preview, self, NULL);
}

/* Moved to a screen of another scale (HiDPI): the previews again, sharp. */
static void
on_scale_factor_changed (TacticsEditorOpenDialog *self)
{
  start_drawing (self);
}

static gboolean
tile_matches (Tile       *tile,
              const char *needle)
{
  g_autofree char *name = NULL;
  g_autofree char *basename = NULL;

  if (needle == NULL || needle[0] == '\0')
    return TRUE;
  name = g_utf8_casefold (tile->name, -1);
  basename = g_utf8_casefold (tile->basename, -1);
  return strstr (name, needle) != NULL || strstr (basename, needle) != NULL;
}

static char *
dup_needle (TacticsEditorOpenDialog *self)
{
  const char *text = gtk_editable_get_text (GTK_EDITABLE (self->search_entry));
  g_autofree char *stripped = g_strstrip (g_strdup (text));

  return g_utf8_casefold (stripped, -1);
}

static gboolean
filter_tile (GtkFlowBoxChild *child,
             gpointer         user_data)
{
  TacticsEditorOpenDialog *self = user_data;
  g_autofree char *needle = dup_needle (self);

  return tile_matches (tile_of_child (child), needle);
}

/* The first tile the search leaves, else NULL. */
static Tile *
first_shown_tile (TacticsEditorOpenDialog *self)
{
  g_autofree char *needle = dup_needle (self);

  for (guint i = 0; i < self->tiles->len; i++)
    {
      Tile *tile = g_ptr_array_index (self->tiles, i);

      if (tile_matches (tile, needle))
        return tile;
    }
  return NULL;
}

static Tile *
selected_tile (TacticsEditorOpenDialog *self)
{
  g_autoptr(GList) selected = gtk_flow_box_get_selected_children (self->grid);
  g_autofree char *needle = dup_needle (self);
  Tile *tile = selected != NULL ? tile_of_child (selected->data) : NULL;

  return tile != NULL && tile_matches (tile, needle) ? tile : NULL;
}

static void
on_search_changed (TacticsEditorOpenDialog *self)
{
  const char *text = gtk_editable_get_text (GTK_EDITABLE (self->search_entry));
  Tile *first = first_shown_tile (self);

  gtk_flow_box_invalidate_filter (self->grid);
  if (selected_tile (self) == NULL && first != NULL)
    gtk_flow_box_select_child (self->grid, first->child);
  if (first == NULL)
    {
      g_autofree char *message =
        /* Translators: the Open dialog when no file's name holds what was
         * typed in the search field, e.g. "No file matches “castle”." */
        g_strdup_printf (_("No file matches “%s”."), text);

      gtk_label_set_label (self->no_match_label, message);
    }
  gtk_widget_set_visible (GTK_WIDGET (self->no_match_label), first == NULL);
  update_open_button (self);
}

static void
choose (TacticsEditorOpenDialog *self,
        Tile                    *tile)
{
  g_set_object (&self->chosen, tile->file);
  gtk_dialog_response (GTK_DIALOG (self), GTK_RESPONSE_ACCEPT);
}

/* Enter in the search field opens the selected file. */
static void
on_search_activate (TacticsEditorOpenDialog *self)
{
  Tile *tile = selected_tile (self);

  if (tile == NULL)
    tile = first_shown_tile (self);
  if (tile != NULL)
    choose (self, tile);
}

/* Escape clears the search, then closes the dialog. */
static void
on_search_stop (TacticsEditorOpenDialog *self)
{
  if (gtk_editable_get_text (GTK_EDITABLE (self->search_entry))[0] != '\0')
    gtk_editable_set_text (GTK_EDITABLE (self->search_entry), "");
  else
    gtk_dialog_response (GTK_DIALOG (self), GTK_RESPONSE_CANCEL);
}

/* The arrow keys go on from the search field into the previews. */
static gboolean
on_search_key_pressed (TacticsEditorOpenDialog *self,
                       guint                    keyval,
                       guint                    keycode,
                       GdkModifierType          state)
{
  Tile *tile;

  if (keyval != GDK_KEY_Down && keyval != GDK_KEY_KP_Down)
    return GDK_EVENT_PROPAGATE;
  tile = selected_tile (self);
  if (tile == NULL)
    tile = first_shown_tile (self);
  if (tile == NULL)
    return GDK_EVENT_PROPAGATE;
  gtk_widget_grab_focus (GTK_WIDGET (tile->child));
  return GDK_EVENT_STOP;
}

static void
on_child_activated (TacticsEditorOpenDialog *self,
                    GtkFlowBoxChild         *child)
{
  Tile *tile = tile_of_child (child);

  if (tile != NULL)
    choose (self, tile);
}

static void
on_selection_changed (TacticsEditorOpenDialog *self)
{
  update_open_button (self);
}

static void
tactics_editor_open_dialog_dispose (GObject *object)
{
  TacticsEditorOpenDialog *self = TACTICS_EDITOR_OPEN_DIALOG (object);

  g_clear_handle_id (&self->preview_idle, g_source_remove);
  gtk_widget_dispose_template (GTK_WIDGET (self), TACTICS_TYPE_EDITOR_OPEN_DIALOG);
  g_clear_pointer (&self->tiles, g_ptr_array_unref);
  g_clear_object (&self->chosen);

  G_OBJECT_CLASS (tactics_editor_open_dialog_parent_class)->dispose (object);
}

static void
tactics_editor_open_dialog_class_init (TacticsEditorOpenDialogClass *klass)
{
  GObjectClass *object_class = G_OBJECT_CLASS (klass);
  GtkWidgetClass *widget_class = GTK_WIDGET_CLASS (klass);

  object_class->dispose = tactics_editor_open_dialog_dispose;

  gtk_widget_class_set_template_from_resource (widget_class,
                                               "/io/tactics/Editor/tactics-editor-open-dialog.ui");
  gtk_widget_class_bind_template_child (widget_class, TacticsEditorOpenDialog, search_entry);
  gtk_widget_class_bind_template_child (widget_class, TacticsEditorOpenDialog, grid);
  gtk_widget_class_bind_template_child (widget_class, TacticsEditorOpenDialog, no_match_label);
  gtk_widget_class_bind_template_callback (widget_class, on_search_changed);
  gtk_widget_class_bind_template_callback (widget_class, on_search_activate);
  gtk_widget_class_bind_template_callback (widget_class, on_search_stop);
  gtk_widget_class_bind_template_callback (widget_class, on_child_activated);
  gtk_widget_class_bind_template_callback (widget_class, on_selection_changed);
}

static void
tactics_editor_open_dialog_init (TacticsEditorOpenDialog *self)
{
  GtkEventController *keys;
  GtkWidget *button;

  gtk_widget_init_template (GTK_WIDGET (self));
  self->tiles = g_ptr_array_new_with_free_func ((GDestroyNotify) tile_free);
  gtk_flow_box_set_filter_func (self->grid, filter_tile, self, NULL);
  gtk_search_entry_set_key_capture_widget (self->search_entry, GTK_WIDGET (self));
  g_signal_connect (self, "notify::scale-factor", G_CALLBACK (on_scale_factor_changed), NULL);
  keys = gtk_event_controller_key_new ();
  g_signal_connect_swapped (keys, "key-pressed", G_CALLBACK (on_search_key_pressed), self);
  gtk_widget_add_controller (GTK_WIDGET (self->search_entry), keys);

  button = gtk_dialog_add_button (GTK_DIALOG (self), _("Other _File…"),
                                  TACTICS_EDITOR_OPEN_DIALOG_RESPONSE_OTHER);
  gtk_widget_set_name (button, "other_button");
  gtk_dialog_add_button (GTK_DIALOG (self), _("_Cancel"), GTK_RESPONSE_CANCEL);
  button = gtk_dialog_add_button (GTK_DIALOG (self), _("_Open"), GTK_RESPONSE_ACCEPT);
  gtk_widget_set_name (button, "open_button");
  gtk_widget_add_css_class (button, "suggested-action");
  gtk_dialog_set_default_response (GTK_DIALOG (self), GTK_RESPONSE_ACCEPT);
}

GtkWidget *
tactics_editor_open_dialog_new (GtkWindow          *parent,
                                const char * const *recent_uris)
{
  TacticsEditorOpenDialog *self;
  Tile *first;

  g_return_val_if_fail (parent == NULL || GTK_IS_WINDOW (parent), NULL);

  self = g_object_new (TACTICS_TYPE_EDITOR_OPEN_DIALOG, "transient-for", parent, NULL);
  for (guint i = 0; recent_uris != NULL && recent_uris[i] != NULL; i++)
    {
      g_autoptr(GFile) file = g_file_new_for_uri (recent_uris[i]);

      add_recent_file (self, file);
    }
  add_desktop_recent_files (self);
  add_bundled_files (self, "maps", ".map.xml", _("Bundled map"));
  add_bundled_files (self, "scenarios", ".scenario.xml", _("Bundled scenario"));

  first = first_shown_tile (self);
  if (first != NULL)
    gtk_flow_box_select_child (self->grid, first->child);
  update_open_button (self);
  /* Typing searches at once; Down goes on into the previews. */
  gtk_window_set_focus (GTK_WINDOW (self), GTK_WIDGET (self->search_entry));
  start_drawing (self);
  return GTK_WIDGET (self);
}

GFile *
tactics_editor_open_dialog_get_file (TacticsEditorOpenDialog *self)
{
  Tile *tile;

  g_return_val_if_fail (TACTICS_IS_EDITOR_OPEN_DIALOG (self), NULL);

  if (self->chosen != NULL)
    return self->chosen;
  tile = selected_tile (self);
  return tile != NULL ? tile->file : NULL;
}

gboolean
tactics_editor_open_dialog_is_loading (TacticsEditorOpenDialog *self)
{
  g_return_val_if_fail (TACTICS_IS_EDITOR_OPEN_DIALOG (self), FALSE);

  return self->preview_idle != 0;
}
