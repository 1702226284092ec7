/* SPDX-License-Identifier: GPL-3.0-or-later */
#include "config.h"

#include <stdio.h>
#include <string.h>

#include "tactics-cli-private.h"

/* Lowest to highest priority: where they coincide, the later one is drawn
 * ("U" beats "F" beats "*" beats "o" beats "."). */
#define SYMBOL_NONE   '.'
#define SYMBOL_FOCI   'o'
#define SYMBOL_EFFECT '*'
#define SYMBOL_FOCUS  'F'
#define SYMBOL_UNIT   'U'

static void
mark_cells (char        *symbols,
            int          width,
            GArray      *cells,
            char         symbol)
{
  for (guint i = 0; i < cells->len; i++)
    {
      const TacticsCell *cell = &g_array_index (cells, TacticsCell, i);

      g_assert (cell->x >= 0 && cell->x < width && cell->y >= 0);
      symbols[(gsize) cell->y * (gsize) width + (gsize) cell->x] = symbol;
    }
}

static void
print_symbols (const char *symbols,
               int         width,
               int         height)
{
  g_autoptr(GString) row = g_string_sized_new ((gsize) width * 2 + 1);

  for (int y = 0; y < height; y++)
    {
      g_string_truncate (row, 0);
      for (int x = 0; x < width; x++)
        {
          if (x > 0)
            g_string_append_c (row, ' ');
          g_string_append_c (row, symbols[(gsize) y * (gsize) width + (gsize) x]);
        }
      g_string_append_c (row, '\n');
      fwrite (row->str, 1, row->len, stdout);
    }
}

static gboolean
cell_on_board (TacticsCell cell,
               int         width,
               int         height)
{
  return cell.x >= 0 && cell.x < width && cell.y >= 0 && cell.y < height;
}

/* Says why the engine refused @focus. */
static int
report_bad_focus (const TacticsPattern *pattern,
                  TacticsCell           unit,
                  TacticsCell           focus)
{
  int distance = tactics_distance (pattern->metric, unit, focus);
  guint direction;

  if (distance < (int) pattern->range_min || distance > (int) pattern->range_max)
    return tactics_cli_input_error ("pattern",
                                    /* Translators: the focus's column and row, its distance from
                                     * the unit, then the action's range, e.g. "the focus 9,2 is
                                     * out of range: it is 5 from the unit, the range is 1-3". */
                                    _("the focus %d,%d is out of range: it is %d from the "
                                      "unit, the range is %u-%u"),
                                    focus.x, focus.y, distance,
                                    pattern->range_min, pattern->range_max);

  if (pattern->shape == TACTICS_SHAPE_LINEAR
      && !tactics_direction_between (pattern->metric, unit, focus, &direction))
    return tactics_cli_input_error ("pattern",
                                    /* Translators: the focus's column and row, e.g. "the focus
                                     * 3,5 is not on a straight line from the unit". */
                                    _("the focus %d,%d is not on a straight line from the "
                                      "unit"),
                                    focus.x, focus.y);

  /* Translators: a cell's column and row, e.g. "the action cannot be aimed at 3,5". */
  return tactics_cli_input_error ("pattern", _("the action cannot be aimed at %d,%d"),
                                  focus.x, focus.y);
}

int
tactics_cli_pattern (int    argc,
                     char **argv)
{
  g_autofree char *topology_text = NULL;
  g_autofree char *size_text = NULL;
  g_autofree char *unit_text = NULL;
  g_autofree char *range_text = NULL;
  g_autofree char *shape_text = NULL;
  g_autofree char *extent_text = NULL;
  g_autofree char *metric_text = NULL;
  g_autofree char *focus_text = NULL;
  const GOptionEntry entries[] = {
    { "topology", 0, 0, G_OPTION_ARG_STRING, &topology_text,
      N_("The board’s cells: square or hex (required)"), N_("square|hex") },
    { "size", 0, 0, G_OPTION_ARG_STRING, &size_text,
      N_("The board’s width and height (required)"), N_("W,H") },
    { "unit", 0, 0, G_OPTION_ARG_STRING, &unit_text,
      N_("The acting unit’s cell (required)"), N_("X,Y") },
    { "range", 0, 0, G_OPTION_ARG_STRING, &range_text,
      N_("The distances the focus may be at (required)"), N_("MIN-MAX") },
    { "shape", 0, 0, G_OPTION_ARG_STRING, &shape_text,
      N_("The effect’s shape: single, linear or circular (required)"),
      N_("single|linear|circular") },
    { "extent", 0, 0, G_OPTION_ARG_STRING, &extent_text,
      N_("The effect’s extent (required)"), N_("E") },
    { "metric", 0, 0, G_OPTION_ARG_STRING, &metric_text,
      N_("The distance: manhattan or chebyshev on square boards (default: chebyshev), "
         "hex on hex boards"), N_("M") },
    { "focus", 0, 0, G_OPTION_ARG_STRING, &focus_text,
      N_("The cell the action is aimed at; shows the cells it covers"), N_("X,Y") },
    { NULL }
  };
  g_autoptr(GOptionContext) context = NULL;
  g_autoptr(GError) error = NULL;
  g_autoptr(GArray) cells = NULL;
  g_autofree char *symbols = NULL;
  int topology_value, shape_value, metric_value;
  TacticsTopology topology;
  TacticsMetric metric;
  TacticsPattern pattern;
  guint width, height, range_min, range_max, extent;
  TacticsCell unit, focus = { 0, 0 };

  context = tactics_cli_option_context_new ("pattern", NULL,
                                            _("Draws an action’s pattern on an empty "
                                              "board: H rows of W symbols, “U” the unit, “F” the "
                                              "focus, “*” the other cells the effect covers, "
                                              "“o” the other cells the focus may take, “.” the "
                                              "rest. Hex boards are pointy-top with odd rows "
                                              "shifted right by half a cell (rows are printed "
                                              "unshifted).\n"
                                              "Exit status: 0 on success, 1 for a unit or focus "
                                              "off the board, a focus out of range or, for "
                                              "linear, off every line, 2 for bad usage."),
                                            entries);

  if (!tactics_cli_parse_options (context, "pattern", &argc, &argv))
    return TACTICS_CLI_EXIT_USAGE;

  if (argc != 1)
    /* Translators: %s is the argument as typed. */
    return tactics_cli_usage_error ("pattern", _("unexpected argument “%s”"), argv[1]);

  if (topology_text == NULL)
    return tactics_cli_usage_error ("pattern", _("--topology is required"));
  if (size_text == NULL)
    return tactics_cli_usage_error ("pattern", _("--size is required"));
  if (unit_text == NULL)
    return tactics_cli_usage_error ("pattern", _("--unit is required"));
  if (range_text == NULL)
    return tactics_cli_usage_error ("pattern", _("--range is required"));
  if (shape_text == NULL)
    return tactics_cli_usage_error ("pattern", _("--shape is required"));
  if (extent_text == NULL)
    return tactics_cli_usage_error ("pattern", _("--extent is required"));

  if (!tactics_cli_parse_word ("--topology", TACTICS_TYPE_TOPOLOGY, topology_text,
                               "square, hex", &topology_value, &error)
      || !tactics_cli_parse_pair ("--size", "W,H", size_text, ',', 1, TACTICS_MAX_MAP_SIZE,
                                  &width, &height, &error)
      || !tactics_cli_parse_cell ("--unit", unit_text, &unit, &error)
      || !tactics_cli_parse_pair ("--range", "MIN-MAX", range_text, '-', 0, TACTICS_MAX_RANGE,
                                  &range_min, &range_max, &error)
      || !tactics_cli_parse_word ("--shape", TACTICS_TYPE_SHAPE, shape_text,
                                  "single, linear, circular", &shape_value, &error)
      || !tactics_cli_parse_uint ("--extent", extent_text, 1, TACTICS_MAX_EXTENT, &extent,
                                  &error)
      || (focus_text != NULL && !tactics_cli_parse_cell ("--focus", focus_text, &focus, &error)))
    return tactics_cli_usage_error ("pattern", "%s", error->message);

  if (range_min > range_max)
    /* Translators: the two numbers given to --range, e.g. "--range: the minimum 4 is above the
     * maximum 2". */
    return tactics_cli_usage_error ("pattern", _("--range: the minimum %u is above the maximum %u"),
                                    range_min, range_max);

  topology = (TacticsTopology) topology_value;
  if (metric_text == NULL)
    {
      metric = tactics_default_metric (topology);
    }
  else
    {
      if (!tactics_cli_parse_word ("--metric", TACTICS_TYPE_METRIC, metric_text,
                                   "manhattan, chebyshev, hex", &metric_value, &error))
        return tactics_cli_usage_error ("pattern", "%s", error->message);
      metric = (TacticsMetric) metric_value;

      /* The engine would quietly swap a metric that does not fit the board;
       * on the command line that is more likely a mistake worth naming. */
      if (tactics_metric_for_topology (metric, topology) != metric)
        return tactics_cli_usage_error ("pattern",
                                        /* Translators: a metric and a grid as typed, e.g.
                                         * "--metric: chebyshev does not apply to hex boards". */
                                        _("--metric: %s does not apply to %s boards"),
                                        metric_text, topology_text);
    }

  if (!cell_on_board (unit, (int) width, (int) height))
    /* Translators: a cell as typed, then the board's columns and rows, e.g. "the unit 30,2 is
     * off the board (24×16)". */
    return tactics_cli_input_error ("pattern", _("the unit %s is off the board (%u×%u)"),
                                    unit_text, width, height);
  if (focus_text != NULL && !cell_on_board (focus, (int) width, (int) height))
    /* Translators: a cell as typed, then the board's columns and rows, e.g. "the focus 30,2 is
     * off the board (24×16)". */
    return tactics_cli_input_error ("pattern", _("the focus %s is off the board (%u×%u)"),
                                    focus_text, width, height);

  tactics_pattern_init (&pattern, topology, (int) width, (int) height, metric,
                        (TacticsShape) shape_value, range_min, range_max, extent);

  if (focus_text != NULL && !tactics_pattern_focus_allowed (&pattern, unit, focus))
    return report_bad_focus (&pattern, unit, focus);

  symbols = g_malloc ((gsize) width * (gsize) height);
  memset (symbols, SYMBOL_NONE, (gsize) width * (gsize) height);

  cells = g_array_new (FALSE, FALSE, sizeof (TacticsCell));
  tactics_pattern_get_foci (&pattern, unit, cells);
  mark_cells (symbols, (int) width, cells, SYMBOL_FOCI);

  if (focus_text != NULL)
    {
      g_array_set_size (cells, 0);
      tactics_pattern_get_effect (&pattern, unit, focus, cells);
      mark_cells (symbols, (int) width, cells, SYMBOL_EFFECT);
      symbols[(gsize) focus.y * width + (gsize) focus.x] = SYMBOL_FOCUS;
    }

  symbols[(gsize) unit.y * width + (gsize) unit.x] = SYMBOL_UNIT;

  print_symbols (symbols, (int) width, (int) height);
  return TACTICS_CLI_EXIT_OK;
}
