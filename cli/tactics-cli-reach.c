/* SPDX-License-Identifier: GPL-3.0-or-later */
#include "config.h"

#include <stdio.h>

#include "tactics-cli-private.h"

/* Far above any unit's move points (TACTICS_MAX_MOVE) so that whole-board
 * ranges can be timed, yet small enough that costs and sums cannot
 * overflow. */
#define MAX_MOVE_POINTS 1000000
#define MAX_REPEAT 1000000000

static void
print_remaining_grid (const TacticsReach    *reach,
                      const TacticsCostGrid *grid,
                      guint                  move_points)
{
  g_autoptr(GString) row = g_string_sized_new ((gsize) grid->width * 3 + 1);

  for (int y = 0; y < grid->height; y++)
    {
      g_string_truncate (row, 0);
      for (int x = 0; x < grid->width; x++)
        {
          TacticsCell cell = { x, y };
          int cost = tactics_reach_get_cost (reach, cell);
          int remaining = cost < 0 ? -1 : (int) move_points - cost;

          if (x > 0)
            g_string_append_c (row, ' ');
          g_string_append_printf (row, "%2d", remaining);
        }
      g_string_append_c (row, '\n');
      fwrite (row->str, 1, row->len, stdout);
    }
}

int
tactics_cli_reach (int    argc,
                   char **argv)
{
  g_autofree char *from_text = NULL;
  g_autofree char *move_text = NULL;
  g_autofree char *movetype_text = NULL;
  g_autofree char *repeat_text = NULL;
  gboolean print_grid = FALSE;
  const GOptionEntry entries[] = {
    { "from", 0, 0, G_OPTION_ARG_STRING, &from_text,
      N_("The start cell (required)"), N_("X,Y") },
    { "move", 0, 0, G_OPTION_ARG_STRING, &move_text,
      N_("The move points to spend (required)"), N_("N") },
    { "movetype", 0, 0, G_OPTION_ARG_STRING, &movetype_text,
      N_("The movement type whose costs apply (default: the map’s first)"), N_("ID") },
    { "print", 0, 0, G_OPTION_ARG_NONE, &print_grid,
      N_("First print the remaining move points of every cell, -1 where out of reach"), NULL },
    { "repeat", 0, 0, G_OPTION_ARG_STRING, &repeat_text,
      N_("Compute K times, for timing, and print once (default: 1)"), N_("K") },
    { NULL }
  };
  g_autoptr(GOptionContext) context = NULL;
  g_autoptr(GError) error = NULL;
  g_autoptr(TacticsMap) map = NULL;
  g_autoptr(TacticsReach) reach = NULL;
  const TacticsCostGrid *grid;
  const char *movetype_id = NULL;
  TacticsCell start;
  guint move_points;
  guint repeat = 1;
  guint n_destinations;
  guint64 remaining_sum = 0;

  context = tactics_cli_option_context_new ("reach", _("MAP"),
                                            _("Computes the cells a unit starting on a cell of "
                                              "MAP can reach with N move points: entering a cell "
                                              "costs its terrain’s cost for the movement type.\n\n"
                                              "Ends with two lines: “reachable N” (the cells "
                                              "within reach, start included) and "
                                              "“remaining-sum S” (the move points left over, "
                                              "summed over those cells).\n"
                                              "Exit status: 0 on success, 1 for a bad map, an "
                                              "unknown movement type or a start cell off the "
                                              "board or impassable, 2 for bad usage."),
                                            entries);

  if (!tactics_cli_parse_options (context, "reach", &argc, &argv))
    return TACTICS_CLI_EXIT_USAGE;

  if (argc != 2)
    return tactics_cli_usage_error ("reach", _("expected exactly one MAP file"));
  if (from_text == NULL)
    return tactics_cli_usage_error ("reach", _("--from is required"));
  if (move_text == NULL)
    return tactics_cli_usage_error ("reach", _("--move is required"));

  if (!tactics_cli_parse_cell ("--from", from_text, &start, &error)
      || !tactics_cli_parse_uint ("--move", move_text, 0, MAX_MOVE_POINTS, &move_points, &error)
      || (repeat_text != NULL
          && !tactics_cli_parse_uint ("--repeat", repeat_text, 1, MAX_REPEAT, &repeat, &error)))
    return tactics_cli_usage_error ("reach", "%s", error->message);

  map = tactics_cli_load_map (argv[1]);
  if (map == NULL)
    return TACTICS_CLI_EXIT_INVALID_INPUT;

  grid = tactics_cli_get_cost_grid ("reach", map, movetype_text, &movetype_id);
  if (grid == NULL)
    return TACTICS_CLI_EXIT_INVALID_INPUT;

  if (!tactics_cli_check_cell ("reach", _("start cell"), grid, movetype_id, start, from_text,
                               TRUE))
    return TACTICS_CLI_EXIT_INVALID_INPUT;

  /* One TacticsReach for every round, as the game reuses one. */
  reach = tactics_reach_new ();
  for (guint i = 0; i < repeat; i++)
    tactics_reach_compute (reach, grid, start, move_points, NULL, NULL);

  if (print_grid)
    print_remaining_grid (reach, grid, move_points);

  n_destinations = tactics_reach_get_n_destinations (reach);
  for (guint i = 0; i < n_destinations; i++)
    {
      int cost;

      tactics_reach_get_destination (reach, i, &cost);
      g_assert (cost >= 0 && (guint) cost <= move_points);
      remaining_sum += move_points - (guint) cost;
    }

  g_print ("reachable %u\n", n_destinations);
  g_print ("remaining-sum %" G_GUINT64_FORMAT "\n", remaining_sum);

  return TACTICS_CLI_EXIT_OK;
}
