# SPDX-License-Identifier: GPL-3.0-or-later
"""What the examples share: loading the engine and a map with its rules."""

import sys

import gi

gi.require_version("Tactics", "1.0")
from gi.repository import Gio, GLib, GObject, Tactics  # noqa: E402


def fail(message):
    """Print MESSAGE the way command-line tools do and exit with status 1."""
    print(f"{sys.argv[0]}: {message}", file=sys.stderr)
    sys.exit(1)


def load_map(path):
    """The map at PATH; a file that does not read ends the script."""
    Tactics.init()
    try:
        return Tactics.Map.load(Gio.File.new_for_commandline_arg(path))
    except GLib.Error as error:
        fail(f"{path}: {error.message}")


def load_unit_rules(game_map):
    """The rules of the units, as tactics-cli simulate picks them: the
    map's own ruleset when it has unit types, else the bundled one."""
    rules = game_map.get_ruleset()
    if rules.get_unit_types().get_n_items() > 0:
        return rules
    bundled = Tactics.data_find_file("default.ruleset.xml")
    if bundled is None:
        fail("the map has no unit types and the bundled ruleset was not found")
    try:
        return Tactics.Ruleset.load(bundled)
    except GLib.Error as error:
        fail(f"{bundled.get_path()}: {error.message}")


def new_computer_match(game_map, units_per_player, seed, players=2):
    """A match on GAME_MAP for PLAYERS computer players, each with the army
    the built-in computer player suggests, not started yet."""
    match = Tactics.Match.new(game_map, load_unit_rules(game_map), units_per_player,
                              Tactics.MatchMode.TURNS, seed)
    colors = ["#c62828", "#1565c0", "#2e7d32", "#f9a825"]
    for player in range(players):
        match.add_player(f"Player {player + 1}", colors[player % len(colors)],
                         Tactics.PlayerKind.COMPUTER, Tactics.AiLevel.NORMAL)
    for player in range(players):
        army = Tactics.Ai.suggest_army(match, player)
        if army is None:
            fail("no unit type of the ruleset can move on this map")
        match.set_formation(player, army)
    return match


def describe_event(match, event):
    """One line for EVENT, in the words of tactics-cli simulate --log."""
    kind = event.kind.value_nick
    player = event.player + 1
    if event.kind == Tactics.EventKind.UNIT_MOVED:
        return (f"{kind} unit {event.unit} from {event.from_.x},{event.from_.y} "
                f"to {event.to.x},{event.to.y} cost {event.amount}")
    if event.kind in (Tactics.EventKind.UNIT_DAMAGED, Tactics.EventKind.UNIT_HEALED):
        return f"{kind} unit {event.unit} by {event.amount} hp {event.hp}"
    if event.kind == Tactics.EventKind.UNIT_PLACED:
        return f"{kind} unit {event.unit} of P{player} at {event.to.x},{event.to.y}"
    if event.kind == Tactics.EventKind.ACTION_PERFORMED:
        return f"{kind} unit {event.unit} at {event.to.x},{event.to.y}"
    if event.kind == Tactics.EventKind.GAME_OVER:
        return f"{kind} {match.dup_result_line()}"
    if event.unit >= 0:
        return f"{kind} P{player} unit {event.unit}"
    return f"{kind} P{player}"
