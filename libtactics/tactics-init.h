/* SPDX-License-Identifier: GPL-3.0-or-later */
#pragma once

#if !defined(TACTICS_INSIDE) && !defined(TACTICS_COMPILATION)
# error "Only <tactics.h> can be included directly."
#endif

#include "tactics-macros.h"

G_BEGIN_DECLS

/* Binds the suite's text domain (to $TACTICS_LOCALEDIR when set, for a
 * build run before it is installed; else to the installed catalogues) and
 * registers the library's types. Call once at start-up, before any other
 * tactics_ call; calling it again does nothing. */
TACTICS_AVAILABLE_IN_ALL
void tactics_init (void);

/* setlocale (LC_ALL, "") for a program's main(). When no locale is set
 * (the plain C locale) but $LANGUAGE names languages, it uses C.UTF-8
 * instead: gettext ignores $LANGUAGE in the C locale, and its ASCII
 * charset would turn translated text into question marks. */
TACTICS_AVAILABLE_IN_ALL
void tactics_set_locale (void);

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
