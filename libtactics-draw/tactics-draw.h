/* SPDX-License-Identifier: GPL-3.0-or-later */
#pragma once

/* The drawing library: how maps, scenarios and matches look, drawn with
 * cairo (and pango for text) into any cairo_t, without GTK. The board
 * widget, the minimap, the CLI's pictures and the thumbnailer all draw
 * through it, so they show the same thing. */

#include <cairo.h>

#include "tactics.h"

#define TACTICS_DRAW_INSIDE

#include "tactics-draw-macros.h"
#include "tactics-draw-color.h"
#include "tactics-draw-cells.h"
#include "tactics-draw-cell-frames.h"
#include "tactics-draw-cell-style.h"
#include "tactics-draw-path.h"
#include "tactics-draw-fog.h"
#include "tactics-draw-terrain.h"
#include "tactics-draw-token.h"
#include "tactics-draw-token-marks.h"
#include "tactics-terrain-painter.h"
#include "tactics-picture.h"
#include "tactics-picture-file.h"
#include "tactics-picture-thumbnail.h"

#undef TACTICS_DRAW_INSIDE
