/* SPDX-License-Identifier: GPL-3.0-or-later */
#include "config.h"

#include <stdarg.h>
#include <string.h>

#include "tactics-cli-private.h"

GOptionContext *
tactics_cli_option_context_new (const char         *command_name,
                                const char         *parameter_string,
                                const char         *summary,
                                const GOptionEntry *entries)
{
  GOptionContext *context;

  g_assert (command_name != NULL);

  context = g_option_context_new (parameter_string);
  g_option_context_set_translation_domain (context, GETTEXT_PACKAGE);
  g_option_context_set_summary (context, summary);
  g_option_context_add_main_entries (context, entries, GETTEXT_PACKAGE);
  return context;
}

static void print_command_message (const char *command_name,
                                   const char *format,
                                   va_list     args) G_GNUC_PRINTF (2, 0);

static void
print_command_message (const char *command_name,
                       const char *format,
                       va_list     args)
{
  g_autofree char *message = g_strdup_vprintf (format, args);

  g_printerr ("tactics-cli %s: %s\n", command_name, message);
}

int
tactics_cli_usage_error (const char *command_name,
                         const char *format,
                         ...)
{
  va_list args;

  va_start (args, format);
  print_command_message (command_name, format, args);
  va_end (args);

  /* Translators: %s is a command's name, e.g. "path". */
  g_printerr (_("Run “tactics-cli %s --help” for usage.\n"), command_name);
  return TACTICS_CLI_EXIT_USAGE;
}

int
tactics_cli_input_error (const char *command_name,
                         const char *format,
                         ...)
{
  va_list args;

  va_start (args, format);
  print_command_message (command_name, format, args);
  va_end (args);

  return TACTICS_CLI_EXIT_INVALID_INPUT;
}

gboolean
tactics_cli_parse_options (GOptionContext   *context,
                           const char       *command_name,
                           int              *argc,
                           char           ***argv)
{
  g_autoptr(GError) error = NULL;

  if (!g_option_context_parse (context, argc, argv, &error))
    {
      tactics_cli_usage_error (command_name, "%s", error->message);
      return FALSE;
    }

  /* GOption leaves "--" in place when an argument after it starts with a
   * dash ("-- -odd-name.map.xml"). The first one left is the separator:
   * every argument after it is the command's, a later "--" too. */
  for (int i = 1; i < *argc; i++)
    {
      if (strcmp ((*argv)[i], "--") != 0)
        continue;
      memmove (&(*argv)[i], &(*argv)[i + 1], sizeof (char *) * (gsize) (*argc - i));
      (*argc)--;
      break;
    }
  return TRUE;
}

void
tactics_cli_print_file_error (const char   *display_path,
                              GFile        *file,
                              const GError *error)
{
  const char *path = display_path;
  const char *detail = error->message;
  int line = 0;

  if (error->domain == TACTICS_FILE_ERROR)
    {
      const char *error_path = tactics_file_error_get_path (error);
      const char *error_detail = tactics_file_error_get_detail (error);

      if (error_path != NULL)
        {
          g_autoptr(GFile) error_file = g_file_new_for_path (error_path);

          if (file == NULL || !g_file_equal (error_file, file))
            path = error_path;
        }
      if (error_detail != NULL)
        detail = error_detail;
      line = tactics_file_error_get_line (error);
    }

  /* "error:" stays untranslated: editors and scripts parse these lines the
   * way they parse a compiler's. */
  if (line > 0)
    g_printerr ("%s:%d: error: %s\n", path, line, detail);
  else
    g_printerr ("%s: error: %s\n", path, detail);
}

void
tactics_cli_print_map_notice (const char *display_path,
                              TacticsMap *map)
{
  g_autofree char *notice = tactics_map_dup_ruleset_notice (map);

  /* "warning:" stays untranslated, like "error:". */
  if (notice != NULL)
    g_printerr ("%s: warning: %s\n", display_path, notice);
}

char *
tactics_cli_format_problem (const char     *path,
                            TacticsProblem *problem)
{
  guint n_cells;
  const TacticsCell *cells = tactics_problem_get_cells (problem, &n_cells);
  /* "error:" and "warning:" stay untranslated, like the loader's, for
   * editors and scripts that read these lines like a compiler's. */
  const char *severity = tactics_problem_get_severity (problem) == TACTICS_PROBLEM_ERROR
                         ? "error" : "warning";

  if (n_cells > 0)
    return g_strdup_printf ("%s: %d,%d: %s: %s\n", path, cells[0].x, cells[0].y, severity,
                            tactics_problem_get_message (problem));
  return g_strdup_printf ("%s: %s: %s\n", path, severity, tactics_problem_get_message (problem));
}

static gboolean
parse_uint_checked (const char *text,
                    guint       min,
                    guint       max,
                    guint      *value)
{
  guint64 number = 0;

  g_assert (max <= G_MAXUINT);

  if (text == NULL || *text == '\0')
    return FALSE;

  /* Digits only: strtoul would let through signs, spaces and hex. Leading
   * zeros are harmless. */
  for (const char *p = text; *p != '\0'; p++)
    {
      if (!g_ascii_isdigit (*p))
        return FALSE;
      number = number * 10 + (guint64) (*p - '0');
      if (number > max)
        return FALSE;
    }

  if (number < min)
    return FALSE;

  *value = (guint) number;
  return TRUE;
}

gboolean
tactics_cli_parse_uint (const char  *option_name,
                        const char  *text,
                        guint        min,
                        guint        max,
                        guint       *value,
                        GError     **error)
{
  g_assert (option_name != NULL);
  g_assert (value != NULL);

  if (!parse_uint_checked (text, min, max, value))
    {
      g_set_error (error, G_OPTION_ERROR, G_OPTION_ERROR_BAD_VALUE,
                   /* Translators: an option, the text given to it, then the smallest and largest
                    * number it takes, e.g. "--width: “abc” is not a whole number from 1 to 256". */
                   _("%s: “%s” is not a whole number from %u to %u"),
                   option_name, text != NULL ? text : "", min, max);
      return FALSE;
    }
  return TRUE;
}

gboolean
tactics_cli_parse_pair (const char  *option_name,
                        const char  *form,
                        const char  *text,
                        char         separator,
                        guint        min,
                        guint        max,
                        guint       *first,
                        guint       *second,
                        GError     **error)
{
  const char *split;
  g_autofree char *first_text = NULL;

  g_assert (option_name != NULL);
  g_assert (form != NULL);

  split = text != NULL ? strchr (text, separator) : NULL;
  if (split != NULL)
    first_text = g_strndup (text, (gsize) (split - text));

  if (split == NULL
      || !parse_uint_checked (first_text, min, max, first)
      || !parse_uint_checked (split + 1, min, max, second))
    {
      g_set_error (error, G_OPTION_ERROR, G_OPTION_ERROR_BAD_VALUE,
                   /* Translators: an option, the text given to it, the form it takes, then the
                    * smallest and largest number, e.g. "--size: “8” is not of the form W,H with
                    * whole numbers from 1 to 256". */
                   _("%s: “%s” is not of the form %s with whole numbers from %u to %u"),
                   option_name, text != NULL ? text : "", form, min, max);
      return FALSE;
    }
  return TRUE;
}

/* A coordinate: one or more decimal digits, however many. A cell past
 * every board is as much off the board as one just past this board's
 * edge, which is invalid input rather than bad usage, so the value
 * saturates at G_MAXINT (off every board) and messages quote the cell as
 * the user wrote it. */
static gboolean
parse_coordinate (const char *text,
                  gsize       length,
                  int        *value)
{
  gint64 number = 0;

  if (length == 0)
    return FALSE;

  for (gsize i = 0; i < length; i++)
    {
      if (!g_ascii_isdigit (text[i]))
        return FALSE;
      number = MIN (number * 10 + (text[i] - '0'), (gint64) G_MAXINT);
    }

  *value = (int) number;
  return TRUE;
}

gboolean
tactics_cli_parse_cell (const char   *option_name,
                        const char   *text,
                        TacticsCell  *cell,
                        GError      **error)
{
  const char *split;

  g_assert (option_name != NULL);
  g_assert (cell != NULL);

  split = text != NULL ? strchr (text, ',') : NULL;
  if (split == NULL
      || !parse_coordinate (text, (gsize) (split - text), &cell->x)
      || !parse_coordinate (split + 1, strlen (split + 1), &cell->y))
    {
      g_set_error (error, G_OPTION_ERROR, G_OPTION_ERROR_BAD_VALUE,
                   /* Translators: an option, then the text given to it, e.g. "--start: “7” is
                    * not of the form X,Y with whole numbers". */
                   _("%s: “%s” is not of the form X,Y with whole numbers"),
                   option_name, text != NULL ? text : "");
      return FALSE;
    }
  return TRUE;
}

TacticsMap *
tactics_cli_load_map (const char *path)
{
  g_autoptr(GFile) file = g_file_new_for_commandline_arg (path);
  g_autoptr(GError) error = NULL;
  TacticsMap *map;

  map = tactics_map_load (file, &error);
  if (map != NULL)
    tactics_cli_print_map_notice (path, map);
  if (map == NULL)
    tactics_cli_print_file_error (path, file, error);
  return map;
}

static char *
list_movetypes (TacticsRuleset *ruleset)
{
  GListModel *movetypes = tactics_ruleset_get_movetypes (ruleset);
  guint n_movetypes = g_list_model_get_n_items (movetypes);
  GString *list = g_string_new (NULL);

  for (guint i = 0; i < n_movetypes; i++)
    {
      g_autoptr(TacticsMovetype) movetype = g_list_model_get_item (movetypes, i);

      if (i > 0)
        g_string_append (list, ", ");
      g_string_append (list, tactics_movetype_get_id (movetype));
    }
  return g_string_free (list, FALSE);
}

const TacticsCostGrid *
tactics_cli_get_cost_grid (const char  *command_name,
                           TacticsMap  *map,
                           const char  *movetype_id,
                           const char **used_movetype_id)
{
  TacticsRuleset *ruleset = tactics_map_get_ruleset (map);
  const TacticsCostGrid *grid;

  if (movetype_id == NULL)
    {
      GListModel *movetypes = tactics_ruleset_get_movetypes (ruleset);
      g_autoptr(TacticsMovetype) first = g_list_model_get_item (movetypes, 0);

      if (first == NULL)
        {
          tactics_cli_input_error (command_name, _("the map defines no movement types"));
          return NULL;
        }
      /* The ruleset keeps the movement type, so the id outlives @first. */
      movetype_id = tactics_movetype_get_id (first);
    }
  else if (tactics_ruleset_lookup_movetype (ruleset, movetype_id) == NULL)
    {
      g_autofree char *known = list_movetypes (ruleset);

      tactics_cli_input_error (command_name,
                               /* Translators: a movement type's id as typed, then the ids the
                                * map knows, e.g. "unknown movement type “swim” (the map has:
                                * foot, mounted)". */
                               _("unknown movement type “%s” (the map has: %s)"),
                               movetype_id, known);
      return NULL;
    }

  grid = tactics_map_get_cost_grid (map, movetype_id);
  if (grid == NULL)
    {
      tactics_cli_input_error (command_name,
                               /* Translators: %s is a movement type's id, e.g. "foot". */
                               _("no move costs for movement type “%s”"), movetype_id);
      return NULL;
    }

  if (used_movetype_id != NULL)
    *used_movetype_id = movetype_id;
  return grid;
}

gboolean
tactics_cli_check_cell (const char            *command_name,
                        const char            *what,
                        const TacticsCostGrid *grid,
                        const char            *movetype_id,
                        TacticsCell            cell,
                        const char            *cell_text,
                        gboolean               need_passable)
{
  if (cell.x < 0 || cell.x >= grid->width || cell.y < 0 || cell.y >= grid->height)
    {
      /* Translators: "%s %s" is e.g. "start cell 7,2"; "%d×%d" the board's size. */
      tactics_cli_input_error (command_name, _("the %s %s is off the board (%d×%d)"),
                               what, cell_text, grid->width, grid->height);
      return FALSE;
    }

  if (need_passable && tactics_cost_grid_get (grid, cell.x, cell.y) == 0)
    {
      tactics_cli_input_error (command_name,
                               /* Translators: which cell (“start cell” or “goal cell”), its
                                * column and row, then a movement type's id, e.g. "the start cell
                                * 7,2 is impassable for movement type “foot”". */
                               _("the %s %d,%d is impassable for movement type “%s”"),
                               what, cell.x, cell.y, movetype_id);
      return FALSE;
    }

  return TRUE;
}

gboolean
tactics_cli_parse_word (const char  *option_name,
                        GType        enum_type,
                        const char  *text,
                        const char  *choices,
                        int         *value,
                        GError     **error)
{
  if (!tactics_enum_from_string (enum_type, text, value))
    {
      g_set_error (error, G_OPTION_ERROR, G_OPTION_ERROR_BAD_VALUE,
                   /* Translators: an option, the text given to it, then the words it takes, e.g.
                    * "--shape: “cone” is not one of single, linear, circular". */
                   _("%s: “%s” is not one of %s"), option_name, text, choices);
      return FALSE;
    }
  return TRUE;
}

guint
tactics_cli_display_width (const char *text)
{
  guint width = 0;

  for (const char *p = text; *p != '\0'; p = g_utf8_next_char (p))
    {
      gunichar c = g_utf8_get_char (p);

      if (g_unichar_iszerowidth (c))
        continue;
      width += g_unichar_iswide (c) ? 2 : 1;
    }
  return width;
}

char *
tactics_cli_pad (const char *text,
                 guint       width,
                 gboolean    align_right)
{
  guint used = tactics_cli_display_width (text);
  g_autofree char *spaces = g_strnfill (used < width ? width - used : 0, ' ');

  return align_right ? g_strconcat (spaces, text, NULL) : g_strconcat (text, spaces, NULL);
}

gboolean
tactics_cli_parse_seed (const char  *text,
                        guint64      max,
                        guint64     *seed,
                        GError     **error)
{
  g_autofree char *limit = NULL;

  /* Digits only: g_ascii_string_to_unsigned() alone would take a sign. */
  for (const char *c = text; *c != '\0'; c++)
    if (!g_ascii_isdigit (*c))
      goto bad;
  if (*text != '\0' && g_ascii_string_to_unsigned (text, 10, 0, max, seed, NULL))
    return TRUE;

bad:
  /* As text: a G_GUINT64_FORMAT inside _() would cut the message short. */
  limit = g_strdup_printf ("%" G_GUINT64_FORMAT, max);
  g_set_error (error, G_OPTION_ERROR, G_OPTION_ERROR_BAD_VALUE,
               /* Translators: %s is the largest seed, a number. */
               _("--seed takes a number from 0 to %s"), limit);
  return FALSE;
}

gboolean
tactics_cli_parse_levels (const char      *text,
                          guint            n_players,
                          gboolean         per_player,
                          TacticsAiLevel  *levels,
                          GError         **error)
{
  g_auto(GStrv) words = NULL;
  guint n_words;

  if (text == NULL)
    text = "normal";
  words = per_player ? g_strsplit (text, ",", -1) : g_strdupv ((char *[]) { (char *) text, NULL });
  n_words = g_strv_length (words);
  if (n_words != 1 && n_words != n_players)
    {
      g_set_error (error, G_OPTION_ERROR, G_OPTION_ERROR_BAD_VALUE,
                   /* Translators: %u is the number of players. */
                   _("--ai takes one level, or one per player (%u)"), n_players);
      return FALSE;
    }
  for (guint p = 0; p < n_players; p++)
    {
      const char *word = words[n_words == 1 ? 0 : p];
      int level;

      if (!tactics_enum_from_string (TACTICS_TYPE_AI_LEVEL, word, &level))
        {
          g_set_error (error, G_OPTION_ERROR, G_OPTION_ERROR_BAD_VALUE,
                       /* Translators: %s is the level as typed; “normal” and “hard” are the
                        * words the option takes: keep them. */
                       _("unknown computer level “%s” (normal or hard)"), word);
          return FALSE;
        }
      levels[p] = (TacticsAiLevel) level;
    }
  return TRUE;
}

gboolean
tactics_cli_check_players (const char      *command_name,
                           const char      *players_text,
                           guint            n_players,
                           TacticsScenario *scenario)
{
  guint n_sides = g_list_model_get_n_items (tactics_scenario_get_sides (scenario));

  if (players_text == NULL || n_players == n_sides)
    return TRUE;
  tactics_cli_usage_error (command_name,
                           /* Translators: the players asked for, then the sides of the
                            * scenario. */
                           ngettext ("--players is %u, but the scenario has %u side",
                                     "--players is %u, but the scenario has %u sides", n_sides),
                           n_players, n_sides);
  return FALSE;
}

TacticsRuleset *
tactics_cli_load_ruleset (const char *command_name,
                          const char *ruleset_path,
                          TacticsMap *map)
{
  g_autoptr(GError) error = NULL;
  g_autoptr(GFile) file = NULL;
  TacticsRuleset *ruleset;

  if (ruleset_path == NULL)
    {
      TacticsRuleset *map_rules = map != NULL ? tactics_map_get_ruleset (map) : NULL;

      if (map_rules != NULL &&
          g_list_model_get_n_items (tactics_ruleset_get_unit_types (map_rules)) > 0)
        return g_object_ref (map_rules);
      file = tactics_data_find_file ("default.ruleset.xml");
      if (file == NULL)
        {
          if (map != NULL)
            tactics_cli_input_error (command_name,
                                     _("the map has no units and the bundled ruleset was not "
                                       "found; give one with --ruleset"));
          else
            tactics_cli_input_error (command_name,
                                     _("the bundled ruleset was not found; give one with "
                                       "--ruleset"));
          return NULL;
        }
      ruleset_path = g_file_peek_path (file);
    }
  else
    {
      file = g_file_new_for_commandline_arg (ruleset_path);
    }

  ruleset = tactics_ruleset_load (file, &error);
  if (ruleset == NULL)
    tactics_cli_print_file_error (ruleset_path, file, error);
  return ruleset;
}
