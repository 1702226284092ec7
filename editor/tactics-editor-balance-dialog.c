/* SPDX-License-Identifier: GPL-3.0-or-later */
#include "config.h"

#include <glib/gi18n.h>

#include "tactics-editor-balance-chart.h"
#include "tactics-editor-balance-dialog.h"

struct _TacticsEditorBalanceDialog {
  GtkWindow           parent_instance;

  TacticsArena       *arena;
  GCancellable       *cancellable;
  TacticsArenaResult *result;
  GStrv               names;
  gboolean            hex;
  gboolean            running;
  char               *verdict;

  GtkWidget          *status;
  GtkWidget          *progress;
  GtkWidget          *rates_caption;
  GtkWidget          *rates;
  GtkWidget          *heat;
  GtkWidget          *heat_caption;
  GtkWidget          *button;
};

enum {
  SIGNAL_FINISHED,
  N_SIGNALS
};

static guint signals[N_SIGNALS];

G_DEFINE_FINAL_TYPE (TacticsEditorBalanceDialog, tactics_editor_balance_dialog, GTK_TYPE_WINDOW)

/* The verdict in words, as tactics-cli balance says it, the slots named. */
static char *
describe_verdict (TacticsEditorBalanceDialog *self)
{
  guint slot;
  TacticsArenaVerdict verdict = tactics_arena_result_get_verdict (self->result, &slot);
  int tolerance = (int) (TACTICS_ARENA_BALANCE_TOLERANCE * 100 + 0.5);
  double lower, upper, rate;

  switch (verdict)
    {
    case TACTICS_ARENA_VERDICT_BALANCED:
      /* Translators: the Balance window's heading; as tactics-cli balance's
       * "balanced within ±%d%%", written as a sentence. */
      return g_strdup_printf (C_("balance heading", "Balanced within ±%d%%"), tolerance);
    case TACTICS_ARENA_VERDICT_UNDECIDED:
      return g_strdup_printf (C_("balance heading",
                                 "Undecided: no slot is clearly favoured, but not every one is "
                                 "within ±%d%%; play more matches"), tolerance);
    case TACTICS_ARENA_VERDICT_FAVOURED:
    case TACTICS_ARENA_VERDICT_DISFAVOURED:
    default:
      rate = tactics_arena_result_get_win_rate (self->result, slot);
      tactics_arena_result_get_win_interval (self->result, slot, &lower, &upper);
      if (verdict == TACTICS_ARENA_VERDICT_FAVOURED)
        /* Translators: the Balance window's verdict: a player's or a side's
         * name, its win rate and its 95% interval, in percent, e.g. "East
         * favoured: 66% [63, 69]". */
        return g_strdup_printf (_("%s favoured: %.0f%% [%.0f, %.0f]"), self->names[slot],
                                rate * 100, lower * 100, upper * 100);
      /* Translators: as “%s favoured”, for one that wins less than its share. */
      return g_strdup_printf (_("%s disfavoured: %.0f%% [%.0f, %.0f]"), self->names[slot],
                              rate * 100, lower * 100, upper * 100);
    }
}

static void
draw_rates (GtkDrawingArea *area,
            cairo_t        *cr,
            int             width,
            int             height,
            gpointer        user_data)
{
  TacticsEditorBalanceDialog *self = user_data;

  if (self->result != NULL)
    tactics_editor_balance_chart_draw_rates (GTK_WIDGET (area), cr, width, height, self->result,
                                             (const char * const *) self->names);
}

static void
draw_heat (GtkDrawingArea *area,
           cairo_t        *cr,
           int             width,
           int             height,
           gpointer        user_data)
{
  TacticsEditorBalanceDialog *self = user_data;

  if (self->result != NULL)
    tactics_editor_balance_chart_draw_heat (cr, width, height, self->result, self->hex);
}

static void
on_progress (TacticsArena               *arena,
             guint                       done,
             guint                       total,
             TacticsEditorBalanceDialog *self)
{
  /* Translators: the Balance window's progress bar: matches played, of how
   * many. */
  g_autofree char *text = g_strdup_printf (_("%u of %u matches played"), done, total);

  gtk_progress_bar_set_fraction (GTK_PROGRESS_BAR (self->progress),
                                 total > 0 ? (double) done / total : 0.0);
  gtk_progress_bar_set_text (GTK_PROGRESS_BAR (self->progress), text);
}

static void
on_run_done (GObject      *source,
             GAsyncResult *async_result,
             gpointer      user_data)
{
  g_autoptr(TacticsEditorBalanceDialog) self = user_data;
  g_autoptr(GError) error = NULL;

  self->result = tactics_arena_run_finish (TACTICS_ARENA (source), async_result, &error);
  self->running = FALSE;
  g_signal_handlers_disconnect_by_func (self->arena, on_progress, self);
  /* Closed while it ran: no widgets left to show anything in. */
  if (self->status == NULL)
    {
      g_signal_emit (self, signals[SIGNAL_FINISHED], 0);
      return;
    }
  if (self->result == NULL)
    {
      if (!g_error_matches (error, G_IO_ERROR, G_IO_ERROR_CANCELLED))
        gtk_label_set_text (GTK_LABEL (self->status), error->message);
      g_signal_emit (self, signals[SIGNAL_FINISHED], 0);
      return;
    }

  self->verdict = describe_verdict (self);
  gtk_label_set_text (GTK_LABEL (self->status), self->verdict);
  gtk_widget_set_visible (self->progress, FALSE);
  {
    /* Translators: the caption of the win-rate chart in the Balance
     * window; the percentage is the fair share, e.g. "… the fair share,
     * 50%". */
    g_autofree char *caption =
      g_strdup_printf (_("Each slot's win rate, with its 95%% interval; dashed line: the fair "
                         "share, %.0f%%"),
                       tactics_arena_result_get_fair_share (self->result) * 100);

    gtk_label_set_text (GTK_LABEL (self->rates_caption), caption);
  }
  gtk_widget_set_visible (self->rates_caption, TRUE);
  gtk_widget_set_visible (self->rates, TRUE);
  gtk_widget_set_visible (self->heat_caption, TRUE);
  gtk_widget_set_visible (self->heat, TRUE);
  gtk_button_set_label (GTK_BUTTON (self->button), _("_Close"));
  g_signal_emit (self, signals[SIGNAL_FINISHED], 0);
}

static void
on_button_clicked (TacticsEditorBalanceDialog *self)
{
  gtk_window_close (GTK_WINDOW (self));
}

/* Closing the window stops the matches still to play. */
static gboolean
on_close_request (GtkWindow *window)
{
  tactics_editor_balance_dialog_cancel (TACTICS_EDITOR_BALANCE_DIALOG (window));
  return FALSE;
}

static void
tactics_editor_balance_dialog_dispose (GObject *object)
{
  TacticsEditorBalanceDialog *self = TACTICS_EDITOR_BALANCE_DIALOG (object);

  if (self->cancellable != NULL)
    g_cancellable_cancel (self->cancellable);
  if (self->arena != NULL)
    g_signal_handlers_disconnect_by_func (self->arena, on_progress, self);
  self->status = self->progress = self->rates = self->heat = self->rates_caption = NULL;
  self->heat_caption = self->button = NULL;
  G_OBJECT_CLASS (tactics_editor_balance_dialog_parent_class)->dispose (object);
}

static void
tactics_editor_balance_dialog_finalize (GObject *object)
{
  TacticsEditorBalanceDialog *self = TACTICS_EDITOR_BALANCE_DIALOG (object);

  g_clear_object (&self->arena);
  g_clear_object (&self->cancellable);
  g_clear_object (&self->result);
  g_clear_pointer (&self->names, g_strfreev);
  g_free (self->verdict);
  G_OBJECT_CLASS (tactics_editor_balance_dialog_parent_class)->finalize (object);
}

static void
tactics_editor_balance_dialog_class_init (TacticsEditorBalanceDialogClass *klass)
{
  GObjectClass *object_class = G_OBJECT_CLASS (klass);

  object_class->dispose = tactics_editor_balance_dialog_dispose;
  object_class->finalize = tactics_editor_balance_dialog_finalize;
  GTK_WINDOW_CLASS (klass)->close_request = on_close_request;

  signals[SIGNAL_FINISHED] = g_signal_new ("finished", G_TYPE_FROM_CLASS (klass),
                                           G_SIGNAL_RUN_LAST, 0, NULL, NULL, NULL,
                                           G_TYPE_NONE, 0);
}

/* Built in code: the charts are drawn, and the rest is four widgets in a
 * column. */
static void
tactics_editor_balance_dialog_init (TacticsEditorBalanceDialog *self)
{
  GtkWidget *box = gtk_box_new (GTK_ORIENTATION_VERTICAL, 12);
  GtkWidget *buttons = gtk_box_new (GTK_ORIENTATION_HORIZONTAL, 6);

  /* Translators: the title of the window of Check Balance…. */
  gtk_window_set_title (GTK_WINDOW (self), _("Balance"));
  gtk_window_set_default_size (GTK_WINDOW (self), 560, 620);
  gtk_widget_set_margin_start (box, 18);
  gtk_widget_set_margin_end (box, 18);
  gtk_widget_set_margin_top (box, 18);
  gtk_widget_set_margin_bottom (box, 18);

  self->status = gtk_label_new (NULL);
  gtk_label_set_wrap (GTK_LABEL (self->status), TRUE);
  gtk_label_set_xalign (GTK_LABEL (self->status), 0.0);
  gtk_widget_add_css_class (self->status, "heading");
  gtk_box_append (GTK_BOX (box), self->status);

  self->progress = gtk_progress_bar_new ();
  gtk_progress_bar_set_show_text (GTK_PROGRESS_BAR (self->progress), TRUE);
  gtk_box_append (GTK_BOX (box), self->progress);

  self->rates_caption = gtk_label_new (NULL);
  gtk_widget_set_name (self->rates_caption, "rates_caption");
  gtk_label_set_wrap (GTK_LABEL (self->rates_caption), TRUE);
  gtk_label_set_xalign (GTK_LABEL (self->rates_caption), 0.0);
  gtk_widget_set_visible (self->rates_caption, FALSE);
  gtk_box_append (GTK_BOX (box), self->rates_caption);

  self->rates = gtk_drawing_area_new ();
  gtk_drawing_area_set_content_height (GTK_DRAWING_AREA (self->rates), 220);
  gtk_drawing_area_set_draw_func (GTK_DRAWING_AREA (self->rates), draw_rates, self, NULL);
  gtk_widget_set_visible (self->rates, FALSE);
  gtk_box_append (GTK_BOX (box), self->rates);

  /* Translators: the caption of the heat map in the Balance window. */
  self->heat_caption = gtk_label_new (_("Where units were eliminated (darker: more often)"));
  gtk_label_set_wrap (GTK_LABEL (self->heat_caption), TRUE);
  gtk_label_set_xalign (GTK_LABEL (self->heat_caption), 0.0);
  gtk_widget_set_visible (self->heat_caption, FALSE);
  gtk_box_append (GTK_BOX (box), self->heat_caption);

  self->heat = gtk_drawing_area_new ();
  gtk_drawing_area_set_content_height (GTK_DRAWING_AREA (self->heat), 240);
  gtk_widget_set_vexpand (self->heat, TRUE);
  gtk_drawing_area_set_draw_func (GTK_DRAWING_AREA (self->heat), draw_heat, self, NULL);
  gtk_widget_set_visible (self->heat, FALSE);
  gtk_box_append (GTK_BOX (box), self->heat);

  /* Stop, not Cancel: its key must differ from Close's, which it becomes. */
  self->button = gtk_button_new_with_mnemonic (_("_Stop"));
  g_signal_connect_swapped (self->button, "clicked", G_CALLBACK (on_button_clicked), self);
  gtk_widget_set_halign (buttons, GTK_ALIGN_END);
  gtk_box_append (GTK_BOX (buttons), self->button);
  gtk_box_append (GTK_BOX (box), buttons);

  gtk_window_set_child (GTK_WINDOW (self), box);
}

GtkWidget *
tactics_editor_balance_dialog_new (GtkWindow          *parent,
                                   TacticsArena       *arena,
                                   const char * const *names,
                                   gboolean            hex)
{
  TacticsEditorBalanceDialog *self = g_object_new (TACTICS_TYPE_EDITOR_BALANCE_DIALOG,
                                                   "transient-for", parent, NULL);
  g_autofree char *status = NULL;
  guint n_matches = tactics_arena_get_n_matches (arena);

  self->arena = g_object_ref (arena);
  self->names = g_strdupv ((char **) names);
  self->hex = hex;
  self->cancellable = g_cancellable_new ();
  self->running = TRUE;
  /* Translators: the Balance window while it plays; %u is a number of
   * matches. */
  status = g_strdup_printf (ngettext ("Playing %u match between computer players…",
                                      "Playing %u matches between computer players…",
                                      n_matches), n_matches);
  gtk_label_set_text (GTK_LABEL (self->status), status);
  on_progress (arena, 0, n_matches, self);
  g_signal_connect (arena, "progress", G_CALLBACK (on_progress), self);
  tactics_arena_run_async (arena, self->cancellable, on_run_done, g_object_ref (self));
  return GTK_WIDGET (self);
}

TacticsArenaResult *
tactics_editor_balance_dialog_get_result (TacticsEditorBalanceDialog *self)
{
  g_return_val_if_fail (TACTICS_IS_EDITOR_BALANCE_DIALOG (self), NULL);
  return self->result;
}

const char *
tactics_editor_balance_dialog_get_verdict (TacticsEditorBalanceDialog *self)
{
  g_return_val_if_fail (TACTICS_IS_EDITOR_BALANCE_DIALOG (self), NULL);
  return self->verdict != NULL ? self->verdict : "";
}

gboolean
tactics_editor_balance_dialog_is_running (TacticsEditorBalanceDialog *self)
{
  g_return_val_if_fail (TACTICS_IS_EDITOR_BALANCE_DIALOG (self), FALSE);
  return self->running;
}

void
tactics_editor_balance_dialog_cancel (TacticsEditorBalanceDialog *self)
{
  g_return_if_fail (TACTICS_IS_EDITOR_BALANCE_DIALOG (self));
  if (self->running)
    g_cancellable_cancel (self->cancellable);
}
