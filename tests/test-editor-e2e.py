#!/usr/bin/env python3
# SPDX-License-Identifier: GPL-3.0-or-later
"""End-to-end test of the editor as a user meets it.

Installs the build into a temporary folder (the installed layout: bin/,
lib/, share/), starts that tactics-editor on a small map under the X
server of the test (Xvfb), and drives it with xdotool: pick the forest
terrain and the rectangle tool with their keys, drag a rectangle with the
mouse, save with ctrl+s, quit with ctrl+q. Then reads the saved file.

Usage: test-editor-e2e.py BUILD_DIR
"""

import os
import shutil
import subprocess
import sys
import tempfile
import time

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


def log(message):
    print("# " + message, flush=True)


def fail(message):
    print("not ok 1 - " + message, flush=True)
    sys.exit(1)


def run(args, **kwargs):
    return subprocess.run(args, check=True, capture_output=True, text=True, **kwargs)


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


def find_board(path):
    """The map on screen: the columns and rows where plains-coloured pixels
    are many (the palette's small plains swatch is left out)."""
    width, height, pixels = read_ppm(path)
    columns = [0] * width
    rows = [0] * height
    for y in range(height):
        line = y * width * 3
        for x in range(width):
            i = line + x * 3
            if all(abs(pixels[i + c] - PLAINS[c]) <= 14 for c in range(3)):
                columns[x] += 1
                rows[y] += 1
    if max(columns) == 0:
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


def main():
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
        env = dict(os.environ)
        env.update({
            "LD_LIBRARY_PATH": os.path.dirname(library),
            "GSETTINGS_SCHEMA_DIR": os.path.dirname(schema),
            "GSETTINGS_BACKEND": "memory",
            "TACTICS_DATADIR": os.path.dirname(ruleset),
            "XDG_DATA_DIRS": share + ":/usr/share",
            "XDG_DATA_HOME": home, "XDG_CONFIG_HOME": home, "XDG_STATE_HOME": home,
            "GTK_A11Y": "none", "NO_AT_BRIDGE": "1", "GSK_RENDERER": "cairo",
        })

        map_path = os.path.join(work, "e2e.map.xml")
        grid = "\n".join(",".join(["p"] * WIDTH) for _ in range(HEIGHT))
        with open(map_path, "w") as f:
            f.write(MAP.format(w=WIDTH, h=HEIGHT, grid=grid))

        log("starting " + editor)
        editor_log = open(os.path.join(work, "editor.log"), "w")
        process = subprocess.Popen([editor, map_path], env=env, stdout=editor_log,
                                   stderr=subprocess.STDOUT)
        try:
            window = xdotool("search", "--sync", "--onlyvisible", "--name", "E2E — Tactics Editor",
                             env=env).split()[0]
            xdotool("windowmove", window, 0, 0, env=env)
            xdotool("windowsize", window, 1100, 760, env=env)
            time.sleep(2.0)

            # Real input (XTEST) goes to the focused window and the pointer's
            # place; events sent to a window directly are ignored by GTK.
            xdotool("windowfocus", "--sync", window, env=env)
            origin = dict(line.split("=") for line in
                          xdotool("getwindowgeometry", "--shell", window, env=env).split())
            window_x, window_y = int(origin["X"]), int(origin["Y"])

            # A middle click in the middle of the window's map area gives the
            # board the keyboard without painting.
            xdotool("mousemove", "--sync", window_x + 700, window_y + 400, env=env)
            xdotool("click", 2, env=env)
            time.sleep(0.3)
            # "2": the second terrain (Forest); "r": the rectangle tool.
            xdotool("key", "2", env=env)
            xdotool("key", "r", env=env)
            time.sleep(1.0)

            shot = os.path.join(work, "before.ppm")
            run(["import", "-window", window, "-depth", "8", shot], env=env)
            left, top, right, bottom = find_board(shot)
            cell = (right - left + 1) / WIDTH
            log(f"map at {left},{top}–{right},{bottom}, cells of {cell:.1f} px")

            def move_to(x, y):
                xdotool("mousemove", "--sync", int(window_x + left + (x + 0.5) * cell),
                        int(window_y + top + (y + 0.5) * cell), env=env)

            move_to(1, 1)
            time.sleep(0.2)
            xdotool("mousedown", 1, env=env)
            for x, y in ((2, 2), (3, 2), (4, 3)):
                time.sleep(0.1)
                move_to(x, y)
            time.sleep(0.2)
            xdotool("mouseup", 1, env=env)
            time.sleep(0.5)

            xdotool("key", "ctrl+s", env=env)
            time.sleep(1.0)
            screenshots = os.path.join(build, "tests", "screenshots")
            os.makedirs(screenshots, exist_ok=True)
            run(["import", "-window", window, os.path.join(screenshots, "editor-e2e.png")],
                env=env)
            xdotool("key", "ctrl+q", env=env)
            try:
                process.wait(timeout=15)
            except subprocess.TimeoutExpired:
                fail("the editor did not quit after saving (unsaved changes?)")
        finally:
            if process.poll() is None:
                process.kill()
                process.wait()
            editor_log.close()
            with open(os.path.join(work, "editor.log")) as f:
                output = f.read().strip()
            if output:
                log("editor output:\n" + output)

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

        cli = find(destdir, "tactics-cli")
        result = subprocess.run([cli, "validate", map_path], env=env, capture_output=True,
                                text=True)
        if result.returncode != 0:
            fail("tactics-cli does not accept the saved map: " + result.stderr)

        print("1..1")
        print("ok 1 - painted a forest rectangle, saved with ctrl+s, quit with ctrl+q")
    finally:
        shutil.rmtree(work, ignore_errors=True)


if __name__ == "__main__":
    main()
