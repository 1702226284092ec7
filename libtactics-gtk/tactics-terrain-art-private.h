/* SPDX-License-Identifier: GPL-3.0-or-later */
#pragma once

#include "tactics-terrain-art.h"

G_BEGIN_DECLS

/* Wraps a finished ARGB32 image surface's pixels in a texture, sharing
 * them: draw nothing more into the surface afterwards. */
GdkTexture *tactics_texture_new_for_surface (cairo_surface_t *surface);
/* Symbols are drawn only from this device cell size up: smaller, they blur
 * into noise. */
#define TACTICS_SYMBOL_MIN_CELL_SIZE 14.0

G_END_DECLS
