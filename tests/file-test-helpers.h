/* SPDX-License-Identifier: GPL-3.0-or-later */
#pragma once

#include "tactics.h"

G_BEGIN_DECLS

/* The fixtures of the file tests. */

/* A file of tests/data/@folder ("good" or "bad"): its path, a GFile for
 * it, and its contents. */
char       *fixture_path         (const char       *folder,
                                  const char       *name);
GFile      *fixture_file         (const char       *folder,
                                  const char       *name);
GBytes     *read_fixture         (const char       *folder,
                                  const char       *name);

/* Fails, showing both texts, unless @expected and @actual are equal. */
void        assert_bytes_equal   (GBytes           *expected,
                                  GBytes           *actual);

/* A temporary folder removed (with what is left in it) at the end. */
char       *make_temp_folder     (void);
void        remove_temp_folder   (const char       *folder);
guint       count_folder_entries (const char       *folder);

/* Checks every part of a file error and that the message is made of them;
 * @detail is the whole detail, or its start when it ends with '…' (NULL:
 * not checked). */
void        assert_file_error    (const GError     *error,
                                  TacticsFileError  code,
                                  const char       *path,
                                  int               line,
                                  const char       *detail);

/* A @width × @height square map of five terrains (one with a long id)
 * over a ruleset of its own. */
TacticsMap *make_big_map         (int               width,
                                  int               height);

G_END_DECLS
