/* SPDX-License-Identifier: GPL-3.0-or-later */
#pragma once

#include <gtk/gtk.h>

#include "tactics.h"

G_BEGIN_DECLS

/* A spin button for a count the set-up screen reads strictly: what is
 * typed stays as typed, and reading it says what is wrong with it. With
 * @no_limit_allowed, nothing or the words "No limit" are 0. */
void     tactics_game_count_field_setup (GtkSpinButton  *spin,
                                         gboolean        no_limit_allowed);
/* The count in @spin within @min..@max (0 allowed for "No limit" when @min
 * is 0), or a TACTICS_MATCH_ERROR_SETUP naming the field by its label. */
gboolean tactics_game_count_field_read  (GtkSpinButton  *spin,
                                         guint           min,
                                         guint           max,
                                         guint          *value,
                                         GError        **error);

G_END_DECLS
