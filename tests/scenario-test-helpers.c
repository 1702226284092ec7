/* SPDX-License-Identifier: GPL-3.0-or-later */
#include "config.h"

#include "scenario-test-helpers.h"
#include "tactics-match-private.h"

TacticsScenario *
new_scenario (const char * const *rows)
{
  g_autoptr(TacticsRuleset) ruleset = make_rules ();
  g_autoptr(TacticsMap) map = make_map (ruleset, rows);
  TacticsScenario *scenario = tactics_scenario_new (map);
  const char *names[] = { "Red", "Blue" };

  tactics_scenario_set_name (scenario, "Test");
  for (guint i = 0; i < G_N_ELEMENTS (names); i++)
    {
      g_autofree char *id = g_ascii_strdown (names[i], -1);
      g_autoptr(TacticsSide) side = tactics_side_new (id, names[i]);

      tactics_scenario_insert_side (scenario, G_MAXUINT, side);
    }
  return scenario;
}

TacticsSide *
side_at (TacticsScenario *scenario,
         guint            index)
{
  g_autoptr(TacticsSide) side = g_list_model_get_item (tactics_scenario_get_sides (scenario),
                                                       index);

  return side;
}

/* A region of the @width × @height cells from @x, @y. */
void
add_region (TacticsScenario *scenario,
            const char      *id,
            const char      *name,
            int              x,
            int              y,
            int              width,
            int              height)
{
  g_autoptr(TacticsRegion) region = tactics_region_new (id, name);

  for (int dy = 0; dy < height; dy++)
    for (int dx = 0; dx < width; dx++)
      tactics_region_set_cells (region, &(TacticsCell) { x + dx, y + dy }, 1, TRUE);
  tactics_scenario_insert_region (scenario, G_MAXUINT, region);
}

void
add_objective (TacticsScenario      *scenario,
               guint                 side,
               TacticsObjectiveKind  kind,
               const char           *region,
               const char           *unit,
               guint                 rounds,
               guint                 points)
{
  g_autoptr(TacticsObjective) objective = tactics_objective_new (kind);

  tactics_objective_set_region (objective, region);
  tactics_objective_set_unit (objective, unit);
  if (rounds != 0)
    tactics_objective_set_rounds (objective, rounds);
  tactics_objective_set_points (objective, points);
  tactics_side_insert_objective (side_at (scenario, side), G_MAXUINT, objective);
}

void
add_placed (TacticsScenario *scenario,
            guint            side,
            const char      *id,
            const char      *unit_type,
            int              x,
            int              y,
            guint            hp)
{
  g_autoptr(TacticsPlacedUnit) unit = tactics_placed_unit_new (id, unit_type,
                                                               (TacticsCell) { x, y });

  unit->hp = hp;
  tactics_side_insert_placed_unit (side_at (scenario, side), G_MAXUINT, unit);
}

/* A match of @n_players humans on the scenario's map, in set-up, told to
 * play @scenario; NULL and @error when refused. */
TacticsMatch *
scenario_match (TacticsScenario   *scenario,
                guint              n_players,
                TacticsMatchMode   mode,
                guint64            seed,
                GError           **error)
{
  g_autoptr(TacticsMatch) match = tactics_match_new (tactics_scenario_get_map (scenario), NULL, 4,
                                                     mode, seed);

  for (guint p = 0; p < n_players; p++)
    {
      g_autofree char *name = g_strdup_printf ("P%u", p);

      g_assert_nonnull (tactics_match_add_player (match, name, "#123456", TACTICS_PLAYER_HUMAN,
                                                 TACTICS_AI_LEVEL_NORMAL, NULL));
    }
  if (!tactics_match_set_scenario (match, scenario, error))
    return NULL;
  return g_steal_pointer (&match);
}

void
set_army (TacticsMatch *match,
          guint        player,
          const char  *army)
{
  g_auto(GStrv) types = g_strsplit (army, ",", -1);
  g_autoptr(GError) error = NULL;

  g_assert_true (tactics_match_set_formation (match, player, (const char * const *) types, &error));
  g_assert_no_error (error);
}

/* The armies' units on @cells (the pre-placed units on their own), Red
 * playing first. */
TacticsMatch *
arranged_scenario (TacticsScenario   *scenario,
                   const char        *army0,
                   const char        *army1,
                   const TacticsCell *cells)
{
  g_autoptr(GError) error = NULL;
  g_autoptr(TacticsMatch) match = scenario_match (scenario, 2, TACTICS_MATCH_MODE_TURNS, 1,
                                                  &error);

  g_assert_no_error (error);
  set_army (match, 0, army0);
  set_army (match, 1, army1);
  g_assert_true (tactics_match_start_arranged (match, cells, &error));
  g_assert_no_error (error);
  return g_steal_pointer (&match);
}

void
assert_deciding (TacticsMatch *match,
                 gboolean     decided,
                 int          player,
                 int          index)
{
  int decided_player = -2, decided_index = -2;

  g_assert_cmpint (tactics_match_get_deciding_objective (match, &decided_player, &decided_index),
                   ==, decided);
  g_assert_cmpint (decided_player, ==, player);
  g_assert_cmpint (decided_index, ==, index);
}

void
assert_state (TacticsMatch          *match,
              guint                  player,
              guint                  index,
              TacticsObjectiveState  state,
              guint                  progress,
              guint                  goal)
{
  guint got_progress = G_MAXUINT, got_goal = G_MAXUINT;

  g_assert_cmpint (tactics_match_get_objective_state (match, player, index, &got_progress,
                                                      &got_goal), ==, state);
  g_assert_cmpuint (got_progress, ==, progress);
  g_assert_cmpuint (got_goal, ==, goal);
}

void
assert_progress_text (TacticsMatch *match,
                      guint        player,
                      guint        index,
                      const char  *text)
{
  g_autofree char *got = tactics_match_dup_objective_progress (match, player, index);

  g_assert_cmpstr (got, ==, text);
}
