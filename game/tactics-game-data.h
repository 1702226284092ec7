/* SPDX-License-Identifier: GPL-3.0-or-later */
#pragma once

#include <gio/gio.h>

G_BEGIN_DECLS

/* Files of the bundled data, in tactics_data_get_dir(). */
GFile     *tactics_game_data_get_default_ruleset  (void);
/* skirmish.map.xml, the first map offered. */
GFile     *tactics_game_data_get_default_map      (void);
/* The bundled maps and scenarios (GFile), sorted by file name. */
GPtrArray *tactics_game_data_list_maps            (void);
GPtrArray *tactics_game_data_list_scenarios       (void);

/* What a file holds, from its root element. */
typedef enum {
  TACTICS_GAME_FILE_UNKNOWN,
  TACTICS_GAME_FILE_MAP,
  TACTICS_GAME_FILE_RULESET,
  TACTICS_GAME_FILE_SAVE,
  TACTICS_GAME_FILE_SCENARIO,
} TacticsGameFileKind;

/* Reads the start of @file to tell its kind; UNKNOWN when it cannot be
 * read or is none of ours. */
TacticsGameFileKind tactics_game_data_sniff_file (GFile *file);

G_END_DECLS
