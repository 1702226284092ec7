/* SPDX-License-Identifier: GPL-3.0-or-later */
#pragma once

#include <gtk/gtk.h>

G_BEGIN_DECLS

/* io.tactics.Game: opens maps and saved matches given on the command line
 * (or by the desktop), and runs headless checks:
 *   tactics-game --autoplay [--seed S] [--quit-at-end] [MAP]
 * plays computer against computer at full speed in the real window and
 * prints "winner P rounds R" (or "draw rounds R") at the end. */
#define TACTICS_TYPE_GAME_APPLICATION (tactics_game_application_get_type ())
G_DECLARE_FINAL_TYPE (TacticsGameApplication, tactics_game_application, TACTICS,
                      GAME_APPLICATION, GtkApplication)

TacticsGameApplication *tactics_game_application_new             (void);
/* Non-zero when an autoplay could not run. */
int                     tactics_game_application_get_exit_status (TacticsGameApplication *self);

G_END_DECLS
