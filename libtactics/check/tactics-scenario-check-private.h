/* SPDX-License-Identifier: GPL-3.0-or-later */
#pragma once

#include "tactics-check-private.h"
#include "tactics-map.h"
#include "tactics-objective.h"
#include "tactics-region.h"
#include "tactics-ruleset.h"
#include "tactics-scenario.h"
#include "tactics-side.h"

G_BEGIN_DECLS

/* The state of one tactics_scenario_check(), shared by its files:
 * tactics-scenario-check.c (references, objectives, placed units, room)
 * and tactics-scenario-reach.c (who reaches whom). */

/* Sides are bits of a cell's mask in the room count; the model keeps to
 * this many. */
#define TACTICS_CHECK_MAX_SIDES TACTICS_MAX_SCENARIO_SIDES

typedef struct {
  TacticsSide   *side;
  const char    *id;
  const char    *name;
  TacticsRegion *zone;        /* NULL: the whole map (when zone_ok) */
  gboolean       zone_ok;     /* no zone, or a known region with cells */
  guint          budget;      /* the units it forms, beside its placed ones */
  GPtrArray     *movetypes;   /* of the unit types it may form, each once */
  guint          room_mask;   /* movement types (bits, by position in the
                               * check's movetypes) with room in its zone */
} TacticsCheckSide;

/* A region an objective sends its side to. */
typedef struct {
  guint                    side;
  TacticsObjective        *objective;
  TacticsRegion           *region;
  const TacticsPlacedUnit *unit;      /* the one unit that must get there, or NULL */
  gboolean                 reached;
} TacticsCheckGoal;

typedef struct {
  TacticsScenario  *scenario;
  TacticsMap       *map;
  TacticsRuleset   *ruleset;
  GListStore       *problems;
  guint             n_sides;
  TacticsCheckSide *sides;
  GHashTable       *occupied;   /* cell number + 1 → TacticsPlacedUnit, on the map */
  GPtrArray        *movetypes;  /* every movement type that matters, each once */
  GArray           *goals;      /* TacticsCheckGoal */
  GCancellable     *cancellable; /* nullable: stops the passes over the map */
} TacticsScenarioCheck;

/* The movement type of a unit type, NULL when the ruleset has no such
 * unit type. */
const char *tactics_scenario_check_movetype_of   (TacticsScenarioCheck    *check,
                                                  const char              *unit_type_id);
/* The bit of a movement type in room masks; 0 when it has none. */
guint       tactics_scenario_check_movetype_bit  (TacticsScenarioCheck    *check,
                                                  const char              *id);
/* Whether the side forms units (beside its placed ones) in a usable zone. */
gboolean    tactics_check_side_forms_units       (const TacticsCheckSide  *info);

/* For one movement type, with its areas: whether each side's zone reaches
 * an enemy (reported here), and which goals its units reach (marked). */
void        tactics_scenario_check_reach         (TacticsScenarioCheck    *check,
                                                  const char              *movetype,
                                                  const TacticsComponents *areas);
/* Reports the goals no movement type reached. */
void        tactics_scenario_check_report_goals  (TacticsScenarioCheck    *check);

G_END_DECLS
