/* SPDX-License-Identifier: GPL-3.0-or-later */
#include "config.h"

#include <string.h>

#include "tactics-generate.h"
#include "tactics-movetype.h"
#include "tactics-ruleset.h"
#include "tactics-terrain.h"

/* Words that give a terrain's role away in its id or name, for rulesets
 * written before roles existed. */
static const char * const open_words[] = {
  "plain", "grass", "field", "meadow", "open", "steppe", NULL
};
static const char * const road_words[] = { "road", "path", "street", "track", NULL };
static const char * const forest_words[] = { "forest", "wood", "tree", "jungle", NULL };
static const char * const hill_words[] = { "hill", NULL };
static const char * const mountain_words[] = { "mountain", "peak", "cliff", "rock", NULL };
static const char * const water_words[] = { "water", "sea", "lake", "river", "ocean", NULL };
static const char * const crossing_words[] = { "ford", "bridge", NULL };

static const char * const *
role_words (TacticsTerrainRole role)
{
  switch (role)
    {
    case TACTICS_TERRAIN_ROLE_OPEN: return open_words;
    case TACTICS_TERRAIN_ROLE_ROAD: return road_words;
    case TACTICS_TERRAIN_ROLE_FOREST: return forest_words;
    case TACTICS_TERRAIN_ROLE_HILL: return hill_words;
    case TACTICS_TERRAIN_ROLE_MOUNTAIN: return mountain_words;
    case TACTICS_TERRAIN_ROLE_WATER: return water_words;
    case TACTICS_TERRAIN_ROLE_CROSSING: return crossing_words;
    case TACTICS_TERRAIN_ROLE_NONE:
    default:
      return NULL;
    }
}

static gboolean
mentions (const char         *text,
          const char * const *words)
{
  g_autofree char *folded = NULL;

  if (text == NULL)
    return FALSE;
  folded = g_ascii_strdown (text, -1);
  for (guint i = 0; words[i] != NULL; i++)
    if (strstr (folded, words[i]) != NULL)
      return TRUE;
  return FALSE;
}

/* Open ground when no terrain says or is named so: the one the most
 * movement types cross, then the cheapest to cross, then the first. */
static TacticsTerrain *
guess_open_by_costs (TacticsRuleset *ruleset)
{
  GListModel *movetypes = tactics_ruleset_get_movetypes (ruleset);
  guint n_movetypes = g_list_model_get_n_items (movetypes);
  TacticsTerrain *best = NULL;
  guint best_passable = 0;
  guint best_total = 0;

  for (guint i = 0; i < tactics_ruleset_get_n_terrains (ruleset); i++)
    {
      TacticsTerrain *terrain = tactics_ruleset_get_terrain (ruleset, i);
      guint passable = 0;
      guint total = 0;

      if (tactics_terrain_get_role (terrain) != TACTICS_TERRAIN_ROLE_NONE)
        continue;
      for (guint j = 0; j < n_movetypes; j++)
        {
          g_autoptr(TacticsMovetype) movetype = g_list_model_get_item (movetypes, j);
          guint cost = tactics_terrain_get_cost (terrain, tactics_movetype_get_id (movetype));

          if (cost > 0)
            {
              passable++;
              total += cost;
            }
        }
      if (passable == 0)
        continue;
      if (best == NULL || passable > best_passable
          || (passable == best_passable && total < best_total))
        {
          best = terrain;
          best_passable = passable;
          best_total = total;
        }
    }
  return best;
}

/**
 * tactics_generate_find_terrain:
 * @ruleset: a ruleset
 * @role: a role other than %TACTICS_TERRAIN_ROLE_NONE
 *
 * Finds the terrain that plays @role in @ruleset's landscapes: the first
 * terrain whose #TacticsTerrain:role is @role. When none is, it guesses
 * among the terrains without a role: the first whose id or name has a word
 * of the role in it ("plain", "grass" for open ground, "road", "forest" or
 * "wood", "hill", "mountain" or "rock", "water", "sea" or "lake", "ford"
 * or "bridge" for crossings…); failing that, open ground is the terrain
 * the most movement types cross, cheapest first, a road is open ground and
 * a crossing a road. Forest, hill, mountain and water have no such
 * fallback: a generator leaves them out.
 *
 * Returns: (transfer none) (nullable): the terrain, or %NULL when none fits
 */
TacticsTerrain *
tactics_generate_find_terrain (TacticsRuleset     *ruleset,
                               TacticsTerrainRole  role)
{
  const char * const *words;
  guint n_terrains;

  g_return_val_if_fail (TACTICS_IS_RULESET (ruleset), NULL);
  g_return_val_if_fail (role > TACTICS_TERRAIN_ROLE_NONE && role <= TACTICS_TERRAIN_ROLE_CROSSING,
                        NULL);

  n_terrains = tactics_ruleset_get_n_terrains (ruleset);
  for (guint i = 0; i < n_terrains; i++)
    {
      TacticsTerrain *terrain = tactics_ruleset_get_terrain (ruleset, i);

      if (tactics_terrain_get_role (terrain) == role)
        return terrain;
    }

  words = role_words (role);
  for (guint i = 0; i < n_terrains; i++)
    {
      TacticsTerrain *terrain = tactics_ruleset_get_terrain (ruleset, i);

      if (tactics_terrain_get_role (terrain) == TACTICS_TERRAIN_ROLE_NONE
          && (mentions (tactics_terrain_get_id (terrain), words)
              || mentions (tactics_terrain_get_name (terrain), words)))
        return terrain;
    }

  switch (role)
    {
    case TACTICS_TERRAIN_ROLE_OPEN:
      return guess_open_by_costs (ruleset);
    case TACTICS_TERRAIN_ROLE_ROAD:
      return tactics_generate_find_terrain (ruleset, TACTICS_TERRAIN_ROLE_OPEN);
    case TACTICS_TERRAIN_ROLE_CROSSING:
      return tactics_generate_find_terrain (ruleset, TACTICS_TERRAIN_ROLE_ROAD);
    default:
      return NULL;
    }
}
