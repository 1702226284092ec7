/* SPDX-License-Identifier: GPL-3.0-or-later */
#pragma once

#if !defined(TACTICS_INSIDE) && !defined(TACTICS_COMPILATION)
# error "Only <tactics.h> can be included directly."
#endif

#include <gio/gio.h>

#include "tactics-macros.h"

G_BEGIN_DECLS

/* The folder of the bundled data (default.ruleset.xml, maps/), the same
 * for every program: $TACTICS_DATADIR when it is set and not empty (a
 * relocated install, the tests), else the installed folder when it holds
 * the default ruleset, else the source tree's data/ folder, so that a
 * build run before it is installed finds its files. One folder only: a
 * map and the ruleset it names always come from the same place. */
TACTICS_AVAILABLE_IN_ALL
char  *tactics_data_get_dir   (void);

/* @relative (e.g. "maps/skirmish.map.xml") in tactics_data_get_dir(), or
 * NULL when no regular file is there. */
TACTICS_AVAILABLE_IN_ALL
GFile *tactics_data_find_file (const char *relative);

/* Whether @file is a folder of bundled data ($TACTICS_DATADIR, the
 * installed folder or the source tree's data/) or lies in one, links
 * resolved (also those on the way to a file not there yet): files the
 * programs ship, which an edit must never overwrite in place or add to. */
TACTICS_AVAILABLE_IN_ALL
gboolean tactics_data_is_bundled (GFile      *file);

G_END_DECLS
