/* SPDX-License-Identifier: GPL-3.0-or-later */
#pragma once

#if !defined(TACTICS_INSIDE) && !defined(TACTICS_COMPILATION)
# error "Only <tactics.h> can be included directly."
#endif

#include <glib-object.h>

#include "tactics-macros.h"

G_BEGIN_DECLS

/* Helpers shared by loaders, savers and the CLI: the XML/CLI word for an
 * enum value (its GEnum nick) and back. Lookup returns FALSE for an
 * unknown word. */
TACTICS_AVAILABLE_IN_ALL
const char *tactics_enum_to_string (GType enum_type,
                                    int   value);
TACTICS_AVAILABLE_IN_ALL
gboolean    tactics_enum_from_string (GType       enum_type,
                                      const char *word,
                                      int        *value);

G_END_DECLS
