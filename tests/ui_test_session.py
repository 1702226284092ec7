# SPDX-License-Identifier: GPL-3.0-or-later
"""What every window test in Python starts with, as tests/ui-test-display.c
and tests/ui-test-children.c do for the tests in C.

start() makes the test the leader of a process group of its own, which
every program it starts (Xvfb, the editor or the game, xdotool, a session
bus) and theirs join, and ends that group with the test: when it exits,
fails, raises or is told to stop, and when the process that started it
ends. It then starts an X server for this test alone and returns the
environment that names it.

wait_for_window() and wait_for_focus() poll for a state, within a
deadline, instead of waiting a fixed time or for ever.
"""

import atexit
import ctypes
import os
import shutil
import signal
import subprocess
import sys
import time

PR_SET_PDEATHSIG = 1
_GROUP = [0]


def _end_group():
    # Only the leader (a forked child runs atexit handlers too).
    if _GROUP[0] and os.getpid() == _GROUP[0]:
        signal.signal(signal.SIGTERM, signal.SIG_IGN)
        os.killpg(_GROUP[0], signal.SIGTERM)


def _on_signal(number, _frame):
    _end_group()
    signal.signal(number, signal.SIG_DFL)
    os.kill(os.getpid(), number)


def end_children_with_test():
    """The test leads a process group, which ends with it."""
    if os.getpgrp() != os.getpid():
        os.setpgid(0, 0)
        # Out of its parent's group, a harness that kills that group on a
        # timeout would miss it: its parent's end reaches it.
        libc = ctypes.CDLL(None, use_errno=True)
        libc.prctl(PR_SET_PDEATHSIG, signal.SIGTERM, 0, 0, 0)
    _GROUP[0] = os.getpid()
    atexit.register(_end_group)
    for number in (signal.SIGTERM, signal.SIGINT, signal.SIGHUP):
        signal.signal(number, _on_signal)


def _die_with_parent():
    ctypes.CDLL(None).prctl(PR_SET_PDEATHSIG, signal.SIGTERM, 0, 0, 0)


def start(env=None):
    """Ends the test's children with it and starts its own X server.
    Returns a copy of @env (default: os.environ) with DISPLAY naming it."""
    end_children_with_test()
    env = dict(os.environ if env is None else env)
    env.pop("WAYLAND_DISPLAY", None)
    xvfb = shutil.which("Xvfb")
    if xvfb is None or env.get("TACTICS_TEST_DISPLAY") == "shared":
        return env
    read_end, write_end = os.pipe()
    # -noreset: a server resets when its last client leaves, and a program
    # connecting just then cannot open the display.
    server = subprocess.Popen([xvfb, "-displayfd", str(write_end), "-screen", "0", "1600x1000x24",
                               "-nolisten", "tcp", "-noreset"], pass_fds=(write_end,),
                              stdin=subprocess.DEVNULL, stdout=subprocess.DEVNULL,
                              stderr=subprocess.DEVNULL, preexec_fn=_die_with_parent)
    os.close(write_end)
    # Xvfb writes the display's number and a newline once it listens.
    number = b""
    while not number.endswith(b"\n"):
        chunk = os.read(read_end, 16)
        if not chunk:
            break
        number += chunk
    os.close(read_end)
    if not number.strip():
        server.kill()
        raise SystemExit("Bail out! Xvfb ended before it named its display")

    def stop():
        server.terminate()
        server.wait()
    atexit.register(stop)
    env["DISPLAY"] = ":" + number.decode().strip()
    return env


def _xdotool(env, *args):
    return subprocess.run(["xdotool", *[str(a) for a in args]], env=env, capture_output=True,
                          text=True, timeout=30)


def wait_for_window(title, env, process=None, timeout=60):
    """The X id of the visible window titled @title, or None once @process
    has ended or @timeout seconds have passed."""
    deadline = time.monotonic() + timeout
    while time.monotonic() < deadline and (process is None or process.poll() is None):
        result = _xdotool(env, "search", "--onlyvisible", "--name", title)
        for window in result.stdout.split():
            name = _xdotool(env, "getwindowname", window).stdout.strip()
            if name == title:
                return window
        time.sleep(0.1)
    return None


def wait_for_focus(window, env, timeout=30):
    """Gives @window the keyboard and waits until it has it; False if it
    never does."""
    deadline = time.monotonic() + timeout
    while time.monotonic() < deadline:
        _xdotool(env, "windowfocus", window)
        if _xdotool(env, "getwindowfocus").stdout.strip() == window:
            return True
        time.sleep(0.1)
    return False
