/* SPDX-License-Identifier: GPL-3.0-or-later */
#include "config.h"

#include "tactics-game-battle-log.h"

/* Lines kept; older ones are dropped so a long match stays light. */
#define MAX_LINES 400

struct _TacticsGameBattleLog
{
  GtkWidget          parent_instance;

  GtkScrolledWindow *scroller;
  GtkListBox        *list;
  TacticsView       *view;
  guint              n_rows;     /* shown or not */
  guint              n_lines;    /* shown */
  gboolean           following;
  guint              scroll_tick;
};

G_DEFINE_FINAL_TYPE (TacticsGameBattleLog, tactics_game_battle_log, GTK_TYPE_WIDGET)

static gboolean
at_end (GtkAdjustment *adjustment)
{
  return gtk_adjustment_get_value (adjustment) + gtk_adjustment_get_page_size (adjustment) >=
         gtk_adjustment_get_upper (adjustment) - 1.0;
}

static gboolean
scroll_to_end (GtkWidget     *widget,
               GdkFrameClock *frame_clock,
               gpointer       user_data)
{
  TacticsGameBattleLog *self = TACTICS_GAME_BATTLE_LOG (widget);
  GtkAdjustment *adjustment = gtk_scrolled_window_get_vadjustment (self->scroller);

  self->scroll_tick = 0;
  if (self->following)
    gtk_adjustment_set_value (adjustment, gtk_adjustment_get_upper (adjustment) -
                                          gtk_adjustment_get_page_size (adjustment));
  return G_SOURCE_REMOVE;
}

/* The list grew or shrank (its allocation comes after the line was
 * added): stay at the end if that is where the player was. Not from
 * here: this runs while the panel is laid out, and a scroll asked for
 * then moves the numbers but not the lines on screen until the next
 * layout, which may be long after the turn that wrote them. The next
 * frame scrolls. */
static void
on_adjustment_changed (TacticsGameBattleLog *self,
                       GtkAdjustment        *adjustment)
{
  if (self->following && self->scroll_tick == 0)
    self->scroll_tick = gtk_widget_add_tick_callback (GTK_WIDGET (self), scroll_to_end, NULL,
                                                      NULL);
}

/* Only the player moves the view away from the end: follow again when
 * they come back to it. */
static void
on_adjustment_value_changed (TacticsGameBattleLog *self,
                             GtkAdjustment        *adjustment)
{
  self->following = at_end (adjustment);
}

#define EVENT_KEY "tactics-event"

static int
row_event (GtkListBoxRow *row)
{
  return GPOINTER_TO_INT (g_object_get_data (G_OBJECT (row), EVENT_KEY)) - 1;
}

static gboolean
row_shown (TacticsGameBattleLog *self,
           GtkListBoxRow        *row)
{
  int event = row_event (row);

  return self->view == NULL || event < 0 || tactics_view_witnessed (self->view, (guint) event);
}

static gboolean
filter_row (GtkListBoxRow *row,
            gpointer       user_data)
{
  return row_shown (user_data, row);
}

static void
count_lines (TacticsGameBattleLog *self)
{
  GtkListBoxRow *row;

  self->n_lines = 0;
  for (int i = 0; (row = gtk_list_box_get_row_at_index (self->list, i)) != NULL; i++)
    if (row_shown (self, row))
      self->n_lines++;
}

void
tactics_game_battle_log_append (TacticsGameBattleLog *self,
                                const char           *markup)
{
  tactics_game_battle_log_append_event (self, markup, -1);
}

void
tactics_game_battle_log_append_event (TacticsGameBattleLog *self,
                                      const char           *markup,
                                      int                   event)
{
  GtkWidget *label;
  GtkListBoxRow *row;

  g_return_if_fail (TACTICS_IS_GAME_BATTLE_LOG (self));
  g_return_if_fail (markup != NULL);

  label = gtk_label_new (NULL);
  gtk_label_set_markup (GTK_LABEL (label), markup);
  gtk_label_set_xalign (GTK_LABEL (label), 0);
  gtk_label_set_wrap (GTK_LABEL (label), TRUE);
  gtk_label_set_wrap_mode (GTK_LABEL (label), PANGO_WRAP_WORD_CHAR);
  if (g_str_has_prefix (markup, "<b>"))
    gtk_widget_add_css_class (label, "log-turn");
  gtk_list_box_append (self->list, label);
  row = GTK_LIST_BOX_ROW (gtk_widget_get_parent (label));
  g_object_set_data (G_OBJECT (row), EVENT_KEY, GINT_TO_POINTER (MAX (event, -1) + 1));
  self->n_rows++;
  if (row_shown (self, row))
    self->n_lines++;
  /* The row was filtered before it had its event. */
  gtk_list_box_row_changed (row);

  while (self->n_rows > MAX_LINES)
    {
      GtkListBoxRow *first = gtk_list_box_get_row_at_index (self->list, 0);

      if (row_shown (self, first))
        self->n_lines--;
      gtk_list_box_remove (self->list, GTK_WIDGET (first));
      self->n_rows--;
    }
}

void
tactics_game_battle_log_set_view (TacticsGameBattleLog *self,
                                  TacticsView          *view)
{
  g_return_if_fail (TACTICS_IS_GAME_BATTLE_LOG (self));
  g_return_if_fail (view == NULL || TACTICS_IS_VIEW (view));

  if (self->view == view)
    return;
  g_set_object (&self->view, view);
  gtk_list_box_invalidate_filter (self->list);
  count_lines (self);
  /* Another player's log starts at its end. */
  self->following = TRUE;
  on_adjustment_changed (self, gtk_scrolled_window_get_vadjustment (self->scroller));
}

int
tactics_game_battle_log_get_line_event (TacticsGameBattleLog *self,
                                        guint                 index)
{
  GtkListBoxRow *row;
  guint shown = 0;

  g_return_val_if_fail (TACTICS_IS_GAME_BATTLE_LOG (self), -1);

  for (int i = 0; (row = gtk_list_box_get_row_at_index (self->list, i)) != NULL; i++)
    {
      if (!row_shown (self, row))
        continue;
      if (shown++ == index)
        return row_event (row);
    }
  return -1;
}

void
tactics_game_battle_log_clear (TacticsGameBattleLog *self)
{
  GtkWidget *child;

  g_return_if_fail (TACTICS_IS_GAME_BATTLE_LOG (self));

  while ((child = gtk_widget_get_first_child (GTK_WIDGET (self->list))) != NULL)
    gtk_list_box_remove (self->list, child);
  self->n_rows = 0;
  self->n_lines = 0;
  self->following = TRUE;
}

guint
tactics_game_battle_log_get_n_lines (TacticsGameBattleLog *self)
{
  g_return_val_if_fail (TACTICS_IS_GAME_BATTLE_LOG (self), 0);
  return self->n_lines;
}

gboolean
tactics_game_battle_log_get_following (TacticsGameBattleLog *self)
{
  g_return_val_if_fail (TACTICS_IS_GAME_BATTLE_LOG (self), FALSE);
  return self->following;
}

GtkAdjustment *
tactics_game_battle_log_get_vadjustment (TacticsGameBattleLog *self)
{
  g_return_val_if_fail (TACTICS_IS_GAME_BATTLE_LOG (self), NULL);
  return gtk_scrolled_window_get_vadjustment (self->scroller);
}

static void
tactics_game_battle_log_dispose (GObject *object)
{
  TacticsGameBattleLog *self = TACTICS_GAME_BATTLE_LOG (object);

  if (self->scroll_tick != 0)
    gtk_widget_remove_tick_callback (GTK_WIDGET (self), self->scroll_tick);
  self->scroll_tick = 0;
  g_clear_object (&self->view);
  gtk_widget_dispose_template (GTK_WIDGET (object), TACTICS_TYPE_GAME_BATTLE_LOG);

  G_OBJECT_CLASS (tactics_game_battle_log_parent_class)->dispose (object);
}

static void
tactics_game_battle_log_class_init (TacticsGameBattleLogClass *klass)
{
  GObjectClass *object_class = G_OBJECT_CLASS (klass);
  GtkWidgetClass *widget_class = GTK_WIDGET_CLASS (klass);

  object_class->dispose = tactics_game_battle_log_dispose;

  gtk_widget_class_set_template_from_resource (widget_class,
                                               "/io/tactics/Game/tactics-game-battle-log.ui");
  gtk_widget_class_bind_template_child (widget_class, TacticsGameBattleLog, scroller);
  gtk_widget_class_bind_template_child (widget_class, TacticsGameBattleLog, list);
}

static void
tactics_game_battle_log_init (TacticsGameBattleLog *self)
{
  GtkAdjustment *adjustment;

  gtk_widget_init_template (GTK_WIDGET (self));
  self->following = TRUE;
  gtk_list_box_set_filter_func (self->list, filter_row, self, NULL);
  adjustment = gtk_scrolled_window_get_vadjustment (self->scroller);
  g_signal_connect_object (adjustment, "changed", G_CALLBACK (on_adjustment_changed), self,
                           G_CONNECT_SWAPPED);
  g_signal_connect_object (adjustment, "value-changed", G_CALLBACK (on_adjustment_value_changed),
                           self, G_CONNECT_SWAPPED);
}
