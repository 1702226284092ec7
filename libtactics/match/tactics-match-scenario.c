/* SPDX-License-Identifier: GPL-3.0-or-later */
/* A match that plays a scenario: its own copy of the scenario, checked
 * once against the match's map and rules, the sides' budgets and allowed
 * units, the pre-placed units and the start zones. The objectives are
 * judged in tactics-match-objectives.c. */
#include "config.h"

#include <glib/gi18n-lib.h>
#include <string.h>

#include "tactics-cost-grid.h"
#include "tactics-geometry.h"
#include "tactics-map.h"
#include "tactics-match-private.h"
#include "tactics-match.h"
#include "tactics-model-enums.h"
#include "tactics-objective.h"
#include "tactics-player.h"
#include "tactics-region.h"
#include "tactics-ruleset.h"
#include "tactics-scenario.h"
#include "tactics-side.h"
#include "tactics-unit-private.h"
#include "tactics-unit-type.h"
#include "tactics-unit.h"

/* A copy of @scenario on @map (the match's own copy of the map): later
 * edits of the original, as in an editor play-testing its document, must
 * not reach the match. */
static TacticsScenario *
copy_scenario (TacticsScenario *scenario,
               TacticsMap      *map)
{
  TacticsScenario *copy = tactics_scenario_new (map);
  GListModel *regions = tactics_scenario_get_regions (scenario);
  GListModel *sides = tactics_scenario_get_sides (scenario);

  tactics_scenario_set_name (copy, tactics_scenario_get_name (scenario));
  tactics_scenario_set_description (copy, tactics_scenario_get_description (scenario));
  tactics_scenario_set_round_limit (copy, tactics_scenario_get_round_limit (scenario));
  tactics_scenario_set_fog (copy, tactics_scenario_get_fog (scenario));
  tactics_scenario_set_victory_text (copy, tactics_scenario_get_victory_text (scenario));
  tactics_scenario_set_defeat_text (copy, tactics_scenario_get_defeat_text (scenario));

  for (guint i = 0; i < g_list_model_get_n_items (regions); i++)
    {
      g_autoptr(TacticsRegion) region = g_list_model_get_item (regions, i);
      g_autoptr(TacticsRegion) region_copy = tactics_region_copy (region, NULL);

      tactics_scenario_insert_region (copy, G_MAXUINT, region_copy);
    }
  for (guint i = 0; i < g_list_model_get_n_items (sides); i++)
    {
      g_autoptr(TacticsSide) side = g_list_model_get_item (sides, i);
      g_autoptr(TacticsSide) side_copy = tactics_side_copy (side, NULL, TRUE);

      tactics_scenario_insert_side (copy, G_MAXUINT, side_copy);
    }
  return copy;
}

/* Whether @placed, a unit of @side, can stand where the scenario puts it. */
static gboolean
check_placed_unit (TacticsMatch            *self,
                   TacticsScenario         *scenario,
                   TacticsSide             *side,
                   const TacticsPlacedUnit *placed,
                   GHashTable              *taken,
                   GError                 **error)
{
  TacticsUnitType *type = tactics_ruleset_lookup_unit_type (self->ruleset, placed->unit_type);
  const char *movetype;
  const TacticsCostGrid *grid;
  gpointer key;

  if (type == NULL)
    {
      g_set_error (error, TACTICS_MATCH_ERROR, TACTICS_MATCH_ERROR_SETUP,
                   /* Translators: a placed unit's id, a side's name, then a unit type's id, e.g.
                    * "The unit “king” of Blue is a “knight”, which the rules do not have.". */
                   _("The unit “%s” of %s is a “%s”, which the rules do not have."),
                   placed->id, tactics_side_get_display_name (side), placed->unit_type);
      return FALSE;
    }
  if (!match_contains (self, placed->cell))
    {
      g_set_error (error, TACTICS_MATCH_ERROR, TACTICS_MATCH_ERROR_SETUP,
                   /* Translators: a placed unit's id, a side's name, then a column and a row,
                    * e.g. "The unit “king” of Blue stands off the board, at 40,2.". */
                   _("The unit “%s” of %s stands off the board, at %d,%d."),
                   placed->id, tactics_side_get_display_name (side), placed->cell.x, placed->cell.y);
      return FALSE;
    }
  movetype = tactics_unit_type_get_movetype (type);
  grid = movetype != NULL ? tactics_map_get_cost_grid (self->map, movetype) : NULL;
  if (grid == NULL || tactics_cost_grid_get (grid, placed->cell.x, placed->cell.y) == 0)
    {
      g_set_error (error, TACTICS_MATCH_ERROR, TACTICS_MATCH_ERROR_SETUP,
                   /* Translators: a placed unit's id, a side's name, then a column and a row,
                    * e.g. "The unit “king” of Blue cannot stand on its cell, 3,2.". */
                   _("The unit “%s” of %s cannot stand on its cell, %d,%d."),
                   placed->id, tactics_side_get_display_name (side), placed->cell.x, placed->cell.y);
      return FALSE;
    }
  key = GINT_TO_POINTER (match_cell_index (self, placed->cell) + 1);
  if (g_hash_table_contains (taken, key))
    {
      g_set_error (error, TACTICS_MATCH_ERROR, TACTICS_MATCH_ERROR_SETUP,
                   /* Translators: a placed unit's id, a side's name, then a column and a row,
                    * e.g. "The unit “king” of Blue shares its cell, 3,2, with another unit.". */
                   _("The unit “%s” of %s shares its cell, %d,%d, with another unit."),
                   placed->id, tactics_side_get_display_name (side), placed->cell.x, placed->cell.y);
      return FALSE;
    }
  g_hash_table_add (taken, key);
  if (placed->hp > tactics_unit_type_get_max_hp (type))
    {
      g_set_error (error, TACTICS_MATCH_ERROR, TACTICS_MATCH_ERROR_SETUP,
                   /* Translators: a placed unit's id, a side's name, its HP, then the most its
                    * unit type has, e.g. "The unit “king” of Blue has 12 HP, more than the 10
                    * of its type.". */
                   _("The unit “%s” of %s has %u HP, more than the %u of its type."),
                   placed->id, tactics_side_get_display_name (side), placed->hp,
                   tactics_unit_type_get_max_hp (type));
      return FALSE;
    }
  return TRUE;
}

/* Whether @objective of @side names what the scenario has, as its kind
 * needs. */
static gboolean
check_objective (TacticsScenario   *scenario,
                 TacticsSide       *side,
                 TacticsObjective  *objective,
                 guint              index,
                 GError           **error)
{
  TacticsObjectiveKind kind = tactics_objective_get_kind (objective);
  const char *region = tactics_objective_get_region (objective);
  const char *unit = tactics_objective_get_unit (objective);
  TacticsSide *owner = NULL;

  if (tactics_objective_kind_uses_region (kind) &&
      (region == NULL || tactics_scenario_lookup_region (scenario, region) == NULL))
    {
      g_set_error (error, TACTICS_MATCH_ERROR, TACTICS_MATCH_ERROR_SETUP,
                   /* Translators: an objective's number, a side's name, then a region's id,
                    * e.g. "Objective 2 of Blue names the region “tower”, which the scenario
                    * does not have.". */
                   _("Objective %u of %s names the region “%s”, which the scenario does not "
                     "have."),
                   index + 1, tactics_side_get_display_name (side), region != NULL ? region : "");
      return FALSE;
    }
  if ((unit != NULL || kind == TACTICS_OBJECTIVE_PROTECT_UNIT ||
       kind == TACTICS_OBJECTIVE_ELIMINATE_UNIT) && tactics_objective_kind_uses_unit (kind) &&
      (unit == NULL || tactics_scenario_lookup_placed_unit (scenario, unit, &owner) == NULL))
    {
      g_set_error (error, TACTICS_MATCH_ERROR, TACTICS_MATCH_ERROR_SETUP,
                   /* Translators: an objective's number, a side's name, then a unit's id, e.g.
                    * "Objective 2 of Blue names the unit “king”, which the scenario does not
                    * have.". */
                   _("Objective %u of %s names the unit “%s”, which the scenario does not have."),
                   index + 1, tactics_side_get_display_name (side), unit != NULL ? unit : "");
      return FALSE;
    }
  if ((kind == TACTICS_OBJECTIVE_PROTECT_UNIT || kind == TACTICS_OBJECTIVE_REACH_REGION) &&
      owner != NULL && owner != side)
    {
      g_set_error (error, TACTICS_MATCH_ERROR, TACTICS_MATCH_ERROR_SETUP,
                   /* Translators: an objective's number, a side's name, then a unit's id, e.g.
                    * "Objective 2 of Blue names “king”, a unit of another side.". */
                   _("Objective %u of %s names “%s”, a unit of another side."),
                   index + 1, tactics_side_get_display_name (side), unit);
      return FALSE;
    }
  if (kind == TACTICS_OBJECTIVE_ELIMINATE_UNIT && owner == side)
    {
      g_set_error (error, TACTICS_MATCH_ERROR, TACTICS_MATCH_ERROR_SETUP,
                   /* Translators: an objective's number, a side's name, then a unit's id, e.g.
                    * "Objective 2 of Blue names “king”, one of its own units.". */
                   _("Objective %u of %s names “%s”, one of its own units."),
                   index + 1, tactics_side_get_display_name (side), unit);
      return FALSE;
    }
  return TRUE;
}

static gboolean
check_scenario (TacticsMatch     *self,
                TacticsScenario  *scenario,
                GError          **error)
{
  TacticsMap *map = tactics_scenario_get_map (scenario);
  guint n_sides = g_list_model_get_n_items (tactics_scenario_get_sides (scenario));
  g_autoptr(GHashTable) taken = g_hash_table_new (NULL, NULL);

  if (tactics_map_get_width (map) != self->width || tactics_map_get_height (map) != self->height ||
      tactics_map_get_topology (map) != tactics_map_get_topology (self->map))
    {
      g_set_error_literal (error, TACTICS_MATCH_ERROR, TACTICS_MATCH_ERROR_SETUP,
                           _("The scenario is made for a map of another size or shape."));
      return FALSE;
    }
  if (n_sides != self->players->len)
    {
      g_set_error (error, TACTICS_MATCH_ERROR, TACTICS_MATCH_ERROR_SETUP,
                   g_dngettext (GETTEXT_PACKAGE,
                                /* Translators: the sides of the scenario, then the players of
                                 * the match. */
                                "The scenario has %u side, but the match has %u players.",
                                "The scenario has %u sides, but the match has %u players.",
                                n_sides),
                   n_sides, self->players->len);
      return FALSE;
    }

  for (guint s = 0; s < n_sides; s++)
    {
      TacticsSide *side = tactics_scenario_get_side (scenario, s);
      const char *zone = tactics_side_get_start_zone (side);
      GListModel *objectives = tactics_side_get_objectives (side);

      if (zone != NULL && tactics_scenario_lookup_region (scenario, zone) == NULL)
        {
          g_set_error (error, TACTICS_MATCH_ERROR, TACTICS_MATCH_ERROR_SETUP,
                       /* Translators: a side's name, then a region's id, e.g. "Blue starts in
                        * the region “camp”, which the scenario does not have.". */
                       _("%s starts in the region “%s”, which the scenario does not have."),
                       tactics_side_get_display_name (side), zone);
          return FALSE;
        }
      for (guint u = 0; u < tactics_side_get_n_placed_units (side); u++)
        if (!check_placed_unit (self, scenario, side, tactics_side_get_placed_unit (side, u),
                                taken, error))
          return FALSE;
      for (guint o = 0; o < g_list_model_get_n_items (objectives); o++)
        {
          g_autoptr(TacticsObjective) objective = g_list_model_get_item (objectives, o);

          if (!check_objective (scenario, side, objective, o, error))
            return FALSE;
        }
    }
  return TRUE;
}

/* Sides of the same team (not 0) are allies in sight (doc/rules.md,
 * "Fog of war"). */
static void
share_team_vision (TacticsMatch *self)
{
  guint n_sides = g_list_model_get_n_items (tactics_scenario_get_sides (self->scenario));

  for (guint p = 0; p < n_sides; p++)
    for (guint q = p + 1; q < n_sides; q++)
      {
        guint team = tactics_side_get_team (tactics_scenario_get_side (self->scenario, p));

        if (team != 0 && team == tactics_side_get_team (tactics_scenario_get_side (self->scenario, q)))
          tactics_match_share_vision (self, p, q);
      }
}

/* Regions marked revealed are explored by every side from the start
 * (doc/rules.md, "Fog of war"). */
static void
reveal_regions (TacticsMatch *self)
{
  GListModel *regions = tactics_scenario_get_regions (self->scenario);
  guint n_regions = g_list_model_get_n_items (regions);

  for (guint r = 0; r < n_regions; r++)
    {
      g_autoptr(TacticsRegion) region = g_list_model_get_item (regions, r);
      g_autoptr(GArray) cells = NULL;
      const TacticsCell *all;
      guint n_cells;

      if (!tactics_region_get_revealed (region))
        continue;
      all = tactics_region_get_cells (region, &n_cells);
      cells = g_array_sized_new (FALSE, FALSE, sizeof (TacticsCell), n_cells);
      for (guint i = 0; i < n_cells; i++)
        if (match_contains (self, all[i]))
          g_array_append_val (cells, all[i]);
      for (guint p = 0; p < self->players->len; p++)
        tactics_match_reveal_cells (self, p, (const TacticsCell *) cells->data, cells->len);
    }
}

/**
 * tactics_match_set_scenario:
 * @self: a match in set-up, with its players added
 * @scenario: the scenario to play
 * @error: return location for a #TACTICS_MATCH_ERROR
 *
 * Makes the match play @scenario: player i plays side i, so there must be
 * as many players as sides. The match keeps its own copy and takes the
 * scenario's round limit unless one was set. Sides' budgets replace
 * units-per-player, pre-placed units exist from the start (after every
 * army's units in the unit ids), start zones hold their side's placement,
 * and objectives are judged after every command and at the end of every
 * round (see doc/rules.md, "Scenarios and objectives"). The match takes
 * the scenario's fog mode, sides of the same team other than 0 become
 * allies in sight (tactics_match_share_vision()), and every side knows the
 * regions marked revealed from the start (tactics_match_reveal_cells()).
 *
 * Refused with %TACTICS_MATCH_ERROR_SETUP and a reason for a wrong number
 * of players, a map of another size or shape, and scenario parts the rules
 * or the map cannot play (unknown regions, units or unit types,
 * pre-placed units off the board, on impassable or shared cells, or with
 * more HP than their type has).
 *
 * Returns: %TRUE when the scenario is set, %FALSE with @error set
 */
gboolean
tactics_match_set_scenario (TacticsMatch     *self,
                            TacticsScenario  *scenario,
                            GError          **error)
{
  g_return_val_if_fail (TACTICS_IS_MATCH (self), FALSE);
  g_return_val_if_fail (TACTICS_IS_SCENARIO (scenario), FALSE);
  g_return_val_if_fail (error == NULL || *error == NULL, FALSE);

  if (!tactics_match_check_phase (self, TACTICS_MATCH_PHASE_SETUP, error))
    return FALSE;
  if (!check_scenario (self, scenario, error))
    return FALSE;

  g_clear_object (&self->scenario);
  self->scenario = copy_scenario (scenario, self->map);
  if (self->round_limit == 0)
    tactics_match_set_round_limit (self, tactics_scenario_get_round_limit (scenario));
  self->fog = tactics_scenario_get_fog (scenario);
  share_team_vision (self);
  reveal_regions (self);
  return TRUE;
}

/**
 * tactics_match_get_scenario:
 * @self: a match
 *
 * Gives the scenario the match plays.
 *
 * Returns: (transfer none) (nullable): the match's own copy of its
 *   scenario (read it, do not change it), or %NULL for a plain match
 */
TacticsScenario *
tactics_match_get_scenario (TacticsMatch *self)
{
  g_return_val_if_fail (TACTICS_IS_MATCH (self), NULL);
  return self->scenario;
}

void
tactics_match_clear_scenario (TacticsMatch *self)
{
  g_clear_object (&self->scenario);
  g_clear_pointer (&self->zones, g_free);
  for (guint p = 0; p < TACTICS_MAX_PLAYERS; p++)
    g_clear_pointer (&self->objectives[p], g_free);
}

/* Armies */

/**
 * tactics_match_get_army_limit:
 * @self: a match
 * @player: the index of a player
 *
 * Gives the most units @player's army may have.
 *
 * Returns: the most units @player's army may have: its side's budget, else
 *   units-per-player
 */
guint
tactics_match_get_army_limit (TacticsMatch *self,
                              guint        player)
{
  g_return_val_if_fail (TACTICS_IS_MATCH (self), 0);

  if (self->scenario == NULL || tactics_scenario_get_side (self->scenario, player) == NULL)
    return self->units_per_player;
  return tactics_side_get_army_size (tactics_scenario_get_side (self->scenario, player),
                                     self->ruleset, self->units_per_player);
}

/**
 * tactics_match_allows_unit_type:
 * @self: a match
 * @player: the index of a player
 * @unit_type_id: the id of a unit type
 *
 * Tells whether @player may form units of a type: any type of the rules
 * in a plain match, those its side allows in a scenario.
 *
 * Returns: %TRUE when @player may form units of that type
 */
gboolean
tactics_match_allows_unit_type (TacticsMatch *self,
                                guint        player,
                                const char  *unit_type_id)
{
  TacticsSide *side;

  g_return_val_if_fail (TACTICS_IS_MATCH (self), FALSE);
  g_return_val_if_fail (unit_type_id != NULL, FALSE);

  if (tactics_ruleset_lookup_unit_type (self->ruleset, unit_type_id) == NULL)
    return FALSE;
  side = self->scenario != NULL ? tactics_scenario_get_side (self->scenario, player) : NULL;
  return side == NULL || tactics_side_allows_unit (side, unit_type_id);
}

gboolean
tactics_match_check_allowed_units (TacticsMatch        *self,
                                   guint               player,
                                   const char * const *unit_type_ids,
                                   GError            **error)
{
  TacticsSide *side;

  if (self->scenario == NULL)
    return TRUE;
  side = tactics_scenario_get_side (self->scenario, player);
  if (side == NULL)
    return TRUE;
  for (guint i = 0; unit_type_ids[i] != NULL; i++)
    if (!tactics_side_allows_unit (side, unit_type_ids[i]))
      {
        TacticsUnitType *type = tactics_ruleset_lookup_unit_type (self->ruleset, unit_type_ids[i]);

        g_set_error (error, TACTICS_MATCH_ERROR, TACTICS_MATCH_ERROR_FORMATION,
                     /* Translators: a side's name, then a unit type's name, e.g. "Blue may not
                      * form Knight units in this scenario.". */
                     _("%s may not form %s units in this scenario."),
                     tactics_side_get_display_name (side),
                     type != NULL ? tactics_unit_type_get_name (type) : unit_type_ids[i]);
        return FALSE;
      }
  return TRUE;
}

/* Pre-placed units */

/* Makes the scenario's pre-placed units, after the armies' units (whose
 * ids stay as in a plain match), already placed with their HP. The unit
 * rules are resolved by the caller. */
void
tactics_match_create_placed_units (TacticsMatch *self)
{
  guint n_sides;

  self->n_army_units = self->units->len;
  if (self->scenario == NULL)
    return;
  n_sides = g_list_model_get_n_items (tactics_scenario_get_sides (self->scenario));
  for (guint s = 0; s < n_sides; s++)
    {
      TacticsSide *side = tactics_scenario_get_side (self->scenario, s);

      for (guint u = 0; u < tactics_side_get_n_placed_units (side); u++)
        {
          const TacticsPlacedUnit *placed = tactics_side_get_placed_unit (side, u);
          TacticsUnitType *type = tactics_ruleset_lookup_unit_type (self->ruleset,
                                                                     placed->unit_type);
          TacticsUnit *unit;

          /* Checked when the scenario was set; the rules are the match's own. */
          g_assert (type != NULL);
          unit = tactics_unit_new (self->units->len, s, type);
          unit->cell = placed->cell;
          unit->placed = TRUE;
          if (placed->hp != 0)
            tactics_unit_set_hp (unit, (int) placed->hp);
          g_ptr_array_add (self->units, unit);
        }
    }
}

/* The scenario's pre-placed unit that @unit became, or NULL: they follow
 * the armies' units, side by side, in order. */
static const TacticsPlacedUnit *
placed_unit_of (TacticsMatch *self,
                TacticsUnit  *unit)
{
  guint n_sides;
  guint index;

  if (self->scenario == NULL || self->phase == TACTICS_MATCH_PHASE_SETUP ||
      unit->id < self->n_army_units)
    return NULL;
  n_sides = g_list_model_get_n_items (tactics_scenario_get_sides (self->scenario));
  index = unit->id - self->n_army_units;
  for (guint s = 0; s < n_sides; s++)
    {
      TacticsSide *side = tactics_scenario_get_side (self->scenario, s);
      guint n_placed = tactics_side_get_n_placed_units (side);

      if (index < n_placed)
        return tactics_side_get_placed_unit (side, index);
      index -= n_placed;
    }
  return NULL;
}

/**
 * tactics_match_get_unit_name:
 * @self: a match
 * @unit: a unit of the match
 *
 * Gives the name the scenario gives @unit, one of its pre-placed units
 * ("Captain Ilsa").
 *
 * Returns: (transfer none) (nullable): the name, or %NULL for a unit of an
 *   army or a pre-placed unit the scenario does not name
 */
const char *
tactics_match_get_unit_name (TacticsMatch *self,
                             TacticsUnit  *unit)
{
  const TacticsPlacedUnit *placed;

  g_return_val_if_fail (TACTICS_IS_MATCH (self), NULL);
  g_return_val_if_fail (TACTICS_IS_UNIT (unit), NULL);

  placed = placed_unit_of (self, unit);
  return placed != NULL ? placed->name : NULL;
}

/**
 * tactics_match_get_unit_display_name:
 * @self: a match
 * @unit: a unit of the match
 *
 * Gives what players call @unit: its name (tactics_match_get_unit_name()),
 * else its unit type's name.
 *
 * Returns: (transfer none): the name
 */
const char *
tactics_match_get_unit_display_name (TacticsMatch *self,
                                     TacticsUnit  *unit)
{
  const char *name;

  g_return_val_if_fail (TACTICS_IS_MATCH (self), NULL);
  g_return_val_if_fail (TACTICS_IS_UNIT (unit), NULL);

  name = tactics_match_get_unit_name (self, unit);
  return name != NULL ? name : tactics_unit_type_get_name (unit->unit_type);
}

/* Puts the pre-placed units on their cells of the board. */
void
tactics_match_occupy_placed_units (TacticsMatch *self)
{
  for (guint i = self->n_army_units; i < self->units->len; i++)
    match_occupy (self, match_unit (self, i), match_unit (self, i)->cell);
}

/* Start zones */

/* Marks each player's start zone on the board and checks that it can
 * hold the player's army: the passable free cells of the zone for its
 * first unit, at least as many free cells as the army has units. The
 * placement rule itself is checked when the start cells are drawn. */
gboolean
tactics_match_check_zones (TacticsMatch  *self,
                           GError       **error)
{
  guint n_sides;

  /* Marks from an earlier start (of another scenario, maybe) go. */
  self->zoned = 0;
  if (self->zones != NULL)
    memset (self->zones, 0, (gsize) self->width * (gsize) self->height);
  if (self->scenario == NULL)
    return TRUE;
  n_sides = g_list_model_get_n_items (tactics_scenario_get_sides (self->scenario));
  for (guint s = 0; s < n_sides; s++)
    {
      TacticsSide *side = tactics_scenario_get_side (self->scenario, s);
      const char *zone_id = tactics_side_get_start_zone (side);
      TacticsRegion *zone;
      const TacticsCell *cells;
      const TacticsUnit *first;
      guint n_cells, room = 0, army = 0;

      if (zone_id == NULL)
        continue;
      zone = tactics_scenario_lookup_region (self->scenario, zone_id);
      g_assert (zone != NULL);
      if (self->zones == NULL)
        self->zones = g_new0 (guint8, (gsize) self->width * (gsize) self->height);
      self->zoned |= (guint8) (1u << s);
      cells = tactics_region_get_cells (zone, &n_cells);
      for (guint i = 0; i < self->n_army_units; i++)
        if (match_unit (self, i)->owner == s)
          army++;
      first = army > 0 ? tactics_match_first_unit_of (self, s) : NULL;
      for (guint c = 0; c < n_cells; c++)
        {
          if (!match_contains (self, cells[c]))
            continue;
          self->zones[match_cell_index (self, cells[c])] |= (guint8) (1u << s);
          if (first != NULL && self->occupant[match_cell_index (self, cells[c])] == 0 &&
              match_passable (self, first->id, cells[c]))
            room++;
        }
      if (room < army)
        {
          g_set_error (error, TACTICS_MATCH_ERROR, TACTICS_MATCH_ERROR_NO_ROOM,
                       g_dngettext (GETTEXT_PACKAGE,
                                    /* Translators: a region's name, a side's name, the free
                                     * cells of the region, then the units of the army, e.g.
                                     * "The start zone the Camp of Blue has room for 2 units,
                                     * but its army has 4.". */
                                    "The start zone %s of %s has room for %u unit, but its army "
                                    "has %u.",
                                    "The start zone %s of %s has room for %u units, but its "
                                    "army has %u.",
                                    room),
                       tactics_region_get_display_name (zone), tactics_side_get_display_name (side), room, army);
          return FALSE;
        }
    }
  return TRUE;
}
