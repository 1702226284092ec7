/* SPDX-License-Identifier: GPL-3.0-or-later */
#include "config.h"

#include <stdio.h>
#include <string.h>

#include "tactics-cli-private.h"

/* Limits of the options: a match of at most a hundred thousand rounds
 * (under a million turns with 8 players) still ends. */
#define DEFAULT_MAX_ROUNDS 500

/* The --units help says the default is 4. */
G_STATIC_ASSERT (TACTICS_DEFAULT_UNITS_PER_PLAYER == 4);

static const char * const player_colors[TACTICS_MAX_PLAYERS] = {
  "#c62828", "#1565c0", "#2e7d32", "#f9a825", "#6a1b9a", "#00838f", "#4e342e", "#37474f",
};

/* The log: one line per command and per event. Players are numbered from
 * 1, as the players are named, and so are a side's objectives; units by
 * their id, as in saves. */

static const char *
action_id (TacticsMatch *match,
           guint        unit,
           guint        action)
{
  TacticsAction *found = tactics_match_get_unit_action (match, tactics_match_get_unit (match, unit),
                                                       action);

  return found != NULL ? tactics_action_get_id (found) : "?";
}

static const char *
unit_type_id (TacticsMatch *match,
              int          unit)
{
  TacticsUnit *found = tactics_match_get_unit (match, (guint) unit);

  return tactics_unit_type_get_id (tactics_unit_get_unit_type (found));
}

static void
print_command (TacticsMatch          *match,
               const TacticsCommand *command,
               GString              *pending)
{
  switch (command->kind)
    {
    case TACTICS_COMMAND_PLACE:
      printf ("P%u place unit %u at %d,%d\n", command->player + 1, command->unit,
              command->cell.x, command->cell.y);
      break;
    case TACTICS_COMMAND_MOVE:
      printf ("P%u move unit %u to %d,%d\n", command->player + 1, command->unit,
              command->cell.x, command->cell.y);
      break;
    case TACTICS_COMMAND_ACT:
      printf ("P%u act unit %u %s at %d,%d\n", command->player + 1, command->unit,
              action_id (match, command->unit, command->action),
              command->cell.x, command->cell.y);
      break;
    case TACTICS_COMMAND_END_TURN:
    default:
      printf ("P%u end-turn\n", command->player + 1);
      break;
    }
  fputs (pending->str, stdout);
  g_string_truncate (pending, 0);
}

typedef struct {
  TacticsMatch *match;
  GString      *pending;
  int           view;     /* the player whose view the log shows, or -1: everything */
  gboolean      saw_unit; /* the player witnessed an event of a unit since the last command */
} Log;

static void
on_performed (TacticsMatchDriver   *driver,
              const TacticsCommand *command,
              TacticsCommandResult  result,
              gpointer              user_data)
{
  Log *log = user_data;

  /* As the player saw it: another player's command shows when the player
   * witnessed something it did, and ends of turns always. */
  if (log->view >= 0 && command->player != (guint) log->view
      && command->kind != TACTICS_COMMAND_END_TURN && !log->saw_unit)
    fputs (log->pending->str, stdout);
  else
    print_command (log->match, command, log->pending);
  g_string_truncate (log->pending, 0);
  log->saw_unit = FALSE;
}

/* A computer player only gives commands the rules allow; should one be
 * refused, say so (the driver then lets its turn go). */
static void
on_refused (TacticsMatchDriver   *driver,
            const TacticsCommand *command,
            const GError         *error,
            gpointer              user_data)
{
  TacticsMatch *match = tactics_match_driver_get_match (driver);

  g_printerr ("tactics-cli simulate: P%d: %s\n", tactics_match_get_current_player (match) + 1,
              error->message);
}

/* What changed a blow, only when something did: a ruleset without terrain
 * defence or resistances logs exactly as before they existed. */
static void
append_blow_terms (GString            *out,
                   const TacticsEvent *event)
{
  if (event->defence != 0)
    g_string_append_printf (out, " defence %d%%", event->defence);
  if (event->resistance != 0)
    g_string_append_printf (out, " resistance %d%%", event->resistance);
  g_string_append_c (out, '\n');
}

/* Events come while a command is performed; they are kept and printed
 * after the line of the command that caused them. */
static void
on_event (TacticsMatch        *match,
          const TacticsEvent *event,
          gpointer            user_data)
{
  Log *log = user_data;
  GString *out = log->pending;
  int player = event->player + 1;

  if (log->view >= 0)
    {
      TacticsView *view = tactics_match_get_view (match, (guint) log->view);
      guint index = tactics_match_get_n_events (match) - 1;

      if (view != NULL && !tactics_view_witnessed (view, index))
        return;
      if (event->unit >= 0)
        log->saw_unit = TRUE;
    }

  switch (event->kind)
    {
    case TACTICS_EVENT_PLACEMENT_STARTED:
      g_string_append_printf (out, "  placement-started P%d\n", player);
      break;
    case TACTICS_EVENT_UNIT_PLACED:
      g_string_append_printf (out, "  unit-placed unit %d %s of P%d at %d,%d\n", event->unit,
                              unit_type_id (match, event->unit), player, event->to.x, event->to.y);
      break;
    case TACTICS_EVENT_TURN_STARTED:
      g_string_append_printf (out, "  turn-started round %u P%d", event->round, player);
      if (event->unit >= 0)
        g_string_append_printf (out, " unit %d", event->unit);
      g_string_append_c (out, '\n');
      break;
    case TACTICS_EVENT_UNIT_MOVED:
      g_string_append_printf (out, "  unit-moved unit %d from %d,%d to %d,%d cost %d\n",
                              event->unit, event->from.x, event->from.y, event->to.x,
                              event->to.y, event->amount);
      break;
    case TACTICS_EVENT_MOVE_UNDONE:
      g_string_append_printf (out, "  move-undone unit %d from %d,%d to %d,%d\n", event->unit,
                              event->from.x, event->from.y, event->to.x, event->to.y);
      break;
    case TACTICS_EVENT_ACTION_PERFORMED:
      g_string_append_printf (out, "  action-performed unit %d %s at %d,%d\n", event->unit,
                              action_id (match, (guint) event->unit, (guint) event->action),
                              event->to.x, event->to.y);
      break;
    case TACTICS_EVENT_UNIT_DAMAGED:
      g_string_append_printf (out, "  unit-damaged unit %d by %d hp %d", event->unit,
                              event->amount, event->hp);
      append_blow_terms (out, event);
      break;
    case TACTICS_EVENT_COUNTER_ATTACK:
      g_string_append_printf (out, "  counter-attack unit %d %s answers unit %d at %d,%d\n",
                              event->unit,
                              action_id (match, (guint) event->unit, (guint) event->action),
                              event->source, event->to.x, event->to.y);
      break;
    case TACTICS_EVENT_MISSED:
      g_string_append_printf (out, "  missed unit %d by unit %d would lose %d hp %d", event->unit,
                              event->source, event->amount, event->hp);
      append_blow_terms (out, event);
      break;
    case TACTICS_EVENT_AMBUSHED:
      g_string_append_printf (out, "  ambushed unit %d at %d,%d by unit %d at %d,%d\n",
                              event->unit, event->from.x, event->from.y, event->source,
                              event->to.x, event->to.y);
      break;
    case TACTICS_EVENT_UNIT_HEALED:
      g_string_append_printf (out, "  unit-healed unit %d by %d hp %d\n", event->unit,
                              event->amount, event->hp);
      break;
    case TACTICS_EVENT_UNIT_ELIMINATED:
      g_string_append_printf (out, "  unit-eliminated unit %d of P%d\n", event->unit, player);
      break;
    case TACTICS_EVENT_TURN_ENDED:
      g_string_append_printf (out, "  turn-ended round %u P%d\n", event->round, player);
      break;
    case TACTICS_EVENT_PLAYER_OUT:
      g_string_append_printf (out, "  player-out P%d\n", player);
      break;
    case TACTICS_EVENT_OBJECTIVE_PROGRESS:
      g_string_append_printf (out, "  objective-progress P%d objective %d %d of %d\n", player,
                              event->objective + 1, event->amount, event->total);
      break;
    case TACTICS_EVENT_OBJECTIVE_MET:
      g_string_append_printf (out, "  objective-met P%d objective %d points %d total %d\n",
                              player, event->objective + 1, event->amount, event->total);
      break;
    case TACTICS_EVENT_OBJECTIVE_FAILED:
      g_string_append_printf (out, "  objective-failed P%d objective %d\n", player,
                              event->objective + 1);
      break;
    case TACTICS_EVENT_GAME_OVER:
    default:
      switch (tactics_match_get_outcome (match))
        {
        case TACTICS_MATCH_OUTCOME_WIN:
          g_string_append_printf (out, "  game-over winner P%d\n", player);
          break;
        case TACTICS_MATCH_OUTCOME_DRAW:
          g_string_append (out, "  game-over draw\n");
          break;
        case TACTICS_MATCH_OUTCOME_UNFINISHED:
        case TACTICS_MATCH_OUTCOME_NONE:
        default:
          g_string_append (out, "  game-over unfinished\n");
          break;
        }
      break;
    }
}

/* The match on a scenario's map with its sides as players, in order. */
static TacticsMatch *
new_scenario_match (TacticsScenario  *scenario,
                    guint             n_units,
                    TacticsMatchMode  mode,
                    guint64           seed,
                    const TacticsAiLevel *levels,
                    GError          **error)
{
  GListModel *sides = tactics_scenario_get_sides (scenario);
  g_autoptr(TacticsMatch) match = tactics_match_new (tactics_scenario_get_map (scenario), NULL,
                                                     n_units, mode, seed);

  for (guint p = 0; p < g_list_model_get_n_items (sides); p++)
    {
      g_autoptr(TacticsSide) side = g_list_model_get_item (sides, p);

      if (tactics_match_add_player (match, tactics_side_get_display_name (side),
                                    player_colors[tactics_side_get_team (side) %
                                                  G_N_ELEMENTS (player_colors)],
                                    TACTICS_PLAYER_COMPUTER, levels[p], error) == NULL)
        return NULL;
    }
  if (!tactics_match_set_scenario (match, scenario, error))
    return NULL;
  return g_steal_pointer (&match);
}

/* The map check of @scenario, as the editor's play-test runs it: FALSE,
 * its errors printed, when it finds any. */
static gboolean
check_scenario (const char      *path,
                TacticsScenario *scenario,
                guint            n_units)
{
  g_autoptr(GListModel) problems = tactics_scenario_check (scenario, n_units);
  guint n_errors = tactics_problems_count_errors (problems);

  if (n_errors == 0)
    return TRUE;

  for (guint i = 0; i < g_list_model_get_n_items (problems); i++)
    {
      g_autoptr(TacticsProblem) problem = g_list_model_get_item (problems, i);
      g_autofree char *line = NULL;

      if (tactics_problem_get_severity (problem) != TACTICS_PROBLEM_ERROR)
        continue;
      line = tactics_cli_format_problem (path, problem);
      g_printerr ("%s", line);
    }
  tactics_cli_input_error ("simulate",
                           /* Translators: %u is how many errors the map check found. */
                           ngettext ("the scenario has %u error and is not played; --force "
                                     "plays it anyway",
                                     "the scenario has %u errors and is not played; --force "
                                     "plays it anyway", n_errors),
                           n_errors);
  return FALSE;
}

int
tactics_cli_simulate (int    argc,
                      char **argv)
{
  g_autofree char *map_path = NULL;
  g_autofree char *scenario_path = NULL;
  g_autofree char *ruleset_path = NULL;
  g_autofree char *players_text = NULL;
  g_autofree char *units_text = NULL;
  g_autofree char *seed_text = NULL;
  g_autofree char *ai_text = NULL;
  g_autofree char *mode_text = NULL;
  g_autofree char *fog_text = NULL;
  g_autofree char *view_text = NULL;
  g_autofree char *max_rounds_text = NULL;
  g_autofree char *max_turns_text = NULL;
  g_autofree char *save_path = NULL;
  gboolean log = FALSE;
  gboolean force = FALSE;
  const GOptionEntry entries[] = {
    { "map", 0, 0, G_OPTION_ARG_FILENAME, &map_path,
      N_("The map (required, unless a scenario is given)"), N_("FILE") },
    { "scenario", 0, 0, G_OPTION_ARG_FILENAME, &scenario_path,
      N_("Play a scenario: its map, its sides as the players, their armies and objectives"),
      N_("FILE") },
    { "ruleset", 0, 0, G_OPTION_ARG_FILENAME, &ruleset_path,
      N_("The units and actions (default: the map’s ruleset, else the bundled one)"),
      N_("FILE") },
    { "players", 0, 0, G_OPTION_ARG_STRING, &players_text,
      N_("How many computer players, 2 to 8 (required without a scenario, which has one per "
         "side)"), N_("N") },
    { "units", 0, 0, G_OPTION_ARG_STRING, &units_text,
      N_("Units per player (required without a scenario; in one, for sides without a budget, "
         "default: 4)"), N_("K") },
    { "seed", 0, 0, G_OPTION_ARG_STRING, &seed_text,
      N_("The seed of every random draw (required)"), N_("S") },
    { "ai", 0, 0, G_OPTION_ARG_STRING, &ai_text,
      N_("The computer level, normal or hard: one for all, or one per player "
         "(default: normal)"), N_("LEVEL[,LEVEL…]") },
    { "mode", 0, 0, G_OPTION_ARG_STRING, &mode_text,
      N_("turns, or initiative: each unit acts as its speed allows (default: turns)"),
      N_("MODE") },
    { "fog", 0, 0, G_OPTION_ARG_STRING, &fog_text,
      N_("none, fog: players see only what their units see, or shroud: nor the terrain "
         "they never saw (default: the scenario’s, else none)"), N_("FOG") },
    { "max-rounds", 0, 0, G_OPTION_ARG_STRING, &max_rounds_text,
      N_("Stop unfinished after R rounds (default: the scenario’s round limit, else 500)"),
      N_("R") },
    /* The limit once counted turns: refused, so that no script runs with
     * a limit several times what it meant. */
    { "max-turns", 0, G_OPTION_FLAG_HIDDEN, G_OPTION_ARG_STRING, &max_turns_text, NULL, NULL },
    { "save", 0, 0, G_OPTION_ARG_FILENAME, &save_path,
      N_("Save the match at its end, for replays"), N_("FILE") },
    { "log", 0, 0, G_OPTION_ARG_NONE, &log,
      N_("Print one line per command and per event"), NULL },
    { "view", 0, 0, G_OPTION_ARG_STRING, &view_text,
      N_("With --log, print only what player P saw"), N_("P") },
    { "force", 0, 0, G_OPTION_ARG_NONE, &force,
      N_("Play a scenario even when the map check finds errors in it"), NULL },
    { NULL }
  };
  g_autoptr(GOptionContext) context = NULL;
  g_autoptr(GError) error = NULL;
  g_autoptr(TacticsMap) map = NULL;
  g_autoptr(TacticsRuleset) ruleset = NULL;
  g_autoptr(TacticsScenario) scenario = NULL;
  g_autoptr(TacticsMatch) match = NULL;
  g_autoptr(TacticsMatchDriver) driver = NULL;
  g_auto(GStrv) army = NULL;
  g_autoptr(GString) pending = g_string_new (NULL);
  TacticsAiLevel levels[TACTICS_MAX_PLAYERS];
  guint n_players = 0, n_units = TACTICS_DEFAULT_UNITS_PER_PLAYER, max_rounds = DEFAULT_MAX_ROUNDS;
  guint64 seed;
  TacticsMatchDriverStep step;
  g_autofree char *result = NULL;
  Log output;
  int mode = TACTICS_MATCH_MODE_TURNS;
  int fog = TACTICS_FOG_MODE_NONE;
  guint64 view = 0;
  int status = TACTICS_CLI_EXIT_OK;
  gboolean safety_stop;

  context = tactics_cli_option_context_new ("simulate", NULL,
                                            _("Plays a match between computer players and "
                                              "prints how it ended: the last line is “winner P "
                                              "rounds R”, “draw rounds R” or “unfinished "
                                              "rounds R”, and for a scenario won by an "
                                              "objective “winner P rounds R by PN objective K "
                                              "KIND” (side N’s objective K decided it), "
                                              "“… by elimination” (the last side left) or "
                                              "“… by points” (the most points at the round "
                                              "limit). Players are numbered from "
                                              "1, as a scenario’s sides; a round "
                                              "is every player’s turn (in initiative mode, "
                                              "until every unit has had one). The same options "
                                              "always give the same output.\n\n"
                                              "A scenario the map check finds errors in (see "
                                              "“tactics-cli check”) is not played: its errors "
                                              "are printed on standard error, as check prints "
                                              "them; --force plays it anyway.\n\n"
                                              "Exit status: 0 when the match was played, 1 for "
                                              "a bad map or ruleset, a scenario with errors or "
                                              "a match that cannot start, 2 for bad usage."),
                                            entries);
  if (!tactics_cli_parse_options (context, "simulate", &argc, &argv))
    return TACTICS_CLI_EXIT_USAGE;

  if (argc != 1)
    /* Translators: %s is the argument as typed. */
    return tactics_cli_usage_error ("simulate", _("unexpected argument “%s”"), argv[1]);
  if (map_path != NULL && scenario_path != NULL)
    return tactics_cli_usage_error ("simulate",
                                    _("--map and --scenario do not go together: a scenario "
                                      "names its map"));
  if (ruleset_path != NULL && scenario_path != NULL)
    return tactics_cli_usage_error ("simulate",
                                    _("--ruleset and --scenario do not go together: a scenario "
                                      "plays with its map’s rules"));
  if (map_path == NULL && scenario_path == NULL)
    return tactics_cli_usage_error ("simulate", _("--map is required"));
  if (players_text == NULL && scenario_path == NULL)
    return tactics_cli_usage_error ("simulate", _("--players is required"));
  if (units_text == NULL && scenario_path == NULL)
    return tactics_cli_usage_error ("simulate", _("--units is required"));
  if (seed_text == NULL)
    return tactics_cli_usage_error ("simulate", _("--seed is required"));
  if (max_turns_text != NULL)
    return tactics_cli_usage_error ("simulate",
                                    _("--max-turns is gone: the limit counts rounds, give "
                                      "--max-rounds"));

  if ((players_text != NULL &&
       !tactics_cli_parse_uint ("--players", players_text, TACTICS_MIN_PLAYERS,
                                TACTICS_MAX_PLAYERS, &n_players, &error)) ||
      (units_text != NULL &&
       !tactics_cli_parse_uint ("--units", units_text, 1, TACTICS_MAX_UNITS_PER_PLAYER,
                                &n_units, &error)) ||
      (max_rounds_text != NULL &&
       !tactics_cli_parse_uint ("--max-rounds", max_rounds_text, 1, TACTICS_MAX_ROUND_LIMIT,
                                &max_rounds, &error)))
    return tactics_cli_usage_error ("simulate", "%s", error->message);
  if (!tactics_cli_parse_seed (seed_text, G_MAXUINT64, &seed, &error))
    return tactics_cli_usage_error ("simulate", "%s", error->message);
  if (mode_text != NULL && !tactics_enum_from_string (TACTICS_TYPE_MATCH_MODE, mode_text, &mode))
    return tactics_cli_usage_error ("simulate", _("--mode takes turns or initiative"));
  if (fog_text != NULL && !tactics_enum_from_string (TACTICS_TYPE_FOG_MODE, fog_text, &fog))
    return tactics_cli_usage_error ("simulate", _("--fog takes none, fog or shroud"));
  if (view_text != NULL && !log)
    return tactics_cli_usage_error ("simulate", _("--view goes with --log"));
  if (view_text != NULL
      && (!g_ascii_string_to_unsigned (view_text, 10, 1, TACTICS_MAX_PLAYERS, &view, NULL)
          || !g_ascii_isdigit (view_text[0])))
    /* Translators: %d is the most players a match has. */
    return tactics_cli_usage_error ("simulate", _("--view takes a player from 1 to %d"),
                                    TACTICS_MAX_PLAYERS);

  safety_stop = max_rounds_text == NULL;
  if (scenario_path != NULL)
    {
      g_autoptr(GFile) file = g_file_new_for_commandline_arg (scenario_path);
      guint n_sides;

      scenario = tactics_scenario_load (file, &error);
      if (scenario == NULL)
        {
          tactics_cli_print_file_error (scenario_path, file, error);
          return TACTICS_CLI_EXIT_INVALID_INPUT;
        }
      tactics_cli_print_map_notice (scenario_path, tactics_scenario_get_map (scenario));
      n_sides = g_list_model_get_n_items (tactics_scenario_get_sides (scenario));
      if (!tactics_cli_check_players ("simulate", players_text, n_players, scenario))
        return TACTICS_CLI_EXIT_USAGE;
      n_players = n_sides;
      if (!force && !check_scenario (scenario_path, scenario, n_units))
        return TACTICS_CLI_EXIT_INVALID_INPUT;
      if (max_rounds_text == NULL && tactics_scenario_get_round_limit (scenario) > 0)
        {
          max_rounds = tactics_scenario_get_round_limit (scenario);
          safety_stop = FALSE;
        }
    }
  if (!tactics_cli_parse_levels (ai_text, n_players, TRUE, levels, &error))
    return tactics_cli_usage_error ("simulate", "%s", error->message);

  if (scenario != NULL)
    {
      match = new_scenario_match (scenario, n_units, (TacticsMatchMode) mode, seed, levels,
                                  &error);
      if (match == NULL)
        return tactics_cli_input_error ("simulate", "%s", error->message);
    }
  else
    {
      map = tactics_cli_load_map (map_path);
      if (map == NULL)
        return TACTICS_CLI_EXIT_INVALID_INPUT;
      ruleset = tactics_cli_load_ruleset ("simulate", ruleset_path, map);
      if (ruleset == NULL)
        return TACTICS_CLI_EXIT_INVALID_INPUT;
      match = tactics_match_new (map, ruleset, n_units, (TacticsMatchMode) mode, seed);
      for (guint p = 0; p < n_players; p++)
        {
          /* Translators: a player's name when none is given: %u is the player's number, e.g.
           * "Player 2". */
          g_autofree char *name = g_strdup_printf (_("Player %u"), p + 1);

          if (tactics_match_add_player (match, name, player_colors[p], TACTICS_PLAYER_COMPUTER,
                                        levels[p], &error) == NULL)
            return tactics_cli_input_error ("simulate", "%s", error->message);
        }
    }

  /* The default only keeps an endless match from running for ever: a stop,
   * not a round limit, so that a points game without one is not decided
   * on points by it. */
  if (view_text != NULL && view > n_players)
    return tactics_cli_usage_error ("simulate",
                                    /* Translators: the player asked for, then how many play. */
                                    _("--view is %u, but only %u players play"),
                                    (guint) view, n_players);
  if (fog_text != NULL)
    tactics_match_set_fog (match, (TacticsFogMode) fog);
  if (safety_stop)
    tactics_match_set_stop_round (match, max_rounds);
  else
    tactics_match_set_round_limit (match, max_rounds);
  driver = tactics_match_driver_new (match);
  for (guint p = 0; p < n_players; p++)
    {
      g_autoptr(TacticsAi) ai = tactics_ai_new (levels[p]);

      army = tactics_ai_suggest_army (match, p);
      if (army == NULL)
        return tactics_cli_input_error ("simulate",
                                        _("no unit type of the ruleset can move on this map"));
      if (!tactics_match_set_formation (match, p, (const char * const *) army, &error))
        return tactics_cli_input_error ("simulate", "%s", error->message);
      g_clear_pointer (&army, g_strfreev);
      tactics_match_driver_set_controller (driver, p, TACTICS_CONTROLLER (ai));
    }
  output = (Log) { match, pending, view_text != NULL ? (int) view - 1 : -1, FALSE };
  if (log)
    {
      g_signal_connect (match, "event", G_CALLBACK (on_event), &output);
      g_signal_connect (driver, "performed", G_CALLBACK (on_performed), &output);
    }
  g_signal_connect (driver, "refused", G_CALLBACK (on_refused), NULL);
  if (!tactics_match_start (match, &error))
    return tactics_cli_input_error ("simulate", "%s", error->message);
  /* What the start drew: the turn order, each player's first unit. */
  fputs (pending->str, stdout);
  g_string_truncate (pending, 0);
  output.saw_unit = FALSE;

  step = tactics_match_driver_run (driver, &error);
  if (step == TACTICS_MATCH_DRIVER_STUCK)
    return tactics_cli_input_error ("simulate", "%s", error->message);
  /* Computer players always have a command while the match is on. */
  g_assert (step == TACTICS_MATCH_DRIVER_OVER);

  result = tactics_match_dup_result_line (match);
  printf ("%s\n", result);
  fflush (stdout);

  if (save_path != NULL)
    {
      g_autoptr(GFile) file = g_file_new_for_commandline_arg (save_path);

      if (!tactics_match_save (match, file, &error))
        {
          tactics_cli_print_file_error (save_path, file, error);
          status = TACTICS_CLI_EXIT_INVALID_INPUT;
        }
    }
  return status;
}
