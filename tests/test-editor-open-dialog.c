/* SPDX-License-Identifier: GPL-3.0-or-later */
/* File → Open (Ctrl+O): previews of the recent and bundled files, drawn
 * after the dialog shows and again when the window's scale changes; a file
 * that cannot be read shows a tile saying so, a recent file that is gone
 * is left out; the search narrows the tiles and Enter opens the one left;
 * Escape closes the dialog. Files opened and saved go on the desktop's
 * recent list with their MIME type. */
#include "config.h"

#include <string.h>
#include <glib/gstdio.h>

#include "tactics-editor-open-dialog.h"
#include "editor-test-helpers.h"

#ifdef GDK_WINDOWING_X11
#include <gdk/x11/gdkx.h>
#endif

/* Activates the shortcut of @widget's own controllers that takes @keyval,
 * as the key pressed while @widget has the focus would. */
static void
press_key (GtkWidget *widget,
           guint      keyval)
{
  g_autoptr(GListModel) controllers = gtk_widget_observe_controllers (widget);

  for (guint c = 0; c < g_list_model_get_n_items (controllers); c++)
    {
      g_autoptr(GtkEventController) controller = g_list_model_get_item (controllers, c);

      if (!GTK_IS_SHORTCUT_CONTROLLER (controller))
        continue;
      for (guint i = 0; i < g_list_model_get_n_items (G_LIST_MODEL (controller)); i++)
        {
          g_autoptr(GtkShortcut) shortcut = g_list_model_get_item (G_LIST_MODEL (controller), i);
          GtkShortcutTrigger *trigger = gtk_shortcut_get_trigger (shortcut);

          if (GTK_IS_KEYVAL_TRIGGER (trigger)
              && gtk_keyval_trigger_get_keyval (GTK_KEYVAL_TRIGGER (trigger)) == keyval
              && gtk_keyval_trigger_get_modifiers (GTK_KEYVAL_TRIGGER (trigger)) == 0
              && gtk_shortcut_action_activate (gtk_shortcut_get_action (shortcut), 0, widget,
                                               gtk_shortcut_get_arguments (shortcut)))
            return;
        }
    }
  g_error ("no shortcut of %s took key %u", G_OBJECT_TYPE_NAME (widget), keyval);
}

static TacticsEditorOpenDialog *
open_dialog (void)
{
  g_auto(GStrv) accels = gtk_application_get_accels_for_action (GTK_APPLICATION (app), "app.open");
  GtkWidget *dialog;

  g_assert_true (g_strv_contains ((const char * const *) accels, "<Control>o"));
  g_action_group_activate_action (G_ACTION_GROUP (app), "open", NULL);
  ui_test_iterate ();
  dialog = find_toplevel_of_type (TACTICS_TYPE_EDITOR_OPEN_DIALOG);
  g_assert_nonnull (dialog);
  ui_test_wait_for_widget (dialog);
  return TACTICS_EDITOR_OPEN_DIALOG (dialog);
}

static void
wait_for_previews (TacticsEditorOpenDialog *dialog)
{
  gint64 end = g_get_monotonic_time () + 30 * G_USEC_PER_SEC;

  while (tactics_editor_open_dialog_is_loading (dialog))
    {
      g_assert_cmpint (g_get_monotonic_time (), <, end);
      g_main_context_iteration (NULL, TRUE);
    }
  ui_test_iterate ();
}

/* The tile of the file named @basename. */
static GtkWidget *
find_tile (TacticsEditorOpenDialog *dialog,
           const char              *basename)
{
  GtkWidget *grid = ui_test_find_widget (GTK_WIDGET (dialog), "grid");

  for (GtkWidget *child = gtk_widget_get_first_child (grid); child != NULL;
       child = gtk_widget_get_next_sibling (child))
    {
      const char *path = gtk_widget_get_tooltip_text (child);

      if (GTK_IS_FLOW_BOX_CHILD (child) && path != NULL
          && strstr (path, basename) != NULL)
        return child;
    }
  return NULL;
}

static GtkWidget *
tile_detail_label (GtkWidget *tile)
{
  GtkWidget *box = gtk_flow_box_child_get_child (GTK_FLOW_BOX_CHILD (tile));

  return gtk_widget_get_last_child (box);
}

static GtkWidget *
tile_preview (GtkWidget *tile)
{
  GtkWidget *box = gtk_flow_box_child_get_child (GTK_FLOW_BOX_CHILD (tile));
  GtkWidget *frame = gtk_widget_get_first_child (box);

  return gtk_frame_get_child (GTK_FRAME (frame));
}

/* How many different colours @widget shows, as drawn. */
static guint
count_colours (GtkWidget *widget)
{
  g_autoptr(GdkTexture) texture = ui_test_render_widget (widget);
  int width = gdk_texture_get_width (texture);
  int height = gdk_texture_get_height (texture);
  g_autofree guint32 *pixels = g_new (guint32, (gsize) width * height);
  g_autoptr(GHashTable) colours = g_hash_table_new (NULL, NULL);

  gdk_texture_download (texture, (guchar *) pixels, (gsize) width * 4);
  for (gsize i = 0; i < (gsize) width * height; i++)
    g_hash_table_add (colours, GUINT_TO_POINTER (pixels[i]));
  return g_hash_table_size (colours);
}

static guint
count_shown_tiles (TacticsEditorOpenDialog *dialog)
{
  GtkWidget *grid = ui_test_find_widget (GTK_WIDGET (dialog), "grid");
  guint shown = 0;

  for (GtkWidget *child = gtk_widget_get_first_child (grid); child != NULL;
       child = gtk_widget_get_next_sibling (child))
    if (gtk_widget_get_child_visible (child))
      shown++;
  return shown;
}

/* The size of the picture @tile's preview shows, in pixels. */
static int
preview_pixel_width (GtkWidget *tile)
{
  GtkWidget *picture = gtk_stack_get_child_by_name (GTK_STACK (tile_preview (tile)), "picture");
  GdkPaintable *paintable = gtk_picture_get_paintable (GTK_PICTURE (picture));

  g_assert_true (GDK_IS_TEXTURE (paintable));
  return gdk_texture_get_width (GDK_TEXTURE (paintable));
}

/* The Open Recent menu has an item for the file named @name. */
static gboolean
recent_menu_offers (const char *name)
{
  GMenuModel *recent = tactics_editor_application_get_recent_menu ();
  g_autofree char *prefix = g_strconcat (name, " — ", NULL);

  for (int i = 0; i < g_menu_model_get_n_items (recent); i++)
    {
      g_autofree char *label = NULL;

      if (g_menu_model_get_item_attribute (recent, i, G_MENU_ATTRIBUTE_LABEL, "s", &label)
          && g_str_has_prefix (label, prefix))
        return TRUE;
    }
  return FALSE;
}

/* A recent file moved or deleted since is left out, of the Open dialog and
 * the Open Recent menu; one that is there but cannot be read keeps its tile
 * that says why. */
static void
test_gone_recent_files (EditorFixture *fixture,
                        gconstpointer  data)
{
  g_autofree char *gone_path = g_build_filename (scratch, "gone.map.xml", NULL);
  g_autofree char *folder_path = g_build_filename (scratch, "moved-away", NULL);
  g_autofree char *in_folder_path = g_build_filename (folder_path, "castle.map.xml", NULL);
  g_autofree char *broken_path = g_build_filename (scratch, "still-broken.map.xml", NULL);
  g_autoptr(GFile) gone = g_file_new_for_path (gone_path);
  g_autoptr(GFile) in_folder = g_file_new_for_path (in_folder_path);
  g_autoptr(GFile) broken = g_file_new_for_path (broken_path);
  g_autofree char *gone_uri = g_file_get_uri (gone);
  TacticsEditorOpenDialog *dialog;

  /* Each was there once: written, then taken away. */
  g_assert_true (g_file_set_contents (gone_path, "<tactics-map", -1, NULL));
  g_assert_cmpint (g_mkdir (folder_path, 0700), ==, 0);
  g_assert_true (g_file_set_contents (in_folder_path, "<tactics-map", -1, NULL));
  g_assert_true (g_file_set_contents (broken_path, "<tactics-map width=", -1, NULL));
  tactics_editor_application_add_recent (gone);
  tactics_editor_application_add_recent (in_folder);
  tactics_editor_application_add_recent (broken);
  g_assert_cmpint (g_unlink (gone_path), ==, 0);
  g_assert_cmpint (g_unlink (in_folder_path), ==, 0);
  g_assert_cmpint (g_rmdir (folder_path), ==, 0);

  dialog = open_dialog ();
  wait_for_previews (dialog);
  g_assert_null (find_tile (dialog, "gone.map.xml"));
  g_assert_null (find_tile (dialog, "castle.map.xml"));
  g_assert_nonnull (find_tile (dialog, "still-broken.map.xml"));
  g_assert_cmpstr (gtk_label_get_label (GTK_LABEL (tile_detail_label (find_tile (dialog,
                   "still-broken.map.xml")))), ==, "Can’t read this file");
  /* The editor's own list keeps them: a drive plugged in again brings
   * its files back. */
  g_assert_true (g_strv_contains (tactics_editor_application_get_recent_uris (), gone_uri));
  gtk_window_destroy (GTK_WINDOW (dialog));
  ui_test_iterate ();

  /* Nor does the main menu's Open Recent offer them, once the menu opens. */
  gtk_menu_button_popup (fixture->window->primary_menu_button);
  ui_test_iterate ();
  g_assert_false (recent_menu_offers ("gone.map.xml"));
  g_assert_false (recent_menu_offers ("castle.map.xml"));
  g_assert_true (recent_menu_offers ("still-broken.map.xml"));
  gtk_menu_button_popdown (fixture->window->primary_menu_button);
  ui_test_iterate ();
  g_assert_cmpint (g_unlink (broken_path), ==, 0);
}

/* Moved to a screen of another scale, the previews are drawn again at it. */
static void
test_previews_follow_scale (EditorFixture *fixture,
                            gconstpointer  data)
{
#ifdef GDK_WINDOWING_X11
  GdkDisplay *display = gdk_display_get_default ();
  TacticsEditorOpenDialog *dialog;
  GtkWidget *tile;
  int width;

  if (!GDK_IS_X11_DISPLAY (display))
    {
      g_test_skip ("the scale is set through X11");
      return;
    }
  dialog = open_dialog ();
  wait_for_previews (dialog);
  tile = find_tile (dialog, "skirmish.map.xml");
  g_assert_nonnull (tile);
  g_assert_cmpint (gtk_widget_get_scale_factor (GTK_WIDGET (dialog)), ==, 1);
  width = preview_pixel_width (tile);
  g_assert_cmpint (width, >, 0);
  g_assert_cmpint (width, <=, 160);

  gdk_x11_display_set_surface_scale (display, 2);
  ui_test_iterate ();
  g_assert_cmpint (gtk_widget_get_scale_factor (GTK_WIDGET (dialog)), ==, 2);
  wait_for_previews (dialog);
  g_assert_cmpint (preview_pixel_width (tile), ==, 2 * width);

  gdk_x11_display_set_surface_scale (display, 1);
  ui_test_iterate ();
  wait_for_previews (dialog);
  g_assert_cmpint (preview_pixel_width (tile), ==, width);
  gtk_window_destroy (GTK_WINDOW (dialog));
  ui_test_iterate ();
#else
  g_test_skip ("the scale is set through X11");
#endif
}

/* Opened and saved files go on the desktop's recent list, as the kind of
 * file they are; the Open dialog offers them from there. */
static void
test_desktop_recent (EditorFixture *fixture,
                     gconstpointer  data)
{
  GtkRecentManager *manager = gtk_recent_manager_get_default ();
  g_autofree char *saved_path = g_build_filename (scratch, "saved-here.map.xml", NULL);
  g_autoptr(GFile) saved = g_file_new_for_path (saved_path);
  g_autofree char *saved_uri = g_file_get_uri (saved);
  g_autofree char *opened_path = g_build_filename (g_getenv ("TACTICS_DATADIR"), "scenarios",
                                                   "hold-the-ford.scenario.xml", NULL);
  g_autoptr(GFile) opened = g_file_new_for_path (opened_path);
  g_autofree char *opened_uri = g_file_get_uri (opened);
  g_autoptr(GtkRecentInfo) info = NULL;
  g_autoptr(GError) error = NULL;
  TacticsEditorOpenDialog *dialog;

  gtk_recent_manager_remove_item (manager, saved_uri, NULL);
  gtk_recent_manager_remove_item (manager, opened_uri, NULL);
  g_assert_false (gtk_recent_manager_has_item (manager, saved_uri));

  g_assert_true (tactics_editor_window_save_to_file (fixture->window, saved));
  info = gtk_recent_manager_lookup_item (manager, saved_uri, &error);
  g_assert_no_error (error);
  g_assert_cmpstr (gtk_recent_info_get_mime_type (info), ==, "application/x-tactics-map");
  g_clear_pointer (&info, gtk_recent_info_unref);

  tactics_editor_application_open_file (TACTICS_EDITOR_APPLICATION (app), opened);
  ui_test_iterate ();
  info = gtk_recent_manager_lookup_item (manager, opened_uri, &error);
  g_assert_no_error (error);
  g_assert_cmpstr (gtk_recent_info_get_mime_type (info), ==, "application/x-tactics-scenario");

  /* The desktop's list alone brings it to the dialog. */
  g_assert_nonnull (tactics_editor_application_get_settings ());
  g_settings_set_strv (tactics_editor_application_get_settings (), "recent-files", NULL);
  dialog = open_dialog ();
  g_assert_nonnull (find_tile (dialog, "saved-here.map.xml"));
  gtk_window_destroy (GTK_WINDOW (dialog));
  ui_test_iterate ();
  gtk_recent_manager_remove_item (manager, saved_uri, NULL);
  gtk_recent_manager_remove_item (manager, opened_uri, NULL);
  g_assert_cmpint (g_unlink (saved_path), ==, 0);
  for (GList *l = gtk_application_get_windows (GTK_APPLICATION (app)); l != NULL; l = l->next)
    if (TACTICS_IS_EDITOR_WINDOW (l->data) && l->data != fixture->window)
      {
        gtk_window_destroy (GTK_WINDOW (l->data));
        break;
      }
  ui_test_iterate ();
}

static void
test_open_dialog (EditorFixture *fixture,
                  gconstpointer  data)
{
  g_autofree char *broken_path = g_build_filename (scratch, "broken.map.xml", NULL);
  g_autoptr(GFile) broken = g_file_new_for_path (broken_path);
  g_autofree char *skirmish_path = g_build_filename (g_getenv ("TACTICS_DATADIR"), "maps",
                                                     "skirmish.map.xml", NULL);
  g_autoptr(GFile) skirmish = g_file_new_for_path (skirmish_path);
  static const char * const bundled[] = {
    "skirmish.map.xml", "islands.map.xml", "hold-the-ford.scenario.xml",
  };
  TacticsEditorOpenDialog *dialog;
  GtkWidget *tile;
  GtkWidget *preview;
  GtkWidget *search;
  GtkWidget *focus;
  GFile *shown;

  g_assert_true (g_file_set_contents (broken_path, "<tactics-map width=", -1, NULL));
  tactics_editor_application_add_recent (broken);

  dialog = open_dialog ();
  wait_for_previews (dialog);
  ui_test_save_screenshot (GTK_WIDGET (dialog), "open-dialog");

  /* Bundled maps and scenarios, each with a preview of many colours. */
  for (guint i = 0; i < G_N_ELEMENTS (bundled); i++)
    {
      tile = find_tile (dialog, bundled[i]);
      g_assert_nonnull (tile);
      preview = tile_preview (tile);
      g_assert_true (GTK_IS_PICTURE (gtk_stack_get_visible_child (GTK_STACK (preview))));
      g_assert_cmpuint (count_colours (preview), >, 4);
    }

  /* The broken recent file: a tile that says it cannot be read. */
  tile = find_tile (dialog, "broken.map.xml");
  g_assert_nonnull (tile);
  g_assert_true (gtk_widget_has_css_class (tile_detail_label (tile), "error"));
  g_assert_cmpstr (gtk_label_get_label (GTK_LABEL (tile_detail_label (tile))), ==,
                   "Can’t read this file");
  g_assert_true (GTK_IS_IMAGE (gtk_stack_get_visible_child (GTK_STACK (tile_preview (tile)))));
  g_assert_nonnull (strstr (gtk_widget_get_tooltip_text (tile), "broken.map.xml:"));

  /* The search leaves the one map; Enter opens it in this window. */
  search = ui_test_find_widget (GTK_WIDGET (dialog), "search_entry");
  gtk_editable_set_text (GTK_EDITABLE (search), "SKIRM");
  g_signal_emit_by_name (search, "search-changed");
  ui_test_iterate ();
  g_assert_cmpuint (count_shown_tiles (dialog), ==, 1);
  g_assert_false (gtk_widget_get_visible (ui_test_find_widget (GTK_WIDGET (dialog),
                                                               "no_match_label")));
  gtk_editable_set_text (GTK_EDITABLE (search), "no such castle");
  g_signal_emit_by_name (search, "search-changed");
  ui_test_iterate ();
  g_assert_cmpuint (count_shown_tiles (dialog), ==, 0);
  g_assert_true (gtk_widget_get_visible (ui_test_find_widget (GTK_WIDGET (dialog),
                                                              "no_match_label")));
  gtk_editable_set_text (GTK_EDITABLE (search), "skirm");
  g_signal_emit_by_name (search, "search-changed");
  ui_test_iterate ();
  g_signal_emit_by_name (search, "activate");
  ui_test_iterate ();
  g_assert_null (find_toplevel_of_type (TACTICS_TYPE_EDITOR_OPEN_DIALOG));
  shown = tactics_editor_document_get_file (tactics_editor_window_get_document (fixture->window));
  g_assert_nonnull (shown);
  g_assert_true (g_file_equal (shown, skirmish));

  /* Double-click (activating a tile) opens too; here a window already
   * shows it, so it is presented, not opened twice. */
  dialog = open_dialog ();
  tile = find_tile (dialog, "skirmish.map.xml");
  g_signal_emit_by_name (ui_test_find_widget (GTK_WIDGET (dialog), "grid"), "child-activated",
                         tile);
  ui_test_iterate ();
  g_assert_null (find_toplevel_of_type (TACTICS_TYPE_EDITOR_OPEN_DIALOG));

  /* Escape: the search field clears first, then the dialog closes. */
  dialog = open_dialog ();
  search = ui_test_find_widget (GTK_WIDGET (dialog), "search_entry");
  focus = gtk_root_get_focus (GTK_ROOT (dialog));
  g_assert_true (focus != NULL && gtk_widget_is_ancestor (focus, search));
  gtk_editable_set_text (GTK_EDITABLE (search), "cross");
  press_key (search, GDK_KEY_Escape);
  ui_test_iterate ();
  g_assert_cmpstr (gtk_editable_get_text (GTK_EDITABLE (search)), ==, "");
  g_assert_nonnull (find_toplevel_of_type (TACTICS_TYPE_EDITOR_OPEN_DIALOG));
  press_key (search, GDK_KEY_Escape);
  ui_test_iterate ();
  g_assert_null (find_toplevel_of_type (TACTICS_TYPE_EDITOR_OPEN_DIALOG));
}

int
main (int   argc,
      char *argv[])
{
  int status;

  editor_test_init (&argc, &argv);

  ADD_EDITOR_TEST ("/editor/open-dialog", TACTICS_TOPOLOGY_SQUARE, test_open_dialog);
  ADD_EDITOR_TEST ("/editor/open-dialog/gone-recent-files", TACTICS_TOPOLOGY_SQUARE,
                   test_gone_recent_files);
  ADD_EDITOR_TEST ("/editor/open-dialog/scale", TACTICS_TOPOLOGY_SQUARE,
                   test_previews_follow_scale);
  ADD_EDITOR_TEST ("/editor/open-dialog/desktop-recent", TACTICS_TOPOLOGY_SQUARE,
                   test_desktop_recent);

  status = g_test_run ();

  editor_test_clean_up ();
  return status;
}
