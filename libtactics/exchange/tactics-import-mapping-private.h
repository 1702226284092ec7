/* SPDX-License-Identifier: GPL-3.0-or-later */
#pragma once

/* A mapping file: which of another tool's terrains and tiles becomes which
 * Tactics terrain (tactics-import-mapping.c; doc/importing.md):
 *
 *   <tactics-mapping version="1" fallback="x">
 *     <terrain from="Gg" to="p"/>          a name or code, exactly
 *     <terrain from="Ww*" to="w"/>         any that starts so (longest wins)
 *     <terrain from="^Efm" to=""/>         an overlay that keeps the base
 *     <tile tileset="Outdoor" id="12" to="b"/>
 *   </tactics-mapping>
 *
 * "to" names a terrain by its id; the importer checks each against the
 * ruleset and names the mapping's line when one is missing. */

#include <gio/gio.h>

G_BEGIN_DECLS

/* Most rules one mapping file may hold. */
#define TACTICS_IMPORT_MAPPING_MAX_RULES 4096

typedef struct _TacticsImportMapping TacticsImportMapping;

typedef struct {
  char *from;     /* without the '*' */
  gboolean prefix;
  char *to;       /* "" for an overlay that keeps the base */
  int   line;
} TacticsImportRule;

typedef struct {
  char *tileset;
  guint id;
  char *to;
  int   line;
} TacticsImportTileRule;

/* Reads a mapping file with the guards of every file the engine reads;
 * errors name @path (or the file) and the line. */
TacticsImportMapping *tactics_import_mapping_parse    (const char   *data,
                                                       gsize         size,
                                                       const char   *path,
                                                       GError      **error);
TacticsImportMapping *tactics_import_mapping_load     (GFile        *file,
                                                       GError      **error);
void                  tactics_import_mapping_free     (TacticsImportMapping *mapping);

/* The file the mapping came from, for errors about its rules. */
const char           *tactics_import_mapping_get_path (TacticsImportMapping *mapping);
/* The fallback terrain's id and the line that sets it; NULL when unset. */
const char           *tactics_import_mapping_get_fallback (TacticsImportMapping *mapping,
                                                           int                  *line);
/* The rule for @name: the exact one, else the longest prefix; NULL when
 * none. (transfer none) */
const TacticsImportRule *
                      tactics_import_mapping_lookup   (TacticsImportMapping *mapping,
                                                       const char           *name);
const TacticsImportTileRule *
                      tactics_import_mapping_lookup_tile (TacticsImportMapping *mapping,
                                                          const char           *tileset,
                                                          guint                 id);
/* Every rule, for checking them against a ruleset at once. */
GPtrArray            *tactics_import_mapping_get_rules      (TacticsImportMapping *mapping);
GPtrArray            *tactics_import_mapping_get_tile_rules (TacticsImportMapping *mapping);

G_DEFINE_AUTOPTR_CLEANUP_FUNC (TacticsImportMapping, tactics_import_mapping_free)

G_END_DECLS
