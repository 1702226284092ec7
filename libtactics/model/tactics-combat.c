/* SPDX-License-Identifier: GPL-3.0-or-later */
/* The rules of combat depth that need no board: how much a blow takes
 * once terrain defence and resistance are counted, and which actions
 * provoke and give counter-attacks. The match asks these for every blow. */
#include "config.h"

#include "tactics-combat.h"
#include "tactics-model-enums.h"
#include "tactics-terrain.h"
#include "tactics-unit-type.h"

/**
 * tactics_combat_damage:
 * @amount: the action's amount, 0 to %TACTICS_MAX_AMOUNT
 * @defence: the defence of the target's terrain for its movement type, in
 *   percent, 0 to %TACTICS_MAX_DEFENCE
 * @resistance: the target's resistance to the action's damage type, in
 *   percent, %TACTICS_MIN_RESISTANCE to %TACTICS_MAX_RESISTANCE
 *
 * Works out the hit points a blow takes: @amount less @defence percent,
 * then less @resistance percent (a negative resistance adds), rounded to
 * the nearest whole number, halves up, and never below 1 for an amount
 * above 0. With no defence and no resistance it is @amount itself. Heals
 * never go through this: they give their amount whatever the ground.
 *
 * Returns: the hit points taken, 0 to %TACTICS_MAX_DAMAGE
 */
guint
tactics_combat_damage (guint amount,
                       guint defence,
                       int   resistance)
{
  guint64 scaled;
  guint damage;

  g_return_val_if_fail (amount <= TACTICS_MAX_AMOUNT, amount);
  g_return_val_if_fail (defence <= TACTICS_MAX_DEFENCE, amount);
  g_return_val_if_fail (resistance >= TACTICS_MIN_RESISTANCE
                        && resistance <= TACTICS_MAX_RESISTANCE, amount);

  if (amount == 0)
    return 0;
  /* One product, rounded once: 9999 × 100 × 200 stays far below 2^63. */
  scaled = (guint64) amount * (100 - defence) * (guint64) (100 - resistance);
  damage = (guint) ((scaled + 5000) / 10000);
  return MAX (damage, 1);
}

/**
 * tactics_action_provokes_answer:
 * @action: an action
 *
 * Whether a unit the action touches may answer it with a counter-attack:
 * a damaging action aimed at a single cell does, as does any action its
 * designer marks as provoking (#TacticsAction:provokes); other area
 * actions and heals do not.
 *
 * Returns: %TRUE when it provokes counter-attacks
 */
gboolean
tactics_action_provokes_answer (TacticsAction *action)
{
  g_return_val_if_fail (TACTICS_IS_ACTION (action), FALSE);

  if (tactics_action_get_provokes (action))
    return TRUE;
  return tactics_action_get_effect (action) == TACTICS_EFFECT_DAMAGE
         && tactics_action_get_shape (action) == TACTICS_SHAPE_SINGLE;
}

/**
 * tactics_action_may_answer:
 * @action: an action
 *
 * Whether units answer provoking blows with this action: it is marked as
 * answering (#TacticsAction:answers) and does damage.
 *
 * Returns: %TRUE for an action that gives counter-attacks
 */
gboolean
tactics_action_may_answer (TacticsAction *action)
{
  g_return_val_if_fail (TACTICS_IS_ACTION (action), FALSE);

  return tactics_action_get_answers (action)
         && tactics_action_get_effect (action) == TACTICS_EFFECT_DAMAGE;
}
