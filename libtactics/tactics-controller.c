/* SPDX-License-Identifier: GPL-3.0-or-later */
#include "config.h"

#include "tactics.h"

G_DEFINE_INTERFACE (TacticsController, tactics_controller, G_TYPE_OBJECT)

static void
tactics_controller_default_init (TacticsControllerInterface *iface)
{
}

gboolean
tactics_controller_next_command (TacticsController *self,
                                 TacticsMatch       *match,
                                 TacticsCommand    *command)
{
  TacticsControllerInterface *iface;

  g_return_val_if_fail (TACTICS_IS_CONTROLLER (self), FALSE);
  g_return_val_if_fail (TACTICS_IS_MATCH (match), FALSE);
  g_return_val_if_fail (command != NULL, FALSE);

  iface = TACTICS_CONTROLLER_GET_IFACE (self);
  if (iface->next_command == NULL)
    return FALSE;
  return iface->next_command (self, match, command);
}

gboolean
tactics_controller_command_refused (TacticsController    *self,
                                    TacticsMatch         *match,
                                    const TacticsCommand *command,
                                    const GError         *error)
{
  TacticsControllerInterface *iface;

  g_return_val_if_fail (TACTICS_IS_CONTROLLER (self), TRUE);
  g_return_val_if_fail (TACTICS_IS_MATCH (match), TRUE);
  g_return_val_if_fail (command != NULL, TRUE);
  g_return_val_if_fail (error != NULL, TRUE);

  iface = TACTICS_CONTROLLER_GET_IFACE (self);
  if (iface->command_refused == NULL)
    return TRUE;
  return iface->command_refused (self, match, command, error);
}
