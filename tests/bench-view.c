/* SPDX-License-Identifier: GPL-3.0-or-later */
/* What fog of war costs a command: the same seeded matches between random
 * players (their commands do not depend on the fog) played without fog
 * and with shroud, the CPU time of tactics_match_perform() compared. The
 * difference is the time the views take to follow the command. Budgets:
 * 1 ms a command on every bundled map with 8 players, 20 ms on 1024 × 1024
 * with 8 × 32 units. */
#include "config.h"

#include <stdio.h>

#include "bench-helpers.h"
#include "match-helpers.h"
#include "tactics-match-private.h"

#define N_PLAYERS 8
#define LARGE_SIZE 1024
#define LARGE_UNITS 32

typedef struct {
  double seconds;   /* CPU time in tactics_match_perform() */
  guint  commands;  /* commands performed */
} Run;

static TacticsMap *
make_large_map (TacticsRuleset *ruleset)
{
  static const char * const mix[] = { "p", "p", "p", "p", "p", "r", "f", "f", "h", "s" };
  g_autoptr(TacticsMap) map = tactics_map_new (LARGE_SIZE, LARGE_SIZE, TACTICS_TOPOLOGY_SQUARE,
                                               ruleset);
  g_autofree guint16 *cells = g_new (guint16, (gsize) LARGE_SIZE * LARGE_SIZE);
  guint16 terrains[G_N_ELEMENTS (mix)];
  TacticsRandom random;

  for (guint i = 0; i < G_N_ELEMENTS (mix); i++)
    terrains[i] = (guint16) tactics_ruleset_get_terrain_index (ruleset, mix[i]);
  tactics_random_init (&random, 1024);
  for (gsize i = 0; i < (gsize) LARGE_SIZE * LARGE_SIZE; i++)
    cells[i] = terrains[tactics_random_below (&random, G_N_ELEMENTS (mix))];
  tactics_map_set_cells (map, cells);
  return g_steal_pointer (&map);
}

static Run
play (TacticsMap     *map,
      TacticsRuleset *ruleset,
      guint           n_units,
      guint64         seed,
      TacticsFogMode  fog,
      guint           max_commands)
{
  g_autoptr(TacticsMatch) match = tactics_match_new (map, ruleset, n_units,
                                                     TACTICS_MATCH_MODE_TURNS, seed);
  g_autoptr(GError) error = NULL;
  RandomPlayer players[N_PLAYERS];
  Run run = { 0, 0 };

  for (guint p = 0; p < N_PLAYERS; p++)
    {
      g_auto(GStrv) army = tactics_ai_suggest_formation (ruleset, map, n_units);

      g_assert_nonnull (tactics_match_add_player (match, "P", "#808080", TACTICS_PLAYER_COMPUTER,
                                                 TACTICS_AI_LEVEL_NORMAL, &error));
      g_assert_true (tactics_match_set_formation (match, p, (const char * const *) army,
                                                  &error));
      random_player_init (&players[p], seed * 31 + p);
      players[p].eager = TRUE;
    }
  tactics_match_set_fog (match, fog);
  g_assert_true (tactics_match_start (match, &error));

  for (guint n = 0; n < max_commands * 4 && run.commands < max_commands
                    && tactics_match_get_phase (match) != TACTICS_MATCH_PHASE_OVER; n++)
    {
      int current = tactics_match_get_current_player (match);
      TacticsCommand command;
      TacticsCommandResult result;
      double start;

      g_assert_true (random_player_next_command (&players[current], match, &command));
      start = bench_cpu_seconds ();
      result = tactics_match_perform (match, &command, NULL, NULL);
      run.seconds += bench_cpu_seconds () - start;
      if (result == TACTICS_COMMAND_RESULT_FAILURE)
        random_player_refused (&players[current]);
      else
        run.commands++;
    }
  return run;
}

/* Prints the view's cost per command on @map and returns it in ms. */
static double
measure (const char     *name,
         TacticsMap     *map,
         TacticsRuleset *ruleset,
         guint           n_units,
         guint           n_matches,
         guint           max_commands)
{
  double none_s = 0, fog_s = 0;
  guint commands = 0;
  double extra_ms;

  for (guint m = 0; m < n_matches; m++)
    {
      Run none = play (map, ruleset, n_units, 500 + m, TACTICS_FOG_MODE_NONE, max_commands);
      Run shroud = play (map, ruleset, n_units, 500 + m, TACTICS_FOG_MODE_SHROUD, max_commands);

      g_assert_cmpuint (none.commands, ==, shroud.commands);
      none_s += none.seconds;
      fog_s += shroud.seconds;
      commands += shroud.commands;
    }
  extra_ms = MAX (0.0, fog_s - none_s) * 1000.0 / MAX (commands, 1);
  printf ("%-22s %u players × %3u units, %6u commands: %.4f ms a command without fog, "
          "%.4f ms with shroud, views %.4f ms a command\n",
          name, N_PLAYERS, n_units, commands, none_s * 1000.0 / MAX (commands, 1),
          fog_s * 1000.0 / MAX (commands, 1), extra_ms);
  return extra_ms;
}

int
main (int    argc,
      char **argv)
{
  const char * const maps[] = {
    "crossroads.map.xml", "islands.map.xml", "mountain-pass.map.xml", "skirmish.map.xml"
  };
  g_autoptr(TacticsRuleset) ruleset = NULL;
  double worst = 0, large;

  setvbuf (stdout, NULL, _IOLBF, 0);
  tactics_init ();
  ruleset = match_helpers_load_ruleset ();
  for (guint i = 0; i < G_N_ELEMENTS (maps); i++)
    {
      g_autoptr(TacticsMap) map = match_helpers_load_map (maps[i]);

      worst = MAX (worst, measure (maps[i], map, ruleset, 4, 3, 200));
    }
  printf ("bundled maps, worst: %.4f ms a command (budget 1 ms): %s\n", worst,
          worst <= 1.0 ? "within" : "OVER");

  {
    g_autoptr(TacticsMap) map = make_large_map (ruleset);

    large = measure ("1024 × 1024", map, ruleset, LARGE_UNITS, 1, 1000);
  }
  printf ("1024 × 1024, 8 × 32 units: %.4f ms a command (budget 20 ms): %s\n", large,
          large <= 20.0 ? "within" : "OVER");
  return 0;
}
