/* SPDX-License-Identifier: GPL-3.0-or-later */
/* Time of a whole computer turn (every command until it ends its turn,
 * thinking and performing) with 16 units a side on a 64×64 map, over
 * whole matches so that turns in contact are counted as well as the
 * approach. Budget: 200 ms a turn. Prints median and maximum per level. */
#include "config.h"

#include "match-helpers.h"

#define SIZE 64
#define N_UNITS 16
#define N_MATCHES 3
#define ROUND_LIMIT 60
#define BUDGET_MS 200.0

/* A 64×64 board from the bundled terrains: mostly plains, with woods,
 * hills, a river and some walls drawn from a fixed seed. */
static TacticsMap *
make_map (TacticsRuleset *ruleset)
{
  static const char * const mix[] = { "p", "p", "p", "p", "p", "r", "f", "f", "h", "s", "q", "w" };
  g_autoptr(TacticsMap) map = tactics_map_new (SIZE, SIZE, TACTICS_TOPOLOGY_SQUARE, ruleset);
  g_autofree guint16 *cells = g_new (guint16, SIZE * SIZE);
  TacticsRandom random;

  tactics_random_init (&random, 64);
  for (int i = 0; i < SIZE * SIZE; i++)
    {
      int x = i % SIZE;
      const char *id = mix[tactics_random_below (&random, G_N_ELEMENTS (mix))];

      if (x == SIZE / 2 || x == SIZE / 2 + 1)
        id = (i / SIZE) % 8 == 3 ? "b" : "w";
      else if (tactics_random_below (&random, 40) == 0)
        id = "x";
      cells[i] = (guint16) tactics_ruleset_get_terrain_index (ruleset, id);
    }
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

static void
measure (TacticsMap     *map,
         TacticsAiLevel  level)
{
  g_autoptr(GArray) times = g_array_new (FALSE, FALSE, sizeof (double));
  double median, worst;
  guint over = 0;

  for (guint seed = 1; seed <= N_MATCHES; seed++)
    {
      g_autoptr(TacticsMatch) match = match_helpers_new_match (map, NULL, 2, N_UNITS,
                                                               TACTICS_MATCH_MODE_TURNS, seed,
                                                               ROUND_LIMIT);
      g_autoptr(TacticsAi) ai = tactics_ai_new (level);
      g_autoptr(GError) error = NULL;

      g_assert_nonnull (match);
      while (tactics_match_get_phase (match) == TACTICS_MATCH_PHASE_PLACEMENT)
        g_assert_true (tactics_match_place_all (match, &error));

      while (tactics_match_get_phase (match) == TACTICS_MATCH_PHASE_PLAYING)
        {
          guint turn = tactics_match_get_turn (match);
          gint64 start = g_get_monotonic_time ();
          double ms;

          while (tactics_match_get_phase (match) == TACTICS_MATCH_PHASE_PLAYING &&
                 tactics_match_get_turn (match) == turn)
            {
              TacticsCommand command;

              g_assert_true (tactics_ai_next_command (ai, match, &command));
              g_assert_cmpint (tactics_match_perform (match, &command, NULL, &error), !=,
                               TACTICS_COMMAND_RESULT_FAILURE);
            }
          ms = (g_get_monotonic_time () - start) / 1000.0;
          g_array_append_val (times, ms);
          over += ms > BUDGET_MS;
        }
    }

  g_array_sort (times, compare_doubles);
  median = g_array_index (times, double, times->len / 2);
  worst = g_array_index (times, double, times->len - 1);
  g_print ("%-6s %u turns: median %.1f ms, max %.1f ms, %u over %.0f ms (budget): %s\n",
           level == TACTICS_AI_LEVEL_HARD ? "hard" : "normal", times->len, median, worst, over,
           BUDGET_MS, worst <= BUDGET_MS ? "met" : "MISSED");
}

int
main (int   argc,
      char *argv[])
{
  g_autoptr(TacticsRuleset) ruleset = NULL;
  g_autoptr(TacticsMap) map = NULL;

  tactics_init ();
  ruleset = match_helpers_load_ruleset ();
  map = make_map (ruleset);

  g_print ("a whole computer turn, %dx%d map, %d units a side, %d matches\n",
           SIZE, SIZE, N_UNITS, N_MATCHES);
  measure (map, TACTICS_AI_LEVEL_NORMAL);
  measure (map, TACTICS_AI_LEVEL_HARD);
  return 0;
}
