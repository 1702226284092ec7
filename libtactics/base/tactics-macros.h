/* SPDX-License-Identifier: GPL-3.0-or-later */
#pragma once

#if !defined(TACTICS_INSIDE) && !defined(TACTICS_COMPILATION)
# error "Only <tactics.h> can be included directly."
#endif

#include <glib.h>

/* Symbols are hidden by default; this marks the public API. */
#define TACTICS_AVAILABLE_IN_ALL __attribute__((visibility ("default"))) extern
