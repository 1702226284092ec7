/* SPDX-License-Identifier: GPL-3.0-or-later */
#include "config.h"

#include "tactics.h"

struct _TacticsHumanController
{
  GObject        parent_instance;

  TacticsCommand command;
  gboolean       has_command;
};

static void tactics_human_controller_iface_init (TacticsControllerInterface *iface);

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

TacticsHumanController *
tactics_human_controller_new (void)
{
  return g_object_new (TACTICS_TYPE_HUMAN_CONTROLLER, NULL);
}

void
tactics_human_controller_submit (TacticsHumanController *self,
                                 const TacticsCommand   *command)
{
  g_return_if_fail (TACTICS_IS_HUMAN_CONTROLLER (self));
  g_return_if_fail (command != NULL);

  self->command = *command;
  self->has_command = TRUE;
}

gboolean
tactics_human_controller_has_command (TacticsHumanController *self)
{
  g_return_val_if_fail (TACTICS_IS_HUMAN_CONTROLLER (self), FALSE);
  return self->has_command;
}

void
tactics_human_controller_clear (TacticsHumanController *self)
{
  g_return_if_fail (TACTICS_IS_HUMAN_CONTROLLER (self));
  self->has_command = FALSE;
}
