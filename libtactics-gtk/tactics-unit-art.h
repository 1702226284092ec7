/* SPDX-License-Identifier: GPL-3.0-or-later */
#pragma once

#if !defined(TACTICS_GTK_INSIDE) && !defined(TACTICS_GTK_COMPILATION)
# error "Only <tactics-gtk.h> can be included directly."
#endif

#include <gtk/gtk.h>

#include "tactics.h"
#include "tactics-gtk-enums.h"
#include "tactics-gtk-macros.h"

G_BEGIN_DECLS

/* How a unit type looks wherever it is shown, in the game and in the
 * editor: its icon ("icon" of the unit type: "archer" is the icon named
 * tactics-unit-archer-symbolic) on a token drawn by
 * tactics_token_art_snapshot(). The bundled icons are resources under
 * /io/tactics/icons, which the programs link in. */

/* The icons a unit type of @ruleset may take, as ids for
 * tactics_unit_type_set_icon(): the bundled ones, then any other that a
 * unit type of @ruleset names (a designer's own, drawn as the generic
 * unit icon while it is not found). @ruleset may be NULL. (transfer full) */
TACTICS_GTK_AVAILABLE_IN_ALL
char         **tactics_unit_art_list_icons      (TacticsRuleset    *ruleset);
/* A bundled icon's name for people, translated ("Archer"); another icon
 * is named by its id. */
TACTICS_GTK_AVAILABLE_IN_ALL
const char    *tactics_unit_art_get_icon_name   (const char        *icon);
/* @icon's picture (NULL, empty or not found: the generic unit icon), for
 * at least @pixels device pixels. (transfer full) */
TACTICS_GTK_AVAILABLE_IN_ALL
GdkPaintable  *tactics_unit_art_lookup_icon     (const char        *icon,
                                                 int                pixels);
/* Draws a unit's token @size wide centred at (cx, cy) with
 * tactics_token_art_snapshot(): @icon's picture on it; with no icon,
 * @glyph; with neither, the generic unit icon. */
TACTICS_GTK_AVAILABLE_IN_ALL
void           tactics_unit_art_snapshot_token  (GtkSnapshot       *snapshot,
                                                 TacticsTokenShape  shape,
                                                 const GdkRGBA     *color,
                                                 const char        *icon,
                                                 const char        *glyph,
                                                 double             cx,
                                                 double             cy,
                                                 double             size,
                                                 double             scale_factor,
                                                 TacticsTokenFlags  flags);

G_END_DECLS
