/* SPDX-License-Identifier: GPL-3.0-or-later */
#include "config.h"

#include <glib/gi18n.h>
#include <locale.h>

#include "tactics.h"
#include "tactics-game-application.h"

int
main (int   argc,
      char *argv[])
{
  g_autoptr(TacticsGameApplication) app = NULL;
  int status;

  tactics_set_locale ();
  /* gtk_init() would set the locale again, undoing the C.UTF-8 fallback. */
  gtk_disable_setlocale ();
  /* Binds the text domain, which the command line's help needs already. */
  tactics_init ();
  textdomain (GETTEXT_PACKAGE);

  app = tactics_game_application_new ();
  status = g_application_run (G_APPLICATION (app), argc, argv);
  if (status == 0)
    status = tactics_game_application_get_exit_status (app);
  return status;
}
