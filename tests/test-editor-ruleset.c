/* SPDX-License-Identifier: GPL-3.0-or-later */
#include "config.h"

#include <glib/gstdio.h>
#include <string.h>

#include "tactics-gtk.h"
#include "tactics-editor-actions-page.h"
#include "tactics-editor-application.h"
#include "tactics-editor-document-private.h"
#include "tactics-editor-window-private.h"
#include "tactics-editor-item-list.h"
#include "tactics-editor-terrains-page.h"
#include "tactics-editor-units-page.h"
#include "tactics-editor-unit-token.h"
#include "editor-test-helpers.h"
#include "ui-test-helpers.h"

/* The ruleset pages driven through their widgets: edits reach the model,
 * bad values are refused at their field and deletions of used items ask.
 * The action preview is in test-editor-actions.c, the pickers and the
 * cost table in test-editor-pickers.c. */

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
  g_assert_true (gtk_widget_compute_point (ruleset_field (fixture, name), GTK_WIDGET (fixture->window),
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

static guint
count_spin_buttons (GtkWidget *root)
{
  guint n = GTK_IS_SPIN_BUTTON (root) ? 1 : 0;

  for (GtkWidget *child = gtk_widget_get_first_child (root); child != NULL;
       child = gtk_widget_get_next_sibling (child))
    n += count_spin_buttons (child);
  return n;
}

static void
test_terrain_form (RulesetFixture *fixture,
                   gconstpointer   data)
{
  TacticsEditorTerrainsPage *page = TACTICS_EDITOR_TERRAINS_PAGE (fixture->window->terrains_page);
  TacticsTerrain *forest = tactics_ruleset_lookup_terrain (fixture->ruleset, "f");
  int forest_position = tactics_ruleset_get_terrain_index (fixture->ruleset, "f");

  tactics_editor_window_show_page (fixture->window, "terrains");
  tactics_editor_terrains_page_select_terrain (page, (guint) forest_position);
  g_assert_cmpstr (gtk_editable_get_text (GTK_EDITABLE (ruleset_field (fixture, "terrain_name"))), ==,
                   "Forest");

  /* Good edits reach the model at once. */
  ruleset_type_text (fixture, "terrain_name", "Old Woods");
  g_assert_cmpstr (tactics_terrain_get_name (forest), ==, "Old Woods");
  g_assert_true (tactics_editor_document_get_modified (fixture->document));

  /* Bad ones are refused at their field, with a reason. */
  ruleset_type_text (fixture, "terrain_id", "p");
  g_assert_true (ruleset_shows_error (fixture, "terrain_id"));
  g_assert_cmpstr (tactics_terrain_get_id (forest), ==, "f");
  ruleset_type_text (fixture, "terrain_id", "no spaces");
  g_assert_true (ruleset_shows_error (fixture, "terrain_id"));
  ruleset_type_text (fixture, "terrain_id", "");
  g_assert_true (ruleset_shows_error (fixture, "terrain_id"));
  g_assert_cmpstr (tactics_terrain_get_id (forest), ==, "f");
  ruleset_type_text (fixture, "terrain_id", "F");
  g_assert_false (ruleset_shows_error (fixture, "terrain_id"));
  g_assert_cmpstr (tactics_terrain_get_id (forest), ==, "F");
  ruleset_type_text (fixture, "terrain_name", "   ");
  g_assert_true (ruleset_shows_error (fixture, "terrain_name"));
  g_assert_cmpstr (tactics_terrain_get_name (forest), ==, "Old Woods");
  ruleset_type_text (fixture, "terrain_name", "Forest");

  /* Costs are no part of the form: the cost table alone edits them. */
  g_assert_cmpuint (count_spin_buttons (gtk_stack_get_visible_child (
                      GTK_STACK (ruleset_field (fixture, "forms")))), ==, 0);

  /* The symbol chooser sets the icon. */
  gtk_drop_down_set_selected (GTK_DROP_DOWN (ruleset_field (fixture, "terrain_symbol")), 1);
  g_assert_cmpstr (tactics_terrain_get_icon (forest), ==, tactics_terrain_art_list_symbols ()[0]);
  gtk_drop_down_set_selected (GTK_DROP_DOWN (ruleset_field (fixture, "terrain_symbol")), 2);

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
  g_assert_cmpstr (gtk_editable_get_text (GTK_EDITABLE (ruleset_field (fixture, "movetype_id"))), ==,
                   "foot");
  /* A renamed id follows into costs and units. */
  ruleset_type_text (fixture, "movetype_id", "walk");
  g_assert_nonnull (tactics_ruleset_lookup_movetype (fixture->ruleset, "walk"));
  g_assert_cmpstr (tactics_unit_type_get_movetype (infantry), ==, "walk");
  g_assert_cmpuint (tactics_terrain_get_cost (forest, "walk"), ==, 2);
  g_assert_cmpuint (tactics_terrain_get_cost (forest, "foot"), ==, 0);
  ruleset_type_text (fixture, "movetype_id", "mounted");
  g_assert_true (ruleset_shows_error (fixture, "movetype_id"));
  ui_test_save_screenshot (GTK_WIDGET (fixture->window), "ruleset-movetypes");
}

/* A number refused while typing keeps nothing of the way there: typing
 * 10000 into Hit points (at most 9999) passes 1000, which must not stay,
 * nor cost a step; typed right, one edit is one step. */
static void
test_refused_number_kept_nowhere (RulesetFixture *fixture,
                                  gconstpointer   data)
{
  const char * const typed[] = { "1", "10", "100", "1000", "10000" };
  GtkWidget *hp;
  TacticsUnitType *unit;
  guint max_hp;
  guint steps;

  tactics_editor_window_show_page (fixture->window, "units");
  tactics_editor_units_page_select (TACTICS_EDITOR_UNITS_PAGE (fixture->window->units_page), 0);
  unit = tactics_ruleset_lookup_unit_type (fixture->ruleset, "infantry");
  max_hp = tactics_unit_type_get_max_hp (unit);
  g_assert_cmpuint (max_hp, !=, 1000);
  steps = fixture->document->position;
  hp = ruleset_field (fixture, "unit_hp");

  gtk_widget_grab_focus (hp);
  for (guint i = 0; i < G_N_ELEMENTS (typed); i++)
    {
      gtk_editable_set_text (GTK_EDITABLE (hp), typed[i]);
      /* What is typed stays as typed, refused or not. */
      g_assert_cmpstr (gtk_editable_get_text (GTK_EDITABLE (hp)), ==, typed[i]);
    }
  g_assert_true (ruleset_shows_error (fixture, "unit_hp"));
  g_assert_cmpuint (tactics_unit_type_get_max_hp (unit), ==, max_hp);
  gtk_widget_grab_focus (ruleset_field (fixture, "unit_name"));
  ui_test_iterate ();
  g_assert_cmpuint (tactics_unit_type_get_max_hp (unit), ==, max_hp);
  g_assert_cmpuint (fixture->document->position, ==, steps);

  gtk_widget_grab_focus (hp);
  for (guint i = 0; i < 4; i++)
    {
      gtk_editable_set_text (GTK_EDITABLE (hp), typed[i]);
      g_assert_cmpstr (gtk_editable_get_text (GTK_EDITABLE (hp)), ==, typed[i]);
    }
  gtk_widget_grab_focus (ruleset_field (fixture, "unit_name"));
  ui_test_iterate ();
  g_assert_cmpuint (tactics_unit_type_get_max_hp (unit), ==, 1000);
  g_assert_cmpuint (fixture->document->position, ==, steps + 1);
  g_assert_true (gtk_widget_activate_action (GTK_WIDGET (fixture->window), "editor.undo", NULL));
  g_assert_cmpuint (tactics_unit_type_get_max_hp (unit), ==, max_hp);
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
  ruleset_type_text (fixture, "unit_name", "Pikemen");
  ruleset_type_text (fixture, "unit_hp", "26");
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
  ruleset_type_text (fixture, "unit_name", "Pikemen");
  ruleset_type_text (fixture, "unit_hp", "ten");
  g_assert_true (ruleset_shows_error (fixture, "unit_hp"));

  g_assert_false (tactics_editor_window_save (fixture->window, FALSE));
  error = tactics_editor_window_get_error (fixture->window);
  g_assert_nonnull (error);
  g_assert_nonnull (strstr (error, "Hit points"));
  g_assert_true (tactics_editor_document_get_modified (fixture->document));
  g_assert_true (g_file_get_contents (path, &contents, NULL, NULL));
  g_assert_cmpstr (contents, ==, saved);
  g_clear_pointer (&contents, g_free);

  /* A refused move cost stops it too. */
  ruleset_type_text (fixture, "unit_hp", "26");
  tactics_editor_window_show_page (fixture->window, "terrains");
  spin = ui_test_find_widget (ruleset_field (fixture, "cost_table"), "f:foot");
  gtk_editable_set_text (GTK_EDITABLE (spin), "abc");
  g_assert_false (tactics_editor_window_save (fixture->window, FALSE));
  g_assert_nonnull (strstr (tactics_editor_window_get_error (fixture->window),
                            "Cost of Forest for Foot"));

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
  g_assert_cmpstr (gtk_editable_get_text (GTK_EDITABLE (ruleset_field (fixture, "unit_name"))), ==,
                   "Archer");

  /* The token is the boards' painter's, in the unit's colour, and follows
   * the colour as it is edited. */
  {
    GtkWidget *token = ruleset_field (fixture, "token_preview");
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
  g_assert_cmpstr (gtk_label_get_text (GTK_LABEL (ruleset_field (fixture, "unit_id_error"))), ==,
                   "Other maps and saved matches may use this id.");

  /* Numbers: in range goes through, out of range and junk are refused.
   * Each edit here is typed, then the field is left. */
  gtk_widget_grab_focus (ruleset_field (fixture, "unit_hp"));
  ruleset_type_text (fixture, "unit_hp", "30");
  g_assert_cmpuint (tactics_unit_type_get_max_hp (archer), ==, 30);
  gtk_widget_grab_focus (ruleset_field (fixture, "unit_name"));
  below = field_top (fixture, "unit_move");
  ruleset_type_text (fixture, "unit_hp", "20000");
  g_assert_true (ruleset_shows_error (fixture, "unit_hp"));
  /* The message moves nothing that may be under the pointer. */
  g_assert_cmpfloat (field_top (fixture, "unit_move"), ==, below);
  g_assert_cmpuint (tactics_unit_type_get_max_hp (archer), ==, 30);
  ruleset_type_text (fixture, "unit_hp", "ten");
  g_assert_true (ruleset_shows_error (fixture, "unit_hp"));
  ruleset_type_text (fixture, "unit_hp", "0");
  g_assert_true (ruleset_shows_error (fixture, "unit_hp"));
  g_assert_cmpuint (tactics_unit_type_get_max_hp (archer), ==, 30);
  /* The reason names the field and its range. */
  g_assert_cmpstr (gtk_label_get_text (GTK_LABEL (ruleset_field (fixture, "unit_hp_error"))), ==,
                   "“Hit points” must be a whole number from 1 to 9999.");
  ruleset_type_text (fixture, "unit_hp", "18");
  g_assert_false (ruleset_shows_error (fixture, "unit_hp"));
  g_assert_cmpuint (tactics_unit_type_get_max_hp (archer), ==, 18);
  gtk_widget_grab_focus (ruleset_field (fixture, "unit_hp"));
  gtk_widget_grab_focus (ruleset_field (fixture, "unit_name"));
  /* Left with refused text, the field shows the value the unit has. */
  ruleset_type_text (fixture, "unit_hp", "ten");
  gtk_spin_button_update (GTK_SPIN_BUTTON (ruleset_field (fixture, "unit_hp")));
  g_assert_cmpstr (gtk_editable_get_text (GTK_EDITABLE (ruleset_field (fixture, "unit_hp"))), ==, "18");
  g_assert_false (ruleset_shows_error (fixture, "unit_hp"));

  ruleset_type_text (fixture, "unit_move", "5");
  g_assert_cmpuint (tactics_unit_type_get_move (archer), ==, 5);

  /* A description of several lines, in a field of several lines. */
  g_object_set (gtk_text_view_get_buffer (GTK_TEXT_VIEW (ruleset_field (fixture, "unit_description"))),
                "text", "Shoots from afar.\nWeak up close.", NULL);
  g_assert_cmpstr (tactics_unit_type_get_description (archer), ==,
                   "Shoots from afar.\nWeak up close.");
  ruleset_type_text (fixture, "unit_speed", "0");
  g_assert_true (ruleset_shows_error (fixture, "unit_speed"));
  g_assert_cmpuint (tactics_unit_type_get_speed (archer), ==, 6);

  ruleset_type_text (fixture, "unit_glyph", "ABC");
  g_assert_true (ruleset_shows_error (fixture, "unit_glyph"));
  g_assert_cmpstr (tactics_unit_type_get_glyph (archer), ==, "A");
  ruleset_type_text (fixture, "unit_glyph", "Ar");
  g_assert_cmpstr (tactics_unit_type_get_glyph (archer), ==, "Ar");

  ruleset_type_text (fixture, "unit_id", "infantry");
  g_assert_true (ruleset_shows_error (fixture, "unit_id"));
  g_assert_cmpstr (tactics_unit_type_get_id (archer), ==, "archer");

  /* The movement type and the actions checklist. */
  gtk_drop_down_set_selected (GTK_DROP_DOWN (ruleset_field (fixture, "unit_movetype")), 1);
  g_assert_cmpstr (tactics_unit_type_get_movetype (archer), ==, "mounted");

  checks = ruleset_field (fixture, "action_checks");
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

static guint
damage_type_position (RulesetFixture *fixture,
                      const char     *id)
{
  GListModel *damage_types = tactics_ruleset_get_damage_types (fixture->ruleset);

  for (guint i = 0; i < g_list_model_get_n_items (damage_types); i++)
    {
      g_autoptr(TacticsDamageType) damage_type = g_list_model_get_item (damage_types, i);

      if (g_str_equal (tactics_damage_type_get_id (damage_type), id))
        return i;
    }
  g_assert_not_reached ();
}

static guint
list_position (GListModel *list,
               gpointer    item)
{
  for (guint i = 0; i < g_list_model_get_n_items (list); i++)
    {
      g_autoptr(GObject) other = g_list_model_get_item (list, i);

      if (other == item)
        return i;
    }
  g_assert_not_reached ();
}

static void
undo (RulesetFixture *fixture)
{
  g_assert_true (gtk_widget_activate_action (GTK_WIDGET (fixture->window), "editor.undo", NULL));
}

static void
redo (RulesetFixture *fixture)
{
  g_assert_true (gtk_widget_activate_action (GTK_WIDGET (fixture->window), "editor.redo", NULL));
}

/* Combat depth through the real fields: a defence in the cost table, a
 * resistance in the unit form, the damage type and answers in the action
 * form; each a named step that undoes and redoes, saved and read back. A
 * defence or resistance out of range is refused at its field and changes
 * nothing. The preview tells what a target would take, as the engine
 * reckons it. */
static void
test_combat_fields (RulesetFixture *fixture,
                    gconstpointer   data)
{
  g_autofree char *path = g_build_filename (scratch, "combat.ruleset.xml", NULL);
  g_autoptr(GFile) file = g_file_new_for_path (path);
  g_autoptr(TacticsRuleset) reloaded = NULL;
  g_autoptr(GError) error = NULL;
  TacticsTerrain *forest = tactics_ruleset_lookup_terrain (fixture->ruleset, "f");
  TacticsUnitType *archer = tactics_ruleset_lookup_unit_type (fixture->ruleset, "archer");
  TacticsAction *sword = tactics_ruleset_lookup_action (fixture->ruleset, "sword");
  guint defence_before = tactics_terrain_get_defence (forest, "foot");
  guint defence_after = defence_before == 45 ? 40 : 45;
  int resistance_before = tactics_unit_type_get_resistance (archer, "fire");
  int resistance_after = resistance_before == -50 ? -40 : -50;
  gboolean answers_before = tactics_action_get_answers (sword);
  const char * const refused_defences[] = { "91", "-5", "abc", "" };
  const char * const refused_resistances[] = { "-101", "95", "x", "" };
  g_autofree char *label = NULL;
  g_autofree char *reason = NULL;
  g_autofree char *expected = NULL;
  GtkWidget *table;
  GtkWidget *defence;
  GtkWidget *resistance;
  guint steps;

  /* The cost table's defence of Forest for Foot. */
  tactics_editor_window_show_page (fixture->window, "terrains");
  g_signal_emit_by_name (ruleset_field (fixture, "show_cost_table"), "clicked");
  table = ruleset_field (fixture, "cost_table");
  defence = ui_test_find_widget (table, "f:foot:defence");
  g_assert_true (gtk_widget_get_sensitive (defence));
  ui_test_iterate ();
  steps = fixture->document->position;
  for (guint i = 0; i < G_N_ELEMENTS (refused_defences); i++)
    {
      gtk_editable_set_text (GTK_EDITABLE (defence), refused_defences[i]);
      g_assert_true (gtk_widget_has_css_class (defence, "error"));
      g_assert_cmpuint (tactics_terrain_get_defence (forest, "foot"), ==, defence_before);
      g_assert_cmpstr (gtk_label_get_text (GTK_LABEL (ui_test_find_widget (table,
                                                                           "cost_table_error"))),
                       ==, "“Defence of Forest for Foot” must be a whole number from 0 to 90.");
    }
  g_assert_true (tactics_editor_terrains_page_get_invalid_field (
                   TACTICS_EDITOR_TERRAINS_PAGE (fixture->window->terrains_page), &label, &reason));
  g_assert_cmpstr (label, ==, "Defence of Forest for Foot");
  g_assert_false (tactics_editor_window_save (fixture->window, FALSE));
  /* Nothing refused became a step. */
  g_assert_cmpuint (fixture->document->position, ==, steps);

  {
    g_autofree char *text = g_strdup_printf ("%u", defence_after);

    gtk_editable_set_text (GTK_EDITABLE (defence), text);
  }
  g_assert_false (gtk_widget_has_css_class (defence, "error"));
  g_assert_cmpuint (tactics_terrain_get_defence (forest, "foot"), ==, defence_after);
  g_assert_cmpstr (tactics_editor_document_get_undo_label (fixture->document), ==,
                   "Change the Defence of “Foot” on “Forest”");
  undo (fixture);
  g_assert_cmpuint (tactics_terrain_get_defence (forest, "foot"), ==, defence_before);
  g_assert_cmpuint (gtk_spin_button_get_value_as_int (GTK_SPIN_BUTTON (defence)), ==,
                    defence_before);
  redo (fixture);
  g_assert_cmpuint (tactics_terrain_get_defence (forest, "foot"), ==, defence_after);
  ui_test_save_screenshot (GTK_WIDGET (fixture->window), "ruleset-defence");

  /* The archer's resistance to fire: a weakness is below 0. */
  tactics_editor_window_show_page (fixture->window, "units");
  tactics_editor_units_page_select (TACTICS_EDITOR_UNITS_PAGE (fixture->window->units_page),
                                    list_position (tactics_ruleset_get_unit_types (fixture->ruleset),
                                                   archer));
  resistance = ruleset_field (fixture, "resistance:fire");
  for (guint i = 0; i < G_N_ELEMENTS (refused_resistances); i++)
    {
      gtk_editable_set_text (GTK_EDITABLE (resistance), refused_resistances[i]);
      g_assert_true (gtk_widget_has_css_class (resistance, "error"));
      g_assert_cmpint (tactics_unit_type_get_resistance (archer, "fire"), ==, resistance_before);
      g_assert_cmpstr (gtk_label_get_text (GTK_LABEL (ruleset_field (fixture, "resistance_error"))),
                       ==, "“Resistance to Fire” must be a whole number from -100 to 90.");
    }
  {
    g_autofree char *text = g_strdup_printf ("%d", resistance_after);

    gtk_editable_set_text (GTK_EDITABLE (resistance), text);
  }
  g_assert_false (gtk_widget_get_visible (ruleset_field (fixture, "resistance_error")));
  g_assert_cmpint (tactics_unit_type_get_resistance (archer, "fire"), ==, resistance_after);
  g_assert_cmpstr (tactics_editor_document_get_undo_label (fixture->document), ==,
                   "Change the Resistance of “Archer” to “Fire”");
  undo (fixture);
  g_assert_cmpint (tactics_unit_type_get_resistance (archer, "fire"), ==, resistance_before);
  redo (fixture);
  g_assert_cmpint (tactics_unit_type_get_resistance (archer, "fire"), ==, resistance_after);
  ui_test_save_screenshot (GTK_WIDGET (fixture->window), "ruleset-resistances");

  /* The sword deals fire and answers as it did not. */
  tactics_editor_window_show_page (fixture->window, "actions");
  tactics_editor_actions_page_select (TACTICS_EDITOR_ACTIONS_PAGE (fixture->window->actions_page),
                                      list_position (tactics_ruleset_get_actions (fixture->ruleset),
                                                     sword));
  gtk_drop_down_set_selected (GTK_DROP_DOWN (ruleset_field (fixture, "action_damage_type")),
                              damage_type_position (fixture, "fire") + 1);
  g_assert_cmpstr (tactics_action_get_damage_type (sword), ==, "fire");
  g_assert_cmpstr (tactics_editor_document_get_undo_label (fixture->document), ==,
                   "Change the Damage Type of “Sword”");
  gtk_check_button_set_active (GTK_CHECK_BUTTON (ruleset_field (fixture, "action_answers")),
                               !answers_before);
  g_assert_cmpint (tactics_action_get_answers (sword), ==, !answers_before);
  g_assert_cmpstr (tactics_editor_document_get_undo_label (fixture->document), ==,
                   "Change the Answers of “Sword”");
  /* A single blow always provokes answers: nothing to choose. */
  g_assert_false (gtk_widget_get_sensitive (ruleset_field (fixture, "action_provokes")));

  /* What an archer in the forest would take, by the engine's sum. */
  gtk_drop_down_set_selected (GTK_DROP_DOWN (ruleset_field (fixture, "preview_terrain")),
                              (guint) tactics_ruleset_get_terrain_index (fixture->ruleset, "f"));
  gtk_drop_down_set_selected (GTK_DROP_DOWN (ruleset_field (fixture, "preview_target")),
                              list_position (tactics_ruleset_get_unit_types (fixture->ruleset),
                                             archer));
  g_assert_cmpstr (tactics_unit_type_get_movetype (archer), ==, "foot");
  expected = g_strdup_printf ("Archer on Forest: %u → %u (defence %u%%, resistance %d%%)",
                              tactics_action_get_amount (sword),
                              tactics_combat_damage (tactics_action_get_amount (sword),
                                                     defence_after, resistance_after),
                              defence_after, resistance_after);
  g_assert_cmpstr (gtk_label_get_text (GTK_LABEL (ruleset_field (fixture, "preview_outcome"))), ==,
                   expected);
  ui_test_save_screenshot (GTK_WIDGET (fixture->window), "ruleset-action-combat");

  undo (fixture);
  g_assert_cmpint (tactics_action_get_answers (sword), ==, answers_before);
  g_assert_cmpint (gtk_check_button_get_active (GTK_CHECK_BUTTON (ruleset_field (fixture,
                                                                               "action_answers"))),
                   ==, answers_before);
  undo (fixture);
  g_assert_cmpstr (tactics_action_get_damage_type (sword), !=, "fire");
  redo (fixture);
  redo (fixture);
  g_assert_cmpstr (tactics_action_get_damage_type (sword), ==, "fire");
  g_assert_cmpint (tactics_action_get_answers (sword), ==, !answers_before);

  /* Saved and read back whole. */
  g_assert_true (tactics_editor_window_save_to_file (fixture->window, file));
  reloaded = tactics_ruleset_load (file, &error);
  g_assert_no_error (error);
  g_assert_true (tactics_ruleset_equal (fixture->ruleset, reloaded));
  g_assert_cmpuint (tactics_terrain_get_defence (tactics_ruleset_lookup_terrain (reloaded, "f"),
                                                 "foot"), ==, defence_after);
  g_assert_cmpint (tactics_unit_type_get_resistance (tactics_ruleset_lookup_unit_type (reloaded,
                                                                                       "archer"),
                                                     "fire"), ==, resistance_after);
  g_assert_cmpstr (tactics_action_get_damage_type (tactics_ruleset_lookup_action (reloaded,
                                                                                  "sword")),
                   ==, "fire");
  g_assert_cmpint (tactics_action_get_answers (tactics_ruleset_lookup_action (reloaded, "sword")),
                   ==, !answers_before);
  g_unlink (path);
}

/* Fog of war in the ruleset forms: a unit type's Sight and a terrain's
 * Blocks sight, each a named step that undoes and redoes, saved and read
 * back; a sight out of range or not a number is refused at its field and
 * changes nothing, nor becomes a step. */
static void
test_sight_fields (RulesetFixture *fixture,
                   gconstpointer   data)
{
  g_autofree char *path = g_build_filename (scratch, "sight.ruleset.xml", NULL);
  g_autoptr(GFile) file = g_file_new_for_path (path);
  g_autoptr(TacticsRuleset) reloaded = NULL;
  g_autoptr(GError) error = NULL;
  TacticsUnitType *archer = tactics_ruleset_lookup_unit_type (fixture->ruleset, "archer");
  TacticsTerrain *plains = tactics_ruleset_lookup_terrain (fixture->ruleset, "p");
  TacticsTerrain *forest = tactics_ruleset_lookup_terrain (fixture->ruleset, "f");
  const char * const refused[] = { "100", "-1", "far", "" };
  guint sight_before = tactics_unit_type_get_sight (archer);
  GtkWidget *sight;
  GtkWidget *blocks;
  guint steps;

  g_assert_cmpuint (sight_before, ==, 5);
  tactics_editor_window_show_page (fixture->window, "units");
  tactics_editor_units_page_select (TACTICS_EDITOR_UNITS_PAGE (fixture->window->units_page),
                                    list_position (tactics_ruleset_get_unit_types (fixture->ruleset),
                                                   archer));
  sight = ruleset_field (fixture, "unit_sight");
  g_assert_cmpstr (gtk_editable_get_text (GTK_EDITABLE (sight)), ==, "5");

  /* Refused: out of the engine's range, or no number. */
  steps = fixture->document->position;
  gtk_widget_grab_focus (sight);
  for (guint i = 0; i < G_N_ELEMENTS (refused); i++)
    {
      ruleset_type_text (fixture, "unit_sight", refused[i]);
      g_assert_true (ruleset_shows_error (fixture, "unit_sight"));
      g_assert_cmpuint (tactics_unit_type_get_sight (archer), ==, sight_before);
      g_assert_cmpstr (gtk_label_get_text (GTK_LABEL (ruleset_field (fixture, "unit_sight_error"))),
                       ==, "“Sight” must be a whole number from 0 to 99.");
    }
  gtk_widget_grab_focus (ruleset_field (fixture, "unit_name"));
  ui_test_iterate ();
  g_assert_cmpuint (tactics_unit_type_get_sight (archer), ==, sight_before);
  g_assert_cmpuint (fixture->document->position, ==, steps);

  /* Accepted: the limits themselves, then a value kept. */
  gtk_widget_grab_focus (sight);
  ruleset_type_text (fixture, "unit_sight", "0");
  g_assert_false (ruleset_shows_error (fixture, "unit_sight"));
  g_assert_cmpuint (tactics_unit_type_get_sight (archer), ==, 0);
  ruleset_type_text (fixture, "unit_sight", "99");
  g_assert_cmpuint (tactics_unit_type_get_sight (archer), ==, 99);
  ruleset_type_text (fixture, "unit_sight", "8");
  g_assert_cmpuint (tactics_unit_type_get_sight (archer), ==, 8);
  gtk_widget_grab_focus (ruleset_field (fixture, "unit_name"));
  ui_test_iterate ();
  /* One edit typed is one step. */
  g_assert_cmpuint (fixture->document->position, ==, steps + 1);
  g_assert_cmpstr (tactics_editor_document_get_undo_label (fixture->document), ==,
                   "Change “Sight” of “Archer”");
  undo (fixture);
  g_assert_cmpuint (tactics_unit_type_get_sight (archer), ==, sight_before);
  g_assert_cmpstr (gtk_editable_get_text (GTK_EDITABLE (sight)), ==, "5");
  redo (fixture);
  g_assert_cmpuint (tactics_unit_type_get_sight (archer), ==, 8);
  g_assert_cmpstr (gtk_editable_get_text (GTK_EDITABLE (sight)), ==, "8");

  /* Blocks sight: the forest does, the plains do not. */
  tactics_editor_window_show_page (fixture->window, "terrains");
  tactics_editor_terrains_page_select_terrain (
    TACTICS_EDITOR_TERRAINS_PAGE (fixture->window->terrains_page),
    (guint) tactics_ruleset_get_terrain_index (fixture->ruleset, "f"));
  blocks = ruleset_field (fixture, "terrain_blocks_sight");
  g_assert_true (gtk_widget_get_sensitive (blocks));
  g_assert_true (gtk_check_button_get_active (GTK_CHECK_BUTTON (blocks)));
  tactics_editor_terrains_page_select_terrain (
    TACTICS_EDITOR_TERRAINS_PAGE (fixture->window->terrains_page),
    (guint) tactics_ruleset_get_terrain_index (fixture->ruleset, "p"));
  g_assert_false (gtk_check_button_get_active (GTK_CHECK_BUTTON (blocks)));
  steps = fixture->document->position;
  gtk_check_button_set_active (GTK_CHECK_BUTTON (blocks), TRUE);
  g_assert_true (tactics_terrain_get_blocks_sight (plains));
  g_assert_cmpuint (fixture->document->position, ==, steps + 1);
  g_assert_cmpstr (tactics_editor_document_get_undo_label (fixture->document), ==,
                   "Change “Blocks sight” of “Plains”");
  ui_test_save_screenshot (GTK_WIDGET (fixture->window), "ruleset-blocks-sight");
  undo (fixture);
  g_assert_false (tactics_terrain_get_blocks_sight (plains));
  g_assert_false (gtk_check_button_get_active (GTK_CHECK_BUTTON (blocks)));
  redo (fixture);
  g_assert_true (tactics_terrain_get_blocks_sight (plains));
  g_assert_true (gtk_check_button_get_active (GTK_CHECK_BUTTON (blocks)));
  g_assert_true (tactics_terrain_get_blocks_sight (forest));

  /* Saved and read back. */
  g_assert_true (tactics_editor_window_save_to_file (fixture->window, file));
  reloaded = tactics_ruleset_load (file, &error);
  g_assert_no_error (error);
  g_assert_true (tactics_ruleset_equal (fixture->ruleset, reloaded));
  g_assert_cmpuint (tactics_unit_type_get_sight (tactics_ruleset_lookup_unit_type (reloaded,
                                                                                   "archer")),
                    ==, 8);
  g_assert_true (tactics_terrain_get_blocks_sight (tactics_ruleset_lookup_terrain (reloaded, "p")));
  g_assert_true (tactics_terrain_get_blocks_sight (tactics_ruleset_lookup_terrain (reloaded, "f")));
  g_assert_false (tactics_terrain_get_blocks_sight (tactics_ruleset_lookup_terrain (reloaded, "r")));
  g_unlink (path);
}

static GtkWidget *
damage_type_list (RulesetFixture *fixture)
{
  return ui_test_find_widget (fixture->window->actions_page, "damage-types");
}

static void
select_damage_type (RulesetFixture *fixture,
                    const char     *id)
{
  tactics_editor_item_list_set_selected (TACTICS_EDITOR_ITEM_LIST (damage_type_list (fixture)),
                                         damage_type_position (fixture, id));
  ui_test_iterate ();
}

/* The name the action form's damage type field shows at @position. */
static const char *
damage_type_choice (RulesetFixture *fixture,
                    guint           position)
{
  GListModel *choices =
    gtk_drop_down_get_model (GTK_DROP_DOWN (ruleset_field (fixture, "action_damage_type")));

  return gtk_string_list_get_string (GTK_STRING_LIST (choices), position);
}

/* Whether the unit form has a resistance field for @id. */
static gboolean
has_resistance_field (GtkWidget  *root,
                      const char *id)
{
  g_autofree char *name = g_strconcat ("resistance:", id, NULL);

  if (g_strcmp0 (gtk_widget_get_name (root), name) == 0)
    return TRUE;
  for (GtkWidget *child = gtk_widget_get_first_child (root); child != NULL;
       child = gtk_widget_get_next_sibling (child))
    if (has_resistance_field (child, id))
      return TRUE;
  return FALSE;
}

/* The label the unit form shows beside its resistance to @id. */
static const char *
resistance_label (RulesetFixture *fixture,
                  const char     *id)
{
  g_autofree char *name = g_strconcat ("resistance:", id, NULL);
  GtkWidget *spin = ui_test_find_widget (fixture->window->units_page, name);

  g_assert_nonnull (spin);
  return gtk_label_get_text (GTK_LABEL (gtk_widget_get_prev_sibling (spin)));
}

/* The Damage types list of the Actions page: add, rename (name and id),
 * duplicate, move and delete, each a named step that undoes and redoes;
 * the action's damage type field and the unit's resistances follow the
 * list as it changes. Deleting a damage type in use asks first, naming
 * its users. */
static void
test_damage_types (RulesetFixture *fixture,
                   gconstpointer   data)
{
  GListModel *damage_types = tactics_ruleset_get_damage_types (fixture->ruleset);
  guint n = g_list_model_get_n_items (damage_types);
  TacticsUnitType *infantry = tactics_ruleset_lookup_unit_type (fixture->ruleset, "infantry");
  TacticsAction *sword = tactics_ruleset_lookup_action (fixture->ruleset, "sword");
  TacticsDamageType *added;
  GtkWidget *list;
  GtkWidget *dialog;
  char *details;

  g_assert_cmpuint (n, ==, 5);
  /* A unit shown on the Units page: its resistances follow the list. */
  tactics_editor_units_page_select (TACTICS_EDITOR_UNITS_PAGE (fixture->window->units_page), 0);
  tactics_editor_window_show_page (fixture->window, "actions");
  tactics_editor_actions_page_select (TACTICS_EDITOR_ACTIONS_PAGE (fixture->window->actions_page),
                                      list_position (tactics_ruleset_get_actions (fixture->ruleset),
                                                     sword));
  list = damage_type_list (fixture);
  g_assert_nonnull (list);

  /* The form of the one chosen, with who uses it. */
  select_damage_type (fixture, "blade");
  g_assert_cmpstr (gtk_stack_get_visible_child_name (
                     GTK_STACK (ui_test_find_widget (fixture->window->actions_page, "forms"))),
                   ==, "damage-type");
  g_assert_cmpstr (gtk_editable_get_text (GTK_EDITABLE (ruleset_field (fixture,
                                                                       "damage_type_name"))),
                   ==, "Blade");
  g_assert_nonnull (strstr (gtk_label_get_text (GTK_LABEL (ruleset_field (fixture,
                                                                          "damage_type_usage"))),
                            "Sword"));

  /* Add: after the one chosen, with an id of its own. */
  g_signal_emit_by_name (list, "add");
  g_assert_cmpuint (g_list_model_get_n_items (damage_types), ==, n + 1);
  added = tactics_ruleset_lookup_damage_type (fixture->ruleset, "damage");
  g_assert_nonnull (added);
  g_assert_cmpuint (damage_type_position (fixture, "damage"), ==, 1);
  g_assert_cmpstr (tactics_editor_document_get_undo_label (fixture->document), ==,
                   "Add Damage Type");
  g_assert_cmpstr (damage_type_choice (fixture, 2), ==, "New damage type");
  g_assert_cmpstr (resistance_label (fixture, "damage"), ==, "New damage type");
  g_assert_true (has_resistance_field (fixture->window->units_page, "blade"));

  /* Rename: the name, then the id, with the id rules of every list. */
  ruleset_type_text (fixture, "damage_type_name", "Holy");
  g_assert_cmpstr (tactics_damage_type_get_name (added), ==, "Holy");
  g_assert_cmpstr (tactics_editor_document_get_undo_label (fixture->document), ==,
                   "Rename “New damage type”");
  g_assert_cmpstr (damage_type_choice (fixture, 2), ==, "Holy");
  g_assert_cmpstr (resistance_label (fixture, "damage"), ==, "Holy");
  gtk_widget_grab_focus (ruleset_field (fixture, "damage_type_id"));
  ui_test_iterate ();
  ruleset_type_text (fixture, "damage_type_name", "  ");
  g_assert_true (ruleset_shows_error (fixture, "damage_type_name"));
  g_assert_cmpstr (tactics_damage_type_get_name (added), ==, "Holy");
  ruleset_type_text (fixture, "damage_type_name", "Holy");
  ruleset_type_text (fixture, "damage_type_id", "blade");
  g_assert_true (ruleset_shows_error (fixture, "damage_type_id"));
  ruleset_type_text (fixture, "damage_type_id", "no spaces");
  g_assert_true (ruleset_shows_error (fixture, "damage_type_id"));
  ruleset_type_text (fixture, "damage_type_id", "");
  g_assert_true (ruleset_shows_error (fixture, "damage_type_id"));
  g_assert_cmpstr (tactics_damage_type_get_id (added), ==, "damage");
  ruleset_type_text (fixture, "damage_type_id", "holy");
  g_assert_false (ruleset_shows_error (fixture, "damage_type_id"));
  g_assert_true (tactics_ruleset_lookup_damage_type (fixture->ruleset, "holy") == added);
  gtk_widget_grab_focus (ruleset_field (fixture, "damage_type_name"));
  ui_test_iterate ();
  g_assert_cmpstr (tactics_editor_document_get_undo_label (fixture->document), ==,
                   "Change “Id” of “Holy”");
  ui_test_save_screenshot (GTK_WIDGET (fixture->window), "ruleset-damage-types");

  /* Each undoes and redoes. */
  undo (fixture);
  g_assert_cmpstr (tactics_damage_type_get_id (added), ==, "damage");
  g_assert_cmpstr (gtk_editable_get_text (GTK_EDITABLE (ruleset_field (fixture, "damage_type_id"))),
                   ==, "damage");
  undo (fixture);
  g_assert_cmpstr (tactics_damage_type_get_name (added), ==, "New damage type");
  g_assert_cmpstr (damage_type_choice (fixture, 2), ==, "New damage type");
  undo (fixture);
  g_assert_cmpuint (g_list_model_get_n_items (damage_types), ==, n);
  g_assert_null (tactics_ruleset_lookup_damage_type (fixture->ruleset, "damage"));
  g_assert_false (has_resistance_field (fixture->window->units_page, "damage"));
  redo (fixture);
  redo (fixture);
  redo (fixture);
  g_assert_true (tactics_ruleset_lookup_damage_type (fixture->ruleset, "holy") == added);
  g_assert_cmpstr (tactics_damage_type_get_name (added), ==, "Holy");

  /* Move: one place down, a step of its own. */
  select_damage_type (fixture, "holy");
  g_signal_emit_by_name (list, "move", 1);
  g_assert_cmpuint (damage_type_position (fixture, "holy"), ==, 2);
  g_assert_cmpstr (tactics_editor_document_get_undo_label (fixture->document), ==,
                   "Move “Holy”");
  g_assert_cmpstr (damage_type_choice (fixture, 3), ==, "Holy");
  undo (fixture);
  g_assert_cmpuint (damage_type_position (fixture, "holy"), ==, 1);
  redo (fixture);
  g_assert_cmpuint (damage_type_position (fixture, "holy"), ==, 2);

  /* Duplicate: a copy under its own id. */
  select_damage_type (fixture, "holy");
  g_signal_emit_by_name (list, "duplicate");
  g_assert_cmpuint (g_list_model_get_n_items (damage_types), ==, n + 2);
  g_assert_nonnull (tactics_ruleset_lookup_damage_type (fixture->ruleset, "holy-2"));
  g_assert_cmpstr (tactics_editor_document_get_undo_label (fixture->document), ==,
                   "Duplicate “Holy”");
  undo (fixture);
  g_assert_null (tactics_ruleset_lookup_damage_type (fixture->ruleset, "holy-2"));

  /* Unused: it goes at once, a step that undoes. */
  select_damage_type (fixture, "holy");
  g_signal_emit_by_name (list, "remove");
  ui_test_iterate ();
  g_assert_null (ui_test_find_dialog (GTK_WINDOW (fixture->window)));
  g_assert_null (tactics_ruleset_lookup_damage_type (fixture->ruleset, "holy"));
  g_assert_cmpuint (g_list_model_get_n_items (damage_types), ==, n);
  g_assert_cmpstr (tactics_editor_document_get_undo_label (fixture->document), ==,
                   "Delete “Holy”");
  undo (fixture);
  g_assert_true (tactics_ruleset_lookup_damage_type (fixture->ruleset, "holy") == added);
  redo (fixture);
  g_assert_null (tactics_ruleset_lookup_damage_type (fixture->ruleset, "holy"));

  /* In use: it asks, naming the actions and the unit types. */
  g_assert_cmpint (tactics_unit_type_get_resistance (infantry, "blade"), ==, 20);
  select_damage_type (fixture, "blade");
  g_signal_emit_by_name (list, "remove");
  ui_test_iterate ();
  dialog = ui_test_find_dialog (GTK_WINDOW (fixture->window));
  g_assert_nonnull (dialog);
  g_object_get (dialog, "text", &details, NULL);
  g_assert_cmpstr (details, ==, "Delete “Blade”?");
  g_free (details);
  g_object_get (dialog, "secondary-text", &details, NULL);
  g_test_message ("asked: %s", details);
  g_assert_nonnull (strstr (details, "Sword, Dagger and Talons deal Blade damage"));
  g_assert_nonnull (strstr (details, "Infantry"));
  g_assert_nonnull (strstr (details, "have a resistance or weakness to Blade"));
  g_free (details);
  ui_test_save_screenshot (dialog, "ruleset-delete-damage-type");
  gtk_dialog_response (GTK_DIALOG (dialog), GTK_RESPONSE_CANCEL);
  ui_test_iterate ();
  g_assert_nonnull (tactics_ruleset_lookup_damage_type (fixture->ruleset, "blade"));
  g_assert_cmpstr (tactics_action_get_damage_type (sword), ==, "blade");

  g_signal_emit_by_name (list, "remove");
  ui_test_iterate ();
  dialog = ui_test_find_dialog (GTK_WINDOW (fixture->window));
  g_assert_nonnull (dialog);
  gtk_dialog_response (GTK_DIALOG (dialog), GTK_RESPONSE_ACCEPT);
  ui_test_iterate ();
  g_assert_null (tactics_ruleset_lookup_damage_type (fixture->ruleset, "blade"));
  g_assert_null (tactics_action_get_damage_type (sword));
  g_assert_cmpint (tactics_unit_type_get_resistance (infantry, "blade"), ==, 0);
  g_assert_false (has_resistance_field (fixture->window->units_page, "blade"));
  g_assert_cmpstr (tactics_editor_document_get_undo_label (fixture->document), ==,
                   "Delete “Blade”");
  undo (fixture);
  g_assert_nonnull (tactics_ruleset_lookup_damage_type (fixture->ruleset, "blade"));
  g_assert_cmpstr (tactics_action_get_damage_type (sword), ==, "blade");
  g_assert_cmpint (tactics_unit_type_get_resistance (infantry, "blade"), ==, 20);
  redo (fixture);
  g_assert_null (tactics_ruleset_lookup_damage_type (fixture->ruleset, "blade"));
}

/* The chance to hit of the whole ruleset: refused out of 1–100 or empty at
 * its field, a named step that undoes and redoes, told by the preview
 * when below 100, and written to the file with the damage types. */
static void
test_hit_chance (RulesetFixture *fixture,
                 gconstpointer   data)
{
  g_autofree char *path = g_build_filename (scratch, "hit-chance.ruleset.xml", NULL);
  g_autoptr(GFile) file = g_file_new_for_path (path);
  g_autoptr(TacticsRuleset) reloaded = NULL;
  g_autoptr(GError) error = NULL;
  g_autofree char *contents = NULL;
  const char * const refused[] = { "0", "101", "-5", "often", "" };
  TacticsAction *sword = tactics_ruleset_lookup_action (fixture->ruleset, "sword");
  GtkWidget *chance;
  GtkLabel *outcome;
  guint steps;

  tactics_editor_window_show_page (fixture->window, "actions");
  tactics_editor_actions_page_select (TACTICS_EDITOR_ACTIONS_PAGE (fixture->window->actions_page),
                                      list_position (tactics_ruleset_get_actions (fixture->ruleset),
                                                     sword));
  gtk_drop_down_set_selected (GTK_DROP_DOWN (ruleset_field (fixture, "preview_terrain")),
                              (guint) tactics_ruleset_get_terrain_index (fixture->ruleset, "p"));
  gtk_drop_down_set_selected (GTK_DROP_DOWN (ruleset_field (fixture, "preview_target")), 0);
  outcome = GTK_LABEL (ruleset_field (fixture, "preview_outcome"));
  g_assert_null (strstr (gtk_label_get_text (outcome), "to hit"));
  chance = ruleset_field (fixture, "hit_chance");
  g_assert_cmpuint (tactics_ruleset_get_hit_chance (fixture->ruleset), ==, 100);
  g_assert_cmpstr (gtk_editable_get_text (GTK_EDITABLE (chance)), ==, "100");

  steps = fixture->document->position;
  gtk_widget_grab_focus (chance);
  for (guint i = 0; i < G_N_ELEMENTS (refused); i++)
    {
      ruleset_type_text (fixture, "hit_chance", refused[i]);
      g_assert_true (ruleset_shows_error (fixture, "hit_chance"));
      g_assert_cmpuint (tactics_ruleset_get_hit_chance (fixture->ruleset), ==, 100);
      g_assert_cmpstr (gtk_label_get_text (GTK_LABEL (ruleset_field (fixture, "hit_chance_error"))),
                       ==, "“Chance to hit” must be a whole number from 1 to 100.");
    }
  g_assert_false (tactics_editor_window_save (fixture->window, FALSE));
  g_assert_nonnull (strstr (tactics_editor_window_get_error (fixture->window), "Chance to hit"));
  gtk_widget_grab_focus (ruleset_field (fixture, "action_name"));
  ui_test_iterate ();
  g_assert_cmpuint (fixture->document->position, ==, steps);

  /* The limits are taken; a value typed and left is one step. */
  gtk_widget_grab_focus (chance);
  ruleset_type_text (fixture, "hit_chance", "1");
  g_assert_false (ruleset_shows_error (fixture, "hit_chance"));
  g_assert_cmpuint (tactics_ruleset_get_hit_chance (fixture->ruleset), ==, 1);
  ruleset_type_text (fixture, "hit_chance", "100");
  g_assert_cmpuint (tactics_ruleset_get_hit_chance (fixture->ruleset), ==, 100);
  ruleset_type_text (fixture, "hit_chance", "80");
  g_assert_cmpuint (tactics_ruleset_get_hit_chance (fixture->ruleset), ==, 80);
  gtk_widget_grab_focus (ruleset_field (fixture, "action_name"));
  ui_test_iterate ();
  g_assert_cmpuint (fixture->document->position, ==, steps + 1);
  g_assert_cmpstr (tactics_editor_document_get_undo_label (fixture->document), ==,
                   "Change “Chance to hit” of “Default”");
  /* The preview says it, as a match's forecast gives it. */
  g_test_message ("preview: %s", gtk_label_get_text (outcome));
  g_assert_nonnull (strstr (gtk_label_get_text (outcome), "), 80% to hit"));
  ui_test_save_screenshot (GTK_WIDGET (fixture->window), "ruleset-hit-chance");

  undo (fixture);
  g_assert_cmpuint (tactics_ruleset_get_hit_chance (fixture->ruleset), ==, 100);
  g_assert_cmpstr (gtk_editable_get_text (GTK_EDITABLE (chance)), ==, "100");
  g_assert_null (strstr (gtk_label_get_text (outcome), "to hit"));
  redo (fixture);
  g_assert_cmpuint (tactics_ruleset_get_hit_chance (fixture->ruleset), ==, 80);
  g_assert_cmpstr (gtk_editable_get_text (GTK_EDITABLE (chance)), ==, "80");

  /* A damage type added and named, saved with the chance and read back. */
  g_signal_emit_by_name (damage_type_list (fixture), "add");
  ruleset_type_text (fixture, "damage_type_name", "Holy");
  ruleset_type_text (fixture, "damage_type_id", "holy");
  g_assert_true (tactics_editor_window_save_to_file (fixture->window, file));
  g_assert_true (g_file_get_contents (path, &contents, NULL, NULL));
  g_assert_nonnull (strstr (contents, "hit-chance=\"80\""));
  g_assert_nonnull (strstr (contents, "<damage-type id=\"holy\" name=\"Holy\"/>"));
  reloaded = tactics_ruleset_load (file, &error);
  g_assert_no_error (error);
  g_assert_true (tactics_ruleset_equal (fixture->ruleset, reloaded));
  g_assert_cmpuint (tactics_ruleset_get_hit_chance (reloaded), ==, 80);
  g_assert_cmpstr (tactics_damage_type_get_name (tactics_ruleset_lookup_damage_type (reloaded,
                                                                                     "holy")),
                   ==, "Holy");
  g_unlink (path);
}

/* Japanese labels show their key apart, "HP(_H)": a refusal and an Undo
 * label name the field as a sentence would, without it. */
static void
in_japanese_set_up (RulesetFixture *fixture,
                    gconstpointer   data)
{
  ui_test_use_language ("ja");
  ruleset_fixture_set_up (fixture, data);
}

static void
test_field_names_without_keys (RulesetFixture *fixture,
                               gconstpointer   data)
{
  TacticsEditorUnitsPage *page = TACTICS_EDITOR_UNITS_PAGE (fixture->window->units_page);
  g_autoptr(GList) labels = gtk_widget_list_mnemonic_labels (ruleset_field (fixture, "unit_hp"));
  const char *message;
  const char *undo;

  /* The test means something only while the translation keeps its key apart. */
  g_assert_nonnull (labels);
  g_assert_nonnull (strstr (gtk_label_get_label (labels->data), "(_"));
  tactics_editor_window_show_page (fixture->window, "units");
  tactics_editor_units_page_select (page, 0);
  gtk_widget_grab_focus (ruleset_field (fixture, "unit_hp"));
  ruleset_type_text (fixture, "unit_hp", "0");
  message = gtk_label_get_text (GTK_LABEL (ruleset_field (fixture, "unit_hp_error")));
  g_assert_nonnull (strstr (message, "HP"));
  g_assert_null (strstr (message, "(H)"));
  ruleset_type_text (fixture, "unit_hp", "30");
  gtk_widget_grab_focus (ruleset_field (fixture, "unit_name"));
  undo = tactics_editor_document_get_undo_label (fixture->document);
  g_assert_nonnull (undo);
  g_assert_nonnull (strstr (undo, "HP"));
  g_assert_null (strstr (undo, "(H)"));
  ui_test_use_language ("en");
}

int
main (int   argc,
      char *argv[])
{
  int status;

  /* Before the library binds its text domain: the Japanese form. */
  ui_test_use_built_catalogues ();
  editor_test_init (&argc, &argv);

  ADD_RULESET_TEST ("/ruleset/opens-on-ruleset-pages", test_opens_on_ruleset_pages);
  ADD_RULESET_TEST ("/ruleset/terrain-form", test_terrain_form);
  ADD_RULESET_TEST ("/ruleset/movetype-rename", test_movetype_rename);
  ADD_RULESET_TEST ("/ruleset/delete-in-use", test_delete_in_use);
  ADD_RULESET_TEST ("/ruleset/delete-shared-terrain", test_delete_shared_terrain);
  ADD_RULESET_TEST ("/ruleset/unit-form", test_unit_form);
  ADD_RULESET_TEST ("/ruleset/unit-list", test_unit_list);
  ADD_RULESET_TEST ("/ruleset/refused-number-kept-nowhere", test_refused_number_kept_nowhere);
  ADD_RULESET_TEST ("/ruleset/save", test_save_ruleset);
  ADD_RULESET_TEST ("/ruleset/save-refused", test_save_refused);
  ADD_RULESET_TEST ("/ruleset/combat-fields", test_combat_fields);
  ADD_RULESET_TEST ("/ruleset/sight-fields", test_sight_fields);
  ADD_RULESET_TEST ("/ruleset/damage-types", test_damage_types);
  ADD_RULESET_TEST ("/ruleset/hit-chance", test_hit_chance);
  g_test_add ("/ruleset/field-names-without-keys", RulesetFixture, NULL, in_japanese_set_up,
              test_field_names_without_keys, ruleset_fixture_tear_down);

  status = g_test_run ();

  editor_test_clean_up ();
  return status;
}
