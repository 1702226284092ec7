/* SPDX-License-Identifier: GPL-3.0-or-later */
#include "config.h"

#include "tactics-game-art.h"
#include "tactics-game-setup.h"

static void
clear_seat (gpointer data)
{
  TacticsGameSeat *seat = data;

  g_clear_pointer (&seat->name, g_free);
}

TacticsGameSetup *
tactics_game_setup_new (void)
{
  TacticsGameSetup *setup = g_new0 (TacticsGameSetup, 1);

  setup->units_per_player = TACTICS_DEFAULT_UNITS_PER_PLAYER;
  setup->mode = TACTICS_MATCH_MODE_TURNS;
  setup->fog = TACTICS_FOG_MODE_NONE;
  setup->seats = g_array_new (FALSE, TRUE, sizeof (TacticsGameSeat));
  g_array_set_clear_func (setup->seats, clear_seat);
  return setup;
}

TacticsGameSetup *
tactics_game_setup_copy (const TacticsGameSetup *setup)
{
  TacticsGameSetup *copy;

  g_return_val_if_fail (setup != NULL, NULL);

  copy = tactics_game_setup_new ();
  g_set_object (&copy->map_file, setup->map_file);
  g_set_object (&copy->map, setup->map);
  g_set_object (&copy->scenario, setup->scenario);
  g_set_object (&copy->ruleset_file, setup->ruleset_file);
  g_set_object (&copy->ruleset, setup->ruleset);
  copy->units_per_player = setup->units_per_player;
  copy->mode = setup->mode;
  copy->has_seed = setup->has_seed;
  copy->seed = setup->seed;
  copy->round_limit = setup->round_limit;
  copy->stop_round = setup->stop_round;
  copy->has_fog = setup->has_fog;
  copy->fog = setup->fog;
  for (guint i = 0; i < setup->seats->len; i++)
    {
      const TacticsGameSeat *seat = &g_array_index (setup->seats, TacticsGameSeat, i);

      tactics_game_setup_add_seat (copy, seat->name, seat->team, seat->kind, seat->level);
    }
  return copy;
}

void
tactics_game_setup_free (TacticsGameSetup *setup)
{
  if (setup == NULL)
    return;
  g_clear_object (&setup->map_file);
  g_clear_object (&setup->scenario);
  g_clear_object (&setup->map);
  g_clear_object (&setup->ruleset_file);
  g_clear_object (&setup->ruleset);
  g_clear_pointer (&setup->seats, g_array_unref);
  g_free (setup);
}

void
tactics_game_setup_add_seat (TacticsGameSetup  *setup,
                             const char        *name,
                             guint              team,
                             TacticsPlayerKind  kind,
                             TacticsAiLevel     level)
{
  TacticsGameSeat seat = {
    .name = g_strdup (name),
    .team = team,
    .kind = kind,
    .level = level,
  };

  g_return_if_fail (setup != NULL);
  g_array_append_val (setup->seats, seat);
}

guint
tactics_game_setup_get_n_seats (const TacticsGameSetup *setup)
{
  g_return_val_if_fail (setup != NULL, 0);
  return setup->seats->len;
}

TacticsGameSeat *
tactics_game_setup_get_seat (const TacticsGameSetup *setup,
                             guint                   index)
{
  g_return_val_if_fail (setup != NULL, NULL);
  g_return_val_if_fail (index < setup->seats->len, NULL);
  return &g_array_index (setup->seats, TacticsGameSeat, index);
}

TacticsRuleset *
tactics_game_setup_get_rules (const TacticsGameSetup *setup)
{
  g_return_val_if_fail (setup != NULL, NULL);

  if (setup->ruleset != NULL)
    return setup->ruleset;
  if (setup->map != NULL)
    return tactics_map_get_ruleset (setup->map);
  return NULL;
}

TacticsMatch *
tactics_game_setup_create_match (const TacticsGameSetup  *setup,
                                 GError                 **error)
{
  g_autoptr(TacticsMatch) match = NULL;
  guint64 seed;

  g_return_val_if_fail (setup != NULL, NULL);
  g_return_val_if_fail (TACTICS_IS_MAP (setup->map), NULL);

  seed = setup->has_seed ? setup->seed : g_random_int () | ((guint64) g_random_int () << 32);
  match = tactics_match_new (setup->map, setup->ruleset, setup->units_per_player, setup->mode,
                             seed);
  tactics_match_set_round_limit (match, setup->round_limit);
  for (guint i = 0; i < setup->seats->len; i++)
    {
      const TacticsGameSeat *seat = &g_array_index (setup->seats, TacticsGameSeat, i);

      if (tactics_match_add_player (match, seat->name, tactics_team_get (seat->team)->color,
                                   seat->kind, seat->level, error) == NULL)
        return NULL;
    }
  if (setup->scenario != NULL)
    {
      if (!tactics_match_set_scenario (match, setup->scenario, error))
        return NULL;
      /* The limit chosen on the set-up screen, whatever the scenario's. */
      tactics_match_set_round_limit (match, setup->round_limit);
    }
  tactics_match_set_stop_round (match, setup->stop_round);
  /* The mode chosen on the set-up screen, whatever the scenario's. */
  if (setup->has_fog)
    tactics_match_set_fog (match, setup->fog);
  return g_steal_pointer (&match);
}
