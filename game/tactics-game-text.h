/* SPDX-License-Identifier: GPL-3.0-or-later */
#pragma once

#include "tactics.h"

G_BEGIN_DECLS

/* Words the game shows about the rules: one place, so the formation
 * screen, the side panel and the log describe things the same way. */

/* "7 damage (Blade) · range 1 · one cell · answers attacks", "heals 8 ·
 * range 0–2 · one cell · allies only"… @ruleset (may be NULL) names the
 * damage type; @topology picks the words for areas. (transfer full) */
char *tactics_game_text_describe_action  (TacticsAction   *action,
                                          TacticsRuleset  *ruleset,
                                          TacticsTopology  topology);
/* "24 HP · move 4 (Foot) · speed 5". @ruleset names the movement type. */
char *tactics_game_text_describe_stats   (TacticsUnitType *type,
                                          TacticsRuleset  *ruleset);
/* The forecast of hit @index of @forecast, for the tag over its unit:
 * what the blow leaves ("22 → 15", a cross for a kill), its chance when
 * the blow may miss ("70%: 22 → 15"), and the counter-attack it provokes
 * ("22 → 15 · answers 6 → you 18 → 12"; with several answers each tag
 * says "answers 6" and the acting unit's own tag the rest). All numbers
 * are the forecast's. (transfer full) */
char *tactics_game_text_forecast_hit     (TacticsForecast *forecast,
                                          guint            index);
/* The acting unit's own tag when more than one unit answers ("you 18 →
 * 10"); NULL when its fate is told on its target's tag or nothing
 * answers. (transfer full) */
char *tactics_game_text_forecast_agent   (TacticsForecast *forecast);
/* "Defence here: 30%". (transfer full) */
char *tactics_game_text_describe_defence (guint            defence);
/* "Resistances: Blade 50%, Pierce −50%", the damage types by their names
 * in @ruleset; NULL when @type resists nothing. (transfer full) */
char *tactics_game_text_describe_resistances (TacticsUnitType *type,
                                              TacticsRuleset  *ruleset);
/* A player's name as Pango markup, with its team's mark before it. */
char *tactics_game_text_player_markup    (TacticsMatch     *match,
                                          int              player);
/* One line of the battle log for @event, as Pango markup; NULL for events
 * the log leaves out. */
char *tactics_game_text_event_markup     (TacticsMatch        *match,
                                          const TacticsEvent *event);
/* "Blue wins", "Draw"… for the end of a match. */
char *tactics_game_text_outcome          (TacticsMatch     *match);
/* What decided a scenario's match, as a sentence ("Blue held the Old Tower
 * for 3 rounds in a row."); NULL for a plain match, a draw or a match not
 * decided. */
char *tactics_game_text_outcome_reason   (TacticsMatch     *match);
/* The match's scenario's name, NULL for a plain match or a scenario
 * without a name (the map's name stands then). */
const char *tactics_game_text_scenario_name (TacticsMatch   *match);
/* A scenario's words for its end as the people at the screen see it: its
 * victory text when one of them won, its defeat text when they all lost;
 * NULL for a plain match, a draw, an unfinished match, or a scenario
 * without the text. */
char *tactics_game_text_scenario_ending  (TacticsMatch     *match);
/* What each side of a scenario plays for, a sentence a line, then its
 * description, for the new-match page. */
char *tactics_game_text_describe_scenario (TacticsScenario *scenario);

G_END_DECLS
