/* SPDX-License-Identifier: GPL-3.0-or-later */
#pragma once

#if !defined(TACTICS_INSIDE) && !defined(TACTICS_COMPILATION)
# error "Only <tactics.h> can be included directly."
#endif

#include <gio/gio.h>

#include "tactics-geometry.h"
#include "tactics-macros.h"
#include "tactics-map.h"
#include "tactics-model-enums.h"
#include "tactics-objective.h"
#include "tactics-region.h"
#include "tactics-side.h"

G_BEGIN_DECLS

/* A match made ready to play: a map (with its ruleset), its sides with what
 * they start with and play for, the named regions objectives and start
 * zones refer to, a round limit (0: none) and the texts shown at the end.
 * Properties: "map", "name", "description", "round-limit", "fog", "victory-text",
 * "defeat-text". Signal "changed": the scenario or any of its parts (sides,
 * their placed units and objectives, regions) changed, for views that
 * follow all of it (the editor's live check). */
#define TACTICS_TYPE_SCENARIO (tactics_scenario_get_type ())
TACTICS_AVAILABLE_IN_ALL
G_DECLARE_FINAL_TYPE (TacticsScenario, tactics_scenario, TACTICS, SCENARIO, GObject)

/**
 * TACTICS_MAX_SCENARIO_SIDES:
 *
 * Most sides a scenario may have.
 */
#define TACTICS_MAX_SCENARIO_SIDES 8
/**
 * TACTICS_MIN_SCENARIO_SIDES:
 *
 * Fewest sides a playable scenario has.
 */
#define TACTICS_MIN_SCENARIO_SIDES 2
/**
 * TACTICS_MAX_SCENARIO_REGIONS:
 *
 * Most regions a scenario (or a fragment copied from one) holds.
 */
#define TACTICS_MAX_SCENARIO_REGIONS 256
/**
 * TACTICS_MAX_ROUND_LIMIT:
 *
 * The longest round limit a scenario, and so a match, may set (0: none):
 * rounds beyond it are no game anyone plays to the end.
 */
#define TACTICS_MAX_ROUND_LIMIT 9999

TACTICS_AVAILABLE_IN_ALL
TacticsScenario *tactics_scenario_new              (TacticsMap      *map);
TACTICS_AVAILABLE_IN_ALL
TacticsMap      *tactics_scenario_get_map          (TacticsScenario *self);
TACTICS_AVAILABLE_IN_ALL
const char      *tactics_scenario_get_name         (TacticsScenario *self);
TACTICS_AVAILABLE_IN_ALL
void             tactics_scenario_set_name         (TacticsScenario *self,
                                                    const char      *name);
/* The map file as the scenario file names it, relative to the scenario's
 * folder (or absolute); NULL (the default) when the scenario lives inside
 * its map's file, which is then saved whole with the scenario in it. */
TACTICS_AVAILABLE_IN_ALL
const char      *tactics_scenario_get_map_path     (TacticsScenario *self);
TACTICS_AVAILABLE_IN_ALL
void             tactics_scenario_set_map_path     (TacticsScenario *self,
                                                    const char      *path);
/* The gettext domain of the scenario file's strings (its name, texts and
 * the names of its sides, regions and units), NULL by default; see
 * tactics_ruleset_get_translation_domain(). A scenario inside a map file
 * uses the map's. */
TACTICS_AVAILABLE_IN_ALL
const char      *tactics_scenario_get_translation_domain (TacticsScenario *self);
TACTICS_AVAILABLE_IN_ALL
void             tactics_scenario_set_translation_domain (TacticsScenario *self,
                                                          const char      *domain);
TACTICS_AVAILABLE_IN_ALL
const char      *tactics_scenario_get_description  (TacticsScenario *self);
TACTICS_AVAILABLE_IN_ALL
void             tactics_scenario_set_description  (TacticsScenario *self,
                                                    const char      *description);
TACTICS_AVAILABLE_IN_ALL
guint            tactics_scenario_get_round_limit  (TacticsScenario *self);
TACTICS_AVAILABLE_IN_ALL
void             tactics_scenario_set_round_limit  (TacticsScenario *self,
                                                    guint            round_limit);
TACTICS_AVAILABLE_IN_ALL
TacticsFogMode   tactics_scenario_get_fog          (TacticsScenario *self);
TACTICS_AVAILABLE_IN_ALL
void             tactics_scenario_set_fog          (TacticsScenario *self,
                                                    TacticsFogMode   fog);
TACTICS_AVAILABLE_IN_ALL
const char      *tactics_scenario_get_victory_text (TacticsScenario *self);
TACTICS_AVAILABLE_IN_ALL
void             tactics_scenario_set_victory_text (TacticsScenario *self,
                                                    const char      *victory_text);
TACTICS_AVAILABLE_IN_ALL
const char      *tactics_scenario_get_defeat_text  (TacticsScenario *self);
TACTICS_AVAILABLE_IN_ALL
void             tactics_scenario_set_defeat_text  (TacticsScenario *self,
                                                    const char      *defeat_text);

/* The sides (TacticsSide) and regions (TacticsRegion), in order. */
TACTICS_AVAILABLE_IN_ALL
GListModel      *tactics_scenario_get_sides        (TacticsScenario *self);
TACTICS_AVAILABLE_IN_ALL
void             tactics_scenario_insert_side      (TacticsScenario *self,
                                                    guint            position,
                                                    TacticsSide     *side);
TACTICS_AVAILABLE_IN_ALL
void             tactics_scenario_remove_side      (TacticsScenario *self,
                                                    guint            position);
TACTICS_AVAILABLE_IN_ALL
GListModel      *tactics_scenario_get_regions      (TacticsScenario *self);
TACTICS_AVAILABLE_IN_ALL
void             tactics_scenario_insert_region    (TacticsScenario *self,
                                                    guint            position,
                                                    TacticsRegion   *region);
TACTICS_AVAILABLE_IN_ALL
void             tactics_scenario_remove_region    (TacticsScenario *self,
                                                    guint            position);

/* Side @position (transfer none), or NULL past the last. */
TACTICS_AVAILABLE_IN_ALL
TacticsSide     *tactics_scenario_get_side         (TacticsScenario *self,
                                                    guint            position);
/* By id; NULL when none. (transfer none) */
TACTICS_AVAILABLE_IN_ALL
TacticsRegion   *tactics_scenario_lookup_region    (TacticsScenario *self,
                                                    const char      *id);
TACTICS_AVAILABLE_IN_ALL
TacticsSide     *tactics_scenario_lookup_side      (TacticsScenario *self,
                                                    const char      *id);
/* The pre-placed unit @id of any side, and that side (@side may be NULL). */
TACTICS_AVAILABLE_IN_ALL
const TacticsPlacedUnit *tactics_scenario_lookup_placed_unit (TacticsScenario  *self,
                                                             const char       *id,
                                                             TacticsSide     **side);
/* The pre-placed unit standing on @cell, of any side, and that side (@side
 * may be NULL); NULL when none. */
TACTICS_AVAILABLE_IN_ALL
const TacticsPlacedUnit *tactics_scenario_lookup_placed_unit_at (TacticsScenario  *self,
                                                                TacticsCell       cell,
                                                                TacticsSide     **side);
/* A placed unit's id no unit of any side has yet ("unit1", "unit2", …).
 * (transfer full) */
TACTICS_AVAILABLE_IN_ALL
char            *tactics_scenario_dup_new_unit_id  (TacticsScenario *self);

/* The name a placed unit goes by: its own, else its unit type's, else its
 * id. */
TACTICS_AVAILABLE_IN_ALL
const char      *tactics_scenario_get_unit_name    (TacticsScenario         *self,
                                                    const TacticsPlacedUnit *unit);
/* @unit told apart from others of its name, as an editor lists it: its
 * name, its side's and its cell, e.g. "Infantry of West at 4,7". */
TACTICS_AVAILABLE_IN_ALL
char            *tactics_scenario_dup_unit_label   (TacticsScenario         *self,
                                                    const TacticsPlacedUnit *unit);
/* @objective of @side as players read it, with the scenario's names for
 * its region and unit. */
TACTICS_AVAILABLE_IN_ALL
char            *tactics_scenario_dup_objective_sentence (TacticsScenario  *self,
                                                          TacticsSide      *side,
                                                          TacticsObjective *objective);
/* As tactics_scenario_dup_objective_sentence(), its unit named by
 * tactics_scenario_dup_unit_label(): before a match, where units stand
 * tells alike ones apart. */
TACTICS_AVAILABLE_IN_ALL
char            *tactics_scenario_dup_objective_description (TacticsScenario  *self,
                                                             TacticsSide      *side,
                                                             TacticsObjective *objective);

G_END_DECLS
