/* SPDX-License-Identifier: GPL-3.0-or-later */
#pragma once

#if !defined(TACTICS_INSIDE) && !defined(TACTICS_COMPILATION)
# error "Only <tactics.h> can be included directly."
#endif

#include <gio/gio.h>

#include "tactics-geometry.h"
#include "tactics-macros.h"
#include "tactics-objective.h"
#include "tactics-player-kind.h"
#include "tactics-ruleset.h"

G_BEGIN_DECLS

/**
 * TACTICS_MAX_UNITS_PER_PLAYER:
 *
 * Most units a side (or a match's player) may field: a scenario's placed
 * units and budget, a match's army.
 */
#define TACTICS_MAX_UNITS_PER_PLAYER 256

/**
 * TacticsPlacedUnit:
 * @id: the unit's own id, which objectives name it by
 * @name: (nullable): a name for people; %NULL for its unit type's
 * @unit_type: the id of its unit type
 * @cell: the cell it stands on
 * @hp: its hit points, 0 for full
 *
 * A unit a scenario puts on the board before the match, a boxed type
 * copied with tactics_placed_unit_copy() and freed with
 * tactics_placed_unit_free().
 */
typedef struct {
  char        *id;
  char        *name;
  char        *unit_type;
  TacticsCell  cell;
  guint        hp;
} TacticsPlacedUnit;

#define TACTICS_TYPE_PLACED_UNIT (tactics_placed_unit_get_type ())
TACTICS_AVAILABLE_IN_ALL
GType              tactics_placed_unit_get_type (void) G_GNUC_CONST;
TACTICS_AVAILABLE_IN_ALL
TacticsPlacedUnit *tactics_placed_unit_new      (const char              *id,
                                                 const char              *unit_type,
                                                 TacticsCell              cell);
TACTICS_AVAILABLE_IN_ALL
TacticsPlacedUnit *tactics_placed_unit_copy     (const TacticsPlacedUnit *self);
TACTICS_AVAILABLE_IN_ALL
void               tactics_placed_unit_free     (TacticsPlacedUnit       *self);
G_DEFINE_AUTOPTR_CLEANUP_FUNC (TacticsPlacedUnit, tactics_placed_unit_free)

/* One side of a scenario: who plays it by default, what it starts with and
 * where, and what it plays for. Properties: "id", "name", "team" (its
 * colour and shape: an entry of the programs' palette, 0–7), "player-kind"
 * and "level" (who plays it unless the players choose otherwise), "budget"
 * (units it forms, 0: the match's count), "start-zone" (a region's id;
 * NULL: the whole map). The objectives are a list of TacticsObjective; no
 * objective means eliminating every enemy. */
#define TACTICS_TYPE_SIDE (tactics_side_get_type ())
TACTICS_AVAILABLE_IN_ALL
G_DECLARE_FINAL_TYPE (TacticsSide, tactics_side, TACTICS, SIDE, GObject)

/**
 * TACTICS_MAX_SIDE_TEAM:
 *
 * Largest team number, the last entry of the programs' palette.
 */
#define TACTICS_MAX_SIDE_TEAM 7

TACTICS_AVAILABLE_IN_ALL
TacticsSide        *tactics_side_new                (const char        *id,
                                                     const char        *name);
/* A new side with @self's settings and a copy of its objectives, under @id
 * (NULL: the same id); its placed units only with @placed_units (their ids
 * are the scenario's to keep apart). */
TACTICS_AVAILABLE_IN_ALL
TacticsSide        *tactics_side_copy               (TacticsSide       *self,
                                                     const char        *id,
                                                     gboolean           placed_units);
TACTICS_AVAILABLE_IN_ALL
const char         *tactics_side_get_id             (TacticsSide       *self);
TACTICS_AVAILABLE_IN_ALL
void                tactics_side_set_id             (TacticsSide       *self,
                                                     const char        *id);
TACTICS_AVAILABLE_IN_ALL
const char         *tactics_side_get_name           (TacticsSide       *self);
TACTICS_AVAILABLE_IN_ALL
void                tactics_side_set_name           (TacticsSide       *self,
                                                     const char        *name);
/* The name to show: the side's name, else (a file may leave it out) its
 * id. Never NULL. */
TACTICS_AVAILABLE_IN_ALL
const char         *tactics_side_get_display_name   (TacticsSide       *self);
TACTICS_AVAILABLE_IN_ALL
guint               tactics_side_get_team           (TacticsSide       *self);
TACTICS_AVAILABLE_IN_ALL
void                tactics_side_set_team           (TacticsSide       *self,
                                                     guint              team);
TACTICS_AVAILABLE_IN_ALL
TacticsPlayerKind   tactics_side_get_player_kind    (TacticsSide       *self);
TACTICS_AVAILABLE_IN_ALL
void                tactics_side_set_player_kind    (TacticsSide       *self,
                                                     TacticsPlayerKind  player_kind);
TACTICS_AVAILABLE_IN_ALL
TacticsAiLevel      tactics_side_get_level          (TacticsSide       *self);
TACTICS_AVAILABLE_IN_ALL
void                tactics_side_set_level          (TacticsSide       *self,
                                                     TacticsAiLevel     level);
TACTICS_AVAILABLE_IN_ALL
guint               tactics_side_get_budget         (TacticsSide       *self);
TACTICS_AVAILABLE_IN_ALL
void                tactics_side_set_budget         (TacticsSide       *self,
                                                     guint              budget);
TACTICS_AVAILABLE_IN_ALL
const char         *tactics_side_get_start_zone     (TacticsSide       *self);
TACTICS_AVAILABLE_IN_ALL
void                tactics_side_set_start_zone     (TacticsSide       *self,
                                                     const char        *region);

/* The unit types it may form, by id; NULL: any. */
TACTICS_AVAILABLE_IN_ALL
const char * const *tactics_side_get_allowed_units  (TacticsSide       *self);
TACTICS_AVAILABLE_IN_ALL
void                tactics_side_set_allowed_units  (TacticsSide       *self,
                                                     const char * const *unit_types);
TACTICS_AVAILABLE_IN_ALL
gboolean            tactics_side_allows_unit        (TacticsSide       *self,
                                                     const char        *unit_type);
/* How many units the side forms before the match (its army, pre-placed
 * units apart): its budget, or @units_per_player without one; 0 when it
 * may form no unit type of @ruleset (an empty allowed list, or only types
 * @ruleset lacks). Such a side is still in when it has pre-placed units.
 * The match and the scenario check both ask this. */
TACTICS_AVAILABLE_IN_ALL
guint               tactics_side_get_army_size      (TacticsSide       *self,
                                                     TacticsRuleset    *ruleset,
                                                     guint              units_per_player);

/* Its pre-placed units, in order. "placed-units-changed" tells a change. */
TACTICS_AVAILABLE_IN_ALL
guint               tactics_side_get_n_placed_units (TacticsSide       *self);
TACTICS_AVAILABLE_IN_ALL
const TacticsPlacedUnit *tactics_side_get_placed_unit (TacticsSide     *self,
                                                       guint            position);
TACTICS_AVAILABLE_IN_ALL
void                tactics_side_insert_placed_unit (TacticsSide       *self,
                                                     guint              position,
                                                     const TacticsPlacedUnit *unit);
TACTICS_AVAILABLE_IN_ALL
void                tactics_side_remove_placed_unit (TacticsSide       *self,
                                                     guint              position);

/* Its objectives (TacticsObjective), which may be edited in place. */
TACTICS_AVAILABLE_IN_ALL
GListModel         *tactics_side_get_objectives     (TacticsSide       *self);
TACTICS_AVAILABLE_IN_ALL
void                tactics_side_insert_objective   (TacticsSide       *self,
                                                     guint              position,
                                                     TacticsObjective  *objective);
TACTICS_AVAILABLE_IN_ALL
void                tactics_side_remove_objective   (TacticsSide       *self,
                                                     guint              position);

G_END_DECLS
