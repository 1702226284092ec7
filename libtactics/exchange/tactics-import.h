/* SPDX-License-Identifier: GPL-3.0-or-later */
#pragma once

#if !defined(TACTICS_INSIDE) && !defined(TACTICS_COMPILATION)
# error "Only <tactics.h> can be included directly."
#endif

#include <gio/gio.h>

#include "tactics-macros.h"
#include "tactics-scenario.h"

G_BEGIN_DECLS

/* Maps from other tools (doc/importing.md): Tiled .tmx files and Battle
 * for Wesnoth .map files, read with the guards of Tactics' own files. */
TACTICS_AVAILABLE_IN_ALL
TacticsScenario *tactics_import_load (GFile    *file,
                                      GFile    *mapping,
                                      GFile    *ruleset,
                                      GFile    *destination,
                                      char   ***notes,
                                      GError  **error);

G_END_DECLS
