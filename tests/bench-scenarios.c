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

#include "match-helpers.h"

#define N_UNITS 4

static guint n_matches = 200;

typedef struct {
  guint wins;       /* by a side of the stronger level */
  guint losses;     /* by a side of the weaker level */
  guint draws;
  guint unfinished;
  guint by_objective;
  guint rounds;
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

static TacticsMatch *
scenario_match (TacticsScenario  *scenario,
                TacticsMatchMode  mode,
                guint64           seed)
{
  TacticsMap *map = tactics_scenario_get_map (scenario);
  guint n_sides = g_list_model_get_n_items (tactics_scenario_get_sides (scenario));
  g_autoptr(TacticsMatch) match = tactics_match_new (map, NULL, N_UNITS, mode, seed);
  g_autoptr(GError) error = NULL;

  for (guint p = 0; p < n_sides; p++)
    {
      g_autofree char *name = g_strdup_printf ("Player %u", p + 1);

      g_assert_nonnull (tactics_match_add_player (match, name, "#123456", TACTICS_PLAYER_COMPUTER,
                                                 TACTICS_AI_LEVEL_NORMAL, &error));
    }
  if (!tactics_match_set_scenario (match, scenario, &error))
    g_error ("%s: %s", tactics_scenario_get_name (scenario), error->message);
  /* The computer's own armies, of each side's budget and allowed types. */
  for (guint p = 0; p < n_sides; p++)
    {
      g_auto(GStrv) army = tactics_ai_suggest_army (match, p);

      g_assert_nonnull (army);
      if (!tactics_match_set_formation (match, p, (const char * const *) army, &error))
        g_error ("%s: %s", tactics_scenario_get_name (scenario), error->message);
    }
  if (!tactics_match_start (match, &error))
    g_error ("%s, seed %" G_GUINT64_FORMAT ": %s", tactics_scenario_get_name (scenario), seed,
             error->message);
  return g_steal_pointer (&match);
}

/* Whether seat @seat plays the stronger level in the match of @seed. */
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
play_series (const char       *title,
             TacticsScenario  *scenario,
             TacticsMatchMode  mode,
             int               strong_level,
             int               weak_level,
             Tally            *tally)
{
  guint n_seats = g_list_model_get_n_items (tactics_scenario_get_sides (scenario));

  for (guint seed = 0; seed < n_matches; seed++)
    {
      g_autoptr(TacticsMatch) match = scenario_match (scenario, mode, seed);
      Seat seats[TACTICS_MAX_SCENARIO_SIDES] = { { 0 } };
      int winner;

      for (guint s = 0; s < n_seats; s++)
        {
          int level = strong_seat (s, n_seats, seed) ? strong_level : weak_level;

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
            {
              tally->wins++;
              tally->strong_wins[winner]++;
            }
          else
            tally->losses++;
          tally->side_wins[winner]++;
          if (tactics_match_get_deciding_objective (match, NULL, NULL))
            {
              int index = -1;

              tactics_match_get_deciding_objective (match, NULL, &index);
              if (index >= 0)
                tally->by_objective++;
            }
          break;
        case TACTICS_MATCH_OUTCOME_DRAW:
          tally->draws++;
          break;
        case TACTICS_MATCH_OUTCOME_UNFINISHED:
        case TACTICS_MATCH_OUTCOME_NONE:
        default:
          tally->unfinished++;
          break;
        }
      tally->rounds += tactics_match_get_round (match);

      for (guint s = 0; s < n_seats; s++)
        g_clear_object (&seats[s].ai);
    }

  printf ("%-18s %-18s %3u wins %3u losses %3u draws %3u unfinished, %3u by an objective, "
           "mean %.1f rounds; wins by side:",
           title, tactics_scenario_get_name (scenario), tally->wins, tally->losses, tally->draws,
           tally->unfinished, tally->by_objective, (double) tally->rounds / n_matches);
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
  double rate = 100.0 * tally->wins / n_matches;
  gboolean met = rate >= budget;

  printf ("%s: %u of %u won, win rate %.1f%% (budget >= %.0f%%): %s\n",
           title, tally->wins, n_matches, rate, budget, met ? "met" : "MISSED");
  return met;
}

/* The bundled scenarios, sorted by file name. */
static GPtrArray *
load_bundled (void)
{
  g_autofree char *path = match_helpers_data_path ("scenarios", NULL);
  g_autoptr(GDir) dir = g_dir_open (path, 0, NULL);
  g_autoptr(GPtrArray) names = g_ptr_array_new_with_free_func (g_free);
  GPtrArray *scenarios = g_ptr_array_new_with_free_func (g_object_unref);
  const char *name;

  while (dir != NULL && (name = g_dir_read_name (dir)) != NULL)
    if (g_str_has_suffix (name, ".scenario.xml"))
      g_ptr_array_add (names, g_strdup (name));
  g_ptr_array_sort (names, (GCompareFunc) g_strcmp0);
  for (guint i = 0; i < names->len; i++)
    {
      g_autofree char *file_path = g_build_filename (path, g_ptr_array_index (names, i), NULL);
      g_autoptr(GFile) file = g_file_new_for_path (file_path);
      g_autoptr(GError) error = NULL;
      TacticsScenario *scenario = tactics_scenario_load (file, &error);

      if (scenario == NULL)
        g_error ("%s", error->message);
      g_ptr_array_add (scenarios, scenario);
    }
  return scenarios;
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
  g_autoptr(GPtrArray) scenarios = g_ptr_array_new_with_free_func (g_object_unref);
  g_autoptr(GPtrArray) bundled = NULL;
  g_autofree Tally *against_random = NULL;
  g_autofree Tally *against_normal = NULL;
  gboolean ok = TRUE;
  gint64 start = g_get_monotonic_time ();

  tactics_init ();
  if (argc > 1)
    n_matches = (guint) MAX (1, atoi (argv[1]));

  for (guint i = 0; i < G_N_ELEMENTS (cases); i++)
    g_ptr_array_add (scenarios, cases[i].build ());
  bundled = load_bundled ();
  g_ptr_array_extend_and_steal (scenarios, g_steal_pointer (&bundled));
  against_random = g_new0 (Tally, scenarios->len);
  against_normal = g_new0 (Tally, scenarios->len);

  printf ("%u matches per series, %u units a side (or the side's budget)\n", n_matches, N_UNITS);
  for (guint i = 0; i < scenarios->len; i++)
    {
      TacticsScenario *scenario = g_ptr_array_index (scenarios, i);
      TacticsMatchMode mode = i < G_N_ELEMENTS (cases) ? cases[i].mode : TACTICS_MATCH_MODE_TURNS;

      play_series ("normal vs random", scenario, mode, TACTICS_AI_LEVEL_NORMAL, -1,
                   &against_random[i]);
      play_series ("hard vs normal", scenario, mode, TACTICS_AI_LEVEL_HARD,
                   TACTICS_AI_LEVEL_NORMAL, &against_normal[i]);
    }
  for (guint i = 0; i < scenarios->len; i++)
    {
      const char *name = tactics_scenario_get_name (g_ptr_array_index (scenarios, i));
      g_autofree char *random_title = g_strdup_printf ("normal vs random (%s)", name);
      g_autofree char *normal_title = g_strdup_printf ("hard vs normal (%s)", name);

      ok &= report (random_title, &against_random[i], 90.0);
      ok &= report (normal_title, &against_normal[i], 50.0);
    }
  printf ("elapsed %.1f s\n", (g_get_monotonic_time () - start) / 1e6);
  return ok ? 0 : 1;
}
