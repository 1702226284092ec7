/* SPDX-License-Identifier: GPL-3.0-or-later */
#include "config.h"

#include "tactics-gtk.h"
#include "editor-test-helpers.h"
#include "tactics-editor-actions-page.h"

/* The Actions page: its pattern preview draws the figures of doc/rules.md,
 * follows the open map's topology, and explains the extent. */

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
  ruleset_type_text (fixture, "action_extent", "2");
  ui_test_hover_cell (preview, (TacticsCell) { 3, 2 });
  g_clear_pointer (&shown, g_free);
  shown = tactics_editor_actions_page_describe_preview (page);
  g_assert_cmpstr (shown, ==,
                   ". . . . .\n"
                   ". o o o .\n"
                   ". o U F *\n"
                   ". o o o .\n"
                   ". . . . .\n");
  ruleset_type_text (fixture, "action_extent", "3");

  /* A range that ends before it starts is refused. */
  ruleset_type_text (fixture, "action_range_min", "2");
  g_assert_true (ruleset_shows_error (fixture, "action_range_min"));
  g_assert_cmpuint (tactics_action_get_range_min (flame), ==, 1);
  ruleset_type_text (fixture, "action_range_min", "1");

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

static guint
n_metrics_offered (RulesetFixture *fixture)
{
  return g_list_model_get_n_items (gtk_drop_down_get_model (GTK_DROP_DOWN (ruleset_field (fixture,
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
  hint = ruleset_field (fixture, "action_extent_hint");
  metric = GTK_DROP_DOWN (ruleset_field (fixture, "action_metric"));
  g_assert_true (gtk_widget_get_visible (ruleset_field (fixture, "preview_topology")));

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
  gtk_spin_button_set_value (GTK_SPIN_BUTTON (ruleset_field (fixture, "action_extent")), 3);
  g_assert_cmpuint (tactics_action_get_extent (grenade), ==, 3);
  g_assert_cmpstr (gtk_label_get_text (GTK_LABEL (hint)), ==,
                   "Radius 2: cells up to 2 steps from the centre, 13 in all.");
  gtk_spin_button_set_value (GTK_SPIN_BUTTON (ruleset_field (fixture, "action_extent")), 1);
  g_assert_cmpstr (gtk_label_get_text (GTK_LABEL (hint)), ==, "Radius 0: the aimed cell only.");
  gtk_spin_button_set_value (GTK_SPIN_BUTTON (ruleset_field (fixture, "action_extent")), 2);

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
  g_assert_false (gtk_widget_get_visible (ruleset_field (&fixture, "preview_topology")));
  g_assert_cmpuint (n_metrics_offered (&fixture), ==, 1);
  g_assert_cmpstr (gtk_label_get_text (GTK_LABEL (ruleset_field (&fixture, "action_extent_hint"))), ==,
                   "Radius 1: cells up to 1 step from the centre, 7 in all.");
  ui_test_save_screenshot (GTK_WIDGET (fixture.window), "action-preview-hex-map");

  /* The map turned to squares: the preview follows. */
  tactics_map_set_topology (map, TACTICS_TOPOLOGY_SQUARE);
  g_assert_cmpint (tactics_map_get_topology (tactics_board_get_map (preview)), ==,
                   TACTICS_TOPOLOGY_SQUARE);
  g_assert_cmpuint (n_metrics_offered (&fixture), ==, 2);

  ruleset_fixture_tear_down (&fixture, NULL);
}

int
main (int   argc,
      char *argv[])
{
  int status;

  editor_test_init (&argc, &argv);

  ADD_RULESET_TEST ("/ruleset/pattern-preview", test_pattern_preview);
  ADD_RULESET_TEST ("/ruleset/extent-hint", test_extent_hint);
  g_test_add_func ("/ruleset/preview-follows-map", test_preview_follows_map);

  status = g_test_run ();

  editor_test_clean_up ();
  return status;
}
