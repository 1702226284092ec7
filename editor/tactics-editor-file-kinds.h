/* SPDX-License-Identifier: GPL-3.0-or-later */
#pragma once

#include <gio/gio.h>

G_BEGIN_DECLS

/* The kinds of file the editor opens as the desktop knows them: the MIME
 * types data/io.tactics.mime.xml declares for maps, scenarios and
 * rulesets, and the name endings they go by. */

/* The MIME type of @name by its ending ("*.map.xml"…), else NULL. */
const char *tactics_editor_file_kinds_mime_type_for_name (const char *name);
/* TRUE when @mime_type (may be NULL) is one of the editor's kinds. */
gboolean    tactics_editor_file_kinds_is_known_mime_type (const char *mime_type);

G_END_DECLS
