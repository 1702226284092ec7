/* SPDX-License-Identifier: GPL-3.0-or-later */
#pragma once

#include <gtk/gtk.h>

#include "tactics-gtk.h"

G_BEGIN_DECLS

/* What the new-match page offers: a map, or a scenario on its map, with
 * the file it came from (NULL for one given without a file). */
typedef struct {
  GFile           *file;
  TacticsMap      *map;
  TacticsScenario *scenario;
  GdkTexture      *thumbnail;  /* drawn once, by render_thumbnail() */
  int              thumbnail_scale;
} TacticsGameMapChoice;

TacticsGameMapChoice *tactics_game_map_choice_new       (GFile                *file,
                                                         TacticsMap           *map,
                                                         TacticsScenario      *scenario);
void                  tactics_game_map_choice_free      (TacticsGameMapChoice *choice);
/* The scenario's regions, shown on its pictures (NULL for a map). */
GListModel           *tactics_game_map_choice_get_regions (TacticsGameMapChoice *choice);
/* The scenario's name, else the map's, else "Untitled …". */
const char           *tactics_game_map_choice_get_name  (TacticsGameMapChoice *choice);
/* The line under its name: the size, and for a scenario its sides
 * ("Scenario for 2 sides · 24 × 16 squares"). */
char                 *tactics_game_map_choice_describe  (TacticsGameMapChoice *choice);
/* Its row in the page's list: room for a small picture, the name, that
 * line. The picture comes later (set_row_thumbnail()), so that a list of
 * many maps shows at once. */
GtkWidget            *tactics_game_map_choice_make_row  (TacticsGameMapChoice *choice);
/* Draws the row's picture, the thumbnailer's (tactics_picture_new_thumbnail()),
 * and puts it in @row, a row make_row() made. */
void                  tactics_game_map_choice_set_row_thumbnail (TacticsGameMapChoice *choice,
                                                                 GtkWidget            *row,
                                                                 int                   scale_factor);
/* The same picture fitting @width × @height, drawn each time. */
GdkTexture           *tactics_game_map_choice_render_preview (TacticsGameMapChoice *choice,
                                                              int                   width,
                                                              int                   height,
                                                              int                   scale_factor);

G_END_DECLS
