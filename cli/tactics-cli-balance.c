/* SPDX-License-Identifier: GPL-3.0-or-later */
#include "config.h"

#include <stdio.h>
#include <string.h>
#include <unistd.h>

#include "tactics-cli-private.h"

/* ±1 point at 95% takes about 10,000 matches; a thousand tell a slot
 * favoured by 5 points from a fair one, in seconds. */
#define DEFAULT_N_MATCHES 1000
#define MAX_N_MATCHES 1000000
#define MAX_N_JOBS 256
#define PROGRESS_WIDTH 30

/* --- Progress on a terminal ------------------------------------------------ */

typedef struct {
  gint64 start;
  gint64 last_drawn;
} ProgressBar;

static void
on_progress (TacticsArena *arena,
             guint         done,
             guint         total,
             gpointer      user_data)
{
  ProgressBar *bar = user_data;
  gint64 now = g_get_monotonic_time ();
  guint filled = total > 0 ? (guint) ((guint64) done * PROGRESS_WIDTH / total) : 0;
  char cells[PROGRESS_WIDTH + 1];
  double left;

  /* Ten times a second is enough for the eye. */
  if (done < total && now - bar->last_drawn < G_USEC_PER_SEC / 10)
    return;
  bar->last_drawn = now;
  memset (cells, '#', filled);
  memset (cells + filled, '-', PROGRESS_WIDTH - filled);
  cells[PROGRESS_WIDTH] = '\0';
  left = done > 0 ? (double) (now - bar->start) / G_USEC_PER_SEC * (total - done) / done : 0.0;
  fputc ('\r', stderr);
  /* Translators: the progress bar: matches played, of how many, then the
   * seconds left; keep it short, it is one line of a terminal. */
  fprintf (stderr, _("[%s] %u/%u matches, %.0f s left "), cells, done, total, left);
  if (done == total)
    fputs ("\r\033[K", stderr);
  fflush (stderr);
}

/* --- The report as text ---------------------------------------------------- */

static char *
slot_name (TacticsScenario *scenario,
           guint            slot)
{
  if (scenario != NULL)
    return g_strdup_printf ("%u %s", slot + 1,
                            tactics_side_get_display_name (tactics_scenario_get_side (scenario,
                                                                                      slot)));
  return g_strdup_printf ("%u", slot + 1);
}

static char *
describe_verdict (TacticsArenaResult *result,
                  TacticsScenario    *scenario)
{
  guint slot;
  TacticsArenaVerdict verdict = tactics_arena_result_get_verdict (result, &slot);
  g_autofree char *name = NULL;
  double rate, lower, upper;
  int tolerance = (int) (TACTICS_ARENA_BALANCE_TOLERANCE * 100 + 0.5);

  if (verdict == TACTICS_ARENA_VERDICT_BALANCED)
    /* Translators: the verdict when every slot's interval lies within the
     * tolerance; %d is the tolerance in points, e.g. "balanced within ±5%". */
    return g_strdup_printf (_("balanced within ±%d%%"), tolerance);
  if (verdict == TACTICS_ARENA_VERDICT_UNDECIDED)
    /* Translators: the verdict when no slot is clearly favoured but the
     * intervals are too wide to call the map balanced; %d as above. */
    return g_strdup_printf (_("undecided: no slot is clearly favoured, but not every one is "
                              "within ±%d%%; play more matches"), tolerance);

  name = slot_name (scenario, slot);
  rate = tactics_arena_result_get_win_rate (result, slot);
  tactics_arena_result_get_win_interval (result, slot, &lower, &upper);
  if (verdict == TACTICS_ARENA_VERDICT_FAVOURED)
    /* Translators: the verdict: the slot (its number, and a scenario's side
     * name), its win rate and its 95% interval, in percent, e.g. "slot 2
     * favoured: 58% [54, 62]". */
    return g_strdup_printf (_("slot %s favoured: %.0f%% [%.0f, %.0f]"), name, rate * 100,
                            lower * 100, upper * 100);
  /* Translators: as “slot %s favoured”, for a slot that wins less than its
   * share. */
  return g_strdup_printf (_("slot %s disfavoured: %.0f%% [%.0f, %.0f]"), name, rate * 100,
                          lower * 100, upper * 100);
}

#define N_COLUMNS 6

/* The table of the slots: each column as wide as its widest cell in
 * terminal columns, so that headings and side names in Chinese or
 * Japanese, two columns a character, keep it straight. @cells holds
 * N_COLUMNS strings a row, the headings first. */
static void
print_table (GPtrArray *cells)
{
  /* The slot's name on the left, the numbers on the right. */
  static const guint min_widths[N_COLUMNS] = { 14, 6, 6, 9, 14, 7 };
  guint widths[N_COLUMNS];

  for (guint c = 0; c < N_COLUMNS; c++)
    {
      widths[c] = min_widths[c];
      for (guint i = c; i < cells->len; i += N_COLUMNS)
        widths[c] = MAX (widths[c], tactics_cli_display_width (g_ptr_array_index (cells, i)));
    }
  for (guint i = 0; i < cells->len; i += N_COLUMNS)
    {
      g_autoptr(GString) line = g_string_new (NULL);

      for (guint c = 0; c < N_COLUMNS; c++)
        {
          g_autofree char *padded = tactics_cli_pad (g_ptr_array_index (cells, i + c), widths[c],
                                                     c > 0);

          if (c > 0)
            g_string_append_c (line, ' ');
          g_string_append (line, padded);
        }
      printf ("%s\n", line->str);
    }
}

static void
print_text (const char         *title,
            TacticsArenaResult *result,
            TacticsScenario    *scenario,
            const char         *level)
{
  guint n_slots = tactics_arena_result_get_n_slots (result);
  guint n_matches = tactics_arena_result_get_n_matches (result);
  double lower, upper, advantage;
  g_autofree char *verdict = describe_verdict (result, scenario);
  g_autoptr(GPtrArray) cells = g_ptr_array_new_with_free_func (g_free);

  /* Translators: the report's first line: the map's or scenario's name, the
   * matches, the players and the computer level (“normal” or “hard”). */
  printf (ngettext ("%s: %u match, %u players, computer level %s\n",
                    "%s: %u matches, %u players, computer level %s\n", n_matches),
          title, n_matches, n_slots, level);
  /* Translators: the table's header; each column widens to fit its
   * heading, but short words keep the table narrow. */
  g_ptr_array_add (cells, g_strdup (_("slot")));
  g_ptr_array_add (cells, g_strdup (_("wins")));
  g_ptr_array_add (cells, g_strdup (_("draws")));
  g_ptr_array_add (cells, g_strdup (_("win rate")));
  /* xgettext:no-c-format */
  g_ptr_array_add (cells, g_strdup (_("95% interval")));
  g_ptr_array_add (cells, g_strdup (_("rounds")));
  for (guint s = 0; s < n_slots; s++)
    {
      tactics_arena_result_get_win_interval (result, s, &lower, &upper);
      g_ptr_array_add (cells, slot_name (scenario, s));
      g_ptr_array_add (cells, g_strdup_printf ("%u", tactics_arena_result_get_wins (result, s)));
      g_ptr_array_add (cells, g_strdup_printf ("%u", tactics_arena_result_get_n_draws (result)));
      g_ptr_array_add (cells, g_strdup_printf ("%.1f%%",
                                               tactics_arena_result_get_win_rate (result, s) * 100));
      g_ptr_array_add (cells, g_strdup_printf ("[%.1f, %.1f]", lower * 100, upper * 100));
      g_ptr_array_add (cells, g_strdup_printf ("%.1f",
                                               tactics_arena_result_get_median_rounds (result, s)));
    }
  print_table (cells);
  tactics_arena_result_get_first_mover_interval (result, &lower, &upper);
  advantage = tactics_arena_result_get_first_mover_advantage (result);
  /* Translators: the first mover's wins, its win rate and 95% interval, and
   * its advantage over the fair share in percentage points (signed). */
  printf (_("first mover: %u wins, %.1f%% [%.1f, %.1f], advantage %+.1f points\n"),
          tactics_arena_result_get_first_mover_wins (result),
          n_matches > 0 ? 100.0 * tactics_arena_result_get_first_mover_wins (result) / n_matches
                        : 0.0,
          lower * 100, upper * 100, advantage * 100);
  /* Translators: the matches stopped by the round limit with nobody the
   * winner. */
  printf (_("unfinished: %u\n"), tactics_arena_result_get_n_unfinished (result));
  /* Translators: %s is the verdict, e.g. "balanced within ±5%". */
  printf (_("verdict: %s\n"), verdict);
}

/* --- The report as JSON ---------------------------------------------------- */

static void
append_json_string (GString    *out,
                    const char *text)
{
  g_string_append_c (out, '"');
  for (const char *p = text; *p != '\0'; p++)
    {
      guchar c = (guchar) *p;

      if (c == '"' || c == '\\')
        g_string_append_printf (out, "\\%c", c);
      else if (c < 0x20)
        g_string_append_printf (out, "\\u%04x", c);
      else
        g_string_append_c (out, (char) c);
    }
  g_string_append_c (out, '"');
}

/* Numbers in JSON have a dot, whatever the locale. */
static void
append_json_number (GString *out,
                    double   value)
{
  char buffer[G_ASCII_DTOSTR_BUF_SIZE];

  g_string_append (out, g_ascii_formatd (buffer, sizeof buffer, "%.4f", value));
}

static void
print_json (const char         *path,
            TacticsArenaResult *result,
            TacticsScenario    *scenario,
            const char         *level,
            guint64             first_seed)
{
  g_autoptr(GString) out = g_string_new ("{\n  \"file\": ");
  guint n_slots = tactics_arena_result_get_n_slots (result);
  guint verdict_slot;
  TacticsArenaVerdict verdict = tactics_arena_result_get_verdict (result, &verdict_slot);
  double lower, upper;
  const guint *counts;
  gsize n_cells;

  append_json_string (out, path);
  g_string_append_printf (out, ",\n  \"kind\": \"%s\",\n", scenario != NULL ? "scenario" : "map");
  g_string_append_printf (out, "  \"matches\": %u,\n  \"players\": %u,\n  \"ai\": \"%s\",\n",
                          tactics_arena_result_get_n_matches (result), n_slots, level);
  g_string_append_printf (out, "  \"first_seed\": %" G_GUINT64_FORMAT ",\n", first_seed);
  g_string_append_printf (out, "  \"draws\": %u,\n  \"unfinished\": %u,\n  \"fair_share\": ",
                          tactics_arena_result_get_n_draws (result),
                          tactics_arena_result_get_n_unfinished (result));
  append_json_number (out, tactics_arena_result_get_fair_share (result));
  g_string_append (out, ",\n  \"slots\": [\n");
  for (guint s = 0; s < n_slots; s++)
    {
      tactics_arena_result_get_win_interval (result, s, &lower, &upper);
      g_string_append_printf (out, "    { \"slot\": %u, \"name\": ", s + 1);
      if (scenario != NULL)
        append_json_string (out, tactics_side_get_display_name (tactics_scenario_get_side (scenario,
                                                                                           s)));
      else
        g_string_append (out, "null");
      g_string_append_printf (out, ", \"wins\": %u, \"draws\": %u, \"losses\": %u, \"win_rate\": ",
                              tactics_arena_result_get_wins (result, s),
                              tactics_arena_result_get_n_draws (result),
                              tactics_arena_result_get_losses (result, s));
      append_json_number (out, tactics_arena_result_get_win_rate (result, s));
      g_string_append (out, ", \"interval\": [");
      append_json_number (out, lower);
      g_string_append (out, ", ");
      append_json_number (out, upper);
      g_string_append (out, "], \"median_rounds\": ");
      append_json_number (out, tactics_arena_result_get_median_rounds (result, s));
      g_string_append (out, s + 1 < n_slots ? " },\n" : " }\n");
    }
  tactics_arena_result_get_first_mover_interval (result, &lower, &upper);
  g_string_append_printf (out, "  ],\n  \"first_mover\": { \"wins\": %u, \"interval\": [",
                          tactics_arena_result_get_first_mover_wins (result));
  append_json_number (out, lower);
  g_string_append (out, ", ");
  append_json_number (out, upper);
  g_string_append (out, "], \"advantage\": ");
  append_json_number (out, tactics_arena_result_get_first_mover_advantage (result));
  g_string_append (out, " },\n  \"verdict\": { \"kind\": \"");
  g_string_append (out, tactics_enum_to_string (TACTICS_TYPE_ARENA_VERDICT, (int) verdict));
  g_string_append (out, "\", \"slot\": ");
  if (verdict == TACTICS_ARENA_VERDICT_FAVOURED || verdict == TACTICS_ARENA_VERDICT_DISFAVOURED)
    g_string_append_printf (out, "%u", verdict_slot + 1);
  else
    g_string_append (out, "null");
  counts = tactics_arena_result_get_eliminations (result, &n_cells);
  g_string_append_printf (out, " },\n  \"eliminations\": { \"width\": %d, \"height\": %d, "
                          "\"counts\": [", tactics_arena_result_get_width (result),
                          tactics_arena_result_get_height (result));
  for (gsize i = 0; i < n_cells; i++)
    g_string_append_printf (out, i > 0 ? ", %u" : "%u", counts[i]);
  g_string_append (out, "] }\n}\n");
  fputs (out->str, stdout);
}

/* --- The command ------------------------------------------------------------ */

/* The map check's errors of @scenario, printed; FALSE when there are any. */
static gboolean
check_scenario (const char      *path,
                TacticsScenario *scenario,
                guint            n_units)
{
  g_autoptr(GListModel) problems = tactics_scenario_check (scenario, n_units);
  guint n_errors = tactics_problems_count_errors (problems);

  for (guint i = 0; i < g_list_model_get_n_items (problems); i++)
    {
      g_autoptr(TacticsProblem) problem = g_list_model_get_item (problems, i);
      g_autofree char *line = NULL;

      if (tactics_problem_get_severity (problem) != TACTICS_PROBLEM_ERROR)
        continue;
      line = tactics_cli_format_problem (path, problem);
      g_printerr ("%s", line);
    }
  if (n_errors > 0)
    tactics_cli_input_error ("balance",
                             /* Translators: %u is how many errors the map check found. */
                             ngettext ("the scenario has %u error and is not played",
                                       "the scenario has %u errors and is not played", n_errors),
                             n_errors);
  return n_errors == 0;
}

int
tactics_cli_balance (int    argc,
                     char **argv)
{
  g_autofree char *matches_text = NULL;
  g_autofree char *ai_text = NULL;
  g_autofree char *players_text = NULL;
  g_autofree char *jobs_text = NULL;
  g_autofree char *units_text = NULL;
  g_autofree char *seed_text = NULL;
  gboolean json = FALSE;
  const GOptionEntry entries[] = {
    { "matches", 0, 0, G_OPTION_ARG_STRING, &matches_text,
      N_("How many matches to play (default: 1000)"), N_("N") },
    { "ai", 0, 0, G_OPTION_ARG_STRING, &ai_text,
      N_("The computer level of every player, normal or hard (default: normal)"), N_("LEVEL") },
    { "players", 0, 0, G_OPTION_ARG_STRING, &players_text,
      N_("How many players on a map, 2 to 8 (default: 2; a scenario has one per side)"),
      N_("N") },
    { "units", 0, 0, G_OPTION_ARG_STRING, &units_text,
      N_("Units per player (default: 4; a scenario side’s budget wins)"), N_("K") },
    { "seed", 0, 0, G_OPTION_ARG_STRING, &seed_text,
      N_("The seed of the first match; the others follow (default: 0)"), N_("S") },
    { "jobs", 0, 0, G_OPTION_ARG_STRING, &jobs_text,
      N_("Matches played at once (default: one per processor); the output is the same for "
         "any number"), N_("J") },
    { "json", 0, 0, G_OPTION_ARG_NONE, &json,
      N_("Print the report as JSON, for programs"), NULL },
    { NULL }
  };
  g_autoptr(GOptionContext) context = NULL;
  g_autoptr(GError) error = NULL;
  g_autoptr(GFile) file = NULL;
  g_autoptr(TacticsMap) map = NULL;
  g_autoptr(TacticsScenario) scenario = NULL;
  g_autoptr(TacticsArena) arena = NULL;
  g_autoptr(TacticsArenaResult) result = NULL;
  guint n_matches = DEFAULT_N_MATCHES, n_players = TACTICS_MIN_PLAYERS, n_jobs = 0;
  guint n_units = TACTICS_DEFAULT_UNITS_PER_PLAYER;
  guint64 seed = 0;
  TacticsAiLevel level = TACTICS_AI_LEVEL_NORMAL;
  ProgressBar bar = { 0 };
  const char *path;

  context = tactics_cli_option_context_new ("balance", _("MAP|SCENARIO"),
                                            /* xgettext:no-c-format */
                                            _("Plays matches between computer players of one "
                                              "level on a map or scenario and tells whether it "
                                              "is fair: per start slot (a scenario’s side) its "
                                              "wins, draws, win rate with its 95% interval "
                                              "(Wilson) and the median rounds of its wins; the "
                                              "first mover’s win rate and advantage over the "
                                              "fair share; then a verdict. Match K is played "
                                              "with seed S+K−1; the same options always give "
                                              "the same output, whatever --jobs. A progress bar "
                                              "goes to standard error when it is a terminal. "
                                              "doc/balance.md tells how to read the report.\n\n"
                                              "Exit status: 0 when the matches were played, 1 "
                                              "for a bad file, a scenario with errors or a "
                                              "match that cannot start, 2 for bad usage."),
                                            entries);
  if (!tactics_cli_parse_options (context, "balance", &argc, &argv))
    return TACTICS_CLI_EXIT_USAGE;

  if (argc < 2)
    return tactics_cli_usage_error ("balance", _("a map or scenario file is required"));
  if (argc > 2)
    /* Translators: %s is the argument as typed. */
    return tactics_cli_usage_error ("balance", _("unexpected argument “%s”"), argv[2]);
  path = argv[1];

  if ((matches_text != NULL &&
       !tactics_cli_parse_uint ("--matches", matches_text, 1, MAX_N_MATCHES, &n_matches,
                                &error)) ||
      (players_text != NULL &&
       !tactics_cli_parse_uint ("--players", players_text, TACTICS_MIN_PLAYERS,
                                TACTICS_MAX_PLAYERS, &n_players, &error)) ||
      (units_text != NULL &&
       !tactics_cli_parse_uint ("--units", units_text, 1, TACTICS_MAX_UNITS_PER_PLAYER,
                                &n_units, &error)) ||
      (jobs_text != NULL &&
       !tactics_cli_parse_uint ("--jobs", jobs_text, 1, MAX_N_JOBS, &n_jobs, &error)))
    return tactics_cli_usage_error ("balance", "%s", error->message);
  if ((seed_text != NULL &&
       !tactics_cli_parse_seed (seed_text, G_MAXUINT64 - MAX_N_MATCHES, &seed, &error)) ||
      !tactics_cli_parse_levels (ai_text, 1, FALSE, &level, &error))
    return tactics_cli_usage_error ("balance", "%s", error->message);

  file = g_file_new_for_commandline_arg (path);
  map = tactics_map_load_with_scenario (file, &scenario, &error);
  if (map == NULL)
    {
      tactics_cli_print_file_error (path, file, error);
      return TACTICS_CLI_EXIT_INVALID_INPUT;
    }
  tactics_cli_print_map_notice (path, map);

  if (scenario != NULL)
    {
      if (!tactics_cli_check_players ("balance", players_text, n_players, scenario))
        return TACTICS_CLI_EXIT_USAGE;
      if (!check_scenario (path, scenario, n_units))
        return TACTICS_CLI_EXIT_INVALID_INPUT;
      arena = tactics_arena_new_for_scenario (scenario);
    }
  else
    {
      arena = tactics_arena_new_for_map (map, NULL, n_players);
    }
  tactics_arena_set_n_matches (arena, n_matches);
  tactics_arena_set_n_jobs (arena, n_jobs);
  tactics_arena_set_units_per_player (arena, n_units);
  tactics_arena_set_first_seed (arena, seed);
  for (guint c = 0; c < tactics_arena_get_n_slots (arena); c++)
    tactics_arena_set_level (arena, c, level);

  if (isatty (STDERR_FILENO))
    {
      bar.start = g_get_monotonic_time ();
      g_signal_connect (arena, "progress", G_CALLBACK (on_progress), &bar);
    }
  result = tactics_arena_run (arena, NULL, &error);
  if (result == NULL)
    return tactics_cli_input_error ("balance", "%s", error->message);

  if (json)
    print_json (path, result, scenario, tactics_enum_to_string (TACTICS_TYPE_AI_LEVEL, level),
                seed);
  else
    print_text (scenario != NULL ? tactics_scenario_get_name (scenario)
                                 : tactics_map_get_name (map),
                result, scenario, tactics_enum_to_string (TACTICS_TYPE_AI_LEVEL, level));
  fflush (stdout);
  return TACTICS_CLI_EXIT_OK;
}
