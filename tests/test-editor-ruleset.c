/* SPDX-License-Identifier: GPL-3.0-or-later */
#include "config.h"

#include <glib/gstdio.h>
#include <string.h>

#include "tactics-gtk.h"
#include "tactics-editor-actions-page.h"
#include "tactics-editor-application.h"
#include "tactics-editor-window-private.h"
#include "tactics-editor-item-list.h"
#include "tactics-editor-terrains-page.h"
#include "tactics-editor-units-page.h"
#include "tactics-editor-unit-token.h"
#include "editor-test-helpers.h"
#include "ui-test-helpers.h"

/* The ruleset pages driven through their widgets: edits reach the model,
 * bad values are refused at their field, deletions of used items ask, and
 * the pattern preview draws the figures of doc/rules.md. */


typedef struct {
  TacticsEditorWindow   *window;
  TacticsEditorDocument *document;
  TacticsRuleset        *ruleset;
} RulesetFixture;

static void
ruleset_fixture_set_up (RulesetFixture *fixture,
                        gconstpointer   data)
{
  g_autofree char *path = g_build_filename (g_getenv ("TACTICS_DATADIR"), "default.ruleset.xml",
                                            NULL);
  g_autoptr(GFile) file = g_file_new_for_path (path);
  g_autoptr(GError) error = NULL;

  fixture->document = tactics_editor_document_load (file, &error);
  g_assert_no_error (error);
  fixture->ruleset = tactics_editor_document_get_ruleset (fixture->document);
  fixture->window = tactics_editor_window_new (GTK_APPLICATION (app), fixture->document);
  g_object_add_weak_pointer (G_OBJECT (fixture->window), (gpointer *) &fixture->window);
  gtk_window_set_default_size (GTK_WINDOW (fixture->window), 1200, 800);
  gtk_window_present (GTK_WINDOW (fixture->window));
  ui_test_wait_for_widget (GTK_WIDGET (fixture->window));
}

static void
ruleset_fixture_tear_down (RulesetFixture *fixture,
                           gconstpointer   data)
{
  if (fixture->window != NULL)
    {
      tactics_editor_document_set_modified (fixture->document, FALSE);
      gtk_window_destroy (GTK_WINDOW (fixture->window));
      ui_test_iterate ();
    }
  g_assert_null (fixture->window);
  g_clear_object (&fixture->document);
}

static GtkWidget *
field (RulesetFixture *fixture,
       const char     *name)
{
  return ui_test_find_widget (GTK_WIDGET (fixture->window), name);
}

static void
type_text (RulesetFixture *fixture,
           const char     *name,
           const char     *text)
{
  gtk_editable_set_text (GTK_EDITABLE (field (fixture, name)), text);
}

static gboolean
shows_error (RulesetFixture *fixture,
             const char     *name)
{
  g_autofree char *error_name = g_strconcat (name, "_error", NULL);
  GtkWidget *message = field (fixture, error_name);

  return gtk_widget_has_css_class (field (fixture, name), "error")
         && gtk_widget_get_visible (message)
         && *gtk_label_get_text (GTK_LABEL (message)) != '\0';
}


/* The label under @root showing @text, or NULL. */
static GtkWidget *
find_label (GtkWidget  *root,
            const char *text)
{
  if (GTK_IS_LABEL (root) && g_strcmp0 (gtk_label_get_text (GTK_LABEL (root)), text) == 0)
    return root;
  for (GtkWidget *child = gtk_widget_get_first_child (root); child != NULL;
       child = gtk_widget_get_next_sibling (child))
    {
      GtkWidget *found = find_label (child, text);

      if (found != NULL)
        return found;
    }
  return NULL;
}

/* The first widget of @type under @root, or NULL. */
static GtkWidget *
find_of_type (GtkWidget *root,
              GType      type)
{
  if (G_TYPE_CHECK_INSTANCE_TYPE (root, type))
    return root;
  for (GtkWidget *child = gtk_widget_get_first_child (root); child != NULL;
       child = gtk_widget_get_next_sibling (child))
    {
      GtkWidget *found = find_of_type (child, type);

      if (found != NULL)
        return found;
    }
  return NULL;
}

static gboolean
textures_equal (GdkTexture *a,
                GdkTexture *b)
{
  int width = gdk_texture_get_width (a);
  int height = gdk_texture_get_height (a);

  if (width != gdk_texture_get_width (b) || height != gdk_texture_get_height (b))
    return FALSE;
  for (int y = 0; y < height; y++)
    for (int x = 0; x < width; x++)
      if (ui_test_texture_pixel (a, x, y) != ui_test_texture_pixel (b, x, y))
        return FALSE;
  return TRUE;
}

static void
set_true (gboolean *flag)
{
  *flag = TRUE;
}

/* Where @name's field is in the window, laid out. */
static double
field_top (RulesetFixture *fixture,
           const char     *name)
{
  graphene_point_t point;
  gboolean laid_out = FALSE;

  /* A few frames: the frame clock lays the window out again. */
  g_timeout_add_once (150, (GSourceOnceFunc) set_true, &laid_out);
  while (!laid_out)
    g_main_context_iteration (NULL, TRUE);
  g_assert_true (gtk_widget_compute_point (field (fixture, name), GTK_WIDGET (fixture->window),
                                           &GRAPHENE_POINT_INIT (0, 0), &point));
  return point.y;
}

static void
test_opens_on_ruleset_pages (RulesetFixture *fixture,
                             gconstpointer   data)
{
  GtkStack *pages = fixture->window->pages;

  /* A ruleset alone has no map to paint. */
  g_assert_null (tactics_editor_document_get_map (fixture->document));
  g_assert_false (gtk_stack_page_get_visible (gtk_stack_get_page (pages,
                                                                  fixture->window->map_page)));
  g_assert_cmpstr (gtk_stack_get_visible_child_name (pages), ==, "terrains");
  g_assert_cmpstr (gtk_window_get_title (GTK_WINDOW (fixture->window)), ==,
                   "Default — Tactics Editor");
}

static void
test_terrain_form (RulesetFixture *fixture,
                   gconstpointer   data)
{
  TacticsEditorTerrainsPage *page = TACTICS_EDITOR_TERRAINS_PAGE (fixture->window->terrains_page);
  TacticsTerrain *forest = tactics_ruleset_lookup_terrain (fixture->ruleset, "f");
  int forest_position = tactics_ruleset_get_terrain_index (fixture->ruleset, "f");
  GtkWidget *costs;
  GtkWidget *spin;
  GtkWidget *impassable = NULL;

  tactics_editor_window_show_page (fixture->window, "terrains");
  tactics_editor_terrains_page_select_terrain (page, (guint) forest_position);
  g_assert_cmpstr (gtk_editable_get_text (GTK_EDITABLE (field (fixture, "terrain_name"))), ==,
                   "Forest");

  /* Good edits reach the model at once. */
  type_text (fixture, "terrain_name", "Old Woods");
  g_assert_cmpstr (tactics_terrain_get_name (forest), ==, "Old Woods");
  g_assert_true (tactics_editor_document_get_modified (fixture->document));

  /* Bad ones are refused at their field, with a reason. */
  type_text (fixture, "terrain_id", "p");
  g_assert_true (shows_error (fixture, "terrain_id"));
  g_assert_cmpstr (tactics_terrain_get_id (forest), ==, "f");
  type_text (fixture, "terrain_id", "no spaces");
  g_assert_true (shows_error (fixture, "terrain_id"));
  type_text (fixture, "terrain_id", "");
  g_assert_true (shows_error (fixture, "terrain_id"));
  g_assert_cmpstr (tactics_terrain_get_id (forest), ==, "f");
  type_text (fixture, "terrain_id", "F");
  g_assert_false (shows_error (fixture, "terrain_id"));
  g_assert_cmpstr (tactics_terrain_get_id (forest), ==, "F");
  type_text (fixture, "terrain_name", "   ");
  g_assert_true (shows_error (fixture, "terrain_name"));
  g_assert_cmpstr (tactics_terrain_get_name (forest), ==, "Old Woods");
  type_text (fixture, "terrain_name", "Forest");

  /* The cost table: one row per movement type. */
  costs = field (fixture, "cost_grid");
  spin = ui_test_find_widget (costs, "foot");
  gtk_spin_button_set_value (GTK_SPIN_BUTTON (spin), 4);
  g_assert_cmpuint (tactics_terrain_get_cost (forest, "foot"), ==, 4);

  spin = ui_test_find_widget (costs, "mounted");
  for (GtkWidget *child = gtk_widget_get_first_child (costs); child != NULL;
       child = gtk_widget_get_next_sibling (child))
    if (GTK_IS_CHECK_BUTTON (child) && g_object_get_data (G_OBJECT (child), "spin") == spin)
      impassable = child;
  g_assert_nonnull (impassable);
  gtk_check_button_set_active (GTK_CHECK_BUTTON (impassable), TRUE);
  g_assert_cmpuint (tactics_terrain_get_cost (forest, "mounted"), ==, 0);
  g_assert_false (gtk_widget_get_sensitive (spin));
  gtk_check_button_set_active (GTK_CHECK_BUTTON (impassable), FALSE);
  g_assert_cmpuint (tactics_terrain_get_cost (forest, "mounted"), ==, 3);

  /* The symbol chooser sets the icon. */
  gtk_drop_down_set_selected (GTK_DROP_DOWN (field (fixture, "terrain_symbol")), 1);
  g_assert_cmpstr (tactics_terrain_get_icon (forest), ==, tactics_terrain_art_list_symbols ()[0]);
  gtk_drop_down_set_selected (GTK_DROP_DOWN (field (fixture, "terrain_symbol")), 2);

  ui_test_save_screenshot (GTK_WIDGET (fixture->window), "ruleset-terrains");
}

static void
test_movetype_rename (RulesetFixture *fixture,
                      gconstpointer   data)
{
  TacticsEditorTerrainsPage *page = TACTICS_EDITOR_TERRAINS_PAGE (fixture->window->terrains_page);
  TacticsUnitType *infantry = tactics_ruleset_lookup_unit_type (fixture->ruleset, "infantry");
  TacticsTerrain *forest = tactics_ruleset_lookup_terrain (fixture->ruleset, "f");

  tactics_editor_terrains_page_select_movetype (page, 0);
  g_assert_cmpstr (gtk_editable_get_text (GTK_EDITABLE (field (fixture, "movetype_id"))), ==,
                   "foot");
  /* A renamed id follows into costs and units. */
  type_text (fixture, "movetype_id", "walk");
  g_assert_nonnull (tactics_ruleset_lookup_movetype (fixture->ruleset, "walk"));
  g_assert_cmpstr (tactics_unit_type_get_movetype (infantry), ==, "walk");
  g_assert_cmpuint (tactics_terrain_get_cost (forest, "walk"), ==, 2);
  g_assert_cmpuint (tactics_terrain_get_cost (forest, "foot"), ==, 0);
  type_text (fixture, "movetype_id", "mounted");
  g_assert_true (shows_error (fixture, "movetype_id"));
  ui_test_save_screenshot (GTK_WIDGET (fixture->window), "ruleset-movetypes");
}

static void
test_save_ruleset (RulesetFixture *fixture,
                   gconstpointer   data)
{
  g_autofree char *path = g_build_filename (scratch, "edited.ruleset.xml", NULL);
  g_autoptr(GFile) file = g_file_new_for_path (path);
  g_autoptr(TacticsRuleset) reloaded = NULL;
  g_autoptr(GError) error = NULL;

  tactics_editor_window_show_page (fixture->window, "units");
  tactics_editor_units_page_select (TACTICS_EDITOR_UNITS_PAGE (fixture->window->units_page), 0);
  type_text (fixture, "unit_name", "Pikemen");
  type_text (fixture, "unit_hp", "26");
  g_assert_true (g_str_has_prefix (gtk_window_get_title (GTK_WINDOW (fixture->window)), "*"));

  g_assert_true (tactics_editor_window_save_to_file (fixture->window, file));
  g_assert_false (tactics_editor_document_get_modified (fixture->document));
  reloaded = tactics_ruleset_load (file, &error);
  g_assert_no_error (error);
  g_assert_true (tactics_ruleset_equal (fixture->ruleset, reloaded));
  g_assert_cmpuint (tactics_unit_type_get_max_hp (tactics_ruleset_lookup_unit_type (reloaded,
                                                                                     "infantry")),
                    ==, 26);
  g_unlink (path);
}

/* Save refuses while a field holds a value it refused (that value is not
 * in the model, so saving would drop it unseen), and says which field. */
static void
test_save_refused (RulesetFixture *fixture,
                   gconstpointer   data)
{
  g_autofree char *path = g_build_filename (scratch, "refused.ruleset.xml", NULL);
  g_autoptr(GFile) file = g_file_new_for_path (path);
  g_autofree char *saved = NULL;
  g_autofree char *contents = NULL;
  GtkWidget *spin;
  const char *error;

  /* Saved once to scratch, so that nothing can reach the bundled file. */
  g_assert_true (tactics_editor_window_save_to_file (fixture->window, file));
  g_assert_true (g_file_get_contents (path, &saved, NULL, NULL));

  tactics_editor_window_show_page (fixture->window, "units");
  tactics_editor_units_page_select (TACTICS_EDITOR_UNITS_PAGE (fixture->window->units_page), 0);
  type_text (fixture, "unit_name", "Pikemen");
  type_text (fixture, "unit_hp", "ten");
  g_assert_true (shows_error (fixture, "unit_hp"));

  g_assert_false (tactics_editor_window_save (fixture->window, FALSE));
  error = tactics_editor_window_get_error (fixture->window);
  g_assert_nonnull (error);
  g_assert_nonnull (strstr (error, "Hit points"));
  g_assert_true (tactics_editor_document_get_modified (fixture->document));
  g_assert_true (g_file_get_contents (path, &contents, NULL, NULL));
  g_assert_cmpstr (contents, ==, saved);
  g_clear_pointer (&contents, g_free);

  /* A refused move cost stops it too. */
  type_text (fixture, "unit_hp", "26");
  tactics_editor_window_show_page (fixture->window, "terrains");
  spin = ui_test_find_widget (field (fixture, "cost_grid"), "foot");
  gtk_editable_set_text (GTK_EDITABLE (spin), "abc");
  g_assert_false (tactics_editor_window_save (fixture->window, FALSE));
  g_assert_nonnull (strstr (tactics_editor_window_get_error (fixture->window), "Cost for"));

  /* Once every field is right, it saves. */
  gtk_editable_set_text (GTK_EDITABLE (spin), "2");
  g_assert_true (tactics_editor_window_save (fixture->window, FALSE));
  g_assert_null (tactics_editor_window_get_error (fixture->window));
  g_assert_false (tactics_editor_document_get_modified (fixture->document));
  g_assert_true (g_file_get_contents (path, &contents, NULL, NULL));
  g_assert_nonnull (strstr (contents, "Pikemen"));
  g_unlink (path);
}

static void
test_delete_in_use (RulesetFixture *fixture,
                    gconstpointer   data)
{
  TacticsEditorTerrainsPage *page = TACTICS_EDITOR_TERRAINS_PAGE (fixture->window->terrains_page);
  GListModel *movetypes = tactics_ruleset_get_movetypes (fixture->ruleset);
  TacticsUnitType *infantry = tactics_ruleset_lookup_unit_type (fixture->ruleset, "infantry");
  GtkWidget *dialog;
  const char *details;
  guint n_movetypes = g_list_model_get_n_items (movetypes);

  tactics_editor_terrains_page_select_movetype (page, 0);

  /* "Foot" is used: deleting asks, naming who uses it. */
  g_signal_emit_by_name (ui_test_find_widget (GTK_WIDGET (page), "movetypes"), "remove");
  ui_test_iterate ();
  dialog = ui_test_find_dialog (GTK_WINDOW (fixture->window));
  g_assert_nonnull (dialog);
  g_object_get (dialog, "secondary-text", &details, NULL);
  g_test_message ("asked: %s", details);
  g_assert_nonnull (strstr (details, "Infantry"));
  g_assert_nonnull (strstr (details, "Mounted"));
  /* The ruleset is a file of its own: other maps may lose it too. */
  g_assert_nonnull (strstr (details, "other maps"));
  g_free ((char *) details);
  ui_test_save_screenshot (dialog, "ruleset-delete-in-use");

  gtk_dialog_response (GTK_DIALOG (dialog), GTK_RESPONSE_CANCEL);
  ui_test_iterate ();
  g_assert_cmpuint (g_list_model_get_n_items (movetypes), ==, n_movetypes);
  g_assert_cmpstr (tactics_unit_type_get_movetype (infantry), ==, "foot");

  g_signal_emit_by_name (ui_test_find_widget (GTK_WIDGET (page), "movetypes"), "remove");
  ui_test_iterate ();
  dialog = ui_test_find_dialog (GTK_WINDOW (fixture->window));
  g_assert_nonnull (dialog);
  gtk_dialog_response (GTK_DIALOG (dialog), GTK_RESPONSE_ACCEPT);
  ui_test_iterate ();
  g_assert_cmpuint (g_list_model_get_n_items (movetypes), ==, n_movetypes - 1);
  g_assert_null (tactics_ruleset_lookup_movetype (fixture->ruleset, "foot"));
  g_assert_cmpstr (tactics_unit_type_get_movetype (infantry), ==, "mounted");

  /* An action in use: same question. */
  tactics_editor_window_show_page (fixture->window, "actions");
  tactics_editor_actions_page_select (TACTICS_EDITOR_ACTIONS_PAGE (fixture->window->actions_page), 0);
  g_signal_emit_by_name (ui_test_find_widget (fixture->window->actions_page, "actions"), "remove");
  ui_test_iterate ();
  dialog = ui_test_find_dialog (GTK_WINDOW (fixture->window));
  g_assert_nonnull (dialog);
  gtk_dialog_response (GTK_DIALOG (dialog), GTK_RESPONSE_ACCEPT);
  ui_test_iterate ();
  g_assert_null (tactics_ruleset_lookup_action (fixture->ruleset, "sword"));
  g_assert_false (g_strv_contains (tactics_unit_type_get_actions (infantry), "sword"));
}

/* A ruleset file of its own may be used by other maps, which may have
 * cells of a terrain nothing here uses: deleting it asks all the same. */
static void
test_delete_shared_terrain (RulesetFixture *fixture,
                            gconstpointer   data)
{
  TacticsEditorTerrainsPage *page = TACTICS_EDITOR_TERRAINS_PAGE (fixture->window->terrains_page);
  guint n_terrains = tactics_ruleset_get_n_terrains (fixture->ruleset);
  GtkWidget *dialog;
  char *details;

  tactics_editor_terrains_page_select_terrain (page, 0);
  g_signal_emit_by_name (ui_test_find_widget (GTK_WIDGET (page), "terrains"), "remove");
  ui_test_iterate ();
  dialog = ui_test_find_dialog (GTK_WINDOW (fixture->window));
  g_assert_nonnull (dialog);
  g_object_get (dialog, "secondary-text", &details, NULL);
  g_assert_nonnull (strstr (details, "other maps"));
  g_free (details);
  gtk_dialog_response (GTK_DIALOG (dialog), GTK_RESPONSE_CANCEL);
  ui_test_iterate ();
  g_assert_cmpuint (tactics_ruleset_get_n_terrains (fixture->ruleset), ==, n_terrains);

  g_signal_emit_by_name (ui_test_find_widget (GTK_WIDGET (page), "terrains"), "remove");
  ui_test_iterate ();
  gtk_dialog_response (GTK_DIALOG (ui_test_find_dialog (GTK_WINDOW (fixture->window))),
                       GTK_RESPONSE_ACCEPT);
  ui_test_iterate ();
  g_assert_cmpuint (tactics_ruleset_get_n_terrains (fixture->ruleset), ==, n_terrains - 1);
}

static void
test_unit_form (RulesetFixture *fixture,
                gconstpointer   data)
{
  TacticsEditorUnitsPage *page = TACTICS_EDITOR_UNITS_PAGE (fixture->window->units_page);
  TacticsUnitType *archer = tactics_ruleset_lookup_unit_type (fixture->ruleset, "archer");
  GListModel *units = tactics_ruleset_get_unit_types (fixture->ruleset);
  guint position = GTK_INVALID_LIST_POSITION;
  GtkWidget *checks;
  GtkWidget *grenade;
  double below;

  for (guint i = 0; i < g_list_model_get_n_items (units); i++)
    {
      g_autoptr(TacticsUnitType) unit = g_list_model_get_item (units, i);

      if (unit == archer)
        position = i;
    }
  tactics_editor_window_show_page (fixture->window, "units");
  tactics_editor_units_page_select (page, position);
  g_assert_cmpstr (gtk_editable_get_text (GTK_EDITABLE (field (fixture, "unit_name"))), ==,
                   "Archer");

  /* The token is the boards' painter's, in the unit's colour, and follows
   * the colour as it is edited. */
  {
    GtkWidget *token = field (fixture, "token_preview");
    g_autoptr(GdkTexture) before = NULL;
    g_autoptr(GdkTexture) after = NULL;
    int cx;
    int cy;
    g_autofree char *saved = g_strdup (tactics_unit_type_get_color (archer));

    g_assert_true (TACTICS_IS_EDITOR_UNIT_TOKEN (token));
    g_assert_true (tactics_editor_unit_token_get_unit_type (TACTICS_EDITOR_UNIT_TOKEN (token)) ==
                   archer);
    tactics_unit_type_set_color (archer, "#ff0000");
    before = ui_test_render_widget (token);
    cx = gtk_widget_get_width (token) / 2;
    cy = gtk_widget_get_height (token) * 3 / 10;
    g_assert_true (ui_test_colors_close (ui_test_texture_pixel (before, cx, cy), 0xffff0000, 24));
    tactics_unit_type_set_color (archer, "#0000ff");
    after = ui_test_render_widget (token);
    g_assert_true (ui_test_colors_close (ui_test_texture_pixel (after, cx, cy), 0xff0000ff, 24));
    tactics_unit_type_set_color (archer, saved);
  }

  /* A file of its own: other maps may use its ids, which the id says. */
  g_assert_cmpstr (gtk_label_get_text (GTK_LABEL (field (fixture, "unit_id_error"))), ==,
                   "Other maps and saved matches may use this id.");

  /* Numbers: in range goes through, out of range and junk are refused. */
  type_text (fixture, "unit_hp", "30");
  g_assert_cmpuint (tactics_unit_type_get_max_hp (archer), ==, 30);
  below = field_top (fixture, "unit_move");
  type_text (fixture, "unit_hp", "20000");
  g_assert_true (shows_error (fixture, "unit_hp"));
  /* The message moves nothing that may be under the pointer. */
  g_assert_cmpfloat (field_top (fixture, "unit_move"), ==, below);
  g_assert_cmpuint (tactics_unit_type_get_max_hp (archer), ==, 30);
  type_text (fixture, "unit_hp", "ten");
  g_assert_true (shows_error (fixture, "unit_hp"));
  type_text (fixture, "unit_hp", "0");
  g_assert_true (shows_error (fixture, "unit_hp"));
  g_assert_cmpuint (tactics_unit_type_get_max_hp (archer), ==, 30);
  /* The reason names the field and its range. */
  g_assert_cmpstr (gtk_label_get_text (GTK_LABEL (field (fixture, "unit_hp_error"))), ==,
                   "“Hit points” must be a whole number from 1 to 9999.");
  type_text (fixture, "unit_hp", "18");
  g_assert_false (shows_error (fixture, "unit_hp"));
  g_assert_cmpuint (tactics_unit_type_get_max_hp (archer), ==, 18);
  /* Left with refused text, the field shows the value the unit has. */
  type_text (fixture, "unit_hp", "ten");
  gtk_spin_button_update (GTK_SPIN_BUTTON (field (fixture, "unit_hp")));
  g_assert_cmpstr (gtk_editable_get_text (GTK_EDITABLE (field (fixture, "unit_hp"))), ==, "18");
  g_assert_false (shows_error (fixture, "unit_hp"));

  type_text (fixture, "unit_move", "5");
  g_assert_cmpuint (tactics_unit_type_get_move (archer), ==, 5);

  /* A description of several lines, in a field of several lines. */
  g_object_set (gtk_text_view_get_buffer (GTK_TEXT_VIEW (field (fixture, "unit_description"))),
                "text", "Shoots from afar.\nWeak up close.", NULL);
  g_assert_cmpstr (tactics_unit_type_get_description (archer), ==,
                   "Shoots from afar.\nWeak up close.");
  type_text (fixture, "unit_speed", "0");
  g_assert_true (shows_error (fixture, "unit_speed"));
  g_assert_cmpuint (tactics_unit_type_get_speed (archer), ==, 6);

  type_text (fixture, "unit_glyph", "ABC");
  g_assert_true (shows_error (fixture, "unit_glyph"));
  g_assert_cmpstr (tactics_unit_type_get_glyph (archer), ==, "A");
  type_text (fixture, "unit_glyph", "Ar");
  g_assert_cmpstr (tactics_unit_type_get_glyph (archer), ==, "Ar");

  type_text (fixture, "unit_id", "infantry");
  g_assert_true (shows_error (fixture, "unit_id"));
  g_assert_cmpstr (tactics_unit_type_get_id (archer), ==, "archer");

  /* The movement type and the actions checklist. */
  gtk_drop_down_set_selected (GTK_DROP_DOWN (field (fixture, "unit_movetype")), 1);
  g_assert_cmpstr (tactics_unit_type_get_movetype (archer), ==, "mounted");

  checks = field (fixture, "action_checks");
  grenade = ui_test_find_widget (checks, "grenade");
  g_assert_false (gtk_check_button_get_active (GTK_CHECK_BUTTON (grenade)));
  gtk_check_button_set_active (GTK_CHECK_BUTTON (grenade), TRUE);
  g_assert_true (g_strv_contains (tactics_unit_type_get_actions (archer), "grenade"));
  g_assert_cmpstr (tactics_unit_type_get_actions (archer)[0], ==, "bow");
  gtk_check_button_set_active (GTK_CHECK_BUTTON (ui_test_find_widget (checks, "bow")), FALSE);
  g_assert_cmpstr (tactics_unit_type_get_actions (archer)[0], ==, "dagger");

  ui_test_save_screenshot (GTK_WIDGET (fixture->window), "ruleset-units");
}

static void
test_unit_list (RulesetFixture *fixture,
                gconstpointer   data)
{
  GListModel *units = tactics_ruleset_get_unit_types (fixture->ruleset);
  GtkWidget *list = ui_test_find_widget (fixture->window->units_page, "unit-prototypes");
  guint n_units = g_list_model_get_n_items (units);
  g_autoptr(TacticsUnitType) first = g_list_model_get_item (units, 0);
  g_autoptr(TacticsUnitType) second = NULL;
  g_autoptr(TacticsUnitType) copy = NULL;

  tactics_editor_units_page_select (TACTICS_EDITOR_UNITS_PAGE (fixture->window->units_page), 0);

  /* Duplicate: a copy with its own id, right after. */
  g_signal_emit_by_name (list, "duplicate");
  g_assert_cmpuint (g_list_model_get_n_items (units), ==, n_units + 1);
  copy = g_list_model_get_item (units, 1);
  g_assert_cmpstr (tactics_unit_type_get_id (copy), ==, "infantry-2");
  g_assert_cmpstr (tactics_unit_type_get_name (copy), ==, tactics_unit_type_get_name (first));
  g_assert_cmpuint (tactics_unit_type_get_max_hp (copy), ==, tactics_unit_type_get_max_hp (first));

  /* Reorder: the copy goes down one place. */
  g_signal_emit_by_name (list, "move", 1);
  second = g_list_model_get_item (units, 2);
  g_assert_true (second == copy);

  /* Add and delete. */
  g_signal_emit_by_name (list, "add");
  g_assert_cmpuint (g_list_model_get_n_items (units), ==, n_units + 2);
  g_signal_emit_by_name (list, "remove");
  /* The next one is selected in its place. */
  g_assert_cmpuint (tactics_editor_item_list_get_selected (TACTICS_EDITOR_ITEM_LIST (list)), ==, 3);
  tactics_editor_units_page_select (TACTICS_EDITOR_UNITS_PAGE (fixture->window->units_page), 2);
  g_signal_emit_by_name (list, "remove");
  g_assert_cmpuint (g_list_model_get_n_items (units), ==, n_units);
  g_assert_null (tactics_ruleset_lookup_unit_type (fixture->ruleset, "infantry-2"));
}

/* doc/rules.md, figure 1: a flame-thrower (range 1, linear, extent 3) aimed
 * east, as tactics-cli pattern prints it. */
static const char figure_1_east[] =
  ". . . . . . .\n"
  ". . . . . . .\n"
  ". . o o o . .\n"
  ". . o U F * *\n"
  ". . o o o . .\n"
  ". . . . . . .\n"
  ". . . . . . .\n";

/* doc/rules.md, figure 2: a grenade (range 2, circular, extent 2) aimed two
 * cells up-left: the focus F, the blast *, the focus's other possible
 * cells o. */
static const char figure_2[] =
  ". . . . . . .\n"
  ". * * * o o o\n"
  ". * F * . . o\n"
  ". * * * U . o\n"
  ". . o . . . o\n"
  ". . o o o o o\n"
  ". . . . . . .\n";

static guint
position_of_action (TacticsRuleset *ruleset,
                    const char     *id)
{
  GListModel *actions = tactics_ruleset_get_actions (ruleset);

  for (guint i = 0; i < g_list_model_get_n_items (actions); i++)
    {
      g_autoptr(TacticsAction) action = g_list_model_get_item (actions, i);

      if (g_str_equal (tactics_action_get_id (action), id))
        return i;
    }
  g_assert_not_reached ();
  return 0;
}

static void
test_pattern_preview (RulesetFixture *fixture,
                      gconstpointer   data)
{
  TacticsEditorActionsPage *page = TACTICS_EDITOR_ACTIONS_PAGE (fixture->window->actions_page);
  TacticsBoard *preview = tactics_editor_actions_page_get_preview (page);
  TacticsAction *flame = tactics_ruleset_lookup_action (fixture->ruleset, "flame-thrower");
  g_autofree char *shown = NULL;
  g_autoptr(GHashTable) hit = g_hash_table_new (g_direct_hash, g_direct_equal);

  tactics_editor_window_show_page (fixture->window, "actions");
  tactics_editor_actions_page_select (page, position_of_action (fixture->ruleset, "flame-thrower"));
  ui_test_wait_for_widget (GTK_WIDGET (preview));

  /* The bundled flame-thrower is figure 1's. */
  g_assert_cmpuint (tactics_action_get_range_min (flame), ==, 1);
  g_assert_cmpuint (tactics_action_get_range_max (flame), ==, 1);
  g_assert_cmpint (tactics_action_get_shape (flame), ==, TACTICS_SHAPE_LINEAR);
  g_assert_cmpuint (tactics_action_get_extent (flame), ==, 3);

  /* Pointing east of the unit shows figure 1 (east). */
  ui_test_hover_cell (preview, (TacticsCell) { 4, 3 });
  shown = tactics_editor_actions_page_describe_preview (page);
  g_assert_cmpstr (shown, ==, figure_1_east);

  /* All eight foci: 8 directions × 3 cells, as the figure numbers them. */
  for (int dy = -1; dy <= 1; dy++)
    for (int dx = -1; dx <= 1; dx++)
      {
        g_autofree char *rows = NULL;
        int count = 0;

        if (dx == 0 && dy == 0)
          continue;
        ui_test_hover_cell (preview, (TacticsCell) { 3 + dx, 3 + dy });
        rows = tactics_editor_actions_page_describe_preview (page);
        for (const char *c = rows; *c != '\0'; c++)
          {
            if (*c == 'F' || *c == '*')
              {
                count++;
                g_hash_table_add (hit, GINT_TO_POINTER (c - rows + 1));
              }
          }
        g_assert_cmpint (count, ==, 3);
      }
  g_assert_cmpuint (g_hash_table_size (hit), ==, 24);

  /* The form changes the preview at once: a shorter flame on a smaller
   * board. */
  type_text (fixture, "action_extent", "2");
  ui_test_hover_cell (preview, (TacticsCell) { 3, 2 });
  g_clear_pointer (&shown, g_free);
  shown = tactics_editor_actions_page_describe_preview (page);
  g_assert_cmpstr (shown, ==,
                   ". . . . .\n"
                   ". o o o .\n"
                   ". o U F *\n"
                   ". o o o .\n"
                   ". . . . .\n");
  type_text (fixture, "action_extent", "3");

  /* A range that ends before it starts is refused. */
  type_text (fixture, "action_range_min", "2");
  g_assert_true (shows_error (fixture, "action_range_min"));
  g_assert_cmpuint (tactics_action_get_range_min (flame), ==, 1);
  type_text (fixture, "action_range_min", "1");

  ui_test_hover_cell (preview, (TacticsCell) { 4, 3 });
  ui_test_save_screenshot (GTK_WIDGET (fixture->window), "ruleset-actions");
  ui_test_save_screenshot (GTK_WIDGET (preview), "pattern-preview-figure-1");

  /* Figure 2: the grenade, the unit where the figure has it. */
  tactics_editor_actions_page_select (page, position_of_action (fixture->ruleset, "grenade"));
  tactics_editor_actions_page_set_preview (page, TACTICS_TOPOLOGY_SQUARE, (TacticsCell) { 4, 3 });
  ui_test_hover_cell (preview, (TacticsCell) { 2, 2 });
  g_clear_pointer (&shown, g_free);
  shown = tactics_editor_actions_page_describe_preview (page);
  g_assert_cmpstr (shown, ==, figure_2);
  ui_test_save_screenshot (GTK_WIDGET (preview), "pattern-preview-figure-2");

  /* A click keeps the aim when the pointer leaves. */
  g_signal_emit_by_name (preview, "cell-pressed", 2, 2, GDK_BUTTON_PRIMARY, 0);
  g_signal_emit_by_name (ui_test_find_controller (GTK_WIDGET (preview),
                                                  GTK_TYPE_EVENT_CONTROLLER_MOTION), "leave");
  g_clear_pointer (&shown, g_free);
  shown = tactics_editor_actions_page_describe_preview (page);
  g_assert_cmpstr (shown, ==, figure_2);

  /* On hexes: six lines, aimed at a neighbour. */
  tactics_editor_actions_page_select (page, position_of_action (fixture->ruleset, "flame-thrower"));
  tactics_editor_actions_page_set_preview (page, TACTICS_TOPOLOGY_HEX, (TacticsCell) { 3, 3 });
  ui_test_hover_cell (preview, (TacticsCell) { 4, 3 });
  g_clear_pointer (&shown, g_free);
  shown = tactics_editor_actions_page_describe_preview (page);
  g_test_message ("hex:\n%s", shown);
  {
    int foci = 0;
    int hits = 0;

    for (const char *c = shown; *c != '\0'; c++)
      {
        foci += *c == 'o' || *c == 'F';
        hits += *c == 'F' || *c == '*';
      }
    g_assert_cmpint (foci, ==, 6);
    g_assert_cmpint (hits, ==, 3);
  }
  ui_test_save_screenshot (GTK_WIDGET (preview), "pattern-preview-hex");
}

/* A cost that is no number, or out of 1..99, is refused at once with a
 * reason naming the field and the range; committing the spin button (what
 * leaving it does) neither clamps nor coerces it. */
static void
test_cost_refused (RulesetFixture *fixture,
                   gconstpointer   data)
{
  TacticsEditorTerrainsPage *page = TACTICS_EDITOR_TERRAINS_PAGE (fixture->window->terrains_page);
  TacticsTerrain *forest = tactics_ruleset_lookup_terrain (fixture->ruleset, "f");
  const char *refused[] = { "abc", "0", "9999", "" };
  GtkWidget *costs;
  GtkWidget *spin;
  GtkWidget *message;
  guint cost;

  tactics_editor_window_show_page (fixture->window, "terrains");
  tactics_editor_terrains_page_select_terrain (page, (guint) tactics_ruleset_get_terrain_index (
                                                 fixture->ruleset, "f"));
  costs = field (fixture, "cost_grid");
  spin = ui_test_find_widget (costs, "foot");
  message = ui_test_find_widget (costs, "cost_error");
  cost = tactics_terrain_get_cost (forest, "foot");
  g_assert_false (gtk_widget_get_visible (message));

  for (guint i = 0; i < G_N_ELEMENTS (refused); i++)
    {
      const char *text;

      gtk_editable_set_text (GTK_EDITABLE (spin), refused[i]);
      text = gtk_label_get_text (GTK_LABEL (message));
      g_assert_true (gtk_widget_get_visible (message));
      g_assert_true (gtk_widget_has_css_class (spin, "error"));
      g_assert_nonnull (strstr (text, "Cost for"));
      g_assert_nonnull (strstr (text, "1"));
      g_assert_nonnull (strstr (text, "99"));
      g_assert_cmpuint (tactics_terrain_get_cost (forest, "foot"), ==, cost);

      gtk_spin_button_update (GTK_SPIN_BUTTON (spin));
      g_assert_cmpuint (tactics_terrain_get_cost (forest, "foot"), ==, cost);
    }

  gtk_editable_set_text (GTK_EDITABLE (spin), "7");
  g_assert_cmpuint (tactics_terrain_get_cost (forest, "foot"), ==, 7);
  g_assert_false (gtk_widget_get_visible (message));
  g_assert_false (gtk_widget_has_css_class (spin, "error"));

  /* Refused text, then the field left: it shows the cost there is, 7,
   * not the one before. */
  gtk_editable_set_text (GTK_EDITABLE (spin), "abc");
  gtk_spin_button_update (GTK_SPIN_BUTTON (spin));
  g_assert_cmpstr (gtk_editable_get_text (GTK_EDITABLE (spin)), ==, "7");
  g_assert_cmpuint (tactics_terrain_get_cost (forest, "foot"), ==, 7);
}

static guint
n_metrics_offered (RulesetFixture *fixture)
{
  return g_list_model_get_n_items (gtk_drop_down_get_model (GTK_DROP_DOWN (field (fixture,
                                                                                  "action_metric"))));
}

/* A ruleset alone may be tried on either topology; the metric field offers
 * only what that topology has, and the extent is explained as the rules
 * count it, following the value and the metric. */
static void
test_extent_hint (RulesetFixture *fixture,
                  gconstpointer   data)
{
  TacticsEditorActionsPage *page = TACTICS_EDITOR_ACTIONS_PAGE (fixture->window->actions_page);
  TacticsAction *grenade = tactics_ruleset_lookup_action (fixture->ruleset, "grenade");
  GtkWidget *hint;
  GtkDropDown *metric;

  tactics_editor_window_show_page (fixture->window, "actions");
  tactics_editor_actions_page_select (page, position_of_action (fixture->ruleset, "grenade"));
  tactics_editor_actions_page_set_preview (page, TACTICS_TOPOLOGY_SQUARE, (TacticsCell) { 4, 4 });
  ui_test_wait_for_widget (GTK_WIDGET (tactics_editor_actions_page_get_preview (page)));
  hint = field (fixture, "action_extent_hint");
  metric = GTK_DROP_DOWN (field (fixture, "action_metric"));
  g_assert_true (gtk_widget_get_visible (field (fixture, "preview_topology")));

  /* Extent 2, circular: a radius of 1, the 3 × 3 block with chebyshev. */
  g_assert_cmpuint (n_metrics_offered (fixture), ==, 2);
  g_assert_cmpuint (gtk_drop_down_get_selected (metric), ==, 1);
  g_assert_cmpstr (gtk_label_get_text (GTK_LABEL (hint)), ==,
                   "Radius 1: cells up to 1 step from the centre, 9 in all.");
  ui_test_save_screenshot (GTK_WIDGET (fixture->window), "action-extent-hint");

  /* Manhattan chosen in the field: the cross of 5. */
  gtk_drop_down_set_selected (metric, 0);
  g_assert_cmpint (tactics_action_get_metric (grenade), ==, TACTICS_METRIC_MANHATTAN);
  g_assert_cmpstr (gtk_label_get_text (GTK_LABEL (hint)), ==,
                   "Radius 1: cells up to 1 step from the centre, 5 in all.");
  gtk_spin_button_set_value (GTK_SPIN_BUTTON (field (fixture, "action_extent")), 3);
  g_assert_cmpuint (tactics_action_get_extent (grenade), ==, 3);
  g_assert_cmpstr (gtk_label_get_text (GTK_LABEL (hint)), ==,
                   "Radius 2: cells up to 2 steps from the centre, 13 in all.");
  gtk_spin_button_set_value (GTK_SPIN_BUTTON (field (fixture, "action_extent")), 1);
  g_assert_cmpstr (gtk_label_get_text (GTK_LABEL (hint)), ==, "Radius 0: the aimed cell only.");
  gtk_spin_button_set_value (GTK_SPIN_BUTTON (field (fixture, "action_extent")), 2);

  /* On hexagons there is one metric, the hex one, whatever the action keeps
   * for square maps. */
  tactics_editor_actions_page_set_preview (page, TACTICS_TOPOLOGY_HEX, (TacticsCell) { 4, 4 });
  g_assert_cmpuint (n_metrics_offered (fixture), ==, 1);
  g_assert_cmpstr (gtk_string_list_get_string (GTK_STRING_LIST (gtk_drop_down_get_model (metric)), 0),
                   ==, "Hex");
  g_assert_false (gtk_widget_get_sensitive (GTK_WIDGET (metric)));
  g_assert_cmpint (tactics_action_get_metric (grenade), ==, TACTICS_METRIC_MANHATTAN);
  g_assert_cmpstr (gtk_label_get_text (GTK_LABEL (hint)), ==,
                   "Radius 1: cells up to 1 step from the centre, 7 in all.");
  ui_test_save_screenshot (GTK_WIDGET (fixture->window), "action-extent-hint-hex");

  /* Back on squares, the action's own metric again. */
  tactics_editor_actions_page_set_preview (page, TACTICS_TOPOLOGY_SQUARE, (TacticsCell) { 4, 4 });
  g_assert_cmpuint (gtk_drop_down_get_selected (metric), ==, 0);
}

/* A map's document previews actions on the map's own topology, with no
 * switch, and offers that topology's metrics only. */
static void
test_preview_follows_map (void)
{
  g_autofree char *path = g_build_filename (g_getenv ("TACTICS_DATADIR"), "default.ruleset.xml",
                                            NULL);
  g_autoptr(TacticsRuleset) ruleset = tactics_editor_application_load_default_ruleset ();
  g_autoptr(TacticsMap) map = tactics_map_new (12, 9, TACTICS_TOPOLOGY_HEX, ruleset);
  g_autoptr(TacticsEditorDocument) document = NULL;
  RulesetFixture fixture = { 0 };
  TacticsEditorActionsPage *page;
  TacticsBoard *preview;

  tactics_map_set_ruleset_path (map, path);
  document = tactics_editor_document_new_for_map (map);
  fixture.document = g_object_ref (document);
  fixture.ruleset = tactics_editor_document_get_ruleset (document);
  fixture.window = tactics_editor_window_new (GTK_APPLICATION (app), document);
  g_object_add_weak_pointer (G_OBJECT (fixture.window), (gpointer *) &fixture.window);
  gtk_window_set_default_size (GTK_WINDOW (fixture.window), 1200, 800);
  gtk_window_present (GTK_WINDOW (fixture.window));
  ui_test_wait_for_widget (GTK_WIDGET (fixture.window));

  page = TACTICS_EDITOR_ACTIONS_PAGE (fixture.window->actions_page);
  preview = tactics_editor_actions_page_get_preview (page);
  tactics_editor_window_show_page (fixture.window, "actions");
  tactics_editor_actions_page_select (page, position_of_action (fixture.ruleset, "grenade"));
  ui_test_wait_for_widget (GTK_WIDGET (preview));

  g_assert_cmpint (tactics_map_get_topology (tactics_board_get_map (preview)), ==,
                   TACTICS_TOPOLOGY_HEX);
  g_assert_false (gtk_widget_get_visible (field (&fixture, "preview_topology")));
  g_assert_cmpuint (n_metrics_offered (&fixture), ==, 1);
  g_assert_cmpstr (gtk_label_get_text (GTK_LABEL (field (&fixture, "action_extent_hint"))), ==,
                   "Radius 1: cells up to 1 step from the centre, 7 in all.");
  ui_test_save_screenshot (GTK_WIDGET (fixture.window), "action-preview-hex-map");

  /* The map turned to squares: the preview follows. */
  tactics_map_set_topology (map, TACTICS_TOPOLOGY_SQUARE);
  g_assert_cmpint (tactics_map_get_topology (tactics_board_get_map (preview)), ==,
                   TACTICS_TOPOLOGY_SQUARE);
  g_assert_cmpuint (n_metrics_offered (&fixture), ==, 2);

  ruleset_fixture_tear_down (&fixture, NULL);
}

/* The symbol picker shows each symbol drawn, with its name for people;
 * its first entry takes the symbol from the terrain's name. */
static void
test_terrain_symbol_picker (RulesetFixture *fixture,
                            gconstpointer   data)
{
  TacticsEditorTerrainsPage *page = TACTICS_EDITOR_TERRAINS_PAGE (fixture->window->terrains_page);
  TacticsTerrain *mountain = tactics_ruleset_lookup_terrain (fixture->ruleset, "m");
  const char * const *symbols = tactics_terrain_art_list_symbols ();
  GtkDropDown *picker;
  GtkWidget *picture;

  for (guint i = 0; symbols[i] != NULL; i++)
    g_assert_true (g_unichar_isupper (g_utf8_get_char (tactics_terrain_art_get_symbol_name (
                                                         symbols[i]))));
  g_assert_cmpstr (tactics_terrain_art_get_symbol_name ("bricks"), ==, "Bricks");
  g_assert_null (tactics_terrain_art_get_symbol_name ("dragons"));

  tactics_editor_window_show_page (fixture->window, "terrains");
  tactics_editor_terrains_page_select_terrain (page, (guint) tactics_ruleset_get_terrain_index (
                                                 fixture->ruleset, "m"));
  picker = GTK_DROP_DOWN (field (fixture, "terrain_symbol"));
  ui_test_iterate ();
  g_assert_cmpstr (gtk_string_object_get_string (gtk_drop_down_get_selected_item (picker)), ==,
                   "peaks");
  g_assert_nonnull (find_label (GTK_WIDGET (picker), "Peaks"));
  g_assert_null (find_label (GTK_WIDGET (picker), "peaks"));
  picture = find_of_type (GTK_WIDGET (picker), GTK_TYPE_PICTURE);
  g_assert_nonnull (picture);
  g_assert_nonnull (gtk_picture_get_paintable (GTK_PICTURE (picture)));
  /* Drawn on the terrain's ground, which it follows. */
  tactics_terrain_set_color (mountain, "#ff0000");
  ui_test_iterate ();
  picture = find_of_type (GTK_WIDGET (picker), GTK_TYPE_PICTURE);
  g_assert_true (ui_test_colors_close (ui_test_texture_pixel (GDK_TEXTURE (
                   gtk_picture_get_paintable (GTK_PICTURE (picture))), 3, 3), 0xffff0000, 8));

  tactics_terrain_set_icon (mountain, "rocks");
  g_assert_cmpstr (gtk_string_object_get_string (gtk_drop_down_get_selected_item (picker)), ==,
                   "rocks");
  gtk_drop_down_set_selected (picker, 0);
  ui_test_iterate ();
  g_assert_null (tactics_terrain_get_icon (mountain));
  g_assert_nonnull (find_label (GTK_WIDGET (picker), "From the name"));

  /* The list open, for the screenshot. */
  gtk_drop_down_set_selected (picker, 4);
  g_assert_cmpstr (tactics_terrain_get_icon (mountain), ==, "peaks");
  g_signal_emit_by_name (picker, "activate");
  ui_test_wait_for_widget (find_of_type (GTK_WIDGET (picker), GTK_TYPE_POPOVER));
  ui_test_save_screenshot (GTK_WIDGET (fixture->window), "ruleset-terrain-symbols");
  ui_test_save_screenshot (gtk_popover_get_child (GTK_POPOVER (find_of_type (GTK_WIDGET (picker),
                                                                            GTK_TYPE_POPOVER))),
                           "ruleset-terrain-symbols-list");
}

/* The unit form's icon chooser lists each icon drawn with its name, none
 * (the glyph) first; the token shows the icon as the game draws it. */
static void
test_unit_icon (RulesetFixture *fixture,
                gconstpointer   data)
{
  TacticsEditorUnitsPage *page = TACTICS_EDITOR_UNITS_PAGE (fixture->window->units_page);
  TacticsUnitType *archer = tactics_ruleset_lookup_unit_type (fixture->ruleset, "archer");
  g_auto(GStrv) icons = tactics_unit_art_list_icons (fixture->ruleset);
  GtkWidget *token;
  GtkDropDown *chooser;
  GListModel *choices;
  g_autoptr(GdkTexture) bow = NULL;
  g_autoptr(GdkTexture) horse = NULL;
  g_autoptr(GdkTexture) letter = NULL;

  g_assert_true (g_strv_contains ((const char * const *) icons, "archer"));
  g_assert_true (g_strv_contains ((const char * const *) icons, "boat"));
  g_assert_cmpstr (tactics_unit_art_get_icon_name ("griffin"), ==, "Griffin");

  tactics_editor_window_show_page (fixture->window, "units");
  tactics_editor_units_page_select (page, 1);
  g_assert_cmpstr (gtk_editable_get_text (GTK_EDITABLE (field (fixture, "unit_name"))), ==,
                   "Archer");
  token = field (fixture, "token_preview");
  chooser = GTK_DROP_DOWN (field (fixture, "unit_icon"));
  choices = gtk_drop_down_get_model (chooser);
  ui_test_iterate ();

  /* None, then each icon; the archer's is chosen and shown by name. */
  g_assert_cmpuint (g_list_model_get_n_items (choices), ==, g_strv_length (icons) + 1);
  g_assert_cmpstr (gtk_string_object_get_string (gtk_drop_down_get_selected_item (chooser)), ==,
                   "archer");
  g_assert_nonnull (find_label (GTK_WIDGET (chooser), "Archer"));
  g_assert_nonnull (find_of_type (GTK_WIDGET (chooser), TACTICS_TYPE_EDITOR_UNIT_TOKEN));

  /* The token draws the icon: another icon, another picture; none, the glyph. */
  bow = ui_test_render_widget (token);
  for (guint i = 0; i < g_list_model_get_n_items (choices); i++)
    if (g_str_equal (gtk_string_list_get_string (GTK_STRING_LIST (choices), i), "cavalry"))
      gtk_drop_down_set_selected (chooser, i);
  g_assert_cmpstr (tactics_unit_type_get_icon (archer), ==, "cavalry");
  ui_test_iterate ();
  horse = ui_test_render_widget (token);
  g_assert_false (textures_equal (bow, horse));
  gtk_drop_down_set_selected (chooser, 0);
  g_assert_null (tactics_unit_type_get_icon (archer));
  ui_test_iterate ();
  g_assert_nonnull (find_label (GTK_WIDGET (chooser), "None"));
  letter = ui_test_render_widget (token);
  g_assert_false (textures_equal (letter, bow));
  g_assert_false (textures_equal (letter, horse));

  /* An icon set elsewhere (an undo) shows; a designer's own stays a
   * choice, named by its id. */
  tactics_unit_type_set_icon (archer, "mage");
  g_assert_cmpstr (gtk_string_object_get_string (gtk_drop_down_get_selected_item (chooser)), ==,
                   "mage");
  tactics_unit_type_set_icon (archer, "dragon");
  ui_test_iterate ();
  g_assert_cmpstr (gtk_string_object_get_string (gtk_drop_down_get_selected_item (chooser)), ==,
                   "dragon");
  g_assert_nonnull (find_label (GTK_WIDGET (chooser), "dragon"));
  tactics_unit_type_set_icon (archer, "archer");
  tactics_editor_units_page_select (page, 0);
  tactics_editor_units_page_select (page, 1);

  g_signal_emit_by_name (chooser, "activate");
  ui_test_wait_for_widget (find_of_type (GTK_WIDGET (chooser), GTK_TYPE_POPOVER));
  ui_test_save_screenshot (GTK_WIDGET (fixture->window), "ruleset-unit-icons");
  ui_test_save_screenshot (gtk_popover_get_child (GTK_POPOVER (find_of_type (GTK_WIDGET (chooser),
                                                                            GTK_TYPE_POPOVER))),
                           "ruleset-unit-icons-list");
}

/* One table of every terrain's cost for every movement type: edits reach
 * the terrains, bad costs are refused as the terrain form refuses them,
 * and it follows changes made elsewhere. */
static void
test_cost_table (RulesetFixture *fixture,
                 gconstpointer   data)
{
  TacticsTerrain *forest = tactics_ruleset_lookup_terrain (fixture->ruleset, "f");
  GListModel *terrains = tactics_ruleset_get_terrains (fixture->ruleset);
  GListModel *movetypes = tactics_ruleset_get_movetypes (fixture->ruleset);
  const char *refused[] = { "abc", "0", "100", "" };
  g_autoptr(TacticsMovetype) wheels = tactics_movetype_new ("wheels", "Wheels");
  g_autoptr(TacticsTerrain) wall = NULL;
  GtkWidget *table;
  GtkWidget *message;
  GtkWidget *spin;
  GtkCheckButton *impassable;

  tactics_editor_window_show_page (fixture->window, "terrains");
  g_signal_emit_by_name (field (fixture, "show_cost_table"), "clicked");
  table = field (fixture, "cost_table");
  ui_test_iterate ();
  g_assert_true (gtk_widget_get_mapped (table));
  message = ui_test_find_widget (table, "cost_table_error");

  /* A cell per terrain and movement type, holding its cost. */
  for (guint i = 0; i < g_list_model_get_n_items (terrains); i++)
    for (guint j = 0; j < g_list_model_get_n_items (movetypes); j++)
      {
        g_autoptr(TacticsTerrain) terrain = g_list_model_get_item (terrains, i);
        g_autoptr(TacticsMovetype) movetype = g_list_model_get_item (movetypes, j);
        const char *id = tactics_movetype_get_id (movetype);
        g_autofree char *name = g_strconcat (tactics_terrain_get_id (terrain), ":", id, NULL);
        guint cost = tactics_terrain_get_cost (terrain, id);

        spin = ui_test_find_widget (table, name);
        impassable = g_object_get_data (G_OBJECT (spin), "impassable");
        g_assert_cmpint (gtk_check_button_get_active (impassable), ==, cost == 0);
        if (cost > 0)
          g_assert_cmpuint (gtk_spin_button_get_value_as_int (GTK_SPIN_BUTTON (spin)), ==, cost);
      }

  spin = ui_test_find_widget (table, "f:foot");
  gtk_editable_set_text (GTK_EDITABLE (spin), "5");
  g_assert_cmpuint (tactics_terrain_get_cost (forest, "foot"), ==, 5);
  g_assert_true (tactics_editor_document_get_modified (fixture->document));

  /* Refused as the terrain form refuses, and not applied. */
  for (guint i = 0; i < G_N_ELEMENTS (refused); i++)
    {
      g_autofree char *label = NULL;
      g_autofree char *reason = NULL;

      gtk_editable_set_text (GTK_EDITABLE (spin), refused[i]);
      g_assert_true (gtk_widget_get_visible (message));
      g_assert_true (gtk_widget_has_css_class (spin, "error"));
      g_assert_cmpstr (gtk_label_get_text (GTK_LABEL (message)), ==,
                       "“Cost of Forest for Foot” must be a whole number from 1 to 99.");
      g_assert_cmpuint (tactics_terrain_get_cost (forest, "foot"), ==, 5);
      g_assert_true (tactics_editor_terrains_page_get_invalid_field (
                       TACTICS_EDITOR_TERRAINS_PAGE (fixture->window->terrains_page), &label,
                       &reason));
      g_assert_cmpstr (label, ==, "Cost of Forest for Foot");
      /* Leaving the field puts back the terrain's cost, not an older one. */
      gtk_spin_button_update (GTK_SPIN_BUTTON (spin));
      g_assert_cmpuint (tactics_terrain_get_cost (forest, "foot"), ==, 5);
    }
  gtk_editable_set_text (GTK_EDITABLE (spin), "7");
  g_assert_cmpuint (tactics_terrain_get_cost (forest, "foot"), ==, 7);
  g_assert_false (gtk_widget_get_visible (message));
  g_assert_false (gtk_widget_has_css_class (spin, "error"));

  /* Impassable, and back to the cost shown. */
  impassable = g_object_get_data (G_OBJECT (spin), "impassable");
  gtk_check_button_set_active (impassable, TRUE);
  g_assert_cmpuint (tactics_terrain_get_cost (forest, "foot"), ==, 0);
  g_assert_false (gtk_widget_get_sensitive (spin));
  gtk_check_button_set_active (impassable, FALSE);
  g_assert_cmpuint (tactics_terrain_get_cost (forest, "foot"), ==, 7);

  /* Changes made elsewhere show up. */
  tactics_terrain_set_cost (forest, "mounted", 9);
  spin = ui_test_find_widget (table, "f:mounted");
  g_assert_cmpstr (gtk_editable_get_text (GTK_EDITABLE (spin)), ==, "9");
  tactics_terrain_set_name (forest, "Old Woods");
  g_assert_nonnull (find_label (table, "Old Woods"));
  tactics_ruleset_insert_movetype (fixture->ruleset, 1, wheels);
  g_assert_nonnull (find_label (table, "Wheels"));
  spin = ui_test_find_widget (table, "f:wheels");
  g_assert_true (gtk_check_button_get_active (g_object_get_data (G_OBJECT (spin), "impassable")));
  wall = g_object_ref (tactics_ruleset_lookup_terrain (fixture->ruleset, "x"));
  g_assert_nonnull (ui_test_find_widget (table, "x:foot"));
  g_assert_true (tactics_ruleset_remove_item (fixture->ruleset, wall, NULL));
  g_assert_null (find_label (table, "Wall"));

  ui_test_save_screenshot (GTK_WIDGET (fixture->window), "ruleset-cost-table");
}

int
main (int   argc,
      char *argv[])
{
  int status;

  editor_test_init (&argc, &argv);

#define ADD_RULESET_TEST(path, func) \
  g_test_add (path, RulesetFixture, NULL, ruleset_fixture_set_up, func, ruleset_fixture_tear_down)

  ADD_RULESET_TEST ("/ruleset/opens-on-ruleset-pages", test_opens_on_ruleset_pages);
  ADD_RULESET_TEST ("/ruleset/terrain-form", test_terrain_form);
  ADD_RULESET_TEST ("/ruleset/cost-refused", test_cost_refused);
  ADD_RULESET_TEST ("/ruleset/terrain-symbol-picker", test_terrain_symbol_picker);
  ADD_RULESET_TEST ("/ruleset/unit-icon", test_unit_icon);
  ADD_RULESET_TEST ("/ruleset/cost-table", test_cost_table);
  ADD_RULESET_TEST ("/ruleset/movetype-rename", test_movetype_rename);
  ADD_RULESET_TEST ("/ruleset/delete-in-use", test_delete_in_use);
  ADD_RULESET_TEST ("/ruleset/delete-shared-terrain", test_delete_shared_terrain);
  ADD_RULESET_TEST ("/ruleset/unit-form", test_unit_form);
  ADD_RULESET_TEST ("/ruleset/unit-list", test_unit_list);
  ADD_RULESET_TEST ("/ruleset/pattern-preview", test_pattern_preview);
  ADD_RULESET_TEST ("/ruleset/extent-hint", test_extent_hint);
  g_test_add_func ("/ruleset/preview-follows-map", test_preview_follows_map);
  ADD_RULESET_TEST ("/ruleset/save", test_save_ruleset);
  ADD_RULESET_TEST ("/ruleset/save-refused", test_save_refused);

  status = g_test_run ();

  editor_test_clean_up ();
  return status;
}
