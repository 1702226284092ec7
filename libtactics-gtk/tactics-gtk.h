/* SPDX-License-Identifier: GPL-3.0-or-later */
#pragma once

/* The board widget library: TacticsViewport (zoom and position, the
 * cell ↔ widget conversions), TacticsBoard (draws a TacticsMap and owns the
 * input controllers) and the overlay layers drawn over it
 * (TacticsBoardLayer, TacticsCellLayer, TacticsTokenLayer). */

#include <gtk/gtk.h>

#include "tactics.h"

#define TACTICS_GTK_INSIDE

#include "tactics-gtk-macros.h"
#include "tactics-gtk-enums.h"
#include "tactics-gtk-enum-types.h"
#include "tactics-gtk-init.h"
#include "tactics-viewport.h"
#include "tactics-board-layer.h"
#include "tactics-cell-layer.h"
#include "tactics-token-art.h"
#include "tactics-token-layer.h"
#include "tactics-region-layer.h"
#include "tactics-terrain-art.h"
#include "tactics-unit-art.h"
#include "tactics-team-art.h"
#include "tactics-board.h"
#include "tactics-minimap.h"
#include "tactics-preferences-dialog.h"
#include "tactics-scroll-guard.h"
#include "tactics-field-name.h"

#undef TACTICS_GTK_INSIDE
