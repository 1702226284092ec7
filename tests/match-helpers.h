/* SPDX-License-Identifier: GPL-3.0-or-later */
#pragma once

#include "tactics.h"

G_BEGIN_DECLS

/* Helpers shared by the match tests and benchmarks. */

/* The bundled data folder: $TACTICS_DATADIR, else the source tree's. */
char           *match_helpers_data_path        (const char *first_part,
                                                ...) G_GNUC_NULL_TERMINATED;
/* The bundled maps, in the order the tests and series play them. */
extern const char * const match_helpers_maps[4];
TacticsMap     *match_helpers_load_map         (const char *name);
TacticsScenario *match_helpers_load_scenario   (const char *name);
TacticsRuleset *match_helpers_load_ruleset     (void);

/* A match of @n_players with @n_units each (the AI's suggested army),
 * started and ready for placement. NULL (and a test failure message on
 * stderr) when it cannot start. */
TacticsMatch   *match_helpers_new_match        (TacticsMap       *map,
                                                TacticsRuleset   *ruleset,
                                                guint             n_players,
                                                guint             n_units,
                                                TacticsMatchMode  mode,
                                                guint64           seed,
                                                guint             round_limit);
/* The same, with each computer player's level given in @levels
 * (@n_players of them; NULL: all normal). */
TacticsMatch   *match_helpers_new_match_full   (TacticsMap           *map,
                                                TacticsRuleset       *ruleset,
                                                guint                 n_players,
                                                guint                 n_units,
                                                TacticsMatchMode      mode,
                                                guint64               seed,
                                                guint                 round_limit,
                                                const TacticsAiLevel *levels);

/* Checks the engine's invariants after a command performed on @match, whose
 * events start at @events_before:
 *  - HP never above the maximum; a unit is alive exactly when its HP is
 *    above 0;
 *  - no unit on a cell off the board, on a cell its movement type cannot
 *    enter, or on another unit's cell, and the board finds each unit where
 *    it is;
 *  - every move of the command went along neighbouring cells the unit may
 *    enter, within its move points, and cost what the terrain says;
 *  - once play began: every living unit is on the board, a player is out
 *    exactly when it has no living unit, the round (1 or more, never more
 *    than the turns) is within the limit, the current player is in and its
 *    active unit (initiative mode) is its own and alive;
 *  - once over: a win leaves the winner alone in, a draw nobody, the round
 *    limit was reached when unfinished.
 * Appends one line per violation to @violations (may be NULL) and returns
 * how many there were. */
guint           match_helpers_check_invariants (TacticsMatch *match,
                                                guint         events_before,
                                                GString      *violations);

/* A player that picks uniformly among legal commands: end the turn, move
 * one of its units to a random cell in reach, or have one act with a random
 * action at a random focus. Its choices are a function of the match's state
 * (seed, commands so far, refusals since), so a match it plays replays the
 * same from a save. */
typedef struct {
  guint64  seed;
  guint    n_commands;
  guint    refusals;
  gboolean garbage;    /* now and then, a command made of random numbers */
  gboolean eager;      /* leans towards moves and actions that meet the enemy */
} RandomPlayer;

void            random_player_init             (RandomPlayer *self,
                                                guint64       seed);
gboolean        random_player_next_command     (RandomPlayer   *self,
                                                TacticsMatch   *match,
                                                TacticsCommand *command);
/* Tells the player its last command was refused, so it picks another. */
void            random_player_refused          (RandomPlayer *self);

/* Who plays a seat: a TacticsAi, or a RandomPlayer when @ai is NULL. */
typedef struct {
  TacticsAi    *ai;
  RandomPlayer  random;
} Seat;

/* A controller that plays @seat (which must outlive it): a refused random
 * command makes the random player pick another; a refused computer command
 * fails the test when @strict, else the computer passes. */
TacticsController *match_helpers_seat_controller_new (Seat     *seat,
                                                      gboolean  strict);

/* A driver for @match whose seat p is played by @seats[p] (which must
 * outlive it), each through match_helpers_seat_controller_new(). */
TacticsMatchDriver *match_helpers_driver_new   (TacticsMatch *match,
                                                Seat         *seats,
                                                gboolean      strict);
/* One command of the current player of @driver's match, whose seats are
 * random players: picked and performed, or refused (with an error of
 * TACTICS_MATCH_ERROR) and told to the player, which picks another next
 * time. Returns whether it was performed; anything else a driver may
 * answer fails the test, a random player never passing. */
gboolean        match_helpers_random_step      (TacticsMatchDriver *driver);

/* Plays @match to its end (or @max_commands), asking each seat in turn
 * through a TacticsMatchDriver.
 * Returns the number of commands performed. A refused computer command is
 * a bug: it makes the function fail the test when @strict. */
guint           match_helpers_play             (TacticsMatch *match,
                                                Seat         *seats,
                                                guint         max_commands,
                                                gboolean      strict);

/* A text picture of everything that matters in @match's state: settings,
 * phase, turn, every unit, the command log. Equal matches, equal text. */
char           *match_helpers_describe         (TacticsMatch *match);

/* How many matches a test of random matches plays: --matches=N (taken
 * out of @argv before GLib reads it), else $TACTICS_TEST_MATCHES, else
 * @n_default; at least 1. */
guint           match_helpers_n_matches        (int          *argc,
                                                char       ***argv,
                                                guint         n_default);

/* Small rules made for the cases: terrains '.' plains (foot 1), 'f'
 * forest (foot 2), '#' rock (nobody), '~' water (boats 1); units soldier
 * (10 HP, move 3, sword: range 1 manhattan, 4 damage), archer (8 HP,
 * move 2, speed 10, bow: range 2–3, 3 damage; sword), medic (6 HP, heal:
 * range 0–1, 5 HP to allies; sword), bomber (bomb: range 2, circular
 * extent 2, 3 damage to all), lancer (lance: linear extent 2), boat (moves
 * on water), ghost (moves by a type no map knows), doom (nuke: 99 damage
 * to everything within 8). */
TacticsRuleset *match_helpers_test_rules       (void);
/* A square map from rows of terrain ids, one character a cell. */
TacticsMap     *match_helpers_map_from_rows    (TacticsRuleset     *ruleset,
                                                const char * const *rows);
/* Two human players with armies @army0 and @army1 (comma-separated type
 * ids), unit i put on @cells[i], play started with player 0. */
TacticsMatch   *match_helpers_arranged_match   (const char * const *rows,
                                                const char         *army0,
                                                const char         *army1,
                                                const TacticsCell  *cells,
                                                TacticsMatchMode    mode);
/* The same with @ruleset (match_helpers_test_rules(), changed) as the
 * map's rules. */
TacticsMatch   *match_helpers_arranged_match_with (TacticsRuleset     *ruleset,
                                                   const char * const *rows,
                                                   const char         *army0,
                                                   const char         *army1,
                                                   const TacticsCell  *cells,
                                                   TacticsMatchMode    mode);

/* Lets @ai play the current turn to its end, each command a success by
 * the current player; returns its commands (TacticsCommand). */
GArray         *match_helpers_play_ai_turn     (TacticsMatch *match,
                                                TacticsAi    *ai);

/* Whether @cells (a GArray of TacticsCell) holds @cell. */
gboolean        match_helpers_cells_contain    (GArray      *cells,
                                                TacticsCell  cell);

G_END_DECLS
