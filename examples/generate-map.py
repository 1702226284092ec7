#!/usr/bin/env python3
# SPDX-License-Identifier: GPL-3.0-or-later
"""Make a symmetric map for some players and save it, as
`tactics-cli generate` does.

Usage: generate-map.py OUTPUT [PLAYERS [SEED]]

A 40 × 30 hex map with rivers for PLAYERS players (default 2) turned a
half turn about its centre, from SEED (default 1): the same seed always
gives the same file. Prints each side's start zone.
"""

import sys

from tactics_example import Gio, GLib, Tactics, fail


def main(argv):
    if len(argv) not in (2, 3, 4):
        print(__doc__.strip(), file=sys.stderr)
        return 2
    try:
        players = int(argv[2]) if len(argv) > 2 else 2
        seed = int(argv[3]) if len(argv) > 3 else 1
    except ValueError:
        fail("PLAYERS and SEED take numbers")

    Tactics.init()
    try:
        rules = Tactics.Ruleset.load(Tactics.data_find_file("default.ruleset.xml"))
    except GLib.Error as error:
        fail(f"the bundled ruleset: {error.message}")

    options = Tactics.generate_options_init()
    options.topology = Tactics.Topology.HEX
    options.width, options.height = 40, 30
    options.n_players = players
    options.symmetry = Tactics.Symmetry.ROTATE_180
    options.style = Tactics.MapStyle.RIVERS
    options.seed = seed
    try:
        scenario = Tactics.generate_scenario(options, rules)
    except GLib.Error as error:
        fail(error.message)

    # Each side starts in a region of equal size, the images of one another.
    for side in scenario.get_sides():
        zone = scenario.lookup_region(side.get_start_zone())
        print(f"{side.get_id()}: {zone.get_n_cells()} cells from "
              f"{zone.get_cells()[0].x},{zone.get_cells()[0].y}")

    game_map = scenario.get_map()
    try:
        Tactics.file_replace_contents(Gio.File.new_for_commandline_arg(argv[1]),
                                      game_map.to_self_contained_bytes(), 0o666)
    except GLib.Error as error:
        fail(f"{argv[1]}: {error.message}")
    print(f"saved {argv[1]}")
    return 0


if __name__ == "__main__":
    sys.exit(main(sys.argv))
