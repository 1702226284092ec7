/* SPDX-License-Identifier: GPL-3.0-or-later */
/* Fog of war (doc/rules.md, "Fog of war"): the match keeps one view per
 * player and brings it up to date from the events that move units on or
 * off cells, so that after a command only the fields of view of the unit
 * that moved or fell are recomputed. */
#include "config.h"

#include <glib/gi18n-lib.h>
#include <string.h>

#include "tactics-match-private.h"
#include "tactics-unit-private.h"
#include "tactics-view-private.h"
#include "tactics-view.h"

/**
 * tactics_match_set_fog:
 * @self: a match in set-up
 * @fog: the fog mode
 *
 * Sets what players know of the board: everything (%TACTICS_FOG_MODE_NONE,
 * the default), or only what their units and their allies' units see.
 * tactics_match_set_scenario() takes the scenario's fog mode; a later call
 * of this function wins. Set-up phase only.
 */
void
tactics_match_set_fog (TacticsMatch   *self,
                       TacticsFogMode  fog)
{
  g_return_if_fail (TACTICS_IS_MATCH (self));
  g_return_if_fail (self->phase == TACTICS_MATCH_PHASE_SETUP);
  g_return_if_fail (fog <= TACTICS_FOG_MODE_SHROUD);

  self->fog = fog;
}

/**
 * tactics_match_get_fog:
 * @self: a match
 *
 * Returns what players know of the board.
 *
 * Returns: the fog mode
 */
TacticsFogMode
tactics_match_get_fog (TacticsMatch *self)
{
  g_return_val_if_fail (TACTICS_IS_MATCH (self), TACTICS_FOG_MODE_NONE);

  return self->fog;
}

/**
 * tactics_match_share_vision:
 * @self: a match in set-up
 * @player: a player
 * @ally: another player
 *
 * Makes @player and @ally allies in sight: each sees what the other's
 * units see. Set-up phase only, both players added.
 */
void
tactics_match_share_vision (TacticsMatch *self,
                            guint         player,
                            guint         ally)
{
  g_return_if_fail (TACTICS_IS_MATCH (self));
  g_return_if_fail (self->phase == TACTICS_MATCH_PHASE_SETUP);
  g_return_if_fail (player < self->players->len && ally < self->players->len);

  self->vision[player] |= 1u << ally;
  self->vision[ally] |= 1u << player;
}

/**
 * tactics_match_shares_vision:
 * @self: a match
 * @player: a player
 * @other: a player
 *
 * Tells whether @player sees what @other's units see: @other is @player
 * or an ally of it (tactics_match_share_vision()).
 *
 * Returns: %TRUE when @player sees with @other's units
 */
gboolean
tactics_match_shares_vision (TacticsMatch *self,
                             guint         player,
                             guint         other)
{
  g_return_val_if_fail (TACTICS_IS_MATCH (self), FALSE);

  if (player >= TACTICS_MAX_PLAYERS || other >= TACTICS_MAX_PLAYERS)
    return FALSE;
  return player == other || (self->vision[player] & (1u << other)) != 0;
}

/**
 * tactics_match_get_view:
 * @self: a match
 * @player: a player
 *
 * Returns what @player knows of the match, kept up to date as commands
 * are performed. Every player has one from the start on, with or without
 * fog.
 *
 * Returns: (transfer none) (nullable): the view, or %NULL before the start
 *   or for a player the match does not have
 */
TacticsView *
tactics_match_get_view (TacticsMatch *self,
                        guint         player)
{
  g_return_val_if_fail (TACTICS_IS_MATCH (self), NULL);

  if (player >= TACTICS_MAX_PLAYERS)
    return NULL;
  return self->views[player];
}

/**
 * tactics_match_reveal_cells:
 * @self: a match in set-up
 * @player: a player
 * @cells: (array length=n_cells): cells of the board
 * @n_cells: the number of @cells
 *
 * Makes @cells explored in @player's view from the start: under shroud
 * their terrain is known, though what stands on them is seen only while a
 * unit of @player or of an ally sees them. Only @player's view: call it
 * for each ally that should know them too. Nothing changes without fog.
 * Set-up phase only, @player added, every cell on the board.
 */
void
tactics_match_reveal_cells (TacticsMatch      *self,
                            guint              player,
                            const TacticsCell *cells,
                            guint              n_cells)
{
  g_return_if_fail (TACTICS_IS_MATCH (self));
  g_return_if_fail (self->phase == TACTICS_MATCH_PHASE_SETUP);
  g_return_if_fail (player < self->players->len);
  g_return_if_fail (cells != NULL || n_cells == 0);
  for (guint i = 0; i < n_cells; i++)
    g_return_if_fail (match_contains (self, cells[i]));

  if (n_cells == 0)
    return;
  if (self->revealed[player] == NULL)
    self->revealed[player] = g_array_new (FALSE, FALSE, sizeof (TacticsCell));
  g_array_append_vals (self->revealed[player], cells, n_cells);
}

guint
tactics_match_get_unit_sight (TacticsMatch *self,
                              TacticsUnit  *unit)
{
  return self->rules[unit->id].sight;
}

guint
tactics_match_get_event_witnesses (TacticsMatch *self,
                                   guint         index)
{
  if (self->witnesses == NULL || index >= self->witnesses->len)
    return (1u << TACTICS_MAX_PLAYERS) - 1;
  return g_array_index (self->witnesses, guint8, index);
}

/* Terrain never changes during a match, so which cells stop sight is
 * read once from the map. */
static guint8 *
sight_blocks_new (TacticsMatch *self)
{
  TacticsRuleset *ruleset = tactics_map_get_ruleset (self->map);
  const guint16 *cells = tactics_map_get_cells (self->map);
  guint n_terrains = tactics_ruleset_get_n_terrains (ruleset);
  gsize n_cells = (gsize) self->width * (gsize) self->height;
  g_autofree guint8 *by_terrain = g_new0 (guint8, MAX (n_terrains, 1));
  guint8 *blocks = g_new (guint8, n_cells);

  for (guint t = 0; t < n_terrains; t++)
    by_terrain[t] = tactics_terrain_get_blocks_sight (tactics_ruleset_get_terrain (ruleset, t));
  for (gsize i = 0; i < n_cells; i++)
    blocks[i] = cells[i] < n_terrains ? by_terrain[cells[i]] : 0;
  return blocks;
}

void
tactics_match_create_views (TacticsMatch *self)
{
  TacticsTopology topology = tactics_map_get_topology (self->map);

  tactics_match_clear_views (self);
  if (self->fog != TACTICS_FOG_MODE_NONE)
    self->sight_blocks = sight_blocks_new (self);
  for (guint p = 0; p < self->players->len; p++)
    self->views[p] = tactics_view_new (self, p, self->fog, topology, self->width, self->height,
                                       self->sight_blocks);
  if (self->fog == TACTICS_FOG_MODE_NONE)
    return;

  for (guint p = 0; p < self->players->len; p++)
    for (guint i = 0; self->revealed[p] != NULL && i < self->revealed[p]->len; i++)
      tactics_view_explore (self->views[p], g_array_index (self->revealed[p], TacticsCell, i));

  self->sight_seen = g_new0 (guint8, (gsize) self->width * (gsize) self->height);
  self->witnesses = g_array_new (FALSE, FALSE, sizeof (guint8));
  /* Events of the set-up (none today) were seen by all. */
  for (guint i = 0; i < self->events->len; i++)
    {
      guint8 all = (guint8) ((1u << TACTICS_MAX_PLAYERS) - 1);

      g_array_append_val (self->witnesses, all);
    }

}

void
tactics_match_clear_views (TacticsMatch *self)
{
  for (guint p = 0; p < TACTICS_MAX_PLAYERS; p++)
    g_clear_object (&self->views[p]);
  g_clear_pointer (&self->sight_seen, g_free);
  g_clear_pointer (&self->sight_blocks, g_free);
  g_clear_pointer (&self->witnesses, g_array_unref);
}

/* The field of @unit standing on @cell added to (or taken from) every view
 * that sees with its owner's units. */
static void
apply_unit (TacticsMatch *self,
            TacticsUnit  *unit,
            TacticsCell   cell,
            int           sign)
{
  int range = (int) self->rules[unit->id].sight;

  for (guint p = 0; p < self->players->len; p++)
    if (tactics_match_shares_vision (self, p, unit->owner))
      tactics_view_apply_field (self->views[p], cell, range, sign, self->sight_seen);
}

/* The players who see any of the cells @event touches now. */
static guint8
seen_by (TacticsMatch       *self,
         const TacticsEvent *event,
         gboolean           *touches)
{
  TacticsCell cells[4];
  guint n_cells = 0;
  guint8 mask = 0;

  switch (event->kind)
    {
    case TACTICS_EVENT_UNIT_PLACED:
      cells[n_cells++] = event->to;
      break;
    case TACTICS_EVENT_UNIT_MOVED:
    case TACTICS_EVENT_MOVE_UNDONE:
    case TACTICS_EVENT_COUNTER_ATTACK:
    case TACTICS_EVENT_AMBUSHED:
      cells[n_cells++] = event->from;
      cells[n_cells++] = event->to;
      break;
    case TACTICS_EVENT_ACTION_PERFORMED:
      cells[n_cells++] = match_unit (self, (guint) event->unit)->cell;
      cells[n_cells++] = event->to;
      break;
    case TACTICS_EVENT_UNIT_DAMAGED:
    case TACTICS_EVENT_UNIT_HEALED:
      cells[n_cells++] = match_unit (self, (guint) event->unit)->cell;
      if (event->source >= 0)
        cells[n_cells++] = match_unit (self, (guint) event->source)->cell;
      break;
    case TACTICS_EVENT_MISSED:
    case TACTICS_EVENT_UNIT_ELIMINATED:
      cells[n_cells++] = event->from;
      if (event->source >= 0)
        cells[n_cells++] = match_unit (self, (guint) event->source)->cell;
      break;
    default:
      break;
    }

  *touches = n_cells > 0;
  for (guint p = 0; p < self->players->len; p++)
    for (guint c = 0; c < n_cells; c++)
      if (tactics_view_is_visible (self->views[p], cells[c]))
        {
          mask |= (guint8) (1u << p);
          break;
        }
  /* A unit-moved event also touches the cells of its path. */
  if (event->kind == TACTICS_EVENT_UNIT_MOVED && event->path != NULL)
    for (guint p = 0; p < self->players->len; p++)
      for (guint c = 0; c < event->path->len && (mask & (1u << p)) == 0; c++)
        if (tactics_view_is_visible (self->views[p],
                                     g_array_index (event->path, TacticsCell, c)))
          mask |= (guint8) (1u << p);
  return mask;
}

/* Called for every event before it is stored: moves the fields of view of
 * the unit the event moves on, along or off the board, and records who
 * witnessed it. */
void
tactics_match_update_views (TacticsMatch       *self,
                            const TacticsEvent *event)
{
  TacticsUnit *unit;
  gboolean touches;
  guint8 witnesses;

  if (self->witnesses == NULL)
    return;

  witnesses = seen_by (self, event, &touches);
  unit = event->unit >= 0 ? match_unit (self, (guint) event->unit) : NULL;
  switch (event->kind)
    {
    case TACTICS_EVENT_UNIT_PLACED:
      apply_unit (self, unit, event->to, 1);
      break;
    case TACTICS_EVENT_UNIT_MOVED:
      if (event->path != NULL && event->path->len > 1)
        {
          /* Step by step: the unit sees what it passes. */
          for (guint c = 1; c < event->path->len; c++)
            {
              apply_unit (self, unit, g_array_index (event->path, TacticsCell, c), 1);
              apply_unit (self, unit, g_array_index (event->path, TacticsCell, c - 1), -1);
            }
        }
      else
        {
          apply_unit (self, unit, event->to, 1);
          apply_unit (self, unit, event->from, -1);
        }
      break;
    case TACTICS_EVENT_MOVE_UNDONE:
      apply_unit (self, unit, event->to, 1);
      apply_unit (self, unit, event->from, -1);
      break;
    case TACTICS_EVENT_UNIT_ELIMINATED:
      apply_unit (self, unit, event->from, -1);
      break;
    default:
      break;
    }
  if (touches)
    witnesses |= seen_by (self, event, &touches);
  else
    witnesses = (guint8) ((1u << TACTICS_MAX_PLAYERS) - 1);
  g_array_append_val (self->witnesses, witnesses);
}

void
tactics_match_flush_views (TacticsMatch *self)
{
  for (guint p = 0; p < TACTICS_MAX_PLAYERS; p++)
    if (self->views[p] != NULL)
      tactics_view_flush (self->views[p]);
}

gboolean
tactics_match_check_views (TacticsMatch  *self,
                           GError       **error)
{
  for (guint p = 0; p < self->players->len; p++)
    {
      guint vision = 0;

      if (self->views[p] == NULL)
        continue;
      for (guint q = 0; q < self->players->len; q++)
        if (tactics_match_shares_vision (self, p, q))
          vision |= 1u << q;
      if (!tactics_view_check_counts (self->views[p], vision, error))
        return FALSE;
    }
  return TRUE;
}
