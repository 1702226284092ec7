/* SPDX-License-Identifier: GPL-3.0-or-later */
#pragma once

#include "tactics-terrain-art.h"

G_BEGIN_DECLS

/* Symbols are drawn only from this device cell size up: smaller, they blur
 * into noise. */
#define TACTICS_SYMBOL_MIN_CELL_SIZE 14.0

G_END_DECLS
