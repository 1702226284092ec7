/* SPDX-License-Identifier: GPL-3.0-or-later */
#include "config.h"

#include "tactics-ai-private.h"
#include "tactics-combat.h"
#include "tactics-map.h"
#include "tactics-pattern.h"
#include "tactics-terrain.h"
#include "tactics-unit-type.h"

/* Combat depth as the computer player weighs it: what a blow takes from a
 * unit on a given cell (its ground's defence, its resistance to the blow's
 * damage type), and the answer a blow provokes when the attacker stands on
 * a cell it has not reached yet. The match lands blows by the same sum
 * (tactics_combat_damage()); these only ask it of cells the match has not
 * seen the units on. Without board->combat every blow weighs its bare
 * amount and nothing is answered: the player of before combat depth. */

/* The defence @unit would have on @cell, in percent. */
int
ai_combat_defence (const AiBoard    *board,
                   const AiUnitInfo *unit,
                   TacticsCell       cell)
{
  TacticsTerrain *terrain;

  if (!board->combat || unit->movetype == NULL)
    return 0;
  terrain = tactics_map_get_terrain (board->map, cell);
  return terrain != NULL ? (int) tactics_terrain_get_defence (terrain, unit->movetype) : 0;
}

/* What @action takes from @target standing on @cell when it lands. */
int
ai_combat_damage (const AiBoard      *board,
                  const AiActionInfo *action,
                  const AiUnitInfo   *target,
                  TacticsCell         cell)
{
  if (!board->combat || action->heal)
    return action->amount;
  return (int) tactics_combat_damage ((guint) action->amount,
                                      (guint) ai_combat_defence (board, target, cell),
                                      tactics_unit_type_get_resistance (target->type,
                                                                        action->damage_type));
}

/* What @answerer's answer would take from @agent striking it from
 * @agent_cell: its first answering action that touches @agent's side and
 * reaches that cell, as the match picks it; 0 when it has none. */
int
ai_combat_answer (const AiBoard    *board,
                  const AiUnitInfo *answerer,
                  const AiUnitInfo *agent,
                  TacticsCell       agent_cell)
{
  if (!board->combat)
    return 0;
  for (guint k = 0; k < answerer->n_actions; k++)
    {
      const AiActionInfo *answer = ai_action_of (board, answerer, k);

      if (!answer->answers || answer->heal
          || !tactics_affects_owner (answer->affects, answerer->owner, agent->owner)
          || !tactics_pattern_focus_allowed (&answer->pattern, answerer->cell, agent_cell))
        continue;
      return ai_combat_damage (board, answer, agent, agent_cell);
    }
  return 0;
}

/* The share of @enemy's threat (reckoned in bare amounts) that @unit would
 * take, its resistance to the enemy's strongest blow taken off. */
float
ai_combat_threat_share (const AiBoard    *board,
                        const AiUnitInfo *enemy,
                        const AiUnitInfo *unit)
{
  int resistance;

  if (!board->combat || !unit->resists)
    return 1.0f;
  resistance = tactics_unit_type_get_resistance (unit->type, enemy->threat_type);
  return (float) (100 - resistance) / 100.0f;
}
