/* SPDX-License-Identifier: GPL-3.0-or-later */
#pragma once

#include <gio/gio.h>

G_BEGIN_DECLS

/* The bundled data: $TACTICS_DATADIR when set, else the installed folder
 * (PKGDATADIR) when it holds the default ruleset, else the source tree's
 * data/ folder, so that an uninstalled build finds its maps. */
char      *tactics_game_data_get_dir              (void);
GFile     *tactics_game_data_get_default_ruleset  (void);
/* skirmish.map.xml, the first map offered. */
GFile     *tactics_game_data_get_default_map      (void);
/* The bundled maps (GFile), sorted by file name. */
GPtrArray *tactics_game_data_list_maps            (void);

/* What a file holds, from its root element. */
typedef enum {
  TACTICS_GAME_FILE_UNKNOWN,
  TACTICS_GAME_FILE_MAP,
  TACTICS_GAME_FILE_RULESET,
  TACTICS_GAME_FILE_SAVE,
} TacticsGameFileKind;

/* Reads the start of @file to tell its kind; UNKNOWN when it cannot be
 * read or is none of ours. */
TacticsGameFileKind tactics_game_data_sniff_file (GFile *file);

G_END_DECLS
