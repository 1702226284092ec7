/* SPDX-License-Identifier: GPL-3.0-or-later */
#pragma once

#include <glib.h>

G_BEGIN_DECLS

/* Starts an X server for this test alone and names it in DISPLAY, which
 * the programs the test starts inherit; the server, like every child,
 * ends with the test (ui-test-children.h). Without Xvfb installed, or
 * with TACTICS_TEST_DISPLAY=shared, the display in DISPLAY is used. */
void   ui_test_display_start        (void);
/* The X id of the visible window titled @title, polled with xdotool until
 * it shows or @timeout_s seconds have passed (then the test fails). NULL
 * when xdotool is not installed. (transfer full) */
char  *ui_test_display_find_window  (const char *title,
                                     guint       timeout_s);

/* Gives the window @window_id (an X id) the keyboard, and waits until it
 * has it or @timeout_s seconds have passed (then the test fails). */
void   ui_test_display_focus_window (const char *window_id,
                                     guint       timeout_s);

G_END_DECLS
