/* SPDX-License-Identifier: GPL-3.0-or-later */
#pragma once

#if !defined(TACTICS_INSIDE) && !defined(TACTICS_COMPILATION)
# error "Only <tactics.h> can be included directly."
#endif

#include <gio/gio.h>

#include "tactics-command.h"
#include "tactics-event.h"
#include "tactics-macros.h"
#include "tactics-map.h"
#include "tactics-pattern.h"
#include "tactics-player.h"
#include "tactics-reach.h"
#include "tactics-ruleset.h"
#include "tactics-unit.h"

G_BEGIN_DECLS

#define TACTICS_GAME_ERROR (tactics_game_error_quark ())

/* Why the game refused a setting or a command. The message is a sentence
 * for the player. */
typedef enum {
  TACTICS_GAME_ERROR_SETUP,          /* bad settings: players, unknown types, movement types */
  TACTICS_GAME_ERROR_FORMATION,      /* an army of the wrong size */
  TACTICS_GAME_ERROR_NO_ROOM,        /* the map cannot hold the armies */
  TACTICS_GAME_ERROR_WRONG_PHASE,    /* not possible now (set-up, placement, play, over) */
  TACTICS_GAME_ERROR_WRONG_PLAYER,   /* not this player's turn, or not its unit */
  TACTICS_GAME_ERROR_WRONG_UNIT,     /* no such unit, eliminated, or not the one whose turn it is */
  TACTICS_GAME_ERROR_ALREADY_DONE,   /* the unit already moved, acted or was placed */
  TACTICS_GAME_ERROR_BLOCKED,        /* impassable, occupied, or cut off by enemies */
  TACTICS_GAME_ERROR_TOO_FAR,        /* beyond the move points, or the placement distance */
  TACTICS_GAME_ERROR_OUT_OF_RANGE,   /* the focus is not one the action may take */
  TACTICS_GAME_ERROR_NO_SUCH_ACTION, /* the unit has no such action */
  TACTICS_GAME_ERROR_CANNOT_UNDO,    /* nothing that may be taken back */
} TacticsGameError;

TACTICS_AVAILABLE_IN_ALL
GQuark tactics_game_error_quark (void);

/* Nicks "turns", "initiative". */
typedef enum {
  TACTICS_GAME_MODE_TURNS,
  TACTICS_GAME_MODE_INITIATIVE,
} TacticsGameMode;

#define TACTICS_TYPE_GAME_MODE (tactics_game_mode_get_type ())
TACTICS_AVAILABLE_IN_ALL
GType tactics_game_mode_get_type (void) G_GNUC_CONST;

/* Nicks "setup", "placement", "playing", "over". */
typedef enum {
  TACTICS_GAME_PHASE_SETUP,
  TACTICS_GAME_PHASE_PLACEMENT,
  TACTICS_GAME_PHASE_PLAYING,
  TACTICS_GAME_PHASE_OVER,
} TacticsGamePhase;

#define TACTICS_TYPE_GAME_PHASE (tactics_game_phase_get_type ())
TACTICS_AVAILABLE_IN_ALL
GType tactics_game_phase_get_type (void) G_GNUC_CONST;

/* Nicks "none" (still going), "win", "draw" (the last players went out
 * together), "unfinished" (the turn limit was reached). */
typedef enum {
  TACTICS_GAME_OUTCOME_NONE,
  TACTICS_GAME_OUTCOME_WIN,
  TACTICS_GAME_OUTCOME_DRAW,
  TACTICS_GAME_OUTCOME_UNFINISHED,
} TacticsGameOutcome;

#define TACTICS_TYPE_GAME_OUTCOME (tactics_game_outcome_get_type ())
TACTICS_AVAILABLE_IN_ALL
GType tactics_game_outcome_get_type (void) G_GNUC_CONST;

/* Most units per player a match may have. */
#define TACTICS_MAX_UNITS_PER_PLAYER 256

/* Energy a unit needs to act in initiative mode; it gains its speed each
 * tick. */
#define TACTICS_INITIATIVE_THRESHOLD 100

/* A match (DESIGN.md "A match", seeds 002 and 004). The owner (window,
 * CLI, test) sets it up, then submits commands with tactics_game_perform();
 * the game never waits on anyone. Every change is announced through the
 * "event" signal (detailed by the event kind's nick, e.g.
 * "event::unit-moved") and kept in the event list.
 *
 * Set-up: tactics_game_new(), tactics_game_add_player() for 2 to 8
 * players, tactics_game_set_formation() for each, then
 * tactics_game_start(): it draws the turn order and each player's first
 * unit's cell. Placement: in turn order each player places its other
 * units, each within grid distance 2 of one of its units already placed
 * (tactics_game_suggest_placement() and tactics_game_place_all() do it
 * for computers and for "place for me"). Play: turns follow the order
 * drawn; in initiative mode each turn belongs to one unit instead.
 *
 * Properties (read-only): "map", "ruleset", "units-per-player", "mode",
 * "seed", "turn-limit", "phase", "current-player" (-1 when none), "active-unit"
 * (initiative mode; -1 when none), "turn", "outcome", "winner" (-1 when
 * none). */
#define TACTICS_TYPE_GAME (tactics_game_get_type ())
TACTICS_AVAILABLE_IN_ALL
G_DECLARE_FINAL_TYPE (TacticsGame, tactics_game, TACTICS, GAME, GObject)

/* The game keeps its own copies of @map and @ruleset: editing them later
 * does not change the match. @ruleset gives the unit types and actions;
 * NULL uses the map's ruleset. The map's ruleset always gives terrains and
 * movement types. @units_per_player is 1..TACTICS_MAX_UNITS_PER_PLAYER. */
TACTICS_AVAILABLE_IN_ALL
TacticsGame        *tactics_game_new                (TacticsMap         *map,
                                                     TacticsRuleset     *ruleset,
                                                     guint               units_per_player,
                                                     TacticsGameMode     mode,
                                                     guint64             seed);

/* Set-up phase only. Returns the new player (transfer none) or NULL with
 * an error when there are already TACTICS_MAX_PLAYERS. */
TACTICS_AVAILABLE_IN_ALL
TacticsPlayer      *tactics_game_add_player         (TacticsGame        *self,
                                                     const char         *name,
                                                     const char         *color,
                                                     TacticsPlayerKind   kind,
                                                     TacticsAiLevel      level,
                                                     GError            **error);
/* The army of @player: the unit type id of each unit, 1 to
 * units-per-player of them. Refused with a reason (TACTICS_GAME_ERROR_FORMATION
 * or _SETUP) for a bad size, an unknown type, or a type whose movement type
 * the map does not know. */
TACTICS_AVAILABLE_IN_ALL
gboolean            tactics_game_set_formation      (TacticsGame        *self,
                                                     guint               player,
                                                     const char * const *unit_type_ids,
                                                     GError            **error);
/* Ends the match as unfinished once turn @limit is over (0: no limit).
 * Set-up phase only. */
TACTICS_AVAILABLE_IN_ALL
void                tactics_game_set_turn_limit     (TacticsGame        *self,
                                                     guint               limit);
/* Creates the units, draws the turn order and the first unit's cell of
 * each player so that every army fits, and starts placement (or play when
 * every army has one unit). Fails with TACTICS_GAME_ERROR_NO_ROOM when the
 * map cannot hold the armies. */
TACTICS_AVAILABLE_IN_ALL
gboolean            tactics_game_start              (TacticsGame        *self,
                                                     GError            **error);

/* Validates and performs @command. On failure returns
 * TACTICS_COMMAND_RESULT_FAILURE with @error set and changes nothing. On
 * success stores the command actually performed in @performed (may be
 * NULL): the same one, or the alternative for
 * TACTICS_COMMAND_RESULT_ALTERNATIVE. Not re-entrant: do not call it from
 * an "event" handler. */
TACTICS_AVAILABLE_IN_ALL
TacticsCommandResult tactics_game_perform           (TacticsGame          *self,
                                                     const TacticsCommand *command,
                                                     TacticsCommand       *performed,
                                                     GError              **error);
/* Whether tactics_game_undo() would succeed: the last command performed is
 * a move, its unit has not acted since and nothing random was drawn since. */
TACTICS_AVAILABLE_IN_ALL
gboolean            tactics_game_can_undo           (TacticsGame        *self);
/* Takes back the last move (a "move-undone" event); the unit may move
 * again. */
TACTICS_AVAILABLE_IN_ALL
gboolean            tactics_game_undo               (TacticsGame        *self,
                                                     GError            **error);

/* Placement help: a cell where @unit may be placed now, or FALSE when it
 * may not be placed. The choice varies with the seed but draws nothing
 * from the game's generator, so asking changes nothing. */
TACTICS_AVAILABLE_IN_ALL
gboolean            tactics_game_suggest_placement  (TacticsGame        *self,
                                                     guint               unit,
                                                     TacticsCell        *cell);
/* Every cell where @unit may be placed now, in row order (appended to
 * @cells, a GArray of TacticsCell): exactly those a place command would
 * accept, the room the rest of the army needs included. None outside the
 * placement phase or once the unit is placed; whose turn it is is not
 * considered. */
TACTICS_AVAILABLE_IN_ALL
void                tactics_game_get_placement_cells (TacticsGame       *self,
                                                      TacticsUnit       *unit,
                                                      GArray            *cells);
/* Places every unplaced unit of the current player with place commands
 * at suggested cells ("place for me"). */
TACTICS_AVAILABLE_IN_ALL
gboolean            tactics_game_place_all          (TacticsGame        *self,
                                                     GError            **error);

/* Settings (transfer none). The map and ruleset are the game's own copies:
 * read them, do not change them. */
TACTICS_AVAILABLE_IN_ALL
TacticsMap         *tactics_game_get_map            (TacticsGame        *self);
TACTICS_AVAILABLE_IN_ALL
TacticsRuleset     *tactics_game_get_ruleset        (TacticsGame        *self);
TACTICS_AVAILABLE_IN_ALL
guint               tactics_game_get_units_per_player (TacticsGame      *self);
TACTICS_AVAILABLE_IN_ALL
TacticsGameMode     tactics_game_get_mode           (TacticsGame        *self);
TACTICS_AVAILABLE_IN_ALL
guint64             tactics_game_get_seed           (TacticsGame        *self);
TACTICS_AVAILABLE_IN_ALL
guint               tactics_game_get_turn_limit     (TacticsGame        *self);
TACTICS_AVAILABLE_IN_ALL
guint               tactics_game_get_n_players      (TacticsGame        *self);
TACTICS_AVAILABLE_IN_ALL
TacticsPlayer      *tactics_game_get_player         (TacticsGame        *self,
                                                     guint               index);

/* State. Units exist from tactics_game_start() on. */
TACTICS_AVAILABLE_IN_ALL
TacticsGamePhase    tactics_game_get_phase          (TacticsGame        *self);
/* A GListModel of every TacticsUnit, eliminated ones included, by id
 * (transfer none). */
TACTICS_AVAILABLE_IN_ALL
GListModel         *tactics_game_get_units          (TacticsGame        *self);
TACTICS_AVAILABLE_IN_ALL
guint               tactics_game_get_n_units        (TacticsGame        *self);
TACTICS_AVAILABLE_IN_ALL
TacticsUnit        *tactics_game_get_unit           (TacticsGame        *self,
                                                     guint               id);
/* The unit standing on @cell, or NULL. */
TACTICS_AVAILABLE_IN_ALL
TacticsUnit        *tactics_game_get_unit_at        (TacticsGame        *self,
                                                     TacticsCell         cell);
/* The turn order drawn at the start: player indices, @n_players long
 * (NULL before the start). */
TACTICS_AVAILABLE_IN_ALL
const guint        *tactics_game_get_turn_order     (TacticsGame        *self);
/* The player who may give commands now, or -1. */
TACTICS_AVAILABLE_IN_ALL
int                 tactics_game_get_current_player (TacticsGame        *self);
/* Initiative mode: the unit whose turn it is, or NULL. */
TACTICS_AVAILABLE_IN_ALL
TacticsUnit        *tactics_game_get_active_unit    (TacticsGame        *self);
/* Turns started since play began (each player's turn counts one; in
 * initiative mode each unit's); 0 before. */
TACTICS_AVAILABLE_IN_ALL
guint               tactics_game_get_turn           (TacticsGame        *self);
TACTICS_AVAILABLE_IN_ALL
TacticsGameOutcome  tactics_game_get_outcome        (TacticsGame        *self);
TACTICS_AVAILABLE_IN_ALL
int                 tactics_game_get_winner         (TacticsGame        *self);

/* The commands performed so far (alternatives as performed, undone moves
 * removed): what saves and replays are made of. */
TACTICS_AVAILABLE_IN_ALL
guint               tactics_game_get_n_commands     (TacticsGame        *self);
TACTICS_AVAILABLE_IN_ALL
const TacticsCommand *tactics_game_get_command      (TacticsGame        *self,
                                                     guint               index);
/* Every event so far, in order. */
TACTICS_AVAILABLE_IN_ALL
guint               tactics_game_get_n_events       (TacticsGame        *self);
TACTICS_AVAILABLE_IN_ALL
const TacticsEvent *tactics_game_get_event          (TacticsGame        *self,
                                                     guint               index);

/* Helpers for windows and computer players. */

/* What a unit of @player sees on @cell: free, an ally (its own unit) or an
 * enemy. */
TACTICS_AVAILABLE_IN_ALL
TacticsOccupancy    tactics_game_get_occupancy      (TacticsGame        *self,
                                                     guint               player,
                                                     TacticsCell         cell);
/* The cost grid of @unit's movement type (transfer none). */
TACTICS_AVAILABLE_IN_ALL
const TacticsCostGrid *tactics_game_get_cost_grid   (TacticsGame        *self,
                                                     TacticsUnit        *unit);
/* Where @unit could go from its cell with its move points, with the game's
 * occupancy rules; whether it has moved already is not considered. */
TACTICS_AVAILABLE_IN_ALL
void                tactics_game_compute_reach      (TacticsGame        *self,
                                                     TacticsUnit        *unit,
                                                     TacticsReach       *reach);
/* @unit's actions, in its type's order (transfer none; NULL past the end). */
TACTICS_AVAILABLE_IN_ALL
guint               tactics_game_get_n_unit_actions (TacticsGame        *self,
                                                     TacticsUnit        *unit);
TACTICS_AVAILABLE_IN_ALL
TacticsAction      *tactics_game_get_unit_action    (TacticsGame        *self,
                                                     TacticsUnit        *unit,
                                                     guint               index);
/* The unit's default attack: its first damaging action, or -1. */
TACTICS_AVAILABLE_IN_ALL
int                 tactics_game_get_default_action (TacticsGame        *self,
                                                     TacticsUnit        *unit);
/* The geometry of one of @unit's actions on this board. */
TACTICS_AVAILABLE_IN_ALL
gboolean            tactics_game_get_action_pattern (TacticsGame        *self,
                                                     TacticsUnit        *unit,
                                                     guint               index,
                                                     TacticsPattern     *pattern);
/* What an action does to one unit. */
typedef struct {
  guint    unit;
  int      hp_before;
  int      hp_after;      /* healing stops at the maximum */
  gboolean eliminated;
} TacticsHit;

/* @unit's action @index aimed at @focus from where the unit stands, as
 * tactics_game_perform() would apply it: its effect cells (appended to
 * @effect_cells, may be NULL) and what it does to every unit it changes
 * (appended to @hits, a GArray of TacticsHit, may be NULL; units it does
 * not affect and full units it would heal are left out). FALSE when the
 * unit is not on the board, has no such action or may not aim there.
 * Whose turn it is and whether the unit has acted are not considered. */
TACTICS_AVAILABLE_IN_ALL
gboolean            tactics_game_preview_action     (TacticsGame        *self,
                                                     TacticsUnit        *unit,
                                                     guint               index,
                                                     TacticsCell         focus,
                                                     GArray             *effect_cells,
                                                     GArray             *hits);
/* The distance of the placement rule: manhattan on square boards (the
 * metric of movement), hex on hex boards. */
TACTICS_AVAILABLE_IN_ALL
TacticsMetric       tactics_game_get_movement_metric (TacticsGame       *self);

G_END_DECLS
