/* SPDX-License-Identifier: GPL-3.0-or-later */
#pragma once

#if !defined(TACTICS_GTK_INSIDE) && !defined(TACTICS_GTK_COMPILATION)
# error "Only <tactics-gtk.h> can be included directly."
#endif

#include <gtk/gtk.h>

#include "tactics-gtk-enums.h"
#include "tactics-gtk-macros.h"

G_BEGIN_DECLS

/* How a unit looks on a board and beside it, wherever units are shown: a
 * token of its colour and shape with a rim that reads on any ground, a
 * shadow so it stands off the ground, and on it the unit's icon (or its
 * letter) in black or white, whichever reads better on the colour. */

/* Appends @shape's outline, centred at (cx, cy) and about @radius across
 * from the centre, to @cr's path. */
TACTICS_GTK_AVAILABLE_IN_ALL
void tactics_token_art_append_shape (cairo_t           *cr,
                                     TacticsTokenShape  shape,
                                     double             cx,
                                     double             cy,
                                     double             radius);
/* Draws a token @size wide centred at (cx, cy): @icon (drawn as a
 * symbolic icon when it is one), else @glyph, else nothing on it. Either
 * may be NULL. */
TACTICS_GTK_AVAILABLE_IN_ALL
void tactics_token_art_snapshot     (GtkSnapshot       *snapshot,
                                     TacticsTokenShape  shape,
                                     const GdkRGBA     *color,
                                     GdkPaintable      *icon,
                                     const char        *glyph,
                                     double             cx,
                                     double             cy,
                                     double             size,
                                     TacticsTokenFlags  flags);

G_END_DECLS
