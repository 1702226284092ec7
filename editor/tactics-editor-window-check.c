/* SPDX-License-Identifier: GPL-3.0-or-later */
/* The editor window's map check, live: run again a moment after the map,
 * its rules or its scenario change, counted by a button in the status bar
 * whose popover lists them, a problem's cells shown on the board when it
 * is activated. And the play-test (F5): the game on the document as it is
 * now, refused with the reason while the check finds errors; Check
 * Balance… is refused the same way. */
#include "config.h"

#include <glib/gi18n.h>

#include "tactics-editor-balance-dialog.h"
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
  TacticsEditorProblemsPanel *panel = TACTICS_EDITOR_PROBLEMS_PANEL (self->problems_panel);
  guint n_problems = problems != NULL ? g_list_model_get_n_items (problems) : 0;

  tactics_editor_problems_panel_set_problems (panel, problems);
  /* The status bar's button, of one line whatever it says, stays where it
   * is: problems found or gone never move the tools or the board. */
  gtk_label_set_text (self->problems_summary, tactics_editor_problems_panel_get_summary (panel));
  gtk_image_set_from_icon_name (self->problems_icon,
                                n_problems > 0 ? "dialog-warning-symbolic" : "emblem-ok-symbolic");
  gtk_widget_set_sensitive (GTK_WIDGET (self->problems_button), n_problems > 0);
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
  gtk_menu_button_popdown (self->problems_button);
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

/* The map check as the document is now (the panel's, unless an edit is
 * still waiting for its check): TRUE, its first error shown with its cells
 * and why it cannot be played, when it finds one. */
static gboolean
refuse_unplayable (TacticsEditorWindow *self)
{
  g_autoptr(GListModel) problems = NULL;
  GListModel *shown = tactics_editor_problems_panel_get_problems (
                        TACTICS_EDITOR_PROBLEMS_PANEL (self->problems_panel));

  if (self->check_source != 0 || shown == NULL)
    {
      g_clear_handle_id (&self->check_source, g_source_remove);
      problems = run_check (self);
      show_problems (self, problems);
    }
  else
    {
      problems = g_object_ref (shown);
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
      return TRUE;
    }
  return FALSE;
}

static void
play_test_action (GtkWidget  *widget,
                  const char *action_name,
                  GVariant   *parameter)
{
  TacticsEditorWindow *self = TACTICS_EDITOR_WINDOW (widget);
  TacticsMap *map = tactics_editor_window_get_map (self);
  g_autoptr(GBytes) bytes = NULL;
  g_autoptr(GError) error = NULL;

  if (map == NULL || refuse_unplayable (self))
    return;

  bytes = self->scenario != NULL ? tactics_scenario_to_self_contained_bytes (self->scenario)
                                 : tactics_map_to_self_contained_bytes (map);
  if (!tactics_editor_play_test_start (self->play_test, bytes, &error))
    tactics_editor_window_show_error (self, error->message);
  else
    tactics_editor_window_show_error (self, NULL);
}

/* Check Balance…: a thousand matches of normal computer players, two on
 * a map, one per side in a scenario, in a window of their own. */
static void
check_balance_action (GtkWidget  *widget,
                      const char *action_name,
                      GVariant   *parameter)
{
  TacticsEditorWindow *self = TACTICS_EDITOR_WINDOW (widget);
  TacticsMap *map = tactics_editor_window_get_map (self);
  g_autoptr(TacticsArena) arena = NULL;
  g_autoptr(GPtrArray) names = g_ptr_array_new_with_free_func (g_free);
  GtkWidget *dialog;

  if (map == NULL || refuse_unplayable (self))
    return;
  tactics_editor_window_show_error (self, NULL);

  arena = self->scenario != NULL ? tactics_arena_new_for_scenario (self->scenario)
                                 : tactics_arena_new_for_map (map, NULL, TACTICS_MIN_PLAYERS);
  tactics_arena_set_n_matches (arena, TACTICS_EDITOR_BALANCE_MATCHES);
  for (guint s = 0; s < tactics_arena_get_n_slots (arena); s++)
    g_ptr_array_add (names, self->scenario != NULL
                            ? g_strdup (tactics_side_get_display_name (
                                          tactics_scenario_get_side (self->scenario, s)))
                            : g_strdup_printf (_("Player %u"), s + 1));
  g_ptr_array_add (names, NULL);
  dialog = tactics_editor_balance_dialog_new (GTK_WINDOW (self), arena,
                                              (const char * const *) names->pdata,
                                              tactics_map_get_topology (map) == TACTICS_TOPOLOGY_HEX);
  gtk_window_present (GTK_WINDOW (dialog));
}

void
tactics_editor_window_class_add_check_actions (GtkWidgetClass *widget_class)
{
  gtk_widget_class_install_action (widget_class, "editor.play-test", NULL, play_test_action);
  gtk_widget_class_add_binding_action (widget_class, GDK_KEY_F5, 0, "editor.play-test", NULL);
  gtk_widget_class_install_action (widget_class, "editor.check-balance", NULL,
                                   check_balance_action);
}

void
tactics_editor_window_init_check (TacticsEditorWindow *self)
{
  GtkWidget *popover = gtk_popover_new ();
  GtkWidget *status_bar = gtk_widget_get_parent (GTK_WIDGET (self->zoom_label));

  self->problems_panel = tactics_editor_problems_panel_new ();
  gtk_widget_set_size_request (self->problems_panel, 360, -1);
  gtk_popover_set_child (GTK_POPOVER (popover), self->problems_panel);
  self->problems_button = GTK_MENU_BUTTON (gtk_menu_button_new ());
  gtk_widget_set_name (GTK_WIDGET (self->problems_button), "problems_button");
  gtk_menu_button_set_always_show_arrow (self->problems_button, FALSE);
  gtk_menu_button_set_has_frame (self->problems_button, FALSE);
  gtk_menu_button_set_popover (self->problems_button, popover);
  {
    GtkWidget *box = gtk_box_new (GTK_ORIENTATION_HORIZONTAL, 6);

    self->problems_icon = GTK_IMAGE (gtk_image_new_from_icon_name ("emblem-ok-symbolic"));
    self->problems_summary = GTK_LABEL (gtk_label_new (NULL));
    gtk_box_append (GTK_BOX (box), GTK_WIDGET (self->problems_icon));
    gtk_box_append (GTK_BOX (box), GTK_WIDGET (self->problems_summary));
    gtk_menu_button_set_child (self->problems_button, box);
  }
  gtk_widget_set_tooltip_text (GTK_WIDGET (self->problems_button),
                               _("What the map check found: click to list it"));
  gtk_widget_set_sensitive (GTK_WIDGET (self->problems_button), FALSE);
  /* In the status bar, before the map's size and zoom. */
  gtk_widget_insert_after (GTK_WIDGET (self->problems_button), status_bar,
                           gtk_widget_get_first_child (status_bar));
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
