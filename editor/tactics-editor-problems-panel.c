/* SPDX-License-Identifier: GPL-3.0-or-later */
#include "config.h"

#include <glib/gi18n.h>

#include "tactics-editor-problems-panel.h"

struct _TacticsEditorProblemsPanel
{
  GtkWidget    parent_instance;

  GtkLabel    *summary_label;
  GtkListBox  *problem_list;

  GListModel  *problems;
  GListStore  *sorted;      /* errors first, then warnings, each in the check's order */
  char        *summary;
};

G_DEFINE_FINAL_TYPE (TacticsEditorProblemsPanel, tactics_editor_problems_panel, GTK_TYPE_WIDGET)

enum {
  SIGNAL_PROBLEM_ACTIVATED,
  N_SIGNALS
};

static guint signals[N_SIGNALS];

static GtkWidget *
make_row (gpointer item,
          gpointer user_data)
{
  TacticsProblem *problem = item;
  gboolean error = tactics_problem_get_severity (problem) == TACTICS_PROBLEM_ERROR;
  GtkWidget *box = gtk_box_new (GTK_ORIENTATION_HORIZONTAL, 8);
  GtkWidget *icon = gtk_image_new_from_icon_name (error ? "dialog-error-symbolic"
                                                        : "dialog-warning-symbolic");
  GtkWidget *label = gtk_label_new (tactics_problem_get_message (problem));
  guint n_cells;

  tactics_problem_get_cells (problem, &n_cells);
  gtk_widget_add_css_class (icon, error ? "error" : "warning");
  gtk_widget_set_valign (icon, GTK_ALIGN_START);
  /* Said, not only shown: the icon's meaning in words. */
  gtk_accessible_update_property (GTK_ACCESSIBLE (icon), GTK_ACCESSIBLE_PROPERTY_LABEL,
                                  error ? _("Error") : _("Warning"), -1);
  gtk_label_set_xalign (GTK_LABEL (label), 0);
  gtk_label_set_wrap (GTK_LABEL (label), TRUE);
  gtk_label_set_max_width_chars (GTK_LABEL (label), 40);
  gtk_widget_set_hexpand (label, TRUE);
  gtk_box_append (GTK_BOX (box), icon);
  gtk_box_append (GTK_BOX (box), label);
  gtk_widget_set_margin_top (box, 4);
  gtk_widget_set_margin_bottom (box, 4);
  gtk_widget_set_margin_start (box, 6);
  gtk_widget_set_margin_end (box, 6);
  if (n_cells > 0)
    gtk_widget_set_tooltip_text (box, _("Show its cells on the map"));
  return box;
}

static void
on_row_activated (TacticsEditorProblemsPanel *self,
                  GtkListBoxRow              *row)
{
  g_autoptr(TacticsProblem) problem =
    g_list_model_get_item (G_LIST_MODEL (self->sorted), (guint) gtk_list_box_row_get_index (row));

  if (problem != NULL)
    g_signal_emit (self, signals[SIGNAL_PROBLEM_ACTIVATED], 0, problem);
}

static void
update (TacticsEditorProblemsPanel *self)
{
  guint n_items = self->problems != NULL ? g_list_model_get_n_items (self->problems) : 0;
  guint n_errors = 0;
  g_autoptr(GPtrArray) warnings = g_ptr_array_new_with_free_func (g_object_unref);
  g_autoptr(GPtrArray) errors = g_ptr_array_new_with_free_func (g_object_unref);

  for (guint i = 0; i < n_items; i++)
    {
      TacticsProblem *problem = g_list_model_get_item (self->problems, i);

      if (tactics_problem_get_severity (problem) == TACTICS_PROBLEM_ERROR)
        g_ptr_array_add (errors, problem);
      else
        g_ptr_array_add (warnings, problem);
    }
  n_errors = errors->len;
  g_ptr_array_extend_and_steal (errors, g_steal_pointer (&warnings));
  g_list_store_splice (self->sorted, 0, g_list_model_get_n_items (G_LIST_MODEL (self->sorted)),
                       errors->pdata, errors->len);

  g_free (self->summary);
  if (n_items == 0)
    self->summary = g_strdup (self->problems != NULL ? _("No problems found") : "");
  else if (n_errors == 0)
    /* Translators: the map check's count when it found warnings only. */
    self->summary = g_strdup_printf (ngettext ("%u warning", "%u warnings", n_items), n_items);
  else if (n_errors == n_items)
    /* Translators: the map check's count when it found errors only. */
    self->summary = g_strdup_printf (ngettext ("%u error", "%u errors", n_items), n_items);
  else
    /* Translators: the map check's count of both kinds, e.g. "Errors: 2 · warnings: 1". */
    self->summary = g_strdup_printf (_("Errors: %u · warnings: %u"), n_errors,
                                     n_items - n_errors);
  gtk_label_set_text (self->summary_label, self->summary);
  /* No empty list under "No problems found". */
  gtk_widget_set_visible (gtk_widget_get_ancestor (GTK_WIDGET (self->problem_list),
                                                   GTK_TYPE_SCROLLED_WINDOW),
                          n_items > 0);
}

void
tactics_editor_problems_panel_set_problems (TacticsEditorProblemsPanel *self,
                                            GListModel                 *problems)
{
  g_return_if_fail (TACTICS_IS_EDITOR_PROBLEMS_PANEL (self));
  g_return_if_fail (problems == NULL || G_IS_LIST_MODEL (problems));

  g_set_object (&self->problems, problems);
  update (self);
}

GListModel *
tactics_editor_problems_panel_get_problems (TacticsEditorProblemsPanel *self)
{
  g_return_val_if_fail (TACTICS_IS_EDITOR_PROBLEMS_PANEL (self), NULL);
  return self->problems;
}

const char *
tactics_editor_problems_panel_get_summary (TacticsEditorProblemsPanel *self)
{
  g_return_val_if_fail (TACTICS_IS_EDITOR_PROBLEMS_PANEL (self), NULL);
  return self->summary;
}

static void
tactics_editor_problems_panel_dispose (GObject *object)
{
  TacticsEditorProblemsPanel *self = TACTICS_EDITOR_PROBLEMS_PANEL (object);
  GtkWidget *child;

  gtk_widget_dispose_template (GTK_WIDGET (self), TACTICS_TYPE_EDITOR_PROBLEMS_PANEL);
  /* The scrolled window has no id: ours to unparent. */
  while ((child = gtk_widget_get_first_child (GTK_WIDGET (self))) != NULL)
    gtk_widget_unparent (child);
  g_clear_object (&self->problems);
  g_clear_object (&self->sorted);
  G_OBJECT_CLASS (tactics_editor_problems_panel_parent_class)->dispose (object);
}

static void
tactics_editor_problems_panel_finalize (GObject *object)
{
  TacticsEditorProblemsPanel *self = TACTICS_EDITOR_PROBLEMS_PANEL (object);

  g_free (self->summary);
  G_OBJECT_CLASS (tactics_editor_problems_panel_parent_class)->finalize (object);
}

static void
tactics_editor_problems_panel_class_init (TacticsEditorProblemsPanelClass *klass)
{
  GObjectClass *object_class = G_OBJECT_CLASS (klass);
  GtkWidgetClass *widget_class = GTK_WIDGET_CLASS (klass);

  object_class->dispose = tactics_editor_problems_panel_dispose;
  object_class->finalize = tactics_editor_problems_panel_finalize;

  signals[SIGNAL_PROBLEM_ACTIVATED] =
    g_signal_new ("problem-activated", G_TYPE_FROM_CLASS (klass), G_SIGNAL_RUN_LAST, 0, NULL,
                  NULL, NULL, G_TYPE_NONE, 1, TACTICS_TYPE_PROBLEM);

  gtk_widget_class_set_template_from_resource (widget_class,
                                               "/io/tactics/Editor/tactics-editor-problems-panel.ui");
  gtk_widget_class_bind_template_child (widget_class, TacticsEditorProblemsPanel, summary_label);
  gtk_widget_class_bind_template_child (widget_class, TacticsEditorProblemsPanel, problem_list);
  gtk_widget_class_bind_template_callback (widget_class, on_row_activated);
  gtk_widget_class_set_css_name (widget_class, "problems-panel");
}

static void
tactics_editor_problems_panel_init (TacticsEditorProblemsPanel *self)
{
  gtk_widget_init_template (GTK_WIDGET (self));
  self->sorted = g_list_store_new (TACTICS_TYPE_PROBLEM);
  gtk_list_box_bind_model (self->problem_list, G_LIST_MODEL (self->sorted), make_row, NULL, NULL);
  update (self);
}

GtkWidget *
tactics_editor_problems_panel_new (void)
{
  return g_object_new (TACTICS_TYPE_EDITOR_PROBLEMS_PANEL, NULL);
}
