/* SPDX-License-Identifier: GPL-3.0-or-later */
#pragma once

#if !defined(TACTICS_DRAW_INSIDE) && !defined(TACTICS_DRAW_COMPILATION)
# error "Only <tactics-draw.h> can be included directly."
#endif

#include <cairo.h>
#include <glib-object.h>

#include "tactics-draw-macros.h"

G_BEGIN_DECLS

#define TACTICS_TYPE_DRAW_COLOR (tactics_draw_color_get_type ())

/* A colour with straight alpha, each part from 0 to 1. Laid out as
 * GdkRGBA is, so the board's GTK side converts by copying the fields. */
typedef struct {
  float red;
  float green;
  float blue;
  float alpha;
} TacticsDrawColor;

TACTICS_DRAW_AVAILABLE_IN_ALL
GType             tactics_draw_color_get_type      (void) G_GNUC_CONST;
TACTICS_DRAW_AVAILABLE_IN_ALL
TacticsDrawColor *tactics_draw_color_copy          (const TacticsDrawColor *color);
TACTICS_DRAW_AVAILABLE_IN_ALL
void              tactics_draw_color_free          (TacticsDrawColor       *color);
/* "#rgb", "#rrggbb", "#rrggbbaa", "rgb(r,g,b)", "rgba(r,g,b,a)" or a
 * colour name ("gold"); FALSE, @color untouched, when @text is none. */
TACTICS_DRAW_AVAILABLE_IN_ALL
gboolean          tactics_draw_color_parse         (TacticsDrawColor       *color,
                                                    const char             *text);
TACTICS_DRAW_AVAILABLE_IN_ALL
void              tactics_draw_color_set_source    (cairo_t                *cr,
                                                    const TacticsDrawColor *color);
/* @color, its alpha multiplied by @opacity, as the source of @cr. */
TACTICS_DRAW_AVAILABLE_IN_ALL
void              tactics_draw_color_set_source_with_opacity (cairo_t                *cr,
                                                              const TacticsDrawColor *color,
                                                              double                  opacity);
/* From 0 (black) to 1 (white), to pick an ink that reads on @color. */
TACTICS_DRAW_AVAILABLE_IN_ALL
double            tactics_draw_color_get_luminance (const TacticsDrawColor *color);
/* @color moved @amount of the way to (r, g, b), with @alpha. */
TACTICS_DRAW_AVAILABLE_IN_ALL
void              tactics_draw_color_mix           (const TacticsDrawColor *color,
                                                    double                  r,
                                                    double                  g,
                                                    double                  b,
                                                    double                  amount,
                                                    double                  alpha,
                                                    TacticsDrawColor       *out);

G_DEFINE_AUTOPTR_CLEANUP_FUNC (TacticsDrawColor, tactics_draw_color_free)

G_END_DECLS
