/* SPDX-License-Identifier: GPL-3.0-or-later */
#include "config.h"

#include <glib/gi18n-lib.h>
#include <stdlib.h>
#include <string.h>

#include "tactics.h"
#include "tactics-match-private.h"
#include "tactics-player-private.h"
#include "tactics-unit-private.h"

/* Draws of start cells before tactics_match_start() gives up. Each draw is
 * cheap (a scan of the board), and a map where this many random draws all
 * fail is one where the armies barely fit, if at all. */
#define MAX_START_DRAWS 100
/* Cells drawn for each player's first unit, of which the one farthest
 * from the other armies is kept. More spreads the armies further but makes
 * the start less random; with 8, two armies on a 24 × 16 map start most
 * of the board apart and the cells still vary with every seed. */
#define START_CANDIDATES 8
/* Up to this many cells, start cells are kept apart by path cost (a search
 * over the board per pair of players: with 8 players on 512 × 512, about
 * a quarter of a second); beyond it by the movement metric, so that a
 * match on a 4096 × 4096 board still starts at once. */
#define START_PATH_COST_MAX_CELLS (512 * 512)

/* Placement: start cells and the distance rule */

TacticsMetric
tactics_match_get_movement_metric (TacticsMatch *self)
{
  g_return_val_if_fail (TACTICS_IS_MATCH (self), TACTICS_METRIC_MANHATTAN);

  /* The placement distance is counted in the metric the units walk by
   * (4 neighbours on square, 6 on hex), so "within 2" means at most two
   * steps away, as a player would count on the board. */
  return tactics_map_get_topology (self->map) == TACTICS_TOPOLOGY_HEX ? TACTICS_METRIC_HEX
                                                                      : TACTICS_METRIC_MANHATTAN;
}

/* The offsets (dx, dy) of the cells within TACTICS_PLACEMENT_DISTANCE, for a cell
 * on an even row and on an odd one (on hex boards, odd-r rows are shifted
 * so the two differ). The ±2 window holds every such cell for manhattan
 * and for hex. Worked out once: placement checks ask for them constantly. */
void
tactics_match_init_placement (TacticsMatch *self)
{
  /* near_offsets holds the 5 × 5 window around a cell. */
  G_STATIC_ASSERT (TACTICS_PLACEMENT_DISTANCE <= 2);

  TacticsMetric metric = tactics_match_get_movement_metric (self);

  for (int parity = 0; parity < 2; parity++)
    {
      TacticsCell origin = { 4, 4 + parity };

      self->n_near_offsets[parity] = 0;
      for (int dy = -TACTICS_PLACEMENT_DISTANCE; dy <= TACTICS_PLACEMENT_DISTANCE; dy++)
        for (int dx = -TACTICS_PLACEMENT_DISTANCE; dx <= TACTICS_PLACEMENT_DISTANCE; dx++)
          {
            TacticsCell near = { origin.x + dx, origin.y + dy };

            if (tactics_distance (metric, origin, near) <= TACTICS_PLACEMENT_DISTANCE)
              {
                guint n = self->n_near_offsets[parity]++;

                self->near_offsets[parity][n] = (TacticsCell) { dx, dy };
              }
          }
    }
}

/* The cells within TACTICS_PLACEMENT_DISTANCE of @cell, @cell included, on the
 * board. */
static guint
cells_near (TacticsMatch *self,
            TacticsCell  cell,
            TacticsCell  out[25])
{
  int parity = cell.y & 1;
  guint n = 0;

  for (guint i = 0; i < self->n_near_offsets[parity]; i++)
    {
      TacticsCell near = { cell.x + self->near_offsets[parity][i].x,
                           cell.y + self->near_offsets[parity][i].y };

      if (match_contains (self, near))
        out[n++] = near;
    }
  return n;
}

static gboolean
near_own_unit (TacticsMatch *self,
               TacticsUnit *unit,
               TacticsCell  cell)
{
  TacticsMetric metric = tactics_match_get_movement_metric (self);

  for (guint i = 0; i < self->units->len; i++)
    {
      TacticsUnit *other = match_unit (self, i);

      if (other != unit && other->owner == unit->owner && other->placed &&
          tactics_distance (metric, other->cell, cell) <= TACTICS_PLACEMENT_DISTANCE)
        return TRUE;
    }
  return FALSE;
}

static int
compare_by_room (gconstpointer a,
                 gconstpointer b,
                 gpointer      user_data)
{
  TacticsMatch *self = user_data;
  guint id_a = *(const guint *) a;
  guint id_b = *(const guint *) b;
  guint room_a = self->rules[id_a].n_passable;
  guint room_b = self->rules[id_b].n_passable;

  if (room_a != room_b)
    return room_a < room_b ? -1 : 1;
  return id_a < id_b ? -1 : id_a > id_b;
}

/* A fresh value for self->marks: cells set to it count as marked, every
 * other cell as not, without clearing a board-sized array each time. */
guint
tactics_match_next_mark (TacticsMatch *self)
{
  if (++self->mark == 0)
    {
      memset (self->marks, 0, (gsize) self->width * (gsize) self->height * sizeof (guint));
      self->mark = 1;
    }
  return self->mark;
}

/* Whether every unit still off the board could be placed by the rule,
 * found by placing them greedily in marks over the board: each
 * player's units grow its group outwards from the cells already taken,
 * units with the fewest passable cells first. A success proves the armies
 * fit; a failure is taken as "they do not", which may in rare layouts
 * refuse a placement that a cleverer order would have allowed. With
 * @started_only, players with no unit on the board yet are left out: the
 * start draw asks this of each player's first cell before the next
 * players have theirs. */
static gboolean
placement_can_complete (TacticsMatch *self,
                        gboolean     started_only)
{
  g_autoptr(GArray) group = g_array_new (FALSE, FALSE, sizeof (TacticsCell));
  g_autoptr(GArray) waiting = g_array_new (FALSE, FALSE, sizeof (guint));
  guint planned = tactics_match_next_mark (self);

  for (guint p = 0; p < self->players->len; p++)
    {
      TacticsUnit *first;

      g_array_set_size (group, 0);
      g_array_set_size (waiting, 0);

      for (guint i = 0; i < self->units->len; i++)
        {
          TacticsUnit *unit = match_unit (self, i);

          if (unit->owner != p)
            continue;
          if (unit->placed)
            g_array_append_val (group, unit->cell);
          else
            g_array_append_val (waiting, unit->id);
        }
      /* A player has started once its first unit is drawn: a scenario's
       * pre-placed units do not make a start, since the first unit may be
       * drawn far from them. */
      if (waiting->len == 0)
        continue;
      first = tactics_match_first_unit_of (self, p);
      g_assert (first != NULL);
      if (!first->placed)
        {
          if (started_only)
            continue;
          return FALSE;
        }

      g_array_sort_with_data (waiting, compare_by_room, self);
      for (guint w = 0, open_from = 0; w < waiting->len; w++)
        {
          guint id = g_array_index (waiting, guint, w);
          gboolean found = FALSE;

          for (guint g = open_from; g < group->len && !found; g++)
            {
              TacticsCell near[25];
              guint n_near = cells_near (self, g_array_index (group, TacticsCell, g), near);
              gboolean any_free = FALSE;

              for (guint k = 0; k < n_near && !found; k++)
                {
                  gsize index = match_cell_index (self, near[k]);

                  if (self->occupant[index] != 0 || self->marks[index] == planned ||
                      !match_in_zone (self, p, near[k]))
                    continue;
                  any_free = TRUE;
                  if (!match_passable (self, id, near[k]))
                    continue;
                  self->marks[index] = planned;
                  g_array_append_val (group, near[k]);
                  found = TRUE;
                }
              /* Cells only ever get taken: a full neighbourhood stays full,
               * so later units need not look there again. That keeps the
               * whole check linear in the number of units. */
              if (!any_free && g == open_from)
                open_from++;
            }
          if (!found)
            return FALSE;
        }
    }
  return TRUE;
}

/* Whether placing @unit on @cell leaves room for every unit still to be
 * placed; the board is restored before returning. */
static gboolean
placement_leaves_room (TacticsMatch *self,
                       TacticsUnit *unit,
                       TacticsCell  cell)
{
  TacticsCell old_cell = unit->cell;
  gboolean fits;

  match_occupy (self, unit, cell);
  unit->cell = cell;
  unit->placed = TRUE;
  fits = placement_can_complete (self, FALSE);
  unit->placed = FALSE;
  unit->cell = old_cell;
  self->occupant[match_cell_index (self, cell)] = 0;
  return fits;
}

/* The cells of the map that at least one unit could stand on, counted
 * once per movement type rather than once per unit. */
static guint
count_room (TacticsMatch *self)
{
  g_autoptr(GPtrArray) grids = g_ptr_array_new ();
  guint room = 0;

  for (guint u = 0; u < self->units->len; u++)
    {
      const TacticsCostGrid *grid = match_grid (self, u);

      if (!g_ptr_array_find (grids, grid, NULL))
        g_ptr_array_add (grids, (gpointer) grid);
    }
  for (int y = 0; y < self->height; y++)
    for (int x = 0; x < self->width; x++)
      for (guint g = 0; g < grids->len; g++)
        if (tactics_cost_grid_get (g_ptr_array_index (grids, g), x, y) > 0)
          {
            room++;
            break;
          }
  return room;
}

TacticsUnit *
tactics_match_first_unit_of (TacticsMatch *self,
                             guint        player)
{
  for (guint i = 0; i < self->n_army_units; i++)
    if (match_unit (self, i)->owner == player)
      return match_unit (self, i);
  return NULL;
}

typedef struct {
  TacticsCell cell;
  guint       rank;    /* among the free cells passable for the unit */
  guint       order;   /* of the draw */
  gint64      score;   /* distance to the nearest other start; -1: cannot meet one */
} StartCandidate;

static int
compare_candidates_by_rank (gconstpointer a,
                            gconstpointer b)
{
  const StartCandidate *first = a, *second = b;

  if (first->rank != second->rank)
    return first->rank < second->rank ? -1 : 1;
  return first->order < second->order ? -1 : first->order > second->order;
}

/* Farthest first; the earlier draw first among equals, so the choice
 * depends on the seed alone. */
static int
compare_candidates_by_score (gconstpointer a,
                             gconstpointer b)
{
  const StartCandidate *first = a, *second = b;

  if (first->score != second->score)
    return first->score > second->score ? -1 : 1;
  return first->order < second->order ? -1 : first->order > second->order;
}

static TacticsRegion *
start_zone (TacticsMatch *self,
            guint        player)
{
  TacticsSide *side = tactics_scenario_get_side (self->scenario, player);

  return tactics_scenario_lookup_region (self->scenario, tactics_side_get_start_zone (side));
}

/* Draws @n_candidates cells, uniformly among the free cells passable for
 * @unit (in its start zone, when it has one), without listing those cells (a big map has millions): each draw
 * is a rank among them, and one walk over the board finds every rank's
 * cell. */
static gboolean
draw_start_candidates (TacticsMatch    *self,
                       TacticsUnit    *unit,
                       StartCandidate *candidates,
                       guint           n_candidates)
{
  const TacticsCostGrid *grid = match_grid (self, unit->id);
  gsize n_cells = (gsize) self->width * (gsize) self->height;
  const TacticsCell *zone = NULL;
  guint n_zone = 0, n_free = 0;
  guint next = 0, rank = 0;

  /* A start zone is walked instead of the board: it is the zone's free
   * cells the ranks count. */
  if ((self->zoned & (1u << unit->owner)) != 0)
    {
      zone = tactics_region_get_cells (start_zone (self, unit->owner), &n_zone);
      for (guint c = 0; c < n_zone; c++)
        n_free += match_contains (self, zone[c]) &&
                  self->occupant[match_cell_index (self, zone[c])] == 0 &&
                  match_passable (self, unit->id, zone[c]);
    }
  else
    {
      n_free = self->rules[unit->id].n_passable;
      for (guint i = 0; i < self->units->len; i++)
        {
          TacticsUnit *other = match_unit (self, i);

          if (other != unit && other->placed && match_passable (self, unit->id, other->cell))
            n_free--;
        }
    }
  if (n_free == 0)
    return FALSE;

  for (guint i = 0; i < n_candidates; i++)
    candidates[i] = (StartCandidate) { .rank = match_draw_below (self, n_free), .order = i };
  qsort (candidates, n_candidates, sizeof (StartCandidate), compare_candidates_by_rank);
  for (gsize i = 0; i < (zone != NULL ? n_zone : n_cells) && next < n_candidates; i++)
    {
      TacticsCell cell = zone != NULL ? zone[i]
                                      : (TacticsCell) { (int) (i % (gsize) self->width),
                                                        (int) (i / (gsize) self->width) };

      if (!match_contains (self, cell) || self->occupant[match_cell_index (self, cell)] != 0 ||
          tactics_cost_grid_get (grid, cell.x, cell.y) == 0)
        continue;
      while (next < n_candidates && candidates[next].rank == rank)
        candidates[next++].cell = cell;
      rank++;
    }
  g_assert (next == n_candidates);
  return TRUE;
}

/* Scores each candidate cell for @unit by its distance to the nearest
 * start cell of the players drawn before: the path cost for the unit's
 * movement type (-1 when the unit could not walk next to one of those
 * cells, since armies that cannot meet make no match), or on very big
 * boards the movement metric. */
static void
score_start_candidates (TacticsMatch    *self,
                        TacticsUnit    *unit,
                        StartCandidate *candidates,
                        guint           n_candidates)
{
  gboolean by_path_cost = (gsize) self->width * (gsize) self->height <= START_PATH_COST_MAX_CELLS;
  TacticsMetric metric = tactics_match_get_movement_metric (self);

  for (guint i = 0; i < n_candidates; i++)
    candidates[i].score = G_MAXINT64;

  for (guint q = 0; q < unit->owner; q++)
    {
      TacticsUnit *first = tactics_match_first_unit_of (self, q);
      TacticsCell other;

      if (first == NULL)
        continue;
      other = first->cell;

      /* The search starts on the other unit's cell even when this unit
       * could not stand there, so reaching a candidate means this unit
       * can walk from it to a cell beside the other one. Costs are for
       * entering cells, so they are counted from the other side; as a
       * measure of how far apart two armies are, that does as well. */
      if (by_path_cost)
        tactics_reach_compute (self->reach, match_grid (self, unit->id), other, G_MAXUINT,
                               NULL, NULL);
      for (guint i = 0; i < n_candidates; i++)
        {
          gint64 distance = by_path_cost ? tactics_reach_get_cost (self->reach, candidates[i].cell)
                                         : tactics_distance (metric, other, candidates[i].cell);

          if (distance < 0 || candidates[i].score < 0)
            candidates[i].score = -1;
          else
            candidates[i].score = MIN (candidates[i].score, distance);
        }
    }
}

/* The board before any army's unit is on it: only a scenario's pre-placed
 * units. */
static void
clear_start_board (TacticsMatch *self)
{
  memset (self->occupant, 0, (gsize) self->width * (gsize) self->height * sizeof (guint));
  for (guint i = 0; i < self->n_army_units; i++)
    match_unit (self, i)->placed = FALSE;
  tactics_match_occupy_placed_units (self);
}

/* Each player's first unit goes on a random free cell passable
 * for it. So that armies do not start side by side, each player after the
 * first draws START_CANDIDATES such cells and keeps the one farthest from
 * the start cells already drawn, among those from which its army fits and
 * can meet the others. Whole draws are repeated until every army fits;
 * the second half of them give up on meeting, so that a map made of
 * islands still starts. */
gboolean
tactics_match_draw_start_cells (TacticsMatch  *self,
                                GError      **error)
{
  guint room = 0;

  for (guint p = 0; p < self->players->len; p++)
    {
      TacticsUnit *first = tactics_match_first_unit_of (self, p);

      if (first != NULL && self->rules[first->id].n_passable == 0)
        {
          g_set_error (error, TACTICS_MATCH_ERROR, TACTICS_MATCH_ERROR_NO_ROOM,
                       /* Translators: %s is a unit type's name, e.g. "No cell of this map is
                        * passable for Knight.". */
                       _("No cell of this map is passable for %s."), match_unit_name (first));
          return FALSE;
        }
    }

  room = count_room (self);
  if (room < self->units->len)
    {
      g_set_error (error, TACTICS_MATCH_ERROR, TACTICS_MATCH_ERROR_NO_ROOM,
                   g_dngettext (GETTEXT_PACKAGE,
                                "This map has room for %u unit, but the armies have %u.",
                                "This map has room for %u units, but the armies have %u.",
                                room),
                   room, self->units->len);
      return FALSE;
    }

  for (guint attempt = 0; attempt < MAX_START_DRAWS; attempt++)
    {
      gboolean must_meet = attempt < MAX_START_DRAWS / 2;
      gboolean drawn = TRUE;

      clear_start_board (self);

      for (guint p = 0; p < self->players->len && drawn; p++)
        {
          TacticsUnit *first = tactics_match_first_unit_of (self, p);
          StartCandidate candidates[START_CANDIDATES];
          guint n_candidates = p == 0 ? 1 : START_CANDIDATES;

          if (first == NULL)
            continue;
          drawn = FALSE;
          if (!draw_start_candidates (self, first, candidates, n_candidates))
            break;
          score_start_candidates (self, first, candidates, n_candidates);
          qsort (candidates, n_candidates, sizeof (StartCandidate), compare_candidates_by_score);

          for (guint i = 0; i < n_candidates && !drawn; i++)
            {
              TacticsCell cell = candidates[i].cell;

              if (candidates[i].score < 0 && must_meet)
                break;
              match_occupy (self, first, cell);
              first->cell = cell;
              first->placed = TRUE;
              drawn = placement_can_complete (self, TRUE);
              if (!drawn)
                {
                  match_vacate (self, first);
                  first->placed = FALSE;
                }
            }
        }

      /* The last player's check covered every army. */
      if (drawn)
        return TRUE;
    }

  clear_start_board (self);
  g_set_error (error, TACTICS_MATCH_ERROR, TACTICS_MATCH_ERROR_NO_ROOM,
               /* Translators: %u is a number of tries. */
               _("No start positions where every army fits were found in %u draws: "
                 "the map is too small or too divided for these armies."),
               MAX_START_DRAWS);
  return FALSE;
}

gboolean
tactics_match_check_place (TacticsMatch           *self,
                           const TacticsCommand  *command,
                           GError               **error)
{
  TacticsUnit *unit = tactics_match_check_unit_command (self, command,
                                                        TACTICS_MATCH_PHASE_PLACEMENT, error);

  if (unit == NULL)
    return FALSE;
  if (unit->placed)
    {
      g_set_error (error, TACTICS_MATCH_ERROR, TACTICS_MATCH_ERROR_ALREADY_DONE,
                   /* Translators: %s is a unit type's name, e.g. "This Archer is already on the
                    * board.". */
                   _("This %s is already on the board."), match_unit_name (unit));
      return FALSE;
    }
  if (!match_contains (self, command->cell))
    {
      g_set_error_literal (error, TACTICS_MATCH_ERROR, TACTICS_MATCH_ERROR_BLOCKED,
                           _("That cell is off the board."));
      return FALSE;
    }
  if (match_unit_at (self, command->cell) != NULL)
    {
      g_set_error_literal (error, TACTICS_MATCH_ERROR, TACTICS_MATCH_ERROR_BLOCKED,
                           _("Another unit stands there."));
      return FALSE;
    }
  if (!match_passable (self, unit->id, command->cell))
    {
      g_set_error (error, TACTICS_MATCH_ERROR, TACTICS_MATCH_ERROR_BLOCKED,
                   /* Translators: a unit type's name, then a terrain's name, e.g. "A Knight
                    * cannot stand on Water.". */
                   _("A %s cannot stand on %s."), match_unit_name (unit),
                   tactics_terrain_get_name (tactics_map_get_terrain (self->map, command->cell)));
      return FALSE;
    }
  if (!match_in_zone (self, unit->owner, command->cell))
    {
      g_set_error (error, TACTICS_MATCH_ERROR, TACTICS_MATCH_ERROR_TOO_FAR,
                   /* Translators: %s is a region's name, e.g. "A unit must be placed inside
                    * its start zone, the Camp.". */
                   _("A unit must be placed inside its start zone, %s."),
                   tactics_region_get_display_name (start_zone (self, unit->owner)));
      return FALSE;
    }
  if (!near_own_unit (self, unit, command->cell))
    {
      g_set_error (error, TACTICS_MATCH_ERROR, TACTICS_MATCH_ERROR_TOO_FAR,
                   g_dngettext (GETTEXT_PACKAGE,
                                "A unit must be placed within %u step of one of its own.",
                                "A unit must be placed within %u steps of one of its own.",
                                TACTICS_PLACEMENT_DISTANCE),
                   TACTICS_PLACEMENT_DISTANCE);
      return FALSE;
    }
  if (!placement_leaves_room (self, unit, command->cell))
    {
      g_set_error_literal (error, TACTICS_MATCH_ERROR, TACTICS_MATCH_ERROR_NO_ROOM,
                           _("Placing it there would leave no room for the units still to be "
                             "placed."));
      return FALSE;
    }
  return TRUE;
}

void
tactics_match_perform_place (TacticsMatch          *self,
                             const TacticsCommand *command)
{
  TacticsUnit *unit = match_unit (self, command->unit);
  TacticsEvent event = match_event_new (TACTICS_EVENT_UNIT_PLACED);

  match_occupy (self, unit, command->cell);
  tactics_unit_set_cell (unit, command->cell);
  tactics_unit_set_placed (unit, TRUE);
  event.player = (int) unit->owner;
  event.unit = (int) unit->id;
  event.to = command->cell;
  tactics_match_emit_event (self, &event);

  if (!tactics_match_has_unplaced_units (self, unit->owner))
    {
      self->turn_position++;
      tactics_match_continue_placement (self);
    }
}

/* Whether @unit's default attack can be aimed at @cell from where it
 * stands; the action's position goes to @action. */
/* Placement help */

/* The free cells @unit can stand on within reach of one of its own placed
 * units, each once: where it may be placed, but for the room the rest of
 * the army needs. */
static void
placement_candidates (TacticsMatch *self,
                      TacticsUnit *unit,
                      GArray      *candidates)
{
  guint seen;

  tactics_match_refresh_grids (self);
  seen = tactics_match_next_mark (self);
  for (guint i = 0; i < self->units->len; i++)
    {
      TacticsUnit *other = match_unit (self, i);
      TacticsCell near[25];
      guint n_near;

      if (other->owner != unit->owner || !other->placed)
        continue;
      n_near = cells_near (self, other->cell, near);
      for (guint k = 0; k < n_near; k++)
        {
          gsize index = match_cell_index (self, near[k]);

          if (self->marks[index] == seen)
            continue;
          self->marks[index] = seen;
          if (self->occupant[index] == 0 && match_passable (self, unit->id, near[k]) &&
              match_in_zone (self, unit->owner, near[k]))
            g_array_append_val (candidates, near[k]);
        }
    }
}

static int
compare_cells_by_row (gconstpointer a,
                      gconstpointer b)
{
  const TacticsCell *first = a;
  const TacticsCell *second = b;

  if (first->y != second->y)
    return first->y < second->y ? -1 : 1;
  return first->x < second->x ? -1 : first->x > second->x;
}

void
tactics_match_get_placement_cells (TacticsMatch *self,
                                   TacticsUnit *unit,
                                   GArray      *cells)
{
  g_autoptr(GArray) candidates = NULL;

  g_return_if_fail (TACTICS_IS_MATCH (self));
  g_return_if_fail (TACTICS_IS_UNIT (unit));
  g_return_if_fail (unit->id < self->units->len && match_unit (self, unit->id) == unit);
  g_return_if_fail (cells != NULL);

  if (self->phase != TACTICS_MATCH_PHASE_PLACEMENT || unit->placed)
    return;

  candidates = g_array_new (FALSE, FALSE, sizeof (TacticsCell));
  placement_candidates (self, unit, candidates);
  g_array_sort (candidates, compare_cells_by_row);
  for (guint i = 0; i < candidates->len; i++)
    if (placement_leaves_room (self, unit, g_array_index (candidates, TacticsCell, i)))
      g_array_append_val (cells, g_array_index (candidates, TacticsCell, i));
}

/**
 * tactics_match_suggest_placement:
 * @self: a match in its placement phase
 * @unit: the id of the unit to place
 * @cell: (out caller-allocates): where it may be placed
 *
 * Returns: %FALSE when the unit may not be placed now
 */
gboolean
tactics_match_suggest_placement (TacticsMatch *self,
                                 guint        unit_id,
                                 TacticsCell *cell)
{
  g_autoptr(GArray) candidates = NULL;
  TacticsRandom random;
  TacticsUnit *unit;

  g_return_val_if_fail (TACTICS_IS_MATCH (self), FALSE);
  g_return_val_if_fail (cell != NULL, FALSE);

  if (self->phase != TACTICS_MATCH_PHASE_PLACEMENT || unit_id >= self->units->len)
    return FALSE;
  unit = match_unit (self, unit_id);
  if (unit->placed)
    return FALSE;

  candidates = g_array_new (FALSE, FALSE, sizeof (TacticsCell));
  placement_candidates (self, unit, candidates);

  /* A generator of its own, seeded from the match and the unit, so the
   * suggestion varies between matches but asking draws nothing from the
   * game's generator (a replay does not ask). */
  tactics_random_init (&random,
                       self->seed ^ (G_GUINT64_CONSTANT (0x9e3779b97f4a7c15) * (unit_id + 1)));
  while (candidates->len > 0)
    {
      guint pick = tactics_random_below (&random, candidates->len);
      TacticsCell candidate = g_array_index (candidates, TacticsCell, pick);

      if (placement_leaves_room (self, unit, candidate))
        {
          *cell = candidate;
          return TRUE;
        }
      g_array_remove_index_fast (candidates, pick);
    }
  return FALSE;
}

gboolean
tactics_match_place_all (TacticsMatch  *self,
                         GError      **error)
{
  int player;

  g_return_val_if_fail (TACTICS_IS_MATCH (self), FALSE);
  g_return_val_if_fail (error == NULL || *error == NULL, FALSE);

  if (!tactics_match_check_phase (self, TACTICS_MATCH_PHASE_PLACEMENT, error))
    return FALSE;

  player = self->current_player;
  for (guint i = 0; i < self->units->len; i++)
    {
      TacticsUnit *unit = match_unit (self, i);
      TacticsCommand command;
      TacticsCell cell;

      if ((int) unit->owner != player || unit->placed)
        continue;
      if (!tactics_match_suggest_placement (self, unit->id, &cell))
        {
          g_set_error (error, TACTICS_MATCH_ERROR, TACTICS_MATCH_ERROR_NO_ROOM,
                       /* Translators: %s is a unit type's name, e.g. "There is no room left to
                        * place this Archer.". */
                       _("There is no room left to place this %s."), match_unit_name (unit));
          return FALSE;
        }
      tactics_command_init_place (&command, (guint) player, unit->id, cell);
      if (tactics_match_perform (self, &command, NULL, error) == TACTICS_COMMAND_RESULT_FAILURE)
        return FALSE;
    }
  return TRUE;
}

