#!/usr/bin/env python3
# SPDX-License-Identifier: GPL-3.0-or-later
"""End-to-end test of the editor as a user meets it.

Installs the build into a temporary folder (the installed layout: bin/,
lib/, share/), starts that tactics-editor on a small map under the X
server of the test (Xvfb), and drives it with xdotool: pick the forest
terrain and the rectangle tool with their keys, drag a rectangle with the
mouse, save with ctrl+s, quit with ctrl+q. Then reads the saved file.

Then, under the renderer GTK picks and a session bus, a scenario on the
board: a region painted with the rectangle tool, a unit dragged from the
unit palette onto the board and another placed with a click, saved, and
the saved scenario read back.

Last, a ruleset's Units page scrolled up and down with the mouse wheel
while the pointer rests where the number fields pass under it: the form
scrolls and no number changes (the editor quits without asking to save).

The test starts its own X server (tests/ui_test_session.py), waits for
states (a window shown, placed and focused, the board drawn where it
stays), never for a fixed time before it moves the pointer, and ends with
everything it started.

Usage: test-editor-e2e.py BUILD_DIR
"""

import os
import shutil
import subprocess
import sys
import tempfile
import time

import ui_test_session

WIDTH, HEIGHT = 10, 8
PLAINS = (0xA5, 0xD6, 0x6F)

MAP = """<?xml version="1.0" encoding="UTF-8"?>
<tactics-map version="1" name="E2E" width="{w}" height="{h}" topology="square">
  <terrains>
    <movetype id="foot" name="Foot"/>
    <terrain id="p" name="Plains" color="#a5d66f"><cost movetype="foot" value="1"/></terrain>
    <terrain id="f" name="Forest" color="#2e7d32"><cost movetype="foot" value="2"/></terrain>
    <terrain id="w" name="Water" color="#3b7dd8"/>
  </terrains>
  <grid>
{grid}
  </grid>
</tactics-map>
"""


SCENARIO_MAP = """<?xml version="1.0" encoding="UTF-8"?>
<tactics-map version="1" name="Crossing" width="{w}" height="{h}" topology="square" ruleset="{ruleset}">
  <grid>
{grid}
  </grid>
  <scenario name="Crossing">
    <regions>
      <region id="ford" name="Ford" color="#d4a017"><cells/></region>
    </regions>
    <sides>
      <side id="west" name="West" team="0" controller="human" level="normal">
        <allowed-units>infantry archer</allowed-units>
      </side>
      <side id="east" name="East" team="1" controller="computer" level="normal">
        <allowed-units>infantry archer</allowed-units>
      </side>
    </sides>
  </scenario>
</tactics-map>
"""
# GTK's default theme's selected row: the unit palette's chosen type.
SELECTED_ROW = (0x35, 0x84, 0xE4)

CASE = [1]


def log(message):
    print("# " + message, flush=True)


def fail(message):
    print(f"not ok {CASE[0]} - " + message, flush=True)
    sys.exit(1)


def run(args, **kwargs):
    return subprocess.run(args, check=True, capture_output=True, text=True, timeout=60, **kwargs)


def find(root, name):
    for folder, _, files in os.walk(root):
        if name in files:
            return os.path.join(folder, name)
    fail("the installed tree has no " + name)


def xdotool(*args, env=None):
    return run(["xdotool", *[str(a) for a in args]], env=env).stdout.strip()


def read_ppm(path):
    """(width, height, bytes) of a binary PPM (P6)."""
    with open(path, "rb") as f:
        data = f.read()
    fields = []
    pos = 0
    while len(fields) < 4:
        while data[pos:pos + 1].isspace():
            pos += 1
        if data[pos:pos + 1] == b"#":
            pos = data.index(b"\n", pos) + 1
            continue
        end = pos
        while not data[end:end + 1].isspace():
            end += 1
        fields.append(data[pos:end])
        pos = end
    if fields[0] != b"P6" or int(fields[3]) != 255:
        fail("unexpected screenshot format")
    return int(fields[1]), int(fields[2]), data[pos + 1:]


def count_colour(path, colour, tolerance):
    """How many pixels of each column and each row are near @colour."""
    width, height, pixels = read_ppm(path)
    columns = [0] * width
    rows = [0] * height
    for y in range(height):
        line = y * width * 3
        for x in range(width):
            i = line + x * 3
            if all(abs(pixels[i + c] - colour[c]) <= tolerance for c in range(3)):
                columns[x] += 1
                rows[y] += 1
    return columns, rows


def find_board(path, quiet=False):
    """The map on screen: the columns and rows where plains-coloured pixels
    are many (the palette's small plains swatch is left out). None, when
    @quiet, if it is not there."""
    columns, rows = count_colour(path, PLAINS, 14)
    if max(columns) == 0:
        if quiet:
            return None
        fail("the map is not on screen")
    wide = biggest_stretch(columns, max(columns) * 0.3)
    tall = biggest_stretch(rows, max(rows) * 0.3)
    return wide[0], tall[0], wide[-1], tall[-1]


def biggest_stretch(counts, threshold):
    """The stretch of indices over @threshold, gaps of a few pixels (grid
    lines, symbols) bridged, that holds the most plains: the board, not the
    minimap beside it, which shows the same plains in small."""
    stretches = []
    for i, count in enumerate(counts):
        if count <= threshold:
            continue
        if stretches and i - stretches[-1][-1] <= 6:
            stretches[-1].append(i)
        else:
            stretches.append([i])
    return max(stretches, key=lambda stretch: sum(counts[i] for i in stretch))


class Editor:
    """The installed editor on a file, its window at the screen's corner."""

    def __init__(self, command, path, title, env, log_path):
        self.env = env
        self.log_path = log_path
        self.log_file = open(log_path, "w")
        log("starting " + " ".join(command))
        self.process = subprocess.Popen(command + [path], env=env, stdout=self.log_file,
                                        stderr=subprocess.STDOUT)
        self.window = ui_test_session.wait_for_window(title, env, self.process)
        if self.window is None:
            self.close()
            fail(f"no window “{title}” (the editor exited with {self.process.poll()})")
        # Placed and sized: until the window says so, not for a while.
        deadline = time.monotonic() + 30
        while True:
            xdotool("windowmove", self.window, 0, 0, env=env)
            xdotool("windowsize", self.window, 1100, 760, env=env)
            geometry = dict(line.split("=") for line in
                            xdotool("getwindowgeometry", "--shell", self.window, env=env).split())
            if (geometry["X"], geometry["Y"], geometry["WIDTH"], geometry["HEIGHT"]) == \
                    ("0", "0", "1100", "760"):
                break
            if time.monotonic() > deadline:
                fail("the editor's window does not take its place: " + repr(geometry))
            time.sleep(0.1)
        self.x, self.y = int(geometry["X"]), int(geometry["Y"])
        # Real input (XTEST) goes to the focused window and the pointer's
        # place; events sent to a window directly are ignored by GTK.
        if not ui_test_session.wait_for_focus(self.window, env):
            fail("the editor's window does not take the keyboard")

    def key(self, *keys):
        for key in keys:
            xdotool("key", key, env=self.env)
            time.sleep(0.3)

    def move(self, x, y):
        xdotool("mousemove", "--sync", int(self.x + x), int(self.y + y), env=self.env)

    def screenshot(self, path):
        run(["import", "-window", self.window, "-depth", "8", path], env=self.env)

    def cells(self, work):
        """Where the board's cells are on screen: a function of a cell
        giving its centre, in the window. The board is looked for until it
        is drawn whole (as wide as its cells say) at the same place in two
        pictures in a row: a window still laying itself out moves it."""
        shot = os.path.join(work, "board.ppm")
        deadline = time.monotonic() + 60
        last = None
        while True:
            self.screenshot(shot)
            board = find_board(shot, quiet=True)
            if board is not None:
                left, top, right, bottom = board
                whole = abs((right - left + 1) / WIDTH - (bottom - top + 1) / HEIGHT) <= 2
                if whole and board == last:
                    break
                last = board
            if time.monotonic() > deadline:
                fail(f"the board is not drawn in one place (last seen at {board})")
            time.sleep(0.2)
        cell = (right - left + 1) / WIDTH
        log(f"map at {left},{top}–{right},{bottom}, cells of {cell:.1f} px")
        return lambda x, y: (left + (x + 0.5) * cell, top + (y + 0.5) * cell)

    def save_and_quit(self, build, screenshot_name):
        """Ctrl+S, a screenshot for people to look at, then Ctrl+Q."""
        self.key("ctrl+s")
        time.sleep(1.0)
        screenshots = os.path.join(build, "tests", "screenshots")
        os.makedirs(screenshots, exist_ok=True)
        self.screenshot(os.path.join(screenshots, screenshot_name))
        self.quit()

    def quit(self):
        """Ctrl+Q; fails unless the editor is gone (nothing left unsaved)."""
        self.key("ctrl+q")
        try:
            self.process.wait(timeout=60)
        except subprocess.TimeoutExpired:
            fail("the editor did not quit after saving (unsaved changes?)")

    def close(self):
        if self.process.poll() is None:
            self.process.kill()
            self.process.wait()
        self.log_file.close()
        with open(self.log_path) as f:
            output = f.read().strip()
        if output:
            log("editor output:")
            for line in output.splitlines():
                log("  " + line)


def drag(editor, points):
    """Holds the primary button from the first point through the others."""
    editor.move(*points[0])
    time.sleep(0.2)
    xdotool("mousedown", 1, env=editor.env)
    for point in points[1:]:
        time.sleep(0.1)
        editor.move(*point)
    time.sleep(0.2)
    xdotool("mouseup", 1, env=editor.env)
    time.sleep(0.5)


def paint_rectangle(build, work, editor_path, env):
    """A forest rectangle painted with the mouse, saved with ctrl+s."""
    map_path = os.path.join(work, "e2e.map.xml")
    grid = "\n".join(",".join(["p"] * WIDTH) for _ in range(HEIGHT))
    with open(map_path, "w") as f:
        f.write(MAP.format(w=WIDTH, h=HEIGHT, grid=grid))

    env = dict(env, GSK_RENDERER="cairo")
    editor = Editor([editor_path], map_path, "E2E — Tactics Editor", env,
                    os.path.join(work, "editor.log"))
    try:
        # A middle click in the middle of the window's map area gives the
        # board the keyboard without painting.
        editor.move(700, 400)
        xdotool("click", 2, env=env)
        time.sleep(0.3)
        # "2": the second terrain (Forest); "r": the rectangle tool.
        editor.key("2", "r")
        time.sleep(1.0)

        at = editor.cells(work)
        drag(editor, [at(1, 1), at(2, 2), at(3, 2), at(4, 3)])
        editor.save_and_quit(build, "editor-e2e.png")
    finally:
        editor.close()

    with open(map_path) as f:
        saved = f.read()
    rows = saved.split("<grid>")[1].split("</grid>")[0].split()
    cells = [row.split(",") for row in rows]
    if len(cells) != HEIGHT or any(len(row) != WIDTH for row in cells):
        fail("the saved grid has the wrong size")
    wrong = [(x, y) for y in range(HEIGHT) for x in range(WIDTH)
             if cells[y][x] != ("f" if 1 <= x <= 4 and 1 <= y <= 3 else "p")]
    if wrong:
        fail("cells not as painted: " + ", ".join(f"{x},{y}={cells[y][x]}" for x, y in wrong))
    return map_path


def build_scenario(build, work, editor_path, ruleset, env):
    """Under the default renderer and a session bus: a region painted and
    units dropped and clicked onto the board, saved with ctrl+s."""
    map_path = os.path.join(work, "crossing.map.xml")
    grid = "\n".join(",".join(["p"] * WIDTH) for _ in range(HEIGHT))
    with open(map_path, "w") as f:
        f.write(SCENARIO_MAP.format(w=WIDTH, h=HEIGHT, grid=grid, ruleset=ruleset))

    # The renderer GTK picks: what the tests' environment forces goes.
    env = {key: value for key, value in env.items() if key not in ("GSK_RENDERER", "GDK_DEBUG")}
    bus = shutil.which("dbus-run-session")
    command = [bus, "--", editor_path] if bus else [editor_path]
    if not bus:
        # Where tools are required (build-aux/test), a missing one fails.
        if os.environ.get("TACTICS_TEST_REQUIRE_TOOLS", "0") not in ("", "0"):
            fail("dbus-run-session: not installed, and TACTICS_TEST_REQUIRE_TOOLS is set")
        log("dbus-run-session is not installed: no session bus")
    editor = Editor(command, map_path, "Crossing — Tactics Editor", env,
                    os.path.join(work, "scenario-editor.log"))
    try:
        editor.move(700, 400)
        xdotool("click", 2, env=env)

        # Ctrl+2: the tools paint the chosen region (the Ford, the only one).
        # The board is found once the side panel shows the regions.
        editor.key("ctrl+2", "r")
        at = editor.cells(work)
        drag(editor, [at(4, 2), at(5, 3), at(5, 4)])

        # Ctrl+3: units. The palette's chosen type (the first) is dragged
        # from its row onto the board; a click places another.
        editor.key("ctrl+3")
        at = editor.cells(work)
        shot = os.path.join(work, "palette.ppm")
        deadline = time.monotonic() + 30
        while True:
            editor.screenshot(shot)
            columns, rows = count_colour(shot, SELECTED_ROW, 10)
            palette = [x for x in range(int(at(0, 0)[0])) if columns[x] > 10]
            row = [y for y in range(len(rows)) if rows[y] > 100]
            if palette and row:
                break
            if time.monotonic() > deadline:
                fail("the unit palette's chosen row is not on screen")
            time.sleep(0.2)
        source = ((palette[0] + palette[-1]) / 2, (row[0] + row[-1]) / 2)
        drag(editor, [source, (source[0] + 10, source[1]), (source[0] + 40, source[1] + 5),
                      ((source[0] + at(1, 6)[0]) / 2, (source[1] + at(1, 6)[1]) / 2),
                      at(1, 6), at(1, 6)])
        editor.move(*at(8, 1))
        xdotool("click", 1, env=env)
        time.sleep(0.5)
        editor.save_and_quit(build, "editor-e2e-scenario.png")
    finally:
        editor.close()

    with open(map_path) as f:
        saved = f.read()
    region = saved.split('<region id="ford"')[1].split("</region>")[0]
    cells = region.split("<cells>")[1].split("</cells>")[0].split() if "<cells>" in region else []
    if cells != ["4-5,2", "4-5,3", "4-5,4"]:
        fail("the Ford's cells are not the rectangle painted: " + " ".join(cells))
    west = saved.split('<side id="west"')[1].split("</side>")[0]
    for x, y in ((1, 6), (8, 1)):
        if f'x="{x}" y="{y}"' not in west:
            fail(f"no unit of the West saved at {x},{y}:\n{west}")
    return map_path


def scroll_form(work, editor_path, ruleset, env):
    """The Units page of a ruleset scrolled with the wheel over its number
    fields: nothing changes."""
    rules_path = os.path.join(work, "wheel.ruleset.xml")
    shutil.copyfile(ruleset, rules_path)
    with open(rules_path, "rb") as f:
        before = f.read()

    env = dict(env, GSK_RENDERER="cairo")
    editor = Editor([editor_path], rules_path, "Default — Tactics Editor", env,
                    os.path.join(work, "editor-wheel.log"))
    try:
        # The Units page's switch, then the pointer on the Hit points field
        # (the form's first number), where the others pass as it scrolls.
        editor.move(588, 74)
        xdotool("click", 1, env=env)
        time.sleep(1.0)
        editor.move(485, 423)
        time.sleep(0.3)
        for button in [5] * 12 + [4] * 12:
            xdotool("click", button, env=env)
            time.sleep(0.15)
        time.sleep(0.5)
        editor.quit()
    finally:
        editor.close()

    with open(rules_path, "rb") as f:
        if f.read() != before:
            fail("the ruleset changed on disk")


def main():
    # First: whatever the test starts from here on ends with it.
    display_env = ui_test_session.start()
    build = os.path.abspath(sys.argv[1])
    work = tempfile.mkdtemp(prefix="tactics-e2e-")
    try:
        destdir = os.path.join(work, "install")
        log("installing into " + destdir)
        run(["meson", "install", "-C", build, "--destdir", destdir, "--no-rebuild", "--quiet"])

        editor = find(destdir, "tactics-editor")
        library = find(destdir, "libtactics-gtk-1.so.0")
        schema = find(destdir, "io.tactics.gschema.xml")
        ruleset = find(destdir, "default.ruleset.xml")
        run(["glib-compile-schemas", os.path.dirname(schema)])
        share = os.path.dirname(os.path.dirname(os.path.dirname(schema)))

        home = os.path.join(work, "home")
        os.makedirs(home)
        env = dict(display_env)
        env.update({
            "LD_LIBRARY_PATH": os.path.dirname(library),
            "GSETTINGS_SCHEMA_DIR": os.path.dirname(schema),
            "GSETTINGS_BACKEND": "memory",
            "TACTICS_DATADIR": os.path.dirname(ruleset),
            "XDG_DATA_DIRS": share + ":/usr/share",
            "XDG_DATA_HOME": home, "XDG_CONFIG_HOME": home, "XDG_STATE_HOME": home,
            "GTK_A11Y": "none", "NO_AT_BRIDGE": "1",
        })
        cli = find(destdir, "tactics-cli")

        print("1..3", flush=True)
        map_path = paint_rectangle(build, work, editor, env)
        result = subprocess.run([cli, "validate", map_path], env=env, capture_output=True,
                                text=True)
        if result.returncode != 0:
            fail("tactics-cli does not accept the saved map: " + result.stderr)
        print("ok 1 - painted a forest rectangle, saved with ctrl+s, quit with ctrl+q",
              flush=True)

        CASE[0] = 2
        map_path = build_scenario(build, work, editor, ruleset, env)
        result = subprocess.run([cli, "check", map_path], env=env, capture_output=True,
                                text=True)
        if "error" in result.stdout:
            fail("tactics-cli check finds errors in the saved scenario: " + result.stdout)
        print("ok 2 - painted a region and dragged units onto the board under the default "
              "renderer, saved", flush=True)

        CASE[0] = 3
        scroll_form(work, editor, ruleset, env)
        print("ok 3 - the wheel over a form's number fields scrolls the form and changes none",
              flush=True)
    finally:
        shutil.rmtree(work, ignore_errors=True)


if __name__ == "__main__":
    main()
