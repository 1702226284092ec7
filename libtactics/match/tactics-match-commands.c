/* SPDX-License-Identifier: GPL-3.0-or-later */
#include "config.h"

#include <glib/gi18n-lib.h>
#include <stdlib.h>
#include <string.h>

#include "tactics-action.h"
#include "tactics-combat.h"
#include "tactics-command.h"
#include "tactics-cost-grid.h"
#include "tactics-event.h"
#include "tactics-geometry-enums.h"
#include "tactics-geometry.h"
#include "tactics-map.h"
#include "tactics-match-private.h"
#include "tactics-match.h"
#include "tactics-model-enums.h"
#include "tactics-pattern.h"
#include "tactics-player-private.h"
#include "tactics-player.h"
#include "tactics-reach.h"
#include "tactics-terrain.h"
#include "tactics-unit-private.h"
#include "tactics-unit.h"

/* Occupancy, as a unit of one player sees the board */

typedef struct {
  TacticsMatch *match;
  guint        player;
  guint        observer;   /* whose sight decides which units are there */
  guint        mover;      /* its own cell reads as free */
} OccupancyView;

static TacticsOccupancy
occupancy_as (TacticsMatch *self,
              guint        player,
              guint        observer,
              guint        mover,
              TacticsCell  cell)
{
  guint occupant;

  if (!match_contains (self, cell))
    return TACTICS_OCCUPANCY_FREE;
  occupant = self->occupant[match_cell_index (self, cell)];
  if (occupant == 0 || occupant - 1 == mover)
    return TACTICS_OCCUPANCY_FREE;
  /* Under fog a player plans as if the enemies it does not see were not
   * there (doc/rules.md, "Fog of war"). */
  if (!match_player_sees (self, observer, match_unit (self, occupant - 1)))
    return TACTICS_OCCUPANCY_FREE;
  return match_unit (self, occupant - 1)->owner == player ? TACTICS_OCCUPANCY_ALLY
                                                        : TACTICS_OCCUPANCY_ENEMY;
}

static TacticsOccupancy
occupancy_of (TacticsMatch *self,
              guint        player,
              guint        mover,
              TacticsCell  cell)
{
  return occupancy_as (self, player, player, mover, cell);
}

static TacticsOccupancy
occupancy_callback (TacticsCell cell,
                    gpointer    user_data)
{
  const OccupancyView *view = user_data;

  return occupancy_as (view->match, view->player, view->observer, view->mover, cell);
}
/* Commands */

TacticsUnit *
tactics_match_check_unit_command (TacticsMatch           *self,
                                  const TacticsCommand  *command,
                                  TacticsMatchPhase       phase,
                                  GError               **error)
{
  TacticsUnit *unit;

  if (!tactics_match_check_phase (self, phase, error))
    return NULL;
  if (command->player >= self->players->len)
    {
      g_set_error (error, TACTICS_MATCH_ERROR, TACTICS_MATCH_ERROR_WRONG_PLAYER,
                   /* Translators: %u is a player's number, e.g. "There is no player 5.". */
                   _("There is no player %u."), command->player + 1);
      return NULL;
    }
  if ((int) command->player != self->current_player)
    {
      g_set_error (error, TACTICS_MATCH_ERROR, TACTICS_MATCH_ERROR_WRONG_PLAYER,
                   /* Translators: %s is a player's name, e.g. "It is not Blue’s turn.". */
                   _("It is not %s’s turn."),
                   tactics_player_get_name (match_player (self, command->player)));
      return NULL;
    }
  if (command->kind == TACTICS_COMMAND_END_TURN)
    return NULL;
  if (command->unit >= self->units->len)
    {
      g_set_error (error, TACTICS_MATCH_ERROR, TACTICS_MATCH_ERROR_WRONG_UNIT,
                   /* Translators: %u is a unit's number in the match. */
                   _("There is no unit %u."), command->unit);
      return NULL;
    }
  unit = match_unit (self, command->unit);
  if (unit->owner != command->player)
    {
      g_set_error (error, TACTICS_MATCH_ERROR, TACTICS_MATCH_ERROR_WRONG_PLAYER,
                   /* Translators: a unit type's name, then a player's name, e.g. "This Archer
                    * belongs to Vermilion.". */
                   _("This %s belongs to %s."), match_unit_name (unit),
                   tactics_player_get_name (match_player (self, unit->owner)));
      return NULL;
    }
  if (!unit->alive)
    {
      g_set_error (error, TACTICS_MATCH_ERROR, TACTICS_MATCH_ERROR_WRONG_UNIT,
                   /* Translators: %s is a unit type's name, e.g. "This Archer has been
                    * eliminated.". */
                   _("This %s has been eliminated."), match_unit_name (unit));
      return NULL;
    }
  if (self->active_unit != NULL && self->active_unit != unit)
    {
      g_set_error (error, TACTICS_MATCH_ERROR, TACTICS_MATCH_ERROR_WRONG_UNIT,
                   /* Translators: %s is a unit type's name, e.g. "It is the turn of another
                    * unit: the Archer.". */
                   _("It is the turn of another unit: the %s."),
                   match_unit_name (self->active_unit));
      return NULL;
    }
  return unit;
}

/**
 * tactics_match_unit_is_ready:
 * @self: a match
 * @unit: a unit of the match
 *
 * Tells whether @unit may still move or act in this turn, by the checks
 * tactics_match_perform() makes: its player's turn, on the board, not
 * eliminated, not waiting behind another unit that holds the turn, and a
 * move or an action left.
 *
 * Returns: %TRUE when a command of @unit could still be performed
 */
gboolean
tactics_match_unit_is_ready (TacticsMatch *self,
                             TacticsUnit  *unit)
{
  TacticsCommand command;
  gboolean may_act;

  g_return_val_if_fail (TACTICS_IS_MATCH (self), FALSE);
  g_return_val_if_fail (TACTICS_IS_UNIT (unit), FALSE);

  may_act = !unit->acted && tactics_match_get_n_unit_actions (self, unit) > 0;
  if (!unit->placed || (unit->moved && !may_act))
    return FALSE;
  /* A move to where it stands asks every other question the way a real
   * command would be asked it: phase, whose turn, elimination, which unit
   * holds the turn. */
  tactics_command_init_move (&command, unit->owner, unit->id, unit->cell);
  return tactics_match_check_unit_command (self, &command, TACTICS_MATCH_PHASE_PLAYING, NULL)
         == unit;
}

/**
 * tactics_match_count_ready_units:
 * @self: a match
 * @player: the index of a player
 *
 * Counts @player's units that may still move or act in this turn, by the
 * checks tactics_match_perform() makes.
 *
 * Returns: the number of units; 0 outside play or when it is not
 *   @player's turn
 */
guint
tactics_match_count_ready_units (TacticsMatch *self,
                                 guint         player)
{
  guint n = 0;

  g_return_val_if_fail (TACTICS_IS_MATCH (self), 0);

  for (guint i = 0; i < self->units->len; i++)
    {
      TacticsUnit *unit = match_unit (self, i);

      if (unit->owner == player && tactics_match_unit_is_ready (self, unit))
        n++;
    }
  return n;
}

static gboolean
can_attack (TacticsMatch *self,
            TacticsUnit *unit,
            TacticsCell  cell,
            guint       *action)
{
  TacticsPattern pattern;
  int index = self->rules[unit->id].default_action;

  if (unit->acted || index < 0)
    return FALSE;
  if (!match_may_aim (self, unit, self->rules[unit->id].actions[index], cell, &pattern))
    return FALSE;
  *action = (guint) index;
  return TRUE;
}

static void
compute_reach (TacticsMatch  *self,
               TacticsUnit  *unit,
               TacticsReach *reach)
{
  OccupancyView view = { self, unit->owner, unit->owner, unit->id };

  tactics_reach_compute (reach, match_grid (self, unit->id), unit->cell,
                         self->rules[unit->id].move, occupancy_callback, &view);
}

/* Checks a move; when the destination holds an enemy that the unit's
 * default attack reaches, fills @alternative instead and returns TRUE. */
static gboolean
check_move (TacticsMatch           *self,
            const TacticsCommand  *command,
            TacticsCommand        *alternative,
            gboolean              *use_alternative,
            GError               **error)
{
  TacticsUnit *unit = tactics_match_check_unit_command (self, command,
                                                        TACTICS_MATCH_PHASE_PLAYING, error);
  TacticsUnit *occupant;
  guint action;
  int cost;

  *use_alternative = FALSE;
  if (unit == NULL)
    return FALSE;

  occupant = match_unit_at (self, command->cell);
  /* An enemy the player does not see is no answer to give away: the move
   * is checked as if the cell were free, and meets it when performed. */
  if (occupant != NULL && !match_player_sees (self, unit->owner, occupant))
    occupant = NULL;
  if (occupant != NULL && occupant->owner != unit->owner)
    {
      if (can_attack (self, unit, command->cell, &action))
        {
          tactics_command_init_act (alternative, command->player, command->unit, action,
                                    command->cell);
          *use_alternative = TRUE;
          return TRUE;
        }
      g_set_error (error, TACTICS_MATCH_ERROR, TACTICS_MATCH_ERROR_BLOCKED,
                   /* Translators: %s is a unit type's name, e.g. "An enemy stands there, and
                    * this Archer has already acted.". */
                   unit->acted ? _("An enemy stands there, and this %s has already acted.")
                               /* Translators: %s is a unit type's name, e.g. "An enemy stands
                                * there, out of this Archer’s reach.". */
                               : _("An enemy stands there, out of this %s’s reach."),
                   match_unit_name (unit));
      return FALSE;
    }
  if (unit->moved)
    {
      g_set_error (error, TACTICS_MATCH_ERROR, TACTICS_MATCH_ERROR_ALREADY_DONE,
                   /* Translators: %s is a unit type's name, e.g. "This Archer has already moved
                    * this turn.". */
                   _("This %s has already moved this turn."), match_unit_name (unit));
      return FALSE;
    }
  if (!match_contains (self, command->cell))
    {
      g_set_error_literal (error, TACTICS_MATCH_ERROR, TACTICS_MATCH_ERROR_BLOCKED,
                           _("That cell is off the board."));
      return FALSE;
    }
  if (occupant == unit)
    {
      g_set_error (error, TACTICS_MATCH_ERROR, TACTICS_MATCH_ERROR_BLOCKED,
                   /* Translators: %s is a unit type's name, e.g. "This Archer already stands
                    * there.". */
                   _("This %s already stands there."), match_unit_name (unit));
      return FALSE;
    }
  if (occupant != NULL)
    {
      g_set_error_literal (error, TACTICS_MATCH_ERROR, TACTICS_MATCH_ERROR_BLOCKED,
                           _("Another of your units stands there: units may pass through "
                             "their own side but not stop on it."));
      return FALSE;
    }
  if (!match_passable (self, unit->id, command->cell))
    {
      g_set_error (error, TACTICS_MATCH_ERROR, TACTICS_MATCH_ERROR_BLOCKED,
                   /* Translators: a unit type's name, then a terrain's name, e.g. "A Knight
                    * cannot enter Mountain.". */
                   _("A %s cannot enter %s."), match_unit_name (unit),
                   tactics_terrain_get_name (tactics_map_get_terrain (self->map, command->cell)));
      return FALSE;
    }

  compute_reach (self, unit, self->reach);
  if (tactics_reach_get_cost (self->reach, command->cell) >= 0)
    return TRUE;

  /* Say why: too far, or no way through at all. */
  {
    OccupancyView view = { self, unit->owner, unit->owner, unit->id };
    g_autoptr(GArray) path = g_array_new (FALSE, FALSE, sizeof (TacticsCell));

    cost = tactics_path_finder_find (self->path_finder, match_grid (self, unit->id), unit->cell,
                                     command->cell, occupancy_callback, &view, path);
  }
  if (cost < 0)
    g_set_error (error, TACTICS_MATCH_ERROR, TACTICS_MATCH_ERROR_BLOCKED,
                 _("No way leads there: terrain or enemy units block every path."));
  else
    g_set_error (error, TACTICS_MATCH_ERROR, TACTICS_MATCH_ERROR_TOO_FAR,
                 g_dngettext (GETTEXT_PACKAGE,
                              /* Translators: the move points the move costs, a unit type's name,
                               * then the move points it has, e.g. "That costs 6 move points;
                               * this Archer has 4 move points.". */
                              "That costs %d move points; this %s has %u move point.",
                              "That costs %d move points; this %s has %u move points.",
                              self->rules[unit->id].move),
                 cost, match_unit_name (unit), self->rules[unit->id].move);
  return FALSE;
}

static void
perform_move (TacticsMatch          *self,
              const TacticsCommand *command)
{
  TacticsUnit *unit = match_unit (self, command->unit);
  TacticsEvent event = match_event_new (TACTICS_EVENT_UNIT_MOVED);
  GArray *path = g_array_new (FALSE, FALSE, sizeof (TacticsCell));
  gboolean found;

  /* check_move() left the reach of this unit in self->reach. */
  found = tactics_reach_get_path (self->reach, command->cell, path);
  g_assert (found);

  event.player = (int) unit->owner;
  event.unit = (int) unit->id;
  event.from = unit->cell;
  event.to = command->cell;
  event.amount = tactics_reach_get_cost (self->reach, command->cell);
  event.path = path;

  if (self->fog != TACTICS_FOG_MODE_NONE)
    {
      TacticsUnit *ambusher = NULL;
      guint stop = path->len;

      /* The player planned around the enemies it saw: any enemy on the
       * path is one it did not see. The unit stops in front of the first,
       * on the last cell before it where no other unit stands. */
      for (guint i = 1; i < path->len && ambusher == NULL; i++)
        {
          TacticsUnit *there = match_unit_at (self, g_array_index (path, TacticsCell, i));

          if (there != NULL && there != unit && there->owner != unit->owner)
            {
              ambusher = there;
              stop = i;
            }
        }
      if (ambusher != NULL)
        {
          TacticsEvent ambushed = match_event_new (TACTICS_EVENT_AMBUSHED);

          while (stop > 1)
            {
              TacticsUnit *there = match_unit_at (self, g_array_index (path, TacticsCell,
                                                                       stop - 1));

              if (there == NULL || there == unit)
                break;
              stop--;
            }
          g_array_set_size (path, stop);
          event.to = g_array_index (path, TacticsCell, stop - 1);
          event.amount = tactics_reach_get_cost (self->reach, event.to);
          if (stop > 1)
            {
              match_vacate (self, unit);
              match_occupy (self, unit, event.to);
              tactics_unit_set_cell (unit, event.to);
              tactics_unit_set_moved (unit, TRUE);
              tactics_match_emit_event (self, &event);
            }
          else
            {
              tactics_unit_set_moved (unit, TRUE);
              g_array_unref (path);
            }
          ambushed.player = (int) unit->owner;
          ambushed.unit = (int) unit->id;
          ambushed.source = (int) ambusher->id;
          ambushed.from = unit->cell;
          ambushed.to = ambusher->cell;
          tactics_match_emit_event (self, &ambushed);
          self->ambushed_command = self->commands->len;
          return;
        }
    }

  match_vacate (self, unit);
  match_occupy (self, unit, command->cell);
  tactics_unit_set_cell (unit, command->cell);
  tactics_unit_set_moved (unit, TRUE);
  tactics_match_emit_event (self, &event);
}

static gboolean
check_act (TacticsMatch           *self,
           const TacticsCommand  *command,
           GError               **error)
{
  TacticsUnit *unit = tactics_match_check_unit_command (self, command,
                                                        TACTICS_MATCH_PHASE_PLAYING, error);
  TacticsPattern pattern;
  TacticsAction *action;

  if (unit == NULL)
    return FALSE;
  if (command->action >= self->rules[unit->id].n_actions)
    {
      g_set_error (error, TACTICS_MATCH_ERROR, TACTICS_MATCH_ERROR_NO_SUCH_ACTION,
                   /* Translators: a unit type's name, then an action's number, e.g. "A Knight
                    * has no action 3.". */
                   _("A %s has no action %u."), match_unit_name (unit), command->action + 1);
      return FALSE;
    }
  if (unit->acted)
    {
      g_set_error (error, TACTICS_MATCH_ERROR, TACTICS_MATCH_ERROR_ALREADY_DONE,
                   /* Translators: %s is a unit type's name, e.g. "This Archer has already acted
                    * this turn.". */
                   _("This %s has already acted this turn."), match_unit_name (unit));
      return FALSE;
    }
  action = self->rules[unit->id].actions[command->action];
  if (!match_contains (self, command->cell))
    {
      g_set_error_literal (error, TACTICS_MATCH_ERROR, TACTICS_MATCH_ERROR_OFF_BOARD,
                           _("That cell is off the board."));
      return FALSE;
    }
  if (!match_may_aim (self, unit, action, command->cell, &pattern))
    {
      g_set_error (error, TACTICS_MATCH_ERROR, TACTICS_MATCH_ERROR_OUT_OF_RANGE,
                   tactics_action_get_shape (action) == TACTICS_SHAPE_LINEAR
                   /* Translators: an action's name, then its range, e.g. "Bow cannot be
                    * aimed there: the focus must be 2 to 4 cells away, on a straight line.". */
                   ? _("%s cannot be aimed there: the focus must be %u to %u cells away, on a "
                       "straight line.")
                   /* Translators: an action's name, then its range, e.g. "Bow cannot be
                    * aimed there: the focus must be 2 to 4 cells away.". */
                   : _("%s cannot be aimed there: the focus must be %u to %u cells away."),
                   tactics_action_get_name (action),
                   tactics_action_get_range_min (action), tactics_action_get_range_max (action));
      return FALSE;
    }
  /* Under fog an action is aimed only where the player sees now
   * (doc/rules.md, "Fog of war"). */
  if (!match_player_sees_cell (self, unit->owner, command->cell))
    {
      g_set_error (error, TACTICS_MATCH_ERROR, TACTICS_MATCH_ERROR_OUT_OF_RANGE,
                   /* Translators: %s is an action's name, e.g. "Bow cannot be aimed at a cell
                    * you do not see now.". */
                   _("%s cannot be aimed at a cell you do not see now."),
                   tactics_action_get_name (action));
      return FALSE;
    }
  return TRUE;
}

/* How a blow of @action lands on @target where it stands: the HP it
 * takes or gives, the defence and resistance that counted, its chance to
 * hit. Heals give their amount whatever the ground and always land. */
static void
weigh_blow (TacticsMatch  *self,
            TacticsAction *action,
            TacticsUnit   *target,
            int           *amount,
            int           *defence,
            int           *resistance,
            int           *chance)
{
  TacticsTerrain *terrain;

  if (tactics_action_get_effect (action) == TACTICS_EFFECT_HEAL)
    {
      *amount = (int) tactics_action_get_amount (action);
      *defence = 0;
      *resistance = 0;
      *chance = 100;
      return;
    }

  terrain = tactics_map_get_terrain (self->map, target->cell);
  *defence = terrain != NULL
               ? (int) tactics_terrain_get_defence (terrain, self->rules[target->id].movetype)
               : 0;
  *resistance = tactics_unit_type_get_resistance (target->unit_type,
                                                  tactics_action_get_damage_type (action));
  *amount = (int) tactics_combat_damage (tactics_action_get_amount (action), (guint) *defence,
                                         *resistance);
  *chance = (int) tactics_ruleset_get_hit_chance (self->ruleset);
}

/* The action @answerer answers a provoking blow of @agent with: the first
 * of its actions that may answer, touches @agent's side and may be aimed
 * at @agent's cell from where @answerer stands; -1 for none. */
static int
find_answer (TacticsMatch *self,
             TacticsUnit  *answerer,
             TacticsUnit  *agent)
{
  for (guint k = 0; k < self->rules[answerer->id].n_actions; k++)
    {
      TacticsAction *answer = self->rules[answerer->id].actions[k];
      TacticsPattern pattern;

      if (tactics_action_may_answer (answer)
          && tactics_affects_owner (tactics_action_get_affects (answer), answerer->owner,
                                    agent->owner)
          && match_may_aim (self, answerer, answer, agent->cell, &pattern))
        return (int) k;
    }
  return -1;
}

/* What @action, with the effect @cells, does to each unit there, and the
 * answer each provokes, as tactics_match_perform() applies it: appended
 * to @hits (TacticsHit). */
static void
collect_hits (TacticsMatch   *self,
              TacticsUnit   *agent,
              TacticsAction *action,
              GArray        *cells,
              guint          viewer,
              GArray        *hits)
{
  TacticsEffect effect = tactics_action_get_effect (action);
  gboolean provokes = tactics_action_provokes_answer (action);

  for (guint i = 0; i < cells->len; i++)
    {
      TacticsUnit *target = match_unit_at (self, g_array_index (cells, TacticsCell, i));
      TacticsHit hit;

      if (target == NULL || !tactics_affects_owner (tactics_action_get_affects (action), agent->owner,
                                                      target->owner))
        continue;
      /* What a player is told leaves out the units it does not see. */
      if (!match_player_sees (self, viewer, target))
        continue;
      /* Healing never goes past the maximum, and a full unit is left out:
       * it gets nothing to announce. */
      if (effect == TACTICS_EFFECT_HEAL && target->hp >= target->max_hp)
        continue;

      hit = (TacticsHit) { .unit = target->id, .hp_before = target->hp, .counter_action = -1 };
      weigh_blow (self, action, target, &hit.amount, &hit.defence, &hit.resistance, &hit.chance);
      hit.hp_after = tactics_effect_hp_after (effect, (guint) hit.amount, target->hp,
                                              target->max_hp);
      hit.amount = ABS (hit.hp_after - hit.hp_before);
      hit.eliminated = hit.hp_after <= 0;

      /* Only an enemy's blow is answered, and only by a unit it may
       * leave standing: one it surely eliminates gives no answer. */
      if (provokes && target->owner != agent->owner && !(hit.eliminated && hit.chance == 100))
        hit.counter_action = find_answer (self, target, agent);
      if (hit.counter_action >= 0)
        weigh_blow (self, self->rules[target->id].actions[hit.counter_action], agent,
                    &hit.counter_amount, &hit.counter_defence, &hit.counter_resistance,
                    &hit.counter_chance);
      g_array_append_val (hits, hit);
    }
}

/* What tactics_match_preview_action() tells, as @viewer sees the board
 * (G_MAXUINT: everything, as performed). */
static gboolean
preview_action (TacticsMatch *self,
                TacticsUnit  *unit,
                guint         index,
                TacticsCell   focus,
                guint         viewer,
                GArray       *effect_cells,
                GArray       *hits)
{
  g_autoptr(GArray) cells = NULL;
  TacticsAction *action;
  TacticsPattern pattern;

  if (index >= self->rules[unit->id].n_actions || !unit->alive || !unit->placed)
    return FALSE;
  action = self->rules[unit->id].actions[index];
  if (!match_may_aim (self, unit, action, focus, &pattern))
    return FALSE;
  if (!match_player_sees_cell (self, viewer, focus))
    return FALSE;

  cells = g_array_new (FALSE, FALSE, sizeof (TacticsCell));
  tactics_pattern_get_effect (&pattern, unit->cell, focus, cells);
  if (effect_cells != NULL)
    g_array_append_vals (effect_cells, cells->data, cells->len);
  if (hits != NULL)
    collect_hits (self, unit, action, cells, viewer, hits);
  return TRUE;
}

/* Whether a blow with @chance percent to hit lands: one draw from the
 * match's stream, and none at all when it cannot miss, so that rules
 * without a chance to hit draw exactly what they always drew. */
static gboolean
blow_lands (TacticsMatch *self,
            int           chance)
{
  return chance >= 100 || (int) match_draw_below (self, 100) < chance;
}

static void
emit_missed (TacticsMatch *self,
             TacticsUnit  *target,
             TacticsUnit  *source,
             int           action,
             int           amount,
             int           defence,
             int           resistance)
{
  TacticsEvent missed = match_event_new (TACTICS_EVENT_MISSED);

  missed.player = (int) target->owner;
  missed.unit = (int) target->id;
  missed.source = (int) source->id;
  missed.action = action;
  missed.from = target->cell;
  missed.to = target->cell;
  missed.amount = amount;
  missed.hp = target->hp;
  missed.defence = defence;
  missed.resistance = resistance;
  tactics_match_emit_event (self, &missed);
}

static void
eliminate (TacticsMatch *self,
           TacticsUnit  *target,
           TacticsUnit  *source)
{
  TacticsEvent gone = match_event_new (TACTICS_EVENT_UNIT_ELIMINATED);

  match_vacate (self, target);
  tactics_unit_set_alive (target, FALSE);
  gone.player = (int) target->owner;
  gone.unit = (int) target->id;
  gone.source = (int) source->id;
  gone.from = target->cell;
  gone.to = target->cell;
  tactics_match_emit_event (self, &gone);
}

/* @answerer's counter-attack on @agent, as @hit foresaw it: aimed at
 * @agent alone, whatever the answering action's shape, so that it never
 * touches anyone else, and answered by nobody. */
static void
perform_answer (TacticsMatch     *self,
                TacticsUnit      *answerer,
                TacticsUnit      *agent,
                const TacticsHit *hit)
{
  TacticsEvent answer = match_event_new (TACTICS_EVENT_COUNTER_ATTACK);
  TacticsEvent damaged = match_event_new (TACTICS_EVENT_UNIT_DAMAGED);
  int hp_after;

  answer.player = (int) answerer->owner;
  answer.unit = (int) answerer->id;
  answer.source = (int) agent->id;
  answer.action = hit->counter_action;
  answer.from = answerer->cell;
  answer.to = agent->cell;
  tactics_match_emit_event (self, &answer);

  if (!blow_lands (self, hit->counter_chance))
    {
      emit_missed (self, agent, answerer, hit->counter_action, hit->counter_amount,
                   hit->counter_defence, hit->counter_resistance);
      return;
    }

  hp_after = tactics_effect_hp_after (TACTICS_EFFECT_DAMAGE, (guint) hit->counter_amount,
                                      agent->hp, agent->max_hp);
  tactics_unit_set_hp (agent, hp_after);
  damaged.amount = hit->counter_amount;
  damaged.player = (int) agent->owner;
  damaged.unit = (int) agent->id;
  damaged.source = (int) answerer->id;
  damaged.action = hit->counter_action;
  damaged.from = agent->cell;
  damaged.to = agent->cell;
  damaged.hp = agent->hp;
  damaged.defence = hit->counter_defence;
  damaged.resistance = hit->counter_resistance;
  tactics_match_emit_event (self, &damaged);
  if (hp_after <= 0)
    eliminate (self, agent, answerer);
}

static void
perform_act (TacticsMatch          *self,
             const TacticsCommand *command)
{
  TacticsUnit *agent = match_unit (self, command->unit);
  TacticsAction *action = self->rules[agent->id].actions[command->action];
  g_autoptr(GArray) hits = g_array_new (FALSE, FALSE, sizeof (TacticsHit));
  TacticsEvent event = match_event_new (TACTICS_EVENT_ACTION_PERFORMED);
  gboolean heal = tactics_action_get_effect (action) == TACTICS_EFFECT_HEAL;
  gboolean aimed;

  /* The answer windows and computer players get when they ask, with the
   * units the player does not see as well: the blow lands on them too. */
  aimed = preview_action (self, agent, command->action, command->cell, G_MAXUINT, NULL, hits);
  g_assert (aimed);

  tactics_unit_set_acted (agent, TRUE);
  event.player = (int) agent->owner;
  event.unit = (int) agent->id;
  event.action = (int) command->action;
  event.from = agent->cell;
  event.to = command->cell;
  tactics_match_emit_event (self, &event);

  for (guint i = 0; i < hits->len; i++)
    {
      const TacticsHit *hit = &g_array_index (hits, TacticsHit, i);
      TacticsUnit *target = match_unit (self, hit->unit);
      TacticsEvent effect = match_event_new (heal ? TACTICS_EVENT_UNIT_HEALED
                                            : TACTICS_EVENT_UNIT_DAMAGED);

      if (!blow_lands (self, hit->chance))
        {
          emit_missed (self, target, agent, (int) command->action, hit->amount, hit->defence,
                       hit->resistance);
          continue;
        }

      tactics_unit_set_hp (target, hit->hp_after);
      effect.amount = hit->amount;
      effect.defence = hit->defence;
      effect.resistance = hit->resistance;
      effect.player = (int) target->owner;
      effect.unit = (int) target->id;
      effect.source = (int) agent->id;
      effect.action = (int) command->action;
      effect.from = target->cell;
      effect.to = target->cell;
      effect.hp = target->hp;
      tactics_match_emit_event (self, &effect);

      if (hit->eliminated)
        eliminate (self, target, agent);
    }

  /* The blow has landed everywhere; then each unit it provoked that still
   * stands answers, in the order they were hit, while the agent stands. */
  for (guint i = 0; i < hits->len && agent->alive; i++)
    {
      const TacticsHit *hit = &g_array_index (hits, TacticsHit, i);
      TacticsUnit *answerer = match_unit (self, hit->unit);

      if (hit->counter_action >= 0 && answerer->alive)
        perform_answer (self, answerer, agent, hit);
    }

  tactics_match_settle (self);
}

static gboolean
check_end_turn (TacticsMatch           *self,
                const TacticsCommand  *command,
                GError               **error)
{
  GError *local_error = NULL;

  tactics_match_check_unit_command (self, command, TACTICS_MATCH_PHASE_PLAYING, &local_error);
  if (local_error != NULL)
    {
      g_propagate_error (error, local_error);
      return FALSE;
    }
  return TRUE;
}

/* Checks @command as tactics_match_perform() would, and gives in @done the
 * command that would be performed. */
static gboolean
check_command (TacticsMatch          *self,
               const TacticsCommand  *command,
               TacticsCommand        *done,
               gboolean              *use_alternative,
               GError               **error)
{
  gboolean valid;

  *use_alternative = FALSE;
  tactics_match_refresh_grids (self);
  /* The log keeps commands with the fields their kind does not use at 0,
   * so equal commands compare equal and saves stay tidy. */
  switch (command->kind)
    {
    case TACTICS_COMMAND_PLACE:
      tactics_command_init_place (done, command->player, command->unit, command->cell);
      valid = tactics_match_check_place (self, done, error);
      break;
    case TACTICS_COMMAND_MOVE:
      tactics_command_init_move (done, command->player, command->unit, command->cell);
      valid = check_move (self, done, done, use_alternative, error);
      if (valid && *use_alternative)
        valid = check_act (self, done, error);
      break;
    case TACTICS_COMMAND_ACT:
      tactics_command_init_act (done, command->player, command->unit, command->action,
                                command->cell);
      valid = check_act (self, done, error);
      break;
    case TACTICS_COMMAND_END_TURN:
      tactics_command_init_end_turn (done, command->player);
      valid = check_end_turn (self, done, error);
      break;
    default:
      g_set_error (error, TACTICS_MATCH_ERROR, TACTICS_MATCH_ERROR_WRONG_PHASE,
                   /* Translators: %d is a number the program uses for the command. */
                   _("Unknown command %d."), (int) command->kind);
      valid = FALSE;
      break;
    }
  return valid;
}

/**
 * tactics_match_check_command:
 * @self: a match
 * @command: the command to check
 * @would_perform: (out caller-allocates) (optional): the command that would
 *   be performed: @command, or its alternative
 * @error: return location for a #TACTICS_MATCH_ERROR
 *
 * Dry-runs tactics_match_perform(): the same result and, on failure, the
 * same error. Changes nothing and draws nothing.
 *
 * Returns: what tactics_match_perform() would return
 */
TacticsCommandResult
tactics_match_check_command (TacticsMatch          *self,
                             const TacticsCommand  *command,
                             TacticsCommand        *would_perform,
                             GError               **error)
{
  TacticsCommand done;
  gboolean use_alternative;

  g_return_val_if_fail (TACTICS_IS_MATCH (self), TACTICS_COMMAND_RESULT_FAILURE);
  g_return_val_if_fail (command != NULL, TACTICS_COMMAND_RESULT_FAILURE);
  g_return_val_if_fail (error == NULL || *error == NULL, TACTICS_COMMAND_RESULT_FAILURE);

  if (!check_command (self, command, &done, &use_alternative, error))
    return TACTICS_COMMAND_RESULT_FAILURE;
  if (would_perform != NULL)
    *would_perform = done;
  return use_alternative ? TACTICS_COMMAND_RESULT_ALTERNATIVE : TACTICS_COMMAND_RESULT_SUCCESS;
}

/**
 * tactics_match_perform:
 * @self: a match
 * @command: the command to perform
 * @performed: (out caller-allocates) (optional): the command actually
 *   performed: @command, or its alternative
 * @error: return location for a #TACTICS_MATCH_ERROR
 *
 * Checks and performs @command, emitting an event for every change. Not
 * re-entrant: do not call it from a [signal@Tactics.Match::event] handler.
 *
 * Returns: %TACTICS_COMMAND_RESULT_SUCCESS, %TACTICS_COMMAND_RESULT_ALTERNATIVE
 *   when another command was performed instead, or
 *   %TACTICS_COMMAND_RESULT_FAILURE with @error set and nothing changed
 */
TacticsCommandResult
tactics_match_perform (TacticsMatch           *self,
                       const TacticsCommand  *command,
                       TacticsCommand        *performed,
                       GError               **error)
{
  TacticsCommand done;
  gboolean use_alternative;
  gboolean valid;
  guint64 draws_before;

  g_return_val_if_fail (TACTICS_IS_MATCH (self), TACTICS_COMMAND_RESULT_FAILURE);
  g_return_val_if_fail (command != NULL, TACTICS_COMMAND_RESULT_FAILURE);
  g_return_val_if_fail (error == NULL || *error == NULL, TACTICS_COMMAND_RESULT_FAILURE);
  g_return_val_if_fail (!self->performing, TACTICS_COMMAND_RESULT_FAILURE);

  valid = check_command (self, command, &done, &use_alternative, error);
  if (!valid)
    return TACTICS_COMMAND_RESULT_FAILURE;

  self->performing = TRUE;
  g_object_freeze_notify (G_OBJECT (self));
  draws_before = self->n_random_draws;
  g_array_append_val (self->commands, done);
  g_array_append_val (self->command_draws, draws_before);

  switch (done.kind)
    {
    case TACTICS_COMMAND_PLACE:
      tactics_match_perform_place (self, &done);
      break;
    case TACTICS_COMMAND_MOVE:
      perform_move (self, &done);
      break;
    case TACTICS_COMMAND_ACT:
      perform_act (self, &done);
      break;
    case TACTICS_COMMAND_END_TURN:
    default:
      tactics_match_end_turn (self);
      break;
    }
  /* A scenario's objectives after every command: a unit may have reached
   * a region (nothing when the match is plain, placing or over). */
  tactics_match_judge (self, FALSE);

  g_object_thaw_notify (G_OBJECT (self));
  self->performing = FALSE;
  tactics_match_flush_views (self);

  if (performed != NULL)
    *performed = done;
  return use_alternative ? TACTICS_COMMAND_RESULT_ALTERNATIVE : TACTICS_COMMAND_RESULT_SUCCESS;
}

/* Undo */

/**
 * tactics_match_can_undo:
 * @self: a match
 *
 * Tells whether the last move may be taken back.
 *
 * Returns: %TRUE when tactics_match_undo() would succeed: the last command
 *   performed is a move, its unit has not acted since and nothing random
 *   was drawn since
 */
gboolean
tactics_match_can_undo (TacticsMatch *self)
{
  const TacticsCommand *last;

  g_return_val_if_fail (TACTICS_IS_MATCH (self), FALSE);

  if (self->phase != TACTICS_MATCH_PHASE_PLAYING || self->commands->len == 0)
    return FALSE;
  last = &g_array_index (self->commands, TacticsCommand, self->commands->len - 1);
  /* Being the last command, nothing came after the move: the unit has not
   * acted since. No rule draws after the start today, but a move must
   * never be taken back across a draw (a hit roll, say), or undoing would
   * become a way to draw again. Nor across a scenario's objective it met
   * (points scored in a points game), which stays met. */
  /* An ambush (fog of war) showed the player an enemy: no taking it back. */
  return last->kind == TACTICS_COMMAND_MOVE &&
         self->ambushed_command != self->commands->len &&
         g_array_index (self->command_draws, guint64, self->commands->len - 1) ==
           self->n_random_draws &&
         !tactics_match_last_move_judged (self);
}

/**
 * tactics_match_undo:
 * @self: a match
 * @error: return location for a #TACTICS_MATCH_ERROR
 *
 * Takes back the last move, with a move-undone event; the unit may move
 * again.
 *
 * Returns: %TRUE when the move was taken back, %FALSE with @error set
 *   (%TACTICS_MATCH_ERROR_CANNOT_UNDO)
 */
gboolean
tactics_match_undo (TacticsMatch  *self,
                    GError      **error)
{
  const TacticsCommand *last;
  TacticsUnit *unit;
  TacticsEvent event = match_event_new (TACTICS_EVENT_MOVE_UNDONE);
  TacticsCell from = { 0, 0 };
  gboolean found = FALSE;

  g_return_val_if_fail (TACTICS_IS_MATCH (self), FALSE);
  g_return_val_if_fail (error == NULL || *error == NULL, FALSE);
  g_return_val_if_fail (!self->performing, FALSE);

  if (!tactics_match_can_undo (self))
    {
      g_set_error_literal (error, TACTICS_MATCH_ERROR, TACTICS_MATCH_ERROR_CANNOT_UNDO,
                           _("Only the last move of a unit that has not acted since can be "
                             "taken back."));
      return FALSE;
    }

  last = &g_array_index (self->commands, TacticsCommand, self->commands->len - 1);
  unit = match_unit (self, last->unit);
  for (guint i = self->events->len; i > 0 && !found; i--)
    {
      const TacticsEvent *moved = &g_array_index (self->events, TacticsEvent, i - 1);

      if (moved->kind == TACTICS_EVENT_UNIT_MOVED && moved->unit == (int) unit->id)
        {
          from = moved->from;
          found = TRUE;
        }
    }
  g_assert (found);

  self->performing = TRUE;
  g_array_set_size (self->commands, self->commands->len - 1);
  g_array_set_size (self->command_draws, self->command_draws->len - 1);
  event.player = (int) unit->owner;
  event.unit = (int) unit->id;
  event.from = unit->cell;
  event.to = from;
  match_vacate (self, unit);
  match_occupy (self, unit, from);
  tactics_unit_set_cell (unit, from);
  tactics_unit_set_moved (unit, FALSE);
  tactics_match_emit_event (self, &event);
  self->performing = FALSE;
  return TRUE;
}

/**
 * tactics_match_get_occupancy: (skip)
 * @self: a match
 * @player: the index of a player
 * @cell: a cell
 *
 * Tells who stands on @cell, as a unit of @player sees it.
 *
 * Returns: what a unit of @player sees on @cell: free, an ally (its own
 *   unit) or an enemy
 */
TacticsOccupancy
tactics_match_get_occupancy (TacticsMatch *self,
                             guint        player,
                             TacticsCell  cell)
{
  g_return_val_if_fail (TACTICS_IS_MATCH (self), TACTICS_OCCUPANCY_FREE);
  return occupancy_of (self, player, G_MAXUINT, cell);
}

/**
 * tactics_match_get_cost_grid:
 * @self: a match
 * @unit: a unit of the match
 *
 * Gives what each cell of the map costs @unit to enter.
 *
 * Returns: (transfer none): the cost grid of @unit's movement type on the
 *   match's map
 */
const TacticsCostGrid *
tactics_match_get_cost_grid (TacticsMatch *self,
                             TacticsUnit *unit)
{
  g_return_val_if_fail (TACTICS_IS_MATCH (self), NULL);
  g_return_val_if_fail (TACTICS_IS_UNIT (unit), NULL);
  return tactics_map_get_cost_grid (self->map, self->rules[unit->id].movetype);
}

/**
 * tactics_match_compute_reach:
 * @self: a match
 * @unit: a unit of the match
 * @reach: a reach from tactics_reach_new(), filled in
 *
 * Finds where @unit could go from its cell with its move points, with the
 * match's occupancy rules; whether it has moved already is not considered.
 */
void
tactics_match_compute_reach (TacticsMatch  *self,
                             TacticsUnit  *unit,
                             TacticsReach *reach)
{
  g_return_if_fail (TACTICS_IS_MATCH (self));
  g_return_if_fail (TACTICS_IS_UNIT (unit));
  g_return_if_fail (reach != NULL);
  self->rules[unit->id].grid = tactics_map_get_cost_grid (self->map,
                                                          self->rules[unit->id].movetype);
  compute_reach (self, unit, reach);
}

/**
 * tactics_match_compute_reach_as:
 * @self: a match
 * @unit: a unit of the match
 * @observer: the player whose knowledge counts
 * @reach: a reach from tactics_reach_new(), filled in
 *
 * Finds where @unit could go as @observer knows the board: under fog the
 * cells of the units @observer does not see read as free, so showing an
 * enemy's reach tells nothing of the units hidden from @observer. Without
 * fog the same as tactics_match_compute_reach().
 */
void
tactics_match_compute_reach_as (TacticsMatch *self,
                                TacticsUnit  *unit,
                                guint         observer,
                                TacticsReach *reach)
{
  OccupancyView view = { self, 0, observer, 0 };

  g_return_if_fail (TACTICS_IS_MATCH (self));
  g_return_if_fail (TACTICS_IS_UNIT (unit));
  g_return_if_fail (unit->id < self->units->len && match_unit (self, unit->id) == unit);
  g_return_if_fail (reach != NULL);

  view.player = unit->owner;
  view.mover = unit->id;

  self->rules[unit->id].grid = tactics_map_get_cost_grid (self->map,
                                                          self->rules[unit->id].movetype);
  tactics_reach_compute (reach, match_grid (self, unit->id), unit->cell,
                         self->rules[unit->id].move, occupancy_callback, &view);
}

/**
 * tactics_match_get_n_unit_actions:
 * @self: a match
 * @unit: a unit of the match
 *
 * Counts @unit's actions.
 *
 * Returns: the number of actions of @unit's type
 */
guint
tactics_match_get_n_unit_actions (TacticsMatch *self,
                                  TacticsUnit *unit)
{
  g_return_val_if_fail (TACTICS_IS_MATCH (self), 0);
  g_return_val_if_fail (TACTICS_IS_UNIT (unit), 0);
  return self->rules[unit->id].n_actions;
}

/**
 * tactics_match_get_unit_action:
 * @self: a match
 * @unit: a unit of the match
 * @index: the position of the action, in its type's order
 *
 * Gives one of @unit's actions, in its type's order.
 *
 * Returns: (transfer none) (nullable): the action, or %NULL past the end
 */
TacticsAction *
tactics_match_get_unit_action (TacticsMatch *self,
                               TacticsUnit *unit,
                               guint        index)
{
  g_return_val_if_fail (TACTICS_IS_MATCH (self), NULL);
  g_return_val_if_fail (TACTICS_IS_UNIT (unit), NULL);
  if (index >= self->rules[unit->id].n_actions)
    return NULL;
  return self->rules[unit->id].actions[index];
}

/**
 * tactics_match_get_default_action:
 * @self: a match
 * @unit: a unit of the match
 *
 * Finds @unit's default attack, used when it moves onto an enemy in reach.
 *
 * Returns: the position of @unit's default attack, its first damaging
 *   action, or -1 when it has none
 */
int
tactics_match_get_default_action (TacticsMatch *self,
                                  TacticsUnit *unit)
{
  g_return_val_if_fail (TACTICS_IS_MATCH (self), -1);
  g_return_val_if_fail (TACTICS_IS_UNIT (unit), -1);
  return self->rules[unit->id].default_action;
}

/**
 * tactics_match_preview_action: (skip)
 * @self: a match
 * @unit: a unit of the match
 * @index: the position of the action
 * @focus: the cell the action is aimed at
 * @effect_cells: (nullable) (element-type TacticsCell): the array the effect
 *   cells are appended to
 * @hits: (nullable) (element-type TacticsHit): the array a #TacticsHit is
 *   appended to for every unit the action changes
 *
 * Works out what @unit's action @index aimed at @focus does from where the
 * unit stands, as tactics_match_perform() applies it. Units it does not
 * affect and full units it would heal are left out of @hits. Whose turn it
 * is and whether the unit has acted are not considered. Under fog the
 * answer is the unit's player's: the focus must be a cell it sees now, and
 * the units it does not see are left out of @hits (the blow still lands on
 * them when performed).
 *
 * Returns: %TRUE, %FALSE when the unit is not on the board, has no such
 *   action or may not aim there
 */
gboolean
tactics_match_preview_action (TacticsMatch *self,
                              TacticsUnit *unit,
                              guint        index,
                              TacticsCell  focus,
                              GArray      *effect_cells,
                              GArray      *hits)
{
  g_return_val_if_fail (TACTICS_IS_MATCH (self), FALSE);
  g_return_val_if_fail (TACTICS_IS_UNIT (unit), FALSE);
  g_return_val_if_fail (unit->id < self->units->len && match_unit (self, unit->id) == unit, FALSE);

  return preview_action (self, unit, index, focus, unit->owner, effect_cells, hits);
}

/**
 * tactics_match_get_action_pattern:
 * @self: a match
 * @unit: a unit of the match
 * @index: the position of the action
 * @pattern: (out caller-allocates): the action's geometry on this board
 *
 * Gives the geometry of one of @unit's actions on the match's board.
 *
 * Returns: %TRUE with @pattern filled in, %FALSE when there is no such action
 */
gboolean
tactics_match_get_action_pattern (TacticsMatch    *self,
                                  TacticsUnit    *unit,
                                  guint           index,
                                  TacticsPattern *pattern)
{
  g_return_val_if_fail (TACTICS_IS_MATCH (self), FALSE);
  g_return_val_if_fail (TACTICS_IS_UNIT (unit), FALSE);
  g_return_val_if_fail (pattern != NULL, FALSE);

  if (index >= self->rules[unit->id].n_actions)
    return FALSE;
  match_init_action_pattern (self, self->rules[unit->id].actions[index], pattern);
  return TRUE;
}

