/* SPDX-License-Identifier: GPL-3.0-or-later */
/* Strength of the computer players in the fog, where they plan from what
 * they see: seeded matches on every bundled map and every bundled
 * scenario, fog on, seats alternating with the seed (in four-side
 * scenarios the stronger level takes seats 0 and 2, or 1 and 3):
 *  - normal against a player choosing random legal commands (budget: at
 *    least 90% won);
 *  - hard against normal, with fog and without (budget: the two win rates
 *    within 10 points of each other: fog takes nothing from the better
 *    level's edge).
 * Draws and unfinished matches count as not won. Prints each board's
 * figures and each pairing's win rate with its 95% Wilson interval; exits 1
 * when a budget is missed. An argument plays that many matches per board
 * instead (the default gives each pairing 7 × 30 = 210 matches). */
#include "config.h"

#include <math.h>
#include <stdio.h>
#include <stdlib.h>

#include "match-helpers.h"

#define N_UNITS 4
#define ROUND_LIMIT 100

static guint n_matches = 30;

static const char *const maps[] = {
  "skirmish.map.xml",
  "crossroads.map.xml",
  "islands.map.xml",
  "mountain-pass.map.xml",
};

typedef struct {
  guint wins;
  guint losses;
  guint draws;
  guint unfinished;
  guint rounds;
  guint played;
} Tally;

typedef struct {
  const char     *title;
  int             strong;   /* a TacticsAiLevel, or -1 for the random player */
  int             weak;
  TacticsFogMode  fog;
  Tally           total;
} Pairing;

/* A board: a plain map, or a bundled scenario. */
typedef struct {
  char            *name;
  TacticsMap      *map;        /* NULL for a scenario */
  TacticsScenario *scenario;
} Board;

static TacticsMatch *
board_match (const Board    *board,
             TacticsFogMode  fog,
             guint64         seed,
             guint          *n_seats)
{
  TacticsMap *map = board->scenario != NULL ? tactics_scenario_get_map (board->scenario)
                                            : board->map;
  guint n = board->scenario != NULL
              ? g_list_model_get_n_items (tactics_scenario_get_sides (board->scenario))
              : 2;
  g_autoptr(TacticsMatch) match = tactics_match_new (map, NULL, N_UNITS,
                                                     TACTICS_MATCH_MODE_TURNS, seed);
  g_autoptr(GError) error = NULL;

  tactics_match_set_round_limit (match, ROUND_LIMIT);
  for (guint p = 0; p < n; p++)
    {
      g_autofree char *name = g_strdup_printf ("Player %u", p + 1);

      g_assert_nonnull (tactics_match_add_player (match, name, "#123456", TACTICS_PLAYER_COMPUTER,
                                                 TACTICS_AI_LEVEL_NORMAL, &error));
    }
  if (board->scenario != NULL && !tactics_match_set_scenario (match, board->scenario, &error))
    g_error ("%s: %s", board->name, error->message);
  /* After the scenario, which may bring its own. */
  tactics_match_set_fog (match, fog);
  for (guint p = 0; p < n; p++)
    {
      g_auto(GStrv) army = tactics_ai_suggest_army (match, p);

      g_assert_nonnull (army);
      if (!tactics_match_set_formation (match, p, (const char * const *) army, &error))
        g_error ("%s: %s", board->name, error->message);
    }
  if (!tactics_match_start (match, &error))
    g_error ("%s, seed %" G_GUINT64_FORMAT ": %s", board->name, seed, error->message);
  *n_seats = n;
  return g_steal_pointer (&match);
}

static gboolean
strong_seat (guint   seat,
             guint   n_seats,
             guint64 seed)
{
  if (n_seats == 2)
    return seat == seed % 2;
  return seat % 2 == seed % 2;
}

static void
print_rate (const char  *title,
            const char  *board,
            const Tally *tally)
{
  double low, high;

  tactics_arena_wilson_interval (tally->wins, tally->played, TACTICS_ARENA_Z_95, &low, &high);
  printf ("%-24s %-30s %3u wins %3u losses %3u draws %3u unfinished of %3u: "
          "%5.1f%% [%5.1f, %5.1f], mean %.1f rounds\n",
          title, board, tally->wins, tally->losses, tally->draws, tally->unfinished,
          tally->played, 100.0 * tally->wins / MAX (tally->played, 1u), 100.0 * low,
          100.0 * high, (double) tally->rounds / MAX (tally->played, 1u));
  fflush (stdout);
}

static void
play_board (Pairing     *pairing,
            const Board *board)
{
  Tally tally = { 0 };

  for (guint seed = 0; seed < n_matches; seed++)
    {
      guint n_seats;
      g_autoptr(TacticsMatch) match = board_match (board, pairing->fog, seed, &n_seats);
      Seat seats[TACTICS_MAX_PLAYERS] = { { 0 } };
      int winner;

      for (guint s = 0; s < n_seats; s++)
        {
          int level = strong_seat (s, n_seats, seed) ? pairing->strong : pairing->weak;

          if (level >= 0)
            seats[s].ai = tactics_ai_new ((TacticsAiLevel) level);
          random_player_init (&seats[s].random, seed * n_seats + s);
        }
      match_helpers_play (match, seats, G_MAXUINT, TRUE);

      switch (tactics_match_get_outcome (match))
        {
        case TACTICS_MATCH_OUTCOME_WIN:
          winner = tactics_match_get_winner (match);
          if (strong_seat ((guint) winner, n_seats, seed))
            tally.wins++;
          else
            tally.losses++;
          break;
        case TACTICS_MATCH_OUTCOME_DRAW:
          tally.draws++;
          break;
        case TACTICS_MATCH_OUTCOME_UNFINISHED:
        case TACTICS_MATCH_OUTCOME_NONE:
        default:
          tally.unfinished++;
          break;
        }
      tally.rounds += tactics_match_get_round (match);
      tally.played++;

      for (guint s = 0; s < n_seats; s++)
        g_clear_object (&seats[s].ai);
    }
  print_rate (pairing->title, board->name, &tally);
  pairing->total.wins += tally.wins;
  pairing->total.losses += tally.losses;
  pairing->total.draws += tally.draws;
  pairing->total.unfinished += tally.unfinished;
  pairing->total.rounds += tally.rounds;
  pairing->total.played += tally.played;
}

static int
compare_names (gconstpointer a,
               gconstpointer b)
{
  return g_strcmp0 (*(const char * const *) a, *(const char * const *) b);
}

/* Every bundled map and scenario, scenarios sorted by file name. */
static GArray *
load_boards (void)
{
  GArray *boards = g_array_new (FALSE, TRUE, sizeof (Board));
  g_autofree char *path = match_helpers_data_path ("scenarios", NULL);
  g_autoptr(GDir) dir = g_dir_open (path, 0, NULL);
  g_autoptr(GPtrArray) names = g_ptr_array_new_with_free_func (g_free);
  const char *name;

  for (guint i = 0; i < G_N_ELEMENTS (maps); i++)
    {
      Board board = { g_strdup (maps[i]), match_helpers_load_map (maps[i]), NULL };

      g_array_append_val (boards, board);
    }
  while (dir != NULL && (name = g_dir_read_name (dir)) != NULL)
    if (g_str_has_suffix (name, ".scenario.xml"))
      g_ptr_array_add (names, g_strdup (name));
  g_ptr_array_sort (names, compare_names);
  for (guint i = 0; i < names->len; i++)
    {
      g_autofree char *file_path = g_build_filename (path, g_ptr_array_index (names, i), NULL);
      g_autoptr(GFile) file = g_file_new_for_path (file_path);
      g_autoptr(GError) error = NULL;
      Board board = { g_strdup (g_ptr_array_index (names, i)), NULL, NULL };

      board.scenario = tactics_scenario_load (file, &error);
      if (board.scenario == NULL)
        g_error ("%s", error->message);
      g_array_append_val (boards, board);
    }
  return boards;
}

static void
free_boards (GArray *boards)
{
  for (guint i = 0; i < boards->len; i++)
    {
      Board *board = &g_array_index (boards, Board, i);

      g_free (board->name);
      g_clear_object (&board->map);
      g_clear_object (&board->scenario);
    }
  g_array_unref (boards);
}

int
main (int   argc,
      char *argv[])
{
  Pairing pairings[] = {
    { "normal vs random, fog", TACTICS_AI_LEVEL_NORMAL, -1, TACTICS_FOG_MODE_FOG, { 0 } },
    { "hard vs normal, fog", TACTICS_AI_LEVEL_HARD, TACTICS_AI_LEVEL_NORMAL,
      TACTICS_FOG_MODE_FOG, { 0 } },
    { "hard vs normal, no fog", TACTICS_AI_LEVEL_HARD, TACTICS_AI_LEVEL_NORMAL,
      TACTICS_FOG_MODE_NONE, { 0 } },
  };
  GArray *boards;
  gint64 start = g_get_monotonic_time ();
  double fog_rate, clear_rate, random_rate;
  gboolean ok = TRUE;

  if (argc > 1)
    n_matches = (guint) MAX (1, atoi (argv[1]));
  tactics_init ();
  boards = load_boards ();

  printf ("%u matches per board and pairing over %u boards, %u units a side, round limit %u\n",
          n_matches, boards->len, N_UNITS, ROUND_LIMIT);
  for (guint p = 0; p < G_N_ELEMENTS (pairings); p++)
    {
      for (guint b = 0; b < boards->len; b++)
        play_board (&pairings[p], &g_array_index (boards, Board, b));
      print_rate (pairings[p].title, "all boards", &pairings[p].total);
    }

  /* Rates are whole matches over the same count: exactly 10 points apart
   * is within the budget, whatever the rounding says. */
  random_rate = 100.0 * pairings[0].total.wins / MAX (pairings[0].total.played, 1u);
  fog_rate = 100.0 * pairings[1].total.wins / MAX (pairings[1].total.played, 1u);
  clear_rate = 100.0 * pairings[2].total.wins / MAX (pairings[2].total.played, 1u);
  printf ("normal vs random with fog: %.1f%% (budget >= 90%%): %s\n", random_rate,
          random_rate >= 90.0 ? "met" : "MISSED");
  ok &= random_rate >= 90.0;
  printf ("hard vs normal: %.1f%% with fog, %.1f%% without, %+.1f points "
          "(budget within 10): %s\n", fog_rate, clear_rate, fog_rate - clear_rate,
          fabs (fog_rate - clear_rate) <= 10.0 + 1e-9 ? "met" : "MISSED");
  ok &= fabs (fog_rate - clear_rate) <= 10.0 + 1e-9;
  printf ("elapsed %.1f s\n", (g_get_monotonic_time () - start) / 1e6);

  free_boards (boards);
  return ok ? 0 : 1;
}
