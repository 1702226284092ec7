/* SPDX-License-Identifier: GPL-3.0-or-later */
#pragma once

#include <glib.h>

G_BEGIN_DECLS

/* Makes the test the leader of a process group of its own, which every
 * program it starts (an X server, the game, xdotool, a session bus) and
 * theirs join, and ends that group with the test: when it exits, fails an
 * assertion, crashes or is told to stop, and when the process that started
 * it ends. A failing test then ends at once instead of leaving a child
 * holding its output open until the harness's timeout. Call it once, first. */
void ui_test_children_end_with_test (void);

G_END_DECLS
