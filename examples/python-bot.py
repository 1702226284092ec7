#!/usr/bin/env python3
# SPDX-License-Identifier: GPL-3.0-or-later
"""A computer player written in Python plays a match against the built-in one.

Usage: python-bot.py MAP [UNITS [SEED]]

The bot is player 1; the built-in computer player (normal level) is player 2.
Prints the bot's commands, the result, how many of the bot's commands the
match accepted, and how often its units moved and acted.
"""

import sys

from tactics_example import GLib, GObject, Tactics, fail, load_map, new_computer_match

STOP_ROUND = 100


class PythonBot(GObject.Object, Tactics.Controller):
    """A simple player: each unit attacks the weakest enemy it can hit;
    a unit that can hit nobody first moves as close as it can to the
    nearest enemy. When no unit has anything left to do, it ends its turn.

    It never repeats a rule of the game: the match says where a unit can go
    (compute_reach), and whether an attack is allowed (check_command)."""

    def __init__(self):
        super().__init__()
        self.issued = 0
        self.refused = 0
        self.reach = Tactics.Reach.new()

    # Tactics.Controller: the driver calls this when it is our player's
    # turn. Returns True and the command (False: nothing to do yet).
    def do_next_command(self, match):
        command = Tactics.Command()
        player = match.get_current_player()
        if match.get_phase() == Tactics.MatchPhase.PLACEMENT:
            self.place(match, player, command)
        elif not (self.attack(match, player, command) or self.advance(match, player, command)):
            command.init_end_turn(player)
        print(f"bot: {describe(command)}")
        self.issued += 1
        return True, command

    # Tactics.Controller: the match refused a command of ours. Returning
    # True makes the driver pass for us (end the turn), so a mistake never
    # stalls the match.
    def do_command_refused(self, match, command, error):
        print(f"bot: refused: {error.message}")
        self.refused += 1
        return True

    def place(self, match, player, command):
        """Puts the first unplaced unit where the match suggests."""
        for unit in units_of(match, player):
            if not unit.is_placed():
                found, cell = match.suggest_placement(unit.get_id())
                if found:
                    command.init_place(player, unit.get_id(), cell)
                    return
        command.init_end_turn(player)

    def attack(self, match, player, command):
        """An attack on the weakest enemy one of our units can hit now."""
        targets = sorted(enemies_of(match, player), key=lambda enemy: enemy.get_hp())
        for unit in units_of(match, player):
            action = match.get_default_action(unit)
            if unit.has_acted() or not unit.is_on_board() or action < 0:
                continue
            for enemy in targets:
                command.init_act(player, unit.get_id(), action, enemy.get_cell())
                if allowed(match, command):
                    return True
        return False

    def advance(self, match, player, command):
        """A move of a unit that has not moved to the cell in its reach
        nearest to any enemy, when that brings it closer."""
        metric = match.get_movement_metric()
        enemies = [enemy.get_cell() for enemy in enemies_of(match, player)]
        if not enemies:
            return False

        def distance_to_enemies(cell):
            return min(Tactics.distance(metric, cell, enemy) for enemy in enemies)

        for unit in units_of(match, player):
            if unit.has_moved() or unit.has_acted() or not unit.is_on_board():
                continue
            match.compute_reach(unit, self.reach)
            best, best_distance = None, distance_to_enemies(unit.get_cell())
            for index in range(self.reach.get_n_destinations()):
                cell, _cost = self.reach.get_destination(index)
                if distance_to_enemies(cell) < best_distance:
                    best, best_distance = cell, distance_to_enemies(cell)
            if best is not None:
                command.init_move(player, unit.get_id(), best)
                if allowed(match, command):
                    return True
        return False


def units_of(match, player):
    """PLAYER's living units."""
    units = match.get_units()
    return [units.get_item(i) for i in range(units.get_n_items())
            if units.get_item(i).get_owner() == player and units.get_item(i).is_alive()]


def enemies_of(match, player):
    """The living units on the board of everyone but PLAYER."""
    units = match.get_units()
    return [units.get_item(i) for i in range(units.get_n_items())
            if units.get_item(i).get_owner() != player and units.get_item(i).is_alive()
            and units.get_item(i).is_on_board()]


def allowed(match, command):
    """Whether the match would perform COMMAND (as it is, or another)."""
    try:
        match.check_command(command)
        return True
    except GLib.Error:
        return False


def describe(command):
    words = [command.kind.value_nick]
    if command.kind != Tactics.CommandKind.END_TURN:
        words.append(f"unit {command.unit} at {command.cell.x},{command.cell.y}")
    return " ".join(words)


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

    bot = PythonBot()
    driver = Tactics.MatchDriver.new(match)
    driver.set_controller(0, bot)
    driver.set_controller(1, Tactics.Ai.new(Tactics.AiLevel.NORMAL))

    # What the bot's units did, as the match tells it.
    moves, actions = 0, 0

    def on_event(match, event):
        nonlocal moves, actions
        if event.unit >= 0 and match.get_unit(event.unit).get_owner() == 0:
            moves += event.kind == Tactics.EventKind.UNIT_MOVED
            actions += event.kind == Tactics.EventKind.ACTION_PERFORMED
    match.connect("event", on_event)

    try:
        match.start()
        step = driver.run()
    except GLib.Error as error:
        fail(f"the match stopped: {error.message}")
    if step != Tactics.MatchDriverStep.OVER:
        fail(f"the match stopped before its end: {step.value_nick}")
    print(f"result: {match.dup_result_line()}")
    # The driver performs every command the bot gives or tells it why not.
    print(f"bot commands: {bot.issued - bot.refused} accepted, {bot.refused} refused")
    print(f"bot units: {moves} moves, {actions} actions")
    return 0


if __name__ == "__main__":
    sys.exit(main(sys.argv))
