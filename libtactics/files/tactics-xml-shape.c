/* SPDX-License-Identifier: GPL-3.0-or-later */
#include "config.h"

#include "tactics-ruleset.h"
#include "tactics-scenario-file-private.h"
#include "tactics-scenario.h"
#include "tactics-side.h"
#include "tactics-xml-shape-private.h"

/* Written from the schemas (data/schemas/) and the readers' limits. Only
 * limits worded "more than N <element> elements" (or, for one, "<parent>
 * has more than one <element>") by the readers are counted here, so that a
 * file gets the same message whichever finds the problem first. */

#define END { NULL, 0, NULL }

static const TacticsXmlShape text_only[] = { END };

#define TEXT(name) { name, 1, text_only }

/* Rulesets, and the same elements inside a map or a save. */

static const TacticsXmlShape terrain_children[] = {
  TEXT ("description"),
  { "cost", 0, text_only },
  END
};

static const TacticsXmlShape terrains_children[] = {
  { "movetype", TACTICS_MAX_RULESET_ITEMS, text_only },
  { "terrain", TACTICS_MAX_RULESET_ITEMS, terrain_children },
  END
};

static const TacticsXmlShape unit_type_children[] = {
  TEXT ("description"),
  { "action", 0, text_only },
  { "attribute", 0, text_only },
  { "resistance", 0, text_only },
  END
};

static const TacticsXmlShape units_children[] = {
  { "unit", TACTICS_MAX_RULESET_ITEMS, unit_type_children },
  END
};

static const TacticsXmlShape action_children[] = {
  TEXT ("description"),
  END
};

static const TacticsXmlShape actions_children[] = {
  { "action", TACTICS_MAX_RULESET_ITEMS, action_children },
  END
};

static const TacticsXmlShape combat_children[] = {
  { "damage-type", TACTICS_MAX_RULESET_ITEMS, text_only },
  END
};

#define RULESET_CHILDREN \
  TEXT ("description"), \
  { "terrains", 1, terrains_children }, \
  { "combat", 1, combat_children }, \
  { "units", 1, units_children }, \
  { "actions", 1, actions_children }

static const TacticsXmlShape ruleset_children[] = {
  RULESET_CHILDREN,
  END
};

/* Scenarios, alone or inside a map. */

static const TacticsXmlShape region_children[] = {
  TEXT ("cells"),
  END
};

static const TacticsXmlShape regions_children[] = {
  { "region", TACTICS_MAX_SCENARIO_REGIONS, region_children },
  END
};

static const TacticsXmlShape side_children[] = {
  TEXT ("allowed-units"),
  { "unit", TACTICS_MAX_UNITS_PER_PLAYER, text_only },
  { "objective", TACTICS_MAX_SIDE_OBJECTIVES, text_only },
  END
};

static const TacticsXmlShape sides_children[] = {
  { "side", TACTICS_MAX_SCENARIO_SIDES, side_children },
  END
};

static const TacticsXmlShape scenario_children[] = {
  TEXT ("description"),
  TEXT ("victory"),
  TEXT ("defeat"),
  { "regions", 1, regions_children },
  { "sides", 1, sides_children },
  END
};

/* Maps: a ruleset's elements, the grid and a scenario. */

static const TacticsXmlShape map_children[] = {
  RULESET_CHILDREN,
  TEXT ("grid"),
  { "scenario", 1, scenario_children },
  END
};

/* Saves. */

static const TacticsXmlShape player_children[] = {
  { "unit", 0, text_only },
  END
};

static const TacticsXmlShape players_children[] = {
  { "player", 0, player_children },
  END
};

static const TacticsXmlShape commands_children[] = {
  { "place", 0, text_only },
  { "move", 0, text_only },
  { "act", 0, text_only },
  { "end-turn", 0, text_only },
  END
};

static const TacticsXmlShape save_children[] = {
  TEXT ("settings"),
  { "players", 1, players_children },
  { "tactics-ruleset", 1, ruleset_children },
  { "tactics-map", 1, map_children },
  { "commands", 1, commands_children },
  END
};

static const TacticsXmlShape roots[] = {
  { "tactics-ruleset", 1, ruleset_children },
  { "tactics-map", 1, map_children },
  { "tactics-scenario", 1, scenario_children },
  /* A scenario's own element, as tactics_scenario_validate() writes it. */
  { "scenario", 1, scenario_children },
  { "tactics-save", 1, save_children },
  END
};

static const TacticsXmlShape *
find (const TacticsXmlShape *shapes,
      const char            *name,
      guint                 *position)
{
  for (guint i = 0; shapes[i].name != NULL; i++)
    if (g_str_equal (shapes[i].name, name))
      {
        if (position != NULL)
          *position = i;
        return &shapes[i];
      }
  return NULL;
}

const TacticsXmlShape *
tactics_xml_shape_for_root (const char *root_name)
{
  g_assert (root_name != NULL);
  return find (roots, root_name, NULL);
}

const TacticsXmlShape *
tactics_xml_shape_find_child (const TacticsXmlShape *parent,
                              const char            *name,
                              guint                 *position)
{
  const TacticsXmlShape *child;

  g_assert (parent != NULL && parent->children != NULL);
  child = find (parent->children, name, position);
  if (child == NULL)
    *position = G_MAXUINT;
  else
    g_assert (*position < TACTICS_XML_SHAPE_MAX_KINDS);
  return child;
}
