/* SPDX-License-Identifier: GPL-3.0-or-later */
#pragma once

#if !defined(TACTICS_GTK_INSIDE) && !defined(TACTICS_GTK_COMPILATION)
# error "Only <tactics-gtk.h> can be included directly."
#endif

#include "tactics-gtk-macros.h"

G_BEGIN_DECLS

/* Initialises the engine (tactics_init()) and registers the widget types so
 * GtkBuilder files can name them. Call after gtk_init(); calling it again
 * does nothing. */
TACTICS_GTK_AVAILABLE_IN_ALL
void tactics_gtk_init (void);

G_END_DECLS
