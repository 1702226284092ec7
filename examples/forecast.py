#!/usr/bin/env python3
# SPDX-License-Identifier: GPL-3.0-or-later
"""Ask the engine what a blow would do, then strike and compare.

Usage: forecast.py MAP [SEED]

Two computer players play until a unit of the player whose turn it is can
aim its default attack at an enemy. The script prints the forecast of that
blow (damage after terrain defence and resistance, chance to hit, the
counter-attack it provokes), performs it, and prints what happened.
"""

import sys

from tactics_example import Tactics, describe_event, fail, load_map, new_computer_match


def find_blow(match):
    """A unit of the current player, its default attack and an enemy that
    attack can be aimed at now, or None."""
    player = match.get_current_player()
    for uid in range(match.get_n_units()):
        unit = match.get_unit(uid)
        action = match.get_default_action(unit)
        if unit.get_owner() != player or not unit.is_alive() or action < 0:
            continue
        for tid in range(match.get_n_units()):
            target = match.get_unit(tid)
            if target.get_owner() == player or not target.is_alive():
                continue
            forecast = match.forecast_action(unit, action, target.get_cell())
            if forecast is not None and forecast.get_n_hits() > 0:
                return unit, action, target, forecast
    return None


def main(argv):
    if len(argv) not in (2, 3):
        print(__doc__.strip(), file=sys.stderr)
        return 2
    try:
        seed = int(argv[2]) if len(argv) > 2 else 1
    except ValueError:
        fail("SEED takes a number")
    match = new_computer_match(load_map(argv[1]), 3, seed)
    driver = Tactics.MatchDriver.new(match)
    for player in range(match.get_n_players()):
        driver.set_controller(player, Tactics.Ai.new(Tactics.AiLevel.NORMAL))
    match.start()

    blow = None
    while match.get_phase() != Tactics.MatchPhase.OVER:
        if match.get_phase() == Tactics.MatchPhase.PLAYING:
            blow = find_blow(match)
            if blow is not None:
                break
        driver.step()
    if blow is None:
        fail("the match ended before any blow")

    unit, action, target, forecast = blow
    cell = target.get_cell()
    print(f"forecast unit {unit.get_id()} action {action} at {cell.x},{cell.y}: "
          f"agent hp {forecast.get_agent_hp_before()} -> {forecast.get_agent_hp_after()}")
    for index in range(forecast.get_n_hits()):
        hit = forecast.get_hit(index)
        answer = (f" answer {hit.counter_action} for {hit.counter_amount}"
                  if hit.counter_action >= 0 else "")
        print(f"  hit unit {hit.unit} hp {hit.hp_before} -> {hit.hp_after} by {hit.amount} "
              f"defence {hit.defence}% resistance {hit.resistance}% chance {hit.chance}%"
              f"{answer}")

    match.connect("event", lambda match, event: print(describe_event(match, event)))
    command = Tactics.Command()
    command.init_act(match.get_current_player(), unit.get_id(), action, cell)
    match.perform(command)
    return 0


if __name__ == "__main__":
    sys.exit(main(sys.argv))
