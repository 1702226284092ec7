/* SPDX-License-Identifier: GPL-3.0-or-later */
#pragma once

#if !defined(TACTICS_INSIDE) && !defined(TACTICS_COMPILATION)
# error "Only <tactics.h> can be included directly."
#endif

#include <gio/gio.h>
#include <glib-object.h>

#include "tactics-generate-enums.h"
#include "tactics-geometry-enums.h"
#include "tactics-macros.h"
#include "tactics-model-enums.h"
#include "tactics-ruleset.h"
#include "tactics-scenario.h"
#include "tactics-terrain.h"

G_BEGIN_DECLS

/**
 * TACTICS_GENERATE_MIN_SIZE:
 *
 * The smallest width and height of a generated map; the largest is
 * %TACTICS_MAX_MAP_SIZE.
 */
#define TACTICS_GENERATE_MIN_SIZE 8
/**
 * TACTICS_GENERATE_MAX_PLAYERS:
 *
 * The most players a generated scenario has sides for.
 */
#define TACTICS_GENERATE_MAX_PLAYERS 8
/**
 * TACTICS_GENERATE_ARMY_SIZE:
 *
 * The army a side of a generated scenario has room for at least: every
 * start zone has this many cells or more, and the map check passes for
 * armies of this size.
 */
#define TACTICS_GENERATE_ARMY_SIZE 6

#define TACTICS_GENERATE_ERROR (tactics_generate_error_quark ())

/**
 * TacticsGenerateError:
 * @TACTICS_GENERATE_ERROR_SIZE: the size is out of range, or too small for the start zones
 * @TACTICS_GENERATE_ERROR_PLAYERS: the number of players is out of range, or the
 *   symmetry cannot share the map out among them
 * @TACTICS_GENERATE_ERROR_SYMMETRY: the symmetry is not one of the grid's
 * @TACTICS_GENERATE_ERROR_RULESET: the ruleset lacks what a map needs (open ground, units)
 * @TACTICS_GENERATE_ERROR_CHECK: the map made fails the check (its first problem is the message)
 *
 * Why tactics_generate_scenario() made no map.
 */
typedef enum {
  TACTICS_GENERATE_ERROR_SIZE,
  TACTICS_GENERATE_ERROR_PLAYERS,
  TACTICS_GENERATE_ERROR_SYMMETRY,
  TACTICS_GENERATE_ERROR_RULESET,
  TACTICS_GENERATE_ERROR_CHECK,
} TacticsGenerateError;

/**
 * TacticsGenerateOptions:
 * @topology: square or hex cells
 * @width: the map's width, %TACTICS_GENERATE_MIN_SIZE to %TACTICS_MAX_MAP_SIZE
 * @height: the map's height, in the same range
 * @n_players: the number of sides and start zones, 2 to %TACTICS_GENERATE_MAX_PLAYERS
 * @symmetry: how the map repeats itself
 * @style: the kind of landscape
 * @seed: the seed: the same options give the same map, on any machine
 *
 * What tactics_generate_scenario() makes. Fill one with
 * tactics_generate_options_init(), then change what you need.
 */
typedef struct {
  TacticsTopology topology;
  int             width;
  int             height;
  guint           n_players;
  TacticsSymmetry symmetry;
  TacticsMapStyle style;
  guint64         seed;
} TacticsGenerateOptions;

#define TACTICS_TYPE_GENERATE_OPTIONS (tactics_generate_options_get_type ())

TACTICS_AVAILABLE_IN_ALL
GType                   tactics_generate_options_get_type (void) G_GNUC_CONST;
TACTICS_AVAILABLE_IN_ALL
TacticsGenerateOptions *tactics_generate_options_copy     (const TacticsGenerateOptions *options);
TACTICS_AVAILABLE_IN_ALL
void                    tactics_generate_options_free     (TacticsGenerateOptions       *options);
/* The defaults: a 32 × 24 square map for 2 players, mirrored left to
 * right, open, seed 0. */
TACTICS_AVAILABLE_IN_ALL
void                    tactics_generate_options_init     (TacticsGenerateOptions       *options);
/* Whether the options can make a map: sizes and players in range, the
 * symmetry one of the grid's, the players a multiple of its order. Does
 * not look at the ruleset. */
TACTICS_AVAILABLE_IN_ALL
gboolean                tactics_generate_options_check    (const TacticsGenerateOptions *options,
                                                           GError                      **error);

TACTICS_AVAILABLE_IN_ALL
GQuark                  tactics_generate_error_quark      (void);

/* How many copies of one part of the map a symmetry makes (1, 2, 3 or 4). */
TACTICS_AVAILABLE_IN_ALL
guint                   tactics_symmetry_get_order        (TacticsSymmetry symmetry);

/* The terrain of @ruleset that plays @role: the first with that role, or,
 * when none has it, the guess described in doc/map-generator.md (by id and
 * name, then by costs). NULL when nothing fits. */
TACTICS_AVAILABLE_IN_ALL
TacticsTerrain         *tactics_generate_find_terrain     (TacticsRuleset     *ruleset,
                                                           TacticsTerrainRole  role);

/* A new scenario on a new map made from @options and @ruleset's terrains:
 * n_players sides, each with its start zone (equal, placed by the
 * symmetry) and an eliminate-all objective, on a map whose every start
 * reaches the others and that passes tactics_scenario_check() with no
 * problem for TACTICS_GENERATE_ARMY_SIZE units a side. Changes
 * nothing in @ruleset (the map holds a copy). */
TACTICS_AVAILABLE_IN_ALL
TacticsScenario        *tactics_generate_scenario         (const TacticsGenerateOptions *options,
                                                           TacticsRuleset               *ruleset,
                                                           GError                      **error);

/* The same, stopped midway with G_IO_ERROR_CANCELLED when @cancellable
 * is cancelled from another thread. */
TACTICS_AVAILABLE_IN_ALL
TacticsScenario        *tactics_generate_scenario_cancellable (const TacticsGenerateOptions *options,
                                                               TacticsRuleset               *ruleset,
                                                               GCancellable                 *cancellable,
                                                               GError                      **error);

G_DEFINE_AUTOPTR_CLEANUP_FUNC (TacticsGenerateOptions, tactics_generate_options_free)

G_END_DECLS
