/* SPDX-License-Identifier: GPL-3.0-or-later */
#pragma once

#include "match-helpers.h"

G_BEGIN_DECLS

/* The boards the match tests and benchmarks play on: the bundled maps and
 * scenarios, listed, loaded and set up for a match. */

/* A board: a plain map, or a scenario (which brings its own map). */
typedef struct {
  char            *name;       /* its file's name, or the scenario's */
  TacticsMap      *map;        /* NULL for a scenario */
  TacticsScenario *scenario;   /* NULL for a plain map */
} MatchBoard;

/* The names of the bundled files in data/@folder that end in @suffix,
 * sorted, so that every run meets them in the same order. */
GPtrArray        *match_boards_list_bundled  (const char       *folder,
                                              const char       *suffix);
/* The names of every bundled map and scenario, in one order by name. */
GPtrArray        *match_boards_list_all      (void);
/* The bundled maps (*.map.xml) and scenarios (*.scenario.xml) named in
 * @names, loaded in that order; the test fails when one cannot be. The
 * array clears its boards when freed. */
GArray           *match_boards_load          (GPtrArray        *names);
/* A board of @scenario, made elsewhere, named after it. */
MatchBoard        match_board_for_scenario   (TacticsScenario  *scenario);
void              match_board_clear          (MatchBoard       *board);
TacticsMap       *match_board_get_map        (const MatchBoard *board);
/* One seat a side of the scenario, two on a plain map. */
guint             match_board_get_n_seats    (const MatchBoard *board);

/* How match_board_new_match() sets a match up. */
typedef struct {
  TacticsMatchMode mode;
  guint            n_units;      /* per player; a scenario side may have its own budget */
  guint            round_limit;  /* 0: the match's own, or the scenario's */
  int              fog;          /* a TacticsFogMode; -1: the match's own, or the scenario's */
} MatchBoardOptions;

/* A match of computer players on @board, one a seat, with the armies the
 * computer suggests, started with @seed (in placement). A board that
 * cannot be played ends the program with its name. */
TacticsMatch     *match_board_new_match      (const MatchBoard        *board,
                                              const MatchBoardOptions *options,
                                              guint64                  seed);

G_END_DECLS
