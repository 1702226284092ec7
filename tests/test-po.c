/* SPDX-License-Identifier: GPL-3.0-or-later */
/* The translations: every language in po/LINGUAS is complete (no fuzzy or
 * untranslated message, by msgfmt --check --statistics), has its language's
 * plural forms and one mnemonic in each label (two labels that share a key
 * on one page are test-mnemonics.py's), and covers the strings the
 * sources have now (extracted afresh, compared with msgcmp). */
#include "config.h"

#include <string.h>

#include <glib.h>
#include <glib/gstdio.h>

/* The plural rules of the languages we ship, as the GNU gettext manual
 * gives them. */
static const struct {
  const char *language;
  const char *plural_forms;
} plural_rules[] = {
  { "es", "nplurals=2; plural=(n != 1);" },
  { "ja", "nplurals=1; plural=0;" },
  { "pt_BR", "nplurals=2; plural=(n > 1);" },
  { "zh_CN", "nplurals=1; plural=0;" },
};

static const char *po_dir;
static char *fresh_pot;

static char *
po_path (const char *language)
{
  g_autofree char *name = g_strconcat (language, ".po", NULL);

  return g_build_filename (po_dir, name, NULL);
}

/* Runs @argv; its exit status must be 0. Returns its stderr. */
static char *
run (const char * const *argv,
     const char         *working_directory,
     const char * const *envp)
{
  g_autofree char *output = NULL;
  g_autofree char *errors = NULL;
  g_autoptr(GError) error = NULL;
  int status = 0;

  g_spawn_sync (working_directory, (char **) argv, (char **) envp, G_SPAWN_SEARCH_PATH, NULL,
                NULL, &output, &errors, &status, &error);
  g_assert_no_error (error);
  if (!g_spawn_check_wait_status (status, &error))
    g_error ("%s failed: %s\n%s%s", argv[0], error->message, output, errors);
  return g_steal_pointer (&errors);
}

static void
test_complete (gconstpointer data)
{
  const char *language = data;
  g_autofree char *path = po_path (language);
  const char *argv[] = { "msgfmt", "--check", "--statistics", "-o", "/dev/null", path, NULL };
  g_autofree char *statistics = run (argv, NULL, NULL);
  g_autoptr(GRegex) complete = g_regex_new ("^[0-9]+ translated messages?\\.\n$", 0, 0, NULL);

  g_test_message ("%s: %s", language, statistics);
  /* Anything else ("…, 3 fuzzy translations, 2 untranslated messages.")
   * is an unfinished translation. */
  g_assert_true (g_regex_match (complete, statistics, 0, NULL));
}

static void
test_mnemonics (gconstpointer data)
{
  g_autofree char *path = po_path (data);
  const char *argv[] = { "msgfmt", "--check-accelerators=_", "-o", "/dev/null", path, NULL };
  g_autofree char *errors = run (argv, NULL, NULL);

  g_assert_cmpstr (errors, ==, "");
}

static void
test_plural_forms (gconstpointer data)
{
  const char *language = data;
  g_autofree char *path = po_path (language);
  g_autofree char *contents = NULL;
  g_autoptr(GError) error = NULL;
  const char *expected = NULL;
  g_autofree char *header = NULL;

  for (guint i = 0; i < G_N_ELEMENTS (plural_rules); i++)
    if (g_str_equal (plural_rules[i].language, language))
      expected = plural_rules[i].plural_forms;
  if (expected == NULL)
    {
      g_test_skip ("no known plural rule for this language: add it to plural_rules");
      return;
    }

  g_file_get_contents (path, &contents, NULL, &error);
  g_assert_no_error (error);
  header = g_strdup_printf ("\"Plural-Forms: %s\\n\"", expected);
  g_assert_nonnull (strstr (contents, header));
  g_assert_null (strstr (contents, "#, fuzzy"));
}

/* The catalogue has every message the sources have today. */
static void
test_current (gconstpointer data)
{
  g_autofree char *path = po_path (data);
  const char *argv[] = { "msgcmp", path, fresh_pot, NULL };
  g_autofree char *errors = run (argv, NULL, NULL);

  g_assert_cmpstr (errors, ==, "");
}

/* Extracts the strings as the tactics-pot target does, into a scratch
 * folder rather than over po/tactics.pot. */
static char *
extract_strings (const char *folder)
{
  const char *source_root = g_getenv ("TACTICS_SOURCE_ROOT");
  const char *extra = g_getenv ("TACTICS_XGETTEXT_ARGS");
  g_autofree char *pot = g_build_filename (folder, "tactics.pot", NULL);
  g_autofree char *output_arg = g_strconcat ("--output=", pot, NULL);
  g_autofree char *data_dirs = g_build_filename (source_root, "data", NULL);
  g_auto(GStrv) extra_args = g_strsplit (extra, "\n", -1);
  g_auto(GStrv) envp = g_environ_setenv (g_get_environ (), "GETTEXTDATADIRS", data_dirs, TRUE);
  g_autoptr(GPtrArray) argv = g_ptr_array_new ();
  g_autofree char *errors = NULL;

  g_ptr_array_add (argv, (gpointer) "xgettext");
  g_ptr_array_add (argv, (gpointer) "--package-name=" GETTEXT_PACKAGE);
  g_ptr_array_add (argv, (gpointer) "--files-from=po/POTFILES.in");
  g_ptr_array_add (argv, output_arg);
  for (guint i = 0; extra_args[i] != NULL; i++)
    g_ptr_array_add (argv, extra_args[i]);
  g_ptr_array_add (argv, NULL);

  errors = run ((const char * const *) argv->pdata, source_root, (const char * const *) envp);
  if (errors[0] != '\0')
    g_test_message ("xgettext: %s", errors);
  g_assert_true (g_file_test (pot, G_FILE_TEST_IS_REGULAR));
  return g_steal_pointer (&pot);
}

int
main (int   argc,
      char *argv[])
{
  g_autofree char *linguas_path = NULL;
  g_autofree char *linguas = NULL;
  g_autofree char *folder = NULL;
  g_auto(GStrv) lines = NULL;
  g_autoptr(GError) error = NULL;
  guint n_languages = 0;
  int status;

  g_test_init (&argc, &argv, NULL);

  po_dir = g_getenv ("TACTICS_PO_DIR");
  g_assert_nonnull (po_dir);
  linguas_path = g_build_filename (po_dir, "LINGUAS", NULL);
  g_file_get_contents (linguas_path, &linguas, NULL, &error);
  g_assert_no_error (error);

  folder = g_dir_make_tmp ("tactics-po-XXXXXX", &error);
  g_assert_no_error (error);
  fresh_pot = extract_strings (folder);

  lines = g_strsplit (linguas, "\n", -1);
  for (guint i = 0; lines[i] != NULL; i++)
    {
      const char *language = g_strstrip (lines[i]);
      g_autofree char *path = NULL;

      if (language[0] == '\0' || language[0] == '#')
        continue;
      n_languages++;
      path = g_strdup_printf ("/po/%s/complete", language);
      g_test_add_data_func (path, language, test_complete);
      g_free (path);
      path = g_strdup_printf ("/po/%s/mnemonics", language);
      g_test_add_data_func (path, language, test_mnemonics);
      g_free (path);
      path = g_strdup_printf ("/po/%s/plural-forms", language);
      g_test_add_data_func (path, language, test_plural_forms);
      g_free (path);
      path = g_strdup_printf ("/po/%s/current", language);
      g_test_add_data_func (path, language, test_current);
    }
  /* The languages of the project's source documents at least. */
  g_assert_cmpuint (n_languages, >=, 4);

  status = g_test_run ();

  g_unlink (fresh_pot);
  g_rmdir (folder);
  g_free (fresh_pot);
  return status;
}
