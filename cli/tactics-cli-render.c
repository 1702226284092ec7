/* SPDX-License-Identifier: GPL-3.0-or-later */
#include "config.h"

#include <string.h>

#include "tactics-cli-private.h"
#include "tactics-draw.h"

/* Cell sizes a picture may be drawn at, in pixels. */
#define MIN_CELL 1
#define MAX_CELL 512
#define DEFAULT_CELL 32

typedef struct {
  TacticsPictureLayers layers;
  gboolean             reach;
  TacticsCell          reach_cell;
  const char          *reach_text;
  gboolean             threat;
  guint                threat_player;  /* from 1; 0: the player to move */
} Overlays;

/* "reach:X,Y", "threat", "threat:P", "regions", "starts", "units" or
 * "grid". */
static gboolean
parse_overlay (const char  *text,
               Overlays    *overlays,
               GError     **error)
{
  static const struct {
    const char           *name;
    TacticsPictureLayers  layer;
  } layers[] = {
    { "grid", TACTICS_PICTURE_GRID },
    { "regions", TACTICS_PICTURE_REGIONS },
    { "starts", TACTICS_PICTURE_STARTS },
    { "units", TACTICS_PICTURE_UNITS },
  };

  if (g_str_has_prefix (text, "reach:"))
    {
      overlays->reach = TRUE;
      overlays->reach_text = text + strlen ("reach:");
      return tactics_cli_parse_cell ("--overlay reach", overlays->reach_text,
                                     &overlays->reach_cell, error);
    }
  if (strcmp (text, "threat") == 0)
    {
      overlays->threat = TRUE;
      return TRUE;
    }
  if (g_str_has_prefix (text, "threat:"))
    {
      overlays->threat = TRUE;
      return tactics_cli_parse_uint ("--overlay threat", text + strlen ("threat:"), 1,
                                     TACTICS_MAX_PLAYERS, &overlays->threat_player, error);
    }
  for (guint i = 0; i < G_N_ELEMENTS (layers); i++)
    if (strcmp (text, layers[i].name) == 0)
      {
        overlays->layers |= layers[i].layer;
        return TRUE;
      }

  g_set_error (error, G_OPTION_ERROR, G_OPTION_ERROR_BAD_VALUE,
               /* Translators: %s is the value as typed; keep the overlay names in English. */
               _("unknown overlay “%s” for --overlay (expected reach:X,Y, threat, threat:P, "
                 "regions, starts, units or grid)"), text);
  return FALSE;
}

/* Where the unit on the reach cell can move, as the engine finds it. */
static gboolean
mark_reach (TacticsPicture *picture,
            const Overlays *overlays,
            const char     *path)
{
  TacticsMatch *match = tactics_picture_get_match (picture);
  g_autoptr(TacticsReach) reach = NULL;
  g_autoptr(GArray) cells = NULL;
  TacticsUnit *unit;

  if (match == NULL)
    {
      tactics_cli_input_error ("render",
                               /* Translators: %s is a file name. */
                               _("%s: reach:X,Y needs a saved match: a map or scenario has no "
                                 "units moving yet"), path);
      return FALSE;
    }
  unit = tactics_match_get_unit_at (match, overlays->reach_cell);
  if (unit == NULL)
    {
      tactics_cli_input_error ("render",
                               /* Translators: %s is a file name, then the cell as typed. */
                               _("%s: no unit on cell %s for reach"), path, overlays->reach_text);
      return FALSE;
    }

  reach = tactics_reach_new ();
  tactics_match_compute_reach (match, unit, reach);
  cells = g_array_new (FALSE, FALSE, sizeof (TacticsCell));
  for (guint i = 0; i < tactics_reach_get_n_destinations (reach); i++)
    {
      TacticsCell cell = tactics_reach_get_destination (reach, i, NULL);

      g_array_append_val (cells, cell);
    }
  tactics_picture_set_marked (picture, TACTICS_PICTURE_MARK_REACH,
                              (TacticsCell *) cells->data, cells->len);
  return TRUE;
}

/* Where the enemies of a player (the one to move, unless one is named)
 * can strike. */
static gboolean
mark_threat (TacticsPicture *picture,
             const Overlays *overlays,
             const char     *path)
{
  TacticsMatch *match = tactics_picture_get_match (picture);
  g_autoptr(GArray) cells = NULL;
  int player = (int) overlays->threat_player - 1;

  if (match == NULL)
    {
      tactics_cli_input_error ("render",
                               /* Translators: %s is a file name. */
                               _("%s: threat needs a saved match: a map or scenario has no "
                                 "units moving yet"), path);
      return FALSE;
    }
  if (player < 0 && (player = tactics_match_get_current_player (match)) < 0)
    {
      tactics_cli_input_error ("render",
                               /* Translators: %s is a file name; keep threat:P in English. */
                               _("%s: the match is over, no player is to move: name the "
                                 "threatened player with threat:P"), path);
      return FALSE;
    }
  if ((guint) player >= tactics_match_get_n_players (match))
    {
      tactics_cli_input_error ("render",
                               /* Translators: %s is a file name, %u the player as typed, then
                                * how many players the match has. */
                               _("%s: no player %u for threat: the match has %u"), path,
                               overlays->threat_player, tactics_match_get_n_players (match));
      return FALSE;
    }
  cells = g_array_new (FALSE, FALSE, sizeof (TacticsCell));
  tactics_match_compute_threat (match, (guint) player, cells);
  tactics_picture_set_marked (picture, TACTICS_PICTURE_MARK_THREAT,
                              (TacticsCell *) cells->data, cells->len);
  return TRUE;
}

int
tactics_cli_render (int    argc,
                    char **argv)
{
  g_autofree char *output = NULL;
  g_autofree char *cell_text = NULL;
  g_autofree char *fit_text = NULL;
  g_auto(GStrv) overlay_texts = NULL;
  const GOptionEntry entries[] = {
    { "output", 'o', 0, G_OPTION_ARG_FILENAME, &output,
      N_("Where to write the picture: a .png, .svg or .pdf file (required)"), N_("FILE") },
    { "cell", 0, 0, G_OPTION_ARG_STRING, &cell_text,
      N_("The cell size in pixels, 1 to 512 (default: 32)"), N_("PX") },
    { "fit", 0, 0, G_OPTION_ARG_STRING, &fit_text,
      N_("Draw the whole board as large as fits W × H pixels, instead of --cell"), N_("W,H") },
    { "overlay", 0, 0, G_OPTION_ARG_STRING_ARRAY, &overlay_texts,
      N_("Draw over the terrain: reach:X,Y (where the unit there can move), threat or "
         "threat:P (where the enemies of the player to move, or of player P, can strike), "
         "regions, starts (start zones), units or grid; repeat for several"), N_("WHAT") },
    { NULL }
  };
  g_autoptr(GOptionContext) context = NULL;
  g_autoptr(GError) error = NULL;
  g_autoptr(TacticsPicture) picture = NULL;
  g_autoptr(GFile) file = NULL;
  g_autoptr(GFile) output_file = NULL;
  TacticsPictureFormat format;
  Overlays overlays = { TACTICS_PICTURE_UNITS, FALSE, { 0, 0 }, NULL, FALSE, 0 };
  double cell_size = DEFAULT_CELL;
  guint fit_width = 0;
  guint fit_height = 0;

  context = tactics_cli_option_context_new ("render", _("FILE"),
                                            _("Draws a map, a scenario (with its units) or a saved "
                                              "match (as it was saved) into a PNG, SVG or PDF "
                                              "file, without a display. The terrain looks as on "
                                              "the board at the same cell size.\n"
                                              "Exit status: 0 on success, 1 for a file that "
                                              "cannot be read or written or an overlay it cannot "
                                              "show, 2 for bad usage."),
                                            entries);

  if (!tactics_cli_parse_options (context, "render", &argc, &argv))
    return TACTICS_CLI_EXIT_USAGE;

  if (argc != 2)
    return tactics_cli_usage_error ("render", _("expected exactly one FILE"));
  if (output == NULL)
    return tactics_cli_usage_error ("render", _("--output is required"));
  if (!tactics_picture_format_for_name (output, &format))
    return tactics_cli_usage_error ("render",
                                    /* Translators: %s is the file name as typed. */
                                    _("cannot tell the picture’s format from “%s”: end its "
                                      "name with .png, .svg or .pdf"), output);
  if (cell_text != NULL && fit_text != NULL)
    return tactics_cli_usage_error ("render", _("--cell and --fit cannot be used together"));

  if (cell_text != NULL)
    {
      guint cell;

      if (!tactics_cli_parse_uint ("--cell", cell_text, MIN_CELL, MAX_CELL, &cell, &error))
        return tactics_cli_usage_error ("render", "%s", error->message);
      cell_size = cell;
    }
  if (fit_text != NULL
      && !tactics_cli_parse_pair ("--fit", "W,H", fit_text, ',', 1, TACTICS_PICTURE_MAX_SIDE,
                                  &fit_width, &fit_height, &error))
    return tactics_cli_usage_error ("render", "%s", error->message);
  for (guint i = 0; overlay_texts != NULL && overlay_texts[i] != NULL; i++)
    if (!parse_overlay (overlay_texts[i], &overlays, &error))
      return tactics_cli_usage_error ("render", "%s", error->message);

  file = g_file_new_for_commandline_arg (argv[1]);
  picture = tactics_picture_new_for_file (file, &error);
  if (picture == NULL)
    {
      tactics_cli_print_file_error (argv[1], file, error);
      return TACTICS_CLI_EXIT_INVALID_INPUT;
    }
  tactics_cli_print_map_notice (argv[1], tactics_picture_get_map (picture));

  tactics_picture_set_layers (picture, overlays.layers);
  if (overlays.reach && !mark_reach (picture, &overlays, argv[1]))
    return TACTICS_CLI_EXIT_INVALID_INPUT;
  if (overlays.threat && !mark_threat (picture, &overlays, argv[1]))
    return TACTICS_CLI_EXIT_INVALID_INPUT;

  if (fit_text != NULL)
    cell_size = tactics_picture_fit_cell_size (picture, fit_width, fit_height);

  output_file = g_file_new_for_commandline_arg (output);
  if (!tactics_picture_write (picture, cell_size, format, output_file, &error))
    {
      if (g_error_matches (error, G_IO_ERROR, G_IO_ERROR_INVALID_ARGUMENT))
        return tactics_cli_usage_error ("render", "%s", error->message);
      if (error->domain == TACTICS_FILE_ERROR)
        tactics_cli_print_file_error (output, output_file, error);
      else
        tactics_cli_input_error ("render", "%s", error->message);
      return TACTICS_CLI_EXIT_INVALID_INPUT;
    }

  return TACTICS_CLI_EXIT_OK;
}
