/* SPDX-License-Identifier: GPL-3.0-or-later */
/* Soak: seeded matches of computer players on every bundled map with the
 * bundled ruleset, the engine's invariants checked after every command
 * (match_helpers_check_invariants()), and a computer command the engine
 * refuses counted as a violation too (it must not happen, and must change
 * nothing).
 *
 * Match N (seeds 1, 2, …) takes the maps in turn, then 2, 3 or 4 players,
 * then turns or initiative mode, then each player normal or hard from the
 * bits of what is left of the seed; armies of 2 to 6 units. Prints the
 * count of matches, commands and violations, matches per map, outcomes,
 * wins by level, wall time and commands per second; the first violations
 * are printed with their seed. Exits 1 when there was any violation.
 *
 *   bench-soak [MATCHES]     (else $TACTICS_SOAK_MATCHES, else 10000) */
#include "config.h"

#include <stdlib.h>

#include "match-helpers.h"

#define DEFAULT_MATCHES 10000
#define ROUND_LIMIT 70
/* Far beyond any match the round limit allows; a runaway is a violation. */
#define MAX_COMMANDS 100000
#define MAX_REPORTED 20

typedef struct {
  char       *name;
  TacticsMap *map;
  guint       matches;
  guint64     commands;
  guint       not_started;
} MapEntry;

typedef struct {
  guint64 matches;
  guint64 commands;
  guint64 violations;
  guint   reported;
  guint   wins;
  guint   draws;
  guint   unfinished;
  guint   not_started;
  guint   wins_by_level[2];
  guint   seats_by_level[2];
  guint64 rounds;
} Totals;

static void
report (Totals     *totals,
        guint64     seed,
        const char *map_name,
        guint       command,
        const char *text)
{
  g_auto(GStrv) lines = g_strsplit (text, "\n", -1);

  for (guint i = 0; lines[i] != NULL; i++)
    {
      if (*lines[i] == '\0')
        continue;
      totals->violations++;
      if (totals->reported < MAX_REPORTED)
        {
          totals->reported++;
          g_printerr ("violation: seed %" G_GUINT64_FORMAT " on %s, command %u: %s\n", seed,
                      map_name, command, lines[i]);
        }
    }
}

/* What a refusal is checked against: the match as the step found it. */
typedef struct {
  Totals     *totals;
  guint64     seed;
  const char *map_name;
  guint       commands;
  guint       events_before;
  guint       commands_before;
} Step;

static void
on_refused (TacticsMatchDriver   *driver,
            const TacticsCommand *command,
            const GError         *error,
            gpointer              user_data)
{
  Step *step = user_data;
  TacticsMatch *match = tactics_match_driver_get_match (driver);
  g_autofree char *text = g_strdup_printf ("computer command %d refused: %s", command->kind,
                                           error->message);

  report (step->totals, step->seed, step->map_name, step->commands, text);
  if (tactics_match_get_n_events (match) != step->events_before ||
      tactics_match_get_n_commands (match) != step->commands_before)
    report (step->totals, step->seed, step->map_name, step->commands,
            "a refused command changed the game");
}

/* Why a match stopped before its end. */
static char *
stop_reason (TacticsMatchDriverStep  result,
             const GError           *error)
{
  switch (result)
    {
    case TACTICS_MATCH_DRIVER_OVER:
      return g_strdup ("nobody to play while not over");
    case TACTICS_MATCH_DRIVER_WAITING:
      return g_strdup ("the computer player has no command");
    case TACTICS_MATCH_DRIVER_STUCK:
      return g_strdup_printf ("the turn cannot even end: %s", error->message);
    case TACTICS_MATCH_DRIVER_REFUSED:
    case TACTICS_MATCH_DRIVER_PERFORMED:
    case TACTICS_MATCH_DRIVER_PASSED:
    default:
      return g_strdup_printf ("a computer player neither played nor passed: %s",
                              error != NULL ? error->message : "no reason");
    }
}

static void
play_match (MapEntry       *entry,
            TacticsRuleset *ruleset,
            guint64         seed,
            guint           n_maps,
            Totals         *totals)
{
  guint64 rest = (seed - 1) / n_maps;
  guint n_players = 2 + (guint) (rest % 3);
  TacticsMatchMode mode = (rest / 3) % 2 ? TACTICS_MATCH_MODE_INITIATIVE : TACTICS_MATCH_MODE_TURNS;
  guint n_units = 2 + (guint) (seed % 5);
  TacticsAiLevel levels[4];
  g_autoptr(TacticsMatch) match = NULL;
  g_autoptr(TacticsMatchDriver) driver = NULL;
  g_autoptr(GString) violations = g_string_new (NULL);
  Step step = { totals, seed, entry->name, 0, 0, 0 };
  guint commands = 0;

  for (guint p = 0; p < n_players; p++)
    levels[p] = ((rest / 6) >> p) & 1 ? TACTICS_AI_LEVEL_HARD : TACTICS_AI_LEVEL_NORMAL;

  match = match_helpers_new_match_full (entry->map, ruleset, n_players, n_units, mode, seed,
                                        ROUND_LIMIT, levels);
  if (match == NULL)
    {
      /* Start positions could not be drawn for so many players: the game
       * said so, as it should. */
      entry->not_started++;
      totals->not_started++;
      return;
    }
  driver = tactics_match_driver_new (match);
  for (guint p = 0; p < n_players; p++)
    {
      g_autoptr(TacticsAi) ai = tactics_ai_new (levels[p]);

      tactics_match_driver_set_controller (driver, p, TACTICS_CONTROLLER (ai));
    }
  g_signal_connect (driver, "refused", G_CALLBACK (on_refused), &step);

  while (tactics_match_get_phase (match) != TACTICS_MATCH_PHASE_OVER)
    {
      guint events_before = tactics_match_get_n_events (match);
      guint commands_before = tactics_match_get_n_commands (match);
      g_autoptr(GError) error = NULL;
      TacticsMatchDriverStep result;

      if (commands >= MAX_COMMANDS)
        {
          report (totals, seed, entry->name, commands, "the match does not end");
          break;
        }

      commands++;
      step.commands = commands;
      step.events_before = events_before;
      step.commands_before = commands_before;
      result = tactics_match_driver_step (driver, &error);
      if (result != TACTICS_MATCH_DRIVER_PERFORMED && result != TACTICS_MATCH_DRIVER_PASSED)
        {
          g_autofree char *text = stop_reason (result, error);

          report (totals, seed, entry->name, commands, text);
          break;
        }
      if (result == TACTICS_MATCH_DRIVER_PERFORMED &&
          tactics_match_get_n_commands (match) != commands_before + 1)
        report (totals, seed, entry->name, commands,
                "a command performed did not go into the log once");

      g_string_truncate (violations, 0);
      if (match_helpers_check_invariants (match, events_before, violations) > 0)
        report (totals, seed, entry->name, commands, violations->str);
    }

  switch (tactics_match_get_outcome (match))
    {
    case TACTICS_MATCH_OUTCOME_WIN:
      totals->wins++;
      totals->wins_by_level[levels[tactics_match_get_winner (match)]]++;
      break;
    case TACTICS_MATCH_OUTCOME_DRAW:
      totals->draws++;
      break;
    case TACTICS_MATCH_OUTCOME_UNFINISHED:
      totals->unfinished++;
      break;
    case TACTICS_MATCH_OUTCOME_NONE:
    default:
      break;
    }
  for (guint p = 0; p < n_players; p++)
    totals->seats_by_level[levels[p]]++;
  totals->rounds += tactics_match_get_round (match);
  totals->commands += commands;
  totals->matches++;
  entry->matches++;
  entry->commands += commands;
}

static guint
parse_count (const char *text)
{
  guint64 value;

  if (!g_ascii_string_to_unsigned (text, 10, 1, G_MAXUINT32, &value, NULL))
    {
      g_printerr ("not a number of matches: %s\n", text);
      exit (2);
    }
  return (guint) value;
}

static int
compare_names (gconstpointer a,
               gconstpointer b)
{
  return g_strcmp0 (*(const char * const *) a, *(const char * const *) b);
}

int
main (int   argc,
      char *argv[])
{
  const char *count_text = argc > 1 ? argv[1] : g_getenv ("TACTICS_SOAK_MATCHES");
  guint n_matches = count_text != NULL ? parse_count (count_text) : DEFAULT_MATCHES;
  g_autofree char *folder = match_helpers_data_path ("maps", NULL);
  g_autoptr(GDir) dir = NULL;
  g_autoptr(GPtrArray) names = g_ptr_array_new_with_free_func (g_free);
  g_autoptr(GError) error = NULL;
  g_autofree MapEntry *entries = NULL;
  g_autoptr(TacticsRuleset) ruleset = NULL;
  Totals totals = { 0 };
  const char *name;
  gint64 start;
  double seconds;

  tactics_init ();
  ruleset = match_helpers_load_ruleset ();

  dir = g_dir_open (folder, 0, &error);
  if (dir == NULL)
    {
      g_printerr ("%s\n", error->message);
      return 1;
    }
  while ((name = g_dir_read_name (dir)) != NULL)
    if (g_str_has_suffix (name, ".map.xml"))
      g_ptr_array_add (names, g_strdup (name));
  if (names->len == 0)
    {
      g_printerr ("no maps in %s\n", folder);
      return 1;
    }
  /* The same order everywhere, so a seed always means the same match. */
  g_ptr_array_sort (names, compare_names);

  entries = g_new0 (MapEntry, names->len);
  for (guint i = 0; i < names->len; i++)
    {
      entries[i].name = g_ptr_array_index (names, i);
      entries[i].map = match_helpers_load_map (entries[i].name);
    }

  start = g_get_monotonic_time ();
  for (guint64 seed = 1; seed <= n_matches; seed++)
    {
      play_match (&entries[(seed - 1) % names->len], ruleset, seed, names->len, &totals);
      if (seed % 1000 == 0)
        g_printerr ("%" G_GUINT64_FORMAT " matches, %.0f s\n", seed,
                    (g_get_monotonic_time () - start) / (double) G_USEC_PER_SEC);
    }
  seconds = (g_get_monotonic_time () - start) / (double) G_USEC_PER_SEC;

  g_print ("matches     %" G_GUINT64_FORMAT " played (seeds 1..%u; %u could not start)\n",
           totals.matches, n_matches, totals.not_started);
  g_print ("commands    %" G_GUINT64_FORMAT "\n", totals.commands);
  g_print ("violations  %" G_GUINT64_FORMAT "\n", totals.violations);
  for (guint i = 0; i < names->len; i++)
    g_print ("  %-24s %6u matches, %9" G_GUINT64_FORMAT " commands, %u could not start\n",
             entries[i].name, entries[i].matches, entries[i].commands, entries[i].not_started);
  g_print ("outcomes    %u won, %u drawn, %u at the round limit (%u); mean %.1f rounds\n",
           totals.wins, totals.draws, totals.unfinished, ROUND_LIMIT,
           totals.matches > 0 ? (double) totals.rounds / (double) totals.matches : 0.0);
  g_print ("winners     normal %u of %u seats, hard %u of %u seats\n",
           totals.wins_by_level[TACTICS_AI_LEVEL_NORMAL],
           totals.seats_by_level[TACTICS_AI_LEVEL_NORMAL],
           totals.wins_by_level[TACTICS_AI_LEVEL_HARD],
           totals.seats_by_level[TACTICS_AI_LEVEL_HARD]);
  g_print ("wall time   %.1f s\n", seconds);
  g_print ("commands/s  %.0f\n", seconds > 0 ? (double) totals.commands / seconds : 0.0);

  for (guint i = 0; i < names->len; i++)
    g_object_unref (entries[i].map);
  return totals.violations > 0 ? 1 : 0;
}
