#!/usr/bin/env python3
# SPDX-License-Identifier: GPL-3.0-or-later
"""The installed programs follow the user's language.

Installs the build into a temporary folder and, for English and each
language in po/LINGUAS, runs the installed programs with only
LANGUAGE=<language> set (no LANG: the programs must cope with the plain C
locale): tactics-cli --help and tactics-game --help print translated text;
tactics-editor on the bundled skirmish map and tactics-game playing it by
itself (--autoplay) open windows whose titles are translated, map name
included. Screenshots of both windows go to
BUILD/tests/screenshots/languages/ for a person to check that text fits.

Prints TAP. Usage: test-languages.py BUILD_DIR SOURCE_DIR
"""

import gettext
import os
import shutil
import subprocess
import sys
import tempfile
import time

import ui_test_session

TEST_NUMBER = 0


def log(message):
    print("# " + message.replace("\n", "\n# "), flush=True)


def ok(condition, description):
    global TEST_NUMBER
    TEST_NUMBER += 1
    print(("ok " if condition else "not ok ") + f"{TEST_NUMBER} - {description}", flush=True)
    return condition


def run(args, **kwargs):
    return subprocess.run(args, check=True, capture_output=True, text=True, timeout=120, **kwargs)


def find(root, name):
    for folder, _, files in os.walk(root):
        if name in files:
            return os.path.join(folder, name)
    raise SystemExit("Bail out! the installed tree has no " + name)


def languages(source):
    with open(os.path.join(source, "po", "LINGUAS")) as f:
        return [line.strip() for line in f if line.strip() and not line.startswith("#")]


def window_names(env):
    """(id, title) of each visible window."""
    result = subprocess.run(["xdotool", "search", "--onlyvisible", "--name", "."], env=env,
                            capture_output=True, text=True)
    windows = []
    for window in result.stdout.split():
        name = subprocess.run(["xdotool", "getwindowname", window], env=env,
                              capture_output=True, text=True).stdout.strip()
        windows.append((window, name))
    return windows


def wait_for_window(name, process, env, timeout=30):
    """The id of the visible window titled @name, or None once @process has
    ended or @timeout seconds have passed."""
    deadline = time.monotonic() + timeout
    while time.monotonic() < deadline and process.poll() is None:
        for window, title in window_names(env):
            if title == name:
                return window
        time.sleep(0.2)
    return None


def shoot_window(args, title, shots, env):
    """Starts @args, waits for a window titled @title, then for each (seconds,
    keys, path) of @shots: waits, presses the keys (if any), waits a moment
    more and saves the window to path."""
    process = subprocess.Popen(args, env=env, stdout=subprocess.PIPE, stderr=subprocess.STDOUT,
                               text=True)
    try:
        window = wait_for_window(title, process, env)
        if window is None:
            log("windows open: " + repr([name for _, name in window_names(env)]))
            return False
        subprocess.run(["xdotool", "windowmove", window, "0", "0"], env=env)
        for delay, keys, path in shots:
            time.sleep(delay)
            if keys is not None:
                run(["xdotool", "windowfocus", "--sync", window], env=env)
                run(["xdotool", "key", keys], env=env)
                time.sleep(1.0)
            run(["import", "-window", window, path], env=env)
        return True
    finally:
        process.kill()
        output, _ = process.communicate()
        if output.strip():
            log(args[0] + " said:\n" + output.strip())


def main():
    # An X server of its own, and everything it starts ends with it.
    display_env = ui_test_session.start()
    build = os.path.abspath(sys.argv[1])
    source = os.path.abspath(sys.argv[2])
    work = tempfile.mkdtemp(prefix="tactics-languages-")
    screenshots = os.path.join(build, "tests", "screenshots", "languages")
    os.makedirs(screenshots, exist_ok=True)
    try:
        destdir = os.path.join(work, "install")
        run(["meson", "install", "-C", build, "--destdir", destdir, "--no-rebuild", "--quiet"])
        cli = find(destdir, "tactics-cli")
        game = find(destdir, "tactics-game")
        editor = find(destdir, "tactics-editor")
        library = find(destdir, "libtactics-gtk-1.so.0")
        schema = find(destdir, "io.tactics.gschema.xml")
        ruleset = find(destdir, "default.ruleset.xml")
        skirmish = find(destdir, "skirmish.map.xml")
        catalogue = find(destdir, "tactics.mo")
        # share/locale/LANG/LC_MESSAGES/tactics.mo
        localedir = os.path.dirname(os.path.dirname(os.path.dirname(catalogue)))
        run(["glib-compile-schemas", os.path.dirname(schema)])
        share = os.path.dirname(os.path.dirname(os.path.dirname(schema)))

        home = os.path.join(work, "home")
        os.makedirs(home)
        base = {key: value for key, value in display_env.items()
                if key not in ("LANG", "LANGUAGE", "LC_ALL", "LC_MESSAGES", "LC_CTYPE")}
        base.update({
            "LD_LIBRARY_PATH": os.path.dirname(library),
            "GSETTINGS_SCHEMA_DIR": os.path.dirname(schema),
            "GSETTINGS_BACKEND": "memory",
            "TACTICS_DATADIR": os.path.dirname(ruleset),
            "TACTICS_LOCALEDIR": localedir,
            "XDG_DATA_DIRS": share + ":/usr/share",
            "XDG_DATA_HOME": home, "XDG_CONFIG_HOME": home, "XDG_STATE_HOME": home,
            "GTK_A11Y": "none", "NO_AT_BRIDGE": "1", "GSK_RENDERER": "cairo",
        })

        # The display does not reset between programs (ui_test_session).
        for language in ["en"] + languages(source):
            check_language(language, base, localedir, screenshots,
                           cli, game, editor, skirmish)
        print(f"1..{TEST_NUMBER}", flush=True)
    finally:
        shutil.rmtree(work, ignore_errors=True)


def check_language(language, base, localedir, screenshots, cli, game, editor, skirmish):
    env = dict(base)
    if language != "en":
        env["LANGUAGE"] = language
    catalog = gettext.translation("tactics", localedir, languages=[language],
                                  fallback=(language == "en"))
    tr = catalog.gettext

    if language != "en":
        ok(tr("Tactics Editor") != "Tactics Editor",
           f"{language}: the catalogue is installed and translates")

    summary = tr("Checks, plays, generates, balances, draws, imports and exports "
                 "Tactics files without a window.")
    text = run([cli, "--help"], env=env).stdout
    ok(summary in text, f"{language}: tactics-cli --help is translated")

    option = tr("Play a computer-against-computer match at full speed")
    text = run([game, "--help-all"], env=env).stdout
    ok(option in text, f"{language}: tactics-game --help is translated")

    map_name = catalog.pgettext("map", "Skirmish")
    title = f"{map_name} — {tr('Tactics Editor')}"
    shots = [(2.0, None, os.path.join(screenshots, f"editor-{language}.png"))]
    ok(shoot_window([editor, skirmish], title, shots, env),
       f"{language}: tactics-editor opens as “{title}”")

    title = tr("%s — Tactics") % map_name
    # The start screen, the new match's settings (ctrl+n); the results of a
    # match played by itself (at full speed: over in a moment).
    shots = [(1.5, None, os.path.join(screenshots, f"game-start-{language}.png")),
             (0.0, "ctrl+n", os.path.join(screenshots, f"game-setup-{language}.png"))]
    ok(shoot_window([game], tr("Tactics"), shots, env),
       f"{language}: tactics-game opens as “{tr('Tactics')}”")
    shots = [(4.0, None, os.path.join(screenshots, f"game-over-{language}.png"))]
    ok(shoot_window([game, "--autoplay", "--seed", "7", skirmish], title, shots, env),
       f"{language}: tactics-game plays as “{title}”")


if __name__ == "__main__":
    main()
