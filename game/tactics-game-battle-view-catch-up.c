/* SPDX-License-Identifier: GPL-3.0-or-later */
#include "config.h"

#include <glib/gi18n.h>

#include "tactics-game-battle-view-private.h"

/* "Since your last turn". Under fog, at the hot seat, a player sitting
 * down first sees what they saw happen while the others played, at the
 * chosen speed, then the board as it is. The match is copied from its own
 * save (the same seed, so the same draws) and brought to where the player
 * last held the seat; the commands performed since are then performed on
 * the copy, and the event player shows them as it shows any command,
 * through the player's eyes: what they did not witness changes the picture
 * unseen. Once it has caught up (or the player skips) the live match is
 * shown again. The director keeps the live match all along: nobody plays
 * the copy. */

/* The copy of @match after its first @n_commands commands; NULL when it
 * cannot be made (a match arranged by hand has no save). */
static TacticsMatch *
copy_match (TacticsMatch *match,
            guint         n_commands)
{
  g_autoptr(GError) error = NULL;
  g_autoptr(GBytes) bytes = tactics_match_save_to_bytes (match, &error);
  g_autoptr(TacticsSave) save = NULL;
  g_autoptr(TacticsMatch) copy = NULL;

  if (bytes == NULL)
    {
      g_debug ("No replay since the last turn: %s", error->message);
      return NULL;
    }
  save = tactics_save_load_from_bytes (bytes, "since-last-turn", &error);
  if (save == NULL || tactics_save_get_n_commands (save) != tactics_match_get_n_commands (match))
    {
      g_warning ("The match cannot be replayed since the last turn: %s",
                 error != NULL ? error->message : "its commands differ");
      return NULL;
    }
  copy = tactics_save_new_match (save);
  for (guint i = 0; i < n_commands; i++)
    if (!tactics_save_replay_step (save, copy, i, &error))
      {
        g_warning ("The match cannot be replayed since the last turn: %s", error->message);
        return NULL;
      }
  return g_steal_pointer (&copy);
}

gboolean
tactics_game_battle_view_start_catch_up (TacticsGameBattleView *self)
{
  g_autoptr(TacticsMatch) copy = NULL;
  TacticsMatch *live = self->match;
  int viewer = self->viewer;
  guint from;
  guint n_commands;

  if (live == NULL || self->live_match != NULL || viewer < 0 ||
      tactics_match_get_fog (live) == TACTICS_FOG_MODE_NONE ||
      !tactics_game_match_director_get_hot_seat (self->director) ||
      tactics_game_event_player_is_instant (self->event_player))
    return FALSE;
  from = tactics_game_match_director_get_seen_commands (self->director, viewer);
  n_commands = tactics_match_get_n_commands (live);
  if (from >= n_commands)
    return FALSE;
  copy = copy_match (live, from);
  if (copy == NULL)
    return FALSE;

  self->live_match = g_object_ref (live);
  tactics_game_battle_view_show_match (self, copy);
  /* The log and the animations through the viewer's eyes on the copy. */
  self->viewer = -1;
  tactics_game_battle_view_set_viewer (self, viewer);
  for (guint i = from; i < n_commands; i++)
    {
      g_autoptr(GError) error = NULL;

      if (tactics_match_perform (copy, tactics_match_get_command (live, i), NULL, &error) ==
          TACTICS_COMMAND_RESULT_FAILURE)
        {
          g_warning ("The replay since the last turn stops at command %u: %s", i + 1,
                     error->message);
          break;
        }
    }
  gtk_widget_set_visible (self->catch_up_bar, TRUE);
  tactics_game_battle_view_refresh (self);
  /* Its end (or a skip) settles, which brings the live match back. */
  tactics_game_event_player_play (self->event_player);
  return TRUE;
}

void
tactics_game_battle_view_stop_catch_up (TacticsGameBattleView *self)
{
  g_autoptr(TacticsMatch) live = NULL;
  int viewer = self->viewer;

  if (self->catch_up_bar != NULL)
    gtk_widget_set_visible (self->catch_up_bar, FALSE);
  if (self->live_match == NULL)
    return;
  live = g_steal_pointer (&self->live_match);
  tactics_game_event_player_drain (self->event_player);
  tactics_game_battle_view_show_match (self, live);
  self->viewer = -1;
  tactics_game_battle_view_set_viewer (self, viewer);
}

gboolean
tactics_game_battle_view_is_catching_up (TacticsGameBattleView *self)
{
  g_return_val_if_fail (TACTICS_IS_GAME_BATTLE_VIEW (self), FALSE);
  return self->live_match != NULL;
}

void
tactics_game_battle_view_skip_catch_up (TacticsGameBattleView *self)
{
  g_return_if_fail (TACTICS_IS_GAME_BATTLE_VIEW (self));

  if (self->live_match == NULL)
    return;
  /* What is left plays at once; catching up settles. */
  tactics_game_event_player_drain (self->event_player);
  tactics_game_event_player_play (self->event_player);
}

static void
on_skip_clicked (TacticsGameBattleView *self)
{
  tactics_game_battle_view_skip_catch_up (self);
}

static gboolean
on_escape (GtkWidget *widget,
           GVariant  *args,
           gpointer   user_data)
{
  TacticsGameBattleView *self = TACTICS_GAME_BATTLE_VIEW (widget);

  if (self->live_match == NULL)
    return FALSE;
  tactics_game_battle_view_skip_catch_up (self);
  return TRUE;
}

void
tactics_game_battle_view_init_catch_up (TacticsGameBattleView *self)
{
  GtkWidget *box = gtk_box_new (GTK_ORIENTATION_HORIZONTAL, 12);
  GtkWidget *label = gtk_label_new (_("Since your last turn"));
  GtkWidget *skip = gtk_button_new_with_mnemonic (_("S_kip"));
  GtkEventController *shortcuts = gtk_shortcut_controller_new ();

  gtk_widget_add_css_class (box, "osd");
  gtk_widget_add_css_class (box, "catch-up-bar");
  gtk_widget_set_name (box, "catch-up-bar");
  gtk_widget_set_halign (box, GTK_ALIGN_CENTER);
  gtk_widget_set_valign (box, GTK_ALIGN_END);
  gtk_widget_set_margin_bottom (box, 18);
  gtk_widget_add_css_class (label, "title-4");
  gtk_widget_set_margin_start (label, 12);
  gtk_widget_set_tooltip_text (skip, _("Show the board as it is now (Escape)"));
  g_signal_connect_swapped (skip, "clicked", G_CALLBACK (on_skip_clicked), self);
  gtk_box_append (GTK_BOX (box), label);
  gtk_box_append (GTK_BOX (box), skip);
  gtk_widget_set_visible (box, FALSE);
  gtk_overlay_add_overlay (self->board_overlay, box);
  self->catch_up_bar = box;

  /* Before the view's own Escape, which only clears a selection. */
  gtk_event_controller_set_propagation_phase (shortcuts, GTK_PHASE_CAPTURE);
  gtk_shortcut_controller_add_shortcut (GTK_SHORTCUT_CONTROLLER (shortcuts),
                                        gtk_shortcut_new (gtk_keyval_trigger_new (GDK_KEY_Escape,
                                                                                  0),
                                                          gtk_callback_action_new (on_escape,
                                                                                   NULL,
                                                                                   NULL)));
  gtk_widget_add_controller (GTK_WIDGET (self), shortcuts);
}
