/* SPDX-License-Identifier: GPL-3.0-or-later */
#pragma once

#if !defined(TACTICS_DRAW_INSIDE) && !defined(TACTICS_DRAW_COMPILATION)
# error "Only <tactics-draw.h> can be included directly."
#endif

#include <glib.h>

/**
 * TACTICS_DRAW_AVAILABLE_IN_ALL:
 *
 * Marks a symbol of the public API: the library's symbols are hidden by
 * default.
 */
#define TACTICS_DRAW_AVAILABLE_IN_ALL __attribute__((visibility ("default"))) extern
