/* SPDX-License-Identifier: GPL-3.0-or-later */
#pragma once

/* One file naming another (tactics-file-reference.c): a map its ruleset, a
 * scenario its map. */

#include <gio/gio.h>
#include <libxml/tree.h>

G_BEGIN_DECLS

typedef enum {
  TACTICS_FILE_REFERENCE_RULESET,  /* a map naming its ruleset file */
  TACTICS_FILE_REFERENCE_MAP,      /* a scenario naming its map file */
} TacticsFileReference;

/* Parses the file @reference names, relative to @folder, for the file
 * @path whose root element is @root; *@file receives it. Problems with the
 * reference itself (empty, no folder to look in, @path itself, a file that
 * cannot be read at all) are @path's: TACTICS_FILE_ERROR_REFERENCE at
 * @root's line. Problems inside the other file are reported in it.
 *
 * A ruleset reference that names no file at all falls back to the bundled
 * ruleset of the same file name (tactics_data_find_file()), when there is
 * one: a bundled map copied elsewhere still opens. *@bundled_instead
 * (may be NULL) tells whether it did. */
xmlDoc *tactics_file_parse_reference (TacticsFileReference   kind,
                                      xmlNode               *root,
                                      const char            *path,
                                      GFile                 *folder,
                                      const char            *reference,
                                      GFile                **file,
                                      gboolean              *bundled_instead,
                                      GError               **error);

G_END_DECLS
