#!/bin/sh
# The session bus of a test: what its services print goes to stderr, so
# that it never mixes with the test's TAP output on stdout.
exec dbus-daemon "$@" >&2
