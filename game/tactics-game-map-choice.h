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
/* Its row in the page's list: a small picture, the name, that line. */
GtkWidget            *tactics_game_map_choice_make_row  (TacticsGameMapChoice *choice,
                                                         int                   scale_factor);

G_END_DECLS
