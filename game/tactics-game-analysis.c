/* SPDX-License-Identifier: GPL-3.0-or-later */
#include "config.h"

#include <string.h>

#include "tactics-game-analysis.h"

gboolean
tactics_game_analysis_action_has_target (TacticsMatch *match,
                                         TacticsUnit *unit,
                                         guint        action_index)
{
  g_autoptr(GArray) foci = g_array_new (FALSE, FALSE, sizeof (TacticsCell));
  g_autoptr(GArray) hits = g_array_new (FALSE, FALSE, sizeof (TacticsHit));
  TacticsPattern pattern;

  g_return_val_if_fail (TACTICS_IS_MATCH (match), FALSE);
  g_return_val_if_fail (TACTICS_IS_UNIT (unit), FALSE);

  if (!tactics_unit_is_on_board (unit) ||
      !tactics_match_get_action_pattern (match, unit, action_index, &pattern))
    return FALSE;

  tactics_pattern_get_foci (&pattern, tactics_unit_get_cell (unit), foci);
  for (guint i = 0; i < foci->len; i++)
    {
      g_array_set_size (hits, 0);
      if (tactics_match_preview_action (match, unit, action_index,
                                       g_array_index (foci, TacticsCell, i), NULL, hits) &&
          hits->len > 0)
        return TRUE;
    }
  return FALSE;
}

static guint
owner_of (TacticsMatch *match,
          int          unit)
{
  return tactics_unit_get_owner (tactics_match_get_unit (match, (guint) unit));
}

void
tactics_game_analysis_stats (TacticsMatch            *match,
                             TacticsGamePlayerStats *stats)
{
  guint n_players;
  guint n_units;
  guint n_events;

  g_return_if_fail (TACTICS_IS_MATCH (match));
  g_return_if_fail (stats != NULL);

  n_players = tactics_match_get_n_players (match);
  n_units = tactics_match_get_n_units (match);
  n_events = tactics_match_get_n_events (match);
  memset (stats, 0, sizeof (TacticsGamePlayerStats) * n_players);

  for (guint id = 0; id < n_units; id++)
    {
      TacticsUnit *unit = tactics_match_get_unit (match, id);
      guint owner = tactics_unit_get_owner (unit);

      if (owner >= n_players)
        continue;
      stats[owner].units_total++;
      if (tactics_unit_is_alive (unit))
        stats[owner].units_left++;
    }

  for (guint i = 0; i < n_events; i++)
    {
      const TacticsEvent *event = tactics_match_get_event (match, i);

      switch (event->kind)
        {
        case TACTICS_EVENT_TURN_STARTED:
          if (event->player >= 0 && (guint) event->player < n_players)
            stats[event->player].turns++;
          break;

        case TACTICS_EVENT_UNIT_MOVED:
          if (event->player >= 0 && (guint) event->player < n_players)
            stats[event->player].moves++;
          break;

        case TACTICS_EVENT_MOVE_UNDONE:
          if (event->player >= 0 && (guint) event->player < n_players &&
              stats[event->player].moves > 0)
            stats[event->player].moves--;
          break;

        case TACTICS_EVENT_ACTION_PERFORMED:
          if (event->player >= 0 && (guint) event->player < n_players)
            stats[event->player].actions++;
          break;

        case TACTICS_EVENT_UNIT_DAMAGED:
          if (event->unit >= 0 && (guint) event->unit < n_units)
            stats[owner_of (match, event->unit)].damage_taken += (guint) MAX (event->amount, 0);
          if (event->source >= 0 && (guint) event->source < n_units &&
              event->unit >= 0 && (guint) event->unit < n_units &&
              owner_of (match, event->source) != owner_of (match, event->unit))
            stats[owner_of (match, event->source)].damage_dealt += (guint) MAX (event->amount, 0);
          break;

        case TACTICS_EVENT_UNIT_HEALED:
          if (event->source >= 0 && (guint) event->source < n_units)
            stats[owner_of (match, event->source)].healing_done += (guint) MAX (event->amount, 0);
          break;

        case TACTICS_EVENT_UNIT_ELIMINATED:
          if (event->source >= 0 && (guint) event->source < n_units &&
              event->unit >= 0 && (guint) event->unit < n_units &&
              owner_of (match, event->source) != owner_of (match, event->unit))
            stats[owner_of (match, event->source)].eliminations++;
          break;

        case TACTICS_EVENT_PLACEMENT_STARTED:
        case TACTICS_EVENT_UNIT_PLACED:
        case TACTICS_EVENT_TURN_ENDED:
        case TACTICS_EVENT_PLAYER_OUT:
        case TACTICS_EVENT_GAME_OVER:
        default:
          break;
        }
    }
}
