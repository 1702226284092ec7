/* SPDX-License-Identifier: GPL-3.0-or-later */
#pragma once

#if !defined(TACTICS_DRAW_INSIDE) && !defined(TACTICS_DRAW_COMPILATION)
# error "Only <tactics-draw.h> can be included directly."
#endif

#include <gio/gio.h>

#include "tactics.h"
#include "tactics-draw-macros.h"
#include "tactics-picture.h"

G_BEGIN_DECLS

/**
 * TacticsPictureFormat:
 * @TACTICS_PICTURE_FORMAT_PNG: a PNG image
 * @TACTICS_PICTURE_FORMAT_SVG: an SVG drawing
 * @TACTICS_PICTURE_FORMAT_PDF: a one-page PDF document
 *
 * The kinds of file a picture is written to.
 */
typedef enum {
  TACTICS_PICTURE_FORMAT_PNG,
  TACTICS_PICTURE_FORMAT_SVG,
  TACTICS_PICTURE_FORMAT_PDF,
} TacticsPictureFormat;

/* The largest picture side cairo draws, in pixels. */
#define TACTICS_PICTURE_MAX_SIDE 32767

/* A picture of a map, a scenario (its map, regions, start zones and placed
 * units) or a saved match (its last position), told apart by content. */
TACTICS_DRAW_AVAILABLE_IN_ALL
TacticsPicture  *tactics_picture_new_for_file     (GFile                *file,
                                                   GError              **error);
/* The format a file name's extension (.png, .svg, .pdf) asks for. */
TACTICS_DRAW_AVAILABLE_IN_ALL
gboolean         tactics_picture_format_for_name  (const char           *name,
                                                   TacticsPictureFormat *format);
/* Draws the picture at @cell_size into @file, whole or not at all. */
TACTICS_DRAW_AVAILABLE_IN_ALL
gboolean         tactics_picture_write            (TacticsPicture       *self,
                                                   double                cell_size,
                                                   TacticsPictureFormat  format,
                                                   GFile                *file,
                                                   GError              **error);

G_END_DECLS
