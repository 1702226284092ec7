/* SPDX-License-Identifier: GPL-3.0-or-later */
#pragma once

#include "tactics.h"

G_BEGIN_DECLS

/* Words the game shows about the rules: one place, so the formation
 * screen, the side panel and the log describe things the same way. */

/* "7 damage · range 1 · one target", "heals 8 · range 0–2 · allies"…
 * @topology picks the words for areas. (transfer full) */
char *tactics_game_text_describe_action  (TacticsAction   *action,
                                          TacticsTopology  topology);
/* "24 HP · move 4 (Foot) · speed 5". @ruleset names the movement type. */
char *tactics_game_text_describe_stats   (TacticsUnitType *type,
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
/* A scenario's description, then what each side plays for, a sentence a
 * line, for the new-match page. */
char *tactics_game_text_describe_scenario (TacticsScenario *scenario);

G_END_DECLS
