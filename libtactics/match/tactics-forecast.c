/* SPDX-License-Identifier: GPL-3.0-or-later */
/* The forecast of an action: what tactics_match_perform() would do, in
 * one object windows and computer players (and bindings) can read. The
 * sums are the match's own (tactics_match_preview_action()); this file
 * only keeps them and adds up what the acting unit is left with. */
#include "config.h"

#include "tactics-forecast.h"
#include "tactics-match-private.h"
#include "tactics-unit-private.h"

struct _TacticsForecast
{
  gatomicrefcount  ref_count;
  guint            unit;
  guint            action;
  TacticsCell      focus;
  GArray          *hits;        /* TacticsHit */
  int              agent_hp_before;
  int              agent_hp_after;
  guint            n_answers;
};

/**
 * TacticsForecast:
 * What one action would do if performed now: every unit it changes, as a
 * #TacticsHit with the HP before and after, the terrain defence and
 * resistance that count, the chance to hit and the counter-attack it
 * provokes, and the HP the acting unit is left with once every blow and
 * every answer has landed. Get one with tactics_match_forecast_action();
 * it is reference counted and never changes.
 */
G_DEFINE_BOXED_TYPE (TacticsForecast, tactics_forecast, tactics_forecast_ref,
                     tactics_forecast_unref)

/**
 * tactics_hit_copy:
 * @hit: a hit
 *
 * Copies @hit.
 *
 * Returns: (transfer full): a copy, freed with tactics_hit_free()
 */
TacticsHit *
tactics_hit_copy (const TacticsHit *hit)
{
  g_return_val_if_fail (hit != NULL, NULL);

  return g_memdup2 (hit, sizeof (TacticsHit));
}

/**
 * tactics_hit_free:
 * @hit: a hit from tactics_hit_copy()
 *
 * Frees @hit.
 */
void
tactics_hit_free (TacticsHit *hit)
{
  g_free (hit);
}

G_DEFINE_BOXED_TYPE (TacticsHit, tactics_hit, tactics_hit_copy, tactics_hit_free)

/**
 * tactics_forecast_ref:
 * @self: a forecast
 *
 * Takes a reference on a forecast.
 *
 * Returns: (transfer full): @self
 */
TacticsForecast *
tactics_forecast_ref (TacticsForecast *self)
{
  g_return_val_if_fail (self != NULL, NULL);

  g_atomic_ref_count_inc (&self->ref_count);
  return self;
}

/**
 * tactics_forecast_unref:
 * @self: (transfer full): a forecast
 *
 * Drops a reference on a forecast, freeing it with the last one.
 */
void
tactics_forecast_unref (TacticsForecast *self)
{
  g_return_if_fail (self != NULL);

  if (!g_atomic_ref_count_dec (&self->ref_count))
    return;
  g_array_unref (self->hits);
  g_free (self);
}

/**
 * tactics_match_forecast_action:
 * @match: a match
 * @unit: a unit of the match
 * @index: the position of the action in the unit's type's list
 * @focus: the cell the action would be aimed at
 *
 * Works out what @unit's action @index aimed at @focus would do from
 * where the unit stands, as tactics_match_perform() would apply it: the
 * damage after terrain defence and resistance, the chance to hit, and the
 * counter-attack each unit touched gives if it survives. Whose turn it is
 * and whether the unit has acted are not considered. Under fog it is the
 * unit's player's forecast (tactics_match_preview_action()): only the units
 * that player sees, and %NULL for a focus it does not see.
 *
 * Returns: (transfer full) (nullable): the forecast, or %NULL when the unit
 *   is not on the board, has no such action or may not aim there
 */
TacticsForecast *
tactics_match_forecast_action (TacticsMatch      *match,
                               TacticsUnit       *unit,
                               guint              index,
                               const TacticsCell *focus)
{
  g_autoptr(GArray) hits = g_array_new (FALSE, FALSE, sizeof (TacticsHit));
  TacticsForecast *self;
  int agent_hp;

  g_return_val_if_fail (TACTICS_IS_MATCH (match), NULL);
  g_return_val_if_fail (TACTICS_IS_UNIT (unit), NULL);
  g_return_val_if_fail (focus != NULL, NULL);

  /* The focus by pointer: bindings do not pass structures by value. */
  if (!tactics_match_preview_action (match, unit, index, *focus, NULL, hits))
    return NULL;

  self = g_new0 (TacticsForecast, 1);
  g_atomic_ref_count_init (&self->ref_count);
  self->unit = unit->id;
  self->action = index;
  self->focus = *focus;
  self->agent_hp_before = unit->hp;

  /* In the match's order: the blow everywhere (the agent may stand in its
   * own blast), then the answers of the units it leaves standing. */
  agent_hp = unit->hp;
  for (guint i = 0; i < hits->len; i++)
    {
      const TacticsHit *hit = &g_array_index (hits, TacticsHit, i);

      if (hit->unit == unit->id)
        agent_hp = hit->hp_after;
    }
  for (guint i = 0; i < hits->len && agent_hp > 0; i++)
    {
      const TacticsHit *hit = &g_array_index (hits, TacticsHit, i);

      if (hit->counter_action < 0 || (hit->eliminated && hit->chance >= 100))
        continue;
      self->n_answers++;
      agent_hp -= hit->counter_amount;
    }
  self->agent_hp_after = agent_hp;
  self->hits = g_steal_pointer (&hits);
  return self;
}

/**
 * tactics_forecast_get_unit:
 * @self: a forecast
 *
 * Returns the id of the acting unit.
 *
 * Returns: the unit's id
 */
guint
tactics_forecast_get_unit (TacticsForecast *self)
{
  g_return_val_if_fail (self != NULL, 0);

  return self->unit;
}

/**
 * tactics_forecast_get_action:
 * @self: a forecast
 *
 * Returns the position of the action in the acting unit's type's list.
 *
 * Returns: the action's position
 */
guint
tactics_forecast_get_action (TacticsForecast *self)
{
  g_return_val_if_fail (self != NULL, 0);

  return self->action;
}

/**
 * tactics_forecast_get_focus:
 * @self: a forecast
 *
 * Returns the cell the action is aimed at.
 *
 * Returns: the focus
 */
TacticsCell
tactics_forecast_get_focus (TacticsForecast *self)
{
  TacticsCell nowhere = { 0, 0 };

  g_return_val_if_fail (self != NULL, nowhere);

  return self->focus;
}

/**
 * tactics_forecast_get_n_hits:
 * @self: a forecast
 *
 * Counts the units the action changes.
 *
 * Returns: the number of hits
 */
guint
tactics_forecast_get_n_hits (TacticsForecast *self)
{
  g_return_val_if_fail (self != NULL, 0);

  return self->hits->len;
}

/**
 * tactics_forecast_get_hit:
 * @self: a forecast
 * @index: below tactics_forecast_get_n_hits()
 *
 * Gives what the action does to one unit, in the order the match applies
 * the blows (the order of the effect's cells).
 *
 * Returns: (transfer none): the hit
 */
const TacticsHit *
tactics_forecast_get_hit (TacticsForecast *self,
                          guint            index)
{
  g_return_val_if_fail (self != NULL, NULL);
  g_return_val_if_fail (index < self->hits->len, NULL);

  return &g_array_index (self->hits, TacticsHit, index);
}

/**
 * tactics_forecast_get_agent_hp_before:
 * @self: a forecast
 *
 * Returns the acting unit's HP now.
 *
 * Returns: the HP
 */
int
tactics_forecast_get_agent_hp_before (TacticsForecast *self)
{
  g_return_val_if_fail (self != NULL, 0);

  return self->agent_hp_before;
}

/**
 * tactics_forecast_get_agent_hp_after:
 * @self: a forecast
 *
 * Returns the acting unit's HP once its own blow (when it stands in it) and
 * every answer have landed, each hitting: the worst it can come to. 0 or
 * less: the answers eliminate it, and those still due are not given.
 *
 * Returns: the HP
 */
int
tactics_forecast_get_agent_hp_after (TacticsForecast *self)
{
  g_return_val_if_fail (self != NULL, 0);

  return self->agent_hp_after;
}

/**
 * tactics_forecast_get_n_answers:
 * @self: a forecast
 *
 * Counts the counter-attacks the acting unit may suffer, each hitting,
 * before they eliminate it.
 *
 * Returns: the number of answers
 */
guint
tactics_forecast_get_n_answers (TacticsForecast *self)
{
  g_return_val_if_fail (self != NULL, 0);

  return self->n_answers;
}

/**
 * tactics_match_get_defence_at:
 * @match: a match
 * @unit: a unit of the match
 * @cell: a cell, on the board or not
 *
 * Gives the terrain defence @unit would have on @cell, as a damaging blow
 * there would count it (see #TacticsHit): the percentage the terrain of
 * @cell gives the unit's movement type. Heals ignore it.
 *
 * Returns: the defence in percent, 0 off the board or on a terrain the
 *   unit's movement type may not enter
 */
guint
tactics_match_get_defence_at (TacticsMatch      *match,
                              TacticsUnit       *unit,
                              const TacticsCell *cell)
{
  TacticsTerrain *terrain;

  g_return_val_if_fail (TACTICS_IS_MATCH (match), 0);
  g_return_val_if_fail (TACTICS_IS_UNIT (unit), 0);
  g_return_val_if_fail (cell != NULL, 0);

  /* The rules are resolved when the units are made: a unit of another
   * match has none here. */
  if (unit->id >= match->n_rules || !tactics_map_contains (match->map, *cell))
    return 0;
  terrain = tactics_map_get_terrain (match->map, *cell);
  if (terrain == NULL)
    return 0;
  return tactics_terrain_get_defence (terrain, match->rules[unit->id].movetype);
}
