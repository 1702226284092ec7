/* SPDX-License-Identifier: GPL-3.0-or-later */
#include "config.h"

#include "tactics-cli-private.h"

int
tactics_cli_generate (int    argc,
                      char **argv)
{
  g_autofree char *topology_text = NULL;
  g_autofree char *size_text = NULL;
  g_autofree char *players_text = NULL;
  g_autofree char *symmetry_text = NULL;
  g_autofree char *seed_text = NULL;
  g_autofree char *ruleset_path = NULL;
  g_autofree char *style_text = NULL;
  g_autofree char *output_path = NULL;
  gboolean write_scenario = FALSE;
  const GOptionEntry entries[] = {
    { "topology", 0, 0, G_OPTION_ARG_STRING, &topology_text,
      N_("The board’s cells: square or hex (required)"), N_("square|hex") },
    { "size", 0, 0, G_OPTION_ARG_STRING, &size_text,
      N_("The board’s width and height (required)"), N_("W,H") },
    { "players", 0, 0, G_OPTION_ARG_STRING, &players_text,
      N_("The number of players, 2 to 8: one start zone each (required)"), N_("N") },
    { "symmetry", 0, 0, G_OPTION_ARG_STRING, &symmetry_text,
      N_("How the map repeats itself: none, mirror-h, mirror-v, rotate-180, rotate-90 "
         "(square) or rotate-120 (hex) (required)"), N_("S") },
    { "seed", 0, 0, G_OPTION_ARG_STRING, &seed_text,
      N_("The seed: the same arguments give the same file (default: 0)"), N_("SEED") },
    { "ruleset", 0, 0, G_OPTION_ARG_FILENAME, &ruleset_path,
      N_("The ruleset whose terrains the map uses (default: the bundled one)"), N_("FILE") },
    { "style", 0, 0, G_OPTION_ARG_STRING, &style_text,
      N_("The landscape: open, rivers, islands or mountains (default: open)"), N_("STYLE") },
    { "scenario", 0, 0, G_OPTION_ARG_NONE, &write_scenario,
      N_("Write a scenario with a side, a start zone and an eliminate-all objective for each "
         "player, instead of the map alone"), NULL },
    { "output", 'o', 0, G_OPTION_ARG_FILENAME, &output_path,
      N_("The file to write (required)"), N_("FILE") },
    { NULL }
  };
  g_autoptr(GOptionContext) context = NULL;
  g_autoptr(GError) error = NULL;
  g_autoptr(TacticsRuleset) ruleset = NULL;
  g_autoptr(TacticsScenario) scenario = NULL;
  g_autoptr(GBytes) bytes = NULL;
  g_autoptr(GFile) output = NULL;
  TacticsGenerateOptions options;
  int topology, symmetry, style = TACTICS_MAP_STYLE_OPEN;
  guint width, height, n_players;

  context = tactics_cli_option_context_new ("generate", NULL,
                                            _("Makes a new map from a seed, symmetric so that "
                                              "every player starts from an equal place, with "
                                              "terrain from the ruleset’s terrains by the role "
                                              "each plays. The file carries its rules inline. "
                                              "Every map made passes the map check for its "
                                              "sides.\n"
                                              "Exit status: 0 on success, 1 when no map can be "
                                              "made (an unusable ruleset, too little room for "
                                              "the start zones) or written, 2 for bad usage."),
                                            entries);

  if (!tactics_cli_parse_options (context, "generate", &argc, &argv))
    return TACTICS_CLI_EXIT_USAGE;

  if (argc != 1)
    /* Translators: %s is the argument as typed. */
    return tactics_cli_usage_error ("generate", _("unexpected argument “%s”"), argv[1]);

  if (topology_text == NULL)
    return tactics_cli_usage_error ("generate", _("--topology is required"));
  if (size_text == NULL)
    return tactics_cli_usage_error ("generate", _("--size is required"));
  if (players_text == NULL)
    return tactics_cli_usage_error ("generate", _("--players is required"));
  if (symmetry_text == NULL)
    return tactics_cli_usage_error ("generate", _("--symmetry is required"));
  if (output_path == NULL)
    return tactics_cli_usage_error ("generate", _("--output is required"));

  tactics_generate_options_init (&options);
  if (!tactics_cli_parse_word ("--topology", TACTICS_TYPE_TOPOLOGY, topology_text,
                               "square, hex", &topology, &error)
      || !tactics_cli_parse_pair ("--size", "W,H", size_text, ',', TACTICS_GENERATE_MIN_SIZE,
                                  TACTICS_MAX_MAP_SIZE, &width, &height, &error)
      || !tactics_cli_parse_uint ("--players", players_text, 2, TACTICS_GENERATE_MAX_PLAYERS,
                                  &n_players, &error)
      || !tactics_cli_parse_word ("--symmetry", TACTICS_TYPE_SYMMETRY, symmetry_text,
                                  "none, mirror-h, mirror-v, rotate-180, rotate-90, rotate-120",
                                  &symmetry, &error)
      || (style_text != NULL
          && !tactics_cli_parse_word ("--style", TACTICS_TYPE_MAP_STYLE, style_text,
                                      "open, rivers, islands, mountains", &style, &error))
      || (seed_text != NULL &&
          !tactics_cli_parse_seed (seed_text, G_MAXUINT64, &options.seed, &error)))
    return tactics_cli_usage_error ("generate", "%s", error->message);

  options.topology = (TacticsTopology) topology;
  options.width = (int) width;
  options.height = (int) height;
  options.n_players = n_players;
  options.symmetry = (TacticsSymmetry) symmetry;
  options.style = (TacticsMapStyle) style;
  if (!tactics_generate_options_check (&options, &error))
    return tactics_cli_usage_error ("generate", "%s", error->message);

  ruleset = tactics_cli_load_ruleset ("generate", ruleset_path, NULL);
  if (ruleset == NULL)
    return TACTICS_CLI_EXIT_INVALID_INPUT;

  scenario = tactics_generate_scenario (&options, ruleset, &error);
  if (scenario == NULL)
    return tactics_cli_input_error ("generate", "%s", error->message);

  /* Rules inline: the file reads the same wherever it is moved, and the
   * bytes do not depend on where the ruleset or the output lie. */
  if (write_scenario)
    bytes = tactics_scenario_to_self_contained_bytes (scenario);
  else
    bytes = tactics_map_to_self_contained_bytes (tactics_scenario_get_map (scenario));

  output = g_file_new_for_commandline_arg (output_path);
  if (!tactics_file_replace_contents (output, bytes, 0666, &error))
    /* Translators: the output file as typed, then why it could not be written. */
    return tactics_cli_input_error ("generate", _("cannot write %s: %s"), output_path,
                                    error->message);
  return TACTICS_CLI_EXIT_OK;
}
