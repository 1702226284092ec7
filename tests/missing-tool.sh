#!/bin/sh
# SPDX-License-Identifier: GPL-3.0-or-later
# Stands in for a test whose program meson did not find ($1): skipped (77) for
# a developer running `meson test` by hand, failed where
# TACTICS_TEST_REQUIRE_TOOLS is set (build-aux/test, and so CI).
case "${TACTICS_TEST_REQUIRE_TOOLS:-0}" in
  ''|0)
    echo "$1 is not installed: skipped" >&2
    exit 77 ;;
  *)
    echo "$1 is not installed, and TACTICS_TEST_REQUIRE_TOOLS is set" >&2
    exit 1 ;;
esac
