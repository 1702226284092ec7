/* SPDX-License-Identifier: GPL-3.0-or-later */
/* What the match tells windows and computer players about its rules, so
 * they never work a rule out a second time: the threat of the enemy and
 * the placement rule in words. */
#include "config.h"

#include <glib/gi18n-lib.h>

#include "tactics.h"
#include "tactics-match-private.h"

static gboolean
harms_player (TacticsAction *action,
              guint          player)
{
  /* The caller made sure the acting unit is not @player's, so only an
   * action for its own side spares @player's units. */
  return tactics_action_get_effect (action) == TACTICS_EFFECT_DAMAGE &&
         tactics_action_get_affects (action) != TACTICS_AFFECTS_ALLIES &&
         tactics_action_get_amount (action) > 0;
}

static int
compare_indices (gconstpointer a,
                 gconstpointer b)
{
  gsize first = *(const gsize *) a;
  gsize second = *(const gsize *) b;

  return (first > second) - (first < second);
}

void
tactics_match_compute_unit_threat (TacticsMatch *self,
                                   TacticsUnit  *unit,
                                   guint         player,
                                   GArray       *threats)
{
  g_autoptr(GArray) foci = NULL;
  g_autoptr(GArray) effect = NULL;
  g_autoptr(GArray) touched = NULL;
  gsize n_cells;
  guint n_destinations;

  g_return_if_fail (TACTICS_IS_MATCH (self));
  g_return_if_fail (TACTICS_IS_UNIT (unit));
  g_return_if_fail (unit->id < self->units->len && match_unit (self, unit->id) == unit);
  g_return_if_fail (threats != NULL);

  if (!unit->alive || !unit->placed || unit->owner == player)
    return;

  n_cells = (gsize) self->width * (gsize) self->height;
  if (self->threat_reach == NULL)
    {
      self->threat_reach = tactics_reach_new ();
      self->threat_damage = g_new0 (guint, n_cells);
    }
  foci = g_array_new (FALSE, FALSE, sizeof (TacticsCell));
  effect = g_array_new (FALSE, FALSE, sizeof (TacticsCell));
  touched = g_array_new (FALSE, FALSE, sizeof (gsize));

  tactics_match_compute_reach (self, unit, self->threat_reach);
  n_destinations = tactics_reach_get_n_destinations (self->threat_reach);

  for (guint k = 0; k < self->rules[unit->id].n_actions; k++)
    {
      TacticsAction *action = self->rules[unit->id].actions[k];
      guint amount = tactics_action_get_amount (action);
      TacticsPattern pattern;
      gboolean focus_decides;
      guint seen;

      if (!harms_player (action, player))
        continue;
      match_init_action_pattern (self, action, &pattern);
      /* Away from straight lines the effect depends on the focus alone,
       * so each focus is spread once whatever the cell it is aimed from. */
      focus_decides = pattern.shape != TACTICS_SHAPE_LINEAR;
      seen = tactics_match_next_mark (self);

      for (guint d = 0; d < n_destinations; d++)
        {
          TacticsCell from = tactics_reach_get_destination (self->threat_reach, d, NULL);

          g_array_set_size (foci, 0);
          tactics_pattern_get_foci (&pattern, from, foci);
          for (guint f = 0; f < foci->len; f++)
            {
              TacticsCell focus = g_array_index (foci, TacticsCell, f);

              if (focus_decides)
                {
                  gsize focus_index = match_cell_index (self, focus);

                  if (self->marks[focus_index] == seen)
                    continue;
                  self->marks[focus_index] = seen;
                }

              g_array_set_size (effect, 0);
              tactics_pattern_get_effect (&pattern, from, focus, effect);
              for (guint c = 0; c < effect->len; c++)
                {
                  TacticsCell cell = g_array_index (effect, TacticsCell, c);
                  gsize index;

                  if (!match_contains (self, cell))
                    continue;
                  index = match_cell_index (self, cell);
                  if (self->threat_damage[index] == 0)
                    g_array_append_val (touched, index);
                  self->threat_damage[index] = MAX (self->threat_damage[index], amount);
                }
            }
        }
    }

  g_array_sort (touched, compare_indices);
  for (guint i = 0; i < touched->len; i++)
    {
      gsize index = g_array_index (touched, gsize, i);
      TacticsThreat threat = {
        .cell = { (int) (index % (gsize) self->width), (int) (index / (gsize) self->width) },
        .unit = unit->id,
        .damage = self->threat_damage[index],
      };

      g_array_append_val (threats, threat);
      self->threat_damage[index] = 0;
    }
}

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

char *
tactics_match_dup_placement_hint (TacticsMatch *self)
{
  g_return_val_if_fail (TACTICS_IS_MATCH (self), NULL);

  return g_strdup_printf (g_dngettext (GETTEXT_PACKAGE,
                                       "Place each unit within %u step of one of your units "
                                       "already on the board.",
                                       "Place each unit within %u steps of one of your units "
                                       "already on the board.",
                                       TACTICS_PLACEMENT_DISTANCE),
                          TACTICS_PLACEMENT_DISTANCE);
}
