/* SPDX-License-Identifier: GPL-3.0-or-later */
#include "config.h"

#include "tactics-cli-private.h"

int
tactics_cli_export (int    argc,
                    char **argv)
{
  g_autofree char *output = NULL;
  const GOptionEntry entries[] = {
    { "output", 'o', 0, G_OPTION_ARG_FILENAME, &output,
      N_("The Tiled map file to write"), N_("FILE.tmx") },
    { NULL }
  };
  g_autoptr(GOptionContext) context = NULL;
  g_autoptr(GFile) file = NULL;
  g_autoptr(GFile) output_file = NULL;
  g_autoptr(TacticsScenario) scenario = NULL;
  g_autoptr(TacticsMap) map = NULL;
  g_autoptr(GError) error = NULL;

  context = tactics_cli_option_context_new ("export", _("MAP"),
                                            _("Writes a map (or the map of a scenario) as a "
                                              "Tiled map: one CSV layer, the terrains as a "
                                              "tileset with properties, start zones as "
                                              "objects. “tactics-cli import” reads it back."),
                                            entries);

  if (!tactics_cli_parse_options (context, "export", &argc, &argv))
    return TACTICS_CLI_EXIT_USAGE;
  if (argc != 2)
    return tactics_cli_usage_error ("export", _("give one map to export"));
  if (output == NULL)
    return tactics_cli_usage_error ("export", _("no output file given (--output)"));

  file = g_file_new_for_commandline_arg (argv[1]);
  output_file = g_file_new_for_commandline_arg (output);
  map = tactics_map_load_with_scenario (file, &scenario, &error);
  if (map == NULL)
    {
      tactics_cli_print_file_error (argv[1], file, error);
      return TACTICS_CLI_EXIT_INVALID_INPUT;
    }
  tactics_cli_print_map_notice (argv[1], map);

  if (!tactics_tmx_export (map, scenario, file, output_file, &error))
    {
      tactics_cli_print_file_error (output, output_file, error);
      return TACTICS_CLI_EXIT_INVALID_INPUT;
    }
  return TACTICS_CLI_EXIT_OK;
}
