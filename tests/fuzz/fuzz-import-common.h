/* SPDX-License-Identifier: GPL-3.0-or-later */
#pragma once

/* Shared by the importers' fuzz targets (fuzz-import-common.c). */

#include "fuzz-common.h"
#include "tactics-import-context-private.h"

G_BEGIN_DECLS

/* The bundled default ruleset, loaded once (transfer none). */
TacticsRuleset *fuzz_import_get_ruleset (void);

/* What every import promises: a map within the limits whose cells are
 * terrains of the ruleset, start zones on the map, one-line notes in
 * valid UTF-8. Ends @context's notes. */
void            fuzz_import_check       (TacticsImportContext *context,
                                         TacticsMap           *map);

G_END_DECLS
