/* SPDX-License-Identifier: GPL-3.0-or-later */
#include "config.h"

#include <glib/gi18n.h>
#include <locale.h>

#include "tactics-game-application.h"

int
main (int   argc,
      char *argv[])
{
  g_autoptr(TacticsGameApplication) app = NULL;
  int status;

  setlocale (LC_ALL, "");
  bindtextdomain (GETTEXT_PACKAGE, LOCALEDIR);
  bind_textdomain_codeset (GETTEXT_PACKAGE, "UTF-8");
  textdomain (GETTEXT_PACKAGE);

  app = tactics_game_application_new ();
  status = g_application_run (G_APPLICATION (app), argc, argv);
  if (status == 0)
    status = tactics_game_application_get_exit_status (app);
  return status;
}
