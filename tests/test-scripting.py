#!/usr/bin/env python3
# SPDX-License-Identifier: GPL-3.0-or-later
"""Runs one of the Python examples against the build through introspection
and checks what it prints, so that the scripting interface cannot rot.

Usage: test-scripting.py EXAMPLES_DIR reach|computer-match|python-bot|generate-map|forecast MAP
"""

import os
import re
import subprocess
import sys

TIMEOUT = 240


def run(examples, name, *args):
    command = [sys.executable, os.path.join(examples, name + ".py"), *args]
    result = subprocess.run(command, capture_output=True, text=True, timeout=TIMEOUT,
                            check=False)
    print(f"$ {' '.join(command)}  (exit {result.returncode})")
    print(result.stdout, end="")
    print(result.stderr, end="", file=sys.stderr)
    return result


def check(condition, message):
    if not condition:
        print(f"FAIL: {message}", file=sys.stderr)
        sys.exit(1)


def check_result_line(output):
    results = re.findall(r"^result: (winner \d+|draw|unfinished) rounds (\d+)", output, re.M)
    check(len(results) == 1, "one result line")
    check(not results[0][0].startswith("unfinished"), "the match ended with a result")
    check(int(results[0][1]) > 0, "the match played rounds")


def test_reach(examples, map_path):
    result = run(examples, "reach", map_path, "2", "3", "infantry")
    check(result.returncode == 0, "reach.py exits 0")
    lines = result.stdout.splitlines()
    header = re.fullmatch(r"foot, 4 move points from 2,3: (\d+) cells in reach", lines[0])
    check(header is not None, "the header names the movement type, move points and start")
    rows = [line.split() for line in lines[1:]]
    check(len({len(row) for row in rows}) == 1, "every row has the map's width")
    check(rows[3][2] == "@", "the start cell is marked")
    costs = [int(word) for row in rows for word in row if word not in (".", "@")]
    check(len(costs) + 1 == int(header.group(1)), "every destination is printed")
    check(all(0 < cost <= 4 for cost in costs), "costs lie within the move points")

    # The same answer as the engine gives the command line.
    cli = subprocess.run([os.environ["TACTICS_CLI"], "reach", map_path, "--from", "2,3",
                          "--move", "4", "--movetype", "foot", "--print"],
                         capture_output=True, text=True, timeout=TIMEOUT, check=True)
    remaining = [line.split() for line in cli.stdout.splitlines()[:len(rows)]]
    for y, row in enumerate(rows):
        for x, word in enumerate(row):
            expected = {".": "-1", "@": "4"}.get(word) or str(4 - int(word))
            check(remaining[y][x] == expected, f"cell {x},{y} costs what tactics-cli says")

    # A movement type needs move points; a bad file is named.
    result = run(examples, "reach", map_path, "2", "3", "foot")
    check(result.returncode == 1 and "move points" in result.stderr,
          "a movement type without move points is refused")
    result = run(examples, "reach", map_path + ".missing", "0", "0")
    check(result.returncode == 1 and ".missing" in result.stderr, "a missing map is named")


def test_computer_match(examples, map_path):
    result = run(examples, "computer-match", map_path, "2", "5")
    check(result.returncode == 0, "computer-match.py exits 0")
    check("unit-moved" in result.stdout, "the log shows moves")
    check("game-over" in result.stdout, "the log shows the end")
    check_result_line(result.stdout)


def test_python_bot(examples, map_path):
    result = run(examples, "python-bot", map_path, "3", "2")
    check(result.returncode == 0, "python-bot.py exits 0")
    check_result_line(result.stdout)
    commands = re.search(r"^bot commands: (\d+) accepted, (\d+) refused", result.stdout, re.M)
    check(commands is not None, "the bot's commands are counted")
    check(int(commands.group(1)) > 0, "the match accepted commands of the bot")
    units = re.search(r"^bot units: (\d+) moves, (\d+) actions", result.stdout, re.M)
    check(units is not None and int(units.group(1)) > 0, "the bot's units moved")
    check(int(units.group(2)) > 0, "the bot's units acted")


def test_generate_map(examples, map_path):
    """The map the example saves is the one tactics-cli generate writes."""
    import tempfile
    with tempfile.TemporaryDirectory() as folder:
        made = os.path.join(folder, "made.map.xml")
        written = os.path.join(folder, "written.map.xml")
        result = run(examples, "generate-map", made, "4", "9")
        check(result.returncode == 0, "generate-map.py exits 0")
        zones = re.findall(r"^side-\d: (\d+) cells from \d+,\d+$", result.stdout, re.M)
        check(len(zones) == 4, "a start zone for each of the 4 sides")
        check(len(set(zones)) == 1, "the start zones are of one size")
        subprocess.run([os.environ["TACTICS_CLI"], "generate", "--topology", "hex",
                        "--size", "40,30", "--players", "4", "--symmetry", "rotate-180",
                        "--style", "rivers", "--seed", "9", "-o", written],
                       timeout=TIMEOUT, check=True)
        with open(made, "rb") as a, open(written, "rb") as b:
            check(a.read() == b.read(), "the example and the command line write the same bytes")


def test_forecast(examples, map_path):
    result = run(examples, "forecast", map_path, "4")
    check(result.returncode == 0, "forecast.py exits 0")
    hits = re.findall(r"^  hit unit (\d+) hp (-?\d+) -> (-?\d+) by (\d+) .* chance (\d+)%",
                      result.stdout, re.M)
    check(len(hits) > 0, "the forecast lists the units hit")
    damaged = re.findall(r"^unit-damaged unit (\d+) by (\d+) hp (-?\d+)$", result.stdout, re.M)
    # Every blow hits in the bundled rules: what happened is what was forecast.
    for unit, _before, after, amount, chance in hits:
        check(chance == "100", "the bundled rules leave nothing to chance")
        check((unit, amount, after) in damaged, f"unit {unit} took what the forecast said")


def main(argv):
    examples, name, map_path = argv[1:4]
    {"reach": test_reach,
     "computer-match": test_computer_match,
     "python-bot": test_python_bot,
     "generate-map": test_generate_map,
     "forecast": test_forecast}[name](examples, map_path)
    print(f"ok: {name}")
    return 0


if __name__ == "__main__":
    sys.exit(main(sys.argv))
