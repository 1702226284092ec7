/* SPDX-License-Identifier: GPL-3.0-or-later */
#pragma once

#if !defined(TACTICS_INSIDE) && !defined(TACTICS_COMPILATION)
# error "Only <tactics.h> can be included directly."
#endif

#include <glib.h>

/**
 * TACTICS_AVAILABLE_IN_ALL:
 *
 * Marks a declaration as part of the public API: symbols are hidden by
 * default.
 */
#define TACTICS_AVAILABLE_IN_ALL __attribute__((visibility ("default"))) extern
