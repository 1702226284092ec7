/* SPDX-License-Identifier: GPL-3.0-or-later */
#include "config.h"

#include <string.h>

#include "tactics-scenario-snapshot.h"
#include "tactics-geometry.h"
#include "tactics-model-enums.h"
#include "tactics-objective.h"
#include "tactics-player-kind.h"
#include "tactics-region.h"
#include "tactics-scenario.h"
#include "tactics-side.h"

typedef struct {
  TacticsObjective     *objective;
  TacticsObjectiveKind  kind;
  char                 *region;
  char                 *unit;
  guint                 rounds;
  guint                 points;
} ObjectiveValues;

typedef struct {
  TacticsSide       *side;
  char              *id;
  char              *name;
  guint              team;
  TacticsPlayerKind  player_kind;
  TacticsAiLevel     level;
  guint              budget;
  char              *start_zone;
  GStrv              allowed_units;
  GPtrArray         *placed_units;   /* TacticsPlacedUnit copies */
  GArray            *objectives;     /* ObjectiveValues */
} SideValues;

typedef struct {
  TacticsRegion *region;
  char          *id;
  char          *name;
  char          *color;
  gboolean       revealed;
  TacticsCell   *cells;
  guint          n_cells;
} RegionValues;

struct _TacticsScenarioSnapshot
{
  gatomicrefcount  ref_count;
  char            *name;
  char            *description;
  guint            round_limit;
  TacticsFogMode   fog;
  char            *victory_text;
  char            *defeat_text;
  GArray          *sides;     /* SideValues */
  GArray          *regions;   /* RegionValues */
};

/**
 * TacticsScenarioSnapshot:
 * A scenario as it was at one moment, for undo: its name, texts and round
 * limit, its sides (each with its values, placed units and objectives) and
 * its regions (each with its values and cells), in order.
 *
 * The sides, objectives and regions are the same objects, not copies, so a
 * restore puts back the very objects that forms and board layers show.
 * Take one with tactics_scenario_snapshot_new(); it is reference counted.
 */
G_DEFINE_BOXED_TYPE (TacticsScenarioSnapshot, tactics_scenario_snapshot,
                     tactics_scenario_snapshot_ref, tactics_scenario_snapshot_unref)

static void
objective_values_clear (gpointer data)
{
  ObjectiveValues *values = data;

  g_clear_object (&values->objective);
  g_free (values->region);
  g_free (values->unit);
}

static void
side_values_clear (gpointer data)
{
  SideValues *values = data;

  g_clear_object (&values->side);
  g_free (values->id);
  g_free (values->name);
  g_free (values->start_zone);
  g_strfreev (values->allowed_units);
  g_ptr_array_unref (values->placed_units);
  g_array_unref (values->objectives);
}

static void
region_values_clear (gpointer data)
{
  RegionValues *values = data;

  g_clear_object (&values->region);
  g_free (values->id);
  g_free (values->name);
  g_free (values->color);
  g_free (values->cells);
}

static void
read_side (SideValues  *values,
           TacticsSide *side)
{
  GListModel *objectives = tactics_side_get_objectives (side);
  guint n_objectives = g_list_model_get_n_items (objectives);
  guint n_units = tactics_side_get_n_placed_units (side);

  values->side = g_object_ref (side);
  values->id = g_strdup (tactics_side_get_id (side));
  values->name = g_strdup (tactics_side_get_name (side));
  values->team = tactics_side_get_team (side);
  values->player_kind = tactics_side_get_player_kind (side);
  values->level = tactics_side_get_level (side);
  values->budget = tactics_side_get_budget (side);
  values->start_zone = g_strdup (tactics_side_get_start_zone (side));
  values->allowed_units = g_strdupv ((GStrv) tactics_side_get_allowed_units (side));
  values->placed_units = g_ptr_array_new_full (n_units, (GDestroyNotify) tactics_placed_unit_free);
  for (guint i = 0; i < n_units; i++)
    g_ptr_array_add (values->placed_units,
                     tactics_placed_unit_copy (tactics_side_get_placed_unit (side, i)));
  values->objectives = g_array_sized_new (FALSE, TRUE, sizeof (ObjectiveValues), n_objectives);
  g_array_set_clear_func (values->objectives, objective_values_clear);
  for (guint i = 0; i < n_objectives; i++)
    {
      g_autoptr(TacticsObjective) objective = g_list_model_get_item (objectives, i);
      ObjectiveValues objective_values = {
        .objective = g_object_ref (objective),
        .kind = tactics_objective_get_kind (objective),
        .region = g_strdup (tactics_objective_get_region (objective)),
        .unit = g_strdup (tactics_objective_get_unit (objective)),
        .rounds = tactics_objective_get_rounds (objective),
        .points = tactics_objective_get_points (objective),
      };

      g_array_append_val (values->objectives, objective_values);
    }
}

static void
read_region (RegionValues  *values,
             TacticsRegion *region)
{
  const TacticsCell *cells = tactics_region_get_cells (region, &values->n_cells);

  values->region = g_object_ref (region);
  values->id = g_strdup (tactics_region_get_id (region));
  values->name = g_strdup (tactics_region_get_name (region));
  values->color = g_strdup (tactics_region_get_color (region));
  values->revealed = tactics_region_get_revealed (region);
  values->cells = g_memdup2 (cells, (gsize) values->n_cells * sizeof (TacticsCell));
}

/**
 * tactics_scenario_snapshot_new:
 * @scenario: a scenario
 *
 * Records the state of @scenario.
 *
 * Returns: (transfer full): a new snapshot
 */
TacticsScenarioSnapshot *
tactics_scenario_snapshot_new (TacticsScenario *scenario)
{
  TacticsScenarioSnapshot *self;
  GListModel *sides;
  GListModel *regions;

  g_return_val_if_fail (TACTICS_IS_SCENARIO (scenario), NULL);

  sides = tactics_scenario_get_sides (scenario);
  regions = tactics_scenario_get_regions (scenario);

  self = g_new0 (TacticsScenarioSnapshot, 1);
  g_atomic_ref_count_init (&self->ref_count);
  self->name = g_strdup (tactics_scenario_get_name (scenario));
  self->description = g_strdup (tactics_scenario_get_description (scenario));
  self->round_limit = tactics_scenario_get_round_limit (scenario);
  self->fog = tactics_scenario_get_fog (scenario);
  self->victory_text = g_strdup (tactics_scenario_get_victory_text (scenario));
  self->defeat_text = g_strdup (tactics_scenario_get_defeat_text (scenario));

  self->sides = g_array_new (FALSE, TRUE, sizeof (SideValues));
  g_array_set_clear_func (self->sides, side_values_clear);
  g_array_set_size (self->sides, g_list_model_get_n_items (sides));
  for (guint i = 0; i < self->sides->len; i++)
    {
      g_autoptr(TacticsSide) side = g_list_model_get_item (sides, i);

      read_side (&g_array_index (self->sides, SideValues, i), side);
    }

  self->regions = g_array_new (FALSE, TRUE, sizeof (RegionValues));
  g_array_set_clear_func (self->regions, region_values_clear);
  g_array_set_size (self->regions, g_list_model_get_n_items (regions));
  for (guint i = 0; i < self->regions->len; i++)
    {
      g_autoptr(TacticsRegion) region = g_list_model_get_item (regions, i);

      read_region (&g_array_index (self->regions, RegionValues, i), region);
    }
  return self;
}

/**
 * tactics_scenario_snapshot_ref:
 * @self: a snapshot
 *
 * Takes a reference on a snapshot.
 *
 * Returns: (transfer full): @self
 */
TacticsScenarioSnapshot *
tactics_scenario_snapshot_ref (TacticsScenarioSnapshot *self)
{
  g_return_val_if_fail (self != NULL, NULL);

  g_atomic_ref_count_inc (&self->ref_count);
  return self;
}

/**
 * tactics_scenario_snapshot_unref:
 * @self: (transfer full): a snapshot
 *
 * Drops a reference on a snapshot, freeing it with the last one.
 */
void
tactics_scenario_snapshot_unref (TacticsScenarioSnapshot *self)
{
  g_return_if_fail (self != NULL);

  if (!g_atomic_ref_count_dec (&self->ref_count))
    return;
  g_free (self->name);
  g_free (self->description);
  g_free (self->victory_text);
  g_free (self->defeat_text);
  g_array_unref (self->sides);
  g_array_unref (self->regions);
  g_free (self);
}

static gboolean
strv_equal0 (const char * const *a,
             const char * const *b)
{
  if (a == NULL || b == NULL)
    return a == b;
  return g_strv_equal (a, b);
}

static gboolean
placed_units_equal (const TacticsPlacedUnit *a,
                    const TacticsPlacedUnit *b)
{
  return g_strcmp0 (a->id, b->id) == 0 && g_strcmp0 (a->name, b->name) == 0
         && g_strcmp0 (a->unit_type, b->unit_type) == 0
         && a->cell.x == b->cell.x && a->cell.y == b->cell.y && a->hp == b->hp;
}

static gboolean
placed_units_match (SideValues  *values,
                    TacticsSide *side)
{
  if (tactics_side_get_n_placed_units (side) != values->placed_units->len)
    return FALSE;
  for (guint i = 0; i < values->placed_units->len; i++)
    if (!placed_units_equal (g_ptr_array_index (values->placed_units, i),
                             tactics_side_get_placed_unit (side, i)))
      return FALSE;
  return TRUE;
}

static gboolean
objective_matches (ObjectiveValues  *values,
                   TacticsObjective *objective)
{
  return values->objective == objective
         && values->kind == tactics_objective_get_kind (objective)
         && g_strcmp0 (values->region, tactics_objective_get_region (objective)) == 0
         && g_strcmp0 (values->unit, tactics_objective_get_unit (objective)) == 0
         && values->rounds == tactics_objective_get_rounds (objective)
         && values->points == tactics_objective_get_points (objective);
}

static gboolean
side_matches (SideValues  *values,
              TacticsSide *side)
{
  GListModel *objectives = tactics_side_get_objectives (side);

  if (values->side != side
      || g_strcmp0 (values->id, tactics_side_get_id (side)) != 0
      || g_strcmp0 (values->name, tactics_side_get_name (side)) != 0
      || values->team != tactics_side_get_team (side)
      || values->player_kind != tactics_side_get_player_kind (side)
      || values->level != tactics_side_get_level (side)
      || values->budget != tactics_side_get_budget (side)
      || g_strcmp0 (values->start_zone, tactics_side_get_start_zone (side)) != 0
      || !strv_equal0 ((const char * const *) values->allowed_units,
                       tactics_side_get_allowed_units (side))
      || !placed_units_match (values, side)
      || g_list_model_get_n_items (objectives) != values->objectives->len)
    return FALSE;
  for (guint i = 0; i < values->objectives->len; i++)
    {
      g_autoptr(TacticsObjective) objective = g_list_model_get_item (objectives, i);

      if (!objective_matches (&g_array_index (values->objectives, ObjectiveValues, i), objective))
        return FALSE;
    }
  return TRUE;
}

static gboolean
region_matches (RegionValues  *values,
                TacticsRegion *region)
{
  guint n_cells;
  const TacticsCell *cells = tactics_region_get_cells (region, &n_cells);

  return values->region == region
         && g_strcmp0 (values->id, tactics_region_get_id (region)) == 0
         && g_strcmp0 (values->name, tactics_region_get_name (region)) == 0
         && g_strcmp0 (values->color, tactics_region_get_color (region)) == 0
         && values->revealed == tactics_region_get_revealed (region)
         && n_cells == values->n_cells
         && (n_cells == 0 || memcmp (cells, values->cells, n_cells * sizeof (TacticsCell)) == 0);
}

/**
 * tactics_scenario_snapshot_matches:
 * @self: a snapshot
 * @scenario: a scenario
 *
 * Tells whether @scenario is as the snapshot recorded it: the same sides
 * and regions, in the same order, with the same values.
 *
 * Returns: %TRUE if nothing changed since the snapshot
 */
gboolean
tactics_scenario_snapshot_matches (TacticsScenarioSnapshot *self,
                                   TacticsScenario         *scenario)
{
  GListModel *sides;
  GListModel *regions;

  g_return_val_if_fail (self != NULL, FALSE);
  g_return_val_if_fail (TACTICS_IS_SCENARIO (scenario), FALSE);

  sides = tactics_scenario_get_sides (scenario);
  regions = tactics_scenario_get_regions (scenario);
  if (g_strcmp0 (self->name, tactics_scenario_get_name (scenario)) != 0
      || g_strcmp0 (self->description, tactics_scenario_get_description (scenario)) != 0
      || self->round_limit != tactics_scenario_get_round_limit (scenario)
      || self->fog != tactics_scenario_get_fog (scenario)
      || g_strcmp0 (self->victory_text, tactics_scenario_get_victory_text (scenario)) != 0
      || g_strcmp0 (self->defeat_text, tactics_scenario_get_defeat_text (scenario)) != 0
      || g_list_model_get_n_items (sides) != self->sides->len
      || g_list_model_get_n_items (regions) != self->regions->len)
    return FALSE;
  for (guint i = 0; i < self->sides->len; i++)
    {
      g_autoptr(TacticsSide) side = g_list_model_get_item (sides, i);

      if (!side_matches (&g_array_index (self->sides, SideValues, i), side))
        return FALSE;
    }
  for (guint i = 0; i < self->regions->len; i++)
    {
      g_autoptr(TacticsRegion) region = g_list_model_get_item (regions, i);

      if (!region_matches (&g_array_index (self->regions, RegionValues, i), region))
        return FALSE;
    }
  return TRUE;
}

static void
restore_side (SideValues *values)
{
  TacticsSide *side = values->side;
  GListModel *objectives = tactics_side_get_objectives (side);
  gboolean same_objectives = g_list_model_get_n_items (objectives) == values->objectives->len;

  /* Each setter notifies only a change. */
  tactics_side_set_id (side, values->id);
  tactics_side_set_name (side, values->name);
  tactics_side_set_team (side, values->team);
  tactics_side_set_player_kind (side, values->player_kind);
  tactics_side_set_level (side, values->level);
  tactics_side_set_budget (side, values->budget);
  tactics_side_set_start_zone (side, values->start_zone);
  if (!strv_equal0 ((const char * const *) values->allowed_units,
                    tactics_side_get_allowed_units (side)))
    tactics_side_set_allowed_units (side, (const char * const *) values->allowed_units);

  if (!placed_units_match (values, side))
    {
      while (tactics_side_get_n_placed_units (side) > 0)
        tactics_side_remove_placed_unit (side, tactics_side_get_n_placed_units (side) - 1);
      for (guint i = 0; i < values->placed_units->len; i++)
        tactics_side_insert_placed_unit (side, i, g_ptr_array_index (values->placed_units, i));
    }

  for (guint i = 0; same_objectives && i < values->objectives->len; i++)
    {
      g_autoptr(TacticsObjective) objective = g_list_model_get_item (objectives, i);

      same_objectives = g_array_index (values->objectives, ObjectiveValues, i).objective
                        == objective;
    }
  if (!same_objectives)
    {
      while (g_list_model_get_n_items (objectives) > 0)
        tactics_side_remove_objective (side, g_list_model_get_n_items (objectives) - 1);
      for (guint i = 0; i < values->objectives->len; i++)
        tactics_side_insert_objective (side, i,
                                       g_array_index (values->objectives, ObjectiveValues,
                                                      i).objective);
    }
  for (guint i = 0; i < values->objectives->len; i++)
    {
      ObjectiveValues *objective_values = &g_array_index (values->objectives, ObjectiveValues, i);
      TacticsObjective *objective = objective_values->objective;

      tactics_objective_set_kind (objective, objective_values->kind);
      tactics_objective_set_region (objective, objective_values->region);
      tactics_objective_set_unit (objective, objective_values->unit);
      tactics_objective_set_rounds (objective, objective_values->rounds);
      tactics_objective_set_points (objective, objective_values->points);
    }
}

static void
restore_region (RegionValues *values)
{
  TacticsRegion *region = values->region;

  tactics_region_set_id (region, values->id);
  tactics_region_set_name (region, values->name);
  tactics_region_set_color (region, values->color);
  tactics_region_set_revealed (region, values->revealed);
  if (!region_matches (values, region))
    {
      tactics_region_clear (region);
      tactics_region_set_cells (region, values->cells, values->n_cells, TRUE);
    }
}

/**
 * tactics_scenario_snapshot_restore:
 * @self: a snapshot
 * @scenario: the scenario the snapshot was taken of
 *
 * Puts @scenario back as it was: its lists (only where their objects
 * differ), then each value in place (only where it differs).
 */
void
tactics_scenario_snapshot_restore (TacticsScenarioSnapshot *self,
                                   TacticsScenario         *scenario)
{
  GListModel *sides;
  GListModel *regions;
  gboolean same_sides;
  gboolean same_regions;

  g_return_if_fail (self != NULL);
  g_return_if_fail (TACTICS_IS_SCENARIO (scenario));

  sides = tactics_scenario_get_sides (scenario);
  regions = tactics_scenario_get_regions (scenario);

  tactics_scenario_set_name (scenario, self->name);
  tactics_scenario_set_description (scenario, self->description);
  tactics_scenario_set_round_limit (scenario, self->round_limit);
  tactics_scenario_set_fog (scenario, self->fog);
  tactics_scenario_set_victory_text (scenario, self->victory_text);
  tactics_scenario_set_defeat_text (scenario, self->defeat_text);

  /* Regions first, so that restored sides find their start zones. */
  same_regions = g_list_model_get_n_items (regions) == self->regions->len;
  for (guint i = 0; same_regions && i < self->regions->len; i++)
    {
      g_autoptr(TacticsRegion) region = g_list_model_get_item (regions, i);

      same_regions = g_array_index (self->regions, RegionValues, i).region == region;
    }
  if (!same_regions)
    {
      while (g_list_model_get_n_items (regions) > 0)
        tactics_scenario_remove_region (scenario, g_list_model_get_n_items (regions) - 1);
      for (guint i = 0; i < self->regions->len; i++)
        tactics_scenario_insert_region (scenario, i,
                                        g_array_index (self->regions, RegionValues, i).region);
    }
  for (guint i = 0; i < self->regions->len; i++)
    restore_region (&g_array_index (self->regions, RegionValues, i));

  same_sides = g_list_model_get_n_items (sides) == self->sides->len;
  for (guint i = 0; same_sides && i < self->sides->len; i++)
    {
      g_autoptr(TacticsSide) side = g_list_model_get_item (sides, i);

      same_sides = g_array_index (self->sides, SideValues, i).side == side;
    }
  if (!same_sides)
    {
      while (g_list_model_get_n_items (sides) > 0)
        tactics_scenario_remove_side (scenario, g_list_model_get_n_items (sides) - 1);
      for (guint i = 0; i < self->sides->len; i++)
        tactics_scenario_insert_side (scenario, i,
                                      g_array_index (self->sides, SideValues, i).side);
    }
  for (guint i = 0; i < self->sides->len; i++)
    restore_side (&g_array_index (self->sides, SideValues, i));
}
