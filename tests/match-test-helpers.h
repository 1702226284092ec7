/* SPDX-License-Identifier: GPL-3.0-or-later */
#pragma once

#include "match-helpers.h"

G_BEGIN_DECLS

/* The fixtures of the match tests: boards drawn as rows of terrain glyphs,
 * and commands performed or refused with every check they need. */

/* Short names for the helpers these tests use most. */
#define make_rules match_helpers_test_rules
#define make_map match_helpers_map_from_rows
#define arranged_match match_helpers_arranged_match

/* An open field, eight columns by six rows. */
extern const char * const open_field[];

/* A match of @n_players humans on @rows, each with @units_per_player units
 * of the comma-separated @army, started (in placement) with @seed; NULL and
 * @error when it cannot start. */
TacticsMatch             *drawn_match        (const char * const    *rows,
                                              guint                  units_per_player,
                                              const char            *army,
                                              guint                  n_players,
                                              guint64                seed,
                                              GError               **error);

/* Everything a refused command must leave as it was, as text. */
char                     *snapshot           (TacticsMatch          *match);

/* Performs @command, expecting it refused with @code and nothing changed. */
void                      assert_refused     (TacticsMatch          *match,
                                              const TacticsCommand  *command,
                                              TacticsMatchError      code);
/* Performs @command, expecting it done as given. */
void                      assert_done        (TacticsMatch          *match,
                                              const TacticsCommand  *command);

/* Perform a command of @player's, expecting it done as given. */
void                      move               (TacticsMatch          *match,
                                              guint                  player,
                                              guint                  unit,
                                              int                    x,
                                              int                    y);
void                      act                (TacticsMatch          *match,
                                              guint                  player,
                                              guint                  unit,
                                              guint                  action,
                                              int                    x,
                                              int                    y);
void                      end_turn           (TacticsMatch          *match,
                                              guint                  player);

/* The last event of @kind (there must be one), and how many there are. */
const TacticsEvent       *last_event_of_kind (TacticsMatch          *match,
                                              TacticsEventKind       kind);
guint                     count_events       (TacticsMatch          *match,
                                              TacticsEventKind       kind);

G_END_DECLS
