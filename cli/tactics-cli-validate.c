/* SPDX-License-Identifier: GPL-3.0-or-later */
#include "config.h"

#include <stdio.h>

#include "tactics-cli-private.h"

int
tactics_cli_validate (int    argc,
                      char **argv)
{
  const GOptionEntry entries[] = {
    { NULL }
  };
  g_autoptr(GOptionContext) context = NULL;
  int status = TACTICS_CLI_EXIT_OK;

  context = tactics_cli_option_context_new ("validate", _("FILE…"),
                                            _("Checks map and ruleset files: the XML, the schema "
                                              "and the meaning (ids, sizes, costs, the ruleset a "
                                              "map refers to).\n\n"
                                              "Prints “FILE: ok” on standard output for a good "
                                              "file and “FILE:LINE: error: DETAIL” on standard "
                                              "error for a bad one.\n"
                                              "Exit status: 0 when every file is good, 1 when "
                                              "any is not, 2 for bad usage."),
                                            entries);

  if (!tactics_cli_parse_options (context, "validate", &argc, &argv))
    return TACTICS_CLI_EXIT_USAGE;

  if (argc < 2)
    return tactics_cli_usage_error ("validate", _("no file given"));

  for (int i = 1; i < argc; i++)
    {
      g_autoptr(GFile) file = g_file_new_for_commandline_arg (argv[i]);
      g_autoptr(GError) error = NULL;

      if (tactics_file_validate (file, &error))
        {
          /* "ok" stays untranslated, like "error:", for scripts. */
          g_print ("%s: ok\n", argv[i]);
        }
      else
        {
          /* Keeps the lines in file order when both streams go to one place. */
          fflush (stdout);
          tactics_cli_print_file_error (argv[i], file, error);
          status = TACTICS_CLI_EXIT_INVALID_INPUT;
        }
    }

  return status;
}
