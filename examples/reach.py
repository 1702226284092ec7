#!/usr/bin/env python3
# SPDX-License-Identifier: GPL-3.0-or-later
"""Print where a unit can go from a cell of a map.

Usage: reach.py MAP X Y [TYPE [MOVE]]

TYPE is a unit type of the map's rules (its movement type and move points
apply: by default the first unit type) or a movement type (then give MOVE,
the move points to spend). Each cell shows the cheapest cost to stop there,
"." when it is out of reach; the start cell is "@".
"""

import sys

from tactics_example import Tactics, fail, load_map, load_unit_rules


def movement_of(game_map, type_id, move_text):
    """The movement type id and move points asked for."""
    unit_rules = load_unit_rules(game_map)
    unit_types = unit_rules.get_unit_types()
    if type_id is None:
        if unit_types.get_n_items() == 0:
            fail("the rules have no unit types: name a movement type and move points")
        type_id = unit_types.get_item(0).get_id()

    unit_type = unit_rules.lookup_unit_type(type_id)
    if unit_type is not None:
        movetype, move = unit_type.get_movetype(), unit_type.get_move()
    elif game_map.get_ruleset().lookup_movetype(type_id) is not None:
        if move_text is None:
            fail(f"“{type_id}” is a movement type: give the move points too")
        movetype, move = type_id, None
    else:
        fail(f"“{type_id}” is neither a unit type nor a movement type of the map")

    if move_text is not None:
        if not move_text.isdigit():
            fail(f"MOVE takes a number of move points, not “{move_text}”")
        move = int(move_text)
    return movetype, move


def main(argv):
    if len(argv) not in (4, 5, 6):
        print(__doc__.strip(), file=sys.stderr)
        return 2
    game_map = load_map(argv[1])
    try:
        start = Tactics.Cell()
        start.x, start.y = int(argv[2]), int(argv[3])
    except ValueError:
        fail("X and Y take numbers")
    if not game_map.contains(start):
        fail(f"{start.x},{start.y} is not on the {game_map.get_width()}×"
             f"{game_map.get_height()} map")
    movetype, move = movement_of(game_map, argv[4] if len(argv) > 4 else None,
                                 argv[5] if len(argv) > 5 else None)

    # The engine keeps one cost grid per movement type; the reach reads it
    # while its answers are asked for, so keep it in a variable.
    grid = game_map.get_cost_grid(movetype)
    reach = Tactics.Reach.new()
    reach.compute(grid, start, move, None)

    print(f"{movetype}, {move} move points from {start.x},{start.y}: "
          f"{reach.get_n_destinations()} cells in reach")
    for y in range(grid.height):
        row = []
        for x in range(grid.width):
            cell = Tactics.Cell()
            cell.x, cell.y = x, y
            cost = reach.get_cost(cell)
            row.append(" @" if (x, y) == (start.x, start.y)
                       else " ." if cost < 0 else f"{cost:2d}")
        print(" ".join(row))
    return 0


if __name__ == "__main__":
    sys.exit(main(sys.argv))
