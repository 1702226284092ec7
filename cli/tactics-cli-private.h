/* SPDX-License-Identifier: GPL-3.0-or-later */
#pragma once

#include <glib.h>
#include <glib/gi18n.h>

#include "tactics.h"

G_BEGIN_DECLS

/* The subcommands, in the order `tactics-cli --help` lists them. Each entry
 * X (NAME, SUMMARY) expects a function tactics_cli_NAME (argc, argv) in
 * cli/tactics-cli-NAME.c, so adding a command is one line here and one in
 * cli/meson.build. */
#define TACTICS_CLI_COMMANDS(X) \
  X (validate, N_("Check map and ruleset files")) \
  X (check,    N_("List what keeps maps from playing well")) \
  X (reach,    N_("Print the cells a unit can reach on a map")) \
  X (path,     N_("Print a cheapest path between two cells of a map")) \
  X (pattern,  N_("Print where an action may be aimed and what it covers")) \
  X (simulate, N_("Play a seeded match between computer players")) \
  X (render,   N_("Draw a map, scenario or saved match into a picture")) \
  X (import,   N_("Make a map of a Tiled or Battle for Wesnoth map")) \
  X (export,   N_("Write a map as a Tiled map")) \
  X (generate, N_("Make a new symmetric map or scenario from a seed")) \
  X (balance,  N_("Tell whether a map or scenario is fair to every start slot"))

typedef int (*TacticsCliCommandFunc) (int    argc,
                                      char **argv);

/* A command's argv starts with its own name (e.g. "reach"). */
#define TACTICS_CLI_DECLARE_COMMAND(name, summary) \
  int tactics_cli_##name (int argc, char **argv);
TACTICS_CLI_COMMANDS (TACTICS_CLI_DECLARE_COMMAND)
#undef TACTICS_CLI_DECLARE_COMMAND

/* Exit statuses, as the CLI contract fixes them. */
typedef enum {
  TACTICS_CLI_EXIT_OK = 0,
  TACTICS_CLI_EXIT_INVALID_INPUT = 1,
  TACTICS_CLI_EXIT_USAGE = 2,
} TacticsCliExit;

/* Shared by the commands (tactics-cli-common.c). */

/* A GOptionContext for a subcommand: usage "tactics-cli NAME PARAMETERS",
 * the summary shown by --help, the entries, the translation domain. */
GOptionContext *tactics_cli_option_context_new (const char         *command_name,
                                                const char         *parameter_string,
                                                const char         *summary,
                                                const GOptionEntry *entries);

/* Parses the command line; on failure prints the reason and a hint on
 * stderr and returns FALSE (the command then exits with
 * TACTICS_CLI_EXIT_USAGE). */
gboolean        tactics_cli_parse_options      (GOptionContext     *context,
                                                const char         *command_name,
                                                int                *argc,
                                                char             ***argv);

/* Prints "tactics-cli NAME: MESSAGE" and a hint to use --help on stderr;
 * returns TACTICS_CLI_EXIT_USAGE. */
int             tactics_cli_usage_error        (const char         *command_name,
                                                const char         *format,
                                                ...) G_GNUC_PRINTF (2, 3);

/* Prints "tactics-cli NAME: MESSAGE" on stderr; returns
 * TACTICS_CLI_EXIT_INVALID_INPUT. */
int             tactics_cli_input_error        (const char         *command_name,
                                                const char         *format,
                                                ...) G_GNUC_PRINTF (2, 3);

/* Prints a loading error on stderr as "FILE:LINE: error: DETAIL" (or
 * "FILE: error: DETAIL"). FILE is @display_path, as the user wrote it,
 * when the error is about @file itself, and the path the error names when
 * it is about another file (a ruleset the map refers to). */
void            tactics_cli_print_file_error   (const char         *display_path,
                                                GFile              *file,
                                                const GError       *error);

/* Prints "FILE: warning: NOTICE" on stderr when the bundled ruleset stood
 * in for the missing one @map names (tactics_map_dup_ruleset_notice()). */
void            tactics_cli_print_map_notice   (const char         *display_path,
                                                TacticsMap         *map);

/* A problem of the map check of @path as one line, "FILE: X,Y: error:
 * MESSAGE\n" or "FILE: X,Y: warning: MESSAGE\n" (without X,Y when it
 * concerns no cell). */
char           *tactics_cli_format_problem     (const char         *path,
                                                TacticsProblem     *problem);

/* Strict number parsing for option values: decimal digits only, no sign,
 * no spaces, within @min..@max. On failure sets @error (G_OPTION_ERROR)
 * with a message naming @option_name. */
gboolean        tactics_cli_parse_uint         (const char         *option_name,
                                                const char         *text,
                                                guint               min,
                                                guint               max,
                                                guint              *value,
                                                GError            **error);

/* "A<separator>B" with both parts as tactics_cli_parse_uint() reads them,
 * each within @min..@max; @form ("X,Y", "W,H", "MIN-MAX") goes into the
 * error message. */
gboolean        tactics_cli_parse_pair         (const char         *option_name,
                                                const char         *form,
                                                const char         *text,
                                                char                separator,
                                                guint               min,
                                                guint               max,
                                                guint              *first,
                                                guint              *second,
                                                GError            **error);

/* One of the words of @enum_type (its nicks); on failure sets @error
 * (G_OPTION_ERROR) naming @option_name, @text and the @choices. */
gboolean        tactics_cli_parse_word         (const char         *option_name,
                                                GType               enum_type,
                                                const char         *text,
                                                const char         *choices,
                                                int                *value,
                                                GError            **error);

/* "X,Y" as a cell: two whole numbers of any size, those past G_MAXINT
 * read as G_MAXINT (off every board); check it against the board with
 * tactics_cli_check_cell(). */
gboolean        tactics_cli_parse_cell         (const char         *option_name,
                                                const char         *text,
                                                TacticsCell        *cell,
                                                GError            **error);

/* The columns @text takes on a terminal: two for a wide character (CJK),
 * none for a combining mark, one for the others. */
guint           tactics_cli_display_width      (const char         *text);

/* @text padded with spaces to @width terminal columns, on the right
 * (@align_right FALSE) or the left; text already as wide is kept whole. */
char           *tactics_cli_pad                (const char         *text,
                                                guint               width,
                                                gboolean            align_right);

/* The option checks that generate, simulate and balance share. */

/* --seed: decimal digits only, from 0 to @max; on failure sets @error
 * (G_OPTION_ERROR) with a message giving the range. */
gboolean        tactics_cli_parse_seed         (const char         *text,
                                                guint64             max,
                                                guint64            *seed,
                                                GError            **error);

/* --ai: one computer level for every player, or (when @per_player) one per
 * player, separated by commas; NULL means normal. Fills @n_players levels,
 * or sets @error (G_OPTION_ERROR) naming the word it does not know. */
gboolean        tactics_cli_parse_levels       (const char         *text,
                                                guint               n_players,
                                                gboolean            per_player,
                                                TacticsAiLevel     *levels,
                                                GError            **error);

/* --players against a scenario's sides: TRUE when @players_text is NULL
 * (not given) or @n_players is the number of sides; else prints why as a
 * usage error of @command_name. */
gboolean        tactics_cli_check_players      (const char         *command_name,
                                                const char         *players_text,
                                                guint               n_players,
                                                TacticsScenario    *scenario);

/* The rules to play or paint with: @ruleset_path when given; else, when
 * @map is not NULL and its rules have unit types, those; else the bundled
 * ruleset. On failure prints why for @command_name and returns NULL. */
TacticsRuleset *tactics_cli_load_ruleset       (const char         *command_name,
                                                const char         *ruleset_path,
                                                TacticsMap         *map);

/* Loads a map; on failure prints the error and returns NULL. */
TacticsMap     *tactics_cli_load_map           (const char         *path);

/* The cost grid of @movetype_id on @map, or of the map's first movement
 * type when @movetype_id is NULL; on failure prints why (unknown movement
 * type, none defined) and returns NULL. @used_movetype_id receives the id
 * actually used (transfer none). */
const TacticsCostGrid *
                tactics_cli_get_cost_grid      (const char         *command_name,
                                                TacticsMap         *map,
                                                const char         *movetype_id,
                                                const char        **used_movetype_id);

/* Checks that @cell is on the board of @grid and, when @need_passable, that
 * @movetype_id may enter it; otherwise prints why, naming @what (a
 * translated "start cell", "goal cell") and the cell as the user wrote it
 * (@cell_text), and returns FALSE. */
gboolean        tactics_cli_check_cell         (const char         *command_name,
                                                const char         *what,
                                                const TacticsCostGrid *grid,
                                                const char         *movetype_id,
                                                TacticsCell         cell,
                                                const char         *cell_text,
                                                gboolean            need_passable);

G_END_DECLS
