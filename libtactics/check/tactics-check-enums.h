/* SPDX-License-Identifier: GPL-3.0-or-later */
#pragma once

#if !defined(TACTICS_INSIDE) && !defined(TACTICS_COMPILATION)
# error "Only <tactics.h> can be included directly."
#endif

#include <glib.h>

G_BEGIN_DECLS

/**
 * TacticsProblemSeverity:
 * @TACTICS_PROBLEM_ERROR: the scenario cannot be played
 * @TACTICS_PROBLEM_WARNING: the scenario can be played, but the designer should look
 *
 * How much a problem tactics_map_check() or tactics_scenario_check() finds
 * matters.
 */
typedef enum {
  TACTICS_PROBLEM_ERROR,
  TACTICS_PROBLEM_WARNING,
} TacticsProblemSeverity;

/**
 * TacticsProblemKind:
 * @TACTICS_PROBLEM_POCKET: warning: passable cells cut off from the largest area
 * @TACTICS_PROBLEM_TOO_FEW_SIDES: fewer than %TACTICS_MIN_SCENARIO_SIDES
 * @TACTICS_PROBLEM_DUPLICATE_ID: two sides, regions or placed units share an id
 * @TACTICS_PROBLEM_UNKNOWN_REGION: a start zone or objective names no region
 * @TACTICS_PROBLEM_UNKNOWN_UNIT_TYPE: an allowed or placed unit names no unit type
 * @TACTICS_PROBLEM_UNKNOWN_UNIT: an objective names no placed unit
 * @TACTICS_PROBLEM_WRONG_UNIT_SIDE: protect an enemy, or eliminate one's own unit
 * @TACTICS_PROBLEM_MISSING_FIELD: an objective lacks what its kind needs
 * @TACTICS_PROBLEM_EMPTY_REGION: a start zone or objective region without cells
 * @TACTICS_PROBLEM_NO_UNITS: a side that can have no unit at all
 * @TACTICS_PROBLEM_UNIT_OFF_MAP: a placed unit outside the map
 * @TACTICS_PROBLEM_UNIT_ON_IMPASSABLE: a placed unit on a cell it may not stand on
 * @TACTICS_PROBLEM_UNITS_SHARE_CELL: two placed units on one cell
 * @TACTICS_PROBLEM_ZONE_WITHOUT_ROOM: a start zone where a unit type cannot stand
 * @TACTICS_PROBLEM_ZONE_TOO_SMALL: armies larger than their zones' free cells
 * @TACTICS_PROBLEM_ENEMY_UNREACHABLE: a start zone that cannot reach any enemy
 * @TACTICS_PROBLEM_REGION_UNREACHABLE: an objective's region its side cannot reach
 * @TACTICS_PROBLEM_ROUNDS_PAST_LIMIT: warning: more rounds than the round limit allows
 * @TACTICS_PROBLEM_NO_ROUND_LIMIT: most points counted, but no round limit ends the match
 * @TACTICS_PROBLEM_REGION_OFF_MAP: warning: region cells outside the map (after a resize)
 *
 * What a problem is, for programs that sort or test them; people read its
 * message.
 */
typedef enum {
  TACTICS_PROBLEM_POCKET,
  TACTICS_PROBLEM_TOO_FEW_SIDES,
  TACTICS_PROBLEM_DUPLICATE_ID,
  TACTICS_PROBLEM_UNKNOWN_REGION,
  TACTICS_PROBLEM_UNKNOWN_UNIT_TYPE,
  TACTICS_PROBLEM_UNKNOWN_UNIT,
  TACTICS_PROBLEM_WRONG_UNIT_SIDE,
  TACTICS_PROBLEM_MISSING_FIELD,
  TACTICS_PROBLEM_EMPTY_REGION,
  TACTICS_PROBLEM_NO_UNITS,
  TACTICS_PROBLEM_UNIT_OFF_MAP,
  TACTICS_PROBLEM_UNIT_ON_IMPASSABLE,
  TACTICS_PROBLEM_UNITS_SHARE_CELL,
  TACTICS_PROBLEM_ZONE_WITHOUT_ROOM,
  TACTICS_PROBLEM_ZONE_TOO_SMALL,
  TACTICS_PROBLEM_ENEMY_UNREACHABLE,
  TACTICS_PROBLEM_REGION_UNREACHABLE,
  TACTICS_PROBLEM_ROUNDS_PAST_LIMIT,
  TACTICS_PROBLEM_NO_ROUND_LIMIT,
  TACTICS_PROBLEM_REGION_OFF_MAP,
} TacticsProblemKind;

G_END_DECLS
