/* SPDX-License-Identifier: GPL-3.0-or-later */
#pragma once

#include <gtk/gtk.h>

#include "tactics-game-setup.h"
#include "test-game-ui-helpers.h"

G_BEGIN_DECLS

/* The fixture of the game window's UI tests (test-game-ui*.c): a window
 * on screen at a fixed size, its animations instant and the end-turn
 * question off. */
typedef struct {
  TacticsGameWindow     *window;
  TacticsGameBattleView *view;
  TacticsBoard          *board;
  gboolean               shot_preview;
  gboolean               shot_range;
  guint                  n_eliminations;
} Fixture;

void              fixture_set_up        (Fixture                *f,
                                         gconstpointer           data);
/* fixture_set_up() in the language @data names: the window's text is
 * translated when it is made. */
void              fixture_set_up_in_language (Fixture           *f,
                                              gconstpointer      data);
void              fixture_tear_down     (Fixture                *f,
                                         gconstpointer           data);

TacticsMatch     *match_of              (Fixture                *f);
const char       *screen_of             (Fixture                *f);
GtkWidget        *page_of               (Fixture                *f,
                                         const char             *screen);

/* A match of two seats on a plain field. */
TacticsGameSetup *make_field_setup      (TacticsPlayerKind       second,
                                         guint                   units);
/* New Match, then Start Match with @setup (or the screen's own). */
void              start_from_setup      (Fixture                *f,
                                         const TacticsGameSetup *setup);
/* Clicks "I Am … — Start" while the window asks to pass the screen. */
void              pass_if_asked         (Fixture                *f);
/* The formation screen's Done for @seat. */
void              finish_formation      (Fixture                *f,
                                         guint                   seat);
/* Place for Me for each seat still placing, passing the screen between
 * people when asked, up to the battle screen. */
void              place_all_for_me      (Fixture                *f);

/* How many labels on screen under @root say @text. */
guint             count_labels_saying   (GtkWidget              *root,
                                         const char             *text);
/* Whether the first label under @root saying exactly @text is visible. */
gboolean          shows_label           (GtkWidget              *root,
                                         const char             *text);

/* A match with units on known cells: Ann's infantry and archer against
 * Bob's infantry and cavalry on a 7 × 5 field, at @cells or at (1,2),
 * (0,2), (5,2) and (6,4); Ann plays first. */
void              play_arranged_at      (Fixture                *f,
                                         TacticsPlayerKind       second,
                                         const TacticsCell      *cells);
void              play_arranged         (Fixture                *f,
                                         TacticsPlayerKind       second);

G_END_DECLS
