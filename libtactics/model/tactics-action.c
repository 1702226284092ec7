/* SPDX-License-Identifier: GPL-3.0-or-later */
#include "config.h"

#include "tactics-action.h"
#include "tactics-combat.h"
#include "tactics-geometry-enum-types.h"
#include "tactics-geometry-enums.h"
#include "tactics-model-enum-types.h"
#include "tactics-model-enums.h"
#include "tactics-model-private.h"
#include "tactics-pattern.h"

#define DEFAULT_RANGE_MIN 1
#define DEFAULT_RANGE_MAX 1
#define DEFAULT_METRIC TACTICS_METRIC_CHEBYSHEV
#define DEFAULT_SHAPE TACTICS_SHAPE_SINGLE
#define DEFAULT_EXTENT 1
#define DEFAULT_EFFECT TACTICS_EFFECT_DAMAGE
#define DEFAULT_AMOUNT 1
#define DEFAULT_AFFECTS TACTICS_AFFECTS_ENEMIES

struct _TacticsAction
{
  GObject parent_instance;

  char           *id;
  char           *name;
  char           *description;
  guint           range_min;
  guint           range_max;
  TacticsMetric   metric;
  TacticsShape    shape;
  guint           extent;
  TacticsEffect   effect;
  guint           amount;
  TacticsAffects  affects;
  char           *damage_type;
  gboolean        answers;
  gboolean        provokes;
};

/**
 * TacticsAction:
 * What a unit can do to the units around it: an action has a range, a
 * shape and extent that say which cells it hits (see #TacticsPattern), and
 * an effect (damage or heal) of some amount on the units it affects.
 *
 * A ruleset owns its actions; tactics_action_new() makes a new one to add
 * with tactics_ruleset_insert_action().
 */
G_DEFINE_FINAL_TYPE (TacticsAction, tactics_action, G_TYPE_OBJECT)

enum {
  PROP_0,
  PROP_ID,
  PROP_NAME,
  PROP_DESCRIPTION,
  PROP_RANGE_MIN,
  PROP_RANGE_MAX,
  PROP_METRIC,
  PROP_SHAPE,
  PROP_EXTENT,
  PROP_EFFECT,
  PROP_AMOUNT,
  PROP_AFFECTS,
  PROP_DAMAGE_TYPE,
  PROP_ANSWERS,
  PROP_PROVOKES,
  N_PROPS
};

static GParamSpec *properties[N_PROPS];

static void
tactics_action_finalize (GObject *object)
{
  TacticsAction *self = TACTICS_ACTION (object);

  g_clear_pointer (&self->id, g_free);
  g_clear_pointer (&self->name, g_free);
  g_clear_pointer (&self->description, g_free);
  g_clear_pointer (&self->damage_type, g_free);

  G_OBJECT_CLASS (tactics_action_parent_class)->finalize (object);
}

static void
tactics_action_get_property (GObject    *object,
                             guint       prop_id,
                             GValue     *value,
                             GParamSpec *pspec)
{
  TacticsAction *self = TACTICS_ACTION (object);

  switch (prop_id)
    {
    case PROP_ID:
      g_value_set_string (value, self->id);
      break;
    case PROP_NAME:
      g_value_set_string (value, self->name);
      break;
    case PROP_DESCRIPTION:
      g_value_set_string (value, self->description);
      break;
    case PROP_RANGE_MIN:
      g_value_set_uint (value, self->range_min);
      break;
    case PROP_RANGE_MAX:
      g_value_set_uint (value, self->range_max);
      break;
    case PROP_METRIC:
      g_value_set_enum (value, self->metric);
      break;
    case PROP_SHAPE:
      g_value_set_enum (value, self->shape);
      break;
    case PROP_EXTENT:
      g_value_set_uint (value, self->extent);
      break;
    case PROP_EFFECT:
      g_value_set_enum (value, self->effect);
      break;
    case PROP_AMOUNT:
      g_value_set_uint (value, self->amount);
      break;
    case PROP_AFFECTS:
      g_value_set_enum (value, self->affects);
      break;
    case PROP_DAMAGE_TYPE:
      g_value_set_string (value, self->damage_type);
      break;
    case PROP_ANSWERS:
      g_value_set_boolean (value, self->answers);
      break;
    case PROP_PROVOKES:
      g_value_set_boolean (value, self->provokes);
      break;
    default:
      G_OBJECT_WARN_INVALID_PROPERTY_ID (object, prop_id, pspec);
    }
}

static void
tactics_action_set_property (GObject      *object,
                             guint         prop_id,
                             const GValue *value,
                             GParamSpec   *pspec)
{
  TacticsAction *self = TACTICS_ACTION (object);

  switch (prop_id)
    {
    case PROP_ID:
      tactics_action_set_id (self, g_value_get_string (value));
      break;
    case PROP_NAME:
      tactics_action_set_name (self, g_value_get_string (value));
      break;
    case PROP_DESCRIPTION:
      tactics_action_set_description (self, g_value_get_string (value));
      break;
    case PROP_RANGE_MIN:
      tactics_action_set_range_min (self, g_value_get_uint (value));
      break;
    case PROP_RANGE_MAX:
      tactics_action_set_range_max (self, g_value_get_uint (value));
      break;
    case PROP_METRIC:
      tactics_action_set_metric (self, g_value_get_enum (value));
      break;
    case PROP_SHAPE:
      tactics_action_set_shape (self, g_value_get_enum (value));
      break;
    case PROP_EXTENT:
      tactics_action_set_extent (self, g_value_get_uint (value));
      break;
    case PROP_EFFECT:
      tactics_action_set_effect (self, g_value_get_enum (value));
      break;
    case PROP_AMOUNT:
      tactics_action_set_amount (self, g_value_get_uint (value));
      break;
    case PROP_AFFECTS:
      tactics_action_set_affects (self, g_value_get_enum (value));
      break;
    case PROP_DAMAGE_TYPE:
      tactics_action_set_damage_type (self, g_value_get_string (value));
      break;
    case PROP_ANSWERS:
      tactics_action_set_answers (self, g_value_get_boolean (value));
      break;
    case PROP_PROVOKES:
      tactics_action_set_provokes (self, g_value_get_boolean (value));
      break;
    default:
      G_OBJECT_WARN_INVALID_PROPERTY_ID (object, prop_id, pspec);
    }
}

static void
tactics_action_class_init (TacticsActionClass *klass)
{
  GObjectClass *object_class = G_OBJECT_CLASS (klass);
  GParamFlags flags = G_PARAM_READWRITE | G_PARAM_EXPLICIT_NOTIFY | G_PARAM_STATIC_STRINGS;

  object_class->finalize = tactics_action_finalize;
  object_class->get_property = tactics_action_get_property;
  object_class->set_property = tactics_action_set_property;

  /**
   * TacticsAction:id:
   * The action's id, unique in its ruleset; unit types refer to it.
   */
  properties[PROP_ID] = g_param_spec_string ("id", NULL, NULL, NULL, flags);
  /**
   * TacticsAction:name:
   * The action's display name.
   */
  properties[PROP_NAME] = g_param_spec_string ("name", NULL, NULL, NULL, flags);
  /**
   * TacticsAction:description:
   * A longer text about the action for players, or %NULL.
   */
  properties[PROP_DESCRIPTION] = g_param_spec_string ("description", NULL, NULL, NULL, flags);
  /**
   * TacticsAction:range-min:
   * The smallest distance from the unit to the focus, 0 to
   * %TACTICS_MAX_RANGE and never above #TacticsAction:range-max.
   */
  properties[PROP_RANGE_MIN] =
    g_param_spec_uint ("range-min", NULL, NULL,
                       0, TACTICS_MAX_RANGE, DEFAULT_RANGE_MIN, flags);
  /**
   * TacticsAction:range-max:
   * The largest distance from the unit to the focus, 0 to
   * %TACTICS_MAX_RANGE and never below #TacticsAction:range-min.
   */
  properties[PROP_RANGE_MAX] =
    g_param_spec_uint ("range-max", NULL, NULL,
                       0, TACTICS_MAX_RANGE, DEFAULT_RANGE_MAX, flags);
  /**
   * TacticsAction:metric:
   * The metric the range and the effect are measured in; on hex boards it is
   * always hex.
   */
  properties[PROP_METRIC] =
    g_param_spec_enum ("metric", NULL, NULL,
                       TACTICS_TYPE_METRIC, DEFAULT_METRIC, flags);
  /**
   * TacticsAction:shape:
   * The shape of the cells the action hits around its focus.
   */
  properties[PROP_SHAPE] =
    g_param_spec_enum ("shape", NULL, NULL,
                       TACTICS_TYPE_SHAPE, DEFAULT_SHAPE, flags);
  /**
   * TacticsAction:extent:
   * How far the effect spreads from the focus, 1 to %TACTICS_MAX_EXTENT.
   */
  properties[PROP_EXTENT] =
    g_param_spec_uint ("extent", NULL, NULL,
                       1, TACTICS_MAX_EXTENT, DEFAULT_EXTENT, flags);
  /**
   * TacticsAction:effect:
   * What the action does to the units it affects.
   */
  properties[PROP_EFFECT] =
    g_param_spec_enum ("effect", NULL, NULL,
                       TACTICS_TYPE_EFFECT, DEFAULT_EFFECT, flags);
  /**
   * TacticsAction:amount:
   * How many hit points the action takes or gives, 1 to %TACTICS_MAX_AMOUNT.
   */
  properties[PROP_AMOUNT] =
    g_param_spec_uint ("amount", NULL, NULL,
                       1, TACTICS_MAX_AMOUNT, DEFAULT_AMOUNT, flags);
  /**
   * TacticsAction:affects:
   * Whose units the action affects.
   */
  properties[PROP_AFFECTS] =
    g_param_spec_enum ("affects", NULL, NULL,
                       TACTICS_TYPE_AFFECTS, DEFAULT_AFFECTS, flags);
  /**
   * TacticsAction:damage-type:
   * The id of the damage type a damaging action deals, or %NULL for none:
   * then no resistance applies.
   */
  properties[PROP_DAMAGE_TYPE] = g_param_spec_string ("damage-type", NULL, NULL, NULL, flags);
  /**
   * TacticsAction:answers:
   * Whether a unit answers with this action when an enemy's blow provokes
   * it (a counter-attack); only damaging actions answer.
   */
  properties[PROP_ANSWERS] = g_param_spec_boolean ("answers", NULL, NULL, FALSE, flags);
  /**
   * TacticsAction:provokes:
   * Whether this action provokes counter-attacks although it is an area
   * action or a heal; single-cell damaging actions always provoke them
   * (see tactics_action_get_provokes_counter()).
   */
  properties[PROP_PROVOKES] = g_param_spec_boolean ("provokes", NULL, NULL, FALSE, flags);

  g_object_class_install_properties (object_class, N_PROPS, properties);
}

static void
tactics_action_init (TacticsAction *self)
{
  self->range_min = DEFAULT_RANGE_MIN;
  self->range_max = DEFAULT_RANGE_MAX;
  self->metric = DEFAULT_METRIC;
  self->shape = DEFAULT_SHAPE;
  self->extent = DEFAULT_EXTENT;
  self->effect = DEFAULT_EFFECT;
  self->amount = DEFAULT_AMOUNT;
  self->affects = DEFAULT_AFFECTS;
}

/**
 * tactics_action_new:
 * @id: the action's id
 * @name: (nullable): the display name; the id when %NULL
 *
 * Creates an action that does 1 damage to one enemy at range 1.
 *
 * Returns: (transfer full): a new action
 */
TacticsAction *
tactics_action_new (const char *id,
                    const char *name)
{
  return g_object_new (TACTICS_TYPE_ACTION,
                       "id", id,
                       "name", name ? name : id,
                       NULL);
}

/**
 * tactics_action_get_id:
 * @self: an action
 *
 * Returns the action's id.
 *
 * Returns: (nullable): the id
 */
const char *
tactics_action_get_id (TacticsAction *self)
{
  g_return_val_if_fail (TACTICS_IS_ACTION (self), NULL);

  return self->id;
}

/**
 * tactics_action_set_id:
 * @self: an action
 * @id: (nullable): the new id
 *
 * Sets the action's id. Rename an action of a ruleset with
 * tactics_ruleset_rename_item() so that unit types keep it.
 */
void
tactics_action_set_id (TacticsAction *self,
                       const char    *id)
{
  g_return_if_fail (TACTICS_IS_ACTION (self));

  if (tactics_set_str (&self->id, id))
    g_object_notify_by_pspec (G_OBJECT (self), properties[PROP_ID]);
}

/**
 * tactics_action_get_name:
 * @self: an action
 *
 * Returns the action's display name.
 *
 * Returns: (nullable): the name
 */
const char *
tactics_action_get_name (TacticsAction *self)
{
  g_return_val_if_fail (TACTICS_IS_ACTION (self), NULL);

  return self->name;
}

/**
 * tactics_action_set_name:
 * @self: an action
 * @name: (nullable): the new display name
 *
 * Sets the action's display name.
 */
void
tactics_action_set_name (TacticsAction *self,
                         const char    *name)
{
  g_return_if_fail (TACTICS_IS_ACTION (self));

  if (tactics_set_str (&self->name, name))
    g_object_notify_by_pspec (G_OBJECT (self), properties[PROP_NAME]);
}

/**
 * tactics_action_get_description:
 * @self: an action
 *
 * Returns the action's description for players.
 *
 * Returns: (nullable): the description, or %NULL
 */
const char *
tactics_action_get_description (TacticsAction *self)
{
  g_return_val_if_fail (TACTICS_IS_ACTION (self), NULL);

  return self->description;
}

/**
 * tactics_action_set_description:
 * @self: an action
 * @description: (nullable): the new description
 *
 * Sets the action's description for players.
 */
void
tactics_action_set_description (TacticsAction *self,
                                const char    *description)
{
  g_return_if_fail (TACTICS_IS_ACTION (self));

  if (tactics_set_str (&self->description, description))
    g_object_notify_by_pspec (G_OBJECT (self), properties[PROP_DESCRIPTION]);
}

/**
 * tactics_action_get_range_min:
 * @self: an action
 *
 * Returns the smallest distance from the unit to the focus.
 *
 * Returns: the smallest range, 0 to %TACTICS_MAX_RANGE
 */
guint
tactics_action_get_range_min (TacticsAction *self)
{
  g_return_val_if_fail (TACTICS_IS_ACTION (self), 0);

  return self->range_min;
}

/* Keeps min ≤ max by carrying the other end along, so that a loader or a
 * form may set the two ends in either order. */
static void
set_range (TacticsAction *self,
           guint          range_min,
           guint          range_max)
{
  gboolean min_changed = self->range_min != range_min;
  gboolean max_changed = self->range_max != range_max;

  g_assert (range_min <= range_max);

  if (!min_changed && !max_changed)
    return;

  g_object_freeze_notify (G_OBJECT (self));
  self->range_min = range_min;
  self->range_max = range_max;
  if (min_changed)
    g_object_notify_by_pspec (G_OBJECT (self), properties[PROP_RANGE_MIN]);
  if (max_changed)
    g_object_notify_by_pspec (G_OBJECT (self), properties[PROP_RANGE_MAX]);
  g_object_thaw_notify (G_OBJECT (self));
}

/**
 * tactics_action_set_range_min:
 * @self: an action
 * @range_min: the smallest range, 0 to %TACTICS_MAX_RANGE
 *
 * Sets the smallest distance from the unit to the focus. Raises
 * #TacticsAction:range-max too when it would fall below @range_min.
 */
void
tactics_action_set_range_min (TacticsAction *self,
                              guint          range_min)
{
  g_return_if_fail (TACTICS_IS_ACTION (self));
  g_return_if_fail (range_min <= TACTICS_MAX_RANGE);

  set_range (self, range_min, MAX (range_min, self->range_max));
}

/**
 * tactics_action_get_range_max:
 * @self: an action
 *
 * Returns the largest distance from the unit to the focus.
 *
 * Returns: the largest range, 0 to %TACTICS_MAX_RANGE
 */
guint
tactics_action_get_range_max (TacticsAction *self)
{
  g_return_val_if_fail (TACTICS_IS_ACTION (self), 0);

  return self->range_max;
}

/**
 * tactics_action_set_range_max:
 * @self: an action
 * @range_max: the largest range, 0 to %TACTICS_MAX_RANGE
 *
 * Sets the largest distance from the unit to the focus. Lowers
 * #TacticsAction:range-min too when it would exceed @range_max.
 */
void
tactics_action_set_range_max (TacticsAction *self,
                              guint          range_max)
{
  g_return_if_fail (TACTICS_IS_ACTION (self));
  g_return_if_fail (range_max <= TACTICS_MAX_RANGE);

  set_range (self, MIN (self->range_min, range_max), range_max);
}

/**
 * tactics_action_get_metric:
 * @self: an action
 *
 * Returns the metric the action's range and effect are measured in. On a
 * hex board the hex metric is used whatever this says; see
 * tactics_metric_for_topology().
 *
 * Returns: the metric
 */
TacticsMetric
tactics_action_get_metric (TacticsAction *self)
{
  g_return_val_if_fail (TACTICS_IS_ACTION (self), DEFAULT_METRIC);

  return self->metric;
}

/**
 * tactics_action_set_metric:
 * @self: an action
 * @metric: the metric
 *
 * Sets the metric the action's range and effect are measured in.
 */
void
tactics_action_set_metric (TacticsAction *self,
                           TacticsMetric  metric)
{
  g_return_if_fail (TACTICS_IS_ACTION (self));
  g_return_if_fail (metric <= TACTICS_METRIC_HEX);

  if (self->metric == metric)
    return;
  self->metric = metric;
  g_object_notify_by_pspec (G_OBJECT (self), properties[PROP_METRIC]);
}

/**
 * tactics_action_get_shape:
 * @self: an action
 *
 * Returns the shape of the cells the action hits around its focus.
 *
 * Returns: the shape
 */
TacticsShape
tactics_action_get_shape (TacticsAction *self)
{
  g_return_val_if_fail (TACTICS_IS_ACTION (self), DEFAULT_SHAPE);

  return self->shape;
}

/**
 * tactics_action_set_shape:
 * @self: an action
 * @shape: the shape
 *
 * Sets the shape of the cells the action hits around its focus.
 */
void
tactics_action_set_shape (TacticsAction *self,
                          TacticsShape   shape)
{
  g_return_if_fail (TACTICS_IS_ACTION (self));
  g_return_if_fail (shape <= TACTICS_SHAPE_CIRCULAR);

  if (self->shape == shape)
    return;
  self->shape = shape;
  g_object_notify_by_pspec (G_OBJECT (self), properties[PROP_SHAPE]);
}

/**
 * tactics_action_get_extent:
 * @self: an action
 *
 * Returns how far the effect spreads from the focus.
 *
 * Returns: the extent, 1 to %TACTICS_MAX_EXTENT
 */
guint
tactics_action_get_extent (TacticsAction *self)
{
  g_return_val_if_fail (TACTICS_IS_ACTION (self), DEFAULT_EXTENT);

  return self->extent;
}

/**
 * tactics_action_set_extent:
 * @self: an action
 * @extent: the extent, 1 to %TACTICS_MAX_EXTENT
 *
 * Sets how far the effect spreads from the focus.
 */
void
tactics_action_set_extent (TacticsAction *self,
                           guint          extent)
{
  g_return_if_fail (TACTICS_IS_ACTION (self));
  g_return_if_fail (extent >= 1 && extent <= TACTICS_MAX_EXTENT);

  if (self->extent == extent)
    return;
  self->extent = extent;
  g_object_notify_by_pspec (G_OBJECT (self), properties[PROP_EXTENT]);
}

/**
 * tactics_action_get_effect:
 * @self: an action
 *
 * Returns what the action does to the units it affects.
 *
 * Returns: the effect
 */
TacticsEffect
tactics_action_get_effect (TacticsAction *self)
{
  g_return_val_if_fail (TACTICS_IS_ACTION (self), DEFAULT_EFFECT);

  return self->effect;
}

/**
 * tactics_action_set_effect:
 * @self: an action
 * @effect: the effect
 *
 * Sets what the action does to the units it affects.
 */
void
tactics_action_set_effect (TacticsAction *self,
                           TacticsEffect  effect)
{
  g_return_if_fail (TACTICS_IS_ACTION (self));
  g_return_if_fail (effect <= TACTICS_EFFECT_HEAL);

  if (self->effect == effect)
    return;
  self->effect = effect;
  g_object_notify_by_pspec (G_OBJECT (self), properties[PROP_EFFECT]);
}

/**
 * tactics_action_get_amount:
 * @self: an action
 *
 * Returns how many hit points the action takes or gives.
 *
 * Returns: the amount, 1 to %TACTICS_MAX_AMOUNT
 */
guint
tactics_action_get_amount (TacticsAction *self)
{
  g_return_val_if_fail (TACTICS_IS_ACTION (self), DEFAULT_AMOUNT);

  return self->amount;
}

/**
 * tactics_action_set_amount:
 * @self: an action
 * @amount: the amount, 1 to %TACTICS_MAX_AMOUNT
 *
 * Sets how many hit points the action takes or gives.
 */
void
tactics_action_set_amount (TacticsAction *self,
                           guint          amount)
{
  g_return_if_fail (TACTICS_IS_ACTION (self));
  g_return_if_fail (amount >= 1 && amount <= TACTICS_MAX_AMOUNT);

  if (self->amount == amount)
    return;
  self->amount = amount;
  g_object_notify_by_pspec (G_OBJECT (self), properties[PROP_AMOUNT]);
}

/**
 * tactics_effect_hp_after:
 * @effect: what the action does
 * @amount: how much, 0 to %TACTICS_MAX_DAMAGE (an action's amount after
 *   tactics_combat_damage())
 * @hp: the unit's hit points before
 * @max_hp: the unit's most hit points
 *
 * Works out a unit's hit points after an effect: damage takes @amount
 * (the result may fall to 0 or below: the unit is eliminated); healing
 * gives it back up to @max_hp and never lowers hit points already above.
 *
 * Returns: the hit points after the effect
 */
int
tactics_effect_hp_after (TacticsEffect effect,
                         guint         amount,
                         int           hp,
                         int           max_hp)
{
  g_return_val_if_fail (amount <= TACTICS_MAX_DAMAGE, hp);

  if (effect == TACTICS_EFFECT_HEAL)
    return MAX (hp, MIN (hp + (int) amount, max_hp));
  return hp - (int) amount;
}

/**
 * tactics_action_get_affects:
 * @self: an action
 *
 * Returns whose units the action affects.
 *
 * Returns: whose units it affects
 */
TacticsAffects
tactics_action_get_affects (TacticsAction *self)
{
  g_return_val_if_fail (TACTICS_IS_ACTION (self), DEFAULT_AFFECTS);

  return self->affects;
}

/**
 * tactics_action_set_affects:
 * @self: an action
 * @affects: whose units it affects
 *
 * Sets whose units the action affects.
 */
void
tactics_action_set_affects (TacticsAction  *self,
                            TacticsAffects  affects)
{
  g_return_if_fail (TACTICS_IS_ACTION (self));
  g_return_if_fail (affects <= TACTICS_AFFECTS_ALL);

  if (self->affects == affects)
    return;
  self->affects = affects;
  g_object_notify_by_pspec (G_OBJECT (self), properties[PROP_AFFECTS]);
}

/**
 * tactics_affects_owner:
 * @affects: whose units an action affects
 * @agent_owner: the player of the acting unit
 * @target_owner: the player of a unit the action hits
 *
 * Tells whether an action that affects @affects, used by a unit of
 * @agent_owner, touches a unit of @target_owner. The match, the threat map
 * and the computer player all ask this.
 *
 * Returns: %TRUE if the unit of @target_owner is affected
 */
gboolean
tactics_affects_owner (TacticsAffects affects,
                       guint          agent_owner,
                       guint          target_owner)
{
  switch (affects)
    {
    case TACTICS_AFFECTS_ENEMIES:
      return target_owner != agent_owner;
    case TACTICS_AFFECTS_ALLIES:
      return target_owner == agent_owner;
    case TACTICS_AFFECTS_ALL:
    default:
      return TRUE;
    }
}

TacticsAction *
tactics_action_copy (TacticsAction *self)
{
  TacticsAction *copy;

  g_return_val_if_fail (TACTICS_IS_ACTION (self), NULL);

  copy = g_object_new (TACTICS_TYPE_ACTION, NULL);
  tactics_model_copy_properties (G_OBJECT (self), G_OBJECT (copy));
  return copy;
}

/**
 * tactics_action_init_pattern:
 * @self: an action
 * @pattern: (out caller-allocates): the pattern to fill
 * @topology: the board's topology
 * @width: the board's width
 * @height: the board's height
 *
 * Fills @pattern with the geometry of @self on a board, like
 * tactics_pattern_init() with the action's metric, shape, range and extent
 * (an extent below 1 counts as 1).
 */
/* The geometry knows shapes; the action knows which one it uses. */
void
tactics_action_init_pattern (TacticsAction   *self,
                             TacticsPattern  *pattern,
                             TacticsTopology  topology,
                             int              width,
                             int              height)
{
  g_return_if_fail (TACTICS_IS_ACTION (self));
  g_return_if_fail (pattern != NULL);

  tactics_pattern_init (pattern, topology, width, height,
                        self->metric, self->shape, self->range_min, self->range_max,
                        MAX (self->extent, 1));
}

/**
 * tactics_action_get_damage_type:
 * @self: an action
 *
 * Returns the id of the damage type the action deals.
 *
 * Returns: (nullable): the id, or %NULL for none
 */
const char *
tactics_action_get_damage_type (TacticsAction *self)
{
  g_return_val_if_fail (TACTICS_IS_ACTION (self), NULL);

  return self->damage_type;
}

/**
 * tactics_action_set_damage_type:
 * @self: an action
 * @damage_type: (nullable): the id of a damage type of the ruleset, or
 *   %NULL for none
 *
 * Sets the damage type the action deals. Rename a damage type of a
 * ruleset with tactics_ruleset_rename_item() so that actions follow it.
 */
void
tactics_action_set_damage_type (TacticsAction *self,
                                const char    *damage_type)
{
  g_return_if_fail (TACTICS_IS_ACTION (self));

  if (damage_type != NULL && *damage_type == '\0')
    damage_type = NULL;
  if (tactics_set_str (&self->damage_type, damage_type))
    g_object_notify_by_pspec (G_OBJECT (self), properties[PROP_DAMAGE_TYPE]);
}

/**
 * tactics_action_get_answers:
 * @self: an action
 *
 * Returns whether units answer provoking blows with this action.
 *
 * Returns: %TRUE for an answering action
 */
gboolean
tactics_action_get_answers (TacticsAction *self)
{
  g_return_val_if_fail (TACTICS_IS_ACTION (self), FALSE);

  return self->answers;
}

/**
 * tactics_action_set_answers:
 * @self: an action
 * @answers: whether units answer with it
 *
 * Marks the action as one units answer provoking blows with. Only a
 * damaging action answers: the mark on a heal is kept but does nothing
 * (files refuse it).
 */
void
tactics_action_set_answers (TacticsAction *self,
                            gboolean       answers)
{
  g_return_if_fail (TACTICS_IS_ACTION (self));

  answers = !!answers;
  if (self->answers == answers)
    return;
  self->answers = answers;
  g_object_notify_by_pspec (G_OBJECT (self), properties[PROP_ANSWERS]);
}

/**
 * tactics_action_get_provokes:
 * @self: an action
 *
 * Returns whether the designer made this action provoke counter-attacks
 * although it is an area action or a heal.
 *
 * Returns: the mark as set
 */
gboolean
tactics_action_get_provokes (TacticsAction *self)
{
  g_return_val_if_fail (TACTICS_IS_ACTION (self), FALSE);

  return self->provokes;
}

/**
 * tactics_action_set_provokes:
 * @self: an action
 * @provokes: whether it provokes counter-attacks whatever its shape and
 *   effect
 *
 * Makes an area action or a heal provoke counter-attacks.
 */
void
tactics_action_set_provokes (TacticsAction *self,
                             gboolean       provokes)
{
  g_return_if_fail (TACTICS_IS_ACTION (self));

  provokes = !!provokes;
  if (self->provokes == provokes)
    return;
  self->provokes = provokes;
  g_object_notify_by_pspec (G_OBJECT (self), properties[PROP_PROVOKES]);
}
