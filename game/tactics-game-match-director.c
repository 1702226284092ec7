/* SPDX-License-Identifier: GPL-3.0-or-later */
#include "config.h"

#include <glib/gi18n.h>
#include <string.h>

#include "tactics-game-match-director.h"

struct _TacticsGameMatchDirector
{
  GObject                 parent_instance;

  TacticsGameEventPlayer *player;
  TacticsMatch           *match;
  /* Plays the match: the computers are its controllers, and the humans'
   * clicks reach it through one human controller. */
  TacticsMatchDriver     *driver;
  TacticsHumanController *human;
  guint                   computer_source;
  guint                   computer_delay;
  gboolean                hot_seat;
  int                     last_human;
  int                     seated;         /* the human at the screen, after any handover */
  /* Per player: how many commands the match had when that human last
   * held the seat (what they saw happen themselves). */
  guint                   seen_commands[TACTICS_MAX_PLAYERS];
  gboolean                waiting_handover;
  gboolean                over_announced;
};

G_DEFINE_FINAL_TYPE (TacticsGameMatchDirector, tactics_game_match_director, G_TYPE_OBJECT)

enum {
  SIGNAL_STUCK,
  N_SIGNALS
};

static guint signals[N_SIGNALS];

static TacticsPlayer *
get_player (TacticsGameMatchDirector *self,
            int                       index)
{
  if (self->match == NULL || index < 0 ||
      (guint) index >= tactics_match_get_n_players (self->match))
    return NULL;
  return tactics_match_get_player (self->match, (guint) index);
}

static int
current_player (TacticsGameMatchDirector *self)
{
  return self->match != NULL ? tactics_match_get_current_player (self->match) : -1;
}

static gboolean
in_play (TacticsGameMatchDirector *self)
{
  TacticsMatchPhase phase;

  if (self->match == NULL)
    return FALSE;
  phase = tactics_match_get_phase (self->match);
  return phase == TACTICS_MATCH_PHASE_PLACEMENT || phase == TACTICS_MATCH_PHASE_PLAYING;
}

/* The controller of @player in the driver, made the first time it is
 * needed: a computer of the player's level, or the humans' one. */
static TacticsController *
ensure_controller (TacticsGameMatchDirector *self,
                   int                       player)
{
  TacticsPlayer *info = get_player (self, player);
  TacticsController *controller;

  if (info == NULL || player >= TACTICS_MAX_PLAYERS)
    return NULL;
  controller = tactics_match_driver_get_controller (self->driver, (guint) player);
  if (controller != NULL)
    return controller;
  if (tactics_player_get_kind (info) == TACTICS_PLAYER_HUMAN)
    {
      tactics_match_driver_set_controller (self->driver, (guint) player,
                                           TACTICS_CONTROLLER (self->human));
    }
  else
    {
      g_autoptr(TacticsAi) ai = tactics_ai_new (tactics_player_get_level (info));

      tactics_match_driver_set_controller (self->driver, (guint) player,
                                           TACTICS_CONTROLLER (ai));
    }
  return tactics_match_driver_get_controller (self->driver, (guint) player);
}

/* One step of the driver for the computer player whose turn it is; FALSE
 * when it is no computer's turn or the match is stuck. A computer whose
 * command the game refuses passes, by the driver's rule. */
static gboolean
computer_play_one (TacticsGameMatchDirector *self)
{
  int player = current_player (self);
  g_autoptr(GError) error = NULL;
  g_autofree char *message = NULL;

  if (!in_play (self) || tactics_game_event_player_is_busy (self->player) ||
      tactics_game_match_director_is_human (self, player) ||
      ensure_controller (self, player) == NULL)
    return FALSE;

  switch (tactics_match_driver_step (self->driver, &error))
    {
    case TACTICS_MATCH_DRIVER_PERFORMED:
    case TACTICS_MATCH_DRIVER_PASSED:   /* on_driver_refused() said why */
    case TACTICS_MATCH_DRIVER_REFUSED:
      return TRUE;
    case TACTICS_MATCH_DRIVER_STUCK:
      /* Stuck: say so rather than ask again forever. */
      g_warning ("The computer player %d can neither play nor pass: %s", player + 1,
                 error->message);
      g_signal_emit (self, signals[SIGNAL_STUCK], 0, error->message);
      return FALSE;
    case TACTICS_MATCH_DRIVER_WAITING:
      /* Only where no unit of its can be placed: passing would fail too. */
      g_warning ("The computer player %d has no command to give", player + 1);
      /* Translators: %s is a player's name, e.g. "Vermilion". */
      message = g_strdup_printf (_("%s (computer) has nothing left to do and cannot go on."),
                                 tactics_player_get_name (get_player (self, player)));
      g_signal_emit (self, signals[SIGNAL_STUCK], 0, message);
      return FALSE;
    case TACTICS_MATCH_DRIVER_OVER:
    default:
      return FALSE;
    }
}

static void
on_driver_refused (TacticsGameMatchDirector *self,
                   const TacticsCommand     *command,
                   const GError             *error,
                   TacticsMatchDriver       *driver)
{
  /* A computer that errs passes, and the match goes on; a human hears the
   * reason from tactics_game_match_director_submit(). */
  if (!tactics_game_match_director_is_human (self, (int) command->player))
    g_warning ("The computer player %u could not play, so it passes: %s", command->player + 1,
               error->message);
}

static gboolean
on_computer_step (gpointer data)
{
  TacticsGameMatchDirector *self = data;
  gboolean instant = tactics_game_event_player_is_instant (self->player);
  /* At full speed, several commands per call, so that drawing the window
   * does not pace the match; a short slice keeps the window responsive. */
  gint64 deadline = g_get_monotonic_time () + (instant ? 30 * 1000 : 0);

  self->computer_source = 0;
  g_object_ref (self);
  while (computer_play_one (self))
    {
      if (!instant)
        break;
      tactics_game_event_player_drain (self->player);
      if (g_get_monotonic_time () >= deadline)
        break;
    }
  tactics_game_event_player_play (self->player);
  g_object_unref (self);
  return G_SOURCE_REMOVE;
}

static void
schedule_computer (TacticsGameMatchDirector *self)
{
  if (self->computer_source != 0)
    return;
  /* A timeout at the default priority, never an idle: drawing runs at a
   * higher priority than idles, and a renderer that is busy every frame
   * (GL drawing the "thinking" spinner) would starve the match for good. */
  self->computer_source = g_timeout_add_full (G_PRIORITY_DEFAULT, self->computer_delay,
                                              on_computer_step, self, NULL);
}

static void
forget_match (TacticsGameMatchDirector *self)
{
  g_clear_handle_id (&self->computer_source, g_source_remove);
  if (self->driver != NULL)
    g_signal_handlers_disconnect_by_data (self->driver, self);
  g_clear_object (&self->driver);
  g_clear_object (&self->match);
  self->last_human = -1;
  self->seated = -1;
  memset (self->seen_commands, 0, sizeof self->seen_commands);
  self->waiting_handover = FALSE;
  self->over_announced = FALSE;
}

static void
tactics_game_match_director_dispose (GObject *object)
{
  TacticsGameMatchDirector *self = TACTICS_GAME_MATCH_DIRECTOR (object);

  forget_match (self);
  g_clear_object (&self->human);
  g_clear_object (&self->player);

  G_OBJECT_CLASS (tactics_game_match_director_parent_class)->dispose (object);
}

static void
tactics_game_match_director_class_init (TacticsGameMatchDirectorClass *klass)
{
  GObjectClass *object_class = G_OBJECT_CLASS (klass);

  object_class->dispose = tactics_game_match_director_dispose;

  signals[SIGNAL_STUCK] =
    g_signal_new ("stuck", G_TYPE_FROM_CLASS (klass), G_SIGNAL_RUN_LAST, 0, NULL, NULL, NULL,
                  G_TYPE_NONE, 1, G_TYPE_STRING);
}

static void
tactics_game_match_director_init (TacticsGameMatchDirector *self)
{
  self->last_human = -1;
  self->seated = -1;
  self->computer_delay = 260;
  self->human = tactics_human_controller_new ();
}

TacticsGameMatchDirector *
tactics_game_match_director_new (TacticsGameEventPlayer *player)
{
  TacticsGameMatchDirector *self;

  g_return_val_if_fail (TACTICS_IS_GAME_EVENT_PLAYER (player), NULL);

  self = g_object_new (TACTICS_TYPE_GAME_MATCH_DIRECTOR, NULL);
  self->player = g_object_ref (player);
  return self;
}

void
tactics_game_match_director_set_match (TacticsGameMatchDirector *self,
                                       TacticsMatch             *match)
{
  g_return_if_fail (TACTICS_IS_GAME_MATCH_DIRECTOR (self));
  g_return_if_fail (match == NULL || TACTICS_IS_MATCH (match));

  forget_match (self);
  if (match == NULL)
    return;
  self->match = g_object_ref (match);
  self->driver = tactics_match_driver_new (match);
  g_signal_connect_swapped (self->driver, "refused", G_CALLBACK (on_driver_refused), self);
}

void
tactics_game_match_director_set_computer_delay (TacticsGameMatchDirector *self,
                                                guint                     delay)
{
  g_return_if_fail (TACTICS_IS_GAME_MATCH_DIRECTOR (self));

  self->computer_delay = delay;
  if (self->computer_source != 0)
    {
      g_clear_handle_id (&self->computer_source, g_source_remove);
      schedule_computer (self);
    }
}

void
tactics_game_match_director_set_hot_seat (TacticsGameMatchDirector *self,
                                          gboolean                  hot_seat)
{
  g_return_if_fail (TACTICS_IS_GAME_MATCH_DIRECTOR (self));
  self->hot_seat = !!hot_seat;
}

gboolean
tactics_game_match_director_get_hot_seat (TacticsGameMatchDirector *self)
{
  g_return_val_if_fail (TACTICS_IS_GAME_MATCH_DIRECTOR (self), FALSE);
  return self->hot_seat;
}

TacticsGameSeat
tactics_game_match_director_settle (TacticsGameMatchDirector *self)
{
  int player;

  g_return_val_if_fail (TACTICS_IS_GAME_MATCH_DIRECTOR (self), TACTICS_GAME_SEAT_NOBODY);

  if (self->match == NULL)
    return TACTICS_GAME_SEAT_NOBODY;
  if (tactics_match_get_phase (self->match) == TACTICS_MATCH_PHASE_OVER)
    return TACTICS_GAME_SEAT_OVER;

  /* The human at the screen saw all that was played while they sat. */
  if (self->seated >= 0 && self->seated < TACTICS_MAX_PLAYERS && !self->waiting_handover)
    self->seen_commands[self->seated] = tactics_match_get_n_commands (self->match);

  player = current_player (self);
  if (player >= 0 && !tactics_game_match_director_is_human (self, player))
    {
      schedule_computer (self);
      return TACTICS_GAME_SEAT_COMPUTER;
    }
  if (player >= 0 && self->hot_seat && player != self->last_human && !self->waiting_handover)
    {
      self->waiting_handover = TRUE;
      self->last_human = player;
      return TACTICS_GAME_SEAT_HANDOVER;
    }
  if (player >= 0 && !self->waiting_handover)
    {
      self->last_human = player;
      self->seated = player;
      if (player < TACTICS_MAX_PLAYERS)
        self->seen_commands[player] = tactics_match_get_n_commands (self->match);
    }
  return TACTICS_GAME_SEAT_HUMAN;
}

gboolean
tactics_game_match_director_announce_over (TacticsGameMatchDirector *self)
{
  g_return_val_if_fail (TACTICS_IS_GAME_MATCH_DIRECTOR (self), FALSE);

  if (self->over_announced)
    return FALSE;
  self->over_announced = TRUE;
  return TRUE;
}

gboolean
tactics_game_match_director_resume (TacticsGameMatchDirector *self)
{
  g_return_val_if_fail (TACTICS_IS_GAME_MATCH_DIRECTOR (self), FALSE);

  if (!self->waiting_handover)
    return FALSE;
  self->waiting_handover = FALSE;
  /* Only now does the next human see the board. */
  self->seated = self->last_human;
  return TRUE;
}

gboolean
tactics_game_match_director_is_human (TacticsGameMatchDirector *self,
                                      int                       player)
{
  TacticsPlayer *info;

  g_return_val_if_fail (TACTICS_IS_GAME_MATCH_DIRECTOR (self), FALSE);

  info = get_player (self, player);
  return info != NULL && tactics_player_get_kind (info) == TACTICS_PLAYER_HUMAN;
}

gboolean
tactics_game_match_director_human_in_control (TacticsGameMatchDirector *self)
{
  g_return_val_if_fail (TACTICS_IS_GAME_MATCH_DIRECTOR (self), FALSE);

  return in_play (self) && !tactics_game_event_player_is_busy (self->player) &&
         !self->waiting_handover &&
         tactics_game_match_director_is_human (self, current_player (self));
}

int
tactics_game_match_director_get_viewer (TacticsGameMatchDirector *self)
{
  int player;

  g_return_val_if_fail (TACTICS_IS_GAME_MATCH_DIRECTOR (self), -1);

  player = current_player (self);
  if (tactics_game_match_director_is_human (self, player))
    return player;
  if (self->last_human >= 0)
    return self->last_human;
  return player;
}

int
tactics_game_match_director_get_fog_viewer (TacticsGameMatchDirector *self)
{
  guint n_players;

  g_return_val_if_fail (TACTICS_IS_GAME_MATCH_DIRECTOR (self), -1);

  if (self->match == NULL || tactics_match_get_fog (self->match) == TACTICS_FOG_MODE_NONE)
    return -1;
  if (self->seated >= 0)
    return self->seated;
  n_players = tactics_match_get_n_players (self->match);
  for (guint i = 0; i < n_players && i < TACTICS_MAX_PLAYERS; i++)
    if (tactics_game_match_director_is_human (self, (int) i))
      return (int) i;
  return -1;
}

guint
tactics_game_match_director_get_seen_commands (TacticsGameMatchDirector *self,
                                               int                       player)
{
  g_return_val_if_fail (TACTICS_IS_GAME_MATCH_DIRECTOR (self), 0);

  if (self->match == NULL || player < 0 || player >= TACTICS_MAX_PLAYERS)
    return 0;
  return MIN (self->seen_commands[player], tactics_match_get_n_commands (self->match));
}

gboolean
tactics_game_match_director_is_waiting (TacticsGameMatchDirector *self)
{
  g_return_val_if_fail (TACTICS_IS_GAME_MATCH_DIRECTOR (self), FALSE);
  return self->computer_source != 0;
}

gboolean
tactics_game_match_director_submit (TacticsGameMatchDirector  *self,
                                    const TacticsCommand      *command,
                                    TacticsCommand            *performed,
                                    GError                   **error)
{
  TacticsMatchDriverStep step;

  g_return_val_if_fail (TACTICS_IS_GAME_MATCH_DIRECTOR (self), FALSE);
  g_return_val_if_fail (command != NULL, FALSE);
  g_return_val_if_fail (error == NULL || *error == NULL, FALSE);
  g_return_val_if_fail (tactics_game_match_director_human_in_control (self), FALSE);

  ensure_controller (self, current_player (self));
  tactics_human_controller_submit (self->human, command);
  step = tactics_match_driver_step (self->driver, error);
  /* A refused command is dropped: the player chooses again. */
  tactics_human_controller_clear (self->human);
  if (step != TACTICS_MATCH_DRIVER_PERFORMED)
    {
      g_assert (step == TACTICS_MATCH_DRIVER_REFUSED);
      return FALSE;
    }
  /* The human saw what their own command did. */
  if (command->player < TACTICS_MAX_PLAYERS)
    self->seen_commands[command->player] = tactics_match_get_n_commands (self->match);
  if (performed != NULL)
    *performed = *tactics_match_get_command (self->match,
                                             tactics_match_get_n_commands (self->match) - 1);
  return TRUE;
}
