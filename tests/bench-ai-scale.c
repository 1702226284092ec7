/* SPDX-License-Identifier: GPL-3.0-or-later */
/* How the computer player scales: with the length of a match and with the
 * size of the map. Each case runs in its own process so that its peak
 * memory is its own:
 *
 *   bench-ai-scale quiet [TURNS]  a blocked 9 × 1 map (plains, three walls,
 *                                 plains; 3 units a side) played by two
 *                                 computers for TURNS turns (a million by
 *                                 default): nobody can reach anybody, so
 *                                 every turn is quiet. Budget: 60 s.
 *   bench-ai-scale large [TURNS]  the first TURNS computer turns (8 by
 *                                 default) on a 4096 × 4096 hex map with 8
 *                                 units a side. Budget: 1 s a turn, 200 MB
 *                                 peak for the whole process.
 *
 * Prints `NAME: N s` figures (and MB for memory); asserts nothing about
 * time. Times are this thread's CPU time: builds beside it do not count. */
#include "config.h"

#include <stdio.h>
#include <string.h>
#include <time.h>

#include "match-helpers.h"

#define QUIET_TURNS 1000000
#define QUIET_BUDGET_S 60.0
#define LARGE_SIZE 4096
#define LARGE_UNITS 8
#define LARGE_TURNS 8
#define LARGE_BUDGET_S 1.0
#define LARGE_BUDGET_MB 200.0

static double
cpu_seconds (void)
{
  struct timespec ts;

  clock_gettime (CLOCK_THREAD_CPUTIME_ID, &ts);
  return (double) ts.tv_sec + (double) ts.tv_nsec * 1e-9;
}

/* A figure of /proc/self/status in MB (VmHWM: the process's peak
 * resident memory; VmRSS: its resident memory now); -1 if unknown. */
static double
status_mb (const char *field)
{
  g_autofree char *status = NULL;
  const char *line;

  if (!g_file_get_contents ("/proc/self/status", &status, NULL, NULL))
    return -1.0;
  line = strstr (status, field);
  if (line == NULL)
    return -1.0;
  return g_ascii_strtod (line + strlen (field), NULL) / 1024.0;
}

static double
peak_rss_mb (void)
{
  return status_mb ("VmHWM:");
}

static const char *
verdict (double value,
         double budget)
{
  return value <= budget ? "met" : "MISSED";
}

/* Every command of the current player, until its turn ends. */
static void
play_turn (TacticsMatch *match,
           TacticsAi    *ai)
{
  guint turn = tactics_match_get_turn (match);

  while (tactics_match_get_phase (match) == TACTICS_MATCH_PHASE_PLAYING &&
         tactics_match_get_turn (match) == turn)
    {
      TacticsCommand command;
      g_autoptr(GError) error = NULL;

      g_assert_true (tactics_ai_next_command (ai, match, &command));
      g_assert_cmpint (tactics_match_perform (match, &command, NULL, &error), !=,
                       TACTICS_COMMAND_RESULT_FAILURE);
    }
}

static void
bench_quiet (guint n_turns)
{
  static const char * const row = "pppxxxppp";
  g_autoptr(TacticsRuleset) ruleset = match_helpers_load_ruleset ();
  g_autoptr(TacticsMap) map = tactics_map_new ((int) strlen (row), 1, TACTICS_TOPOLOGY_SQUARE,
                                               ruleset);
  g_autofree guint16 *cells = g_new (guint16, strlen (row));
  g_autoptr(TacticsMatch) match = NULL;
  g_autoptr(TacticsAi) ai = tactics_ai_new (TACTICS_AI_LEVEL_NORMAL);
  g_autoptr(GError) error = NULL;
  guint hurt = 0;
  double start, seconds;

  for (gsize i = 0; row[i] != '\0'; i++)
    cells[i] = (guint16) tactics_ruleset_get_terrain_index (ruleset, (char[]) { row[i], '\0' });
  tactics_map_set_cells (map, cells);

  /* The limit counts rounds: two players take two turns a round. */
  g_assert_true (n_turns % 2 == 0);
  match = match_helpers_new_match (map, NULL, 2, 3, TACTICS_MATCH_MODE_TURNS, 1, n_turns / 2);
  g_assert_nonnull (match);
  while (tactics_match_get_phase (match) == TACTICS_MATCH_PHASE_PLACEMENT)
    g_assert_true (tactics_match_place_all (match, &error));

  start = cpu_seconds ();
  while (tactics_match_get_phase (match) == TACTICS_MATCH_PHASE_PLAYING)
    play_turn (match, ai);
  seconds = cpu_seconds () - start;

  /* The case is only worth its figure if the match really was quiet to
   * its end. */
  for (guint i = 0; i < tactics_match_get_n_events (match); i++)
    hurt += tactics_match_get_event (match, i)->kind == TACTICS_EVENT_UNIT_DAMAGED;
  g_assert_cmpuint (hurt, ==, 0);
  g_assert_cmpint (tactics_match_get_outcome (match), ==, TACTICS_MATCH_OUTCOME_UNFINISHED);
  g_assert_cmpuint (tactics_match_get_turn (match), ==, n_turns);

  printf ("# blocked 9x1 map, 3 units a side, two normal computers, %u quiet turns\n", n_turns);
  printf ("quiet match, %u turns: %.2f s (budget %.0f s for a million turns)\n", n_turns,
          seconds, QUIET_BUDGET_S);
  printf ("quiet match, per turn: %.2f us\n", seconds * 1e6 / n_turns);
  printf ("quiet match, peak RSS: %.1f MB\n", peak_rss_mb ());
  if (n_turns == QUIET_TURNS)
    printf ("quiet match, a million turns: %s\n", verdict (seconds, QUIET_BUDGET_S));
}

/* Mostly plains, with woods, hills, sand, swamps, water and a wall here and
 * there, drawn from a fixed seed: the mix of tests/bench-ai.c. */
static TacticsMap *
make_large_map (TacticsRuleset *ruleset)
{
  static const char * const mix[] = { "p", "p", "p", "p", "p", "r", "f", "f", "h", "s", "q", "w" };
  g_autoptr(TacticsMap) map = tactics_map_new (LARGE_SIZE, LARGE_SIZE, TACTICS_TOPOLOGY_HEX,
                                               ruleset);
  g_autofree guint16 *cells = g_new (guint16, (gsize) LARGE_SIZE * LARGE_SIZE);
  guint16 terrains[G_N_ELEMENTS (mix)];
  guint16 wall = (guint16) tactics_ruleset_get_terrain_index (ruleset, "x");
  TacticsRandom random;

  for (guint i = 0; i < G_N_ELEMENTS (mix); i++)
    terrains[i] = (guint16) tactics_ruleset_get_terrain_index (ruleset, mix[i]);
  tactics_random_init (&random, 4096);
  for (gsize i = 0; i < (gsize) LARGE_SIZE * LARGE_SIZE; i++)
    cells[i] = tactics_random_below (&random, 40) == 0
               ? wall : terrains[tactics_random_below (&random, G_N_ELEMENTS (mix))];
  tactics_map_set_cells (map, cells);
  return g_steal_pointer (&map);
}

static int
compare_doubles (gconstpointer a,
                 gconstpointer b)
{
  double da = *(const double *) a, db = *(const double *) b;

  return (da > db) - (da < db);
}

/* A match of two normal computers with LARGE_UNITS units each, placed.
 * The bench's own map goes before the match starts: the match keeps a copy,
 * and only the match's memory is the match's. */
static TacticsMatch *
new_large_match (void)
{
  g_autoptr(TacticsRuleset) ruleset = match_helpers_load_ruleset ();
  g_autoptr(TacticsMap) map = make_large_map (ruleset);
  g_autoptr(TacticsMatch) match = tactics_match_new (map, NULL, LARGE_UNITS,
                                                     TACTICS_MATCH_MODE_TURNS, 1);
  g_auto(GStrv) army = NULL;
  g_autoptr(GError) error = NULL;

  g_clear_object (&map);
  army = tactics_ai_suggest_formation (ruleset, tactics_match_get_map (match), LARGE_UNITS);
  g_assert_nonnull (army);
  for (guint p = 0; p < 2; p++)
    {
      g_assert_nonnull (tactics_match_add_player (match, p == 0 ? "One" : "Two",
                                                  p == 0 ? "#c62828" : "#1565c0",
                                                  TACTICS_PLAYER_COMPUTER,
                                                  TACTICS_AI_LEVEL_NORMAL, &error));
      g_assert_true (tactics_match_set_formation (match, p, (const char * const *) army, &error));
    }
  g_assert_true (tactics_match_start (match, &error));
  while (tactics_match_get_phase (match) == TACTICS_MATCH_PHASE_PLACEMENT)
    g_assert_true (tactics_match_place_all (match, &error));
  return g_steal_pointer (&match);
}

static void
bench_large (guint n_turns)
{
  g_autoptr(TacticsMatch) match = NULL;
  g_autoptr(TacticsAi) ai = tactics_ai_new (TACTICS_AI_LEVEL_NORMAL);
  g_autoptr(GArray) times = g_array_new (FALSE, FALSE, sizeof (double));
  double set_up, set_up_peak, worst, median, peak;

  match = new_large_match ();
  set_up = status_mb ("VmRSS:");
  set_up_peak = peak_rss_mb ();

  for (guint t = 0; t < n_turns && tactics_match_get_phase (match) == TACTICS_MATCH_PHASE_PLAYING;
       t++)
    {
      double start = cpu_seconds ();
      double seconds;

      play_turn (match, ai);
      seconds = cpu_seconds () - start;
      g_array_append_val (times, seconds);
    }
  peak = peak_rss_mb ();

  g_array_sort (times, compare_doubles);
  median = g_array_index (times, double, times->len / 2);
  worst = g_array_index (times, double, times->len - 1);

  printf ("# %dx%d hex map, %d units a side, the first %u computer turns\n",
          LARGE_SIZE, LARGE_SIZE, LARGE_UNITS, times->len);
  printf ("computer turn 4096x4096, median: %.3f s\n", median);
  printf ("computer turn 4096x4096, max: %.3f s (budget %.0f s): %s\n", worst, LARGE_BUDGET_S,
          verdict (worst, LARGE_BUDGET_S));
  printf ("computer turn 4096x4096, peak RSS: %.1f MB (budget %.0f MB): %s\n", peak,
          LARGE_BUDGET_MB, verdict (peak, LARGE_BUDGET_MB));
  printf ("  before any computer turn: %.1f MB resident, %.1f MB at the peak of making the map "
          "and the match\n", set_up, set_up_peak);
}

int
main (int   argc,
      char *argv[])
{
  const char *which = argc > 1 ? argv[1] : "quiet";
  guint n_turns = argc > 2 ? (guint) g_ascii_strtoull (argv[2], NULL, 10) : 0;

  tactics_init ();
  if (g_str_equal (which, "quiet"))
    bench_quiet (n_turns > 0 ? n_turns : QUIET_TURNS);
  else if (g_str_equal (which, "large"))
    bench_large (n_turns > 0 ? n_turns : LARGE_TURNS);
  else
    {
      g_printerr ("usage: %s quiet|large [TURNS]\n", argv[0]);
      return 2;
    }
  return 0;
}
