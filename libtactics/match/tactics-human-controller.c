/* SPDX-License-Identifier: GPL-3.0-or-later */
#include "config.h"

#include "tactics-human-controller.h"
#include "tactics-command.h"
#include "tactics-controller.h"
#include "tactics-match.h"

struct _TacticsHumanController
{
  GObject        parent_instance;

  TacticsCommand command;
  gboolean       has_command;
};

static void tactics_human_controller_iface_init (TacticsControllerInterface *iface);

/**
 * TacticsHumanController:
 *
 * The controller of a player at the screen: a window hands it the command
 * its player chose (tactics_human_controller_submit()), then steps its
 * #TacticsMatchDriver, which takes the command from here. Until then it
 * has none, and the driver waits. A refused command is dropped and the
 * player chooses again: a human never passes for having misclicked.
 */
G_DEFINE_FINAL_TYPE_WITH_CODE (TacticsHumanController, tactics_human_controller, G_TYPE_OBJECT,
                               G_IMPLEMENT_INTERFACE (TACTICS_TYPE_CONTROLLER,
                                                      tactics_human_controller_iface_init))

static gboolean
tactics_human_controller_next_command (TacticsController *controller,
                                       TacticsMatch      *match,
                                       TacticsCommand    *command)
{
  TacticsHumanController *self = TACTICS_HUMAN_CONTROLLER (controller);

  if (!self->has_command)
    return FALSE;
  *command = self->command;
  self->has_command = FALSE;
  return TRUE;
}

static gboolean
tactics_human_controller_command_refused (TacticsController    *controller,
                                          TacticsMatch         *match,
                                          const TacticsCommand *command,
                                          const GError         *error)
{
  return FALSE;
}

static void
tactics_human_controller_iface_init (TacticsControllerInterface *iface)
{
  iface->next_command = tactics_human_controller_next_command;
  iface->command_refused = tactics_human_controller_command_refused;
}

static void
tactics_human_controller_class_init (TacticsHumanControllerClass *klass)
{
}

static void
tactics_human_controller_init (TacticsHumanController *self)
{
}

/**
 * tactics_human_controller_new:
 *
 * Makes a controller for a player at the screen, with no command yet.
 *
 * Returns: (transfer full): the new controller
 */
TacticsHumanController *
tactics_human_controller_new (void)
{
  return g_object_new (TACTICS_TYPE_HUMAN_CONTROLLER, NULL);
}

/**
 * tactics_human_controller_submit:
 * @self: a human controller
 * @command: the command the player chose
 *
 * Keeps a copy of @command for the driver's next step, in place of any
 * command not taken yet.
 */
void
tactics_human_controller_submit (TacticsHumanController *self,
                                 const TacticsCommand   *command)
{
  g_return_if_fail (TACTICS_IS_HUMAN_CONTROLLER (self));
  g_return_if_fail (command != NULL);

  self->command = *command;
  self->has_command = TRUE;
}

/**
 * tactics_human_controller_has_command:
 * @self: a human controller
 *
 * Tells whether a command waits to be taken.
 *
 * Returns: %TRUE when a command waits to be taken by the driver
 */
gboolean
tactics_human_controller_has_command (TacticsHumanController *self)
{
  g_return_val_if_fail (TACTICS_IS_HUMAN_CONTROLLER (self), FALSE);
  return self->has_command;
}

/**
 * tactics_human_controller_clear:
 * @self: a human controller
 *
 * Drops the command not taken yet, if any.
 */
void
tactics_human_controller_clear (TacticsHumanController *self)
{
  g_return_if_fail (TACTICS_IS_HUMAN_CONTROLLER (self));
  self->has_command = FALSE;
}
