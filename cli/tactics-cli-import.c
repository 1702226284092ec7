/* SPDX-License-Identifier: GPL-3.0-or-later */
#include "config.h"

#include <string.h>

#include "tactics-cli-private.h"

/* A note of the import ("PATH:LINE: DETAIL", PATH the file's full path)
 * as the other commands print warnings: "FILE:LINE: warning: DETAIL",
 * FILE as the user wrote it. */
static void
print_note (const char *display_path,
            GFile      *file,
            const char *note)
{
  const char *path = g_file_peek_path (file);
  const char *rest = note;
  guint64 line = 0;

  if (path != NULL && g_str_has_prefix (note, path) && note[strlen (path)] == ':')
    {
      rest = note + strlen (path) + 1;
      if (g_ascii_isdigit (*rest))
        {
          char *end = NULL;

          line = g_ascii_strtoull (rest, &end, 10);
          rest = *end == ':' ? end + 1 : rest;
        }
      while (*rest == ' ')
        rest++;
      /* "warning:" stays untranslated, like "error:", for scripts. */
      if (line > 0)
        g_printerr ("%s:%" G_GUINT64_FORMAT ": warning: %s\n", display_path, line, rest);
      else
        g_printerr ("%s: warning: %s\n", display_path, rest);
      return;
    }
  g_printerr ("%s\n", note);
}

int
tactics_cli_import (int    argc,
                    char **argv)
{
  g_autofree char *output = NULL;
  g_autofree char *mapping = NULL;
  g_autofree char *ruleset = NULL;
  const GOptionEntry entries[] = {
    { "output", 'o', 0, G_OPTION_ARG_FILENAME, &output,
      N_("The map file to write"), N_("MAP") },
    { "mapping", 0, 0, G_OPTION_ARG_FILENAME, &mapping,
      N_("Which terrain names, codes or tiles become which terrains"), N_("FILE") },
    { "ruleset", 0, 0, G_OPTION_ARG_FILENAME, &ruleset,
      N_("The ruleset whose terrains the map gets (default: the bundled one)"), N_("FILE") },
    { NULL }
  };
  g_autoptr(GOptionContext) context = NULL;
  g_autoptr(GFile) file = NULL;
  g_autoptr(GFile) output_file = NULL;
  g_autoptr(GFile) mapping_file = NULL;
  g_autoptr(GFile) ruleset_file = NULL;
  g_autoptr(TacticsScenario) scenario = NULL;
  g_autoptr(GError) error = NULL;
  g_auto(GStrv) notes = NULL;
  gboolean saved;

  context = tactics_cli_option_context_new ("import", _("FILE"),
                                            _("Makes a Tactics map of a Tiled map (.tmx) or a "
                                              "Battle for Wesnoth map (.map). Start positions "
                                              "become the start zones of a scenario saved in "
                                              "the map file.\n\n"
                                              "What could not be kept as it was (unknown "
                                              "terrains, with their cells) is printed on "
                                              "standard error; see doc/importing.md."),
                                            entries);

  if (!tactics_cli_parse_options (context, "import", &argc, &argv))
    return TACTICS_CLI_EXIT_USAGE;
  if (argc != 2)
    return tactics_cli_usage_error ("import", _("give one file to import"));
  if (output == NULL)
    return tactics_cli_usage_error ("import", _("no output file given (--output)"));

  file = g_file_new_for_commandline_arg (argv[1]);
  output_file = g_file_new_for_commandline_arg (output);
  if (mapping != NULL)
    mapping_file = g_file_new_for_commandline_arg (mapping);
  if (ruleset != NULL)
    ruleset_file = g_file_new_for_commandline_arg (ruleset);

  scenario = tactics_import_load (file, mapping_file, ruleset_file, output_file, &notes, &error);
  if (scenario == NULL)
    {
      tactics_cli_print_file_error (argv[1], file, error);
      return TACTICS_CLI_EXIT_INVALID_INPUT;
    }
  for (guint i = 0; notes != NULL && notes[i] != NULL; i++)
    print_note (argv[1], file, notes[i]);

  /* With start zones the map file holds the scenario too. */
  if (g_list_model_get_n_items (tactics_scenario_get_sides (scenario)) > 0)
    saved = tactics_scenario_save (scenario, output_file, &error);
  else
    saved = tactics_map_save (tactics_scenario_get_map (scenario), output_file, &error);
  if (!saved)
    {
      tactics_cli_print_file_error (output, output_file, error);
      return TACTICS_CLI_EXIT_INVALID_INPUT;
    }
  return TACTICS_CLI_EXIT_OK;
}
