/* SPDX-License-Identifier: GPL-3.0-or-later */
/* Strength of the computer players in scenario matches, as win rates over
 * seeded matches: normal against players choosing random legal commands
 * (budget: at least 90% of the matches won) and hard against normal
 * (budget: at least 50% won). Three scenarios built here:
 *  - "ford race" (Skirmish, square): both sides hold the ford for 3
 *    rounds, starting on either bank;
 *  - "escort" (Mountain Pass, hex, initiative mode): the escort must bring
 *    its envoy, which it must protect, from the north-west corner to the
 *    south-east one; the hunters, starting in the middle pass, win by
 *    taking the envoy or by lasting 20 rounds;
 *  - "the isle" (Crossroads, four sides in the corners): each holds the
 *    central isle for 3 rounds;
 * and every bundled scenario (data/scenarios), in turns mode.
 * Seats alternate with the seed, so that each level plays every side. In
 * four-side matches two seats are the stronger level's (0 and 2, or 1 and
 * 3). Prints the figures; exits 1 when a budget is missed. An argument
 * plays that many matches per series instead, for a quick look. */
#include "config.h"

#include <stdio.h>
#include <stdlib.h>

#include "match-boards.h"
#include "match-series.h"

#define N_UNITS 4

static guint n_matches = 200;

typedef struct {
  MatchTally outcomes;                            /* for the stronger level */
  guint by_objective;
  guint side_wins[TACTICS_MAX_SCENARIO_SIDES];    /* by either level */
  guint strong_wins[TACTICS_MAX_SCENARIO_SIDES];  /* by the stronger level */
} Tally;

/* Scenario building */

static TacticsSide *
add_side (TacticsScenario *scenario,
          const char      *id,
          const char      *name,
          const char      *zone)
{
  g_autoptr(TacticsSide) side = tactics_side_new (id, name);

  tactics_side_set_start_zone (side, zone);
  tactics_scenario_insert_side (scenario, G_MAXUINT, side);
  return side;
}

static void
add_region (TacticsScenario   *scenario,
            const char        *id,
            const TacticsCell *cells,
            guint              n_cells)
{
  g_autoptr(TacticsRegion) region = tactics_region_new (id, id);

  tactics_region_set_cells (region, cells, n_cells, TRUE);
  tactics_scenario_insert_region (scenario, G_MAXUINT, region);
}

/* A region of the @width × @height cells from @x, @y that @map's foot
 * soldiers can enter. */
static void
add_box (TacticsScenario *scenario,
         const char      *id,
         int              x,
         int              y,
         int              width,
         int              height)
{
  TacticsMap *map = tactics_scenario_get_map (scenario);
  const TacticsCostGrid *grid = tactics_map_get_cost_grid (map, "foot");
  g_autoptr(GArray) cells = g_array_new (FALSE, FALSE, sizeof (TacticsCell));

  for (int dy = 0; dy < height; dy++)
    for (int dx = 0; dx < width; dx++)
      if (tactics_cost_grid_get (grid, x + dx, y + dy) > 0)
        g_array_append_val (cells, ((TacticsCell) { x + dx, y + dy }));
  add_region (scenario, id, (const TacticsCell *) cells->data, cells->len);
}

static void
add_objective (TacticsSide          *side,
               TacticsObjectiveKind  kind,
               const char           *region,
               const char           *unit,
               guint                 rounds)
{
  g_autoptr(TacticsObjective) objective = tactics_objective_new (kind);

  tactics_objective_set_region (objective, region);
  tactics_objective_set_unit (objective, unit);
  if (rounds != 0)
    tactics_objective_set_rounds (objective, rounds);
  tactics_side_insert_objective (side, G_MAXUINT, objective);
}

static TacticsScenario *
ford_race (void)
{
  g_autoptr(TacticsMap) map = match_helpers_load_map ("skirmish.map.xml");
  g_autoptr(TacticsScenario) scenario = tactics_scenario_new (map);
  const TacticsCell ford[] = { { 10, 7 }, { 11, 7 }, { 12, 7 }, { 11, 8 }, { 12, 8 }, { 13, 8 } };
  TacticsSide *west, *east;

  tactics_scenario_set_name (scenario, "Ford Race");
  tactics_scenario_set_round_limit (scenario, 60);
  add_region (scenario, "ford", ford, G_N_ELEMENTS (ford));
  add_box (scenario, "west-bank", 0, 0, 5, 16);
  add_box (scenario, "east-bank", 19, 0, 5, 16);
  west = add_side (scenario, "west", "West", "west-bank");
  east = add_side (scenario, "east", "East", "east-bank");
  add_objective (west, TACTICS_OBJECTIVE_HOLD_REGION, "ford", NULL, 3);
  add_objective (east, TACTICS_OBJECTIVE_HOLD_REGION, "ford", NULL, 3);
  return g_steal_pointer (&scenario);
}

static TacticsScenario *
escort (void)
{
  g_autoptr(TacticsMap) map = match_helpers_load_map ("mountain-pass.map.xml");
  g_autoptr(TacticsScenario) scenario = tactics_scenario_new (map);
  g_autoptr(TacticsPlacedUnit) envoy = tactics_placed_unit_new ("envoy", "cavalry",
                                                                (TacticsCell) { 1, 1 });
  TacticsSide *escorts, *hunters;

  tactics_scenario_set_name (scenario, "Escort");
  tactics_scenario_set_round_limit (scenario, 20);
  add_box (scenario, "west-valley", 0, 0, 4, 4);
  add_box (scenario, "middle-pass", 13, 15, 8, 3);
  add_box (scenario, "haven", 28, 19, 4, 3);
  escorts = add_side (scenario, "escort", "Escort", "west-valley");
  hunters = add_side (scenario, "hunters", "Hunters", "middle-pass");
  tactics_side_insert_placed_unit (escorts, G_MAXUINT, envoy);
  add_objective (escorts, TACTICS_OBJECTIVE_PROTECT_UNIT, NULL, "envoy", 0);
  add_objective (escorts, TACTICS_OBJECTIVE_REACH_REGION, "haven", "envoy", 0);
  add_objective (hunters, TACTICS_OBJECTIVE_ELIMINATE_UNIT, NULL, "envoy", 0);
  add_objective (hunters, TACTICS_OBJECTIVE_SURVIVE_ROUNDS, NULL, NULL, 20);
  return g_steal_pointer (&scenario);
}

static TacticsScenario *
the_isle (void)
{
  g_autoptr(TacticsMap) map = match_helpers_load_map ("crossroads.map.xml");
  g_autoptr(TacticsScenario) scenario = tactics_scenario_new (map);
  const struct { const char *id; int x, y; } corners[] = {
    { "north-west", 0, 0 }, { "north-east", 42, 0 }, { "south-east", 42, 27 },
    { "south-west", 0, 27 },
  };

  tactics_scenario_set_name (scenario, "The Isle");
  tactics_scenario_set_round_limit (scenario, 80);
  add_box (scenario, "isle", 22, 14, 4, 4);
  for (guint i = 0; i < G_N_ELEMENTS (corners); i++)
    {
      TacticsSide *side;

      add_box (scenario, corners[i].id, corners[i].x, corners[i].y, 6, 5);
      side = add_side (scenario, corners[i].id, corners[i].id, corners[i].id);
      add_objective (side, TACTICS_OBJECTIVE_HOLD_REGION, "isle", NULL, 3);
    }
  return g_steal_pointer (&scenario);
}

/* Playing */

static void
play_series (const char       *title,
             const MatchBoard *board,
             TacticsMatchMode  mode,
             int               strong_level,
             int               weak_level,
             Tally            *tally)
{
  const MatchBoardOptions options = { mode, N_UNITS, 0, -1 };
  guint n_seats = match_board_get_n_seats (board);
  g_autofree char *figures = NULL;

  for (guint seed = 0; seed < n_matches; seed++)
    {
      g_autoptr(TacticsMatch) match = match_board_new_match (board, &options, seed);
      Seat seats[TACTICS_MAX_SCENARIO_SIDES];
      guint32 strong_seats = match_series_strong_seats (n_seats, seed);

      match_series_seats_init (seats, n_seats, seed, strong_level, weak_level);
      match_helpers_play (match, seats, G_MAXUINT, TRUE);
      match_tally_add (&tally->outcomes, match, strong_seats);
      if (tactics_match_get_outcome (match) == TACTICS_MATCH_OUTCOME_WIN)
        {
          int winner = tactics_match_get_winner (match);
          int index = -1;

          tally->side_wins[winner]++;
          if (strong_seats & (1u << winner))
            tally->strong_wins[winner]++;
          if (tactics_match_get_deciding_objective (match, NULL, &index) && index >= 0)
            tally->by_objective++;
        }
      match_series_seats_clear (seats, n_seats);
    }

  figures = match_tally_describe (&tally->outcomes);
  printf ("%-18s %-18s %s; %u by an objective; wins by side:", title,
          tactics_scenario_get_name (board->scenario), figures, tally->by_objective);
  for (guint s = 0; s < n_seats; s++)
    printf (" %u", tally->side_wins[s]);
  printf (", of them by the first level:");
  for (guint s = 0; s < n_seats; s++)
    printf (" %u", tally->strong_wins[s]);
  printf ("\n");
}

static gboolean
report (const char  *title,
        const Tally *tally,
        double       budget)
{
  double rate = match_tally_win_rate (&tally->outcomes);
  gboolean met = rate >= budget;

  printf ("%s: %u of %u won, win rate %.1f%% (budget >= %.0f%%): %s\n",
           title, tally->outcomes.wins, tally->outcomes.played, rate, budget,
           met ? "met" : "MISSED");
  return met;
}

int
main (int   argc,
      char *argv[])
{
  struct {
    const char       *name;
    TacticsScenario *(*build) (void);
    TacticsMatchMode  mode;
  } cases[] = {
    { "ford race", ford_race, TACTICS_MATCH_MODE_TURNS },
    { "escort", escort, TACTICS_MATCH_MODE_INITIATIVE },
    { "the isle", the_isle, TACTICS_MATCH_MODE_TURNS },
  };
  g_autoptr(GArray) boards = g_array_new (FALSE, TRUE, sizeof (MatchBoard));
  g_autoptr(GPtrArray) names = NULL;
  g_autoptr(GArray) bundled = NULL;
  g_autofree Tally *against_random = NULL;
  g_autofree Tally *against_normal = NULL;
  gboolean ok = TRUE;
  gint64 start = g_get_monotonic_time ();

  tactics_init ();
  if (argc > 1)
    n_matches = (guint) MAX (1, atoi (argv[1]));

  g_array_set_clear_func (boards, (GDestroyNotify) match_board_clear);
  for (guint i = 0; i < G_N_ELEMENTS (cases); i++)
    {
      g_autoptr(TacticsScenario) scenario = cases[i].build ();
      MatchBoard board = match_board_for_scenario (scenario);

      g_array_append_val (boards, board);
    }
  names = match_boards_list_bundled ("scenarios", ".scenario.xml");
  bundled = match_boards_load (names);
  /* The boards move over; the emptied array must not clear them. */
  g_array_append_vals (boards, bundled->data, bundled->len);
  g_array_set_clear_func (bundled, NULL);
  against_random = g_new0 (Tally, boards->len);
  against_normal = g_new0 (Tally, boards->len);

  printf ("%u matches per series, %u units a side (or the side's budget)\n", n_matches, N_UNITS);
  for (guint i = 0; i < boards->len; i++)
    {
      const MatchBoard *board = &g_array_index (boards, MatchBoard, i);
      TacticsMatchMode mode = i < G_N_ELEMENTS (cases) ? cases[i].mode : TACTICS_MATCH_MODE_TURNS;

      play_series ("normal vs random", board, mode, TACTICS_AI_LEVEL_NORMAL, -1,
                   &against_random[i]);
      play_series ("hard vs normal", board, mode, TACTICS_AI_LEVEL_HARD,
                   TACTICS_AI_LEVEL_NORMAL, &against_normal[i]);
    }
  for (guint i = 0; i < boards->len; i++)
    {
      const char *name = tactics_scenario_get_name (g_array_index (boards, MatchBoard,
                                                                   i).scenario);
      g_autofree char *random_title = g_strdup_printf ("normal vs random (%s)", name);
      g_autofree char *normal_title = g_strdup_printf ("hard vs normal (%s)", name);

      ok &= report (random_title, &against_random[i], 90.0);
      ok &= report (normal_title, &against_normal[i], 50.0);
    }
  printf ("elapsed %.1f s\n", (g_get_monotonic_time () - start) / 1e6);
  return ok ? 0 : 1;
}
