/* SPDX-License-Identifier: GPL-3.0-or-later */
/* The editor's problems panel: the map check's problems, errors first,
 * under their count; activating one hands it (and its cells) to whoever
 * shows them. */
#include "config.h"

#include "tactics-editor-problems-panel.h"
#include "tactics.h"
#include "ui-test-helpers.h"

static void
on_activated (TacticsEditorProblemsPanel *panel,
              TacticsProblem             *problem,
              TacticsProblem            **activated)
{
  g_set_object (activated, problem);
}

static GListModel *
some_problems (void)
{
  GListStore *store = g_list_store_new (TACTICS_TYPE_PROBLEM);
  const TacticsCell pond[] = { { 4, 1 }, { 5, 1 } };
  const TacticsCell zone[] = { { 0, 0 } };
  g_autoptr(TacticsProblem) pocket =
    tactics_problem_new (TACTICS_PROBLEM_WARNING, TACTICS_PROBLEM_POCKET,
                         "Boat units can enter 2 cells cut off from the largest area they can "
                         "cross.", pond, G_N_ELEMENTS (pond), NULL, NULL, NULL, "boat");
  g_autoptr(TacticsProblem) small =
    tactics_problem_new (TACTICS_PROBLEM_ERROR, TACTICS_PROBLEM_ZONE_TOO_SMALL,
                         "Blue’s start zone “the Hut” has room for 1 unit, but its army has 4.",
                         zone, G_N_ELEMENTS (zone), "blue", "hut", NULL, NULL);

  /* The warning first, as a check may find them. */
  g_list_store_append (store, pocket);
  g_list_store_append (store, small);
  return G_LIST_MODEL (store);
}

static void
test_panel (void)
{
  GtkWidget *window = gtk_window_new ();
  GtkWidget *panel = tactics_editor_problems_panel_new ();
  g_autoptr(GListModel) problems = some_problems ();
  g_autoptr(GListStore) none = g_list_store_new (TACTICS_TYPE_PROBLEM);
  g_autoptr(TacticsProblem) activated = NULL;
  GtkWidget *list = ui_test_find_widget (panel, "GtkListBox");
  GtkListBoxRow *first;

  gtk_window_set_default_size (GTK_WINDOW (window), 420, 260);
  gtk_window_set_child (GTK_WINDOW (window), panel);
  g_signal_connect (panel, "problem-activated", G_CALLBACK (on_activated), &activated);
  gtk_window_present (GTK_WINDOW (window));
  ui_test_wait_for_widget (panel);

  /* Nothing checked yet: nothing said. */
  g_assert_cmpstr (tactics_editor_problems_panel_get_summary (
                     TACTICS_EDITOR_PROBLEMS_PANEL (panel)), ==, "");

  tactics_editor_problems_panel_set_problems (TACTICS_EDITOR_PROBLEMS_PANEL (panel), problems);
  g_assert_cmpstr (tactics_editor_problems_panel_get_summary (
                     TACTICS_EDITOR_PROBLEMS_PANEL (panel)), ==, "Errors: 1 · warnings: 1");
  ui_test_iterate ();
  ui_test_save_screenshot (window, "editor-problems-panel");

  /* The error comes first; activating it hands it over, cells and all. */
  first = gtk_list_box_get_row_at_index (GTK_LIST_BOX (list), 0);
  g_assert_nonnull (first);
  g_signal_emit_by_name (list, "row-activated", first);
  g_assert_nonnull (activated);
  g_assert_cmpint (tactics_problem_get_kind (activated), ==, TACTICS_PROBLEM_ZONE_TOO_SMALL);
  g_assert_cmpstr (tactics_problem_get_region (activated), ==, "hut");

  tactics_editor_problems_panel_set_problems (TACTICS_EDITOR_PROBLEMS_PANEL (panel),
                                              G_LIST_MODEL (none));
  g_assert_cmpstr (tactics_editor_problems_panel_get_summary (
                     TACTICS_EDITOR_PROBLEMS_PANEL (panel)), ==, "No problems found");
  g_assert_null (gtk_list_box_get_row_at_index (GTK_LIST_BOX (list), 0));

  gtk_window_destroy (GTK_WINDOW (window));
  ui_test_iterate ();
}

int
main (int   argc,
      char *argv[])
{
  ui_test_init (&argc, &argv);
  tactics_init ();

  g_test_add_func ("/editor-problems-panel/panel", test_panel);

  return g_test_run ();
}
