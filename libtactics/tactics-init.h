/* SPDX-License-Identifier: GPL-3.0-or-later */
#pragma once

#include "tactics-macros.h"

#if !defined(TACTICS_INSIDE) && !defined(TACTICS_COMPILATION)
# error "Only <tactics.h> can be included directly."
#endif

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

G_END_DECLS
