/* SPDX-License-Identifier: GPL-3.0-or-later */
#pragma once

#include <libxml/tree.h>

G_BEGIN_DECLS

/* Reads the optional "translation-domain" attribute of @root into *@domain
 * (NULL when absent); a malformed one is TACTICS_FILE_ERROR_SEMANTIC. */
gboolean    tactics_translatable_read_domain        (xmlNode        *root,
                                                     const char     *path,
                                                     char          **domain,
                                                     GError        **error);

G_END_DECLS
