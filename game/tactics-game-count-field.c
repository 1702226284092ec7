/* SPDX-License-Identifier: GPL-3.0-or-later */
#include "config.h"

#include <glib/gi18n.h>

#include "tactics-gtk.h"
#include "tactics-game-count-field.h"

/* A count as typed in @spin: a whole number, or for the round limit
 * nothing or the words for no limit (0). FALSE for anything else. */
static gboolean
parse_count (GtkSpinButton *spin,
             gboolean       no_limit_allowed,
             guint64       *number)
{
  g_autofree char *text = g_strstrip (g_strdup (gtk_editable_get_text (GTK_EDITABLE (spin))));
  g_autofree char *folded = g_utf8_casefold (text, -1);
  g_autofree char *no_limit = g_utf8_casefold (_("No limit"), -1);

  if (no_limit_allowed && (text[0] == '\0' || g_str_equal (folded, no_limit)))
    {
      *number = 0;
      return TRUE;
    }
  return g_ascii_string_to_unsigned (text, 10, 0, G_MAXINT / 2, number, NULL);
}

/* What is typed stays as typed, taken or not: Start says what is wrong
 * with it, rather than the spin button putting the old value back or the
 * nearest allowed one in its place. */
static int
on_count_input (GtkSpinButton *spin,
                double        *value,
                gpointer       no_limit_allowed)
{
  guint64 number;

  *value = parse_count (spin, GPOINTER_TO_INT (no_limit_allowed), &number)
           ? (double) number : gtk_spin_button_get_value (spin);
  return TRUE;
}

static gboolean
on_count_output (GtkSpinButton *spin,
                 gpointer       no_limit_allowed)
{
  int value = gtk_spin_button_get_value_as_int (spin);
  g_autofree char *text = NULL;
  guint64 number;

  if (!parse_count (spin, GPOINTER_TO_INT (no_limit_allowed), &number)
      && gtk_editable_get_text (GTK_EDITABLE (spin))[0] != '\0')
    return TRUE;
  /* No limit is 0 rounds, which the round limit says in words. */
  text = value == 0 && GPOINTER_TO_INT (no_limit_allowed) ? g_strdup (_("No limit"))
                                                          : g_strdup_printf ("%d", value);
  if (g_strcmp0 (gtk_editable_get_text (GTK_EDITABLE (spin)), text) != 0)
    gtk_editable_set_text (GTK_EDITABLE (spin), text);
  return TRUE;
}

void
tactics_game_count_field_setup (GtkSpinButton *spin,
                                gboolean       no_limit_allowed)
{
  /* Bounds wider than the field's, so that nothing typed is clamped. */
  gtk_spin_button_set_range (spin, 0, G_MAXINT / 2);
  gtk_spin_button_set_numeric (spin, FALSE);
  gtk_spin_button_set_update_policy (spin, GTK_UPDATE_IF_VALID);
  g_signal_connect (spin, "input", G_CALLBACK (on_count_input),
                    GINT_TO_POINTER (no_limit_allowed));
  g_signal_connect (spin, "output", G_CALLBACK (on_count_output),
                    GINT_TO_POINTER (no_limit_allowed));
}

gboolean
tactics_game_count_field_read (GtkSpinButton  *spin,
                               guint           min,
                               guint           max,
                               guint          *value,
                               GError        **error)
{
  gboolean no_limit_allowed = min == 0;
  guint64 number;
  g_autofree char *name = NULL;

  if (parse_count (spin, no_limit_allowed, &number) && number >= min && number <= max)
    {
      *value = (guint) number;
      return TRUE;
    }
  name = tactics_field_name_dup (GTK_WIDGET (spin));
  if (no_limit_allowed)
    g_set_error (error, TACTICS_MATCH_ERROR, TACTICS_MATCH_ERROR_SETUP,
                 /* Translators: a field refusing what was typed, e.g. "“Round limit” must be a
                  * whole number from 1 to 9999, or No limit." */
                 _("“%s” must be a whole number from 1 to %u, or No limit."),
                 name != NULL ? name : "", max);
  else
    g_set_error (error, TACTICS_MATCH_ERROR, TACTICS_MATCH_ERROR_SETUP,
                 /* Translators: a field refusing what was typed, e.g. "“Units per player” must
                  * be a whole number from 1 to 32." */
                 _("“%s” must be a whole number from %u to %u."),
                 name != NULL ? name : "", min, max);
  return FALSE;
}
