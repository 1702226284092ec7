/* SPDX-License-Identifier: GPL-3.0-or-later */
#pragma once

#if !defined(TACTICS_INSIDE) && !defined(TACTICS_COMPILATION)
# error "Only <tactics.h> can be included directly."
#endif

#include <gio/gio.h>

#include "tactics-command.h"
#include "tactics-macros.h"
#include "tactics-match.h"

G_BEGIN_DECLS

/**
 * TACTICS_MAX_SAVED_COMMANDS:
 *
 * The most commands a save may hold; a longer one is refused.
 */
#define TACTICS_MAX_SAVED_COMMANDS 1000000

/* A saved match (<tactics-save>, data/schemas/save.rng): the settings, the
 * players and their armies, the map with its terrains inline and the rules
 * of the units, then the command log. Nothing refers to other files, so a
 * save still loads after the map or ruleset it was made from changed.
 * Loading replays every command from the start (same seed, same draws), so
 * the game resumed plays on exactly as it would have without the save.
 * Loading runs every check of the map and ruleset loaders and the rules of
 * the game: a command the game refuses makes the file invalid. */
#define TACTICS_TYPE_SAVE (tactics_save_get_type ())
TACTICS_AVAILABLE_IN_ALL
G_DECLARE_FINAL_TYPE (TacticsSave, tactics_save, TACTICS, SAVE, GObject)

/* Writes @match, started and not arranged by hand, atomically. */
TACTICS_AVAILABLE_IN_ALL
gboolean              tactics_match_save            (TacticsMatch   *match,
                                                    GFile         *file,
                                                    GError       **error);
TACTICS_AVAILABLE_IN_ALL
GBytes               *tactics_match_save_to_bytes   (TacticsMatch   *match,
                                                    GError       **error);

TACTICS_AVAILABLE_IN_ALL
TacticsSave          *tactics_save_load            (GFile         *file,
                                                    GError       **error);
/* @display_name names the data in errors. */
TACTICS_AVAILABLE_IN_ALL
TacticsSave          *tactics_save_load_from_bytes (GBytes        *bytes,
                                                    const char    *display_name,
                                                    GError       **error);

/* A new game at the start of the saved match, before its first command
 * (transfer full). To replay, perform the commands on it in order. */
TACTICS_AVAILABLE_IN_ALL
TacticsMatch          *tactics_save_new_match       (TacticsSave   *self);
TACTICS_AVAILABLE_IN_ALL
guint                 tactics_save_get_n_commands  (TacticsSave   *self);
TACTICS_AVAILABLE_IN_ALL
const TacticsCommand *tactics_save_get_command     (TacticsSave   *self,
                                                    guint          index);
/* Performs the next saved command on @match (a game from
 * tactics_save_new_match() that has had the first @index commands). */
TACTICS_AVAILABLE_IN_ALL
gboolean              tactics_save_replay_step     (TacticsSave   *self,
                                                    TacticsMatch   *match,
                                                    guint          index,
                                                    GError       **error);
/* A new game with every saved command performed: the match as it was
 * saved, ready to go on (transfer full). */
TACTICS_AVAILABLE_IN_ALL
TacticsMatch          *tactics_save_resume          (TacticsSave   *self);

G_END_DECLS
