/* SPDX-License-Identifier: GPL-3.0-or-later */
#include "config.h"

#include "tactics-cli-private.h"

int
tactics_cli_path (int    argc,
                  char **argv)
{
  g_autofree char *from_text = NULL;
  g_autofree char *to_text = NULL;
  g_autofree char *movetype_text = NULL;
  const GOptionEntry entries[] = {
    { "from", 0, 0, G_OPTION_ARG_STRING, &from_text,
      N_("The start cell (required)"), N_("X,Y") },
    { "to", 0, 0, G_OPTION_ARG_STRING, &to_text,
      N_("The goal cell (required)"), N_("X,Y") },
    { "movetype", 0, 0, G_OPTION_ARG_STRING, &movetype_text,
      N_("The movement type whose costs apply (default: the map’s first)"), N_("ID") },
    { NULL }
  };
  g_autoptr(GOptionContext) context = NULL;
  g_autoptr(GError) error = NULL;
  g_autoptr(TacticsMap) map = NULL;
  g_autoptr(TacticsPathFinder) finder = NULL;
  g_autoptr(GArray) cells = NULL;
  const TacticsCostGrid *grid;
  const char *movetype_id = NULL;
  TacticsCell start, goal;
  int cost;

  context = tactics_cli_option_context_new ("path", _("MAP"),
                                            _("Finds a cheapest path on MAP from one cell to "
                                              "another, with no limit on move points.\n\n"
                                              "Prints “cost C”, “steps N”, then the N + 1 cells "
                                              "from start to goal, one “x,y” a line. When the "
                                              "goal cannot be reached it prints “cost -1” and "
                                              "“steps 0” and no cells, and still exits with 0.\n"
                                              "Exit status: 0 when a path was searched for "
                                              "(found or not), 1 for a bad map, an unknown "
                                              "movement type, a cell off the board or an "
                                              "impassable start, 2 for bad usage."),
                                            entries);

  if (!tactics_cli_parse_options (context, "path", &argc, &argv))
    return TACTICS_CLI_EXIT_USAGE;

  if (argc != 2)
    return tactics_cli_usage_error ("path", _("expected exactly one MAP file"));
  if (from_text == NULL)
    return tactics_cli_usage_error ("path", _("--from is required"));
  if (to_text == NULL)
    return tactics_cli_usage_error ("path", _("--to is required"));

  if (!tactics_cli_parse_cell ("--from", from_text, &start, &error)
      || !tactics_cli_parse_cell ("--to", to_text, &goal, &error))
    return tactics_cli_usage_error ("path", "%s", error->message);

  map = tactics_cli_load_map (argv[1]);
  if (map == NULL)
    return TACTICS_CLI_EXIT_INVALID_INPUT;

  grid = tactics_cli_get_cost_grid ("path", map, movetype_text, &movetype_id);
  if (grid == NULL)
    return TACTICS_CLI_EXIT_INVALID_INPUT;

  /* An impassable goal is simply unreachable; an impassable start means
   * the question itself is wrong. */
  if (!tactics_cli_check_cell ("path", _("start cell"), grid, movetype_id, start, from_text,
                               TRUE)
      || !tactics_cli_check_cell ("path", _("goal cell"), grid, movetype_id, goal, to_text,
                                  FALSE))
    return TACTICS_CLI_EXIT_INVALID_INPUT;

  finder = tactics_path_finder_new ();
  cells = g_array_new (FALSE, FALSE, sizeof (TacticsCell));
  cost = tactics_path_finder_find (finder, grid, start, goal, NULL, NULL, cells);

  if (cost < 0)
    {
      g_print ("cost -1\nsteps 0\n");
      return TACTICS_CLI_EXIT_OK;
    }

  g_assert (cells->len >= 1);
  g_print ("cost %d\n", cost);
  g_print ("steps %u\n", cells->len - 1);
  for (guint i = 0; i < cells->len; i++)
    {
      const TacticsCell *cell = &g_array_index (cells, TacticsCell, i);

      g_print ("%d,%d\n", cell->x, cell->y);
    }

  return TACTICS_CLI_EXIT_OK;
}
