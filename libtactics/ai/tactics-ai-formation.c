/* SPDX-License-Identifier: GPL-3.0-or-later */
#include "config.h"

#include "tactics-action.h"
#include "tactics-ai-private.h"
#include "tactics-ai.h"
#include "tactics-cost-grid.h"
#include "tactics-map.h"
#include "tactics-match.h"
#include "tactics-model-enums.h"
#include "tactics-ruleset.h"
#include "tactics-unit-type.h"

/* The armies a computer player forms, and "choose for me" in windows: a
 * mix of the unit types that can fight on the map. */

/* Whether @type can fight on @map: it has actions the rules know and ground
 * it can move on; @attacks tells whether one of its actions does damage. */
static gboolean
usable_type (TacticsUnitType *type,
             TacticsRuleset  *ruleset,
             TacticsMap      *map,
             gboolean        *attacks)
{
  const char * const *actions = tactics_unit_type_get_actions (type);

  *attacks = FALSE;
  if (actions == NULL || actions[0] == NULL ||
      !tactics_map_has_ground_for (map, tactics_unit_type_get_movetype (type)))
    return FALSE;

  for (guint i = 0; actions[i] != NULL; i++)
    {
      TacticsAction *action = tactics_ruleset_lookup_action (ruleset, actions[i]);

      if (action == NULL)
        return FALSE;
      if (tactics_action_get_effect (action) == TACTICS_EFFECT_DAMAGE)
        *attacks = TRUE;
    }
  return TRUE;
}

/* @n_units of the usable types @allowed lets in (NULL: all), taken in
 * turn in the ruleset's order, fighters first. */
static char **
suggest (TacticsRuleset *ruleset,
         TacticsMap     *map,
         guint           n_units,
         TacticsMatch   *allowed,
         guint           player)
{
  GListModel *types;
  g_autoptr(GPtrArray) fighters = g_ptr_array_new ();
  g_autoptr(GPtrArray) others = g_ptr_array_new ();
  g_autoptr(GStrvBuilder) builder = g_strv_builder_new ();
  guint n_types;

  types = tactics_ruleset_get_unit_types (ruleset);
  n_types = g_list_model_get_n_items (types);
  for (guint i = 0; i < n_types; i++)
    {
      g_autoptr(TacticsUnitType) type = g_list_model_get_item (types, i);
      gboolean attacks;

      if ((allowed == NULL ||
           tactics_match_allows_unit_type (allowed, player, tactics_unit_type_get_id (type))) &&
          usable_type (type, ruleset, map, &attacks))
        g_ptr_array_add (attacks ? fighters : others, type);
    }
  /* Fighters first, so that a small army can still win. */
  g_ptr_array_extend (fighters, others, NULL, NULL);
  if (fighters->len == 0)
    return NULL;

  for (guint i = 0; i < n_units; i++)
    g_strv_builder_add (builder,
                        tactics_unit_type_get_id (g_ptr_array_index (fighters, i % fighters->len)));
  return g_strv_builder_end (builder);
}

/**
 * tactics_ai_suggest_formation:
 * @ruleset: the rules to pick unit types from
 * @map: the map the army will play on
 * @n_units: the size of the army
 *
 * Picks an army for a computer player: the ruleset's unit types that can
 * move on @map and have at least one action, taken in turn in the
 * ruleset's order.
 *
 * Returns: (transfer full) (array zero-terminated=1) (nullable): the unit
 *   type id of each unit, or %NULL when no type is usable; free with
 *   g_strfreev()
 */
char **
tactics_ai_suggest_formation (TacticsRuleset *ruleset,
                              TacticsMap     *map,
                              guint           n_units)
{
  g_return_val_if_fail (TACTICS_IS_RULESET (ruleset), NULL);
  g_return_val_if_fail (TACTICS_IS_MAP (map), NULL);
  g_return_val_if_fail (n_units > 0, NULL);

  return suggest (ruleset, map, n_units, NULL, 0);
}

/**
 * tactics_ai_suggest_army:
 * @match: a match in set-up
 * @player: the index of a player
 *
 * Picks an army for @player: as many units as it may form
 * (tactics_match_get_army_limit()), of the types it may form
 * (tactics_match_allows_unit_type()) that can move on the map and act,
 * taken in turn.
 *
 * Returns: (transfer full) (array zero-terminated=1) (nullable): the unit
 *   type id of each unit, empty when the player forms no units (a
 *   scenario's side with pre-placed units only), or %NULL when it should
 *   and no type is usable; free with g_strfreev()
 */
char **
tactics_ai_suggest_army (TacticsMatch *match,
                         guint        player)
{
  g_return_val_if_fail (TACTICS_IS_MATCH (match), NULL);
  g_return_val_if_fail (player < tactics_match_get_n_players (match), NULL);

  /* A side that may form no unit type plays with its pre-placed units. */
  if (tactics_match_get_army_limit (match, player) == 0)
    return g_new0 (char *, 1);
  return suggest (tactics_match_get_ruleset (match), tactics_match_get_map (match),
                  tactics_match_get_army_limit (match, player), match, player);
}
