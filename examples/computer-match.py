#!/usr/bin/env python3
# SPDX-License-Identifier: GPL-3.0-or-later
"""Play a match between two built-in computer players and print its log.

Usage: computer-match.py MAP [UNITS [SEED]]

Each player gets UNITS units (default 3) of the army the computer suggests;
the same SEED (default 1) always gives the same match.
"""

import sys

from tactics_example import GLib, Tactics, describe_event, fail, load_map, new_computer_match

# A match that goes on this long is stopped (unfinished) rather than run on.
STOP_ROUND = 100


def main(argv):
    if len(argv) not in (2, 3, 4):
        print(__doc__.strip(), file=sys.stderr)
        return 2
    try:
        units = int(argv[2]) if len(argv) > 2 else 3
        seed = int(argv[3]) if len(argv) > 3 else 1
    except ValueError:
        fail("UNITS and SEED take numbers")
    match = new_computer_match(load_map(argv[1]), units, seed)
    match.set_stop_round(STOP_ROUND)

    # The driver asks the controller of the player whose turn it is for a
    # command and performs it: here a built-in computer player for each.
    driver = Tactics.MatchDriver.new(match)
    for player in range(match.get_n_players()):
        driver.set_controller(player, Tactics.Ai.new(Tactics.AiLevel.NORMAL))

    # Every change of the match is an event, in order.
    match.connect("event", lambda match, event: print(describe_event(match, event)))
    match.start()
    step = driver.run()
    if step != Tactics.MatchDriverStep.OVER:
        fail(f"the match stopped before its end: {step.value_nick}")
    print(f"result: {match.dup_result_line()}")
    return 0


if __name__ == "__main__":
    sys.exit(main(sys.argv))
