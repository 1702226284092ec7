/* SPDX-License-Identifier: GPL-3.0-or-later */
#pragma once

#if !defined(TACTICS_GTK_INSIDE) && !defined(TACTICS_GTK_COMPILATION)
# error "Only <tactics-gtk.h> can be included directly."
#endif

#include <gtk/gtk.h>

#include "tactics-gtk-macros.h"

G_BEGIN_DECLS

/* The preferences window of either program. It shows a row for each key
 * its GSettings schema has among "show-grid", "animation-speed",
 * "new-map-width", "new-map-height", "new-map-topology", "default-ruleset"
 * and "recent-files", bound to the settings: a change applies at once, as
 * GNOME's preferences windows do. A ruleset file is loaded before it is
 * made the default; a bad one is refused with its error shown in the
 * window. Escape closes it. */
#define TACTICS_TYPE_PREFERENCES_DIALOG (tactics_preferences_dialog_get_type ())
TACTICS_GTK_AVAILABLE_IN_ALL
G_DECLARE_FINAL_TYPE (TacticsPreferencesDialog, tactics_preferences_dialog,
                      TACTICS, PREFERENCES_DIALOG, GtkWindow)

TACTICS_GTK_AVAILABLE_IN_ALL
GtkWidget *tactics_preferences_dialog_new                 (GtkWindow                 *parent,
                                                           GSettings                 *settings);
TACTICS_GTK_AVAILABLE_IN_ALL
GSettings *tactics_preferences_dialog_get_settings        (TacticsPreferencesDialog  *self);
/* Makes @file the default ruleset if it loads (NULL: the bundled rules);
 * otherwise shows and returns the error and keeps the setting. This is what
 * the window's file chooser calls. */
TACTICS_GTK_AVAILABLE_IN_ALL
gboolean   tactics_preferences_dialog_set_default_ruleset (TacticsPreferencesDialog  *self,
                                                           GFile                     *file,
                                                           GError                   **error);

G_END_DECLS
