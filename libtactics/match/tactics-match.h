/* SPDX-License-Identifier: GPL-3.0-or-later */
#pragma once

#if !defined(TACTICS_INSIDE) && !defined(TACTICS_COMPILATION)
# error "Only <tactics.h> can be included directly."
#endif

#include <gio/gio.h>

#include "tactics-action.h"
#include "tactics-command.h"
#include "tactics-cost-grid.h"
#include "tactics-event.h"
#include "tactics-geometry-enums.h"
#include "tactics-geometry.h"
#include "tactics-macros.h"
#include "tactics-map.h"
#include "tactics-pattern.h"
#include "tactics-player-kind.h"
#include "tactics-player.h"
#include "tactics-reach.h"
#include "tactics-ruleset.h"
#include "tactics-scenario.h"
#include "tactics-unit.h"
#include "tactics-view.h"

G_BEGIN_DECLS

/**
 * TACTICS_MATCH_ERROR:
 *
 * The error domain of refused settings and commands; the codes are
 * #TacticsMatchError.
 */
#define TACTICS_MATCH_ERROR (tactics_match_error_quark ())

/**
 * TacticsMatchError:
 * @TACTICS_MATCH_ERROR_SETUP: bad settings: players, unknown unit types,
 *   movement types
 * @TACTICS_MATCH_ERROR_FORMATION: an army of the wrong size
 * @TACTICS_MATCH_ERROR_NO_ROOM: the map cannot hold the armies
 * @TACTICS_MATCH_ERROR_WRONG_PHASE: not possible now (set-up, placement,
 *   play, over)
 * @TACTICS_MATCH_ERROR_WRONG_PLAYER: not this player's turn, or not its unit
 * @TACTICS_MATCH_ERROR_WRONG_UNIT: no such unit, eliminated, or another
 *   unit's turn
 * @TACTICS_MATCH_ERROR_ALREADY_DONE: the unit already moved, acted or was
 *   placed
 * @TACTICS_MATCH_ERROR_BLOCKED: impassable, occupied, or cut off by enemies
 * @TACTICS_MATCH_ERROR_TOO_FAR: beyond the move points, or the placement
 *   distance
 * @TACTICS_MATCH_ERROR_OUT_OF_RANGE: the focus is not one the action may take
 * @TACTICS_MATCH_ERROR_NO_SUCH_ACTION: the unit has no such action
 * @TACTICS_MATCH_ERROR_CANNOT_UNDO: nothing that may be taken back
 * @TACTICS_MATCH_ERROR_OFF_BOARD: an action aimed at a cell off the board
 *
 * Why the match refused a setting or a command. The message is a sentence
 * for the player.
 */
typedef enum {
  TACTICS_MATCH_ERROR_SETUP,
  TACTICS_MATCH_ERROR_FORMATION,
  TACTICS_MATCH_ERROR_NO_ROOM,
  TACTICS_MATCH_ERROR_WRONG_PHASE,
  TACTICS_MATCH_ERROR_WRONG_PLAYER,
  TACTICS_MATCH_ERROR_WRONG_UNIT,
  TACTICS_MATCH_ERROR_ALREADY_DONE,
  TACTICS_MATCH_ERROR_BLOCKED,
  TACTICS_MATCH_ERROR_TOO_FAR,
  TACTICS_MATCH_ERROR_OUT_OF_RANGE,
  TACTICS_MATCH_ERROR_NO_SUCH_ACTION,
  TACTICS_MATCH_ERROR_CANNOT_UNDO,
  TACTICS_MATCH_ERROR_OFF_BOARD,
} TacticsMatchError;

TACTICS_AVAILABLE_IN_ALL
GQuark tactics_match_error_quark (void);

/**
 * TacticsMatchMode:
 * @TACTICS_MATCH_MODE_TURNS: players take turns, each moving any of its
 *   units
 * @TACTICS_MATCH_MODE_INITIATIVE: units take turns as their energy
 *   reaches #TACTICS_INITIATIVE_THRESHOLD
 *
 * Who has the turn. Nicks "turns", "initiative".
 */
typedef enum {
  TACTICS_MATCH_MODE_TURNS,
  TACTICS_MATCH_MODE_INITIATIVE,
} TacticsMatchMode;

#define TACTICS_TYPE_MATCH_MODE (tactics_match_mode_get_type ())
TACTICS_AVAILABLE_IN_ALL
GType tactics_match_mode_get_type (void) G_GNUC_CONST;

/**
 * TacticsMatchPhase:
 * @TACTICS_MATCH_PHASE_SETUP: players and armies are being set
 * @TACTICS_MATCH_PHASE_PLACEMENT: players place their units
 * @TACTICS_MATCH_PHASE_PLAYING: players take turns
 * @TACTICS_MATCH_PHASE_OVER: the match has ended
 *
 * Where a match stands. Nicks "setup", "placement", "playing", "over".
 */
typedef enum {
  TACTICS_MATCH_PHASE_SETUP,
  TACTICS_MATCH_PHASE_PLACEMENT,
  TACTICS_MATCH_PHASE_PLAYING,
  TACTICS_MATCH_PHASE_OVER,
} TacticsMatchPhase;

#define TACTICS_TYPE_MATCH_PHASE (tactics_match_phase_get_type ())
TACTICS_AVAILABLE_IN_ALL
GType tactics_match_phase_get_type (void) G_GNUC_CONST;

/**
 * TacticsMatchOutcome:
 * @TACTICS_MATCH_OUTCOME_NONE: still going
 * @TACTICS_MATCH_OUTCOME_WIN: a player won
 * @TACTICS_MATCH_OUTCOME_DRAW: the last players went out together, or in a
 *   scenario several sides met an objective at once or tied on points
 * @TACTICS_MATCH_OUTCOME_UNFINISHED: the round limit was reached
 *
 * How a match ended. Nicks "none", "win", "draw", "unfinished".
 */
typedef enum {
  TACTICS_MATCH_OUTCOME_NONE,
  TACTICS_MATCH_OUTCOME_WIN,
  TACTICS_MATCH_OUTCOME_DRAW,
  TACTICS_MATCH_OUTCOME_UNFINISHED,
} TacticsMatchOutcome;

#define TACTICS_TYPE_MATCH_OUTCOME (tactics_match_outcome_get_type ())
TACTICS_AVAILABLE_IN_ALL
GType tactics_match_outcome_get_type (void) G_GNUC_CONST;

/**
 * TACTICS_DEFAULT_UNITS_PER_PLAYER:
 *
 * The army size a match offers when nobody chose one, and what a
 * scenario's side without a budget forms when a tool has no match to ask.
 * A match takes 1 to %TACTICS_MAX_UNITS_PER_PLAYER units per player.
 */
#define TACTICS_DEFAULT_UNITS_PER_PLAYER 4

/**
 * TACTICS_PLACEMENT_DISTANCE:
 *
 * In placement, each unit after a player's first goes within this many
 * steps of one of its units already placed, steps counted by
 * tactics_match_get_movement_metric().
 */
#define TACTICS_PLACEMENT_DISTANCE 2

/**
 * TACTICS_INITIATIVE_THRESHOLD:
 *
 * The energy a unit needs to take a turn in initiative mode; it gains its
 * speed each tick.
 */
#define TACTICS_INITIATIVE_THRESHOLD 100

/* A match (the rules are in doc/rules.md). The owner (window, CLI, test)
 * sets it up, then submits commands with tactics_match_perform(), or has a
 * TacticsMatchDriver ask the players' controllers for them; the game never
 * waits on anyone. Every change is announced through the "event" signal
 * (detailed by the event kind's nick, e.g. "event::unit-moved") and kept
 * in the event list.
 *
 * Set-up: tactics_match_new(), tactics_match_add_player() for 2 to 8
 * players, tactics_match_set_formation() for each, then
 * tactics_match_start(): it draws the turn order and each player's first
 * unit's cell. Placement: in turn order each player places its other
 * units, each within TACTICS_PLACEMENT_DISTANCE steps of one of its units
 * already placed (tactics_match_suggest_placement() and
 * tactics_match_place_all() do it for computers and for "place for me").
 * Play: turns follow the order drawn; in initiative mode each turn belongs
 * to one unit instead. Turns are grouped in rounds (tactics_match_get_round()),
 * which the round limit counts.
 *
 * Windows, computer players and tools ask the match about the rules
 * rather than repeat them: tactics_match_check_command() (would a command
 * succeed, fail and why, or become another), tactics_match_preview_action()
 * (what an action hits), tactics_match_compute_threat() (where the enemy
 * can strike), tactics_match_get_placement_cells() and
 * tactics_match_dup_placement_hint() (where and how units are placed).
 *
 * Properties (read-only): "map", "ruleset", "units-per-player", "mode",
 * "seed", "round-limit", "phase", "current-player" (-1 when none), "active-unit"
 * (initiative mode; -1 when none), "turn", "round", "outcome", "winner" (-1
 * when none). */
#define TACTICS_TYPE_MATCH (tactics_match_get_type ())
TACTICS_AVAILABLE_IN_ALL
G_DECLARE_FINAL_TYPE (TacticsMatch, tactics_match, TACTICS, MATCH, GObject)

/* The game keeps its own copies of @map and @ruleset: editing them later
 * does not change the match. @ruleset gives the unit types and actions;
 * NULL uses the map's ruleset. The map's ruleset always gives terrains and
 * movement types. @units_per_player is 1..TACTICS_MAX_UNITS_PER_PLAYER. */
TACTICS_AVAILABLE_IN_ALL
TacticsMatch        *tactics_match_new                (TacticsMap         *map,
                                                     TacticsRuleset     *ruleset,
                                                     guint               units_per_player,
                                                     TacticsMatchMode     mode,
                                                     guint64             seed);

/* Set-up phase only. Returns the new player (transfer none) or NULL with
 * an error when there are already TACTICS_MAX_PLAYERS. */
TACTICS_AVAILABLE_IN_ALL
TacticsPlayer      *tactics_match_add_player         (TacticsMatch        *self,
                                                     const char         *name,
                                                     const char         *color,
                                                     TacticsPlayerKind   kind,
                                                     TacticsAiLevel      level,
                                                     GError            **error);
/* The army of @player: the unit type id of each unit, 1 to
 * units-per-player of them. Refused with a reason (TACTICS_MATCH_ERROR_FORMATION
 * or _SETUP) for a bad size, an unknown type, or a type whose movement type
 * the map does not know. */
TACTICS_AVAILABLE_IN_ALL
gboolean            tactics_match_set_formation      (TacticsMatch        *self,
                                                     guint               player,
                                                     const char * const *unit_type_ids,
                                                     GError            **error);
/* Ends the match as unfinished once round @limit is over (0: no limit, at
 * most TACTICS_MAX_ROUND_LIMIT; see tactics_match_get_round()). Set-up
 * phase only. */
TACTICS_AVAILABLE_IN_ALL
void                tactics_match_set_round_limit    (TacticsMatch        *self,
                                                     guint               limit);
/* A stop that is no rule of the game, for tools that must see a match end:
 * the match ends unfinished once round @round is over (0: never), after
 * the end of that round is judged as any other. Unlike a round limit it
 * decides nothing: a points game is not won on points there. Not saved.
 * Set-up phase only. */
TACTICS_AVAILABLE_IN_ALL
void                tactics_match_set_stop_round     (TacticsMatch        *self,
                                                     guint               round);
/* Scenarios (doc/rules.md, "Scenarios and objectives").
 *
 * tactics_match_set_scenario(), in set-up once the players are added,
 * makes the match play @scenario: player i plays side i, so there must be
 * as many players as sides. The match keeps its own copy: editing
 * @scenario afterwards changes nothing. It takes the scenario's round
 * limit unless one was set (a later tactics_match_set_round_limit() still
 * wins). Then:
 * - a side's budget (when not 0) replaces units-per-player for its
 *   player's army, and tactics_match_set_formation() refuses unit types
 *   the side does not allow;
 * - the pre-placed units exist from the start, on their cells, with their
 *   HP, after every army's units in the unit ids (side by side, in order).
 *   They are not part of the budget; they count as the side's units for
 *   elimination and for the placement distance;
 * - a side with a start zone has its first unit drawn in the zone and
 *   places the others inside it (TACTICS_MATCH_ERROR_NO_ROOM when the
 *   zone cannot hold the army);
 * - the objectives are judged after every command and at the end of every
 *   round ("objective-progress", "objective-met", "objective-failed"
 *   events). A side with none plays to eliminate every enemy.
 * Refused with TACTICS_MATCH_ERROR_SETUP and a reason for a wrong number
 * of players, a map of another size or shape, and scenario parts the
 * rules or the map cannot play (unknown regions, units or unit types,
 * pre-placed units off the board, on impassable or shared cells, or with
 * more HP than their type has). */
TACTICS_AVAILABLE_IN_ALL
gboolean            tactics_match_set_scenario       (TacticsMatch        *self,
                                                     TacticsScenario    *scenario,
                                                     GError            **error);
/* The match's own copy of its scenario, or NULL for a plain match
 * (transfer none; read it, do not change it). */
TACTICS_AVAILABLE_IN_ALL
TacticsScenario    *tactics_match_get_scenario       (TacticsMatch        *self);
/* The unit of the match that the scenario's pre-placed unit @id became
 * (objectives name units by those ids), or NULL: none such, or before the
 * start. (transfer none) */
TACTICS_AVAILABLE_IN_ALL
TacticsUnit        *tactics_match_lookup_placed_unit (TacticsMatch        *self,
                                                     const char         *id);
/* The name the scenario gives @unit, one of its pre-placed units ("Captain
 * Ilsa"), as players read it; NULL for a unit without one: any unit of an
 * army, and a pre-placed unit the scenario does not name. */
TACTICS_AVAILABLE_IN_ALL
const char         *tactics_match_get_unit_name      (TacticsMatch        *self,
                                                     TacticsUnit         *unit);
/* What players call @unit: its name (tactics_match_get_unit_name()), else
 * its unit type's name. */
TACTICS_AVAILABLE_IN_ALL
const char         *tactics_match_get_unit_display_name (TacticsMatch     *self,
                                                        TacticsUnit      *unit);
/* The most units @player's army may have: its side's budget, else
 * units-per-player. */
TACTICS_AVAILABLE_IN_ALL
guint               tactics_match_get_army_limit     (TacticsMatch        *self,
                                                     guint               player);
/* Whether @player may form units of type @unit_type_id: any type of the
 * rules in a plain match, those its side allows in a scenario. */
TACTICS_AVAILABLE_IN_ALL
gboolean            tactics_match_allows_unit_type   (TacticsMatch        *self,
                                                     guint               player,
                                                     const char         *unit_type_id);

/**
 * TacticsObjectiveState:
 * @TACTICS_OBJECTIVE_STATE_PENDING: not met yet
 * @TACTICS_OBJECTIVE_STATE_MET: met
 * @TACTICS_OBJECTIVE_STATE_FAILED: it can no longer be met
 *
 * Where an objective of a side stands. Nicks "pending", "met", "failed".
 */
typedef enum {
  TACTICS_OBJECTIVE_STATE_PENDING,
  TACTICS_OBJECTIVE_STATE_MET,
  TACTICS_OBJECTIVE_STATE_FAILED,
} TacticsObjectiveState;

#define TACTICS_TYPE_OBJECTIVE_STATE (tactics_objective_state_get_type ())
TACTICS_AVAILABLE_IN_ALL
GType tactics_objective_state_get_type (void) G_GNUC_CONST;

/* The objectives of @player's side (0 in a plain match, or for a side
 * that plays to eliminate every enemy). */
TACTICS_AVAILABLE_IN_ALL
guint               tactics_match_get_n_objectives   (TacticsMatch        *self,
                                                     guint               player);
/* Where objective @index of @player's side stands; @progress and @goal
 * (may be NULL) get the rounds counted so far and the rounds needed for
 * hold-region and survive-rounds, the enemy sides put out and the enemy
 * sides for eliminate-all, 0 and 1 (1 and 1 once met) otherwise. */
TACTICS_AVAILABLE_IN_ALL
TacticsObjectiveState tactics_match_get_objective_state (TacticsMatch     *self,
                                                        guint             player,
                                                        guint             index,
                                                        guint            *progress,
                                                        guint            *goal);
/* Whether a side has a most-points objective: then meeting an objective
 * scores its points instead of winning. */
TACTICS_AVAILABLE_IN_ALL
gboolean            tactics_match_is_points_game     (TacticsMatch        *self);
/* The points @player's side has scored (see tactics_match_is_points_game()). */
TACTICS_AVAILABLE_IN_ALL
guint               tactics_match_get_points         (TacticsMatch        *self,
                                                     guint               player);
/* Objective @index of @player's side and how far it is, translated, with
 * the scenario's names, for an objectives panel: "Hold the Old Tower: 2
 * of 3 rounds" (free it). */
TACTICS_AVAILABLE_IN_ALL
char               *tactics_match_dup_objective_progress (TacticsMatch    *self,
                                                         guint            player,
                                                         guint            index);
/* The same, standing at @progress of @goal (an objective-progress event's
 * amount and total, as it was then). */
TACTICS_AVAILABLE_IN_ALL
char               *tactics_match_dup_objective_progress_at (TacticsMatch *self,
                                                            guint         player,
                                                            guint         index,
                                                            guint         progress,
                                                            guint         goal);
/* What decided a match that is over: TRUE with the side that met or
 * failed the objective in @player and its position in @index, or the
 * winner and -1 when elimination, or the points of a side without a
 * most-points objective of its own, decided it
 * (tactics_match_is_decided_by_points() tells which); FALSE (both -1) when
 * nothing did: still going, unfinished, or a draw. Either pointer may be
 * NULL. */
TACTICS_AVAILABLE_IN_ALL
gboolean            tactics_match_get_deciding_objective (TacticsMatch    *self,
                                                         int             *player,
                                                         int             *index);
/* TRUE when a points game was won on points at its round limit, whether
 * or not the winner had a most-points objective; FALSE otherwise. */
TACTICS_AVAILABLE_IN_ALL
gboolean            tactics_match_is_decided_by_points (TacticsMatch      *self);
/* Fog of war (doc/rules.md, "Fog of war"). tactics_match_set_fog() in
 * set-up: TACTICS_FOG_MODE_NONE (the default) lets every player see
 * everything; with fog or shroud each player knows only its view,
 * tactics_match_get_view(), made at the start and kept up to date after
 * every command. tactics_match_set_scenario() takes the scenario's mode; a
 * later tactics_match_set_fog() wins. tactics_match_share_vision() makes
 * two players allies in sight. */
TACTICS_AVAILABLE_IN_ALL
void                tactics_match_set_fog            (TacticsMatch        *self,
                                                     TacticsFogMode      fog);
TACTICS_AVAILABLE_IN_ALL
TacticsFogMode      tactics_match_get_fog            (TacticsMatch        *self);
TACTICS_AVAILABLE_IN_ALL
void                tactics_match_share_vision       (TacticsMatch        *self,
                                                     guint               player,
                                                     guint               ally);
TACTICS_AVAILABLE_IN_ALL
gboolean            tactics_match_shares_vision      (TacticsMatch        *self,
                                                     guint               player,
                                                     guint               other);
TACTICS_AVAILABLE_IN_ALL
TacticsView        *tactics_match_get_view           (TacticsMatch        *self,
                                                     guint               player);
/* Set-up only: @cells start explored (their terrain known under shroud)
 * in @player's view. */
TACTICS_AVAILABLE_IN_ALL
void                tactics_match_reveal_cells       (TacticsMatch        *self,
                                                     guint               player,
                                                     const TacticsCell  *cells,
                                                     guint               n_cells);
/* Creates the units, draws the turn order and the first unit's cell of
 * each player so that every army fits, and starts placement (or play when
 * every army has one unit). Fails with TACTICS_MATCH_ERROR_NO_ROOM when the
 * map cannot hold the armies. */
TACTICS_AVAILABLE_IN_ALL
gboolean            tactics_match_start              (TacticsMatch        *self,
                                                     GError            **error);

/* Validates and performs @command. On failure returns
 * TACTICS_COMMAND_RESULT_FAILURE with @error set and changes nothing. On
 * success stores the command actually performed in @performed (may be
 * NULL): the same one, or the alternative for
 * TACTICS_COMMAND_RESULT_ALTERNATIVE. Not re-entrant: do not call it from
 * an "event" handler. */
TACTICS_AVAILABLE_IN_ALL
TacticsCommandResult tactics_match_perform           (TacticsMatch          *self,
                                                     const TacticsCommand *command,
                                                     TacticsCommand       *performed,
                                                     GError              **error);
/* A dry run of tactics_match_perform(): the same result and, on failure,
 * the same error, with the command that would be performed (the same one
 * or its alternative) in @would_perform (may be NULL). Changes nothing and
 * draws nothing. */
TACTICS_AVAILABLE_IN_ALL
TacticsCommandResult tactics_match_check_command     (TacticsMatch          *self,
                                                     const TacticsCommand *command,
                                                     TacticsCommand       *would_perform,
                                                     GError              **error);
/* Whether @unit may still move or act in this turn, by the same checks
 * tactics_match_perform() makes: the match is being played, it is its
 * owner's turn, the unit stands on the board, no other unit holds the turn
 * (initiative mode), and it has not moved yet or may still act. */
TACTICS_AVAILABLE_IN_ALL
gboolean            tactics_match_unit_is_ready      (TacticsMatch        *self,
                                                     TacticsUnit         *unit);
/* How many of @player's units may still move or act in this turn, by the
 * same checks tactics_match_perform() makes (whose turn it is, which unit's
 * turn in initiative mode, eliminated units, what each has done). 0 outside
 * play or when it is not @player's turn. */
TACTICS_AVAILABLE_IN_ALL
guint               tactics_match_count_ready_units  (TacticsMatch        *self,
                                                     guint               player);
/* Whether tactics_match_undo() would succeed: the last command performed is
 * a move, its unit has not acted since and nothing random was drawn since. */
TACTICS_AVAILABLE_IN_ALL
gboolean            tactics_match_can_undo           (TacticsMatch        *self);
/* Takes back the last move (a "move-undone" event); the unit may move
 * again. */
TACTICS_AVAILABLE_IN_ALL
gboolean            tactics_match_undo               (TacticsMatch        *self,
                                                     GError            **error);

/* Placement help: a cell where unit @unit_id may be placed now, or FALSE
 * when it may not be placed. The choice varies with the seed but draws
 * nothing from the game's generator, so asking changes nothing. */
TACTICS_AVAILABLE_IN_ALL
gboolean            tactics_match_suggest_placement  (TacticsMatch        *self,
                                                     guint               unit_id,
                                                     TacticsCell        *cell);
/* Every cell where @unit may be placed now, in row order (appended to
 * @cells, a GArray of TacticsCell): exactly those a place command would
 * accept, the room the rest of the army needs included. None outside the
 * placement phase or once the unit is placed; whose turn it is is not
 * considered. */
TACTICS_AVAILABLE_IN_ALL
void                tactics_match_get_placement_cells (TacticsMatch       *self,
                                                      TacticsUnit       *unit,
                                                      GArray            *cells);
/* Places every unplaced unit of the current player with place commands
 * at suggested cells ("place for me"). */
TACTICS_AVAILABLE_IN_ALL
gboolean            tactics_match_place_all          (TacticsMatch        *self,
                                                     GError            **error);

/* Settings (transfer none). The map and ruleset are the game's own copies:
 * read them, do not change them. */
TACTICS_AVAILABLE_IN_ALL
TacticsMap         *tactics_match_get_map            (TacticsMatch        *self);
TACTICS_AVAILABLE_IN_ALL
TacticsRuleset     *tactics_match_get_ruleset        (TacticsMatch        *self);
TACTICS_AVAILABLE_IN_ALL
guint               tactics_match_get_units_per_player (TacticsMatch      *self);
TACTICS_AVAILABLE_IN_ALL
TacticsMatchMode     tactics_match_get_mode           (TacticsMatch        *self);
TACTICS_AVAILABLE_IN_ALL
guint64             tactics_match_get_seed           (TacticsMatch        *self);
TACTICS_AVAILABLE_IN_ALL
guint               tactics_match_get_round_limit    (TacticsMatch        *self);
TACTICS_AVAILABLE_IN_ALL
guint               tactics_match_get_n_players      (TacticsMatch        *self);
TACTICS_AVAILABLE_IN_ALL
TacticsPlayer      *tactics_match_get_player         (TacticsMatch        *self,
                                                     guint               index);

/* State. Units exist from tactics_match_start() on. */
TACTICS_AVAILABLE_IN_ALL
TacticsMatchPhase    tactics_match_get_phase          (TacticsMatch        *self);
/* A GListModel of every TacticsUnit, eliminated ones included, by id
 * (transfer none). */
TACTICS_AVAILABLE_IN_ALL
GListModel         *tactics_match_get_units          (TacticsMatch        *self);
TACTICS_AVAILABLE_IN_ALL
guint               tactics_match_get_n_units        (TacticsMatch        *self);
TACTICS_AVAILABLE_IN_ALL
TacticsUnit        *tactics_match_get_unit           (TacticsMatch        *self,
                                                     guint               id);
/* The unit standing on @cell, or NULL. */
TACTICS_AVAILABLE_IN_ALL
TacticsUnit        *tactics_match_get_unit_at        (TacticsMatch        *self,
                                                     TacticsCell         cell);
/* The turn order drawn at the start: player indices, @n_players long
 * (NULL before the start). */
TACTICS_AVAILABLE_IN_ALL
const guint        *tactics_match_get_turn_order     (TacticsMatch        *self);
/* The player who may give commands now, or -1. */
TACTICS_AVAILABLE_IN_ALL
int                 tactics_match_get_current_player (TacticsMatch        *self);
/* Initiative mode: the unit whose turn it is, or NULL. */
TACTICS_AVAILABLE_IN_ALL
TacticsUnit        *tactics_match_get_active_unit    (TacticsMatch        *self);
/* Turns started since play began (each player's turn counts one; in
 * initiative mode each unit's); 0 before. It tells one turn from the next;
 * what players are shown, and what the limit counts, is the round. */
TACTICS_AVAILABLE_IN_ALL
guint               tactics_match_get_turn           (TacticsMatch        *self);
/* The round now, from 1 when play begins; 0 before. In turns mode a round
 * is every player still in having one turn, in the turn order; in
 * initiative mode it lasts until every living unit has had a turn in it
 * (faster units may have had more), and the next turn starts the next
 * round. */
TACTICS_AVAILABLE_IN_ALL
guint               tactics_match_get_round          (TacticsMatch        *self);
TACTICS_AVAILABLE_IN_ALL
TacticsMatchOutcome  tactics_match_get_outcome        (TacticsMatch        *self);
TACTICS_AVAILABLE_IN_ALL
int                 tactics_match_get_winner         (TacticsMatch        *self);
/* How the match ended, in the words tools print (not translated):
 * "winner P rounds R", "draw rounds R" or "unfinished rounds R", players
 * numbered from 1; a scenario's win adds what decided it: " by PN
 * objective K KIND" (side N's objective K, from 1), " by points" (a
 * points game won on points by a side without a most-points objective)
 * or " by elimination". NULL while the match goes on. (transfer full) */
TACTICS_AVAILABLE_IN_ALL
char               *tactics_match_dup_result_line    (TacticsMatch        *self);

/* The commands performed so far (alternatives as performed, undone moves
 * removed): what saves and replays are made of. */
TACTICS_AVAILABLE_IN_ALL
guint               tactics_match_get_n_commands     (TacticsMatch        *self);
TACTICS_AVAILABLE_IN_ALL
const TacticsCommand *tactics_match_get_command      (TacticsMatch        *self,
                                                     guint               index);
/* Every event so far, in order. */
TACTICS_AVAILABLE_IN_ALL
guint               tactics_match_get_n_events       (TacticsMatch        *self);
TACTICS_AVAILABLE_IN_ALL
const TacticsEvent *tactics_match_get_event          (TacticsMatch        *self,
                                                     guint               index);

/* Helpers for windows and computer players. */

/* What a unit of @player sees on @cell: free, an ally (its own unit) or an
 * enemy. */
TACTICS_AVAILABLE_IN_ALL
TacticsOccupancy    tactics_match_get_occupancy      (TacticsMatch        *self,
                                                     guint               player,
                                                     TacticsCell         cell);
/* The cost grid of @unit's movement type (transfer none). */
TACTICS_AVAILABLE_IN_ALL
const TacticsCostGrid *tactics_match_get_cost_grid   (TacticsMatch        *self,
                                                     TacticsUnit        *unit);
/* Where @unit could go from its cell with its move points, with the game's
 * occupancy rules; whether it has moved already is not considered. */
TACTICS_AVAILABLE_IN_ALL
void                tactics_match_compute_reach      (TacticsMatch        *self,
                                                     TacticsUnit        *unit,
                                                     TacticsReach       *reach);
/* The same as @observer knows the board: under fog the units it does not
 * see are not there. */
TACTICS_AVAILABLE_IN_ALL
void                tactics_match_compute_reach_as   (TacticsMatch        *self,
                                                     TacticsUnit        *unit,
                                                     guint               observer,
                                                     TacticsReach       *reach);
/* @unit's actions, in its type's order (transfer none; NULL past the end). */
TACTICS_AVAILABLE_IN_ALL
guint               tactics_match_get_n_unit_actions (TacticsMatch        *self,
                                                     TacticsUnit        *unit);
TACTICS_AVAILABLE_IN_ALL
TacticsAction      *tactics_match_get_unit_action    (TacticsMatch        *self,
                                                     TacticsUnit        *unit,
                                                     guint               index);
/* The unit's default attack: its first damaging action, or -1. */
TACTICS_AVAILABLE_IN_ALL
int                 tactics_match_get_default_action (TacticsMatch        *self,
                                                     TacticsUnit        *unit);
/* The geometry of one of @unit's actions on this board. */
TACTICS_AVAILABLE_IN_ALL
gboolean            tactics_match_get_action_pattern (TacticsMatch        *self,
                                                     TacticsUnit        *unit,
                                                     guint               index,
                                                     TacticsPattern     *pattern);
/**
 * TacticsHit:
 * @unit: the id of the unit
 * @hp_before: its HP before the action
 * @hp_after: its HP after, when the blow hits; healing stops at the maximum
 * @eliminated: whether the action eliminates it, when the blow hits
 * @amount: the HP the blow takes or gives when it hits, after @defence and
 *   @resistance (tactics_combat_damage())
 * @defence: the percentage the unit's ground takes off a damaging blow
 * @resistance: the percentage the unit's resistance to the blow's damage
 *   type takes off (below 0: a weakness adds)
 * @chance: the chance, in percent, that the blow hits; 100 when nothing is
 *   drawn. A blow that misses changes nothing: the range of what it takes
 *   is 0 to @amount below 100, @amount at 100
 * @counter_action: the unit's action it answers with (see
 *   tactics_action_may_answer()) if it survives, or -1 when it does not
 *   answer
 * @counter_amount: the HP the answer takes from the acting unit when it
 *   hits
 * @counter_defence: the acting unit's terrain defence against the answer
 * @counter_resistance: the acting unit's resistance to the answer
 * @counter_chance: the chance, in percent, that the answer hits
 *
 * What an action does to one unit, and the counter-attack it provokes,
 * from tactics_match_preview_action() and tactics_match_forecast_action().
 */
typedef struct {
  guint    unit;
  int      hp_before;
  int      hp_after;
  gboolean eliminated;
  int      amount;
  int      defence;
  int      resistance;
  int      chance;
  int      counter_action;
  int      counter_amount;
  int      counter_defence;
  int      counter_resistance;
  int      counter_chance;
} TacticsHit;

#define TACTICS_TYPE_HIT (tactics_hit_get_type ())
TACTICS_AVAILABLE_IN_ALL
GType               tactics_hit_get_type             (void) G_GNUC_CONST;
TACTICS_AVAILABLE_IN_ALL
TacticsHit         *tactics_hit_copy                 (const TacticsHit    *hit);
TACTICS_AVAILABLE_IN_ALL
void                tactics_hit_free                 (TacticsHit          *hit);

/* @unit's action @index aimed at @focus from where the unit stands, as
 * tactics_match_perform() applies it (it asks this very function): its
 * effect cells (appended to @effect_cells, may be NULL) and what it does
 * to every unit it changes, with the answer each provokes (appended to
 * @hits, a GArray of TacticsHit, may be NULL; units it does not affect and
 * full units it would heal are left out). tactics_match_forecast_action()
 * gives the same as an object bindings can read. FALSE when the unit is not on the board, has no such action or
 * may not aim there. Whose turn it is and whether the unit has acted are
 * not considered. Under fog it is the unit's player's answer: only a cell
 * it sees may be aimed at, and the units it does not see are left out. */
TACTICS_AVAILABLE_IN_ALL
gboolean            tactics_match_preview_action     (TacticsMatch        *self,
                                                     TacticsUnit        *unit,
                                                     guint               index,
                                                     TacticsCell         focus,
                                                     GArray             *effect_cells,
                                                     GArray             *hits);
/* The distance of the placement rule: manhattan on square boards (the
 * metric of movement), hex on hex boards. */
TACTICS_AVAILABLE_IN_ALL
TacticsMetric       tactics_match_get_movement_metric (TacticsMatch       *self);
/* The placement rule as a sentence for the player, translated (free it). */
TACTICS_AVAILABLE_IN_ALL
char               *tactics_match_dup_placement_hint (TacticsMatch        *self);

/**
 * TacticsThreat:
 * @cell: the cell the enemy could strike
 * @unit: the id of the enemy unit
 * @damage: the most one of its actions deals there
 *
 * Where one enemy unit could strike, from
 * tactics_match_compute_unit_threat().
 */
typedef struct {
  TacticsCell cell;
  guint       unit;
  guint       damage;
} TacticsThreat;

/* Where @unit could harm units of @player during its next turn: from every
 * cell it could reach (as tactics_match_compute_reach() finds them), every
 * focus of every damaging action that affects @player's units, the whole
 * effect of each, area effects included. Appends one TacticsThreat per
 * cell, in row order, to @threats. Nothing when @unit is @player's own,
 * eliminated, not on the board or, under fog, not seen by @player. */
TACTICS_AVAILABLE_IN_ALL
void                tactics_match_compute_unit_threat (TacticsMatch       *self,
                                                      TacticsUnit       *unit,
                                                      guint              player,
                                                      GArray            *threats);
/* The cells any unit of another player than @player could harm in its
 * next turn, each once, in row order, appended to @cells (a GArray of
 * TacticsCell). */
TACTICS_AVAILABLE_IN_ALL
void                tactics_match_compute_threat     (TacticsMatch        *self,
                                                     guint               player,
                                                     GArray             *cells);

G_END_DECLS
