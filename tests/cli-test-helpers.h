/* SPDX-License-Identifier: GPL-3.0-or-later */
#pragma once

#include <gio/gio.h>

G_BEGIN_DECLS

/* The fixtures of the command line tests (test-cli.c, test-cli-simulate.c):
 * the built tactics-cli (TACTICS_CLI) run as a program, a temporary folder
 * with the example map in it, and the bundled data (TACTICS_DATADIR). */

/* The example map of doc/file-formats.md and doc/rules.md. */
extern const char example_map[];

/* The temporary folder, and example_map saved there as example.map.xml. */
extern char *temp_dir;
extern char *example_path;

typedef struct {
  int   status;
  char *out;
  char *err;
} CliResult;

void       cli_result_clear     (CliResult          *result);

G_DEFINE_AUTO_CLEANUP_CLEAR_FUNC (CliResult, cli_result_clear)

/* Runs tactics-cli with @args (NULL-terminated) in @cwd (NULL: this
 * folder), with $TACTICS_DATADIR set to @datadir (NULL: as it is), and
 * waits for it. A crash or a sanitizer report fails the test right here. */
void       run_cli_argv_full    (const char         *cwd,
                                 const char         *datadir,
                                 const char * const *args,
                                 CliResult          *result);
void       run_cli_argv_in      (const char         *cwd,
                                 const char * const *args,
                                 CliResult          *result);
void       run_cli_argv         (const char * const *args,
                                 CliResult          *result);
/* The arguments follow @result, ending with NULL. */
void       run_cli              (CliResult          *result,
                                 ...) G_GNUC_NULL_TERMINATED;

/* Saves @contents as @name in temp_dir; returns its path. */
char      *write_temp_file      (const char         *name,
                                 const char         *contents);

/* Exit 0, nothing on stderr and, unless @expected_out is NULL, exactly
 * @expected_out on stdout. */
void       assert_success       (const CliResult    *result,
                                 const char         *expected_out);
/* Exit 1, nothing on stdout, a message on stderr containing @mention. */
void       assert_invalid_input (const CliResult    *result,
                                 const char         *mention);

/* Every map, ruleset and scenario under $TACTICS_DATADIR, sorted by path. */
GPtrArray *list_data_files      (void);

/* g_test_init () and tactics_init (), then temp_dir and example_path;
 * FALSE, having said why, when TACTICS_CLI or TACTICS_DATADIR is not set. */
gboolean   cli_test_init        (int                *argc,
                                 char             ***argv);
/* Removes example_path and temp_dir, which must be empty by then. */
void       cli_test_clean_up    (void);

G_END_DECLS
