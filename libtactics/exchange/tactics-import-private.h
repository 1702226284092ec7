/* SPDX-License-Identifier: GPL-3.0-or-later */
#pragma once

/* The importers, one per format, on data already read with the file
 * guards: each checks its limits before allocating, fills a map of the
 * context's ruleset and tells the context what it could not keep and
 * where the start positions are. Errors are TACTICS_FILE_ERRORs naming
 * the context's path and the line. */

#include <gio/gio.h>
#include <libxml/tree.h>

#include "tactics-import-context-private.h"
#include "tactics-map.h"

G_BEGIN_DECLS

/* A Battle for Wesnoth .map (tactics-wesnoth-reader.c). */
TacticsMap *tactics_wesnoth_read   (TacticsImportContext  *context,
                                    const char            *data,
                                    gsize                  size,
                                    GError               **error);

/* A Tiled .tmx map, parsed with tactics_xml_parse() (tactics-tmx-reader.c);
 * external tilesets are found relative to @folder (NULL: a reference to
 * one is an error). */
TacticsMap *tactics_tmx_read       (TacticsImportContext  *context,
                                    xmlDoc                *doc,
                                    GFile                 *folder,
                                    GError               **error);
/* The map property "tactics-ruleset" (the ruleset file an exported map
 * came from, relative to it), or NULL. (transfer full) */
char       *tactics_tmx_get_ruleset_reference (xmlDoc  *doc);

G_END_DECLS
