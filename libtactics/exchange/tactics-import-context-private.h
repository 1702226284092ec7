/* SPDX-License-Identifier: GPL-3.0-or-later */
#pragma once

/* What every importer shares (tactics-import-context.c): the ruleset whose
 * terrains the map gets, the mapping, the fallback terrain, the notes of
 * what could not be kept (with the cells it concerns) and the start
 * positions found, which become a scenario's start zones. */

#include <gio/gio.h>

#include "tactics-import-mapping-private.h"
#include "tactics-map.h"
#include "tactics-ruleset.h"
#include "tactics-scenario.h"

G_BEGIN_DECLS

/* Most cells a note lists; the others are counted. */
#define TACTICS_IMPORT_NOTE_MAX_CELLS 8
/* Most different things a file may have unknown with a note each; the
 * others share one. */
#define TACTICS_IMPORT_MAX_UNKNOWN 256

typedef struct {
  const char            *path;      /* the imported file, as errors name it */
  TacticsRuleset        *ruleset;
  TacticsImportMapping  *mapping;   /* NULL: names match terrain ids and names */
  guint                  fallback;  /* the terrain of whatever is unknown */
  GHashTable            *unknown;   /* subject → Unknown */
  GHashTable            *found;     /* name → terrain + 3, as _find() gave it */
  GPtrArray             *unknown_order;
  GPtrArray             *starts;    /* Start, in the order first seen */
  GHashTable            *start_names; /* name → Start */
  int                    starts_dropped; /* the line of the first start past
                                          * TACTICS_MAX_SCENARIO_REGIONS, or 0 */
  GPtrArray             *notes;     /* char *, "PATH:LINE: DETAIL" */
} TacticsImportContext;

/* Checks every rule of @mapping against @ruleset (an id it lacks is an
 * error at the rule's line) and settles the fallback: the mapping's, else
 * the ruleset's first terrain. */
gboolean    tactics_import_context_init       (TacticsImportContext  *context,
                                               const char            *path,
                                               TacticsRuleset        *ruleset,
                                               TacticsImportMapping  *mapping,
                                               GError               **error);
void        tactics_import_context_clear      (TacticsImportContext  *context);

/* The terrain for @name (a terrain name, tile property or code): the
 * mapping's rule, else a terrain of that id, else one of that name
 * (ignoring case). -1 when none; -2 for an overlay rule that keeps the
 * base terrain. */
int         tactics_import_context_find       (TacticsImportContext  *context,
                                               const char            *name);
/* The terrain index of a rule's "to" (checked at init). */
guint       tactics_import_context_index_of   (TacticsImportContext  *context,
                                               const char            *id);

/* Records that @subject (a translated phrase: "unknown terrain code
 * “Xx”") was met at source cell (@x, @y), first on @line; one note per
 * subject lists its cells and says the fallback terrain took their place
 * (or, with @keeps_base, that the terrain under it was kept). */
void        tactics_import_context_unknown    (TacticsImportContext  *context,
                                               const char            *subject,
                                               gboolean               keeps_base,
                                               int                    x,
                                               int                    y,
                                               int                    line);
/* Adds a note as it is. */
void        tactics_import_context_note       (TacticsImportContext  *context,
                                               int                    line,
                                               const char            *format,
                                               ...) G_GNUC_PRINTF (3, 4);

/* A start position of @name at @cell of the Tactics map, read on @line
 * (the notes about starts name the line each was first seen on). Past
 * TACTICS_MAX_SCENARIO_REGIONS names, new ones are dropped (and noted). */
void        tactics_import_context_add_start  (TacticsImportContext  *context,
                                               const char            *name,
                                               TacticsCell            cell,
                                               int                    line);

/* The scenario around @map: a region and a side for each start (sides up
 * to TACTICS_MAX_SCENARIO_SIDES, the others noted); none at all for a
 * single start, which makes no scenario (noted). Ends the notes. */
TacticsScenario *
            tactics_import_context_finish     (TacticsImportContext  *context,
                                               TacticsMap            *map);
/* The notes, NULL-terminated (transfer full). */
char      **tactics_import_context_steal_notes (TacticsImportContext *context);

G_END_DECLS
