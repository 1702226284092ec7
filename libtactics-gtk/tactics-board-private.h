/* SPDX-License-Identifier: GPL-3.0-or-later */
#pragma once

#include "tactics-board.h"

G_BEGIN_DECLS

/* How many terrain tiles the board has drawn so far and how many it keeps:
 * tests check that overlays and pans do not redraw the terrain. */
guint tactics_board_get_terrain_draw_count (TacticsBoard *self);
guint tactics_board_get_terrain_tile_count (TacticsBoard *self);

/* The next frame draws every terrain tile it needs, however long that
 * takes (screenshots want the finished picture). */
void  tactics_board_flush_terrain          (TacticsBoard *self);

G_END_DECLS
