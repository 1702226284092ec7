/* SPDX-License-Identifier: GPL-3.0-or-later */
#include "config.h"

#include <fcntl.h>
#include <stdio.h>
#include <string.h>
#include <unistd.h>

#include "fuzz-common.h"
#include "tactics-cli-private.h"

/* tactics-cli's commands, run in-process on a fuzzed command line: one
 * argument a line, the first naming the command ("reach", "pattern", …).
 * They run in the sandbox folder, so maps are named by their bare file
 * names (crossroads.map.xml, example.map.xml, …). Every command must end
 * with one of the three exit statuses the contract allows.
 *
 * Inputs that would leave the sandbox, change it or stop the process
 * rather than test it are skipped: an argument holding a '/', any --help
 * (GOption prints and calls exit()), simulate's --save and generate's
 * --output (they write files), import and export (they write their output;
 * fuzz-tmx, fuzz-wesnoth and fuzz-mapping cover what they read),
 * and counts that only make a command run long: --repeat, and simulate's
 * --units and --max-rounds (which simulate must be given, as its default is
 * five hundred rounds) above a few, and balance's --matches (which it must
 * be given, as its default is a thousand) and --jobs above a few. */

#define MAX_ARGUMENTS 64

typedef struct {
  const char *option;
  guint       max;
} SmallValue;

static const SmallValue small_values[] = {
  { "--repeat", 8 },
  { "--units", 3 },
  { "--max-rounds", 6 },
  { "--matches", 4 },
  { "--jobs", 2 },
};

typedef struct {
  const char            *name;
  TacticsCliCommandFunc  run;
} Command;

#define COMMAND_ENTRY(name, summary) { #name, tactics_cli_##name },
static const Command commands[] = {
  TACTICS_CLI_COMMANDS (COMMAND_ENTRY)
};
#undef COMMAND_ENTRY

static int null_fd = -1;

static void
discard_print (const char *text)
{
}

int
LLVMFuzzerInitialize (int    *argc,
                      char ***argv)
{
  fuzz_init ();

  if (chdir (fuzz_get_sandbox_maps ()) != 0)
    g_error ("Cannot enter the sandbox %s", fuzz_get_sandbox_maps ());

  null_fd = open ("/dev/null", O_WRONLY | O_CLOEXEC);
  g_assert_cmpint (null_fd, >=, 0);
  return 0;
}

static const Command *
find_command (const char *name)
{
  for (gsize i = 0; i < G_N_ELEMENTS (commands); i++)
    if (strcmp (commands[i].name, name) == 0)
      return &commands[i];
  return NULL;
}

/* Anything but digits is a usage error, quick to find. */
static gboolean
is_small_value (const char *value,
                guint       max)
{
  gsize length = strlen (value);

  for (gsize i = 0; i < length; i++)
    if (!g_ascii_isdigit (value[i]))
      return TRUE;

  while (length > 1 && *value == '0')
    value++, length--;
  return length <= 4 && g_ascii_strtoull (value, NULL, 10) <= max;
}

/* Whether every value given to @option is at most @max; *@given tells
 * whether there was one at all. */
static gboolean
values_are_small (char      **args,
                  guint       n_args,
                  const char *option,
                  guint       max,
                  gboolean   *given)
{
  gsize option_length = strlen (option);

  *given = FALSE;
  for (guint i = 0; i < n_args; i++)
    {
      const char *arg = args[i];

      if (strcmp (arg, "--") == 0)
        break;
      if (strcmp (arg, option) == 0 && i + 1 < n_args)
        {
          *given = TRUE;
          if (!is_small_value (args[i + 1], max))
            return FALSE;
        }
      else if (strncmp (arg, option, option_length) == 0 && arg[option_length] == '=')
        {
          *given = TRUE;
          if (!is_small_value (arg + option_length + 1, max))
            return FALSE;
        }
    }
  return TRUE;
}

static gboolean
is_worth_running (char **args,
                  guint  n_args)
{
  gboolean options_ended = FALSE;
  gboolean given;

  if (strcmp (args[0], "import") == 0 || strcmp (args[0], "export") == 0)
    return FALSE;

  for (guint i = 0; i < n_args; i++)
    {
      const char *arg = args[i];

      if (strchr (arg, '/') != NULL)
        return FALSE;

      if (options_ended || arg[0] != '-')
        continue;
      if (strcmp (arg, "--") == 0)
        {
          options_ended = TRUE;
          continue;
        }

      if (g_str_has_prefix (arg, "--help") || g_str_has_prefix (arg, "--save")
          || g_str_has_prefix (arg, "--output"))
        return FALSE;
      if (arg[1] != '-' && strchr (arg, 'o') != NULL)
        return FALSE;
      /* Short options may be grouped: "-xh". */
      if (arg[1] != '-' && (strchr (arg, 'h') != NULL || strchr (arg, '?') != NULL))
        return FALSE;
    }

  for (guint i = 0; i < G_N_ELEMENTS (small_values); i++)
    if (!values_are_small (args, n_args, small_values[i].option, small_values[i].max, &given))
      return FALSE;

  values_are_small (args, n_args, "--max-rounds", G_MAXUINT, &given);
  if (strcmp (args[0], "simulate") == 0 && !given)
    return FALSE;
  values_are_small (args, n_args, "--matches", G_MAXUINT, &given);
  if (strcmp (args[0], "balance") == 0 && !given)
    return FALSE;

  return TRUE;
}

/* Runs @command with stdout and g_print()/g_printerr() silenced, so that
 * neither the fuzzer's log nor a TAP stream gets its output. */
static int
run_quietly (const Command  *command,
             int             argc,
             char          **argv)
{
  GPrintFunc old_print, old_printerr;
  int saved_stdout;
  int status;

  fflush (stdout);
  saved_stdout = dup (STDOUT_FILENO);
  g_assert_cmpint (saved_stdout, >=, 0);
  dup2 (null_fd, STDOUT_FILENO);
  old_print = g_set_print_handler (discard_print);
  old_printerr = g_set_printerr_handler (discard_print);

  status = command->run (argc, argv);

  fflush (stdout);
  g_set_print_handler (old_print);
  g_set_printerr_handler (old_printerr);
  dup2 (saved_stdout, STDOUT_FILENO);
  close (saved_stdout);

  return status;
}

int
LLVMFuzzerTestOneInput (const uint8_t *data,
                        size_t         size)
{
  g_autofree char *text = NULL;
  g_auto(GStrv) args = NULL;
  g_autofree char **argv = NULL;
  const Command *command;
  guint n_args;
  int status;

  /* Arguments are C strings. */
  if (memchr (data, '\0', size) != NULL)
    return 0;

  text = g_strndup ((const char *) data, size);
  args = g_strsplit (text, "\n", MAX_ARGUMENTS + 1);
  n_args = g_strv_length (args);
  if (n_args == 0 || n_args > MAX_ARGUMENTS)
    return 0;

  command = find_command (args[0]);
  if (command == NULL || !is_worth_running (args, n_args))
    return 0;

  /* GOption removes what it parses from the vector it is given, but never
   * frees the strings: hand it a copy of the vector and free from ours. */
  argv = g_new0 (char *, n_args + 1);
  memcpy (argv, args, n_args * sizeof (char *));

  status = run_quietly (command, (int) n_args, argv);
  if (status != TACTICS_CLI_EXIT_OK
      && status != TACTICS_CLI_EXIT_INVALID_INPUT
      && status != TACTICS_CLI_EXIT_USAGE)
    g_error ("tactics-cli %s exited with %d", command->name, status);

  return 0;
}
