/* SPDX-License-Identifier: GPL-3.0-or-later */
#include "config.h"

#include <glib/gi18n.h>

#include "tactics-game-analysis.h"
#include "tactics-game-battle-view-private.h"

/* Selection */

void
tactics_game_battle_view_clear_selection (TacticsGameBattleView *self)
{
  self->selection.unit = -1;
  self->selection.inspected = -1;
  self->selection.action = -1;
  self->selection.mode = MODE_MOVE;
  self->selection.reach_unit = -1;
}

static gboolean
unit_can_act (TacticsGameBattleView *self,
              TacticsUnit           *unit)
{
  return !tactics_unit_has_acted (unit) && tactics_match_get_n_unit_actions (self->match, unit) > 0;
}

/* The action a unit most likely wants: its default attack when something
 * is in reach, else the first action with a target, else -1. */
static int
best_action (TacticsGameBattleView *self,
             TacticsUnit           *unit)
{
  int preferred = tactics_match_get_default_action (self->match, unit);
  guint n_actions = tactics_match_get_n_unit_actions (self->match, unit);

  if (preferred >= 0 &&
      tactics_game_analysis_action_has_target (self->match, unit, (guint) preferred))
    return preferred;
  for (guint i = 0; i < n_actions; i++)
    if (tactics_game_analysis_action_has_target (self->match, unit, i))
      return (int) i;
  return -1;
}

void
tactics_game_battle_view_select_unit (TacticsGameBattleView *self,
                                      TacticsUnit           *unit)
{
  tactics_game_battle_view_clear_selection (self);
  if (unit == NULL)
    return;
  self->selection.unit = (int) tactics_unit_get_id (unit);
  if (!tactics_unit_has_moved (unit))
    {
      self->selection.mode = MODE_MOVE;
    }
  else if (unit_can_act (self, unit))
    {
      self->selection.mode = MODE_TARGET;
      self->selection.action = best_action (self, unit);
      if (self->selection.action < 0)
        self->selection.action = 0;
    }
}

/* Whether the game would let @unit use its action @index now, wherever
 * aimed; if not, shows its reason over the unit. */
static gboolean
may_act (TacticsGameBattleView *self,
         TacticsUnit           *unit,
         guint                  index)
{
  g_autoptr(GError) error = NULL;
  TacticsCommand command;

  /* A dry run aimed where the unit stands: a refusal of that aim alone
   * says nothing about the action. */
  tactics_command_init_act (&command, tactics_unit_get_owner (unit), tactics_unit_get_id (unit),
                            index, tactics_unit_get_cell (unit));
  if (tactics_match_check_command (self->match, &command, NULL, &error) !=
        TACTICS_COMMAND_RESULT_FAILURE ||
      g_error_matches (error, TACTICS_MATCH_ERROR, TACTICS_MATCH_ERROR_OUT_OF_RANGE))
    return TRUE;
  tactics_game_battle_view_show_toast (self, tactics_unit_get_cell (unit), error->message);
  return FALSE;
}

/* The game's reason why @unit, one of the current player's, may give no
 * command now: another unit's turn, or it has moved and acted. */
static char *
dup_not_ready_reason (TacticsGameBattleView *self,
                      TacticsUnit           *unit)
{
  g_autoptr(GError) error = NULL;
  TacticsCommand command;

  /* Staying put is refused as "already moved" once it has; then acting
   * is the question. */
  tactics_command_init_move (&command, tactics_unit_get_owner (unit), tactics_unit_get_id (unit),
                             tactics_unit_get_cell (unit));
  if (tactics_match_check_command (self->match, &command, NULL, &error) ==
        TACTICS_COMMAND_RESULT_FAILURE &&
      g_error_matches (error, TACTICS_MATCH_ERROR, TACTICS_MATCH_ERROR_ALREADY_DONE))
    {
      g_clear_error (&error);
      tactics_command_init_act (&command, tactics_unit_get_owner (unit),
                                tactics_unit_get_id (unit), 0, tactics_unit_get_cell (unit));
      tactics_match_check_command (self->match, &command, NULL, &error);
    }
  return error != NULL ? g_strdup (error->message) : NULL;
}

void
tactics_game_battle_view_choose_action (TacticsGameBattleView *self,
                                        guint                  index)
{
  TacticsUnit *unit = get_unit (self, self->selection.unit);

  if (unit == NULL || !human_in_control (self))
    return;
  if (index >= tactics_match_get_n_unit_actions (self->match, unit))
    return;
  if (!may_act (self, unit, index))
    return;
  if (self->selection.mode == MODE_TARGET && self->selection.action == (int) index)
    {
      /* Choosing it again puts it away. */
      self->selection.mode = MODE_MOVE;
      self->selection.action = -1;
    }
  else
    {
      self->selection.mode = MODE_TARGET;
      self->selection.action = (int) index;
    }
  tactics_game_battle_view_refresh (self);
}

/* Commands from the human player */

static gboolean
submit (TacticsGameBattleView *self,
        const TacticsCommand  *command,
        TacticsCell            where)
{
  g_autoptr(GError) error = NULL;
  TacticsCommand performed;

  if (!tactics_game_match_director_submit (self->director, command, &performed, &error))
    {
      tactics_game_battle_view_show_toast (self, where, error->message);
      return FALSE;
    }
  tactics_game_battle_view_hide_toast (self);
  tactics_cell_layer_clear (self->path_layer);
  tactics_cell_layer_clear (self->reach_layer);
  tactics_cell_layer_clear (self->foci_layer);
  tactics_cell_layer_clear (self->effect_layer);
  tactics_cell_layer_clear (self->placement_layer);
  tactics_game_unit_layer_clear_predictions (self->unit_layer);
  tactics_game_battle_view_hide_ghost (self);
  if (performed.kind == TACTICS_COMMAND_MOVE || performed.kind == TACTICS_COMMAND_ACT)
    self->selection.reselect = (int) performed.unit;
  tactics_game_event_player_play (self->event_player);
  return TRUE;
}

static void
on_aim_dialog_response (GtkDialog *dialog,
                        int        response,
                        gpointer   user_data)
{
  TacticsGameBattleView *self = TACTICS_GAME_BATTLE_VIEW (user_data);
  const TacticsCommand *command = g_object_get_data (G_OBJECT (dialog), "command");

  /* The match may have moved on while the question was open. */
  if (response == GTK_RESPONSE_ACCEPT && human_in_control (self) &&
      tactics_match_check_command (self->match, command, NULL, NULL) !=
        TACTICS_COMMAND_RESULT_FAILURE)
    submit (self, command, command->cell);
  gtk_window_destroy (GTK_WINDOW (dialog));
}

/* Performs the action @command, asking first when the engine's preview
 * says it would change no one: a misclick would waste the unit's action. */
static void
act_or_ask (TacticsGameBattleView *self,
            TacticsUnit           *unit,
            const TacticsCommand  *command)
{
  g_autoptr(GArray) hits = g_array_new (FALSE, FALSE, sizeof (TacticsHit));
  TacticsAction *action;
  GtkWidget *dialog;
  GtkRoot *root = gtk_widget_get_root (GTK_WIDGET (self));

  if (!GTK_IS_WINDOW (root) ||
      tactics_match_check_command (self->match, command, NULL, NULL) ==
        TACTICS_COMMAND_RESULT_FAILURE ||
      !tactics_match_preview_action (self->match, unit, command->action, command->cell, NULL,
                                     hits) ||
      hits->len > 0)
    {
      submit (self, command, command->cell);
      return;
    }

  action = tactics_match_get_unit_action (self->match, unit, command->action);
  dialog = gtk_message_dialog_new (GTK_WINDOW (root),
                                   GTK_DIALOG_MODAL | GTK_DIALOG_DESTROY_WITH_PARENT,
                                   GTK_MESSAGE_QUESTION, GTK_BUTTONS_NONE,
                                   /* Translators: %s is an action, e.g. "Grenade". */
                                   _("The %s would hit no one here. Use it anyway?"),
                                   action != NULL ? tactics_action_get_name (action) : "");
  gtk_dialog_add_button (GTK_DIALOG (dialog), _("_Cancel"), GTK_RESPONSE_CANCEL);
  gtk_dialog_add_button (GTK_DIALOG (dialog), _("_Use It"), GTK_RESPONSE_ACCEPT);
  gtk_dialog_set_default_response (GTK_DIALOG (dialog), GTK_RESPONSE_CANCEL);
  g_object_set_data_full (G_OBJECT (dialog), "command",
                          g_memdup2 (command, sizeof (TacticsCommand)), g_free);
  g_signal_connect_object (dialog, "response", G_CALLBACK (on_aim_dialog_response), self, 0);
  gtk_window_present (GTK_WINDOW (dialog));
}

static void
activate_cell (TacticsGameBattleView *self,
               TacticsCell            cell)
{
  TacticsMap *map;
  TacticsUnit *there;
  TacticsUnit *unit;
  TacticsCommand command;
  int player;

  if (self->match == NULL)
    return;
  map = tactics_match_get_map (self->match);
  if (!tactics_map_contains (map, cell))
    return;

  player = current_player (self);
  if (!human_in_control (self))
    {
      TacticsPlayer *info = get_player (self, player);

      if (phase (self) != TACTICS_MATCH_PHASE_OVER && info != NULL && !animating (self) &&
          !is_human (self, player))
        {
          g_autofree char *message =
            /* Translators: %s is a player's name, e.g. "It is Vermilion’s turn: the computer is
             * playing.". */
            g_strdup_printf (_("It is %s’s turn: the computer is playing."),
                             tactics_player_get_name (info));

          tactics_game_battle_view_show_toast (self, cell, message);
        }
      return;
    }

  if (phase (self) == TACTICS_MATCH_PHASE_PLACEMENT)
    {
      if (self->placing_unit < 0)
        return;
      tactics_command_init_place (&command, (guint) player, (guint) self->placing_unit, cell);
      submit (self, &command, cell);
      return;
    }

  there = tactics_match_get_unit_at (self->match, cell);
  /* A unit hidden in the fog is not there for the player: a click there
   * is a move, which the match may stop in an ambush. */
  if (!sees_unit (self, there))
    there = NULL;
  unit = get_unit (self, self->selection.unit);

  if (unit != NULL && self->selection.mode == MODE_TARGET && self->selection.action >= 0)
    {
      /* Clicking another unit of one's own that may still act selects it,
       * unless the action could be aimed there (a heal). */
      if (there != NULL && there != unit && (int) tactics_unit_get_owner (there) == player &&
          !tactics_cell_layer_contains (self->foci_layer, cell) &&
          tactics_match_unit_is_ready (self->match, there))
        {
          tactics_game_battle_view_select_unit (self, there);
          tactics_game_battle_view_refresh (self);
          return;
        }
      if (there == unit && !tactics_cell_layer_contains (self->foci_layer, cell))
        {
          /* Clicking the unit itself puts the action away. */
          self->selection.mode = MODE_MOVE;
          self->selection.action = -1;
          if (tactics_unit_has_moved (unit))
            tactics_game_battle_view_clear_selection (self);
          tactics_game_battle_view_refresh (self);
          return;
        }
      tactics_command_init_act (&command, (guint) player, (guint) self->selection.unit,
                                (guint) self->selection.action, cell);
      act_or_ask (self, unit, &command);
      return;
    }

  if (there != NULL && (int) tactics_unit_get_owner (there) == player)
    {
      if (there == unit)
        {
          /* Clicking the selected unit: stay here and act, or let go. */
          if (unit_can_act (self, unit))
            {
              self->selection.mode = MODE_TARGET;
              self->selection.action = best_action (self, unit);
              if (self->selection.action < 0)
                self->selection.action = 0;
            }
          else
            {
              tactics_game_battle_view_clear_selection (self);
            }
          tactics_game_battle_view_refresh (self);
          return;
        }
      if (!tactics_match_unit_is_ready (self->match, there))
        {
          g_autofree char *message = dup_not_ready_reason (self, there);

          tactics_game_battle_view_clear_selection (self);
          self->selection.inspected = (int) tactics_unit_get_id (there);
          if (message != NULL)
            tactics_game_battle_view_show_toast (self, cell, message);
          tactics_game_battle_view_refresh (self);
          return;
        }
      tactics_game_battle_view_select_unit (self, there);
      tactics_game_battle_view_refresh (self);
      return;
    }

  if (unit != NULL && (!tactics_unit_has_moved (unit) || there == NULL))
    {
      /* A move; onto an enemy in reach the game makes it an attack, and
       * it says why it refuses one. */
      tactics_command_init_move (&command, (guint) player, (guint) self->selection.unit, cell);
      submit (self, &command, cell);
      return;
    }

  /* Nothing selected: look at an enemy, or at nothing. */
  tactics_game_battle_view_clear_selection (self);
  if (there != NULL)
    self->selection.inspected = (int) tactics_unit_get_id (there);
  tactics_game_battle_view_refresh (self);
}

static void
cancel (TacticsGameBattleView *self)
{
  TacticsUnit *unit = get_unit (self, self->selection.unit);

  if (unit != NULL && self->selection.mode == MODE_TARGET && !tactics_unit_has_moved (unit))
    {
      self->selection.mode = MODE_MOVE;
      self->selection.action = -1;
    }
  else
    {
      tactics_game_battle_view_clear_selection (self);
    }
  tactics_game_battle_view_refresh (self);
}

/* The pointer and the keys */

static void
on_board_cell_pressed (TacticsGameBattleView *self,
                       int                    x,
                       int                    y,
                       guint                  button,
                       GdkModifierType        state)
{
  if (button == GDK_BUTTON_SECONDARY)
    cancel (self);
  else if (button == GDK_BUTTON_PRIMARY)
    activate_cell (self, (TacticsCell) { x, y });
}

static void
on_board_hover_changed (TacticsGameBattleView *self)
{
  /* The cell under a still pointer changes as the view follows the
   * keyboard cursor: while it is shown, it is what counts. */
  if (tactics_board_get_cursor (self->board, NULL))
    return;
  tactics_game_battle_view_update_preview (self);
  if (self->selection.unit < 0 && self->selection.inspected < 0)
    tactics_game_battle_view_update_unit_card (self);
  else
    tactics_game_battle_view_update_card_defence (self);
}

/* The mouse took the board back, or the keys took it. */
static void
on_board_notify_cursor_visible (TacticsGameBattleView *self)
{
  tactics_game_battle_view_update_preview (self);
  if (self->selection.unit < 0 && self->selection.inspected < 0)
    tactics_game_battle_view_update_unit_card (self);
  else
    tactics_game_battle_view_update_card_defence (self);
}

/* Tells screen readers what the keyboard cursor is on: the board said the
 * cell and its terrain; here comes the unit there. */
static void
announce_cursor (TacticsGameBattleView *self)
{
  g_autofree char *cell_text = NULL;
  g_autofree char *text = NULL;
  TacticsCell cursor;
  TacticsUnit *unit;
  TacticsPlayer *owner;

  if (self->match == NULL || !tactics_board_get_cursor (self->board, &cursor))
    return;
  cell_text = tactics_board_describe_cell (self->board, cursor);
  unit = tactics_match_get_unit_at (self->match, cursor);
  if (!sees_unit (self, unit))
    {
      tactics_board_announce (self->board, cell_text);
      return;
    }
  owner = tactics_match_get_player (self->match, tactics_unit_get_owner (unit));
  /* Translators: what the keyboard cursor is on: the cell and its
   * terrain, then a unit: its kind, its player, its hit points. */
  text = g_strdup_printf (_("%s; %s of %s, %d of %d HP"), cell_text,
                          tactics_match_get_unit_display_name (self->match, unit),
                          tactics_player_get_name (owner),
                          tactics_unit_get_hp (unit), tactics_unit_get_max_hp (unit));
  tactics_board_announce (self->board, text);
}

static void
on_board_cursor_moved (TacticsGameBattleView *self)
{
  tactics_game_battle_view_update_preview (self);
  if (self->selection.unit < 0 && self->selection.inspected < 0)
    tactics_game_battle_view_update_unit_card (self);
  else
    tactics_game_battle_view_update_card_defence (self);
  announce_cursor (self);
}

/* Return or space on the board's cursor (a double click hides it first:
 * its clicks did their work already). */
static void
on_board_cell_activated (TacticsGameBattleView *self,
                         int                    x,
                         int                    y)
{
  if (tactics_board_get_cursor (self->board, NULL))
    activate_cell (self, (TacticsCell) { x, y });
}

static void
select_next_unit (TacticsGameBattleView *self,
                  int                    direction)
{
  guint n_units;
  int start;

  if (!human_in_control (self) || phase (self) != TACTICS_MATCH_PHASE_PLAYING)
    return;
  n_units = tactics_match_get_n_units (self->match);
  start = self->selection.unit;
  for (guint step = 1; step <= n_units; step++)
    {
      int id = ((start < 0 ? (direction > 0 ? -1 : 0) : start) + direction * (int) step +
                (int) n_units * 2) % (int) n_units;
      TacticsUnit *unit = tactics_match_get_unit (self->match, (guint) id);

      if (tactics_match_unit_is_ready (self->match, unit))
        {
          tactics_game_battle_view_select_unit (self, unit);
          tactics_board_set_cursor (self->board, tactics_unit_get_cell (unit), TRUE);
          tactics_board_keep_in_view (self->board, tactics_unit_get_cell (unit));
          tactics_game_battle_view_refresh (self);
          announce_cursor (self);
          return;
        }
    }
}

/* The view's own keys; the arrows and Return are the board's cursor's. */
static gboolean
on_key_pressed (TacticsGameBattleView *self,
                guint                  keyval,
                guint                  keycode,
                GdkModifierType        state,
                GtkEventControllerKey *controller)
{
  GdkModifierType modifiers = state & gtk_accelerator_get_default_mod_mask ();

  /* Only while the board has the focus: elsewhere the keys belong to the
   * buttons and lists of the panel. */
  if (!gtk_widget_has_focus (GTK_WIDGET (self->board)) || (modifiers & ~GDK_SHIFT_MASK) != 0)
    return FALSE;

  switch (keyval)
    {
    case GDK_KEY_Escape:
      cancel (self);
      return TRUE;
    case GDK_KEY_Tab:
    case GDK_KEY_KP_Tab:
      select_next_unit (self, 1);
      return TRUE;
    case GDK_KEY_ISO_Left_Tab:
      select_next_unit (self, -1);
      return TRUE;
    default:
      if (keyval >= GDK_KEY_1 && keyval <= GDK_KEY_9)
        {
          tactics_game_battle_view_choose_action (self, keyval - GDK_KEY_1);
          return TRUE;
        }
      if (keyval >= GDK_KEY_KP_1 && keyval <= GDK_KEY_KP_9)
        {
          tactics_game_battle_view_choose_action (self, keyval - GDK_KEY_KP_1);
          return TRUE;
        }
      return FALSE;
    }
}

/* Actions */

static void
end_turn_now (TacticsGameBattleView *self)
{
  TacticsCommand command;
  TacticsCell where = { 0, 0 };

  if (!human_in_control (self) || phase (self) != TACTICS_MATCH_PHASE_PLAYING)
    return;
  tactics_game_battle_view_clear_selection (self);
  tactics_game_battle_view_pointer_cell (self, &where);
  tactics_command_init_end_turn (&command, (guint) current_player (self));
  submit (self, &command, where);
}

static void
on_end_turn_dialog_response (GtkDialog *dialog,
                             int        response,
                             gpointer   user_data)
{
  TacticsGameBattleView *self = TACTICS_GAME_BATTLE_VIEW (user_data);
  GtkCheckButton *dont_ask = g_object_get_data (G_OBJECT (dialog), "dont-ask");

  if (response == GTK_RESPONSE_ACCEPT)
    {
      if (gtk_check_button_get_active (dont_ask))
        tactics_game_battle_view_set_confirm_end_turn (self, FALSE);
      end_turn_now (self);
    }
  gtk_window_destroy (GTK_WINDOW (dialog));
}

static void
end_turn_action (GtkWidget  *widget,
                 const char *action_name,
                 GVariant   *parameter)
{
  TacticsGameBattleView *self = TACTICS_GAME_BATTLE_VIEW (widget);
  GtkWidget *dialog;
  GtkWidget *dont_ask;
  GtkRoot *root;
  guint n_ready;

  if (!human_in_control (self) || phase (self) != TACTICS_MATCH_PHASE_PLAYING)
    return;
  n_ready = tactics_match_count_ready_units (self->match, (guint) current_player (self));
  root = gtk_widget_get_root (widget);
  if (!self->confirm_end_turn || n_ready == 0 || !GTK_IS_WINDOW (root))
    {
      end_turn_now (self);
      return;
    }

  /* Ending a turn cannot be undone: a forgotten unit is a turn lost. */
  dialog = gtk_message_dialog_new (GTK_WINDOW (root),
                                   GTK_DIALOG_MODAL | GTK_DIALOG_DESTROY_WITH_PARENT,
                                   GTK_MESSAGE_QUESTION, GTK_BUTTONS_NONE,
                                   ngettext ("%u unit can still move or act. End the turn "
                                             "anyway?",
                                             "%u units can still move or act. End the turn "
                                             "anyway?",
                                             n_ready),
                                   n_ready);
  dont_ask = gtk_check_button_new_with_mnemonic (_("_Don’t ask again"));
  gtk_widget_set_margin_start (dont_ask, 12);
  gtk_widget_set_margin_end (dont_ask, 12);
  gtk_box_append (GTK_BOX (gtk_message_dialog_get_message_area (GTK_MESSAGE_DIALOG (dialog))),
                  dont_ask);
  g_object_set_data (G_OBJECT (dialog), "dont-ask", dont_ask);
  gtk_dialog_add_button (GTK_DIALOG (dialog), _("_Keep Playing"), GTK_RESPONSE_CANCEL);
  gtk_dialog_add_button (GTK_DIALOG (dialog), _("_End Turn"), GTK_RESPONSE_ACCEPT);
  /* The player asked to end the turn: Return confirms it. The focus would
   * otherwise go to the first control, "Don't ask again", which Return
   * would tick instead. */
  gtk_dialog_set_default_response (GTK_DIALOG (dialog), GTK_RESPONSE_ACCEPT);
  gtk_window_set_focus (GTK_WINDOW (dialog),
                        gtk_dialog_get_widget_for_response (GTK_DIALOG (dialog),
                                                            GTK_RESPONSE_ACCEPT));
  g_signal_connect_object (dialog, "response", G_CALLBACK (on_end_turn_dialog_response), self,
                           0);
  gtk_window_present (GTK_WINDOW (dialog));
}

static void
undo_action (GtkWidget  *widget,
             const char *action_name,
             GVariant   *parameter)
{
  TacticsGameBattleView *self = TACTICS_GAME_BATTLE_VIEW (widget);
  g_autoptr(GError) error = NULL;
  const TacticsCommand *last;
  guint n_commands;

  if (!human_in_control (self))
    return;
  n_commands = tactics_match_get_n_commands (self->match);
  last = n_commands > 0 ? tactics_match_get_command (self->match, n_commands - 1) : NULL;
  if (!tactics_match_undo (self->match, &error))
    {
      TacticsCell where = { 0, 0 };

      tactics_game_battle_view_pointer_cell (self, &where);
      tactics_game_battle_view_show_toast (self, where, error->message);
      return;
    }
  if (last != NULL && last->kind == TACTICS_COMMAND_MOVE)
    self->selection.reselect = (int) last->unit;
  tactics_game_event_player_play (self->event_player);
}

static void
place_for_me_action (GtkWidget  *widget,
                     const char *action_name,
                     GVariant   *parameter)
{
  TacticsGameBattleView *self = TACTICS_GAME_BATTLE_VIEW (widget);
  g_autoptr(GError) error = NULL;

  if (!human_in_control (self) || phase (self) != TACTICS_MATCH_PHASE_PLACEMENT)
    return;
  tactics_game_battle_view_hide_ghost (self);
  if (!tactics_match_place_all (self->match, &error))
    {
      TacticsCell where = { 0, 0 };

      tactics_game_battle_view_pointer_cell (self, &where);
      tactics_game_battle_view_show_toast (self, where, error->message);
    }
  tactics_game_event_player_play (self->event_player);
}

static void
next_unit_action (GtkWidget  *widget,
                  const char *action_name,
                  GVariant   *parameter)
{
  select_next_unit (TACTICS_GAME_BATTLE_VIEW (widget), 1);
}

static void
cancel_action (GtkWidget  *widget,
               const char *action_name,
               GVariant   *parameter)
{
  cancel (TACTICS_GAME_BATTLE_VIEW (widget));
}

static void
choose_action_action (GtkWidget  *widget,
                      const char *action_name,
                      GVariant   *parameter)
{
  tactics_game_battle_view_choose_action (TACTICS_GAME_BATTLE_VIEW (widget),
                                          g_variant_get_uint32 (parameter));
}

static void
move_cursor_action (GtkWidget  *widget,
                    const char *action_name,
                    GVariant   *parameter)
{
  int dx;
  int dy;

  g_variant_get (parameter, "(ii)", &dx, &dy);
  tactics_board_move_cursor (TACTICS_GAME_BATTLE_VIEW (widget)->board, dx, dy);
}

static void
activate_cursor_action (GtkWidget  *widget,
                        const char *action_name,
                        GVariant   *parameter)
{
  TacticsGameBattleView *self = TACTICS_GAME_BATTLE_VIEW (widget);
  TacticsCell cursor;

  if (!tactics_board_get_cursor (self->board, NULL))
    tactics_board_move_cursor (self->board, 0, 0);
  tactics_board_get_cursor (self->board, &cursor);
  activate_cell (self, cursor);
}

void
tactics_game_battle_view_class_init_input (GtkWidgetClass *widget_class)
{
  gtk_widget_class_bind_template_callback (widget_class, on_board_cell_pressed);
  gtk_widget_class_bind_template_callback (widget_class, on_board_hover_changed);

  gtk_widget_class_install_action (widget_class, "battle.end-turn", NULL, end_turn_action);
  gtk_widget_class_install_action (widget_class, "battle.undo", NULL, undo_action);
  gtk_widget_class_install_action (widget_class, "battle.place-for-me", NULL,
                                   place_for_me_action);
  gtk_widget_class_install_property_action (widget_class, "battle.threat-view",
                                            "threat-visible");
  gtk_widget_class_install_action (widget_class, "battle.next-unit", NULL, next_unit_action);
  gtk_widget_class_install_action (widget_class, "battle.cancel", NULL, cancel_action);
  gtk_widget_class_install_action (widget_class, "battle.choose-action", "u",
                                   choose_action_action);
  gtk_widget_class_install_action (widget_class, "battle.move-cursor", "(ii)",
                                   move_cursor_action);
  gtk_widget_class_install_action (widget_class, "battle.activate-cursor", NULL,
                                   activate_cursor_action);

  gtk_widget_class_add_binding_action (widget_class, GDK_KEY_e, 0, "battle.end-turn", NULL);
  gtk_widget_class_add_binding_action (widget_class, GDK_KEY_Return, GDK_CONTROL_MASK,
                                       "battle.end-turn", NULL);
  gtk_widget_class_add_binding_action (widget_class, GDK_KEY_z, GDK_CONTROL_MASK,
                                       "battle.undo", NULL);
  gtk_widget_class_add_binding_action (widget_class, GDK_KEY_u, 0, "battle.undo", NULL);
  gtk_widget_class_add_binding_action (widget_class, GDK_KEY_t, 0, "battle.threat-view", NULL);
  gtk_widget_class_add_binding_action (widget_class, GDK_KEY_p, 0, "battle.place-for-me", NULL);
  gtk_widget_class_add_binding_action (widget_class, GDK_KEY_n, 0, "battle.next-unit", NULL);
}

void
tactics_game_battle_view_init_input (TacticsGameBattleView *self)
{
  GtkEventController *keys;

  /* In the capture phase: Tab and the digits before the focused board. */
  keys = gtk_event_controller_key_new ();
  gtk_event_controller_set_propagation_phase (keys, GTK_PHASE_CAPTURE);
  g_signal_connect_swapped (keys, "key-pressed", G_CALLBACK (on_key_pressed), self);
  gtk_widget_add_controller (GTK_WIDGET (self), keys);

  g_signal_connect_swapped (self->board, "cursor-moved", G_CALLBACK (on_board_cursor_moved), self);
  g_signal_connect_swapped (self->board, "cell-activated", G_CALLBACK (on_board_cell_activated),
                            self);
  g_signal_connect_swapped (self->board, "notify::cursor-visible",
                            G_CALLBACK (on_board_notify_cursor_visible), self);
}
