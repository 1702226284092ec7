/* SPDX-License-Identifier: GPL-3.0-or-later */
/* What the match tells windows and computer players about its rules, so
 * they never work a rule out a second time: the threat of the enemy and
 * the placement rule in words. */
#include "config.h"

#include <glib/gi18n-lib.h>

#include "tactics-action.h"
#include "tactics-geometry-enums.h"
#include "tactics-geometry.h"
#include "tactics-match-private.h"
#include "tactics-match.h"
#include "tactics-model-enums.h"
#include "tactics-pattern.h"
#include "tactics-reach.h"
#include "tactics-region.h"
#include "tactics-scenario.h"
#include "tactics-search-private.h"
#include "tactics-side.h"
#include "tactics-unit.h"

static gboolean
harms_player (TacticsAction *action,
              guint          agent_owner,
              guint          player)
{
  return tactics_action_get_effect (action) == TACTICS_EFFECT_DAMAGE &&
         tactics_action_get_amount (action) > 0 &&
         tactics_affects_owner (tactics_action_get_affects (action), agent_owner, player);
}

static int
compare_threats (gconstpointer a,
                 gconstpointer b,
                 gpointer      data)
{
  const TacticsThreat *first = a;
  const TacticsThreat *second = b;

  if (first->cell.y != second->cell.y)
    return (first->cell.y > second->cell.y) - (first->cell.y < second->cell.y);
  return (first->cell.x > second->cell.x) - (first->cell.x < second->cell.x);
}

/**
 * tactics_match_compute_unit_threat:
 * @self: a match
 * @unit: an enemy unit
 * @player: the index of the player threatened
 * @threats: (element-type TacticsThreat): the array the threats are
 *   appended to
 *
 * Finds where @unit could harm units of @player during its next turn: from
 * every cell it could reach, every focus of every damaging action that
 * affects @player's units, the whole effect of each. Appends one
 * #TacticsThreat per cell, in row order. Nothing when @unit is @player's
 * own, eliminated or not on the board. Under fog the answer is @player's:
 * nothing for a unit it does not see, and @unit's moves go around the
 * units @player sees only.
 */
void
tactics_match_compute_unit_threat (TacticsMatch *self,
                                   TacticsUnit  *unit,
                                   guint         player,
                                   GArray       *threats)
{
  g_return_if_fail (TACTICS_IS_MATCH (self));

  if (self->threat_reach == NULL)
    self->threat_reach = tactics_reach_new ();
  tactics_match_compute_unit_threat_in (self, unit, player, self->threat_reach, threats);
}

void
tactics_match_compute_unit_threat_in (TacticsMatch *self,
                                      TacticsUnit  *unit,
                                      guint         player,
                                      TacticsReach *reach,
                                      GArray       *threats)
{
  g_autoptr(GArray) foci = NULL;
  g_autoptr(GArray) effect = NULL;
  guint first = threats != NULL ? threats->len : 0;
  guint n_destinations;

  g_return_if_fail (TACTICS_IS_MATCH (self));
  g_return_if_fail (TACTICS_IS_UNIT (unit));
  g_return_if_fail (unit->id < self->units->len && match_unit (self, unit->id) == unit);
  g_return_if_fail (threats != NULL);

  if (!unit->alive || !unit->placed || unit->owner == player)
    return;
  /* Under fog a player is told only of the threat of the units it sees,
   * and their moves as it knows the board (doc/rules.md, "Fog of war"). */
  if (!match_player_sees (self, player, unit))
    return;

  /* Tables of the cells touched, not board-sized arrays: on the largest
   * maps a unit threatens a few thousand cells of millions. */
  if (self->threat_damage.entries == NULL)
    {
      tactics_cell_table_init (&self->threat_damage);
      tactics_cell_table_init (&self->threat_foci);
    }
  tactics_cell_table_clear (&self->threat_damage);
  foci = g_array_new (FALSE, FALSE, sizeof (TacticsCell));
  effect = g_array_new (FALSE, FALSE, sizeof (TacticsCell));

  tactics_match_compute_reach_as (self, unit, player, reach);
  n_destinations = tactics_reach_get_n_destinations (reach);

  for (guint k = 0; k < self->rules[unit->id].n_actions; k++)
    {
      TacticsAction *action = self->rules[unit->id].actions[k];
      guint amount = tactics_action_get_amount (action);
      TacticsPattern pattern;
      gboolean focus_decides;

      if (!harms_player (action, unit->owner, player))
        continue;
      match_init_action_pattern (self, action, &pattern);
      /* Away from straight lines the effect depends on the focus alone,
       * so each focus is spread once whatever the cell it is aimed from. */
      focus_decides = pattern.shape != TACTICS_SHAPE_LINEAR;
      tactics_cell_table_clear (&self->threat_foci);

      for (guint d = 0; d < n_destinations; d++)
        {
          TacticsCell from = tactics_reach_get_destination (reach, d, NULL);

          g_array_set_size (foci, 0);
          tactics_pattern_get_foci (&pattern, from, foci);
          for (guint f = 0; f < foci->len; f++)
            {
              TacticsCell focus = g_array_index (foci, TacticsCell, f);
              gboolean added;

              if (focus_decides)
                {
                  tactics_cell_table_insert (&self->threat_foci,
                                             (guint32) match_cell_index (self, focus), 0, &added);
                  if (!added)
                    continue;
                }

              g_array_set_size (effect, 0);
              tactics_pattern_get_effect (&pattern, from, focus, effect);
              for (guint c = 0; c < effect->len; c++)
                {
                  TacticsCell cell = g_array_index (effect, TacticsCell, c);
                  TacticsCellEntry *entry;

                  if (!match_contains (self, cell))
                    continue;
                  entry = tactics_cell_table_insert (&self->threat_damage,
                                                     (guint32) match_cell_index (self, cell),
                                                     amount, &added);
                  entry->value = MAX (entry->value, amount);
                }
            }
        }
    }

  for (guint32 i = 0; i <= self->threat_damage.mask; i++)
    {
      const TacticsCellEntry *entry = &self->threat_damage.entries[i];
      TacticsThreat threat;

      if (!tactics_cell_table_holds (&self->threat_damage, entry))
        continue;
      threat = (TacticsThreat) {
        .cell = { (int) (entry->cell % (guint32) self->width),
                  (int) (entry->cell / (guint32) self->width) },
        .unit = unit->id,
        .damage = entry->value,
      };
      g_array_append_val (threats, threat);
    }
  g_qsort_with_data (&g_array_index (threats, TacticsThreat, first), (gint) (threats->len - first),
                     sizeof (TacticsThreat), compare_threats, NULL);
}

/**
 * tactics_match_compute_threat:
 * @self: a match
 * @player: the index of the player threatened
 * @cells: (element-type TacticsCell): the array the cells are appended to
 *
 * Appends, each once, in row order, the cells that any unit of another
 * player could harm in its next turn; under fog, any such unit @player
 * sees.
 */
void
tactics_match_compute_threat (TacticsMatch *self,
                              guint         player,
                              GArray       *cells)
{
  g_autoptr(GArray) threats = NULL;
  g_autofree guint8 *threatened = NULL;

  g_return_if_fail (TACTICS_IS_MATCH (self));
  g_return_if_fail (cells != NULL);

  threats = g_array_new (FALSE, FALSE, sizeof (TacticsThreat));
  for (guint id = 0; id < self->units->len; id++)
    tactics_match_compute_unit_threat (self, match_unit (self, id), player, threats);
  if (threats->len == 0)
    return;

  threatened = g_new0 (guint8, (gsize) self->width * (gsize) self->height);
  for (guint i = 0; i < threats->len; i++)
    threatened[match_cell_index (self, g_array_index (threats, TacticsThreat, i).cell)] = 1;
  for (int y = 0; y < self->height; y++)
    for (int x = 0; x < self->width; x++)
      if (threatened[(gsize) y * (gsize) self->width + (gsize) x])
        {
          TacticsCell cell = { x, y };

          g_array_append_val (cells, cell);
        }
}

/**
 * tactics_match_dup_placement_hint:
 * @self: a match
 *
 * Describes the placement rule for the player.
 *
 * Returns: (transfer full): the placement rule as a sentence for the player,
 *   translated
 */
char *
tactics_match_dup_placement_hint (TacticsMatch *self)
{
  g_autofree char *hint = NULL;
  TacticsSide *side;
  TacticsRegion *zone;

  g_return_val_if_fail (TACTICS_IS_MATCH (self), NULL);

  hint = g_strdup_printf (g_dngettext (GETTEXT_PACKAGE,
                                       "Place each unit within %u step of one of your units "
                                       "already on the board.",
                                       "Place each unit within %u steps of one of your units "
                                       "already on the board.",
                                       TACTICS_PLACEMENT_DISTANCE),
                          TACTICS_PLACEMENT_DISTANCE);
  if (self->scenario == NULL || self->current_player < 0)
    return g_steal_pointer (&hint);
  side = tactics_scenario_get_side (self->scenario, (guint) self->current_player);
  zone = tactics_side_get_start_zone (side) != NULL
           ? tactics_scenario_lookup_region (self->scenario, tactics_side_get_start_zone (side))
           : NULL;
  if (zone == NULL)
    return g_steal_pointer (&hint);
  /* Translators: the placement rule, then a region's name, e.g. "Place each unit within 2
   * steps of one of your units already on the board. Stay inside your start zone, the
   * Camp.". */
  return g_strdup_printf (_("%s Stay inside your start zone, %s."), hint,
                          tactics_region_get_display_name (zone));
}
