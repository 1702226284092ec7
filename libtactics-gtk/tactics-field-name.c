/* SPDX-License-Identifier: GPL-3.0-or-later */
#include "config.h"

#include "tactics-gtk.h"

/**
 * tactics_strip_mnemonic:
 * @text: a label's text with its mnemonic, e.g. "_Hit points"
 *
 * The text as a sentence quotes it: without the mnemonic's underline
 * ("__" stays one "_"), and without the key that languages writing no
 * Latin letters put apart in brackets, "HP(_H)" or "選択 (_C)…".
 *
 * Returns: (transfer full): the text without its mnemonic.
 */
char *
tactics_strip_mnemonic (const char *text)
{
  GString *stripped;

  g_return_val_if_fail (text != NULL, NULL);

  stripped = g_string_new (NULL);
  for (const char *p = text; *p != '\0'; p++)
    {
      if (p[0] == '(' && p[1] == '_' && g_ascii_isalnum (p[2]) && p[3] == ')')
        {
          p += 3;
          while (stripped->len > 0 && stripped->str[stripped->len - 1] == ' ')
            g_string_truncate (stripped, stripped->len - 1);
          continue;
        }
      if (*p == '_' && p[1] != '\0')
        p++;
      g_string_append_c (stripped, *p);
    }
  return g_string_free (stripped, FALSE);
}

/**
 * tactics_field_name_dup:
 * @field: a form's field: an entry, a spin button, a drop-down…
 *
 * The field's name as a message about it quotes it ("“Hit points” must
 * be…"): the text of the label whose mnemonic focuses it, without the
 * mnemonic (see tactics_strip_mnemonic()).
 *
 * Returns: (transfer full) (nullable): the name, or %NULL when no label
 *   names @field.
 */
char *
tactics_field_name_dup (GtkWidget *field)
{
  g_autoptr(GList) labels = NULL;
  GtkLabel *label;

  g_return_val_if_fail (GTK_IS_WIDGET (field), NULL);

  labels = gtk_widget_list_mnemonic_labels (field);
  if (labels == NULL)
    return NULL;
  label = labels->data;
  if (!gtk_label_get_use_underline (label))
    return g_strdup (gtk_label_get_text (label));
  return tactics_strip_mnemonic (gtk_label_get_label (label));
}
