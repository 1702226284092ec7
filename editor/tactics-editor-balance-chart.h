/* SPDX-License-Identifier: GPL-3.0-or-later */
#pragma once

#include <gtk/gtk.h>

#include "tactics.h"

G_BEGIN_DECLS

/* The drawings of a balance result, for GtkDrawingArea draw functions:
 * text is laid out with Pango in the widget's font, so that every
 * language reads. */

/* One bar per slot, its win rate, with its interval as a whisker and the
 * fair share as a dashed line; @names labels the slots (one per slot). */
void tactics_editor_balance_chart_draw_rates (GtkWidget          *widget,
                                              cairo_t            *cr,
                                              int                 width,
                                              int                 height,
                                              TacticsArenaResult *result,
                                              const char * const *names);
/* The board's cells, each shaded by how many units were eliminated there
 * (the most, darkest); a hex map's odd rows are shifted half a cell. */
void tactics_editor_balance_chart_draw_heat  (cairo_t            *cr,
                                              int                 width,
                                              int                 height,
                                              TacticsArenaResult *result,
                                              gboolean            hex);

G_END_DECLS
