/* SPDX-License-Identifier: GPL-3.0-or-later */
/* The editor's scenarios: a scenario built on the Scenario page (sides,
 * regions, objectives with their sentences, placed units), each edit one
 * named step of the history, saved inside the map file or as a scenario
 * file naming its map, and loaded back. */
#include "config.h"

#include <glib/gstdio.h>

#include "tactics-editor-document-private.h"
#include "tactics-editor-item-list.h"
#include "tactics-editor-recovery.h"
#include "tactics-editor-scenario-page.h"
#include "tactics-editor-side-details.h"
#include "editor-test-helpers.h"

static void
type_text (EditorFixture *fixture,
           const char    *name,
           const char    *text)
{
  gtk_widget_grab_focus (field (fixture, name));
  gtk_editable_set_text (GTK_EDITABLE (field (fixture, name)), text);
}

/* What the user does after typing: go to another field. */
static void
leave_field (EditorFixture *fixture)
{
  gtk_widget_grab_focus (field (fixture, "scenario_defeat"));
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

static void
click_button (EditorFixture *fixture,
              const char    *name)
{
  g_signal_emit_by_name (field (fixture, name), "clicked");
  ui_test_iterate ();
}

static void
choose (EditorFixture *fixture,
        const char    *name,
        guint          position)
{
  gtk_drop_down_set_selected (GTK_DROP_DOWN (field (fixture, name)), position);
  ui_test_iterate ();
}

static TacticsScenario *
scenario_of (EditorFixture *fixture)
{
  return tactics_editor_document_get_scenario (fixture->document);
}

static guint
n_items (GListModel *model)
{
  return g_list_model_get_n_items (model);
}

/* The bundled Skirmish in the scratch folder, naming the bundled ruleset
 * (its unit types) by its full path; @scenario (may be NULL) is put inside. */
static GFile *
write_map (const char *name,
           const char *scenario)
{
  g_autofree char *source = g_build_filename (g_getenv ("TACTICS_DATADIR"), "maps",
                                              "skirmish.map.xml", NULL);
  g_autofree char *rules = g_build_filename (g_getenv ("TACTICS_DATADIR"),
                                             "default.ruleset.xml", NULL);
  g_autofree char *path = g_build_filename (scratch, name, NULL);
  g_autofree char *contents = NULL;
  g_autofree char *attribute = g_strdup_printf ("ruleset=\"%s\"", rules);
  g_auto(GStrv) parts = NULL;
  g_autofree char *joined = NULL;
  g_autoptr(GError) error = NULL;

  g_assert_true (g_file_get_contents (source, &contents, NULL, &error));
  parts = g_strsplit (contents, "ruleset=\"../default.ruleset.xml\"", 2);
  g_assert_cmpuint (g_strv_length (parts), ==, 2);
  joined = g_strjoinv (attribute, parts);
  if (scenario != NULL)
    {
      g_auto(GStrv) halves = g_strsplit (joined, "</tactics-map>", 2);

      g_free (joined);
      joined = g_strconcat (halves[0], scenario, "</tactics-map>", halves[1], NULL);
    }
  g_assert_true (g_file_set_contents (path, joined, -1, &error));
  g_assert_no_error (error);
  return g_file_new_for_path (path);
}

static void
skirmish_set_up (EditorFixture *fixture,
                 gconstpointer  data)
{
  g_autoptr(GFile) file = write_map ("skirmish-copy.map.xml", NULL);

  editor_fixture_open (fixture, file);
}

static void
show_scenario_page (EditorFixture *fixture)
{
  activate (fixture, "editor.page", g_variant_new_string ("scenario"));
  ui_test_iterate ();
}

/* A scenario built on the page, step by step, each edit a named step;
 * saved, it loads back as built. */
static void
test_build_scenario (EditorFixture *fixture,
                     gconstpointer  data)
{
  TacticsScenario *scenario;
  g_autoptr(TacticsObjective) objective = NULL;
  g_autoptr(TacticsSide) first = NULL;
  g_autoptr(TacticsScenario) loaded = NULL;
  g_autofree char *sentence = NULL;
  g_autofree char *path = g_build_filename (scratch, "built.map.xml", NULL);
  g_autoptr(GFile) file = g_file_new_for_path (path);
  g_autoptr(GError) error = NULL;
  const char *label;

  show_scenario_page (fixture);
  g_assert_null (scenario_of (fixture));
  ui_test_save_screenshot (GTK_WIDGET (fixture->window), "editor-scenario-none");

  /* Add Scenario: two sides, no regions, one step. */
  click_button (fixture, "add_scenario");
  scenario = scenario_of (fixture);
  g_assert_nonnull (scenario);
  g_assert_cmpuint (n_items (tactics_scenario_get_sides (scenario)), ==, 2);
  g_assert_cmpuint (n_items (tactics_scenario_get_regions (scenario)), ==, 0);
  g_assert_cmpstr (undo_label (fixture), ==, "Add Scenario");
  g_assert_false (gtk_widget_is_sensitive (field (fixture, "add_scenario")));

  /* The scenario's own fields. */
  type_text (fixture, "scenario_name", "The Crossing");
  leave_field (fixture);
  g_assert_cmpstr (tactics_scenario_get_name (scenario), ==, "The Crossing");
  g_assert_cmpstr (undo_label (fixture), ==, "Change “Name”");
  /* The window is titled with the scenario's name. */
  g_assert_cmpstr (tactics_editor_document_get_title (fixture->document), ==, "The Crossing");
  type_text (fixture, "scenario_round_limit", "12");
  leave_field (fixture);
  g_assert_cmpuint (tactics_scenario_get_round_limit (scenario), ==, 12);
  /* A bad value stays in its field and never reaches the scenario. */
  type_text (fixture, "scenario_round_limit", "100000");
  g_assert_cmpuint (tactics_scenario_get_round_limit (scenario), ==, 12);
  g_assert_cmpstr (gtk_label_get_text (GTK_LABEL (field (fixture, "scenario_round_limit_error"))),
                   !=, "");
  type_text (fixture, "scenario_round_limit", "12");
  leave_field (fixture);

  /* A third side, then back to two: the limits hold. */
  g_signal_emit_by_name (field (fixture, "side_list"), "add");
  ui_test_iterate ();
  g_assert_cmpuint (n_items (tactics_scenario_get_sides (scenario)), ==, 3);
  g_assert_cmpstr (undo_label (fixture), ==, "Add Side");
  g_signal_emit_by_name (field (fixture, "side_list"), "remove");
  ui_test_iterate ();
  g_assert_cmpuint (n_items (tactics_scenario_get_sides (scenario)), ==, 2);
  g_signal_emit_by_name (field (fixture, "side_list"), "remove");
  ui_test_iterate ();
  g_assert_cmpuint (n_items (tactics_scenario_get_sides (scenario)), ==, 2);
  g_assert_cmpstr (gtk_label_get_text (GTK_LABEL (field (fixture, "side_list_error"))), ==,
                   "A scenario has at least 2 sides");

  /* A region, renamed. */
  g_signal_emit_by_name (field (fixture, "region_list"), "add");
  ui_test_iterate ();
  g_assert_cmpuint (n_items (tactics_scenario_get_regions (scenario)), ==, 1);
  g_assert_cmpstr (undo_label (fixture), ==, "Add Region");
  type_text (fixture, "region_name", "the Ford");
  leave_field (fixture);
  g_assert_cmpstr (undo_label (fixture), ==, "Rename “Region 1”");

  /* The first side's objective: hold the Ford for 3 rounds. */
  tactics_editor_item_list_set_selected (TACTICS_EDITOR_ITEM_LIST (field (fixture, "side_list")), 0);
  ui_test_iterate ();
  click_button (fixture, "add_objective");
  first = g_list_model_get_item (tactics_scenario_get_sides (scenario), 0);
  g_assert_cmpuint (n_items (tactics_side_get_objectives (first)), ==, 1);
  label = undo_label (fixture);
  g_assert_cmpstr (label, ==, "Add Objective of “Side 1”");
  objective = g_list_model_get_item (tactics_side_get_objectives (first), 0);
  choose (fixture, "objective_kind", TACTICS_OBJECTIVE_HOLD_REGION);
  g_assert_cmpint (tactics_objective_get_kind (objective), ==, TACTICS_OBJECTIVE_HOLD_REGION);
  /* Only the fields the kind uses can be changed. */
  g_assert_true (gtk_widget_is_sensitive (field (fixture, "objective_region")));
  g_assert_false (gtk_widget_is_sensitive (field (fixture, "objective_unit")));
  choose (fixture, "objective_region", 1);
  g_assert_cmpstr (tactics_objective_get_region (objective), ==, "region1");
  g_assert_cmpstr (undo_label (fixture), ==, "Change the Objective’s Region");
  type_text (fixture, "objective_rounds", "3");
  leave_field (fixture);
  g_assert_cmpuint (tactics_objective_get_rounds (objective), ==, 3);
  sentence = tactics_scenario_dup_objective_sentence (scenario, first, objective);
  g_assert_nonnull (strstr (sentence, "the Ford"));
  g_assert_cmpstr (gtk_label_get_text (GTK_LABEL (field (fixture, "objective_sentence"))), ==,
                   sentence);
  ui_test_save_screenshot (GTK_WIDGET (fixture->window), "editor-scenario-page");

  /* Saved inside the map file, it loads back as built. */
  g_assert_true (tactics_editor_document_save_as (fixture->document, file, &error));
  g_assert_no_error (error);
  loaded = tactics_scenario_load (file, &error);
  g_assert_no_error (error);
  g_assert_null (tactics_scenario_get_map_path (loaded));
  g_assert_cmpstr (tactics_scenario_get_name (loaded), ==, "The Crossing");
  g_assert_cmpuint (tactics_scenario_get_round_limit (loaded), ==, 12);
  g_assert_cmpuint (n_items (tactics_scenario_get_sides (loaded)), ==, 2);
  g_assert_cmpstr (tactics_region_get_name (tactics_scenario_lookup_region (loaded, "region1")),
                   ==, "the Ford");
  {
    TacticsSide *side = tactics_scenario_lookup_side (loaded, "side1");
    g_autoptr(TacticsObjective) hold = g_list_model_get_item (tactics_side_get_objectives (side), 0);
    g_autofree char *loaded_sentence = tactics_scenario_dup_objective_sentence (loaded, side, hold);

    g_assert_cmpstr (loaded_sentence, ==, sentence);
  }
  g_assert_false (tactics_editor_document_get_modified (fixture->document));
}

/* Each kind of scenario edit undone and redone, Add Scenario among them. */
static void
test_undo_redo (EditorFixture *fixture,
                gconstpointer  data)
{
  TacticsScenario *scenario;
  g_autoptr(TacticsSide) side = NULL;
  GtkWidget *sides;

  show_scenario_page (fixture);
  activate (fixture, "editor.add-scenario", NULL);
  ui_test_iterate ();
  scenario = scenario_of (fixture);
  sides = field (fixture, "side_list");

  type_text (fixture, "side_name", "Blue Army");
  leave_field (fixture);
  choose (fixture, "side_team", 4);
  side = g_list_model_get_item (tactics_scenario_get_sides (scenario), 0);
  g_assert_cmpuint (tactics_side_get_team (side), ==, 4);
  g_signal_emit_by_name (field (fixture, "region_list"), "add");
  ui_test_iterate ();
  tactics_editor_item_list_set_selected (TACTICS_EDITOR_ITEM_LIST (sides), 0);
  ui_test_iterate ();
  choose (fixture, "side_start_zone", 1);
  g_assert_cmpstr (tactics_side_get_start_zone (side), ==, "region1");
  g_signal_emit_by_name (sides, "move", 1);
  ui_test_iterate ();
  g_assert_true (g_list_model_get_item (tactics_scenario_get_sides (scenario), 1) == (gpointer) side);
  g_object_unref (side);

  /* A duplicate: the side's settings under a new id, one step. */
  tactics_editor_item_list_set_selected (TACTICS_EDITOR_ITEM_LIST (sides), 1);
  ui_test_iterate ();
  g_signal_emit_by_name (sides, "duplicate");
  ui_test_iterate ();
  {
    g_autoptr(TacticsSide) copy = g_list_model_get_item (tactics_scenario_get_sides (scenario), 2);

    g_assert_cmpstr (tactics_side_get_id (copy), ==, "side3");
    g_assert_cmpstr (tactics_side_get_name (copy), ==, "Blue Army");
    g_assert_cmpstr (tactics_side_get_start_zone (copy), ==, "region1");
  }
  g_assert_cmpstr (undo_label (fixture), ==, "Duplicate “Blue Army”");
  undo (fixture);
  g_assert_cmpuint (n_items (tactics_scenario_get_sides (scenario)), ==, 2);

  /* Back, one step at a time, to the map without a scenario. */
  g_assert_cmpstr (undo_label (fixture), ==, "Move “Blue Army”");
  undo (fixture);
  g_assert_true (g_list_model_get_item (tactics_scenario_get_sides (scenario), 0) == (gpointer) side);
  g_object_unref (side);
  g_assert_cmpstr (undo_label (fixture), ==, "Change the Start Zone of “Blue Army”");
  undo (fixture);
  g_assert_null (tactics_side_get_start_zone (side));
  g_assert_cmpstr (undo_label (fixture), ==, "Add Region");
  undo (fixture);
  g_assert_cmpuint (n_items (tactics_scenario_get_regions (scenario)), ==, 0);
  g_assert_cmpstr (undo_label (fixture), ==, "Change “Team” of “Blue Army”");
  undo (fixture);
  g_assert_cmpuint (tactics_side_get_team (side), ==, 0);
  tactics_editor_item_list_set_selected (TACTICS_EDITOR_ITEM_LIST (sides), 0);
  ui_test_iterate ();
  g_assert_cmpuint (gtk_drop_down_get_selected (GTK_DROP_DOWN (field (fixture, "side_team"))), ==, 0);
  g_assert_cmpstr (undo_label (fixture), ==, "Rename “Side 1”");
  undo (fixture);
  g_assert_cmpstr (tactics_side_get_name (side), ==, "Side 1");
  g_assert_cmpstr (gtk_editable_get_text (GTK_EDITABLE (field (fixture, "side_name"))), ==,
                   "Side 1");
  g_assert_cmpstr (undo_label (fixture), ==, "Add Scenario");
  undo (fixture);
  g_assert_null (scenario_of (fixture));
  g_assert_false (tactics_editor_document_can_undo (fixture->document));

  /* And forward again to where it was. */
  for (guint i = 0; i < 6; i++)
    redo (fixture);
  g_assert_true (scenario_of (fixture) == scenario);
  g_assert_cmpstr (tactics_side_get_name (side), ==, "Blue Army");
  g_assert_cmpuint (tactics_side_get_team (side), ==, 4);
  g_assert_cmpstr (tactics_side_get_start_zone (side), ==, "region1");
  g_assert_true (g_list_model_get_item (tactics_scenario_get_sides (scenario), 1) == (gpointer) side);
  g_object_unref (side);
  /* The duplicate, undone last, is redone last. */
  g_assert_cmpstr (tactics_editor_document_get_redo_label (fixture->document), ==,
                   "Duplicate “Blue Army”");
  redo (fixture);
  g_assert_cmpuint (n_items (tactics_scenario_get_sides (scenario)), ==, 3);
  g_assert_false (tactics_editor_document_can_redo (fixture->document));
}

/* Placed units: placed, moved through the form and shown on the board. */
static void
test_placed_units (EditorFixture *fixture,
                   gconstpointer  data)
{
  TacticsScenario *scenario;
  g_autoptr(TacticsSide) side = NULL;

  show_scenario_page (fixture);
  activate (fixture, "editor.add-scenario", NULL);
  ui_test_iterate ();
  scenario = scenario_of (fixture);
  side = g_list_model_get_item (tactics_scenario_get_sides (scenario), 0);

  click_button (fixture, "add_placed_unit");
  g_assert_cmpuint (tactics_side_get_n_placed_units (side), ==, 1);
  g_assert_cmpstr (undo_label (fixture), ==, "Place a Unit of “Side 1”");
  g_assert_true (tactics_token_layer_has_token (fixture->window->unit_layer, (TacticsCell) { 0, 0 }));

  type_text (fixture, "unit_x", "4");
  leave_field (fixture);
  g_assert_cmpint (tactics_side_get_placed_unit (side, 0)->cell.x, ==, 4);
  g_assert_true (tactics_token_layer_has_token (fixture->window->unit_layer, (TacticsCell) { 4, 0 }));
  /* Off the map: refused at the field. */
  type_text (fixture, "unit_y", "999");
  g_assert_cmpint (tactics_side_get_placed_unit (side, 0)->cell.y, ==, 0);
  type_text (fixture, "unit_y", "2");
  leave_field (fixture);
  g_assert_cmpint (tactics_side_get_placed_unit (side, 0)->cell.y, ==, 2);
  ui_test_save_screenshot (GTK_WIDGET (fixture->window), "editor-scenario-units");
  /* The board shows it too, with a region of a few cells beside it. */
  {
    g_autoptr(TacticsRegion) region = tactics_region_new ("camp", "the Camp");
    const TacticsCell cells[] = { { 3, 1 }, { 4, 1 }, { 5, 1 }, { 3, 2 }, { 4, 2 }, { 5, 2 } };

    tactics_region_set_cells (region, cells, G_N_ELEMENTS (cells), TRUE);
    tactics_scenario_insert_region (scenario, 0, region);
    tactics_editor_document_name_scenario_edit (fixture->document, "Add Region");
    tactics_editor_document_commit_scenario_edit (fixture->document);
    activate (fixture, "editor.page", g_variant_new_string ("map"));
    ui_test_iterate ();
    ui_test_save_screenshot (GTK_WIDGET (fixture->window), "editor-scenario-board");
    undo (fixture);
    g_assert_cmpuint (n_items (tactics_scenario_get_regions (scenario)), ==, 0);
  }

  undo (fixture);
  g_assert_cmpint (tactics_side_get_placed_unit (side, 0)->cell.y, ==, 0);
  undo (fixture);
  g_assert_cmpint (tactics_side_get_placed_unit (side, 0)->cell.x, ==, 0);
  undo (fixture);
  g_assert_cmpuint (tactics_side_get_n_placed_units (side), ==, 0);
  g_assert_cmpuint (tactics_token_layer_get_n_tokens (fixture->window->unit_layer), ==, 0);

  /* A unit an enemy's objective names: removed, the objective names none,
   * in the same step. */
  click_button (fixture, "add_placed_unit");
  {
    g_autoptr(TacticsSide) enemy = g_list_model_get_item (tactics_scenario_get_sides (scenario), 1);
    g_autoptr(TacticsObjective) hunt = tactics_objective_new (TACTICS_OBJECTIVE_ELIMINATE_UNIT);

    tactics_objective_set_unit (hunt, "unit1");
    tactics_side_insert_objective (enemy, 0, hunt);
    tactics_editor_document_name_scenario_edit (fixture->document, "Add Objective");
    tactics_editor_document_commit_scenario_edit (fixture->document);
    tactics_editor_side_details_refresh (TACTICS_EDITOR_SIDE_DETAILS (
      ui_test_find_widget (GTK_WIDGET (fixture->window), "side_details")));
    click_button (fixture, "remove_placed_unit");
    g_assert_cmpuint (tactics_side_get_n_placed_units (side), ==, 0);
    g_assert_null (tactics_objective_get_unit (hunt));
    undo (fixture);
    g_assert_cmpuint (tactics_side_get_n_placed_units (side), ==, 1);
    g_assert_cmpstr (tactics_objective_get_unit (hunt), ==, "unit1");
  }
}

static guint
n_children (GtkWidget *widget)
{
  guint n = 0;

  for (GtkWidget *child = gtk_widget_get_first_child (widget); child != NULL;
       child = gtk_widget_get_next_sibling (child))
    n++;
  return n;
}

/* The steps Undo can take back. */
static guint
n_steps (EditorFixture *fixture)
{
  return fixture->document->position;
}

/* The side's settings are all there with the side: its allowed unit types
 * are listed as soon as it is, for a new scenario and a new side. */
static void
test_allowed_units_with_side (EditorFixture *fixture,
                              gconstpointer  data)
{
  guint n_types = n_items (tactics_ruleset_get_unit_types (
                             tactics_map_get_ruleset (fixture->map)));

  g_assert_cmpuint (n_types, >, 1);
  show_scenario_page (fixture);
  click_button (fixture, "add_scenario");
  g_assert_true (gtk_widget_get_visible (field (fixture, "side_allowed_units")));
  g_assert_cmpuint (n_children (field (fixture, "side_allowed_units")), ==, n_types);
  g_signal_emit_by_name (field (fixture, "side_list"), "add");
  ui_test_iterate ();
  g_assert_cmpuint (n_children (field (fixture, "side_allowed_units")), ==, n_types);
  /* Checked, a type is the side's only one, in one named step. */
  gtk_check_button_set_active (GTK_CHECK_BUTTON (gtk_widget_get_first_child (
                                                   field (fixture, "side_allowed_units"))),
                               TRUE);
  ui_test_iterate ();
  g_assert_cmpstr (undo_label (fixture), ==, "Change the Unit Types of “Side 3”");
}

/* A new map's rules have no unit types: those added on the Units page are
 * at once in the side's allowed units, and renamed there too. */
static void
test_allowed_units_follow_ruleset (EditorFixture *fixture,
                                   gconstpointer  data)
{
  GListModel *types = tactics_ruleset_get_unit_types (tactics_map_get_ruleset (fixture->map));
  GtkWidget *allowed;
  g_autoptr(TacticsUnitType) added = NULL;

  show_scenario_page (fixture);
  click_button (fixture, "add_scenario");
  allowed = field (fixture, "side_allowed_units");
  g_assert_cmpuint (n_items (types), ==, 0);
  g_assert_cmpuint (n_children (allowed), ==, 0);

  tactics_editor_window_show_page (fixture->window, "units");
  ui_test_iterate ();
  g_signal_emit_by_name (ui_test_find_widget (fixture->window->units_page, "unit-prototypes"),
                         "add");
  ui_test_iterate ();
  g_assert_cmpuint (n_items (types), ==, 1);
  show_scenario_page (fixture);
  g_assert_cmpuint (n_children (allowed), ==, 1);
  added = g_list_model_get_item (types, 0);
  g_assert_cmpstr (gtk_check_button_get_label (GTK_CHECK_BUTTON (gtk_widget_get_first_child (
                                                                   allowed))),
                   ==, tactics_unit_type_get_name (added));
  tactics_unit_type_set_name (added, "Lancer");
  g_assert_cmpstr (gtk_check_button_get_label (GTK_CHECK_BUTTON (gtk_widget_get_first_child (
                                                                   allowed))),
                   ==, "Lancer");
}

/* Each new region is of a colour of its own, whichever way it is added. */
static void
test_region_colors (EditorFixture *fixture,
                    gconstpointer  data)
{
  TacticsScenario *scenario;
  GListModel *regions;

  show_scenario_page (fixture);
  click_button (fixture, "add_scenario");
  scenario = scenario_of (fixture);
  regions = tactics_scenario_get_regions (scenario);
  for (guint i = 0; i < 3; i++)
    {
      g_signal_emit_by_name (field (fixture, "region_list"), "add");
      ui_test_iterate ();
    }
  /* The Map page's palette adds them too. */
  activate (fixture, "editor.page", g_variant_new_string ("map"));
  ui_test_iterate ();
  click_button (fixture, "new_region_button");
  g_assert_cmpuint (n_items (regions), ==, 4);
  for (guint i = 0; i < 4; i++)
    for (guint j = i + 1; j < 4; j++)
      {
        g_autoptr(TacticsRegion) a = g_list_model_get_item (regions, i);
        g_autoptr(TacticsRegion) b = g_list_model_get_item (regions, j);

        g_assert_cmpstr (tactics_region_get_color (a), !=, tactics_region_get_color (b));
      }
}

/* Units alike are told apart where an objective names one: by side and
 * cell, in the unit choice and in the sentence, which follow the unit. */
static void
test_objective_unit_label (EditorFixture *fixture,
                           gconstpointer  data)
{
  TacticsScenario *scenario;
  g_autoptr(TacticsSide) first = NULL;
  g_autoptr(TacticsObjective) objective = NULL;
  GListModel *choices;
  const char *sentence;

  show_scenario_page (fixture);
  click_button (fixture, "add_scenario");
  scenario = scenario_of (fixture);
  first = g_list_model_get_item (tactics_scenario_get_sides (scenario), 0);
  click_button (fixture, "add_placed_unit");
  type_text (fixture, "unit_x", "4");
  type_text (fixture, "unit_y", "7");
  leave_field (fixture);
  click_button (fixture, "add_placed_unit");
  type_text (fixture, "unit_x", "5");
  leave_field (fixture);

  click_button (fixture, "add_objective");
  choose (fixture, "objective_kind", TACTICS_OBJECTIVE_PROTECT_UNIT);
  choices = gtk_drop_down_get_model (GTK_DROP_DOWN (field (fixture, "objective_unit")));
  g_assert_cmpuint (n_items (choices), ==, 3);
  g_assert_cmpstr (gtk_string_list_get_string (GTK_STRING_LIST (choices), 1), ==,
                   "Infantry of Side 1 at 4,7");
  g_assert_cmpstr (gtk_string_list_get_string (GTK_STRING_LIST (choices), 2), ==,
                   "Infantry of Side 1 at 5,0");
  choose (fixture, "objective_unit", 1);
  objective = g_list_model_get_item (tactics_side_get_objectives (first), 0);
  g_assert_cmpstr (tactics_objective_get_unit (objective), ==, "unit1");
  sentence = gtk_label_get_text (GTK_LABEL (field (fixture, "objective_sentence")));
  g_assert_cmpstr (sentence, ==, "Side 1 loses if Infantry of Side 1 at 4,7 falls.");

  /* Moved on the board, the sentence says where it stands now. */
  tactics_editor_item_list_set_selected (TACTICS_EDITOR_ITEM_LIST (field (fixture, "side_list")),
                                         0);
  activate (fixture, "editor.page", g_variant_new_string ("map"));
  ui_test_iterate ();
  {
    g_autoptr(TacticsPlacedUnit) moved =
      tactics_placed_unit_copy (tactics_side_get_placed_unit (first, 0));

    moved->cell = (TacticsCell) { 2, 3 };
    tactics_side_remove_placed_unit (first, 0);
    tactics_side_insert_placed_unit (first, 0, moved);
  }
  ui_test_iterate ();
  g_assert_cmpstr (gtk_label_get_text (GTK_LABEL (field (fixture, "objective_sentence"))), ==,
                   "Side 1 loses if Infantry of Side 1 at 2,3 falls.");
}

/* A number refused while typing keeps nothing of the way there: typing
 * 10000 into a unit's HP (at most 9999) passes 1000, which must not stay;
 * and one edit is one step. */
static void
test_refused_number (EditorFixture *fixture,
                     gconstpointer  data)
{
  const char * const typed[] = { "1", "10", "100", "1000", "10000" };
  g_autoptr(TacticsSide) first = NULL;
  GtkWidget *hp;
  guint steps;

  show_scenario_page (fixture);
  click_button (fixture, "add_scenario");
  first = g_list_model_get_item (tactics_scenario_get_sides (scenario_of (fixture)), 0);
  click_button (fixture, "add_placed_unit");
  type_text (fixture, "unit_x", "3");
  leave_field (fixture);
  g_assert_cmpint (tactics_side_get_placed_unit (first, 0)->cell.x, ==, 3);
  steps = n_steps (fixture);
  /* The Units page has a field of that name too. */
  hp = ui_test_find_widget (field (fixture, "side_details"), "unit_hp");

  gtk_widget_grab_focus (hp);
  for (guint i = 0; i < G_N_ELEMENTS (typed); i++)
    {
      gtk_editable_set_text (GTK_EDITABLE (hp), typed[i]);
      /* What is typed stays as typed, refused or not. */
      g_assert_cmpstr (gtk_editable_get_text (GTK_EDITABLE (hp)), ==, typed[i]);
    }
  g_assert_cmpstr (gtk_label_get_text (GTK_LABEL (field (fixture, "unit_x_error"))), !=, "");
  g_assert_cmpuint (tactics_side_get_placed_unit (first, 0)->hp, ==, 0);
  leave_field (fixture);
  g_assert_cmpuint (tactics_side_get_placed_unit (first, 0)->hp, ==, 0);
  g_assert_cmpuint (n_steps (fixture), ==, steps);

  /* Typed right, the same field makes one step. */
  gtk_widget_grab_focus (hp);
  for (guint i = 0; i < 4; i++)
    {
      gtk_editable_set_text (GTK_EDITABLE (hp), typed[i]);
      g_assert_cmpstr (gtk_editable_get_text (GTK_EDITABLE (hp)), ==, typed[i]);
    }
  leave_field (fixture);
  g_assert_cmpuint (tactics_side_get_placed_unit (first, 0)->hp, ==, 1000);
  g_assert_cmpuint (n_steps (fixture), ==, steps + 1);
  undo (fixture);
  g_assert_cmpuint (tactics_side_get_placed_unit (first, 0)->hp, ==, 0);

  /* So do the form's fields: the round limit. */
  gtk_widget_grab_focus (field (fixture, "scenario_round_limit"));
  gtk_editable_set_text (GTK_EDITABLE (field (fixture, "scenario_round_limit")), "10");
  gtk_editable_set_text (GTK_EDITABLE (field (fixture, "scenario_round_limit")), "100");
  gtk_editable_set_text (GTK_EDITABLE (field (fixture, "scenario_round_limit")), "100000");
  g_assert_cmpuint (tactics_scenario_get_round_limit (scenario_of (fixture)), ==, 0);
  leave_field (fixture);
  g_assert_cmpuint (tactics_scenario_get_round_limit (scenario_of (fixture)), ==, 0);
  g_assert_cmpuint (n_steps (fixture), ==, steps);
}

/* Each Undo label names the field and the thing edited: the objective by
 * its side, the placed unit by its side and cell, a field by its name
 * without its hint. */
static void
test_undo_labels (EditorFixture *fixture,
                  gconstpointer  data)
{
  show_scenario_page (fixture);
  click_button (fixture, "add_scenario");
  type_text (fixture, "scenario_round_limit", "5");
  leave_field (fixture);
  g_assert_cmpstr (undo_label (fixture), ==, "Change “Round limit”");
  type_text (fixture, "side_name", "West");
  leave_field (fixture);
  type_text (fixture, "side_budget", "3");
  leave_field (fixture);
  g_assert_cmpstr (undo_label (fixture), ==, "Change “Budget” of “West”");

  click_button (fixture, "add_objective");
  click_button (fixture, "add_objective");
  choose (fixture, "objective_kind", TACTICS_OBJECTIVE_HOLD_REGION);
  g_assert_cmpstr (undo_label (fixture), ==, "Change “Kind” of “Objective 2 of West”");
  type_text (fixture, "objective_rounds", "4");
  leave_field (fixture);
  g_assert_cmpstr (undo_label (fixture), ==, "Change “Rounds” of “Objective 2 of West”");

  click_button (fixture, "add_placed_unit");
  type_text (fixture, "unit_x", "4");
  leave_field (fixture);
  g_assert_cmpstr (undo_label (fixture), ==, "Change “Infantry of West at 0,0”");
  choose (fixture, "unit_type", 1);
  g_assert_cmpstr (undo_label (fixture), ==, "Change “Infantry of West at 4,0”");
  g_assert_cmpstr (tactics_side_get_placed_unit (tactics_scenario_get_side (scenario_of (fixture),
                                                                            0), 0)->unit_type,
                   !=, "infantry");
  undo (fixture);
  g_assert_cmpstr (tactics_side_get_placed_unit (tactics_scenario_get_side (scenario_of (fixture),
                                                                            0), 0)->unit_type,
                   ==, "infantry");
}

/* Fog of war on the Scenario page: the scenario's fog mode and a region
 * revealed at the start, each a named step that undoes and redoes, saved
 * inside the map and read back. */
static void
test_fog_settings (EditorFixture *fixture,
                   gconstpointer  data)
{
  g_autofree char *path = g_build_filename (scratch, "fog.map.xml", NULL);
  g_autoptr(GFile) file = g_file_new_for_path (path);
  g_autoptr(TacticsScenario) loaded = NULL;
  g_autoptr(GError) error = NULL;
  TacticsScenario *scenario;
  TacticsRegion *region;
  GtkWidget *revealed;

  show_scenario_page (fixture);
  click_button (fixture, "add_scenario");
  scenario = scenario_of (fixture);
  g_assert_cmpint (tactics_scenario_get_fog (scenario), ==, TACTICS_FOG_MODE_NONE);
  g_assert_cmpuint (gtk_drop_down_get_selected (GTK_DROP_DOWN (field (fixture, "scenario_fog"))),
                    ==, TACTICS_FOG_MODE_NONE);
  g_assert_nonnull (gtk_widget_get_tooltip_text (field (fixture, "scenario_fog")));

  choose (fixture, "scenario_fog", TACTICS_FOG_MODE_SHROUD);
  g_assert_cmpint (tactics_scenario_get_fog (scenario), ==, TACTICS_FOG_MODE_SHROUD);
  g_assert_cmpstr (undo_label (fixture), ==, "Change “Fog of war”");
  choose (fixture, "scenario_fog", TACTICS_FOG_MODE_FOG);
  g_assert_cmpint (tactics_scenario_get_fog (scenario), ==, TACTICS_FOG_MODE_FOG);
  undo (fixture);
  g_assert_cmpint (tactics_scenario_get_fog (scenario), ==, TACTICS_FOG_MODE_SHROUD);
  g_assert_cmpuint (gtk_drop_down_get_selected (GTK_DROP_DOWN (field (fixture, "scenario_fog"))),
                    ==, TACTICS_FOG_MODE_SHROUD);
  undo (fixture);
  g_assert_cmpint (tactics_scenario_get_fog (scenario), ==, TACTICS_FOG_MODE_NONE);
  g_assert_cmpuint (gtk_drop_down_get_selected (GTK_DROP_DOWN (field (fixture, "scenario_fog"))),
                    ==, TACTICS_FOG_MODE_NONE);
  redo (fixture);
  g_assert_cmpint (tactics_scenario_get_fog (scenario), ==, TACTICS_FOG_MODE_SHROUD);

  /* A region: not revealed until asked. */
  g_signal_emit_by_name (field (fixture, "region_list"), "add");
  ui_test_iterate ();
  type_text (fixture, "region_name", "the Ford");
  leave_field (fixture);
  region = tactics_scenario_lookup_region (scenario, "region1");
  revealed = field (fixture, "region_revealed");
  g_assert_true (gtk_widget_get_sensitive (revealed));
  g_assert_false (gtk_check_button_get_active (GTK_CHECK_BUTTON (revealed)));
  g_assert_false (tactics_region_get_revealed (region));
  gtk_check_button_set_active (GTK_CHECK_BUTTON (revealed), TRUE);
  ui_test_iterate ();
  g_assert_true (tactics_region_get_revealed (region));
  g_assert_cmpstr (undo_label (fixture), ==, "Change “Revealed at start” of “the Ford”");
  ui_test_save_screenshot (GTK_WIDGET (fixture->window), "editor-scenario-fog");
  undo (fixture);
  g_assert_false (tactics_region_get_revealed (region));
  g_assert_false (gtk_check_button_get_active (GTK_CHECK_BUTTON (revealed)));
  redo (fixture);
  g_assert_true (tactics_region_get_revealed (region));
  g_assert_true (gtk_check_button_get_active (GTK_CHECK_BUTTON (revealed)));

  /* A second region stays unrevealed; the form shows each its own. */
  g_signal_emit_by_name (field (fixture, "region_list"), "add");
  ui_test_iterate ();
  g_assert_false (gtk_check_button_get_active (GTK_CHECK_BUTTON (revealed)));
  tactics_editor_item_list_set_selected (TACTICS_EDITOR_ITEM_LIST (field (fixture, "region_list")),
                                         0);
  ui_test_iterate ();
  g_assert_true (gtk_check_button_get_active (GTK_CHECK_BUTTON (revealed)));

  g_assert_true (tactics_editor_document_save_as (fixture->document, file, &error));
  g_assert_no_error (error);
  loaded = tactics_scenario_load (file, &error);
  g_assert_no_error (error);
  g_assert_cmpint (tactics_scenario_get_fog (loaded), ==, TACTICS_FOG_MODE_SHROUD);
  g_assert_true (tactics_region_get_revealed (tactics_scenario_lookup_region (loaded, "region1")));
  g_assert_false (tactics_region_get_revealed (tactics_scenario_lookup_region (loaded,
                                                                              "region2")));
  g_unlink (path);
}

/* Lets the window lay itself out again (a frame or two). */
static void
settle (void)
{
  gint64 until = g_get_monotonic_time () + 150 * 1000;

  while (g_get_monotonic_time () < until)
    ui_test_iterate ();
}

static graphene_rect_t
bounds_of (EditorFixture *fixture,
           const char    *name)
{
  graphene_rect_t bounds;

  g_assert_true (gtk_widget_compute_bounds (field (fixture, name), GTK_WIDGET (fixture->window),
                                            &bounds));
  return bounds;
}

/* Nothing on the Scenario page moves under the pointer while editing, at
 * 1280 × 800 with three sides: a longer sentence, name or message, another
 * kind of objective, more objectives and units. The page scrolls instead
 * of squeezing its lists, and the window keeps its size. */
static void
test_scenario_page_stays_put (EditorFixture *fixture,
                              gconstpointer  data)
{
  static const char * const watched[] = {
    "add_objective", "remove_objective", "objective_kind", "objective_points",
    "add_placed_unit", "remove_placed_unit", "side_list", "region_list", "side_name",
    "scenario_round_limit", "side_allowed_units",
  };
  graphene_rect_t before[G_N_ELEMENTS (watched)];
  GtkWidget *scrolled;
  GtkAdjustment *vertical;

  gtk_window_set_default_size (GTK_WINDOW (fixture->window), 1280, 800);
  show_scenario_page (fixture);
  click_button (fixture, "add_scenario");
  g_signal_emit_by_name (field (fixture, "side_list"), "add");
  tactics_editor_item_list_set_selected (TACTICS_EDITOR_ITEM_LIST (field (fixture, "side_list")),
                                         0);
  click_button (fixture, "add_placed_unit");
  click_button (fixture, "add_objective");
  settle ();
  for (guint i = 0; i < G_N_ELEMENTS (watched); i++)
    before[i] = bounds_of (fixture, watched[i]);

#define ASSERT_PUT(when) \
  G_STMT_START { \
    settle (); \
    for (guint w = 0; w < G_N_ELEMENTS (watched); w++) \
      { \
        graphene_rect_t after = bounds_of (fixture, watched[w]); \
        if (!graphene_rect_equal (&before[w], &after)) \
          g_error ("%s moved when %s: %g,%g %g×%g → %g,%g %g×%g", watched[w], when, \
                   before[w].origin.x, before[w].origin.y, before[w].size.width, \
                   before[w].size.height, after.origin.x, after.origin.y, after.size.width, \
                   after.size.height); \
      } \
  } G_STMT_END

  /* Every kind, the sentence longer or shorter with each. */
  for (guint kind = 0; kind <= TACTICS_OBJECTIVE_MOST_POINTS; kind++)
    {
      choose (fixture, "objective_kind", kind);
      ASSERT_PUT ("the objective's kind changed");
    }
  choose (fixture, "objective_kind", TACTICS_OBJECTIVE_PROTECT_UNIT);
  choose (fixture, "objective_unit", 1);
  type_text (fixture, "side_name", "The Grand Army of the Western Marches and the Seven Isles");
  leave_field (fixture);
  ASSERT_PUT ("the side got a long name");
  type_text (fixture, "scenario_round_limit", "100000000");
  ASSERT_PUT ("a number was refused");
  type_text (fixture, "scenario_round_limit", "12");
  leave_field (fixture);
  for (guint i = 0; i < 5; i++)
    {
      click_button (fixture, "add_objective");
      click_button (fixture, "add_placed_unit");
      ASSERT_PUT ("an objective and a unit were added");
    }
  ui_test_save_screenshot (GTK_WIDGET (fixture->window), "editor-scenario-1280x800");
#undef ASSERT_PUT

  /* The lists keep their rows; the page scrolls; the window stays. */
  g_assert_cmpint (gtk_widget_get_height (field (fixture, "side_list")), >=, 150);
  g_assert_cmpint (gtk_widget_get_height (field (fixture, "region_list")), >=, 150);
  scrolled = gtk_widget_get_ancestor (field (fixture, "side_list"), GTK_TYPE_SCROLLED_WINDOW);
  vertical = gtk_scrolled_window_get_vadjustment (GTK_SCROLLED_WINDOW (scrolled));
  g_assert_cmpfloat (gtk_adjustment_get_upper (vertical), >, gtk_adjustment_get_page_size (vertical));
  g_assert_cmpint (gtk_widget_get_height (GTK_WIDGET (fixture->window)), <=, 800);
  g_assert_cmpint (gtk_widget_get_width (GTK_WIDGET (fixture->window)), <=, 1280);
}

/* The Scenario page fits a 1280 × 800 window in every language: its
 * longest field labels (Spanish runs half as long again as English) wrap
 * instead of pushing the right column's buttons out of the window. */
static void
in_language_set_up (EditorFixture *fixture,
                    gconstpointer  data)
{
  ui_test_use_language (data);
  skirmish_set_up (fixture, NULL);
}

static void
test_scenario_page_fits (EditorFixture *fixture,
                         gconstpointer  data)
{
  static const char * const right_column[] = {
    "add_objective", "remove_objective", "add_placed_unit", "remove_placed_unit",
  };
  int width;

  gtk_window_set_default_size (GTK_WINDOW (fixture->window), 1280, 800);
  show_scenario_page (fixture);
  click_button (fixture, "add_scenario");
  tactics_editor_item_list_set_selected (TACTICS_EDITOR_ITEM_LIST (field (fixture, "side_list")),
                                         0);
  click_button (fixture, "add_objective");
  settle ();
  width = gtk_widget_get_width (GTK_WIDGET (fixture->window));
  g_assert_cmpint (width, <=, 1280);
  for (guint i = 0; i < G_N_ELEMENTS (right_column); i++)
    {
      graphene_rect_t bounds = bounds_of (fixture, right_column[i]);

      if (bounds.origin.x + bounds.size.width > width)
        g_error ("%s: %s ends at %g, past the window's %d px", (const char *) data,
                 right_column[i], bounds.origin.x + bounds.size.width, width);
    }
  ui_test_save_screenshot (GTK_WIDGET (fixture->window), "editor-scenario-fits");
}

static guint
cell_at (TacticsMap *map,
         int         x,
         int         y)
{
  return tactics_map_get_cells (map)[y * tactics_map_get_width (map) + x];
}

static const char scenario_xml[] =
  "  <scenario name=\"Inside\">\n"
  "    <sides>\n"
  "      <side id=\"west\" name=\"West\" team=\"0\" controller=\"human\" level=\"normal\"/>\n"
  "      <side id=\"east\" name=\"East\" team=\"1\" controller=\"computer\" level=\"normal\"/>\n"
  "    </sides>\n"
  "  </scenario>\n";

/* A map file holding a scenario keeps it when the map is edited and saved. */
static void
test_map_keeps_scenario (void)
{
  g_autoptr(GFile) file = write_map ("holding.map.xml", scenario_xml);
  g_autoptr(GError) error = NULL;
  g_autoptr(TacticsEditorDocument) document = tactics_editor_document_load (file, &error);
  g_autoptr(TacticsScenario) loaded = NULL;
  TacticsCell cell = { 1, 1 };

  g_assert_no_error (error);
  g_assert_nonnull (tactics_editor_document_get_scenario (document));
  tactics_editor_document_paint (document, &cell, 1, 2);
  g_assert_true (tactics_editor_document_save (document, &error));
  g_assert_no_error (error);

  loaded = tactics_scenario_load (file, &error);
  g_assert_no_error (error);
  g_assert_cmpstr (tactics_scenario_get_name (loaded), ==, "Inside");
  g_assert_nonnull (tactics_scenario_lookup_side (loaded, "east"));
  g_assert_cmpuint (cell_at (tactics_scenario_get_map (loaded), 1, 1), ==, 2);
}

static char *
read_text (GFile *file)
{
  g_autofree char *path = g_file_get_path (file);
  char *text = NULL;

  g_assert_true (g_file_get_contents (path, &text, NULL, NULL));
  return text;
}

/* A scenario its reader would refuse (an objective naming no region) is
 * not written: saving says why and leaves the file as it was. */
static void
test_save_refuses_unreadable (void)
{
  g_autoptr(GFile) file = write_map ("unreadable.map.xml", scenario_xml);
  g_autoptr(GError) error = NULL;
  g_autoptr(TacticsEditorDocument) document = tactics_editor_document_load (file, &error);
  g_autoptr(TacticsObjective) hold = tactics_objective_new (TACTICS_OBJECTIVE_HOLD_REGION);
  g_autoptr(TacticsRegion) ford = tactics_region_new ("ford", "the Ford");
  g_autofree char *before = NULL;
  g_autofree char *after = NULL;
  g_autoptr(TacticsScenario) loaded = NULL;
  TacticsScenario *scenario;

  g_assert_no_error (error);
  scenario = tactics_editor_document_get_scenario (document);
  before = read_text (file);
  tactics_side_insert_objective (tactics_scenario_lookup_side (scenario, "west"), 0, hold);
  g_assert_false (tactics_editor_document_save (document, &error));
  g_assert_error (error, G_IO_ERROR, G_IO_ERROR_INVALID_DATA);
  g_assert_nonnull (strstr (error->message, "cannot be saved"));
  g_assert_nonnull (strstr (error->message, "region"));
  g_clear_error (&error);
  after = read_text (file);
  g_assert_cmpstr (before, ==, after);
  g_assert_true (tactics_editor_document_get_modified (document));

  /* Put right, it saves and reads back. */
  tactics_region_set_cells (ford, &(TacticsCell) { 3, 3 }, 1, TRUE);
  tactics_scenario_insert_region (scenario, 0, ford);
  tactics_objective_set_region (hold, "ford");
  tactics_objective_set_rounds (hold, 2);
  g_assert_true (tactics_editor_document_save (document, &error));
  g_assert_no_error (error);
  loaded = tactics_scenario_load (file, &error);
  g_assert_no_error (error);
  g_assert_nonnull (tactics_scenario_lookup_region (loaded, "ford"));
}

/* Recovered work on a map holding a scenario comes back with it, and so
 * saves the map with it. */
static void
test_recovery (void)
{
  g_autoptr(GFile) file = write_map ("recovered.map.xml", scenario_xml);
  g_autoptr(GError) error = NULL;
  g_autoptr(TacticsEditorDocument) document = tactics_editor_document_load (file, &error);
  g_autoptr(TacticsEditorDocument) recovered = NULL;
  g_autoptr(TacticsScenario) loaded = NULL;
  g_autoptr(GFile) copy = NULL;
  g_autoptr(GPtrArray) items = NULL;
  TacticsEditorRecoveryItem *item = NULL;
  TacticsCell cell = { 3, 3 };

  g_assert_no_error (error);
  tactics_scenario_set_name (tactics_editor_document_get_scenario (document), "Unsaved");
  tactics_editor_document_commit_scenario_edit (document);
  tactics_editor_document_paint (document, &cell, 1, 2);
  g_assert_true (tactics_editor_recovery_write (document, &copy, &error));
  g_assert_no_error (error);

  items = tactics_editor_recovery_list ();
  for (guint i = 0; i < items->len; i++)
    {
      TacticsEditorRecoveryItem *candidate = g_ptr_array_index (items, i);

      if (candidate->original != NULL && g_file_equal (candidate->original, file))
        item = candidate;
    }
  g_assert_nonnull (item);
  recovered = tactics_editor_recovery_load (item, &error);
  g_assert_no_error (error);
  g_assert_nonnull (tactics_editor_document_get_scenario (recovered));
  g_assert_cmpstr (tactics_scenario_get_name (tactics_editor_document_get_scenario (recovered)),
                   ==, "Unsaved");
  g_assert_true (tactics_editor_document_save (recovered, &error));
  g_assert_no_error (error);
  tactics_editor_recovery_discard (copy);

  loaded = tactics_scenario_load (file, &error);
  g_assert_no_error (error);
  g_assert_cmpstr (tactics_scenario_get_name (loaded), ==, "Unsaved");
  g_assert_cmpuint (cell_at (tactics_scenario_get_map (loaded), 3, 3), ==, 2);
}

/* Recovered work on a scenario file whose map was edited comes back with
 * the map's edits, and saves them to the map the scenario names. */
static void
test_recovery_scenario_file (void)
{
  g_autoptr(GFile) map = write_map ("recovered-named.map.xml", NULL);
  g_autofree char *path = g_build_filename (scratch, "recovered-named.scenario.xml", NULL);
  g_autoptr(GFile) file = g_file_new_for_path (path);
  g_autoptr(GError) error = NULL;
  g_autoptr(TacticsEditorDocument) document = NULL;
  g_autoptr(TacticsEditorDocument) recovered = NULL;
  g_autoptr(TacticsMap) saved_map = NULL;
  g_autoptr(GFile) copy = NULL;
  g_autoptr(GPtrArray) items = NULL;
  TacticsEditorRecoveryItem *item = NULL;
  TacticsScenario *scenario;
  TacticsCell cell = { 4, 4 };

  g_assert_true (g_file_set_contents (path,
                                      "<?xml version=\"1.0\" encoding=\"UTF-8\"?>\n"
                                      "<tactics-scenario version=\"1\" name=\"Named\" "
                                      "map=\"recovered-named.map.xml\">\n"
                                      "  <sides>\n"
                                      "    <side id=\"a\" name=\"A\" team=\"0\" "
                                      "controller=\"human\" level=\"normal\"/>\n"
                                      "    <side id=\"b\" name=\"B\" team=\"1\" "
                                      "controller=\"computer\" level=\"normal\"/>\n"
                                      "  </sides>\n"
                                      "</tactics-scenario>\n", -1, NULL));
  document = tactics_editor_document_load (file, &error);
  g_assert_no_error (error);
  g_assert_cmpuint (cell_at (tactics_editor_document_get_map (document), 4, 4), !=, 2);
  tactics_editor_document_paint (document, &cell, 1, 2);
  g_assert_true (tactics_editor_recovery_write (document, &copy, &error));
  g_assert_no_error (error);

  items = tactics_editor_recovery_list ();
  for (guint i = 0; i < items->len; i++)
    {
      TacticsEditorRecoveryItem *candidate = g_ptr_array_index (items, i);

      if (candidate->original != NULL && g_file_equal (candidate->original, file))
        item = candidate;
    }
  g_assert_nonnull (item);
  recovered = tactics_editor_recovery_load (item, &error);
  g_assert_no_error (error);
  scenario = tactics_editor_document_get_scenario (recovered);
  g_assert_cmpstr (tactics_scenario_get_map_path (scenario), ==, "recovered-named.map.xml");
  g_assert_cmpuint (cell_at (tactics_editor_document_get_map (recovered), 4, 4), ==, 2);
  g_assert_true (tactics_editor_document_save (recovered, &error));
  g_assert_no_error (error);
  tactics_editor_recovery_discard (copy);

  saved_map = tactics_map_load (map, &error);
  g_assert_no_error (error);
  g_assert_cmpuint (cell_at (saved_map, 4, 4), ==, 2);
}

/* Discarding the ruleset's changes reads the map again: with its scenario. */
static void
test_discard_rules (EditorFixture *fixture,
                    gconstpointer  data)
{
  TacticsRuleset *ruleset = tactics_map_get_ruleset (fixture->map);
  TacticsEditorDocument *document;
  TacticsScenario *scenario;
  TacticsCell cell = { 5, 5 };

  tactics_editor_document_paint (fixture->document, &cell, 1, 2);
  tactics_ruleset_set_name (ruleset, "Changed");
  g_assert_true (tactics_editor_window_discard_ruleset_changes (fixture->window,
                                                                tactics_editor_document_get_file (
                                                                  fixture->document)));
  document = tactics_editor_window_get_document (fixture->window);
  g_assert_true (document != fixture->document);
  scenario = tactics_editor_document_get_scenario (document);
  g_assert_nonnull (scenario);
  g_assert_cmpstr (tactics_scenario_get_name (scenario), ==, "Inside");
  g_assert_cmpuint (cell_at (tactics_editor_document_get_map (document), 5, 5), ==, 2);
  g_assert_cmpstr (tactics_ruleset_get_name (tactics_editor_document_get_ruleset (document)), !=,
                   "Changed");
  tactics_editor_document_set_modified (document, FALSE);
}

/* A bundled scenario shown on the page: its sides, regions, objectives
 * with their sentences, placed units; the board shows its regions. */
static void
test_bundled_scenario (EditorFixture *fixture,
                       gconstpointer  data)
{
  TacticsScenario *scenario = scenario_of (fixture);
  g_autoptr(TacticsSide) side = NULL;
  g_autoptr(TacticsObjective) objective = NULL;
  g_autofree char *sentence = NULL;
  GtkListBox *objectives;

  g_assert_nonnull (scenario);
  g_assert_nonnull (tactics_scenario_get_map_path (scenario));
  g_assert_cmpstr (tactics_editor_document_get_title (fixture->document), ==, "Hold the Ford");
  ui_test_save_screenshot (GTK_WIDGET (fixture->window), "editor-scenario-bundled-board");
  show_scenario_page (fixture);
  side = g_list_model_get_item (tactics_scenario_get_sides (scenario), 0);
  objective = g_list_model_get_item (tactics_side_get_objectives (side), 0);
  objectives = GTK_LIST_BOX (field (fixture, "objective_list"));
  gtk_list_box_select_row (objectives, gtk_list_box_get_row_at_index (objectives, 0));
  ui_test_iterate ();
  sentence = tactics_scenario_dup_objective_sentence (scenario, side, objective);
  g_assert_cmpstr (gtk_label_get_text (GTK_LABEL (field (fixture, "objective_sentence"))), ==,
                   sentence);
  g_assert_cmpuint (gtk_drop_down_get_selected (GTK_DROP_DOWN (field (fixture, "objective_kind"))),
                    ==, tactics_objective_get_kind (objective));
  ui_test_save_screenshot (GTK_WIDGET (fixture->window), "editor-scenario-bundled");
  g_assert_false (tactics_editor_document_get_modified (fixture->document));
}

static void
bundled_set_up (EditorFixture *fixture,
                gconstpointer  data)
{
  g_autofree char *path = g_build_filename (g_getenv ("TACTICS_DATADIR"), "scenarios",
                                            "hold-the-ford.scenario.xml", NULL);
  g_autoptr(GFile) file = g_file_new_for_path (path);

  editor_fixture_open (fixture, file);
}

static void
holding_set_up (EditorFixture *fixture,
                gconstpointer  data)
{
  g_autoptr(GFile) file = write_map ("holding-window.map.xml", scenario_xml);

  editor_fixture_open (fixture, file);
}

/* A scenario file: its map is written only when the map changed, and the
 * scenario still names it. */
static void
test_scenario_file (void)
{
  g_autoptr(GFile) map = write_map ("named.map.xml", NULL);
  g_autofree char *path = g_build_filename (scratch, "named.scenario.xml", NULL);
  g_autoptr(GFile) file = g_file_new_for_path (path);
  g_autoptr(GError) error = NULL;
  g_autoptr(TacticsEditorDocument) document = NULL;
  g_autoptr(TacticsScenario) loaded = NULL;
  g_autofree char *map_before = read_text (map);
  g_autofree char *map_after = NULL;
  TacticsCell cell = { 2, 2 };

  g_assert_true (g_file_set_contents (path,
                                      "<?xml version=\"1.0\" encoding=\"UTF-8\"?>\n"
                                      "<tactics-scenario version=\"1\" name=\"Named\" "
                                      "map=\"named.map.xml\">\n"
                                      "  <sides>\n"
                                      "    <side id=\"a\" name=\"A\" team=\"0\" "
                                      "controller=\"human\" level=\"normal\"/>\n"
                                      "    <side id=\"b\" name=\"B\" team=\"1\" "
                                      "controller=\"computer\" level=\"normal\"/>\n"
                                      "  </sides>\n"
                                      "</tactics-scenario>\n", -1, NULL));
  document = tactics_editor_document_load (file, &error);
  g_assert_no_error (error);
  g_assert_cmpstr (tactics_scenario_get_map_path (tactics_editor_document_get_scenario (document)),
                   ==, "named.map.xml");

  /* A scenario edit alone leaves the map file as it was. */
  tactics_scenario_set_name (tactics_editor_document_get_scenario (document), "Renamed");
  tactics_editor_document_name_scenario_edit (document, "Rename");
  tactics_editor_document_commit_scenario_edit (document);
  g_assert_true (tactics_editor_document_save (document, &error));
  g_assert_no_error (error);
  map_after = read_text (map);
  g_assert_cmpstr (map_after, ==, map_before);

  /* A painted map is saved too. */
  tactics_editor_document_paint (document, &cell, 1, 2);
  g_assert_true (tactics_editor_document_save (document, &error));
  g_assert_no_error (error);
  loaded = tactics_scenario_load (file, &error);
  g_assert_no_error (error);
  g_assert_cmpstr (tactics_scenario_get_name (loaded), ==, "Renamed");
  g_assert_cmpstr (tactics_scenario_get_map_path (loaded), ==, "named.map.xml");
  g_assert_cmpuint (cell_at (tactics_scenario_get_map (loaded), 2, 2), ==, 2);
}

/* A scenario naming a bundled map saves, but never writes that map: a
 * painted map is refused with a reason naming it. */
static void
test_bundled_map (void)
{
  g_autofree char *bundled = g_build_filename (g_getenv ("TACTICS_DATADIR"), "maps",
                                               "skirmish.map.xml", NULL);
  g_autofree char *path = g_build_filename (scratch, "on-bundled.scenario.xml", NULL);
  g_autofree char *contents = g_strdup_printf ("<?xml version=\"1.0\" encoding=\"UTF-8\"?>\n"
                                               "<tactics-scenario version=\"1\" name=\"B\" "
                                               "map=\"%s\">\n"
                                               "  <sides>\n"
                                               "    <side id=\"a\" name=\"A\" team=\"0\" "
                                               "controller=\"human\" level=\"normal\"/>\n"
                                               "    <side id=\"b\" name=\"B\" team=\"1\" "
                                               "controller=\"computer\" level=\"normal\"/>\n"
                                               "  </sides>\n"
                                               "</tactics-scenario>\n", bundled);
  g_autoptr(GFile) file = g_file_new_for_path (path);
  g_autoptr(GFile) map = g_file_new_for_path (bundled);
  g_autofree char *before = read_text (map);
  g_autofree char *after = NULL;
  g_autoptr(GError) error = NULL;
  g_autoptr(TacticsEditorDocument) document = NULL;
  TacticsCell cell = { 0, 0 };

  g_assert_true (g_file_set_contents (path, contents, -1, NULL));
  document = tactics_editor_document_load (file, &error);
  g_assert_no_error (error);

  tactics_scenario_set_name (tactics_editor_document_get_scenario (document), "Renamed");
  tactics_editor_document_commit_scenario_edit (document);
  g_assert_true (tactics_editor_document_save (document, &error));
  g_assert_no_error (error);

  tactics_editor_document_paint (document, &cell, 1, 2);
  g_assert_false (tactics_editor_document_save (document, &error));
  g_assert_error (error, G_IO_ERROR, G_IO_ERROR_READ_ONLY);
  g_assert_nonnull (strstr (error->message, "skirmish.map.xml"));
  after = read_text (map);
  g_assert_cmpstr (after, ==, before);
}

/* A scenario file in another folder than its map: a ruleset saved as a
 * copy is named from the map's folder, where the map file finds it. */
static void
test_ruleset_copy (void)
{
  g_autoptr(GFile) map = write_map ("elsewhere.map.xml", NULL);
  g_autofree char *folder = g_build_filename (scratch, "scenarios", NULL);
  g_autofree char *path = g_build_filename (folder, "elsewhere.scenario.xml", NULL);
  g_autofree char *rules_path = g_build_filename (scratch, "copied.ruleset.xml", NULL);
  g_autoptr(GFile) file = g_file_new_for_path (path);
  g_autoptr(GFile) rules = g_file_new_for_path (rules_path);
  g_autoptr(GError) error = NULL;
  g_autoptr(TacticsEditorDocument) document = NULL;
  g_autoptr(TacticsScenario) loaded = NULL;

  g_assert_cmpint (g_mkdir_with_parents (folder, 0755), ==, 0);
  g_assert_true (g_file_set_contents (path,
                                      "<?xml version=\"1.0\" encoding=\"UTF-8\"?>\n"
                                      "<tactics-scenario version=\"1\" name=\"Far\" "
                                      "map=\"../elsewhere.map.xml\">\n"
                                      "  <sides>\n"
                                      "    <side id=\"a\" name=\"A\" team=\"0\" "
                                      "controller=\"human\" level=\"normal\"/>\n"
                                      "    <side id=\"b\" name=\"B\" team=\"1\" "
                                      "controller=\"computer\" level=\"normal\"/>\n"
                                      "  </sides>\n"
                                      "</tactics-scenario>\n", -1, NULL));
  document = tactics_editor_document_load (file, &error);
  g_assert_no_error (error);
  g_assert_true (tactics_editor_document_save_ruleset_as (document, rules, &error));
  g_assert_no_error (error);
  g_assert_cmpstr (tactics_map_get_ruleset_path (tactics_editor_document_get_map (document)), ==,
                   "copied.ruleset.xml");
  g_assert_true (tactics_editor_document_save (document, &error));
  g_assert_no_error (error);

  loaded = tactics_scenario_load (file, &error);
  g_assert_no_error (error);
  g_assert_cmpstr (tactics_map_get_ruleset_path (tactics_scenario_get_map (loaded)), ==,
                   "copied.ruleset.xml");
}

int
main (int   argc,
      char *argv[])
{
  static const char * const languages[] = { "en", "pt_BR", "es", "ja", "zh_CN" };
  int status;

  ui_test_use_built_catalogues ();
  editor_test_init (&argc, &argv);

  for (guint i = 0; i < G_N_ELEMENTS (languages); i++)
    {
      g_autofree char *path = g_strdup_printf ("/editor-scenario/page-fits/%s", languages[i]);

      g_test_add (path, EditorFixture, languages[i], in_language_set_up,
                  test_scenario_page_fits, editor_fixture_tear_down);
    }

  g_test_add ("/editor-scenario/build", EditorFixture, NULL, skirmish_set_up,
              test_build_scenario, editor_fixture_tear_down);
  g_test_add ("/editor-scenario/fog-settings", EditorFixture, NULL, skirmish_set_up,
              test_fog_settings, editor_fixture_tear_down);
  g_test_add ("/editor-scenario/undo-redo", EditorFixture, NULL, skirmish_set_up,
              test_undo_redo, editor_fixture_tear_down);
  g_test_add ("/editor-scenario/placed-units", EditorFixture, NULL, skirmish_set_up,
              test_placed_units, editor_fixture_tear_down);
  g_test_add ("/editor-scenario/allowed-units-with-side", EditorFixture, NULL, skirmish_set_up,
              test_allowed_units_with_side, editor_fixture_tear_down);
  g_test_add ("/editor-scenario/allowed-units-follow-ruleset", EditorFixture,
              GINT_TO_POINTER (TACTICS_TOPOLOGY_SQUARE), editor_fixture_set_up,
              test_allowed_units_follow_ruleset, editor_fixture_tear_down);
  g_test_add ("/editor-scenario/region-colors", EditorFixture, NULL, skirmish_set_up,
              test_region_colors, editor_fixture_tear_down);
  g_test_add ("/editor-scenario/objective-unit-label", EditorFixture, NULL, skirmish_set_up,
              test_objective_unit_label, editor_fixture_tear_down);
  g_test_add ("/editor-scenario/refused-number", EditorFixture, NULL, skirmish_set_up,
              test_refused_number, editor_fixture_tear_down);
  g_test_add ("/editor-scenario/undo-labels", EditorFixture, NULL, skirmish_set_up,
              test_undo_labels, editor_fixture_tear_down);
  g_test_add ("/editor-scenario/scenario-page-stays-put", EditorFixture, NULL, skirmish_set_up,
              test_scenario_page_stays_put, editor_fixture_tear_down);
  g_test_add_func ("/editor-scenario/map-keeps-scenario", test_map_keeps_scenario);
  g_test_add_func ("/editor-scenario/save-refuses-unreadable", test_save_refuses_unreadable);
  g_test_add_func ("/editor-scenario/scenario-file", test_scenario_file);
  g_test_add_func ("/editor-scenario/bundled-map", test_bundled_map);
  g_test_add_func ("/editor-scenario/recovery", test_recovery);
  g_test_add_func ("/editor-scenario/recovery-scenario-file", test_recovery_scenario_file);
  g_test_add_func ("/editor-scenario/ruleset-copy", test_ruleset_copy);
  g_test_add ("/editor-scenario/bundled", EditorFixture, NULL, bundled_set_up,
              test_bundled_scenario, editor_fixture_tear_down);
  g_test_add ("/editor-scenario/discard-rules", EditorFixture, NULL, holding_set_up,
              test_discard_rules, editor_fixture_tear_down);

  status = g_test_run ();

  editor_test_clean_up ();
  return status;
}
