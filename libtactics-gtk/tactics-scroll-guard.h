/* SPDX-License-Identifier: GPL-3.0-or-later */
#pragma once

#if !defined(TACTICS_GTK_INSIDE) && !defined(TACTICS_GTK_COMPILATION)
# error "Only <tactics-gtk.h> can be included directly."
#endif

#include <gtk/gtk.h>

#include "tactics-gtk-macros.h"

G_BEGIN_DECLS

TACTICS_GTK_AVAILABLE_IN_ALL
void tactics_scroll_guard_attach (GtkWidget *widget);

G_END_DECLS
