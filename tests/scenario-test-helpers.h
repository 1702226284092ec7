/* SPDX-License-Identifier: GPL-3.0-or-later */
#pragma once

#include "match-test-helpers.h"

G_BEGIN_DECLS

/* Scenarios on the test rules (match-test-helpers.h): sides Red (0) and
 * Blue (1), built with the model API, and matches playing them. */

TacticsScenario          *new_scenario          (const char * const     *rows);

TacticsSide              *side_at               (TacticsScenario        *scenario,
                                                 guint                   index);

/* A region of the @width × @height cells from @x, @y. */
void                      add_region            (TacticsScenario        *scenario,
                                                 const char             *id,
                                                 const char             *name,
                                                 int                     x,
                                                 int                     y,
                                                 int                     width,
                                                 int                     height);

void                      add_objective         (TacticsScenario        *scenario,
                                                 guint                   side,
                                                 TacticsObjectiveKind    kind,
                                                 const char             *region,
                                                 const char             *unit,
                                                 guint                   rounds,
                                                 guint                   points);

void                      add_placed            (TacticsScenario        *scenario,
                                                 guint                   side,
                                                 const char             *id,
                                                 const char             *unit_type,
                                                 int                     x,
                                                 int                     y,
                                                 guint                   hp);

/* A match of @n_players humans on the scenario's map, in set-up, told to
 * play @scenario; NULL and @error when refused. */
TacticsMatch             *scenario_match        (TacticsScenario        *scenario,
                                                 guint                   n_players,
                                                 TacticsMatchMode        mode,
                                                 guint64                 seed,
                                                 GError                **error);

void                      set_army              (TacticsMatch           *match,
                                                 guint                   player,
                                                 const char             *army);

/* The armies' units on @cells (the pre-placed units on their own), Red
 * playing first. */
TacticsMatch             *arranged_scenario     (TacticsScenario        *scenario,
                                                 const char             *army0,
                                                 const char             *army1,
                                                 const TacticsCell      *cells);

void                      assert_deciding       (TacticsMatch           *match,
                                                 gboolean                decided,
                                                 int                     player,
                                                 int                     index);

void                      assert_state          (TacticsMatch           *match,
                                                 guint                   player,
                                                 guint                   index,
                                                 TacticsObjectiveState   state,
                                                 guint                   progress,
                                                 guint                   goal);

void                      assert_progress_text  (TacticsMatch           *match,
                                                 guint                   player,
                                                 guint                   index,
                                                 const char             *text);

G_END_DECLS
