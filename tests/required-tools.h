/* SPDX-License-Identifier: GPL-3.0-or-later */
#pragma once

#include <glib.h>

G_BEGIN_DECLS

/* The tests' tools that a machine may lack (xmllint, msgfmt, xdotool, …).
 * Without one, a test is skipped where a developer runs `meson test` by
 * hand; where TACTICS_TEST_REQUIRE_TOOLS is set, as build-aux/test sets it
 * for CI, it fails instead, naming what is missing, so that a CI machine
 * that lost a tool never passes by checking less. */

static inline gboolean
required_tools_wanted (void)
{
  const char *value = g_getenv ("TACTICS_TEST_REQUIRE_TOOLS");

  return value != NULL && value[0] != '\0' && g_strcmp0 (value, "0") != 0;
}

/* Skips or fails the current test because @tool is missing (@why says how
 * that shows); the caller returns at once. */
static inline void
required_tool_missing (const char *tool,
                       const char *why)
{
  if (required_tools_wanted ())
    g_test_fail_printf ("%s: %s, and TACTICS_TEST_REQUIRE_TOOLS is set", tool, why);
  else
    g_test_skip_printf ("%s: %s", tool, why);
}

/* The same for a test that checks the rest without @tool: where tools are
 * not required, only a message says what was left out. */
static inline void
required_tool_noted (const char *tool,
                     const char *why)
{
  if (required_tools_wanted ())
    g_test_fail_printf ("%s: %s, and TACTICS_TEST_REQUIRE_TOOLS is set", tool, why);
  else
    g_test_message ("%s: %s", tool, why);
}

G_END_DECLS
