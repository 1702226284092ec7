/* SPDX-License-Identifier: GPL-3.0-or-later */
#include "config.h"

#include "tactics-gtk.h"
#include "editor-test-helpers.h"
#include "tactics-editor-terrains-page.h"
#include "tactics-editor-units-page.h"
#include "tactics-editor-unit-token.h"

/* The pickers that show what they offer: terrain symbols and unit icons
 * drawn with their names, and the table of every terrain's costs. */

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
  picker = GTK_DROP_DOWN (ruleset_field (fixture, "terrain_symbol"));
  ui_test_iterate ();
  g_assert_cmpstr (gtk_string_object_get_string (gtk_drop_down_get_selected_item (picker)), ==,
                   "peaks");
  g_assert_nonnull (find_label (GTK_WIDGET (picker), "Peaks"));
  g_assert_null (find_label (GTK_WIDGET (picker), "peaks"));
  picture = ui_test_find_descendant (GTK_WIDGET (picker), GTK_TYPE_PICTURE, NULL);
  g_assert_nonnull (picture);
  g_assert_nonnull (gtk_picture_get_paintable (GTK_PICTURE (picture)));
  /* Drawn on the terrain's ground, which it follows. */
  tactics_terrain_set_color (mountain, "#ff0000");
  ui_test_iterate ();
  picture = ui_test_find_descendant (GTK_WIDGET (picker), GTK_TYPE_PICTURE, NULL);
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
  ui_test_wait_for_widget (ui_test_find_descendant (GTK_WIDGET (picker), GTK_TYPE_POPOVER, NULL));
  ui_test_save_screenshot (GTK_WIDGET (fixture->window), "ruleset-terrain-symbols");
  ui_test_save_screenshot (gtk_popover_get_child (GTK_POPOVER (
                               ui_test_find_descendant (GTK_WIDGET (picker), GTK_TYPE_POPOVER,
                                                        NULL))),
                           "ruleset-terrain-symbols-list");
}

/* The role picker says what the map generator paints with a terrain,
 * "Guess" (no role) first; a choice is one named, undoable step. */
static void
test_terrain_role_picker (RulesetFixture *fixture,
                          gconstpointer   data)
{
  TacticsEditorTerrainsPage *page = TACTICS_EDITOR_TERRAINS_PAGE (fixture->window->terrains_page);
  TacticsTerrain *forest = tactics_ruleset_lookup_terrain (fixture->ruleset, "f");
  TacticsTerrain *plain = tactics_ruleset_lookup_terrain (fixture->ruleset, "p");
  GtkDropDown *picker;
  GListModel *roles;

  tactics_editor_window_show_page (fixture->window, "terrains");
  tactics_editor_terrains_page_select_terrain (page, (guint) tactics_ruleset_get_terrain_index (
                                                 fixture->ruleset, "f"));
  picker = GTK_DROP_DOWN (ruleset_field (fixture, "terrain_role"));
  roles = gtk_drop_down_get_model (picker);
  /* One entry per role, in the enumeration's order. */
  g_assert_cmpuint (g_list_model_get_n_items (roles), ==, TACTICS_TERRAIN_ROLE_CROSSING + 1);
  g_assert_cmpstr (gtk_string_list_get_string (GTK_STRING_LIST (roles), 0), ==, "Guess");
  g_assert_cmpstr (gtk_string_list_get_string (GTK_STRING_LIST (roles),
                                               TACTICS_TERRAIN_ROLE_WATER), ==, "Water");
  ui_test_iterate ();
  /* The bundled ruleset gives every terrain its role. */
  g_assert_cmpint (tactics_terrain_get_role (forest), ==, TACTICS_TERRAIN_ROLE_FOREST);
  g_assert_cmpuint (gtk_drop_down_get_selected (picker), ==, TACTICS_TERRAIN_ROLE_FOREST);

  gtk_drop_down_set_selected (picker, TACTICS_TERRAIN_ROLE_NONE);
  g_assert_cmpint (tactics_terrain_get_role (forest), ==, TACTICS_TERRAIN_ROLE_NONE);
  g_assert_cmpstr (tactics_editor_document_get_undo_label (fixture->document), ==,
                   "Change the Generator Role of “Forest”");
  gtk_drop_down_set_selected (picker, TACTICS_TERRAIN_ROLE_HILL);
  g_assert_cmpint (tactics_terrain_get_role (forest), ==, TACTICS_TERRAIN_ROLE_HILL);

  /* Undo puts the role back, and the picker follows. */
  g_assert_true (gtk_widget_activate_action (GTK_WIDGET (fixture->window), "editor.undo", NULL));
  g_assert_cmpint (tactics_terrain_get_role (forest), ==, TACTICS_TERRAIN_ROLE_NONE);
  g_assert_cmpuint (gtk_drop_down_get_selected (picker), ==, TACTICS_TERRAIN_ROLE_NONE);
  g_assert_true (gtk_widget_activate_action (GTK_WIDGET (fixture->window), "editor.undo", NULL));
  g_assert_cmpint (tactics_terrain_get_role (forest), ==, TACTICS_TERRAIN_ROLE_FOREST);
  g_assert_cmpuint (gtk_drop_down_get_selected (picker), ==, TACTICS_TERRAIN_ROLE_FOREST);

  /* Another terrain shows its own role, and showing it changes nothing. */
  tactics_editor_terrains_page_select_terrain (page, (guint) tactics_ruleset_get_terrain_index (
                                                 fixture->ruleset, "p"));
  ui_test_iterate ();
  g_assert_cmpuint (gtk_drop_down_get_selected (picker), ==, TACTICS_TERRAIN_ROLE_OPEN);
  g_assert_cmpint (tactics_terrain_get_role (plain), ==, TACTICS_TERRAIN_ROLE_OPEN);
  g_assert_cmpint (tactics_terrain_get_role (forest), ==, TACTICS_TERRAIN_ROLE_FOREST);
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
  g_assert_cmpstr (gtk_editable_get_text (GTK_EDITABLE (ruleset_field (fixture, "unit_name"))), ==,
                   "Archer");
  token = ruleset_field (fixture, "token_preview");
  chooser = GTK_DROP_DOWN (ruleset_field (fixture, "unit_icon"));
  choices = gtk_drop_down_get_model (chooser);
  ui_test_iterate ();

  /* None, then each icon; the archer's is chosen and shown by name. */
  g_assert_cmpuint (g_list_model_get_n_items (choices), ==, g_strv_length (icons) + 1);
  g_assert_cmpstr (gtk_string_object_get_string (gtk_drop_down_get_selected_item (chooser)), ==,
                   "archer");
  g_assert_nonnull (find_label (GTK_WIDGET (chooser), "Archer"));
  g_assert_nonnull (ui_test_find_descendant (GTK_WIDGET (chooser), TACTICS_TYPE_EDITOR_UNIT_TOKEN,
                                             NULL));

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
  ui_test_wait_for_widget (ui_test_find_descendant (GTK_WIDGET (chooser), GTK_TYPE_POPOVER, NULL));
  ui_test_save_screenshot (GTK_WIDGET (fixture->window), "ruleset-unit-icons");
  ui_test_save_screenshot (gtk_popover_get_child (GTK_POPOVER (
                               ui_test_find_descendant (GTK_WIDGET (chooser), GTK_TYPE_POPOVER,
                                                        NULL))),
                           "ruleset-unit-icons-list");
}

/* One table of every terrain's cost for every movement type, the one place
 * costs are edited: edits reach the terrains, bad costs are refused with a
 * reason and never applied, and it follows changes made elsewhere. */
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
  g_signal_emit_by_name (ruleset_field (fixture, "show_cost_table"), "clicked");
  table = ruleset_field (fixture, "cost_table");
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

  /* Refused with the field's name and range, and not applied. */
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

  ADD_RULESET_TEST ("/ruleset/terrain-symbol-picker", test_terrain_symbol_picker);
  ADD_RULESET_TEST ("/ruleset/terrain-role-picker", test_terrain_role_picker);
  ADD_RULESET_TEST ("/ruleset/unit-icon", test_unit_icon);
  ADD_RULESET_TEST ("/ruleset/cost-table", test_cost_table);

  status = g_test_run ();

  editor_test_clean_up ();
  return status;
}
