/* SPDX-License-Identifier: GPL-3.0-or-later */
#pragma once

#if !defined(TACTICS_GTK_INSIDE) && !defined(TACTICS_GTK_COMPILATION)
# error "Only <tactics-gtk.h> can be included directly."
#endif

#include <glib.h>

/**
 * TACTICS_GTK_AVAILABLE_IN_ALL:
 *
 * Marks a symbol of the public API: the library's symbols are hidden by
 * default.
 */
#define TACTICS_GTK_AVAILABLE_IN_ALL __attribute__((visibility ("default"))) extern
