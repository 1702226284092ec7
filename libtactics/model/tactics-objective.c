/* SPDX-License-Identifier: GPL-3.0-or-later */
#include "config.h"

#include <glib/gi18n-lib.h>

#include "tactics-objective.h"
#include "tactics-model-enum-types.h"
#include "tactics-model-enums.h"
#include "tactics-model-private.h"

struct _TacticsObjective
{
  GObject parent_instance;

  TacticsObjectiveKind  kind;
  char                 *region;
  char                 *unit;
  guint                 rounds;
  guint                 points;
};

/**
 * TacticsObjective:
 * One goal of a scenario's side. Which values a kind uses:
 *
 * - #TacticsObjective:region (a region's id): hold-region, reach-region;
 * - #TacticsObjective:unit (a placed unit's id): protect-unit and
 *   eliminate-unit need it; reach-region may name the unit that must get
 *   there (%NULL: any);
 * - #TacticsObjective:rounds: hold-region (rounds in a row),
 *   survive-rounds;
 * - #TacticsObjective:points: what meeting it is worth when most-points
 *   decides.
 *
 * A side owns its objectives; tactics_objective_new() makes one to add with
 * tactics_side_insert_objective().
 */
G_DEFINE_FINAL_TYPE (TacticsObjective, tactics_objective, G_TYPE_OBJECT)

enum {
  PROP_0,
  PROP_KIND,
  PROP_REGION,
  PROP_UNIT,
  PROP_ROUNDS,
  PROP_POINTS,
  N_PROPS
};

static GParamSpec *properties[N_PROPS];

static void
tactics_objective_finalize (GObject *object)
{
  TacticsObjective *self = TACTICS_OBJECTIVE (object);

  g_clear_pointer (&self->region, g_free);
  g_clear_pointer (&self->unit, g_free);

  G_OBJECT_CLASS (tactics_objective_parent_class)->finalize (object);
}

static void
tactics_objective_get_property (GObject    *object,
                                guint       prop_id,
                                GValue     *value,
                                GParamSpec *pspec)
{
  TacticsObjective *self = TACTICS_OBJECTIVE (object);

  switch (prop_id)
    {
    case PROP_KIND:
      g_value_set_enum (value, self->kind);
      break;
    case PROP_REGION:
      g_value_set_string (value, self->region);
      break;
    case PROP_UNIT:
      g_value_set_string (value, self->unit);
      break;
    case PROP_ROUNDS:
      g_value_set_uint (value, self->rounds);
      break;
    case PROP_POINTS:
      g_value_set_uint (value, self->points);
      break;
    default:
      G_OBJECT_WARN_INVALID_PROPERTY_ID (object, prop_id, pspec);
    }
}

static void
tactics_objective_set_property (GObject      *object,
                                guint         prop_id,
                                const GValue *value,
                                GParamSpec   *pspec)
{
  TacticsObjective *self = TACTICS_OBJECTIVE (object);

  switch (prop_id)
    {
    case PROP_KIND:
      tactics_objective_set_kind (self, g_value_get_enum (value));
      break;
    case PROP_REGION:
      tactics_objective_set_region (self, g_value_get_string (value));
      break;
    case PROP_UNIT:
      tactics_objective_set_unit (self, g_value_get_string (value));
      break;
    case PROP_ROUNDS:
      tactics_objective_set_rounds (self, g_value_get_uint (value));
      break;
    case PROP_POINTS:
      tactics_objective_set_points (self, g_value_get_uint (value));
      break;
    default:
      G_OBJECT_WARN_INVALID_PROPERTY_ID (object, prop_id, pspec);
    }
}

static void
tactics_objective_class_init (TacticsObjectiveClass *klass)
{
  GObjectClass *object_class = G_OBJECT_CLASS (klass);
  const GParamFlags flags = G_PARAM_READWRITE | G_PARAM_EXPLICIT_NOTIFY | G_PARAM_STATIC_STRINGS;

  object_class->finalize = tactics_objective_finalize;
  object_class->get_property = tactics_objective_get_property;
  object_class->set_property = tactics_objective_set_property;

  /**
   * TacticsObjective:kind:
   * What the side plays for.
   */
  properties[PROP_KIND] =
    g_param_spec_enum ("kind", NULL, NULL, TACTICS_TYPE_OBJECTIVE_KIND,
                       TACTICS_OBJECTIVE_ELIMINATE_ALL, flags);
  /**
   * TacticsObjective:region:
   * The id of the region the objective names, or %NULL.
   */
  properties[PROP_REGION] = g_param_spec_string ("region", NULL, NULL, NULL, flags);
  /**
   * TacticsObjective:unit:
   * The id of the placed unit the objective names, or %NULL.
   */
  properties[PROP_UNIT] = g_param_spec_string ("unit", NULL, NULL, NULL, flags);
  /**
   * TacticsObjective:rounds:
   * How many rounds the objective counts, 1 to
   * %TACTICS_MAX_OBJECTIVE_ROUNDS.
   */
  properties[PROP_ROUNDS] =
    g_param_spec_uint ("rounds", NULL, NULL, 1, TACTICS_MAX_OBJECTIVE_ROUNDS, 1, flags);
  /**
   * TacticsObjective:points:
   * What meeting the objective is worth when most-points decides, 0 to
   * %TACTICS_MAX_OBJECTIVE_POINTS.
   */
  properties[PROP_POINTS] =
    g_param_spec_uint ("points", NULL, NULL, 0, TACTICS_MAX_OBJECTIVE_POINTS, 0, flags);
  g_object_class_install_properties (object_class, N_PROPS, properties);
}

static void
tactics_objective_init (TacticsObjective *self)
{
  self->rounds = 1;
}

/**
 * tactics_objective_new:
 * @kind: what the side plays for
 *
 * Creates an objective of @kind with no region or unit, 1 round and no
 * points.
 *
 * Returns: (transfer full): a new objective
 */
TacticsObjective *
tactics_objective_new (TacticsObjectiveKind kind)
{
  return g_object_new (TACTICS_TYPE_OBJECTIVE, "kind", kind, NULL);
}

/**
 * tactics_objective_copy:
 * @self: an objective
 *
 * Makes a new objective with @self's kind and values.
 *
 * Returns: (transfer full): the copy
 */
TacticsObjective *
tactics_objective_copy (TacticsObjective *self)
{
  TacticsObjective *copy;

  g_return_val_if_fail (TACTICS_IS_OBJECTIVE (self), NULL);

  copy = tactics_objective_new (self->kind);
  tactics_objective_set_region (copy, self->region);
  tactics_objective_set_unit (copy, self->unit);
  tactics_objective_set_rounds (copy, self->rounds);
  tactics_objective_set_points (copy, self->points);
  return copy;
}

/**
 * tactics_objective_get_kind:
 * @self: an objective
 *
 * Returns what the side plays for.
 *
 * Returns: the kind of objective
 */
TacticsObjectiveKind
tactics_objective_get_kind (TacticsObjective *self)
{
  g_return_val_if_fail (TACTICS_IS_OBJECTIVE (self), TACTICS_OBJECTIVE_ELIMINATE_ALL);

  return self->kind;
}

/**
 * tactics_objective_set_kind:
 * @self: an objective
 * @kind: the kind of objective
 *
 * Sets what the side plays for. Values the new kind does not use are kept.
 */
void
tactics_objective_set_kind (TacticsObjective     *self,
                            TacticsObjectiveKind  kind)
{
  g_return_if_fail (TACTICS_IS_OBJECTIVE (self));
  g_return_if_fail (kind <= TACTICS_OBJECTIVE_MOST_POINTS);

  if (self->kind == kind)
    return;
  self->kind = kind;
  g_object_notify_by_pspec (G_OBJECT (self), properties[PROP_KIND]);
}

/**
 * tactics_objective_get_region:
 * @self: an objective
 *
 * Returns the id of the region the objective names.
 *
 * Returns: (nullable): the region id, or %NULL
 */
const char *
tactics_objective_get_region (TacticsObjective *self)
{
  g_return_val_if_fail (TACTICS_IS_OBJECTIVE (self), NULL);

  return self->region;
}

/**
 * tactics_objective_set_region:
 * @self: an objective
 * @region: (nullable): a region id, or %NULL
 *
 * Sets the region the objective names.
 */
void
tactics_objective_set_region (TacticsObjective *self,
                              const char       *region)
{
  g_return_if_fail (TACTICS_IS_OBJECTIVE (self));

  if (tactics_set_str (&self->region, region))
    g_object_notify_by_pspec (G_OBJECT (self), properties[PROP_REGION]);
}

/**
 * tactics_objective_get_unit:
 * @self: an objective
 *
 * Returns the id of the placed unit the objective names.
 *
 * Returns: (nullable): the unit id, or %NULL
 */
const char *
tactics_objective_get_unit (TacticsObjective *self)
{
  g_return_val_if_fail (TACTICS_IS_OBJECTIVE (self), NULL);

  return self->unit;
}

/**
 * tactics_objective_set_unit:
 * @self: an objective
 * @unit: (nullable): a placed unit's id, or %NULL
 *
 * Sets the placed unit the objective names.
 */
void
tactics_objective_set_unit (TacticsObjective *self,
                            const char       *unit)
{
  g_return_if_fail (TACTICS_IS_OBJECTIVE (self));

  if (tactics_set_str (&self->unit, unit))
    g_object_notify_by_pspec (G_OBJECT (self), properties[PROP_UNIT]);
}

/**
 * tactics_objective_get_rounds:
 * @self: an objective
 *
 * Returns how many rounds the objective counts.
 *
 * Returns: the rounds, 1 to %TACTICS_MAX_OBJECTIVE_ROUNDS
 */
guint
tactics_objective_get_rounds (TacticsObjective *self)
{
  g_return_val_if_fail (TACTICS_IS_OBJECTIVE (self), 1);

  return self->rounds;
}

/**
 * tactics_objective_set_rounds:
 * @self: an objective
 * @rounds: 1 to %TACTICS_MAX_OBJECTIVE_ROUNDS
 *
 * Sets how many rounds the objective counts.
 */
void
tactics_objective_set_rounds (TacticsObjective *self,
                              guint             rounds)
{
  g_return_if_fail (TACTICS_IS_OBJECTIVE (self));
  g_return_if_fail (rounds >= 1 && rounds <= TACTICS_MAX_OBJECTIVE_ROUNDS);

  if (self->rounds == rounds)
    return;
  self->rounds = rounds;
  g_object_notify_by_pspec (G_OBJECT (self), properties[PROP_ROUNDS]);
}

/**
 * tactics_objective_get_points:
 * @self: an objective
 *
 * Returns what meeting the objective is worth when most-points decides.
 *
 * Returns: the points, 0 to %TACTICS_MAX_OBJECTIVE_POINTS
 */
guint
tactics_objective_get_points (TacticsObjective *self)
{
  g_return_val_if_fail (TACTICS_IS_OBJECTIVE (self), 0);

  return self->points;
}

/**
 * tactics_objective_set_points:
 * @self: an objective
 * @points: 0 to %TACTICS_MAX_OBJECTIVE_POINTS
 *
 * Sets what meeting the objective is worth when most-points decides.
 */
void
tactics_objective_set_points (TacticsObjective *self,
                              guint             points)
{
  g_return_if_fail (TACTICS_IS_OBJECTIVE (self));
  g_return_if_fail (points <= TACTICS_MAX_OBJECTIVE_POINTS);

  if (self->points == points)
    return;
  self->points = points;
  g_object_notify_by_pspec (G_OBJECT (self), properties[PROP_POINTS]);
}

/**
 * tactics_objective_kind_is_defeat:
 * @kind: a kind of objective
 *
 * Tells whether meeting an objective of @kind makes its side lose
 * (protect-unit) rather than win.
 *
 * Returns: %TRUE for a kind that makes its side lose
 */
gboolean
tactics_objective_kind_is_defeat (TacticsObjectiveKind kind)
{
  return kind == TACTICS_OBJECTIVE_PROTECT_UNIT;
}

/**
 * tactics_objective_kind_uses_region:
 * @kind: a kind of objective
 *
 * Tells whether an objective of @kind names a region.
 *
 * Returns: %TRUE for hold-region and reach-region
 */
gboolean
tactics_objective_kind_uses_region (TacticsObjectiveKind kind)
{
  return kind == TACTICS_OBJECTIVE_HOLD_REGION || kind == TACTICS_OBJECTIVE_REACH_REGION;
}

/**
 * tactics_objective_kind_uses_unit:
 * @kind: a kind of objective
 *
 * Tells whether an objective of @kind names a placed unit (reach-region
 * may leave it out).
 *
 * Returns: %TRUE for protect-unit, eliminate-unit and reach-region
 */
gboolean
tactics_objective_kind_uses_unit (TacticsObjectiveKind kind)
{
  return kind == TACTICS_OBJECTIVE_PROTECT_UNIT || kind == TACTICS_OBJECTIVE_ELIMINATE_UNIT
         || kind == TACTICS_OBJECTIVE_REACH_REGION;
}

/**
 * tactics_objective_kind_uses_rounds:
 * @kind: a kind of objective
 *
 * Tells whether an objective of @kind counts rounds.
 *
 * Returns: %TRUE for hold-region and survive-rounds
 */
gboolean
tactics_objective_kind_uses_rounds (TacticsObjectiveKind kind)
{
  return kind == TACTICS_OBJECTIVE_HOLD_REGION || kind == TACTICS_OBJECTIVE_SURVIVE_ROUNDS;
}

/**
 * tactics_objective_dup_sentence:
 * @self: an objective
 * @side: the name of the side that plays for it
 * @region: (nullable): the name of its region, if it uses one
 * @unit: (nullable): the name of its unit, if it uses one
 *
 * Says the objective as a sentence for players, e.g. "Blue wins by holding
 * the Old Tower for 3 rounds in a row."
 *
 * Returns: (transfer full): the sentence, translated
 */
char *
tactics_objective_dup_sentence (TacticsObjective *self,
                                const char       *side,
                                const char       *region,
                                const char       *unit)
{
  g_return_val_if_fail (TACTICS_IS_OBJECTIVE (self), NULL);
  g_return_val_if_fail (side != NULL, NULL);

  /* A name left out reads as what it stands for. */
  if (region == NULL)
    region = _("the region");
  if (unit == NULL)
    unit = _("the unit");

  switch (self->kind)
    {
    case TACTICS_OBJECTIVE_ELIMINATE_ALL:
      /* Translators: an objective; %s is a side, e.g. "Blue wins by eliminating every enemy
       * unit.". */
      return g_strdup_printf (_("%s wins by eliminating every enemy unit."), side);
    case TACTICS_OBJECTIVE_HOLD_REGION:
      return g_strdup_printf (g_dngettext (GETTEXT_PACKAGE,
                                           /* Translators: an objective; a side, a region, a
                                            * number of rounds, e.g. "Blue wins by holding the
                                            * Old Tower for 3 rounds in a row.". */
                                           "%s wins by holding %s for %u round.",
                                           "%s wins by holding %s for %u rounds in a row.",
                                           self->rounds),
                              side, region, self->rounds);
    case TACTICS_OBJECTIVE_REACH_REGION:
      if (self->unit == NULL)
        /* Translators: an objective; a side, then a region, e.g. "Blue wins by reaching the
         * Old Tower with any unit.". */
        return g_strdup_printf (_("%s wins by reaching %s with any unit."), side, region);
      /* Translators: an objective; a side, a region, then a unit, e.g. "Blue wins by reaching
       * the Old Tower with the Captain.". */
      return g_strdup_printf (_("%s wins by reaching %s with %s."), side, region, unit);
    case TACTICS_OBJECTIVE_PROTECT_UNIT:
      /* Translators: an objective; a side, then one of its units, e.g. "Blue loses if the
       * Captain falls.". */
      return g_strdup_printf (_("%s loses if %s falls."), side, unit);
    case TACTICS_OBJECTIVE_ELIMINATE_UNIT:
      /* Translators: an objective; a side, then an enemy unit, e.g. "Blue wins by eliminating
       * the Warlord.". */
      return g_strdup_printf (_("%s wins by eliminating %s."), side, unit);
    case TACTICS_OBJECTIVE_SURVIVE_ROUNDS:
      return g_strdup_printf (g_dngettext (GETTEXT_PACKAGE,
                                           /* Translators: an objective; a side, then a number
                                            * of rounds, e.g. "Blue wins by lasting 10
                                            * rounds.". */
                                           "%s wins by lasting %u round.",
                                           "%s wins by lasting %u rounds.",
                                           self->rounds),
                              side, self->rounds);
    case TACTICS_OBJECTIVE_MOST_POINTS:
      /* Translators: an objective; %s is a side, e.g. "Blue wins with the most points when
       * the rounds run out.". */
      return g_strdup_printf (_("%s wins with the most points when the rounds run out."), side);
    default:
      g_return_val_if_reached (NULL);
    }
}
