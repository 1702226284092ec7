/* SPDX-License-Identifier: GPL-3.0-or-later */
#include "config.h"

#include "tactics-ai-private.h"
#include "tactics-ai.h"
#include "tactics-event.h"
#include "tactics-cost-grid.h"
#include "tactics-geometry.h"
#include "tactics-map.h"
#include "tactics-match.h"
#include "tactics-unit.h"
#include "tactics-view.h"

/* What a computer player remembers under fog: where it last saw each enemy
 * unit, and which ones it saw fall. It learns only from its view: the
 * units it sees now, and the events it witnessed. A remembered position
 * counts as danger and as a place to go for a few rounds, less and less
 * (ai_memory_weight()); a unit not found where it was is no longer
 * located there. When it sees no enemy and remembers none, it scouts. */

/* The scouting spots: every stride-th cell both ways, from stride / 2. */
static int
scout_stride (int width,
              int height)
{
  return MAX (2, (MAX (width, height) + AI_SCOUT_SPOTS - 1) / AI_SCOUT_SPOTS);
}

static int
scout_count (int size,
             int stride)
{
  return size > stride / 2 ? (size - stride / 2 + stride - 1) / stride : 0;
}

static GArray *
memory_for (TacticsAi    *self,
            TacticsMatch *match,
            guint         me)
{
  guint n_units = tactics_match_get_n_units (match);

  if (self->memory_match != match)
    {
      ai_memory_clear (self);
      self->memory_match = match;
    }
  if (self->memory[me] == NULL)
    {
      self->memory[me] = g_array_new (FALSE, TRUE, sizeof (AiMemory));
      self->memory_events[me] = 0;
      self->scout_seen[me] = g_new0 (guint, AI_SCOUT_SPOTS * AI_SCOUT_SPOTS);
    }
  if (self->memory[me]->len < n_units)
    g_array_set_size (self->memory[me], n_units);
  return self->memory[me];
}

void
ai_memory_update (TacticsAi    *self,
                  TacticsMatch *match,
                  guint         me)
{
  TacticsView *view;
  GArray *memory;
  guint n_events, round;

  if (me >= TACTICS_MAX_PLAYERS || tactics_match_get_fog (match) == TACTICS_FOG_MODE_NONE)
    return;
  view = tactics_match_get_view (match, me);
  if (view == NULL)
    return;
  memory = memory_for (self, match, me);
  round = tactics_match_get_round (match);

  /* Falls it witnessed: those units are gone for good. */
  n_events = tactics_match_get_n_events (match);
  if (n_events < self->memory_events[me])
    self->memory_events[me] = 0;
  for (guint i = self->memory_events[me]; i < n_events; i++)
    {
      const TacticsEvent *event = tactics_match_get_event (match, i);
      AiMemory *unit;

      if (event->kind != TACTICS_EVENT_UNIT_ELIMINATED || event->unit < 0 ||
          (guint) event->unit >= memory->len || !tactics_view_witnessed (view, i))
        continue;
      unit = &g_array_index (memory, AiMemory, event->unit);
      unit->fallen = TRUE;
      unit->known = FALSE;
      unit->located = FALSE;
    }
  self->memory_events[me] = n_events;

  /* Which scouting spots are in sight now. */
  {
    TacticsMap *map = tactics_match_get_map (match);
    int width = tactics_map_get_width (map), height = tactics_map_get_height (map);
    int stride = scout_stride (width, height);
    int columns = scout_count (width, stride), rows = scout_count (height, stride);

    for (int row = 0; row < rows; row++)
      for (int column = 0; column < columns; column++)
        {
          TacticsCell cell = { stride / 2 + column * stride, stride / 2 + row * stride };

          if (tactics_view_is_visible (view, cell))
            self->scout_seen[me][row * AI_SCOUT_SPOTS + column] = MAX (1u, round);
        }
  }

  for (guint id = 0; id < memory->len; id++)
    {
      TacticsUnit *unit = tactics_match_get_unit (match, id);
      AiMemory *entry = &g_array_index (memory, AiMemory, id);

      if (tactics_unit_get_owner (unit) == me || entry->fallen)
        continue;
      if (tactics_view_sees_unit (view, unit))
        {
          entry->known = TRUE;
          entry->located = TRUE;
          entry->cell = tactics_unit_get_cell (unit);
          entry->hp = tactics_unit_get_hp (unit);
          entry->round = round;
        }
      else if (entry->located && tactics_view_is_visible (view, entry->cell))
        {
          /* Its cell is in sight and it is not there: it moved on. */
          entry->located = FALSE;
        }
    }
}

const AiMemory *
ai_memory_of (TacticsAi *self,
              guint      me,
              guint      unit)
{
  if (me >= TACTICS_MAX_PLAYERS || self->memory[me] == NULL || unit >= self->memory[me]->len)
    return NULL;
  return &g_array_index (self->memory[me], AiMemory, unit);
}

/* 1 for a unit seen this round, down to 0 after AI_MEMORY_ROUNDS. */
float
ai_memory_weight (const AiMemory *memory,
                  guint           round)
{
  guint age;

  if (memory == NULL || !memory->known || !memory->located)
    return 0.0f;
  age = round > memory->round ? round - memory->round : 0;
  if (age >= AI_MEMORY_ROUNDS)
    return 0.0f;
  return 1.0f - (float) age / (float) AI_MEMORY_ROUNDS;
}

/* Whether some unit of mine may stand on @cell. */
static gboolean
enterable (const AiBoard *board,
           TacticsCell    cell)
{
  for (guint id = 0; id < board->n_units; id++)
    {
      const AiUnitInfo *unit = &board->units[id];
      const TacticsCostGrid *grid;

      if (!unit->on_board || unit->owner != board->me)
        continue;
      grid = tactics_match_get_cost_grid (board->match, unit->unit);
      if (grid->costs[tactics_cost_grid_index (grid, cell.x, cell.y)] != 0)
        return TRUE;
    }
  return FALSE;
}

/* Where to look when no enemy is seen or lately remembered: where enemies
 * were last seen, however long ago; else the scouting spots out of sight
 * that were in sight longest ago (never, first), where a unit of mine may
 * stand. While some were never seen, only the farther half of those
 * counts, away from the army: the enemy is rather on the far side. Spots
 * seen long ago drawing the units on, a patrol goes round rather than back
 * and forth. */
void
ai_scout_targets (TacticsAi     *self,
                  const AiBoard *board,
                  GArray        *targets)
{
  int stride = scout_stride (board->width, board->height);
  int columns = scout_count (board->width, stride), rows = scout_count (board->height, stride);
  const guint *seen = board->me < TACTICS_MAX_PLAYERS ? self->scout_seen[board->me] : NULL;
  g_autoptr(GArray) candidates = g_array_new (FALSE, FALSE, sizeof (TacticsCell));
  TacticsMetric metric = board->topology == TACTICS_TOPOLOGY_HEX ? TACTICS_METRIC_HEX
                                                                 : TACTICS_METRIC_MANHATTAN;
  double sum_x = 0.0, sum_y = 0.0;
  guint n_mine = 0, stalest = G_MAXUINT;
  int nearest = G_MAXINT, farthest = 0;
  TacticsCell centre;

  for (guint id = 0; id < board->n_units; id++)
    {
      const AiUnitInfo *unit = &board->units[id];
      const AiMemory *memory = ai_memory_of (self, board->me, id);

      if (unit->on_board && unit->owner == board->me)
        {
          sum_x += unit->cell.x;
          sum_y += unit->cell.y;
          n_mine++;
        }
      else if (unit->hidden && memory != NULL && memory->known && memory->located &&
               ai_on_board (board, memory->cell))
        {
          AiTarget target = { memory->cell, FALSE };

          g_array_append_val (targets, target);
        }
    }
  if (targets->len > 0 || n_mine == 0 || seen == NULL)
    return;

  for (int row = 0; row < rows; row++)
    for (int column = 0; column < columns; column++)
      {
        TacticsCell cell = { stride / 2 + column * stride, stride / 2 + row * stride };

        if (!tactics_view_is_visible (board->view, cell) && enterable (board, cell))
          stalest = MIN (stalest, seen[row * AI_SCOUT_SPOTS + column]);
      }
  if (stalest == G_MAXUINT)
    return;
  for (int row = 0; row < rows; row++)
    for (int column = 0; column < columns; column++)
      {
        TacticsCell cell = { stride / 2 + column * stride, stride / 2 + row * stride };

        if (seen[row * AI_SCOUT_SPOTS + column] == stalest &&
            !tactics_view_is_visible (board->view, cell) && enterable (board, cell))
          g_array_append_val (candidates, cell);
      }

  centre = (TacticsCell) { (int) (sum_x / n_mine + 0.5), (int) (sum_y / n_mine + 0.5) };
  for (guint i = 0; i < candidates->len; i++)
    {
      int d = tactics_distance (metric, centre, g_array_index (candidates, TacticsCell, i));

      nearest = MIN (nearest, d);
      farthest = MAX (farthest, d);
    }
  for (guint i = 0; i < candidates->len; i++)
    {
      TacticsCell cell = g_array_index (candidates, TacticsCell, i);
      AiTarget target = { cell, FALSE };

      if (stalest > 0 || 2 * tactics_distance (metric, centre, cell) >= nearest + farthest)
        g_array_append_val (targets, target);
    }
}

void
ai_memory_clear (TacticsAi *self)
{
  for (guint p = 0; p < TACTICS_MAX_PLAYERS; p++)
    {
      g_clear_pointer (&self->memory[p], g_array_unref);
      g_clear_pointer (&self->scout_seen[p], g_free);
      self->memory_events[p] = 0;
    }
  self->memory_match = NULL;
}
