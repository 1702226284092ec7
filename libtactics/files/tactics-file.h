/* SPDX-License-Identifier: GPL-3.0-or-later */
#pragma once

#if !defined(TACTICS_INSIDE) && !defined(TACTICS_COMPILATION)
# error "Only <tactics.h> can be included directly."
#endif

#include <gio/gio.h>

#include "tactics-macros.h"
#include "tactics-map.h"
#include "tactics-ruleset.h"
#include "tactics-scenario.h"

G_BEGIN_DECLS

/**
 * TACTICS_MAX_FILE_SIZE:
 *
 * The largest file any loader reads, in bytes; larger ones are refused
 * with %TACTICS_FILE_ERROR_TOO_LARGE before reading.
 */
#define TACTICS_MAX_FILE_SIZE (128 * 1024 * 1024)
/**
 * TACTICS_MAX_NAME_LENGTH:
 *
 * Longest name a file may hold, in characters: what editors let one type.
 */
#define TACTICS_MAX_NAME_LENGTH 256
/**
 * TACTICS_MAX_DESCRIPTION_LENGTH:
 *
 * Longest description a file may hold, in characters.
 */
#define TACTICS_MAX_DESCRIPTION_LENGTH 4096

/**
 * TACTICS_FILE_ERROR:
 *
 * The error domain of the file readers and writers; the codes are
 * #TacticsFileError.
 */
#define TACTICS_FILE_ERROR (tactics_file_error_quark ())

/**
 * TacticsFileError:
 * @TACTICS_FILE_ERROR_IO: the file cannot be read or written, or is not a
 *   regular file
 * @TACTICS_FILE_ERROR_MALFORMED: not well-formed XML, a bad encoding, or
 *   truncated
 * @TACTICS_FILE_ERROR_FORBIDDEN: DTDs, entities or external references
 * @TACTICS_FILE_ERROR_TOO_LARGE: over a stated limit
 * @TACTICS_FILE_ERROR_WRONG_KIND: the root element is another kind of file
 * @TACTICS_FILE_ERROR_VERSION: a format version this build does not know
 * @TACTICS_FILE_ERROR_INVALID: the file does not match its RELAX NG schema
 * @TACTICS_FILE_ERROR_SEMANTIC: unknown or duplicate ids, sizes, costs
 * @TACTICS_FILE_ERROR_REFERENCE: a referenced file is missing or unusable
 *
 * Why a file was refused. Every message reads "FILE:LINE: WHAT" (or
 * "FILE: WHAT" when no line applies); tactics_file_error_get_path(),
 * tactics_file_error_get_line() and tactics_file_error_get_detail() give
 * the parts.
 */
typedef enum {
  TACTICS_FILE_ERROR_IO,
  TACTICS_FILE_ERROR_MALFORMED,
  TACTICS_FILE_ERROR_FORBIDDEN,
  TACTICS_FILE_ERROR_TOO_LARGE,
  TACTICS_FILE_ERROR_WRONG_KIND,
  TACTICS_FILE_ERROR_VERSION,
  TACTICS_FILE_ERROR_INVALID,
  TACTICS_FILE_ERROR_SEMANTIC,
  TACTICS_FILE_ERROR_REFERENCE,
} TacticsFileError;

TACTICS_AVAILABLE_IN_ALL
GQuark       tactics_file_error_quark       (void);
TACTICS_AVAILABLE_IN_ALL
const char  *tactics_file_error_get_path    (const GError *error);
/* 0 when no line applies. */
TACTICS_AVAILABLE_IN_ALL
int          tactics_file_error_get_line    (const GError *error);
TACTICS_AVAILABLE_IN_ALL
const char  *tactics_file_error_get_detail  (const GError *error);

/* Maps. A map naming a ruleset file loads it, relative to the map's
 * folder. */
TACTICS_AVAILABLE_IN_ALL
TacticsMap     *tactics_map_load                (GFile           *file,
                                                 GError         **error);
/* @display_name names the data in errors; @folder resolves a ruleset
 * reference (NULL: a reference is an error). */
TACTICS_AVAILABLE_IN_ALL
TacticsMap     *tactics_map_load_from_bytes     (GBytes          *bytes,
                                                 const char      *display_name,
                                                 GFile           *folder,
                                                 GError         **error);
/* Writes atomically: a failed save leaves the old file whole. */
TACTICS_AVAILABLE_IN_ALL
gboolean        tactics_map_save                (TacticsMap      *map,
                                                 GFile           *file,
                                                 GError         **error);
TACTICS_AVAILABLE_IN_ALL
GBytes         *tactics_map_to_bytes            (TacticsMap      *map);
/* The map as one file that names no other: its rules inline. */
TACTICS_AVAILABLE_IN_ALL
GBytes         *tactics_map_to_self_contained_bytes (TacticsMap  *map);

TACTICS_AVAILABLE_IN_ALL
TacticsRuleset *tactics_ruleset_load            (GFile           *file,
                                                 GError         **error);
TACTICS_AVAILABLE_IN_ALL
TacticsRuleset *tactics_ruleset_load_from_bytes (GBytes          *bytes,
                                                 const char      *display_name,
                                                 GError         **error);
TACTICS_AVAILABLE_IN_ALL
gboolean        tactics_ruleset_save            (TacticsRuleset  *ruleset,
                                                 GFile           *file,
                                                 GError         **error);
TACTICS_AVAILABLE_IN_ALL
GBytes         *tactics_ruleset_to_bytes        (TacticsRuleset  *ruleset);

/* Scenarios. A <tactics-scenario> file names its map file, relative to
 * the scenario's folder, which is loaded with every check of
 * tactics_map_load(); a map file holding a <scenario> is loaded with it.
 * The scenario's map path tells which it was (NULL: the map's own file). */
TACTICS_AVAILABLE_IN_ALL
TacticsScenario *tactics_scenario_load          (GFile           *file,
                                                 GError         **error);
/* Whichever @file holds, read once: a map (*@scenario NULL), a map holding
 * a scenario, or a scenario file (the map it names). Returns the map and
 * sets *@scenario to the scenario (transfer full) when there is one; any
 * other file is refused as tactics_map_load() refuses it. */
TACTICS_AVAILABLE_IN_ALL
TacticsMap      *tactics_map_load_with_scenario (GFile           *file,
                                                 TacticsScenario **scenario,
                                                 GError         **error);
/* @display_name names the data in errors; @folder resolves the map
 * reference (NULL: a reference is an error). */
TACTICS_AVAILABLE_IN_ALL
TacticsScenario *tactics_scenario_load_from_bytes (GBytes        *bytes,
                                                   const char    *display_name,
                                                   GFile         *folder,
                                                   GError       **error);
/* Whether @scenario, written now, would read back: every objective names
 * the region or unit its kind needs, every start zone and objective names
 * a region, side or unit the scenario has. FALSE, with the reader's error,
 * when it would not: the editor refuses to write such a file. */
TACTICS_AVAILABLE_IN_ALL
gboolean        tactics_scenario_validate       (TacticsScenario *scenario,
                                                 GError         **error);
/* Writes atomically. A scenario with a map path is written as a
 * <tactics-scenario> naming it (the map file itself is not written); one
 * without is written as its whole map with the <scenario> inside. */
TACTICS_AVAILABLE_IN_ALL
gboolean        tactics_scenario_save           (TacticsScenario *scenario,
                                                 GFile           *file,
                                                 GError         **error);
TACTICS_AVAILABLE_IN_ALL
GBytes         *tactics_scenario_to_bytes       (TacticsScenario *scenario);
/* The scenario as one file that names no other: its whole map with the
 * rules inline and the scenario inside, edits not yet saved included (what
 * the editor hands the game to play-test). */
TACTICS_AVAILABLE_IN_ALL
GBytes         *tactics_scenario_to_self_contained_bytes (TacticsScenario *scenario);

/* Replaces @file with @bytes as every save of the library does: the data
 * goes to a hidden temporary file beside it, flushed to the disk, then
 * renamed over it, so a failed save leaves the old file whole. A symbolic
 * link is saved through (the file it points to is replaced, the link
 * kept). Anything but a regular file at @file (a folder, a device, a FIFO,
 * a socket) is refused with TACTICS_FILE_ERROR_IO and left untouched. A
 * new file is created with @mode (less the umask): 0666 for documents,
 * 0600 for private copies; a replaced file keeps its permissions. */
TACTICS_AVAILABLE_IN_ALL
gboolean        tactics_file_replace_contents   (GFile           *file,
                                                 GBytes          *bytes,
                                                 int              mode,
                                                 GError         **error);

/* Loads a file of any known kind (by its root element) and runs every
 * check; TRUE when it is good. */
TACTICS_AVAILABLE_IN_ALL
gboolean        tactics_file_validate           (GFile           *file,
                                                 GError         **error);

G_END_DECLS
