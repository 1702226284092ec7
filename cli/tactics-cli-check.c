/* SPDX-License-Identifier: GPL-3.0-or-later */
#include "config.h"

#include <stdio.h>

#include "tactics-cli-private.h"

#define MAX_UNIT_COUNT 4096

/* The --units help says the default is 4. */
G_STATIC_ASSERT (TACTICS_DEFAULT_UNITS_PER_PLAYER == 4);

/* The problems of FILE: a scenario (its own file, or a map holding one)
 * gets the scenario check, a plain map the map check. NULL with @error
 * set when it does not load. */
static GListModel *
check_file (const char  *path,
            GFile       *file,
            guint        unit_count,
            GError     **error)
{
  g_autoptr(TacticsScenario) scenario = NULL;
  g_autoptr(TacticsMap) map = tactics_map_load_with_scenario (file, &scenario, error);

  if (map != NULL)
    tactics_cli_print_map_notice (path, map);
  if (scenario != NULL)
    return tactics_scenario_check (scenario, unit_count);
  return map != NULL ? tactics_map_check (map) : NULL;
}

int
tactics_cli_check (int    argc,
                   char **argv)
{
  g_autofree char *units_text = NULL;
  const GOptionEntry entries[] = {
    { "units", 0, 0, G_OPTION_ARG_STRING, &units_text,
      N_("The units a side forms when its budget is 0 (default: 4)"), N_("K") },
    { NULL }
  };
  g_autoptr(GOptionContext) context = NULL;
  g_autoptr(GError) error = NULL;
  guint unit_count = TACTICS_DEFAULT_UNITS_PER_PLAYER;
  int status = TACTICS_CLI_EXIT_OK;

  context = tactics_cli_option_context_new ("check", _("FILE…"),
                                            _("Checks that maps and scenarios are ready to "
                                              "play: for each movement type of the ruleset’s "
                                              "unit types, the passable cells cut off from the "
                                              "largest area it can cross; for a scenario (its "
                                              "own file, or a map holding one), also its sides, "
                                              "start zones, objectives and placed units.\n\n"
                                              "Prints each problem on standard output as "
                                              "“FILE: X,Y: error: MESSAGE” or "
                                              "“FILE: X,Y: warning: MESSAGE”, X,Y being the "
                                              "first of the cells it concerns (left out when "
                                              "it concerns none); a file that does not load "
                                              "as “FILE:LINE: error: DETAIL” on standard "
                                              "error.\n"
                                              "Exit status: 0 when no file has an error "
                                              "(warnings allowed), 1 when any has or does not "
                                              "load, 2 for bad usage."),
                                            entries);

  if (!tactics_cli_parse_options (context, "check", &argc, &argv))
    return TACTICS_CLI_EXIT_USAGE;

  if (argc < 2)
    return tactics_cli_usage_error ("check", _("no file given"));
  if (units_text != NULL
      && !tactics_cli_parse_uint ("--units", units_text, 1, MAX_UNIT_COUNT, &unit_count,
                                  &error))
    return tactics_cli_usage_error ("check", "%s", error->message);

  for (int i = 1; i < argc; i++)
    {
      g_autoptr(GFile) file = g_file_new_for_commandline_arg (argv[i]);
      g_autoptr(GError) load_error = NULL;
      g_autoptr(GListModel) problems = NULL;

      problems = check_file (argv[i], file, unit_count, &load_error);
      if (problems == NULL)
        {
          /* Keeps the lines in file order when both streams go to one place. */
          fflush (stdout);
          tactics_cli_print_file_error (argv[i], file, load_error);
          status = TACTICS_CLI_EXIT_INVALID_INPUT;
          continue;
        }

      for (guint p = 0; p < g_list_model_get_n_items (problems); p++)
        {
          g_autoptr(TacticsProblem) problem = g_list_model_get_item (problems, p);

          g_autofree char *line = tactics_cli_format_problem (argv[i], problem);

          g_print ("%s", line);
        }
      if (tactics_problems_count_errors (problems) > 0)
        status = TACTICS_CLI_EXIT_INVALID_INPUT;
    }

  return status;
}
