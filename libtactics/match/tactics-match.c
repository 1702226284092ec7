/* SPDX-License-Identifier: GPL-3.0-or-later */
#include "config.h"

#include <glib/gi18n-lib.h>
#include <stdlib.h>
#include <string.h>

#include "tactics-match.h"
#include "tactics-action.h"
#include "tactics-command.h"
#include "tactics-cost-grid.h"
#include "tactics-event.h"
#include "tactics-geometry.h"
#include "tactics-map.h"
#include "tactics-match-private.h"
#include "tactics-model-enums.h"
#include "tactics-player-kind.h"
#include "tactics-player-private.h"
#include "tactics-player.h"
#include "tactics-random.h"
#include "tactics-reach.h"
#include "tactics-ruleset.h"
#include "tactics-scenario.h"
#include "tactics-search-private.h"
#include "tactics-side.h"
#include "tactics-translatable-private.h"
#include "tactics-unit-private.h"
#include "tactics-unit-type.h"
#include "tactics-unit.h"

enum {
  SIGNAL_EVENT,
  N_SIGNALS
};

static GParamSpec *properties[N_MATCH_PROPS];
static guint signals[N_SIGNALS];
static GQuark event_details[TACTICS_EVENT_AMBUSHED + 1];

/**
 * tactics_match_error_quark:
 *
 * Gives the error domain of refused match settings and commands.
 *
 * Returns: the error domain of refused settings and commands,
 *   #TACTICS_MATCH_ERROR
 */
G_DEFINE_QUARK (tactics-match-error-quark, tactics_match_error)

G_DEFINE_ENUM_TYPE (TacticsMatchMode, tactics_match_mode,
  G_DEFINE_ENUM_VALUE (TACTICS_MATCH_MODE_TURNS, "turns"),
  G_DEFINE_ENUM_VALUE (TACTICS_MATCH_MODE_INITIATIVE, "initiative"))

G_DEFINE_ENUM_TYPE (TacticsMatchPhase, tactics_match_phase,
  G_DEFINE_ENUM_VALUE (TACTICS_MATCH_PHASE_SETUP, "setup"),
  G_DEFINE_ENUM_VALUE (TACTICS_MATCH_PHASE_PLACEMENT, "placement"),
  G_DEFINE_ENUM_VALUE (TACTICS_MATCH_PHASE_PLAYING, "playing"),
  G_DEFINE_ENUM_VALUE (TACTICS_MATCH_PHASE_OVER, "over"))

G_DEFINE_ENUM_TYPE (TacticsMatchOutcome, tactics_match_outcome,
  G_DEFINE_ENUM_VALUE (TACTICS_MATCH_OUTCOME_NONE, "none"),
  G_DEFINE_ENUM_VALUE (TACTICS_MATCH_OUTCOME_WIN, "win"),
  G_DEFINE_ENUM_VALUE (TACTICS_MATCH_OUTCOME_DRAW, "draw"),
  G_DEFINE_ENUM_VALUE (TACTICS_MATCH_OUTCOME_UNFINISHED, "unfinished"))

/**
 * TacticsMatch:
 *
 * A match: the rules of the game at play on one map (see doc/rules.md).
 *
 * The owner (a window, the command line, a test) sets it up, then submits
 * commands with tactics_match_perform(), or has a #TacticsMatchDriver ask
 * the players' controllers for them; the match never waits on anyone.
 * Every change is announced through the [signal@Tactics.Match::event]
 * signal and kept in the event list.
 *
 * Set-up: tactics_match_new(), tactics_match_add_player() for
 * #TACTICS_MIN_PLAYERS to #TACTICS_MAX_PLAYERS players,
 * tactics_match_set_formation() for each, then tactics_match_start(),
 * which draws the turn order and each player's first unit's cell.
 * Placement: in turn order each player places its other units, each within
 * #TACTICS_PLACEMENT_DISTANCE steps of one of its units already placed.
 * Play: turns follow the order drawn; in initiative mode each turn belongs
 * to one unit instead. Turns are grouped in rounds, which the round limit
 * counts.
 *
 * Windows, computer players and tools ask the match about the rules rather
 * than repeat them: tactics_match_check_command(),
 * tactics_match_preview_action(), tactics_match_compute_threat(),
 * tactics_match_get_placement_cells() and
 * tactics_match_dup_placement_hint().
 */
G_DEFINE_FINAL_TYPE (TacticsMatch, tactics_match, G_TYPE_OBJECT)

void
tactics_match_notify (TacticsMatch         *self,
                      TacticsMatchProperty  property)
{
  g_object_notify_by_pspec (G_OBJECT (self), properties[property]);
}

/* The map hands out its cost grids until it changes. Nothing of the game
 * changes its map, but anyone may read (and so reach) it: the grids are
 * fetched again after any change, at the next entry point. Placement
 * checks use them millions of times on big boards. */
void
tactics_match_refresh_grids (TacticsMatch *self)
{
  if (!self->grids_stale)
    return;
  for (guint i = 0; i < self->n_rules; i++)
    self->rules[i].grid = tactics_map_get_cost_grid (self->map, self->rules[i].movetype);
  self->grids_stale = FALSE;
}

static void
on_map_changed (TacticsMatch *self)
{
  self->grids_stale = TRUE;
}

static void
clear_event (gpointer data)
{
  TacticsEvent *event = data;

  g_clear_pointer (&event->path, g_array_unref);
}

/* Keeps @event (and its path) in the list, then tells the watchers. */
void
tactics_match_emit_event (TacticsMatch  *self,
                          TacticsEvent *event)
{
  const TacticsEvent *stored;

  event->turn = self->turn;
  event->round = self->round;
  tactics_match_update_views (self, event);
  g_array_append_vals (self->events, event, 1);
  stored = &g_array_index (self->events, TacticsEvent, self->events->len - 1);
  g_signal_emit (self, signals[SIGNAL_EVENT], event_details[event->kind], stored);
}

static guint
count_passable (const TacticsCostGrid *grid)
{
  guint n = 0;

  for (int y = 0; y < grid->height; y++)
    for (int x = 0; x < grid->width; x++)
      n += tactics_cost_grid_get (grid, x, y) > 0;
  return n;
}

static void
tactics_match_dispose (GObject *object)
{
  TacticsMatch *self = TACTICS_MATCH (object);

  if (self->unit_store != NULL)
    g_list_store_remove_all (self->unit_store);
  g_clear_pointer (&self->units, g_ptr_array_unref);
  g_clear_pointer (&self->players, g_ptr_array_unref);
  g_clear_object (&self->unit_store);
  g_clear_object (&self->map);
  g_clear_object (&self->ruleset);
  tactics_match_clear_scenario (self);

  G_OBJECT_CLASS (tactics_match_parent_class)->dispose (object);
}

static void
tactics_match_finalize (GObject *object)
{
  TacticsMatch *self = TACTICS_MATCH (object);

  for (guint i = 0; i < self->n_rules; i++)
    g_free (self->rules[i].actions);
  g_free (self->rules);
  g_free (self->round_played);
  g_free (self->occupant);
  g_free (self->marks);
  g_clear_pointer (&self->commands, g_array_unref);
  g_clear_pointer (&self->command_draws, g_array_unref);
  g_clear_pointer (&self->events, g_array_unref);
  g_clear_pointer (&self->reach, tactics_reach_free);
  g_clear_pointer (&self->path_finder, tactics_path_finder_free);
  g_clear_pointer (&self->threat_reach, tactics_reach_free);
  tactics_cell_table_free (&self->threat_damage);
  tactics_cell_table_free (&self->threat_foci);
  tactics_match_clear_views (self);
  for (guint p = 0; p < TACTICS_MAX_PLAYERS; p++)
    g_clear_pointer (&self->revealed[p], g_array_unref);

  G_OBJECT_CLASS (tactics_match_parent_class)->finalize (object);
}

static void
tactics_match_get_property (GObject    *object,
                            guint       prop_id,
                            GValue     *value,
                            GParamSpec *pspec)
{
  TacticsMatch *self = TACTICS_MATCH (object);

  switch (prop_id)
    {
    case MATCH_PROP_MAP:
      g_value_set_object (value, self->map);
      break;
    case MATCH_PROP_RULESET:
      g_value_set_object (value, self->ruleset);
      break;
    case MATCH_PROP_UNITS_PER_PLAYER:
      g_value_set_uint (value, self->units_per_player);
      break;
    case MATCH_PROP_MODE:
      g_value_set_enum (value, self->mode);
      break;
    case MATCH_PROP_SEED:
      g_value_set_uint64 (value, self->seed);
      break;
    case MATCH_PROP_ROUND_LIMIT:
      g_value_set_uint (value, self->round_limit);
      break;
    case MATCH_PROP_PHASE:
      g_value_set_enum (value, self->phase);
      break;
    case MATCH_PROP_CURRENT_PLAYER:
      g_value_set_int (value, self->current_player);
      break;
    case MATCH_PROP_ACTIVE_UNIT:
      g_value_set_int (value, self->active_unit != NULL ? (int) self->active_unit->id : -1);
      break;
    case MATCH_PROP_TURN:
      g_value_set_uint (value, self->turn);
      break;
    case MATCH_PROP_ROUND:
      g_value_set_uint (value, self->round);
      break;
    case MATCH_PROP_OUTCOME:
      g_value_set_enum (value, self->outcome);
      break;
    case MATCH_PROP_WINNER:
      g_value_set_int (value, self->winner);
      break;
    default:
      G_OBJECT_WARN_INVALID_PROPERTY_ID (object, prop_id, pspec);
    }
}

static void
tactics_match_class_init (TacticsMatchClass *klass)
{
  GObjectClass *object_class = G_OBJECT_CLASS (klass);
  const GParamFlags flags = G_PARAM_READABLE | G_PARAM_EXPLICIT_NOTIFY | G_PARAM_STATIC_STRINGS;
  g_autoptr(GEnumClass) event_kinds = g_type_class_ref (TACTICS_TYPE_EVENT_KIND);

  object_class->dispose = tactics_match_dispose;
  object_class->finalize = tactics_match_finalize;
  object_class->get_property = tactics_match_get_property;

  /**
   * TacticsMatch:map:
   *
   * The match's own copy of its map.
   */
  properties[MATCH_PROP_MAP] = g_param_spec_object ("map", NULL, NULL, TACTICS_TYPE_MAP, flags);
  /**
   * TacticsMatch:ruleset:
   *
   * The match's own copy of the rules that give its unit types and actions.
   */
  properties[MATCH_PROP_RULESET] =
    g_param_spec_object ("ruleset", NULL, NULL, TACTICS_TYPE_RULESET, flags);
  /**
   * TacticsMatch:units-per-player:
   *
   * How many units each player's army may have, unless a scenario's side
   * sets a budget.
   */
  properties[MATCH_PROP_UNITS_PER_PLAYER] =
    g_param_spec_uint ("units-per-player", NULL, NULL,
                       1, TACTICS_MAX_UNITS_PER_PLAYER, 1, flags);
  /**
   * TacticsMatch:mode:
   *
   * Whether players take turns or units take turns by initiative.
   */
  properties[MATCH_PROP_MODE] =
    g_param_spec_enum ("mode", NULL, NULL,
                       TACTICS_TYPE_MATCH_MODE, TACTICS_MATCH_MODE_TURNS, flags);
  /**
   * TacticsMatch:seed:
   *
   * The seed of every random draw: the same seed and commands give the same
   * match.
   */
  properties[MATCH_PROP_SEED] = g_param_spec_uint64 ("seed", NULL, NULL, 0, G_MAXUINT64, 0, flags);
  /**
   * TacticsMatch:round-limit:
   *
   * The round after which the match ends unfinished, or 0 for none.
   */
  properties[MATCH_PROP_ROUND_LIMIT] =
    g_param_spec_uint ("round-limit", NULL, NULL, 0, TACTICS_MAX_ROUND_LIMIT, 0, flags);
  /**
   * TacticsMatch:phase:
   *
   * Where the match stands: set-up, placement, play or over.
   */
  properties[MATCH_PROP_PHASE] =
    g_param_spec_enum ("phase", NULL, NULL,
                       TACTICS_TYPE_MATCH_PHASE, TACTICS_MATCH_PHASE_SETUP, flags);
  /**
   * TacticsMatch:current-player:
   *
   * The index of the player who may give commands now, or -1.
   */
  properties[MATCH_PROP_CURRENT_PLAYER] =
    g_param_spec_int ("current-player", NULL, NULL, -1, TACTICS_MAX_PLAYERS - 1, -1, flags);
  /**
   * TacticsMatch:active-unit:
   *
   * In initiative mode, the id of the unit whose turn it is; -1 when none.
   */
  properties[MATCH_PROP_ACTIVE_UNIT] =
    g_param_spec_int ("active-unit", NULL, NULL, -1, G_MAXINT, -1, flags);
  /**
   * TacticsMatch:turn:
   *
   * The turns started since play began; 0 before.
   */
  properties[MATCH_PROP_TURN] = g_param_spec_uint ("turn", NULL, NULL, 0, G_MAXUINT, 0, flags);
  /**
   * TacticsMatch:round:
   *
   * The round now, from 1 when play begins; 0 before.
   */
  properties[MATCH_PROP_ROUND] = g_param_spec_uint ("round", NULL, NULL, 0, G_MAXUINT, 0, flags);
  /**
   * TacticsMatch:outcome:
   *
   * How the match ended, or %TACTICS_MATCH_OUTCOME_NONE while it goes on.
   */
  properties[MATCH_PROP_OUTCOME] =
    g_param_spec_enum ("outcome", NULL, NULL,
                       TACTICS_TYPE_MATCH_OUTCOME, TACTICS_MATCH_OUTCOME_NONE, flags);
  /**
   * TacticsMatch:winner:
   *
   * The index of the player who won, or -1.
   */
  properties[MATCH_PROP_WINNER] =
    g_param_spec_int ("winner", NULL, NULL, -1, TACTICS_MAX_PLAYERS - 1, -1, flags);

  g_object_class_install_properties (object_class, N_MATCH_PROPS, properties);

  /* One signal for every change, detailed by the event kind's nick, so a
   * log connects once and an animation connects to "event::unit-moved". */
  /**
   * TacticsMatch::event:
   * @self: the match
   * @event: what happened; copy it to keep it
   *
   * Emitted for every change of the match, in order, after the change. The
   * detail is the event kind's nick, so a handler may connect to
   * "event::unit-moved" alone. Do not perform commands from a handler.
   */
  signals[SIGNAL_EVENT] =
    g_signal_new ("event",
                  G_TYPE_FROM_CLASS (klass),
                  G_SIGNAL_RUN_LAST | G_SIGNAL_DETAILED,
                  0, NULL, NULL, NULL,
                  G_TYPE_NONE, 1, TACTICS_TYPE_EVENT | G_SIGNAL_TYPE_STATIC_SCOPE);

  for (guint i = 0; i < G_N_ELEMENTS (event_details); i++)
    {
      const char *nick = g_enum_get_value (event_kinds, (int) i)->value_nick;

      event_details[i] = g_quark_from_static_string (nick);
    }
}

static void
tactics_match_init (TacticsMatch *self)
{
  self->players = g_ptr_array_new_with_free_func (g_object_unref);
  self->units = g_ptr_array_new_with_free_func (g_object_unref);
  self->unit_store = g_list_store_new (TACTICS_TYPE_UNIT);
  self->commands = g_array_new (FALSE, FALSE, sizeof (TacticsCommand));
  self->command_draws = g_array_new (FALSE, FALSE, sizeof (guint64));
  self->events = g_array_new (FALSE, FALSE, sizeof (TacticsEvent));
  g_array_set_clear_func (self->events, clear_event);
  self->reach = tactics_reach_new ();
  self->path_finder = tactics_path_finder_new ();
  self->current_player = -1;
  self->winner = -1;
  self->deciding_player = -1;
  self->deciding_objective = -1;
  self->knockout_player = -1;
  self->knockout_objective = -1;
}

static TacticsMap *
copy_map (TacticsMap *map)
{
  g_autoptr(TacticsRuleset) terrains = tactics_ruleset_copy (tactics_map_get_ruleset (map));
  TacticsMap *copy = tactics_map_new (tactics_map_get_width (map),
                                      tactics_map_get_height (map),
                                      tactics_map_get_topology (map),
                                      terrains);

  tactics_map_set_name (copy, tactics_map_get_name (map));
  tactics_map_set_description (copy, tactics_map_get_description (map));
  tactics_map_set_ruleset_path (copy, tactics_map_get_ruleset_path (map));
  tactics_map_set_cells (copy, tactics_map_get_cells (map));
  /* A save writes the match's map: with its domain and the strings as the
   * file had them, it loads translated as the map did. */
  tactics_map_set_translation_domain (copy, tactics_map_get_translation_domain (map));
  tactics_translatable_copy (G_OBJECT (map), G_OBJECT (copy));
  return copy;
}

/**
 * tactics_match_new:
 * @map: the map to play on
 * @ruleset: (nullable): the rules that give the unit types and actions;
 *   %NULL uses the map's ruleset
 * @units_per_player: the army size, 1..#TACTICS_MAX_UNITS_PER_PLAYER
 * @mode: turns or initiative
 * @seed: the seed of every random draw
 *
 * Makes a match in the set-up phase. It keeps its own copies of the map
 * and the ruleset: editing them later does not change the match. The
 * map's ruleset always gives terrains and movement types.
 *
 * Returns: (transfer full): the new match
 */
TacticsMatch *
tactics_match_new (TacticsMap      *map,
                   TacticsRuleset  *ruleset,
                   guint            units_per_player,
                   TacticsMatchMode  mode,
                   guint64          seed)
{
  TacticsMatch *self;

  g_return_val_if_fail (TACTICS_IS_MAP (map), NULL);
  g_return_val_if_fail (ruleset == NULL || TACTICS_IS_RULESET (ruleset), NULL);
  g_return_val_if_fail (units_per_player > 0 &&
                        units_per_player <= TACTICS_MAX_UNITS_PER_PLAYER, NULL);

  self = g_object_new (TACTICS_TYPE_MATCH, NULL);
  self->map = copy_map (map);
  /* The map's own rules stay one object, so a save writes them once. */
  if (ruleset != NULL && ruleset != tactics_map_get_ruleset (map))
    self->ruleset = tactics_ruleset_copy (ruleset);
  else
    self->ruleset = g_object_ref (tactics_map_get_ruleset (self->map));
  self->width = tactics_map_get_width (self->map);
  self->height = tactics_map_get_height (self->map);
  self->units_per_player = units_per_player;
  self->mode = mode;
  self->seed = seed;
  tactics_random_init (&self->random, seed);
  self->occupant = g_new0 (guint, (gsize) self->width * (gsize) self->height);
  self->marks = g_new0 (guint, (gsize) self->width * (gsize) self->height);
  tactics_match_init_placement (self);
  self->grids_stale = TRUE;
  g_signal_connect_object (self->map, "cells-changed", G_CALLBACK (on_map_changed), self,
                           G_CONNECT_SWAPPED);
  g_signal_connect_object (self->map, "notify", G_CALLBACK (on_map_changed), self,
                           G_CONNECT_SWAPPED);
  g_signal_connect_object (tactics_map_get_ruleset (self->map), "changed",
                           G_CALLBACK (on_map_changed), self, G_CONNECT_SWAPPED);
  return self;
}

/* Set-up */

gboolean
tactics_match_check_phase (TacticsMatch       *self,
                           TacticsMatchPhase   phase,
                           GError           **error)
{
  if (self->phase == phase)
    return TRUE;

  switch (self->phase)
    {
    case TACTICS_MATCH_PHASE_SETUP:
      g_set_error_literal (error, TACTICS_MATCH_ERROR, TACTICS_MATCH_ERROR_WRONG_PHASE,
                           _("The match has not started yet."));
      break;
    case TACTICS_MATCH_PHASE_PLACEMENT:
      g_set_error_literal (error, TACTICS_MATCH_ERROR, TACTICS_MATCH_ERROR_WRONG_PHASE,
                           phase == TACTICS_MATCH_PHASE_PLAYING
                             ? _("Every unit must be placed first.")
                             : _("The units are being placed."));
      break;
    case TACTICS_MATCH_PHASE_PLAYING:
      g_set_error_literal (error, TACTICS_MATCH_ERROR, TACTICS_MATCH_ERROR_WRONG_PHASE,
                           phase == TACTICS_MATCH_PHASE_PLACEMENT
                             ? _("Placement is over.")
                             : _("The match has already started."));
      break;
    case TACTICS_MATCH_PHASE_OVER:
    default:
      g_set_error_literal (error, TACTICS_MATCH_ERROR, TACTICS_MATCH_ERROR_WRONG_PHASE,
                           _("The match is over."));
      break;
    }
  return FALSE;
}

/**
 * tactics_match_add_player:
 * @self: a match in set-up
 * @name: the player's name
 * @color: the player's colour, as "#rrggbb"
 * @kind: whether a human or the computer plays
 * @level: how well a computer player plays
 * @error: return location for a #TACTICS_MATCH_ERROR
 *
 * Adds a player, in the set-up phase only.
 *
 * Returns: (transfer none) (nullable): the new player, or %NULL with @error
 *   set when there are already #TACTICS_MAX_PLAYERS or the match is past
 *   set-up
 */
TacticsPlayer *
tactics_match_add_player (TacticsMatch        *self,
                          const char         *name,
                          const char         *color,
                          TacticsPlayerKind   kind,
                          TacticsAiLevel      level,
                          GError            **error)
{
  TacticsPlayer *player;

  g_return_val_if_fail (TACTICS_IS_MATCH (self), NULL);
  g_return_val_if_fail (name != NULL, NULL);
  g_return_val_if_fail (color != NULL, NULL);
  g_return_val_if_fail (error == NULL || *error == NULL, NULL);

  if (!tactics_match_check_phase (self, TACTICS_MATCH_PHASE_SETUP, error))
    return NULL;
  if (self->players->len >= TACTICS_MAX_PLAYERS)
    {
      g_set_error (error, TACTICS_MATCH_ERROR, TACTICS_MATCH_ERROR_SETUP,
                   /* Translators: %d is the most players a match can have. */
                   _("A match has at most %d players."), TACTICS_MAX_PLAYERS);
      return NULL;
    }

  player = tactics_player_new (self->players->len, name, color, kind, level);
  g_ptr_array_add (self->players, player);
  return player;
}

/**
 * tactics_match_set_formation:
 * @self: a match in set-up
 * @player: the index of the player
 * @unit_type_ids: (array zero-terminated=1): the unit type id of each unit
 *   of the army
 * @error: return location for a #TACTICS_MATCH_ERROR
 *
 * Sets the army of @player: 1 to tactics_match_get_army_limit() units.
 * Refused with %TACTICS_MATCH_ERROR_FORMATION or %TACTICS_MATCH_ERROR_SETUP
 * for a bad size, an unknown type, a type the player's side does not allow,
 * or a type whose movement type the map does not know.
 *
 * Returns: %TRUE when the army is set, %FALSE with @error set
 */
gboolean
tactics_match_set_formation (TacticsMatch         *self,
                             guint                player,
                             const char * const  *unit_type_ids,
                             GError             **error)
{
  TacticsRuleset *terrains;
  guint n_units, limit;

  g_return_val_if_fail (TACTICS_IS_MATCH (self), FALSE);
  g_return_val_if_fail (unit_type_ids != NULL, FALSE);
  g_return_val_if_fail (error == NULL || *error == NULL, FALSE);

  if (!tactics_match_check_phase (self, TACTICS_MATCH_PHASE_SETUP, error))
    return FALSE;
  if (player >= self->players->len)
    {
      g_set_error (error, TACTICS_MATCH_ERROR, TACTICS_MATCH_ERROR_SETUP,
                   /* Translators: %u is a player's number, e.g. "There is no player 5.". */
                   _("There is no player %u."), player + 1);
      return FALSE;
    }

  n_units = g_strv_length ((char **) unit_type_ids);
  limit = tactics_match_get_army_limit (self, player);
  /* A scenario's side that may form no unit type plays with its
   * pre-placed units alone. */
  if (n_units == 0 && limit > 0)
    {
      g_set_error_literal (error, TACTICS_MATCH_ERROR, TACTICS_MATCH_ERROR_FORMATION,
                           _("An army needs at least one unit."));
      return FALSE;
    }
  if (n_units > limit)
    {
      g_set_error (error, TACTICS_MATCH_ERROR, TACTICS_MATCH_ERROR_FORMATION,
                   g_dngettext (GETTEXT_PACKAGE,
                                "An army may have at most %u unit; this one has %u.",
                                "An army may have at most %u units; this one has %u.",
                                limit),
                   limit, n_units);
      return FALSE;
    }

  terrains = tactics_map_get_ruleset (self->map);
  for (guint i = 0; i < n_units; i++)
    {
      TacticsUnitType *type = tactics_ruleset_lookup_unit_type (self->ruleset, unit_type_ids[i]);
      const char * const *actions;
      const char *movetype;

      if (type == NULL)
        {
          g_set_error (error, TACTICS_MATCH_ERROR, TACTICS_MATCH_ERROR_SETUP,
                       /* Translators: %s is a unit type's id, e.g. "There is no unit type
                        * “archer” in the rules.". */
                       _("There is no unit type “%s” in the rules."), unit_type_ids[i]);
          return FALSE;
        }
      movetype = tactics_unit_type_get_movetype (type);
      if (movetype == NULL || tactics_ruleset_lookup_movetype (terrains, movetype) == NULL ||
          tactics_map_get_cost_grid (self->map, movetype) == NULL)
        {
          g_set_error (error, TACTICS_MATCH_ERROR, TACTICS_MATCH_ERROR_SETUP,
                       /* Translators: a unit type's name, then a movement type's id, e.g.
                        * "Knight moves by “mounted”, which this map does not know: …". */
                       _("%s moves by “%s”, which this map does not know: "
                         "such a unit could not move anywhere."),
                       tactics_unit_type_get_name (type), movetype ? movetype : "");
          return FALSE;
        }
      actions = tactics_unit_type_get_actions (type);
      for (guint a = 0; actions != NULL && actions[a] != NULL; a++)
        if (tactics_ruleset_lookup_action (self->ruleset, actions[a]) == NULL)
          {
            g_set_error (error, TACTICS_MATCH_ERROR, TACTICS_MATCH_ERROR_SETUP,
                         /* Translators: a unit type's name, then an action's id, e.g. "Archer
                          * refers to an unknown action “bow”.". */
                         _("%s refers to an unknown action “%s”."),
                         tactics_unit_type_get_name (type), actions[a]);
            return FALSE;
          }
    }
  if (!tactics_match_check_allowed_units (self, player, unit_type_ids, error))
    return FALSE;

  tactics_player_set_formation (match_player (self, player), unit_type_ids);
  return TRUE;
}

/**
 * tactics_match_set_round_limit:
 * @self: a match in set-up
 * @limit: the last round, or 0 for no limit
 *
 * Ends the match as unfinished once round @limit is over (see
 * tactics_match_get_round()). Set-up phase only.
 */
void
tactics_match_set_round_limit (TacticsMatch *self,
                               guint        limit)
{
  g_return_if_fail (TACTICS_IS_MATCH (self));
  g_return_if_fail (self->phase == TACTICS_MATCH_PHASE_SETUP);
  g_return_if_fail (limit <= TACTICS_MAX_ROUND_LIMIT);

  if (self->round_limit == limit)
    return;
  self->round_limit = limit;
  tactics_match_notify (self, MATCH_PROP_ROUND_LIMIT);
}

/**
 * tactics_match_set_stop_round:
 * @self: a match in set-up
 * @round: the last round to play, or 0 for never
 *
 * Stops the match, unfinished, once round @round is over, after the end of
 * that round is judged as any other. This is no rule of the game but a
 * stop for tools that must see a match end: unlike a round limit it
 * decides nothing (a points game is not won on points there), and it is
 * not saved. Set-up phase only.
 */
void
tactics_match_set_stop_round (TacticsMatch *self,
                              guint        round)
{
  g_return_if_fail (TACTICS_IS_MATCH (self));
  g_return_if_fail (self->phase == TACTICS_MATCH_PHASE_SETUP);

  self->stop_round = round;
}

static void
resolve_rules (TacticsMatch *self,
               TacticsUnit *unit,
               UnitRules   *rules)
{
  const char * const *action_ids = tactics_unit_type_get_actions (unit->unit_type);
  guint n = action_ids != NULL ? g_strv_length ((char **) action_ids) : 0;

  rules->actions = g_new0 (TacticsAction *, n + 1);
  rules->n_actions = n;
  rules->default_action = -1;
  for (guint i = 0; i < n; i++)
    {
      rules->actions[i] = tactics_ruleset_lookup_action (self->ruleset, action_ids[i]);
      g_assert (rules->actions[i] != NULL);
      if (rules->default_action < 0 &&
          tactics_action_get_effect (rules->actions[i]) == TACTICS_EFFECT_DAMAGE)
        rules->default_action = (int) i;
    }
  rules->movetype = tactics_unit_type_get_movetype (unit->unit_type);
  rules->move = tactics_unit_type_get_move (unit->unit_type);
  rules->speed = MAX (1, tactics_unit_type_get_speed (unit->unit_type));
  rules->sight = tactics_unit_type_get_sight (unit->unit_type);
}

static void
clear_units (TacticsMatch *self)
{
  for (guint i = 0; i < self->n_rules; i++)
    g_free (self->rules[i].actions);
  g_clear_pointer (&self->rules, g_free);
  g_clear_pointer (&self->round_played, g_free);
  self->n_rules = 0;
  g_list_store_remove_all (self->unit_store);
  g_ptr_array_set_size (self->units, 0);
  memset (self->occupant, 0, (gsize) self->width * (gsize) self->height * sizeof (guint));
}

/* Checks the settings and makes the units, ids player by player in
 * formation order. */
static gboolean
create_units (TacticsMatch  *self,
              GError      **error)
{
  guint n_players, n_sides, n_units = 0, next_id = 0;

  if (!tactics_match_check_phase (self, TACTICS_MATCH_PHASE_SETUP, error))
    return FALSE;
  n_players = self->players->len;
  if (n_players < TACTICS_MIN_PLAYERS)
    {
      g_set_error (error, TACTICS_MATCH_ERROR, TACTICS_MATCH_ERROR_SETUP,
                   /* Translators: %d is the fewest players a match can have. */
                   _("A match needs at least %d players."), TACTICS_MIN_PLAYERS);
      return FALSE;
    }
  for (guint p = 0; p < n_players; p++)
    {
      TacticsPlayer *player = match_player (self, p);

      if (tactics_player_get_formation (player) == NULL)
        {
          g_set_error (error, TACTICS_MATCH_ERROR, TACTICS_MATCH_ERROR_FORMATION,
                       /* Translators: %s is a player's name, e.g. "Blue has no army yet.". */
                       _("%s has no army yet."), tactics_player_get_name (player));
          return FALSE;
        }
      n_units += g_strv_length ((char **) tactics_player_get_formation (player));
    }
  n_sides = self->scenario != NULL
              ? g_list_model_get_n_items (tactics_scenario_get_sides (self->scenario))
              : n_players;
  if (n_sides != n_players)
    {
      /* Players were added after the scenario was set. */
      g_set_error (error, TACTICS_MATCH_ERROR, TACTICS_MATCH_ERROR_SETUP,
                   g_dngettext (GETTEXT_PACKAGE,
                                /* Translators: the sides of the scenario, then the players of
                                 * the match. */
                                "The scenario has %u side, but the match has %u players.",
                                "The scenario has %u sides, but the match has %u players.",
                                n_sides),
                   n_sides, n_players);
      return FALSE;
    }

  for (guint p = 0; p < n_players; p++)
    {
      const char * const *formation = tactics_player_get_formation (match_player (self, p));

      for (guint i = 0; formation[i] != NULL; i++)
        {
          TacticsUnitType *type = tactics_ruleset_lookup_unit_type (self->ruleset, formation[i]);
          TacticsUnit *unit = tactics_unit_new (next_id, p, type);

          g_ptr_array_add (self->units, unit);
          next_id++;
        }
    }
  tactics_match_create_placed_units (self);
  n_units = self->units->len;
  for (guint p = 0; p < n_players; p++)
    {
      TacticsSide *side = self->scenario != NULL ? tactics_scenario_get_side (self->scenario, p)
                                                 : NULL;
      gboolean has_units = FALSE;

      for (guint i = 0; i < n_units && !has_units; i++)
        has_units = match_unit (self, i)->owner == p;
      if (!has_units)
        {
          clear_units (self);
          g_set_error (error, TACTICS_MATCH_ERROR, TACTICS_MATCH_ERROR_FORMATION,
                       /* Translators: %s is a side. */
                       _("%s has no units: it forms none and has no placed units."),
                       side != NULL ? tactics_side_get_display_name (side)
                                    : tactics_player_get_name (match_player (self, p)));
          return FALSE;
        }
    }
  self->rules = g_new0 (UnitRules, n_units);
  self->n_rules = n_units;
  self->round_played = g_new0 (guint, n_units);
  for (guint i = 0; i < n_units; i++)
    resolve_rules (self, match_unit (self, i), &self->rules[i]);
  tactics_match_occupy_placed_units (self);
  self->grids_stale = TRUE;
  tactics_match_refresh_grids (self);
  {
    g_autoptr(GHashTable) counted = g_hash_table_new (NULL, NULL);

    for (guint i = 0; i < n_units; i++)
      {
        const TacticsCostGrid *grid = match_grid (self, i);
        gpointer known;

        if (!g_hash_table_lookup_extended (counted, grid, NULL, &known))
          {
            known = GUINT_TO_POINTER (count_passable (grid));
            g_hash_table_insert (counted, (gpointer) grid, known);
          }
        self->rules[i].n_passable = GPOINTER_TO_UINT (known);
      }
  }
  return TRUE;
}

/* The scenario's pre-placed units are on the board from the start. */
static void
announce_placed_units (TacticsMatch *self)
{
  for (guint i = self->n_army_units; i < self->units->len; i++)
    {
      TacticsUnit *unit = match_unit (self, i);
      TacticsEvent event = match_event_new (TACTICS_EVENT_UNIT_PLACED);

      event.player = (int) unit->owner;
      event.unit = (int) unit->id;
      event.to = unit->cell;
      tactics_match_emit_event (self, &event);
    }
}

/**
 * tactics_match_start:
 * @self: a match in set-up, with every army formed
 * @error: return location for a #TACTICS_MATCH_ERROR
 *
 * Creates the units, draws the turn order and the first unit's cell of each
 * player so that every army fits, and starts placement (or play, when
 * every army has one unit).
 *
 * Returns: %TRUE when the match started, %FALSE with @error set
 *   (%TACTICS_MATCH_ERROR_NO_ROOM when the map cannot hold the armies)
 */
gboolean
tactics_match_start (TacticsMatch  *self,
                     GError      **error)
{
  guint n_players;

  g_return_val_if_fail (TACTICS_IS_MATCH (self), FALSE);
  g_return_val_if_fail (error == NULL || *error == NULL, FALSE);

  /* Everything below is a function of the settings and the seed alone, so
   * that a save made of them and the commands replays the same match. */
  tactics_random_init (&self->random, self->seed);
  self->n_random_draws = 0;

  if (!create_units (self, error))
    return FALSE;
  n_players = self->players->len;

  /* Turn order: Fisher–Yates over the player indices. */
  for (guint i = 0; i < n_players; i++)
    self->turn_order[i] = i;
  for (guint i = n_players - 1; i > 0; i--)
    {
      guint j = match_draw_below (self, i + 1);
      guint swap = self->turn_order[i];

      self->turn_order[i] = self->turn_order[j];
      self->turn_order[j] = swap;
    }

  if (!tactics_match_check_zones (self, error) || !tactics_match_draw_start_cells (self, error))
    {
      clear_units (self);
      tactics_random_init (&self->random, self->seed);
      self->n_random_draws = 0;
      return FALSE;
    }

  g_list_store_splice (self->unit_store, 0, 0, self->units->pdata, self->units->len);
  tactics_match_create_views (self);

  g_object_freeze_notify (G_OBJECT (self));
  tactics_match_init_objectives (self);
  tactics_match_set_phase (self, TACTICS_MATCH_PHASE_PLACEMENT);
  announce_placed_units (self);
  for (guint p = 0; p < n_players; p++)
    {
      TacticsUnit *first = tactics_match_first_unit_of (self, p);
      TacticsEvent event = match_event_new (TACTICS_EVENT_UNIT_PLACED);

      if (first == NULL)
        continue;
      /* tactics_match_draw_start_cells() set the fields directly; say so now. */
      first->placed = FALSE;
      tactics_unit_set_placed (first, TRUE);
      g_object_notify (G_OBJECT (first), "cell");
      event.player = (int) p;
      event.unit = (int) first->id;
      event.to = first->cell;
      tactics_match_emit_event (self, &event);
    }
  self->turn_position = 0;
  tactics_match_continue_placement (self);
  g_object_thaw_notify (G_OBJECT (self));
  tactics_match_flush_views (self);
  return TRUE;
}

gboolean
tactics_match_start_arranged (TacticsMatch        *self,
                              const TacticsCell  *cells,
                              GError            **error)
{
  g_return_val_if_fail (TACTICS_IS_MATCH (self), FALSE);
  g_return_val_if_fail (cells != NULL, FALSE);

  if (!create_units (self, error))
    return FALSE;

  self->arranged = TRUE;
  for (guint i = 0; i < self->players->len; i++)
    self->turn_order[i] = i;
  g_list_store_splice (self->unit_store, 0, 0, self->units->pdata, self->units->len);
  tactics_match_create_views (self);

  g_object_freeze_notify (G_OBJECT (self));
  tactics_match_init_objectives (self);
  tactics_match_set_phase (self, TACTICS_MATCH_PHASE_PLACEMENT);
  announce_placed_units (self);
  for (guint i = 0; i < self->n_army_units; i++)
    {
      TacticsUnit *unit = match_unit (self, i);
      TacticsEvent event = match_event_new (TACTICS_EVENT_UNIT_PLACED);

      g_assert (match_contains (self, cells[i]) && match_unit_at (self, cells[i]) == NULL);
      match_occupy (self, unit, cells[i]);
      tactics_unit_set_cell (unit, cells[i]);
      tactics_unit_set_placed (unit, TRUE);
      event.player = (int) unit->owner;
      event.unit = (int) unit->id;
      event.to = cells[i];
      tactics_match_emit_event (self, &event);
    }
  tactics_match_begin_play (self);
  g_object_thaw_notify (G_OBJECT (self));
  tactics_match_flush_views (self);
  return TRUE;
}

gboolean
tactics_match_is_arranged (TacticsMatch *self)
{
  g_return_val_if_fail (TACTICS_IS_MATCH (self), FALSE);
  return self->arranged;
}

/* Getters */

/**
 * tactics_match_get_map:
 * @self: a match
 *
 * Gives the map the match is played on.
 *
 * Returns: (transfer none): the match's own copy of its map; read it, do
 *   not change it
 */
TacticsMap *
tactics_match_get_map (TacticsMatch *self)
{
  g_return_val_if_fail (TACTICS_IS_MATCH (self), NULL);
  return self->map;
}

/**
 * tactics_match_get_ruleset:
 * @self: a match
 *
 * Gives the rules of the match's unit types and actions.
 *
 * Returns: (transfer none): the match's own copy of the rules of its units;
 *   read it, do not change it
 */
TacticsRuleset *
tactics_match_get_ruleset (TacticsMatch *self)
{
  g_return_val_if_fail (TACTICS_IS_MATCH (self), NULL);
  return self->ruleset;
}

/**
 * tactics_match_get_units_per_player:
 * @self: a match
 *
 * Gives the army size the match was made with.
 *
 * Returns: the army size the match was made with
 */
guint
tactics_match_get_units_per_player (TacticsMatch *self)
{
  g_return_val_if_fail (TACTICS_IS_MATCH (self), 0);
  return self->units_per_player;
}

/**
 * tactics_match_get_mode:
 * @self: a match
 *
 * Gives who has the turn: players in turn, or units by initiative.
 *
 * Returns: turns or initiative
 */
TacticsMatchMode
tactics_match_get_mode (TacticsMatch *self)
{
  g_return_val_if_fail (TACTICS_IS_MATCH (self), TACTICS_MATCH_MODE_TURNS);
  return self->mode;
}

/**
 * tactics_match_get_seed:
 * @self: a match
 *
 * Gives the seed the match was made with.
 *
 * Returns: the seed of every random draw of the match
 */
guint64
tactics_match_get_seed (TacticsMatch *self)
{
  g_return_val_if_fail (TACTICS_IS_MATCH (self), 0);
  return self->seed;
}

/**
 * tactics_match_get_round_limit:
 * @self: a match
 *
 * Gives the round after which the match ends unfinished.
 *
 * Returns: the round after which the match ends unfinished, or 0 for none
 */
guint
tactics_match_get_round_limit (TacticsMatch *self)
{
  g_return_val_if_fail (TACTICS_IS_MATCH (self), 0);
  return self->round_limit;
}

/**
 * tactics_match_get_n_players:
 * @self: a match
 *
 * Counts the players added.
 *
 * Returns: the number of players added
 */
guint
tactics_match_get_n_players (TacticsMatch *self)
{
  g_return_val_if_fail (TACTICS_IS_MATCH (self), 0);
  return self->players->len;
}

/**
 * tactics_match_get_player:
 * @self: a match
 * @index: a player index, below tactics_match_get_n_players()
 *
 * Gives the player at @index, in the order they were added.
 *
 * Returns: (transfer none): the player
 */
TacticsPlayer *
tactics_match_get_player (TacticsMatch *self,
                          guint        index)
{
  g_return_val_if_fail (TACTICS_IS_MATCH (self), NULL);
  g_return_val_if_fail (index < self->players->len, NULL);
  return match_player (self, index);
}

/**
 * tactics_match_get_phase:
 * @self: a match
 *
 * Tells where the match stands.
 *
 * Returns: set-up, placement, play or over
 */
TacticsMatchPhase
tactics_match_get_phase (TacticsMatch *self)
{
  g_return_val_if_fail (TACTICS_IS_MATCH (self), TACTICS_MATCH_PHASE_SETUP);
  return self->phase;
}

/**
 * tactics_match_get_units:
 * @self: a match
 *
 * Gives every unit of the match, eliminated ones included, by id. Units
 * exist from tactics_match_start() on.
 *
 * Returns: (transfer none): a list model of #TacticsUnit
 */
GListModel *
tactics_match_get_units (TacticsMatch *self)
{
  g_return_val_if_fail (TACTICS_IS_MATCH (self), NULL);
  return G_LIST_MODEL (self->unit_store);
}

/**
 * tactics_match_get_n_units:
 * @self: a match
 *
 * Counts the units of the match.
 *
 * Returns: the number of units, eliminated ones included; 0 before the start
 */
guint
tactics_match_get_n_units (TacticsMatch *self)
{
  g_return_val_if_fail (TACTICS_IS_MATCH (self), 0);
  return self->units->len;
}

/**
 * tactics_match_get_unit:
 * @self: a match
 * @id: a unit id, below tactics_match_get_n_units()
 *
 * Gives the unit with id @id.
 *
 * Returns: (transfer none): the unit
 */
TacticsUnit *
tactics_match_get_unit (TacticsMatch *self,
                        guint        id)
{
  g_return_val_if_fail (TACTICS_IS_MATCH (self), NULL);
  g_return_val_if_fail (id < self->units->len, NULL);
  return match_unit (self, id);
}

/**
 * tactics_match_get_unit_at:
 * @self: a match
 * @cell: a cell
 *
 * Finds the unit standing on @cell.
 *
 * Returns: (transfer none) (nullable): the unit standing on @cell, or %NULL
 */
TacticsUnit *
tactics_match_get_unit_at (TacticsMatch *self,
                           TacticsCell  cell)
{
  g_return_val_if_fail (TACTICS_IS_MATCH (self), NULL);
  return match_unit_at (self, cell);
}

/**
 * tactics_match_get_turn_order: (skip)
 * @self: a match
 *
 * Gives the turn order drawn at the start, as player indices.
 *
 * Returns: (transfer none) (nullable): the order,
 *   tactics_match_get_n_players() long, or %NULL before the start
 */
const guint *
tactics_match_get_turn_order (TacticsMatch *self)
{
  g_return_val_if_fail (TACTICS_IS_MATCH (self), NULL);
  return self->phase == TACTICS_MATCH_PHASE_SETUP ? NULL : self->turn_order;
}

/**
 * tactics_match_get_current_player:
 * @self: a match
 *
 * Tells who may give commands now.
 *
 * Returns: the index of the player who may give commands now, or -1
 */
int
tactics_match_get_current_player (TacticsMatch *self)
{
  g_return_val_if_fail (TACTICS_IS_MATCH (self), -1);
  return self->current_player;
}

/**
 * tactics_match_get_active_unit:
 * @self: a match
 *
 * Gives the unit whose turn it is, in initiative mode.
 *
 * Returns: (transfer none) (nullable): in initiative mode, the unit whose
 *   turn it is; %NULL in turns mode or when no unit has the turn
 */
TacticsUnit *
tactics_match_get_active_unit (TacticsMatch *self)
{
  g_return_val_if_fail (TACTICS_IS_MATCH (self), NULL);
  return self->active_unit;
}

/**
 * tactics_match_get_turn:
 * @self: a match
 *
 * Counts the turns started since play began: each player's turn counts one,
 * in initiative mode each unit's. It tells one turn from the next; what
 * players are shown, and what the limit counts, is the round.
 *
 * Returns: the turn number; 0 before play
 */
guint
tactics_match_get_turn (TacticsMatch *self)
{
  g_return_val_if_fail (TACTICS_IS_MATCH (self), 0);
  return self->turn;
}

/**
 * tactics_match_get_round:
 * @self: a match
 *
 * Gives the round now. In turns mode a round is every player still in
 * having one turn, in the turn order; in initiative mode it lasts until
 * every living unit has had a turn in it (faster units may have had more).
 *
 * Returns: the round, from 1 when play begins; 0 before
 */
guint
tactics_match_get_round (TacticsMatch *self)
{
  g_return_val_if_fail (TACTICS_IS_MATCH (self), 0);
  return self->round;
}

/**
 * tactics_match_get_outcome:
 * @self: a match
 *
 * Tells how the match ended.
 *
 * Returns: how the match ended, or %TACTICS_MATCH_OUTCOME_NONE while it
 *   goes on
 */
TacticsMatchOutcome
tactics_match_get_outcome (TacticsMatch *self)
{
  g_return_val_if_fail (TACTICS_IS_MATCH (self), TACTICS_MATCH_OUTCOME_NONE);
  return self->outcome;
}

/**
 * tactics_match_get_winner:
 * @self: a match
 *
 * Tells who won the match.
 *
 * Returns: the index of the player who won, or -1
 */
int
tactics_match_get_winner (TacticsMatch *self)
{
  g_return_val_if_fail (TACTICS_IS_MATCH (self), -1);
  return self->winner;
}

/**
 * tactics_match_get_n_commands:
 * @self: a match
 *
 * Counts the commands performed so far (alternatives as performed, undone
 * moves removed): what saves and replays are made of.
 *
 * Returns: the number of commands
 */
guint
tactics_match_get_n_commands (TacticsMatch *self)
{
  g_return_val_if_fail (TACTICS_IS_MATCH (self), 0);
  return self->commands->len;
}

/**
 * tactics_match_get_command:
 * @self: a match
 * @index: below tactics_match_get_n_commands()
 *
 * Gives a command performed so far, in order.
 *
 * Returns: (transfer none): the command performed at @index
 */
const TacticsCommand *
tactics_match_get_command (TacticsMatch *self,
                           guint        index)
{
  g_return_val_if_fail (TACTICS_IS_MATCH (self), NULL);
  g_return_val_if_fail (index < self->commands->len, NULL);
  return &g_array_index (self->commands, TacticsCommand, index);
}

/**
 * tactics_match_get_n_events:
 * @self: a match
 *
 * Counts the events so far.
 *
 * Returns: the number of events so far
 */
guint
tactics_match_get_n_events (TacticsMatch *self)
{
  g_return_val_if_fail (TACTICS_IS_MATCH (self), 0);
  return self->events->len;
}

/**
 * tactics_match_get_event:
 * @self: a match
 * @index: below tactics_match_get_n_events()
 *
 * Gives an event of the match.
 *
 * Returns: (transfer none): the event at @index, in the order they happened
 */
const TacticsEvent *
tactics_match_get_event (TacticsMatch *self,
                         guint        index)
{
  g_return_val_if_fail (TACTICS_IS_MATCH (self), NULL);
  g_return_val_if_fail (index < self->events->len, NULL);
  return &g_array_index (self->events, TacticsEvent, index);
}

guint64
tactics_match_get_n_random_draws (TacticsMatch *self)
{
  g_return_val_if_fail (TACTICS_IS_MATCH (self), 0);
  return self->n_random_draws;
}

