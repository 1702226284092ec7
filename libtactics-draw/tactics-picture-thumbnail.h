/* SPDX-License-Identifier: GPL-3.0-or-later */
#pragma once

#if !defined(TACTICS_DRAW_INSIDE) && !defined(TACTICS_DRAW_COMPILATION)
# error "Only <tactics-draw.h> can be included directly."
#endif

#include <cairo.h>
#include <gio/gio.h>

#include "tactics.h"
#include "tactics-draw-macros.h"
#include "tactics-picture.h"

G_BEGIN_DECLS

/* The preview of a map, scenario or saved match that file managers, the
 * game's new-match page and the editor's Open window all show: one look,
 * made here. */
TACTICS_DRAW_AVAILABLE_IN_ALL
TacticsPicture  *tactics_picture_new_thumbnail          (TacticsMap      *map,
                                                         TacticsScenario *scenario);
TACTICS_DRAW_AVAILABLE_IN_ALL
TacticsPicture  *tactics_picture_new_thumbnail_for_file (GFile           *file,
                                                         GError         **error);
/* An image of the whole picture fitted into @width × @height logical
 * pixels, its aspect kept, at @scale device pixels a logical one. */
TACTICS_DRAW_AVAILABLE_IN_ALL
cairo_surface_t *tactics_picture_render_fitted          (TacticsPicture  *self,
                                                         int              width,
                                                         int              height,
                                                         int              scale);

G_END_DECLS
