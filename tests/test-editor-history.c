/* SPDX-License-Identifier: GPL-3.0-or-later */
/* One history for painting and ruleset edits: every kind of ruleset edit
 * undone and redone through the window, one step per user action, with
 * Undo and Redo naming what they take back. */
#include "config.h"

#include "tactics-editor-actions-page.h"
#include "tactics-editor-terrains-page.h"
#include "tactics-editor-units-page.h"
#include "editor-test-helpers.h"

static void
type_text (EditorFixture *fixture,
           const char    *name,
           const char    *text)
{
  gtk_editable_set_text (GTK_EDITABLE (field (fixture, name)), text);
}

/* What the user does after typing: go to another field. */
static void
leave_field (EditorFixture *fixture)
{
  gtk_widget_grab_focus (field (fixture, "terrains"));
  ui_test_iterate ();
}

static void
undo (EditorFixture *fixture)
{
  activate (fixture, "editor.undo", NULL);
  ui_test_iterate ();
}

static void
redo (EditorFixture *fixture)
{
  activate (fixture, "editor.redo", NULL);
  ui_test_iterate ();
}

/* The Undo item of the window's menu. */
static char *
undo_menu_label (EditorFixture *fixture)
{
  char *label = NULL;

  g_menu_model_get_item_attribute (G_MENU_MODEL (fixture->window->undo_section), 0,
                                   G_MENU_ATTRIBUTE_LABEL, "s", &label);
  return label;
}

static void
assert_undo_label (EditorFixture *fixture,
                   const char    *label)
{
  g_autofree char *tooltip = g_strdup_printf ("Undo %s (Ctrl+Z)", label);
  g_autofree char *item = g_strdup_printf ("_Undo %s", label);
  g_autofree char *menu = undo_menu_label (fixture);

  g_assert_cmpstr (tactics_editor_document_get_undo_label (fixture->document), ==, label);
  g_assert_cmpstr (gtk_widget_get_tooltip_text (fixture->window->undo_button), ==, tooltip);
  g_assert_cmpstr (menu, ==, item);
}

static void
test_terrain_edits (EditorFixture *fixture,
                    gconstpointer  data)
{
  TacticsRuleset *ruleset = tactics_map_get_ruleset (fixture->map);
  TacticsEditorTerrainsPage *page = TACTICS_EDITOR_TERRAINS_PAGE (fixture->window->terrains_page);
  TacticsTerrain *forest = tactics_ruleset_get_terrain (ruleset, FOREST);
  GtkWidget *list = field (fixture, "terrains");
  guint n_terrains = tactics_ruleset_get_n_terrains (ruleset);
  g_autoptr(TacticsTerrain) added = NULL;
  g_autofree char *forest_foot = NULL;
  GtkWidget *spin;

  /* Painting first, then the rules: one history. */
  use_tool (fixture, "brush");
  activate (fixture, "editor.select-terrain", g_variant_new_uint32 (FOREST));
  click (fixture, 2, 3);
  assert_undo_label (fixture, "Paint");

  tactics_editor_window_show_page (fixture->window, "terrains");
  tactics_editor_terrains_page_select_terrain (page, FOREST);

  /* Typing is one step, named for the old name, done when the field is left. */
  type_text (fixture, "terrain_name", "O");
  type_text (fixture, "terrain_name", "Old");
  type_text (fixture, "terrain_name", "Old Woods");
  leave_field (fixture);
  assert_undo_label (fixture, "Rename “Forest”");
  undo (fixture);
  g_assert_cmpstr (tactics_terrain_get_name (forest), ==, "Forest");
  g_assert_cmpstr (gtk_editable_get_text (GTK_EDITABLE (field (fixture, "terrain_name"))), ==,
                   "Forest");
  assert_undo_label (fixture, "Paint");
  redo (fixture);
  g_assert_cmpstr (tactics_terrain_get_name (forest), ==, "Old Woods");
  g_assert_cmpstr (gtk_editable_get_text (GTK_EDITABLE (field (fixture, "terrain_name"))), ==,
                   "Old Woods");

  /* A cost, in the cost table. */
  forest_foot = g_strconcat (tactics_terrain_get_id (forest), ":foot", NULL);
  spin = ui_test_find_widget (field (fixture, "cost_table"), forest_foot);
  gtk_editable_set_text (GTK_EDITABLE (spin), "5");
  leave_field (fixture);
  g_assert_cmpuint (tactics_terrain_get_cost (forest, "foot"), ==, 5);
  assert_undo_label (fixture, "Change the Costs of “Old Woods”");
  undo (fixture);
  g_assert_cmpuint (tactics_terrain_get_cost (forest, "foot"), ==, 2);
  spin = ui_test_find_widget (field (fixture, "cost_table"), forest_foot);
  g_assert_cmpstr (gtk_editable_get_text (GTK_EDITABLE (spin)), ==, "2");

  /* Add: undone and redone, the same terrain comes back. */
  g_signal_emit_by_name (list, "add");
  g_assert_cmpuint (tactics_ruleset_get_n_terrains (ruleset), ==, n_terrains + 1);
  added = g_object_ref (tactics_ruleset_get_terrain (ruleset, FOREST + 1));
  assert_undo_label (fixture, "Add Terrain");
  undo (fixture);
  g_assert_cmpuint (tactics_ruleset_get_n_terrains (ruleset), ==, n_terrains);
  redo (fixture);
  g_assert_true (tactics_ruleset_get_terrain (ruleset, FOREST + 1) == added);
  undo (fixture);

  /* Move: the painted cell keeps its terrain both ways. */
  tactics_editor_terrains_page_select_terrain (page, FOREST);
  g_signal_emit_by_name (list, "move", 1);
  assert_undo_label (fixture, "Move “Old Woods”");
  g_assert_cmpuint (terrain_at (fixture, 2, 3), ==, FOREST + 1);
  undo (fixture);
  g_assert_true (tactics_ruleset_get_terrain (ruleset, FOREST) == forest);
  g_assert_cmpuint (terrain_at (fixture, 2, 3), ==, FOREST);

  /* Everything back, to the unpainted map. */
  undo (fixture);
  undo (fixture);
  g_assert_cmpstr (tactics_terrain_get_name (forest), ==, "Forest");
  g_assert_cmpuint (terrain_at (fixture, 2, 3), ==, PLAINS);
  g_assert_false (tactics_editor_document_can_undo (fixture->document));
  g_assert_false (tactics_editor_document_get_modified (fixture->document));
}

/* Undoing a terrain's deletion puts its cells back on it. */
static void
test_terrain_delete (EditorFixture *fixture,
                     gconstpointer  data)
{
  TacticsRuleset *ruleset = tactics_map_get_ruleset (fixture->map);
  TacticsEditorTerrainsPage *page = TACTICS_EDITOR_TERRAINS_PAGE (fixture->window->terrains_page);
  TacticsTerrain *forest = tactics_ruleset_get_terrain (ruleset, FOREST);
  TacticsTerrain *water = tactics_ruleset_get_terrain (ruleset, WATER);
  GtkWidget *dialog;

  tactics_map_set_terrain_index (fixture->map, (TacticsCell) { 1, 1 }, FOREST);
  tactics_map_set_terrain_index (fixture->map, (TacticsCell) { 2, 1 }, FOREST);
  tactics_map_set_terrain_index (fixture->map, (TacticsCell) { 5, 5 }, WATER);
  tactics_editor_window_show_page (fixture->window, "terrains");
  tactics_editor_terrains_page_select_terrain (page, FOREST);
  g_signal_emit_by_name (field (fixture, "terrains"), "remove");
  ui_test_iterate ();
  dialog = ui_test_find_dialog (GTK_WINDOW (fixture->window));
  g_assert_nonnull (dialog);
  gtk_dialog_response (GTK_DIALOG (dialog), GTK_RESPONSE_ACCEPT);
  ui_test_iterate ();

  g_assert_cmpint (tactics_ruleset_get_terrain_index (ruleset, "f"), ==, -1);
  g_assert_cmpuint (terrain_at (fixture, 1, 1), ==, PLAINS);
  assert_undo_label (fixture, "Delete “Forest”");

  undo (fixture);
  g_assert_true (tactics_ruleset_get_terrain (ruleset, FOREST) == forest);
  g_assert_true (tactics_map_get_terrain (fixture->map, (TacticsCell) { 1, 1 }) == forest);
  g_assert_true (tactics_map_get_terrain (fixture->map, (TacticsCell) { 2, 1 }) == forest);
  g_assert_true (tactics_map_get_terrain (fixture->map, (TacticsCell) { 5, 5 }) == water);
  g_assert_cmpuint (terrain_at (fixture, 0, 0), ==, PLAINS);

  redo (fixture);
  g_assert_cmpint (tactics_ruleset_get_terrain_index (ruleset, "f"), ==, -1);
  g_assert_cmpuint (terrain_at (fixture, 1, 1), ==, PLAINS);
  g_assert_true (tactics_map_get_terrain (fixture->map, (TacticsCell) { 5, 5 }) == water);
}

/* A map of the bundled ruleset file: the Units page, whose every kind of
 * edit goes into the history too. */
static void
bundled_map_set_up (EditorFixture *fixture,
                    gconstpointer  data)
{
  g_autofree char *path = g_build_filename (g_getenv ("TACTICS_DATADIR"), "maps",
                                            "skirmish.map.xml", NULL);
  g_autoptr(GFile) file = g_file_new_for_path (path);

  editor_fixture_open (fixture, file);
}

static void
test_unit_edits (EditorFixture *fixture,
                 gconstpointer  data)
{
  TacticsRuleset *ruleset = tactics_map_get_ruleset (fixture->map);
  g_autoptr(TacticsRuleset) original = tactics_ruleset_copy (ruleset);
  TacticsEditorUnitsPage *page = TACTICS_EDITOR_UNITS_PAGE (fixture->window->units_page);
  TacticsUnitType *infantry = tactics_ruleset_lookup_unit_type (ruleset, "infantry");
  GtkWidget *list = field (fixture, "unit-prototypes");
  guint n_units = g_list_model_get_n_items (tactics_ruleset_get_unit_types (ruleset));
  guint hp = tactics_unit_type_get_max_hp (infantry);
  g_autofree char *hp_text = g_strdup_printf ("%u", hp);
  GtkWidget *check;

  tactics_editor_window_show_page (fixture->window, "units");
  tactics_editor_units_page_select (page, 0);

  /* A number field. */
  type_text (fixture, "unit_hp", "31");
  leave_field (fixture);
  g_assert_cmpuint (tactics_unit_type_get_max_hp (infantry), ==, 31);
  assert_undo_label (fixture, "Change “Hit points” of “Infantry”");
  undo (fixture);
  g_assert_cmpuint (tactics_unit_type_get_max_hp (infantry), ==, hp);
  g_assert_cmpstr (gtk_editable_get_text (GTK_EDITABLE (field (fixture, "unit_hp"))), ==, hp_text);

  /* An action ticked: a step of its own at once. */
  check = gtk_widget_get_first_child (field (fixture, "action_checks"));
  while (check != NULL && !GTK_IS_CHECK_BUTTON (check))
    check = gtk_widget_get_next_sibling (check);
  g_assert_nonnull (check);
  gtk_check_button_set_active (GTK_CHECK_BUTTON (check),
                               !gtk_check_button_get_active (GTK_CHECK_BUTTON (check)));
  assert_undo_label (fixture, "Change the Actions of “Infantry”");
  undo (fixture);
  g_assert_true (tactics_ruleset_equal (ruleset, original));

  /* Duplicate, then delete the original: both undone. */
  g_signal_emit_by_name (list, "duplicate");
  g_assert_cmpuint (g_list_model_get_n_items (tactics_ruleset_get_unit_types (ruleset)), ==,
                    n_units + 1);
  assert_undo_label (fixture, "Duplicate “Infantry”");
  tactics_editor_units_page_select (page, 0);
  g_signal_emit_by_name (list, "remove");
  ui_test_iterate ();
  {
    GtkWidget *dialog = ui_test_find_dialog (GTK_WINDOW (fixture->window));

    /* The ruleset is shared: the deletion asks first. */
    if (dialog != NULL)
      {
        gtk_dialog_response (GTK_DIALOG (dialog), GTK_RESPONSE_ACCEPT);
        ui_test_iterate ();
      }
  }
  g_assert_null (tactics_ruleset_lookup_unit_type (ruleset, "infantry"));
  assert_undo_label (fixture, "Delete “Infantry”");
  undo (fixture);
  g_assert_true (tactics_ruleset_lookup_unit_type (ruleset, "infantry") == infantry);
  undo (fixture);
  g_assert_true (tactics_ruleset_equal (ruleset, original));

  /* A movement type renamed: its users follow, and come back. */
  tactics_editor_window_show_page (fixture->window, "terrains");
  tactics_editor_terrains_page_select_movetype (
    TACTICS_EDITOR_TERRAINS_PAGE (fixture->window->terrains_page), 0);
  type_text (fixture, "movetype_id", "walk");
  leave_field (fixture);
  g_assert_cmpstr (tactics_unit_type_get_movetype (infantry), ==, "walk");
  assert_undo_label (fixture, "Change “Id” of “Foot”");
  undo (fixture);
  g_assert_cmpstr (tactics_unit_type_get_movetype (infantry), ==, "foot");
  g_assert_true (tactics_ruleset_equal (ruleset, original));

  /* An action: a number, then a choice, each a step. */
  tactics_editor_window_show_page (fixture->window, "actions");
  tactics_editor_actions_page_select (TACTICS_EDITOR_ACTIONS_PAGE (fixture->window->actions_page), 0);
  type_text (fixture, "action_amount", "12");
  leave_field (fixture);
  gtk_drop_down_set_selected (GTK_DROP_DOWN (field (fixture, "action_affects")), 0);
  undo (fixture);
  undo (fixture);
  g_assert_true (tactics_ruleset_equal (ruleset, original));
  redo (fixture);
  {
    g_autoptr(TacticsAction) first = g_list_model_get_item (tactics_ruleset_get_actions (ruleset), 0);

    g_assert_cmpuint (tactics_action_get_amount (first), ==, 12);
  }
  undo (fixture);

  /* Back where it began: nothing to save. */
  g_assert_false (tactics_editor_document_get_ruleset_modified (fixture->document));
  g_assert_false (tactics_editor_document_get_modified (fixture->document));
  redo (fixture);
  g_assert_true (tactics_editor_document_get_ruleset_modified (fixture->document));
}

int
main (int   argc,
      char *argv[])
{
  int status;

  editor_test_init (&argc, &argv);

  ADD_EDITOR_TEST ("/history/terrain-edits", TACTICS_TOPOLOGY_SQUARE, test_terrain_edits);
  ADD_EDITOR_TEST ("/history/terrain-delete", TACTICS_TOPOLOGY_HEX, test_terrain_delete);
  g_test_add ("/history/unit-edits", EditorFixture, NULL, bundled_map_set_up, test_unit_edits,
              editor_fixture_tear_down);

  status = g_test_run ();

  editor_test_clean_up ();
  return status;
}
