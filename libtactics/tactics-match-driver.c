/* SPDX-License-Identifier: GPL-3.0-or-later */
#include "config.h"

#include "tactics.h"
#include "tactics-match-private.h"

struct _TacticsMatchDriver
{
  GObject            parent_instance;

  TacticsMatch      *match;
  TacticsController *controllers[TACTICS_MAX_PLAYERS];
};

enum {
  PROP_0,
  PROP_MATCH,
  N_PROPS
};

enum {
  SIGNAL_PERFORMED,
  SIGNAL_REFUSED,
  N_SIGNALS
};

static GParamSpec *properties[N_PROPS];
static guint signals[N_SIGNALS];

G_DEFINE_ENUM_TYPE (TacticsMatchDriverStep, tactics_match_driver_step,
  G_DEFINE_ENUM_VALUE (TACTICS_MATCH_DRIVER_PERFORMED, "performed"),
  G_DEFINE_ENUM_VALUE (TACTICS_MATCH_DRIVER_PASSED, "passed"),
  G_DEFINE_ENUM_VALUE (TACTICS_MATCH_DRIVER_REFUSED, "refused"),
  G_DEFINE_ENUM_VALUE (TACTICS_MATCH_DRIVER_WAITING, "waiting"),
  G_DEFINE_ENUM_VALUE (TACTICS_MATCH_DRIVER_OVER, "over"),
  G_DEFINE_ENUM_VALUE (TACTICS_MATCH_DRIVER_STUCK, "stuck"))

G_DEFINE_FINAL_TYPE (TacticsMatchDriver, tactics_match_driver, G_TYPE_OBJECT)

static void
tactics_match_driver_dispose (GObject *object)
{
  TacticsMatchDriver *self = TACTICS_MATCH_DRIVER (object);

  for (guint i = 0; i < TACTICS_MAX_PLAYERS; i++)
    g_clear_object (&self->controllers[i]);
  g_clear_object (&self->match);

  G_OBJECT_CLASS (tactics_match_driver_parent_class)->dispose (object);
}

static void
tactics_match_driver_get_property (GObject    *object,
                                   guint       prop_id,
                                   GValue     *value,
                                   GParamSpec *pspec)
{
  TacticsMatchDriver *self = TACTICS_MATCH_DRIVER (object);

  switch (prop_id)
    {
    case PROP_MATCH:
      g_value_set_object (value, self->match);
      break;
    default:
      G_OBJECT_WARN_INVALID_PROPERTY_ID (object, prop_id, pspec);
    }
}

static void
tactics_match_driver_set_property (GObject      *object,
                                   guint         prop_id,
                                   const GValue *value,
                                   GParamSpec   *pspec)
{
  TacticsMatchDriver *self = TACTICS_MATCH_DRIVER (object);

  switch (prop_id)
    {
    case PROP_MATCH:
      self->match = g_value_dup_object (value);
      break;
    default:
      G_OBJECT_WARN_INVALID_PROPERTY_ID (object, prop_id, pspec);
    }
}

static void
tactics_match_driver_class_init (TacticsMatchDriverClass *klass)
{
  GObjectClass *object_class = G_OBJECT_CLASS (klass);

  object_class->dispose = tactics_match_driver_dispose;
  object_class->get_property = tactics_match_driver_get_property;
  object_class->set_property = tactics_match_driver_set_property;

  properties[PROP_MATCH] =
    g_param_spec_object ("match", NULL, NULL, TACTICS_TYPE_MATCH,
                         G_PARAM_READWRITE | G_PARAM_CONSTRUCT_ONLY | G_PARAM_STATIC_STRINGS);
  g_object_class_install_properties (object_class, N_PROPS, properties);

  signals[SIGNAL_PERFORMED] =
    g_signal_new ("performed",
                  G_TYPE_FROM_CLASS (klass),
                  G_SIGNAL_RUN_LAST,
                  0, NULL, NULL, NULL,
                  G_TYPE_NONE, 2,
                  TACTICS_TYPE_COMMAND | G_SIGNAL_TYPE_STATIC_SCOPE,
                  TACTICS_TYPE_COMMAND_RESULT);
  signals[SIGNAL_REFUSED] =
    g_signal_new ("refused",
                  G_TYPE_FROM_CLASS (klass),
                  G_SIGNAL_RUN_LAST,
                  0, NULL, NULL, NULL,
                  G_TYPE_NONE, 2,
                  TACTICS_TYPE_COMMAND | G_SIGNAL_TYPE_STATIC_SCOPE,
                  G_TYPE_ERROR | G_SIGNAL_TYPE_STATIC_SCOPE);
}

static void
tactics_match_driver_init (TacticsMatchDriver *self)
{
}

TacticsMatchDriver *
tactics_match_driver_new (TacticsMatch *match)
{
  g_return_val_if_fail (TACTICS_IS_MATCH (match), NULL);

  return g_object_new (TACTICS_TYPE_MATCH_DRIVER, "match", match, NULL);
}

TacticsMatch *
tactics_match_driver_get_match (TacticsMatchDriver *self)
{
  g_return_val_if_fail (TACTICS_IS_MATCH_DRIVER (self), NULL);
  return self->match;
}

void
tactics_match_driver_set_controller (TacticsMatchDriver *self,
                                     guint               player,
                                     TacticsController  *controller)
{
  g_return_if_fail (TACTICS_IS_MATCH_DRIVER (self));
  g_return_if_fail (player < TACTICS_MAX_PLAYERS);
  g_return_if_fail (controller == NULL || TACTICS_IS_CONTROLLER (controller));

  g_set_object (&self->controllers[player], controller);
}

/**
 * tactics_match_driver_get_controller:
 * @self: a match driver
 * @player: a player index
 *
 * Returns: (transfer none) (nullable): who gives @player's commands
 */
TacticsController *
tactics_match_driver_get_controller (TacticsMatchDriver *self,
                                     guint               player)
{
  g_return_val_if_fail (TACTICS_IS_MATCH_DRIVER (self), NULL);
  g_return_val_if_fail (player < TACTICS_MAX_PLAYERS, NULL);
  return self->controllers[player];
}

/* Announces the commands the match logged since @n_before, the first one
 * with @result. A pass in placement is several place commands. */
static void
announce (TacticsMatchDriver   *self,
          guint                 n_before,
          TacticsCommandResult  result)
{
  guint n_after = tactics_match_get_n_commands (self->match);

  for (guint i = n_before; i < n_after; i++)
    g_signal_emit (self, signals[SIGNAL_PERFORMED], 0, tactics_match_get_command (self->match, i),
                   i == n_before ? result : TACTICS_COMMAND_RESULT_SUCCESS);
}

static gboolean
pass (TacticsMatchDriver  *self,
      guint                player,
      GError             **error)
{
  TacticsCommand command;

  if (tactics_match_get_phase (self->match) == TACTICS_MATCH_PHASE_PLACEMENT)
    return tactics_match_place_all (self->match, error);
  tactics_command_init_end_turn (&command, player);
  return tactics_match_perform (self->match, &command, NULL, error) !=
         TACTICS_COMMAND_RESULT_FAILURE;
}

TacticsMatchDriverStep
tactics_match_driver_step (TacticsMatchDriver  *self,
                           GError             **error)
{
  g_autoptr(GError) refusal = NULL;
  TacticsMatchPhase phase;
  TacticsController *controller;
  TacticsCommand command;
  TacticsCommandResult result;
  guint n_before;
  gboolean passed;
  int player;

  g_return_val_if_fail (TACTICS_IS_MATCH_DRIVER (self), TACTICS_MATCH_DRIVER_STUCK);
  g_return_val_if_fail (error == NULL || *error == NULL, TACTICS_MATCH_DRIVER_STUCK);
  g_return_val_if_fail (!self->match->performing, TACTICS_MATCH_DRIVER_STUCK);

  phase = tactics_match_get_phase (self->match);
  player = tactics_match_get_current_player (self->match);
  if ((phase != TACTICS_MATCH_PHASE_PLACEMENT && phase != TACTICS_MATCH_PHASE_PLAYING) ||
      player < 0)
    return TACTICS_MATCH_DRIVER_OVER;
  controller = self->controllers[player];
  if (controller == NULL || !tactics_controller_next_command (controller, self->match, &command))
    return TACTICS_MATCH_DRIVER_WAITING;

  n_before = tactics_match_get_n_commands (self->match);
  result = tactics_match_perform (self->match, &command, NULL, &refusal);
  if (result != TACTICS_COMMAND_RESULT_FAILURE)
    {
      announce (self, n_before, result);
      return TACTICS_MATCH_DRIVER_PERFORMED;
    }

  g_signal_emit (self, signals[SIGNAL_REFUSED], 0, &command, refusal);
  if (!tactics_controller_command_refused (controller, self->match, &command, refusal))
    {
      g_propagate_error (error, g_steal_pointer (&refusal));
      return TACTICS_MATCH_DRIVER_REFUSED;
    }

  passed = pass (self, (guint) player, error);
  /* Placing for the player may have placed some units before a refusal. */
  announce (self, n_before, TACTICS_COMMAND_RESULT_SUCCESS);
  return passed ? TACTICS_MATCH_DRIVER_PASSED : TACTICS_MATCH_DRIVER_STUCK;
}

TacticsMatchDriverStep
tactics_match_driver_run (TacticsMatchDriver  *self,
                          GError             **error)
{
  TacticsMatchDriverStep step;

  g_return_val_if_fail (TACTICS_IS_MATCH_DRIVER (self), TACTICS_MATCH_DRIVER_STUCK);
  g_return_val_if_fail (error == NULL || *error == NULL, TACTICS_MATCH_DRIVER_STUCK);

  do
    {
      g_autoptr(GError) refusal = NULL;

      step = tactics_match_driver_step (self, &refusal);
      if (step == TACTICS_MATCH_DRIVER_STUCK)
        g_propagate_error (error, g_steal_pointer (&refusal));
    }
  while (step == TACTICS_MATCH_DRIVER_PERFORMED || step == TACTICS_MATCH_DRIVER_PASSED ||
         step == TACTICS_MATCH_DRIVER_REFUSED);
  return step;
}
