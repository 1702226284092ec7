/* SPDX-License-Identifier: GPL-3.0-or-later */
/* The editor window's map check, live: run again a moment after the map,
 * its rules or its scenario change, and listed in the problems panel
 * under the minimap, a problem's cells shown on the board when it is
 * activated. And the play-test (F5): the game on the document as it is
 * now, refused with the reason while the check finds errors. */
#include "config.h"

#include <glib/gi18n.h>

#include "tactics-editor-play-test.h"
#include "tactics-editor-problems-panel.h"
#include "tactics-editor-window-private.h"

/* Edits come in bursts (a brush stroke): check once they pause. */
#define CHECK_DELAY_MS 300

static GListModel *
run_check (TacticsEditorWindow *self)
{
  TacticsMap *map = tactics_editor_window_get_map (self);

  if (self->scenario != NULL)
    return tactics_scenario_check (self->scenario, TACTICS_DEFAULT_UNITS_PER_PLAYER);
  return map != NULL ? tactics_map_check (map) : NULL;
}

static void
show_problems (TacticsEditorWindow *self,
               GListModel          *problems)
{
  tactics_editor_problems_panel_set_problems (TACTICS_EDITOR_PROBLEMS_PANEL (self->problems_panel),
                                              problems);
  /* A plain map says nothing when all is well. */
  gtk_widget_set_visible (self->problems_panel,
                          problems != NULL &&
                          (self->scenario != NULL || g_list_model_get_n_items (problems) > 0));
}

static gboolean
on_check_timeout (gpointer data)
{
  TacticsEditorWindow *self = data;
  g_autoptr(GListModel) problems = NULL;

  self->check_source = 0;
  problems = run_check (self);
  show_problems (self, problems);
  return G_SOURCE_REMOVE;
}

void
tactics_editor_window_schedule_check (TacticsEditorWindow *self)
{
  /* Each edit starts the wait again: a long stroke is checked once, at its end. */
  g_clear_handle_id (&self->check_source, g_source_remove);
  self->check_source = g_timeout_add (CHECK_DELAY_MS, on_check_timeout, self);
}

/* Shows @problem's cells on the map page, the first in the middle. */
static void
show_problem_cells (TacticsEditorWindow *self,
                    TacticsProblem      *problem)
{
  guint n_cells;
  const TacticsCell *cells = tactics_problem_get_cells (problem, &n_cells);

  tactics_cell_layer_set_cells (self->problem_layer, cells, n_cells);
  if (n_cells == 0)
    return;
  gtk_stack_set_visible_child_name (self->pages, "map");
  tactics_board_center_on (self->board, cells[0]);
}

static void
on_problem_activated (TacticsEditorWindow *self,
                      TacticsProblem      *problem)
{
  show_problem_cells (self, problem);
}

/* Play-test */

static void
on_play_test_finished (TacticsEditorWindow *self,
                       gboolean             ok,
                       const char          *message)
{
  if (!ok)
    tactics_editor_window_show_error (self, message);
  gtk_window_present (GTK_WINDOW (self));
}

static void
play_test_action (GtkWidget  *widget,
                  const char *action_name,
                  GVariant   *parameter)
{
  TacticsEditorWindow *self = TACTICS_EDITOR_WINDOW (widget);
  TacticsMap *map = tactics_editor_window_get_map (self);
  g_autoptr(GListModel) problems = NULL;
  g_autoptr(GBytes) bytes = NULL;
  g_autoptr(GError) error = NULL;

  if (map == NULL)
    return;
  /* The check as the document is now: the panel's, unless an edit is
   * still waiting for its check. */
  problems = tactics_editor_problems_panel_get_problems (
               TACTICS_EDITOR_PROBLEMS_PANEL (self->problems_panel));
  if (self->check_source != 0 || problems == NULL)
    {
      g_clear_handle_id (&self->check_source, g_source_remove);
      problems = run_check (self);
      show_problems (self, problems);
    }
  else
    {
      g_object_ref (problems);
    }
  for (guint i = 0; i < g_list_model_get_n_items (problems); i++)
    {
      g_autoptr(TacticsProblem) problem = g_list_model_get_item (problems, i);
      g_autofree char *message = NULL;

      if (tactics_problem_get_severity (problem) != TACTICS_PROBLEM_ERROR)
        continue;
      /* Translators: why the play-test does not start, then the map check's first error. */
      message = g_strdup_printf (_("This cannot be played yet: %s"),
                                 tactics_problem_get_message (problem));
      tactics_editor_window_show_error (self, message);
      show_problem_cells (self, problem);
      return;
    }

  bytes = self->scenario != NULL ? tactics_scenario_to_self_contained_bytes (self->scenario)
                                 : tactics_map_to_self_contained_bytes (map);
  if (!tactics_editor_play_test_start (self->play_test, bytes, &error))
    tactics_editor_window_show_error (self, error->message);
  else
    tactics_editor_window_show_error (self, NULL);
}

void
tactics_editor_window_class_add_check_actions (GtkWidgetClass *widget_class)
{
  gtk_widget_class_install_action (widget_class, "editor.play-test", NULL, play_test_action);
  gtk_widget_class_add_binding_action (widget_class, GDK_KEY_F5, 0, "editor.play-test", NULL);
}

void
tactics_editor_window_init_check (TacticsEditorWindow *self)
{
  self->problems_panel = tactics_editor_problems_panel_new ();
  gtk_widget_set_margin_start (self->problems_panel, 12);
  gtk_widget_set_margin_end (self->problems_panel, 12);
  gtk_widget_set_margin_bottom (self->problems_panel, 12);
  gtk_widget_set_visible (self->problems_panel, FALSE);
  /* Under the minimap, in the map page's tool column. */
  gtk_box_append (GTK_BOX (gtk_widget_get_parent (GTK_WIDGET (self->minimap))),
                  self->problems_panel);
  g_signal_connect_object (self->problems_panel, "problem-activated",
                           G_CALLBACK (on_problem_activated), self, G_CONNECT_SWAPPED);

  self->problem_layer = tactics_cell_layer_new (TACTICS_CELL_STYLE_HIGHLIGHT);
  tactics_board_add_layer (self->board, TACTICS_BOARD_LAYER (self->problem_layer));

  self->play_test = tactics_editor_play_test_new ();
  g_signal_connect_object (self->play_test, "finished", G_CALLBACK (on_play_test_finished),
                           self, G_CONNECT_SWAPPED);
}

void
tactics_editor_window_dispose_check (TacticsEditorWindow *self)
{
  g_clear_handle_id (&self->check_source, g_source_remove);
  /* The game goes with the window that lent it the document. */
  if (self->play_test != NULL)
    tactics_editor_play_test_stop (self->play_test);
  g_clear_object (&self->play_test);
  g_clear_object (&self->problem_layer);
}
