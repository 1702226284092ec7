/* SPDX-License-Identifier: GPL-3.0-or-later */
#include "config.h"

#include "tactics-gtk.h"
#include "ui-test-helpers.h"

/* A field's name as messages quote it, in the ways languages write a
 * label's key: underlined in the word, or apart in brackets. */

static void
test_strip (void)
{
  static const struct {
    const char *label;
    const char *name;
  } cases[] = {
    { "_Hit points", "Hit points" },
    { "Round _limit", "Round limit" },
    { "HP(_H)", "HP" },
    { "ユニット数 (_U)", "ユニット数" },
    { "选择(_H)…", "选择…" },
    { "snake__case", "snake_case" },
    /* Brackets that hold no key stay. */
    { "Cost (_per cell)", "Cost (per cell)" },
    { "(_)", "()" },
    { "Trailing_", "Trailing_" },
  };

  for (guint i = 0; i < G_N_ELEMENTS (cases); i++)
    {
      g_autofree char *name = tactics_strip_mnemonic (cases[i].label);

      g_assert_cmpstr (name, ==, cases[i].name);
    }
}

static void
test_field (void)
{
  GtkWidget *box = gtk_box_new (GTK_ORIENTATION_HORIZONTAL, 0);
  GtkWidget *label = gtk_label_new_with_mnemonic ("HP(_H)");
  GtkWidget *spin = gtk_spin_button_new_with_range (1, 99, 1);
  GtkWidget *plain = gtk_label_new ("Seed_value");
  GtkWidget *entry = gtk_entry_new ();
  GtkWidget *unnamed = gtk_entry_new ();
  g_autofree char *spin_name = NULL;
  g_autofree char *entry_name = NULL;

  g_object_ref_sink (box);
  gtk_box_append (GTK_BOX (box), label);
  gtk_box_append (GTK_BOX (box), spin);
  gtk_box_append (GTK_BOX (box), plain);
  gtk_box_append (GTK_BOX (box), entry);
  gtk_box_append (GTK_BOX (box), unnamed);
  gtk_label_set_mnemonic_widget (GTK_LABEL (label), spin);
  /* A label without a mnemonic is read as it is written. */
  gtk_label_set_mnemonic_widget (GTK_LABEL (plain), entry);

  spin_name = tactics_field_name_dup (spin);
  entry_name = tactics_field_name_dup (entry);
  g_assert_cmpstr (spin_name, ==, "HP");
  g_assert_cmpstr (entry_name, ==, "Seed_value");
  g_assert_null (tactics_field_name_dup (unnamed));
  g_object_unref (box);
}

int
main (int   argc,
      char *argv[])
{
  ui_test_init (&argc, &argv);

  g_test_add_func ("/field-name/strip", test_strip);
  g_test_add_func ("/field-name/field", test_field);

  return g_test_run ();
}
