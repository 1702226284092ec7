/* SPDX-License-Identifier: GPL-3.0-or-later */
#include "config.h"

#include "tactics-side.h"
#include "tactics-geometry.h"
#include "tactics-model-private.h"
#include "tactics-objective.h"
#include "tactics-player-kind.h"
#include "tactics-ruleset.h"

/* Placed units */

G_DEFINE_BOXED_TYPE (TacticsPlacedUnit, tactics_placed_unit, tactics_placed_unit_copy,
                     tactics_placed_unit_free)

/**
 * tactics_placed_unit_new: (skip)
 * @id: the unit's id, which objectives name it by
 * @unit_type: the id of its unit type
 * @cell: the cell it stands on
 *
 * Creates a placed unit with no name of its own and full hit points.
 *
 * Returns: (transfer full): a new placed unit, freed with
 *   tactics_placed_unit_free()
 */
TacticsPlacedUnit *
tactics_placed_unit_new (const char  *id,
                         const char  *unit_type,
                         TacticsCell  cell)
{
  TacticsPlacedUnit *self;

  g_return_val_if_fail (id != NULL, NULL);
  g_return_val_if_fail (unit_type != NULL, NULL);

  self = g_new0 (TacticsPlacedUnit, 1);
  self->id = g_strdup (id);
  self->unit_type = g_strdup (unit_type);
  self->cell = cell;
  return self;
}

/**
 * tactics_placed_unit_copy:
 * @self: a placed unit
 *
 * Copies a placed unit.
 *
 * Returns: (transfer full): the copy, freed with tactics_placed_unit_free()
 */
TacticsPlacedUnit *
tactics_placed_unit_copy (const TacticsPlacedUnit *self)
{
  TacticsPlacedUnit *copy;

  g_return_val_if_fail (self != NULL, NULL);

  copy = tactics_placed_unit_new (self->id, self->unit_type, self->cell);
  copy->name = g_strdup (self->name);
  copy->hp = self->hp;
  return copy;
}

/**
 * tactics_placed_unit_free:
 * @self: (nullable) (transfer full): a placed unit
 *
 * Frees a placed unit and its strings.
 */
void
tactics_placed_unit_free (TacticsPlacedUnit *self)
{
  if (self == NULL)
    return;
  g_free (self->id);
  g_free (self->name);
  g_free (self->unit_type);
  g_free (self);
}

/* Sides */

struct _TacticsSide
{
  GObject parent_instance;

  char              *id;
  char              *name;
  guint              team;
  TacticsPlayerKind  player_kind;
  TacticsAiLevel     level;
  guint              budget;
  char              *start_zone;
  GStrv              allowed_units;   /* NULL: any */
  GPtrArray         *placed_units;    /* TacticsPlacedUnit */
  GListStore        *objectives;      /* TacticsObjective */
};

/**
 * TacticsSide:
 * One side of a scenario: who plays it by default, what it starts with and
 * where, and what it plays for.
 *
 * The objectives are a list of #TacticsObjective; no objective means
 * eliminating every enemy. A scenario owns its sides; tactics_side_new()
 * makes one to add with tactics_scenario_insert_side().
 */
G_DEFINE_FINAL_TYPE (TacticsSide, tactics_side, G_TYPE_OBJECT)

enum {
  PROP_0,
  PROP_ID,
  PROP_NAME,
  PROP_TEAM,
  PROP_PLAYER_KIND,
  PROP_LEVEL,
  PROP_BUDGET,
  PROP_START_ZONE,
  PROP_ALLOWED_UNITS,
  N_PROPS
};

enum {
  PLACED_UNITS_CHANGED,
  N_SIGNALS
};

static GParamSpec *properties[N_PROPS];
static guint signals[N_SIGNALS];

static void
tactics_side_finalize (GObject *object)
{
  TacticsSide *self = TACTICS_SIDE (object);

  g_clear_pointer (&self->id, g_free);
  g_clear_pointer (&self->name, g_free);
  g_clear_pointer (&self->start_zone, g_free);
  g_clear_pointer (&self->allowed_units, g_strfreev);
  g_clear_pointer (&self->placed_units, g_ptr_array_unref);
  g_clear_object (&self->objectives);

  G_OBJECT_CLASS (tactics_side_parent_class)->finalize (object);
}

static void
tactics_side_get_property (GObject    *object,
                           guint       prop_id,
                           GValue     *value,
                           GParamSpec *pspec)
{
  TacticsSide *self = TACTICS_SIDE (object);

  switch (prop_id)
    {
    case PROP_ID:
      g_value_set_string (value, self->id);
      break;
    case PROP_NAME:
      g_value_set_string (value, self->name);
      break;
    case PROP_TEAM:
      g_value_set_uint (value, self->team);
      break;
    case PROP_PLAYER_KIND:
      g_value_set_enum (value, self->player_kind);
      break;
    case PROP_LEVEL:
      g_value_set_enum (value, self->level);
      break;
    case PROP_BUDGET:
      g_value_set_uint (value, self->budget);
      break;
    case PROP_START_ZONE:
      g_value_set_string (value, self->start_zone);
      break;
    case PROP_ALLOWED_UNITS:
      g_value_set_boxed (value, self->allowed_units);
      break;
    default:
      G_OBJECT_WARN_INVALID_PROPERTY_ID (object, prop_id, pspec);
    }
}

static void
tactics_side_set_property (GObject      *object,
                           guint         prop_id,
                           const GValue *value,
                           GParamSpec   *pspec)
{
  TacticsSide *self = TACTICS_SIDE (object);

  switch (prop_id)
    {
    case PROP_ID:
      tactics_side_set_id (self, g_value_get_string (value));
      break;
    case PROP_NAME:
      tactics_side_set_name (self, g_value_get_string (value));
      break;
    case PROP_TEAM:
      tactics_side_set_team (self, g_value_get_uint (value));
      break;
    case PROP_PLAYER_KIND:
      tactics_side_set_player_kind (self, g_value_get_enum (value));
      break;
    case PROP_LEVEL:
      tactics_side_set_level (self, g_value_get_enum (value));
      break;
    case PROP_BUDGET:
      tactics_side_set_budget (self, g_value_get_uint (value));
      break;
    case PROP_START_ZONE:
      tactics_side_set_start_zone (self, g_value_get_string (value));
      break;
    case PROP_ALLOWED_UNITS:
      tactics_side_set_allowed_units (self, g_value_get_boxed (value));
      break;
    default:
      G_OBJECT_WARN_INVALID_PROPERTY_ID (object, prop_id, pspec);
    }
}

static void
tactics_side_class_init (TacticsSideClass *klass)
{
  GObjectClass *object_class = G_OBJECT_CLASS (klass);
  const GParamFlags flags = G_PARAM_READWRITE | G_PARAM_EXPLICIT_NOTIFY | G_PARAM_STATIC_STRINGS;

  object_class->finalize = tactics_side_finalize;
  object_class->get_property = tactics_side_get_property;
  object_class->set_property = tactics_side_set_property;

  /**
   * TacticsSide:id:
   * The side's id, unique in its scenario.
   */
  properties[PROP_ID] = g_param_spec_string ("id", NULL, NULL, NULL, flags);
  /**
   * TacticsSide:name:
   * The side's name for people; see tactics_side_get_display_name().
   */
  properties[PROP_NAME] = g_param_spec_string ("name", NULL, NULL, NULL, flags);
  /**
   * TacticsSide:team:
   * The side's colour and shape: an entry of the programs' palette, 0 to
   * %TACTICS_MAX_SIDE_TEAM.
   */
  properties[PROP_TEAM] =
    g_param_spec_uint ("team", NULL, NULL, 0, TACTICS_MAX_SIDE_TEAM, 0, flags);
  /**
   * TacticsSide:player-kind:
   * Who plays the side unless the players choose otherwise.
   */
  properties[PROP_PLAYER_KIND] =
    g_param_spec_enum ("player-kind", NULL, NULL, TACTICS_TYPE_PLAYER_KIND, TACTICS_PLAYER_HUMAN,
                       flags);
  /**
   * TacticsSide:level:
   * How well the computer plays the side when it does.
   */
  properties[PROP_LEVEL] =
    g_param_spec_enum ("level", NULL, NULL, TACTICS_TYPE_AI_LEVEL, TACTICS_AI_LEVEL_NORMAL, flags);
  /**
   * TacticsSide:budget:
   * How many units the side forms before the match, 0 for the match's count.
   */
  properties[PROP_BUDGET] =
    g_param_spec_uint ("budget", NULL, NULL, 0, TACTICS_MAX_UNITS_PER_PLAYER, 0, flags);
  /**
   * TacticsSide:start-zone:
   * The id of the region where the side places its units, or %NULL for the
   * whole map.
   */
  properties[PROP_START_ZONE] = g_param_spec_string ("start-zone", NULL, NULL, NULL, flags);
  /**
   * TacticsSide:allowed-units:
   * The ids of the unit types the side may form, or %NULL for any.
   */
  properties[PROP_ALLOWED_UNITS] =
    g_param_spec_boxed ("allowed-units", NULL, NULL, G_TYPE_STRV, flags);
  g_object_class_install_properties (object_class, N_PROPS, properties);

  /**
   * TacticsSide::placed-units-changed:
   * @self: the side
   *
   * A pre-placed unit came or went.
   */
  signals[PLACED_UNITS_CHANGED] =
    g_signal_new ("placed-units-changed", G_TYPE_FROM_CLASS (klass), G_SIGNAL_RUN_LAST, 0,
                  NULL, NULL, NULL, G_TYPE_NONE, 0);
}

static void
tactics_side_init (TacticsSide *self)
{
  self->player_kind = TACTICS_PLAYER_HUMAN;
  self->level = TACTICS_AI_LEVEL_NORMAL;
  self->placed_units = g_ptr_array_new_with_free_func ((GDestroyNotify) tactics_placed_unit_free);
  self->objectives = g_list_store_new (TACTICS_TYPE_OBJECTIVE);
}

/**
 * tactics_side_new:
 * @id: the side's id
 * @name: (nullable): its name for people; the id when %NULL
 *
 * Creates a side with default settings, no placed units and no
 * objectives.
 *
 * Returns: (transfer full): a new side
 */
TacticsSide *
tactics_side_new (const char *id,
                  const char *name)
{
  return g_object_new (TACTICS_TYPE_SIDE,
                       "id", id,
                       "name", name != NULL ? name : id,
                       NULL);
}

/**
 * tactics_side_copy:
 * @self: a side
 * @id: (nullable): the copy's id; %NULL keeps @self's
 * @placed_units: whether to copy the placed units too (their ids are the
 *   scenario's to keep apart)
 *
 * Makes a new side with @self's settings and a copy of each of its
 * objectives.
 *
 * Returns: (transfer full): the copy
 */
TacticsSide *
tactics_side_copy (TacticsSide *self,
                   const char  *id,
                   gboolean     placed_units)
{
  TacticsSide *copy;
  GListModel *objectives;

  g_return_val_if_fail (TACTICS_IS_SIDE (self), NULL);

  copy = tactics_side_new (id != NULL ? id : self->id, self->name);
  tactics_side_set_team (copy, self->team);
  tactics_side_set_player_kind (copy, self->player_kind);
  tactics_side_set_level (copy, self->level);
  tactics_side_set_budget (copy, self->budget);
  tactics_side_set_start_zone (copy, self->start_zone);
  tactics_side_set_allowed_units (copy, (const char * const *) self->allowed_units);
  for (guint i = 0; placed_units && i < self->placed_units->len; i++)
    tactics_side_insert_placed_unit (copy, G_MAXUINT, g_ptr_array_index (self->placed_units, i));
  objectives = G_LIST_MODEL (self->objectives);
  for (guint i = 0; i < g_list_model_get_n_items (objectives); i++)
    {
      g_autoptr(TacticsObjective) objective = g_list_model_get_item (objectives, i);
      g_autoptr(TacticsObjective) objective_copy = tactics_objective_copy (objective);

      tactics_side_insert_objective (copy, G_MAXUINT, objective_copy);
    }
  return copy;
}

/**
 * tactics_side_get_id:
 * @self: a side
 *
 * Returns the side's id.
 *
 * Returns: (nullable): the id
 */
const char *
tactics_side_get_id (TacticsSide *self)
{
  g_return_val_if_fail (TACTICS_IS_SIDE (self), NULL);

  return self->id;
}

/**
 * tactics_side_set_id:
 * @self: a side
 * @id: (nullable): the new id
 *
 * Sets the side's id.
 */
void
tactics_side_set_id (TacticsSide *self,
                     const char  *id)
{
  g_return_if_fail (TACTICS_IS_SIDE (self));

  if (tactics_set_str (&self->id, id))
    g_object_notify_by_pspec (G_OBJECT (self), properties[PROP_ID]);
}

/**
 * tactics_side_get_name:
 * @self: a side
 *
 * Returns the side's name as set, which a file may leave out; see
 * tactics_side_get_display_name().
 *
 * Returns: (nullable): the name
 */
const char *
tactics_side_get_name (TacticsSide *self)
{
  g_return_val_if_fail (TACTICS_IS_SIDE (self), NULL);

  return self->name;
}

/**
 * tactics_side_get_display_name:
 * @self: a side
 *
 * Returns the name to show: the side's name, else its id.
 *
 * Returns: the name to show
 */
const char *
tactics_side_get_display_name (TacticsSide *self)
{
  g_return_val_if_fail (TACTICS_IS_SIDE (self), NULL);

  return self->name != NULL && self->name[0] != '\0' ? self->name : self->id;
}

/**
 * tactics_side_set_name:
 * @self: a side
 * @name: (nullable): the new name
 *
 * Sets the side's name for people.
 */
void
tactics_side_set_name (TacticsSide *self,
                       const char  *name)
{
  g_return_if_fail (TACTICS_IS_SIDE (self));

  if (tactics_set_str (&self->name, name))
    g_object_notify_by_pspec (G_OBJECT (self), properties[PROP_NAME]);
}

/**
 * tactics_side_get_team:
 * @self: a side
 *
 * Returns the side's colour and shape, an entry of the programs' palette.
 *
 * Returns: the team, 0 to %TACTICS_MAX_SIDE_TEAM
 */
guint
tactics_side_get_team (TacticsSide *self)
{
  g_return_val_if_fail (TACTICS_IS_SIDE (self), 0);

  return self->team;
}

/**
 * tactics_side_set_team:
 * @self: a side
 * @team: 0 to %TACTICS_MAX_SIDE_TEAM
 *
 * Sets the side's colour and shape.
 */
void
tactics_side_set_team (TacticsSide *self,
                       guint        team)
{
  g_return_if_fail (TACTICS_IS_SIDE (self));
  g_return_if_fail (team <= TACTICS_MAX_SIDE_TEAM);

  if (self->team == team)
    return;
  self->team = team;
  g_object_notify_by_pspec (G_OBJECT (self), properties[PROP_TEAM]);
}

/**
 * tactics_side_get_player_kind:
 * @self: a side
 *
 * Returns who plays the side unless the players choose otherwise.
 *
 * Returns: the kind of player
 */
TacticsPlayerKind
tactics_side_get_player_kind (TacticsSide *self)
{
  g_return_val_if_fail (TACTICS_IS_SIDE (self), TACTICS_PLAYER_HUMAN);

  return self->player_kind;
}

/**
 * tactics_side_set_player_kind:
 * @self: a side
 * @player_kind: the kind of player
 *
 * Sets who plays the side unless the players choose otherwise.
 */
void
tactics_side_set_player_kind (TacticsSide       *self,
                              TacticsPlayerKind  player_kind)
{
  g_return_if_fail (TACTICS_IS_SIDE (self));

  if (self->player_kind == player_kind)
    return;
  self->player_kind = player_kind;
  g_object_notify_by_pspec (G_OBJECT (self), properties[PROP_PLAYER_KIND]);
}

/**
 * tactics_side_get_level:
 * @self: a side
 *
 * Returns how well the computer plays the side when it does.
 *
 * Returns: the computer player's level
 */
TacticsAiLevel
tactics_side_get_level (TacticsSide *self)
{
  g_return_val_if_fail (TACTICS_IS_SIDE (self), TACTICS_AI_LEVEL_NORMAL);

  return self->level;
}

/**
 * tactics_side_set_level:
 * @self: a side
 * @level: the computer player's level
 *
 * Sets how well the computer plays the side when it does.
 */
void
tactics_side_set_level (TacticsSide    *self,
                        TacticsAiLevel  level)
{
  g_return_if_fail (TACTICS_IS_SIDE (self));

  if (self->level == level)
    return;
  self->level = level;
  g_object_notify_by_pspec (G_OBJECT (self), properties[PROP_LEVEL]);
}

/**
 * tactics_side_get_budget:
 * @self: a side
 *
 * Returns how many units the side forms before the match.
 *
 * Returns: the budget, 0 for the match's count
 */
guint
tactics_side_get_budget (TacticsSide *self)
{
  g_return_val_if_fail (TACTICS_IS_SIDE (self), 0);

  return self->budget;
}

/**
 * tactics_side_set_budget:
 * @self: a side
 * @budget: the number of units, 0 for the match's count, at most
 *   %TACTICS_MAX_UNITS_PER_PLAYER
 *
 * Sets how many units the side forms before the match.
 */
void
tactics_side_set_budget (TacticsSide *self,
                         guint        budget)
{
  g_return_if_fail (TACTICS_IS_SIDE (self));
  g_return_if_fail (budget <= TACTICS_MAX_UNITS_PER_PLAYER);

  if (self->budget == budget)
    return;
  self->budget = budget;
  g_object_notify_by_pspec (G_OBJECT (self), properties[PROP_BUDGET]);
}

/**
 * tactics_side_get_start_zone:
 * @self: a side
 *
 * Returns the id of the region where the side places its units.
 *
 * Returns: (nullable): the region id, or %NULL for the whole map
 */
const char *
tactics_side_get_start_zone (TacticsSide *self)
{
  g_return_val_if_fail (TACTICS_IS_SIDE (self), NULL);

  return self->start_zone;
}

/**
 * tactics_side_set_start_zone:
 * @self: a side
 * @region: (nullable): a region id, or %NULL for the whole map
 *
 * Sets where the side places its units.
 */
void
tactics_side_set_start_zone (TacticsSide *self,
                             const char  *region)
{
  g_return_if_fail (TACTICS_IS_SIDE (self));

  if (tactics_set_str (&self->start_zone, region))
    g_object_notify_by_pspec (G_OBJECT (self), properties[PROP_START_ZONE]);
}

/**
 * tactics_side_get_allowed_units:
 * @self: a side
 *
 * Returns the ids of the unit types the side may form.
 *
 * Returns: (transfer none) (nullable) (array zero-terminated=1): the unit
 *   type ids, or %NULL for any
 */
const char * const *
tactics_side_get_allowed_units (TacticsSide *self)
{
  g_return_val_if_fail (TACTICS_IS_SIDE (self), NULL);

  return (const char * const *) self->allowed_units;
}

/**
 * tactics_side_get_army_size:
 * @self: a side
 * @ruleset: the ruleset of the scenario's map
 * @units_per_player: the match's count of units for a side without a
 *   budget
 *
 * Returns how many units the side forms before the match (its army,
 * pre-placed units apart). Such a side is still in when it has pre-placed
 * units. The match and the scenario check both ask this.
 *
 * Returns: its budget, or @units_per_player without one; 0 when it may
 *   form no unit type of @ruleset (an empty allowed list, or only types
 *   @ruleset lacks)
 */
guint
tactics_side_get_army_size (TacticsSide    *self,
                            TacticsRuleset *ruleset,
                            guint           units_per_player)
{
  gboolean any_type = FALSE;

  g_return_val_if_fail (TACTICS_IS_SIDE (self), 0);
  g_return_val_if_fail (TACTICS_IS_RULESET (ruleset), 0);

  if (self->allowed_units == NULL)
    any_type = g_list_model_get_n_items (tactics_ruleset_get_unit_types (ruleset)) > 0;
  else
    for (guint i = 0; self->allowed_units[i] != NULL && !any_type; i++)
      any_type = tactics_ruleset_lookup_unit_type (ruleset, self->allowed_units[i]) != NULL;
  if (!any_type)
    return 0;
  return self->budget != 0 ? self->budget : units_per_player;
}

/**
 * tactics_side_set_allowed_units:
 * @self: a side
 * @unit_types: (nullable) (array zero-terminated=1): unit type ids, or
 *   %NULL for any; an empty list allows none
 *
 * Sets the unit types the side may form.
 */
void
tactics_side_set_allowed_units (TacticsSide        *self,
                                const char * const *unit_types)
{
  g_return_if_fail (TACTICS_IS_SIDE (self));

  if (self->allowed_units == NULL && unit_types == NULL)
    return;
  if (self->allowed_units != NULL && unit_types != NULL
      && g_strv_equal ((const char * const *) self->allowed_units, unit_types))
    return;
  g_strfreev (self->allowed_units);
  self->allowed_units = g_strdupv ((char **) unit_types);
  g_object_notify_by_pspec (G_OBJECT (self), properties[PROP_ALLOWED_UNITS]);
}

/**
 * tactics_side_allows_unit:
 * @self: a side
 * @unit_type: a unit type id
 *
 * Tells whether the side may form units of @unit_type.
 *
 * Returns: %TRUE if the side may form them
 */
gboolean
tactics_side_allows_unit (TacticsSide *self,
                          const char  *unit_type)
{
  g_return_val_if_fail (TACTICS_IS_SIDE (self), FALSE);
  g_return_val_if_fail (unit_type != NULL, FALSE);

  return self->allowed_units == NULL
         || g_strv_contains ((const char * const *) self->allowed_units, unit_type);
}

/**
 * tactics_side_get_n_placed_units:
 * @self: a side
 *
 * Returns how many units the scenario puts on the board for this side.
 *
 * Returns: the number of placed units
 */
guint
tactics_side_get_n_placed_units (TacticsSide *self)
{
  g_return_val_if_fail (TACTICS_IS_SIDE (self), 0);

  return self->placed_units->len;
}

/**
 * tactics_side_get_placed_unit:
 * @self: a side
 * @position: a position below tactics_side_get_n_placed_units()
 *
 * Returns one of the side's pre-placed units.
 *
 * Returns: (transfer none): the placed unit, valid until the side's placed
 *   units change
 */
const TacticsPlacedUnit *
tactics_side_get_placed_unit (TacticsSide *self,
                              guint        position)
{
  g_return_val_if_fail (TACTICS_IS_SIDE (self), NULL);
  g_return_val_if_fail (position < self->placed_units->len, NULL);

  return g_ptr_array_index (self->placed_units, position);
}

/**
 * tactics_side_insert_placed_unit:
 * @self: a side
 * @position: where to insert; %G_MAXUINT or past the end appends
 * @unit: the unit to copy in
 *
 * Inserts a copy of @unit among the side's pre-placed units and emits
 * #TacticsSide::placed-units-changed. A side holds at most
 * %TACTICS_MAX_UNITS_PER_PLAYER placed units.
 */
void
tactics_side_insert_placed_unit (TacticsSide             *self,
                                 guint                    position,
                                 const TacticsPlacedUnit *unit)
{
  g_return_if_fail (TACTICS_IS_SIDE (self));
  g_return_if_fail (unit != NULL);
  g_return_if_fail (self->placed_units->len < TACTICS_MAX_UNITS_PER_PLAYER);

  g_ptr_array_insert (self->placed_units, (int) MIN (position, self->placed_units->len),
                      tactics_placed_unit_copy (unit));
  g_signal_emit (self, signals[PLACED_UNITS_CHANGED], 0);
}

/**
 * tactics_side_remove_placed_unit:
 * @self: a side
 * @position: the position of a placed unit
 *
 * Removes a pre-placed unit and emits #TacticsSide::placed-units-changed.
 */
void
tactics_side_remove_placed_unit (TacticsSide *self,
                                 guint        position)
{
  g_return_if_fail (TACTICS_IS_SIDE (self));
  g_return_if_fail (position < self->placed_units->len);

  g_ptr_array_remove_index (self->placed_units, position);
  g_signal_emit (self, signals[PLACED_UNITS_CHANGED], 0);
}

/**
 * tactics_side_get_objectives:
 * @self: a side
 *
 * Returns what the side plays for; the objectives may be edited in place.
 * No objective means eliminating every enemy.
 *
 * Returns: (transfer none): a list model of #TacticsObjective
 */
GListModel *
tactics_side_get_objectives (TacticsSide *self)
{
  g_return_val_if_fail (TACTICS_IS_SIDE (self), NULL);

  return G_LIST_MODEL (self->objectives);
}

/**
 * tactics_side_insert_objective:
 * @self: a side
 * @position: where to insert; %G_MAXUINT or past the end appends
 * @objective: (transfer none): the objective; the side takes its own
 *   reference
 *
 * Inserts an objective.
 */
void
tactics_side_insert_objective (TacticsSide      *self,
                               guint             position,
                               TacticsObjective *objective)
{
  guint n_items;

  g_return_if_fail (TACTICS_IS_SIDE (self));
  g_return_if_fail (TACTICS_IS_OBJECTIVE (objective));

  n_items = g_list_model_get_n_items (G_LIST_MODEL (self->objectives));
  g_list_store_insert (self->objectives, MIN (position, n_items), objective);
}

/**
 * tactics_side_remove_objective:
 * @self: a side
 * @position: the position of an objective
 *
 * Removes an objective.
 */
void
tactics_side_remove_objective (TacticsSide *self,
                               guint        position)
{
  g_return_if_fail (TACTICS_IS_SIDE (self));
  g_return_if_fail (position < g_list_model_get_n_items (G_LIST_MODEL (self->objectives)));

  g_list_store_remove (self->objectives, position);
}
