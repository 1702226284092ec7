/* SPDX-License-Identifier: GPL-3.0-or-later */
#pragma once

#if !defined(TACTICS_GTK_INSIDE) && !defined(TACTICS_GTK_COMPILATION)
# error "Only <tactics-gtk.h> can be included directly."
#endif

#include <gtk/gtk.h>

#include "tactics-gtk-macros.h"

G_BEGIN_DECLS

TACTICS_GTK_AVAILABLE_IN_ALL
char *tactics_strip_mnemonic (const char *text);
TACTICS_GTK_AVAILABLE_IN_ALL
char *tactics_field_name_dup (GtkWidget  *field);

G_END_DECLS
