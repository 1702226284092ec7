/* SPDX-License-Identifier: GPL-3.0-or-later */
#include "config.h"

#include <glib/gi18n.h>

#include "tactics-game-art.h"
#include "tactics-game-text.h"

char *
tactics_game_text_describe_action (TacticsAction   *action,
                                   TacticsRuleset  *ruleset,
                                   TacticsTopology  topology)
{
  guint amount;
  guint range_min;
  guint range_max;
  guint extent;
  g_autofree char *effect = NULL;
  g_autofree char *range = NULL;
  g_autofree char *shape = NULL;
  const char *who = NULL;
  const char *type_id;
  TacticsDamageType *type = NULL;
  g_autofree char *summary = NULL;

  g_return_val_if_fail (TACTICS_IS_ACTION (action), NULL);

  amount = tactics_action_get_amount (action);
  range_min = tactics_action_get_range_min (action);
  range_max = tactics_action_get_range_max (action);
  extent = tactics_action_get_extent (action);

  if (tactics_action_get_effect (action) == TACTICS_EFFECT_HEAL)
    /* Translators: part of an action's summary (effect · range · area): %u is the hit points
     * restored, e.g. "heals 4". */
    effect = g_strdup_printf (_("heals %u"), amount);
  else
    {
      type_id = tactics_action_get_damage_type (action);
      if (ruleset != NULL && type_id != NULL)
        type = tactics_ruleset_lookup_damage_type (ruleset, type_id);
      if (type != NULL)
        /* Translators: part of an action's summary (effect · range · area): %u is the hit
         * points taken, %s the damage type's name, e.g. "7 damage (Blade)". */
        effect = g_strdup_printf (_("%u damage (%s)"), amount,
                                  tactics_damage_type_get_name (type));
      else
        /* Translators: part of an action's summary (effect · range · area): %u is the hit
         * points taken, e.g. "7 damage". */
        effect = g_strdup_printf (_("%u damage"), amount);
    }

  if (range_max == 0)
    range = g_strdup (_("on itself"));
  else if (range_min == range_max)
    /* Translators: part of an action's summary (effect · range · area), e.g. "range 2". */
    range = g_strdup_printf (_("range %u"), range_max);
  else
    /* Translators: part of an action's summary (effect · range · area), e.g. "range 2–4". */
    range = g_strdup_printf (_("range %u–%u"), range_min, range_max);

  switch (tactics_action_get_shape (action))
    {
    case TACTICS_SHAPE_LINEAR:
      /* Translators: part of an action's summary (effect · range · area), e.g. "a line of 3
       * cells". */
      shape = extent > 1 ? g_strdup_printf (_("a line of %u cells"), extent)
                         : g_strdup (_("one cell"));
      break;
    case TACTICS_SHAPE_CIRCULAR:
      if (extent <= 1)
        shape = g_strdup (_("one cell"));
      else if (topology == TACTICS_TOPOLOGY_SQUARE &&
               tactics_action_get_metric (action) == TACTICS_METRIC_CHEBYSHEV)
        /* Translators: part of an action's summary (effect · range · area): the area's columns
         * and rows, e.g. "a 3×3 area". */
        shape = g_strdup_printf (_("a %u×%u area"), 2 * extent - 1, 2 * extent - 1);
      else
        /* Translators: part of an action's summary (effect · range · area), e.g. "an area of
         * radius 2". */
        shape = g_strdup_printf (_("an area of radius %u"), extent - 1);
      break;
    case TACTICS_SHAPE_SINGLE:
    default:
      shape = g_strdup (_("one cell"));
      break;
    }

  switch (tactics_action_get_affects (action))
    {
    case TACTICS_AFFECTS_ALLIES:
      who = _("allies only");
      break;
    case TACTICS_AFFECTS_ALL:
      who = _("hits everyone there, allies too");
      break;
    case TACTICS_AFFECTS_ENEMIES:
    default:
      who = NULL;
      break;
    }

  if (who != NULL)
    /* Translators: effect · range · area · who, e.g. "4 damage · range 2–4 ·
     * a 3×3 area · hits everyone there, allies too". */
    summary = g_strdup_printf (_("%s · %s · %s · %s"), effect, range, shape, who);
  else
    /* Translators: effect · range · area, e.g. "7 damage · range 1 · one cell". */
    summary = g_strdup_printf (_("%s · %s · %s"), effect, range, shape);

  /* Heals never answer, whatever the file says. */
  if (tactics_action_get_effect (action) != TACTICS_EFFECT_HEAL &&
      tactics_action_get_answers (action))
    /* Translators: an action's summary, then that the action strikes back at
     * whoever hits its unit, e.g. "7 damage · range 1 · one cell · answers
     * attacks". */
    return g_strdup_printf (_("%s · answers attacks"), summary);
  return g_steal_pointer (&summary);
}

char *
tactics_game_text_describe_stats (TacticsUnitType *type,
                                  TacticsRuleset  *ruleset)
{
  const char *movetype_id;
  TacticsMovetype *movetype = NULL;
  const char *movetype_name;

  g_return_val_if_fail (TACTICS_IS_UNIT_TYPE (type), NULL);

  movetype_id = tactics_unit_type_get_movetype (type);
  if (ruleset != NULL && movetype_id != NULL)
    movetype = tactics_ruleset_lookup_movetype (ruleset, movetype_id);
  movetype_name = movetype != NULL ? tactics_movetype_get_name (movetype) : movetype_id;

  /* Translators: e.g. "24 HP · move 4 (Foot) · speed 5". */
  return g_strdup_printf (_("%u HP · move %u (%s) · speed %u"),
                          tactics_unit_type_get_max_hp (type),
                          tactics_unit_type_get_move (type),
                          movetype_name != NULL ? movetype_name : "?",
                          tactics_unit_type_get_speed (type));
}

char *
tactics_game_text_player_markup (TacticsMatch *match,
                                 int          player)
{
  static const char * const marks[] = { "●", "■", "◆", "▲", "⬢", "★", "⬟", "⯃" };
  TacticsPlayer *info;
  guint team;
  g_autofree char *name = NULL;

  g_return_val_if_fail (TACTICS_IS_MATCH (match), NULL);

  if (player < 0 || (guint) player >= tactics_match_get_n_players (match))
    return g_strdup ("?");
  info = tactics_match_get_player (match, (guint) player);
  team = tactics_team_for_player (info);
  name = g_markup_escape_text (tactics_player_get_name (info), -1);
  return g_strdup_printf ("<span foreground=\"%s\">%s</span> <b>%s</b>",
                          tactics_team_get (team)->color,
                          marks[tactics_team_get (team)->shape % G_N_ELEMENTS (marks)],
                          name);
}

static char *
unit_markup (TacticsMatch *match,
             int          unit_id)
{
  TacticsUnit *unit;
  g_autofree char *owner = NULL;
  g_autofree char *type = NULL;

  if (unit_id < 0 || (guint) unit_id >= tactics_match_get_n_units (match))
    return g_strdup ("?");
  unit = tactics_match_get_unit (match, (guint) unit_id);
  owner = tactics_game_text_player_markup (match, (int) tactics_unit_get_owner (unit));
  /* A unit the scenario names goes by its name: "Blue’s Captain Ilsa". */
  type = g_markup_escape_text (tactics_match_get_unit_display_name (match, unit), -1);
  /* Translators: a player's unit, e.g. "Blue’s Archer". */
  return g_strdup_printf (_("%s’s %s"), owner, type);
}

static const char *
action_name (TacticsMatch *match,
             int          unit_id,
             int          action)
{
  TacticsUnit *unit;
  TacticsAction *info;

  if (unit_id < 0 || (guint) unit_id >= tactics_match_get_n_units (match) || action < 0)
    return "?";
  unit = tactics_match_get_unit (match, (guint) unit_id);
  info = tactics_match_get_unit_action (match, unit, (guint) action);
  return info != NULL ? tactics_action_get_name (info) : "?";
}

/* "22 → 15", or "22 → ✖" when the unit would be eliminated. */
static char *
hp_change (int      before,
           int      after,
           gboolean eliminated)
{
  if (eliminated || after <= 0)
    return g_strdup_printf ("%d → ✖", before);
  return g_strdup_printf ("%d → %d", before, after);
}

/* Whether @hit's unit answers, as the forecast counts it: it has an
 * answer, and the blow does not surely eliminate it. */
static gboolean
hit_answers (const TacticsHit *hit)
{
  return hit->counter_action >= 0 && !(hit->eliminated && hit->chance >= 100);
}

static guint
count_answering_hits (TacticsForecast *forecast)
{
  guint n = 0;

  for (guint i = 0; i < tactics_forecast_get_n_hits (forecast); i++)
    if (hit_answers (tactics_forecast_get_hit (forecast, i)))
      n++;
  return n;
}

/* "you 18 → 12" */
static char *
agent_change (TacticsForecast *forecast)
{
  g_autofree char *change = hp_change (tactics_forecast_get_agent_hp_before (forecast),
                                       tactics_forecast_get_agent_hp_after (forecast), FALSE);

  /* Translators: on a forecast, what the acting unit is left with once the
   * counter-attacks land, e.g. "you 18 → 12" (✖ when they eliminate it). */
  return g_strdup_printf (_("you %s"), change);
}

char *
tactics_game_text_forecast_hit (TacticsForecast *forecast,
                                guint            index)
{
  const TacticsHit *hit;
  g_autofree char *change = NULL;
  g_autofree char *blow = NULL;
  g_autofree char *answer = NULL;

  g_return_val_if_fail (forecast != NULL, NULL);
  g_return_val_if_fail (index < tactics_forecast_get_n_hits (forecast), NULL);

  hit = tactics_forecast_get_hit (forecast, index);
  change = hp_change (hit->hp_before, hit->hp_after, hit->eliminated);
  if (hit->chance < 100)
    /* Translators: on a forecast, the chance that a blow hits, then what it
     * leaves of its target when it does, e.g. "70%: 22 → 15". */
    blow = g_strdup_printf (_("%1$d%%: %2$s"), hit->chance, change);
  else
    blow = g_steal_pointer (&change);

  if (!hit_answers (hit) || tactics_forecast_get_n_answers (forecast) == 0)
    return g_steal_pointer (&blow);

  if (hit->counter_chance < 100)
    /* Translators: on a forecast, the damage the target's counter-attack
     * does to the acting unit, then its chance to hit, e.g. "answers 6 (70%)". */
    answer = g_strdup_printf (_("answers %1$d (%2$d%%)"), hit->counter_amount,
                              hit->counter_chance);
  else
    /* Translators: on a forecast, the damage the target's counter-attack
     * does to the acting unit, e.g. "answers 6". */
    answer = g_strdup_printf (_("answers %d"), hit->counter_amount);

  if (count_answering_hits (forecast) == 1)
    {
      g_autofree char *agent = agent_change (forecast);
      g_autofree char *both = g_steal_pointer (&answer);

      /* Translators: on a forecast, a counter-attack, then what the acting
       * unit is left with, e.g. "answers 6 → you 18 → 12". */
      answer = g_strdup_printf (_("%1$s → %2$s"), both, agent);
    }
  return g_strdup_printf ("%s · %s", blow, answer);
}

char *
tactics_game_text_forecast_agent (TacticsForecast *forecast)
{
  g_return_val_if_fail (forecast != NULL, NULL);

  if (tactics_forecast_get_n_answers (forecast) == 0 || count_answering_hits (forecast) < 2)
    return NULL;
  return agent_change (forecast);
}

char *
tactics_game_text_describe_defence (guint defence)
{
  /* Translators: on the unit card, the terrain defence the unit would have
   * on the cell under the pointer, e.g. "Defence here: 30%". */
  return g_strdup_printf (_("Defence here: %u%%"), defence);
}

char *
tactics_game_text_describe_resistances (TacticsUnitType *type,
                                        TacticsRuleset  *ruleset)
{
  g_autofree const char **ids = NULL;
  g_autoptr(GString) list = NULL;

  g_return_val_if_fail (TACTICS_IS_UNIT_TYPE (type), NULL);
  g_return_val_if_fail (TACTICS_IS_RULESET (ruleset), NULL);

  ids = tactics_unit_type_get_resistance_types (type);
  for (guint i = 0; ids != NULL && ids[i] != NULL; i++)
    {
      int value = tactics_unit_type_get_resistance (type, ids[i]);
      TacticsDamageType *damage_type = tactics_ruleset_lookup_damage_type (ruleset, ids[i]);
      g_autofree char *number = NULL;

      if (value == 0)
        continue;
      if (list == NULL)
        list = g_string_new (NULL);
      else
        /* Translators: between the names of a list, but the last two. */
        g_string_append (list, _(", "));
      number = value < 0 ? g_strdup_printf ("−%d", -value) : g_strdup_printf ("%d", value);
      /* Translators: a damage type's name, then the unit's resistance to it
       * in percent (below 0 a weakness), e.g. "Blade 50%" or "Pierce −50%". */
      g_string_append_printf (list, _("%1$s %2$s%%"),
                              damage_type != NULL ? tactics_damage_type_get_name (damage_type)
                                                  : ids[i],
                              number);
    }
  if (list == NULL)
    return NULL;
  /* Translators: on the unit card, e.g. "Resistances: Blade 50%, Pierce −50%". */
  return g_strdup_printf (_("Resistances: %s"), list->str);
}

static char *
objective_markup (TacticsMatch        *match,
                  const TacticsEvent *event)
{
  g_autofree char *player = NULL;
  g_autofree char *progress = NULL;
  g_autofree char *objective = NULL;

  if (event->player < 0 || event->objective < 0 ||
      (guint) event->objective >= tactics_match_get_n_objectives (match, (guint) event->player))
    return NULL;
  player = tactics_game_text_player_markup (match, event->player);
  /* Progress as it stood then: a loaded match tells its log again. */
  progress = event->kind == TACTICS_EVENT_OBJECTIVE_PROGRESS
             ? tactics_match_dup_objective_progress_at (match, (guint) event->player,
                                                        (guint) event->objective,
                                                        (guint) MAX (event->amount, 0),
                                                        (guint) MAX (event->total, 0))
             : tactics_match_dup_objective_progress (match, (guint) event->player,
                                                     (guint) event->objective);
  objective = g_markup_escape_text (progress, -1);
  switch (event->kind)
    {
    case TACTICS_EVENT_OBJECTIVE_PROGRESS:
      /* Translators: a player's name, then one of its objectives and how far it is, e.g.
       * "Blue · Hold the Old Tower: 2 of 3 rounds". */
      return g_strdup_printf (_("%s · %s"), player, objective);
    case TACTICS_EVENT_OBJECTIVE_MET:
      if (event->amount > 0)
        /* Translators: a player's name, the points it scores, then the objective it met, e.g.
         * "Blue scores 5 points: Reach the Old Tower.". */
        return g_strdup_printf (ngettext ("%s scores <b>%d</b> point: %s.",
                                          "%s scores <b>%d</b> points: %s.",
                                          (gulong) event->amount),
                                player, event->amount, objective);
      /* Translators: a player's name, then the objective it met, e.g. "Blue meets an
       * objective: Reach the Old Tower.". */
      return g_strdup_printf (_("%s <b>meets an objective</b>: %s."), player, objective);
    case TACTICS_EVENT_OBJECTIVE_FAILED:
    default:
      /* Translators: a player's name, then the objective it can no longer meet, e.g. "Blue
       * fails an objective: Protect the Captain.". */
      return g_strdup_printf (_("%s <b>fails an objective</b>: %s."), player, objective);
    }
}

char *
tactics_game_text_event_markup (TacticsMatch        *match,
                                const TacticsEvent *event)
{
  g_autofree char *player = NULL;
  g_autofree char *unit = NULL;

  g_return_val_if_fail (TACTICS_IS_MATCH (match), NULL);
  g_return_val_if_fail (event != NULL, NULL);

  switch (event->kind)
    {
    case TACTICS_EVENT_PLACEMENT_STARTED:
      player = tactics_game_text_player_markup (match, event->player);
      /* Translators: %s is a player's name, e.g. "Blue places the army.". */
      return g_strdup_printf (_("%s places the army."), player);

    case TACTICS_EVENT_UNIT_PLACED:
      unit = unit_markup (match, event->unit);
      /* Translators: a player's unit, then its column and row, e.g. "Blue’s Archer takes the
       * field at 4,7.". */
      return g_strdup_printf (_("%s takes the field at %d,%d."), unit, event->to.x, event->to.y);

    case TACTICS_EVENT_TURN_STARTED:
      if (tactics_match_get_mode (match) == TACTICS_MATCH_MODE_INITIATIVE && event->unit >= 0)
        {
          unit = unit_markup (match, event->unit);
          /* Translators: a turn begins, e.g. "Round 3 · Blue" (in initiative
           * mode "Round 3 · Blue’s Archer"). */
          return g_strdup_printf (_("<b>Round %u</b> · %s"), event->round, unit);
        }
      player = tactics_game_text_player_markup (match, event->player);
      /* Translators: the round, then a player's name, e.g. "Round 3 · Blue". */
      return g_strdup_printf (_("<b>Round %u</b> · %s"), event->round, player);

    case TACTICS_EVENT_UNIT_MOVED:
      unit = unit_markup (match, event->unit);
      /* Translators: a player's unit, its new column and row, then the move points spent, e.g.
       * "Blue’s Archer moves to 5,7 (2 move points).". */
      return g_strdup_printf (ngettext ("%s moves to %d,%d (%d move point).",
                                        "%s moves to %d,%d (%d move points).",
                                        (gulong) MAX (event->amount, 0)),
                              unit, event->to.x, event->to.y, event->amount);

    case TACTICS_EVENT_MOVE_UNDONE:
      unit = unit_markup (match, event->unit);
      /* Translators: a player's unit, then its column and row, e.g. "Blue’s Archer goes back to
       * 4,7 (move undone).". */
      return g_strdup_printf (_("%s goes back to %d,%d (move undone)."),
                              unit, event->to.x, event->to.y);

    case TACTICS_EVENT_ACTION_PERFORMED:
      {
        g_autofree char *name = g_markup_escape_text (action_name (match, event->unit,
                                                                   event->action), -1);

        unit = unit_markup (match, event->unit);
        /* Translators: a player's unit, then an action's name, e.g. "Blue’s Archer uses Bow.". */
        return g_strdup_printf (_("%s uses %s."), unit, name);
      }

    case TACTICS_EVENT_UNIT_DAMAGED:
      unit = unit_markup (match, event->unit);
      /* Translators: a player's unit, the damage, then its hit points left, e.g. "Blue’s Archer
       * takes 5 damage (7 HP left).". */
      return g_strdup_printf (_("%s takes <b>%d</b> damage (%d HP left)."),
                              unit, event->amount, MAX (event->hp, 0));

    case TACTICS_EVENT_UNIT_HEALED:
      unit = unit_markup (match, event->unit);
      /* Translators: a player's unit, the hit points restored, then its hit points, e.g. "Blue’s
       * Archer is healed by 4 (now 11 HP).". */
      return g_strdup_printf (_("%s is healed by <b>%d</b> (now %d HP)."),
                              unit, event->amount, event->hp);

    case TACTICS_EVENT_UNIT_ELIMINATED:
      unit = unit_markup (match, event->unit);
      /* Translators: %s is a player's unit, e.g. "Blue’s Archer is eliminated.". */
      return g_strdup_printf (_("%s is <b>eliminated</b>."), unit);

    case TACTICS_EVENT_COUNTER_ATTACK:
      {
        g_autofree char *name = g_markup_escape_text (action_name (match, event->unit,
                                                                   event->action), -1);
        g_autofree char *attacker = unit_markup (match, event->source);

        unit = unit_markup (match, event->unit);
        /* Translators: a counter-attack: the player's unit that answers, the unit that hit
         * it, then the action it answers with, e.g. "Blue’s Spearman answers Red’s Knight
         * with Spear.". */
        return g_strdup_printf (_("%1$s answers %2$s with %3$s."), unit, attacker, name);
      }

    case TACTICS_EVENT_MISSED:
      {
        g_autofree char *attacker = unit_markup (match, event->source);

        unit = unit_markup (match, event->unit);
        /* Translators: a blow that missed: the player's unit that struck, then the unit it
         * missed, e.g. "Blue’s Archer misses Red’s Knight.". */
        return g_strdup_printf (_("%1$s misses %2$s."), attacker, unit);
      }

    case TACTICS_EVENT_PLAYER_OUT:
      player = tactics_game_text_player_markup (match, event->player);
      if (event->objective >= 0)
        /* Translators: %s is a player's name, e.g. "Blue is out.": it lost a unit it had to
         * protect. */
        return g_strdup_printf (_("%s is out."), player);
      /* Translators: %s is a player's name, e.g. "Blue has no units left and is out.". */
      return g_strdup_printf (_("%s has no units left and is out."), player);

    case TACTICS_EVENT_OBJECTIVE_PROGRESS:
    case TACTICS_EVENT_OBJECTIVE_MET:
    case TACTICS_EVENT_OBJECTIVE_FAILED:
      return objective_markup (match, event);

    /* The result is said once, beside the board and on the results page,
     * not again in the log. */
    case TACTICS_EVENT_GAME_OVER:
    case TACTICS_EVENT_TURN_ENDED:
    default:
      return NULL;
    }
}

char *
tactics_game_text_outcome (TacticsMatch *match)
{
  int winner;

  g_return_val_if_fail (TACTICS_IS_MATCH (match), NULL);

  switch (tactics_match_get_outcome (match))
    {
    case TACTICS_MATCH_OUTCOME_WIN:
      winner = tactics_match_get_winner (match);
      if (winner >= 0 && (guint) winner < tactics_match_get_n_players (match))
        /* Translators: %s is a player's name, e.g. "Blue wins!". */
        return g_strdup_printf (_("%s wins!"),
                                tactics_player_get_name (tactics_match_get_player (match,
                                                                                  (guint) winner)));
      return g_strdup (_("The match is won."));
    case TACTICS_MATCH_OUTCOME_DRAW:
      if (tactics_match_get_scenario (match) != NULL)
        return g_strdup (_("A draw: no side came out ahead."));
      return g_strdup (_("A draw: the last armies fell together."));
    case TACTICS_MATCH_OUTCOME_UNFINISHED:
      return g_strdup (_("The round limit is reached: no winner."));
    case TACTICS_MATCH_OUTCOME_NONE:
    default:
      return g_strdup (_("The match goes on."));
    }
}

char *
tactics_game_text_outcome_reason (TacticsMatch *match)
{
  TacticsScenario *scenario;
  g_autoptr(TacticsSide) side = NULL;
  g_autoptr(TacticsObjective) objective = NULL;
  TacticsRegion *region;
  const TacticsPlacedUnit *placed;
  const char *name, *region_name, *unit_name;
  int player, index;

  g_return_val_if_fail (TACTICS_IS_MATCH (match), NULL);

  scenario = tactics_match_get_scenario (match);
  if (scenario == NULL || !tactics_match_get_deciding_objective (match, &player, &index))
    return NULL;
  name = tactics_player_get_name (tactics_match_get_player (match, (guint) player));
  if (index < 0 && tactics_match_is_decided_by_points (match))
    return g_strdup_printf (_("%s scored the most points (%u)."),
                            name, tactics_match_get_points (match, (guint) player));
  if (index < 0)
    /* Translators: %s is a player's name, e.g. "Blue eliminated every enemy.". */
    return g_strdup_printf (_("%s eliminated every enemy."), name);

  side = g_list_model_get_item (tactics_scenario_get_sides (scenario), (guint) player);
  objective = g_list_model_get_item (tactics_side_get_objectives (side), (guint) index);
  region = tactics_scenario_lookup_region (scenario, tactics_objective_get_region (objective));
  placed = tactics_scenario_lookup_placed_unit (scenario, tactics_objective_get_unit (objective),
                                                NULL);
  region_name = region != NULL ? tactics_region_get_display_name (region) : "";
  unit_name = placed != NULL ? tactics_scenario_get_unit_name (scenario, placed) : "";
  switch (tactics_objective_get_kind (objective))
    {
    case TACTICS_OBJECTIVE_HOLD_REGION:
      return g_strdup_printf (ngettext (/* Translators: a player, a region, then a number of
                                         * rounds, e.g. "Blue held the Old Tower for 3 rounds
                                         * in a row.". */
                                        "%s held %s for %u round.",
                                        "%s held %s for %u rounds in a row.",
                                        tactics_objective_get_rounds (objective)),
                              name, region_name, tactics_objective_get_rounds (objective));
    case TACTICS_OBJECTIVE_REACH_REGION:
      if (placed != NULL)
        /* Translators: a player, one of its units, then a region, e.g. "Blue brought the
         * Captain to the Old Tower.". */
        return g_strdup_printf (_("%s brought %s to %s."), name, unit_name, region_name);
      /* Translators: a player, then a region, e.g. "Blue reached the Old Tower.". */
      return g_strdup_printf (_("%s reached %s."), name, region_name);
    case TACTICS_OBJECTIVE_PROTECT_UNIT:
      /* Translators: a player, then the unit it had to protect, e.g. "Blue lost the
       * Captain.". */
      return g_strdup_printf (_("%s lost %s."), name, unit_name);
    case TACTICS_OBJECTIVE_ELIMINATE_UNIT:
      /* Translators: a player, then an enemy unit, e.g. "Blue eliminated the Warlord.". */
      return g_strdup_printf (_("%s eliminated %s."), name, unit_name);
    case TACTICS_OBJECTIVE_SURVIVE_ROUNDS:
      return g_strdup_printf (ngettext (/* Translators: a player, then a number of rounds,
                                         * e.g. "Blue lasted 10 rounds.". */
                                        "%s lasted %u round.",
                                        "%s lasted %u rounds.",
                                        tactics_objective_get_rounds (objective)),
                              name, tactics_objective_get_rounds (objective));
    case TACTICS_OBJECTIVE_MOST_POINTS:
      /* Translators: a player, then its points, e.g. "Blue scored the most points (12).". */
      return g_strdup_printf (_("%s scored the most points (%u)."),
                              name, tactics_match_get_points (match, (guint) player));
    case TACTICS_OBJECTIVE_ELIMINATE_ALL:
    default:
      return g_strdup_printf (_("%s eliminated every enemy."), name);
    }
}

const char *
tactics_game_text_scenario_name (TacticsMatch *match)
{
  TacticsScenario *scenario = tactics_match_get_scenario (match);
  const char *name = scenario != NULL ? tactics_scenario_get_name (scenario) : NULL;

  return name != NULL && name[0] != '\0' ? name : NULL;
}

char *
tactics_game_text_scenario_ending (TacticsMatch *match)
{
  TacticsScenario *scenario;
  int winner;
  gboolean any_human = FALSE;
  const char *text;

  g_return_val_if_fail (TACTICS_IS_MATCH (match), NULL);

  scenario = tactics_match_get_scenario (match);
  winner = tactics_match_get_winner (match);
  if (scenario == NULL || tactics_match_get_outcome (match) != TACTICS_MATCH_OUTCOME_WIN ||
      winner < 0)
    return NULL;
  for (guint p = 0; p < tactics_match_get_n_players (match); p++)
    any_human = any_human || tactics_player_get_kind (tactics_match_get_player (match, p)) ==
                             TACTICS_PLAYER_HUMAN;
  /* Computers alone: nobody here to win or lose. */
  if (!any_human)
    return NULL;
  if (tactics_player_get_kind (tactics_match_get_player (match, (guint) winner)) ==
      TACTICS_PLAYER_HUMAN)
    text = tactics_scenario_get_victory_text (scenario);
  else
    text = tactics_scenario_get_defeat_text (scenario);
  return text != NULL && text[0] != '\0' ? g_strdup (text) : NULL;
}

/* What each side plays for, then the scenario's description: the
 * objectives are what a player must read first. */
char *
tactics_game_text_describe_scenario (TacticsScenario *scenario)
{
  GListModel *sides = tactics_scenario_get_sides (scenario);
  const char *description = tactics_scenario_get_description (scenario);
  GString *text = g_string_new (NULL);

  for (guint i = 0; i < g_list_model_get_n_items (sides); i++)
    {
      g_autoptr(TacticsSide) side = g_list_model_get_item (sides, i);
      GListModel *objectives = tactics_side_get_objectives (side);
      guint n_objectives = g_list_model_get_n_items (objectives);
      g_autoptr(TacticsObjective) everyone = tactics_objective_new (TACTICS_OBJECTIVE_ELIMINATE_ALL);

      for (guint j = 0; j < MAX (n_objectives, 1u); j++)
        {
          g_autoptr(TacticsObjective) objective =
            n_objectives > 0 ? g_list_model_get_item (objectives, j) : g_object_ref (everyone);
          g_autofree char *sentence =
            tactics_scenario_dup_objective_sentence (scenario, side, objective);

          g_string_append (text, text->len > 0 ? "\n" : "");
          /* Translators: one of a scenario's objectives in a list, e.g. "• Blue wins by
           * holding the Old Tower for 3 rounds in a row.". */
          g_string_append_printf (text, _("• %s"), sentence);
        }
    }
  if (description != NULL && description[0] != '\0')
    {
      g_string_append (text, text->len > 0 ? "\n\n" : "");
      g_string_append (text, description);
    }
  return g_string_free (text, FALSE);
}
