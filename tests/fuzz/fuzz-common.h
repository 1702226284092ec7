/* SPDX-License-Identifier: GPL-3.0-or-later */
#pragma once

/* Shared by the fuzz targets. Each target is one file defining libFuzzer's
 * two entry points; with -Dfuzzing=true it is linked with libFuzzer, and in
 * every build it is linked with fuzz-replay.c, which runs the seeds and the
 * regression inputs through the same entry points as a g_test suite. */

#include <stddef.h>
#include <stdint.h>

#include "tactics.h"

G_BEGIN_DECLS

int         LLVMFuzzerInitialize      (int           *argc,
                                       char        ***argv);
int         LLVMFuzzerTestOneInput    (const uint8_t *data,
                                       size_t         size);

/* Initialises the library once, and makes GLib warnings and criticals
 * fatal: the library only emits them for its own bugs, and a fuzz target
 * must treat those as crashes. */
void        fuzz_init                 (void);

/* A folder of known files the targets may refer to (transfer none, made
 * once per process), laid out like the source tree so that every seed's
 * references resolve:
 *   SANDBOX/default.ruleset.xml      data/default.ruleset.xml
 *   SANDBOX/maps/NAME.map.xml        data/maps/, tests/data/good/,
 *                                    tests/data/scenarios/good/ maps
 *   SANDBOX/good/NAME.map.xml        tests/data/scenarios/good/ maps
 *   SANDBOX/maps/ruleset.xml         tests/data/good/ruleset.xml
 *   SANDBOX/maps/match.save          tests/fuzz/seeds/save/skirmish-12.save
 *   SANDBOX/maps/wang.tsx            tests/data/import/wang.tsx (a Tiled tileset)
 * Returns SANDBOX/maps, which holds the maps. */
const char *fuzz_get_sandbox_maps     (void);

/* Checks what every loader promises about a refusal: a TACTICS_FILE_ERROR
 * with a known code, a path, a line, and a short one-line detail in valid
 * UTF-8 (it is shown to users as is). Aborts otherwise. */
void        fuzz_assert_file_error    (const GError  *error);

/* Aborts, printing both, unless @expected and @actual are equal. */
void        fuzz_assert_bytes_equal   (GBytes        *expected,
                                       GBytes        *actual,
                                       const char    *what);

G_END_DECLS
