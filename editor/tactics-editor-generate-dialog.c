/* SPDX-License-Identifier: GPL-3.0-or-later */
#include "config.h"

#include <glib/gi18n.h>

#include "tactics-gtk.h"
#include "tactics-editor-application.h"
#include "tactics-editor-generate-dialog.h"
#include "tactics-editor-form.h"
#include "tactics-editor-size-field.h"
#include "tactics-editor-topology-field.h"

/* The preview waits this long after a change, so typing a size or a seed
 * makes one map, not one a keystroke. */
#define PREVIEW_DELAY_MS 120

/* The dropdowns' rows, in the order of their enums. */
static const TacticsSymmetry symmetries[] = {
  TACTICS_SYMMETRY_NONE, TACTICS_SYMMETRY_MIRROR_H, TACTICS_SYMMETRY_MIRROR_V,
  TACTICS_SYMMETRY_ROTATE_180, TACTICS_SYMMETRY_ROTATE_90, TACTICS_SYMMETRY_ROTATE_120,
};

struct _TacticsEditorGenerateDialog
{
  GtkDialog        parent_instance;

  TacticsEditorSizeField *size_field;
  TacticsEditorTopologyField *topology_field;
  GtkSpinButton   *players_spin;
  GtkDropDown     *symmetry_dropdown;
  GtkDropDown     *style_dropdown;
  GtkEntry        *seed_entry;
  GtkCheckButton  *scenario_check;
  GtkWidget       *preview;
  GtkLabel        *ruleset_label;
  GtkLabel        *error_label;

  TacticsRuleset  *ruleset;
  TacticsScenario *scenario;      /* the preview's; NULL when none */
  guint            update_source;
  /* The preview being made in another thread, cancelled (and stopped
   * midway) when the fields change again or the dialog goes. One is made
   * at a time; a change meanwhile asks for another when it ends. */
  GCancellable    *preview_cancellable;
  gboolean         preview_running;
  gboolean         preview_again;
  /* Create was pressed before the preview of the fields was made: the
   * dialog answers once it is, meanwhile showing that it works. */
  gboolean         create_waiting;
  /* The dialog has answered (not Create): nothing more is made. */
  gboolean         answered;
  GtkWidget       *working;       /* a spinner in the header bar */
};

G_DEFINE_FINAL_TYPE (TacticsEditorGenerateDialog, tactics_editor_generate_dialog, GTK_TYPE_DIALOG)

static gboolean
parse_seed (const char *text,
            guint64    *seed)
{
  if (text == NULL || *text == '\0')
    return FALSE;
  for (const char *c = text; *c != '\0'; c++)
    if (!g_ascii_isdigit (*c))
      return FALSE;
  return g_ascii_string_to_unsigned (text, 10, 0, G_MAXUINT64, seed, NULL);
}

gboolean
tactics_editor_generate_dialog_get_options (TacticsEditorGenerateDialog *self,
                                            TacticsGenerateOptions      *options)
{
  guint symmetry;

  g_return_val_if_fail (TACTICS_IS_EDITOR_GENERATE_DIALOG (self), FALSE);
  g_return_val_if_fail (options != NULL, FALSE);

  tactics_generate_options_init (options);
  if (!tactics_editor_size_field_get_size (self->size_field, &options->width, &options->height)
      || !parse_seed (gtk_editable_get_text (GTK_EDITABLE (self->seed_entry)), &options->seed))
    return FALSE;
  options->topology = tactics_editor_topology_field_get_topology (self->topology_field);
  options->n_players = (guint) gtk_spin_button_get_value_as_int (self->players_spin);
  symmetry = gtk_drop_down_get_selected (self->symmetry_dropdown);
  options->symmetry = symmetry < G_N_ELEMENTS (symmetries) ? symmetries[symmetry]
                                                           : TACTICS_SYMMETRY_NONE;
  options->style = (TacticsMapStyle) MIN (gtk_drop_down_get_selected (self->style_dropdown),
                                          (guint) TACTICS_MAP_STYLE_MOUNTAINS);
  return TRUE;
}

static void
show_error (TacticsEditorGenerateDialog *self,
            const char                  *message)
{
  tactics_editor_form_show_message (self->error_label, message);
}

/* Each side's start zone in its team's colour over the terrain, as the
 * board shows it once the map is made. */
static void
mark_zones (TacticsEditorGenerateDialog *self)
{
  GListModel *sides = tactics_scenario_get_sides (self->scenario);
  g_autoptr(GArray) markers = g_array_new (FALSE, FALSE, sizeof (TacticsMinimapMarker));

  for (guint i = 0; i < g_list_model_get_n_items (sides); i++)
    {
      g_autoptr(TacticsSide) side = g_list_model_get_item (sides, i);
      const char *zone = tactics_side_get_start_zone (side);
      TacticsRegion *region = zone != NULL ? tactics_scenario_lookup_region (self->scenario, zone)
                                           : NULL;
      guint n_cells = 0;
      const TacticsCell *cells;
      TacticsMinimapMarker marker;

      if (region == NULL)
        continue;
      cells = tactics_region_get_cells (region, &n_cells);
      tactics_team_get_rgba (tactics_side_get_team (side), &marker.color);
      for (guint j = 0; j < n_cells; j++)
        {
          marker.cell = cells[j];
          g_array_append_val (markers, marker);
        }
    }
  tactics_minimap_set_markers (TACTICS_MINIMAP (self->preview),
                               (const TacticsMinimapMarker *) markers->data, markers->len);
}

/* Whether the preview shows the fields as they are: nothing waits to be
 * made or is being made. */
static gboolean
preview_is_current (TacticsEditorGenerateDialog *self)
{
  return self->update_source == 0 && !self->preview_running && !self->preview_again;
}

/* The spinner and the form while Create waits for the map. */
static void
show_working (TacticsEditorGenerateDialog *self,
              gboolean                     working)
{
  GtkWidget *content = gtk_dialog_get_content_area (GTK_DIALOG (self));

  self->create_waiting = working;
  if (self->working != NULL)
    {
      gtk_widget_set_visible (self->working, working);
      gtk_spinner_set_spinning (GTK_SPINNER (self->working), working);
    }
  /* The options stay as they are until the map of them is made. */
  gtk_widget_set_sensitive (content, !working);
}

/* The generator names what it makes in English, the same bytes in any
 * language, as tactics-cli writes them; made here, the map is named in the
 * editor's language, as a map or a side added here is. The description
 * stays the record of the options in the command's words. */
static void
name_in_language (TacticsScenario *scenario)
{
  GListModel *sides = tactics_scenario_get_sides (scenario);

  /* Translators: the name of a map the generator made. */
  tactics_map_set_name (tactics_scenario_get_map (scenario), _("Generated map"));
  /* Translators: the name of the scenario of a map the generator made. */
  tactics_scenario_set_name (scenario, _("Generated battle"));
  for (guint i = 0; i < g_list_model_get_n_items (sides); i++)
    {
      g_autoptr(TacticsSide) side = g_list_model_get_item (sides, i);
      const char *zone = tactics_side_get_start_zone (side);
      TacticsRegion *region = zone != NULL ? tactics_scenario_lookup_region (scenario, zone) : NULL;
      g_autofree char *side_name = g_strdup_printf (_("Player %u"), i + 1);

      tactics_side_set_name (side, side_name);
      if (region != NULL)
        {
          /* Translators: the start zone of a generated map's side, e.g. "Start 2". */
          g_autofree char *region_name = g_strdup_printf (_("Start %u"), i + 1);

          tactics_region_set_name (region, region_name);
        }
    }
}

static void
show_scenario (TacticsEditorGenerateDialog *self,
               TacticsScenario             *scenario,
               const char                  *error_message)
{
  if (scenario != NULL)
    name_in_language (scenario);
  g_set_object (&self->scenario, scenario);
  show_error (self, error_message);
  tactics_minimap_set_map (TACTICS_MINIMAP (self->preview),
                           self->scenario != NULL ? tactics_scenario_get_map (self->scenario)
                                                  : NULL);
  if (self->scenario != NULL)
    mark_zones (self);
  else
    tactics_minimap_set_markers (TACTICS_MINIMAP (self->preview), NULL, 0);
  gtk_dialog_set_response_sensitive (GTK_DIALOG (self), GTK_RESPONSE_OK,
                                     self->scenario != NULL && !self->create_waiting);
}

/* The preview made here and now, for a caller that needs it at once; a
 * preview being made elsewhere is given up. */
static void
update_preview (TacticsEditorGenerateDialog *self)
{
  TacticsGenerateOptions options;
  g_autoptr(GError) error = NULL;
  g_autoptr(TacticsScenario) scenario = NULL;

  g_clear_handle_id (&self->update_source, g_source_remove);
  g_cancellable_cancel (self->preview_cancellable);
  self->preview_again = FALSE;

  if (!tactics_editor_generate_dialog_get_options (self, &options))
    {
      show_scenario (self, NULL, _("The size or the seed is not a whole number in range."));
      return;
    }
  scenario = tactics_generate_scenario (&options, self->ruleset, &error);
  show_scenario (self, scenario, error != NULL ? error->message : NULL);
}

/* --- The preview in another thread ----------------------------------------- */

typedef struct {
  TacticsGenerateOptions  options;
  TacticsRuleset         *ruleset;  /* the thread's own copy */
} PreviewJob;

static void
preview_job_free (PreviewJob *job)
{
  g_clear_object (&job->ruleset);
  g_free (job);
}

static void
make_preview_in_thread (GTask        *task,
                        gpointer      source_object,
                        gpointer      task_data,
                        GCancellable *cancellable)
{
  PreviewJob *job = task_data;
  GError *error = NULL;
  TacticsScenario *scenario;

  /* Cancelled when the fields change or the dialog goes: a large map
   * then stops midway instead of running to its end for nothing. */
  scenario = tactics_generate_scenario_cancellable (&job->options, job->ruleset, cancellable,
                                                    &error);
  if (scenario == NULL)
    g_task_return_error (task, error);
  else
    g_task_return_pointer (task, scenario, g_object_unref);
}

static void start_preview (TacticsEditorGenerateDialog *self);

static void
on_preview_made (GObject      *source,
                 GAsyncResult *result,
                 gpointer      user_data)
{
  TacticsEditorGenerateDialog *self = TACTICS_EDITOR_GENERATE_DIALOG (source);
  GCancellable *cancellable = g_task_get_cancellable (G_TASK (result));
  g_autoptr(GError) error = NULL;
  g_autoptr(TacticsScenario) scenario = g_task_propagate_pointer (G_TASK (result), &error);

  self->preview_running = FALSE;
  /* Stale: the fields changed, the preview was made here, or the dialog
   * is gone. */
  if (g_cancellable_is_cancelled (cancellable))
    {
      if (self->preview_again && !self->answered)
        start_preview (self);
      return;
    }
  if (self->create_waiting)
    {
      show_working (self, FALSE);
      show_scenario (self, scenario, error != NULL ? error->message : NULL);
      /* The map Create waited for: the dialog answers now. */
      if (self->scenario != NULL)
        gtk_dialog_response (GTK_DIALOG (self), GTK_RESPONSE_OK);
      return;
    }
  show_scenario (self, scenario, error != NULL ? error->message : NULL);
}

/* Makes the preview of the fields away from the main loop, so that a big
 * map keeps the dialog responsive; Create waits for it. */
static void
start_preview (TacticsEditorGenerateDialog *self)
{
  g_autoptr(GTask) task = NULL;
  PreviewJob *job;

  g_clear_handle_id (&self->update_source, g_source_remove);
  g_cancellable_cancel (self->preview_cancellable);
  if (self->preview_running)
    {
      self->preview_again = TRUE;
      return;
    }
  self->preview_again = FALSE;
  gtk_dialog_set_response_sensitive (GTK_DIALOG (self), GTK_RESPONSE_OK, FALSE);

  job = g_new0 (PreviewJob, 1);
  if (!tactics_editor_generate_dialog_get_options (self, &job->options))
    {
      preview_job_free (job);
      show_scenario (self, NULL, _("The size or the seed is not a whole number in range."));
      return;
    }
  job->ruleset = tactics_ruleset_copy (self->ruleset);
  g_clear_object (&self->preview_cancellable);
  self->preview_cancellable = g_cancellable_new ();
  task = g_task_new (self, self->preview_cancellable, on_preview_made, NULL);
  g_task_set_source_tag (task, start_preview);
  g_task_set_task_data (task, job, (GDestroyNotify) preview_job_free);
  self->preview_running = TRUE;
  g_task_run_in_thread (task, make_preview_in_thread);
}

static gboolean
on_update_timeout (gpointer data)
{
  TacticsEditorGenerateDialog *self = data;

  self->update_source = 0;
  start_preview (self);
  return G_SOURCE_REMOVE;
}

static void
schedule_update (TacticsEditorGenerateDialog *self)
{
  g_clear_handle_id (&self->update_source, g_source_remove);
  self->update_source = g_timeout_add (PREVIEW_DELAY_MS, on_update_timeout, self);
}

static void
on_another_clicked (TacticsEditorGenerateDialog *self,
                    GtkButton                   *button)
{
  /* A seed of the user's, shown: the map it gives can be made again. */
  g_autofree char *text = g_strdup_printf ("%u", g_random_int ());

  gtk_editable_set_text (GTK_EDITABLE (self->seed_entry), text);
}

static void
use_ruleset (TacticsEditorGenerateDialog *self,
             TacticsRuleset              *ruleset,
             GFile                       *file)
{
  g_autofree char *label = file != NULL ? g_file_get_basename (file)
                                        : g_strdup (tactics_ruleset_get_name (ruleset));

  g_set_object (&self->ruleset, ruleset);
  gtk_label_set_text (self->ruleset_label, label);
  gtk_widget_set_tooltip_text (GTK_WIDGET (self->ruleset_label), label);
  schedule_update (self);
}

gboolean
tactics_editor_generate_dialog_set_ruleset_file (TacticsEditorGenerateDialog *self,
                                                 GFile                       *file)
{
  g_autoptr(GError) error = NULL;
  g_autoptr(TacticsRuleset) ruleset = NULL;

  g_return_val_if_fail (TACTICS_IS_EDITOR_GENERATE_DIALOG (self), FALSE);
  g_return_val_if_fail (G_IS_FILE (file), FALSE);

  ruleset = tactics_ruleset_load (file, &error);
  if (ruleset == NULL)
    {
      show_error (self, error->message);
      return FALSE;
    }
  use_ruleset (self, ruleset, file);
  return TRUE;
}

static void
on_ruleset_chosen (GtkNativeDialog             *chooser,
                   int                          response,
                   TacticsEditorGenerateDialog *self)
{
  if (response == GTK_RESPONSE_ACCEPT)
    {
      g_autoptr(GFile) file = gtk_file_chooser_get_file (GTK_FILE_CHOOSER (chooser));

      if (file != NULL)
        {
          tactics_editor_application_remember_folder (file);
          tactics_editor_generate_dialog_set_ruleset_file (self, file);
        }
    }
  g_object_unref (self);
  g_object_unref (chooser);
}

static void
on_ruleset_button_clicked (TacticsEditorGenerateDialog *self,
                           GtkButton                   *button)
{
  GtkFileChooserNative *chooser;
  g_autoptr(GtkFileFilter) rulesets = gtk_file_filter_new ();
  g_autoptr(GtkFileFilter) all = gtk_file_filter_new ();

  chooser = gtk_file_chooser_native_new (_("Choose a Ruleset"), GTK_WINDOW (self),
                                         GTK_FILE_CHOOSER_ACTION_OPEN, _("_Select"), _("_Cancel"));
  gtk_native_dialog_set_modal (GTK_NATIVE_DIALOG (chooser), TRUE);
  tactics_editor_application_prepare_chooser (GTK_FILE_CHOOSER (chooser));
  gtk_file_filter_set_name (rulesets, _("Rulesets"));
  gtk_file_filter_add_pattern (rulesets, "*.ruleset.xml");
  gtk_file_filter_add_mime_type (rulesets, "application/x-tactics-ruleset");
  gtk_file_filter_set_name (all, _("All files"));
  gtk_file_filter_add_pattern (all, "*");
  gtk_file_chooser_add_filter (GTK_FILE_CHOOSER (chooser), rulesets);
  gtk_file_chooser_add_filter (GTK_FILE_CHOOSER (chooser), all);

  g_signal_connect (chooser, "response", G_CALLBACK (on_ruleset_chosen), g_object_ref (self));
  gtk_native_dialog_show (GTK_NATIVE_DIALOG (chooser));
}

void
tactics_editor_generate_dialog_set_options (TacticsEditorGenerateDialog  *self,
                                            const TacticsGenerateOptions *options)
{
  g_autofree char *seed = NULL;

  g_return_if_fail (TACTICS_IS_EDITOR_GENERATE_DIALOG (self));
  g_return_if_fail (options != NULL);

  tactics_editor_size_field_set_size (self->size_field, options->width, options->height);
  tactics_editor_topology_field_set_topology (self->topology_field, options->topology);
  gtk_spin_button_set_value (self->players_spin, options->n_players);
  for (guint i = 0; i < G_N_ELEMENTS (symmetries); i++)
    if (symmetries[i] == options->symmetry)
      gtk_drop_down_set_selected (self->symmetry_dropdown, i);
  gtk_drop_down_set_selected (self->style_dropdown, options->style);
  seed = g_strdup_printf ("%" G_GUINT64_FORMAT, options->seed);
  gtk_editable_set_text (GTK_EDITABLE (self->seed_entry), seed);
  schedule_update (self);
}

TacticsScenario *
tactics_editor_generate_dialog_get_scenario (TacticsEditorGenerateDialog *self)
{
  g_return_val_if_fail (TACTICS_IS_EDITOR_GENERATE_DIALOG (self), NULL);

  /* Once the dialog has answered, what it showed is its answer. */
  if (!self->answered && !preview_is_current (self))
    update_preview (self);
  return self->scenario;
}

gboolean
tactics_editor_generate_dialog_get_with_scenario (TacticsEditorGenerateDialog *self)
{
  g_return_val_if_fail (TACTICS_IS_EDITOR_GENERATE_DIALOG (self), FALSE);

  return gtk_check_button_get_active (self->scenario_check);
}

/* Runs before the handlers of whoever opened the dialog. Create before
 * the preview of the fields is made waits for it in its thread, the
 * window responsive and the dialog showing it works, and answers then;
 * any other answer gives up the preview being made. */
static void
on_response (TacticsEditorGenerateDialog *self,
             int                          response)
{
  if (response == GTK_RESPONSE_OK && !preview_is_current (self))
    {
      g_signal_stop_emission_by_name (self, "response");
      if (self->create_waiting)
        return;
      if (self->update_source != 0)
        start_preview (self);
      if (!self->preview_running && !self->preview_again)
        return;  /* the fields make no map: said, Create off */
      show_working (self, TRUE);
      gtk_dialog_set_response_sensitive (GTK_DIALOG (self), GTK_RESPONSE_OK, FALSE);
      return;
    }
  if (response != GTK_RESPONSE_OK)
    {
      self->answered = TRUE;
      show_working (self, FALSE);
      g_clear_handle_id (&self->update_source, g_source_remove);
      g_cancellable_cancel (self->preview_cancellable);
      self->preview_again = FALSE;
    }
}

static void
tactics_editor_generate_dialog_dispose (GObject *object)
{
  TacticsEditorGenerateDialog *self = TACTICS_EDITOR_GENERATE_DIALOG (object);

  g_clear_handle_id (&self->update_source, g_source_remove);
  g_cancellable_cancel (self->preview_cancellable);
  self->preview_again = FALSE;
  g_clear_object (&self->preview_cancellable);
  gtk_widget_dispose_template (GTK_WIDGET (self), TACTICS_TYPE_EDITOR_GENERATE_DIALOG);
  g_clear_object (&self->scenario);
  g_clear_object (&self->ruleset);

  G_OBJECT_CLASS (tactics_editor_generate_dialog_parent_class)->dispose (object);
}

static void
tactics_editor_generate_dialog_class_init (TacticsEditorGenerateDialogClass *klass)
{
  GObjectClass *object_class = G_OBJECT_CLASS (klass);
  GtkWidgetClass *widget_class = GTK_WIDGET_CLASS (klass);

  object_class->dispose = tactics_editor_generate_dialog_dispose;

  g_type_ensure (TACTICS_TYPE_EDITOR_SIZE_FIELD);
  g_type_ensure (TACTICS_TYPE_EDITOR_TOPOLOGY_FIELD);
  g_type_ensure (TACTICS_TYPE_MINIMAP);
  gtk_widget_class_set_template_from_resource (
    widget_class, "/io/tactics/Editor/tactics-editor-generate-dialog.ui");
  gtk_widget_class_bind_template_child (widget_class, TacticsEditorGenerateDialog, size_field);
  gtk_widget_class_bind_template_child (widget_class, TacticsEditorGenerateDialog,
                                        topology_field);
  gtk_widget_class_bind_template_child (widget_class, TacticsEditorGenerateDialog, players_spin);
  gtk_widget_class_bind_template_child (widget_class, TacticsEditorGenerateDialog,
                                        symmetry_dropdown);
  gtk_widget_class_bind_template_child (widget_class, TacticsEditorGenerateDialog, style_dropdown);
  gtk_widget_class_bind_template_child (widget_class, TacticsEditorGenerateDialog, seed_entry);
  gtk_widget_class_bind_template_child (widget_class, TacticsEditorGenerateDialog,
                                        scenario_check);
  gtk_widget_class_bind_template_child (widget_class, TacticsEditorGenerateDialog, preview);
  gtk_widget_class_bind_template_child (widget_class, TacticsEditorGenerateDialog, ruleset_label);
  gtk_widget_class_bind_template_child (widget_class, TacticsEditorGenerateDialog, error_label);
  gtk_widget_class_bind_template_callback (widget_class, on_another_clicked);
  gtk_widget_class_bind_template_callback (widget_class, on_ruleset_button_clicked);
  gtk_widget_class_bind_template_callback (widget_class, schedule_update);
}

static void
tactics_editor_generate_dialog_init (TacticsEditorGenerateDialog *self)
{
  gtk_widget_init_template (GTK_WIDGET (self));

  g_signal_connect_swapped (self->size_field, "changed", G_CALLBACK (schedule_update), self);
  tactics_editor_size_field_guard_response (self->size_field, GTK_DIALOG (self));
  g_signal_connect (self, "response", G_CALLBACK (on_response), NULL);
}

GtkWidget *
tactics_editor_generate_dialog_new (GtkWindow      *parent,
                                    TacticsRuleset *ruleset)
{
  TacticsEditorGenerateDialog *self;
  TacticsGenerateOptions options;
  GtkWidget *button;

  g_return_val_if_fail (TACTICS_IS_RULESET (ruleset), NULL);

  self = g_object_new (TACTICS_TYPE_EDITOR_GENERATE_DIALOG,
                       "transient-for", parent,
                       "use-header-bar", TRUE,
                       NULL);
  gtk_dialog_add_button (GTK_DIALOG (self), _("_Cancel"), GTK_RESPONSE_CANCEL);
  button = gtk_dialog_add_button (GTK_DIALOG (self), _("C_reate"), GTK_RESPONSE_OK);
  gtk_widget_add_css_class (button, "suggested-action");
  gtk_dialog_set_default_response (GTK_DIALOG (self), GTK_RESPONSE_OK);
  self->working = gtk_spinner_new ();
  gtk_widget_set_name (self->working, "working");
  /* Translators: shown on a spinner while Create waits for the map. */
  gtk_widget_set_tooltip_text (self->working, _("Making the map…"));
  gtk_widget_set_visible (self->working, FALSE);
  gtk_header_bar_pack_end (GTK_HEADER_BAR (gtk_dialog_get_header_bar (GTK_DIALOG (self))),
                           self->working);

  use_ruleset (self, ruleset, NULL);
  tactics_generate_options_init (&options);
  tactics_editor_generate_dialog_set_options (self, &options);
  update_preview (self);
  return GTK_WIDGET (self);
}
